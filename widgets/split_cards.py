"""The split-card explorer and the exercises of notebook 05 (709, 202.3d; old 708 before
2017-04-28).

``split_explorer(...)`` lets a learner pick a split, aftermath or Room card, a
characteristic, a zone and a half, a value to compare and a rules date, and shows what
:func:`mtgrules.ask` and :func:`mtgrules.matches` answer under the current rules and under
the chosen date, side by side, with the classic card scenarios as a table.

Besides the dropdown of the notebook's examples, a box takes any split, aftermath or Room
card of the whole card index, typed by its English name or its official Chinese name in
either script (Enter uses it, as if it had been chosen in the dropdown, where it is then
added); a misspelt name gets close names, and a card that is not a split card gets a
message saying what fits, both in place, the last good result staying shown.

The controls follow each other: the half dropdown offers only what the zone allows (the
halves on the stack, "both (fused)" only for a card with fuse, a Room's unlocked halves on
the battlefield, the whole card elsewhere), and on the stack it picks a half itself and
says so. The tables never show another card than the card dropdown.

The classic scenarios (Void, Counterbalance, cascade, ...) and their answers come from
:func:`mtgrules.scenario_table`; this module only builds controls and renders what the
library returns. ``exercises`` are the notebook's exercises, judged by the library.

Languages: ``split_explorer(lang=...)`` ("en", "zh-Hans", "zh-Hant"; None: the language in
use) shows its labels, options, tables and messages in that language through the
``split_cards`` catalog (:data:`T`); the values of the controls stay the library's English
(a card's name, "mana value", "stack"), and a card or half with an official Chinese name is
shown with it. The exercises speak the language in use.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any, ContextManager, Iterator

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, excerpt, integer, text
from mtgrules.i18n import Catalog, N_, check_lang
from mtgrules.split import (BLOODBRAID_ELF, Citation, ColorWords, Scenario, classic_scenarios,
                            has_fuse, scenario_cell)
from mtgrules.words import is_chinese

from ._cards import CardPicker, card_in, find_card, official_name, options_of
from ._common import (COMMON, LOCALE, Explorer, Feedback, Table, escaped, is_whole_text,
                      labelled, plain_table, read_int)
from .exercises import Exercise, Exercises, is_whole, sentence

T = Catalog("widgets", LOCALE, context="split_cards")
"""This module's messages in the three languages (``T(message, lang, **fields)``)."""

OLD_RULES = "2016-06-01"
"""A date under the pre-Amonkhet split-card rules (old 708), used as "before April 2017"."""

WHOLE_CARD = ""
"""The half control's value for "no half": the whole card (off the stack), or a Room with
no half unlocked (on the battlefield)."""

SPLIT_LAYOUTS = ("split", "aftermath", "room")

ZONE_LABELS = {"hand": N_("hand"), "library": N_("library"), "graveyard": N_("graveyard"),
               "exile": N_("exile"), "stack": N_("the stack"),
               "battlefield": N_("the battlefield"), "command": N_("the command zone")}

ZONE_PLACES = {"hand": N_("in hand"), "library": N_("in the library"),
               "graveyard": N_("in the graveyard"), "exile": N_("in exile"),
               "stack": N_("on the stack"), "battlefield": N_("on the battlefield"),
               "command": N_("in the command zone")}

CHARACTERISTIC_LABELS = {"name": N_("name"), "mana cost": N_("mana cost"),
                         "mana value": N_("mana value"), "colors": N_("colors"),
                         "types": N_("types")}
"""The characteristics as the explorer names them (the values stay the library's)."""


def _characteristic(characteristic: str, lang: str | None) -> str:
    return T(CHARACTERISTIC_LABELS.get(characteristic, characteristic), lang)


def _yes(answer: bool, lang: str | None = None) -> str:
    """A truth value as a table cell: "yes" or "no" in ``lang``."""
    return T("yes", lang) if answer else T("no", lang)


def split_card_names() -> list[str]:
    """The split, aftermath and Room cards of the bundled card data, sorted by name."""
    return sorted(n for layout in SPLIT_LAYOUTS for n in mr.card_names(layout=layout))


_EVERY_SPLIT: list[str] = []


def every_split_card_name() -> list[str]:
    """The split, aftermath and Room cards of the whole card index (about 125), sorted by
    name: the cards the explorer's card box takes."""
    if not _EVERY_SPLIT:
        _EVERY_SPLIT.extend(sorted(n for layout in SPLIT_LAYOUTS
                                   for n in mr.card_names(layout=layout, every=True)))
    return list(_EVERY_SPLIT)


NOT_SPLIT = N_("{card} is not a split card: this explorer takes a split card, an aftermath "
               "card or a Room (709), such as {split}, {aftermath} or {room}.")
"""The message for a typed card that is none of those (the names in the learner's script)."""


def not_split_error(card: mr.Card) -> mr.RulesInputError | None:
    """None for a split, aftermath or Room card; else the ChoiceError that says what fits
    (``translated(lang)`` gives it in ``lang``, the cards named as that script names them)."""
    if card.layout in SPLIT_LAYOUTS:
        return None
    curated = split_card_names()
    examples = {layout: next(n for n in curated if mr.card(n).layout == layout)
                for layout in SPLIT_LAYOUTS}

    def fields(lang: str | None) -> dict[str, str]:
        return {"card": card_in(card.name, lang), "split": card_in(examples["split"], lang),
                "aftermath": card_in(examples["aftermath"], lang),
                "room": card_in(examples["room"], lang)}

    error = mr.ChoiceError(NOT_SPLIT, **fields("en"))
    error.translated = lambda lang=None: T(NOT_SPLIT, lang, **fields(lang))  # type: ignore
    return error


def not_split_message(card: mr.Card, lang: str | None = None) -> str:
    """Why ``card`` can't be shown by the split-card explorer, in ``lang`` ("" when it can):
    the card box's misfit (:class:`widgets._cards.CardPicker`)."""
    error = not_split_error(card)
    return "" if error is None else error.translated(lang)


def typed_split_card(typed: str) -> str:
    """The name of the split, aftermath or Room card a learner typed (English, Simplified or
    Traditional Chinese, or an option of the card box). A name that is no card raises
    :class:`mtgrules.UnknownCardError` (close names suggested in the script typed); a card of
    another kind raises ChoiceError; ``translated(lang)`` gives either message in ``lang``,
    the cards named as that script names them."""
    card = find_card(typed)
    error = not_split_error(card)
    if error is not None:
        raise error
    return card.name


def search_examples(lang: str | None = None) -> list[str]:
    """The cards the card box offers while a learner types: every split, aftermath and Room
    card of the index, those with a name in ``lang``'s script first."""
    lang = check_lang(lang)
    names = every_split_card_name()
    if lang == "en":
        return names
    return sorted(names, key=lambda n: not official_name(n, lang))


def card_label(name: str, lang: str | None = None) -> str:
    """A card as the card dropdown shows it: its English name, or in Chinese its official
    name with the English one in parentheses ("恩眷 // 引领（Destined // Lead）").

    >>> card_label("Destined // Lead", "en"), card_label("Fire // Ice", "zh-Hans")
    ('Destined // Lead', 'Fire // Ice')
    """
    lang = check_lang(lang)
    official = official_name(name, lang)
    return T("{official} ({name})", lang, official=official, name=name) if official else name


def half_label(card: str, half: str, lang: str | None = None) -> str:
    """A half as the explorer shows it: in Chinese with its official name first when the
    card has one ("恩眷（Destined）")."""
    lang = check_lang(lang)
    official = official_name(card, lang)
    names = mr.card(card).names
    parts = official.split(" // ") if official else []
    if len(parts) == len(names) and half in names:
        return T("{official} ({name})", lang, official=parts[names.index(half)], name=half)
    return half


def version_label(rules: Any, lang: str | None = None) -> str:
    """A column header for a rules version: "current (2026-04-17)" or "rules of 2016-06-01"."""
    day = mr.rules_date(rules).isoformat()
    if isinstance(rules, str) and rules.strip().lower() == "current":
        return T("current ({day})", lang, day=day)
    return T("rules of {day}", lang, day=day)


