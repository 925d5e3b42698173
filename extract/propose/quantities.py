"""Labelled quantities in sentences: which number belongs to which fact.

A quantity takes the label nearest to it: a label right after it ("the 7.86-acre site",
"1.23 acres of existing impervious"), else the nearest specific label before it in the
sentence ("Existing impervious area on the site is 1.23 acres" - specific beats the nearer
generic "site"). When that label names a distractor (a building, the parent parcel, an
off-site drainage area), the quantity is dropped: nothing is read rather than something wrong.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from extract.propose.candidate import LABELLED, LOOSE, PROSE, WATER_BODY, Candidate, elevation_variant
from extract.words.labels import EXISTING_WORDS, GENERIC, HARD_SURFACE_KIND, NET_WORDS, PROPOSED_WORDS, SIDE_CUES, SIDE_CUES_AFTER
from extract.words.negation import is_negated, is_rule_language, is_threshold
from extract.words.nlp import analyse
from extract.layout.segments import Segment
from rulen.models import Evidence
from extract.propose.common_scheme import (a_part_in_parentheses, a_part_of_the_scheme, not_the_scheme, owned_in_common,
                                  read_common_scheme)
from extract.propose.phased import read_phased_whole
from extract.words.units import AREA_UNITS, acres_tolerance, agree, stated_area, to_acres
from extract.words.lazy_compile import lazy_compile

AREA_FACTS = {
    "site_area_ac", "existing_impervious_ac", "proposed_impervious_ac",
    "net_impervious_increase_ac", "disturbed_area_ac", "common_scheme_area_ac",
}
_GROSS = lazy_compile(r"(?<=\d )(gross) (acres?|ac\.?|sf|square feet)(?![a-z])", re.IGNORECASE)
_BEDROOMS = lazy_compile(r"\b\d(?:\s*-?\s*(?:,|and|&|or|to)\s*\d)*\s*-?\s*(?:bed(?:room)?s?|br)\b", re.IGNORECASE)
_LEGAL = lazy_compile(r"\b(?:lots?\s+\d+(?:\s*(?:-|–|through|thru|to|and|&|,)\s*\d+)*,?\s+blocks?\s+\d+"
                    r"(?:\s*(?:and|&|,)\s*\d+)*)", re.IGNORECASE)
_LOT_NUMBERS = lazy_compile(r"\b(?:lots|parcels|outlots)\s+\d+[a-z]?(?:\s*(?:-|–|through|thru|to|and|&|,)\s*\d+[a-z]?)+\b",
                          re.IGNORECASE)
_ON_LAND = {"on", "encompassing", "spanning", "covering", "occupying", "across"}
_DEVELOPMENT_NOUN = lazy_compile(
    r"\b(?:subdivision|development|project|plat|lots|homes|units|townhomes|apartments?|buildings?|facility|campus|"
    r"redevelopment|school|church|center|store|complex)\b[^.;]{0,40}$", re.IGNORECASE)
_FILLER = {"gross", "of", "is", "are", "-", "the", "total", "in", "approximately", "approx", "land", "ground",
           "approx.", "about", "a", "an", "+/-", "±", "~", "roughly", "nearly"}
_FUTURE = lazy_compile(r"\bfuture\b|\bphase (?:2|ii|two|3|iii|three)\b|subject to (?:a )?separate|later phase", re.IGNORECASE)
_AUX = {"will", "be", "to", "are", "was", "were", "been", "being", "would"}
_REQUIRE = {"require", "requires", "required", "requirement", "minimum", "goal", "target",
            "standard", "least", "must", "shall", "criteria", "criterion", "maximum", "max", "max.", "allowed",
            "allowable", "permitted", "limit", "zoning", "zoned"}
_TWIN_GLUE = {"(", "/", "or", "=", "[", ","}
_ELEV_RANGE = (500.0, 2500.0)
_LINK = {"of", "for", "at", "the", "in", "next", "to", "adjacent", "near", "beside", "along", "around", "new",
         "proposed", "each", "a", "an"}  # "the 100-year HWL next to the new building is ..."
_ELEV_LABELS = {"hwl_100yr_elev_ft", "lowest_opening_elev_ft"}  # Minnesota ground elevations, feet
_EXISTING_SET, _PROPOSED_SET = frozenset(EXISTING_WORDS), frozenset(PROPOSED_WORDS)
_IMPERVIOUS_LABELS = {"impervious_generic", "existing_impervious_ac", "proposed_impervious_ac"}


def _words_in(span_text: str, words: tuple[str, ...] | set[str]) -> bool:
    low = " " + re.sub(r"[^a-z0-9/-]+", " ", span_text.lower()) + " "
    return any(f" {w} " in low or (w.endswith("-") and f" {w}" in low) for w in words)


def _twins(doc: Doc) -> dict[int, int]:
    """Area quantities written twice in two units: index -> index of its twin."""
    qtys = list(doc.spans["qty"])
    out: dict[int, int] = {}
    for i in range(len(qtys) - 1):
        a, b = qtys[i], qtys[i + 1]
        if a._.qty_unit in AREA_UNITS and b._.qty_unit in AREA_UNITS and a._.qty_unit != b._.qty_unit:
            between = doc[a.end:b.start]
            if len(between) <= 2 and all(t.text.lower() in _TWIN_GLUE for t in between):
                out[i], out[i + 1] = i + 1, i
    return out


def _time_phrase(doc: Doc, lab: Span) -> bool:
    """"before the project", "post-development": the project named as a time, not as the land measured."""
    if lab.label_ != "site_generic" or lab.text.lower() not in ("project", "development", "redevelopment"):
        return False
    k = lab.start - 1
    if k >= 1 and doc[k].text == "-" and doc[k - 1].lower_ in ("pre", "post"):
        return True
    while k >= 0 and doc[k].lower_ in ("the", "this", "proposed"):
        k -= 1
    return k >= 0 and (doc[k].lower_ in ("before", "after", "following", "during", "throughout")
                       or doc[k].lower_ == "to" and k >= 1 and doc[k - 1].lower_ == "prior")


def _names_units(doc: Doc, lab: Span) -> bool:
    """"LOWEST OPENING, UNITS 12-19: 944.5", "Lots 4 & 5": which homes a figure is for, not a count of them."""
    return lab.label_ == "dwelling_units" and lab.text.lower() in ("units", "lots") \
        and bool(re.match(r"\s*#?\d{1,3}\s*(?:-|–|&|and|through|thru)\s*\d", doc.text[lab.end_char:]))


_WHICH_OPENING = {"building", "bldg", "bldg.", "unit", "units", "lot", "block", "home", "house", "lookout", "walkout", "window",
                  "windows", "door", "doors", "garage", "entry", "basement", "floor", "slab", "the", "at", "is", "(", ")", ",",
                  "of", "all", "new", "homes", "buildings", "lots"}


def _label_for(doc: Doc, q: Span, qi: int, twins: dict[int, int]) -> Span | None:
    labels = [l for l in doc.spans["label"] if not _time_phrase(doc, l) and not _names_units(doc, l)]
    also = _named_again(doc, q, labels)
    if also is not None:
        return also
    qtys = list(doc.spans["qty"])
    # after: "7.86-acre site", "1.23 acres of existing impervious", "7.1 acres will be graded"
    adjectival = any(t.text == "-" for t in q)  # "a 1,245-acre subwatershed": the noun follows
    if adjectival and q.start >= 2 and doc[q.start - 1].lower_ in ("the", "a") \
            and doc[q.start - 2].lower_ in ("within", "inside"):
        return None  # "the work area within the 38-acre school campus": the larger land the work lies in
    if adjectival and re.search(r"\b(?:part|portion|piece)\s+of\s+(?:a|an|the)\s+(?:larger\s+|bigger\s+|former\s+|original\s+)?$",
                                doc.text[max(0, q.start_char - 40):q.start_char], re.IGNORECASE):
        return None  # "It is part of a larger 38.5-acre farm parcel": the whole the site was cut from
    j = q.end
    if q.start > 1 and doc[q.start - 1].text == "," and j + 1 < len(doc) and doc[j].text == "," \
            and doc[j + 1].lower_ in _AUX and doc[q.start - 2].lower_ in ("lot", "site", "property", "parcel", "project", "area"):
        j += 1  # "The whole lot, 0.78 acres, will be disturbed": the figure set off by commas before its verb
    # "Lowest floor / opening elev.: 905.3 100 yr HWL (...): 902.0": a figure set right after its own label's colon is
    # that label's, whatever label follows it (the next field's)
    if q.start >= 2 and doc[q.start - 1].text in (":", "=", "):"):
        own = [l for l in labels if l.label_ in _ELEV_LABELS and q.start - 6 <= l.end <= q.start - 1
               and all(t.lower_ in ("elev", "elev.", ".", "/", "opening", "elevation", "(", ")", "ft", "ft.") or t.is_punct
                       for t in doc[l.end:q.start - 1])]
        if own:
            return max(own, key=lambda l: l.end)
    # "Lowest openings: Building C lookout windows 957.6": after the label's colon, which building's opening it is
    # ("Lowest openings of the 12 homes: 918.0 minimum (Lot 9)": which homes, before the colon)
    opening = [l for l in labels if l.label_ == "lowest_opening_elev_ft" and l.end < q.start and q.start - l.end <= 7
               and any(t.text == ":" for t in doc[l.end:q.start])
               and all(t.lower_ in _WHICH_OPENING or t.text == ":" or re.fullmatch(r"[A-Z]|\d{1,2}[A-Z]?", t.text)
                       for t in doc[l.end:q.start])]
    if opening:
        return opening[-1]
    # "a net decrease of 10,018 sq. ft. (0.23 acre) of impervious surface": the figure's twin in brackets is passed
    # over, and so is the bracket a figure stands in, to the words that name what both measure
    twin = twins.get(qi)
    if j + 1 < len(doc) and doc[j].text == "(" and twin is not None and qtys[twin].start == j + 1 \
            and qtys[twin].end + 1 < len(doc) and doc[qtys[twin].end].text == ")" and doc[qtys[twin].end + 1].lower_ == "of":
        j = qtys[twin].end + 1  # only "... (0.23 acre) of impervious surface": a label set after a dash or a comma is another's
    elif q.start > 0 and doc[q.start - 1].text == "(" and j + 1 < len(doc) and doc[j].text == ")" and twin is not None \
            and doc[j + 1].lower_ == "of":
        j += 1
    if re.match(r"\s*(?:in\s+all|in\s+total|altogether|combined)\s*[.;]?\s*$", doc.text[q.end_char:]) \
            and doc[q.start - 1].text == ",":
        # "Land disturbance is limited to the parking lot and addition footprint, 1.60 acres in all.": the sum
        # closing the sentence is its subject's
        subject = next((l for l in labels if l.start <= 2 and l.label_ not in ("distractor",)), None)
        if subject is not None:
            return subject
    if _OPENING_BY_WATER.match(doc.text[:q.start_char]) or _OPENING_BY_WATER_PROSE.match(doc.text[:q.start_char]):
        # "Lowest building opening on lots adjacent to 2P: 991.6": the project's own lots by its pond, no neighbour's
        return next(l for l in labels if l.label_ == "lowest_opening_elev_ft")
    if j + 1 < len(doc) and doc[j].text == "=":
        # "Building FFE 902.0 = lowest opening (dock doors)": the figure equated with the label after it
        named = next((l for l in labels if l.start == j + 1 and l.label_ in _ELEV_LABELS), None)
        if named is not None:
            return named
    if j + 2 < len(doc) and doc[j].text == "(":
        # "Construction limits total 3.4 acres (project area)": the bracket right after the figure names it, and only it
        named = next((l for l in labels if l.start == j + 1 and l.end < len(doc) and doc[l.end].text == ")"
                      and l.label_ in ("site_area_ac", "disturbed_area_ac", "common_scheme_area_ac")), None)
        if named is not None and not any(l.end <= q.start and l.label_ in _IMPERVIOUS_LABELS for l in labels):
            return named  # (but "Impervious surface is 1.2 acres (project area)": the impervious area within it)
    skipped: list[str] = []
    while j < len(doc) and len([w for w in skipped if w not in ("land", "ground")]) <= (4 if adjectival else 3):
        lab = next((l for l in labels if l.start == j), None)
        kinds = _KIND_LIST.match(doc.text, doc[j].idx) \
            if (lab is None or lab.label_ == "distractor") and skipped[-1:] in (["of"], ["is"], ["are"]) else None
        if kinds is not None:
            # "Existing impervious: 42,253 sq. ft. of roof, canopy, drive lanes and parking": the hard surface counted by
            # its kinds is the impervious the label before names
            own = [l for l in labels if l.end <= q.start and q.start - l.end <= 3 and l.label_ in _IMPERVIOUS_LABELS]
            if own and skipped[-1:] == ["of"]:
                return own[-1]
            listed = _kinds_counted(doc, q, kinds)
            if listed is not None:
                return listed
        if lab is not None:
            if (lab.label_ == "site_generic" or lab.label_ == "distractor" and lab.text.lower() == "lot") \
                    and skipped[-2:] == ["of", "the"]:
                verb = _disturbed_after(doc, lab.end, labels)
                if verb is not None:
                    return verb  # "10.50 acres of the site will be disturbed": the part of the site that is disturbed
            if lab.label_ == "site_generic" and "of" in skipped:
                break  # "4.75 acres of the site" is a part of the site, not its size
            if lab.label_ == "distractor" and lab.text.lower() == "lot" and skipped[:2] == ["of", "the"]:
                break  # "disturb 12,400 square feet of the lot": a part of the lot, named by the words before
            if lab.label_ == "distractor" and "in" in skipped and lab.text.lower() in ("city", "township", "district",
                                                                                       "section", "range"):
                break  # "11.42 acres of land in the City of Wayzata": where it lies, not what it measures
            if lab.end < len(doc) and (doc[lab.end].text in (":", "=") or re.fullmatch(r"\.{3,}|…+", doc[lab.end].text)) \
                    and not skipped:
                break  # "Existing: 1.2 AC Proposed: 2.1 AC" (cells run together): the next field's label
            if lab.label_ == "distractor" and re.fullmatch(r"right\s*-\s*of\s*-\s*way|r\.?o\.?w\.?", lab.text, re.IGNORECASE) \
                    and skipped == ["of"]:
                site = next((l for l in labels if l.label_ == "site_area_ac" and l.end <= q.start and q.start - l.end <= 3
                             and all(t.lower_ in _AUX or t.lower_ in ("cover", "covers", "total", "totals", "encompass",
                                                                       "encompasses", "is", "are", "of")
                                     for t in doc[l.end:q.start])), None)
                if site is not None:
                    return site  # "Project limits cover 6.1 acres of right-of-way": a road's project area is its right-of-way
            return lab
        word = doc[j].lower_
        if any(x.start == j for x in qtys) or doc[j].is_punct and word not in ("-", "/"):
            break  # ("retail/restaurant building": a slash joins two words naming one thing)
        if word not in _FILLER and word not in _AUX and not adjectival:
            if doc[j].is_alpha and _names_a_thing(doc, j, labels) and not _disturbance_in_row(doc, q, j, labels):
                return None  # "a 12,000 square foot retail building": the number measures the building
            if skipped[-1:] == ["of"] and doc[j].is_alpha and _OTHER_LAND.match(doc.text[doc[j].idx:]) \
                    and not any(l.end <= q.start and q.start - l.end <= 3 for l in labels):
                return None  # "preserves 1.9 acres of wooded slope": the figure measures what follows "of" (a label
                # right before the figure still names it: "disturbs 3.1 acres of wooded land")
            break
        skipped.append(word)
        j += 1
    if adjectival and any(w.isalpha() and w not in _FILLER for w in skipped):
        return None  # "a 45-acre business park": the thing measured is named, and it is no label of ours
    totalled = _kinds_totalled(doc, q, labels)
    if totalled is not None:
        return totalled
    # before, in the sentence; no other quantity in between (except this one's twin)
    allowed = {twins.get(qi)}
    comma_asides = _comma_asides(doc, q)
    # an aside between the label and its figure does not part them ("Farmstead impervious today (house, barn, shed,
    # and the compacted gravel yard counted as impervious): 0.31 acres")
    set_aside = comma_asides + [(a, b) for a, b in _asides(doc, q) if b <= q.start]

    def apart(l: Span) -> int:
        # (only for the label the aside is set right after, or the comma aside of the figure's own clause)
        return q.start - l.end - sum(b - a for a, b in set_aside if l.end <= a and (a - l.end <= 2 or (a, b) in comma_asides))
    before = [l for l in labels if l.end <= q.start and apart(l) <= 16]
    blocked_after = -1
    spent: set[int] = set()
    id_asides = [(a, b) for a, b in _asides(doc, q) if a + 1 < b and doc[a + 1].lower_ in _ID_WORDS]
    for k, x in enumerate(qtys):
        if x._.qty_unit == "yr" or any(l.start <= x.start and x.end <= l.end for l in labels):
            continue
        if x._.qty_unit is None and any(a <= x.start and x.end <= b for a, b in id_asides):
            continue  # "The property (PID 24-117-22-33-0008) is 11.64 acres": an identifier's digits, no figure
        if x._.qty_unit is None and x[0].is_alpha:
            continue
        if _a_year(doc, x):
            continue  # "(cumulative since 1996): 12.5 ac": a date, not a figure with a label of its own
        if k != qi and x.end <= q.start and any(a <= x.start and x.end <= b for a, b in comma_asides):
            continue  # "impervious surface, with an assumed 3,200 sf per lot, is 2.64 acres": the aside's figure
        if k != qi and x.end <= q.start and _in_product(doc, x, q):
            continue  # "New impervious surface: 2,480 ft x 6 ft = 14,880 sq. ft.": the factors of the figure, not figures of their own
        if k != qi and x.end <= q.start and any(t.text == "-" for t in x) and any(l.start == x.end for l in before):
            # "Impervious cover on the 11.2-acre parcel grows from 4.0 acres ...": the figure and its own noun make a
            # phrase of their own; the two neither block nor label a later figure
            spent.update(l.start for l in before if l.start == x.end)
            continue
        if k != qi and k not in allowed and x.end <= q.start:
            blocked_after = max(blocked_after, x.end)
    before = [l for l in before if l.start >= blocked_after and l.start not in spent]
    if blocked_after >= 0:
        # "4,500 square feet of rooftop per lot, the impervious area will be 1.21 acres": the words after a
        # figure up to the comma name that figure; a label past the comma, where there is one, is this one's
        stop = next((t.i for t in doc[blocked_after:q.start] if t.text in (",", ";")), None)
        if stop is not None and any(l.start > stop for l in before):
            before = [l for l in before if l.start > stop]
    semis = [t.i for t in doc[:q.start] if t.text == ";"]
    if semis and any(l.start > semis[-1] for l in before):
        # "Today 13,240 ft² of it is roof; after the work, hard surface will total 12,105 ft²": a label
        # of the clause before the semicolon does not own a figure when this clause has its own
        before = [l for l in before if l.start > semis[-1]]
    aside = _asides(doc, q) + comma_asides
    parts = _part_aside(doc, q)
    if parts:
        # a thing named in an ", including ...," or appositive aside is no label of the figure; a fact's own label set
        # there is ("The garage entrance, the lowest opening of the new building, is at 891.4")
        before = [l for l in before if not (l.label_ == "distractor" and any(a <= l.start and l.end <= b for a, b in parts))]
    outside = [l for l in before if not any(a <= l.start and l.end <= b for a, b in aside)]
    if outside:
        before = outside  # "impervious surfaces (building, parking and walks) total 0.62 ac": the aside lists parts
    else:  # "0.90 acres existing (parking lot) and 2.10 acres proposed": a thing named in brackets measures no later figure
        before = [l for l in before if l.label_ != "distractor"]
    head = _qualified_head(doc, before)
    if head is not None:
        return head
    # "a new sidewalk increase(s) impervious surface from 2.45 acres to 3.63 acres": the measure named right before
    # "from" is the figures', whatever the subject that changes it
    fromed = [l for l in before if l.label_ == "impervious_generic" and l.end < q.start
              and [t.lower_ for t in doc[l.end:q.start]] in (["from"], ["from", "about"], ["from", "approximately"])]
    if fromed:
        return fromed[-1]
    specific = sorted((l for l in before if l.label_ not in GENERIC), key=lambda l: l.end)
    specific = _drop_own_buildings(doc, specific)
    owner_site = _owner_kind_site(doc, specific, before)
    if owner_site is not None:
        return owner_site
    if specific:
        nearest = specific[-1]
        k = len(specific) - 2
        while k >= 0 and specific[k].label_ == "distractor" and specific[k].text.lower() in _LINK:
            k -= 1  # "adjacent" is a distractor of areas, a link word of elevations
        if nearest.label_ == "distractor" and k >= 0 and specific[k].label_ in _ELEV_LABELS:
            # "the 100-year HWL of Pond 1 is 912.3": the pond names whose HWL it is
            link = {t.lower_ for t in doc[specific[k].end:nearest.start]}
            if specific[k].label_ == "hwl_100yr_elev_ft":
                # "the 100-year high water elevation of the downstream wetland": where the water lies, still its HWL
                link -= {"downstream", "upstream", "adjacent", "adjoining", "nearby", "neighboring", "neighbouring"}
            if specific[k].label_ == "lowest_opening_elev_ft":
                # "of the adjacent Building 4", "adjacent to the pond": the project's own building, not a neighbour's
                link -= _numbered_own(doc[specific[k].end:min(len(doc), nearest.end + 1)].text)
            if specific[k].label_ == "lowest_opening_elev_ft" and link & _NOT_OURS:
                return nearest  # "lowest opening of the adjacent house": the neighbour's, not this project's
            if link <= _LINK and (link & {"of", "for", "at", "in", "to", "near", "beside", "along", "around"}
                                  # "the 100-year high water elevation adjacent to the gymnasium is 935.2"
                                  or nearest.text.lower() in _LINK):
                return specific[k]
            if _named_building(doc, specific[k], nearest, q):
                return specific[k]
            if specific[k].label_ == "lowest_opening_elev_ft" and nearest.text.lower() in ("lot", "lots") \
                    and {t.lower_ for t in doc[specific[k].end:nearest.start]} <= {"on", "of", "for", "any", "every", "all",
                                                                                   "the", "new"} \
                    and re.fullmatch(r"\s*(?:is|=|:|at|elev\.?|elevation)?\s*", doc[nearest.end:q.start].text, re.IGNORECASE):
                return specific[k]  # "Lowest opening on any lot 973.9": the lowest of all the lots' openings
            if specific[k].label_ == "lowest_opening_elev_ft" and nearest.text.lower() == "lot" \
                    and not ({t.lower_ for t in doc[specific[k].end:nearest.start]} & _NOT_OURS) \
                    and re.fullmatch(r"\s*\d+[a-z]?\s*,?\s*(?:block\s+\d+\s*,?\s*)?(?:[a-z-]+\s+){0,3}(?:at|is|=|:)?\s*"
                                     r"(?:elevation|elev\.?|el\.?)?\s*", doc[nearest.end:q.start].text, re.IGNORECASE):
                # "The lowest opening of the new homes is the Lot 7 lookout window at 948.6": the lot says where it is
                return specific[k]
        owner = next((l for l in sorted(before, key=lambda l: l.end, reverse=True)
                      if l.end <= nearest.start and l.label_ in _IMPERVIOUS_LABELS), None)
        if nearest.label_ == "distractor" and nearest.text.lower() in ("lot", "property", "parcel") and owner is not None \
                and {t.lower_ for t in doc[owner.end:nearest.start]} <= {"on", "of", "the", "this", "within", "across", "for"} \
                and not re.search(r"\b(?:each|per|every|typical|average|any|one|neighbou?r\w*|adjacent)\b", doc.text, re.IGNORECASE):
            return owner  # "Hard cover on the lot today is 4,790 square feet": the one lot is the site
        if nearest.label_ == "distractor" and owner is not None and _IS_A_THING_OF.match(doc.text[owner.end_char:q.start_char]):
            return owner  # "Existing hard surface is an old gravel storage yard of 0.6 acre": what the hard surface is
        return nearest
    if before:
        return max(before, key=lambda l: l.end)
    return None


# "<the hard surface> is an old gravel and asphalt storage yard of <figure>": a copula, then one noun phrase, then the figure
_IS_A_THING_OF = lazy_compile(r"^\s*(?:is|are|was|were)\s+(?:an?|the|one|two)\s+(?:[\w&'-]+\s+){1,6}?(?:of|measuring|totall?ing)\s*$",
                              re.IGNORECASE)
# a list of two or more hard-surface kinds ("roof, canopy, drive lanes and parking")
_KIND_LIST = lazy_compile(HARD_SURFACE_KIND + r"(?:\s*,\s*(?:[\w-]+\s+){0,2}?[\w-]+)*,?\s+(?:and|&)\s+(?:[\w-]+\s+){0,2}?"
                        + HARD_SURFACE_KIND + r"\b", re.IGNORECASE)
_PRODUCT_GLUE = {"x", "×", "*", "=", "by", "(", ")", ",", "-"}
# one house's or one lot's share, or what is taken away, is no total of the project's hard surface
_SHARE_OR_GONE = lazy_compile(r"\b(?:each|per|every|typical|average|apiece|remov\w*|demolish\w*|taken\s+out)\b", re.IGNORECASE)


def _kinds_counted(doc: Doc, q: Span, kinds: re.Match[str]) -> Span | None:
    """"2.05 acres of roof and parking", "13,070 sq ft is building and pavement": a figure that measures two or more
    kinds of hard surface together measures the impervious area, though no word says "impervious". One kind alone
    ("12,500 sf of roof") is a building's or a lot's, and stays the distractor it is.

    The label returned is the kinds' own words, as a generic impervious label: which side the figure is (today,
    after the work, added) is read from the sentence as for any generic label."""
    start, end = kinds.span()
    if _SHARE_OR_GONE.search(doc.text[start:end + 20]) or _SHARE_OR_GONE.search(doc.text[max(0, q.start_char - 30):q.start_char]):
        return None
    return doc.char_span(start, end, label="impervious_generic", alignment_mode="expand")


# "<roofs, the private drive, guest parking and sidewalks> total <figure>": the kinds as the subject, a verb of sum
_KINDS_TOTAL = lazy_compile(r"(?:^|[.;:]\s+|\b(?:the|new|proposed|existing|all)\s+)(?:(?:old|former|original|present|current)\s+)?(?P<kinds>" + _KIND_LIST.pattern +
                            r")\s+(?:together\s+|combined\s+|will\s+)?(?P<verb>total(?:s|l?ed)?|come\s+to|amount\s+to|add\s+up\s+to|"
                            r"cover(?:s|ed)?|measure[sd]?|be|are|were)\s+(?:about|approximately|roughly|some|nearly|just\s+over|"
                            r"just\s+under)?\s*$", re.IGNORECASE)


def _kinds_totalled(doc: Doc, q: Span, labels: list[Span]) -> Span | None:
    """"Roofs, the private drive, guest parking and sidewalks total 2.02 acres": two or more hard-surface kinds named
    as the subject of a sum verb measure the impervious area (as "2.05 acres of roof and parking" does after the figure).
    A sentence that names its impervious surface itself, or a figure within reach of another, is left to the labels."""
    if any(l.end <= q.start and l.label_ in _IMPERVIOUS_LABELS for l in labels):
        return None
    m = _KINDS_TOTAL.search(doc.text[:q.start_char])
    if m is None or re.search(r"\d", m.group("kinds")):
        return None
    listed = _kinds_counted(doc, q, _KIND_LIST.search(doc.text, m.start("kinds")))
    if listed is not None and re.fullmatch(r"totall?ed|covered|measured|were", m.group("verb"), re.IGNORECASE) \
            and not re.search(r"\b(?:will|would|proposed|after|new)\b", doc.text, re.IGNORECASE):
        # "The old cabin, shed and gravel drive covered about 2,900 square feet": what the site had, in the past tense
        return doc.char_span(listed.start_char, listed.end_char, label="existing_impervious_ac", alignment_mode="expand")
    return listed


def _in_product(doc: Doc, x: Span, q: Span) -> bool:
    """Whether ``x`` is a factor of a product that ``q`` is the result of: "L ft x W ft = A sq. ft. (= B acre)"."""
    between = doc[x.end:q.start]
    if not any(t.text == "=" for t in between) or not any(t.lower_ in ("x", "×", "*") for t in doc[max(0, x.start - 3):q.start]):
        return False
    return all(t.lower_ in _PRODUCT_GLUE or t._.is_num or t._.is_unit or t.is_space for t in between)


_SIDES = {"existing": "e", "proposed": "p", "exist.": "e", "exist": "e", "ex.": "e", "prop.": "p", "prop": "p", "pr.": "p"}


def _second_side(doc: Doc, prev: Span, q: Span) -> bool:
    """"existing 6,850 sq ft; proposed 8,120 sq ft": two figures, each right after its own side word, the
    other side each, with only a separator between them."""
    def side_before(k: int) -> tuple[str | None, int]:
        # "prop." may come as "prop" and "." tokens: the abbreviation's stop belongs to it
        j = k - 1
        if j >= 1 and doc[j].text == "." and doc[j - 1].lower_ + "." in _SIDES:
            return _SIDES[doc[j - 1].lower_ + "."], j - 1
        return (_SIDES.get(doc[j].lower_), j) if j >= 0 else (None, j)

    if prev.start < 1 or q.start < 2:
        return False
    (a, _), (b, at) = side_before(prev.start), side_before(q.start)
    if a is None or b is None or a == b:
        return False
    # ("exist. 0.35 AC.  prop. 4.90 AC.": the first figure's unit and its stop end it, nothing else between)
    return all(t.text in (";", ",") or t.is_space for t in doc[prev.end:at]) and (prev.end < at or prev.text.endswith("."))


def _second_side_after(doc: Doc, prev: Span, q: Span) -> bool:
    """"0.90 acres existing (parking lot) and 2.10 acres proposed": two figures, each with its own side word right
    after it, the other side each, joined by "and" or a separator (the first may carry an aside)."""
    if prev.end >= len(doc) or q.end >= len(doc):
        return False
    a, b = _SIDES.get(doc[prev.end].lower_), _SIDES.get(doc[q.end].lower_)
    if a is None or b is None or a == b:
        return False
    between = doc[prev.end + 1:q.start].text
    return bool(re.fullmatch(r"\s*(?:\([^()]{0,40}\)\s*)?(?:,|;|and|,\s*and)\s*", between))


_BUILDING_NOUNS = {"house", "home", "building", "school", "garage", "store", "warehouse", "clinic", "addition",
                   "residence", "structure", "gymnasium", "church", "library", "office", "lot"}
# "the lowest opening of any new home": the project's own buildings, named after the label, are no distractor
_OWN_QUALIFIERS = {"of", "any", "all", "the", "new", "proposed", "each", "every", "these", "its", "our", ",", "-"}


def _drop_own_buildings(doc: Doc, specific: list[Span]) -> list[Span]:
    """Leave out a building noun said of an elevation label with only "of any new ..." between them."""
    out: list[Span] = []
    for span in specific:
        prev = out[-1] if out else None
        if prev is not None and prev.label_ in _ELEV_LABELS and span.label_ == "distractor" \
                and span.text.lower().rstrip("s") in _BUILDING_NOUNS - {"lot", "addition"} \
                and all(t.lower_ in _OWN_QUALIFIERS for t in doc[prev.end:span.start]) \
                and (any(t.lower_ in ("new", "proposed", "any", "all", "each", "every", "our", "its") for t in doc[prev.end:span.start])
                     # "the lowest opening of the homes next to the basin": the homes that face the project's pond
                     or re.match(r"\s*(?:next\s+to|beside|along|near|facing|around|closest\s+to|nearest)\s+(?:the\s+)?"
                                 r"(?:(?:proposed|new|infiltration|wet|stormwater|detention)\s+)?(?:pond|basin|bmp|"
                                 r"bio-?retention|rain\s+garden|infiltration)", doc.text[span.end_char:span.end_char + 50], re.IGNORECASE)):
            continue
        out.append(span)
    return out


def _numbered_own(between: str) -> set[str]:
    """"of the adjacent Building 4": one of the project's own numbered buildings, the one beside the water; its
    "adjacent" names no neighbour."""
    if re.search(r"\b(?:adjacent|adjoining|nearby|nearest)\s+(?i:building|bldg\.?|unit|townhome|home)\s+(?:\d{1,3}[A-Za-z]?|[A-Z])\b",
                 between) or re.search(r"\b(?:adjacent|next)\s+to\s+(?:the\s+|an?\s+)?(?:\w+\s+)?(?:pond|basin|wetland|bmp|rain\s+garden)s?\b",
                                       between, re.IGNORECASE):
        # (or "the lowest building opening adjacent to the pond", "of any house adjacent to Pond 1", "next to a pond":
        # the project's building beside its water)
        return {"adjacent", "adjoining", "nearby", "nearest", "next"}
    return set()


_NEIGHBOUR_BEFORE = {"neighbor", "neighbour", "neighbors", "neighbours", "neighboring", "neighbouring", "adjacent",
                     "adjoining", "abutting", "nearby", "downstream", "upstream", "offsite", "off-site"}
_NOT_OURS = {"neighbor", "neighbour", "neighbors", "neighbours", "neighboring", "neighbouring", "adjacent", "existing",
             "nearby", "downstream", "upstream", "offsite", "off", "former", "demolished", "removed", "other", "'s"}


def _named_building(doc: Doc, label: Span, building: Span, q: Span) -> bool:
    """"Lowest opening of the field house (east service door): 887.5": the building is named by a word or two
    before its noun, and the figure is still that building's lowest opening. Only a lowest opening, only after
    "of"/"for", and never a neighbour's or an existing building's."""
    if label.label_ != "lowest_opening_elev_ft" or building.text.lower() not in _BUILDING_NOUNS:
        return False
    if elevation_variant(label.text) != "opening":
        return False  # "Lowest floor elevation of the anchor store: 951.0": a floor is no opening, and no fallback here
    between = [t for t in doc[label.end:building.start]]
    while between and between[0].lower_ in ("opening", "openings"):
        between = between[1:]  # "lowest door opening of the new building": the label ends at "door"
    if not between or between[0].lower_ not in ("of", "for"):
        return False
    words = [t.lower_ for t in between[1:]]
    if any(w in _NOT_OURS or not (t.is_alpha or t.text == "-") for w, t in zip(words, between[1:])):
        return False
    depth, rest = 0, []
    for t in doc[building.end:q.start]:  # "(east service door): 887.5": only an aside and a link before the figure
        depth += t.text.count("(") - t.text.count(")")
        if depth == 0 and t.text not in (")", ":", "=", ",", "):", ")=") and t.lower_ not in ("is", "elevation", "elev", "elev."):
            rest.append(t.lower_)
    if rest or depth != 0:
        return False
    return len([w for w in words if w not in _LINK and w != "-"]) <= 2


_YEAR_LEAD = {"since", "in", "of", "after", "before", "from", "developed", "constructed", "built", "platted", "year", "(",
              "approved", "completed", "until", "through"}


_MONTH = lazy_compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s*$", re.IGNORECASE)


def _dated_or_named(doc: Doc, q: Span) -> bool:
    """A year read as a count ("February 4, 2027 to ... Homes"), or the homes of a company's name ("Bluff Creek Homes,
    Inc.", "Lakeview Homes LLC")."""
    num = q._.qty_num
    if num is not None and 1900 <= num.value <= 2099 and "," not in q[0].text \
            and (_MONTH.search(doc.text[max(0, q.start_char - 20):q.start_char]) or q.start == 0):
        return True
    noun = next((t for t in doc[q.end - 1:q.end + 5] if t._.is_unit and t._.unit == "units"), None)
    return noun is not None and noun.text[:1].isupper() and bool(
        re.match(r",?\s*(?:inc\b|llc\b|l\.l\.c\.|corp\b|corporation\b|company\b|co\.|ltd\b)", doc.text[noun.idx + len(noun.text):],
                 re.IGNORECASE))


