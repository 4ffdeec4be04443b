"""Build a room's practice worksheets, A and B, with their answer keys apart, for every
rule cluster and language (part of `make handouts`).

    python -m tools.build_worksheets [--out build/handouts] [--lang en|zh-Hans|zh-Hant|all]
                                     [--count N] [--level N]

For each cluster notebook NB (01 to 05) and each language, into ``<out>/<L>worksheets/``
(``<L>`` is "" for English, ``zh-Hans/``, ``zh-Hant/``):

* ``NB-A.pdf`` and ``NB-B.pdf``: two worksheets of the same skills and level from two seeds
  (``mtgrules.app.worksheets.room_sheets``: the practice generator, the same sheets on every
  machine), a line to write each answer on;
* ``NB-A-key.pdf`` and ``NB-B-key.pdf``: their answer keys, every worked solution.

Each PDF has at most two A4 pages; the build fails naming any that has more. All of them are
printed by one headless Chromium (one page reloaded per sheet, no browser started per PDF),
with the network blocked: the pages ask for nothing.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

from mtgrules.app import worksheets  # noqa: E402

LANGUAGES = ("en", "zh-Hans", "zh-Hant")
PAGES = ROOT / "build" / "handout-pages" / "worksheets"
MOST_PAGES = 2
"""A worksheet has at most two A4 pages, and so has its key."""


def language_folder(lang: str) -> str:
    """Where a language's worksheets are, inside the handouts folder."""
    return "worksheets/" if lang == "en" else f"{lang}/worksheets/"


def page_count(pdf: Path) -> int:
    """The number of pages of ``pdf``: Chromium writes each as a ``/Type /Page`` object."""
    return len(re.findall(rb"/Type\s*/Page\b", pdf.read_bytes()))


def jobs(out: Path, pages: Path, langs: tuple[str, ...], count: int, level: int | None,
         clusters: tuple[str, ...] = tuple(worksheets.NOTEBOOKS)) -> list[tuple[Path, Path]]:
    """Write every sheet's HTML page under ``pages``; (page, PDF to print) for each."""
    found = []
    for lang in langs:
        folder = out / language_folder(lang)
        folder.mkdir(parents=True, exist_ok=True)
        scratch = pages / lang
        scratch.mkdir(parents=True, exist_ok=True)
        for cluster in clusters:
            for sheet in worksheets.room_sheets(cluster, lang, count, level).values():
                for suffix, text in (("", sheet.worksheet), ("-key", sheet.key)):
                    page = scratch / f"{sheet.stem}{suffix}.html"
                    page.write_text(text, encoding="utf-8")
                    found.append((page, folder / f"{sheet.stem}{suffix}.pdf"))
    return found


def build(out: Path, langs: tuple[str, ...] = LANGUAGES, pages: Path = PAGES,
          count: int = worksheets.ROOM_COUNT,
          level: int | None = worksheets.ROOM_LEVEL,
          clusters: tuple[str, ...] = tuple(worksheets.NOTEBOOKS),
          browser: Any = None) -> dict[Path, int]:
    """Print every worksheet and key of ``langs`` (and ``clusters``) into ``out``, with
    ``browser`` (a Playwright browser context; None: a Chromium started for it); their page
    counts. Fails (SystemExit) naming each PDF of more than :data:`MOST_PAGES` pages."""
    from tools.chromium import chromium

    todo = jobs(out, pages, langs, count, level, clusters)
    if browser is not None:
        counts, refused = _print(browser, todo)
    else:
        with chromium() as started:
            counts, refused = _print(started, todo)
    problems = [f"{pdf.relative_to(out)} has {pages} pages, more than {MOST_PAGES}"
                for pdf, pages in counts.items() if pages > MOST_PAGES]
    if refused:
        problems.append(f"the pages asked the network for {refused}")
    if problems:
        raise SystemExit("build_worksheets: the worksheets don't print as they must:\n  "
                         + "\n  ".join(problems))
    return counts


def _print(browser: Any, todo: list[tuple[Path, Path]]) -> tuple[dict[Path, int], list[str]]:
    """Print each (page, PDF) of ``todo`` with one page of ``browser``, reloaded per sheet."""
    from tools.chromium import block_network

    counts: dict[Path, int] = {}
    page = browser.new_page()
    refused = block_network(page)
    try:
        for source, pdf in todo:
            page.goto(source.as_uri(), wait_until="load")
            page.evaluate("document.fonts.ready")
            page.pdf(path=str(pdf), prefer_css_page_size=True, print_background=True)
            counts[pdf] = page_count(pdf)
    finally:
        page.close()
    return counts, list(refused)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "handouts")
    parser.add_argument("--lang", default="all", choices=("all", *LANGUAGES))
    parser.add_argument("--pages", type=Path, default=PAGES,
                        help="where the HTML pages the PDFs are printed from go")
    parser.add_argument("--count", type=int, default=worksheets.ROOM_COUNT,
                        help=f"problems on each worksheet (default {worksheets.ROOM_COUNT})")
    parser.add_argument("--level", type=int, default=worksheets.ROOM_LEVEL,
                        help=f"their level, 1 to 5 (default {worksheets.ROOM_LEVEL})")
    args = parser.parse_args(argv)
    langs = LANGUAGES if args.lang == "all" else (args.lang,)
    started = time.perf_counter()
    counts = build(args.out, langs, args.pages, args.count, args.level)
    for lang in langs:
        mine = {pdf: n for pdf, n in counts.items() if pdf.parent == args.out / language_folder(lang).rstrip("/")}
        pages = ", ".join(f"{pdf.stem} {n}" for pdf, n in sorted(mine.items()))
        print(f"  {lang}: {len(mine)} PDFs in {args.out / language_folder(lang)} (pages: {pages})")
    print(f"worksheets: {len(counts)} PDFs built in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
