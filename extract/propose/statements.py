"""Sentences that demonstrate the narrative criteria of Sections 3-5.

Each criterion is a set of word groups that must all occur in one sentence. A negated
or conditional sentence ("riprap is not proposed", "if required, ...") demonstrates
nothing. N.4.3 is itself worded as a negation ("no adverse impact"), so it has its own
patterns and never goes through the generic negation test. N.4.6 has two parts (above
the 100-year flood elevation; within easements) and counts only when both are shown.
"""

from __future__ import annotations

import re

from extract.layout.checkboxes import opens_unticked
from extract.exhibits.negation import deferred as content_deferred, hedged
from extract.words.negation import has_negation, is_rule_language
from extract.layout.segments import Segment
from extract.propose.statement_floatables import floatables_at_pond
from extract.propose.statement_runon import NEIGHBOUR_RUNON
from extract.propose.statement_guards import conditional, designs_against_erosion, echoes_rule, later, pointer
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

# the permanent practices a list names
_BMP_KIND = (r"(?:(?:wet|dry|detention|retention|sedimentation|nurp|stormwater)\s+(?:ponds?|basins?)|ponds?\b|rain\s+gardens?|infiltration\s+(?:basins?|trench\w*|areas?|systems?|galler\w*|chambers?)|"
             r"(?:bio)?filtration\s+(?:basins?|areas?|systems?|cells?)|bioretention|biofiltration|(?:vegetated\s+|grass\w*\s+|bio)?swales?|underground\s+(?:storage|detention|infiltration|chambers?|systems?)|"
             r"sump\s+(?:manholes?|structures?|catch\s+basins?)|hydrodynamic\s+separators?|permeable\s+pav\w+|pervious\s+pav\w+|porous\s+pav\w+|tree\s+trench\w*|green\s+roofs?|"
             r"iron[- ]enhanced\s+sand\s+filters?|sand\s+filters?|filter\s+strips?|stormwater\s+reuse|cisterns?|baffles?|skimmers?)")


# words between "from" and the neighbour: no verb, no "to", never the site itself
_SOURCE_GAP = (r"(?:(?!(?:is|are|was|were|drains?|flows?|routed|discharges?|and|to|into|onto|site|project|roof|building|lot|parking)\b)"
               r"[\w.,()'-]+\s+){0,6}?")

