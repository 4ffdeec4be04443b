"""Every distinct announcement of a cost (601.2b, 107.4e-f, 119.4, 119.8), listed, counted
and the first few, by dynamic programming over groups of equal symbols."""

from __future__ import annotations

from collections import Counter
from heapq import nsmallest

from .. import checks
from ..budget import LIMITS, Budget, sum_sets
from ..mana.cost import ManaCost
from ._request import (DEFAULT_LIMIT, _check_limit, _demand, _phyrexian, _request, _Request,
                       _ways, _with_variables_at_zero)
from .results import Announcement, _AnnouncementLayout


# ------------------------------------------------------- announcements (601.2b)
#
# An announcement is packed into one integer, a field per counter. From the most significant
# field down: life payments, total mana, then D - W, D - U, D - B, D - R, D - G (D is the most
# mana the cost can ask for), then generic, C and S. So comparing packed integers compares
# (life, total mana, more white first, ..., generic, C, S): the documented order, with no
# sort key. Every field stays in 0..D, so additions never carry into the next field.

_STATES_KEPT: dict[tuple[object, ...], tuple[set[int], _AnnouncementLayout, tuple[int, int]]] = {}
"""The announcements of the last few requests (packed; never changed once found) and the
budgets they were found under, so that counting, counting by life and listing the first
ones of one cost find them once."""

_KEPT_MOST, _KEPT_STATES = 2, 100_000
"""How many requests' announcements are kept, and the most states kept for one request."""


def _announcement_states(request: _Request, what: str = "listing announcements"
                         ) -> tuple[set[int], _AnnouncementLayout]:
    """The distinct announcements of ``request``, packed (see :class:`_AnnouncementLayout`),
    and their layout. The set is shared with later calls for the same request: read it,
    never change it.

    A kept answer is reused only under budgets at least as large as those it was found
    under, where finding it again would succeed too; under smaller ones it is found again,
    so every budget is kept exactly as if nothing were kept.
    """
    key = (request.cost, tuple(sorted(request.values.items())), request.max_payments)
    budgets = LIMITS.get()
    kept = _STATES_KEPT.get(key)
    if kept is not None and all(now >= then for now, then in zip(budgets, kept[2])):
        return kept[0], kept[1]
    states, layout = _find_announcement_states(request, what)
    if len(states) <= _KEPT_STATES:
        if len(_STATES_KEPT) >= _KEPT_MOST:
            _STATES_KEPT.pop(next(iter(_STATES_KEPT)))
        _STATES_KEPT[key] = (states, layout, budgets)
    return states, layout


def _find_announcement_states(request: _Request, what: str
                              ) -> tuple[set[int], _AnnouncementLayout]:
    cost, values = request.cost, request.values
    demand = _demand(cost, values)
    bits = max(demand, _phyrexian(cost), 1).bit_length()
    layout = _AnnouncementLayout(8 if bits < 8 else bits + 1, demand)  # a byte a field if it can
    if cost.is_absent:
        return set(), layout  # 118.6: a cost that doesn't exist can't be paid
    groups = Counter(tuple(layout.way(*w) for w in _ways(s, values)) for s in cost.symbols)
    below = None
    if request.max_payments is not None and request.max_payments < _phyrexian(cost):
        below = (request.max_payments + 1) << layout.life_shift
    return sum_sets(layout.start(), groups, Budget(what), below=below), layout


def announcements(cost: ManaCost | str, *, x: int = 0, y: int = 0, z: int = 0,
                  life: int | None = None, can_lose_life: bool = True,
                  limit: int | None = DEFAULT_LIMIT, rules: object = "current") -> list[Announcement]:
    """The distinct nonhybrid equivalent costs a player may announce for ``cost`` (601.2b).

    Each hybrid symbol becomes one of its halves (107.4e), each Phyrexian symbol its color or
    2 life (107.4f); {X} becomes ``x`` generic mana (107.3a). ``life`` is the player's life
    total: options paying more life than that are left out (119.4; paying 0 life is always
    allowed); ``life=None`` means unlimited. ``can_lose_life=False`` (the player can't lose
    life, or their life total can't change) leaves only the options paying no life (119.8).
    No mana cost at all gives no announcements (118.6); ``{0}`` gives one, "{0}".

    ``rules=`` a date rejects symbols that were not yet in the rules then (hybrid Phyrexian
    before 2022-02-18, colorless hybrid before 2024-09-17).

    Sorted by life paid, then by mana to pay, then by color. Raises LimitExceededError when
    there would be more than ``limit`` of them (:func:`count_announcements` only counts), or
    when even finding them would pass the work budget.

        >>> [(str(a.cost), a.life) for a in announcements("{W/P}{W/P}", life=3)]
        [('{W}{W}', 0), ('{W}', 2)]
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    most = checks.limit(limit)
    states, layout = _announcement_states(request)
    _check_limit(len(states), most, "announcements", "count_announcements")
    make = Announcement._packed
    return [make(s, layout) for s in sorted(states)]


def count_announcements(cost: ManaCost | str, *, x: int = 0, y: int = 0, z: int = 0,
                        life: int | None = None, can_lose_life: bool = True,
                        rules: object = "current") -> int:
    """``len(announcements(...))`` without building the list (601.2b, 119.4, 119.8).

    Raises LimitExceededError, with the lower bound it found in ``at_least``, when there are
    more than :data:`MAX_STATES`.

        >>> count_announcements("{2/W}{2/U}{2/B}{2/R}{2/G}")  # Reaper King
        32
    """
    request, _ = _with_variables_at_zero(_request(cost, x, y, z, life, can_lose_life, rules))
    return len(_announcement_states(request, "counting announcements")[0])


def first_announcements(cost: ManaCost | str, n: int, *, x: int = 0, y: int = 0, z: int = 0,
                        life: int | None = None, can_lose_life: bool = True,
                        rules: object = "current") -> list[Announcement]:
    """The first ``n`` announcements of ``cost`` in the order of :func:`announcements`
    (601.2b; 107.4e-f, 119.4, 119.8, 118.6): least life paid first, then least mana to pay,
    then by color; equal to ``announcements(cost, limit=None, ...)[:n]``.

    However many announcements there are, only the ``n`` first are built: the distinct
    announcements are found as packed integers (what counting them takes), and the ``n``
    smallest picked out, so no limit applies. Raises LimitExceededError only when even
    finding them passes the work budget (as :func:`count_announcements` would).

        >>> [str(a) for a in first_announcements("{1}{B/P}{B/P}", 2)]
        ['{1}{B}{B} paying no life', '{1}{B} paying 2 life']
    """
    request, added = _with_variables_at_zero(_request(cost, x, y, z, life, can_lose_life,
                                                      rules))
    most = checks.whole_number(n, "n")
    states, layout = _announcement_states(request)
    first = nsmallest(most, states)
    if not added:
        make = Announcement._packed
        return [make(s, layout) for s in first]
    made = Announcement._from_key
    unpack = layout.unpack
    return [made((k[0], k[1] + added, *k[2:])) for k in map(unpack, first)]


