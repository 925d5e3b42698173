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


CHART_ROWS = 12
"""Bars per chart: the most frequent; the rest are summed into one last bar."""


def bar_chart(rows: list[tuple[str, int]], *, width: int = 420, bar: int = 16) -> dict[str, Any]:
    """Geometry of a small horizontal bar chart, drawn as inline SVG by the template (no script, no network)."""
    rows = list(rows)
    if len(rows) > CHART_ROWS:
        rest = sum(n for _, n in rows[CHART_ROWS - 1:])
        rows = rows[: CHART_ROWS - 1] + [(f"{len(rows) - CHART_ROWS + 1} others", rest)]
    label_w, count_w = 110, 40
    top = max((n for _, n in rows), default=0) or 1
    span = width - label_w - count_w
    bars = [{"label": label, "count": n, "y": k * (bar + 4), "w": max(1, round(span * n / top)),
             "text_y": k * (bar + 4) + bar - 4} for k, (label, n) in enumerate(rows)]
    return {"bars": bars, "width": width, "height": max(1, len(rows)) * (bar + 4), "label_w": label_w, "bar": bar}


def render_audit_index(rows: list[dict[str, Any]], breakdown: dict[str, list[tuple[str, int]]] | None = None) -> str:
    counts = {
        "packages": len(rows),
        "with deficiencies": sum(r["status"] == "checked" and r["deficiencies"] > 0 for r in rows),
        "needs review": sum(r["needs_review"] > 0 for r in rows),
        "filed under a later rule": sum(r.get("rule_in_force") is False for r in rows),
        "unreadable, timed out or crashed": sum(r["status"] != "checked" for r in rows),
    }
    view = [dict(r, sections_text=", ".join(map(str, r["sections"])) or "—",
                 permit_text={True: "yes", False: "no", None: "?"}[r["permit_required"]],
                 rule_text={True: "Rule N", False: "later rule", None: "?"}[r.get("rule_in_force")])
            for r in rows]
    charts = [{"title": title, "rows": data, "chart": bar_chart(data)} for title, data in (breakdown or {}).items() if data]
    return _environment().get_template("audit_index.html.jinja").render(rows=view, counts=counts, charts=charts)