# id -> list of regexes that must all match one sentence
CRITERIA: dict[str, list[re.Pattern[str]]] = {
    "N.3.0": [lazy_compile(r"\bmpca\b|(?:minnesota|\bmn|state(?:'s)?)\s+stormwater\s+manual|protecting water quality in urban areas|minnesota pollution control agency", _I),
              lazy_compile(r"consistent|accordance|conform|compl(?:y|ies|iance)|follow|\bper\b|according to|guidance|manual|standards|"
                         # "The design uses the MPCA's Protecting Water Quality in Urban Areas practices"
                         r"\b(?:uses?|used|using|appl(?:y|ies|ied)|draws?\s+on|drew\s+on)\s+(?:the\s+)?(?:mpca(?:'s|’s)?\s+|minnesota\s+)?(?:protecting water quality|(?:minnesota\s+|mn\s+)?stormwater\s+manual)", _I),
              lazy_compile(r"\bbmps?\b|best management practices?|practices|design|facilit|ponds?|basins?|stormwater management|rain gardens?|protecting water quality in urban areas|"
                         r"infiltration|filtration|bioretention|swales?|treatment|trench|pavers?|pavement", _I)],
    "N.3.2": [lazy_compile(r"(?:permanent|post[- ]construction|proposed)\s+(?:[\w-]+\s+){0,2}(?:bmps?|best management practices|practices|features|facilities|measures)"
                         r"(?:\s+(?:[\w-]+\s+){0,4}?(?:include|includes|are|consist|consists)\b(?!\s+(?:shown|located|described|depicted|designed|sized|required|not|"
                         r"summari[sz]ed|illustrated|discussed|provided|proposed\s+to))|\s+(?:include|includes|consist|consists)\b|\s*(?:proposed\s*)?:\s*[A-Za-z])|"
                         r"(?:list|summary|table) of (?:all )?(?:the )?(?:permanent |proposed )?(?:stormwater )?(?:bmps|best management practices)|"
                         # "Permanent BMPs list: ...", "Permanent water quality BMPs provided: ...", "Permanent BMP list - ..."
                         r"(?:permanent|post[- ]construction)\s+(?:[\w-]+\s+){0,2}(?:bmps?|best management practices|practices|features|facilities|measures)\s*"
                         r"(?:(?!(?:shown|located|described|depicted|not|will|shall|to|are|is)\b)[\w-]+\s*){0,4}[:\u2013\u2014-]\s*"
                         rf"(?=[^.]*?{_BMP_KIND})|"
                         r"(?:stormwater\s+management|storm\s*water\s+treatment|water\s+quality\s+treatment|rate\s+control|treatment)\s+(?:[\w-]+\s+){0,4}?(?:is|are|will\s+be)\s+(?:provided|achieved|accomplished|met)\s+(?:by|through|with|using|via)\s+(?:an?\s+|the\s+|two\s+|three\s+|four\s+|\d+\s+)?(?:[\w-]+\s+){0,3}?(?:ponds?|basins?|gardens?|filters?|vaults?|separators?|swales?|trenche?s?|chambers?|systems?|bench(?:es)?|pavers?|pavement|cells?)\b|"
                         r"following (?:permanent |proposed )?(?:stormwater )?(?:[\w-]+\s+)?(?:bmps|best management practices|practices|measures|features|facilities)\s*(?:are|will|:|include)|"
                         r"^\s*(?:permanent\s+|proposed\s+|post[- ]construction\s+)?(?:stormwater\s+)?(?:bmps?|best management practices|stormwater (?:management )?(?:features|facilities|practices))\s*(?:proposed\s*)?:\s*[A-Za-z]|"
                         # "BMPs proposed for the site include ...", "the stormwater management system consists of a wet pond and ..."
                         r"\b(?:stormwater\s+)?(?:bmps|best management practices)\s+(?:proposed|planned|selected|incorporated|used|to\s+be\s+(?:constructed|installed|used))\s+(?:[\w-]+\s+){0,4}?(?:include|includes|are|consist\s+of)\s+(?!shown|located|described|depicted|designed|sized|required|not|summari[sz]ed|illustrated|discussed)|"
                         rf"\bstorm\s*water\s+(?:management\s+|treatment\s+)?(?:system|design|approach|facilities|features)\s+(?:[\w-]+\s+){{0,3}}?(?:includes?|consists?\s+of|comprises?|is\s+comprised\s+of|will\s+(?:include|consist\s+of))\s+(?:[\w,-]+\s+){{0,6}}?{_BMP_KIND}|"
                         r"\b(?:table\s+\d+\w?|the\s+(?:table|list)\s+below|below)\s+(?:lists?|summari[sz]es?|identifies|tabulates|shows)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:permanent\s+|proposed\s+|post[- ]construction\s+)?(?:stormwater\s+)?(?:bmps|best management practices)", _I)],
    "N.4.2": [lazy_compile(r"reservoir[- ]routing|critical[- ]duration|stage[- ]storage[- ](?:discharge|outflow)|"
                         r"rout(?:e|es|ed|ing)\s+(?:[\w'-]+\s+){0,4}?through\s+(?:the\s+)?(?:\w+\s+){0,2}(?:ponds?|basins?|storage|detention|systems?|chambers?|depressions?|it|them)\b|"
                         r"(?:rout(?:e|es|ing|ed))\s+(?:of\s+)?(?:the\s+|each\s+|all\s+)?(?:[\w,-]+\s+){0,6}?(?:events|storms|storm events|hydrographs?)\b|(?:ponds?|basins?|storage|detention|chambers?|tanks?|vaults?|underground (?:system|storage|detention)|infiltration (?:system|trench)|rain gardens?)\s+(?:were |was |is |are )?routed|routed through (?:the )?(?:proposed |stormwater |detention |wet )?(?:ponds?|basins?|detention|storage)|(?:pond|storage|detention)\s+routing|routing (?:of|through) (?:the )?(?:pond|basin|storage)|storage[- ]indication", _I)],
    # a detention facility run through a routing model, or designed for the critical (24-hour Atlas 14) events
    "N.4.2:model": [lazy_compile(r"\b(?:ponds?|basins?|detention|storage|depressions?|chambers?|vaults?|reservoirs?|outflows?)\b", _I),
                    lazy_compile(r"\b(?:hydrocad|xp-?swmm|pc-?swmm|epa[- ]swmm|swmm|hec-?hms|tr-?20|icpr)\b", _I),
                    lazy_compile(r"\b(?:modell?ed|analy[sz]ed|evaluated|simulated|designed|sized|computed|checked)\b", _I)],
    # (an outlet "to Lost Lake" is where the rates are reported, no detention outlet designed)
    "N.4.2:storm": [lazy_compile(r"\b(?:ponds?|basins?|detention|storage|outlets?(?!\s+to\b)|depressions?|chambers?|vaults?)\b", _I),
                    lazy_compile(r"\batlas\s*14\b", _I),
                    lazy_compile(r"\b24[- ]?(?:hour|hr)\b|\bmse\s*-?\s*3\b", _I)],
    "N.4.4": [lazy_compile(r"off[- ]?site|tributary|upstream|run[- ]?on|upgradient|up[- ]gradient|contributing|"
                         # runoff from a neighbour ("from 0.5 acres of the adjacent cemetery"), never the site's own going to one
                         rf"\bfrom\s+{_SOURCE_GAP}(?:adjacent|adjoining|neighbou?ring|neighbou?rs\b|next\s+door\b|"
                         r"(?:neighbou?rhoods?|propert(?:y|ies)|parcels?|homes|subdivisions?)\s+(?:to\s+the\s+)?(?:north|south|east|west)\w*\b|"
                         r"(?:[\w-]+\s+){0,3}?(?:north|south|east|west)\w*\s+of\s+the\s+(?:site|project|property)\b)|"
                         # homes beyond the site's edge by compass: "the residential area north of the street", "homes east of the corridor"
                         r"\b(?:residential|commercial|neighbou?ring|private)\s+(?:areas?|lots|blocks|propert(?:y|ies)|yards|back\s?yards|homes|houses|parcels)\s+(?:lying\s+|located\s+)?(?:to\s+the\s+)?(?:north|south|east|west)\w*\s+of\s+the\s+"
                         r"(?:street|road|roadway|corridor|site|project|property|trail|path|boulevard|avenue|drive|highway|right[- ]of[- ]way)\b|"
                         r"\b(?:from|areas?|acres|land)\s+(?:lying\s+)?(?:beyond|outside(?:\s+of)?)\s+the\s+(?:project|site|property)(?:\s+(?:limits|boundary|boundaries|lines?))?\b|"
                         # a source that runs onto the site ("the neighborhood east of the school drains to the site")
                         r"\b(?:(?:drains?|draining|flows?|flowing|discharges?|discharging|runs?|conveyed)\s+(?:on)?(?:to|into)|enters?|entering)\s+the\s+(?:project\s+)?(?:site|property)"
                         r"(?=\s*(?:[,;.)]|$)|\s+(?:and|from|at|along|via|through|where|which|in|on|near|across|before|then|is|was)\b)|"
                         # a road or its right-of-way beside the site that drains across it ("4.2 acres of Eden Prairie Road right-of-way that drain across the campus")
                         r"\b(?:road|street|drive|avenue|boulevard|highway|right[- ]of[- ]way|alley)\b[^.;]{0,40}?\b(?:drains?|draining|flows?|flowing|runs?)\s+(?:across|through|over|onto|into)\s+the\s+(?:site|campus|property|parcel)\b", _I),
              lazy_compile(r"runoff|run[- ]?on|run-off|drainage|\bdrain(?:s|ing)?\b|storm\s*water|flows?\b|areas?\b|\bacres\b|watershed", _I),
              lazy_compile(r"accommodat|accounted|included|incorporat|modeled|modelled|conveyed|routed|bypass|pass(?:es|ed|ing)?\s+through|considered|analy[sz]|sized|"
                         r"captured|intercepted|collected|carried|counted|taken\s+into\s+account|part\s+of\s+the\s+(?:model|analysis)", _I)],
    "N.4.4:neighbour": [NEIGHBOUR_RUNON, lazy_compile(r"accommodat|accounted|included|incorporat|modeled|modelled|conveyed|routed|bypass|pass(?:es|ed|ing)?\s+through|"
                                                    r"considered|analy[sz]|sized|captured|intercepted|collected|carried|counted|taken\s+into\s+account|part\s+of\s+the\s+(?:model|analysis)", _I)],
    # the criterion is weighed only where the landlocked fact is established, so the analysis may be
    # stated without repeating the word: back-to-back 100-year events analysed (modelled, routed, checked)
    "N.4.5": [lazy_compile(r"back[- ]to[- ]back|consecutive\s+(?:[\w-]+\s+){0,2}?100[- ]?(?:year|yr)|two\s+(?:successive\s+|consecutive\s+|back[- ]to[- ]back\s+)?100[- ]?(?:year|yr)|"
                         r"100[- ]?(?:year|yr)\b[^.;]{0,40}?(?:followed\s+by\s+(?:a\s+|another\s+|a\s+second\s+)|in\s+succession)|double\s+(?:the\s+)?100[- ]?(?:year|yr)|"
                         r"(?:successive|sequential|repeated)\s+(?:[\w-]+\s+){0,2}?100[- ]?(?:year|yr)", _I),
              lazy_compile(r"land[- ]?locked|analy[sz]\w*|modell?ed|routed|checked|evaluated|simulated|sized|designed|computed|holding\s+capacity|freeboard", _I)],
    "N.4.7": [lazy_compile(r"conform|consistent|compl(?:y|ies|iance)|accordance|\bmeets?\b|\bmet\b|\bfollow(?:s|ed|ing)?\b|\badher(?:es|ed|ing)\s+to\b|\bin\s+keeping\s+with\b", _I),
              lazy_compile(r"\bcity\b|\bcities\b|municipal|\blocal\s+(?:surface\s+|storm\s*)?water|township|\blswmp\b|"
                         r"\b(?!(?:district|watershed|mcwd|creek|state|county|minnesota|the|a|this|our|comprehensive|local|surface|storm|stormwater|regional|water|metropolitan|council)\b)(?-i:[A-Z])[a-z]+(?:'s)?\s+(?:local\s+|comprehensive\s+)?(?:surface\s+|storm\s*)?water\s+(?:resources?\s+)?management\s+plan", _I),
              lazy_compile(r"(?:water|stormwater|storm water)\s+(?:resources?\s+)?management plan|\bl?swmp\b|\bcswmp\b|\blwmp\b|surface water (?:management )?plan|comprehensive (?:stormwater|water)|local water (?:management )?plan|(?:city|municipal)(?:'s)? (?:\w+\s+)?water plan", _I)],
    "N.4.8": [lazy_compile(r"outfall|outlet|discharge points?|flared end|\bfes\b|apron|culvert end|\boverflows?\b|\bspillways?\b|\bdischarges\s+(?:onto|into|to)\b", _I),
              lazy_compile(r"rip[- ]?rap|energy dissipat|scour|erosion (?:protection|control)|stilling basin|plunge pool|armou?r|turf reinforcement|\btrm\b|splash pad|impact basin", _I)],
    "N.5.2": [lazy_compile(r"skimmer|baffle|snout|trash rack|submerged (?:inlet|outlet|pipe)|hooded|\bhoods?\b|reverse[- ]slope pipe|(?:remov\w*|retain\w*|captur\w*|trap\w*|skim\w*) (?:of )?(?:the )?floatables?|floatables? (?:removal|are removed|will be removed|control)", _I),
              lazy_compile(r"pond|outlet|structure|basin|control|\bocs\b|\bocs-?\d|\bweirs?\b", _I)],
}
_QUALITY_KIND = (r"(?:water[- ]quality|treatment|nurp|filtration|biofiltration|bioretention|rain gardens?|infiltration (?:basin|trench|area)s?|"
                 r"sedimentation|iron[- ]enhanced sand)")
