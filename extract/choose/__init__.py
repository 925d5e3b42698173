"""Choosing between the readings of a fact: features of each reading's context, a learned model, calibration.

The readers (``extract/*``) propose candidates with their evidence and never decide. Here the
candidates of each scalar fact are grouped by value (:mod:`extract.choose.groups`), each group
is described by the features of its context (:mod:`extract.choose.features`), and a model
trained on the corpus' ground truth by ``rulen train`` (:mod:`extract.choose.model`) gives the
calibrated probability that the group's value is the fact's. A fact is set only where that
probability clears the threshold chosen for 99% precision on authors not trained on; below it
the fact is left unset and carries its candidates, which the report turns into a question.
"""
