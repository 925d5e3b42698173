"""Pieces several authors share: the Minnesota PE certification and a plan-set drawer.

Each author words their own sheet notes; only the sheet frame and the certification text,
which real Minnesota plan sets all carry in the same statutory words, are common.
"""

from __future__ import annotations

from corpus.external26.doc import Doc, Tag, exhibit

PE_TEXT = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
           "direct supervision and that I am a duly Licensed Professional Engineer under the laws of the "
           "State of Minnesota. {name}  License No. {lic}  Date: {date}")

Sheet = tuple[str, str, list[tuple[str, tuple[Tag, ...]]]]  # number, title, notes


def draw_sheets(doc: Doc, sheets: list[Sheet], *, firm: str, project: str, revs: list[str],
                pe_name: str, lic: str, date: str, size_tag: str | None, size_note: str) -> None:
    """Draw a plan set into ``doc``: the first sheet carries the set's size note and the stamp tag."""
    pe = PE_TEXT.format(name=pe_name, lic=lic, date=date)
    for i, (number, title, notes) in enumerate(sheets):
        first_notes = notes
        if i == 0:
            tags = (exhibit(size_tag),) if size_tag else ()
            first_notes = [(size_note, tags)] + notes
        doc.sheet(number, title, first_notes, firm=firm, project=project, revs=revs, pe=pe,
                  first=(i == 0), stamp_tags=(exhibit("plan_set.pe_certified"),))


def routing_appendix(doc: Doc, heading: str, note: str, rows: list[list[str]]) -> None:
    """A page of model output (node routing results): the computations N.6.A.10 asks for.

    The 100-year peak elevation of a pond row must equal the HWL the author states elsewhere,
    or the package would contradict itself.
    """
    doc.new_page()
    doc.h(heading, 11)
    doc.p(note, size=8.5)
    header = ["Node", "Event", "Inflow (cfs)", "Peak elev (ft)", "Storage (ac-ft)", "Outflow (cfs)"]
    doc.table([header] + rows, [90, 70, 75, 85, 90, 80], exhibit("N.6.A.10"), size=8)
