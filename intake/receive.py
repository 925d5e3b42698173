"""Receiving a permit package: PDFs, folders and zips become one list of files, safely.

A package arrives from strangers, so nothing here trusts it: zip members with ``..`` or
absolute paths are refused, the total unpacked size is capped (zip bombs), declared sizes
are checked against what actually comes out, and every problem becomes an error entry
rather than an exception, so the other files of the package are still checked.
"""

from __future__ import annotations

import hashlib
import os
import zipfile
from pathlib import Path, PurePosixPath
from typing import Sequence

from pydantic import BaseModel, Field

from extract.pdf.source import ReceivedFile

__all__ = ["ReceivedFile", "ReceivedPackage", "receive"]

_CHUNK = 1 << 20


class ReceivedPackage(BaseModel):
    name: str
    files: list[ReceivedFile] = Field(default_factory=list)


class _Budget:
    """What is left of the unpacked-bytes and file-count caps, shared by all paths."""

    def __init__(self, max_bytes: int, max_files: int) -> None:
        self.bytes_left = max_bytes
        self.max_bytes = max_bytes
        self.files_left = max_files
        self.max_files = max_files


def receive(
    paths: Sequence[str | Path],
    *,
    max_unpacked_bytes: int = 2_000_000_000,
    max_files: int = 5000,
) -> ReceivedPackage:
    """All ``paths`` together as ONE package; bad input becomes error entries, never raises."""
    given = [Path(p) for p in paths]
    name = _package_name(given[0]) if given else ""
    budget = _Budget(max_unpacked_bytes, max_files)
    files: list[ReceivedFile] = []
    several = len(given) > 1
    for path in given:
        if budget.files_left <= 0:
            files.append(_error(str(path), f"too many files in package (limit {max_files})"))
            break
        files.extend(_receive_one(path, budget, prefix_folder=several))
    return ReceivedPackage(name=name, files=files)


def _package_name(path: Path) -> str:
    if path.name.lower().endswith(".zip") or path.suffix.lower() == ".pdf":
        return path.stem
    return path.name or str(path)


def _error(name: str, reason: str) -> ReceivedFile:
    return ReceivedFile(name=name, error=reason)


def _receive_one(path: Path, budget: _Budget, *, prefix_folder: bool) -> list[ReceivedFile]:
    try:
        if path.is_dir():
            return _receive_folder(path, budget, prefix=path.name if prefix_folder else "")
        if not path.exists():
            return [_error(str(path), "file not found")]
        if path.name.lower().endswith(".zip") or _looks_like_zip(path):
            return _receive_zip(path, budget)
        budget.files_left -= 1
        return [_disk_file(path, path.name)]
    except OSError as exc:
        return [_error(str(path), f"cannot read: {exc.strerror or exc}")]


def _looks_like_zip(path: Path) -> bool:
    """A zip named otherwise (e.g. ``.pdf`` by mistake) is still opened as a zip."""
    if path.suffix.lower() == ".pdf":
        return False
    try:
        with path.open("rb") as fh:
            return fh.read(4) == b"PK\x03\x04"
    except OSError:
        return False


def _receive_folder(folder: Path, budget: _Budget, *, prefix: str) -> list[ReceivedFile]:
    found: list[tuple[str, Path]] = []
    for root, dirs, names in os.walk(folder, followlinks=False):
        dirs.sort()
        for fname in names:
            if fname.lower().endswith(".pdf"):
                full = Path(root) / fname
                rel = full.relative_to(folder).as_posix()
                found.append((f"{prefix}/{rel}" if prefix else rel, full))
    found.sort(key=lambda item: item[0])
    out: list[ReceivedFile] = []
    for shown, full in found:
        if budget.files_left <= 0:
            out.append(_error(shown, f"too many files in package (limit {budget.max_files}); not read"))
            break
        budget.files_left -= 1
        out.append(_disk_file(full, shown))
    return out


def _disk_file(path: Path, shown: str) -> ReceivedFile:
    digest = hashlib.sha256()
    size = 0
    try:
        with path.open("rb") as fh:
            while chunk := fh.read(_CHUNK):
                digest.update(chunk)
                size += len(chunk)
    except OSError as exc:
        return _error(shown, f"cannot read: {exc.strerror or exc}")
    return ReceivedFile(name=shown, path=str(path), sha256=digest.hexdigest(), size=size)


def _unsafe_member(name: str) -> bool:
    if name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return True
    parts = PurePosixPath(name.replace("\\", "/")).parts
    return ".." in parts


def _receive_zip(path: Path, budget: _Budget) -> list[ReceivedFile]:
    shown_zip = path.name
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError) as exc:
        return [_error(shown_zip, f"corrupt zip: {exc}")]
    out: list[ReceivedFile] = []
    with archive:
        try:
            members = sorted(archive.infolist(), key=lambda info: info.filename)
        except Exception as exc:  # noqa: BLE001 - a broken central directory is bad input
            return [_error(shown_zip, f"corrupt zip: {exc}")]
        for info in members:
            if info.is_dir():
                continue
            shown = f"{shown_zip}/{info.filename}"
            if _unsafe_member(info.filename):
                out.append(_error(shown, f"unsafe path in zip: {info.filename}"))
                continue
            if info.filename.startswith("__MACOSX/") or not info.filename.lower().endswith(".pdf"):
                continue
            if budget.files_left <= 0:
                out.append(_error(shown, f"too many files in package (limit {budget.max_files}); not read"))
                break
            budget.files_left -= 1
            if info.file_size > budget.bytes_left:
                out.append(_bomb(shown, budget))
                break
            entry = _zip_member(archive, info, shown, budget)
            out.append(entry)
            if entry.error and entry.error.startswith("zip too large"):
                break
    return out


def _bomb(shown: str, budget: _Budget) -> ReceivedFile:
    budget.bytes_left = 0
    return _error(
        shown,
        f"zip too large when unpacked (limit {budget.max_bytes} bytes; possible zip bomb); "
        "this and later members not read",
    )


def _zip_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, shown: str, budget: _Budget) -> ReceivedFile:
    """Stream one member, never trusting its declared size beyond the cap."""
    digest = hashlib.sha256()
    chunks: list[bytes] = []
    size = 0
    try:
        with archive.open(info) as fh:
            while chunk := fh.read(_CHUNK):
                size += len(chunk)
                if size > budget.bytes_left:
                    return _bomb(shown, budget)
                if size > info.file_size:
                    budget.bytes_left -= size
                    return _error(shown, f"zip member larger than declared ({info.file_size} bytes)")
                digest.update(chunk)
                chunks.append(chunk)
    except RuntimeError as exc:  # encrypted member
        return _error(shown, f"cannot unpack zip member: {exc}")
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError, NotImplementedError) as exc:
        return _error(shown, f"corrupt zip member: {exc}")
    except Exception as exc:  # noqa: BLE001 - zlib.error and friends: still bad input
        return _error(shown, f"corrupt zip member: {type(exc).__name__}: {exc}")
    budget.bytes_left -= size
    if size != info.file_size:
        return _error(shown, f"zip member size {size} differs from declared {info.file_size}")
    return ReceivedFile(name=shown, data=b"".join(chunks), sha256=digest.hexdigest(), size=size)