_QUALITY_ONLY = lazy_compile(rf"\b{_QUALITY_KIND}\s+(?:\w+\s+){{0,2}}(?:outfalls?|outlets?|discharge|overflows?|spillways?)|"
                           rf"\b(?:outfalls?|outlets?|overflows?|spillways?)\s+(?:of|from)\s+(?:the\s+|each\s+|all\s+)?(?:proposed\s+)?{_QUALITY_KIND}", _I)
_QUALITY = lazy_compile(r"pond|basin|water quality|sand filter|iron[- ]enhanced|treatment|nurp|filtration|bioretention|rain garden|biofiltration|wet detention|sediment", _I)
_N43 = [
    lazy_compile(r"\b(?:no|not|without|nor)\s+(?:(?:be|have|has|an|any|cause|causes|result|results|in|create|creates|significant|expected|anticipated|anticipate|to|an|will|measurable)\s+){0,3}advers\w*(?:\W+\w+){0,8}?\W+(?:off[- ]?site|downstream|adjacent|neighbou?ring|receiving|surrounding)", _I),
    lazy_compile(r"(?:off[- ]?site|downstream|adjacent|neighbou?ring)\s+(?:\w+\s+){0,2}(?:water levels?|hwls?|flood (?:elevations?|levels?)|high water (?:levels?|elevations?)|stages?)\s+(?:(?:will|would|are|do|does|shall)\s+)?not\s+(?:be\s+)?(?:adversely\s+)?(?:increase[ds]?|rise|raise[ds]?|change[ds]?|affected|impacted)", _I),
    lazy_compile(r"\bno (?:increase|change|rise) in (?:off[- ]?site|downstream|adjacent) (?:\w+\s+){0,2}(?:water levels?|hwls?|flood (?:elevations?|levels?)|stages?)", _I),
    lazy_compile(r"\b(?:will|would|does|do|shall)\s+not\s+(?:increase|raise|rise|change|affect|impact)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:water levels?|hwls?|high water (?:levels?|elevations?)|flood (?:elevations?|levels?|stages?)|stages?)\s+"
               r"(?:\w+\s+){0,3}?(?:of\s+|on\s+|in\s+|at\s+)?(?:the\s+|any\s+)?(?:off[- ]?site|downstream|adjacent|neighbou?ring|receiving)", _I),
]
# N.4.3 as a concept: a water level, a place beyond the site, and words saying it does not change,
# in any order ("no increase in flood elevations downstream", "HWLs of adjacent basins are unchanged").
_N43_LEVEL = lazy_compile(r"\b(?:100[- ]?(?:year|yr)\s+(?:flood\s+)?(?:level|elevation|stage)s?|water\s+(?:levels?|surface\s+elevations?|elevations?)|hwls?|high\s+water\s+(?:levels?|elevations?|marks?)|"
                        r"flood(?:ing)?\s*(?:elevations?|levels?|stages?|heights?)?|head\s*water(?:\s+elevations?)?|tail\s*water(?:\s+elevations?)?|stages?|ponding\s+(?:levels?|depths?))\b", _I)
