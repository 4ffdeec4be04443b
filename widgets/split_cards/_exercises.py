"""The exercises of notebook 05, judged by the library: hints for wrong answers, solutions
on request."""

from __future__ import annotations

import difflib
import re
from typing import Any

import mtgrules as mr
from mtgrules.checks import excerpt
from mtgrules.i18n import N_
from mtgrules.split import BLOODBRAID_ELF
from mtgrules.words import join
from mtgrules.words import gap, name_key

from .._common import Feedback
from ..exercises import Exercise, Exercises, is_whole, sentence
from .tables import COMMON, OLD_RULES, T, split_card_names

# Every sentence below is written as T("template", None, field=...): None is the language in
# use, which the exercise machinery sets to the learner's (mtgrules.i18n.language).

def _or_words(words: list[str]) -> str:
    """The words as "a, b or c" in the language in use (:func:`mtgrules.words.join`)."""
    return join(words, "or", None)


def _and_words(words: list[str]) -> str:
    """The words as "a, b and c" in the language in use (:func:`mtgrules.words.join`)."""
    return join(words, "and", None)


def _gap() -> str:
    """What goes between two sentences in the language in use."""
    return gap(None)


_NO = re.compile(r"\b(no|not|false|n|isn't|kept|keeps|stays|misses|missed|miss)\b")
_YES = re.compile(r"\b(yes|true|y|discarded|hit|hits)\b")
_NO_ZH = re.compile(r"否|不|没|沒|未|错|錯")
_YES_ZH = re.compile(r"是|会|會|弃|棄|对|對|命中|要")


def _yes_no(part: Any) -> bool | None:
    """One yes/no answer: a truth value, or a word for it ("yes", "not discarded"; in Chinese
    是/否, 会/不会, 弃掉/不弃)."""
    if isinstance(part, bool):
        return part
    if not isinstance(part, str):
        return None
    words = part.strip().lower()
    if _NO.search(words) or _NO_ZH.search(words):
        return False
    if _YES.search(words) or _YES_ZH.search(words):
        return True
    return None


_PARTS = re.compile(r"[,;/，、；／]|\band\b|\bthen\b|然后|然後")


def _pair_of_yes_no(answer: Any) -> tuple[bool, bool] | None:
    """Two yes/no answers, today first: (False, True), "no, yes", "not discarded today,
    discarded in 2016"; None when the answer isn't two of them."""
    if isinstance(answer, str):
        answer = tuple(p for p in _PARTS.split(answer) if p.strip())
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        return None
    pair = tuple(_yes_no(a) for a in answer)
    return None if None in pair else (bool(pair[0]), bool(pair[1]))


# ASCII-only edges, so a number next to a Chinese word ("7个") is still a number
_DATES_AND_YEARS = re.compile(r"(?<![0-9A-Za-z_])(?:\d{4}-\d\d-\d\d|(?:19|20)\d\d)"
                              r"(?![0-9A-Za-z_])")
_NUMBER = re.compile(r"(?<![0-9A-Za-z_.])-?\d{1,6}(?![0-9A-Za-z_.])")


def _pair_of_numbers(answer: Any) -> tuple[int, int] | None:
    """Two whole numbers, today first: (7, 7), "7, 7", "7 tokens today, 7 in 2016" (dates and
    years are not answers); None when the answer isn't two of them."""
    if isinstance(answer, str):
        words = _DATES_AND_YEARS.sub(" ", answer)
        answer = tuple(int(n) for n in _NUMBER.findall(words))
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        return None
    if not all(map(is_whole, answer)):
        return None
    return (answer[0], answer[1])


# Exercise 1: Void names 4; you hold Assault // Battery.
VOID_CARD, VOID_NUMBER = "Assault // Battery", 4


def _void_truth() -> tuple[bool, bool]:
    return (mr.void_discards(VOID_CARD, VOID_NUMBER),
            mr.void_discards(VOID_CARD, VOID_NUMBER, rules=OLD_RULES))


def _void_answer() -> str:
    today, then = _void_truth()
    return T("{today}, {then}", None,
             today=T("discarded today", None) if today else T("not discarded today", None),
             then=T("discarded in 2016", None) if then else T("not discarded in 2016", None))


