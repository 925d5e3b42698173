"""The tuning split's voices: how two firms (and the District's current form) write a package.

Extractor authors may read and tune on these packages. The held-out voices
(``voices_heldout``) say the same facts with other words, orders and layouts; keep the
two modules independent so the held-out score measures generalisation.
"""

from __future__ import annotations

from corpus.common import (
    Ctx, area, area_value, distractor_rates, ex, fact, fmt_num, peak_rates_value, ponds_value, st, trail_value,
)
from corpus.render import DocWriter
from corpus.sheets import PECert, Sheet, SheetNote, SheetTable, TitleBlock

SPLIT = "tuning"
FIRMS = [
    ("Sterling Civil Engineering, Inc.", ["1200 Mainstreet, Suite 300", "Hopkins, MN 55343", "(952) 555-0140"]),
    ("Lakeside Engineering Group", ["8401 Wayzata Blvd., Suite 200", "Golden Valley, MN 55426", "763-555-0199"]),
]
AREA_STYLES = ["acres", "ac", "AC", "SF_AC", "SF", "acres"]

TYPE_BOXES = [
    ("single_family_home", "Single-family home"),
    ("single_family_subdivision", "Single-family subdivision"),
    ("multi_unit_residential", "Multi-family residential"),
    ("commercial", "Commercial"),
    ("industrial", "Industrial"),
    ("institutional", "Institutional"),
    ("mixed_use", "Mixed use"),
    ("linear", "Road, street, sidewalk or trail"),
]
ALT_HEADINGS = {
    "PROJECT DESCRIPTION": "PROJECT OVERVIEW", "EXISTING CONDITIONS": "EXISTING SITE CONDITIONS",
    "PROPOSED CONDITIONS": "PROPOSED DEVELOPMENT", "RATE CONTROL": "STORMWATER RATE CONTROL",
    "WATER QUALITY": "WATER QUALITY TREATMENT", "BEST MANAGEMENT PRACTICES": "PERMANENT BMPS",
    "PERMITS AND APPROVALS": "REGULATORY REVIEW", "METHODOLOGY": "HYDROLOGIC METHODOLOGY",
}
TYPE_PROSE = {
    "single_family_home": "construction of a single-family home",
    "single_family_subdivision": "a single-family residential subdivision",
    "multi_unit_residential": "a multi-family residential development",
    "commercial": "a commercial development",
    "industrial": "an industrial facility",
    "institutional": "an institutional building and parking",
    "mixed_use": "a mixed use development with retail and apartments",
    "linear": "reconstruction of the street and trail corridor",
}


def firm(ctx: Ctx) -> tuple[str, list[str]]:
    return FIRMS[ctx.spec.voice_variant % len(FIRMS)]


def doc_style(ctx: Ctx, what: str) -> dict:
    if ctx.spec.voice_variant % 2 == 0:
        return {"font": "Helvetica", "bold": "Helvetica-Bold", "size": 9.5 if ctx.scanned else 10.5,
                "header": f"{ctx.project_name} - Stormwater Management Plan" if what == "narrative" else "",
                "footer": "Page {n}"}
    return {"font": "Times-Roman", "bold": "Times-Bold", "size": 10 if ctx.scanned else 11.5,
            "header": "", "footer": f"{firm(ctx)[0]}  |  {{n}}"}


def file_names(ctx: Ctx) -> dict[str, str]:
    slug = "".join(ch for ch in ctx.project_name.title() if ch.isalnum())[:24]
    return {
        "application": "MCWD_Permit_Application.pdf",
        "narrative": f"{slug}_Stormwater_Management_Plan.pdf",
        "computations": "Appendix_B_HydroCAD_P8.pdf",
        "appendices": "Appendix_C-F_Supporting_Documents.pdf",
        "plans_full": f"{slug}_Civil_Plans_FULL.pdf",
        "plans_reduced": f"{slug}_Civil_Plans_11x17.pdf",
        "single": f"{slug}_Permit_Submittal.pdf",
        "folder_plans": "Plans",
        "folder_reports": "Reports",
    }


