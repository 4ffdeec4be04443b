"""The split-card explorer and the exercises of notebook 05 (709, 202.3d; old 708 before
2017-04-28).

``split_explorer(...)`` lets a learner pick a split, aftermath or Room card, a
characteristic, a zone and a half, a value to compare and a rules date, and shows what
:func:`mtgrules.ask` and :func:`mtgrules.matches` answer under the current rules and under
the chosen date, side by side, with the classic card scenarios as a table.

The controls follow each other: the half dropdown offers only what the zone allows (the
halves on the stack, "both (fused)" only for a card with fuse, a Room's unlocked halves on
the battlefield, the whole card elsewhere), and on the stack it picks a half itself and
says so. The tables never show another card than the card dropdown.

The classic scenarios (Void, Counterbalance, cascade, ...) and their answers come from
:func:`mtgrules.scenario_table`; this module only builds controls and renders what the
library returns. ``exercises`` are the notebook's exercises, judged by the library.
"""

from __future__ import annotations

import difflib
import re
from contextlib import contextmanager
from dataclasses import dataclass
from html import escape
from typing import Any, Iterator

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, excerpt, integer, text
from mtgrules.scenarios import _shown as scenario_cell
from mtgrules.split import has_fuse

from ._common import (Explorer, Feedback, Table, escaped, is_whole_text, labelled, plain_table,
                      read_int)
from .exercises import Exercise, Exercises, is_whole, sentence

OLD_RULES = "2016-06-01"
"""A date under the pre-Amonkhet split-card rules (old 708), used as "before April 2017"."""

WHOLE_CARD = ""
"""The half control's value for "no half": the whole card (off the stack), or a Room with
no half unlocked (on the battlefield)."""

SPLIT_LAYOUTS = ("split", "aftermath", "room")

ZONE_LABELS = {"hand": "hand", "library": "library", "graveyard": "graveyard",
               "exile": "exile", "stack": "the stack", "battlefield": "the battlefield",
               "command": "the command zone"}

ZONE_PLACES = {"hand": "in hand", "library": "in the library", "graveyard": "in the graveyard",
               "exile": "in exile", "stack": "on the stack", "battlefield": "on the battlefield",
               "command": "in the command zone"}


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


def _value(typed: str, characteristic: str = "mana value") -> Any:
    """The compare value typed by the learner. For a mana value, whole numbers (ASCII digits)
    become ints and the rest stays text, so "²" or "①" reach the library as text and it says
    what it expected; for every other characteristic the text is passed as it is."""
    stripped = typed.strip()
    if characteristic == "mana value" and is_whole_text(stripped):
        return read_int(stripped, "value to compare")
    return stripped


def _cost_html(cost: str) -> str:
    """A mana cost written in braces (as the library prints it) as mana symbols."""
    return mr.parse_cost(cost)._repr_html_() if cost else "<i>no mana cost</i>"


# --- the classic scenarios ----------------------------------------------------------------

COLUMN_TITLES = {"differs": "the versions differ", "rule": "rules"}
"""Column titles as the tables show them (the library's columns keep their names)."""


def split_scenarios(card: Any, versions: tuple[Any, ...] = ("current", OLD_RULES)):
    """A DataFrame of the classic scenarios for ``card``, one column per rules version in
    ``versions``: :func:`mtgrules.scenario_table`, which asks every question."""
    return mr.scenario_table(card, versions=versions)


def styled_scenarios(table: Any, uuid: str, caption: str = ""):
    """A Styler for a :func:`split_scenarios` table (a notebook's static table): text
    left-aligned, rows that differ shaded, readable column titles, fixed uuid (stable HTML),
    no index."""
    styler = escaped(_highlight_differs(table).set_uuid(uuid)).hide(axis="index")
    styler = styler.set_properties(subset=["effect", "question", "rules"],
                                   **{"text-align": "left"})
    return styler.set_caption(escape(caption, quote=False)) if caption else styler


