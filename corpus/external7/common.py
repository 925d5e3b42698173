"""What every package builder shares: the package folder, its recorder, and the truth it ends in."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from corpus.external7.doc import Doc, PlanSet, Tag, fact
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external7"
SQFT_PER_AC = 43560.0


def sf(acres: float) -> str:
    """An acreage written the way site-data tables write it: whole square feet with commas."""
    return f"{round(acres * SQFT_PER_AC):,}"


class Package:
    """One package being written: its files, and the recorder that becomes its truth."""

    def __init__(self, out: Path, pid: str, seed: int) -> None:
        self.root = Path(out) / pid
        self.root.mkdir(parents=True, exist_ok=True)
        self.pid, self.seed = pid, seed
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, rel: str, **kw: Any) -> Doc:
        self.files.append(rel)
        return Doc(self.root, rel, self.rec, **kw)

    def plans(self, ps: PlanSet, rel: str, *, reduced: bool) -> None:
        self.files.append(rel)
        ps.print(self.root, rel, self.rec, reduced=reduced)

    def finish(self, kind: str = "text", scenario: str = "") -> Truth:
        # N.6.D and N.6.E are documented where the project size and the impervious figures are stated
        locs = self.rec.fact_locations
        if "site_area_ac" in locs:
            self.rec.exhibit("N.6.D", locs["site_area_ac"][0])
        if "net_impervious_increase_ac" in locs:
            self.rec.exhibit("N.6.E", locs["net_impervious_increase_ac"][0])
        elif "existing_impervious_ac" in locs and "proposed_impervious_ac" in locs:
            self.rec.exhibit("N.6.E", locs["proposed_impervious_ac"][0])
        truth = Truth(
            id=self.pid, split=SPLIT, kind=kind, seed=self.seed, scenario=scenario,
            facts=dict(self.rec.facts), fact_locations=dict(self.rec.fact_locations),
            conflicts=list(self.rec.conflicts), exhibits=dict(self.rec.exhibits),
            statements=dict(self.rec.statements), malformed=[], files=sorted(self.files),
        )
        truth.expected = expected_for(truth)
        write_truth(truth, self.root)
        return truth


TYPES = [
    ("Single-family home", "single_family_home"),
    ("Single-family subdivision", "single_family_subdivision"),
    ("Multi-family residential", "multi_unit_residential"),
    ("Commercial", "commercial"),
    ("Industrial", "industrial"),
    ("Institutional", "institutional"),
    ("Mixed use", "mixed_use"),
    ("Road / street / trail", "linear"),
]


def district_form(d: Doc, *, applicant: str, public: bool | None, project: str, address: str, city: str,
                  ptype: str | None, boxes: Sequence[tuple[str, str, Sequence[Tag]]], signed: str, date: str) -> None:
    """The District's permit application, filled in by the applicant (boxes may be left blank)."""
    d.heading("MINNEHAHA CREEK WATERSHED DISTRICT", size=12, center=True)
    d.heading("PERMIT APPLICATION  -  STORMWATER MANAGEMENT (RULE N)", size=11, center=True)
    d.para("Complete all applicable items. Attach plans and computations. Incomplete applications will be returned.", size=8)
    d.rule_line()
    d.field("1. Applicant (owner)", applicant)
    if public is None:
        d.checks("   Applicant type", [("Private", False), ("Public entity (city, county, school dist., state)", False)])
    else:
        d.checks("   Applicant type", [("Private", not public), ("Public entity (city, county, school dist., state)", public)],
                 tags=[fact("applicant_public_entity", public)])
    d.field("2. Project name", project)
    d.field("3. Project address / location", address)
    d.field("   City", city)
    opts = [(label, key == ptype) for label, key in TYPES]
    d.checks("4. Project type", opts[:4], tags=[fact("project_type", ptype)] if ptype in dict(TYPES[:4]).values() else [])
    d.checks("", opts[4:], tags=[fact("project_type", ptype)] if ptype in dict(TYPES[4:]).values() else [])
    for label, value, tags in boxes:
        d.field(label, value, tags=tags if value else [])
    d.gap(10)
    d.field("Signature of applicant or agent", signed)
    d.field("Date", date)


def rate_rows(rows: Sequence[tuple[str, float, float]], rates: dict[str, dict[str, float]],
              key: dict[str, str]) -> tuple[list[list[str]], dict[int, list[Tag]]]:
    """Rows of a peak-rate table; the rows of the 1-, 10- and 100-year events carry the fact.

    ``key`` maps a row label (e.g. "10-yr") to its event; 2-, 5- and 50-year rows are distractors.
    """
    out: list[list[str]] = []
    tags: dict[int, list[Tag]] = {}
    for i, (event, ex, pr) in enumerate(rows):
        out.append([event, f"{ex:.2f}".rstrip("0").rstrip(".") if ex != int(ex) else f"{ex:.1f}",
                    f"{pr:.2f}".rstrip("0").rstrip(".") if pr != int(pr) else f"{pr:.1f}", f"{pr - ex:+.2f}"])
        if event in key:
            tags[i] = [fact("peak_rates_cfs", rates)]
    return out, tags
