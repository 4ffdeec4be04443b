"""The split-card explorer's words and tables (notebook 05), from plain values.

Everything here is a plain function of the library's answers, in English, Simplified or
Traditional Chinese (``lang``; None: the language in use): cards and halves as the learner's
script names them (:func:`card_label`, :func:`half_label`), colors and card types in words
(:func:`color_words`, :func:`type_words`), the values typed in the compare box read back
(:func:`read_value`), :func:`split_table` in a language, and the classic scenarios: each
question is the library's template with its fields said in the language
(:func:`scenario_question`), its rules (:func:`scenario_rules`), its answers
(:func:`scenario_answer`) and :func:`styled_scenarios` for a notebook's static table.
No ipywidgets, numpy, pandas or matplotlib is imported here when the module is loaded.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import Any

import mtgrules as mr
from mtgrules.checks import excerpt
from mtgrules.i18n import Catalog, N_, check_lang
from mtgrules.split import Citation, ColorWords, Scenario, classic_scenarios
from mtgrules.words import is_chinese

from .._names import card_label

LOCALE = Path(__file__).resolve().parents[1] / "locale"
"""The explorers' catalogs (:data:`widgets._common.LOCALE`, without importing ipywidgets)."""

COMMON = Catalog("widgets", LOCALE)
"""The messages every explorer shares (:data:`widgets._common.COMMON`)."""

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
        return {"card": card.label(lang), "split": card_label(examples["split"], lang),
                "aftermath": card_label(examples["aftermath"], lang),
                "room": card_label(examples["room"], lang)}

    error = mr.ChoiceError(NOT_SPLIT, **fields("en"))
    error.translated = lambda lang=None: T(NOT_SPLIT, lang, **fields(lang))  # type: ignore
    return error


def not_split_message(card: mr.Card, lang: str | None = None) -> str:
    """Why ``card`` can't be shown by the split-card explorer, in ``lang`` ("" when it can):
    the card box's misfit (:class:`widgets._cards.CardPicker`)."""
    error = not_split_error(card)
    return "" if error is None else error.translated(lang)


def search_examples(lang: str | None = None) -> list[str]:
    """The cards the card box offers while a learner types: every split, aftermath and Room
    card of the index, those with a name in ``lang``'s script first."""
    lang = check_lang(lang)
    names = every_split_card_name()
    if lang == "en":
        return names
    return sorted(names, key=lambda n: mr.card(n).name_in(lang) == n)




def half_label(card: str, half: str, lang: str | None = None) -> str:
    """A half as the explorer shows it: in Chinese with its official name first when the
    card has one ("恩眷（Destined）")."""
    lang = check_lang(lang)
    the_card = mr.card(card)
    official = the_card.name_in(lang)
    names = the_card.names
    parts = official.split(" // ") if official != the_card.name else []
    if len(parts) == len(names) and half in names:
        return T("{official} ({name})", lang, official=parts[names.index(half)], name=half)
    return half


@lru_cache(maxsize=1)
def _halves() -> dict[str, str]:
    """The split card each half name of the curated split cards belongs to."""
    return {h: name for name in split_card_names() for h in mr.card(name).names}


def name_words(name: str, lang: str | None = None, card: str | None = None) -> str:
    """A card's or a half's name as a table or a question shows it in ``lang``: in Chinese
    its official name with the English after it (:func:`half_label`, :func:`card_label`),
    so no half is named only in English when it has an official Chinese name. ``card`` is
    the split card a half belongs to (found among the curated cards when not given)."""
    if check_lang(lang) == "en":
        return name
    card = card or _halves().get(name)
    try:
        if card is not None and name in mr.card(card).names:
            return half_label(card, name, lang)
    except mr.RulesInputError:
        return name
    return card_label(name, lang)


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


def read_value(typed: str, characteristic: str = "mana value", what: str = "value to compare",
           lang: str | None = None) -> Any:
    """The compare value typed by the learner. For a mana value, whole numbers (ASCII digits)
    become ints and the rest stays text, so "²" or "①" reach the library as text and it says
    what it expected; colors and card types typed in Chinese become the letters and English
    words the library reads (:func:`_from_chinese`); anything else is passed as it is.
    ``what`` names the box in a message (in the explorer's language). In a Chinese
    explorer, Chinese that names no color or card type is refused in that script's words."""
    from .._common import is_whole_text, read_int   # the explorers' number rules

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


def answer_words(characteristic: str, answer: Any, lang: str | None = None,
                 card: str | None = None) -> str:
    """One answer of :func:`mtgrules.ask` as a table shows it in ``lang``: colors and card
    types in words (:func:`color_words`, :func:`type_words`), names by their official name
    (:func:`name_words`; ``card``: the split card asked about), the rest as it is."""
    if characteristic == "name" and isinstance(answer, str):
        return name_words(answer, lang, card)
    if characteristic == "colors" and isinstance(answer, str):
        return color_words(answer, lang)
    if characteristic == "types" and isinstance(answer, str):
        return type_words(answer, lang)
    return str(answer)


def answers_words(characteristic: str, answers: tuple, lang: str | None = None,
                  card: str | None = None) -> str:
    """Several answers of :func:`mtgrules.ask` joined by " / " as :func:`mtgrules.split_table`
    joins them, each in ``lang`` (:func:`answer_words`)."""
    return " / ".join(answer_words(characteristic, a, lang, card) for a in answers)


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
            answers_words(characteristic, tuple(cell.split(" / ")), lang,
                          getattr(card, "name", card))
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


def scenario_question(question: Scenario | str, lang: str | None = None,
                      card: str | None = None) -> str:
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
        elif isinstance(value, str) and (card is not None or value in _halves()):
            fields[key] = name_words(value, lang, card)
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


def scenario_answer(cell: Any, lang: str | None = None, card: str | None = None) -> Any:
    """One answer cell of a scenario table ("yes", "neither", 5, "Wax, Wane") in ``lang``;
    half names by their official names (:func:`name_words`)."""
    if isinstance(cell, str) and cell in SCENARIO_CELLS:
        return T(SCENARIO_CELLS[cell], lang)
    if isinstance(cell, str) and check_lang(lang) != "en":
        return COMMON(", ", lang).join(name_words(h, lang, card) if card or h in _halves()
                                       else h for h in cell.split(", "))
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
    from .._common import escaped   # a notebook's static table: pandas is here already

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

