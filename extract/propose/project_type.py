"""The kind of development, from the application form's check boxes and the narrative.

A checked box is the applicant's own answer, so it is read first; an unchecked box is
read as nothing at all. The narrative is read only from sentences that describe what
will be built (a construction verb, no demolition or existing-use words), and only its
first named type counts ("a 48-unit apartment building with an access drive" is
residential, not a road). Disagreements are left to reconcile as conflicts.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LABELLED, LOOSE, PROSE, Candidate
from extract.layout.checkboxes import has_boxes, ticked_options
from extract.words.labels import HARD_SURFACE_KIND
from extract.words.negation import has_negation, is_negated, is_rule_language
from extract.pdf.page import Cell, Line, Page
from extract.layout.segments import Segment, TableBlock
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

# a count of two or more, in digits or words ("8", "twenty-four (24)", "two (2)")
_MANY = (r"(?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
         r"sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
         r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)(?: \(\d+\))?")

# order matters inside a match: longer, more specific phrases first
TYPE_PATTERNS: list[tuple[str, str]] = [
    ("mixed_use", r"mixed[- ]use"),
    ("single_family_subdivision", r"single[- ]family (?:residential |detached )?(?:subdivision|plat|lots|development of \d+ lots)|subdivi(?:de|sion)\b[^.]{0,60}\blots\b|residential subdivision|(?:residential )?subdivision of \d+ (?:single[- ]family )?(?:residential )?lots|\d+[- ]lots? (?:single[- ]family )?(?:detached )?(?:residential )?(?:subdivision|development|plat)|residential plat|" + _MANY + r" (?:new )?(?:single[- ]family|detached) (?:detached |residential )?(?:single[- ]family )?(?:[\w-]+ )?(?:homes|houses|residences|dwellings|lots|units|homesites|villas)|lots? for (?:\w+ ){0,2}single[- ]family"
     # "preliminary plat of Cedar Ridge consists of 24 lots", "subdivide into fourteen (14) homesites"
     r"|plat\b[^.;]{0,60}?\b" + _MANY + r" (?:[\w-]+ ){0,3}?(?:lots|homesites|home sites)"
     r"|subdivi(?:de|sion)\b[^.;]{0,60}\b(?:homesites|home sites)"
     # "8 new homes", "18 new single-family homesites"
     r"|" + _MANY + r" (?:new |proposed )?(?:single[- ]family |detached )*(?:homes|houses|homesites|home sites)"
     r"|" + _MANY + r" (?:new )?(?:residential|buildable) (?:lots|homesites)"
     r"|\d+[- ](?:unit|home|lot) single[- ]family (?:residential )?(?:development|subdivision|neighborhood|community|project)"
     r"|single[- ]family (?:residential )?(?:neighborhood|community)"
     r"|single[- ]family detached (?:neighborhood|development|community|housing|residential|subdivision)"
     r"|detached single[- ]family (?:homes|houses|residences|dwellings|lots|neighborhood|development|community|housing)"
     r"|(?:homes|houses|residences|dwellings|villas|ramblers) on (?:individual|separate|their own|private|\d+) (?:[\w-]+ )?lots"
     # "a two-lot minor subdivision", "a lot split": a residential lot divided into lots for homes
     r"|(?:\d+|two|three|four|five|six)[- ]lots? (?:minor |major )?(?:residential )?(?:subdivision|split|plat)|minor subdivision|lot split"),
    ("single_family_home", r"single[- ]family (?:home|house|residence|dwelling)|new (?:home|house|residence)|"
     r"(?:one|two|1|2|1\.5|1 1/2|one and a half|split)[- ](?:story|level) (?:home|house|residence)|(?:home|house) (?:construction|addition)"
     r"|(?:lake ?shore|lakeside|lake|replacement|custom) (?:home|house|residence)"
     r"|rebuil\w* of (?:a|an|the)(?: existing)? (?:[\w-]+ ){0,2}?(?:home|house|residence|cabin)"),
    ("multi_unit_residential", r"(?:affordable|rental|apartment|senior|workforce|market[- ]rate)\s+(?:rental\s+|housing\s+)?units|"
     r"(?:affordable|rental|workforce|public)\s+housing|multi[- ]?family|multiple[- ]family|multi[- ]unit|apartments?|town ?homes?|town ?houses?|condominiums?|condos?|senior (?:housing|living)|assisted living|row ?homes|twin ?homes|duplex(?:es)?"),
    ("institutional", r"institutional|school|classroom (?:addition|wing|building)|(?<!\belementary\s)elementary(?!\s+(?:school|age))|church|hospital|library|fire station|police station|city hall|community center|university|college|government|public works (?:facility|building)|place of worship|museum|fellowship hall|chapel|synagogue|mosque"
     r"|(?:park |picnic )?pavilion|(?:park|picnic) shelter|warming house"
     r"|(?<!animal )(?<!pet )(?<!dog )child ?care(?: center| facility| building)?|preschool|early learning center"),
    ("industrial", r"industrial|contractor'?s?['’]? (?:storage |equipment )?yard|office[ /-]?warehouse|warehouse|manufacturing|distribution (?:center|facility)|fabrication|processing plant|storage facility|logistics"),
    ("commercial", r"commercial|retail|office|restaurant|hotel|bank|gas station|convenience store|car wash|shopping|grocery|dealership|medical office|clinic"
     r"|coffee (?:shop|house)|caf[eé]|drive[- ](?:thru|through) (?:coffee|restaurant|pharmacy)|fast[- ]food|pharmacy|brewery|taproom"),
    ("linear", r"linear(?: project)?|county state aid highway|(?:county |state |trunk )?(?:road|highway|street|roadway|trail|sidewalk|parkway|boulevard)s?(?: (?:and utility )?(?:re)?construction| improvements?| reconstruction)?|mill (?:and|&) overlay|mills? (?:and|&) overlays?|milling (?:and|&) overlay(?:ing)?|(?:added |new |dual |left[- ]|right[- ])*turn[- ]lanes?|(?:auxiliary|acceleration|deceleration|bypass|passing) lanes?|expressway|(?:pavement|street) (?:resurfacing|rehabilitation|reclamation|replacement)|full[- ]depth reclamation|c\.?s\.?a\.?h\.? ?\d+|cr \d+|county road \d+|t\.?h\.? ?\d+|(?:u\.?s\.?|state) (?:highway|hwy) \d+|trunk highway|interstate \d+|i-\d+|multi[- ]use path|shared[- ]use path|bike path|\d+(?:\.\d+)? miles? of"
     # "reconstruction of Xenium Lane", "reconstructs Vicksburg Lane": the work is on a named street itself
     r"|(?:reconstruct\w*|widen\w*|resurfac\w*|realign\w*|rehabilitat\w*|repav\w*)(?: of)? (?:the )?"
     r"(?-i:(?:[A-Z0-9][\w.'-]* ){1,3})(?:lane|avenue|ave|drive|dr|road|rd|street|st|boulevard|blvd|parkway|pkwy|way)\b"),
]
_COMPILED = [(kind, lazy_compile(rf"\b(?:{rx})(?:e?s)?\b", re.IGNORECASE)) for kind, rx in TYPE_PATTERNS]  # plurals too

_VERB = lazy_compile(r"\b(?:(?:conditional|interim)\s+use\s+permit\s+(?:\(cup\)\s+|application\s+)?for|turn(?:s|ed|ing)?(?=\s[^.;]{0,80}?\binto\s)|appl(?:y|ies|ying)\s+for\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?permit\s+for|appl(?:y|ies|ying)\s+for|submit(?:s|ted|ting)?\s+(?:[\w-]+\s+){0,6}?for|(?<!\bthe\s)(?<!\bour\s)(?<!\bthese\s)plans(?=\s+(?:a|an|the)\s)|add(?:s|ing)?(?=\s+(?:an?|one|two|three|\d[\d,]*|dual|left|right|turn|auxiliary|through)[\s-])|(?<=\bplat\s)has\b|construct(?!ion\s+(?:entrances?|exits?|fenc\w*|limits?|traffic|access|staging|vehicles?|equipment|season|phases?|sequenc\w*|stormwater|site|period|activit\w*|work|schedule|noise|dust))\w*|rebuil\w*|build(?:s|ing\s+(?:a|an|the|new)\b)?|built|develop\w*|redevelop\w*|reconstruct\w*|expan\w*|propos\w*|consist\w* of|comprises|involves|includ\w*|install\w*|improv\w*|replac\w*|creat\w*|erect\w*|(?<!\bthe\s)(?<!\bthis\s)(?<!\bthe\sfinal\s)(?<!\bpreliminary\s)plat\w*|subdivid\w*|conver(?:t|ts|ting|sion)|mill(?:s|ing)?(?!\s+(?:street|st\b|road|rd\b|avenue|ave\b|pond|creek|lane|ln\b|drive|dr\b|city|run|lake|park|district|valley))|overlays?|resurfac\w*|reclaim\w*|reclamation|rehabilitat\w*|repav\w*|widen\w*)\b", re.IGNORECASE)
_BUILD_VERB = lazy_compile(r"\b(?:appl(?:y|ies|ying)\s+for\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?permit\s+for|appl(?:y|ies|ying)\s+for|submit(?:s|ted|ting)?\s+(?:[\w-]+\s+){0,6}?for|(?<!\bthe\s)(?<!\bour\s)(?<!\bthese\s)plans(?=\s+(?:a|an|the)\s)|add(?:s|ing)?(?=\s+(?:an?|one|two|three|\d[\d,]*)\s)|construct\w*|build(?:s|ing\s+(?:a|an|the|new)\b)?|erect\w*|develop\w*)\b", re.IGNORECASE)
_EXISTING_USE = lazy_compile(r"\b(?:existing|currently|formerly|previously|was|were|demoli\w*|remov\w*|razed|vacant|zoned|zoning|adjacent|surrounding|neighbou?ring|(?:north|south|east|west) of)\b", re.IGNORECASE)


_ABOUT_PROJECT = lazy_compile(r"\b(?:conditional|interim)\s+use\s+permit\s+(?:\(cup\)\s+|application\s+)?for\b|^(?:street|road|roadway|highway|trail)\s+(?:widening|reconstruction|resurfacing|improvements?|extension)\b|"
                            r"\breplaces?\s+(?:an?|the)\s+[^.;]{0,60}?\bwith\b|"
                            r"\b(?:is|are|will\s+be|to\s+be)\s+replaced\s+by\b|"
                            r"^(?:the\s+)?(?:construction|development|redevelopment|reconstruction|expansion|rebuild|"
                            r"tear[- ]?down\s*(?:/|and|&)\s*rebuild) of\b|^(?:the|this)\s+(?:building\s+|proposed\s+|new\s+)?addition\b|"
                            r"^(?:the|this)\s+(?:proposed\s+|building\s+|plant\s+|site\s+)?expansion\s+(?:adds|will\s+add|includes|"
                            r"will\s+include|consists\s+of|comprises)\b|"
                            r"^\W*(?:we|i)\s+(?:are|am|will|plan|propose|intend)\b|\bappl(?:y|ies|ying)\s+for\b|\bsubmit(?:s|ted|ting)?\b|^(?-i:[A-Z][\w'&-]*)(?:\s+(?-i:[A-Z][\w'&-]*)){0,3}\s+(?:plats|will\s+plat)\b|\b(?:project|propos\w*|applicant|application|owner|developer|will|plans? to|intends? to|consists? of|includes?|covers|new|redevelop\w*|conver(?:t|ts|ted|ting|sion)|plats?)\b", re.IGNORECASE)


def _first_type(text: str) -> tuple[str, int] | None:
    best: tuple[str, int] | None = None
    for kind, rx in _COMPILED:
        m = rx.search(text)
        if m and (best is None or m.start() < best[1]):
            best = (kind, m.start())
    return best


_LEAD_ADJ = lazy_compile(r"^(?:(?:public|private|new|proposed|city|county|state)\s+|residential\s*[-–:]\s*)+", re.IGNORECASE)


def read_checkboxes(seg: Segment) -> list[Candidate]:
    """Types whose box is ticked on a form line ("[X] Commercial  [ ] Industrial", "Commercial [X]").

    The marks and which side of its option a box sits on are :mod:`extract.layout.checkboxes`' one
    vocabulary; here only the ticked options are named. Two types ticked stay two readings
    (a conflict downstream), an unticked form none.
    """
    text = seg.text.strip()
    out = []
    for option in ticked_options(text):
        option = _LEAD_ADJ.sub("", option)
        found = _first_type(option)
        if found and found[1] <= 3:
            out.append(Candidate(name="project_type", value=found[0], strength=LABELLED,
                                 evidence=Evidence(file=seg.file, page=seg.page, text=text[:300], bbox=seg.bbox)))
    return out


def read_type_option_row(cells: list[str], seg: Segment) -> list[Candidate]:
    """A form's row of project-type boxes whose question sits on the row above ("Industrial | X Institutional |
    Mixed use | Road / street / trail"): three or more cells that each name a type make it the type question."""
    kinds = [c for c in cells if c.strip() and _first_type(_LEAD_ADJ.sub("", re.sub(r"^\W*[xX]?\s+", "", c.strip())))]
    if len(kinds) < 3:
        return []
    return read_checkboxes(seg)


