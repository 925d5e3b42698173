"""Check-box answers on application forms: one mark vocabulary, and which option is ticked.

Forms put the box before its option ("☒ No ☐ Yes"), after it ("Yes ☐ No ☒", "Commercial
[X]"), as a blank to fill ("Yes: __  No: X") or in a Yes/No column of a table. Every reader
of a yes/no or pick-one fact uses this one module, so a mark means the same everywhere and
an empty form never reads as an answer: a question whose boxes are all empty, or whose
opposite boxes are both ticked, has no answer (None), never a guessed one.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict

from extract.pdf.page import Line
from extract.words.lazy_compile import lazy_compile

# a ticked box: ☒ ☑ ■ ✔ ✓ ⊠ ✗ ☓ ◉, [X], (X), _X_, or a bare X standing alone between words
# symbol-font boxes of word-processor forms arrive as private-use code points: Wingdings \uf0fe \uf0fd \uf078
# (ticked, crossed) and \uf0a8 \uf06f \uf071 (empty); Wingdings 2 \uf052 \uf054 \uf053 and \uf0a3 \uf02a
_CHECKED_GLYPHS = "☒☑■✔✓⊠✗✘☓◉🗹🗷\uf0fe\uf0fd\uf078\uf0fc\uf0fb\uf052\uf054\uf053"
_UNCHECKED_GLYPHS = "☐□○◯❑❒❏❐▢◻⬜\uf0a8\uf06f\uf071\uf0a3\uf02a"
_CHECKED = (r"\[\s*[xX✓✔✗■●]\s*\]|\(\s*[xX✓✔●]\s*\)|_+\s*[xX✓✔]\s*_+|[" + _CHECKED_GLYPHS + r"]"
            r"|(?<![\w/.,'’-])(?<!\d\s)[xX](?![\w/.'’-])(?!\s*\d)")
# an empty box: ☐ □ ○ ◯ ❑ ❒, [ ], ( ), or a blank line to fill (__)
_UNCHECKED = r"\[\s*\]|\(\s*\)|[" + _UNCHECKED_GLYPHS + r"]|_{2,}"
_MARK = lazy_compile(rf"(?P<on>{_CHECKED})|(?P<off>{_UNCHECKED})")
# a real box (not a bare X): what tells a form line from prose
_REAL_BOX = lazy_compile(r"\[\s*[xX✓✔✗■●]?\s*\]|\(\s*[xX✓✔●]?\s*\)|[" + _CHECKED_GLYPHS + _UNCHECKED_GLYPHS + r"]|_{2,}")

_YES_NO_HEAD = lazy_compile(r"^\s*(yes|no|n/?a|not applicable)\b", re.IGNORECASE)
_YES_NO_TAIL = lazy_compile(r"\b(yes|no|n/?a|not applicable)\s*$", re.IGNORECASE)
_YES_NO_WORD = lazy_compile(r"yes|no|n/?a", re.IGNORECASE)
_FIELD = lazy_compile(r"\b(?:type|use|category|kind|class|check|select|mark|applicant|proposed|project|development|"
                    r"answer|response)\b|[?:]\s*$", re.IGNORECASE)
_CUT = lazy_compile(r".*(?:[?:;\t]|\s{2,})", re.DOTALL)  # the question before an after-mode first option


# a line that opens with an empty box is an option nobody ticked ("☐ Maintenance agreement attached"):
# whatever follows is offered, not stated. Hollow bullets (○) are left out: lists use them as bullets.
_OPENS_UNTICKED = lazy_compile(r"^\s*(?:[☐□❏]|\[\s*\]|\(\s*\))")


def opens_unticked(text: str) -> bool:
    """Whether the line or sentence begins with an empty check box."""
    return bool(_OPENS_UNTICKED.match(text))


class Option(BaseModel):
    """One box and the words it belongs to."""

    model_config = ConfigDict(frozen=True)

    label: str
    ticked: bool


_SOLID = lazy_compile(r"^\s*[■●]\s*$")


def _marks(text: str) -> list[re.Match[str]]:
    """The boxes of a line. A filled square or dot is a ticked box only beside an empty one: alone, it is a
    bullet or a map legend's swatch ("■ Commercial  ■ Residential"), not an answer."""
    marks = list(_MARK.finditer(text))
    if not any(m.group("off") for m in marks):
        marks = [m for m in marks if not _SOLID.match(m.group(0))]
    return marks


