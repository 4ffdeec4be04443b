"""The card model and card look-up: :class:`Card`, :class:`CardDatabase` and the bundled cards.

A :class:`Card` holds the facts the rules library needs (name, layout, mana cost, type line,
colors, faces) and the card's mana abilities and mana-related static effects as data (see
:mod:`mtgrules.abilities`). The package ships a small curated file (``mtgrules/data/cards.json``,
built by ``tools/build_card_data.py``); :func:`mtgrules.loaders.load_cards` reads a full
MTGJSON ``AtomicCards.json`` or a Scryfall oracle-cards file that a user downloads.

    >>> import mtgrules as mr
    >>> ww = mr.card("Wax // Wane")
    >>> str(ww.mana_cost), ww.layout, [f.name for f in ww.faces]
    ('{G}{W}', 'split', ['Wax', 'Wane'])
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable, Iterator, Mapping

from .abilities import BASIC_LAND_MANA, ManaAbility, StaticEffect
from .errors import UnknownCardError
from .mana import ManaCost

__all__ = [
    "Card",
    "CardDatabase",
    "card",
    "card_names",
    "card_table",
    "COMBINED_LAYOUTS",
]

# 709.4b: a split card (aftermath and Room cards are split cards, 709.1) has the combined
# mana cost of its halves everywhere but the stack; other multi-face layouts show their
# main face.
COMBINED_LAYOUTS = frozenset({"split", "aftermath", "room"})

# 205.4a and 205.2a (current lists; "Tribal" is the old name of Kindred)
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")
CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
              "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme",
              "Sorcery", "Tribal", "Vanguard")
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})

_DASH = re.compile(r"\s+[—-]\s+")


def _split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Supertypes, card types and subtypes of one face's type line (205.1)."""
    parts = _DASH.split(type_line.strip(), maxsplit=1)
    left = parts[0].split()
    right = parts[1].split() if len(parts) > 1 else []
    supertypes = tuple(w for w in left if w in SUPERTYPES)
    # unknown words before the dash (old printed types like "Summon") are kept as types
    types = tuple(w for w in left if w not in SUPERTYPES)
    return supertypes, types, tuple(right)


