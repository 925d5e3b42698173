"""Drawing kit for the external33 set: pages that remember what they say.

Every sentence, table row or plan note that carries a Rule N fact, exhibit or narrative
statement is drawn through :class:`Doc` with its tags, so the truth file records the
file and page where the words actually landed (a fact counts only if a page carries it).
Output is deterministic (reportlab ``invariant=1``), so two builds are byte-identical.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
Tags = Sequence[Tag]

REDUCED = (1224.0, 792.0)  # 17 x 11 in
FULL = (2448.0, 1584.0)  # 34 x 22 in


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One submittal: its folder, its files, and the recorder of what its pages say."""

    def __init__(self, root: Path, pid: str, kind: str, seed: int) -> None:
        self.pid, self.kind, self.seed = pid, kind, seed
        self.dir = Path(root) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, size: tuple[float, float] = letter, **kw: Any) -> "Doc":
        self.files.append(name)
        return Doc(self, name, size, **kw)

    def plans(self, name: str, size: tuple[float, float], firm: str, project: str, cert: str) -> "PlanSet":
        self.files.append(name)
        return PlanSet(self, name, size, firm, project, cert)


class Doc:
    """A flowing document: text, headings, tables, two-column runs, each tagged where drawn."""

    def __init__(self, pkg: Package, name: str, size: tuple[float, float], margin: float = 66,
                 header: str = "", footer: str = "", font: str = "Helvetica", size_pt: float = 10) -> None:
        self.pkg, self.name = pkg, name
        path = pkg.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = Canvas(str(path), pagesize=size, invariant=1)
        self.c.setTitle(Path(name).stem)
        self.w, self.h = size
        self.m = margin
        self.header, self.footer = header, footer
        self.font, self.pt = font, size_pt
        self.page = 1
        self._start_page()

    # -- bookkeeping ------------------------------------------------------------------------------
    def loc(self, text: str) -> Location:
        return Location(file=self.name, page=self.page, text=" ".join(text.split())[:240])

    def tag(self, tags: Tags, text: str) -> None:
        if tags:
            self.pkg.rec.tag(list(tags), self.loc(text))

    def _start_page(self) -> None:
        self.y = self.h - self.m
        if self.header:
            self.c.setFont("Helvetica", 8)
            self.c.drawString(self.m, self.h - 36, self.header)
            self.c.line(self.m, self.h - 40, self.w - self.m, self.h - 40)

    def _end_page(self) -> None:
        if self.footer:
            self.c.setFont("Helvetica", 8)
            self.c.drawCentredString(self.w / 2, 30, self.footer.format(page=self.page))

    def new_page(self) -> None:
        self._end_page()
        self.c.showPage()
        self.page += 1
        self._start_page()

    def need(self, height: float) -> None:
        if self.y - height < self.m:
            self.new_page()

    def space(self, pts: float = 8) -> None:
        self.y -= pts

    def close(self) -> None:
        self._end_page()
        self.c.showPage()
        self.c.save()

    # -- drawing ----------------------------------------------------------------------------------
    def text(self, s: str, tags: Tags = (), font: str | None = None, size: float | None = None,
             indent: float = 0, gap: float = 5, x: float | None = None, width: float | None = None,
             align: str = "left") -> None:
        font, size = font or self.font, size or self.pt
        x0 = (self.m if x is None else x) + indent
        width = width or (self.w - self.m - x0)
        lines = simpleSplit(s, font, size, width) or [""]
        lead = size * 1.32
        self.need(lead * min(len(lines), 3))
        self.tag(tags, s)
        self.c.setFont(font, size)
        for line in lines:
            if self.y - lead < self.m:
                self.new_page()
                self.c.setFont(font, size)
            self.y -= lead
            if align == "center":
                self.c.drawCentredString(x0 + width / 2, self.y, line)
            else:
                self.c.drawString(x0, self.y, line)
        self.y -= gap

    def heading(self, s: str, size: float = 12, font: str = "Helvetica-Bold", tags: Tags = (), gap: float = 4,
                rule: bool = False) -> None:
        self.need(size * 4)
        self.space(4)
        self.text(s, tags=tags, font=font, size=size, gap=gap)
        if rule:
            self.c.line(self.m, self.y + 2, self.w - self.m, self.y + 2)
            self.space(4)

    def bullets(self, items: Iterable[str | tuple[str, Tags]], mark: str = "\u2022", size: float | None = None) -> None:
        for item in items:
            s, tags = (item, ()) if isinstance(item, str) else item
            size_ = size or self.pt
            self.need(size_ * 1.4)
            self.c.setFont(self.font, size_)
            self.c.drawString(self.m + 10, self.y - size_ * 1.32, mark)
            self.text(s, tags=tags, indent=24, size=size_, gap=2)
        self.space(4)

    def table(self, rows: Sequence[Sequence[str]], widths: Sequence[float], tags: dict[int, Tags] | None = None,
              size: float = 9, header_rows: int = 1, grid: bool = True, x: float | None = None) -> None:
        """Rows of cells; ``tags`` maps a row index to the tags its words carry."""
        tags = tags or {}
        x0 = self.m if x is None else x
        lead = size * 1.3
        heights = [max(len(simpleSplit(str(cell), "Helvetica-Bold", size, w - 6) or [""])
                       for cell, w in zip(row, widths)) * lead + 4 for row in rows]
        if sum(heights) < self.h - 2 * self.m - 40:
            self.need(sum(heights))  # keep a table that fits on one page together, as authors do
        for i, row in enumerate(rows):
            cells = [simpleSplit(str(cell), "Helvetica-Bold" if i < header_rows else "Helvetica", size, w - 6) or [""]
                     for cell, w in zip(row, widths)]
            height = max(len(c) for c in cells) * lead + 4
            self.need(height)
            self.tag(tags.get(i, ()), " | ".join(str(c) for c in row))
            top = self.y
            xx = x0
            for cell, w in zip(cells, widths):
                self.c.setFont("Helvetica-Bold" if i < header_rows else "Helvetica", size)
                yy = top - 2
                for line in cell:
                    yy -= lead
                    self.c.drawString(xx + 3, yy + 2, line)
                if grid:
                    self.c.rect(xx, top - height, w, height)
                xx += w
            self.y = top - height
        self.y -= 8

    def columns(self, blocks: Sequence[tuple[str, str, Tags]], gutter: float = 20, size: float | None = None) -> None:
        """Two-column narrative: blocks of (kind, text, tags), kind "h" heading or "p" paragraph.

        Columns are balanced when the run fits on the page, as a word processor would lay them out.
        """
        size = size or self.pt
        lead = size * 1.3
        col_w = (self.w - 2 * self.m - gutter) / 2
        laid = []  # (font, line, tags-or-None, text, gap after)
        for kind, s, tags in blocks:
            font = "Helvetica-Bold" if kind == "h" else self.font
            lines = simpleSplit(s, font, size, col_w)
            for j, line in enumerate(lines):
                laid.append((font, line, tags if j == 0 else None, s, 6 if j == len(lines) - 1 else 0))
        total = sum(lead + gap for *_, gap in laid)
        top = self.y
        limit = top - total / 2 - lead if total <= 2 * (top - self.m) else self.m
        col, low = 0, top
        for font, line, tags, s, gap in laid:
            if self.y - lead < max(limit, self.m) if col == 0 else self.y - lead < self.m:
                if col == 0:
                    low = min(low, self.y)
                    col, self.y = 1, top
                else:
                    self.new_page()
                    col, top, low = 0, self.y, self.y
                    limit = self.m
            if tags:
                self.tag(tags, s)
            self.y -= lead
            self.c.setFont(font, size)
            self.c.drawString(self.m + col * (col_w + gutter), self.y, line)
            self.y -= gap
        low = min(low, self.y)
        self.y = low - 6

    def checkbox(self, label: str, checked: bool, tags: Tags = (), x: float | None = None) -> None:
        x0 = self.m if x is None else x
        self.need(16)
        self.y -= 13
        self.c.rect(x0, self.y - 1, 8, 8)
        if checked:
            self.c.setFont("Helvetica-Bold", 9)
            self.c.drawString(x0 + 1.2, self.y, "X")
        self.c.setFont(self.font, 9.5)
        self.c.drawString(x0 + 14, self.y, label)
        self.tag(tags, ("[X] " if checked else "[ ] ") + label)


