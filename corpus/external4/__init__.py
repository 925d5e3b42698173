"""The external4 set: twelve permit packages written blind, in outside firms' voices.

Written without sight of the extractor or of the other sets, so that measuring the
checker on it says something about packages it was not tuned on. Build with
``python -m corpus.external4.build OUT``.
"""