_N43_PLACE = lazy_compile(r"(?-i:\b[A-Z][\w'-]+\s+(?:Lake|Creek|River|Bay|Slough|Marsh)\b|\b(?:Lake|Bay)\s+[A-Z][\w'-]+)|\b(?:off[- ]?site|downstream|upstream|adjacent|neighbou?r(?:ing|s'?|'s)?|receiving|surrounding|adjoining|"
                        r"other\s+properties|down[- ]?gradient|(?:off|beyond|outside)\s+(?:of\s+)?the\s+(?:site|property|parcel|project|right[- ]of[- ]way|row|campus|corridor|lot|street|road))\b", _I)
_GAP = r"(?:[\w'-]+\s+){0,5}?"
_N43_VERB = r"(?:increase[ds]?|raise[ds]?|rise|change[ds]?|affect(?:ed)?|impact(?:ed)?|alter(?:ed)?)"
# the words naming where a level is: nouns and their joiners, never a verb or a clause of its own
_PLACE_GAP = (r"(?:(?!(?:will|would|shall|should|be|been|is|are|was|were|to|that|they|it|which|if|whether|until|once|when|"
              r"confirm\w*|ensure\w*|verif\w*|evaluat\w*|check\w*|analy[sz]\w*|model\w*|demonstrat\w*|show\w*)\b)[\w'’-]+,?\s+){0,14}?")
_N43_ORDERED = [
    # "no increase in the off-site 100-yr high water level"
    lazy_compile(rf"\bno\s+(?:net\s+|measurable\s+|significant\s+)?(?:increases?|change|changes|rise|(?:adverse\s+)?(?:impacts?|effects?))\s+(?:in|to|on|of)\s+{_GAP}{_N43_LEVEL.pattern}", _I),
    # "downstream water levels will not be adversely affected"
    lazy_compile(rf"{_N43_LEVEL.pattern}\s+{_GAP}(?:(?:will|would|shall|are|is|do|does|to|have|has)\s+)?(?:not|never)\s+(?:be\s+|been\s+)?(?:adversely\s+)?{_N43_VERB}\b", _I),
    # "will not raise water levels on the neighboring properties"
    lazy_compile(rf"\b(?:not|never)\s+(?:adversely\s+)?{_N43_VERB}\s+(?:the\s+|any\s+)?{_GAP}{_N43_LEVEL.pattern}", _I),
    # "water levels in the Smithtown Road ditch and the downstream wetland are not raised": the place may run long
    lazy_compile(rf"{_N43_LEVEL.pattern}\s+(?:in|at|of|on|along|within)\s+{_PLACE_GAP}(?:will|would|shall|are|is|do|does)\s+not\s+(?:be\s+)?(?:adversely\s+)?{_N43_VERB}\b", _I),
    # "Stieger Lake's 100-year level (968.9) is not raised": the level with its figure in brackets
    lazy_compile(rf"{_N43_LEVEL.pattern}\s*\([^()]{{0,20}}\)\s*(?:(?:is|are)\s+not|(?:will|would|shall)\s+not\s+be)\s+(?:adversely\s+)?{_N43_VERB}\b", _I),
    # "no off-site water level rises during or after construction": the level itself denied its change, the verb
    # plain (a noun "rises were analysed", or a cap "rises more than 0.1 ft", is no such claim)
    lazy_compile(rf"\bno\s+{_GAP}{_N43_LEVEL.pattern}\s+(?:rises|increases|changes|(?:is|will\s+be)\s+(?:raised|increased|changed|affected|altered))\b"
               r"(?!\s+(?:were|was|are|is|have|has|(?:by\s+)?more|above|beyond|over|in\s+excess|greater|exceed\w*)\b)", _I),
    # "the HWLs of adjacent basins are unchanged"
    lazy_compile(rf"{_N43_LEVEL.pattern}\s+{_GAP}(?:(?:will\s+)?(?:remain|remains|are|is|be|stay|stays)\s+)?(?:unchanged|unaffected|unaltered|the\s+same)\b", _I),
]


def _n43_concept(text: str) -> bool:
    for sentence in re.split(r"(?<=[.;!?])\s+", text):
        if _N43_PLACE.search(sentence) and any(rx.search(sentence) for rx in _N43_ORDERED):
            return True
    return False


