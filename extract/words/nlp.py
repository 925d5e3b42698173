"""The spaCy pipeline that finds quantities, labels and negation cues in a sentence.

Built on ``spacy.blank("en")`` with rule components only (no model download), once per
process. The tokenizer is taught engineers' typography ("5.2ac", "±33,032", "12,500sf");
multi-token unit spellings ("sq. ft.", "two (2)") are merged into single tokens so
the quantity Matcher sees NUMBER [-] UNIT; labels and negation cues come from
PhraseMatchers over the phrase tables in :mod:`extract.words.labels` and :mod:`extract.words.negation`.
Downstream code reads ``doc.spans["qty"]``, ``doc.spans["label"]`` and ``doc.spans["neg"]``.
"""

from __future__ import annotations

import re

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc, Span, Token
from spacy.lang.en import English

from extract.words.labels import LABEL_PHRASES
from extract.words.negation import NEGATION_CUES
from extract.words.numbers import ONES, TENS, WORD_NUMBERS, parse_number
from extract.words.units import UNIT_SPELLINGS, unit_of

if not Token.has_extension("num"):
    Token.set_extension("num", default=None)  # extract.words.numbers.Number | None
    Token.set_extension("unit", default=None)  # canonical unit | None
    Token.set_extension("is_num", default=False)
    Token.set_extension("is_unit", default=False)
if not Span.has_extension("qty_unit"):
    Span.set_extension("qty_unit", default=None)
    Span.set_extension("qty_num", default=None)


@Language.component("rulen_merge")
def _merge(doc: Doc) -> Doc:
    """Merge multi-token units and "two (2)" into single tokens, longest first."""
    matcher = _merge_matchers(doc.vocab)
    spans = [doc[s:e] for _, s, e in matcher[0](doc)] + [doc[s:e] for _, s, e in matcher[1](doc)]
    spans = spacy.util.filter_spans([s for s in spans if len(s) > 1])
    with doc.retokenize() as retok:
        for span in spans:
            retok.merge(span)
    return doc


# A number right after these words names a thing ("Pond 1", "Lot 3", "Sheet C-2"), it is no quantity.
ID_WORDS = {"pond", "basin", "lot", "lots", "block", "outlot", "structure", "no", "no.", "#", "cb", "mh", "node",
            "phase", "sheet", "figure", "fig", "fig.", "table", "appendix", "exhibit", "section", "township",
            "range", "twp", "rng", "sec", "pid", "road", "rd", "csah", "cr", "highway", "hwy", "th", "route",
            "street", "avenue", "ave", "lane", "drive", "suite", "box", "unit", "building", "bldg", "boring",
            "b", "p", "tract", "parcel", "subcatchment", "reach", "link", "catchment", "dp", "outfall",
            "wetland", "chapter", "rule", "page", "item", "step", "task", "tab", "attachment", "option", "alternative"}


def _in_word_compound(doc: Doc, i: int) -> bool:
    for step in (-1, 1):
        j = i + step
        if 0 <= j < len(doc) and doc[j].text in ("-", "and") :
            j += step
        if 0 <= j < len(doc) and doc[j].lower_ in WORD_NUMBERS and doc[j].lower_ not in ("half",) \
                and (j == i + step or doc[i + step].text == "-" or doc[j].lower_ != "one" and doc[i].lower_ != "one"):
            return True
    return False


_NUMBERED = ("units", "lots", "buildings", "bldgs", "homes", "sites", "lot", "unit", "building", "bldg")
_THROUGH = ("-", "–", "through", "thru", "to")


def _numbered_range(doc: Doc, i: int) -> bool:
    """Token ``i`` is either end of a range of numbers after "units"/"lots" ("UNITS 12-19"), not a quantity."""
    def whole(k: int) -> bool:
        return 0 <= k < len(doc) and doc[k].text.isdigit() and len(doc[k].text) <= 3
    if i >= 1 and doc[i - 1].lower_ in _NUMBERED and i + 2 < len(doc) and doc[i + 1].lower_ in _THROUGH and whole(i + 2):
        return True
    return i >= 3 and doc[i - 1].lower_ in _THROUGH and whole(i - 2) and doc[i - 3].lower_ in _NUMBERED


_STREET = {"street", "st", "st.", "avenue", "ave", "ave.", "road", "rd", "rd.", "lane", "ln", "drive", "dr", "boulevard", "blvd",
           "parkway", "pkwy", "court", "ct", "circle", "cir", "trail", "way", "place", "pl", "terrace", "highway"}


