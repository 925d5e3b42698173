"""The clause registry against ``shared/rule-n/CLAUSES.md``, and the layering of the code.

Every finding names a clause id, so an id that is not in CLAUSES.md (or one of CLAUSES.md
that no code knows) is a silent hole in a report. The rule layer must stay pure: no
documents, no PDF libraries, nothing from the layers above it (DESIGN.md).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import rulen.engine  # noqa: F401  (importing the engine registers every rule)
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS, clause, registry
from rulen.registry import CRITERION_RULES, EXHIBIT_RULES

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(__file__).resolve().parents[2] / "shared"
CLAUSES_MD = SHARED / "rule-n" / "CLAUSES.md"

ROW = re.compile(r"^\|\s*(N\.[A-Z0-9][A-Za-z0-9.\-]*)\s*\|")
# Anything that reads as a clause id: N.2, N.2.B, N.2.B.1, N.3.0, N.6.A.13, N.2.DIV.
LOOKS_LIKE_ID = re.compile(r"(?<![\w.])N\.\d(?:\.(?:[A-Z]+(?:\.\d+)?|\d+))?(?!\w)")
PRODUCT_LAYERS = ("rulen", "extract", "reports", "intake")
UPPER_LAYERS = {"extract", "reports", "intake", "corpus"}
PDF_LIBRARIES = {"pdfplumber", "pypdfium2", "pdfminer", "fitz", "pymupdf", "pypdf", "PyPDF2", "pikepdf",
                 "reportlab", "pdf2image", "camelot", "rapidocr", "rapidocr_onnxruntime", "pytesseract"}


def _clauses_md_ids() -> list[str]:
    if not CLAUSES_MD.is_file():
        pytest.fail(f"CLAUSES.md not found at {CLAUSES_MD}: the shared/ folder must sit beside the repository")
    return [m.group(1) for line in CLAUSES_MD.read_text("utf-8").splitlines() if (m := ROW.match(line))]


def _python_files(layer: str) -> list[Path]:
    return sorted((REPO / layer).rglob("*.py")) if (REPO / layer).is_dir() else []


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module.split(".")[0])
    return out


def test_clauses_md_and_registry_hold_the_same_ids() -> None:
    md = _clauses_md_ids()
    assert len(md) == len(set(md)), "an id is listed twice in CLAUSES.md"
    assert len(md) >= 59, "CLAUSES.md was not read as a table of ids"
    assert set(md) - set(registry()) == set(), "ids in CLAUSES.md missing from the registry"
    assert set(registry()) - set(md) == set(), "ids in the registry that CLAUSES.md does not list"


def test_registry_sections_follow_the_ids() -> None:
    for cid, c in registry().items():
        m = re.match(r"N\.(\d)\.", cid)
        assert c.section == (int(m.group(1)) if m else 0), cid
        assert c.short.strip() and c.text.strip(), cid


def test_every_section_3_to_6_clause_has_exactly_one_rule() -> None:
    assert list(EXHIBIT_IDS) == [i for i in _clauses_md_ids() if i.startswith("N.6.")]
    assert list(CRITERION_IDS) == [i for i in _clauses_md_ids() if i[:4] in ("N.3.", "N.4.", "N.5.")]
    assert set(EXHIBIT_RULES) == set(EXHIBIT_IDS)
    assert set(CRITERION_RULES) == set(CRITERION_IDS)
    for rule in [*EXHIBIT_RULES.values(), *CRITERION_RULES.values()]:
        assert rule.ask.strip(), f"{rule.id} has no request for the applicant"


def test_unknown_ids_are_refused() -> None:
    with pytest.raises(KeyError):
        clause("N.7.A")
    with pytest.raises(KeyError):
        clause("N.2.B.4")


def test_the_id_pattern_reads_ids_as_written() -> None:
    text = "N.2.B.1, N.3.0 and N.6.A.13 but not N.RULE-A; MN.5 is not one; (N.2.DIV)."
    assert LOOKS_LIKE_ID.findall(text) == ["N.2.B.1", "N.3.0", "N.6.A.13", "N.2.DIV"]


@pytest.mark.parametrize("layer", PRODUCT_LAYERS)
def test_code_names_only_registered_clause_ids(layer: str) -> None:
    known = set(registry())
    bad = [f"{path.relative_to(REPO)}:{n}: {m.group(0)}"
           for path in _python_files(layer)
           for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
           for m in LOOKS_LIKE_ID.finditer(line) if m.group(0) not in known]
    assert not bad, "clause-like ids not in the registry:\n" + "\n".join(bad)


def test_the_rule_layer_is_pure() -> None:
    files = _python_files("rulen")
    assert files, "rulen/ has no modules"
    bad = [f"{path.relative_to(REPO)} imports {mod}"
           for path in files for mod in sorted(_imported_modules(path) & (UPPER_LAYERS | PDF_LIBRARIES))]
    assert not bad, "\n".join(bad)