# the easement written first: "a drainage and utility easement covers the pond"
# a facility's tag standing for it: "UG-1", "IB-7A", "RG-2", "SWF-1"
_TAG = r"(?-i:\b(?!(?:NGVD|NAVD|CSAH|TH|HWY|MSE|SP|US|MN|ASTM|CR|MH|CB|CBMH|FES|STA|EL|ELEV|LF|DP|SEC|T|R|S|I)-?\d)[A-Z]{1,5}-?\d{1,3}[A-Z]?\b)"
_KINDS = r"(?:drainage|utility|flowage|stormwater|ponding|d\s?&\s?u|d/u)(?:(?:\s*,\s*|\s*/\s*|\s+(?:and|&|or|and/or)\s+)(?:drainage|utility|flowage|ponding))*"
_N46_EASEMENT_OVER = lazy_compile(rf"\b{_KINDS}\s+(?:easements?|esmts?)\s+"
                                r"(?:\w+\s+){0,4}?(?:over|covers?|covering|encompass\w*|encumber\w*|surround\w*|around|for)\s+(?:the\s+|all\s+|each\s+|both\s+)?(?:[\w-]+\s+){0,3}?"
                                rf"(?:(?:ponds?|basins?|facilit\w*|bmps?|structures?|gardens?|areas?|chambers?|systems?|vaults?|tanks?|trench\w*|swales?|cells?|it|them)\b|{_TAG})", _I)


_N46_ABOVE = lazy_compile(r"(?:above|outside|higher than)\s+(?:of\s+)?(?:the\s+)?(?:(?:site|project|property|parcel)(?:'s|’s)\s+)?(?:projected\s+|fema\s+|regulatory\s+|regional\s+|(?-i:[A-Z])[\w.'-]*\s+){0,3}(?:100[- ]?(?:year|yr)\.?\s+(?:flood|high water|hwl|floodplain|water (?:level|elevation))|floodplain|flood (?:plain|elevation|zone)|base flood elevation|\bbfe\b|(?:regional\s+|regulatory\s+)?flood\s+(?:level|stage)s?\b|1\s*%\s*(?:annual[- ]chance\s+)?flood|special flood hazard area|zone\s+a[eo]?\b)|(?:above|higher than)\s+(?:the\s+)?(?:(?-i:[A-Z])[\w.'-]*\s+){0,3}(?:creek|lake|river|wetland|stream|channel|bay|marsh)(?:'s|’s)?\s+(?:projected\s+)?100[- ]?(?:year|yr)\.?\s+(?:flood\s+)?(?:elevation|level|stage|hwl)", _I)
_TO_BE_DEDICATED = lazy_compile(r"\b(?:(?:to\s+be|will\s+be|shall\s+be)\s+(?:dedicated|platted|recorded|granted|conveyed)|(?:will|shall)\s+(?:grant|dedicate|convey))\b[^.;]*", _I)
_N46_DEDICATION = lazy_compile(r"\b(?:dedicat\w+|platted|plat|(?:will|shall)\s+(?:grant|convey)|(?:to|will|shall)\s+be\s+(?:granted|conveyed))\b", _I)
_N46_UNSETTLED = lazy_compile(r"\b(?:to|will|shall|must|would\s+need\s+to)\s+be\s+(?:\w+\s+)?(?:determined|negotiated|acquired|obtained|evaluated|sought|requested)\b|\bif\s+(?:required|needed|necessary)\b|\bas\s+needed\b", _I)
# "Outlot A, which will be dedicated as a drainage and utility easement, holds the pond"
_N46_DEDICATED_AS = lazy_compile(r"\b(?:ponds?|basins?|facilit\w*|bmps?|outlots?|gardens?)\b[^.;]{0,80}?\b(?:dedicated|platted|encumbered|covered|reserved)\s+(?:as|by|with)\s+(?:an?\s+|the\s+)?(?:[\w'-]+\s+){0,2}?"
                               r"(?:drainage|utility|flowage|stormwater|ponding|d\s?&\s?u)\s+(?:(?:and|&)\s+(?:utility|drainage)\s+)?(?:easements?|esmts?)", _I)
_N46_RULE = lazy_compile(r"\b(?:shall|must|should|(?:is|are)\s+required\s+to)\b", _I)
_PRELIMINARY = lazy_compile(r"\bpreliminary\s+(?=plat|plan|pud|site)", _I)
# "not within the floodplain" says the same in the negative, so it passes the negation test on its own
_N46_NOT_IN = lazy_compile(r"\b(?:not|no\s+part\s+of\s+(?:\w+\s+){1,3}(?:is|lies)|none\s+of\s+(?:\w+\s+){1,4}(?:is|are|lies|lie))\s+(?:\w+\s+){0,2}?(?:with)?in\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,3}?(?:flood\s*plain|floodway|flood\s+zone|100[- ]?(?:year|yr)\s+flood)", _I)
_N46_FACILITY = lazy_compile(rf"pond|basin|detention|rate control|facilit|bmp|structure|rain garden|infiltration|filtration|swale|vault|chamber|tank|{_TAG}", _I)
_N46_EASEMENT = lazy_compile(r"\b(?:within|inside|in|covered by|located in|contained in|encumbered by|subject to|overlaid by|protected by)\s+(?:a\s+|an\s+|the\s+)?(?:[\w'-]+\s+){0,6}?"
                           rf"(?:{_KINDS}|storm\s+sewer)\s+(?:easements?|esmts?)", _I)
_BUILDING = lazy_compile(r"\b(?:lowest\s+(?:floor|opening|entry)|low\s+(?:floor|opening)|openings?|buildings?|house|home|garage|basement|dwelling)\b", _I)
_PRONOUN_START = lazy_compile(r"^\s*(?:they|it|these|each|both|all three|all four)\s+(?:\w+\s+){0,2}?(?:is|are|lies|lie|sits?|located|situated|falls?)\b", _I)
_CONDITIONAL_START = lazy_compile(r"^\s*(?:if|unless|should|where required|when required|in the event)\b", _I)
_DEFERRED = lazy_compile(r"\b(?:will be (?:determined|evaluated|addressed|designed) (?:later|at a later|during final)|to be determined|tbd)\b", _I)


