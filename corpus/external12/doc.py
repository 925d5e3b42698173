"""Long reports as real firms bind them: cover, table of contents, numbered sections, appendices.

Every paragraph or table can carry truth tags; a tag is recorded with the page it is
actually drawn on (read from the canvas while drawing), so the truth never points at a
page the words did not land on. The document is built twice: the first pass learns which
page each heading lands on, the second prints those numbers in the table of contents and
"Page X of Y" in the footer. Only the second pass's tags count.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import (
    Flowable,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from corpus.truth import Location

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", name, value)


@dataclass(frozen=True)
class Style:
    """One author's house style: fonts, heading numbering, footer words, table look."""

    body_font: str = "Helvetica"
    bold_font: str = "Helvetica-Bold"
    size: float = 10.5
    heading_color: Any = colors.black
    numbering: str = "decimal"  # decimal "1.0" | roman "I." | section "Section 1 -" | plain
    footer_left: str = ""
    footer_right_total: bool = True
    header: str = ""
    table_header_bg: Any = colors.HexColor("#d9d9d9")
    grid: bool = True
    toc_leader: str = " . "
    margins: float = 1.0
    h1_break: bool = True  # each top-level section starts a new page, as most firms bind them


class _Tagged(Flowable):
    """Draws its child and records the child's tags with the page it landed on."""

    def __init__(self, child: Flowable, tags: list[Tag], text: str, sink: Callable[[list[Tag], int, str], None]):
        super().__init__()
        self.child, self.tags, self.text, self.sink = child, tags, text, sink

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        w, h = self.child.wrap(aw, ah)
        self.width, self.height = w, h
        return w, h

    def draw(self) -> None:
        self.sink(self.tags, self.canv.getPageNumber(), self.text)
        self.child.drawOn(self.canv, 0, 0)


class _Mark(Flowable):
    """Zero-size marker that notes the page of a heading for the table of contents."""

    def __init__(self, key: str, sink: Callable[[str, int], None]):
        super().__init__()
        self.key, self.sink = key, sink
        self.width = self.height = 0

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.sink(self.key, self.canv.getPageNumber())


