"""Every external corpus set builds, builds the same way twice, and its truth files are sound.

One parametrised test per property over the sets in ``corpus/external*/``; what differs from
set to set (package count, scanned count, the outcomes and deficiencies a set was written to
carry, the recorded words checked on their pages) is a row of ``SETS``. A set is built once
per session (``built``); the determinism test builds again only what the set's row names.

Claims of a row:
  ``paragraphs``      pid -> the applicability paragraph the engine must give (exactly)
  ``deficiencies``    pid -> its deficiency ids, exactly, for every package (one not listed has none)
  ``spread``          set-wide: paragraphs/unmet/missing that must occur, surety/basis values
  ``claims``          (pid, what, value): ``deficiencies`` (== set), ``has_deficiency`` (in),
                      ``surety``, ``basis``, ``permit``, ``paragraph``, ``sections`` (== list),
                      ``reason`` (a substring of one applicability reason), ``status:<clause id>``,
                      ``truth`` (a predicate on the package's truth)
  ``set_claims``      (what, predicate on all the set's truths)
  ``words``           (pid, fact, snippet): the snippet is printed on the fact's first location
                      (page text with its whitespace runs as single spaces)
  ``file_words``      (pid, file, snippet): the snippet is in the file's text as pdfplumber reads it
                      (a superseded figure that stays on the pages but out of the truth)
  ``numbers_printed`` ``Printed`` rules: the numbers of text packages' facts are on their located pages
  ``cited_words``     how (and how often) the recorded words of text locations are checked on their pages
  ``plan_pages``      plan_set part -> a test of the size (w, h) of the page it is located on
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pypdfium2 as pdfium
import pytest

from corpus.spec import OMITTABLE_EXHIBITS, STATEMENT_IDS
from corpus.truth import TRUTH_NAME, Truth, expected_for, load_truth, truth_facts
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS
from rulen.facts import FACT_SPECS, coerce
from rulen.models import Determination

PLAN_PARTS = frozenset({"plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"})


@dataclass(frozen=True)
class Printed:
    """A fact's numbers are printed on each page its locations name (text packages)."""

    forms: Callable[[float], set[str]]  # the ways one number may be written; one of them must be on the page
    facts: tuple[str, ...] = ()  # these facts where recorded; (): every fact (plain-number values unless nested)
    nested: bool = False  # every number inside the value (storm rates, ponds, a trail), not the value itself
    first_location: bool = False  # only the fact's first location
    min_checked: int = 0  # more than this many (location, number) pairs are checked


@dataclass(frozen=True)
class CorpusSet:
    name: str  # corpus/<name>/build.py
    packages: int
    scanned: int
    rebuild: Callable[[Any, Path], list[str] | None]  # builds into tmp; returns the pids to compare (None: all)
    first_words_on_page: bool = False  # text packages: the first three words of every location are on its page
    locations_have_text: bool = False
    no_conflicts: bool = False
    scan_min_pages: int = 0  # every scanned file has at least this many pages
    longest_file_min_pages: int = 0  # every package's longest file has at least this many pages
    paragraphs: dict[str, str] = field(default_factory=dict)
    spread: dict[str, Any] = field(default_factory=dict)
    claims: tuple[tuple[str, str, Any], ...] = ()
    words: tuple[tuple[str, str, str], ...] = ()
    build_via_main: bool = False  # the session build goes through the set's command line
    numbers_on_page: bool = False  # text packages: every number in a location's first 80 characters is on its page
    scan_either_orientation: bool = False  # scanned pages may be letter landscape as well as portrait
    digest_truth_only: bool = False  # determinism compares the truth files only
    all_three_rates: bool = False  # a recorded peak_rates_cfs has exactly the 1-, 10- and 100-year storms
    first_page_text_min: int = 0  # text packages: the first file's first page carries more characters than this
    cited_words: tuple[str, int] | None = None  # (how, minimum count) the recorded words are checked on text pages:
    #   "first4_words": the first four words of a fact's or statement's text are words of its page
    #   "first4_words_all": the first four words of every location's text are words of its page
    #   "first4_phrase": the first four words of a location's single text (no " | ") are a phrase of its page
    #   "whole_squashed": a location's whole text (whitespace removed) is in its page's text (whitespace removed)
    #   "first_cell3_squashed": the first three words of the first non-empty " | " cell (whitespace removed,
    #                           lower case) are on its page
    #   "first30_chars": the first 30 characters of any location's text (spacing and case aside) are on its page
    #   "tokens120": the words ([A-Za-z0-9.]+, lower case) of a location's first 120 characters (cut at a word)
    #                are words of its page (every location)
    #   "first6_words_first_location": the first six words (a "|" is no word) of each fact's first location
    #                are in its page's text (whitespace runs as single spaces)
    #   "first30_squashed_titled": the first 30 characters (whitespace removed) of a location's first " | " cell,
    #                or of a plan-set part's title before " (11x17)" / " (full size)", are on its page (whitespace
    #                removed; every location)
    #   "first8_tokens": the first eight words ([A-Za-z0-9.]+) of every location's text are words of its page
    #   "first25_pdfplumber": the first 25 characters (whitespace runs as single spaces) of every fact location's
    #                text are in its page's text as pdfplumber reads it
    #   "first30_casefold": the first 30 characters (whitespace runs as single spaces, case folded) of a fact's
    #                or statement's first " | " cell are on its page
    #   "cells_squashed": every "|" cell of every location's text (whitespace removed) is on its page
    #   "cells_squashed_but_sheet_titles": every " | " cell (whitespace removed) of every location whose text
    #                does not end "sheet)" or "reduced set)" is on its page
    number_g_on_a_page: bool = False  # text packages: each number fact's value (%g) is on one of its pages (pdfplumber)
    numeric_facts_min_checked: int = 0  # >0: every numeric fact's value is printed on each of its text pages
    set_claims: tuple[tuple[str, Callable[[list[Truth]], bool]], ...] = ()  # (what, predicate on all truths)
    builder_ids: Callable[[Any], list[str]] | None = None  # the build module's own package list, by id: exactly the truths
    exhibit_ids: frozenset[str] | None = None  # a truth records only these exhibit ids (default: section 6 or plan_set.*)
    flat_files: bool = False  # a package folder holds its listed files and its truth, nothing else (no subfolders)
    files_in_order: bool = False  # a truth lists its files in sorted order
    scan_size_digits: int = 0  # scanned page sizes are compared to letter rounded to this many digits
    scan_pdfplumber: bool = False  # scanned files have no text as pdfplumber reads them either
    scan_name_words: tuple[tuple[str, ...], int] | None = None  # (words, minimum): a file whose name holds one of
    #   the words is a text-less letter scan (either orientation), in any package; at least minimum such files, and
    #   every scanned package has one; a scanned package's other files are born digital and not checked as scans
    text_files_have_text: bool = False  # every file of a text package has text on some page
    package_text_matches: str = ""  # a regex every text package's text (all its pages, lower case) matches
    numbers_printed: tuple[Printed, ...] = ()
    plan_pages: dict[str, Callable[[float, float], bool]] = field(default_factory=dict)
    plan_first_page: bool = False  # plan_pages look at the first page of the part's file, not the located page
    file_words: tuple[tuple[str, str, str], ...] = ()
    deficiencies: dict[str, set[str]] | None = None
    rebuild_clears_stale: bool = False  # building again into a built folder removes stale files from a package folder
    main_usage: str = ""  # "exit": main([]) returns 2; "stderr": and prints its usage on stderr


def _rebuild_all(mod: Any, out: Path) -> None:
    mod.build(out)
    return None


def _rebuild_only(*pids: str) -> Callable[[Any, Path], list[str]]:
    def rebuild(mod: Any, out: Path) -> list[str]:
        mod.build(out, only=list(pids))
        return list(pids)
    return rebuild


def _rebuild_ext12(mod: Any, out: Path) -> list[str]:
    from corpus.external12.package import build_package

    pids = ("ext12-06-hopkins-retail", "ext12-10-orono-street", "ext12-03-victoria-common-scheme")
    chosen = [p for p in mod.all_packages() if p.id in pids]
    assert len(chosen) == 3
    for pkg in chosen:
        build_package(pkg, out)
    return list(pids)


def _surety_split_among_permitted(ts: list[Truth]) -> bool:
    return {t.expected["applicability"]["surety_required"] for t in ts
            if t.expected["applicability"]["permit_required"]} == {True, False}


def _big(ts: list[Truth], public: bool) -> list[Truth]:
    """Permitted packages disturbing 5 acres or more, of a public (or a private) applicant."""
    return [t for t in ts if (t.facts.get("applicant_public_entity") is True) == public
            and t.facts.get("disturbed_area_ac", 0) >= 5 and t.expected["applicability"]["permit_required"]]


def _rates_complete(ts: list[Truth]) -> bool:
    return all(r["existing"] is not None and r["proposed"] is not None
               for t in ts for r in t.facts.get("peak_rates_cfs", {}).values())


def _rebuild_main(mod: Any, out: Path) -> None:
    assert mod.main([str(out)]) == 0
    return None


def _rebuild_ext2(mod: Any, out: Path) -> list[str]:
    return [t.id for t in mod.build(out, ["p01_", "p03_", "p08_"])]


def _public_5ac_owe_no_surety(permitted_only: bool) -> Callable[[list[Truth]], bool]:
    """Public applicants disturbing 5 acres or more (of those needing a permit, or of all) owe no surety; one exists."""
    def check(ts: list[Truth]) -> bool:
        big = [t for t in ts if t.facts.get("applicant_public_entity") is True and t.facts.get("disturbed_area_ac", 0) >= 5
               and (t.expected["applicability"]["permit_required"] or not permitted_only)]
        return big != [] and all(t.expected["applicability"]["surety_required"] is False for t in big)
    return check


def _forms_17(value: float) -> set[str]:
    sf = round(value * 43560)  # a value first written in square feet
    return {f"{value:.2f}", f"{value:.1f}", f"{value:g}", f"{value:.0f}"} | {f"{v:,}" for v in range(sf - 3, sf + 4)}


def _forms_short(value: float) -> set[str]:
    return {f"{value:g}", f"{value:.1f}", f"{value:.2f}"}


def _forms_grouped(value: float) -> set[str]:
    return _forms_short(value) | {f"{value:,.0f}"}


def _forms_30(value: float) -> set[str]:
    value = abs(value)
    return _forms_grouped(value) | ({str(int(value))} if value.is_integer() else set())


def _forms_32(value: float) -> set[str]:
    return _forms_grouped(value) | _forms_grouped(round(value * 43560, -1))  # an area written in square feet


def _fits_11x17(w: float, h: float) -> bool:
    return max(w, h) <= 17 * 72 and min(w, h) <= 11 * 72


def _parts_located(ts: list[Truth]) -> set[str]:
    return {p for t in ts for p in ("plan_set.full_size", "plan_set.reduced") if p in t.exhibits}


