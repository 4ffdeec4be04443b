"""The parts of a total cost (601.2f, 118.7-118.9): additional costs (kicker, multikicker,
gift, mandatory ones), alternative costs, cost changes that only touch colored mana, and
the announced total, as values."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Iterable, Literal, Union, get_args

from .. import checks
from ..checks import excerpt
from ..errors import ChoiceError, LimitExceededError, ManaCostError, NumberError
from ..i18n import N_
from ..mana.cost import Kind, ManaCost, check_symbols_exist, parse_cost
from ..payment import life_amount

CostArg = Union[ManaCost, str]

AdditionalKind = Literal["kicker", "multikicker", "gift", "mandatory", "optional"]
ADDITIONAL_KINDS: tuple[AdditionalKind, ...] = get_args(AdditionalKind)
"""Kinds of additional cost (118.8): a kicker cost, paid at most once (702.33a, 702.33d); a
multikicker cost, any number of times (702.33c); a gift, promised at most once (702.174a); a
mandatory additional cost ("As an additional cost to cast this spell, ..."), always paid,
also when the spell is cast without paying its mana cost (118.8, 601.2f); any other optional
additional cost, paid once or not at all (118.8b)."""

MAX_REPEATED_SYMBOLS = 10_000
"""Most symbols other than generic mana an additional cost paid several times may add
(multikicker {R} paid 10,000 times is the most): beyond it no total cost is worked out."""

_AT_MOST_ONCE = {"kicker": "702.33a, 702.33d", "gift": "702.174a", "optional": "118.8b"}
_PAID_ONCE = {
    "kicker": N_("a kicker cost is paid at most once, not {times} times (702.33a, 702.33d)"),
    "gift": N_("a gift cost is paid at most once, not {times} times (702.174a)"),
    "optional": N_("an optional additional cost is paid at most once, not {times} times "
                   "(118.8b)"),
}
"""The message for each kind of cost paid at most once, with the rules of _AT_MOST_ONCE."""

_NOT_ANNOUNCED = {
    Kind.VARIABLE: N_("reduce_cost reduces an announced cost, with no variable symbol such as "
                      "{symbol}: announce it first (601.2b), e.g. with mtgrules.announcements, or "
                      "use total_costs"),
    Kind.HYBRID: N_("reduce_cost reduces an announced cost, with no hybrid symbol such as "
                    "{symbol}: announce it first (601.2b), e.g. with mtgrules.announcements, or "
                    "use total_costs"),
    Kind.MONOCOLORED_HYBRID: N_("reduce_cost reduces an announced cost, with no monocolored "
                                "hybrid symbol such as {symbol}: announce it first (601.2b), e.g. "
                                "with mtgrules.announcements, or use total_costs"),
    Kind.COLORLESS_HYBRID: N_("reduce_cost reduces an announced cost, with no colorless hybrid "
                              "symbol such as {symbol}: announce it first (601.2b), e.g. with "
                              "mtgrules.announcements, or use total_costs"),
    Kind.PHYREXIAN: N_("reduce_cost reduces an announced cost, with no Phyrexian symbol such as "
                       "{symbol}: announce it first (601.2b), e.g. with mtgrules.announcements, "
                       "or use total_costs"),
    Kind.HYBRID_PHYREXIAN: N_("reduce_cost reduces an announced cost, with no hybrid Phyrexian "
                              "symbol such as {symbol}: announce it first (601.2b), e.g. with "
                              "mtgrules.announcements, or use total_costs"),
}
"""The message for a symbol an announcement doesn't have (601.2b), per kind."""

_ADDITIONAL_PART = N_("cost={cost}: an additional cost's mana part is braces text such as "
                      "'{{1}}{{R}}', or '' if it has none")
_ALTERNATIVE_PART = N_("cost={cost}: an alternative cost's mana part is braces text such as "
                       "'{{W}}{{U}}', or '' if it has none")


