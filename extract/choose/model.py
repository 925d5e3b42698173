"""The chooser's model: logistic weights over :mod:`extract.choose.features`, an isotonic calibration, a threshold.

``rulen train`` fits it on the corpus' ground truth and writes ``model.json`` beside this
module (committed, a few kilobytes, rebuilt bit for bit from the same corpus). Scoring is a
dot product, a logistic and a table look-up: numpy only, nothing downloaded, loaded once.

The calibration maps the model's score to the precision measured on authors it was not
trained on (out-of-fold by author group). ``set_threshold`` is the lowest calibrated
confidence at which setting a fact was right at least 99% of the time out of fold, measured
apart for each kind of decision (:func:`stratum`); below it the fact becomes a question with
its candidates.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from extract.choose.calibration import calibrated
from extract.choose.features import NAMES

MODEL_PATH = Path(__file__).with_name("model.json")
NEVER = 1.0 + 1e-9  # a threshold no confidence reaches
STRATA = ("easy", "agree", "open", "inferred", "inferred_alone")


def stratum(groups: int, rule_conflict: bool, top_is_rule_choice: bool, inferred: bool = False,
            paired: bool = False) -> str:
    """The kind of decision a fact is: all readings agree; values compete and the model sides with the
    rules; values compete and it does not (or the rules could not settle them); or the one value read is
    one the rules never set alone (a pond's own HWL, no building said beside it), with the fact it is
    checked against stated ("inferred": a lowest opening to measure against the pond's level) or not
    ("inferred_alone"). Each kind earns its own threshold, so the easy case never lends its precision to
    a hard one."""
    if groups <= 1 and not rule_conflict:
        if inferred:
            return "inferred" if paired else "inferred_alone"
        return "easy"
    return "agree" if top_is_rule_choice and not rule_conflict else "open"


@dataclass(frozen=True)
class ChooserModel:
    names: tuple[str, ...]
    coef: tuple[float, ...]
    intercept: float
    calib_x: tuple[float, ...]  # raw scores, increasing
    calib_y: tuple[float, ...]  # out-of-fold precision at those scores
    # calibrated confidence a fact needs to be set, by the kind of decision (see :func:`stratum`):
    # "easy" (its readings all agree), "agree" (values compete, and the model's choice is the rules' own),
    # "open" (values compete, and the rules left a conflict or chose another value), "inferred" and
    # "inferred_alone" (one value, of a kind the rules never set alone, with or without its counterpart)
    thresholds: tuple[tuple[str, float], ...]
    ask_floor: float = 0.05  # below this, a reading is not worth a question
    info: dict[str, Any] | None = None

    def threshold(self, kind: str) -> float:
        return dict(self.thresholds).get(kind, NEVER)

    @property
    def set_threshold(self) -> float:
        return self.threshold("easy")

    def raw(self, x: list[float]) -> float:
        z = self.intercept + sum(w * v for w, v in zip(self.coef, x))
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))

    def confidence(self, x: list[float]) -> float:
        """Calibrated probability that the group's value is the fact's (piecewise-linear in the raw score)."""
        return calibrated(self.calib_x, self.calib_y, self.raw(x))

    def to_json(self) -> dict[str, Any]:
        return {"names": list(self.names), "coef": [round(c, 8) for c in self.coef],
                "intercept": round(self.intercept, 8), "calib_x": [round(v, 8) for v in self.calib_x],
                "calib_y": [round(v, 8) for v in self.calib_y], "thresholds": {k: round(v, 8) for k, v in self.thresholds},
                "ask_floor": self.ask_floor, "info": self.info or {}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ChooserModel":
        if list(data["names"]) != NAMES:
            raise ValueError("the chooser model was trained on other features; run `rulen train`")
        return cls(names=tuple(data["names"]), coef=tuple(data["coef"]), intercept=float(data["intercept"]),
                   calib_x=tuple(data["calib_x"]), calib_y=tuple(data["calib_y"]),
                   thresholds=tuple(sorted((k, float(v)) for k, v in data["thresholds"].items())), ask_floor=float(data.get("ask_floor", 0.05)),
                   info=data.get("info"))


@lru_cache(maxsize=1)
def default_model() -> ChooserModel | None:
    """The committed model, loaded once; None where none was trained (the rule-based reconciliation stands)."""
    if not MODEL_PATH.exists():
        return None
    return ChooserModel.from_json(json.loads(MODEL_PATH.read_text(encoding="utf-8")))