def _house_number(doc: Doc, i: int) -> bool:
    """"441 Third Street", "7905 Laketown Road", "3801 Walker St": a number that opens a street address."""
    if not (1 <= len(doc[i].text) <= 5) or i + 1 >= len(doc) or not doc[i + 1].text[:1].isupper():
        return False
    if i >= 1 and doc[i - 1].lower_ in ("the", "these", "those", "its", "their", "our", "all", "of"):
        return False  # "the 12 Oak Lane lots": a count of things on the street
    names = doc[i + 1:i + 4]
    for k, t in enumerate(names):
        if t.lower_ in _STREET and k >= 1:
            return True
        if not (t.text[:1].isupper() or t.lower_ in ("north", "south", "east", "west")):
            return False
    return False


_ORDINALS = {"first", "second", "third", "fourth", "fifth", "sixth", "st", "nd", "rd", "th", "1st", "2nd", "3rd", "4th", "5th"}


def _plat_name(doc: Doc, lab: Span) -> bool:
    """"Disturbed area, 2nd Addition: 3.9 acres": a plat's name ("Pioneer Pass 2nd Addition"), not a building's addition."""
    return lab.text.lower() == "addition" and lab.start >= 1 and doc[lab.start - 1].lower_ in _ORDINALS


def _in_address(doc: Doc, lab: Span) -> bool:
    if lab.end - lab.start != 1 or doc[lab.start].lower_ not in _STREET:
        return False
    return any(doc[k].text.isdigit() and _house_number(doc, k) for k in range(max(0, lab.start - 3), lab.start))


@Language.component("rulen_tag")
def _tag(doc: Doc) -> Doc:
    for tok in doc:
        num = parse_number(tok.text)
        prev = doc[tok.i - 1].lower_ if tok.i > 0 else ""
        nxt = doc[tok.i + 1].text if tok.i + 1 < len(doc) else ""
        if num is not None and prev in ID_WORDS and unit_of(nxt) is None and nxt != "-" \
                and not ("." in tok.text and num.value >= 500):
            # "Pond 1 is ...": an identifier (but "area 2.3 acres" keeps its number, and so does an elevation
            # with its decimals: "Lowest opening on any lot 973.9")
            num = None
        if num is not None and tok.text.isdigit() and _house_number(doc, tok.i):
            num = None  # "the site at 441 Third Street": an address
        if num is not None and tok.text.isdigit() and _numbered_range(doc, tok.i):
            num = None  # "UNITS 12-19", "Lots 4 through 9": which homes, by their numbers
        if num is not None and tok.text.isdigit() and not tok.whitespace_ and re.fullmatch(r"[A-GI-UW-Z]{1,2}", nxt):
            num = None  # "lots adjacent to 2P", "subcatchment 3S": a model node's tag, no quantity (3H:1V is a slope)
        if num is not None and tok.text.isdigit() and nxt.lower() in ("st", "nd", "rd", "th") and not tok.whitespace_:
            num = None  # "the 3rd Addition": an ordinal names which one, it measures nothing
        if num is not None and not any(c.isdigit() for c in tok.text) and _in_word_compound(doc, tok.i):
            num = None  # "one hundred forty-two": a compound we do not add up is no number at all
        if num is not None and not tok.text.lower() in ("half",):
            tok._.num = num
            tok._.is_num = True
        unit = unit_of(tok.text)
        if unit is not None and num is None:
            tok._.unit = unit
            tok._.is_unit = True
    return doc


@Language.component("rulen_spans")
def _spans(doc: Doc) -> Doc:
    qty_matcher, label_matcher, neg_matcher = _span_matchers(doc.vocab)
    qtys: list[Span] = []
    for match_id, start, end in qty_matcher(doc):
        qtys.append(doc[start:end])
    qtys = spacy.util.filter_spans(qtys)
    for span in qtys:
        span._.qty_num = span[0]._.num
        unit_tok = [t for t in span[1:] if t._.is_unit]
        span._.qty_unit = unit_tok[-1]._.unit if unit_tok else None
    doc.spans["qty"] = qtys
    labels = [Span(doc, s, e, label=doc.vocab.strings[m]) for m, s, e in label_matcher(doc)]
    # "the site at 7905 Laketown Road is 1.7 acres": a street of an address is where the site is, not a road measured
    labels = [l for l in labels if not (l.label_ == "distractor" and (_in_address(doc, l) or _plat_name(doc, l)))]
    doc.spans["label"] = spacy.util.filter_spans(labels)
    doc.spans["neg"] = [Span(doc, s, e, label="NEG") for _, s, e in neg_matcher(doc)]
    return doc


