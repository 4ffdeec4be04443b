"""The card model and card look-up: :class:`Card`, :class:`CardDatabase` and the bundled cards.

A :class:`Card` holds the facts the rules library needs (name, layout, mana cost, type line,
colors, faces) and the card's mana abilities and mana-related static effects as data (see
:mod:`mtgrules.cards.abilities`). The package ships a small curated file (``mtgrules/data/cards.json``,
the notebooks' examples with hand-written abilities) and an index of every real card
(``mtgrules/data/card_index.jsonl``, read the first time a card that is not curated is looked
up), both built by ``tools/build_card_data.py``; :func:`card` finds any real card by its
English or official Chinese name. :func:`mtgrules.cards.loaders.load_cards` reads a full MTGJSON
``AtomicCards.json`` or a Scryfall oracle-cards file that a user downloads.

    >>> import mtgrules as mr
    >>> ww = mr.card("Wax // Wane")
    >>> str(ww.mana_cost), ww.layout, [f.name for f in ww.faces]
    ('{G}{W}', 'split', ['Wax', 'Wane'])
    >>> mr.card_names(layout="room")
    ['Bottomless Pool // Locker Room']
"""

from __future__ import annotations

import bisect
import difflib
import json
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, get_args

from .abilities import BASIC_LAND_MANA, ManaAbility, StaticEffect
from ..checks import excerpt, switch
from ..checks import text as _text
from ..errors import CardDataError, ChoiceError, UnknownCardError
from ..i18n import N_, check_lang
from ..mana.cost import COLORS, ManaCost, parse_cost
from ..words import QUOTES, is_chinese, name_key

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "Card",
    "CardDatabase",
    "CardIndex",
    "Layout",
    "LAYOUTS",
    "SPLIT_LAYOUTS",
    "COMBINED_LAYOUTS",
    "bundled_cards",
    "card_index",
    "card",
    "card_names",
    "card_table",
]

Layout = Literal[
    # one face
    "normal", "leveler", "class", "case", "saga", "mutate", "prototype", "augment", "host",
    "planar", "scheme", "vanguard",
    # split cards (709.1): two halves side by side
    "split", "aftermath", "room",
    # other cards with two faces or parts
    "adventure", "prepare", "flip", "transform", "modal_dfc", "meld", "battle",
]
"""A card's layout: how its faces or parts are printed on it."""

LAYOUTS: tuple[Layout, ...] = get_args(Layout)
"""Every layout a :class:`Card` may have; loaders refuse others and ``card_names(layout=)`` checks against it."""

SPLIT_LAYOUTS: tuple[Layout, ...] = ("split", "aftermath", "room")
"""Layouts that are split cards (709.1): aftermath cards and Rooms are split cards too."""

# 709.4b: a split card has the combined mana cost of its halves everywhere but the stack;
# other multi-face layouts show their main face.
COMBINED_LAYOUTS: frozenset[str] = frozenset(SPLIT_LAYOUTS)

# 205.4a and 205.2a (current lists; "Tribal" is the old name of Kindred)
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")
CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
              "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme",
              "Sorcery", "Tribal", "Vanguard")
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})

# a name longer than any card's is not compared with every name for suggestions
_LONGEST_NAME = 200

