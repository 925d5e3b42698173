"""External split 24: twelve permit packages by twelve authors, half of them arriving as scans.

Written blind to the extractor; the truth of each package is what its pages say.
"""
