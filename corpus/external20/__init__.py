"""External set 20: twelve permit packages, each by a different (imagined) outside author.

Theme: common schemes of development (Rule N, N.2.G) argued in letters, staff reports and
narratives. Written blind to the extractor, so it measures the checker honestly.
"""
