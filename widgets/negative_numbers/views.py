"""What the negative-numbers explorer shows, as plain values: notebook 02 (107.1b, 701.10c,
701.11c).

:func:`view` takes the explorer's controls as plain values (a base power and toughness, the
changes as typed, an effect kind, a rules date, the language) and returns a
:class:`NumbersView`: the creature, the raw and applied numbers, the rows of its two tables
and the rows of its chart (:func:`results_rows`). Every number comes from :mod:`mtgrules`;
this module only parses the learner's typing into plain integers. No ipywidgets here: the
explorer (:mod:`.explorer`) keeps the controls and draws what the view holds.

    >>> v = view(power=4, toughness=4, changes="-6/-0", lang="en")
    >>> str(v.creature), v.answers["combat damage"]
    ('-2/4', 0)
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from html import escape
from typing import Any

import mtgrules as mr
from mtgrules.checks import EXCERPT, MAX_NUMBER, excerpt
from mtgrules.editions import EARLIEST
from mtgrules.i18n import Catalog, N_, check_lang

from .._charts import Chart, Mark, Series, line_chart
from .._common import LOCALE, MOST_DIGITS, Table, plain_table
from .._fonts import font_family

T = Catalog("widgets", LOCALE, context="negative_numbers")
"""The negative-numbers explorer's messages in the three languages (``T(message, lang,
**fields)``)."""

RULES_PRESETS = ("current", "2016-06-01", "2017-08-25", "2018-07-13", "2025-06-06")
"""Dates offered in the rules box: one inside each version of 107.1b that changes numbers."""

_CHANGE = re.compile(r"([+-]?\d+)/([+-]?\d+)")
_SEPARATORS = re.compile(r"[\s,;、]+")
"""Between changes: spaces, commas and semicolons, and (after NFKC) the Chinese ones: ，；、."""
_SPACED_SLASH = re.compile(r"\d\s+/|/\s+[+-]?\d")

CHANGES_PLACEHOLDER = N_("such as -5/-0, +3/+0 (commas or spaces between; blank: no change)")
"""What the changes box accepts, shown in it when it is empty (in English; the box shows it
in the explorer's language)."""

_KIND_NAMES = {
    # each effect kind of mr.EFFECT_KINDS as a learner reads it (English: the library's name)
    "damage": N_("damage"),
    "life gain": N_("life gain"),
    "life loss": N_("life loss"),
    "add mana": N_("add mana"),
    "counters": N_("counters"),
    "tokens": N_("tokens"),
    "cards": N_("cards"),
    "set life total": N_("set life total"),
    "double life total": N_("double life total"),
    "triple life total": N_("triple life total"),
    "set power/toughness": N_("set power/toughness"),
    "double power/toughness": N_("double power/toughness"),
    "triple power/toughness": N_("triple power/toughness"),
    "modify power/toughness": N_("modify power/toughness"),
}


def kind_name(kind: str, lang: str | None = None) -> str:
    """An effect kind of :data:`mtgrules.EFFECT_KINDS` named in ``lang`` (None: the language
    in use); in English it is the library's own name. A kind this module doesn't know is
    returned as it is.

        >>> kind_name("add mana", "en")
        'add mana'
    """
    return T(_KIND_NAMES.get(kind, kind), lang)


class NumberError(mr.NumberError):
    """A :class:`mtgrules.NumberError` raised by this module: its message is one of this
    module's templates, so :meth:`translated` looks it up in :data:`T` (a quoted text says
    its length in that language too)."""

    def translated(self, lang: str | None = None) -> str:
        if not self.template:
            return str(self)
        fields = {name: value.translated(lang) if isinstance(value, _Quoted) else value
                  for name, value in self.fields.items()}
        return T(self.template, lang, **fields)


class _Quoted(str):
    """``excerpt(value, limit)`` of what the learner typed (the English), which can also say
    the length of a cut text in another language."""

    value: object
    limit: int

    def __new__(cls, value: object, limit: int = EXCERPT) -> "_Quoted":
        quoted = super().__new__(cls, excerpt(value, limit))
        quoted.value, quoted.limit = value, limit
        return quoted

    def translated(self, lang: str | None = None) -> str:
        if not isinstance(self.value, str) or len(self.value) <= self.limit:
            return str(self)
        cut = f"{self.value[:self.limit - 2]!r}"[:-1] + "…'"
        return T("{quoted} ({count:,} characters)", lang, quoted=cut, count=len(self.value))


def parse_changes(typed: str) -> list[tuple[int, int]]:
    """The power/toughness changes typed as ``-5/-0, +3/+0`` (commas, semicolons or spaces
    between them, full-width or Chinese ones too: ``－６／－０，＋３／＋０``); ``""`` means no change. Raises :class:`mtgrules.NumberError` naming the
    piece that is not of the form ``+N/+N``, or whose number is past
    :data:`~mtgrules.checks.MAX_NUMBER` (too large to use or draw). A slash with spaces
    around it (``-4 / 1``) gets its own message: a change is written with none.

        >>> parse_changes("-2/-2 +1/+1")
        [(-2, -2), (1, 1)]
    """
    if not isinstance(typed, str):
        raise NumberError("the changes {typed} are not text: type them such as -5/-0, +3/+0",
                          typed=_Quoted(typed))
    typed = unicodedata.normalize("NFKC", typed)  # full-width －６／－０，＋３／＋０ as typed in Chinese
    if _SPACED_SLASH.search(typed):
        raise NumberError("the changes {typed} have a space next to a slash: write each "
                          "change with none, such as -5/-0 or +3/+0",
                          typed=_Quoted(typed.strip()))
    changes = []
    for piece in _SEPARATORS.split(typed.strip()):
        if not piece:
            continue
        match = _CHANGE.fullmatch(piece)
        if match is None:
            raise NumberError(
                "change {piece} is not of the form +N/+N: write whole numbers such as -5/-0 "
                "or +3/+0, separated by commas or spaces (107.1: only integers)",
                piece=_Quoted(piece))
        pair = _bounded(match)
        if pair is None:
            raise NumberError("change {piece} is too large to use or draw: each number is at "
                              "most {most:,}", piece=_Quoted(piece, 30), most=MAX_NUMBER)
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
    # label (also results_rows' key), how to compute it from a Creature under some rules
    (N_("+X/+X, X = its power"), lambda c, r: c.gets_x(c.power, rules=r)),
    (N_("power doubled"), lambda c, r: c.doubled(rules=r)),
    (N_("power tripled"), lambda c, r: c.tripled(rules=r)),
    (N_("power and toughness doubled"), lambda c, r: c.doubled(toughness=True, rules=r)),
    (N_("power and toughness tripled"), lambda c, r: c.tripled(toughness=True, rules=r)),
)