def _mana_part(value: object, message: str) -> ManaCost:
    """The mana part of an additional or alternative cost: braces text ('' for none) or a
    ManaCost; anything else is refused with ``message``."""
    if isinstance(value, str):
        return parse_cost(value) if value.strip() else ManaCost()
    if not isinstance(value, ManaCost):
        raise ManaCostError(message, cost=excerpt(value))
    return value


def dated(cost: ManaCost, rules: object) -> ManaCost:
    """``cost`` if every symbol of it was in rule 107.4 under ``rules`` (see
    :func:`mtgrules.mana.cost.check_symbols_exist`); the current rules have them all, so
    that answer is immediate."""
    if rules == "current":
        return cost
    return check_symbols_exist(cost, rules)


ENERGY_TEXT = re.compile(r"\{[Ee]\}")
"""The energy symbol {E} in braces text (107.14)."""


def split_energy(text: str, rules: object = "current") -> tuple[ManaCost, int]:
    """Braces text that may hold energy symbols, as (the mana cost without them, how many
    {E} it had): ``"{E}{E}{1}{R}"`` is ``({1}{R}, 2)``. {E} is one energy counter, paid by
    removing it from its player, never with mana (107.14); under rules before 2016-09-30
    (Kaladesh) there was no energy, and an {E} is refused (see :func:`check_energy`).

        >>> cost, energy = split_energy("{E}{E}{1}{R}")
        >>> str(cost), energy
        ('{1}{R}', 2)
    """
    checks.text(text, "cost", error=ManaCostError, example="{E}{E}{1}{R}")
    energy = len(ENERGY_TEXT.findall(text))
    check_energy(energy, rules, "cost")
    rest = ENERGY_TEXT.sub("", text)
    return (parse_cost(rest, rules=rules) if rest.strip() else ManaCost()), energy


def energy_in_cost(cost: object, additional: object, rules: object) -> tuple[object, object]:
    """A cost given as braces text with {E} in it (107.14), as (the mana cost, the
    additional costs with one more, mandatory, that pays that energy); anything else as it
    is. Lets ``total_costs``, ``x_range`` and ``can_cast`` take "{E}{E}{1}{R}"."""
    if not isinstance(cost, str) or not ENERGY_TEXT.search(cost):
        return cost, additional
    mana, energy = split_energy(cost, rules)
    paid = AdditionalCost(energy=energy, kind="mandatory")
    if additional is None or additional == ():
        return mana, paid
    if isinstance(additional, (str, ManaCost, AdditionalCost)):
        return mana, [additional, paid]
    return mana, [*additional, paid]  # type: ignore[misc]


def check_energy(amount: int, rules: object, what: str = "energy") -> None:
    """Refuse energy (``amount`` counters paid or held, more than 0) under rules from before
    energy existed (107.14 since 2016-09-30, Kaladesh), in the game's words."""
    from ..editions import in_force, rules_change, rules_date

    day = rules_date(rules)
    if amount and not in_force("energy", day):
        raise ManaCostError(N_("{what}: there is no energy under the rules of {day}: the energy "
                               "symbol {{E}} and energy counters joined the rules on {effective} "
                               "(Kaladesh, 107.14)"),
                            what=what, day=day.isoformat(),
                            effective=rules_change("energy").effective.isoformat())


