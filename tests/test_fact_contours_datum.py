"""The contour interval (contour_interval_ft) and vertical datum (vertical_datum) of the plans.

Near misses - a figure that is a distance, not an interval - must give no interval."""

from __future__ import annotations

import pytest

from extract.propose.flags import read_contour

from fact_helpers import facts_of, seg, value


# -- contour interval -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,ft", [
    ("Contour interval = 1 foot", 1.0),
    ("CONTOURS SHOWN AT 2' INTERVALS", 2.0),
    ("Existing contours are shown at a 1-foot interval.", 1.0),
    ("1' CONTOURS", 1.0),
    ("Topography shown at two-foot contour intervals.", 2.0),
    # contour interval
    ("Contour Interval: 2 Feet", 2.0),
    ("TOPOGRAPHY: 1 FT CONTOURS FROM FIELD SURVEY", 1.0),
    ("Contours are at one-foot intervals.", 1.0),
])
def test_the_contour_interval_is_read(text, ft):
    assert value(text, "contour_interval_ft") == pytest.approx(ft)


def test_contours_with_their_interval_after_a_comma():
    assert [c.value for c in read_contour(seg("EXISTING AND PROPOSED CONTOURS, 2-FT INTERVAL."))] == [2.0]


def test_contours_after_a_colon():
    assert [c.value for c in read_contour(seg("CONTOURS: 2-FOOT INTERVAL, NGVD 29", labelled=True))] == [2.0]


def test_contours_with_a_bare_interval():
    assert facts_of("Existing and proposed contours, 2 ft, NGVD.\n").value("contour_interval_ft") == 2.0
    assert facts_of("Existing contours, 2 ft north of the wall, are shown.\n").value("contour_interval_ft") is None


# -- vertical datum ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,datum", [
    pytest.param("All elevations are on the North American Vertical Datum of 1988.", "NAVD88", id="navd88-spelled-out"),
    pytest.param("Elevations reference the National Geodetic Vertical Datum of 1929.", "NGVD29", id="ngvd29-spelled-out"),
    pytest.param("Vertical datum: North American Vertical Datum 1988 (NAVD 88)", "NAVD88", id="label-spelled-and-short"),
    pytest.param("Vertical Datum: NAVD88 (converted from NGVD29 by subtracting 0.14 ft)", "NAVD88", id="converted-from-other-datum"),
])
def test_the_vertical_datum_is_read(text, datum):
    assert value(text, "vertical_datum") == datum
