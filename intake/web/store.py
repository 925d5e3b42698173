"""The reviewers' store: users, sessions, packages (which are also the durable job queue),
their files on disk, their reports, the reviewers' corrections and an append-only audit trail.

SQLAlchemy over SQLite by default (one file, nothing to run); any SQLAlchemy URL works for a
shared server (PostgreSQL is tested: ``postgresql+psycopg://user@host:port/db``). Files live
on disk under ``data_dir/packages/<id>/`` (never inside the database: a permit package can be
hundreds of MB); their names are reduced to a safe form before they touch the disk.

The job queue: a package row is ``queued`` → ``checking`` (claimed by one worker with an
atomic ``UPDATE … WHERE status = 'queued'``, which stamps a fresh claim token) → ``checked``
or ``failed``. A worker writes its result only while its claim token is still the row's, so a
package re-queued (a correction, a crashed worker, a restart) is never written by the stale
check: one package, one report.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from sqlalchemy import (BigInteger, DateTime, Integer, String, Text, create_engine, delete, event, select,
                        text, update)
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, sessionmaker

from rulen.models import Report

STATUSES = ("queued", "checking", "checked", "failed")
ROLES = ("reviewer", "admin")
MAX_ID = 2**31 - 1  # an id past this is no package (and would overflow PostgreSQL's integer)


def now() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class UserRow(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    role: Mapped[str] = mapped_column(String(20), default="reviewer")
    password_hash: Mapped[str] = mapped_column(String(200))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class TokenRow(Base):
    """A login session (kind ``session``) or an API token (kind ``api``); only the sha256 is kept."""

    __tablename__ = "tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(Integer, index=True)
    kind: Mapped[str] = mapped_column(String(10))
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    label: Mapped[str] = mapped_column(String(100), default="")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    expires: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class PackageRow(Base):
    __tablename__ = "packages"
    __table_args__ = {"sqlite_autoincrement": True}  # a deleted package's id is never reused

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(300))
    status: Mapped[str] = mapped_column(String(20), default="queued", index=True)  # see STATUSES
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    created_by: Mapped[str] = mapped_column(String(100), default="")
    checked: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    overrides: Mapped[str] = mapped_column(Text, default="{}")  # JSON: fact name -> value, the reviewer's
    report: Mapped[str | None] = mapped_column(Text, nullable=True)  # the report contract, JSON
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    upload_errors: Mapped[str] = mapped_column(Text, default="[]")  # JSON [[name, reason]]: refused at upload
    paragraph: Mapped[str | None] = mapped_column(String(20), nullable=True)
    deficiencies: Mapped[int] = mapped_column(Integer, default=0)
    unmet: Mapped[int] = mapped_column(Integer, default=0)
    missing: Mapped[int] = mapped_column(Integer, default=0)
    needs_review: Mapped[int] = mapped_column(Integer, default=0)
    file_errors: Mapped[int] = mapped_column(Integer, default=0)
    # the job
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    claim: Mapped[str | None] = mapped_column(String(64), nullable=True)
    worker: Mapped[str | None] = mapped_column(String(100), nullable=True)
    started: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    files_total: Mapped[int] = mapped_column(Integer, default=0)
    bytes_total: Mapped[int] = mapped_column(BigInteger, default=0)
    pages_total: Mapped[int] = mapped_column(Integer, default=0)  # progress of the check under way
    pages_done: Mapped[int] = mapped_column(Integer, default=0)
    # resubmittal rounds: round 2 of a package points to round 1
    previous_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    round: Mapped[int] = mapped_column(Integer, default=1)

    def overrides_dict(self) -> dict[str, str]:
        return json.loads(self.overrides or "{}")

    def upload_errors_list(self) -> list[list[str]]:
        return json.loads(self.upload_errors or "[]")

    def report_model(self) -> Report | None:
        return Report.model_validate_json(self.report) if self.report else None


class EventRow(Base):
    """The audit trail: appended, never changed (the database refuses UPDATE and DELETE)."""

    __tablename__ = "events"
    __table_args__ = {"sqlite_autoincrement": True}

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    package_id: Mapped[int] = mapped_column(Integer, index=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    actor: Mapped[str] = mapped_column(String(100))  # a user's name, or "worker <id>", or "system"
    action: Mapped[str] = mapped_column(String(30))  # upload | correction | recheck | status | delete
    detail: Mapped[str] = mapped_column(Text, default="{}")  # JSON

    def detail_dict(self) -> dict:
        return json.loads(self.detail or "{}")


_APPEND_ONLY = {
    "sqlite": [
        "CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events "
        "BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END",
        "CREATE TRIGGER IF NOT EXISTS events_no_delete BEFORE DELETE ON events "
        "BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END",
    ],
    "postgresql": [
        "CREATE OR REPLACE FUNCTION rulen_events_append_only() RETURNS trigger AS $$ "
        "BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END; $$ LANGUAGE plpgsql",
        "DROP TRIGGER IF EXISTS events_append_only ON events",
        "CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events "
        "FOR EACH ROW EXECUTE FUNCTION rulen_events_append_only()",
    ],
}

SAFE = re.compile(r"[^A-Za-z0-9._ -]+")


def safe_filename(name: str) -> str:
    """The last path part of an uploaded name, stripped of anything a file system could misread."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    base = SAFE.sub("_", base).strip(" .")
    return base[:150] or "upload"


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Store:
    def __init__(self, url: str, data_dir: Path):
        self.url = url
        self.data_dir = Path(data_dir).resolve()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        sqlite = url.startswith("sqlite")
        self.engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30} if sqlite else {},
                                    pool_pre_ping=not sqlite)
        if sqlite:
            @event.listens_for(self.engine, "connect")
            def _pragmas(dbapi_conn, _record):  # several processes share the file: WAL, and wait for locks
                cur = dbapi_conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA busy_timeout=30000")
                cur.close()
        self._create_schema()
        self.session = sessionmaker(self.engine, expire_on_commit=False)

    def _create_schema(self) -> None:
        """Tables and the audit trail's triggers; safe while other processes (workers) do the same."""
        for attempt in range(5):
            try:
                with self.engine.begin() as conn:
                    if self.engine.dialect.name == "postgresql":
                        conn.execute(text("SELECT pg_advisory_xact_lock(7242015)"))  # one schema writer at a time
                    Base.metadata.create_all(conn)
                    _add_missing_columns(conn)
                    for stmt in _APPEND_ONLY.get(self.engine.dialect.name, []):
                        conn.execute(text(stmt))
                return
            except OperationalError:  # SQLite: another process created a table between check and create
                if attempt == 4:
                    raise
                time.sleep(0.2 * (attempt + 1))

    # ---- files ---------------------------------------------------------------------------
    def folder(self, package_id: int) -> Path:
        return self.data_dir / "packages" / str(int(package_id))

    def files_dir(self, package_id: int) -> Path:
        """The PDFs the worker checks (zips already unpacked, under the caps)."""
        return self.folder(package_id) / "files"

    def originals_dir(self, package_id: int) -> Path:
        """The files as uploaded, for download."""
        return self.folder(package_id) / "originals"

    def staging(self) -> Path:
        path = self.data_dir / "staging"
        path.mkdir(parents=True, exist_ok=True)
        return path

    # ---- users and tokens ------------------------------------------------------------------
    def user_count(self) -> int:
        with self.session() as s:
            return len(list(s.scalars(select(UserRow.id))))

    def add_user(self, name: str, password_hash: str, role: str = "reviewer") -> UserRow:
        if role not in ROLES:
            raise ValueError(f"role must be one of {', '.join(ROLES)}")
        if not re.fullmatch(r"[A-Za-z0-9._@-]{1,100}", name):
            raise ValueError("a user name is 1-100 letters, digits or . _ @ -")
        with self.session() as s, s.begin():
            if s.scalar(select(UserRow).where(UserRow.name == name)) is not None:
                raise ValueError(f"user {name!r} exists")
            row = UserRow(name=name, role=role, password_hash=password_hash)
            s.add(row)
            return row

    def users(self) -> list[UserRow]:
        with self.session() as s:
            return list(s.scalars(select(UserRow).order_by(UserRow.name)))

    def user(self, name: str) -> UserRow | None:
        with self.session() as s:
            return s.scalar(select(UserRow).where(UserRow.name == name))

    def set_password_hash(self, user_id: int, password_hash: str) -> None:
        with self.session() as s, s.begin():
            s.get(UserRow, user_id).password_hash = password_hash

    def new_token(self, user_id: int, kind: str, *, label: str = "", ttl: timedelta | None = None) -> str:
        token = secrets.token_urlsafe(32)
        with self.session() as s, s.begin():
            s.execute(delete(TokenRow).where(TokenRow.expires.is_not(None), TokenRow.expires < now()))  # old sessions
            s.add(TokenRow(user_id=user_id, kind=kind, digest=digest(token), label=label[:100],
                           expires=now() + ttl if ttl else None))
        return token

    def token_user(self, token: str, kind: str) -> UserRow | None:
        with self.session() as s:
            row = s.scalar(select(TokenRow).where(TokenRow.digest == digest(token), TokenRow.kind == kind))
            if row is None:
                return None
            if row.expires is not None and _aware(row.expires) < now():
                return None
            return s.get(UserRow, row.user_id)

    def drop_token(self, token: str) -> None:
        with self.session() as s, s.begin():
            s.execute(delete(TokenRow).where(TokenRow.digest == digest(token)))

    def revoke_token(self, user_id: int, token_id: int) -> bool:
        with self.session() as s, s.begin():
            return s.execute(delete(TokenRow).where(TokenRow.id == token_id, TokenRow.user_id == user_id,
                                                    TokenRow.kind == "api")).rowcount == 1

    def api_tokens(self, user_id: int) -> list[TokenRow]:
        with self.session() as s:
            return list(s.scalars(select(TokenRow).where(TokenRow.user_id == user_id, TokenRow.kind == "api")))

    # ---- packages --------------------------------------------------------------------------
    def create(self, name: str, actor: str, *, files_total: int = 0, bytes_total: int = 0,
               upload_errors: list[list[str]] | None = None, detail: dict | None = None,
               place=None, previous: "PackageRow | None" = None) -> PackageRow:
        """A new package row, ``queued``. ``place(id)`` puts its files in :meth:`folder` before the row is
        committed, so no worker sees the row before its files."""
        with self.session() as s, s.begin():
            row = PackageRow(name=name[:300] or "package", created_by=actor, files_total=files_total,
                             bytes_total=bytes_total, upload_errors=json.dumps(upload_errors or []),
                             previous_id=previous.id if previous else None,
                             round=previous.round + 1 if previous else 1)
            s.add(row)
            s.flush()
            s.add(EventRow(package_id=row.id, actor=actor, action="upload",
                           detail=json.dumps({"name": row.name, "round": row.round, **(detail or {})})))
            if previous is not None:
                s.add(EventRow(package_id=previous.id, actor=actor, action="resubmittal",
                               detail=json.dumps({"round": row.round, "package": row.id})))
            if place is not None:
                place(row.id)
            return row

    def get(self, package_id: int) -> PackageRow | None:
        if not 0 < package_id <= MAX_ID:
            return None
        with self.session() as s:
            return s.get(PackageRow, package_id)

    def summaries(self) -> list[PackageRow]:
        """The queue without the report bodies (the queue page must stay fast with many large reports)."""
        cols = [c for c in PackageRow.__table__.columns if c.name != "report"]
        with self.session() as s:
            rows = s.execute(select(*cols)).all()
        out = []
        for r in rows:
            row = PackageRow(**{c.name: getattr(r, c.name) for c in cols})
            out.append(row)
        rank = {"failed": 0, "queued": 1, "checking": 1, "checked": 2}
        return sorted(out, key=lambda r: (rank.get(r.status, 3), -(r.needs_review > 0), -r.unmet,
                                          -r.deficiencies, -r.id))

    def later_rounds(self, package_id: int) -> list[int]:
        with self.session() as s:
            return list(s.scalars(select(PackageRow.id).where(PackageRow.previous_id == package_id).order_by(PackageRow.id)))

    def events(self, package_id: int) -> list[EventRow]:
        with self.session() as s:
            return list(s.scalars(select(EventRow).where(EventRow.package_id == package_id).order_by(EventRow.id)))

    def log(self, package_id: int, actor: str, action: str, **detail) -> None:
        with self.session() as s, s.begin():
            s.add(EventRow(package_id=package_id, actor=actor, action=action, detail=json.dumps(detail)))

    def correct(self, package_id: int, actor: str, name: str, new: str | None, reason: str) -> bool:
        """Set (or with ``new=None`` withdraw) a reviewer's fact and re-queue the package, in one transaction."""
        with self.session() as s, s.begin():
            row = s.get(PackageRow, package_id)
            if row is None:
                return False
            overrides = row.overrides_dict()
            old = overrides.get(name)
            if new is None:
                overrides.pop(name, None)
            else:
                overrides[name] = new
            row.overrides = json.dumps(overrides)
            s.add(EventRow(package_id=package_id, actor=actor, action="correction",
                           detail=json.dumps({"fact": name, "old": old, "new": new, "reason": reason})))
            self._requeue(s, row, actor, "correction")
            return True

    def recheck(self, package_id: int, actor: str) -> bool:
        with self.session() as s, s.begin():
            row = s.get(PackageRow, package_id)
            if row is None:
                return False
            s.add(EventRow(package_id=package_id, actor=actor, action="recheck", detail="{}"))
            self._requeue(s, row, actor, "re-check asked")
            return True

    def _requeue(self, s, row: PackageRow, actor: str, why: str) -> None:
        old = row.status
        row.status, row.claim, row.worker, row.attempts, row.error = "queued", None, None, 0, None
        s.add(EventRow(package_id=row.id, actor=actor, action="status",
                       detail=json.dumps({"old": old, "new": "queued", "why": why})))

    def delete(self, package_id: int, actor: str) -> bool:
        with self.session() as s, s.begin():
            row = s.get(PackageRow, package_id)
            if row is None:
                return False
            s.add(EventRow(package_id=package_id, actor=actor, action="delete", detail=json.dumps({"name": row.name})))
            s.delete(row)
        return True

    # ---- the job queue ---------------------------------------------------------------------
    def claim_next(self, worker: str) -> tuple[PackageRow, str] | None:
        """Claim the oldest queued package for ``worker``: an atomic UPDATE, so two workers never
        both win one package. Returns the row and its claim token, or None when nothing is queued."""
        for _ in range(20):
            with self.session() as s:
                candidate = s.scalar(select(PackageRow.id).where(PackageRow.status == "queued")
                                     .order_by(PackageRow.id).limit(1))
            if candidate is None:
                return None
            token = secrets.token_hex(16)
            with self.session() as s, s.begin():
                won = s.execute(update(PackageRow)
                                .where(PackageRow.id == candidate, PackageRow.status == "queued")
                                .values(status="checking", claim=token, worker=worker, started=now(),
                                        attempts=PackageRow.attempts + 1)).rowcount
                if won == 1:
                    s.add(EventRow(package_id=candidate, actor=f"worker {worker}", action="status",
                                   detail=json.dumps({"old": "queued", "new": "checking"})))
            if won == 1:
                row = self.get(candidate)
                if row is not None:
                    return row, token
        return None

    def finish(self, package_id: int, token: str, worker: str, **values) -> bool:
        """Write a check's result, only if ``token`` is still the package's claim (else it is stale)."""
        status = values.get("status", "checked")
        with self.session() as s, s.begin():
            done = s.execute(update(PackageRow)
                             .where(PackageRow.id == package_id, PackageRow.claim == token,
                                    PackageRow.status == "checking")
                             .values(claim=None, checked=now(), **values)).rowcount
            if done == 1:
                detail = {"old": "checking", "new": status}
                if values.get("error"):
                    detail["error"] = values["error"]
                s.add(EventRow(package_id=package_id, actor=f"worker {worker}", action="status",
                               detail=json.dumps(detail)))
        return done == 1

    def progress(self, package_id: int, token: str, **values) -> None:
        with self.session() as s, s.begin():
            s.execute(update(PackageRow).where(PackageRow.id == package_id, PackageRow.claim == token).values(**values))

    def release(self, where_worker: str | None = None, *, max_attempts: int, why: str,
                fail: bool = False) -> list[int]:
        """Put interrupted checks back in the queue (all ``checking`` rows, or one worker's), or
        fail them after ``max_attempts`` (or at once with ``fail``: a check over its time limit)."""
        released = []
        with self.session() as s:
            q = select(PackageRow.id, PackageRow.claim, PackageRow.attempts).where(PackageRow.status == "checking")
            if where_worker is not None:
                q = q.where(PackageRow.worker == where_worker)
            rows = s.execute(q).all()
        for package_id, claim, attempts in rows:
            give_up = fail or attempts >= max_attempts
            new = "failed" if give_up else "queued"
            error = (why if fail else f"{why}; gave up after {attempts} attempts") if give_up else None
            with self.session() as s, s.begin():
                # only while the same claim still holds: a check that finished meanwhile keeps its result
                done = s.execute(update(PackageRow)
                                 .where(PackageRow.id == package_id, PackageRow.status == "checking",
                                        PackageRow.claim == claim)
                                 .values(status=new, claim=None, error=error)).rowcount
                if done == 1:
                    s.add(EventRow(package_id=package_id, actor="system", action="status",
                                   detail=json.dumps({"old": "checking", "new": new, "why": why})))
                    released.append(package_id)
        return released

    def overdue(self, limit_s: float) -> list[PackageRow]:
        """Checks running longer than ``limit_s`` seconds."""
        cutoff = now() - timedelta(seconds=limit_s)
        with self.session() as s:
            rows = list(s.scalars(select(PackageRow).where(PackageRow.status == "checking")))
        return [r for r in rows if r.started is not None and _aware(r.started) < cutoff]


def _add_missing_columns(conn) -> None:
    """A store made by an older rulen gets the columns added since (tables are never dropped)."""
    from sqlalchemy import inspect

    inspector = inspect(conn)
    for table in Base.metadata.sorted_tables:
        have = {c["name"] for c in inspector.get_columns(table.name)}
        for column in table.columns:
            if column.name in have:
                continue
            kind = column.type.compile(dialect=conn.dialect)
            conn.execute(text(f'ALTER TABLE {table.name} ADD COLUMN "{column.name}" {kind}'))
            default = column.default.arg if column.default is not None and not callable(column.default.arg) else None
            if default is not None:
                conn.execute(text(f'UPDATE {table.name} SET "{column.name}" = :v'), {"v": default})


def _aware(when: datetime) -> datetime:
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)
