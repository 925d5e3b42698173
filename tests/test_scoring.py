"""The scorer: a perfect checker scores 100%, each kind of error lowers the right number."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from corpus.generate import generate, generate_one
from corpus.spec import PackageSpec
from corpus.truth import load_truth, truth_facts
from intake.scoring import Scores, print_scores, score, targets_met, values_match
from rulen.engine import determine
from rulen.models import FileEntry, PackageInfo, Report


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("scoring")
    generate(root, 10, seed=21, scanned_share=0.0)
    generate_one(root / "tuning", PackageSpec(
        id="deficient", project_type="commercial", site_area_ac=3.2, existing_impervious_ac=0.4,
        proposed_impervious_ac=2.1, peak_rates={"1": (2.1, 1.8), "10": (5.0, 4.6), "100": (9.2, 10.4)},
        omit_exhibits=["N.6.A.2", "N.6.A.13"], sections_hint=[3, 4], malformed=["truncated", "empty"]))
    generate_one(root / "heldout", PackageSpec(id="conflict", split="heldout", conflict="site_area_ac", voice_variant=1))
    return root


def perfect(pkg: Path) -> Report:
    """What an ideal checker would answer: the engine on the true facts, broken files flagged."""
    truth = load_truth(pkg)
    bad = {m.file for m in truth.malformed}
    files = [FileEntry(path=f, error="cannot read" if f in bad else None) for f in truth.files]
    return Report.build(PackageInfo(name=pkg.name, files=files), determine(truth_facts(truth)))


def tweaked(change: Callable[[Report, Path], None]) -> Callable[[Path], Report]:
    def check(pkg: Path) -> Report:
        report = perfect(pkg)
        change(report, pkg)
        return report
    return check


def test_perfect_checker_scores_full_marks(corpus: Path) -> None:
    scores = score(corpus, perfect)
    allg = scores.groups["all"]
    assert allg.packages == 12 and not scores.crashes and not scores.skipped
    for tally in (allg.paragraph, allg.sections, allg.surety, allg.basis, allg.facts, allg.exhibits, allg.criteria,
                  allg.malformed):
        assert tally.total > 0 and tally.rate == 1.0
    assert allg.missing_recall == 1.0 and allg.missing_precision == 1.0 and allg.unmet_recall == 1.0
    assert all(targets_met(scores).values())
    assert scores.worst == [] and scores.mismatch_count == 0
    assert {"tuning", "heldout", "text", "tuning/text"} <= set(scores.groups)
    assert load_truth(corpus / "heldout" / "conflict").conflicts == ["site_area_ac"]
    assert allg.facts_by_name["site_area_ac"].correct == allg.facts_by_name["site_area_ac"].total
    Scores.model_validate_json(scores.model_dump_json())  # the --json output reads back


def test_a_guess_at_a_conflicting_fact_is_wrong(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        if pkg.name == "conflict":
            r.facts["site_area_ac"] = r.facts["site_area_ac"].model_copy(update={"value": 3.2, "conflict": None})
    scores = score(corpus, tweaked(change))
    assert [(m.package, m.id, m.severity) for m in scores.worst] == [("conflict", "site_area_ac", 3)]


def test_a_dropped_fact_is_a_miss(corpus: Path) -> None:
    scores = score(corpus, tweaked(lambda r, p: r.facts.pop("site_area_ac", None)))
    allg = scores.groups["all"]
    n = allg.facts_by_name["site_area_ac"].total
    assert n > 0 and allg.fact_misses == n and allg.false_facts == 0
    assert allg.facts.total - allg.facts.correct == n
    assert allg.paragraph.rate == 1.0  # applicability untouched
    assert all(m.what == "fact" and m.id == "site_area_ac" for m in scores.worst)


def test_a_wrong_or_invented_fact_counts(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        if r.facts.get("site_area_ac") and r.facts["site_area_ac"].value is not None:
            r.facts["site_area_ac"] = r.facts["site_area_ac"].model_copy(update={"value": r.facts["site_area_ac"].value * 1.02})
        r.facts["landlocked"] = r.facts.get("landlocked") or r.facts["project_type"].model_copy(update={"value": True})
    scores = score(corpus, tweaked(change))
    allg = scores.groups["all"]
    assert allg.fact_wrong == allg.facts_by_name["site_area_ac"].total - 1 > 0  # all but the conflict
    assert not scores.crashes
    truths = [load_truth(p.parent) for p in corpus.rglob("rulen-truth.json")]
    assert allg.false_facts == sum("landlocked" not in t.facts for t in truths) > 0


def test_within_one_percent_is_right(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        if r.facts.get("site_area_ac") and r.facts["site_area_ac"].value is not None:
            r.facts["site_area_ac"] = r.facts["site_area_ac"].model_copy(update={"value": r.facts["site_area_ac"].value * 1.009})
    assert score(corpus, tweaked(change)).groups["all"].facts.rate == 1.0


def test_a_flipped_exhibit_lowers_missing_recall(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        for e in r.exhibits:
            if e.status == "missing":
                e.status = "present"
    scores = score(corpus, tweaked(change))
    allg = scores.groups["all"]
    assert allg.exhibits.rate < 1.0 and allg.missing_recall == 0.0
    assert allg.exhibits_by_id["N.6.A.2"].rate < 1.0 and allg.exhibits_by_id["N.6.D"].rate == 1.0
    assert allg.criteria.rate == 1.0
    assert scores.worst[0].severity == 3 and scores.worst[0].what == "exhibit" and scores.worst[0].got == "present"
    met = targets_met(scores)
    assert not met["missing recall 100%"] and met["criterion statuses >= 95%"]


def test_a_flipped_criterion_lowers_unmet_recall(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        for c in r.criteria:
            if c.status == "unmet":
                c.status = "met"
    scores = score(corpus, tweaked(change))
    allg = scores.groups["all"]
    assert allg.unmet_recall == 0.0 and allg.criteria.rate < 1.0 and allg.exhibits.rate == 1.0
    assert not targets_met(scores)["unmet recall 100%"]


def test_an_unreported_broken_file_counts(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        for f in r.package.files:
            f.error = None
    scores = score(corpus, tweaked(change))
    assert scores.groups["all"].malformed.rate == 0.0
    assert not targets_met(scores)["malformed files 100%"]


def test_a_crashing_checker_is_counted(corpus: Path) -> None:
    calls = []

    def crash(pkg: Path) -> Report:
        calls.append(pkg)
        if len(calls) % 2:
            raise RuntimeError("boom")
        return perfect(pkg)

    scores = score(corpus, crash)
    allg = scores.groups["all"]
    assert len(scores.crashes) == allg.crashes == 6
    assert "RuntimeError: boom" in scores.crashes[0].error
    assert allg.paragraph.rate == pytest.approx(6 / 12)
    assert allg.facts.rate < 1.0
    assert not targets_met(scores)["no crash"]


def test_wrong_applicability_is_worst(corpus: Path) -> None:
    def change(r: Report, pkg: Path) -> None:
        r.applicability.paragraph = "N.2.A"
    scores = score(corpus, tweaked(change))
    assert scores.groups["all"].paragraph.rate < 1.0
    assert scores.worst[0].what == "applicability" and scores.worst[0].severity == 3


def test_values_match() -> None:
    assert values_match(10.0, 10.09) and not values_match(10.0, 10.2)
    assert values_match(0.0, 0.0) and not values_match(0.0, 0.01)
    assert not values_match(True, 1) and values_match(False, False)
    assert values_match("NGVD29", "ngvd29") and not values_match("NGVD29", "NAVD88")
    rates = {"1": {"existing": 2.0, "proposed": 1.8}, "100": {"existing": 9.2, "proposed": 10.4}}
    assert values_match(rates, {"1": {"existing": 2.01, "proposed": 1.8}, "100": {"existing": 9.2, "proposed": 10.4}})
    assert not values_match(rates, {"1": {"existing": 2.0, "proposed": 1.8}})
    assert values_match([{"name": "P1", "freeboard_ft": 2.0}], [{"name": "p1", "freeboard_ft": 2.0, "extra": 1}])
    assert not values_match([{"name": "P1"}], [])
    # a pond's name is a label: the word "pond" and an aside do not make it another pond; another number does
    assert values_match([{"name": "P-2", "freeboard_ft": 2.0}], [{"name": "Pond P-2", "freeboard_ft": 2.0}])
    assert values_match([{"name": "P-1", "freeboard_ft": 2.0}], [{"name": "P-1 (shared)", "freeboard_ft": 2.0}])
    assert not values_match([{"name": "Pond 1", "freeboard_ft": 2.0}], [{"name": "Pond 2", "freeboard_ft": 2.0}])
    assert not values_match([{"name": "Storage Pond", "freeboard_ft": 2.0}], [{"name": "", "freeboard_ft": 2.0}])


def test_print_scores_runs(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rich.console import Console

    scores = score(corpus, tweaked(lambda r, p: r.facts.pop("project_type", None)))
    print_scores(scores, Console(width=160, force_terminal=False))
    out = capsys.readouterr().out
    assert "facts" in out and "targets" in out and "project_type" in out


def test_worst_zero_prints_aggregates_without_a_package(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`rulen eval --worst 0`: the figures of a split nobody should read, with no package named."""
    from rich.console import Console

    scores = score(corpus, tweaked(lambda r, p: r.facts.pop("project_type", None)), worst=0)
    assert scores.worst == [] and scores.mismatch_count > 0
    print_scores(scores, Console(width=200, force_terminal=False))
    out = capsys.readouterr().out
    assert "project_type" in out and "worst mismatches" not in out
    assert not any(p.name in out for p in corpus.glob("*/*") if p.is_dir())
