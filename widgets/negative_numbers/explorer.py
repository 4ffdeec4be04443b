"""The negative-numbers explorer of notebook 02: its controls, their layout and their state.

Build a creature's power and toughness from a base and a list of changes such as
``-5/-0, +3/+0``, pick an effect kind and a rules date; each change asks
:func:`.views.view` what rule 107.1b does with a negative number and draws its answer.
"""

from __future__ import annotations

import re
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, integer, text
from mtgrules.i18n import N_, check_lang

from .._common import Explorer, labelled
from . import views
from .views import CHANGES_PLACEHOLDER, RULES_PRESETS, NumbersView, T, kind_name

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
        self.creature: Any = None
        self.answers: dict[str, Any] = {}
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
        return views.view(power=self.power.value, toughness=self.toughness.value,
                          changes=self.changes.value, effect=self.effect.value,
                          rules=self.rules.value, lang=self.lang)

    def render(self, view: NumbersView) -> list[Any]:
        self.creature = view.creature
        self.answers = view.answers
        return [_Html(views.summary_html(view)), view.abilities, view.table, view.chart]

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



class _Html:
    """A small HTML block for the output area (a stable text/plain repr for nbval)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return re.sub(r"<[^>]+>", "", self.html.replace("</p><p>", " "))



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