_DASH = re.compile(r"\s+[—-]\s+")


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Supertypes, card types and subtypes of one face's type line (205.1).

    >>> split_type_line("Legendary Artifact Creature — Scarecrow")
    (('Legendary',), ('Artifact', 'Creature'), ('Scarecrow',))
    """
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


def order_colors(letters: Iterable[str]) -> str:
    """The color letters among ``letters``, once each, in WUBRG order."""
    wanted = set(letters)
    return "".join(c for c in COLORS if c in wanted)


@dataclass(frozen=True, slots=True, repr=False)
class Card:
    """A card's characteristics as printed (Oracle), plus its mana abilities as data.

    - ``name``: split cards use both names, "Wax // Wane" (709.4).
    - ``layout``: one of :data:`LAYOUTS` ("normal", "split", "aftermath", "room",
      "adventure", "transform", "modal_dfc", "flip", ...).
    - ``mana_cost``: a :class:`~mtgrules.mana.cost.ManaCost`; for split, aftermath and Room
      cards the combined cost of the halves (709.4b); for other multi-face layouts the
      main face's cost.
    - ``types``, ``supertypes``, ``subtypes``: tuples of words from the type line (205).
    - ``colors``: WUBRG string from the mana cost plus any color indicator (202.2, 204).
    - ``faces``: a Card per face for multi-face layouts, () otherwise.
    - ``text``: a short description in this project's own words (may be empty).
    - ``mana_abilities``: :class:`~mtgrules.cards.abilities.ManaAbility` tuple, including the
      intrinsic ability of each basic land type of a land (305.6).
    - ``statics``: static effects that change what permanents could produce.
    - ``abilities_known``: False when some mana ability of the card could not be read from
      its rules text (or the shipped data has no rules text for it); ``text`` says so too.
    - ``rules_text``: the card's rules text where the shipped data has it (CC0 text only;
      faces of a multi-face card separated by a line "//"), else "".
    - ``zh_hans``, ``zh_hant``: the card's official Simplified and Traditional Chinese
      names where known, else "".
    """

    name: str
    layout: Layout
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
    rules_text: str = field(default="", compare=False)
    zh_hans: str = field(default="", compare=False)
    zh_hant: str = field(default="", compare=False)

    def __repr__(self) -> str:
        return f"<Card {self.name!r}>"  # not a constructor call: mr.card(name) looks one up

    def __str__(self) -> str:
        cost = str(self.mana_cost)
        return f"{self.name} {cost} — {self.type_line}" if cost else f"{self.name} — {self.type_line}"

    def name_in(self, lang: str | None = "en") -> str:
        """The card's name as a reader of ``lang`` knows it: the official Chinese name in that
        script, or the English name where the script has none (or in English)."""
        code = check_lang(lang)
        local = "" if code == "en" else (self.zh_hans if code == "zh-Hans" else self.zh_hant)
        return local if local else self.name

    def label(self, lang: str | None = "en") -> str:
        """The card as a list or a message names it in ``lang``: the English name, or the
        official Chinese name with the English after it, 幽灵行列（Spectral Procession）."""
        local = self.name_in(lang)
        return self.name if local == self.name else f"{local}（{self.name}）"

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
        """The card as a record of the bundled-file format (what :func:`~mtgrules.cards.loaders.load_cards` reads)."""
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


def assemble_card(name: str, layout: Layout = "normal", *, mana_cost: ManaCost | None = None,
                  type_line: str = "", faces: Sequence[Card] = (), text: str = "",
                  mana_abilities: Iterable[ManaAbility] = (), statics: Iterable[StaticEffect] = (),
                  color_indicator: str = "", abilities_known: bool = True) -> Card:
    """A :class:`Card` from its printed parts, with the characteristics the rules derive.

    The loaders check the parts read from a file and call this. A split card (709.1) gets
    its halves' combined cost, colors and card types (709.4b, 709.4c); another multi-face
    card shows its main face; a single face gets its types from its type line (205.1) and
    its colors from its cost and color indicator (202.2, 204). A land gets the mana ability
    of each of its basic land types (305.6).

    >>> wax = assemble_card("Wax", "split", mana_cost=parse_cost("{G}"), type_line="Instant")
    >>> wane = assemble_card("Wane", "split", mana_cost=parse_cost("{W}"), type_line="Instant")
    >>> ww = assemble_card("Wax // Wane", "split", faces=(wax, wane))
    >>> str(ww.mana_cost), ww.colors, ww.type_line
    ('{G}{W}', 'WG', 'Instant // Instant')
    """
    indicator = order_colors(color_indicator)
    abilities = tuple(mana_abilities)
    faces = tuple(faces)
    if faces and layout in COMBINED_LAYOUTS:
        cost = faces[0].mana_cost
        for face in faces[1:]:
            cost = cost + face.mana_cost  # 709.4b
        supertypes = _union(f.supertypes for f in faces)
        types = _union(f.types for f in faces)
        subtypes = _union(f.subtypes for f in faces)
        colors = order_colors(c for f in faces for c in f.colors)
        type_line = type_line or " // ".join(f.type_line for f in faces)
    elif faces:
        main = faces[0]
        cost, supertypes, types, subtypes = main.mana_cost, main.supertypes, main.types, main.subtypes
        colors = main.colors
        type_line = main.type_line
        abilities = abilities or main.mana_abilities
    else:
        cost = mana_cost if mana_cost is not None else parse_cost("")
        supertypes, types, subtypes = split_type_line(type_line)
        colors = order_colors(cost.colors + indicator)  # 202.2, 204
    if "Land" in types:
        printed = tuple(a for a in abilities if a.origin not in BASIC_LAND_MANA)
        abilities = tuple(ManaAbility.intrinsic(t) for t in BASIC_LAND_MANA if t in subtypes) + printed  # 305.6
    return Card(name, layout, cost, type_line, types, supertypes, subtypes, colors, faces,
                text, abilities, tuple(statics), indicator, abilities_known)


class CardDatabase(Mapping[str, Card]):
    """A set of cards looked up by name, case-insensitively; a mapping from name to card.

    ``db.card(name)`` (or ``db[name]``) finds a card by its full name ("Wax // Wane"); a
    half's or face's name alone, or a misspelling, raises
    :class:`~mtgrules.errors.UnknownCardError` that suggests the closest names. That error
    is also a ``KeyError``, so the mapping methods work as for a dict: ``db.get(name)`` is
    None for an unknown name, ``name in db`` and ``dict(db.items())`` work. ``skipped``
    lists ``(name, reason)`` for each entry a loader could not read.

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


