"""The four exercises of notebook 01 (X: 107.3, 202.3e, 601.2b, 601.2f): how an answer is
read, how it is judged, and the worked solution.

Judges, answers and workings write in the language in use (``T(..., None, ...)``): the
exercises module runs them inside :func:`mtgrules.i18n.language` when a language is given.
Every number they state comes from :mod:`mtgrules`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import mtgrules as mr
from mtgrules.i18n import N_
from mtgrules.words import gap

from .._common import COMMON, Feedback, check_numbers
from ..exercises import Exercise, Exercises, is_whole
from .views import T, _generic, card_name, describe_range

_NUMBER = re.compile(r"-?\d+")

BRACES = N_("braces such as {2} write mana symbols; an X or a mana value is a plain number")
"""The format slip of an answer written with braces (shown in the language in use)."""

_ZONE_WORDS = {"堆叠": "stack", "堆疊": "stack", "牌库": "library", "牌庫": "library"}
"""The zones of exercise 1 as a learner may write them in Chinese."""

_OPEN_WORDS = re.compile(r"\b(any|all|every|none|no)\b|任何|任意|所有|都可以|没有|沒有")
"""Words of an answer to exercise 2 that leave X open, or say there is none."""


@dataclass(frozen=True)
class _Read:
    """An answer read as whole numbers: the numbers, and a note on how it was written."""

    numbers: tuple[int, ...] | None   # None: no whole numbers could be read
    slip: str = ""                     # a format slip, said in a sentence ("" if none)


def _read_numbers(answer: Any) -> _Read:
    """The whole numbers of an answer given as a number, a tuple, list or set, or text."""
    if is_whole(answer):
        return _Read((answer,))
    if isinstance(answer, (set, frozenset)):
        values = sorted(answer, key=str)
        if all(is_whole(v) for v in values):
            return _Read(tuple(values), T(BRACES, None))
        return _Read(None)
    if isinstance(answer, (tuple, list, range)):
        items = tuple(answer)
        if items and all(is_whole(v) for v in items):
            return _Read(items)
        if items and all(isinstance(v, (set, frozenset)) and len(v) == 1
                         and is_whole(next(iter(v))) for v in items):  # {4}, {1}
            return _Read(tuple(next(iter(v)) for v in items), T(BRACES, None))
        return _Read(None)
    if isinstance(answer, str):
        check_numbers(answer, COMMON("Your answer", None))  # refused by length, never converted
        found = tuple(int(n) for n in _NUMBER.findall(answer))
        if not found:
            return _Read(None)
        slip = T(BRACES, None) if "{" in answer else ""
        return _Read(found, slip)
    return _Read(None)


def _with_slip(text: str, slip: str) -> str:
    return T("{text} (A note on the form: {slip}.)", None, text=text, slip=slip) if slip \
        else text


def _joined(hints: list[str]) -> str:
    """Hints one after another, as sentences follow each other in the language in use."""
    return gap(None).join(hints)


# Exercise 1: Blaze with X = 3, on the stack and in the library ---------------------------

BLAZE_X = 3


def _blaze() -> tuple[mr.ManaCost, int, int]:
    cost = mr.card("Blaze").mana_cost
    return (cost, mr.mana_value_in_zone(cost, "stack", x=BLAZE_X),
            mr.mana_value_in_zone(cost, "library", x=BLAZE_X))


def _blaze_answer() -> str:
    _, stack, library = _blaze()
    return T("{stack} on the stack, {library} in the library", None, stack=stack,
             library=library)


def _stack_and_library(answer: Any) -> _Read:
    """(on the stack, in the library) from an answer; text may name the zones in any order
    (in English or in Chinese)."""
    if isinstance(answer, str):
        check_numbers(answer, COMMON("Your answer", None))
        lowered = answer.lower()
        for word, zone in _ZONE_WORDS.items():
            lowered = lowered.replace(word, f" {zone} ")
        # a number starts where no digit is before it: one try per run of digits, not one
        # per digit (which is quadratic in a long run)
        pairs = re.findall(r"(?<!\d)(-?\d++)\D*?(stack|library)", lowered)
        if {zone for _, zone in pairs} != {"stack", "library"}:
            pairs = [(n, z) for z, n in re.findall(r"(stack|library)\D*?(-?\d+)", lowered)]
        by_zone = {zone: int(number) for number, zone in pairs}
        if set(by_zone) == {"stack", "library"}:
            return _Read((by_zone["stack"], by_zone["library"]))
    return _read_numbers(answer)


def _judge_blaze(answer: Any) -> Feedback:
    cost, stack, library = _blaze()
    read = _stack_and_library(answer)
    if read.numbers is None or len(read.numbers) != 2:
        return Feedback(False, _with_slip(T(
            "Give two mana values, the spell on the stack first and then the Blaze in the "
            "library, such as 7, 7: mana value is a number (202.3).", None), read.slip))
    on_stack, in_library = read.numbers
    symbols = cost.mana_value()  # the mana value with X = 0
    if (on_stack, in_library) == (stack, library):
        return Feedback(True, _with_slip(T(
            "On the stack X is the announced {x}, so the spell's mana value is {x} + "
            "{symbols} = {stack}; in the library X counts as 0, so that Blaze has mana value "
            "{library} (202.3e, 107.3g; Counterbalance ruling 2006-07-15).", None,
            x=BLAZE_X, symbols=symbols, stack=stack, library=library), read.slip))
    if min(on_stack, in_library) < 0:
        return Feedback(False, _with_slip(T(
            "A mana value is never negative: it adds up the mana symbols of the mana cost "
            "(202.3).", None), read.slip))
    if (on_stack, in_library) == (library, stack):
        return Feedback(False, _with_slip(T(
            "Look again at the one zone where X has its announced value (107.3g, 202.3e), and "
            "check which of your numbers belongs to it: the first is the spell on the stack, "
            "the second the Blaze in the library.", None), read.slip))
    hints = []
    if on_stack != stack:
        if on_stack == library:
            hints.append(T("On the stack X is not 0: the spell's X is the number announced "
                           "as it was cast (107.3a, 202.3e).", None))
        elif on_stack == BLAZE_X:
            hints.append(T("Your number for the spell counts X but leaves out the colored "
                           "symbol: mana value adds up every mana symbol of the mana cost, "
                           "colored ones too (202.3).", None))
        elif on_stack == stack + BLAZE_X or on_stack == 2 * BLAZE_X + symbols:
            hints.append(T("Blaze's mana cost has one {X}: with the announced X it counts "
                           "once, as that number (107.3a, 202.3e).", None))
        else:
            hints.append(T("For the spell on the stack, replace {X} in Blaze's mana cost by "
                           "the announced number and add up the symbols (202.3e).", None))
    if in_library != library:
        if in_library == stack:
            hints.append(T("The Blaze in the library is a different object from the spell: "
                           "its X was never announced, and off the stack {X} is treated as a "
                           "number fixed by 107.3g. Look that rule up.", None))
        elif in_library == 0:
            hints.append(T("In the library only the {X} counts as 0 (107.3g); the other "
                           "symbols of the mana cost still count (202.3).", None))
        else:
            hints.append(T("For the Blaze in the library, read 107.3g: what is {X} worth in "
                           "any zone other than the stack?", None))
    return Feedback(False, _with_slip(_joined(hints), read.slip))


def _blaze_working() -> str:
    cost, stack, library = _blaze()
    return T("Blaze's mana cost is {cost}. On the stack X is the number announced for it "
             "(107.3a, 202.3e), so the spell cast with X = {x} has mana value {x} + {symbols} "
             "= {stack}.\nIn every other zone {{X}} is treated as 0 (107.3g), so a Blaze in "
             "your library has mana value {library}: Counterbalance revealing it does not "
             "counter the spell (Counterbalance ruling 2006-07-15).", None,
             cost=cost, x=BLAZE_X, symbols=cost.mana_value(), stack=stack, library=library)


# Exercise 2: Walking Ballista cast without paying its mana cost ---------------------------

FREE = "without paying its mana cost"


def _free_ballista() -> tuple[int, ...]:
    return tuple(mr.x_range(mr.card("Walking Ballista").mana_cost, how=FREE))


def _free_ballista_words() -> str:
    """The legal X of a free Walking Ballista in words ("X can ..."), in the language in
    use."""
    return describe_range(mr.x_range(mr.card("Walking Ballista").mana_cost, how=FREE))


def _free_answer() -> str:
    values = _free_ballista()
    if not values:
        return T("no X at all", None)
    return T("X = {values} only", None, values=T(", ", None).join(str(v) for v in values))


def _judge_free_ballista(answer: Any) -> Feedback:
    legal = _free_ballista()
    if isinstance(answer, str) and _OPEN_WORDS.search(answer.lower()) \
            and not _NUMBER.search(answer):
        return Feedback(False, T("Cascade lets you cast Walking Ballista, so X has a legal "
                                 "value, but a free cast does not leave it open either: read "
                                 "107.3b on spells cast without paying their mana cost.",
                                 None))
    read = _read_numbers(answer)
    if read.numbers is None:
        return Feedback(False, _with_slip(T("List the values of X you may choose, as whole "
                                            "numbers separated by commas (107.3a).", None),
                                          read.slip))
    given = tuple(sorted(set(read.numbers)))
    if given == legal:
        counters = mr.entering_x(legal[-1]).enters_ability
        return Feedback(True, _with_slip(T(
            "Cast without paying its mana cost, no mana cost is paid, so {legal} (107.3b; "
            "Bloodbraid Elf ruling 2021-06-18); Ballista enters with {counters} +1/+1 "
            "counters (107.3m), a 0/0 that dies at once (704.5f).", None,
            legal=_free_ballista_words(), counters=counters), read.slip))
    if any(v < 0 for v in given):
        return Feedback(False, _with_slip(T("X is never negative (107.1b).", None),
                                          read.slip))
    if set(legal) < set(given):
        return Feedback(False, _with_slip(T(
            "Your list has values that a free cast doesn't allow: there is no mana cost being "
            "paid to put X into. Read 107.3b, and compare it with a cost reduction, which is "
            "different.", None), read.slip))
    return Feedback(False, _with_slip(T(
        "X is chosen while the spell is cast (601.2b), before any counters are put on it; "
        "107.3b says which values are left when you cast it without paying its mana cost.",
        None), read.slip))


def _free_working() -> str:
    legal = _free_ballista()
    counters = mr.entering_x(legal[-1]).enters_ability
    return T("Cascade lets you cast Walking Ballista without paying its mana cost. 107.3b: "
             "then there is no mana cost to pay X into, so {legal}, however much mana you "
             "have (Bloodbraid Elf ruling 2021-06-18). Ballista enters with {counters} +1/+1 "
             "counters (107.3m) and, as a 0/0, dies at once (704.5f).", None,
             legal=_free_ballista_words(), counters=counters)


# Exercises 3 and 4: the largest X a pool pays for ------------------------------------------

@dataclass(frozen=True)
class _LargestX:
    """The largest X for a card, a pool and cost changes (computed by the library)."""

    name: str
    pool: str
    rules: str     # the rules that decide it (a message of T)
    ruling: str    # the dated ruling that works the same case, or "" (a message of T)
    costs: tuple[tuple[str, Any], ...] = ()

    @property
    def cost(self) -> mr.ManaCost:
        return mr.card(self.name).mana_cost

    def kwargs(self) -> dict[str, Any]:
        return dict(self.costs)

    def legal(self) -> range:
        legal = mr.x_range(self.cost, pool=mr.ManaPool(self.pool), **self.kwargs())
        assert isinstance(legal, range)
        return legal

    def best(self) -> int:
        return self.legal()[-1]

    def total(self, x: int) -> mr.ManaCost:
        return mr.total_cost(self.cost, x=x, **self.kwargs())

    def _ruling(self) -> str:
        return T(self.ruling, None) if self.ruling else ""

    def answer(self) -> str:
        return T("X = {x} at most", None, x=self.best())

    def judge(self, answer: Any) -> Feedback:
        read = _read_numbers(answer)
        if read.numbers is None or len(read.numbers) != 1:
            return Feedback(False, _with_slip(T("Give one whole number: the largest X you can "
                                                "announce (107.3a).", None), read.slip))
        x = read.numbers[0]
        best, pool = self.best(), self.pool
        if x == best:
            reduced = ""
            if self.kwargs().get("reduction"):
                full = mr.total_cost(self.cost, x=best)
                reduced = T(" ({full} less the reduction of {amount})", None, full=full,
                            amount=_generic(self.kwargs()["reduction"]))
            return Feedback(True, _with_slip(T(
                "X = {best} makes the total cost {total}{reduced}, which {pool} pays; X = "
                "{more} would make it {more_total}, which it can't ({rules}; {ruling}).", None,
                best=best, total=self.total(best), reduced=reduced, pool=pool, more=best + 1,
                more_total=self.total(best + 1), rules=T(self.rules, None), ruling=self._ruling()),
                read.slip))
        if x < 0:
            return Feedback(False, _with_slip(T("X is never negative (107.1b).", None),
                                              read.slip))
        per_x = self.cost.count("X")
        reduction = self.kwargs().get("reduction", 0)
        fixed = self.total(0).mana_value()
        unreduced = mr.x_range(self.cost, pool=mr.ManaPool(pool))
        if x in self.legal():
            if reduction and unreduced and x == unreduced[-1]:
                return Feedback(False, _with_slip(T(
                    "X = {x} is payable, but you have not taken the reduction into account: "
                    "it comes off the total cost after X is put in (601.2f), so a larger X "
                    "still fits.", None, x=x), read.slip))
            if reduction and x == 0:
                return Feedback(False, _with_slip(T(
                    "A cost reduction is not a free cast: X stays yours to choose (107.3b, "
                    "last sentence). Which larger X can the pool still pay?", None),
                    read.slip))
            left = len(pool) - self.total(x).mana_value()
            return Feedback(False, _with_slip(T(
                "X = {x} makes the total cost {total}, and {pool} pays it with {left} mana to "
                "spare: is a larger X still payable (601.2f)?", None, x=x,
                total=self.total(x), pool=pool, left=left), read.slip))
        if per_x > 1 and x * 1 + fixed <= len(pool) + reduction and \
                self.total(x).mana_value() > len(pool):
            return Feedback(False, _with_slip(T(
                "{name}'s mana cost has {count} {{X}} symbols, and each is X mana (107.3a, "
                "107.3i): X = {x} makes the total cost {total}, more than {pool}.", None,
                name=card_name(self.name, None), count=per_x, x=x, total=self.total(x),
                pool=pool), read.slip))
        return Feedback(False, _with_slip(T(
            "X = {x} makes the total cost {total}, {mana} mana: more than the {size} mana of "
            "{pool} (601.2f). Try a smaller X.", None, x=x, total=self.total(x),
            mana=self.total(x).mana_value(), size=len(pool), pool=pool), read.slip))

    def working(self) -> str:
        best = self.best()
        text = T("{name} costs {cost}; each {{X}} is X mana (107.3a, 107.3i; {ruling}). With "
                 "X = {best} the total cost is {total} and {pool} pays it; with X = {more} it "
                 "is {more_total}, more than the pool (601.2f).", None,
                 name=card_name(self.name, None), cost=self.cost, ruling=self._ruling(),
                 best=best, total=self.total(best), pool=self.pool, more=best + 1,
                 more_total=self.total(best + 1))
        if self.kwargs().get("reduction"):
            text += "\n" + T("The reduction of {amount} comes off the total cost after X is "
                             "put in (601.2f), and a reduction leaves X free (107.3b).", None,
                             amount=_generic(self.kwargs()["reduction"]))
        return text


CRACKLE = _LargestX("Crackle with Power", "RRRRRRRR", N_("107.3a, 107.3i"),
                    N_("Crackle with Power ruling 2021-04-16"))
REDUCED_BALLISTA = _LargestX("Walking Ballista", "CCCC", N_("107.3b, 601.2f"),
                             N_("Walking Ballista ruling 2020-08-07"),
                             (("how", "with a cost reduction"), ("reduction", 2)))


exercises = Exercises((
    Exercise(
        1, N_("An opponent casts Blaze with X = {x}. What is the mana value of that spell, "
              "and of a Blaze you reveal from your library?"),
        N_("two numbers: the mana value on the stack, then in the library"),
        _judge_blaze, _blaze_answer, _blaze_working,
        examples_of_right=((4, 1), "4, 1", "4 on the stack, 1 in the library",
                           "1 in the library, 4 on the stack", "{4}, {1}"),
        examples_of_wrong=((4, 4), (1, 1), (3, 1), (1, 4), (6, 1), 4, "four and one", (-4, 1)),
        catalog=T, fields={"x": BLAZE_X},
    ),
    Exercise(
        2, N_("Bloodbraid Elf's cascade hits Walking Ballista and you cast it without paying "
              "its mana cost. Which values of X may you choose?"),
        N_("the values of X you may choose, as whole numbers separated by commas"),
        _judge_free_ballista, _free_answer, _free_working,
        examples_of_right=([0], 0, "0", "X = 0", "X = 0 only", "{0}"),
        examples_of_wrong=([0, 1, 2], [1], (0, 1, 2, 3, 4), "any", "none", [-1, 0], "zero"),
        catalog=T,
    ),
    Exercise(
        3, N_("You have eight red mana (RRRRRRRR). What is the largest X you can announce for "
              "Crackle with Power ({X}{X}{X}{R}{R})?"),
        N_("one whole number, the largest X you can announce"),
        CRACKLE.judge, CRACKLE.answer, CRACKLE.working,
        examples_of_right=(2, "2", "X = 2", "x=2", "{2}", "X = 2 at most"),
        examples_of_wrong=(6, 3, 1, 0, 8, -1, True, "two", (2, 3)),
        catalog=T,
    ),
    Exercise(
        4, N_("An effect makes your artifact spells cost {2} less. You have four colorless "
              "mana (CCCC). What is the largest X you can announce for Walking Ballista?"),
        N_("one whole number, the largest X you can announce"),
        REDUCED_BALLISTA.judge, REDUCED_BALLISTA.answer, REDUCED_BALLISTA.working,
        examples_of_right=(3, "3", "X = 3", "{3}", "X = 3 at most"),
        examples_of_wrong=(2, 0, 6, 4, 1, "three"),
        catalog=T,
    ),
))
"""The notebook's exercises: answer boxes with hints, solutions on request."""
