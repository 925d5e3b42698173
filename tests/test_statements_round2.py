"""Round 2 voices for the narrative criteria: BMP lists in other orders, N.4.6 with easements still
to be platted, off-site runoff accounted for, quality outfalls protected. Written here; each class
has negatives (denied, conditional, deferred, the rule quoted back)."""

import pytest

from extract.layout.segments import Segment
from extract.propose.statements import read_statements, settle_n46


def ids(text: str) -> set[str]:
    out: dict = {}
    for sentence in [text]:
        for k, v in read_statements(Segment(sentence, "r.pdf", 1, None)).items():
            out.setdefault(k, []).extend(v)
    settle_n46(out)
    return set(out)


def n46(*sentences: str) -> bool:
    out: dict = {}
    for s in sentences:
        for k, v in read_statements(Segment(s, "r.pdf", 1, None)).items():
            out.setdefault(k, []).extend(v)
    settle_n46(out)
    return "N.4.6" in out


N32 = [
    "BMPs proposed for the site include an infiltration basin, two rain gardens and a sump manhole.",
    "The stormwater management system consists of a wet sedimentation pond and an underground infiltration chamber system.",
    "Table 3 lists the permanent BMPs proposed for the development.",
    "Best management practices selected for this project include permeable pavers and a bioretention cell.",
    "The project's stormwater design includes an iron-enhanced sand filter bench around the NURP pond.",
    "Stormwater treatment will be provided by two biofiltration basins with underdrains.",
]


@pytest.mark.parametrize("text", N32)
def test_bmp_lists_in_prose(text):
    assert "N.3.2" in ids(text)


@pytest.mark.parametrize("text", [
    "BMPs proposed for the site are shown on Sheet C5.",
    "The stormwater management plan includes a narrative and calculations.",
    "Temporary BMPs include silt fence and inlet protection during construction.",
    "A list of all permanent BMPs shall be provided.",
    "If infiltration is feasible, the permanent BMPs will include a rain garden.",
])
def test_not_bmp_lists(text):
    assert "N.3.2" not in ids(text)


N46 = [
    ("The pond is above the 100-year flood elevation of Lake Minnetonka.", "Drainage and utility easements will be dedicated over the pond on the final plat."),
    ("The pond will be constructed within a proposed drainage and utility easement and lies outside the 100-year floodplain.",),
    ("Outlot A, which contains the pond, will be dedicated as a drainage and utility easement.", "None of the stormwater facilities are within the 100-year floodplain."),
    ("The infiltration basin lies outside FEMA Zone AE.", "A flowage easement covers the basin up to its HWL."),
    ("The rate control pond is set above the regional 100-yr flood elevation (931.5) and is encumbered by a drainage easement per the plat.",),
    ("Both basins are located outside the Minnehaha Creek 100-year floodplain.", "The basins will be placed within D&U easements to be dedicated with the plat."),
]


@pytest.mark.parametrize("sentences", N46)
def test_n46_both_parts_more_voices(sentences):
    assert n46(*sentences)


@pytest.mark.parametrize("sentences", [
    ("The pond is above the 100-year flood elevation.", "Easements over the pond will be determined with the final plat."),
    ("The pond is above the 100-year flood elevation.", "If required, a drainage easement will be dedicated over the pond."),
    ("The pond is above the 100-year flood elevation.", "The pond will not be within a drainage easement."),
    ("The house is above the 100-year flood elevation.", "Drainage easements will be dedicated over the pond."),
    ("The pond lies within the 100-year floodplain.", "Drainage easements will be dedicated over the pond."),
    ("Rate control facilities shall be above the projected 100-year flood elevation and within drainage easements.",),
])
def test_n46_not_shown(sentences):
    assert not n46(*sentences)


N44 = [
    "Runoff from 3.2 acres of off-site area east of the site is routed through the proposed pond.",
    "The upstream drainage area (4.1 ac) was included in the HydroCAD model.",
    "Off-site flows from the neighboring parcel are conveyed through the site in a 24-inch bypass pipe.",
    "The analysis accounts for run-on from the adjacent county road.",
    "Tributary areas outside the property were modeled in both the existing and proposed conditions.",
]


@pytest.mark.parametrize("text", N44)
def test_n44_tributary_runoff(text):
    assert "N.4.4" in ids(text)


@pytest.mark.parametrize("text", [
    "Off-site runoff was not included in the model.",
    "If off-site drainage is found, it will be accommodated in the final design.",
])
def test_n44_not_shown(text):
    assert "N.4.4" not in ids(text)


N54 = [
    "Riprap is placed at the outlet of the water quality pond to prevent scour.",
    "The filtration basin outfall is protected with a Class III riprap apron.",
    "Energy dissipation is provided at the outfall from the NURP pond.",
    "The biofiltration basin overflow discharges onto a turf reinforcement mat to prevent erosion.",
]


@pytest.mark.parametrize("text", N54)
def test_n54_quality_outfalls(text):
    assert "N.5.4" in ids(text)


@pytest.mark.parametrize("text", [
    "Riprap is not proposed at the pond outlet.",
    "Outfall structures shall incorporate designs to minimize erosion and scouring.",
])
def test_n54_not_shown(text):
    assert "N.5.4" not in ids(text)