def check_layout(value: object, name: str = "layout", *,
                 error: type[CardDataError] | type[ChoiceError] = ChoiceError) -> Layout:
    """``value`` if it is one of :data:`LAYOUTS`, else ``error`` listing them (and the closest).

    >>> check_layout("splt")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mtgrules.errors.ChoiceError: layout='splt': expected one of 'normal', 'leveler', 'class', ..., 'battle'; did you mean 'split'?
    """
    if isinstance(value, str) and value in LAYOUTS:
        return value
    close = difflib.get_close_matches(value, LAYOUTS, n=1) if isinstance(value, str) and len(value) < 50 else []
    listed = ", ".join(map(repr, LAYOUTS))
    if close:
        raise error(N_("{name}={value}: expected one of {listed}; did you mean {close!r}?"),
                    name=name, value=excerpt(value), listed=listed, close=close[0])
    raise error(N_("{name}={value}: expected one of {listed}"), name=name, value=excerpt(value),
                listed=listed)


INDEX_FILE = "card_index.jsonl"
"""The index of every card inside the package's data folder (built by tools/build_card_data.py)."""

_NO_TEXT = ("The shipped card data has no rules text for this card (only CC0 text is shipped), "
            "so its mana abilities are not known.")
_UNREAD = ("Some of its mana abilities could not be read from its rules text: they are kept as "
           "'mana (this ability's text could not be read)'.")