def version_note(rules: Any, lang: str | None = None) -> str:
    """Which split-card rules are in force on a date, in one sentence."""
    day = mr.rules_date(rules).isoformat()
    change = next(c for c in mr.rules_changes() if c.key == "split-combined")
    if mr.in_force("split-combined", rules):
        return T("On {day} the current split-card rules apply (709.4, in force since "
                 "{since}): off the stack the halves are combined.", lang, day=day,
                 since=change.effective.isoformat())
    return T("On {day} the old split-card rules apply (old 708, until {until}): off the "
             "stack each half answers on its own.", lang, day=day,
             until=change.effective.isoformat())


def _show(answer: Any, lang: str | None = None, characteristic: str | None = None) -> str:
    """A cell of a table: one answer as is, several joined by " / "; yes/no for booleans.
    With the ``characteristic`` asked, colors and card types are shown in ``lang``'s words
    (:func:`answer_words`; in Chinese no color is 无色/無色)."""
    if isinstance(answer, bool):
        return _yes(answer, lang)
    if isinstance(answer, tuple):
        none = T("(none)", lang)
        colorless = characteristic == "colors" and check_lang(lang) != "en"
        return " / ".join(answer_words(characteristic or "", a, lang)
                          if a != "" or colorless else none for a in answer) or none
    return str(answer)


def _value(typed: str, characteristic: str = "mana value", what: str = "value to compare",
           lang: str | None = None) -> Any:
    """The compare value typed by the learner. For a mana value, whole numbers (ASCII digits)
    become ints and the rest stays text, so "²" or "①" reach the library as text and it says
    what it expected; colors and card types typed in Chinese become the letters and English
    words the library reads (:func:`_from_chinese`); anything else is passed as it is.
    ``what`` names the box in a message (in the explorer's language). In a Chinese
    explorer, Chinese that names no color or card type is refused in that script's words."""
    stripped = typed.strip()
    if characteristic == "mana value" and is_whole_text(stripped):
        return read_int(stripped, what)
    read = _from_chinese(stripped, characteristic)
    if (read is stripped and characteristic in ("colors", "types") and is_chinese(stripped)
            and check_lang(lang) != "en"):   # in English the library's own message says it
        if characteristic == "colors":
            raise _error(mr.ChoiceError, NOT_A_COLOR, value=excerpt(stripped),
                         names=color_words("WUBRG", lang), colorless=color_words("", lang))
        raise _error(mr.ChoiceError, NOT_A_TYPE, value=excerpt(stripped),
                     examples=type_words("Instant Sorcery Creature Land", lang))
    return read


NOT_A_COLOR = N_("{value} is not a color: write the colors by name ({names}, or {colorless}), "
                 "or as the letters W, U, B, R and G")
NOT_A_TYPE = N_("{value} is not a card type: write card types by name, such as {examples}, or "
                "in English, such as Instant")
"""Chinese in the compare box that names no color, or no card type."""


_SEPARATORS = re.compile(r"[、,，\s]+")


def _chinese_words(characteristic: str) -> dict[str, str]:
    """Chinese color words or card type words, in both scripts, as the library reads them:
    the words the explorer shows (:data:`COLOR_WORDS`, :data:`TYPE_WORDS` in each script's
    catalog), a color also without its 色 (红, 藍); longest first."""
    found = _CHINESE_WORDS.get(characteristic)
    if found is None:
        found = {}
        for lang in ("zh-Hans", "zh-Hant"):
            if characteristic == "colors":
                for letter, word in COLOR_LETTERS.items():
                    shown = T(COLOR_WORDS[word], lang)
                    found[shown] = found[shown.removesuffix("色")] = letter
                found[T(COLOR_WORDS["colorless"], lang)] = "colorless"
            else:
                for english in TYPE_WORDS:
                    if english != "Tribal":   # 部族 is the type's current name, Kindred
                        found.setdefault(T(TYPE_WORDS[english], lang), english)
        found = _CHINESE_WORDS[characteristic] = dict(
            sorted(found.items(), key=lambda item: -len(item[0])))
    return found


_CHINESE_WORDS: dict[str, dict[str, str]] = {}


def _from_chinese(typed: str, characteristic: str) -> str:
    """Colors or card types typed in Chinese (红色、白色; 瞬间 法术; 瞬間巫術牌) as the library
    reads them (RW; Instant Sorcery). Text with a word neither table knows is passed as it
    is, so the library says what it expected."""
    if characteristic not in ("colors", "types") or not is_chinese(typed):
        return typed
    words = _chinese_words(characteristic)
    read: list[str] = []
    for token in _SEPARATORS.split(typed.replace("牌", " ")):
        while token:   # words may run together, as a type line prints them: 瞬间法术
            word = next((w for w in words if token.startswith(w)), None)
            if word is None:
                return typed
            read.append(words[word])
            token = token[len(word):]
    if characteristic == "types":
        return " ".join(read)
    return "colorless" if read == ["colorless"] else "".join(read)


def _cost_html(cost: str, lang: str | None = None) -> str:
    """A mana cost written in braces (as the library prints it) as mana symbols."""
    if cost:
        return mr.parse_cost(cost)._repr_html_()
    return "<i>" + escape(T("no mana cost", lang)) + "</i>"


def _error(kind: type, template: str, /, **fields: Any) -> mr.RulesInputError:
    """A library error of class ``kind`` whose message is a template of this module's
    catalog: ``str()`` is the English, ``translated(lang)`` the message in ``lang``."""
    error = kind(template, **fields)
    error.translated = lambda lang=None: T(template, lang, **fields)
    return error


# --- the classic scenarios ----------------------------------------------------------------

COLUMN_TITLES = {"differs": N_("the versions differ"), "rule": N_("rules")}
"""Column titles as the tables show them (the library's columns keep their names)."""

SCENARIO_COLUMNS = {"effect": N_("effect"), "question": N_("question")}
"""The other scenario columns' titles, shown in a language other than English."""

SCENARIO_EFFECTS = {
    "Void": N_("Void"), "Counterbalance": N_("Counterbalance"),
    "Infernal Genesis": N_("Infernal Genesis"), "Dark Confidant": N_("Dark Confidant"),
    "Cascade: exiling": N_("Cascade: exiling"), "Cascade: casting": N_("Cascade: casting"),
    "Sunforger": N_("Sunforger"), "Kari Zev's Expertise": N_("Kari Zev's Expertise"),
    "Naming a card": N_("Naming a card"), "Asking for a color": N_("Asking for a color"),
}
"""The effects of :func:`mtgrules.classic_scenarios` (in Chinese, the cards' official names
where they have one)."""

COLOR_WORDS = {"white": N_("white"), "blue": N_("blue"), "black": N_("black"),
               "red": N_("red"), "green": N_("green"), "colorless": N_("colorless")}

COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
"""The color letters of the library's answers (WUBRG) as the words of :data:`COLOR_WORDS`."""

TYPE_WORDS = {
    "Artifact": N_("Artifact"), "Battle": N_("Battle"), "Creature": N_("Creature"),
    "Enchantment": N_("Enchantment"), "Instant": N_("Instant"), "Kindred": N_("Kindred"),
    "Tribal": N_("Tribal"), "Land": N_("Land"), "Planeswalker": N_("Planeswalker"),
    "Sorcery": N_("Sorcery"), "Legendary": N_("Legendary"), "Snow": N_("Snow"),
    "Basic": N_("Basic"), "World": N_("World"),
    "Room": N_("Room"),
}
"""Card types, supertypes and the one subtype (Room) with an official Chinese term, as a
type line or a "types" answer shows them in Chinese. Other subtypes (Aftermath cards have
none; a creature's "Elf Warrior") have no official source here, so they stay English."""


