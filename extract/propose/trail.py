"""A sidewalk or trail's width, pervious buffer, crossings and area (N.2.E.4), from prose.

Only what is stated is filled in; ``standalone`` is set only when the words say the
trail is the whole project, because the model's default (False) would otherwise be
mistaken for a reading. A number goes to the thing it measures: the noun it modifies
("a 10-foot trail", "5-foot turf buffers") first, else the label just before it
("a buffer of 5 feet", "the trail is 10 feet wide"), so a trail's width and its buffer's
width are never swapped because one label happens to be nearer.

A crossings sentence often does not repeat the word "trail" ("Driveway crossings cover 10%
of the required buffer area"); such a reading is marked ``needs_trail`` and only counts
when the package also describes a trail.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.tokens import Doc, Span

from extract.words.negation import is_rule_language
from extract.words.nlp import analyse
from extract.layout.segments import Segment
from extract.words.units import AREA_UNITS, to_acres
from extract.words.lazy_compile import lazy_compile

_TRAIL = lazy_compile(r"\b(?:trail|sidewalk|multi[- ]use path|shared[- ]use path|bike path|walkway|pathway|path|bikeway|sidepath|"
                    r"(?:concrete|conc\.?|bituminous|pedestrian)\s+walk)s?\b", re.IGNORECASE)
_ADVERB = r"\s+(?:solely|only|entirely|exclusively|just|simply)"
_MATERIAL = (r"(?:(?:bituminous|concrete|asphalt|paved|multi-use|multi - use|shared-use|pedestrian|bike|bicycle|"
             r"recreational|regional|off-street|aggregate|gravel|public|walking|hiking|biking|nature|connector|greenway|"
             r"segment\s+of\s+(?:a|the))\s+){0,3}")
_THING = (r"(?:\s+(?:the\s+)?(?:construction|installation|reconstruction|extension|paving)\s+of)?\s+(?:a|an|the|this|that)?\s*"
          r"(?:new\s+)?(?:\d+(?:\.\d+)?\s*[- ]?\s*(?:foot|feet|ft\.?|')[- ]?(?:wide\s+)?)?" + _MATERIAL +
          r"(?:trail|sidewalk|path|walkway|pathway)s?\b(?!\s+(?:and|&)\s)")
_STANDALONE = lazy_compile(
    # "the project consists of a 10-foot trail", "the work is solely the construction of a sidewalk"
    r"\b(?:project|work)\s+(?:consists?|is|comprises?)(?:" + _ADVERB + r")?(?:\s+of)?" + _THING +
    r"|\b(?:project|work)\s+(?:involves?|includes?|proposes?)" + _ADVERB + r"(?:\s+of)?" + _THING +
    r"|\b(?:project|work)\s+is\s+limited\s+to" + _THING +
    r"|\b(?:stand[- ]?alone|trail[- ]only|sidewalk[- ]only)\s+(?:trail\s+|sidewalk\s+|path\s+)?project\b"
    r"|\bonly\s+(?:work|improvement|construction)\s+(?:proposed\s+)?(?:is|consists of)" + _THING +
    # "the trail is the entire project", "the sidewalk is the only improvement proposed"
    r"|\b(?:trail|sidewalk|path|walkway|pathway)\s+(?:is|comprises|constitutes|makes up)\s+(?:an?\s+[\w-]+\s+project\s+and\s+is\s+)?"
    r"the\s+(?:entire|whole|only|sole)\s+"
    r"(?:project|work|improvement|scope|construction)\b"
    r"|\b(?:entire|whole)\s+(?:project|scope(?:\s+of\s+work)?)\s+is" + _THING +
    # "a standalone paved trail connection", "a stand-alone 8-foot trail": the trail is the project
    r"|\bstand[- ]?alone\s+(?:\d+(?:\.\d+)?\s*[- ]?\s*(?:foot|feet|ft\.?|')[- ]?(?:wide\s+)?)?" + _MATERIAL +
    r"(?:trail|sidewalk|path|walkway|pathway)s?\b",
    re.IGNORECASE)
_NOT_STANDALONE = lazy_compile(r"\b(?:along with|as well as|together with|in addition to|and (?:a|the)\s+(?:new\s+)?"
                             r"(?:street|road|roadway|building|parking))\b", re.IGNORECASE)
_MODIFIERS = {"wide", "-", "pervious", "turf", "grass", "grassed", "vegetated", "paved", "concrete", "bituminous",
              "asphalt", "multi", "use", "shared", "new", "proposed", "sodded", "seeded", "landscaped", "strip",
              "width", "(", ")", "each", "side", "both", "sides", "on", "of", "minimum", "min", "min.",
              # plan-note abbreviations: "10' Bit. Trail", "6' Conc. Walk", "8 ft asph. path"
              "bit", "bit.", "bitum", "bitum.", "conc", "conc.", "asph", "asph.", ".", "agg", "agg.", "pvmt", "pvmt."}
_LINK = {"is", "are", "will", "be", "of", "=", ":", "approximately", "approx", "approx.", "about", "width", "wide",
         "measures", "measuring", "a", "an", "the", "has", "have", "with", "at", "least", "minimum", "typically",
         "proposed", "to", "each", "side", "sides", "on", "both"}
# buffers that belong to water, not to a trail
_WATER_WORDS = (r"wetlands?|shoreland|shoreline|streams?|creeks?|lakes?|rivers?|ponds?|riparian|water\s?course|"
                r"ordinary\s+high\s+water|ohw")
_OTHER_BUFFER = lazy_compile(r"\b(?:" + _WATER_WORDS + r"|setbacks?)\b", re.IGNORECASE)
_KINDS = ("sidewalk_width", "buffer", "crossing")
_WATER = r"(?:" + _WATER_WORDS + r"|marsh|bank)"
_WATER_BEFORE = lazy_compile(r"\b" + _WATER + r"(?:['’]s)?\s+(?:[\w-]+\s+)?$", re.IGNORECASE)
_WATER_AFTER = lazy_compile(r"^\s*(?:strips?\s+|zones?\s+|areas?\s+)?(?:to|from|along|around|of|adjacent\s+to|next\s+to|"
                          r"protecting|beside|for|on)\s+(?:the\s+|a\s+|an\s+|each\s+)?(?:[\w-]+\s+){0,2}?" + _WATER + r"\b",
                          re.IGNORECASE)


def _water_tied(text: str, start: int, end: int) -> bool:
    """"a 50-foot wetland buffer", "the 25-ft buffer to the creek": a buffer that belongs to water, not to a trail.

    Only the words tied to the buffer's own label count: a creek named elsewhere in the sentence (a trail
    along Minnehaha Creek, "no fill in the creek") says nothing of whose buffer this is."""
    plain = _WATER_STREET.sub(lambda m: " " * len(m.group(0)), text)  # same length, so offsets hold
    return bool(_WATER_BEFORE.search(plain[max(0, start - 30):start]) or _WATER_AFTER.match(plain[end:end + 60]))
# words right after a figure that make it a distance or another thing's size, not the trail's width
_MEASURES_OTHER = {"from", "long", "high", "deep", "tall", "away", "beyond", "behind", "below", "above", "apart", "offset",
                   "setback", "back", "fence", "fencing", "wall", "walls", "railing", "curb", "gutter", "retaining", "chain",
                   "guardrail", "pipe", "culvert", "easement", "easements", "lane", "lanes", "shoulder", "shoulders",
                   "clear", "clearance", "radius", "diameter", "storm", "sanitary", "water", "watermain", "drainage",
                   "utility", "landscape", "berm", "swale", "ditch", "median", "parking", "drive", "driveway", "street",
                   "road", "roadway", "tall", "deep", "of"}


def _owner(doc: Doc, q: Span, labels: list[Span]) -> Span | None:
    """The label the quantity measures: the noun right after it, else the label right before it."""
    j = q.end
    while j < len(doc) and j <= q.end + 5:
        lab = next((l for l in labels if l.start == j), None)
        if lab is not None:
            return lab
        if doc[j].lower_ not in _MODIFIERS:
            break
        j += 1
    before = [l for l in labels if l.end <= q.start]
    if not before:
        return None
    k = q.end
    while k < len(doc) and doc[k].lower_ in _MODIFIERS:
        k += 1
    if k < len(doc) and doc[k].lower_ in _MEASURES_OTHER:
        return None  # "a new trail: 6-foot chain link fence", "10 feet from the curb": the figure measures something else
    lab = max(before, key=lambda l: l.end)
    if lab.label_ == "buffer" and re.fullmatch(r"\s*(?:on|along)\s+the\s+[\w-]+\s+side\s+(?:is|was|will\s+be|=|:)?\s*",
                                               doc[lab.end:q.start].text, re.IGNORECASE):
        return lab  # "the turf buffer on the street side is 3 feet": the side said between the buffer and its width
    between = [t.lower_ for t in doc[lab.end:q.start] if not t.is_space]
    # punctuation alone links too: "Buffer (each side): 5 ft"
    if len(between) <= 6 and all(w in _LINK or w in _MODIFIERS or not any(ch.isalnum() for ch in w) for w in between):
        return lab
    return None


_WIDE_AFTER = lazy_compile(r"^\s*(?:(?:paved|surfaced|finished|total|bituminous|concrete)\s+)?(?:wide\b|in\s+width\b|width\b)", re.IGNORECASE)
_WIDTH_BEFORE = lazy_compile(r"\bwidth\s*(?:of|is|=|:|-|will\s+be|shall\s+be)?\s*(?:approximately\s+|about\s+|approx\.?\s+)?$",
                          re.IGNORECASE)


def _width_said(doc: Doc, q: Span, labels: list[Span]) -> Span | None:
    """"constructed at a width of 6 feet", "the trail, ten feet in width": a width said of the nearest thing.

    The width words tie the number to a width; what is measured is the trail, sidewalk or buffer
    named last before it ("the buffer will be constructed at a width of 5 feet along the trail" is
    the buffer's; "a buffer, 5 feet in width"), else the first after it ("a width of 10 feet for the trail").
    """
    text = doc.text
    if not (_WIDE_AFTER.match(text[q.end_char:]) or _WIDTH_BEFORE.search(text[:q.start_char])):
        return None
    near = [l for l in labels if l.label_ in ("sidewalk_width", "buffer")]
    if not near:
        return None
    before = [l for l in near if l.end <= q.start]
    if before:
        last = max(before, key=lambda l: l.end)
        between = text[last.end_char:q.start_char]
        if _CROSSER_ASIDE.search(between):
            return None  # "The trail crosses four residential driveways (12 to 16 feet wide)": the driveways' width
        return last
    if _OTHER_PAVED.search(text[max(0, q.start_char - 30):q.start_char]):
        return None  # "The street keeps its 28-foot width ...; the increase comes from the trail": the street's width
    after = [l for l in near if l.start >= q.end]
    return min(after, key=lambda l: l.start) if after else None


def _area(doc: Doc, q: Span, labels: list[Span]) -> bool:
    """"The trail impervious area is 0.50 acres", "0.8 acres of new impervious trail"."""
    trail = [l for l in labels if l.label_ == "sidewalk_width"]
    if not trail:
        return False
    if q.start > 0 and doc[q.start - 1].lower_ in ("from", "to"):
        return False  # "a new sidewalk increase(s) impervious surface from 2.45 acres to 3.63 acres": a change of the whole
    lab = min(trail, key=lambda l: min(abs(l.start - q.end), abs(q.start - l.end)))
    lo, hi = min(lab.start, q.start), max(lab.end, q.end)
    if _amount_of_trail(doc, q, lab):
        return True
    window = {t.lower_ for t in doc[max(0, lo - 6):hi + 3]}  # "the impervious area of the sidewalk is ..."
    # the trail's own surface: "impervious", or its pavement ("new trail surface totals 0.42 ac")
    if hi - lo > 10 or not window & {"impervious", "surface", "surfacing", "pavement", "paved", "paving"}:
        return False
    return not window & {"site", "project", "corridor", "parcel", "property", "right", "way", "row", "total",
                         "includes", "including", "incl", "incl.", "included", "proposed", "existing",
                         "existing", "net", "watershed", "drainage", "disturbed", "disturbance", "wetland", "wetlands",
                         "buffer", "buffers", "easement", "park"}


_TRAIL_ADJ = {"new", "proposed", "paved", "bituminous", "asphalt", "concrete", "bit.", "conc.", "multi", "use", "-",
              "shared", "multiuse", "regional", "public", "of"}
_NOT_TRAIL_OWN = {"corridor", "buffer", "buffers", "easement", "right", "row", "park", "area", "areas", "watershed",
                  "drainage", "boulevard", "boulevards", "existing", "removed", "removal", "reconstruction"}


def _amount_of_trail(doc: Doc, q: Span, lab: Span) -> bool:
    """"0.42 acres of new trail": an area measured straight onto the trail, with only the trail's own
    adjectives between, is the trail's surface whatever words surround the sentence."""
    if lab.start <= q.end or doc[q.end].lower_ != "of" or lab.start - q.end > 6:
        return False
    # its width may sit between too: "18,300 sq. ft. of proposed 8-foot sidewalk"
    between = {t.lower_ for t in doc[q.end:lab.start] if not t.like_num and t.lower_ not in ("foot", "ft", "ft.", "feet", "'", "wide")}
    after = {t.lower_ for t in doc[lab.end:lab.end + 2]}
    return between <= _TRAIL_ADJ and not (after | between) & _NOT_TRAIL_OWN


_FRACTION_OF_WIDTH = lazy_compile(r"\b(?:half|one[- ]half|1/2|two[- ]thirds|one[- ]third|third|quarter|percent|%|times)\s+"
                                r"(?:of\s+)?the\s+width\s+of\s+(?:the\s+)?$", re.IGNORECASE)


def _reference_measure(doc: Doc, label: Span) -> bool:
    """"a buffer at least one-half the width of the trail (5 feet)": the trail is the yardstick, the number the buffer's."""
    return bool(_FRACTION_OF_WIDTH.search(doc.text[max(0, label.start_char - 60):label.start_char]))


def _stacked_header(doc: Doc, labels: list[Span]) -> bool:
    """Two labels side by side with nothing between, before any number: a header row joined to its values."""
    qtys = list(doc.spans["qty"])
    if len(qtys) < 2:
        return False
    first = qtys[0].start
    heads = sorted((l for l in labels if l.end <= first), key=lambda l: l.start)
    for a, b in zip(heads, heads[1:]):
        gap = doc[a.end:b.start]
        if all(t.is_space or t.text in ("|", "/") or t.lower_ in ("width", "(ft)", "ft") for t in gap) \
                and any(t.is_space and len(t.text) >= 2 or t.text == "|" for t in gap) or len(gap) == 0 \
                and doc[a.end - 1].whitespace_ and len(doc.text[doc[a.end - 1].idx:b[0].idx]) > 3:
            return True
    return False


# "Sidewalks and trails of 10 feet or less ... are excluded": the rule's yardstick, said of no trail of ours
_GENERIC_TRAILS = lazy_compile(r"^\W*(?:(?:new|public|paved)\s+)?(?:sidewalks|trails|paths|walkways)\b(?:\s+(?:and|or|/)\s+"
                             r"(?:sidewalks|trails|paths|walkways))?\s+(?:of|that|which|with|up\s+to|no\s+wider|less|"
                             r"narrower|not\s+exceeding|are\s+(?:excluded|exempt)|qualify)\b", re.IGNORECASE)
_UPPER_BOUND = lazy_compile(r"(?:\bup\s+to|\bat\s+most|\bmaximum(?:\s+of)?|\bmax\.?|\bno\s+more\s+than|(?<!\bno\s)(?<!\bnot\s)\bless\s+than|\b(?:well\s+)?(?:under|below)|"
                          r"\bnot\s+(?:to\s+)?exceed(?:ing)?|\bno\s+wider\s+than|\bnarrower\s+than|≤|<=?)\s*$", re.IGNORECASE)
_UPPER_AFTER = lazy_compile(r"^\s*(?:[a-z.'’-]+\s+){0,2}?or\s+(?:less|narrower|smaller|under)\b", re.IGNORECASE)
_LOWER_BOUND = lazy_compile(r"(?:\bat\s+least|\bminimum(?:\s+of)?|\bmin\.?|\bmore\s+than|\bgreater\s+than|"
                          r"\bno\s+less\s+than|\bnot\s+less\s+than|\bwider\s+than|≥|>=?)\s*$", re.IGNORECASE)
_LOWER_AFTER = lazy_compile(r"^\s*(?:[a-z.'’-]+\s+){0,2}?or\s+(?:more|wider|greater|larger)\b", re.IGNORECASE)
# a buffer said of one side ("on the street side only", "... and abuts the wall on the other side")
_SIDE = (r"\b(?:on|along)\s+(?:the\s+)?(?:street|curb|road(?:way)?|north|south|east|west|front|back|rear|"
         r"inside|outside|one|other)\s+side(?:\s+only)?\b|\bonly\s+on\s+(?:the\s+)?\w+\s+side\b|\bone[- ]sided\b")
# the side phrase must be the buffer's own ("a 6-foot boulevard on the street side only"), or name the other
# side as having something else ("... and abuts the wall on the other side"); "a trail along the north side of
# the road, separated from the curb by an 8-foot boulevard" says where the trail runs, not where its buffer is
_ONE_SIDE = lazy_compile(r"(?:buffers?|boulevards?|blvds?|strips?|shoulders?|turf|grass)\b[^.;]{0,30}?(?:" + _SIDE + r")"
                       r"|\bon\s+the\s+other\s+side\b|\bone[- ]sided\b|\bside\s+only\b", re.IGNORECASE)
_BOTH_SIDES = lazy_compile(r"\b(?:each|both|either)\s+sides?\b|\bboth\s+(?:the\s+)?\w+\s+and\b|\bflank(?:ed|ing|s)?\b|"
                         r"\bon\s+(?:the\s+)?(?:street|curb|road(?:way)?|front|inside|one)\s+side\b[^.;]{0,80}?\b(?:and|with)\b"
                         r"[^.;]{0,40}?\b(?:back|rear|outside|other)\s+side\b", re.IGNORECASE)


_OF_TURF = lazy_compile(r"(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:feet|foot|ft\.?|'|’)\s+of\s+(?:pervious\s+)?(?:turf|grass|sod|lawn|vegetation|"
                      r"green\s+space|pervious\s+(?:area|surface|ground))\s+(?:on|along)\s+(?:each|both|either)\s+sides?\b",
                      re.IGNORECASE)
_AREA_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(acres?|ac\.?|sf|s\.f\.|square\s+feet|sq\.?\s*ft\.?)(?![a-z])"
# "The trail accounts for 0.50 acres of the new impervious surface", "Trail area = 0.50 AC", "The trail covers 0.5 acres"
_AREA_SAID = lazy_compile(r"\b(?:trail|sidewalk|path|walkway)\s+(?:(?:accounts\s+for|covers|occupies|adds|totals|comprises|"
                        r"represents)\s+(?:approximately\s+|about\s+)?|(?:impervious\s+)?(?:area|surface\s+area|surface|pavement)\s*(?:=|:|is|totals?)?\s*"
                        r"(?:approximately\s+|about\s+)?)" + _AREA_NUM +
                        # "the 0.42-acre trail": an area said as the trail's size
                        r"|(\d*\.\d+|\d+)\s*-?\s*(acres?|ac)\s+(?:of\s+)?(?:new\s+|proposed\s+)?(?:(?:bituminous|concrete|paved|"
                        r"asphalt)\s+)?(?:trail|sidewalk|path)s?\b(?!\s*(?:corridor|project|right|easement|parcel|site|area))",
                        re.IGNORECASE)


_IN_TOTAL = lazy_compile(r"^\s*(?:[a-z.'’-]+\s+){0,3}?(?:in\s+total|total|combined|overall|altogether)\b", re.IGNORECASE)


# "PROPOSED TRAIL (0.42 AC)": a trail's label with its area in an aside
# "A new 6-foot concrete sidewalk (0.21 acre, all of the new impervious surface)": the aside may go on to say what
# the area is, as long as it says nothing of another place (a corridor, the site) or of what is there now
_AREA_ASIDE = lazy_compile(r"\b(?:trail|sidewalk|path)s?\s*\(\s*(?:approx\.?\s*|±\s*)?" + _AREA_NUM +
                         r"(?:\s*,\s*(?![^()]*\b(?:corridor|site|project|parcel|right|easement|existing|removed|"
                         r"to\s+be\s+removed|watershed|drainage)\b)[a-z][^()\d]{0,60})?\s*\)", re.IGNORECASE)
# "paragraph E(4) excludes its 0.52 acres from the net increase": the trail's area as the amount left out
_AREA_LISTED = lazy_compile(r"^\W*(?:the\s+)?(?:new\s+|proposed\s+)?(?:trail|sidewalk|path)\s*[:\-–]\s*(?:[^.;,:]{0,30},\s*)?" + _AREA_NUM
                          + r"(?=\s*[,;.)]|\s+(?:with|and)\b)", re.IGNORECASE)
# "Path length 3,050 ft x 12 ft = 36,600 sq. ft. (0.84 acre) of new pavement": the trail's length times its width
_AREA_PRODUCT = lazy_compile(r"\b(?:trail|path|sidewalk|walk)\s+(?:length\s+)?(?:[:=]\s*)?[\d,.]+\s*(?:ft|feet|lf|l\.f\.|')\.?\s*(?:long\s+)?"
                           r"(?:x|×|by|\*)\s*\d+(?:\.\d+)?\s*(?:ft|feet|')\.?\s*(?:wide\s+)?=\s*(?:approximately\s+|about\s+)?"
                           + _AREA_NUM + r"(?:\s*\(\s*" + _AREA_NUM + r"\s*\))?", re.IGNORECASE)
_AREA_EXCLUDED = lazy_compile(r"\b(?:exclud\w*|subtract\w*|deduct\w*|leaves?\s+out)\s+(?:its|the\s+trail'?s?|the\s+sidewalk'?s?)\s+"
                            r"(?:approximately\s+|about\s+)?" + _AREA_NUM, re.IGNORECASE)
# "Trail: 0.42 ac", "Sidewalk/trail (excluded, N.2.E.4) = 18,295 sf": a line that is the trail's label and an area
_AREA_LINE = lazy_compile(r"^\W*(?:new\s+|proposed\s+)?(?:(?:bituminous|concrete|paved|multi-use|shared-use)\s+)?"
                        r"(?:trail|sidewalk|path|sidewalk\s*/\s*trail|trail\s*/\s*sidewalk)s?(?:\s+(?:impervious|pavement|surface))?"
                        r"\s*(?:\([^()]{0,40}\))?\s*[:=\t]\s*" + _AREA_NUM + r"\s*\.?\s*$", re.IGNORECASE)


def _bounded(text: str, q: Span, kind: str) -> bool:
    """A width said as a bound: "up to 10 feet" is no width, "at least 5 feet" is a buffer's floor.

    A buffer's lower bound still meets a "5 feet or more" test, so it is read; an upper bound of a
    buffer, or any bound of a trail's width, says nothing the rule can compare.
    """
    before, after = text[max(0, q.start_char - 30):q.start_char], text[q.end_char:q.end_char + 30]
    upper = bool(_UPPER_BOUND.search(before) or _UPPER_AFTER.match(after))
    lower = bool(_LOWER_BOUND.search(before) or _LOWER_AFTER.match(after))
    if kind == "buffer_ft":  # "(10 feet of buffer in total)": both sides added up, not a side's width
        return upper or bool(_IN_TOTAL.match(after)) or bool(re.search(r"\btotal\s*(?:of\s*)?$", before, re.IGNORECASE))
    return upper or lower and not re.search(r"\bminimum\s*$", before, re.IGNORECASE)


# the two sides of one trail named apart: the street/curb side and the back/other side
_TWO_SIDES = lazy_compile(r"(?:\bcurb|\bstreet|\broad(?:way)?|\bfront)\b[^.;]{0,120}?(?:\bbehind\b|\bback\b|\brear\b|"
                        r"\bother\s+side\b|\bopposite\s+side\b|\boutside\b|\bfar\s+side\b)|"
                        r"(?:\bbehind\b|\bback\b|\brear\b|\bother\s+side\b|\bopposite\s+side\b|\boutside\b)[^.;]{0,120}?"
                        r"(?:\bcurb|\bstreet|\broad(?:way)?|\bfront)\b|"
                        r"\b(?:north|south|east|west)\s+side\b[^.;]{0,80}?\b(?:north|south|east|west)\s+side\b", re.IGNORECASE)


def _gone(text: str, q: Span, owner: Span) -> bool:
    """A width of what is there now and goes away: "the existing 6-foot sidewalk will be removed"."""
    if owner.end_char <= q.start_char and re.search(r"\b(?:widen\w*|expand\w*|replac\w*|rebuil\w*|reconstruct\w*)\b",
                                                   text[owner.end_char:q.start_char], re.IGNORECASE):
        return False  # "The existing 8-foot trail is widened to a 12-foot paved width": the width it is rebuilt to
    start = min(q.start_char, owner.start_char)
    end = max(q.end_char, owner.end_char)
    if re.search(r"\b(?:original(?:ly)?|previous(?:ly)?|earlier|first|prior)\s+(?:submittal|submission|plans?|design|application)"
                 r"\s+(?:showed|shows|proposed|had|called\s+for|was\s+for)\b[^.;]{0,30}$", text[max(0, start - 80):start], re.IGNORECASE):
        return True  # "the original submittal showed a 10-foot trail. ... the trail is now 12 feet wide": what was replaced
    return bool(re.search(r"(?:\b(?:existing|old|current|former|remove|removed)|\bex\.|\bexist\.|\bexst\.?|\bex(?=\s)|\(e\))"
                          r"\s*(?:[\w'’.-]+\s+|\(\s*){0,3}$", text[max(0, start - 40):start], re.IGNORECASE)
                or re.match(r"^\s*(?:\([^)]{0,20}\)\s*)?(?:(?:will|is\s+to|are\s+to|to)\s+be\s+|is\s+|are\s+)?(?:removed|replaced|"
                            r"demolished|abandoned|rem\.)", text[end:end + 30], re.IGNORECASE)
                # "5' concrete sidewalk (removed)", "(existing, to be removed)"
                or re.match(r"^\s*\((?:[^)]{0,15},\s*)?(?:to\s+be\s+)?(?:removed|demolished|abandoned|replaced)\s*\)", text[end:end + 40],
                            re.IGNORECASE))


def _one_sided(text: str, buffers: int) -> bool:
    """A buffer on one side only: each side is not said to have one, and only one buffer figure is given."""
    return bool(_ONE_SIDE.search(text)) and not _BOTH_SIDES.search(text) and buffers < 2


# "Because the trail is no wider than 10 feet ... the District's rule does not require a permit": the
# applicant's conclusion restates the rule's own thresholds ("less than 25% of the buffer area"), so its
# figures are no measurement of the trail; the data rows elsewhere are
_NO_PERMIT_BECAUSE = lazy_compile(r"(?:\bbecause\b|\bsince\b|\bas\s+(?:an?|the|this|our)\s+(?:[\w-]+\s+){0,2}?(?:trail|sidewalk|path)\b)"
                                r".{0,300}?\b(?:does|do|would|will)\s+not\s+(?:require|need|trigger)\s+"
                                r"(?:an?\s+)?(?:[\w-]+\s+){0,2}?permit\b", re.IGNORECASE | re.DOTALL)
# a plan or standard saying what trails should be: "The 2016 Trail Improvement Plan calls for 10-foot trails"
_STANDARD_SAYS = lazy_compile(r"\b(?:plan|standards?|guidelines?|policy|policies|ordinance|manual|code|design\s+guide)\b"
                            r"[^;.]{0,40}?\b(?:calls?\s+for|requires?|recommends?|specifies|prescribes|envisions?|"
                            r"anticipates?|shows?|sets?)\b", re.IGNORECASE)
# a street named for a lake or creek ("Cedar Lake Road") is no water body whose buffer is meant
_WATER_STREET = lazy_compile(r"\b(?:[A-Z][a-z]+\s+)?(?:Lake|Creek|River|Pond)\s+(?:Road|Rd|Street|St|Drive|Dr|Avenue|Ave|"
                           r"Boulevard|Blvd|Lane|Ln|Parkway|Pkwy|Way|Trail|Circle|Court|Ct)\b\.?")


_RULES_OWN = lazy_compile(r"[\w\s-]{0,25}?\b(?:of|in|under|required\s+by|per|set\s+by)\s+(?:the\s+)?(?:district'?s\s+)?(?:rule\s+n|"
                        r"mcwd|the\s+rule|n\.?\s*2\.?\s*e|(?:paragraph\s+|section\s+)?2\s*\(\s*e\s*\)|the\s+exemption|the\s+exclusion)",
                        re.IGNORECASE)


def _standard_clause(text: str, start: int) -> bool:
    """Whether the figure at ``start`` sits in a clause where a plan or standard says what trails should be."""
    lo = max(text.rfind(";", 0, start), text.rfind(". ", 0, start), text.rfind(", and ", 0, start),
             text.rfind(", but ", 0, start)) + 1
    return bool(_STANDARD_SAYS.search(text[lo:start]))


def restates_rule(text: str) -> bool:
    """A "because ..., no permit is required" conclusion: the rule's thresholds said again, not figures read."""
    return bool(_NO_PERMIT_BECAUSE.search(text))


# what crossings interrupt: the buffer, or the turf strip that is the buffer under another name ("crossings
# cover about 9 percent of the shoulder area"); a paved or road shoulder is no buffer
_CROSSED_STRIP = lazy_compile(r"\bbuffers?\b|\bboulevards?\b|\bblvds?\b|\bturf\s+strips?\b|"
                            r"(?<!paved )(?<!road )(?<!gravel )(?<!aggregate )\bshoulders?\b(?!\s+(?:pavement|paving))",
                            re.IGNORECASE)


_CROSSERS_CROSS = lazy_compile(r"\b(?:driveways?|streets?|roads?|alleys?|entrances?|access(?:es)?)\b[^.;]{0,40}?\bcross(?:es|ed|ing)?\b",
                             re.IGNORECASE)


_PCT_OF_BUFFER = lazy_compile(r"(\d+(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:the\s+)?(?:required\s+|pervious\s+|total\s+)*"
                            r"((?:buffers?|boulevards?)(?:\s+areas?)?)\b", re.IGNORECASE)


_BUFFER_WORD = r"\b(?:buffers?|boulevards?|blvds?|(?:turf|grass|pervious|planting)\s+strips?)\b"
_NARROWS = lazy_compile(_BUFFER_WORD + r"[^.;]{0,60}?(?:;\s*it\s+|\s)(?:narrows|narrowing|is\s+reduced|reduces|drops)\s+to\s+(?:a\s+minimum\s+of\s+|as\s+little\s+as\s+)?"
                      r"(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:ft\b|feet\b|foot\b|')", re.IGNORECASE)
_RANGE_OF = lazy_compile(_BUFFER_WORD + r"\s+of\s+(\d+(?:\.\d+)?)\s*(?:ft\.?|feet|')?\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(?:ft\b|feet\b|')",
                       re.IGNORECASE)
_REDUCES = lazy_compile(r"\b(?:reduces?|narrows?|cuts?|limits?)\s+the\s+(?:\w+\s+)?" + _BUFFER_WORD + r"\s+to\s+(\d+(?:\.\d+)?)\s*(?:-\s*)?"
                      r"(?:ft\b|feet\b|foot\b|')", re.IGNORECASE)
_VARIES = lazy_compile(_BUFFER_WORD + r"\s+(?:width\s+)?(?:(?:that|which)\s+)?(?:varies|varying|ranges|ranging)\s+(?:in\s+width\s+)?(?:from\s+)?(\d+(?:\.\d+)?)\s*"
                     r"(?:ft\.?|feet|')?\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(?:ft\b|feet\b|')", re.IGNORECASE)


def _narrowest_buffer(text: str) -> float | None:
    """The narrowest a buffer gets, where the words say it: "narrows to 3 ft", "varies 3-8 ft" (its low end)."""
    plain = _WATER_STREET.sub(lambda m: " " * len(m.group(0)), text)
    found = []
    # a range said of buffers counts only where it is said of each side ("buffers of 6 to 9 feet ... on each side");
    # "a boulevard of 6 to 8 feet between the curb and the walk" is one side's
    ranges = list(_RANGE_OF.finditer(plain)) if re.search(r"\b(?:each|both)\s+sides?\b", plain, re.IGNORECASE) else []
    for m in list(_NARROWS.finditer(plain)) + list(_VARIES.finditer(plain)) + ranges + list(_REDUCES.finditer(plain)):
        if _water_tied(plain, m.start(), m.start() + len(m.group(0).split()[0])):
            continue
        value = float(m.group(1))
        if 0 < value <= 50:
            found.append(value)
    return min(found) if found else None


_CONTRASTED = lazy_compile(r"\b(?:rather\s+than|instead\s+of|in\s+place\s+of|compared\s+(?:to|with)|versus|vs\.?|(?<!less\s)(?<!more\s)(?<!wider\s)(?<!greater\s)(?<!narrower\s)than|not)\s+"
                         r"(?:an?\s+|the\s+)?(?:required\s+|minimum\s+|standard\s+|full\s+)?$", re.IGNORECASE)


def _trail_acres(num: str, unit_word: str) -> float | None:
    """A trail's area from a figure and its unit word, in acres; None outside what a trail's surface can be."""
    acres = to_acres(float(num.replace(",", "")), "ac" if unit_word.strip().lower().startswith("ac") else "sf")
    return round(acres, 4) if acres is not None and 0 < acres < 50 else None


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.;])\s+(?=[A-Z])", text)


