"""Detectors for the Section 6 exhibits: is the item itself in the submittal, and where.

Presence means the thing is there: a sheet title in a title block, a report or appendix
heading that names the document, the document itself (HydroCAD's own output footer, a boring
log, a permit's coverage number), or, for what the plans must show (property lines, wetlands,
soils, water levels, easements), a plan note or table that shows it. A table of contents
entry, a sheet index, a run of appendix captions, a legend of the firm's standard symbols, a
sentence saying a map "was not included", or a promise that a permit "will be obtained" shows
nothing; nor does a sheet whose title does not promise the item ("GRADING AND DRAINAGE PLAN"
is not the storm sewer's alignment; "EXISTING CONDITIONS" may omit the property lines).
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred as content_deferred, hedged, negated as has_negation
from extract.words.negation import is_deferred
from extract.exhibits.agreement import agreement_body, binds_party, instrument_title, only_recording_later
from extract.exhibits.approval import city_caption, letterhead, letterhead_approval
from extract.exhibits.acreage import states_net_impervious
from extract.exhibits.attached import attached_documents
from extract.exhibits.borings import boring_table, states_boring_results, states_counted_borings
from extract.exhibits.model import model_node_table, rate_comparison_table
from extract.exhibits.city import asks_for_review, city_form_field, city_letter, city_memo_header, city_reviewed
from extract.exhibits.municipal import agency_status_row, city_document, city_email_header
from extract.exhibits.doubts import doubted_on_page
from extract.exhibits.easement import report_states_easement, states_easement, vacated
from extract.exhibits.content import WHERE_SHOWN, none_row, report_wetlands, shows_wetlands, soil_table, soils_across_notes, states_soils
from extract.exhibits.notes import inside, label_lines, legend_regions, note_sentences, qualified_in, runs_on
from extract.exhibits.sheet_words import (EROSION_LINE, FACILITY_DRAWN, note_drainage_areas, note_facility_details, note_property_lines,
                                          note_storm_alignment)
from extract.exhibits.storm import draws_storm_pipes, report_points_at_storm, shows_storm_note, storm_callouts, structure_schedule
from extract.exhibits.levels import merged_head_table, states_site_levels
from extract.exhibits.water import existing_and_proposed_tables, states_existing_and_proposed, levels_across_notes, states_both_levels, states_levels_in_report, water_level_tables
from extract.pdf.page import Cell, Line, Page
from extract.layout.segments import segment_page
from extract.layout.checkboxes import opens_unticked
from extract.layout.contents_block import CONTENTS_ENTRY, CONTENTS_HEAD, is_toc_page
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

TITLE_PATTERNS: dict[str, re.Pattern[str]] = {
    "N.6.A.1": lazy_compile(r"boundary (?:(?:and|&) topographic )?survey|alta(?:/nsps)?(?: land title)? survey|certificate of survey|property (?:line |boundary )?(?:survey|plan|exhibit|map)|(?:preliminary|final) plat\b|land title survey|boundary (?:plan|map|exhibit)", _I),
    "N.6.A.2": lazy_compile(r"drainage (?:area|basin|boundary|sub-?area)s?(?: map| plan| exhibit)?|drainage maps?|(?:existing|proposed|pre|post)[- ]?(?:development |developed |construction )?(?:drainage|sub-?watersheds?|hydrology)(?: map| plan| exhibit| areas?)?|sub-?watershed (?:map|boundaries|exhibit|delineation)s?|watershed map|catchment map", _I),
    "N.6.A.3": lazy_compile(r"storm sewer(?: (?:and|&) [a-z ]+)? (?:plans?|profiles?|layouts?)|(?:site )?utility plans?|utilities plans?|stormwater (?:facilities|facility|bmp) (?:sheets?|plans?|layouts?)|storm (?:sewer|drain) plans?|storm drainage (?:plans?|layouts?)|pond (?:grading )?plans?|(?:plan and profile|plan (?:&|and) profile)[ -]+storm", _I),
    "N.6.A.4": lazy_compile(r"wetland (?:delineation|boundary|boundaries|report|map|exhibit|impact)|wetlands? (?:and|&) (?:floodplain|shoreland)|flood(?:plain)? (?:map|boundary|exhibit)|firm panel|firmette|flood insurance rate map|shoreland (?:map|overlay|district)", _I),
    "N.6.A.5": lazy_compile(r"soils? (?:survey )?map|web soil survey|(?:hydrologic )?soil groups? (?:map|exhibit)|soils? delineation|infiltration test(?:ing|s)? results|permeability test(?:ing|s)?(?: results)?", _I),
    "N.6.A.8": lazy_compile(r"^\s*(?:[A-Z]{0,3}-?\d[\w.-]*\s+|sheet\s+\S+\s+)?(?:(?:site|civil|misc\.?|miscellaneous|general|typical)\s+)?(?:details?|details?\s+(?:and|&)\s+sections?|sections?\s+(?:and|&)\s+details?)(?:\s+sheets?)?\s*(?:\(?\s*\d+\s+of\s+\d+\s*\)?)?\s*$|(?:construction|storm sewer|stormwater|storm|pond|outlet|structure|utility|civil|standard|bmp|infiltration|filtration|basin|drainage|rain garden|bioretention|biofiltration|storage|chamber|swale|trench|weir|manhole|catch basin|culvert|outfall) details?\b|details? sheet(?!\s*(?:no\.?|#)?\s*[A-Z]{0,3}-?\d)|construction details|(?:outlet|control) structure (?:details?|sections?|elevations?|plans?|schematics?)|(?:typical\s+)?(?:pond|basin|bmp|rain garden|infiltration|filtration|bioretention|biofiltration|swale|trench|berm|forebay|bench|outfall) (?:sections?|details?|cross[- ]sections?)|(?:technical )?specifications|project manual|section 33 ?4\d ?\d\d\b|standard plates?", _I),
    "N.6.A.9": lazy_compile(r"rate control (?:analysis|calculations|summary|comparison)|runoff (?:rates?|volumes?)(?: and (?:rates?|volumes?))? (?:analysis|summary|calculations|comparison)|peak (?:discharge|runoff|flow) (?:rates?|summary|comparison)|(?:existing|pre[- ]?(?:development|developed|project)?)\s*(?:and|vs\.?|versus|/)\s*(?:proposed|post[- ]?(?:development|developed|project)?)\s+(?:peak\s+)?(?:runoff|discharge|rates?|flows?)|volume control (?:analysis|calculations|summary)|(?:discharge|flow|runoff|outflow) rates? (?:comparison|summary|table|analys[ie]s|results)|(?:hydrologic|hydrograph) (?:summary|results)\s*[-–:]\s*(?:existing|pre)", _I),
    "N.6.A.10": lazy_compile(r"hydrocad|\bp8\b|\bmids\b|water quality (?:model(?:ing)?|calculations|analysis|computations)|hydraulic (?:calculations|analysis|computations)|storm sewer (?:design|calculations|computations|tabulation|sizing)|stormwater (?:calculations|computations)|hydrologic (?:calculations|computations)|pond (?:routing|calculations)|(?:stormwater|hydrologic|hydraulic|water quality) model(?:ing|ling)? (?:results|output|report|calculations)|model (?:output|results)", _I),
    "N.6.A.11": lazy_compile(r"(?:city|municipal|township|village) (?:of [a-z .]+ )?(?:(?:engineer(?:ing)?|staff|public works) )?(?:review|comment|approval|conformance)s? ?(?:letter|memo(?:randum)?|comments)?|municipal conformance|conformance with (?:the )?(?:city|municipal|local)|(?:city|municipal|township|village)(?: of [a-z .]+?)? (?:engineer(?:ing)?'?s?|public works|staff) (?:memo(?:randum)?|letter|comments|review|approval)|local (?:surface )?water management plan (?:conformance|compliance)|"
                            r"(?:city|municipal|township|village)(?: of [a-z .]+?)? (?:correspondence|consistency|concurrence|sign-?off)|"
                            r"(?:letter|memo(?:randum)?|correspondence|comments|email|approval) from (?:the )?(?:city|township|village|municipality)|(?:local government|lgu|local unit of government) (?:review|approval|comments|correspondence)s?", _I),
    "N.6.A.12": lazy_compile(r"(?:drainage ?(?:and|&|/) ?utility|utility ?(?:and|&|/) ?drainage|d ?& ?u|flowage|stormwater|ponding|drainage|conservation) (?:easements?|esmts?\.?)(?: agreement| exhibit| document| description| plan| deed)?|easement (?:agreement|exhibit|document|plan|description)|grant of (?:\w+ ){0,3}easement|declaration of (?:\w+ ){0,3}easement", _I),
    "N.6.A.13": lazy_compile(r"npdes(?:\s*/\s*sds)? (?:construction )?(?:storm ?water )?(?:general )?permit(?: coverage| approval| card| letter| authorization| confirmation)?|construction storm ?water (?:general )?permit (?:coverage|approval|card|letter|authorization|confirmation)|mpca (?:construction )?storm ?water permit|notice of (?:permit )?coverage|permit coverage(?: letter| card| notice)?", _I),
    "N.6.B": lazy_compile(r"maintenance (?:(?:and|&) (?:inspection|operations?|repair|access) )?agreement|agreement for (?:the )?(?:\w+ ){0,2}maintenance|"
                        r"declaration of [\w ,&]{0,60}?(?:stormwater|storm water|maintenance|ponds?|bmps?|drainage facilit)|(?:stormwater|bmp|pond) (?:\w+ ){0,2}(?:covenant|declaration)s?\b|(?:operations?|o) ?(?:and|&) ?(?:maintenance|m) agreement|stormwater (?:facilit(?:y|ies) )?maintenance (?:agreement|declaration|covenant)|declaration of (?:\w+ ){0,3}maintenance|maintenance (?:declaration|covenant|easement and agreement)", _I),
    "N.6.C": lazy_compile(r"geotechnical (?:evaluation|exploration|report|investigation|engineering|data|(?:soil |test )?borings?)|soil borings?|boring logs?|logs? of (?:test )?borings?|subsurface (?:exploration|investigation)|soil boring (?:report|results|logs?)", _I),
}


# An operation and maintenance plan is a schedule of chores; it is the agreement N.6.B asks for only
# when its page binds someone to it (the owner agrees, a declaration recorded against the land).
_OM_PLAN = lazy_compile(r"operations?\s*(?:and|&)\s*maintenance\s+(?:plan|manual|schedule)|\bo\s*&\s*m\s+(?:plan|manual|schedule)|"
                      r"(?:stormwater|storm\s+water|bmp|facilit(?:y|ies)|long[- ]?term|post[- ]?construction|pond|ongoing)\s+(?:\w+\s+){0,2}?maintenance(?:\s+(?:and|&)\s+inspection)?\s+(?:plan|manual|schedule)|"
                      r"inspection\s+(?:and|&)\s+maintenance\s+(?:plan|manual|schedule|program)|maintenance\s+(?:and|&)\s+inspection\s+(?:plan|manual|schedule|program)|"
                      r"maintenance\s+(?:plan|manual|schedule)\s+for\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:stormwater|storm\s+water|bmps?|ponds?|facilit(?:y|ies))", _I)
_BINDING = lazy_compile(r"\bagrees?\b|\bagreement\b|\bcovenants?\b|\bdeclaration\b|\bbind(?:s|ing)\b|\bsuccessors\b|\brecorded\s+(?:against|with|on)\b|\bresponsible\s+party\b", _I)


# Sheet titles that promise the stormwater facilities' layout only on a plan sheet: a report titled
# "Stormwater Management Plan" is the narrative, a sheet so titled draws the facilities.
PLAN_ONLY_TITLES: dict[str, re.Pattern[str]] = {
    "N.6.A.3": lazy_compile(r"storm ?water (?:management|bmp|treatment) plan|bmp (?:plan|layout)|"
                          r"(?:infiltration|filtration|bioretention|biofiltration|detention|retention|sedimentation|stormwater|wet|dry) (?:basin|pond|area|system|feature)s? (?:plan|layout)s?|"
                          r"underground (?:storage|detention|infiltration|chamber|retention)(?: (?:system|chambers?|facility))? (?:plan|layout)s?|rain gardens? (?:plan|layout)s?|"
                          r"(?:storm ?water|storm sewer|drainage) (?:structure|facilit(?:y|ies)) (?:plan|layout|schedule|table)s?|storm sewer (?:structure )?(?:schedule|table|tabulation)|"
                          # a sheet title that names the storm sewer beside another work: "UTILITY AND STORM PLAN", "GRADING AND STORM SEWER"
                          r"(?:utility|utilities|grading|drainage|street|paving|sanitary sewer|water ?main)(?:, [a-z]+)? (?:and|&) storm(?: sewer| drainage)?(?: plans?)?$|"
                          r"storm(?: sewer)? (?:and|&) (?:utility|utilities|grading|sanitary sewer|water ?main)(?: plans?)?$", _I),
}


# a sheet titled by the work alone ("STORM SEWER", "STORM"): the same words head a notes column, so the
# title counts only on a sheet that draws the storm pipes and structures
_BARE_STORM = lazy_compile(r"^\s*storm(?:\s*sewers?|\s+drainage|\s+drain)?(?:\s+(?:system|improvements))?\s*$", _I)


# Strong signs of the document itself, anywhere on a page. Model output (HydroCAD's footer and
# node lines) is the computations of item (10); item (9), the rate analysis, is the comparison of
# existing and proposed rates, read from its title or its table.
DOCUMENT_SIGNS: dict[str, list[re.Pattern[str]]] = {
    "N.6.A.10": [lazy_compile(r"hydrocad®?\s*\d+\.\d+\s*s/n|hydrocad software solutions", _I), lazy_compile(r"runoff\s*=\s*[\d.]+\s*cfs\s*@", _I), lazy_compile(r"p8 urban catchment model,?\s*(?:version|v\.?\s*\d)|^\s*mids\s+calculator\s*(?:version|v\.?\s*\d|results|output|summary)|^\s*minimal impact design standards\s+calculator", _I)],
    "N.6.C": [lazy_compile(r"log of (?:test )?boring|boring log|\bblows?/(?:ft|6\s*in)|standard penetration test|boring (?:no\.|number)\s*:?\s*[a-z]?-?\d", _I)],
    "N.6.A.13": [lazy_compile(r"\bpermit (?:no\.?|number|#|id)\s*:?\s*c\d{5,}|\bC000\d{4,}|\bcoverage (?:date|effective)", _I)],
}

# Whole sentences that are the item: the municipality saying it has reviewed the project. An
# applicant's own "the design conforms to the city's plan" is a Section 4 statement (N.4.7),
# not the city's documentation, so it is not read here (the tuning truth confirms this reading:
# a report's conformance sentence left in a package without the city's review is not the item).
SENTENCE_SIGNS: dict[str, re.Pattern[str]] = {
    "N.6.A.11": lazy_compile(
        r"\b(?:the\s+)?(?:city|township|municipality|municipal)(?:\s+(?:engineer(?:ing)?|staff|public works)(?:\s+(?:staff|department|division))?)?(?:\s+of\s+[A-Z][\w .]+?)?(?:'s\s+(?:engineer|staff|engineering (?:department|staff)|public works))?\s+(?:has|have)\s+(?:already\s+)?reviewed\s+(?:the\s+)?(?:\w+\s+){0,3}(?:project|plans?|application|stormwater|submittal|design)", _I),
}


# a lowest-opening sentence quotes the 100-year level as the building's reference, not the site's water
_REFERENCE_ONLY = lazy_compile(r"\b(?:lowest|low)\s+(?:floor|opening|entry)|\bopenings?\b|\bfreeboard\b|\bbasement\b", _I)
# a title-like line that points at a drawing or a standard kept elsewhere
_REFERRED = {"N.6.A.2", "N.6.A.3", "N.6.A.8"}
_REFERENCE = lazy_compile(r"\b(?:per|see|refer(?:ence)?|ref\.|according|accordance|conform\w*|as\s+shown|by\s+others|n\.?i\.?c\.?|not\s+in\s+contract|"
                        r"under\s+separate|separate\s+(?:cover|contract|submittal))\b", _I)
# a callout naming the detail and the sheet it is drawn on ("OUTLET CONTROL STRUCTURE DETAIL 3/C8.0"): it points there
_DETAIL_REF = lazy_compile(r"(?<![\w/])\d{1,2}\s*/\s*[A-Z]{1,3}-?\d{1,3}(?:\.\d{1,2})?\b|\bbound\s+separately\b|\bseparately\b", _I)
_MANY_AREAS = lazy_compile(r"\b(?:drainage\s+(?:areas|basins|boundaries|sub-?areas)|sub-?watersheds?|watersheds|catchments|hydrology)\b", _I)
def _names_map(rx: re.Pattern[str], part: str) -> bool:
    """The drainage words themselves, or the word right after them, name a map or many areas."""
    _whole_words(rx, part)
    m = _BOUNDED[rx.pattern].search(part)
    return bool(m) and bool(_DOC_WORD.search(part[m.start():m.end() + 12]) or _MANY_AREAS.search(part[m.start():m.end() + 12]))


# Item (8) is the construction plans of the stormwater facilities. A title that names them ("OUTLET
# STRUCTURE DETAIL", "POND SECTIONS") is enough; a generic one ("DETAILS", "STANDARD DETAILS",
# "SPECIFICATIONS") is theirs only when the page draws a facility: a sheet of curb, sidewalk, watermain
# or erosion-control details, or a notes heading listing MnDOT's specifications, is not.
_FACILITY_TITLE = lazy_compile(r"\b(?:storm|stormwater|pond|outlet|structures?|bmp|infiltration|filtration|basin|drainage|rain\s+garden|bioretention|biofiltration|"
                             r"storage|chambers?|swale|trench|weir|manhole|catch\s+basin|culvert|outfall|forebay|berm|bench|section\s+33\s?4)", _I)
_SPEC_DOC = lazy_compile(r"^\s*part\s+[123]\b|^\s*section\s+\d{2}\s?\d{2}\s?\d{2}\b", _I | re.MULTILINE)
_CHAPTER = lazy_compile(r"^\s*\d+(?:\.\d+)*\.?\s+[A-Za-z]")


_REVIEW_DOC = lazy_compile(r"\b(?:letters?|memo\w*|comments?|correspondence|e-?mail|resolution|report|findings|conformance)\b", _I)
_OPEN_QUESTION = lazy_compile(r"\b(?:review\w*|approv\w*)\b[^?]*\?[\s\t:]*(?:no|n/?a|pending|tbd|unknown|_+)?[\s.]*$", _I)


def _bare_review_heading(part: str, page: Page) -> bool:
    """A heading that only names the city's review ("City Review", "Municipal Approval") on a page
    whose question about that review is answered "no", "pending" or not at all: a form's empty section."""
    if _REVIEW_DOC.search(part):
        return False
    return any(_OPEN_QUESTION.search(l.text.replace("\t", " ")) for l in page.lines)


