"""A third, independent set of permit packages ("external firms"), for honest measurement.

Written without sight of the extractor or the generator's voices: fourteen packages, each
in the manner of a different kind of Minnesota firm, with ground truth recorded where the
words are drawn. Build with ``python -m corpus.external.build OUT``.
"""
