"""Classes of facts a second outside author's packages showed we missed or misread.

Each class is a table of phrasings that must be read, and near misses that must stay
absent: a false "present" is the worst error, so every near miss is asserted, not skipped.
"""

from __future__ import annotations

import pytest

from extract.propose.applicant import read_applicant
from extract.propose.project_type import read_project_type, read_project_type_row
from extract.propose.quantities import read_sentence
from extract.layout.segments import Segment


def _seg(text: str, labelled: bool = False) -> Segment:
    return Segment(text=text, file="f.pdf", page=1, bbox=None, labelled=labelled)


def _facts(text: str, labelled: bool = False) -> dict[str, object]:
    return {c.name: round(c.value, 3) if isinstance(c.value, float) else c.value
            for c in read_sentence(_seg(text, labelled))}


def _types(text: str, labelled: bool = False) -> list[str]:
    return [c.value for c in read_project_type(_seg(text, labelled))]


# --- a net decrease is a negative net increase (proposed minus existing) ---------------------------

@pytest.mark.parametrize("text, value", [
    ("After construction it will have 0.70 acres of hard surface, a net decrease of 0.04 acres.", -0.04),
    ("The project reduces impervious surface by 0.12 acres.", -0.12),
    ("Net impervious decrease: 0.25 ac", -0.25),
    ("Impervious area will decrease by 0.3 acres.", -0.3),
    ("There is a net reduction in impervious area of 4,356 sf.", -0.1),
    ("The net increase in impervious area is 0.40 acres.", 0.4),
    ("Impervious surface will increase by 0.2 acres.", 0.2),
    ("New impervious surface: 0.5 ac", 0.5),
])
def test_net_change_keeps_its_sign(text: str, value: float) -> None:
    assert _facts(text)["net_impervious_increase_ac"] == pytest.approx(value, abs=0.001)


def test_a_decrease_written_from_to_is_two_sides_not_a_net() -> None:
    assert _facts("Impervious will be reduced from 0.74 to 0.70 acres.") == {
        "existing_impervious_ac": 0.74, "proposed_impervious_ac": 0.7}


def test_increase_and_decrease_of_one_figure_is_not_read() -> None:
    assert "net_impervious_increase_ac" not in _facts("The net increase or decrease in impervious is 0.3 acres.")


# --- "existing / proposed: a / b": each figure takes its side in the order written ----------------

@pytest.mark.parametrize("text, existing, proposed", [
    ("Impervious - existing / proposed: 0.31 ac / 4.86 ac", 0.31, 4.86),
    ("Impervious area (pre / post): 0.5 ac / 0.9 ac", 0.5, 0.9),
    ("Hard cover, proposed/existing: 2.0 ac / 1.5 ac", 1.5, 2.0),
    ("Impervious (ex. / prop.): 12,000 sf / 20,000 sf", 0.275, 0.459),
    ("Impervious surface before/after: 1.10 ac / 1.60 ac", 1.1, 1.6),
])
def test_slash_pairs_take_their_sides(text: str, existing: float, proposed: float) -> None:
    for labelled in (False, True):
        got = _facts(text, labelled)
        assert got["existing_impervious_ac"] == pytest.approx(existing, abs=0.001)
        assert got["proposed_impervious_ac"] == pytest.approx(proposed, abs=0.001)


@pytest.mark.parametrize("text", [
    "Site area - existing / proposed: 3.0 ac / 3.0 ac",
    "Disturbed area existing / proposed: 1.0 / 2.0 ac",
])
def test_slash_pairs_of_other_areas_are_not_split_by_guesswork(text: str) -> None:
    got = _facts(text, True)
    assert "proposed_impervious_ac" not in got and "existing_impervious_ac" not in got
    assert "site_area_ac" not in got and "disturbed_area_ac" not in got


# --- lots named by number, or counted as the parcel's, are no dwelling count ---------------------

@pytest.mark.parametrize("text", [
    "Lots 2-4: other owners.",
    "Lots 2-4 are under separate ownership.",
    "Lots 5 through 9 back onto the wetland.",
    "Parcels 2, 3 and 4 are owned by others.",
    "Lot 1 is 1.84 acres; it is one of four lots platted from a 6.9-acre parent parcel in 2019.",
    "The site is one of 12 lots in the plat.",
    "Three of the 24 lots drain to the pond.",
])
def test_lot_numbers_and_parts_count_no_homes(text: str) -> None:
    assert "dwelling_units" not in _facts(text, True)
    assert "dwelling_units" not in _facts(text, False)