def _change_dates() -> list[date]:
    """The first day of each version of 107.1b the library models, oldest first."""
    days = [EARLIEST]
    days += [c.effective for c in mr.rules_changes() if "107.1b" in c.rules]
    return sorted(set(days))


def results_rows(power: int, toughness: int) -> list[dict[str, Any]]:
    """For a creature with ``power``/``toughness``, what it becomes after "+X/+X where X is
    its power", after its power is doubled and after it is tripled (107.1b, 701.10c,
    701.11c), under the rules of the first day of each version of rule 107.1b: one row per
    version, oldest first, plus a last row for the current rules ("rules date" then one
    key per result)."""
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
    return rows


def results_by_rules_date(power: int, toughness: int) -> Any:
    """:func:`results_rows` as a pandas DataFrame (for notebooks and code; pandas is
    imported only here)."""
    import pandas as pd

    return pd.DataFrame(results_rows(power, toughness))


_PUMP = "+X/+X, X = its power"


def _column_name(column: str, lang: str | None) -> str:
    """A column of :func:`results_rows` as a chart legend names it in ``lang``: the effect,
    then whether the number is its power or its toughness."""
    label, _, number = column.rpartition(": ")
    if number == "power":
        return T("{effect}: power", lang, effect=T(label, lang))
    if number == "toughness":
        return T("{effect}: toughness", lang, effect=T(label, lang))
    return T(column, lang)


