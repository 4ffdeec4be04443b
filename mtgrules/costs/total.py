"""The total cost of a spell, step by step (601.2b, 601.2f, 118.7-118.9).

A player casting a spell first *announces*: the value of X, which additional costs they will
pay (kicker, multikicker, gift ...), and for each hybrid symbol the half they will pay and
for each Phyrexian symbol whether they pay its color or 2 life (601.2b). Only then is the
*total cost* worked out from that announcement (601.2f): the mana cost (or the alternative
cost, or nothing for a free cast), plus additional costs and cost increases, minus cost
reductions (118.7), raised by any effect that sets a minimum, and then locked in.

Because the reductions come after the announcement, a reduction by generic mana reduces a
{2/W} announced as {2}, not one announced as {W} (rulings of 2008-05-01 on Spectral
Procession, Reaper King and Beseech the Queen):

    >>> [str(t) for t in total_costs("{2/W}{2/W}{2/W}", reductions=[2])][:3]
    ['{W}{W}{W} paying no life', '{W}{W} paying no life', '{2}{W} paying no life']

Spectral Procession costing {2} less can therefore be cast with W W: announce {2}{W}{W}, and
the total cost is {W}{W}.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Iterator, NamedTuple


from .. import checks
from ..budget import Budget
from ..i18n import N_
from ..editions import life_rule, rules_date
from ..errors import LimitExceededError, ManaCostError, Wording
from ..payment import DEFAULT_LIMIT, announcements, life_total
from ..mana.cost import Kind, ManaCost, Symbol, as_mana_cost, parse_cost
from .parts import (AdditionalArg, AlternativeArg, AlternativeCost, ColoredOnly, check_energy,
                    dated, energy_in_cost,
                    TotalCost, _additional, _amounts, _changes, _FIELDS, _AT, _NOT_ANNOUNCED,
                    additional_mana)
from .plan import (AnnouncementNeeded, CastMethod, CostArg, _check_how, _plan,
                   check_total_generic, total_cost)

if TYPE_CHECKING:
    import pandas as pd

def _halves(symbol: Symbol, rules: object) -> list[tuple[str, tuple[str, int]]]:
    """The ways a reduction by ``symbol`` can apply: (the half chosen, (field, amount))."""
    kind = symbol.kind
    if kind is Kind.GENERIC:
        return [("", ("generic", symbol.amount))]                       # 118.7a
    if kind is Kind.SNOW:
        return [("", ("generic", 1))]                                   # 118.7g
    if kind is Kind.COLORED:
        return [("", (symbol.colors, 1))]                               # 118.7b, 118.7c
    if kind is Kind.COLORLESS:
        return [("", ("C", 1))]                                         # 118.7b, 118.7d
    if kind is Kind.PHYREXIAN:
        return [("", (symbol.colors, 1))]                               # 118.7f
    if kind in (Kind.HYBRID, Kind.HYBRID_PHYREXIAN):
        return [(f"{{{c}}}", (c, 1)) for c in symbol.colors]            # 118.7e (118.7f)
    if kind is Kind.MONOCOLORED_HYBRID:
        return [(f"{{{symbol.colors}}}", (symbol.colors, 1)),
                (f"{{{symbol.amount}}}", ("generic", symbol.amount))]   # 118.7e
    if kind is Kind.COLORLESS_HYBRID:
        from ..editions import in_force

        ways = [(f"{{{symbol.colors}}}", (symbol.colors, 1))]
        if in_force("118.7e-colorless-half", rules_date(rules)):                    # 118.7e since 2026-04-17
            ways.append(("{C}", ("C", 1)))
        return ways
    raise ManaCostError("a cost reduction by {symbol} is not defined: 118.7 reduces by generic, "
                        "colored, colorless, hybrid, Phyrexian or snow mana", symbol=symbol)


def _below_zero(counts: tuple[int, ...], part: tuple[str, int], colored_only: bool = False
                ) -> tuple[int, ...]:
    """``counts`` (generic, C, S, W, U, B, R, G) reduced by ``part`` as 118.7 says, except
    that the generic mana may go below 0 (x_range stops it at 0 once X is added)."""
    kind, amount = part
    values = list(counts)
    if kind != "generic":
        at = _AT[kind]
        taken = min(values[at], amount)          # 118.7c, 118.7d: that type first ...
        values[at] -= taken
        amount -= taken                          # ... the rest (118.7b: all of it) from generic
        if colored_only:
            return tuple(values)                 # ... unless the effect says colored only
    values[0] -= amount                          # 118.7a
    return tuple(values)


def _reduce(counts: tuple[int, ...], part: tuple[str, int], colored_only: bool = False
            ) -> tuple[int, ...]:
    """``counts`` (generic, C, S, W, U, B, R, G) reduced by ``part``, a number of mana of a
    kind (118.7), the generic mana never below {0} (601.2f)."""
    generic, *rest = _below_zero(counts, part, colored_only)
    return (max(generic, 0), *rest)


@lru_cache(maxsize=4096)  # the same reduced costs come back for announcement after announcement
def _text(counts: tuple[int, ...]) -> ManaCost:
    generic, *rest = counts
    others = "".join(f"{{{name}}}" * n for name, n in zip(_FIELDS[1:], rest))
    # canonical text the library wrote itself: its symbols are read only if asked for
    return ManaCost._trusted(None, (f"{{{generic}}}" if generic or not others else "") + others)


def reduce_cost(announced: CostArg, reductions: object, *, rules: object = "current"
                ) -> list[tuple[ManaCost, tuple[str, ...]]]:
    """Every distinct result of reducing an announced cost (one without hybrid or Phyrexian
    symbols) by ``reductions`` (118.7), with the half chosen for each hybrid symbol of the
    reductions (118.7e), as (cost, halves) pairs.

    A reduction by generic mana takes only generic mana (118.7a); by a color or by {C}, that
    type first and any excess (all of it, if the cost has none of that type) from the
    generic mana (118.7b-d); by a hybrid symbol, the half the player chooses (118.7e; the
    colorless half of a {C/W} since the rules of 2026-04-17, see :mod:`mtgrules.editions`);
    by a Phyrexian symbol, one mana of its color (118.7f); by {S}, one generic (118.7g).
    The player may apply several reductions in any order (601.2f); the results don't depend
    on it. Nothing goes below {0} (601.2f). Raises LimitExceededError past the work budget
    of :mod:`mtgrules.budget` (each reduction by a hybrid symbol can double the results).

        >>> [(str(c), h) for c, h in reduce_cost("{2}{W}{W}", ["{2/W}"])]
        [('{W}{W}', ('{2}',)), ('{2}{W}', ('{W}',))]
        >>> str(reduce_cost("{1}{U}", ["{W}"])[0][0])         # no white to take: generic
        '{U}'
    """
    for reduction, _only in _changes(reductions, "reduction", "118.7"):
        dated(reduction, rules)  # a symbol not yet in the rules then (107.4)
    return _reduce_cost(announced, reductions, rules, Budget("reducing the cost"))


_STEP = 6
"""Budget steps (:mod:`mtgrules.budget`, about one set insertion each) that reducing one
partial result by one way of one symbol costs: it builds a tuple and a dict entry."""
_RESULT = 100
"""Budget steps that one reduced cost costs: it is written and read back as a ManaCost."""


def _reduce_cost(announced: CostArg, reductions: object, rules: object, budget: Budget
                 ) -> list[tuple[ManaCost, tuple[str, ...]]]:
    """:func:`reduce_cost`, its work counted against ``budget`` (shared by a whole
    :func:`total_costs`): each reduction symbol can double the distinct results."""
    rules_date(rules)  # a bad date is refused even when no reduction reads it
    cost = as_mana_cost(announced, "announced")
    counts_of = {name: 0 for name in _FIELDS}
    for symbol in cost.symbols:
        if symbol.kind is Kind.GENERIC:
            counts_of["generic"] += symbol.amount
        elif symbol.kind in (Kind.COLORED, Kind.COLORLESS, Kind.SNOW):
            counts_of["S" if symbol.kind is Kind.SNOW else symbol.colors or "C"] += 1
        else:
            raise ManaCostError(_NOT_ANNOUNCED[symbol.kind], symbol=symbol)
    start = tuple(counts_of[name] for name in _FIELDS)
    return [(_text(counts), halves) for counts, halves in
            _reduce_counts(start, _reduction_ways(reductions, rules), budget)]


Ways = list[tuple[list[tuple[str, tuple[str, int]]], bool]]
"""The reductions as the ways each of their symbols can apply (see :func:`_halves`), each
with whether it reduces colored mana only."""


def _reduction_ways(reductions: object, rules: object) -> Ways:
    return [(_halves(symbol, rules), colored_only)
            for reduction, colored_only in _changes(reductions, "reduction", "118.7")
            for symbol in reduction.symbols]


def _reduce_counts(start: tuple[int, ...], ways: Ways, budget: Budget
                   ) -> list[tuple[tuple[int, ...], tuple[str, ...]]]:
    """Every distinct result of reducing the counts ``start`` (generic, C, S, W, U, B, R, G)
    by the reductions ``ways`` (118.7), with the halves chosen, smallest first."""
    states: dict[tuple[int, ...], tuple[str, ...]] = {start: ()}
    for symbol_ways, colored_only in ways:
        budget.spend(_STEP * len(states) * len(symbol_ways))  # results may merge: no count known
        after: dict[tuple[int, ...], tuple[str, ...]] = {}
        for counts, halves in states.items():
            for half, part in symbol_ways:
                after.setdefault(_reduce(counts, part, colored_only),
                                 halves + ((half,) if half else ()))
        budget.check_states(len(after), False)
        states = after
    budget.spend(_RESULT * len(states))
    return sorted(states.items(), key=lambda item: (sum(item[0]), item[1]))


@dataclass(frozen=True, slots=True)
class LifeRules:
    """What effects say about a player's life while they cast (119.4, 119.7, 119.8): the
    switches of :func:`total_costs` checked once, with the life total and energy they hold.

    ``life_can_change=False`` ("your life total can't change", Platinum Emperion) means
    both can't gain and can't lose (ruling of 2018-12-07).
    """

    life: int | None
    can_lose_life: bool
    can_gain_life: bool
    can_pay_life: bool
    energy: int | None
    rules: object

    @classmethod
    def checked(cls, life: object, can_lose_life: object, can_gain_life: object,
                life_can_change: object, can_pay_life: object, energy: object,
                rules: object) -> LifeRules:
        rules_date(rules)
        total = life_total(life)
        lose = checks.switch(can_lose_life, "can_lose_life")
        gain = checks.switch(can_gain_life, "can_gain_life")
        pay = checks.switch(can_pay_life, "can_pay_life")
        if not checks.switch(life_can_change, "life_can_change"):
            lose = gain = False  # 119.7 and 119.8 (Platinum Emperion ruling 2018-12-07)
        have = checks.optional_number(energy, "energy", rule="107.14")
        check_energy(have or 0, rules, "energy")
        return cls(total, lose, gain, pay, have, rules)

    @property
    def may_pay_life(self) -> bool:
        """Whether any life above 0 may be paid (119.4b, 119.8)."""
        return self.can_lose_life and self.can_pay_life

    def problem(self, pays_life: int, gains_life: int, pays_energy: int) -> Wording | None:
        """Why a total cost that pays ``pays_life`` life, makes its payer gain ``gains_life``
        and pays ``pays_energy`` energy can't be paid (118.3), in the game's words; None if
        it can be as far as life and energy go."""
        check_energy(pays_energy, self.rules, "the energy paid")
        rule = partial(life_rule, rules=rules_date(self.rules))
        if pays_life and not self.can_lose_life:
            return Wording(N_("a cost that pays {life:,} life can't be paid by a player who "
                              "can't lose life ({rule})"), life=pays_life, rule=rule("119.8"))
        if pays_life and not self.can_pay_life:
            return Wording(N_("a cost that pays {life:,} life can't be paid while an effect says "
                              "its player can't pay life: only 0 life can be paid ({rule})"),
                           life=pays_life, rule=rule("119.4b"))
        if pays_life and self.life is not None and pays_life > self.life:
            return Wording(N_("paying {life:,} life needs a life total of at least {life:,}; "
                              "the player has {total:,} ({rule}, 118.3)"),
                           life=pays_life, total=self.life, rule=rule("119.4"))
        if gains_life and not self.can_gain_life:
            return Wording(N_("a cost that makes its player gain life can't be paid by a player "
                              "who can't gain life ({rule})"), rule=rule("119.7"))
        if self.energy is not None and pays_energy > self.energy:
            return Wording(N_("paying {paid:,} energy needs {paid:,} energy counters; the player "
                              "has {have:,} (107.14, 118.3)"), paid=pays_energy, have=self.energy)
        return None


def _alternative_parts(how: str, alternative: object) -> tuple[int, int]:
    """The life an alternative cost pays and gives, when it is the one paid (118.9)."""
    if how == "with an alternative cost" and isinstance(alternative, AlternativeCost):
        return alternative.life, alternative.gain_life
    return 0, 0


def total_costs(cost: CostArg, *, x: int = 0, y: int = 0, z: int = 0, how: str = "normal",
                alternative: AlternativeArg | None = None, additional: AdditionalArg = (),
                increases: object = (), reductions: object = (), at_least: int = 0,
                life: int | None = None, can_lose_life: bool = True,
                life_can_change: bool = True, energy: int | None = None,
                can_gain_life: bool = True, can_pay_life: bool = True,
                rules: object = "current", limit: int | None = None) -> list[TotalCost]:
    """Every total cost the player can end with, one per announcement and choice (601.2f).

    The steps, in the rules' order:

    1. **What is paid** (601.2b, 118.9): the mana cost; for ``how="with an alternative
       cost"`` the ``alternative`` instead (118.9d: the changes below apply to it); for
       ``how="without paying its mana cost"`` nothing, and X must then be 0 (107.3b).
    2. **Plus** ``additional`` costs (118.8: :class:`AdditionalCost` values or costs such as
       ``"{1}{R}"``, paid also on a free cast) and ``increases`` (whole numbers of generic
       mana or costs such as ``"{W}"``).
    3. **Announce** (601.2b): X, a half for each hybrid symbol, color or 2 life for each
       Phyrexian symbol (as :func:`mtgrules.announcements` lists them, with ``life`` and
       ``can_lose_life``).
    4. **Minus** ``reductions`` (118.7, see :func:`reduce_cost`), in any order (601.2f).
    5. **At least**: an effect that sets a minimum total cost (``at_least`` mana, such as
       Trinisphere's "costs at least three mana") raises the generic mana to it (601.2f:
       effects that directly affect the total cost come last); then the total cost is
       locked in.

    Life and energy are resources beside mana (118.3: nobody pays what they don't have):
    ``life`` is the player's life total (None: not limited), ``energy`` their energy counters
    (None: not limited); a total cost paying more of either is left out. The life an
    :class:`AlternativeCost` or :class:`AdditionalCost` pays (Force of Will's 1 life) and the
    2 life of each Phyrexian symbol paid with life count together against ``life`` (119.4;
    paying 0 life is always allowed, 119.4b). ``can_lose_life=False`` ("you can't lose
    life") forbids paying life (119.8); ``can_pay_life=False`` (an effect says players can't
    pay life, as Angel of Jubilation's) forbids paying any life but 0 (119.4b);
    ``can_gain_life=False`` forbids costs that make their payer gain life (119.7);
    ``life_can_change=False`` ("your life total can't change") is both (Platinum Emperion
    ruling of 2018-12-07). Before 2019-07-12 these rules were numbered 118.4, 118.7 and 118.8
    (see ``mtgrules.editions.COST_CHANGES``); what they do is the same.

    A cost given as braces text may hold energy symbols, "{E}{E}{1}{R}": the {E} are paid
    from ``energy`` as a mandatory additional cost (107.14). ``rules=`` checks every part
    against the rules of that date: a symbol of the cost, an
    increase, an additional or alternative cost or a reduction that wasn't in the rules yet
    (a hybrid Phyrexian symbol before 2022-02-18, a colorless hybrid one before 2024-09-17)
    is refused, and so is energy before 2016-09-30 (107.14, Kaladesh).

    Results are distinct (announcement, total cost) pairs in the announcements' order.
    Raises LimitExceededError past ``limit`` announcements or rows (default
    :data:`~mtgrules.payment.DEFAULT_LIMIT`), or past the work budget of :mod:`mtgrules.budget`.

        >>> [str(t) for t in total_costs("{X}{R}", x=2, reductions=[1])]
        ['{1}{R} paying no life']
        >>> [str(t) for t in total_costs("{1}{W/P}", life=20, at_least=3)]
        ['{2}{W} paying no life', '{3} paying 2 life']
        >>> force = AlternativeCost(life=1, what="exile a blue card from your hand")
        >>> [str(t) for t in total_costs("{3}{U}{U}", how="with an alternative cost",
        ...                             alternative=force, life=1)]
        ['{0} paying 1 life']
    """
    cost, additional = energy_in_cost(cost, additional, rules)  # type: ignore[assignment]
    found = _total_costs(cost, x=x, y=y, z=z, how=how, alternative=alternative,
                         additional=additional, increases=increases, reductions=reductions,
                         at_least=at_least, life=life, can_lose_life=can_lose_life,
                         life_can_change=life_can_change, energy=energy,
                         can_gain_life=can_gain_life, can_pay_life=can_pay_life, rules=rules,
                         limit=limit)
    return list(found.rows)


class _Found(NamedTuple):
    """What :func:`_total_costs` finds: why nothing can be paid as far as life and energy go
    (or None), the total costs (found lazily), the life left for Phyrexian symbols once the
    other costs' life is paid (None: not limited) and whether any life may be paid."""

    problem: Wording | None
    rows: Iterator[TotalCost]
    life_left: int | None
    may_pay_life: bool
    gathered: ManaCost = ManaCost()  # what is announced: the cost paid plus additions
    downs: tuple[object, ...] = ()   # the reductions, ColoredOnly marking colored-only ones
    minimum: int = 0                 # the least mana value of the total cost (601.2f)


def _total_costs(cost: CostArg, *, x: int = 0, y: int = 0, z: int = 0, how: str = "normal",
                 alternative: AlternativeArg | None = None, additional: AdditionalArg = (),
                 increases: object = (), reductions: object = (), at_least: int = 0,
                 life: object = None, can_lose_life: object = True,
                 life_can_change: object = True, energy: object = None,
                 can_gain_life: object = True, can_pay_life: object = True,
                 rules: object = "current", limit: int | None = None) -> _Found:
    """:func:`total_costs` with every argument checked at once: (why no total cost can be
    paid as far as life and energy go, or None; the total costs, found lazily)."""
    base = dated(as_mana_cost(cost, "cost"), rules)
    _check_how(how)
    paid_extra = _additional(additional)
    ups = _amounts(increases, "increase", "601.2f")
    downs = [ColoredOnly(c) if only else c for c, only in _changes(reductions, "reduction", "118.7")]
    for change in ups + [d.amount if isinstance(d, ColoredOnly) else d for d in downs]:
        dated(change, rules)  # type: ignore[arg-type]
    minimum = checks.whole_number(at_least, "at_least", rule="601.2f")
    player = LifeRules.checked(life, can_lose_life, can_gain_life, life_can_change,
                               can_pay_life, energy, rules)
    alt_life, alt_gain = _alternative_parts(how, alternative)
    energy_paid = sum(item.energy * item.times for item in paid_extra)
    life_paid = sum(item.life * item.times for item in paid_extra) + alt_life
    gains = sum(item.gain_life * item.times for item in paid_extra) + alt_gain
    extra = additional_mana(paid_extra)
    for up in ups:
        extra = extra + up
    # 601.2b/118.9/107.3b checks (X forced to 0, alternative cost use) are total_cost's
    total_cost(base, x=x, y=y, z=z, how=how, alternative=alternative)  # type: ignore[arg-type]
    plan = _plan(base, how, None, alternative)
    problem = player.problem(life_paid, gains, energy_paid)
    life_left = player.life
    if life_left is not None:
        life_left -= life_paid  # what is left for the Phyrexian symbols (119.4)
    if problem is not None or (plan.paid.is_absent and not plan.free):
        # 118.3; 118.6: no mana cost at all can't be paid
        return _Found(problem, iter(()), life_left, player.may_pay_life, ManaCost(),
                      tuple(downs), minimum)
    gathered = plan.paid + extra
    if not gathered.symbols:
        gathered = parse_cost("{0}")  # a free cast with nothing added still has a total cost
    # the most generic mana an announcement can have: every {2/W} announced as {2}
    check_total_generic(sum(s.amount for s in gathered.with_x(x, y, z).symbols
                            if s.kind in (Kind.GENERIC, Kind.MONOCOLORED_HYBRID)))
    most = DEFAULT_LIMIT if limit is None else checks.whole_number(limit, "limit")
    dated(gathered, rules)

    def rows() -> Iterator[TotalCost]:
        seen: set[tuple[object, tuple[int, ...]]] = set()
        budget = Budget("reducing the cost")  # one budget for every announcement's reductions
        ways = _reduction_ways(downs, rules)
        for announced in announcements(gathered, x=x, y=y, z=z, life=life_left,
                                       can_lose_life=player.may_pay_life, limit=most,
                                       rules=rules):
            for counts, halves in _reduce_counts(announced.key[1:], ways, budget):
                shortfall = minimum - sum(counts)
                if shortfall > 0:  # 601.2f: a minimum applies to the total cost as reduced
                    counts = (counts[0] + shortfall, *counts[1:])
                if (announced, counts) not in seen:
                    seen.add((announced, counts))
                    mana = _text(counts)
                    if len(seen) > most:  # limit bounds the rows too, not only announcements
                        raise LimitExceededError(
                            N_("there are more than limit={most:,} total costs; pass a larger "
                               "limit (or limit=None)"),
                            most=most, at_least=most)
                    yield TotalCost(announced, mana, announced.life + life_paid, halves,
                                    energy_paid)

    return _Found(None, rows(), life_left, player.may_pay_life, gathered, tuple(downs), minimum)


def total_costs_table(cost: CostArg, **options: object) -> pd.DataFrame:
    """:func:`total_costs` as a table for reading: one row per announcement and choice, with
    columns ``announced`` (what the player announced, 601.2b), ``life``, ``halves`` (the half
    chosen for each hybrid symbol of the reductions, 118.7e), ``total cost`` (locked in,
    601.2f), ``mana value`` (of the total cost's mana) and ``energy``. Takes the options of
    :func:`total_costs`.

        >>> table = total_costs_table("{2/W}{2/W}", reductions=[2])
        >>> list(table["announced"]), list(table["total cost"])
        (['{W}{W}', '{2}{W}', '{4}'], ['{W}{W}', '{W}', '{2}'])
    """
    import pandas as pd

    rows = [(str(t.announced.cost), t.life, " ".join(t.halves), str(t.mana),  # type: ignore[attr-defined]
             t.mana.mana_value(), t.energy)
            for t in total_costs(cost, **options)]  # type: ignore[arg-type]
    table = pd.DataFrame(rows, columns=["announced", "life", "halves", "total cost",
                                        "mana value", "energy"])
    table.index = pd.RangeIndex(1, len(table) + 1, name="way")
    return table


def total_cost_choices(cost: CostArg, *, x: int = 0, how: CastMethod = "normal",
                       increase: int | CostArg = 0, reduction: int = 0,
                       additional: AdditionalArg = None, alternative: AlternativeArg | None = None,
                       life: int | None = None, can_lose_life: bool = True) -> list[ManaCost]:
    """The total costs a player can end with for ``x`` (601.2b, 601.2f): the one
    :func:`total_cost` gives (hybrid and Phyrexian symbols still in it), or, where it depends
    on how a {2/W}-style symbol is announced, the mana of each of :func:`mtgrules.total_costs`
    (announced, so paying no more life than ``life``).

        >>> [str(c) for c in total_cost_choices("{2/W}{2/W}", reduction=2)]
        ['{W}{W}', '{W}', '{2}']
    """
    try:
        return [total_cost(cost, x=x, how=how, increase=increase, reduction=reduction,
                           additional=additional, alternative=alternative)]
    except AnnouncementNeeded:
        return [t.mana for t in total_costs(
            cost, x=x, how=how, increases=[increase], reductions=[reduction],
            additional=additional, alternative=alternative, life=life,
            can_lose_life=can_lose_life)]


