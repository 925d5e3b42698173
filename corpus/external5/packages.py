"""The twelve external5 packages: who wrote them, what they say, what they leave out.

Each spreads over a different branch of Rule N (N.2.A through N.2.H) and carries the
deficiencies a District reviewer meets in practice. Firm names are invented stand-ins for
the house styles of Twin Cities consultants, not real firms.
"""

from __future__ import annotations

from corpus.external5.spec import Firm, Pkg, PondData

FULL = ["N.6.A.1", "N.6.A.2", "N.6.A.3", "N.6.A.6", "N.6.A.8", "N.6.A.9", "N.6.A.10", "N.6.A.11", "N.6.A.12",
        "N.6.A.13", "N.6.C"]
ALL_STMTS = ["N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"]


def _without(items: list[str], *drop: str) -> list[str]:
    return [i for i in items if i not in drop]


def packages() -> list[Pkg]:
    return [
        Pkg(id="x5-01-orono-home", seed=501,
            firm=Firm("Northwood Civil", ["2115 Wayzata Blvd", "Orono, MN 55356"], "Daniel K. Rask", "48211",
                      font="Times-Roman"),
            project="Sorensen Residence Reconstruction, 3145 North Shore Drive", city="Orono",
            applicant="Mark and Julie Sorensen",
            applicant_public=False, public_words="The applicants are private homeowners; they are not a public entity.",
            project_type="single_family_home",
            type_words="the reconstruction of one single-family home with a detached garage and driveway on an "
                       "existing lakeshore lot (a residential appurtenance project)",
            date="April 18, 2025", site_area_ac=1.12, disturbed_ac=0.58, existing_imp=0.18, proposed_imp=0.27,
            parent_area_ac=None, pids=["18-117-23-42-0011"], infiltration=False,
            lowest_opening=934.6, bldg_hwl=931.2, datum="NGVD 1929", contour=2.0,
            statements=["N.3.0", "N.3.2"], exhibits=["N.6.A.1"], plan_size="letter",
            receiving="Lake Minnetonka (Crystal Bay)",
            notes={"bmps": ["Vegetated shoreland buffer, 25 ft", "Rain barrels at two downspouts",
                            "Pervious paver patio"],
                   "existing_text": "The lot holds a 1958 rambler, a gravel drive and a boathouse to be removed."}),
        Pkg(id="x5-02-minnetrista-whitetail", seed=502,
            firm=Firm("Lakeshore Engineering Group", ["7699 Anagram Drive", "Eden Prairie, MN 55344"],
                      "Rachel M. Lindqvist", "51837"),
            project="Whitetail Ridge - 14 Lot Single Family Subdivision", city="Minnetrista",
            applicant="Whitetail Ridge Development, LLC", applicant_public=False,
            public_words="The applicant is a private developer (Whitetail Ridge Development, LLC), not a public "
                         "entity; a performance surety will be posted as the District requires.",
            project_type="single_family_subdivision",
            type_words="a 14-lot single-family residential subdivision with a public street and cul-de-sac",
            date="February 7, 2025", site_area_ac=9.60, disturbed_ac=7.80, existing_imp=0.12, proposed_imp=2.35,
            parent_area_ac=38.40, offsite_ac=3.10, units=14,
            pids=["20-117-24-31-0004", "20-117-24-34-0002"], infiltration=False, landlocked=False,
            tp_pct=58.0, tp_model="MIDS",
            peaks={"1": (3.1, 2.4), "10": (9.8, 8.9), "100": (21.6, 23.4)},
            ponds=[PondData("Pond 1", 955.0, 958.6, 10.0, 10.0, 2.1)],
            lowest_opening=962.0, bldg_hwl=958.6,
            statements=ALL_STMTS, exhibits=_without(FULL, "N.6.A.2") + ["N.6.A.4"], plan_size="24x36", reduced=True,
            receiving="Halsted Bay of Lake Minnetonka",
            notes={"wetland_text": "A wetland delineation (2024) identified one Type 2 wetland (0.38 acre) in the "
                                   "southwest corner; it is preserved with a 25-foot buffer.",
                   "corner": "southwest"}),
        Pkg(id="x5-03-victoria-lakeview", seed=503,
            firm=Firm("Alliance Land Design", ["733 Marquette Ave, Suite 700", "Minneapolis, MN 55402"],
                      "Thomas J. Okafor", "44290", font="Courier", heading="SECTION {num} - {title}"),
            project="Lakeview Preserve", city="Victoria", applicant="Lakeview Preserve Partners LLC",
            applicant_public=False,
            public_words="The applicant, Lakeview Preserve Partners LLC, is a private land developer.",
            project_type="single_family_subdivision",
            type_words="a single-family residential subdivision of 34 detached homes",
            date="September 23, 2024", site_area_ac=11.20, disturbed_ac=10.50, existing_imp=0.0, proposed_imp=3.92,
            units=34, state_density=True, parent_area_ac=26.85, pids=["65.0200310", "65.0200400"],
            infiltration=False, landlocked=False, tp_pct=46.0, tp_model="P8", tss_pct=81.0,
            peaks={"1": (4.2, 3.1), "10": (12.5, 9.7), "100": (28.4, 26.0)},
            ponds=[PondData("Pond 1", 978.0, 983.2, 10.0, 10.0, 1.5), PondData("Pond 2", 976.5, 980.1, 10.0, 10.0, 2.0)],
            lowest_opening=986.5, bldg_hwl=983.2, datum="NAVD 88", contour=2.0,
            statements=ALL_STMTS, exhibits=FULL + ["N.6.A.4"], plan_size="22x34", reduced=True,
            receiving="Steiger Lake and then Lake Minnetonka",
            notes={"wetland_text": "Wetland delineation by a certified delineator found a Type 3 wetland along the "
                                   "east line, shown on Sheet C1.0."}),
    ] + _rest()


