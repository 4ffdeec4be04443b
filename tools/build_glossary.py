"""Write the glossary notebook in three languages and link the notebooks' vocabulary lists to it.

    python -m tools.build_glossary           # write
    python -m tools.build_glossary --check   # exit 1, naming the files, if anything is stale
    python -m tools.build_glossary --no-links   # the glossary notebook only

The glossary notebook is made from :data:`mtgrules.teach.glossary.TERMS` (one heading per term) and
from the section headings of notebooks 01–05 (the rule index: each rule number a heading
cites, with the sections that teach it). In each notebook's vocabulary cell, a **bold** term
that the glossary knows becomes a link to its heading. Running it twice changes nothing.

It also writes ``notebooks/zh-Hans/06_glossary.ipynb`` and ``notebooks/zh-Hant/06_glossary.ipynb``
(markdown only, like the English one): one ``### <term>`` heading a term, its text exactly the
official term in that script (so ``[法术力费用](06_glossary.ipynb#法术力费用)`` links to it from
a translated notebook beside it), with an ``<a id>`` for the English anchor too; then the
definition written in that script, the English term, the rule numbers, the source of the
Chinese term and the notebooks that teach it (links to the translated notebooks in the same
folder). Their rule index lists the notebooks that teach each rule.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]

from mtgrules.errors import RulesInputError  # noqa: E402
from mtgrules.teach.glossary import CR_ZH, NONE, OWN, TERMS, Term, anchor, older_form  # noqa: E402
from mtgrules.teach.glossary import term as find_term  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
GLOSSARY = NOTEBOOKS / "06_glossary.ipynb"
LANGS = ("zh-Hans", "zh-Hant")
OLD_OR_RULE = re.compile(r"\b([Oo]ld\s+)?(\d{3}\.\d+[a-z]?)\b")
"""A rule number a heading cites; "old 708.5a" (a rule of the rules before 2017-04-28, numbered
as in the Comprehensive Rules of 2015-03-27) keeps its "old"."""
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


def index_key(rule: str) -> tuple[bool, int, int, str]:
    """The order of the rule index: today's numbers, then the old ones ("old 708.5a")."""
    return rule.startswith("old "), *rule_key(rule.removeprefix("old "))


def rule_index() -> dict[str, list[tuple[str, str, str]]]:
    """rule number ("old 708.5a" for an old one) -> [(notebook file, notebook title, section
    heading)]."""
    index: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for path in lessons():
        nb = nbformat.read(path, as_version=4)
        title = title_of(path)
        for cell in nb.cells:
            if cell.cell_type != "markdown":
                continue
            for _, heading in HEADING.findall(cell.source):
                cited = (("old " if old else "") + number
                         for old, number in OLD_OR_RULE.findall(heading))
                for rule in dict.fromkeys(cited):
                    entry = (path.name, title, heading.strip())
                    if entry not in index[rule]:
                        index[rule].append(entry)
    return dict(sorted(index.items(), key=lambda item: index_key(item[0])))


def python_cell(text: str):
    """The sentence that names the library's call, for the screen only: a handout leaves out a
    ``print-drop`` cell, since paper can't call anything."""
    cell = nbformat.v4.new_markdown_cell(text, metadata={"tags": ["print-drop"]})
    cell["id"] = "glossary-python"
    return cell


def glossary_notebook():
    nb = nbformat.v4.new_notebook()
    names = {p.name[:2]: (p.name, title_of(p)) for p in lessons()}
    cells = [nbformat.v4.new_markdown_cell(
        "# 06 · Glossary and rule index\n\n"
        "Every rules term the notebooks use, defined once in plain words, with the rule of the "
        "Comprehensive Rules (effective 2026-04-17) where it is defined or used, and the notebooks "
        "that teach it. After the terms comes an index from rule numbers to the notebook sections "
        "that teach them.\n\n"
        "The vocabulary list at the top of each notebook links here.")]
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
            "that teach it (rule numbers of the Comprehensive Rules of 2026-04-17; those marked "
            "\"old\" are rules in force before 2017-04-28, numbered as in the Comprehensive Rules "
            "of 2015-03-27).", "",
            "| rule | taught in |", "|---|---|"]
    for rule, places in rule_index().items():
        taught = "<br>".join(f"[{title}]({name}), section \u201c{heading.replace('|', '/')}\u201d"
                             for name, title, heading in places)
        rows.append(f"| {rule} | {taught} |")
    cells.append(nbformat.v4.new_markdown_cell("\n".join(rows) + "\n"))
    for number, cell in enumerate(cells):
        cell["id"] = f"glossary-{number}"   # fixed ids, so a rebuild changes nothing
    cells.insert(1, python_cell("In Python, `mtgrules.glossary()` gives the same terms as a table."))
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


# --- the translated glossaries -------------------------------------------------------------

