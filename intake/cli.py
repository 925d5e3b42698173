"""The ``rulen`` command line (typer: typed options, generated --help, tested with its runner).

Exit status, for scripts: 0 = checked, no deficiency; 1 = checked, deficiencies found;
2 = could not check (bad arguments, no readable PDF, unreadable facts file, an --out that
cannot be written); 3 = internal error (a one-line message; the traceback with --debug).
``audit`` gives the same meanings over the whole run.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from rulen.models import PackageInfo, Report, report_json_schema

app = typer.Typer(
    name="rulen",
    help="Check stormwater permit packages against MCWD Rule N and write a deficiency report.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

EXIT_OK, EXIT_DEFICIENT, EXIT_UNCHECKED, EXIT_INTERNAL = 0, 1, 2, 3


class Format(str, Enum):
    text = "text"
    json = "json"
    html = "html"
    md = "md"


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"rulen {version('rulen')}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[Optional[bool], typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")] = None,
) -> None:
    """Check stormwater permit packages against MCWD Rule N and write a deficiency report."""


def _fail(message: str) -> typer.Exit:
    typer.echo(f"rulen: error: {message}", err=True)
    return typer.Exit(EXIT_UNCHECKED)


def _internal(exc: BaseException, debug: bool) -> typer.Exit:
    """An error of rulen itself: one line (the traceback only with --debug), exit status 3."""
    if debug:
        import traceback

        traceback.print_exception(exc)
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    typer.echo(f"rulen: internal error: {type(exc).__name__}{': ' + detail if detail else ''}"
               + ("" if debug else " (run again with --debug for the traceback)"), err=True)
    return typer.Exit(EXIT_INTERNAL)


def _writable_file(out: Path) -> str | None:
    """Why a report cannot be written to ``out`` (None when it can), asked before any work is done."""
    import os

    if out.is_dir():
        return f"--out {out} is a folder; give a file name, e.g. {out / 'report.html'}"
    if out.exists():
        return None if os.access(out, os.W_OK) else f"--out {out}: permission denied"
    parent = out.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not parent.is_dir():
        return f"--out {out}: {parent} is not a folder"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"--out {out}: cannot create files in {parent} (permission denied)"
    return None


def _emit(report: Report, fmt: Format, out: Path | None, *, unchecked: bool = False) -> int:
    """Write the report in ``fmt`` to ``out`` (or stdout); with --out, also print the text summary."""
    from reports.render import render

    if out is not None:
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(render(report, fmt.value), encoding="utf-8")
        except OSError as exc:
            raise _fail(f"cannot write --out {out}: {exc.strerror or exc}") from None
        if fmt is not Format.text:
            typer.echo(render(report, "text", color=sys.stdout.isatty()))
        typer.echo(f"Report written to {out}", err=True)
    else:
        typer.echo(render(report, fmt.value, color=fmt is Format.text and sys.stdout.isatty()))
    if unchecked:
        return EXIT_UNCHECKED
    return EXIT_DEFICIENT if report.deficiencies else EXIT_OK


FormatOpt = Annotated[Format, typer.Option("--format", "-f", help="Output format: text (terminal summary), json (the report contract), html (self-contained, printable), md (comment letter).")]
DebugOpt = Annotated[bool, typer.Option("--debug", help="On an internal error, print the whole traceback.")]
OcrCacheOpt = Annotated[Optional[Path], typer.Option("--ocr-cache", metavar="DIR", help="Folder of the OCR cache (default: $RULEN_OCR_CACHE, else $XDG_CACHE_HOME/rulen/ocr); 'off' for none.")]
OutOpt = Annotated[Optional[Path], typer.Option("--out", "-o", help="Write the report to this file (and print the text summary). Example: --out report.html")]


@app.command()
def check(
    paths: Annotated[list[Path], typer.Argument(metavar="PATH", help="One package: PDFs, folders (searched recursively) and/or .zip files. Example: rulen check plans.pdf swmp.pdf")],
    format: FormatOpt = Format.text,
    out: OutOpt = None,
    fact: Annotated[Optional[list[str]], typer.Option("--fact", metavar="NAME=VALUE", help="Set or correct a fact by hand; repeatable; marked 'override' in the report. Example: --fact applicant_public_entity=true --fact site_area_ac=7.86")] = None,
    password: Annotated[Optional[str], typer.Option("--password", metavar="PW", help="Password for encrypted PDFs in the package (the empty password is always tried).")] = None,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Do not OCR pages without a text layer (faster; scanned pages then read as empty).")] = False,
    ocr_cache: OcrCacheOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Check ONE permit package and report missing exhibits and unmet criteria.

    Exit status: 0 no deficiency, 1 deficiencies, 2 could not check, 3 internal error.
    Example: rulen check examples/deficient --format html --out report.html
    """
    from intake.overrides import parse_overrides

    try:
        overrides = parse_overrides(fact or [])
    except ValueError as exc:
        raise _fail(str(exc)) from None
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        raise _fail(f"no such file or folder: {', '.join(missing)}")
    if out is not None and (why := _writable_file(out)):
        raise _fail(why)
    _set_ocr_cache(ocr_cache)
    _page_progress()
    try:
        from intake.pipeline import CheckOptions, check_paths, readable

        report = check_paths(paths, CheckOptions(password=password, overrides=overrides, ocr=not no_ocr))
        unchecked = not readable(report) and not overrides
        if unchecked:
            typer.echo("rulen: no readable PDF in the package; see the file errors below.", err=True)
        status = _emit(report, format, out, unchecked=unchecked)
    except (typer.Exit, KeyboardInterrupt):
        raise
    except Exception as exc:  # noqa: BLE001 - a bug of ours: exit 3, never 1 (deficiencies)
        raise _internal(exc, debug) from None
    raise typer.Exit(status)