def _a_year(doc: Doc, x: Span) -> bool:
    num = x._.qty_num
    return (x._.qty_unit is None and num is not None and num.decimals == 0 and 1950 <= num.value <= 2099
            and len(x) == 1 and x.start > 0 and doc[x.start - 1].lower_ in _YEAR_LEAD)


_WHERE_LABELS = {"site_area_ac", "site_generic", "disturbed_area_ac", "common_scheme_area_ac"}
_HEAD_LABELS = {"existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac", "impervious_generic",
                "disturbed_area_ac", "site_area_ac"}
_QUALIFIER = {"within", "in", "inside", "of", "for", "on", "the", "entire", "total", "overall", "proposed", "existing", "this"}


def _qualified_head(doc: Doc, before: list[Span]) -> Span | None:
    """"Existing impervious surface within the project limits: 4.12 ac": the place after a preposition
    qualifies the label before it; the number measures that label, not the place."""
    ordered = sorted(before, key=lambda l: l.end)
    if len(ordered) < 2 or ordered[-1].label_ not in _WHERE_LABELS:
        return None
    i = len(ordered) - 1
    # places may chain: "impervious area in the right-of-way within the project limits"
    while i > 0 and (ordered[i].label_ in _WHERE_LABELS or ordered[i].label_ == "distractor"):
        # a place's own name words ("on the 3rd Addition parcel", "in the Hamel Creek site") are no link words
        link = [t.lower_ for t in doc[ordered[i - 1].end:ordered[i].start]
                if not (t.text.isdigit() or t.lower_ in ("st", "nd", "rd", "th") or t.text[:1].isupper() and t.i > ordered[i - 1].end)]
        if not link and ordered[i - 1].label_ == "distractor" and ordered[i - 1].text.lower() in ("addition", "phase", "plat"):
            i -= 1  # "the 3rd Addition parcel": the addition names which parcel
            continue
        # "Impervious area on the site totals 0.45 acres": the site says where, the figure is the impervious area's
        if not (link and set(link) <= _QUALIFIER and link[0] in ("within", "in", "inside", "of", "for", "on")):
            return None
        i -= 1
        if ordered[i].label_ in _HEAD_LABELS and ordered[i].label_ != ordered[-1].label_:
            return ordered[i]
    return None