def type_words(types: str, lang: str | None = None, *, line: bool = False) -> str:
    """Card types as the library writes them ("Instant Sorcery", or a type line with
    ``line=True``: "Instant // Sorcery", "Enchantment — Room") in ``lang`` (None: the
    language in use). English is returned as it is. In Chinese each word takes its official
    term (:data:`TYPE_WORDS`; a word without one stays English): a "types" answer lists its
    card types with "、" (瞬间、法术), a type line is written as Chinese cards print it, the
    words run together and the subtypes after "～" (结界～房间), halves still joined by " // ".

    >>> type_words("Instant Sorcery", "zh-Hans"), type_words("Instant Sorcery", "zh-Hant")
    ('瞬间、法术', '瞬間、巫術')
    >>> type_words("Enchantment — Room // Enchantment — Room", "zh-Hans", line=True)
    '结界～房间 // 结界～房间'
    """
    lang = check_lang(lang)
    if lang == "en":
        return types

    def words(part: str, joiner: str) -> str:
        return joiner.join(T(TYPE_WORDS[w], lang) if w in TYPE_WORDS else w
                           for w in part.split())

    if not line:
        return words(types, COMMON(", ", lang))
    halves = []
    for half in types.split(" // "):
        main, _, sub = half.partition(" — ")
        shown = words(main, "")
        halves.append(f"{shown}～{words(sub, '／')}" if sub.strip() else shown)
    return " // ".join(halves)


def color_words(letters: str, lang: str | None = None) -> str:
    """A colors answer of the library ("WG", "" for colorless) in ``lang`` (None: the
    language in use): English as it is; in Chinese the color words, listed with "、" in the
    order of the letters (白色、绿色), or 无色/無色 for colorless.

    >>> color_words("WG", "zh-Hans"), color_words("", "zh-Hant"), color_words("WG", "en")
    ('白色、绿色', '無色', 'WG')
    """
    lang = check_lang(lang)
    if lang == "en":
        return letters
    if not letters:
        return T(COLOR_WORDS["colorless"], lang)
    return COMMON(", ", lang).join(T(COLOR_WORDS[COLOR_LETTERS[c]], lang) if c in COLOR_LETTERS
                                   else c for c in letters)


def answer_words(characteristic: str, answer: Any, lang: str | None = None) -> str:
    """One answer of :func:`mtgrules.ask` as a table shows it in ``lang``: colors and card
    types in words (:func:`color_words`, :func:`type_words`), the rest as it is."""
    if characteristic == "colors" and isinstance(answer, str):
        return color_words(answer, lang)
    if characteristic == "types" and isinstance(answer, str):
        return type_words(answer, lang)
    return str(answer)


def answers_words(characteristic: str, answers: tuple, lang: str | None = None) -> str:
    """Several answers of :func:`mtgrules.ask` joined by " / " as :func:`mtgrules.split_table`
    joins them, each in ``lang`` (:func:`answer_words`)."""
    return " / ".join(answer_words(characteristic, a, lang) for a in answers)


def split_table(card: Any, *, versions: tuple[Any, ...] = ("current", OLD_RULES),
                zone: str = "hand", half: str | None = None, lang: str | None = None):
    """:func:`mtgrules.split_table` in ``lang`` (None: the language in use): in English the
    library's table as it is; in Chinese the same rows and columns with the row labels,
    column titles, colors and card types in Chinese (names, mana costs and numbers as they
    are). Errors are the library's."""
    lang = check_lang(lang)
    table = mr.split_table(card, versions=versions, zone=zone, half=half)
    if lang == "en":
        return table
    shown = table.copy()
    for characteristic in table.index:
        shown.loc[characteristic] = [
            answers_words(characteristic, tuple(cell.split(" / ")), lang)
            for cell in table.loc[characteristic]]
    shown.index = type(table.index)([_characteristic(c, lang) for c in table.index],
                                    name=T("characteristic", lang))
    return shown.rename(columns={c: _version_title(c, lang) for c in table.columns})

SCENARIO_CELLS = {"yes": N_("yes"), "no": N_("no"), "neither": N_("neither"),
                  "not checked then": N_("not checked then")}
"""The words of :func:`mtgrules.split.scenarios` answers (the rest are numbers and half names)."""


def scenario_effect(effect: str, lang: str | None = None) -> str:
    """A classic scenario's effect ("Void", "Cascade: casting") in ``lang`` (None: the
    language in use); an effect this module doesn't know stays as it is."""
    return T(SCENARIO_EFFECTS[effect], lang) if effect in SCENARIO_EFFECTS else effect


LIBRARY = Catalog("mtgrules")
"""The library's messages: the scenarios' questions (:data:`mtgrules.split.QUESTIONS`)."""


def colors_said(letters: str, lang: str | None = None) -> str:
    """Colors as a question says them in ``lang``: "white and green" (白色和绿色),
    "colorless" for none."""
    words = [COLOR_LETTERS[c] for c in letters] or ["colorless"]
    said = T(COLOR_WORDS[words[0]], lang)
    for word in words[1:]:
        said = T("{colors} and {color}", lang, colors=said, color=T(COLOR_WORDS[word], lang))
    return said


@lru_cache(maxsize=1)
def _known() -> tuple[dict[str, Scenario], dict[str, Scenario]]:
    """Every classic scenario of every split, aftermath and Room card of the card index, by
    its question and by its rules text: how a table of text (:func:`mtgrules.scenario_table`)
    finds the scenario each row was written from."""
    questions: dict[str, Scenario] = {}
    rules: dict[str, Scenario] = {}
    for name in every_split_card_name():
        for scenario in classic_scenarios(name):
            questions.setdefault(scenario.question, scenario)
            rules.setdefault(scenario.rule, scenario)
    return questions, rules


def scenario_question(question: Scenario | str, lang: str | None = None) -> str:
    """A classic scenario's question in ``lang``: its template (in the library's catalog)
    with its fields in that language. ``question`` is a :class:`mtgrules.split.Scenario`, or
    the question of one as the library writes it (a question no scenario asks stays as it
    is)."""
    lang = check_lang(lang)
    scenario = question if isinstance(question, Scenario) else _known()[0].get(question)
    if scenario is None:
        return str(question)
    if lang == "en":
        return scenario.question
    fields = dict(scenario.fields)
    for key, value in fields.items():
        if isinstance(value, ColorWords):
            fields[key] = colors_said(value.letters, lang)
    return LIBRARY(scenario.question_template, lang, **fields)


def _cite(citation: Citation, lang: str) -> str:
    """One rule a scenario cites, its number as it is and its words in ``lang``."""
    text = T("old {rule}", lang, rule=citation.number) if citation.old else citation.number
    if citation.since:
        return text + " " + T("(from {day})", lang, day=citation.since)
    return text


def scenario_rules(rules: Scenario | str, lang: str | None = None) -> str:
    """A scenario's rule numbers ("709.4b; old 708.6a") in ``lang``: the numbers as they are,
    the words around them translated. ``rules`` is a :class:`mtgrules.split.Scenario`, or its
    rules as the library writes them (text no scenario cites stays as it is)."""
    lang = check_lang(lang)
    scenario = rules if isinstance(rules, Scenario) else _known()[1].get(rules)
    if scenario is None:
        return str(rules)
    if lang == "en":
        return scenario.rule
    return scenario.rule_text(lambda citation: _cite(citation, lang))


def scenario_answer(cell: Any, lang: str | None = None) -> Any:
    """One answer cell of a scenario table ("yes", "neither", 5, "Wax, Wane") in ``lang``."""
    if isinstance(cell, str) and cell in SCENARIO_CELLS:
        return T(SCENARIO_CELLS[cell], lang)
    if isinstance(cell, str) and check_lang(lang) != "en" and ", " in cell:
        return COMMON(", ", lang).join(cell.split(", "))
    return cell


def split_scenarios(card: Any, versions: tuple[Any, ...] = ("current", OLD_RULES)):
    """A DataFrame of the classic scenarios for ``card``, one column per rules version in
    ``versions``: :func:`mtgrules.scenario_table`, which asks every question."""
    return mr.scenario_table(card, versions=versions)


def styled_scenarios(table: Any, uuid: str, caption: str = "", lang: str | None = None):
    """A Styler for a :func:`split_scenarios` table (a notebook's static table): text
    left-aligned, rows that differ shaded, readable column titles, fixed uuid (stable HTML),
    no index. In ``lang`` (None: the language in use) other than English the column titles,
    effects, questions, rules and answers are shown translated (the table itself is not
    changed)."""
    lang = check_lang(lang)
    shown = table if lang == "en" else _translated_scenarios(table, lang)
    styler = escaped(_highlight_differs(table, shown, lang).set_uuid(uuid)).hide(axis="index")
    left = [_title(c, lang) for c in ("effect", "question", "rule")]
    styler = styler.set_properties(subset=left, **{"text-align": "left"})
    return styler.set_caption(escape(caption, quote=False)) if caption else styler


