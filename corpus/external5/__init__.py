"""external5: twelve permit packages written blind to the extractor, for honest measurement.

Each package is a long stormwater management report (letter size, table of contents,
numbered sections, Atlas 14, HydroCAD, MIDS/P8, appendices) and, where Sections 4/5
apply, a separate full-size plan set and sometimes an 11x17 reduced set, in the manner of
a different Minnesota firm. The truth is recorded page by page as the words are drawn.
Build with ``python -m corpus.external5.build OUT``.
"""