class PlanSet:
    """Engineering sheets at full size (34x22) or reduced (17x11), drawn in 17x11 units and scaled."""

    def __init__(self, pkg: Package, name: str, size: tuple[float, float], firm: str, project: str, cert: str) -> None:
        self.pkg, self.name = pkg, name
        path = pkg.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = Canvas(str(path), pagesize=size, invariant=1)
        self.scale = size[0] / REDUCED[0]
        self.firm, self.project, self.cert = firm, project, cert
        self.page = 0

    def loc(self, text: str) -> Location:
        return Location(file=self.name, page=self.page, text=" ".join(text.split())[:240])

    def sheet(self, number: str, title: str, notes: Sequence[tuple[str, Tags]], labels: Sequence[str] = (),
              sheet_tags: Tags = (), cert_tags: Tags = (), seed: int = 0) -> None:
        """One sheet: a sketched plan area with labels, a notes column and a title block."""
        self.page += 1
        c = self.c
        c.saveState()
        c.scale(self.scale, self.scale)
        W, H = REDUCED
        c.setLineWidth(1.2)
        c.rect(18, 18, W - 36, H - 36)
        tb = W - 18 - 190  # title block left edge
        c.line(tb, 18, tb, H - 18)
        # title block
        c.setFont("Helvetica-Bold", 11)
        c.drawString(tb + 8, H - 40, self.firm)
        c.setFont("Helvetica", 8)
        yy = H - 58
        for line in simpleSplit(self.project, "Helvetica", 8, 174):
            c.drawString(tb + 8, yy, line)
            yy -= 10
        c.setFont("Helvetica", 6.5)
        yy = 210
        cert_lines = simpleSplit(self.cert, "Helvetica", 6.5, 174)
        for line in cert_lines:
            c.drawString(tb + 8, yy, line)
            yy -= 8
        if cert_tags:
            self.pkg.rec.tag(list(cert_tags), self.loc(self.cert))
        c.setFont("Helvetica-Bold", 10)
        for k, line in enumerate(simpleSplit(title, "Helvetica-Bold", 10, 174)):
            c.drawString(tb + 8, 96 - 12 * k, line)
        c.setFont("Helvetica-Bold", 22)
        c.drawString(tb + 8, 34, number)
        if sheet_tags:
            self.pkg.rec.tag(list(sheet_tags), self.loc(f"{number} {title}"))
        # sketched plan: a parcel outline, contours and a pipe run
        import random

        rnd = random.Random(seed * 7919 + self.page)
        c.setLineWidth(0.6)
        px0, py0, px1, py1 = 60, 150, tb - 230, H - 60
        c.setDash(8, 3)
        c.rect(px0, py0, px1 - px0, py1 - py0)
        c.setDash()
        for k in range(7):
            pts = [(px0 + 10 + j * (px1 - px0 - 20) / 8, py0 + 30 + k * 45 + rnd.uniform(-14, 14)) for j in range(9)]
            p = c.beginPath()
            p.moveTo(*pts[0])
            for q in pts[1:]:
                p.lineTo(*q)
            c.drawPath(p)
        c.setFont("Helvetica", 7)
        for k, lab in enumerate(labels):
            c.drawString(px0 + 20 + (k % 3) * 160, py0 + 20 + (k // 3) * 110 + rnd.uniform(0, 20), lab)
        # notes column
        nx = tb - 215
        c.setFont("Helvetica-Bold", 8)
        c.drawString(nx, H - 40, "NOTES")
        yy = H - 54
        c.setFont("Helvetica", 6.8)
        for i, (note, tags) in enumerate(notes, 1):
            lines = simpleSplit(f"{i}. {note}", "Helvetica", 6.8, 200)
            if tags:
                self.pkg.rec.tag(list(tags), self.loc(note))
            for line in lines:
                c.drawString(nx, yy, line)
                yy -= 8.5
            yy -= 3
        c.restoreState()
        c.showPage()

    def close(self) -> None:
        self.c.save()
