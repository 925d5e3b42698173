"""The engineering part of a package: plan sheets and the stormwater report's tables and notes.

Each firm's front matter (application form, site-data tables) is drawn by its own package
module; this module draws the civil sheets and computation pages that a Section 4/5
submittal carries, with the wording varied by ``style`` so no two firms read alike. Only
what is drawn is recorded, and every option that leaves an item out leaves its words out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from corpus.external17.kit import Pkg, plan_set, title_block_factory


@dataclass
class PondData:
    name: str
    nwl: float
    hwl: float
    top: float  # top of berm / emergency overflow; freeboard = top - hwl
    bench_w: float
    bench_slope: float

    @property
    def freeboard(self) -> float:
        return round(self.top - self.hwl, 2)


@dataclass
class Civil:
    firm: str
    project: str
    city: str
    engineer: tuple[str, str, str]
    style: int = 0
    font: str = "helv"
    datum: str | None = "NGVD 29"
    datum_value: str | None = "NGVD29"
    contour: float | None = 2.0
    reduced: bool = True
    drainage_map: bool = True
    wetlands: str = "none"  # "none" (stated absent) | "delineated" | "" (not shown)
    easements: bool = True
    ponds: list[PondData] = field(default_factory=list)
    rates: dict[str, tuple[float, float]] = field(default_factory=dict)  # events incl. distractors
    offsite_ac: float | None = None
    subcatchments: list[tuple[str, float, float]] = field(default_factory=list)  # name, existing ac, proposed ac
    low_opening: tuple[float, float] | None = None  # (lowest opening, 100-yr HWL)
    tp_pct: float | None = None
    tp_loads: tuple[float, float] | None = None  # lb/yr existing-untreated, proposed-treated distractors
    statements: tuple[str, ...] = ()
    npdes: str | None = None  # permit number, when the MPCA coverage letter is enclosed
    city_letter: bool = True
    borings: bool = False
    infiltration_note: str = "Infiltration is not proposed: the site soils are clay loams (HSG C/D) with measured rates below 0.2 in/hr."
    landlocked_note: bool = True
    bmps: tuple[str, ...] = ("Wet detention pond", "Native seed buffer", "Sump catch basins with SAFL baffles",
                              "Street sweeping (spring and fall)")


def _v(cv: Civil, *variants: str) -> str:
    """One author's wording of a note: the same fact, said the way that firm says it."""
    return variants[cv.style % len(variants)]


