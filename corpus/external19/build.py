"""Build the external19 set: ``python -m corpus.external19.build OUT``.

Twelve packages by twelve authors, all about sidewalks and trails and the N.2.E(4) test.
The truth of each is what its pages carry (recorded while drawing), and ``expected`` is
the rule engine's own answer on that truth.
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from corpus.external19 import linear, sites
from corpus.external19.scan import scan_pdf
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external19"


@dataclass(frozen=True)
class Entry:
    id: str
    author: Callable[..., object]
    scenario: str
    scanned: bool = False


PACKAGES: tuple[Entry, ...] = (
    Entry("x19-01-minnetonka-lone-lake-trail", linear.minnetonka_trail, "stand-alone trail qualifies: N.2.E.4"),
    Entry("x19-02-wayzata-rice-street", linear.wayzata_street, "road + qualifying trail subtracted: N.2.E.1"),
    Entry("x19-03-edina-sidewalk-rehab", linear.edina_sidewalk, "sidewalk in kind, no net increase: N.2.E", True),
    Entry("x19-04-slp-north-cedar-trail", linear.slp_regional_trail, "12-ft trail, E.3, no reduced set, no NPDES"),
    Entry("x19-05-hopkins-campus", sites.hopkins_campus, "institutional D.3 campus path, NAVD88, pond freeboard"),
    Entry("x19-06-minnetrista-subdivision", sites.minnetrista_subdivision, "subdivision common scheme B.3, 100-yr up, bench"),
    Entry("x19-07-excelsior-water-street", linear.excelsior_streetscape, "widened walk, no back buffer: N.2.E.1"),
    Entry("x19-08-csah6-trail", linear.county_road_trail, "county road E.3, wall cuts buffer, no drainage map"),
    Entry("x19-09-shorewood-sidewalk", linear.shorewood_sidewalk, "stand-alone walk, crossings 31%: N.2.E.1", True),
    Entry("x19-10-orono-townhomes", sites.orono_townhomes, "multi-unit D.2, 1-ft contours, low opening"),
    Entry("x19-11-chanhassen-pad", sites.chanhassen_pad, "commercial under 0.5 ac: N.2.D.1"),
    Entry("x19-12-medina-industrial", sites.medina_industrial, "industrial D.3 <50% increase, bench, TP, no A.11"),
)


def build_one(out: Path, entry: Entry, seed: int) -> Truth:
    rec = Recorder()
    result = entry.author(out, rec, entry.id)
    if entry.scanned:
        scan_pdf(out / str(result), seed)
    pkg = out / entry.id
    files = sorted(str(p.relative_to(pkg)) for p in pkg.rglob("*.pdf"))
    # documents name files relative to the corpus root; the truth names them relative to the package
    prefix = entry.id + "/"

    def rel(loc):  # noqa: ANN001, ANN202 - a Location
        return loc.model_copy(update={"file": loc.file.removeprefix(prefix)})

    truth = Truth(
        id=entry.id, split=SPLIT, kind="scanned" if entry.scanned else "text", seed=seed, scenario=entry.scenario,
        facts=rec.facts, fact_locations={k: [rel(v) for v in vs] for k, vs in rec.fact_locations.items()},
        conflicts=rec.conflicts, exhibits={k: rel(v) for k, v in rec.exhibits.items()},
        statements={k: rel(v) for k, v in rec.statements.items()}, files=files,
    )
    truth.expected = expected_for(truth)
    write_truth(truth, pkg)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for i, entry in enumerate(PACKAGES):
        if (out / entry.id).exists():
            shutil.rmtree(out / entry.id)
        truths.append(build_one(out, entry, seed=1900 + i))
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external19.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:36s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
