"""The branches of Rule N a corpus must exercise, and the defects laid over them.

Each scenario is one side of one threshold of Section 2 (A-H, boundaries included:
0.5, 1, 2, 5, 8, 20 acres; 2 and 8 units per acre; 50% increase). :func:`make_spec`
picks the i-th scenario and then, at random but deterministically, leaves out exhibits
and statements, breaks criteria (a peak rate above existing, phosphorus under 50%, short
freeboard, narrow or steep bench, low openings, NAVD 88, 1-ft contours) and adds broken
files, so every finding status appears in a corpus of a few dozen packages.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from corpus.spec import PackageSpec, PondSpec, TrailSpec

Builder = Callable[[random.Random], dict[str, Any]]


def _r(rng: random.Random, lo: float, hi: float) -> float:
    return round(rng.uniform(lo, hi), 2)


def _imp(site: float, rng: random.Random, existing_share: tuple[float, float] = (0.0, 0.1),
         proposed_share: tuple[float, float] = (0.35, 0.7)) -> dict[str, Any]:
    ex = round(site * rng.uniform(*existing_share), 2)
    pr = round(max(ex + 0.01, site * rng.uniform(*proposed_share)), 2)
    return {"existing_impervious_ac": ex, "proposed_impervious_ac": pr,
            "disturbed_area_ac": round(min(site, site * rng.uniform(0.6, 1.0)), 2)}


def _sf(site: float, density: float, rng: random.Random, **kw: Any) -> dict[str, Any]:
    units = max(1, int(round(site * density)))
    return {"project_type": "single_family_subdivision", "site_area_ac": site, "dwelling_units": units,
            "state_density": rng.random() < 0.4, **_imp(site, rng, proposed_share=(0.2, 0.4)), **kw}


def _mu(site: float, units: int, rng: random.Random, **kw: Any) -> dict[str, Any]:
    return {"project_type": "multi_unit_residential", "site_area_ac": site, "dwelling_units": units,
            "state_density": rng.random() < 0.4, **_imp(site, rng), **kw}


def _dev(kind: str, site: float, rng: random.Random, **kw: Any) -> dict[str, Any]:
    return {"project_type": kind, "site_area_ac": site, **_imp(site, rng), **kw}


def _linear(total: float, net: float, rng: random.Random, **kw: Any) -> dict[str, Any]:
    ex = round(total * rng.uniform(0.3, 0.5), 2)
    return {"project_type": "linear", "site_area_ac": total, "existing_impervious_ac": ex,
            "proposed_impervious_ac": round(ex + net, 2), "disturbed_area_ac": round(total * 0.9, 2), **kw}


_D_KINDS = ["commercial", "industrial", "institutional", "mixed_use"]

SCENARIOS: list[tuple[str, Builder, list[int]]] = [
    # (label, builder, sections the engineer writes analyses for)
    ("A-home", lambda r: {"project_type": "single_family_home", "site_area_ac": _r(r, 0.25, 0.9), "dwelling_units": 1,
                          **_imp(0.5, r, (0.1, 0.2), (0.25, 0.3))}, [3]),
    ("A-home-large-lot", lambda r: {"project_type": "single_family_home", "site_area_ac": _r(r, 2.1, 6.0), "dwelling_units": 1,
                                    **_imp(1.0, r, (0.05, 0.1), (0.15, 0.2))}, [3]),
    ("B-under-2ac", lambda r: _sf(1.99, 1.51, r), [3]),
    ("B1-at-2ac-density-2", lambda r: _sf(2.0, 2.0, r), [3]),
    ("B1-mid", lambda r: _sf(_r(r, 3, 7.9), 1.5, r), [3]),
    ("B2-at-8ac", lambda r: _sf(8.0, 1.75, r), [3, 4]),
    ("B2-mid", lambda r: _sf(_r(r, 9, 19.9), 1.2, r), [3, 4]),
    ("B3-at-20ac", lambda r: _sf(20.0, 1.8, r), [3, 4, 5]),
    ("C-sf-under-2ac", lambda r: _sf(1.6, 3.125, r), [3]),
    ("C-mu-under-2ac", lambda r: _mu(1.5, 9, r), [3]),
    ("C1-sf-density-2.25", lambda r: _sf(4.0, 2.25, r), [3]),
    ("C1-mu", lambda r: _mu(2.5, 18, r), [3]),
    ("C2-at-5ac", lambda r: _mu(5.0, 36, r), [3, 4]),
    ("C2-sf", lambda r: _sf(6.4, 2.5, r), [3, 4]),
    ("C3-at-8ac", lambda r: _mu(8.0, 56, r), [3, 4, 5]),
    ("C3-large", lambda r: _sf(_r(r, 12, 30), 3.0, r), [3, 4, 5]),
    ("D-mu-at-8du", lambda r: _mu(4.0, 32, r), [3, 4]),
    ("C-mu-7.9du", lambda r: _mu(4.0, 31, r), [3]),
    ("D1-small", lambda r: _dev(r.choice(_D_KINDS), _r(r, 0.2, 0.49), r), [3]),
    ("D1-at-0.49", lambda r: _dev("commercial", 0.49, r), [3]),
    ("D2-at-0.5", lambda r: _dev(r.choice(_D_KINDS), 0.5, r), [3, 4]),
    ("D2-mid", lambda r: _dev(r.choice(_D_KINDS), _r(r, 1.0, 7.99), r), [3, 4]),
    ("D3-at-8ac", lambda r: _dev(r.choice(_D_KINDS), 8.0, r), [3, 4, 5]),
    ("D3-large", lambda r: _dev(r.choice(_D_KINDS), _r(r, 9, 40), r), [3, 4, 5]),
    ("E-no-increase", lambda r: _linear(_r(r, 1, 6), 0.0, r), [3]),
    ("E-decrease", lambda r: _linear(_r(r, 1, 6), -0.12, r), [3]),
    ("E1", lambda r: _linear(_r(r, 1, 6), 0.99, r), [3]),
    ("E2-at-1ac", lambda r: _linear(4.99, 1.0, r), [3, 4]),
    ("E3-at-5ac", lambda r: _linear(5.0, 1.4, r), [3, 4, 5]),
    ("E4-standalone-trail", lambda r: _linear(2.2, 0.7, r, sidewalk_trail=TrailSpec(
        width_ft=r.choice([8.0, 10.0]), buffer_ft=r.choice([5.0, 6.0]), crossing_pct=r.choice([10.0, 25.0]),
        area_ac=0.7, standalone=True)), [3]),
    ("E4-trail-too-wide", lambda r: _linear(2.2, 0.8, r, sidewalk_trail=TrailSpec(
        width_ft=12.0, buffer_ft=5.0, crossing_pct=10.0, area_ac=0.8, standalone=True)), [3]),
    ("E4-crossings-over-25pct", lambda r: _linear(2.0, 0.7, r, sidewalk_trail=TrailSpec(
        width_ft=10.0, buffer_ft=5.0, crossing_pct=30.0, area_ac=0.7, standalone=True)), [3]),
    ("E4-road-with-sidewalk", lambda r: _linear(6.5, 1.3, r, sidewalk_trail=TrailSpec(
        width_ft=6.0, buffer_ft=5.0, crossing_pct=15.0, area_ac=0.5, standalone=False)), [3, 4]),
    ("F-surety-private", lambda r: _dev("commercial", 6.2, r, disturbed_area_ac=5.0), [3, 4]),
    ("F-public-no-surety", lambda r: _dev("institutional", 7.5, r, disturbed_area_ac=6.1, applicant_public=True), [3, 4]),
    ("F-under-5ac", lambda r: _dev("industrial", 6.0, r, disturbed_area_ac=4.99), [3, 4]),
    ("G-common-scheme", lambda r: _sf(1.5, 1.33, r, common_scheme_area_ac=9.4), [3, 4]),
    ("G-common-scheme-commercial", lambda r: _dev("commercial", 3.0, r, common_scheme_area_ac=8.6), [3, 4, 5]),
    ("H-whole-site-50pct", lambda r: _dev("commercial", 4.0, r, existing_impervious_ac=2.0, proposed_impervious_ac=3.0), [3, 4]),
    ("H-additional-49pct", lambda r: _dev("commercial", 4.0, r, existing_impervious_ac=2.0, proposed_impervious_ac=2.98), [3, 4]),
    ("H-redevelopment-large", lambda r: _dev("mixed_use", 10.5, r, existing_impervious_ac=6.0, proposed_impervious_ac=7.1), [3, 4, 5]),
]

UNMET_KINDS = ["peak", "phosphorus", "freeboard", "bench_width", "bench_slope", "low_opening", "navd88", "one_foot"]
MALFORMED_KINDS = ["truncated", "encrypted", "empty", "not_pdf"]


def _rates(rng: random.Random) -> dict[str, tuple[float, float]]:
    out = {}
    base = rng.uniform(1.0, 6.0)
    for e, mult in (("1", 1.0), ("10", 2.4), ("100", 4.8)):
        existing = round(base * mult, 2)
        out[e] = (existing, round(existing * rng.uniform(0.55, 0.95), 2))
    return out


def make_spec(index: int, seed: int, split: str, *, scanned: bool, malformed: bool, pid: str) -> PackageSpec:
    """The spec of package ``index``: scenario ``index`` (cycling), then random defects."""
    label, build, sections = SCENARIOS[index % len(SCENARIOS)]
    rng = random.Random(f"spec-{seed}-{index}")
    fields = build(rng)
    spec = PackageSpec(id=pid, split=split, kind="scanned" if scanned else "text", seed=seed, scenario=label,
                       sections_hint=sections, voice_variant=rng.randrange(6),
                       files_layout=rng.choice(["single", "split", "split", "folders"]), **fields)
    upd: dict[str, Any] = {}
    upd["state_public"] = spec.applicant_public or rng.random() < 0.75 or label.startswith("F")
    upd["infiltration_proposed"] = rng.random() < 0.3 if rng.random() < 0.85 else None
    upd["landlocked"] = (rng.random() < 0.12) if rng.random() < 0.8 else None
    upd["state_net"] = rng.random() < 0.85 or spec.project_type == "linear"
    has4, has5 = 4 in sections, 5 in sections
    if has4:
        upd["peak_rates"] = _rates(rng)
    if has5 or (has4 and rng.random() < 0.5):
        n = 1 if rng.random() < 0.7 else 2
        ponds = []
        for k in range(n):
            nwl = round(rng.uniform(880, 960), 1)
            ponds.append(PondSpec(name=f"Pond {k + 1}" if rng.random() < 0.5 else f"{'NSEW'[k]}-Pond",
                                  normal_water_elev_ft=nwl, hwl_elev_ft=round(nwl + rng.uniform(2.5, 5), 1),
                                  safety_bench_width_ft=rng.choice([10.0, 10.0, 12.0]),
                                  safety_bench_slope_h_per_v=10.0, freeboard_ft=rng.choice([2.0, 2.5, 3.0])))
        upd["ponds"] = ponds
    if has5:
        upd["phosphorus_removal_pct"] = round(rng.uniform(50.0, 78.0), 1)
    if spec.project_type not in ("linear",) and rng.random() < 0.8:
        hwl = round(rng.uniform(880, 960), 1)
        upd["hwl_100yr_elev_ft"] = hwl
        upd["lowest_opening_elev_ft"] = round(hwl + rng.choice([2.0, 2.5, 3.4, 4.1]), 2)
    spec = spec.model_copy(update=upd)

    # -- defects ---------------------------------------------------------------------------
    upd = {}
    if rng.random() < 0.5:
        kinds = [k for k in UNMET_KINDS if _applies(k, spec)]
        if kinds:
            upd.update(_unmet(rng.choice(kinds), spec, rng))
    if rng.random() < 0.45:
        pool = ["N.6.A.1", "N.6.A.4", "N.6.A.6", "N.6.A.7", "N.6.A.12", "plan_set.pe_certified", "plan_set.reduced"]
        if has4 or has5:
            pool += ["N.6.A.2", "N.6.A.3", "N.6.A.8", "N.6.A.9", "N.6.A.10", "N.6.A.11", "N.6.A.13", "N.6.B", "N.6.C",
                     "plan_set.full_size"]
        if spec.infiltration_proposed:
            pool.append("N.6.A.5")
        upd["omit_exhibits"] = rng.sample(pool, rng.randint(1, min(3, len(pool))))
    if rng.random() < 0.3:
        pool = ["N.3.0", "N.3.2"] + (["N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"] if has4 else []) + (
            ["N.5.2", "N.5.4"] if has5 else [])
        upd["omit_statements"] = rng.sample(pool, rng.randint(1, 2))
    if malformed and rng.random() < 0.2:
        upd["malformed"] = [MALFORMED_KINDS[(index // 3) % 4]]
    if not scanned and rng.random() < 0.04 and spec.site_area_ac is not None:
        upd["conflict"] = "site_area_ac"
    return spec.model_copy(update=upd)


def _applies(kind: str, spec: PackageSpec) -> bool:
    if kind == "peak":
        return spec.peak_rates is not None
    if kind == "phosphorus":
        return spec.phosphorus_removal_pct is not None
    if kind in ("freeboard", "bench_width", "bench_slope"):
        return bool(spec.ponds)
    if kind == "low_opening":
        return spec.lowest_opening_elev_ft is not None
    return 4 in spec.sections_hint or 5 in spec.sections_hint


def _unmet(kind: str, spec: PackageSpec, rng: random.Random) -> dict[str, Any]:
    if kind == "peak":
        rates = dict(spec.peak_rates or {})
        e = rng.choice(["1", "10", "100"])
        ex, _ = rates[e]
        rates[e] = (ex, round(ex * rng.uniform(1.05, 1.3), 2))
        return {"peak_rates": rates}
    if kind == "phosphorus":
        return {"phosphorus_removal_pct": round(rng.uniform(30.0, 49.8), 1)}
    if kind in ("freeboard", "bench_width", "bench_slope"):
        ponds = [p.model_copy() for p in spec.ponds]
        p = ponds[rng.randrange(len(ponds))]
        if kind == "freeboard":
            p.freeboard_ft = rng.choice([1.0, 1.5, 1.9])
        elif kind == "bench_width":
            p.safety_bench_width_ft = rng.choice([6.0, 8.0])
        else:
            p.safety_bench_slope_h_per_v = rng.choice([4.0, 6.0])
        return {"ponds": ponds}
    if kind == "low_opening":
        return {"lowest_opening_elev_ft": round((spec.hwl_100yr_elev_ft or 900) + rng.choice([0.5, 1.2, 1.9]), 2)}
    if kind == "navd88":
        return {"vertical_datum": "NAVD88"}
    return {"contour_interval_ft": 1.0}