def _form_line(text: str) -> bool:
    """A line of boxes, or a bare X standing where a box would ("X Commercial", "Commercial: X")."""
    return has_boxes(text) or bool(re.search(r"^\s*[xX]\s*[:\t ]\s*[A-Z]|[:\t]\s*[xX]\s*$|\bX\b(?=\s+[A-Z])", text))


def _new_clause(before: str) -> bool:
    """The demolition words before a building verb sit in a clause of their own ("... razed and the owner will")."""
    last = None
    for last in _EXISTING_USE.finditer(before):
        pass
    if last is None:
        return True
    return bool(re.search(r"\band\b|;|,", before[last.end():]))


_OLD_BEFORE = lazy_compile(
    r"\b(?:existing|former(?:ly)?|previous(?:ly)?|old|vacant|current(?:ly)?|abandoned|closed|vacated|defunct|"
    r"under-?utili[sz]ed|adjacent|neighbou?ring|surrounding|nearby|zoned|zoning|guided)\s+(?:[\w'-]+\s+){0,2}$",
    re.IGNORECASE)
_GONE_VERB = lazy_compile(r"\b(?:demoli\w*|remov\w*|raz\w*|replac\w*|conver(?:t|ts|ted|ting|sion)|redevelop\w*|"
                        r"tear\w*[- ]?down|clear\w*)\b", re.IGNORECASE)
_PIVOT = lazy_compile(r"\b(?:with|into|as|to|for|by|and(?!\s+(?:an?|the|its|their|two|three|four|\d+)\s)|rebuil\w*|construct\w*|"
                    r"build\w*|erect\w*|new)\b|[;,]", re.IGNORECASE)
_OLD_AFTER = lazy_compile(r"^[\w\s'-]{0,30}?\b(?:(?:will be|to be|is|are|was|were|being)\s+)?(?:demolished|removed|razed|"
                        r"torn down|vacated|relocated)\b|^[\w\s'-]{0,30}?\b(?:is|are|was|were)\s+(?:currently|formerly|"
                        r"previously|now)\b|^\s*(?:site|property|parcel|lot|building)?\s*(?:that|which)\s+(?:was|were|"
                        r"previously|formerly)\b", re.IGNORECASE)
# "will not include any cafe or other retail space": the second of a denied pair is denied too
_NOT_BUILT = lazy_compile(r"\b(?:no|not|without|never|excluding|except|nor)\b(?:\s+[\w-]+){0,3}\s*$"
                        r"|\b(?:no|not|without|never|excluding|except)\b(?:\s+[\w-]+){1,5}\s+(?:or|nor)\s+(?:other\s+|any\s+)?$",
                        re.IGNORECASE)
_KEEPS_USE = lazy_compile(r"\b(?:expan\w+|expand|additions?|renovat\w+|remodel\w*|improvements?|upgrades?|"
                        r"reconstruct\w*|rebuild\w*|for|serving|to serve|at|within|on)\s+(?:of\s+|to\s+)?(?:the|an?|its|their)?\s*$",
                        re.IGNORECASE)
_NEW_AFTER_GONE = lazy_compile(r"\b(?:with|into|as|by|for)\b", re.IGNORECASE)


_STREET_ADDRESS = lazy_compile(r"\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Z][\w.'-]*\s+){1,3}$")
_BARE_NUMBER = lazy_compile(r"(?<![\d,.])\b\d{3,6}\s+$")


def _mentions(text: str) -> list[tuple[int, int, str]]:
    """Every named type in ``text`` (start, end, kind); at one place the more specific kind wins."""
    found = sorted(((m.start(), -(m.end() - m.start()), i, kind, m.end())
                    for i, (kind, rx) in enumerate(_COMPILED) for m in rx.finditer(text)))
    out: list[tuple[int, int, str]] = []
    for start, _, _, kind, end in found:
        if out and start < out[-1][1]:
            continue
        if kind == "linear" and (_STREET_ADDRESS.search(text[max(0, start - 60):start])
                                 or (text[start].isupper() and _BARE_NUMBER.search(text[max(0, start - 10):start]))):
            continue  # "its property at 630 Rice Street", "5701 County Road 101": an address, not road work
        out.append((start, end, kind))
    return out


def _is_old(text: str, start: int, end: int) -> bool:
    """A type named as what is there now or what goes away ("a former bank site", "demolish the office")."""
    before = text[max(0, start - 80):start]
    if _NOT_BUILT.search(before):
        return True  # "will not include any retail space", "without a restaurant"
    gone = None
    for gone in _GONE_VERB.finditer(before):
        pass
    old = _OLD_BEFORE.search(before)
    if old and _KEEPS_USE.search(before[:old.start()]) and not (gone and before[gone.end():old.start()].strip() in
                                                                 ("of", "of the", "of an", "of a")):
        # "an addition to the existing school", "a parking lot for the existing church": the use stays
        return bool(_OLD_AFTER.search(text[end:end + 60]))
    if old or _OLD_AFTER.search(text[end:end + 60]):
        return True
    # "replace the retail strip with ...", "demolition of an office building and ...": the verb's object;
    # "redeveloped as a 58-unit condominium": the words after the pivot are what is built
    if gone is not None and gone.group(0).lower().endswith(("ing", "es")) \
            and not gone.group(0).lower().startswith(("redevelop", "conver")) \
            and re.match(r"\s+(?:an?|the|its|their)\s+(?:[\w'-]+\s+){0,2}$", before[gone.end():]):
        return True  # "..., replacing a strip retail center": the object of the verb is what goes away
    if gone is not None and not re.match(r"(?:rebuil|reconstruct|construct|new\b)", text[start:end], re.IGNORECASE):
        # (a kind named with its own building verb - "teardown/rebuild of a lakeshore home" - is what is built)
        between = before[gone.end():]
        if gone.group(0).lower().startswith(("redevelop", "conver")):
            return not _NEW_AFTER_GONE.search(between)
        return not _PIVOT.search(between)
    return False


def _first_new(text: str, lo: int = 0, hi: int | None = None) -> tuple[str, int] | None:
    """The first type named in ``text[lo:hi]`` that is what the project builds, judged in the whole sentence."""
    hi = len(text) if hi is None else hi
    for start, end, kind in _mentions(text):
        # "The subdivision will consist of 18 lots ...": a plat named across the verb is still what is built
        # "This roadway reconstruction project": a kind whose own words hold the verb is built too
        spans_verb = start < lo < end
        if (start < lo and not spans_verb) or start >= hi:
            continue
        if kind == "linear" and (_WHERE.search(text[max(0, start - 40):start])
                                 or _RIGHT_OF_WAY.match(text[end:end + 30])):
            continue
        if (zoned := _ZONING_NAME.match(text[end:end + 40])) and (zoned.group("zoning") or _LAND_USE_CLASS.fullmatch(text[start:end])):
            # "lies in the Village Mixed Use B (VMU B) Zoning District": a zoning district's name, not the project; but
            # "Independent School District No. 276" is a school's governing body, an institution
            continue
        if kind == "linear" and _MEETS.search(text[max(0, start - 60):start]):
            continue  # "... project where 60th Street North meets Krueger Lane": a corner, where the work is
        if kind == "linear" and (_SURFACE_LIST.search(text[max(0, start - 120):end + 1])
                                 or _SURFACE_LIST_HEAD.search(text[max(0, start - 120):start])
                                 and _SURFACE_LIST_TAIL.match(text[end:end + 80])):
            continue  # "new impervious area as buildings, parking lots and roadways", "new impervious surfaces, including
            # the streets, parking lots and rooftops": a part of the hard surface, first or last in the list
        if kind == "linear" and re.search(r"\b(?:at|on|along|near|off)\s+(?:the\s+)?(?:[A-Z][\w.]*\s+){1,3}(?i:avenue|ave|street|st|"
                                          r"road|rd|boulevard|blvd|drive|dr|lane|ln|highway|hwy|parkway|pkwy)\.?\s+(?:and|&)\s+$",
                                          text[max(0, start - 60):start]):
            continue  # "at Wooddale Avenue and Highway 7": the second road of a corner is where, too
        if re.search(r"\b(?:off-?\s?site|offsite|adjacent|adjoining|neighbou?ring|upstream|downstream|surrounding|nearby)\s+"
                     r"(?:[\w-]+\s+)?$", text[max(0, start - 40):start], re.IGNORECASE):
            continue  # "incl. 0.2 ac off-site boulevard": land beside the project, not what it builds  # "storm sewer in County Road 101 right-of-way": where the work lies, not what it is
        if kind == "single_family_subdivision" and text[start:start + 4].lower() == "plat" \
                and re.search(r"\b(?:lot|block)\s+\d+", text[:start], re.IGNORECASE):
            continue  # "Lot 1, Block 1 of the plat of Cedar Ridge (24 lots)": a legal description, not the project  # "located along Highway 7", "on County Road 19": where it is, not what it is
        if not _is_old(text, start, end):
            return kind, start
    return None


