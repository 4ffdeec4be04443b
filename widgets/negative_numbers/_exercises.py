"""The exercises of notebook 02 (107.1b, 701.10c, 701.11c): how an answer is read, how it
is judged, and the worked solution.

Each judge reads an answer as a learner types it (the answer box passes it through
read_answer) or as a Python value, computes the right answer from the library, and returns
why a right answer is right or a hint for the step that slipped. A format slip (a space
around the slash, a typographic minus, a tuple where the game writes P/T) is said so.
Every sentence is a template of T in the language in use (T(..., None, ...)).
"""

from __future__ import annotations

import re
from typing import Any

import mtgrules as mr
from mtgrules.i18n import N_
from mtgrules.words import gap

from .._common import MOST_DIGITS, Feedback
from ..exercises import Exercise, Exercises, is_whole
from .views import T

_MINUSES = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2014": "-", "\uff0d": "-"})
_INT = re.compile(r"[+-]?\d+")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_PT_SPACED = re.compile(r"([+-]?\d+)\s*/\s*([+-]?\d+)")
_POWER_IS = re.compile(
    # "-1", "power -1", "its power is -1", "-1 (it is a -1/3 creature)", and in Chinese
    # "力量 -1", "力量是-1", "-1（它是 -1/3 的生物）"
    r"(?:its\s+)?(?:power\s*(?:is|=|:|of)?\s*)?(?:(?:它的)?力量\s*(?:是|为|為|=|:|：)?\s*)?"
    r"([+-]?\d+)\s*(\(.*\)|（.*）)?[.。]?", flags=re.IGNORECASE)


def _too_long(text: str) -> bool:
    """Whether ``text`` holds a run of digits too long to be a game number (never converted)."""
    return any(len(run.lstrip("0")) > MOST_DIGITS for run in re.findall(r"\d+", text))


def _typed(answer: str) -> tuple[str, str]:
    """The typed text with typographic minus signs made plain, and a note if there were any."""
    plain = answer.translate(_MINUSES).strip()
    note = (T("The game writes a minus sign as a plain hyphen (-).", None)
            if plain != answer.strip() else "")
    return plain, note


def _joined(*notes: str) -> str:
    """Sentences one after the other, as the language in use writes them."""
    return gap(None).join(filter(None, notes))


def _read_pt_parts(answer: Any) -> tuple[tuple[int, int] | None, list[str], bool]:
    """(power, toughness) from "-4/1", a Creature or a pair, the notes on format slips, and
    whether the slash had spaces around it."""
    if isinstance(answer, mr.Creature):
        return (answer.power, answer.toughness), [], False
    if isinstance(answer, (tuple, list)):
        if len(answer) == 2 and all(map(is_whole, answer)):
            return (answer[0], answer[1]), [T("The game writes power and toughness with a "
                                              "slash between them, not as a pair of "
                                              "numbers.", None)], False
        return None, [], False
    if not isinstance(answer, str) or _too_long(answer):
        return None, [], False
    plain, note = _typed(answer)
    match = _PT_SPACED.fullmatch(plain)
    if match is None:
        return None, [], False
    power, toughness = int(match.group(1)), int(match.group(2))
    notes = [note] if note else []
    spaced = " " in plain
    if spaced:
        notes.append(T("The game writes power/toughness with no spaces around the slash.",
                       None))
    if match.group(2).startswith("+"):
        notes.append(T("A creature's toughness is written without a plus sign.", None))
    return (power, toughness), notes, spaced


def _read_pt(answer: Any) -> tuple[tuple[int, int] | None, str]:
    """(power, toughness) from "-4/1", a Creature or a pair, and a note on a format slip."""
    pair, notes, _ = _read_pt_parts(answer)
    return pair, _joined(*notes)


def _read_whole(answer: Any) -> tuple[int | None, str]:
    """A whole number from an int or text ("-1", "power -1", "-1 (it is a -1/3 creature)")."""
    if is_whole(answer):
        return answer, ""
    if not isinstance(answer, str) or _too_long(answer):
        return None, ""
    plain, note = _typed(answer)
    pt, _ = _read_pt(plain)
    if pt is not None:
        return pt[0], _joined(note, T("The question asks for its power alone, the number "
                                      "before the slash.", None))
    match = _POWER_IS.fullmatch(plain)
    return (int(match.group(1)), note) if match else (None, "")


