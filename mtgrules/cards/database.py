"""A set of cards looked up by name: :class:`CardDatabase`, what :func:`~mtgrules.load_cards`
returns and the curated notebook cards are."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from ..checks import excerpt
from ..checks import text as _text
from ..errors import CardDataError, ChoiceError, UnknownCardError
from ..i18n import N_
from ..words import name_key

if TYPE_CHECKING:
    import pandas as pd

from .model import _LONGEST_NAME, Card, Layout, check_layout

class CardDatabase(Mapping[str, Card]):
    """A set of cards looked up by name, case-insensitively; a mapping from name to card.

    ``db.card(name)`` (or ``db[name]``) finds a card by its full name ("Wax // Wane"); a
    half's or face's name alone, or a misspelling, raises
    :class:`~mtgrules.errors.UnknownCardError` that suggests the closest names. That error
    is also a ``KeyError``, so the mapping methods work as for a dict: ``db.get(name)`` is
    None for an unknown name, ``name in db`` and ``dict(db.items())`` work. ``skipped``
    lists ``(name, reason)`` for each entry a loader could not read.

    >>> from mtgrules import card
    >>> db = CardDatabase([card("Forest"), card("Wax // Wane")])
    >>> len(db), "forest" in db, db.get("Wax") is None, db["wax // wane"].name
    (2, True, True, 'Wax // Wane')
    """

    def __init__(self, cards: Iterable[Card], *, source: str = "",
                 skipped: Iterable[tuple[str, str]] = ()) -> None:
        if isinstance(cards, CardDatabase):
            cards = cards.values()
        elif isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
            raise CardDataError(
                "CardDatabase(cards=...) takes Card objects (from mr.card or load_cards), not "
                "{cards}", cards=excerpt(cards)
            )
        self._cards: dict[str, Card] = {}
        for i, c in enumerate(cards):
            if not isinstance(c, Card):
                raise CardDataError(
                    "CardDatabase(cards=...): item {i} is {c}, not a Card (look cards up with "
                    "mr.card(name) or read them with mr.load_cards(path))", i=i, c=excerpt(c)
                )
            self._cards.setdefault(_key(c.name), c)
        self._faces: dict[str, str] = {}
        for c in self._cards.values():
            for f in c.faces:
                if _key(f.name) not in self._cards:
                    self._faces.setdefault(_key(f.name), c.name)
        self.source = _text(source, "source", error=CardDataError)
        self.skipped: tuple[tuple[str, str], ...] = _skipped_pairs(skipped)

    def __repr__(self) -> str:
        return f"<CardDatabase {len(self)} cards{' from ' + self.source if self.source else ''}>"

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[str]:
        return (c.name for c in self._cards.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and _key(name) in self._cards

    def __getitem__(self, name: str) -> Card:
        return self.card(name)

    def card(self, name: str) -> Card:
        """The card with this full name (case-insensitive); UnknownCardError otherwise.

        UnknownCardError is a RulesInputError and also a KeyError (see the class).
        """
        if not isinstance(name, str):
            raise UnknownCardError("a card name must be text, got {name}", name=excerpt(name))
        found = self._cards.get(_key(name))
        if found is not None:
            return found
        message, fields = self._unknown_message(name)
        raise UnknownCardError(message, **fields)

    def _unknown_message(self, name: str) -> tuple[str, dict[str, object]]:
        """The message (a template) and its fields for a name the data doesn't hold."""
        key = _key(name)
        shown_name = excerpt(name)
        nothing = (N_("no card named {name} is known here (the card data holds {count:,} "
                      "cards)"),
                   {"name": shown_name, "count": len(self)})
        if len(key) > _LONGEST_NAME:  # no card has such a name: don't compare it with each one
            return nothing
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
            return _one_face(shown_name, whole)
        if not suggestions:  # a name typed only in part ("F", "exotic"): the names it starts,
            # shortest first
            suggestions = sorted((c.name for c in self._cards.values()
                                  if _key(c.name).startswith(key)),
                                 key=lambda n: (len(n), n.casefold()))
        if suggestions:
            return _did_you_mean(shown_name, [repr(s) for s in suggestions[:3]])
        return nothing

    def names(self, *, layout: Layout | None = None, type: str | None = None) -> list[str]:
        """Sorted card names, optionally only one layout (see :data:`LAYOUTS`) or cards with
        one card type, supertype or subtype ("Land", "Basic", "Forest")."""
        if layout is not None:
            layout = check_layout(layout, "layout", error=ChoiceError)
        if type is not None:
            _text(type, "type", error=ChoiceError, example="Land")
        return sorted(
            (c.name for c in self._cards.values()
             if (layout is None or c.layout == layout) and (type is None or c.is_a(type))),
            key=str.casefold,
        )

    def table(self) -> pd.DataFrame:
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


def _key(name: str) -> str:
    """How a name is looked up (:func:`mtgrules.words.name_key`)."""
    return name_key(name)


def _skipped_pairs(skipped: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    if isinstance(skipped, (str, bytes)) or not isinstance(skipped, Iterable):
        raise CardDataError("skipped: expected (name, reason) pairs, got {skipped}",
                            skipped=excerpt(skipped))
    pairs = tuple(skipped)
    for pair in pairs:
        if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
            raise CardDataError("skipped: expected (name, reason) pairs of text, got {pair}",
                                pair=excerpt(pair))
    return pairs


def _one_face(shown_name: str, whole: str) -> tuple[str, dict[str, object]]:
    return (N_("{name} is one face of {card!r}: look cards up by their full name; did you mean "
               "{card!r}?"), {"name": shown_name, "card": whole})


def _did_you_mean(shown_name: str, shown: list[str]) -> tuple[str, dict[str, object]]:
    """ "did you mean 'A'?", "'A' or 'B'?", "'A', 'B' or 'C'?": the names are fields, the
    words are the template's."""
    if len(shown) == 1:
        return N_("no card named {name}: did you mean {card}?"), {"name": shown_name,
                                                                  "card": shown[0]}
    if len(shown) == 2:
        return (N_("no card named {name}: did you mean {card} or {other}?"),
                {"name": shown_name, "card": shown[0], "other": shown[1]})
    if len(shown) == 3:
        return (N_("no card named {name}: did you mean {first}, {second} or {third}?"),
                {"name": shown_name, "first": shown[0], "second": shown[1], "third": shown[2]})
    return (N_("no card named {name}: did you mean {cards} or {last}?"),
            {"name": shown_name, "cards": ", ".join(shown[:-1]), "last": shown[-1]})
