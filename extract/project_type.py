"""The kind of development, from the application form's check boxes and the narrative.

A checked box is the applicant's own answer, so it is read first; an unchecked box is
read as nothing at all. The narrative is read only from sentences that describe what
will be built (a construction verb, no demolition or existing-use words), and only its
first named type counts ("a 48-unit apartment building with an access drive" is
residential, not a road). Disagreements are left to reconcile as conflicts.
"""

from __future__ import annotations

import re

from extract.candidate import LABELLED, PROSE, Candidate
from extract.negation import is_rule_language
from extract.segments import Segment
from rulen.models import Evidence

# order matters inside a match: longer, more specific phrases first
TYPE_PATTERNS: list[tuple[str, str]] = [
    ("mixed_use", r"mixed[- ]use"),
    ("single_family_subdivision", r"single[- ]family (?:residential |detached )?(?:subdivision|plat|lots|development of \d+ lots)|subdivi(?:de|sion)\b[^.]{0,60}\blots\b|residential subdivision|subdivision of \d+ (?:single[- ]family )?lots|\d+[- ]lot (?:single[- ]family )?(?:residential )?subdivision"),
    ("single_family_home", r"single[- ]family (?:home|house|residence|dwelling)|new home|(?:home|house) (?:construction|addition)"),
    ("multi_unit_residential", r"multi[- ]?family|multiple[- ]family|multi[- ]unit|apartments?|town ?homes?|town ?houses?|condominiums?|condos?|senior (?:housing|living)|assisted living|row ?homes|twin ?homes|duplex(?:es)?"),
    ("institutional", r"institutional|school|church|hospital|library|fire station|police station|city hall|community center|university|college|government|public works (?:facility|building)|place of worship|museum"),
    ("industrial", r"industrial|office[ /-]?warehouse|warehouse|manufacturing|distribution (?:center|facility)|fabrication|processing plant|storage facility|logistics"),
    ("commercial", r"commercial|retail|office|restaurant|hotel|bank|gas station|convenience store|car wash|shopping|grocery|dealership|medical office|clinic"),
    ("linear", r"linear(?: project)?|(?:county |state |trunk )?(?:road|highway|street|roadway|trail|sidewalk|parkway|boulevard)s?(?: (?:re)?construction| improvements?| reconstruction)?|mill and overlay|csah \d+|cr \d+|th \d+|trunk highway|multi[- ]use path|shared[- ]use path|bike path|\d+(?:\.\d+)? miles? of"),
]
_COMPILED = [(kind, re.compile(rf"\b(?:{rx})\b", re.IGNORECASE)) for kind, rx in TYPE_PATTERNS]

_CHECKED = r"(?:\[\s*[xX✓✔✗■]\s*\]|\(\s*[xX✓✔]\s*\)|☒|☑|■|✔|✓|⊠|\bX\b(?=\s{1,}[A-Z]))"
_UNCHECKED = r"(?:\[\s*\]|\(\s*\)|☐|□|○|◯)"
_BOX = re.compile(rf"({_CHECKED}|{_UNCHECKED})")
_UNCHECKED_RE = re.compile(rf"^{_UNCHECKED}$")

_VERB = re.compile(r"\b(?:construct\w*|build(?:s|ing\s+(?:a|an|the|new)\b)?|built|develop\w*|redevelop\w*|reconstruct\w*|expan\w*|propos\w*|consist\w* of|includ\w*|install\w*|improv\w*|replac\w*|creat\w*|erect\w*|plat\w*|subdivid\w*)\b", re.IGNORECASE)
_BUILD_VERB = re.compile(r"\b(?:construct\w*|build(?:s|ing\s+(?:a|an|the|new)\b)?|erect\w*|develop\w*)\b", re.IGNORECASE)
_EXISTING_USE = re.compile(r"\b(?:existing|currently|formerly|previously|was|were|demoli\w*|remov\w*|razed|vacant|zoned|zoning|adjacent|surrounding|neighbou?ring|(?:north|south|east|west) of)\b", re.IGNORECASE)


_ABOUT_PROJECT = re.compile(r"^(?:the\s+)?(?:construction|development|redevelopment|reconstruction|expansion) of\b|\b(?:project|propos\w*|applicant|application|owner|developer|will|plans? to|intends? to|consists? of|includes?|covers|new)\b", re.IGNORECASE)


def _first_type(text: str) -> tuple[str, int] | None:
    best: tuple[str, int] | None = None
    for kind, rx in _COMPILED:
        m = rx.search(text)
        if m and (best is None or m.start() < best[1]):
            best = (kind, m.start())
    return best


