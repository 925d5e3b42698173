"""The bundled example packages, end to end: `rulen check` as a user runs it.

Golden files: each example in ``examples/`` is checked and rendered in every format, and
compared with ``tests/golden/examples/<example>.<ext>``. After an intended change of the
extractor, the engine or a rendering, regenerate and review the diff before committing:

    RULEN_UPDATE_GOLDEN=1 python -m pytest tests/test_examples.py -q

Exit status and the deficiencies themselves are asserted against the examples' ground
truth (``rulen-truth.json``), not against the golden files, so a golden refresh cannot hide
a wrong answer.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from intake.cli import app
from rulen.models import Report, report_json_schema

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
GOLDEN = Path(__file__).parent / "golden" / "examples"
EXT = {"text": "txt", "json": "json", "html": "html", "md": "md"}
NAMES = ["clean", "missing-exhibits", "unmet-criteria", "deficient"]
runner = CliRunner()


def _check(name: str, fmt: str):
    return runner.invoke(app, ["check", str(EXAMPLES / name), "--format", fmt])


@pytest.fixture(scope="module")
def json_reports() -> dict[str, Report]:
    return {n: Report.model_validate_json(_check(n, "json").stdout) for n in NAMES}


@pytest.mark.parametrize("name", NAMES)
def test_deficiencies_match_the_truth(name: str, json_reports: dict[str, Report]):
    truth = json.loads((EXAMPLES / name / "rulen-truth.json").read_text(encoding="utf-8"))
    expected = sorted(d["id"] for d in truth["expected"]["deficiencies"])
    got = sorted(d.id for d in json_reports[name].deficiencies)
    assert got == expected
    assert json_reports[name].applicability.paragraph == truth["expected"]["applicability"]["paragraph"]


@pytest.mark.parametrize("name,status", [("clean", 0), ("missing-exhibits", 1), ("unmet-criteria", 1), ("deficient", 1)])
def test_exit_status(name: str, status: int):
    assert _check(name, "text").exit_code == status


def test_json_validates_against_the_published_schema(json_reports: dict[str, Report]):
    for report in json_reports.values():
        jsonschema.validate(json.loads(report.model_dump_json()), report_json_schema())


def test_broken_file_in_the_example_is_reported_not_fatal(json_reports: dict[str, Report]):
    files = json_reports["deficient"].package.files
    assert any(f.error for f in files) and any(f.pages_read for f in files)


@pytest.mark.parametrize("fmt", list(EXT))
@pytest.mark.parametrize("name", NAMES)
def test_golden(name: str, fmt: str):
    out = _check(name, fmt).stdout
    path = GOLDEN / f"{name}.{EXT[fmt]}"
    if os.environ.get("RULEN_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(out, encoding="utf-8")
    assert path.exists(), f"no golden file {path}; run with RULEN_UPDATE_GOLDEN=1 and review"
    assert out == path.read_text(encoding="utf-8")


def test_fact_override_is_marked_and_changes_the_decision():
    result = runner.invoke(app, ["check", str(EXAMPLES / "clean"), "--format", "json",
                                 "--fact", "site_area_ac=9.5", "--fact", "disturbed_area_ac=6"])
    report = Report.model_validate_json(result.stdout)
    assert report.facts["site_area_ac"].source == "override"
    assert report.facts["site_area_ac"].value == 9.5
    assert report.applicability.paragraph == "N.2.D.3"
    assert report.applicability.surety_required is True


def test_out_writes_the_file_and_prints_the_summary(tmp_path: Path):
    target = tmp_path / "report.html"
    result = runner.invoke(app, ["check", str(EXAMPLES / "deficient"), "--format", "html", "--out", str(target)])
    assert result.exit_code == 1
    html = target.read_text(encoding="utf-8")
    assert html.lstrip().lower().startswith("<!doctype html")
    assert "N.4.1" in html and "Rule N" in result.stdout
