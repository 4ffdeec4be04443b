"""The notebooks in Simplified and Traditional Chinese, built from the English ones.

    python -m tools.translate_notebooks skeleton NB LANG   # start notebooks/i18n/LANG/NB.md
    python -m tools.translate_notebooks build [--lang L] [--no-run] [NB ...]
    python -m tools.translate_notebooks check [--lang L] [NB ...]   # exit 1 on any problem

The English notebook (``notebooks/NB.ipynb``) is the one source. Its translation into a
language is a text file beside it, ``notebooks/i18n/<lang>/NB.md``: one block a cell,

    <!-- cell 3f2a9c1e markdown en:1a2b3c4d5e6f -->
    the translated cell

where ``3f2a9c1e`` is the English cell's id and ``en:`` the first 12 hex digits of the
SHA-256 of the English cell's source when it was translated. Every markdown cell needs a
block. A code cell needs one only where the translation changes it (its printed sentences,
its comments, its table headings); a code cell without a block is copied as it is.

``build`` writes ``notebooks/<lang>/NB.ipynb``: the English notebook with each translated
cell's source, two lines at the top of the first code cell that switch the explorers and
exercises to the language, and, unless ``--no-run``, its outputs stored by running it (as
``tools/refresh_notebooks.py`` does). ``check`` reports, per language:

* a markdown cell with no block (*missing*), or whose block still holds the English (*not
  translated*);
* a block whose ``en:`` differs from the English cell now (*stale*: the English changed since
  it was translated; translate the change, then set ``en:`` to the hash ``check`` prints);
* a block for a cell the English notebook no longer has;
* a link to a heading that the translated notebook it points to lacks;
* a built notebook whose cells are not what ``build`` makes from the sources now.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import nbformat

from tools import harness

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
I18N = NOTEBOOKS / "i18n"
LANGS = ("zh-Hans", "zh-Hant")
MARKER = re.compile(r"^<!-- cell (\S+) (markdown|code) en:([0-9a-f]{12}) -->$", re.M)
SETUP = {
    "zh-Hans": ('from mtgrules.i18n import use_language\n'
                'use_language("zh-Hans")  # 解说器和练习使用简体中文\n'),
    "zh-Hant": ('from mtgrules.i18n import use_language\n'
                'use_language("zh-Hant")  # 解說器和練習使用繁體中文\n'),
}
PROSE_CODE = re.compile(r"print\(|styled\(|_explorer\(|exercises|display\(|Markdown\(|"
                        r"\"[^\"\n]*[A-Za-z]{3,} [A-Za-z]{2,}[^\"\n]*\"")
GLOSSARY = "06_glossary"
LINK = re.compile(r"\]\(((?:\d\d_[a-z_]+\.ipynb)?)#([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)
ANCHOR_TAG = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")


def digest(source: str) -> str:
    # the label tools/harness.py puts on a hidden cell is not the cell's content
    return hashlib.sha256(harness.without_label(source).encode("utf-8")).hexdigest()[:12]


@dataclass
class Block:
    cell_id: str
    kind: str
    en_hash: str
    text: str


def english(name: str) -> nbformat.NotebookNode:
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


def source_path(name: str, lang: str) -> Path:
    return I18N / lang / f"{name}.md"


def built_path(name: str, lang: str) -> Path:
    return NOTEBOOKS / lang / f"{name}.ipynb"


def names() -> list[str]:
    # 06_glossary is written in each language by tools/build_glossary.py from mtgrules.teach.glossary
    return sorted(p.stem for p in NOTEBOOKS.glob("0*.ipynb") if p.stem != "06_glossary")


def read_blocks(path: Path) -> dict[str, Block]:
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    marks = list(MARKER.finditer(text))
    blocks: dict[str, Block] = {}
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[mark.end():end].strip("\n")
        blocks[mark.group(1)] = Block(mark.group(1), mark.group(2), mark.group(3), body)
    return blocks


def write_blocks(path: Path, blocks: list[Block]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    parts = [f"<!-- cell {b.cell_id} {b.kind} en:{b.en_hash} -->\n{b.text}\n" for b in blocks]
    path.write_text("\n".join(parts), encoding="utf-8")


def skeleton(name: str, lang: str) -> Path:
    """Start a translation: every markdown cell, and each code cell with text a reader sees,
    holding the English (to be replaced); an existing file is never overwritten."""
    path = source_path(name, lang)
    if path.exists():
        raise SystemExit(f"{path.relative_to(ROOT)} exists: edit it instead")
    blocks = []
    for cell in english(name).cells:
        if cell.cell_type == "markdown" or (cell.cell_type == "code"
                                            and PROSE_CODE.search(cell.source)):
            blocks.append(Block(cell.id, cell.cell_type, digest(cell.source),
                                harness.without_label(cell.source)))
    write_blocks(path, blocks)
    return path


EMPHASIS = re.compile(r"(?<![*\\])(\*\*|\*)(?=[^\s*])(.+?)(?<=[^\s*])\1(?!\*)")
LINKED = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def _punct(ch: str) -> bool:
    import unicodedata
    return bool(ch) and unicodedata.category(ch)[0] in "PS"


def _word(ch: str) -> bool:
    return bool(ch) and not ch.isspace() and not _punct(ch)


def cjk_emphasis(text: str) -> str:
    """Bold and italics that Markdown would leave as asterisks in Chinese text.

    Markdown (CommonMark, which the handouts' renderer follows) closes ``**...**`` only if the
    closing stars are not between a punctuation mark and a letter: ``**[一般](…)**法术力`` and
    ``是**“无色混血”**`` stay literal, since Chinese puts no space around words. A bold link
    becomes a link in bold (``[**一般**](…)``); any other such span is written with HTML tags,
    which every renderer reads.

    >>> cjk_emphasis("**[一般](06_glossary.ipynb#一般法术力)**法术力")
    '[**一般**](06_glossary.ipynb#一般法术力)法术力'
    >>> cjk_emphasis("是**“无色混血”**，而 *雪境* 与 **费用**不变")
    '是<strong>“无色混血”</strong>，而 *雪境* 与 **费用**不变'
    """
    out, last = [], 0
    for match in EMPHASIS.finditer(text):
        stars, inner = match.group(1), match.group(2)
        before = text[match.start() - 1] if match.start() else ""
        after = text[match.end()] if match.end() < len(text) else ""
        opens = not (_punct(inner[0]) and _word(before))
        closes = not (_punct(inner[-1]) and _word(after))
        if opens and closes:
            continue
        link = LINKED.fullmatch(inner)
        if link:
            new = f"[{stars}{link.group(1)}{stars}]({link.group(2)})"
        else:
            tag = "strong" if stars == "**" else "em"
            new = f"<{tag}>{inner}</{tag}>"
        out.append(text[last:match.start()] + new)
        last = match.end()
    return "".join(out) + text[last:]


def translated(name: str, lang: str) -> nbformat.NotebookNode:
    """The translated notebook's cells (no outputs yet) as ``build`` makes them."""
    nb = english(name)
    blocks = read_blocks(source_path(name, lang))
    first_code = True
    for cell in nb.cells:
        block = blocks.get(cell.id)
        if block is not None:
            cell.source = block.text if cell.cell_type == "code" else cjk_emphasis(block.text)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            if first_code:
                cell.source = SETUP[lang] + harness.without_label(cell.source)
                first_code = False
    nb.metadata["mtgrules"] = {"lang": lang, "source": f"../{name}.ipynb"}
    nb.metadata.pop("widgets", None)
    return harness.apply(nb, lang)  # the harness out of sight, as in the English notebook


def _sources(nb: nbformat.NotebookNode) -> list[tuple[str, str, str]]:
    return [(c.id, c.cell_type, c.source) for c in nb.cells]


def build(name: str, lang: str, run: bool = True) -> Path:
    nb = translated(name, lang)
    out = built_path(name, lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, out)
    if run:
        from tools.refresh_notebooks import refresh
        refresh(out)
    return out


def anchors(nb: nbformat.NotebookNode) -> set[str]:
    found = set()
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for heading in HEADING.findall(cell.source):
            plain = re.sub(r"[*`_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip()
            found.add(plain.replace(" ", "-"))
        found.update(ANCHOR_TAG.findall(cell.source))
    return found


def problems(name: str, lang: str) -> list[str]:
    out: list[str] = []
    rel = source_path(name, lang).relative_to(ROOT)
    nb = english(name)
    blocks = read_blocks(source_path(name, lang))
    cells = {c.id: c for c in nb.cells}
    for cell in nb.cells:
        block = blocks.get(cell.id)
        now = digest(cell.source)
        if block is None:
            if cell.cell_type == "markdown" and cell.source.strip():
                out.append(f"{rel}: missing: markdown cell {cell.id} ({_first_line(cell.source)})")
            continue
        if block.en_hash != now:
            out.append(f"{rel}: stale: cell {cell.id} changed in English since it was "
                       f"translated (now en:{now}; {_first_line(cell.source)})")
        if (cell.cell_type == "markdown" and block.text.strip() == cell.source.strip()
                and re.search(r"[A-Za-z]{3,}", cell.source)):
            out.append(f"{rel}: not translated: cell {cell.id} ({_first_line(cell.source)})")
        if block.kind != cell.cell_type:
            out.append(f"{rel}: cell {cell.id} is a {cell.cell_type} cell, not {block.kind}")
    for cell_id in blocks:
        if cell_id not in cells:
            out.append(f"{rel}: cell {cell_id} is no longer in {name}.ipynb")
    out.extend(link_problems(name, lang))
    built = built_path(name, lang)
    if not built.exists():
        out.append(f"{built.relative_to(ROOT)}: not built (run python -m tools.translate_notebooks "
                   f"build --lang {lang} {name})")
    elif _sources(nbformat.read(built, as_version=4)) != _sources(translated(name, lang)):
        out.append(f"{built.relative_to(ROOT)}: stale: build it again")
    return out


def link_problems(name: str, lang: str) -> list[str]:
    out = []
    nb = translated(name, lang)
    cache: dict[str, set[str]] = {}
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for target, anchor in LINK.findall(cell.source):
            target_name = target[:-6] if target else name
            if target_name == GLOSSARY and target_name not in cache:
                # written in each language by build_glossary, English anchors kept as <a id>
                built = built_path(GLOSSARY, lang)
                cache[target_name] = (anchors(nbformat.read(built, as_version=4))
                                      if built.exists() else set())
            if target_name not in cache:
                try:
                    cache[target_name] = anchors(translated(target_name, lang)
                                                 if source_path(target_name, lang).exists()
                                                 or target_name == name
                                                 else english(target_name))
                except FileNotFoundError:
                    cache[target_name] = set()
            if anchor not in cache[target_name]:
                out.append(f"{source_path(name, lang).relative_to(ROOT)}: cell {cell.id}: "
                           f"link to {target or name + '.ipynb'}#{anchor}: no such heading "
                           "in the translated notebook")
    return out


def _first_line(text: str) -> str:
    line = next((ln for ln in text.splitlines() if ln.strip()), "")
    return line[:60]


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("skeleton", "build", "check"):
        print(__doc__)
        return 2
    verb, rest = argv[0], argv[1:]
    if verb == "skeleton":
        print(skeleton(rest[0], rest[1]).relative_to(ROOT))
        return 0
    langs = list(LANGS)
    if "--lang" in rest:
        i = rest.index("--lang")
        langs = [rest[i + 1]]
        del rest[i:i + 2]
    run = "--no-run" not in rest
    rest = [Path(r).stem for r in rest if r != "--no-run"]
    chosen = rest or [n for n in names() if any(source_path(n, lg).exists() for lg in langs)]
    if verb == "build":
        for lang in langs:
            for name in chosen:
                if source_path(name, lang).exists():
                    print(build(name, lang, run=run).relative_to(ROOT))
        return 0
    found = [line for lang in langs for name in (rest or names()) for line in problems(name, lang)]
    for line in found:
        print(line)
    print(f"{len(found)} translation problem(s)" if found else "translations up to date")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