SHORT_ZH = {
    "zh-Hans": {"00": "00 · 从这里开始", "01": "01 · X 的值", "02": "02 · 负数",
                "03": "03 · 混血与非瑞克西亚法术力的支付", "04": "04 · 能产生",
                "05": "05 · 连体牌"},
    "zh-Hant": {"00": "00 · 從這裡開始", "01": "01 · X 的值", "02": "02 · 負數",
                "03": "03 · 混血與非瑞克西亞法術力的支付", "04": "04 · 能產生",
                "05": "05 · 分割牌"},
}
"""The notebooks' short names in each script."""

WORDS = {
    "zh-Hans": {
        "title": "# 06 · 术语表与规则索引",
        "python": "在Python中，`mtgrules.glossary()`以表格形式给出同样的术语（英文、简体和繁体各一栏）。",
        "intro": (
            "笔记本里用到的每个规则术语，都在这里用浅白的话定义一次，并写明：它的英文原文、"
            "完整规则（2026-04-17生效）中定义或使用它的规则编号、这个官方中文术语的出处，以及"
            "讲解它的笔记本。术语之后是规则索引：每个规则编号由哪些笔记本讲解。\n\n"
            "每本笔记本开头的词汇表都链接到这里。\n\n"
            "简体和繁体术语各自依照该书写系统的官方万智牌用语，分别撰写。出处的写法："
            "“官方单卡释疑”与“早期 FAQ”等表示本项目依据的原始资料中有这个术语；"
            "`card: 英文牌名`表示该牌的官方中文名称含有这个术语；"
            "`article: 网址`表示威世智在该网址的官方文章用了这个术语；"
            "“完整规则的中文志愿者译本”是大中华区裁判社群志愿者翻译的完整规则（2026-04-17），"
            "并非官方译本（威世智没有发布中文的完整规则），这个术语见于该译本中所引的规则；"
            "“本项目的描述用语”表示这不是官方术语；“未找到出处”表示本项目没有找到可以引用的出处。"),
        "terms": "## 术语",
        "index": "## 规则索引",
        "index_intro": ("笔记本01–05的小节标题所引用的每个规则编号，以及讲解它的笔记本"
                        "（规则编号以2026-04-17的完整规则为准；标有“旧”的是2017-04-28以前有效的"
                        "规则，编号依照2015-03-27的完整规则）。"),
        "old": "旧 {rule}",
        "table": "| 规则 | 讲解于 |",
        "english": "英文", "rules": "规则", "source": "出处", "taught": "讲解于",
        "sep": "、", "dot": "；",
        "official_name": "官方名称“{name}”",
        "older": "其中写作“{form}”，是较早的译名",
        "intro_rule": "完整规则引言",
        "cr_zh": "完整规则的中文志愿者译本（非官方）",
        "own": "本项目的描述用语", "none": "未找到出处",
        "seeds": {"000": "繁体中文的完整规则 105–107 讲解", "001": "官方单卡释疑（2024-06-07）",
                  "003": "单卡释疑（2024-07-26）", "004": "早期 FAQ（2000 年前后）"},
    },
    "zh-Hant": {
        "title": "# 06 · 術語表與規則索引",
        "python": "在Python中，`mtgrules.glossary()`以表格形式給出同樣的術語（英文、簡體和繁體各一欄）。",
        "intro": (
            "筆記本裡用到的每個規則術語，都在這裡用淺白的話定義一次，並寫明：它的英文原文、"
            "完整規則（2026-04-17生效）中定義或使用它的規則編號、這個官方中文術語的出處，以及"
            "講解它的筆記本。術語之後是規則索引：每個規則編號由哪些筆記本講解。\n\n"
            "每本筆記本開頭的詞彙表都連結到這裡。\n\n"
            "簡體和繁體術語各自依照該書寫系統的官方魔法風雲會用語，分別撰寫。出處的寫法："
            "「官方單卡釋疑」與「繁體中文的完整規則 105–107 講解」等表示本專案依據的原始資料中有"
            "這個術語；"
            "`card: 英文牌名`表示該牌的官方中文名稱含有這個術語；"
            "`article: 網址`表示威世智在該網址的官方文章用了這個術語；"
            "「本專案的描述用語」表示這不是官方術語；"
            "「未找到出處」表示本專案沒有找到可以引用的出處：完整規則沒有繁體中文版"
            "（官方或非官方的都沒有），所以許多規則術語只能照繁體中文的官方用法書寫，無從對照。"
            "「繁體中文的完整規則 105–107 講解」是較早的評註，部分術語與今日不同（例如「魔法力」"
            "今作「法術力」），"
            "遇到這種情形，出處會註明。"),
        "terms": "## 術語",
        "index": "## 規則索引",
        "index_intro": ("筆記本01–05的小節標題所引用的每個規則編號，以及講解它的筆記本"
                        "（規則編號以2026-04-17的完整規則為準；標有「舊」的是2017-04-28以前有效的"
                        "規則，編號依照2015-03-27的完整規則）。"),
        "old": "舊 {rule}",
        "table": "| 規則 | 講解於 |",
        "english": "英文", "rules": "規則", "source": "出處", "taught": "講解於",
        "sep": "、", "dot": "；",
        "official_name": "官方名稱「{name}」",
        "older": "其中寫作「{form}」，是較早的譯名",
        "intro_rule": "完整規則引言",
        "cr_zh": "完整規則的簡體中文志願者譯本（非官方）",
        "own": "本專案的描述用語", "none": "未找到出處",
        "seeds": {"000": "繁體中文的完整規則 105–107 講解", "001": "官方單卡釋疑（2024-06-07，簡體）",
                  "003": "單卡釋疑（2024-07-26，簡體）", "004": "早期 FAQ（2000 年前後，簡體）"},
    },
}
"""What the translated glossaries say around the terms."""


