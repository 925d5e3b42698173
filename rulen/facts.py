"""The facts of the contract: their names, units and value types, and how to read them.

One table (``FACT_SPECS``) says what each fact is; :func:`coerce` turns a raw value
(from JSON, from ``--fact NAME=VALUE`` on the command line, from the extractor) into
the typed value the rules compare, or raises ``ValueError`` with a reason a person can
act on. Nothing here guesses: a value that does not parse is refused, not rounded.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rulen.clauses import registry
from rulen.models import Evidence, Fact, Facts

PROJECT_TYPES = (
    "single_family_home",
    "single_family_subdivision",
    "multi_unit_residential",
    "commercial",
    "industrial",
    "institutional",
    "mixed_use",
    "linear",
)

EVENTS = ("1", "10", "100")


class PeakRate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    existing: float | None = None
    proposed: float | None = None


class Pond(BaseModel):
    model_config = ConfigDict(extra="allow")
    name: str = ""
    safety_bench_width_ft: float | None = None
    safety_bench_slope_h_per_v: float | None = None
    freeboard_ft: float | None = None


class SidewalkTrail(BaseModel):
    model_config = ConfigDict(extra="forbid")
    width_ft: float | None = None
    buffer_ft: float | None = None
    crossing_pct: float | None = None
    area_ac: float | None = None
    standalone: bool = False


def _number(raw: Any) -> float:
    if isinstance(raw, bool):
        raise ValueError("expected a number, got a yes/no value")
    if isinstance(raw, (int, float)):
        value = float(raw)
    else:
        text = str(raw).strip().replace(",", "")
        for suffix in ("acres", "acre", "ac", "cfs", "ft", "%", "du/ac"):
            if text.lower().endswith(suffix):
                text = text[: -len(suffix)].strip()
                break
        try:
            value = float(text)
        except ValueError:
            raise ValueError(f"expected a number, got {raw!r}") from None
    if not math.isfinite(value):
        raise ValueError(f"expected a finite number, got {raw!r}")
    return value


def _non_negative(raw: Any) -> float:
    value = _number(raw)
    if value < 0:
        raise ValueError(f"expected a value of zero or more, got {raw!r}")
    return value


def _count(raw: Any) -> int:
    value = _non_negative(raw)
    if value != int(value):
        raise ValueError(f"expected a whole number, got {raw!r}")
    return int(value)


def _bool(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "yes", "y", "1", "t"):
        return True
    if text in ("false", "no", "n", "0", "f"):
        return False
    raise ValueError(f"expected true or false, got {raw!r}")


def _project_type(raw: Any) -> str:
    text = str(raw).strip().lower().replace("-", "_").replace(" ", "_")
    if text not in PROJECT_TYPES:
        raise ValueError(f"project_type must be one of {', '.join(PROJECT_TYPES)}; got {raw!r}")
    return text


def _datum(raw: Any) -> str:
    text = str(raw).strip()
    compact = text.upper().replace(" ", "").replace("-", "").replace(",", "")
    if compact in ("NGVD29", "NGVD1929", "NGVD"):
        return "NGVD29"
    if compact in ("NAVD88", "NAVD1988", "NAVD"):
        return "NAVD88"
    if not text:
        raise ValueError("empty datum")
    return text


def _json_object(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ValueError(f"expected a JSON object: {exc.msg}") from None
    return raw


def _peak_rates(raw: Any) -> dict[str, dict[str, float | None]]:
    raw = _json_object(raw)
    if not isinstance(raw, dict):
        raise ValueError("peak_rates_cfs must be an object keyed by return period (1, 10, 100)")
    out: dict[str, dict[str, float | None]] = {}
    for key, val in raw.items():
        event = str(key).strip().lower().removesuffix("-year").removesuffix("yr").strip()
        try:
            rate = PeakRate.model_validate(val)
        except ValidationError as exc:
            raise ValueError(f"peak_rates_cfs[{key!r}]: {exc.errors()[0]['msg']}") from None
        out[event] = rate.model_dump()
    return out


def _ponds(raw: Any) -> list[dict[str, Any]]:
    raw = _json_object(raw)
    if not isinstance(raw, list):
        raise ValueError("ponds must be a list of objects")
    try:
        return [Pond.model_validate(p).model_dump() for p in raw]
    except ValidationError as exc:
        raise ValueError(f"ponds: {exc.errors()[0]['msg']}") from None


def _sidewalk_trail(raw: Any) -> dict[str, Any]:
    raw = _json_object(raw)
    try:
        return SidewalkTrail.model_validate(raw).model_dump()
    except ValidationError as exc:
        raise ValueError(f"sidewalk_trail: {exc.errors()[0]['msg']}") from None


def _iso_date(raw: Any) -> str:
    """A calendar date as ISO ``YYYY-MM-DD`` (a ``date``, or text in that form), or a month as ``YYYY-MM``
    when the document gives no day; nothing else is guessed."""
    import datetime as _dt

    if isinstance(raw, _dt.datetime):
        raw = raw.date()
    if isinstance(raw, _dt.date):
        return raw.isoformat()
    text = str(raw).strip()
    if re.fullmatch(r"(?:19|20)\d\d-(?:0[1-9]|1[0-2])", text):
        return text  # month precision (ISO 8601 YYYY-MM): "June 2014" read with no day, never padded
    try:
        if len(text) != 10 or text[4] != "-" or text[7] != "-":
            raise ValueError
        return _dt.date.fromisoformat(text).isoformat()
    except ValueError:
        raise ValueError(f"expected a date as YYYY-MM-DD, got {raw!r}") from None


@dataclass(frozen=True)
class FactSpec:
    name: str
    unit: str | None
    kind: Literal["number", "count", "bool", "enum", "text", "object", "list", "date"]
    parse: Callable[[Any], Any]
    meaning: str


FACT_SPECS: dict[str, FactSpec] = {
    s.name: s
    for s in (
        FactSpec("project_type", None, "enum", _project_type, "kind of development (N.2.A-E)"),
        FactSpec("site_area_ac", "acres", "number", _non_negative, "total site / project area"),
        FactSpec("dwelling_units", "count", "count", _count, "residential units"),
        FactSpec("density_du_per_ac", "units/acre", "number", _non_negative, "dwelling units per acre"),
        FactSpec("existing_impervious_ac", "acres", "number", _non_negative, "impervious area before the project"),
        FactSpec("proposed_impervious_ac", "acres", "number", _non_negative, "impervious area after the project"),
        FactSpec("net_impervious_increase_ac", "acres", "number", _number, "proposed minus existing impervious (N.6.E)"),
        FactSpec("disturbed_area_ac", "acres", "number", _non_negative, "area cleared, graded or excavated (N.2.F)"),
        FactSpec("applicant_public_entity", None, "bool", _bool, "applicant is a public body (N.2.F)"),
        FactSpec("common_scheme_area_ac", "acres", "number", _non_negative, "aggregate area under common ownership (N.2.G)"),
        FactSpec("infiltration_proposed", None, "bool", _bool, "infiltration is proposed (N.6.A.5)"),
        FactSpec("landlocked", None, "bool", _bool, "the receiving area is landlocked (N.4.5)"),
        FactSpec("phosphorus_removal_pct", "percent", "number", _non_negative, "annual total phosphorus removal (N.5.1)"),
        FactSpec("peak_rates_cfs", "cfs", "object", _peak_rates, "peak discharge by return period (N.4.1)"),
        FactSpec("lowest_opening_elev_ft", "ft", "number", _number, "lowest door/window opening of new buildings"),
        FactSpec("hwl_100yr_elev_ft", "ft", "number", _number, "100-year high water elevation"),
        FactSpec("ponds", None, "list", _ponds, "ponds with bench and freeboard (N.5.3)"),
        FactSpec("vertical_datum", None, "text", _datum, "datum of plan elevations (N.6.A.7)"),
        FactSpec("contour_interval_ft", "ft", "number", _non_negative, "contour interval (N.6.A.7)"),
        FactSpec("sidewalk_trail", None, "object", _sidewalk_trail, "sidewalk/trail of a linear project (N.2.E.4)"),
        FactSpec("application_date", None, "date", _iso_date, "date of the application (else of the report): which District rule was in force"),
    )
}


def coerce(name: str, raw: Any) -> Any:
    """The typed value of fact ``name`` from a raw value; ``ValueError`` if it does not parse."""
    spec = FACT_SPECS.get(name)
    if spec is None:
        raise ValueError(f"unknown fact {name!r}; known facts: {', '.join(FACT_SPECS)}")
    if raw is None:
        return None
    return spec.parse(raw)


def make_fact(
    name: str,
    raw: Any,
    source: Literal["extracted", "derived", "override"] = "extracted",
    evidence: list[Evidence] | None = None,
) -> Fact:
    return Fact(value=coerce(name, raw), unit=FACT_SPECS[name].unit, source=source, evidence=evidence or [])


class FactsInput(BaseModel):
    """What ``rulen evaluate`` accepts besides fact names: exhibits and statements found."""

    exhibits: list[str] | dict[str, list[Evidence]] = Field(default_factory=list)
    statements: list[str] | dict[str, list[Evidence]] = Field(default_factory=list)


def _id_evidence(raw: list[str] | dict[str, list[Evidence]], what: str) -> dict[str, list[Evidence]]:
    if isinstance(raw, dict):
        out = dict(raw)
    else:
        out = {i: [Evidence(file="(stated by hand)", page=1, text=f"{what} {i} stated as present")] for i in raw}
    for key in out:
        base = key.split(":")[0]
        if base not in registry() and not base.startswith("plan_set."):
            raise ValueError(f"{what}: unknown clause id {key!r}")
    return out


def _hand_evidence(name: str, raw: Any) -> Evidence:
    return Evidence(file="(stated by hand)", page=1, text=f"{name} = {raw}")


def facts_from_json(data: Any) -> Facts:
    """Facts from the ``rulen evaluate`` input: plain values, Fact objects, or a whole report.

    Refuses unknown names and values that do not parse, naming the fact, so an engineer's
    typo is never silently dropped.
    """
    if not isinstance(data, dict):
        raise ValueError("facts must be a JSON object of fact names to values")
    if "facts" in data and isinstance(data["facts"], dict) and "schema_version" in data:
        data = data["facts"]  # a whole report: take its facts
    data = dict(data)
    extra = FactsInput.model_validate(
        {k: data.pop(k) for k in ("exhibits", "statements") if k in data}
    )
    facts: dict[str, Fact] = {}
    errors: list[str] = []
    for name, raw in data.items():
        try:
            if isinstance(raw, dict) and ("value" in raw and set(raw) <= set(Fact.model_fields)):
                fact = Fact.model_validate(raw)
                fact = fact.model_copy(update={"value": coerce(name, fact.value), "unit": FACT_SPECS[name].unit})
                if not fact.evidence and fact.value is not None:
                    # a finding always cites where it came from; here, the person who stated it
                    fact = fact.model_copy(update={"evidence": [_hand_evidence(name, fact.value)], "source": "override"})
            else:
                fact = make_fact(name, raw, source="override")
                fact = fact.model_copy(update={"evidence": [_hand_evidence(name, raw)]})
            facts[name] = fact
        except ValueError as exc:
            errors.append(f"{name}: {exc}")
    if errors:
        raise ValueError("; ".join(errors))
    return Facts(
        facts=facts,
        exhibits=_id_evidence(extra.exhibits, "exhibit"),
        statements=_id_evidence(extra.statements, "statement"),
    )
