"""``rulen serve``: the reviewers' web app (FastAPI; SQLite by default, PostgreSQL by URL).

The web process never opens a PDF: an upload is streamed to disk (zips unpacked by streaming
under caps) and queued as a row; worker processes (:mod:`intake.web.worker`) claim and check
it. Every page and API route needs a login, except ``/login`` and ``/health``; pages use a
signed HttpOnly SameSite session cookie and a CSRF token on every form, API clients a per-user
Bearer token. Every upload, correction, re-check and status change is appended to the
package's audit trail. Everything from a PDF is escaped (jinja2 autoescape).
"""

from __future__ import annotations

import json
import re
import shutil
from datetime import timedelta
from pathlib import Path

from fastapi import Depends, FastAPI, Form, HTTPException, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from jinja2 import Environment, PackageLoader, StrictUndefined
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from intake.overrides import parse_overrides
from intake.unzip import MiB, extract_pdfs, safe_name
from intake.web import security
from intake.web.store import MAX_ID, PackageRow, Store, UserRow
from intake.web.upload import StagedUpload, UploadRefused, stream_upload
from rulen.facts import FACT_SPECS

SESSION_COOKIE = "rulen_session"
LOGIN_COOKIE = "rulen_login"
SESSION_TTL = timedelta(hours=12)
FILTERS = {
    "all": lambda r: True,
    "needs_review": lambda r: r.status == "checked" and r.needs_review > 0,
    "unmet": lambda r: r.status == "checked" and r.unmet > 0,
    "missing": lambda r: r.status == "checked" and r.missing > 0,
    "failed": lambda r: r.status == "failed",
    "pending": lambda r: r.status in ("queued", "checking"),
}
SORTS = ("triage", "newest", "oldest", "name", "round")

