"""Receiving packages: folders, zips (hostile ones too), missing paths, hashes."""

from __future__ import annotations

import hashlib
import pickle
import struct
import zipfile
from pathlib import Path

from intake.receive import ReceivedPackage, receive

PDF = b"%PDF-1.4\n% a tiny stand-in; receive() does not parse PDFs\n%%EOF\n"


def _write(path: Path, data: bytes = PDF) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def test_folder_is_read_recursively_sorted_and_only_pdfs(tmp_path: Path) -> None:
    pkg_dir = tmp_path / "Maple Ridge"
    _write(pkg_dir / "b.pdf")
    _write(pkg_dir / "a" / "z.PDF")
    _write(pkg_dir / "a" / "deeper" / "c.pdf")
    _write(pkg_dir / "notes.txt", b"not a pdf")
    _write(pkg_dir / "plan.dwg", b"binary")

    pkg = receive([pkg_dir])

    assert pkg.name == "Maple Ridge"
    assert [f.name for f in pkg.files] == ["a/deeper/c.pdf", "a/z.PDF", "b.pdf"]
    assert all(f.error is None and f.path and Path(f.path).is_file() for f in pkg.files)


def test_sha256_and_size_of_files_and_zip_members(tmp_path: Path) -> None:
    data = PDF + b"x" * 1000
    pdf = _write(tmp_path / "report.pdf", data)
    archive = tmp_path / "pkg.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("inner/report.pdf", data)

    disk = receive([pdf]).files[0]
    member = receive([archive]).files[0]

    expected = hashlib.sha256(data).hexdigest()
    assert disk.sha256 == expected and disk.size == len(data)
    assert member.sha256 == expected and member.size == len(data)
    assert member.name == "pkg.zip/inner/report.pdf"
    assert member.data == data and member.path is None


def test_explicit_non_pdf_file_still_becomes_an_entry(tmp_path: Path) -> None:
    doc = _write(tmp_path / "memo.docx", b"PK-but-not-really")
    pkg = receive([doc])
    assert [f.name for f in pkg.files] == ["memo.docx"]
    assert pkg.files[0].error is None and pkg.files[0].path == str(doc)


def test_missing_path_is_an_error_entry(tmp_path: Path) -> None:
    pkg = receive([tmp_path / "nope.pdf"])
    assert len(pkg.files) == 1
    assert pkg.files[0].error == "file not found"
    assert pkg.name == "nope"


def test_several_paths_are_one_package_named_after_the_first(tmp_path: Path) -> None:
    first = _write(tmp_path / "application.pdf")
    folder = tmp_path / "exhibits"
    _write(folder / "plan.pdf")
    pkg = receive([first, folder])
    assert pkg.name == "application"
    assert [f.name for f in pkg.files] == ["application.pdf", "exhibits/plan.pdf"]


def test_zip_member_with_dotdot_or_absolute_path_is_refused(tmp_path: Path) -> None:
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("ok/good.pdf", PDF)
        zf.writestr(zipfile.ZipInfo("../escape.pdf"), PDF)
        zf.writestr(zipfile.ZipInfo("a/../../escape2.pdf"), PDF)
        zf.writestr(zipfile.ZipInfo("/etc/abs.pdf"), PDF)

    pkg = receive([archive])

    by_name = {f.name: f for f in pkg.files}
    assert by_name["evil.zip/ok/good.pdf"].error is None
    assert by_name["evil.zip/../escape.pdf"].error == "unsafe path in zip: ../escape.pdf"
    assert by_name["evil.zip/a/../../escape2.pdf"].error.startswith("unsafe path in zip")
    assert by_name["evil.zip//etc/abs.pdf"].error == "unsafe path in zip: /etc/abs.pdf"
    assert all(f.data is None for f in pkg.files if f.error)


def test_zip_bomb_is_stopped_at_the_cap(tmp_path: Path) -> None:
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("a.pdf", PDF)
        zf.writestr("b_big.pdf", b"%PDF" + b"\0" * 3_000_000)  # ~3 KB compressed
        zf.writestr("c.pdf", PDF)
    assert archive.stat().st_size < 20_000

    pkg = receive([archive], max_unpacked_bytes=1_000_000)

    names = [f.name for f in pkg.files]
    assert names == ["bomb.zip/a.pdf", "bomb.zip/b_big.pdf"]  # nothing read after the bomb
    assert pkg.files[0].error is None
    assert "zip bomb" in pkg.files[1].error and pkg.files[1].data is None


def _patch_declared_size(archive: Path, new_size: int) -> None:
    """Make the zip lie: declare a smaller uncompressed size than the member really has."""
    raw = bytearray(archive.read_bytes())
    local = raw.find(b"PK\x03\x04")
    central = raw.find(b"PK\x01\x02")
    struct.pack_into("<I", raw, local + 22, new_size)
    struct.pack_into("<I", raw, central + 24, new_size)
    archive.write_bytes(bytes(raw))


def test_zip_member_larger_than_declared_is_an_error(tmp_path: Path) -> None:
    archive = tmp_path / "liar.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("liar.pdf", PDF + b"y" * 5000)
    _patch_declared_size(archive, 100)

    pkg = receive([archive])

    assert len(pkg.files) == 1
    assert pkg.files[0].error is not None and pkg.files[0].data is None


def test_corrupt_zip_is_an_error_entry(tmp_path: Path) -> None:
    archive = _write(tmp_path / "broken.zip", b"PK\x03\x04" + b"\x00garbage" * 20)
    pkg = receive([archive])
    assert pkg.name == "broken"
    assert len(pkg.files) == 1
    assert pkg.files[0].error.startswith("corrupt zip")


def test_file_cap_stops_a_huge_folder(tmp_path: Path) -> None:
    for i in range(5):
        _write(tmp_path / "many" / f"{i}.pdf")
    pkg = receive([tmp_path / "many"], max_files=3)
    assert [f.error is None for f in pkg.files] == [True, True, True, False]
    assert "too many files" in pkg.files[-1].error


def test_package_is_picklable_for_worker_processes(tmp_path: Path) -> None:
    archive = tmp_path / "p.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("x.pdf", PDF)
    pkg = receive([archive, tmp_path / "missing.pdf"])
    again = pickle.loads(pickle.dumps(pkg))
    assert isinstance(again, ReceivedPackage) and again == pkg
