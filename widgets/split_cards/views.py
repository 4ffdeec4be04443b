"""The split-card explorer's view: plain values in, what it shows out (no ipywidgets).

:func:`view` answers one setting of the explorer (a card, a characteristic, a zone, a half,
a value to compare and a rules date) under the current rules and under that date, side by
side (709, 202.3d; old 708): :func:`mtgrules.ask` and :func:`mtgrules.matches`, every
characteristic, and the classic scenarios, as :class:`Rows` (titles, rows and the rows
shaded where the versions differ) with the header and the note the explorer shows above
them. :func:`half_options` says which halves a zone allows, :func:`card_header` names what
is looked at. A test or a notebook calls them without Jupyter.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Iterator

import mtgrules as mr
from mtgrules.i18n import check_lang
from mtgrules.split import has_fuse, scenario_cell
from mtgrules.words import gap

from .tables import (COMMON, WHOLE_CARD, ZONE_PLACES, T, _characteristic, _cost_html, _show,
                     _title, _yes, answers_words, card_label, color_words, half_label,
                     read_value, scenario_answer, scenario_effect, scenario_question,
                     scenario_rules, type_words, version_label, version_note)

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

    if zone == "stack" and half is not None and half in faces:
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


def _joined(sentences: Iterator[str] | tuple[str, ...], lang: str | None) -> str:
    """Sentences one after the other: with a space in English, none in Chinese."""
    return gap(lang).join(s for s in sentences if s)


DIFFERS = "differs"
"""The last column of a table that compares two rules versions."""


@dataclass(frozen=True)
class Rows:
    """A table as plain values: ``titles`` (in the explorer's language) and ``rows`` of text
    and numbers, ``caption``, the first ``labels`` columns labelling the rows, the rows in
    ``shaded`` those where the two rules versions differ; ``columns`` are the library's names
    of the same columns (and ``index`` of the rows, if any), for code."""

    titles: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    caption: str
    columns: tuple[str, ...]
    labels: int = 0
    shaded: tuple[int, ...] = ()
    index: tuple[str, ...] | None = None


def _compared(columns: list[str], titles: list[str], rows: list[list[Any]],
              differs: list[bool], caption: str, labels: int = 0) -> Rows:
    return Rows(tuple(titles), tuple(tuple(row) for row in rows), caption, tuple(columns),
                labels, tuple(k for k, d in enumerate(differs) if d))


def characteristics_rows(card: Any, versions: tuple[str, str], *, zone: str,
                         half: str | None, caption: str, lang: str | None = None) -> Rows:
    """Every characteristic of ``card`` (202, 709.4; old 708) as :func:`mtgrules.ask` answers
    it under each rules version (the rows of :func:`mtgrules.split_table`, no pandas)."""
    lang = check_lang(lang)
    rows = tuple((_characteristic(ch, lang),
                  *(answers_words(ch, mr.ask(card, ch, zone=zone, half=half, rules=v), lang,
                                  getattr(card, "name", card))
                    for v in versions)) for ch in mr.CHARACTERISTICS)
    return Rows((T("characteristic", lang), *(version_label(v, lang) for v in versions)), rows,
                caption, ("characteristic", *(version_label(v, "en") for v in versions)),
                labels=1, index=tuple(mr.CHARACTERISTICS))


def scenarios_rows(card: Any, versions: tuple[str, str], caption: str,
                   lang: str | None = None) -> Rows:
    """The classic scenarios of ``card`` (:func:`mtgrules.classic_scenarios`) under each
    rules version (the rows of :func:`mtgrules.scenario_table`, no pandas), shaded where
    the versions differ; each question and its rules said in ``lang`` from the scenario's
    template and fields."""
    lang = check_lang(lang)
    rows, differs = [], []
    for scenario in mr.classic_scenarios(card):
        answers = [scenario_cell(scenario.answer(v)) for v in versions]
        differ = len(set(answers)) > 1
        differs.append(differ)
        rows.append([scenario_effect(scenario.effect, lang),
                     scenario_question(scenario, lang, getattr(card, "name", card)),
                     scenario_rules(scenario, lang),
                     *(scenario_answer(a, lang, getattr(card, "name", card)) for a in answers),
                     _yes(differ, lang)])
    columns = ["effect", "question", "rule", *(version_label(v, "en") for v in versions),
               DIFFERS]
    titles = [_title("effect", lang), _title("question", lang), _title("rule", lang),
              *(version_label(v, lang) for v in versions), _title(DIFFERS, lang)]
    return _compared(columns, titles, rows, differs, caption)


@dataclass(frozen=True)
class SplitView:
    """What the split-card explorer shows for one setting, as plain values: the answers of
    :func:`mtgrules.ask` and :func:`mtgrules.matches` under both versions ("current" and
    "chosen"), the three tables as :class:`Rows`, the header (HTML) and the note."""

    card: str
    versions: tuple[str, str]
    answers: dict[str, tuple]
    matched: dict[str, bool]
    table: Rows
    characteristics: Rows
    scenarios: Rows
    note: str
    header: str


def view(card: Any, characteristic: str = "mana value", *, zone: str = "hand",
         half: str | None = None, value: str = "2", rules: str = "current",
         lang: str | None = None, picked: str = "") -> SplitView:
    """What the split-card explorer shows for one setting (709, 202.3d; old 708): ``card``
    asked its ``characteristic`` in ``zone`` (``half`` on the stack, or a Room's unlocked
    halves on the battlefield) and compared with ``value`` (as typed in the compare box:
    :func:`~widgets.split_cards.tables.read_value`), under the current rules and the rules
    of ``rules`` (a date, or "current"); every characteristic and the classic scenarios
    under both. ``picked`` is a note the explorer adds before the rules note. Words in
    ``lang``; a bad input raises the library's error.

    >>> v = view("Wax // Wane", value="2", rules="2016-06-01")
    >>> v.answers["current"], v.answers["chosen"], v.matched
    ((2,), (1, 1), {'current': True, 'chosen': False})
    """
    lang = check_lang(lang)
    card = mr.card(card) if isinstance(card, str) else card
    what = T("value to compare", lang)
    typed = str(value)
    compared = read_value(typed, characteristic, what, lang)
    chosen = rules.strip()
    day = mr.rules_date(chosen)  # a bad date is reported before anything else
    if chosen.lower() == "current":
        chosen = day.isoformat()  # so its column is told apart from the "current" one
    versions = {"current": "current", "chosen": chosen}
    answers = {k: mr.ask(card, characteristic, zone=zone, half=half, rules=v)
               for k, v in versions.items()}
    matched = {k: mr.matches(card, characteristic, compared, zone=zone, half=half, rules=v)
               for k, v in versions.items()}
    # what the learner typed (红色 stays 红色, though the library was asked "R")
    shown_value = compared if isinstance(compared, int) else repr(typed.strip())
    questions = [T("its {characteristic}", lang,
                   characteristic=_characteristic(characteristic, lang)),
                 T("how many answers", lang),
                 T("compared with {value}: does it match?", lang, value=shown_value)]
    columns = [[_show(answers[k], lang, characteristic), str(len(answers[k])),
                _show(matched[k], lang)]
               for k in versions]
    differs = [now != then for now, then in zip(*columns)]
    rows = [[question, now, then, _yes(differ, lang)]
            for question, now, then, differ in zip(questions, *columns, differs)]
    where = T(ZONE_PLACES[zone], lang)
    table = _compared(["question", version_label("current", "en"), version_label(chosen, "en"),
                       DIFFERS],
                      [T("question", lang), version_label("current", lang),
                       version_label(chosen, lang), _title(DIFFERS, lang)], rows, differs,
                      T("What the card answers, and the comparison, side by side", lang),
                      labels=1)
    characteristics = characteristics_rows(
        card, ("current", chosen), zone=zone, half=half,
        caption=T("Every characteristic, {where}", lang, where=where), lang=lang)
    scenarios = scenarios_rows(
        card, ("current", chosen),
        T("Classic scenarios (shaded where the two versions differ)", lang), lang)
    note = version_note(chosen, lang)
    if day >= mr.rules_date("current"):  # the same rules twice: one column, not two alike
        gone = (version_label(chosen, "en"), DIFFERS)
        table, characteristics, scenarios = (_without(r, gone) for r in
                                             (table, characteristics, scenarios))
        note = T("Your rules date is under the current rules ({day}), so there is one column.",
                 lang, day=mr.rules_date("current").isoformat())
    return SplitView(card=card.name, versions=("current", chosen), answers=answers,
                     matched=matched, table=table, characteristics=characteristics,
                     scenarios=scenarios, note=_joined((picked, note), lang),
                     header=card_header(card, zone, half, lang))


def _without(rows: Rows, columns: tuple[str, ...]) -> Rows:
    """``rows`` without the named columns (and no row shaded: nothing is compared)."""
    keep = [k for k, c in enumerate(rows.columns) if c not in columns]
    return Rows(tuple(rows.titles[k] for k in keep),
                tuple(tuple(row[k] for k in keep) for row in rows.rows), rows.caption,
                tuple(rows.columns[k] for k in keep), rows.labels, (), rows.index)