_NUMERIC_CELL = lazy_compile(r"^\s*-?\d[\d,]*(?:\.\d+)?\s*%?\s*$")


def _heads_data_table(page: Page, part: str) -> bool:
    """A report's table caption ("Table 3 - Pond Details") or a heading whose next lines are a table
    of figures: the report tabulates the facilities' data; the construction drawings are elsewhere."""
    if re.match(r"^\s*table\b", part, _I):
        return True
    idx = next((i for i, l in enumerate(page.lines) if part in " ".join(l.text.split())), None)
    if idx is None:
        return False
    for l in page.lines[idx + 1:idx + 4]:
        cells = [c for c in l.text.split("\t") if c.strip()]
        if len(cells) >= 3 and any(_NUMERIC_CELL.match(c) for c in cells):
            return True
    return False


def _generic_details_unbacked(page: Page, part: str, plan: bool) -> bool:
    """A generic details or specifications title on a page that shows no stormwater facility, or a report's
    numbered chapter on plans and specifications (it talks about them; it is not them)."""
    if not plan and _CHAPTER.match(part) and not _CAPTION.match(part):
        return True
    if _FACILITY_TITLE.search(part):
        return False
    if re.search(r"specifications|project\s+manual", part, _I) and not _SPEC_DOC.search(page.text):
        return True  # a notes heading or a pointer, not a specification document
    body = [c for l in page.lines if part not in l.text and not EROSION_LINE.search(l.text) for c in _unreferred_clauses(l.text)]
    return not any(FACILITY_DRAWN.search(t) for t in body) and not _SPEC_DOC.search(page.text)


