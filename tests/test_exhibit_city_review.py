"""Section 6 item (11), N.6.A.11: documentation that the municipality reviewed the project (or found it consistent
with its local water plan).

Recognised from a report's statement that the review happened (dated comments addressed, an approval
granted, a finding of consistency), a caption naming the city's letter or review, a completed form
field, the city's own documents (a letter or memo on its letterhead in its own voice, an email from a
city address, a council resolution, a staff report, a status table, a review committee's comments), and
a note citing the city's letter by date with its verdict. The near misses stay missing: a review still
to come, pending or requested, an empty form field, the applicant's own claim of conformance (its
Section 4 statement, N.4.7), the applicant's letter to the city, a city letterhead over a request or
something other than the review, another agency's resolution, and a list or caption that only names
the letter.
"""

import pytest

from exhibit_helpers import cases, certified_sheet, found


STAFF_REVIEW = "1010 First Street South. July 30, 2025. Staff reviewed the stormwater plan for Blake Road Flats. The plan conforms to the City plan."


# ---- the city's review, in the many ways a report states it ----
REPORT_STATEMENTS = [
    ("The City of Minnetonka approved the preliminary plat on May 1, 2024.", True, "the-city-of-minnetonka-approved-the"),
    ("The project received site plan approval from the City of Hopkins on June 4, 2024.", True, "the-project-received-site-plan-approval"),
    ("Comments from the City Engineer dated 5/2/2024 have been addressed in this submittal.", True, "comments-from-the-city-engineer-dated-5-2"),
    ("The grading plan was reviewed with City of Edina engineering staff on April 2, 2024.", True, "the-grading-plan-was-reviewed-with-city-of"),
    ("The City Council granted final approval of the PUD on March 5, 2024.", True, "the-city-council-granted-final-approval-of"),
    ("We have addressed all City review comments on the storm sewer design.", True, "we-have-addressed-all-city-review-comments"),
    ("The City of Wayzata Engineering Department reviewed the plans on March 4, 2025 and has no objection.", True, "the-city-of-wayzata-engineering-department"),
    ("City comments dated February 12, 2025 have been addressed in the revised plans.", True, "city-comments-dated-february-12-2025-have"),
    ("The City approved the preliminary plat on January 6, 2025.", True, "the-city-approved-the-preliminary-plat-on"),
    ("The City Council approved the site plan and conditional use permit on April 1, 2024.", True, "the-city-council-approved-the-site-plan"),
    ("City of Minnetonka staff reviewed the stormwater management plan and found it consistent with the City's Local Water Management Plan.", True, "city-of-minnetonka-staff-reviewed-the"),
    ("The project was reviewed by the City Engineer on 5/2/2024.", True, "the-project-was-reviewed-by-the-city"),
    ("On May 2, 2024 the City of Excelsior issued its review letter for the project.", True, "on-may-2-2024-the-city-of-excelsior-issued"),
    ("Municipal review: City of Wayzata, reviewed 3/4/2025", True, "municipal-review-city-of-wayzata-reviewed"),
    ("City engineering staff have reviewed and approved the grading and drainage plans.", True, "city-engineering-staff-have-reviewed-and"),
    ("The City finds the plans consistent with its Local Surface Water Management Plan.", True, "the-city-finds-the-plans-consistent-with"),
    ("City staff recommended approval of the preliminary plat, which the Council granted on June 3, 2024.", True, "city-staff-recommended-approval-of-the"),
    ("Plans reviewed and approved by the City Engineer on 4/2/2024.", True, "plans-reviewed-and-approved-by-the-city"),
    ("REVIEWED AND APPROVED BY THE CITY OF ORONO ENGINEERING DEPARTMENT - 06/14/2024", True, "reviewed-and-approved-by-the-city-of-orono"),
    ("APPENDIX F - LETTER FROM THE CITY OF WAYZATA", True, "appendix-f-letter-from-the-city-of-wayzata"),
    ("APPENDIX F - MUNICIPAL CONSISTENCY DETERMINATION", True, "appendix-f-municipal-consistency"),
    ("APPENDIX F - CITY CONCURRENCE", True, "appendix-f-city-concurrence"),
    ("Attachment 5 - City Engineer Memo", True, "attachment-5-city-engineer-memo"),
    ("City of Wayzata\n600 Rice Street East\nMarch 4, 2025\nRE: Birch Lane Preliminary Plat Review\nDear Mr. Olson:\nThe City has completed its review of the preliminary plat and grading plans.", True, "city-of-wayzata-600-rice-street-east-march"),
    ("The City of Minnetonka reviewed the plans on March 4, 2025 and has no objection to the project.", True, "the-city-of-minnetonka-reviewed-the-plans"),
    ("City staff comments dated February 12, 2025 have been addressed in the revised plans.", True, "city-staff-comments-dated-february-12-2025"),
    ("The preliminary plat was approved by the City Council on April 8, 2025.", True, "the-preliminary-plat-was-approved-by-the"),
    ("Local Government Unit approval: City of Excelsior, approved 2/10/2025", True, "local-government-unit-approval-city-of"),
    ("From: Jane Smith <jsmith@eminnetonka.gov>\nSent: May 2, 2025\nSubject: RE: Ridgeview stormwater plan review\nWe have reviewed the stormwater plan and have no further comments.", True, "from-jane-smith-jsmith-eminnetonka-gov"),
    ("The City Engineer reviewed the stormwater management plan on 5/2/2025 and found it consistent with the City's Local Surface Water Management Plan.", True, "the-city-engineer-reviewed-the-stormwater"),
    ("City approval: Site plan approved by the Planning Commission on 6/11/2025.", True, "city-approval-site-plan-approved-by-the"),
    ("The City has no objection to the proposed stormwater management plan (letter dated May 5, 2025).", True, "the-city-has-no-objection-to-the-proposed"),
    ("The City of Shorewood reviewed the project for conformance with its Local Surface Water Management Plan on 4/22/2025 and found it consistent.", True, "the-city-of-shorewood-reviewed-the-project"),
    ("City review comments (dated 3/14/2025) were received and have been incorporated into the plans.", True, "city-review-comments-dated-3-14-2025-were"),
    ("Consistency with the City of Wayzata LSWMP was confirmed by City staff in their review letter dated April 2, 2025.", True, "consistency-with-the-city-of-wayzata-lswmp"),
    ("Local Government Unit approval: City of Mound, 04/12/2025", True, "local-government-unit-approval-city-of-2"),
    ("City staff have reviewed the stormwater management plan and grading plans for the above project, and the City has no objection to the Watershed District permit.", True, "city-staff-have-reviewed-the-stormwater"),
    ("CITY OF EDINA\nENGINEERING DEPARTMENT\nMEMORANDUM\nTO: Minnehaha Creek Watershed District\nFROM: Chad Millner, City Engineer\nRE: Grandview Commons - Grading and Stormwater Plan Review", True, "city-of-edina-engineering-department"),
    ("The site plan was approved by the Orono City Council on May 13, 2025 (Resolution 7521).", True, "the-site-plan-was-approved-by-the-orono"),
    ("The City of Excelsior Engineering Department has reviewed and approved the grading and drainage plans.", True, "the-city-of-excelsior-engineering"),
    ("City comments will be addressed in the final plans.", False, "city-comments-will-be-addressed-in-the"),
    ("Preliminary plat approval from the City is pending.", False, "preliminary-plat-approval-from-the-city-is"),
    ("The plans will be submitted to the City for review and approval.", False, "the-plans-will-be-submitted-to-the-city"),
    ("Documentation that the City has reviewed the project shall be submitted.", False, "documentation-that-the-city-has-reviewed"),
    ("If the City approves the plat, construction will begin in the spring.", False, "if-the-city-approves-the-plat-construction"),
    ("The plans will be submitted to the City of Wayzata for review.", False, "the-plans-will-be-submitted-to-the-city-of"),
    ("City review is pending.", False, "city-review-is-pending"),
    ("The applicant has requested review by the City Engineer.", False, "the-applicant-has-requested-review-by-the"),
    ("The City will review the plans prior to issuing a building permit.", False, "the-city-will-review-the-plans-prior-to"),
    ("The project must be reviewed by the City before construction.", False, "the-project-must-be-reviewed-by-the-city"),
    ("Documentation that the municipality has reviewed the project shall be provided.", False, "documentation-that-the-municipality-has"),
    ("The City has not yet reviewed the plans.", False, "the-city-has-not-yet-reviewed-the-plans"),
    ("The project is located in the City of Victoria.", False, "the-project-is-located-in-the-city-of"),
    ("An NPDES construction stormwater permit will be obtained from the MPCA; the City of Mound building permit will follow.", False, "an-npdes-construction-stormwater-permit"),
    ("City approval is anticipated in June 2025.", False, "city-approval-is-anticipated-in-june-2025"),
    ("Municipal review: pending", False, "municipal-review-pending"),
    ("Municipal review: ______", False, "municipal-review"),
    ("APPENDIX F - CITY REVIEW (TO BE PROVIDED)", False, "appendix-f-city-review-to-be-provided"),
    ("Reviewed by: City of ____________  Date: ________", False, "reviewed-by-city-of-date"),
    ("APPROVED BY THE CITY OF ORONO: ____________________", False, "approved-by-the-city-of-orono"),
    ("City staff will recommend approval of the preliminary plat.", False, "city-staff-will-recommend-approval-of-the"),
    ("The City finds that additional information is needed before the plans can be found consistent.", False, "the-city-finds-that-additional-information"),
    ("The plans have been prepared to be consistent with the City's Local Water Management Plan.", False, "the-plans-have-been-prepared-to-be"),
    ("The plans have been submitted to the City for review.", False, "the-plans-have-been-submitted-to-the-city"),
    ("We are awaiting City comments on the grading plan.", False, "we-are-awaiting-city-comments-on-the"),
    ("The design conforms to the City of Orono Local Surface Water Management Plan.", False, "the-design-conforms-to-the-city-of-orono"),
    ("The project conforms to the City's Comprehensive Stormwater Plan.", False, "the-project-conforms-to-the-city-s"),
    ("Consistency with the City of Wayzata LSWMP: the project meets the City's rate and volume standards.", False, "consistency-with-the-city-of-wayzata-lswmp-2"),
    ("City review: pending", False, "city-review-pending"),
    ("Municipal review: ________", False, "municipal-review-2"),
    ("The City will review the plans after the District permit is issued.", False, "the-city-will-review-the-plans-after-the"),
    ("Westwood Professional Services\nMay 2, 2025\nCity of Wayzata\nAttn: City Engineer\nRE: Birch Lane - Request for Plan Review\nPlease review the enclosed plans.", False, "westwood-professional-services-may-2-2025"),
    ("The City of Excelsior has not yet reviewed the project.", False, "the-city-of-excelsior-has-not-yet-reviewed"),
    ("A copy of this report has been sent to the City of Mound.", False, "a-copy-of-this-report-has-been-sent-to-the"),
    ("Local Government Unit approval: to be obtained", False, "local-government-unit-approval-to-be"),
    ("Has the municipality reviewed the project?\tNo", False, "has-the-municipality-reviewed-the-project"),
    ("Documentation that the municipality has reviewed the project shall be submitted.", False, "documentation-that-the-municipality-has-2"),
    ("City Council approval of the final plat is scheduled for June 10, 2025.", False, "city-council-approval-of-the-final-plat-is"),
    ("The City's preliminary plat review is underway; comments are expected in May.", False, "the-city-s-preliminary-plat-review-is"),
    ("Letter to the City of Edina requesting approval of the grading plan (May 2, 2024)", False, "letter-to-the-city-of-edina-requesting"),
    ("City approval letter: pending", False, "city-approval-letter-pending"),
    ("City of Edina approval letter - to be provided", False, "city-of-edina-approval-letter-to-be"),
    ("Approval letter from the City of Edina is anticipated in June.", False, "approval-letter-from-the-city-of-edina-is"),
    ("Appendices:\nE. Maintenance Agreement\nF. City of Edina Letter", False, "appendices-e-maintenance-agreement-f-city"),
    ("City Approval\nHas the city approved the project?", False, "city-approval-has-the-city-approved-the"),
    ("CITY OF EDINA\nMay 2, 2024\nThe City of Edina will approve the plans once the District permit is issued.", False, "city-of-edina-may-2-2024-the-city-of-edina"),
    ("Westwood Professional Services\nMay 2, 2024\nCity of Edina\nRE: Request for approval of the stormwater plan\nWe request that the City approve the plans.", False, "westwood-professional-services-may-2-2024"),
    ("☐ City approval letter", False, "city-approval-letter"),
    ("7.0 PERMITS AND MUNICIPAL APPROVALS\nCity of Edina building permit: pending.", False, "7-0-permits-and-municipal-approvals-city"),
    ("Municipal Approvals", False, "municipal-approvals"),
    ("City Approvals Required", False, "city-approvals-required"),
    ("City Approval Process", False, "city-approval-process"),
    ("Letter to City of Edina", False, "letter-to-city-of-edina"),
    ("Memo to City Engineer re: plan submittal", False, "memo-to-city-engineer-re-plan-submittal"),
    ("City Council resolution (anticipated July 2024)", False, "city-council-resolution-anticipated-july"),
    ("Comments from the City of Edina will be addressed in final plans.", False, "comments-from-the-city-of-edina-will-be"),
    ("City of Edina Letter of Credit - Grading Security", False, "city-of-edina-letter-of-credit-grading"),
    # the city's review said in prose
    ("The City of Plymouth has reviewed the stormwater plan and has no objections.", True, "the-city-of-plymouth-has-reviewed-the-stormwater"),
    ("City staff reviewed the grading and stormwater plans on May 3, 2024 and found them acceptable.", True, "city-staff-reviewed-the-grading-and-stormwater-p"),
    ("These plans were reviewed by the City of Wayzata Engineering Department on April 12, 2024.", True, "these-plans-were-reviewed-by-the-city-of"),
    ("The City Engineer has approved the stormwater management plan for the project.", True, "the-city-engineer-has-approved-the-stormwater-ma"),
    ("The City of Hopkins reviewed the project and confirmed that it conforms to the City's Local Surface Water Management Plan.", True, "the-city-of-hopkins-reviewed-the-project-and"),
    ("Engineering staff for the City of Orono have completed their review of the project's stormwater plans.", True, "engineering-staff-for-the-city-of-orono-have"),
    # review still to come, pending or possible, asked for, an unticked box or a question, a chapter saying there was none
    ("The plans will be submitted to the City for review.", False, "the-plans-will-be-submitted-to-the-city-2"),
    ("The city has not yet reviewed the plans.", False, "the-city-has-not-yet-reviewed-the-plans-2"),
    ("The City may review the plans at a later date.", False, "the-city-may-review-the-plans-at-a"),
    ("Include documentation of conformance with the municipal plan, or that the municipality has reviewed the project.", False, "include-documentation-of-conformance-with-the-mu"),
    ("The applicant must provide evidence that the City has reviewed the stormwater plans.", False, "the-applicant-must-provide-evidence-that-the-cit"),
    ("☐ Stormwater maintenance agreement is attached", False, "stormwater-maintenance-agreement-is-attached"),
    ("Is the City's review letter attached? Yes / No", False, "is-the-city-s-review-letter-attached-yes"),
    ("[ ] The City of Edina has reviewed the project.", False, "the-city-of-edina-has-reviewed-the-project"),
    ("City Review\nThe City of Mound has not reviewed this application.", False, "city-review-the-city-of-mound-has-not"),
    # the city's department by its own name, and several cities at once; a county's or a district's department is no city
    ("Conformance: the Minneapolis Public Works Surface Water & Sewers Division reviewed the plans (letter of February 20, 2026).", True, "a-named-public-works-division"),
    ("Cities of Shorewood and Tonka Bay reviewed the project (letters dated Oct. 14 and 16, 2025).", True, "two-cities-reviewed"),
    ("Both cities reviewed the plans in October 2025.", True, "both-cities-reviewed"),
    ("The Hennepin County Public Works Division reviewed the plans.", False, "a-county-division-is-no-city"),
    ("MnDOT Metro District Planning staff reviewed the layout.", False, "a-state-district-is-no-city"),
    ("The Cities of Shorewood and Tonka Bay will review the project.", False, "cities-still-to-review"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_STATEMENTS))
