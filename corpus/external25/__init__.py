"""External set 25: twelve permit packages for off-the-beaten-path projects and applicants.

Written blind to the extractor, each by a different "author" (a city memo, a church letter,
a county design memo, a golf club's Q&A, ...). ``python -m corpus.external25.build OUT``
draws them and writes each package's ``rulen-truth.json``.
"""