class CardIndex:
    """Every real card, by its English or official Chinese name: the index shipped in the package.

    Each entry holds the card's facts (name, layout, faces, mana costs, type lines, stated
    colors), its official Chinese names and, where the data is CC0, its rules text; a card is
    built the first time it is looked up, with its mana abilities read from that text (see
    :func:`mtgrules.cards.rules_text.abilities_from_text`). ``index.card(name)`` finds a card as
    :meth:`CardDatabase.card` does; a name no card has raises
    :class:`~mtgrules.errors.UnknownCardError` with the closest names, in Chinese for a name
    written in Chinese. Use :func:`card_index` for the shipped index (read once).

    >>> index = card_index()
    >>> index.card("orzhov signet").mana_abilities[0].describe()
    '{W}{B}'
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._source: Any = (resources.files("mtgrules.data").joinpath(INDEX_FILE) if path is None
                             else Path(path))
        with self._open() as fh:  # the names only: each entry is read when it is needed
            meta = json.loads(fh.readline())
            if meta.get("format") != "mtgrules card index" or meta.get("fields") != list(_FIELDS):
                raise CardDataError("the card index is not in the format this version reads: "
                                    "rebuild it with tools/build_card_data.py --index")
            names = json.loads(fh.readline())
            self._more_line: bytes = fh.readline()
            self._entries_at = fh.tell()
        self.source = "card index"
        self._names: list[str] = names["names"]
        self._keys: list[str] = names["keys"]  # index_keys(names), worked out by the build
        self._offsets: list[int] = names["offsets"]  # where each entry starts, after the names
        self._by_key: dict[str, int] = dict(zip(self._keys, range(len(self._keys))))
        self._rows: dict[int, list[Any]] = {}
        self._more: tuple[dict[str, int], dict[str, list[int]], dict[str, str]] | None = None
        self._built: dict[int, Card] = {}
        self._search: dict[str, tuple[str, list[int], list[str]]] = {}

    def __repr__(self) -> str:
        return f"<CardIndex {len(self):,} cards>"

    def _faces_and_zh(self) -> tuple[dict[str, int], dict[str, list[int]], dict[str, str]]:
        """Face name -> entry, Chinese name -> entries, Chinese key -> the name as written."""
        if self._more is None:
            more = json.loads(self._more_line)
            faces: dict[str, int] = {}
            for k, (_f, i) in zip(more["face_keys"], more["faces"]):
                if k not in self._by_key:
                    faces.setdefault(k, i)
            zh: dict[str, list[int]] = {}
            shown: dict[str, str] = {}
            for k, (z, i) in zip(more["zh_keys"], more["zh"]):
                ids = zh.setdefault(k, [])
                if i not in ids:
                    ids.append(i)
                shown.setdefault(k, z)
            self._more = (faces, zh, shown)
        return self._more

    def __len__(self) -> int:
        return len(self._names)

    def _open(self) -> Any:
        return self._source.open("rb")

    def _row(self, i: int) -> list[Any]:
        row = self._rows.get(i)
        if row is None:
            with self._open() as fh:
                fh.seek(self._entries_at + self._offsets[i])
                row = self._rows[i] = json.loads(fh.readline())
        return row

    def _read_all(self) -> None:
        """Every entry, read at once (for the filters that look at every card)."""
        if len(self._rows) < len(self._names):
            with self._open() as fh:
                fh.seek(self._entries_at)
                lines = fh.read().decode("utf-8").rstrip("\n").split("\n")
            for i, line in enumerate(lines):
                if i not in self._rows:
                    self._rows[i] = json.loads(line)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (_key(name) in self._by_key
                                          or len(self._faces_and_zh()[1].get(_key(name), ())) == 1)

    def card(self, name: str) -> Card:
        """The card with this English or official Chinese name; UnknownCardError otherwise."""
        if not isinstance(name, str):
            raise UnknownCardError("a card name must be text, got {name}", name=excerpt(name))
        key = _key(name)
        i = self._by_key.get(key)
        if i is None:
            ids = self._faces_and_zh()[1].get(key, [])
            if len(ids) > 1:
                names = [repr(self._names[j]) for j in ids]
                if len(names) == 2:
                    raise UnknownCardError("{name} is the Chinese name of more than one card: "
                                           "{card} or {other}; look it up by its English name",
                                           name=excerpt(name), card=names[0], other=names[1])
                raise UnknownCardError("{name} is the Chinese name of more than one card: "
                                       "{cards} or {last}; look it up by its English name",
                                       name=excerpt(name), cards=" or ".join(names[:-1]),
                                       last=names[-1])
            if not ids:
                message, fields = self._unknown_message(name)
                raise UnknownCardError(message, **fields)
            i = ids[0]
            english = self._names[i]
            curated = bundled_cards()._cards.get(_key(english))
            if curated is not None:
                return curated  # the curated card, with its hand-written abilities
        return self._card(i)

    def _card(self, i: int) -> Card:
        found = self._built.get(i)
        if found is None:
            found = self._built[i] = self._build(i)
        return found

    def _build(self, i: int) -> Card:
        from .loaders import card_from_record
        from .rules_text import abilities_from_text

        name = self._names[i]
        layout, cost, type_line, indicator, faces, text, _stated, zh_hans, zh_hant = self._row(i)
        parts = text.split("\n//\n") if text else []
        known = bool(text)

        def face_record(face_name: str, face_cost: str, face_type: str, face_indicator: str,
                        part: str | None) -> dict[str, Any]:
            nonlocal known
            rec: dict[str, Any] = {"name": face_name, "mana_cost": face_cost, "type_line": face_type}
            if face_indicator:
                rec["color_indicator"] = face_indicator
            if part:
                abilities, ok = abilities_from_text(part, face_name)
                if abilities:
                    rec["mana_abilities"] = abilities
                known = known and ok
            return rec

        if faces:
            face_recs = [face_record(f[0], f[1], f[2], f[3], parts[k] if k < len(parts) else None)
                         for k, f in enumerate(faces)]
            record: dict[str, Any] = {"name": name, "layout": layout, "type_line": type_line,
                                      "faces": face_recs}
            if layout not in COMBINED_LAYOUTS:  # the main face's abilities are the card's
                record["mana_abilities"] = face_recs[0].get("mana_abilities", [])
        else:
            record = face_record(name, cost, type_line, indicator, text)
            record["layout"] = layout
        record["abilities_known"] = known
        built = card_from_record(record)
        note = "" if known else (_UNREAD if text else _NO_TEXT)
        return replace(built, text=note, rules_text=text, zh_hans=zh_hans, zh_hant=zh_hant)

    # -- names and suggestions --------------------------------------------------------------

    def _unknown_message(self, name: str) -> tuple[str, dict[str, object]]:
        """The message (a template) and its fields for a name the index doesn't hold."""
        key = _key(name)
        shown_name = excerpt(name)
        nothing = (N_("no card named {name} is known (the card index holds {count:,} cards)"),
                   {"name": shown_name, "count": len(self)})
        if len(key) > _LONGEST_NAME:
            return nothing
        face = self._faces_and_zh()[0].get(key)
        if face is not None:
            return _one_face(shown_name, self._names[face])
        chinese = is_chinese(key)
        shown = self._close(key, chinese)
        if not shown and not chinese:  # a name typed only in part: the names it starts
            starts = sorted((n for n, k in zip(self._names, self._keys) if k.startswith(key)),
                            key=lambda n: (len(n), n.casefold()))
            shown = [repr(n) for n in starts[:3]]
        if not shown:
            return nothing
        return _did_you_mean(shown_name, shown)

    def _close(self, key: str, chinese: bool) -> list[str]:
        """Up to three close names, shown: shared character n-grams find candidates (trigrams
        of English names; pairs, or single characters, of Chinese names), difflib ranks them."""
        big, starts, keys = self._searchable("zh" if chinese else "en")
        hits: dict[int, int] = {}
        for sizes in ((2,), (1,)) if chinese else ((3,),):
            for g in _ngrams(key, sizes):
                at = big.find(g)
                while at >= 0:
                    line = bisect.bisect_right(starts, at) - 1
                    hits[line] = hits.get(line, 0) + 1
                    at = big.find(g, at + 1)
            if len(hits) >= 3:
                break
        best = sorted(hits, key=lambda j: (-hits[j], len(keys[j]), keys[j]))[:60]
        scored = []
        for j in best:
            ratio = difflib.SequenceMatcher(None, key, keys[j]).ratio()
            if ratio >= (0.5 if chinese else 0.6):
                scored.append((-ratio, keys[j]))
        out: list[str] = []
        seen: set[str] = set()
        for _r, k in sorted(scored):
            faces, zh, zh_shown = self._faces_and_zh()
            if chinese:
                english = self._names[zh[k][0]]
                shown = f"{zh_shown[k]!r} ({english})"
            else:
                i = self._by_key.get(k)
                english = self._names[i if i is not None else faces[k]]
                shown = repr(english)
            if english not in seen:
                seen.add(english)
                out.append(shown)
        return out[:3]

    def _searchable(self, kind: str) -> tuple[str, list[int], list[str]]:
        """The keys of one language joined into one text (one a line), with where each starts."""
        found = self._search.get(kind)
        if found is None:
            faces, zh, _shown = self._faces_and_zh()
            keys = list(zh) if kind == "zh" else list(self._by_key) + list(faces)
            big = "\n".join(f" {k} " for k in keys) if kind == "en" else "\n".join(keys)
            starts, at = [], 0
            pad = 2 if kind == "en" else 0
            for k in keys:
                starts.append(at)
                at += len(k) + pad + 1
            found = self._search[kind] = (big, starts, keys)
        return found

    def names(self, *, layout: Layout | None = None, type: str | None = None) -> list[str]:
        """Sorted names of every card in the index, optionally one layout or one type (as
        :meth:`CardDatabase.names`)."""
        if layout is not None:
            layout = check_layout(layout, "layout", error=ChoiceError)
        if type is not None:
            _text(type, "type", error=ChoiceError, example="Land")
        if layout is not None or type is not None:
            self._read_all()
        out = []
        for i, name in enumerate(self._names):
            if layout is None and type is None:
                out.append(name)
                continue
            row = self._row(i)
            if layout is not None and row[0] != layout:
                continue
            if type is not None and type not in _type_words(row):
                continue
            out.append(name)
        return sorted(out, key=str.casefold)

    def mana_text_names(self) -> list[str]:
        """Names of the cards whose (CC0) rules text adds mana: what the reader's coverage counts."""
        from .rules_text import adds_mana

        self._read_all()
        return [self._names[i] for i in range(len(self)) if adds_mana(self._row(i)[5])]


