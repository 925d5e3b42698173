"""A third, independently written set of permit packages ("external firms").

Written by someone who has not seen the extractor or the generator's voices, so the
score on it says how the checker does on a firm it has never met. Each package is hand
written in one firm's manner (``packages``); the drawing kit (``kit``) records where each
fact, exhibit and statement lands, so the truth is what the pages say and nothing more.
Build with ``python -m corpus.external3.build OUT``.
"""
