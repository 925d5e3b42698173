"""Drawing kit for the external17 set: forms, tables and plan-sheet notes, with truth recorded as drawn.

Every fact, exhibit and statement is recorded at the moment its words are put on a page,
so the truth can only name a page that really carries them (a reviewer's view of the
package, not the author's intention).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder, Truth

FULL_SIZE = (34 * 72, 22 * 72)  # 22" x 34" plan sheet, landscape
REDUCED = (17 * 72, 11 * 72)  # 11" x 17"
LETTER = letter
LANDSCAPE_LETTER = (letter[1], letter[0])

FONTS = {
    "helv": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}


class Pkg:
    """One package being drawn: the open file, the open page, a cursor and the truth recorder."""

    def __init__(self, out: Path, pid: str, kind: str = "text", seed: int = 17, scenario: str = "") -> None:
        self.dir = Path(out) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.pid, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.rec = Recorder()
        self.files: list[str] = []
        self.canvas: Canvas | None = None
        self.name = ""
        self.page_no = 0
        self.size = LETTER
        self.s = 1.0
        self.font = FONTS["helv"]
        self.y = 0.0
        self.margin = 54.0
        self.x0 = 54.0
        self.right = 0.0

    # -- files and pages -------------------------------------------------------------------
    def new_file(self, name: str, size: tuple[float, float] = LETTER, font: str = "helv", scale: float | None = None) -> None:
        self.close_file()
        self.name, self.size, self.font = name, size, FONTS[font]
        (self.dir / name).parent.mkdir(parents=True, exist_ok=True)
        self.canvas = Canvas(str(self.dir / name), pagesize=size, invariant=1)
        self.canvas.setTitle(name)
        self.s = scale if scale is not None else max(1.0, size[0] / REDUCED[0]) if size[0] > LANDSCAPE_LETTER[0] else 1.0
        self.page_no = 0
        self.files.append(name)
        self._begin_page()

    def _begin_page(self) -> None:
        self.page_no += 1
        self.margin = 54.0 * self.s if self.s == 1.0 else 36.0 * self.s
        self.x0 = self.margin
        self.right = self.size[0] - self.margin
        self.y = self.size[1] - self.margin

    def new_page(self) -> None:
        assert self.canvas is not None
        self.canvas.showPage()
        self._begin_page()

    def close_file(self) -> None:
        if self.canvas is not None:
            self.canvas.showPage()
            self.canvas.save()
            self.canvas = None

    # -- truth -----------------------------------------------------------------------------
    def _loc(self, text: str) -> Location:
        return Location(file=self.name, page=self.page_no, text=text[:200])

    def fact(self, name: str, value: Any, text: str) -> None:
        self.rec.fact(name, value, self._loc(text))

    def exhibit(self, ident: str, text: str) -> None:
        self.rec.exhibit(ident, self._loc(text))

    def statement(self, ident: str, text: str) -> None:
        self.rec.statement(ident, self._loc(text))

    def truth(self) -> Truth:
        r = self.rec
        return Truth(id=self.pid, split="external17", kind=self.kind, seed=self.seed, scenario=self.scenario,
                     facts=r.facts, fact_locations=r.fact_locations, conflicts=r.conflicts, exhibits=r.exhibits,
                     statements=r.statements, files=list(self.files))

    # -- drawing ---------------------------------------------------------------------------
    @property
    def c(self) -> Canvas:
        assert self.canvas is not None
        return self.canvas

    def gap(self, h: float = 8) -> None:
        self.y -= h * self.s

    def text(self, s: str, size: float = 10, bold: bool = False, indent: float = 0, width: float | None = None,
             lead: float = 1.3) -> None:
        """Wrapped text at the cursor; long words are never split, so a number stays whole."""
        fs = size * self.s
        font = self.font[1] if bold else self.font[0]
        x = self.x0 + indent * self.s
        w = (width * self.s) if width else (self.right - x)
        for line in simpleSplit(s, font, fs, w) or [""]:
            self.c.setFont(font, fs)
            self.c.drawString(x, self.y - fs, line)
            self.y -= fs * lead
        self.y -= 2 * self.s

    def heading(self, s: str, size: float = 13) -> None:
        self.text(s, size=size, bold=True)
        self.c.setLineWidth(0.8 * self.s)
        self.c.line(self.x0, self.y + 1 * self.s, self.right, self.y + 1 * self.s)
        self.gap(6)

    def checkboxes(self, items: list[tuple[str, bool]], per_row: int = 3, size: float = 9.5, col: float | None = None) -> None:
        fs = size * self.s
        colw = (col * self.s) if col else (self.right - self.x0) / per_row
        for i, (label, on) in enumerate(items):
            if i and i % per_row == 0:
                self.y -= fs * 1.7
            x = self.x0 + (i % per_row) * colw
            box = fs * 0.95
            self.c.setLineWidth(0.7 * self.s)
            self.c.rect(x, self.y - fs, box, box)
            if on:
                self.c.setFont(self.font[1], fs)
                self.c.drawString(x + box * 0.18, self.y - fs * 0.88, "X")
            self.c.setFont(self.font[0], fs)
            self.c.drawString(x + box + 4 * self.s, self.y - fs * 0.9, label)
        self.y -= fs * 1.9

    def field(self, label: str, value: str, size: float = 10, label_w: float = 190) -> None:
        """A form blank: the label, then the answer written on an underline."""
        fs = size * self.s
        self.c.setFont(self.font[0], fs)
        self.c.drawString(self.x0, self.y - fs, label)
        vx = self.x0 + label_w * self.s
        self.c.setLineWidth(0.5 * self.s)
        self.c.line(vx, self.y - fs - 2 * self.s, self.right, self.y - fs - 2 * self.s)
        if value:
            self.c.setFont(self.font[1], fs)
            self.c.drawString(vx + 4 * self.s, self.y - fs, value)
        self.y -= fs * 1.9

    def table(self, header: list[str], rows: list[list[str]], widths: list[float] | None = None, size: float = 9,
              bold_rows: tuple[int, ...] = (), title: str | None = None) -> None:
        """A ruled table; a cell whose text is too wide wraps inside its column."""
        if title:
            self.text(title, size=size + 1.5, bold=True)
        fs = size * self.s
        total = self.right - self.x0
        if widths is None:
            widths = [1.0] * len(header)
        scale = total / sum(widths)
        cols = [w * scale for w in widths]
        pad = 3 * self.s
        for r, row in enumerate([header] + rows):
            font = self.font[1] if r == 0 or (r - 1) in bold_rows else self.font[0]
            sizes = [_fitting_size(str(cell), font, fs, cols[i] - 2 * pad) for i, cell in enumerate(row)]
            wrapped = [simpleSplit(str(cell), font, sizes[i], cols[i] - 2 * pad) or [""] for i, cell in enumerate(row)]
            h = max(len(w) for w in wrapped) * fs * 1.25 + 2 * pad
            x = self.x0
            self.c.setLineWidth(0.6 * self.s)
            for i, lines in enumerate(wrapped):
                self.c.rect(x, self.y - h, cols[i], h)
                self.c.setFont(font, sizes[i])
                for k, line in enumerate(lines):
                    self.c.drawString(x + pad, self.y - pad - fs * (k + 1) * 1.25 + fs * 0.25, line)
                x += cols[i]
            self.y -= h
        self.gap(8)

    def columns(self, n: int, i: int) -> tuple[float, float]:
        w = (self.size[0] - 2 * self.margin) / n
        return self.margin + i * w, self.margin + (i + 1) * w - 12 * self.s

    def set_column(self, left: float, right: float, top: float | None = None) -> None:
        self.x0, self.right = left, right
        if top is not None:
            self.y = top

    def box(self, x: float, y: float, w: float, h: float) -> None:
        self.c.setLineWidth(1.2 * self.s)
        self.c.rect(x, y, w, h)


def _fitting_size(text: str, font: str, size: float, width: float) -> float:
    """The largest size (down to 60%) at which no single word is wider than the cell: numbers never overflow."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    words = text.split() or [""]
    while size > 4 and max(stringWidth(w, font, size) for w in words) > width:
        size *= 0.92
    return size