# -- application form -----------------------------------------------------------------------
def write_application(doc: DocWriter, ctx: Ctx) -> None:
    s = ctx.spec
    doc.heading("MINNEHAHA CREEK WATERSHED DISTRICT", 1)
    doc.para("15320 Minnetonka Boulevard, Minnetonka, MN 55345  -  Permit Application Form")
    doc.checkboxes(
        [("Erosion Control (Rule B)", True), ("Floodplain Alteration (Rule C)", ctx.rng.random() < 0.3),
         ("Wetland Protection (Rule D)", ctx.rng.random() < 0.3), ("Stormwater Management (Rule N)", True),
         ("Waterbody Crossings (Rule F)", False), ("Appropriation (Rule H)", False)],
        columns=2, title="Rules that apply to this project (check all that apply):",
    )
    doc.heading("1. Applicant", 2)
    # the name alone tells a public body ("City of ...") from a private one, so it states the fact
    doc.kv("Applicant name", ctx.applicant, col=150, underline=True,
           tags=[fact("applicant_public_entity", s.applicant_public)])
    doc.kv("Mailing address", f"{ctx.rng.randint(100, 9999)} {ctx.rng.choice(['Main St', '3rd Ave N', 'Co Rd 15'])}, {ctx.city}, MN {ctx.zipcode}", col=150, underline=True)
    if s.state_public:
        doc.checkboxes([("Private applicant", not s.applicant_public),
                        ("Public entity (city, county, state or agency)", s.applicant_public)],
                       columns=2, title="Applicant type:", tags=[fact("applicant_public_entity", s.applicant_public)])
    doc.heading("2. Project", 2)
    doc.kv("Project name", ctx.project_name, col=150, underline=True)
    doc.kv("Project address", f"{ctx.address}, {ctx.city}", col=150, underline=True)
    doc.kv("PID(s)", ctx.pid, col=150, underline=True)
    doc.checkboxes([(label, key == s.project_type) for key, label in TYPE_BOXES], columns=2,
                   title="Project type:", tags=[fact("project_type", s.project_type)])
    style = AREA_STYLES[(s.voice_variant + 1) % len(AREA_STYLES)]
    if s.site_area_ac is not None and ctx.has("N.6.D") and s.voice_variant % 3 != 2:
        doc.kv("Total site area", area(s.site_area_ac, style), col=150, underline=True,
               tags=[fact("site_area_ac", area_value(s.site_area_ac, style)), ex("N.6.D")])
        ctx.extra["form_site_area"] = True
    if s.disturbed_area_ac is not None and s.voice_variant % 2 == 0:
        doc.kv("Area to be disturbed", area(s.disturbed_area_ac, style), col=150, underline=True,
               tags=[fact("disturbed_area_ac", area_value(s.disturbed_area_ac, style))])
    if s.dwelling_units is not None:
        doc.kv("Number of dwelling units", str(s.dwelling_units), col=150, underline=True,
               tags=[fact("dwelling_units", s.dwelling_units)])
    doc.kv("Parent parcel area (all PIDs)", area(round((s.site_area_ac or 1.0) * ctx.rng.uniform(1.3, 3.0), 2), "acres"),
           col=150, underline=True)
    doc.heading("3. Signature", 2)
    doc.para("I certify that the information in this application is true and complete and that I am authorized "
             "to sign on behalf of the applicant.")
    doc.signature(ctx.applicant, "Applicant or authorized agent", ctx.date)


