"""external10: twelve permit packages written blind, by twelve authors, around page layout.

Two-column reports, sidebars, call-out boxes, spreadsheets with merged headers, landscape
pages, tables that continue with a repeated header, numbered BMP lists and model listings.
Build with ``python -m corpus.external10.build OUT``; each package folder gets its PDFs and
``rulen-truth.json``. Nothing in the product imports this package.
"""