def _unreferred_clauses(text: str) -> list[str]:
    """The clauses of a line that point nowhere else. A detail label may close on where its specification
    lives ("OCS-1 skimmer, pond bench section, riprap; specifications per Section 33 40 00"): the clause
    before the semicolon still names what the sheet draws, while a clause that itself points away
    ("outlet structure per City plate 410", "see sheet C8 for pond sections") draws nothing here."""
    if not _REFERENCE.search(text):
        return [text]
    return [c for c in re.split(r"\s*;\s*", text) if c.strip() and not _REFERENCE.search(c)] if ";" in text else []


# Item (2) is the map that delineates the subwatersheds. A table of drainage areas ("DRAINAGE AREA
# SUMMARY", "SUBWATERSHED DATA") lists them, and a line type ("--- DRAINAGE AREA BOUNDARY") is a
# symbol: neither is the map.
_AREA_TABLE = lazy_compile(r"\b(?:tables?|summary|summaries|tabulations?|data|listing|calc\w*|computations?|schedule|"
                         r"routing|schematics?|diagrams?|model\w*|hydrocad|node)\b", _I)  # a model's schematic is a diagram of nodes, not a map
_LINE_TYPE = lazy_compile(r"(?:boundary|line|limits?|divide)\s*$|^\s*[-_.—–=]{2,}", _I)


def _drainage_not_map(part: str) -> bool:
    if _AREA_TABLE.search(part):
        return True
    return bool(_LINE_TYPE.search(part)) and not re.search(r"\b(?:maps?|plans?|exhibits?|figures?|drawings?)\b", part, _I)


_ABBR_END = lazy_compile(r"\b(?:doc|docs|no|nos|inc|co|st|ave|approx|fig|ex|prop|el|elev|dept|twp|p\.e|e\.g|i\.e)\.$", _I)


def _rejoined(sentences: list[tuple[str, Line]]):
    """Sentences cut after an abbreviation ("Doc. No. 5512043") read whole again."""
    i = 0
    while i < len(sentences):
        text, line = sentences[i]
        while _ABBR_END.search(text.rstrip()) and i + 1 < len(sentences):
            i += 1
            text = f"{text} {sentences[i][0]}"
        yield text, line
        i += 1


def _sentences(page: Page):
    segments, _ = segment_page(page)
    for seg in segments:
        box = seg.bbox or (0.0, 0.0, 0.0, 0.0)
        yield seg.text, Line(text=seg.text, bbox=box)


_PLAN_SHEET_ID = lazy_compile(r"\bsheet\s*(?:no\.?|number|#)?\s*:?\s*[A-Z]{0,2}-?\d+(?:\.\d+)?(?:\s*of\s*\d+)?\b|^\s*[CLG]-?\d{1,3}(?:\.\d{1,2})?\s*$|1\"\s*=\s*\d+'|\bscale\s*:?\s*1\"|\bscale\s+in\s+feet\b|"
                            r"\bscale\s*:?\s*1\s*(?:inch|in\.?)\s*=\s*\d+\s*(?:feet|ft|')|\bgraphic\s+scale\b|\b(?:horiz|vert)\w*\.?\s+scale\b|"
                            r"^\s*(?:[CLGDUE]|SW|ST|GR|UT|CE|EC)-?\d{1,3}(?:\.\d{1,2})?\s*$", _I | re.MULTILINE)
_PLAN_TITLE = lazy_compile(r"\b(?:(?:site|grading|drainage|utility|utilities|erosion(?: and sediment)? control|storm sewer|paving|landscape|removals?|demolition|dimension|layout|swppp|stormwater|pond|overall|street|plan and profile)\s+(?:\w+\s+){0,2}plans?|surveys?|details|profiles?|drainage (?:area )?maps?|existing conditions|cover sheet|title sheet)\b", _I)
_SHEET_KIND = lazy_compile(r"^\s*(?:[A-Z0-9][A-Z0-9&,/'.-]*\s+){0,5}(?:PLANS?|PLAT|PROFILES?|DETAILS|SECTIONS|LAYOUT|SURVEY|NOTES|SCHEDULES?|ELEVATIONS)\s*$")
_CERTIFY = lazy_compile(r"\b(?:hereby\s+)?certif(?:y|ies|ied|ication)\b", _I)
_PE = lazy_compile(r"licensed\s+professional\s+engineer|registered\s+professional\s+engineer|professional\s+engineer|\bp\.e\.|\bmn\s+pe\b", _I)
_MN = lazy_compile(r"state of minnesota|laws of minnesota|minnesota\s+(?:licensed|registered|professional|license|lic\.|reg)|(?:licensed|registered)\s+in\s+(?:the\s+state\s+of\s+)?minnesota|\bmn\s+(?:license|lic\.|reg|p\.?e\.?\b)", _I)
_LICENSE = lazy_compile(r"(?:license|lic\.|registration|reg\.)\s*(?:no\.?|number|#)?\s*[:.]?\s*#?\s*\d{4,6}\b|\bp\.?e\.?\s*(?:no\.?|#|lic\.?)\s*:?\s*#?\s*\d{4,6}\b"
                        r"|,\s*p\.?e\.?,?\s+#?\d{4,6}\b", _I)  # signed "Ellen Marsh, PE 48812"

# the signer's name and number straight after the statement, no "License No." label (a zip code is no license)
_SIGNED_NUMBER = lazy_compile(r"\b(?i:minnesota)\.?\s+(?:[A-Z][\w.'-]*,?\s+){1,4}(?!5[56]\d{3}\b)\d{4,6}\b")
_LICENSE_LABEL_END = lazy_compile(r"(?:license|lic\.|registration|reg\.)\s*(?:no\.?|number|#)?\s*[:.]?\s*#?\s*$", _I)
_LICENSE_NO_START = lazy_compile(r"^\s*#?\s*\d{4,6}\b")