_OPTIONAL = lazy_compile(r"\b(?:may|might|could|should|recommended|encouraged|consider)\b", _I)


_ALL_START = lazy_compile(r"^\s*all\s+(?=(?:\w+\s+){0,3}(?:are|were|is|was|have|has|meet|include|discharge|drain|outlet|follow|conform|comply|"
                        r"lie|sit|receive|use|incorporate|provide|contain)\b)", _I)
# "Plat No. 1902" is a number, not a negation
_NUMBER_NO = lazy_compile(r"\bNo\.\s*(?=\d)")


# "the culverts are extended, not resized": a contrast at the clause's end corrects the verb, it denies nothing
# and "a narrower section where parking is not needed" places the practice; the claim stands
_CONTRAST = lazy_compile(r",\s+not\s+\w+ed\b(?=\s*(?:[.;]|$))|\bwhere\s+(?:[\w-]+\s+){1,4}?(?:is|are)\s+not\s+(?:needed|required|necessary|used)\b", _I)


def _negated(text: str) -> bool:
    return has_negation(_CONTRAST.sub("", _NUMBER_NO.sub("", text)))


# N.4.5 is itself worded as a negation ("the runoff volume will not increase"; a basin with "no outlet"
# is what landlocked means): those words are the claim, so only the rest of the sentence is tested.
_N45_OWN_NEGATION = lazy_compile(r"\b(?:(?:will|would|does|do|shall|is|are|did)\s+not\s+(?:be\s+)?increase[ds]?|no\s+(?:net\s+)?increase\s+in\s+(?:the\s+)?(?:runoff\s+)?volume|"
                               r"(?:has|have|with)\s+no\s+(?:natural\s+|positive\s+|surface\s+)?outlet)\b", _I)


def _ok(text: str) -> bool:
    # "All outfalls are protected with riprap" describes this project; "All outfalls shall ..." is a rule
    plain = _ALL_START.sub("", text)
    return not (_CONDITIONAL_START.search(text) or _DEFERRED.search(text) or _negated(text) or _OPTIONAL.search(text)
                or conditional(text) or later(text) or is_rule_language(plain, allow_shall=True))


# A statement says what the design does, so it has a verb; a callout on a sheet ("RIPRAP AT
# FLARED END SECTION - CLASS III") labels a drawn thing and demonstrates no criterion by itself.
# Callouts are written in capitals or as short unpunctuated labels; prose sentences are taken as
# statements whatever their verb.
_VERB = lazy_compile(
    r"\b(?:is|are|was|were|be|been|being|will|shall|must|has|have|had|does|do|did|can|"
    r"includes?|included|consists?|contains?|provides?|provided|uses?|utili[sz]es?|incorporates?|conforms?|complies|comply|"
    r"meets?|lies|sits|protects?|prevents?|minimi[sz]es?|reduces?|dissipates?|removes?|captures?|treats?|accommodates?|"
    r"follows?|receives?|install|place|construct|designed|placed|installed|constructed|sized|located|routed|modeled|modelled|"
    r"selected|chosen|applied|used|maintained|achieved|met|satisfied|addressed|accounted|considered|incorporated|provided|"
    r"equipped|armou?red|lined|protected|conveyed|served|outlets to|retains?|skims?|traps?|collects?|discharges to|drains to|flows to|"
    r"dissipated|retained|removed|captured|treated|skimmed|trapped)\b", _I)


def _callout(piece: str) -> bool:
    letters = [c for c in piece if c.isalpha()]
    caps = bool(letters) and sum(c.isupper() for c in letters) / len(letters) > 0.8
    return caps or (not piece.rstrip().endswith((".", "!", ";")) and len(piece.split()) <= 12)
# A bulleted list glued into one segment: the items and the sentence after them are read apart,
# so a negation in the next sentence does not void the list's introduction.
_BULLET = lazy_compile(r"\s*[•\uf0b7\uf0a7▪◦●]\s*")


# numbered paragraphs run into one segment ("3.1 The ponds ... 3.2 Off-site runoff ...") are read one by one
_NUMBERED = lazy_compile(r"(?<=[.;!?])\s+(?=\d{1,2}\.\d{1,2}\s+[A-Z])")
# the clauses of one sentence: "no open-channel outfall is created, and the curb outlet has a splash pad to prevent erosion"
_CLAUSE = lazy_compile(r";\s+|,\s+(?=(?:and|but)\s+(?:the|a|an|each|all|both|its|their|this|these|[A-Z]{1,4}-?\d)\b)")


def _pieces(text: str) -> list[str]:
    parts = [p.strip() for p in _BULLET.split(text) if p.strip()]
    pieces = [text] + parts if len(parts) > 1 else [text]
    numbered = [p.strip() for p in _NUMBERED.split(text) if p.strip()]
    if len(numbered) > 1:
        pieces += numbered
    if not (_CONDITIONAL_START.search(text) or conditional(text)):
        for whole in numbered or [text]:
            clauses = [c.strip() for c in _CLAUSE.split(whole) if c and c.strip()]
            if len(clauses) > 1:
                pieces += [re.sub(r"^(?:and|but)\s+", "", c) for c in clauses if len(c.split()) >= 5]
    return pieces


_RUN_ON_ROUTED = lazy_compile(r"\b(?:off[- ]?site|offsite|tributary|upstream|run[- ]?on)\b(?:[^.;]|\.(?=\d)){0,80}?\brout(?:e|es|ed|ing)\b", _I)


