"""The live site's app pages: each notebook as one page that reads at once and whose explorers
work a few seconds later, with no JupyterLab around them.

    python -m tools.build_app --site build/handouts/live     (after tools.build_live)

``tools.build_live`` calls :func:`add_app` at the end of every site build; this command line
only adds the pages to a site built before. For each notebook of the site (English in
``app/NB.html``, a translation in ``<lang>/app/NB.html``) the page holds:

* the learner version's prose and every result it shows as stored (tables, figures,
  sentences), written into the HTML when the site is built, so the page is readable at once;
* the cells a learner acts on (the set-up, the explorers, the answer boxes), which run in
  Python in the browser as soon as it has started, their outputs drawn by ipywidgets' own
  HTML widget manager (npm ``@jupyter-widgets/html-manager``, bundled once with ``esbuild``);
* a status line in the reader's language, and a link to the JupyterLab page with the code.

``app/NB.html?only=explorer`` shows only the notebook's explorer (the first cell run after
the set-up that is not an answer box, the one its slide deck shows): a deck served with the
live site shows it there, live (tools/build_slides.py).

Python starts from an image made when the site is built (``tools/app_template/snapshot.mjs``
under Node.js): Pyodide's memory once the JupyterLite kernel (``pyodide_kernel``), ipywidgets
and every module of this project are imported. A page loads that image instead of importing
them: most of the seconds a JupyterLite page spends before its explorers work (see
``bench/bench_live.py``). The files a later import or a data read needs are shipped beside it
(``site-files.bin`` and its index ``site-files.json``) and written back into Pyodide's file
system; the image and those files are shipped gzipped and unpacked by the page's worker.

Nothing is fetched from another host by a page; the build needs npm once (cached in
``build/live-cache/app-widgets``) and Node.js, which the live site's build needs already.
"""

from __future__ import annotations

import argparse
import ast
import fcntl
import gzip
import html
import json
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import ToolError, learner  # noqa: E402


TEMPLATE = ROOT / "tools" / "app_template"
CACHE = ROOT / "build" / "live-cache"
STATIC = "app/static"
"""The app pages' shared files, in the site: the widget renderer, the worker, the image."""

NPM_PACKAGES = {"@jupyter-widgets/html-manager": "1.0.15", "esbuild": "0.24.2"}
"""Exact versions, so every build bundles the same renderer (html-manager 1.x speaks the
widget protocol of ipywidgets 8, as the site's kernel does)."""

LEFT_OUT = ("micropip-", "piplite-", "jedi-", "parso-")
"""Wheels of the site not in the image: the package installer (nothing is installed in a
page) and code completion (a page has no code to complete)."""

LANGUAGES = {"en": "", "zh-Hans": "zh-Hans/", "zh-Hant": "zh-Hant/"}


class AppBuildError(ToolError):
    """The app pages can't be built (what is missing or failed, and what to do)."""

    tool = "build_app"


@dataclass
class Image:
    """What :func:`make_image` made: sizes in bytes and the number of files shipped."""
    image: int
    files: int
    file_bytes: int
    seconds: float
    shipped: int
    """What a page fetches of both, compressed (gzip), in bytes."""


def app_page(notebook_name: str, lang: str = "en") -> str:
    """The app page of a notebook, relative to the live site's folder."""
    return f"{LANGUAGES[lang]}app/{Path(notebook_name).stem}.html"


# --- the widget renderer ------------------------------------------------------------------

