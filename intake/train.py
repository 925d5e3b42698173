"""``rulen train`` and ``rulen eval --by-author``: the chooser learned from the corpus' truth, measured honestly.

Every package below a corpus folder that carries a ``rulen-truth.json`` is read once by the
readers (:func:`extract.read_facts.propose`); each scalar fact's readings, grouped by value,
become rows of features (:mod:`extract.choose.features`) labelled by the truth (a group is a
positive where its value is the truth's value, within 1%). An author group is the truth's
``split``: each outside set is one author, and the generator's two voice splits are two more.

Training is deterministic (sorted packages, a fixed solver, no random state): the same corpus
gives the same ``model.json`` bit for bit. Calibration and the threshold come from
out-of-fold scores by author group, so "99% precision" is measured on authors the model did
not see. ``--by-author`` goes one step further: for each author group it trains on all the
others (calibration and threshold included) and scores the checker end to end on that group.
"""

from __future__ import annotations

import json
import pickle
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from extract.choose.decide import choose
from extract.choose.features import NAMES, describe
from extract.choose.groups import ValueGroup
from extract.choose.model import STRATA, ChooserModel, stratum
from extract.choose.exhibit_pages import ExhibitPageModel, page_features
from extract.choose.kind import KindModel, features, naics_documents
from extract.read_facts import Proposal, chooser_groups, propose, settle_proposal
from intake.scoring import TRUTH_NAME, GroupScores, Mismatch, _same_file, _score_package, find_packages, values_match
from rulen.clauses import EXHIBIT_IDS
from rulen.engine import determine
from rulen.models import FileEntry, PackageInfo, Report

TARGET_PRECISION = 0.99
CACHE_VERSION = 6


@dataclass
class ReadPackage:
    """One corpus package as the readers saw it, with its truth."""

    path: str
    truth: dict[str, Any]
    files: list[FileEntry]
    proposal: Proposal
    ocr: bool = True  # read with OCR: a scan read without it says nothing of the reader

    @property
    def author(self) -> str:
        return str(self.truth.get("split", "unknown"))


def _read_one(args: tuple[str, bool]) -> ReadPackage:
    from intake.pipeline import CheckOptions, read_package
    from intake.receive import receive

    path, ocr = args
    truth = json.loads((Path(path) / TRUTH_NAME).read_text(encoding="utf-8"))
    files = [p for p in sorted(Path(path).rglob("*")) if p.is_file() and p.name != TRUTH_NAME]
    entries, pages = read_package(receive(files), CheckOptions(ocr=ocr))
    return ReadPackage(path=path, truth=truth, files=entries, proposal=propose(pages), ocr=ocr)


def read_corpus(root: Path, *, ocr: bool = False, workers: int = 2, cache: Path | None = None) -> list[ReadPackage]:
    """Every package below ``root`` read once (in ``workers`` processes); cached by path when ``cache`` is given."""
    paths = [str(p) for p in find_packages(Path(root))]
    key = {"version": CACHE_VERSION, "root": str(Path(root).resolve()), "ocr": ocr, "paths": paths}
    if cache is not None and cache.exists():
        with cache.open("rb") as fh:
            stored_key, stored = pickle.load(fh)
        if stored_key == key:
            return stored
    jobs = [(p, ocr) for p in paths]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            out = list(pool.map(_read_one, jobs, chunksize=4))
    else:
        out = [_read_one(j) for j in jobs]
    if cache is not None:
        with cache.open("wb") as fh:
            pickle.dump((key, out), fh)
    return out


# -- rows ---------------------------------------------------------------------------------------------------
@dataclass
class Rows:
    x: list[list[float]] = field(default_factory=list)
    y: list[int] = field(default_factory=list)
    author: list[str] = field(default_factory=list)
    decision: list[tuple[int, str]] = field(default_factory=list)  # (package index, fact) a row belongs to
    conflicted: dict[tuple[int, str], bool] = field(default_factory=dict)  # the rules left a conflict


