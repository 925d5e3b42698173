"""External set 32: twelve permit packages written blind to the extractor (4 scanned).

Each package is drawn by its own "author" module function; the truth is recorded while
the pages are drawn, so a fact counts only where a page states it.
"""
