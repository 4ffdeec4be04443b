"""Practice on paper and in Anki: printed worksheets with a separate answer key, and decks.

    mtgrules worksheet --cluster payment --count 12 --level 2 --seed 7 --lang zh-Hans [--out DIR] [--html]
    mtgrules worksheet --cluster payment --room --lang zh-Hans     # A and B with their keys
    mtgrules deck --lang en --out FILE.apkg [--count N] [--seed N]

A worksheet is ``count`` problems of one cluster (:func:`mtgrules.practice.problems`, so
the same arguments give the same sheet everywhere; another seed gives another version of
the same skills and level: A and B). Its answer key is a separate PDF with each problem's
worked solution. Both are printed from HTML by headless Chromium (``--print-to-pdf``; found
as the handouts find it: ``MTGRULES_CHROMIUM``, else ``chromium`` on the PATH); without
Chromium the command says how to get it, and ``--html`` writes the pages to print from any
browser instead.

A deck is an Anki package (``genanki``): one note per problem, the question on the front,
the worked solution on the back, tagged with its cluster and skill.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import zlib
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, Collection, Sequence

from ..i18n import N_, Catalog, check_lang

T = Catalog("mtgrules")
"""The sheets' words live in the library's catalog, beside practice's own."""

CLUSTER_TITLES = {
    "x_values": N_("X values"),
    "negative_numbers": N_("Negative numbers"),
    "payment": N_("Hybrid and Phyrexian payment"),
    "could_produce": N_("Could produce"),
    "split_cards": N_("Split cards"),
}

NOTEBOOKS = {
    "x_values": "01_x_values",
    "negative_numbers": "02_negative_numbers",
    "payment": "03_hybrid_phyrexian_payment",
    "could_produce": "04_could_produce",
    "split_cards": "05_split_cards",
}
"""The notebook that teaches each cluster (its file stem): a room's worksheets are named by it."""

VERSIONS = {"A": 1, "B": 2}
"""The two versions of a room's worksheet and the seed of each: the same skills and level,
other problems."""

ROOM_COUNT = 8
"""Problems on a room's worksheet: a worksheet and its key fit two pages each (ten boards of
could produce take three)."""

ROOM_LEVEL = 2
"""The level of a room's worksheets."""

CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome")

NO_CHROMIUM = ("no Chromium found to print the PDF: install it (Debian/Ubuntu: "
               "`sudo apt-get install -y chromium`) or set MTGRULES_CHROMIUM=/path/to/chromium; "
               "or add --html to write the pages and print them from any browser")

MOST_PROBLEMS = 200
"""The most problems on one worksheet."""

FONTS = {"en": "'Noto Sans', 'DejaVu Sans', sans-serif",
         "zh-Hans": "'Noto Sans CJK SC', 'Noto Serif CJK SC', sans-serif",
         "zh-Hant": "'Noto Sans CJK TC', 'Noto Serif CJK TC', sans-serif"}

PAGE_CSS = """
@page { size: A4; margin: 16mm 14mm; }
body { font-family: %(font)s; font-size: 11pt; line-height: 1.45; color: #111; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
.meta { color: #444; font-size: 9.5pt; margin-bottom: 5mm; }
.name { margin: 0 0 6mm; }
ol { padding-left: 7mm; margin: 0; }
li { margin: 0 0 5mm; break-inside: avoid; }
.q { white-space: pre-wrap; }
.form { color: #555; font-size: 9pt; }
.line { border-bottom: 1px solid #888; height: 8mm; width: 70%%; }
.step { margin: 0; }
.k { display: flex; gap: 3mm; margin: 0 0 4mm; break-inside: avoid; }
"""


class ChromiumMissing(RuntimeError):
    """No Chromium to print with (:data:`NO_CHROMIUM` says what to do)."""


@dataclass(frozen=True)
class Sheet:
    """A worksheet's two pages as HTML, and the problems on them."""

    problems: tuple[Any, ...]
    worksheet: str
    key: str
    stem: str


def cluster_title(cluster: str, lang: str) -> str:
    return T(CLUSTER_TITLES[cluster], lang)