FULL_SIZE_PT = (22 * 72, 34 * 72)
REDUCED_MAX_PT = (11 * 72, 17 * 72)
_TOL = 0.03


def _is_contents(page: Page) -> bool:
    """A contents page as the exhibit detectors read it: one headed as contents, or one whose entries end in
    page numbers that run in order. A schedule whose rows end in counts ("Pond 1 | Inspect outlet | 2",
    "Sump manholes | Clean | 1") is a table of the document itself, not a list of where documents are."""
    if not is_toc_page(page):
        return False
    lines = [l.text.strip() for l in page.lines]
    if any(CONTENTS_HEAD.search(l) for l in lines[:8]):
        return True
    rows = [l for l in page.lines if CONTENTS_ENTRY.search(l.text.strip())]
    if any(re.search(r"\.{3,}|…", l.text) for l in rows):
        return True
    numbers = [int(m.group(1)) for l in rows if (m := re.search(r"(\d{1,3})\s*$", l.text.strip()))]
    in_order = all(a <= b for a, b in zip(numbers, numbers[1:]))
    narrow = sum(1 for l in rows if len(_cells_of(l)) <= 2) >= len(rows) / 2
    return in_order and narrow


_LONG_CAPTION = lazy_compile(r"^(?:table|appendix|exhibit|attachment|figure)\s+[A-Z0-9][\w.-]{0,6}\s*[:.\-–—]?\s+[A-Z]", _I)


def is_title_line(text: str, plan_sheet: bool) -> bool:
    """A heading, sheet title or appendix caption rather than a sentence."""
    t = text.strip()
    # a caption may run long: "Table 6-1 Conformance with the City of St. Louis Park Local Surface Water Management Plan"
    caption = bool(_LONG_CAPTION.match(t)) and not re.search(r"(?<!\bSt)(?<!\bNo)(?<!\bMt)[.;]\s+\S", t) \
        and len(re.findall(r"\b(?:table|appendix|exhibit|attachment|figure)\s+[A-Z0-9]", t, _I)) == 1  # one caption, not a run of them
    if not t or len(t) > (130 if caption else 90) or CONTENTS_ENTRY.search(t):
        return False
    if t.endswith(".") and not re.match(r"^(?:appendix|exhibit|attachment|figure|sheet)\s*[A-Z0-9.-]*\.?$", t, _I):
        return False
    if re.search(r"\b(?:includes?|contains?|provides?|shows?|shown|see|is|are|was|were|has|have|will|can|may|refer|shall|must|should|comply|verify|install|obtain)\b", t, _I):
        return False  # a sentence about a document ("Appendix B contains ...") is no title
    words = re.findall(r"[A-Za-z][A-Za-z/&'-]*", re.sub(r"\([^()]{0,20}\)", " ", t)) or re.findall(r"[A-Za-z][A-Za-z/&'-]*", t)
    if not words or len(words) > (18 if caption else 12):
        return False
    upper = sum(1 for w in words if w.isupper() or w[0].isupper() or w.lower() in ("and", "of", "the", "for", "to", "&", "a", "with", "in", "on", "vs", "versus", "or", "at", "by"))
    if re.match(r"^(?:appendix|exhibit|attachment|figure|sheet|section|chapter|table)\s*[A-Z0-9.-]*\s*[:.\-–—]?", t, _I):
        return not _ends_in_page_number(t)
    if re.match(r"^\d+(?:\.\d+)*\s+[A-Z]", t):  # "4.2 Rate Control"
        return not _ends_in_page_number(t)
    if _ends_in_page_number(t):
        return False
    if plan_sheet:
        return upper == len(words)
    return upper == len(words) and (t.isupper() or len(words) <= 10)


_BOUNDED: dict[str, re.Pattern[str]] = {}


def _loose_spaces(pattern: str) -> str:
    """The pattern with each literal space (outside character classes) made optional, so a title whose
    spaces a scan lost ("STORMSEWER PLAN") is still read."""
    out, depth, escaped = [], 0, False
    for ch in pattern:
        if escaped:
            out.append(ch)
            escaped = False
            continue
        if ch == "\\":
            escaped = True
        elif ch == "[":
            depth += 1
        elif ch == "]" and depth:
            depth -= 1
        out.append(r"\s*" if ch == " " and depth == 0 else ch)
    return "".join(out)


def _whole_words(rx: re.Pattern[str], text: str) -> bool:
    """A title match that starts and ends on word boundaries ("Drainage Plan" is not in "Drainage Planning",
    while "Drainage Area Maps" still holds "Drainage Area")."""
    bounded = _BOUNDED.get(rx.pattern)
    if bounded is None:
        bounded = _BOUNDED[rx.pattern] = re.compile(rf"(?<![A-Za-z0-9])(?:{_loose_spaces(rx.pattern)})(?![A-Za-z0-9])", rx.flags)
    return bool(bounded.search(text))


# What a page may call the item in its own sentences ("coverage under the general permit will be
# applied for"), wider than its title, so a deferral in other words still denies the title.
_TOPIC: dict[str, re.Pattern[str]] = {
    "N.6.B": lazy_compile(r"agreement|declaration|covenant", _I),
    "N.6.A.11": lazy_compile(r"\b(?:city|township|municipal\w*)\b", _I),
    "N.6.C": lazy_compile(r"borings?|geotechnical|soils? report", _I),
    "N.6.A.12": lazy_compile(r"easements?", _I),
    "N.6.A.13": lazy_compile(r"\b(?:apply|applied|applying|obtain\w*|submit\w*|seek\w*|request\w*|file|filed|filing)\s+(?:\w+\s+){0,5}(?:permit|coverage)\b|"
                           r"\b(?:permit|coverage)\s+(?:\w+\s+){0,3}(?:will|shall|to)\s+be\s+(?:obtained|applied|submitted|requested|sought|filed)", _I),
}


def _page_denies(page: Page, rx: re.Pattern[str], ex_id: str = "") -> bool:
    """A page whose own words say the item is absent or still to come ("will be obtained")."""
    topic = _TOPIC.get(ex_id)
    instrument = ex_id == "N.6.B" and binds_party(page)
    for sentence in _page_sentences(page):
        if ex_id == "N.6.B" and _OWN_RECORDING.search(sentence):
            continue
        if instrument and only_recording_later(sentence):
            continue  # on a page that binds a party to the upkeep, "will be recorded" is the instrument's own recording  # "This agreement shall be recorded ... prior to construction": the agreement's own clause, not a promise of one
        if rx.search(sentence) and (is_deferred(sentence) or has_negation(sentence)):
            return True
        if topic is not None and topic.search(sentence) and (is_deferred(sentence) or _WILL_LATER.search(sentence)):
            return True
    return False


_CLAUSE_START = lazy_compile(r"^\s*(?:\d+(?:\.\d+)+|\d{1,2}\.|[A-Z]\.)\s+\S")


def _page_sentences(page: Page):
    """The page's sentences, a table row or a numbered clause never run into its neighbours: "Table 3-1 Peak
    discharge rates" over its rows is not one sentence with "3.4 ... are not adversely affected" below it."""
    chunks: list[str] = []
    run: list[str] = []
    for line in page.lines:
        row = "\t" in line.text
        if (row or _CLAUSE_START.match(line.text)) and run:
            chunks.append(" ".join(run))
            run = []
        if row:
            chunks.append(line.text)
        else:
            run.append(line.text)
    if run:
        chunks.append(" ".join(run))
    for chunk in chunks:
        yield from re.split(r"(?<=[.!?])\s+", chunk)


# A report chapter about the item saying it is still to be done ("the owner will enter into a
# maintenance agreement"); "shall" is left out, as executed agreements speak of their own recording.
_WILL_LATER = lazy_compile(r"\bwill\s+(?:\w+\s+)?(?:enter|execute|sign|record|prepare|submit|provide|obtain|apply|request|review|issue|complete|"
                         r"be\s+(?:executed|signed|recorded|prepared|submitted|provided|obtained|drafted|finali[sz]ed|reviewed|issued|completed|dedicated|granted))\b", _I)
# an instrument speaking of its own recording ("This Agreement shall be recorded with the County prior to construction")
_OWN_RECORDING = lazy_compile(r"\b(?:this|the\s+(?:executed|signed))\s+(?:[\w&-]+\s+){0,4}?(?:agreement|declaration|covenants?|instrument)\s+shall\s+be\s+(?:recorded|filed)\b|"
                           r"\bthis\s+(?:[\w&-]+\s+){0,4}?(?:agreement|declaration|covenants?|instrument)\s+will\s+be\s+(?:recorded|filed)\b", _I)
# An NPDES heading in a report may only open a chapter about the permit; the permit itself is
# an appendix, a coverage notice, or a page carrying its permit number (read separately).
_PERMIT_ITSELF = lazy_compile(r"\b(?:appendix|attachment|exhibit|coverage|card|letter|notice|approval|authorization|confirmation)\b", _I)


