"""Scoring the checker against packages whose truth is known: a district's own archive or the corpus.

Any folder below the corpus root that holds a ``rulen-truth.json`` is a package. The
checker is passed in as a callable (``package_dir -> Report``), so the same scorer serves
``rulen eval``, tests with fake checkers, and benchmarks. A checker that raises is a
crash: recorded, and every truth item of that package counts as wrong, so crashing can
never score better than answering.

Scores are kept per split (tuning / held-out) and per kind (text / scanned), because a
score only on the tuning split says little about a firm the extractor has never seen.
The truth file's shape is read here without importing the corpus package (the product
does not depend on it).
"""

from __future__ import annotations

import math
import re
import traceback
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, Field, computed_field

from rulen.models import Report

TRUTH_NAME = "rulen-truth.json"
REL_TOL = 0.01  # numbers within 1% of the truth count as right


class Tally(BaseModel):
    correct: int = 0
    total: int = 0

    @computed_field  # type: ignore[prop-decorator]
    @property
    def rate(self) -> float | None:
        return None if self.total == 0 else self.correct / self.total

    def add(self, ok: bool) -> None:
        self.total += 1
        self.correct += int(ok)


class GroupScores(BaseModel):
    packages: int = 0
    crashes: int = 0
    permit_required: Tally = Field(default_factory=Tally)
    paragraph: Tally = Field(default_factory=Tally)
    sections: Tally = Field(default_factory=Tally)
    surety: Tally = Field(default_factory=Tally)
    basis: Tally = Field(default_factory=Tally)
    facts: Tally = Field(default_factory=Tally, description="right facts over (truth facts + false facts)")
    fact_misses: int = 0
    fact_wrong: int = 0
    false_facts: int = 0
    facts_by_name: dict[str, Tally] = Field(default_factory=dict)
    exhibits: Tally = Field(default_factory=Tally)
    exhibits_by_id: dict[str, Tally] = Field(default_factory=dict)
    missing_tp: int = 0
    missing_fn: int = 0
    missing_fp: int = 0
    criteria: Tally = Field(default_factory=Tally)
    criteria_by_id: dict[str, Tally] = Field(default_factory=dict)
    unmet_tp: int = 0
    unmet_fn: int = 0
    malformed: Tally = Field(default_factory=Tally)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def missing_recall(self) -> float | None:
        n = self.missing_tp + self.missing_fn
        return None if n == 0 else self.missing_tp / n

    @computed_field  # type: ignore[prop-decorator]
    @property
    def missing_precision(self) -> float | None:
        n = self.missing_tp + self.missing_fp
        return None if n == 0 else self.missing_tp / n

    @computed_field  # type: ignore[prop-decorator]
    @property
    def unmet_recall(self) -> float | None:
        n = self.unmet_tp + self.unmet_fn
        return None if n == 0 else self.unmet_tp / n


class Mismatch(BaseModel):
    package: str
    split: str
    kind: str
    what: str  # applicability | fact | exhibit | criterion | malformed | crash
    id: str
    expected: Any = None
    got: Any = None
    severity: int = Field(description="3: a false present/met, a crash or a wrong paragraph; 2: a miss; 1: other")


class Crash(BaseModel):
    package: str
    error: str


class Scores(BaseModel):
    corpus: str
    groups: dict[str, GroupScores] = Field(default_factory=dict)
    crashes: list[Crash] = Field(default_factory=list)
    worst: list[Mismatch] = Field(default_factory=list, description="the most serious mismatches first")
    skipped: list[str] = Field(default_factory=list, description="packages that could not be scored, and why")
    mismatch_count: int = 0


# -- comparing values ----------------------------------------------------------------------------------

NOT_IN_OLDER_TRUTH = frozenset({"application_date"})
"""Facts added after most ground truth was written (issue 16): scored only where a truth file states them."""

def values_match(truth: Any, got: Any) -> bool:
    """Numbers within 1%; strings and booleans exactly; objects field by field; lists item by item."""
    if isinstance(truth, bool) or isinstance(got, bool):
        return isinstance(truth, bool) and isinstance(got, bool) and truth == got
    if isinstance(truth, (int, float)):
        if not isinstance(got, (int, float)) or isinstance(got, bool):
            return False
        if not math.isfinite(float(got)):
            return False
        return abs(float(got) - float(truth)) <= max(REL_TOL * abs(float(truth)), 1e-6)
    if isinstance(truth, str):
        return isinstance(got, str) and got.strip().casefold() == truth.strip().casefold()
    if isinstance(truth, dict):
        if not isinstance(got, dict):
            return False
        return all(_same_name(v, got.get(k)) if k == "name" else values_match(v, got.get(k))
                   for k, v in truth.items() if v is not None) and all(
            got.get(k) is None for k, v in truth.items() if v is None
        )
    if isinstance(truth, list):
        if not isinstance(got, list) or len(got) != len(truth):
            return False
        left = list(got)  # order does not matter (ponds may be listed in any order)
        for t in truth:
            match = next((i for i, g in enumerate(left) if values_match(t, g)), None)
            if match is None:
                return False
            left.pop(match)
        return True
    if truth is None:
        return got is None
    return truth == got