_pages = Environment(loader=PackageLoader("intake.web", "templates"), autoescape=True,
                     undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
_STATIC = Path(__file__).parent / "static"


def _show(value) -> str:
    """A fact's value for a person: figures and words as they are, tables as compact JSON."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value, separators=(", ", ": "))
    return str(value)


_pages.filters["show"] = _show
_RULE_WORDS = re.compile(r"\s+(N\.[0-9A-Z.]+) (?:requires|asks for): ")


def _fold(message: str) -> tuple[str, str]:
    """A deficiency's request and reason, and apart from them the rule's own words (shown folded)."""
    m = _RULE_WORDS.search(message)
    return (message[:m.start()], message[m.end():]) if m else (message, "")


_pages.filters["fold"] = _fold


def _summary(row: PackageRow) -> dict:
    return {"id": row.id, "name": row.name, "status": row.status, "paragraph": row.paragraph,
            "deficiencies": row.deficiencies, "unmet": row.unmet, "missing": row.missing,
            "needs_review": row.needs_review, "file_errors": row.file_errors, "error": row.error,
            "overrides": row.overrides_dict(), "attempts": row.attempts,
            "files": row.files_total, "bytes": row.bytes_total, "created_by": row.created_by,
            "round": row.round or 1, "previous_id": row.previous_id,
            "pages_total": row.pages_total or 0, "pages_done": row.pages_done or 0, "worker": row.worker,
            "created": row.created.isoformat() if row.created else None,
            "started": row.started.isoformat() if row.started else None,
            "checked": row.checked.isoformat() if row.checked else None}


def select_rows(rows: list[PackageRow], filter_: str, sort: str) -> list[PackageRow]:
    rows = [r for r in rows if FILTERS.get(filter_, FILTERS["all"])(r)]
    if sort == "newest":
        rows.sort(key=lambda r: -r.id)
    elif sort == "oldest":
        rows.sort(key=lambda r: r.id)
    elif sort == "name":
        rows.sort(key=lambda r: r.name.lower())
    elif sort == "round":
        rows.sort(key=lambda r: (-(r.round or 1), -r.id))
    return rows  # "triage": the store's order


def create_app(db_url: str = "sqlite:///rulen.db", data_dir: Path = Path("rulen-data"), *,
               allowed_hosts: list[str] | None = None, max_upload_mib: float = 512, max_member_mib: float = 256,
               max_unpacked_mib: float = 1024, db_hint: str | None = None) -> FastAPI:
    store = Store(db_url, data_dir)
    signer = security.Signer(security.load_secret(store.data_dir))
    throttle = security.Throttle()
    upload_cap = int(max_upload_mib * MiB)
    member_cap, total_cap = int(max_member_mib * MiB), int(max_unpacked_mib * MiB)
    app = FastAPI(title="rulen", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.store, app.state.throttle = store, throttle
    hosts = set(allowed_hosts or []) | {"localhost", "127.0.0.1", "::1"}
    guarded = security.Guard(app, allowed_hosts=hosts, body_cap=1 * MiB, upload_cap=upload_cap + 1 * MiB)
    from sqlalchemy.engine import make_url

    hint = db_hint or make_url(db_url).render_as_string(hide_password=True)  # the login page is public

    # ---- who is asking --------------------------------------------------------------------
    def who(request: Request) -> tuple[UserRow | None, str | None]:
        auth = request.headers.get("authorization", "")
        if auth.lower().startswith("bearer "):
            return store.token_user(auth[7:].strip(), "api"), None
        signed = request.cookies.get(SESSION_COOKIE)
        token = signer.unsign(signed) if signed else None
        if token:
            user = store.token_user(token, "session")
            if user is not None:
                return user, token
        return None, None

    def login_required(request: Request) -> UserRow:
        user, session = who(request)
        if user is None:
            if request.url.path.startswith("/api/") or request.headers.get("authorization"):
                raise HTTPException(401, "log in, or send an API token: Authorization: Bearer TOKEN",
                                    headers={"WWW-Authenticate": "Bearer"})
            raise HTTPException(303, "log in first", headers={"Location": "/login"})
        request.state.user, request.state.session = user, session
        return user

    def csrf_checked(request: Request, csrf: str = Form("")) -> UserRow:
        user = login_required(request)
        session = request.state.session
        if session is not None and not signer.check_csrf(session, csrf or request.headers.get("x-csrf-token")):
            raise HTTPException(403, "missing or wrong CSRF token: reload the page and try again")
        return user

    def admin_only(user: UserRow = Depends(csrf_checked)) -> UserRow:
        if user.role != "admin":
            raise HTTPException(403, "only an admin can do this")
        return user

    def page(request: Request, template: str, **values) -> HTMLResponse:
        user = getattr(request.state, "user", None)
        session = getattr(request.state, "session", None)
        html = _pages.get_template(template).render(
            user=user, csrf=signer.csrf(session) if session else "", **values)
        return HTMLResponse(html)

    def row_or_404(package_id: int) -> PackageRow:
        row = store.get(package_id) if 0 < package_id <= MAX_ID else None
        if row is None:
            raise HTTPException(404, "no such package")
        return row

    @app.exception_handler(security.BodyTooLarge)
    async def _too_large(_request, exc):  # a form body past its cap while streaming
        return PlainTextResponse(f"request body over the {exc.limit // MiB} MiB limit; refused", status_code=413)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        if exc.status_code == 303 and exc.headers:
            return RedirectResponse(exc.headers["Location"], status_code=303)
        if request.url.path.startswith("/api/") or "text/html" not in request.headers.get("accept", ""):
            return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)
        html = _pages.get_template("error.html.jinja").render(status=exc.status_code, message=exc.detail,
                                                               user=None, csrf="")
        return HTMLResponse(html, status_code=exc.status_code, headers=exc.headers)

    # ---- open to all ----------------------------------------------------------------------
    @app.get("/health")
    def health() -> dict:
        return {"ok": True}

    @app.get("/static/{name}")
    def static(name: str) -> Response:
        if name not in {"app.js", "app.css"}:
            raise HTTPException(404, "no such file")
        media = "text/javascript" if name.endswith(".js") else "text/css"
        return Response((_STATIC / name).read_text(encoding="utf-8"), media_type=media,
                        headers={"Cache-Control": "private, max-age=300"})

    @app.get("/login", response_class=HTMLResponse)
    def login_page(request: Request, error: str = "") -> Response:
        nonce = request.cookies.get(LOGIN_COOKIE) or security.secrets.token_urlsafe(16)
        html = _pages.get_template("login.html.jinja").render(
            user=None, csrf=signer.csrf("login:" + nonce), no_users=store.user_count() == 0,
            db_hint=hint, error=error)
        response = HTMLResponse(html)
        response.set_cookie(LOGIN_COOKIE, nonce, httponly=True, samesite="strict", max_age=3600,
                            secure=request.url.scheme == "https")
        return response

    @app.post("/login")
    def login(request: Request, name: str = Form(""), password: str = Form(""), csrf: str = Form("")) -> Response:
        nonce = request.cookies.get(LOGIN_COOKIE, "")
        if not nonce or not signer.check_csrf("login:" + nonce, csrf):
            raise HTTPException(403, "the login form expired: reload it and try again")
        client = request.client.host if request.client else "?"
        wait = throttle.blocked(name, client)
        if wait > 0:
            raise HTTPException(429, f"too many failed logins; try again in {int(wait) + 1} s",
                                headers={"Retry-After": str(int(wait) + 1)})
        user = store.user(name)
        if user is None:
            security.burn_verify(password)
        if user is None or not security.verify_password(user.password_hash, password):
            throttle.failed(name, client)
            return RedirectResponse("/login?error=Wrong+name+or+password", status_code=303)
        throttle.succeeded(name)
        token = store.new_token(user.id, "session", ttl=SESSION_TTL)
        response = RedirectResponse("/", status_code=303)
        response.set_cookie(SESSION_COOKIE, signer.sign(token), httponly=True, samesite="lax",
                            max_age=int(SESSION_TTL.total_seconds()), secure=request.url.scheme == "https")
        response.delete_cookie(LOGIN_COOKIE)
        return response

    # ---- logged in ------------------------------------------------------------------------
    @app.post("/logout")
    def logout(request: Request, _user: UserRow = Depends(csrf_checked)) -> Response:
        if request.state.session:
            store.drop_token(request.state.session)
        response = RedirectResponse("/login", status_code=303)
        response.delete_cookie(SESSION_COOKIE)
        return response

    @app.get("/", response_class=HTMLResponse)
    def queue(request: Request, filter: str = "all", sort: str = "triage",
              _user: UserRow = Depends(login_required)) -> Response:
        every = store.summaries()
        rows = select_rows(every, filter, sort)
        counts = {name: sum(1 for r in every if test(r)) for name, test in FILTERS.items()}
        return page(request, "queue.html.jinja", rows=[_summary(r) for r in rows], filter=filter, sort=sort,
                    filters=list(FILTERS), sorts=SORTS, max_upload_mib=max_upload_mib, counts=counts)

    @app.get("/api/counts")
    def api_counts(_user: UserRow = Depends(login_required)) -> dict:
        every = store.summaries()
        return {name: sum(1 for r in every if test(r)) for name, test in FILTERS.items()}

    @app.get("/api/packages")
    def api_packages(filter: str = "all", sort: str = "triage", _user: UserRow = Depends(login_required)) -> list[dict]:
        return [_summary(r) for r in select_rows(store.summaries(), filter, sort)]

    async def receive_upload(request: Request, user: UserRow, session: str | None) -> PackageRow:
        csrf_ok = (lambda v: signer.check_csrf(session, v)) if session else None
        staged = await stream_upload(request, store.staging(), max_bytes=upload_cap, csrf_ok=csrf_ok)
        try:
            return await run_in_threadpool(_place, staged, user)
        finally:
            staged.discard()

    def _place(staged: StagedUpload, user: UserRow) -> PackageRow:
        """Unpack and file a staged upload, then queue it (the row and the files appear together)."""
        files = [f for f in staged.files if f.size > 0 or f.filename]
        if not files:
            raise UploadRefused(400, "no file uploaded")
        folder = staged.folder / "package"
        pdfs, originals = folder / "files", folder / "originals"
        pdfs.mkdir(parents=True)
        originals.mkdir()
        errors: list[list[str]] = []
        used_pdf: set[str] = set()
        used_orig: set[str] = set()
        shown_names = []
        unpacked = 0
        for f in files:
            name = safe_name(f.filename)
            while name.lower() in used_orig:
                name = "_" + name
            used_orig.add(name.lower())
            shown_names.append(name)
            original = originals / name
            f.path.rename(original)
            with original.open("rb") as fh:
                magic = fh.read(5)
            if name.lower().endswith(".zip") or magic.startswith(b"PK\x03\x04"):
                out = extract_pdfs(original, pdfs, member_cap=member_cap,
                                   total_cap=max(total_cap - unpacked, 0), shown_as=name, used=used_pdf)
                unpacked += out.bytes_written
                errors.extend([shown, reason] for shown, reason in out.errors)
            elif name.lower().endswith(".pdf") or magic.startswith(b"%PDF"):
                target = name if name.lower().endswith(".pdf") else name + ".pdf"
                while target.lower() in used_pdf:
                    target = "_" + target
                used_pdf.add(target.lower())
                shutil.copyfile(original, pdfs / target)
            else:
                errors.append([name, "not a PDF or a zip of PDFs; not checked"])
        n_files = sum(1 for _ in pdfs.iterdir())
        name = (staged.fields.get("name") or "").strip() or Path(shown_names[0]).stem
        previous = None
        if (staged.fields.get("previous") or "").strip():
            try:
                previous = store.get(int(staged.fields["previous"]))
            except ValueError:
                previous = None
            if previous is None:
                raise UploadRefused(404, "the previous round named in the upload does not exist")

        def place(package_id: int) -> None:
            target = store.folder(package_id)
            target.parent.mkdir(parents=True, exist_ok=True)
            if target.exists():
                shutil.rmtree(target)
            folder.rename(target)

        return store.create(name, user.name, files_total=n_files, bytes_total=sum(f.size for f in files),
                            upload_errors=errors, place=place, previous=previous,
                            detail={"files": shown_names, "refused": len(errors)})

    @app.post("/packages")
    async def upload(request: Request, user: UserRow = Depends(login_required)) -> Response:
        try:
            row = await receive_upload(request, user, request.state.session)
        except UploadRefused as exc:
            raise HTTPException(exc.status, exc.message) from None
        return RedirectResponse(f"/packages/{row.id}", status_code=303)

    @app.post("/api/packages")
    async def api_upload(request: Request, user: UserRow = Depends(login_required)) -> Response:
        try:
            row = await receive_upload(request, user, request.state.session)
        except UploadRefused as exc:
            raise HTTPException(exc.status, exc.message) from None
        return JSONResponse(_summary(row), status_code=201)

    @app.get("/packages/{package_id}", response_class=HTMLResponse)
    def package_page(request: Request, package_id: int, _user: UserRow = Depends(login_required)) -> Response:
        row = row_or_404(package_id)
        report = row.report_model() if row.status == "checked" else None
        originals = store.originals_dir(row.id)
        rounds = round_diff(row)
        return page(request, "package.html.jinja", row=_summary(row), report=report, diff=rounds,
                    later=store.later_rounds(row.id),
                    fact_names=list(FACT_SPECS), events=store.events(row.id),
                    originals=sorted(p.name for p in originals.iterdir()) if originals.is_dir() else [],
                    upload_errors=row.upload_errors_list())

    def round_diff(row: PackageRow):
        """What this round resolved, left open and added, against the previous round (both checked)."""
        from intake.diff import diff_reports

        if row.previous_id is None or row.status != "checked":
            return None
        previous = store.get(row.previous_id)
        if previous is None or previous.status != "checked":
            return None
        return diff_reports(previous.report_model(), row.report_model())

    @app.get("/api/packages/{package_id}/diff")
    def api_diff(package_id: int, _user: UserRow = Depends(login_required)) -> Response:
        from intake.diff import render_json

        d = round_diff(row_or_404(package_id))
        if d is None:
            raise HTTPException(409, "no checked previous round to compare with")
        return Response(render_json(d), media_type="application/json")

    @app.get("/packages/{package_id}/resubmittal-letter.md")
    def resubmittal_letter(package_id: int, _user: UserRow = Depends(login_required)) -> Response:
        from intake.diff import render_letter

        d = round_diff(row_or_404(package_id))
        if d is None:
            raise HTTPException(409, "no checked previous round to compare with")
        return Response(render_letter(d), media_type="text/markdown; charset=utf-8",
                        headers={"Content-Disposition": f'attachment; filename="package-{package_id}-round-letter.md"'})

    @app.get("/api/packages/{package_id}")
    def api_package(package_id: int, _user: UserRow = Depends(login_required)) -> dict:
        return _summary(row_or_404(package_id))

    @app.get("/api/packages/{package_id}/events")
    def api_events(package_id: int, _user: UserRow = Depends(login_required)) -> list[dict]:
        row_or_404(package_id)
        return [{"at": e.at.isoformat(), "actor": e.actor, "action": e.action, **e.detail_dict()}
                for e in store.events(package_id)]

    @app.post("/packages/{package_id}/facts")
    def set_fact(package_id: int, name: str = Form(...), value: str = Form(""), reason: str = Form(""),
                 user: UserRow = Depends(csrf_checked)) -> Response:
        row_or_404(package_id)
        if name not in FACT_SPECS:
            raise HTTPException(422, f"unknown fact {name!r}")
        new = None
        if value.strip():
            try:
                new = parse_overrides([f"{name}={value}"])[name]
            except ValueError as exc:
                raise HTTPException(422, str(exc)) from None
        store.correct(package_id, user.name, name, new, reason.strip()[:1000])
        return RedirectResponse(f"/packages/{package_id}", status_code=303)

    @app.post("/packages/{package_id}/recheck")
    def recheck(package_id: int, user: UserRow = Depends(csrf_checked)) -> Response:
        row_or_404(package_id)
        store.recheck(package_id, user.name)
        return RedirectResponse(f"/packages/{package_id}", status_code=303)

    @app.post("/packages/{package_id}/delete")
    def delete(package_id: int, user: UserRow = Depends(admin_only)) -> Response:
        row_or_404(package_id)
        store.delete(package_id, user.name)
        shutil.rmtree(store.folder(package_id), ignore_errors=True)
        return RedirectResponse("/", status_code=303)

    def checked_report(package_id: int):
        row = row_or_404(package_id)
        report = row.report_model()
        if report is None:
            raise HTTPException(409, f"not checked ({row.status})")
        return row, report

    @app.get("/report/{package_id}", response_class=HTMLResponse)
    def report_html(package_id: int, _user: UserRow = Depends(login_required)) -> Response:
        from reports.render import render

        return HTMLResponse(render(checked_report(package_id)[1], "html"))

    @app.get("/packages/{package_id}/letter.{fmt}")
    def letter(package_id: int, fmt: str, _user: UserRow = Depends(login_required)) -> Response:
        from reports.render import render

        if fmt not in ("md", "html"):
            raise HTTPException(404, "the letter comes as .md or .html")
        row, report = checked_report(package_id)
        stem = safe_name(row.name).replace(" ", "_") or f"package-{row.id}"
        return Response(render(report, fmt), media_type="text/markdown; charset=utf-8" if fmt == "md" else "text/html; charset=utf-8",
                        headers={"Content-Disposition": f'attachment; filename="{stem}-letter.{fmt}"'})

    @app.get("/packages/{package_id}/originals/{filename}")
    def original(package_id: int, filename: str, _user: UserRow = Depends(login_required)) -> Response:
        row_or_404(package_id)
        folder = store.originals_dir(package_id)
        names = {p.name: p for p in folder.iterdir()} if folder.is_dir() else {}
        if filename not in names:  # only names listed in the folder: no path from the URL reaches the disk
            raise HTTPException(404, "no such file")
        return FileResponse(names[filename], media_type="application/octet-stream", filename=filename)

    def page_index(package_id: int) -> dict:
        path = store.folder(package_id) / "pages" / "index.json"
        return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}

    @app.get("/packages/{package_id}/evidence", response_class=HTMLResponse)
    def evidence(request: Request, package_id: int, file: str, page_no: int = Query(..., alias="page"),
                 _user: UserRow = Depends(login_required)) -> Response:
        from intake.web.viewer import boxes_on

        row, report = checked_report(package_id)
        entry = page_index(package_id).get(f"{file}|{page_no}")
        found = boxes_on(report, file, page_no)
        if not found:
            raise HTTPException(404, "no evidence on that page")
        shown = []
        if entry:
            w, h = entry["size"]
            for i, f in enumerate(found):
                if f["bbox"]:
                    x0, top, x1, bottom = f["bbox"]
                    f["style"] = (f"left:{100 * x0 / w:.2f}%;top:{100 * top / h:.2f}%;"
                                  f"width:{100 * max(x1 - x0, 2) / w:.2f}%;height:{100 * max(bottom - top, 2) / h:.2f}%")
                    f["wide"] = (x1 - x0) * (bottom - top) > 0.25 * w * h  # a whole-page finding: outline only
                f["n"] = i + 1
                shown.append(f)
        else:
            for i, f in enumerate(found):
                f["n"] = i + 1
        return page(request, "evidence.html.jinja", row=_summary(row), file=file, page_no=page_no, entry=entry,
                    found=found, fact_names=list(FACT_SPECS))

    @app.get("/packages/{package_id}/pages/{name}")
    def page_image(package_id: int, name: str, _user: UserRow = Depends(login_required)) -> Response:
        row_or_404(package_id)
        names = {e["image"] for e in page_index(package_id).values()}
        if name not in names:  # only images the worker listed: no path from the URL reaches the disk
            raise HTTPException(404, "no such page image")
        return FileResponse(store.folder(package_id) / "pages" / name, media_type="image/png")

    @app.get("/api/packages/{package_id}/report")
    def api_report(package_id: int, _user: UserRow = Depends(login_required)) -> Response:
        row = row_or_404(package_id)
        if row.report is None:
            return JSONResponse({"status": row.status, "error": row.error}, status_code=409)
        return Response(row.report, media_type="application/json")

    @app.get("/account", response_class=HTMLResponse)
    def account(request: Request, user: UserRow = Depends(login_required)) -> Response:
        return page(request, "account.html.jinja", tokens=store.api_tokens(user.id), new_token=None, message="")

    @app.post("/account/tokens", response_class=HTMLResponse)
    def new_api_token(request: Request, label: str = Form(""), user: UserRow = Depends(csrf_checked)) -> Response:
        token = store.new_token(user.id, "api", label=label.strip() or "API token")
        return page(request, "account.html.jinja", tokens=store.api_tokens(user.id), new_token=token, message="")

    @app.post("/account/password", response_class=HTMLResponse)
    def change_password(request: Request, current: str = Form(""), new: str = Form(""),
                        user: UserRow = Depends(csrf_checked)) -> Response:
        if not security.verify_password(user.password_hash, current):
            raise HTTPException(403, "the current password is wrong")
        try:
            store.set_password_hash(user.id, security.hash_password(new))
        except ValueError as exc:
            raise HTTPException(422, str(exc)) from None
        return page(request, "account.html.jinja", tokens=store.api_tokens(user.id), new_token=None,
                    message="Password changed.")

    @app.get("/admin/users", response_class=HTMLResponse)
    def admin_users(request: Request, user: UserRow = Depends(login_required)) -> Response:
        if user.role != "admin":
            raise HTTPException(403, "only an admin can do this")
        return page(request, "users.html.jinja", users=store.users(), message="")

    @app.post("/admin/users", response_class=HTMLResponse)
    def admin_add_user(request: Request, name: str = Form(""), role: str = Form("reviewer"), password: str = Form(""),
                       _admin: UserRow = Depends(admin_only)) -> Response:
        try:
            store.add_user(name.strip(), security.hash_password(password), role)
        except ValueError as exc:
            raise HTTPException(422, str(exc)) from None
        return page(request, "users.html.jinja", users=store.users(), message=f"User {name.strip()} added.")

    @app.post("/account/tokens/{token_id}/revoke")
    def revoke_api_token(token_id: int, user: UserRow = Depends(csrf_checked)) -> Response:
        if not 0 < token_id <= MAX_ID or not store.revoke_token(user.id, token_id):
            raise HTTPException(404, "no such token of yours")
        return RedirectResponse("/account", status_code=303)

    guarded.state = app.state  # tests reach the store through the returned app
    guarded.fastapi = app
    return guarded  # type: ignore[return-value]