def _on_land(doc: Doc, q: Span, text: str) -> bool:
    """A development set on an area ("a 31-lot plat on 11.20 acres"): the area is the site's.

    Only a whole-land reading counts: nothing after the figure may make it a part ("of the
    parcel", "within the buffer") and the words just before "on" must name what is built.
    """
    on = q.start - 1
    if on >= 1 and doc[on].lower_ in ("divides", "splits", "subdivides", "replats", "will divide", "divide", "subdivide") \
            and q.end < len(doc) and doc[q.end].lower_ == "into" and not _earlier_phase(text, doc[on].idx, q.end_char):
        return True  # "The 3rd Addition divides 1.70 acres into 3 single-family lots": the land divided is the site
    if on >= 1 and doc[on].lower_ in ("a", "an") and any(t.text == "-" for t in q):
        on -= 1  # "a mixed use development on a 0.78-acre corner lot": the land named after its size
        if {t.lower_ for t in doc[q.end:q.end + 4]} & {"of", "portion", "part", "piece", "within", "inside"}:
            return False
    if on < 1 or doc[on].lower_ not in _ON_LAND:
        return False
    after = [t.lower_ for t in doc[q.end:q.end + 3]]
    if after[:2] == ["of", "land"] and (len(after) < 3 or after[2] not in ("within", "in", "inside", "owned", "of", "that",
                                                                           "which", "belonging", "held", "to")):
        after = after[2:]  # "nine lots on 6.10 acres of land lying north of Ridgemount Avenue": the land is the site
    if after and after[0] in ("of", "within", "in", "inside", "per", "each", "and", "or", "to"):
        return False
    lead = text[:doc[on].idx]
    if re.search(r"\b(?:each|per|every|average|smallest|largest|remaining|existing)\b", lead[-50:], re.IGNORECASE):
        return False
    if _earlier_phase(text, doc[on].idx, q.end_char):
        return False
    return bool(_DEVELOPMENT_NOUN.search(lead[-60:]))


_EARLIER_PHASE = lazy_compile(r"\b(?:1st|first|previous|prior|earlier|original)\s+(?:addition|phase|stage)\b", re.IGNORECASE)
_BUILT_BEFORE = lazy_compile(r"(?<!\bbe\s)\b(?:platted|built(?:\s+out)?|constructed|completed|developed|permitted|approved)\s+"
                           r"(?:by\s+the\s+\w+\s+)?(?:in\s+)?(?:19|20)\d\d\b"
                           # "... was graded for four homes in 2023": the homes of work already done
                           r"|\b(?:was|were)\s+(?:graded|built|platted|developed)\s+for\b[^.;]{0,40}?\bin\s+(?:19|20)\d\d\b",
                           re.IGNORECASE)


def _earlier_phase(text: str, start: int, end: int) -> bool:
    """"Deer Run Ridge (1st Addition, 13 lots on 7.48 acres, platted 2021)": the land of a phase already
    built is not the site applied for. Only the clause around the figure is read (up to a bracket or a stop)."""
    before = re.split(r"[.;()]", text[max(0, start - 80):start])[-1]
    after = re.split(r"[.;()]", text[end:end + 80])[0]
    if _EARLIER_PHASE.search(before) or _BUILT_BEFORE.search(after) or _BUILT_BEFORE.search(before + text[start:end] + after):
        return True
    # "Phase 1 (Wildflower Ridge, 12.4 acres, 19 lots) was permitted by the District in 2021": a figure in the
    # bracket after a phase's name, the phase then said to be done
    opened = text.rfind("(", 0, start)
    closed = text.find(")", end)
    if opened >= 0 and closed >= 0 and text.rfind(")", 0, start) < opened:
        # ("Pheasant Hollow (1st Addition, 13.80 acres, 20 lots) was platted and built in 2021-2022": the phase named
        # inside the bracket)
        head = re.split(r"[.;]", text[max(0, opened - 40):opened])[-1] + " " + text[opened:start]
        tail = re.split(r"[.;]", text[closed + 1:closed + 80])[0]
        return bool(re.search(r"\b(?:phase|stage|addition)\s+(?:1|i|one)\b|\b(?:1st|first)\s+(?:phase|addition|stage)\b", head, re.I)
                    and _BUILT_BEFORE.search(tail))
    return False


def _named_again(doc: Doc, q: Span, labels: list[Span]) -> Span | None:
    """"The new trail surface is 1.15 acres, which is also the net increase in impervious surface": the figure
    named again, right after it, by a relative clause that says it is the same thing; only a specific label."""
    k = q.end
    if k < len(doc) and doc[k].text == ",":
        k += 1
    if k + 1 >= len(doc) or doc[k].lower_ not in ("which", "that") or doc[k + 1].lower_ not in ("is", "equals", "represents"):
        return None
    k += 2
    while k < len(doc) and doc[k].lower_ in ("also", "likewise", "again", "the", "entire", "whole", "project's"):
        k += 1
    lab = next((l for l in labels if l.start == k), None)
    if lab is None or lab.label_ in GENERIC or lab.label_ not in AREA_FACTS:
        return None
    return lab


def _disturbed_after(doc: Doc, j: int, labels: list[Span]) -> Span | None:
    """"... of the site will be disturbed": the disturbed label right after the part's words and a helper verb."""
    k = j
    while k < len(doc) and doc[k].lower_ in _AUX and k - j < 3:
        k += 1
    if k == j:
        return None
    lab = next((l for l in labels if l.start == k), None)
    return lab if lab is not None and lab.label_ == "disturbed_area_ac" else None


_ROW_AFTER = lazy_compile(r"^(?:within|inside|in|along)\s+(?:the\s+)?(?:existing\s+|public\s+|city\s+|county\s+|street\s+|road\s+)?"
                        r"(?:right[\s-]*of[\s-]*way|r\.?o\.?w\.?|r/w)\b", re.IGNORECASE)


def _disturbance_in_row(doc: Doc, q: Span, j: int, labels: list[Span]) -> bool:
    """"Land disturbance: approximately 4.2 acres within the right-of-way": where a road project's
    disturbance lies, not a thing the figure measures. Only a disturbance label before the figure counts:
    an impervious area "within the right-of-way" may be a part of the site's."""
    if not _ROW_AFTER.match(doc[j:].text):
        return False
    others = [x for x in doc.spans["qty"] if x.end <= q.start]
    return any(l.label_ == "disturbed_area_ac" and l.end <= q.start and q.start - l.end <= 6
               and not any(l.end <= x.start for x in others) for l in labels)


# land that is no hard surface, named after "N acres of": what that figure measures
_OTHER_LAND = lazy_compile(r"(?:(?:existing|preserved|undisturbed|native|mature|wooded|steep|open|natural|restored)\s+)*(?:woods?|woodlands?|"
                         r"wooded\s+\w+|forest|trees?|prairie|wetlands?|turf|lawn|grass|open\s+space|park\s*land|parkland|slopes?|"
                         r"buffer|floodplain|meadow|cropland|farmland|pasture|vegetation)\b", re.IGNORECASE)


_TREATED_PART = lazy_compile(r"\s*(?:of\s+)?(?:(?:net\s+)?new\s+)?impervious(?:\s+(?:surfaces?|areas?|cover))?\s+(?:requiring|needing|"
                           r"that\s+(?:requires?|needs?)|to\s+be\s+treated|treated\s+(?:by|in)|draining\s+to|routed\s+to|tributary\s+to)\b",
                           re.IGNORECASE)


def _names_a_thing(doc: Doc, j: int, labels: list[Span]) -> bool:
    """A quantity used as an adjective: the noun phrase right after it ends in a distractor."""
    if doc[j].lower_ in ("vs", "vs.", "versus", "against", "compared"):
        return False  # "its lowest opening is 951.0 vs Pond 1 HWL 948.1": a comparison begins, no noun of the figure
    slashes = sum(1 for t in doc[j:j + 4] if t.text == "/")
    for k in range(j, min(j + 3 + min(slashes, 1), len(doc))):
        if doc[k].text == "/":
            continue  # "retail/restaurant building": one noun phrase, the slash no word of it
        if doc[k].is_punct or doc[k]._.is_num:
            return False
        lab = next((l for l in labels if l.start <= k < l.end), None)
        if lab is not None:
            return lab.label_ == "distractor"
    return False


_PLAIN_SIZE = lazy_compile(
    r"^\s*(?:the\s+)?(?:(?:project|subject|entire|overall|total|development|proposed)\s+){0,2}(?:site|property|parcel|project|plat)\s+"
    r"(?:is|totals|measures|covers|comprises|encompasses|contains|consists of|includes)\s+"
    r"(?:a\s+total\s+of\s+)?(?:approximately|approx\.?|about|roughly|nearly|±|\+/-|~)?\s*[\d.,]+\s*"
    r"(?:acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet|hectares?|ha)"
    r"(?:\s*\([^)]*\))?(?:\s+in\s+(?:size|area))?"
    # "The plat is 24.0 acres of a 61-acre parent farm (PID ...)": the whole it was cut from, named after it
    r"(?:\s+of\s+(?:a|an|the)\s+[\d.,]+[- ]acres?\s+(?:parent\s+)?(?:farm|parcel|tract|property|holding)(?:\s*\([^)]*\))?)?"
    r"\s*\.?\s*$", re.IGNORECASE)


def _plain_size(text: str) -> bool:
    """"The project site is 4.40 ac." - a whole sentence that states the site's size and nothing else."""
    return bool(_PLAIN_SIZE.match(text))


_ID_WORDS = {"pid", "pids", "p.i.d.", "parcel", "parcels", "tax", "pin", "pins"}
_OWNER_KINDS = {"school", "church", "library", "hospital", "clinic", "campus"}


def _owner_kind_site(doc: Doc, specific: list[Span], before: list[Span]) -> Span | None:
    """"The school property is 14.80 acres": the kind of owner named before the site word qualifies the site,
    it is no thing measured of its own. Only "the"/"our"/"its" may open the phrase (never "adjacent school")."""
    if not specific or specific[-1].label_ != "distractor" or specific[-1].text.lower() not in _OWNER_KINDS:
        return None
    owner = specific[-1]
    site = next((l for l in before if l.label_ == "site_generic" and l.start == owner.end), None)
    if site is None or owner.start < 1 or doc[owner.start - 1].lower_ not in ("the", "our", "its", "this"):
        return None
    return site


_ASIDE_OPENERS = {"with", "including", "assuming", "based", "excluding", "plus", "using", "at"}
_COPULA_TO_FIGURE = {"is", "are", "will", "be", "totals", "total", "measures", "comes", "to", "approximately", "about",
                     "roughly", "estimated", "at"}


def _comma_asides(doc: Doc, q: Span) -> list[tuple[int, int]]:
    """The ", with ... ," aside between a subject and the verb that gives ``q`` (token range), if any."""
    commas = [t.i for t in doc[:q.start] if t.text == ","]
    if len(commas) < 2:
        return []
    close = commas[-1]
    if not all(t.lower_ in _COPULA_TO_FIGURE for t in doc[close + 1:q.start]) or close + 1 == q.start:
        return []
    open_ = commas[-2]
    # "Proposed impervious surface, including the public street, driveways and an assumed 4,000 sf of roof per lot,
    # totals 2.48 acres": an aside's own list has commas of its own; it opens at the comma its opener follows
    opened = [c for c in commas[:-1] if doc[c + 1].lower_ in _ASIDE_OPENERS and close - c <= 20]
    if doc[open_ + 1].lower_ not in _ASIDE_OPENERS and opened:
        open_ = opened[-1]
    # (or an appositive: "The project area, the full right-of-way from Lake Street to Wayzata Boulevard (2,140 feet),
    # is 3.4 acres": the figure after the verb is the subject's, the aside's figure its own)
    appositive = doc[open_ + 1].lower_ in ("the", "a", "an") and open_ >= 1 and doc[open_ - 1].is_alpha
    if doc[open_ + 1].lower_ not in _ASIDE_OPENERS and not appositive or close - open_ > (20 if appositive else 16):
        return []
    inside = doc[open_ + 1:close]
    # only an aside that gives a figure of its own ("with an assumed 3,200 sf per lot"); one that joins other
    # land to the subject ("with the adjacent parcel") changes what the figure measures
    if not any(t._.is_num for t in inside) or re.search(r"\b(?:adjacent|adjoining|abutting|parcels?|phases?|additions?|"
                                                         r"neighbou?r\w*|other|together|combined|plus|offsite|off-site)\b",
                                                         inside.text, re.IGNORECASE):
        return []
    return [(open_, close + 1)]


def _part_aside(doc: Doc, q: Span) -> list[tuple[int, int]]:
    """"The area to be graded, including the foundation excavation and the driveway, is 0.31 acres": the things an
    ", including ...," aside names are parts of the subject, none of them what the figure measures."""
    commas = [t.i for t in doc[:q.start] if t.text == ","]
    if len(commas) < 2 or not all(t.lower_ in _COPULA_TO_FIGURE or t.lower_ in ("elevation", "elev", "elev.", "el", "el.")
                                  for t in doc[commas[-1] + 1:q.start]):
        return []
    open_ = commas[-2]
    if doc[open_ + 1].lower_ not in ("including", "includes", "incl", "incl.", "with", "plus", "the", "a", "an") \
            or commas[-1] - open_ > 12:
        return []  # (or an appositive: "The lowest opening of the building, the parking garage entrance, is at 936.5")
    return [(open_, commas[-1] + 1)]


def _asides(doc: Doc, q: Span) -> list[tuple[int, int]]:
    """Token ranges of the parentheses closed before ``q`` (not those that hold ``q`` itself)."""
    out: list[tuple[int, int]] = []
    stack: list[int] = []
    for t in doc[: q.start]:
        if t.text == "(":
            stack.append(t.i)
        elif t.text.startswith(")") and stack:  # ")" or "):" as the tokenizer leaves it
            out.append((stack.pop(), t.i + 1))
    return out


_SIDE_FACT = {"existing": "existing_impervious_ac", "proposed": "proposed_impervious_ac",
              "net+": "net_impervious_increase_ac", "net-": "net_impervious_increase_ac"}