def worksheet(cluster: str, count: int, level: int | None, seed: int,
              lang: str = "en", version: str = "", problems: Sequence[Any] = ()) -> Sheet:
    """The worksheet and its key as HTML (see the module's doc); ``version`` ("A", "B")
    is named in their titles; ``problems`` are its problems if given (else
    :func:`mtgrules.practice.problems` of the other arguments). The problems ask about the
    rules of their skills (106, 107, 118, 119, 202, 601, 709) and each solution cites them."""
    from .. import checks, practice

    lang = check_lang(lang)
    checks.choice(cluster, "cluster", practice.CLUSTERS)
    count = checks.whole_number(count, "count", maximum=MOST_PROBLEMS)
    problems = tuple(problems) or tuple(practice.problems(cluster, n=count, level=level,
                                                          seed=seed))
    title = cluster_title(cluster, lang)
    level_words = T("level {level}", lang, level=level) if level else T("levels 1 to 5", lang)
    meta = T("{cluster} · {level} · {count} problems · seed {seed} (another seed gives another "
             "version)", lang, cluster=title, level=level_words, count=len(problems), seed=seed)
    items = []
    for p in problems:
        form = T("Answer with {form}.", lang, form=p.expected_form(lang))
        items.append(f'<li><div class="q">{escape(p.question(lang))}</div>'
                     f'<div class="form">{escape(form)}</div><div class="line"></div></li>')
    name = T("Name:", lang)
    sheet_title = (T("Practice worksheet {version}: {cluster}", lang, version=version,
                     cluster=title) if version else
                   T("Practice worksheet: {cluster}", lang, cluster=title))
    key_title = (T("Answer key {version}: {cluster}", lang, version=version, cluster=title)
                 if version else T("Answer key: {cluster}", lang, cluster=title))
    sheet = _page(lang, sheet_title, meta,
                  f'<div class="name">{escape(name)} ______________________</div>'
                  f'<ol>{"".join(items)}</ol>')
    solutions = []
    for number, p in enumerate(problems, 1):
        steps = "".join(f'<p class="step">{escape(line)}</p>'
                        for line in p.solution(lang).split("\n"))
        solutions.append(f'<section class="k"><b>{number}.</b><div>{steps}</div></section>')
    key = _page(lang, key_title, meta, "".join(solutions))
    stem = f"worksheet-{cluster}-{'L' + str(level) if level else 'all'}-seed{seed}-{lang}"
    return Sheet(problems, sheet, key, stem)


