"""``rulen serve``: the reviewers' web app (FastAPI; SQLite by default).

A reviewer uploads a package (PDFs or a zip), the check runs in the background with the
same pipeline as ``rulen check``, and the queue shows packages in the order they need a
person. On a package's page the reviewer sees the full report and can correct or add a
fact; the correction is stored, marked ``override`` in the report, and honoured on every
re-check. Everything from a PDF is escaped (the report renderer autoescapes; this module's
own pages go through jinja2 with autoescape on).
"""

from __future__ import annotations

import json
from pathlib import Path

from fastapi import BackgroundTasks, FastAPI, Form, HTTPException, UploadFile
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from jinja2 import Environment, PackageLoader, StrictUndefined

from intake.overrides import parse_overrides
from intake.pipeline import CheckOptions, check_paths, readable
from intake.web.store import PackageRow, Store
from reports.render import render
from rulen.facts import FACT_SPECS

MAX_UPLOAD_BYTES = 500 * 1024 * 1024
_pages = Environment(loader=PackageLoader("intake.web", "templates"), autoescape=True,
                     undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def run_check(store: Store, package_id: int, ocr: bool = True) -> None:
    """Check one stored package with its reviewer's overrides; never raises (a failure is recorded)."""
    row = store.get(package_id)
    if row is None:
        return
    store.update(package_id, status="checking")
    try:
        uploads = sorted(p for p in store.folder(package_id).iterdir() if p.is_file())  # PDFs and zips alike
        report = check_paths(uploads, CheckOptions(overrides=row.overrides_dict(), ocr=ocr))
        report = report.model_copy(update={"package": report.package.model_copy(update={"name": row.name})})
    except Exception as exc:  # noqa: BLE001 - the queue must go on
        store.update(package_id, status="failed", error=f"{type(exc).__name__}: {exc}")
        return
    ok = readable(report)
    store.update(
        package_id, status="checked" if ok or row.overrides_dict() else "failed",
        error=None if ok else "no readable PDF in the package",
        report=report.model_dump_json(), paragraph=report.applicability.paragraph,
        deficiencies=len(report.deficiencies), unmet=sum(c.status == "unmet" for c in report.criteria),
        needs_review=len(report.applicability.needs_review),
        file_errors=sum(f.error is not None for f in report.package.files),
    )


def _summary(row: PackageRow) -> dict:
    return {"id": row.id, "name": row.name, "status": row.status, "paragraph": row.paragraph,
            "deficiencies": row.deficiencies, "unmet": row.unmet, "needs_review": row.needs_review,
            "file_errors": row.file_errors, "error": row.error, "overrides": row.overrides_dict(),
            "created": row.created.isoformat() if row.created else None}


def create_app(db_url: str = "sqlite:///rulen.db", data_dir: Path = Path("rulen-data"), *, ocr: bool = True) -> FastAPI:
    store = Store(db_url, data_dir)
    app = FastAPI(title="rulen", description="Rule N permit review queue")
    app.state.store = store

    def _row(package_id: int) -> PackageRow:
        row = store.get(package_id)
        if row is None:
            raise HTTPException(404, "no such package")
        return row

    @app.get("/", response_class=HTMLResponse)
    def queue() -> str:
        return _pages.get_template("queue.html.jinja").render(rows=[_summary(r) for r in store.queue()])

    @app.post("/packages")
    async def upload(background: BackgroundTasks, files: list[UploadFile], name: str = Form("")) -> Response:
        blobs, total = [], 0
        for f in files:
            data = await f.read(MAX_UPLOAD_BYTES + 1 - total)
            total += len(data)
            if total > MAX_UPLOAD_BYTES:
                raise HTTPException(413, "upload too large")
            blobs.append((f.filename or "upload.pdf", data))
        if not blobs:
            raise HTTPException(400, "no file uploaded")
        row = store.create(name.strip() or Path(blobs[0][0]).stem, blobs)
        background.add_task(run_check, store, row.id, ocr)
        return RedirectResponse(f"/packages/{row.id}", status_code=303)

    @app.get("/packages/{package_id}", response_class=HTMLResponse)
    def package_page(package_id: int) -> str:
        row = _row(package_id)
        return _pages.get_template("package.html.jinja").render(
            row=_summary(row), checked=row.report is not None, fact_names=list(FACT_SPECS))

    @app.post("/packages/{package_id}/facts")
    def set_fact(package_id: int, background: BackgroundTasks, name: str = Form(...), value: str = Form("")) -> Response:
        row = _row(package_id)
        overrides = row.overrides_dict()
        if value.strip():
            try:
                overrides.update(parse_overrides([f"{name}={value}"]))
            except ValueError as exc:
                raise HTTPException(422, str(exc)) from None
        else:
            overrides.pop(name, None)  # an empty value withdraws the correction
        store.update(package_id, overrides=json.dumps(overrides), status="queued")
        background.add_task(run_check, store, package_id, ocr)
        return RedirectResponse(f"/packages/{package_id}", status_code=303)

    @app.get("/report/{package_id}", response_class=HTMLResponse)
    def report_html(package_id: int) -> str:
        report = _row(package_id).report_model()
        if report is None:
            raise HTTPException(404, "not checked yet")
        return render(report, "html")

    @app.get("/api/packages")
    def api_packages() -> list[dict]:
        return [_summary(r) for r in store.queue()]

    @app.get("/api/packages/{package_id}/report")
    def api_report(package_id: int) -> Response:
        row = _row(package_id)
        if row.report is None:
            return JSONResponse({"status": row.status, "error": row.error}, status_code=409)
        return Response(row.report, media_type="application/json")

    return app
