"""One Report, four renderings: the only entry point the command line and the web app use.

JSON is the contract itself (``Report.model_dump_json``); the other three print the
view model of :mod:`reports.view`, so they can differ in shape but never in content.
"""

from __future__ import annotations

from functools import cache
from typing import Literal, get_args

from jinja2 import Environment, PackageLoader, StrictUndefined

from reports.markdown import md_escape
from reports.text import render_text
from reports.view import build_view
from rulen.models import Report

Format = Literal["text", "json", "html", "md"]
FORMATS: tuple[str, ...] = get_args(Format)


@cache
def _environment(kind: Literal["html", "md"]) -> Environment:
    """HTML autoescapes everything (all text from a PDF is untrusted); Markdown escapes via finalize."""
    options = dict(
        loader=PackageLoader("reports", "templates"),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    if kind == "html":
        return Environment(autoescape=True, **options)
    return Environment(autoescape=False, finalize=md_escape, **options)


def render(report: Report, fmt: Format, *, color: bool = False, width: int = 80) -> str:
    """``report`` as ``fmt``; ``ValueError`` names the formats when ``fmt`` is not one of them."""
    if fmt == "json":
        return report.model_dump_json(indent=2)
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    view = build_view(report)
    if fmt == "text":
        return render_text(view, color=color, width=width)
    template = _environment(fmt).get_template(f"report.{fmt}.jinja")
    return template.render(v=view)
