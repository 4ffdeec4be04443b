"""The split-card explorer of notebook 05 (709, 202.3d; old 708 before 2017-04-28).

``split_explorer(...)`` lets a learner pick a split, aftermath or Room card, a
characteristic, a zone and a half, a value to compare and a rules date, and shows what
:func:`mtgrules.ask` and :func:`mtgrules.matches` answer under the current rules and under
the chosen date, side by side, with the classic card scenarios as a table.

The classic scenarios (Void, Counterbalance, cascade, ...) and their answers come from
:func:`mtgrules.scenario_table`; this module only builds controls and renders what the
library returns.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w
import pandas as pd

import mtgrules as mr
from mtgrules.checks import choice, excerpt, integer, text

from ._common import Explorer, Feedback, escaped, is_whole_text, labelled, read_int, styled

OLD_RULES = "2016-06-01"
"""A date under the pre-Amonkhet split-card rules (old 708), used as "before April 2017"."""

WHOLE_CARD = ""
"""The half control's value for "no half": the whole card (off the stack)."""

SPLIT_LAYOUTS = ("split", "aftermath", "room")


def split_card_names() -> list[str]:
    """The split, aftermath and Room cards of the bundled card data, sorted by name."""
    return sorted(n for layout in SPLIT_LAYOUTS for n in mr.card_names(layout=layout))


def version_label(rules: Any) -> str:
    """A column header for a rules version: "current (2026-04-17)" or "rules of 2016-06-01"."""
    day = mr.rules_date(rules).isoformat()
    if isinstance(rules, str) and rules.strip().lower() == "current":
        return f"current ({day})"
    return f"rules of {day}"


def version_note(rules: Any) -> str:
    """Which split-card rules are in force on a date, in one sentence."""
    day = mr.rules_date(rules).isoformat()
    change = next(c for c in mr.rules_changes() if c.key == "split-combined")
    if mr.in_force("split-combined", rules):
        return (f"On {day} the current split-card rules apply (709.4, in force since "
                f"{change.effective.isoformat()}): off the stack the halves are combined.")
    return (f"On {day} the old split-card rules apply (old 708, until "
            f"{change.effective.isoformat()}): off the stack each half answers on its own.")


def _show(answer: Any) -> str:
    """A cell of a table: one answer as is, several joined by " / "; yes/no for booleans."""
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    if isinstance(answer, tuple):
        return " / ".join(str(a) if a != "" else "(none)" for a in answer) or "(none)"
    return str(answer)


def _value(typed: str) -> Any:
    """The compare value typed by the learner: whole numbers (ASCII digits) become ints, the
    rest stays text, so "²" or "①" reach the library as text and it says what it expected."""
    stripped = typed.strip()
    return read_int(stripped, "value to compare") if is_whole_text(stripped) else stripped


# --- the classic scenarios ----------------------------------------------------------------

def split_scenarios(card: Any, versions: tuple[Any, ...] = ("current", OLD_RULES)):
    """A DataFrame of the classic scenarios for ``card``, one column per rules version in
    ``versions``: :func:`mtgrules.scenario_table`, which asks every question."""
    return mr.scenario_table(card, versions=versions)


def styled_scenarios(table: pd.DataFrame, uuid: str, caption: str = ""):
    """A Styler for a :func:`split_scenarios` table: text left-aligned, rows that differ shaded,
    fixed uuid (stable HTML), no index."""
    styler = escaped(_highlight_differs(table).set_uuid(uuid)).hide(axis="index")
    styler = styler.set_properties(subset=["effect", "question", "rule"],
                                   **{"text-align": "left"})
    return styler.set_caption(escape(caption, quote=False)) if caption else styler


def _highlight_differs(table: pd.DataFrame):
    """A Styler shading the rows whose "differs" column says yes."""
    def styles(frame: pd.DataFrame) -> pd.DataFrame:
        out = pd.DataFrame("", index=frame.index, columns=frame.columns)
        out.loc[(frame["differs"] == "yes").to_numpy(), :] = "background-color:#fff3cd"
        return out

    return table.style.apply(styles, axis=None)


# --- the explorer -------------------------------------------------------------------------

@dataclass(frozen=True)
class SplitResult:
    """What the explorer last showed: the answers under both versions and its tables."""

    card: str
    versions: tuple[str, str]
    answers: dict[str, tuple]
    matched: dict[str, bool]
    table: pd.DataFrame
    characteristics: pd.DataFrame
    scenarios: pd.DataFrame
    note: str


EXAMPLE_VALUES = {"name": None, "mana cost": "{1}{R}", "mana value": "2", "colors": "R",
                  "types": "Instant"}