# what follows a kind that names a zoning district or a land-use guide: "Mixed Use B (VMU B) Zoning District", "Commercial
# zone", "Industrial (I-1) District", "Office overlay"
_ZONING_NAME = lazy_compile(r"(?:\s+(?-i:[A-Z0-9][\w-]{0,3}))?(?:\s*\([^)]{1,12}\))?\s+(?:(?P<zoning>zoning\s+district|zone|overlay)|district)\b",
                          re.IGNORECASE)
# a land-use class, the words a zoning district is named by; a building's noun ("School District", "Park District",
# "Library District") names a public body instead
_LAND_USE_CLASS = lazy_compile(r"(?:light\s+|general\s+|heavy\s+|neighbou?rhood\s+)?(?:commercial|industrial|residential|"
                             r"mixed[- ]?use|office|business|retail|institutional|multi[- ]?family|single[- ]?family|"
                             r"high[- ]density|low[- ]density|medium[- ]density)(?:e?s)?", re.IGNORECASE)
# a corner named by its streets: "where Elm Street meets Oak Lane", "where County Road 5 crosses ..."
_MEETS = lazy_compile(r"\bwhere\s+(?:the\s+)?(?:[\w.'-]+\s+){0,4}$|\b(?:corner|intersection)\s+of\s+(?:[\w.'-]+\s+){1,4}"
                    r"(?:and|&)\s+$", re.IGNORECASE)
# the hard surface named, up to the list of what it is made of: "impervious area as", "impervious surfaces, including the"
_SURFACE_HEAD = (r"\b(?:impervious|hard[- ]?(?:cover|surfaces?))\b[^.;]{0,40}?\b(?:as|in|of|from|including|includes|"
                 r"consisting\s+of|made\s+up\s+of|comprising|:)\s+(?:the\s+|new\s+|proposed\s+)?")
# roads listed among the hard surfaces an area is made of: "... impervious area as buildings, parking lots and roadways"
# (the last of the list), "... impervious surfaces, including the streets, parking lots and rooftops" (the first)
_SURFACE_LIST = lazy_compile(_SURFACE_HEAD + HARD_SURFACE_KIND + r"(?:\s*,\s*(?:new\s+)?" + HARD_SURFACE_KIND + r")*\s*,?\s*(?:and|&|or)?\s*"
                           r"(?:new\s+)?" + HARD_SURFACE_KIND + r"\W?$", re.IGNORECASE)
_SURFACE_LIST_HEAD = lazy_compile(_SURFACE_HEAD + "$", re.IGNORECASE)
_SURFACE_LIST_TAIL = lazy_compile(r"\s*,\s*(?:(?:the\s+|new\s+)?" + HARD_SURFACE_KIND + r"\s*,\s*)*(?:and|&|or)?\s*(?:the\s+|new\s+)?"
                                + HARD_SURFACE_KIND + r"\b", re.IGNORECASE)
_RIGHT_OF_WAY = lazy_compile(r"\s*(?:\d+\w*\s+)?(?:right[- ]of[- ]way|r\.?o\.?w\.?|r/w)\b", re.IGNORECASE)
_WHERE = lazy_compile(r"\b(?:on|along|at|near|off|in|within|under|beneath|adjacent\s+to|next\s+to|fronting|abutting|from|via|onto|between|"
                    r"(?:north|south|east|west|northeast|northwest|southeast|southwest)(?:\s+side|\s+line)?\s+of|(?:side|corner|end)\s+of|"
                    r"intersection\s+of|access(?:es)?\s+(?:to|from)|located\s+(?:on|along|at|near))\s+(?:the\s+)?$",
                    re.IGNORECASE)


_COPULA_SUBJECT = lazy_compile(
    r"^(?:the\s+)?(?:(?:proposed|overall|entire)\s+)?(?:project|development|proposal|work|scope(?: of work)?|"
    r"improvements?)\s+(?:is|will be|are)\s+(?:a|an|the)\b|^this\s+(?:project\s+|application\s+)?is\s+(?:a|an)\b"
    # "Phase 2 is 7 single-family lots on 4.1 acres": the phase applied for, counted (its kind follows the count)
    r"|^(?:this\s+phase|phase\s+(?:\d{1,2}|[ivx]{1,4}|one|two|three|four))\s+(?:is|will be|adds|will\s+add|includes|consists\s+of|"
    r"builds|will\s+build|constructs|will\s+construct)\s+"
    r"(?=\d+\s|an?\s|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty)\s)", re.IGNORECASE)
# a phase described as done or still to come is not the one applied for
_OTHER_PHASE = lazy_compile(r"\b(?:platted|built|completed|constructed|developed|approved|permitted)\s+(?:in\s+)?(?:19|20)\d\d\b|"
                          r"\b(?:future|later|previous|prior|earlier|first)\b|\bby\s+others\b", re.IGNORECASE)
# "... is not part of this application", "a separate project by others": work that is not this project's
_OTHERS_WORK = lazy_compile(r"\b(?:(?:is|are|was|were)\s+not\s+(?:a\s+)?part\s+of|not\s+included\s+in\s+this|unrelated|"
                          r"separate\s+(?:project|contract|permit|application)|by\s+others|under\s+a\s+separate)\b",
                          re.IGNORECASE)
_COPULA_BARE = lazy_compile(
    r"^(?:the\s+)?(?:(?:proposed|overall|entire)\s+)?(?:project|work|scope(?: of work)?)\s+(?:is|will be|consists of)\s+"
    r"(?:(?:the|an?)\s+)?(?:(?:new|proposed|public|full)\s+)?", re.IGNORECASE)
_NAMED_DEVELOPMENT = lazy_compile(r"^[A-Z][\w'&-]*(?:\s+(?:[A-Z][\w'&-]*|at|of|on|in|by|the)){0,6}\s+(?:is|will be)\s+an?\s+"
                                r"(?=[^.]{0,60}\b(?:(?:re)?development|subdivision|plat|project|building|complex|community|campus)\b)"
                                # "WILLOW GROVE TOWNHOMES IS 42 TOWNHOUSE UNITS IN 11 BUILDINGS": the named project, counted
                                r"|^[A-Z][\w'&-]*(?:\s+(?:[A-Z][\w'&-]*|at|of|on|in|by|the)){0,6}\s+(?i:is|will be|consists of|comprises)\s+"
                                r"(?=\d{1,4}\s+(?i:new\s+)?[A-Za-z])")
# a road project's title: "TH 7 resurfacing and drainage improvements", "CSAH 19 Reconstruction"
_ROAD_WORK = lazy_compile(
    r"^(?:[\w.&-]+\s+){0,2}?(?:c\.?s\.?a\.?h\.?|t\.?h\.?|county road|cr|county state aid highway|trunk highway|"
    r"(?:u\.?s\.?|state) (?:highway|hwy)|interstate|i-)\s*\d+[a-z]?\s+(?:\([^()]{1,40}\)\s+)?(?:[\w-]+\s+){0,2}?(?:re)?(?:construction|"
    r"resurfacing|improvements?|overlay|rehabilitation|reclamation|widening|expansion|realignment|corridor)\b",
    re.IGNORECASE)


# "We are submitting ... the stormwater plan for twelve townhome units in three buildings": the submittal is for
# the project, counted, its kind named at once after the count
_PLAN_FOR = lazy_compile(r"\b(?:stormwater\s+(?:management\s+)?)?(?:plan|report|application|submittal|narrative)\s+for\s+"
                       r"(?:the\s+|a\s+|an\s+)?(?:new\s+|proposed\s+)?(?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
                       r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty)[\s-])", re.IGNORECASE)
_FRAGMENT = lazy_compile(r"^(?:an?\s+|the\s+)?(?:new\s+|proposed\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+(?:with|of|consisting of|"
                       r"containing|featuring)\s", re.IGNORECASE)
_WHERE_ANY = lazy_compile(r"\b(?:adjacent|abut\w*|neighbou?r\w*|surround\w*|nearby|north|south|east|west|across|"
                        r"existing|zoned|guided)\b", re.IGNORECASE)


# "... at the Lake Street Retail Center, a commercial (retail/restaurant) property": the place the work is done at,
# described by its kind in apposition
_APPOSITIVE_KIND = lazy_compile(r"\b(?:at|on|for|of)\s+(?:the\s+)?(?-i:[A-Z][\w'&.-]*)(?:\s+(?-i:[A-Z][\w'&.-]*)){0,5},\s+an?\s+"
                              r"(?:(?P<kind>commercial|industrial|institutional|mixed[- ]use|multi-?family|retail|office)\s+"
                              r"(?:\([^)]{0,40}\)\s+)?(?:property|site|building|center|centre|development|campus|facility)\b"
                              # "... for the second phase of Whitetail Ridge, a single-family subdivision"
                              r"|(?P<plat>single[- ]family\s+(?:residential\s+|detached\s+)?(?:subdivision|plat)|residential\s+subdivision)\b)",
                              re.IGNORECASE)


def read_appositive_kind(seg: Segment) -> list[Candidate]:
    """The kind of the property the work is at, said in apposition to its name."""
    m = _APPOSITIVE_KIND.search(seg.text)
    if m is None or is_rule_language(seg.text) or _OTHERS_WORK.search(seg.text) \
            or re.search(r"\b(?:adjacent|neighbou?r\w*|former|vacant|demolish\w*|remov\w*)\b", seg.text, re.IGNORECASE):
        return []
    if m.group("plat"):
        return [Candidate(name="project_type", value="single_family_subdivision", evidence=seg.evidence(), strength=LOOSE)]
    word = m.group("kind").lower()
    kind = "mixed_use" if word.startswith("mixed") else "multi_unit_residential" if word.startswith("multi") else \
        "industrial" if word == "industrial" else "institutional" if word == "institutional" else "commercial"
    return [Candidate(name="project_type", value=kind, evidence=seg.evidence(), strength=LOOSE)]


# "Institutional use (public elementary school) on a 7.62-acre campus.": a summary line led by the use of the project
def _use_word_kind(word: str) -> str:
    """The kind a land-use word names ("mixed-use", "multi-family residential", "retail", "industrial"), lower-case."""
    if word.startswith("mixed"):
        return "mixed_use"
    if word.startswith("multi"):
        return "multi_unit_residential"
    return "commercial" if word in ("retail", "office") else word