_PAIR_KIND = r"((?:trail\s+|path\s+|sidewalk\s+)?width|(?:pervious\s+|turf\s+|grass\s+)?buffer|crossings?)"
# "Trail: width / pervious buffer each side: 10 ft / 6 ft": two measures named as a pair, their figures in order
_SLASH_PAIR = lazy_compile(_PAIR_KIND + r"[^:/=]{0,20}/\s*" + _PAIR_KIND + r"[^:=/]{0,25}[:=\t]\s*(\d+(?:\.\d+)?)\s*(ft\.?|feet|'|%)?\s*/\s*"
                         r"(\d+(?:\.\d+)?)\s*(ft\.?|feet|'|%)?\s*$", re.IGNORECASE)


def _slash_pair(seg: Segment) -> dict[str, Any] | None:
    m = _SLASH_PAIR.search(seg.text)
    if m is None or not _TRAIL.search(seg.text):
        return None
    found: dict[str, Any] = {}
    for kind, num, unit in ((m.group(1), m.group(3), m.group(4)), (m.group(2), m.group(5), m.group(6))):
        key = "crossing_pct" if kind.lower().startswith("crossing") else "buffer_ft" if "buffer" in kind.lower() else "width_ft"
        if key in found or (key == "crossing_pct") != (unit == "%") and unit is not None:
            return None
        found[key] = float(num)
    return found | {"evidence": [seg.evidence()]}