class SplitExplorer(Explorer):
    """Explorer of a split card's answers under the current rules and a chosen date."""

    title = "Split cards: ask and matches, today and on a chosen date (709; old 708)"

    def __init__(self, *, card: str, characteristic: str, zone: str, half: str | None,
                 value: Any, rules: str) -> None:
        names = split_card_names()
        self.card = labelled("card", w.Dropdown(options=names, value=card))
        self.characteristic = labelled("characteristic", w.Dropdown(
            options=list(mr.CHARACTERISTICS), value=characteristic))
        self.zone = labelled("zone", w.Dropdown(options=list(mr.ZONES), value=zone))
        self.half = labelled("half (on the stack)", w.Dropdown(
            options=self._half_options(card), value=WHOLE_CARD if half is None else half))
        self.value = labelled("value to compare", w.Text(value=str(value)))
        self.rules = labelled("rules date", w.Text(value=str(rules)))
        self.before_button = w.Button(description="before April 2017")
        self.current_button = w.Button(description="current")
        self.before_button.on_click(lambda _: setattr(self.rules, "value", OLD_RULES))
        self.current_button.on_click(lambda _: setattr(self.rules, "value", "current"))
        rows = [
            w.HBox([self.card, self.characteristic]),
            w.HBox([self.zone, self.half]),
            w.HBox([self.value]),
            w.HBox([self.rules, self.before_button, self.current_button]),
        ]
        super().__init__(rows)
        self.card.observe(self._card_changed, names="value")
        self.characteristic.observe(self._characteristic_changed, names="value")
        self.watch(self.card, self.characteristic, self.zone, self.half, self.value, self.rules)
        self.refresh()

    def __repr__(self) -> str:
        return (f"SplitExplorer(card={self.card.value!r}, characteristic="
                f"{self.characteristic.value!r}, zone={self.zone.value!r}, half="
                f"{self.half.value or None!r}, value={self.value.value!r}, "
                f"rules={self.rules.value!r})")

    @staticmethod
    def _half_options(card: str) -> list[tuple[str, str]]:
        halves = mr.card(card).names
        return [("whole card", WHOLE_CARD), *((h, h) for h in halves), ("both (fused)", "both")]

    def _card_changed(self, change: dict) -> None:
        old = self.half.value
        options = self._half_options(change["new"])
        self.half.options = options
        values = [v for _, v in options]
        self.half.value = old if old in values else WHOLE_CARD

    def _characteristic_changed(self, change: dict) -> None:
        example = EXAMPLE_VALUES[change["new"]]
        self.value.value = mr.card(self.card.value).names[0] if example is None else example

    # --- state ---------------------------------------------------------------------------

    @property
    def answers(self) -> dict[str, tuple]:
        """``ask`` answers of the last good result: {"current": ..., "chosen": ...}."""
        return self.result.answers

    @property
    def matched(self) -> dict[str, bool]:
        """``matches`` answers of the last good result: {"current": ..., "chosen": ...}."""
        return self.result.matched

    @property
    def table(self) -> pd.DataFrame:
        return self.result.table

    @property
    def characteristics(self) -> pd.DataFrame:
        return self.result.characteristics

    @property
    def scenarios(self) -> pd.DataFrame:
        return self.result.scenarios

    # --- compute and render --------------------------------------------------------------

    def compute(self) -> SplitResult:
        card = mr.card(self.card.value)
        characteristic = self.characteristic.value
        zone = self.zone.value
        half = self.half.value or None
        value = _value(self.value.value)
        chosen = self.rules.value.strip()
        day = mr.rules_date(chosen)  # a bad date is reported before anything else
        if chosen.lower() == "current":
            chosen = day.isoformat()  # so its column is told apart from the "current" one
        versions = {"current": "current", "chosen": chosen}
        answers = {k: mr.ask(card, characteristic, zone=zone, half=half, rules=v)
                   for k, v in versions.items()}
        matched = {k: mr.matches(card, characteristic, value, zone=zone, half=half, rules=v)
                   for k, v in versions.items()}
        labels = [version_label("current"), version_label(chosen)]
        shown_value = value if isinstance(value, int) else repr(value)
        table = pd.DataFrame(
            {
                labels[0]: [_show(answers["current"]), len(answers["current"]),
                            _show(matched["current"])],
                labels[1]: [_show(answers["chosen"]), len(answers["chosen"]),
                            _show(matched["chosen"])],
            },
            index=pd.Index([f"ask: {characteristic}", "number of answers",
                            f"matches {characteristic} {shown_value}?"], name="question"),
        )
        table["differs"] = ["yes" if a != b else "no"
                            for a, b in zip(table[labels[0]], table[labels[1]])]
        characteristics = mr.split_table(card, versions=("current", chosen), zone=zone,
                                         half=half)
        scenario_table = split_scenarios(card, versions=("current", chosen))
        return SplitResult(card=card.name, versions=("current", chosen), answers=answers,
                           matched=matched, table=table, characteristics=characteristics,
                           scenarios=scenario_table, note=version_note(chosen))

    def render(self, result: SplitResult) -> list[Any]:
        from IPython.display import HTML

        card = mr.card(result.card)
        tables = [
            escaped(_highlight_differs(result.table).set_uuid("split-ask")).set_caption(
                "ask and matches, side by side"),
            styled(result.characteristics, "split-all",
                   "every characteristic in this zone and half (split_table)"),
            styled_scenarios(result.scenarios, "split-scenarios",
                             "classic scenarios (shaded where the two versions differ)"),
        ]
        # rendered here, so a table that can't be drawn is reported like any other error
        return [HTML(f"<p>{card._repr_html_()}</p><p><i>{escape(result.note)}</i></p>"),
                *(HTML(table.to_html()) for table in tables)]


