"""The held-out split's voices: other firms, an older District form, other words and layouts.

Nothing here is shared with ``voices_tuning`` except the drawing mechanics: headings,
label wordings, table orientations (events as columns), unit habits (square feet first),
sheet numbering and title blocks all differ, so a score on this split measures how the
extractor does on a firm it was never tuned on. Extractor authors must not tune on it.
"""

from __future__ import annotations

from corpus.common import (
    Ctx, area, area_value, distractor_rates, ex, fact, peak_rates_value, ponds_value, st, trail_value,
)
from corpus.render import DocWriter
from corpus.sheets import PECert, Sheet, SheetNote, SheetTable, TitleBlock

SPLIT = "heldout"
FIRMS = [
    ("NORTHSTAR LAND ENGINEERING", ["Civil | Survey | Water Resources", "4600 W. 77th Street, Edina, Minnesota 55435",
                                    "northstar-le.example"]),
    ("Prairie Ridge Consulting Engineers", ["2900 County Road 42 W", "Burnsville MN 55337", "Tel 952.555.0177"]),
    ("Hollis & Vang Engineers, PLLC", ["312 Water Street, Excelsior, MN 55331", "hv-engineers.example"]),
]
AREA_STYLES = ["SF", "sqft", "square feet", "ac_sf", "Acres", "SF_AC"]

TYPE_ORDER = [
    ("multi_unit_residential", "Residential - multi-unit (apartments, townhomes, condominiums)"),
    ("single_family_subdivision", "Residential - plat / subdivision of single family lots"),
    ("single_family_home", "Residential - one single family dwelling"),
    ("commercial", "Commercial / retail / office"),
    ("mixed_use", "Mixed-use"),
    ("industrial", "Industrial / warehouse"),
    ("institutional", "Public or institutional (school, church, government)"),
    ("linear", "Linear project (street, highway, sidewalk, trail)"),
]
ALT_HEADINGS = {
    "INTRODUCTION": "PURPOSE OF REPORT", "SITE SUMMARY": "SITE INFORMATION", "HYDROLOGY AND RATE CONTROL": "WATER QUANTITY",
    "STORMWATER TREATMENT": "WATER QUALITY AND BASINS", "BMP SUMMARY": "PERMANENT BEST MANAGEMENT PRACTICES",
    "AGENCY COORDINATION": "OTHER PERMITS",
}
TYPE_WORDS = {
    "single_family_home": "tear-down and rebuild of one single family dwelling",
    "single_family_subdivision": "platting of single family residential lots with public streets",
    "multi_unit_residential": "construction of multi-unit housing",
    "commercial": "construction of a retail and office building with surface parking",
    "industrial": "an industrial warehouse and loading area",
    "institutional": "a public institutional facility",
    "mixed_use": "a mixed-use building (ground-floor commercial, residential above)",
    "linear": "a linear public works project (roadway and trail)",
}


def firm(ctx: Ctx) -> tuple[str, list[str]]:
    return FIRMS[ctx.spec.voice_variant % len(FIRMS)]


def doc_style(ctx: Ctx, what: str) -> dict:
    if ctx.spec.voice_variant % 2 == 1:
        return {"font": "Helvetica", "bold": "Helvetica-Bold", "size": 9 if ctx.scanned else 10, "margin": 54,
                "header": f"{firm(ctx)[0]}  -  Project {ctx.project_name}", "footer": "{n}"}
    return {"font": "Courier", "bold": "Courier-Bold", "size": 8.5 if ctx.scanned else 9.5, "margin": 58,
            "header": "", "footer": f"{ctx.month_year}   -{{n}}-"}


def file_names(ctx: Ctx) -> dict[str, str]:
    slug = "_".join(ctx.project_name.lower().split())[:28]
    return {
        "application": f"01_{slug}_application.pdf",
        "narrative": f"02_{slug}_drainage_report.pdf",
        "computations": f"03_{slug}_model_output.pdf",
        "appendices": f"04_{slug}_attachments.pdf",
        "plans_full": f"05_{slug}_plan_set.pdf",
        "plans_reduced": f"06_{slug}_plan_set_half_size.pdf",
        "single": f"{slug}_MCWD_submittal.pdf",
        "folder_plans": "drawings",
        "folder_reports": "report",
    }


