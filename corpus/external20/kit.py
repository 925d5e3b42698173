"""Shared pieces the authors reuse: plan sets, rate tables, the PE certification."""

from __future__ import annotations

from dataclasses import dataclass, field

from corpus.external20.layout import Block, Doc, Page, Style, ex, fact, h, p, t


@dataclass
class Package:
    id: str
    kind: str
    seed: int
    scenario: str
    docs: list[tuple[str, Doc]] = field(default_factory=list)


def cert(name: str, lic: str, date: str) -> str:
    return (f"I hereby certify that this plan was prepared by me or under my direct supervision and that "
            f"I am a duly Licensed Professional Engineer under the laws of the State of Minnesota. "
            f"{name}  License No. {lic}  Date {date}")


def sheets(firm: str, project: str, date: str, certification: str | None,
           items: list[tuple[str, str, list[Block]]], style: Style, name: str) -> Doc:
    """A full-size plan set; ``certification`` None = unsigned sheets."""
    pages = [Page(blocks, sheet={"firm": firm, "project": project, "title": title, "number": num,
                                 "date": date, "cert": certification or ""})
             for num, title, blocks in items]
    return Doc(name, pages, style, size="full")


def reduced(full: Doc, note: str = "REDUCED SET - half size, 11 x 17 inches.") -> Doc:
    """The same sheets at 11 x 17; its first note says so instead of the full-size note."""
    pages = [Page(list(pg.blocks), pg.sheet) for pg in full.pages]
    pages[0].blocks[0] = p(note, ex("plan_set.reduced"))
    return Doc(full.name + " (reduced 11x17)", pages, full.style, size="reduced")


def rates(rows: dict[str, tuple[float, float]], distract: dict[str, tuple[float, float]],
          order: list[str], header: list[str], *tags) -> Block:
    """A peak-rate table: the 1/10/100-year rows are truth, other storms are distractors."""
    table = [header]
    for ev in order:
        e, pr = rows.get(ev) or distract[ev]
        table.append([f"{ev}-year", f"{e:.2f}", f"{pr:.2f}", f"{pr - e:+.2f}"])
    value = {k: {"existing": v[0], "proposed": v[1]} for k, v in rows.items()}
    return t(table, fact("peak_rates_cfs", value), ex("N.6.A.9"), *tags)


def attachments(style: Style, project: str, *, city: tuple[str, str, str, str] | None = None,
                npdes: tuple[str, str, str] | None = None, comps: list[list[str]] | None = None,
                borings: list[list[str]] | None = None) -> Doc:
    """The documents a narrative says are attached, as real pages, so an exhibit is a page and not a promise.

    city = (city name, plan name, date, signer); npdes = (permit number, permittee, date).
    """
    pages = []
    if comps:
        pages.append(Page([h(f"HydroCAD / model computations - {project}"),
                           p("Hydrologic, hydraulic and water quality computations used to design the stormwater facilities.", ex("N.6.A.10")),
                           t(comps)]))
    if city:
        name, plan, date, signer = city
        pages.append(Page([h(f"City of {name} - Engineering Review"),
                           p(f"{date}\nRe: {project}"),
                           p(f"City engineering staff reviewed the grading and stormwater plans for {project}. The stormwater design is "
                             f"consistent with the City's {plan}.", ex("N.6.A.11")),
                           p(f"{signer}, City of {name}")]))
    if npdes:
        number, permittee, date = npdes
        pages.append(Page([h("MPCA Construction Stormwater Permit - Coverage Notice"),
                           p(f"NPDES/SDS General Permit MNR100001. Permit number {number}. Permittee: {permittee.rstrip('.')}. "
                             f"Project: {project}. Coverage effective {date}.", ex("N.6.A.13"))]))
    if borings:
        pages.append(Page([h("Geotechnical Soil Boring Results"),
                           p("Logs of test borings (summary).", ex("N.6.C")), t(borings)]))
    bound = Style(font=style.font, bold=style.bold, size=style.size, header=f"Attachments - {project}")
    return Doc("Attachments", pages, bound)
