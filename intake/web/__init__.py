"""The reviewers' web app: upload, triage queue, report, corrections (``rulen serve``)."""