def _same_name(truth: Any, got: Any) -> bool:
    """A pond's name is its label, not a measure: "Pond P-2" is "P-2", "P-1 (shared)" is "P-1"."""
    def norm(x: Any) -> str:
        text = re.sub(r"\([^()]*\)", " ", str(x or "")).casefold()
        return re.sub(r"[\s_-]+|\b(?:pond|basin|wet|dry|nurp|detention|retention|stormwater)\b", "", text)
    return norm(truth) == norm(got)


def _same_file(truth_rel: str, reported: str) -> bool:
    a = truth_rel.replace("\\", "/").strip("/")
    b = reported.replace("\\", "/")
    return b == a or b.endswith("/" + a)


# -- scoring one package -----------------------------------------------------------------------------------
def _groups_of(split: str, kind: str) -> list[str]:
    return ["all", split, kind, f"{split}/{kind}"]


def _score_package(truth: dict[str, Any], report: Report | None, groups: list[GroupScores],
                   out: list[Mismatch]) -> None:
    pid, split, kind = truth.get("id", "?"), truth.get("split", "?"), truth.get("kind", "?")

    def miss(what: str, ident: str, expected: Any, got: Any, severity: int) -> None:
        out.append(Mismatch(package=pid, split=split, kind=kind, what=what, id=ident, expected=expected, got=got,
                            severity=severity))

    def each(fn: Callable[[GroupScores], None]) -> None:
        for g in groups:
            fn(g)

    each(lambda g: setattr(g, "packages", g.packages + 1))
    if report is None:
        each(lambda g: setattr(g, "crashes", g.crashes + 1))

    # applicability
    expected = truth.get("expected")
    if expected is not None:
        exp_app = expected.get("applicability", {})
        got_app = report.applicability.model_dump() if report is not None else {}
        for key, attr in (("permit_required", "permit_required"), ("paragraph", "paragraph"),
                          ("sections", "sections"), ("surety_required", "surety"), ("basis", "basis")):
            want, got = exp_app.get(key), got_app.get(key, "(no report)")
            if key == "sections" and isinstance(got, list):
                ok = sorted(got) == sorted(want or [])
            else:
                ok = report is not None and got == want
            each(lambda g, attr=attr, ok=ok: getattr(g, attr).add(ok))
            if not ok:
                miss("applicability", key, want, got, 3 if key in ("paragraph", "sections", "surety_required") else 1)

        # exhibits
        got_ex = {e.id: e.status for e in report.exhibits} if report is not None else {}
        for item in expected.get("exhibits", []):
            want, got = item["status"], got_ex.get(item["id"])
            ok = got == want
            each(lambda g, ok=ok, i=item["id"]: (g.exhibits.add(ok), g.exhibits_by_id.setdefault(i, Tally()).add(ok)))
            if want == "missing":
                if got == "missing":
                    each(lambda g: setattr(g, "missing_tp", g.missing_tp + 1))
                else:
                    each(lambda g: setattr(g, "missing_fn", g.missing_fn + 1))
            elif got == "missing":
                each(lambda g: setattr(g, "missing_fp", g.missing_fp + 1))
            if not ok:
                miss("exhibit", item["id"], want, got, 3 if got == "present" else 2 if want == "missing" else 1)

        # criteria
        got_cr = {c.id: c.status for c in report.criteria} if report is not None else {}
        for item in expected.get("criteria", []):
            want, got = item["status"], got_cr.get(item["id"])
            ok = got == want
            each(lambda g, ok=ok, i=item["id"]: (g.criteria.add(ok), g.criteria_by_id.setdefault(i, Tally()).add(ok)))
            if want == "unmet":
                if got == "unmet":
                    each(lambda g: setattr(g, "unmet_tp", g.unmet_tp + 1))
                else:
                    each(lambda g: setattr(g, "unmet_fn", g.unmet_fn + 1))
            if not ok:
                miss("criterion", item["id"], want, got, 3 if got == "met" else 2 if want in ("unmet", "not_demonstrated") else 1)

    # facts
    truth_facts: dict[str, Any] = truth.get("facts", {})
    conflicts: list[str] = truth.get("conflicts", [])
    got_facts = report.facts if report is not None else {}
    for name, want in truth_facts.items():
        if name in conflicts:
            continue
        fact = got_facts.get(name)
        got = None if fact is None else fact.value
        ok = got is not None and values_match(want, got)
        each(lambda g, ok=ok, name=name: (g.facts.add(ok), g.facts_by_name.setdefault(name, Tally()).add(ok)))
        if got is None:
            each(lambda g: setattr(g, "fact_misses", g.fact_misses + 1))
            miss("fact", name, want, None, 2)
        elif not ok:
            each(lambda g: setattr(g, "fact_wrong", g.fact_wrong + 1))
            miss("fact", name, want, got, 2)
    for name in conflicts:
        fact = got_facts.get(name)
        ok = fact is not None and fact.value is None and (fact.conflict is not None or len(fact.evidence) >= 2)
        each(lambda g, ok=ok, name=name: (g.facts.add(ok), g.facts_by_name.setdefault(name, Tally()).add(ok)))
        if fact is None:
            each(lambda g: setattr(g, "fact_misses", g.fact_misses + 1))
        elif not ok:
            each(lambda g: setattr(g, "fact_wrong", g.fact_wrong + 1))
        if not ok:
            miss("fact", name, "(conflict kept for review)", None if fact is None else fact.value, 3)
    for name, fact in got_facts.items():
        if name in truth_facts or name in conflicts or fact.value is None or fact.source == "derived":
            continue
        if name in NOT_IN_OLDER_TRUTH:
            continue  # truth written before the fact existed says nothing of it: not a false fact
        each(lambda g: (setattr(g, "false_facts", g.false_facts + 1), g.facts.add(False)))
        miss("fact", name, None, fact.value, 3)

    # malformed files
    files = report.package.files if report is not None else []
    for bad in truth.get("malformed", []):
        entry = next((f for f in files if _same_file(bad["file"], f.path)), None)
        ok = report is not None and entry is not None and entry.error is not None
        each(lambda g, ok=ok: g.malformed.add(ok))
        if not ok:
            miss("malformed", bad["file"], f"file error ({bad['reason']})", None if entry is None else entry.error, 2)