# the fields of an announced cost, in the order of Announcement.key after its life payments
_FIELDS = ("generic", "C", "S", "W", "U", "B", "R", "G")
_AT = {name: index for index, name in enumerate(_FIELDS)}


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """An additional cost a player announces paying (118.8, 601.2b).

    ``cost`` is its mana part (``""`` if it has none: promising a gift, discarding a card,
    sacrificing a creature); ``kind`` one of :data:`ADDITIONAL_KINDS`; ``times`` how many
    times it is paid (0 if announced as not paid); ``what`` its other parts, in words.
    ``energy`` is the energy it pays each time ({E}, 107.14: energy counters, never mana),
    ``life`` the life it pays (119.4) and ``gain_life`` the life it makes its payer gain.
    An optional additional cost of {E}{E}, paid as a spell is cast, is
    ``AdditionalCost(energy=2)``: paid once or not at all (118.8b). (The energy rulings of
    2024-06-07 are about the commoner "you may pay {E}{E}" of a triggered ability: chosen as it
    resolves, once, never paid several times to multiply the effect; this class doesn't model
    that.)

        >>> str(AdditionalCost("{2}", "multikicker", times=2))
        'multikicker {2} paid twice'
        >>> AdditionalCost("{1}{R}", "kicker", times=2)
        Traceback (most recent call last):
        ...
        mtgrules.errors.ChoiceError: a kicker cost is paid at most once, not 2 times (702.33a, 702.33d)
    """

    cost: ManaCost = field(default_factory=ManaCost)
    kind: AdditionalKind = "optional"
    times: int = 1
    what: str = ""
    energy: int = 0
    life: int = 0
    gain_life: int = 0

    def __post_init__(self) -> None:
        cost = _mana_part(self.cost, _ADDITIONAL_PART)
        object.__setattr__(self, "cost", cost)
        checks.choice(self.kind, "kind", ADDITIONAL_KINDS)
        checks.whole_number(self.times, "times", rule="118.8a")
        checks.text(self.what, "what", example="sacrifice a creature")
        checks.whole_number(self.energy, "energy", rule="107.14")
        life_amount(self.life, "life")
        life_amount(self.gain_life, "gain_life", rule="119.7")
        if self.kind in _AT_MOST_ONCE and self.times > 1:
            raise ChoiceError(_PAID_ONCE[self.kind], times=self.times)
        if self.kind == "mandatory" and self.times != 1:
            raise ChoiceError("a mandatory additional cost is paid exactly once, not {times} "
                              "times (118.8, 601.2f)", times=self.times)

    @property
    def mana(self) -> ManaCost:
        """The mana this additional cost adds to the total cost: its cost ``times`` times.

        Its generic mana is one number (multikicker {1} paid a million times adds {1000000});
        other symbols are repeated, at most MAX_REPEATED_SYMBOLS in all, past which a
        LimitExceededError says so.

            >>> str(AdditionalCost("{1}{R}", "multikicker", times=3).mana)
            '{3}{R}{R}{R}'
        """
        generic = sum(s.amount for s in self.cost.symbols if s.kind is Kind.GENERIC)
        others = [s for s in self.cost.symbols if s.kind is not Kind.GENERIC]
        if len(others) * self.times > MAX_REPEATED_SYMBOLS:
            raise LimitExceededError(
                "an additional cost of {cost} paid {times:,} times adds {count:,} mana symbols, "
                "more than {most:,}: the total cost is too large to work out",
                cost=self.cost, times=self.times, count=len(others) * self.times,
                most=MAX_REPEATED_SYMBOLS, at_least=MAX_REPEATED_SYMBOLS)
        if not self.times or not self.cost.symbols:
            return ManaCost()
        head = parse_cost(f"{{{generic * self.times}}}") if generic else ManaCost()
        text = "".join(s.text for s in others) * self.times
        return head + ManaCost._trusted(tuple(others) * self.times, text)

    def __str__(self) -> str:
        parts = (str(self.cost) if self.cost.symbols else "", "{E}" * self.energy,
                 f"{self.life} life" if self.life else "", self.what)
        part = " and ".join(p for p in parts if p)
        counted = {0: "not paid", 1: "paid"}.get(self.times, "paid twice" if self.times == 2
                                                 else f"paid {self.times} times")
        return f"{self.kind} {part or 'cost'} {counted}".replace("optional ", "additional cost ")


