"""The static pages of the handouts, and the index of everything built for a room.

    python -m tools.build_static [--lang all|en|zh-Hans|zh-Hant] [--out build/handouts]
    python -m tools.build_static --index [--out build/handouts]

The first form writes ``L/static/NB.html`` for each notebook NB of each language folder L
(``""`` for English, ``zh-Hans/``, ``zh-Hant/``): the learner notebook's stored outputs as one
HTML page that a phone reads with no kernel and no script. It is the printed learner
version (:func:`tools.learner.print_version`: no code, each exercise box as a line to answer
on, the answer key at the end) converted by nbconvert; each explorer is drawn once in
headless Chromium from its stored widget state, and the page is kept as drawn, every
script removed. Its style fits a 375 px wide screen (wide tables scroll on their own).

The second form (``--index``, run after every other builder of ``make handouts``) writes
each language's ``index.html``, linking for each notebook whatever was built for it:
see :func:`tools.build_handouts.write_index`.
"""

from __future__ import annotations

import argparse
import html
import subprocess
import sys
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent

from tools import build_handouts, learner  # noqa: E402
from tools.build_handouts import (CJK_FONTS, LANGUAGES, STATIC, BuildError, Handout,  # noqa: E402
                                  language_folder, notebooks_of, page_count, write_index)

OUT = ROOT / "build" / "handouts"
PAGES = ROOT / "build" / "static-pages"
"""Where the pages are drawn from (nbconvert's output with the widget renderer beside it)."""

PHONE_CSS = """
html { -webkit-text-size-adjust: 100%; }
body { margin: 0 auto !important; padding: 0.6em 0.8em 2em !important; max-width: 52em;
       line-height: 1.5;
       font-family: system-ui, -apple-system, "Segoe UI", sans-serif{fonts}; }
.jp-Notebook, .jp-Cell, .jp-Cell-outputWrapper, .jp-OutputArea, .jp-OutputArea-child,
.jp-OutputArea-output, .jp-RenderedHTMLCommon, .jp-Cell-inputWrapper {
    max-width: 100% !important; min-width: 0 !important; padding-left: 0 !important;
    padding-right: 0 !important; margin-left: 0 !important; box-sizing: border-box; }
.jp-Notebook { padding: 0 !important; }
.jp-OutputPrompt, .jp-InputPrompt, .jp-Collapser { display: none !important; }
.jp-RenderedHTMLCommon table, .jp-OutputArea-output table {
    display: block; max-width: 100%; overflow-x: auto; }
img, svg, video { max-width: 100% !important; height: auto; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; }
.jupyter-widgets, .widget-box, .widget-hbox, .widget-vbox { max-width: 100% !important;
    flex-wrap: wrap; overflow-x: auto; }
.widget-hbox > *, .widget-box > * { max-width: 100%; }
.widget-label { min-width: 0 !important; }
.jupyter-widgets input, .jupyter-widgets select, .jupyter-widgets textarea,
.jupyter-widgets button { pointer-events: none; }
.mtgrules-offline { display: none !important; }  /* the "run it first" note: the page says it */
.mtgrules-static-note { border-left: 4px solid #1a4f8b; background: #f5f8fc; padding: 0.4em 0.8em;
    margin: 0.5em 0 1em; font-size: 0.95em; }
@media (max-width: 600px) { h1 { font-size: 1.5em; } h2 { font-size: 1.25em; } }
"""

FREEZE = """(css) => {
    // the page as drawn: the explorers' snapshots stay, every script goes; what the
    // controls hold is written into the page (a property is not part of the HTML)
    for (const input of Array.from(document.querySelectorAll('input'))) {
        if (input.type === 'checkbox' || input.type === 'radio') {
            if (input.checked) input.setAttribute('checked', '');
        } else input.setAttribute('value', input.value);
    }
    for (const area of Array.from(document.querySelectorAll('textarea')))
        area.textContent = area.value;
    for (const select of Array.from(document.querySelectorAll('select')))
        for (const option of Array.from(select.options))
            if (option.selected) option.setAttribute('selected', '');
    // the notebook's "run it first" line (the first quote of its first cell) asks for a
    // menu this page has not got: the page's own note says where the live page is
    const first = document.querySelector('.jp-Cell');
    if (first && first.classList.contains('jp-MarkdownCell')) {
        const quote = first.querySelector('blockquote');
        if (quote) quote.remove();
    }
    for (const s of Array.from(document.querySelectorAll('script'))) s.remove();
    for (const l of Array.from(document.querySelectorAll('link[rel=preload], link[as=script]')))
        l.remove();
    let meta = document.querySelector('meta[name=viewport]');
    if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'viewport';
        document.head.prepend(meta);
    }
    meta.content = 'width=device-width, initial-scale=1';
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
    return '<!DOCTYPE html>\\n' + document.documentElement.outerHTML;
}"""