# the fields of an entry (its name and Chinese names are on the names line)
_FIELDS = ("layout", "mana_cost", "type_line", "color_indicator", "faces", "text", "stated_colors",
           "zh_hans", "zh_hant")


def _type_words(row: list[Any]) -> set[str]:
    """The supertypes, card types and subtypes of an index entry (a split card's halves together)."""
    lines = [f[2] for f in row[4]] if row[4] else [row[2]]
    if row[4] and row[0] not in COMBINED_LAYOUTS:
        lines = lines[:1]  # another multi-face card shows its main face
    words: set[str] = set()
    for line in lines:
        for part in split_type_line(line):
            words.update(part)
    return words


def index_keys(names: list[str]) -> list[str]:
    """The look-up keys of names, as :func:`card` matches them (``[_key(n) for n in names]``,
    done on all of them at once). The index stores them beside its names, so that reading it
    doesn't normalise 70,000 names each time."""
    return _keys(names)


def _keys(names: list[str]) -> list[str]:
    """``[_key(n) for n in names]``, done on all the names at once (much faster for many)."""
    if any("\n" in n for n in names):
        return [_key(n) for n in names]
    text = unicodedata.normalize("NFKC", "\n".join(names)).translate(QUOTES)
    text = _LINE_SPACES.sub(" ", text)
    text = _LINE_ENDS.sub("", text)
    return _SLASHES_IN_LINE.sub(" // ", text).casefold().split("\n")