_CUE_BEFORE = lazy_compile(r"(?:^| )(?P<cue>" + "|".join(f"(?P<{k.replace('+', 'p').replace('-', 'm')}>{v})"
                                                     for k, v in SIDE_CUES.items()) + r")$")
_CUE_AFTER = lazy_compile(r"^(?P<cue>" + "|".join(f"(?P<{k}>{v})" for k, v in SIDE_CUES_AFTER.items()) + r")(?: |$)")
_GROUP_SIDE = {"existing": "existing", "proposed": "proposed", "netp": "net+", "netm": "net-"}
_AFTER_SKIP = {"(", "in", "under", "the"}
_LABEL_AFTER = {"imp", "imp.", "impervious", "impv", "impv."}
_CLAUSE_END = {",", ";", ".", ":", "and", "but", "while", "whereas", "or", "which", "with", "where"}
_ARROWS = {"→", "->", "⇒", "=>"}


class _Side:
    """The side a figure's own words give it, and the tokens those words take (so no other figure reuses them)."""

    def __init__(self, side: str, tokens: range) -> None:
        self.side, self.tokens = side, tokens

    @property
    def fact(self) -> str:
        return _SIDE_FACT[self.side]

    @property
    def sign(self) -> int:
        return -1 if self.side == "net-" else 1


def _group_side(m: re.Match[str]) -> str:
    return next(_GROUP_SIDE[k] for k, v in m.groupdict().items() if v is not None and k in _GROUP_SIDE)


def _joined(toks: list[str]) -> tuple[str, list[int]]:
    """Tokens joined by single spaces, with each token's start offset."""
    toks = [t.replace(" ", "_") for t in toks]  # "square feet" is one token: no cue starts inside it
    starts, pos = [], 0
    for t in toks:
        starts.append(pos)
        pos += len(t) + 1
    return " ".join(toks), starts


def _twin_end(doc: Doc, q: Span, qi: int, qtys: list[Span], twins: dict[int, int]) -> int:
    """Where the figure's words end: past its twin in another unit and the twin's parentheses."""
    end = q.end
    t = twins.get(qi)
    if t is not None and t > qi:
        end = qtys[t].end
        if end < len(doc) and doc[end].text == ")":
            end += 1
    return end


def _cue_after(doc: Doc, q: Span, qi: int, qtys: list[Span], twins: dict[int, int]) -> _Side | None:
    """"1.48 acres today", "1.20 acres after construction", "0.91 ac (pre-project)": a cue right after the figure."""
    j = _twin_end(doc, q, qi, qtys, twins)
    if j < len(doc) and doc[j].text in _ARROWS and any(x.start == j + 1 for x in qtys):
        return _Side("existing", range(j, j + 1))  # "0.91 ac → 1.20 ac": the figure the arrow leaves is the one before
    while j < len(doc) and (doc[j].lower_ in _AFTER_SKIP or doc[j].lower_ in _LABEL_AFTER
                            or doc[j].text == "." and j > 0 and doc[j - 1].lower_ in _LABEL_AFTER):
        j += 1  # "0.35 ac. imp. today", "3.05 ac impervious proposed": the figure's own label, then its side
    starts = {x.start for x in qtys}
    toks: list[str] = []
    for t in doc[j: j + 6]:
        if t.i in starts or t.lower_ in _CLAUSE_END:
            break
        toks.append(t.lower_)
    text, offs = _joined(toks)
    m = _CUE_AFTER.match(text)
    if m is None:
        return None
    n = sum(1 for o in offs if o < m.end("cue"))
    return _Side(_group_side(m), range(j, j + n))


def _cue_before(doc: Doc, q: Span, start: int) -> _Side | None:
    """"and will be 1.55 acres", "an increase of 0.83 acres", "post-construction 1.20 acres": the cue nearest
    before the figure, no further back than ``start`` (the previous figure and its own cue), the clause's
    semicolon or a ", and"/", but" that opens another clause. Asides closed before the figure are not read."""
    if q.start > 1 and doc[q.start - 1].text in _ARROWS and any(t._.is_unit or t._.is_num for t in doc[q.start - 2:q.start - 1]):
        return _Side("proposed", range(q.start - 1, q.start))  # "0.91 ac → 1.20 ac"
    lo = start
    for t in doc[start:q.start]:
        if t.text == ";" or t.lower_ in ("while", "whereas", "although") or \
                t.text == "," and t.i + 1 < q.start and doc[t.i + 1].lower_ in ("and", "but", "while", "whereas"):
            lo = t.i + 1
    toks, depth = [], 0
    for t in reversed(doc[lo:q.start]):  # asides closed before the figure become a wall no cue crosses
        depth += t.text.count(")") - t.text.count("(")
        toks.append("\u00a7" if depth > 0 or t.text in (")", "(") else t.lower_)
    toks.reverse()
    for n in range(len(toks), 0, -1):
        head, offs = _joined(toks[:n])
        m = _CUE_BEFORE.search(head)
        if m is not None:
            return _Side(_group_side(m), range(lo + offs.index(m.start("cue")), lo + n))
    return None


def _figure_side(doc: Doc, q: Span, qi: int, qtys: list[Span], twins: dict[int, int]) -> _Side | None:
    """The side a figure's own words give it: a cue right after it, else the nearest cue before it since the
    previous figure. Two cues that disagree ("existing 0.91 acres after construction") leave it undecided.

    Outside authors write both sides of one thing in one sentence with time words instead of
    "existing"/"proposed"; the whole window around the label then holds both and says nothing.
    """
    start = 0
    prev = next((k for k in range(qi - 1, -1, -1) if k != twins.get(qi)), None)
    if prev is not None:
        start = _twin_end(doc, qtys[prev], prev, qtys, twins)
        after_prev = _cue_after(doc, qtys[prev], prev, qtys, twins)
        if after_prev is not None:
            start = max(start, after_prev.tokens.stop)
    start = min(start, q.start)
    after, before = _cue_after(doc, q, qi, qtys, twins), _cue_before(doc, q, start)
    if after is not None and before is not None:
        if after.fact != before.fact:
            return None
        return _Side(after.side, range(before.tokens.start, after.tokens.stop))
    return after or before


_GLUE = {",", ";", ":", "=", "and", "(", ")", "-", "–", "—", "but", "while", "whereas", "then", "it", "is", "was", "vs", "vs.",
         "versus", "compared", "with", "/", "then", "so"}


def _shared_impervious(doc: Doc, q: Span, qi: int, qtys: list[Span], twins: dict[int, int],
                       labels_of: dict[int, Span]) -> Span | None:
    """The generic impervious label of the figure before, when only glue and the two figures' own side cues
    stand between them ("0.91 acres now, 1.20 acres when complete"). Anything else between (a noun, a verb
    of another thing: "and 7.6 acres drain onto the site") leaves the figure without a label."""
    prev = next((k for k in range(qi - 1, -1, -1) if k != twins.get(qi)), None)
    if prev is not None and prev not in labels_of and twins.get(prev) in labels_of:
        prev_label = labels_of[twins[prev]]  # "4,790 square feet (0.11 acres) today and will be ...": the pair's label
    else:
        prev_label = labels_of.get(prev) if prev is not None else None
    if prev is None or prev_label is None or prev_label.label_ != "impervious_generic":
        return None
    if qtys[prev]._.qty_unit not in AREA_UNITS:
        return None
    mine = _figure_side(doc, q, qi, qtys, twins)
    if mine is None:
        return None
    taken: set[int] = set(mine.tokens)
    theirs = _cue_after(doc, qtys[prev], prev, qtys, twins)
    if theirs is not None:
        taken |= set(theirs.tokens)
    start = _twin_end(doc, qtys[prev], prev, qtys, twins)
    # "as it stands is 0.40 acres; after redevelopment it will be 0.52 acres": other cues of the same side may stand
    # between too, never a word of anything else
    # "0.05 ac existing (bituminous drive), 1.02 ac proposed": a bracket of words only describes the figure before it
    aside: set[int] = set()
    depth, inside = 0, []
    for t in doc[start:q.start]:
        if t.text == "(":
            depth, inside = depth + 1, []
        elif t.text == ")" and depth:
            depth -= 1
            if not any(x.like_num or x._.is_num for x in inside):
                aside |= {x.i for x in inside}
        elif depth:
            inside.append(t)
    rest = [t.lower_ for t in doc[start:q.start] if t.i not in taken and t.i not in aside and t.lower_ not in _GLUE]
    other = {"existing": "proposed", "proposed": "existing"}.get(mine.side)
    if not rest or _SAME_SIDE[mine.side].fullmatch(" ".join(rest)) \
            or other is not None and _SAME_SIDE[other].fullmatch(" ".join(rest)):
        # ("4,790 sf (0.11 acres) today and will be ...": the other figure's own cue, set after its bracket)
        return prev_label
    theirs_side = _figure_side(doc, qtys[prev], prev, qtys, twins)
    if theirs_side is not None and {theirs_side.side, mine.side} == {"existing", "proposed"} and _kinds_list(rest):
        # "Impervious surfaces: existing farmhouse and drive 0.18 ac; proposed streets, driveways and roofs 2.94 ac":
        # the other side's item lists the kinds of hard surface it adds up, not a thing of its own
        return prev_label
    return None


_KINDS = {"street", "streets", "road", "roads", "roadway", "roadways", "driveway", "driveways", "drive", "drives", "roof",
          "roofs", "rooftop", "rooftops", "parking", "sidewalk", "sidewalks", "walk", "walks", "walkway", "walkways", "patio",
          "patios", "pavement", "paving", "house", "houses", "home", "homes", "building", "buildings", "farmhouse",
          "garage", "garages", "shed", "sheds", "deck", "decks", "curb", "curbs", "trail", "trails", "alley", "alleys"}


def _kinds_list(words: list[str]) -> bool:
    """Two or more kinds of hard surface and nothing else ("streets, driveways and roofs", "parking lot and walks")."""
    kinds = [w for i, w in enumerate(words) if w in _KINDS or w == "lot" and i > 0 and words[i - 1] == "parking"]
    return len(kinds) == len(words) and len(set(kinds)) >= 2


_SAME_SIDE = {k: lazy_compile(rf"(?:{v})(?: (?:{v}))*") for k, v in SIDE_CUES.items()}


def _impervious_kind(doc: Doc, q: Span, label: Span, bound: _Side | None = None) -> str | None:
    """Existing, proposed or net, from the figure's own side cue, else from the words of the clause around
    a generic 'impervious'."""
    prev = doc[q.start - 1].text.lower() if q.start > 0 else ""
    if _GONE.match(doc[q.end: q.end + 6].text):
        return None  # "impervious area of 1.0 acre will be removed": a part taken away, neither side's total
    lo = max(0, min(label.start, q.start) - 8)
    depth, k = 0, min(label.start, q.start)
    for t in reversed(doc[lo:k]):  # "The existing farmstead (house, barn, gravel drive) totals": an aside is no words
        depth += t.text.count(")") - t.text.count("(")
        if depth > 0 or t.text in (")", "(") or t.text.endswith(")"):
            lo = max(0, lo - 1)
    # "Today 13,240 ft² of it is roof; after the work, hard surface will total 12,105 ft²": the clause
    # before a semicolon speaks of another time, so its words do not say which side this figure is
    cut = [t.i for t in doc[lo:min(label.start, q.start)] if t.text == ";"]
    if cut:
        lo = cut[-1] + 1
    hi = max(label.end, q.end)
    # "1.48 acres and will be 1.55 acres", "1.2 acres increasing to 1.5 acres": the words after a clause's end,
    # or leading to the next figure, are the next figure's
    if not any(t._.is_num for t in doc[q.end: q.end + 4]):
        for t in doc[hi: hi + 2]:
            if t.lower_ in _CLAUSE_END:
                break
            hi = t.i + 1
    window = doc[lo: hi].text
    clause_has_from = "from" in [t.lower_ for t in doc[max(0, q.start - 12): q.start]]
    if prev == "from":
        return "existing_impervious_ac"
    if prev == "to" and clause_has_from:
        return "proposed_impervious_ac"
    if bound is not None:
        return bound.fact
    # "0.90 acres of impervious surface today": the time said right after the label the figure measures
    # (or before it: "Farmstead impervious today (house, barn, ...): 0.31 acres")
    after_label = doc[label.end: label.end + 3].text.lower() if label.start >= q.end or label.end < q.start else ""
    if re.match(r"\s*(?:today|currently|at\s+present|presently|now)\b", after_label):
        return "existing_impervious_ac"
    # "Hard cover: existing 0.30 ac, proposed 0.55 ac": the side written right before the figure
    lead = [t.lower_ for t in doc[max(0, q.start - 3): q.start] if t.lower_ not in (":", "=", "-", "approximately", "approx.", "about", "is", "of", ".")]
    if lead and (lead[-1] in EXISTING_WORDS or lead[-1] + "." in EXISTING_WORDS):
        return "existing_impervious_ac"
    if lead and (lead[-1] in PROPOSED_WORDS or lead[-1] + "." in PROPOSED_WORDS or lead[-1] in ("prop", "pr")) and lead[-1] != "will":
        return "proposed_impervious_ac"
    net = _words_in(window, NET_WORDS + _DECREASE_WORDS + ("add", "adds", "adding", "create", "creates", "creating", "increases",
                                         "increased", "increasing", "created"))
    ex = _words_in(window, EXISTING_WORDS)
    pr = _words_in(window, PROPOSED_WORDS)
    if net:
        return "net_impervious_increase_ac"
    if ex and not pr:
        return "existing_impervious_ac"
    if pr and not ex:
        return "proposed_impervious_ac"
    # "Today the land has one older house, a pole barn and a gravel driveway, about 0.31 acres of hard surface":
    # the time the sentence opens with, where nothing else in it names a side
    if _LEAD_EXISTING.match(doc.text) and not _LEAD_PROPOSED.search(doc.text):
        return "existing_impervious_ac"
    if _LEAD_PROPOSED.match(doc.text) and not _LEAD_EXISTING.search(doc.text):
        return "proposed_impervious_ac"
    return None


_LEAD_EXISTING = lazy_compile(r"^\W*(?:today|currently|at\s+present|presently|right\s+now|as\s+it\s+stands)\b", re.IGNORECASE)
_LEAD_PROPOSED = lazy_compile(r"^\W*(?:when\s+(?:finished|complete|completed|built|done)|once\s+(?:built|complete|completed|finished)|"
                            r"after\s+(?:construction|completion|the\s+(?:project|work|redevelopment))|upon\s+completion|"
                            r"at\s+build-?\s?out)\b", re.IGNORECASE)


# "3.38 units per acre rather than the 1.5 to 2 units per acre typical of this part of Chanhassen": a density
# the project is compared with (a neighbourhood's, a plan's, a zone's) is not the project's
_COMPARED_BEFORE = lazy_compile(r"\b(?:rather\s+than|compared\s+(?:to|with)|versus|vs\.?|instead\s+of|than)\s+(?:the\s+|a\s+)?"
                              r"(?:[\w.,-]+\s+){0,3}$", re.IGNORECASE)
_COMPARED_AFTER = lazy_compile(r"^\s*(?:units?\s+per\s+acre|du/ac|units?/ac(?:re)?|dwelling\s+units?\s+per\s+acre)?\s*"
                             r"(?:typical|typically|common|usual|found|allowed|permitted|guided|zoned|elsewhere|in\s+the\s+"
                             r"(?:surrounding|adjacent|neighbo))", re.IGNORECASE)


# a density guided or allowed for the land ("the comprehensive plan guides this area ... (12-30 units/acre)"), or the top
# of a range, is the planners' band, not the project's density
_GUIDED = lazy_compile(r"\b(?:guides?|guided|guiding|comprehensive\s+plan|comp\s+plan|zoning|zoned|allows?|allowed|permits?|permitted)\b",
                     re.IGNORECASE)


def _compared_density(text: str, start: int, end: int) -> bool:
    """Whether the density figure is one the project is compared with, not its own."""
    if re.search(r"\d\s*(?:-|–|to)\s*$", text[max(0, start - 6):start]) and _GUIDED.search(text[:start]):
        return True
    return bool(_COMPARED_BEFORE.search(text[max(0, start - 40):start]) or _COMPARED_AFTER.match(text[end:end + 60]))


_DECREASE_WORDS = ("decrease", "decreases", "decreased", "decreasing", "reduction", "reduce", "reduces", "reduced",
                   "reducing", "net loss", "net reduction", "falls", "fell", "falling", "drops", "dropped", "dropping",
                   "declines", "declined", "declining", "shrinks", "shrank")
_INCREASE_WORDS = ("increase", "increases", "increased", "increasing", "add", "adds", "added", "adding", "additional",
                   "new", "gain", "create", "creates", "created", "creating")


# a minus written on the figure ("-0.12", "− 0.12" after a colon), not a dash between a label and its value
_MINUS_BEFORE = lazy_compile(r"(?:^|[\s(])[-−]$|[:=]\s*[-−]\s$")


# the land as it was, not as it is: "on what was then a 3.05-acre parcel; 0.14 acres were taken for right-of-way",
# "the parcel was originally 3.05 acres", "the formerly 3.05-acre lot" (the marker stands right before the figure)
_PAST_SIZE = lazy_compile(r"(?:\b(?:was|were)\s+(?:then|once|originally|formerly|at\s+(?:that|the)\s+time)|\b(?:originally|formerly))"
                        r"\s+(?:(?:a|an|the|about|approximately|roughly|some)\s+)?$", re.IGNORECASE)


