"""Build a facilitator's guide per cluster and language: one or two printed A4 pages.

    python -m tools.build_guides [--lang en|zh-Hans|zh-Hant|all] [--out build/handouts] [NB ...]

A guide is for the person who runs a workshop on one cluster. Its parts:

* **goals** and a **running order** for 45 and for 90 minutes, written for each language in
  ``tools/guides/<lang>/<NB>.md`` (below); each part of the running order names the slides it
  uses, and the guide prints their numbers and the notebook section they come from, as the
  deck of that language numbers them (:func:`tools.build_slides.outline`);
* the **questions for the room**, with their answers and rules: the deck's questions (the
  notebook's exercises and the practice engine's questions of its fixed seed);
* the **misconceptions to expect**, from the practice engine's catalog
  (:func:`mtgrules.practice.misconceptions`): each misconception that the cluster's skills can
  diagnose, what the learner believes, how to answer it and the rule that corrects it, in the
  guide's language (the engine's translated texts).

A guide source is plain text in three parts, each started by a line in brackets::

    [goals]
    - one goal a line
    [order]
    45 | 90 | slide keys | what to do
    [notes]
    a paragraph or two (optional)

In ``[order]`` each line is the minutes of the part in the 45-minute and in the 90-minute run
(0: left out of that run), the keys of the slides it uses, separated by spaces (``-`` for
none; see :mod:`tools.build_slides`), and what the leader does, in the guide's language. The
minutes must add up to 45 and to 90, and every key must be a slide of the deck.

Output: ``<out>/<L><NB>-guide.pdf`` (``<L>`` is "" for English, ``zh-Hans/``, ``zh-Hant/``),
printed by headless Chromium with the handouts' print helpers (tools/build_handouts.py); the
build fails on a guide over two pages or with anything past the printable width.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(__file__).resolve().parent

from tools import ToolError, build_handouts, build_slides, learner  # noqa: E402
from tools.learner import N_, T  # noqa: E402

SOURCES = TOOLS / "guides"
PAGES = ROOT / "build" / "guide-pages"
MAX_PAGES = 2
RUNS = (45, 90)
"""The two lengths of a session a guide plans, in minutes."""

WORDS = {
    "kind": N_("Facilitator's guide"),
    "materials": N_("Materials: the slides {slides}, the handout {handout}, the cheat sheet "
                    "{sheet} and the notebook's live page, all in the handouts folder."),
    "goals": N_("Goals"),
    "order": N_("Running order"),
    "part": N_("Part"),
    "minutes": N_("{minutes} min"),
    "where": N_("Slides and notebook section"),
    "slide": N_("slide {number}"),
    "slides": N_("slides {first}–{last}"),
    "total": N_("Total"),
    "skip": N_("—"),
    "questions": N_("Questions for the room"),
    "questions_lead": N_("Ask, let the room answer, then show the next step of the slide. The "
                         "worked solution is on the slide."),
    "question": N_("Question"),
    "answer": N_("Answer"),
    "rules": N_("Rules"),
    "misconceptions": N_("Misconceptions to expect"),
    "misconceptions_lead": N_("From the practice engine's catalog: the wrong ideas whose "
                              "answers it recognises in this cluster. Answer each with its rule."),
    "belief": N_("The learner thinks"),
    "reply": N_("How to answer"),
    "notes": N_("Notes"),
    "list": N_(", "),
}


class GuideError(ToolError):
    """A guide that can't be made as it must be (a bad source, too long)."""

    tool = "build_guides"


@dataclass(frozen=True)
class Part:
    """One part of the running order: its minutes in each run, its slides, what to do."""

    minutes: tuple[int, int]
    slides: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class Source:
    goals: tuple[str, ...]
    parts: tuple[Part, ...]
    notes: str


def source_path(lang: str, stem: str, sources: Path | None = None) -> Path:
    """The guide source of notebook ``stem`` in ``lang`` (in ``sources``, default
    :data:`SOURCES`)."""
    return (sources or SOURCES) / lang / f"{stem}.md"