OUTCOMES_22 = {  # pid -> (paragraph, permit required, sections)
    "x22-01-excelsior-teardown": ("N.2.A", False, []),
    "x22-02-deephaven-lot-split": ("N.2.B", False, []),
    "x22-03-minnetrista-plat": ("N.2.C.2", True, [3, 4]),
    "x22-04-chanhassen-townhomes": ("N.2.C.1", True, [3]),
    "x22-05-hopkins-apartments": ("N.2.D.2", True, [3, 4]),
    "x22-06-stlouispark-mixed-use": ("N.2.D.1", True, [3]),
    "x22-07-wayzata-senior": ("N.2.D.2", True, [3, 4]),
    "x22-08-edina-hra": ("N.2.D.2", True, [3, 4]),
    "x22-09-minnetonka-school-plat": ("N.2.B.3", True, [3, 4, 5]),
    "x22-10-victoria-cottages": ("N.2.C.1", True, [3]),
    "x22-11-shorewood-land-trust": ("N.2.C.1", True, [3]),
    "x22-12-chanhassen-county-cda": ("N.2.D.3", True, [3, 4, 5]),
}


SETS: list[CorpusSet] = [
    CorpusSet(
        "external", packages=14, scanned=2, rebuild=_rebuild_all, locations_have_text=True,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.1", "N.2.E.2",
                           "N.2.E.3", "N.2.E.4"},
            "sureties": {True, False},
            "bases": {"whole_site", "additional_only"},
        },
        claims=(
            ("ext02-retail", "status:N.6.A", "missing"),  # no reduced set
            ("ext03-subdivision", "status:N.4.1", "unmet"),  # 100-year rate goes up
            ("ext04-townhomes", "status:N.6.A.2", "missing"),  # no drainage map
            ("ext06-county-road", "status:N.5.1", "unmet"),  # 45% TP removal
            ("ext08-office", "status:N.6.A.7", "missing"),  # NAVD 88
            ("ext12-school", "status:N.5.3", "unmet"),  # 1.5 ft freeboard
            ("ext12-school", "status:N.6.A.13", "missing"),  # no NPDES permit
            ("ext06-county-road", "surety", False),  # county, 7.1 ac disturbed
            ("ext14-warehouse", "surety", True),  # private, 11.8 ac
        ),
    ),
    CorpusSet(
        "external12", packages=12, scanned=2, rebuild=_rebuild_ext12, first_words_on_page=True, no_conflicts=True,
        main_usage="exit",
        scan_min_pages=10, longest_file_min_pages=10,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.B.3", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
                           "N.2.E", "N.2.E.2", "N.2.E.3"},
            "sureties": {True, False},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.3.1", "N.4.1", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.12", "N.6.A.13"},
        },
        claims=(
            ("ext12-03-victoria-common-scheme", "paragraph", "N.2.B.3"),
            ("ext12-09-county-road-trail", "paragraph", "N.2.E.3"),
            ("ext12-11-minnetonka-trail", "paragraph", "N.2.E.2"),
        ),
    ),
    CorpusSet(
        "external13", packages=12, scanned=2,
        rebuild=_rebuild_only("x13-01-deephaven-residence", "x13-10-edina-street"), no_conflicts=True,
        build_via_main=True,
        paragraphs={
            "x13-01-deephaven-residence": "N.2.A",
            "x13-02-orono-meadows": "N.2.B.2",
            "x13-03-chanhassen-villas": "N.2.C.1",
            "x13-04-victoria-townhomes": "N.2.C.3",
            "x13-05-slp-apartments": "N.2.D.2",
            "x13-06-excelsior-retail": "N.2.D.1",
            "x13-07-medina-industrial": "N.2.D.3",
            "x13-08-wayzata-school": "N.2.D.2",
            "x13-09-minnetrista-phase2": "N.2.B.3",
            "x13-10-edina-street": "N.2.E.3",
            "x13-11-shorewood-road": "N.2.E",
            "x13-12-minnetonka-trail": "N.2.E.2",
        },
        claims=(
            ("x13-02-orono-meadows", "deficiencies", {"N.6.A.2"}),
            ("x13-07-medina-industrial", "deficiencies", {"N.6.A", "N.6.A.7"}),
            ("x13-08-wayzata-school", "deficiencies", {"N.6.A.13"}),
            ("x13-09-minnetrista-phase2", "deficiencies", {"N.6.A.7", "N.5.1"}),
            ("x13-05-slp-apartments", "has_deficiency", "N.4.1"),
            ("x13-12-minnetonka-trail", "has_deficiency", "N.4.1"),
            ("x13-06-excelsior-retail", "deficiencies", {"N.3.1"}),
            ("x13-04-victoria-townhomes", "deficiencies", {"N.5.3"}),
            ("x13-10-edina-street", "deficiencies", {"N.5.3"}),
            ("x13-08-wayzata-school", "surety", False),  # public, 5.9 ac disturbed
            ("x13-10-edina-street", "surety", False),  # public, 5.3 ac disturbed
            ("x13-07-medina-industrial", "surety", True),
            ("x13-05-slp-apartments", "basis", "additional_only"),
            ("x13-08-wayzata-school", "basis", "whole_site"),
        ),
        words=(("x13-04-victoria-townhomes", "phosphorus_removal_pct", "61%"),),
    ),
    CorpusSet(
        "external2", packages=12, scanned=2, rebuild=_rebuild_ext2, no_conflicts=True,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.3",
                           "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "sureties": {True, False},
        },
        claims=(
            ("x2-03-minnetonka-townhomes", "status:N.6.A.2", "missing"),
            ("x2-04-slp-apartments", "status:N.6.A.7", "missing"),  # NAVD 88
            ("x2-05-edina-medical-office", "status:N.4.1", "unmet"),
            ("x2-06-glen-lake-academy", "status:N.5.1", "unmet"),
            ("x2-08-wayzata-retail", "status:N.5.3", "unmet"),
            ("x2-11-victoria-subdivision", "status:N.6.A.13", "missing"),
            ("x2-12-minneapolis-mixed-use", "status:N.6.A", "missing"),
            ("x2-09-hennepin-csah-road", "surety", False),
        ),
    ),
    CorpusSet(
        "external3", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, scan_either_orientation=True,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.1", "N.2.E.2",
                           "N.2.E.3", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
        },
        claims=(
            ("x3-07-hennepin-csah", "surety", False),  # public, 12.3 ac disturbed
            ("x3-10-plymouth-retail", "surety", True),  # private, 9.05 ac disturbed
            ("x3-02-minnetonka-subdivision", "status:N.6.A.2", "missing"),
            ("x3-03-shorewood-amesbury", "status:N.6.A", "missing"),
            ("x3-04-hopkins-designbuild", "status:N.4.1", "unmet"),
            ("x3-06-edina-academy", "status:N.5.3", "unmet"),
            ("x3-07-hennepin-csah", "status:N.6.A.7", "missing"),
            ("x3-10-plymouth-retail", "status:N.5.1", "unmet"),
            ("x3-10-plymouth-retail", "status:N.6.A.13", "missing"),
            ("x3-12-st-louis-park-street", "status:N.6.A", "missing"),  # plans not certified
        ),
    ),
    CorpusSet(
        "external4", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, numbers_on_page=True,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.1", "N.2.E.2", "N.2.E.4"},
            "bases": {"whole_site", "additional_only", None},
            "some_surety": True,
        },
        claims=(
            # the common-scheme package is decided on the aggregate, not on its own 4.1 acres
            ("x4-12-victoria-stieger-phase2", "truth",
             lambda t: t.facts["site_area_ac"] < 8 <= t.facts["common_scheme_area_ac"]),
            ("x4-12-victoria-stieger-phase2", "paragraph", "N.2.B.2"),
            # the county road's qualifying trail takes its net increase under 1 acre
            ("x4-08-hennepin-csah5", "truth", lambda t: t.facts["net_impervious_increase_ac"] >= 1),
            ("x4-08-hennepin-csah5", "paragraph", "N.2.E.1"),
            ("x4-02-medina-hamel-ridge", "status:N.6.A.7", "missing"),  # NAVD 88
            ("x4-03-chanhassen-townhomes", "status:N.3.1", "unmet"),  # opening 1.5 ft above HWL
            ("x4-04-slp-wooddale-apartments", "status:N.4.1", "unmet"),  # 100-year rate up
            ("x4-04-slp-wooddale-apartments", "status:N.6.A.7", "missing"),  # 1-ft contours
            ("x4-06-independence-warehouse", "status:N.5.3", "unmet"),  # 1.5 ft freeboard
            ("x4-06-independence-warehouse", "status:N.6.A.13", "missing"),  # NPDES only promised
            ("x4-07-minnetonka-grace-church", "status:N.5.1", "unmet"),  # 44% TP
            ("x4-07-minnetonka-grace-church", "status:N.6.A.2", "missing"),  # no drainage map
            ("x4-11-shorewood-smithtown-trail", "status:N.6.A", "missing"),  # no reduced set
            ("x4-12-victoria-stieger-phase2", "status:N.6.A.11", "missing"),
        ),
    ),
    CorpusSet(
        "external5", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, digest_truth_only=True,
        all_three_rates=True,
        paragraphs={
            "x5-01-orono-home": "N.2.A",
            "x5-02-minnetrista-whitetail": "N.2.B.2",
            "x5-03-victoria-lakeview": "N.2.C.3",
            "x5-04-shorewood-amesbury": "N.2.C.1",
            "x5-05-slp-wooddale": "N.2.D.2",
            "x5-06-hopkins-dental": "N.2.D.1",
            "x5-07-plymouth-industrial": "N.2.D.3",
            "x5-08-minnetonka-school": "N.2.D.3",
            "x5-09-edina-valleyview": "N.2.E.3",
            "x5-10-longlake-csah112": "N.2.E.1",
            "x5-11-minnetonka-streets": "N.2.E",
            "x5-12-chanhassen-galpin": "N.2.D.3",
        },
        claims=(
            ("x5-07-plymouth-industrial", "truth",
             lambda t: {p["name"]: p for p in t.facts["ponds"]}["Pond 1"]["safety_bench_width_ft"] == 8.0),
            ("x5-07-plymouth-industrial", "truth", lambda t: t.facts["contour_interval_ft"] == 1.0),
            ("x5-07-plymouth-industrial", "truth", lambda t: "N.6.A.13" not in t.exhibits),
            ("x5-02-minnetrista-whitetail", "status:N.6.A.2", "missing"),
            ("x5-02-minnetrista-whitetail", "status:N.4.1", "unmet"),
            ("x5-03-victoria-lakeview", "status:N.5.1", "unmet"),
            ("x5-03-victoria-lakeview", "status:N.5.3", "unmet"),
            ("x5-03-victoria-lakeview", "status:N.6.A.7", "missing"),
            ("x5-07-plymouth-industrial", "status:N.6.A.13", "missing"),
            ("x5-07-plymouth-industrial", "status:N.4.9", "unmet"),
            ("x5-09-edina-valleyview", "status:N.6.A", "missing"),
            ("x5-12-chanhassen-galpin", "status:N.6.A.11", "missing"),
            ("x5-08-minnetonka-school", "surety", False),
            ("x5-08-minnetonka-school", "truth", lambda t: t.facts["applicant_public_entity"] is True),
        ),
        words=(("x5-07-plymouth-industrial", "site_area_ac", "12.40"),),
    ),
    CorpusSet(
        "external6", packages=12, scanned=2, rebuild=_rebuild_main, no_conflicts=True, all_three_rates=True,
        locations_have_text=True, first_page_text_min=100, main_usage="stderr",
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.1", "N.2.E.2", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.11", "N.6.A.13"},
        },
        set_claims=(
            ("a surety in one permitted package and not in another", _surety_split_among_permitted),
            ("the first common scheme is larger than its site",
             lambda ts: (c := [t for t in ts if "common_scheme_area_ac" in t.facts]) != []
             and c[0].facts["common_scheme_area_ac"] > c[0].facts["site_area_ac"]),
        ),
    ),
    CorpusSet(
        "external7", packages=12, scanned=2, rebuild=_rebuild_main, no_conflicts=True, main_usage="exit",
        numeric_facts_min_checked=120,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.3", "N.2.C.1", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.3", "N.2.E.4"},
            "sureties": {True, False},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.12", "N.6.A.13"},
        },
        set_claims=(
            ("a common scheme", lambda ts: any("common_scheme_area_ac" in t.facts for t in ts)),
            ("public packages disturbing 5 ac or more need no surety",
             lambda ts: (big := [t for t in ts if t.facts.get("applicant_public_entity") is True
                                 and t.facts.get("disturbed_area_ac", 0) >= 5
                                 and t.expected["applicability"]["permit_required"]]) != []
             and all(t.expected["applicability"]["surety_required"] is False for t in big)),
            ("a qualifying trail (<= 10 ft, buffer >= 5 ft)",
             lambda ts: any(t.facts["sidewalk_trail"]["width_ft"] <= 10 and t.facts["sidewalk_trail"]["buffer_ft"] >= 5
                            for t in ts if "sidewalk_trail" in t.facts)),
            ("a trail wider than 10 ft",
             lambda ts: any(t.facts["sidewalk_trail"]["width_ft"] > 10 for t in ts if "sidewalk_trail" in t.facts)),
            ("at least 8 packages of two files or more", lambda ts: sum(1 for t in ts if len(t.files) >= 2) >= 8),
        ),
    ),
    CorpusSet(
        "external8", packages=12, scanned=2, rebuild=_rebuild_main, no_conflicts=True, all_three_rates=True,
        cited_words=("first4_words", 150), main_usage="exit",
        spread={
            "paragraphs": {"N.2.A", "N.2.B.3", "N.2.C.1", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.1", "N.2.E.3", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(
            ("every recorded peak rate has an existing and a proposed value", _rates_complete),
            # public bodies disturbing 5 acres or more owe no surety; private ones do
            ("two or more public big packages, none with a surety",
             lambda ts: len(b := _big(ts, True)) >= 2
             and all(t.expected["applicability"]["surety_required"] is False for t in b)),
            ("two or more private big packages, each with a surety",
             lambda ts: len(b := _big(ts, False)) >= 2
             and all(t.expected["applicability"]["surety_required"] is True for t in b)),
            ("the trail packages are N.2.E.4 and N.2.E.1",
             lambda ts: {t.expected["applicability"]["paragraph"] for t in ts if "sidewalk_trail" in t.facts}
             == {"N.2.E.4", "N.2.E.1"}),
        ),
        claims=(
            # the common scheme governs the Chanhassen phase: 1.82 acres alone would need no permit
            ("e8-04-chanhassen-bluff-creek-ph2", "truth",
             lambda t: t.facts["site_area_ac"] < 2 <= 5 <= t.facts["common_scheme_area_ac"]),
            ("e8-04-chanhassen-bluff-creek-ph2", "paragraph", "N.2.C.2"),
        ),
    ),
    CorpusSet(
        "external9", packages=12, scanned=4, rebuild=_rebuild_all, no_conflicts=True, scan_either_orientation=True,
        cited_words=("first30_chars", 200),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.B.2", "N.2.B.3", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
                           "N.2.E", "N.2.E.2", "N.2.E.3"},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.11", "N.6.A.13"},
        },
        set_claims=(("a surety in one permitted package and not in another", _surety_split_among_permitted),),
        claims=(
            ("x9-02-wildhurst-2nd", "truth", lambda t: t.facts["site_area_ac"] < 2 <= t.facts["common_scheme_area_ac"]),
            ("x9-02-wildhurst-2nd", "paragraph", "N.2.B.1"),
            ("x9-10-csah16-mcginty", "truth",
             lambda t: t.facts["net_impervious_increase_ac"] - t.facts["sidewalk_trail"]["area_ac"] >= 1),
            ("x9-10-csah16-mcginty", "paragraph", "N.2.E.3"),
            ("x9-12-creek-valley-trail", "truth", lambda t: t.facts["sidewalk_trail"]["buffer_ft"] < 5),
            ("x9-12-creek-valley-trail", "permit", True),
        ),
    ),
    CorpusSet(
        "external10", packages=12, scanned=2, rebuild=_rebuild_main, no_conflicts=True, all_three_rates=True,
        cited_words=("first4_words_all", 200), main_usage="exit",
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.B.2", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
                           "N.2.E", "N.2.E.3", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.3.1", "N.4.1", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(
            ("every package records its type, site area and applicant",
             lambda ts: all({"project_type", "site_area_ac", "applicant_public_entity"} <= set(t.facts) for t in ts)),
            ("every recorded peak rate has an existing and a proposed value", _rates_complete),
            ("two or more public big packages, none with a surety",
             lambda ts: len(b := _big(ts, True)) >= 2
             and all(t.expected["applicability"]["surety_required"] is False for t in b)),
            ("three or more private (applicant_public_entity False) big packages, each with a surety",
             lambda ts: len(b := [t for t in _big(ts, False) if t.facts.get("applicant_public_entity") is False]) >= 3
             and all(t.expected["applicability"]["surety_required"] is True for t in b)),
            # one pond short of freeboard, one bench too narrow
            ("a pond short of freeboard and a bench too narrow",
             lambda ts: any(p["freeboard_ft"] < 2 for t in ts for p in t.facts.get("ponds", []))
             and any(p["safety_bench_width_ft"] < 10 for t in ts for p in t.facts.get("ponds", []))),
            ("both datums", lambda ts: {t.facts.get("vertical_datum") for t in ts} >= {"NGVD29", "NAVD88"}),
            ("a 1-ft contour interval", lambda ts: 1.0 in {t.facts.get("contour_interval_ft") for t in ts}),
            ("the trail packages are N.2.E.3, N.2.E and N.2.E.4",
             lambda ts: {t.expected["applicability"]["paragraph"] for t in ts if "sidewalk_trail" in t.facts}
             == {"N.2.E.3", "N.2.E", "N.2.E.4"}),
        ),
        claims=(
            # the Victoria phase alone is under 8 acres; with the 1st Addition it is not
            ("x10-03-victoria-wildflower-ridge-2nd", "truth",
             lambda t: t.facts["site_area_ac"] < 8 <= t.facts["common_scheme_area_ac"] < 20),
            ("x10-03-victoria-wildflower-ridge-2nd", "paragraph", "N.2.B.2"),
        ),
    ),
    CorpusSet(
        "external11", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, all_three_rates=True,
        cited_words=("first4_phrase", 0),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1",
                           "N.2.E.2", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "some_surety": True,
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(
            ("public packages disturbing 5 ac or more (permitted or not) need no surety",
             lambda ts: (b := [t for t in ts if t.facts.get("applicant_public_entity") is True
                               and (t.facts.get("disturbed_area_ac") or 0) >= 5]) != []
             and all(t.expected["applicability"]["surety_required"] is False for t in b)),
            ("a common scheme", lambda ts: any("common_scheme_area_ac" in t.facts for t in ts)),
        ),
    ),
    CorpusSet(
        "external14", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True,
        cited_words=("whole_squashed", 0),
        paragraphs={
            "x14-01-orono-home": "N.2.A",
            "x14-02-minnetrista-whitetail-ph2": "N.2.B.2",
            "x14-03-victoria-fieldstone": "N.2.B.3",
            "x14-04-chanhassen-lyman-townhomes": "N.2.C.2",
            "x14-05-hopkins-mainstreet-flats": "N.2.D.2",
            "x14-06-excelsior-cafe": "N.2.D.1",
            "x14-07-plymouth-warehouse": "N.2.D.3",
            "x14-08-minnetonka-schools-addition": "N.2.D.2",
            "x14-09-hennepin-csah19": "N.2.E.3",
            "x14-10-deephaven-streets": "N.2.E",
            "x14-11-minnetonka-trail": "N.2.E.4",
            "x14-12-stlouispark-trail": "N.2.E.1",
        },
        claims=(
            ("x14-03-victoria-fieldstone", "surety", True),
            ("x14-08-minnetonka-schools-addition", "surety", False),  # public, 6.2 ac disturbed
            ("x14-05-hopkins-mainstreet-flats", "basis", "additional_only"),
            ("x14-06-excelsior-cafe", "basis", "whole_site"),
            ("x14-02-minnetrista-whitetail-ph2", "status:N.6.A", "missing"),  # no reduced set
            ("x14-03-victoria-fieldstone", "status:N.5.3", "unmet"),  # 1.5 ft freeboard
            ("x14-04-chanhassen-lyman-townhomes", "status:N.4.1", "unmet"),  # 100-yr up
            ("x14-05-hopkins-mainstreet-flats", "status:N.6.A.7", "missing"),  # NAVD 88, 1 ft
            ("x14-07-plymouth-warehouse", "status:N.5.1", "unmet"),  # 44% TP
            ("x14-07-plymouth-warehouse", "status:N.6.A.13", "missing"),
            ("x14-08-minnetonka-schools-addition", "status:N.6.A.2", "missing"),
            ("x14-08-minnetonka-schools-addition", "status:N.4.9", "unmet"),  # 1.5 ft above HWL
        ),
    ),
    CorpusSet(
        "external15", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, number_g_on_a_page=True,
        spread={"paragraphs": {"N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.3", "N.2.E.4", "N.2.D.1", "N.2.D.2", "N.2.D.3"}},
        set_claims=(
            ("only linear projects carry a sidewalk or trail",
             lambda ts: all(t.facts["project_type"] == "linear" for t in ts if "sidewalk_trail" in t.facts)),
            ("every package records its project type", lambda ts: all("project_type" in t.facts for t in ts)),
        ),
        claims=(
            ("ext15-02-hennepin-csah101", "paragraph", "N.2.E.3"),  # qualifying trail netted out, still >= 1 ac
            ("ext15-06-stlouispark-area4", "paragraph", "N.2.E.2"),  # crossings 31%: sidewalk stays in the net
            ("ext15-09-victoria-82nd-phase2", "paragraph", "N.2.E.3"),  # phase alone < 5 ac, aggregate >= 5 ac
            ("ext15-10-hopkins-mainstreet-commons", "surety", True),
            ("ext15-02-hennepin-csah101", "surety", False),  # public, 11.8 ac disturbed
        ),
    ),
    CorpusSet(
        "external16", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True,
        cited_words=("first_cell3_squashed", 300),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.B.3", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.1"},
            "bases": {"whole_site", "additional_only"},
            "sureties": {True, False},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(
            ("five or more common schemes larger than their site",
             lambda ts: len([t for t in ts if t.facts.get("common_scheme_area_ac", 0) > t.facts.get("site_area_ac", 0)])
             >= 5),
        ),
    ),
    CorpusSet(
        "external17", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, all_three_rates=True,
        numbers_printed=(
            Printed(_forms_17, min_checked=60,
                    facts=("site_area_ac", "existing_impervious_ac", "proposed_impervious_ac",
                           "net_impervious_increase_ac", "disturbed_area_ac", "common_scheme_area_ac", "dwelling_units",
                           "density_du_per_ac", "phosphorus_removal_pct", "lowest_opening_elev_ft",
                           "hwl_100yr_elev_ft")),
            # each storm's existing and proposed rate, on the rates' first page (2-, 5- and 50-year rows distract)
            Printed(lambda v: {f"{v:.1f}"}, facts=("peak_rates_cfs",), nested=True, first_location=True),
        ),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.C.1", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.3", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "some_surety": True,
        },
        set_claims=(
            ("every recorded peak rate has an existing and a proposed value", _rates_complete),
            ("public packages disturbing 5 ac or more that need a permit owe no surety", _public_5ac_owe_no_surety(True)),
        ),
        claims=(
            # common schemes: the aggregate is larger than the site, and an unrelated neighbour is left out
            ("x17-04-victoria-phase3", "truth", lambda t: t.facts["common_scheme_area_ac"] == 14.20),
            ("x17-05-plymouth-industrial", "truth", lambda t: t.facts["common_scheme_area_ac"] == 9.50),
            ("x17-03-hennepin-csah6", "status:N.6.A.7", "missing"),  # NAVD 88
            ("x17-03-hennepin-csah6", "status:N.6.A.13", "missing"),  # no NPDES documentation
            ("x17-03-hennepin-csah6", "status:N.5.3", "unmet"),  # 8-ft bench
            ("x17-04-victoria-phase3", "status:N.6.A.2", "missing"),  # no drainage map
            ("x17-04-victoria-phase3", "status:N.6.A.7", "missing"),  # 1-ft contours
            ("x17-04-victoria-phase3", "status:N.5.3", "unmet"),  # 1.5 ft freeboard
            ("x17-05-plymouth-industrial", "status:N.4.9", "unmet"),  # opening 1.4 ft over HWL
            ("x17-06-edina-school-addition", "status:N.4.1", "unmet"),  # 100-year rate up
            ("x17-07-slp-retail-addition", "status:N.6.A", "missing"),  # no reduced set
            ("x17-10-shorewood-estates", "status:N.4.1", "unmet"),  # 10-year rate up
            ("x17-12-mound-townhomes", "status:N.3.1", "unmet"),  # opening 1.6 ft over HWL
            ("x17-09-minnetonka-apartments", "status:N.6.A", "present"),
            ("x17-09-minnetonka-apartments", "deficiencies", set()),
        ),
    ),
    CorpusSet(
        "external18", packages=12, scanned=6, rebuild=_rebuild_all, builder_ids=lambda m: [e.id for e in m.PACKAGES],
        words=(
            ("x18-03-plymouth-townhomes-2003", "site_area_ac", "6.3 AC."),
            ("x18-06-minnetonka-industrial-2011", "phosphorus_removal_pct", "44 percent"),
            ("x18-08-csah19-county-road-2004", "sidewalk_trail", "6 FT TURF BUFFER"),
        ),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.2", "N.2.E.3", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
        },
        set_claims=(("a surety in one permitted package and not in another", _surety_split_among_permitted),),
        claims=(
            # the common scheme is what lifts the Chanhassen addition over 8 acres
            ("x18-02-chanhassen-lotus-ridge-2001", "truth",
             lambda t: t.facts["site_area_ac"] < 8 <= t.facts["common_scheme_area_ac"]),
            ("x18-02-chanhassen-lotus-ridge-2001", "paragraph", "N.2.B.2"),
            # a public body disturbing over 5 acres owes no surety
            ("x18-07-excelsior-school-2013", "truth",
             lambda t: t.facts["applicant_public_entity"] is True and t.facts["disturbed_area_ac"] >= 5),
            ("x18-07-excelsior-school-2013", "surety", False),
            ("x18-02-chanhassen-lotus-ridge-2001", "status:N.4.1", "unmet"),
            ("x18-02-chanhassen-lotus-ridge-2001", "status:N.6.A.13", "missing"),
            ("x18-04-minneapolis-lofts-2006", "status:N.4.9", "unmet"),
            ("x18-04-minneapolis-lofts-2006", "status:N.6.A.7", "missing"),
            ("x18-06-minnetonka-industrial-2011", "status:N.5.1", "unmet"),
            ("x18-06-minnetonka-industrial-2011", "status:N.5.3", "unmet"),
            ("x18-07-excelsior-school-2013", "status:N.6.A.2", "missing"),
            ("x18-08-csah19-county-road-2004", "status:N.6.A.7", "missing"),
            ("x18-12-independence-pioneer-trail-2000", "status:N.6.A", "missing"),
        ),
    ),
    CorpusSet(
        "external19", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, all_three_rates=True,
        builder_ids=lambda m: [e.id for e in m.PACKAGES], files_in_order=True, scan_size_digits=1,
        cited_words=("tokens120", 0), package_text_matches=r"sidewalk|trail|\bwalk\b|path",
        plan_pages={
            "plan_set.full_size": lambda w, h: (round(w, 1), round(h, 1)) == (2592.0, 1728.0),  # 36 x 24
            "plan_set.reduced": lambda w, h: (round(w, 1), round(h, 1)) == (1224.0, 792.0),  # 17 x 11
        },
        spread={
            "paragraphs": {"N.2.E", "N.2.E.1", "N.2.E.3", "N.2.E.4", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.B.3"},
            "bases": {"whole_site", "additional_only"},
            "some_surety": True,
        },
        set_claims=(
            ("a full-size plan set is a certified one",
             lambda ts: all("plan_set.pe_certified" in t.exhibits for t in ts if "plan_set.full_size" in t.exhibits)),
            ("only linear projects carry a sidewalk or trail",
             lambda ts: all(t.facts["project_type"] == "linear" for t in ts if "sidewalk_trail" in t.facts)),
            ("a standalone sidewalk or trail and one that is not",
             lambda ts: {t.facts["sidewalk_trail"]["standalone"] for t in ts if "sidewalk_trail" in t.facts}
             >= {True, False}),
        ),
        claims=(
            # the road whose qualifying trail is subtracted: stated 1.22 ac, decided on 0.81 ac
            ("x19-02-wayzata-rice-street", "paragraph", "N.2.E.1"),
            ("x19-02-wayzata-rice-street", "reason", "left out of the net increase"),
        ),
    ),
    CorpusSet(
        "external20", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, all_three_rates=True,
        builder_ids=lambda m: list(m.AUTHORS), exhibit_ids=frozenset(EXHIBIT_IDS) | PLAN_PARTS,
        cited_words=("first6_words_first_location", 0),
        paragraphs={
            "e20-01-lakeview-ridge": "N.2.B.2", "e20-02-glen-lake-clinic": "N.2.D.2", "e20-03-france-flats": "N.2.D.2",
            "e20-04-hamel-road-industrial": "N.2.D.3", "e20-05-excelsior-elementary": "N.2.D.3",
            "e20-06-victoria-road": "N.2.E.1", "e20-07-orono-home": "N.2.A", "e20-08-bluff-creek-meadows": "N.2.C.3",
            "e20-09-maple-hollow": "N.2.B.1", "e20-10-lake-street-retail": "N.2.D.1", "e20-11-louisiana-row": "N.2.C.2",
            "e20-12-excelsior-commons": "N.2.D.3",
        },
        set_claims=(
            # not across a street, an unrelated neighbour, pre-Rule N phases, a city road, a spouse's lot given
            # only as a part (france-flats, lake-street-retail, excelsior-elementary, victoria-road, orono-home)
            ("a common scheme is recorded exactly where an aggregate is stated",
             lambda ts: {t.id: t.facts["common_scheme_area_ac"] for t in ts if "common_scheme_area_ac" in t.facts} == {
                 "e20-01-lakeview-ridge": 10.5, "e20-02-glen-lake-clinic": 1.15, "e20-04-hamel-road-industrial": 11.3,
                 "e20-08-bluff-creek-meadows": 9.5, "e20-09-maple-hollow": 4.6, "e20-11-louisiana-row": 7.9,
                 "e20-12-excelsior-commons": 8.7}),
        ),
        claims=(
            ("e20-05-excelsior-elementary", "surety", False),  # public body, 6.4 ac disturbed
            ("e20-04-hamel-road-industrial", "surety", True),
            ("e20-01-lakeview-ridge", "status:N.6.A.2", "missing"),
            ("e20-02-glen-lake-clinic", "status:N.4.1", "unmet"),
            ("e20-03-france-flats", "status:N.6.A.7", "missing"),
            ("e20-04-hamel-road-industrial", "status:N.5.1", "unmet"),
            ("e20-04-hamel-road-industrial", "status:N.5.3", "unmet"),
            ("e20-05-excelsior-elementary", "status:N.6.A.13", "missing"),
            ("e20-08-bluff-creek-meadows", "status:N.6.A", "missing"),
            ("e20-08-bluff-creek-meadows", "status:N.4.9", "unmet"),
            ("e20-10-lake-street-retail", "status:N.3.1", "unmet"),
            ("e20-11-louisiana-row", "status:N.4.1", "unmet"),
            ("e20-12-excelsior-commons", "status:N.5.3", "unmet"),
            ("e20-12-excelsior-commons", "status:N.6.A.5", "present"),
        ),
    ),
    CorpusSet(
        "external21", packages=12, scanned=2, rebuild=_rebuild_main, no_conflicts=True, main_usage="exit",
        exhibit_ids=frozenset(OMITTABLE_EXHIBITS) | {"N.6.D", "N.6.E"},
        cited_words=("first30_squashed_titled", 300),
        spread={
            "paragraphs": {"N.2.A", "N.2.E", "N.2.E.2", "N.2.E.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.B.2"},
            "sureties": {True, False},
        },
        set_claims=(
            ("the bases are exactly whole site and additional only",
             lambda ts: {t.expected["applicability"]["basis"] for t in ts} == {"whole_site", "additional_only"}),
            ("a package needs no permit", lambda ts: any(not t.expected["applicability"]["permit_required"] for t in ts)),
        ),
    ),
    CorpusSet(
        "external22", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True,
        exhibit_ids=frozenset(EXHIBIT_IDS) | PLAN_PARTS, cited_words=("first8_tokens", 200),
        paragraphs={pid: o[0] for pid, o in OUTCOMES_22.items()},
        claims=(
            *((pid, "permit", o[1]) for pid, o in OUTCOMES_22.items()),
            *((pid, "sections", o[2]) for pid, o in OUTCOMES_22.items()),
            ("x22-03-minnetrista-plat", "surety", True),  # private builder, 5.6 ac disturbed
            # public applicants disturbing 5 acres or more
            ("x22-08-edina-hra", "surety", False),
            ("x22-09-minnetonka-school-plat", "surety", False),
            ("x22-12-chanhassen-county-cda", "surety", False),
        ),
    ),
    CorpusSet(
        "external23", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True,
        exhibit_ids=frozenset(EXHIBIT_IDS) | PLAN_PARTS,
        plan_pages={  # a full-size set is 24x36 and a reduction at most 11x17
            "plan_set.full_size": lambda w, h: 1700 <= max(w, h) <= 10_000,
            "plan_set.reduced": lambda w, h: max(w, h) <= 1224,
        },
        paragraphs={
            "x23-01-wayzata-lake-st-retail": "N.2.D.2", "x23-02-edina-valley-view-ms": "N.2.D.3",
            "x23-03-minnetonka-ridgedale-townhomes": "N.2.D.2", "x23-04-chanhassen-bluff-creek-preserve": "N.2.B.3",
            "x23-05-slp-cedar-lake-rd-reconstruction": "N.2.E.1", "x23-06-hennepin-csah15-overlay": "N.2.E",
            "x23-07-minnetrista-county-rd-110-trail": "N.2.E.1", "x23-08-plymouth-fabrication-addition": "N.2.D.1",
            "x23-09-medina-hamel-crossing-phase2": "N.2.D.3", "x23-10-excelsior-water-st-mixed-use": "N.2.D.2",
            "x23-11-deephaven-home-rebuild": "N.2.A", "x23-12-shorewood-smithtown-trail": "N.2.E.4",
        },
        claims=(  # the met/unmet pairs near each threshold
            ("x23-02-edina-valley-view-ms", "status:N.5.1", "met"),  # 50.6%
            ("x23-09-medina-hamel-crossing-phase2", "status:N.5.1", "unmet"),  # 49.6%
            ("x23-04-chanhassen-bluff-creek-preserve", "truth",
             lambda t: "phosphorus_removal_pct" not in t.facts),  # loads only: no percent is stated
            ("x23-02-edina-valley-view-ms", "status:N.5.3", "met"),  # freeboard 2.0
            ("x23-04-chanhassen-bluff-creek-preserve", "status:N.5.3", "unmet"),  # freeboard 1.9
            ("x23-09-medina-hamel-crossing-phase2", "status:N.5.3", "unmet"),  # bench at 6:1
            ("x23-01-wayzata-lake-st-retail", "status:N.4.9", "met"),  # 2.0 ft
            ("x23-10-excelsior-water-st-mixed-use", "status:N.4.9", "unmet"),  # 1.8 ft
            ("x23-01-wayzata-lake-st-retail", "status:N.4.1", "unmet"),  # one event up each
            ("x23-03-minnetonka-ridgedale-townhomes", "status:N.4.1", "unmet"),
            ("x23-02-edina-valley-view-ms", "status:N.6.A.7", "missing"),  # NAVD 88
            ("x23-03-minnetonka-ridgedale-townhomes", "status:N.6.A.7", "missing"),  # 1-ft
            ("x23-01-wayzata-lake-st-retail", "status:N.6.A.7", "present"),
            ("x23-03-minnetonka-ridgedale-townhomes", "status:N.6.A", "missing"),  # no reduced set
            ("x23-04-chanhassen-bluff-creek-preserve", "status:N.6.A.2", "missing"),  # map only in the contents
            ("x23-02-edina-valley-view-ms", "status:N.6.A.13", "missing"),
            ("x23-10-excelsior-water-st-mixed-use", "status:N.6.A.13", "missing"),
            ("x23-02-edina-valley-view-ms", "surety", False),  # public bodies over 5 acres
            ("x23-05-slp-cedar-lake-rd-reconstruction", "surety", False),
            ("x23-04-chanhassen-bluff-creek-preserve", "surety", True),
            ("x23-09-medina-hamel-crossing-phase2", "surety", True),
            ("x23-01-wayzata-lake-st-retail", "basis", "additional_only"),
            ("x23-10-excelsior-water-st-mixed-use", "basis", "whole_site"),
        ),
    ),
    CorpusSet(
        "external24", packages=12, scanned=6, rebuild=_rebuild_all, no_conflicts=True, all_three_rates=True,
        builder_ids=lambda m: [ident for ident, *_ in m.ALL], flat_files=True, files_in_order=True,
        exhibit_ids=frozenset(OMITTABLE_EXHIBITS) | {"N.6.D", "N.6.E"}, scan_either_orientation=True,
        scan_name_words=(("scan", "signed", "fax"), 9),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.1", "N.2.E.2", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
        },
        claims=(
            ("e24-10-medina-hamel-creek-2nd", "paragraph", "N.2.C.3"),  # common scheme lifts 6.2 ac over 8
            ("e24-08-plymouth-csah6", "paragraph", "N.2.E.1"),  # trail left out of the 1.45 ac increase
            ("e24-06-edina-valley-view", "surety", False),  # public, 6.3 ac disturbed
            ("e24-05-hopkins-kessler", "surety", True),
            ("e24-03-minnetonka-ridgeview", "has_deficiency", "N.4.1"),
            ("e24-03-minnetonka-ridgeview", "has_deficiency", "N.4.9"),
            ("e24-04-wayzata-lakeview", "has_deficiency", "N.6.A.7"),  # NAVD 88
            ("e24-05-hopkins-kessler", "has_deficiency", "N.5.3"),
            ("e24-05-hopkins-kessler", "has_deficiency", "N.6.A.13"),
            ("e24-06-edina-valley-view", "has_deficiency", "N.5.1"),
            ("e24-06-edina-valley-view", "has_deficiency", "N.6.A.7"),
            ("e24-06-edina-valley-view", "has_deficiency", "N.6.A"),
            ("e24-10-medina-hamel-creek-2nd", "has_deficiency", "N.6.A.2"),
            ("e24-10-medina-hamel-creek-2nd", "has_deficiency", "N.5.3"),
            ("e24-12-excelsior-trail", "deficiencies", set()),
        ),
    ),
    CorpusSet(
        "external25", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, main_usage="stderr",
        builder_ids=lambda m: [pid for pid, _ in m.PACKAGES],
        numbers_printed=(Printed(_forms_grouped, nested=True),),  # every number is printed where it is cited
        spread={
            "paragraphs": {"N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "some_surety": True,
        },
        claims=(
            # the common scheme lifts the senior living addition (4.9 ac) over the 8-acre line
            ("x25-12-plymouth-senior-living", "paragraph", "N.2.D.3"),
        ),
        deficiencies={  # the deficiencies the authors left
            "x25-02-minnetonka-park-shelter": {"N.6.A.2"},
            "x25-03-excelsior-church-lot": {"N.3.1"},
            "x25-04-edina-school-gym": {"N.4.1", "N.6.A.7"},
            "x25-05-hopkins-hospital-ramp": {"N.6.A.7", "N.6.A.13", "N.4.9"},
            "x25-06-spring-park-marina": {"N.5.3", "N.6.A"},
            "x25-07-medina-golf-maintenance": {"N.4.1"},
            "x25-10-medina-county-salt-shed": {"N.5.1", "N.5.3"},
            "x25-12-plymouth-senior-living": {"N.6.A.11", "N.4.7"},
        },
    ),
    CorpusSet(
        "external26", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, main_usage="exit",
        flat_files=True, scan_pdfplumber=True, rebuild_clears_stale=True, cited_words=("first25_pdfplumber", 0),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.1", "N.2.E.2"},
            "bases": {"whole_site", "additional_only"},
        },
        # resubmittals: the corrected values replace the superseded ones, which stay on the pages
        file_words=(
            ("ext26-02-orono-stonegate", "01_SWMP_Stonegate_Ridge_2026-01-09.pdf", "7.8 acres"),
            ("ext26-05-hopkins-drive-thru", "Stormwater_Narrative.pdf", "0.52 ac"),
            ("ext26-08-slp-street-recon", "2026_Street_Reconstruction_Summary_SLP.pdf", "0.12 acres"),
        ),
        claims=(
            ("ext26-02-orono-stonegate", "truth", lambda t: t.facts["site_area_ac"] == 8.3),
            ("ext26-02-orono-stonegate", "truth",
             lambda t: t.facts["peak_rates_cfs"]["100"] == {"existing": 16.3, "proposed": 15.8}),
            ("ext26-02-orono-stonegate", "truth", lambda t: t.facts["ponds"][0]["freeboard_ft"] == 2.2),
            ("ext26-05-hopkins-drive-thru", "truth", lambda t: t.facts["site_area_ac"] == 0.42),
            ("ext26-08-slp-street-recon", "truth", lambda t: t.facts["net_impervious_increase_ac"] == -0.04),
            ("ext26-07-hennepin-csah19-trail", "paragraph", "N.2.E.1"),  # trail left out of 1.3 ac
            ("ext26-10-longlake-lakeview-commons-ph2", "sections", [3, 4, 5]),  # 8.7-ac aggregate
            ("ext26-11-isd276-excelsior-school", "surety", False),
            ("ext26-12-independence-landlocked-plat", "surety", True),
            ("ext26-04-minnetonka-ridgedale-flats", "status:N.4.1", "unmet"),
            ("ext26-04-minnetonka-ridgedale-flats", "status:N.6.A.7", "missing"),  # NAVD 88
            ("ext26-06-medina-hamel-industrial", "status:N.5.3", "unmet"),  # 8-ft bench
            ("ext26-06-medina-hamel-industrial", "status:N.6.A", "missing"),  # no reduced set
            ("ext26-09-victoria-trail", "status:N.6.A.2", "missing"),
            ("ext26-09-victoria-trail", "status:N.6.A.7", "missing"),  # 1-ft contours
            ("ext26-10-longlake-lakeview-commons-ph2", "status:N.5.1", "unmet"),
            ("ext26-11-isd276-excelsior-school", "status:N.6.A.13", "missing"),
            ("ext26-12-independence-landlocked-plat", "status:N.4.5", "met"),
            ("ext26-03-chanhassen-lakeridge", "status:N.3.1", "unmet"),
            ("ext26-02-orono-stonegate", "status:N.4.1", "met"),
        ),
    ),
    CorpusSet(
        "external27", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, scan_either_orientation=True,
        builder_ids=lambda m: [p[0] for p in m.PACKAGES], cited_words=("first30_casefold", 150),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1",
                           "N.2.E.2", "N.2.E.4"},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
        },
        set_claims=(("a surety in one permitted package and not in another", _surety_split_among_permitted),),
    ),
    CorpusSet(
        "external28", packages=12, scanned=2, rebuild=_rebuild_all,
        numbers_printed=(Printed(_forms_short, facts=("site_area_ac", "phosphorus_removal_pct",
                                                      "lowest_opening_elev_ft")),),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1",
                           "N.2.E.3", "N.2.E.4"},
            "sureties": {True, False},
            "unmet": {"N.4.1", "N.5.1", "N.5.3", "N.4.9"},
        },
    ),
    CorpusSet(
        "external29", packages=12, scanned=2, rebuild=_rebuild_all, build_via_main=True, main_usage="exit",
        no_conflicts=True, all_three_rates=True, flat_files=True, exhibit_ids=frozenset(EXHIBIT_IDS) | PLAN_PARTS,
        numbers_printed=(Printed(_forms_short, facts=("site_area_ac", "disturbed_area_ac")),),
        spread={
            "paragraphs": {"N.2.A", "N.2.E.4", "N.2.E", "N.2.E.3", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.C.2",
                           "N.2.D.1", "N.2.D.2", "N.2.D.3"},
            "bases": {"whole_site", "additional_only"},
            "some_surety": True,
            "unmet": {"N.4.1", "N.5.1", "N.5.3", "N.4.9"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(
            ("a common scheme", lambda ts: any("common_scheme_area_ac" in t.facts for t in ts)),
            ("public packages disturbing 5 ac or more (permitted or not) owe no surety",
             _public_5ac_owe_no_surety(False)),
        ),
    ),
    CorpusSet(
        "external30", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, flat_files=True,
        exhibit_ids=frozenset(EXHIBIT_IDS) | PLAN_PARTS,
        numbers_printed=(Printed(_forms_30, min_checked=80),),
        spread={
            "paragraphs": {"N.2.A", "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.3", "N.2.E.4", "N.2.B.3", "N.2.C.3",
                           "N.2.D.1", "N.2.D.2", "N.2.D.3"},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.5.1", "N.5.3", "N.3.1"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(("a surety in one permitted package and not in another", _surety_split_among_permitted),),
    ),
    CorpusSet(
        "external31", packages=12, scanned=2, rebuild=_rebuild_all, flat_files=True, rebuild_clears_stale=True,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.B.3", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.1", "N.2.E.2"},
            "sureties": {True, False},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.3.1", "N.4.1", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(("every package is uploaded as several PDFs", lambda ts: all(len(t.files) >= 2 for t in ts)),),
    ),
    CorpusSet(
        "external32", packages=12, scanned=4, rebuild=_rebuild_all, no_conflicts=True, text_files_have_text=True,
        numbers_printed=(Printed(_forms_32),),
        plan_pages={  # a full-size set only on a page larger than 11 x 17, a reduced set only on one no larger
            "plan_set.full_size": lambda w, h: not _fits_11x17(round(w), round(h)),
            "plan_set.reduced": lambda w, h: _fits_11x17(round(w), round(h)),
        },
        spread={
            "paragraphs": {"N.2.A", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.3", "N.2.E.4",
                           "N.2.B.3"},
            "bases": {"whole_site", "additional_only"},
            "some_surety": True,
            "unmet": {"N.4.1", "N.5.1", "N.5.3", "N.4.9"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(("a full-size and a reduced plan set are located",
                     lambda ts: _parts_located(ts) == {"plan_set.full_size", "plan_set.reduced"}),),
        claims=(
            # a public applicant disturbing 5 acres or more owes no surety
            ("x32-07-edina-street-reconstruction", "truth",
             lambda t: t.facts["applicant_public_entity"] is True and t.facts["disturbed_area_ac"] >= 5),
            ("x32-07-edina-street-reconstruction", "surety", False),
            # the common scheme decides the Chanhassen phase, not its own 7.5 acres
            ("x32-10-chanhassen-phase2", "paragraph", "N.2.B.3"),
        ),
    ),
    CorpusSet(
        "external33", packages=12, scanned=2, rebuild=_rebuild_all, no_conflicts=True, all_three_rates=True,
        builder_ids=lambda m: [p[0] for p in m.PACKAGES], cited_words=("cells_squashed", 0),
        spread={
            "paragraphs": {"N.2.A", "N.2.B.1", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E",
                           "N.2.E.3", "N.2.E.4"},
            "sureties": {True, False},
            "bases": {"whole_site", "additional_only"},
            "unmet": {"N.4.1", "N.4.9", "N.5.1", "N.5.3"},
            "missing": {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"},
        },
        set_claims=(
            # the common scheme governs one package: its own site is under 8 acres, the aggregate is not
            ("one common scheme, over 8 ac on a site under 8, decided N.2.D.3",
             lambda ts: len(c := [t for t in ts if "common_scheme_area_ac" in t.facts]) == 1
             and c[0].facts["site_area_ac"] < 8 <= c[0].facts["common_scheme_area_ac"]
             and c[0].expected["applicability"]["paragraph"] == "N.2.D.3"),
        ),
    ),
    CorpusSet(
        "external34", packages=12, scanned=2, rebuild=_rebuild_only("x34-01-edina-home", "x34-08-medina-hamel-bp3"),
        no_conflicts=True, builder_ids=lambda m: [p[0] for p in m.PACKAGES],
        cited_words=("cells_squashed_but_sheet_titles", 0),
        plan_pages={  # full size and reduced to 11x17, on the first page of the part's file
            "plan_set.full_size": lambda w, h: (round(w), round(h)) in {(2592, 1728), (2448, 1584)},
            "plan_set.reduced": lambda w, h: (round(w), round(h)) == (1224, 792),
        },
        plan_first_page=True,
        spread={
            "paragraphs": {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
                           "N.2.E", "N.2.E.1", "N.2.E.3"},
            "sureties": {True, False},  # some packages need a surety, some do not
        },
        claims=(
            ("x34-02-minnetonka-ridgeview", "truth",
             lambda t: t.facts["common_scheme_area_ac"] > t.facts["site_area_ac"]),
            ("x34-02-minnetonka-ridgeview", "paragraph", "N.2.B.2"),  # 4.12 ac alone would be N.2.B.1
        ),
    ),
]
BY_NAME = {s.name: s for s in SETS}
NAMES = [s.name for s in SETS]


def _module(name: str) -> Any:
    return importlib.import_module(f"corpus.{name}.build")


@pytest.fixture(scope="session")
def _build_cache(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return {}


@pytest.fixture
def built(request: pytest.FixtureRequest, _build_cache: dict[str, Path], tmp_path_factory: pytest.TempPathFactory
          ) -> tuple[CorpusSet, Path, list[Truth]]:
    """The set named by the test's ``name`` parameter, built once per session."""
    name = request.node.callspec.params["name"]
    out = _ensure(_build_cache, tmp_path_factory, name)
    truths = [load_truth(p) for p in sorted(out.glob(f"*/{TRUTH_NAME}"))]
    return BY_NAME[name], out, truths


_returned: dict[str, Any] = {}  # what each set's build() returned, by set name


def _digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@functools.lru_cache(maxsize=None)
def _pages(path: Path) -> tuple[tuple[str, float, float], ...]:
    """(text, width, height) of every page; read once per session (the built sets do not change)."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        out = []
        for i in range(len(pdf)):
            w, h = pdf[i].get_size()
            out.append((pdf[i].get_textpage().get_text_range(), w, h))
        return tuple(out)
    finally:
        pdf.close()


@functools.lru_cache(maxsize=None)
def _plumber_pages(path: Path) -> tuple[str, ...]:
    """The text of every page as pdfplumber reads it; read once per session."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return tuple(page.extract_text() or "" for page in pdf.pages)


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _locations(t: Truth) -> list:
    locs = [loc for ls in t.fact_locations.values() for loc in ls]
    return locs + list(t.exhibits.values()) + list(t.statements.values())


parametrise_sets = pytest.mark.parametrize("name", NAMES)


@parametrise_sets
def test_builds_its_packages_with_the_scanned_count(name: str, built) -> None:
    spec, out, truths = built
    assert len(truths) == spec.packages
    assert sum(t.kind == "scanned" for t in truths) == spec.scanned
    assert {t.kind for t in truths} == {"text", "scanned"}
    assert all(t.split == name for t in truths)
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == [t.id for t in truths]
    assert len(list(out.rglob(TRUTH_NAME))) == spec.packages  # no truth file below a package folder


def test_external_builds_one_package_per_firm(_build_cache, tmp_path_factory) -> None:
    from corpus.external.firms import FIRMS

    ids = sorted(p.parent.name for p in _ensure(_build_cache, tmp_path_factory, "external").glob(f"*/{TRUTH_NAME}"))
    assert ids == sorted(FIRMS)


def _ensure(cache: dict[str, Path], factory: pytest.TempPathFactory, name: str) -> Path:
    if name not in cache:
        out = factory.mktemp(name)
        if BY_NAME[name].build_via_main:
            assert _module(name).main([str(out)]) == 0
        else:
            _returned[name] = _module(name).build(out)
        cache[name] = out
    return cache[name]


@pytest.mark.parametrize("name", [s.name for s in SETS if not s.build_via_main])
def test_build_returns_the_truths_it_wrote(name: str, built) -> None:
    spec, out, truths = built
    returned = _returned[name]
    assert returned
    # a set's build() returns its truths, as models, dicts or the truth files it wrote (external14)
    returned = [r if isinstance(r, Truth) else Truth.model_validate_json(Path(r).read_text(encoding="utf-8"))
                if isinstance(r, (str, Path)) else Truth.model_validate(r) for r in returned]
    assert len({r.id for r in returned}) == len(returned) == len(truths)
    for r in returned:
        assert load_truth(out / r.id).model_dump() == r.model_dump(), r.id


@parametrise_sets
def test_build_is_byte_for_byte_deterministic(name: str, built, tmp_path: Path) -> None:
    spec, out, _ = built
    pids = spec.rebuild(_module(name), tmp_path)
    if spec.digest_truth_only:  # reportlab stamps creation dates in this set's PDFs
        assert pids is None
        assert {k: v for k, v in _digest(tmp_path).items() if k.endswith(TRUTH_NAME)} == \
            {k: v for k, v in _digest(out).items() if k.endswith(TRUTH_NAME)}
    elif pids is None:
        assert _digest(tmp_path) == _digest(out)
    else:
        for pid in pids:
            assert _digest(tmp_path / pid) == _digest(out / pid), pid


@parametrise_sets
def test_listed_files_are_the_pdfs_on_disk(name: str, built) -> None:
    spec, out, truths = built
    for t in truths:
        folder = out / t.id
        assert t.files, t.id
        assert sorted(str(p.relative_to(folder)) for p in folder.rglob("*.pdf")) == sorted(t.files), t.id
        others = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and p.name != TRUTH_NAME)
        assert others == sorted(t.files), t.id  # nothing else beside the truth
        for rel in t.files:
            assert rel.endswith(".pdf") and (folder / rel).read_bytes().startswith(b"%PDF-"), (t.id, rel)
            assert _pages(folder / rel), (t.id, rel)  # opens, with a page at least
        if spec.flat_files:
            assert sorted(p.name for p in folder.iterdir() if p.name != TRUTH_NAME) == sorted(t.files), t.id
        if spec.files_in_order:
            assert t.files == sorted(t.files), t.id


@parametrise_sets
def test_the_builder_lists_every_package(name: str, built) -> None:
    spec, _, truths = built
    mod = _module(name)
    for attr in ("BUILDERS", "PACKAGES", "AUTHORS", "ALL"):
        if hasattr(mod, attr):
            assert len(getattr(mod, attr)) == spec.packages, attr
    if spec.builder_ids is not None:
        assert sorted(spec.builder_ids(mod)) == [t.id for t in truths]


@parametrise_sets
def test_facts_are_contract_values_with_locations(name: str, built) -> None:
    spec, _, truths = built
    for t in truths:
        if spec.no_conflicts:
            assert not t.conflicts, t.id
        assert t.malformed == [], t.id
        assert t.facts, t.id
        assert set(t.facts) == set(t.fact_locations), t.id
        assert set(truth_facts(t).facts) == set(t.facts), t.id
        if spec.all_three_rates and "peak_rates_cfs" in t.facts:
            assert set(t.facts["peak_rates_cfs"]) == {"1", "10", "100"}, t.id
        for fact_name, value in t.facts.items():
            assert fact_name in FACT_SPECS, (t.id, fact_name)
            assert coerce(fact_name, value) is not None, (t.id, fact_name)  # raises if not in contract units and types
            assert t.fact_locations[fact_name], (t.id, fact_name)
        assert set(t.facts.get("peak_rates_cfs", {})) <= {"1", "10", "100"}, t.id


@parametrise_sets
def test_ids_are_known_clauses(name: str, built) -> None:
    spec, _, truths = built
    for t in truths:
        for ident in t.exhibits:
            assert ident in EXHIBIT_IDS or ident.startswith("plan_set."), (t.id, ident)
            assert spec.exhibit_ids is None or ident in spec.exhibit_ids, (t.id, ident)
        assert set(t.statements) <= set(STATEMENT_IDS), t.id


@parametrise_sets
def test_every_location_is_a_real_page_of_a_listed_file(name: str, built) -> None:
    spec, out, truths = built
    for t in truths:
        texts = {rel: [p[0] for p in _pages(out / t.id / rel)] for rel in t.files}
        assert _locations(t), t.id
        for loc in _locations(t):
            assert loc.file in texts, (t.id, loc.file)
            assert 1 <= loc.page <= len(texts[loc.file]), (t.id, loc.file, loc.page)
            if spec.locations_have_text:
                assert loc.text.strip(), (t.id, loc)
        if t.kind == "text" and spec.first_page_text_min:  # a real text layer on the first file's first page
            assert len(texts[t.files[0]][0].strip()) > spec.first_page_text_min, t.id
        for loc in _locations(t):
            if t.kind == "text":
                page = texts[loc.file][loc.page - 1]
                assert page.strip(), (t.id, loc.file, loc.page)
                if spec.numbers_on_page:
                    for number in re.findall(r"\d+(?:\.\d+)?", loc.text.replace(",", "")[:80]):
                        assert number in page.replace(",", ""), (t.id, loc.file, loc.page, number)


@parametrise_sets
def test_expected_is_the_engines_answer_on_the_truth(name: str, built) -> None:
    _, _, truths = built
    for t in truths:
        assert t.expected is not None, t.id
        assert expected_for(t) == t.expected, t.id
        Determination.model_validate(t.expected)
        assert [c["id"] for c in t.expected["criteria"]] == list(CRITERION_IDS), t.id
        assert [e["id"] for e in t.expected["exhibits"]] == list(EXHIBIT_IDS), t.id


@parametrise_sets
def test_scanned_packages_are_letter_size_images_without_text(name: str, built) -> None:
    spec, out, truths = built
    digits = spec.scan_size_digits
    for t in truths:
        if t.kind != "scanned":
            if spec.text_files_have_text:
                for rel in t.files:
                    assert any(text.strip() for text, _, _ in _pages(out / t.id / rel)), (t.id, rel)
            continue
        for rel in t.files:
            if spec.scan_name_words and not any(w in rel.lower() for w in spec.scan_name_words[0]):
                continue  # a born-digital file of a scanned package (the name test covers the scans)
            pages = _pages(out / t.id / rel)
            assert len(pages) >= spec.scan_min_pages, (t.id, rel)
            for text, w, h in pages:
                assert text.strip() == "", (t.id, rel)
                if spec.scan_either_orientation:
                    assert sorted((round(w, digits), round(h, digits))) == [612, 792], (t.id, rel, w, h)
                else:
                    assert (round(w, digits), round(h, digits)) == (612, 792), (t.id, rel, w, h)
            if spec.scan_pdfplumber:
                assert "".join(_plumber_pages(out / t.id / rel)).strip() == "", (t.id, rel)


@parametrise_sets
def test_recorded_words_are_on_the_recorded_page(name: str, built) -> None:
    spec, out, truths = built
    by_id = {t.id: t for t in truths}
    for pid, fact_name, snippet in spec.words:
        loc = by_id[pid].fact_locations[fact_name][0]
        assert snippet in " ".join(_pages(out / pid / loc.file)[loc.page - 1][0].split()), (pid, fact_name, snippet)
    if not spec.first_words_on_page:
        return
    for t in truths:
        if t.kind != "text":
            continue
        texts = {rel: [_norm(p[0]) for p in _pages(out / t.id / rel)] for rel in t.files}
        for loc in _locations(t):
            words = _norm(loc.text).split()[:3]
            assert words and all(w in texts[loc.file][loc.page - 1] for w in words), (t.id, loc.file, loc.page, words)


@pytest.mark.parametrize("name", [s.name for s in SETS if s.number_g_on_a_page])
def test_each_number_fact_is_printed_on_one_of_its_pages(name: str, built) -> None:
    import pdfplumber

    _, out, truths = built
    for t in truths:
        if t.kind != "text":
            continue
        for fact_name, value in t.facts.items():
            if FACT_SPECS[fact_name].kind != "number":
                continue
            wanted = f"{abs(float(value)):g}"
            texts = []
            for loc in t.fact_locations[fact_name]:
                with pdfplumber.open(out / t.id / loc.file) as pdf:
                    texts.append((pdf.pages[loc.page - 1].extract_text() or "").replace(",", ""))
            assert any(wanted in text for text in texts), (t.id, fact_name, wanted)


def _cited_locations(t: Truth, how: str) -> list:
    facts = [loc for ls in t.fact_locations.values() for loc in ls]
    if how in ("first4_words", "first30_casefold"):
        return facts + list(t.statements.values())
    if how == "first6_words_first_location":
        return [ls[0] for ls in t.fact_locations.values()]
    if how == "first25_pdfplumber":
        return facts
    return _locations(t)


def _tokens(text: str) -> list[str]:
    return re.findall(r"[A-Za-z0-9.]+", text)


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("name", [s.name for s in SETS if s.cited_words])
def test_text_locations_carry_their_recorded_words(name: str, built) -> None:
    spec, out, truths = built
    how, minimum = spec.cited_words
    checked = 0
    for t in truths:
        if t.kind != "text":
            continue
        for loc in _cited_locations(t, how):
            if how == "first25_pdfplumber":
                text = _plumber_pages(out / t.id / loc.file)[loc.page - 1]
            else:
                text = _pages(out / t.id / loc.file)[loc.page - 1][0]
            if how == "first4_words_all":
                first = loc.text.split()[:4]
                assert first and set(first) <= set(text.split()), (t.id, loc.file, loc.page, first)
            elif how == "first4_phrase":
                if " | " in loc.text:
                    continue
                head = " ".join(loc.text.split()[:4])
                assert head in " ".join(text.split()), (t.id, loc.file, loc.page, head)
            elif how == "whole_squashed":
                assert _squash(loc.text) in _squash(text), (t.id, loc.text)
            elif how == "first_cell3_squashed":
                first_cell = next(c for c in loc.text.split(" | ") if c.strip())
                head = _squash(" ".join(first_cell.split()[:3])).lower()
                assert head and head in _squash(text).lower(), (t.id, loc)
            elif how == "first4_words":
                first = loc.text.split(" | ")[0].split()[:4]
                assert set(first) <= set(text.split()), (t.id, loc.file, loc.page, first)
            elif how == "first30_chars":
                norm = lambda x: re.sub(r"\s+", " ", x).strip().upper()  # noqa: E731
                needle = norm(loc.text.split(" | ")[0])[:30]
                assert needle and needle in norm(text), (t.id, loc.file, loc.page, needle)
            elif how == "tokens120":
                want = {w.lower() for w in _tokens(loc.text[:120].rsplit(" ", 1)[0])}
                have = {w.lower() for w in _tokens(text)}
                assert want and want <= have, (t.id, loc.file, loc.page, sorted(want - have))
            elif how == "first6_words_first_location":
                words = [w for w in loc.text.split() if w != "|"][:6]
                page = " ".join(text.split())
                assert words and all(w in page for w in words), (t.id, loc)
            elif how == "first30_squashed_titled":
                # a table is recorded as "row | row"; a plan-set part as "TITLE (full size)"
                words = _squash(loc.text.split(" | ")[0])[:30]
                if loc.text.endswith(("(11x17)", "(full size)")):
                    words = _squash(loc.text.rsplit(" (", 1)[0])[:30]
                assert words and words in _squash(text), (t.id, loc)
            elif how == "first8_tokens":
                assert set(_tokens(loc.text)[:8]) <= set(_tokens(text)), (t.id, loc.text)
            elif how == "first25_pdfplumber":
                head = " ".join(loc.text.split())[:25]
                assert head and head in " ".join(text.split()), (t.id, loc.file, loc.page, head)
            elif how == "first30_casefold":
                norm = lambda x: re.sub(r"\s+", " ", x).strip().casefold()  # noqa: E731
                assert norm(loc.text.split(" | ")[0])[:30] in norm(text), (t.id, loc)
            elif how == "cells_squashed":
                for part in loc.text.split("|"):  # a table row: each cell's words are on the page
                    assert _squash(part) in _squash(text), (t.id, loc.file, loc.page, part)
            elif how == "cells_squashed_but_sheet_titles":
                if loc.text.endswith(("sheet)", "reduced set)")):
                    continue
                for cell in loc.text.split(" | "):
                    assert _squash(cell) in _squash(text), (t.id, loc.file, loc.page, cell)
            else:
                raise AssertionError(f"unknown cited_words {how!r}")
            checked += 1
    assert checked > minimum


def _numbers(value: Any) -> list[float]:
    """Every number inside a fact's value (not a yes/no)."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, (int, float)):
        return [float(value)]
    if isinstance(value, dict):
        return [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    return []


@pytest.mark.parametrize("name", [s.name for s in SETS if s.numbers_printed])
def test_recorded_numbers_are_printed_on_their_pages(name: str, built) -> None:
    spec, out, truths = built
    for rule in spec.numbers_printed:
        checked = 0
        for t in truths:
            if t.kind != "text":
                continue
            for fact_name, value in t.facts.items():
                if rule.facts and fact_name not in rule.facts:
                    continue
                if rule.nested:
                    numbers = _numbers(value)
                elif rule.facts or (isinstance(value, (int, float)) and not isinstance(value, bool)):
                    numbers = [float(value)]
                else:
                    continue
                locations = t.fact_locations[fact_name]
                for loc in locations[:1] if rule.first_location else locations:
                    page = _pages(out / t.id / loc.file)[loc.page - 1][0]
                    for number in numbers:
                        assert any(form in page for form in rule.forms(number)), (t.id, fact_name, number, loc)
                        checked += 1
        assert checked > rule.min_checked, rule


@pytest.mark.parametrize("name", [s.name for s in SETS if s.plan_pages])
def test_plan_set_parts_sit_on_pages_of_their_size(name: str, built) -> None:
    spec, out, truths = built
    for t in truths:
        for part, fits in spec.plan_pages.items():
            loc = t.exhibits.get(part)
            if loc is None:
                continue
            _, w, h = _pages(out / t.id / loc.file)[0 if spec.plan_first_page else loc.page - 1]
            assert fits(w, h), (t.id, part, w, h)


@pytest.mark.parametrize("name", [s.name for s in SETS if s.scan_name_words])
def test_files_named_as_scans_are_text_less_letter_pages(name: str, built) -> None:
    spec, out, truths = built
    words, minimum = spec.scan_name_words

    def a_scan(rel: str) -> bool:
        return any(w in rel.lower() for w in words)

    scans = 0
    for t in truths:
        for rel in filter(a_scan, t.files):
            scans += 1
            for text, w, h in _pages(out / t.id / rel):
                assert sorted((round(w), round(h))) == [612, 792], (t.id, rel)
                assert text.strip() == "", (t.id, rel)
        if t.kind == "scanned":
            assert any(map(a_scan, t.files)), t.id
    assert scans >= minimum


@pytest.mark.parametrize("name", [s.name for s in SETS if s.package_text_matches])
def test_every_text_package_speaks_of_the_theme(name: str, built) -> None:
    spec, out, truths = built
    for t in truths:
        if t.kind == "text":
            words = " ".join(text for rel in t.files for text, _, _ in _pages(out / t.id / rel)).lower()
            assert re.search(spec.package_text_matches, words), t.id


@pytest.mark.parametrize("name", [s.name for s in SETS if s.file_words])
def test_recorded_words_are_in_their_files(name: str, built) -> None:
    spec, out, _ = built
    for pid, rel, snippet in spec.file_words:
        assert snippet in "\n".join(_plumber_pages(out / pid / rel)), (pid, rel, snippet)


@pytest.mark.parametrize("name", [s.name for s in SETS if s.rebuild_clears_stale])
def test_building_again_removes_stale_files(name: str, tmp_path: Path) -> None:
    mod = _module(name)
    mod.build(tmp_path)
    pkg = sorted(p for p in tmp_path.iterdir() if p.is_dir())[0]
    (pkg / "stale.pdf").write_bytes(b"%PDF-1.4 old")
    (pkg / "stale-junk.pdf").write_bytes(b"old")
    mod.build(tmp_path)
    assert not (pkg / "stale.pdf").exists() and not (pkg / "stale-junk.pdf").exists()


@parametrise_sets
def test_longest_file_of_each_package_is_long_enough(name: str, built) -> None:
    spec, out, truths = built
    for t in truths:
        assert max(len(_pages(out / t.id / rel)) for rel in t.files) >= spec.longest_file_min_pages, t.id


@parametrise_sets
def test_the_set_covers_the_outcomes_it_was_written_for(name: str, built) -> None:
    spec, _, truths = built
    apps = {t.id: t.expected["applicability"] for t in truths}
    if spec.paragraphs:
        assert {pid: a["paragraph"] for pid, a in apps.items()} == spec.paragraphs
    s = spec.spread
    if "paragraphs" in s:
        assert s["paragraphs"] <= {a["paragraph"] for a in apps.values()}
    if "sureties" in s:
        assert {a["surety_required"] for a in apps.values()} == s["sureties"]
    if s.get("some_surety"):
        assert any(a["surety_required"] for a in apps.values())
    if "bases" in s:
        assert s["bases"] <= {a["basis"] for a in apps.values()}
    if "unmet" in s:
        assert s["unmet"] <= {c["id"] for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    if "missing" in s:
        assert s["missing"] <= {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}


@parametrise_sets
def test_set_wide_claims(name: str, built) -> None:
    spec, _, truths = built
    for what, predicate in spec.set_claims:
        assert predicate(truths), what


def _written_forms(value: float) -> set[str]:
    from corpus.external7.common import sf

    forms = {f"{value:g}", f"{value:.2f}", f"{value:.1f}"}
    if 0 < abs(value) < 100:
        forms.add(sf(abs(value)))  # an acreage written in square feet
    return forms


@pytest.mark.parametrize("name", [s.name for s in SETS if s.numeric_facts_min_checked])
def test_numeric_facts_are_printed_on_their_pages(name: str, built) -> None:
    spec, out, truths = built
    checked = 0
    for t in truths:
        if t.kind != "text":
            continue
        for fact_name, value in t.facts.items():
            if FACT_SPECS[fact_name].kind not in ("number", "count"):
                continue
            for loc in t.fact_locations[fact_name]:
                page = " ".join(_pages(out / t.id / loc.file)[loc.page - 1][0].split())
                assert any(form in page for form in _written_forms(float(value))), (t.id, fact_name, value, loc)
                checked += 1
    assert checked > spec.numeric_facts_min_checked


@parametrise_sets
def test_planted_outcomes_and_deficiencies_are_in_expected(name: str, built) -> None:
    spec, _, truths = built
    by_id = {t.id: t.expected for t in truths}
    truths_by_id = {t.id: t for t in truths}
    if spec.deficiencies is not None:
        for t in truths:
            assert {d["id"] for d in t.expected["deficiencies"]} == spec.deficiencies.get(t.id, set()), t.id
    for pid, what, value in spec.claims:
        e = by_id[pid]
        defs = {d["id"] for d in e["deficiencies"]}
        if what == "truth":
            assert value(truths_by_id[pid]), pid
        elif what == "deficiencies":
            assert defs == value, (pid, defs)
        elif what == "has_deficiency":
            assert value in defs, (pid, defs)
        elif what == "surety":
            assert e["applicability"]["surety_required"] is value, pid
        elif what == "basis":
            assert e["applicability"]["basis"] == value, pid
        elif what == "permit":
            assert e["applicability"]["permit_required"] is value, pid
        elif what == "paragraph":
            assert e["applicability"]["paragraph"] == value, pid
        elif what == "sections":
            assert e["applicability"]["sections"] == value, pid
        elif what == "reason":
            assert any(value in r for r in e["applicability"]["reasons"]), (pid, e["applicability"]["reasons"])
        elif what.startswith("status:"):
            cid = what.split(":", 1)[1]
            assert next(i["status"] for i in e["exhibits"] + e["criteria"] if i["id"] == cid) == value, (pid, cid)
        else:
            raise AssertionError(f"unknown claim {what!r}")


# ---- set-specific checks that are not a claim on the expected answer ----

def test_external12_common_scheme_and_trail_facts(_build_cache, tmp_path_factory) -> None:
    """The aggregate area, not the phase alone, and the trail width/buffer decide ext12's paragraphs."""
    out = _ensure(_build_cache, tmp_path_factory, "external12")
    scheme = load_truth(out / "ext12-03-victoria-common-scheme")
    assert scheme.facts["site_area_ac"] < 20 <= scheme.facts["common_scheme_area_ac"]
    road = load_truth(out / "ext12-09-county-road-trail")
    assert road.facts["sidewalk_trail"]["width_ft"] <= 10 and road.facts["sidewalk_trail"]["buffer_ft"] >= 5
    trail = load_truth(out / "ext12-11-minnetonka-trail")
    assert trail.facts["sidewalk_trail"]["width_ft"] > 10


def test_external12_plan_sets_are_full_size_and_reduced(_build_cache, tmp_path_factory) -> None:
    out = _ensure(_build_cache, tmp_path_factory, "external12")
    for p in sorted(out.glob(f"*/{TRUTH_NAME}")):
        t = load_truth(p)
        for part, (lo, hi) in (("plan_set.full_size", (1200, 3000)), ("plan_set.reduced", (1000, 1230))):
            loc = t.exhibits.get(part)
            if loc is None:
                continue
            _, w, h = _pages(out / t.id / loc.file)[0]
            assert lo <= max(w, h) <= hi, (t.id, part, w, h)
            if part == "plan_set.reduced":
                assert max(w, h) <= 17 * 72 + 0.5 and min(w, h) <= 11 * 72 + 0.5


@pytest.mark.parametrize("name, certified_iff_plan_sheet", [("external8", False), ("external10", True)])
def test_plan_set_parts_are_on_sheets_of_the_size_claimed(name: str, certified_iff_plan_sheet: bool,
                                                          _build_cache, tmp_path_factory) -> None:
    tabloid = (17 * 72, 11 * 72)
    out = _ensure(_build_cache, tmp_path_factory, name)
    for p in sorted(out.glob(f"*/{TRUTH_NAME}")):
        t = load_truth(p)
        full = t.exhibits.get("plan_set.full_size")
        if full is not None:
            _, w, h = _pages(out / t.id / full.file)[full.page - 1]
            assert max(w, h) > tabloid[0] and min(w, h) > tabloid[1], t.id
        reduced = t.exhibits.get("plan_set.reduced")
        if reduced is not None:
            for _, w, h in _pages(out / t.id / reduced.file):
                assert max(w, h) <= tabloid[0] + 0.5 and min(w, h) <= tabloid[1] + 0.5, t.id
        # a large sheet in the package is always recorded as the full-size set
        large = [n for n in t.files if any(max(w, h) > tabloid[0] + 1 for _, w, h in _pages(out / t.id / n))]
        assert bool(large) == (full is not None), t.id
        if certified_iff_plan_sheet:  # a certified plan set is recorded exactly when a plan sheet is in the package
            assert ("plan_set.pe_certified" in t.exhibits) == bool(large), t.id


def test_external11_plan_sets_are_full_size_and_reduced_where_stated(_build_cache, tmp_path_factory) -> None:
    out = _ensure(_build_cache, tmp_path_factory, "external11")
    for p in sorted(out.glob(f"*/{TRUTH_NAME}")):
        t = load_truth(p)
        for part, check in (("plan_set.full_size", lambda w, h: max(w, h) >= 34 * 72 - 1),
                            ("plan_set.reduced", lambda w, h: max(w, h) <= 17 * 72 + 1 and min(w, h) <= 11 * 72 + 1)):
            loc = t.exhibits.get(part)
            if loc is not None:
                assert all(check(w, h) for _, w, h in _pages(out / t.id / loc.file)), (t.id, part)


def test_external11_scans_hold_one_image_per_page(_build_cache, tmp_path_factory) -> None:
    import pdfplumber

    out = _ensure(_build_cache, tmp_path_factory, "external11")
    for p in sorted(out.glob(f"*/{TRUTH_NAME}")):
        t = load_truth(p)
        if t.kind != "scanned":
            continue
        for rel in t.files:
            with pdfplumber.open(out / t.id / rel) as pdf:
                assert all(len(page.images) == 1 for page in pdf.pages), (t.id, rel)


def test_external11_builder_does_not_import_the_product_layers() -> None:
    folder = Path(__file__).resolve().parents[1] / "corpus" / "external11"
    for path in folder.glob("*.py"):
        source = path.read_text("utf-8")
        assert not re.search(r"^\s*(from|import)\s+(extract|reports|intake)\b", source, re.M), path.name


def test_external9_text_plan_sets_are_full_size_or_reduced_as_tagged(_build_cache, tmp_path_factory) -> None:
    out = _ensure(_build_cache, tmp_path_factory, "external9")
    for p in sorted(out.glob(f"*/{TRUTH_NAME}")):
        t = load_truth(p)
        if t.kind != "text":
            continue
        for part, ok in (("plan_set.full_size", lambda w, h: max(w, h) >= 34 * 72 - 1),
                         ("plan_set.reduced", lambda w, h: max(w, h) <= 17 * 72 + 1 and min(w, h) <= 11 * 72 + 1)):
            loc = t.exhibits.get(part)
            if loc is None or not loc.file.endswith(("24x36.pdf", "22x34.pdf", "11x17.pdf")):
                continue
            _, w, h = _pages(out / t.id / loc.file)[loc.page - 1]
            assert ok(w, h), (t.id, part, w, h)


def test_external7_plan_set_parts_are_the_sizes_they_claim(_build_cache, tmp_path_factory) -> None:
    out = _ensure(_build_cache, tmp_path_factory, "external7")
    for p in sorted(out.glob(f"*/{TRUTH_NAME}")):
        t = load_truth(p)
        for part, size in (("plan_set.full_size", (2448, 1584)), ("plan_set.reduced", (1224, 792))):
            loc = t.exhibits.get(part)
            if loc is not None:
                _, w, h = _pages(out / t.id / loc.file)[loc.page - 1]
                assert (round(w), round(h)) == size, (t.id, part)
                assert "plan_set.pe_certified" in t.exhibits, t.id


@pytest.mark.parametrize("name", [s.name for s in SETS if s.main_usage])
def test_main_refuses_a_missing_output_argument(name: str, capsys) -> None:
    assert _module(name).main([]) == 2
    if BY_NAME[name].main_usage == "stderr":
        assert "usage" in capsys.readouterr().err
