"""The plan of a cast (601.2b, 601.2f): how it is cast (normally, without paying its mana
cost, with a reduction, ...), and the total cost once X is chosen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Union, get_args

from .. import checks
from ..checks import excerpt
from ..errors import ChoiceError, NumberError
from ..i18n import N_
from ..mana.cost import Kind, ManaCost, as_mana_cost, parse_cost
from .parts import additional_mana, dated, AdditionalArg, AlternativeArg, AlternativeCost

CastMethod = Literal["normal", "without paying its mana cost", "with a cost reduction",
                     "with an alternative cost"]
CAST_METHODS: tuple[CastMethod, ...] = get_args(CastMethod)
"""How a spell is cast, as far as X is concerned: paying its mana cost; paying neither it nor
an alternative cost (X must be 0, 107.3b); paying it less a reduction (X is free, 107.3b);
paying an alternative cost instead (X is free only if that cost has X, 107.3b)."""

Zone = Literal["hand", "library", "graveyard", "exile", "stack", "battlefield", "command"]
ZONES: tuple[Zone, ...] = get_args(Zone)
"""The zones a card or object can be in (400.1)."""

CostArg = Union[ManaCost, str]

DEFAULT_LIMIT = 10_000
"""How many values iterating an :class:`OpenRange` gives before it stops with an error."""


_cost = as_mana_cost  # the spell's cost: a ManaCost, braces text or a card

_NOT_ALTERNATIVE = {
    "normal": N_("an alternative cost is paid only when casting with an alternative cost, not "
                 "when casting normally (118.9)"),
    "without paying its mana cost": N_("an alternative cost is paid only when casting with an "
                                       "alternative cost, not when casting without paying its "
                                       "mana cost (118.9)"),
    "with a cost reduction": N_("an alternative cost is paid only when casting with an "
                                "alternative cost, not when casting with a cost reduction "
                                "(118.9)"),
    "with an alternative cost": N_("an alternative cost is paid only when casting with an "
                                   "alternative cost, not when casting with an alternative cost "
                                   "(118.9)"),
}
"""The message when an alternative cost is given to a cast of another kind (118.9)."""


def _check_x(x: object, what: str = "x") -> int:
    if isinstance(x, int) and not isinstance(x, bool) and -checks.MAX_NUMBER <= x < 0:
        letter = what.upper() if what in ("x", "y", "z") else what
        raise NumberError("{letter} = {x} is negative: {letter} is a whole number, 0 or more "
                          "(107.1b)", letter=letter, x=x)
    return checks.whole_number(x, what, rule="107.1, 107.3")


def _check_how(how: object) -> CastMethod:
    return checks.choice(how, "how", CAST_METHODS)


def _check_zone(zone: object) -> Zone:
    return checks.choice(zone, "zone", ZONES)


def _check_amount(value: object, what: str) -> int:
    return checks.whole_number(value, what)


class AnnouncementNeeded(ChoiceError):
    """The total cost depends on how hybrid symbols are announced (601.2b, 601.2f): raised by
    :func:`total_cost`, answered per announcement by :func:`mtgrules.total_costs`."""


@dataclass(frozen=True, slots=True)
class _Plan:
    """What is paid for a cast: the costs that carry X, and whether X must be 0."""

    paid: ManaCost          # the mana cost or alternative cost actually paid (may be empty)
    additional: ManaCost    # additional costs (kicker ...), paid in every method
    x_forced_zero: bool     # 107.3b
    free: bool              # nothing was paid for the mana cost
    x_in_words: bool = False  # X chosen in the words of an alternative cost: no mana for it


def _plan(cost: ManaCost, how: str, additional: AdditionalArg,
          alternative: AlternativeArg | None) -> _Plan:

    extra = additional_mana(additional)
    if how == "with an alternative cost":
        if alternative is None:
            raise ChoiceError("casting with an alternative cost needs that alternative cost, the "
                              "one paid instead of the mana cost, such as {X}{U} or {R} (118.9)")
        if isinstance(alternative, AlternativeCost):
            # 107.3a: an X in the alternative cost's words is chosen too; it takes no mana
            return _Plan(alternative.mana, extra, cost.has_x and not alternative.has_x, False,
                         alternative.x_only_in_words)
        alt = _cost(alternative, "alternative")
        # 107.3b: X in the mana cost must be 0 unless the alternative cost has X too
        return _Plan(alt, extra, cost.has_x and not alt.has_x, False)
    if alternative is not None:
        if how in _NOT_ALTERNATIVE:
            raise ChoiceError(_NOT_ALTERNATIVE[how])
        raise ChoiceError("an alternative cost is paid only when casting with an alternative "
                          "cost, not when casting {how} (118.9)", how=excerpt(how))
    if how == "without paying its mana cost":
        return _Plan(ManaCost(), extra, cost.has_x, True)  # 107.3b
    return _Plan(cost, extra, False, False)


def check_total_generic(generic: int) -> None:
    """Refuse a total cost whose generic mana, X's value and every increase added up, is past
    :data:`~mtgrules.checks.MAX_NUMBER`, in the words of what was given (not as a symbol
    nobody typed)."""
    if generic > checks.MAX_NUMBER:
        raise NumberError(N_("the total cost would have {generic:,} generic mana, with X's "
                             "value and every increase added up: more than {most:,}, the "
                             "most the rules library works with"),
                          generic=generic, most=checks.MAX_NUMBER)


def total_cost(cost: CostArg, *, x: int = 0, how: CastMethod = "normal", increase: int | CostArg = 0,
               reduction: int = 0, additional: AdditionalArg = None,
               alternative: AlternativeArg | None = None, y: int = 0, z: int = 0,
               rules: object = "current") -> ManaCost:
    """The mana part of the total cost of a spell once X is announced (601.2b, 601.2f).

    Start from the mana cost (or the alternative cost, or nothing for a cast without paying
    the mana cost), add additional costs such as kicker and cost increases (``increase``:
    generic mana as an int, or a cost such as ``"{G}"``), then take off ``reduction`` generic
    mana; generic mana can't go below 0 and a generic reduction never touches colored,
    colorless, hybrid or {S} symbols (601.2f, 118.7a, 107.4h). A reduction larger than the
    generic mana on a cost with a {2/W}-style symbol raises ChoiceError: how much it takes
    depends on the half announced (601.2b), so :func:`mtgrules.total_costs` works it out per
    announcement (rulings of 2008-05-01 on Spectral Procession and Reaper King). ``additional``
    takes a cost paid once or :class:`mtgrules.AdditionalCost` values (kicker, multikicker...). Every {X} is replaced by ``x`` (107.3a), so
    {X}{X} with X = 3 is {6} (Walking Ballista ruling 2020-08-07). {Y} and {Z} follow the
    same rules as X (107.3p) and take ``y`` and ``z``.

    The result has the generic mana first as one number, then the other symbols in the order
    given; ``{0}`` if nothing is left. A normal cast of a card with no mana cost returns the
    absent cost (it can't be paid, 118.6). Raises :class:`~mtgrules.NumberError` for a
    negative X, or any X but 0 when 107.3b forces X = 0. ``rules=`` refuses a symbol of any
    part (the cost, an increase, an additional or alternative cost) that wasn't in rule 107.4
    on that date.
    """
    base = dated(_cost(cost, "cost"), rules)
    _check_how(how)
    _check_x(x)
    _check_x(y, "y")
    _check_x(z, "z")
    plan = _plan(base, how, additional, alternative)
    if plan.x_forced_zero and (x, y, z) != (0, 0, 0):
        name, value = next((n, v) for n, v in (("x", x), ("y", y), ("z", z)) if v)
        letter = name.upper()
        rules = "107.3b, 107.3p" if name != "x" else "107.3b"
        if how == "with an alternative cost":
            raise NumberError(
                "{letter} = {value:,} can't be chosen: casting {base} for the alternative cost "
                "{paid}, which has no {letter}, leaves 0 as the only legal value of {letter} "
                "({rules})", letter=letter, value=value, base=base, rules=rules,
                paid=alternative if isinstance(alternative, AlternativeCost) else plan.paid)
        if how == "without paying its mana cost":
            raise NumberError(
                "{letter} = {value:,} can't be chosen: casting {base} without paying its mana "
                "cost leaves 0 as the only legal value of {letter} ({rules})",
                letter=letter, value=value, base=base, rules=rules)
        raise NumberError(
            "{letter} = {value:,} can't be chosen: casting {base} {how} leaves 0 as the only "
            "legal value of {letter} ({rules})",
            letter=letter, value=value, base=base, how=how, rules=rules)
    if isinstance(increase, int) and not isinstance(increase, bool):
        more = _check_amount(increase, "increase")
        raised = ManaCost()
    else:
        more, raised = 0, _cost(increase, "increase")
    reduction = _check_amount(reduction, "reduction")
    if rules != "current":  # every symbol is in the current rules
        dated(plan.paid + plan.additional + raised, rules)
    if plan.paid.is_absent and not plan.free:
        return ManaCost()  # 118.6: no mana cost at all can't be paid
    symbols = (plan.paid + plan.additional + raised).with_x(x, y, z).symbols
    generic = sum(s.amount for s in symbols if s.kind is Kind.GENERIC) + more
    check_total_generic(generic)
    if reduction > generic and any(s.kind is Kind.MONOCOLORED_HYBRID for s in symbols):
        shown = "".join(str(s) for s in symbols)
        # N_: the message is found by the catalog tools whichever error classes they know
        raise AnnouncementNeeded(N_(
            "the total cost of {cost} reduced by {{{reduction}}} depends on how its hybrid "
            "symbols are announced: a {{2/W}} announced as {{2}} can be reduced, one announced "
            "as {{W}} can't (601.2b, 601.2f); mtgrules.total_costs works it out per announcement"
        ), cost=shown, reduction=reduction)
    generic = max(generic - reduction, 0)  # 601.2f: not less than {0}
    others = "".join(str(s) for s in symbols if s.kind is not Kind.GENERIC)
    text = (f"{{{generic}}}" if generic or not others else "") + others
    return parse_cost(text)


