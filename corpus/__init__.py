"""Synthetic permit packages with ground truth, for tests, evaluation and benchmarks.

Nothing in the product imports this package except the ``rulen corpus`` command.

- ``spec`` — :class:`~corpus.spec.PackageSpec`, the scenario of one package (true values,
  omitted exhibits and statements, scanned or not, broken files).
- ``scenarios`` — every branch and threshold of Section 2, with random defects laid over.
- ``voices_tuning`` / ``voices_heldout`` — how different firms write the same facts; the
  extractor may be tuned on the first, never on the second.
- ``render`` / ``sheets`` — report pages and plan sheets (reportlab); ``scan`` — image-only
  scanned copies; ``malformed`` — truncated, encrypted, empty and mislabelled files.
- ``truth`` — ``rulen-truth.json``: what the pages state and where, and the engine's answer.
- ``generate`` — :func:`~corpus.generate.generate`, :func:`~corpus.generate.generate_one`
  and ``python -m corpus.generate OUT --n N --seed S``.
"""