_USE_LINE = lazy_compile(r"^(?P<kind>institutional|commercial|industrial|mixed[- ]use|multi-?family(?:\s+residential)?)\s+use\b"
                       r"(?:\s*\([^)]{0,60}\))?\s+(?:on|of|at|for)\b", re.IGNORECASE)


_KINDS_MEASURED = lazy_compile(HARD_SURFACE_KIND + r"(?:\s*,\s*" + HARD_SURFACE_KIND + r")*\s*,?\s+(?:and|&)\s+" + HARD_SURFACE_KIND
                             + r"\b[^.;]{0,40}?\b(?:total|totals|cover|covers|measure|are|is|=|:)\s*(?:approximately\s+|about\s+)?[\d.,]+\s*"
                             r"(?:acres?|ac\b|sf\b|sq)\.?[^.;]{0,30}?\b(?:impervious|hard\s*(?:cover|surface))", re.IGNORECASE)


# a place, a dash, then the kind of development: "Excelsior, Minnesota - mixed-use redevelopment (...)"
_DASHED_KIND = lazy_compile(r"^[A-Z][^.;:()]{0,60}?\s[-–—]\s+(?:a\s+|new\s+|proposed\s+)?(?P<kind>mixed[- ]use|commercial|industrial|"
                          r"institutional|multi[- ]?family(?:\s+residential)?)\s+(?:re)?development\b", re.IGNORECASE)
# "The industrial site is 9.5 acres", "The school campus site is 9.20 acres": the site named by its use, then sized
_SITE_OF_KIND = lazy_compile(r"^(?:the|this|our)\s+(?P<kind>(?:[\w-]+\s+){1,2}?)(?:site|property|parcel|campus|lot)\s+"
                           # (its address between: "The school site at 441 Third Street, Excelsior is 12.4 acres")
                           r"(?:(?:at|on)\s+\d{1,5}\s+(?:[A-Z][\w.]*,?\s+){1,5}?)?"
                           r"(?:is|measures|covers|totals|comprises|contains|encompasses)\s+(?:approximately\s+|about\s+)?\d",
                           re.IGNORECASE)


_PROPERTY_OF_KIND = lazy_compile(r"^(?:the|this|our)\s+(?:[\w-]+\s+){0,3}?(?:is|remains)\s+an?\s+(?P<kind>commercial|industrial|"
                               r"institutional)\s+(?:property|site|facility|parcel|campus)\b(?![^.;]*\b(?:to\s+be|will\s+be)\s+"
                               r"(?:redeveloped|converted|replaced)\b)", re.IGNORECASE)


_OFF_SITE_LAND = lazy_compile(r"\b(?:off-?\s?site|offsite|upstream|tributary|upland|neighbou?ring|surrounding)\s+(?:[\w-]+\s+){0,3}$"
                            r"|\b(?:off-?\s?site|offsite|upstream|tributary)\s+(?:[\w-]+\s+)?(?:and|or|,)\s+$", re.IGNORECASE)


_BUILDING_ROW = lazy_compile(r"^\s*(?:new\s+|proposed\s+)?building\s*:\s*(?:an?\s+|new\s+)?(?:[\d,]+\s*(?:sq\.?\s*ft\.?|sf|square\s+feet|"
                           r"s\.f\.)\s*)?(?:(?:one|two|three|single|multi)[- ]stor(?:y|ey)\s+)?(?P<kind>[A-Za-z/ -]{3,40}?)(?=\s*(?:[,;(.]|$|"
                           r"\s+(?:replacing|with|and|on|at|for)\b))", re.IGNORECASE)


def _adjectival(text: str, verb: re.Match[str]) -> bool:
    """"Existing / proposed drainage areas and off-site area from Manitou Road", "Proposed grading": a drawing
    list's "proposed" describes the drawing's subject; it is no verb with the project as its subject."""
    if verb.group(0).lower() != "proposed":
        return False
    before = text[:verb.start()]
    if re.match(r"\s*(?:is|are|will|:|=|-\s)", text[verb.end():]):
        return False  # "Proposed is a senior living facility": the proposal, said as a subject
    return not before.strip(" -–•*\t") or bool(re.search(r"\b(?:existing|pre-?\w*)\s*(?:/|and|&|or|vs\.?|versus)\s*$"
                                                          # "capacity for the proposed rates": a determiner before it
                                                          r"|\b(?:the|a|an|its|their|our|these|all|any)\s+$", before,
                                                          re.IGNORECASE))


def read_narrative(seg: Segment) -> list[Candidate]:
    text = re.sub(r"^\s*[■●▪•◦]\s+", "", seg.text)  # a bulleted sentence is still a sentence
    dashed = _DASHED_KIND.match(text)
    if dashed and not is_rule_language(text):
        # "Excelsior, Minnesota - mixed-use redevelopment (ground-floor retail, 24 apartments above).": a subtitle
        found = _first_new(dashed.group("kind") + " development")
        if found:
            return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LOOSE)]
    sized = _SITE_OF_KIND.match(text)
    if sized and not _EXISTING_USE.search(sized.group("kind")) and not is_rule_language(text):
        found = _first_new(sized.group("kind"))
        if found and found[0] not in ("linear", "single_family_home"):
            return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LOOSE)]
    prop = _PROPERTY_OF_KIND.match(text)
    if prop and not is_rule_language(text) and not has_negation(text):
        # "The marina is a commercial property of 9.20 acres": the property's use, loosely (a sentence saying what
        # is built there, say apartments, outranks it)
        return [Candidate(name="project_type", value=prop.group("kind").lower(), evidence=seg.evidence(), strength=LOOSE)]
    use = _USE_LINE.match(text)
    if use and not _EXISTING_USE.search(text) and not is_rule_language(text):
        word = use.group("kind").lower()
        kind = _use_word_kind(word)
        return [Candidate(name="project_type", value=kind, evidence=seg.evidence(), strength=LOOSE)]
    others = _OTHERS_WORK.search(text)
    if others and re.match(r"^(?:this|the\s+project)\s+is\s+an?\s", text, re.IGNORECASE) and ";" in text[:others.start()]:
        others = None  # "This is a commercial building pad ...; the other lots ... are not part of this application"
    if _form_line(text) or is_rule_language(text) or others:
        return []
    if re.match(r"^\W*(?:about|approximately|approx\.?|roughly|some|nearly)?\s*[\d.,]+\s*(?:acres?|ac\b|sf\b|square\s+feet|sq\.?\s*ft)",
                text, re.IGNORECASE):
        return []  # "About 0.45 acres will be disturbed, including the sidewalk connection": a measure, no kind
    if _KINDS_MEASURED.search(text):
        return []  # "Proposed streets, drives and roofs total 1.42 AC. of impervious surface": hard surface counted, no kind
    if not text[:1].isupper():
        if text[:1].isdigit() and not _is_sentence(text) and _road_title(text):
            # "2026 STREET RECONSTRUCTION PROJECT": a programme's title, led by its year
            return [Candidate(name="project_type", value="linear", evidence=seg.evidence(), strength=LOOSE)]
        return []
    # words in parentheses are examples; a number restated in them ("two (2) homes") stays
    plain = re.sub(r"\((?!\s*\d+\s*\))[^)]*\)", lambda m: " " * len(m.group(0)), text)
    label = re.search(r"project (?:type|description|summary|scope|category)\s*:|^project\s*:\s*(?=an?\s)|"
                      r"^what\s+(?:we|i)\s+(?:are|am|will\s+be)\s+(?:building|constructing|proposing)\s*:|"
                      r"^what\s+(?:is\s+(?:it|the\s+project|being\s+built|proposed)|are\s+you\s+building|will\s+(?:be|you)\s+build\w*)\s*:|"
                      r"^(?:scope(?:\s+of\s+(?:work|project))?|description\s+of\s+(?:work|project)|(?:proposed\s+)?work|"
                      r"(?:the\s+)?proposal|proposed\s+(?:project|development|improvements?))\s*:", text,
                      re.IGNORECASE)
    copula = _COPULA_SUBJECT.match(text) or _NAMED_DEVELOPMENT.match(text) or _PLAN_FOR.search(text)
    if copula and re.match(r"(?:this\s+)?phase\b", text, re.IGNORECASE) and _OTHER_PHASE.search(text):
        return []
    verb = next((v for v in _VERB.finditer(text) if not _adjectival(text, v)), None)
    own = bool(label or copula)  # the sentence states the project's own kind, not one of its parts
    if label:
        found = _first_new(plain, label.end())
    elif not _is_sentence(text) and _KIND_TITLE.match(text):
        # "COMMERCIAL DEVELOPMENT", "MIXED-USE REDEVELOPMENT - 50TH & FRANCE": a title led by the kind
        found, own = _first_new(plain, 0, 1) or (None, 0), True
        if found[0] is None:
            return []
    elif not _is_sentence(text) and (named := named_kind(text.strip()) or titled_kind(text)):
        # "Galpin Lake Road Twinhomes", "Summit Place Apartments", "Higher Ground Childcare": a title, the project's
        # name closed by its kind; it counts loosely, below any sentence that says what is built
        return [Candidate(name="project_type", value=named, evidence=seg.evidence(), strength=LOOSE)]
    elif _ROAD_WORK.match(text) or not _is_sentence(text) and _road_title(text):
        # "STORMWATER REPORT - WEST 62ND STREET RECONSTRUCTION": a title naming road work on a named road
        found, own = ("linear", 0), True
    elif copula:
        found = _first_new(plain, copula.end())
    elif (bare := _COPULA_BARE.match(plain)) and _first_new(plain, bare.end(), bare.end() + 1):
        # "The work is street reconstruction ...": no article, so the kind must follow the verb at once
        found = _first_new(plain, bare.end(), bare.end() + 1)
    else:
        if verb is None and _FRAGMENT.match(plain) and not _EXISTING_USE.search(plain) and not _WHERE_ANY.search(plain):
            # "Residential subdivision with fourteen (14) homesites and a pond.": a verbless line that
            # opens with the kind describes the project; it counts loosely, below any sentence
            found = _first_new(plain, 0, 1)
            if found and found[0] == "single_family_subdivision":
                return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LOOSE)]
            return []
        if verb is None or not _ABOUT_PROJECT.search(text):
            return []
        # the kind is what the verb builds: named after it ("construct a 48-unit apartment
        # building"), or just before a passive verb ("a new school is proposed")
        found = _first_new(plain, verb.start(), verb.start() + 160)
        passive = _PASSIVE.search(plain)
        if found is None and passive and re.match(r"^(?:an?|the)\s", plain, re.IGNORECASE):
            # "A mixed use development is proposed on the site": the subject named before the passive
            subject = _first_new(plain, 0, min(passive.start(), 60))
            if subject and subject[0] != "linear":
                found = subject
        if found is None and not re.match(r"replaced\s+by\b", plain[verb.start():], re.IGNORECASE):
            # (what "is replaced by" something is the old use: it names nothing built)
            before = plain[max(0, verb.start() - 160):verb.start()]
            # "a new school is proposed"; "... removed and 8 new homes constructed": a passive, its
            # helper verb left out after "and", still names what is built just before it
            if re.search(r"\b(?:is|are|will be|to be|being)\s*$", before, re.IGNORECASE) or (
                    re.match(r"\w*ed\b", plain[verb.start():]) and re.match(r"\s*(?:[.;]|$)", plain[verb.end():])
                    and re.search(r"\band\s+(?:[\w()-]+\s+){1,6}$", before)):
                start = verb.start() - len(before)
                and_at = before.rfind(" and ") if not re.search(r"\b(?:is|are|will be|to be|being)\s*$", before,
                                                                 re.IGNORECASE) else -1
                found = _first_new(plain, start + and_at + 1 if and_at >= 0 else start, verb.start())
            elif re.match(r"^the\s+(?:[\w'-]+\s+){0,4}(?:proposes|plans|intends|will|wishes|seeks)\b", plain[:verb.end()],
                          re.IGNORECASE):
                # "The church proposes to expand its parking lot": the owner's own facility names the kind
                found = _first_new(plain, 0, verb.start())
                if found and found[0] == "linear":
                    found = None
    if found is None:
        return []
    if _OFF_SITE_LAND.search(plain[max(0, found[1] - 40):found[1]]):
        return []  # "Runoff from 164 acres of off-site residential and commercial land ... is included": land that drains in
    if found[0] == "single_family_home":
        home = _home_reading(plain, found[1])
        if home is None:
            return []
        found = (home, found[1])
    if found[0] in ("multi_unit_residential", "commercial") and _homes_over_shops(plain, found[1]):
        found = ("mixed_use", found[1])
    if found[0] == "linear":
        # "a new public street to serve 24 single-family lots": the street serves the development
        m = _COMPILED[-1][1].match(plain, found[1])
        tail = plain[m.end():] if m else ""
        serves = re.match(r"\s*(?:\w+\s+){0,2}?(?:to serve|serving|that (?:will )?serves?|to provide access to|"
                          r"providing access to|to access|for (?:the )?(?:new|proposed))\b(.*)", tail, re.IGNORECASE)
        if serves:
            other = _first_type(serves.group(1))
            if other is None or other[0] == "linear":
                return []
            found = other
    if found[0] == "linear" and not own and _street_part(plain, found[1]):
        # "The project also includes a new public street": a street built with a subdivision or a site
        # is part of it, not a linear project; alone it still says linear, beside another kind it yields
        return [Candidate(name="project_type", value="linear", evidence=seg.evidence(), strength=LOOSE)]
    # a heading or title line ("Trinity Church - County Road 101 Improvements") names the project
    # loosely: it counts only where no sentence or form answer states the kind
    strength = PROSE if _is_sentence(text) else LOOSE
    return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=strength)]


