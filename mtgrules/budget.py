"""Bounded work: the budgets every enumeration and count checks while it builds (not after).

A call keeps at most :data:`MAX_STATES` partial results and takes at most :data:`MAX_WORK`
steps (about a second on a small machine); past either it raises
:class:`~mtgrules.LimitExceededError` saying what is known so far. :func:`limits` sets other
budgets for a block of code, e.g. a smaller one for an explorer that must answer at once.

The set dynamic program that announcements and spends are built with lives here too: the
distinct totals of one choice per symbol, taken group by group of equal symbols, each total
packed into one integer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from math import comb

from . import checks
from .errors import LimitExceededError
from .i18n import N_

MAX_STATES = 1_000_000
"""Most partial results one call keeps at once (about 100 MB); past it the call stops with a
LimitExceededError."""

MAX_WORK = 2_000_000
"""Most elementary steps one call takes (about a second on a small machine; a step is about
one set insertion); past it the call stops with a LimitExceededError that says what was
known so far. :func:`limits` lowers or raises both for a block of code."""

LIMITS: ContextVar[tuple[int, int]] = ContextVar("mtgrules_limits",
                                                  default=(MAX_STATES, MAX_WORK))


@contextmanager
def limits(*, states: int | None = None, work: int | None = None) -> Iterator[None]:
    """Run a block with other budgets than :data:`MAX_STATES` and :data:`MAX_WORK`, e.g. a
    small one for an explorer that must answer at once:

        >>> from mtgrules.payment import count_announcements
        >>> with limits(work=1_000):
        ...     count_announcements("{W/U}{U/B}{B/R}{R/G}{G/W}" * 4)
        Traceback (most recent call last):
        ...
        mtgrules.errors.LimitExceededError: counting announcements needs more than 1,000 steps, which would take too long; there are more than 625 announcements. Try fewer hybrid or Phyrexian symbols, or a smaller X or pool
    """
    now_states, now_work = LIMITS.get()
    token = LIMITS.set((
        now_states if states is None else checks.whole_number(states, "states", minimum=1),
        now_work if work is None else checks.whole_number(work, "work", minimum=1)))
    try:
        yield
    finally:
        LIMITS.reset(token)



_MESSAGES = {
    "listing announcements": {
        "steps": N_("listing announcements needs more than {steps:,} steps, which would take "
                    "too long. Try fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "steps_known": N_("listing announcements needs more than {steps:,} steps, which would "
                          "take too long; there are more than {known:,} announcements. Try "
                          "fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "states": N_("listing announcements needs more than {states:,} partial results. Try "
                     "fewer hybrid or Phyrexian symbols, or a smaller pool"),
        "states_known": N_("listing announcements needs more than {states:,} partial results: "
                           "there are more than {states:,} announcements. Try fewer hybrid or "
                           "Phyrexian symbols, or a smaller pool"),
    },
    "counting announcements": {
        "steps": N_("counting announcements needs more than {steps:,} steps, which would take "
                    "too long. Try fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "steps_known": N_("counting announcements needs more than {steps:,} steps, which "
                          "would take too long; there are more than {known:,} announcements. "
                          "Try fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "states": N_("counting announcements needs more than {states:,} partial results. Try "
                     "fewer hybrid or Phyrexian symbols, or a smaller pool"),
        "states_known": N_("counting announcements needs more than {states:,} partial "
                           "results: there are more than {states:,} announcements. Try fewer "
                           "hybrid or Phyrexian symbols, or a smaller pool"),
    },
    "listing spends": {
        "steps": N_("listing spends needs more than {steps:,} steps, which would take too "
                    "long. Try fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "steps_known": N_("listing spends needs more than {steps:,} steps, which would take "
                          "too long; there are more than {known:,} spends. Try fewer hybrid "
                          "or Phyrexian symbols, or a smaller X or pool"),
        "states": N_("listing spends needs more than {states:,} partial results. Try fewer "
                     "hybrid or Phyrexian symbols, or a smaller pool"),
        "states_known": N_("listing spends needs more than {states:,} partial results: there "
                           "are more than {states:,} spends. Try fewer hybrid or Phyrexian "
                           "symbols, or a smaller pool"),
    },
    "listing the first spends": {
        "steps": N_("listing the first spends needs more than {steps:,} steps, which would "
                    "take too long. Try fewer hybrid or Phyrexian symbols, or a smaller X or "
                    "pool"),
        "steps_known": N_("listing the first spends needs more than {steps:,} steps, which "
                          "would take too long; there are more than {known:,} spends. Try "
                          "fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "states": N_("listing the first spends needs more than {states:,} partial results. "
                     "Try fewer hybrid or Phyrexian symbols, or a smaller pool"),
        "states_known": N_("listing the first spends needs more than {states:,} partial "
                           "results: there are more than {states:,} spends. Try fewer hybrid "
                           "or Phyrexian symbols, or a smaller pool"),
    },
    "counting spends": {
        "steps": N_("counting spends needs more than {steps:,} steps, which would take too "
                    "long. Try fewer hybrid or Phyrexian symbols, or a smaller X or pool"),
        "steps_known": N_("counting spends needs more than {steps:,} steps, which would take "
                          "too long; there are more than {known:,} spends. Try fewer hybrid "
                          "or Phyrexian symbols, or a smaller X or pool"),
        "states": N_("counting spends needs more than {states:,} partial results. Try fewer "
                     "hybrid or Phyrexian symbols, or a smaller pool"),
        "states_known": N_("counting spends needs more than {states:,} partial results: there "
                           "are more than {states:,} spends. Try fewer hybrid or Phyrexian "
                           "symbols, or a smaller pool"),
    },
    "reducing the cost": {
        "steps": N_("reducing the cost needs more than {steps:,} steps, which would take too "
                    "long. Try fewer cost reductions or fewer hybrid symbols"),
        "states": N_("reducing the cost needs more than {states:,} partial results. Try fewer "
                     "cost reductions or fewer hybrid symbols"),
    },
}
"""The messages of a budget passed, per activity (``what``): steps or partial results,
with or without a known lower bound on the count. Another activity uses the general ones."""


class Budget:
    """Counts a call's elementary steps against :data:`MAX_WORK`."""

    __slots__ = ("work", "what", "max_states", "max_work")

    def __init__(self, what: str) -> None:
        self.work, self.what = 0, what  # e.g. "counting spends"
        self.max_states, self.max_work = LIMITS.get()

    def spend(self, steps: int, known: int | None = None) -> None:
        if self.work + steps > self.max_work:  # refused steps are not counted as done
            own = _MESSAGES.get(self.what)
            if known:
                if own:
                    raise LimitExceededError(own["steps_known"], steps=self.max_work, known=known,
                                             at_least=known)
                raise LimitExceededError(
                    "{what} needs more than {steps:,} steps, which would take too long; there are "
                    "more than {known:,} {things}. Try fewer hybrid or Phyrexian symbols, or a "
                    "smaller X or pool", what=self.what, steps=self.max_work, known=known,
                    things=self.what.split()[-1], at_least=known)
            if own:
                raise LimitExceededError(own["steps"], steps=self.max_work, at_least=known)
            raise LimitExceededError(
                "{what} needs more than {steps:,} steps, which would take too long. Try fewer "
                "hybrid or Phyrexian symbols, or a smaller X or pool",
                what=self.what, steps=self.max_work, at_least=known)
        self.work += steps

    def check_states(self, n: int, exact_lower_bound: bool) -> None:
        if n > self.max_states:
            own = _MESSAGES.get(self.what)
            if exact_lower_bound:
                if own:
                    raise LimitExceededError(own["states_known"], states=self.max_states,
                                             at_least=n)
                raise LimitExceededError(
                    "{what} needs more than {states:,} partial results: there are more than "
                    "{states:,} {things}. Try fewer hybrid or Phyrexian symbols, or a smaller pool",
                    what=self.what, states=self.max_states, things=self.what.split()[-1],
                    at_least=n)
            if own:
                raise LimitExceededError(own["states"], states=self.max_states)
            raise LimitExceededError(
                "{what} needs more than {states:,} partial results. Try fewer hybrid or "
                "Phyrexian symbols, or a smaller pool", what=self.what, states=self.max_states)