def _title(column: str, lang: str) -> str:
    """A scenario column's title as shown in ``lang``."""
    if column in COLUMN_TITLES:
        return T(COLUMN_TITLES[column], lang)
    if lang != "en" and column in SCENARIO_COLUMNS:
        return T(SCENARIO_COLUMNS[column], lang)
    return column


def _translated_scenarios(table: Any, lang: str) -> Any:
    """A copy of a scenario table with its cells in ``lang`` and its version columns titled
    in it (the versions read back from the library's titles)."""
    shown = table.copy()
    shown["effect"] = [scenario_effect(e, lang) for e in table["effect"]]
    shown["question"] = [scenario_question(q, lang) for q in table["question"]]
    shown["rule"] = [scenario_rules(r, lang) for r in table["rule"]]
    versions = [c for c in table.columns if c not in ("effect", "question", "rule", "differs")]
    for column in [*versions, "differs"]:
        shown[column] = [scenario_answer(a, lang) for a in table[column]]
    return shown.rename(columns={c: _version_title(c, lang) for c in versions})


_LIBRARY_VERSION = re.compile(r"current \((\d{4}-\d\d-\d\d)\)|rules of (\d{4}-\d\d-\d\d)")


def _version_title(title: str, lang: str) -> str:
    found = _LIBRARY_VERSION.fullmatch(title)
    if not found:
        return title
    if found[1]:
        return T("current ({day})", lang, day=found[1])
    return T("rules of {day}", lang, day=found[2])


def _highlight_differs(table: Any, shown: Any = None, lang: str = "en"):
    """A Styler shading the rows whose "differs" column says yes (titled for reading)."""
    import pandas as pd

    shaded = (table["differs"] == "yes").to_numpy()
    shown = (table if shown is None else shown).rename(
        columns={c: _title(c, lang) for c in table.columns})

    def styles(frame: pd.DataFrame) -> pd.DataFrame:
        out = pd.DataFrame("", index=frame.index, columns=frame.columns)
        out.loc[shaded, :] = DIFFERS_SHADE
        return out

    return shown.style.apply(styles, axis=None)


DIFFERS_SHADE = "background-color:#fff3cd"
"""The shade of a row whose two rules versions answer differently."""


@dataclass(frozen=True)
class Shown:
    """A table the explorer shows, with the library's column names and row labels of the
    same table (so code gets the library's names in every language)."""

    table: Table
    columns: tuple[str, ...]
    index: tuple[str, ...] | None = None


def _compared(columns: list[str], titles: list[str], rows: list[list[Any]],
              differs: list[bool], caption: str, lang: str, labels: int = 0) -> Shown:
    """A table whose last column says "yes" where the versions differ: those rows shaded,
    the columns titled for reading (``titles``; :data:`COLUMN_TITLES`)."""
    table = plain_table(titles, rows, caption, labels=labels, lang=lang,
                        row_styles={k: DIFFERS_SHADE for k, d in enumerate(differs) if d})
    return Shown(table, tuple(columns))


def _for_code(shown: Shown) -> Any:
    """A shown table as a pandas DataFrame with the library's column names (for code)."""
    frame = shown.table.frame()
    labels = shown.table.labels
    if labels:
        frame.index.names = list(shown.columns[:labels])
        if shown.index is not None and list(frame.index) != list(shown.index):
            frame.index = type(frame.index)(list(shown.index), name=shown.columns[0])
    frame.columns = list(shown.columns[labels:])
    return frame


def characteristics_view(card: Any, versions: tuple[str, str], *, zone: str,
                         half: str | None, caption: str, lang: str | None = None) -> Shown:
    """Every characteristic of ``card`` (202, 709.4; old 708) as :func:`mtgrules.ask` answers
    it under each rules version (the rows of :func:`mtgrules.split_table`, no pandas)."""
    lang = check_lang(lang)
    rows = [[_characteristic(ch, lang),
             *(answers_words(ch, mr.ask(card, ch, zone=zone, half=half, rules=v), lang)
               for v in versions)] for ch in mr.CHARACTERISTICS]
    table = plain_table([T("characteristic", lang), *(version_label(v, lang) for v in versions)],
                        rows, caption, labels=1, lang=lang)
    return Shown(table, ("characteristic", *(version_label(v, "en") for v in versions)),
                 tuple(mr.CHARACTERISTICS))


def scenarios_view(card: Any, versions: tuple[str, str], caption: str,
                   lang: str | None = None) -> Shown:
    """The classic scenarios of ``card`` (:func:`mtgrules.classic_scenarios`) under each
    rules version (the rows of :func:`mtgrules.scenario_table`, no pandas), shaded where
    the versions differ."""
    lang = check_lang(lang)
    rows, differs = [], []
    for scenario in mr.classic_scenarios(card):
        answers = [scenario_cell(scenario.answer(v)) for v in versions]
        differ = len(set(answers)) > 1
        differs.append(differ)
        rows.append([scenario_effect(scenario.effect, lang),
                     scenario_question(scenario, lang),
                     scenario_rules(scenario, lang),
                     *(scenario_answer(a, lang) for a in answers), _yes(differ, lang)])
    columns = ["effect", "question", "rule", *(version_label(v, "en") for v in versions),
               "differs"]
    titles = [_title("effect", lang), _title("question", lang), _title("rule", lang),
              *(version_label(v, lang) for v in versions), _title("differs", lang)]
    return _compared(columns, titles, rows, differs, caption, lang)


# --- the explorer -------------------------------------------------------------------------

@dataclass(frozen=True)
class SplitResult:
    """What the explorer last showed: the answers under both versions and its tables."""

    card: str
    versions: tuple[str, str]
    answers: dict[str, tuple]
    matched: dict[str, bool]
    table: Table
    characteristics: Table
    scenarios: Table
    note: str
    header: str
    for_code: dict[str, Shown] | None = None


EXAMPLE_VALUES = {"name": None, "mana cost": "{1}{R}", "mana value": "2", "colors": "R",
                  "types": "Instant"}
"""The value put in the compare box when the typed one doesn't fit a new characteristic
(None: the card's first half's name)."""


class _Example:
    """:func:`split_explorer`'s default ``value``: the example that fits its characteristic."""

    def __repr__(self) -> str:
        return "EXAMPLE"


EXAMPLE: Any = _Example()


def example_value(characteristic: str, card: str, lang: str | None = None) -> str:
    """:data:`EXAMPLE_VALUES`' value for ``characteristic`` as the compare box shows it in
    ``lang``: a color or a card type in its words there (红色, 瞬間), which the box reads back."""
    example = EXAMPLE_VALUES[characteristic]
    if example is None:
        return mr.card(card).names[0]
    if characteristic == "colors":
        return color_words(example, lang)
    if characteristic == "types":
        return type_words(example, lang)
    return example


def half_options(card: str, zone: str, lang: str | None = None) -> list[tuple[str, str]]:
    """The half dropdown's (label, value) options for ``card`` in ``zone``: on the stack the
    halves, and "both (fused)" only for a card with fuse (702.102a); on the battlefield a
    Room's unlocked halves (709.5); elsewhere only the whole card. The labels are in
    ``lang`` (None: the language in use), the values the library's.

    >>> [v for _, v in half_options("Destined // Lead", "stack")]
    ['Destined', 'Lead']
    >>> [label for label, _ in half_options("Wear // Tear", "stack")]
    ['Wear', 'Tear', 'both (fused)']
    >>> half_options("Wear // Tear", "graveyard")
    [('whole card', '')]
    """
    lang = check_lang(lang)
    the_card = mr.card(card)
    halves = the_card.names
    if zone == "stack":
        fused = [(T("both (fused)", lang), "both")] if has_fuse(the_card) else []
        return [*((half_label(card, h, lang), h) for h in halves), *fused]
    if zone == "battlefield" and the_card.layout == "room":
        return [(T("neither unlocked", lang), WHOLE_CARD),
                *((T("{half} unlocked", lang, half=half_label(card, h, lang)), h)
                  for h in halves),
                (T("both unlocked", lang), "both")]
    return [(T("whole card", lang), WHOLE_CARD)]


