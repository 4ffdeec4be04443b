"""Build the printed workshop handouts from the study notebooks, and the index of all handouts.

    python -m tools.build_handouts [--lang en|zh-Hans|zh-Hant|all] [--out build/handouts]
                                   [--pages build/handout-pages] [NB ...]

For each notebook, from its stored outputs and widget state (nothing is executed):

* ``<out>/<name>.pdf``: its print version (``learner.print_version``): prose, tables, figures,
  each explorer as a snapshot captioned with its live page, a line to write each exercise's
  answer on, and the answer key on the last page. A4, at most six pages;
* ``<out>/<name>-learner.pdf``: the learner print, to hand out in a room: the same pages
  without the answer key's (:func:`learner_print`: printed again from the page just laid
  out, only the pages before the key);
* ``<out>/<name>-cheatsheet.pdf`` for a rule cluster (``learner.cheatsheet_version``): exactly
  one A4 page;
* ``<out>/index.html``: each notebook's live page (``live/``, built by tools/build_live.py),
  its PDF and its cheat sheet.

Each language has its own folder: English in ``<out>``, Simplified and Traditional Chinese in
``<out>/zh-Hans`` and ``<out>/zh-Hant``, printed from the translated notebooks
(``notebooks/<lang>/``) with the handouts' own words from the ``handouts`` message catalog
(tools/locale). A Chinese page is laid out with ``lang`` set and the Noto CJK fonts of its
script first, so Chromium embeds those fonts in the PDF (``fonts-noto-cjk``; the build fails
when the machine has no CJK font).

The PDFs are printed by headless Chromium from HTML pages written to ``--pages`` (not part of
the handouts; they say that their explorers are not live). Before printing, anything wider
than the printable width (186 mm) is scaled down to it, and the build fails if an element
still passes the right margin, if a handout has more than six pages, or if a cheat sheet is
not exactly one page. The widget renderer (npm package ``@jupyter-widgets/html-manager``) and
``require.js`` (npm package ``requirejs``) are fetched once with ``npm pack`` into
``build/handout-assets/`` and copied next to the pages; the pages ask no network for anything.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(__file__).resolve().parent

from tools import ToolError, learner  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
ASSET_CACHE = ROOT / "build" / "handout-assets"
PAGES = ROOT / "build" / "handout-pages"
TEMPLATES = TOOLS / "handout_template"
STATIC = "_static"

# Exact versions, so every build renders the same; html-manager 1.x speaks the widget
# protocol 2 that ipywidgets 8 stores.
NPM_PACKAGES = {
    "@jupyter-widgets/html-manager": "1.0.15",
    "requirejs": "2.3.8",
}
# file inside each npm tarball -> name under _static (the fonts are the renderer's icons)
RENDERER_FILES = re.compile(r"package/dist/(embed-amd\.js|embed\.js\.LICENSE\.txt|[0-9a-f]{20}\.(woff2?|ttf|eot|svg))$")
REQUIRE_FILES = re.compile(r"package/(require\.js)$")

FONT_FOLDERS = ("@jupyter-widgets", "@jupyter-widgets/html-manager/dist")

MAX_PAGES = 6
REFERENCE_PAGES = {"06_glossary": 16}
"""The glossary is a reference of every term (over 150, each with its rule, source and
notebooks), not a lesson: it may take this many pages."""


def max_pages(name: str) -> int:
    """The most A4 pages the handout of notebook ``name`` (its file stem) may have."""
    return REFERENCE_PAGES.get(name, MAX_PAGES)
"""A printed handout has at most this many A4 pages; a cheat sheet has exactly one."""
MM = 96 / 25.4
"""CSS pixels per millimetre."""
PAGE_MM = (210, 297)
MARGIN_MM = {"top": 14, "bottom": 14, "left": 12, "right": 12}
PRINT_WIDTH = (PAGE_MM[0] - MARGIN_MM["left"] - MARGIN_MM["right"]) * MM
PRINT_HEIGHT = (PAGE_MM[1] - MARGIN_MM["top"] - MARGIN_MM["bottom"]) * MM
SHEET_SIZES = [9.5 - 0.25 * step for step in range(7)]
"""Body text sizes (pt) a cheat sheet tries, largest first, until it fits its page."""


@dataclass(frozen=True, slots=True)
class Handout:
    name: str
    title: str
    summary: str
    pages: int
    cheatsheet: bool


class BuildError(ToolError):
    """A handout that can't be printed as it must be (too wide, too long)."""

    tool = "build_handouts"


