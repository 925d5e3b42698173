"""What one synthetic package says, before any page is drawn: the scenario.

A :class:`PackageSpec` holds the true values the documents will state (``None`` = the
documents do not state it), which exhibits and narrative statements are left out, and how
the package is delivered (split, scanned, malformed files). The voices turn a spec into
pages; the truth file is written from what was actually drawn, so a spec value that no
voice writes never becomes a "fact".

Example (a hand-picked package, e.g. for ``corpus/examples``)::

    PackageSpec(id="example-commercial", project_type="commercial", site_area_ac=3.2,
                existing_impervious_ac=0.4, proposed_impervious_ac=2.1,
                peak_rates={"1": (2.1, 1.8), "10": (5.0, 4.6), "100": (9.2, 10.4)},
                omit_exhibits=["N.6.A.2", "N.6.A.13"])

Areas are in acres with at most two decimals (the voices print them in acres or square
feet; both round-trip within the scorer's 1%).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

MalformedReason = Literal["truncated", "encrypted", "empty", "not_pdf"]

# Exhibit ids the generator can leave out, and the narrative statements it can omit.
OMITTABLE_EXHIBITS = (
    "N.6.A.1", "N.6.A.2", "N.6.A.3", "N.6.A.4", "N.6.A.5", "N.6.A.6", "N.6.A.7",
    "N.6.A.8", "N.6.A.9", "N.6.A.10", "N.6.A.11", "N.6.A.12", "N.6.A.13",
    "N.6.B", "N.6.C", "plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced",
)
STATEMENT_IDS = (
    "N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8",
    "N.5.2", "N.5.4",
)


class PondSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = "Pond 1"
    normal_water_elev_ft: float = 900.0
    hwl_elev_ft: float = 904.2
    safety_bench_width_ft: float = 10.0
    safety_bench_slope_h_per_v: float = 10.0
    freeboard_ft: float = 2.0


class TrailSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    width_ft: float = 8.0
    buffer_ft: float = 5.0
    crossing_pct: float = 10.0
    area_ac: float = 0.6
    standalone: bool = False


class PackageSpec(BaseModel):
    """A scenario. Defaults describe an ordinary 3.2-acre commercial redevelopment."""

    model_config = ConfigDict(extra="forbid")

    id: str = "package"
    split: Literal["tuning", "heldout"] = "tuning"
    kind: Literal["text", "scanned"] = "text"
    seed: int = 0
    scenario: str = Field(default="custom", description="label of the branch exercised (not written into the PDFs)")

    project_type: str = "commercial"
    project_name: str | None = None  # drawn at random when None
    applicant_public: bool = False
    state_public: bool = Field(default=True, description="the form states whether the applicant is a public entity")
    site_area_ac: float | None = 3.2
    dwelling_units: int | None = None
    state_density: bool = False
    existing_impervious_ac: float | None = 0.4
    proposed_impervious_ac: float | None = 2.1
    state_net: bool = True
    disturbed_area_ac: float | None = 3.0
    common_scheme_area_ac: float | None = None
    infiltration_proposed: bool | None = False
    landlocked: bool | None = False
    phosphorus_removal_pct: float | None = None
    peak_rates: dict[str, tuple[float, float]] | None = Field(
        default=None, description="event -> (existing cfs, proposed cfs); '2' and '5' rows are written as distractors"
    )
    lowest_opening_elev_ft: float | None = None
    hwl_100yr_elev_ft: float | None = None
    ponds: list[PondSpec] = Field(default_factory=list)
    vertical_datum: str | None = "NGVD29"
    contour_interval_ft: float | None = 2.0
    sidewalk_trail: TrailSpec | None = None

    sections_hint: list[int] = Field(
        default_factory=lambda: [3, 4],
        description="which analyses the engineer includes (4 = rate control, 5 = water quality)",
    )
    omit_exhibits: list[str] = Field(default_factory=list)
    omit_statements: list[str] = Field(default_factory=list)
    malformed: list[MalformedReason] = Field(default_factory=list)
    files_layout: Literal["single", "split", "folders"] = "split"
    conflict: str | None = Field(default=None, description="a fact stated two different ways (site_area_ac only)")
    voice_variant: int = 0