def _read_two(answer: Any) -> tuple[tuple[int, int] | None, str]:
    """Two whole numbers from a pair or from text ("-6, -3", "3 life, 2 cards"); dates in the
    text are not numbers of the answer. A slash between them is a format slip."""
    if isinstance(answer, (tuple, list)):
        if len(answer) == 2 and all(map(is_whole, answer)):
            return (answer[0], answer[1]), ""
        return None, ""
    if not isinstance(answer, str) or _too_long(answer):
        return None, ""
    plain, note = _typed(_ISO_DAY.sub(" ", answer))
    numbers = [int(n) for n in _INT.findall(plain)]
    if len(numbers) != 2:
        return None, ""
    if _PT_SPACED.fullmatch(plain):
        note = _joined(note, T("Two answers are written with a comma between them; a slash "
                               "reads as power/toughness.", None))
    return (numbers[0], numbers[1]), note


def _sample_pt(avoid: str) -> str:
    """A power/toughness to show the form of an answer, never the answer itself."""
    return "3/3" if avoid != "3/3" else "2/2"


def _wrong(hint: str, note: str = "") -> Feedback:
    return Feedback(False, _joined(hint, note))


def _right(why: str, note: str = "") -> Feedback:
    return Feedback(True, _joined(why, note))


# Exercise 1: a 2/3 gets -5/-0, then +2/+0.

def _ex1() -> tuple[Any, Any, Any]:
    before = mr.Creature(2, 3).gets(-5, 0)
    return mr.Creature(2, 3), before, before.gets(2, 0)


def _answer_1() -> str:
    _, _, after = _ex1()
    return T("{power} (it is a {creature} creature)", None, power=after.power, creature=after)


def _working_1() -> str:
    start, before, after = _ex1()
    return T("Start from its base power, {start}. -5/-0 makes it {before}: power can be below "
             "0, and a later change is added to the real number (107.1b, 613.4c). +2/+0 then "
             "makes it {after}, so its power is {power}. It assigns {damage} combat damage, "
             "because a creature with 0 or less power assigns none (510.1a).", None,
             start=start.power, before=before, after=after, power=after.power,
             damage=after.combat_damage())


def _judge_1(answer: Any) -> Feedback:
    start, before, after = _ex1()
    power, note = _read_whole(answer)
    if power is None:
        return Feedback(False, T("That isn't a whole number: power is always a whole number "
                                 "(107.1), so type one number.", None))
    if power == after.power:
        return _right(T("After -5/-0 it is {before}, and its power really is {power_before} "
                        "(107.1b), so +2/+0 only brings it to {power}. It still assigns "
                        "{damage} combat damage (510.1a).", None, before=before,
                        power_before=before.power, power=after.power,
                        damage=after.combat_damage()), note)
    if power == max(before.power, 0) + 2:
        return _wrong(T("Power doesn't stop at 0: after -5/-0 it really is below 0 (107.1b), "
                        "and the later +2/+0 starts from there, not from 0.", None), note)
    if power == before.power:
        return _wrong(T("That is its power after -5/-0 alone. The +2/+0 it gets later counts "
                        "too: apply both changes, in order (613.4c).", None), note)
    if power == after.combat_damage():
        return _wrong(T("Zero is what it would assign as combat damage (510.1a), but its power "
                        "itself can stay below 0 (107.1b): the question asks for its power.",
                        None), note)
    if power == after.toughness:
        return _wrong(T("That is its toughness: the question asks for its power, the first "
                        "number of power/toughness.", None), note)
    return _wrong(T("Work it out in order from its base power of {start}: apply -5/-0, then "
                    "+2/+0, and don't stop at 0 on the way (107.1b).", None,
                    start=start.power), note)


# Exercise 2: Unleash Fury doubles the power of a -3/2, now and on 2017-08-25.

THEN_2 = "2017-08-25"


def _ex2() -> tuple[Any, int, int]:
    creature = mr.Creature(-3, 2)
    return creature, creature.doubled().power, creature.doubled(rules=THEN_2).power