def _ends_in_page_number(text: str) -> bool:
    """"Drainage Area Maps 6": a contents entry with its page number, not a title."""
    if re.search(r"\bsection\s+\d{2}\s?\d{2}\s?\d{2}$", text, _I):
        return False  # a specification section's number ("SECTION 33 46 00")
    if re.search(r"\b\d{1,2}\s+of\s+\d{1,2}\s*\)?$", text, _I):
        return False  # "DETAILS 2 OF 3": the sheet's place in its set
    m = re.search(r"(\S+)\s+\d{1,3}$", text)
    if not m or len(text.split()) < 3:
        return False
    return m.group(1).lower().rstrip(".") not in ("figure", "fig", "table", "sheet", "appendix", "exhibit", "section", "phase",
                                                  "pond", "no", "attachment", "chapter", "part", "volume", "book", "unit", "page")


def is_plan_sheet(page: Page) -> bool:
    big = max(page.width, page.height) >= 1000
    text = page.text
    return big or bool(_PLAN_SHEET_ID.search(text) and page.width > page.height)


def _ev(page: Page, line: Line, text: str | None = None) -> Evidence:
    return Evidence(file=page.file, page=page.number, text=(text or line.text.replace("\t", " ")).strip()[:300], bbox=line.bbox)


_SHEET_NO = lazy_compile(r"^\s*(?:sheet\s+)?[A-Z]{1,2}-?\d{1,3}(?:\.\d{1,2})?[A-Z]?\s*$")
# "C4.0 STORM SEWER PLAN", also as a list item ("4. C-301 PRE & POST SUBWATERSHED MAP", "• C5.0 DETAILS")
_NUMBERED_TITLE = lazy_compile(r"^\s*(?:\d{1,2}[.)]\s+|[•·▪\-–]\s*)?(?:sheet\s+)?[A-Z]{1,2}-?\d{1,3}(?:\.\d{1,2})?[A-Z]?\s*[-–:]?\s+[A-Z][A-Z]")
# two or more such entries run together on one line: an index, whatever the page's layout
_TITLE_ENTRY = lazy_compile(r"(?:^|\s)(?:\d{1,2}[.)]\s+)?(?:sheet\s+)?[A-Z]{1,2}-?\d{1,3}(?:\.\d{1,2})?[A-Z]?\s*[-–:]?\s+"
                          r"(?:[A-Z&,/'.-]+\s+){0,6}?(?:PLANS?|MAPS?|DETAILS|NOTES|SECTIONS?|PROFILES?|LAYOUT|CONDITIONS|SURVEY|"
                          r"SWPPP|SPECIFICATIONS|COVER|INDEX|REMOVALS|DEMOLITION)\b")
_SHEET_INDEX = lazy_compile(r"\b(?:sheet|drawing)s?\s+(?:index|list|schedule)\b|\bindex\s+(?:of|to)\s+(?:sheets|drawings)\b|\blist\s+of\s+(?:sheets|drawings)\b", _I)


def _cells_of(line: Line) -> list[Cell]:
    cells = [c for c in line.cells if c.text.strip()] if line.cells else []
    return cells or [Cell(text=p, bbox=line.bbox) for p in line.text.split("\t") if p.strip()]


def _index_rows(page: Page) -> set[int]:
    """Rows of a sheet index ("C4.0  STORM SEWER PLAN"): an index lists sheets, it does not hold them.

    A row that pairs a sheet number with a title is an index entry when the page has a sheet
    index heading or more than one such row; a title block has one number and one title.
    """
    rows = [i for i, line in enumerate(page.lines)
            if (cells := _cells_of(line)) and (len(cells) >= 2 and any(_SHEET_NO.match(c.text) for c in cells[:-1])
                                              or _NUMBERED_TITLE.match(cells[0].text))]
    several = {i for i, line in enumerate(page.lines) if len(_TITLE_ENTRY.findall(line.text)) >= 2}
    several |= _plain_numbered_rows(page)
    if len(rows) >= 2 or rows and _SHEET_INDEX.search(page.text):
        return set(rows) | several
    return several


# a sheet number with no discipline letter, or a run of them: "1", "3-11", "12 – 14"
_PLAIN_SHEET_NO = lazy_compile(r"^\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*$")


def _plain_numbered_rows(page: Page) -> set[int]:
    """The rows under a sheet index heading that number their sheets plainly ("3-11  STREET & UTILITY
    PLANS", "12-14  DETAILS"): without the heading a number and a title are any table's row, so the
    run counts only from the heading down, and ends at the first row that is not an entry."""
    out: set[int] = set()
    for h, line in enumerate(page.lines):
        if not _SHEET_INDEX.search(line.text) or len(line.text.split()) > 5:
            continue
        for j in range(h + 1, len(page.lines)):
            cells = _cells_of(page.lines[j])
            if len(cells) >= 2 and _PLAIN_SHEET_NO.match(cells[0].text) and re.search(r"[A-Za-z]{3}", cells[1].text):
                out.add(j)
            else:
                break
    return out


_PROPERTY_LINES = lazy_compile(r"\bproperty\s+(?:lines?|boundar(?:y|ies)|corners?)\b|\bboundary\s+lines?\b|\blot\s+lines?\b|\bparcel\s+(?:lines?|boundar(?:y|ies))\b|"
                             r"\blands?\s+owned\s+by\b|\bownership\s+(?:lines?|boundar(?:y|ies))\b", _I)
_EASEMENT_SHOWN = lazy_compile(r"\b(?:drainage\s*(?:and|&|/)\s*utility|utility\s*(?:and|&|/)\s*drainage|d\s?&\s?u|d/u|flowage|ponding|stormwater|storm\s+sewer|drainage)\s+(?:easements?|esmts?)\b|"
                             r"\beasements?\s+for\s+(?:\w+\s+(?:and|&)\s+)?(?:drainage|ponding|flowage|stormwater|storm\s+sewer)\b", _I)
# the other property interests the item names: an "EASEMENTS:" note listing drainage ones, and county or judicial ditches
_EASEMENT_LIST = lazy_compile(r"\beasements?\s*:\s*(?:[\w'\"-]+\s+){0,3}(?:drainage|d\s?&\s?u|d/u|flowage|ponding|stormwater)\b|"
                            r"\b(?:county|judicial|co\.)\s+ditch\b(?:[^.;]|\bno\.){0,60}\b(?:easements?|right[- ]of[- ]way|r/w)\b|"
                            r"\b(?:easements?|right[- ]of[- ]way)\b[^.;]{0,40}\b(?:county|judicial)\s+ditch\b", _I)


# Items that are drawings or documents: in a report, a heading counts only when it names the
# document ("Drainage Area Map", "Wetland Delineation Report") or captions an appendix or figure.
_DRAWN = {"N.6.A.1", "N.6.A.2", "N.6.A.3", "N.6.A.4", "N.6.A.5", "N.6.A.8", "N.6.A.12"}
_DOC_WORD = lazy_compile(r"\b(?:maps?|plans?|exhibits?|figures?|drawings?|surveys?|reports?|delineations?|sheets?|details?|plats?|diagrams?|"
                       r"boundar(?:y|ies)|profiles?|specifications|plates?|sections?|logs?|results|output|calculations|computations|"
                       r"agreements?|letters?|memo\w*|documents?|descriptions?|deeds?|panels?|firmette|layout|overlay)\b", _I)
_CAPTION = lazy_compile(r"^\s*(?:appendix|attachment|exhibit|tab)\s+[A-Z0-9]{1,3}\b", _I)


_LIST_HEAD = lazy_compile(r"^\s*(?:appendices|attachments?|enclosures?|exhibits|supporting\s+documents|list\s+of\s+\w+|cc|encl\.?|enclosed|attached)\s*:?\s*$|"
                        r"\bthe\s+following\s+(?:\w+\s+){0,2}(?:are|is|have\s+been|has\s+been)\s+(?:enclosed|attached|included|provided|submitted)\b[^:]{0,30}:\s*$", _I)
_INLINE_LIST = lazy_compile(r"^\s*(?:appendices|attachments?|enclosures?|encl\.?|cc|attached|enclosed)\s*:\s*\S", _I)
# an entry of a list: "A. Drainage Area Maps", "1) HydroCAD", "• Pond Details", "- Soil Borings"
_ENUMERATED = lazy_compile(r"^\s*(?:(?:[A-Z]|\d{1,2})[.)]|[•·▪◦‣*]|[-–]\s)\s*\S")