def read_trail(seg: Segment) -> dict[str, Any] | None:
    if restates_rule(seg.text) or re.search(r"\b(?:would|could|might)\s+have\s+(?:met|been|qualified|required|needed|had)\b",
                                            seg.text, re.IGNORECASE):
        return None  # "A 10-foot trail with 5-foot buffers would have met the exemption": a design not chosen
    if re.match(r"\s*(?:\d+(?:\.\d+)*\s+)?(?:alternative|option|concept|scenario)\s+\w{1,3}\b(?![^.;]*\bselected\b)", seg.text,
                re.IGNORECASE):
        return None  # "4.1 Alternative 1 - 10-foot trail": one of the designs weighed, not, unless selected, the one built
    pair = _slash_pair(seg)
    if pair is not None:
        return pair
    rule_test = bool(re.search(r"\be\s*\(\s*4\s*\)|\(\s*e\s*\)\s*\(\s*4\s*\)|\bn\.?2\.?e\.?4\b|\bexempt\w*|\bexclu\w*|"
                               r"\bno\s+(?:district\s+)?permit\s+is\s+(?:needed|required)", seg.text, re.IGNORECASE)
                     and re.search(r"\b(?:exceeds?|exceeding|no\s+(?:wider|narrower|more|less|greater)\s+than|or\s+(?:more|less|"
                                   r"wider|narrower|greater)|at\s+least|less\s+than|more\s+than|greater\s+than|up\s+to)\b",
                                   seg.text, re.IGNORECASE))
    if re.search(r"\bsafety\s+(?:bench|shelf|ledge)|\bfreeboard\b", seg.text, re.IGNORECASE):
        return None  # "Pond 2: safety bench 10 ft wide ... (berm held low to match the trail grade)": a pond's widths
    waters = _WATER_STREET.sub(" ", seg.text)  # the text whose water words name water, not streets
    has_trail = bool(_TRAIL.search(seg.text))
    strips = list(re.finditer(r"\b(?:buffers?|boulevards?|shoulders?|turf\s+strips?)\b", seg.text, re.IGNORECASE))
    # (water named in the sentence blocks only where a strip is the water's: "Because of retaining walls along Lake
    # Minnetonka's Halsted Bay, the turf shoulder is 4 feet on each side" is still the trail's shoulder)
    water_strips = _OTHER_BUFFER.search(waters) and (not strips or any(_water_tied(seg.text, m.start(), m.end()) for m in strips))
    if not has_trail and (not re.search(r"crossings?|buffers?|boulevards?|blvds?\b|shoulders?|(?:turf|grass|vegetated|pervious)\b[\w\s-]{0,20}"
                                        r"\bstrips?\b(?=.*\b(?:each|both)\s+sides?\b)", seg.text, re.IGNORECASE)
                          or water_strips):
        return None
    if not seg.labelled and is_rule_language(seg.text) or _GENERIC_TRAILS.search(seg.text):
        return None
    doc = analyse(seg.text)
    found: dict[str, Any] = {}
    widths: dict[str, list[float]] = {}  # every width and buffer figure read: two different ones are not one trail's
    # a typical section's bare callout "6 ft turf" names the pervious strip itself: a buffer, there
    labels = [l if l.label_ != "distractor" else Span(doc, l.start, l.end, label="buffer")
              for l in doc.spans["label"]
              if (l.label_ in _KINDS or l.label_ == "distractor" and l.text.lower() in ("turf", "grass", "sod", "lawn")
                  and (l.start >= 2 and doc[l.start - 1]._.is_unit and doc[l.start - 2]._.is_num
                       # "5 feet of turf behind it": the strip measured, said with "of"
                       or l.start >= 3 and doc[l.start - 1].lower_ == "of" and doc[l.start - 2]._.is_unit
                       and doc[l.start - 3]._.is_num and re.match(r"\s*(?:behind|beside|on\s+(?:each|both|the\s+\w+)\s+side)",
                                                                   doc.text[l.end_char:l.end_char + 25], re.IGNORECASE)))
              and not _reference_measure(doc, l)]
    if _stacked_header(doc, labels):
        labels = []  # "Trail width   Buffer width 8 ft   3 ft": a table's header over its values, read by column
    for q in doc.spans["qty"]:
        num, unit = q._.qty_num, q._.qty_unit
        if num is None:
            continue
        if unit in AREA_UNITS and has_trail and "area_ac" not in found and _area(doc, q, list(doc.spans["label"])):
            found["area_ac"] = round(to_acres(num.value, unit), 4)
            continue
        if not labels:
            continue
        if unit == "pct":  # "crossings cover 10% of the required buffer area": the nearest label,
            # a crossings label first ("Crossings (driveways ...) account for 12 percent of the boulevard buffer")
            crossing = [l for l in labels if l.label_ == "crossing"]
            owner = min(crossing or labels, key=lambda l: min(abs(l.start - q.end), abs(q.start - l.end)))
        else:
            owner = _owner(doc, q, labels)
        if owner is None and unit == "ft":
            owner = _width_said(doc, q, labels)
        if owner is None:
            continue
        if unit == "ft" and _gone(seg.text, q, owner):
            continue  # "the existing 6-foot sidewalk will be removed": not the facility being built
        if unit == "ft" and _standard_clause(seg.text, q.start_char):
            continue  # "the 2016 plan calls for 10-foot trails": what a plan wants, not what is built
        if unit == "ft" and _RULES_OWN.match(seg.text[q.end_char:q.end_char + 60]):
            continue  # "a 3-foot boulevard does not provide the 5-foot buffer of Rule N 2(E)(4)": the rule's figure
        if unit == "ft" and _CONTRASTED.search(seg.text[max(0, q.start_char - 40):q.start_char]):
            continue  # "a 3-foot turf shoulder on each side rather than a 5-foot buffer": what it is not
        if unit == "ft" and owner.label_ == "buffer" and 0 < num.value <= 50 \
                and not _water_tied(seg.text, owner.start_char, owner.end_char) and not _bounded(seg.text, q, "buffer_ft"):
            widths.setdefault("buffer_ft", []).append(num.value)
        elif unit == "ft" and owner.label_ == "sidewalk_width" and 0 < num.value <= 30 \
                and not _bounded(seg.text, q, "width_ft"):
            widths.setdefault("width_ft", []).append(num.value)
        elif unit == "pct" and "crossing_pct" not in found and 0 <= num.value <= 100 \
                and not _bounded(seg.text, q, "crossing_pct") \
                and _CROSSED_STRIP.search(seg.text) and not _OTHER_BUFFER.search(waters) and (owner.label_ == "crossing" or owner.label_ == "buffer"
                and re.search(r"\b(?:crossed|crosses|intersected|interrupted)\s+by\b", seg.text, re.IGNORECASE)):
            # "crossings cover 10% of the buffer", "10% of the buffer is crossed by driveways"
            found["crossing_pct"] = num.value
    if "crossing_pct" not in found and has_trail and _CROSSERS_CROSS.search(seg.text):
        # "Four driveways cross the path; their pavement covers 3.2% of the buffer area"
        m = _PCT_OF_BUFFER.search(seg.text)
        if m and not _water_tied(seg.text, m.start(2), m.end(2)) and 0 <= float(m.group(1)) <= 100 \
                and not _UPPER_BOUND.search(seg.text[max(0, m.start() - 30):m.start()]):
            found["crossing_pct"] = float(m.group(1))
    if "buffer_ft" not in widths and has_trail:
        m = _OF_TURF.search(seg.text)
        if m and 0 < float(m.group(1)) <= 50:  # "10' wide, with 5' of turf on each side"
            widths["buffer_ft"] = [float(m.group(1))]
    if has_trail and "area_ac" not in found:
        # a label line may sit after a sentence on the same line ("... of that buffer. Trail surface: 0.9 acre.")
        m = _AREA_SAID.search(seg.text) or next(filter(None, (_AREA_LINE.match(part) for part in _sentences(seg.text))), None) \
            or _AREA_ASIDE.search(seg.text) or _AREA_EXCLUDED.search(seg.text)
        # "Trail: 10 ft wide, 0.7 ac, with a pervious (turf) buffer ...": the trail's measures listed after its label
        m = m or _AREA_LISTED.match(seg.text)
        product = None if m else _AREA_PRODUCT.search(seg.text)
        area = None
        if m:
            area = _trail_acres(*((m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))))
        elif product:  # the acre figure of the pair where both are given
            area = _trail_acres(*((product.group(3), product.group(4)) if product.group(3) else (product.group(1), product.group(2))))
        if area is not None:
            found["area_ac"] = area
    narrowest = _narrowest_buffer(seg.text)
    if narrowest is not None:
        # "the turf buffer varies 3-8 ft; it narrows to 3 ft along the retaining wall": the narrowest width is what
        # N.2.E.4 compares, whatever wider figures the sentence also gives
        widths["buffer_ft"] = [narrowest]
    if "buffer_ft" in widths and _one_sided(seg.text, len(widths["buffer_ft"])):
        del widths["buffer_ft"]  # "a 6-foot boulevard on the street side only": not a buffer on each side
    if len(set(widths.get("buffer_ft", []))) == 2 and len(set(widths.get("width_ft", []))) <= 1 \
            and len([t for t in _TRAIL.finditer(seg.text) if not re.search(r"\b(?:the|this|that|its)\s+$", seg.text[:t.start()],
                                                                               re.IGNORECASE)]) <= 1 \
            and _TWO_SIDES.search(seg.text):
        # "separated from the curb by an 8' boulevard, with a 5' turf strip behind it": the buffer on each
        # side is at least the narrower one, which is what N.2.E.4 compares; both figures stay in the evidence
        widths["buffer_ft"] = [min(widths["buffer_ft"])]
    if len(set(widths.get("width_ft", []))) > 1 and len(_TRAIL.findall(seg.text)) <= 1 \
            and re.search(r"\bfrom\s+sta\.?\s*\d[^.;]{0,40}?,?\s*then\s+\d+(?:\.\d+)?\s*(?:-\s*)?(?:ft\b|feet\b|')", seg.text, re.IGNORECASE):
        # "10 ft wide from STA 10+00 to 25+00, then 8 ft": one trail in segments; its widest is what N.2.E.4 compares
        widths["width_ft"] = [max(widths["width_ft"])]
    for key, vals in widths.items():
        if len(set(vals)) > 1:  # "a 6-foot sidewalk on the east side and a 10-foot trail on the west side"
            found["conflict"] = f"{key.removesuffix('_ft')}: " + " vs ".join(f"{v:g} ft" for v in dict.fromkeys(vals))
        else:
            found[key] = vals[0]
    if has_trail and _STANDALONE.search(seg.text) and not _NOT_STANDALONE.search(seg.text):
        found["standalone"] = True
    if rule_test:
        # "Because crossings exceed 25 percent of the buffer, the E(4) exemption does not apply", "... no wider than
        # 10 feet with buffers of 5 feet or more, E(4) excludes its 0.52 acres": the rule's test, not the trail's
        # widths; only the trail's own area said in it stands
        found = {k: v for k, v in found.items() if k == "area_ac"}
    if "area_ac" not in found and not rule_test and ";" in seg.text:
        # "The sidewalk is 6 feet wide with a 6-foot turf boulevard on each side; its area is 13,504 sq ft (0.31 ac)."
        head, tail = seg.text.split(";", 1)
        its = _its_area(Segment(head.strip() + ".", seg.file, seg.page, seg.bbox), Segment(tail.strip(), seg.file, seg.page, seg.bbox))
        if its is not None:
            found["area_ac"] = its["area_ac"]
    if not found:
        return None
    if not has_trail:
        found["needs_trail"] = True
    found["evidence"] = [seg.evidence()]
    return found