def _sheet_existing(cv: Civil):
    def draw(p: Pkg) -> None:
        p.heading("EXISTING CONDITIONS AND REMOVALS" if cv.style % 2 == 0 else "EXISTING SITE / SURVEY", size=12)
        p.text("GENERAL NOTES", size=10, bold=True)
        note1 = _v(cv, "1. PROPERTY LINES AND LANDS OWNED BY THE APPLICANT ARE SHOWN HEAVY DASHED; "
                       "OWNERSHIP LIMITS PER BOUNDARY SURVEY.",
                   "1. BOUNDARY / PROPERTY LINE PER SURVEY; LANDS UNDER APPLICANT OWNERSHIP SHADED.",
                   "1. PROPERTY LINES AND LIMITS OF LAND OWNED BY APPLICANT (HATCHED) SHOWN HEREON.",
                   "1. PARCEL BOUNDARIES AND APPLICANT-OWNED LANDS DELINEATED PER ALTA/NSPS SURVEY.")
        p.text(note1, size=8.5)
        p.exhibit("N.6.A.1", note1)
        note2 = _v(cv, "2. EXISTING STORM SEWER, CULVERTS AND DITCHES SHOWN WITH RIM AND INVERT ELEVATIONS (FIELD LOCATED).",
                   "2. UTILITIES SHOWN FROM GOPHER STATE ONE CALL TICKET AND FIELD LOCATES.",
                   "2. EXISTING DRAINAGE STRUCTURES FIELD-VERIFIED 03/2025.")
        p.text(note2, size=8.5)
        if cv.wetlands == "none":
            w = _v(cv, "3. NO WETLANDS, MARSHES, SHORELAND OR FLOODPLAIN AREAS WERE IDENTIFIED ON THE SITE.",
                   "3. WETLANDS / FLOODPLAIN / SHORELAND: NONE ON SITE (SEE WCA NO-WETLAND DETERMINATION).",
                   "3. NO WETLAND, SHORELAND OR FEMA FLOODPLAIN AREAS EXIST WITHIN THE SITE.")
            p.text(w, size=8.5)
            p.exhibit("N.6.A.4", w)
        elif cv.wetlands == "delineated":
            w = ("3. WETLAND BOUNDARY (WETLAND A, 0.42 AC) DELINEATED BY KJOLHAUG ENVIRONMENTAL; "
                 "FEMA ZONE A FLOODPLAIN LIMIT SHOWN HATCHED.")
            p.text(w, size=8.5)
            p.exhibit("N.6.A.4", w)
        if cv.datum and cv.contour is not None:
            iv = f"{cv.contour:g}" if cv.contour != 1 else "1"
            d = _v(cv, f"4. EXISTING AND PROPOSED CONTOURS SHOWN AT {iv}-FT INTERVALS. ELEVATIONS ARE {cv.datum} DATUM.",
                   f"4. VERTICAL DATUM: {cv.datum}. CONTOUR INTERVAL = {iv} FT (EXISTING DASHED, PROPOSED SOLID).",
                   f"4. ALL ELEVATIONS REFER TO {cv.datum}; EXISTING AND PROPOSED CONTOURS AT {iv}' INTERVAL.",
                   f"4. CONTOURS ({iv}-FOOT INTERVAL) AND SPOT ELEVATIONS ON {cv.datum} DATUM.")
            p.text(d, size=8.5)
            p.fact("vertical_datum", cv.datum_value, d)
            p.fact("contour_interval_ft", cv.contour, d)
            if cv.datum_value == "NGVD29" and cv.contour == 2:
                p.exhibit("N.6.A.7", d)
        if cv.ponds:
            p.gap(6)
            first = cv.ponds[0]
            rows = [["EXIST. DEPRESSION (LOW AREA)", f"{first.nwl - 1.0:.1f}", f"{first.hwl - 0.6:.1f}", "-", "-"]]
            rows += [[pd.name + " (PROPOSED)", "-", "-", f"{pd.nwl:.1f}", f"{pd.hwl:.1f}"] for pd in cv.ponds]
            p.table(["WATER BODY", "EXIST. NWL", "EXIST. 100-YR HWL", "PROP. NWL", "PROP. 100-YR HWL"], rows,
                    size=8, title="ON-SITE WATER ELEVATIONS (FT)")
            p.exhibit("N.6.A.6", "ON-SITE WATER ELEVATIONS (FT) existing and proposed NWL and 100-YR HWL")
        elif cv.low_opening:
            hwl = cv.low_opening[1]
            rows = [["EXIST. LOW AREA (PARKING LOT SAG)", f"{hwl - 2.4:.1f}", f"{hwl - 0.5:.1f}", "-", "-"],
                    ["PROP. UNDERGROUND / FILTRATION SYSTEM", "-", "-", f"{hwl - 3.1:.1f}", f"{hwl:.1f}"]]
            p.gap(6)
            p.table(["LOCATION", "EXIST. NORMAL WL", "EXIST. 100-YR WL", "PROP. NORMAL WL", "PROP. 100-YR WL"], rows,
                    size=8, title="ON-SITE WATER ELEVATIONS (FT)")
            p.exhibit("N.6.A.6", "ON-SITE WATER ELEVATIONS (FT) existing and proposed normal and 100-YR WL")
    return draw


