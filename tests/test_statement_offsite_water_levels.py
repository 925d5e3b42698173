"""N.4.3 stated: the project does not adversely affect (raise, increase, change) water levels off the site
during or after construction, however the place is named: "off the site / property / lot / corridor /
right of way", "beyond the site", a named ditch, wetland, creek or lake downstream, a neighbour's low
point, or a named receiving water's 100-year level given with its figure ("(968.9) is not raised").

Near misses: water levels that may be affected or will be evaluated, on-site levels, conditions, the
project's own pond rising, a level merely given, "may not be raised", the rule quoted back.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `segment`, read_statements on one segment, as proposed.
"""

import pytest

from statement_helpers import page, segment


CID = "N.4.3"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "The two discharge points each see lower peaks than today, so the project does not adversely affect water levels off the site during or after construction.", True, id="not-adversely-affect-off-the-site"),
    pytest.param(page, "EVERY OUTFALL PEAK IS REDUCED, SO WATER LEVELS OFF THE RIGHT OF WAY ARE NOT ADVERSELY AFFECTED DURING OR AFTER CONSTRUCTION.", True, id="capitals-off-the-right-of-way"),
    pytest.param(page, "Because the peaks fall, the project does not raise water levels beyond the site during or after construction.", True, id="not-raise-beyond-the-site"),
    pytest.param(page, "Water levels outside the property will not be increased by the project.", True, id="outside-the-property-not-increased"),
    pytest.param(page, "The design does not adversely affect water levels off the property during or after construction.", True, id="not-adversely-affect-off-the-property"),
    pytest.param(page, "Because peaks drop at the ditch for every event, water levels in the Smithtown Road ditch and the downstream Shorewood wetland are not raised during or after construction.", True, id="named-ditch-and-downstream-wetland"),
    pytest.param(page, "Hydraulic grade lines in the trunk are lowered for all events, so water levels off the corridor are not raised during or after construction.", True, id="off-the-corridor-not-raised"),
    pytest.param(page, "Water levels in the county ditch and the wetland downstream of the site will not be raised by the project.", True, id="county-ditch-and-downstream-wetland"),
    pytest.param(page, "The 100-year stage at the neighbouring cul-de-sac low point and in the rear yards is not increased.", True, id="neighbouring-low-point-and-rear-yards"),
    pytest.param(page, "Flood elevations along Minnehaha Creek and the downstream culvert are not changed by the work.", True, id="creek-and-downstream-culvert-not-changed"),
    pytest.param(page, "Water levels off the lot do not rise during construction or after it.", True, id="off-the-lot-do-not-rise"),
    pytest.param(segment, "Stieger Lake's 100-year level (968.9) is not raised; the outlet discharges at the existing rate.", True, id="lake-100-year-level-with-figure"),
    pytest.param(segment, "The Minnehaha Creek 100-year elevation (852.3) will not be increased by the project.", True, id="creek-100-year-elevation-with-figure"),
    pytest.param(segment, "Lake Minnetonka's 100-yr flood level (931.5) is not changed.", True, id="lake-100-yr-flood-level-not-changed"),
    pytest.param(segment, "Gleason Creek's 100-year stage (912.0) is not raised during or after construction.", True, id="creek-100-year-stage-during-and-after"),
    pytest.param(segment, "Downstream water levels are not raised: the Long Lake Creek culvert headwater is 971.2 in both conditions.", True, id="downstream-culvert-headwater-same"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "Off-site water levels will not be adversely affected during or after construction.", True, id="off-site-water-levels-will-not-be"),
    pytest.param(page, "There will be no increase in flood elevations downstream of the site.", True, id="there-will-be-no-increase-in-flood"),
    pytest.param(page, "Downstream water levels will not be affected by the project.", True, id="downstream-water-levels-will-not-be-affected"),
    pytest.param(page, "The project does not raise the high water level of the downstream wetland.", True, id="the-project-does-not-raise-the-high"),
    pytest.param(page, "The 100-year HWLs of adjacent basins are unchanged between existing and proposed conditions.", True, id="the-100-year-hwls-of-adjacent-basins"),
    pytest.param(page, "THE PROPOSED GRADING RESULTS IN NO INCREASE IN THE OFF-SITE 100-YR HIGH WATER LEVEL.", True, id="the-proposed-grading-results-in-no-increase"),
    pytest.param(page, "The culvert replacement will not increase the 100-year headwater or tailwater elevations on upstream or downstream properties.", True, id="the-culvert-replacement-will-not-increase-the"),
    pytest.param(page, "Our new patio will not raise water levels on the neighboring properties.", True, id="our-new-patio-will-not-raise-water"),
    # ---- near misses: these must not count ----
    pytest.param(page, "The project may affect water levels off the site.", False, id="miss-may-affect"),
    pytest.param(page, "Water levels off the site will be evaluated in final design.", False, id="miss-evaluated-in-final-design"),
    pytest.param(page, "Water levels on the site are not changed by the grading.", False, id="miss-levels-on-the-site"),
    pytest.param(page, "If needed, water levels off the site will not be raised.", False, id="miss-condition-if-needed"),
    pytest.param(page, "Projects shall not adversely affect water levels off the site during or after construction.", False, id="miss-rule-quoted-back"),
    pytest.param(page, "Water levels in the downstream wetland will be evaluated to confirm they are not raised.", False, id="miss-to-be-evaluated-to-confirm"),
    pytest.param(page, "If water levels in the downstream ditch are not raised, no further analysis is needed.", False, id="miss-condition-if-not-raised"),
    pytest.param(page, "Water levels in the downstream wetland may not be raised by the project.", False, id="miss-may-not-be-raised"),
    pytest.param(page, "Water levels in the pond will rise 1.2 feet during the 100-year event.", False, id="miss-own-pond-rises"),
    pytest.param(page, "Water levels in the downstream wetland that are checked are not raised.", False, id="miss-only-the-checked-levels"),
    pytest.param(segment, "Pond 1's 100-year level (912.4) is not raised.", False, id="miss-own-pond-level-with-figure"),
    pytest.param(segment, "Stieger Lake's 100-year level (968.9) may be raised slightly.", False, id="miss-may-be-raised-slightly"),
    pytest.param(segment, "If Stieger Lake's 100-year level (968.9) is not raised, no further analysis is needed.", False, id="miss-condition-if-lake-not-raised"),
    pytest.param(segment, "Stieger Lake's 100-year level is 968.9.", False, id="miss-level-merely-given"),
    # ---- the off-site level denied its change (and its near misses: a noun, a cap, the site's own pond, a condition) ----
    pytest.param(segment, 'The City storm sewer has capacity for the 10-year flow, and no off-site water level rises during or after construction.', True, id='the-city-storm-sewer-has-capacity-for-the'),
    pytest.param(segment, 'No downstream water elevation increases as a result of the project.', True, id='no-downstream-water-elevation-increases-as'),
    pytest.param(segment, "No neighboring property's flood stage changes during construction.", True, id='no-neighboring-property-s-flood-stage'),
    pytest.param(segment, 'No off-site high water level is raised by the project.', True, id='no-off-site-high-water-level-is-raised-by'),
    pytest.param(segment, 'No off-site water level rises were analysed.', False, id='no-off-site-water-level-rises-were'),
    pytest.param(segment, 'No downstream water level rises more than 0.1 ft.', False, id='no-downstream-water-level-rises-more-than'),
    pytest.param(segment, 'No water level rises at the pond during the 2-year event.', False, id='no-water-level-rises-at-the-pond-during'),
    pytest.param(segment, 'If no off-site water level rises, the outlet is adequate.', False, id='if-no-off-site-water-level-rises-the'),
    pytest.param(segment, 'No off-site water level data are available.', False, id='no-off-site-water-level-data-are-available'),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "The project will increase off-site water levels by 0.3 feet.", False, id="miss-the-project-will-increase-off-site-water"),
    pytest.param(page, "Off-site water levels have not been evaluated.", False, id="miss-off-site-water-levels-have-not-been"),
    pytest.param(page, "The applicant must demonstrate no adverse impact on off-site water levels.", False, id="miss-the-applicant-must-demonstrate-no-adverse-impact"),
    pytest.param(page, "If the pond is not built, off-site water levels may rise.", False, id="miss-if-the-pond-is-not-built-off"),
    # the right words in clauses that do not belong together
    pytest.param(page, "Downstream flooding has been reported by neighbors, and the project will not change the pond outlet.", False, id="miss-downstream-flooding-has-been-reported-by-neighbors"),
    pytest.param(page, "The project does not increase impervious area, but downstream water levels rise by 0.1 ft.", False, id="miss-the-project-does-not-increase-impervious-area"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_water_levels_off_the_site_not_raised(read, text, shown):
    assert (CID in read(text)) is shown
