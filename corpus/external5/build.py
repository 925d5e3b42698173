"""Build the external5 packages: ``python -m corpus.external5.build OUT``.

Every package folder gets its PDFs and ``rulen-truth.json``; the truth is what the drawing
code recorded page by page, and ``expected`` is the rule engine's answer on it.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from corpus.external5.doc import Doc, Style
from corpus.external5.packages import packages
from corpus.external5.plans import PE_TEXT, TitleBlock, draw_set
from corpus.external5.report import E, F, write_report
from corpus.external5.scan import scan_pdf
from corpus.external5.sheets import plan_sheets
from corpus.external5.spec import Pkg
from corpus.truth import Recorder, Truth, expected_for, write_truth

REPORT_NAMES = ["Stormwater_Management_Report.pdf", "SWMP_Report.pdf", "Stormwater Report.pdf",
                "Drainage_Report_Final.pdf"]


def _style(p: Pkg) -> Style:
    bold = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}[p.firm.font]
    return Style(body=p.firm.font, bold=bold, size=10 if p.firm.font != "Courier" else 9,
                 heading=p.firm.heading, header=f"{p.firm.name} | {p.project}",
                 footer="Page {page}" if p.seed % 2 else "{page}")


def _letter_plans(path: Path, rel: str, rec: Recorder, p: Pkg) -> None:
    """Small jobs: the site plan is printed on letter paper, with the engineer's certification."""
    d = Doc(str(path), rel, rec, _style(p))
    d.para("SHEET C1 - SITE, GRADING AND EROSION CONTROL PLAN", size=14, font=d.s.bold)
    d.para(f"{p.project}, {p.city}, Minnesota. Prepared by {p.firm.name}.")
    d.para("Property lines and all lands owned by the applicant are shown heavy dashed; existing and proposed "
           "contours, building footprint and erosion control are shown.", tags=[E("N.6.A.1")])
    notes = []
    if p.datum:
        d.para(f"Elevations are on the {p.datum} datum.", tags=[F("vertical_datum", p.datum)])
    if p.contour:
        d.para(f"Contour interval {p.contour:g} feet.", tags=[F("contour_interval_ft", p.contour)])
    if p.lowest_opening is not None:
        d.para(f"Lowest opening elevation (LO) = {p.lowest_opening:.1f}.", tags=[F("lowest_opening_elev_ft", p.lowest_opening)])
    for n in notes:
        d.para(n)
    d.para("Silt fence at all down-gradient perimeters; rock construction entrance; restore disturbed areas with "
           "4 in topsoil and seed within 7 days.")
    _site_sketch(d)
    d.para(PE_TEXT, size=9, tags=[E("plan_set.pe_certified")])
    d.para(f"{p.firm.engineer}, P.E.   License No. {p.firm.license_no}   Date {p.date}")
    d.save()


def _site_sketch(d: Doc) -> None:
    """The drawing itself: a dashed lot boundary, the house pad and contour lines with labels."""
    c, top = d.c, d.y - 10
    x0, x1, y0 = d.margin, d.w - d.margin, top - 260
    c.setLineWidth(1.6)
    c.setDash(8, 4)
    c.rect(x0 + 20, y0, x1 - x0 - 40, 250)
    c.setDash()
    c.setLineWidth(0.5)
    for k in range(6):
        c.bezier(x0 + 20, y0 + 30 + 35 * k, x0 + 160, y0 + 70 + 35 * k, x0 + 300, y0 + 10 + 35 * k,
                 x1 - 20, y0 + 45 + 35 * k)
    c.rect(x0 + 170, y0 + 90, 120, 70)
    c.setFont(d.s.body, 7)
    c.drawString(x0 + 24, y0 + 238, "PROPERTY LINE")
    c.drawString(x0 + 180, y0 + 122, "PROPOSED BUILDING")
    c.drawString(x1 - 90, y0 + 6, "SILT FENCE")
    d.y = y0 - 20


def build_package(p: Pkg, out: Path) -> Truth:
    pkg_dir = out / p.id
    if pkg_dir.exists():
        shutil.rmtree(pkg_dir)
    pkg_dir.mkdir(parents=True)
    work = out / "_work" / p.id
    work.mkdir(parents=True, exist_ok=True)
    rec = Recorder()
    files: list[str] = []
    report_name = REPORT_NAMES[p.seed % len(REPORT_NAMES)]
    target = (work if p.scanned else pkg_dir) / report_name
    d = Doc(str(target), report_name, rec, _style(p))
    write_report(d, p)
    d.save()
    files.append(report_name)
    if p.plan_size == "letter":
        name = "Site_Plan.pdf"
        _letter_plans((work if p.scanned else pkg_dir) / name, name, rec, p)
        files.append(name)
    elif p.plan_size:
        tb = TitleBlock(firm=p.firm.name.upper(), firm_lines=p.firm.lines, project=p.project.upper(),
                        city=p.city.upper() + ", MINNESOTA", client=p.applicant.upper(), date=p.date,
                        engineer=p.firm.engineer + ", P.E.", license_no=p.firm.license_no, job_no=f"{p.seed}-0{p.seed % 7}")
        sheets = plan_sheets(p)
        name = "Civil_Plans.pdf" if p.seed % 2 else f"{p.id.split('-', 2)[2]}_plans_full.pdf"
        draw_set(str(pkg_dir / name), name, rec, sheets, tb, p.plan_size, base=p.plan_size,
                 set_tags=[E("plan_set.full_size"), E("plan_set.pe_certified")], font=p.firm.font
                 if p.firm.font != "Times-Roman" else "Helvetica")
        files.append(name)
        if p.reduced:
            rname = "Civil_Plans_11x17_reduced.pdf"
            draw_set(str(pkg_dir / rname), rname, rec, sheets, tb, "11x17", base=p.plan_size,
                     set_tags=[E("plan_set.reduced")], font=p.firm.font if p.firm.font != "Times-Roman" else "Helvetica")
            files.append(rname)
    if p.scanned:
        for i, name in enumerate(list(files)):
            scan_pdf(work / name, pkg_dir / name, seed=p.seed + i)
    shutil.rmtree(work, ignore_errors=True)
    truth = Truth(id=p.id, split="external5", kind="scanned" if p.scanned else "text", seed=p.seed,
                  scenario=p.project_type, facts=rec.facts, fact_locations=rec.fact_locations,
                  conflicts=rec.conflicts, exhibits=rec.exhibits, statements=rec.statements, malformed=[],
                  files=sorted(files))
    truth.expected = expected_for(truth)
    write_truth(truth, pkg_dir)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = [build_package(p, out) for p in packages()]
    shutil.rmtree(out / "_work", ignore_errors=True)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external5.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:32s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')} conflicts={t.conflicts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