def _sheet_drainage(cv: Civil):
    def draw(p: Pkg) -> None:
        p.heading("DRAINAGE MAP - EXISTING AND PROPOSED SUBWATERSHEDS", size=12)
        words = "OFF-SITE CONTRIBUTING SUBWATERSHED AND EXISTING / PROPOSED ON-SITE SUBWATERSHED BOUNDARIES SHOWN."
        p.text(words, size=8.5)
        p.exhibit("N.6.A.2", words)
        rows = [[n, f"{e:.2f}", f"{q:.2f}"] for n, e, q in cv.subcatchments]
        if cv.offsite_ac is not None:
            rows.append(["OS-1 (OFF-SITE)", f"{cv.offsite_ac:.2f}", f"{cv.offsite_ac:.2f}"])
        p.table(["SUBCATCHMENT", "EXISTING AREA (AC)", "PROPOSED AREA (AC)"], rows, size=8)
    return draw


def _sheet_grading(cv: Civil):
    def draw(p: Pkg) -> None:
        p.heading("GRADING, DRAINAGE AND STORM SEWER PLAN", size=12)
        s = _v(cv, "EXISTING AND PROPOSED STORM SEWER, PONDS AND OUTLETS SHOWN WITH LOCATION, ALIGNMENT AND RIM / INVERT ELEVATIONS.",
               "STORM SEWER (EXISTING TO REMAIN AND PROPOSED): ALIGNMENTS, STRUCTURES AND ELEVATIONS PER SCHEDULE BELOW.",
               "PROPOSED AND EXISTING STORMWATER FACILITIES - LOCATION, ALIGNMENT AND ELEVATION AS TABULATED.")
        p.text(s, size=8.5)
        p.exhibit("N.6.A.3", s)
        p.table(["STRUCTURE", "RIM", "INV. IN", "INV. OUT", "PIPE"],
                [["CBMH-1", "931.40", "925.10", "924.90", "18\" RCP"], ["CBMH-2", "929.85", "923.60", "923.40", "24\" RCP"],
                 ["OCS-1", "926.00", "920.20", "920.00", "24\" RCP"], ["FES-3", "-", "-", "918.50", "24\" RCP"]], size=8)
        if cv.easements:
            e = _v(cv, "DRAINAGE AND UTILITY EASEMENTS AND FLOWAGE EASEMENT OVER ALL PONDS TO ELEV. 100-YR HWL + 1.0 FT (DEDICATED ON PLAT).",
                   "PROPOSED DRAINAGE & UTILITY EASEMENT (D&UE) AND FLOWAGE EASEMENT OVER STORMWATER FACILITIES - SHOWN DASHED.",
                   "STORMWATER EASEMENTS: FLOWAGE, DRAINAGE AND UTILITY EASEMENTS RECORDED OVER ALL BASINS AND STORM SEWER.")
            p.text(e, size=8.5)
            p.exhibit("N.6.A.12", e)
        if cv.ponds and cv.style in (2, 5):
            p.text("POND NOTES", size=10, bold=True)
            lines = [f"{pd.name}: NWL {pd.nwl:.1f}, 100-YR HWL {pd.hwl:.1f}, EOF {pd.top:.1f} (FREEBOARD {pd.freeboard:.1f}'), "
                     f"{pd.bench_w:g}' SAFETY BENCH AT {pd.bench_slope:g}:1" for pd in cv.ponds]
            for line in lines:
                p.text(line, size=8.5)
            p.fact("ponds", [{"name": pd.name, "safety_bench_width_ft": pd.bench_w,
                              "safety_bench_slope_h_per_v": pd.bench_slope, "freeboard_ft": pd.freeboard}
                             for pd in cv.ponds], "; ".join(lines))
        elif cv.ponds:
            rows = []
            for pd in cv.ponds:
                rows.append([pd.name, f"{pd.nwl:.1f}", f"{pd.hwl:.1f}", f"{pd.top:.1f}", f"{pd.freeboard:.1f}",
                             f"{pd.bench_w:g}", f"{pd.bench_slope:g}:1"])
            p.table(["POND", "NWL", "100-YR HWL", "TOP OF BERM / EOF", "FREEBOARD (FT)", "SAFETY BENCH WIDTH (FT)",
                     "BENCH SLOPE (H:V)"], rows, size=8, title="POND DATA")
            p.fact("ponds", [{"name": pd.name, "safety_bench_width_ft": pd.bench_w,
                              "safety_bench_slope_h_per_v": pd.bench_slope, "freeboard_ft": pd.freeboard}
                             for pd in cv.ponds], "POND DATA table")
        if cv.low_opening and cv.style % 2 == 1:
            lo, hwl = cv.low_opening
            call = f"BUILDING: LOWEST OPENING (LO) = {lo:.1f}; ADJACENT 100-YR HWL = {hwl:.1f}"
            p.text(call, size=9, bold=True)
            p.fact("lowest_opening_elev_ft", lo, call)
            p.fact("hwl_100yr_elev_ft", hwl, call)
        elif cv.low_opening:
            lo, hwl = cv.low_opening
            p.table(["BUILDING", "LOWEST OPENING", "ADJ. 100-YR HWL"], [["PROPOSED BLDG.", f"{lo:.1f}", f"{hwl:.1f}"]],
                    size=8, title="LOW OPENING SCHEDULE")
            p.fact("lowest_opening_elev_ft", lo, f"LOWEST OPENING {lo:.1f}")
            p.fact("hwl_100yr_elev_ft", hwl, f"ADJ. 100-YR HWL {hwl:.1f}")
        if "N.4.6" in cv.statements:
            n = ("RATE CONTROL FACILITIES ARE LOCATED ABOVE THE PROJECTED 100-YEAR FLOOD ELEVATION OF THE SITE AND LIE "
                 "ENTIRELY WITHIN DRAINAGE AND UTILITY EASEMENTS.")
            p.text(n, size=8.5)
            p.statement("N.4.6", n)
    return draw