def _highlight_differs(table: Any):
    """A Styler shading the rows whose "differs" column says yes (titled for reading)."""
    import pandas as pd

    shaded = (table["differs"] == "yes").to_numpy()
    shown = table.rename(columns=COLUMN_TITLES)

    def styles(frame: pd.DataFrame) -> pd.DataFrame:
        out = pd.DataFrame("", index=frame.index, columns=frame.columns)
        out.loc[shaded, :] = DIFFERS_SHADE
        return out

    return shown.style.apply(styles, axis=None)


DIFFERS_SHADE = "background-color:#fff3cd"
"""The shade of a row whose two rules versions answer differently."""


def _compared(columns: list[str], rows: list[list[Any]], caption: str, labels: int = 0) -> Table:
    """A table whose last column says "yes" where the versions differ: those rows shaded,
    the columns titled for reading (:data:`COLUMN_TITLES`)."""
    return plain_table([COLUMN_TITLES.get(c, c) for c in columns], rows, caption,
                       labels=labels, row_styles={k: DIFFERS_SHADE for k, row in enumerate(rows)
                                                  if row[-1] == "yes"})


def _for_code(table: Table) -> Any:
    """A shown table as a pandas DataFrame with the library's column names (for code)."""
    names = {title: name for name, title in COLUMN_TITLES.items()}
    frame = table.frame()
    return frame.rename(columns=names)


def characteristics_view(card: Any, versions: tuple[str, str], *, zone: str,
                         half: str | None, caption: str) -> Table:
    """Every characteristic of ``card`` (202, 709.4; old 708) as :func:`mtgrules.ask` answers
    it under each rules version (the rows of :func:`mtgrules.split_table`, no pandas)."""
    rows = [[ch, *(" / ".join(str(a) for a in mr.ask(card, ch, zone=zone, half=half, rules=v))
                   for v in versions)] for ch in mr.CHARACTERISTICS]
    return plain_table(["characteristic", *(version_label(v) for v in versions)], rows,
                       caption, labels=1)


def scenarios_view(card: Any, versions: tuple[str, str], caption: str) -> Table:
    """The classic scenarios of ``card`` (:func:`mtgrules.classic_scenarios`) under each
    rules version (the rows of :func:`mtgrules.scenario_table`, no pandas), shaded where
    the versions differ."""
    rows = []
    for scenario in mr.classic_scenarios(card):
        answers = [scenario_cell(scenario.answer(v)) for v in versions]
        rows.append([scenario.effect, scenario.question, scenario.rule, *answers,
                     "yes" if len(set(answers)) > 1 else "no"])
    return _compared(["effect", "question", "rule", *(version_label(v) for v in versions),
                      "differs"], rows, caption)


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


EXAMPLE_VALUES = {"name": None, "mana cost": "{1}{R}", "mana value": "2", "colors": "R",
                  "types": "Instant"}
"""The value put in the compare box when the typed one doesn't fit a new characteristic
(None: the card's first half's name)."""


def half_options(card: str, zone: str) -> list[tuple[str, str]]:
    """The half dropdown's (label, value) options for ``card`` in ``zone``: on the stack the
    halves, and "both (fused)" only for a card with fuse (702.102a); on the battlefield a
    Room's unlocked halves (709.5); elsewhere only the whole card.

    >>> [v for _, v in half_options("Destined // Lead", "stack")]
    ['Destined', 'Lead']
    >>> [label for label, _ in half_options("Wear // Tear", "stack")]
    ['Wear', 'Tear', 'both (fused)']
    >>> half_options("Wear // Tear", "graveyard")
    [('whole card', '')]
    """
    the_card = mr.card(card)
    halves = the_card.names
    if zone == "stack":
        fused = [("both (fused)", "both")] if has_fuse(the_card) else []
        return [*((h, h) for h in halves), *fused]
    if zone == "battlefield" and the_card.layout == "room":
        return [("neither unlocked", WHOLE_CARD), *((f"{h} unlocked", h) for h in halves),
                ("both unlocked", "both")]
    return [("whole card", WHOLE_CARD)]


