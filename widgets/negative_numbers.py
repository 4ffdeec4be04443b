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
into plain integers and draws what the library returns. Its words are English templates
looked up in the ``negative_numbers`` catalog (:data:`T`): ``numbers_explorer(lang="zh-Hans")``
shows them in Simplified Chinese, and the exercises speak the language in use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import EXCERPT, MAX_NUMBER, choice, excerpt, integer, text
from mtgrules.editions import EARLIEST
from mtgrules.i18n import Catalog, N_, check_lang

from ._charts import Chart, Mark, Series, line_chart
from ._common import LOCALE, MOST_DIGITS, Explorer, Feedback, Table, labelled, plain_table
from .exercises import Exercise, Exercises, is_whole

T = Catalog("widgets", LOCALE, context="negative_numbers")
"""This module's messages in the three languages (``T(message, lang, **fields)``)."""

__all__ = [
    "Feedback",
    "NumbersExplorer",
    "numbers_explorer",
    "parse_changes",
    "results_by_rules_date",
    "results_by_rules_date_figure",
    "results_chart",
    "results_rows",
    "exercises",
    "kind_name",
]

RULES_PRESETS = ("current", "2016-06-01", "2017-08-25", "2018-07-13", "2025-06-06")
"""Dates offered in the rules box: one inside each version of 107.1b that changes numbers."""

_CHANGE = re.compile(r"([+-]?\d+)/([+-]?\d+)")
_SEPARATORS = re.compile(r"[\s,;]+")
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
    between them); ``""`` means no change. Raises :class:`mtgrules.NumberError` naming the
    piece that is not of the form ``+N/+N``, or whose number is past
    :data:`~mtgrules.checks.MAX_NUMBER` (too large to use or draw). A slash with spaces
    around it (``-4 / 1``) gets its own message: a change is written with none.

        >>> parse_changes("-2/-2 +1/+1")
        [(-2, -2), (1, 1)]
    """
    if not isinstance(typed, str):
        raise NumberError("the changes {typed} are not text: type them such as -5/-0, +3/+0",
                          typed=_Quoted(typed))
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


def results_by_rules_date(power: int, toughness: int):
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

_FONTS = {
    # fonts with Chinese characters a figure may use, in order of preference
    "zh-Hans": ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
                "Microsoft YaHei", "PingFang SC", "SimHei"),
    "zh-Hant": ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei",
                "PingFang TC", "Noto Sans CJK SC"),
}


def _font_family(lang: str) -> list[str] | None:
    """The font families for a matplotlib figure in ``lang``: a font that has the script's
    characters, if one is installed, before matplotlib's own; None: matplotlib's default."""
    if lang not in _FONTS:
        return None
    from matplotlib import font_manager

    installed = {font.name for font in font_manager.fontManager.ttflist}
    found = [name for name in _FONTS[lang] if name in installed]
    if not found and not _FONTS_ADDED:
        # matplotlib's font list can predate the fonts installed; add the Chinese ones once
        _FONTS_ADDED.append(True)
        for path in font_manager.findSystemFonts():
            if any(mark in Path(path).name for mark in _CJK_FILES):
                try:
                    font_manager.fontManager.addfont(path)
                except Exception:  # an unreadable font file is skipped, never an error
                    continue
        return _font_family(lang)
    return [*found, "DejaVu Sans"] if found else None


_CJK_FILES = ("CJK", "SourceHanSans", "wqy-zenhei", "msyh", "msjh", "PingFang", "simhei")
"""Parts of the file names of fonts with Chinese characters."""

_FONTS_ADDED: list[bool] = []
"""Whether the fonts of :data:`_CJK_FILES` were added to matplotlib's list (once a session)."""


def results_by_rules_date_figure(table, power: int, toughness: int, lang: str | None = None):
    """A matplotlib figure of :func:`results_by_rules_date` for a ``power``/``toughness``
    creature, as a step chart (each value holds from its date to the next) with the 107.1b
    change dates marked (a notebook's static figure; the explorer draws
    :func:`results_chart`). Its title, axes and legend are in ``lang`` (None: the language
    in use)."""
    import matplotlib.pyplot as plt

    lang = check_lang(lang)
    family = _font_family(lang)
    font = {"fontfamily": family} if family else {}
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
    abilities: Table       # results after each P/T effect, chosen vs current rules
    table: Table           # every effect kind, raw and applied numbers
    figure_rows: list      # results_rows of the creature (the chart's data)