# other words forms use for the field of the kind ("Use Category:", "Nature of project:", "Intended use:")
_OTHER_TYPE_LABEL = lazy_compile(r"\s*(?:(?:intended|planned|future)\s+(?:land\s+)?use|use\s+(?:type|category|class(?:ification)?)|"
                               r"(?:land\s+)?use\s+for\s+(?:rule\s+n|district|mcwd|permit(?:ting)?)\s+purposes|"
                               r"(?:rule\s+n|district|mcwd)\s+(?:category|classification|land\s+use(?:\s+category)?)|"
                               r"what\s+(?:land\s+)?use\s+is\s+(?:it|this|the\s+project)|what\s+kind\s+of\s+(?:project|use)\s+is\s+(?:it|this)|"
                               r"nature\s+of\s+(?:the\s+)?(?:project|development|work)|type\s+of\s+use|"
                               r"kind\s+of\s+(?:project|development))\s*(?:\([^)]*\))?\s*:", re.IGNORECASE)
_KIND_TITLE = lazy_compile(r"^(?:proposed\s+|new\s+)?(?:commercial|industrial|institutional|mixed[- ]use|multi[- ]?family"
                         r"(?:\s+residential)?|senior\s+housing|residential\s+subdivision)\s+(?:re)?development\b"
                         r"(?!\s+(?:standards?|guidelines?|regulations?|district|zones?|ordinance|requirements?|code|"
                         r"policy|policies|areas?|in\s+the\s+(?:city|county)))",
                         re.IGNORECASE)
_NAMED_KIND_TITLE = lazy_compile(r"^(?-i:[A-Z][\w'&.-]*)(?:\s+(?-i:[A-Z0-9][\w'&.-]*)){0,5}\s+(?P<kind>townhomes|twinhomes|townhouses|"
                               r"row\s?homes|apartments|flats|lofts|condominiums|senior\s+(?:living|housing|apartments)|"
                               r"business\s+park|industrial\s+park|office\s+park|elementary(?:\s+school)?|middle\s+school|"
                               r"high\s+school|church|medical\s+(?:office|center|clinic))$", re.IGNORECASE)
# the head noun that closes a project's name, said in plain words, and the kind it files the project under
_NAME_HEADS: list[tuple[str, str]] = [
    ("institutional", r"(?:elementary|middle|high|junior\s+high|senior\s+high|charter|montessori)(?:\s+school)?|school|academy|"
                      r"church|chapel|synagogue|mosque|temple|library|city\s+hall|civic\s+(?:center|campus)|community\s+center|"
                      r"fire\s+station|police\s+station|child\s?care(?:\s+center)?|day\s?care(?:\s+center)?|preschool|"
                      r"early\s+learning\s+center|learning\s+center"),
    ("commercial", r"professional\s+(?:center|building|plaza)|office\s+(?:center|building|plaza)|business\s+center|"
                   r"medical\s+(?:office|center|clinic|building)|(?:dental\s+|animal\s+|veterinary\s+)?clinic|retail\s+center|"
                   r"shopping\s+center|restaurant|hotel|(?<!river\s)(?<!stream\s)(?<!creek\s)(?<!lake\s)bank|car\s+wash|dealership"),
    ("industrial", r"industrial\s+park|business\s+park|office[ /-]warehouse|warehouse|distribution\s+center|"
                   r"contractor'?s?\s+yard"),
    ("single_family_subdivision", r"subdivision|estates"),
]
_NAME_WORD = r"(?-i:[A-Z0-9][\w'&.-]*)"
_NAMED_HEAD = lazy_compile(r"^(?:proposed\s+|new\s+)?(?P<name>" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,5}?)\s+"
                         r"(?P<head>" + "|".join(f"(?P<k{i}>{rx})" for i, (_, rx) in enumerate(_NAME_HEADS)) + r")$",
                         re.IGNORECASE)
# an eating place named first: "Cafe Zupas", "Restaurant Alma"
_EATERY_NAME = lazy_compile(r"^(?:caf[eé]|restaurant|bistro|grill|diner|bakery|brewpub)\s+" + _NAME_WORD + r"(?:\s+" + _NAME_WORD
                          + r"){0,2}$", re.IGNORECASE)
# words that end a project's name in a memo's subject: what the memo or the work is ("... Final Plat", "... request for
# Site Plan Review", "... Trunk Storm Sewer Improvements", "... Preliminary Plan Review by RPBCWD")
_SUBJECT_TAIL = lazy_compile(r"\s+(?:(?:a\s+)?request\s+for|review|application|permit|preliminary|final|concept|site\s+plan|"
                           r"stormwater|storm\s+water|storm\s+sewer|trunk|drainage|grading|erosion|plans?|report|memo\w*|"
                           r"comments?|by|for|variance|improvements?|parking|addition|expansion)\b.*$", re.IGNORECASE)
_WORK_WORDS = lazy_compile(r"\b(?:reconstruction|improvements?|widening|resurfacing|overlay|extension|realignment|avenue|street|"
                         r"road|lane|drive|boulevard|parkway|highway|trail)\b", re.IGNORECASE)


def named_kind(name: str) -> str | None:
    """The kind a project's name closes with ("Summit Place Apartments", "Higher Ground Childcare", "Oak Hill
    Elementary School", "855 Maple Road Subdivision"), or an eating place named first ("Cafe Zupas"); else None.

    Only a name that is all capitalised words (or a house number) and names no second kind is read; a road in the
    name is where the project sits ("Cedar Lake Road Apartments"), never a second kind.
    """
    name = re.sub(r"\s+", " ", name).strip(" .,;:*")
    if _EATERY_NAME.match(name):
        return None if _WORK_WORDS.search(name) or _mentions(name.split(" ", 1)[1]) else "commercial"
    m = _NAMED_HEAD.match(name)
    if m is None:
        legacy = _NAMED_KIND_TITLE.match(name)
        found = _first_new(legacy.group("kind")) if legacy else None
        return found[0] if found else None
    kind = next(k for i, (k, _) in enumerate(_NAME_HEADS) if m.group(f"k{i}"))
    others = {k for _, _, k in _mentions(m.group("name"))} - {"linear"}
    if others and others != {kind}:
        return None  # "Riverside Commercial Subdivision": the name says its own kind, read elsewhere
    if kind == "single_family_subdivision" and re.search(r"\b(?:industrial|commercial|business|office|retail|corporate|"
                                                         r"technology|park)\b", m.group("name"), re.IGNORECASE):
        return None
    return kind


def titled_kind(title: str) -> str | None:
    """A title that is a project's name and then what the document or the work is: "Oak Hill Elementary Final Plat",
    "#4 - Maple Grove Church Parking Expansion". The name, cut where those words begin, must close with its kind."""
    title = re.sub(r"^\W*(?:#?\d{1,3}|item\s+\d{1,3})\s*[-–—:.]\s*", "", title.strip(), flags=re.IGNORECASE)
    name = _SUBJECT_TAIL.sub("", title)
    return named_kind(name) if name and name != title else None


# a project's location or site field answered by a description of the project: "Project Location: A commercial
# subdivision and development project where ...", "Project site: an industrial building on Lot 2 ..."
_PROJECT_WHERE = lazy_compile(r"^\s*project\s+(?:location|site|address)\s*:\s*(?:an?|the)\s+(?:new\s+|proposed\s+)?"
                            r"(?P<kind>commercial|industrial|institutional|mixed[- ]use|multi[- ]?family|retail|office)\s+"
                            r"(?:[\w-]+\s+){0,3}?(?:subdivision|development|project|building|center|plat|park)\b", re.IGNORECASE)
_ITEM_TITLE = lazy_compile(r"^\W*(?:#\s?\d{1,3}|item\s+\d{1,3}[a-z]?)\s*[-–—:.]\s*", re.IGNORECASE)
_SUBJECT_LINE = lazy_compile(r"^\W*(?:re|subject|reference|regarding|in\s+re)\s*:\s*(?P<what>.+)$", re.IGNORECASE)


