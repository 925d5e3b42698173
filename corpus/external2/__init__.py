"""A third, independent set of permit packages ("external firms", split ``external2``).

Written by someone who had not seen the extractor or the generator's voices, so scores on
it say how the checker meets firms it was never tuned on. Each package is hand-written in
one firm's manner (``firms_a``, ``firms_b``); the truth is recorded while the pages are
drawn (``kit``), and two packages are delivered as scans (``scan``).
Build with ``python -m corpus.external2.build OUT``.
"""
