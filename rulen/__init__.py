"""Rule N as code: pure functions from Facts to a Determination. No I/O, no PDFs."""

from rulen.models import (
    Applicability,
    CriterionStatus,
    Deficiency,
    Determination,
    Evidence,
    ExhibitStatus,
    Fact,
    Facts,
    FileEntry,
    PackageInfo,
    Report,
)

__all__ = [
    "Applicability",
    "CriterionStatus",
    "Deficiency",
    "Determination",
    "Evidence",
    "ExhibitStatus",
    "Fact",
    "Facts",
    "FileEntry",
    "PackageInfo",
    "Report",
]