@pytest.mark.parametrize("text, n", [
    ("The plat creates 24 lots.", 24),
    ("Number of lots: 18", 18),
    ("Lots: 24", 24),
    ("Dwelling units / density: 182 units / 63.9 units per acre", 182),
    ("The project has 40 units, or 12 units per acre.", 40),
])
def test_counts_still_read(text: str, n: int) -> None:
    assert _facts(text, True)["dwelling_units"] == n


def test_density_alone_is_no_count() -> None:
    assert "dwelling_units" not in _facts("Density: 182 units / 63.9 units per acre", True)


# --- a figure set off by commas, land named after its size ---------------------------------------

@pytest.mark.parametrize("text, name, value", [
    ("The whole lot, 0.78 acres, will be disturbed.", "disturbed_area_ac", 0.78),
    ("The entire site, 2.4 acres, will be graded.", "disturbed_area_ac", 2.4),
    ("A mixed use development on a 0.78-acre corner lot in the Uptown area.", "site_area_ac", 0.78),
    ("The apartments sit on a 3-acre parcel.", "site_area_ac", 3.0),
])
def test_apposition_and_land_after_its_size(text: str, name: str, value: float) -> None:
    assert _facts(text)[name] == pytest.approx(value)


@pytest.mark.parametrize("text", [
    "Pond 2, 0.5 acres, will be excavated.",
    "The wetland, 0.3 acres, will not be disturbed.",
])
def test_a_feature_set_off_by_commas_is_not_the_disturbance(text: str) -> None:
    assert "disturbed_area_ac" not in _facts(text)


# --- the kind said as the rule's category of use ---------------------------------------------------

@pytest.mark.parametrize("text, kind", [
    ("A two-story, 38,000 SF medical office building (commercial use) with 142 surface stalls replaces a vacant "
     "restaurant and its parking lot.", "commercial"),
    ("The campus is an institutional use; the whole 14.6-acre campus is the project site.", "institutional"),
    ("We write to describe the stormwater design of the Lake & Irving building: ground-floor retail with 64 "
     "apartments above, a mixed use development on a 0.78-acre corner lot.", "mixed_use"),
    ("The new clinic is a commercial use under the rule.", "commercial"),
    ("The proposed building will be a multi-family residential building of 48 units.", "multi_unit_residential"),
    ("Warehouse space (industrial use) of 60,000 SF is proposed.", "industrial"),
])
def test_use_category_is_read(text: str, kind: str) -> None:
    assert _types(text) == [kind]


@pytest.mark.parametrize("text", [
    "The site is zoned for commercial use.",
    "The existing building is a commercial use and will be removed.",
    "The lot is adjacent to an institutional use (a church).",
    "The site was formerly a commercial use.",
    "North of the site is a mixed use development.",
    "The building is located next to a commercial development.",
    "Commercial uses are permitted in this district.",
    "The parcel is guided for mixed use development in the comprehensive plan.",
    "To the east, a commercial development.",
])
def test_use_of_others_or_of_now_is_not_read(text: str) -> None:
    assert _types(text) == []


# --- a summary table's row that opens with the kind ------------------------------------------------

@pytest.mark.parametrize("cells, kinds", [
    (["Development", "Multi-family apartment building", "6 stories, 182 units"], ["multi_unit_residential"]),
    (["Development", "Retail center and bank"], ["commercial"]),
    (["Development", "Townhome community of 38 units"], ["multi_unit_residential"]),
    (["Development", "Apartments"], ["multi_unit_residential"]),
    (["Project", "CSAH 19 Reconstruction"], []),
    (["Project", "Cedar Lake Road Apartments"], []),
    (["Project", "Hospital Road Reconstruction"], []),
    (["Development", "Glen Lake Apartments"], []),
])
def test_summary_row_led_by_its_kind(cells: list[str], kinds: list[str]) -> None:
    got = read_project_type_row(cells, _seg(" ".join(cells), True))
    assert [c.value for c in got] == kinds


# --- road titles with the road's name in parentheses -----------------------------------------------