def _outcomes(ways: tuple[int, ...], k: int, budget: Budget) -> list[int]:
    """The distinct sums of ``k`` choices from ``ways`` (a multiset: k+1 sums for two ways)."""
    budget.spend(comb(k + len(ways) - 1, len(ways) - 1))
    if len(ways) == 1:
        return [ways[0] * k]
    if len(ways) == 2:
        a, b = ways
        return list({a * i + b * (k - i) for i in range(k + 1)})
    head, rest = ways[0], ways[1:]
    found: set[int] = set()
    for i in range(k + 1):
        base = head * i
        found.update(base + t for t in _outcomes(rest, k - i, budget))
    return list(found)


def sum_sets(start: int, groups: Counter[tuple[int, ...]], budget: Budget,
              below: int | None = None, keep: Callable[[int], bool] | None = None, lower_bound: bool = True) -> set[int]:
    """Every distinct total of one way per symbol, group by group of equal symbols.

    ``below``: keep only totals under it (the top field holds the life payments);
    ``keep``: a predicate on totals (pool bounds). Stops with LimitExceededError when the
    partial set passes MAX_STATES or the work passes MAX_WORK. ``lower_bound``: whether the
    partial set's size is a lower bound on the final one (true when nothing is dropped).
    """
    fixed = sum(ways[0] * k for ways, k in groups.items() if len(ways) == 1)
    states = {start + fixed}
    if keep is not None and not keep(start + fixed) or below is not None and start + fixed >= below:
        return set()
    for ways, k in sorted(((w, k) for w, k in groups.items() if len(w) > 1),
                          key=lambda wk: comb(wk[1] + len(wk[0]) - 1, len(wk[0]) - 1)):
        outcomes = _outcomes(ways, k, budget)
        weight = 1 if keep is None else 2  # a filter in Python doubles the cost of a step
        budget.spend(weight * len(states) * len(outcomes), len(states) if lower_bound else None)
        grown: set[int] = set()
        for d in outcomes:
            moved: Iterable[int] = map(d.__add__, states)
            if below is not None:
                moved = filter(below.__gt__, moved)
            if keep is not None:
                moved = filter(keep, moved)
            grown.update(moved)
            budget.check_states(len(grown), lower_bound)
        states = grown
        if not states:
            break
    return states
