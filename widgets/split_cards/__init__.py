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
:func:`mtgrules.classic_scenarios` and :func:`mtgrules.scenario_table`; each question is a
template of the library's catalog with its fields, so it is said in any language without
reading the English back. This package only builds controls and renders what the library
returns. ``exercises`` are the notebook's exercises, judged by the library.

The package's parts: :mod:`.tables` (words and tables from plain values), :mod:`.views`
(:func:`view`, what the explorer shows for one setting, as plain values), :mod:`.explorer`
(:func:`split_explorer`: controls, layout and state) and :mod:`._exercises`.

Languages: ``split_explorer(lang=...)`` ("en", "zh-Hans", "zh-Hant"; None: the language in
use) shows its labels, options, tables and messages in that language through the
``split_cards`` context of the explorers' catalog (:data:`T`); the values of the controls
stay the library's English (a card's name, "mana value", "stack"), and a card or half with
an official Chinese name is shown with it. The exercises speak the language in use.
"""

from __future__ import annotations

from ._exercises import exercises
from .explorer import SplitExplorer, SplitResult, split_explorer, typed_split_card
from .tables import (
    CHARACTERISTIC_LABELS, COLOR_LETTERS, COLOR_WORDS, COLUMN_TITLES, DIFFERS_SHADE, LIBRARY,
    NOT_A_COLOR, NOT_A_TYPE, NOT_SPLIT, OLD_RULES, SCENARIO_CELLS, SCENARIO_COLUMNS,
    SCENARIO_EFFECTS, SPLIT_LAYOUTS, T, TYPE_WORDS, WHOLE_CARD, ZONE_LABELS, ZONE_PLACES,
    answer_words, answers_words, card_label, color_words, colors_said, every_split_card_name,
    half_label, not_split_error, not_split_message, read_value, scenario_answer,
    scenario_effect, scenario_question, scenario_rules, search_examples, split_card_names,
    split_scenarios, split_table, styled_scenarios, type_words, version_label, version_note,
)
from .views import (EXAMPLE, EXAMPLE_VALUES, Rows, SplitView, card_header, example_value,
                    half_options, view)

__all__ = [
    "CHARACTERISTIC_LABELS", "COLOR_LETTERS", "COLOR_WORDS", "COLUMN_TITLES", "DIFFERS_SHADE",
    "EXAMPLE", "EXAMPLE_VALUES", "LIBRARY", "NOT_A_COLOR", "NOT_A_TYPE", "NOT_SPLIT",
    "OLD_RULES", "Rows", "SCENARIO_CELLS", "SCENARIO_COLUMNS", "SCENARIO_EFFECTS",
    "SPLIT_LAYOUTS", "SplitExplorer", "SplitResult", "SplitView", "T", "TYPE_WORDS",
    "WHOLE_CARD", "ZONE_LABELS", "ZONE_PLACES", "answer_words", "answers_words", "card_header",
    "card_label", "color_words", "colors_said", "every_split_card_name", "example_value",
    "exercises", "half_label", "half_options", "not_split_error", "not_split_message",
    "read_value", "scenario_answer", "scenario_effect", "scenario_question", "scenario_rules",
    "search_examples", "split_card_names", "split_explorer", "split_scenarios", "split_table",
    "styled_scenarios", "type_words", "typed_split_card", "version_label", "version_note",
    "view",
]
