"""Labels in the three forms (prose, `Label: value`, tables), and the distractors that must not become facts."""

import pytest

from extract.words.labels import classify_table_label
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    return read_facts([page_from_text(t, file="sw.pdf", number=i + 1) for i, t in enumerate(texts)])


@pytest.mark.parametrize("text,name,value", [
    # prose
    ("The site is approximately 7.86 acres.", "site_area_ac", 7.86),
    ("The project is located on a 7.86-acre parcel.", "site_area_ac", 7.86),
    ("The existing impervious area on the site is 1.23 acres.", "existing_impervious_ac", 1.23),
    ("The site currently contains 1.23 acres of impervious surface.", "existing_impervious_ac", 1.23),
    ("Proposed impervious surfaces total 2.11 acres.", "proposed_impervious_ac", 2.11),
    ("The project results in a net increase in impervious of 0.88 acres.", "net_impervious_increase_ac", 0.88),
    ("The project will disturb approximately 3.4 acres of the 7.86-acre site.", "disturbed_area_ac", 3.4),
    ("The project will disturb approximately 3.4 acres of the 7.86-acre site.", "site_area_ac", 7.86),
    ("The proposed 48-unit apartment building will have underground parking.", "dwelling_units", 48),
    ("The plat creates 24 single-family lots.", "dwelling_units", 24),
    ("The resulting density is 3.1 units per acre.", "density_du_per_ac", 3.1),
    ("P8 modeling shows 62% total phosphorus removal, exceeding the 50% requirement.", "phosphorus_removal_pct", 62.0),
    ("The lowest floor elevation is 915.5 and the 100-year HWL is 912.3.", "lowest_opening_elev_ft", 915.5),
    ("The lowest floor elevation is 915.5 and the 100-year HWL is 912.3.", "hwl_100yr_elev_ft", 912.3),
    ("The 100-year HWL of Pond 1 is 912.3, two feet below the lowest floor.", "hwl_100yr_elev_ft", 912.3),
    ("The common scheme of development totals 14.2 acres in aggregate.", "common_scheme_area_ac", 14.2),
    ("Existing and proposed 2-ft contours are shown on the grading plan.", "contour_interval_ft", 2.0),
    # Label: value lines
    ("Total Site Area: 342,381 SF (7.86 AC)", "site_area_ac", 7.86),
    ("Existing Impervious Area: 53,579 SF", "existing_impervious_ac", 1.23),
    ("Disturbed Area = 4.10 ac", "disturbed_area_ac", 4.10),
    ("Site Area (acres): 12.5", "site_area_ac", 12.5),
    ("Lowest Floor Elev.: 921.4", "lowest_opening_elev_ft", 921.4),
    ("Vertical Datum: NGVD 1929", "vertical_datum", "NGVD29"),
    ("Vertical datum: NAVD88", "vertical_datum", "NAVD88"),
    ("Contour Interval: 1 foot", "contour_interval_ft", 1.0),
    ("Site area:\t8.2 hectares", "site_area_ac", 8.2 * 2.4710538),
    # tab-separated two-cell rows
    ("Total Project Area\t5.31 AC", "site_area_ac", 5.31),
    ("Number of Units\t112", "dwelling_units", 112),
])
def test_label_forms(text, name, value):
    got = facts_of(text).value(name)
    if isinstance(value, float):
        assert got == pytest.approx(value, rel=0.002)
    else:
        assert got == value


@pytest.mark.parametrize("text", [
    "The site is part of a 40-acre parent parcel.",
    "An off-site drainage area of 12.5 acres is tributary to the pond.",
    "Offsite drainage area: 12.5 ac",
    "The upstream watershed covers 320 acres.",
    "The project includes a 12,500 sf building.",
    "The site is located 1.2 miles east of Highway 100.",
    "PID 12-117-22-33-0004",
    "Permit No. 2024-117",
    "Section 12, Township 117, Range 22",
    "Submitted March 14, 2024",
    "Individual lot sizes range from 0.25 to 0.5 acres.",
    "Page 3 of 42",
    "Sheet C-3",
    "The building footprint is 0.3 acres.",
])
def test_distractors_give_no_area(text):
    facts = facts_of(text)
    for name in ("site_area_ac", "existing_impervious_ac", "proposed_impervious_ac",
                 "net_impervious_increase_ac", "disturbed_area_ac", "dwelling_units"):
        assert facts.value(name) is None, (text, name)


def test_requirement_percent_is_not_a_result():
    assert facts_of("Rule N requires 50% annual phosphorus removal.").value("phosphorus_removal_pct") is None


def test_tss_percent_is_not_phosphorus():
    assert facts_of("The wet pond provides 85% TSS removal.").value("phosphorus_removal_pct") is None


def test_elevation_out_of_range_is_not_an_elevation():
    facts = facts_of("The lowest floor is 2 feet above the 100-year HWL.")
    assert facts.value("lowest_opening_elev_ft") is None
    assert facts.value("hwl_100yr_elev_ft") is None


@pytest.mark.parametrize("text,fact", [
    ("Existing Impervious", "existing_impervious_ac"),
    ("Impervious Proposed", "proposed_impervious_ac"),
    ("Net Increase Impervious", "net_impervious_increase_ac"),
    ("Impervious Change", "net_impervious_increase_ac"),
    ("Total Site Area", "site_area_ac"),
    ("Disturbed Area", "disturbed_area_ac"),
    ("Offsite impervious existing", None),
    ("Pond 1 impervious", None),
    ("Impervious", None),
])
def test_table_label_classification(text, fact):
    assert classify_table_label(text) == fact


def test_evidence_has_file_page_words_and_box():
    facts = read_facts([page_from_text("Filler line\nTotal Site Area: 7.86 acres", file="narr.pdf", number=4)])
    ev = facts.evidence("site_area_ac")[0]
    assert (ev.file, ev.page) == ("narr.pdf", 4)
    assert "7.86" in ev.text
    assert ev.bbox is not None and ev.bbox[1] > 36


def test_adjectival_area_of_an_unlabelled_thing_is_not_the_site():
    assert facts_of("The project is located within a 45-acre business park.").value("site_area_ac") is None
    assert facts_of("The project occupies a 7.86-acre undeveloped parcel.").value("site_area_ac") == 7.86


def test_list_item_with_tab_after_its_marker_is_prose():
    f = facts_of("2.\tThe project will disturb approximately\n3.4 acres of the site.")
    assert f.value("disturbed_area_ac") == 3.4