# -- the public API ------------------------------------------------------------------------------------
def find_packages(corpus_dir: Path) -> list[Path]:
    return sorted(p.parent for p in Path(corpus_dir).rglob(TRUTH_NAME))


def score(corpus_dir: Path, check: Callable[[Path], Report], *, worst: int = 40) -> Scores:
    """Run ``check`` on every package below ``corpus_dir`` and compare its reports with the truth."""
    import json

    corpus_dir = Path(corpus_dir)
    scores = Scores(corpus=str(corpus_dir))
    mismatches: list[Mismatch] = []
    for pkg in find_packages(corpus_dir):
        try:
            truth = json.loads((pkg / TRUTH_NAME).read_text("utf-8"))
            if not isinstance(truth, dict):
                raise ValueError("truth is not a JSON object")
        except (OSError, ValueError) as exc:
            scores.skipped.append(f"{pkg}: unreadable truth ({exc})")
            continue
        if truth.get("expected") is None:
            scores.skipped.append(f"{pkg}: truth has no expected determination (only facts and files scored)")
        split, kind = str(truth.get("split", "unknown")), str(truth.get("kind", "unknown"))
        truth.setdefault("id", pkg.name)
        groups = [scores.groups.setdefault(k, GroupScores()) for k in _groups_of(split, kind)]
        report: Report | None
        try:
            raw = check(pkg)
            report = raw if isinstance(raw, Report) else Report.model_validate(raw)
        except (Exception, SystemExit) as exc:  # a crash of the checker is a result, not a failure of the scorer
            report = None
            last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
            where = f" at {last[0].filename}:{last[0].lineno}" if last else ""
            scores.crashes.append(Crash(package=str(pkg), error=f"{type(exc).__name__}: {exc}{where}"[:500]))
            mismatches.append(Mismatch(package=truth["id"], split=split, kind=kind, what="crash", id=type(exc).__name__,
                                       expected="a report", got=str(exc)[:200], severity=3))
        _score_package(truth, report, groups, mismatches)
    mismatches.sort(key=lambda m: (-m.severity, m.what, m.package, m.id))
    scores.mismatch_count = len(mismatches)
    scores.worst = mismatches[:worst]
    return scores


def _ge(value: float | None, target: float) -> bool:
    return value is None or value >= target - 1e-12