def card_header(card: Any, zone: str, half: str | None, lang: str | None = None) -> str:
    """HTML naming what is looked at: the card with its combined cost in the order it is
    printed (709.4b) and its halves, or on the stack only the half cast (709.3b), or the
    fused spell (709.4d), or a Room with its unlocked halves (709.5)."""
    lang = check_lang(lang)
    card = mr.card(card) if isinstance(card, str) else card
    faces = {f.name: f for f in card.faces}

    def face(f: Any) -> str:
        return (f"{escape(half_label(card.name, f.name, lang))} "
                f"{_cost_html(str(f.mana_cost), lang)}"
                + escape(T(" ({types})", lang, types=type_words(f.type_line, lang, line=True))))

    if zone == "stack" and half in faces:
        note = T("On the stack only this half of {card} exists (709.3b).", lang,
                 card=card_label(card.name, lang))
        return (f"<b>{escape(half_label(card.name, half, lang))}</b> "
                f"{_cost_html(str(faces[half].mana_cost), lang)} — "
                f"{escape(type_words(faces[half].type_line, lang, line=True))}"
                f"<br><i>{escape(note)}</i>")
    combined = mr.ask(card, "mana cost", zone="stack" if half == "both" else "hand",
                      half="both" if half == "both" else None)[0]
    head = (f"<b>{escape(card_label(card.name, lang))}</b> {_cost_html(combined, lang)} — "
            f"{escape(type_words(card.type_line, lang, line=True))}")
    if zone == "stack":
        note = T("Cast fused: both halves are on the stack, combined (709.4d).", lang)
        return f"{head}<br><i>{escape(note)}</i>"
    if zone == "battlefield" and card.layout == "room":
        unlocked = list(faces) if half == "both" else [half] if half else []
        words = (COMMON(", ", lang).join(half_label(card.name, h, lang) for h in unlocked)
                 or T("neither half", lang))
        note = T("On the battlefield; unlocked: {halves} (709.5).", lang, halves=words)
        return f"{head}<br><i>{escape(note)}</i>"
    halves = T("; ", lang).join(face(f) for f in card.faces)
    return f"{head}<br>" + escape(T("halves: {halves}", lang, halves="\0")).replace("\0", halves)


TITLE = N_("Split cards: ask and matches, today and on a chosen date (709; old 708)")