def _union(groups: Iterable[Iterable[str]]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for group in groups:
        for item in group:
            seen.setdefault(item, None)
    return tuple(seen)


def _order_colors(letters: Iterable[str]) -> str:
    letters = set(letters)
    return "".join(c for c in "WUBRG" if c in letters)


@dataclass(frozen=True, slots=True, repr=False)
class Card:
    """A card's characteristics as printed (Oracle), plus its mana abilities as data.

    - ``name``: split cards use both names, "Wax // Wane" (709.4).
    - ``layout``: "normal", "split", "aftermath", "room", "adventure", "transform",
      "modal_dfc", "flip", ...
    - ``mana_cost``: a :class:`~mtgrules.mana.ManaCost`; for split, aftermath and Room
      cards the combined cost of the halves (709.4b); for other multi-face layouts the
      main face's cost.
    - ``types``, ``supertypes``, ``subtypes``: tuples of words from the type line (205).
    - ``colors``: WUBRG string from the mana cost plus any color indicator (202.2, 204).
    - ``faces``: a Card per face for multi-face layouts, () otherwise.
    - ``text``: a short description in this project's own words (may be empty).
    - ``mana_abilities``: :class:`~mtgrules.abilities.ManaAbility` tuple, including the
      intrinsic ability of each basic land type of a land (305.6).
    - ``statics``: static effects that change what permanents could produce.
    """

    name: str
    layout: str
    mana_cost: ManaCost
    type_line: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: str = ""
    faces: tuple[Card, ...] = ()
    text: str = ""
    mana_abilities: tuple[ManaAbility, ...] = ()
    statics: tuple[StaticEffect, ...] = ()
    color_indicator: str = ""
    abilities_known: bool = field(default=True, compare=False)

    def __repr__(self) -> str:
        return f"Card({self.name!r})"

    def __str__(self) -> str:
        cost = str(self.mana_cost)
        return f"{self.name} {cost} — {self.type_line}" if cost else f"{self.name} — {self.type_line}"

    @property
    def names(self) -> tuple[str, ...]:
        """The card's names: both halves' names for a split card (709.4a), else its name."""
        if self.layout in COMBINED_LAYOUTS and self.faces:
            return tuple(f.name for f in self.faces)
        return (self.name,)

    @property
    def is_permanent(self) -> bool:
        """Whether the card is a permanent card (110.4a): it has a permanent card type."""
        return any(t in PERMANENT_TYPES for t in self.types)

    def is_a(self, card_type: str) -> bool:
        """Whether the card has this card type, supertype or subtype ("Land", "Basic", "Forest")."""
        return card_type in self.types or card_type in self.supertypes or card_type in self.subtypes

    @property
    def printed_mana_abilities(self) -> tuple[ManaAbility, ...]:
        """The mana abilities without the intrinsic ones of basic land types (305.6)."""
        return tuple(a for a in self.mana_abilities if a.origin not in BASIC_LAND_MANA)

    def to_dict(self) -> dict[str, Any]:
        """The card as a record of the bundled-file format (what :func:`~mtgrules.loaders.load_cards` reads)."""
        out: dict[str, Any] = {"name": self.name, "layout": self.layout}
        if self.faces:
            out["mana_cost"] = " // ".join(str(f.mana_cost) for f in self.faces)
            out["type_line"] = self.type_line
            out["faces"] = [f.to_dict() for f in self.faces]
        else:
            out["mana_cost"] = str(self.mana_cost)
            out["type_line"] = self.type_line
        if self.color_indicator:
            out["color_indicator"] = self.color_indicator
        if self.text:
            out["text"] = self.text
        printed = self.printed_mana_abilities
        if printed:
            out["mana_abilities"] = [a.to_dict() for a in printed]
        if self.statics:
            out["statics"] = [s.to_dict() for s in self.statics]
        if not self.abilities_known:
            out["abilities_known"] = False
        return out

    def _repr_html_(self) -> str:
        from html import escape

        cost = self.mana_cost._repr_html_() if not self.mana_cost.is_absent else ""
        text = f"<br><i>{escape(self.text)}</i>" if self.text else ""
        return f"<b>{escape(self.name)}</b> {cost}<br>{escape(self.type_line)}{text}"


class CardDatabase(Mapping[str, Card]):
    """A set of cards looked up by name, case-insensitively.

    ``db.card(name)`` finds a card by its full name ("Wax // Wane"); a half's or face's
    name alone, or a misspelling, raises :class:`~mtgrules.errors.UnknownCardError` that
    suggests the closest names. ``skipped`` lists the entries a loader could not read.
    """

    def __init__(self, cards: Iterable[Card], *, source: str = "", skipped: Iterable[tuple[str, str]] = ()):
        self._cards: dict[str, Card] = {}
        for c in cards:
            self._cards.setdefault(c.name.casefold(), c)
        self._faces: dict[str, str] = {}
        for c in self._cards.values():
            for f in c.faces:
                if f.name.casefold() not in self._cards:
                    self._faces.setdefault(f.name.casefold(), c.name)
        self.source = source
        self.skipped: tuple[tuple[str, str], ...] = tuple(skipped)

    def __repr__(self) -> str:
        return f"<CardDatabase {len(self)} cards{' from ' + self.source if self.source else ''}>"

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[str]:
        return (c.name for c in self._cards.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.casefold() in self._cards

    def __getitem__(self, name: str) -> Card:
        return self.card(name)

    def card(self, name: str) -> Card:
        """The card with this full name (case-insensitive); UnknownCardError otherwise."""
        if not isinstance(name, str):
            raise UnknownCardError(f"a card name must be text, got {name!r}")
        found = self._cards.get(name.strip().casefold())
        if found is not None:
            return found
        raise UnknownCardError(self._unknown_message(name))

    def _unknown_message(self, name: str) -> str:
        key = name.strip().casefold()
        suggestions: list[str] = []
        whole = self._faces.get(key)
        if whole is not None:
            suggestions.append(whole)
        keys = list(self._cards) + list(self._faces)
        for match in difflib.get_close_matches(key, keys, n=5, cutoff=0.6):
            full = self._cards[match].name if match in self._cards else self._faces[match]
            if full not in suggestions:
                suggestions.append(full)
        if whole is not None:
            msg = (f"{name!r} is one face of {whole!r}: look cards up by their full name; "
                   f"did you mean {whole!r}?")
        elif suggestions:
            msg = f"no card named {name!r}; did you mean " + " or ".join(map(repr, suggestions[:3])) + "?"
        else:
            msg = f"no card named {name!r} in this card data ({len(self)} cards); see card_names()"
        return msg

    def names(self, *, layout: str | None = None, type: str | None = None) -> list[str]:
        """Sorted card names, optionally only one layout or cards with one type/subtype."""
        return sorted(
            (c.name for c in self._cards.values()
             if (layout is None or c.layout == layout) and (type is None or c.is_a(type))),
            key=str.casefold,
        )

    def table(self):
        """A pandas DataFrame: one row per card with its facts and mana abilities."""
        import pandas as pd

        rows = []
        for c in sorted(self._cards.values(), key=lambda c: c.name.casefold()):
            rows.append({
                "name": c.name,
                "layout": c.layout,
                "mana cost": str(c.mana_cost),
                "mana value": c.mana_cost.mana_value(),
                "colors": c.colors,
                "type line": c.type_line,
                "faces": " // ".join(f.name for f in c.faces),
                "mana abilities": "; ".join(str(a) for a in c.mana_abilities),
                "static effects": "; ".join(s.describe() for s in c.statics),
                "text": c.text,
            })
        return pd.DataFrame(rows, columns=["name", "layout", "mana cost", "mana value", "colors",
                                           "type line", "faces", "mana abilities",
                                           "static effects", "text"])


@lru_cache(maxsize=1)
def bundled_cards() -> CardDatabase:
    """The curated card data shipped inside the package (mtgrules/data/cards.json)."""
    from .loaders import card_from_record

    raw = resources.files("mtgrules.data").joinpath("cards.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    cards = [card_from_record(r, where=f" #{i}") for i, r in enumerate(data["cards"])]
    return CardDatabase(cards, source="bundled")


def card(name: str) -> Card:
    """The bundled card with this full name, case-insensitive.

    Split cards are found by both names ("Wax // Wane", 709.4); a half's name alone raises
    :class:`~mtgrules.errors.UnknownCardError` suggesting the full name, and so does a name
    that is not in the data (with the closest names).
    """
    return bundled_cards().card(name)


def card_names(*, layout: str | None = None, type: str | None = None) -> list[str]:
    """Sorted names of the bundled cards (e.g. ``card_names(layout="split")``, ``type="Land"``)."""
    return bundled_cards().names(layout=layout, type=type)


def card_table(cards: CardDatabase | None = None):
    """A pandas DataFrame of the bundled cards (or of ``cards``): facts and mana abilities."""
    return (cards if cards is not None else bundled_cards()).table()
