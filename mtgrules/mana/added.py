"""Mana added from mana symbols (106.8-106.11): what "add mana equal to this cost" gives.

Some effects add mana represented by mana symbols (Elemental Resonance adds "mana equal to
enchanted permanent's mana cost"). A hybrid symbol adds one of its halves, chosen by the player
(106.8, which names only colored and generic halves: for the {C} half of {C/W} the rules say
nothing, and here {C/W} adds only its color); a Phyrexian symbol adds one mana of its color, never
life (106.9); a generic symbol adds that much colorless mana (106.10) and {S} one colorless mana
(106.11):

    >>> [str(pool) for pool in mana_added("{2/W}")]
    ['W', 'CC']
    >>> [str(pool) for pool in mana_added("{1}{B/P}{S}")]
    ['BCC']

Other effects count symbols instead: Charmed Pendant adds one mana of its color for each
colored mana symbol of a cost, and nothing for the rest (:func:`mana_for_colored_symbols`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import checks
from ..errors import LimitExceededError, ManaCostError
from .cost import MANA_TYPES, TYPE_INDEX, Kind, ManaCost, Symbol, parse_cost

if TYPE_CHECKING:
    from .pools import ManaPool

DEFAULT_LIMIT = 10_000
"""How many distinct pools :func:`mana_added` lists before it stops with an error."""

def _choices(symbol: Symbol, x: int) -> list[tuple[int, int]]:
    """What one symbol can add: (type index, amount) per choice."""
    colorless = TYPE_INDEX["C"]
    kind = symbol.kind
    if kind is Kind.GENERIC:
        return [(colorless, symbol.amount)]                        # 106.10
    if kind is Kind.VARIABLE:
        return [(colorless, x)]                                    # 106.10 (X is generic, 107.3)
    if kind is Kind.SNOW:
        return [(colorless, 1)]                                    # 106.11
    if kind is Kind.COLORLESS:
        return [(colorless, 1)]                                    # 106.1b, 107.4c
    if kind in (Kind.COLORED, Kind.PHYREXIAN, Kind.COLORLESS_HYBRID):
        # 106.9: a Phyrexian symbol adds its color; 106.8 names only colored and generic
        # halves, so the colorless half of {C/W} adds nothing the rules define
        return [(TYPE_INDEX[symbol.colors], 1)]
    if kind in (Kind.HYBRID, Kind.HYBRID_PHYREXIAN):
        return [(TYPE_INDEX[c], 1) for c in symbol.colors]         # 106.8 (106.9)
    if kind is Kind.MONOCOLORED_HYBRID:
        return [(TYPE_INDEX[symbol.colors], 1), (colorless, symbol.amount)]  # 106.8
    raise ManaCostError("{symbol} adds no mana the rules define", symbol=symbol)  # pragma: no cover


def mana_added(cost: ManaCost | str, *, x: int = 0, rules: object = "current",
               limit: int | None = DEFAULT_LIMIT) -> list[ManaPool]:
    """Every distinct pool of mana that adding the mana symbols of ``cost`` can give
    (106.8-106.11), as :class:`~mtgrules.ManaPool` values sorted by size, then WUBRGC order.

    Adding mana never offers life for a Phyrexian symbol (106.9) and adds no snow mana ({S}
    adds one colorless mana; snow is a quality of the source, 106.11). 106.8 says what a
    colored half and a generic half add; it names no colorless half, so {C/W} adds W here. ``{X}`` adds ``x``
    colorless mana. ``rules=`` a date refuses symbols not yet in the rules then (107.4); the
    mana added is the same under every date. 106.10 (generic symbols) is in the rules from
    2017-08-25 and 106.11 ({S}) from 2019-06-12, and until 2019-08-23 106.8 called the
    generic half "colorless". A cost with no symbols adds nothing (one empty
    pool). Raises LimitExceededError past ``limit`` pools.

        >>> len(mana_added("{2/W}{2/U}{2/B}{2/R}{2/G}"))     # Reaper King: 2 ** 5
        32
    """
    from .cost import check_symbols_exist

    parsed = check_symbols_exist(cost if isinstance(cost, ManaCost) else parse_cost(
        checks.text(cost, "cost", error=ManaCostError, example="{2/W}")), rules)
    checks.whole_number(x, "x", rule="107.3")
    return _pools(parsed, [_choices(symbol, x) for symbol in parsed.symbols], checks.limit(limit))


def _pools(parsed: ManaCost, per_symbol: list[list[tuple[int, int]]], most: int | None) -> list[ManaPool]:
    """The distinct pools that one choice per symbol gives, smallest first."""
    from .pools import ManaPool, _check_pool_size

    states = {(0,) * len(MANA_TYPES)}
    for ways in per_symbol:
        states = {state[:at] + (state[at] + n,) + state[at + 1:] for state in states for at, n in ways}
        if most is not None and len(states) > most:
            raise LimitExceededError(
                "adding {parsed} gives more than limit={most:,} distinct pools of mana; pass a "
                "larger limit (or limit=None)", parsed=checks.excerpt(str(parsed)), most=most,
                at_least=most)
    for state in states:  # counted before a letter is written: {10**15} is refused at once
        _check_pool_size(sum(state))
    pools = [ManaPool("".join(t * n for t, n in zip(MANA_TYPES, state))) for state in states]
    return sorted(pools, key=lambda p: (len(p), [-p.count(t) for t in MANA_TYPES]))


_COLORED = (Kind.COLORED, Kind.PHYREXIAN, Kind.HYBRID, Kind.HYBRID_PHYREXIAN,
            Kind.MONOCOLORED_HYBRID, Kind.COLORLESS_HYBRID)
"""The kinds of colored mana symbol (107.4a, 107.4e, 107.4f)."""


def mana_for_colored_symbols(cost: ManaCost | str, *, rules: object = "current",
                             limit: int | None = DEFAULT_LIMIT) -> list[ManaPool]:
    """Every distinct pool of mana that "for each colored mana symbol in that card's mana
    cost, add one mana of that color" gives for ``cost`` (Charmed Pendant), as
    :class:`~mtgrules.ManaPool` values sorted as :func:`mana_added` sorts them.

    The effect counts symbols; it doesn't add the mana a symbol represents (106.8-106.11 are
    for effects that do, such as Elemental Resonance). So: a colored symbol adds one mana of
    its color (107.4a); a hybrid symbol is each of its colors (107.4e), so the player picks
    one of them; {2/W} and {C/W} are white symbols (107.4e: colored, even with a colorless
    component), so they add W, never CC or C; a Phyrexian symbol is its color (107.4f), and
    adds it, never life. Generic symbols, {X}, {C} and {S} are not colored (202.2b) and add
    nothing. Raises LimitExceededError past ``limit`` pools.

        >>> [str(p) for p in mana_for_colored_symbols("{3}{U}{U}{B}")]   # the card's example
        ['UUB']
        >>> [str(p) for p in mana_for_colored_symbols("{G/W}{G/W}")]      # Selesnya Guildmage
        ['WW', 'WG', 'GG']
        >>> [str(p) for p in mana_for_colored_symbols("{2/W}{2/W}{2/W}")]  # Spectral Procession
        ['WWW']
    """
    from .cost import check_symbols_exist

    parsed = check_symbols_exist(cost if isinstance(cost, ManaCost) else parse_cost(
        checks.text(cost, "cost", error=ManaCostError, example="{3}{U}{U}{B}")), rules)
    ways = [[(TYPE_INDEX[c], 1) for c in symbol.colors] for symbol in parsed.symbols
            if symbol.kind in _COLORED]
    return _pools(parsed, ways, checks.limit(limit))
