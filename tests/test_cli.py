"""The command line as a script sees it: output, formats and exit status."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from typer.testing import CliRunner

from intake.cli import app
from rulen.models import Report, report_json_schema

DATA = Path(__file__).parent / "data"
runner = CliRunner()


def test_evaluate_prints_json_valid_against_published_schema():
    result = runner.invoke(app, ["evaluate", str(DATA / "facts_commercial.json"), "--format", "json"])
    assert result.exit_code == 1, result.output  # deficiencies: the 100-year peak rises
    report = json.loads(result.stdout)
    jsonschema.validate(report, report_json_schema())
    assert report["applicability"]["paragraph"] == "N.2.D.2"
    assert report["applicability"]["sections"] == [3, 4]
    n41 = next(c for c in report["criteria"] if c["id"] == "N.4.1")
    assert n41["status"] == "unmet"
    assert report["package"] == {"name": "", "files": []}


def test_schema_command_matches_models():
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == report_json_schema()


def test_evaluate_reads_stdin_and_exits_zero_when_no_permit():
    result = runner.invoke(app, ["evaluate", "-"], input='{"project_type": "single_family_home"}')
    assert result.exit_code == 0, result.output
    report = Report.model_validate_json(result.stdout)
    assert report.applicability.paragraph == "N.2.A"
    assert report.applicability.permit_required is False
    assert report.deficiencies == []


def test_evaluate_accepts_report_fact_form():
    first = runner.invoke(app, ["evaluate", str(DATA / "facts_commercial.json")])
    again = runner.invoke(app, ["evaluate", "-"], input=first.stdout)
    assert Report.model_validate_json(again.stdout).applicability == Report.model_validate_json(first.stdout).applicability


def test_evaluate_refuses_bad_facts_with_exit_2():
    result = runner.invoke(app, ["evaluate", "-"], input='{"site_area_ac": "lots"}')
    assert result.exit_code == 2
    assert "site_area_ac" in result.stderr
    result = runner.invoke(app, ["evaluate", "-"], input="not json")
    assert result.exit_code == 2


def test_check_rejects_malformed_fact_override():
    result = runner.invoke(app, ["check", str(DATA), "--fact", "site_area_ac"])
    assert result.exit_code == 2
    assert "NAME=VALUE" in result.stderr
    result = runner.invoke(app, ["check", str(DATA), "--fact", "no_such_fact=1"])
    assert result.exit_code == 2


def test_version():
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.startswith("rulen ")