def _page_progress() -> None:
    """On a terminal, a line per OCRed page (seconds each): a long scanned package shows it is alive."""
    import logging

    if sys.stderr.isatty():
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("rulen: %(message)s"))
        log = logging.getLogger("rulen.progress")
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False


def _set_ocr_cache(folder: Optional[Path]) -> None:
    """--ocr-cache: through the environment, so worker processes started later see it too."""
    import os

    if folder is not None:
        os.environ["RULEN_OCR_CACHE"] = str(folder)


@app.command()
def evaluate(
    facts_file: Annotated[str, typer.Argument(metavar="FACTS.json", help="A JSON object of facts ('-' for stdin): plain {\"site_area_ac\": 9.5, \"project_type\": \"commercial\"}, the report's Fact form, or a whole report. Optional keys 'exhibits' and 'statements' list clause ids found.")],
    format: FormatOpt = Format.json,
    out: OutOpt = None,
) -> None:
    """Decide from facts alone: does Rule N apply to my project, and what will I need?

    Example: echo '{"project_type": "commercial", "site_area_ac": 3.2}' | rulen evaluate -
    """
    from rulen.engine import determine
    from rulen.facts import facts_from_json

    try:
        text = sys.stdin.read() if facts_file == "-" else Path(facts_file).read_text(encoding="utf-8")
        facts = facts_from_json(json.loads(text))
    except (OSError, ValueError) as exc:  # JSONDecodeError is a ValueError
        raise _fail(f"cannot read facts from {facts_file}: {exc}") from None
    report = Report.build(PackageInfo(), determine(facts))
    raise typer.Exit(_emit(report, format, out))


@app.command()
def schema() -> None:
    """Print the JSON Schema of the report (the contract of --format json)."""
    typer.echo(json.dumps(report_json_schema(), indent=2))


