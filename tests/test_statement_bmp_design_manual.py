"""N.3.0 stated: the BMPs were designed, selected or sized following the MPCA manual ("Protecting Water
Quality in Urban Areas") or the Minnesota Stormwater Manual, in whatever verb the author uses (follow,
per, in accordance with, comply, conform, used, applied, sized using, criteria taken from).

A stated N.3.0 marks the criterion met, so the near misses must stay silent: the rule quoted back
("shall", "must", "should"), the manual only referred to or consulted, the construction permit or a
SWPPP rather than the design manual, the manual's own recommendation, negations, promises for final
design and conditions.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `segment`, read_statements on one segment, as proposed.
"""

import pytest

from statement_helpers import page, segment


CID = "N.3.0"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "Best management practices: widths were held to the City minimum to limit new impervious surface; BMPs follow the MPCA's \"Protecting Water Quality in Urban Areas\".", True, id="label-line-bmps-follow-protecting-water-quality"),
    pytest.param(page, "Best management practices: widths were held to the City minimum to limit new impervious surface; BMPs follow\nthe MPCA's \"Protecting Water Quality in Urban Areas\".", True, id="label-line-wrapped-before-the-manual-name"),
    pytest.param(page, "BMPs were designed per the Minnesota Stormwater Manual.", True, id="designed-per-mn-stormwater-manual"),
    pytest.param(page, "All BMPs meet the MPCA Construction Stormwater Permit and the Minnesota Stormwater Manual.", True, id="meet-construction-permit-and-manual"),
    pytest.param(page, "The infiltration basin was sized using the design criteria in the Minnesota Stormwater Manual.", True, id="sized-using-manual-design-criteria"),
    pytest.param(page, "Stormwater practices are consistent with the MPCA's Protecting Water Quality in Urban Areas.", True, id="consistent-with-protecting-water-quality"),
    pytest.param(page, "BMP design follows MPCA guidance in the Minnesota Stormwater Manual.", True, id="design-follows-mpca-guidance"),
    pytest.param(page, "The rain gardens conform to the State's stormwater manual.", True, id="conform-to-the-states-manual"),
    pytest.param(page, "The design of the wet pond meets the recommendations of the MN Stormwater Manual for permanent pool volume and depth.", True, id="meets-manual-recommendations-for-pool"),
    pytest.param(page, "Pretreatment and filtration media were specified following Minnesota Pollution Control Agency guidance.", True, id="specified-following-mpca-guidance"),
    pytest.param(page, "Per the Minnesota Stormwater Manual, the biofiltration basin includes an underdrain and 18 inches of filter media.", True, id="per-the-manual-leading-the-sentence"),
    pytest.param(page, "The stormwater management plan was developed in accordance with the MPCA manual Protecting Water Quality in Urban Areas.", True, id="in-accordance-with-mpca-manual"),
    pytest.param(page, "BMP design criteria are taken from the Minnesota Stormwater Manual (MPCA, 2024).", True, id="criteria-taken-from-the-manual"),
    pytest.param(page, "The bioretention cells comply with the MN Stormwater Manual's design guidance.", True, id="comply-with-manual-design-guidance"),
    pytest.param(segment, "The design uses the MPCA's Protecting Water Quality in Urban Areas practices: two wet ponds, a vegetated swale and preserved woodland.", True, id="design-uses-the-manual-practices"),
    pytest.param(segment, "We followed the MPCA's Protecting Water Quality in Urban Areas: keep the wooded slope and collect the rest to one new wet pond.", True, id="we-followed-the-manual-colon"),
    pytest.param(segment, "The BMPs apply the Minnesota Stormwater Manual's guidance for filtration basins.", True, id="bmps-apply-the-manual-guidance"),
    pytest.param(segment, "Site design used the MPCA Protecting Water Quality in Urban Areas manual to limit new pavement.", True, id="site-design-used-the-manual"),
    pytest.param(segment, "We followed the MPCA's Protecting Water Quality in Urban Areas: keep the wooded slope to Gleason Lake creek, use", True, id="we-followed-the-manual-sentence-cut-off"),
    pytest.param(segment, "Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water Management Plan, the project uses a narrower section where parking is not needed, sump manholes and the UG-36 gallery.", True, id="per-manual-and-city-plan-project-uses"),
    pytest.param(segment, "The rain gardens were sized using the Minnesota Stormwater Manual.", True, id="sized-using-the-manual"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "Stormwater BMPs for the site were designed in accordance with the Minnesota Stormwater Manual.", True, id="stormwater-bmps-for-the-site-were-designed"),
    pytest.param(page, "The proposed rain garden has been sized per the Minnesota Stormwater Manual (MPCA, current edition).", True, id="the-proposed-rain-garden-has-been-sized"),
    pytest.param(page, "Practices selected are consistent with Protecting Water Quality in Urban Areas (MPCA, 2000).", True, id="practices-selected-are-consistent-with-protecting-water"),
    pytest.param(page, "The infiltration basin design is consistent with MPCA Minnesota Stormwater Manual criteria.", True, id="the-infiltration-basin-design-is-consistent-with"),
    pytest.param(page, "Permanent stormwater treatment for the corridor was designed using the Minnesota Stormwater Manual design criteria.", True, id="permanent-stormwater-treatment-for-the-corridor-was"),
    pytest.param(page, "Our rain garden is built the way the MPCA stormwater manual describes, with a 12-inch ponding depth.", True, id="our-rain-garden-is-built-the-way"),
    pytest.param(page, "BMP selection and sizing follow the guidance of the MPCA's Minnesota Stormwater Manual.", True, id="bmp-selection-and-sizing-follow-the-guidance"),
    # plan notes in capitals, outlet hoods and baffles, design specifications
    pytest.param(page, "The filtration basin was designed to the specifications of the Minnesota Stormwater Manual.", True, id="the-filtration-basin-was-designed-to-the"),
    # the manual, the practices and the outlet protection named in other words
    pytest.param(page, "BMPs were sized using the methods of the state stormwater manual published by the MPCA.", True, id="bmps-were-sized-using-the-methods-of"),
    pytest.param(page, "The rain gardens follow the MN Stormwater Manual guidance for bioretention.", True, id="the-rain-gardens-follow-the-mn-stormwater"),
    # a response-to-criteria line that names the rule's section before stating it
    pytest.param(page, "In response to Rule N Section 3, the BMPs were designed in accordance with the Minnesota Stormwater Manual.", True, id="in-response-to-rule-n-section-3"),
    # ---- near misses: these must not count ----
    pytest.param(page, "BMPs shall be consistent with the MPCA manual.", False, id="miss-rule-shall-be-consistent"),
    pytest.param(page, "The project will obtain coverage under the MPCA Construction Stormwater Permit.", False, id="miss-construction-permit-coverage"),
    pytest.param(page, "BMPs are not designed per the Minnesota Stormwater Manual.", False, id="miss-not-designed-per-manual"),
    pytest.param(page, "BMP design will follow the Minnesota Stormwater Manual at final design.", False, id="miss-promise-at-final-design"),
    pytest.param(page, "Minnesota Stormwater Manual", False, id="miss-manual-title-alone"),
    pytest.param(page, "Refer to the Minnesota Stormwater Manual for design guidance.", False, id="miss-refer-to-manual"),
    pytest.param(page, "If infiltration is proposed, it should follow the MPCA stormwater manual.", False, id="miss-condition-should-follow"),
    pytest.param(page, "An SWPPP meeting MPCA permit requirements is included in the plans.", False, id="miss-swppp-meets-permit"),
    pytest.param(page, "The MPCA manual recommends a 3-foot separation to groundwater.", False, id="miss-what-the-manual-recommends"),
    pytest.param(page, "BMP's must be consistent with specifications of the MPCA manual.", False, id="miss-rule-must-be-consistent"),
    pytest.param(page, "See the MPCA Minnesota Stormwater Manual, Appendix D.", False, id="miss-see-manual-appendix"),
    pytest.param(page, "The MPCA manual was consulted.", False, id="miss-manual-only-consulted"),
    pytest.param(segment, "The project uses the MPCA construction stormwater permit's erosion controls.", False, id="miss-uses-construction-permit-controls"),
    pytest.param(segment, "BMPs should use the MPCA's Protecting Water Quality in Urban Areas practices.", False, id="miss-should-use-the-manual"),
    pytest.param(segment, "The design does not use the Minnesota Stormwater Manual.", False, id="miss-does-not-use-the-manual"),
    pytest.param(segment, "If infiltration is used, the Minnesota Stormwater Manual will be applied.", False, id="miss-condition-if-infiltration-used"),
    pytest.param(segment, "The MPCA's Protecting Water Quality in Urban Areas requires that new impervious surface be limited.", False, id="miss-what-the-manual-requires"),
    pytest.param(segment, "Per the MPCA's Protecting Water Quality in Urban Areas, BMPs are not proposed where parking is not needed.", False, id="miss-per-manual-bmps-not-proposed"),
    pytest.param(segment, "The project does not follow the MPCA's Protecting Water Quality in Urban Areas where infiltration is not required.", False, id="miss-does-not-follow-the-manual"),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "Rule N requires BMPs consistent with the MPCA manual Protecting Water Quality in Urban Areas.", False, id="miss-rule-n-requires-bmps-consistent-with-the"),
    pytest.param(page, "Coverage under the MPCA construction stormwater permit will be obtained before grading.", False, id="miss-coverage-under-the-mpca-construction-stormwater-permit"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_bmps_designed_per_the_mpca_manual(read, text, shown):
    assert (CID in read(text)) is shown