def widget_bundle(cache: Path = CACHE) -> Path:
    """The folder holding the bundled renderer (``widgets.js``, ``widgets.css`` and the icon
    fonts they name), built once from npm with esbuild. Two builds at once (two test
    processes) take turns: each holds a lock in ``cache`` while it looks and builds."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / "app-widgets.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _widget_bundle(cache)


def _widget_bundle(cache: Path) -> Path:
    folder = cache / "app-widgets"
    out = folder / "out"
    stamp = folder / "versions.json"
    entry = (TEMPLATE / "widgets-entry.js").read_text(encoding="utf-8")
    wanted = {"packages": NPM_PACKAGES, "entry": entry}
    if stamp.exists() and json.loads(stamp.read_text()) == wanted and (out / "widgets.js").exists():
        return out
    npm = shutil.which("npm")
    if npm is None:
        raise AppBuildError("npm is needed once to fetch the widget renderer "
                            f"({', '.join(f'{k}@{v}' for k, v in NPM_PACKAGES.items())}); "
                            "install Node.js and npm")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / "package.json").write_text(json.dumps({"name": "mtgrules-app-widgets",
                                                     "private": True}))
    specs = [f"{name}@{version}" for name, version in NPM_PACKAGES.items()]
    done = subprocess.run([npm, "install", "--no-audit", "--no-fund", "--silent", *specs],
                          cwd=folder, capture_output=True, text=True)
    if done.returncode:
        raise AppBuildError(f"`npm install {' '.join(specs)}` failed:\n{done.stderr[-2000:]}")
    (folder / "entry.js").write_text(entry, encoding="utf-8")
    loaders = [f"--loader:.{ext}=file" for ext in ("woff", "woff2", "ttf", "eot", "svg", "png", "gif")]
    done = subprocess.run([str(folder / "node_modules" / ".bin" / "esbuild"), "entry.js", "--bundle",
                           "--minify", "--format=iife", "--outfile=out/widgets.js", "--log-level=error",
                           "--define:process.env.NODE_ENV=\"production\"", "--define:global=globalThis",
                           *loaders], cwd=folder, capture_output=True, text=True)
    if done.returncode or not (out / "widgets.js").exists():
        raise AppBuildError(f"esbuild could not bundle the widget renderer:\n{done.stderr[-2000:]}")
    stamp.write_text(json.dumps(wanted))
    return out


PACKED = ("python.snapshot", "site-files.bin")
"""Shipped compressed (``.gz``): the image is mostly empty memory (54 MB, 13 MB packed)."""


# --- Python's image -----------------------------------------------------------------------

def make_image(pyodide_dir: Path, dest: Path) -> Image:
    """Pyodide's memory with the kernel and this project imported (``python.snapshot``) and
    the files still needed (``site-files.bin``, ``site-files.json``), written into ``dest``
    from the wheels the site ships in ``pyodide_dir`` (see tools/app_template/snapshot.mjs)."""
    node = shutil.which("node")
    if node is None:
        raise AppBuildError("Node.js is needed to make the app pages' Python image; install it")
    wheels = [str(path) for path in sorted(pyodide_dir.glob("*.whl"))
              if not path.name.startswith(LEFT_OUT)]
    dest.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    done = subprocess.run([node, str(TEMPLATE / "snapshot.mjs"), str(pyodide_dir.resolve()),
                           str(dest.resolve()), str(TEMPLATE / "preload.py"), *wheels],
                          capture_output=True, text=True)
    if done.returncode:
        # Pyodide's errors start with a line of its minified source: keep the last lines
        lines = [line for line in (done.stdout + done.stderr).splitlines() if len(line) < 500]
        raise AppBuildError("the Python image could not be made:\n  " + "\n  ".join(lines[-12:]))
    made = json.loads(done.stdout.strip().splitlines()[-1])
    for name in PACKED:  # a room's laptops fetch a quarter of it; the page unpacks it
        with open(dest / name, "rb") as raw, gzip.GzipFile(dest / f"{name}.gz", "wb",
                                                           compresslevel=6, mtime=0) as packed:
            shutil.copyfileobj(raw, packed, 1 << 20)
        (dest / name).unlink()
    return Image(made["image"], made["files"], made["bytes"], time.monotonic() - started,
                 sum((dest / f"{name}.gz").stat().st_size for name in PACKED))


# --- Pyodide's start from the image --------------------------------------------------------

RESTORE = "return Module.HEAP8.set(t),l};"
GROWN = ("return Module.HEAP8.length<t.length&&(wasmMemory.grow(Math.ceil((t.length-"
         "Module.HEAP8.length)/65536)),updateMemoryViews()),Module.HEAP8.set(t),l};")


def restoring_module(pyodide_dir: Path, dest: Path) -> None:
    """A copy of Pyodide's module script (``pyodide.asm.mjs``) that can start from an image
    larger than its first memory: this Pyodide sizes its memory when it is compiled, so a
    page that loads an image (54 MB) must let the memory grow to its size first. The worker
    hands this copy to ``loadPyodide`` (``createPyodideModule``); the JupyterLab pages keep
    the original. The build stops if Pyodide's code is not the one this was written for."""
    source = (pyodide_dir / "pyodide.asm.mjs").read_text(encoding="utf-8")
    if source.count(RESTORE) != 1:
        raise AppBuildError("this Pyodide restores a memory image differently than the app "
                            "pages expect (tools/build_app.py: RESTORE): check its version")
    (dest / "pyodide.asm.mjs").write_text(source.replace(RESTORE, GROWN), encoding="utf-8")