def _void_why() -> str:
    today, then = _void_truth()
    now = mr.ask(VOID_CARD, "mana value")[0]
    old = T(" and ", None).join(str(v) for v in mr.ask(VOID_CARD, "mana value",
                                                          rules=OLD_RULES))
    today_words = (T("today the card in hand has one mana value, {now}, both halves combined "
                     "(709.4b), so Void naming {number} hits it;", None, now=now,
                     number=VOID_NUMBER) if today else
                   T("today the card in hand has one mana value, {now}, both halves combined "
                     "(709.4b), so Void naming {number} misses it;", None, now=now,
                     number=VOID_NUMBER))
    then_words = (T("under the rules of 2016 it had two, {old}, one per half (old 708.5), and "
                    "a comparison was yes if either half said yes (old 708.6a), so naming "
                    "{number} hit it.", None, old=old, number=VOID_NUMBER) if then else
                  T("under the rules of 2016 it had two, {old}, one per half (old 708.5), and "
                    "a comparison was yes if either half said yes (old 708.6a), so naming "
                    "{number} missed it.", None, old=old, number=VOID_NUMBER))
    return f"{today_words}{_gap()}{then_words}"


def _judge_void(answer: Any) -> Feedback:
    pair = _pair_of_yes_no(answer)
    if pair is None:
        return Feedback(False, T("Answer with two yes/no answers, today first and then 2016, "
                                 "for instance in words such as yes or no for each.", None))
    truth = _void_truth()
    if pair == truth:
        return Feedback(True, sentence(_void_why()))
    today_wrong, then_wrong = pair[0] != truth[0], pair[1] != truth[1]
    today_hint = T("in hand the card doesn't answer with a half's mana value: its halves "
                   "are combined into one mana cost, so it has one mana value (709.4b), and "
                   "Void compares that one number with {number}", None, number=VOID_NUMBER)
    then_hint = T("in 2016 the card in hand had two mana values, one per half (old 708.5); a "
                  "comparison such as Void's was yes if either half said yes (old 708.6a), and "
                  "the halves were added only for a number used as is, never for a comparison "
                  "(old 708.5a)", None)
    if today_wrong and then_wrong:
        return Feedback(False, T("Look again at both answers. Today: {today}. Before 2017: "
                                 "{then}.", None, today=today_hint, then=then_hint))
    if today_wrong:
        return Feedback(False, T("Look again at today's answer: {hint}.", None,
                                 hint=today_hint))
    return Feedback(False, T("Look again at the 2016 answer: {hint}.", None, hint=then_hint))


def _void_working() -> str:
    halves = mr.card(VOID_CARD).faces
    costs = T(" and ", None).join(f"{f.name} {f.mana_cost}" for f in halves)
    return T("{card} has halves {costs}. Void compares a card's mana value with the number "
             "named: a comparison. {why}", None, card=VOID_CARD, costs=costs,
             why=sentence(_void_why()))


# Exercise 2: Infernal Genesis mills Research // Development.
GENESIS_CARD = "Research // Development"


def _genesis_truth() -> tuple[int, int]:
    return (mr.infernal_genesis_tokens(GENESIS_CARD),
            mr.infernal_genesis_tokens(GENESIS_CARD, rules=OLD_RULES))


def _genesis_answer() -> str:
    today, then = _genesis_truth()
    return T("{today} tokens today, {then} in 2016", None, today=today, then=then)


def _genesis_why() -> str:
    today, then = _genesis_truth()
    halves = T(" and ", None).join(str(v) for v in mr.ask(GENESIS_CARD, "mana value",
                                                             zone="graveyard", rules=OLD_RULES))
    return T("Infernal Genesis uses the mana value as a number, without comparing it: today "
             "that is the one combined mana value, {today} (709.4b), and in 2016 it was the sum "
             "of the halves' {halves}, {then} (old 708.5a): the same number of tokens.", None,
             today=today, halves=halves, then=then)


def _judge_genesis(answer: Any) -> Feedback:
    pair = _pair_of_numbers(answer)
    if pair is None:
        return Feedback(False, T("Answer with two whole numbers: the tokens made today, then "
                                 "the tokens made in 2016.", None))
    truth = _genesis_truth()
    if pair == truth:
        return Feedback(True, _genesis_why())
    halves = set(mr.ask(GENESIS_CARD, "mana value", zone="graveyard", rules=OLD_RULES))
    hints = []
    if pair[0] != truth[0]:
        if pair[0] in halves:
            hints.append(T("Today: in the graveyard the card is not one half; its halves are "
                           "combined into one mana cost and one mana value (709.4b).", None))
        else:
            hints.append(T("Today: count the card's mana value again over every symbol of "
                           "both halves (709.4b): a colored symbol counts 1 and a generic "
                           "number its amount (202.3).", None))
    if pair[1] != truth[1]:
        if pair[1] in halves:
            hints.append(T("In 2016: the card answered once per half (old 708.5), but "
                           "Infernal Genesis uses the number as it is, without comparing it: "
                           "old 708.5a says what is done with the two answers then.", None))
        else:
            hints.append(T("In 2016: find each half's mana value (202.3), then read old 708.5a "
                           "for what a number used as is does with the two answers.", None))
    return Feedback(False, _gap().join(hints))