def _caption_list(page: Page, plan: bool = False) -> set[int]:
    """Appendix captions one under another ("Appendix A - Drainage Maps / Appendix B - HydroCAD ..."),
    or an "Appendices" / "Attachments" / "Enclosures" list: what the report says it attaches. An
    appendix itself opens with one caption and its body. (On a plan sheet an enumerated run is the
    sheet's notes or detail labels, so only captions count there.)"""
    lines = [l.text for l in page.lines]
    caps = [i for i, t in enumerate(lines) if _CAPTION.match(t)]
    out: set[int] = set()
    for a, b in zip(caps, caps[1:]):
        if b == a + 1:
            out.update((a, b))
    out.update(i for i, t in enumerate(lines) if _INLINE_LIST.match(t))
    if not plan:
        for i, t in enumerate(lines):
            if _LIST_HEAD.match(t):
                j = i + 1
                while j < len(lines) and (_ENUMERATED.match(lines[j]) or _CAPTION.match(lines[j])):
                    out.add(j)
                    j += 1
        enum = [i for i, t in enumerate(lines) if _ENUMERATED.match(t)]
        for a, b in zip(enum, enum[1:]):
            if b == a + 1:  # "A. Drainage Area Maps / B. HydroCAD Output": a run of enumerated titles is a list
                out.update((a, b))
    return out


def _title_candidates(page: Page, plan: bool):
    """Each cell of each line, and on plan sheets each title wrapped over two lines of a title block."""
    prev: Cell | None = None
    index = _index_rows(page) | _caption_list(page, plan)
    for i, line in enumerate(page.lines):
        cells = _cells_of(line)
        if i in index:
            prev = None
            continue
        for cell in cells:
            yield Line(text=cell.text, bbox=cell.bbox), " ".join(cell.text.split())
        if plan and len(cells) == 1:
            cell = cells[0]
            if prev is not None and abs(prev.bbox[0] - cell.bbox[0]) <= 4 and 0 <= cell.bbox[1] - prev.bbox[3] <= (cell.bbox[3] - cell.bbox[1]) \
                    and prev.text.strip().isupper() and cell.text.strip().isupper() \
                    and is_title_line(prev.text, True) and is_title_line(cell.text, True):
                box = (min(prev.bbox[0], cell.bbox[0]), prev.bbox[1], max(prev.bbox[2], cell.bbox[2]), cell.bbox[3])
                joined = " ".join(f"{prev.text} {cell.text}".split())
                yield Line(text=joined, bbox=box), joined
            prev = cell
        else:
            prev = None


# the key prefix of a doubt (:mod:`extract.exhibits.doubts`) among the detector's findings: "doubt.N.6.A.4"
DOUBT = "doubt."


