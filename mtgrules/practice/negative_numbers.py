"""Problems on numbers: negative values and when they become 0 (107.1b, by rules date),
rounding (107.1a) and "any number" (107.1c).

The dates problems are set on are those of the rules texts the project checks its
citations against: ``"2016-06-01"`` (the 2013 wording of 107.1b, "or otherwise modifies"),
``"2017-09-01"`` (a +X/+X with negative X uses 0; doubling not yet an exception; "any number"
to divide among still nonzero), ``"2024-06-01"`` (doubling is an exception, tripling not
yet) and ``"current"``. Rules are cited as numbered at the problem's date: keyword actions
Double (701.10) and Triple (701.11) only where they exist.

Skills and levels:

``negative_numbers.uses-zero`` — the number an effect uses when its calculation gives a
value (``effect_result``). 1: damage, mana, life, counters, cards from a power that may be
negative; 2: plus setting power/toughness or a life total; 3: plus +X/+X and doubling a life
total; 4: an old rules date (2016, 2017) for +X/+X and doubling power; 5: tripling too, any
of the four dates.
``negative_numbers.pt-after`` — power and toughness after fixed changes and one calculated
change (reduction ``pt``). 1: a fixed change takes power below 0, then +X/+X with X >= 0;
2: Chameleon Colossus' +X/+X with X its negative power, current rules; 3: the same on a
rules date, two fixed changes; 4: doubling power, on a date; 5: tripling power, on a date.
``negative_numbers.rounding`` — a fraction rounded as the card says (``fraction_of``).
1: half, rounded down; 2: half, rounded up; 3: a third, either way; 4: the life left after
losing half (reduction ``left``); 5: damage divided evenly among 2-4 targets, or any of these.
``negative_numbers.any-number`` — is this a legal choice of "any number" (``is_any_number``).
1: 0 or more, nothing divided; 2: a negative number too; 3: dividing among any number,
current rules; 4: dividing, on 2017-09-01 or now, with or without a possible nonzero choice;
5: any of these on any date.
``negative_numbers.power-as-amount`` — an effect that uses a creature's power as an amount
after fixed changes (``effect_result``). 1: power stays positive; 2: one change takes it
below 0; 3: two changes; 4: Viridian Joiner's mana; 5: a set power first, then changes.
"""

from __future__ import annotations

import random
from typing import Any

from ..i18n import N_
from ._text import CardName, Phrase
from .diagnosis import misconception
from .model import Made, Problem, Step

DATES = ("current", "2016-06-01", "2017-09-01", "2024-06-01")

AMOUNT_EFFECTS = {
    "damage": N_("It deals damage equal to its power to a player. How much damage is dealt?"),
    "add mana": N_("Its ability adds {{G}} for each point of its power. How much mana does it "
                   "add?"),
    "life gain": N_("You gain life equal to its power. How much life do you gain?"),
    "life loss": N_("An opponent loses life equal to its power. How much life do they lose?"),
    "counters": N_("You put +1/+1 counters on another creature equal to its power. How many "
                   "counters?"),
    "cards": N_("You draw cards equal to its power. How many cards do you draw?"),
}
KEEPING = {
    "set power/toughness": N_("Another creature's power becomes equal to this number. What "
                              "number does the effect use?"),
    "set life total": N_("A player's life total becomes this number. What number does the "
                         "effect use?"),
    "double life total": N_("A player's life total is doubled, and this is the life to lose "
                            "or gain. What number does the effect use?"),
    "modify power/toughness": N_("A creature gets +X/+X, where X is this number. What number "
                                 "does X use?"),
    "double power/toughness": N_("A creature's power is doubled: it gets +X/+0, where X is "
                                 "this number (its power). What number does X use?"),
    "triple power/toughness": N_("A creature's power is tripled: it gets +X/+0, where X is "
                                 "this number (twice its power). What number does X use?"),
}


def _date(rng: random.Random, choices: tuple[str, ...], given: str) -> str:
    return given if given != "current" or not choices else rng.choice(choices)


def _dated(date: str) -> Phrase:
    return Phrase(N_("Under the current rules: ")) if date == "current" else \
        Phrase(N_("Under the rules of {date}: "), date=date)