# --- the pages ----------------------------------------------------------------------------

STORED_CALL = "show_stored"


def replays_stored(source: str) -> bool:
    """Whether a live cell only shows results the study notebook stored (``from widgets
    import show_stored`` and one ``show_stored("...")``, see widgets/stored.py): the page
    writes those results into the HTML and runs nothing for it."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    calls = [node for node in body if not isinstance(node, (ast.Import, ast.ImportFrom))]
    imports = [node for node in body if isinstance(node, (ast.Import, ast.ImportFrom))]
    return (len(calls) == 1 and isinstance(calls[0], ast.Expr)
            and isinstance(calls[0].value, ast.Call)
            and isinstance(calls[0].value.func, ast.Name)
            and calls[0].value.func.id == STORED_CALL
            and all(isinstance(node, ast.ImportFrom) and node.module == "widgets"
                    and [a.name for a in node.names] == [STORED_CALL] for node in imports))


def _text(value: object) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def markdown_html(source: str) -> str:
    """A markdown cell as HTML, headings with the ids JupyterLab gives them (the text, spaces
    as hyphens), links to another notebook turned into links to its app page."""
    from nbconvert.filters.markdown_mistune import markdown2html_mistune

    out = markdown2html_mistune(source)

    def heading(match: re.Match) -> str:
        inner = re.sub(r'<a class="anchor-link".*?</a>', "", match.group(3), flags=re.S)
        text = html.unescape(re.sub(r"<[^>]+>", "", inner)).strip()
        anchor = html.escape(text.replace(" ", "-"), quote=True)
        attributes = re.sub(r'\s+id="[^"]*"', "", match.group(2))
        return (f'<h{match.group(1)}{attributes} id="{anchor}">{inner}<a class="anchor-link" '
                f'href="#{anchor}">¶</a></h{match.group(1)}>')

    out = re.sub(r"<h([1-6])((?:\s[^>]*)?)>(.*?)</h\1>", heading, out, flags=re.S)
    return re.sub(r'href="(\d\d_[A-Za-z0-9_]+)\.ipynb(#[^"]*)?"',
                  lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', out)


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
EXERCISE_BOX = learner.EXERCISE_BOX
"""A cell that shows an exercise's answer box (as tools/learner.py writes them)."""


def output_html(output: dict, waiting: str) -> str:
    """One stored output as HTML; a widget's place says it is on its way (``waiting``): its
    stored text is the widget's description, never shown for it."""
    kind = output.get("output_type")
    if kind == "stream":
        name = output.get("name", "stdout")
        return (f'<pre class="mtgrules-stream mtgrules-{name}">'
                f"{html.escape(_text(output.get('text', '')))}</pre>")
    if kind == "error":
        return (f'<pre class="mtgrules-stream mtgrules-stderr">'
                f"{html.escape(str(output.get('ename')))}: {html.escape(str(output.get('evalue')))}</pre>")
    data = output.get("data", {})
    if WIDGET_VIEW in data:
        return f'<p class="mtgrules-waiting">{html.escape(waiting)}</p>'
    if "text/html" in data:
        return f'<div class="mtgrules-output">{_text(data["text/html"])}</div>'
    if "image/svg+xml" in data:
        return f'<div class="mtgrules-output">{_text(data["image/svg+xml"])}</div>'
    if "image/png" in data:
        return (f'<div class="mtgrules-output"><img alt="" src="data:image/png;base64,'
                f'{_text(data["image/png"]).strip()}"></div>')
    if "text/markdown" in data:
        return f'<div class="mtgrules-output">{markdown_html(_text(data["text/markdown"]))}</div>'
    if "text/plain" in data:
        return f'<pre class="mtgrules-stream">{html.escape(_text(data["text/plain"]))}</pre>'
    return ""