def _sheet_details(cv: Civil):
    def draw(p: Pkg) -> None:
        p.heading("STORMWATER DETAILS AND SPECIFICATIONS", size=12)
        d = ("OUTLET CONTROL STRUCTURE DETAIL, POND CROSS SECTION AND CONSTRUCTION SPECIFICATIONS FOR ALL "
             "PROPOSED STORMWATER FACILITIES (MNDOT 2021 SPEC. BOOK, CITY STANDARD PLATES).")
        p.text(d, size=8.5)
        p.exhibit("N.6.A.8", d)
        if "N.5.2" in cv.statements:
            s = "OUTLET STRUCTURE: BAFFLE WEIR / SKIMMER RETAINS FLOATABLES FOR THE 1-YEAR EVENT BEFORE DISCHARGE."
            p.text(s, size=8.5)
            p.statement("N.5.2", s)
        if "N.4.8" in cv.statements:
            s = "CLASS III RIPRAP WITH GEOTEXTILE AT ALL OUTFALLS (FES) TO MINIMIZE EROSION AND SCOUR."
            p.text(s, size=8.5)
            p.statement("N.4.8", s)
        if "N.5.4" in cv.statements:
            s = "WATER QUALITY POND OUTFALL: RIPRAP APRON AND ENERGY DISSIPATOR TO MINIMIZE EROSION AND SCOURING."
            p.text(s, size=8.5)
            p.statement("N.5.4", s)
    return draw


def civil_sheets(p: Pkg, cv: Civil, prefix: str) -> None:
    sheets = [("C1.0", "EXISTING CONDITIONS", _sheet_existing(cv))]
    if cv.drainage_map:
        sheets.append(("C2.0", "DRAINAGE MAP", _sheet_drainage(cv)))
    sheets += [("C3.0", "GRADING & STORM SEWER", _sheet_grading(cv)), ("C4.0", "DETAILS", _sheet_details(cv))]
    tb = title_block_factory(cv.firm, cv.project, cv.city, cv.engineer)
    full = f"{prefix}_Plans_FullSize_22x34.pdf"
    reduced = f"{prefix}_Plans_Reduced_11x17.pdf" if cv.reduced else None
    plan_set(p, full, reduced, sheets, tb, font=cv.font)
    p.rec.exhibit("plan_set.full_size", _first_page(full))
    if reduced:
        from corpus.truth import Location
        p.rec.exhibit("plan_set.reduced", Location(file=reduced, page=1, text="11x17 reduced plan set"))


