"""``rulen diff OLD NEW``: resubmittal rounds compared by clause id."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner
from web_helpers import EXAMPLES

from intake.cli import app as cli
from intake.diff import diff_reports, render_letter
from intake.pipeline import CheckOptions, check_paths
from rulen.models import Deficiency


def test_diff_of_two_rounds(tmp_path: Path):
    old = check_paths([EXAMPLES / "deficient"], CheckOptions(ocr=False))
    ids = [d.id for d in old.deficiencies]
    assert ids[:2] == ["N.6.A.2", "N.6.A.13"] and "N.4.1" in ids
    new_defs = [d for d in old.deficiencies if d.id != "N.6.A.2"] + [
        Deficiency(id="N.5.3", kind="criterion", message="Provide a 10-ft safety bench on Pond 1.")]
    facts = dict(old.facts)
    facts["site_area_ac"] = facts["site_area_ac"].model_copy(update={"value": 4.0})
    new = old.model_copy(update={"deficiencies": new_defs, "facts": facts})
    d = diff_reports(old, new)
    assert d.resolved == ["N.6.A.2"] and d.new == ["N.5.3"] and d.open == [i for i in ids if i != "N.6.A.2"]
    assert d.changed_facts == [{"name": "site_area_ac", "old": old.facts["site_area_ac"].value, "new": 4.0}]
    letter = render_letter(d)
    assert "N.6.A.2" not in letter.split("resolved", 1)[1].split("\n", 1)[1]  # resolved is named once, not asked for
    assert "10-ft safety bench" in letter and "Still outstanding from the previous review" in letter

    (tmp_path / "old.json").write_text(old.model_dump_json(), encoding="utf-8")
    (tmp_path / "new.json").write_text(new.model_dump_json(), encoding="utf-8")
    runner = CliRunner()
    r = runner.invoke(cli, ["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json"), "--format", "json"])
    assert r.exit_code == 1
    assert json.loads(r.output) == {"resolved": ["N.6.A.2"], "new": ["N.5.3"], "open": d.open,
                                    "changed_facts": d.changed_facts}
    # the clean example resubmitted: a package checked in-process against the old JSON report
    r = runner.invoke(cli, ["diff", str(tmp_path / "old.json"), str(EXAMPLES / "clean"), "--no-ocr",
                            "--format", "md", "--out", str(tmp_path / "letter.md")])
    assert r.exit_code == 0, r.output
    assert "Nothing is outstanding" in (tmp_path / "letter.md").read_text() and "Resolved (4)" in r.output
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert runner.invoke(cli, ["diff", str(bad), str(tmp_path / "new.json")]).exit_code == 2