def _finding(rows: list[dict[str, Any]], power: int, toughness: int,
             lang: str | None = None) -> str:
    """The chart's title: what +X/+X gave under the first version and gives today."""
    first, last = rows[0], rows[-1]
    before = f"{first[f'{_PUMP}: power']}/{first[f'{_PUMP}: toughness']}"
    now = f"{last[f'{_PUMP}: power']}/{last[f'{_PUMP}: toughness']}"
    creature = f"{power}/{toughness}"
    if before == now:
        return T("A {creature} creature's +X/+X (X = its power) gives {now} in every version",
                 lang, creature=creature, now=now)
    return T("A {creature} creature's +X/+X (X = its power) gave {before} under the 2013 "
             "wording, {now} today", lang, creature=creature, before=before, now=now)


X_LABEL = N_("rules date (each value holds until the next change)")
Y_LABEL = N_("power or toughness afterwards")


def results_by_rules_date_figure(table: Any, power: int, toughness: int,
                                 lang: str | None = None) -> Any:
    """A matplotlib figure of :func:`results_by_rules_date` for a ``power``/``toughness``
    creature, as a step chart (each value holds from its date to the next) with the 107.1b
    change dates marked (a notebook's static figure; the explorer draws
    :func:`results_chart`). Its title, axes and legend are in ``lang`` (None: the language
    in use)."""
    import matplotlib.pyplot as plt

    lang = check_lang(lang)
    family = font_family(lang)
    font: dict[str, Any] = {"fontfamily": family} if family else {}
    fig, ax = plt.subplots(figsize=(8.5, 3.8))
    days = list(table["rules date"])
    for (style, width), column in zip(_STEPS, [c for c in table.columns if c != "rules date"]):
        ax.step(days, table[column], where="post", linestyle=style, linewidth=width,
                label=_column_name(column, lang), alpha=0.85)
    for change in _changes_1071b():
        ax.axvline(change.effective, color="0.6", linewidth=0.8)
        ax.annotate(change.effective.isoformat(), (change.effective, 1.0),
                    xycoords=("data", "axes fraction"), rotation=90, fontsize=7,
                    va="top", ha="right", color="0.35",
                    bbox={"facecolor": "white", "edgecolor": "none", "pad": 1})
    ax.axhline(0, color="black", linewidth=0.6)
    ax.set_title(_finding(table.to_dict("records"), power, toughness, lang), fontsize=10,
                 **font)
    ax.set_xlabel(T(X_LABEL, lang), **font)
    ax.set_ylabel(T(Y_LABEL, lang), **font)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5),
              prop={"family": family, "size": 7} if family else None)
    return fig


_STEPS = (("-", 4.5), ("--", 3.5), ("-.", 2.5), (":", 2.0))
"""Line style and width of each result: wide first, so lines that overlap stay visible."""

_SVG_STEPS = (("", 4.5, "#1f77b4"), ("9 4", 3.5, "#ff7f0e"), ("9 3 2 3", 2.5, "#2ca02c"),
              ("2 3", 2.0, "#d62728"))
"""The same looks for the explorer's SVG chart: dashes, width, color."""


def _changes_1071b() -> list[mr.RulesChange]:
    return [c for c in mr.rules_changes() if "107.1b" in c.rules]