def _rest() -> list[Pkg]:
    return [
        Pkg(id="x5-04-shorewood-amesbury", seed=504, scanned=True,
            firm=Firm("Bolt & Menard", ["12224 Nicollet Ave", "Burnsville, MN 55337"], "Karen A. Voss", "40177"),
            project="Amesbury Court 6-Lot Subdivision", city="Shorewood", applicant="Amesbury Homes Inc.",
            applicant_public=False, public_words="Amesbury Homes Inc. is a private home builder.",
            project_type="single_family_subdivision", type_words="a six-lot single-family subdivision",
            date="June 2, 2025", site_area_ac=2.90, disturbed_ac=2.40, existing_imp=0.31, proposed_imp=0.98,
            units=6, state_density=True, pids=["33-117-23-22-0008"], infiltration=False,
            lowest_opening=958.4, bldg_hwl=955.9, statements=["N.3.0", "N.3.2"], exhibits=["N.6.A.1"],
            plan_size="letter", receiving="Christmas Lake",
            notes={"bmps": ["Rain gardens (lined, underdrained) on Lots 2 and 5", "Sump catch basins at the cul-de-sac",
                            "Preserved wooded slope along Christmas Lake Road"],
                   "no_rate_text": "Rate control is not required of a project of this size and density under Rule N; "
                                   "runoff continues to the existing street storm sewer."}),
        Pkg(id="x5-05-slp-wooddale", seed=505,
            firm=Firm("Civil Site Partners", ["5000 Glenwood Ave", "Golden Valley, MN 55422"], "Aaron P. Becker",
                      "53016"),
            project="Wooddale Station Apartments", city="St. Louis Park", applicant="Wooddale Station LP",
            applicant_public=False, public_words="The applicant, Wooddale Station LP, is a private owner.",
            project_type="multi_unit_residential",
            type_words="a five-story multi-family apartment building with 142 units over structured parking, "
                       "replacing a strip retail center",
            date="January 15, 2025", site_area_ac=3.40, disturbed_ac=3.40, existing_imp=2.61, proposed_imp=2.88,
            units=142, state_density=True, pids=["07-028-24-11-0032", "07-028-24-11-0033"],
            infiltration=True, tp_pct=61.0, tp_model="MIDS",
            peaks={"1": (5.8, 4.9), "10": (11.2, 10.1), "100": (19.7, 18.8)},
            lowest_opening=903.5, bldg_hwl=899.8,
            statements=["N.3.0", "N.3.2", "N.4.3", "N.4.7", "N.4.8"],
            exhibits=FULL + ["N.6.A.5", "N.6.B"], plan_size="24x36", reduced=True, receiving="Minnehaha Creek",
            notes={"wl_note": "UNDERGROUND SYSTEM UG-1: EXISTING SITE HAS NO STANDING WATER; PROPOSED NORMAL WATER "
                              "LEVEL (OUTLET INVERT) 895.0, 100-YR HWL 899.8.",
                   "bmps": ["Underground infiltration chamber system UG-1", "Hydrodynamic separator",
                            "Green roof on amenity deck (0.12 ac)"]}),
        Pkg(id="x5-06-hopkins-dental", seed=506, scanned=True,
            firm=Firm("Anders Engineering", ["13605 1st Ave N", "Plymouth, MN 55441"], "Li Wen Zhao", "47765",
                      font="Times-Roman"),
            project="Mainstreet Family Dental", city="Hopkins", applicant="Mainstreet Dental Properties LLC",
            applicant_public=False, public_words="The owner is a private limited liability company.",
            project_type="commercial", type_words="a one-story commercial dental clinic with a 14-stall parking lot",
            date="March 3, 2025", site_area_ac=0.42, disturbed_ac=0.42, existing_imp=0.31, proposed_imp=0.36,
            pids=["24-117-22-31-0077"], infiltration=False, lowest_opening=896.3, bldg_hwl=893.8,
            statements=["N.3.0", "N.3.2"], exhibits=["N.6.A.1"], plan_size="letter", receiving="Nine Mile Creek",
            notes={"bmps": ["Sump catch basin with SAFL baffle", "Landscaped island biofilter (lined)"]}),
        Pkg(id="x5-07-plymouth-industrial", seed=507,
            firm=Firm("Landmark Design Group", ["105 S 5th Ave, Suite 513", "Minneapolis, MN 55401"],
                      "Gregory S. Halvorsen", "42650"),
            project="Northwest Business Campus - Building 3", city="Plymouth", applicant="NWBC Building 3 LLC",
            applicant_public=False, public_words="NWBC Building 3 LLC is a private industrial developer.",
            project_type="industrial",
            type_words="an office/warehouse industrial building of 148,000 square feet with truck courts",
            date="November 12, 2024", site_area_ac=12.40, disturbed_ac=11.90, existing_imp=0.15, proposed_imp=7.90,
            parent_area_ac=31.70, offsite_ac=1.85, pids=["10-118-22-44-0003"], infiltration=False, landlocked=False,
            tp_pct=63.0, tp_model="P8",
            peaks={"1": (6.9, 5.2), "10": (18.3, 14.6), "100": (41.0, 37.2)},
            ponds=[PondData("Pond 1", 996.0, 1000.0, 8.0, 10.0, 2.5), PondData("Pond 2", 994.5, 998.2, 10.0, 10.0, 2.0)],
            lowest_opening=1001.4, bldg_hwl=1000.0, contour=1.0,
            statements=ALL_STMTS, exhibits=_without(FULL, "N.6.A.13") + ["N.6.A.4"], plan_size="24x36",
            receiving="Bassett Creek watershed boundary ditch, then the MCWD trunk system",
            notes={"wetland_text": "No wetlands were identified on the site during the 2024 delineation.",
                   "wetland_sheet": "NO WETLANDS, MARSHES, SHORELAND OR FLOODPLAIN AREAS EXIST ON SITE (WETLAND "
                                    "DELINEATION MAY 2024).",
                   "npdes_pending": "An application for NPDES construction stormwater permit coverage will be "
                                    "submitted to the MPCA by the contractor prior to construction.",
                   "swppp_note": "NPDES PERMIT COVERAGE TO BE OBTAINED BY OWNER PRIOR TO CONSTRUCTION."}),
        Pkg(id="x5-08-minnetonka-school", seed=508,
            firm=Firm("WSA Consultants", ["701 Xenia Ave S, Suite 300", "Minneapolis, MN 55416"],
                      "Sarah E. Brandvold", "45598", heading="{num}. {title}"),
            project="Groveland Elementary Addition and Parking Reconstruction", city="Minnetonka",
            applicant="Independent School District No. 276 (Minnetonka Public Schools)", applicant_public=True,
            public_words="The applicant, Independent School District No. 276, is a public school district, a "
                         "political subdivision of the State of Minnesota.",
            project_type="institutional", type_words="an institutional (public school) building addition with parking "
                                                     "lot and bus loop reconstruction",
            date="May 19, 2025", site_area_ac=18.50, disturbed_ac=6.20, existing_imp=7.90, proposed_imp=9.10,
            pids=["28-117-22-12-0001"], infiltration=True, landlocked=False, tp_pct=54.0, tp_model="MIDS",
            peaks={"1": (8.4, 7.9), "10": (22.1, 20.3), "100": (44.8, 43.9)},
            ponds=[PondData("Pond 1", 934.0, 937.6, 10.0, 10.0, 2.0)], lowest_opening=942.0, bldg_hwl=937.6,
            statements=ALL_STMTS, exhibits=FULL + ["N.6.A.4", "N.6.A.5", "N.6.B"], plan_size="22x34", reduced=True,
            notes={"city_letter": "City of Minnetonka, Engineering Division, letter of June 2, 2025: 'The City has "
                                  "reviewed the stormwater management plan for the Groveland Elementary project and "
                                  "finds it consistent with the City of Minnetonka Water Resources Management Plan.'",
                   "wetland_text": "A Manage 2 wetland lies along the north property line and is shown on Sheet C1.0.",
                   "npdes_date": "July 1, 2025"}),
        Pkg(id="x5-09-edina-valleyview", seed=509,
            firm=Firm("Kimball Horne Associates", ["767 Eustis St, Suite 100", "St. Paul, MN 55114"],
                      "Michael T. Brennan", "49930", heading="{num}.0  {title}"),
            project="Valley View Road Reconstruction (Mirror Lakes Drive to Antrim Road)", city="Edina",
            applicant="City of Edina", applicant_public=True,
            public_words="The applicant is the City of Edina, a municipal corporation.",
            project_type="linear", type_words="a public street reconstruction of 1.3 miles (6,900 linear feet) of "
                                              "Valley View Road, widening from 32 to 40 feet with turn lanes",
            date="December 9, 2024", site_area_ac=6.80, disturbed_ac=6.80, existing_imp=3.10, proposed_imp=4.44,
            infiltration=False, landlocked=False, tp_pct=51.0, tp_model="MIDS",
            peaks={"1": (7.2, 7.6), "10": (16.4, 15.9), "100": (31.5, 30.8)},
            ponds=[PondData("Pond 1", 871.0, 874.9, 10.0, 10.0, 2.2)],
            statements=_without(ALL_STMTS, "N.4.4"), exhibits=FULL, plan_size="22x34", reduced=False,
            receiving="Nine Mile Creek (South Fork)", notes={"lswmp": "City of Edina Comprehensive Water Resource "
                                                                      "Management Plan (2018)"}),
        Pkg(id="x5-10-longlake-csah112", seed=510,
            firm=Firm("Hennepin County Transportation Project Delivery", ["1600 Prairie Drive", "Medina, MN 55340"],
                      "Joan R. Petersen", "41178", font="Times-Roman"),
            project="CSAH 112 (Wayzata Boulevard) Reconstruction and Trail", city="Long Lake",
            applicant="Hennepin County Public Works", applicant_public=True,
            public_words="The applicant is Hennepin County, a public entity.",
            project_type="linear", type_words="a county road reconstruction with a new multi-use trail, 0.8 mile long",
            date="August 4, 2025", site_area_ac=4.10, disturbed_ac=4.10, existing_imp=2.95, proposed_imp=3.63,
            infiltration=False,
            trail={"width_ft": 12.0, "buffer_ft": 4.0, "crossing_pct": 9.0, "area_ac": 0.71, "standalone": False},
            trail_text="A 12-foot bituminous multi-use trail (0.71 acre of impervious surface) is built along the "
                       "north side with a 4-foot turf boulevard on each side; driveway and street crossings cover "
                       "about 9 percent of the boulevard (buffer) area.",
            statements=["N.3.0", "N.3.2"], exhibits=["N.6.A.1"], plan_size="22x34", reduced=False,
            receiving="Long Lake and Long Lake Creek",
            notes={"no_rate_text": "Rate control modelling was not required; the roadway alone does not add impervious "
                                   "surface, and the trail drains across turf boulevards.",
                   "bmps": ["Turf boulevards between trail and road", "Sump catch basins at low points"]}),
        Pkg(id="x5-11-minnetonka-streets", seed=511,
            firm=Firm("Prairie Municipal Engineers", ["3601 Thurston Ave", "Anoka, MN 55303"], "Erik N. Solberg",
                      "50212", heading="{num}.0 - {title}"),
            project="2025 Street Rehabilitation - Fairchild Avenue and Sunnyslope Lane", city="Minnetonka",
            applicant="City of Minnetonka", applicant_public=True,
            public_words="The City of Minnetonka, a municipal corporation, is the applicant.",
            project_type="linear", type_words="a city street rehabilitation (full-depth reclamation) with a new "
                                              "sidewalk, 0.9 mile of residential streets",
            date="March 28, 2025", site_area_ac=3.30, disturbed_ac=3.30, existing_imp=2.10, proposed_imp=2.31,
            trail={"width_ft": 6.0, "buffer_ft": 6.0, "crossing_pct": 18.0, "area_ac": 0.21, "standalone": False},
            trail_text="A new 6-foot concrete sidewalk (0.21 acre, all of the new impervious surface) is built with a "
                       "6-foot turf boulevard on both sides; driveway and street crossings occupy about 18 percent of "
                       "the required buffer area.",
            statements=["N.3.2"], exhibits=["N.6.A.1"], plan_size="22x34", reduced=True,
            receiving="Purgatory Creek", notes={"bmps": ["Turf boulevards (6 ft) on both sides of the new sidewalk",
                                                         "Sump catch basins with SAFL baffles at four low points"],
                                                "no_rate_text": "Street widths are unchanged; rate control modelling "
                                                                "was not performed."}),
        Pkg(id="x5-12-chanhassen-galpin", seed=512,
            firm=Firm("Larsen Civil", ["1000 Lake St E", "Wayzata, MN 55391"], "Paul D. Ingebretsen", "46031",
                      font="Courier"),
            project="Galpin Crossing Phase 2 Retail", city="Chanhassen", applicant="Galpin Crossing II LLC",
            applicant_public=False, public_words="Galpin Crossing II LLC is a private developer.",
            project_type="commercial", type_words="a commercial retail development of two multi-tenant buildings "
                                                  "(22,400 sq ft total floor area)",
            date="October 6, 2025", site_area_ac=4.60, disturbed_ac=4.40, existing_imp=0.62, proposed_imp=3.18,
            common_scheme_ac=8.50,
            common_scheme_text="Phase 1 (3.90 acres, the adjacent parcel to the north) was developed in 2021 by "
                               "Galpin Crossing I LLC, which has the same principal owners. The two phases are a "
                               "common scheme of development; the aggregate area since Rule N took effect is "
                               "8.50 acres.",
            pids=["25.0111000", "25.0112000"], infiltration=False, landlocked=False, tp_pct=57.0, tp_model="MIDS",
            peaks={"1": (3.3, 2.6), "10": (8.8, 7.4), "100": (17.9, 16.2)},
            ponds=[PondData("Pond 2", 957.0, 959.9, 12.0, 10.0, 2.4)], lowest_opening=962.5, bldg_hwl=959.9,
            statements=_without(ALL_STMTS, "N.4.7", "N.4.4"), exhibits=_without(FULL, "N.6.A.11"),
            plan_size="24x36", reduced=True, receiving="Lake Virginia and then Lake Minnewashta"),
    ]
