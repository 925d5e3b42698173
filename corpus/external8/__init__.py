"""external8: twelve permit packages by twelve outside authors, for a blind measure.

Written without sight of the extractor or of the other outside sets; its theme is where
facts live on real plan sets and small submittals (title blocks, site-data tables, general
notes, pond callouts, memos). ``python -m corpus.external8.build OUT`` builds it.
"""
