"""external13: twelve permit packages written blind, by twelve fictional Twin Cities firms.

``python -m corpus.external13.build OUT`` draws them (``firms_a``, ``firms_b`` with the
drawing tools of ``kit``) and writes each package's ``rulen-truth.json``.
"""