def read_statements(seg: Segment) -> dict[str, list[Evidence]]:
    """Criterion ids the sentence demonstrates, with the sentence as evidence."""
    text = seg.text
    out: dict[str, list[Evidence]] = {}
    if _is_heading(text):
        return out  # a heading names a topic; it demonstrates nothing
    if opens_unticked(text) or _quotes_requirement(text) or _quotes_rule_clause(text) or echoes_rule(text) or pointer(text):
        return out
    ev = seg.evidence()
    for piece in _pieces(text):
        for cid, groups in CRITERIA.items():
            if cid.split(":")[0] in out:
                continue
            if cid == "N.3.0" and re.search(r"\bpermit\b", piece, _I) and not re.search(r"manual|protecting water quality", piece, _I):
                continue  # the MPCA's construction permit is not its BMP manual
            if cid == "N.3.2" and _POINTER_AFTER_LABEL.search(piece):
                continue  # "Permanent BMPs: see Sheet C-5" sends the reader elsewhere; no list is here
            if cid == "N.3.2" and not (_BMP_KIND_RX.search(text) or _LIST_WORD.search(text)):
                continue  # "Best management practices: widths were held to the minimum" names no practice
            if cid == "N.3.2" and _TEMPORARY.search(piece) and not re.search(r"\bpermanent\b|\bpost[- ]construction\b", piece, _I):
                continue  # construction-phase erosion control is not the permanent BMPs
            if cid == "N.5.2" and _TEMPORARY.search(piece) and not re.search(r"\bpermanent\b|\bpond\b|\bocs\b|\boutlet\s+(?:control\s+)?structure", piece, _I):
                continue  # skimmer socks in inlet protection during construction are no pond outlet
            if cid == "N.4.7" and _CITY_FINDING.search(piece):
                continue  # the city's own review is the N.6.A.11 exhibit, not the applicant's demonstration
            if cid != "N.3.2" and _callout(piece) and not _VERB.search(piece):
                continue
            tested = _N45_OWN_NEGATION.sub(" ", piece) if cid == "N.4.5" else _STANDARD_OF_NO.sub(" ", piece) if cid == "N.4.7" else piece
            if all(g.search(piece) for g in groups) and _ok(tested):
                if cid == "N.5.2" and not floatables_at_pond(piece):
                    continue  # "sump manholes with SAFL baffles" beside "a wet pond": the baffle is in the manhole, not the pond outlet
                if cid.startswith("N.4.2") and _RUN_ON_ROUTED.search(piece) \
                        and not re.search(r"reservoir|critical|storage[- ]indication|stage[- ]storage|events?\b|storms?\b", piece, _I):
                    continue  # "Off-site runoff from 2.30 ac ... is routed through Pond 1": where run-on goes (N.4.4), no routing design
                if cid == "N.4.8" and _INLET.search(piece) and not _OUTFALL_WORD.search(piece):
                    continue  # "riprap at the basin inlet FES-1" protects where water enters the facility, not where it leaves
                if cid == "N.4.8" and not designs_against_erosion(piece):
                    continue  # erosion seen at an outfall is a problem described, not a design against it
                if cid == "N.4.8" and _QUALITY_ONLY.search(piece):
                    out.setdefault("N.5.4", []).append(ev)  # the quality facility's outfall, not all outfalls
                    continue
                out.setdefault(cid.split(":")[0], []).append(ev)
                # N.5.4 wants the quality facility's own outfall named: outfalls named generally ("all outfalls
                # have riprap", "outfall structures include riprap aprons", "the outlet pipe") demonstrate N.4.8 only
                if cid == "N.4.8" and _QUALITY.search(piece):
                    out.setdefault("N.5.4", []).append(ev)
    if any(p.search(text) for p in _N43) and not (_CONDITIONAL_START.search(text) or _OPTIONAL.search(text) or _DEFERRED.search(text)):
        out.setdefault("N.4.3", []).append(ev)
    if _n43_concept(text) and "N.4.3" not in out and not (_CONDITIONAL_START.search(text) or _OPTIONAL.search(text) or _DEFERRED.search(text)):
        out.setdefault("N.4.3", []).append(ev)
    # the facility may be named in the paragraph's other sentence, or be the pronoun that continues it ("They sit in ...")
    if _N46_FACILITY.search(text) or _PRONOUN_START.match(text):
        for sentence in re.split(r"(?<=[.;!?])(?<!\bNo\.)\s+", text):
            if _CONDITIONAL_START.search(sentence) or hedged(_PRELIMINARY.sub("", sentence)):
                continue
            if _N46_RULE.search(sentence) and not _THIS_PROJECT.search(sentence):
                continue  # "Rate control facilities shall be ... within easements": the rule, not this design
            # an easement "to be dedicated on the plat" still holds the facility (platting is how it is made);
            # any other deferral leaves the sentence saying nothing yet
            dedication = _N46_DEDICATION.search(sentence) and not _N46_UNSETTLED.search(sentence)
            if content_deferred(sentence) and not dedication:
                continue
            if (_N46_EASEMENT.search(sentence) or _N46_EASEMENT_OVER.search(sentence) or _N46_DEDICATED_AS.search(sentence)) and not _negated(sentence) \
                    and not _N46_UNSETTLED.search(sentence):
                out.setdefault("N.4.6:easement", []).append(ev)
            if content_deferred(_TO_BE_DEDICATED.sub(" ", sentence) if dedication else sentence):
                continue  # "within an easement to be dedicated on the plat": the platting is deferred, the level is not
            not_in = _N46_NOT_IN.search(sentence)
            above = not_in or (_N46_ABOVE.search(sentence) if not _negated(sentence) else None)
            if above is not None and not not_in and re.search(r"(?:\d(?:\.\d+)?\s*(?:ft\.?|feet|foot|'|’)|freeboard)\s*$",
                                                              sentence[max(0, above.start() - 25):above.start()], _I):
                above = None  # "freeboard 1.5 ft above the 100 yr HWL": the berm's height over the pond's level, not where it sits
            # the facility is what sits above: named before the flood level, and no building's opening is meant
            facility = _N46_FACILITY.search(sentence)
            if above and (facility and facility.start() < (above.end() if not_in else above.start()) or _PRONOUN_START.match(sentence)) \
                    and not _BUILDING.search(sentence):
                out.setdefault("N.4.6:above", []).append(ev)
    return out


