"""Which Section 6 items the submittal itself holds, and on which page."""
