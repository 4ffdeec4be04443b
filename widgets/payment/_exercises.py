"""The exercises of notebook 03: each judge computes the right answer with the library,
says why a right answer is right and gives a hint, never the answer, for a wrong one."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import mtgrules as mr
from mtgrules.checks import excerpt
from mtgrules.i18n import N_
from mtgrules.words import join, name_key

from .._common import Feedback
from ..exercises import Exercise, Exercises
from .tables import T, card_name, spend_text

# The judges, answers and workings write in the language in use (T(..., None, ...)): the
# exercises' box, check and show_solution set it (see widgets/exercises.py).


def _number_in(answer: Any) -> tuple[int | None, bool]:
    """The whole number an answer gives (``4``, ``"4"``, ``"4 life"``, ``"4种"``), and whether
    it was written as something other than a bare number (a format note is due)."""
    if isinstance(answer, bool):
        return None, True
    if isinstance(answer, int):
        return answer, False
    if isinstance(answer, float) and answer.is_integer():
        return int(answer), True
    if isinstance(answer, str):
        # the number ends where the digits do: before a space, a sign or a Chinese word
        found = re.match(r"\s*([-+]?\d{1,6})(?![0-9A-Za-z_])", answer)
        if found:
            return int(found.group(1)), False
    return None, True


def _whole_note(slip: bool) -> str:
    return T(" (It is written as a whole number, with no decimal point.)") if slip else ""


def _listing(items: Any) -> str:
    """Costs or spends listed in a sentence: "{R}{R}{R}, {W}{R}{R}" ("、" in Chinese)."""
    return T(", ").join(str(item) for item in items)


def _reckoner() -> tuple[mr.ManaCost, list]:
    cost = mr.card("Boros Reckoner").mana_cost
    return cost, mr.announcements(cost)


def _sequences(cost: mr.ManaCost) -> int:
    """Choice sequences: the ways of each symbol multiplied, before equal costs are merged."""
    n = 1
    for symbol in cost:
        n *= len(mr.announcements(str(symbol)))
    return n


def _judge_1(answer: Any) -> Feedback:
    cost, found = _reckoner()
    n, slip = _number_in(answer)
    if n is None:
        return Feedback(False, T("Give a whole number: how many different costs can be "
                                 "announced (601.2b)."))
    if n == len(found):
        return Feedback(True, T("There are {n} distinct announcements: {listing}. Each {{R/W}} "
                                "is paid with {{R}} or {{W}} (107.4e), and only how many of each "
                                "you pay changes the announced cost (601.2b).", None, n=n,
                                listing=_listing(a.cost for a in found)) + _whole_note(slip))
    if n == _sequences(cost):
        return Feedback(False, T("That counts choices symbol by symbol. The rules count the "
                                 "announced costs (107.4e, 601.2b): {R} for the first symbol and "
                                 "{W} for the second announces the same cost as the other way "
                                 "round, so such choices are one announcement."))
    if n == 2:
        return Feedback(False, T("That counts only paying every symbol the same way. You may "
                                 "also mix the halves (107.4e); each mix is a cost of its own "
                                 "when it takes a different number of {R} (601.2b)."))
    if 2 < n < len(found):
        return Feedback(False, T("Look again at the mixed payments: two mixes that take a "
                                 "different number of {R} announce different costs (601.2b)."))
    if n < 1:
        return Feedback(False, T("A cost that exists can always be announced at least one way "
                                 "(601.2b): count the costs {R/W}{R/W}{R/W} can become."))
    return Feedback(False, T("Each {R/W} becomes {R} or {W} (107.4e). Write each announced cost "
                             "with its symbols sorted, then count the different ones (601.2b)."))


def _answer_1() -> str:
    return T("{n} distinct announcements", None, n=len(_reckoner()[1]))


def _working_1() -> str:
    cost, found = _reckoner()
    return T("Each {{R/W}} is paid with {{R}} or {{W}} (107.4e), so there are {sequences} choice "
             "sequences symbol by symbol. What is announced is the resulting cost (601.2b), and "
             "sequences with the same number of {{R}} give the same cost. The distinct "
             "announcements are {listing}: {n} in all.", None, sequences=_sequences(cost),
             listing=_listing(a.cost for a in found), n=len(found))


def _dismember() -> tuple[mr.ManaCost, mr.ManaPool, list]:
    cost, pool = mr.card("Dismember").mana_cost, mr.ManaPool("BB")
    return cost, pool, mr.spends(cost, pool, life=3)


def _judge_2(answer: Any) -> Feedback:
    cost, pool, ways = _dismember()
    n, slip = _number_in(answer)
    if n is None:
        return Feedback(False, T("Give an amount of life as a whole number (119.4)."))
    if {s.life for s in ways} == {n}:
        (way,) = ways
        return Feedback(True, T("You pay {n} life: the only way is {way}. Two B pay {{1}} and "
                                "one {{B/P}}; the other {{B/P}} takes 2 life (107.4f), which a "
                                "player at 3 life can pay (119.4).", None, n=n,
                                way=spend_text(way))
                        + _whole_note(slip))
    if n < 0:
        return Feedback(False, T("Life paid is never negative: each Phyrexian symbol is paid "
                                 "with mana or with 2 life (107.4f)."))
    if n % 2:
        return Feedback(False, T("Each Phyrexian symbol paid with life costs exactly 2 life "
                                 "(107.4f), so the life paid is always an even number."))
    if n > 3:
        return Feedback(False, T("You are at 3 life, and a player can't pay more life than "
                                 "they have (118.3, 119.4). Look at which symbols the two B "
                                 "can pay."))
    return Feedback(False, T("Paying no life means paying all of {cost} with mana (107.4f): "
                             "{{1}}{{B}}{{B}} asks for more mana than the pool holds (601.2h).",
                             None, cost=cost))


def _answer_2() -> str:
    (way,) = _dismember()[2]
    return T("{life} life (one {{B/P}} paid with life)", None, life=way.life)


def _working_2() -> str:
    cost, pool, ways = _dismember()
    (way,) = ways
    return T("{cost} paid with mana only is {{1}}{{B}}{{B}}: three mana, and the pool holds "
             "{pool} (601.2h). Both {{B/P}} paid with life cost 4 life, more than the 3 you have "
             "(119.4). So one {{B/P}} takes a B, {{1}} the other B, and the second {{B/P}} 2 "
             "life (107.4f): {way}.", None, cost=cost, pool=len(pool), way=spend_text(way))


EXERCISE_3_CARDS = ("Gitaxian Probe", "Tezzeret's Gambit", "Gut Shot", "Mental Misstep",
                    "Birthing Pod")
"""The cards of exercise 3, as the question lists them."""

_EXERCISE_3_POOL = "UUU"

_NO_CARD = ("none", "no card", "no cards", "nothing", "{}",
            "没有", "都没有", "都不能", "无", "沒有", "都沒有", "無")
"""Answers that name no card (English, Simplified, Traditional)."""


def _castable_3() -> set[str]:
    pool = mr.ManaPool(_EXERCISE_3_POOL)
    return {n for n in EXERCISE_3_CARDS
            if mr.can_pay(mr.card(n).mana_cost, pool, life=20, can_lose_life=False)}


@lru_cache(maxsize=1)
def _exercise_3_names() -> dict[str, tuple[str, set[str]]]:
    """Each way of writing a card of exercise 3 (lower-cased): its English name and the
    names it is printed with (English and its official Chinese names)."""
    found: dict[str, tuple[str, set[str]]] = {}
    for name in EXERCISE_3_CARDS:
        card = mr.card(name)
        printed = {n for n in (name, card.zh_hans, card.zh_hant) if n}
        for n in printed:
            found[name_key(n)] = (name, printed)
    return found


def _card_names(answer: Any) -> tuple[set[str] | None, list[str], bool]:
    """The cards an answer names (None when it can't be read), the words that name no card
    of the exercise, and whether the names were written differently from the cards (in
    English or the official Chinese names)."""
    if isinstance(answer, str):
        if answer.strip().lower() in _NO_CARD:
            return set(), [], False
        parts = re.split(r"\s*(?:,|;|&|\band\b|\n|，|、|；|和|与|與|及)\s*",
                         answer.strip().strip("{}[]()"))
        quotes = "'\"“”「」"
        parts = [p.strip().strip(quotes) for p in parts if p.strip().strip(quotes)]
    elif isinstance(answer, (set, frozenset, list, tuple)):
        parts = [str(p) for p in answer]
    else:
        return None, [], False
    by_key = _exercise_3_names()
    chosen, unknown, slip = set(), [], False
    for part in parts:
        found = by_key.get(name_key(part))
        if found is None:
            unknown.append(part)
        else:
            name, printed = found
            chosen.add(name)
            slip = slip or part not in printed
    return chosen, unknown, slip


def _names(names: Any, last: str = "") -> str:
    """Card names in the language in use: listed with commas ("、" in Chinese), or as one
    list in words with ``last`` "and" (:func:`mtgrules.words.join`)."""
    shown = [card_name(n) for n in names]
    return join(shown, last, None) if last else T(", ").join(shown)


def _judge_3(answer: Any) -> Feedback:
    chosen, unknown, slip = _card_names(answer)
    if chosen is None:
        return Feedback(False, T("Name the cards you can cast, separated by commas "
                                 "(or say none)."))
    if unknown:
        return Feedback(False, T("Choose among the five cards of the exercise: {cards}; "
                                 "{unknown} isn't one of them.", None,
                                 cards=_names(EXERCISE_3_CARDS), unknown=excerpt(unknown[0])))
    castable = _castable_3()
    note = (T(" (Card names are written as printed: {cards}.)", None,
              cards=_names((n for n in EXERCISE_3_CARDS if n in chosen), "and"))
            if slip else "")
    if chosen == castable:
        return Feedback(True, T("Your life total can't change, so no life can be paid (119.8) "
                                "and every Phyrexian symbol needs mana of its color (107.4f); "
                                "with {pool} in the pool (601.2h) only these are paid in "
                                "full.{note}", None, pool=_EXERCISE_3_POOL, note=note))
    plenty = mr.ManaPool(_EXERCISE_3_POOL[0] * 20)
    hints = []
    wrong = chosen - castable
    if any(not mr.can_pay(mr.card(n).mana_cost, plenty, can_lose_life=False) for n in wrong):
        hints.append(T("At least one card you chose has a Phyrexian symbol of a color the pool "
                       "doesn't have; with no life payments (119.8) that symbol needs mana of "
                       "its color (107.4f)."))
    if any(mr.can_pay(mr.card(n).mana_cost, plenty, can_lose_life=False) for n in wrong):
        hints.append(T("At least one card you chose asks for more mana than the pool holds "
                       "once every Phyrexian symbol is paid with mana (119.8, 601.2h)."))
    if castable - chosen:
        hints.append(T("You left out a card that can be cast: a {U/P} can still be paid with "
                       "U when life can't be paid (107.4f, 119.8)."))
    if slip:
        hints.append(T("(Card names are written as printed, with capitals and apostrophes.)"))
    return Feedback(False, T(" ").join(hints))


def _answer_3() -> str:
    castable = [n for n in EXERCISE_3_CARDS if n in _castable_3()]
    return _names(castable, "and") if castable else T("none of them")


def _working_3() -> str:
    castable = _castable_3()
    each = T("; ").join(
        T("{card} {cost}: yes", None, card=card_name(n), cost=mr.card(n).mana_cost)
        if n in castable else
        T("{card} {cost}: no", None, card=card_name(n), cost=mr.card(n).mana_cost)
        for n in EXERCISE_3_CARDS)
    return T("When your life total can't change, you can't pay life (119.8), so each "
             "Phyrexian symbol must be paid with mana of its color (107.4f). Then the pool "
             "{pool} must cover the whole cost (601.2h). {each}. So: {answer}.", None,
             pool=_EXERCISE_3_POOL, each=each, answer=_answer_3())


_PROCESSION = "Spectral Procession"


def _white_needed() -> int:
    """The fewest W a 4-mana pool needs to pay Spectral Procession (other mana colorless)."""
    cost = mr.card(_PROCESSION).mana_cost
    return next(k for k in range(5) if mr.can_pay(cost, mr.ManaPool("W" * k + "B" * (4 - k))))


_POOL_NOTES = {"braces": N_("without braces"), "spaces": N_("with no spaces or commas"),
               "capitals": N_("in capital letters")}


def _read_pool(answer: Any) -> tuple[mr.ManaPool | None, str]:
    """The pool an answer gives, and a note on how it was written ("" when as the game
    writes it): letters in capitals, one a mana, no braces or spaces."""
    if isinstance(answer, mr.ManaPool):
        return answer, ""
    if not isinstance(answer, str):
        return None, ""
    text = re.split(r"[(（]", answer)[0].strip()
    letters = re.sub(r"[\s,{}，、]", "", text)
    notes = []
    if "{" in text:
        notes.append("braces")
    if re.search(r"[\s,，、]", text):
        notes.append("spaces")
    if letters != letters.upper():
        notes.append("capitals")
    if not letters or not all(ch in "WUBRGC" for ch in letters.upper()):
        return None, ""
    note = (T("A pool is written one letter a mana, {how}.", None,
              how=T(" and ").join(T(_POOL_NOTES[n]) for n in notes)) if notes else "")
    return mr.ManaPool(letters.upper()), note


def _judge_4(answer: Any) -> Feedback:
    pool, note = _read_pool(answer)
    if pool is None:
        return Feedback(False, T("That isn't a pool: write one letter a mana, W U B R G or C "
                                 "(106.1b)."))
    tail = f" {note}" if note else ""
    if len(pool) != 4:
        return Feedback(False, T("This pool holds {count} mana; the exercise asks for exactly "
                                 "4.{tail}", None, count=len(pool), tail=tail))
    cost = mr.card(_PROCESSION).mana_cost
    ways = mr.spends(cost, pool)
    if ways:
        return Feedback(True, T("This pool pays it, for example with {way}: a {{2/W}} paid with W "
                                "takes one mana, one paid with its generic half takes two "
                                "(107.4e), and the mana value stays {mana_value} (202.3f).{tail}",
                                None, way=spend_text(ways[0]), mana_value=cost.mana_value(),
                                tail=tail))
    return Feedback(False, T("Each {{2/W}} paid without W takes two mana (107.4e): add up the "
                             "mana all three symbols take with the W this pool has, and compare "
                             "it with 4 (601.2h).{tail}", None, tail=tail))


def _answer_4() -> str:
    k = _white_needed()
    return T("{pool} (any 4 mana with at least {k} W)", None, pool="W" * k + "B" * (4 - k), k=k)


def _working_4() -> str:
    k = _white_needed()
    cost = mr.card(_PROCESSION).mana_cost
    return T("Each {{2/W}} takes one W or two mana of any type (107.4e). With w W in a pool of "
             "4, the W pay w symbols and the other 4 - w mana must pay the rest at two each: "
             "4 - w ≥ 2 × (3 - w), so w ≥ {k}. Any pool of 4 mana with at least {k} W works; "
             "the mana value stays {mana_value} however it was paid (202.3f).", None, k=k,
             mana_value=cost.mana_value())


exercises = Exercises((
    Exercise(1, N_("Boros Reckoner costs {cost}. How many distinct announcements does it have?"),
             N_("a whole number"), _judge_1, _answer_1, _working_1,
             examples_of_right=(4, "4", "4.0", "4 announcements", "4 distinct announcements",
                                "4种", "4 種"),
             examples_of_wrong=(8, 2, 3, 0, 6, "many"),
             catalog=T, fields={"cost": "{R/W}{R/W}{R/W}"}),
    Exercise(2, N_("At 3 life with BB in your pool, how much life do you pay to cast Dismember "
                   "({cost})?"), N_("an amount of life, as a number"), _judge_2, _answer_2,
             _working_2, examples_of_right=(2, "2", "2.0", "2 life", "2点生命", "2 點生命"),
             examples_of_wrong=(4, 0, 3, 1, -2, "all of it"),
             catalog=T, fields={"cost": "{1}{B/P}{B/P}"}),
    Exercise(3, N_("Your life total can't change. At 20 life with {pool} in your pool, which of "
                   "Gitaxian Probe, Tezzeret's Gambit, Gut Shot, Mental Misstep, Birthing Pod "
                   "can you cast?"),
             N_("the names of the cards you can cast, separated by commas"), _judge_3, _answer_3,
             _working_3,
             examples_of_right=({"Gitaxian Probe", "Mental Misstep"},
                                "Gitaxian Probe, Mental Misstep",
                                "mental misstep and gitaxian probe",
                                "Gitaxian Probe and Mental Misstep",
                                "吉塔厦探刺，心灵失足", "心灵失足、吉塔厦探刺",
                                "吉塔廈探刺、心靈失足"),
             examples_of_wrong=(set(EXERCISE_3_CARDS), {"Gitaxian Probe"},
                                "Gitaxian Probe, Tezzeret's Gambit, Mental Misstep",
                                "Gut Shot, Gitaxian Probe, Mental Misstep", "none",
                                {"Lightning Bolt"}, 42, "吉塔厦探刺", "没有"),
             catalog=T, fields={"pool": _EXERCISE_3_POOL}),
    Exercise(4, N_("Give a pool of exactly 4 mana that can pay Spectral Procession ({cost})."),
             N_("mana letters (W U B R G C), one letter a mana"), _judge_4, _answer_4, _working_4,
             examples_of_right=("WWUU", "WWWW", "wwgg", "{W}{W}{C}{C}", "W W R R",
                                mr.ManaPool("WWWG"), "WWUU（两点白色）"),
             examples_of_wrong=("WUUU", "WWW", "WWUUU", "WQ", "wuuu", "{W}{U}{U}{U}", 7),
             catalog=T, fields={"cost": "{2/W}{2/W}{2/W}"}),
))
"""The exercises of notebook 03 (answer boxes: ``exercises.box(n)``), in the language in use."""