def read_source(path: Path) -> Source:
    """A guide's source (see the module's doc), checked for its form."""
    if not path.exists():
        raise GuideError(f"no guide source {path}")
    sections: dict[str, list[tuple[int, str]]] = {}
    current = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        marker = re.fullmatch(r"\[(goals|order|notes)\]\s*", line)
        if marker:
            current = marker.group(1)
            sections[current] = []
        elif line.strip():
            if current is None:
                raise GuideError(f"{path.name}:{number}: text before [goals]")
            sections[current].append((number, line.rstrip()))
    goals = tuple(line.lstrip("-• ").strip() for _, line in sections.get("goals", []))
    if not goals:
        raise GuideError(f"{path.name}: no goals under [goals]")
    parts = []
    for number, line in sections.get("order", []):
        fields = [f.strip() for f in line.split("|")]
        if (len(fields) != 4 or not fields[0].isdigit() or not fields[1].isdigit()
                or not fields[3]):
            raise GuideError(f"{path.name}:{number}: a part is '45 | 90 | slide keys | text', "
                             f"not {line!r}")
        keys = () if fields[2] == "-" else tuple(fields[2].split())
        parts.append(Part((int(fields[0]), int(fields[1])), keys, fields[3]))
    if not parts:
        raise GuideError(f"{path.name}: no running order under [order]")
    notes = "\n".join(line for _, line in sections.get("notes", []))
    return Source(goals, tuple(parts), notes)


def check_source(source: Source, slides: list[build_slides.Slide], where: str) -> None:
    """The running order fills each run exactly and names slides of the deck."""
    for run, index in zip(RUNS, (0, 1)):
        total = sum(part.minutes[index] for part in source.parts)
        if total != run:
            raise GuideError(f"{where}: the {run}-minute running order adds up to {total} minutes")
    keys = {slide.key for slide in slides}
    for part in source.parts:
        unknown = [key for key in part.slides if key not in keys]
        if unknown:
            raise GuideError(f"{where}: no slide {unknown} in the deck (its slides: "
                             f"{', '.join(s.key for s in slides)})")


def misconceptions(cluster: str) -> list[Any]:
    """The misconceptions the practice engine can diagnose in ``cluster``, each once, in the
    order its skills name them."""
    from mtgrules import practice

    ids: list[str] = []
    for skill in practice.skills(cluster):
        ids.extend(m for m in skill.misconceptions if m not in ids)
    catalog = {m.id: m for m in practice.misconceptions()}
    return [catalog[m] for m in ids]


# --- the page -------------------------------------------------------------------------

def _inline(text: str) -> str:
    """A line of a guide source as HTML: escaped, with **bold** and *italic*."""
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)


def _where(part: Part, slides: dict[str, build_slides.Slide], lang: str) -> str:
    if not part.slides:
        return html.escape(T(WORDS["skip"], lang))
    numbers = sorted(slides[key].number for key in part.slides)
    label = (T(WORDS["slide"], lang, number=numbers[0]) if len(numbers) == 1 else
             T(WORDS["slides"], lang, first=numbers[0], last=numbers[-1]))
    sections = list(dict.fromkeys(slides[key].section for key in part.slides))
    return (f"<b>{html.escape(label)}</b><br>"
            + html.escape(T(WORDS["list"], lang).join(sections)))


