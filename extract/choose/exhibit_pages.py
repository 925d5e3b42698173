"""Which Section 6 items a page reads like: a page classifier that vetoes a false `missing`.

The exhibit rules (``extract/exhibits/detect.py`` and the clause checks) say `present` only on
evidence they can point to. When they find nothing for a required item, this classifier looks
at every page: its words, whether it is a plan sheet (landscape or larger than letter) and
whether it opens its file. Where some page scores above the item's threshold, the item becomes
`undetermined` with that page as the place to look. It never makes anything `present`.

Each item's threshold is chosen out of fold by author on the `missing` the rules claim: the
cut that turns the most false `missing` into questions, counting every true `missing` it would
turn too as twice the loss (a missed deficiency is worse than a false one, which still costs
the applicant a round). The issue's bar of 95% precision of `missing` could only be met here
by vetoing nearly every claim, which would hide true ones; this rule does not pretend to it.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

EXHIBIT_MODEL_PATH = Path(__file__).with_name("exhibit_model.json")
NEVER = 1.0 + 1e-9
_WORD = lazy_compile(r"[a-z]{3,}")


@dataclass(frozen=True)
class PageText:
    """What the classifier reads of one page."""

    file: str
    page: int
    width: float
    height: float
    text: str


def page_features(p: PageText) -> dict[str, float]:
    counts: dict[str, int] = {}
    for w in _WORD.findall(p.text.lower()):
        counts[w] = counts.get(w, 0) + 1
    vec = {"w:" + k: 1.0 + math.log(v) for k, v in counts.items()}
    norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
    out = {k: v / norm for k, v in vec.items()}
    out["sheet"] = float(p.width > p.height or p.width > 700)
    out["first_page"] = float(p.page == 1)
    out["empty"] = float(not counts)
    return out


@dataclass(frozen=True)
class ExhibitPageModel:
    weights: dict[str, dict[str, float]]  # exhibit id -> feature -> weight
    bias: dict[str, float]
    thresholds: dict[str, float]  # exhibit id -> a page scoring this or more vetoes its `missing`
    info: dict[str, Any] | None = None

    def score(self, cid: str, feats: dict[str, float]) -> float:
        w = self.weights.get(cid)
        if w is None:
            return 0.0
        z = self.bias[cid] + sum(v * w.get(f, 0.0) for f, v in feats.items())
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))

    def hints(self, pages: list[PageText], found: set[str]) -> dict[str, list[Evidence]]:
        """For each item no rule found, the pages (best first) that score at or above the threshold."""
        feats = [(p, page_features(p)) for p in pages]
        out: dict[str, list[Evidence]] = {}
        for cid in self.weights:
            if cid in found:
                continue
            scored = sorted(((self.score(cid, f), p) for p, f in feats), key=lambda t: -t[0])
            cut = self.thresholds.get(cid, NEVER)
            hits = [p for s, p in scored if s >= cut][:3]
            if hits:
                out[cid] = [Evidence(file=p.file, page=p.page, text=p.text[:120]) for p in hits]
        return out

    def to_json(self) -> dict[str, Any]:
        return {"weights": {c: {f: round(v, 6) for f, v in sorted(w.items())} for c, w in sorted(self.weights.items())},
                "bias": {c: round(b, 6) for c, b in sorted(self.bias.items())},
                "thresholds": {c: round(t, 8) for c, t in sorted(self.thresholds.items())},
                "info": self.info or {}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ExhibitPageModel":
        return cls(weights=data["weights"], bias=data["bias"],
                   thresholds={c: float(t) for c, t in data["thresholds"].items()}, info=data.get("info"))


@lru_cache(maxsize=1)
def default_exhibit_model() -> ExhibitPageModel | None:
    if not EXHIBIT_MODEL_PATH.exists():
        return None
    return ExhibitPageModel.from_json(json.loads(EXHIBIT_MODEL_PATH.read_text(encoding="utf-8")))
