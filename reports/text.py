"""The terminal summary: what a reviewer needs at a glance, in 80 columns.

Built from rich ``Text`` objects, never from markup strings, so brackets in a PDF's
words cannot become styles. Colour only when asked (the CLI asks when stdout is a TTY);
without it the console is told it is not a terminal and writes no escape codes at all.
"""

from __future__ import annotations

import io

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from reports.view import Count, EvidenceView, ReportView

_STYLES = {
    "required": "bold",
    "not_required": "bold green",
    "undetermined": "bold yellow",
    "present": "green",
    "met": "green",
    "missing": "bold red",
    "unmet": "bold red",
    "not_demonstrated": "yellow",
    "deferred": "cyan",
    "optional": "dim",
    "not_required_status": "dim",
    "not_applicable": "dim",
}

_MAX_EVIDENCE = 2


def _heading(text: str) -> Text:
    return Text(text.upper(), style="bold underline")


def _counts(label: str, counts: list[Count]) -> Text:
    line = Text(f"{label}: ", style="bold")
    if not counts:
        line.append("none listed")
    for i, c in enumerate(counts):
        if i:
            line.append(", ")
        line.append(f"{c.n} {c.label}", style=_STYLES.get(c.status, ""))
    return line


def _found(evidence: list[EvidenceView]) -> Text:
    line = Text()
    for i, ev in enumerate(evidence[:_MAX_EVIDENCE]):
        if i:
            line.append("; ")
        line.append(ev.location, style="cyan")
        if ev.quote_short:
            line.append(f" “{ev.quote_short}”")
    if len(evidence) > _MAX_EVIDENCE:
        line.append(f" (+{len(evidence) - _MAX_EVIDENCE} more)")
    return line


def _grid(indent: int) -> Table:
    grid = Table.grid(padding=(0, 1, 0, 0))
    grid.add_column(width=indent, no_wrap=True)
    grid.add_column(overflow="fold")
    return grid


def _bullets(lines: list[str]) -> Table:
    grid = _grid(1)
    for line in lines:
        grid.add_row(Text("·"), Text(line))
    return grid


def _blocks(view: ReportView) -> list[RenderableType]:
    v = view.verdict
    out: list[RenderableType] = [Text(view.title, style="bold")]
    verdict = Text()
    verdict.append(v.line, style=_STYLES[v.state])
    out.append(verdict)
    outcome = Text("Result: ", style="bold")
    outcome.append(view.outcome, style="bold red" if view.deficiencies else "bold green")
    out.append(outcome)
    out.append(_counts("Exhibits", view.exhibit_counts))
    out.append(_counts("Criteria", view.criterion_counts))
    pages = sum(f.pages for f in view.files)
    ocr = sum(f.ocr_pages for f in view.files)
    files = Text("Files: ", style="bold")
    files.append(f"{len(view.files)} ({pages} pages, {ocr} read by OCR)")
    if view.file_errors:
        files.append(f", {len(view.file_errors)} unreadable", style="bold red")
    out.append(files)

    if view.needs_review:
        out += [Text(), _heading(f"Needs review ({len(view.needs_review)})")]
        grid = _grid(2)
        for item in view.needs_review:
            grid.add_row(Text("!", style="bold yellow"), Text(item))
        out.append(grid)

    if view.deficiencies:
        out += [Text(), _heading(f"Deficiencies ({len(view.deficiencies)})")]
        grid = _grid(4)
        for d in view.deficiencies:
            head = Text(d.id, style="bold")
            if d.section:
                head.append(f"  {d.section}", style="dim")
            body = [head, Text(d.what)]
            if d.why:
                body.append(Text("Why: ", style="bold").append(Text(d.why)))
            if d.numbers:
                body.append(_bullets(d.numbers))
            if d.evidence:
                body.append(Text("Found: ", style="bold").append(_found(d.evidence)))
            grid.add_row(Text(f"{d.number}.", style="bold red"), Group(*body))
        out.append(grid)

    if view.exhibits_missing:
        out += [Text(), _heading(f"Exhibits missing ({len(view.exhibits_missing)})")]
        grid = _grid(9)
        for e in view.exhibits_missing:
            grid.add_row(Text(e.id, style=_STYLES["missing"]), Text(e.title))
        out.append(grid)

    if view.criteria_failing:
        out += [Text(), _heading(f"Criteria unmet or not demonstrated ({len(view.criteria_failing)})")]
        grid = _grid(7)
        for c in view.criteria_failing:
            head = Text(c.status_label, style=_STYLES.get(c.status, ""))
            head.append(f"  {c.title}")
            body: list[RenderableType] = [head]
            if c.numbers:
                body.append(_bullets(c.numbers))
            grid.add_row(Text(c.id, style="bold"), Group(*body))
        out.append(grid)

    if view.file_errors:
        out += [Text(), _heading(f"File errors ({len(view.file_errors)})")]
        grid = _grid(2)
        for f in view.file_errors:
            grid.add_row(Text("✗", style="bold red"), Text(f"{f.path}: {f.error}"))
        out.append(grid)
    return out


def render_text(view: ReportView, *, color: bool = False, width: int = 80) -> str:
    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=max(20, width),
        force_terminal=color,
        color_system="standard" if color else None,
        no_color=not color,
        highlight=False,
        markup=False,
        emoji=False,
        legacy_windows=False,
        soft_wrap=False,
        force_jupyter=False,
        force_interactive=False,
    )
    for block in _blocks(view):
        console.print(block)
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()) + "\n"