@dataclass
class Report:
    """A report file under construction: call the block methods in reading order, then ``build``."""

    file: str
    title: str
    style: Style = field(default_factory=Style)
    blocks: list[Callable[[], list[Flowable]]] = field(default_factory=list)
    _events: list[tuple[list[Tag], int, str]] = field(default_factory=list)
    _heads: dict[str, int] = field(default_factory=dict)
    _toc_entries: list[tuple[int, str, str]] = field(default_factory=list)
    _counters: list[int] = field(default_factory=lambda: [0, 0])
    pages: int = 0
    _break_at: int = 0  # len(blocks) right after the last block that ended a page

    # -- styles --------------------------------------------------------------------------------------
    def _ps(self, kind: str) -> ParagraphStyle:
        s = self.style
        if kind == "h1":
            return ParagraphStyle("h1", fontName=s.bold_font, fontSize=s.size + 3.5, leading=s.size + 7,
                                  spaceBefore=10, spaceAfter=6, textColor=s.heading_color)
        if kind == "h2":
            return ParagraphStyle("h2", fontName=s.bold_font, fontSize=s.size + 1, leading=s.size + 4,
                                  spaceBefore=8, spaceAfter=4, textColor=s.heading_color)
        if kind == "small":
            return ParagraphStyle("sm", fontName=s.body_font, fontSize=s.size - 2, leading=s.size + 0.5)
        if kind == "mono":
            return ParagraphStyle("mono", fontName="Courier", fontSize=8.2, leading=9.6)
        if kind == "center":
            return ParagraphStyle("c", fontName=s.bold_font, fontSize=s.size + 7, leading=s.size + 11, alignment=1)
        if kind == "centersmall":
            return ParagraphStyle("cs", fontName=s.body_font, fontSize=s.size + 1, leading=s.size + 5, alignment=1)
        return ParagraphStyle("b", fontName=s.body_font, fontSize=s.size, leading=s.size * 1.38, spaceAfter=5)

    # -- recording -----------------------------------------------------------------------------------
    def _sink(self, tags: list[Tag], page: int, text: str) -> None:
        self._events.append((tags, page, text))

    def _head_sink(self, key: str, page: int) -> None:
        self._heads[key] = page

    def _wrap(self, flow: Flowable, tags: list[Tag] | None, text: str) -> Flowable:
        return _Tagged(flow, list(tags), text, self._sink) if tags else flow

    # -- blocks --------------------------------------------------------------------------------------
    def _number(self, level: int) -> str:
        c = self._counters
        if level == 1:
            c[0] += 1
            c[1] = 0
        else:
            c[1] += 1
        n = self.style.numbering
        if n == "decimal":
            return f"{c[0]}.{c[1]}" if level == 2 else f"{c[0]}.0"
        if n == "roman":
            romans = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV"]
            return f"{chr(64 + c[1])}." if level == 2 else f"{romans[c[0] - 1]}."
        if n == "section":
            return f"{c[0]}.{c[1]}" if level == 2 else f"Section {c[0]} -"
        return ""

    def h1(self, title: str, *, toc: bool = True, number: bool = True) -> None:
        label = f"{self._number(1)} {title}".strip() if number else title
        key = f"h{len(self._toc_entries)}"
        if toc:
            self._toc_entries.append((1, label, key))
        if self.style.h1_break and len(self.blocks) != self._break_at:
            self.blocks.append(lambda: [PageBreak()])
        self.blocks.append(lambda: [_Mark(key, self._head_sink), Paragraph(escape(label), self._ps("h1"))])

    def h2(self, title: str, *, toc: bool = False) -> None:
        label = f"{self._number(2)} {title}".strip()
        key = f"h{len(self._toc_entries)}x{label}"
        if toc:
            self._toc_entries.append((2, label, key))
        self.blocks.append(lambda: [_Mark(key, self._head_sink), Paragraph(escape(label), self._ps("h2"))])

    def p(self, text: str, tags: list[Tag] | None = None, kind: str = "body") -> None:
        """A paragraph. ``text`` is plain words (escaped here); ``tags`` what it demonstrates."""
        self.blocks.append(lambda: [self._wrap(Paragraph(escape(text), self._ps(kind)), tags, text)])

    def bullets(self, items: list[str], tags: list[Tag] | None = None) -> None:
        text = "; ".join(items)

        def make() -> list[Flowable]:
            rows = [[Paragraph("\u2022", self._ps("body")), Paragraph(escape(i), self._ps("body"))] for i in items]
            t = Table(rows, colWidths=[0.25 * inch, 6.0 * inch])
            t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                   ("TOPPADDING", (0, 0), (-1, -1), 0)]))
            return [self._wrap(t, tags, text)]

        self.blocks.append(make)

    def table(self, rows: list[list[str]], tags: list[Tag] | None = None, widths: list[float] | None = None,
              caption: str = "", font_size: float | None = None) -> None:
        text = " ".join([caption] * bool(caption) + [" ".join(r) for r in rows[:4]])

        def make() -> list[Flowable]:
            out: list[Flowable] = []
            cap = Paragraph(escape(caption), ParagraphStyle("cap", fontName=self.style.bold_font, fontSize=self.style.size - 0.5,
                                                            leading=self.style.size + 3, spaceBefore=4)) if caption else None
            fs = font_size or self.style.size - 1.5
            t = Table(rows, colWidths=[w * inch for w in widths] if widths else None, repeatRows=0)
            cmds = [("FONT", (0, 0), (-1, -1), self.style.body_font, fs), ("FONT", (0, 0), (-1, 0), self.style.bold_font, fs),
                    ("BACKGROUND", (0, 0), (-1, 0), self.style.table_header_bg), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
            if self.style.grid:
                cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.grey))
            else:
                cmds += [("LINEBELOW", (0, 0), (-1, 0), 1, colors.black), ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black)]
            t.setStyle(TableStyle(cmds))
            if cap is not None:  # caption and table travel together, so the tag's page holds both
                t = Table([[cap], [t]], style=TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
            out.append(self._wrap(t, tags, text))
            out.append(Spacer(1, 6))
            return out

        self.blocks.append(make)

    def mono(self, lines: list[str], tags: list[Tag] | None = None) -> None:
        """Model output as printed by the software: fixed-width, one block per call (keep it under a page)."""
        text = " ".join(lines[:3])
        self.blocks.append(lambda: [self._wrap(Paragraph("<br/>".join(escape(l).replace(" ", "&nbsp;") for l in lines),
                                                         self._ps("mono")), tags, text)])

    def space(self, h: float = 12) -> None:
        self.blocks.append(lambda: [Spacer(1, h)])

    def page_break(self) -> None:
        self.blocks.append(lambda: [PageBreak()])
        self._break_at = len(self.blocks)

    def cover(self, lines: list[tuple[str, str]], tags: list[Tag] | None = None) -> None:
        """Cover page lines as (kind, text) with kind ``title`` or ``line``."""
        def make() -> list[Flowable]:
            out: list[Flowable] = [Spacer(1, 1.6 * inch)]
            for kind, text in lines:
                out.append(Paragraph(escape(text), self._ps("center" if kind == "title" else "centersmall")))
                out.append(Spacer(1, 8))
            out.append(PageBreak())
            return out
        if tags:
            first = lines[0][1]
            self.blocks.append(lambda: [self._wrap(Spacer(1, 1), tags, first)])
        self.blocks.append(make)
        self._break_at = len(self.blocks)

    def toc(self, heading: str = "TABLE OF CONTENTS") -> None:
        def make() -> list[Flowable]:
            out: list[Flowable] = [Paragraph(escape(heading), self._ps("h1"))]
            rows = []
            for level, label, key in self._toc_entries:
                page = self._heads.get(key, 0)
                indent = "    " if level == 2 else ""
                rows.append([indent + label, str(page) if page else "00"])
            t = Table(rows, colWidths=[5.6 * inch, 0.7 * inch])
            t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), self.style.body_font, self.style.size),
                                   ("ALIGN", (1, 0), (1, -1), "RIGHT"), ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.lightgrey)]))
            out += [t, PageBreak()]
            return out
        self.blocks.append(make)
        self._break_at = len(self.blocks)

    # -- building ------------------------------------------------------------------------------------
    def _decorate(self, total: int) -> Callable[[Any, Any], None]:
        s = self.style

        def draw(canv: Any, doc: Any) -> None:
            n = canv.getPageNumber()
            if n == 1:
                return
            canv.saveState()
            canv.setFont(s.body_font, 8)
            w, h = letter
            if s.header:
                canv.drawString(s.margins * inch, h - 0.6 * inch, s.header)
                canv.line(s.margins * inch, h - 0.65 * inch, w - s.margins * inch, h - 0.65 * inch)
            canv.drawString(s.margins * inch, 0.55 * inch, s.footer_left)
            right = f"Page {n} of {total}" if s.footer_right_total else f"{n}"
            canv.drawRightString(w - s.margins * inch, 0.55 * inch, right)
            canv.restoreState()
        return draw

    def build(self, path: Path) -> list[tuple[list[Tag], Location]]:
        """Write the PDF; the tags with the page each landed on (second pass only)."""
        total = 0
        for _ in range(3):
            self._events = []
            doc = SimpleDocTemplate(str(path), pagesize=letter, leftMargin=self.style.margins * inch,
                                    rightMargin=self.style.margins * inch, topMargin=0.95 * inch,
                                    bottomMargin=0.9 * inch, title=self.title, author="", invariant=1)
            story: list[Flowable] = []
            for make in self.blocks:
                story += make()
            deco = self._decorate(total)
            doc.build(story, onFirstPage=deco, onLaterPages=deco)
            if doc.page == total:
                break
            total = doc.page
        self.pages = total
        return [(tags, Location(file=self.file, page=page, text=text[:300])) for tags, page, text in self._events]
