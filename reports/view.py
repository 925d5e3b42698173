"""The view model: everything a rendering shows, decided once, in Python.

Templates (HTML, Markdown) and the terminal renderer only print fields of
:class:`ReportView`; they compute nothing. So the four renderings cannot disagree about
what a report says, and every wording choice (a verdict line, a status label, a location
``file p. N``) is tested here once. Nothing in this module guesses: a value that is not in
the report is shown as not found, and a clause id the registry does not know is shown
as it is, without a text.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict

from reports.format import (
    detail_lines,
    fact_value_lines,
    humanise,
    location,
    one_line,
    readable_clause,
    shorten,
)
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS, registry
from rulen.facts import FACT_SPECS
from rulen.models import Evidence, Report
from rulen.questions import show_value, where

QUOTE_LIMIT = 300
SHORT_QUOTE_LIMIT = 60

SECTION_NAMES = {
    2: "Applicability",
    3: "BMPs",
    4: "Water quantity",
    5: "Water quality",
    6: "Required exhibits",
}

EXHIBIT_LABELS = {
    "present": "present",
    "missing": "missing",
    "not_required": "not required",
    "deferred": "deferred",
    "optional": "optional",
    "undetermined": "needed if Sections 4–5 apply",
}

CRITERION_LABELS = {
    "met": "met",
    "unmet": "unmet",
    "not_demonstrated": "not demonstrated",
    "not_applicable": "not applicable",
    "undetermined": "depends on applicability",
}

SOURCE_LABELS = {
    "extracted": "extracted",
    "derived": "derived",
    "override": "set by reviewer",
}

KIND_LABELS = {"exhibit": "exhibit", "criterion": "criterion", "fact": "fact"}

BASIS_LINES = {
    "whole_site": "whole site, as if undeveloped (impervious area increased by 50% or more)",
    "additional_only": "the additional impervious surface only (increase under 50%)",
}


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class EvidenceView(_View):
    location: str
    quote: str
    quote_short: str


class SectionView(_View):
    number: int
    name: str
    label: str


class VerdictView(_View):
    state: Literal["required", "not_required", "undetermined"]
    headline: str
    paragraph: str
    paragraph_text: str
    sections: list[SectionView]
    sections_line: str
    surety: str
    basis: str
    line: str
    reasons: list[str]


class DeficiencyView(_View):
    number: int
    id: str
    kind: str
    section: str
    what: str
    clause_short: str
    clause_text: str
    why: str
    numbers: list[str]
    evidence: list[EvidenceView]


class ExhibitRow(_View):
    id: str
    title: str
    status: str
    status_label: str
    locations: list[str]
    evidence: list[EvidenceView]
    reason: str


class CriterionRow(_View):
    id: str
    section: str
    title: str
    status: str
    status_label: str
    numbers: list[str]
    reason: str
    evidence: list[EvidenceView]


class FactRow(_View):
    name: str
    meaning: str
    value: str
    value_lines: list[str]
    source: str
    source_label: str
    conflict: str
    evidence: list[EvidenceView]


class FileRow(_View):
    path: str
    pages: int
    ocr_pages: int
    sha256_short: str
    error: str


class Count(_View):
    status: str
    label: str
    n: int


class ReportView(_View):
    package: str
    title: str
    verdict: VerdictView
    outcome: str
    needs_review: list[str]
    deficiencies: list[DeficiencyView]
    exhibits: list[ExhibitRow]
    exhibit_counts: list[Count]
    exhibits_missing: list[ExhibitRow]
    criteria: list[CriterionRow]
    criterion_counts: list[Count]
    criteria_failing: list[CriterionRow]
    facts: list[FactRow]
    files: list[FileRow]
    file_errors: list[FileRow]


def _evidence(items: list[Evidence]) -> list[EvidenceView]:
    return [
        EvidenceView(
            location=location(ev),
            quote=shorten(ev.text, QUOTE_LIMIT),
            quote_short=shorten(ev.text, SHORT_QUOTE_LIMIT),
        )
        for ev in items
    ]


def _unique(items: list[str]) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        if item:
            seen.setdefault(item, None)
    return list(seen)


def _clause_parts(clause_id: str) -> tuple[str, str, str]:
    """(short, text, section label) of a clause; empty for an id the registry does not know."""
    found = registry().get(clause_id)
    if found is None:
        return "", "", ""
    name = SECTION_NAMES.get(found.section, "")
    section = f"Section {found.section} — {name}" if name else ""
    return readable_clause(found.short), found.text, section


def _order(ids: tuple[str, ...]) -> dict[str, int]:
    return {cid: i for i, cid in enumerate(ids)}


_ALL_ORDER = {cid: i for i, cid in enumerate(registry())}


def _verdict(report: Report) -> VerdictView:
    app = report.applicability
    paragraph = app.paragraph or ""
    short, _text, _section = _clause_parts(paragraph) if paragraph else ("", "", "")
    if app.permit_required is True:
        state, headline = "required", "Permit required"
    elif app.permit_required is False:
        state, headline = "not_required", "No permit required"
    else:
        state, headline = "undetermined", "Permit requirement not decided"
    sections = [
        SectionView(number=n, name=SECTION_NAMES.get(n, ""), label=f"{n} ({SECTION_NAMES[n]})" if n in SECTION_NAMES else str(n))
        for n in sorted(app.sections)
    ]
    if sections:
        word = "Section" if len(sections) == 1 else "Sections"
        verb = "applies" if len(sections) == 1 else "apply"
        sections_line = f"{word} " + ", ".join(s.label for s in sections) + f" {verb}"
    elif state == "required":
        sections_line = "Sections not decided"
    else:
        sections_line = ""
    if app.surety_required is True:
        surety = "Surety required (N.2.F)"
    elif app.surety_required is False:
        surety = "No surety (N.2.F)"
    else:
        surety = "Surety not decided (N.2.F)"
    basis = f"Basis (N.2.H): {BASIS_LINES[app.basis]}" if app.basis in BASIS_LINES else ""
    if paragraph:
        head = f"{headline} under {paragraph}" + (f" ({short.rstrip('.')})" if short else "")
    else:
        head = f"{headline}: the facts found do not decide the paragraph of Section 2"
    parts = [head]
    if sections_line:
        parts.append(sections_line)
    if state != "not_required" or app.surety_required is True:
        parts.append(surety)
    if basis:
        parts.append(basis)
    return VerdictView(
        state=state,
        headline=headline,
        paragraph=paragraph,
        paragraph_text=short,
        sections=sections,
        sections_line=sections_line,
        surety=surety,
        basis=basis,
        line=". ".join(p.rstrip(".") for p in parts) + ".",
        reasons=[one_line(r) for r in app.reasons if one_line(r)],
    )


def _exhibit_rows(report: Report) -> list[ExhibitRow]:
    order = _order(EXHIBIT_IDS)
    ranked = sorted(enumerate(report.exhibits), key=lambda p: (order.get(p[1].id, len(order)), p[0]))
    rows = []
    for _, ex in ranked:
        short, _text, _section = _clause_parts(ex.id)
        rows.append(
            ExhibitRow(
                id=ex.id,
                title=short or humanise(ex.id),
                status=ex.status,
                status_label=EXHIBIT_LABELS.get(ex.status, humanise(ex.status)),
                locations=_unique([location(ev) for ev in ex.evidence]),
                evidence=_evidence(ex.evidence),
                reason=one_line(ex.reason),
            )
        )
    return rows


def _criterion_rows(report: Report) -> list[CriterionRow]:
    order = _order(CRITERION_IDS)
    ranked = sorted(enumerate(report.criteria), key=lambda p: (order.get(p[1].id, len(order)), p[0]))
    rows = []
    for _, cr in ranked:
        short, _text, section = _clause_parts(cr.id)
        rows.append(
            CriterionRow(
                id=cr.id,
                section=section,
                title=short or humanise(cr.id),
                status=cr.status,
                status_label=CRITERION_LABELS.get(cr.status, humanise(cr.status)),
                numbers=detail_lines(cr.detail),
                reason=one_line(cr.reason),
                evidence=_evidence(cr.evidence),
            )
        )
    return rows


def _deficiencies(report: Report) -> list[DeficiencyView]:
    """Deficiencies in the order of the rule (Sections 3, 4, 5, then the exhibits of 6).

    Each one takes its "why" from the exhibit or criterion it names: the reason the
    engine gave and the numbers it compared, so the applicant sees the cause next to
    the request.
    """
    exhibits = {e.id: e for e in report.exhibits}
    criteria = {c.id: c for c in report.criteria}
    ranked = sorted(
        enumerate(report.deficiencies),
        key=lambda p: (_ALL_ORDER.get(p[1].id, len(_ALL_ORDER)), p[0]),
    )
    out = []
    for number, (_, d) in enumerate(ranked, start=1):
        short, text, section = _clause_parts(d.id)
        why = ""
        numbers: list[str] = []
        evidence: list[Evidence] = []
        if d.kind == "criterion" and d.id in criteria:
            cr = criteria[d.id]
            why, numbers, evidence = one_line(cr.reason), detail_lines(cr.detail), list(cr.evidence)
        elif d.kind == "exhibit" and d.id in exhibits:
            ex = exhibits[d.id]
            why, evidence = one_line(ex.reason), list(ex.evidence)
        elif d.kind == "fact" and d.id in report.facts:
            fact = report.facts[d.id]
            why, evidence = one_line(fact.conflict or ""), list(fact.evidence)
        what = one_line(d.message)
        if why and why.rstrip(".") in what:
            why = ""  # the message already says it; saying it twice buries the request
        if not section and d.kind == "fact":
            section = "Facts"
        out.append(
            DeficiencyView(
                number=number,
                id=d.id,
                kind=KIND_LABELS.get(d.kind, d.kind),
                section=section,
                what=what,
                clause_short=short,
                clause_text=one_line(text),
                why=why,
                numbers=numbers,
                evidence=_evidence(evidence),
            )
        )
    return out


def _fact_rows(report: Report) -> list[FactRow]:
    order = _order(tuple(FACT_SPECS))
    rows = []
    for name in sorted(report.facts, key=lambda n: (order.get(n, len(order)), n)):
        fact = report.facts[name]
        spec = FACT_SPECS.get(name)
        lines = fact_value_lines(name, fact.value, fact.unit)
        if not lines and fact.candidates:
            # the reader was not sure enough to set it: the question, with its readings and their pages
            choices = " or ".join(f"{show_value(name, c.value)} ({where(c.evidence)})" for c in fact.candidates[:3])
            lines = [f"not set — {choices}?"]
        if not lines:
            lines = ["not settled" if fact.conflict else "not found"]
        rows.append(
            FactRow(
                name=name,
                meaning=spec.meaning if spec else "",
                value="; ".join(lines),
                value_lines=lines,
                source=fact.source,
                source_label=SOURCE_LABELS.get(fact.source, fact.source),
                conflict=one_line(fact.conflict or ""),
                evidence=_evidence(fact.evidence),
            )
        )
    return rows


def _file_rows(report: Report) -> list[FileRow]:
    return [
        FileRow(
            path=one_line(f.path),
            pages=f.pages,
            ocr_pages=f.ocr_pages,
            sha256_short=f.sha256[:12],
            error=one_line(f.error or ""),
        )
        for f in report.package.files
    ]


def _counts(statuses: list[str], labels: dict[str, str]) -> list[Count]:
    tally = Counter(statuses)
    known = [Count(status=s, label=l, n=tally[s]) for s, l in labels.items() if tally[s]]
    other = [Count(status=s, label=humanise(s), n=n) for s, n in sorted(tally.items()) if s not in labels]
    return known + other


def _needs_review(report: Report, facts: list[FactRow], files: list[FileRow]) -> list[str]:
    """Why a person must look: the engine's reasons, unsettled facts and unreadable files."""
    items = [one_line(r) for r in report.applicability.needs_review]
    items += [f"{f.name}: {f.conflict}" for f in facts if f.conflict]
    stated = " ".join(items)
    items += [f"{f.path} could not be read: {f.error}" for f in files if f.error and f.path not in stated]
    return _unique(items)


