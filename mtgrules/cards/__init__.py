"""The card data: the card model, the bundled index of every real card, file readers, and mana abilities read from rules text.

Everything a reader of this part needs is here: ``from mtgrules.cards import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .model import (
    Card, CardDatabase, CardIndex, SPLIT_LAYOUTS, card, card_index, card_names, card_table,
)
from .loaders import load_cards
from .abilities import ManaAbility, StaticEffect

__all__ = [
    "Card", "CardDatabase", "CardIndex", "ManaAbility", "SPLIT_LAYOUTS", "StaticEffect", "card",
    "card_index", "card_names", "card_table", "load_cards",
]