def rows_of(packages: list[ReadPackage]) -> Rows:
    rows = Rows()
    for i, pkg in enumerate(packages):
        truth_facts, conflicts = pkg.truth.get("facts", {}), set(pkg.truth.get("conflicts", []))
        facts = pkg.proposal.facts.facts
        settled = {n: f.value for n, f in facts.items()}
        for name, groups in sorted(chooser_groups(pkg.proposal).items()):
            if name in conflicts:
                continue  # the truth itself states two values: no label
            want = truth_facts.get(name)
            rule = facts.get(name)
            rows.conflicted[(i, name)] = bool(rule is not None and rule.conflict)
            for x, g in zip(describe(groups, None if rule is None else rule.value,
                                     bool(rule is not None and rule.conflict), settled), groups):
                rows.x.append(x)
                rows.y.append(int(want is not None and values_match(want, g.value)))
                rows.author.append(pkg.author)
                rows.decision.append((i, name))
    return rows


# -- fitting ------------------------------------------------------------------------------------------------
def _fit_raw(x: list[list[float]], y: list[int]) -> tuple[list[float], float]:
    from sklearn.linear_model import LogisticRegression

    if len(set(y)) < 2:
        return [0.0] * len(NAMES), (4.0 if y and y[0] else -4.0)
    lr = LogisticRegression(C=1.0, max_iter=5000, solver="lbfgs")
    lr.fit(x, y)
    return [float(c) for c in lr.coef_[0]], float(lr.intercept_[0])


def _folds(authors: list[str], k: int = 5) -> list[set[str]]:
    names = sorted(set(authors))
    return [set(names[i::k]) for i in range(min(k, len(names)))]


MIN_SUPPORT = 30  # decisions a threshold must rest on: fewer cannot show 99%


def _threshold(decisions: list[tuple[float, bool]], target: float = TARGET_PRECISION) -> float:
    """The lowest confidence above which setting the top reading was right at least ``target`` of the time.

    A threshold must rest on at least ``MIN_SUPPORT`` decisions: 20 right of 20 does not show 99%, so a
    rare kind of decision is never set until enough cases show it (its facts stay questions)."""
    best = 1.0 + 1e-9
    right = total = 0
    for conf, ok in sorted(decisions, key=lambda t: -t[0]):
        right, total = right + ok, total + 1
        if total >= MIN_SUPPORT and right / total >= target:
            best = conf
    return best