def page(study: Any, name: str, source: Source, slides: list[build_slides.Slide]) -> str:
    """The guide's HTML page."""
    lang = learner.lang_of(study)
    stem = Path(name).stem
    by_key = {slide.key: slide for slide in slides}
    title = slides[0].heading
    t = lambda key, **fields: html.escape(T(WORDS[key], lang, **fields))  # noqa: E731
    minutes = [t("minutes", minutes=run) for run in RUNS]

    def code(text: str) -> str:
        return f"<code>{html.escape(text)}</code>"

    materials = t("materials", slides="\0", handout="\1", sheet="\2")
    materials = (materials.replace("\0", code(f"slides/{stem}.html"))
                 .replace("\1", code(f"{stem}.pdf")).replace("\2", code(f"{stem}-cheatsheet.pdf")))
    rows = []
    for part in source.parts:
        cells = [f"{m}" if m else t("skip") for m in part.minutes]
        rows.append(f"<tr><td>{_inline(part.text)}</td><td class='num'>{cells[0]}</td>"
                    f"<td class='num'>{cells[1]}</td><td>{_where(part, by_key, lang)}</td></tr>")
    totals = [sum(p.minutes[i] for p in source.parts) for i in (0, 1)]
    rows.append(f"<tr class='total'><td>{t('total')}</td><td class='num'>{totals[0]}</td>"
                f"<td class='num'>{totals[1]}</td><td></td></tr>")
    questions = []
    for slide in slides:
        if not slide.question:
            continue
        rules = html.escape(T(WORDS["list"], lang).join(slide.rules))
        label = html.escape(T(WORDS["slide"], lang, number=slide.number))
        questions.append(f"<tr><td><b>{html.escape(slide.heading)}</b><br><span class='small'>"
                         f"{label}</span></td><td class='question'>{html.escape(slide.question)}</td>"
                         f"<td class='answer' data-slide='{slide.key}'><b>{html.escape(slide.short)}</b></td>"
                         f"<td>{rules}</td></tr>")
    wrong = []
    for m in misconceptions(build_slides.CLUSTERS[stem]):
        wrong.append(f"<tr><td>{html.escape(m.title(lang))}</td>"
                     f"<td>{html.escape(m.explanation(lang))}</td><td>{html.escape(m.rule)}</td></tr>")
    goals = "".join(f"<li>{_inline(goal)}</li>" for goal in source.goals)
    notes = "".join(f"<p>{_inline(p)}</p>" for p in source.notes.split("\n") if p.strip())
    fonts = build_handouts.CJK_FONTS.get(lang, "")
    mm = build_handouts.MARGIN_MM
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{t("kind")} · {html.escape(title)}</title>
<style>
@page {{ size: A4; margin: {mm['top']}mm {mm['right']}mm {mm['bottom']}mm {mm['left']}mm; }}
html, body {{ margin: 0; padding: 0; background: white; }}
body {{ font-family: "DejaVu Sans", "Liberation Sans", Arial{", " + fonts if fonts else ""}, sans-serif;
       font-size: 8.6pt; line-height: 1.3; color: #111; }}
main {{ width: 186mm; }}
.kind {{ text-transform: uppercase; letter-spacing: 0.12em; font-size: 7.5pt; color: #1a4f8b; margin: 0; }}
h1 {{ font-size: 14pt; margin: 0 0 0.2em 0; }}
h2 {{ font-size: 10.5pt; color: #1a4f8b; margin: 0.7em 0 0.25em 0; break-after: avoid; }}
p {{ margin: 0.2em 0; }} ul {{ margin: 0.2em 0; padding-left: 1.3em; }}
.lead, .materials {{ color: #333; }} .lead {{ break-after: avoid; }}
code {{ font-size: 7.8pt; background: #f2f2f2; padding: 0 0.2em; white-space: nowrap; }}
table {{ border-collapse: collapse; width: 100%; margin: 0.2em 0; font-size: 8pt; }}
th, td {{ border-bottom: 1px solid #ccc; padding: 2px 4px; vertical-align: top; text-align: left;
         overflow-wrap: anywhere; }}
th {{ background: #eef2f7; }} tr {{ break-inside: avoid; }}
.num {{ text-align: right; white-space: nowrap; width: 3.2em; }}
.total td {{ font-weight: bold; border-bottom: none; }}
.small {{ font-size: 7.5pt; color: #444; }} .question {{ white-space: pre-line; }}
</style></head><body><main>
<p class="kind">{t("kind")}</p>
<h1>{html.escape(title)}</h1>
<p class="materials">{materials}</p>
<h2>{t("goals")}</h2>
<ul>{goals}</ul>
<h2>{t("order")}</h2>
<table><thead><tr><th>{t("part")}</th><th class="num">{minutes[0]}</th><th class="num">{minutes[1]}</th>
<th style="width: 30%">{t("where")}</th></tr></thead><tbody>
{"".join(rows)}
</tbody></table>
<h2>{t("questions")}</h2>
<p class="lead">{t("questions_lead")}</p>
<table><thead><tr><th style="width: 16%"></th><th>{t("question")}</th><th style="width: 22%">{t("answer")}</th>
<th style="width: 12%">{t("rules")}</th></tr></thead><tbody>
{"".join(questions)}
</tbody></table>
<h2>{t("misconceptions")}</h2>
<p class="lead">{t("misconceptions_lead")}</p>
<table><thead><tr><th style="width: 30%">{t("belief")}</th><th>{t("reply")}</th>
<th style="width: 12%">{t("rules")}</th></tr></thead><tbody>
{"".join(wrong)}
</tbody></table>
{f'<h2>{t("notes")}</h2>{notes}' if notes else ""}
</main></body></html>
"""


def guide_path(out: Path, lang: str, stem: str) -> Path:
    return out / build_handouts.language_folder(lang) / f"{stem}-guide.pdf"


def build(notebooks: list[Path], out: Path, pages: Path = PAGES,
          sources: Path | None = None) -> dict[Path, int]:
    """Print the guide of each cluster notebook (its language from its metadata), from the
    guide sources in ``sources`` (default :data:`SOURCES`)."""
    from tools.chromium import block_network, chromium

    jobs: list[tuple[Path, Path, str]] = []
    for path in notebooks:
        study = nbformat.read(path, as_version=4)
        lang = learner.lang_of(study)
        if lang != "en" and not build_handouts.cjk_font_installed():
            raise GuideError(f"no Chinese font on this machine for the {lang} guides: install "
                             "one (Debian: apt-get install fonts-noto-cjk)")
        source_file = source_path(lang, path.stem, sources)
        source = read_source(source_file)
        slides = build_slides.outline(study, path.name)
        shown = source_file.relative_to(ROOT) if ROOT in source_file.parents else source_file
        check_source(source, slides, str(shown))
        folder = pages / lang
        folder.mkdir(parents=True, exist_ok=True)
        html_page = folder / f"{path.stem}-guide.html"
        html_page.write_text(page(study, path.name, source, slides), encoding="utf-8")
        pdf = guide_path(out, lang, path.stem)
        pdf.parent.mkdir(parents=True, exist_ok=True)
        jobs.append((html_page, pdf, lang))
    counts: dict[Path, int] = {}
    problems: list[str] = []
    with chromium() as browser:
        tab = browser.new_page()  # type: ignore[attr-defined]
        refused = block_network(tab)
        for source_page, pdf, lang in jobs:
            counts[pdf], wrong = build_handouts.print_pdf(tab, source_page, pdf, one_page=False)
            problems.extend(wrong)
            if counts[pdf] > MAX_PAGES:
                problems.append(f"{pdf.name} ({lang}) has {counts[pdf]} pages, more "
                                f"than {MAX_PAGES}: shorten its source or its notes")
    if refused:
        problems.append(f"the guides asked the network for {refused}")
    if problems:
        raise GuideError("\n  ".join(["the guides don't print as they must:", *problems]))
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="cluster notebooks (default: all five, in each language)")
    parser.add_argument("--lang", default="all", choices=("all", *build_handouts.LANGUAGES))
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "handouts")
    parser.add_argument("--pages", type=Path, default=PAGES,
                        help="where the HTML pages the PDFs are printed from go")
    parser.add_argument("--sources", type=Path, default=SOURCES,
                        help="the guide sources, <lang>/<notebook>.md (default: tools/guides)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    langs = build_handouts.LANGUAGES if args.lang == "all" else (args.lang,)
    notebooks = args.notebooks or [p for lang in langs
                                   for p in build_slides.cluster_notebooks(lang)]
    counts = build(notebooks, args.out, args.pages, args.sources)
    for pdf, pages in counts.items():
        print(f"  {pdf.relative_to(args.out)} ({pages} pages)")
    print(f"build_guides: {len(counts)} guides in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
