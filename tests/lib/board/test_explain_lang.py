"""The "could produce" explanations in three languages (mtgrules.board.explain, domain
``explain``): English unchanged by default, Chinese in each script with its own words and the
cards' official names, the same facts in every language, and a complete catalog."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import mtgrules as mr
from mtgrules.board.explain import ability_text, permanent_text
from mtgrules.i18n import language

ROOT = Path(__file__).resolve().parents[3]

from tools import build_catalogs  # noqa: E402

CHINESE = ("zh-Hans", "zh-Hant")

ORCHARDS = "you: Forest\nyou: Exotic Orchard\nopponent: Exotic Orchard"
REPLACED = "you: Forest\nyou: Ritual of Subdual\nopponent: Contamination"
MANY = """
you: Forest
opponent: Contamination
opponent: Ritual of Subdual
you: Exotic Orchard
you: Reflecting Pool
you: Gemstone Mine [mining=0]
you: Meteor Crater
you: Chromatic Lantern
you: River of Tears
you: Calciform Pools
you: Squandered Resources
"""


def _local(name: str, lang: str) -> str:
    card = mr.card(name)
    return (card.zh_hans if lang == "zh-Hans" else card.zh_hant) or ""


def _leftover_english(text: str, board: mr.Board, lang: str) -> list[str]:
    """English words left in ``text`` once symbols, rule numbers and the English names of
    cards with no official name in that script are taken out."""
    for handle in board:
        if not _local(handle.name, lang):
            text = text.replace(handle.name, "")
    text = re.sub(r"\{[^{}]*\}", "", text)           # mana symbols, {T}
    text = re.sub(r"\b\d+(\.\d+[a-z]?)?", "", text)  # rule numbers and counts
    return re.findall(r"[A-Za-z]+", text.replace("X", ""))


def _facts(text: str) -> list[str]:
    """What must be the same in every language: mana symbols, rule numbers, handle numbers."""
    return sorted(re.findall(r"\{[^{}]*\}|\b\d{3}\.\d+[a-z]?\b|#\d+", text))


def test_english_is_unchanged_by_default():
    b = mr.parse_board(ORCHARDS)
    mine = b.permanents[1]
    why = mr.explain(b, mine)
    assert why.lang == "en" and str(why) == why.text("en") == mr.explain(b, mine, lang="en").text()
    assert str(why).splitlines() == [
        "Exotic Orchard#2 (you) could produce {G}.",
        "  {G}: Exotic Orchard#2 (you) reads {G} from Exotic Orchard#3 (opponent)",
        "       Exotic Orchard#3 (opponent) reads {G} from Forest#1 (you)",
        "       Forest#1 (you) adds {G} with “{T}: Add {G}” (from its land type Forest)"]
    assert why.chain_text("G") == ("Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- "
                                   "Forest#1 (you): {T}: Add {G} (from Forest)")
    single = mr.parse_board("you: Forest\nopponent: Contamination")
    (step,) = mr.explain(single, single.permanents[0]).chains["B"]
    assert step.lines() == step.lines("en") == (
        "Forest#1 (you) adds {G} with “{T}: Add {G}” (from its land type Forest)",
        "  and Contamination#2 (opponent) replaces the {G} with {B} (614.1a)")
    alone = mr.parse_board("you: Exotic Orchard")
    assert mr.explain(alone, alone.permanents[0]).notes == ((
        "“{T}: Add one mana of any color that a land an opponent controls could produce”", "",
        "because no land an opponent controls could produce a color (106.7)"),)


def test_simplified_and_traditional_chains():
    b = mr.parse_board(ORCHARDS)
    mine = b.permanents[1]
    hans = mr.explain(b, mine, lang="zh-Hans")
    hant = mr.explain(b, mine, lang="zh-Hant")
    assert str(hans).splitlines() == [
        "异国果园#2（你）能产生{G}。",
        "  {G}：异国果园#2（你）从异国果园#3（对手）读取{G}",
        "       异国果园#3（对手）从树林#1（你）读取{G}",
        "       树林#1（你）以“{T}：加{G}”产生{G}（来自其地类别树林）"]
    assert str(hant).splitlines() == [
        "異國果園#2（你）能產生{G}。",
        "  {G}：異國果園#2（你）從異國果園#3（對手）讀取{G}",
        "       異國果園#3（對手）從樹林#1（你）讀取{G}",
        "       樹林#1（你）以「{T}：加{G}」產生{G}（來自其地類別樹林）"]
    assert hans.chain_text("G") == "异国果园#2（你） <- 异国果园#3（对手） <- 树林#1（你）：{T}：加{G}（来自树林）"
    assert hant.chain_text("G", "en") == mr.explain(b, mine).chain_text("G")
    # the data is the same in every language
    assert hans.chains == hant.chains == mr.explain(b, mine).chains and hans.notes == hant.notes


def test_replacements_in_order_in_chinese():
    b = mr.parse_board(REPLACED)
    forest, ritual, contamination = b.permanents
    for lang, then in (("zh-Hans", "依次"), ("zh-Hant", "依序")):
        text = mr.explain(b, forest, lang=lang).text()
        b_line = next(line for line in text.splitlines() if "616.1" in line and line.endswith("{B}"))
        assert b_line.index("Ritual of Subdual#2") < b_line.index("Contamination#3") and then in b_line
        single = mr.parse_board("you: Forest\nopponent: Contamination")
        (step,) = mr.explain(single, single.permanents[0]).chains["B"]
        assert "614.1a" in step.lines(lang)[1] and "Contamination#2" in step.lines(lang)[1]


@pytest.mark.parametrize("lang", CHINESE)
def test_every_curated_card_explained_in_chinese(lang):
    """Every permanent card, with and without something to read, is explained in Chinese
    only (names aside), with the same symbols and rule numbers as in English."""
    boards = [mr.parse_board(MANY, played=("you",))]
    for name in mr.card_names():
        if mr.card(name).is_permanent:
            boards.append(mr.parse_board(f"you: {name}"))
            boards.append(mr.parse_board(f"you: {name}\nopponent: Island\nyou: Llanowar Elves"))
    for b in boards:
        for handle in b:
            why = mr.explain(b, handle, lang=lang)
            text = why.text()
            assert not _leftover_english(text, b, lang), (text, _leftover_english(text, b, lang))
            assert _facts(text) == _facts(why.text("en")), text
            local = _local(handle.name, lang)
            assert (local or handle.name) + f"#{handle.number}" in text
            for t in why.types:
                assert _facts(why.chain_text(t)) == _facts(why.chain_text(t, "en"))
                assert not _leftover_english(why.chain_text(t), b, lang)


def test_the_scripts_differ_and_none_is_the_language_in_use():
    b = mr.parse_board(MANY, played=("you",))
    for handle in b:
        hans, hant = (mr.explain(b, handle, lang=lang).text() for lang in CHINESE)
        assert hans != hant
    with language("zh-Hant"):
        why = mr.explain(b, b.permanents[0], lang=None)
        assert why.lang == "zh-Hant"
        assert mr.explain(b, b.permanents[0]).lang == "en"  # the default stays English
        assert why.chains["B"][0].lines(None) == why.chains["B"][0].lines("zh-Hant")
    assert permanent_text(b.permanents[3], "zh-Hans") == "异国果园#4（你）"
    assert permanent_text(b.permanents[1], "zh-Hant") == "Contamination#2（對手）"
    assert permanent_text(b.permanents[1]) == "Contamination#2 (opponent)"


def test_other_players_keep_their_names_and_abilities_read_in_chinese():
    three = mr.parse_board("ann: Exotic Orchard\nbob: Island", players=("ann", "bob"))
    text = mr.explain(three, three.permanents[0], lang="zh-Hans").text()
    assert "异国果园#1（ann）从海岛#2（bob）读取{U}" in text
    mine = mr.card("Gemstone Mine").printed_mana_abilities[0]
    assert ability_text(mine) == str(mine)
    assert ability_text(mine, "zh-Hans") == "{T}，从宝石矿脉上移去一个采矿指示物：加一点任意颜色的法术力"
    assert ability_text(mine, "zh-Hant") == "{T}，從Gemstone Mine上移去一個採礦指示物：加一點任意顏色的法術力"


def test_granted_ability_names_the_card_granting_it():
    b = mr.parse_board("you: Exotic Orchard\nyou: Chromatic Lantern")
    orchard = b.permanents[0]
    assert "(granted by Chromatic Lantern)" in str(mr.explain(b, orchard))
    assert "（由五彩宫灯赋予）" in mr.explain(b, orchard, lang="zh-Hans").text()
    assert "（由五彩宮燈賦予）" in mr.explain(b, orchard, lang="zh-Hant").text()


def test_unknown_language_is_refused():
    b = mr.parse_board("you: Forest")
    with pytest.raises(mr.ChoiceError):
        mr.explain(b, b.permanents[0], lang="fr")
    with pytest.raises(mr.ChoiceError):
        mr.explain(b, b.permanents[0]).text("zh")


def test_cards_from_the_index_read_in_chinese():
    """Cards the explorer's "any card" box adds (read from their rules text): counts, X and
    costs in the learner's words."""
    b = mr.parse_board("you: Priest of Titania\nyou: Elvish Archdruid\nyou: Cabal Coffers")
    for lang in CHINESE:
        for handle in b:
            text = mr.explain(b, handle, lang=lang).text()
            assert not _leftover_english(text, b, lang), text
    assert "X为战场上精灵的数量" in mr.explain(b, b.permanents[0], lang="zh-Hans").text()
    assert "因為你沒有操控沼澤" in mr.explain(b, b.permanents[2], lang="zh-Hant").text()
