"""The sentence readers, registered: each reads one sentence (or labelled line) and proposes readings.

Why one table here rather than a decorator in each module: the readers were written before the
registry, one module per way of saying a fact; registering them in one place keeps their modules
as they are and gives the catalogue a single page. The order is the order the package reader runs
them in (and so the order of their readings). A new sentence reader is added at the end, with an
example that the registry's test runs.
"""

from __future__ import annotations

from extract.propose.applicant import read_applicant
from extract.propose.common_scheme import read_common_scheme
from extract.propose.construction_limits import read_construction_limits
from extract.propose.flags import read_contour, read_datum, read_infiltration, read_landlocked
from extract.propose.lot_site import read_campus_site, read_legal_site, read_lot_site
from extract.propose.opening_pair import read_nearest_hwl, read_opening_of_own_homes, read_opening_pair
from extract.propose.owned_site import read_owned_site
from extract.propose.phased import read_phased_whole
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.propose.registry import reader, sentence_readers
from extract.propose.subject_total import read_bracket_side, read_kinds_area, read_subject_total

# (id, reader, the fact it proposes, what it reads, an example it reads)
_TABLE = (
    ("labelled-quantity", read_sentence, "site_area_ac", "a quantity and the label that names it, in any fact's words",
     "The site area is 4.2 acres."),
    ("vertical-datum", read_datum, "vertical_datum", "the datum the elevations are given in",
     "All elevations are on the NAVD 88 datum."),
    ("contour-interval", read_contour, "contour_interval_ft", "the contour interval of the topographic survey",
     "Contours are shown at a 2-foot interval."),
    ("infiltration", read_infiltration, "infiltration_proposed", "whether runoff is infiltrated, said or denied",
     "Runoff from the roof will be infiltrated in an infiltration basin."),
    ("landlocked", read_landlocked, "landlocked", "whether the site drains to a landlocked basin",
     "The site drains to a landlocked basin with no outlet."),
    ("project-type", read_project_type, "project_type", "the kind of development, named in prose or a label",
     "Project type: single family residential subdivision"),
    ("applicant", read_applicant, "applicant_public_entity", "the applicant's name on a labelled line",
     "Applicant: City of Wayzata"),
    ("phased-whole", read_phased_whole, "common_scheme_area_ac", "the whole of a phased development",
     "The overall development, built in three phases, covers 42 acres."),
    ("common-scheme", read_common_scheme, "common_scheme_area_ac", "the aggregate of a common scheme of development",
     "The common scheme of development totals 12.5 acres."),
    ("opening-pair", read_opening_pair, "lowest_opening_elev_ft", "a lowest opening named by the part of the building",
     "Lowest opening: garage entry 897.0"),
    ("owned-site", read_owned_site, "site_area_ac", "the site said as the land its owner holds here",
     "The church owns 9.3 acres here."),
    ("lot-site", read_lot_site, "site_area_ac", "the site said as its one lot",
     "Lot area: 17,860 square feet (0.41 acre)"),
    ("subject-total", read_subject_total, "existing_impervious_ac", "an impervious area named as subject, totalled at the end",
     "Existing impervious surface is limited to the old office, a shed and a gravel yard, totaling 0.22 acres."),
    ("own-homes-opening", read_opening_of_own_homes, "lowest_opening_elev_ft", "the lowest opening of the project's own homes",
     "The lowest opening of the proposed homes is 936.5."),
    ("nearest-hwl", read_nearest_hwl, "hwl_100yr_elev_ft", "the 100-year level of the water nearest the building",
     "The nearest 100-year high water level is 934.2."),
    ("construction-limits", read_construction_limits, "site_area_ac", "the area inside the construction limits",
     "Construction limits are 1.6 acres and about 1.3 acres will be disturbed."),
    ("kinds-area", read_kinds_area, "proposed_impervious_ac", "an area named by its kinds of hard surface",
     "When finished, the site will have 2.6 acres of roofs, parking and sidewalks."),
    ("legal-site", read_legal_site, "site_area_ac", "the site said as a legal description's parcel",
     "The site is Lot 1, Block 1, Maple Ridge Addition, 2.15 acres."),
    ("bracket-side", read_bracket_side, "existing_impervious_ac", "existing and proposed figures set side by side in brackets",
     "New impervious surface: 1.96 acres (site was cropland, 0.00 ac existing)"),
    ("campus-site", read_campus_site, "site_area_ac", "the site said as a campus's grounds",
     "Campus area: 14.30 ac"),
)

for _id, _fn, _fact, _reads, _example in _TABLE:
    reader(_id, fact=_fact, reads=_reads, example=_example, unit="sentence")(_fn)

SENTENCE_READERS = sentence_readers()  # what the package reader runs on every sentence