@app.command("eval")
def eval_(
    corpus_dir: Annotated[Path, typer.Argument(help="A folder with packages, each beside a rulen-truth.json ground-truth file.")],
    json_out: Annotated[Optional[Path], typer.Option("--json", help="Also write the scores as JSON here.")] = None,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Skip OCR (scanned packages then score as unread).")] = False,
    worst: Annotated[int, typer.Option("--worst", min=0,
                                       help="How many mismatches to list, worst first; 0 lists none (aggregate "
                                            "figures only, e.g. for a held-out split nobody should read).")] = 40,
    by_author: Annotated[bool, typer.Option("--by-author", help="Leave one author out: train on every other author group, score on this one.")] = False,
    rules_only: Annotated[bool, typer.Option("--rules-only", help="With --by-author: score the rule-based reconciliation alone (no chooser), for comparison.")] = False,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Processes that read the packages (with --by-author).")] = 2,
    cache: Annotated[Optional[Path], typer.Option("--cache", help="With --by-author: keep the packages as read in this file, to re-score without re-reading.")] = None,
) -> None:
    """Score the checker against ground truth (a corpus, or a district's own labelled archive).

    With --by-author: for every author group (the truth's split), train the chooser on all the
    others and score on it; prints each group's row, the mean and the worst.

    Example: rulen eval corpus-out/heldout --json scores.json
    """
    from intake.pipeline import CheckOptions, check_paths
    from intake.scoring import print_scores, score

    if not corpus_dir.is_dir():
        raise _fail(f"{corpus_dir} is not a folder")
    if by_author:
        from intake.train import by_author as run_by_author, print_by_author, read_corpus

        packages = read_corpus(corpus_dir, ocr=not no_ocr, workers=jobs, cache=cache)
        result = run_by_author(packages, chooser=not rules_only, workers=jobs)
        print_by_author(result)
        if json_out:
            json_out.write_text(json.dumps(result, indent=1), encoding="utf-8")
        return
    options = CheckOptions(ocr=not no_ocr)
    scores = score(corpus_dir, lambda pkg: check_paths([pkg], options), worst=worst)
    print_scores(scores)
    if json_out:
        json_out.write_text(scores.model_dump_json(indent=2), encoding="utf-8")


@app.command()
def train(
    corpus_dir: Annotated[Path, typer.Argument(help="A folder of packages, each beside a rulen-truth.json (e.g. the built corpus).")],
    out: Annotated[Optional[Path], typer.Option("--out", "-o", help="Where to write the model (default: the one the checker loads, extract/choose/model.json).")] = None,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Read scanned packages without OCR (they then add no rows).")] = False,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Processes that read the packages.")] = 2,
    cache: Annotated[Optional[Path], typer.Option("--cache", help="Keep the packages as read in this file, to retrain without re-reading.")] = None,
) -> None:
    """Train the chooser on the corpus' ground truth, deterministically (the same corpus gives the same file).

    Example: rulen train corpus-out --out extract/choose/model.json
    """
    from extract.choose.kind import KIND_MODEL_PATH
    from extract.choose.model import MODEL_PATH
    from extract.choose.exhibit_pages import EXHIBIT_MODEL_PATH
    from intake.train import (fit, fit_exhibit_pages, fit_kind, read_corpus, write_exhibit_model, write_kind_model,
                              write_model)

    if not corpus_dir.is_dir():
        raise _fail(f"{corpus_dir} is not a folder")
    packages = read_corpus(corpus_dir, ocr=not no_ocr, workers=jobs, cache=cache)
    model = fit(packages)
    target = out or MODEL_PATH
    write_model(model, target)
    kinds = fit_kind(packages)
    kind_target = target.with_name(KIND_MODEL_PATH.name)
    write_kind_model(kinds, kind_target)
    kinfo = kinds.info or {}
    typer.echo(f"kind of project: {len(kinds.weights)} features from {kinfo.get('naics_titles')} NAICS titles and "
               f"{kinfo.get('packages')} descriptions; set threshold {kinds.set_threshold:.3f} "
               f"({kinfo.get('oof_right')}/{kinfo.get('oof')} right out of fold); written to {kind_target}")
    pages = fit_exhibit_pages(packages)
    pages_target = target.with_name(EXHIBIT_MODEL_PATH.name)
    write_exhibit_model(pages, pages_target)
    pinfo = pages.info or {}
    typer.echo(f"exhibits by page: {len(pages.weights)} items from {pinfo.get('pages')} pages; of "
               f"{pinfo.get('claims')} `missing` the rules claim, {pinfo.get('claims_right')} are right; thresholds on "
               f"{len(pages.thresholds)} items turn {pinfo.get('vetoed')} into questions ({pinfo.get('vetoed_truly_missing')} of "
               f"them truly missing), out of fold; written to {pages_target}")
    info = model.info or {}
    typer.echo(f"trained on {info.get('packages')} packages of {len(info.get('authors', []))} author groups, "
               f"{info.get('rows')} readings; set threshold {model.set_threshold:.3f} "
               f"({info.get('oof_set_right')}/{info.get('oof_set')} right out of fold); written to {target}")