@lru_cache(maxsize=4)
def _merge_matchers(vocab) -> tuple[PhraseMatcher, Matcher]:
    tokenizer = _tokenizer_only().make_doc
    units = PhraseMatcher(vocab, attr="LOWER")
    multi = [s for spellings in UNIT_SPELLINGS.values() for s in spellings]
    docs = [tokenizer(s) for s in multi]
    units.add("UNIT", [d for d in docs if len(d) > 1])
    words = Matcher(vocab)
    words.add("WORDNUM", [[
        {"LOWER": {"IN": list(WORD_NUMBERS)}}, {"ORTH": "("}, {"TEXT": {"REGEX": r"^[\d./]+$"}}, {"ORTH": ")"}
    ], [  # "thirty-six (36)", "thirty-six": a compound is one number
        {"LOWER": {"IN": list(TENS)}}, {"ORTH": "-"}, {"LOWER": {"IN": list(ONES)}},
        {"ORTH": "("}, {"TEXT": {"REGEX": r"^[\d./]+$"}}, {"ORTH": ")"}
    ], [
        {"LOWER": {"IN": list(TENS)}}, {"ORTH": "-"}, {"LOWER": {"IN": list(ONES)}}
    ], [
        {"LOWER": {"IN": ["one", "three"]}}, {"ORTH": "-"}, {"LOWER": {"IN": ["half", "quarter", "quarters"]}},
        {"ORTH": "("}, {"TEXT": {"REGEX": r"^[\d./]+$"}}, {"ORTH": ")"}
    ], [  # "five and a half", "two and one-half", "2 and a half": a whole number and a fraction in words
        {"LOWER": {"IN": [*ONES, "ten", "eleven", "twelve"]}, "OP": "?"}, {"TEXT": {"REGEX": r"^\d+$"}, "OP": "?"},
        {"LOWER": "and"}, {"LOWER": {"IN": ["a", "one"]}}, {"ORTH": "-", "OP": "?"}, {"LOWER": {"IN": ["half", "quarter"]}}
    ], [  # "one-half", "one half": the fraction alone
        {"LOWER": "one"}, {"ORTH": "-", "OP": "?"}, {"LOWER": "half"}
    ], [  # "2 1/2": a whole number and a fraction in digits
        {"TEXT": {"REGEX": r"^\d+$"}}, {"TEXT": {"REGEX": r"^\d/\d$"}}
    ]])
    return units, words


@lru_cache(maxsize=4)
def _span_matchers(vocab) -> tuple[Matcher, PhraseMatcher, PhraseMatcher]:
    tokenizer = _tokenizer_only().make_doc
    qty = Matcher(vocab)
    num = {"_": {"is_num": True}}
    unit = {"_": {"is_unit": True}}
    qty.add("QTY", [[num], [num, unit], [num, {"ORTH": "-"}, unit], [num, {"ORTH": "-"}, {"LOWER": {"IN": ["acre", "foot", "unit", "lot", "year"]}}]])
    labels = PhraseMatcher(vocab, attr="LOWER")
    for key, phrases in LABEL_PHRASES.items():
        labels.add(key, [tokenizer(p) for p in phrases])
    neg = PhraseMatcher(vocab, attr="LOWER")
    neg.add("NEG", [tokenizer(p) for p in NEGATION_CUES])
    return qty, labels, neg


def _tokenizer_only() -> Language:
    """The pipeline itself: its ``make_doc`` tokenizes the phrase tables, its components never run.

    One ``spacy.blank("en")`` per process, not two: building it (the tokenizer's ~8,000 special
    cases) is the largest single cost of a cold start. The pattern docs only give the matchers
    their tokens' LOWER/ORTH hashes, the same from either vocab, so matching is unchanged.
    """
    return pipeline()


class _EngineersDefaults(English.Defaults):
    """English tokenizer rules plus engineers' typography.

    Given as the language's defaults rather than set on a built tokenizer: each setter of a
    built tokenizer recompiles its affixes and reloads its ~4,000 special cases, which cost a
    cold start ~0.15 s for the same tokens.
    """

    # a minus sign is its own token ("-0.12 acres"), so the figure is read and its sign is judged by the reader
    prefixes = list(English.Defaults.prefixes) + [r"±", r"\+/-", r"~", r"≈", r"[-−](?=\d)"]
    suffixes = list(English.Defaults.suffixes) + [
        r"(?<=[0-9])(?:[A-Za-z][A-Za-z.²³/]*|%|'|’|\"|″|′)",
    ]


class _EngineersEnglish(English):
    Defaults = _EngineersDefaults


def _build() -> Language:
    """``spacy.blank("en")`` with the engineers' affixes (no model, no download)."""
    return _EngineersEnglish()


@lru_cache(maxsize=1)
def pipeline() -> Language:
    """The process-wide pipeline (built once; spaCy pipelines are safe to reuse)."""
    nlp = _build()
    nlp.add_pipe("rulen_merge")
    nlp.add_pipe("rulen_tag")
    nlp.add_pipe("rulen_spans")
    return nlp


def analyse(text: str) -> Doc:
    return pipeline()(text)
