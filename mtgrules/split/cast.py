"""The mana cost a cast pays: a card's own, one half's of a split card, or both halves' when
fused (601.2b, 709.3a, 702.102c); and why a card has none to pay (202.1b, 118.6).

    >>> str(cast_cost("Fireball")), str(cast_cost("Wax // Wane", half="Wane"))
    ('{X}{R}', '{W}')
    >>> str(cast_cost("Turn // Burn", half="both"))
    '{2}{U}{1}{R}'
    >>> cast_cost("Forest")
    Traceback (most recent call last):
    ...
    mtgrules.split.cast.CastCostError: Forest is a land: it has no mana cost (202.1b); a land is played, not cast (305.1)
"""

from __future__ import annotations

from typing import Any

from ..cards import SPLIT_LAYOUTS, Card, card
from ..checks import excerpt
from ..errors import ManaCostError
from ..mana import ManaCost
from .rules import has_fuse

__all__ = ["CastCostError", "cast_cost", "CAST_COST_REASONS"]

CAST_COST_REASONS = ("split", "fuse", "land", "no mana cost", "not fused")
"""Why a card has no single cost to pay: a split card names no half ("split"), or one with
fuse ("fuse"); a land (202.1b, 305.1); another card without a mana cost (118.6); "both"
asked of a split card without fuse ("not fused")."""


class CastCostError(ManaCostError):
    """A card with no single mana cost to pay as asked; ``reason`` is one of
    :data:`CAST_COST_REASONS` and ``card`` the card, so an explorer can say what to type."""

    def __init__(self, template: str, /, *, reason: str, card: Any, **fields: Any) -> None:
        super().__init__(template, **fields)
        self.reason = reason
        self.card = card


def _card(value: Any) -> Card:
    return card(value) if isinstance(value, str) else value


def cast_cost(which: Any, *, half: str | None = None) -> ManaCost:
    """The mana cost that casting ``which`` (a card or its name) pays (601.2b).

    A split card (and an aftermath card) is cast one half at a time and pays that half's cost
    (709.3a): name the half with ``half=``; ``half="both"`` casts a split card with fuse as a
    fused split spell and pays both halves' costs (702.102c). A land has no mana cost and is
    played, not cast (202.1b, 305.1); another card with no mana cost can't have it paid
    (118.6): both raise :class:`CastCostError`.
    """
    found = _card(which)
    if half is not None and not isinstance(half, str):
        raise CastCostError("half= names a half of a split card, such as 'Wax', or is 'both', "
                            "not {half}", reason="split", card=found, half=excerpt(half))
    if found.layout in SPLIT_LAYOUTS and len(found.faces) >= 2:
        if half is None:
            if has_fuse(found):
                raise CastCostError(
                    "{name} is a split card with fuse: a half is cast on its own and pays its "
                    "own mana cost (709.3a), or both halves are cast fused and pay both "
                    "(702.102c)", reason="fuse", card=found, name=found.name)
            raise CastCostError("{name} is a split card: each half is cast on its own and pays "
                                "its own mana cost (709.3a)", reason="split", card=found,
                                name=found.name)
        if half == "both":
            if not has_fuse(found):
                raise CastCostError("{name} has no fuse: only one half can be cast (709.3a, "
                                    "702.102c)", reason="not fused", card=found,
                                    name=found.name)
            return found.mana_cost
        for face in found.faces:
            if face.name == half:
                return face.mana_cost
        raise CastCostError("{name} has no half named {half!r}: a half is named by the name on "
                            "one side of // (709.4a)", reason="split", card=found,
                            name=found.name, half=half)
    if found.mana_cost.is_absent:
        if found.is_a("Land"):
            raise CastCostError("{name} is a land: it has no mana cost (202.1b); a land is "
                                "played, not cast (305.1)", reason="land", card=found,
                                name=found.name)
        raise CastCostError("{name} has no mana cost (202.1b): that cost can't be paid (118.6)",
                            reason="no mana cost", card=found, name=found.name)
    return found.mana_cost
