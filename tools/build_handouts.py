"""Build the workshop handouts from the notebooks.

    python tools/build_handouts.py [--out build/handouts] [--jobs N] [--no-pdf] [NOTEBOOK ...]

Each notebook is executed top to bottom in a fresh kernel (widget state stored), cells
tagged ``test-only`` are dropped, and the result is written as ``<out>/<name>.html``, plus an
``index.html`` linking them and, when Chromium is installed, ``<out>/<name>.pdf`` printed
by it. The pages need no kernel and no network: the widget renderer (npm package
``@jupyter-widgets/html-manager``) and ``require.js`` (npm package ``requirejs``) are fetched
once with ``npm pack`` into ``build/handout-assets/`` and copied next to the pages.
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
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
ASSET_CACHE = ROOT / "build" / "handout-assets"
TEMPLATES = Path(__file__).resolve().parent / "handout_template"
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

DROPPED_TAGS = ("test-only", "remove-cell")


@dataclass(frozen=True, slots=True)
class Handout:
    name: str
    title: str
    summary: str
    seconds: float


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


# --- one notebook ---------------------------------------------------------------------

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
            elif (title and text and not text.startswith(("#", "|", "---", "```", "<"))
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


def build_one(path: str, out: str, pdf_name: str, timeout: int) -> Handout:
    """Execute one notebook in its own folder and write its handout page."""
    import nbformat
    from nbconvert import HTMLExporter
    from nbconvert.preprocessors import ExecutePreprocessor
    from traitlets.config import Config

    notebook = Path(path)
    started = time.perf_counter()
    nb = nbformat.read(notebook, as_version=4)
    ExecutePreprocessor(timeout=timeout, kernel_name="python3", record_timing=False,
                        store_widget_state=True).preprocess(
        nb, {"metadata": {"path": str(notebook.parent)}})
    seconds = time.perf_counter() - started
    # Test cells build explorers of their own; keep only the widgets the page displays, and
    # show an error on purpose as its one-line message, without library frames.
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from refresh_notebooks import prune_widget_state, shorten_tracebacks

    prune_widget_state(nb)
    shorten_tracebacks(nb)

    config = Config()
    config.TagRemovePreprocessor.enabled = True
    config.TagRemovePreprocessor.remove_cell_tags = set(DROPPED_TAGS)
    config.TagRemovePreprocessor.remove_input_tags = {"remove-input"}
    config.HTMLExporter.extra_template_basedirs = [str(TEMPLATES)]
    config.HTMLExporter.template_name = "handout"
    config.HTMLExporter.widget_renderer_url = f"{STATIC}/embed-amd.js"
    config.HTMLExporter.require_js_url = f"{STATIC}/require.js"
    config.HTMLExporter.exclude_input_prompt = True
    config.HTMLExporter.exclude_output_prompt = True
    exporter = HTMLExporter(config=config)
    page, _ = exporter.from_notebook_node(
        nb, resources={"metadata": {"name": notebook.stem}, "handout_pdf": pdf_name})
    Path(out, f"{notebook.stem}.html").write_text(page, encoding="utf-8")
    title, summary = _title_and_summary(nb)
    return Handout(notebook.stem, title or notebook.stem, summary, seconds)


# --- index and PDFs -------------------------------------------------------------------

def write_index(out: Path, handouts: list[Handout], pdf: bool) -> None:
    items = []
    for h in handouts:
        pdf_link = f' · <a href="{h.name}.pdf">PDF</a>' if pdf else ""
        items.append(
            f'<li><a href="{h.name}.html"><b>{html.escape(h.title)}</b></a>{pdf_link}'
            f'<br><span class="file">{h.name}.ipynb</span>'
            f'<p>{html.escape(h.summary)}</p></li>')
    (out / "index.html").write_text(f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>mtgrules handouts</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 50em; margin: 2em auto; padding: 0 1em;
       line-height: 1.45; color: #222; }}
li {{ margin-bottom: 1em; }} .file {{ font-family: monospace; color: #666; font-size: 0.9em; }}
p {{ margin: 0.2em 0; }}
@media print {{ a {{ color: inherit; text-decoration: none; }} }}
</style></head><body>
<h1>Magic: The Gathering rules — workshop handouts</h1>
<p>One page per notebook, with every table, chart and explorer as it looks after the notebook
has run. They open in any browser without a network or a Python kernel; the explorers show
their initial state and are not live (run <code>mtgrules lab</code> to use them).</p>
<ol>
{chr(10).join(items)}
</ol>
</body></html>
""", encoding="utf-8")


def print_pdfs(out: Path, names: list[str]) -> list[str]:
    """Print each page to <name>.pdf with headless Chromium, offline; returns refused URLs."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from chromium import block_network, chromium, wait_for_embedded_widgets

    refused: list[str] = []
    with chromium() as browser:
        page = browser.new_page()
        refused = block_network(page)
        for name in names:
            page.goto((out / f"{name}.html").as_uri(), wait_until="load")
            wait_for_embedded_widgets(page)
            page.evaluate("document.fonts.ready")
            page.pdf(path=str(out / f"{name}.pdf"), format="A4", print_background=True,
                     margin={"top": "14mm", "bottom": "14mm", "left": "12mm", "right": "12mm"})
    return refused


def build(notebooks: list[Path], out: Path, *, jobs: int = 2, pdf: bool | None = None,
          timeout: int = 300) -> list[Handout]:
    """Build every handout page (and PDF when Chromium is there) into ``out``."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from chromium import find_chromium

    if pdf is None:
        pdf = find_chromium() is not None
    assets = fetch_renderer()
    out.mkdir(parents=True, exist_ok=True)
    static = out / STATIC
    if static.exists():
        shutil.rmtree(static)
    shutil.copytree(assets, static, ignore=shutil.ignore_patterns("versions.json"))
    # The renderer's stylesheets look for their icon font (Font Awesome) relative to the page,
    # in these two folders; woff2 is the format every current browser takes first.
    for folder in FONT_FOLDERS:
        (out / folder).mkdir(parents=True, exist_ok=True)
        for font in assets.glob("*.woff2"):
            shutil.copy2(font, out / folder / font.name)
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(build_one, str(nb), str(out), f"{nb.stem}.pdf" if pdf else "",
                               timeout) for nb in notebooks]
        handouts = [future.result() for future in futures]
    write_index(out, handouts, pdf)
    if pdf:
        print_pdfs(out, [h.name for h in handouts])
    return handouts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="notebooks to build (default: notebooks/*.ipynb)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "handouts")
    parser.add_argument("--jobs", type=int, default=2, help="notebooks executed at once")
    parser.add_argument("--no-pdf", action="store_true", help="skip the PDFs")
    parser.add_argument("--timeout", type=int, default=300, help="seconds a cell may take")
    args = parser.parse_args(argv)
    notebooks = args.notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    if not notebooks:
        print("build_handouts: no notebooks found", file=sys.stderr)
        return 1
    started = time.perf_counter()
    handouts = build(notebooks, args.out, jobs=args.jobs, pdf=False if args.no_pdf else None)
    for h in handouts:
        print(f"  {h.name}.html  (executed in {h.seconds:.1f} s)")
    print(f"{len(handouts)} handouts + index.html in {args.out} "
          f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