# -- application (the District's older form revision) ----------------------------------------
def write_application(doc: DocWriter, ctx: Ctx) -> None:
    s = ctx.spec
    doc.heading("MCWD Permit Application  (Rev. 2019)", 1)
    doc.para("Minnehaha Creek Watershed District - return the completed form with the submittal items listed in the rule.")
    doc.heading("PART 1 - PROPERTY OWNER / APPLICANT", 3)
    doc.kv("Owner/Applicant", ctx.applicant, sep="", col=170, tags=[fact("applicant_public_entity", s.applicant_public)])
    doc.kv("Contact phone", f"(612) 555-{ctx.rng.randint(1000, 9999)}", sep="", col=170)
    if s.state_public:
        doc.kv("Is the applicant a governmental unit?", "YES" if s.applicant_public else "NO", sep="", col=250,
               tags=[fact("applicant_public_entity", s.applicant_public)])
    doc.heading("PART 2 - PROJECT", 3)
    doc.kv("Project title", ctx.project_name, sep="", col=170)
    doc.kv("Site location", f"{ctx.address}, {ctx.city} MN {ctx.zipcode}", sep="", col=170)
    doc.kv("Property ID no.", ctx.pid, sep="", col=170)
    doc.kv("Anticipated start", f"Spring {ctx.rng.choice([2025, 2026, 2027])}", sep="", col=170)
    doc.para("Land use (mark one):")
    for key, label in TYPE_ORDER:
        doc.para(f"({'X' if key == s.project_type else ' '})  {label}", indent=14,
                 tags=[fact("project_type", s.project_type)] if key == s.project_type else [])
    style = AREA_STYLES[(s.voice_variant + 2) % len(AREA_STYLES)]
    rows = []
    row_tags = []
    if s.site_area_ac is not None and ctx.has("N.6.D") and s.voice_variant % 3 != 0:
        rows.append(["Parcel size (gross)", area(s.site_area_ac, style)])
        row_tags.append([fact("site_area_ac", area_value(s.site_area_ac, style)), ex("N.6.D")])
        ctx.extra["form_site_area"] = True
    if s.disturbed_area_ac is not None and s.voice_variant % 2 == 1:
        rows.append(["Land disturbance", area(s.disturbed_area_ac, style)])
        row_tags.append([fact("disturbed_area_ac", area_value(s.disturbed_area_ac, style))])
    rows.append(["Building floor area", f"{ctx.rng.randint(2, 90) * 1000:,} sq. ft."])
    row_tags.append([])
    if s.dwelling_units is not None and s.voice_variant % 2 == 0:
        rows.append(["Residential units", f"{s.dwelling_units} units"])
        row_tags.append([fact("dwelling_units", s.dwelling_units)])
    lots = s.dwelling_units if s.project_type == "single_family_subdivision" and s.dwelling_units else ctx.rng.randint(1, 3)
    rows.append(["Lots / outlots", f"{lots} / {ctx.rng.randint(0, 4)}"])
    row_tags.append([])
    doc.table(["Site data", "Quantity"], rows, widths=[2, 3], row_tags=row_tags, grid=False)
    doc.para("The undersigned applies for a permit and agrees to the conditions of the District's rules.")
    doc.signature(ctx.applicant, "Owner / Applicant", ctx.date)


