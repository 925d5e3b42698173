"""The language of Rule N: the pydantic models every layer speaks.

These models are the single source of the JSON report's shape
(``shared/contract/REPORT.md``); ``rulen schema`` publishes their JSON Schema.
They hold data only; the rules that fill them live in ``rulen.applicability``,
``rulen.exhibits`` and ``rulen.criteria``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SCHEMA_VERSION = 1

FactSource = Literal["extracted", "derived", "override"]
ExhibitState = Literal["present", "missing", "not_required", "deferred", "optional", "undetermined"]
CriterionState = Literal["met", "unmet", "not_demonstrated", "not_applicable", "undetermined"]
DeficiencyKind = Literal["exhibit", "criterion", "fact"]
Basis = Literal["whole_site", "additional_only"]


class Evidence(BaseModel):
    """Where a fact or finding was read: a reviewer must be able to check it in seconds."""

    model_config = ConfigDict(frozen=True)

    file: str
    page: int = Field(ge=1, description="1-based page number within the file")
    text: str = Field(description="the words found")
    bbox: tuple[float, float, float, float] | None = Field(
        default=None, description="[x0, top, x1, bottom] in PDF points, origin top-left"
    )


class FactCandidate(BaseModel):
    """One reading of a fact the reader was not sure enough to set: a choice put to the reviewer."""

    value: Any = None
    evidence: list[Evidence] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0, description="calibrated probability that this value is right")


class Fact(BaseModel):
    """One fact of the contract's table, with the words it was read from.

    ``value`` is None when the fact was looked for but could not be settled; then
    ``conflict`` says why (e.g. two different values), and every candidate stays
    in ``evidence`` so a reviewer can pick. ``confidence`` is the calibrated chance
    that ``value`` is right (measured on authors the reader was not trained on);
    ``candidates`` holds the best readings when the reader was too unsure to set one.
    """

    value: Any = None
    unit: str | None = None
    source: FactSource = "extracted"
    evidence: list[Evidence] = Field(default_factory=list)
    conflict: str | None = Field(
        default=None, description="why the value could not be settled (needs review)"
    )
    confidence: float | None = Field(
        default=None, ge=0.0, le=1.0,
        description="calibrated probability that value is right; 1 for an override; null where not computed",
    )
    candidates: list[FactCandidate] = Field(
        default_factory=list, description="the best readings, most likely first, when value is left unset"
    )


class Facts(BaseModel):
    """Everything the rule engine decides from.

    ``facts`` maps contract fact names (``rulen.facts.FACT_SPECS``) to Facts.
    ``exhibits`` maps Section 6 ids, and the plan-set parts ``plan_set.pe_certified``,
    ``plan_set.full_size`` and ``plan_set.reduced``, to the evidence that the item is
    in the submittal. ``statements`` maps narrative criterion ids of Sections 3-5
    (e.g. ``N.4.8``) to the sentences that demonstrate them. An id with no evidence is
    simply absent: not found means absent.
    """

    facts: dict[str, Fact] = Field(default_factory=dict)
    exhibits: dict[str, list[Evidence]] = Field(default_factory=dict)
    statements: dict[str, list[Evidence]] = Field(default_factory=dict)
    exhibit_hints: dict[str, list[Evidence]] = Field(
        default_factory=dict,
        description="pages that read like a Section 6 item no rule found: a required item with a hint is "
                    "`undetermined` (a reviewer looks at the page), not `missing`",
    )

    def value(self, name: str) -> Any:
        fact = self.facts.get(name)
        return None if fact is None else fact.value

    def evidence(self, name: str) -> list[Evidence]:
        fact = self.facts.get(name)
        return [] if fact is None else list(fact.evidence)


class Applicability(BaseModel):
    permit_required: bool | None = None
    paragraph: str | None = Field(
        default=None, description="most specific Section 2 clause id that decided it"
    )
    sections: list[int] = Field(default_factory=list)
    surety_required: bool | None = None
    basis: Basis | None = None
    needs_review: list[str] = Field(default_factory=list)
    reasons: list[str] = Field(
        default_factory=list, description="how the decision was reached, step by step"
    )
    rule_in_force: bool | None = Field(
        default=None,
        description="false when application_date falls on or after 2014-06-06, when the District's 2014 rules "
        "replaced Rule N (the findings are then for reference); true before; null when no date was found",
    )


class ExhibitStatus(BaseModel):
    id: str
    status: ExhibitState
    evidence: list[Evidence] = Field(default_factory=list)
    reason: str = ""


class CriterionStatus(BaseModel):
    id: str
    status: CriterionState
    evidence: list[Evidence] = Field(default_factory=list)
    reason: str = ""
    detail: dict[str, Any] = Field(
        default_factory=dict, description="the numbers compared, e.g. peak rates by event"
    )


class Deficiency(BaseModel):
    id: str
    kind: DeficiencyKind
    message: str


class Determination(BaseModel):
    """What Rule N says about one set of facts: the engine's whole answer."""

    applicability: Applicability
    exhibits: list[ExhibitStatus]
    criteria: list[CriterionStatus]
    deficiencies: list[Deficiency]
    facts_used: dict[str, Fact] = Field(
        default_factory=dict,
        description="the facts as the engine read them, derived ones included",
    )


class FileEntry(BaseModel):
    path: str
    sha256: str = ""
    pages: int = 0
    ocr_pages: int = 0
    error: str | None = None
    pages_read: int = Field(default=0, description="pages whose text reached the fact readers")
    text_layer: bool | None = None
    page_sizes: list[tuple[float, float]] = Field(
        default_factory=list, description="(width, height) in points, per page"
    )


class PackageInfo(BaseModel):
    name: str = ""
    files: list[FileEntry] = Field(default_factory=list)


class Report(BaseModel):
    """The contract of ``rulen check --format json``."""

    schema_version: Literal[1] = SCHEMA_VERSION
    package: PackageInfo = Field(default_factory=PackageInfo)
    facts: dict[str, Fact] = Field(default_factory=dict)
    applicability: Applicability
    exhibits: list[ExhibitStatus]
    criteria: list[CriterionStatus]
    deficiencies: list[Deficiency]

    @classmethod
    def build(cls, package: PackageInfo, determination: Determination) -> "Report":
        return cls(
            package=package,
            facts=determination.facts_used,
            applicability=determination.applicability,
            exhibits=determination.exhibits,
            criteria=determination.criteria,
            deficiencies=determination.deficiencies,
        )


def report_json_schema() -> dict[str, Any]:
    schema = Report.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "rulen report"
    return schema