def _first_page(name: str):
    from corpus.truth import Location
    return Location(file=name, page=1, text="full-size plan sheet")


STATEMENT_TEXT = {
    "N.3.0": ("Best management practices - site design (reduced pavement widths, preserved trees), structural "
              "(ponds or filters, sumps) and non-structural (street sweeping, erosion control) - are incorporated to limit new "
              "impervious surface, maintain infiltration and peak flow control and limit pollutants, consistent with "
              "the MPCA manual Protecting Water Quality in Urban Areas."),
    "N.4.2": ("The existing low area in the southeast corner is used for detention. Outlets were designed by "
              "reservoir routing (HydroCAD) of the critical-duration 24-hour events."),
    "N.4.3": "The project will not adversely affect water levels off the site during or after construction.",
    "N.4.4": ("Runoff tributary to the project from the off-site subwatershed is routed through the proposed "
              "facilities and accommodated in the analyses and design."),
}


def _appendix_b(p: Pkg, cv: Civil) -> None:
    """The design computations themselves, so the report's reference to them is not an empty promise."""
    p.new_page()
    p.heading("Appendix B - Hydrologic, Hydraulic and Water Quality Computations", size=12)
    p.exhibit("N.6.A.10", "Appendix B - Hydrologic, Hydraulic and Water Quality Computations")
    subs = cv.subcatchments or [("1S", 1.0, 1.0)]
    rows = [[n, f"{q:.2f}", str(74 + 3 * i), f"{10 + 4 * i}", f"{q * 0.35:.2f}"] for i, (n, _, q) in enumerate(subs)]
    p.table(["Subcatchment", "Area (ac)", "CN", "Tc (min)", "100-yr runoff (ac-ft)"], rows, size=8.5,
            title="B-1 HydroCAD subcatchments, proposed condition (MSE3, Atlas 14)")
    top = max(q for _, q in cv.rates.values()) if cv.rates else 5.0
    if cv.ponds:
        rows = [[pd.name, f"{top * 1.8:.1f}", f"{top * 0.55:.1f}", f"{pd.hwl:.2f}", f"{0.8 + i * 0.6:.2f}"]
                for i, pd in enumerate(cv.ponds)]
    else:
        rows = [["UG-1 system", f"{top * 1.2:.1f}", f"{top * 0.4:.1f}", "-", "0.46"]]
    p.table(["Node", "100-yr peak inflow (cfs)", "100-yr peak outflow (cfs)", "Peak elev. (ft)", "Storage (ac-ft)"],
            rows, size=8.5, title="B-2 Reservoir routing, 100-year critical duration")
    p.table(["Run", "Pipe", "Q10 (cfs)", "Capacity (cfs)", "HGL below rim?"],
            [["CBMH-1 to CBMH-2", "18\" RCP", "6.2", "10.5", "Yes"], ["CBMH-2 to OCS-1", "24\" RCP", "11.8", "22.6", "Yes"]],
            size=8.5, title="B-3 Storm sewer design (10-year rational method)")


