"""N.3.2 stated: the package lists its permanent BMPs, in prose ("BMPs proposed for the site include ..."),
after a label ("List of permanent BMPs:", "PERMANENT BMPs:", "Post-construction BMPs:"), as bullets or a
numbered list under a sentence ending in a colon, or by naming the practices that make up the system.

A label naming no practice, or pointing elsewhere, is no list: near misses are a heading alone, "see
Sheet C-5", "TBD" / "none proposed" / "not proposed", temporary or erosion-control BMPs, a checklist or
the rule asking for the list, an unticked checklist line (☐), promises and conditions.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `settled`, read_statements on each sentence then settle_n46 (the package-wide step that joins
N.4.6's two parts).
"""

import pytest

from statement_helpers import page, settled


CID = "N.3.2"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(settled, "BMPs proposed for the site include an infiltration basin, two rain gardens and a sump manhole.", True, id="prose-bmps-proposed-include"),
    pytest.param(settled, "The stormwater management system consists of a wet sedimentation pond and an underground infiltration chamber system.", True, id="prose-system-consists-of"),
    pytest.param(settled, "Table 3 lists the permanent BMPs proposed for the development.", True, id="table-lists-the-permanent-bmps"),
    pytest.param(settled, "Best management practices selected for this project include permeable pavers and a bioretention cell.", True, id="prose-practices-selected-include"),
    pytest.param(settled, "The project's stormwater design includes an iron-enhanced sand filter bench around the NURP pond.", True, id="prose-design-includes-sand-filter"),
    pytest.param(settled, "Stormwater treatment will be provided by two biofiltration basins with underdrains.", True, id="prose-treatment-provided-by-basins"),
    pytest.param(page, "List of permanent BMPs: Pond A (wet detention); OCS-1 outlet with skimmer; riprap apron FES-4; preserved oak stand.", True, id="label-list-of-permanent-bmps"),
    pytest.param(page, "Summary of permanent BMPs: rain garden RG-1, sump manholes, and a filtration basin.", True, id="label-summary-of-permanent-bmps"),
    pytest.param(page, "List of proposed BMPs: infiltration basin IB-1; pretreatment sump manhole STMH-2.", True, id="label-list-of-proposed-bmps"),
    pytest.param(page, "Table of permanent BMPs: wet pond, hydrodynamic separator, tree trench TT-1.", True, id="label-table-of-permanent-bmps"),
    pytest.param(page, "A list of the permanent BMPs: two wet ponds, skimmers and riprap.", True, id="label-a-list-of-the-permanent-bmps"),
    pytest.param(page, "Permanent BMPs list: Infiltration Basin IB-1; pretreatment forebay; outlet structure OS-1; riprap overflow.", True, id="label-permanent-bmps-list"),
    pytest.param(page, "Permanent stormwater BMPs:\n• wet pond\n• underground infiltration chamber\n• sump manholes", True, id="label-then-bullets"),
    pytest.param(page, "The permanent stormwater BMPs are: (1) wet detention Pond 1, (2) outlet control structure with skimmer, (3) sump manholes.", True, id="sentence-then-numbered-items-inline"),
    pytest.param(page, "Permanent BMPs included in the project: two sump manholes with SAFL Baffles; rain garden at Oak Ridge cul-de-sac.", True, id="label-permanent-bmps-included"),
    pytest.param(page, "PERMANENT BMPs: Infiltration Basin 1; Pretreatment Sump MH; Native seeding.", True, id="label-in-capitals"),
    pytest.param(page, "Post-construction BMPs proposed: wet pond, two rain gardens.", True, id="label-post-construction-bmps-proposed"),
    pytest.param(page, "The project's permanent stormwater management practices consist of a wet pond and a hydrodynamic separator.", True, id="prose-practices-consist-of"),
    pytest.param(page, "Proposed permanent BMP summary: Bioretention Cell B-1, tree trenches.", True, id="label-permanent-bmp-summary"),
    pytest.param(page, "Permanent BMPs on this site will include an infiltration basin and a sump catch basin.", True, id="prose-will-include"),
    pytest.param(page, "Permanent water quality BMPs provided: iron-enhanced sand filter bench and a wet pond.", True, id="label-water-quality-bmps-provided"),
    pytest.param(page, "The following permanent BMPs are proposed: a wet pond, a rain garden and pervious pavers.", True, id="label-the-following-are-proposed"),
    pytest.param(page, "Permanent stormwater treatment is provided by a wet pond (Pond 1) and two sump manholes.", True, id="prose-treatment-provided-by-pond"),
    pytest.param(page, "Permanent BMP list - Infiltration basin IB-1, forebay, riprap overflow.", True, id="label-with-a-dash"),
    pytest.param(page, "Permanent stormwater features provided: wet pond, sump catch basins with SAFL baffles.", True, id="label-stormwater-features-provided"),
    pytest.param(page, "Post-construction BMPs: infiltration trench along the alley; pervious pavers in the plaza.", True, id="label-post-construction-bmps"),
    pytest.param(page, "The permanent BMPs are:\n-   Permeable interlocking concrete paver patio with 12-inch stone reservoir\n-   Roof-drain stormwater planter (180 ft2) with underdrain", True, id="sentence-colon-then-dash-items"),
    pytest.param(page, "The following permanent stormwater BMPs are proposed:\n• Wet pond (Pond 1)\n• Sump manholes", True, id="sentence-colon-then-bullets"),
    pytest.param(page, "Permanent BMPs for the project include:\n1. Infiltration basin IB-1\n2. Rain garden RG-2", True, id="sentence-colon-then-numbered-items"),
    pytest.param(page, "The post-construction BMPs will be:\n- Tree trenches along Lake Street", True, id="sentence-will-be-colon-one-item"),
    pytest.param(page, "The proposed BMPs are:\n- Bioretention cell B-1", True, id="sentence-proposed-bmps-colon-one-item"),
    pytest.param(page, "Best management practices: a wet pond and two sump manholes treat the new impervious surface.", True, id="label-names-practices"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "Permanent BMPs for the project include a wet pond, two rain gardens and a sump manhole with a SAFL baffle.", True, id="permanent-bmps-for-the-project-include-a"),
    pytest.param(page, "The stormwater management plan uses the following practices: an underground infiltration chamber system, a hydrodynamic separator, and pervious pavers.", True, id="the-stormwater-management-plan-uses-the-following"),
    pytest.param(page, "Proposed permanent stormwater BMPs: infiltration basin (Basin A), sump catch basins, and a pretreatment forebay.", True, id="proposed-permanent-stormwater-bmps-infiltration-basin-basin"),
    pytest.param(page, "Permanent stormwater treatment BMPs consist of two infiltration basins and a dry swale along the west ditch.", True, id="permanent-stormwater-treatment-bmps-consist-of-two"),
    pytest.param(page, "PERMANENT STORMWATER BMPS: WET POND (POND 1), RAIN GARDEN (RG-1), SUMP MANHOLE WITH SAFL BAFFLE.", True, id="permanent-stormwater-bmps-wet-pond-pond-1"),
    pytest.param(page, "The post-construction stormwater management features are: a bioretention cell, an iron-enhanced sand filter bench and pervious pavement.", True, id="the-post-construction-stormwater-management-features-are"),
    pytest.param(page, "The permanent stormwater practices proposed for the site are a biofiltration basin and a tree trench.", True, id="the-permanent-stormwater-practices-proposed-for-the"),
    # the manual, the practices and the outlet protection named in other words
    pytest.param(page, "Stormwater management for the site is provided by a wet pond, two rain gardens and an underground filtration vault.", True, id="stormwater-management-for-the-site-is-provided"),
    pytest.param(page, "Water quality treatment will be achieved with an iron-enhanced sand filter bench and a hydrodynamic separator.", True, id="water-quality-treatment-will-be-achieved-with"),
    # ---- near misses: these must not count ----
    pytest.param(settled, "BMPs proposed for the site are shown on Sheet C5.", False, id="miss-shown-on-sheet"),
    pytest.param(settled, "The stormwater management plan includes a narrative and calculations.", False, id="miss-plan-includes-narrative"),
    pytest.param(settled, "Temporary BMPs include silt fence and inlet protection during construction.", False, id="miss-temporary-bmps"),
    pytest.param(settled, "A list of all permanent BMPs shall be provided.", False, id="miss-rule-shall-be-provided"),
    pytest.param(settled, "If infiltration is feasible, the permanent BMPs will include a rain garden.", False, id="miss-condition-if-feasible"),
    pytest.param(page, "List of permanent BMPs.", False, id="miss-heading-list-of-permanent-bmps"),
    pytest.param(page, "A list of all permanent BMPs.", False, id="miss-checklist-a-list-of-all"),
    pytest.param(page, "List of permanent BMPs: see Sheet C-5.", False, id="miss-label-see-sheet"),
    pytest.param(page, "List of temporary erosion control BMPs: silt fence, inlet protection, rock entrance.", False, id="miss-label-temporary-erosion-control"),
    pytest.param(page, "Provide a list of all permanent BMPs.", False, id="miss-provide-a-list-of-all"),
    pytest.param(page, "Permanent BMPs: none proposed.", False, id="miss-label-none-proposed"),
    pytest.param(page, "Permanent BMPs will be determined during final design.", False, id="miss-to-be-determined-final-design"),
    pytest.param(page, "Temporary BMPs: silt fence, rock construction entrance, inlet protection.", False, id="miss-label-temporary-bmps"),
    pytest.param(page, "A list of permanent BMPs shall be provided.", False, id="miss-a-list-shall-be-provided"),
    pytest.param(page, "Permanent BMPs", False, id="miss-heading-permanent-bmps"),
    pytest.param(page, "Permanent BMPs are shown on Sheet C-4.", False, id="miss-permanent-bmps-on-sheet"),
    pytest.param(page, "Permanent BMPs: TBD", False, id="miss-label-tbd"),
    pytest.param(page, "Provide a list of permanent BMPs.", False, id="miss-provide-a-list"),
    pytest.param(page, "No permanent BMPs are proposed because the project creates less than one acre of impervious surface.", False, id="miss-none-proposed-under-one-acre"),
    pytest.param(page, "Permanent BMPs: see Sheet C-5.", False, id="miss-label-see-sheet-c5"),
    pytest.param(page, "Temporary erosion control BMPs: silt fence, rock construction entrance.", False, id="miss-label-temporary-erosion-control-short"),
    pytest.param(page, "The permanent BMPs are:\n- TBD", False, id="miss-sentence-colon-then-tbd"),
    pytest.param(page, "The temporary BMPs are:\n- Silt fence\n- Rock construction entrance", False, id="miss-sentence-colon-temporary-items"),
    pytest.param(page, "☐ The permanent BMPs are:\n- Rain garden", False, id="miss-checkbox-form-line"),
    pytest.param(page, "The permanent BMPs are:\n- Rain garden - not proposed", False, id="miss-item-not-proposed"),
    pytest.param(page, "Best management practices: widths were held to the City minimum to limit new impervious surface.", False, id="miss-label-names-no-practice"),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "No permanent BMPs are proposed for this project.", False, id="miss-no-permanent-bmps-are-proposed-for-this"),
    pytest.param(page, "Rule N requires a list of all permanent BMPs.", False, id="miss-rule-n-requires-a-list-of-all"),
    pytest.param(page, "3.2 Permanent BMPs", False, id="miss-3-2-permanent-bmps"),
    # an easement still to be negotiated; BMPs to be determined at final design
    pytest.param(page, "The pond is above the 100-year flood elevation. Drainage easements over the pond will be negotiated with the neighbor.", False, id="miss-the-pond-is-above-the-100-year"),
    pytest.param(page, "Stormwater management will be provided by BMPs to be determined at final design.", False, id="miss-stormwater-management-will-be-provided-by-bmps"),
    # temporary erosion control measures and pointers to a sheet or section are no list of permanent BMPs
    pytest.param(page, "The proposed erosion control measures are silt fence, inlet protection and a rock construction entrance.", False, id="miss-the-proposed-erosion-control-measures-are-silt"),
    pytest.param(page, "Proposed temporary BMPs include silt fence and inlet protection during construction.", False, id="miss-proposed-temporary-bmps-include-silt-fence-and"),
    pytest.param(page, "Proposed stormwater facilities are shown on Sheet C4.0.", False, id="miss-proposed-stormwater-facilities-are-shown-on-sheet"),
    pytest.param(page, "The proposed BMPs are described in Section 5.", False, id="miss-the-proposed-bmps-are-described-in-section"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_a_list_of_permanent_bmps(read, text, shown):
    assert (CID in read(text)) is shown