def _keeps_step(effect: str, date: str) -> Step:
    import mtgrules as mr

    keeps = mr.keeps_negative(effect, rules=date)
    text = Phrase(N_("On this date a negative result of this effect is kept.")) if keeps else \
        Phrase(N_("On this date a negative result of this effect becomes 0."))
    rule = "107.1b"
    if date == "current" and effect == "double power/toughness":
        rule = "107.1b, 701.10c"
    if date == "current" and effect == "triple power/toughness":
        rule = "107.1b, 701.11c"
    return Step(text, rule)


def uses_zero(rng: random.Random, level: int, date: str) -> Made:
    kinds = list(AMOUNT_EFFECTS)
    if level >= 2:
        kinds += ["set power/toughness", "set life total"]
    if level >= 3:
        kinds += ["modify power/toughness", "double life total"]
    if level >= 4:
        kinds += ["double power/toughness", "modify power/toughness", "double power/toughness"]
    if level >= 5:
        kinds += ["triple power/toughness"] * 3
    effect = rng.choice(kinds)
    if level >= 4 and effect in ("modify power/toughness", "double power/toughness",
                                 "triple power/toughness"):
        date = _date(rng, DATES if level == 5 else DATES[:3], date)
    value = rng.randint(-6, -1) if rng.random() < 0.8 else rng.randint(0, 5)
    text = KEEPING.get(effect) or AMOUNT_EFFECTS[effect]
    if effect in AMOUNT_EFFECTS:
        lead = Phrase(N_("A creature's power is {value}."), value=value)
    else:
        lead = Phrase(N_("A calculation gives {value}."), value=value)
    question = Phrase(N_("{dated}{lead} {ask}"), dated=_dated(date), lead=lead, ask=Phrase(text))
    steps = [Step(Phrase(N_("A game value such as power can be negative, and a calculation uses "
                            "it as it is.")), "107.1b"),
             _keeps_step(effect, date)]
    return Made(question, "effect_result", {"value": value, "effect": effect, "rules": date},
                ("same",), "int", tuple(steps),
                Phrase(N_("Find the effect in the list of exceptions of rule 107.1b as it read on "
                          "the problem's date.")), date=date,
                context={"value": value, "effect": effect})


BASES: list[tuple[str | None, int, int]] = [(None, 3, 3), (None, 2, 4), (None, 1, 1), ("Chameleon Colossus", 4, 4),
         ("Viridian Joiner", 1, 2)]


def _changes(rng: random.Random, p: int, n: int, below: bool) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for i in range(n):
        if i == n - 1 and below:
            dp = -(p + sum(c[0] for c in out)) - rng.randint(1, 3)
        else:
            dp = rng.choice([-3, -2, -1, 1, 2])
        out.append((dp, rng.choice([0, 0, 1, -1])))
    return out


def _creature(name: str | None, p: int, t: int) -> Phrase:
    return Phrase(N_("{name} ({p}/{t})"), name=CardName(name), p=p, t=t) if name else \
        Phrase(N_("A {p}/{t} creature"), p=p, t=t)


def _change_words(changes: list[tuple[int, int]]) -> str:
    return ", ".join(f"{dp:+d}/{dt:+d}".replace("+0", "-0" if dp < 0 else "+0")
                     for dp, dt in changes)


