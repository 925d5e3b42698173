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
    # a table of contents, a sheet index, an appendices or attachments list, an enclosures line
    ("TABLE OF CONTENTS\nStormwater Maintenance Agreement ........ 12\nCity Review Letter ........ 14\nRate Control Summary ........ 6\nStorm Sewer Plan ........ 9", ('N.6.B', 'N.6.A.11', 'N.6.A.9', 'N.6.A.3', 'N.6.A.8', 'N.6.A.12'), False, "table-of-contents-stormwater-maintenance-agreeme"),
    ("SHEET INDEX\nC1.0\tEXISTING CONDITIONS\nC4.0\tSTORM SEWER PLAN\nC7.0\tDETAILS\nC8.0\tDRAINAGE AND UTILITY EASEMENT EXHIBIT", ('N.6.B', 'N.6.A.11', 'N.6.A.9', 'N.6.A.3', 'N.6.A.8', 'N.6.A.12'), False, "sheet-index-c1-0-existing-conditions-c4-0"),
    ("APPENDICES\nA. Drainage Area Maps\nB. HydroCAD Output\nC. Stormwater Maintenance Agreement\nD. City Review Letter\nThe stormwater report follows.", ('N.6.B', 'N.6.A.11', 'N.6.A.9'), False, "appendices-a-drainage-area-maps-b-hydrocad-outpu"),
    ("Attachments:\n1. Rate Control Summary\n2. Maintenance Agreement\n3. City Approval Letter\nThe stormwater report follows.", ('N.6.B', 'N.6.A.11', 'N.6.A.9'), False, "attachments-1-rate-control-summary-2-maintenance"),
    ("Enclosures: Stormwater Maintenance Agreement; City Review Letter\nThe stormwater report follows.", ('N.6.B', 'N.6.A.11', 'N.6.A.9'), False, "enclosures-stormwater-maintenance-agreement-city"),
]


@pytest.mark.parametrize("text,items,present", cases(LISTS_AND_POINTERS))
def test_a_list_or_pointer_is_not_the_documents(text, items, present):
    got = found(text)
    assert [item for item in items if item in got] == (list(items) if present else [])


def test_rule_n_quoted_back_shows_no_exhibit():
    """The rule's own list of exhibits, quoted in a report, is no exhibit."""
    import glob
    import re
    text = open(glob.glob("/work/shared/rule-n/000_*.txt")[0]).read()
    clauses = [s.strip() for s in re.split(r"(?<=[.;:])\s+|\n", text) if len(s.strip()) > 20]
    shown = {s: {k for k in found(s) if not k.startswith("plan_set")} for s in clauses}
    assert {s: ids for s, ids in shown.items() if ids} == {}
