"""Writing synthetic permit packages with their ground truth.

``python -m corpus.generate OUT --n N --seed S`` (or ``rulen corpus generate``) writes
``OUT/<split>/<package_id>/`` folders, each with the package's PDFs and
``rulen-truth.json``. Everything is a function of the seed: the same seed gives the same
bytes. The truth records what was drawn (facts, exhibits, statements, broken files) and
the rule engine's determination on those true facts.
"""

from __future__ import annotations

import argparse
import random
import shutil
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Callable, Literal

from corpus import voices_heldout, voices_tuning
from corpus.common import Ctx
from corpus.malformed import write_malformed
from corpus.render import DocWriter
from corpus.scan import scan_pdf
from corpus.scenarios import SCENARIOS, make_spec
from corpus.sheets import draw_plan_set
from corpus.spec import PackageSpec
from corpus.truth import MalformedFile, Recorder, Truth, expected_for, refresh_expected, write_truth
from rulen.models import Determination, Facts

Split = Literal["tuning", "heldout", "both"]
VOICES: dict[str, ModuleType] = {"tuning": voices_tuning, "heldout": voices_heldout}


def generate(out: Path, n: int, seed: int, *, split: Split = "both", scanned_share: float = 0.15,
             malformed: bool = True) -> list[Path]:
    """``n`` packages in all (alternating splits when ``both``); returns the package folders.

    Package ``i`` exercises scenario ``i`` of :data:`corpus.scenarios.SCENARIOS` (cycling),
    so any ``n`` at least the number of scenarios covers every branch of Section 2.
    """
    out = Path(out)
    dirs: list[Path] = []
    for i in range(n):
        if split == "both":
            # alternate splits, and swap each round so every scenario lands in both splits
            which = ("tuning", "heldout")[(i + i // len(SCENARIOS)) % 2]
        else:
            which = split
        rng = random.Random(f"pkg-{seed}-{i}")
        scanned = rng.random() < scanned_share
        pid = f"{'T' if which == 'tuning' else 'H'}{seed:03d}-{i:04d}"
        spec = make_spec(i, seed, which, scanned=scanned, malformed=malformed, pid=pid)
        dirs.append(generate_one(out / which, spec))
    return dirs


def generate_one(out_dir: Path, spec: PackageSpec,
                 determine: Callable[[Facts], Determination] | None = None) -> Path:
    """Write one package described by ``spec`` into ``out_dir/<spec.id>/``; returns that folder."""
    pkg = Path(out_dir) / spec.id
    if pkg.exists():
        shutil.rmtree(pkg)
    pkg.mkdir(parents=True)
    rng = random.Random(f"draw-{spec.seed}-{spec.id}")
    ctx = Ctx.make(spec, rng)
    voice = VOICES[spec.split]
    rec = Recorder()
    if spec.kind == "scanned":
        with tempfile.TemporaryDirectory() as tmp:
            files = _write_scanned(Path(tmp), pkg, ctx, voice, rec)
    else:
        files = _write_text(pkg, ctx, voice, rec)
    broken: list[MalformedFile] = []
    donor = pkg / files[0] if files else None
    for k, reason in enumerate(spec.malformed):
        folder = pkg if k % 2 == 0 else pkg / "misc"
        path = write_malformed(folder, reason, random.Random(f"mal-{spec.seed}-{spec.id}-{k}"), donor)
        rel = path.relative_to(pkg).as_posix()
        broken.append(MalformedFile(file=rel, reason=reason))
        files.append(rel)
    truth = Truth(
        id=spec.id, split=spec.split, kind=spec.kind, seed=spec.seed, scenario=spec.scenario,
        facts=rec.facts if not rec.conflicts else {k: v for k, v in rec.facts.items() if k not in rec.conflicts},
        fact_locations=rec.fact_locations, conflicts=rec.conflicts, exhibits=rec.exhibits,
        statements=rec.statements, malformed=broken, files=sorted(files),
    )
    truth.expected = expected_for(truth, determine)
    write_truth(truth, pkg)
    return pkg


def _layout(ctx: Ctx, voice: ModuleType) -> dict[str, str]:
    names = voice.file_names(ctx)
    lay = ctx.spec.files_layout
    docs = {}
    for key in ("application", "narrative", "computations", "appendices"):
        docs[key] = names["single"] if lay == "single" else names[key]
        if lay == "folders":
            docs[key] = f"{names['folder_reports']}/{docs[key]}"
    for key in ("plans_full", "plans_reduced"):
        docs[key] = f"{names['folder_plans']}/{names[key]}" if lay == "folders" else names[key]
    return docs


def _write_text(pkg: Path, ctx: Ctx, voice: ModuleType, rec: Recorder) -> list[str]:
    docs = _layout(ctx, voice)
    files: list[str] = []
    writers: dict[str, DocWriter] = {}

    def writer(key: str) -> DocWriter:
        rel = docs[key]
        for other in writers.values():
            if other.rel == rel:
                other.new_page()
                return other
        w = DocWriter(pkg / rel, rel, rec, **voice.doc_style(ctx, key))
        writers[key] = w
        files.append(rel)
        return w

    voice.write_application(writer("application"), ctx)
    voice.write_narrative(writer("narrative"), ctx)
    if (ctx.rate_control or ctx.water_quality) and ctx.has("N.6.A.10"):
        voice.write_computations(writer("computations"), ctx)
    if any(ctx.has(e) for e in ("N.6.B", "N.6.C", "N.6.A.11", "N.6.A.13")) and (ctx.rate_control or ctx.water_quality):
        voice.write_appendices(writer("appendices"), ctx)
    for w in writers.values():
        w.close()
    _write_plans(pkg, ctx, voice, rec, docs, files, full_size=ctx.has("plan_set.full_size"))
    return files


def _write_plans(pkg: Path, ctx: Ctx, voice: ModuleType, rec: Recorder, docs: dict[str, str], files: list[str],
                 *, full_size: bool) -> None:
    sheets = voice.plan_sheets(ctx)
    tb = voice.title_block(ctx)
    if full_size:
        size = "24x36" if ctx.spec.voice_variant % 3 != 1 else "22x34"
        draw_plan_set(pkg / docs["plans_full"], docs["plans_full"], rec, sheets, tb, size,
                      random.Random(f"plans-{ctx.spec.id}"), "plan_set.full_size")
        files.append(docs["plans_full"])
    if ctx.has("plan_set.reduced"):
        draw_plan_set(pkg / docs["plans_reduced"], docs["plans_reduced"], rec, sheets, tb, "11x17",
                      random.Random(f"plans-{ctx.spec.id}"), "plan_set.reduced")
        files.append(docs["plans_reduced"])


def _write_scanned(tmp: Path, pkg: Path, ctx: Ctx, voice: ModuleType, rec: Recorder) -> list[str]:
    """A short package (form + narrative, reduced sheets) scanned to images; at most 6 pages."""
    names = voice.file_names(ctx)
    report = names["single"].replace(".pdf", "_scan.pdf")
    w = DocWriter(tmp / report, report, rec, **voice.doc_style(ctx, "narrative"))
    voice.write_application(w, ctx)
    w.new_page()
    voice.write_narrative(w, ctx)
    w.close()
    files = [report]
    docs = {"plans_full": "unused.pdf", "plans_reduced": names["plans_reduced"].replace(".pdf", "_scan.pdf")}
    plan_files: list[str] = []
    _write_plans(tmp, ctx, voice, rec, docs, plan_files, full_size=False)
    files += plan_files
    rng = random.Random(f"scan-{ctx.spec.id}")
    for rel in files:
        scan_pdf(tmp / rel, pkg / rel, rng)
    return files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m corpus.generate", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--n", type=int, default=82)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--split", choices=["tuning", "heldout", "both"], default="both")
    ap.add_argument("--scanned-share", type=float, default=0.15)
    ap.add_argument("--no-malformed", action="store_true")
    ap.add_argument("--refresh", action="store_true",
                    help="only recompute every truth's expected determination under OUT with the current engine")
    args = ap.parse_args(argv)
    if args.refresh:
        print(f"refreshed {refresh_expected(args.out)} truth files under {args.out}")
        return 0
    dirs = generate(args.out, args.n, args.seed, split=args.split, scanned_share=args.scanned_share,
                    malformed=not args.no_malformed)
    print(f"wrote {len(dirs)} packages under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
