"""The reviewers' store: packages, their files on disk, their reports and the reviewer's corrections.

SQLAlchemy over SQLite by default (one file, nothing to run); any SQLAlchemy URL works for a
shared server. Files live on disk under ``data_dir/packages/<id>/`` (never inside the
database: a permit package can be hundreds of MB); their names are reduced to a safe form
before they touch the disk.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from pathlib import Path

from sqlalchemy import DateTime, Integer, String, Text, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from rulen.models import Report


class Base(DeclarativeBase):
    pass


class PackageRow(Base):
    __tablename__ = "packages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(300))
    status: Mapped[str] = mapped_column(String(20), default="queued")  # queued | checking | checked | failed
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=lambda: datetime.now(timezone.utc))
    checked: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    overrides: Mapped[str] = mapped_column(Text, default="{}")  # JSON: fact name -> value, the reviewer's
    report: Mapped[str | None] = mapped_column(Text, nullable=True)  # the report contract, JSON
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    paragraph: Mapped[str | None] = mapped_column(String(20), nullable=True)
    deficiencies: Mapped[int] = mapped_column(Integer, default=0)
    unmet: Mapped[int] = mapped_column(Integer, default=0)
    needs_review: Mapped[int] = mapped_column(Integer, default=0)
    file_errors: Mapped[int] = mapped_column(Integer, default=0)

    def overrides_dict(self) -> dict[str, str]:
        return json.loads(self.overrides or "{}")

    def report_model(self) -> Report | None:
        return Report.model_validate_json(self.report) if self.report else None


SAFE = re.compile(r"[^A-Za-z0-9._ -]+")


def safe_filename(name: str) -> str:
    """The last path part of an uploaded name, stripped of anything a file system could misread."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    base = SAFE.sub("_", base).strip(" .")
    return base[:150] or "upload"


class Store:
    def __init__(self, url: str, data_dir: Path):
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.engine = create_engine(url, connect_args={"check_same_thread": False} if url.startswith("sqlite") else {})
        Base.metadata.create_all(self.engine)
        self.session = sessionmaker(self.engine, expire_on_commit=False)

    def folder(self, package_id: int) -> Path:
        return self.data_dir / "packages" / str(package_id)

    def create(self, name: str, files: list[tuple[str, bytes]]) -> PackageRow:
        with self.session() as s, s.begin():
            row = PackageRow(name=name[:300] or "package")
            s.add(row)
            s.flush()
            folder = self.folder(row.id)
            folder.mkdir(parents=True, exist_ok=True)
            used: set[str] = set()
            for raw_name, data in files:
                fname = safe_filename(raw_name)
                while fname in used:
                    fname = "_" + fname
                used.add(fname)
                (folder / fname).write_bytes(data)
            return row

    def get(self, package_id: int) -> PackageRow | None:
        with self.session() as s:
            return s.get(PackageRow, package_id)

    def update(self, package_id: int, **values) -> None:
        with self.session() as s, s.begin():
            row = s.get(PackageRow, package_id)
            for key, value in values.items():
                setattr(row, key, value)

    def queue(self) -> list[PackageRow]:
        """What needs a reviewer first: failures, then needs-review, unmet criteria, most deficiencies."""
        with self.session() as s:
            rows = list(s.scalars(select(PackageRow)))
        rank = {"failed": 0, "queued": 1, "checking": 1, "checked": 2}
        return sorted(rows, key=lambda r: (rank.get(r.status, 3), -(r.needs_review > 0), -r.unmet,
                                           -r.deficiencies, -r.id))