# a lot of a split that stays as it is: "a 6.2 acre parcel that keeps the existing house", "a 3 acre lot which will
# remain with the farmstead", "the 1.5-acre outlot retained by the seller"
_KEEPS_EXISTING = lazy_compile(r"\s*(?:of\s+land\s+)?(?:parcel|lot|outlot|tract|remnant)\s*,?\s+(?:that|which)\s+(?:will\s+)?"
                             r"(?:keeps?|retains?)\s+(?:the\s+|an?\s+)?existing\s+(?:[\w-]+\s+){0,2}?(?:house|home|residence|"
                             r"residential\s+property|farmstead|property|dwelling|use)\b"
                             r"|\s*(?:parcel|lot|outlot|tract|remnant)\s*,?\s+(?:that|which)\s+(?:will\s+)?(?:remains?|stays?)\s+"
                             r"with\s+the\s+(?:seller|owner|existing)\b"
                             r"|\s*(?:parcel|lot|outlot|tract|remnant)\s+(?:retained|kept)\s+by\s+the\s+(?:seller|owner|current)\b",
                             re.IGNORECASE)
# impervious surface another work creates: "... of new impervious surface (area) being created by improvements to Elm Avenue",
# "... to be added by the county's reconstruction of CSAH 12", "... built by others"
_MADE_BY_OTHER_WORK = lazy_compile(
    r"\s*(?:of\s+)?(?:(?:net\s+)?new\s+|additional\s+|future\s+)?(?:impervious|hard)(?:\s+(?:surfaces?|areas?|cover|coverage))*\s+"
    r"(?:(?:being|to\s+be|that\s+(?:will\s+be|is|are)|which\s+(?:will\s+be|is|are)|)\s*(?:created|constructed|added|built|generated)"
    r"\s+by\s+(?:others\b|(?:the\s+)?(?:future\s+|planned\s+|separate\s+|county(?:'s)?\s+|city(?:'s)?\s+|state(?:'s)?\s+)*"
    r"(?:road(?:way)?\s+|street\s+|highway\s+)?(?:improvements?|reconstruction|widening|expansion)\s+(?:to|of|on|along)\b))",
    re.IGNORECASE)
_PART_ADDS = lazy_compile(r"\b(?:alone|by\s+itself|on\s+its\s+own)\s+(?:adds?|creates?|contributes?|accounts\s+for)\s+"
                        r"(?:about\s+|approximately\s+)?$"
                        # "it is excluded from the net increase, leaving 1.12 acres": what is left after a part is taken out
                        r"|\b(?:exclud\w*|subtract\w*|deduct\w*|left\s+out)\b[^.;]{0,80}\b(?:leaving|leaves|remaining)\s+"
                        r"(?:about\s+|approximately\s+)?$", re.IGNORECASE)


def _minus_sign(text: str, start: int) -> bool:
    """Whether the figure starting at ``start`` carries a minus sign."""
    return bool(_MINUS_BEFORE.search(text[max(0, start - 4):start]))


def _net_sign(doc: Doc, q: Span, label: Span | None) -> int | None:
    """+1 for an increase, -1 for a decrease ("a net decrease of 0.04 acres"), None when the words say both.

    The contract's net increase is proposed minus existing, so a decrease is negative; read as
    it is written, without its sign, it would be a false increase.
    """
    start = min(label.start, q.start) if label is not None else q.start
    end = max(label.end, q.end) if label is not None else q.end
    window = doc[max(0, start - 4): min(len(doc), end + 2)].text
    down = _words_in(window, _DECREASE_WORDS)
    if not down:
        return 1
    return None if _words_in(window, _INCREASE_WORDS) else -1


_SIDE_EX = r"(?:existing|exist\.?|ex\.?|pre(?:[- ]?(?:development|developed|construction|project))?|before|current)"
_SIDE_PR = r"(?:proposed|prop\.?|post(?:[- ]?(?:development|developed|construction|project))?|pr\.?|after|future)"
_SLASH_SIDES = lazy_compile(rf"(?<![\w-])(?:(?P<ex>{_SIDE_EX})\s*/\s*{_SIDE_PR}|(?P<pr>{_SIDE_PR})\s*/\s*{_SIDE_EX})(?![\w-])",
                          re.IGNORECASE)
_SLASH_VALUES = lazy_compile(
    r"(?<![\d.,/])(?P<a>\d[\d,]*(?:\.\d+)?)\s*(?:ac(?:res?)?\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)?\s*/\s*"
    r"(?P<b>\d[\d,]*(?:\.\d+)?)(?![\d/])", re.IGNORECASE)


def _slash_pairs(text: str) -> dict[tuple[int, int], str]:
    """Character spans of the figures of an "existing / proposed: 0.31 / 4.86" pair -> the fact of each.

    The sides are named once, in the order the figures follow; without that order written out a
    slash is a twin in another unit ("0.50 ac / 21,780 sf") and is left to the twin reading.
    """
    out: dict[tuple[int, int], str] = {}
    for sides in _SLASH_SIDES.finditer(text):
        vals = _SLASH_VALUES.search(text, sides.end())
        if vals is None or _SLASH_SIDES.search(text, sides.end(), vals.start()):
            continue
        first, second = (("existing_impervious_ac", "proposed_impervious_ac") if sides.group("ex")
                         else ("proposed_impervious_ac", "existing_impervious_ac"))
        out[(vals.start("a"), vals.end("a"))] = first
        out[(vals.start("b"), vals.end("b"))] = second
    return out


def _in_pair(paired: dict[tuple[int, int], str], char: int) -> str | None:
    return next((v for (a, b), v in paired.items() if a <= char < b), None)


def _near_requirement(doc: Doc, q: Span) -> bool:
    """A requirement word just before the figure (not past another figure) or right after it."""
    others = [t.i for t in doc if t._.is_num and not (q.start <= t.i < q.end)]
    for t in doc[max(0, q.start - 5): q.start]:
        if t.lower_ not in _REQUIRE:
            continue
        # "60% (required), 64% (provided)": the word belongs to the figure nearer to it
        if not any(abs(t.i - o) <= q.start - t.i for o in others):
            return True
    return bool({t.lower_ for t in doc[q.end: q.end + 2]} & _REQUIRE)


def _required_elevation(doc: Doc, label: Span, q: Span) -> bool:
    """"The minimum required lowest opening is 914.0": a regulatory figure, not the design's."""
    words = {t.lower_ for t in doc[max(0, label.start - 3): label.start]}
    depth = 0
    for t in doc[label.end:q.start]:
        depth += t.text.count("(") - t.text.count(")")
        # "of every lot (minimum lowest opening elevation on the grading plan) is 947.0": the aside names the
        # plan's lowest lot; inside an aside only a word of obligation makes the figure a requirement
        if depth <= 0 or t.lower_ in _OBLIGED:
            words.add(t.lower_)
    # "Their minimum low opening elevation is 988.1": the least of the homes' own openings, a design figure; without
    # "their", "minimum" is what the openings must meet ("The minimum lowest opening of every lot is 947.0")
    before = {t.lower_ for t in doc[max(0, label.start - 3):label.start]}
    if before & {"minimum", "min"} and "their" in before and not words & _OBLIGED:
        return False
    return bool(words & ({"minimum", "min", "min."} | _OBLIGED))


_OBLIGED = {"required", "regulatory", "allowable", "must", "shall", "permitted"}


_NO_EXISTING = lazy_compile(
    r"\b(?:no|without(?:\s+any)?)\s+existing\s+(?:impervious|hard\s*(?:surfaces?|cover))"
    r"|\b(?:site|property|parcel|lot)\s+is\s+(?:currently\s+|presently\s+)?(?:undeveloped|vacant|unimproved)\b[^.;]{0,60}"
    r"\b(?:no|without(?:\s+any)?)\s+(?:\w+\s+){0,2}?(?:impervious|hard\s*(?:surfaces?|cover))"
    r"|\bthere\s+(?:is|are)\s+(?:currently\s+|presently\s+)?no\s+(?:existing\s+)?impervious\s+(?:surfaces?|areas?|cover(?:age)?)\s+"
    r"(?:on|within)\s+the\s+(?:site|property|parcel|lot)"
    r"|\bexisting\s+impervious(?:\s+(?:surfaces?|areas?|cover(?:age)?))?\s*[:=]\s*(?:none|n/a\s*\(none\))\s*$"
    # "Existing impervious is none", "Existing impervious on Lot 2 is zero (row crops)": the site's own lot, by its number
    r"|\bexisting\s+(?:impervious|hard\s*(?:surfaces?|cover))(?:\s+(?:surfaces?|areas?|cover(?:age)?))?"
    r"(?:\s+(?:on|of|within)\s+(?:the\s+)?(?:site|property|parcel|lot)(?:\s+\d+[a-z]?)?)?\s+is\s+(?:none|zero|nil)\b"
    # "Today the phase 2 land is a hay field with no hard surface at all", "The site has no impervious surface today"
    r"|\b(?:today|currently|presently|at\s+present)\b[^.;]{0,80}?\b(?:is|are)\b[^.;]{0,60}?\bwith\s+no\s+(?:existing\s+)?"
    r"(?:impervious|hard\s*(?:surfaces?|cover))"
    r"|\b(?:site|property|parcel|lot|land)\s+(?:currently\s+|presently\s+)?has\s+no\s+(?:existing\s+)?(?:impervious|hard\s*(?:surfaces?|cover))"
    r"[^.;]{0,30}?\b(?:today|now|currently|at\s+present)\b", re.IGNORECASE)
_NO_NET = lazy_compile(
    r"\b(?:no|zero)\s+(?:net\s+)?(?:new|additional|added|increase\s+(?:in|of))\s+impervious"
    r"|\bwill\s+not\s+(?:create|add|increase)\s+(?:any\s+)?(?:new\s+|additional\s+)?impervious"
    r"|\bimpervious\s+(?:surfaces?|areas?|cover(?:age)?)\s+(?:will\s+)?remains?\s+(?:the\s+same|unchanged)", re.IGNORECASE)
_LOCAL = lazy_compile(r"\b(?:within|inside|in|on)\s+the\s+(?:\w+\s+){0,2}?(?:buffer|wetland|floodplain|setback|shoreland|"
                    r"easement|right[- ]of[- ]way|outlot|phase)", re.IGNORECASE)
_IF = lazy_compile(r"\b(?:if|unless|whether|should|would|where|when)\b", re.IGNORECASE)
# the whole site said to be undeveloped today, with no figure: "an existing undeveloped 40-acre lot", "the site is
# currently undeveloped farmland". Not "treated as if undeveloped" (the rule's N.2.H), not a part of it ("the
# undeveloped portion", "Phase 2 is undeveloped"), not what it was ("were undeveloped") or a neighbour's lot
_UNDEVELOPED_SITE = lazy_compile(
    r"\b(?:the|this|an?|its|our)\s+(?:existing\s+|current(?:ly)?\s+|present(?:ly)?\s+)?(?:undeveloped|unimproved)\s+"
    r"(?:[\d.,]+[- ]acres?\s+|[\d.,]+[- ]ac\.?\s+)?(?:site|lot|parcel|property|tract)\b(?!\s+(?:to\s+the|next|beside|adjacent|north|south|east|west))"
    r"|\b(?:the|this)\s+(?:project\s+|subject\s+|whole\s+|entire\s+)?(?:site|lot|parcel|property)\s+is\s+"
    r"(?:currently\s+|presently\s+|now\s+|still\s+|at\s+present\s+)?(?:all\s+|entirely\s+|fully\s+)?(?:undeveloped|unimproved)\b",
    re.IGNORECASE)
# a condition, not a statement ("would" stays: "the project would turn an undeveloped lot into ..." describes it)
_SUPPOSED = lazy_compile(r"\b(?:if|unless|whether|should|where|when|assum\w+|suppos\w+)\b", re.IGNORECASE)
# ... unless the sentence says something is built there: "undeveloped except for a gravel drive", "with an old barn"
_BUT_FOR = lazy_compile(r"\b(?:except|but\s+for|other\s+than|apart\s+from|aside\s+from|save\s+for|besides|"
                        r"neighbo\w*|adjacent|abutting|nearby|surrounding|former(?:ly)?|previously)\b"
                        r"|\bwith\s+(?:an?|the|its|some|one|two|existing)\s+(?:[\w-]+\s+){0,2}?(?:house|home|building|drive(?:way)?|"
                        r"gravel|shed|barn|farmstead|parking|pavement|structure|road)", re.IGNORECASE)


def _stated_none(seg: Segment) -> list[Candidate]:
    """"The site is vacant with no impervious surface", "no new impervious area is created": zero, stated."""
    out = []
    for rx, name in ((_NO_EXISTING, "existing_impervious_ac"), (_NO_NET, "net_impervious_increase_ac")):
        m = rx.search(seg.text)
        if m and not _IF.search(seg.text[:m.start()]) and not _LOCAL.search(seg.text[m.end():m.end() + 50]):
            out.append(Candidate(name=name, value=0.0, evidence=seg.evidence(), strength=PROSE, tolerance=0.005))
    m = _UNDEVELOPED_SITE.search(seg.text)
    if m and not out and not _SUPPOSED.search(seg.text[:m.start()]) and not _BUT_FOR.search(seg.text):
        # nothing built there, so no hard cover either; weaker than any stated figure, which wins where there is one
        out.append(Candidate(name="existing_impervious_ac", value=0.0, evidence=seg.evidence(), strength=LOOSE,
                             tolerance=0.005))
    return out


# a figure with the trail or sidewalk taken out, as N.2.E.4 takes it out: the exemption's arithmetic, not the project's
_TRAIL_TAKEN_OUT = lazy_compile(r"\bexcluded\s+from\s+the\s+net\s+increase\b|\b(?:roadway|street|road)\s+net\s+increase\b|"
                              r"\b(?:after|when|once)\s+(?:subtracting|excluding|deducting|removing|taking\s+out)\s+(?:the\s+)?"
                              r"(?:[\w-]+\s+){0,2}?(?:trail|sidewalk|path|walk)s?\b|\b(?:excluding|less|minus|without|not\s+counting)"
                              r"\s+the\s+(?:[\w-]+\s+){0,2}?(?:trail|sidewalk|path)s?\b", re.IGNORECASE)


# "1,650-1,900 sf", "1,650 to 1,900 square feet": the figure opens a range of a measure, it counts nothing
_RANGE_TO_MEASURE = lazy_compile(r"\s*(?:-|–|to)\s*[\d,]+(?:\.\d+)?\s*(?:sf|s\.f\.|sq\.?\s*ft|square\s+f(?:ee|oo)t|ft|feet|acres?|ac\b)",
                               re.IGNORECASE)
_STANDARD_WORDS = r"required|requirements?|minimum|standards?|criteri(?:on|a)|target|goal"
# a label that names a standard ("Minimum freeboard:"), and a line led by one ("Required by MCWD Rule N: 50% ...")
_STANDARD_LABEL = lazy_compile(r"\b(?:" + _STANDARD_WORDS + r"|requires?|min\.|allowable|allowed|permitted|maximum|max\.)\b",
                             re.IGNORECASE)
_OPENING_BY_WATER = lazy_compile(r"^\W*(?:the\s+)?(?:lowest|low)\s+(?:building\s+)?opening(?:\s+elevation)?\s+(?:on|of|for|at)\s+"
                               r"(?:the\s+)?(?:new\s+)?(?:lots?|homes?|units?|buildings?)\s+(?:adjacent|next)\s+to\s+"
                               r"(?:the\s+)?(?:pond\s+|basin\s+)?(?!(?:site|property|project|parcel|lot|plat)\b)[\w-]{1,12}\s*:\s*$",
                               re.IGNORECASE)
# the same in a sentence: "The lowest opening of any house adjacent to Pond 1 is 984.9", "Lowest opening elevations of lots
# adjacent to Pond 1 are at least 979.9": the water named is where the project's own homes stand, not the figure's label
_OPENING_BY_WATER_PROSE = lazy_compile(
    r"^\W*(?:the\s+)?(?:lowest|low)\s+(?:building\s+)?openings?(?:\s+elevations?)?\s+(?:on|of|for|at)\s+"
    r"(?:the\s+|any\s+|all\s+|each\s+)?(?:new\s+)?(?:lots?|homes?|houses?|units?|buildings?|townhomes?)\s+"
    r"(?:adjacent|next)\s+to\s+(?:the\s+|an?\s+)?(?:(?:proposed|new|stormwater|storm\s+water|wet|nurp|infiltration)\s+)?"
    r"(?:pond|basin|wetland|bmp|rain\s+garden)s?(?:\s+(?!(?:is|are)\b)[\w-]{1,6})?\s+"
    r"(?:is|are|will\s+be)\s+(?:set\s+)?(?:at\s+least\s+|at\s+)?(?:elevation\s+)?$", re.IGNORECASE)
_STANDARD_LEAD = lazy_compile(r"^\W*(?:" + _STANDARD_WORDS + r"|(?:mcwd\s+|district\s+)?rule\s+n\s+(?:requires?|requirement|standard))\b",
                            re.IGNORECASE)
_HYPOTHETICAL_ASIDE = lazy_compile(r"\([^()]*\b(?:would|could|might|if)\b[^()]*\)", re.IGNORECASE)