def card_header(card: Any, zone: str, half: str | None) -> str:
    """HTML naming what is looked at: the card with its combined cost in the order it is
    printed (709.4b) and its halves, or on the stack only the half cast (709.3b), or the
    fused spell (709.4d), or a Room with its unlocked halves (709.5)."""
    card = mr.card(card) if isinstance(card, str) else card
    faces = {f.name: f for f in card.faces}

    def face(f: Any) -> str:
        return f"{escape(f.name)} {_cost_html(str(f.mana_cost))} ({escape(f.type_line)})"

    if zone == "stack" and half in faces:
        return (f"<b>{escape(half)}</b> {_cost_html(str(faces[half].mana_cost))} — "
                f"{escape(faces[half].type_line)}<br><i>On the stack only this half of "
                f"{escape(card.name)} exists (709.3b).</i>")
    combined = mr.ask(card, "mana cost", zone="stack" if half == "both" else "hand",
                      half="both" if half == "both" else None)[0]
    head = f"<b>{escape(card.name)}</b> {_cost_html(combined)} — {escape(card.type_line)}"
    if zone == "stack":
        return f"{head}<br><i>Cast fused: both halves are on the stack, combined (709.4d).</i>"
    if zone == "battlefield" and card.layout == "room":
        unlocked = list(faces) if half == "both" else [half] if half else []
        words = ", ".join(escape(h) for h in unlocked) or "neither half"
        return f"{head}<br><i>On the battlefield; unlocked: {words} (709.5).</i>"
    return f"{head}<br>halves: " + "; ".join(face(f) for f in card.faces)