def fit(packages: list[ReadPackage], *, target: float = TARGET_PRECISION) -> ChooserModel:
    """Weights on all rows; calibration and threshold out of fold by author group."""
    from sklearn.isotonic import IsotonicRegression

    rows = rows_of(packages)
    coef, intercept = _fit_raw(rows.x, rows.y)
    oof = [0.0] * len(rows.y)
    for held in _folds(rows.author):
        train = [i for i, a in enumerate(rows.author) if a not in held]
        c, b = _fit_raw([rows.x[i] for i in train], [rows.y[i] for i in train])
        fold = ChooserModel(names=tuple(NAMES), coef=tuple(c), intercept=b, calib_x=(), calib_y=(), thresholds=())
        for i, a in enumerate(rows.author):
            if a in held:
                oof[i] = fold.raw(rows.x[i])
    iso = IsotonicRegression(y_min=0.0, y_max=1.0, increasing=True, out_of_bounds="clip")
    iso.fit(oof, rows.y)
    calib_x, calib_y = [float(v) for v in iso.X_thresholds_], [float(v) for v in iso.y_thresholds_]
    calibrated = ChooserModel(names=tuple(NAMES), coef=tuple(coef), intercept=intercept, calib_x=(), calib_y=(),
                              thresholds=())
    # a decision per (package, fact): the out-of-fold top reading, right or not
    confs = [float(v) for v in iso.predict(oof)] if oof else []
    best: dict[tuple[int, str], tuple[float, bool]] = {}
    count: dict[tuple[int, str], int] = {}
    top_rule: dict[tuple[int, str], bool] = {}  # the out-of-fold top reading is the value the rules set
    rule_col = NAMES.index("rule_choice")
    inferred_col, paired_col = NAMES.index("share_water_body"), NAMES.index("water_body_opening_stated")
    top_inferred: dict[tuple[int, str], bool] = {}  # the out-of-fold top reading is one the rules never set alone
    top_paired: dict[tuple[int, str], bool] = {}  # ... and the fact it is checked against is settled
    floor = ChooserModel.__dataclass_fields__["ask_floor"].default
    for i, key in enumerate(rows.decision):
        count[key] = count.get(key, 0) + (confs[i] >= floor)  # a reading all but ruled out is no rival
        if key not in best or confs[i] > best[key][0]:
            best[key] = (confs[i], bool(rows.y[i]))
            top_rule[key] = rows.x[i][rule_col] > 0
            top_inferred[key] = rows.x[i][inferred_col] >= 1.0
            top_paired[key] = rows.x[i][paired_col] >= 1.0
    kinds = {k: stratum(max(count[k], 1), rows.conflicted.get(k, False), top_rule.get(k, False), top_inferred.get(k, False),
                        top_paired.get(k, False)) for k in best}
    thresholds = {s: _threshold([v for k, v in best.items() if kinds[k] == s], target) for s in STRATA}
    set_by = {k: v[0] >= thresholds[kinds[k]] for k, v in best.items()}
    info = {"rows": len(rows.y), "positives": int(sum(rows.y)), "authors": sorted(set(rows.author)),
            "packages": len(packages), "target_precision": target, "oof_decisions": len(best),
            "oof_by_kind": {s: sum(1 for k in kinds.values() if k == s) for s in STRATA},
            "oof_right_by_kind": {s: sum(best[k][1] for k, v in kinds.items() if v == s) for s in STRATA},
            "oof_set": sum(set_by.values()), "oof_set_right": sum(best[k][1] for k, s in set_by.items() if s)}
    return ChooserModel(names=calibrated.names, coef=calibrated.coef, intercept=calibrated.intercept,
                        calib_x=tuple(calib_x), calib_y=tuple(calib_y),
                        thresholds=tuple(sorted(thresholds.items())), info=info)


# -- the kind of project ------------------------------------------------------------------------------------
def _kind_docs(packages: list[ReadPackage]) -> list[tuple[str, str, str]]:
    """(text, kind, author) of every package with a true kind and a description."""
    out = []
    for p in packages:
        kind = p.truth.get("facts", {}).get("project_type")
        if kind and p.proposal.description and "project_type" not in p.truth.get("conflicts", []):
            out.append((" \n".join(t for t, _ in p.proposal.description), kind, p.author))
    return out


def _fit_kind_raw(docs: list[tuple[str, str]]) -> KindModel:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    from rulen.facts import PROJECT_TYPES

    vec = DictVectorizer(sort=True)
    x = vec.fit_transform([features(t) for t, _ in docs])
    y = [k for _, k in docs]
    # balanced: the corpus' many commercial packages must not make "commercial" the answer to a text that says little
    lr = LogisticRegression(C=4.0, max_iter=3000, solver="lbfgs", class_weight="balanced")
    lr.fit(x, y)
    classes = list(lr.classes_)
    kinds = tuple(k for k in PROJECT_TYPES if k in classes)
    order = [classes.index(k) for k in kinds]
    names = vec.get_feature_names_out()
    weights = {}
    for j, f in enumerate(names):
        w = tuple(float(lr.coef_[i, j]) for i in order)
        if max(abs(v) for v in w) >= 1e-3:
            weights[str(f)] = w
    return KindModel(kinds=kinds, weights=weights, bias=tuple(float(lr.intercept_[i]) for i in order),
                     calib_x=(), calib_y=(), set_threshold=NEVER_SET)


