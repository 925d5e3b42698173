"""The evidence viewer's page images, rendered by the WORKER after a check (pypdfium2 is not
thread-safe and the web process never opens a PDF): every page cited as evidence is rendered
once to a PNG under ``packages/<id>/pages/``, with ``index.json`` mapping ``file|page`` to the
image and the page's size in points; the web app draws the evidence boxes over it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from rulen.models import Evidence, Report

MAX_PAGES = 80  # a package citing more pages still gets its first 80 viewable
SCALE = 1.4  # ~100 dpi: words legible, a letter page ~200 KB
MAX_SIDE_PX = 1800


def cited(report: Report) -> list[tuple[str, int]]:
    seen: dict[tuple[str, int], None] = {}

    def add(evidence: list[Evidence]) -> None:
        for e in evidence:
            if not e.file.startswith("("):
                seen.setdefault((e.file, e.page), None)

    for fact in report.facts.values():
        add(fact.evidence)
    for item in (*report.exhibits, *report.criteria):
        add(item.evidence)
    return list(seen)


def image_name(file: str, page: int) -> str:
    return f"{hashlib.sha256(file.encode()).hexdigest()[:16]}-p{page}.png"


def render_evidence_pages(report: Report, files_dir: Path, out_dir: Path) -> dict:
    """Render the cited pages; returns the index written (``{"file|page": {"image", "size"}}``)."""
    import pypdfium2 as pdfium

    out_dir.mkdir(parents=True, exist_ok=True)
    on_disk = {p.name: p for p in files_dir.iterdir() if p.is_file()} if files_dir.is_dir() else {}
    index: dict[str, dict] = {}
    by_file: dict[str, list[int]] = {}
    for file, page in cited(report)[:MAX_PAGES]:
        by_file.setdefault(file, []).append(page)
    for file, pages in by_file.items():
        path = on_disk.get(file)
        if path is None:
            continue
        try:
            pdf = pdfium.PdfDocument(str(path))
        except Exception:  # noqa: BLE001 - an unreadable file was already reported by the check
            continue
        try:
            for number in pages:
                if not 1 <= number <= len(pdf):
                    continue
                page = pdf[number - 1]
                width, height = page.get_size()
                name = image_name(file, number)
                scale = min(SCALE, MAX_SIDE_PX / max(width, height, 1))  # a 24x36 in sheet stays ~1800 px wide
                page.render(scale=scale).to_pil().save(out_dir / name, compress_level=1)
                index[f"{file}|{number}"] = {"image": name, "size": [width, height]}
                page.close()
        finally:
            pdf.close()
    (out_dir / "index.json").write_text(json.dumps(index), encoding="utf-8")
    return index


def boxes_on(report: Report, file: str, page: int) -> list[dict]:
    """Every finding with evidence on this page: what it is and where its words are."""
    found = []

    def add(kind: str, ident: str, status: str, evidence: list[Evidence]) -> None:
        for e in evidence:
            if e.file == file and e.page == page:
                found.append({"kind": kind, "id": ident, "status": status, "text": e.text, "bbox": e.bbox,
                              "plain": True})

    for name, fact in report.facts.items():
        value = fact.value
        shown = "" if value is None else ("true" if value is True else "false" if value is False else str(value))
        add("fact", name, shown, fact.evidence)
        if isinstance(value, (dict, list)):  # only a plain value can be confirmed with one click
            for f in found:
                if f["kind"] == "fact" and f["id"] == name:
                    f["plain"] = False
    for ex in report.exhibits:
        add("exhibit", ex.id, ex.status, ex.evidence)
    for cr in report.criteria:
        add("criterion", cr.id, cr.status, cr.evidence)
    return found