def test_city_review_stated_in_a_report(text, present):
    assert ("N.6.A.11" in found(text)) is present


CAPTIONS_AND_CITATIONS = [
    ("APPENDIX F - MUNICIPAL REVIEW\nThe plans were reviewed.", True, "appendix-f-municipal-review-the-plans-were"),
    ("ATTACHMENT 6: CITY OF EDINA REVIEW LETTER", True, "attachment-6-city-of-edina-review-letter"),
    ("EXHIBIT F - CITY CORRESPONDENCE", True, "exhibit-f-city-correspondence"),
    ("APPENDIX F - LOCAL GOVERNMENT REVIEW", True, "appendix-f-local-government-review"),
    ("APPENDIX F - CITY APPROVAL", True, "appendix-f-city-approval"),
    ("APPENDIX F: CITY ENGINEER COMMENTS", True, "appendix-f-city-engineer-comments"),
    # the municipality's approval and its letter, named in a caption or said on its letterhead
    ("APPENDIX F - LETTER OF APPROVAL, CITY OF EDINA", True, "appendix-f-letter-of-approval-city-of"),
    ("Appendix F: City of Edina Letter", True, "appendix-f-city-of-edina-letter"),
    ("Approval Letter - City of Edina", True, "approval-letter-city-of-edina"),
    ("CITY OF EDINA\nMay 2, 2024\nDear Ms. Olson:\nThe City of Edina approves the stormwater management plan for Lakeview Flats, subject to the conditions below.", True, "city-of-edina-may-2-2024-dear-ms-olson-the"),
    ("Letter from the City of Edina approving the stormwater plan (May 2, 2024)", True, "letter-from-the-city-of-edina-approving"),
    ("City approval letter dated May 2, 2024 (Appendix F)", True, "city-approval-letter-dated-may-2-2024"),
    ("Municipal approval: City of Edina letter dated May 2, 2024", True, "municipal-approval-city-of-edina-letter"),
    ("The City's letter of approval (May 2, 2024) is enclosed.", True, "the-city-s-letter-of-approval-may-2-2024"),
    ("Approval of the City of Edina: letter dated May 2, 2024, attached as Appendix F.", True, "approval-of-the-city-of-edina-letter-dated"),
    ("The City of Edina, by letter dated May 2, 2024, approved the stormwater management plan.", True, "the-city-of-edina-by-letter-dated-may-2"),
    ("Edina City Engineer approval letter, May 2, 2024", True, "edina-city-engineer-approval-letter-may-2"),
    ("CITY OF EDINA\nENGINEERING DEPARTMENT\nMay 2, 2024\nRE: Lakeview Flats - Stormwater Plan Approval\nDear Mr. Smith:\n"
     "This letter confirms that the stormwater management plan meets the requirements of the City's Local Surface Water Management Plan. The plan is approved.", True, "city-of-edina-engineering-department-may-2"),
    ("CITY OF EDINA\nMay 2, 2024\nTo: Minnehaha Creek Watershed District\nRe: Lakeview Flats\n"
     "The City of Edina approves the project's stormwater management as consistent with the City's Surface Water Management Plan.", True, "city-of-edina-may-2-2024-to-minnehaha"),
    # the city's letter cited by its date with its verdict; a long conformance caption
    ("City of Medina Engineer's letter (Sept. 30, 2026): the stormwater design conforms to the Medina Local Surface Water Management Plan.", True, "city-of-medina-engineer-s-letter-sept-30"),
    ("City of Wayzata review memo dated 4/2/2026 - the grading and drainage plan is consistent with the City's LSWMP.", True, "city-of-wayzata-review-memo-dated-4-2-2026"),
    ("City Engineer's letter, May 3, 2026: the stormwater plan complies with the local plan.", True, "city-engineer-s-letter-may-3-2026-the"),
    ("Table 6-1 Conformance with the City of St. Louis Park Local Surface Water Management Plan", True, "table-6-1-conformance-with-the-city-of-st"),
    ("Table 6-1 Conformance with the City of Edina Comprehensive Water Resource Management Plan (2018)", True, "table-6-1-conformance-with-the-city-of"),
    ("City of Medina Engineer's letter (pending): the design conforms to the LSWMP.", False, "city-of-medina-engineer-s-letter-pending"),
    ("City of Medina Engineer's letter (Sept. 30, 2026) requested revisions to the pond outlet.", False, "city-of-medina-engineer-s-letter-sept-30-2"),
    ("Our letter to the City of Medina (Sept. 30, 2026): the design conforms to the Medina LSWMP.", False, "our-letter-to-the-city-of-medina-sept-30"),
    ("City of Medina Engineer's letter (Sept. 30, 2026): the design does not conform to the LSWMP.", False, "city-of-medina-engineer-s-letter-sept-30-3"),
    # a heading over the city's letter or memo, or the letter said to be attached or enclosed
    ("City Review Letter\nThe following pages contain the information.", True, "city-review-letter-the-following-pages-contain-t"),
    ("City of Edina Engineering Review Comments\nThe following pages contain the information.", True, "city-of-edina-engineering-review-comments-the-fo"),
    ("Appendix F - Municipal Review\nThe following pages contain the information.", True, "appendix-f-municipal-review-the-following-pages"),
    ("Attachment 3: City Engineer's Memorandum\nThe following pages contain the information.", True, "attachment-3-city-engineer-s-memorandum-the-foll"),
    ("CITY APPROVAL LETTER\nThe following pages contain the information.", True, "city-approval-letter-the-following-pages-contain"),
    ("A letter from the City of Hopkins confirming its review of the stormwater plan is attached as Appendix D.", True, "a-letter-from-the-city-of-hopkins-confirming"),
    ("The City's review comments dated May 3, 2024 are included in Attachment 4.", True, "the-city-s-review-comments-dated-may-3"),
    ("Approval from the Township of Minnetrista is enclosed.", True, "approval-from-the-township-of-minnetrista-is-enc"),
    # the letter only promised
    ("A letter from the City will be provided when its review is complete.", False, "a-letter-from-the-city-will-be-provided"),
    ("Appendix D - City Review Letter (to be provided)", False, "appendix-d-city-review-letter-to-be-provided"),
]


