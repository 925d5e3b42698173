"""Synthetic permit packages with ground truth, for tests, evaluation and benchmarks.

Nothing in the product imports this package except the ``rulen corpus`` command.
"""
