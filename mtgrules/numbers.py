"""Numbers: integers only (107.1, 107.1a), negative values and when they become 0 (107.1b),
"any number" (107.1c) and numbers that can't be determined (107.2).

    >>> effect_result(-2, "add mana"), effect_result(-2, "set power/toughness")
    (0, -2)
    >>> Creature(3, 4).gets(-5, 0)
    Creature(power=-2, toughness=4)
    >>> colossus = Creature(4, 4).gets(-6, 0)
    >>> colossus.gets_x(-2), colossus.gets_x(-2, rules="2016-06-01")
    (Creature(power=-2, toughness=4), Creature(power=-4, toughness=2))

Rule 107.1b changed several times (see :mod:`mtgrules.editions`): before 2017-07-14 any
effect that modified a creature's power or toughness kept a negative amount; from then a
"+X/+X" with negative X uses 0; doubling power/toughness was not exempt from 2017-07-14 to
2018-07-12; tripling is exempt from 2025-06-06.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .editions import RulesArg, in_force, rules_date
from . import checks
from .checks import excerpt
from .errors import ChoiceError, NumberError

__all__ = ["Creature", "EFFECT_KINDS", "EffectKind", "ROUNDINGS", "Rounding", "effect_result",
           "fraction_of", "is_any_number", "keeps_negative", "number_or_zero"]

EffectKind = Literal[
    "damage", "life gain", "life loss", "add mana", "counters", "tokens", "cards",
    "set life total", "double life total", "triple life total", "set power/toughness",
    "double power/toughness", "triple power/toughness", "modify power/toughness",
]
EFFECT_KINDS: tuple[EffectKind, ...] = get_args(EffectKind)
"""The kinds of effect :func:`effect_result` knows. "modify power/toughness" is a
"+X/+X"-style change; "counters", "tokens" and "cards" are how many of them an effect puts,
creates, draws or discards."""

Rounding = Literal["up", "down"]
ROUNDINGS: tuple[Rounding, ...] = get_args(Rounding)
"""How an effect may tell you to round a fraction (107.1a)."""


_NAMES = {"value": "the number", "n": "the number"}
"""How a message names an argument (the others by their own name: "the power 2.5")."""


def _check_int(value: object, what: str) -> int:
    """``value`` if it is a whole number (bounded), else a NumberError that says why.

        >>> _check_int(1.5, "value")
        Traceback (most recent call last):
        ...
        mtgrules.errors.NumberError: the number 1.5 is not a whole number: the game uses only integers (107.1); an effect that divides says whether to round up or down (107.1a)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return checks.integer(value, what, rule="107.1")  # bounded: "too large" is an error
    if what in _NAMES:  # "the number 1.5"
        raise NumberError(
            "the number {value} is not a whole number: the game uses only integers (107.1); an "
            "effect that divides says whether to round up or down (107.1a)", value=excerpt(value))
    raise NumberError(  # "the power 2.5": the argument by its own name
        "the {what} {value} is not a whole number: the game uses only integers (107.1); an "
        "effect that divides says whether to round up or down (107.1a)",
        what=what, value=excerpt(value))


def _check_kind(effect: object) -> EffectKind:
    return checks.choice(effect, "effect", EFFECT_KINDS, what="effect kind")


def keeps_negative(effect: EffectKind, *, rules: RulesArg = "current") -> bool:
    """True if rule 107.1b lets ``effect`` use a negative result as it is, under ``rules``.

    Always: setting a life total or a creature's power/toughness, doubling a life total.
    Doubling power/toughness: before 2017-07-14 (as a modification) and from 2018-07-13.
    Tripling power/toughness: before 2017-07-14 and from 2025-06-06; tripling a life total:
    from 2025-06-06. A "+X/+X"-style change: only before 2017-07-14. Never: damage, life gain
    or loss, mana, counters, tokens, cards.
    """
    _check_kind(effect)
    rules_date(rules)  # validate even for kinds that never changed
    modifies = not in_force("107.1b-otherwise-modifies-removed", rules)  # 2013-2017 wording
    if effect in ("set life total", "double life total", "set power/toughness"):
        return True
    if effect == "modify power/toughness":
        return modifies
    if effect == "double power/toughness":
        return modifies or in_force("107.1b-doubling-power", rules)
    if effect == "triple power/toughness":
        return modifies or in_force("107.1b-tripling", rules)
    if effect == "triple life total":
        return in_force("107.1b-tripling", rules)
    return False