def _label_before(chunk: str) -> str:
    """The option written just before its box: the chunk's end, past any question or colon."""
    chunk = chunk.rstrip(" \t:-=.")
    m = _CUT.match(chunk)
    return (chunk[m.end():] if m else chunk).strip(" \t:-=.")


def _label_after(chunk: str) -> str:
    """The option written just after its box, up to a wide gap or the next sentence."""
    chunk = chunk.strip(" \t:-=.")
    return re.split(r"\t|\s{3,}", chunk, maxsplit=1)[0].strip(" :-=.") if chunk else ""


def _valid(label: str) -> bool:
    return bool(label) and label[0].isalnum()


def options(text: str) -> list[Option]:
    """Every box of ``text`` with its option, boxes before or after their options.

    Which side a box labels is decided by the layout: a line that opens with a box puts
    each box before its option; one that ends with a box puts it after. When words stand
    on both ends ("Yes ☐ No ☒ (if yes, attach ...)") see :func:`_undecided`; a line of
    typed X marks only ("Yes X No") is read X-before-option, as typists write it.
    """
    if not isinstance(text, str) or not text.strip():
        return []
    text = text.replace("\n", "  ")
    marks = _marks(text)
    if any(m.group("on") and not re.fullmatch(r"[xX]|_+\s*[xX✓✔]\s*_+", m.group(0)) or m.group("off")
           and not m.group(0).startswith("_") for m in marks):
        # a form with real boxes: a blank line ("Other: ____") is a space to write in, not a box
        marks = [m for m in marks if not (m.group("off") or "").startswith("_")]
    if not marks:
        return []
    bare_only = all(m.group("on") and re.fullmatch(r"[xX]", m.group(0)) for m in marks)
    if bare_only and len(marks) > 1:
        return []  # "2 x 4 and 3 X 5": several bare letters with no box are no form
    head = text[:marks[0].start()]
    tail = text[marks[-1].end():]
    before = [_label_after(text[m.end():(marks[i + 1].start() if i + 1 < len(marks) else len(text))])
              for i, m in enumerate(marks)]
    after = [_label_before(text[(marks[i - 1].end() if i else 0):m.start()]) for i, m in enumerate(marks)]
    if not head.strip():
        labels = before
    elif not tail.strip(" \t.;"):
        labels = before if _field_head(text, marks, head) else after
    elif bare_only:
        labels = before  # "Yes X No": a typed X is written before the answer it marks
    else:
        labels = _undecided(marks, before, after, head, tail)
    return [Option(label=label, ticked=bool(m.group("on"))) for m, label in zip(marks, labels)]


def _field_head(text: str, marks: list[re.Match[str]], head: str) -> bool:
    """"Land use: ☐ Home ☒ Subdivision ☐ Multi-family ☐" (the last option wrapped): a field's name.

    A line that ends with a box would read each box after its option, but when only the
    field's name before the first box ends with a colon, the boxes come before their options
    and the last one's words went to the next line. "Commercial: X  Industrial: __" puts a
    colon before every box and stays box-after; "Yes: ☒" is an answer word, not a field.
    """
    if len(marks) < 2 or not head.rstrip().endswith(":") or _YES_NO_WORD.fullmatch(_label_before(head).strip(" :")):
        return False
    between = [text[marks[i - 1].end():m.start()] for i, m in enumerate(marks) if i]
    return not any(b.rstrip().endswith(":") for b in between)


