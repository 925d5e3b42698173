"""Exit statuses as a script sees them: 0 no deficiency, 1 deficiencies, 2 could not check, 3 internal error.

The same meanings for ``audit`` over a whole run; never a traceback where a person made a mistake.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

import intake.audit
import intake.pipeline
from intake.cli import app

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
runner = CliRunner()


@pytest.fixture(autouse=True)
def _no_ocr_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("RULEN_OCR_CACHE", str(tmp_path / "ocr-cache"))


@pytest.fixture()
def junk(tmp_path: Path) -> Path:
    path = tmp_path / "scan.pdf"
    path.write_bytes(b"this is not a pdf")
    return path


def test_check_clean_package_exits_0():
    result = runner.invoke(app, ["check", str(EXAMPLES / "clean"), "--no-ocr"])
    assert result.exit_code == 0, result.output


def test_check_deficient_package_exits_1():
    result = runner.invoke(app, ["check", str(EXAMPLES / "deficient"), "--no-ocr"])
    assert result.exit_code == 1
    assert "deficienc" in result.stdout.lower()


@pytest.mark.parametrize("what", ["unreadable", "missing path"])
def test_check_that_cannot_check_exits_2(what: str, junk: Path, tmp_path: Path):
    target = junk if what == "unreadable" else tmp_path / "no such folder"
    result = runner.invoke(app, ["check", str(target)])
    assert result.exit_code == 2
    assert "Traceback" not in result.output + result.stderr


def test_out_is_a_folder_exits_2_before_any_work(tmp_path: Path, monkeypatch):
    called = []
    monkeypatch.setattr(intake.pipeline, "check_paths", lambda *a, **k: called.append(a))
    result = runner.invoke(app, ["check", str(EXAMPLES / "clean"), "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "is a folder" in result.stderr and "Traceback" not in result.stderr
    assert called == []  # refused before reading a page


def test_out_that_cannot_be_created_exits_2(tmp_path: Path):
    blocker = tmp_path / "a file"
    blocker.write_text("x")
    result = runner.invoke(app, ["check", str(EXAMPLES / "clean"), "--no-ocr", "--out", str(blocker / "report.json")])
    assert result.exit_code == 2
    assert "not a folder" in result.stderr and "Traceback" not in result.stderr


def test_out_file_is_written_and_status_kept(tmp_path: Path):
    out = tmp_path / "new" / "report.json"
    result = runner.invoke(app, ["check", str(EXAMPLES / "deficient"), "--no-ocr", "--format", "json", "--out", str(out)])
    assert result.exit_code == 1 and out.read_text().startswith("{")


def _boom(*_a, **_k):
    raise RuntimeError("simulated fault in the reader\nsecond line")


def test_internal_error_exits_3_with_one_line_and_traceback_only_with_debug(monkeypatch):
    monkeypatch.setattr(intake.pipeline, "check_paths", _boom)
    result = runner.invoke(app, ["check", str(EXAMPLES / "clean")])
    assert result.exit_code == 3
    lines = [l for l in result.stderr.splitlines() if l.strip()]
    assert len(lines) == 1 and "internal error: RuntimeError: simulated fault in the reader" in lines[0]
    assert "Traceback" not in result.stderr
    result = runner.invoke(app, ["check", str(EXAMPLES / "clean"), "--debug"])
    assert result.exit_code == 3
    assert "Traceback" in result.stderr and "_boom" in result.stderr


def _archive(tmp_path: Path, *kinds: str) -> Path:
    root = tmp_path / "archive"
    root.mkdir()
    for k in kinds:
        if k == "junk":
            (root / "junk.pdf").write_bytes(b"not a pdf")
        else:
            shutil.copytree(EXAMPLES / k, root / k)
    return root


def test_audit_without_j_uses_the_cores_and_exits_0_when_all_clean(tmp_path: Path):
    root = _archive(tmp_path, "clean")
    result = runner.invoke(app, ["audit", str(root), "--out", str(tmp_path / "out"), "--no-ocr"])
    assert result.exit_code == 0, result.output + result.stderr
    assert "packages: 1" in result.stdout


def test_audit_exits_1_on_deficiencies_and_2_when_a_package_could_not_be_checked(tmp_path: Path):
    root = _archive(tmp_path, "clean", "deficient")
    result = runner.invoke(app, ["audit", str(root), "--out", str(tmp_path / "out"), "--no-ocr", "-j", "1"])
    assert result.exit_code == 1
    (root / "junk.pdf").write_bytes(b"not a pdf")
    result = runner.invoke(app, ["audit", str(root), "--out", str(tmp_path / "out"), "--no-ocr", "-j", "1"])
    assert result.exit_code == 2
    quarantine = (tmp_path / "out" / "quarantine.csv").read_text()
    assert "junk.pdf" in quarantine and "unreadable" in quarantine and "deficient" not in quarantine


def test_audit_bad_arguments_exit_2(tmp_path: Path):
    root = _archive(tmp_path, "clean")
    afile = tmp_path / "out.txt"
    afile.write_text("x")
    result = runner.invoke(app, ["audit", str(root), "--out", str(afile)])
    assert result.exit_code == 2 and "is a file" in result.stderr
    result = runner.invoke(app, ["audit", str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    result = runner.invoke(app, ["audit", str(root), "-j", "0"])
    assert result.exit_code == 2  # below the minimum: a usage error


def test_audit_internal_error_exits_3(tmp_path: Path, monkeypatch):
    root = _archive(tmp_path, "clean")
    monkeypatch.setattr(intake.audit, "run_audit", _boom)
    result = runner.invoke(app, ["audit", str(root), "--out", str(tmp_path / "out")])
    assert result.exit_code == 3
    assert "internal error" in result.stderr and "Traceback" not in result.stderr