_LINE_SPACES = re.compile(r"[^\S\n]+")
_LINE_ENDS = re.compile(r"^ | $", re.MULTILINE)
_SLASHES_IN_LINE = re.compile(r"[^\S\n]*/{1,2}[^\S\n]*")


def _ngrams(key: str, sizes: tuple[int, ...]) -> set[str]:
    padded = f" {key} " if 3 in sizes else key
    return {padded[i:i + n] for n in sizes for i in range(len(padded) - n + 1)}


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




@lru_cache(maxsize=1)
def card_index() -> CardIndex:
    """The index of every real card shipped in the package, read the first time it is needed."""
    return CardIndex()


@lru_cache(maxsize=1)
def bundled_cards() -> CardDatabase:
    """The curated card data shipped inside the package (mtgrules/data/cards.json)."""
    from .loaders import card_from_record

    raw = resources.files("mtgrules.data").joinpath("cards.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    cards = []
    for i, r in enumerate(data["cards"]):
        c = card_from_record(r, where=f" #{i}")
        if r.get("zh_hans") or r.get("zh_hant"):  # the official Chinese names
            c = replace(c, zh_hans=r.get("zh_hans", ""), zh_hant=r.get("zh_hant", ""))
        cards.append(c)
    return CardDatabase(cards, source="bundled")


def card(name: str) -> Card:
    """The card with this name: any real card, by its English or official Chinese name.

    The curated cards (the notebooks' examples, with their hand-written mana abilities) come
    first; any other card comes from the index of every card shipped in the package
    (:func:`card_index`, read the first time it is needed), with its mana abilities read
    from its rules text. Names are matched after normalising case, spaces and the "A // B"
    spelling; an official Chinese name (Simplified or Traditional) finds the card too.
    Split cards are found by both names ("Wax // Wane", 709.4); a half's name alone raises
    :class:`~mtgrules.errors.UnknownCardError` suggesting the full name, and so does a name
    that no card has (with the closest names, in the script the name was written in).

    >>> card("Wane")
    Traceback (most recent call last):
    ...
    mtgrules.errors.UnknownCardError: 'Wane' is one face of 'Wax // Wane': look cards up by their full name; did you mean 'Wax // Wane'?
    >>> card("背弃理性").name, card("背棄理性").name
    ('Abandon Reason', 'Abandon Reason')
    """
    if not isinstance(name, str):
        raise UnknownCardError("a card name must be text, got {name}", name=excerpt(name))
    curated = bundled_cards()
    found = curated._cards.get(_key(name))
    if found is not None:
        return found
    return card_index().card(name)


def card_names(*, layout: Layout | None = None, type: str | None = None,
               every: bool = False) -> list[str]:
    """Sorted names of the curated cards (e.g. ``card_names(layout="split")``, ``type="Land"``).

    ``every=True`` gives the names of every real card in the shipped index instead (about
    33,000; the same filters apply). ``layout`` must be one of :data:`LAYOUTS` (a
    ChoiceError says which are allowed).
    """
    if switch(every, "every"):
        return card_index().names(layout=layout, type=type)
    return bundled_cards().names(layout=layout, type=type)


def card_table(cards: CardDatabase | None = None) -> pd.DataFrame:
    """A pandas DataFrame of the bundled cards (or of ``cards``): facts and mana abilities."""
    if cards is None:
        cards = bundled_cards()
    elif not isinstance(cards, CardDatabase):
        raise CardDataError(
            "card_table(cards=...) takes a CardDatabase (from mr.load_cards) or nothing, not "
            "{cards}; for one card use mr.card(name)", cards=excerpt(cards)
        )
    return cards.table()
