"""Outside set external11: twelve permit packages written as applicants and small builders
write for themselves (a homeowner, a church volunteer, a small builder, a landscape contractor,
a tenant-improvement architect, a city's part-time engineer, a school district, a county, an
HOA, developers and their engineers).

Written blind to the extractor, for honest measurement. ``python -m corpus.external11.build OUT``
draws the PDFs and writes each package's ``rulen-truth.json``.
"""
