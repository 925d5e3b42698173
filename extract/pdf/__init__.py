"""Files to pages: the PDF's text layer, or OCR where there is none, with every word's box."""