def static_note(name: str, lang: str) -> str:
    """The line at the top of a static page: what it is, and where the live one is."""
    text = learner.T("The stored outputs of {notebook}, to read anywhere: its explorers are "
                     "pictures of their starting state. To try them, open the live page.",
                     lang, notebook="\0")
    return html.escape(text).replace("\0", f"<code>{html.escape(name)}.ipynb</code>")


def write_source(printed: object, name: str, lang: str, pages: Path) -> Path:
    """``printed`` (a print version) as nbconvert's page ``pages/<name>.html``."""
    from nbconvert import HTMLExporter
    from traitlets.config import Config

    config = Config()
    config.HTMLExporter.template_name = "lab"
    config.HTMLExporter.widget_renderer_url = f"{STATIC}/embed-amd.js"
    config.HTMLExporter.require_js_url = f"{STATIC}/require.js"
    config.HTMLExporter.exclude_input = True
    config.HTMLExporter.exclude_input_prompt = True
    config.HTMLExporter.exclude_output_prompt = True
    config.HTMLExporter.mathjax_url = ""
    page, _ = HTMLExporter(config=config).from_notebook_node(printed, resources={
        "metadata": {"name": name}})
    note = f'<p class="mtgrules-static-note">{static_note(name, lang)}</p>'
    head, body, tail = page.partition("<body")
    tag, close, rest = tail.partition(">")
    page = f"{head}{body}{tag}{close}\n{note}{rest}"  # first in the body
    page = page.replace("<html>", f'<html lang="{lang}">', 1)
    path = pages / f"{name}.html"
    path.write_text(page, encoding="utf-8")
    return path


def build(lang: str, notebooks: list[Path], out: Path = OUT, pages: Path = PAGES) -> list[Path]:
    """``<language folder>/static/NB.html`` for each of ``notebooks`` (of ``lang``)."""
    from tools.chromium import block_network, chromium, wait_for_embedded_widgets

    folder = out / language_folder(lang) / "static"
    folder.mkdir(parents=True, exist_ok=True)
    pages = pages / lang
    pages.mkdir(parents=True, exist_ok=True)
    build_handouts.copy_renderer(build_handouts.fetch_renderer(), pages)
    css = PHONE_CSS.replace("{fonts}", ", " + CJK_FONTS[lang] if lang in CJK_FONTS else "")
    sources = []
    for path in notebooks:
        printed = build_handouts.print_version_of(nbformat.read(path, as_version=4), path)
        sources.append((write_source(printed, path.stem, lang, pages), folder / path.name))
    written = []
    with chromium() as browser:
        page = browser.new_page()  # type: ignore[attr-defined]
        refused = block_network(page)
        page.set_viewport_size({"width": 375, "height": 800})
        for source, target in sources:
            page.goto(source.as_uri(), wait_until="load")
            wait_for_embedded_widgets(page)
            target = target.with_suffix(".html")
            target.write_text(page.evaluate(FREEZE, css), encoding="utf-8")
            written.append(target)
    if refused:
        raise BuildError(f"the static pages asked the network for {sorted(set(refused))}")
    return written


def pages_of(pdf: Path) -> int:
    """The pages of ``pdf``, or 0 when it is missing or unreadable (then not counted)."""
    try:
        return page_count(pdf) if pdf.is_file() else 0
    except (OSError, subprocess.CalledProcessError):
        return 0


def write_indexes(out: Path = OUT) -> list[Path]:
    """Each language's index.html in ``out``, linking what exists for each notebook."""
    built = tuple(lang for lang in LANGUAGES if notebooks_of(lang)
                  and (out / language_folder(lang)).is_dir())
    written = []
    for lang in built:
        folder = out / language_folder(lang)
        handouts = []
        for path in notebooks_of(lang):
            study = nbformat.read(path, as_version=4)
            title, summary = build_handouts._title_and_summary(study)
            pdf = folder / f"{path.stem}.pdf"
            handouts.append(Handout(path.stem, title or path.stem, summary, pages_of(pdf),
                                    (folder / f"{path.stem}-cheatsheet.pdf").exists()))
        write_index(folder, handouts, lang, built)
        written.append(folder / "index.html")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="all", choices=("all", *LANGUAGES))
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--index", action="store_true",
                        help="write each language's index.html (after every other builder)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.index:
        for path in write_indexes(args.out):
            print(f"  {path}")
        print(f"indexes written in {time.perf_counter() - started:.1f} s")
        return 0
    for lang in LANGUAGES if args.lang == "all" else (args.lang,):
        notebooks = notebooks_of(lang)
        if not notebooks:
            print(f"build_static: no {lang} notebooks found", file=sys.stderr)
            return 1
        written = build(lang, notebooks, args.out)
        print(f"{lang}: {len(written)} static pages in {written[0].parent}")
    print(f"built in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