def effect_result(value: int, effect: EffectKind, *, rules: RulesArg = "current") -> int:
    """The number an effect of kind ``effect`` uses when its calculation gives ``value``.

    Rule 107.1b: a negative result becomes 0 unless the effect is one of the exceptions of
    the rules in force (:func:`keeps_negative`). ``effect`` is one of :data:`EFFECT_KINDS`.

        >>> effect_result(-2, "add mana")          # Viridian Joiner with -2 power adds no mana
        0
        >>> effect_result(-2, "modify power/toughness")
        0
        >>> effect_result(-2, "modify power/toughness", rules="2016-06-01")  # 2013 wording
        -2

    Raises :class:`~mtgrules.ChoiceError` for an unknown kind, :class:`~mtgrules.NumberError`
    for a value that is not an integer (107.1), :class:`~mtgrules.RulesDateError` for a bad
    ``rules=``.
    """
    _check_int(value, "value")
    _check_kind(effect)
    rules_date(rules)
    if value < 0 and not keeps_negative(effect, rules=rules):
        return 0  # 107.1b
    return value


@dataclass(frozen=True, slots=True)
class Creature:
    """A creature's power and toughness, which may be negative (107.1b).

        >>> c = Creature(3, 4).gets(-5, 0)
        >>> c, c.combat_damage(), c.total, c.gets(3, 0).power
        (Creature(power=-2, toughness=4), 0, 2, 1)
    """

    power: int
    toughness: int

    def __post_init__(self) -> None:
        _check_int(self.power, "power")
        _check_int(self.toughness, "toughness")

    def __str__(self) -> str:
        return f"{self.power}/{self.toughness}"

    def gets(self, power: int, toughness: int) -> Creature:
        """The creature after it gets +power/+toughness of fixed numbers, e.g. -5/-0 (613.4c).

        The numbers are applied as given; negative results stay negative (107.1b).
        """
        return Creature(self.power + _check_int(power, "power"),
                        self.toughness + _check_int(toughness, "toughness"))

    def gets_x(self, x: int, y: int | None = None, *, rules: RulesArg = "current") -> Creature:
        """The creature after an effect "gets +X/+Y" whose X and Y were calculated (``y``
        defaults to ``x``): a negative X or Y uses 0 from 2017-07-14 on, and is used as is
        under the 2013 wording of 107.1b ("or otherwise modifies").

        Chameleon Colossus at -2/4 pumping by its power: -2/4 now, -4/2 under the rules of
        2013 to 2017-07-13 (107.1b example added 2017-07-14).
        """
        y = x if y is None else y
        dx = effect_result(x, "modify power/toughness", rules=rules)
        dy = effect_result(y, "modify power/toughness", rules=rules)
        return Creature(self.power + dx, self.toughness + dy)

    def doubled(self, *, power: bool = True, toughness: bool = False,
                rules: RulesArg = "current") -> Creature:
        """The creature after its power (and/or toughness) is doubled (701.10b, 701.10c).

        Doubling gives +X/+0 with X its power; a negative power instead gets -X/-0 with X
        how far below 0 it is, so -2 becomes -4 (701.10c). Under the rules of 2017-07-14 to
        2018-07-12 a negative amount used 0 (107.1b then had no doubling exception).
        """
        return self._multiplied(1, "double power/toughness", power, toughness, rules)

    def tripled(self, *, power: bool = True, toughness: bool = False,
                rules: RulesArg = "current") -> Creature:
        """The creature after its power (and/or toughness) is tripled (701.11b, 701.11c):
        +X/+0 with X twice its power, so -2 becomes -6. Between 2017-07-14 and 2025-06-05
        107.1b had no tripling exception, so a negative amount used 0."""
        return self._multiplied(2, "triple power/toughness", power, toughness, rules)

    def _multiplied(self, factor: int, kind: EffectKind, power: bool, toughness: bool,
                    rules: RulesArg) -> Creature:
        if not isinstance(power, bool) or not isinstance(toughness, bool):
            if factor == 1:
                raise ChoiceError("say True or False for doubling power and for doubling "
                                  "toughness, not {power} and {toughness}",
                                  power=excerpt(power), toughness=excerpt(toughness))
            raise ChoiceError("say True or False for tripling power and for tripling toughness, "
                              "not {power} and {toughness}",
                              power=excerpt(power), toughness=excerpt(toughness))
        dp = effect_result(factor * self.power, kind, rules=rules) if power else 0
        dt = effect_result(factor * self.toughness, kind, rules=rules) if toughness else 0
        rules_date(rules)
        return Creature(self.power + dp, self.toughness + dt)

    def combat_damage(self) -> int:
        """The combat damage it assigns: its power, or 0 if that is 0 or less (510.1a, 107.1b)."""
        return max(self.power, 0)

    @property
    def total(self) -> int:
        """Its total power and toughness: the plain sum, negatives included (107.1b example)."""
        return self.power + self.toughness