NEVER_SET = 1.0 + 1e-9


def fit_kind(packages: list[ReadPackage], *, target: float = TARGET_PRECISION) -> KindModel:
    """The kind classifier on the NAICS titles and the corpus descriptions; calibrated out of fold by author."""
    from sklearn.isotonic import IsotonicRegression

    naics = [(t, k) for t, k in naics_documents()]
    docs = _kind_docs(packages)
    model = _fit_kind_raw(naics + [(t, k) for t, k, _ in docs])
    tops: list[tuple[float, bool]] = []
    for held in _folds([a for _, _, a in docs]):
        fold = _fit_kind_raw(naics + [(t, k) for t, k, a in docs if a not in held])
        for t, k, a in docs:
            if a in held:
                kind, p = fold.best(t)
                tops.append((p, kind == k))
    if not tops:
        return model
    iso = IsotonicRegression(y_min=0.0, y_max=1.0, increasing=True, out_of_bounds="clip")
    iso.fit([p for p, _ in tops], [int(ok) for _, ok in tops])
    confs = [float(v) for v in iso.predict([p for p, _ in tops])]
    threshold = _threshold(list(zip(confs, [ok for _, ok in tops])), target)
    info = {"naics_titles": len(naics), "packages": len(docs), "oof_right": sum(ok for _, ok in tops),
            "oof": len(tops), "oof_set": sum(c >= threshold for c in confs)}
    return KindModel(kinds=model.kinds, weights=model.weights, bias=model.bias,
                     calib_x=tuple(float(v) for v in iso.X_thresholds_), calib_y=tuple(float(v) for v in iso.y_thresholds_),
                     set_threshold=threshold, info=info)


def write_kind_model(model: KindModel, out: Path) -> None:
    out.write_text(json.dumps(model.to_json(), sort_keys=True) + "\n", encoding="utf-8")


# -- exhibits by page -----------------------------------------------------------------------------------------
MISSING_PRECISION = 0.95
MIN_PAGES = 5  # a word must be on this many pages to be a feature


def _page_rows(packages: list[ReadPackage]) -> tuple[list[dict[str, float]], list[tuple[int, int]], list[str]]:
    feats, where, authors = [], [], []
    for i, pkg in enumerate(packages):
        for j, p in enumerate(pkg.proposal.pages):
            feats.append(page_features(p))
            where.append((i, j))
            authors.append(pkg.author)
    return feats, where, authors


def _exhibit_labels(packages: list[ReadPackage], where: list[tuple[int, int]], cid: str) -> list[int]:
    out = []
    for i, j in where:
        loc = packages[i].truth.get("exhibits", {}).get(cid)
        page = packages[i].proposal.pages[j]
        out.append(int(bool(loc) and loc.get("page") == page.page and _same_file(loc.get("file", ""), page.file)))
    return out


def _fit_pages(feats: list[dict[str, float]], labels: dict[str, list[int]], rows: list[int]) -> ExhibitPageModel:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    seen: dict[str, int] = {}
    for r in rows:
        for f in feats[r]:
            seen[f] = seen.get(f, 0) + 1
    keep = {f for f, n in seen.items() if n >= MIN_PAGES}
    vec = DictVectorizer(sort=True)
    x = vec.fit_transform([{f: v for f, v in feats[r].items() if f in keep} for r in rows]).tocsr()
    x.indices, x.indptr = x.indices.astype("int32"), x.indptr.astype("int32")  # liblinear takes 32-bit indices
    names = [str(n) for n in vec.get_feature_names_out()]
    weights, bias = {}, {}
    for cid, y_all in sorted(labels.items()):
        y = [y_all[r] for r in rows]
        if sum(y) < 3:
            continue  # too few pages show it to learn what it looks like
        lr = LogisticRegression(C=1.0, solver="liblinear", max_iter=500)
        lr.fit(x, y)
        weights[cid] = {n: float(w) for n, w in zip(names, lr.coef_[0]) if abs(w) >= 1e-3}
        bias[cid] = float(lr.intercept_[0])
    return ExhibitPageModel(weights=weights, bias=bias, thresholds={})