def _answer_2() -> str:
    _, now, then = _ex2()
    return T("{now} now, {then} under the rules of {day}", None, now=now, then=then,
             day=THEN_2)


def _working_2() -> str:
    creature, now, then = _ex2()
    return T("Doubling gives the creature +X/+0 where X is its power (701.10b); with a "
             "negative power it gets -X/-0 instead, X being how far below 0 it is (701.10c), "
             "so today {power} becomes {now}. On {day}, rule 107.1b had no exception for "
             "doubling: the amount to add was negative, so it used 0 and the power stayed "
             "{then}. Doubling became one of 107.1b's exceptions on 2018-07-13.", None,
             power=creature.power, now=now, day=THEN_2, then=then)


def _judge_2(answer: Any) -> Feedback:
    creature, now, then = _ex2()
    pair, note = _read_two(answer)
    if pair is None:
        return Feedback(False, T("Type two whole numbers with a comma between them: its power "
                                 "under the current rules, then under the rules of {day}.",
                                 None, day=THEN_2))
    if pair == (now, then):
        return _right(T("Today doubling is one of 107.1b's exceptions (701.10c), so {power} "
                        "gets {power}/-0 and becomes {now}. On {day} doubling was no "
                        "exception, so the negative amount it would add used 0 and the power "
                        "stayed {then}.", None, power=creature.power, now=now, day=THEN_2,
                        then=then), note)
    if pair == (then, now) and now != then:
        return _wrong(T("The two numbers look swapped: the first is its power under the "
                        "current rules, the second under the rules of {day} (701.10c, "
                        "107.1b).", None, day=THEN_2), note)
    first, second = pair
    if first != now:
        if first == 0:
            return _wrong(T("Doubling never turns a power into 0: 107.1b only ever turns the "
                            "amount an effect adds into 0, and today doubling is an exception "
                            "even to that (701.10c).", None), note)
        if first > 0:
            return _wrong(T("Doubling a negative power doesn't make it positive: under "
                            "701.10c it gets -X/-0, X being how far below 0 it is.", None),
                          note)
        if first == creature.power:
            return _wrong(T("Under the current rules doubling is one of 107.1b's exceptions: "
                            "a negative power doubled moves further from 0 (701.10c). Look "
                            "again at the first number.", None), note)
        return _wrong(T("For the current rules use 701.10b-c: doubling gives +X/+0 where X is "
                        "its power, and for a negative power -X/-0, X being how far below 0 "
                        "it is.", None), note)
    if second == now:
        return _wrong(T("The first number is right. But on {day} doubling was not among "
                        "107.1b's exceptions (it became one on 2018-07-13): what did a "
                        "negative amount that decides what an effect does become then?", None,
                        day=THEN_2), note)
    if second == 0:
        return _wrong(T("On {day}, 107.1b turned the amount the doubling would add into 0, "
                        "not the creature's power: the power itself doesn't become 0.", None,
                        day=THEN_2), note)
    return _wrong(T("The first number is right. For {day}, read 107.1b as it was then: "
                    "doubling was no exception, so a negative amount to add used 0.", None,
                    day=THEN_2), note)


# Exercise 3: Chameleon Colossus under the 2013 wording, -5/-0 then two pumps.

THEN_3 = "2016-06-01"


def _ex3() -> tuple[Any, Any, Any, Any]:
    start = mr.Creature(4, 4).gets(-5, 0)
    once = start.gets_x(start.power, rules=THEN_3)
    twice = once.gets_x(once.power, rules=THEN_3)
    today_once = start.gets_x(start.power)
    return start, once, twice, today_once.gets_x(today_once.power)


def _answer_3() -> str:
    return str(_ex3()[2])


def _working_3() -> str:
    start, once, twice, today = _ex3()
    return T("On {day} rule 107.1b kept a negative result for any effect that modifies a "
             "creature's power or toughness (the 2013 wording, in force until 2017-07-13). "
             "-5/-0 makes the 4/4 {start}. The first activation has X = {x_first} and makes "
             "it {once}; the second has X = {x_second}, its power by then, and makes it "
             "{twice}. Under today's rules a negative X counts as 0 and it would stay "
             "{today}.", None, day=THEN_3, start=start, x_first=start.power, once=once,
             x_second=once.power, twice=twice, today=today)


