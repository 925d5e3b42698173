"""The bulk audit's index page: one self-contained HTML table of every package, triage order.

Rows arrive as plain dicts (the audit's journal entries), already ordered by what needs a
person first; package names come from the archive and are escaped like any PDF text.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined


@cache
def _environment() -> Environment:
    return Environment(loader=PackageLoader("reports", "templates"), autoescape=True,
                       undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def render_audit_index(rows: list[dict[str, Any]]) -> str:
    counts = {
        "packages": len(rows),
        "with deficiencies": sum(r["deficiencies"] > 0 for r in rows),
        "needs review": sum(r["needs_review"] > 0 for r in rows),
        "unreadable or crashed": sum(r["status"] != "checked" for r in rows),
    }
    view = [dict(r, sections_text=", ".join(map(str, r["sections"])) or "—",
                 permit_text={True: "yes", False: "no", None: "?"}[r["permit_required"]])
            for r in rows]
    return _environment().get_template("audit_index.html.jinja").render(rows=view, counts=counts)