_CELL_SPLIT = lazy_compile(r"\t+|\s*\|\s*|\s{2,}")
_FT_CELL = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:ft\.?|feet|foot|'|’)?\s*(?:\(?\s*(?:each|both|either|ea\.?)\s+sides?\s*\)?|"
                      r"\(?\s*min(?:imum|\.)?\s*\)?|\(?\s*typ(?:ical|\.)?\s*\)?)?\s*$", re.IGNORECASE)
_PCT_CELL = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:%|percent|pct)?\s*$", re.IGNORECASE)
_FT_HEADER = lazy_compile(r"\(\s*(?:ft|feet|')\s*\)|\bft\b|\bfeet\b", re.IGNORECASE)


def _cells(text: str) -> list[str]:
    return [c.strip() for c in _CELL_SPLIT.split(text.strip().strip("|")) if c.strip()]


def _column_kind(header: str, trail_context: bool) -> str | None:
    """What a column of a trail table measures, from its header ("Buffer Width (ft)", "Crossings (%)")."""
    low = header.lower()
    if _OTHER_BUFFER.search(low):
        return None
    if "crossing" in low:
        return "crossing_pct"
    if "buffer" in low:
        return "buffer_ft"
    if re.search(r"\bwidth\b|\bwide\b", low) and (trail_context or _TRAIL.search(low)):
        return "width_ft"
    return None


