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

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, get_args

from .abilities import BASIC_LAND_MANA, ManaAbility, StaticEffect
from ..checks import excerpt
from ..errors import CardDataError, ChoiceError
from ..i18n import N_, check_lang
from ..mana.cost import COLORS, ManaCost, parse_cost

if TYPE_CHECKING:
    pass


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
    - ``colors``: WUBRG string from the mana cost plus any color indicator (202.2, 204), or as
      a characteristic-defining ability or devoid defines them (604.3, 702.114a).
    - ``faces``: a Card per face for multi-face layouts, () otherwise.
    - ``text``: a short description in this project's own words (may be empty).
    - ``mana_abilities``: :class:`~mtgrules.cards.abilities.ManaAbility` tuple, including the
      intrinsic ability of each basic land type of a land (305.6).
    - ``statics``: static effects that change what permanents are or could produce (613).
    - ``abilities_known``: True only when every line of the card that adds mana was read;
      False when some could not be (``unread`` lists them) or the shipped data has no
      source for its abilities; ``text`` says so too.
    - ``abilities_source``: where its mana abilities come from: "curated" (written by this
      project), "rules text" (read from its CC0 rules text), "XMage" (derived from XMage's
      card definitions, MIT), or "" when the shipped data has none.
    - ``unread``: what adds mana but was not read: each line as written (rules text), or its
      cost in a few words (XMage); () when everything was read.
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
    abilities_source: str = field(default="", compare=False)
    unread: tuple[str, ...] = field(default=(), compare=False)

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

    A face's colors come from its cost and color indicator (202.2, 204), unless a
    characteristic-defining ability or devoid defines them (105.2, 604.3, 702.114a: a static
    effect of kind ``"own colors"``, read from "Devoid" or "CARDNAME is colorless.").

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
    statics = tuple(statics)
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
        for effect in statics:  # 604.3, 702.114a: a characteristic-defining ability or devoid
            if effect.kind == "own colors":  # defines the colors in every zone
                colors = order_colors(effect.color)
    if "Land" in types:
        printed = tuple(a for a in abilities if a.origin not in BASIC_LAND_MANA)
        abilities = tuple(ManaAbility.intrinsic(t) for t in BASIC_LAND_MANA if t in subtypes) + printed  # 305.6
    return Card(name, layout, cost, type_line, types, supertypes, subtypes, colors, faces,
                text, abilities, tuple(statics), indicator, abilities_known)


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
