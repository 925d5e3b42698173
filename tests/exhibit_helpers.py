"""Shared helpers for the exhibit-family tests (tests/test_exhibit_<item>.py).

Each helper runs the exhibit detector (detect_exhibits) on one page of text laid out a given way: a
letter page of a report, a plan sheet with its title over the sheet number, a titled sheet, a firm's
set sheet, a sheet with a certified title block. `cases` turns a data table of rows ending in their id
into pytest params.
"""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

# -- page sizes (points) -----------------------------------------------------------------------------------------
LETTER = (612.0, 792.0)
SHEET_34x22 = (2448.0, 1584.0)
SHEET_36x24 = (2592.0, 1728.0)


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


def cases(table):
    return [pytest.param(*row[:-1], id=row[-1]) for row in table]


# -- plan sheets -------------------------------------------------------------------------------------------------
def on_grading_plan(block):
    """A 34 x 22 sheet: the block, then the title GRADING PLAN over the sheet number and scale."""
    return found(f"{block}\nGRADING PLAN\nSHEET C3.0\nSCALE 1\" = 30'", SHEET_34x22)


def over_sheet_number(title, number="C3.0"):
    """A 34 x 22 sheet whose text is the title (or note) right over the sheet number and scale."""
    return found(f"{title}\nSHEET {number}\nSCALE 1\" = 30'", SHEET_34x22)


def titled_sheet(body, title, number="C3.0"):
    """A 34 x 22 sheet: the body, then a title block labelled SHEET TITLE, the sheet number and scale."""
    return found(f"{body}\nSHEET TITLE\n{title}\nSHEET {number}\nSCALE 1\" = 30'", SHEET_34x22)


def set_sheet(body, title, number="C4"):
    """A 36 x 24 sheet whose title block sets the title beside a bearing and numbers it "<number> OF 6"."""
    block = f"\nSHEET TITLE:\nN 89 41 12 E 412.36\t{title}\nSHEET NO.\n{number}\tOF 6"
    return found(f"NORTHGATE ENGINEERING\nPROPERTY LINE\n{body}{block}", SHEET_36x24)


# -- a certified sheet -------------------------------------------------------------------------------------------
CERT = ("I hereby certify that this plan, specification, or report was\nprepared by me or under my direct supervision and that I am\n"
        "a duly Licensed Professional Engineer under the laws of the\nState of Minnesota. Karen L. Haugen, P.E. License No.\n47729")


def certified_sheet(note, title="GENERAL", size=SHEET_36x24):
    """A sheet whose general notes column holds the note, with a certified title block."""
    return found(f"GENERAL NOTES\n{note}\n\n\n{CERT}\n{title}\nC-101", size)