def read_trail_rows(lines: list[tuple[str, Any]]) -> list[dict[str, Any]]:
    """A trail table read by its columns: "Width | Buffer | Crossings" over "10 ft | 5 ft | 8%".

    ``lines`` are a page's rows in reading order with their evidence. A header row names the
    columns; the row under it gives their values. A bare "Width" column is the trail's only
    when the caption or header names a trail or sidewalk, and a buffer column that belongs to
    a wetland or shoreline is no trail buffer.
    """
    out: list[dict[str, Any]] = []
    for i, (text, _ev) in enumerate(lines):
        head = _cells(text)
        if len(head) < 2 or any(_FT_CELL.match(c) or _PCT_CELL.match(c) for c in head):
            continue
        context = " ".join(t for t, _ in lines[max(0, i - 3):i + 1])
        if _OTHER_BUFFER.search(context):
            continue
        trail_context = bool(_TRAIL.search(context))
        kinds = [_column_kind(h, trail_context) for h in head]
        if not any(kinds) or not (trail_context or "crossing_pct" in kinds and "buffer_ft" in kinds):
            continue
        if i + 1 >= len(lines):
            continue
        row_text, ev = lines[i + 1]
        row = _cells(row_text)
        if len(row) != len(head):
            continue
        if not trail_context and _TRAIL.search(row[0]) and not _OTHER_PAVED.search(row[0]):
            # "Facility | Width | Pervious buffer" over "Multi-use trail | 10 ft | 5 ft each side": the row names it
            trail_context = True
            kinds = [_column_kind(h, True) for h in head]
        found: dict[str, Any] = {}
        for h, kind, cell in zip(head, kinds, row):
            if kind is None and trail_context and re.search(r"\barea\b", h, re.IGNORECASE) \
                    and not _OTHER_PAVED.search(h) and not re.search(r"buffer|crossing", h, re.IGNORECASE):
                m = re.match(r"^\s*" + _AREA_NUM + r"\s*$", cell, re.IGNORECASE)
                area = _trail_acres(m.group(1), m.group(2)) if m else None
                if area is not None:  # an "Area" column of the trail's own row
                    found["area_ac"] = area
                continue
            if kind is None:
                continue
            if kind == "crossing_pct":
                m = _PCT_CELL.match(cell)
                if m and ("%" in cell or "%" in h or "percent" in h.lower()) and 0 <= float(m.group(1)) <= 100:
                    found[kind] = float(m.group(1))
                continue
            m = _FT_CELL.match(cell)
            has_unit = bool(re.search(r"[a-z'’]", cell, re.IGNORECASE)) or bool(_FT_HEADER.search(h))
            if m and has_unit:
                v = float(m.group(1))
                if kind == "width_ft" and 0 < v <= 30 or kind == "buffer_ft" and 0 < v <= 50:
                    found[kind] = v
        if found:
            found["evidence"] = [ev]
            if not trail_context:
                found["needs_trail"] = True
            out.append(found)
    return out


