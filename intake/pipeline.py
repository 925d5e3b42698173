"""From a package to a report: the one pipeline that ``check``, ``eval``, the bulk audit and
the web app share.

:func:`check_package` is a pure function of a received package and options: picklable in,
picklable out, no global state, so it can run in a process pool or on a Dask worker as is.
A file that cannot be read becomes an error entry; the rest of the package goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, Field

from extract.pdf.page import Page
from extract.pdf.reader import read_pdf
from extract.read_facts import read_facts
from intake.receive import ReceivedPackage, receive
from rulen.engine import determine
from intake.overrides import override_fact
from rulen.models import FileEntry, PackageInfo, Report


class CheckOptions(BaseModel):
    password: str | None = None
    overrides: dict[str, str] = Field(default_factory=dict, description="NAME -> VALUE set by a reviewer")
    ocr: bool = True


def read_package(package: ReceivedPackage, options: CheckOptions) -> tuple[list[FileEntry], list[Page]]:
    entries: list[FileEntry] = []
    pages: list[Page] = []
    for received in package.files:
        if received.error:
            entries.append(FileEntry(path=received.name, sha256=received.sha256, error=received.error))
            continue
        entry, file_pages = read_pdf(received, password=options.password, ocr=options.ocr)
        entries.append(entry.model_copy(update={"pages_read": len(file_pages)}))
        pages.extend(file_pages)
    return entries, pages


def check_package(package: ReceivedPackage, options: CheckOptions | None = None) -> Report:
    options = options or CheckOptions()
    entries, pages = read_package(package, options)
    facts = read_facts(pages)
    for name, raw in options.overrides.items():
        facts.facts[name] = override_fact(name, raw, facts.facts.get(name))
    determination = determine(facts)
    return Report.build(PackageInfo(name=package.name, files=entries), determination)


def check_paths(paths: Sequence[str | Path], options: CheckOptions | None = None) -> Report:
    return check_package(receive([Path(p) for p in paths]), options)


def readable(report: Report) -> bool:
    """Whether anything in the package could be read at all (else exit status 2)."""
    return any(f.pages_read > 0 for f in report.package.files)