def read_subject_kind(seg: Segment) -> list[Candidate]:
    """A memo's or letter's subject line that names the project by a name closed by its kind: "RE: Oak Hill
    Elementary School Parking Lot Expansion", "Subject: Proposed 412 Lake Road Subdivision Preliminary Plan Review".

    The name is cut where the memo's own words begin (review, plat, plan, improvements, request for ...); what
    is left must be a project's name closed by its kind (:func:`named_kind`). It counts loosely."""
    m = _SUBJECT_LINE.match(seg.text.strip())
    if m is None:
        return []
    what = re.split(r"\s+(?:--|[-–—])\s+|\s*[,;(]", m.group("what").strip(" *"), maxsplit=1)[0]
    what = re.sub(r"^(?:the\s+)?(?:proposed\s+|new\s+)?", "", what, flags=re.IGNORECASE)
    name = _SUBJECT_TAIL.sub("", what)
    kind = named_kind(name) if name else None
    if kind is None:
        return []
    return [Candidate(name="project_type", value=kind, evidence=seg.evidence(), strength=LOOSE)]


_PASSIVE = lazy_compile(r"\b(?:is|are|will be)\s+(?:being\s+)?(?:proposed|planned)\b", re.IGNORECASE)
_ROAD_NOUN = r"(?:road|street|avenue|ave|lane|drive|boulevard|blvd|parkway|pkwy|highway|hwy|trail)"
_TITLE_ROAD = lazy_compile(
    r"\b(?:re)?construction\s+of\s+(?:the\s+)?(?-i:(?:[A-Z0-9][\w.'-]*\s+){1,4})" + _ROAD_NOUN + r"\b"
    r"|(?-i:(?:[A-Z0-9][\w.'-]*\s+){1,4})" + _ROAD_NOUN + r"\s+(?:and\s+utility\s+)?(?:re)?construction\b",
    re.IGNORECASE)
# a street or road named without a name or number, and no road work on it: a part of the project
_GENERIC_STREET = lazy_compile(r"(?:streets?|roads?|roadways?|drives?)(?:\s+(?:construction|improvements?))?", re.IGNORECASE)
_ROAD_WORK_VERB = lazy_compile(r"\b(?:reconstruct\w*|mill\w*|overlay\w*|resurfac\w*|rehabilitat\w*|widen\w*|repav\w*|"
                             r"reclaim\w*|reclamation)\b", re.IGNORECASE)
_INSIDE = lazy_compile(r"\b(?:within|inside|internal\s+to|through|serving|for|of)\s+the\s+(?:new\s+|proposed\s+)?"
                     r"(?:subdivision|development|plat|site|lots|neighbou?rhood|complex|campus|building|project)\b",
                     re.IGNORECASE)


def _road_title(text: str) -> bool:
    """A title naming road work on a named road, not a place the work sits beside or in."""
    m = _TITLE_ROAD.search(text)
    return bool(m) and not _WHERE.search(text[:m.start()])


def _street_part(text: str, start: int) -> bool:
    """A street, road or trail named as a part of the project rather than as the project itself.

    "The project also includes a new trail", "Frontage road reconstruction is included in the project",
    "Street A will be constructed with curb and gutter", "a new public street within the subdivision":
    these are built with a subdivision or a site. Road work (reconstruct, mill, resurface ...) on a
    named or numbered road, or new work by a road authority (the City, the County, MnDOT), is the
    project's own. A part still says linear when nothing else is said; beside another kind it yields.
    """
    m = _COMPILED[-1][1].match(text, start)
    if m is None:
        return False
    if _INSIDE.search(text[m.end():]) or _A_PART.search(text):
        return True
    if _AUTHORITY.match(text):
        return False
    named = bool(re.search(r"\d", m.group(0)) or re.search(r"(?-i:[A-Z][\w.'-]*)\s+$", text[max(0, start - 30):start])
                 and text[start:start + 1].isupper()
                 or re.match(r"\s+(?-i:[A-Z][a-z][\w.'-]*|[NSEW]\b|[0-9]{2,})", text[m.end():]))
    worked = bool(_ROAD_WORK_VERB.search(text[max(0, start - 40):m.end() + 40]))
    return not (named and worked) and not (worked and not _GENERIC_STREET.fullmatch(m.group(0)))


# "is included in the project", "also includes", "as part of the development": a component of the work
_A_PART = lazy_compile(r"\b(?:(?:is|are|will\s+be)\s+(?:also\s+)?(?:included|part)\s+(?:in|of)\s+(?:the|this)\s+"
                     r"(?:project|development|site|work)|also\s+includ\w*|as\s+part\s+of\s+the\s+(?:project|development|"
                     r"subdivision|site))\b", re.IGNORECASE)
_AUTHORITY = lazy_compile(r"^(?:the\s+)?(?:city|county|state|mndot|minnesota department of transportation|township|"
                        r"[A-Z][a-z]+\s+county|city\s+of\s+[A-Z][a-z]+|three rivers park district|park board)\b(?!\s+of\b)"
                        r"(?!['’]s)", re.IGNORECASE)


_EACH = lazy_compile(r"\b(?:each|every|per)\s+(?:\w+\s+)?(?:lot|parcel|homesite|site)\b|\b(?:each|every)\b|\btypical\b|"
                   r"\bindividual\s+(?:lots|builders?|homeowners?)\b|\bbuilders\b|\bfuture\b|"
                   r"\b(?:all|the)\s+(?:\w+\s+)?lots\b", re.IGNORECASE)
_PLURAL_HOMES = lazy_compile(r"(?:homes|houses|residences|dwellings)\b", re.IGNORECASE)
_MANY_CONTEXT = lazy_compile(r"\b(?:lots|plat|subdivision|neighbou?rhood|development|community|homesites)\b|"
                           r"\b(?:[2-9]|\d{2,})\s+(?:new\s+)?(?:\w+\s+){0,2}(?:homes|houses|lots)\b", re.IGNORECASE)


def _home_reading(text: str, start: int) -> str | None:
    """A single-family home named in a sentence: one home, the homes of a subdivision, or nothing.

    "a single-family home on each lot" and "typical lot: a single family house" describe the
    homes a subdivision will hold, not a one-home project; "single-family homes on 24 lots"
    (plural, with lots) is the subdivision itself. A plural with no lots or count is left unread.
    """
    m = _COMPILED[[k for k, _ in _COMPILED].index("single_family_home")][1].match(text, start)
    word = m.group(0) if m else ""
    if _PLURAL_HOMES.search(word):
        return "single_family_subdivision" if _MANY_CONTEXT.search(text) else None
    if _EACH.search(text):
        return None
    after = text[m.end():m.end() + 50] if m else ""
    if re.match(r"\s+on\s+(?:the\s+)?(?:new\s+)?parcel\s+[A-Z]\b|\s+on\s+(?:the\s+)?(?:new|second|other|remaining|vacant)\s+"
                r"(?:lot|parcel)\b", after, re.IGNORECASE):
        return None  # "the new home on Parcel B": one lot of a split, whose homes the subdivision reading counts
    if re.search(r"\b(?:built|constructed|completed)\b[^.;]{0,40}?\bin\s+(?:19|20)\d\d\b", text[m.start() if m else 0:], re.IGNORECASE) \
            or re.search(r"\b(?:built|constructed)[\s.]+(?:a\s+)?(?:new\s+)?$", text[max(0, start - 30):start], re.IGNORECASE) \
            and re.search(r"\bin\s+(?:19|20)\d\d\b", text, re.IGNORECASE):
        return None  # "... which it re-platted and built a new home on in 2017": work already done, no project
    return "single_family_home"


_SHOP_SPACE = lazy_compile(r"\b(?:retail|commercial\s+(?:space|uses?|units?|tenants?)|office\s+(?:space|suites?)|restaurants?|"
                         r"shops|storefronts?|tenant\s+space)\b", re.IGNORECASE)


def _homes_over_shops(text: str, start: int) -> bool:
    """"ground-floor retail and 40 apartments above": homes and shop space built together are mixed use.

    Both must be named as new in the same stretch; a leasing office or a fitness room is no shop.
    """
    window = text[start:start + 160]
    homes = _COMPILED[[k for k, _ in _COMPILED].index("multi_unit_residential")][1]
    h = homes.search(window)
    shop = _SHOP_SPACE.search(window)
    return bool(h and shop and not _is_old(text, start + h.start(), start + h.end())
                and not _is_old(text, start + shop.start(), start + shop.end()))


def _is_sentence(text: str) -> bool:
    words = text.split()
    return text.rstrip().endswith((".", ";", ":")) or len(words) >= 12 or bool(
        re.search(r"\b(?:is|are|will|would|includes?|consists?|proposes?|involves?)\b", text, re.IGNORECASE)
        and not text.isupper())


def _use_kind(n: int) -> str:
    return (rf"(?P<kind{n}>commercial|retail|office|institutional|industrial|mixed[- ]|multi[- ]?family(?:\s+residential)?|"
            r"multiple[- ]family(?:\s+residential)?)")


_USE_NOUN = r"\s*(?:use|(?:re)?development|project|building|complex|campus|facility)\b"
# the kind said as the rule's own category of use: "a medical office building (commercial use)",
# "The campus is an institutional use", "the building will be a mixed-use project"
_USE_CLASS = lazy_compile(
    r"\(\s*(?:an?\s+)?" + _use_kind(1) + r"\s*use\s*\)"
    r"|\b(?:is|are|will\s+be|remains?|constitutes?)\s+(?:an?\s+|the\s+)?(?:new\s+|proposed\s+)?" + _use_kind(2) + _USE_NOUN
    # apposition after a comma or a colon: "..., a mixed use development on a 0.78-acre corner lot"
    + r"|[,:;]\s+(?:an?\s+)(?:new\s+|proposed\s+)?" + _use_kind(3) + _USE_NOUN
    # the sentence opens with the project's own land use: "Land use is institutional (school).", "The proposed
    # land use is commercial." ("Adjacent land use is ...", "Land use to the north is ..." do not open so)
    + r"|^(?:the\s+)?(?:proposed\s+|planned\s+|future\s+)?(?:land\s+)?use\s+(?:is|will\s+be)\s+(?:light\s+|heavy\s+|general\s+)?"
    + _use_kind(4) + r"(?=\s*(?:\([^)]{0,60}\)\s*)?[.;]?\s*$)", re.IGNORECASE)
# words that make a use the neighbour's, the zoning's or what stands there now
_NOT_OURS = lazy_compile(r"\b(?:existing|currently|formerly|previously|former|was|were|adjacent|adjoining|abutting|"
                       r"surrounding|neighbou?r\w*|nearby|zoned|zoning|guided|permitted|allowed|conditional|district|"
                       r"comprehensive\s+plan|(?:north|south|east|west)\s+of|to\s+the\s+(?:north|south|east|west)\w*|across)\b", re.IGNORECASE)


