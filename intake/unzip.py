"""Unpacking a zip of PDFs to disk by streaming, under caps in binary units (MiB).

Nothing of a member is held in memory beyond one chunk: each is copied to its file 1 MiB at a
time and the copy stops the moment it passes the per-member or the total cap (whatever the
member's header declares, which a zip bomb can lie about). A member with ``..`` or an
absolute path, an encrypted or corrupt member, or one that is no PDF is refused by name with
the reason; the output file names are reduced to a safe form, so nothing is written outside
``dest``.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

MiB = 1 << 20
_CHUNK = MiB
_SAFE = re.compile(r"[^A-Za-z0-9._ -]+")


def safe_name(name: str) -> str:
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    base = _SAFE.sub("_", base).strip(" .")
    return base[:150] or "member"


def mib(n_bytes: int) -> str:
    return f"{n_bytes / MiB:g} MiB"


@dataclass
class Unzipped:
    files: list[tuple[str, Path]] = field(default_factory=list)  # (name shown, file written)
    errors: list[tuple[str, str]] = field(default_factory=list)  # (name shown, reason)
    bytes_written: int = 0


def _unsafe(name: str) -> bool:
    if name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return True
    return ".." in PurePosixPath(name.replace("\\", "/")).parts


def _free_name(dest: Path, name: str, used: set[str]) -> Path:
    candidate, n = name, 1
    while candidate.lower() in used or (dest / candidate).exists():
        n += 1
        stem, dot, ext = name.rpartition(".")
        candidate = f"{stem}-{n}.{ext}" if dot else f"{name}-{n}"
    used.add(candidate.lower())
    return dest / candidate


def extract_pdfs(zip_path: Path, dest: Path, *, member_cap: int = 256 * MiB, total_cap: int = 1024 * MiB,
                 max_members: int = 5000, shown_as: str | None = None, used: set[str] | None = None) -> Unzipped:
    """Stream the PDFs of ``zip_path`` into ``dest`` (flat, safe names); never raises on bad input."""
    out = Unzipped()
    shown_zip = shown_as or zip_path.name
    used = used if used is not None else set()
    dest.mkdir(parents=True, exist_ok=True)
    try:
        archive = zipfile.ZipFile(zip_path)
        members = sorted(archive.infolist(), key=lambda info: info.filename)
    except Exception as exc:  # noqa: BLE001 - BadZipFile, a broken central directory: bad input
        out.errors.append((shown_zip, f"corrupt zip: {exc}"))
        return out
    with archive:
        count = 0
        for info in members:
            if info.is_dir() or info.filename.startswith("__MACOSX/"):
                continue
            shown = f"{shown_zip}/{info.filename}"
            if _unsafe(info.filename):
                out.errors.append((shown, f"unsafe path in zip: {info.filename}; not read"))
                continue
            if not info.filename.lower().endswith(".pdf"):
                if info.filename.lower().endswith(".zip"):
                    out.errors.append((shown, "a zip inside a zip is not unpacked; upload it on its own"))
                continue
            count += 1
            if count > max_members:
                out.errors.append((shown, f"too many files in the zip (limit {max_members}); this and later members not read"))
                break
            left = total_cap - out.bytes_written
            if info.file_size > member_cap:
                out.errors.append((shown, f"member of {mib(info.file_size)} is over the {mib(member_cap)} limit per file; not read"))
                continue
            if info.file_size > left:
                out.errors.append((shown, f"zip too large when unpacked (limit {mib(total_cap)} in all); this and later members not read"))
                break
            target = _free_name(dest, safe_name(info.filename), used)
            error, size = _copy(archive, info, target, min(member_cap, left))
            out.bytes_written += size
            if error:
                target.unlink(missing_ok=True)
                out.errors.append((shown, error))
                if out.bytes_written >= total_cap:
                    out.errors.append((shown_zip, f"zip too large when unpacked (limit {mib(total_cap)} in all); later members not read"))
                    break
                continue
            out.files.append((shown, target))
    return out


def _copy(archive: zipfile.ZipFile, info: zipfile.ZipInfo, target: Path, cap: int) -> tuple[str | None, int]:
    size = 0
    try:
        with archive.open(info) as src, target.open("wb") as dst:
            while chunk := src.read(_CHUNK):
                size += len(chunk)
                if size > info.file_size:
                    return f"member larger than its declared {info.file_size} bytes (possible zip bomb); not read", size
                if size > cap:
                    return f"member over the unpacking limit of {mib(cap)} (possible zip bomb); not read", size
                dst.write(chunk)
    except RuntimeError as exc:  # an encrypted member
        return f"cannot unpack zip member: {exc}", size
    except Exception as exc:  # noqa: BLE001 - zlib.error, BadZipFile, EOFError, CRC errors: bad input
        return f"corrupt zip member: {type(exc).__name__}: {exc}", size
    if size != info.file_size:
        return f"zip member size {size} differs from declared {info.file_size}", size
    return None, size
