"""Shared helpers for the kind-of-project tests (tests/test_kind_<capability>.py).

Each runs the whole fact reader (read_facts) over one single-page document per text.
"""

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    """The facts read from one single-page document per text."""
    return read_facts([page_from_text(t, file=f"doc{i}.pdf") for i, t in enumerate(texts)])


def kind(*texts):
    return facts_of(*texts).value("project_type")
