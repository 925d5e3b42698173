"""The reviewers' web app, driven as a browser would through FastAPI's test client; checks run
through the job queue (in the test's own thread here, in worker processes in test_web_workers)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from web_helpers import EXAMPLES, check_all, example_files, logged_in, upload

from intake.web.store import safe_filename
from rulen.models import Report


def test_upload_queue_check_and_report(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    r = upload(client, csrf, example_files("unmet-criteria"), name="24-117 <i>Linden</i>")
    assert r.status_code == 200  # followed the redirect to the package page
    assert "&lt;i&gt;Linden" in r.text and "<i>Linden" not in r.text
    packages = client.get("/api/packages").json()
    assert len(packages) == 1 and packages[0]["status"] == "queued"  # the web process checks nothing
    assert check_all(store) == [packages[0]["id"]]
    pid = packages[0]["id"]
    assert client.get(f"/api/packages/{pid}").json()["status"] == "checked"
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert any(c.id == "N.4.1" and c.status == "unmet" for c in report.criteria)
    page = client.get(f"/packages/{pid}").text
    assert "N.4.1" in page and "Audit trail" in page and "queued → checking" in page
    assert "N.4.1" in client.get(f"/report/{pid}").text
    letter = client.get(f"/packages/{pid}/letter.md")
    assert letter.status_code == 200 and "N.4.1" in letter.text and "attachment" in letter.headers["content-disposition"]
    assert "N.4.1" in client.get(f"/packages/{pid}/letter.html").text
    names = [p.name for p in sorted((EXAMPLES / "unmet-criteria").rglob("*.pdf"))]
    original = client.get(f"/packages/{pid}/originals/{names[0]}")
    assert original.content == sorted((EXAMPLES / "unmet-criteria").rglob("*.pdf"))[0].read_bytes()
    assert client.get(f"/packages/{pid}/originals/..%2Fdb.sqlite").status_code == 404
    assert "24-117" in client.get("/").text


def test_queue_order_filters_and_failed_package_shows_why(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("clean"), name="clean one")
    upload(client, csrf, example_files("unmet-criteria"), name="unmet one")
    upload(client, csrf, [("files", ("junk.pdf", b"not a pdf", "application/pdf"))], name="junk")
    check_all(store)
    rows = client.get("/api/packages").json()
    order = [p["name"] for p in rows]
    assert order[0] == "junk" and order.index("unmet one") < order.index("clean one")
    assert [p["name"] for p in client.get("/api/packages?filter=unmet").json()] == ["unmet one"]
    assert [p["name"] for p in client.get("/api/packages?filter=failed").json()] == ["junk"]
    assert [p["name"] for p in client.get("/api/packages?sort=oldest").json()] == ["clean one", "unmet one", "junk"]
    counts = client.get("/api/counts").json()
    assert counts == {"all": 3, "needs_review": 0, "unmet": 1, "missing": sum(r["missing"] > 0 for r in rows if r["status"] == "checked"),
                      "failed": 1, "pending": 0}
    junk = next(p for p in rows if p["name"] == "junk")
    page = client.get(f"/packages/{junk['id']}").text
    assert "The check failed" in page and "no readable PDF" in page
    assert "Deficiencies (" not in page  # a failed package shows why, not a list of deficiencies


def test_reviewer_correction_recorded_honoured_and_withdrawn(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("clean"), name="p")
    check_all(store)
    pid = client.get("/api/packages").json()[0]["id"]
    r = client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "site_area_ac", "value": "9.5",
                                                     "reason": "sheet C-1 says 9.5 ac"})
    assert r.status_code == 200
    assert client.get(f"/api/packages/{pid}").json()["status"] == "queued"
    check_all(store)
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert report.facts["site_area_ac"].source == "override" and report.facts["site_area_ac"].value == 9.5
    assert report.applicability.paragraph == "N.2.D.3"
    bad = client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "site_area_ac", "value": "lots"})
    assert bad.status_code == 422
    client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "site_area_ac", "value": ""})
    check_all(store)
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert report.facts["site_area_ac"].source != "override"
    events = client.get(f"/api/packages/{pid}/events").json()
    corrections = [e for e in events if e["action"] == "correction"]
    assert corrections[0]["actor"] == "alice" and corrections[0]["new"] == "9.5" and corrections[0]["old"] is None
    assert corrections[0]["reason"] == "sheet C-1 says 9.5 ac"
    assert corrections[1]["old"] == "9.5" and corrections[1]["new"] is None
    page = client.get(f"/packages/{pid}").text
    assert "sheet C-1 says 9.5 ac" in page and "9.5 → (withdrawn)" in page


def test_zip_upload_with_hostile_names(tmp_path: Path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for p in sorted((EXAMPLES / "clean").glob("*.pdf")):
            zf.write(p, p.name)
        zf.writestr("../../escape.pdf", b"%PDF-1.4 no")
        zf.writestr("<script>alert(1)</script>.pdf", b"%PDF-1.4 broken")
    client, store, csrf = logged_in(tmp_path)
    r = upload(client, csrf, [("files", ("../../<script>x</script>pkg.zip", buf.getvalue(), "application/zip"))])
    assert r.status_code == 200 and "<script>x" not in r.text and "<script>alert" not in r.text
    check_all(store)
    pkg = client.get("/api/packages").json()[0]
    assert pkg["status"] == "checked" and pkg["file_errors"] == 2  # the ../ member refused, the broken one unread
    page = client.get(f"/packages/{pkg['id']}").text
    assert "unsafe path in zip" in page and "<script>" not in page.split("</header>", 1)[1].replace('<script src="/static/app.js" defer></script>', "")
    written = {p.resolve() for p in tmp_path.rglob("*")}
    assert all(str(p).startswith(str(tmp_path.resolve())) for p in written)
    assert not (tmp_path / "escape.pdf").exists() and not list(tmp_path.parent.glob("*pkg.zip"))
    assert all("/" not in p.name and "<" not in p.name for p in store.files_dir(pkg["id"]).iterdir())
    assert safe_filename("../../a/b\\c<d>.pdf") == "c_d_.pdf"


def test_missing_or_huge_id_is_404(tmp_path: Path):
    client, _store, _csrf = logged_in(tmp_path)
    for path in ("/packages/999", "/api/packages/999/report", "/packages/99999999999999999999999999",
                 "/api/packages/-1", "/packages/0/letter.md"):
        assert client.get(path).status_code == 404, path


def test_admin_deletes_a_package_and_the_trail_stays(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, [("files", ("a.pdf", b"%PDF-1.4 x", "application/pdf"))], name="to delete")
    pid = client.get("/api/packages").json()[0]["id"]
    assert store.folder(pid).is_dir()
    assert client.post(f"/packages/{pid}/delete", data={"csrf": csrf}).status_code == 200
    assert client.get(f"/packages/{pid}").status_code == 404 and not store.folder(pid).exists()
    assert [e.action for e in store.events(pid)] == ["upload", "delete"]


def test_resubmittal_round_shows_what_it_resolved(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("deficient"), name="24-117")
    first = client.get("/api/packages").json()[0]["id"]
    r = client.post("/packages", data={"csrf": csrf, "previous": str(first), "name": "24-117"},
                    files=example_files("clean"))
    assert r.status_code == 200 and "Round 2" in r.text
    second = max(p["id"] for p in client.get("/api/packages").json())
    check_all(store)
    diff = client.get(f"/api/packages/{second}/diff").json()
    assert diff["resolved"] == ["N.6.A.2", "N.6.A.13", "N.4.1", "N.4.8"] and diff["open"] == [] and diff["new"] == []
    page = client.get(f"/packages/{second}").text
    assert 'id="round-diff"' in page and "N.4.1" in page
    assert "Nothing is outstanding" in client.get(f"/packages/{second}/resubmittal-letter.md").text
    assert f'href="/packages/{second}"' in client.get(f"/packages/{first}").text
    assert client.get("/api/packages?sort=round").json()[0]["round"] == 2
    assert client.post("/packages", data={"csrf": csrf, "previous": "777"}, files=example_files("clean")).status_code == 404


def test_evidence_viewer_shows_the_page_with_the_box_and_confirms_a_fact(tmp_path: Path):
    import re

    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("deficient"), name="p")
    check_all(store, render_pages=True)  # the worker renders the cited pages
    pid = client.get("/api/packages").json()[0]["id"]
    page = client.get(f"/packages/{pid}").text
    links = re.findall(r'href="(/packages/\d+/evidence\?[^"]+)"', page)
    assert links
    viewer = client.get(links[0].replace("&amp;", "&"))
    assert viewer.status_code == 200 and 'class="hl"' in viewer.text
    image = re.search(r'src="(/packages/\d+/pages/[^"]+\.png)"', viewer.text).group(1)
    png = client.get(image)
    assert png.status_code == 200 and png.content.startswith(b"\x89PNG")
    assert client.get(f"/packages/{pid}/pages/index.json").status_code == 404
    assert client.get(f"/packages/{pid}/evidence?file=nope.pdf&page=1").status_code == 404
    form = re.search(r'name="name" value="(\w+)"><input type="hidden" name="value" value="([^"]+)"><input type="hidden" '
                     r'name="reason" value="confirmed', viewer.text)
    assert form, "no one-click confirm on the viewer"
    client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": form.group(1), "value": form.group(2),
                                                 "reason": "confirmed in the evidence viewer"})
    check_all(store)
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert report.facts[form.group(1)].source == "override"


def test_corrections_export_as_labelled_examples_that_rulen_eval_scores(tmp_path: Path):
    import json

    from typer.testing import CliRunner

    from intake.cli import app as cli

    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("clean"), name="reviewed one")
    upload(client, csrf, example_files("clean"), name="untouched")
    pid = client.get("/api/packages?sort=oldest").json()[0]["id"]
    client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "applicant_public_entity", "value": "true",
                                                 "reason": "city of Wayzata"})
    check_all(store)
    out = tmp_path / "reviewed"
    r = CliRunner().invoke(cli, ["corrections", "export", str(out), "--db", store.url, "--data", str(store.data_dir)])
    assert r.exit_code == 0 and "1 reviewed package" in r.output
    (folder,) = list(out.iterdir())
    truth = json.loads((folder / "rulen-truth.json").read_text())
    assert truth["facts"]["applicant_public_entity"] is True and truth["facts"]["site_area_ac"] == 3.2
    assert truth["corrections"][0]["by"] == "alice" and truth["corrections"][0]["reason"] == "city of Wayzata"
    assert sorted(truth["files"]) == sorted(p.name for p in folder.glob("*.pdf"))
    assert truth["expected"]["applicability"]["paragraph"] == "N.2.D.2"
    scored = CliRunner().invoke(cli, ["eval", str(out), "--no-ocr", "--worst", "0"])
    assert scored.exit_code == 0, scored.output


def test_a_deficiency_leads_with_the_request_and_folds_the_rules_words():
    from intake.web.app import _fold

    ask, rule = _fold("Provide outfall designs that minimise erosion. No statement was found. "
                      "N.4.8 requires: Outfall structures designed to minimise erosion and scouring.")
    assert ask == "Provide outfall designs that minimise erosion. No statement was found."
    assert rule == "Outfall structures designed to minimise erosion and scouring."
    assert _fold("Choose the site area.") == ("Choose the site area.", "")


def test_a_question_with_candidates_is_answered_with_one_click(tmp_path: Path):
    import re

    from rulen.models import Evidence, FactCandidate

    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("clean"), name="p")
    check_all(store)
    pid = client.get("/api/packages").json()[0]["id"]
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    # the reader was unsure of the site area: two readings put to the reviewer
    ev = Evidence(file="MCWD_Permit_Application.pdf", page=1, text="Total site area: 3.20 ac")
    unsure = report.facts["site_area_ac"].model_copy(update={"value": None, "candidates": [
        FactCandidate(value=3.2, evidence=[ev], confidence=0.62),
        FactCandidate(value=32.0, evidence=[ev], confidence=0.21)]})
    report = report.model_copy(update={"facts": {**report.facts, "site_area_ac": unsure}})
    store.recheck(pid, "alice")
    row, token = store.claim_next("test")
    assert store.finish(pid, token, "test", status="checked", report=report.model_dump_json())
    page = client.get(f"/packages/{pid}").text
    assert "Which is it?" in page and "3.2 acres (62%)" in page and "32.0 acres (21%)" in page
    form = re.search(r'name="name" value="site_area_ac"><input type="hidden" name="value" value="3.2">'
                     r'<input type="hidden" name="reason" value="([^"]+)"', page)
    assert form and "MCWD_Permit_Application.pdf p.1" in form.group(1)
    client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "site_area_ac", "value": "3.2",
                                                 "reason": form.group(1)})
    check_all(store)
    fact = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content).facts["site_area_ac"]
    assert fact.source == "override" and fact.value == 3.2 and fact.candidates == []