def _undecided(marks: list[re.Match[str]], before: list[str], after: list[str], head: str, tail: str) -> list[str]:
    """Words on both ends of a line of boxes: the side on which every box has an option wins.

    "Yes ☐ No ☒ (if yes, attach ...)": only the after-side gives each box a word. When both sides
    do, an orphan Yes/No at one end shows the side ("Yes ☒ No ☐ Infiltration ..." is after); if
    still undecided and the two readings tick different options, no option is read at all.
    """
    vb, va = sum(map(_valid, before)), sum(map(_valid, after))
    if vb != va:
        return after if va > vb else before
    if _YES_NO_WORD.fullmatch(_label_before(head)):
        return after
    if _FIELD.search(head):
        return before  # "Project Type ☐ Residential ☒ Commercial": the head is the field's name, no option
    if _YES_NO_WORD.fullmatch(_label_after(tail)):
        return before
    ticked_b = {label for m, label in zip(marks, before) if m.group("on")}
    ticked_a = {label for m, label in zip(marks, after) if m.group("on")}
    return before if ticked_b == ticked_a else ["" for _ in marks]


def ticked_options(text: str) -> list[str]:
    """The options whose box is ticked, in order ("Check all that apply" lists may hold several)."""
    try:
        return [o.label for o in options(text) if o.ticked and o.label]
    except Exception:  # an odd line is no answer
        return []


def _answer_of(label: str) -> str:
    m = _YES_NO_HEAD.match(label) or _YES_NO_TAIL.search(label)
    if m:
        word = m.group(1).lower().replace("not applicable", "n/a")
        return "n/a" if word in ("na", "n/a") else word
    return label


def ticked_answer(text: str) -> str | None:
    """The one ticked answer: "yes", "no", "n/a" or the option's own label.

    None when no box is ticked (an unticked form is no answer) or when two different
    options are ticked (a contradiction is kept as no answer, never picked from).
    """
    try:
        ticked = {_answer_of(label) for label in ticked_options(text)}
    except Exception:
        return None
    return ticked.pop() if len(ticked) == 1 else None


def until_next_question(text: str) -> str:
    """The answer region after a question's "?": up to the next question on the same line, if any."""
    if not isinstance(text, str):
        return ""
    nxt = text.find("?", 1)
    return text if nxt < 0 else text[:nxt]


def has_boxes(text: str) -> bool:
    """A form line: it holds at least one real box (a bare X alone, or bullets, are not enough)."""
    if not isinstance(text, str):
        return False
    return any(_REAL_BOX.fullmatch(m.group(0)) for m in _marks(text))


def has_marks(text: str) -> bool:
    """Any box or mark at all, a bare X included: a line read as a form, not as prose."""
    return bool(options(text))


def answered_yes_no(text: str) -> str | None:
    """A yes/no answer ticked in ``text``: "yes" or "no"; None for no box, an empty form, both, or n/a."""
    answer = ticked_answer(text)
    return answer if answer in ("yes", "no") else None


def offers_yes_no(text: str) -> bool:
    """The question offers Yes and No as choices ("☐ Yes ☐ No", "Yes / No"): a form, answered or not."""
    return isinstance(text, str) and bool(re.search(r"\byes\b[\s\W_]{0,12}\bno\b|\bno\b[\s\W_]{0,12}\byes\b",
                                                    text, re.IGNORECASE))


def column_answer(header: Line, row: Line) -> str | None:
    """A mark under a table's Yes or No column: "yes"/"no", None when no single column is marked.

    The header's "Yes" and "No" cells give the columns' spans; a mark cell of the row counts
    for the column it overlaps. A row with marks under both columns is no answer.
    """
    try:
        cols: dict[str, tuple[float, float]] = {}
        for cell in header.cells:
            word = cell.text.strip().lower()
            if word in ("yes", "no", "y", "n"):
                cols["yes" if word.startswith("y") else "no"] = (cell.bbox[0], cell.bbox[2])
        if set(cols) != {"yes", "no"}:
            return None
        found = set()
        for cell in row.cells[1:]:
            mark = _MARK.fullmatch(cell.text.strip())
            if not mark or not mark.group("on"):
                continue
            x0, x1 = cell.bbox[0], cell.bbox[2]
            mid = (x0 + x1) / 2
            for name, (a, b) in cols.items():
                slack = max(6.0, (b - a) / 2)
                if a - slack <= mid <= b + slack:
                    found.add(name)
        return found.pop() if len(found) == 1 else None
    except Exception:  # a malformed row is no answer
        return None
