"""Write notebooks/06_glossary.ipynb and link the notebooks' vocabulary lists to it.

    python tools/build_glossary.py           # write
    python tools/build_glossary.py --check   # exit 1, naming the files, if anything is stale
    python tools/build_glossary.py --no-links   # the glossary notebook only

The glossary notebook is made from :data:`mtgrules.terms.TERMS` (one heading per term) and
from the section headings of notebooks 01–05 (the rule index: each rule number a heading
cites, with the sections that teach it). In each notebook's vocabulary cell, a **bold** term
that the glossary knows becomes a link to its heading. Running it twice changes nothing.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtgrules.errors import RulesInputError  # noqa: E402
from mtgrules.terms import TERMS, anchor  # noqa: E402
from mtgrules.terms import term as find_term  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
GLOSSARY = NOTEBOOKS / "06_glossary.ipynb"
RULE = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
HEADING = re.compile(r"^(#{2,3})\s+(.*)$", re.M)
BOLD = re.compile(r"\*\*(?!\[)([^*\[\]]+?)\*\*")


def lessons() -> list[Path]:
    return sorted(p for p in NOTEBOOKS.glob("0[1-5]_*.ipynb"))


SHORT = {"00": "00 · Start here", "01": "01 · X values", "02": "02 · Negative numbers",
         "03": "03 · Hybrid and Phyrexian payment", "04": "04 · Could produce",
         "05": "05 · Split cards"}
"""The notebooks' short names, as the map of 00_start_here gives them."""


def title_of(path: Path) -> str:
    return SHORT[path.name[:2]]


def rule_key(rule: str) -> tuple[int, int, str]:
    major, _, minor = rule.partition(".")
    digits = re.match(r"\d+", minor)
    return int(major), int(digits.group()) if digits else 0, minor.lstrip("0123456789")


def rule_index() -> dict[str, list[tuple[str, str, str]]]:
    """rule number -> [(notebook file, notebook title, section heading)]."""
    index: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for path in lessons():
        nb = nbformat.read(path, as_version=4)
        title = title_of(path)
        for cell in nb.cells:
            if cell.cell_type != "markdown":
                continue
            for _, heading in HEADING.findall(cell.source):
                for rule in dict.fromkeys(RULE.findall(heading)):
                    entry = (path.name, title, heading.strip())
                    if entry not in index[rule]:
                        index[rule].append(entry)
    return dict(sorted(index.items(), key=lambda item: rule_key(item[0])))


def glossary_notebook():
    nb = nbformat.v4.new_notebook()
    names = {p.name[:2]: (p.name, title_of(p)) for p in lessons()}
    cells = [nbformat.v4.new_markdown_cell(
        "# 06 · Glossary and rule index\n\n"
        "Every rules term the notebooks use, defined once in plain words, with the rule of the "
        "Comprehensive Rules (effective 2026-04-17) where it is defined or used, and the notebooks "
        "that teach it. After the terms comes an index from rule numbers to the notebook sections "
        "that teach them.\n\n"
        "The vocabulary list at the top of each notebook links here. In Python, "
        "`mtgrules.glossary()` gives the same terms as a table.")]
    lines = ["## Terms", ""]
    for t in TERMS:
        where = ", ".join(f"[{names[f'{n:02d}'][1]}]({names[f'{n:02d}'][0]})"
                          if f"{n:02d}" in names else "[00 · Start here](00_start_here.ipynb)"
                          for n in t.notebooks)
        lines += [f"### {t.heading}", "", f"{t.note}", "",
                  f"*Rules:* {t.rule}. *Taught in:* {where}.", ""]
    cells.append(nbformat.v4.new_markdown_cell("\n".join(lines).rstrip() + "\n"))
    rows = ["## Rule index", "",
            "Each rule number that a section heading of notebooks 01–05 cites, with the sections "
            "that teach it (rule numbers of the Comprehensive Rules of 2026-04-17).", "",
            "| rule | taught in |", "|---|---|"]
    for rule, places in rule_index().items():
        taught = "<br>".join(f"[{title}]({name}), section \u201c{heading.replace('|', '/')}\u201d"
                             for name, title, heading in places)
        rows.append(f"| {rule} | {taught} |")
    cells.append(nbformat.v4.new_markdown_cell("\n".join(rows) + "\n"))
    for number, cell in enumerate(cells):
        cell["id"] = f"glossary-{number}"   # fixed ids, so a rebuild changes nothing
    nb.cells = cells
    nb.metadata = {"kernelspec": {"display_name": "Python 3", "language": "python",
                                  "name": "python3"},
                   "language_info": {"name": "python"}}
    return nb


def known(name: str) -> bool:
    try:
        find_term(name.strip().rstrip(":.,").strip())
    except RulesInputError:
        return False
    return True


def link_vocabulary(source: str) -> str:
    def linked(match: re.Match[str]) -> str:
        name = match.group(1)
        bare = name.strip().rstrip(":.,").strip()
        if not known(bare):
            return match.group(0)
        return f"**[{name}]({anchor(bare)})**"
    return BOLD.sub(linked, source)


def vocabulary_cells(nb):
    for cell in nb.cells:
        if cell.cell_type == "markdown" and re.match(r"#+\s*(Vocabulary|Words used)",
                                                     cell.source):
            yield cell


def _sources(nb) -> list[tuple[str, str]]:
    """What the glossary notebook says (its metadata may differ once it has been run)."""
    return [(cell.cell_type, cell.source) for cell in nb.cells]


def build(check: bool, link: bool = True) -> list[Path]:
    stale = []
    wanted = glossary_notebook()
    if not GLOSSARY.exists() or _sources(nbformat.read(GLOSSARY, as_version=4)) != _sources(wanted):
        stale.append(GLOSSARY)
        if not check:
            nbformat.write(wanted, GLOSSARY)
    for path in lessons() if link else ():
        nb = nbformat.read(path, as_version=4)
        changed = False
        for cell in vocabulary_cells(nb):
            new = link_vocabulary(cell.source)
            if new != cell.source:
                cell.source, changed = new, True
        if changed:
            stale.append(path)
            if not check:
                nbformat.write(nb, path)
    return stale


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = build(check, link="--no-links" not in argv)
    for path in stale:
        print(f"{'stale' if check else 'written'}: {path.relative_to(ROOT)}")
    if check and stale:
        print("run: python tools/build_glossary.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
