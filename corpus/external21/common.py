"""Pieces shared by the twelve authors: a package context and small text helpers."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from corpus.truth import Recorder


@dataclass
class Pkg:
    """One package being written: its folder, its recorder, and the files it holds."""

    id: str
    root: Path
    kind: str = "text"
    rec: Recorder = field(default_factory=Recorder)
    files: list[str] = field(default_factory=list)
    scans: list[tuple[str, str]] = field(default_factory=list)  # (text source, scanned name)

    def file(self, name: str) -> str:
        self.files.append(name)
        return name


def comma(n: float) -> str:
    return f"{n:,.0f}"