def _genesis_working() -> str:
    costs = T(" and ", None).join(f"{f.name} {f.mana_cost}"
                                  for f in mr.card(GENESIS_CARD).faces)
    return T("{card} has halves {costs}. Infernal Genesis makes as many tokens as the milled "
             "card's mana value. {why}", None, card=GENESIS_CARD, costs=costs,
             why=_genesis_why())


# Exercise 3: a split card that Bloodbraid Elf's cascade stops at today.

def _elf() -> int:
    return mr.ask(BLOODBRAID_ELF, "mana value", zone="stack")[0]


def _cascade_stops() -> list[str]:
    return [n for n in split_card_names() if mr.cascade_stops_at(n, _elf())]


def _cascade_answer() -> str:
    return _or_words(_cascade_stops())


def _name_key(text: str) -> str:
    """A typed card name as a key (:func:`mtgrules.words.name_key`), spaces left out too
    ("wax//wane", "Wax // Wane" and "Wax/Wane" are the same card)."""
    return name_key(text).replace(" ", "").strip("'\"「」")


def _read_card(piece: str) -> tuple[str | None, str]:
    """The split card a typed piece names, and a note on how the game writes it ("" when it
    is written that way): "wax//wane" and "Wax" (a half alone) are Wax // Wane; a card's
    official Chinese name (either script) is that card."""
    piece = piece.strip().strip("'\"“”「」").strip()
    names = split_card_names()
    if piece in names:
        return piece, ""
    for name in names:
        if _name_key(piece) == _name_key(name):
            return name, T("The game writes the name {name}, both halves joined by \" // \" "
                           "(709.4a).", None, name=name)
        halves = {_name_key(h): h for h in mr.card(name).names}
        if _name_key(piece) in halves:
            return name, T("{half} is one half; the card is {name} (709.1, 709.4a).", None,
                           half=halves[_name_key(piece)], name=name)
    for name in names:
        card = mr.card(name)
        for official in (card.zh_hans, card.zh_hant):
            if not official or official == name:
                continue
            if _name_key(piece) == _name_key(official):
                return name, T("{official} is the official Chinese name of {name}.", None,
                               official=official, name=name)
            parts = official.split(" // ")
            if len(parts) == len(card.names) and _name_key(piece) in map(_name_key, parts):
                return name, T("{half} is one half; the card is {name} (709.1, 709.4a).", None,
                               half=piece, name=name)
    return None, ""


def _not_a_card(piece: str) -> str:
    shown = excerpt(piece.strip())
    keys = {_name_key(n): n for n in split_card_names()}
    close = difflib.get_close_matches(_name_key(piece), list(keys), n=1, cutoff=0.8)
    if close:
        return T("No card here is named {name}: check the spelling against the list above.",
                 None, name=shown)
    try:
        mr.card(piece.strip())
    except mr.RulesInputError:
        return T("No split card in the list above the box is named {name}.", None, name=shown)
    return T("{name} is not a split card: choose one from the list above the box.", None,
             name=piece.strip())


_PIECES = re.compile(r",|;|\n|\bor\b|\band\b|，|、|；|或|和")


