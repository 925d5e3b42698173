"""Statements read whole across line breaks: a sentence begun on the line above that runs through a
"Label:" line, a label whose first word ended the line above, a labelled sentence wrapped onto the next
line. The capability is the layout step (extract.layout.wraps) that joins such lines before the criteria
are read, so rows name several criteria (N.3.0, N.3.2, N.4.7, N.4.8); each row is read through the
whole reader (read_facts over a page of the text).

Near misses: read whole, a negation, promise or condition begun on the line above still holds; a label
line that is a sentence of its own is not joined to the one above; a blank line ends a sentence; and the
middle of a wrapped sentence ("... Urban Areas\" and the Minnesota Stormwater Manual: site design ...")
is not taken for a label at all.
"""

import pytest

from extract.layout.wraps import wrapped_labels
from extract.pdf.page_text import page_from_text

from statement_helpers import page


CASES = [
    # ---- read whole: the criterion is shown ----
    pytest.param("N.3.0", "BMPs follow the MPCA manual 'Protecting Water Quality in Urban Areas' and the Minnesota\n"
                 "Stormwater Manual: the street is kept to 28 feet back-to-back, driveways are short, and roof\n"
                 "leaders discharge to lawns.",
                 True, id="manual-named-above-label-on-line-below"),
    pytest.param("N.3.0", "Site design, structural and non-structural BMPs were selected following 'Protecting Water Quality\n"
                 "in Urban Areas' (MPCA): clustered lots preserve the wooded slope, the street is 26 feet wide, and\n"
                 "the homeowners' association sweeps the street each spring and fall.",
                 True, id="manual-title-wrapped-into-label"),
    pytest.param("N.3.0", "All permanent practices were designed per the guidance of the Minnesota Stormwater\n"
                 "Manual (MPCA) and its companion: the rain gardens and the sump manholes treat the new roofs.",
                 True, id="manual-companion-wrapped-into-label"),
    pytest.param("N.4.7", "Rate control for the site was designed to be consistent with the City of Edina Comprehensive\n"
                 "Water Resources Management Plan: peaks are held below existing for every event.",
                 True, id="city-plan-name-wrapped-into-label"),
    pytest.param("N.4.8", "Each new outfall to the wetland and the existing ditch is protected by Class III riprap per MnDOT\n"
                 "Standard Plate 3133: the aprons dissipate the energy of the 10-year flow.",
                 True, id="standard-plate-wrapped-into-label"),
    # a label whose first word ended the line above ("Permanent" / "BMPs are:") is read as one label
    pytest.param("N.3.0", "Best management practices follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent\n"
                 "BMPs are: Pond 1 (wet), Pond 2 (wet, with infiltration bench), outlet structures with skimmers, riprap outfalls,\n"
                 "and a 30-foot native buffer around Basin 14.",
                 True, id="label-first-word-on-line-above-manual"),
    pytest.param("N.3.2", "Best management practices follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent\n"
                 "BMPs are: Pond 1 (wet), Pond 2 (wet, with infiltration bench), outlet structures with skimmers, riprap outfalls,\n"
                 "and a 30-foot native buffer around Basin 14.",
                 True, id="label-first-word-on-line-above-list"),
    pytest.param("N.3.0", "Scope: street reconstruction.\n"
                 "Best management practices: widths were held to the minimum; BMPs follow\n"
                 "the MPCA's \"Protecting Water Quality in Urban Areas\".",
                 True, id="labelled-sentence-wrapped-onto-next-line"),
    # ---- near misses: these must not count ----
    # the sentence above is negated: read whole, the negation holds
    pytest.param("N.3.0", "The design does not follow the MPCA manual 'Protecting Water Quality in Urban Areas' or the Minnesota\n"
                 "Stormwater Manual: the street is 36 feet wide and no BMPs are proposed.",
                 False, id="miss-negation-begun-above"),
    # a promise begun on the line above
    pytest.param("N.3.0", "Permanent BMPs will be selected in final design following the MPCA manual and the Minnesota\n"
                 "Stormwater Manual: options include ponds and rain gardens.",
                 False, id="miss-promise-begun-above"),
    # the sentence above ended: the label line is a sentence of its own, about something else
    pytest.param("N.3.0", "The MPCA manual was consulted for the erosion control plan during construction.\n"
                 "Site Manual: the contractor keeps the SWPPP on site and inspects weekly.",
                 False, id="miss-label-line-is-its-own-sentence"),
    # a conditional begun above
    pytest.param("N.4.7", "If the City requires it, the design may be revised to be consistent with the City of Edina\n"
                 "Comprehensive Water Resources Management Plan: a revised model would be provided.",
                 False, id="miss-condition-begun-above"),
    # riprap at the construction entrance, begun above, is no outfall protection
    pytest.param("N.4.8", "The construction entrance is a 50-foot rock pad of 1-3 inch washed stone over geotextile per\n"
                 "Standard Plate 5-297.405: it is removed when the drive is paved.",
                 False, id="miss-construction-entrance-plate"),
    # a wrapped sentence that is no label ("Temporary" / "BMPs are:") still reads nothing
    pytest.param("N.3.2", "Best management practices follow the MPCA manual Protecting Water Quality in Urban Areas. Temporary\n"
                 "BMPs are: silt fence, inlet protection and a rock construction entrance during construction.",
                 False, id="miss-wrapped-temporary-bmps-no-label"),
    # after a blank line the next paragraph ("THE MPCA") is not read into the labelled sentence
    pytest.param("N.3.0", "Best management practices: widths were held to the minimum; BMPs follow\n"
                 "\n"
                 "THE MPCA",
                 False, id="miss-blank-line-ends-the-sentence"),
]


@pytest.mark.parametrize("cid,text,shown", CASES)
def test_a_sentence_wrapped_across_lines_is_read_whole(cid, text, shown):
    assert (cid in page(text)) is shown


def test_the_middle_of_a_wrapped_sentence_is_not_a_label():
    p = page_from_text("Best management practices were selected following the MPCA manual \"Protecting Water Quality in\n"
                       "Urban Areas\" and the Minnesota Stormwater Manual: site design limits new impervious\n"
                       "surface with structured parking.")
    assert wrapped_labels(p) == []