def _judge_3(answer: Any) -> Feedback:
    start, once, twice, today = _ex3()
    pair, notes, spaced = _read_pt_parts(answer)
    sample = _sample_pt(str(twice))
    if pair is None:
        return Feedback(False, T("Type its power and toughness the way a card prints them, "
                                 "with a slash between them (like {sample}).", None,
                                 sample=sample))
    note = (T("Also, the game writes power/toughness with no spaces around the slash.", None)
            if spaced else _joined(*notes))
    if pair == (twice.power, twice.toughness):
        if spaced:
            note = T("The game writes it {creature}, with no spaces.", None, creature=twice)
        return _right(T("Under the 2013 wording of 107.1b a negative X was used as it is, "
                        "since a +X/+X effect modifies power and toughness. {start} became "
                        "{once}, then {twice}: each pump shrank it.", None, start=start,
                        once=once, twice=twice), note)
    if pair == (today.power, today.toughness):
        return _wrong(T("That is what the current rules give, where a negative X counts as 0 "
                        "(107.1b since 2017-07-14). On {day} the 2013 wording of 107.1b was "
                        "in force: look at what it says about effects that modify power or "
                        "toughness.", None, day=THEN_3), note)
    if pair == (once.power, once.toughness):
        return _wrong(T("That is after one activation. The Colossus activates its ability "
                        "twice, and the second X is its power after the first pump.", None),
                      note)
    same_x = start.gets(2 * start.power, 2 * start.power)
    if pair == (same_x.power, same_x.toughness):
        return _wrong(T("The second activation's X is its power when that ability resolves, "
                        "after the first pump, not its power at the start (107.1b: "
                        "calculations use the number as it is).", None), note)
    return _wrong(T("After -5/-0 it is {start}. Then apply each activation in turn: under the "
                    "rules of {day}, each adds its power at that moment, negative or not, to "
                    "both power and toughness (the 2013 wording of 107.1b).", None,
                    start=start, day=THEN_3), note)


# Exercise 4: Pox with 7 life and 4 cards in hand.

LIFE_4, CARDS_4 = 7, 4


def _ex4() -> tuple[int, int, int, int]:
    return (mr.fraction_of(LIFE_4, 1, 3, rounding="up"),
            mr.fraction_of(CARDS_4, 1, 3, rounding="up"),
            mr.fraction_of(LIFE_4, 1, 3, rounding="down"),
            mr.fraction_of(CARDS_4, 1, 3, rounding="down"))


def _third(n: int) -> str:
    whole, rest = divmod(n, 3)
    return T("{whole} and {rest}/3", None, whole=whole, rest=rest) if rest else str(whole)


def _answer_4() -> str:
    life, cards, _, _ = _ex4()
    return T("lose {life} life, discard {cards} cards", None, life=life, cards=cards)


def _working_4() -> str:
    life, cards, _, _ = _ex4()
    return T("Pox makes you lose a third of your life and discard a third of the cards in "
             "your hand, each rounded up, as the card says (107.1a). A third of {life_total} "
             "is {life_third}, rounded up to {life}; a third of {hand} is {hand_third}, "
             "rounded up to {cards}. So you lose {life} life and discard {cards} cards.", None,
             life_total=LIFE_4, life_third=_third(LIFE_4), life=life, hand=CARDS_4,
             hand_third=_third(CARDS_4), cards=cards)


