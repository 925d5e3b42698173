"""external14: twelve short, plain-language Rule N packages written blind to the extractor.

Letters, memos and filled-in District forms from owners, small firms and public agencies;
the technical detail sits on plan sheets. Truth is recorded while each page is drawn.
"""
