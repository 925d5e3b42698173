"""A file of a package as the PDF reader receives it: on disk, or bytes out of a zip.

It lives in ``extract`` (not ``intake``) so the reader can take it without importing the
layer above; ``intake.receive`` builds these and re-exports the name.
"""

from __future__ import annotations

from pydantic import BaseModel


class ReceivedFile(BaseModel):
    """One file of a package. Exactly one of ``path``/``data`` is set unless ``error`` is.

    ``name`` is what the report shows: relative to the given folder, or
    ``archive.zip/inner/x.pdf`` for a zip member, so a reviewer can find the file.
    """

    name: str
    path: str | None = None
    data: bytes | None = None
    sha256: str = ""
    size: int = 0
    error: str | None = None