def results_chart(rows: list[dict[str, Any]], power: int, toughness: int,
                  lang: str | None = None) -> Chart:
    """The step chart of :func:`results_rows` as SVG (what the explorer draws): each value
    holds from its rules date to the next, the 107.1b change dates marked; its words are in
    ``lang`` (None: the language in use)."""
    lang = check_lang(lang)
    columns = [c for c in rows[0] if c != "rules date"]
    series = [Series(_column_name(column, lang),
                     [(row["rules date"].toordinal(), row[column]) for row in rows],
                     color, width, dash) for (dash, width, color), column in zip(_SVG_STEPS, columns)]
    first, last = rows[0]["rules date"], rows[-1]["rules date"]
    years = [date(year, 1, 1) for year in range(first.year + 1, last.year + 1)
             if year % 2 == 0]
    marks = [Mark(c.effective.toordinal(), c.effective.isoformat()) for c in _changes_1071b()]
    return line_chart(series, title=_finding(rows, power, toughness, lang),
                      x_label=T(X_LABEL, lang), y_label=T(Y_LABEL, lang), x_ticks=[(d.toordinal(), str(d.year)) for d in years],
                      x_span=(first.toordinal(), last.toordinal() + 60), step=True,
                      marks=marks, zero_line=True)


# --- the view: the explorer's controls as plain values in, what it shows out ----------------

DIFFERS_STYLE = "background-color:#fff3c4"
"""The light yellow of a row whose two rules versions disagree (as in the split explorer)."""


def _shaded(rows: list[list[Any]], two_versions: bool) -> dict[int, str]:
    """Row styles shading each row whose last two cells (chosen rules, current rules)
    differ; none when only one version is shown."""
    if not two_versions:
        return {}
    return {k: DIFFERS_STYLE for k, row in enumerate(rows) if str(row[-2]) != str(row[-1])}


@dataclass(frozen=True)
class NumbersView:
    """What the explorer shows for one setting of its controls: plain values, and the two
    tables built from their rows."""

    base: Any              # mr.Creature before the changes
    changes: tuple[tuple[int, int], ...]   # ((power change, toughness change), ...)
    creature: Any          # mr.Creature after the changes
    effect: str
    rules: date
    answers: dict[str, Any]
    abilities_rows: list[list[Any]]   # results after each P/T effect, chosen vs current rules
    kind_rows: list[list[Any]]        # every effect kind, raw and applied numbers
    figure_rows: list[dict[str, Any]]  # results_rows of the creature (the chart's data)
    current: bool          # whether the rules date is under the current rules (one column)
    lang: str = "en"

    def _versions(self) -> tuple[list[str], str, str]:
        now = mr.rules_date("current")
        chosen = T("rules of {day}", self.lang, day=self.rules.isoformat())
        now_column = T("current rules ({day})", self.lang, day=now.isoformat())
        shading = (T("Your rules date is under the current rules ({day}), so there is "
                     "one column.", self.lang, day=now.isoformat()) if self.current
                   else T("Rows shaded yellow differ between the two rules versions.",
                          self.lang))
        return ([] if self.current else [chosen]) + [now_column], shading, chosen

    @property
    def abilities(self) -> Table:
        """The creature after each effect that uses its own power, chosen vs current rules."""
        versions, shading, _ = self._versions()
        return plain_table(
            [T("effect", self.lang), *versions], self.abilities_rows,
            T("The creature after an effect that uses its own power. {shading}", self.lang,
              shading=shading), labels=1,
            row_styles=_shaded(self.abilities_rows, not self.current), lang=self.lang)

    @property
    def table(self) -> Table:
        """Every effect kind with the creature's power as its number, raw and applied; the
        chosen kind in bold."""
        _, shading, chosen = self._versions()
        styles = _shaded(self.kind_rows, not self.current)
        chosen_row = list(mr.EFFECT_KINDS).index(self.effect)
        styles[chosen_row] = ";".join(
            filter(None, [styles.get(chosen_row), "font-weight:bold"]))
        return plain_table(
            [T("effect kind", self.lang), T("raw number (its power)", self.lang),
             *([] if self.current else [T("used, {rules}", self.lang, rules=chosen)]),
             T("used, current rules", self.lang)], self.kind_rows,
            T("Every effect kind, with its power as the number; your effect kind is in "
              "bold. {shading}", self.lang, shading=shading), labels=1, row_styles=styles,
            lang=self.lang)

    @property
    def chart(self) -> Chart:
        """The step chart of :attr:`figure_rows` (:func:`results_chart`)."""
        return results_chart(self.figure_rows, self.creature.power, self.creature.toughness,
                             self.lang)