def _missing_claims(packages: list[ReadPackage]) -> list[tuple[int, str, bool]]:
    """(package, exhibit, truly missing) of every `missing` the rules claim."""
    out = []
    for i, pkg in enumerate(packages):
        expected = {e["id"]: e["status"] for e in (pkg.truth.get("expected") or {}).get("exhibits", [])}
        det = determine(settle_proposal(pkg.proposal, None, None))
        out += [(i, e.id, expected.get(e.id) == "missing") for e in det.exhibits if e.status == "missing" and e.id in expected]
    return out


TRUE_MISSING_COST = 2.0  # turning a true `missing` into a question costs twice what leaving a false one does


def _pick_threshold(claims: list[tuple[float, bool]], cost: float = TRUE_MISSING_COST) -> float:
    """The cut (a page score) that vetoes the most false `missing` net of ``cost`` per true one vetoed; the
    highest such cut on a tie, and no veto at all where none gains."""
    best_cut, best_gain = NEVER_SET, 0.0
    for cut in sorted({s for s, _ in claims}, reverse=True):
        vetoed = [ok for s, ok in claims if s >= cut]
        gain = sum(not ok for ok in vetoed) - cost * sum(vetoed)
        if gain > best_gain + 1e-9:
            best_cut, best_gain = cut, gain
    return best_cut


def fit_exhibit_pages(packages: list[ReadPackage], *, folds: int = 3) -> ExhibitPageModel:
    """Page classifiers per Section 6 item; the veto threshold chosen out of fold by author."""
    packages = [p for p in packages if p.proposal.pages]
    if not packages:
        return ExhibitPageModel(weights={}, bias={}, thresholds={}, info={"pages": 0})  # nothing to learn from
    feats, where, authors = _page_rows(packages)
    cids = sorted({c for p in packages for c in p.truth.get("exhibits", {}) if c in EXHIBIT_IDS})
    labels = {c: _exhibit_labels(packages, where, c) for c in cids}
    claims = _missing_claims(packages)
    best: dict[tuple[int, str], float] = {}
    for held in _folds(authors, folds):
        train = [r for r, a in enumerate(authors) if a not in held]
        model = _fit_pages(feats, labels, train)
        for r, a in enumerate(authors):
            if a in held:
                i, _ = where[r]
                for cid in model.weights:
                    s = model.score(cid, feats[r])
                    if s > best.get((i, cid), 0.0):
                        best[(i, cid)] = s
    thresholds = {c: _pick_threshold([(best.get((i, c), 0.0), ok) for i, cc, ok in claims if cc == c])
                  for c in cids}
    full = _fit_pages(feats, labels, list(range(len(feats))))
    vetoed = [(i, c, ok) for i, c, ok in claims if best.get((i, c), 0.0) >= thresholds.get(c, NEVER_SET)]
    info = {"pages": len(feats), "claims": len(claims), "claims_right": sum(ok for *_, ok in claims),
            "vetoed": len(vetoed), "vetoed_truly_missing": sum(ok for *_, ok in vetoed)}
    return ExhibitPageModel(weights=full.weights, bias=full.bias,
                            thresholds={c: t for c, t in thresholds.items() if t < NEVER_SET}, info=info)


def write_exhibit_model(model: ExhibitPageModel, out: Path) -> None:
    out.write_text(json.dumps(model.to_json(), sort_keys=True) + "\n", encoding="utf-8")


def write_model(model: ChooserModel, out: Path) -> None:
    out.write_text(json.dumps(model.to_json(), indent=1, sort_keys=True) + "\n", encoding="utf-8")