@app.command()
def audit(
    root: Annotated[Path, typer.Argument(help="Archive folder: each sub-folder, .zip or lone PDF in it is one package.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder for reports/, summary.csv, quarantine.csv, index.html and the state.jsonl journal.")] = Path("audit-out"),
    workers: Annotated[Optional[int], typer.Option("--workers", "-j", min=1, help="Parallel worker processes (default: the machine's cores).")] = None,
    dask: Annotated[Optional[str], typer.Option("--dask", help="Run on a Dask cluster: scheduler address (tcp://host:8786, started with 'dask scheduler' and 'dask worker tcp://host:8786 --nthreads 1'), or 'local' for a local cluster of -j worker processes. Needs: pip install 'rulen[dask]'.")] = None,
    password: Annotated[Optional[str], typer.Option("--password", help="Password tried on encrypted PDFs.")] = None,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Do not OCR scanned pages (much faster; scans then read as empty).")] = False,
    time_limit: Annotated[float, typer.Option("--time-limit", min=0, metavar="SECONDS", help="Per package: stop it and quarantine it after this long (0: no limit).")] = 3600.0,
    log_every: Annotated[int, typer.Option("--log-every", min=1, metavar="N", help="When the output is not a terminal: a progress line every N packages.")] = 25,
    ocr_cache: OcrCacheOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Audit many packages in parallel; re-running skips packages already done and unchanged.

    Exit status over the whole run: 0 every package checked and none deficient, 1 deficiencies
    found, 2 some package could not be checked (see quarantine.csv) or bad arguments, 3 internal error.
    Example: rulen audit /archive/permits-2009 --out audit-2009 -j 4
    """
    import os

    from intake.audit import audit_exit_status, run_audit, summary_counts
    from intake.pipeline import CheckOptions

    if not root.exists():
        raise _fail(f"{root} does not exist")
    if out.exists() and not out.is_dir():
        raise _fail(f"--out {out} is a file; give a folder for the audit's reports")
    if out.exists() and not os.access(out, os.W_OK | os.X_OK):
        raise _fail(f"--out {out}: permission denied")
    _set_ocr_cache(ocr_cache)
    workers = workers or os.cpu_count() or 1
    try:
        with _AuditProgress(log_every) as tick:
            items = run_audit(root, out, workers=workers, scheduler=dask, progress=tick,
                              options=CheckOptions(password=password, ocr=not no_ocr), time_limit_s=time_limit or None)
        counts = summary_counts(items)
        typer.echo("  ".join(f"{k}: {v}" for k, v in counts.items()))
        typer.echo(f"Summary: {out / 'summary.csv'}  Quarantine: {out / 'quarantine.csv'}  Index: {out / 'index.html'}")
        status = audit_exit_status(items)
    except (typer.Exit, KeyboardInterrupt):
        raise
    except ImportError as exc:
        raise _fail(f"{exc}; for --dask: pip install 'rulen[dask]'") from None
    except OSError as exc:
        raise _fail(f"cannot write the audit to {out}: {exc.strerror or exc}") from None
    except Exception as exc:  # noqa: BLE001
        raise _internal(exc, debug) from None
    raise typer.Exit(status)


class _AuditProgress:
    """A rich bar on a terminal; otherwise a log line every N packages: rate (packages/hour) and ETA."""

    def __init__(self, every: int):
        self.every = every
        self.tty = sys.stderr.isatty()
        self.started = 0.0
        self.first: int | None = None
        self.bar = None

    def __enter__(self):
        import time

        self.started = time.monotonic()
        if self.tty:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            self.bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                TextColumn("{task.fields[rate]}"), TimeRemainingColumn(), transient=False)
            self.bar.__enter__()
            self.task = self.bar.add_task("auditing", total=None, rate="")
        return self

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.__exit__(*exc)
        return False

    def __call__(self, item, done: int, total: int) -> None:
        import time

        if self.first is None:
            self.first = done - 1  # packages earlier runs finished
        elapsed = max(time.monotonic() - self.started, 1e-6)
        now = done - self.first
        per_hour = now / elapsed * 3600
        eta = (total - done) / (now / elapsed) if now else float("inf")
        rate = f"{per_hour:,.0f} packages/h"
        if self.bar is not None:
            self.bar.update(self.task, completed=done, total=total, description=f"{item.package[:30]:30}", rate=rate)
        elif now % self.every == 0 or done == total:
            typer.echo(f"audit: {done}/{total} packages ({now} this run), {rate}, ETA {_duration(eta)}"
                       f"; last: {item.package} {item.status}", err=True)


def _duration(seconds: float) -> str:
    if seconds == float("inf"):
        return "?"
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}h{m:02d}m" if h else f"{m}m{s:02d}s"


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on (default: this machine only).")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to listen on.")] = 8000,
    db: Annotated[str, typer.Option("--db", help="SQLAlchemy database URL (default: SQLite file rulen.db; e.g. postgresql+psycopg://rulen@dbhost/rulen).")] = "sqlite:///rulen.db",
    data: Annotated[Path, typer.Option("--data", help="Folder where uploaded package files are kept.")] = Path("rulen-data"),
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Do not OCR scanned pages.")] = False,
    allowed_host: Annotated[Optional[list[str]], typer.Option("--allowed-host", help="A Host name clients use to reach the server (repeatable); localhost, 127.0.0.1 and --host are always allowed.")] = None,
    workers: Annotated[int, typer.Option("--workers", min=0, help="Worker processes that run the checks (0: none here; run 'rulen worker' elsewhere).")] = 2,
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds one package may take before its check is stopped and failed.")] = 900.0,
    max_upload_mib: Annotated[float, typer.Option("--max-upload-mib", help="Largest upload accepted, MiB (refused while streaming).")] = 512,
    max_member_mib: Annotated[float, typer.Option("--max-member-mib", help="Largest PDF unpacked from a zip, MiB.")] = 256,
    max_unpacked_mib: Annotated[float, typer.Option("--max-unpacked-mib", help="Most bytes unpacked from one upload's zips, MiB.")] = 1024,
) -> None:
    """Run the reviewers' web app: log in, upload packages, a triage queue, reports, fact corrections.

    Checks run in --workers subprocesses from a queue kept in the database. Add a user first:
    rulen users add NAME --role admin --db URL. Example: rulen serve --port 8000
    """
    import uvicorn

    from intake.web.app import create_app
    from intake.web.worker import WorkerPool

    hosts = list(allowed_host or [])
    if host not in ("0.0.0.0", "::", ""):
        hosts.append(host)
    application = create_app(db, data, allowed_hosts=hosts, max_upload_mib=max_upload_mib,
                             max_member_mib=max_member_mib, max_unpacked_mib=max_unpacked_mib)
    if workers:
        from intake.web.worker import with_workers

        application = with_workers(application, WorkerPool(db, data, workers, ocr=not no_ocr, time_limit=time_limit))
    uvicorn.run(application, host=host, port=port)


@app.command()
def worker(
    db: Annotated[str, typer.Option("--db", help="SQLAlchemy database URL of the web app's store.")] = "sqlite:///rulen.db",
    data: Annotated[Path, typer.Option("--data", help="The web app's data folder.")] = Path("rulen-data"),
    worker_id: Annotated[Optional[str], typer.Option("--id", help="This worker's name in the queue (default: host:pid).")] = None,
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds one package may take.")] = 900.0,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Do not OCR scanned pages.")] = False,
    once: Annotated[bool, typer.Option("--once", help="Check what is queued now, then exit.")] = False,
    parent: Annotated[Optional[int], typer.Option("--parent", help="Exit when this process (the supervising server) is gone.")] = None,
) -> None:
    """Check queued packages of the web app's store, one at a time (rulen serve starts these itself)."""
    import os
    import socket

    from intake.web.store import Store
    from intake.web.worker import drain, work

    wid = worker_id or f"{socket.gethostname()}:{os.getpid()}"
    if once:
        done = drain(Store(db, data), worker=wid, ocr=not no_ocr, time_limit=time_limit)
        typer.echo(f"checked {len(done)} package(s)")
        return
    work(db, data, wid, ocr=not no_ocr, time_limit=time_limit, parent=parent)


users_app = typer.Typer(help="Accounts of the web app (rulen serve).", no_args_is_help=True)
app.add_typer(users_app, name="users")


@users_app.command("add")
def users_add(
    name: Annotated[str, typer.Argument(help="Login name.")],
    role: Annotated[str, typer.Option("--role", help="reviewer or admin.")] = "reviewer",
    db: Annotated[str, typer.Option("--db", help="SQLAlchemy database URL of the web app's store.")] = "sqlite:///rulen.db",
    data: Annotated[Path, typer.Option("--data", help="The web app's data folder.")] = Path("rulen-data"),
) -> None:
    """Create a user; the password is asked for (or read from standard input when it is not a terminal).

    Example: echo 's3cret-pass' | rulen users add alice --role admin --db sqlite:///rulen.db
    """
    from intake.web.security import hash_password
    from intake.web.store import Store

    if sys.stdin.isatty():
        password = typer.prompt("Password", hide_input=True, confirmation_prompt=True)
    else:
        password = sys.stdin.readline().rstrip("\r\n")
    try:
        Store(db, data).add_user(name, hash_password(password), role)
    except ValueError as exc:
        raise _fail(str(exc)) from None
    typer.echo(f"user {name} ({role}) added")


@users_app.command("token")
def users_token(
    name: Annotated[str, typer.Argument(help="Login name.")],
    label: Annotated[str, typer.Option("--label", help="What the token is for.")] = "API token",
    db: Annotated[str, typer.Option("--db", help="SQLAlchemy database URL of the web app's store.")] = "sqlite:///rulen.db",
    data: Annotated[Path, typer.Option("--data", help="The web app's data folder.")] = Path("rulen-data"),
) -> None:
    """Print a new API token for a user (send it as Authorization: Bearer TOKEN)."""
    from intake.web.store import Store

    store = Store(db, data)
    user = store.user(name)
    if user is None:
        raise _fail(f"no user {name!r}")
    typer.echo(store.new_token(user.id, "api", label=label))


corrections_app = typer.Typer(help="Reviewers' corrections made in the web app.", no_args_is_help=True)
app.add_typer(corrections_app, name="corrections")


@corrections_app.command("export")
def corrections_export(
    out: Annotated[Path, typer.Argument(help="Folder to write one package folder per reviewed package into.")],
    db: Annotated[str, typer.Option("--db", help="SQLAlchemy database URL of the web app's store.")] = "sqlite:///rulen.db",
    data: Annotated[Path, typer.Option("--data", help="The web app's data folder.")] = Path("rulen-data"),
) -> None:
    """Export reviewed packages (PDFs + rulen-truth.json, the corpus truth format) as labelled examples.

    Example: rulen corrections export reviewed/ --db sqlite:///rulen.db && rulen eval reviewed/
    """
    from intake.web.export import export_corrections
    from intake.web.store import Store

    written = export_corrections(Store(db, data), out)
    typer.echo(f"{len(written)} reviewed package(s) written under {out}")


class DiffFormat(str, Enum):
    text = "text"
    json = "json"
    md = "md"


@app.command()
def diff(
    old: Annotated[Path, typer.Argument(help="The previous round: a JSON report (rulen check --format json) or a package (PDFs, folder, zip).")],
    new: Annotated[Path, typer.Argument(help="The resubmittal: a JSON report or a package.")],
    format: Annotated[DiffFormat, typer.Option("--format", "-f", help="text, json ({resolved, new, open, changed_facts}) or md (a comment letter of what is outstanding).")] = DiffFormat.text,
    out: OutOpt = None,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="When a package is given: do not OCR scanned pages.")] = False,
) -> None:
    """Compare two rounds of a package by clause id: resolved, still open, new; exit 0 when nothing is outstanding.

    Example: rulen diff round1.json round2/ --format md --out letter.md
    """
    from intake.diff import diff_reports, load_report, render_json, render_letter, render_text

    for path in (old, new):
        if not path.exists():
            raise _fail(f"{path} does not exist")
    try:
        result = diff_reports(load_report(old, ocr=not no_ocr), load_report(new, ocr=not no_ocr))
    except ValueError as exc:  # a JSON file that is not a report
        raise _fail(f"cannot read a report: {exc}") from None
    text = {"text": render_text, "json": render_json, "md": render_letter}[format.value](result)
    if out is not None:
        out.write_text(text + "\n", encoding="utf-8")
        typer.echo(render_text(result))
    else:
        typer.echo(text)
    raise typer.Exit(EXIT_OK if not result.outstanding else EXIT_DEFICIENT)