def pt_after(rng: random.Random, level: int, date: str) -> Made:
    name: str | None
    if level in (2, 3):
        name, p, t = "Chameleon Colossus", 4, 4
    else:
        name, p, t = rng.choice(BASES)
    changes = _changes(rng, p, 2 if level in (3, 5) else 1, below=True)
    p1, t1 = p + sum(c[0] for c in changes), t + sum(c[1] for c in changes)
    if t1 <= 0:  # keep it on the battlefield
        changes.append((0, 1 - t1))
        t1 = 1
    if level == 1:
        effect, value = "modify power/toughness", rng.randint(0, 3)
        then = Phrase(N_("Then it gets +X/+X, where X is the number of cards in your hand "
                         "({x})."), x=value)
        red = ("pt", p1, t1, 1, 1)
    elif level in (2, 3):
        effect, value = "modify power/toughness", p1
        then = Phrase(N_("Then it gets +X/+X, where X is its power."))
        red = ("pt", p1, t1, 1, 1)
        if level == 3:
            date = _date(rng, DATES[:3], date)
    elif level == 4:
        effect, value = "double power/toughness", p1
        then = Phrase(N_("Then its power is doubled."))
        red = ("pt", p1, t1, 1, 0)
        date = _date(rng, DATES, date)
    else:
        effect, value = "triple power/toughness", 2 * p1
        then = Phrase(N_("Then its power is tripled."))
        red = ("pt", p1, t1, 1, 0)
        date = _date(rng, DATES, date)
    question = Phrase(N_("{dated}{creature} gets {changes}. {then} What are its power and "
                         "toughness?"), dated=_dated(date), creature=_creature(name, p, t),
                      changes=_change_words(changes), then=then)
    steps = [Step(Phrase(N_("Fixed changes add up as they are, and power can go below 0.")),
                  "107.1b" if date != "current" else "107.1b, 613.4c")]
    if effect == "double power/toughness":
        steps.append(Step(Phrase(N_("Doubling power gives +X/+0 where X is its power.")),
                          "701.10c" if date == "current" else "107.1b"))
    if effect == "triple power/toughness":
        steps.append(Step(Phrase(N_("Tripling power gives +X/+0 where X is twice its power.")),
                          "701.11c" if date == "current" else "107.1b"))
    steps.append(_keeps_step(effect, date))
    return Made(question, "effect_result", {"value": value, "effect": effect, "rules": date},
                red, "pt", tuple(steps),
                Phrase(N_("Add the fixed changes first, then ask whether the calculated change "
                          "keeps a negative number under rule 107.1b on that date.")), date=date,
                context={"value": value, "effect": effect, "p": p1, "t": t1})


ROUND_CARDS = {("down", 2): "Raving Dead", ("up", 3): "Pox"}


def rounding(rng: random.Random, level: int, date: str) -> Made:
    if level == 5:
        level = rng.choice([1, 2, 3, 4, 6])
    if level == 6:
        targets, x = rng.randint(2, 4), rng.randint(3, 12)
        question = Phrase(N_("Fireball with X = {x} deals X damage divided evenly, rounded down, "
                             "among {n} targets. How much damage does each target get?"),
                          x=x, n=targets)
        inputs = {"amount": x, "numerator": 1, "denominator": targets, "rounding": "down"}
        return Made(question, "fraction_of", inputs, ("same",), "int",
                    (Step(Phrase(N_("Divide, then round as the card says: down.")), "107.1a"),),
                    Phrase(N_("Divide first, then round the way the card says (rule 107.1a).")),
                    context=dict(inputs))
    denominator = 3 if level == 3 else 2
    way = "down" if level == 1 else "up" if level == 2 else rng.choice(["up", "down"])
    life = rng.randint(3, 30)
    if life % denominator == 0:
        life += 1
    inputs = {"amount": life, "numerator": 1, "denominator": denominator, "rounding": way}
    part = Phrase(N_("half")) if denominator == 2 else Phrase(N_("a third"))
    rounded = Phrase(N_("rounded up")) if way == "up" else Phrase(N_("rounded down"))
    lead = Phrase(N_("A player at {life} life loses {part} of their life, {rounded}."),
                  life=life, part=part, rounded=rounded)
    if level == 4:
        ask = Phrase(N_("How much life do they have left?"))
        red: tuple[Any, ...] = ("left", life)
    else:
        ask = Phrase(N_("How much life do they lose?"))
        red = ("same",)
    question = Phrase(N_("{lead} {ask}"), lead=lead, ask=ask)
    steps = [Step(Phrase(N_("The game uses whole numbers only; the card says which way to round "
                            "the fraction.")), "107.1a")]
    if level == 4:
        steps.append(Step(Phrase(N_("The life left is the life total minus the life lost.")),
                          "119.3"))
    return Made(question, "fraction_of", inputs, red, "int", tuple(steps),
                Phrase(N_("Work out the fraction, round it the way the card says, and answer "
                          "what was asked (rule 107.1a).")), context=dict(inputs, level=level))


