"""The vocabulary every reader shares: numbers, units, negation cues, fact labels, the spaCy pipeline."""
