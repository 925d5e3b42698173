"""``rulen corrections export OUT``: the district's reviewed packages as labelled examples, in the
corpus truth format (``rulen-truth.json`` beside the package's PDFs), so that ``rulen eval`` can
score the checker on them and a trainer can learn from them.

A package is exported when a reviewer corrected or confirmed at least one fact and it has been
checked since. Its truth is the latest report: the facts as the reviewer left them (corrections
win; the facts the reviewer did not touch are taken as accepted) and the determination made
from them (``expected``). Each correction keeps who made it, when and why (``corrections``),
and where the documents said otherwise (``fact_locations``: the readings it replaced).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from intake.unzip import safe_name
from intake.web.store import Store


def export_corrections(store: Store, out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for row in store.summaries():
        overrides = row.overrides_dict()
        if not overrides or row.status != "checked":
            continue
        full = store.get(row.id)
        report = full.report_model() if full else None
        if report is None:
            continue
        folder = out / f"{row.id:05d}-{safe_name(row.name).replace(' ', '_')}"
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir()
        files = []
        src = store.files_dir(row.id)
        for pdf in sorted(src.iterdir()) if src.is_dir() else []:
            shutil.copyfile(pdf, folder / pdf.name)
            files.append(pdf.name)
        corrections = [{"fact": e.detail_dict().get("fact"), "old": e.detail_dict().get("old"),
                        "new": e.detail_dict().get("new"), "reason": e.detail_dict().get("reason", ""),
                        "by": e.actor, "at": e.at.isoformat()}
                       for e in store.events(row.id) if e.action == "correction"]
        facts = {name: fact.value for name, fact in report.facts.items()
                 if fact.value is not None and fact.source != "derived"}
        locations = {name: [{"file": e.file, "page": e.page, "text": e.text} for e in fact.evidence
                            if not e.file.startswith("(")]
                     for name, fact in report.facts.items() if fact.value is not None and fact.source != "derived"}
        scanned = any(f.ocr_pages for f in report.package.files)
        truth = {
            "id": f"district-{row.id}", "split": "district", "kind": "scanned" if scanned else "text",
            "scenario": f"reviewed in the workspace: {row.name}", "facts": facts, "fact_locations": locations,
            "conflicts": [], "exhibits": {}, "statements": {},
            "malformed": [f.path for f in report.package.files if f.error], "files": files,
            "expected": json.loads(report.model_dump_json(include={"applicability", "exhibits", "criteria"})),
            "corrections": corrections, "overrides": overrides,
        }
        (folder / "rulen-truth.json").write_text(json.dumps(truth, indent=2, default=str), encoding="utf-8")
        written.append(folder)
    return written
