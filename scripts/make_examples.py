"""Regenerate the example packages in examples/ from the corpus generator.

Run from the repo root: ``python scripts/make_examples.py``. The packages are committed,
so the Quickstart and the golden-file tests need nothing generated at run time.
"""

from __future__ import annotations

from pathlib import Path

from corpus.generate import generate_one
from corpus.spec import PackageSpec, PondSpec

OUT = Path(__file__).resolve().parents[1] / "examples"

COMMON = dict(
    split="tuning", seed=11, project_type="commercial", project_name="Linden Hills Commons",
    site_area_ac=3.2, existing_impervious_ac=0.4, proposed_impervious_ac=2.1, disturbed_area_ac=3.0,
    lowest_opening_elev_ft=918.5, hwl_100yr_elev_ft=915.9, files_layout="split",
    peak_rates={"1": (2.1, 1.8), "10": (5.0, 4.6), "100": (9.2, 8.7)},
    ponds=[PondSpec(name="Pond 1", normal_water_elev_ft=908.0, hwl_elev_ft=912.4)],
)

EXAMPLES = [
    PackageSpec(id="clean", scenario="clean N.2.D.2 package", **COMMON),
    PackageSpec(id="missing-exhibits", scenario="drainage map, NPDES permit and reduced set left out",
                **COMMON | {"omit_exhibits": ["N.6.A.2", "N.6.A.13", "plan_set.reduced"]}),
    PackageSpec(id="unmet-criteria", scenario="100-year peak above existing, low opening",
                **COMMON | {"peak_rates": {"1": (2.1, 1.8), "10": (5.0, 4.6), "100": (9.2, 10.4)},
                            "lowest_opening_elev_ft": 916.9}),
    PackageSpec(id="deficient", scenario="the Quickstart example: a few realistic deficiencies",
                **COMMON | {"omit_exhibits": ["N.6.A.2", "N.6.A.13"], "omit_statements": ["N.4.8"],
                            "peak_rates": {"1": (2.1, 1.8), "10": (5.0, 4.6), "100": (9.2, 10.4)},
                            "malformed": ["truncated"]}),
]


def main() -> None:
    for spec in EXAMPLES:
        print(generate_one(OUT, spec))


if __name__ == "__main__":
    main()