# "meet the City plan's requirement of no increase in peak discharge": the standard's words, not a denial of conformance
_STANDARD_OF_NO = lazy_compile(r"\b(?:requirements?|standards?|criteri(?:a|on)|limits?|polic(?:y|ies))\s+(?:of|for)\s+no\s+(?:net\s+)?(?:increase|rise|change)\b", _I)
_INLET = lazy_compile(r"\binlets?\b|\binflows?\b|\bentrance\b", _I)
_OUTFALL_WORD = lazy_compile(r"outfall|outlet|discharge|overflow|spillway|culvert\s+end", _I)
_BMP_KIND_RX = lazy_compile(rf"\b{_BMP_KIND}", _I)
_LIST_WORD = lazy_compile(r"\b(?:table|list|summary|following|below|schedule)\b", _I)
_POINTER_AFTER_LABEL = lazy_compile(r"[:\u2013\u2014-]\s*(?:please\s+)?(?:see|refer\s+to|reference|as\s+shown|shown\s+on|per\s+(?:sheet|plan|figure|appendix))\b", _I)
_TEMPORARY = lazy_compile(r"\b(?:temporary|erosion\s+(?:and\s+sediment\s+)?control|sediment\s+control|silt\s+fences?|during\s+construction|"
                        r"construction\s+entrances?|inlet\s+protection|swppp)\b", _I)


# The municipality speaking: "The City has reviewed the plans and finds them consistent with ...".
_CITY_FINDING = lazy_compile(r"\b(?:the\s+)?(?:city|township|municipality|village)(?:\s+of\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*)?(?:'s)?(?:\s+(?:engineer(?:ing)?|staff|public\s+works)(?:\s+(?:department|division|staff))?)?\s+"
                           r"(?:has|have|had)?\s*(?:reviewed|finds|found|determined|concluded|confirms|confirmed|approved)\b", _I)
# An unticked checklist item states nothing about the project.
# "Rule N requires that ..." restates the rule; "the design meets the requirement that ..." claims it.
_REQUIREMENT = lazy_compile(r"\b(?:requires?|requiring|must|rule\s+n\b|(?:district|rule|ordinance|standard|criteria)\s+(?:states?|says|specif\w+))\b", _I)
_CLAIM = lazy_compile(r"\b(?:meets?|met|compl(?:y|ies|ied)|satisf\w+|conform\w*|consistent|in accordance|achiev\w+|demonstrat\w+)\b", _I)


# The rule's own clauses quoted back, as a response-to-criteria report does ("(8) Outfall structures
# shall incorporate designs to minimize erosion and scouring. Response: ..."): a parenthesised clause
# number or the rule naming itself, with the rule's modal; and checklist items that ask for a document.
_CLAUSE_NO = lazy_compile(r"^\s*\(\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})\s*\)\s*", _I)
_RULE_MODAL_WORDS = lazy_compile(r"\b(?:shall|must|will\s+be\s+used|is\s+required|are\s+required)\b", _I)
_RULE_SELF = lazy_compile(r"\b(?:this\s+rule|pursuant\s+to|the\s+criterion|these\s+rules|the\s+district\s+(?:shall|will|requires?))\b", _I)
_ASKS = lazy_compile(r"^\s*(?:\(\s*\w{1,4}\s*\)\s*)?(?:documentation|document|provide|submit|include|delineation\s+of|a\s+list\s+of|list\s+of|evidence\s+of)\b", _I)


_GENERIC_USE = lazy_compile(r"\b(?:shall|will)\s+be\s+used\s+(?:for|to)\b", _I)
_THIS_PROJECT = lazy_compile(r"\b(?:the|this|our|each|both|proposed)\s+(?:\w+\s+)?(?:ponds?|basins?|project|site|design|development|facilit(?:y|ies)|outlets?|system)\b", _I)


# a list's own label followed by the list: "List of permanent BMPs: Pond A (wet detention); OCS-1 outlet ..."
_LABELLED_LIST = lazy_compile(rf"^\s*(?:a\s+)?(?:list|summary|table)\s+of\s+[^:.]{{0,60}}:\s*(?=[^.]*?\b{_BMP_KIND})", _I)


def _quotes_rule_clause(text: str) -> bool:
    if _ASKS.match(text) and not _LABELLED_LIST.match(text):
        return True
    if _GENERIC_USE.search(text) and not _THIS_PROJECT.search(text):
        return True  # "... shall be used for design of detention areas": the rule's method, not this project's
    modal = _RULE_MODAL_WORDS.search(text)
    return bool(modal) and bool(_CLAUSE_NO.match(text) or _RULE_SELF.search(text))


def _quotes_requirement(text: str) -> bool:
    """The rule speaking, not the project: a requirement word with no claim, or one that comes before
    the claim ("Rule N requires BMPs consistent with ..."); "the design meets the requirement that ..." claims it."""
    req = _REQUIREMENT.search(text)
    if not req:
        return False
    claim = _CLAIM.search(text)
    if claim is None:
        return True
    # the rule's verb before the claim quotes it; the rule's bare name ("Rule N 4.8: the design meets ...") does not
    modal = next((m for m in _REQUIREMENT.finditer(text) if not re.fullmatch(r"rule\s+n", m.group(0), _I)), None)
    return modal is not None and modal.start() < claim.start()


def _is_heading(text: str) -> bool:
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", text)
    long = [w for w in words if len(w) > 3]
    if len(words) < 5:
        return True
    if text.isupper():
        return len(words) < 6  # plan-sheet notes are written in capitals without a full stop
    capital = sum(1 for w in long if w[0].isupper())
    return not text.rstrip().endswith((".", "!", ";", ":")) and bool(long) and capital / len(long) > 0.7


def settle_n46(statements: dict[str, list[Evidence]]) -> None:
    """N.4.6 counts only when both of its parts were shown somewhere in the package."""
    above = statements.pop("N.4.6:above", [])
    easement = statements.pop("N.4.6:easement", [])
    if above and easement:
        statements["N.4.6"] = (above[:3] + [e for e in easement if e not in above][:3])
