"""The card data: the card model, the shipped index of every real card, file readers, and
mana abilities read from rules text.

Everything a reader of this part needs is here: ``from mtgrules.cards import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).

- ``model``: :class:`Card` and how one is assembled from its characteristics (layouts, types);
- ``database``: :class:`CardDatabase`, cards looked up by name;
- ``index``: the shipped index of every real card and :func:`card`, :func:`card_names`,
  :func:`card_table`;
- ``loaders``: MTGJSON and Scryfall files, and the bundled-file format;
- ``rules_text`` and ``abilities``: mana abilities read from rules text, as data.
"""

from __future__ import annotations

from .abilities import ManaAbility, StaticEffect
from .database import CardDatabase
from .index import CardIndex, CardLabel, bundled_cards, card, card_index, card_names, card_table
from .loaders import load_cards
from .model import CARD_TYPES, LAYOUTS, SPLIT_LAYOUTS, Card, Layout

__all__ = [
    "CARD_TYPES", "Card", "CardDatabase", "CardIndex", "CardLabel", "LAYOUTS", "Layout", "ManaAbility",
    "SPLIT_LAYOUTS", "StaticEffect", "bundled_cards", "card", "card_index", "card_names",
    "card_table", "load_cards",
]