def detect_page(page: Page) -> dict[str, list[Evidence]]:
    """Exhibit ids found on one page, with the words that show each."""
    found: dict[str, list[Evidence]] = {}
    if _is_contents(page):
        return found
    plan = is_plan_sheet(page)
    legends = legend_regions(page) if plan else []
    whole_notes = [n.text for n in note_sentences(page)] if plan else []
    for line, part in _title_candidates(page, plan):
        if legends and inside(line.bbox, legends):
            continue  # a legend entry is a symbol of the firm's standard set, not a drawn item
        if plan and qualified_in(part, whole_notes):
            continue  # "PERMANENT DRAINAGE EASEMENT AT POND A" over "NOT YET GRANTED": the label and its qualifier are one note
        if not is_title_line(part, plan) or has_negation(part) or is_deferred(part) or content_deferred(part) or opens_unticked(part):
            continue
        for ex_id, rx in TITLE_PATTERNS.items():
            if ex_id == "N.6.A.12" and not plan and re.search(r"\bproposed\b", part, _I):
                continue  # a report heading on proposed easements opens a chapter; a sheet's label draws them
            if ex_id == "N.6.A.13" and not _PERMIT_ITSELF.search(part):
                continue
            if ex_id in _REFERRED and (_REFERENCE.search(part) or _DETAIL_REF.search(part)):
                continue  # "PER CITY STANDARD PLATES", "SEE OUTLET STRUCTURE DETAIL SHEET C8": a pointer, not the drawing
            if ex_id == "N.6.A.8" and not plan and _heads_data_table(page, part):
                continue  # "Table 3 - Pond Details" over NWL/HWL figures: the report's data, not a drawing
            if ex_id == "N.6.A.8" and _generic_details_unbacked(page, part, plan):
                continue
            if ex_id == "N.6.A.2" and _drainage_not_map(part):
                continue
            if ex_id == "N.6.A.11" and _bare_review_heading(part, page):
                continue  # a form's "Municipal Review" section whose question is answered no or left blank
            if ex_id == "N.6.A.11" and not plan and not (_REVIEW_DOC.search(part) or _CAPTION.match(part)) and re.search(r"\bapprovals?\b", part, _I) \
                    and not re.search(r"\breview", part, _I):
                continue  # "7.0 Permits and Municipal Approvals", "City Approval Process": a chapter heading about approvals, not the city's act
            if ex_id == "N.6.A.12" and vacated(part):
                continue  # an easement vacated or released holds nothing
            if ex_id == "N.6.A.2" and not (_names_map(rx, part) or _CAPTION.match(part)):
                continue  # "PROPOSED DRAINAGE BASIN" labels one pond; "DRAINAGE AREAS" or a map shows the subwatersheds
            if not plan and ex_id in _DRAWN and not (_DOC_WORD.search(part) or _CAPTION.match(part)):
                continue  # "3.1 Existing Drainage Patterns" is a chapter about drainage, not the map
            if _whole_words(rx, part) and (plan and ex_id != "N.6.A.13" or not _page_denies(page, rx, ex_id)):
                found.setdefault(ex_id, []).append(_ev(page, line, part))
        if "N.6.B" not in found and instrument_title(part, page) and not _page_denies(page, TITLE_PATTERNS["N.6.B"], "N.6.B"):
            found.setdefault("N.6.B", []).append(_ev(page, line, part))  # a declaration, covenant or agreement tied to the facilities' upkeep
        if _whole_words(_OM_PLAN, part) and _BINDING.search(page.text) and not _page_denies(page, TITLE_PATTERNS["N.6.B"], "N.6.B"):
            found.setdefault("N.6.B", []).append(_ev(page, line, part))
        if plan:
            for ex_id, rx in PLAN_ONLY_TITLES.items():
                if _whole_words(rx, part):
                    found.setdefault(ex_id, []).append(_ev(page, line, part))
            if _BARE_STORM.match(part) and draws_storm_pipes(page):
                found.setdefault("N.6.A.3", []).append(_ev(page, line, part))  # a sheet titled "STORM SEWER" that draws it
    if "N.6.B" not in found:
        body = agreement_body(page)  # the agreement's own text: it makes itself and binds a party to maintain the facilities
        if body is not None:
            found["N.6.B"] = [_ev(page, body)]
    text = page.text
    for ex_id, signs in DOCUMENT_SIGNS.items():
        for rx in signs:
            for line in page.lines:
                if rx.search(line.text) and not has_negation(line.text) and not is_deferred(line.text):
                    found.setdefault(ex_id, []).append(_ev(page, line))
                    break
    sentences = list(_sentences(page))
    notes = [(t, Line(text=t, bbox=n.bbox or (0.0, 0.0, 0.0, 0.0))) for n in note_sentences(page)
             if not inside(n.bbox, legends) and (t := _NOTES_HEAD.sub("", n.text))] if plan else []
    for ex_id, rx in SENTENCE_SIGNS.items():
        for sentence, line in sentences:
            if rx.search(sentence) and not is_deferred(sentence) and not hedged(sentence) and not asks_for_review(sentence) \
                    and not opens_unticked(sentence) and "?" not in sentence:
                found.setdefault(ex_id, []).append(_ev(page, line, sentence))
    field = next((l for l in page.lines if city_form_field(" ".join(c.text for c in _cells_of(l)))), None)
    if field is not None:
        found.setdefault("N.6.A.11", []).append(_ev(page, field))
    letter = city_letter([l.text for l in page.lines], [t for t, _ in sentences]) if "N.6.A.11" not in found else None
    if isinstance(letter, int):
        found.setdefault("N.6.A.11", []).append(_ev(page, page.lines[letter]))
    elif isinstance(letter, str):
        line = next(l for t, l in sentences if t == letter)
        found.setdefault("N.6.A.11", []).append(_ev(page, line, letter))
    memo = city_memo_header([l.text for l in page.lines])
    if memo is not None:
        found.setdefault("N.6.A.11", []).append(_ev(page, page.lines[memo]))
    if "N.6.A.11" not in found and not plan:
        listed = _index_rows(page) | _caption_list(page)
        at = next((i for i, l in enumerate(page.lines) if i not in listed and city_caption(l.text) and not _bare_review_heading(l.text, page)), None)
        if at is not None:
            found["N.6.A.11"] = [_ev(page, page.lines[at])]  # the city's letter or approval named in a caption
        elif letterhead([l.text for l in page.lines]):
            said = next(((t, l) for t, l in sentences if letterhead_approval(t)), None)
            if said is not None:
                found["N.6.A.11"] = [_ev(page, said[1], said[0])]  # the city's own letter giving its approval
    if "N.6.A.11" not in found:
        texts = [l.text for l in page.lines]
        at = city_email_header(texts)
        at = city_document(texts) if at is None else at
        at = agency_status_row([[c.text.strip() for c in _cells_of(l)] for l in page.lines]) if at is None else at
        if at is not None:
            found["N.6.A.11"] = [_ev(page, page.lines[at])]
    for sentence, line in _rejoined(sentences):
        if opens_unticked(sentence) or "?" in sentence:
            continue  # an unticked checklist item or a form's question states nothing
        if "N.6.A.11" not in found and city_reviewed(sentence):
            found["N.6.A.11"] = [_ev(page, line, sentence)]
        if "N.6.E" not in found and states_net_impervious(sentence):
            found["N.6.E"] = [_ev(page, line, sentence)]  # the net change in impervious surface, in acres
        if "N.6.C" not in found and (states_boring_results(sentence) or states_counted_borings(sentence)):
            found["N.6.C"] = [_ev(page, line, sentence)]  # the borings named with what they found
        if "N.6.A.12" not in found and not plan and report_states_easement(sentence):
            found["N.6.A.12"] = [_ev(page, line, sentence)]  # a report stating the easements over the facilities
        for ex_id in attached_documents(sentence):
            found.setdefault(ex_id, []).append(_ev(page, line, sentence))
    # Items (4)-(6) are what the plans show: wetland limits (or the plans' statement that there are
    # none), the site's soils, its normal and 100-year water levels. A report chapter that describes
    # the same things is narrative, not the plan exhibit.
    # (a row cut mid-phrase, "POND 1 NWL 905.0, 100-YR HWL 908.6 TO BE", is read in its whole note only)
    note_texts = [t for t, _ in notes]
    for sentence, line in ([(t, l) for t, l in sentences if not inside(l.bbox, legends) and not runs_on(t)
                            and not qualified_in(t, note_texts)] + notes) if plan else []:
        if shows_wetlands(sentence):
            found.setdefault("N.6.A.4", []).append(_ev(page, line, sentence))
        if states_soils(sentence):
            found.setdefault("N.6.A.5", []).append(_ev(page, line, sentence))
        if states_both_levels(sentence):
            found.setdefault("N.6.A.6", []).append(_ev(page, line, sentence))
    if not plan:
        # a report may state the levels or the wetland limits too, when it points at where the submittal shows them
        # (a report's own pond table or narrative remark is the analysis, not the plans' exhibit)
        for sentence, line in sentences:
            if opens_unticked(sentence) or _REFERENCE_ONLY.search(sentence):
                continue
            if "N.6.A.6" not in found and (states_levels_in_report(sentence) or states_existing_and_proposed(sentence)):
                found["N.6.A.6"] = [_ev(page, line, sentence)]
            if "N.6.A.4" not in found and report_wetlands(sentence):
                found["N.6.A.4"] = [_ev(page, line, sentence)]
            if "N.6.A.5" not in found and states_soils(sentence) and WHERE_SHOWN.search(sentence):
                found["N.6.A.5"] = [_ev(page, line, sentence)]
            if "N.6.A.3" not in found and report_points_at_storm(sentence):
                found["N.6.A.3"] = [_ev(page, line, sentence)]
        for (one, line), (two, _) in zip(sentences, sentences[1:]):
            # "Existing conditions: NWL 902.3, 100-yr HWL 904.1. Proposed conditions: NWL 905.0, ...": the set over two sentences
            if "N.6.A.6" not in found and not _REFERENCE_ONLY.search(one + " " + two) and states_existing_and_proposed(f"{one} {two}"):
                found["N.6.A.6"] = [_ev(page, line, f"{one} {two}")]
    if "N.6.A.10" not in found:
        nodes = model_node_table(page)
        if nodes:
            found["N.6.A.10"] = [_ev(page, l) for l in nodes]  # the routing model's node table under a plain head
    if "N.6.A.9" not in found:
        rates = rate_comparison_table(page)
        if rates:
            found["N.6.A.9"] = [_ev(page, l) for l in rates]  # existing and proposed peaks by event, side by side
    if "N.6.C" not in found:
        borings = boring_table(page)
        if borings:
            found["N.6.C"] = [_ev(page, l) for l in borings]
    if not plan and "N.6.A.4" not in found:
        for i, l in enumerate(page.lines):
            after = page.lines[i + 1].text if i + 1 < len(page.lines) and "\t" not in page.lines[i + 1].text else ""
            if none_row([c.text for c in _cells_of(l)], after):
                found["N.6.A.4"] = [_ev(page, l)]  # the report's own table: none on site, checked against the inventories it names
                break
    if not plan and "N.6.A.6" not in found:
        levels = existing_and_proposed_tables(page)  # the whole set, existing and proposed, in the report's own table
        if levels:
            found["N.6.A.6"] = [_ev(page, l) for l in levels]
    if plan:
        soils = soil_table(page)
        if soils:
            found.setdefault("N.6.A.5", []).extend(_ev(page, l) for l in soils)
        if "N.6.A.5" not in found:
            pair = soils_across_notes([t for t, _ in notes])
            if pair is not None:
                found["N.6.A.5"] = [_ev(page, notes[i][1], notes[i][0]) for i in pair]  # the soils in one note, their permeability in the next
        structures = structure_schedule(page) or storm_callouts(page) \
            or next(([line] for text, line in notes if shows_storm_note(text)), [])
        if structures:
            found.setdefault("N.6.A.3", []).extend(_ev(page, l) for l in structures)
        levels = water_level_tables(page)
        if levels and legends and inside(levels[0].bbox, legends):
            levels = []  # a legend's "NWL | 100-YR HWL" over contour labels is the symbol key, not a table of levels
        levels = levels or levels_across_notes(notes) or merged_head_table(page.lines, legends)
        if levels:
            found.setdefault("N.6.A.6", []).extend(_ev(page, l) for l in levels)
        if "N.6.A.6" not in found:
            # pond callouts clause by clause, legend entries included: a legend row carrying an elevation is data, not a symbol
            callouts = [(n.text, Line(text=n.text, bbox=n.bbox or (0.0, 0.0, 0.0, 0.0))) for n in note_sentences(page) + label_lines(page)]
            hit = next(((t, l) for t, l in callouts + sentences if not runs_on(t) and not qualified_in(t, note_texts)
                        and states_site_levels(t)), None)
            if hit is not None:
                found["N.6.A.6"] = [_ev(page, hit[1], hit[0])]
    if plan:  # contours are shown on plan sheets; a report saying "1-ft LiDAR contours" shows none
        found.update({k: v for k, v in _contours(page, plan).items()})
    labels = [(n.text, Line(text=n.text, bbox=n.bbox or (0.0, 0.0, 0.0, 0.0))) for n in label_lines(page)
              if not inside(n.bbox, legends)] if plan else []
    # whole notes and callouts, so a negation on the wrapped line is seen; then each stacked label line that stands complete
    for sentence, line in notes + labels:
        if "N.6.A.1" not in found and _PROPERTY_LINES.search(sentence) and not has_negation(sentence) and not content_deferred(sentence) \
                and not opens_unticked(sentence) and not _NOT_A_LABEL.search(sentence):
            found["N.6.A.1"] = [_ev(page, line, sentence)]
        if "N.6.A.1" not in found and note_property_lines(sentence):
            found["N.6.A.1"] = [_ev(page, line, sentence)]  # "Boundary of the property owned by ...", "Plat boundary and lands of ..."
        if "N.6.A.11" not in found and city_reviewed(sentence) and not opens_unticked(sentence) and "?" not in sentence:
            found["N.6.A.11"] = [_ev(page, line, sentence)]  # a note citing the city's letter and its verdict
        if "N.6.A.2" not in found and note_drainage_areas(sentence):
            found["N.6.A.2"] = [_ev(page, line, sentence)]  # "Existing and proposed drainage areas, including the off-site area"
        if "N.6.A.8" not in found and note_facility_details(sentence):
            found["N.6.A.8"] = [_ev(page, line, sentence)]  # "Outlet control structure details and specifications"
        if "N.6.A.3" not in found and note_storm_alignment(sentence):
            found["N.6.A.3"] = [_ev(page, line, sentence)]  # "Proposed storm sewer alignment and inverts"
        if "N.6.A.12" not in found and not vacated(sentence) and (states_easement(sentence) or _EASEMENT_LIST.search(sentence) and not has_negation(sentence)
                                                                  and not content_deferred(sentence)):
            found["N.6.A.12"] = [_ev(page, line, sentence)]
    if not plan and "N.6.A.1" not in found and _SHEET_HEAD.search(text):
        # a letter-size sheet of a small project ("SHEET C1 - SITE, GRADING AND EROSION CONTROL PLAN"), certified like
        # any plan sheet, that says the property lines are drawn on it
        said = next(((t, l) for t, l in sentences if _PROPERTY_LINES.search(t) and _DRAWN_HERE.search(t) and not has_negation(t)
                     and not content_deferred(t) and not _REFERENCE.search(t)), None)
        if said is not None and _pe_certification(page):
            found["N.6.A.1"] = [_ev(page, said[1], said[0])]
    cert = _pe_certification(page) if plan else []  # N.6.A asks for certified plans; a certified report is not one
    if cert:
        found["plan_set.pe_certified"] = cert
    size = _size(page)
    plan_title = any((_PLAN_TITLE.search(p) or _SHEET_KIND.match(p)) and is_title_line(p, True) for l in page.lines for p in l.text.split("\t"))
    # a reduced sheet shows itself by a plan title with its sheet number, or by the engineer's certification in its title
    # block ("SITE & BOUNDARY" over "1"): a report page printed at 11 x 17 carries neither
    if size == "full" or size == "reduced" and plan and (plan_title and (_PLAN_SHEET_ID.search(text) or _numbered_in_set(page)) or bool(cert)):
        found.setdefault(f"plan_set.{'full_size' if size == 'full' else 'reduced'}", []).append(
            Evidence(file=page.file, page=page.number, text=f"sheet size {page.width / 72:.1f} x {page.height / 72:.1f} in",
                     bbox=(0.0, 0.0, page.width, page.height)))
    for ex_id, i in doubted_on_page([t for t, _ in sentences], plan).items():
        if ex_id not in found:  # a statement reviewers read two ways: a question for the reviewer, never `missing`
            found[DOUBT + ex_id] = [_ev(page, sentences[i][1], sentences[i][0])]
    return {k: v[:5] for k, v in found.items()}