@pytest.mark.parametrize("text,present", cases(CAPTIONS_AND_CITATIONS))
def test_city_letter_captioned_or_cited(text, present):
    assert ("N.6.A.11" in found(text)) is present


def test_city_letter_note_on_a_plan_sheet():
    note = "City of Medina Engineer's letter (Sept. 30, 2026): the stormwater design conforms to the Medina Local Surface Water Management Plan."
    assert "N.6.A.11" in certified_sheet(note, "CITY PLAN CONFORMANCE")


# ---- a form's field for the city's review, filled in or not ----
FORM_FIELDS = [
    ("City review: approved 5/1/2024", True, "city-review-approved-5-1-2024"),
    ("Municipal approval status - Complete", True, "municipal-approval-status-complete"),
    ("City approval date: May 3, 2024", True, "city-approval-date-may-3-2024"),
    ("LGU approval: Yes", True, "lgu-approval-yes"),
    ("City review: pending", False, "city-review-pending"),
    ("City review: ____", False, "city-review"),
    ("City approval: N/A", False, "city-approval-n-a"),
    ("City review: 5/1/2024 (requested)", False, "city-review-5-1-2024-requested"),
    ("City approval: will be obtained after MCWD approval", False, "city-approval-will-be-obtained-after-mcwd"),
]


