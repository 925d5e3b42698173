"""``rulen serve`` on a district's network: logins, tokens, CSRF, Host, headers, caps on uploads."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from fastapi.testclient import TestClient
from typer.testing import CliRunner
from web_helpers import PASSWORD, add_user, check_all, csrf_of, example_files, logged_in, login, make_app, upload

from intake.cli import app as cli
from intake.unzip import MiB, extract_pdfs
from intake.web.store import Store


def test_no_user_yet_only_the_login_page_works_and_says_how_to_add_one(tmp_path: Path):
    app, url = make_app(tmp_path)
    client = TestClient(app)
    page = client.get("/login")
    assert page.status_code == 200 and "rulen users add NAME --role admin --db" in page.text
    assert client.get("/health").json() == {"ok": True}
    r = client.get("/", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/login"
    for path in ("/api/packages", "/api/packages/1/report", "/api/packages/1"):
        assert client.get(path).status_code == 401, path
    assert client.get("/packages/1", follow_redirects=False).status_code == 303
    assert client.post("/packages", files=example_files("clean"), follow_redirects=False).status_code == 303
    assert not (tmp_path / "data" / "packages").exists()
    assert login(client, "nobody", "whatever-pass").url.path == "/login"
    for path in ("/docs", "/redoc", "/openapi.json"):
        assert client.get(path).status_code == 404


def test_users_add_reads_the_password_from_stdin(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    runner = CliRunner()
    r = runner.invoke(cli, ["users", "add", "bob", "--role", "admin", "--db", url, "--data", str(tmp_path / "data")],
                      input=PASSWORD + "\n")
    assert r.exit_code == 0, r.output
    user = Store(url, tmp_path / "data").user("bob")
    assert user.role == "admin" and user.password_hash.startswith("$argon2id$") and PASSWORD not in user.password_hash
    again = runner.invoke(cli, ["users", "add", "bob", "--db", url, "--data", str(tmp_path / "data")], input="x" * 9 + "\n")
    assert again.exit_code == 2
    short = runner.invoke(cli, ["users", "add", "carol", "--db", url, "--data", str(tmp_path / "data")], input="short\n")
    assert short.exit_code == 2 and "8 characters" in short.output
    app, _ = make_app(tmp_path)
    client = TestClient(app)
    assert login(client, "bob").url.path == "/"


def test_session_cookie_flags_logout_and_throttling(tmp_path: Path):
    app, _ = make_app(tmp_path)
    add_user(app)
    client = TestClient(app)
    r = login(client)
    cookie = next(h for k, h in r.history[0].headers.multi_items() if k == "set-cookie" and "rulen_session" in h)
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie
    forged = TestClient(app)
    forged.cookies.set("rulen_session", client.cookies["rulen_session"][:-4] + "abcd")
    assert forged.get("/api/packages").status_code == 401  # a tampered signature is no session
    csrf = csrf_of(client.get("/").text)
    assert client.post("/logout", data={"csrf": csrf}).url.path == "/login"
    assert client.get("/api/packages").status_code == 401
    attacker = TestClient(app)
    for _ in range(5):
        assert login(attacker, "alice", "wrong password!").url.path == "/login"
    blocked = login(attacker, "alice", PASSWORD)  # the right password, but throttled now
    assert blocked.status_code == 429 and "Retry-After" in blocked.headers


def test_csrf_cross_origin_and_host_are_refused(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, [("files", ("a.pdf", b"%PDF-1.4 x", "application/pdf"))], name="p")
    pid = client.get("/api/packages").json()[0]["id"]
    # the attack of issue 15: a form auto-submitted from another origin sets a fact
    r = client.post(f"/packages/{pid}/facts", data={"name": "site_area_ac", "value": "0.3"})
    assert r.status_code == 403
    r = client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "site_area_ac", "value": "0.3"},
                    headers={"Origin": "http://evil.example"})
    assert r.status_code == 403
    for origin in ("http://testserver:8001", "null"):  # another port of the same host is another origin
        r = client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "site_area_ac", "value": "0.3"},
                        headers={"Origin": origin})
        assert r.status_code == 403, origin
    ok = client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "disturbed_area_ac", "value": "1"},
                     headers={"Origin": "http://testserver"})
    assert ok.status_code == 200 and store.get(pid).overrides_dict() == {"disturbed_area_ac": "1"}
    store.correct(pid, "alice", "disturbed_area_ac", None, "test reset")
    assert client.post("/packages", data={"name": "x"}, files=example_files("clean")).status_code == 403
    assert store.get(pid).overrides_dict() == {} and len(client.get("/api/packages").json()) == 1
    r = client.get("/", headers={"Host": "evil.example"})
    assert r.status_code == 400
    fresh = TestClient(client.app)
    assert fresh.post("/login", data={"name": "alice", "password": PASSWORD}).status_code == 403  # no login CSRF


def test_security_headers_on_every_response(tmp_path: Path):
    client, _store, _csrf = logged_in(tmp_path)
    for path in ("/", "/login", "/health", "/packages/5", "/nowhere", "/static/app.js", "/api/packages"):
        r = client.get(path)
        csp = r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "http" not in csp, path
        assert r.headers["x-content-type-options"] == "nosniff" and r.headers["referrer-policy"] == "same-origin"
    assert client.get("/api/packages/5").status_code == 404


def test_api_tokens_and_roles(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path, role="reviewer")
    page = client.post("/account/tokens", data={"csrf": csrf, "label": "script"})
    token = page.text.split('id="new-token">', 1)[1].split("<", 1)[0]
    api = TestClient(client.app)
    assert api.get("/api/packages", headers={"Authorization": "Bearer nope"}).status_code == 401
    auth = {"Authorization": f"Bearer {token}"}
    r = api.post("/api/packages", headers=auth, data={"name": "from a script"}, files=example_files("clean"))
    assert r.status_code == 201 and r.json()["status"] == "queued" and r.json()["created_by"] == "alice"
    check_all(store)
    assert api.get(f"/api/packages/{r.json()['id']}/report", headers=auth).json()["schema_version"] == 1
    # a reviewer cannot delete
    assert client.post(f"/packages/{r.json()['id']}/delete", data={"csrf": csrf}).status_code == 403
    # a revoked token is refused
    token_id = store.api_tokens(store.user("alice").id)[0].id
    assert client.post(f"/account/tokens/{token_id}/revoke", data={"csrf": csrf}).status_code == 200
    assert api.get("/api/packages", headers=auth).status_code == 401
    assert client.post("/account/tokens/99999999999/revoke", data={"csrf": csrf}).status_code == 404


def test_upload_caps_are_checked_while_streaming(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path, max_upload_mib=1, max_member_mib=1, max_unpacked_mib=2)
    # a declared body over the cap is refused before it is read
    r = client.post("/packages", content=b"x" * 10, headers={"Content-Length": str(600 * MiB),
                                                            "Content-Type": "multipart/form-data; boundary=b"})
    assert r.status_code == 413
    # a body with no length given, over the cap: refused while streaming, nothing kept
    def body():
        yield (f"--b\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n{csrf}\r\n"
               "--b\r\nContent-Disposition: form-data; name=\"files\"; filename=\"big.pdf\"\r\n"
               "Content-Type: application/pdf\r\n\r\n").encode()
        for _ in range(5):
            yield b"%" * MiB
    r = client.post("/packages", content=body(), headers={"Content-Type": "multipart/form-data; boundary=b"})
    assert r.status_code == 413
    assert client.get("/api/packages").json() == [] and list((store.data_dir / "staging").iterdir()) == []
    # a zip whose member unpacks past the per-member cap (binary units) is refused by name
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("bomb.pdf", b"\0" * (3 * MiB))
        zf.writestr("small.pdf", b"%PDF-1.4 not really")
    assert len(buf.getvalue()) < 100_000
    r = upload(client, csrf, [("files", ("bomb.zip", buf.getvalue(), "application/zip")),
                              ("files", ("notes.exe", b"MZ\x90\x00", "application/octet-stream"))])
    assert r.status_code == 200
    assert "bomb.zip/bomb.pdf" in r.text and "1 MiB limit per file" in r.text and "not a PDF or a zip" in r.text
    pid = client.get("/api/packages").json()[0]["id"]
    assert [p.name for p in store.files_dir(pid).iterdir()] == ["small.pdf"]


def test_unzip_streams_under_caps(tmp_path: Path):
    buf = tmp_path / "a.zip"
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for i in range(4):
            zf.writestr(f"dir/p{i}.pdf", b"%" * (MiB // 2 + 1))
        zf.writestr("../x.pdf", b"%PDF")
        zf.writestr("b/inner.zip", b"PK")
    out = extract_pdfs(buf, tmp_path / "out", member_cap=MiB, total_cap=MiB + MiB // 2)
    assert [shown for shown, _ in out.files] == ["a.zip/dir/p0.pdf", "a.zip/dir/p1.pdf"]
    reasons = dict(out.errors)
    assert "unsafe path" in reasons["a.zip/../x.pdf"] and "zip inside a zip" in reasons["a.zip/b/inner.zip"]
    assert "1.5 MiB in all" in reasons["a.zip/dir/p2.pdf"]
    assert out.bytes_written <= MiB + MiB // 2
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["p0.pdf", "p1.pdf"]
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"PK\x03\x04garbage")
    assert "corrupt zip" in extract_pdfs(bad, tmp_path / "out2").errors[0][1]



def test_admin_adds_a_user_who_changes_the_password_and_a_reviewer_cannot(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    r = client.post("/admin/users", data={"csrf": csrf, "name": "bob", "role": "reviewer", "password": "bobs-password"})
    assert r.status_code == 200 and "User bob added" in r.text
    assert client.post("/admin/users", data={"csrf": csrf, "name": "eve", "password": "short"}).status_code == 422
    bob = TestClient(client.app)
    page = login(bob, "bob", "bobs-password")
    assert page.url.path == "/" and "Users</a>" not in page.text
    bob_csrf = csrf_of(page.text)
    assert bob.get("/admin/users").status_code == 403
    assert bob.post("/admin/users", data={"csrf": bob_csrf, "name": "mallory", "password": "x" * 10}).status_code == 403
    assert bob.post("/account/password", data={"csrf": bob_csrf, "current": "wrong-one!", "new": "n" * 10}).status_code == 403
    assert "Password changed" in bob.post("/account/password", data={"csrf": bob_csrf, "current": "bobs-password",
                                                                       "new": "bobs-new-password"}).text
    assert login(TestClient(client.app), "bob", "bobs-new-password").url.path == "/"
    assert [u.name for u in store.users()] == ["alice", "bob"]


def test_a_forged_cookie_or_token_in_other_letters_is_refused_not_a_crash() -> None:
    from intake.web.security import Signer

    signer = Signer(b"k" * 32)
    assert signer.unsign("alice.\u00e9\u00e9") is None  # compare_digest refuses non-ASCII str: bytes are compared
    assert signer.check_csrf("token", "\u00e9" * 40) is False
    assert signer.unsign(signer.sign("alice")) == "alice"
