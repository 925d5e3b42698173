"""Pieces several authors share: a plan set drawn once per paper size, and the peak-rate table."""

from __future__ import annotations

from typing import Any

from corpus.external18.kit import FULL, LETTER, TABLOID, F, Package, Pdf, Tag, X
from corpus.external18.plans import plan_sheet

Sheet = dict[str, Any]


def plan_set(pkg: Package, rel: str, size: str, sheets: list[Sheet], *, firm: str, project: str,
             date: str, cert: tuple[str, tuple[Tag, ...]] | None, font: str = "Helvetica") -> Pdf:
    """The same sheets on full-size, 11 x 17 or letter paper; the set's own size is tagged
    on its first sheet (a full-size set is full size by its pages, a reduced one by its)."""
    pagesize = {"full": FULL, "tabloid": TABLOID, "letter": LETTER}[size]
    pdf = pkg.pdf(rel, pagesize)
    set_tag = {"full": (X("plan_set.full_size"),), "tabloid": (X("plan_set.reduced"),), "letter": ()}[size]
    for i, sh in enumerate(sheets):
        if i:
            pdf.new_page()
        notes = list(sh["notes"])
        if i == 0 and set_tag:
            notes = [(sh.get("set_note", f"PLAN SET - {'FULL SIZE 22 x 34' if size == 'full' else 'REDUCED 11 x 17'}"), set_tag)] + notes
        plan_sheet(pdf, firm=firm, project=project, title=sh["title"], sheet=sh["no"], date=date,
                   notes=notes, cert=cert, stamp=sh.get("stamp"), contours=sh.get("contours"),
                   pond=sh.get("pond", True), font=font)
    pdf.save()
    return pdf


def rate_rows(rates: dict[str, tuple[float, float]], labels: dict[str, str], unit: str = "cfs") -> tuple[list[list[str]], Tag]:
    """Rows of a peak-rate table, distractor events included; the fact carries 1/10/100 only."""
    rows = []
    fact: dict[str, dict[str, float]] = {}
    for ev, (ex, pr) in rates.items():
        rows.append([labels.get(ev, f"{ev} yr"), f"{ex:.1f}", f"{pr:.1f}"])
        if ev in ("1", "10", "100"):
            fact[ev] = {"existing": ex, "proposed": pr}
    return rows, F("peak_rates_cfs", fact)


# -- attachments: real pages, so an exhibit is tagged where its content is, not where it is listed --
def computations(pdf: Pdf, title: str, rows: list[list[str]], widths: list[float], *extra: Tag) -> None:
    """A printout page of design computations (N.6.A.10)."""
    pdf.new_page()
    pdf.line(title, X("N.6.A.10"), *extra, font="Courier-Bold", size=10)
    pdf.table(rows, widths, font="Courier", size=9)


def npdes_page(pdf: Pdf, permit_no: str, project: str, issued: str, owner: str) -> None:
    """The MPCA's coverage notice for the construction stormwater permit (N.6.A.13)."""
    pdf.new_page()
    pdf.line("MINNESOTA POLLUTION CONTROL AGENCY", X("N.6.A.13"), font="Times-Bold", size=13, center=True)
    pdf.line("NPDES/SDS CONSTRUCTION STORMWATER PERMIT - NOTICE OF COVERAGE", font="Times-Bold", size=11, center=True)
    pdf.gap()
    for text in (f"Permit number: {permit_no}", f"Project: {project}", f"Owner: {owner}",
                 f"Coverage effective: {issued}", "General Permit MN R100001"):
        pdf.line(text, font="Times-Roman", size=11)


def city_letter(pdf: Pdf, city: str, date: str, body: str, signer: str, *tags: Tag) -> None:
    """A municipal review letter (N.6.A.11, and N.4.7 where it finds conformance)."""
    pdf.new_page()
    pdf.line(city.upper(), font="Times-Bold", size=14, center=True)
    pdf.gap()
    pdf.line(date, font="Times-Roman", size=11)
    pdf.para(body, X("N.6.A.11"), *tags, font="Times-Roman", size=11)
    pdf.line(signer, font="Times-Roman", size=11)


def boring_logs(pdf: Pdf, firm: str, rows: list[list[str]]) -> None:
    """Geotechnical soil boring results (N.6.C)."""
    pdf.new_page()
    pdf.line(f"{firm} - SUMMARY OF SOIL BORINGS", X("N.6.C"), font="Helvetica-Bold", size=11)
    pdf.table([["BORING", "SURFACE EL.", "DEPTH (FT)", "SOIL", "WATER"]] + rows, [60, 80, 70, 160, 70],
              font="Helvetica", size=9)