def targets_met(scores: Scores) -> dict[str, bool]:
    """The project's accuracy targets. A target with nothing to measure (no such package) counts as met."""
    allg = scores.groups.get("all", GroupScores())
    text = scores.groups.get("text", GroupScores())
    scanned = scores.groups.get("scanned", GroupScores())
    return {
        "no crash": not scores.crashes,
        "paragraph 100%": _ge(allg.paragraph.rate, 1.0),
        "sections 100%": _ge(allg.sections.rate, 1.0),
        "surety 100%": _ge(allg.surety.rate, 1.0),
        "exhibit statuses >= 97%": _ge(allg.exhibits.rate, 0.97),
        "missing recall 100%": _ge(allg.missing_recall, 1.0),
        "missing precision >= 95%": _ge(allg.missing_precision, 0.95),
        "criterion statuses >= 95%": _ge(allg.criteria.rate, 0.95),
        "unmet recall 100%": _ge(allg.unmet_recall, 1.0),
        "facts >= 97% (text)": _ge(text.facts.rate, 0.97),
        "facts >= 90% (scanned)": _ge(scanned.facts.rate, 0.90),
        "malformed files 100%": _ge(allg.malformed.rate, 1.0),
    }


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def print_scores(scores: Scores, console: Any = None) -> None:
    """Rich tables: metrics by group, the targets, then the worst mismatches."""
    from rich.console import Console
    from rich.table import Table

    console = console or Console()
    order = ["all", "tuning", "heldout", "text", "scanned"] + sorted(k for k in scores.groups if "/" in k)
    names = [k for k in order if k in scores.groups]
    t = Table(title=f"rulen eval - {scores.corpus}")
    t.add_column("metric")
    for k in names:
        t.add_column(k, justify="right")
    rows: list[tuple[str, Callable[[GroupScores], str]]] = [
        ("packages", lambda g: str(g.packages)),
        ("crashes", lambda g: str(g.crashes)),
        ("permit required", lambda g: _pct(g.permit_required.rate)),
        ("paragraph", lambda g: _pct(g.paragraph.rate)),
        ("sections", lambda g: _pct(g.sections.rate)),
        ("surety", lambda g: _pct(g.surety.rate)),
        ("basis", lambda g: _pct(g.basis.rate)),
        ("facts", lambda g: _pct(g.facts.rate)),
        ("  misses / wrong / false", lambda g: f"{g.fact_misses} / {g.fact_wrong} / {g.false_facts}"),
        ("exhibit statuses", lambda g: _pct(g.exhibits.rate)),
        ("  missing recall", lambda g: _pct(g.missing_recall)),
        ("  missing precision", lambda g: _pct(g.missing_precision)),
        ("criterion statuses", lambda g: _pct(g.criteria.rate)),
        ("  unmet recall", lambda g: _pct(g.unmet_recall)),
        ("malformed files reported", lambda g: _pct(g.malformed.rate)),
    ]
    for label, fn in rows:
        t.add_row(label, *[fn(scores.groups[k]) for k in names])
    console.print(t)
    if "all" in scores.groups and scores.groups["all"].facts_by_name:
        ft = Table(title="facts by name (all packages)")
        ft.add_column("fact")
        ft.add_column("right", justify="right")
        for name, tally in sorted(scores.groups["all"].facts_by_name.items()):
            ft.add_row(name, f"{tally.correct}/{tally.total} ({_pct(tally.rate)})")
        console.print(ft)
    if "all" in scores.groups:
        g = scores.groups["all"]
        weak = sorted(((k, v) for k, v in {**g.exhibits_by_id, **g.criteria_by_id}.items() if v.correct < v.total),
                      key=lambda kv: kv[1].rate or 0.0)
        if weak:
            it = Table(title="exhibit and criterion ids below 100% (all packages)")
            it.add_column("id")
            it.add_column("right", justify="right")
            for ident, tally in weak:
                it.add_row(ident, f"{tally.correct}/{tally.total} ({_pct(tally.rate)})")
            console.print(it)
    tt = Table(title="targets")
    tt.add_column("target")
    tt.add_column("met")
    for name, ok in targets_met(scores).items():
        tt.add_row(name, "[green]yes[/green]" if ok else "[red]NO[/red]")
    console.print(tt)
    if scores.worst:
        wt = Table(title=f"worst mismatches ({len(scores.worst)} of {scores.mismatch_count})")
        for col in ("sev", "package", "what", "id", "expected", "got"):
            wt.add_column(col)
        for m in scores.worst:
            wt.add_row(str(m.severity), m.package, m.what, m.id, _short(m.expected), _short(m.got))
        console.print(wt)
    for c in scores.crashes[:10]:
        console.print(f"[red]crash[/red] {c.package}: {c.error}")
    for s in scores.skipped[:10]:
        console.print(f"[yellow]skipped[/yellow] {s}")


def _short(value: Any, n: int = 60) -> str:
    text = "" if value is None else str(value)
    return text if len(text) <= n else text[: n - 1] + "\u2026"


__all__ = ["Scores", "GroupScores", "Tally", "Mismatch", "Crash", "score", "targets_met", "print_scores",
           "values_match", "find_packages"]
