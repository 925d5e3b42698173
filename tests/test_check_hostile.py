"""`rulen check` on input nobody here wrote, and on broken input: never a traceback.

Every PDF of shared/pdfs/edge goes through as ONE package: each file is either read or
reported with a clear error, and the report is still written.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from typer.testing import CliRunner

from intake.cli import app
from rulen.models import Report

SHARED = Path(__file__).resolve().parents[2] / "shared"
runner = CliRunner()


def _edge_dir() -> Path:
    edge = SHARED / "pdfs" / "edge"
    assert edge.is_dir(), f"shared PDFs not found at {edge}: the tests need ../shared/pdfs beside the repo"
    return edge


def test_edge_collection_is_one_package_without_traceback():
    edge = _edge_dir()
    result = runner.invoke(app, ["check", str(edge), "--format", "json", "--no-ocr"])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code in (0, 1), result.output
    report = Report.model_validate_json(result.stdout)
    names = {f.path for f in report.package.files}
    assert len(names) == len(list(edge.glob("*.pdf")))
    for f in report.package.files:
        assert (f.error is None and f.pages > 0) or (f.error and "Traceback" not in f.error), f
    locked = next(f for f in report.package.files if "password" in f.path)
    assert locked.error and "password" in locked.error.lower()


def test_password_option_opens_the_encrypted_file():
    locked = next(_edge_dir().glob("005-*password*.pdf"))
    result = runner.invoke(app, ["check", str(locked), "--format", "json", "--password", "openpassword", "--no-ocr"])
    report = Report.model_validate_json(result.stdout)
    assert report.package.files[0].error is None
    assert report.package.files[0].pages >= 1


def test_nothing_readable_exits_2_and_still_reports(tmp_path: Path):
    (tmp_path / "empty.pdf").write_bytes(b"")
    (tmp_path / "notes.pdf").write_text("this is not a PDF", encoding="utf-8")
    (tmp_path / "cut.pdf").write_bytes(b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog")
    result = runner.invoke(app, ["check", str(tmp_path), "--format", "json"])
    assert result.exit_code == 2
    report = json.loads(result.stdout)
    assert len(report["package"]["files"]) == 3
    assert all(f["error"] for f in report["package"]["files"])


def test_zip_with_traversal_member_is_an_error_entry(tmp_path: Path):
    good = next(_edge_dir().glob("001-*.pdf"))
    archive = tmp_path / "package.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(good, "docs/good.pdf")
        zf.writestr("../../evil.pdf", b"%PDF-1.4 nope")
    result = runner.invoke(app, ["check", str(archive), "--format", "json", "--no-ocr"])
    report = Report.model_validate_json(result.stdout)
    errors = [f for f in report.package.files if f.error]
    read = [f for f in report.package.files if not f.error]
    assert len(read) == 1 and read[0].pages >= 1
    assert errors and any(".." in f.path or "unsafe" in (f.error or "") for f in errors)
    assert not (tmp_path.parent / "evil.pdf").exists()


def test_script_in_a_pdf_is_escaped_in_the_html_report(tmp_path: Path):
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    pdf = tmp_path / "<img src=x onerror=alert(2)>.pdf"
    c = canvas.Canvas(str(pdf), pagesize=letter)
    c.drawString(72, 720, "STORMWATER MANAGEMENT PLAN <script>alert(1)</script>")
    c.drawString(72, 700, "Applicant: <script>alert(3)</script> LLC")
    c.drawString(72, 680, "The project site is 3.20 acres. <script>alert(4)</script>")
    c.showPage()
    c.save()
    out = tmp_path / "report.html"
    result = runner.invoke(app, ["check", str(tmp_path), "--format", "html", "--out", str(out), "--no-ocr"])
    assert result.exit_code in (0, 1), result.output
    html = out.read_text(encoding="utf-8")
    assert "<script" not in html.lower()
    assert "<img src=x" not in html
    assert "&lt;script&gt;" in html  # the words are shown, escaped