@app.command()
def bench(
    paths: Annotated[Optional[list[Path]], typer.Argument(help="Packages to time, each a PDF, folder or zip (default: shared/pdfs/engineering beside the repo, and the example packages).")] = None,
    no_ocr: Annotated[bool, typer.Option("--no-ocr", help="Time text-layer reading only.")] = False,
    ocr: Annotated[bool, typer.Option("--ocr", help="Time OCR: the engine alone, 'check' with 1 and N OCR processes, and a re-check from the cache (default: a 20-page scanned package made from the examples).")] = False,
    cold_start: Annotated[bool, typer.Option("--cold-start", help="Only time 'rulen check' of one page in fresh processes (median of 5), beside pdftotext's cold start; PATH: the one-page PDF (default: the example application form).")] = False,
) -> None:
    """Print pages per second, peak memory and the ratio to pdftotext on the same files; then the one-page cold start."""
    from intake.bench import DEFAULT_PATH, ONE_PAGE, print_bench, print_cold_start, run_bench, run_cold_start

    if cold_start:
        print_cold_start(run_cold_start(paths[0] if paths else ONE_PAGE))
        return

    if ocr:
        import tempfile

        from intake.bench import make_scanned_package, print_ocr_bench, run_ocr_bench

        targets = paths or [make_scanned_package(Path(tempfile.mkdtemp(prefix="rulen-ocr-bench-")) / "scanned-20-pages")]
        print_ocr_bench(run_ocr_bench(targets))
        return

    examples = Path(__file__).resolve().parents[1] / "examples"
    default = [DEFAULT_PATH, *sorted(p for p in examples.iterdir() if p.is_dir())] if examples.is_dir() else [DEFAULT_PATH]
    print_bench(run_bench(paths or default, ocr=not no_ocr))
    if ONE_PAGE.is_file():
        print_cold_start(run_cold_start(ONE_PAGE))


def main() -> None:
    app()


if __name__ == "__main__":
    main()