_PRONOUN_START = lazy_compile(r"^\s*(?:it|this\s+(?:trail|path|sidewalk|walk|facility)|the\s+(?:new\s+|proposed\s+)?"
                            r"(?:facility|surface|pavement|route|segment|corridor))\b", re.IGNORECASE)
_PLACE_STREET = lazy_compile(r"\b(?:on|along|of|at|beside|near|parallel\s+to|next\s+to)\s+(?:the\s+)?(?-i:[A-Z][\w.'-]*\s+){1,3}"
                           r"(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Parkway|Pkwy|Way|Court|Circle)\b\.?")
_OTHER_PAVED = lazy_compile(r"\b(?:streets?|roads?|roadways?|driveways?|parking|building|lanes?|drive\s+aisles?|"
                          r"highway|alley|cul-de-sac|ramps?|bridges?|boardwalks?|pipes?|culverts?|swales?|channels?|"
                          r"ditch|pond|basin|wall)\b", re.IGNORECASE)
# a width in brackets right after another paved thing's noun is that thing's ("driveways (12 to 16 feet wide)")
_CROSSER_ASIDE = lazy_compile(r"(?:" + _OTHER_PAVED.pattern + r"|\b(?:crossings?|intersections?|entrances?)\b)\s*\(\s*"
                            r"(?:approx\w*\.?\s+|about\s+)?[\d\s.,-]*(?:to\s+)?$", re.IGNORECASE)