def _judge_cascade(answer: Any) -> Feedback:
    if isinstance(answer, (tuple, list)):
        answer = ", ".join(str(a) for a in answer)
    if not isinstance(answer, str):
        return Feedback(False, T("Type the name of a split card from the list above the box, "
                                 "the way the game writes it.", None))
    pieces = [p for p in _PIECES.split(answer) if p.strip()]
    if not pieces:
        return Feedback(False, T("Type the name of a split card from the list above the box.",
                                 None))
    elf = _elf()
    gap = _gap()
    read = [(piece, *_read_card(piece)) for piece in pieces]
    notes = gap.join(dict.fromkeys(note for _, _, note in read if note))
    unknown = [piece for piece, name, _ in read if name is None]
    if unknown:
        return Feedback(False, _not_a_card(unknown[0]))
    for _, name, _ in read:
        if not mr.cascade_stops_at(name, elf):
            combined = mr.ask(name, "mana value", zone="library")[0]
            halves = [mr.ask(name, "mana value", zone="stack", half=h)[0]
                      for h in mr.card(name).names]
            if combined == elf:
                hint = T("In the library {name} has one mana value, both halves combined "
                         "(709.4b); cascade stops only at a mana value less than the "
                         "cascading spell's, and an equal one is not less (702.85a).", None,
                         name=name)
            elif min(halves) < elf:
                hint = T("One half of {name} is cheap, but in the library the card is not the "
                         "half you might cast: its halves are combined into one mana value "
                         "(709.4b) before cascade compares it with Bloodbraid Elf's (702.85a).",
                         None, name=name)
            else:
                hint = T("In the library {name} has one mana value, both halves combined "
                         "(709.4b); compare it with Bloodbraid Elf's mana value (702.85a).",
                         None, name=name)
            return Feedback(False, gap.join(n for n in (hint, notes) if n))
    reasons = T("; ", None).join(
        T("{name} has mana value {value}", None, name=name,
          value=mr.ask(name, "mana value", zone="library")[0])
        for name in dict.fromkeys(name for _, name, _ in read))
    why = T("In the library a split card has one mana value, both halves combined (709.4b): "
            "{reasons}, less than Bloodbraid Elf's {elf}, so cascade stops there (702.85a).",
            None, reasons=reasons, elf=elf)
    return Feedback(True, gap.join(n for n in (why, notes) if n))


def _cascade_working() -> str:
    elf = _elf()
    stops = _cascade_stops()
    passed = [n for n in split_card_names() if n not in stops]
    equal = [n for n in passed if mr.ask(n, "mana value", zone="library")[0] == elf]
    values = COMMON(", ", None).join(f"{n} {mr.ask(n, 'mana value', zone='library')[0]}"
                                     for n in stops)
    equal_words = (T("{cards} ({elf}) are not less, so cascade passes over them; every other "
                     "split card here is higher.", None, cards=_and_words(equal), elf=elf)
                   if equal else
                   T("Cascade passes over every other split card here: each is higher.", None))
    return T("Cascade exiles cards until a nonland card with mana value less than the "
             "cascading spell's, Bloodbraid Elf's {elf} (702.85a). In the library a split card "
             "has one mana value, both halves combined (709.4b). Less than {elf}: {values}. "
             "{passed}", None, elf=elf, values=values, passed=equal_words)


exercises = Exercises((
    Exercise(
        number=1,
        question=N_("Your opponent casts Void naming {number} while you hold {card}. Is it "
                    "discarded (a) under the current rules, (b) under the rules of 2016?"),
        expects=N_("two answers, yes or no: today first, then 2016"),
        judge=_judge_void, answer=_void_answer, working=_void_working,
        examples_of_right=((False, True), "False, True", "no, yes", "No / Yes",
                           "not discarded today, discarded in 2016"),
        examples_of_wrong=((True, True), (False, False), (True, False), "yes, yes", "yes",
                           "maybe"),
        catalog=T, fields={"number": VOID_NUMBER, "card": VOID_CARD},
    ),
    Exercise(
        number=2,
        question=N_("Infernal Genesis mills {card} ({{G}}{{U}} and {{3}}{{U}}{{R}}). How many "
                    "tokens are made (a) today, (b) in 2016?"),
        expects=N_("two whole numbers: tokens today, then tokens in 2016"),
        judge=_judge_genesis, answer=_genesis_answer, working=_genesis_working,
        examples_of_right=((7, 7), "7, 7", "7 and 7", "7 tokens today, 7 in 2016"),
        examples_of_wrong=((7, 2), (7, 5), (2, 5), (5, 7), (6, 6), 7, "seven"),
        catalog=T, fields={"card": GENESIS_CARD},
    ),
    Exercise(
        number=3,
        question=N_("Name a split card from the list that Bloodbraid Elf's cascade (mana value "
                    "{elf}) stops at under the current rules."),
        expects=N_("the name of a split card from the list above the box"),
        judge=_judge_cascade, answer=_cascade_answer, working=_cascade_working,
        examples_of_right=("Wax // Wane", "wax//wane", "Wax", "Life // Death or Claim // Fame",
                           ("Wear // Tear",)),
        examples_of_wrong=("Fire // Ice", "fire//ice", "Destined // Lead", "Research",
                           "Lightning Bolt", "Wax // Wan", 42),
        catalog=T, fields={"elf": 4},
    ),
))
"""The exercises of notebook 05: hints for wrong answers, solutions on request."""