def split_explorer(card: str = "Wax // Wane", characteristic: str = "mana value",
                   zone: str = "hand", half: str | None = None, value: Any = 2,
                   rules: str = OLD_RULES) -> SplitExplorer:
    """An explorer of ``card``'s answers to ``ask``/``matches`` under the current rules and
    under ``rules`` (default: a date before the 2017-04-28 change), with the classic
    scenarios (709, 202.3d; old 708). Controls: ``.card``, ``.characteristic``, ``.zone``,
    ``.half`` ("" for the whole card), ``.value``, ``.rules``, buttons ``.before_button``
    and ``.current_button``. State: ``.answers``, ``.matched``, ``.table``,
    ``.characteristics``, ``.scenarios``, ``.message``.

    A choice the controls don't offer (a card that is not a split card, a zone, a half)
    raises ChoiceError; ``value`` must be a whole number or text, ``rules`` text (a bad date
    in it is reported in place, like one typed later)."""
    names = split_card_names()
    if card not in names:
        close = [n for n in names if isinstance(card, str) and n.lower() == card.strip().lower()]
        hint = f"; did you mean {close[0]!r}?" if close else f", such as {names[0]!r}"
        raise mr.ChoiceError(f"card={excerpt(card)}: expected a split, aftermath or Room card "
                             f"of the card data{hint}")
    choice(characteristic, "characteristic", mr.CHARACTERISTICS)
    choice(zone, "zone", mr.ZONES)
    if half is not None:
        choice(half, "half", [WHOLE_CARD, *mr.card(card).names, "both"])
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(integer(value, "value"))
    elif not isinstance(value, str):
        raise mr.ChoiceError(f"value={excerpt(value)}: expected a whole number or text, "
                             "such as 2 or 'R'")
    text(rules, "rules", error=mr.RulesDateError, example=OLD_RULES)
    return SplitExplorer(card=card, characteristic=characteristic, zone=zone, half=half,
                         value=value, rules=rules)


# --- exercises ----------------------------------------------------------------------------

def check_exercise_1(answer: Any) -> Feedback:
    """Void names 4 and you hold Assault // Battery: (discarded today?, discarded in 2016?)."""
    if answer is None:
        return Feedback(None, "give a pair of yes/no answers, e.g. (True, False).")
    if not (isinstance(answer, tuple) and len(answer) == 2
            and all(isinstance(a, bool) for a in answer)):
        return Feedback(False, "the answer is a pair of booleans: (today, in 2016).")
    card = "Assault // Battery"
    truth = (mr.void_discards(card, 4), mr.void_discards(card, 4, rules=OLD_RULES))
    why = (f"today the card has one mana value, {mr.ask(card, 'mana value')}, so naming 4 "
           f"{'hits' if truth[0] else 'misses'} it (709.4b); in 2016 it answered "
           f"{mr.ask(card, 'mana value', rules=OLD_RULES)} and a comparison was yes if "
           f"either half said yes (old 708.6a), so naming 4 "
           f"{'hit' if truth[1] else 'missed'} it.")
    return Feedback(answer == truth, why)


def check_exercise_2(answer: Any) -> Feedback:
    """Infernal Genesis mills Research // Development: (tokens today, tokens in 2016)."""
    if answer is None:
        return Feedback(None, "give a pair of whole numbers, e.g. (2, 5).")
    if not (isinstance(answer, tuple) and len(answer) == 2
            and all(isinstance(a, int) and not isinstance(a, bool) for a in answer)):
        return Feedback(False, "the answer is a pair of whole numbers: (today, in 2016).")
    card = "Research // Development"
    truth = (mr.infernal_genesis_tokens(card),
             mr.infernal_genesis_tokens(card, rules=OLD_RULES))
    why = (f"a number used without a comparison is the combined mana value today "
           f"({truth[0]}, 709.4b) and was the sum of the halves' "
           f"{mr.ask(card, 'mana value', zone='graveyard', rules=OLD_RULES)} in 2016 "
           f"({truth[1]}, old 708.5a): the same number of tokens.")
    return Feedback(answer == truth, why)


def check_exercise_3(answer: Any) -> Feedback:
    """Name a split card of the bundled data that Bloodbraid Elf's cascade stops at today."""
    if answer is None:
        return Feedback(None, "type the name of a split card, e.g. \"Fire // Ice\".")
    names = split_card_names()
    if answer not in names:
        return Feedback(False, f"{answer!r} is not one of the split cards here: "
                               f"{', '.join(names)}.")
    elf = mr.ask("Bloodbraid Elf", "mana value", zone="stack")[0]
    mv = mr.ask(answer, "mana value", zone="library")
    stops = mr.cascade_stops_at(answer, elf)
    why = (f"in the library {answer} has mana value {_show(mv)} (709.4b); cascade from a "
           f"spell with mana value {elf} stops only at a card with less (702.85a), so it "
           f"{'stops' if stops else 'passes over it'}.")
    return Feedback(stops, why)
