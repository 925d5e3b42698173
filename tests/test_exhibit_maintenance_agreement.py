"""Section 6 item B, N.6.B: the maintenance agreement, declaration or binding maintenance plan itself, signed or draft.

Recognised from the document's title or its operative words (an agreement between parties, a
declaration or covenant binding the owner, its successors and assigns, a maintenance plan that names
a responsible party who agrees or is bound, or one to be recorded against the property), and from a
table of contents entry only when the page it points to holds the agreement. The near misses stay
missing: an agreement promised, required or pending, a list or contents entry naming it, a checklist
box, a maintenance plan of chores that binds no one, a template, and agreements or resolutions about
something else.
"""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

from exhibit_helpers import cases, found, over_sheet_number


MAINTENANCE_DOCUMENTS = [
    # the agreement, declaration or binding maintenance plan itself
    ("STORMWATER MAINTENANCE AGREEMENT\nThis Agreement is made this 4th day of March, 2025, by and between the City of Minnetonka and Lakeview Partners LLC (Owner).\nThe Owner shall inspect and maintain the stormwater facilities.", True, "stormwater-maintenance-agreement-this"),
    ("Stormwater Facilities Maintenance Agreement\nThis agreement is entered into between the District and the Owner.\nThe Owner agrees to maintain the facilities at its own cost.", True, "stormwater-facilities-maintenance"),
    ("DECLARATION OF COVENANTS FOR MAINTENANCE OF STORMWATER FACILITIES\nThis Declaration is made by Oak Ridge Holdings, LLC (Declarant).\nThe Declarant shall maintain the stormwater facilities described in Exhibit A.", True, "declaration-of-covenants-for-maintenance"),
    ("Operation and Maintenance Plan\nResponsible party: Oakwood Homeowners Association\nThe Association agrees to perform the maintenance listed below.", True, "operation-and-maintenance-plan-responsible"),
    ("LONG-TERM MAINTENANCE PLAN\nStormwater Facilities - Hilltop Commons\nResponsible Party: Hilltop Commons Owners Association, its successors and assigns\nInspection Frequency: Annually", True, "long-term-maintenance-plan-stormwater"),
    ("Inspection and Maintenance Schedule\nFacility\tTask\tFrequency\nInfiltration basin\tRemove sediment\tAnnually\nThe Owner, its successors and assigns, shall be responsible for the inspection and maintenance below.", True, "inspection-and-maintenance-schedule"),
    ("AGREEMENT FOR MAINTENANCE OF PRIVATE STORMWATER FACILITIES\nTHIS AGREEMENT is made by and between the City of Wayzata (City) and Birch Lane LLC (Owner).", True, "agreement-for-maintenance-of-private"),
    ("STORMWATER BMP MAINTENANCE AND INSPECTION PLAN\nThe owner, its successors and assigns, shall maintain the BMPs according to this plan, recorded against the property.", True, "stormwater-bmp-maintenance-and-inspection"),
    ("Maintenance Plan for Stormwater Facilities\nThe Owner agrees to perform the maintenance listed below. This plan shall be recorded with Hennepin County.", True, "maintenance-plan-for-stormwater-facilities"),
    ("Post-Construction Stormwater Maintenance Plan\nResponsible Party: Maple Grove Senior Living LLC, its successors and assigns\nThe responsible party agrees to inspect the facilities annually.", True, "post-construction-stormwater-maintenance"),
    ("O&M SCHEDULE\nThe Declarant covenants that the pond and outlet will be inspected each spring.", True, "o-m-schedule-the-declarant-covenants-that"),
    ("STORMWATER MAINTENANCE AGREEMENT\nThe Owner shall inspect and maintain the stormwater facilities.", True, "stormwater-maintenance-agreement-the-owner"),
    ("OPERATION & MAINTENANCE DECLARATION (DRAFT)\nBirch Lane LLC, Declarant", True, "operation-maintenance-declaration-draft"),
    ("DECLARATION OF COVENANTS AND MAINTENANCE OBLIGATIONS FOR STORMWATER FACILITIES", True, "declaration-of-covenants-and-maintenance"),
    ("STORMWATER FACILITIES OPERATION AND MAINTENANCE AGREEMENT", True, "stormwater-facilities-operation-and"),
    ("MCWD MAINTENANCE AGREEMENT FORM (COMPLETED)", True, "mcwd-maintenance-agreement-form-completed"),
    ("O&M AGREEMENT\nParties: Birch Lane LLC and Minnehaha Creek Watershed District", True, "o-m-agreement-parties-birch-lane-llc-and"),
    ("PRIVATE STORMWATER FACILITY MAINTENANCE COVENANT", True, "private-stormwater-facility-maintenance"),
    ("Appendix E - Operation and Maintenance Agreement", True, "appendix-e-operation-and-maintenance"),
    ("Attachment 4: Stormwater Facility Maintenance Covenant", True, "attachment-4-stormwater-facility"),
    ("EXHIBIT C\nDRAFT STORMWATER MAINTENANCE AGREEMENT", True, "exhibit-c-draft-stormwater-maintenance"),
    ("TAB 6 - MAINTENANCE AGREEMENT", True, "tab-6-maintenance-agreement"),
    ("THIS AGREEMENT is made this 3rd day of May, 2025, by and between Birch Lane LLC (\"Owner\") and the Minnehaha Creek Watershed District (\"District\").\n"
     "WHEREAS, the Owner is constructing stormwater facilities on the Property;\n"
     "NOW, THEREFORE, the Owner shall inspect and maintain the stormwater facilities at its own expense.", True, "this-agreement-is-made-this-3rd-day-of-may"),
    ("THIS DECLARATION is made as of June 1, 2025 by Oak Ridge Holdings, LLC (\"Declarant\").\n"
     "WHEREAS, Declarant owns the real property described in Exhibit A;\n"
     "Declarant shall maintain the ponds, outlet structures and culverts in good working order.", True, "this-declaration-is-made-as-of-june-1-2025"),
    ("MAINTENANCE AGREEMENT\nfor\nBirch Lane Stormwater Facilities\nPrepared for the Minnehaha Creek Watershed District", True, "maintenance-agreement-for-birch-lane"),
    ("Agreement for Operation and Maintenance of Stormwater Management Facilities", True, "agreement-for-operation-and-maintenance-of"),
    ("DECLARATION OF STORMWATER MAINTENANCE COVENANTS", True, "declaration-of-stormwater-maintenance"),
    ("STORMWATER BMP MAINTENANCE AGREEMENT (UNSIGNED DRAFT)", True, "stormwater-bmp-maintenance-agreement"),
    ("DECLARATION OF COVENANTS, CONDITIONS AND RESTRICTIONS\nThe Declarant shall maintain the stormwater pond and outlet structure.", True, "declaration-of-covenants-conditions-and"),
    ("COVENANT FOR MAINTENANCE OF STORMWATER FACILITIES", True, "covenant-for-maintenance-of-stormwater"),
    ("Appendix E - Declaration (Stormwater Facilities)", True, "appendix-e-declaration-stormwater"),
    ("APPENDIX E - COVENANT\nThe owner covenants to maintain the pond, outlet structure and all other stormwater facilities.", True, "appendix-e-covenant-the-owner-covenants-to"),
    ("DECLARATION\nThe undersigned, Birch Lane LLC, as owner of the property, hereby declares that the stormwater facilities shall be inspected and maintained by the owner and its successors.", True, "declaration-the-undersigned-birch-lane-llc"),
    ("Declarant hereby covenants, for itself and its successors and assigns, to inspect, maintain and repair the stormwater facilities.", True, "declarant-hereby-covenants-for-itself-and"),
    ("APPENDIX E - DECLARATION OF COVENANTS\nDeclarant: Birch Lane LLC\nThe Declarant, its successors and assigns, will inspect, clean and repair the stormwater facilities.", True, "appendix-e-declaration-of-covenants"),
    ("DECLARATION OF COVENANTS\nThe Owner is obligated to maintain the stormwater management system in good working order.", True, "declaration-of-covenants-the-owner-is"),
    ("RESTRICTIVE COVENANT\nOwner undertakes to maintain the infiltration basin.\nDeclarant will record this Declaration with Hennepin County following Board approval.", True, "restrictive-covenant-owner-undertakes-to"),
    ("DECLARATION\nResponsibility for maintaining the pond and outlet structure rests with the Owner and its successors.", True, "declaration-responsibility-for-maintaining"),
    ("DECLARATION OF COVENANTS\nThe Declarant shall record this Declaration with Hennepin County prior to construction. The Owner shall maintain the stormwater facilities.", True, "declaration-of-covenants-the-declarant"),
    ("STORMWATER MAINTENANCE AGREEMENT\nThis agreement will be recorded with Hennepin County before any land-altering activity.\nThe Owner shall maintain the stormwater facilities.", True, "stormwater-maintenance-agreement-this-2"),
    ("APPENDIX E - STORMWATER MAINTENANCE AGREEMENT\nFacility\tTask\tFrequency (per yr)\nPond 1\tInspect outlet\t2\nPond 1\tRemove sediment\t1\nSump manholes\tClean\t1\nRaingarden\tWeed\t4", True, "appendix-e-stormwater-maintenance"),
    ("Stormwater Management Facilities Maintenance and Access Agreement", True, "stormwater-management-facilities"),
    ("4. Maintenance\nA stormwater maintenance agreement will be submitted following Board approval.", False, "4-maintenance-a-stormwater-maintenance"),
    ("Appendices:\nA. HydroCAD\nB. Stormwater Maintenance Agreement\nC. Soil Borings", False, "appendices-a-hydrocad-b-stormwater"),
    ("Operation and Maintenance Plan\nSediment shall be removed from the forebay when half full. Inspect the outlet annually.", False, "operation-and-maintenance-plan-sediment"),
    ("Long-Term Maintenance Plan\nInspect the infiltration basin twice a year and after large storms.", False, "long-term-maintenance-plan-inspect-the"),
    ("Inspection and Maintenance Schedule\nFacility\tTask\tFrequency\nPond\tRemove sediment\t5 years", False, "inspection-and-maintenance-schedule-2"),
    ("LONG-TERM MAINTENANCE PLAN\nThe owner will enter into a maintenance agreement with the City once the permit is issued.", False, "long-term-maintenance-plan-the-owner-will"),
    ("The maintenance agreement will be recorded prior to the issuance of the permit.", False, "the-maintenance-agreement-will-be-recorded"),
    ("A stormwater maintenance agreement will be executed following Board approval.", False, "a-stormwater-maintenance-agreement-will-be"),
    ("The maintenance agreement is to be recorded prior to construction.", False, "the-maintenance-agreement-is-to-be"),
    ("Appendices:\nA. HydroCAD Output\nE. Maintenance Agreement\nF. City Review", False, "appendices-a-hydrocad-output-e-maintenance"),
    ("Maintenance agreement: to be provided after Board approval", False, "maintenance-agreement-to-be-provided-after"),
    ("Operation and Maintenance Plan\nInspect the pond annually and remove sediment when half full.", False, "operation-and-maintenance-plan-inspect-the"),
    ("The owner will enter into a maintenance agreement with the District.", False, "the-owner-will-enter-into-a-maintenance"),
    ("Maintenance Agreement - not included; will be submitted following Board approval.", False, "maintenance-agreement-not-included-will-be"),
    ("No maintenance agreement is required as no stormwater facilities are proposed.", False, "no-maintenance-agreement-is-required-as-no"),
    ("☐ Maintenance agreement", False, "maintenance-agreement"),
    ("A maintenance agreement will be required as a condition of the permit.", False, "a-maintenance-agreement-will-be-required"),
    ("A maintenance agreement shall be submitted following Board approval for all ponds, outlet structures and culverts.", False, "a-maintenance-agreement-shall-be-submitted"),
    ("Maintenance agreement (pending)", False, "maintenance-agreement-pending"),
    ("Exhibit C - Maintenance Agreement (to follow)", False, "exhibit-c-maintenance-agreement-to-follow"),
    ("THIS AGREEMENT is made by and between the Owner and the Contractor for the construction of the building.\nThe Contractor shall provide all labor and materials.", False, "this-agreement-is-made-by-and-between-the"),
    ("The District's maintenance agreement template is available on its website.", False, "the-district-s-maintenance-agreement"),
    ("4.2 Maintenance Declaration\nA declaration will be recorded following Board approval.", False, "4-2-maintenance-declaration-a-declaration"),
    ("Maintenance Declaration\nThe owner will record a maintenance declaration with the County following Board approval.", False, "maintenance-declaration-the-owner-will"),
    ("STORMWATER DECLARATION\nDraft - to be executed following Board approval", False, "stormwater-declaration-draft-to-be"),
    ("The owner will record a declaration of covenants for maintenance of the stormwater facilities following Board approval.", False, "the-owner-will-record-a-declaration-of"),
    ("A maintenance covenant will be recorded following Board approval.", False, "a-maintenance-covenant-will-be-recorded"),
    ("Stormwater Maintenance Agreement\nThe agreement will be recorded prior to construction.", False, "stormwater-maintenance-agreement-the"),
    ("Section 8. Maintenance\nThe property owner shall be responsible for maintaining the stormwater pond. A maintenance agreement will be executed following Board approval.", False, "section-8-maintenance-the-property-owner"),
    ("DRAINAGE AND UTILITY EASEMENT AGREEMENT\nGrantor grants to the City a perpetual easement for drainage and utility purposes.", False, "drainage-and-utility-easement-agreement"),
    ("CITY OF EDINA\nRESOLUTION NO. 2024-18\nWHEREAS, Birch Lane LLC has applied for approval of a preliminary plat;\n"
     "NOW, THEREFORE, BE IT RESOLVED that the plat is approved on condition that the developer shall maintain the stormwater pond.", False, "city-of-edina-resolution-no-2024-18"),
    # headings, declarations and covenants, an O&M plan binding its successors, an executed agreement said to be attached
    ("Stormwater Maintenance Agreement\nThe following pages contain the information.", True, "stormwater-maintenance-agreement-the-following-p"),
    ("Operations and Maintenance Agreement\nThe following pages contain the information.", True, "operations-and-maintenance-agreement-the-followi"),
    ("APPENDIX G - O&M AGREEMENT\nThe following pages contain the information.", True, "appendix-g-o-m-agreement-the-following-pages"),
    ("Declaration of Covenants for Stormwater Maintenance\nThe following pages contain the information.", True, "declaration-of-covenants-for-stormwater-maintena"),
    ("Stormwater Facilities Maintenance Declaration\nThe following pages contain the information.", True, "stormwater-facilities-maintenance-declaration-th"),
    ("Exhibit D: Maintenance Agreement\nThe following pages contain the information.", True, "exhibit-d-maintenance-agreement-the-following-pa"),
    ("Declaration of Covenants, Conditions and Restrictions for Stormwater Facilities\nThis agreement is made by and between the parties.", True, "declaration-of-covenants-conditions-and-restrict"),
    ("STORMWATER MANAGEMENT FACILITIES MAINTENANCE AND INSPECTION AGREEMENT\nThis agreement is made by and between the parties.", True, "stormwater-management-facilities-maintenance-and"),
    ("Agreement for the Maintenance of Stormwater Facilities\nThis agreement is made by and between the parties.", True, "agreement-for-the-maintenance-of-stormwater-faci"),
    ("Appendix H - Stormwater Maintenance Covenant\nThis agreement is made by and between the parties.", True, "appendix-h-stormwater-maintenance-covenant-this"),
    ("Operation and Maintenance Plan\nThe Owner agrees to inspect and maintain the pond, outlet structure and rain gardens, and this obligation binds its successors and assigns.", True, "operation-and-maintenance-plan-the-owner-agrees"),
    ("O&M PLAN\nThe Association is the responsible party and shall inspect the infiltration basin each spring; this declaration is recorded against the property.", True, "o-m-plan-the-association-is-the-responsible"),
    ("The executed stormwater maintenance agreement is attached as Appendix E.", True, "the-executed-stormwater-maintenance-agreement-is"),
    ("A signed Declaration of Maintenance Covenants for the pond has been recorded and is included with this submittal.", True, "a-signed-declaration-of-maintenance-covenants-fo"),
    ("The recorded O&M agreement (Doc. No. 5512043) is enclosed.", True, "the-recorded-o-m-agreement-doc-no-5512043"),
    # an O&M plan binding no one, an agreement still to be recorded, attached or submitted, an unticked box or a question, not applicable
    ("Operation and Maintenance Plan\nInspect the pond annually and remove sediment when the forebay is half full.", False, "operation-and-maintenance-plan-inspect-the-pond"),
    ("A maintenance agreement will be recorded after Board approval.", False, "a-maintenance-agreement-will-be-recorded-after-b"),
    ("Maintenance Agreement\nTo be submitted following Board approval.", False, "maintenance-agreement-to-be-submitted-following"),
    ("Stormwater Maintenance Agreement\nThe owner will enter into a maintenance agreement with the District after approval.", False, "stormwater-maintenance-agreement-the-owner-will"),
    ("The stormwater maintenance agreement will be attached once executed.", False, "the-stormwater-maintenance-agreement-will-be-att"),
    ("A maintenance agreement is not attached; it is due following Board approval.", False, "a-maintenance-agreement-is-not-attached-it-is"),
    ("☐ Stormwater maintenance agreement is attached", False, "stormwater-maintenance-agreement-is-attached"),
    ("Is the City's review letter attached? Yes / No", False, "is-the-city-s-review-letter-attached-yes"),
    ("[ ] The City of Edina has reviewed the project.", False, "the-city-of-edina-has-reviewed-the-project"),
    ("Maintenance Agreement\nNot applicable: no stormwater facilities are proposed.", False, "maintenance-agreement-not-applicable-no-stormwat"),
]


