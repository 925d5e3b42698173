"""The checker on the packages outside authors wrote (corpus/external … external8, external15 … external18), text packages.

These sets were written blind by authors who never saw the extractor; they were measured blind
first and then opened for fixes, so their scores here are no verdict on unseen writing. What
this test guards is the safety of the checker on writing it was not built from, which must
hold on any package: no crash, no false fact, no exhibit called present that the author left
out, no criterion called met that the author's pages fail or do not show, and every missing
exhibit reported. (The newest sets are kept out until they have been measured blind once.)

Scanned packages are left out to keep the suite quick (OCR is exercised by test_accuracy).
"""

from __future__ import annotations

import importlib
import json
import shutil
from pathlib import Path

import pytest

from intake.pipeline import CheckOptions, check_paths
from intake.scoring import Scores, score

SETS = ["external", "external2", "external3", "external4", "external5", "external6", "external7", "external8",
        "external15", "external16", "external17", "external18"]


@pytest.fixture(scope="module", params=SETS)
def scored(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Scores]:
    name = request.param
    out = tmp_path_factory.mktemp(name)
    importlib.import_module(f"corpus.{name}.build").build(out)
    for truth in list(out.rglob("rulen-truth.json")):
        if json.loads(truth.read_text())["kind"] == "scanned":
            shutil.rmtree(truth.parent)
    return name, score(out, lambda pkg: check_paths([pkg], CheckOptions(ocr=False)), worst=10**6)


def test_no_crash_and_no_false_fact(scored: tuple[str, Scores]):
    name, scores = scored
    assert not scores.crashes, (name, scores.crashes)
    text = scores.groups["all"]
    assert text.false_facts == 0, (name, [m for m in scores.worst if m.what == "fact" and m.expected is None])


def test_nothing_absent_is_called_present(scored: tuple[str, Scores]):
    name, scores = scored
    false_present = [m for m in scores.worst if m.what == "exhibit" and m.got == "present" and m.expected != "present"]
    assert not false_present, (name, false_present)


def test_nothing_failed_or_unshown_is_called_met(scored: tuple[str, Scores]):
    name, scores = scored
    false_met = [m for m in scores.worst
                 if m.what == "criterion" and m.got == "met" and m.expected in ("unmet", "not_demonstrated")]
    assert not false_met, (name, false_met)


def test_every_missing_exhibit_is_reported(scored: tuple[str, Scores]):
    """Missing, or undetermined with the page that reads like it (a question on the deficiency list): never
    present or not required."""
    name, scores = scored
    lost = [m for m in scores.worst if m.what == "exhibit" and m.expected == "missing" and m.got != "undetermined"]
    assert not lost, (name, lost)