_X_WORD = re.compile(r"(?<![A-Za-z])X(?![A-Za-z])|(?<![A-Za-z0-9])x(?![A-Za-z0-9])")
"""X standing alone in words of a cost: a capital, or a lower-case x (not "2x", "xx");
read after NFKC, so the full-width Ｘ a Chinese input method types is an X too."""


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """A cost paid instead of the mana cost (118.9) that is not only mana, such as Blazing
    Shoal's "exile a red card with mana value X from your hand", or Force of Will's "pay 1
    life, exile a blue card from your hand".

    ``cost`` is its mana part (``""`` if it has none) and ``what`` its other parts, in words;
    ``life`` is the life it pays (Force of Will 1, Snuff Out 4: paid only with a life total
    at least that large, and not at all while its payer can't lose life or can't pay life,
    119.4, 119.8) and ``gain_life`` the life it makes its payer gain (never paid while they
    can't gain life, 119.7). Both are whole numbers of life, 0 or more.
    An X in those words (the letter X on its own: a capital, a lower-case x, or the
    full-width Ｘ of a Chinese input method) is an X in the alternative cost: the
    caster still chooses and announces X (107.3a), and 107.3b's "X must be 0" doesn't apply,
    though no mana is paid for X. Pass it as ``alternative=`` with
    ``how="with an alternative cost"``.

        >>> shoal = AlternativeCost(what="exile a red card with mana value X from your hand")
        >>> str(shoal), shoal.has_x
        ('exile a red card with mana value X from your hand', True)
        >>> str(AlternativeCost(life=1, what="exile a blue card from your hand"))
        'pay 1 life and exile a blue card from your hand'
        >>> AlternativeCost(life=1.5)
        Traceback (most recent call last):
        ...
        mtgrules.errors.NumberError: life=1.5: an amount of life is a whole number, 0 or more (107.1a, 119.4)
    """

    cost: ManaCost = field(default_factory=ManaCost)
    what: str = ""
    life: int = 0
    gain_life: int = 0

    def __post_init__(self) -> None:
        cost = _mana_part(self.cost, _ALTERNATIVE_PART)
        checks.text(self.what, "what", example="exile a red card with mana value X from your hand")
        life_amount(self.life, "life")
        life_amount(self.gain_life, "gain_life", rule="119.7")
        if not cost.symbols and not self.what.strip() and not self.life and not self.gain_life:
            raise ChoiceError("an alternative cost needs a mana part or words saying what is paid "
                              "instead of the mana cost, or the life it pays (118.9), such as "
                              "what='exile a blue card from your hand' or life=4")
        object.__setattr__(self, "cost", cost)

    @property
    def mana(self) -> ManaCost:
        """The mana paid for it: its mana part, or ``{0}`` if it has none (118.9)."""
        return self.cost if self.cost.symbols else parse_cost("{0}")

    @property
    def has_x(self) -> bool:
        """Whether X appears in it: an {X} in its mana part or an X in its words (107.3a)."""
        return self.cost.has_x or bool(_X_WORD.search(unicodedata.normalize("NFKC", self.what)))

    @property
    def x_only_in_words(self) -> bool:
        """Whether its X is only in its words: X is chosen, but paying for it takes no mana."""
        return self.has_x and not self.cost.has_x

    def __str__(self) -> str:
        return " and ".join(p for p in (str(self.cost) if self.cost.symbols else "",
                                        f"pay {self.life:,} life" if self.life else "",
                                        f"gain {self.gain_life:,} life" if self.gain_life else "",
                                        self.what.strip()) if p)


AdditionalArg = Union[CostArg, AdditionalCost, Iterable[Union[CostArg, AdditionalCost]], None]
"""What ``additional=`` takes: an :class:`AdditionalCost`, a cost paid once, or several."""

AlternativeArg = Union[ManaCost, str, AlternativeCost]
"""What ``alternative=`` takes: a mana cost such as ``"{W}{U}"``, or an
:class:`AlternativeCost` with parts that aren't mana."""


@dataclass(frozen=True, slots=True)
class TotalCost:
    """One total cost a player can end with (601.2f): the announcement it was worked out from
    (601.2b), the locked-in mana component, the life paid for Phyrexian symbols, and the half
    chosen for each hybrid symbol of the reductions (118.7e), in order."""

    announced: object  # an mtgrules.payment.Announcement (imported lazily)
    mana: ManaCost
    life: int
    halves: tuple[str, ...] = ()
    energy: int = 0

    def __str__(self) -> str:
        energy = f" and {'{E}' * self.energy}" if self.energy else ""
        return f"{self.mana} paying {self.life or 'no'} life{energy}"


