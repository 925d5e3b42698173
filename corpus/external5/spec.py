"""What one external5 package states: the author's numbers, before any page is drawn.

A value of None means the documents never state it. ``exhibits`` names the Section 6 items
the author actually includes; ``statements`` the narrative criteria the text demonstrates.
The truth file is still written from what the drawing code records, page by page.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PondData:
    name: str
    nwl: float
    hwl: float
    bench_w: float
    bench_slope: float
    freeboard: float
    dead_storage_cf: int = 18500


@dataclass
class Firm:
    name: str
    lines: list[str]
    engineer: str
    license_no: str
    font: str = "Helvetica"
    heading: str = "{num}.0 {title}"


@dataclass
class Pkg:
    id: str
    seed: int
    firm: Firm
    project: str
    city: str
    applicant: str
    applicant_public: bool
    public_words: str  # the sentence that says who the applicant is
    project_type: str
    type_words: str
    date: str
    site_area_ac: float
    disturbed_ac: float | None
    existing_imp: float | None
    proposed_imp: float | None
    state_net: bool = True
    parent_area_ac: float | None = None
    offsite_ac: float | None = None
    units: int | None = None
    state_density: bool = False
    common_scheme_ac: float | None = None
    common_scheme_text: str = ""
    infiltration: bool | None = None
    landlocked: bool | None = None
    tp_pct: float | None = None
    tp_model: str = "MIDS"
    tss_pct: float = 85.0
    peaks: dict[str, tuple[float, float]] | None = None
    ponds: list[PondData] = field(default_factory=list)
    lowest_opening: float | None = None
    bldg_hwl: float | None = None
    datum: str | None = "NGVD 1929"
    contour: float | None = 2.0
    trail: dict | None = None
    trail_text: str = ""
    statements: list[str] = field(default_factory=list)
    exhibits: list[str] = field(default_factory=list)
    plan_size: str | None = "24x36"
    reduced: bool = False
    scanned: bool = False
    receiving: str = "Minnehaha Creek"
    soils: str = "Lester-Kilkenny loams (HSG B/C)"
    pids: list[str] = field(default_factory=list)
    notes: dict = field(default_factory=dict)