def read_sentence(seg: Segment) -> list[Candidate]:
    """Candidates for the scalar facts stated in one sentence or labelled line."""
    # "47% annual TP removal (the 2-year event alone would give 62%, but Rule N asks for the annual average)": a
    # hypothetical aside states nothing of the design, and its talk of the rule does not make the sentence the rule's
    asides = [m.span() for m in _HYPOTHETICAL_ASIDE.finditer(seg.text)]
    if not seg.labelled and is_rule_language(_HYPOTHETICAL_ASIDE.sub(" ", seg.text)):
        return []
    head = seg.text.split(":", 1)[0] if ":" in seg.text[:70] else ""
    if seg.labelled and head and _STANDARD_LABEL.search(head) or head and _STANDARD_LEAD.match(head):
        return []  # "Required by MCWD Rule N: 50% annual TP removal": a standard's figure under its label
    zero = _stated_none(seg)
    # "7.5 gross acres" read as "7.5 acres gross" (same length, so character offsets still hold)
    # "142 1- and 2-bedroom units": the bedroom counts are words of the unit type, not counts
    text = _BEDROOMS.sub(lambda m: re.sub(r"\d", "n", m.group(0)), seg.text)
    # "Lots 1-3, Block 2" and "Outlot A" say which land, they measure nothing: blanked, same length
    text = _LEGAL.sub(lambda m: " " * len(m.group(0)), text)
    # "Lots 2-4 are under separate ownership": lots named by their numbers, not counted
    text = _LOT_NUMBERS.sub(lambda m: " " * len(m.group(0)), text)
    doc = analyse(_GROSS.sub(lambda m: f"{m.group(2)} {m.group(1)}", text))
    twins = _twins(doc)
    qtys = list(doc.spans["qty"])
    paired = _slash_pairs(text)
    out: list[Candidate] = []
    area_read: dict[int, Candidate] = {}
    labels_of: dict[int, Span] = {}
    for qi, q in enumerate(qtys):
        num, unit = q._.qty_num, q._.qty_unit
        if num is None or unit == "yr" or any(a <= q.start_char and q.end_char <= b for a, b in asides):
            continue
        if is_threshold(seg.text, q.start_char, q.end_char):
            low = _lowest_of_range(doc, q, qi, qtys, seg.text) or _floor_of_openings(doc, q, qi, twins)
            if low is not None:
                out.append(low.model_copy(update={"evidence": seg.evidence(), "strength": PROSE}))
            continue
        label = _label_for(doc, q, qi, twins)
        if label is None and qi > 0 and _in_pair(paired, q.start_char) and _in_pair(paired, qtys[qi - 1].start_char):
            label = _label_for(doc, qtys[qi - 1], qi - 1, twins)  # "0.31 ac / 4.86 ac": the pair shares its label
        if q.start > 0 and doc[q.start - 1].lower_ == "to" and qi > 0:
            # "from 1.23 acres to 2.11 acres": the second value shares the first one's label
            src = next((k for k in range(qi - 1, -1, -1) if qtys[k]._.qty_unit in (unit, None)
                        and qtys[k].start > 0 and doc[qtys[k].start - 1].lower_ == "from"), None)
            if src is not None:
                label = _label_for(doc, qtys[src], src, twins)
        if label is None and qi > 0 and (_second_side(doc, qtys[qi - 1], q) or _second_side_after(doc, qtys[qi - 1], q)):
            # "Hard cover: existing 6,850 sq ft; proposed 8,120 sq ft": the second side shares the first one's label
            first = _label_for(doc, qtys[qi - 1], qi - 1, twins)
            if first is not None and first.label_ == "impervious_generic":
                label = first
        other_side = None
        # ("... 0.5 acres; proposed is 2.90 acres": the side word may take its verb before the figure)
        side_at = q.start - 1 - (1 if q.start >= 2 and doc[q.start - 1].lower_ in ("is", "are", "=", ":") else 0)
        if label is None and qi > 0 and unit in AREA_UNITS and side_at >= 0 and doc[side_at].lower_ in ("existing", "proposed"):
            # "Existing impervious 0.09 acres; proposed 0.15 acres": the other side of the figure just read
            first = labels_of.get(qi - 1)
            if first is not None and first.label_ in ("existing_impervious_ac", "proposed_impervious_ac") \
                    and all(t.text in (";", ",") or t.lower_ == "and" for t in doc[qtys[qi - 1].end:side_at]) \
                    and not first.label_.startswith(doc[side_at].lower_):
                other_side, label = f"{doc[side_at].lower_}_impervious_ac", first
        bound = _figure_side(doc, q, qi, qtys, twins) if unit in AREA_UNITS else None
        if bound is not None and (label is None or label.label_ == "distractor" and label.text.lower() in _KINDS):
            # "Impervious area is 1.48 acres today and will be 1.55 acres": the second figure, bound to its own
            # side and joined to the first by nothing but glue and side words, measures the same thing
            label = _shared_impervious(doc, q, qi, qtys, twins, labels_of) or label
        if label is not None and unit in AREA_UNITS:
            labels_of[qi] = label
        if unit is None and qi + 1 < len(qtys) and q.start > 0 and doc[q.start - 1].lower_ == "from" \
                and qtys[qi + 1].start == q.end + 1 and doc[q.end].lower_ == "to" and qtys[qi + 1]._.qty_unit in AREA_UNITS:
            unit = qtys[qi + 1]._.qty_unit  # "from 3.1 to 2.8 acres": the pair shares its unit
        if unit is None and num.decimals == 0:
            unit = _count_noun_after(doc, q)
        if unit is None and num.decimals == 0 and _lots_of_subdivision(doc, q):
            unit = "units"
            label = None
        if unit is None and seg.labelled and label is not None and label.label_ in AREA_FACTS | {"site_generic", "impervious_generic"}:
            unit = _unit_in_label(seg.text[:q.start_char])
        if unit is None and label is not None and label.label_ == "density_du_per_ac" and re.search(
                r"\(\s*(?:du|dwelling\s+units?|units?)\s*(?:/|per)\s*(?:ac|acre|gross\s+acre|net\s+acre)\.?\s*\)\s*[:=]?\s*$",
                seg.text[label.start_char:q.start_char], re.IGNORECASE):
            unit = "du_per_ac"  # "Density (units per acre): 1.32": the label says the unit
        key = label.label_ if label is not None else None
        if key == "distractor" and unit in AREA_UNITS and label.text.lower() in ("lot", "parcel", "property", "tract") \
                and label.start >= q.end and re.search(r"\b(?:subdivision|split|re-?plat|division|subdividing|splitting|dividing)\s+"
                                                       r"of\s+(?:the|a|an|this|our)\s+$", seg.text[:q.start_char], re.IGNORECASE):
            key = "site_generic"  # "a two-lot minor subdivision of the 1.6-acre lot": the lot divided is the site
        if key == "distractor" and unit in AREA_UNITS and label.text.lower() in ("lot", "parcel", "property", "tract") \
                and label.start >= q.end and _TURNED_INTO.search(seg.text[:q.start_char]) \
                and re.match(r"\s+(?:into|as)\s", seg.text[label.end_char:]):
            key = "site_generic"  # "The project would turn an existing undeveloped 40-acre lot into a commercial center": the
            # land the project makes into what it builds is the site
        if key in (None, "distractor") and unit in AREA_UNITS and qi == 0 and _plain_size(seg.text) \
                and re.match(r"\s*(?:the\s+)?(?:proposed\s+|preliminary\s+|final\s+)?plat\s", seg.text, re.IGNORECASE):
            key = "site_generic"  # "The plat is 24.0 acres of a 61-acre parent farm": the land platted is the site
        if key == "site_generic" and bound is not None and bound.side in ("net+", "net-"):
            continue  # "the project adds 4,200 sf": an addition of something unnamed, not the site's size
        direct = _plain_size(seg.text) or label is not None and label.start >= q.end and any(t.text == "-" for t in q)
        # "the 4.40-acre site" and "the site is 4.40 ac" state the size outright; they are no loose mention
        strength = LABELLED if seg.labelled else (LOOSE if key in GENERIC and not direct else PROSE)
        ev = seg.evidence()
        if unit in AREA_UNITS:
            fact = key
            if key == "site_generic":
                fact = "site_area_ac"
            elif key == "impervious_generic" or key == "net_impervious_increase_ac":
                kind = _impervious_kind(doc, q, label, bound)
                fact = kind if key == "impervious_generic" else (
                    kind if kind in ("existing_impervious_ac", "proposed_impervious_ac")
                    and doc[q.start - 1].lower_ in ("from", "to") else key)
            if other_side is not None:
                fact = other_side
            if fact in ("existing_impervious_ac", "proposed_impervious_ac") and label is not None and label.end <= q.start:
                semis = [t.i for t in doc[label.end:q.start] if t.text == ";"]
                clause = {t.lower_ for t in doc[semis[-1] + 1:q.start]} if semis else set()
                # "Existing impervious on Lot 2 is zero (row crops); proposed is 2.90 acres": the clause after the
                # semicolon names its own side
                if fact == "existing_impervious_ac" and clause & _PROPOSED_SET and not clause & _EXISTING_SET:
                    fact = "proposed_impervious_ac"
                elif fact == "proposed_impervious_ac" and clause & _EXISTING_SET and not clause & _PROPOSED_SET:
                    fact = "existing_impervious_ac"
            side = _in_pair(paired, q.start_char)
            if side is not None:
                # "Impervious - existing / proposed: 0.31 ac / 4.86 ac": each figure takes its side, in order;
                # a pair of anything else is not split by guesswork
                if key not in ("impervious_generic", "existing_impervious_ac", "proposed_impervious_ac"):
                    continue
                fact = side
                twins = {k: v for k, v in twins.items() if k != qi and v != qi}
            if fact not in AREA_FACTS and _on_land(doc, q, seg.text):
                fact, strength = "site_area_ac", PROSE  # "18 single-family lots on 11.20 acres (gross)"
            if fact not in AREA_FACTS:
                continue
            if fact == "existing_impervious_ac" and label is not None and label.end <= q.start and re.search(
                    r"\b(?:removed|to\s+be\s+removed|demolished|taken\s+out)\b", doc[label.start:q.start].text, re.IGNORECASE):
                continue  # "Existing impervious removed: 0.00 ac": what is taken away, not what is there
            if fact in ("net_impervious_increase_ac", "proposed_impervious_ac") and _TRAIL_TAKEN_OUT.search(seg.text):
                continue  # "After subtracting the trail under 2(E)(4), the net increase is 0.81 acres": the rule's sum
            if fact == "site_area_ac" and re.search(r"\bsubcatchments?\b|\bnode\s+summary\b|\bdrainage\s+areas?\s+\d",
                                                      seg.text, re.IGNORECASE):
                continue  # "subcatchments 1S (off-site, 11.3 ac), 2S (site south, 8.1 ac)": a model's parts, not the site
            if fact == "site_area_ac" and key == "site_generic" and label is not None and label.end < len(doc) \
                    and re.fullmatch(r"[A-Z]|\d{1,3}[A-Z]?", doc[label.end].text) and label.text.lower() in ("parcel", "lot", "tract"):
                continue  # "into Parcel A (0.85 ac) and Parcel B (0.75 ac)": one named part of the land, not the site
            if fact == "site_area_ac" and key == "site_generic" and re.search(
                    r"\b(?:owned\s+by|belongs?\s+to|held\s+by)\s+(?!(?:the\s+)?(?:applicant|owner|developer|us|our|this)\b)",
                    re.split(r";", seg.text[q.start_char:])[0] + re.split(r";", seg.text[:q.start_char])[-1], re.IGNORECASE):
                continue  # "A 2.30 acre parcel owned by Mr. Brekke's brother lies across Water Street": someone else's land
            if fact == "site_area_ac" and (re.search(r"\b(?:adjacent|adjoining|abutting|neighbou?ring|contiguous)\s+"
                                                     r"(?:[\w-]+\s+)?$", seg.text[max(0, q.start_char - 30):q.start_char],
                                                     re.IGNORECASE)
                                           or label is not None and label.end <= q.start and re.search(
                                               r"\b(?:adjacent|adjoining|abutting|neighbou?ring|contiguous)\s+(?:[\w-]+\s+){0,3}$",
                                               seg.text[max(0, label.start_char - 40):label.start_char], re.IGNORECASE)):
                continue  # "the adjacent 7.9-acre parcel", "The adjoining Hollis Auto parcel (...; 7.6 ac)": the neighbour's land
            if fact == "site_area_ac" and seg.labelled and owned_in_common(seg.text[:q.start_char]) \
                    and not re.search(r"\b(?:this|subject|project)\s+(?:site|parcel|property)\b", seg.text[:q.start_char],
                                      re.IGNORECASE):
                continue  # "Related parcels (same owner): Lot 2 - 7.90 ac": land of the same owner, not this site
            if fact == "common_scheme_area_ac" and (not_the_scheme(seg.text[:q.end_char])
                                                    or a_part_of_the_scheme(seg.text[:q.start_char])
                                                    or a_part_in_parentheses(seg.text, q.start_char)):
                # "the parent parcel under common ownership totals 40 acres": a parent parcel is no scheme;
                # "Adjacent parcel under common ownership: 7.9 ac": a part of the aggregate is not the aggregate
                continue
            if is_negated(seg.text, q.start_char, q.end_char) and fact != "net_impervious_increase_ac":
                continue
            if fact == "site_area_ac" and _KEEPS_EXISTING.match(seg.text[q.end_char:q.end_char + 80]):
                continue  # "... into two lots: ..., and a 6.2 acre parcel that keeps the existing house": the lot left as it is
            if fact == "site_area_ac" and _PAST_SIZE.search(seg.text[max(0, q.start_char - 40):q.start_char]):
                continue  # "built on what was then a 3.05-acre parcel": the site's size before a taking or a split
            acres = to_acres(num.value, unit)
            minus = _minus_sign(seg.text, q.start_char)
            if minus and fact != "net_impervious_increase_ac":
                continue  # "-0.33 ac" of an area that cannot be negative: a figure not understood
            if fact == "net_impervious_increase_ac" and _TREATED_PART.match(seg.text[q.end_char:q.end_char + 80]):
                continue  # "the 1.45 acres of new impervious requiring treatment": the part a rule counts, not the net
            if fact in ("net_impervious_increase_ac", "proposed_impervious_ac") \
                    and _MADE_BY_OTHER_WORK.match(seg.text[q.end_char:q.end_char + 160]):
                continue  # "7.42 acres of new impervious surface being created by improvements to County Road 17": another work's
            if fact == "net_impervious_increase_ac" and _PART_ADDS.search(seg.text[max(0, q.start_char - 60):q.start_char]):
                continue  # "the roadway alone adds 1.60 acres", "excluded ..., leaving 1.12 acres": not the project's net
            if fact == "net_impervious_increase_ac" and doc[max(q.start - 1, 0)].lower_ not in ("from", "to"):
                sign = bound.sign if key == "impervious_generic" and bound is not None and bound.side in ("net+", "net-") \
                    else _net_sign(doc, q, label)
                if minus:  # "Net change: -0.12 acres (a decrease)": the sign says it; words saying otherwise leave it unsure
                    sign = -1 if sign in (1, -1) and (sign == 1 or not _words_in(seg.text, _INCREASE_WORDS)) else None
                if sign is None:
                    continue  # "increase ... decrease" about one figure: which it is, is not said
                acres = sign * acres
            cand = Candidate(name=fact, value=acres, evidence=ev, strength=strength,
                             tolerance=acres_tolerance(num.value, num.decimals, unit), stated_in=unit)
            area_read[qi] = cand
            out.append(cand)
        elif unit == "units" and num.decimals == 0 and (key != "density_du_per_ac" or _UNITS_AND_DENSITY.search(seg.text)):
            if _dated_or_named(doc, q):
                continue  # "issued February 4, 2027 to Bluff Creek Homes, Inc.": a date, and a company's name
            if _per_building(doc, q):
                continue  # "24 townhome units in six 4-unit buildings": the size of each building, not a count of homes
            if _near_requirement(doc, q) or q.start > 0 and doc[q.start - 1].lower_ in ("per", "each") \
                    or _FUTURE.search(seg.text) or _existing_count(doc, q) or _one_lot(doc, q, num.value) \
                    or _units_of_other(doc, q) or _part_count(doc, q) or _earlier_phase(seg.text, q.start_char, q.end_char):
                continue  # ... or the homes of a phase already built ("1st Addition, 13 lots on 7.48 acres")
            out.append(Candidate(name="dwelling_units", value=int(num.value), evidence=ev, strength=strength))
        elif unit is None and num.decimals == 0 and (seg.labelled or _label_line(doc, q)) and qi == 0 \
                and _labelled_count(doc, q, seg.text) and not _one_lot(doc, q, num.value):
            out.append(Candidate(name="dwelling_units", value=int(num.value), evidence=ev,
                                 strength=LABELLED if seg.labelled or _label_line(doc, q) else strength))
        elif unit is None and key == "dwelling_units" and num.decimals == 0 and label.end <= q.start \
                and _links_only(doc[label.end:q.start]) and not _one_lot(doc, q, num.value) \
                and not _other_noun_after(doc, q) and not _RANGE_TO_MEASURE.match(doc.text[q.end_char:]) \
                and not re.match(r"\s*(?:-|–|through|thru)\s*\d", doc.text[q.end_char:]) \
                and not (q.end < len(doc) and doc[q.end]._.is_num):  # "units (three 32-unit buildings)": a count of buildings
            # ("Units are 1,650-1,900 sf with two-car garages": the units' floor areas, a range with its unit)
            out.append(Candidate(name="dwelling_units", value=int(num.value), evidence=ev, strength=strength))
        elif unit == "du_per_ac":
            if _near_requirement(doc, q) or _compared_density(seg.text, q.start_char, q.end_char):
                continue
            out.append(Candidate(name="density_du_per_ac", value=num.value, evidence=ev, strength=strength,
                                 tolerance=num.tolerance))
        elif unit == "pct":
            cand = _phosphorus(doc, q, seg, strength)
            if cand is not None:
                out.append(cand)
        elif unit in ("ft", None) and key in ("lowest_opening_elev_ft", "hwl_100yr_elev_ft"):
            if _required_elevation(doc, label, q):
                continue
            if key == "lowest_opening_elev_ft" and label.end <= q.start \
                    and not _OPENING_BY_WATER.match(doc.text[:q.start_char]) \
                    and not _OPENING_BY_WATER_PROSE.match(doc.text[:q.start_char]) \
                    and ({t.lower_ for t in doc[label.end:q.start]} - _numbered_own(doc[label.end:q.start].text) & _NOT_OURS
                         or re.search(r"\bnext\s+door\b|\bacross\s+the\s+(?:street|road)\b", doc[label.end:q.start].text,
                                      re.IGNORECASE)):
                continue  # "the lowest openings of the neighbouring homes are 960.0", "of the home next door": not this project's
            if key == "lowest_opening_elev_ft" and {t.lower_ for t in doc[max(0, label.start - 4):label.start]} & _NEIGHBOUR_BEFORE:
                continue  # "The neighbour's lowest opening (garage door) is 899.0": the owner is named before the label
            if _ELEV_RANGE[0] <= num.value <= _ELEV_RANGE[1]:
                variant = elevation_variant(label.text) if key == "lowest_opening_elev_ft" else (
                    WATER_BODY if _water_body_hwl(seg.text) and not _FLOOD_HERE.search(seg.text) else None)
                out.append(Candidate(name=key, value=num.value, evidence=ev, strength=strength,
                                     tolerance=num.tolerance, variant=variant))
        elif unit == "ft" and key == "contour" and 0 < num.value <= 10 and _contour_link(doc, label, q):
            out.append(Candidate(name="contour_interval_ft", value=num.value, evidence=ev, strength=strength))
        elif unit == "ft" and key == "distractor" and 0 < num.value <= 10 and _contour_after(doc, q):
            out.append(Candidate(name="contour_interval_ft", value=num.value, evidence=ev, strength=strength))
    for qi, cand in area_read.items():  # a value given in two units must agree with itself
        twin = twins.get(qi)
        if twin is not None and twin in area_read and area_read[twin].name == cand.name:
            other = area_read[twin]
            if not agree(cand.value, cand.tolerance, other.value, other.tolerance):
                idx = out.index(cand)
                out[idx] = cand.model_copy(update={"conflict": (
                    f"the same area is stated as {qtys[qi].text} and {qtys[twin].text}, "
                    f"which disagree ({cand.value:.3f} ac vs {other.value:.3f} ac)")})
    out = _project_limits_first(out, seg.text, qtys, area_read)
    out = _one_count(out, seg.text)
    out = _one_elevation_per_label(out, seg.text)
    if not _HOME_WORD.search(seg.text) or _EACH_LOT.search(seg.text):
        # "Number of units: 1", "1 unit" beside a separator, a tenant space or a rooftop unit:
        # a lone unit is a home only where the sentence says it is one
        out = [c for c in out if not (c.name == "dwelling_units" and c.value == 1)]
    whole = read_phased_whole(seg) + read_common_scheme(seg)
    if whole:  # "Phase 2 of the 38.6-acre development": the whole development's area is not this site's
        out = [c for c in out if not (c.name in ("site_area_ac", "common_scheme_area_ac")
                                      and any(agree(c.value, c.tolerance, w.value, w.tolerance) for w in whole))]
    if not any(c.name == "disturbed_area_ac" for c in out):
        out.extend(_all_of_it_disturbed(seg))
    if not any(c.name == "site_area_ac" for c in out):
        out.extend(_own_lot(seg) or _worked_in(seg))
    stated = {c.name for c in out}
    return [z for z in zero if z.name not in stated] + out