def print_version_of(study: Any, path: Path) -> Any:
    """The print version of ``study``, the notebook read from ``path``
    (:func:`tools.learner.print_version`); an explorer whose snapshot can't be drawn stops
    the build, naming the notebook."""
    try:
        return learner.print_version(study, name=path.name)
    except learner.SnapshotError as error:
        raise BuildError(f"{path}: {error}") from None


# --- the offline widget renderer ------------------------------------------------------

def fetch_renderer(cache: Path = ASSET_CACHE) -> Path:
    """The folder holding embed-amd.js, require.js and the icon fonts (fetched once)."""
    stamp = cache / "versions.json"
    if stamp.exists() and json.loads(stamp.read_text()) == NPM_PACKAGES:
        return cache
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit(
            "build_handouts: npm is needed once to fetch the offline widget renderer "
            f"({', '.join(f'{k}@{v}' for k, v in NPM_PACKAGES.items())}); install Node.js/npm")
    if cache.exists():
        shutil.rmtree(cache)
    cache.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as download:
        specs = [f"{name}@{version}" for name, version in NPM_PACKAGES.items()]
        done = subprocess.run([npm, "pack", *specs, "--pack-destination", download, "--silent"],
                              capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(f"build_handouts: `npm pack {' '.join(specs)}` failed:\n{done.stderr}")
        for tarball in Path(download).glob("*.tgz"):
            pattern = REQUIRE_FILES if tarball.name.startswith("requirejs") else RENDERER_FILES
            with tarfile.open(tarball) as archive:
                for member in archive.getmembers():
                    match = pattern.match(member.name)
                    if match and member.isfile():
                        (cache / match.group(1)).write_bytes(archive.extractfile(member).read())
    missing = [f for f in ("embed-amd.js", "require.js") if not (cache / f).exists()]
    if missing:
        raise SystemExit(f"build_handouts: the npm packages lacked {missing}")
    stamp.write_text(json.dumps(NPM_PACKAGES))
    return cache


# --- the pages ---
def _title_and_summary(nb) -> tuple[str, str]:
    """The first level-1 heading and the first sentences of the paragraph after it."""
    title, summary = "", ""
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for paragraph in re.split(r"\n\s*\n", cell.source):
            text = " ".join(line.strip() for line in paragraph.splitlines()).strip()
            if not title and text.startswith("# "):
                title = text[2:].strip()
            elif (title and text and not text.startswith(("#", "|", "---", "```", "<", ">"))
                  and not re.match(r"([-*+]|\d+\.)\s", text)):  # not a list
                summary = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
                summary = re.sub(r"[*_`]", "", summary)
                break
        if summary:
            break
    if len(summary) > 300:
        cut = summary[:300]
        summary = cut[:cut.rfind(". ") + 1] if ". " in cut else cut.rsplit(" ", 1)[0] + " …"
    return title, summary


CJK_FONTS = {"zh-Hans": '"Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"',
             "zh-Hant": '"Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC"'}
"""The fonts a Chinese handout is set in, first choice first (the regional glyph forms)."""


def cjk_font_installed() -> bool:
    fc_list = shutil.which("fc-list")
    if not fc_list:
        return False
    found = subprocess.run([fc_list, ":lang=zh"], capture_output=True, text=True, check=False)
    return bool(found.stdout.strip())


def notice(name: str, explorers: bool, lang: str) -> str:
    """The first lines of a printed handout: what it is, and where its live version is."""
    page = html.escape(learner.live_page(f"{name}.ipynb", lang))
    fields = {"notebook": "\0", "page": "\1"}
    if explorers:
        text = learner.T("Printed handout of {notebook}. Its explorers are pictures of their "
                         "starting state: to try them, open this notebook in the live handouts, "
                         "at the address your workshop leader gives you (its page {page}).",
                         lang, **fields)
    else:
        text = learner.T("Printed handout of {notebook}. To run it, open it in the live "
                         "handouts, at the address your workshop leader gives you (its page "
                         "{page}).", lang, **fields)
    # on paper: what to do with it, never a command to run (the leader serves the site)
    return (html.escape(text).replace("\0", f"<code>{html.escape(name)}.ipynb</code>")
            .replace("\1", f"<code>{page}</code>"))


def write_page(notebook: object, name: str, kind: str, pages: Path) -> Path:
    """``notebook`` (a print or cheat-sheet version) as ``pages/<name>.html``."""
    from nbconvert import HTMLExporter
    from traitlets.config import Config

    config = Config()
    config.HTMLExporter.extra_template_basedirs = [str(TEMPLATES)]
    config.HTMLExporter.template_name = "handout"
    config.HTMLExporter.widget_renderer_url = f"{STATIC}/embed-amd.js"
    config.HTMLExporter.require_js_url = f"{STATIC}/require.js"
    config.HTMLExporter.exclude_input = True  # a print version has no code to show
    config.HTMLExporter.exclude_input_prompt = True
    config.HTMLExporter.exclude_output_prompt = True
    stem = name.removesuffix("-cheatsheet")
    explorers = any(learner.is_live(cell) for cell in notebook.cells)  # type: ignore[attr-defined]
    lang = notebook.metadata.get("mtgrules", {}).get("lang", "en")  # type: ignore[attr-defined]
    page, _ = HTMLExporter(config=config).from_notebook_node(notebook, resources={
        "metadata": {"name": stem}, "handout_kind": kind, "explorers": explorers,
        "live_page": learner.live_page(f"{stem}.ipynb", lang), "language_code": lang,
        "notice": notice(stem, explorers, lang), "cjk_fonts": CJK_FONTS.get(lang, "")})
    path = pages / f"{name}.html"
    path.write_text(page, encoding="utf-8")
    return path


def copy_renderer(assets: Path, pages: Path) -> None:
    static = pages / STATIC
    if static.exists():
        shutil.rmtree(static)
    shutil.copytree(assets, static, ignore=shutil.ignore_patterns("versions.json"))
    # The renderer's stylesheets look for their icon font (Font Awesome) relative to the page,
    # in these two folders; woff2 is the format every current browser takes first.
    for folder in FONT_FOLDERS:
        (pages / folder).mkdir(parents=True, exist_ok=True)
        for font in assets.glob("*.woff2"):
            shutil.copy2(font, pages / folder / font.name)


# --- printing -------------------------------------------------------------------------

FIT_WIDTH = """(width) => {
    // Scale each block wider than the printable width down to it (tables, explorers, figures).
    const left = document.querySelector('main').getBoundingClientRect().left;
    const blocks = document.querySelectorAll(
        '.jp-OutputArea-output, .jp-RenderedHTMLCommon > table, .jp-RenderedHTMLCommon > pre');
    let scaled = 0;
    for (const block of blocks) {
        let right = block.getBoundingClientRect().left + block.scrollWidth;
        for (const e of block.querySelectorAll('*')) {
            const r = e.getBoundingClientRect();
            if (r.width > 0) right = Math.max(right, r.right);
        }
        if (right > left + width + 0.5) {
            const start = block.getBoundingClientRect().left;
            block.style.zoom = String(Math.floor(1000 * (left + width - start) / (right - start)) / 1000);
            scaled += 1;
        }
    }
    return scaled;
}"""

OVERFLOW = """(width) => {
    // Every element whose right edge passes the printable width (or left edge the margin).
    const left = document.querySelector('main').getBoundingClientRect().left;
    const out = [];
    for (const e of document.body.querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // an element's box, or the content that runs out of it (text that can't wrap)
        // (scrollWidth is in the element's own pixels, which a zoom around it scales)
        // (an SVG element has no offsetWidth and no scroll box of its own: its box is all)
        const svg = e instanceof SVGElement;
        const scale = e.offsetWidth ? r.width / e.offsetWidth : 1;
        const right = svg ? r.right : Math.max(r.right, r.left + e.scrollWidth * scale);
        if (right > left + width + 1 || r.left < left - 1) {
            const text = (e.innerText || e.textContent || '').trim().replace(/\\s+/g, ' ');
            out.push(`${e.tagName.toLowerCase()}.${e.className} (${Math.round(r.left - left)}`
                     + `..${Math.round(right - left)} px of ${Math.round(width)}): `
                     + text.slice(0, 60));
        }
    }
    return out;
}"""

HEIGHT = "() => document.querySelector('main').getBoundingClientRect().bottom"


def page_count(pdf: Path) -> int:
    """The number of pages of ``pdf`` (pdfinfo, from poppler-utils, if installed)."""
    pdfinfo = shutil.which("pdfinfo")
    if pdfinfo:
        info = subprocess.run([pdfinfo, str(pdf)], capture_output=True, text=True, check=True)
        found = re.search(r"^Pages:\s+(\d+)", info.stdout, re.M)
        if found:
            return int(found.group(1))
    # Chromium writes each page as an uncompressed "/Type /Page" dictionary
    return len(re.findall(rb"/Type\s*/Page\b", pdf.read_bytes()))


def print_pdf(page, source: Path, pdf: Path, *, one_page: bool) -> tuple[int, list[str]]:  # type: ignore[no-untyped-def]
    """Print ``source`` (a handout page) to ``pdf``: laid out at the printable width, wide
    blocks scaled down, checked, printed; a cheat sheet's text is made smaller step by step
    until it fits one page. Returns the number of pages and what is wrong with the PDF."""
    from tools.chromium import wait_for_embedded_widgets

    page.set_viewport_size({"width": round(PRINT_WIDTH), "height": round(PRINT_HEIGHT)})
    page.emulate_media(media="print")
    page.goto(source.as_uri(), wait_until="load")
    wait_for_embedded_widgets(page)
    page.evaluate("document.fonts.ready")
    page.wait_for_timeout(200)  # the renderer's last layout pass
    page.evaluate(FIT_WIDTH, PRINT_WIDTH)
    if one_page:
        for size in SHEET_SIZES:
            page.evaluate(f"document.body.style.setProperty('--sheet-size', '{size}pt')")
            page.evaluate(FIT_WIDTH, PRINT_WIDTH)
            if page.evaluate(HEIGHT) <= PRINT_HEIGHT * 0.98:
                break
    problems = []
    clipped = page.evaluate(OVERFLOW, PRINT_WIDTH)
    if clipped:
        problems.append(f"{source.name}: {len(clipped)} elements pass the printable width "
                        f"({PRINT_WIDTH:.0f} px), e.g.\n    " + "\n    ".join(clipped[:5]))
    _pdf(page, pdf)
    pages = page_count(pdf)
    if one_page and pages != 1:
        problems.append(f"{pdf.name} has {pages} pages; a cheat sheet has exactly one")
    if pages > max_pages(pdf.stem):
        problems.append(f"{pdf.name} has {pages} pages, more than {max_pages(pdf.stem)}: tag more cells "
                        f"{learner.PRINT_DROP} (long tables, secondary demonstrations)")
    return pages, problems


def key_pages(pdf: Path, lang: str = "en") -> list[int]:
    """The pages (from 1) of ``pdf``'s answer key: from the page whose first line is the
    key's heading (the key starts on a page of its own) to the end; [] if it has none.
    (One ``pdftotext`` of the whole PDF: it ends each page with a form feed.)"""
    from widgets.exercises import answer_key_heading

    heading = answer_key_heading(lang).strip()
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    pages = text.split("\f")[:-1] if text.endswith("\f") else text.split("\f")
    for number, page in enumerate(pages, 1):
        first = next((line.strip() for line in page.splitlines() if line.strip()), "")
        if first == heading:
            return list(range(number, len(pages) + 1))
    return []


def learner_print(page, handout: Path, learner_pdf: Path, lang: str = "en", *,  # type: ignore[no-untyped-def]
                  has_key: bool = True) -> int:
    """Write ``learner_pdf``: the printed ``handout`` without its answer key's pages. ``page``
    is the browser page the handout was just printed from, still laid out: it prints again,
    only the pages before the key (the same pages, no second layout); a handout without a
    key (``has_key=False`` says so without reading it) is copied. Returns its pages."""
    cut = key_pages(handout, lang) if has_key else []
    if not cut:
        shutil.copyfile(handout, learner_pdf)
        return page_count(learner_pdf)
    keep = cut[0] - 1
    if keep < 1:
        raise BuildError(f"{handout.name} is all answer key: no learner print can be cut from it")
    _pdf(page, learner_pdf, page_ranges=f"1-{keep}")
    return keep


def _pdf(page, path: Path, **options: str) -> None:  # type: ignore[no-untyped-def]
    """Print the loaded ``page`` to ``path``: A4, the handouts' margins, backgrounds."""
    page.pdf(path=str(path), format="A4", print_background=True,
             margin={side: f"{mm}mm" for side, mm in MARGIN_MM.items()}, **options)


# --- the index ------------------------------------------------------------------------

LANGUAGES = ("en", "zh-Hans", "zh-Hant")
LANGUAGE_NAMES = {"en": "English", "zh-Hans": "简体中文", "zh-Hant": "繁體中文"}


def language_folder(lang: str) -> str:
    """Where a language's handouts are, inside the handouts folder ("" for English)."""
    return "" if lang == "en" else f"{lang}/"


def _pdf_label(T, lang: str, word: str, pages: int) -> str:  # type: ignore[no-untyped-def]
    if pages <= 0:
        return T("{item} (PDF)", lang, item=word)
    if pages == 1:
        return T("{item} (PDF, 1 page)", lang, item=word)
    return T("{item} (PDF, {pages} pages)", lang, item=word, pages=pages)


def index_links(root: Path, name: str, lang: str, pages: int = 0) -> list[tuple[str, str]]:
    """What was built for notebook ``name`` in ``lang``, as (link, words) pairs relative to
    that language's folder of the handouts folder ``root``; an item is linked only when its
    file exists (each builder of ``make handouts`` writes its own; the agreed layout, per
    language folder L: ``L/NB.pdf``, ``L/NB-learner.pdf``, ``L/NB-cheatsheet.pdf``,
    ``L/slides/NB.html``, ``L/NB-guide.pdf``, ``L/worksheets/NB-A.pdf`` (and ``-A-key``,
    ``-B``, ``-B-key``), ``L/static/NB.html``, and the live site's pages: ``live/L/app/NB.html``
    and the JupyterLab page)."""
    T = learner.T
    folder = root / language_folder(lang)
    up = "" if lang == "en" else "../"
    sub = language_folder(lang)
    links: list[tuple[str, str]] = []
    if (root / "live" / "files" / sub / f"{name}.ipynb").exists():
        if (root / "live" / sub / "app" / f"{name}.html").exists():  # tools/build_app.py
            links.append((f"{up}live/{sub}app/{name}.html", T("live page", lang)))
        if (root / "live" / sub / "lab" / "index.html").exists():
            links.append((f"{up}live/{sub}lab/index.html?path={sub}{name}.ipynb",
                          T("live notebook with its code (JupyterLab)", lang)))
    files = [
        (f"static/{name}.html", T("static page (phone, no kernel)", lang)),
        (f"slides/{name}.html", T("slides", lang)),
        (f"{name}-guide.pdf", _pdf_label(T, lang, T("facilitator's guide", lang), 0)),
        (f"{name}.pdf", _pdf_label(T, lang, T("handout with answer key", lang), pages)),
        (f"{name}-learner.pdf", _pdf_label(T, lang, T("handout without answers", lang), 0)),
        (f"worksheets/{name}-A.pdf", T("worksheet A", lang)),
        (f"worksheets/{name}-A-key.pdf", T("worksheet A: key", lang)),
        (f"worksheets/{name}-B.pdf", T("worksheet B", lang)),
        (f"worksheets/{name}-B-key.pdf", T("worksheet B: key", lang)),
        (f"{name}-cheatsheet.pdf", T("cheat sheet (PDF, 1 page)", lang)),
    ]
    links.extend((href, words) for href, words in files if (folder / href).is_file())
    return links


def write_index(out: Path, handouts: list[Handout], lang: str = "en",
                languages: tuple[str, ...] = ("en",)) -> None:
    """``out/index.html``: for each of ``handouts`` (the notebooks of one language), the
    links of :func:`index_links`; and links to the indexes of the other ``languages``
    built beside it. ``out`` is the language's folder of the handouts folder."""
    T = learner.T
    up = "" if lang == "en" else "../"
    root = out if lang == "en" else out.parent
    items = []
    for h in handouts:
        links = [f'<a href="{html.escape(href)}">{html.escape(words)}</a>'
                 for href, words in index_links(root, h.name, lang, h.pages)]
        items.append(
            f'<li><b>{html.escape(h.title)}</b><br><span class="links">{" · ".join(links)}</span>'
            f'<p>{html.escape(h.summary)}</p></li>')
    others: list[str] = []
    for other in LANGUAGES:
        if other != lang and other in languages:
            href = f"{up}{language_folder(other)}index.html"
            others.append(f'<a href="{href}" lang="{other}">{LANGUAGE_NAMES[other]}</a>')
    serve = html.escape(T(
        "The live pages work only when this folder is served, not opened as a file: run "
        "{serve} (add {room} to serve the laptops of a room on the local network) and open "
        "the address it prints.", lang, serve="\0", room="\1"))
    serve = (serve.replace("\0", "<code>mtgrules handouts --serve</code>")
             .replace("\1", "<code>--room</code>"))
    about = html.escape(T(
        "For each notebook: its {live}, which runs in the browser with nothing to install "
        "(the explorers start by themselves, offline); its {static} to read on a phone; and "
        "whatever was printed for it: slides, guide, handouts, worksheets, cheat sheet.",
        lang, live="\0", static="\1"))
    words = [html.escape(T("live page", lang)), html.escape(T("static page", lang))]
    about = (about.replace("\0", f"<b>{words[0]}</b>").replace("\1", f"<b>{words[1]}</b>"))
    title = html.escape(T("Magic: The Gathering rules — workshop handouts", lang))
    tab_title = html.escape(T("mtgrules handouts", lang))
    fonts = CJK_FONTS.get(lang, "")
    (out / "index.html").write_text(f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{tab_title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {{ font-family: system-ui, sans-serif{", " + fonts if fonts else ""}; max-width: 50em;
       margin: 2em auto; padding: 0 1em; line-height: 1.45; color: #222; }}
li {{ margin-bottom: 1em; }} .links {{ font-size: 0.95em; line-height: 1.7; }}
p {{ margin: 0.2em 0; }} code {{ background: #f2f2f2; padding: 0 0.2em; }}
.serve {{ border-left: 4px solid #1a4f8b; padding: 0.3em 0.8em; background: #f5f8fc; }}
.languages {{ float: right; font-size: 0.95em; }}
@media (max-width: 600px) {{ body {{ margin: 1em auto; }} .languages {{ float: none; }}
                            ol {{ padding-left: 1.4em; }} }}
@media print {{ a {{ color: inherit; text-decoration: none; }} }}
</style></head><body>
{f'<p class="languages">{" · ".join(others)}</p>' if others else ""}
<h1>{title}</h1>
<p>{about}</p>
<p class="serve">{serve}</p>
<ol>
{chr(10).join(items)}
</ol>
</body></html>
""", encoding="utf-8")


# --- the build ------------------------------------------------------------------------

def build(notebooks: list[Path], out: Path, pages: Path = PAGES,
          lang: str = "en", languages: tuple[str, ...] = ("en",)) -> list[Handout]:
    """Print every notebook's handout (and cheat sheet) into ``out``, with index.html."""
    from tools.chromium import block_network, chromium

    if lang != "en" and not cjk_font_installed():
        raise BuildError(f"no Chinese font on this machine, so the {lang} handouts can't be "
                         "printed: install one (Debian: apt-get install fonts-noto-cjk)")

    assets = fetch_renderer()
    out.mkdir(parents=True, exist_ok=True)
    pages.mkdir(parents=True, exist_ok=True)
    copy_renderer(assets, pages)
    # what earlier builds put in the handouts folder and this one no longer does
    for old in [out / STATIC, out / "@jupyter-widgets", *out.glob("0*.html")]:
        if old.is_dir():
            shutil.rmtree(old)
        elif old.exists():
            old.unlink()
    jobs: list[tuple[Path, Path, bool]] = []
    keyed: set[str] = set()   # the handouts with an answer key
    handouts: list[Handout] = []
    for path in notebooks:
        study = nbformat.read(path, as_version=4)
        printed = print_version_of(study, path)
        jobs.append((write_page(printed, path.stem, "handout", pages), out / f"{path.stem}.pdf",
                     False))
        if any(learner.ANSWER_KEY_ID in cell.source for cell in printed.cells
               if cell.cell_type == "markdown"):
            keyed.add(path.stem)
        sheet = learner.cheatsheet_version(study, name=path.name)
        if sheet is not None:
            name = f"{path.stem}-cheatsheet"
            jobs.append((write_page(sheet, name, "cheatsheet", pages), out / f"{name}.pdf", True))
        title, summary = _title_and_summary(study)
        handouts.append(Handout(path.stem, title or path.stem, summary, 0, sheet is not None))
    counts: dict[Path, int] = {}
    problems: list[str] = []
    with chromium() as browser:
        page = browser.new_page()  # type: ignore[attr-defined]
        refused = block_network(page)
        for source, pdf, one_page in jobs:
            counts[pdf], wrong = print_pdf(page, source, pdf, one_page=one_page)
            problems.extend(wrong)
            if not one_page:  # the handout also without its answer key, for the room
                learner_print(page, pdf, pdf.with_name(f"{pdf.stem}-learner.pdf"), lang,
                              has_key=pdf.stem in keyed)
    if refused:
        problems.append(f"the pages asked the network for {refused}")
    if problems:
        raise BuildError("\n  ".join(["the handouts don't print as they must:", *problems]))
    handouts = [Handout(h.name, h.title, h.summary, counts[out / f"{h.name}.pdf"], h.cheatsheet)
                for h in handouts]
    write_index(out, handouts, lang, languages)
    return handouts


def notebooks_of(lang: str) -> list[Path]:
    """The study notebooks of a language (English: notebooks/*.ipynb)."""
    folder = NOTEBOOKS if lang == "en" else NOTEBOOKS / lang
    return sorted(folder.glob("*.ipynb"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="notebooks to build (default: every notebook of the language)")
    parser.add_argument("--lang", default="all", choices=("all", *LANGUAGES),
                        help="the handouts' language (default: all three)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "handouts")
    parser.add_argument("--pages", type=Path, default=PAGES,
                        help="where the HTML pages the PDFs are printed from go")
    args = parser.parse_args(argv)
    langs = LANGUAGES if args.lang == "all" else (args.lang,)
    given: dict[str, list[Path]] = {}
    for path in args.notebooks:  # notebooks named: each in the language its metadata says
        lang = learner.lang_of(nbformat.read(path, as_version=4))
        given.setdefault(lang, []).append(path)
    started = time.perf_counter()
    chosen = {lang: given.get(lang, []) if args.notebooks else notebooks_of(lang)
              for lang in langs}
    built = tuple(lang for lang in langs if chosen[lang])
    for lang in langs:
        notebooks = chosen[lang]
        if not notebooks:
            if not args.notebooks and (lang == "en" or args.lang == lang):
                print(f"build_handouts: no {lang} notebooks found", file=sys.stderr)
                return 1
            continue
        out = args.out / language_folder(lang) if lang != "en" else args.out
        pages = args.pages / lang if lang != "en" else args.pages
        handouts = build(notebooks, out, pages, lang, built)
        for h in handouts:
            sheet = f", {h.name}-cheatsheet.pdf (1 page)" if h.cheatsheet else ""
            print(f"  {lang}: {h.name}.pdf ({h.pages} pages){sheet}")
        print(f"{lang}: {len(handouts)} handouts, {sum(h.cheatsheet for h in handouts)} cheat "
              f"sheets and index.html in {out}")
    print(f"built in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
