"""Mana: symbols and costs (107.4, 202), colors (105), pools (106.4) and mana added from symbols (106.8-106.11).

Everything a reader of this part needs is here: ``from mtgrules.mana import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .cost import COLORS, Kind, MANA_TYPES, ManaCost, Symbol, TYPE_NAMES, parse_cost
from .colors import (
    choose_color, color_combinations, color_pairs, color_words, describe_colors, recolor,
)
from .pools import MAX_POOL, Mana, ManaPool, RestrictedPool
from .added import mana_added, mana_for_colored_symbols
from .html import FILL, mana_html

__all__ = [
    "COLORS", "FILL", "Kind", "MANA_TYPES", "MAX_POOL", "Mana", "ManaCost", "ManaPool",
    "RestrictedPool", "Symbol", "TYPE_NAMES", "choose_color", "color_combinations", "color_pairs",
    "color_words", "describe_colors", "mana_added", "mana_for_colored_symbols", "mana_html",
    "parse_cost", "recolor",
]