_WIDTH_STATED = lazy_compile(r"(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:feet|foot|ft\.?|'|’)\s*(?:-\s*)?(?:wide\b|in\s+width\b)|"
                           r"\bwidth\s+(?:of|is|will\s+be)\s+(\d+(?:\.\d+)?)\s*(?:feet|foot|ft\.?|'|’)", re.IGNORECASE)


_AREA_FIG = r"(\d[\d,]*(?:\.\d+)?)\s*(acres?|ac\.?|sf|s\.f\.|square\s+feet|sq\.?\s*ft\.?)(?![a-z])"
# "Their area within the buffer is 1,150 square feet, against a required buffer area of 12,400 square feet"
_CROSSING_AREAS = lazy_compile(r"^\W*(?P<who>their|the\s+crossings['’]?|crossings?|the\s+(?:driveway|crossing)s?['’]?)\s+"
                             r"(?:(?:combined|total|paved)\s+)?area\b[^.;\d]{0,40}?(?:is|totals|=|:|of)\s*(?:approximately\s+|about\s+)?"
                             + _AREA_FIG + r"[^.;\d]{0,50}?\bbuffer\s+area\s+(?:is\s+|of\s+|=\s*|:\s*)?(?:approximately\s+|about\s+)?"
                             + _AREA_FIG, re.IGNORECASE)


def _crossing_share(prev: Segment | None, seg: Segment) -> dict[str, Any] | None:
    """The crossings' area and the buffer's area, both stated: the share N.2.E.4 compares, as a reviewer computes it.
    "Their" must point back to crossings named in the sentence before."""
    m = _CROSSING_AREAS.match(seg.text)
    if m is None or restates_rule(seg.text):
        return None
    if m.group("who").lower() == "their" and (prev is None or not re.search(
            r"\b(?:crossings?|driveways?|intersections?|aprons?|entrances?)\b", prev.text, re.IGNORECASE)):
        return None
    part = _trail_acres(m.group(2), m.group(3))
    whole = to_acres(float(m.group(4).replace(",", "")), "ac" if m.group(5).strip().lower().startswith("ac") else "sf")
    if part is None or not whole or part > whole:
        return None
    evidence = [prev.evidence(), seg.evidence()] if prev is not None and m.group("who").lower() == "their" else [seg.evidence()]
    return {"crossing_pct": round(100 * part / whole, 2), "evidence": evidence}


def read_trail_followup(prev: Segment, seg: Segment) -> dict[str, Any] | None:
    """"A new trail will follow the creek. It will be 10 feet wide.": the width said of the trail just named.

    Only when the sentence before names a trail and nothing else that could be wide (a street,
    a driveway, a pipe), and this one opens with "it" or "this trail"; otherwise "it" could be anything.
    """
    area = _its_area(prev, seg) or _crossing_share(prev, seg)
    if area is not None:
        return area
    opening = _PRONOUN_START.match(seg.text)
    if not opening or _TRAIL.search(seg.text[opening.end():]) or re.search(r"buffer|boulevard", seg.text, re.IGNORECASE):
        return None
    if not _TRAIL.search(prev.text) or _OTHER_PAVED.search(prev.text) or _OTHER_PAVED.search(seg.text):
        return None
    m = _WIDTH_STATED.search(seg.text)
    if m is None:
        return None
    v = float(m.group(1) or m.group(2))
    if not 0 < v <= 30:
        return None
    return {"width_ft": v, "evidence": [prev.evidence(), seg.evidence()]}


_ITS_AREA = lazy_compile(r"^\W*(?:its|the\s+(?:trail|sidewalk|path)['’]s|it\s+(?:adds|will\s+add|creates|will\s+create|covers|"
                       r"will\s+cover|is)\s+(?:a\s+total\s+of\s+)?)\s*(?:approximately\s+|about\s+)?(\d[\d,]*(?:\.\d+)?)\s*"
                       r"(acres?|ac\.?|sf|s\.f\.|square\s+feet|sq\.?\s*ft\.?)\s+of\s+(?:new\s+)?(?:(?:bituminous|concrete|asphalt|"
                       r"paved|impervious|trail|sidewalk)\s+)?(?:surface|surfacing|pavement|area)\b", re.IGNORECASE)