def view(*, power: int = 4, toughness: int = 4, changes: str = "-6/-0",
         effect: str = "modify power/toughness", rules: str = "current",
         lang: str | None = None) -> NumbersView:
    """What the negative-numbers explorer shows for these controls: a ``power``/``toughness``
    creature that gets ``changes`` (typed as ``-5/-0, +3/+0``), an effect kind of
    :data:`mtgrules.EFFECT_KINDS` and a rules date ("current" or an ISO date). Bad input
    raises the library's error (its message in ``lang``); nothing here needs Jupyter."""
    lang = check_lang(lang)
    typed = tuple(parse_changes(changes))
    day = mr.rules_date(rules)
    base = mr.Creature(power, toughness)
    creature = base
    for dp, dt in typed:
        after_power, after_toughness = creature.power + dp, creature.toughness + dt
        if max(abs(after_power), abs(after_toughness)) > MAX_NUMBER:
            raise NumberError(
                "the change {change} makes it {power}/{toughness}, too large to draw: "
                "power and toughness are at most {most:,} either way",
                change=_change_text(dp, dt), power=excerpt(after_power, 24),
                toughness=excerpt(after_toughness, 24), most=MAX_NUMBER)
        creature = creature.gets(dp, dt)
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
    # a date on or after the current rules' is the current rules: one column, not two alike
    current = day >= now
    abilities_rows = [[T(label, lang), *([] if current else [str(how(creature, day))]),
                       str(how(creature, "current"))] for label, how in _ABILITIES]
    kind_rows = [[kind_name(kind, lang), raw,
                  *([] if current else [mr.effect_result(raw, kind, rules=day)]),
                  mr.effect_result(raw, kind)] for kind in mr.EFFECT_KINDS]
    return NumbersView(base=base, changes=typed, creature=creature, effect=effect, rules=day,
                       answers=answers, abilities_rows=abilities_rows, kind_rows=kind_rows,
                       figure_rows=results_rows(creature.power, creature.toughness),
                       current=current, lang=lang)


def summary_html(view: NumbersView) -> str:
    """The two sentences above the tables, as HTML in the view's language: what the creature
    is after its changes, and what an effect of the chosen kind uses."""
    lang = view.lang
    a = view.answers
    now = mr.rules_date("current")
    built = ""
    for p, t in view.changes:
        change = _change_text(p, t)
        built = T("{changes} then {change}", lang, changes=built,
                  change=change) if built else change
    numbers = dict(base=view.base, creature=view.creature, damage=a["combat damage"],
                   total=a["total power and toughness"])
    creature = (T("A <b>{base}</b> creature that gets {changes} is a <b>{creature}"
                  "</b> creature. It assigns <b>{damage}</b> combat damage; its "
                  "total power and toughness is <b>{total}</b>.", lang,
                  changes=escape(built), **numbers) if built else
                T("A <b>{base}</b> creature is a <b>{creature}</b> creature. It "
                  "assigns <b>{damage}</b> combat damage; its total power and "
                  "toughness is <b>{total}</b>.", lang, **numbers))
    kind = dict(effect=escape(kind_name(view.effect, lang)), raw=a["raw number"],
                applied=a["applied number"])
    if view.rules >= now:
        effect = T("An effect of kind <b>{effect}</b> whose number is its power "
                   "({raw}) uses <b>{applied}</b> under the current rules ({now}).", lang,
                   now=now.isoformat(), **kind)
    else:
        effect = T("An effect of kind <b>{effect}</b> whose number is its power "
                   "({raw}) uses <b>{applied}</b> under the rules of {day} and "
                   "<b>{applied_now}</b> under the current rules.", lang,
                   day=view.rules.isoformat(),
                   applied_now=a["applied number, current rules"], **kind)
    return f"<p>{creature}</p><p>{effect}</p>"
