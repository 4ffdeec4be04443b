"""Explorer for notebook 04: what each permanent "could produce" (106.5, 106.7, 305.6-305.7, 614).

A learner types a board, one permanent per line (``you: Forest``, ``opponent: Exotic
Orchard``, ``you: Gemstone Mine [mining=0]``), or adds cards to it (the notebook's cards from a
picker, or any real card typed in English or Chinese), ticks who played a land this turn, and
sees:

* a table of every permanent with one colored cell per type of mana it could produce;
* the explanation chains of one selected permanent (``mr.explain``);
* the reference graph drawn as SVG (:func:`graph_chart`): one column per player, an arrow
  from a permanent to each permanent whose mana it reads, each node filled with the types it
  could produce. :func:`reference_graph` draws the same graph with matplotlib for a
  notebook's static figure; the explorer itself needs no matplotlib or pandas.

All answers come from :func:`mtgrules.could_produce` and :func:`mtgrules.explain`. The package
has four parts: :mod:`.views` (text to plain values, :func:`.views.view`, the table),
:mod:`.graph` (the graph drawn), :mod:`.explorer` (controls, layout and state) and
:mod:`._exercises` (the notebook's exercises, :data:`exercises`). In Chinese the table, the
dropdowns and the graph name each permanent as the explanation does (``异国果园#2（你）``);
the values the controls hold and the keys of ``answers`` stay the board's labels
(``Exotic Orchard#2 (you)``).

    >>> ex = could_produce_explorer()
    >>> ex.answers["Exotic Orchard#2 (you)"]
    'G'
"""

from __future__ import annotations

from .._common import Feedback
from ._exercises import EXPECTS, QUESTION_TEXT, QUESTIONS, exercise_board, exercises
from .explorer import CouldProduceExplorer, could_produce_explorer
from .graph import GRAPH_X_LABEL, NODE_RADIUS, UNIT, draw_graph, graph_chart, reference_graph
from .views import (
    CARD_EXAMPLES, CARD_HELP, CUSTOM, DEFAULT_PRESET, FILL, MOST_DRAWN, MOST_EDGES,
    NO_RULES_TEXT, NOT_A_PERMANENT, PLAYER_ALIASES, PLAYER_WORDS, PRESETS, STATE_IN,
    SYNTAX_HELP, TYPE_WORDS, TYPES, UNREAD_ABILITY, BoardView, GraphData, T, board_from_text,
    explanation_html, graph_data, lines_in, parse_players, player_text, shown_name,
    type_name, types_table, view,
)

__all__ = [
    "BoardView", "CARD_EXAMPLES", "CARD_HELP", "CUSTOM", "CouldProduceExplorer",
    "DEFAULT_PRESET", "EXPECTS", "FILL", "Feedback", "GRAPH_X_LABEL", "GraphData",
    "MOST_DRAWN", "MOST_EDGES", "NODE_RADIUS", "NOT_A_PERMANENT", "NO_RULES_TEXT",
    "PLAYER_ALIASES", "PLAYER_WORDS", "PRESETS", "QUESTIONS", "QUESTION_TEXT", "STATE_IN",
    "SYNTAX_HELP", "T", "TYPES", "TYPE_WORDS", "UNIT", "UNREAD_ABILITY", "board_from_text",
    "could_produce_explorer", "draw_graph", "exercise_board", "exercises", "explanation_html",
    "graph_chart", "graph_data", "lines_in", "parse_players", "player_text", "reference_graph",
    "shown_name", "type_name", "types_table", "view",
]