def _judge_4(answer: Any) -> Feedback:
    life, cards, life_down, cards_down = _ex4()
    pair, note = _read_two(answer)
    if pair is None:
        return Feedback(False, T("Type two whole numbers with a comma between them: the life "
                                 "you lose, then the cards you discard.", None))
    if pair == (life, cards):
        return _right(T("Pox rounds up (107.1a). A third of {life_total} is {life_third}, "
                        "rounded up to {life}; a third of {hand} is {hand_third}, rounded up "
                        "to {cards}.", None, life_total=LIFE_4, life_third=_third(LIFE_4),
                        life=life, hand=CARDS_4, hand_third=_third(CARDS_4), cards=cards),
                      note)
    if pair == (life_down, cards_down):
        return _wrong(T("Those are rounded down; Pox tells you to round up (107.1a).", None),
                      note)
    if pair in ((life_down, cards), (life, cards_down)):
        return _wrong(T("One of the two is rounded down: Pox rounds each third up (107.1a).",
                        None), note)
    if pair == (LIFE_4 - life, CARDS_4 - cards) or pair == (LIFE_4 - life_down,
                                                            CARDS_4 - cards_down):
        return _wrong(T("Those look like what you keep; the question asks how much life you "
                        "lose and how many cards you discard: a third of each (107.1a).",
                        None), note)
    if pair == (cards, life):
        return _wrong(T("The order is the life you lose first, then the cards you discard.",
                        None), note)
    return _wrong(T("Take a third of each number, then round up as Pox says (107.1a).", None),
                  note)


exercises = Exercises((
    Exercise(
        number=1,
        question=N_("A 2/3 creature gets -5/-0, then later +2/+0. What is its power?"),
        expects=N_("one whole number, its power"),
        judge=_judge_1, answer=_answer_1, working=_working_1,
        examples_of_right=(_ex1()[2].power, str(_ex1()[2].power), f"power {_ex1()[2].power}",
                           str(_ex1()[2].power).replace("-", "\u2212"), str(_ex1()[2])),
        examples_of_wrong=(2, "2", 0, -3, 3, "7", "two", True),
        catalog=T,
    ),
    Exercise(
        number=2,
        question=N_("Unleash Fury doubles the power of a -3/2 creature. What is its power "
                  "afterwards under the current rules, and what was it under the rules of "
                  "{then}?"),
        expects=N_("two whole numbers, now and on {then}, with a comma between them"),
        judge=_judge_2, answer=_answer_2, working=_working_2,
        examples_of_right=((_ex2()[1], _ex2()[2]), f"{_ex2()[1]}, {_ex2()[2]}",
                           f"{_ex2()[1]}/{_ex2()[2]}",
                           f"{_ex2()[1]}, {_ex2()[2]}".replace("-", "\u2212")),
        examples_of_wrong=((-6, -6), (-3, -3), (-3, -6), (-6, 0), (0, 0), (6, -3), "-6",
                           "-6, -3, 0"),
        catalog=T, fields={"then": THEN_2},
    ),
    Exercise(
        number=3,
        question=N_("Under the rules of {then}, a 4/4 Chameleon Colossus gets -5/-0 and then "
                  "activates its \"+X/+X, where X is its power\" ability twice. What is it then?"),
        expects=N_("its power/toughness, the way a card prints it"),
        judge=_judge_3, answer=_answer_3, working=_working_3,
        examples_of_right=(str(_ex3()[2]), str(_ex3()[2]).replace("/", " / "),
                           (_ex3()[2].power, _ex3()[2].toughness),
                           str(_ex3()[2]).replace("-", "\u2212"), _ex3()[2]),
        examples_of_wrong=("-1/4", "-1 / 4", "-2/3", "-3/2", "4/1", "0/3", "nonsense",
                           "9" * 5000 + "/1"),
        catalog=T, fields={"then": THEN_3},
    ),
    Exercise(
        number=4,
        question=N_("Pox resolves while you have {life} life and {cards} cards in hand. How "
                  "much life do you lose, and how many cards do you discard?"),
        expects=N_("two whole numbers, life then cards, with a comma between them"),
        judge=_judge_4, answer=_answer_4, working=_working_4,
        examples_of_right=((_ex4()[0], _ex4()[1]), f"{_ex4()[0]}, {_ex4()[1]}",
                           f"{_ex4()[0]}/{_ex4()[1]}", f"{_ex4()[0]} life and {_ex4()[1]} cards"),
        examples_of_wrong=((2, 1), (3, 1), (2, 2), (4, 2), (2, 3), (5, 3), "3"),
        catalog=T, fields={"life": LIFE_4, "cards": CARDS_4},
    ),
))
"""The exercises of notebook 02, checked by the library's own answers."""