def build_view(report: Report) -> ReportView:
    """Everything a rendering of ``report`` shows, in the order it shows it."""
    exhibits = _exhibit_rows(report)
    criteria = _criterion_rows(report)
    facts = _fact_rows(report)
    files = _file_rows(report)
    deficiencies = _deficiencies(report)
    package = one_line(report.package.name) or "(unnamed package)"
    asked = sum(d.kind == "fact" for d in report.deficiencies)
    n = len(deficiencies) - asked
    outcome = "No deficiencies found" if n == 0 else f"{n} deficienc{'y' if n == 1 else 'ies'} found"
    if asked:
        # an undecided package leads with what decides it, not with a letter of deficiencies
        outcome = f"{asked} question{'s' if asked > 1 else ''} to settle" + ("" if n == 0 else f"; {outcome.lower()}")
    return ReportView(
        package=package,
        title=f"Rule N stormwater review — {package}",
        verdict=_verdict(report),
        outcome=outcome,
        needs_review=_needs_review(report, facts, files),
        deficiencies=deficiencies,
        exhibits=exhibits,
        exhibit_counts=_counts([e.status for e in exhibits], EXHIBIT_LABELS),
        exhibits_missing=[e for e in exhibits if e.status == "missing"],
        criteria=criteria,
        criterion_counts=_counts([c.status for c in criteria], CRITERION_LABELS),
        criteria_failing=[c for c in criteria if c.status in ("unmet", "not_demonstrated")],
        facts=facts,
        files=files,
        file_errors=[f for f in files if f.error],
    )