@pytest.mark.parametrize("text", [
    "S.P. 027-615-042 COUNTY STATE AID HIGHWAY 15 (SHORELINE DRIVE) RECONSTRUCTION, FROM BRYANT LANE TO COMMERCE "
    "BOULEVARD, CITIES OF ORONO AND MOUND.",
    "CSAH 19 (Watertown Road) Reconstruction",
    "County Road 101 (Bushaway Rd) improvements are proposed by the county.",
    "TH 7 (Excelsior Blvd) resurfacing",
    "CSAH 15 (Shoreline Dr) Reconstruction",
])
def test_road_title_with_aside(text: str) -> None:
    assert _types(text) == ["linear"]


def test_a_site_beside_the_road_is_not_road_work() -> None:
    assert _types("The apartment site is on CSAH 15 (Shoreline Dr) near its reconstruction.") == []


# --- a developer is not the applicant ---------------------------------------------------------------

@pytest.mark.parametrize("text, value", [
    ("Developer: Lakeview Ridge Development, Inc.", None),
    ("Developer's name: Acme Homes LLC", None),
    ("Applicant: Lakeview Ridge Development, Inc.", False),
    ("Owner: City of Victoria", True),
    ("Applicant: City of Shorewood", True),
])
def test_only_an_applicant_or_owner_names_the_applicant(text: str, value: bool | None) -> None:
    got = [c.value for c in read_applicant(_seg(text, True))]
    assert got == ([] if value is None else [value])


# --- several ponds' HWLs in one row; the one beside the building named in the text -----------------

@pytest.mark.parametrize("text", [
    "HWL 944.5: HWL 943.0",
    "100-YR HWL 935.2 | 100-YR HWL 931.0",
    "HWL 982.4   HWL 979.2",
    "100-year HWL 912.0: 100-year HWL 910.5",
])
def test_one_label_across_columns_is_no_building_level(text: str) -> None:
    got = _facts(text, True)
    assert "hwl_100yr_elev_ft" not in got and "lowest_opening_elev_ft" not in got


@pytest.mark.parametrize("text, hwl", [
    ("The gymnasium's lowest opening is 938.0; the 100-year high water elevation adjacent to the gymnasium is 935.2 "
     "(Pond 1).", 935.2),
    ("The 100-year HWL next to the new building is 905.1.", 905.1),
    ("Its lowest opening is 947.2, 2.7 ft above the 100-year HWL of 944.5 next to the building.", 944.5),
    ("The 100-year high water level adjacent to the house is 921.4.", 921.4),
    ("The lowest opening of any house adjacent to Pond 1 is 984.9, 2.5 ft above Pond 1's 100-year HWL of 982.4.", 982.4),
])
def test_hwl_beside_the_building(text: str, hwl: float) -> None:
    assert _facts(text)["hwl_100yr_elev_ft"] == pytest.approx(hwl)


@pytest.mark.parametrize("text", [
    "The 100-yr HWL adjacent to Pond 1 is 912.3.",
    "Pond 2 HWL 943.0, NWL 938.5, EOF 945.0.",
])
def test_a_ponds_own_hwl_is_not_the_buildings(text: str) -> None:
    assert "hwl_100yr_elev_ft" not in _facts(text)


# --- rate tables: a wrapped first cell stays in its table; a "Project Total" row is the site's ---------

from extract.pdf.page import Cell, Line, Page  # noqa: E402
from extract.layout.segments import segment_page  # noqa: E402
from extract.propose.tables import read_table  # noqa: E402

_COLS = (60.0, 200.0, 260.0, 320.0, 380.0, 440.0, 500.0)


def _row(y: float, texts: list[str]) -> Line:
    cells = [Cell(text=t, bbox=(_COLS[i], y, _COLS[i] + 50, y + 9)) for i, t in enumerate(texts)]
    return Line(text="\t".join(texts), bbox=(cells[0].bbox[0], y, cells[-1].bbox[2], y + 9), cells=cells)


def _wrap(y: float, text: str) -> Line:
    return Line(text=text, bbox=(_COLS[0], y, _COLS[0] + 45, y + 9), cells=[Cell(text=text, bbox=(_COLS[0], y, _COLS[0] + 45, y + 9))])