def fraction_of(amount: int, numerator: int, denominator: int, *, rounding: Rounding) -> int:
    """``amount`` times ``numerator/denominator``, rounded as the effect says (107.1a).

    ``rounding`` is "up" or "down" (mathematical ceiling and floor, also for negative
    amounts); the rules never round to nearest. A third of 5 life rounded up is 2 (Pox
    ruling 2007-09-16); 5 damage divided evenly, rounded down, among 3 targets is 1 each
    (Fireball ruling 2017-11-17).
    """
    _check_int(amount, "amount")
    _check_int(numerator, "numerator")
    _check_int(denominator, "denominator")
    if denominator <= 0:
        raise NumberError("the denominator {denominator} is not a whole number 1 or more: a "
                          "fraction's denominator is 1 or more", denominator=excerpt(denominator))
    if rounding not in ROUNDINGS:
        raise ChoiceError("the rounding {rounding} is not one of {roundings}: an effect that divides "
                          "says whether to round up or down (107.1a)",
                          rounding=excerpt(rounding), roundings=', '.join(ROUNDINGS))
    whole, rest = divmod(amount * numerator, denominator)
    return whole + 1 if rest and rounding == "up" else whole


def is_any_number(n: int, *, dividing: bool = False, possible: bool = True,
                  rules: RulesArg = "current") -> bool:
    """Whether ``n`` is a legal choice when told to choose "any number" (107.1c): any whole
    number 0 or more.

    Before 2019-07-12, when something was divided or distributed among "any number" of
    players and/or objects (``dividing=True``), a nonzero number had to be chosen if
    ``possible``. A fraction raises :class:`~mtgrules.NumberError` (107.1a).
    """
    _check_int(n, "n")
    checks.switch(dividing, "dividing")
    checks.switch(possible, "possible")
    rules_date(rules)  # a bad rules= is an error whatever n is
    if n < 0:
        return False  # 107.1b: you can't choose a negative number
    if dividing and possible and not in_force("107.1c-dividing", rules):
        return n >= 1
    return True


def number_or_zero(value: int | None) -> int:
    """A number an effect uses, with ``None`` standing for one that can't be determined,
    which is 0 (107.2)."""
    if value is None:
        return 0  # 107.2
    return _check_int(value, "value")
