"""Card data: the bundled curated card file, card look-up, and loaders for full databases.

A :class:`Card` holds the facts the rules library needs (name, layout, mana cost, type line,
colors, faces) and the card's mana abilities and mana-related static effects as data (see
:mod:`mtgrules.abilities`). The package ships a small curated file (``mtgrules/data/cards.json``,
built by ``tools/build_card_data.py``); :func:`load_cards` reads a full MTGJSON
``AtomicCards.json`` or a Scryfall oracle-cards file that a user downloads.

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
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from .abilities import BASIC_LAND_MANA, ManaAbility, StaticEffect
from .errors import CardDataError, ManaCostError, UnknownCardError
from .mana import ManaCost, parse_cost
from .rules_text import abilities_from_text

__all__ = [
    "Card",
    "CardDatabase",
    "card",
    "card_names",
    "card_table",
    "load_cards",
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
        """The card as a record of the bundled-file format (what :func:`load_cards` reads)."""
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


def card_from_record(record: Mapping[str, Any], *, where: str = "", is_face: bool = False) -> Card:
    """Build a :class:`Card` from a record of the bundled-file format.

    Raises CardDataError (naming the card and field) for a malformed record.
    """
    if not isinstance(record, Mapping):
        raise CardDataError(f"card record{where}: expected an object, got {type(record).__name__}")
    name = record.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError(f"card record{where}: missing 'name'")
    here = f"card {name!r}"
    layout = record.get("layout") or "normal"
    type_line = record.get("type_line") or ""
    if not isinstance(type_line, str):
        raise CardDataError(f"{here}: 'type_line' must be text, got {type_line!r}")
    faces_data = record.get("faces") or ()
    if layout in COMBINED_LAYOUTS and not faces_data and not is_face:
        raise CardDataError(f"{here}: a {layout} card needs its 'faces'")
    faces = tuple(
        card_from_record({**face, "layout": layout} if isinstance(face, Mapping) else face,
                         where=f" (face {i} of {name!r})", is_face=True)
        for i, face in enumerate(faces_data)
    )
    indicator = _order_colors(record.get("color_indicator") or "")
    abilities = tuple(
        ManaAbility.from_dict(a, f"{here}: mana_abilities[{i}]")
        for i, a in enumerate(record.get("mana_abilities") or ())
    )
    statics = tuple(
        StaticEffect.from_dict(s, f"{here}: statics[{i}]")
        for i, s in enumerate(record.get("statics") or ())
    )
    text = record.get("text") or ""
    if faces and layout in COMBINED_LAYOUTS:
        cost = faces[0].mana_cost
        for face in faces[1:]:
            cost = cost + face.mana_cost  # 709.4b
        supertypes = _union(f.supertypes for f in faces)
        types = _union(f.types for f in faces)
        subtypes = _union(f.subtypes for f in faces)
        colors = _order_colors(c for f in faces for c in f.colors)
        type_line = type_line or " // ".join(f.type_line for f in faces)
    elif faces:
        main = faces[0]
        cost, supertypes, types, subtypes = main.mana_cost, main.supertypes, main.types, main.subtypes
        colors = main.colors
        type_line = main.type_line
        abilities = abilities or main.mana_abilities
    else:
        raw_cost = record.get("mana_cost") or ""
        if not isinstance(raw_cost, str):
            raise CardDataError(f"{here}: 'mana_cost' must be text, got {raw_cost!r}")
        try:
            cost = parse_cost(raw_cost)
        except ManaCostError as exc:
            raise CardDataError(f"{here}: its mana cost can't be read: {exc}") from exc
        supertypes, types, subtypes = _split_type_line(type_line)
        colors = _order_colors(cost.colors + indicator)  # 202.2, 204
    if "Land" in types:
        printed = tuple(a for a in abilities if a.origin not in BASIC_LAND_MANA)
        abilities = tuple(ManaAbility.intrinsic(t) for t in BASIC_LAND_MANA if t in subtypes) + printed  # 305.6
    known = record.get("abilities_known", True)
    return Card(name, layout, cost, type_line, types, supertypes, subtypes, colors, faces,
                text, abilities, statics, indicator, bool(known))


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


# --------------------------------------------------------------------------------------
# Loaders for full databases


def load_cards(path: str | Path, *, strict: bool = False) -> CardDatabase:
    """Read cards from a JSON file: MTGJSON AtomicCards, Scryfall oracle-cards, or the bundled format.

    Costs, types, layouts and faces are read; mana abilities are read from the oracle text
    for the common templates (see :func:`mtgrules.rules_text.abilities_from_text`). A mana ability in any other wording makes
    the card's ``abilities_known`` False (it is kept, with ``adds="unknown"``). Entries that
    can't be read (e.g. an Un-set half-mana cost outside rule 107.1) are skipped and listed
    in ``db.skipped`` unless ``strict=True``, which raises CardDataError for the first one.
    """
    p = Path(path)
    try:
        raw = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(f"can't read card file {str(p)!r}: {exc.strerror or exc}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{str(p)!r} is not JSON ({exc.msg} at line {exc.lineno})") from exc
    if isinstance(data, Mapping) and isinstance(data.get("data"), Mapping):
        records, fmt = _mtgjson_records(data["data"]), "MTGJSON"
    elif isinstance(data, Mapping) and isinstance(data.get("cards"), list):
        records, fmt = ((r, None) for r in data["cards"]), "mtgrules"
    elif isinstance(data, list):
        records, fmt = _scryfall_records(data), "Scryfall"
    else:
        raise CardDataError(
            f"{str(p)!r} is neither MTGJSON AtomicCards (an object with 'data'), a Scryfall "
            "oracle-cards list, nor the mtgrules card format (an object with 'cards')"
        )
    cards: list[Card] = []
    skipped: list[tuple[str, str]] = []
    for record, problem in records:
        name = record.get("name", "?") if isinstance(record, Mapping) else "?"
        try:
            if problem:
                raise CardDataError(f"card {name!r}: {problem}")
            cards.append(card_from_record(record))
        except CardDataError as exc:
            if strict:
                raise
            skipped.append((str(name), str(exc)))
    return CardDatabase(cards, source=f"{fmt} file {p.name}", skipped=skipped)


_SKIP_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series", "reversible_card"})
_LAYOUT_ALIASES = {"modal_dfc": "modal_dfc", "modaldfc": "modal_dfc", "double-faced": "transform"}


def _layout(layout: Any, faces: list[Mapping[str, Any]]) -> str:
    layout = _LAYOUT_ALIASES.get(str(layout or "normal").lower(), str(layout or "normal").lower())
    # Room cards come as "split" cards whose halves are Rooms (709.5)
    if layout == "split" and faces and all("Room" in str(f.get("type_line", "")) for f in faces):
        return "room"
    return layout


def _mtgjson_records(data: Mapping[str, Any]) -> Iterator[tuple[dict[str, Any], str | None]]:
    for name, entries in data.items():
        if not isinstance(entries, list) or not entries or not all(isinstance(e, Mapping) for e in entries):
            yield {"name": name}, "expected a list of face objects"
            continue
        first = entries[0]
        layout = str(first.get("layout") or "normal")
        if layout in _SKIP_LAYOUTS:
            continue
        multi = len(entries) > 1 or " // " in name
        if not multi:
            rec = _oracle_record(name, first.get("manaCost", ""), first.get("type", ""),
                                 first.get("text", ""), first.get("colorIndicator"))
            rec["layout"] = layout
            yield rec, None
            continue
        ordered = sorted(entries, key=lambda e: str(e.get("side", "a")))
        faces = [
            _oracle_record(e.get("faceName") or e.get("name", "?"), e.get("manaCost", ""),
                           e.get("type", ""), e.get("text", ""), e.get("colorIndicator"))
            for e in ordered
        ]
        yield _multi_record(name, layout, faces), None


def _scryfall_records(data: list[Any]) -> Iterator[tuple[dict[str, Any], str | None]]:
    for entry in data:
        if not isinstance(entry, Mapping) or "name" not in entry:
            yield {"name": "?"}, "expected a card object with a 'name'"
            continue
        layout = str(entry.get("layout") or "normal")
        if layout in _SKIP_LAYOUTS:
            continue
        faces_data = entry.get("card_faces")
        if not faces_data:
            rec = _oracle_record(entry["name"], entry.get("mana_cost", ""), entry.get("type_line", ""),
                                 entry.get("oracle_text", ""), entry.get("color_indicator"))
            rec["layout"] = layout
            yield rec, None
            continue
        faces = [
            _oracle_record(f.get("name", "?"), f.get("mana_cost", ""), f.get("type_line", ""),
                           f.get("oracle_text", ""), f.get("color_indicator"))
            for f in faces_data
        ]
        yield _multi_record(entry["name"], layout, faces), None


def _multi_record(name: str, layout: str, faces: list[dict[str, Any]]) -> dict[str, Any]:
    layout = _layout(layout, faces)
    rec: dict[str, Any] = {"name": name, "layout": layout, "faces": faces,
                           "type_line": " // ".join(f["type_line"] for f in faces)}
    if layout not in COMBINED_LAYOUTS:
        # the main face's abilities are the card's on the battlefield
        rec["mana_abilities"] = faces[0].get("mana_abilities", [])
        rec["abilities_known"] = faces[0].get("abilities_known", True)
    return rec


def _oracle_record(name: str, cost: Any, type_line: Any, text: Any, indicator: Any) -> dict[str, Any]:
    abilities, known = abilities_from_text(str(text or ""), name)
    rec: dict[str, Any] = {"name": str(name), "mana_cost": str(cost or ""),
                           "type_line": str(type_line or "")}
    if indicator:
        rec["color_indicator"] = "".join(indicator)
    if abilities:
        rec["mana_abilities"] = abilities
    if not known:
        rec["abilities_known"] = False
    return rec
