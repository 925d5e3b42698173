"""external33: twelve permit packages written blind, for an honest measure of the checker.

A random week of submittals at the District, each by a different invented author; built
by ``python -m corpus.external33.build OUT``. Nothing in the product imports this package.
"""
