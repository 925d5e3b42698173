"""The project's own description: the lines a package uses to say what is being built.

The kind of project is often said in ordinary words no list holds ("a childcare center",
"Cafe Zupas", "boat storage buildings"). This proposer gathers the words to classify: each
file's title block (the first lines of its first page) and every line of its first two pages
that speaks of the project ("proposed", "construct", "develop", "project", "site plan", ...).
Rule text, requirements and other projects' figures are left to the classifier's features.
"""

from __future__ import annotations

import re

from extract.pdf.page import Page
from extract.propose.registry import reader
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_SPEAKS = lazy_compile(r"\b(?:project|propos\w*|construct\w*|develop\w*|build\w*|redevelop\w*|expan\w*|site\s+plan|"
                     r"subdivi\w*|plat|addition|improvements?|re:|subject|permit\s+application|application\s+for|"
                     r"replace\w*|renovat\w*|reconstruct\w*)\b", re.I)
_OPTIONS = lazy_compile(r"[☐☑☒■□▢✓✔]|\[\s*[xX✓]?\s*\]|\(\s*[xX]?\s*\)\s*[A-Z]")
TITLE_LINES = 10
MAX_LINES = 40


@reader("description", fact="project_type", reads="title blocks and the first pages' lines about the project",
        example="Stormwater Management Report — Higher Ground Childcare")
def description_lines(pages: list[Page]) -> list[tuple[str, Evidence]]:
    """(text, evidence) of the lines that describe the project, title lines first, at most ``MAX_LINES``."""
    out: list[tuple[str, Evidence]] = []
    seen: set[str] = set()
    for page in sorted(pages, key=lambda p: (p.file, p.number)):
        if page.number > 2:
            continue
        for i, line in enumerate(page.lines):
            text = re.sub(r"\s+", " ", line.text).strip()
            if len(text) < 4 or text.lower() in seen or _OPTIONS.search(text):
                continue  # a form's printed options ("☐ Commercial ☐ Industrial") describe no project
            if (page.number == 1 and i < TITLE_LINES) or _SPEAKS.search(text):
                seen.add(text.lower())
                out.append((text[:300], Evidence(file=page.file, page=page.number, text=text[:300], bbox=line.bbox)))
    return out[:MAX_LINES]