SLIDER_SPAN = (0, 12)
"""The base power and toughness sliders' usual range (widened to fit a starting value)."""


class NumbersExplorer(Explorer):
    """Explorer of rule 107.1b: see :func:`numbers_explorer`."""

    title = N_("Negative numbers explorer (107.1b, 701.10c, 701.11c)")
    catalog = T

    def __init__(self, *, power: int, toughness: int, changes: str, effect: str,
                 rules: str, lang: str | None = None) -> None:
        self.lang = check_lang(lang)      # the labels below are in the explorer's language
        self.title = self.tr(type(self).title)
        # a base outside 0-12 widens its slider: -2/4 stays -2/4
        self.power = labelled(self.tr("base power"), w.IntSlider(
            value=power, min=min(SLIDER_SPAN[0], power), max=max(SLIDER_SPAN[1], power)))
        self.toughness = labelled(self.tr("base toughness"), w.IntSlider(
            value=toughness, min=min(SLIDER_SPAN[0], toughness),
            max=max(SLIDER_SPAN[1], toughness)))
        self.changes = labelled(self.tr("changes it gets"), w.Text(
            value=changes, placeholder=self.tr(CHANGES_PLACEHOLDER), continuous_update=False,
            layout=w.Layout(width="min(640px, 100%)")))
        # the option shows the kind's name in the language; its value is the library's kind
        self.effect = labelled(self.tr("effect kind"), w.Dropdown(
            options=[(kind_name(kind, self.lang), kind) for kind in mr.EFFECT_KINDS],
            value=effect))
        self.rules = labelled(self.tr("rules date"), w.Combobox(
            value=rules, options=list(RULES_PRESETS), ensure_option=False,
            placeholder=self.tr("current or YYYY-MM-DD"), continuous_update=False))
        self.creature = None
        self.answers: dict = {}
        super().__init__([self.power, self.toughness, self.changes, self.effect, self.rules])
        self.watch(self.power, self.toughness, self.changes, self.effect, self.rules)
        self.refresh()

    def __repr__(self) -> str:
        # short and stable: the default widget repr would print every child and the chart;
        # in the explorer's language, as a stored notebook shows it where widgets don't draw
        shown = f" = {self.creature}" if self.creature is not None else ""
        return self.tr("<numbers explorer: {power}/{toughness} gets {changes}{shown}; {effect}; "
                       "rules {rules}>", power=self.power.value, toughness=self.toughness.value,
                       changes=self.changes.value or self.tr("nothing"), shown=shown,
                       effect=kind_name(self.effect.value, self.lang), rules=self.rules.value)

    def compute(self) -> NumbersView:
        changes = tuple(parse_changes(self.changes.value))
        day = mr.rules_date(self.rules.value)
        base = mr.Creature(self.power.value, self.toughness.value)
        creature = base
        for dp, dt in changes:
            power, toughness = creature.power + dp, creature.toughness + dt
            if max(abs(power), abs(toughness)) > MAX_NUMBER:
                raise NumberError(
                    "the change {change} makes it {power}/{toughness}, too large to draw: "
                    "power and toughness are at most {most:,} either way",
                    change=_change_text(dp, dt), power=excerpt(power, 24),
                    toughness=excerpt(toughness, 24), most=MAX_NUMBER)
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
        # a date on or after the current rules' is the current rules: one column, not two alike
        current = day >= now
        chosen = self.tr("rules of {day}", day=day.isoformat())
        now_column = self.tr("current rules ({day})", day=now.isoformat())
        abilities_rows = []
        for label, how in _ABILITIES:
            row = [self.tr(label), *([] if current else [str(how(creature, day))]),
                   str(how(creature, "current"))]
            abilities_rows.append(row)
        kind_rows = []
        for kind in mr.EFFECT_KINDS:
            kind_rows.append([kind_name(kind, self.lang), raw,
                              *([] if current else [mr.effect_result(raw, kind, rules=day)]),
                              mr.effect_result(raw, kind)])
        versions = ([] if current else [chosen]) + [now_column]
        shading = (self.tr("Your rules date is under the current rules ({day}), so there is "
                           "one column.", day=now.isoformat()) if current
                   else self.tr("Rows shaded yellow differ between the two rules versions."))
        abilities = plain_table(
            [self.tr("effect"), *versions], abilities_rows,
            self.tr("The creature after an effect that uses its own power. {shading}",
                    shading=shading), labels=1,
            row_styles=_shaded(abilities_rows, not current))
        kinds_styles = _shaded(kind_rows, not current)
        chosen_row = list(mr.EFFECT_KINDS).index(effect)
        kinds_styles[chosen_row] = ";".join(
            filter(None, [kinds_styles.get(chosen_row), "font-weight:bold"]))
        table = plain_table(
            [self.tr("effect kind"), self.tr("raw number (its power)"),
             *([] if current else [self.tr("used, {rules}", rules=chosen)]),
             self.tr("used, current rules")], kind_rows,
            self.tr("Every effect kind, with its power as the number; your effect kind is in "
                    "bold. {shading}", shading=shading), labels=1, row_styles=kinds_styles)
        return NumbersView(base=base, changes=changes, creature=creature, effect=effect,
                           rules=day, answers=answers, abilities=abilities, table=table,
                           figure_rows=results_rows(creature.power, creature.toughness))

    def render(self, view: NumbersView) -> list[Any]:
        self.creature = view.creature
        self.answers = view.answers
        a = view.answers
        now = mr.rules_date("current")
        built = ""
        for p, t in view.changes:
            change = _change_text(p, t)
            built = self.tr("{changes} then {change}", changes=built,
                            change=change) if built else change
        numbers = dict(base=view.base, creature=view.creature, damage=a["combat damage"],
                       total=a["total power and toughness"])
        creature = (self.tr("A <b>{base}</b> creature that gets {changes} is a <b>{creature}"
                            "</b> creature. It assigns <b>{damage}</b> combat damage; its "
                            "total power and toughness is <b>{total}</b>.",
                            changes=escape(built), **numbers) if built else
                    self.tr("A <b>{base}</b> creature is a <b>{creature}</b> creature. It "
                            "assigns <b>{damage}</b> combat damage; its total power and "
                            "toughness is <b>{total}</b>.", **numbers))
        kind = dict(effect=escape(kind_name(view.effect, self.lang)), raw=a["raw number"],
                    applied=a["applied number"])
        if view.rules >= now:
            effect = self.tr("An effect of kind <b>{effect}</b> whose number is its power "
                             "({raw}) uses <b>{applied}</b> under the current rules ({now}).",
                             now=now.isoformat(), **kind)
        else:
            effect = self.tr("An effect of kind <b>{effect}</b> whose number is its power "
                             "({raw}) uses <b>{applied}</b> under the rules of {day} and "
                             "<b>{applied_now}</b> under the current rules.",
                             day=view.rules.isoformat(),
                             applied_now=a["applied number, current rules"], **kind)
        summary = f"<p>{creature}</p><p>{effect}</p>"
        chart = results_chart(view.figure_rows, view.creature.power, view.creature.toughness,
                              self.lang)
        return [_Html(summary), view.abilities, view.table, chart]

    # --- the last good results, as pandas DataFrames for code (made when asked for) -------

    @property
    def abilities(self) -> Any:
        """Results after each power/toughness effect, chosen vs current rules."""
        return self.result.abilities.frame() if self.result else None

    @property
    def table(self) -> Any:
        """Every effect kind with the creature's power as its number, raw and applied."""
        return self.result.table.frame() if self.result else None

    @property
    def figure_data(self) -> Any:
        """The chart's data: :func:`results_by_rules_date` of the creature."""
        if self.result is None:
            return None
        import pandas as pd

        return pd.DataFrame(self.result.figure_rows)


