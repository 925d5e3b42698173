"""A multipart upload streamed to disk, under caps checked while it is read.

Starlette's own form parser spools files to the system's temp folder and applies no size cap
to file parts; this one writes each file part straight into a staging folder inside the data
folder, chunk by chunk, and stops the moment the total passes the cap. A form's CSRF field
must come before its first file part (the upload form puts it first), so nothing is written
for a forged request.
"""

from __future__ import annotations

import shutil
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from python_multipart.multipart import MultipartParser, parse_options_header


class UploadRefused(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status, self.message = status, message


@dataclass
class StagedFile:
    filename: str  # as the client sent it (untrusted; for display after escaping, never as a path)
    path: Path
    size: int = 0


@dataclass
class StagedUpload:
    folder: Path
    fields: dict[str, str] = field(default_factory=dict)
    files: list[StagedFile] = field(default_factory=list)

    def discard(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def _disposition(value: bytes) -> tuple[str | None, str | None]:
    _, params = parse_options_header(value)
    name = params.get(b"name")
    filename = params.get(b"filename")
    return (name.decode("utf-8", "replace") if name is not None else None,
            filename.decode("utf-8", "replace") if filename is not None else None)


async def stream_upload(request, staging: Path, *, max_bytes: int, csrf_ok: Callable[[str], bool] | None,
                        max_files: int = 200, max_fields: int = 20, max_field_bytes: int = 10_000) -> StagedUpload:
    """Parse the request's multipart body into ``staging/<random>/``; ``UploadRefused`` says why not."""
    ctype, params = parse_options_header(request.headers.get("content-type", ""))
    if ctype != b"multipart/form-data" or b"boundary" not in params:
        raise UploadRefused(400, "expected a multipart/form-data upload")
    staged = StagedUpload(folder=staging / uuid.uuid4().hex)
    staged.folder.mkdir(parents=True)
    state: dict = {"headers": {}, "field": b"", "value": b"", "current": None, "fh": None, "total": 0,
                   "error": None, "csrf_checked": csrf_ok is None}

    def fail(status: int, message: str) -> None:
        if state["error"] is None:
            state["error"] = UploadRefused(status, message)

    def on_part_begin():
        state["headers"] = {}
        state["current"] = None

    def on_header_field(data, start, end):
        state["field"] += data[start:end]

    def on_header_value(data, start, end):
        state["value"] += data[start:end]

    def on_header_end():
        state["headers"][state["field"].lower()] = state["value"]
        state["field"], state["value"] = b"", b""

    def on_headers_finished():
        name, filename = _disposition(state["headers"].get(b"content-disposition", b""))
        if filename is not None:
            if not state["csrf_checked"]:
                fail(403, "missing or wrong CSRF token (it must come before the files)")
                return
            if len(staged.files) >= max_files:
                fail(413, f"too many files in one upload (limit {max_files})")
                return
            path = staged.folder / f"{len(staged.files):04d}.part"
            staged.files.append(StagedFile(filename=filename[:300], path=path))
            state["fh"] = path.open("wb")
            state["current"] = ("file", None)
        else:
            if len(staged.fields) >= max_fields:
                fail(413, "too many form fields")
                return
            state["current"] = ("field", name or "")
            state["buf"] = bytearray()

    def on_part_data(data, start, end):
        if state["error"] is not None or state["current"] is None:
            return
        chunk = data[start:end]
        if state["current"][0] == "file":
            state["total"] += len(chunk)
            staged.files[-1].size += len(chunk)
            if state["total"] > max_bytes:
                fail(413, f"upload over the {max_bytes / (1 << 20):g} MiB limit; refused")
                return
            state["fh"].write(chunk)
        else:
            state["buf"] += chunk
            if len(state["buf"]) > max_field_bytes:
                fail(413, "form field too long")

    def on_part_end():
        if state["current"] is None:
            return
        if state["current"][0] == "file":
            state["fh"].close()
            state["fh"] = None
        else:
            name = state["current"][1]
            value = bytes(state["buf"]).decode("utf-8", "replace")
            staged.fields[name] = value
            if name == "csrf" and csrf_ok is not None:
                state["csrf_checked"] = csrf_ok(value)
        state["current"] = None

    parser = MultipartParser(params[b"boundary"], callbacks={
        "on_part_begin": on_part_begin, "on_header_field": on_header_field, "on_header_value": on_header_value,
        "on_header_end": on_header_end, "on_headers_finished": on_headers_finished,
        "on_part_data": on_part_data, "on_part_end": on_part_end})
    try:
        async for chunk in request.stream():
            parser.write(chunk)
            if state["error"] is not None:
                break
        else:
            parser.finalize()
    except Exception as exc:
        if state["fh"] is not None:
            state["fh"].close()
        staged.discard()
        if isinstance(exc, UploadRefused):
            raise
        from intake.web.security import BodyTooLarge

        if isinstance(exc, BodyTooLarge):
            raise UploadRefused(413, f"upload over the {exc.limit / (1 << 20):g} MiB limit; refused") from None
        raise UploadRefused(400, f"malformed upload: {type(exc).__name__}") from None
    if state["fh"] is not None:
        state["fh"].close()
    if state["error"] is not None:
        staged.discard()
        raise state["error"]
    if not state["csrf_checked"]:
        staged.discard()
        raise UploadRefused(403, "missing or wrong CSRF token")
    return staged
