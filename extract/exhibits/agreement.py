"""N.6.B from the agreement's own body, whatever the firm titled it (or if the title is lost).

A maintenance agreement, declaration or covenant is an instrument: it opens by making itself
("THIS AGREEMENT is made this 3rd day of May, 2025, by and between ...", "THIS DECLARATION is
made ... by Oak Ridge Holdings, LLC"), recites ("WHEREAS ...") and binds a party to the work
("the Owner shall inspect and maintain the stormwater facilities"). A page that does both is
the agreement in the package, signed or draft: recording comes later and is no deferral of the
document. A report saying an agreement "will be executed", a contents entry, or a construction
contract binding a contractor to build (not to maintain stormwater facilities) is not it.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import negated
from extract.pdf.page import Line, Page
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

# the instrument making itself, in the present: "This Agreement is made", "entered into", "by and between"
_OPENS = lazy_compile(r"\bthis\s+(?:[\w&-]+\s+){0,6}?(?:agreement|declaration|covenants?|instrument)\b[^.;]{0,80}?\b(?:is|are)\s+(?:hereby\s+)?(?:made|entered\s+into|executed|granted|declared)\b|"
                    r"\bthis\s+(?:[\w&-]+\s+){0,6}?(?:agreement|declaration|covenants?)\s*(?:\(\s*[\"“]?\w+[\"”]?\s*\)\s*)?(?:made|entered\s+into|dated)\b|"
                    r"\b(?:made|entered\s+into)\s+(?:[^.;]{0,60}?\s)?by\s+and\s+between\b|"
                    r"^\s*whereas\b|\bnow,?\s+therefore\b|"
                    # a declarant's own act: "the undersigned owner hereby declares", "Declarant hereby covenants ... to maintain"
                    r"\bhereby\s+(?:declares?|covenants?|agrees?|grants?|establishes?|imposes?)\b|\bcovenants?(?:\s+and\s+agrees?)?,?(?:\s+[^.;]{0,60}?,)?\s+to\s+(?:inspect|maintain|repair|operate)", _I | re.MULTILINE)
_PARTY = r"(?:owners?|declarants?|grantors?|associations?|developers?|applicants?|permittees?|landowners?|property\s+owners?|(?:the\s+)?parties|party|successors)"
_DUTY = r"(?:shall|will|(?:is|are)\s+(?:hereby\s+)?(?:obligated|bound|required)\s+to|undertakes?\s+to|assumes?\s+(?:all\s+|full\s+|the\s+)?responsibility\s+for|accepts?\s+(?:all\s+|full\s+|the\s+)?responsibility\s+for|(?:agrees?|covenants?)(?:\s+and\s+(?:agrees?|covenants?))?,?(?:\s+[^.;]{0,60}?,)?\s+to|(?:is|are|shall\s+be)\s+(?:solely\s+)?responsible\s+for|hereby\s+agrees?\s+to|must)"
_WORK = r"(?:inspect\w*|maint\w*|repair\w*|clean\w*|operat\w*|keep\w*|preserv\w*|replac\w*)"
_FACILITY = (r"(?:storm\s*water|storm\s+sewer|ponds?|bmps?|outlet\s+structures?|outlets?|culverts?|outfalls?|facilit(?:y|ies)|basins?|infiltration|"
             r"filtration|bioretention|rain\s+gardens?|swales?|drainage|chambers?|sumps?|forebays?)")
# a party bound to maintain the stormwater facilities: "the Owner shall inspect and maintain the ponds ..."
_BINDS = lazy_compile(rf"\b{_PARTY}\b[^.;]{{0,60}}?\b{_DUTY}\b[^.;]{{0,80}}?\b{_WORK}\b[^.;]{{0,160}}?\b{_FACILITY}\b|"
                    # in the passive: "the stormwater facilities shall be inspected and maintained by the owner"
                    rf"\b{_FACILITY}\b[^.;]{{0,60}}?\b(?:shall|must)\s+be\s+(?:\w+\s+)?{_WORK}\b[^.;]{{0,80}}?\bby\s+(?:the\s+)?(?:\w+\s+)?{_PARTY}\b|"
                    # the duty as a noun: "Responsibility for maintaining the pond ... rests with the Owner"
                    rf"\bresponsib\w+\s+for\s+(?:the\s+)?{_WORK}\b[^.;]{{0,80}}?\b{_FACILITY}\b[^.;]{{0,80}}?\b(?:rests?|lies|remains?|belongs?|is|shall\s+be)\s+(?:solely\s+)?(?:with|to)\s+(?:the\s+)?(?:\w+\s+)?{_PARTY}\b", _I)
# the page talks about an instrument still to be made
_TO_COME = lazy_compile(r"\b(?:will|to)\s+be\s+(?:executed|entered\s+into|prepared|drafted|submitted|provided)\b|\bwill\s+(?:enter|execute|sign|prepare|submit|provide)\b", _I)


_RECITAL = lazy_compile(r"^\s*whereas\b|\bnow,?\s+therefore\b", _I | re.MULTILINE)
_NAMES_INSTRUMENT = lazy_compile(r"\b(?:agreement|declaration|declarant|covenants?)\b", _I)
_RESOLUTION = lazy_compile(r"\bresol(?:ution|ved)\b|\bordinance\b|\bbe\s+it\s+", _I)


def agreement_body(page: Page) -> Line | None:
    """The line that opens the instrument, when the page is a maintenance agreement's own text.

    Recitals ("WHEREAS ... NOW, THEREFORE") open resolutions and ordinances too: a council resolution
    approving a plat on condition that the developer maintain the pond is the city's act, not the
    agreement, so recitals count only on a page that names its instrument and is no resolution."""
    text = "\n".join(l.text for l in page.lines)
    flat = " ".join(text.split())
    if not _OPENS.search(text) or _TO_COME.search(flat):
        return None
    opened = [m for m in _OPENS.finditer(text) if not _RECITAL.match(m.group(0))]
    if not opened and (_RESOLUTION.search(flat) or not _NAMES_INSTRUMENT.search(flat)):
        return None
    bound = next((m for m in _BINDS.finditer(flat) if not negated(m.group(0))), None)
    if bound is None:
        return None
    return next((l for l in page.lines if _OPENS.search(l.text)), page.lines[0] if page.lines else None)


# A heading naming an instrument: an agreement, a declaration, covenants or restrictions.
_INSTRUMENT = lazy_compile(r"\b(?:agreements?|declarations?|covenants?|restrictions|instruments?)\b", _I)
_MAINT = lazy_compile(r"\bmaint\w*|\bo\s*&\s*m\b|\boperations?\s+(?:and|&)\s+maintenance|\binspect\w*", _I)
_FACILITY_WORD = lazy_compile(rf"\b{_FACILITY}\b", _I)
_EASEMENT_ONLY = lazy_compile(r"\beasements?\b|\bright[- ]of[- ]way\b", _I)


def instrument_title(part: str, page: Page) -> bool:
    """A heading that names an instrument tied to the stormwater facilities' upkeep: the heading says so
    ("COVENANT FOR MAINTENANCE OF STORMWATER FACILITIES", "Declaration (Stormwater Facilities)"), or the
    page under it binds a party to maintain them ("DECLARATION OF COVENANTS, CONDITIONS AND RESTRICTIONS"
    over "The Declarant shall maintain the stormwater pond"). An easement, a purchase or a development
    agreement that binds no one to maintain the facilities is not it."""
    if not _INSTRUMENT.search(part):
        return False
    if _EASEMENT_ONLY.search(part) and not _MAINT.search(part):
        return False  # an easement instrument is N.6.A.12's property interest
    named = bool(_MAINT.search(part)) or bool(re.search(r"\b(?:declarations?|covenants?|restrictions)\b", part, _I) and _FACILITY_WORD.search(part))
    if named:
        return True
    flat = " ".join(l.text for l in page.lines)
    return binds_party(page) and not _TO_COME.search(flat)


_RECORDING = lazy_compile(r"\brecord(?:ed|ing|s)?\b|\bfil(?:ed|ing)\s+with\b", _I)
_OTHER_FUTURE = lazy_compile(r"\b(?:execut\w*|sign\w*|prepar\w*|draft\w*|submit\w*|provid\w*|enter\w*|obtain\w*|finali[sz]\w*)\b", _I)


def binds_party(page: Page) -> bool:
    """The page binds a party to maintain the stormwater facilities (an instrument's operative words)."""
    flat = " ".join(" ".join(l.text for l in page.lines).split())
    return any(not negated(m.group(0)) and not _TO_COME.search(m.group(0)) for m in _BINDS.finditer(flat))


def only_recording_later(sentence: str) -> bool:
    """A sentence whose only future is the instrument's recording ("Declarant will record this Declaration
    with the County following Board approval"): recording comes after the Board acts; the document is here."""
    return bool(_RECORDING.search(sentence)) and not _OTHER_FUTURE.search(sentence)