_TRAIL_SUBJECT = lazy_compile(r"^\W*the\s+(?:new\s+|proposed\s+)?(?:[\w-]+\s+){0,2}?(?:trail|sidewalk|path|walkway|pathway)\b"
                            r"(?!\s+(?:and|&|or)\b)", re.IGNORECASE)


_ITS_AREA_IS = lazy_compile(r"^\W*its\s+(?:surface|paved|impervious|pavement)?\s*area\s+(?:is|totals|=|:)\s*(?:approximately\s+|about\s+)?"
                          r"(\d[\d,]*(?:\.\d+)?)\s*(acres?|ac\.?|sf|s\.f\.|square\s+feet|sq\.?\s*ft\.?)", re.IGNORECASE)


def _its_area(prev: Segment, seg: Segment) -> dict[str, Any] | None:
    """"The trail is 10 feet wide ... Its 0.38 acres of bituminous surface are excluded": the area of the
    trail the sentence before is about, only when that sentence's subject is the trail and names nothing
    else that could be paved."""
    m = _ITS_AREA.match(seg.text) or _ITS_AREA_IS.match(seg.text)
    # (a street named as the place - "on the north side of Homedale Road" - is where the trail runs, no other pavement)
    placed = _PLACE_STREET.sub(" ", prev.text)
    if m is None or not _TRAIL_SUBJECT.match(prev.text) or _OTHER_PAVED.search(placed):
        return None
    area = _trail_acres(m.group(1), m.group(2))
    return None if area is None else {"area_ac": area, "evidence": [prev.evidence(), seg.evidence()]}


_BLOCK_HEAD = lazy_compile(r"^\W*(?:(?:proposed|new)\s+)?(?:[\w-]+\s+){0,2}?(?:trail|sidewalk|path|walkway)s?(?:\s*/\s*[\w-]+)?"
                         r"(?:\s+(?:data|summary|information|details|dimensions|geometry))?\s*:?\s*$", re.IGNORECASE)
_BLOCK_LINE = lazy_compile(r"^\W*([A-Za-z][A-Za-z ()/.-]{1,40}?)\s*[:=]\s*(.+)$")
_BLOCK_FT = lazy_compile(r"^(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:feet|foot|ft\.?|'|’)", re.IGNORECASE)
_BLOCK_PCT = lazy_compile(r"^(\d+(?:\.\d+)?)\s*(?:%|percent)", re.IGNORECASE)


def read_trail_block(lines: list[tuple[str, Any]]) -> list[dict[str, Any]]:
    """A heading that names the trail over "Label: value" lines ("Sidewalk/trail" / "Width: 10 ft" /
    "Buffer: 5 ft (each side)" / "Crossings: 12% of buffer" / "Impervious area: 0.42 ac").

    Only the lines right under the heading count, up to the first line that is not a label and its
    value; a label that names a water buffer, or two figures for one field, reads nothing."""
    out: list[dict[str, Any]] = []
    for i, (text, _ev) in enumerate(lines):
        if not _BLOCK_HEAD.match(text.strip()):
            continue
        found: dict[str, Any] = {}
        evidence = [_ev]
        for text2, ev2 in lines[i + 1:i + 7]:
            m = _BLOCK_LINE.match(text2.strip())
            if m is None:
                break
            label, val = m.group(1).lower(), m.group(2).strip()
            if _OTHER_BUFFER.search(label) or _OTHER_PAVED.search(label):
                continue
            kind = ("crossing_pct" if "crossing" in label else "buffer_ft" if re.search(r"buffer|boulevard|blvd", label)
                    else "area_ac" if re.search(r"\barea\b", label) else "width_ft" if re.search(r"\bwidth\b|\bwide\b", label)
                    else None)
            if kind is None or kind in found:
                continue
            if kind == "crossing_pct":
                v = _BLOCK_PCT.match(val)
                if v and 0 <= float(v.group(1)) <= 100:
                    found[kind] = float(v.group(1))
            elif kind == "area_ac":
                v = re.match(_AREA_NUM, val, re.IGNORECASE)
                area = _trail_acres(v.group(1), v.group(2)) if v else None
                if area is not None:
                    found[kind] = area
            else:
                v = _BLOCK_FT.match(val)
                if kind == "buffer_ft" and re.search(r"\bone\s+side|\bonly\b", val + " " + label, re.IGNORECASE):
                    continue  # a buffer on one side is no buffer on each side
                if v and 0 < float(v.group(1)) <= (30 if kind == "width_ft" else 50):
                    found[kind] = float(v.group(1))
            if kind in found:
                evidence.append(ev2)
        if found:
            found["evidence"] = evidence
            out.append(found)
    return out


# "  of which multi-use trail | 0.82": a sub-row naming the trail's share of the row above is the trail's row
_ROW_TRAIL = lazy_compile(r"^\W*(?:(?:of\s+which|including|incl\.?|thereof,?)\s+)?(?:new\s+|proposed\s+)?(?:(?:bituminous|bit\.?|concrete|conc\.?|paved|multi-use|shared-use)\s+)?"
                        r"(?:trail|sidewalk|path|sidewalk\s*/\s*trail|trail\s*/\s*sidewalk)s?\b(?:\s+(?:impervious|pavement|surface|area))?"
                        r"\s*(?:\([^()]{0,50}\))?\s*:?\s*$", re.IGNORECASE)
# "Net increase in impervious surface (trail)": an impervious row said in its aside to be the trail's alone
_ROW_TRAIL_ASIDE = lazy_compile(r"^\W*(?:total\s+|net\s+)?(?:(?:increase|added|new|proposed)\s+(?:in\s+)?)?impervious"
                              r"(?:\s+(?:surface|area|cover))?(?:\s+increase)?\s*\(\s*(?:new\s+|proposed\s+)?"
                              r"(?:trail|sidewalk|path)\s*(?:only)?\s*\)\s*:?\s*$", re.IGNORECASE)
_CELL_AREA = lazy_compile(r"^\s*" + _AREA_NUM + r"\s*$", re.IGNORECASE)
_BARE_NUM = lazy_compile(r"^\s*(\d[\d,]*(?:\.\d+)?)\s*$")


def read_trail_area_rows(rows: list[list[str]], evidence: list[Any]) -> list[dict[str, Any]]:
    """The trail's row of an impervious-area table ("Trail | 0.42 ac", "Sidewalk/trail | 0.00 | 0.42").

    The row's label must be the trail alone; its area is the one area cell of the row, or, with
    existing and proposed columns, the one column headed proposed/new/net. A header that gives
    the unit ("Area (ac)") lets bare figures count; anything else reads nothing."""
    out: list[dict[str, Any]] = []
    header = rows[0] if rows else []
    head_unit = next((u for h in header for u in ("ac", "sf") if re.search(
        r"\(\s*(?:ac|acres)\s*\)|\bacres\b" if u == "ac" else r"\(\s*(?:sf|sq\.?\s*ft\.?)\s*\)|square\s+feet", h, re.IGNORECASE)), None)
    for row, ev in zip(rows[1:], evidence[1:]):
        if len(row) < 2 or not (_ROW_TRAIL.match(row[0]) or _ROW_TRAIL_ASIDE.match(row[0])) or _OTHER_PAVED.search(row[0]):
            continue
        values: list[tuple[int, float, str]] = []
        for k, cell in enumerate(row[1:], start=1):
            m = _CELL_AREA.match(cell)
            if m:
                values.append((k, float(m.group(1).replace(",", "")), "ac" if m.group(2).lower().startswith("ac") else "sf"))
            elif head_unit and (b := _BARE_NUM.match(cell)):
                values.append((k, float(b.group(1).replace(",", "")), head_unit))
        if len(values) > 1 and len(header) == len(row):
            newer = [v for v in values if re.search(r"\b(?:proposed|new|net|added|post)\b", header[v[0]], re.IGNORECASE)]
            values = newer if len(newer) == 1 else []
        if len(values) != 1:
            continue
        acres = to_acres(values[0][1], values[0][2])
        if acres is not None and 0 < acres < 50:
            out.append({"area_ac": round(acres, 4), "evidence": [ev]})
    return out
