"""Mana added from mana symbols (106.8-106.11): what "add mana equal to this cost" gives.

Some effects add mana represented by mana symbols (Charmed Pendant adds the mana symbols of
a card's mana cost). A hybrid symbol adds one of its halves, chosen by the player (106.8); a
Phyrexian symbol adds one mana of its color, never life (106.9); a generic symbol adds that
much colorless mana (106.10) and {S} one colorless mana (106.11):

    >>> [str(pool) for pool in mana_added("{2/W}")]
    ['W', 'CC']
    >>> [str(pool) for pool in mana_added("{1}{B/P}{S}")]
    ['BCC']
"""

from __future__ import annotations

from . import checks
from .errors import LimitExceededError, ManaCostError
from .mana import MANA_TYPES, TYPE_INDEX, Kind, ManaCost, Symbol, parse_cost

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
               limit: int | None = DEFAULT_LIMIT) -> list:
    """Every distinct pool of mana that adding the mana symbols of ``cost`` can give
    (106.8-106.11), as :class:`~mtgrules.ManaPool` values sorted by size, then WUBRGC order.

    Adding mana never offers life for a Phyrexian symbol (106.9) and adds no snow mana ({S}
    adds one colorless mana; snow is a quality of the source, 106.11). 106.8 says what a
    colored half and a generic half add; it names no colorless half, so {C/W} adds W here. ``{X}`` adds ``x``
    colorless mana. ``rules=`` a date refuses symbols not yet in the rules then (107.4; 106.10
    and 106.11 are in the texts of 2017 on, not in that of 2015, whose 106.8 also called the
    generic half "colorless": same mana). A cost with no symbols adds nothing (one empty
    pool). Raises LimitExceededError past ``limit`` pools.

        >>> len(mana_added("{2/W}{2/U}{2/B}{2/R}{2/G}"))     # Reaper King: 2 ** 5
        32
    """
    from .mana import check_symbols_exist
    from .payment import ManaPool

    parsed = check_symbols_exist(cost if isinstance(cost, ManaCost) else parse_cost(
        checks.text(cost, "cost", error=ManaCostError, example="{2/W}")), rules)
    checks.whole_number(x, "x", rule="107.3")
    most = checks.limit(limit)
    states = {(0,) * len(MANA_TYPES)}
    for symbol in parsed.symbols:
        ways = _choices(symbol, x)
        states = {state[:at] + (state[at] + n,) + state[at + 1:] for state in states for at, n in ways}
        if most is not None and len(states) > most:
            raise LimitExceededError(
                "adding {parsed} gives more than limit={most:,} distinct pools of mana; pass a "
                "larger limit (or limit=None)", parsed=parsed, most=most, at_least=most)
    pools = [ManaPool("".join(t * n for t, n in zip(MANA_TYPES, state))) for state in states]
    return sorted(pools, key=lambda p: (len(p), [-p.count(t) for t in MANA_TYPES]))
