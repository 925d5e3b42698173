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

from extract.page import Page
from extract.pdf_reader import read_pdf
from extract.read_facts import read_facts
from intake.receive import ReceivedPackage, receive
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce
from rulen.models import Evidence, Fact, FileEntry, PackageInfo, Report


class CheckOptions(BaseModel):
    password: str | None = None
    overrides: dict[str, str] = Field(default_factory=dict, description="NAME -> VALUE set by a reviewer")
    ocr: bool = True


def parse_overrides(items: Sequence[str]) -> dict[str, str]:
    """``NAME=VALUE`` pairs from the command line; ``ValueError`` names the bad one."""
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ValueError(f"--fact expects NAME=VALUE, got {item!r}")
        if name not in FACT_SPECS:
            raise ValueError(f"--fact {name}: unknown fact; known facts: {', '.join(FACT_SPECS)}")
        coerce(name, value.strip())  # refuse a value that does not parse, before any work
        out[name] = value.strip()
    return out


def _override_fact(name: str, raw: str, replaced: Fact | None) -> Fact:
    evidence = [Evidence(file="(set by reviewer)", page=1, text=f"--fact {name}={raw}")]
    if replaced is not None:
        evidence += replaced.evidence[:3]  # keep what the documents said, for the record
    return Fact(value=coerce(name, raw), unit=FACT_SPECS[name].unit, source="override", evidence=evidence)


def read_package(package: ReceivedPackage, options: CheckOptions) -> tuple[list[FileEntry], list[Page]]:
    entries: list[FileEntry] = []
    pages: list[Page] = []
    for received in package.files:
        if received.error:
            entries.append(FileEntry(path=received.name, sha256=received.sha256, error=received.error))
            continue
        entry, file_pages = read_pdf(received, password=options.password, ocr=options.ocr)
        entries.append(entry)
        pages.extend(file_pages)
    return entries, pages


def check_package(package: ReceivedPackage, options: CheckOptions | None = None) -> Report:
    options = options or CheckOptions()
    entries, pages = read_package(package, options)
    facts = read_facts(pages)
    for name, raw in options.overrides.items():
        facts.facts[name] = _override_fact(name, raw, facts.facts.get(name))
    determination = determine(facts)
    return Report.build(PackageInfo(name=package.name, files=entries), determination)


def check_paths(paths: Sequence[str | Path], options: CheckOptions | None = None) -> Report:
    return check_package(receive([Path(p) for p in paths]), options)


def readable(report: Report) -> bool:
    """Whether anything in the package could be read at all (else exit status 2)."""
    return any(f.error is None and f.pages > 0 for f in report.package.files)
