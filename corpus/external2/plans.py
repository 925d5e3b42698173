"""Plan sheets as firms plot them: a frame and title block, then one job per sheet.

The builders draw in the 36 x 24 in. frame of :class:`~corpus.external2.kit.Sheet`; the
caller says what each sheet shows (its notes and tags), so the truth of a plan set is
whatever its sheets carry, nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Literal

from corpus.external2.kit import INCH, Doc, Sheet, Tag, exhibit

W, H = Sheet.FRAME
X0, Y0, X1, Y1 = 90.0, 90.0, W - 4.2 * INCH - 60, H - 90.0


@dataclass
class TitleBlock:
    firm: str
    firm_lines: list[str]
    project: str
    engineer: str
    license_no: str
    date: str
    block: Literal["right", "bottom"] = "right"
    certified: bool = True


@dataclass
class PlanSheet:
    number: str
    title: str
    draw: Callable[[Sheet], None]
    tags: list[Tag] = field(default_factory=list)


def draw_set(doc: Doc, paper: tuple[float, float], sheets: list[PlanSheet], tb: TitleBlock, set_tag: str | None,
             *, start_new_page: bool, of_total: int | None = None) -> None:
    """One plan set on one paper size; tags the set (full-size / reduced) and the certification."""
    total = of_total or len(sheets)
    for i, sh in enumerate(sheets):
        if i > 0 or start_new_page:
            doc.new_page(paper)
        s = Sheet(doc, paper)
        s.begin()
        s.frame(tb.firm, tb.firm_lines, tb.project, sh.title, sh.number, f"OF {total}",
                tb.engineer if tb.certified else "", tb.license_no if tb.certified else "", tb.date,
                cert_tags=[exhibit("plan_set.pe_certified")] if tb.certified else [], block=tb.block)
        if set_tag:
            doc.tag([exhibit(set_tag)], f"Sheet {sh.number} {sh.title}")
        doc.tag(sh.tags, f"Sheet {sh.number} {sh.title}")
        sh.draw(s)
        s.end()


def boundary(s: Sheet, label: str = "PROPERTY LINE", x: float = X0 + 150, y: float = Y0 + 250,
             w: float = 1500, h: float = 1000) -> None:
    c = s.c
    c.setLineWidth(4)
    c.setDash([30, 8, 4, 8])
    c.rect(x, y, w, h)
    c.setDash()
    s.text(x + 20, y + h + 14, label, 16, True)
    s.text(x + w / 2 - 120, y - 30, "N 89\u00b041'12\" E   412.36", 14)


def building(s: Sheet, x: float, y: float, w: float, h: float, label: str) -> None:
    c = s.c
    c.setLineWidth(3)
    c.rect(x, y, w, h)
    c.setLineWidth(0.5)
    for k in range(0, int(w), 40):
        c.line(x + k, y, x + min(w, k + h), y + min(h, w - k))
    s.text(x + 20, y + h / 2, label, 16, True)


def notes(s: Sheet, title: str, rows: list[str], x: float = X0 + 1700, y: float = Y1 - 40,
          tags: Iterable[Tag] = (), size: float = 13) -> float:
    s.text(x, y, title, 16, True)
    return s.lines(x, y - 26, rows, size=size, tags=tags)


def contour_field(s: Sheet, top: int, step: int, n: int, existing: bool = True, proposed: bool = True) -> None:
    if existing:
        s.contours(X0 + 160, Y0 + 280, 1480, 940, top, step, n, dashed=True)
    if proposed:
        s.contours(X0 + 200, Y0 + 300, 1400, 900, top - step // 2 if step > 1 else top, step, n, dashed=False)


def pond_shape(s: Sheet, x: float, y: float, label: str, lines: list[str]) -> None:
    c = s.c
    c.setLineWidth(2)
    c.ellipse(x, y, x + 420, y + 240)
    c.ellipse(x + 50, y + 30, x + 370, y + 210)
    s.text(x + 120, y + 130, label, 16, True)
    s.lines(x + 430, y + 200, lines, size=12)


def pipes(s: Sheet, rows: list[tuple[str, str, str, str]]) -> None:
    c = s.c
    c.setLineWidth(3)
    x, y = X0 + 250, Y0 + 900
    for i, (a, b, size, slope) in enumerate(rows):
        c.circle(x, y, 14)
        s.text(x + 20, y + 20, a, 12, True)
        c.line(x + 14, y, x + 260, y - 90)
        s.text(x + 90, y - 30, f"{size} RCP @ {slope}", 11)
        x, y = x + 274, y - 90
        if i == len(rows) - 1:
            c.circle(x, y, 14)
            s.text(x + 20, y + 20, b, 12, True)


def detail_boxes(s: Sheet, titles: list[str]) -> None:
    c = s.c
    bw, bh = 520, 420
    for i, t in enumerate(titles):
        col, row = i % 4, i // 4
        x, y = X0 + 30 + col * (bw + 30), Y1 - 60 - (row + 1) * (bh + 40)
        c.setLineWidth(1.5)
        c.rect(x, y, bw, bh)
        c.line(x + 60, y + 120, x + bw - 60, y + 120)
        c.line(x + 60, y + 120, x + 160, y + 300)
        c.line(x + bw - 60, y + 120, x + bw - 160, y + 300)
        s.text(x + 10, y - 26, t, 13, True)


def drainage_panels(s: Sheet, existing: list[str], proposed: list[str], offsite: str | None) -> None:
    c = s.c
    for k, (title, rows) in enumerate((("EXISTING DRAINAGE AREAS", existing), ("PROPOSED DRAINAGE AREAS", proposed))):
        x = X0 + 40 + k * 1080
        c.setLineWidth(2)
        c.rect(x, Y0 + 300, 1000, 1000)
        c.setDash(20, 10)
        c.line(x + 500, Y0 + 300, x + 450, Y0 + 1300)
        c.line(x, Y0 + 800, x + 1000, Y0 + 760)
        c.setDash()
        s.text(x, Y0 + 1330, title, 20, True)
        s.lines(x + 40, Y0 + 1250, rows, size=13)
    if offsite:
        s.text(X0 + 40, Y0 + 220, offsite, 14)
