"""External set 23: twelve permit packages written blind, as twelve Minnesota authors would.

Theme: the criteria and exhibits shown the way computations and plan sets really show them
(HydroCAD summaries, P8/MIDS outputs, pond tables split over two pages, benchmark notes,
legends, review and permit letters). Built by ``python -m corpus.external23.build OUT``.
The truth of each package is recorded while its pages are drawn (``doc.Pkg``), so a fact
is true only if a page carries it.
"""