def read_use_class(seg: Segment) -> list[Candidate]:
    """The project's kind said as a category of use, which the rule itself names.

    Only the clause that holds it is weighed: a use that is the zoning's, a neighbour's or
    what stands there now says nothing of what is built, so any such word in that clause
    leaves the kind unread.
    """
    if is_rule_language(seg.text) or _OTHERS_WORK.search(seg.text):
        return []
    out = []
    for m in _USE_CLASS.finditer(seg.text):
        clause = re.split(r"[;.]\s", seg.text[:m.start()])[-1]
        if _NOT_OURS.search(clause) or _NOT_OURS.search(seg.text[m.end():m.end() + 40].split(";")[0].split(".")[0]) \
                or _NOT_BUILT.search(clause) or _WHERE.search(clause[-30:]):
            continue
        word = next(g for g in (m.group("kind1"), m.group("kind2"), m.group("kind3"), m.group("kind4")) if g).lower()
        kind = ("mixed_use" if word.startswith("mixed") else "multi_unit_residential" if word.startswith("multi")
                else _first_type(word)[0] if _first_type(word) else None)
        if kind is not None:
            out.append(Candidate(name="project_type", value=kind, evidence=seg.evidence(), strength=PROSE))
    return out[:1] if len({c.value for c in out}) == 1 else []


# a title naming the kind of project the document reviews or applies for, to its end: "... the review of a
# subdivision (continued)", "Permit application for a new elementary school"; "Review of the subdivision ordinance"
# names a rule, not a project, and stops at "ordinance"
_TITLE_OF_KIND = lazy_compile(r"\b(?:review|permit|application|approval|plans?|report)\s+(?:of|for)\s+(?:an?|the)\s+"
                            r"(?:new\s+|proposed\s+)?(?P<kind>(?:[\w-]+\s+){0,2}?[\w-]+)\s*(?:\((?:continued|cont\.?|draft)\))?\s*$",
                            re.IGNORECASE)


# this project's land divided into lots, now or by this application: "the parcel is being split into 3 or more lots",
# "The property will be subdivided into four residential lots"; a past plat ("the 1998 plat divided ...") or another's
# land ("the neighbouring parcel") is not it
_PARCEL_SPLIT = lazy_compile(r"\b(?:the|this|our|its)\s+(?:(?:subject|existing|[\d.]+[- ]acre|vacant|undeveloped)\s+)?"
                           r"(?:parcel|property|site|lot|land|tract)\s+(?:is\s+being|will\s+be|is\s+to\s+be|is\s+proposed\s+to\s+be|"
                           r"would\s+be)\s+(?:split|divided|subdivided|re-?platted|platted)\s+into\s+"
                           r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:or\s+more\s+)?(?:new\s+)?"
                           r"(?:single[- ]family\s+|residential\s+|buildable\s+)?lots\b", re.IGNORECASE)
_COUNTERFACTUAL_SPLIT = lazy_compile(r"\b(?:if|unless|whether|when|where|once|should)\b[^.;]*$|\b(?:neighbou?ring|adjacent|"
                                   r"another|other)\s+$", re.IGNORECASE)


def read_project_type(seg: Segment) -> list[Candidate]:
    boxes = read_checkboxes(seg)
    if boxes or _form_line(seg.text):
        return boxes
    if _SUBJECT_LINE.match(seg.text.strip()):
        return read_subject_kind(seg)
    if not seg.labelled and not _is_sentence(seg.text) and (about := _TITLE_OF_KIND.search(seg.text)) \
            and (found := _first_new(about.group("kind"))
                     # a plain "subdivision", as a name's head noun reads (named_kind): land made into lots for homes
                     or (("single_family_subdivision", 0) if re.fullmatch(r"(?:minor\s+|major\s+)?subdivision",
                                                                          about.group("kind"), re.IGNORECASE) else None)) \
            and found[0] != "linear":
        # "Correspondence on the review of a subdivision (continued)", "Permit application for a new elementary
        # school": a title that says what kind of project the document is about
        return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LOOSE)]
    if (split := _PARCEL_SPLIT.search(seg.text)) and not is_negated(seg.text, split.start(), split.end()) \
            and not _COUNTERFACTUAL_SPLIT.search(seg.text[:split.start()]) and not is_rule_language(seg.text) \
            and not {k for _, _, k in _mentions(seg.text)} - {"single_family_subdivision", "linear"}:
        # "the parcel is being split into 3 or more lots": this project's own land made lots is a subdivision (loosely:
        # a sentence saying what is built on them outranks it)
        return [Candidate(name="project_type", value="single_family_subdivision", evidence=seg.evidence(), strength=LOOSE)]
    if (where := _PROJECT_WHERE.match(seg.text)) and not _is_old(seg.text, where.start("kind"), where.end("kind")):
        # "Project Location: A commercial subdivision and development project where Elm Street meets Oak Lane": the
        # location's answer opens by saying what the project is
        word = where.group("kind").lower()
        kind = _use_word_kind(word)
        return [Candidate(name="project_type", value=kind, evidence=seg.evidence(), strength=LOOSE)]
    if not seg.labelled and _ITEM_TITLE.match(seg.text) and not _is_sentence(seg.text) \
            and (kind := titled_kind(seg.text) or named_kind(_ITEM_TITLE.sub("", seg.text))):
        # "#12 - Oak Hill Elementary Final Plat": an agenda item's title, the project's name closed by its kind
        return [Candidate(name="project_type", value=kind, evidence=seg.evidence(), strength=LOOSE)]
    if not seg.labelled and ":" in seg.text[:70] and (_OTHER_TYPE_LABEL.match(seg.text) or re.match(
            r"\s*(?:(?:proposed\s+|land\s+)?use|project\s+type|type\s+of\s+(?:project|development))\s*:", seg.text, re.IGNORECASE)):
        # "Land use for Rule N purposes: institutional (...)": a field's label opens the sentence
        seg = Segment(text=seg.text, file=seg.file, page=seg.page, bbox=seg.bbox, labelled=True, row=seg.row)
    if not seg.labelled and (apposed := read_appositive_kind(seg)):
        return apposed + [c for c in read_narrative(seg) if c.value == apposed[0].value]
    if not seg.labelled:
        used = read_use_class(seg)
        if used:
            return used
    if seg.labelled and re.match(r"\s*\d{1,2}[.)]\s+\S", seg.text):
        # "3. Type of project: commercial (retail bakery)": a form's item number is no part of its label
        seg = Segment(text=re.sub(r"^\s*\d{1,2}[.)]\s+", "", seg.text), file=seg.file, page=seg.page, bbox=seg.bbox,
                      labelled=True, row=seg.row)
    if seg.labelled:
        # of labelled lines only the type itself is read: a project's name ("Cedar Lake Road
        # Apartments") is no statement of its kind
        if (re.match(r"\s*(?:the\s+)?proposal\s*:", seg.text, re.IGNORECASE)
                or re.match(r"\s*(?:project|development|land|proposed|type of|use(?=\s*:)|type(?=\s*:))\s*(?:type|category|use|description|development|project)?\s*(?:type|category|use|description)?\s*:", seg.text, re.IGNORECASE)
                or re.match(r"\s*proposed\s+(?:land\s+)?use\s*(?:\([^)]*\))?\s*:", seg.text, re.IGNORECASE)
                or _OTHER_TYPE_LABEL.match(seg.text)) \
                and (not re.match(r"\s*(?:project|development|(?:the\s+)?proposal)\s*:", seg.text, re.IGNORECASE)
                     # "Development: 38 townhome units ..." describes; "Project: Cedar Lake Road Apartments" names
                     or re.match(r"\s*(?:\d|(?:an?|new|proposed)\s)", seg.text.split(":", 1)[1], re.IGNORECASE)
                     # "Development: Multi-family apartment building" describes; a "Project:" row names
                     or re.match(r"\s*development\s*:", seg.text, re.IGNORECASE)
                     and _led_by_one_kind(seg.text.split(":", 1)[1])
                     # "Project: townhomes": a lower-case common noun is a kind, never a name
                     or re.fullmatch(r"\s*(?-i:[a-z][a-z -]{2,40})\s*", seg.text.split(":", 1)[1])
                     and _led_by_one_kind(seg.text.split(":", 1)[1])
                     # "Project: Coffee shop with drive-thru (2,150 sf building)": sentence case describes; a name is
                     # capitalised word by word ("Cedar Lake Road Apartments")
                     or re.match(r"\s*(?-i:[A-Z][a-z]+(?:\s+[a-z][\w-]*){1,5})\b", seg.text.split(":", 1)[1])
                     and _led_by_one_kind(seg.text.split(":", 1)[1])
                     # "Project: Commercial - replace 1970s bank building with a dental clinic": the kind, then the words
                     or re.match(r"\s*(?:commercial|industrial|institutional|mixed[- ]use|multi[- ]?family)\s*(?:[-–—,;:(]|$)",
                                 seg.text.split(":", 1)[1], re.IGNORECASE)
                     and _led_by_one_kind(seg.text.split(":", 1)[1])):
            answer = seg.text.split(":", 1)[1]
            found = _first_type(answer)
            if found and _is_old(answer, found[1], found[1] + 1):
                return []  # "Land use: Vacant commercial": what stands there now
            if found is None and _BARE_PLAT.match(answer):
                found = ("single_family_subdivision", 0)  # "Project Category: Subdivision", "Project type: Plat"
            if found:
                return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LABELLED)]
        building = _BUILDING_ROW.match(seg.text)
        if building and not _is_old(seg.text, building.start("kind"), building.end("kind")):
            # "Building: 62,000 sq ft office/warehouse replacing two older shop buildings": what the new building is
            found = _first_type(building.group("kind"))
            if found and found[0] in ("commercial", "industrial", "institutional") and _led_by_one_kind(building.group("kind")):
                return [Candidate(name="project_type", value=found[0], evidence=seg.evidence(), strength=LOOSE)]
        # "Applicant: MnDOT (State of Minnesota). Work: turn lanes and 0.62 miles of widening": a second
        # label of the same line, after a full stop, describes the work
        project = _INNER_PROJECT.search(seg.text)
        if project:  # "Applicant: Bushaway Partners II LLC (private). Project: 11,600 sq. ft. retail building"
            part = Segment(text=seg.text[project.start(1):], file=seg.file, page=seg.page, bbox=seg.bbox, labelled=True)
            found = read_project_type(part)
            if found:
                return [c.model_copy(update={"evidence": seg.evidence()}) for c in found]
        inner = _INNER_WORK.search(seg.text)
        if inner:
            part = Segment(text=seg.text[inner.start(1):], file=seg.file, page=seg.page, bbox=seg.bbox)
            return [c.model_copy(update={"evidence": seg.evidence()}) for c in read_narrative(part)]
        if _WHAT_QUESTION.match(seg.text):
            # "What is it: 22 townhome units (multi-unit residential ...)": a question of what is built, answered
            return read_narrative(seg)
        return []
    because = _BECAUSE_OWN.match(seg.text)
    if because:
        # "Because this is the reconstruction of a single-family home, we understand that Rule N does not
        # require a permit": the rule is the conclusion; the reason clause states the project's own kind
        part = Segment(text=f"The project is {because.group('what')}.", file=seg.file, page=seg.page, bbox=seg.bbox)
        return [c.model_copy(update={"evidence": seg.evidence()}) for c in read_narrative(part)]
    return read_narrative(seg)


