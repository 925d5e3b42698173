"""external17: twelve permit packages by twelve outside authors, written blind to the extractor.

Theme: the facts that decide applicability are given in forms, tables and plan-sheet notes
rather than prose. Build with ``python -m corpus.external17.build OUT``.
"""