# a title block numbering the sheet within its set: "OF 5" under the sheet number, "C3 OF 6", "SHEET 2 OF 4"
_SHEET_OF = lazy_compile(r"^\s*(?:sheet\s+)?(?:(?:no\.?\s*)?[A-Z]{0,3}-?\d{1,3}(?:\.\d{1,2})?[A-Z]?\s+)?of\s+\d{1,3}\s*$", _I)


def _numbered_in_set(page: Page) -> bool:
    """A sheet whose title block numbers it within its set ("3" over "OF 6"): a plan sheet's own mark,
    which a report page reduced to 11 x 17 does not carry (its footer says "Page 3 of 6")."""
    cells = [c for l in page.lines for c in _cells_of(l)]
    if any(_SHEET_OF.match(c.text) for c in cells):
        return True
    # a title block's labelled "SHEET TITLE:" with the bare sheet number printed below it ("DRAINAGE AREA MAP" over "30");
    # a report figure carries a caption and a page footer, never that label
    heads = [c for c in cells if _SHEET_TITLE_LABEL.match(c.text)]
    return any(_BARE_SHEET_NO.match(c.text) and c.bbox[1] > h.bbox[3] and abs(c.bbox[0] - h.bbox[0]) <= 200 and c.bbox[1] - h.bbox[3] <= 200
               for h in heads for c in cells)


# the column's heading run into its first note: "GENERAL NOTES ☐ Property lines ..." is read from the box
_NOTES_HEAD = lazy_compile(r"^\s*(?:(?:general|sheet|key|plan|construction|grading|drainage|storm\s+sewer|utility)\s+)?notes?\s*:?\s+(?=\S)", _I)
# a note that instructs the contractor or reads the rule's item back ("(1) Property lines and lands owned by the applicant")
_NOT_A_LABEL = lazy_compile(r"\bcontractor\b|\b(?:protect|verify|preserve)\b|^\s*\(\s*\d{1,2}\s*\)", _I)
_SHEET_HEAD = lazy_compile(r"^\s*(?i:sheet)\s+[A-Z]{0,3}-?\d{1,3}(?:\.\d{1,2})?\s*[-–:]\s*[A-Z][A-Z ,&/-]*\bPLAN\b", re.MULTILINE)
_DRAWN_HERE = lazy_compile(r"\b(?:are|is)\s+(?:shown|drawn|depicted|delineated)\b(?!\s+(?:on|in)\s+(?:sheet|the\s+(?:plans?|survey|sheet)|appendix|figure))", _I)
_SHEET_TITLE_LABEL = lazy_compile(r"^\s*sheet\s+title\s*:\s*$", _I)
_BARE_SHEET_NO = lazy_compile(r"^\s*\d{1,3}[A-Z]?\s*$")


def _size(page: Page) -> str | None:
    short, long = sorted((page.width, page.height))
    if short >= FULL_SIZE_PT[0] * (1 - _TOL) and long >= FULL_SIZE_PT[1] * (1 - _TOL):
        return "full"
    if short <= REDUCED_MAX_PT[0] * (1 + _TOL) and long <= REDUCED_MAX_PT[1] * (1 + _TOL):
        return "reduced"
    return None


_CONTOUR_LINE = lazy_compile(r"(?:existing|proposed|ex\.?|prop\.?)\s+(?:\d+(?:\.\d+)?[- ]?(?:ft|foot|')\s+)?contours?|contour interval|\d+(?:\.\d+)?\s*(?:-|\s)?(?:ft\.?|foot|feet|')\s*(?:-|\s)?contours?|(?:one|two)[- ]foot contours?|"
                            # the interval after the word: "CONTOURS 2-FT INTERVAL", "CONTOURS AT 2 FT", "CONTOURS (1')"
                            r"\bcontours?\s*(?:\(\s*|at\s+|@\s*|:\s*)?\d+(?:\.\d+)?\s*-?\s*(?:ft\b\.?|foot\b|feet\b|')", _I)


def _contours(page: Page, plan: bool) -> dict[str, list[Evidence]]:
    hits = [l for l in page.lines if _CONTOUR_LINE.search(l.text) and not has_negation(l.text)]
    if not hits:
        return {}
    return {"N.6.A.7": [_ev(page, l) for l in hits[:4]]}


def _column_text(lines: list[Line], i: int, n: int) -> str:
    """The text of the column that line ``i``'s certifying cell opens, over ``n`` rows.

    A title block prints the engineer's statement down the sheet's edge while the drawing's
    labels ("LOUISIANA AVE") sit on the same visual rows: joining whole rows puts them inside
    "the laws of the State of ... Minnesota". Only the cells that overlap the statement's own
    column are kept; a row without cells (OCR) is kept whole.
    """
    head = lines[i]
    cell = next((c for c in head.cells if _CERTIFY.search(c.text)), None)
    if cell is None:
        return " ".join(l.text for l in lines[i:i + n])
    x0, x1 = cell.bbox[0], cell.bbox[2]
    parts: list[str] = []
    for line in lines[i:i + n]:
        if not line.cells:
            parts.append(line.text)
            continue
        parts.extend(c.text for c in line.cells if c.bbox[2] > x0 + 2 and c.bbox[0] < x1 - 2)
    return " ".join(parts)


def _pe_certification(page: Page) -> list[Evidence]:
    lines = page.lines
    for i, line in enumerate(lines):
        if not _CERTIFY.search(line.text):
            continue
        window = lines[max(0, i - 8):i + 14]  # a title block may print the license above the statement
        text = " ".join(l.text for l in lines[i:i + 12])
        if content_deferred(text[:200]):
            continue
        column = _column_text(lines, i, 12)  # the statement's own column, without the plan labels printed on its rows
        if not (_PE.search(text) and _MN.search(text)):
            text = column
        if _PE.search(text) and _MN.search(text) and not has_negation(re.split(r"(?i)minnesota", text)[0][-200:]):
            lic = next((l for l in window if _LICENSE.search(l.text)), None)
            if lic is None:
                # "... P.E. License No." with the number wrapped onto the next line of the block
                lic = next((a for a, b in zip(window, window[1:]) if _LICENSE_LABEL_END.search(a.text) and _LICENSE_NO_START.match(b.text)), None)
            if lic is None and (_LICENSE.search(text) or _LICENSE.search(column) or _SIGNED_NUMBER.search(column)):
                # the number wrapped inside the statement's column ("P.E. License" / "No. 49108"), or signed with
                # no label ("... State of Minnesota. J. Peterson 43981")
                lic = line
            if lic is None:
                continue
            return [_ev(page, line, text[:300]), _ev(page, lic)]
    return []


def detect_exhibits(pages: list[Page]) -> dict[str, list[Evidence]]:
    out: dict[str, list[Evidence]] = {}
    for page in pages:
        for k, v in detect_page(page).items():
            bucket = out.setdefault(k, [])
            for e in v:
                if len(bucket) < 5 and e not in bucket:
                    bucket.append(e)
    return out