def _shaded(rows: list[list[Any]], two_versions: bool) -> dict[int, str]:
    """Row styles shading each row whose last two cells (chosen rules, current rules)
    differ; none when only one version is shown."""
    if not two_versions:
        return {}
    return {k: DIFFERS_STYLE for k, row in enumerate(rows) if str(row[-2]) != str(row[-1])}


class _Html:
    """A small HTML block for the output area (a stable text/plain repr for nbval)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return re.sub(r"<[^>]+>", "", self.html.replace("</p><p>", " "))


DIFFERS_STYLE = "background-color:#fff3c4"
"""The light yellow of a row whose two rules versions disagree (as in the split explorer)."""


def numbers_explorer(*, power: int = 4, toughness: int = 4, changes: str = "-6/-0",
                     effect: str = "modify power/toughness",
                     rules: str = "current", lang: str | None = None) -> NumbersExplorer:
    """An explorer of negative numbers (107.1b) built from its initial state.

    ``power``/``toughness`` are the base (sliders 0-12), ``changes`` the ``+N/+N`` changes it
    gets (text), ``effect`` one of :data:`mtgrules.EFFECT_KINDS` and ``rules`` "current" or an
    ISO date. The default is Chameleon Colossus (4/4) after -6/-0. Controls: ``.power``,
    ``.toughness``, ``.changes``, ``.effect``, ``.rules``; last good results: ``.creature``,
    ``.answers``, ``.abilities``, ``.table``, ``.figure_data``.

    ``power`` and ``toughness`` are whole numbers, negative ones too: a value outside 0-12
    widens its slider, never cut to fit. Other bad arguments raise a
    :class:`mtgrules.RulesInputError` naming them (ChoiceError for an unknown ``effect``).

    ``lang`` ("en", "zh-Hans" or "zh-Hant"; None: the language in use, see
    :func:`mtgrules.i18n.use_language`) is the language of its labels, tables, chart and
    messages; the effect kinds keep their library names as the dropdown's values.
    """
    lang = check_lang(lang)
    power = integer(power, "power", rule="107.1a")
    toughness = integer(toughness, "toughness", rule="107.1a")
    text(changes, "changes", error=mr.NumberError, example="-5/-0, +3/+0")
    choice(effect, "effect", mr.EFFECT_KINDS)
    text(rules, "rules", error=mr.RulesDateError, example="current")
    return NumbersExplorer(power=power, toughness=toughness, changes=changes, effect=effect,
                           rules=rules, lang=lang)


# --- exercises -------------------------------------------------------------------------------
#
# Each judge reads an answer as a learner types it (the answer box passes it through
# read_answer) or as a Python value, computes the right answer from the library, and returns
# why a right answer is right or a hint for the step that slipped. A format slip (a space
# around the slash, a typographic minus, a tuple where the game writes P/T) is said so.
# Every sentence is a template of T in the language in use (T(..., None, ...)).

_MINUSES = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2014": "-", "\uff0d": "-"})
_INT = re.compile(r"[+-]?\d+")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_PT_SPACED = re.compile(r"([+-]?\d+)\s*/\s*([+-]?\d+)")
_POWER_IS = re.compile(
    # "-1", "power -1", "its power is -1", "-1 (it is a -1/3 creature)", and in Chinese
    # "力量 -1", "力量是-1", "-1（它是 -1/3 的生物）"
    r"(?:its\s+)?(?:power\s*(?:is|=|:|of)?\s*)?(?:(?:它的)?力量\s*(?:是|为|為|=|:|：)?\s*)?"
    r"([+-]?\d+)\s*(\(.*\)|（.*）)?[.。]?", flags=re.IGNORECASE)


def _too_long(text: str) -> bool:
    """Whether ``text`` holds a run of digits too long to be a game number (never converted)."""
    return any(len(run.lstrip("0")) > MOST_DIGITS for run in re.findall(r"\d+", text))


def _typed(answer: str) -> tuple[str, str]:
    """The typed text with typographic minus signs made plain, and a note if there were any."""
    plain = answer.translate(_MINUSES).strip()
    note = (T("The game writes a minus sign as a plain hyphen (-).", None)
            if plain != answer.strip() else "")
    return plain, note


def _joined(*notes: str) -> str:
    """Sentences one after the other, as the language in use writes them."""
    text = ""
    for note in filter(None, notes):
        text = T("{hint} {note}", None, hint=text, note=note) if text else note
    return text


def _read_pt_parts(answer: Any) -> tuple[tuple[int, int] | None, list[str], bool]:
    """(power, toughness) from "-4/1", a Creature or a pair, the notes on format slips, and
    whether the slash had spaces around it."""
    if isinstance(answer, mr.Creature):
        return (answer.power, answer.toughness), [], False
    if isinstance(answer, (tuple, list)):
        if len(answer) == 2 and all(map(is_whole, answer)):
            return (answer[0], answer[1]), [T("The game writes power and toughness with a "
                                              "slash between them, not as a pair of "
                                              "numbers.", None)], False
        return None, [], False
    if not isinstance(answer, str) or _too_long(answer):
        return None, [], False
    plain, note = _typed(answer)
    match = _PT_SPACED.fullmatch(plain)
    if match is None:
        return None, [], False
    power, toughness = int(match.group(1)), int(match.group(2))
    notes = [note] if note else []
    spaced = " " in plain
    if spaced:
        notes.append(T("The game writes power/toughness with no spaces around the slash.",
                       None))
    if match.group(2).startswith("+"):
        notes.append(T("A creature's toughness is written without a plus sign.", None))
    return (power, toughness), notes, spaced


def _read_pt(answer: Any) -> tuple[tuple[int, int] | None, str]:
    """(power, toughness) from "-4/1", a Creature or a pair, and a note on a format slip."""
    pair, notes, _ = _read_pt_parts(answer)
    return pair, _joined(*notes)


def _read_whole(answer: Any) -> tuple[int | None, str]:
    """A whole number from an int or text ("-1", "power -1", "-1 (it is a -1/3 creature)")."""
    if is_whole(answer):
        return answer, ""
    if not isinstance(answer, str) or _too_long(answer):
        return None, ""
    plain, note = _typed(answer)
    pt, _ = _read_pt(plain)
    if pt is not None:
        return pt[0], _joined(note, T("The question asks for its power alone, the number "
                                      "before the slash.", None))
    match = _POWER_IS.fullmatch(plain)
    return (int(match.group(1)), note) if match else (None, "")


def _read_two(answer: Any) -> tuple[tuple[int, int] | None, str]:
    """Two whole numbers from a pair or from text ("-6, -3", "3 life, 2 cards"); dates in the
    text are not numbers of the answer. A slash between them is a format slip."""
    if isinstance(answer, (tuple, list)):
        if len(answer) == 2 and all(map(is_whole, answer)):
            return (answer[0], answer[1]), ""
        return None, ""
    if not isinstance(answer, str) or _too_long(answer):
        return None, ""
    plain, note = _typed(_ISO_DAY.sub(" ", answer))
    numbers = [int(n) for n in _INT.findall(plain)]
    if len(numbers) != 2:
        return None, ""
    if _PT_SPACED.fullmatch(plain):
        note = _joined(note, T("Two answers are written with a comma between them; a slash "
                               "reads as power/toughness.", None))
    return (numbers[0], numbers[1]), note


def _sample_pt(avoid: str) -> str:
    """A power/toughness to show the form of an answer, never the answer itself."""
    return "3/3" if avoid != "3/3" else "2/2"


def _wrong(hint: str, note: str = "") -> Feedback:
    return Feedback(False, _joined(hint, note))


def _right(why: str, note: str = "") -> Feedback:
    return Feedback(True, _joined(why, note))


# Exercise 1: a 2/3 gets -5/-0, then +2/+0.

def _ex1() -> tuple[Any, Any, Any]:
    before = mr.Creature(2, 3).gets(-5, 0)
    return mr.Creature(2, 3), before, before.gets(2, 0)


def _answer_1() -> str:
    _, _, after = _ex1()
    return T("{power} (it is a {creature} creature)", None, power=after.power, creature=after)


def _working_1() -> str:
    start, before, after = _ex1()
    return T("Start from its base power, {start}. -5/-0 makes it {before}: power can be below "
             "0, and a later change is added to the real number (107.1b, 613.4c). +2/+0 then "
             "makes it {after}, so its power is {power}. It assigns {damage} combat damage, "
             "because a creature with 0 or less power assigns none (510.1a).", None,
             start=start.power, before=before, after=after, power=after.power,
             damage=after.combat_damage())


def _judge_1(answer: Any) -> Feedback:
    start, before, after = _ex1()
    power, note = _read_whole(answer)
    if power is None:
        return Feedback(False, T("That isn't a whole number: power is always a whole number "
                                 "(107.1), so type one number.", None))
    if power == after.power:
        return _right(T("After -5/-0 it is {before}, and its power really is {power_before} "
                        "(107.1b), so +2/+0 only brings it to {power}. It still assigns "
                        "{damage} combat damage (510.1a).", None, before=before,
                        power_before=before.power, power=after.power,
                        damage=after.combat_damage()), note)
    if power == max(before.power, 0) + 2:
        return _wrong(T("Power doesn't stop at 0: after -5/-0 it really is below 0 (107.1b), "
                        "and the later +2/+0 starts from there, not from 0.", None), note)
    if power == before.power:
        return _wrong(T("That is its power after -5/-0 alone. The +2/+0 it gets later counts "
                        "too: apply both changes, in order (613.4c).", None), note)
    if power == after.combat_damage():
        return _wrong(T("Zero is what it would assign as combat damage (510.1a), but its power "
                        "itself can stay below 0 (107.1b): the question asks for its power.",
                        None), note)
    if power == after.toughness:
        return _wrong(T("That is its toughness: the question asks for its power, the first "
                        "number of power/toughness.", None), note)
    return _wrong(T("Work it out in order from its base power of {start}: apply -5/-0, then "
                    "+2/+0, and don't stop at 0 on the way (107.1b).", None,
                    start=start.power), note)


# Exercise 2: Unleash Fury doubles the power of a -3/2, now and on 2017-08-25.

THEN_2 = "2017-08-25"


def _ex2() -> tuple[Any, int, int]:
    creature = mr.Creature(-3, 2)
    return creature, creature.doubled().power, creature.doubled(rules=THEN_2).power


def _answer_2() -> str:
    _, now, then = _ex2()
    return T("{now} now, {then} under the rules of {day}", None, now=now, then=then,
             day=THEN_2)


def _working_2() -> str:
    creature, now, then = _ex2()
    return T("Doubling gives the creature +X/+0 where X is its power (701.10b); with a "
             "negative power it gets -X/-0 instead, X being how far below 0 it is (701.10c), "
             "so today {power} becomes {now}. On {day}, rule 107.1b had no exception for "
             "doubling: the amount to add was negative, so it used 0 and the power stayed "
             "{then}. Doubling became one of 107.1b's exceptions on 2018-07-13.", None,
             power=creature.power, now=now, day=THEN_2, then=then)


def _judge_2(answer: Any) -> Feedback:
    creature, now, then = _ex2()
    pair, note = _read_two(answer)
    if pair is None:
        return Feedback(False, T("Type two whole numbers with a comma between them: its power "
                                 "under the current rules, then under the rules of {day}.",
                                 None, day=THEN_2))
    if pair == (now, then):
        return _right(T("Today doubling is one of 107.1b's exceptions (701.10c), so {power} "
                        "gets {power}/-0 and becomes {now}. On {day} doubling was no "
                        "exception, so the negative amount it would add used 0 and the power "
                        "stayed {then}.", None, power=creature.power, now=now, day=THEN_2,
                        then=then), note)
    if pair == (then, now) and now != then:
        return _wrong(T("The two numbers look swapped: the first is its power under the "
                        "current rules, the second under the rules of {day} (701.10c, "
                        "107.1b).", None, day=THEN_2), note)
    first, second = pair
    if first != now:
        if first == 0:
            return _wrong(T("Doubling never turns a power into 0: 107.1b only ever turns the "
                            "amount an effect adds into 0, and today doubling is an exception "
                            "even to that (701.10c).", None), note)
        if first > 0:
            return _wrong(T("Doubling a negative power doesn't make it positive: under "
                            "701.10c it gets -X/-0, X being how far below 0 it is.", None),
                          note)
        if first == creature.power:
            return _wrong(T("Under the current rules doubling is one of 107.1b's exceptions: "
                            "a negative power doubled moves further from 0 (701.10c). Look "
                            "again at the first number.", None), note)
        return _wrong(T("For the current rules use 701.10b-c: doubling gives +X/+0 where X is "
                        "its power, and for a negative power -X/-0, X being how far below 0 "
                        "it is.", None), note)
    if second == now:
        return _wrong(T("The first number is right. But on {day} doubling was not among "
                        "107.1b's exceptions (it became one on 2018-07-13): what did a "
                        "negative amount that decides what an effect does become then?", None,
                        day=THEN_2), note)
    if second == 0:
        return _wrong(T("On {day}, 107.1b turned the amount the doubling would add into 0, "
                        "not the creature's power: the power itself doesn't become 0.", None,
                        day=THEN_2), note)
    return _wrong(T("The first number is right. For {day}, read 107.1b as it was then: "
                    "doubling was no exception, so a negative amount to add used 0.", None,
                    day=THEN_2), note)


# Exercise 3: Chameleon Colossus under the 2013 wording, -5/-0 then two pumps.

THEN_3 = "2016-06-01"


def _ex3() -> tuple[Any, Any, Any, Any]:
    start = mr.Creature(4, 4).gets(-5, 0)
    once = start.gets_x(start.power, rules=THEN_3)
    twice = once.gets_x(once.power, rules=THEN_3)
    today_once = start.gets_x(start.power)
    return start, once, twice, today_once.gets_x(today_once.power)


def _answer_3() -> str:
    return str(_ex3()[2])


def _working_3() -> str:
    start, once, twice, today = _ex3()
    return T("On {day} rule 107.1b kept a negative result for any effect that modifies a "
             "creature's power or toughness (the 2013 wording, in force until 2017-07-13). "
             "-5/-0 makes the 4/4 {start}. The first activation has X = {x_first} and makes "
             "it {once}; the second has X = {x_second}, its power by then, and makes it "
             "{twice}. Under today's rules a negative X counts as 0 and it would stay "
             "{today}.", None, day=THEN_3, start=start, x_first=start.power, once=once,
             x_second=once.power, twice=twice, today=today)


def _judge_3(answer: Any) -> Feedback:
    start, once, twice, today = _ex3()
    pair, notes, spaced = _read_pt_parts(answer)
    sample = _sample_pt(str(twice))
    if pair is None:
        return Feedback(False, T("Type its power and toughness the way a card prints them, "
                                 "with a slash between them (like {sample}).", None,
                                 sample=sample))
    note = (T("Also, the game writes power/toughness with no spaces around the slash.", None)
            if spaced else _joined(*notes))
    if pair == (twice.power, twice.toughness):
        if spaced:
            note = T("The game writes it {creature}, with no spaces.", None, creature=twice)
        return _right(T("Under the 2013 wording of 107.1b a negative X was used as it is, "
                        "since a +X/+X effect modifies power and toughness. {start} became "
                        "{once}, then {twice}: each pump shrank it.", None, start=start,
                        once=once, twice=twice), note)
    if pair == (today.power, today.toughness):
        return _wrong(T("That is what the current rules give, where a negative X counts as 0 "
                        "(107.1b since 2017-07-14). On {day} the 2013 wording of 107.1b was "
                        "in force: look at what it says about effects that modify power or "
                        "toughness.", None, day=THEN_3), note)
    if pair == (once.power, once.toughness):
        return _wrong(T("That is after one activation. The Colossus activates its ability "
                        "twice, and the second X is its power after the first pump.", None),
                      note)
    same_x = start.gets(2 * start.power, 2 * start.power)
    if pair == (same_x.power, same_x.toughness):
        return _wrong(T("The second activation's X is its power when that ability resolves, "
                        "after the first pump, not its power at the start (107.1b: "
                        "calculations use the number as it is).", None), note)
    return _wrong(T("After -5/-0 it is {start}. Then apply each activation in turn: under the "
                    "rules of {day}, each adds its power at that moment, negative or not, to "
                    "both power and toughness (the 2013 wording of 107.1b).", None,
                    start=start, day=THEN_3), note)


# Exercise 4: Pox with 7 life and 4 cards in hand.

LIFE_4, CARDS_4 = 7, 4


def _ex4() -> tuple[int, int, int, int]:
    return (mr.fraction_of(LIFE_4, 1, 3, rounding="up"),
            mr.fraction_of(CARDS_4, 1, 3, rounding="up"),
            mr.fraction_of(LIFE_4, 1, 3, rounding="down"),
            mr.fraction_of(CARDS_4, 1, 3, rounding="down"))


def _third(n: int) -> str:
    whole, rest = divmod(n, 3)
    return T("{whole} and {rest}/3", None, whole=whole, rest=rest) if rest else str(whole)


def _answer_4() -> str:
    life, cards, _, _ = _ex4()
    return T("lose {life} life, discard {cards} cards", None, life=life, cards=cards)


def _working_4() -> str:
    life, cards, _, _ = _ex4()
    return T("Pox makes you lose a third of your life and discard a third of the cards in "
             "your hand, each rounded up, as the card says (107.1a). A third of {life_total} "
             "is {life_third}, rounded up to {life}; a third of {hand} is {hand_third}, "
             "rounded up to {cards}. So you lose {life} life and discard {cards} cards.", None,
             life_total=LIFE_4, life_third=_third(LIFE_4), life=life, hand=CARDS_4,
             hand_third=_third(CARDS_4), cards=cards)


def _judge_4(answer: Any) -> Feedback:
    life, cards, life_down, cards_down = _ex4()
    pair, note = _read_two(answer)
    if pair is None:
        return Feedback(False, T("Type two whole numbers with a comma between them: the life "
                                 "you lose, then the cards you discard.", None))
    if pair == (life, cards):
        return _right(T("Pox rounds up (107.1a). A third of {life_total} is {life_third}, "
                        "rounded up to {life}; a third of {hand} is {hand_third}, rounded up "
                        "to {cards}.", None, life_total=LIFE_4, life_third=_third(LIFE_4),
                        life=life, hand=CARDS_4, hand_third=_third(CARDS_4), cards=cards),
                      note)
    if pair == (life_down, cards_down):
        return _wrong(T("Those are rounded down; Pox tells you to round up (107.1a).", None),
                      note)
    if pair in ((life_down, cards), (life, cards_down)):
        return _wrong(T("One of the two is rounded down: Pox rounds each third up (107.1a).",
                        None), note)
    if pair == (LIFE_4 - life, CARDS_4 - cards) or pair == (LIFE_4 - life_down,
                                                            CARDS_4 - cards_down):
        return _wrong(T("Those look like what you keep; the question asks how much life you "
                        "lose and how many cards you discard: a third of each (107.1a).",
                        None), note)
    if pair == (cards, life):
        return _wrong(T("The order is the life you lose first, then the cards you discard.",
                        None), note)
    return _wrong(T("Take a third of each number, then round up as Pox says (107.1a).", None),
                  note)


exercises = Exercises((
    Exercise(
        number=1,
        question=N_("A 2/3 creature gets -5/-0, then later +2/+0. What is its power?"),
        expects=N_("one whole number, its power"),
        judge=_judge_1, answer=_answer_1, working=_working_1,
        examples_of_right=(_ex1()[2].power, str(_ex1()[2].power), f"power {_ex1()[2].power}",
                           str(_ex1()[2].power).replace("-", "\u2212"), str(_ex1()[2])),
        examples_of_wrong=(2, "2", 0, -3, 3, "7", "two", True),
        catalog=T,
    ),
    Exercise(
        number=2,
        question=N_("Unleash Fury doubles the power of a -3/2 creature. What is its power "
                  "afterwards under the current rules, and what was it under the rules of "
                  "{then}?"),
        expects=N_("two whole numbers, now and on {then}, with a comma between them"),
        judge=_judge_2, answer=_answer_2, working=_working_2,
        examples_of_right=((_ex2()[1], _ex2()[2]), f"{_ex2()[1]}, {_ex2()[2]}",
                           f"{_ex2()[1]}/{_ex2()[2]}",
                           f"{_ex2()[1]}, {_ex2()[2]}".replace("-", "\u2212")),
        examples_of_wrong=((-6, -6), (-3, -3), (-3, -6), (-6, 0), (0, 0), (6, -3), "-6",
                           "-6, -3, 0"),
        catalog=T, fields={"then": THEN_2},
    ),
    Exercise(
        number=3,
        question=N_("Under the rules of {then}, a 4/4 Chameleon Colossus gets -5/-0 and then "
                  "activates its \"+X/+X, where X is its power\" ability twice. What is it then?"),
        expects=N_("its power/toughness, the way a card prints it"),
        judge=_judge_3, answer=_answer_3, working=_working_3,
        examples_of_right=(str(_ex3()[2]), str(_ex3()[2]).replace("/", " / "),
                           (_ex3()[2].power, _ex3()[2].toughness),
                           str(_ex3()[2]).replace("-", "\u2212"), _ex3()[2]),
        examples_of_wrong=("-1/4", "-1 / 4", "-2/3", "-3/2", "4/1", "0/3", "nonsense",
                           "9" * 5000 + "/1"),
        catalog=T, fields={"then": THEN_3},
    ),
    Exercise(
        number=4,
        question=N_("Pox resolves while you have {life} life and {cards} cards in hand. How "
                  "much life do you lose, and how many cards do you discard?"),
        expects=N_("two whole numbers, life then cards, with a comma between them"),
        judge=_judge_4, answer=_answer_4, working=_working_4,
        examples_of_right=((_ex4()[0], _ex4()[1]), f"{_ex4()[0]}, {_ex4()[1]}",
                           f"{_ex4()[0]}/{_ex4()[1]}", f"{_ex4()[0]} life and {_ex4()[1]} cards"),
        examples_of_wrong=((2, 1), (3, 1), (2, 2), (4, 2), (2, 3), (5, 3), "3"),
        catalog=T, fields={"life": LIFE_4, "cards": CARDS_4},
    ),
))
"""The exercises of notebook 02, checked by the library's own answers."""