def _as_cost(value: object, what: str) -> ManaCost:
    if isinstance(value, ManaCost):
        return value
    if isinstance(value, str):
        return parse_cost(value)
    raise ManaCostError("{what}={value} is not an amount of mana: expected a whole number of "
                        "generic mana, or braces text such as '{{1}}{{W}}'",
                        what=what, value=excerpt(value))


@dataclass(frozen=True, slots=True)
class ColoredOnly:
    """A reduction that "reduces only the amount of colored mana you pay" (Morophon, the
    Boundless; Ragemonger): each colored mana of ``amount`` takes one mana of its color if
    the cost has it, and is lost otherwise. It never reaches generic mana, overriding the
    default of 118.7b-c.

        >>> from mtgrules.costs import reduce_cost
        >>> [str(c) for c, _ in reduce_cost("{1}{G}", [ColoredOnly("{W}{U}{B}{R}{G}")])]
        ['{1}']
    """

    amount: ManaCost | str

    def __post_init__(self) -> None:
        cost = _as_cost(self.amount, "amount")
        if any(s.kind not in (Kind.COLORED, Kind.PHYREXIAN) for s in cost.symbols):
            raise ManaCostError("a reduction of colored mana only is made of colored symbols such "
                                "as {{W}}{{U}}, not {cost}", cost=cost)
        object.__setattr__(self, "amount", cost)


def _amounts(values: object, what: str, rule: str) -> list[ManaCost]:
    """``values`` (an int, a cost, or several) as costs: an int is that much generic mana."""
    return [cost for cost, _only in _changes(values, what, rule)]


def _changes(values: object, what: str, rule: str) -> list[tuple[ManaCost, bool]]:
    """``values`` as (cost, colored only) pairs (:class:`ColoredOnly` marks the second)."""
    if values is None:
        return []
    items = [values] if isinstance(values, (int, str, ManaCost, ColoredOnly)) else values
    if not isinstance(items, Iterable):
        raise ManaCostError("{what}={values}: expected an amount of mana or a list of them",
                            what=what, values=excerpt(values))
    out: list[tuple[ManaCost, bool]] = []
    for item in items:
        if isinstance(item, ColoredOnly):
            if what != "reduction":
                raise ManaCostError("only a reduction can be of colored mana only, not an {what}",
                                    what=what)
            out.append((_as_cost(item.amount, what), True))
        elif isinstance(item, int) and not isinstance(item, bool):
            amount = checks.whole_number(item, what, rule=rule)
            out.append((parse_cost(f"{{{amount}}}") if amount else ManaCost(), False))
        else:
            cost = _as_cost(item, what)
            if cost.has_x:
                raise ManaCostError("{what} {cost} has an X: a cost change is a fixed amount of "
                                    "mana, so give the value of X as a number",
                                    what=what, cost=cost)
            out.append((cost, False))
    return out


def _additional(values: object) -> list[AdditionalCost]:
    if values is None:
        return []
    items = [values] if isinstance(values, (str, ManaCost, AdditionalCost)) else values
    if not isinstance(items, Iterable):
        raise ChoiceError("additional={values}: expected an AdditionalCost, a cost such as "
                          "'{{1}}{{R}}', or a list of them", values=excerpt(values))
    out = []
    for item in items:
        out.append(item if isinstance(item, AdditionalCost) else AdditionalCost(_as_cost(item, "additional")))
    return out


def additional_mana(values: AdditionalArg) -> ManaCost:
    """The mana that ``additional`` costs add to a total cost (118.8): each
    :class:`AdditionalCost` its cost ``times`` times; a cost given as text is paid once.

        >>> str(additional_mana([AdditionalCost("{1}", "multikicker", 3), "{R}"]))
        '{3}{R}'
    """
    total = ManaCost()
    for item in _additional(values):
        total = total + item.mana
    return total


