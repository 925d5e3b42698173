"""External set 26: twelve resubmittal packages by twelve imagined authors, for blind measurement.

Each package is what the District holds after its first review (original submittal, response
to comments, revised or added pages). ``python -m corpus.external26.build OUT`` writes them.
"""
