"""Payments as tables (pandas, imported only here and only when asked) and the pool a
spend leaves behind."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .. import checks
from ..mana.cost import MANA_TYPES, ManaCost
from ..mana.pools import ManaPool
from .announce import announcements
from .results import _KEY_FIELDS, Announcement, Spend
from .spend import spends

if TYPE_CHECKING:
    import pandas as pd


_TABLE_OPTIONS = ("x", "y", "z", "life", "can_lose_life", "limit", "rules", "spend_as")


def payment_table(cost: ManaCost | str, pool: ManaPool | None = None, **options: Any
                  ) -> pd.DataFrame:
    """A table of the ways to pay ``cost``, for reading (601.2b, 601.2h).

    Without a pool: one row per announcement, columns ``cost``, ``generic``, ``C``, ``S``,
    ``W`` ``U`` ``B`` ``R`` ``G`` (symbols of each in the announced cost) and ``life``.
    With a pool: one row per spend, columns ``mana``, ``W`` ``U`` ``B`` ``R`` ``G`` ``C``
    (mana of each type taken), ``snow`` (which of it came from snow sources, as letters such
    as ``"G"``, so two spends that differ only in which mana was snow never look alike,
    107.4h), ``life`` and ``left``: the mana still in the pool after that spend, which the
    player announces (106.4a; it empties at the end of the step or phase, 106.4). Options
    are those of :func:`announcements` / :func:`spends`.

        >>> list(payment_table("{1}{W}", ManaPool("WWU"))["left"])
        ['W', 'U']
    """
    import pandas as pd

    for name in options:
        if name not in _TABLE_OPTIONS:
            checks.choice(name, "option", _TABLE_OPTIONS, what="payment_table option")
    if pool is None:  # 609.4b: spending as though any type doesn't change the announcements
        from ._request import check_spend_as

        check_spend_as(options.pop("spend_as", None))
        return ways_table(announcements(cost, **options), None)
    return ways_table(spends(cost, pool, **options), pool)


def ways_table(ways: Sequence[Announcement] | Sequence[Spend], pool: ManaPool | None
           ) -> pd.DataFrame:
    """The table of :func:`payment_table` for ``ways`` already listed (announcements
    without a pool, spends from ``pool``), e.g. the first ones of a long list."""
    import pandas as pd

    if pool is None:
        rows = [(str(a.cost), *a.counts().values(), a.life)
                for a in ways if isinstance(a, Announcement)]
        columns = ["cost", *_KEY_FIELDS[1:], "life"]
    else:
        rows = [(s.mana, *(s.mana.count(t) for t in MANA_TYPES), s.snow, s.life,
                 str(left_after(pool, s)))
                for s in ways if isinstance(s, Spend)]
        columns = ["mana", *MANA_TYPES, "snow", "life", "left"]
    table = pd.DataFrame(rows, columns=columns)
    table.index = pd.RangeIndex(1, len(table) + 1, name="way")
    return table


def left_after(pool: ManaPool, spend: Spend) -> ManaPool:
    """The mana still in ``pool`` once ``spend`` has taken its mana, snow provenance kept: what
    the player announces after paying (106.4a).

        >>> str(left_after(ManaPool("WWU"), spends("{W}", ManaPool("WWU"))[0]))
        'WU'
    """
    regular = {t: pool.count(t, snow=False) - (spend.mana.count(t) - spend.snow.count(t))
               for t in MANA_TYPES}
    snowy = {t: pool.count(t, snow=True) - spend.snow.count(t) for t in MANA_TYPES}
    return ManaPool.from_counts(regular, snowy)