# "The corridor we're working in is 1.6 acres, all of which will be disturbed": whatever the figure measures,
# the words after it say that much land is disturbed
# "The whole 1.9 acre site will be disturbed": the size of what is all disturbed
_WHOLE_DISTURBED = lazy_compile(r"\b(?:the\s+)?(?:whole|entire)\s+(\d[\d,]*(?:\.\d+)?)\s*-?\s*(acres?|ac\.?)\s+(?:site|parcel|lot|property|"
                              r"project\s+area|corridor)\s+(?:will|would|is\s+to|is\s+going\s+to)\s+be\s+(?:disturbed|graded|regraded)\b",
                              re.IGNORECASE)
_ALL_DISTURBED = lazy_compile(r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*(acres?|ac\.?|sf|s\.f\.|square\s+feet|sq\.?\s*ft\.?)\s*,\s*"
                            r"(?:all|every\s+(?:acre|bit))\s+of\s+(?:which|it)\s+(?:will|would|is\s+to|are\s+to|is\s+going\s+to)\s+be\s+"
                            r"(?:disturbed|graded|regraded|cleared\s+and\s+graded)\b", re.IGNORECASE)


# "... will replace a 1970s retail building with a new building on its 0.38 acre lot", "Phase 2 is a medical office
# building ... on a 0.42 acre commercial lot": the lot the project itself stands on
_OWN_LOT = lazy_compile(r"\bon\s+(?:(?P<own>its|their|our|the\s+(?:owner|applicant)['’]s)|an?)\s+(\d[\d,]*(?:\.\d+)?)\s*-?\s*(acres?|ac\.?)\s+"
                      r"(?P<kind>commercial\s+|corner\s+|vacant\s+|infill\s+)?(?:lot|parcel|property)\b", re.IGNORECASE)
_BUILDS = lazy_compile(r"\b(?:will\s+(?:build|construct|replace|redevelop|develop)|proposes?\s+to|is\s+an?\s|are\s+an?\s|"
                     r"(?:re)?construct\w*|replaces?)\b", re.IGNORECASE)


# the applicant's own act of building, which makes "a 0.41-acre lot" the one built on ("... proposes a two-story
# building ... on a 0.41-acre lot"); "is a" alone does not ("The house sits on a 0.5 acre lot")
_BUILDS_NEW = lazy_compile(r"\b(?:proposes?|will\s+(?:build|construct|replace|redevelop|develop)|plans?\s+to\s+(?:build|construct))\b",
                         re.IGNORECASE)


def _own_lot(seg: Segment) -> list[Candidate]:
    m = _OWN_LOT.search(seg.text)
    if m is None or not (m.group("own") or m.group("kind") or _BUILDS_NEW.search(seg.text[:m.start()])) \
            or not (_BUILDS.search(seg.text[:m.start()]) or _BUILDS_NEW.search(seg.text[:m.start()])) \
            or re.search(r"\b(?:adjacent|adjoining|neighbou?r\w*|next\s+door|across\s+(?:the|from)|nearby|off[- ]?site|separate|each|every|per|"
                         r"typical)\b", seg.text, re.IGNORECASE) \
            or is_negated(seg.text, m.start(), m.end()) or is_rule_language(seg.text):
        return []
    acres, tol, unit = stated_area(m.group(2), m.group(3))
    if not acres:
        return []
    return [Candidate(name="site_area_ac", value=acres, evidence=seg.evidence(), strength=PROSE, tolerance=tol, stated_in=unit)]


# "The corridor we're working in is 1.6 acres", "the area the City will be working within covers 2.3 acres": the land
# the work itself is done in, named by what is done in it, is the project's area
_WORKED_IN = lazy_compile(r"\b(?:the|this)\s+(?:corridor|area|land|site|right[- ]of[- ]way|stretch|segment|reach)\s+(?:that\s+|which\s+)?"
                        r"(?:we|the\s+(?:city|county|district|project|work|contractor|owner|applicant))\s*(?:['’]re|['’]ll\s+be|are|is|"
                        r"will\s+be|would\s+be)\s+(?:working|building|constructing|disturbing|grading)\s+(?:in|on|within|along)\s+"
                        r"(?:is|are|covers|totals|measures|comes\s+to)\s+(?:about\s+|approximately\s+|roughly\s+)?"
                        r"(\d[\d,]*(?:\.\d+)?)\s*(acres?|ac\b\.?)", re.IGNORECASE)


def _worked_in(seg: Segment) -> list[Candidate]:
    m = _WORKED_IN.search(seg.text)
    if m is None or is_negated(seg.text, m.start(), m.end()) or is_rule_language(seg.text) \
            or is_threshold(seg.text, m.start(1), m.end(2)):
        return []
    acres, tol, unit = stated_area(m.group(1), m.group(2))
    if not acres:
        return []
    return [Candidate(name="site_area_ac", value=acres, evidence=seg.evidence(), strength=PROSE, tolerance=tol, stated_in=unit)]


def _all_of_it_disturbed(seg: Segment) -> list[Candidate]:
    m = _ALL_DISTURBED.search(seg.text) or _WHOLE_DISTURBED.search(seg.text)
    if m is None or is_negated(seg.text, m.start(), m.end()) or is_threshold(seg.text, m.start(1), m.end(2)):
        return []
    acres, tol, unit = stated_area(m.group(1), m.group(2))
    if not acres:
        return []
    return [Candidate(name="disturbed_area_ac", value=acres, evidence=seg.evidence(), strength=PROSE, tolerance=tol,
                      stated_in=unit)]


def _one_elevation_per_label(out: list[Candidate], text: str) -> list[Candidate]:
    """"HWL 944.5: HWL 943.0": one label written again for each column is a row across ponds, not the building's.

    Two different HWLs (or openings) in one line with no building named are the columns of a
    table of several features; none of them is the one the building is set above.
    """
    for name in _ELEV_LABELS:
        values = {c.value for c in out if c.name == name}
        if len(values) > 1 and not _BUILDING_SIDE.search(text):
            out = [c for c in out if c.name != name]
    return out


_HOME_WORD = lazy_compile(r"\b(?:dwellings?|residential|residences?|homes?|houses?|housing|family|apartments?|"
                        r"townhomes?|townhouses?|condominiums?|condos?|d\.?u\.?s?)\b", re.IGNORECASE)


# "one (1) home will be built on each lot": one home per lot, not a one-home project
_EACH_LOT = lazy_compile(r"\b(?:each|every|per)\s+(?:\w+\s+)?(?:lot|parcel|homesite|building\s+site)\b|"
                       r"\blots\s+(?:will\s+)?each\b", re.IGNORECASE)


def _per_building(doc: Doc, q: Span) -> bool:
    """"six 4-unit buildings", "4- to 6-unit buildings": units per building, said of buildings in the plural."""
    if "-" not in q.text and not (q.start + 1 < len(doc) and doc[q.start + 1].text in ("-", "to")):
        return False
    after = [t.lower_ for t in doc[q.end:q.end + 3]]
    return bool(after) and any(w in ("buildings", "structures", "blocks", "plexes") for w in after[:2])


def _project_limits_first(out: list[Candidate], text: str, qtys: list[Span], area_read: dict[int, Candidate]) -> list[Candidate]:
    """"School district property lines (42.3-ac campus) and project limits (24.5 ac) shown": where one sentence sizes
    both the owner's whole land and the project's limits, the project's limits are the site."""
    sites = {qi: c for qi, c in area_read.items() if c.name == "site_area_ac"}
    if len({round(c.value, 3) for c in sites.values()}) < 2:
        return out
    limits = [m.end() for m in re.finditer(r"\bproject\s+(?:limits|area|boundary)\b", text, re.IGNORECASE)]
    own = [qi for qi in sites if any(0 <= qtys[qi].start_char - e <= 25 for e in limits)]
    if len(own) != 1 or not re.search(r"\b(?:campus|parcel|property|properties|ownership)\b", text, re.IGNORECASE):
        return out
    keep = sites[own[0]]
    return [c for c in out if c.name != "site_area_ac" or c is keep]


def _one_count(out: list[Candidate], text: str) -> list[Candidate]:
    """Two unit counts in one sentence are parts or restatements, never two readings of the total.

    "12 twin homes (24 units)": the count in units, restated in parentheses, is the one kept;
    "a total of 142 units" is kept over its parts; otherwise parts ("60 senior apartments and 82
    market-rate apartments") are not added up: nothing is read rather than one part taken as the whole.
    """
    counts = [c for c in out if c.name == "dwelling_units"]
    if len({c.value for c in counts}) <= 1:
        return out
    rest = [c for c in out if c.name != "dwelling_units"]
    total = re.search(r"\b(?:a\s+total\s+of|total(?:ing|s)?|in\s+all|combined)\s*:?\s*(\d[\d,]*)", text, re.IGNORECASE) \
        or re.search(r"\b(\d[\d,]*)\s+(?:[\w-]+\s+){0,2}(?:units?|homes|lots|apartments)\s+(?:in\s+all|in\s+total|total|combined|"
                     r"altogether)\b", text, re.IGNORECASE)  # "42-unit wing ... 86-unit building: 128 dwelling units in all"
    paren = re.search(r"\(\s*(\d[\d,]*)\s+(?:total\s+)?(?:dwelling\s+)?(?:units?|homes|lots)(?:\s+(?:in\s+)?total)?\s*\)",
                      text, re.IGNORECASE)
    for m in (total, paren):
        if m:
            n = int(m.group(1).replace(",", ""))
            keep = [c for c in counts if c.value == n]
            if keep:
                return rest + keep[:1]
    return rest


_WATER_BODY = lazy_compile(
    r"\b(?:ponds?|basins?|depressions?|wetlands?|lakes?|creeks?|streams?|rivers?|reservoirs?|bmps?|"
    r"rain gardens?|bio-?retention|bio-?filtration|infiltration|filtration|detention|retention|storage|sumps?|"
    r"nwl|normal water|outlets?|overflows?|spillways?|tanks?|chambers?|cells?|"
    # a basin's own elevations beside its HWL: "IB-7A: BOTTOM 949.0, 100-YR HWL 951.8"
    r"bottom|invert|eof)\b"
    # a practice's tag as the note's label ("IB-7A:", "P-2:", "FB-1 -")
    r"|^\s*[A-Z]{1,3}-?\d+[A-Z]?\s*[:\-–]", re.IGNORECASE)
_BUILDING_SIDE = lazy_compile(
    r"\b(?:lowest|low)\s+(?:\w+\s+)?(?:opening|floor|entry|door|window)|\b(?:lfe|loe)\b|\bbuildings?\b|"
    r"\bstructures?\b|\bhomes?\b|\bhouses?\b|\bdwellings?\b|\bgarages?\b|\bbasements?\b|\bfirst floor\b|"
    r"\b(?:the|its|service|rear|front|entry|garage|patio)\s+doors?\b|\bdoor\s+(?:sill|threshold)\b|\bwalkouts?\b",
    re.IGNORECASE)


# "the FEMA Zone AE floodplain of Minnehaha Creek, whose 100-year flood elevation here is 895.5": the flood level of
# natural water said to stand at the site itself is the level its buildings face
# a natural water's flood level where the project is: "the creek's 100-year level at the site is 903.2", "the HWL of the
# wetland inside our proposed subdivision, which is at 942.8" (the level the new lots are graded above); a stormwater
# pond's or basin's HWL is a property of the pond and stays out
_FLOOD_HERE = lazy_compile(r"\b(?:creek|river|lake|stream|floodplain|fema|bfe|wetlands?)\b[^.;]{0,80}?\b(?:here|at\s+the\s+(?:site|property)|"
                         r"on\s+the\s+(?:site|property)|along\s+the\s+(?:site|property)|at\s+this\s+(?:site|location)|"
                         r"(?:on|in|inside|within)\s+(?:our|the\s+applicant'?s|this)\s+(?:proposed\s+)?(?:site|property|subdivision|"
                         r"development|plat|parcel|project))\b[^.;]{0,30}?\d{3}",
                         re.IGNORECASE)


# the project making land into what it builds, up to the land's size: "The project would turn an existing undeveloped",
# "we will convert the vacant"
_TURNED_INTO = lazy_compile(r"\b(?:(?:the|this)\s+(?:proposed\s+)?(?:project|development|proposal|applicant|owner)|we)\s+"
                          r"(?:(?:will|would|proposes?\s+to|plans?\s+to)\s+)?(?:turn|convert|transform|redevelop|develop)s?\s+"
                          r"(?:an?|the|its|our)\s+(?:(?:existing|undeveloped|vacant|former|unused|open)\s+)*$", re.IGNORECASE)


def _water_body_hwl(text: str) -> bool:
    """A high water level stated for a pond, basin or depression with no building beside it.

    The contract's HWL is the one the new buildings are set above; a pond's HWL is a
    property of the pond (its table, its outlet note) and says nothing about the buildings.
    """
    return bool(_WATER_BODY.search(text)) and not _BUILDING_SIDE.search(text)


def _floor_of_openings(doc: Doc, q: Span, qi: int, twins: dict[int, int]) -> Candidate | None:
    """"The lowest openings of the six new homes will be set at 968.0 or higher": the design's own floor
    for its openings is their lowest; a required minimum ("must", "minimum") is not."""
    after = [t.lower_ for t in doc[q.end:q.end + 2]]
    if after not in (["or", "higher"], ["or", "above"]):
        return None
    label = _label_for(doc, q, qi, twins)
    if label is None or label.label_ != "lowest_opening_elev_ft" or elevation_variant(label.text) != "opening" \
            or _required_elevation(doc, label, q) or {t.lower_ for t in doc[label.end:q.start]} & _NOT_OURS:
        return None
    if not _ELEV_RANGE[0] <= q._.qty_num.value <= _ELEV_RANGE[1]:
        return None
    return Candidate(name="lowest_opening_elev_ft", value=q._.qty_num.value, evidence=Evidence(file="", page=1, text=""),
                     tolerance=q._.qty_num.tolerance, variant="opening")