class SplitExplorer(Explorer):
    """Explorer of a split card's answers under the current rules and a chosen date."""

    title = "Split cards: ask and matches, today and on a chosen date (709; old 708)"

    def __init__(self, *, card: str, characteristic: str, zone: str, half: str | None,
                 value: Any, rules: str) -> None:
        self._quiet = False
        self._picked = ""          # what the explorer chose itself, said once
        names = split_card_names()
        self.card = labelled("card", w.Dropdown(options=names, value=card))
        self.characteristic = labelled("characteristic", w.Dropdown(
            options=list(mr.CHARACTERISTICS), value=characteristic))
        self.zone = labelled("zone", w.Dropdown(
            options=[(ZONE_LABELS[z], z) for z in mr.ZONES], value=zone))
        options = half_options(card, zone)
        start = WHOLE_CARD if half is None else half
        self.half = labelled("half", w.Dropdown(
            options=options, value=start if start in [v for _, v in options] else options[0][1]))
        self.half.disabled = len(options) == 1
        self.value = labelled("value to compare", w.Text(value=str(value)))
        self.rules = labelled("rules date", w.Text(value=str(rules)))
        self.before_button = w.Button(description="before April 2017",
                                      layout=w.Layout(width="auto"))
        self.current_button = w.Button(description="current", layout=w.Layout(width="auto"))
        self.before_button.on_click(lambda _: setattr(self.rules, "value", OLD_RULES))
        self.current_button.on_click(lambda _: setattr(self.rules, "value", "current"))
        rows = [
            w.HBox([self.card, self.characteristic]),
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

    @contextmanager
    def _still(self) -> Iterator[None]:
        """Change controls without a redraw for each change (one redraw follows)."""
        quiet, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = quiet

    def _picked_note(self, half: str) -> str:
        others = [label for label, v in self.half.options if v != half]
        return (f"The explorer chose {half} as the half that was cast; choose "
                f"{' or '.join(others)} in the half menu to see "
                f"{'another' if len(others) > 1 else 'the other'}.")

    def _follow_half(self) -> None:
        """Offer the halves the card and zone allow; keep the chosen one if still offered."""
        options = half_options(self.card.value, self.zone.value)
        values = [v for _, v in options]
        old = self.half.value
        new = old if old in values else values[0]
        with self._still():
            self.half.options = options
            self.half.value = new
        self.half.disabled = len(options) == 1
        if self.zone.value == "stack" and old not in values:
            self._picked = self._picked_note(new)

    def _characteristic_changed(self, change: dict) -> None:
        """Keep the typed value when it still makes sense for the new characteristic."""
        if self._fits(change["new"], self.value.value):
            return
        example = EXAMPLE_VALUES[change["new"]]
        with self._still():
            self.value.value = mr.card(self.card.value).names[0] if example is None else example

    def _fits(self, characteristic: str, typed: str) -> bool:
        stripped = typed.strip()
        if characteristic == "name":
            return bool(stripped) and not is_whole_text(stripped)
        if len(stripped) > 200:
            return False
        try:
            mr.matches(self.card.value, characteristic, _value(stripped, characteristic))
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

    # the last good tables as pandas DataFrames, for code (made when asked for)

    @property
    def table(self) -> Any:
        """The answers side by side: "question" rows, a column per version, "differs"."""
        return _for_code(self.result.table)

    @property
    def characteristics(self) -> Any:
        """Every characteristic under both versions (as :func:`mtgrules.split_table`)."""
        return _for_code(self.result.characteristics)

    @property
    def scenarios(self) -> Any:
        """The classic scenarios under both versions (as :func:`mtgrules.scenario_table`)."""
        return _for_code(self.result.scenarios)

    # --- compute and render --------------------------------------------------------------

    def compute(self) -> SplitResult:
        card = mr.card(self.card.value)
        characteristic = self.characteristic.value
        zone = self.zone.value
        half = self.half.value or None
        value = _value(self.value.value, characteristic)
        chosen = self.rules.value.strip()
        day = mr.rules_date(chosen)  # a bad date is reported before anything else
        if chosen.lower() == "current":
            chosen = day.isoformat()  # so its column is told apart from the "current" one
        versions = {"current": "current", "chosen": chosen}
        answers = {k: mr.ask(card, characteristic, zone=zone, half=half, rules=v)
                   for k, v in versions.items()}
        matched = {k: mr.matches(card, characteristic, value, zone=zone, half=half, rules=v)
                   for k, v in versions.items()}
        shown_value = value if isinstance(value, int) else repr(value)
        questions = [f"its {characteristic}", "how many answers",
                     f"compared with {shown_value}: does it match?"]
        columns = [[_show(answers[k]), str(len(answers[k])), _show(matched[k])]
                   for k in versions]
        rows = [[question, now, then, "yes" if now != then else "no"]
                for question, now, then in zip(questions, *columns)]
        where = ZONE_PLACES[zone]
        table = _compared(["question", version_label("current"), version_label(chosen),
                           "differs"], rows,
                          "What the card answers, and the comparison, side by side", labels=1)
        characteristics = characteristics_view(card, ("current", chosen), zone=zone, half=half,
                                               caption=f"Every characteristic, {where}")
        scenario_table = scenarios_view(
            card, ("current", chosen), "Classic scenarios (shaded where the two versions differ)")
        note = " ".join(n for n in (self._picked, version_note(chosen)) if n)
        return SplitResult(card=card.name, versions=("current", chosen), answers=answers,
                           matched=matched, table=table, characteristics=characteristics,
                           scenarios=scenario_table, note=note,
                           header=card_header(card, zone, half))

    def render(self, result: SplitResult) -> list[Any]:
        from IPython.display import HTML

        return [HTML(f"<p>{result.header}</p><p><i>{escape(result.note)}</i></p>"),
                result.table, result.characteristics, result.scenarios]


def split_explorer(card: str = "Wax // Wane", characteristic: str = "mana value",
                   zone: str = "hand", half: str | None = None, value: Any = 2,
                   rules: str = OLD_RULES) -> SplitExplorer:
    """An explorer of ``card``'s answers to ``ask``/``matches`` under the current rules and
    under ``rules`` (default: a date before the 2017-04-28 change), with the classic
    scenarios (709, 202.3d; old 708). Controls: ``.card``, ``.characteristic``, ``.zone``,
    ``.half`` ("" for the whole card), ``.value``, ``.rules``, buttons ``.before_button``
    and ``.current_button``. State: ``.answers``, ``.matched``, ``.table``,
    ``.characteristics``, ``.scenarios``, ``.message``.

    ``half`` is one the zone allows (:func:`half_options`); on the stack None picks the
    first half. A choice the controls don't offer (a card that is not a split card, a zone,
    a half) raises ChoiceError; ``value`` must be a whole number or text, ``rules`` text (a
    bad date in it is reported in place, like one typed later)."""
    names = split_card_names()
    if card not in names:
        close = [n for n in names if isinstance(card, str) and n.lower() == card.strip().lower()]
        hint = f"; did you mean {close[0]!r}?" if close else f", such as {names[0]!r}"
        raise mr.ChoiceError(f"card={excerpt(card)}: expected a split, aftermath or Room card "
                             f"of the card data{hint}")
    choice(characteristic, "characteristic", mr.CHARACTERISTICS)
    choice(zone, "zone", mr.ZONES)
    if half is not None:
        choice(half, "half", [v for _, v in half_options(card, zone)])
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(integer(value, "value"))
    elif not isinstance(value, str):
        raise mr.ChoiceError(f"value={excerpt(value)}: expected a whole number or text, "
                             "such as 2 or 'R'")
    text(rules, "rules", error=mr.RulesDateError, example=OLD_RULES)
    return SplitExplorer(card=card, characteristic=characteristic, zone=zone, half=half,
                         value=value, rules=rules)


# --- exercises ----------------------------------------------------------------------------

def _or_words(words: list[str], last: str = "or") -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def _and_words(words: list[str]) -> str:
    return _or_words(words, "and")


_NO = re.compile(r"\b(no|not|false|n|isn't|kept|keeps|stays|misses|missed|miss)\b")
_YES = re.compile(r"\b(yes|true|y|discarded|hit|hits)\b")


def _yes_no(part: Any) -> bool | None:
    """One yes/no answer: a truth value, or a word for it ("yes", "not discarded")."""
    if isinstance(part, bool):
        return part
    if not isinstance(part, str):
        return None
    words = part.strip().lower()
    if _NO.search(words):
        return False
    if _YES.search(words):
        return True
    return None


def _pair_of_yes_no(answer: Any) -> tuple[bool, bool] | None:
    """Two yes/no answers, today first: (False, True), "no, yes", "not discarded today,
    discarded in 2016"; None when the answer isn't two of them."""
    if isinstance(answer, str):
        answer = tuple(p for p in re.split(r"[,;/]|\band\b|\bthen\b", answer) if p.strip())
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        return None
    pair = tuple(_yes_no(a) for a in answer)
    return None if None in pair else (bool(pair[0]), bool(pair[1]))


def _pair_of_numbers(answer: Any) -> tuple[int, int] | None:
    """Two whole numbers, today first: (7, 7), "7, 7", "7 tokens today, 7 in 2016" (dates and
    years are not answers); None when the answer isn't two of them."""
    if isinstance(answer, str):
        words = re.sub(r"\b\d{4}-\d\d-\d\d\b|\b(19|20)\d\d\b", " ", answer)
        answer = tuple(int(n) for n in re.findall(r"(?<![\w.])-?\d{1,6}(?![\w.])", words))
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


def _said(discarded: bool, when: str) -> str:
    return f"{'discarded' if discarded else 'not discarded'} {when}"


def _void_answer() -> str:
    today, then = _void_truth()
    return f"{_said(today, 'today')}, {_said(then, 'in 2016')}"


def _void_why() -> str:
    today, then = _void_truth()
    now = mr.ask(VOID_CARD, "mana value")[0]
    old = " and ".join(str(v) for v in mr.ask(VOID_CARD, "mana value", rules=OLD_RULES))
    return (f"today the card in hand has one mana value, {now}, both halves combined "
            f"(709.4b), so Void naming {VOID_NUMBER} {'hits' if today else 'misses'} it; "
            f"under the rules of 2016 it had two, {old}, one per half (old 708.5), and a "
            f"comparison was yes if either half said yes (old 708.6a), so naming "
            f"{VOID_NUMBER} {'hit' if then else 'missed'} it.")


def _judge_void(answer: Any) -> Feedback:
    pair = _pair_of_yes_no(answer)
    if pair is None:
        return Feedback(False, "Answer with two yes/no answers, today first and then 2016, "
                               "for instance in words such as yes or no for each.")
    truth = _void_truth()
    if pair == truth:
        return Feedback(True, sentence(_void_why()))
    today_wrong, then_wrong = pair[0] != truth[0], pair[1] != truth[1]
    today_hint = (f"in hand the card doesn't answer with a half's mana value: its halves "
                  f"are combined into one mana cost, so it has one mana value (709.4b), and "
                  f"Void compares that one number with {VOID_NUMBER}")
    then_hint = ("in 2016 the card in hand had two mana values, one per half (old 708.5); a "
                 "comparison such as Void's was yes if either half said yes (old 708.6a), and "
                 "the halves were added only for a number used as is, never for a comparison "
                 "(old 708.5a)")
    if today_wrong and then_wrong:
        return Feedback(False, f"Look again at both answers. Today: {today_hint}. Before 2017: "
                               f"{then_hint}.")
    if today_wrong:
        return Feedback(False, f"Look again at today's answer: {today_hint}.")
    return Feedback(False, f"Look again at the 2016 answer: {then_hint}.")


def _void_working() -> str:
    halves = mr.card(VOID_CARD).faces
    costs = " and ".join(f"{f.name} {f.mana_cost}" for f in halves)
    return (f"{VOID_CARD} has halves {costs}. Void compares a card's mana value with the "
            f"number named: a comparison. {sentence(_void_why())}")


# Exercise 2: Infernal Genesis mills Research // Development.
GENESIS_CARD = "Research // Development"


def _genesis_truth() -> tuple[int, int]:
    return (mr.infernal_genesis_tokens(GENESIS_CARD),
            mr.infernal_genesis_tokens(GENESIS_CARD, rules=OLD_RULES))


def _genesis_answer() -> str:
    today, then = _genesis_truth()
    return f"{today} tokens today, {then} in 2016"


def _genesis_why() -> str:
    today, then = _genesis_truth()
    halves = " and ".join(str(v) for v in mr.ask(GENESIS_CARD, "mana value", zone="graveyard",
                                                   rules=OLD_RULES))
    return (f"Infernal Genesis uses the mana value as a number, without comparing it: today "
            f"that is the one combined mana value, {today} (709.4b), and in 2016 it was the sum "
            f"of the halves' {halves}, {then} (old 708.5a): the same number of tokens.")


def _judge_genesis(answer: Any) -> Feedback:
    pair = _pair_of_numbers(answer)
    if pair is None:
        return Feedback(False, "Answer with two whole numbers: the tokens made today, then the "
                               "tokens made in 2016.")
    truth = _genesis_truth()
    if pair == truth:
        return Feedback(True, _genesis_why())
    halves = set(mr.ask(GENESIS_CARD, "mana value", zone="graveyard", rules=OLD_RULES))
    hints = []
    if pair[0] != truth[0]:
        if pair[0] in halves:
            hints.append("Today: in the graveyard the card is not one half; its halves are "
                         "combined into one mana cost and one mana value (709.4b).")
        else:
            hints.append("Today: count the card's mana value again over every symbol of both "
                         "halves (709.4b): a colored symbol counts 1 and a generic number its "
                         "amount (202.3).")
    if pair[1] != truth[1]:
        if pair[1] in halves:
            hints.append("In 2016: the card answered once per half (old 708.5), but Infernal "
                         "Genesis uses the number as it is, without comparing it: old 708.5a "
                         "says what is done with the two answers then.")
        else:
            hints.append("In 2016: find each half's mana value (202.3), then read old 708.5a "
                         "for what a number used as is does with the two answers.")
    return Feedback(False, " ".join(hints))


def _genesis_working() -> str:
    costs = " and ".join(f"{f.name} {f.mana_cost}" for f in mr.card(GENESIS_CARD).faces)
    return (f"{GENESIS_CARD} has halves {costs}. Infernal Genesis makes as many tokens as the "
            f"milled card's mana value. {_genesis_why()}")


# Exercise 3: a split card that Bloodbraid Elf's cascade stops at today.

def _elf() -> int:
    return mr.ask(mr.scenarios.BLOODBRAID_ELF, "mana value", zone="stack")[0]


def _cascade_stops() -> list[str]:
    return [n for n in split_card_names() if mr.cascade_stops_at(n, _elf())]


def _cascade_answer() -> str:
    return _or_words(_cascade_stops())


def _name_key(text: str) -> str:
    return re.sub(r"\s+", "", text.casefold()).replace("//", "/").strip("'\"")


def _read_card(piece: str) -> tuple[str | None, str]:
    """The split card a typed piece names, and a note on how the game writes it ("" when it
    is written that way): "wax//wane" and "Wax" (a half alone) are Wax // Wane."""
    piece = piece.strip().strip("'\"").strip()
    names = split_card_names()
    if piece in names:
        return piece, ""
    for name in names:
        if _name_key(piece) == _name_key(name):
            return name, (f"The game writes the name {name}, both halves joined by \" // \" "
                          f"(709.4a).")
        halves = {_name_key(h): h for h in mr.card(name).names}
        if _name_key(piece) in halves:
            return name, (f"{halves[_name_key(piece)]} is one half; the card is {name} "
                          f"(709.1, 709.4a).")
    return None, ""


def _not_a_card(piece: str) -> str:
    shown = excerpt(piece.strip())
    keys = {_name_key(n): n for n in split_card_names()}
    close = difflib.get_close_matches(_name_key(piece), list(keys), n=1, cutoff=0.8)
    if close:
        return f"No card here is named {shown}: check the spelling against the list above."
    try:
        mr.card(piece.strip())
    except mr.RulesInputError:
        return f"No split card in the list above the box is named {shown}."
    return f"{piece.strip()} is not a split card: choose one from the list above the box."


def _judge_cascade(answer: Any) -> Feedback:
    if isinstance(answer, (tuple, list)):
        answer = ", ".join(str(a) for a in answer)
    if not isinstance(answer, str):
        return Feedback(False, "Type the name of a split card from the list above the box, "
                               "the way the game writes it.")
    pieces = [p for p in re.split(r",|;|\n|\bor\b|\band\b", answer) if p.strip()]
    if not pieces:
        return Feedback(False, "Type the name of a split card from the list above the box.")
    elf = _elf()
    read = [(piece, *_read_card(piece)) for piece in pieces]
    notes = " ".join(dict.fromkeys(note for _, _, note in read if note))
    unknown = [piece for piece, name, _ in read if name is None]
    if unknown:
        return Feedback(False, _not_a_card(unknown[0]))
    for _, name, _ in read:
        if not mr.cascade_stops_at(name, elf):
            combined = mr.ask(name, "mana value", zone="library")[0]
            halves = [mr.ask(name, "mana value", zone="stack", half=h)[0]
                      for h in mr.card(name).names]
            if combined == elf:
                hint = (f"In the library {name} has one mana value, both halves combined "
                        f"(709.4b); cascade stops only at a mana value less than the "
                        f"cascading spell's, and an equal one is not less (702.85a).")
            elif min(halves) < elf:
                hint = (f"One half of {name} is cheap, but in the library the card is not the "
                        f"half you might cast: its halves are combined into one mana value "
                        f"(709.4b) before cascade compares it with Bloodbraid Elf's (702.85a).")
            else:
                hint = (f"In the library {name} has one mana value, both halves combined "
                        f"(709.4b); compare it with Bloodbraid Elf's mana value (702.85a).")
            return Feedback(False, " ".join(n for n in (hint, notes) if n))
    reasons = "; ".join(f"{name} has mana value "
                        f"{mr.ask(name, 'mana value', zone='library')[0]}"
                        for name in dict.fromkeys(name for _, name, _ in read))
    why = (f"In the library a split card has one mana value, both halves combined "
           f"(709.4b): {reasons}, less than Bloodbraid Elf's {elf}, so cascade stops there "
           f"(702.85a).")
    return Feedback(True, " ".join(n for n in (why, notes) if n))


def _cascade_working() -> str:
    elf = _elf()
    stops = _cascade_stops()
    passed = [n for n in split_card_names() if n not in stops]
    equal = [n for n in passed if mr.ask(n, "mana value", zone="library")[0] == elf]
    values = ", ".join(f"{n} {mr.ask(n, 'mana value', zone='library')[0]}" for n in stops)
    equal_words = (f"{_and_words(equal)} ({elf}) are not less, so cascade passes over them; "
                   f"every other split card here is higher." if equal else
                   "Cascade passes over every other split card here: each is higher.")
    return (f"Cascade exiles cards until a nonland card with mana value less than the "
            f"cascading spell's, Bloodbraid Elf's {elf} (702.85a). In the library a split card "
            f"has one mana value, both halves combined (709.4b). Less than {elf}: {values}. "
            f"{equal_words}")


exercises = Exercises((
    Exercise(
        number=1,
        question=f"Your opponent casts Void naming {VOID_NUMBER} while you hold {VOID_CARD}. "
                 "Is it discarded (a) under the current rules, (b) under the rules of 2016?",
        expects="two answers, yes or no: today first, then 2016",
        judge=_judge_void, answer=_void_answer, working=_void_working,
        examples_of_right=((False, True), "False, True", "no, yes", "No / Yes",
                           "not discarded today, discarded in 2016"),
        examples_of_wrong=((True, True), (False, False), (True, False), "yes, yes", "yes",
                           "maybe"),
    ),
    Exercise(
        number=2,
        question=f"Infernal Genesis mills {GENESIS_CARD} ({{G}}{{U}} and {{3}}{{U}}{{R}}). How "
                 "many tokens are made (a) today, (b) in 2016?",
        expects="two whole numbers: tokens today, then tokens in 2016",
        judge=_judge_genesis, answer=_genesis_answer, working=_genesis_working,
        examples_of_right=((7, 7), "7, 7", "7 and 7", "7 tokens today, 7 in 2016"),
        examples_of_wrong=((7, 2), (7, 5), (2, 5), (5, 7), (6, 6), 7, "seven"),
    ),
    Exercise(
        number=3,
        question="Name a split card from the list that Bloodbraid Elf's cascade (mana value "
                 "4) stops at under the current rules.",
        expects="the name of a split card from the list above the box",
        judge=_judge_cascade, answer=_cascade_answer, working=_cascade_working,
        examples_of_right=("Wax // Wane", "wax//wane", "Wax", "Life // Death or Claim // Fame",
                           ("Wear // Tear",)),
        examples_of_wrong=("Fire // Ice", "fire//ice", "Destined // Lead", "Research",
                           "Lightning Bolt", "Wax // Wan", 42),
    ),
))
"""The exercises of notebook 05: hints for wrong answers, solutions on request."""
