"""``rulen diff OLD NEW``: what a resubmittal resolved, what it left open and what is new.

OLD and NEW are each a JSON report (``rulen check --format json``) or a package (PDFs, a
folder, a zip), checked here. Deficiencies are compared by clause id:

- ``resolved``: in OLD, not in NEW;
- ``open``: in both (still stands from the previous round);
- ``new``: in NEW only;
- ``changed_facts``: every fact whose value differs, ``{"name", "old", "new"}``.

The comment letter (Markdown) lists only what is still outstanding in NEW (``open`` then
``new``), each with what to provide. Nothing outstanding: exit status 0, else 1.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, Field

from rulen.models import Deficiency, Report


class Diff(BaseModel):
    old_name: str = ""
    new_name: str = ""
    resolved: list[str] = Field(default_factory=list)
    new: list[str] = Field(default_factory=list)
    open: list[str] = Field(default_factory=list)
    changed_facts: list[dict] = Field(default_factory=list)
    messages: dict[str, str] = Field(default_factory=dict, exclude=True)

    @property
    def outstanding(self) -> list[str]:
        return [*self.open, *self.new]


def load_report(path: Path, *, ocr: bool = True) -> Report:
    """A JSON report as it is, or a package checked now."""
    if path.is_file() and path.suffix.lower() == ".json":
        return Report.model_validate_json(path.read_text(encoding="utf-8"))
    from intake.pipeline import CheckOptions, check_paths

    return check_paths([path], CheckOptions(ocr=ocr))


def _ids(deficiencies: list[Deficiency]) -> list[str]:
    seen: dict[str, None] = {}
    for d in deficiencies:
        seen.setdefault(d.id, None)
    return list(seen)


def diff_reports(old: Report, new: Report) -> Diff:
    old_ids, new_ids = _ids(old.deficiencies), _ids(new.deficiencies)
    messages = {d.id: d.message for d in old.deficiencies}
    messages.update({d.id: d.message for d in new.deficiencies})
    changed = []
    for name in sorted(set(old.facts) | set(new.facts)):
        before = old.facts[name].value if name in old.facts else None
        after = new.facts[name].value if name in new.facts else None
        if before != after:
            changed.append({"name": name, "old": before, "new": after})
    return Diff(old_name=old.package.name, new_name=new.package.name,
                resolved=[i for i in old_ids if i not in new_ids], new=[i for i in new_ids if i not in old_ids],
                open=[i for i in new_ids if i in old_ids], changed_facts=changed, messages=messages)


def render_json(diff: Diff) -> str:
    return json.dumps(diff.model_dump(include={"resolved", "new", "open", "changed_facts"}), indent=2, default=str)


def render_text(diff: Diff) -> str:
    lines = [f"{diff.old_name or 'OLD'} → {diff.new_name or 'NEW'}"]
    for title, ids in (("Resolved", diff.resolved), ("Still open", diff.open), ("New", diff.new)):
        lines.append(f"{title} ({len(ids)}): {', '.join(ids) if ids else '—'}")
    if diff.changed_facts:
        lines.append("Facts changed:")
        lines += [f"  {c['name']}: {c['old']!r} → {c['new']!r}" for c in diff.changed_facts]
    lines.append("Nothing outstanding." if not diff.outstanding else f"{len(diff.outstanding)} item(s) outstanding.")
    return "\n".join(lines)


def render_letter(diff: Diff) -> str:
    """The comment letter of a resubmittal: only what is still outstanding."""
    name = diff.new_name or "the resubmittal"
    out = [f"# Rule N review of {name}: items outstanding", ""]
    if diff.resolved:
        out += [f"The resubmittal resolved {len(diff.resolved)} item(s) of the previous review: "
                f"{', '.join(diff.resolved)}.", ""]
    if not diff.outstanding:
        out += ["Nothing is outstanding: every item of the previous review is resolved and no new one was found.", ""]
        return "\n".join(out)
    if diff.open:
        out += ["## Still outstanding from the previous review", ""]
        out += [f"- **{i}** — {diff.messages.get(i, '')}" for i in diff.open] + [""]
    if diff.new:
        out += ["## New in this submittal", ""]
        out += [f"- **{i}** — {diff.messages.get(i, '')}" for i in diff.new] + [""]
    return "\n".join(out)