@pytest.mark.parametrize("text,present", cases(MAINTENANCE_DOCUMENTS))
def test_maintenance_agreement_in_the_package(text, present):
    assert ("N.6.B" in found(text)) is present


def test_contents_entry_points_at_a_page_that_holds_the_agreement():
    toc = page_from_text("TABLE OF CONTENTS\n1. Introduction ........ 1\n2. Rate Control ........ 3\nAppendix E - Maintenance Agreement ........ 22",
                         file="pkg.pdf", number=1)
    body = page_from_text("THIS AGREEMENT is made this 3rd day of May, 2025, by and between Birch Lane LLC (Owner) and the Minnehaha Creek Watershed District.\n"
                          "The Owner shall inspect, maintain and repair the stormwater facilities described herein.", file="pkg.pdf", number=22)
    got = detect_exhibits([toc, body])
    assert "N.6.B" in got
    assert all(e.page == 22 for e in got["N.6.B"])


def test_contents_entry_alone_is_not_the_agreement():
    toc = page_from_text("TABLE OF CONTENTS\n1. Introduction ........ 1\n2. Rate Control ........ 3\nAppendix E - Maintenance Agreement ........ 22",
                         file="pkg.pdf", number=1)
    assert "N.6.B" not in detect_exhibits([toc])


# ---- an agreement titled over a sheet number (a space lost to OCR) ----
TITLES_OVER_THE_SHEET_NUMBER = [
    ("STORMWATER MAINTENANCEAGREEMENT", True, "stormwater-maintenanceagreement"),
]


@pytest.mark.parametrize("title,present", cases(TITLES_OVER_THE_SHEET_NUMBER))
def test_maintenance_agreement_titled_over_the_sheet_number(title, present):
    assert ("N.6.B" in over_sheet_number(title)) is present