@pytest.mark.parametrize("line,present", cases(FORM_FIELDS))
def test_city_review_on_a_form(line, present):
    assert ("N.6.A.11" in found(f"Project information\n{line}")) is present


# ---- the city's own documents ----
CITY_DOCUMENTS = [
    # a letter or memo on the city's letterhead, in the city's own first person
    ("CITY OF WAYZATA\n600 Rice Street East\nMay 2, 2024\nRE: Baker Estates\nWe have reviewed the grading and drainage plans for Baker Estates and have no further comments.", True, "city-of-wayzata-600-rice-street-east-may-2"),
    ("City of Orono\nEngineering Department\nJune 3, 2024\nDear Mr. Smith:\nStaff has completed its review of the stormwater management plan and finds it acceptable.", True, "city-of-orono-engineering-department-june"),
    ("CITY OF EXCELSIOR\nMEMORANDUM\nTO: Planning Commission\nFROM: Engineering Department\nRE: Lake Street Townhomes - Stormwater Review\nThe plans are acceptable.", True, "city-of-excelsior-memorandum-to-planning"),
    ("City of Minnetonka\nMay 2, 2024\nOur review of the submitted plans found them consistent with the City's Surface Water Management Plan.", True, "city-of-minnetonka-may-2-2024-our-review"),
    # an email from a city address, a resolution, a staff report, a status table, a review committee's comments
    ("From: John Smith <jsmith@ci.wayzata.mn.us>\nSent: Tuesday, May 7, 2024 3:12 PM\nTo: Jane Doe\nSubject: RE: Lakeview stormwater plans\nJane, the City has no further comments on the stormwater plans.", True, "from-john-smith-jsmith-ci-wayzata-mn-us"),
    ("From: Amy Lee <alee@cityofplymouth.org>\nTo: Ben Ortiz\nSubject: Grading and drainage review - Oak Glen\nBen, engineering comments on the grading plan are below.", True, "from-amy-lee-alee-cityofplymouth-org-to"),
    ("From: R. Hanson <rhanson@medinatwp.us>\nSubject: Preliminary plat review\nThe township engineer's comments are listed below.", True, "from-r-hanson-rhanson-medinatwp-us-subject"),
    ("CITY OF MOUND\nSTAFF REPORT\nTo: Planning Commission\nSubject: Preliminary Plat - Harbor View\nStaff recommends approval of the preliminary plat subject to the conditions below.", True, "city-of-mound-staff-report-to-planning"),
    ("CITY COUNCIL RESOLUTION NO. 2024-18\nA RESOLUTION APPROVING THE PRELIMINARY PLAT OF WOODLAND RIDGE\nBE IT RESOLVED by the City Council of the City of Orono.", True, "city-council-resolution-no-2024-18-a"),
    ("RESOLUTION NO. 24-031\nCITY OF EXCELSIOR\nRESOLUTION APPROVING SITE PLAN FOR 22 WATER STREET", True, "resolution-no-24-031-city-of-excelsior"),
    ("Agency\tStatus\tDate\nCity of Minnetonka\tApproved\t04/12/2024\nMCWD\tPending\t", True, "agency-status-date-city-of-minnetonka"),
    ("Permit\tAgency\tApproval\nCity Engineering\tReviewed\tMarch 3, 2025", True, "permit-agency-approval-city-engineering"),
    ("Development Review Committee Comments\nCity of Eden Prairie\nDate: June 3, 2024\n1. Storm sewer: provide inverts at CBMH-3.", True, "development-review-committee-comments-city"),
    # a letterhead naming the city's office, or under a compiled submittal's running head
    ("CITY OF HOPKINS - PUBLIC WORKS" + "\n" + STAFF_REVIEW, True, "city-of-hopkins-public-works"),
    ("City of Edina | Engineering Department" + "\n" + STAFF_REVIEW, True, "city-of-edina-engineering-department"),
    ("CITY OF WAYZATA - CITY HALL" + "\n" + STAFF_REVIEW, True, "city-of-wayzata-city-hall"),
    ("City of Plymouth, Community Development" + "\n" + STAFF_REVIEW, True, "city-of-plymouth-community-development"),
    ("Summit Design-Build Co. | Submittal SUB-C-014 | Blake Road Flats    Page 7\nCITY OF HOPKINS - PUBLIC WORKS" + "\n" + STAFF_REVIEW, True, "summit-design-build-co-submittal-sub-c-014"),
    # the applicant's engineer writing to the city
    ("Sterling Civil Engineering\nMay 2, 2024\nCity of Wayzata\nAttn: City Engineer\nWe have reviewed the City's comments and revised the plans.", False, "sterling-civil-engineering-may-2-2024-city"),
    ("May 2, 2024\nCity of Wayzata\n600 Rice Street East\nDear City Engineer:\nWe have reviewed the plans and request the City's review.", False, "may-2-2024-city-of-wayzata-600-rice-street"),
    # a city letterhead, but the review still to come or about something else
    ("CITY OF WAYZATA\nMay 2, 2024\nWe will review the plans once the revised submittal is received.", False, "city-of-wayzata-may-2-2024-we-will-review"),
    ("CITY OF WAYZATA\nMay 2, 2024\nWe have received your application; it is incomplete and has not been reviewed.", False, "city-of-wayzata-may-2-2024-we-have"),
    ("CITY OF WAYZATA\nMEMORANDUM\nFROM: Engineering Department\nRE: Request for plan submittal\nPlease submit plans.", False, "city-of-wayzata-memorandum-from"),
    ("From: Jane Doe <jdoe@westwoodps.com>\nTo: John Smith <jsmith@ci.wayzata.mn.us>\nSubject: Lakeview stormwater plans\nJohn, attached are the plans for your review.", False, "from-jane-doe-jdoe-westwoodps-com-to-john"),
    ("From: John Smith <jsmith@ci.wayzata.mn.us>\nSubject: Lakeview stormwater plans\nWe have not yet reviewed the plans; we will send comments next week.", False, "from-john-smith-jsmith-ci-wayzata-mn-us-2"),
    ("Agency\tStatus\tDate\nCity of Minnetonka\tPending\t\nMCWD\tSubmitted\t04/12/2024", False, "agency-status-date-city-of-minnetonka-2"),
    ("Agency\tStatus\nCity of Minnetonka\tUnder review", False, "agency-status-city-of-minnetonka-under"),
    ("The plans will be submitted to the City Council for approval of the preliminary plat.", False, "the-plans-will-be-submitted-to-the-city"),
    ("Municipal Review\nHas the city reviewed the stormwater plan?\tNo", False, "municipal-review-has-the-city-reviewed-the"),
    ("City Approval\nHas the city approved the project?", False, "city-approval-has-the-city-approved-the"),
    ("A Planning Commission hearing is scheduled for June 4, 2024.", False, "a-planning-commission-hearing-is-scheduled"),
    ("STAFF REPORT\nCITY OF MOUND\nStaff recommends that the application be tabled pending revised plans.", False, "staff-report-city-of-mound-staff"),
    ("MINNEHAHA CREEK WATERSHED DISTRICT\nRESOLUTION NO. 24-050\nRESOLUTION APPROVING THE PERMIT APPLICATION OF THE CITY OF WAYZATA", False, "minnehaha-creek-watershed-district"),
    ("Development Review Committee Comments\nComments will be provided by the City of Eden Prairie after the hearing.", False, "development-review-committee-comments"),
    # the applicant's letter to the city: the firm's letterhead first
    ("Summit Design-Build Co.\nCITY OF HOPKINS - PUBLIC WORKS\n1010 First Street South. We request that staff review the stormwater plan.", False, "summit-design-build-co-city-of-hopkins"),
    # the city's letterhead, the review still to come
    ("CITY OF HOPKINS - PUBLIC WORKS\nStaff will review the stormwater plan for Blake Road Flats when it is submitted.", False, "city-of-hopkins-public-works-staff-will"),
    # the city named with something that is not its office
    ("CITY OF HOPKINS - STORMWATER PLAN SUBMITTAL\nOur team reviewed the stormwater plan for Blake Road Flats.", False, "city-of-hopkins-stormwater-plan-submittal"),
    # a running head, then the firm's letterhead
    ("Submittal SUB-C-014    Page 7\nSummit Design-Build Co.\nTo: City of Hopkins\nWe reviewed the stormwater plan.", False, "submittal-sub-c-014-page-7-summit-design"),
    # the city's letterhead, a request
    ("City of Edina | Engineering Department\nPlease review the stormwater plan and send comments.", False, "city-of-edina-engineering-department-2"),
    # a memo header from the city's engineer or public works
    ("MEMORANDUM\nTO: Permit Coordinator, MCWD\nFROM: Robert Lind, P.E., City Engineer, City of Wayzata\nRE: Stormwater review - 123 Lake Street\nDATE: May 3, 2024", True, "memorandum-to-permit-coordinator-mcwd-from-rober"),
    ("City of Excelsior Engineering Memorandum\nThe grading plan dated April 2 was examined.", True, "city-of-excelsior-engineering-memorandum-the-gra"),
    ("To: Minnehaha Creek Watershed District\nFrom: Township of Minnetrista Public Works\nSubject: Grading and drainage plan comments, Lot 4 Block 2", True, "to-minnehaha-creek-watershed-district-from-towns"),
    # a memo to the city, or from it about something else
    ("MEMORANDUM\nTO: City Engineer, City of Wayzata\nFROM: Jane Doe, P.E., Westwood\nRE: Stormwater review request - 123 Lake Street", False, "memorandum-to-city-engineer-city-of-wayzata-from"),
    ("FROM: City of Hopkins\nRE: Utility billing", False, "from-city-of-hopkins-re-utility-billing"),
]


