"""A report's list of what it encloses is not the enclosed documents (N.6.A.2, N.6.A.8, N.6.A.10, N.6.C).

An appendix list, an enclosures list, a checklist line or a pointer ("See Appendix A for ...") names
drainage area maps, construction details, model output or boring results without holding them, and a
sentence saying which model was used is not its output. None of these may make the named exhibits
present: a false "present" is the worst error the checker can make.
"""

import pytest

from exhibit_helpers import cases, found


# each row: the text, the exhibits it names, and whether they are present (never, for a list)
LISTS_AND_POINTERS = [
    ("Appendix H - Construction Details (bound separately)", ("N.6.A.2", "N.6.A.8"), False, "appendix-h-construction-details-bound"),
    ("The following documents are enclosed:\n• Drainage Area Maps\n• Construction Details\n• HydroCAD Output", ("N.6.A.2", "N.6.A.8"), False, "the-following-documents-are-enclosed"),
    ("Enclosures:\n- Drainage Area Maps\n- Pond Details", ("N.6.A.2", "N.6.A.8"), False, "enclosures-drainage-area-maps-pond-details"),
    ("Enclosed: Drainage Area Maps, Construction Details", ("N.6.A.2", "N.6.A.8"), False, "enclosed-drainage-area-maps-construction"),
    # N.6.A.10 and N.6.C: a report's own list of what it encloses stays a list (the kept reading).
    # external4's author counts "Attachments: HydroCAD report ..." as the computations; the project's reading
    # (tests/test_exhibits_content.py: a list of appendices is not the appendices) is kept until the rule's
    # "locations within the submittal" is decided to cover a list of documents the submittal does not hold.
    ("Attachments: HydroCAD report and infiltration/drawdown computations; geotechnical report (American Engineering Testing, 8 borings).", ("N.6.A.10", "N.6.C"), False, "attachments-hydrocad-report-and"),
    ("Appendix G: HydroCAD and MIDS computations. Appendix H: Geotechnical borings (Haugo GeoTechnical, 9 borings).", ("N.6.A.10", "N.6.C"), False, "appendix-g-hydrocad-and-mids-computations"),
    ("Appendix A: XPSWMM model output and culvert computations. Appendix B: MPCA NPDES construction stormwater", ("N.6.A.10", "N.6.C"), False, "appendix-a-xpswmm-model-output-and-culvert"),
    ("Enclosed: the plan set (full size and 11x17), the HydroCAD and MIDS printouts, and our permit card.", ("N.6.A.10", "N.6.C"), False, "enclosed-the-plan-set-full-size-and-11x17"),
    ("See Appendix A for the HydroCAD output.", ("N.6.A.10", "N.6.C"), False, "see-appendix-a-for-the-hydrocad-output"),
    ("Appendix A: HydroCAD output (to be provided with final plans).", ("N.6.A.10", "N.6.C"), False, "appendix-a-hydrocad-output-to-be-provided"),
    ("☐ Attachments: HydroCAD computations; geotechnical report", ("N.6.A.10", "N.6.C"), False, "attachments-hydrocad-computations"),
    ("Runoff was modeled with HydroCAD (SCS TR-20 method) using NOAA Atlas 14 precipitation depths.", ("N.6.A.10", "N.6.C"), False, "runoff-was-modeled-with-hydrocad-scs-tr-20"),
]


@pytest.mark.parametrize("text,items,present", cases(LISTS_AND_POINTERS))
def test_a_list_or_pointer_is_not_the_documents(text, items, present):
    got = found(text)
    assert [item for item in items if item in got] == (list(items) if present else [])