def room_problems(cluster: str, count: int, level: int | None, seed: int,
                  avoid: Collection[str] = ()) -> list[Any]:
    """``count`` problems of ``cluster`` whose skills take turns in the skills' order
    (problem ``k`` is of skill ``k`` modulo their number), so two seeds give two versions
    with the same skill at each place; none equal to another or to one in ``avoid`` (keys).
    The same arguments give the same problems everywhere (:func:`mtgrules.practice.problem`);
    each asks about its skill's rules (106, 107, 118, 119, 202, 601, 709), which its worked
    solution cites."""
    from .. import practice
    from ..errors import LimitExceededError

    skills = practice.skills(cluster)
    seen = set(avoid)
    out = []
    for k in range(count):
        skill = skills[k % len(skills)]
        lv = level if level is not None else 1 + (k // len(skills)) % 5
        for attempt in range(200):
            p = practice.problem(skill.id, lv, seed * 1_000_003 + k * 1_000 + attempt)
            if p.answer is not None and p.key not in seen:
                break
        else:
            raise LimitExceededError(N_("no new problem of {skill} found for the worksheet"),
                                     skill=skill.id)
        seen.add(p.key)
        out.append(p)
    return out


def room_sheets(cluster: str, lang: str = "en", count: int = ROOM_COUNT,
                level: int | None = ROOM_LEVEL) -> dict[str, Sheet]:
    """A room's two worksheets of ``cluster``, A and B (:data:`VERSIONS`): the same skills
    and level from two seeds, each with its key (every solution citing its rules); named
    ``<notebook>-A`` and so on."""
    sheets = {}
    taken: set[str] = set()
    for version, seed in VERSIONS.items():
        problems = room_problems(cluster, count, level, seed, taken)
        taken.update(p.key for p in problems)
        sheet = worksheet(cluster, count, level, seed, lang, version, problems)
        sheets[version] = Sheet(sheet.problems, sheet.worksheet, sheet.key,
                                f"{NOTEBOOKS[cluster]}-{version}")
    return sheets


def _page(lang: str, title: str, meta: str, body: str) -> str:
    html_lang = {"en": "en", "zh-Hans": "zh-Hans", "zh-Hant": "zh-Hant"}[lang]
    return (f'<!DOCTYPE html><html lang="{html_lang}"><head><meta charset="utf-8">'
            f"<title>{escape(title)}</title><style>{PAGE_CSS % {'font': FONTS[lang]}}</style>"
            f'</head><body><h1>{escape(title)}</h1><div class="meta">{escape(meta)}</div>'
            f"{body}</body></html>")


def find_chromium() -> str | None:
    """Chromium's path: ``MTGRULES_CHROMIUM`` if set, else the first on the PATH."""
    wanted = os.environ.get("MTGRULES_CHROMIUM")
    for candidate in ([wanted] if wanted else CHROMIUM_CANDIDATES):
        path = shutil.which(candidate) if os.sep not in candidate else candidate
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def print_pdf(html_path: Path, pdf_path: Path, chromium: str | None = None) -> None:
    """Print ``html_path`` to ``pdf_path`` with headless Chromium (no network, own profile)."""
    chromium = chromium or find_chromium()
    if chromium is None:
        raise ChromiumMissing(NO_CHROMIUM)
    with tempfile.TemporaryDirectory(prefix="mtgrules-print-") as profile:
        command = [chromium, "--headless", "--no-sandbox", "--disable-gpu",
                   "--disable-background-networking", "--disable-component-update",
                   "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                   f"--user-data-dir={profile}", "--no-pdf-header-footer",
                   "--print-to-pdf-no-header", f"--print-to-pdf={pdf_path}",
                   html_path.resolve().as_uri()]
        done = subprocess.run(command, capture_output=True, text=True, timeout=180)
    if done.returncode != 0 or not pdf_path.exists() or pdf_path.stat().st_size == 0:
        raise RuntimeError(f"Chromium could not print {html_path.name}: "
                           f"{(done.stderr or done.stdout).strip()[-300:]}")


def write_worksheet(sheet: Sheet, out: Path, *, html_only: bool = False,
                    chromium: str | None = None) -> list[Path]:
    """Write the worksheet and its key into the folder ``out``: two PDFs, or with
    ``html_only`` two HTML pages. Returns the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    pages = [(out / f"{sheet.stem}.html", sheet.worksheet),
             (out / f"{sheet.stem}-key.html", sheet.key)]
    if html_only:
        for path, text in pages:
            path.write_text(text, encoding="utf-8")
        return [path for path, _ in pages]
    if not (chromium or find_chromium()):
        raise ChromiumMissing(NO_CHROMIUM)
    written = []
    with tempfile.TemporaryDirectory(prefix="mtgrules-sheet-") as scratch:
        for path, text in pages:
            page = Path(scratch) / path.name
            page.write_text(text, encoding="utf-8")
            pdf = path.with_suffix(".pdf")
            print_pdf(page, pdf, chromium)
            written.append(pdf)
    return written


# --- Anki ----------------------------------------------------------------------------------

CARD_CSS = (".card { font-family: sans-serif; font-size: 18px; text-align: left; } "
            ".q { white-space: pre-wrap; } .meta { color: #666; font-size: 13px; } "
            ".step { margin: 4px 0; }")


def deck_problems(count: int, seed: int) -> list[Any]:
    """``count`` problems of each cluster, every level in turn."""
    from .. import practice

    return [p for cluster in practice.CLUSTERS
            for p in practice.problems(cluster, n=count, seed=seed)]


def deck(out: Path, lang: str = "en", count: int = 20, seed: int = 0) -> int:
    """Write an Anki package of ``count`` problems per cluster to ``out``; the number of
    notes is returned. Needs the ``genanki`` package."""
    from .. import checks, practice

    lang = check_lang(lang)
    count = checks.whole_number(count, "count", maximum=MOST_PROBLEMS)
    try:
        import genanki
    except ImportError:
        raise RuntimeError("the deck needs the genanki package: pip install genanki") from None
    deck_id = zlib.crc32(f"mtgrules-practice-{lang}".encode()) | (1 << 30)
    model = genanki.Model(
        zlib.crc32(b"mtgrules-practice-model") | (1 << 30), "mtgrules practice",
        fields=[{"name": "Question"}, {"name": "Solution"}, {"name": "Skill"}],
        templates=[{"name": "Problem",
                    "qfmt": '<div class="meta">{{Skill}}</div><div class="q">{{Question}}</div>',
                    "afmt": '{{FrontSide}}<hr id="answer">{{Solution}}'}],
        css=CARD_CSS)
    name = T("mtgrules practice ({lang})", lang, lang=lang)
    package_deck = genanki.Deck(deck_id, name)
    problems = deck_problems(count, seed)
    for p in problems:
        skill = practice.skill(p.skill)
        solution = "".join(f'<p class="step">{escape(line)}</p>'
                           for line in p.solution(lang).split("\n"))
        meta = f"{cluster_title(skill.cluster, lang)} · {skill.title(lang)} · {p.level}"
        package_deck.add_note(genanki.Note(
            model=model, fields=[escape(p.question(lang)), solution, escape(meta)],
            guid=genanki.guid_for(p.id, lang),
            tags=[skill.cluster, p.skill.replace(".", "::")]))
    out.parent.mkdir(parents=True, exist_ok=True)
    genanki.Package(package_deck).write_to_file(str(out))
    return len(problems)


def level_option(text: str) -> int | None:
    from ..checks import typed_number, whole_number

    if text in ("all", "any"):
        return None
    level = whole_number(typed_number(text, "--level"), "--level", maximum=5)
    if level < 1:
        from ..errors import NumberError

        raise NumberError(N_("--level {level}: the levels are 1 to 5, or all"), level=level)
    return level


def main_worksheet(args: Any) -> int:
    import sys
    from ..checks import typed_number, whole_number

    room = getattr(args, "room", False)
    count = whole_number(typed_number(args.count or str(ROOM_COUNT if room else 12), "--count"),
                         "--count", maximum=MOST_PROBLEMS)
    level = level_option(args.level or (str(ROOM_LEVEL) if room else "all"))
    if room:  # A and B, each with its key: the sheets `make handouts` prints for a room
        sheets = list(room_sheets(args.cluster, check_lang(args.lang), count, level).values())
    else:
        sheets = [worksheet(args.cluster, count, level,
                            whole_number(typed_number(args.seed, "--seed"), "--seed"), args.lang)]
    written = []
    try:
        for sheet in sheets:
            written += write_worksheet(sheet, Path(args.out), html_only=args.html)
    except ChromiumMissing as error:
        print(f"mtgrules: {error}", file=sys.stderr)
        return 3
    for path in written:
        print(path)
    return 0


def main_deck(args: Any) -> int:
    import sys
    from ..checks import typed_number, whole_number

    try:
        notes = deck(Path(args.out), args.lang,
                     whole_number(typed_number(args.count, "--count"), "--count",
                                  maximum=MOST_PROBLEMS),
                     whole_number(typed_number(args.seed, "--seed"), "--seed"))
    except RuntimeError as error:
        print(f"mtgrules: {error}", file=sys.stderr)
        return 3
    print(f"{args.out}: {notes} notes")
    return 0


def add_parsers(sub: Any, langs: Sequence[str] = ("en", "zh-Hans", "zh-Hant")) -> None:
    """The ``worksheet`` and ``deck`` commands."""
    from .. import practice

    sheet = sub.add_parser(
        "worksheet", help="print a practice worksheet and its answer key (PDF)",
        description="Write a worksheet of generated problems and a separate answer key with "
                    "the worked solutions, as PDFs printed by headless Chromium. The same "
                    "arguments give the same sheet; another --seed another version.")
    sheet.add_argument("--cluster", required=True, choices=practice.CLUSTERS)
    sheet.add_argument("--count", default=None, metavar="N",
                       help=f"problems (default 12; {ROOM_COUNT} with --room)")
    sheet.add_argument("--level", default=None, metavar="N",
                       help="level 1 to 5, or all (levels in turn; the default, or "
                            f"{ROOM_LEVEL} with --room)")
    sheet.add_argument("--seed", default="0", metavar="N", help="which version (default 0)")
    sheet.add_argument("--lang", default="en", choices=langs)
    sheet.add_argument("--out", default=".", metavar="DIR",
                       help="folder to write into (default: the current one)")
    sheet.add_argument("--html", action="store_true",
                       help="write the two pages as HTML instead of printing PDFs")
    sheet.add_argument("--room", action="store_true",
                       help="write a room's two versions, A and B (the same skill at each "
                            "place, other problems), each with its key, named after the "
                            "cluster's notebook (03_hybrid_phyrexian_payment-A.pdf, "
                            "-A-key.pdf, -B.pdf, -B-key.pdf); --seed is not used")
    cards = sub.add_parser(
        "deck", help="write an Anki deck of practice problems (.apkg)",
        description="Write an Anki package: generated problems of every cluster, the worked "
                    "solution on the back of each card.")
    cards.add_argument("--out", required=True, metavar="FILE.apkg")
    cards.add_argument("--lang", default="en", choices=langs)
    cards.add_argument("--count", default="20", metavar="N",
                       help="problems per cluster (default 20)")
    cards.add_argument("--seed", default="0", metavar="N")
