"""The glossary: each term once, with a rule to look up, in English, Simplified and Traditional
Chinese, each Chinese term with a source that really contains it; notebook 06 (in the three
languages) and the vocabulary links are rebuilt from it (tools/build_glossary.py) and must be up
to date."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

import mtgrules as mr
from mtgrules.teach.glossary import COLUMNS, CR_ZH, NONE, OWN, TERMS, anchor, older_form, term

ROOT = Path(__file__).resolve().parents[3]
# the shared data folder beside the checkout (or beside the folder of worktrees)
SHARED = next((p for p in (ROOT.parent / "shared", ROOT.parent.parent / "shared") if p.is_dir()),
              ROOT.parent / "shared")
CR = SHARED / "rules" / "CR_20260417.txt"
SEEDS = SHARED / "seeds"
NOTEBOOKS = ROOT / "notebooks"
LANGS = ("zh-Hans", "zh-Hant")

SAME_IN_BOTH = {
    "X", "X的值", "合法", "不同方式", "力量", "加倍", "回合", "地", "基本地", "增幅", "多色", "失去生命",
    "宣告", "平原", "手牌", "指示物", "操控者", "支付", "支付生命", "放逐", "施放", "有色", "永久物",
    "牌", "物件", "生命", "生物", "白色", "神器", "能量指示物", "融咒", "衍生物", "重置",
    "零", "黑色", "非基本地"}
"""The terms written with the same characters in both scripts, checked one by one by eye: any
other term that is the same in both would be a term left unconverted or converted by machine."""

ONLY_TRADITIONAL = set("術費與為這們會來對時從點個號邊關應說戰數選擇態異動觸靜類別屬給變運標聯")
ONLY_SIMPLIFIED = set("术费与为这们会来对时从点个号边关应说战数选择态异动触静类别属给变运标联")
"""Characters each used in one script only (a term or definition with one of the other
script's would be a slip of the pen)."""


def load_tool():
    return importlib.import_module("tools.build_glossary")


def test_every_term_is_defined_once_with_a_rule_and_a_notebook():
    names = [n.lower() for t in TERMS for n in (t.en, *t.also)]
    assert len(names) == len(set(names)), "a term or spelling is defined twice"
    for lang, names in (("zh-Hans", [n for t in TERMS for n in (t.zh_hans, *t.also_hans)]),
                        ("zh-Hant", [n for t in TERMS for n in (t.zh_hant, *t.also_hant)])):
        assert len(names) == len(set(names)), f"a {lang} term is used for two entries"
    table = mr.glossary()
    assert list(table.columns) == COLUMNS == [
        "en", "zh-Hans", "zh-Hant", "rule", "note", "source zh-Hans", "source zh-Hant",
        "notebooks"]
    assert len(table) == len(TERMS) >= 150
    for t in TERMS:
        assert t.note.rstrip('"').endswith(".") and t.note[:1].isupper(), t.en
        assert re.search(r"\d{3}(\.\d+[a-z]?)?|CR introduction", t.rule), t.en
        assert t.notebooks and all(0 <= n <= 5 for n in t.notebooks)


def test_no_cell_of_the_table_is_empty():
    table = mr.glossary()
    for column in table.columns:
        empty = table.loc[table[column].astype(str).str.strip() == "", "en"].tolist()
        assert not empty, f"empty {column!r} for {empty}"


def test_each_script_is_written_in_its_own_characters():
    for t in TERMS:
        hans = t.zh_hans + t.note_hans + "".join(t.also_hans)
        hant = t.zh_hant + t.note_hant + "".join(t.also_hant)
        assert not ONLY_TRADITIONAL & set(hans), (t.en, sorted(ONLY_TRADITIONAL & set(hans)))
        assert not ONLY_SIMPLIFIED & set(hant), (t.en, sorted(ONLY_SIMPLIFIED & set(hant)))
        assert t.note_hans.rstrip("”").endswith("。") and t.note_hant.rstrip("」").endswith("。"), t.en
        assert "「" not in t.note_hans and "“" not in t.note_hant, t.en   # each script's quotes


def test_a_term_is_the_same_in_both_scripts_only_where_the_characters_are():
    same = {t.zh_hans for t in TERMS if t.zh_hans == t.zh_hant}
    assert same == SAME_IN_BOTH


def test_every_source_is_one_of_its_kinds():
    for t in TERMS:
        for lang in LANGS:
            source = t.source(lang)
            assert (re.fullmatch(r"seed 00[0-4]", source) or source.startswith("card: ")
                    or re.fullmatch(r"article: magic\.wizards\.com/zh-Han[st]/\S+", source)
                    or source in (CR_ZH, OWN, NONE)), (t.en, lang, source)
            if lang == "zh-Hant":
                assert not source.startswith("seed") or source == "seed 000", t.en
                # no Traditional translation of the rules exists, official or volunteer
                assert source != CR_ZH, t.en
                assert not source.startswith("article: ") or "/zh-Hant/" in source, t.en
            else:
                assert not source.startswith("seed") or source in ("seed 001", "seed 003",
                                                                   "seed 004"), t.en
                assert not source.startswith("article: ") or "/zh-Hans/" in source, t.en


def test_the_terms_the_audit_corrected_are_each_scripts_own():
    """Simplified from the volunteer rules translation (rule cited) or a seed; Traditional
    from official Traditional texts, never the Simplified term."""
    for en, hans, hant in (("player", "牌手", "玩家"), ("split card", "连体牌", "分割牌"),
                           ("aftermath", "余响", "餘響"), ("multikicker", "多重增幅", "複數增幅"),
                           ("special action", "特殊动作", "特殊行動"), ("triple", "加两倍", "變為三倍")):
        t = term(en)
        assert (t.zh_hans, t.zh_hant) == (hans, hant), en
    assert term("player").source("zh-Hant") == "seed 000"
    assert term("split card").source("zh-Hans") == "seed 004"
    assert term("split card").source("zh-Hant") == NONE   # not found: said, not claimed


def test_every_card_source_is_an_official_name_that_contains_the_term():
    checked = 0
    for t in TERMS:
        for lang, zh, attr in (("zh-Hans", t.zh_hans, "zh_hans"), ("zh-Hant", t.zh_hant,
                                                                   "zh_hant")):
            source = t.source(lang)
            if source.startswith("card: "):
                official = getattr(mr.card(source[len("card: "):]), attr)
                assert zh in official, (t.en, lang, source, official)
                checked += 1
    assert checked >= 20


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed documents are beside the project")
def test_every_seed_source_contains_the_term_or_the_older_form_the_note_names():
    seeds = {p.name[:3]: p.read_text(encoding="utf-8") for p in SEEDS.glob("0*_*.txt")}
    for t in TERMS:
        for lang, zh in (("zh-Hans", t.zh_hans), ("zh-Hant", t.zh_hant)):
            source = t.source(lang)
            if not source.startswith("seed "):
                continue
            number = source.split()[1]
            older = older_form(t, lang)
            if older is not None:
                assert older[0] == number, (t.en, lang, "the note names another seed")
                assert older[1] in seeds[number], (t.en, lang, older)
                assert older[1] != zh, (t.en, "an older form differs from today's term")
            else:
                assert zh in seeds[number], (t.en, lang, source)


def test_the_unsourced_terms_are_few():
    unsourced = [(t.en, lang) for t in TERMS for lang in LANGS if t.source(lang) == NONE]
    assert len(unsourced) < len(TERMS) * 2 * 0.2, len(unsourced)


@pytest.mark.skipif(not CR.exists(), reason="the Comprehensive Rules text is beside the project")
def test_every_cited_rule_exists_in_the_rules_of_2026_04_17():
    text = CR.read_text(encoding="utf-8")
    for t in TERMS:
        for rule in re.findall(r"\d{3}\.\d+[a-z]?", t.rule):
            assert re.search(rf"^{re.escape(rule)}[. ]", text, re.M), (t.en, rule)


def test_terms_are_found_by_any_spelling_and_link_to_their_heading():
    assert term("FREE CAST") is term("cast without paying its mana cost")
    assert anchor("P/T") == "06_glossary.ipynb#Power-and-toughness"
    assert term("法术力费用") is term("法術力費用") is term("mana cost")
    assert term("混血") is term("hybrid mana symbol")
    assert anchor("mana cost", "zh-Hans") == "06_glossary.ipynb#法术力费用"
    assert anchor("Magic: The Gathering", "zh-Hant") == "06_glossary.ipynb#魔法風雲會"
    with pytest.raises(mr.RulesInputError, match="not in the glossary"):
        term("banding")


def test_the_glossary_notebooks_and_the_vocabulary_links_are_up_to_date():
    stale = load_tool().build(check=True)
    assert stale == [], f"run python -m tools.build_glossary: {stale}"


def test_check_reports_a_missing_or_changed_translated_glossary(tmp_path, monkeypatch):
    import nbformat

    tool = load_tool()
    monkeypatch.setattr(tool, "translated_path", lambda lang: tmp_path / lang / "06_glossary.ipynb")
    assert [p.parent.name for p in tool.build(check=True, link=False)] == list(LANGS)
    assert not (tmp_path / "zh-Hans").exists()   # --check writes nothing
    assert [p.parent.name for p in tool.build(check=False, link=False)] == list(LANGS)
    assert tool.build(check=True, link=False) == []
    path = tmp_path / "zh-Hant" / "06_glossary.ipynb"
    nb = nbformat.read(path, as_version=4)
    terms = next(cell for cell in nb.cells if "### 法術力費用" in cell.source)
    terms.source = terms.source.replace("### 法術力費用", "### 法術力费用")
    nbformat.write(nb, path)
    assert tool.build(check=True, link=False) == [path]


def test_the_translated_glossaries_have_one_heading_a_term_and_working_links():
    import nbformat

    tool = load_tool()
    for lang in LANGS:
        path = NOTEBOOKS / lang / "06_glossary.ipynb"
        nb = nbformat.read(path, as_version=4)
        assert nb.metadata["mtgrules"] == {"lang": lang, "source": "../06_glossary.ipynb"}
        assert all(cell.cell_type == "markdown" for cell in nb.cells)
        text = "\n".join(cell.source for cell in nb.cells)
        headings = re.findall(r"^### (.+)$", text, re.M)
        assert headings == [t.name(lang) for t in tool.ordered(lang)]
        ids = set(re.findall(r'<a id="([^"]+)"', text))
        for t in TERMS:   # the English anchors work in the translated glossary too
            assert t.heading.replace(" ", "-") in ids, (lang, t.en)
        for target in re.findall(r"\]\((0\d_[a-z_]+\.ipynb)\)", text):
            assert (NOTEBOOKS / target).exists(), (lang, target)   # same names in each folder
        for t in TERMS:
            # the source as a reader can follow it (a ruling's date, a card's official name)
            assert t.definition(lang) in text and tool.source_text(t, lang) in text, (lang, t.en)
            assert "seed " not in tool.source_text(t, lang)


def test_every_lesson_links_its_vocabulary_to_the_glossary():
    import nbformat

    for path in sorted((ROOT / "notebooks").glob("0[1-5]_*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        vocabulary = [c.source for c in nb.cells if c.cell_type == "markdown"
                      and re.match(r"#+\s*(Vocabulary|Words used)", c.source)]
        assert vocabulary, path.name
        assert "06_glossary.ipynb#" in vocabulary[0], path.name
