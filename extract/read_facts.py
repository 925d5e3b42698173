"""Pages to Facts: the one entry point of the fact readers.

Every page is cut into sentences and table blocks; each reader proposes candidates with
their evidence; :mod:`extract.choose.reconcile` settles them. A reader that fails on odd input
loses only that sentence or table (logged), never the package.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from extract.propose.applicant import read_applicant, read_applicant_below, read_applicant_row
from extract.propose.applied_phase import applied_phase, read_phase_site
from extract.propose.application_date import read_application_date
from extract.propose.candidate import LABELLED, LOOSE, WATER_BODY, Candidate
from extract.choose.decide import choose
from extract.choose.groups import ValueGroup, group_candidates
from extract.choose.kind import default_kind_model
from extract.choose.kind_decide import kind_from_description
from extract.choose.exhibit_pages import PageText, default_exhibit_model
from extract.choose.model import default_model
from extract.propose.description import description_lines
from extract.propose.sentence_readers import SENTENCE_READERS
from extract.propose.typed_quantities import TypedQuantity, typed_quantities
from extract.propose.typed_candidates import typed_candidates
from extract.layout.contents_block import drop_contents_block, is_toc_page
from extract.layout.page_breaks import join_page_breaks
from extract.exhibits.detect import DOUBT, detect_exhibits
from extract.propose.common_scheme import read_common_scheme, read_common_scheme_followup, read_scheme_part
from extract.propose.hwl_margin import drop_misfit_levels, read_margin, settle_hwl, stated_margin
from extract.propose.freeboard import derive_freeboards, read_freeboards, relates_freeboard
from extract.propose.flags import read_contour, read_datum, read_infiltration, read_landlocked, read_yes_no_table
from extract.pdf.page import Page
from extract.propose.project_type import (is_agency_correspondence, is_third_party_report, read_project_type, read_project_type_row,
                                  read_type_option_row,
                                  read_project_type_table, land_use_rows,
                                  single_family_mention, type_from_unit_count)
from extract.propose.quantities import read_sentence
from extract.propose.pond_prose import read_pond_prose
from extract.propose.rates import read_rates
from extract.choose.reconcile import (MAX_EVIDENCE, cross_check_impervious, derive_density, merge, merge_ponds,
                               merge_rates, mark_revisions)
from extract.pdf.scan_text import tidy_page
from extract.layout.segments import Segment, segment_page
from extract.layout.sheet_notes import sheet_notes
from extract.propose.sheet_tables import read_sheet_openings, read_sheet_ponds, read_sheet_trail_pairs, read_sheet_trails
from extract.propose.statement_lists import read_page_statements
from extract.propose.statements import read_statements, settle_n46
from extract.layout.table_joins import join_split_heads
from extract.propose.tables import read_table
from extract.words.negation import is_rule_language
from extract.propose.lot_site import read_campus_site, read_legal_site, read_lot_site
from extract.propose.owned_site import read_owned_site
from extract.propose.opening_pair import read_hwl_after_opening, read_hwl_before_opening, read_nearest_hwl, read_opening_of_own_homes, read_opening_pair
from extract.propose.phased import read_phased_whole
from extract.propose.public_author import letterhead_body, read_public_author
from extract.layout.quoted_comments import unquote_comments
from extract.layout.other_designs import OtherDesigns
from extract.layout.questions import answer_with_question
from extract.propose.construction_limits import read_construction_limits
from extract.propose.subject_total import (read_bracket_side, read_kinds_area, read_side_after_semicolon, read_side_followup,
                                   read_subject_total)
from extract.propose.trail import read_trail, read_trail_area_rows, restates_rule, read_trail_block, read_trail_followup, read_trail_rows
from extract.words.labels import POND_ID, POND_TAGGED
from rulen.facts import make_fact
from rulen.models import Evidence, Fact, Facts
from extract.words.lazy_compile import lazy_compile

log = logging.getLogger(__name__)

def _safe(fn: Callable[..., Any], arg: Any, default: Any) -> Any:
    try:
        return fn(arg)
    except Exception:  # one odd sentence must not sink the package
        log.exception("reader %s failed", getattr(fn, "__name__", fn))
        return default


_DEFAULT = object()


def read_facts(pages: list[Page], model: Any = _DEFAULT) -> Facts:
    """Facts, exhibits and statements of a whole package (all its files' pages).

    The readers propose (:func:`propose`); the learned chooser (:mod:`extract.choose`) sets
    each scalar fact where it is sure and leaves a question with candidates where it is not.
    ``model=None`` keeps the rule-based reconciliation alone (as ``rulen train`` needs it).
    """
    proposal = propose(pages)
    chooser = default_model() if model is _DEFAULT else model
    kinds = default_kind_model() if model is _DEFAULT else None
    exhibit_pages = default_exhibit_model() if model is _DEFAULT else None
    return settle_proposal(proposal, chooser, kinds, exhibit_pages)


def settle_proposal(proposal: "Proposal", chooser: Any, kinds: Any, exhibit_pages: Any = None) -> Facts:
    """The chooser over the readings, then the kind of project from the description where none is set,
    then the pages that read like an exhibit no rule found (hints that keep a `missing` from being claimed)."""
    facts = _safe(lambda p: choose(p.facts.facts, chooser_groups(p), chooser), proposal, proposal.facts.facts)
    facts = _safe(lambda f: kind_from_description(f, proposal.description, kinds), facts, facts)
    hints = {} if exhibit_pages is None else _safe(
        lambda m: m.hints(proposal.pages, set(proposal.facts.exhibits)), exhibit_pages, {})
    hints = {**proposal.doubts, **hints}  # the page model's hint, where it has one, stands for the page
    return proposal.facts.model_copy(update={"facts": facts, "exhibit_hints": hints})


# Typed readings of the facts no phrase reader read, measured leave-one-author-out on the 401-package corpus
# (2026-12-02, a `typed_only` feature added): facts 94.8% -> 95.5%, but false facts 26 -> 42 and false
# `present` 9 -> 11. A false fact is the worst error, so they stay off until the chooser keeps them out.
TYPED_READINGS = False


def chooser_groups(proposal: "Proposal", typed: bool = TYPED_READINGS) -> dict[str, list[ValueGroup]]:
    """The groups the chooser scores: the phrase readers', and (``typed``) for a fact none of them read, the
    typed quantities whose label speaks of it (:mod:`extract.propose.typed_candidates`)."""
    if not typed:
        return proposal.groups
    read = set(proposal.groups) | set(proposal.facts.facts)
    typed = _safe(lambda q: group_candidates(typed_candidates(q, read)), proposal.quantities, {})
    return {**proposal.groups, **{n: g for n, g in typed.items() if n not in read}}


@dataclass
class Proposal:
    """What the readers propose for a package: the rule-based Facts, and every scalar reading grouped by value."""

    facts: Facts
    groups: dict[str, list[ValueGroup]] = field(default_factory=dict)
    description: list[tuple[str, Evidence]] = field(default_factory=list)  # the lines that say what is built
    pages: list[PageText] = field(default_factory=list)  # each page's words and size, for the exhibit classifier
    quantities: list[TypedQuantity] = field(default_factory=list)  # every typed quantity, whatever reader knows its words
    # statements reviewers read two ways as an exhibit (extract.exhibits.doubts): a question, never `missing`
    doubts: dict[str, list[Evidence]] = field(default_factory=dict)


def propose(pages: list[Page]) -> Proposal:
    """Every reader over every page: candidates with their evidence, reconciled by the rules."""
    pages = [_safe(drop_contents_block, p, p) for p in pages or []]
    pages = _safe(join_page_breaks, pages, pages)
    cands: list[Candidate] = []
    quantities: list[TypedQuantity] = []
    rates: list[dict] = []
    land_use: list[tuple[str, int, Any]] = []  # rows of Existing/Proposed land-use tables
    table_types: list[Candidate] = []  # project types read from those tables whole
    ponds: list[dict] = []
    trails: list[dict] = []
    statements: dict[str, list[Evidence]] = {}
    rate_tables: list[Evidence] = []
    relation: Evidence | None = None  # a sentence saying the freeboard is the EOF's height over the HWL
    scheme_parts: list[tuple[float, Evidence]] = []  # the other part of a common scheme, where only it is sized
    margins: list[tuple[float, float, list[Evidence]]] = []  # elevations a sentence sets the opening a margin above
    stated_margins: list[tuple[float, Evidence]] = []  # the margins themselves, with their sentences
    agency_files = {p.file for p in pages or [] if _safe(is_agency_correspondence, p, False)}
    first_pages: dict[str, Page] = {}
    for p in pages or []:
        if p.file not in first_pages or p.number < first_pages[p.file].number:
            first_pages[p.file] = p
    agency_files |= {f for f, p in first_pages.items() if _safe(is_third_party_report, p, False)}
    letterheads = {f: _safe(letterhead_body, p, None) for f, p in first_pages.items()}
    phase = _safe(lambda fp: applied_phase(fp, [l.text for p in pages or [] if p.number <= 2 for l in p.lines]),
                  list(first_pages.values()), None)
    others = OtherDesigns()
    for page in pages or []:
        parts = _safe(segment_page, _safe(tidy_page, page, page), ([], []))
        segments, tables = parts
        tables = [_titled(b, segments) for b in _safe(join_split_heads, tables, tables)]
        toc = _safe(is_toc_page, page, False)
        for cid, evs in _safe(read_page_statements, page, {}).items():  # lists and tables, not prose
            statements.setdefault(cid, []).extend(evs)
        prev_raw: Segment | None = None  # the segment before, as written (for a question and its answer)
        recent_segs: list[Segment] = []  # the last three segments read (the last is the sentence before this one)
        prev_found: list[Candidate] = []  # what the sentence before gave
        pond_heading: str | None = None  # a pond's name standing as a heading over its data lines
        label_ttl = 0  # sentences a pond named as a paragraph's label still stands for
        note_pond: tuple[str, Evidence] | None = None  # "2. POND 2: ..." whose words wrap onto the next line
        trail_items = 0  # short list items still to come under "The project includes a new trail:"
        trail_intro: Evidence | None = None
        pond_heading_ev: Evidence | None = None
        before_hwl: list[Candidate] = []  # the level read from the sentence before an opening, until the next sentence
        in_criteria = False  # under a "Design Criteria" / "Requirements" heading, until the next heading
        for seg in segments:
            if toc:
                continue
            seg = _safe(unquote_comments, seg, seg)  # a reviewer's quoted comment is not the design
            seg = _safe(lambda s: answer_with_question(prev_raw, s), seg, seg)  # "Q: How much gets graded?" / "A: 3.4 ac."
            prev_raw = seg
            if _safe(others.about_other_design, seg.text, False):
                continue  # a rejected alternative or a withdrawn earlier proposal: its figures are not this design's
            prev_seg = recent_segs[-1] if recent_segs else None  # the sentence just before
            seg_start = len(cands)
            if prev_seg is not None:
                cands.extend(_safe(lambda s: read_applicant_below(prev_seg, s), seg, []))
                cands.extend(_safe(lambda s: read_common_scheme_followup(prev_seg, s), seg, []))
            for reader in SENTENCE_READERS:
                cands.extend(_safe(reader, seg, []))
            quantities.extend(_safe(typed_quantities, seg, []))
            cands.extend(_safe(lambda s: read_public_author(s, letterheads.get(s.file)), seg, []))
            cands.extend(_safe(lambda s: read_phase_site(s, phase), seg, []))
            scheme_parts.extend(_safe(read_scheme_part, seg, []))
            margins.extend(_safe(lambda s: read_margin(s, recent_segs, page), seg, []))
            stated_margins.extend(_safe(stated_margin, seg, []))
            after_hwl = _safe(lambda s: read_hwl_after_opening(prev_seg, s), seg, [])
            if after_hwl:
                # "lowest opening 939.0. Adjacent 100-year HWL 934.2.": the level set right after the opening is the
                # one the writer sets it against; the level of the note before it (a basin's) was only a guess
                cands[:] = [c for c in cands if not any(c is b for b in before_hwl)]
            cands.extend(after_hwl)
            before_hwl = _safe(lambda s: read_hwl_before_opening(prev_seg, s), seg, [])
            cands.extend(before_hwl)
            cands.extend(_safe(lambda s: read_side_followup(prev_seg, s, prev_found), seg, []))
            cands.extend(_safe(lambda s: read_side_after_semicolon(s, cands[seg_start:]), seg, []))
            for clause in _safe(_plain_clauses, seg, []):
                # "Adjacent sites under common ownership must be taken together; the aggregate is 9.4 acres":
                # the rule's clause says nothing of this project, the clause after it does
                cands.extend(_safe(read_sentence, clause, []))
                cands.extend(_safe(lambda c: read_common_scheme(c, owner_context=seg.text), clause, []))
                scheme_parts.extend(_safe(read_scheme_part, clause, []))
                ponds.extend([p for p in [_safe(read_pond_prose, clause, None)] if p] + _safe(read_freeboards, clause, []))
                t = _safe(read_trail, clause, None) if not restates_rule(seg.text) else None
                if t:
                    trails.append(t)
            r = _safe(read_rates, seg, {})
            if r:
                rates.append(r)
            heading = _pond_heading(seg.text)
            if heading is not None or _other_heading(seg.text):
                pond_heading = heading
                label_ttl = 0
            elif label_ttl > 0:
                label_ttl -= 1
                if label_ttl == 0:
                    pond_heading = None
            labelled_pond = _POND_LABEL.match(seg.text)
            if heading is None and labelled_pond is not None:
                # "North Pond: normal water 940.0, ... The safety bench is 8 feet wide": the pond named as the
                # label of its paragraph stands for the next sentence or two that do not name one
                pond_heading, label_ttl = re.sub(r"\s+", " ", labelled_pond.group(1)).title(), 3
                pond_heading_ev = seg.evidence()
            found = [p for part in _safe(_per_pond, seg, [seg]) for p in [_safe(read_pond_prose, part, None)] if p] \
                + _safe(read_freeboards, seg, [])
            continued = note_pond if note_pond and _CONTINUES.match(seg.text) and not _POND_NAMED.search(seg.text) else None
            for p in found:
                if not p.get("name") and pond_heading:  # "POND 2 (WET)" above "Freeboard: 2.5 ft"
                    p["name"] = pond_heading
                    p["evidence"] = [pond_heading_ev, *p["evidence"]]
                elif not p.get("name") and continued:  # a sheet note about Pond 2 wrapped onto its next line
                    p["name"] = continued[0]
                    p["evidence"] = [continued[1], *p["evidence"]]
            lead = _NOTE_POND.match(seg.text)
            note_pond = ((re.sub(r"\s+", " ", lead.group(1)).title(), seg.evidence()) if lead
                         else note_pond if continued else None)
            ponds.extend(found)
            if relation is None and _safe(relates_freeboard, seg, False):
                relation = seg.evidence()
            if heading is not None:
                pond_heading_ev = seg.evidence()
            t = _safe(read_trail, seg, None)
            if t:
                trails.append(t)
            elif trail_items > 0:
                t = _safe(read_trail_item, seg, None)
                if t:
                    t["evidence"] = [trail_intro, *t["evidence"]]
                    trails.append(t)
            trail_items = 6 if _TRAIL_INTRO.search(seg.text) else (trail_items - 1 if len(seg.text.split()) <= 14 else 0)
            if trail_items == 6:
                trail_intro = seg.evidence()
            if prev_seg is not None and not (t and t.get("width_ft") is not None):
                t = _safe(lambda s: read_trail_followup(prev_seg, s), seg, None)
                if t:
                    trails.append(t)
            if in_criteria:
                # a "Design Criteria" section states the standards the design is held to ("50% annual TP removal"),
                # not the design's own figures
                cands[seg_start:] = [c for c in cands[seg_start:] if c.name not in _STANDARD_FIGURES]
            if _is_heading(seg.text):
                in_criteria = bool(_CRITERIA_HEADING.match(seg.text))
            recent_segs = [*recent_segs[-2:], seg]
            prev_found = cands[seg_start:]
            for cid, evs in _safe(read_statements, seg, {}).items():
                statements.setdefault(cid, []).extend(evs)
        if not toc and page.width > page.height:  # a plan sheet: its tables are read by the order of their columns
            ponds.extend(_safe(read_sheet_ponds, page, []))
            for pair in _safe(read_sheet_openings, page, []):
                ev = pair["evidence"][-1]
                cands.append(Candidate(name="lowest_opening_elev_ft", value=pair["opening"], evidence=ev, strength=LABELLED,
                                       tolerance=0.05, variant="opening"))
                cands.append(Candidate(name="hwl_100yr_elev_ft", value=pair["hwl"], evidence=ev, strength=LABELLED, tolerance=0.05))
            trails.extend(_safe(read_sheet_trails, page, []))
            trails.extend(_safe(read_sheet_trail_pairs, page, []))
            for note in _safe(sheet_notes, page, []):  # its notes, put back together from their column
                cands.extend(c for reader in (read_sentence, read_common_scheme) for c in _safe(reader, note, []))
                scheme_parts.extend(_safe(read_scheme_part, note, []))
                ponds.extend([p for p in [_safe(read_pond_prose, note, None)] if p] + _safe(read_freeboards, note, []))
                t = _safe(read_trail, note, None)
                if t:
                    trails.append(t)
        if not toc:
            rows = [(s.text, s.evidence()) for s in segments]
            for t in _safe(read_trail_rows, rows, []) + _safe(read_trail_block, rows, []):
                trails.append(t)
            for block in tables:
                block_rows = [(c, Evidence(file=block.file, page=block.page, text=c[:300], bbox=None)) for c in block.caption]
                block_rows += [(l.text, Evidence(file=block.file, page=block.page, text=l.text[:300], bbox=l.bbox))
                               for l in block.rows]
                trails.extend(_safe(read_trail_rows, block_rows, []))
                trails.extend(_safe(_trail_cells, block, []))
                cells = [[c.text for c in l.cells] if l.cells else l.text.split("\t") for l in block.rows]
                trails.extend(_safe(lambda r: read_trail_area_rows(r, [e for _, e in block_rows[len(block.caption):]]),
                                    cells, []))
        for block in tables:
            if toc:
                continue
            for line in block.rows:
                row = Segment(text=line.text, file=block.file, page=block.page, bbox=line.bbox, labelled=True)
                cands.extend(_safe(read_applicant_row, row, []))
                quantities.extend(_safe(typed_quantities, row, []))
                parts = [c.strip() for c in line.text.split("\t") if c.strip()]
                text = f"{parts[0].rstrip(':')}: {parts[1]}" if len(parts) == 2 else " ".join(parts)  # a form's label: value
                joined = Segment(text=text, file=block.file, page=block.page, bbox=line.bbox, labelled=True)
                if re.search(r"common|same|related|owns?\b|owned|phase", joined.text, re.IGNORECASE):
                    # "Common scheme (N.2.G):  Yes; adjacent Lot 2 (7.90 ac) under common ownership"
                    cands.extend(_safe(read_common_scheme, joined, []))
                    scheme_parts.extend(_safe(read_scheme_part, joined, []))
                cells = [c.text for c in line.cells] if line.cells else line.text.split("\t")
                cands.extend(_safe(lambda r: read_project_type_row(cells, r), row, []))
                if not re.search(r"(?i)project\s+type|type\s+of\s+(?:project|development)", line.text):
                    cands.extend(_safe(lambda r: read_type_option_row(cells, r), row, []))  # the boxes' second row
            # tables read whole: an Existing/Proposed land-use table, a checklist with Yes/No columns
            land_use.extend((block.file, block.page, l.bbox) for l in _safe(land_use_rows, block, []))
            table_types.extend(_safe(read_project_type_table, block, []))
            cands.extend(_safe(read_yes_no_table, block, []))
            if relation is None:
                for c in block.caption:
                    if _safe(relates_freeboard, Segment(text=c, file=block.file, page=block.page, bbox=None), False):
                        relation = Evidence(file=block.file, page=block.page, text=c[:300], bbox=None)
            areas, table_rates, table_ponds = _safe(read_table, block, ([], {}, []))
            cands.extend(areas)
            if table_rates:
                rates.append(table_rates)
                if any(len(s) == 2 for s in table_rates.values()):
                    rate_tables.append(next(iter(next(iter(table_rates.values())).values()))[0][1])
            ponds.extend(table_ponds)
    # a land-use table's row read alone by another reader may be its existing column: only the
    # table reader, which knows the columns, speaks for those rows
    cands = [c for c in cands if c.name != "project_type" or not _on_rows(c, land_use)] + table_types
    ponds.extend(_safe(lambda r: derive_freeboards(r, relation), ponds, []))
    cands = _outrank_agency_types(cands, agency_files)
    facts = _settle(cands, rates, ponds, trails)
    facts.update(_safe(read_application_date, pages or [], {}))  # which District rule was in force
    _safe(lambda f: _type_from_units(f, pages or []), facts, None)
    _safe(_type_from_trail, facts, None)
    _safe(lambda f: _scheme_from_parts(f, scheme_parts), facts, None)
    pond_levels = [(c.value, c.evidence) for c in cands if c.name == "hwl_100yr_elev_ft" and c.variant == WATER_BODY
                   and isinstance(c.value, (int, float))]
    _safe(lambda f: settle_hwl(f, margins, pond_levels, stated_margins), facts, None)
    cands = _safe(lambda c: drop_misfit_levels(c, facts, margins), cands, cands)
    settle_n46(statements)
    exhibits = _safe(detect_exhibits, pages or [], {})
    doubts = {k[len(DOUBT):]: v for k, v in exhibits.items() if k.startswith(DOUBT)}
    exhibits = {k: v for k, v in exhibits.items() if not k.startswith(DOUBT)}
    _size_exhibits(exhibits, cands, facts, rate_tables)
    return Proposal(
        facts=Facts(
            facts=facts,
            exhibits={k: v[:MAX_EVIDENCE] for k, v in exhibits.items() if v},
            statements={k: _dedupe(v) for k, v in statements.items() if v},
        ),
        groups=_safe(lambda c: group_candidates(mark_revisions(c)), cands, {}),
        description=_safe(description_lines, pages or [], []),
        pages=[PageText(file=p.file, page=p.number, width=p.width, height=p.height, text=_page_words(p))
               for p in pages or []],
        quantities=quantities,
        doubts={k: v[:MAX_EVIDENCE] for k, v in doubts.items() if k not in exhibits},
    )


def _page_words(page: Page) -> str:
    return " ".join(l.text for l in page.lines)[:6000]


def _type_from_units(facts: dict[str, Fact], pages: list[Page]) -> None:
    """No project type stated, but "single-family" is, and a unit count: the count gives the scale."""
    units = facts.get("dwelling_units")
    if "project_type" in facts or units is None or not isinstance(units.value, int):
        return
    mention = single_family_mention(pages)
    kind = type_from_unit_count(units.value) if mention else None
    if kind:
        facts["project_type"] = Fact(value=kind, unit=None, source="derived",
                                     evidence=[mention, *units.evidence[:2]])


def _type_from_trail(facts: dict[str, Fact]) -> None:
    """No project type stated, but a trail or sidewalk said to be the whole project ("the trail is the entire project"):
    a trail alone is linear work. A trail built with anything else says nothing of the kind."""
    trail = facts.get("sidewalk_trail")
    if "project_type" in facts or trail is None or not isinstance(trail.value, dict) or trail.value.get("standalone") is not True:
        return
    facts["project_type"] = Fact(value="linear", unit=None, source="derived", evidence=trail.evidence[:2])


_CLAUSE_CUT = lazy_compile(r"\s*;\s*|,\s+(?:and|so|thus|therefore|hence|accordingly)\s+|\s+[–—]\s+")


def _on_rows(cand: Candidate, rows: list[tuple[str, int, Any]]) -> bool:
    """Whether the candidate was read from one of these table rows (same file, page and line)."""
    ev = cand.evidence
    if ev is None or ev.bbox is None:
        return False
    return any(ev.file == f and ev.page == p and b is not None and abs(ev.bbox[1] - b[1]) < 1.5 and abs(ev.bbox[3] - b[3]) < 1.5
               for f, p, b in rows)


def _plain_clauses(seg: Segment) -> list[Segment]:
    """The clauses of a sentence that states a rule, those which themselves state none (empty for a plain sentence)."""
    if seg.labelled or not is_rule_language(seg.text):
        return []
    parts = [p for p in _CLAUSE_CUT.split(seg.text) if p and p.strip()]
    if len(parts) < 2:
        return []
    return [Segment(text=p.strip(), file=seg.file, page=seg.page, bbox=seg.bbox) for p in parts
            if not is_rule_language(p) and len(p.split()) >= 3]


def _scheme_from_parts(facts: dict[str, Fact], parts: list[tuple[float, Evidence]]) -> None:
    """N.2.G: no aggregate stated, but this site's area and the one other part under common ownership are;
    the aggregate is their sum, derived with both evidences. Two different parts, or an unsettled site
    area, derive nothing."""
    site = facts.get("site_area_ac")
    if "common_scheme_area_ac" in facts or not parts or site is None or not isinstance(site.value, (int, float)):
        return
    sizes = {round(a, 3) for a, _ in parts}
    if len(sizes) != 1:
        return
    part = parts[0][0]
    facts["common_scheme_area_ac"] = make_fact("common_scheme_area_ac", round(site.value + part, 4), source="derived",
                                               evidence=_dedupe([*site.evidence[:2], *(e for _, e in parts)]))


def _outrank_agency_types(cands: list[Candidate], agency_files: set[str]) -> list[Candidate]:
    """An agency's letter (MPCA coverage, DNR, Corps) describes the project in its own categories;
    the applicant's form and narrative state its type, so the letter counts only when nothing else does."""
    own = [c for c in cands if c.name == "project_type" and c.evidence.file not in agency_files]
    if not own:
        return cands
    if any(c.strength > LOOSE for c in own):
        return [c for c in cands if c.name != "project_type" or c.evidence.file not in agency_files]
    # only a heading of our own beside the letter: both are loose, and a disagreement stays a conflict
    return [c.model_copy(update={"strength": LOOSE}) if c.name == "project_type" and c.evidence.file in agency_files
            else c for c in cands]


def _dedupe(evs: list[Evidence]) -> list[Evidence]:
    out: list[Evidence] = []
    for e in evs:
        if e not in out:
            out.append(e)
    return out[:MAX_EVIDENCE]


_CRITERIA_HEADING = lazy_compile(r"^\W*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:design\s+|regulatory\s+|applicable\s+|district\s+|"
                               r"stormwater\s+)?(?:criteria|requirements|standards)(?:\s+and\s+\w+)?\s*:?\s*$", re.IGNORECASE)
_STANDARD_FIGURES = {"phosphorus_removal_pct"}


def _is_heading(text: str) -> bool:
    """A short line standing over a section: no stop at its end, a few words."""
    t = text.strip()
    return 0 < len(t.split()) <= 8 and not re.search(r"[.;,]$", t) and ":" not in t[:-1]


def _settle(cands: list[Candidate], rates: list[dict], ponds: list[dict], trails: list[dict]) -> dict[str, Fact]:
    by_name: dict[str, list[Candidate]] = {}
    for c in _safe(mark_revisions, cands, cands):
        by_name.setdefault(c.name, []).append(c)
    facts: dict[str, Fact] = {}
    strength: dict[str, int] = {}
    for name, group in by_name.items():
        fact = _safe(lambda g: merge(name, g), group, None)
        if fact is not None:
            facts[name] = fact
            strength[name] = max(c.strength for c in group)
    rate_fact = _safe(merge_rates, rates, None)
    if rate_fact is not None:
        facts["peak_rates_cfs"] = rate_fact
    pond_fact = _safe(merge_ponds, ponds, None)
    if pond_fact is not None:
        facts["ponds"] = pond_fact
    trail_fact = _safe(_merge_trail, trails, None)
    kind = facts.get("project_type")
    if trail_fact is not None and (kind is None or kind.value in (None, "linear")):
        # a sidewalk along a store's frontage or a trail loop in a park is part of that site, not the
        # linear project N.2.E.4 measures
        facts["sidewalk_trail"] = trail_fact
    _safe(lambda f: cross_check_impervious(f, strength), facts, None)
    _safe(derive_density, facts, None)
    return facts


_TRAIL_INTRO = lazy_compile(r"\b(?:trail|sidewalk|path|walkway|bikeway)s?\b[^:.;]{0,80}(?:includes?|consists?\s+of|features?|"
                          r"has|with|as\s+follows|details?|summary)?\s*:\s*$", re.IGNORECASE)


def read_trail_item(seg: Segment) -> dict | None:
    """A list item under a sentence that introduces the trail ("... adds a trail:" / "10-foot bituminous surface"):
    read as said of the trail; a width only where the item speaks of the trail's surface."""
    if re.search(r"\b(?:streets?|roads?|roadways?|driveways?|lanes?|parking|buildings?|highway|alley)\b", seg.text, re.IGNORECASE):
        return None  # "The street keeps its 28-foot width": an item about another paved thing is not the trail's
    t = read_trail(Segment(text="Trail: " + seg.text, file=seg.file, page=seg.page, bbox=seg.bbox, labelled=True))
    if not t:
        return None
    if "width_ft" in t and not re.search(r"surface|pavement|paved|bituminous|concrete|asphalt|\bwide\b|\bwidth\b",
                                         seg.text, re.IGNORECASE):
        del t["width_ft"]
    t.pop("standalone", None)
    t["evidence"] = [seg.evidence()]
    return t if any(k in t for k in ("width_ft", "buffer_ft", "crossing_pct", "area_ac", "conflict")) else None


_POND_HEADING = lazy_compile(r"^\W*(" + POND_ID + r"|" + POND_TAGGED + r"|"
                           r"(?i:north|south|east|west)\s+(?i:pond|basin))\s*(?:\([^)]{0,30}\))?\s*:?\s*$")


_NOTE_POND = lazy_compile(r"^\W*(?:\d{1,2}[.)]\s*)?(" + POND_ID + r"|"
                        + POND_TAGGED + r")\s*[:\-–]")
_POND_NAMED = lazy_compile(r"\b" + POND_ID + r"\b|\b" + POND_TAGGED + r"\b",
                         re.IGNORECASE)
# a line that carries on the one before: it opens with a small joining word or a lower-case letter
_CONTINUES = lazy_compile(r"^\s*(?:[a-z]|(?i:at|and|with|of|to|or|@|on|in|plus)\b|[,;])")


_POND_LABEL = lazy_compile(r"^\W*((?:(?i:nurp|wet|dry|detention|retention|sedimentation|stormwater|infiltration|biofiltration)\s+)?"
                         + POND_ID + r"|" + POND_TAGGED + r"|"
                         r"(?i:north|south|east|west)\s+(?i:pond|basin))\s*(?:\([^)]{0,30}\))?\s*:\s*\S")


_EACH_POND = lazy_compile(r"(?<![\w-])(?=(?:pond|basin)\s+(?:no\.\s*)?[\w-]{1,4}\s*:)", re.IGNORECASE)


def _per_pond(seg: Segment) -> list[Segment]:
    """"Pond 1: bench 10 ft at 10:1; freeboard 2.0 ft. Pond 2: bench 10 ft ...": each pond's part read on its own,
    so the second pond's figures are not lost to the first's (and no figure lent across)."""
    starts = [m.start() for m in _EACH_POND.finditer(seg.text)]
    if len(starts) < 2:
        return [seg]
    bounds = starts + [len(seg.text)]
    head = seg.text[:starts[0]]
    return [Segment(text=(head if i == 0 else "") + seg.text[a:b], file=seg.file, page=seg.page, bbox=seg.bbox,
                    labelled=seg.labelled) for i, (a, b) in enumerate(zip(bounds, bounds[1:]))]


def _pond_heading(text: str) -> str | None:
    """"POND 2 (WET POND)", "Pond 1:": a line that is only a pond's name heads the lines below it."""
    m = _POND_HEADING.match(text)
    return re.sub(r"\s+", " ", m.group(1)).title() if m else None


def _other_heading(text: str) -> bool:
    """A short title line without figures ("Rate Control", "4. WATER QUALITY") ends a pond's lines."""
    words = text.split()
    return 0 < len(words) <= 6 and not re.search(r"\d(?!\.\s)|[:=]", text) and not text.rstrip().endswith(".")


def _titled(block: Any, segments: list[Segment]) -> Any:
    """A table with no caption takes the title line right above it ("Table 2 - Peak Discharge Rates (cfs)"):
    the title says what the columns measure when the heads do not."""
    if block.caption or not block.rows or block.rows[0].bbox is None:
        return block
    top = block.rows[0].bbox[1]
    # only a rate table's title: other titles ("Building and pond elevations") would change how the heads read
    above = [s for s in segments if s.bbox is not None and s.page == block.page and 0 <= top - s.bbox[3] <= 30
             and len(s.text) <= 120 and not s.text.rstrip().endswith(".")
             and re.search(r"\bpeak\b|\bdischarge\b|\bcfs\b|\brunoff\s+rates?\b", s.text, re.IGNORECASE)]
    if not above:
        return block
    title = max(above, key=lambda s: s.bbox[3])
    return replace(block, caption=[title.text])


def _same_area(key: str, a: Any, b: Any) -> bool:
    """One trail area said twice with different rounding ("0.38 ac", "16,500 sf" = 0.3788 ac) is one area."""
    if key != "area_ac" or not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        return False
    return abs(a - b) <= max(0.005, 0.015 * max(a, b))


def _trail_cells(block: Any) -> list[dict]:
    """A typical section's labels ("10' TRAIL", "5' BLVD"): each cell that is a phrase of its own.

    A cell is read alone, never joined to its neighbours, so a column's header never lends its
    words to another column's figure."""
    out: list[dict] = []
    for line in block.rows:
        cells = [c.text for c in line.cells] if line.cells else line.text.split("\t")
        for cell in cells:
            if not re.search(r"\d", cell) or len(cell) > 120:
                continue
            seg = Segment(text=cell.strip(), file=block.file, page=block.page, bbox=line.bbox, labelled=False)
            t = _safe(read_trail, seg, None)
            if t and any(k in t for k in ("width_ft", "buffer_ft", "conflict", "area_ac", "crossing_pct")):
                out.append({k: v for k, v in t.items() if k in ("width_ft", "buffer_ft", "conflict", "needs_trail",
                                                                "area_ac", "crossing_pct", "evidence")})
    return out


def _merge_trail(trails: list[dict]) -> Fact | None:
    # a crossings sentence that names no trail counts only beside one that does
    trails = [t for t in trails if not t.get("needs_trail")] and [{k: v for k, v in t.items() if k != "needs_trail"}
                                                                 for t in trails]
    if not trails:
        return None
    value: dict[str, Any] = {}
    evidence: list[Evidence] = []
    for t in trails:
        if t.get("conflict"):  # one sentence naming two widths: which one is the trail's is not said
            return Fact(value=None, conflict=f"sidewalk_trail {t['conflict']}",
                        evidence=_dedupe([e for x in trails for e in x["evidence"]]))
    for t in trails:
        for k, v in t.items():
            if k == "evidence":
                evidence.extend(v)
            elif k in value and value[k] != v and not _same_area(k, value[k], v):
                return Fact(value=None, conflict=f"sidewalk_trail {k}: {value[k]} vs {v}", evidence=_dedupe(evidence + t["evidence"]))
            elif k not in value:
                value[k] = v
    return make_fact("sidewalk_trail", value, evidence=_dedupe(evidence))


def _size_exhibits(exhibits: dict[str, list[Evidence]], cands: list[Candidate], facts: dict[str, Fact],
                   rate_tables: list[Evidence]) -> None:
    """N.6.D / N.6.E: the project size and the net increase stated in acres, where settled."""
    for ex_id, name in (("N.6.D", "site_area_ac"), ("N.6.E", "net_impervious_increase_ac")):
        fact = facts.get(name)
        if fact is None or fact.source != "extracted" or fact.value is None and not fact.conflict:
            continue
        # a size stated in acres is the exhibit, even when two documents state two sizes (that is a fact conflict)
        in_acres = [c.evidence for c in cands if c.name == name and c.stated_in == "ac" and c.evidence in fact.evidence]
        if in_acres:
            exhibits[ex_id] = _dedupe(in_acres)
    if rate_tables:
        exhibits.setdefault("N.6.A.9", [])
        for e in rate_tables:
            if len(exhibits["N.6.A.9"]) < MAX_EVIDENCE and e not in exhibits["N.6.A.9"]:
                exhibits["N.6.A.9"].append(e)
