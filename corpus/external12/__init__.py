"""External split 12: twelve long permit reports (alternatives, history, phases, appendices)
written blind as twelve different Minnesota authors, with hand-kept ground truth.

``python -m corpus.external12.build OUT`` writes one folder per package, each with its PDFs
and ``rulen-truth.json``; the truth is recorded from the pages as they are drawn.
"""