def plan_set(pkg: Pkg, full: str, reduced: str | None, sheets: list[tuple[str, str, Callable[[Pkg], None]]],
             title_block: Callable[[Pkg, str, str], None], font: str = "helv") -> None:
    """The same sheets drawn full size and (if given) reduced; truth lands on the full-size set first."""
    for name, size in ((full, FULL_SIZE), (reduced, REDUCED)):
        if name is None:
            continue
        pkg.new_file(name, size, font=font)
        for i, (number, title, draw) in enumerate(sheets):
            if i:
                pkg.new_page()
            W, H = pkg.size
            pkg.box(pkg.margin * 0.5, pkg.margin * 0.5, W - pkg.margin, H - pkg.margin)
            tb_w = 230 * pkg.s
            title_block(pkg, number, title)
            pkg.set_column(pkg.margin, W - pkg.margin - tb_w - 10 * pkg.s, H - pkg.margin)
            draw(pkg)
    pkg.close_file()


def title_block_factory(firm: str, project: str, city: str, cert: tuple[str, str, str] | None,
                        record_cert: bool = True) -> Callable[[Pkg, str, str], None]:
    """A right-hand title block; ``cert`` = (engineer, license no., date) for the PE certification."""

    def draw(pkg: Pkg, number: str, title: str) -> None:
        W, H = pkg.size
        s = pkg.s
        left = W - pkg.margin - 230 * s
        pkg.box(left, pkg.margin * 0.5, 230 * s + pkg.margin * 0.5, H - pkg.margin)
        keep = (pkg.x0, pkg.right, pkg.y)
        pkg.set_column(left + 8 * s, W - pkg.margin * 0.6 - 8 * s, H - pkg.margin)
        pkg.text(firm, size=11, bold=True)
        pkg.text("Civil Engineering | Surveying", size=7.5)
        pkg.gap(10)
        pkg.text(project, size=10, bold=True)
        pkg.text(city + ", Minnesota", size=8.5)
        pkg.gap(10)
        if cert:
            words = (f"I hereby certify that this plan, specification, or report was prepared by me or under my "
                     f"direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
                     f"the State of Minnesota.")
            pkg.text(words, size=7)
            pkg.text(f"{cert[0]}, P.E.   Lic. No. {cert[1]}   Date: {cert[2]}", size=7.5, bold=True)
            if record_cert and pkg.size == FULL_SIZE:
                pkg.exhibit("plan_set.pe_certified", words[:90] + f" {cert[0]}, P.E. Lic. No. {cert[1]}")
        pkg.y = pkg.margin + 80 * s
        pkg.text(f"SHEET {number}", size=14, bold=True)
        pkg.text(title, size=8.5, bold=True)
        pkg.x0, pkg.right, pkg.y = keep

    return draw


def scan_package(pkg_dir: Path, files: list[str], seed: int) -> None:
    """Replace each PDF by an image-only copy: rendered at 200 dpi, slightly rotated, noisy and soft."""
    import time

    import numpy as np
    import pypdfium2 as pdfium
    from PIL import Image, ImageFilter

    rng = np.random.RandomState(seed)
    for name in files:
        path = pkg_dir / name
        doc = pdfium.PdfDocument(str(path))
        images = []
        for page in doc:
            img = page.render(scale=200 / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.rand() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img).astype(np.float32)
            arr += rng.normal(0, 9, arr.shape)
            arr = np.clip(arr, 0, 255).astype(np.uint8)
            img = Image.fromarray(arr).filter(ImageFilter.GaussianBlur(0.6))
            images.append(img)
        doc.close()
        fixed = time.gmtime(1746091800)  # a fixed scan date keeps the build byte-for-byte repeatable
        images[0].save(str(path), "PDF", resolution=200.0, save_all=True, append_images=images[1:],
                       creationDate=fixed, modDate=fixed, producer="Canon iR-ADV C5535 scan")
