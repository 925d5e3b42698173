"""Which OCR engine reads our scans best: rapidocr (the one the checker uses) against Tesseract.

    python scripts/ocr_compare.py [CORPUS_DIR] [--packages N] [--max-pages P] [--json OUT]

The pages are the built corpus's scanned packages (``kind: scanned`` in ``rulen-truth.json``),
rendered exactly as the checker renders a page for OCR (``extract.pdf.ocr.render_page``, 300 dpi
grayscale). The reference is what the corpus recorded while it drew each page: every located
text of a fact, an exhibit or a statement (``fact_locations``, ``exhibits``, ``statements``),
cut into its cells at `` | ``. Each engine reads the whole page; for each recorded text:

- characters right: 1 - (edit distance to the closest stretch of the page's OCR text) / length
  (approximate substring matching, so the rest of the page costs nothing);
- numbers right: the share of the recorded text's numbers (``4.00``, ``174,240``, ``2014``) found
  exactly in the OCR text as a whole token (no digit or decimal point next to it);
- seconds per page: the engine alone on the rendered image, one thread (rapidocr with one
  onnxruntime thread, as each OCR worker runs it; ``tesseract`` with ``OMP_THREAD_LIMIT=1``,
  the subprocess and its PNG included: that is how we would call it).

Tesseract is Debian's ``tesseract-ocr`` package called through ``subprocess`` (``--psm 3``,
``--dpi 300``, ``-l eng``); no Python binding. The machine's load average is printed with the
table: seconds per page on a shared machine are an upper bound.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterable

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def substring_distance(pattern: str, text: str) -> int:
    """The fewest edits turning ``pattern`` into some substring of ``text`` (Sellers' algorithm).

    One column of the table per text character, vectorised over the pattern; the insertions
    down the column are a running minimum of ``col[k] - k``.
    """
    m = len(pattern)
    if m == 0:
        return 0
    if not text:
        return m
    p = np.frombuffer(pattern.encode("utf-32-le"), dtype=np.uint32)
    idx = np.arange(m + 1, dtype=np.int64)
    col = idx.copy()  # column for the empty text prefix: i edits
    best = int(col[m])
    for ch in text:
        cost = (p != ord(ch)).astype(np.int64)
        new = np.empty_like(col)
        new[0] = 0  # a match may start anywhere in the text
        new[1:] = np.minimum(col[:-1] + cost, col[1:] + 1)
        new = np.minimum.accumulate(new - idx) + idx
        col = new
        if col[m] < best:
            best = int(col[m])
            if best == 0:
                break
    return best


def numbers_in(text: str) -> list[str]:
    return [n.rstrip(",") for n in NUMBER.findall(text)]


def number_found(number: str, text: str) -> bool:
    return re.search(rf"(?<![\d.,]){re.escape(number)}(?![\d]|[.,]\d)", text) is not None


def _norm(text: str) -> str:
    return " ".join(text.split())


def recorded_pages(corpus: Path, packages: int, max_pages: int) -> list[dict[str, Any]]:
    """(package, file, page, recorded texts) for the scanned packages, spread over the corpus' sets."""
    by_set: dict[str, list[Path]] = {}
    for truth_path in sorted(corpus.glob("**/rulen-truth.json")):
        truth = json.loads(truth_path.read_text())
        if truth.get("kind") != "scanned":
            continue
        by_set.setdefault(truth_path.relative_to(corpus).parts[0], []).append(truth_path)
    chosen: list[Path] = []
    queues = [list(v) for _, v in sorted(by_set.items())]
    while len(chosen) < packages and any(queues):
        for q in queues:  # round robin: one package from each set in turn
            if q and len(chosen) < packages:
                chosen.append(q.pop(0))
    pages = []
    for truth_path in chosen:
        truth = json.loads(truth_path.read_text())
        texts: dict[tuple[str, int], list[str]] = {}
        locations: list[dict[str, Any]] = [loc for locs in truth["fact_locations"].values() for loc in locs]
        locations += list(truth.get("exhibits", {}).values()) + list(truth.get("statements", {}).values())
        for loc in locations:
            for cell in str(loc.get("text", "")).split(" | "):
                cell = _norm(cell)
                if cell and cell not in texts.setdefault((loc["file"], int(loc["page"])), []):
                    texts[(loc["file"], int(loc["page"]))].append(cell)
        for (file, page), cells in sorted(texts.items())[:max_pages]:
            pages.append({"package": truth_path.parent.name, "pdf": truth_path.parent / file, "page": page,
                          "texts": cells})
    return pages


def render(pdf: Path, page_number: int) -> tuple[np.ndarray, float]:
    import pypdfium2 as pdfium

    from extract.pdf.ocr import render_page

    doc = pdfium.PdfDocument(str(pdf))
    try:
        page = doc[page_number - 1]
        try:
            return render_page(page)
        finally:
            page.close()
    finally:
        doc.close()


def read_rapidocr(image: np.ndarray, scale: float) -> str:
    from extract.pdf.ocr import ocr_image

    return "\n".join(line.text for line in ocr_image(image, scale))


def read_tesseract(image: np.ndarray, scale: float, tesseract: str, tmp: Path) -> str:
    from PIL import Image

    png = tmp / "page.png"
    Image.fromarray(image).save(png)
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    out = subprocess.run([tesseract, str(png), "stdout", "--psm", "3", "--dpi", str(round(scale * 72)), "-l", "eng"],
                         capture_output=True, text=True, env=env, check=True)
    return out.stdout


def score(texts: Iterable[str], read: str) -> dict[str, int]:
    flat = _norm(read.replace("\t", " "))
    chars = right = nums = nums_right = 0
    for text in texts:
        chars += len(text)
        right += len(text) - min(len(text), substring_distance(text, flat))
        for n in numbers_in(text):
            nums += 1
            nums_right += number_found(n, flat)
    return {"chars": chars, "chars_right": right, "numbers": nums, "numbers_right": nums_right}


def compare(pages: list[dict[str, Any]], engines: list[str], tesseract: str | None) -> dict[str, Any]:
    os.environ["RULEN_OCR_THREADS"] = "1"
    import extract.pdf.ocr as ocr_module

    ocr_module._engine = None
    totals = {e: {"chars": 0, "chars_right": 0, "numbers": 0, "numbers_right": 0, "seconds": 0.0, "pages": 0}
              for e in engines}
    per_page = []
    load = [os.getloadavg()[0]]
    warmed = False
    with tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        for i, pg in enumerate(pages):
            image, scale = render(pg["pdf"], pg["page"])
            row: dict[str, Any] = {"package": pg["package"], "file": pg["pdf"].name, "page": pg["page"]}
            for engine in engines:
                if engine == "rapidocr":
                    if not warmed:
                        read_rapidocr(image, scale)  # the engine's start-up is not its speed
                        warmed = True
                    t0 = time.perf_counter()
                    read = read_rapidocr(image, scale)
                else:
                    t0 = time.perf_counter()
                    read = read_tesseract(image, scale, tesseract or "tesseract", tmp)
                took = time.perf_counter() - t0
                s = score(pg["texts"], read)
                for k, v in s.items():
                    totals[engine][k] += v
                totals[engine]["seconds"] += took
                totals[engine]["pages"] += 1
                row[engine] = dict(s, seconds=round(took, 3))
            per_page.append(row)
            load.append(os.getloadavg()[0])
            print(f"  page {i + 1}/{len(pages)} {pg['package']} p{pg['page']}: "
                  + ", ".join(f"{e} {row[e]['numbers_right']}/{row[e]['numbers']} numbers {row[e]['seconds']:.1f} s"
                              for e in engines) + f" (load {load[-1]:.1f})", file=sys.stderr, flush=True)
    return {"totals": totals, "pages": per_page, "load_min": min(load), "load_max": max(load),
            "packages": len({p["package"] for p in pages})}


def print_table(result: dict[str, Any]) -> None:
    t = result["totals"]
    print(f"OCR engines on {sum(v['pages'] for v in t.values()) // max(len(t), 1)} scanned corpus pages "
          f"of {result['packages']} packages (load average {result['load_min']:.1f}-{result['load_max']:.1f}, "
          f"{os.cpu_count()} cores)")
    print(f"{'engine':<10} {'chars right':>16} {'numbers right':>18} {'s/page':>8}")
    for engine, v in t.items():
        c = v["chars_right"] / v["chars"] if v["chars"] else float("nan")
        n = v["numbers_right"] / v["numbers"] if v["numbers"] else float("nan")
        s = v["seconds"] / v["pages"] if v["pages"] else float("nan")
        print(f"{engine:<10} {c:>8.1%} of {v['chars']:<5} {n:>8.1%} ({v['numbers_right']}/{v['numbers']})"
              f" {s:>8.2f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", nargs="?", type=Path, default=Path("/work/build/corpus"))
    ap.add_argument("--packages", type=int, default=12)
    ap.add_argument("--max-pages", type=int, default=3, help="recorded pages per package at most")
    ap.add_argument("--engines", default="rapidocr,tesseract")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    engines = [e.strip() for e in args.engines.split(",") if e.strip()]
    tesseract = shutil.which("tesseract")
    if "tesseract" in engines and tesseract is None:
        print("tesseract not found: apt-get install -y tesseract-ocr", file=sys.stderr)
        return 2
    pages = recorded_pages(args.corpus, args.packages, args.max_pages)
    if not pages:
        print(f"no scanned package with recorded text under {args.corpus}", file=sys.stderr)
        return 2
    result = compare(pages, engines, tesseract)
    print_table(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
