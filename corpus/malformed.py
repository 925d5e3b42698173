"""Broken files a real submittal folder holds: truncated, password-locked, empty, mislabelled.

Each is written next to good files; the checker must report it as a file error and still
check the rest.
"""

from __future__ import annotations

import random
from pathlib import Path

from reportlab.lib import pdfencrypt
from reportlab.pdfgen import canvas

from corpus.spec import MalformedReason

NAMES = {
    "truncated": ["Geotech_Report_partial.pdf", "appendix_E_upload.pdf", "SWPPP_narrative.pdf"],
    "encrypted": ["signed_application_secured.pdf", "Title_Commitment.pdf", "Survey_protected.pdf"],
    "empty": ["scan0001.pdf", "Attachment_3.pdf", "drainage_calcs_v2.pdf"],
    "not_pdf": ["README_submittal.pdf", "transmittal.pdf", "email_notes.pdf"],
}


def write_malformed(folder: Path, reason: MalformedReason, rng: random.Random, donor: Path | None) -> Path:
    """One broken file of the given kind in ``folder``; ``donor`` is a good PDF to truncate."""
    path = folder / rng.choice(NAMES[reason])
    folder.mkdir(parents=True, exist_ok=True)
    if reason == "truncated":
        if donor is not None and donor.exists():
            data = donor.read_bytes()
        else:
            data = _small_pdf(folder / "_donor.pdf")
        path.write_bytes(data[: max(64, int(len(data) * rng.uniform(0.25, 0.6)))])
    elif reason == "encrypted":
        enc = pdfencrypt.StandardEncryption(f"pw-{rng.randrange(10**8)}", ownerPassword=f"own-{rng.randrange(10**8)}",
                                            canPrint=0, canCopy=0)
        c = canvas.Canvas(str(path), invariant=1, encrypt=enc)
        c.setFont("Helvetica", 12)
        c.drawString(72, 700, "Title commitment - confidential")
        c.drawString(72, 680, "Total site area 99.9 acres")  # never readable: must not become a fact
        c.showPage()
        c.save()
    elif reason == "empty":
        path.write_bytes(b"")
    else:
        path.write_text(
            "From: project engineer\nSubject: revised submittal\n\nPlease find the revised drainage report attached.\n"
            "Site area is 12.5 acres.\n",
            "utf-8",
        )
    return path


def _small_pdf(tmp: Path) -> bytes:
    c = canvas.Canvas(str(tmp), invariant=1)
    c.drawString(72, 700, "Geotechnical evaluation report")
    c.showPage()
    c.save()
    data = tmp.read_bytes()
    tmp.unlink()
    return data