_WHAT_QUESTION = lazy_compile(r"^\W*what\s+(?:is\s+(?:it|the\s+project|being\s+built|proposed)|are\s+you\s+building|"
                            r"will\s+(?:be|you)\s+build\w*)\s*:", re.IGNORECASE)


# the reason a conclusion gives, when it is the project itself: "Because this is the reconstruction of ..., "
_BECAUSE_OWN = lazy_compile(r"^\s*because\s+(?:this|it|the\s+(?:project|work|proposal))\s+is\s+"
                          r"(?P<what>(?:the|an?)\s+[^,;:()]{3,120}?)\s*,\s*(?=[^,;]{0,80}\bpermit\b)", re.IGNORECASE)


def _led_by_one_kind(answer: str) -> bool:
    """"Development: Multi-family apartment building": the answer opens with its kind, and names no other.

    A project's name ("Hospital Road Reconstruction", "Cedar Lake Road Apartments") either opens with
    a proper name or names two kinds; only a plain description is read as the kind.
    """
    text = _LEAD_ADJ.sub("", answer.strip())
    kinds = {k for _, _, k in _mentions(text)}
    found = _first_type(text)
    return bool(found and found[1] == 0 and len(kinds) == 1 and not re.match(r"(?-i:[A-Z][a-z]+\s+[A-Z])", text))


# a second "Project:" label on a form line, after a full stop, that describes (a figure or an article follows)
_INNER_PROJECT = lazy_compile(r"\.\s+((?-i:Project|PROJECT)\s*:\s*(?=\d|(?:an?|new|proposed)\s))", re.IGNORECASE)
_INNER_WORK = lazy_compile(r"\.\s+((?:work|scope(?:\s+of\s+work)?|description\s+of\s+work|project\s+description)\s*:\s*\S)",
                         re.IGNORECASE)


def read_project_type_row(cells: list[str], seg: Segment) -> list[Candidate]:
    """A form laid out as a table row ("Type of project: | Public road | Project No.: | 2024-11"): each
    label cell is answered by the cell after it, read like a labelled line (names never count).

    A label followed by two answers ("Land use | Vacant commercial | Institutional") is a column
    table whose header says which is existing and which proposed; the row alone cannot tell, so it
    is left to :func:`read_project_type_table`. A cell that holds its own "Label: value" is read alone.
    """
    out: list[Candidate] = []
    cells = [c for c in cells if c.strip()]
    for i, (label, answer) in enumerate(zip(cells, cells[1:])):
        if not re.search(r"[A-Za-z]", label) or not answer.strip():
            continue
        after = cells[i + 2] if i + 2 < len(cells) else None
        if after is not None and not label.rstrip().endswith(":") and _first_type(answer) and _first_type(after) \
                and ":" not in after and len(after.split()) <= 5:
            continue  # label | use | use: which column is the project's is the header's to say
        line = Segment(text=f"{label.strip().rstrip(':').strip()}: {answer.strip()}", file=seg.file, page=seg.page,
                       bbox=seg.bbox, labelled=True)
        out.extend(c.model_copy(update={"evidence": seg.evidence()}) for c in read_project_type(line))
    if len(cells) > 1:
        for cell in cells:
            if re.match(r"^[^:]{2,40}:\s*\S", cell):
                own = Segment(text=cell.strip(), file=seg.file, page=seg.page, bbox=seg.bbox, labelled=True)
                out.extend(c.model_copy(update={"evidence": seg.evidence()}) for c in read_project_type(own))
    return out


_PROJECT_ROW = lazy_compile(r"^\s*(?:proposed\s+)?(?:land\s+use|use|development\s+type|project\s+type|type\s+of\s+"
                          r"(?:development|project|use))\s*:?\s*$", re.IGNORECASE)


def read_project_type_table(block: TableBlock) -> list[Candidate]:
    """"Land use | Vacant commercial | Institutional" under "Existing | Proposed": the proposed column.

    Only a header naming both an existing and a proposed column makes the row readable; the
    existing column and zoning rows are never read (what stands there now is not the project).
    """
    try:
        header = next((l for l in block.rows if _columns(l)), None)
        if header is None:
            return []
        proposed = _columns(header)
        out: list[Candidate] = []
        for line in block.rows:
            if line is header or not line.cells or not _PROJECT_ROW.match(line.cells[0].text):
                continue
            cell = next((c for c in line.cells[1:] if c.text.strip() and _column_of(c, header) is proposed), None)
            if cell is None:
                continue
            found = _first_type(_LEAD_ADJ.sub("", cell.text.strip()))
            if found and found[1] <= 3 and not _is_old(cell.text, found[1], found[1] + 1):
                out.append(Candidate(name="project_type", value=found[0], strength=LABELLED,
                                     evidence=Evidence(file=block.file, page=block.page, text=line.text[:300],
                                                       bbox=line.bbox)))
        return out
    except Exception:  # an odd table is no reading
        return []


def land_use_rows(block: TableBlock) -> list[Line]:
    """The project rows of a table whose header names Existing and Proposed columns.

    Any other reader that takes such a row alone ("Land use: Commercial" from the existing
    column, the proposed cell empty) reads what stands there now, so its reading is dropped.
    """
    try:
        if not any(_columns(l) for l in block.rows):
            return []
        return [l for l in block.rows if l.cells and _PROJECT_ROW.match(l.cells[0].text)]
    except Exception:  # an odd table is no reading
        return []


def _column_of(cell: Cell, header: Line) -> Cell | None:
    """The header cell a row's cell stands under: the one it overlaps most, else the nearest."""
    def overlap(h: Cell) -> float:
        return min(cell.bbox[2], h.bbox[2]) - max(cell.bbox[0], h.bbox[0])
    heads = [h for h in header.cells if h.text.strip()]
    if not heads:
        return None
    best = max(heads, key=overlap)
    if overlap(best) > 0:
        return best
    return min(heads, key=lambda h: abs((h.bbox[0] + h.bbox[2]) / 2 - (cell.bbox[0] + cell.bbox[2]) / 2))


def _columns(line: Line) -> Cell | None:
    """The "Proposed" header cell, when the line is a header with both "Existing" and "Proposed"."""
    names = {c.text.strip().lower().rstrip(":"): c for c in line.cells}
    existing = any(re.match(r"^(?:existing|current|pre-?(?:development|project)?)\b", n) for n in names)
    proposed = next((c for n, c in names.items() if re.match(r"^(?:proposed|post-?(?:development|project)?|future)\b", n)),
                    None)
    return proposed if existing else None


# a type field answered with the plat alone: on a permit form that is a residential subdivision,
# unless the answer names a non-residential use ("Commercial subdivision" is read as commercial above)
_BARE_PLAT = lazy_compile(r"^\s*(?:new\s+|proposed\s+)?(?:residential\s+)?(?:(?:preliminary|final)\s+)?"
                        r"(?:subdivision|plat)(?:\s*(?:/|-|–|and)\s*(?:residential|subdivision|plat|preliminary\s+plat))?"
                        r"\s*(?:\([^)]*\))?\s*$", re.IGNORECASE)


_AGENCY_FILE = lazy_compile(r"\b(?:mpca|dnr|usace|corps|bwsr|npdes|coverage|authori[sz]ation)\b|\bletter\b", re.IGNORECASE)
_AGENCY_TEXT = lazy_compile(
    r"pollution control agency|department of natural resources|army corps of engineers|board of water and soil|"
    r"general permit coverage|(?:permit|coverage) (?:card|letter)|notice of (?:coverage|authori[sz]ation)", re.IGNORECASE)


_THIRD_PARTY_TITLE = lazy_compile(
    r"geotechnical\s+(?:evaluation|exploration|engineering|investigation)?\s*report|subsurface\s+(?:exploration|investigation)|"
    r"wetland\s+delineation|phase\s+(?:i|1|one)\s+environmental\s+site\s+assessment|traffic\s+(?:impact\s+)?study|"
    r"soil\s+boring\s+logs?|title\s+commitment", re.IGNORECASE)


def is_third_party_report(page: Page) -> bool:
    """The first page of a report written by someone else about the site (geotechnical, wetland, traffic):
    it describes the project in passing, it does not state the applicant's project type."""
    head = " ".join(line.text for line in page.lines[:10])
    return bool(_THIRD_PARTY_TITLE.search(head))


def is_agency_correspondence(page: Page) -> bool:
    """A page of another agency's letter or coverage notice, not the applicant's own description.

    Read from the file's name and the page's first lines (a letterhead), so a narrative that
    merely mentions the MPCA permit is not taken for the MPCA's letter.
    """
    name = re.sub(r"[_\-.]+", " ", page.file.rsplit("/", 1)[-1])
    head = " ".join(line.text for line in page.lines[:8])
    return bool(_AGENCY_FILE.search(name) and _AGENCY_TEXT.search(" ".join(l.text for l in page.lines))
                or _AGENCY_TEXT.search(head) and re.search(r"\bdear\b|\bsincerely\b|\bre:", " ".join(
                    l.text for l in page.lines), re.IGNORECASE))


_SINGLE_FAMILY = lazy_compile(r"\bsingle[- ]family\b(?:\s+(?:residential|detached|residence|housing|use))?", re.I)


def single_family_mention(pages: list[Page]) -> Evidence | None:
    """The first plain, non-negated "single-family" of a package: a kind without a scale.

    "Single-family residential" on a form or in a description says the homes are detached
    but not whether the project is one home (N.2.A) or a subdivision (N.2.B/C); the number
    of dwelling units settles that (see :func:`type_from_unit_count`).
    """
    for page in pages:
        for line in page.lines:
            m = _SINGLE_FAMILY.search(line.text)
            if m and not is_negated(line.text, m.start(), m.end()) and not is_rule_language(line.text):
                return Evidence(file=page.file, page=page.number, text=line.text[:300], bbox=line.bbox)
    return None


def type_from_unit_count(units: int) -> str | None:
    """A single-family project of two or more dwelling units is a subdivision; of one, a home."""
    if units >= 2:
        return "single_family_subdivision"
    if units == 1:
        return "single_family_home"
    return None