@pytest.mark.parametrize("text,present", cases(CITY_DOCUMENTS))
def test_the_citys_own_documents(text, present):
    assert ("N.6.A.11" in found(text)) is present


# ---- the applicant's own claim of conformance is its Section 4 statement (N.4.7), not the city's document ----
CONFORMANCE = [
    ("The City of Edina has determined that the project conforms to its Comprehensive Water Resources Management Plan.", True, "the-citys-own-finding-of-conformance"),
    ("The design conforms to the City of Richfield Local Surface Water Management Plan.", False, "the-design-conforms-to-the-city-of"),
    ("Consistency with the City of Wayzata Local Water Management Plan: the project meets the City's LWMP requirements for rate, volume and water quality.", False, "consistency-with-the-city-of-wayzata-local"),
    ("The proposed stormwater management system is consistent with the City's Surface Water Management Plan (2018).", False, "the-proposed-stormwater-management-system"),
    ("This project complies with the Minnetonka Water Resources Management Plan.", False, "this-project-complies-with-the-minnetonka"),
    ("The design will conform to the City of Richfield Local Surface Water Management Plan.", False, "the-design-will-conform-to-the-city-of"),
    ("Projects must demonstrate conformance with the municipal stormwater plan.", False, "projects-must-demonstrate-conformance-with"),
    ("Documentation of conformance with the municipal stormwater plan.", False, "documentation-of-conformance-with-the"),
]


@pytest.mark.parametrize("text,present", cases(CONFORMANCE))
def test_the_applicants_conformance_is_not_the_citys_documentation(text, present):
    assert ("N.6.A.11" in found(text)) is present
