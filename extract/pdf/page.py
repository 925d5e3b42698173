"""A page of a package as the fact readers see it, whether it came from a text layer or OCR.

Every reader downstream works on :class:`Page` lines and cells, so evidence from a
scanned page looks exactly like evidence from a born-digital one (file, page, words, box).
Coordinates are PDF points with the origin at the top-left of the page (pdfplumber's
convention): ``(x0, top, x1, bottom)``.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

BBox = tuple[float, float, float, float]


class Cell(BaseModel):
    """One run of text on a line: a table cell, a label or a value."""

    text: str
    bbox: BBox


class Line(BaseModel):
    """A visual row of text. ``text`` joins the cells: a single space inside a run of prose,
    a tab character where the gap between cells is wide (a column boundary)."""

    text: str
    bbox: BBox
    cells: list[Cell] = Field(default_factory=list)


class Page(BaseModel):
    file: str = Field(description="path of the file as named in the package")
    number: int = Field(ge=1, description="1-based page number")
    width: float = Field(description="points")
    height: float = Field(description="points")
    ocr: bool = False
    lines: list[Line] = Field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)
