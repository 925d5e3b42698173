"""An outside set of residential Rule N permit packages (split ``external22``).

Written blind to the extractor: twelve authors (homeowners' engineers, builders, an HRA,
a county agency, a school district, a land trust...) each with their own layout, so the
set measures how the checker reads firms it was never tuned on.
"""
