"""The workspace in a real browser: Playwright driving Debian's Chromium (``scripts/setup.sh``
installs both; no browser is downloaded) against the real ``rulen serve`` on loopback.

Set ``RULEN_SCREENSHOTS=docs`` to keep the screenshots of the main screens (as the README's)."""

from __future__ import annotations

import io
import os
import shutil
import zipfile
from pathlib import Path

from playwright.sync_api import expect, sync_playwright
from web_helpers import EXAMPLES, PASSWORD
from web_server import free_port, serve, stop

from intake.web.security import hash_password
from intake.web.store import Store

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"]


def test_a_reviewers_day_in_the_browser(tmp_path: Path):
    url, data = f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data"
    store = Store(url, data)
    store.add_user("alice", hash_password(PASSWORD), "admin")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    shots = tmp_path / "shots"
    shots.mkdir()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for p in sorted((EXAMPLES / "clean").glob("*.pdf")):
            zf.write(p, p.name)
    (tmp_path / "clean.zip").write_bytes(buf.getvalue())
    log = (tmp_path / "serve.log").open("wb")
    proc = serve(url, data, port, log)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            # no session: refused
            anon = browser.new_context()
            assert anon.request.get(f"{base}/api/packages").status == 401
            anon.close()
            ctx = browser.new_context(viewport={"width": 1360, "height": 900}, accept_downloads=True)
            page = ctx.new_page()
            errors: list[str] = []
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.goto(f"{base}/")
            expect(page).to_have_url(f"{base}/login")
            page.fill("input[name=name]", "alice")
            page.fill("input[name=password]", PASSWORD)
            page.click("button:has-text('Log in')")
            expect(page.locator("header")).to_contain_text("alice (admin)")
            # upload PDFs
            page.fill("input[name=name]", "24-117 Linden Hills <b>Commons</b>")
            page.set_input_files("input[name=files]", sorted(str(p) for p in (EXAMPLES / "unmet-criteria").glob("*.pdf")))
            page.click("button:has-text('Upload and check')")
            expect(page.locator("h1")).to_have_text("24-117 Linden Hills <b>Commons</b>")
            expect(page.locator("h2", has_text="Deficiencies")).to_be_visible(timeout=90_000)  # the page refreshed itself
            first = page.url
            page.screenshot(path=str(shots / "workspace-package.png"), full_page=False)
            # the evidence viewer: correct a fact in place
            page.locator("a[href*='/evidence?']").first.click()
            expect(page.locator(".sheet img")).to_be_visible()
            expect(page.locator(".hl").first).to_be_visible()
            page.screenshot(path=str(shots / "workspace-evidence.png"))
            page.goto(first)
            row = page.locator("#fact-site_area_ac")
            row.locator("input[name=value]").fill("9.5")
            row.locator("input[name=reason]").fill("stated on sheet C-1")
            row.locator("button:has-text('Set')").click()
            expect(page.locator("table.trail")).to_contain_text("stated on sheet C-1")
            expect(page.locator("h2", has_text="Deficiencies")).to_be_visible(timeout=90_000)
            expect(page.locator("#fact-site_area_ac")).to_contain_text("override")
            # the letter downloads
            with page.expect_download() as download:
                page.click("a:has-text('letter (Markdown)')")
            letter = Path(download.value.path()).read_text(encoding="utf-8")
            assert "N.4.1" in letter
            # a zip, and the queue refreshing itself
            page.goto(f"{base}/")
            page.set_input_files("input[name=files]", str(tmp_path / "clean.zip"))
            page.click("button:has-text('Upload and check')")
            page.goto(f"{base}/?filter=all&sort=newest")
            expect(page.locator("#refreshed")).to_contain_text("updated", timeout=10_000)
            expect(page.locator("#queue-body tr").first).to_contain_text("checked", timeout=90_000)
            expect(page.locator("[data-count=pending]")).to_have_text("0", timeout=10_000)
            page.screenshot(path=str(shots / "workspace-queue.png"))
            # round 2 of the first package
            page.goto(first)
            page.set_input_files("input[aria-label^='round 2']", sorted(str(p) for p in (EXAMPLES / "clean").glob("*.pdf")))
            page.click("button:has-text('Upload round 2')")
            expect(page.locator("#round-diff")).to_be_visible(timeout=90_000)
            expect(page.locator("#round-diff")).to_contain_text("N.4.1")
            page.screenshot(path=str(shots / "workspace-round2.png"))
            # a form posted from another origin is refused, and changes nothing
            pid = int(first.rsplit("/", 1)[1])
            evil = ctx.new_page()
            evil.set_content(f'<form id="f" method="post" action="{base}/packages/{pid}/facts">'
                             '<input name="name" value="site_area_ac"><input name="value" value="0.3"></form>')
            with evil.expect_navigation():
                evil.evaluate("document.getElementById('f').submit()")
            assert "refused" in evil.content()
            assert store.get(pid).overrides_dict() == {"site_area_ac": "9.5"}
            # log out
            page.click("button:has-text('Log out')")
            expect(page).to_have_url(f"{base}/login")
            assert page.request.get(f"{base}/api/packages").status == 401
            assert errors == []  # no CSP violation, no script error
            browser.close()
    finally:
        stop(proc)
        log.close()
    keep = os.environ.get("RULEN_SCREENSHOTS")
    if keep:
        for shot in shots.iterdir():
            shutil.copy(shot, Path(keep) / shot.name)
