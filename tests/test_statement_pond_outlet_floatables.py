"""N.5.2 stated: a pond outlet removes floatables for the 1-year event: a skimmer, baffle weir, skimmer
hood, trash rack or skimmer plate on the outlet (control) structure, also one named only by its tag
(OCS-1).

This was once a false "met": a SAFL baffle in a sump manhole or a hood on a catch basin is no pond outlet
removing floatables, even when a pond is named elsewhere in the same list. Near misses also cover no
skimmer, a skimmer that may be added or will be fitted in final design, construction skimmer socks and
the rule quoted back.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `segment`, read_statements on one segment, as proposed.
"""

import pytest

from statement_helpers import page, segment


CID = "N.5.2"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "4.1 P8 modeling shows 62% removal. 4.2 OCS-1 and OCS-2 carry skimmers that remove floatables for the 1-year event.", True, id="numbered-block-tagged-skimmers"),
    pytest.param(page, "OCS-1 has a skimmer that removes floatables for the 1-year event.", True, id="tag-ocs-1-skimmer"),
    pytest.param(page, "A baffle weir retains floatables for flows up to the 1-year event.", True, id="baffle-weir-retains-floatables"),
    pytest.param(page, "OCS-3 is fitted with a skimmer to trap floatables during the 1-year storm.", True, id="tag-ocs-3-fitted-with-skimmer"),
    pytest.param(page, "The weir carries a skimmer that keeps floatables in the pond.", True, id="weir-skimmer-keeps-floatables"),
    pytest.param(segment, "Permanent BMPs: Pond 2P (wet pond) with skimmer outlet; sump manhole SMH-3; native seed buffer on Outlot B.", True, id="bmp-list-pond-with-skimmer-outlet"),
    pytest.param(segment, "Pond 1 discharges through a skimmer hood on the outlet structure and Pond 2 through a baffle weir; both retain floatables through the 1-year event.", True, id="skimmer-hood-and-baffle-weir"),
    pytest.param(segment, "The outlet structure has a skimmer that keeps floating trash in the pond during a 1-year storm.", True, id="outlet-structure-skimmer-floating-trash"),
    pytest.param(segment, "Skimmer structures on both pond outlets hold back floating debris for the 1-year storm.", True, id="skimmer-structures-on-pond-outlets"),
    pytest.param(segment, "A SAFL Baffle in the sump and a hood (Snout) on the outlet pipe keep floating debris in the structure.", True, id="hood-on-outlet-pipe-beside-safl-baffle"),
    pytest.param(segment, "OCS-2 carries a trash rack and skimmer plate that remove floatables from the basin outflow.", True, id="trash-rack-and-skimmer-plate"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "A SAFL Baffle in the sump and a hood (Snout) on the outlet pipe keep floating debris in the structure.", True, id="safl-baffle-and-snout-hood-whole-reader"),
    pytest.param(page, "The pond outlet structure includes a skimmer to retain floatables.", True, id="the-pond-outlet-structure-includes-a-skimmer"),
    pytest.param(page, "The outlet control structure has a baffle weir that holds back oil and floatable material up to the 1-year storm.", True, id="the-outlet-control-structure-has-a-baffle"),
    pytest.param(page, "Floatables are removed by a submerged reverse-slope outlet pipe from the pond.", True, id="floatables-are-removed-by-a-submerged-reverse"),
    pytest.param(page, "The pond outlet has a trash rack and a skimmer.", True, id="the-pond-outlet-has-a-trash-rack"),
    pytest.param(page, "THE OUTLET STRUCTURE IS EQUIPPED WITH A SKIMMER PLATE TO CAPTURE FLOATABLES.", True, id="the-outlet-structure-is-equipped-with-a"),
    # plan notes in capitals, outlet hoods and baffles, design specifications
    pytest.param(page, "Pond 1 outlet: a baffle weir skims floatables and oils before water leaves the pond.", True, id="pond-1-outlet-a-baffle-weir-skims"),
    pytest.param(page, "The outlet structure has a SAFL Baffle and SNOUT hood to trap floatable debris.", True, id="the-outlet-structure-has-a-safl-baffle"),
    # routing said with the verb 'route'; a hood or baffle weir on the outlet
    pytest.param(page, "The pond outlet structure has a hood over the low-flow orifice to hold back floatables.", True, id="the-pond-outlet-structure-has-a-hood"),
    pytest.param(page, "A baffle weir inside the outlet control structure keeps floating trash in the pond.", True, id="a-baffle-weir-inside-the-outlet-control"),
    # ---- near misses: these must not count ----
    pytest.param(page, "OCS-1 has no skimmer.", False, id="miss-no-skimmer"),
    pytest.param(page, "A skimmer may be added to OCS-1 if required.", False, id="miss-may-be-added-if-required"),
    pytest.param(page, "Pond outlets shall remove floatables for a 1-year event.", False, id="miss-rule-quoted-back"),
    pytest.param(page, "Catch basin inlet protection with skimmer socks is installed during construction.", False, id="miss-construction-skimmer-socks"),
    pytest.param(page, "OCS-1 will be fitted with a skimmer during final design.", False, id="miss-fitted-during-final-design"),
    pytest.param(segment, "The 12 sump catch basins and two SAFL baffles will be installed as part of the City's Lake Minnetonka protection program.", False, id="miss-sump-catch-basins-and-safl-baffles"),
    pytest.param(segment, "The following permanent BMPs are proposed: • Wet detention pond with outlet control structure • Sump manholes with SAFL baffles • Native seed", False, id="miss-bullet-list-pond-beside-safl-baffles"),
    pytest.param(segment, "Wet pond with outlet control structure; sump manholes with SAFL baffles at CBMH-3 and CBMH-7.", False, id="miss-pond-beside-safl-baffles"),
    pytest.param(segment, "Catch basins have SNOUT hoods to trap floatables before the storm sewer.", False, id="miss-catch-basin-snout-hoods"),
    pytest.param(segment, "Each catch basin is hooded and has a 3-ft sump.", False, id="miss-hooded-catch-basin"),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "No skimmer is provided on the pond outlet.", False, id="miss-no-skimmer-is-provided-on-the-pond"),
    pytest.param(page, "A skimmer may be added to the outlet structure if needed.", False, id="miss-a-skimmer-may-be-added-to-the"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_pond_outlet_removes_floatables(read, text, shown):
    assert (CID in read(text)) is shown
