"""external21: twelve hand-written permit packages on redevelopment and impervious arithmetic.

Written blind to the extractor and to every other corpus voice, so the lead can measure
the extractor on words it was never tuned on. ``python -m corpus.external21.build OUT``
writes the PDFs and each package's ``rulen-truth.json``.
"""
