"""The printed handouts, cheat sheets and index: built by tools/build_handouts.py, read back.

The handouts are built (as `make handouts` does, into a scratch folder) from a snapshot of the
notebooks, then every PDF is read with poppler's tools: its page count (``pdfinfo``), its text
(``pdftotext``) and a PNG of every page (``pdftoppm``, saved under build/screenshots/pdf/ to
look at). Needs Chromium and poppler-utils; skipped with a message without them.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import nbformat
import pytest

from widgets.exercises import sentence

ROOT = Path(__file__).resolve().parents[2]

from tools import build_handouts  # noqa: E402
from tools import learner  # noqa: E402

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CLUSTERS = [nb for nb in NOTEBOOKS if re.match(r"0[1-5]_", nb.name)]
SCREENSHOTS = ROOT / "build" / "screenshots"
CODE_WORDS = ("mr.", "import ", "assert ", "print(", "def ")

pytestmark = pytest.mark.browser


def poppler(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} not found: install poppler-utils (`apt-get install poppler-utils`)")
    return path


@pytest.fixture(scope="module")
def handouts(browser, tmp_path_factory):
    poppler("pdfinfo")
    out = tmp_path_factory.mktemp("handouts")
    # Build from a snapshot, so the expectations below read exactly what was built.
    snapshot = out.parent / f"{out.name}-notebooks"
    shutil.copytree(ROOT / "notebooks", snapshot,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "tools.build_handouts",
                           "--out", str(out), "--pages", str(out.parent / f"{out.name}-pages"),
                           *map(str, sorted(snapshot.glob("*.ipynb")))],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, f"build_handouts failed:\n{done.stdout}\n{done.stderr}"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    (SCREENSHOTS / "handouts-build.txt").write_text(
        f"{done.stdout}(test saw {time.monotonic() - started:.1f} s)\n")
    return out, snapshot


def pages_of(pdf: Path) -> int:
    info = subprocess.run([poppler("pdfinfo"), str(pdf)], capture_output=True, text=True,
                          check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def text_of(pdf: Path, page: int | None = None) -> str:
    span = ["-f", str(page), "-l", str(page)] if page else []
    return subprocess.run([poppler("pdftotext"), *span, str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def study(snapshot: Path, notebook: Path):
    return nbformat.read(snapshot / notebook.name, as_version=4)


def test_page_counts_and_a_png_of_every_page(handouts):
    out, _ = handouts
    shots = SCREENSHOTS / "pdf"
    if shots.exists():
        shutil.rmtree(shots)
    shots.mkdir(parents=True)
    counts = {}
    for notebook in NOTEBOOKS:
        pdfs = [out / f"{notebook.stem}.pdf"]
        if notebook in CLUSTERS:
            pdfs.append(out / f"{notebook.stem}-cheatsheet.pdf")
        else:
            assert not (out / f"{notebook.stem}-cheatsheet.pdf").exists()
        for pdf in pdfs:
            assert pdf.is_file(), f"{pdf.name} was not written"
            counts[pdf.name] = pages = pages_of(pdf)
            for page in range(1, pages + 1):
                subprocess.run([poppler("pdftoppm"), "-f", str(page), "-l", str(page), "-r", "60",
                                "-png", "-singlefile", str(pdf), str(shots / f"{pdf.stem}-{page}")],
                               check=True)
    (SCREENSHOTS / "pdf" / "pages.txt").write_text(
        "".join(f"{name}: {pages}\n" for name, pages in counts.items()))
    for name, pages in counts.items():
        if name.endswith("-cheatsheet.pdf"):
            assert pages == 1, f"{name} has {pages} pages; a cheat sheet has exactly one"
        else:
            assert 1 <= pages <= build_handouts.max_pages(Path(name).stem), \
                f"{name} has {pages} pages"
    assert len(list(shots.glob("*.png"))) == sum(counts.values())


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[nb.stem for nb in NOTEBOOKS])
def test_handout_shows_no_code(handouts, notebook):
    out, snapshot = handouts
    text = flat(text_of(out / f"{notebook.stem}.pdf"))
    nb = study(snapshot, notebook)
    printed = learner.print_version(nb, name=notebook.name)
    # the prose may name a library call (`mr.x_range`) or `assert`: never more often than it does
    shown = " ".join(c.source for c in printed.cells if c.cell_type == "markdown")
    shown += " ".join(str(o.get("text", "")) + str(o.get("data", {}).get("text/html", ""))
                      for c in printed.cells if c.cell_type == "code" for o in c.outputs)
    shown = flat(shown.replace("`", " "))
    for word in CODE_WORDS:
        assert text.count(word) <= shown.count(word), f"{notebook.stem}.pdf shows code: {word!r}"
    leaked = [line.strip() for cell in nb.cells if cell.cell_type == "code"
              and learner.LESSON_CODE not in learner.tags(cell)
              for line in cell.source.splitlines()
              if len(line.strip()) >= 20 and flat(line) in text and flat(line) not in shown]
    assert not leaked, f"{notebook.stem}.pdf shows code lines: {leaked[:3]}"
    # paper tells the learner what to do, never a command to run (the leader serves the site)
    for command in ("mtgrules handouts", "python -m", "http.server"):
        assert command not in text, f"{notebook.stem}.pdf asks the reader to run {command!r}"


@pytest.mark.parametrize("notebook", CLUSTERS, ids=[nb.stem for nb in CLUSTERS])
def test_exercises_on_paper_and_the_answer_key_last(handouts, notebook):
    out, snapshot = handouts
    pdf = out / f"{notebook.stem}.pdf"
    pages = pages_of(pdf)
    exercises = learner.exercises_of(study(snapshot, notebook))
    solutions = exercises.answer_key()
    before = flat(" ".join(text_of(pdf, page) for page in range(1, pages)))
    last = flat(text_of(pdf, pages))
    assert before.count("Your answer (") == len(exercises), "one answer line per exercise"
    assert "Answer key" in last and "Answer key" not in before
    assert "Solution to exercise" not in before, "a solution is printed before the answer key"
    for solution in solutions:
        assert f"Solution to exercise {solution.number}." in last
        assert flat(sentence(solution.answer)) in last, f"the key lacks the answer to {solution.number}"
    assert "A snapshot of the explorer" in before
    assert learner.live_page(notebook.name) in before.replace(" ", "")


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[nb.stem for nb in NOTEBOOKS])
def test_no_heading_alone_at_the_bottom_of_a_page(handouts, notebook):
    out, snapshot = handouts
    pdf = out / f"{notebook.stem}.pdf"
    headings = [flat(line.lstrip("#")) for cell in study(snapshot, notebook).cells
                if cell.cell_type == "markdown" for line in cell.source.splitlines()
                if line.startswith("#")]
    alone = []
    for page in range(1, pages_of(pdf)):
        lines = [flat(line) for line in text_of(pdf, page).splitlines() if line.strip()]
        if lines and any(heading.startswith(lines[-1]) and len(lines[-1]) > 3
                         for heading in headings):
            alone.append((page, lines[-1]))
    assert not alone, f"{notebook.stem}.pdf: headings left at a page bottom: {alone}"


@pytest.mark.parametrize("notebook", CLUSTERS, ids=[nb.stem for nb in CLUSTERS])
def test_cheatsheet_has_rule_table_examples_and_rules(handouts, notebook):
    out, snapshot = handouts
    text = flat(text_of(out / f"{notebook.stem}-cheatsheet.pdf"))
    nb = study(snapshot, notebook)
    assert "The rule in brief" in text and "Three worked examples" in text
    for number in (1, 2, 3):
        assert f"Example {number}." in text
    examples = [c for c in nb.cells if learner.CHEATSHEET_EXAMPLE in learner.tags(c)
                and c.cell_type == "code"]
    for cell in examples:  # the library's answers, as the notebook stored them
        first = next(o for o in cell.outputs if o.get("output_type") == "stream")
        assert flat(first["text"].splitlines()[0]) in text
    table = next(c for c in nb.cells if learner.CHEATSHEET_TABLE in learner.tags(c))
    caption = re.search(r"<caption>(.*?)</caption>", table.outputs[0]["data"]["text/html"])
    if caption:
        assert flat(caption.group(1).replace("&amp;", "&")) in text
    assert re.search(r"Rules \(Comprehensive Rules of \d{4}-\d\d-\d\d[^)]*\): \d{3}\.\d", text)
    if notebook.stem.startswith("03"):   # the sheet's own core rules are on its rules line
        rules = text[text.index("Rules (Comprehensive Rules"):]
        assert all(r in rules for r in ("107.4e", "107.4f", "119.4", "202.3f")), rules[:300]


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.extend(value for name, value in attrs if name == "href")


def test_index_links_every_file_and_each_link_resolves(handouts):
    out, _ = handouts
    index = (out / "index.html").read_text(encoding="utf-8")
    links = Links()
    links.feed(index)
    assert "mtgrules handouts --serve" in index and "--room" in index
    for notebook in NOTEBOOKS:
        wanted = [f"{notebook.stem}.pdf"]  # the live pages: when a site is built beside them
        if (out / "live" / "lab" / "index.html").is_file():
            wanted.append(learner.live_page(notebook.name))
        if notebook in CLUSTERS:
            wanted.append(f"{notebook.stem}-cheatsheet.pdf")
        for href in wanted:
            assert href in links.hrefs, f"index.html does not link {href}"
    live_site = ROOT / "build" / "handouts" / "live"
    for href in links.hrefs:
        parts = urlsplit(href)
        assert not parts.scheme and not parts.netloc, f"index.html links another host: {href}"
        if parts.path.startswith("live/"):
            (name,) = parse_qs(parts.query)["path"]
            assert (ROOT / "notebooks" / name).is_file(), f"{href} names no notebook"
            if (live_site / "lab" / "index.html").is_file():  # a live site has been built
                assert (live_site / parts.path.removeprefix("live/")).is_file(), href
                assert (live_site / "files" / name).is_file(), f"the live site lacks {name}"
        else:
            assert (out / parts.path).is_file(), f"index.html links {href}, which is missing"
    # the static notebook pages are not handed out: the live site replaces them
    assert sorted(p.name for p in out.glob("*.html")) == ["index.html"]


def test_the_build_refuses_a_page_wider_than_the_paper(browser, tmp_path):
    """The width check can fail: text that can't wrap passes the right margin."""
    page_file = tmp_path / "wide.html"
    page_file.write_text('<html><body class="jp-Notebook"><main><p style="white-space:nowrap">'
                         + "no wrap " * 80 + "</p></main></body></html>")
    page = browser.new_page()
    try:
        pages, problems = build_handouts.print_pdf(page, page_file, tmp_path / "wide.pdf",
                                                   one_page=False)
    finally:
        page.close()
    assert pages == 1
    assert problems and "pass the printable width" in problems[0]