_LEAD_ADJ = re.compile(r"^(?:(?:public|private|new|proposed|city|county|state)\s+|residential\s*[-–:]\s*)+", re.IGNORECASE)
_TRAILING_X = re.compile(r"(?<=[:\s])[xX]\s*$")


def read_checkboxes(seg: Segment) -> list[Candidate]:
    """Types whose box is checked on a form line ("[X] Commercial  [ ] Industrial", "Commercial [X]").

    A line that starts with a box puts each box before its option; a line that ends with one
    puts it after ("Commercial [X]   Residential [ ]", "Commercial: X").
    """
    text = seg.text.strip()
    text = re.sub(r"^([xX])\s*:\s*(?=[A-Z])", r"\1 ", text)  # "X<TAB>Commercial" read as "X: Commercial"
    marks = list(_BOX.finditer(text))
    trailing = _TRAILING_X.search(text) if not marks else None
    out = []
    after_mode = bool(marks) and marks[0].start() > 0 and marks[-1].end() >= len(text.rstrip(" .;")) - 1
    if trailing:
        marks, after_mode = [trailing], True
    for i, m in enumerate(marks):
        if _UNCHECKED_RE.match(m.group(0).strip()):
            continue
        if after_mode:
            start = marks[i - 1].end() if i > 0 else 0
            option = text[start:m.start()].strip(" \t:-")
        else:
            end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
            option = text[m.end():end].strip(" \t:-")
        option = _LEAD_ADJ.sub("", option)
        found = _first_type(option)
        if found and found[1] <= 3:
            out.append(Candidate(name="project_type", value=found[0], strength=LABELLED,
                                 evidence=Evidence(file=seg.file, page=seg.page, text=text[:300], bbox=seg.bbox)))
    return out


def _new_clause(before: str) -> bool:
    """The demolition words before a building verb sit in a clause of their own ("... razed and the owner will")."""
    last = None
    for last in _EXISTING_USE.finditer(before):
        pass
    if last is None:
        return True
    return bool(re.search(r"\band\b|;|,", before[last.end():]))


def read_narrative(seg: Segment) -> list[Candidate]:
    text = seg.text
    if _BOX.search(text):
        return []
    verb = _VERB.search(text)
    if verb is None or is_rule_language(text) or not _ABOUT_PROJECT.search(text) or not text[:1].isupper():
        return []
    if re.search(r"project (?:type|description)\s*:", text, re.IGNORECASE):
        rest = text.split(":", 1)[1]
    else:
        if _EXISTING_USE.search(text[:verb.start()]) or _EXISTING_USE.search(text[verb.end():verb.end() + 40]):
            # "proposes to demolish the existing home and construct a new single-family home": the
            # building verb that follows the demolition names the project
            later = [v for v in _BUILD_VERB.finditer(text, verb.start())
                     if not _EXISTING_USE.search(text[v.end():v.end() + 40]) and _new_clause(text[:v.start()])]
            if not later:
                return []
            verb = later[0]
        # the kind is what the verb builds: named just after it ("construct a 48-unit apartment
        # building"), or just before a passive verb ("a new school is proposed"); words in
        # parentheses are examples, not the project
        plain = re.sub(r"\([^)]*\)", lambda m: " " * len(m.group(0)), text)
        after = plain[verb.start():verb.start() + 140]
        before = plain[max(0, verb.start() - 160):verb.start()]  # a passive verb's subject, from its start
        rest = after if _first_type(after) else (before if re.search(r"\b(?:is|are|will be|to be)\s*$", before) else "")
    found = _first_type(rest)
    if found is None:
        return []
    if found[0] == "linear":
        # "a new public street to serve 24 single-family lots": the street serves the development
        m = _COMPILED[-1][1].search(rest)
        tail = rest[m.end():] if m else ""
        serves = re.match(r"\s*(?:\w+\s+){0,2}?(?:to serve|serving|that (?:will )?serves?|to provide access to|"
                          r"providing access to|to access|for (?:the )?(?:new|proposed))\b(.*)", tail, re.IGNORECASE)
        if serves:
            other = _first_type(serves.group(1))
            if other is None or other[0] == "linear":
                return []
            found = other
    return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=PROSE)]


def read_project_type(seg: Segment) -> list[Candidate]:
    boxes = read_checkboxes(seg)
    if boxes or _BOX.search(seg.text):
        return boxes
    if seg.labelled:
        # of labelled lines only the type itself is read: a project's name ("Cedar Lake Road
        # Apartments") is no statement of its kind
        if re.match(r"\s*(?:project|development|land|proposed|type of)\s*(?:type|category|use|description|development|project)?\s*(?:type|category|use|description)?\s*:", seg.text, re.IGNORECASE):
            found = _first_type(seg.text.split(":", 1)[1])
            if found:
                return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LABELLED)]
        return []
    return read_narrative(seg)
