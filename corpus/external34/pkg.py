"""One package being written: its folder, its recorder, and how it is finished.

Finishing lists the files, scans the package if it is a scanned one (image-only pages
replace the drawn ones, page for page, so every recorded location still holds), and
asks the rule engine for the expected determination on the recorded truth.
"""

from __future__ import annotations

import io
import random
import time
from pathlib import Path
from typing import Sequence

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

from corpus.external34.draw import LETTER, Doc, Tag
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external34"
_FIXED = time.gmtime(1780000000)  # a fixed date keeps scanned files byte-identical between builds


class Pkg:
    def __init__(self, root: Path, pid: str, kind: str, seed: int, scenario: str) -> None:
        self.pid, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.folder = Path(root) / pid
        self.folder.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()

    def doc(self, name: str, size: tuple[float, float] = LETTER, font: str = "Helvetica") -> Doc:
        d = Doc(self.rec, self.folder, name, size)
        d.font = font
        return d

    def letter(self, name: str, head: Sequence[str], pages: Sequence[Sequence[str | tuple[str, Sequence[Tag]]]],
               font: str = "Times-Roman", size: float = 10.5) -> Doc:
        """A letter or memo on letter paper: a letterhead, then pre-broken lines per page."""
        d = self.doc(name, LETTER, font)
        for i, lines in enumerate(pages):
            d.new_page()
            if i == 0:
                y = d.para(72, 60, [head[0]], size=15, bold=True)
                y = d.para(72, y, list(head[1:]), size=8.5)
                d.hline(72, 540, y)
                y += 24
            else:
                y = d.para(72, 60, [f"{head[0]} - page {i + 1}"], size=8.5) + 16
            d.para(72, y, list(lines), size=size, lead=size * 1.42)
        d.save()
        return d

    def finish(self) -> Truth:
        files = sorted(p.name for p in self.folder.glob("*.pdf"))
        if self.kind == "scanned":
            rng = random.Random(self.seed)
            for name in files:
                scan(self.folder / name, rng)
        rec = self.rec
        truth = Truth(id=self.pid, split=SPLIT, kind=self.kind, seed=self.seed, scenario=self.scenario,
                      facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                      exhibits=rec.exhibits, statements=rec.statements, files=files)
        truth.expected = expected_for(truth)
        write_truth(truth, self.folder)
        return truth


def scan(path: Path, rng: random.Random, dpi: int = 200) -> None:
    """Replace a letter-size PDF by a tilted, blurred, noisy image-only copy of itself."""
    pdf = pdfium.PdfDocument(str(path))
    images = []
    try:
        for page in pdf:
            img = page.render(scale=dpi / 72.0, grayscale=True).to_pil().convert("L")
            page.close()
            angle = rng.choice([-1, 1]) * rng.uniform(0.3, 1.0)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.3, 0.7)))
            arr = np.asarray(img, dtype=np.int16)
            noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(3, 7), arr.shape)
            arr = np.clip(arr + noise - rng.uniform(0, 10), 0, 255).astype(np.uint8)
            images.append(Image.fromarray(arr, mode="L"))
    finally:
        pdf.close()
    buf = io.BytesIO()
    images[0].save(buf, format="PDF", save_all=True, append_images=images[1:], resolution=float(dpi),
                    creationDate=_FIXED, modDate=_FIXED)
    path.write_bytes(buf.getvalue())
