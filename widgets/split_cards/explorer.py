"""The split-card explorer's controls, layout and state (notebook 05).

:func:`split_explorer` builds a :class:`SplitExplorer`: a card dropdown and a box for any
split, aftermath or Room card (:class:`widgets._cards.CardPicker`), the characteristic, the
zone, the half (offering only what the zone allows), the value to compare and a rules date.
Its ``compute`` calls :func:`widgets.split_cards.views.view` and turns the rows into tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, ContextManager

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, excerpt, integer, text
from mtgrules.i18n import N_, check_lang

from .._cards import CardPicker, find_card, options_of
from .._common import Explorer, Table, is_whole_text, labelled, plain_table
from . import views
from .tables import (DIFFERS_SHADE, OLD_RULES, WHOLE_CARD, ZONE_LABELS, T, _characteristic,
                     _error, card_label, every_split_card_name, half_label, not_split_error,
                     not_split_message, read_value, search_examples, split_card_names)
from .views import EXAMPLE, example_value, half_options


@dataclass(frozen=True)
class Shown:
    """A table the explorer shows, with the library's column names and row labels of the
    same table (so code gets the library's names in every language)."""

    table: Table
    columns: tuple[str, ...]
    index: tuple[str, ...] | None = None


def _shown(rows: views.Rows, lang: str) -> Shown:
    """Rows of :func:`~widgets.split_cards.views.view` as a table to show: the rows where the
    versions differ shaded, the columns titled for reading."""
    table = plain_table(rows.titles, rows.rows, rows.caption, labels=rows.labels, lang=lang,
                        row_styles={k: DIFFERS_SHADE for k in rows.shaded})
    return Shown(table, rows.columns, rows.index)


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
                       read_value(stripped, characteristic, self.tr("value to compare"),
                                  self.lang))
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
        shown = views.view(self.card.value, self.characteristic.value, zone=self.zone.value,
                           half=self.half.value or None, value=self.value.value,
                           rules=self.rules.value, lang=self.lang, picked=self._picked)
        tables = {name: _shown(getattr(shown, name), self.lang)
                  for name in ("table", "characteristics", "scenarios")}
        return SplitResult(card=shown.card, versions=shown.versions, answers=shown.answers,
                           matched=shown.matched, table=tables["table"].table,
                           characteristics=tables["characteristics"].table,
                           scenarios=tables["scenarios"].table, note=shown.note,
                           header=shown.header, for_code=tables)

    def render(self, result: SplitResult) -> list[Any]:
        from IPython.display import HTML

        return [HTML(f"<p>{result.header}</p><p><i>{escape(result.note)}</i></p>"),
                result.table, result.characteristics, result.scenarios]


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