# -- narrative --------------------------------------------------------------------------------
def write_narrative(doc: DocWriter, ctx: Ctx) -> None:
    s = ctx.spec
    rng = ctx.rng
    fname, flines = firm(ctx)
    style = AREA_STYLES[s.voice_variant % len(AREA_STYLES)]
    doc.heading("STORMWATER MANAGEMENT PLAN", 1)
    doc.para(f"{ctx.project_name}  -  {ctx.city}, Minnesota")
    doc.para(f"Prepared for {ctx.applicant.rstrip('.')}. Prepared by {fname}, {flines[1]}. {ctx.date}.")
    n = 1

    def h(title: str) -> None:
        nonlocal n
        if (s.voice_variant // 2) % 2:
            title = ALT_HEADINGS.get(title, title)
        doc.heading(f"SECTION {n}: {title}" if s.voice_variant % 3 == 2 else f"{n}.0 {title}", 2)
        n += 1

    def bmp_section() -> None:
        h("BEST MANAGEMENT PRACTICES")
        if ctx.says("N.3.0"):
            doc.para("Best management practices were selected to limit new impervious surface and pollutants, consistent with the "
                     "MPCA manual Protecting Water Quality in Urban Areas.", tags=[st("N.3.0")])
        if ctx.says("N.3.2"):
            bmps = ["Silt fence and inlet protection", "Rock construction entrance"] + (
                ["Wet sedimentation pond with skimmer"] if s.ponds else []) + ["Sump manholes with SAFL baffles", "Native seeding"]
            doc.para("The permanent BMPs are listed below:")
            doc.bullets([b for b in bmps if "Silt" not in b and "entrance" not in b], tags=[st("N.3.2")])

    h("PROJECT DESCRIPTION")
    text = f"The project proposes {TYPE_PROSE.get(s.project_type, 'development')} at {ctx.address} in the City of {ctx.city} " \
           f"(PID {ctx.pid}), approximately {rng.randint(300, 2400):,} feet from {rng.choice(['Minnehaha Creek', 'Lake Minnetonka', 'Painter Creek', 'Long Lake Creek'])}."
    doc.para(text)
    tags = []
    if s.site_area_ac is not None and ctx.has("N.6.D"):
        site_ac = s.site_area_ac + (0.4 if s.conflict == "site_area_ac" and ctx.extra.get("form_site_area") else 0.0)
        word = "total project area" if s.project_type == "linear" else "project site"
        doc.para(f"The {word} is {area(site_ac, style)}.",
                 tags=[fact("site_area_ac", area_value(site_ac, style)), ex("N.6.D")])
    if s.dwelling_units is not None:
        t = f"The development will include {s.dwelling_units} dwelling unit{'s' if s.dwelling_units != 1 else ''}"
        tags = [fact("dwelling_units", s.dwelling_units)]
        if s.state_density and s.site_area_ac:
            d = round(s.dwelling_units / s.site_area_ac, 2)
            t += f", a density of {d:.2f} units per acre"
            tags.append(fact("density_du_per_ac", d))
        doc.para(t + ".", tags=tags)
    if s.common_scheme_area_ac is not None:
        doc.para(f"The site is part of a common scheme of development with the adjacent parcels under related ownership; "
                 f"the aggregate area of these sites is {area(s.common_scheme_area_ac, 'acres')}.",
                 tags=[fact("common_scheme_area_ac", s.common_scheme_area_ac)])
    if s.disturbed_area_ac is not None:
        doc.para(f"Grading and excavation will disturb {area(s.disturbed_area_ac, style)} of the site.",
                 tags=[fact("disturbed_area_ac", area_value(s.disturbed_area_ac, style))])
    if s.sidewalk_trail is not None:
        t = s.sidewalk_trail
        what = "The project consists solely of a" if t.standalone else "The project includes a"
        doc.para(f"{what} {t.width_ft:g}-foot wide bituminous trail with a pervious turf buffer of {t.buffer_ft:g} feet on "
                 f"each side. Street and driveway crossings cover {t.crossing_pct:g}% of the required buffer area. "
                 f"The trail impervious area is {t.area_ac:.2f} acres.",
                 tags=[fact("sidewalk_trail", trail_value(s))])

    h("EXISTING CONDITIONS")
    if s.existing_impervious_ac is not None:
        if s.existing_impervious_ac == 0:
            doc.para("The site is currently undeveloped and covered with turf and woods; there is no existing impervious surface (0.00 acres).",
                     tags=[fact("existing_impervious_ac", 0.0)])
        else:
            doc.para(f"Existing impervious surfaces (building, parking and walks) total {area(s.existing_impervious_ac, style)}.",
                     tags=[fact("existing_impervious_ac", area_value(s.existing_impervious_ac, style))])
    doc.para(f"An off-site drainage area of {rng.uniform(0.5, 9):.1f} acres drains onto the site from the "
             f"{rng.choice(['north', 'west', 'east'])}. " + rng.choice([
                 "No wetlands are present on the site.", "No wetlands, shoreland or floodplain areas exist on site.",
                 "A delineated wetland lies along the south property line."]))
    if s.landlocked is not None:
        doc.para("The receiving area is landlocked and has no outlet." if s.landlocked else
                 f"Runoff leaves the site to the {ctx.city} storm sewer system; the receiving area is not landlocked.",
                 tags=[fact("landlocked", s.landlocked)])
    doc.para(f"Soils are mapped as {rng.choice(['Lester loam', 'Hamel clay loam', 'Angus loam', 'Zimmerman fine sand'])} "
             f"(hydrologic soil group {rng.choice(['B', 'C', 'D'])}).")

    h("PROPOSED CONDITIONS")
    if s.proposed_impervious_ac is not None:
        doc.para(f"Post-development impervious area will be {area(s.proposed_impervious_ac, style)}, "
                 f"including a {rng.randint(3, 60) * 1000:,} SF building footprint.",
                 tags=[fact("proposed_impervious_ac", area_value(s.proposed_impervious_ac, style))])
    if s.state_net and s.existing_impervious_ac is not None and s.proposed_impervious_ac is not None:
        net = round(s.proposed_impervious_ac - s.existing_impervious_ac, 2)
        if net > 0:
            t = f"This results in a net increase in impervious surface of {net:.2f} acres."
        elif net == 0:
            t = "There is no net increase in impervious surface (0.00 acres)."
        else:
            t = f"This results in a net decrease in impervious surface of {-net:.2f} acres."
        doc.para(t, tags=[fact("net_impervious_increase_ac", net), ex("N.6.E")])
    if s.lowest_opening_elev_ft is not None and s.hwl_100yr_elev_ft is not None:
        doc.para(f"The lowest opening of the proposed building is at elevation {s.lowest_opening_elev_ft:.2f}; the adjacent "
                 f"100-year high water level is {s.hwl_100yr_elev_ft:.2f}.",
                 tags=[fact("lowest_opening_elev_ft", s.lowest_opening_elev_ft),
                       fact("hwl_100yr_elev_ft", s.hwl_100yr_elev_ft)])

    if s.voice_variant % 2 == 1:
        bmp_section()

    if ctx.rate_control:
        h("METHODOLOGY")
        doc.para("Runoff was modeled with HydroCAD (SCS TR-20 method) using NOAA Atlas 14 precipitation depths and the MSE 3 "
                 "24-hour distribution: 2.49 in (1-year), 2.87 in (2-year), 4.26 in (10-year) and 7.44 in (100-year)."
                 + (" Water quality was evaluated with P8 and the MIDS calculator." if ctx.water_quality else ""))
        h("RATE CONTROL")
        if ctx.says("N.4.2"):
            doc.para("Natural low areas are used for detention where feasible; the pond and outlet were designed with reservoir "
                     "routing of the critical-duration events.", tags=[st("N.4.2")])
        if ctx.has("N.6.A.9"):
            rates = dict(s.peak_rates or {})
            rows, order = [], ["1", "2", "10", "100"] if s.voice_variant % 2 == 0 else ["1", "2", "5", "10", "100"]
            rates_all = {**rates, **distractor_rates(rng, rates)}
            for e in order:
                if e in rates_all:
                    ex_, pr = rates_all[e]
                    rows.append([f"{e}-year", fmt_num(ex_), fmt_num(pr), fmt_num(pr - ex_)])
            doc.table(["Event", "Existing (cfs)", "Proposed (cfs)", "Change (cfs)"], rows,
                      title="Table 1. Peak discharge at the down-gradient property line",
                      tags=[fact("peak_rates_cfs", peak_rates_value(s)), ex("N.6.A.9")])
        if ctx.says("N.4.3"):
            doc.para("The project will not adversely affect off-site water levels during or after construction.",
                     tags=[st("N.4.3")])
        if ctx.says("N.4.4"):
            doc.para("Runoff tributary to the project from off-site areas has been accommodated in the analyses and design.",
                     tags=[st("N.4.4")])
        if s.landlocked and ctx.says("N.4.5"):
            doc.para("Because the receiving basin is landlocked, the runoff volume will not increase; the applicant owns the basin, "
                     "and back-to-back 100-year events were analyzed for holding capacity and freeboard.", tags=[st("N.4.5")])
        if ctx.says("N.4.6"):
            doc.para("The rate control pond is above the projected 100-year flood elevation and lies within a drainage and "
                     "utility easement.", tags=[st("N.4.6")])
        if ctx.says("N.4.8"):
            doc.para("Outfall structures include riprap aprons to minimize erosion and scouring.", tags=[st("N.4.8")])

    if ctx.water_quality:
        h("WATER QUALITY")
        if s.phosphorus_removal_pct is not None:
            doc.para(f"P8 modeling shows an annual average total phosphorus removal of {s.phosphorus_removal_pct:.1f}% at the "
                     f"down-gradient boundary; the permanent pool is sized on the total tributary drainage area.",
                     tags=[fact("phosphorus_removal_pct", s.phosphorus_removal_pct)])
        if ctx.says("N.5.2"):
            doc.para("The pond outlet includes a skimmer to remove floatables for the 1-year event.", tags=[st("N.5.2")])
        if ctx.says("N.5.4"):
            doc.para("The water quality pond outfall is designed to minimize erosion and scouring.", tags=[st("N.5.4")])
    if s.infiltration_proposed is not None:
        doc.para("An infiltration basin is proposed to meet the volume reduction goal." if s.infiltration_proposed else
                 "Infiltration is not proposed due to the tight clay soils.",
                 tags=[fact("infiltration_proposed", s.infiltration_proposed)])
    if s.ponds:
        rows = [[p.name, f"{p.normal_water_elev_ft:.1f}", f"{p.hwl_elev_ft:.1f}", f"{p.safety_bench_width_ft:g} ft",
                 f"{p.safety_bench_slope_h_per_v:g}:1", f"{p.freeboard_ft:.1f} ft"] for p in s.ponds]
        doc.table(["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"], rows,
                  title="Table 2. Pond summary", tags=[fact("ponds", ponds_value(s))])

    if not (s.voice_variant % 2 == 1):
        bmp_section()

    h("PERMITS AND APPROVALS")
    if ctx.says("N.4.7") and ctx.rate_control:
        doc.para(f"The design conforms to the City of {ctx.city} Local Surface Water Management Plan.", tags=[st("N.4.7")])
    doc.para(f"An NPDES construction stormwater permit will be obtained from the MPCA; the City of {ctx.city} building permit "
             f"is pending (application date {ctx.date}).")


# -- computations -----------------------------------------------------------------------------
def write_computations(doc: DocWriter, ctx: Ctx) -> None:
    s = ctx.spec
    rng = ctx.rng
    doc.heading("APPENDIX B - HYDROLOGIC AND WATER QUALITY COMPUTATIONS", 1, tags=[ex("N.6.A.10")])
    doc.para(f"HydroCAD 10.20-5a  s/n 0{rng.randint(1000, 9999)}  (c) 2023 HydroCAD Software Solutions LLC")
    events = [("1-YR", 2.49), ("2-YR", 2.87), ("10-YR", 4.26), ("100-YR", 7.44)]
    for name, depth in events:
        doc.heading(f"MSE 3 24-hr 3 {name} Rainfall={depth:.2f}\"", 3)
        rows = []
        for k in range(1, rng.randint(3, 5)):
            a = rng.uniform(0.3, 3.0)
            rows.append([f"{k}S: DA-{k}", f"{a:.3f} ac", str(rng.randint(61, 95)), f"{rng.uniform(5, 25):.1f} min",
                         f"{a * depth * rng.uniform(0.4, 1.2):.2f} cfs"])
        doc.table(["Subcatchment", "Area", "CN", "Tc", "Peak"], rows, font="Courier", grid=False)
        if s.ponds:
            p = s.ponds[0]
            doc.para(f"Pond 1P: {p.name}  Peak Elev={p.normal_water_elev_ft + depth * 0.5:.2f}'  "
                     f"Inflow={depth * 1.7:.2f} cfs  Outflow={depth * 0.6:.2f} cfs", size=8.5)
    if ctx.water_quality and s.phosphorus_removal_pct is not None:
        doc.heading("P8 Urban Catchment Model - Overall Water Balance and Mass Balance", 3)
        doc.table(["Component", "Load (lbs/yr)", "Removal (%)"],
                  [["Total Phosphorus", f"{rng.uniform(2, 20):.2f}", f"{s.phosphorus_removal_pct:.1f}"],
                   ["Total Suspended Solids", f"{rng.uniform(800, 5000):.0f}", f"{rng.uniform(80, 95):.1f}"]],
                  font="Courier", tags=[fact("phosphorus_removal_pct", s.phosphorus_removal_pct)])


# -- appendices -------------------------------------------------------------------------------
def write_appendices(doc: DocWriter, ctx: Ctx) -> None:
    rng = ctx.rng
    if ctx.has("N.6.C"):
        doc.new_page()
        doc.heading("APPENDIX C - SOIL BORING LOGS", 1, tags=[ex("N.6.C")])
        doc.para(f"Geotechnical evaluation by {rng.choice(['Braun Intertec', 'American Engineering Testing', 'NTI'])}, "
                 f"{ctx.month_year}. Groundwater was not encountered within the borings.")
        rows = [[f"SB-{k}", f"{rng.uniform(0, 20):.0f}", rng.choice(["SC", "CL", "SM", "SP"]),
                 f"{rng.uniform(0.1, 2.0):.2f}"] for k in range(1, 6)]
        doc.table(["Boring", "Depth (ft)", "USCS", "Permeability (in/hr)"], rows)
    if ctx.has("N.6.B"):
        doc.new_page()
        doc.heading("APPENDIX D - STORMWATER MAINTENANCE AGREEMENT", 1, tags=[ex("N.6.B")])
        doc.para(f"This Stormwater Management Facilities Maintenance Agreement is made by {ctx.applicant} (Owner) in favor of "
                 "the Minnehaha Creek Watershed District. The Owner shall inspect and maintain the ponds, outlet structures, "
                 "culverts, outfalls and all other stormwater facilities, and this agreement shall be recorded with Hennepin "
                 "County before any land-altering activity.")
        doc.signature(ctx.applicant, "Owner", ctx.date)
    if ctx.has("N.6.A.13"):
        doc.new_page()
        doc.heading("APPENDIX E - NPDES PERMIT COVERAGE", 1, tags=[ex("N.6.A.13")])
        doc.para(f"Minnesota Pollution Control Agency. {ctx.date}. Re: Construction Stormwater General Permit MNR10F000 - "
                 f"coverage granted. Permit ID C000{rng.randint(10000, 99999)}. Project: {ctx.project_name}.")
    if ctx.has("N.6.A.11"):
        doc.new_page()
        doc.heading("APPENDIX F - CITY REVIEW", 1, tags=[ex("N.6.A.11")])
        doc.para(f"City of {ctx.city} Engineering Department, {ctx.date}. The City has reviewed the grading, drainage and "
                 f"stormwater plans for {ctx.project_name} and finds them consistent with the City's Local Surface Water "
                 "Management Plan, subject to the comments below.")
        doc.bullets(["Provide hydrant relocation detail.", "Revise the sidewalk ramp at the east entrance."])


# -- plan sheets ------------------------------------------------------------------------------
def title_block(ctx: Ctx) -> TitleBlock:
    name, lines = firm(ctx)
    pe = None
    if ctx.has("plan_set.pe_certified"):
        pe = PECert(text="I hereby certify that this plan, specification, or report was prepared by me or under my direct "
                         "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.",
                    name=ctx.engineer.replace(", P.E.", ""), license_label="License No.", license_no=ctx.license_no,
                    date=ctx.date)
    return TitleBlock(firm=name, firm_lines=lines, project=ctx.project_name, location=f"{ctx.address}, {ctx.city}, MN",
                      client=ctx.applicant, date=ctx.date, job_no=f"{ctx.rng.randint(20, 26)}-{ctx.rng.randint(100, 999)}",
                      layout="right", pe=pe)


def plan_sheets(ctx: Ctx) -> list[Sheet]:
    s = ctx.spec
    full = ctx.rate_control or ctx.water_quality
    ci = s.contour_interval_ft or 2.0
    existing: list[SheetNote] = []
    labels: list[SheetNote] = []
    if ctx.has("N.6.A.1"):
        existing.append(SheetNote(text="PROPERTY LINES AND LANDS OWNED BY THE APPLICANT ARE SHOWN PER BOUNDARY SURVEY.",
                                  tags=[ex("N.6.A.1")]))
        labels.append(SheetNote(text="PROPERTY LINE (TYP.)"))
    if ctx.has("N.6.A.4"):
        existing.append(SheetNote(text=ctx.rng.choice([
            "WETLAND BOUNDARY DELINEATED AND SHOWN. FLOODPLAIN (ZONE AE) SHOWN PER FEMA FIRM.",
            "NO WETLANDS, SHORELAND OR FLOODPLAIN AREAS EXIST ON THE SITE."]), tags=[ex("N.6.A.4")]))
    if ctx.has("N.6.A.5") and s.infiltration_proposed:
        existing.append(SheetNote(text="SOILS: HSG B LESTER LOAM, PERMEABILITY 0.6-2.0 IN/HR; SOIL DELINEATION SHOWN.",
                                  tags=[ex("N.6.A.5")]))
    if ctx.has("N.6.A.7"):
        tags = [ex("N.6.A.7")]
        words = []
        if s.vertical_datum is not None:
            d = {"NGVD29": "NGVD 1929", "NAVD88": "NAVD 88"}.get(s.vertical_datum, s.vertical_datum)
            words.append(f"ELEVATIONS ARE BASED ON {d} DATUM.")
            tags.append(fact("vertical_datum", s.vertical_datum))
        if s.contour_interval_ft is not None:
            words.append(f"EXISTING AND PROPOSED CONTOURS SHOWN AT {s.contour_interval_ft:g}-FOOT INTERVALS.")
            tags.append(fact("contour_interval_ft", s.contour_interval_ft))
        if words:
            existing.append(SheetNote(text=" ".join(words), tags=tags))
    existing.append(SheetNote(text=f"SURVEY PERFORMED BY {ctx.rng.choice(['EGAN FIELD', 'SUNDE', 'DEMARC'])} LAND SURVEYING, {ctx.month_year.upper()}."))
    sheets = [Sheet(number="C1.0", title="EXISTING CONDITIONS", drawing="site", notes=existing, labels=labels,
                    contour_interval=ci)]
    grading: list[SheetNote] = [SheetNote(text="CONTRACTOR SHALL VERIFY ALL EXISTING UTILITIES PRIOR TO CONSTRUCTION.")]
    gtables: list[SheetTable] = []
    if s.lowest_opening_elev_ft is not None and s.hwl_100yr_elev_ft is not None:
        grading.append(SheetNote(text=f"LOWEST OPENING ELEVATION = {s.lowest_opening_elev_ft:.2f}. 100-YEAR HWL = {s.hwl_100yr_elev_ft:.2f}.",
                                 tags=[fact("lowest_opening_elev_ft", s.lowest_opening_elev_ft),
                                       fact("hwl_100yr_elev_ft", s.hwl_100yr_elev_ft)]))
    if ctx.has("N.6.A.12"):
        grading.append(SheetNote(text="DRAINAGE AND UTILITY EASEMENTS OVER ALL PONDS AND STORM SEWER PER PLAT.",
                                 tags=[ex("N.6.A.12")]))
    if ctx.has("N.6.A.6") and s.ponds:
        gtables.append(SheetTable(title="POND WATER ELEVATIONS", header=["POND", "NWL", "100-YR HWL"],
                                  rows=[[p.name.upper(), f"{p.normal_water_elev_ft:.1f}", f"{p.hwl_elev_ft:.1f}"] for p in s.ponds],
                                  tags=[ex("N.6.A.6")]))
    elif ctx.has("N.6.A.6"):
        nwl = round(ctx.rng.uniform(880, 960), 1)
        grading.append(SheetNote(text=f"EXISTING DEPRESSION: NORMAL WATER ELEVATION {nwl:.1f} (EXISTING AND PROPOSED); "
                                      f"100-YEAR ELEVATION {nwl + 1.8:.1f}.",
                                 tags=[ex("N.6.A.6")]))
    sheets.append(Sheet(number="C3.0", title="GRADING AND DRAINAGE PLAN", drawing="grading", notes=grading, tables=gtables,
                        contour_interval=ci))
    if not full:
        return sheets
    if ctx.has("N.6.A.3"):
        sheets.append(Sheet(number="C4.0", title="STORM SEWER PLAN", drawing="storm", tags=[ex("N.6.A.3")],
                            notes=[SheetNote(text="EXISTING AND PROPOSED STORM SEWER SHOWN WITH PIPE SIZES, INVERTS AND ALIGNMENT.")]))
    if ctx.has("N.6.A.2"):
        sheets.append(Sheet(number="C5.0", title="DRAINAGE AREA MAP", drawing="drainage", tags=[ex("N.6.A.2")],
                            notes=[SheetNote(text="EXISTING AND PROPOSED SUBWATERSHEDS AND OFF-SITE CONTRIBUTING AREAS SHOWN.")],
                            contour_interval=ci))
    sheets.append(Sheet(number="C6.0", title="EROSION AND SEDIMENT CONTROL PLAN", drawing="erosion",
                        notes=[SheetNote(text="INSTALL SILT FENCE PRIOR TO ANY LAND DISTURBANCE."),
                               SheetNote(text="THE CONTRACTOR SHALL COMPLY WITH THE NPDES PERMIT SWPPP REQUIREMENTS.")]))
    if ctx.has("N.6.A.8"):
        sheets.append(Sheet(number="C7.0", title="DETAILS", drawing="details", tags=[ex("N.6.A.8")],
                            notes=[SheetNote(text="OUTLET CONTROL STRUCTURE OCS-1: 48\" MANHOLE WITH WEIR WALL, INV. AND RIM AS SHOWN.")]
                            # a detail that shows a skimmer or riprap demonstrates the criterion: draw it only when the package says so
                            + ([SheetNote(text="OUTLET SKIMMER PLATE FOR FLOATABLES - SEE DETAIL 4/C7.0.", tags=[st("N.5.2")])] if ctx.says("N.5.2") else [])
                            + ([SheetNote(text="RIPRAP AT FLARED END SECTION - CLASS III, 18\" THICK.", tags=[st("N.4.8")])] if ctx.says("N.4.8") else [])))
    if ctx.scanned:
        return sheets[:2]
    if s.voice_variant >= 3:
        # the firm's standard index lists every sheet of its usual set, whether or not this submittal holds it
        index = [("C1.0", "EXISTING CONDITIONS"), ("C3.0", "GRADING AND DRAINAGE PLAN"), ("C4.0", "STORM SEWER PLAN"),
                 ("C5.0", "DRAINAGE AREA MAP"), ("C6.0", "EROSION AND SEDIMENT CONTROL PLAN"), ("C7.0", "DETAILS")]
        sheets.insert(0, Sheet(number="C0.0", title="COVER SHEET", drawing="cover", notes_title="GENERAL NOTES",
                               notes=[SheetNote(text=f"PROJECT LOCATION: {ctx.address.upper()}, {ctx.city.upper()}, MINNESOTA."),
                                      SheetNote(text="CALL GOPHER STATE ONE CALL 48 HOURS BEFORE DIGGING.")],
                               tables=[SheetTable(title="SHEET INDEX", header=["SHEET", "TITLE"],
                                                  rows=[[a, b] for a, b in index])]))
    return sheets