def _rates(lines: list[Line]) -> dict:
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    out: dict = {}
    for block in tables:
        _, rates, _ = read_table(block)
        for ev, sides in rates.items():
            for side, vals in sides.items():
                out.setdefault(ev, {})[side] = sorted({v for v, _ in vals})
    return out


_HEAD = ["Discharge", "Pre 1-yr", "Post 1-yr", "Pre 10-yr", "Post 10-yr", "Pre 100-yr", "Post 100-yr"]


@pytest.mark.parametrize("lines", [
    # the header's first cell wrapped ("Discharge" / "point")
    [_row(100, _HEAD), _wrap(110, "point"), _row(122, ["DP-1", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]),
     _row(134, ["DP-2", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"]),
     _row(146, ["Total Site", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])],
    # a row's label wrapped ("DP-A (Lake" / "St trunk)")
    [_row(100, _HEAD), _row(112, ["DP-A (Lake", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]), _wrap(122, "St trunk)"),
     _row(134, ["DP-B", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"]),
     _row(146, ["Project Total", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])],
])
def test_wrapped_cells_keep_the_rate_table_whole(lines: list[Line]) -> None:
    assert _rates(lines) == {"1": {"existing": [6.0], "proposed": [3.8]}, "10": {"existing": [11.9], "proposed": [8.3]},
                             "100": {"existing": [21.6], "proposed": [17.1]}}


@pytest.mark.parametrize("total", ["Project Total", "PROJECT TOTAL", "Site total", "Property total", "Total"])
def test_total_rows_by_any_name_are_the_sites(total: str) -> None:
    lines = [_row(100, _HEAD), _row(112, ["OF-1", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]),
             _row(124, ["OF-2", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"]),
             _row(136, [total, "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])]
    assert _rates(lines)["1"] == {"existing": [6.0], "proposed": [3.8]}


def test_points_without_a_total_stay_several_values() -> None:
    lines = [_row(100, _HEAD), _row(112, ["OF-1", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]),
             _row(124, ["OF-2", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"])]
    assert _rates(lines)["1"] == {"existing": [1.9, 4.1], "proposed": [1.6, 2.2]}


def test_a_line_of_prose_after_a_table_is_not_glued_in() -> None:
    lines = [_row(100, _HEAD), _row(112, ["Total", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"]),
             _wrap(122, "Notes follow")]
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    assert tables[0].rows[-1].cells[0].text == "Total"


def test_a_title_block_name_between_header_and_rows_is_not_a_wrapped_cell() -> None:
    lines = [_row(100, _HEAD), _wrap(110, "Cedar Ridge"), _row(122, ["Total", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])]
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    assert all("Cedar" not in l.text for t in tables for l in t.rows)


def test_a_question_under_a_form_row_is_not_a_wrapped_cell() -> None:
    lines = [_row(100, ["Is the site tributary to a landlocked basin?", "Yes", "No"]),
             _wrap(110, "Is infiltration proposed?"), _row(122, ["", "Yes", "No"])]
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    assert all("infiltration" not in l.text for t in tables for l in t.rows[:1])


@pytest.mark.parametrize("head", [["Item", "Value", "Note"], ["Parameter", "Value", "Notes"], ["Description", "Amount", "Remarks"]])
def test_key_value_table_with_a_note_column(head: list[str]) -> None:
    cols = (60.0, 250.0, 400.0)

    def row(y: float, texts: list[str]) -> Line:
        cells = [Cell(text=t, bbox=(cols[i], y, cols[i] + 100, y + 9)) for i, t in enumerate(texts)]
        return Line(text="\t".join(texts), bbox=(60.0, y, cells[-1].bbox[2], y + 9), cells=cells)

    lines = [row(100, head), row(112, ["Development", "Multi-family apartment building", "6 stories"]),
             row(124, ["Area of Disturbance", "2.78 acres", "incl. work in ROW"]),
             row(136, ["Infiltration proposed", "No", "contaminated fill"])]
    segs, tables = segment_page(Page(file="r.pdf", number=1, width=612, height=792, lines=lines))
    areas, _, _ = read_table(tables[0])
    assert [(c.name, c.value) for c in areas] == [("disturbed_area_ac", 2.78)]
    assert "Infiltration proposed: No" in [s.text for s in segs if s.labelled]