# -- scoring ------------------------------------------------------------------------------------------------
def report_for(pkg: ReadPackage, model: ChooserModel | None, kinds: KindModel | None = None,
               pages: ExhibitPageModel | None = None) -> Report:
    det = determine(settle_proposal(pkg.proposal, model, kinds, pages))
    return Report.build(PackageInfo(name=Path(pkg.path).name, files=pkg.files), det)


def score_group(packages: Iterable[ReadPackage], model: ChooserModel | None,
                kinds: KindModel | None = None, pages: ExhibitPageModel | None = None) -> dict[str, Any]:
    g, mismatches = GroupScores(), []
    for pkg in packages:
        _score_package(pkg.truth, report_for(pkg, model, kinds, pages), [g], mismatches)
    decided = {m.package for m in mismatches if m.what == "applicability" and m.id == "paragraph"}
    false_present = sum(1 for m in mismatches if m.what == "exhibit" and m.got == "present" and m.package not in decided)
    false_met = sum(1 for m in mismatches if m.what == "criterion" and m.got == "met" and m.package not in decided)
    return {"packages": g.packages, "paragraph": g.paragraph.rate, "facts": g.facts.rate, "exhibits": g.exhibits.rate,
            "missing_precision": g.missing_precision, "missing_recall": g.missing_recall, "criteria": g.criteria.rate,
            "unmet_recall": g.unmet_recall, "false_present": false_present, "false_met": false_met,
            "false_facts": g.false_facts}


RATES = ("paragraph", "facts", "exhibits", "missing_precision", "missing_recall", "criteria", "unmet_recall")


_SHARED: list[ReadPackage] = []  # the packages a forked fold worker reads (set before the pool forks)


def _one_fold(args: tuple[str, bool]) -> dict[str, Any]:
    author, chooser = args
    train = [p for p in _SHARED if p.author != author]
    model = fit(train) if chooser else None
    kinds = fit_kind(train) if chooser else None
    pages = fit_exhibit_pages(train) if chooser else None
    return {"group": author, **score_group([p for p in _SHARED if p.author == author], model, kinds, pages)}


def by_author(packages: list[ReadPackage], *, chooser: bool = True, workers: int = 1) -> dict[str, Any]:
    """For every author group: train on all the others, score on it. ``chooser=False``: the rules alone."""
    global _SHARED
    packages = [p for p in packages if p.ocr or p.truth.get("kind") != "scanned"]  # a scan unread says nothing
    authors = sorted({p.author for p in packages})
    _SHARED = packages
    jobs = [(a, chooser) for a in authors]
    if workers > 1 and chooser:
        import multiprocessing

        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
            groups = list(pool.map(_one_fold, jobs))
    else:
        groups = [_one_fold(j) for j in jobs]
    mean = {k: _mean([g[k] for g in groups]) for k in RATES}
    mean.update({k: sum(g[k] for g in groups) for k in ("false_present", "false_met", "false_facts", "packages")})
    worst = {k: min((g[k] for g in groups if g[k] is not None), default=None) for k in RATES}
    worst.update({k: max(g[k] for g in groups) for k in ("false_present", "false_met", "false_facts")})
    return {"groups": groups, "mean": mean, "worst": worst}


def _mean(values: list[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return None if not vals else sum(vals) / len(vals)


def print_by_author(result: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    t = Table(title="rulen eval --by-author (train on every other author, score on this one)")
    cols = ("packages",) + RATES + ("false_present", "false_met", "false_facts")
    t.add_column("group")
    for c in cols:
        t.add_column(c.replace("_", " "), justify="right")

    def cell(v: Any) -> str:
        return "-" if v is None else (f"{100 * v:.1f}%" if isinstance(v, float) else str(v))

    for g in result["groups"]:
        t.add_row(g["group"], *[cell(g[c]) for c in cols])
    t.add_row("mean", *[cell(result["mean"].get(c)) for c in cols])
    t.add_row("worst", *[cell(result["worst"].get(c)) for c in cols])
    Console().print(t)