def ordered(lang: str) -> tuple[Term, ...]:
    """The terms in the order a glossary lists them (the English alphabetical order, so the
    three glossaries list the same term at the same place)."""
    return TERMS


def source_text(t: Term, lang: str) -> str:
    """The source of ``t``'s term in ``lang``, as the translated glossary shows it."""
    words = WORDS[lang]
    source = t.source(lang)
    if source in (CR_ZH, OWN, NONE):
        shown = words[{CR_ZH: "cr_zh", OWN: "own", NONE: "none"}[source]]
    elif source.startswith("seed "):
        shown = words["seeds"][source[5:]]
    else:
        shown = f"`{source}`"
    extra = []
    if source.startswith("card: "):
        from mtgrules import card

        official = getattr(card(source[len("card: "):]), "zh_hans" if lang == "zh-Hans"
                           else "zh_hant")
        extra.append(words["official_name"].format(name=official))
    older = older_form(t, lang)
    if older is not None and source == f"seed {older[0]}":
        extra.append(words["older"].format(form=older[1]))
    return shown + (f"（{'；'.join(extra)}）" if extra else "")


def translated_notebook(lang: str):
    words, short = WORDS[lang], SHORT_ZH[lang]
    files = {p.name[:2]: p.name for p in lessons()}
    files.setdefault("00", "00_start_here.ipynb")
    nb = nbformat.v4.new_notebook()
    cells = [nbformat.v4.new_markdown_cell(words["title"] + "\n\n" + words["intro"])]
    lines = [words["terms"], ""]
    for t in ordered(lang):
        ids = [t.heading.replace(" ", "-"),
               *(a.replace(" ", "-") for a in (t.also_hans if lang == "zh-Hans" else t.also_hant))]
        where = words["sep"].join(f"[{short[f'{n:02d}']}]({files[f'{n:02d}']})"
                                  for n in t.notebooks)
        rule = t.rule.replace("CR introduction", words["intro_rule"])
        lines += ["".join(f'<a id="{i}"></a>' for i in ids), f"### {t.name(lang)}", "",
                  t.definition(lang), "",
                  f"*{words['english']}*：{t.en}{words['dot']}*{words['rules']}*：{rule}"
                  f"{words['dot']}*{words['source']}*：{source_text(t, lang)}{words['dot']}"
                  f"*{words['taught']}*：{where}。", ""]
    cells.append(nbformat.v4.new_markdown_cell("\n".join(lines).rstrip() + "\n"))
    rows = [words["index"], "", words["index_intro"], "", words["table"], "|---|---|"]
    for rule, places in rule_index().items():
        taught = words["sep"].join(dict.fromkeys(f"[{short[name[:2]]}]({name})"
                                                 for name, _title, _heading in places))
        shown = (words["old"].format(rule=rule.removeprefix("old "))
                 if rule.startswith("old ") else rule)
        rows.append(f"| {shown} | {taught} |")
    cells.append(nbformat.v4.new_markdown_cell("\n".join(rows) + "\n"))
    for number, cell in enumerate(cells):
        cell["id"] = f"glossary-{number}"
    cells.insert(1, python_cell(str(words["python"])))
    nb.cells = cells
    nb.metadata = {"kernelspec": {"display_name": "Python 3", "language": "python",
                                  "name": "python3"},
                   "language_info": {"name": "python"},
                   "mtgrules": {"lang": lang, "source": "../06_glossary.ipynb"}}
    return nb


def translated_path(lang: str) -> Path:
    return NOTEBOOKS / lang / "06_glossary.ipynb"


def build(check: bool, link: bool = True) -> list[Path]:
    stale = []
    wanted = glossary_notebook()
    if not GLOSSARY.exists() or _sources(nbformat.read(GLOSSARY, as_version=4)) != _sources(wanted):
        stale.append(GLOSSARY)
        if not check:
            nbformat.write(wanted, GLOSSARY)
    for lang in LANGS:
        path, wanted = translated_path(lang), translated_notebook(lang)
        if (not path.exists()
                or _sources(old := nbformat.read(path, as_version=4)) != _sources(wanted)
                or old.metadata.get("mtgrules") != wanted.metadata["mtgrules"]):
            stale.append(path)
            if not check:
                path.parent.mkdir(parents=True, exist_ok=True)
                nbformat.write(wanted, path)
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
        print("run: python -m tools.build_glossary", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
