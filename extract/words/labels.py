"""The words that name a fact, and the words that name something that only looks like one.

Distractors are first-class labels: "the 12.4-acre parent parcel" or "a 12,500 sf
building" carry an area unit exactly like the site does, so the only safe way to refuse
them is to recognise what they name. A quantity takes the label nearest to it; when that
label is a distractor the quantity is dropped.
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

# the kinds of hard surface a writer lists or totals ("street, driveways and roofs"): each a part of the impervious area
# a pond named by its number or letters ("Pond 2", "Basin No. 3", "Pond 61-2", "Pond NW"), or tagged before its
# noun ("P-Pond"): the one spelling of a pond's name every reader of ponds uses
POND_ID = r"(?i:pond|basin)\s+(?:(?i:no)\.\s*|#\s*)?(?:\d+(?:-\d+)?[A-Za-z]?|[A-Z]{1,3}-?\d*)"
POND_TAGGED = r"[A-Z]{1,2}-(?i:pond|basin)"

HARD_SURFACE_KIND = (r"(?:roofs?|rooftops?|driveways?|drives?|streets?|roads?|roadways?|parking(?:\s+lots?)?|sidewalks?|walks?|"
                     r"walkways?|patios?|pavement|paving|houses?|homes?|cabins?|barns?|buildings?|garages?|sheds?|decks?|curbs?|trails?|alleys?)")

# label key -> phrases (lower-case; matched on spaCy tokens, so "100-year" == "100 - year")
LABEL_PHRASES: dict[str, tuple[str, ...]] = {
    "site_area_ac": (
        "site area", "total site area", "project area", "total project area", "project site area",
        "parcel area", "property area", "total area", "gross area", "gross site area",
        "site size", "project size", "area of the site", "area of the property",
        "area of the parcel", "total property area", "total parcel area", "site acreage",
        "project limits", "total site", "development area", "area of the project",
        "plat area", "platted area", "area of the plat", "gross plat area", "total plat area",
        "application area", "area of this application", "area of the application", "area of application",
        "total corridor", "total corridor area", "corridor area",
    ),
    "site_generic": ("site", "property", "parcel", "project", "tract", "development", "subject property",
                     "campus", "campus area", "school campus", "school site", "school property", "school parcel",
                     "church site", "church property", "building pad", "pad site", "commercial pad",
                     "parcels", "tax parcels", "properties", "project site", "site boundary"),
    "existing_impervious_ac": (
        "existing impervious", "existing impervious area", "existing impervious surface",
        "existing impervious surfaces", "existing impervious coverage",
        "pre-development impervious", "pre - development impervious", "predevelopment impervious",
        "pre-developed impervious", "pre - developed impervious", "pre-project impervious",
        "pre - project impervious", "existing conditions impervious", "existing hard surface",
        "pre-construction impervious", "pre - construction impervious", "existing impervious cover",
        "existing hardcover", "existing hard cover",
    ),
    "proposed_impervious_ac": (
        "proposed impervious", "proposed impervious area", "proposed impervious surface",
        "proposed impervious surfaces", "proposed impervious coverage",
        "post-development impervious", "post - development impervious", "postdevelopment impervious",
        "post-developed impervious", "post - developed impervious", "post-construction impervious",
        "post - construction impervious", "proposed conditions impervious", "proposed hard surface",
        "proposed hardcover", "proposed hard cover", "future impervious", "post-project impervious",
        "post - project impervious", "proposed impervious cover",
    ),
    "net_impervious_increase_ac": (
        "net impervious", "net new impervious", "new impervious", "additional impervious",
        "increase in impervious", "impervious increase", "net increase in impervious",
        "net increase", "net change in impervious", "change in impervious", "impervious change",
        "impervious surface increase", "impervious area increase", "added impervious",
        "net additional impervious", "increase of impervious", "net gain in impervious",
        "net impervious increase", "net impervious change", "proposed impervious increase", "proposed impervious change",
        "proposed increase in impervious", "proposed net increase", "net decrease", "net reduction",
    ),
    "impervious_generic": ("impervious", "impervious area", "impervious surface", "paved and roofed area",
                           "imp .", "imp . surface", "imp . area", "imp surface", "imp area", "impervious surf .",
                           "imperv .", "imperv . surface", "imperv . area",
                           "roofed and paved area", "paved and roof area", "paved and roofed surfaces", "paved and roofed surface",
                           "roofs and pavement", "roof and pavement area", "paved and roofed",
                           "impervious surfaces", "hard surface", "hardcover", "hard cover", "hard surfaces",
                           "impervious coverage", "impervious cover",
                           # pavement is hard surface by definition ("It adds 0.7 acre of pavement")
                           "pavement", "paved area", "paved areas", "paved surface", "paved surfaces"),
    "disturbed_area_ac": (
        "disturbed area", "area of disturbance", "land disturbance", "disturbance area",
        "total disturbed area", "area disturbed", "graded area", "area to be graded",
        "disturb", "disturbed", "disturbing", "disturbance", "land-disturbing",
        "land - disturbing", "grading limits", "limits of disturbance", "area of grading",
        "graded", "regraded", "excavated", "limits of grading", "grading limit", "grading extents",
        "area of land disturbance", "land disturbance area", "disturbed acreage", "grade", "will grade", "regrade",
        "clearing and grading", "grading and clearing", "clearing , grading", "clearing / grading",
        "disturbs", "grading disturbs", "will disturb",
    ),
    "common_scheme_area_ac": (
        "common scheme", "common scheme of development", "aggregate area", "common ownership",
        "related ownership", "aggregate site area", "common plan", "common plan of development",
        "larger common plan", "larger common plan of development", "common - scheme", "common - scheme area",
        "common scheme area", "same ownership", "aggregate common - scheme area",
        "aggregate acreage", "cumulative area", "cumulative acreage", "aggregate development area",
        "cumulative development area",
    ),
    "dwelling_units": ("dwelling units", "number of units", "units", "number of lots",
                       "residential units", "total units", "lots", "number of homes"),
    "density_du_per_ac": ("density", "residential density", "net density", "gross density"),
    "phosphorus": ("phosphorus", "total phosphorus", "tp", "phosphorous", "p8"),
    "lowest_opening_elev_ft": (
        "lowest floor", "lowest opening", "low opening", "lowest floor elevation",
        "lowest opening elevation", "low opening elevation", "low floor", "lfe", "lowest entry",
        "lowest door", "lowest window", "lowest building opening", "low floor elevation",
        "lowest level", "garage floor", "first floor elevation", "lowest adjacent opening",
        "lowest exposed", "loe", "lowest structure opening", "low entry", "low entry elevation",
        "lowest entry elevation", "lowest floor opening", "low opening elev", "lowest opening elev",
        "lowest openings", "low openings", "lowest proposed opening", "lowest proposed building opening",
        "lowest new building opening", "lowest proposed building openings", "lowest new opening",
        "lowest door or window opening", "lowest door and window opening", "lowest door or window openings",
        "lowest window or door opening", "lowest door or window",
    ),
    "hwl_100yr_elev_ft": (
        "100-year hwl", "100 - year hwl", "100-yr hwl", "100 - yr hwl", "100yr hwl",
        "100-year high water level", "100 - year high water level", "100-year high water elevation",
        "100 - year high water elevation", "100 - yr high water elevation", "100 - yr high water level",
        "100-year flood elevation", "100 - year flood elevation", "100 - yr flood elevation",
        "100-year water surface elevation", "100 - year water surface elevation",
        "100 - year hw", "100 - yr hw", "100 - year high water", "100 - yr high water",
        "100 - year water level", "100 - yr water level", "100 - year flood level",
        "100 - year floodplain elevation", "100 - year bfe", "base flood elevation", "bfe",
        "hwl", "high water level", "high water elevation", "100 - year elevation",
        "100 - year hwe", "hwe", "100 - yr elev", "100 - year elev", "100 - yr elevation",
        "100 - year storm elevation", "100 - yr storm elevation", "100 - year peak elevation",
        "100 - yr peak elevation", "100 - year pond elevation",
    ),
    "bench_width": ("safety bench", "bench width", "safety bench width", "bench", "aquatic bench", "safety shelf",
                    "safety ledge", "shelf width", "safety shelf width", "safety ledge width"),
    "bench_slope": ("bench slope", "safety bench slope", "slope of the bench", "bench grade", "shelf slope",
                    "safety shelf slope", "ledge slope"),
    "freeboard": ("freeboard", "free board"),
    "contour": ("contour", "contours", "contour interval", "contour intervals"),
    "sidewalk_width": ("trail width", "sidewalk width", "path width", "trail", "sidewalk",
                       "multi - use trail", "shared - use path", "bituminous trail", "trails", "sidewalks",
                       "walkway", "pathway", "bike path", "multi - use path", "trail corridor",
                       "concrete walk", "conc . walk", "conc walk", "bituminous walk", "pedestrian walk",
                       "path", "paths", "shared use path", "multiuse path", "multi use path", "multi - use paths",
                       "shared - use paths", "bikeway", "bikeways", "sidepath", "sidepaths", "side path", "bike trail",
                       "bicycle path", "pedestrian trail", "multiuse trail", "multi use trail"),
    "buffer": ("buffer", "pervious buffer", "boulevard", "grass buffer", "turf buffer", "buffers", "buffer strip",
               "vegetated buffer", "pervious buffers", "boulevards", "turf boulevard", "turf boulevards",
               "grass boulevard", "grass boulevards", "grassed buffer", "grassed buffers", "grass buffers",
               "turf buffers", "buffer strips", "grass strip", "grass strips", "turf strip", "turf strips",
               "vegetated buffers", "green strip", "boulevard strip",
               # a shoulder is a buffer only when it is said to be pervious ("a 6-foot turf shoulder")
               "turf shoulder", "turf shoulders", "grass shoulder", "grass shoulders", "grassed shoulder",
               "grassed shoulders", "vegetated shoulder", "vegetated shoulders", "pervious shoulder",
               "pervious shoulders", "sodded shoulder", "sodded shoulders", "mowed shoulder", "mowed shoulders",
               "mown shoulder", "mown shoulders", "mowed grass shoulder", "mowed grass shoulders", "mowed strip",
               "mowed strips", "mowed turf", "mowed grass", "mowed edge", "mowed edges",
               # plan-sheet typical sections: "10' TRAIL  5' BLVD"
               "blvd", "blvd .", "blvds", "turf blvd", "grass blvd",
               # pervious ground beside a trail, by its other names
               "green space", "greenspace", "grass area", "grass areas", "turf area", "turf areas", "sodded area",
               "grassed area", "vegetated area", "landscaped area", "pervious strip", "pervious strips",
               "planting strip", "planting strips", "landscape strip", "terrace", "terraces", "verge", "tree lawn",
               "grass verge", "turf verge", "grass terrace"),
    "crossing": ("crossings", "crossing", "driveway crossings"),
    # things that carry an area (or a number) but are not a fact of the contract
    "distractor": (
        "parent parcel", "parent tract", "remainder parcel", "remaining parcel", "overall parcel",
        "entire parcel", "off-site", "off - site", "offsite", "off site", "tributary", "upstream",
        "drainage area", "drainage areas", "watershed", "subwatershed", "sub - watershed",
        "subcatchment", "catchment", "contributing", "contributing area", "building",
        "buildings", "floor area", "gross floor area", "footprint", "lot size", "each lot",
        "per lot", "lot", "lots range", "outlot", "wetland", "wetlands", "pond", "basin",
        "miles", "mile", "located", "pid", "parcel id", "permit", "section", "township",
        "range", "sheet", "page", "tss", "total suspended solids", "sediment", "volume",
        "storage", "runoff volume", "phase", "phase 2", "future phase", "adjacent", "neighboring", "neighbouring",
        "county road", "highway", "sq. ft. building", "store", "addition", "garage", "house",
        "home", "apartment building", "warehouse", "office building", "school", "clinic",
        "roof", "rooftop", "parking lot", "parking", "driveway", "road", "street", "sidewalk area",
        "lake", "creek", "channel", "ditch", "floodplain", "shoreland", "buffer area",
        "infiltration area", "filtration", "biofiltration", "rain garden", "bioretention",
        "green roof", "pervious", "pervious area", "open space", "lawn", "turf", "woods",
        "existing building", "proposed building", "dedicated", "right - of - way", "right-of-way",
        "right of way", "row", "easement", "study area", "model", "city", "district",
    ),
}

# Generic labels lose to specific ones: "the existing impervious area on the site is ..."
GENERIC = {"site_generic", "impervious_generic"}

EXISTING_WORDS = ("existing", "pre-development", "predevelopment", "pre-developed", "pre - development",
                  "pre - developed", "pre-project", "pre-construction", "currently", "current",
                  "prior", "before", "pre", "exist", "exist.", "ex", "ex.")
PROPOSED_WORDS = ("proposed", "post-development", "post - development", "postdevelopment",
                  "post-developed", "post - developed", "post-construction", "post - construction",
                  "after", "future", "post", "will", "prop", "prop.", "pr", "pr.")
NET_WORDS = ("net", "increase", "change", "difference", "new", "additional", "added", "delta", "δ", "incr", "incr.")


_LEGAL_ASIDE = lazy_compile(
    r"\(\s*(?:gross|(?:lots?\s+\d+[\w\s,&-]*?,?\s*)?blocks?\s+\d+[\w\s,&-]*|lots?\s+\d+(?:\s*(?:-|&|,|and)\s*\d+)*|"
    r"outlots?\s+[a-z](?:\s*(?:&|,|and)\s*[a-z])*|pids?[\s:#.]*[\d\s./-]+|parcel\s+\d+|"
    # "Project site (A-C)", "(Parcels A, B and C)": the parcels the site is made of, by their letters
    r"(?:parcels?\s+)?[A-Z](?:\s*(?:-|–|,|&|and|to|through)\s*[A-Z])+)\s*\)", re.IGNORECASE)


# the hard-surface kinds, and the few more a table's aside lists ("(old building, slab, walk)", "(building, drive, pads)")
_KIND_WORD = (r"(?:(?:old|new|existing|concrete|bituminous|gravel|paved)\s+)?(?:" + HARD_SURFACE_KIND[3:-1] +
              r"|plaza|lots?|docks?|courts?|slabs?|pads?|canopy|canopies|aprons?|(?:drive\s+)?lanes?)")
_KINDS_ASIDE = lazy_compile(rf"\(\s*{_KIND_WORD}(?:\s*(?:,|and|&|/)\s*(?:and\s+)?{_KIND_WORD})*\s*\)", re.IGNORECASE)


def classify_table_label(text: str) -> str | None:
    """The fact a table's row label + column header name, from their combined words.

    Tables split one label across a row and a column ("Impervious" x "Existing"), so the
    words are pooled and classified as a whole. Returns None when they name nothing or
    something ambiguous (two of existing / proposed / net).
    """
    # "Project site (Lot 1, Block 1)", "Site area (gross)": a legal description or "gross" in
    # parentheses says which land, not which part of it
    text = _LEGAL_ASIDE.sub(" ", text)
    # "Existing (building, parking lot)": an aside listing the kinds of hard surface counted names no other thing
    text = _KINDS_ASIDE.sub(" ", text)
    # "Project area (grading limits)": the label outside the brackets names the area, the aside only how it was
    # bounded; a grading word in brackets does not make it the disturbed area
    if re.search(r"(?:=|:|[-–—]\s)\s*(?:the\s+)?(?:project\s+)?site(?:\s+\(?(?:area|acres?|ac|acreage|size|sf|sq\.?\s*ft\.?)\)?)*\s*$",
                 text, re.IGNORECASE) \
            and not re.search(r"\b(?:off[- ]?site|impervious|disturb\w*|pond|wetland|building|lot\s+\d)", text, re.IGNORECASE):
        return "site_area_ac"  # "MARINA PARCEL (PIDS ...) = SITE": the land the row names is declared the site
    outside = re.sub(r"\([^()]*\)", " ", text)
    if outside != text and re.search(r"\((?:[^()]*\b)?(?:grading|disturb\w*|construction)\b[^()]*\)", text, re.IGNORECASE):
        named = classify_table_label(outside)
        if named is not None:
            return named
    low = " " + re.sub(r"[^a-z0-9%]+", " ", text.lower()) + " "
    low = re.sub(r" gross ", " ", low) if not re.search(r" (?:floor|building|leasable) ", low) else low
    if any(f" {d} " in low for d in ("off site", "offsite", "tributary", "upstream", "parent",
                                      "pond", "building", "wetland", "lot size", "watershed")):
        return None
    if " impervious " in low or " imperv " in low or " hard surface" in low or " hardcover " in low or " hard cover " in low:
        # a table's heads shorten the sides: "EX imperv. (ac)" / "PR imperv. (ac)"; an identifier ("PR-1A") is no side
        ex = any(f" {w} " in low for w in ("existing", "exist", "pre", "predevelopment", "before", "current")) \
            or bool(re.search(r"(?<![\w-])ex\b\.?(?![\w-])", text, re.IGNORECASE))
        pr = any(f" {w} " in low for w in ("proposed", "prop", "post", "postdevelopment", "after", "future")) \
            or bool(re.search(r"(?<![\w-])pr\b\.?(?![\w-])", text, re.IGNORECASE))
        net = any(f" {w} " in low for w in ("net", "increase", "change", "difference", "new",
                                             "additional", "added", "delta"))
        if net:
            return "net_impervious_increase_ac"
        if ex and not pr:
            return "existing_impervious_ac"
        if pr and not ex:
            return "proposed_impervious_ac"
        return None
    if re.search(r" (?:area|acreage|acres|ac|site) ", low) and not re.search(
            r" (?:impervious|disturbed|disturbance|net|increase|change|new|pervious|green|open|wetlands?|ponds?|roof|"
            r"paved|pavement|lawn|turf|water|buffer|building|floor|road|street|trail|sidewalk|lots?) (?!\d)", low):
        # "Area (AC)" under "Lots 1+2 aggregate" or "Combined (Phases 1 and 2)": the whole of a phased scheme;
        # under "Lot 2 (this application)": the site applied for
        if re.search(r" aggregate | (?:combined|total|all|both|cumulative) (?:\w+ ){0,2}(?:phases|additions|stages) |"
                     r" (?:phases|additions) \d+ (?:and |to )?\d+ ", low):
            return "common_scheme_area_ac"
        if re.search(r" this (?:application|phase|permit|submittal|addition) ", low):
            return "site_area_ac"
    if re.search(r" common (?:scheme|plan|ownership|owner) | aggregate (?:site )?area | same owner(?:ship)? |"
                 r" aggregate (?:of )?(?:all |both )?(?:phases|additions|parcels|lots) ", low):
        # "Adjacent development under common ownership": one part of the scheme, not its aggregate
        part = re.search(r" (?:adjacent|adjoining|abutting|neighbou?ring|related|other|previous|prior|first) | lot \d+ |"
                         r" phase (?:1|i|one) ", low)
        whole = re.search(r" (?:aggregate|total|combined|cumulative|overall|sum|all|scheme|plan|including|plus) ", low)
        return None if part and not whole else "common_scheme_area_ac"
    if any(f" {w} " in low for w in ("disturbed", "disturbance", "graded", "grading")):
        if re.search(r" (?:project|site) (?:area|limits?) ", low) and not any(f" {w} " in low for w in ("disturbed", "disturbance")):
            return None  # "Grading limits / project area": the project area the grading bounds; which of the two, not said
        return "disturbed_area_ac"
    # the column's unit or measure word after a bare site label ("Total site" under "Acres")
    core = re.sub(r" (?:(?:area|size) )?(?:acres|acre|ac|sf|sq ft|square feet|area)(?: (?:ac|sf|acres))? $", " ", low).strip()
    if re.search(r" (total |gross )?(site|project|parcel|property|plat|campus) (area|size|acreage) ", low) or {core, low.strip()} & {
        "site", "total site", "project site", "total area", "site total", "total project"
    } or re.search(r"^ (?:total )?project (?:limits?|extents?)(?: (?:area|acres?|ac|acreage|sf|sq ft|square feet))? $|"
                   r"^ (?:area )?(?:within|of) (?:the )?project limits(?: (?:acres?|ac|sf))? $|^ site acreage(?: (?:acres?|ac))? $", low):
        # a road's or trail's area is that of its limits: "Project Limits | 7.80" under "Acres"
        return "site_area_ac"
    return None


# Side cues bound to one figure, over its lower-cased tokens joined by single spaces ("pre - project"
# as the tokenizer splits it). Outside authors write both sides of one thing in one sentence with time
# words ("1.48 acres today and will be 1.55 acres"); each figure takes the cue nearest to it.
_WORKS = r"(?:the |this )?(?:proposed )?(?:project|construction|redevelopment|development|work|improvements|expansion)"
_PRE_POST_OF = r"(?:development|developed|construction|project|redevelopment|conditions?)"
SIDE_CUES: dict[str, str] = {
    "existing": (r"today|now|currently|presently|at present|as it stands|as things stand|as of today|existing(?: conditions?)?"
                 r"|(?:in|under) (?:the )?existing conditions?|current(?:ly)?|(?:before|prior to) " + _WORKS +
                 r"|pre ?- ?" + _PRE_POST_OF + r"|pre" + _PRE_POST_OF +
                 # a table's or a note's abbreviations, as the tokenizer splits them ("Imp.: exist. 4.1 ac. / prop. 5.0 ac.")
                 r"|exist ?\.?|ex \.|ex\."),
    "proposed": (r"(?:will|would) (?!not )(?:\w+ )?(?:be|total|measure|cover|reach|equal|become|comprise|come to|amount to|add up to|increase to|rise to"
                 r"|grow to|decrease to|drop to|be reduced to|be increased to)"
                 r"|(?:increases?|increased|increasing|rises?|rising|grows?|growing|goes|going|decreases?|decreased"
                 r"|decreasing|reduced|drops?|dropping|falls?|falling) to"
                 r"|after " + _WORKS + r"|after completion|when (?:complete|completed|finished|built|constructed)"
                 r"|upon (?:completion|build ?- ?out|buildout)|once (?:complete|completed|built|constructed)"
                 r"|at (?:full )?(?:build ?- ?out|buildout|completion)|post ?- ?" + _PRE_POST_OF + r"|post" + _PRE_POST_OF +
                 r"|(?:in the )?future|proposed(?: conditions?)?|(?:in|under) (?:the )?proposed conditions?"
                 r"|prop ?\.?|pr \.|pr\."),
    "net+": (r"(?:an? )?(?:net )?(?:increase|gain|addition|change) (?:of|by)|(?:increases?|increased|increasing|grows?|rises?)"
             r" by|adds?|adding|added|creates?|creating|created|net(?: incr ?\.?| increase| change| new)?(?: =| :)?"),
    "net-": (r"(?:an? )?(?:net )?(?:decrease|reduction|loss|drop|decline) (?:of|by)|(?:decreases?|decreased|decreasing|reduced|reduces"
             r"|drops?|dropped|dropping|falls?|fell|falling|declines?|declined|declining|shrinks?|shrank|goes down|went down) by"),
}
# After a figure only time words bind it: "1.20 acres after construction". A verb after it speaks of the figure
# ("0.4 acres will be removed", "1.2 acres increasing to 1.5"), it does not say which side the figure is.
SIDE_CUES_AFTER: dict[str, str] = {
    "existing": SIDE_CUES["existing"],
    "proposed": (r"after " + _WORKS + r"|after completion|when (?:complete|completed|finished|built|constructed)"
                 r"|upon (?:completion|build ?- ?out|buildout)|once (?:complete|completed|built|constructed)"
                 r"|at (?:full )?(?:build ?- ?out|buildout|completion)|post ?- ?" + _PRE_POST_OF + r"|post" + _PRE_POST_OF +
                 r"|(?:in the )?future|proposed(?: conditions?)?|(?:in|under) (?:the )?proposed conditions?"),
}
