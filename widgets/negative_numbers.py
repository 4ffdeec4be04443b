"""The negative-numbers explorer (notebook 02) and its exercise checks.

Build a creature's power and toughness from a base and a list of changes such as
``-5/-0, +3/+0``, pick an effect kind and a rules date, and see what rule 107.1b does with a
negative number: the raw and the applied number for each effect kind, combat damage, total
power and toughness, "+X/+X where X is its power", doubling (701.10c) and tripling (701.11c),
and a step chart of those results across the rules versions.

    >>> ex = numbers_explorer()
    >>> str(ex.creature), ex.answers["combat damage"]
    ('-2/4', 0)

Every number shown comes from :mod:`mtgrules`; this module only parses the learner's typing
into plain integers and draws what the library returns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from html import escape
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import MAX_NUMBER, choice, excerpt, integer, text
from mtgrules.editions import EARLIEST

from ._common import MOST_DIGITS, Explorer, Feedback, figure_png, labelled, styled

__all__ = [
    "Feedback",
    "NumbersExplorer",
    "numbers_explorer",
    "parse_changes",
    "results_by_rules_date",
    "results_by_rules_date_figure",
    "check_exercise_1",
    "check_exercise_2",
    "check_exercise_3",
    "check_exercise_4",
]

RULES_PRESETS = ("current", "2016-06-01", "2017-08-25", "2018-07-13", "2025-06-06")
"""Dates offered in the rules box: one inside each version of 107.1b that changes numbers."""

_CHANGE = re.compile(r"([+-]?\d+)/([+-]?\d+)")
_SEPARATORS = re.compile(r"[\s,;]+")


def parse_changes(typed: str) -> list[tuple[int, int]]:
    """The power/toughness changes typed as ``-5/-0, +3/+0`` (commas, semicolons or spaces
    between them); ``""`` means no change. Raises :class:`mtgrules.NumberError` naming the
    piece that is not of the form ``+N/+N``, or whose number is past
    :data:`~mtgrules.checks.MAX_NUMBER` (too large to use or draw)."""
    if not isinstance(typed, str):
        raise mr.NumberError(f"changes={excerpt(typed)}: expected text such as '-5/-0, +3/+0'")
    changes = []
    for piece in _SEPARATORS.split(typed.strip()):
        if not piece:
            continue
        match = _CHANGE.fullmatch(piece)
        if match is None:
            raise mr.NumberError(
                f"change {excerpt(piece)} is not of the form +N/+N: write whole numbers such "
                "as -5/-0 or +3/+0, separated by commas (107.1: only integers)"
            )
        pair = _bounded(match)
        if pair is None:
            raise mr.NumberError(f"change {excerpt(piece, 30)} is too large to use or draw: "
                                 f"each number is at most {MAX_NUMBER:,}")
        changes.append(pair)
    return changes


def _bounded(match: re.Match) -> tuple[int, int] | None:
    """The two numbers of a ``+N/+N`` match, or None if one is past MAX_NUMBER (a long
    string of digits is never converted)."""
    texts = match.group(1), match.group(2)
    if any(len(t.lstrip("+-").lstrip("0")) > MOST_DIGITS for t in texts):
        return None
    numbers = int(texts[0]), int(texts[1])
    return numbers if all(abs(n) <= MAX_NUMBER for n in numbers) else None


def _change_text(power: int, toughness: int) -> str:
    """A change as the cards print it: -5/-0, +3/+0, +2/-1 (a 0 takes its partner's sign)."""
    def signed(n: int, partner: int) -> str:
        return str(n) if n < 0 else ("-0" if n == 0 and partner < 0 else f"+{n}")
    return f"{signed(power, toughness)}/{signed(toughness, power)}"


# --- results across rules versions -------------------------------------------------------

_ABILITIES = (
    # label, how to compute it from a Creature under some rules
    ("+X/+X, X = its power", lambda c, r: c.gets_x(c.power, rules=r)),
    ("power doubled", lambda c, r: c.doubled(rules=r)),
    ("power tripled", lambda c, r: c.tripled(rules=r)),
    ("power and toughness doubled", lambda c, r: c.doubled(toughness=True, rules=r)),
    ("power and toughness tripled", lambda c, r: c.tripled(toughness=True, rules=r)),
)


def _change_dates() -> list[date]:
    """The first day of each version of 107.1b the library models, oldest first."""
    days = [EARLIEST]
    days += [c.effective for c in mr.rules_changes() if "107.1b" in c.rules]
    return sorted(set(days))


def results_by_rules_date(power: int, toughness: int):
    """A DataFrame: for a creature with ``power``/``toughness``, what it becomes after
    "+X/+X where X is its power", after its power is doubled and after it is tripled, under the
    rules of the first day of each version of rule 107.1b (one row per version, oldest first,
    plus a last row for the current rules)."""
    import pandas as pd

    creature = mr.Creature(power, toughness)
    days = _change_dates() + [mr.rules_date("current")]
    rows = []
    for day in days:
        row: dict[str, Any] = {"rules date": day}
        for label, how in _ABILITIES[:3]:
            after = how(creature, day)
            row[f"{label}: power"] = after.power
            if label.startswith("+X/+X"):
                row[f"{label}: toughness"] = after.toughness
        rows.append(row)
    return pd.DataFrame(rows)


def results_by_rules_date_figure(table, power: int, toughness: int):
    """A matplotlib figure of :func:`results_by_rules_date` for a ``power``/``toughness``
    creature, as a step chart (each value holds from its date to the next) with the 107.1b
    change dates marked."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8.5, 3.8))
    days = list(table["rules date"])
    styles = (("-", 4.5), ("--", 3.5), ("-.", 2.5), (":", 2.0))  # wide first: overlaps stay visible
    for (style, width), column in zip(styles, [c for c in table.columns if c != "rules date"]):
        ax.step(days, table[column], where="post", linestyle=style, linewidth=width,
                label=column, alpha=0.85)
    for change in mr.rules_changes():
        if "107.1b" in change.rules:
            ax.axvline(change.effective, color="0.6", linewidth=0.8)
            ax.annotate(change.effective.isoformat(), (change.effective, 1.0),
                        xycoords=("data", "axes fraction"), rotation=90, fontsize=7,
                        va="top", ha="right", color="0.35",
                        bbox={"facecolor": "white", "edgecolor": "none", "pad": 1})
    ax.axhline(0, color="black", linewidth=0.6)
    first = table.iloc[0]
    last = table.iloc[-1]
    before = f"{first['+X/+X, X = its power: power']}/{first['+X/+X, X = its power: toughness']}"
    now = f"{last['+X/+X, X = its power: power']}/{last['+X/+X, X = its power: toughness']}"
    if before == now:
        finding = f"a {power}/{toughness} creature's +X/+X (X = its power) gives {now} in every version"
    else:
        finding = (f"a {power}/{toughness} creature's +X/+X (X = its power) gave {before} "
                   f"under the 2013 wording, {now} today")
    ax.set_title(finding[0].upper() + finding[1:], fontsize=10)
    ax.set_xlabel("rules date (each value holds until the next change)")
    ax.set_ylabel("power or toughness afterwards")
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5))
    return fig


# --- the explorer --------------------------------------------------------------------------

@dataclass(frozen=True)
class NumbersView:
    """What the explorer shows for one setting of its controls."""

    base: Any              # mr.Creature before the changes
    changes: tuple         # ((power change, toughness change), ...)
    creature: Any          # mr.Creature after the changes
    effect: str
    rules: date
    answers: dict
    abilities: Any         # DataFrame: results after each P/T effect, chosen vs current rules
    table: Any             # DataFrame: every effect kind, raw and applied numbers
    figure_data: Any       # DataFrame: results_by_rules_date of the creature


SLIDER_SPAN = (0, 12)
"""The base power and toughness sliders' usual range (widened to fit a starting value)."""

_FIGURES: dict = {}
"""(power, toughness) -> the chart's PNG: the chart depends on nothing else, so only a new
power/toughness redraws it (drawing takes far longer than the rest of an update)."""


class NumbersExplorer(Explorer):
    """Explorer of rule 107.1b: see :func:`numbers_explorer`."""

    title = "Negative numbers explorer (107.1b, 701.10c, 701.11c)"

    def __init__(self, *, power: int, toughness: int, changes: str, effect: str,
                 rules: str) -> None:
        # a base outside 0-12 widens its slider: -2/4 stays -2/4
        self.power = labelled("base power", w.IntSlider(
            value=power, min=min(SLIDER_SPAN[0], power), max=max(SLIDER_SPAN[1], power)))
        self.toughness = labelled("base toughness", w.IntSlider(
            value=toughness, min=min(SLIDER_SPAN[0], toughness),
            max=max(SLIDER_SPAN[1], toughness)))
        self.changes = labelled("changes (e.g. -5/-0, +3/+0)",
                                w.Text(value=changes, continuous_update=False))
        self.effect = labelled("effect kind", w.Dropdown(options=list(mr.EFFECT_KINDS),
                                                         value=effect))
        self.rules = labelled("rules date", w.Combobox(
            value=rules, options=list(RULES_PRESETS), ensure_option=False,
            placeholder="current or YYYY-MM-DD", continuous_update=False))
        self.creature = None
        self.answers: dict = {}
        self.table = None
        self.abilities = None
        self.figure_data = None
        super().__init__([self.power, self.toughness, self.changes, self.effect, self.rules])
        self.watch(self.power, self.toughness, self.changes, self.effect, self.rules)
        self.refresh()

    def __repr__(self) -> str:
        # short and stable: the default widget repr would print every child and the chart
        built = f"{self.power.value}/{self.toughness.value} gets {self.changes.value or 'nothing'}"
        shown = f" = {self.creature}" if self.creature is not None else ""
        return f"<numbers explorer: {built}{shown}; {self.effect.value}; rules {self.rules.value}>"

    def compute(self) -> NumbersView:
        import pandas as pd

        changes = tuple(parse_changes(self.changes.value))
        day = mr.rules_date(self.rules.value)
        base = mr.Creature(self.power.value, self.toughness.value)
        creature = base
        for dp, dt in changes:
            power, toughness = creature.power + dp, creature.toughness + dt
            if max(abs(power), abs(toughness)) > MAX_NUMBER:
                raise mr.NumberError(
                    f"the change {_change_text(dp, dt)} makes it {excerpt(power, 24)}/"
                    f"{excerpt(toughness, 24)}, too large to draw: power and "
                    f"toughness are at most {MAX_NUMBER:,} either way")
            creature = creature.gets(dp, dt)
        effect = self.effect.value
        now = mr.rules_date("current")
        raw = creature.power
        answers = {
            "power": creature.power,
            "toughness": creature.toughness,
            "combat damage": creature.combat_damage(),
            "total power and toughness": creature.total,
            "raw number": raw,
            "applied number": mr.effect_result(raw, effect, rules=day),
            "applied number, current rules": mr.effect_result(raw, effect),
            "keeps negative": mr.keeps_negative(effect, rules=day),
        }
        abilities = pd.DataFrame(
            [{"effect": label, f"rules of {day.isoformat()}": str(how(creature, day)),
              f"current rules ({now.isoformat()})": str(how(creature, "current"))}
             for label, how in _ABILITIES]
        ).set_index("effect")
        table = pd.DataFrame(
            [{"effect kind": kind, "raw number (its power)": raw,
              f"used, rules of {day.isoformat()}": mr.effect_result(raw, kind, rules=day),
              "used, current rules": mr.effect_result(raw, kind)}
             for kind in mr.EFFECT_KINDS]
        ).set_index("effect kind")
        return NumbersView(base=base, changes=changes, creature=creature, effect=effect,
                           rules=day, answers=answers, abilities=abilities, table=table,
                           figure_data=results_by_rules_date(creature.power, creature.toughness))

    def render(self, view: NumbersView) -> list[Any]:
        self.creature = view.creature
        self.answers = view.answers
        self.table = view.table
        self.abilities = view.abilities
        self.figure_data = view.figure_data
        a = view.answers
        now = mr.rules_date("current")
        built = " then ".join(_change_text(p, t) for p, t in view.changes)
        summary = (
            f"<p>A <b>{view.base}</b> creature"
            + (f" that gets {escape(built)}" if built else "")
            + f" is a <b>{view.creature}</b> creature. It assigns <b>{a['combat damage']}</b> "
            f"combat damage; its total power and toughness is <b>{a['total power and toughness']}"
            f"</b>.</p><p>An effect of kind <b>{escape(view.effect)}</b> whose number is its "
            f"power ({a['raw number']}) uses <b>{a['applied number']}</b> under the "
            + (f"current rules ({view.rules.isoformat()})." if view.rules == now else
               f"rules of {view.rules.isoformat()} and <b>{a['applied number, current rules']}"
               "</b> under the current rules.")
            + "</p>"
        )
        differs = _highlight_differences
        key = (view.creature.power, view.creature.toughness)
        if key not in _FIGURES:
            if len(_FIGURES) > 64:
                _FIGURES.clear()
            _FIGURES[key] = figure_png(results_by_rules_date_figure(
                view.figure_data, view.creature.power, view.creature.toughness))
        chosen = view.effect
        kinds = styled(view.table, "nn-kinds",
                       "Every effect kind, with its power as the number (rows that differ "
                       "between the two rules versions in bold)").apply(differs, axis=1)
        kinds = kinds.apply(lambda row: ["background-color:#fff3c4" if row.name == chosen
                                         else "" for _ in row], axis=1)
        return [
            _Html(summary),
            styled(view.abilities, "nn-abilities",
                   "The creature after an effect that uses its own power").apply(differs, axis=1),
            kinds,
            _FIGURES[key],
        ]


class _Html:
    """A small HTML block for the output area (a stable text/plain repr for nbval)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return re.sub(r"<[^>]+>", "", self.html.replace("</p><p>", " "))


def _highlight_differences(row) -> list[str]:
    values = [str(v) for v in row.values[-2:]]
    bold = "font-weight:bold" if values[0] != values[1] else ""
    return [bold] * len(row)


def numbers_explorer(*, power: int = 4, toughness: int = 4, changes: str = "-6/-0",
                     effect: str = "modify power/toughness",
                     rules: str = "current") -> NumbersExplorer:
    """An explorer of negative numbers (107.1b) built from its initial state.

    ``power``/``toughness`` are the base (sliders 0-12), ``changes`` the ``+N/+N`` changes it
    gets (text), ``effect`` one of :data:`mtgrules.EFFECT_KINDS` and ``rules`` "current" or an
    ISO date. The default is Chameleon Colossus (4/4) after -6/-0. Controls: ``.power``,
    ``.toughness``, ``.changes``, ``.effect``, ``.rules``; last good results: ``.creature``,
    ``.answers``, ``.abilities``, ``.table``, ``.figure_data``.

    ``power`` and ``toughness`` are whole numbers, negative ones too: a value outside 0-12
    widens its slider, never cut to fit. Other bad arguments raise a
    :class:`mtgrules.RulesInputError` naming them (ChoiceError for an unknown ``effect``).
    """
    power = integer(power, "power", rule="107.1a")
    toughness = integer(toughness, "toughness", rule="107.1a")
    text(changes, "changes", error=mr.NumberError, example="-5/-0, +3/+0")
    choice(effect, "effect", mr.EFFECT_KINDS)
    text(rules, "rules", error=mr.RulesDateError, example="current")
    return NumbersExplorer(power=power, toughness=toughness, changes=changes, effect=effect,
                           rules=rules)


# --- exercises -------------------------------------------------------------------------------

def _whole(answer: Any) -> bool:
    return isinstance(answer, int) and not isinstance(answer, bool)


def _pair(answer: Any) -> tuple[int, int] | None:
    """A (power, toughness)-like pair from a tuple, a Creature or text such as "-4/1"."""
    if isinstance(answer, mr.Creature):
        return answer.power, answer.toughness
    if isinstance(answer, str):
        match = _CHANGE.fullmatch(answer.strip())
        return _bounded(match) if match else None
    if isinstance(answer, (tuple, list)) and len(answer) == 2 and all(map(_whole, answer)):
        return answer[0], answer[1]
    return None


def check_exercise_1(answer: Any) -> Feedback:
    """Exercise 1: a 2/3 creature gets -5/-0, later +2/+0. What is its power (a whole number)?"""
    before = mr.Creature(2, 3).gets(-5, 0)
    after = before.gets(2, 0)
    if answer is None:
        return Feedback(None, "Replace None with a whole number.")
    if not _whole(answer):
        return Feedback(False, f"{answer!r} is not a whole number; the game only uses integers (107.1).")
    if answer == after.power:
        return Feedback(True, f"-5/-0 makes it {before}: its power really is {before.power} "
                              f"(107.1b), so +2/+0 only brings it to {after.power}. It still "
                              f"assigns {after.combat_damage()} combat damage.")
    if answer == max(before.power, 0) + 2:
        return Feedback(False, f"Power doesn't stop at 0: after -5/-0 it is {before} (107.1b), "
                               "so +2/+0 starts from there.")
    return Feedback(False, f"Work it out step by step: 2 - 5 = {before.power}, then add 2.")


def check_exercise_2(answer: Any) -> Feedback:
    """Exercise 2: Unleash Fury doubles the power of a -3/2 creature. Its power afterwards as
    (under the current rules, under the rules of 2017-08-25)?"""
    creature = mr.Creature(-3, 2)
    now = creature.doubled().power
    then = creature.doubled(rules="2017-08-25").power
    if answer is None:
        return Feedback(None, "Replace None with a pair of whole numbers (now, 2017-08-25).")
    pair = _pair(answer) if not isinstance(answer, str) else None
    if pair is None:
        return Feedback(False, f"{answer!r}: expected a pair of whole numbers such as (0, 0).")
    if pair == (now, then):
        return Feedback(True, f"Today doubling a negative power pushes it further down "
                              f"(701.10c): {creature.power} becomes {now}. In 2017-08-25's "
                              f"rules doubling was no exception to 107.1b, so the -3 it would "
                              f"add used 0 and the power stayed {then}.")
    if pair[0] != now:
        return Feedback(False, f"Under the current rules doubling keeps a negative result "
                               f"(107.1b, 701.10c): how far below 0 is {creature.power} twice over?")
    return Feedback(False, "Under the rules of 2017-08-25 the doubling effect was not among "
                           "107.1b's exceptions (that came on 2018-07-13): what did a negative "
                           "amount become then?")


def check_exercise_3(answer: Any) -> Feedback:
    """Exercise 3: under the rules of 2016-06-01 a 4/4 Chameleon Colossus gets -5/-0, then
    activates its "+X/+X where X is its power" ability twice. What is it then ("P/T")?"""
    start = mr.Creature(4, 4).gets(-5, 0)
    once = start.gets_x(start.power, rules="2016-06-01")
    twice = once.gets_x(once.power, rules="2016-06-01")
    today_once = start.gets_x(start.power)
    today = today_once.gets_x(today_once.power)
    if answer is None:
        return Feedback(None, "Replace None with text such as \"1/1\".")
    pair = _pair(answer)
    if pair is None:
        return Feedback(False, f"{answer!r}: expected power/toughness such as \"1/1\".")
    if pair == (twice.power, twice.toughness):
        return Feedback(True, f"Under the 2013 wording of 107.1b a negative X was used as is: "
                              f"{start} became {once}, then {twice}: each 'pump' shrank it.")
    if pair == (today.power, today.toughness):
        return Feedback(False, f"{today} is the answer under the current rules, where a "
                               "negative X uses 0. On 2016-06-01 the 2013 wording applied.")
    return Feedback(False, f"After -5/-0 it is {start}; each activation adds its power (a "
                           "negative number, used as is in 2016) to both power and toughness.")


def check_exercise_4(answer: Any) -> Feedback:
    """Exercise 4: Pox with 7 life and 4 cards in hand: (life lost, cards discarded)?"""
    life = mr.fraction_of(7, 1, 3, rounding="up")
    cards = mr.fraction_of(4, 1, 3, rounding="up")
    if answer is None:
        return Feedback(None, "Replace None with a pair of whole numbers (life, cards).")
    pair = _pair(answer) if not isinstance(answer, str) else None
    if pair is None:
        return Feedback(False, f"{answer!r}: expected a pair of whole numbers such as (0, 0).")
    if pair == (life, cards):
        return Feedback(True, f"A third of 7 is 2 and a third, rounded up to {life}; a third "
                              f"of 4 rounds up to {cards} (107.1a: Pox says to round up).")
    down = (mr.fraction_of(7, 1, 3, rounding="down"), mr.fraction_of(4, 1, 3, rounding="down"))
    if pair == down:
        return Feedback(False, "Those are rounded down; Pox tells you to round up (107.1a).")
    return Feedback(False, "Take a third of each number, then round up as Pox says (107.1a).")
