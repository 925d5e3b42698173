"""The reviewers' web app, driven as a browser would through FastAPI's test client."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from fastapi.testclient import TestClient

from intake.web.app import create_app
from intake.web.store import safe_filename
from rulen.models import Report

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _client(tmp_path: Path) -> TestClient:
    return TestClient(create_app(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data", ocr=False))


def _example_files(name: str) -> list[tuple[str, tuple[str, bytes, str]]]:
    return [("files", (p.name, p.read_bytes(), "application/pdf")) for p in sorted((EXAMPLES / name).rglob("*.pdf"))]


def test_upload_check_queue_and_report(tmp_path: Path):
    client = _client(tmp_path)
    r = client.post("/packages", files=_example_files("unmet-criteria"), data={"name": "24-117 <i>Linden</i>"})
    assert r.status_code == 200  # followed the redirect to the package page
    assert "&lt;i&gt;Linden" in r.text and "<i>Linden" not in r.text
    packages = client.get("/api/packages").json()
    assert len(packages) == 1 and packages[0]["status"] == "checked"
    report = Report.model_validate_json(client.get(f"/api/packages/{packages[0]['id']}/report").content)
    assert any(c.id == "N.4.1" and c.status == "unmet" for c in report.criteria)
    assert "N.4.1" in client.get(f"/report/{packages[0]['id']}").text
    assert "24-117" in client.get("/").text


def test_queue_puts_what_needs_a_person_first(tmp_path: Path):
    client = _client(tmp_path)
    client.post("/packages", files=_example_files("clean"), data={"name": "clean one"})
    client.post("/packages", files=_example_files("unmet-criteria"), data={"name": "unmet one"})
    client.post("/packages", files=[("files", ("junk.pdf", b"not a pdf", "application/pdf"))], data={"name": "junk"})
    order = [p["name"] for p in client.get("/api/packages").json()]
    assert order[0] == "junk"
    assert order.index("unmet one") < order.index("clean one")


def test_reviewer_correction_is_honoured_and_can_be_withdrawn(tmp_path: Path):
    client = _client(tmp_path)
    client.post("/packages", files=_example_files("clean"), data={"name": "p"})
    pid = client.get("/api/packages").json()[0]["id"]
    r = client.post(f"/packages/{pid}/facts", data={"name": "site_area_ac", "value": "9.5"})
    assert r.status_code == 200
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert report.facts["site_area_ac"].source == "override" and report.facts["site_area_ac"].value == 9.5
    assert report.applicability.paragraph == "N.2.D.3"
    assert client.post(f"/packages/{pid}/facts", data={"name": "site_area_ac", "value": "lots"}).status_code == 422
    client.post(f"/packages/{pid}/facts", data={"name": "site_area_ac", "value": ""})
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert report.facts["site_area_ac"].source != "override"


def test_zip_upload_with_hostile_names(tmp_path: Path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for p in sorted((EXAMPLES / "clean").glob("*.pdf")):
            zf.write(p, p.name)
        zf.writestr("../../escape.pdf", b"%PDF-1.4 no")
    client = _client(tmp_path)
    client.post("/packages", files=[("files", ("../../pkg.zip", buf.getvalue(), "application/zip"))])
    pkg = client.get("/api/packages").json()[0]
    assert pkg["status"] == "checked" and pkg["file_errors"] == 1
    assert not (tmp_path / "escape.pdf").exists() and not (tmp_path.parent / "pkg.zip").exists()
    assert safe_filename("../../a/b\\c<d>.pdf") == "c_d_.pdf"


def test_missing_package_is_404(tmp_path: Path):
    client = _client(tmp_path)
    assert client.get("/packages/999").status_code == 404
    assert client.get("/api/packages/999/report").status_code == 404