# -- the drainage report -----------------------------------------------------------------------
def write_narrative(doc: DocWriter, ctx: Ctx) -> None:
    s = ctx.spec
    rng = ctx.rng
    fname, _ = firm(ctx)
    style = AREA_STYLES[s.voice_variant % len(AREA_STYLES)]
    doc.heading(f"{ctx.project_name.upper()}", 1)
    doc.para(f"Drainage Report and Stormwater Narrative  -  {ctx.city}, Hennepin County, MN  -  {fname}  -  {ctx.month_year}")
    marks = iter(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"] if s.voice_variant % 3 != 1 else "ABCDEFGHI")

    def h(title: str) -> None:
        if (s.voice_variant // 2) % 2 == 0:
            title = ALT_HEADINGS.get(title, title)
        doc.heading(f"{next(marks)}. {title}", 2)

    def bmp_section() -> None:
        h("BMP SUMMARY")
        if ctx.says("N.3.2"):
            items = ["Hydrodynamic separator (Stormceptor)", "Rain garden at the north lot island", "Permeable pavers on patios"]
            if s.ponds:
                items.insert(0, "Wet detention basin(s)")
            doc.table(["Permanent BMP", "Location"], [[b, rng.choice(["north", "south", "east", "west"])] for b in items],
                      tags=[st("N.3.2")], grid=False)
        if ctx.says("N.3.0"):
            doc.para("Practices follow the Minnesota Pollution Control Agency guidance 'Protecting Water Quality in Urban Areas', "
                     "minimizing new hard surface and keeping pollutants on site.", tags=[st("N.3.0")])

    h("INTRODUCTION")
    doc.para(f"On behalf of {ctx.applicant}, {fname} has prepared this report for {TYPE_WORDS.get(s.project_type, 'the project')} "
             f"at {ctx.address}. The report supports the Minnehaha Creek Watershed District permit application "
             f"and the {ctx.city} site plan review (PID {ctx.pid}).")
    if s.sidewalk_trail is not None:
        t = s.sidewalk_trail
        lead = "The entire scope of work is a" if t.standalone else "Part of the work is a"
        doc.para(f"{lead} shared-use trail. Trail surface width: {t.width_ft:g} ft. Pervious buffer (each side): "
                 f"{t.buffer_ft:g} ft. Crossings as share of required buffer area: {t.crossing_pct:g} percent. "
                 f"Trail impervious surface: {area(t.area_ac, 'SF_AC')}.",
                 tags=[fact("sidewalk_trail", trail_value(s))])

    h("SITE SUMMARY")
    rows: list[list[str]] = []
    row_tags: list[list] = []
    if s.site_area_ac is not None and ctx.has("N.6.D"):
        site_ac = s.site_area_ac - (0.4 if s.conflict == "site_area_ac" and ctx.extra.get("form_site_area") else 0.0)
        label = "Total project area" if s.project_type == "linear" else "Site area (gross)"
        rows.append([label, area(site_ac, style)])
        row_tags.append([fact("site_area_ac", area_value(site_ac, style)), ex("N.6.D")])
    rows.append(["Adjacent parcel (not part of project)", area(round(rng.uniform(0.5, 12), 2), style)])
    row_tags.append([])
    if s.existing_impervious_ac is not None:
        rows.append(["Impervious surface - existing", area(s.existing_impervious_ac, style)])
        row_tags.append([fact("existing_impervious_ac", area_value(s.existing_impervious_ac, style))])
    if s.proposed_impervious_ac is not None:
        rows.append(["Impervious surface - proposed", area(s.proposed_impervious_ac, style)])
        row_tags.append([fact("proposed_impervious_ac", area_value(s.proposed_impervious_ac, style))])
    if s.state_net and s.existing_impervious_ac is not None and s.proposed_impervious_ac is not None:
        net = round(s.proposed_impervious_ac - s.existing_impervious_ac, 2)
        rows.append(["Net change in impervious", f"{net:+.2f} ac"])
        row_tags.append([fact("net_impervious_increase_ac", net), ex("N.6.E")])
    if s.disturbed_area_ac is not None:
        rows.append(["Total land disturbance", area(s.disturbed_area_ac, style)])
        row_tags.append([fact("disturbed_area_ac", area_value(s.disturbed_area_ac, style))])
    if s.dwelling_units is not None:
        rows.append(["Dwelling units", str(s.dwelling_units)])
        row_tags.append([fact("dwelling_units", s.dwelling_units)])
        if s.state_density and s.site_area_ac:
            d = round(s.dwelling_units / s.site_area_ac, 2)
            rows.append(["Gross density", f"{d:.2f} du/ac"])
            row_tags.append([fact("density_du_per_ac", d)])
    rows.append(["Minimum lot size (zoning)", f"{rng.choice([10000, 12500, 15000, 22000]):,} SF"])
    row_tags.append([])
    doc.table(["Item", "Value"], rows, widths=[3, 2], row_tags=row_tags, title="Site Data Table")
    if s.common_scheme_area_ac is not None:
        doc.para(f"The owner also controls the abutting parcels platted as earlier phases of this development; counted together "
                 f"since Rule N took effect, these sites total {area(s.common_scheme_area_ac, 'SF_AC')}.",
                 tags=[fact("common_scheme_area_ac", s.common_scheme_area_ac)])
    if s.landlocked is not None:
        doc.para(("The downstream basin has no natural or constructed outlet (a landlocked basin)." if s.landlocked else
                  "Site runoff discharges to the municipal storm sewer and on to the creek, so the receiving water "
                  "is not a landlocked basin."), tags=[fact("landlocked", s.landlocked)])
    doc.para(rng.choice(["There are no wetlands or floodplain on the parcel per the delineation report.",
                         "The wetland along the east line was delineated in " + ctx.month_year + " and is outside the grading limits."]))

    if s.voice_variant % 2 == 0:
        bmp_section()

    if ctx.rate_control:
        h("HYDROLOGY AND RATE CONTROL")
        doc.para("Peak rates were computed with HydroCAD (NRCS TR-20 and TR-55 procedures) for the Atlas 14 events "
                 "(1-yr 2.48\", 10-yr 4.26\", 100-yr 7.41\"), MSE-3 distribution; the 2-yr event is shown for the city.")
        if ctx.has("N.6.A.9"):
            rates = dict(s.peak_rates or {})
            allr = {**rates, **distractor_rates(rng, rates)}
            evs = [e for e in ["1", "2", "10", "100"] if e in allr]
            doc.table(["Discharge point", *[f"{e}-YR" for e in evs]],
                      [["Pre-development (cfs)", *[f"{allr[e][0]:.1f}" if s.voice_variant % 2 else f"{allr[e][0]:.2f}" for e in evs]],
                       ["Post-development (cfs)", *[f"{allr[e][1]:.1f}" if s.voice_variant % 2 else f"{allr[e][1]:.2f}" for e in evs]]],
                      widths=[3] + [1.2] * len(evs), title="Summary of Peak Discharge Rates - Site Outlet",
                      tags=[fact("peak_rates_cfs", _rounded_rates(s)), ex("N.6.A.9")])
        sents = []
        if ctx.says("N.4.2"):
            sents.append(("Existing depressions were kept as storage where practical, and detention was sized by routing "
                          "the critical-duration storms through the basin and its outlet.", "N.4.2"))
        if ctx.says("N.4.4"):
            sents.append(("Upstream runoff that reaches the site is carried through the proposed system and is included in "
                          "the model.", "N.4.4"))
        if ctx.says("N.4.3"):
            sents.append(("Water levels on neighbouring properties are not raised by the project, during construction or "
                          "after it.", "N.4.3"))
        if s.landlocked and ctx.says("N.4.5"):
            sents.append(("For the landlocked basin the post-project runoff volume does not exceed the existing volume, the "
                          "owner holds a flowage easement over it, and two consecutive 100-year events were modeled.", "N.4.5"))
        if ctx.says("N.4.6"):
            sents.append(("All detention facilities sit outside the projected 100-year floodplain and inside dedicated "
                          "drainage, utility and flowage easements.", "N.4.6"))
        if ctx.says("N.4.8"):
            sents.append(("Each outlet pipe ends in a flared end section on a riprap apron sized to prevent scour.", "N.4.8"))
        for text, sid in sents:
            doc.para(text, tags=[st(sid)])

    if ctx.water_quality or s.ponds:
        h("STORMWATER TREATMENT")
        if ctx.water_quality and s.phosphorus_removal_pct is not None:
            doc.para(f"The P8 Urban Catchment Model predicts that the basins remove {s.phosphorus_removal_pct:g} percent of the "
                     "annual total phosphorus load (average year); dead storage is based on the entire tributary area.",
                     tags=[fact("phosphorus_removal_pct", s.phosphorus_removal_pct)])
        for k, p in enumerate(s.ponds):
            doc.para(f"{p.name}: NWL {p.normal_water_elev_ft:.1f}, HWL {p.hwl_elev_ft:.1f}. A safety bench {p.safety_bench_width_ft:g} feet "
                     f"wide at {p.safety_bench_slope_h_per_v:g}H:1V surrounds the pool, and the top of berm provides "
                     f"{p.freeboard_ft:g} feet of freeboard above the 100-year level.",
                     tags=[fact("ponds", ponds_value(s))] if k == 0 else [])
        if ctx.water_quality and ctx.says("N.5.2"):
            doc.para("A baffle weir in the outlet structure retains floating debris for storms up to the 1-year event.",
                     tags=[st("N.5.2")])
        if ctx.water_quality and ctx.says("N.5.4"):
            doc.para("Outfalls from the treatment basins are armored with riprap to prevent erosion and scour.",
                     tags=[st("N.5.4")])
    if s.infiltration_proposed is not None:
        doc.para(("Stormwater will be infiltrated in an underground infiltration gallery beneath the parking lot."
                  if s.infiltration_proposed else
                  "Due to high groundwater, no infiltration practices are proposed for this site."),
                 tags=[fact("infiltration_proposed", s.infiltration_proposed)])
    if s.lowest_opening_elev_ft is not None and s.hwl_100yr_elev_ft is not None:
        doc.table(["Structure", "Lowest opening", "Adjacent 100-yr HWL", "Garage floor"],
                  [["Building A", f"{s.lowest_opening_elev_ft:.2f}",
                    f"{s.hwl_100yr_elev_ft:.1f}", f"{s.lowest_opening_elev_ft - 0.5:.1f}"]],
                  title="Freeboard to buildings",
                  tags=[fact("lowest_opening_elev_ft", s.lowest_opening_elev_ft), fact("hwl_100yr_elev_ft", s.hwl_100yr_elev_ft)])

    if not (s.voice_variant % 2 == 0):
        bmp_section()

    h("AGENCY COORDINATION")
    if ctx.says("N.4.7") and ctx.rate_control:
        doc.para(f"The plan is consistent with the {ctx.city} comprehensive surface water management plan approved under Minn. R. 8410.",
                 tags=[st("N.4.7")])
    doc.para("Coverage under the MPCA construction stormwater general permit is required for disturbance of one acre or more.")


def _rounded_rates(s) -> dict | None:
    v = peak_rates_value(s)
    if v is None or s.voice_variant % 2 == 0:
        return v
    return {e: {k: round(x, 1) for k, x in r.items()} for e, r in v.items()}


# -- model output ------------------------------------------------------------------------------
def write_computations(doc: DocWriter, ctx: Ctx) -> None:
    s = ctx.spec
    rng = ctx.rng
    doc.heading("ATTACHMENT 2: HYDROLOGIC / HYDRAULIC MODEL OUTPUT", 1, tags=[ex("N.6.A.10")])
    for label, depth in (("1 YEAR", 2.48), ("10 YEAR", 4.26), ("100 YEAR", 7.41), ("100 YEAR 10-DAY SNOWMELT", 7.2)):
        doc.heading(f"Event: {label}   Rainfall depth {depth}\"", 3)
        for k in range(1, rng.randint(2, 4)):
            a = rng.uniform(0.2, 4.0)
            doc.para(f"Summary for Subcatchment {k}S: PRE/POST AREA {k}   Runoff = {a * depth * 0.7:.2f} cfs @ 12.1{k} hrs, "
                     f"Volume = {a * depth * 0.05:.3f} af, Depth > {depth * 0.6:.2f}\"  Area = {a * 43560:,.0f} sf  CN = {rng.randint(60, 98)}",
                     size=8)
    if ctx.water_quality and s.phosphorus_removal_pct is not None:
        doc.heading("P8 Pond Removal Efficiencies (%)", 3)
        doc.table(["Device", "TSS", "TP", "TKN"],
                  [["All devices", f"{rng.uniform(80, 95):.1f}", f"{s.phosphorus_removal_pct:g}", f"{rng.uniform(20, 40):.1f}"]],
                  tags=[fact("phosphorus_removal_pct", s.phosphorus_removal_pct)], font="Courier")


def write_appendices(doc: DocWriter, ctx: Ctx) -> None:
    rng = ctx.rng
    if ctx.has("N.6.A.13"):
        doc.new_page()
        doc.heading("ATTACHMENT 3 - MPCA CONSTRUCTION STORMWATER PERMIT", 2, tags=[ex("N.6.A.13")])
        doc.para(f"Your application for coverage under the NPDES/SDS Construction Stormwater General Permit has been approved. "
                 f"Permit number C00{rng.randint(100000, 999999)}; effective {ctx.date}.")
    if ctx.has("N.6.A.11"):
        doc.new_page()
        doc.heading("ATTACHMENT 4 - MUNICIPAL REVIEW", 2, tags=[ex("N.6.A.11")])
        doc.para(f"Memo from the {ctx.city} city engineer, {ctx.date}: staff reviewed the stormwater design for the project; "
                 "the city has no local water management plan in effect for this subwatershed and has no objection.")
    if ctx.has("N.6.B"):
        doc.new_page()
        doc.heading("ATTACHMENT 5 - OPERATION & MAINTENANCE DECLARATION (DRAFT)", 2, tags=[ex("N.6.B")])
        doc.para("The Declarant covenants to keep the basins, outlet control structures, culverts, outfalls and other stormwater "
                 "facilities in working order in perpetuity. This declaration runs with the land and will be recorded against "
                 "the property with the Hennepin County Recorder before grading begins.")
    if ctx.has("N.6.C"):
        doc.new_page()
        doc.heading("ATTACHMENT 6 - GEOTECHNICAL EXPLORATION (EXCERPT)", 2, tags=[ex("N.6.C")])
        doc.table(["Boring", "Surface elev.", "Soil description", "Water level"],
                  [[f"B-{k}", f"{rng.uniform(880, 960):.1f}", rng.choice(["Lean clay (CL)", "Silty sand (SM)", "Poorly graded sand (SP)"]),
                    rng.choice(["None", "Dry at completion", f"{rng.uniform(5, 20):.1f} ft"])] for k in range(1, 5)])


# -- plan set -----------------------------------------------------------------------------------
def title_block(ctx: Ctx) -> TitleBlock:
    name, lines = firm(ctx)
    pe = None
    if ctx.has("plan_set.pe_certified"):
        pe = PECert(text="I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT I AM A DULY "
                         "LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.",
                    name=ctx.engineer.upper(), license_label="REG. NO.", license_no=ctx.license_no, date=ctx.date)
    return TitleBlock(firm=name, firm_lines=lines, project=ctx.project_name.upper(), location=f"{ctx.city.upper()}, MINNESOTA",
                      client=ctx.applicant, date=ctx.date, job_no=f"NLE{ctx.rng.randint(1000, 9999)}", layout="bottom", pe=pe)


def plan_sheets(ctx: Ctx) -> list[Sheet]:
    s = ctx.spec
    ci = s.contour_interval_ft or 2.0
    full = ctx.rate_control or ctx.water_quality
    survey_notes: list[SheetNote] = []
    if s.vertical_datum is not None and ctx.has("N.6.A.7"):
        d = {"NGVD29": "NGVD29", "NAVD88": "NAVD88"}.get(s.vertical_datum, s.vertical_datum)
        survey_notes.append(SheetNote(text=f"VERTICAL DATUM: {d}. BENCHMARK: TOP NUT HYDRANT, ELEV. {ctx.rng.uniform(880, 960):.2f}.",
                                      tags=[fact("vertical_datum", s.vertical_datum), ex("N.6.A.7")]))
    if s.contour_interval_ft is not None and ctx.has("N.6.A.7"):
        survey_notes.append(SheetNote(text=f"CONTOUR INTERVAL = {s.contour_interval_ft:g} FT (EXISTING DASHED, PROPOSED SOLID).",
                                      tags=[fact("contour_interval_ft", s.contour_interval_ft), ex("N.6.A.7")]))
    if ctx.has("N.6.A.1"):
        survey_notes.append(SheetNote(text="BOUNDARY AND OWNERSHIP LIMITS PER ALTA/NSPS SURVEY; APPLICANT-OWNED LANDS HATCHED.",
                                      tags=[ex("N.6.A.1")]))
    if ctx.has("N.6.A.4"):
        survey_notes.append(SheetNote(text="DELINEATED WETLAND EDGE, SHORELAND OVERLAY AND 1% ANNUAL CHANCE FLOODPLAIN SHOWN "
                                           "WHERE PRESENT ON SITE.", tags=[ex("N.6.A.4")]))
    if ctx.has("N.6.A.5") and s.infiltration_proposed:
        survey_notes.append(SheetNote(text="SOIL MAP UNITS: L22C2 LESTER LOAM (HSG B); MEASURED INFILTRATION RATE 0.8 IN/HR AT B-2.",
                                      tags=[ex("N.6.A.5")]))
    survey_notes.append(SheetNote(text="UTILITY LOCATES BY GOPHER STATE ONE CALL TICKET NO. "
                                       f"{ctx.rng.randint(10**8, 10**9 - 1)}."))
    sheets = [Sheet(number="V-101", title="SITE SURVEY", drawing="site", notes_title="SURVEY NOTES", notes=survey_notes,
                    contour_interval=ci)]
    gd_notes = [SheetNote(text="ALL SPOT ELEVATIONS ARE FINISHED GRADE UNLESS NOTED.")]
    tables = []
    if ctx.has("N.6.A.6"):
        rows = [[p.name, f"{p.normal_water_elev_ft:.1f}", f"{p.normal_water_elev_ft:.1f}", f"{p.hwl_elev_ft:.1f}"] for p in s.ponds] or \
               [["DEPRESSION", "NONE", "NONE", f"{ctx.rng.uniform(880, 960):.1f}"]]
        tables.append(SheetTable(title="WATER ELEVATIONS (EXISTING / PROPOSED)", header=["BASIN", "EX. NWL", "PR. NWL", "100-YR"],
                                 rows=rows, tags=[ex("N.6.A.6")]))
    if ctx.has("N.6.A.12"):
        gd_notes.append(SheetNote(text="PROPOSED FLOWAGE EASEMENT TO BE DEDICATED OVER BASIN TO ELEV. 100-YR HWL + 1 FT.",
                                  tags=[ex("N.6.A.12")]))
    if ctx.has("N.6.A.3"):
        gd_notes.append(SheetNote(text="EXISTING STORM SEWER TO BE REMOVED SHOWN DASHED; PROPOSED STORM SEWER WITH RIM AND INVERT "
                                       "ELEVATIONS SHOWN.", tags=[ex("N.6.A.3")]))
    sheets.append(Sheet(number="C-201" if full else "C-101", title="GRADING, DRAINAGE & UTILITY PLAN", drawing="grading",
                        notes_title="GRADING NOTES", notes=gd_notes, tables=tables, contour_interval=ci))
    if not full:
        return sheets
    if ctx.has("N.6.A.2"):
        sheets.append(Sheet(number="C-301", title="PRE & POST SUBWATERSHED MAP", drawing="drainage", notes_title="LEGEND",
                            notes=[SheetNote(text="OFFSITE AREA DRAINING TO SITE: 2.3 AC (SHOWN HATCHED)."),
                                   SheetNote(text="EXISTING AND PROPOSED DRAINAGE DIVIDES AND SUBCATCHMENT IDS MATCH THE HYDROCAD MODEL.")],
                            tags=[ex("N.6.A.2")], contour_interval=ci))
    sheets.append(Sheet(number="C-401", title="STORMWATER POLLUTION PREVENTION PLAN", drawing="erosion", notes_title="SWPPP",
                        notes=[SheetNote(text="RESPONSIBLE PARTY: CONTRACTOR. TRAINING PER MPCA GENERAL PERMIT."),
                               SheetNote(text="STABILIZE EXPOSED SOILS WITHIN 7 DAYS.")]))
    if ctx.has("N.6.A.8"):
        sheets.append(Sheet(number="C-501", title="CIVIL DETAILS AND SPECIFICATIONS", drawing="details", notes_title="SPECIFICATIONS",
                            notes=[SheetNote(text="OCS-1 OUTLET CONTROL STRUCTURE: 48\" MH WITH 6\" ORIFICE AND BAFFLE WEIR."),
                                   SheetNote(text="POND CONSTRUCTION SPECIFICATIONS PER CITY STANDARD PLATES.")],
                            tags=[ex("N.6.A.8")]))
    if ctx.scanned:
        return sheets[:2]
    if s.voice_variant % 3 == 0:
        listed = [("G-001", "TITLE SHEET"), ("V-101", "SITE SURVEY"), ("C-201", "GRADING, DRAINAGE & UTILITY PLAN"),
                  ("C-301", "PRE & POST SUBWATERSHED MAP"), ("C-401", "STORMWATER POLLUTION PREVENTION PLAN"),
                  ("C-501", "CIVIL DETAILS AND SPECIFICATIONS")]
        sheets.insert(0, Sheet(number="G-001", title="TITLE SHEET", drawing="cover", notes_title="DRAWING INDEX",
                               notes=[SheetNote(text=f"{a}  {b}") for a, b in listed]))
    return sheets
