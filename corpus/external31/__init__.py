"""external31: twelve permit packages written blind, each uploaded as several PDFs, with ground truth.

Built by ``python -m corpus.external31.build OUT``; the truth of each package is recorded
while its pages are drawn (see ``kit``), and ``expected`` is the rule engine's answer on it.
"""
