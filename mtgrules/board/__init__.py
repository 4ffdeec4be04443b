"""Boards of permanents and what each could produce (106.5, 106.7), continuous effects (613),
replacement effects (614) and why (explain).

Everything a reader of this part needs is here: ``from mtgrules.board import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .permanents import Board, Permanent
from .notation import BOARD_LINE, board_text, parse_board
from .solver import could_produce
from .explain import EffectSteps, Explanation, continuous_effects, explain, permanent_text
from .layers import AppliedEffect

__all__ = [
    "AppliedEffect", "BOARD_LINE", "Board", "EffectSteps", "Explanation", "Permanent", "board_text",
    "continuous_effects", "could_produce", "explain", "parse_board", "permanent_text",
]