class SplitExplorer(Explorer):
    """Explorer of a split card's answers under the current rules and a chosen date."""

    title = TITLE
    catalog = T

    def __init__(self, *, card: str, characteristic: str, zone: str, half: str | None,
                 value: Any, rules: str, lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        self.title = self.tr(TITLE)
        self._picked = ""          # what the explorer chose itself, said once
        names = split_card_names()
        if card not in names:              # a card of the index beyond the examples
            names = [*names, card]
        self.card = labelled(self.tr("card"), w.Dropdown(
            options=options_of((card_label(n, self.lang), n) for n in names), value=card))
        self.picker = CardPicker(self, self.card, examples=search_examples(self.lang),
                                 label=self.tr("any card"), width="calc(160px + 42ch)",
                                 misfit=lambda card: not_split_message(card, self.lang),
                                 on_pick=lambda card: self._use_card(card.name))
        self.any_card = self.picker.box
        self.any_card.layout.max_width = "100%"
        self.characteristic = labelled(self.tr("characteristic"), w.Dropdown(
            options=options_of((_characteristic(c, self.lang), c) for c in mr.CHARACTERISTICS),
            value=characteristic))
        self.zone = labelled(self.tr("zone"), w.Dropdown(
            options=[(self.tr(ZONE_LABELS[z]), z) for z in mr.ZONES], value=zone))
        options = half_options(card, zone, self.lang)
        start = WHOLE_CARD if half is None else half
        self.half = labelled(self.tr("half"), w.Dropdown(
            options=options, value=start if start in [v for _, v in options] else options[0][1]))
        self.half.disabled = len(options) == 1
        self.value = labelled(self.tr("value to compare"), w.Text(value=str(value)))
        self.rules = labelled(self.tr("rules date"), w.Text(value=str(rules)))
        self.before_button = w.Button(description=self.tr("before April 2017"),
                                      layout=w.Layout(width="auto"))
        self.current_button = w.Button(description=self.tr("current"),
                                       layout=w.Layout(width="auto"))
        self.before_button.on_click(lambda _: setattr(self.rules, "value", OLD_RULES))
        self.current_button.on_click(lambda _: setattr(self.rules, "value", "current"))
        rows = [
            w.HBox([self.card, self.characteristic]),
            w.HBox([self.any_card]),
            w.HBox([self.zone, self.half]),
            w.HBox([self.value]),
            w.HBox([self.rules, self.before_button, self.current_button]),
        ]
        super().__init__(rows)
        # registered before watch(), so the half follows the card and zone before a redraw
        self.card.observe(lambda change: self._follow_half(), names="value")
        self.zone.observe(lambda change: self._follow_half(), names="value")
        self.characteristic.observe(self._characteristic_changed, names="value")
        self.watch(self.card, self.characteristic, self.zone, self.half, self.value, self.rules)
        if zone == "stack" and half is None:
            self._picked = self._picked_note(self.half.value)
        self.refresh()

    def __repr__(self) -> str:
        return (f"SplitExplorer(card={self.card.value!r}, characteristic="
                f"{self.characteristic.value!r}, zone={self.zone.value!r}, half="
                f"{self.half.value or None!r}, value={self.value.value!r}, "
                f"rules={self.rules.value!r})")

    @property
    def _quiet(self) -> bool:
        return self.picker.is_quiet

    def _still(self) -> ContextManager[None]:
        """Change controls without a redraw for each change (one redraw follows)."""
        return self.picker.quiet()

    def _picked_note(self, half: str) -> str:
        others = [label for label, v in self.half.options if v != half]
        chosen = half_label(self.card.value, half, self.lang)
        if len(others) == 1:
            return self.tr("The explorer chose {half} as the half that was cast; choose "
                           "{other} in the half menu to see the other.", half=chosen,
                           other=others[0])
        return self.tr("The explorer chose {half} as the half that was cast; choose {others} "
                       "in the half menu to see another.", half=chosen,
                       others=self.tr(" or ").join(others))

    def _follow_half(self) -> None:
        """Offer the halves the card and zone allow; keep the chosen one if still offered."""
        options = half_options(self.card.value, self.zone.value, self.lang)
        values = [v for _, v in options]
        old = self.half.value
        new = old if old in values else values[0]
        with self._still():
            self.half.options = options
            self.half.value = new
        self.half.disabled = len(options) == 1
        if self.zone.value == "stack" and old not in values:
            self._picked = self._picked_note(new)

    def _use_card(self, name: str) -> None:
        """Show the split, aftermath or Room card ``name`` (English, as the index names it):
        it is added to the card dropdown if the dropdown lacks it and chosen there, the half
        following as it does for a card chosen by hand."""
        half = self.half.value
        with self._still():
            self.picker.offer(name, card_label(name, self.lang))
            self.card.value = name      # the half follows the card (_follow_half)
            if half != self.half.value and half in [v for _, v in self.half.options]:
                self.half.value = half  # kept when the new card offers it, as in the dropdown
                self._picked = ""
        self.refresh()

    def _characteristic_changed(self, change: dict) -> None:
        """Keep the typed value when it still makes sense for the new characteristic."""
        if self._fits(change["new"], self.value.value):
            return
        with self._still():
            self.value.value = example_value(change["new"], self.card.value, self.lang)

    def _fits(self, characteristic: str, typed: str) -> bool:
        stripped = typed.strip()
        if characteristic == "name":
            return bool(stripped) and not is_whole_text(stripped)
        if len(stripped) > 200:
            return False
        try:
            mr.matches(self.card.value, characteristic,
                       _value(stripped, characteristic, self.tr("value to compare"), self.lang))
        except mr.RulesInputError:
            return False
        return True

    def refresh(self) -> None:
        if self._quiet:
            return
        super().refresh()
        self._picked = ""
        if self.message and self.result is not None and self.result.card != self.card.value:
            self.result = None          # never the tables of another card than the dropdown's
            self.output.outputs = ()

    # --- state ---------------------------------------------------------------------------

    @property
    def answers(self) -> dict[str, tuple]:
        """``ask`` answers of the last good result: {"current": ..., "chosen": ...}."""
        return self.result.answers

    @property
    def matched(self) -> dict[str, bool]:
        """``matches`` answers of the last good result: {"current": ..., "chosen": ...}."""
        return self.result.matched

    # the last good tables as pandas DataFrames, for code (made when asked for), with the
    # library's column names and row labels; their cells are the shown text

    @property
    def table(self) -> Any:
        """The answers side by side: "question" rows, a column per version, "differs"."""
        return _for_code(self.result.for_code["table"])

    @property
    def characteristics(self) -> Any:
        """Every characteristic under both versions (as :func:`mtgrules.split_table`)."""
        return _for_code(self.result.for_code["characteristics"])

    @property
    def scenarios(self) -> Any:
        """The classic scenarios under both versions (as :func:`mtgrules.scenario_table`)."""
        return _for_code(self.result.for_code["scenarios"])

    # --- compute and render --------------------------------------------------------------

    def compute(self) -> SplitResult:
        lang = self.lang
        card = mr.card(self.card.value)
        characteristic = self.characteristic.value
        zone = self.zone.value
        half = self.half.value or None
        value = _value(self.value.value, characteristic, self.tr("value to compare"), self.lang)
        chosen = self.rules.value.strip()
        day = mr.rules_date(chosen)  # a bad date is reported before anything else
        if chosen.lower() == "current":
            chosen = day.isoformat()  # so its column is told apart from the "current" one
        versions = {"current": "current", "chosen": chosen}
        answers = {k: mr.ask(card, characteristic, zone=zone, half=half, rules=v)
                   for k, v in versions.items()}
        matched = {k: mr.matches(card, characteristic, value, zone=zone, half=half, rules=v)
                   for k, v in versions.items()}
        # what the learner typed (红色 stays 红色, though the library was asked "R")
        shown_value = value if isinstance(value, int) else repr(self.value.value.strip())
        questions = [self.tr("its {characteristic}",
                             characteristic=_characteristic(characteristic, lang)),
                     self.tr("how many answers"),
                     self.tr("compared with {value}: does it match?", value=shown_value)]
        columns = [[_show(answers[k], lang, characteristic), str(len(answers[k])),
                    _show(matched[k], lang)]
                   for k in versions]
        differs = [now != then for now, then in zip(*columns)]
        rows = [[question, now, then, _yes(differ, lang)]
                for question, now, then, differ in zip(questions, *columns, differs)]
        where = self.tr(ZONE_PLACES[zone])
        table = _compared(["question", version_label("current", "en"),
                           version_label(chosen, "en"), "differs"],
                          [self.tr("question"), version_label("current", lang),
                           version_label(chosen, lang), _title("differs", lang)], rows, differs,
                          self.tr("What the card answers, and the comparison, side by side"),
                          lang, labels=1)
        characteristics = characteristics_view(
            card, ("current", chosen), zone=zone, half=half,
            caption=self.tr("Every characteristic, {where}", where=where), lang=lang)
        scenario_table = scenarios_view(
            card, ("current", chosen),
            self.tr("Classic scenarios (shaded where the two versions differ)"), lang)
        note = _joined((self._picked, version_note(chosen, lang)), lang)
        return SplitResult(card=card.name, versions=("current", chosen), answers=answers,
                           matched=matched, table=table.table,
                           characteristics=characteristics.table,
                           scenarios=scenario_table.table, note=note,
                           header=card_header(card, zone, half, lang),
                           for_code={"table": table, "characteristics": characteristics,
                                     "scenarios": scenario_table})

    def render(self, result: SplitResult) -> list[Any]:
        from IPython.display import HTML

        return [HTML(f"<p>{result.header}</p><p><i>{escape(result.note)}</i></p>"),
                result.table, result.characteristics, result.scenarios]


def _joined(sentences: Iterator[str] | tuple[str, ...], lang: str | None) -> str:
    """Sentences one after the other: with a space in English, none in Chinese."""
    gap = " " if check_lang(lang) == "en" else ""
    return gap.join(s for s in sentences if s)


def split_explorer(card: str = "Wax // Wane", characteristic: str = "mana value",
                   zone: str = "hand", half: str | None = None, value: Any = EXAMPLE,
                   rules: str = OLD_RULES, lang: str | None = None) -> SplitExplorer:
    """An explorer of ``card``'s answers to ``ask``/``matches`` under the current rules and
    under ``rules`` (default: a date before the 2017-04-28 change), with the classic
    scenarios (709, 202.3d; old 708). Controls: ``.card``, ``.any_card``,
    ``.characteristic``, ``.zone``, ``.half`` ("" for the whole card), ``.value``,
    ``.rules``, buttons ``.before_button`` and ``.current_button``. State: ``.answers``,
    ``.matched``, ``.table``, ``.characteristics``, ``.scenarios``, ``.message``.

    ``card`` is any split, aftermath or Room card of the card index (one beyond the examples
    is added to the dropdown); the box ``.any_card`` takes one typed by its English or
    official Chinese name in either script (Enter).

    ``half`` is one the zone allows (:func:`half_options`); on the stack None picks the
    first half. A choice the controls don't offer (a card that is not a split card, a zone,
    a half) raises ChoiceError; ``value`` (default: an example that fits the characteristic,
    2 for a mana value) must be a whole number or text, ``rules`` text (a
    bad date in it is reported in place, like one typed later). ``lang`` ("en", "zh-Hans",
    "zh-Hant"; None: the language in use) is the language of its labels and messages."""
    lang = check_lang(lang)
    names = split_card_names()
    if card not in names and card not in every_split_card_name():
        close = [n for n in every_split_card_name()
                 if isinstance(card, str) and n.lower() == card.strip().lower()]
        if close:
            raise _error(mr.ChoiceError, N_("card={card}: expected a split, aftermath or Room "
                                            "card of the card data; did you mean {close!r}?"),
                         card=excerpt(card), close=close[0])
        raise _error(mr.ChoiceError, N_("card={card}: expected a split, aftermath or Room card "
                                        "of the card data, such as {example!r}"),
                     card=excerpt(card), example=names[0])
    choice(characteristic, "characteristic", mr.CHARACTERISTICS)
    choice(zone, "zone", mr.ZONES)
    if half is not None:
        choice(half, "half", [v for _, v in half_options(card, zone, "en")])
    if value is EXAMPLE:   # a value that fits the characteristic, as choosing it gives
        value = example_value(characteristic, card, lang)
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(integer(value, "value"))
    elif not isinstance(value, str):
        raise _error(mr.ChoiceError, N_("value={value}: expected a whole number or text, such "
                                        "as 2 or 'R'"), value=excerpt(value))
    text(rules, "rules", error=mr.RulesDateError, example=OLD_RULES)
    return SplitExplorer(card=card, characteristic=characteristic, zone=zone, half=half,
                         value=value, rules=rules, lang=lang)


# --- exercises ----------------------------------------------------------------------------
# Every sentence below is written as T("template", None, field=...): None is the language in
# use, which the exercise machinery sets to the learner's (mtgrules.i18n.language).

def _or_words(words: list[str], last: str = N_(" or ")) -> str:
    if len(words) == 1:
        return words[0]
    return f"{COMMON(', ', None).join(words[:-1])}{T(last, None)}{words[-1]}"


def _and_words(words: list[str]) -> str:
    return _or_words(words, N_(" and "))


def _gap() -> str:
    """What goes between two sentences in the language in use."""
    return " " if check_lang(None) == "en" else ""


_NO = re.compile(r"\b(no|not|false|n|isn't|kept|keeps|stays|misses|missed|miss)\b")
_YES = re.compile(r"\b(yes|true|y|discarded|hit|hits)\b")
_NO_ZH = re.compile(r"否|不|没|沒|未|错|錯")
_YES_ZH = re.compile(r"是|会|會|弃|棄|对|對|命中|要")


def _yes_no(part: Any) -> bool | None:
    """One yes/no answer: a truth value, or a word for it ("yes", "not discarded"; in Chinese
    是/否, 会/不会, 弃掉/不弃)."""
    if isinstance(part, bool):
        return part
    if not isinstance(part, str):
        return None
    words = part.strip().lower()
    if _NO.search(words) or _NO_ZH.search(words):
        return False
    if _YES.search(words) or _YES_ZH.search(words):
        return True
    return None


_PARTS = re.compile(r"[,;/，、；／]|\band\b|\bthen\b|然后|然後")


def _pair_of_yes_no(answer: Any) -> tuple[bool, bool] | None:
    """Two yes/no answers, today first: (False, True), "no, yes", "not discarded today,
    discarded in 2016"; None when the answer isn't two of them."""
    if isinstance(answer, str):
        answer = tuple(p for p in _PARTS.split(answer) if p.strip())
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        return None
    pair = tuple(_yes_no(a) for a in answer)
    return None if None in pair else (bool(pair[0]), bool(pair[1]))


# ASCII-only edges, so a number next to a Chinese word ("7个") is still a number
_DATES_AND_YEARS = re.compile(r"(?<![0-9A-Za-z_])(?:\d{4}-\d\d-\d\d|(?:19|20)\d\d)"
                              r"(?![0-9A-Za-z_])")
_NUMBER = re.compile(r"(?<![0-9A-Za-z_.])-?\d{1,6}(?![0-9A-Za-z_.])")


def _pair_of_numbers(answer: Any) -> tuple[int, int] | None:
    """Two whole numbers, today first: (7, 7), "7, 7", "7 tokens today, 7 in 2016" (dates and
    years are not answers); None when the answer isn't two of them."""
    if isinstance(answer, str):
        words = _DATES_AND_YEARS.sub(" ", answer)
        answer = tuple(int(n) for n in _NUMBER.findall(words))
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        return None
    if not all(map(is_whole, answer)):
        return None
    return (answer[0], answer[1])


# Exercise 1: Void names 4; you hold Assault // Battery.
VOID_CARD, VOID_NUMBER = "Assault // Battery", 4


def _void_truth() -> tuple[bool, bool]:
    return (mr.void_discards(VOID_CARD, VOID_NUMBER),
            mr.void_discards(VOID_CARD, VOID_NUMBER, rules=OLD_RULES))


def _void_answer() -> str:
    today, then = _void_truth()
    return T("{today}, {then}", None,
             today=T("discarded today", None) if today else T("not discarded today", None),
             then=T("discarded in 2016", None) if then else T("not discarded in 2016", None))


def _void_why() -> str:
    today, then = _void_truth()
    now = mr.ask(VOID_CARD, "mana value")[0]
    old = T(" and ", None).join(str(v) for v in mr.ask(VOID_CARD, "mana value",
                                                          rules=OLD_RULES))
    today_words = (T("today the card in hand has one mana value, {now}, both halves combined "
                     "(709.4b), so Void naming {number} hits it;", None, now=now,
                     number=VOID_NUMBER) if today else
                   T("today the card in hand has one mana value, {now}, both halves combined "
                     "(709.4b), so Void naming {number} misses it;", None, now=now,
                     number=VOID_NUMBER))
    then_words = (T("under the rules of 2016 it had two, {old}, one per half (old 708.5), and "
                    "a comparison was yes if either half said yes (old 708.6a), so naming "
                    "{number} hit it.", None, old=old, number=VOID_NUMBER) if then else
                  T("under the rules of 2016 it had two, {old}, one per half (old 708.5), and "
                    "a comparison was yes if either half said yes (old 708.6a), so naming "
                    "{number} missed it.", None, old=old, number=VOID_NUMBER))
    return f"{today_words}{_gap()}{then_words}"


def _judge_void(answer: Any) -> Feedback:
    pair = _pair_of_yes_no(answer)
    if pair is None:
        return Feedback(False, T("Answer with two yes/no answers, today first and then 2016, "
                                 "for instance in words such as yes or no for each.", None))
    truth = _void_truth()
    if pair == truth:
        return Feedback(True, sentence(_void_why()))
    today_wrong, then_wrong = pair[0] != truth[0], pair[1] != truth[1]
    today_hint = T("in hand the card doesn't answer with a half's mana value: its halves "
                   "are combined into one mana cost, so it has one mana value (709.4b), and "
                   "Void compares that one number with {number}", None, number=VOID_NUMBER)
    then_hint = T("in 2016 the card in hand had two mana values, one per half (old 708.5); a "
                  "comparison such as Void's was yes if either half said yes (old 708.6a), and "
                  "the halves were added only for a number used as is, never for a comparison "
                  "(old 708.5a)", None)
    if today_wrong and then_wrong:
        return Feedback(False, T("Look again at both answers. Today: {today}. Before 2017: "
                                 "{then}.", None, today=today_hint, then=then_hint))
    if today_wrong:
        return Feedback(False, T("Look again at today's answer: {hint}.", None,
                                 hint=today_hint))
    return Feedback(False, T("Look again at the 2016 answer: {hint}.", None, hint=then_hint))


def _void_working() -> str:
    halves = mr.card(VOID_CARD).faces
    costs = T(" and ", None).join(f"{f.name} {f.mana_cost}" for f in halves)
    return T("{card} has halves {costs}. Void compares a card's mana value with the number "
             "named: a comparison. {why}", None, card=VOID_CARD, costs=costs,
             why=sentence(_void_why()))


# Exercise 2: Infernal Genesis mills Research // Development.
GENESIS_CARD = "Research // Development"


def _genesis_truth() -> tuple[int, int]:
    return (mr.infernal_genesis_tokens(GENESIS_CARD),
            mr.infernal_genesis_tokens(GENESIS_CARD, rules=OLD_RULES))


def _genesis_answer() -> str:
    today, then = _genesis_truth()
    return T("{today} tokens today, {then} in 2016", None, today=today, then=then)


def _genesis_why() -> str:
    today, then = _genesis_truth()
    halves = T(" and ", None).join(str(v) for v in mr.ask(GENESIS_CARD, "mana value",
                                                             zone="graveyard", rules=OLD_RULES))
    return T("Infernal Genesis uses the mana value as a number, without comparing it: today "
             "that is the one combined mana value, {today} (709.4b), and in 2016 it was the sum "
             "of the halves' {halves}, {then} (old 708.5a): the same number of tokens.", None,
             today=today, halves=halves, then=then)


def _judge_genesis(answer: Any) -> Feedback:
    pair = _pair_of_numbers(answer)
    if pair is None:
        return Feedback(False, T("Answer with two whole numbers: the tokens made today, then "
                                 "the tokens made in 2016.", None))
    truth = _genesis_truth()
    if pair == truth:
        return Feedback(True, _genesis_why())
    halves = set(mr.ask(GENESIS_CARD, "mana value", zone="graveyard", rules=OLD_RULES))
    hints = []
    if pair[0] != truth[0]:
        if pair[0] in halves:
            hints.append(T("Today: in the graveyard the card is not one half; its halves are "
                           "combined into one mana cost and one mana value (709.4b).", None))
        else:
            hints.append(T("Today: count the card's mana value again over every symbol of "
                           "both halves (709.4b): a colored symbol counts 1 and a generic "
                           "number its amount (202.3).", None))
    if pair[1] != truth[1]:
        if pair[1] in halves:
            hints.append(T("In 2016: the card answered once per half (old 708.5), but "
                           "Infernal Genesis uses the number as it is, without comparing it: "
                           "old 708.5a says what is done with the two answers then.", None))
        else:
            hints.append(T("In 2016: find each half's mana value (202.3), then read old 708.5a "
                           "for what a number used as is does with the two answers.", None))
    return Feedback(False, _gap().join(hints))


def _genesis_working() -> str:
    costs = T(" and ", None).join(f"{f.name} {f.mana_cost}"
                                  for f in mr.card(GENESIS_CARD).faces)
    return T("{card} has halves {costs}. Infernal Genesis makes as many tokens as the milled "
             "card's mana value. {why}", None, card=GENESIS_CARD, costs=costs,
             why=_genesis_why())


# Exercise 3: a split card that Bloodbraid Elf's cascade stops at today.

def _elf() -> int:
    return mr.ask(BLOODBRAID_ELF, "mana value", zone="stack")[0]


def _cascade_stops() -> list[str]:
    return [n for n in split_card_names() if mr.cascade_stops_at(n, _elf())]


def _cascade_answer() -> str:
    return _or_words(_cascade_stops())


def _name_key(text: str) -> str:
    return re.sub(r"\s+", "", text.casefold()).replace("//", "/").strip("'\"“”「」")


def _read_card(piece: str) -> tuple[str | None, str]:
    """The split card a typed piece names, and a note on how the game writes it ("" when it
    is written that way): "wax//wane" and "Wax" (a half alone) are Wax // Wane; a card's
    official Chinese name (either script) is that card."""
    piece = piece.strip().strip("'\"“”「」").strip()
    names = split_card_names()
    if piece in names:
        return piece, ""
    for name in names:
        if _name_key(piece) == _name_key(name):
            return name, T("The game writes the name {name}, both halves joined by \" // \" "
                           "(709.4a).", None, name=name)
        halves = {_name_key(h): h for h in mr.card(name).names}
        if _name_key(piece) in halves:
            return name, T("{half} is one half; the card is {name} (709.1, 709.4a).", None,
                           half=halves[_name_key(piece)], name=name)
    for name in names:
        card = mr.card(name)
        for official in (card.zh_hans, card.zh_hant):
            if not official or official == name:
                continue
            if _name_key(piece) == _name_key(official):
                return name, T("{official} is the official Chinese name of {name}.", None,
                               official=official, name=name)
            parts = official.split(" // ")
            if len(parts) == len(card.names) and _name_key(piece) in map(_name_key, parts):
                return name, T("{half} is one half; the card is {name} (709.1, 709.4a).", None,
                               half=piece, name=name)
    return None, ""


def _not_a_card(piece: str) -> str:
    shown = excerpt(piece.strip())
    keys = {_name_key(n): n for n in split_card_names()}
    close = difflib.get_close_matches(_name_key(piece), list(keys), n=1, cutoff=0.8)
    if close:
        return T("No card here is named {name}: check the spelling against the list above.",
                 None, name=shown)
    try:
        mr.card(piece.strip())
    except mr.RulesInputError:
        return T("No split card in the list above the box is named {name}.", None, name=shown)
    return T("{name} is not a split card: choose one from the list above the box.", None,
             name=piece.strip())


_PIECES = re.compile(r",|;|\n|\bor\b|\band\b|，|、|；|或|和")


def _judge_cascade(answer: Any) -> Feedback:
    if isinstance(answer, (tuple, list)):
        answer = ", ".join(str(a) for a in answer)
    if not isinstance(answer, str):
        return Feedback(False, T("Type the name of a split card from the list above the box, "
                                 "the way the game writes it.", None))
    pieces = [p for p in _PIECES.split(answer) if p.strip()]
    if not pieces:
        return Feedback(False, T("Type the name of a split card from the list above the box.",
                                 None))
    elf = _elf()
    gap = _gap()
    read = [(piece, *_read_card(piece)) for piece in pieces]
    notes = gap.join(dict.fromkeys(note for _, _, note in read if note))
    unknown = [piece for piece, name, _ in read if name is None]
    if unknown:
        return Feedback(False, _not_a_card(unknown[0]))
    for _, name, _ in read:
        if not mr.cascade_stops_at(name, elf):
            combined = mr.ask(name, "mana value", zone="library")[0]
            halves = [mr.ask(name, "mana value", zone="stack", half=h)[0]
                      for h in mr.card(name).names]
            if combined == elf:
                hint = T("In the library {name} has one mana value, both halves combined "
                         "(709.4b); cascade stops only at a mana value less than the "
                         "cascading spell's, and an equal one is not less (702.85a).", None,
                         name=name)
            elif min(halves) < elf:
                hint = T("One half of {name} is cheap, but in the library the card is not the "
                         "half you might cast: its halves are combined into one mana value "
                         "(709.4b) before cascade compares it with Bloodbraid Elf's (702.85a).",
                         None, name=name)
            else:
                hint = T("In the library {name} has one mana value, both halves combined "
                         "(709.4b); compare it with Bloodbraid Elf's mana value (702.85a).",
                         None, name=name)
            return Feedback(False, gap.join(n for n in (hint, notes) if n))
    reasons = T("; ", None).join(
        T("{name} has mana value {value}", None, name=name,
          value=mr.ask(name, "mana value", zone="library")[0])
        for name in dict.fromkeys(name for _, name, _ in read))
    why = T("In the library a split card has one mana value, both halves combined (709.4b): "
            "{reasons}, less than Bloodbraid Elf's {elf}, so cascade stops there (702.85a).",
            None, reasons=reasons, elf=elf)
    return Feedback(True, gap.join(n for n in (why, notes) if n))


def _cascade_working() -> str:
    elf = _elf()
    stops = _cascade_stops()
    passed = [n for n in split_card_names() if n not in stops]
    equal = [n for n in passed if mr.ask(n, "mana value", zone="library")[0] == elf]
    values = COMMON(", ", None).join(f"{n} {mr.ask(n, 'mana value', zone='library')[0]}"
                                     for n in stops)
    equal_words = (T("{cards} ({elf}) are not less, so cascade passes over them; every other "
                     "split card here is higher.", None, cards=_and_words(equal), elf=elf)
                   if equal else
                   T("Cascade passes over every other split card here: each is higher.", None))
    return T("Cascade exiles cards until a nonland card with mana value less than the "
             "cascading spell's, Bloodbraid Elf's {elf} (702.85a). In the library a split card "
             "has one mana value, both halves combined (709.4b). Less than {elf}: {values}. "
             "{passed}", None, elf=elf, values=values, passed=equal_words)


exercises = Exercises((
    Exercise(
        number=1,
        question=N_("Your opponent casts Void naming {number} while you hold {card}. Is it "
                    "discarded (a) under the current rules, (b) under the rules of 2016?"),
        expects=N_("two answers, yes or no: today first, then 2016"),
        judge=_judge_void, answer=_void_answer, working=_void_working,
        examples_of_right=((False, True), "False, True", "no, yes", "No / Yes",
                           "not discarded today, discarded in 2016"),
        examples_of_wrong=((True, True), (False, False), (True, False), "yes, yes", "yes",
                           "maybe"),
        catalog=T, fields={"number": VOID_NUMBER, "card": VOID_CARD},
    ),
    Exercise(
        number=2,
        question=N_("Infernal Genesis mills {card} ({{G}}{{U}} and {{3}}{{U}}{{R}}). How many "
                    "tokens are made (a) today, (b) in 2016?"),
        expects=N_("two whole numbers: tokens today, then tokens in 2016"),
        judge=_judge_genesis, answer=_genesis_answer, working=_genesis_working,
        examples_of_right=((7, 7), "7, 7", "7 and 7", "7 tokens today, 7 in 2016"),
        examples_of_wrong=((7, 2), (7, 5), (2, 5), (5, 7), (6, 6), 7, "seven"),
        catalog=T, fields={"card": GENESIS_CARD},
    ),
    Exercise(
        number=3,
        question=N_("Name a split card from the list that Bloodbraid Elf's cascade (mana value "
                    "{elf}) stops at under the current rules."),
        expects=N_("the name of a split card from the list above the box"),
        judge=_judge_cascade, answer=_cascade_answer, working=_cascade_working,
        examples_of_right=("Wax // Wane", "wax//wane", "Wax", "Life // Death or Claim // Fame",
                           ("Wear // Tear",)),
        examples_of_wrong=("Fire // Ice", "fire//ice", "Destined // Lead", "Research",
                           "Lightning Bolt", "Wax // Wan", 42),
        catalog=T, fields={"elf": 4},
    ),
))
"""The exercises of notebook 05: hints for wrong answers, solutions on request."""