def any_number(rng: random.Random, level: int, date: str) -> Made:
    dividing = level >= 3 and (level != 5 or rng.random() < 0.7)
    possible = True
    if level >= 4:
        date = _date(rng, ("current", "2017-09-01", "2016-06-01"), date)
        possible = rng.random() < 0.75
    n = 0 if dividing and rng.random() < 0.7 else rng.randint(-2 if level >= 2 else 0, 4)
    if dividing:
        lead = Phrase(N_("A spell divides 4 damage among any number of target creatures."))
        if not possible:
            lead = Phrase(N_("A spell divides 4 damage among any number of target creatures, "
                             "but there is no creature to target."))
        ask = Phrase(N_("May you choose {n} targets?"), n=n)
    else:
        lead = Phrase(N_("An ability says: put any number of cards from your hand on the bottom "
                         "of your library."))
        ask = Phrase(N_("May you choose {n} cards?"), n=n)
    question = Phrase(N_("{dated}{lead} {ask}"), dated=_dated(date), lead=lead, ask=ask)
    steps = [Step(Phrase(N_("\"Any number\" is 0 or more; a negative number can't be chosen.")),
                  "107.1b, 107.1c")]
    if dividing:
        steps.append(Step(Phrase(N_("Until 2019-07-12, dividing something among any number "
                                    "needed a nonzero number when one was possible.")), "107.1c"))
    inputs = {"n": n, "dividing": dividing, "possible": possible, "rules": date}
    return Made(question, "is_any_number", inputs, ("same",), "bool", tuple(steps),
                Phrase(N_("Read rule 107.1c as it stood on the problem's date, and rule 107.1b for "
                          "negative numbers.")), date=date, context=dict(inputs))


def power_amount(rng: random.Random, level: int, date: str) -> Made:
    effect = "add mana" if level == 4 else rng.choice(list(AMOUNT_EFFECTS))
    name, p, t = ("Viridian Joiner", 1, 2) if level == 4 else rng.choice(BASES)
    start = p
    lead: list[Phrase] = []
    if level == 5:
        start = rng.randint(0, 2)
        lead.append(Phrase(N_("Its power becomes {n}."), n=start))
    n = {1: 1, 2: 1, 3: 2, 4: 1, 5: 2}[level]
    changes = _changes(rng, start, n, below=level != 1)
    if level == 1:
        changes = [(abs(dp), dt) for dp, dt in changes]
    power = start + sum(c[0] for c in changes)
    question = Phrase(N_("{creature}: {set}it gets {changes}. {ask}"), creature=_creature(name, p, t),
                      set=_Lead(lead), changes=_change_words(changes),
                      ask=Phrase(AMOUNT_EFFECTS[effect]))
    steps = [Step(Phrase(N_("Its power after the changes is the sum, and may be negative.")),
                  "107.1b, 613.4c"),
             Step(Phrase(N_("An effect that deals damage, adds mana, gains or loses life, puts "
                            "counters or draws cards uses 0 for a negative amount.")), "107.1b")]
    return Made(question, "effect_result", {"value": power, "effect": effect}, ("same",), "int",
                tuple(steps),
                Phrase(N_("Work out the power after every change, then see what rule 107.1b does "
                          "with a negative amount.")),
                context={"value": power, "effect": effect, "base": start if level == 5 else p})


class _Lead:
    def __init__(self, items: list[Phrase]) -> None:
        self.items = items

    def translated(self, lang: str | None = "en") -> str:
        sep = " " if lang == "en" else ""
        return "".join(p.translated(lang) + sep for p in self.items)


# misconceptions ---------------------------------------------------------------------------

def _with(p: Problem, **changes: Any) -> Any:
    from .model import recompute

    inputs = p.inputs
    inputs.update(changes)
    return recompute(p.call, inputs, p.reduction)


@misconception("negative-always-zero", N_("a negative result always becomes 0"),
               N_("Some effects keep a negative number: setting or doubling a life total, and "
                  "those rule 107.1b names for power and toughness on that date."), "107.1b")
def _always_zero(p: Problem) -> Any:
    if p.context.get("value", 0) >= 0 or p.call != "effect_result":
        return None
    return _with(p, value=0)