def report_pages(p: Pkg, cv: Civil, name: str, intro: list[tuple[str, str]]) -> None:
    """The stormwater report: letter-size, tables first, then the narrative criteria the firm addresses."""
    p.new_file(name, font=cv.font)
    p.heading(f"{cv.project} - Stormwater Management Report", size=14)
    for label, value in intro:
        p.text(f"{label}: {value}", size=10)
    if cv.rates:
        p.gap(6)
        title = "Table 1. Peak Discharge at the Down-Gradient Site Boundary"
        if cv.style % 3 == 2:
            hdr = ["Condition"] + [f"{ev}-YR" for ev in cv.rates]
            rows = [["Existing (cfs)"] + [f"{e:.1f}" for e, _ in cv.rates.values()],
                    ["Proposed (cfs)"] + [f"{q:.1f}" for _, q in cv.rates.values()]]
        else:
            rows = [[f"{ev}-year", f"{e:.1f}", f"{q:.1f}"] for ev, (e, q) in cv.rates.items()]
            hdr = ["Event (24-hr, MSE3)", "Existing Peak (cfs)", "Proposed Peak (cfs)"] if cv.style % 3 == 0 else \
                ["Return period", "Pre-dev. Q (cfs)", "Post-dev. Q (cfs)"]
        p.table(hdr, rows, size=9, title=title)
        p.fact("peak_rates_cfs", {ev: {"existing": e, "proposed": q} for ev, (e, q) in cv.rates.items()
                                  if ev in ("1", "10", "100")}, "Table 1 peak discharge")
        words = ("Runoff volume and rate analyses for the 1-, 10- and 100-year critical events, existing and "
                 "proposed conditions, are summarized in Table 1.")
        p.text(words, size=9.5)
        p.exhibit("N.6.A.9", words)
    comp = ("Appendix B contains the hydrologic (HydroCAD routing), hydraulic (storm sewer) and water quality "
            "computations used to design the proposed facilities.")
    p.text(comp, size=9.5)
    if cv.tp_pct is not None:
        tp = f"Annual total phosphorus removal (P8, site boundary): {cv.tp_pct:g} percent."
        if cv.tp_loads:
            tp = (f"P8 annual TP load: {cv.tp_loads[0]:.2f} lb/yr without treatment, {cv.tp_loads[1]:.2f} lb/yr with "
                  f"treatment. " + tp)
        p.text(tp, size=9.5)
        p.fact("phosphorus_removal_pct", cv.tp_pct, tp)
    p.text(cv.infiltration_note, size=9.5)
    p.fact("infiltration_proposed", False, cv.infiltration_note)
    if cv.landlocked_note:
        ll = "The receiving water is not landlocked; runoff discharges to the municipal storm sewer and on to the creek."
        p.text(ll, size=9.5)
        p.fact("landlocked", False, ll)
    for sid in ("N.3.0", "N.4.2", "N.4.3", "N.4.4"):
        if sid in cv.statements:
            p.text(STATEMENT_TEXT[sid], size=9.5)
            p.statement(sid, STATEMENT_TEXT[sid])
    if "N.3.2" in cv.statements:
        p.text("Permanent BMPs:", size=9.5, bold=True)
        for i, b in enumerate(cv.bmps, 1):
            p.text(f"{i}. {b}", size=9.5, indent=14)
        p.statement("N.3.2", "Permanent BMPs: " + "; ".join(cv.bmps))
    _appendix_b(p, cv)
    if cv.borings:
        p.new_page()
        p.table(["Boring", "Surface El.", "Soil (USCS)", "Groundwater"],
                [["SB-1", "931.2", "CL lean clay to 14'", "not encountered"],
                 ["SB-2", "927.8", "SC clayey sand / CL", "19.5' (908.3)"]],
                title="Geotechnical Soil Boring Summary (Braun Intertec, Appendix D)")
        p.exhibit("N.6.C", "Geotechnical Soil Boring Summary (Braun Intertec)")
    if cv.npdes:
        p.new_page()
        p.heading("MPCA NPDES/SDS Construction Stormwater General Permit - Coverage", size=12)
        w = (f"Coverage under the NPDES/SDS Construction Stormwater General Permit (MNR100001) has been issued "
             f"by the Minnesota Pollution Control Agency. Permit ID: {cv.npdes}.")
        p.text(w, size=10)
        p.exhibit("N.6.A.13", w)
    if cv.city_letter:
        p.new_page()
        p.text(f"City of {cv.city} - Engineering Department", size=12, bold=True)
        w = (f"City staff have reviewed the grading and stormwater plans for {cv.project}. The stormwater "
             f"management design is consistent with the City of {cv.city} Local Surface Water Management Plan.")
        p.text(w, size=10)
        p.exhibit("N.6.A.11", w)
        p.statement("N.4.7", w)
    p.close_file()