def _lowest_of_range(doc: Doc, q: Span, qi: int, qtys: list[Span], text: str = "") -> Candidate | None:
    """"Lowest floor elevations range from 981.0 to 994.5": the lowest of them is the lowest opening."""
    before = doc[max(0, q.start - 6): q.start].text.lower()
    if not re.search(r"range[sd]? from\s*$|from\s*$|between\s*$", before) or qi + 1 >= len(qtys):
        return None
    labels = [l for l in doc.spans["label"] if l.end <= q.start and l.label_ == "lowest_opening_elev_ft"]
    if not labels:
        return None
    if re.search(r"\b(?:lots?|buildings?|units?|homes?)\s+(?:\d|[A-Z]\b)|\b(?:other|remaining|rest\s+of\s+the)\b",
                 (text or doc.text)[:q.start_char], re.IGNORECASE):
        return None  # "Lots 1-6 and 8-11 have lowest openings between 952.0 and 961.5": some of the homes, not all
    a, b = q._.qty_num.value, qtys[qi + 1]._.qty_num.value
    low = min(a, b)
    if not (_ELEV_RANGE[0] <= low <= _ELEV_RANGE[1] and _ELEV_RANGE[0] <= max(a, b) <= _ELEV_RANGE[1]):
        return None
    return Candidate(name="lowest_opening_elev_ft", value=low, evidence=Evidence(file="", page=1, text=""), tolerance=0.0)


_GONE = lazy_compile(r"^\s*(?:will\s+be\s+|to\s+be\s+|are\s+|were\s+)?(?:remov|demolish|raz|relocat)", re.IGNORECASE)


def _lots_of_subdivision(doc: Doc, q: Span) -> bool:
    """"an 18-lot single-family subdivision", "a 24-lot plat": each lot is one home."""
    if len(q) == 1 and q.end < len(doc) and doc[q.end].lower_ == "lot":
        q = doc[q.start:q.end + 1]  # "a 42 lot single family development": the hyphen left out
    elif len(q) != 3 or q[1].text != "-" or q[2].lower_ != "lot":
        return False
    after = {t.lower_ for t in doc[q.end: q.end + 5]}
    return bool(after & {"subdivision", "plat", "residential", "single", "detached"})


def _existing_count(doc: Doc, q: Span) -> bool:
    """"the 4 existing homes will be removed": units that are there now, not the project's."""
    near = {t.lower_ for t in doc[max(0, q.start - 2): q.end + 2]}
    if near & {"existing", "current", "currently", "former"}:
        return True
    return bool(_GONE.match(doc[q.end: q.end + 6].text))


def _labelled_count(doc: Doc, q: Span, seg_text: str) -> bool:
    """"Number of Dwelling Units: 36", "Residential units proposed - 48": the label ends in the count noun."""
    head = doc[:q.start]
    words = [t for t in head if not (t.is_punct or t.is_space)]
    if not words or len(words) > 7 or any(t._.is_num for t in head):
        return False
    unit_tok = [t for t in words if t._.is_unit and t._.unit == "units" or t.lower_ == "lot"]
    if not unit_tok:
        return False
    if all(t.lower_ == "lot" for t in unit_tok) and not {t.lower_ for t in words} & {"count", "number", "total", "#"}:
        return False  # "Lot: 1, Block: 2" is a legal description; "Lot count: 23" counts lots
    allowed = {"number", "of", "no", "no.", "#", "total", "proposed", "new", "dwelling", "residential", "housing",
               "count", "the", "planned", "units", "unit", "lots", "homes", "du", "dus", "d.u.", "apartments",
               "townhomes", "residences", "-", "in", "project", "lot", "residential"}
    return all(t.lower_ in allowed or t._.is_unit for t in words)


def _unit_in_label(label_text: str) -> str | None:
    """"Site Acreage: 3.07", "Impervious Area (SF): 53,579": the label names the unit."""
    low = label_text.lower()
    if re.search(r"\bacreage\b|\(\s*(?:ac|acres?)\.?\s*\)|\bin acres\b|\bacres\b", low):
        return "ac"
    if re.search(r"\(\s*(?:sf|s\.f\.|sq\.?\s*ft\.?|square feet)\s*\)|\bin square feet\b|\bsquare footage\b", low):
        return "sf"
    return None


# words that may stand between a count and a bare "units" or "lots" and keep it a count of homes
# ("48 new apartment units", "24 single-family detached lots"); anything else ("one (1) hydrodynamic
# separator unit", "1 rooftop unit", "2 parking lots") makes the noun some other kind of unit
_DWELLING_WORDS = {"new", "proposed", "additional", "total", "single", "family", "detached", "attached", "residential",
                   "dwelling", "housing", "apartment", "apartments", "condominium", "condo", "townhome", "townhouse",
                   "rowhome", "twinhome", "twin", "home", "senior", "affordable", "market", "rate", "rental", "luxury",
                   "for", "sale", "owner", "occupied", "buildable", "lakeshore", "estate", "villa", "rambler", "multi",
                   "multifamily", "multiple", "age", "restricted", "workforce", "income", "low", "moderate", "-",
                   "mixed", "studio", "efficiency", "bedroom", "n", "and", "or", "/", "platted", "individual",
                   "separate", "ownership", "cottage", "patio", "villas", "duplex", "townhouse-style", "style"}
# a lone home, said with its digit ("one (1) single-family home", "1 dwelling"); a bare "one home" is no count
_SINGULAR_HOME = {"home", "house", "residence", "dwelling", "homesite", "home site"}


def _count_noun_after(doc: Doc, q: Span) -> str | None:
    """"24 single-family lots", "48 new apartment units": a count with words between."""
    between: list[str] = []
    for t in doc[q.end: q.end + 5]:
        if t._.is_unit:
            if t._.unit != "units":
                return None
            if t.lower_ in ("unit", "units", "lot", "lots") and not all(w in _DWELLING_WORDS for w in between):
                return None
            return "units"
        if t.lower_ in _SINGULAR_HOME:
            digits = any(c.isdigit() for c in q[0].text)
            return "units" if digits and q._.qty_num.value == 1 and not between or digits and q._.qty_num.value == 1 \
                and all(w in _DWELLING_WORDS for w in between) else None
        if t._.is_num or not (t.is_alpha or t.text == "-") or t.lower_ in ("per", "of", "each", "acre", "acres"):
            return None
        between.append(t.lower_)
    return None


# "Dwelling units / density: 182 units / 63.9 units per acre": each figure carries its own unit
_UNITS_AND_DENSITY = lazy_compile(r"\b(?:dwelling\s+)?units\s*(?:/|and|&)\s*density\b", re.IGNORECASE)
_ONE_OF = {"one", "two", "three", "four", "five", "each", "any", "none", "both", "all", "most", "some", "several", "many"}
_PART_BEFORE = {"phase", "phases", "stage", "stages", "block", "remaining", "first", "last", "these", "those", "other",
                "corner", "walkout", "lookout", "riparian", "lakeshore", "waterfront"}
_PART_AFTER = lazy_compile(r"^\s*(?:[\w-]+\s+){0,3}?(?:of\s+the\b|in\s+(?:phase|block|stage)\b|(?:will\s+)?(?:drain|drains|"
                         r"front|fronts|back|backs|abut|abuts|border|borders|discharge|discharges|flow|flows|"
                         r"are\s+(?:located|tributary|adjacent|along|within|served|walkout|lookout))\b|(?:along|adjacent\s+to|"
                         r"tributary\s+to|within\s+the)\b|"
                         # "the site is 3.90 acres (two platted lots combined)": lots joined into one site are no homes
                         r"(?:(?:are|were|to\s+be|being|will\s+be)\s+)?(?:combined|merged|consolidated|replatted)\b)",
                         re.IGNORECASE)


def _part_count(doc: Doc, q: Span) -> bool:
    """"Phase 1 will include 12 lots", "runoff from 18 of the lots", "8 lots drain to Pond 2": a part of the homes.

    A count of some of the homes is not their number; read as one, it would contradict the
    total stated elsewhere and leave the count undecided.
    """
    before = {t.lower_ for t in doc[max(0, q.start - 8): q.start]}
    if before & _PART_BEFORE:
        return True
    if q.start >= 2 and doc[q.start - 1].lower_ == "of" and (doc[q.start - 2].lower_ in _ONE_OF or doc[q.start - 2]._.is_num):
        return True  # "it is one of four lots platted from the parent parcel": the site is a part of those
    noun = next((t for t in doc[q.end - 1: q.end + 5] if t._.is_unit and t._.unit == "units"), None)
    tail_start = (noun.idx + len(noun.text)) if noun is not None else q.end_char
    return bool(_PART_AFTER.match(doc.text[tail_start:tail_start + 60]))


def _units_of_other(doc: Doc, q: Span) -> bool:
    """"120 units of storage", "4 units of pretreatment": units of something other than housing."""
    # "a self-storage building (96,000 sf, 1,040 units)": storage lockers, hotel rooms and the like are no homes
    # "(parent plat of 1962, 14.6 ac, 11 lots)": the lots of the plat the site was once part of
    if re.search(r"\b(?:parent|original|underlying)\s+(?:plat|parcel|subdivision|tract)\b[^;()]{0,40}$",
                 doc.text[max(0, q.start_char - 60):q.start_char], re.IGNORECASE):
        return True
    if re.search(r"\b(?:self[- ]?storage|mini[- ]?storage|storage\s+(?:units?|building|facility)|hotel|motel|lodging|"
                 r"rooftop\s+units?|hvac|air[- ]handling)\b", doc.text, re.IGNORECASE) \
            and not re.search(r"\b(?:dwelling|residential|apartments?|townhomes?|condominiums?|housing)\b", doc.text, re.IGNORECASE):
        return True
    if _lots_of_other_use(doc, q):
        return True  # "split into two lots: one holds the church ...": lots are no homes where they hold another use
    # "a private road serving nine homes", "the street that serves 14 houses": homes the work passes, not its own
    if re.search(r"\b(?:serv(?:es|ing|ed)|serve|providing\s+access\s+to|access(?:es|ing)?|fronting|along)\s*:?\s+(?:the\s+)?(?:existing\s+)?$",
                 doc.text[max(0, q.start_char - 40):q.start_char], re.IGNORECASE) \
            and not (q.end < len(doc) and doc[q.end].lower_ in ("new", "proposed", "future", "planned")):
        return True  # (but "the new street will serve 14 new homes": the project's own)
    nxt = doc[q.end: q.end + 3]
    if len(nxt) < 2 or nxt[0].lower_ != "of":
        return False
    return nxt[1].lower_ not in {"housing", "affordable", "senior", "residential", "rental", "workforce", "new",
                                 "multifamily", "multi", "apartments", "townhomes", "condominiums", "market"}


_LOT_NOUN = lazy_compile(r"^\s*(?:\(\d+\)\s*)?(?:new\s+|separate\s+|buildable\s+)?(?:lots?|parcels?|tracts?)\b", re.IGNORECASE)
# a use no home is: a lot holding one of these is no dwelling unit
_OTHER_USE = lazy_compile(r"\b(?:church|chapel|school|city\s+hall|library|fire\s+station|police\s+station|hospital|clinic|"
                        r"park\s+(?:pavilion|shelter|building)|public\s+works|commercial|retail|office|industrial|warehouse|"
                        r"restaurant|store|shop|bank|hotel|daycare|child\s?care)\b", re.IGNORECASE)
# a public owner's land re-platted: lots of a city's or a school district's parcel are no homes unless the sentence says so
_PUBLIC_LAND = lazy_compile(r"\b(?:city|county|state|district|school\s+district|publicly)[- ]owned\b|\bowned\s+by\s+the\s+"
                          r"(?:city|county|state|school\s+district)\b", re.IGNORECASE)
_HOME_NOUN = lazy_compile(r"\b(?:homes?|houses?|residences?|dwellings?|single[- ]family|townhomes?|twinhomes?|"
                        r"residential\s+lots?|homesites?|home\s+sites?)\b", re.IGNORECASE)


def _lots_of_other_use(doc: Doc, q: Span) -> bool:
    """A count of lots (or parcels) where the sentence says the lots hold another use than homes.

    "It splits the property into two lots: one that holds the church, one that keeps the house", "re-plats
    the city-owned parcel into four (4) lots": the lots are counted, the homes are not.
    """
    if not (re.search(r"\b(?:lots?|parcels?|tracts?)\W*$", q.text, re.IGNORECASE) or _LOT_NOUN.match(doc.text[q.end_char:])):
        return False
    if _OTHER_USE.search(doc.text):
        return True
    # a public owner re-platting its own land ("re-plats the city-owned parcel into four lots") counts lots, not homes;
    # a plat of lots on land the city owns ("nine lots on land owned by the city") may well be nine homes
    return bool(_PUBLIC_LAND.search(doc.text) and re.search(r"\bre-?plat", doc.text, re.IGNORECASE)) and not _HOME_NOUN.search(doc.text)


def _one_lot(doc: Doc, q: Span, value: float) -> bool:
    """"1 lot", "Number of lots: 1": one lot holds a home or a shop alike, it counts no homes."""
    if value != 1:
        return False
    words = {t.lower_ for t in doc[max(0, q.start - 6): q.end + 4]}
    return bool(words & {"lot", "lots", "parcel", "parcels"}) and not words & {
        "dwelling", "units", "unit", "home", "homes", "house", "residence", "du"}


_LINKS = {":", "=", "-", "–", "|", "/", "of", "is", "are", "total", "proposed", "(", ")", "#", "no", "no.", "count", "number"}


def _links_only(span: Span) -> bool:
    """"Lots: 24", "lots proposed - 18": only a link between the label and its number."""
    return all(t.is_space or t.lower_ in _LINKS for t in span)


def _other_noun_after(doc: Doc, q: Span) -> bool:
    """"... lots and 2 outlots": the number counts the noun after it, not the label before."""
    nxt = next((t for t in doc[q.end:q.end + 2] if not t.is_space), None)
    return nxt is not None and nxt.is_alpha and not nxt._.is_unit


def _label_line(doc: Doc, q: Span) -> bool:
    """"DU: 36", "Dwelling Units (DU)    40": a short line that is a label and its number."""
    rest = [t for t in doc[q.end:] if not (t.is_space or t.is_punct)]
    return not rest and len(doc) <= 10


_CONTOUR_LINK = {"interval", "intervals", "is", "are", "of", "=", ":", "at", "every", "@", "shown", "drawn", "a",
                 "the", "spacing", "was", "used", "-", "existing", "proposed", "and"}


def _contour_link(doc: Doc, label: Span, q: Span) -> bool:
    """"contour interval: 2 ft", "contours at 2 ft" - not "contours at the property line 5 feet from"."""
    if label.start >= q.end:
        return True
    return all(t.lower_ in _CONTOUR_LINK for t in doc[label.end:q.start])


def _contour_after(doc: Doc, q: Span) -> bool:
    return any(t.lower_.startswith("contour") for t in doc[q.end:q.end + 3])


_P_WORDS = lazy_compile(r"remov|reduc|captur|treat|efficien|retain|retention", re.IGNORECASE)


_OF_PHOSPHORUS = lazy_compile(r"\s*of\s+(?:the\s+|its\s+)?(?:(?:annual|yearly|average|site'?s?|incoming|influent|"
                            r"post-?development)\s+){0,2}(?:total\s+phosphorus|tp)\b(?:\s+load)?", re.IGNORECASE)


def _phosphorus(doc: Doc, q: Span, seg: Segment, strength: int) -> Candidate | None:
    labels = [l for l in doc.spans["label"] if l.label_ in ("phosphorus", "distractor")]
    if not any(l.label_ == "phosphorus" for l in labels) or not _P_WORDS.search(seg.text):
        return None
    if _near_requirement(doc, q):
        return None
    nearest = min(labels, key=lambda l: min(abs(l.start - q.end), abs(q.start - l.end)))
    # "Pond A removing 61% of the annual total phosphorus load": the share is named right after it
    of_phosphorus = _OF_PHOSPHORUS.match(doc.text[q.end_char:q.end_char + 60])
    if nearest.label_ != "phosphorus" and not of_phosphorus:
        # "annual TP removal for the campus drainage area is 44%": the area the removal is of stands between
        own = [l for l in labels if l.label_ == "phosphorus" and l.end <= q.start]
        if not own or not re.fullmatch(r"\s*(?:(?:load\s+)?(?:removal|reduction)\s+)?(?:for|of|from|in|at|across)\s+(?:the\s+)?"
                                       r"[A-Za-z][\w\s-]{0,40}?\s+"
                                       r"(?:is|was|will\s+be|=|:|totals|equals)\s*(?:approximately\s+|about\s+)?",
                                       doc.text[own[-1].end_char:q.start_char]) \
                or re.search(r"\b(?:off-?\s?site|offsite|upstream|neighbou?r\w*|adjacent|existing|each|one)\b",
                             doc.text[own[-1].end_char:q.start_char], re.IGNORECASE):
            return None
    num = q._.qty_num
    if not 0 <= num.value <= 100:
        return None
    return Candidate(name="phosphorus_removal_pct", value=num.value, evidence=seg.evidence(),
                     strength=strength, tolerance=num.tolerance)