@misconception("negative-always-kept", N_("a negative result is always used as it is"),
               N_("Damage, mana, life gained or lost, counters and cards can't be negative: such "
                  "an effect uses 0."), "107.1b")
def _always_kept(p: Problem) -> Any:
    from .model import reduce

    c = p.context
    if c.get("value", 0) >= 0 or p.call != "effect_result":
        return None
    return reduce(c["value"], p.reduction)


@misconception("today-rules-for-old-date", N_("today's rules answer for every date"),
               N_("The rules changed: answer with the rules in force on the problem's date."),
               "107.1b, 107.1c")
def _today(p: Problem) -> Any:
    if p.date == "current" or "rules" not in p.inputs:
        return None
    return _with(p, rules="current")


@misconception("old-rules-for-today", N_("an old rule still applies"),
               N_("That rule changed: today's rules answer differently."), "107.1b, 107.1c")
def _old(p: Problem) -> Any:
    if p.date != "current" or "rules" not in p.inputs:
        return None
    return _with(p, rules="2016-06-01")


@misconception("negative-power-as-zero", N_("a negative power is 0"),
               N_("Power can be below 0, and it stays there until something raises it."),
               "107.1b")
def _as_zero(p: Problem) -> Any:
    if p.kind != "pt" or p.answer[0] >= 0:
        return None
    return (0, p.answer[1])


@misconception("round-wrong-way", N_("any rounding will do"),
               N_("The card says whether to round up or down; the other way gives another "
                  "number."), "107.1a")
def _wrong_way(p: Problem) -> Any:
    if p.call != "fraction_of":
        return None
    return _with(p, rounding="up" if p.inputs["rounding"] == "down" else "down")


@misconception("lost-vs-left", N_("the life lost and the life left are the same question"),
               N_("Read what is asked: the life lost, or the life total after losing it."),
               "107.1a")
def _lost_left(p: Problem) -> Any:
    if p.call != "fraction_of" or p.context.get("level") not in (1, 2, 3, 4):
        return None
    lost = _with(p)
    if p.reduction[0] == "left":
        from .model import recompute

        return recompute(p.call, p.inputs, ("same",))
    return p.inputs["amount"] - lost


@misconception("any-number-nonzero", N_("dividing among \"any number\" needs at least one"),
               N_("Since 2019-07-12 \"any number\" is 0 or more, also when something is "
                  "divided."), "107.1c")
def _nonzero(p: Problem) -> Any:
    c = p.context
    if p.call != "is_any_number" or not c["dividing"] or c["n"] != 0 or not c["possible"]:
        return None
    return False


@misconception("negative-choice-allowed", N_("a negative number can be chosen"),
               N_("You can't choose a negative number."), "107.1b")
def _negative_choice(p: Problem) -> Any:
    return True if p.call == "is_any_number" and p.context["n"] < 0 else None


@misconception("base-power", N_("the printed power is what counts"),
               N_("Effects that changed its power count: use its power as it is now."), "613.4c")
def _base(p: Problem) -> Any:
    import mtgrules as mr

    c = p.context
    if p.skill != "negative_numbers.power-as-amount":
        return None
    return mr.effect_result(c["base"], c["effect"])


SKILLS = [
    ("negative_numbers.uses-zero", N_("Which effects use 0 instead of a negative number"),
     uses_zero, ("negative-always-zero", "negative-always-kept", "today-rules-for-old-date",
                 "old-rules-for-today")),
    ("negative_numbers.pt-after", N_("Power and toughness after changes, by rules date"),
     pt_after, ("negative-power-as-zero", "negative-always-kept", "negative-always-zero",
                "today-rules-for-old-date", "old-rules-for-today")),
    ("negative_numbers.rounding", N_("Rounding a fraction up or down"), rounding,
     ("round-wrong-way", "lost-vs-left")),
    ("negative_numbers.any-number", N_("Choosing \"any number\""), any_number,
     ("any-number-nonzero", "negative-choice-allowed", "today-rules-for-old-date",
      "old-rules-for-today")),
    ("negative_numbers.power-as-amount", N_("A negative power used as an amount"), power_amount,
     ("negative-always-kept", "base-power")),
]