def page_html(notebook: nbformat.NotebookNode, name: str, lang: str) -> str:
    """The app page of one learner notebook (its live version, as the site ships it)."""
    from tools.build_live import app_words

    words = app_words(lang)
    depth = "../" * (LANGUAGES[lang].count("/") + 1)  # from the page's folder to the site's
    static = f"{depth}{STATIC}"
    parts: list[str] = []
    runs: list[dict] = []
    title = name
    first_markdown = True
    explorer = False
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown":
            body = markdown_html(cell.source)
            if first_markdown:  # the "run it first" line: this page runs it by itself
                body = re.sub(r"<blockquote>.*?</blockquote>", "", body, count=1, flags=re.S)
                heading = re.search(r"<h1[^>]*>(.*?)<a class=\"anchor-link\"", body, flags=re.S)
                if heading:
                    title = html.unescape(re.sub(r"<[^>]+>", "", heading.group(1))).strip()
                first_markdown = False
            parts.append(f'<section class="mtgrules-markdown">{body}</section>')
        elif cell.cell_type == "code":
            stored = "".join(output_html(o, words["starting"]) for o in cell.get("outputs", []))
            if replays_stored(cell.source):
                parts.append(f'<section class="mtgrules-code">{stored}</section>')
            else:
                # the first cell run is the set-up: what it prints is for a notebook's reader;
                # the first after it that is no answer box is the explorer a deck shows
                kind = "mtgrules-code" + ("" if runs else " mtgrules-setup")
                anchor = ""
                if runs and not explorer and not EXERCISE_BOX.fullmatch(cell.source):
                    explorer, anchor = True, ' id="explorer"'
                runs.append({"cell": index, "code": cell.source})
                parts.append(f'<section class="{kind}"{anchor} data-cell="{index}">{stored}</section>')
    config = {"words": words, "cells": runs, "worker": f"{static}/python-worker.js"}
    lab = f"../lab/index.html?path={LANGUAGES[lang]}{name}"
    return (TEMPLATE / "page.html").read_text(encoding="utf-8").format(
        lang=lang, title=html.escape(title), static=static,
        starting=html.escape(words["starting"]), lab=html.escape(lab, quote=True),
        code=html.escape(words["code"]), cells="\n".join(parts),
        config=json.dumps(config, ensure_ascii=False).replace("</", "<\\/"))


def add_app(site: Path, cache: Path = CACHE) -> Image:
    """Add the app pages to the live site built in ``site``: the shared files in
    ``app/static/`` and one page per notebook the site ships (``files/``)."""
    pyodide_dir = site / "static" / "pyodide"
    if not (pyodide_dir / "pyodide.mjs").exists():
        raise AppBuildError(f"{site} has no Pyodide (static/pyodide/): build the live site first")
    bundle = widget_bundle(cache)
    static = site / STATIC
    if static.exists():
        shutil.rmtree(static)
    shutil.copytree(bundle, static)
    for name in ("app.js", "app.css", "python-worker.js"):
        shutil.copy2(TEMPLATE / name, static / name)
    restoring_module(pyodide_dir, static)
    image = make_image(pyodide_dir, static)
    for lang, folder in LANGUAGES.items():
        for path in sorted((site / "files" / folder).glob("*.ipynb")):
            notebook = nbformat.read(path, as_version=4)
            page = site / folder / app_page(path.name, "en")
            page.parent.mkdir(parents=True, exist_ok=True)
            page.write_text(page_html(notebook, path.name, lang), encoding="utf-8")
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "handouts" / "live",
                        help="the live site to add the app pages to (default build/handouts/live)")
    parser.add_argument("--cache", type=Path, default=CACHE,
                        help="folder of what was fetched (default build/live-cache)")
    args = parser.parse_args(argv)
    image = add_app(args.site, args.cache)
    print(f"app pages: Python image {image.image / 1e6:.1f} MB, {image.files} files "
          f"({image.file_bytes / 1e6:.1f} MB) beside it, {image.shipped / 1e6:.1f} MB packed, "
          f"made in {image.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
