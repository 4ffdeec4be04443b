"""Problems on split cards under today's rules (709) and the rules before 2017-04-28 (old
708), answered by ``ask``, ``matches`` and ``cascade_casts``.

Dates: ``"current"`` (709, CR 2026-04-17), ``"2017-09-01"`` (the combined characteristics
already in force, numbered 708.3-708.4 in CR 2017-08-25) and ``"2016-06-01"`` (two sets of
characteristics, old 708.2-708.7 of CR 2015-03-27). Each solution cites the rule numbers of
its date (:data:`RULES`).

Levels (all five skills): 1: today's rules, the card in a hand, library or graveyard;
2: today's rules, a half cast on the stack; 3: the rules of 2016-06-01 off the stack;
4: a fused split spell or an aftermath card, on any date; 5: any card, zone and date
(curated split and aftermath cards, named in Chinese by their official names where they have
them).

``split_cards.mana-value`` — the answers ``ask(card, "mana value", ...)`` gives (a tuple:
one number now, two off the stack under the old rules). ``split_cards.is-color`` —
``matches(card, "colors", color, ...)``. ``split_cards.compare-mana-value`` —
``matches(card, "mana value", n, ...)``. ``split_cards.name`` — ``matches(card, "name",
name, ...)`` with a half's name, the two names joined by "//", or another card's half.
``split_cards.cascade`` — which halves cascade from a spell of mana value n may cast
(``cascade_casts``; reduction ``halves``: () for none); there level 3 is the 2017 rules,
when cascade compared the card's combined mana value (before 2021-02-24).
"""

from __future__ import annotations

import random
from typing import Any

from ..editions import in_force
from ..i18n import N_
from ._text import CardName, Phrase
from .diagnosis import misconception
from .model import Made, Problem, Step

SPLIT = ["Alive // Well", "Assault // Battery", "Beck // Call", "Boom // Bust", "Dead // Gone",
         "Far // Away", "Fire // Ice", "Life // Death", "Research // Development",
         "Turn // Burn", "Wax // Wane", "Wear // Tear"]
AFTERMATH = ["Claim // Fame", "Commit // Memory", "Cut // Ribbons", "Destined // Lead"]
FUSE = ["Alive // Well", "Beck // Call", "Far // Away", "Turn // Burn", "Wear // Tear"]
DATES = ("current", "2017-09-01", "2016-06-01")

RULES = {
    "current": {"half": "709.3", "stack": "709.3b", "combined": "709.4", "names": "709.4a",
                "cost": "709.4b", "types": "709.4c", "fused": "709.4d", "cascade": "702.85a"},
    "2017-09-01": {"half": "708.3", "stack": "708.3b", "combined": "708.4", "names": "708.4a",
                   "cost": "708.4b", "types": "708.4c", "fused": "708.4d",
                   "cascade": "702.84a"},
    "2016-06-01": {"half": "708.2a", "stack": "708.2", "combined": "708.5", "names": "708.7",
                   "cost": "708.5", "types": "708.5", "fused": "708.2",
                   "compare": "708.6a", "cascade": "702.84a"},
}
"""Each date's numbers for the split-card rules a solution cites."""

NUMBERING = {"2016-06-01": "2015-03-27", "2017-09-01": "2017-08-25", "current": "2026-04-17"}
"""The Comprehensive Rules text whose numbers each era's solutions cite."""


def era(date: str) -> str:
    """The numbering a date's solution cites: the old rules (before 2017-04-28) as in CR
    2015-03-27; the combined rules until the current text as in CR 2017-08-25 (the newest
    earlier text the project checks); then the current numbers."""
    if date == "current" or date >= "2026-04-17":
        return "current"
    return "2016-06-01" if date < "2017-04-28" else "2017-09-01"


ZONES = {"hand": N_("in your hand"), "library": N_("in your library"),
         "graveyard": N_("in your graveyard")}


def halves(name: str) -> list[str]:
    return name.split(" // ")


def _setting(rng: random.Random, level: int, date: str) -> tuple[str, str, str | None, str]:
    """(card, zone, half or None, date) for a level."""
    zone, half = rng.choice(list(ZONES)), None
    card = rng.choice(SPLIT + AFTERMATH)
    if level == 2:
        zone, half = "stack", rng.choice(halves(card))
    elif level == 3:
        date = date if date != "current" else "2016-06-01"
    elif level == 4:
        date = date if date != "current" else rng.choice(DATES)
        if rng.random() < 0.5:
            card = rng.choice(FUSE)
            zone, half = "stack", "both"
        else:
            card = rng.choice(AFTERMATH)
            if rng.random() < 0.5:
                zone, half = "stack", rng.choice(halves(card))
    elif level == 5:
        date = date if date != "current" else rng.choice(DATES)
        card = rng.choice(SPLIT + AFTERMATH + AFTERMATH)
        if rng.random() < 0.4:
            zone, half = "stack", rng.choice(halves(card) + (["both"] if card in FUSE else []))
    return card, zone, half, date


def _where(card: str, zone: str, half: str | None) -> Phrase:
    if zone != "stack":
        return Phrase(N_("{card} is {zone}."), card=CardName(card), zone=Phrase(ZONES[zone]))
    if half == "both":
        return Phrase(N_("{card} is cast fused: both halves are on the stack."),
                      card=CardName(card))
    return Phrase(N_("The half {half} of {card} is cast and is on the stack."),
                  half=CardName(card, half), card=CardName(card))


def _dated(date: str) -> Phrase:
    return Phrase(N_("Under the current rules: ")) if date == "current" else \
        Phrase(N_("Under the rules of {date}: "), date=date)


def _steps(zone: str, half: str | None, date: str, what: str) -> list[Step]:
    date = era(date)
    r = RULES[date]
    if zone == "stack" and half == "both":
        return [Step(Phrase(N_("A fused split spell has the combined characteristics of its two "
                               "halves.")), r["fused"])]
    if zone == "stack":
        return [Step(Phrase(N_("On the stack only the half cast exists: the other half's "
                               "characteristics don't count.")), r["stack"])]
    if date == "2016-06-01":
        steps = [Step(Phrase(N_("Under these rules a split card off the stack has two sets of "
                                "characteristics: a question gets two answers, one per half.")),
                      r["combined"])]
        if what == "compare":
            steps.append(Step(Phrase(N_("A comparison is true if it is true of either half.")),
                              r["compare"]))
        return steps
    steps = [Step(Phrase(N_("Off the stack a split card has its two halves' characteristics "
                            "combined: one mana cost, its colors and mana value.")),
                  r["combined"] if what != "names" else r["names"])]
    if what in ("value", "compare", "color"):
        steps.append(Step(Phrase(N_("Its mana cost is both halves' costs together.")), r["cost"]))
    return steps


def _context(card: str, zone: str, half: str | None, date: str) -> dict[str, Any]:
    return {"card": card, "zone": zone, "half": half, "date": date,
            "numbering": NUMBERING[era(date)],
            "halves": [[h] + [CardName(card, h).official(lang) for lang in ("zh-Hans", "zh-Hant")]
                       for h in halves(card)]}


def _inputs(card: str, zone: str, half: str | None, date: str) -> dict[str, Any]:
    inputs: dict[str, Any] = {"card": card, "zone": zone, "rules": date}
    if half is not None:
        inputs["half"] = half
    return inputs


HINT = N_("First ask where the card is and on which date: on the stack only the half cast "
          "counts; off it, the halves are combined now (rules 709.3b and 709.4), and were two "
          "answers before 2017-04-28 (old rule 708).")


def mana_value(rng: random.Random, level: int, date: str) -> Made:
    card, zone, half, date = _setting(rng, level, date)
    question = Phrase(N_("{dated}{where} What is its mana value? (Give every answer the rules "
                         "give.)"), dated=_dated(date), where=_where(card, zone, half))
    inputs = dict(_inputs(card, zone, half, date), characteristic="mana value")
    return Made(question, "ask", inputs, ("tuple",), "numbers",
                tuple(_steps(zone, half, date, "value")), Phrase(HINT), date=date,
                context=_context(card, zone, half, date))


COLORS = {"W": N_("white"), "U": N_("blue"), "B": N_("black"), "R": N_("red"), "G": N_("green")}


def is_color(rng: random.Random, level: int, date: str) -> Made:
    card, zone, half, date = _setting(rng, level, date)
    color = rng.choice("WUBRG")
    question = Phrase(N_("{dated}{where} An effect asks whether it is {color}. Is it?"),
                      dated=_dated(date), where=_where(card, zone, half),
                      color=Phrase(COLORS[color]))
    inputs = dict(_inputs(card, zone, half, date), characteristic="colors", value=color)
    return Made(question, "matches", inputs, ("same",), "bool",
                tuple(_steps(zone, half, date, "compare" if date == "2016-06-01" else "color")),
                Phrase(HINT), date=date, context=_context(card, zone, half, date))


def compare_value(rng: random.Random, level: int, date: str) -> Made:
    card, zone, half, date = _setting(rng, level, date)
    n = rng.randint(1, 6)
    question = Phrase(N_("{dated}{where} An effect asks whether its mana value is {n}. Is it?"),
                      dated=_dated(date), where=_where(card, zone, half), n=n)
    inputs = dict(_inputs(card, zone, half, date), characteristic="mana value", value=n)
    return Made(question, "matches", inputs, ("same",), "bool",
                tuple(_steps(zone, half, date, "compare")), Phrase(HINT), date=date,
                context=_context(card, zone, half, date))


def name(rng: random.Random, level: int, date: str) -> Made:
    card, zone, half, date = _setting(rng, min(level, 3) if level != 5 else 5, date)
    if zone == "stack":
        zone, half = "hand", None
    pick = rng.random()
    if pick < 0.4:
        named = rng.choice(halves(card))
    elif pick < 0.7:
        named = card
    else:
        named = rng.choice(halves(rng.choice([c for c in SPLIT + AFTERMATH if c != card])))
    question = Phrase(N_("{dated}{where} An effect names the card {named}. Does {card} have that "
                         "name?"), dated=_dated(date), where=_where(card, zone, None),
                      named=named, card=CardName(card))
    inputs = dict(_inputs(card, zone, None, date), characteristic="name", value=named)
    steps = [Step(Phrase(N_("A split card has two names, one per half; \"A // B\" is not one of "
                            "them.")), RULES[era(date)]["names"])]
    return Made(question, "matches", inputs, ("same",), "bool", tuple(steps), Phrase(HINT),
                date=date, context=_context(card, zone, None, date))


def cascade(rng: random.Random, level: int, date: str) -> Made:
    import mtgrules as mr

    card = rng.choice(SPLIT + AFTERMATH)
    if level >= 3:
        date = date if date != "current" else ("2017-09-01" if level == 3 else
                                                rng.choice(DATES[:2]))
    values = [mr.mana_value_used(card, zone="stack", half=h) for h in halves(card)]
    if in_force("cascade-resulting-spell", date):
        value = rng.randint(min(values) + (level > 1), max(values) + 1)
    else:  # old rules: pick a spell big enough that cascade stops at the card whatever it is
        value = sum(values) + rng.randint(1, 3)
    question = Phrase(N_("{dated}You cast a spell with cascade and mana value {n}; cascade "
                         "exiles {card} and stops there. Which halves may you cast?"),
                      dated=_dated(date), n=value, card=CardName(card))
    r = RULES[era(date)]
    if in_force("cascade-resulting-spell", date):
        steps = [Step(Phrase(N_("The spell you cast must have lesser mana value than the spell "
                                "with cascade, and a split card's spell is the half cast.")),
                      r["cascade"] + ", " + r["stack"])]
    else:
        steps = [Step(Phrase(N_("Cascade checked the card when it stopped, not the spell cast: "
                                "either half could be cast.")), r["cascade"]),
                 Step(Phrase(N_("A player chooses which half to cast.")), r["half"])]
    inputs = {"card": card, "mana_value": value, "rules": date}
    return Made(question, "cascade_casts", inputs, ("halves", halves(card)), "names",
                tuple(steps), Phrase(HINT), date=date,
                context=_context(card, "library", None, date))


# misconceptions ---------------------------------------------------------------------------

@misconception("whole-card-on-stack", N_("a half on the stack is still the whole card"),
               N_("On the stack only the half cast exists."), "709.3b")
def _whole(p: Problem) -> Any:
    from .model import recompute

    inputs = p.inputs
    if inputs.get("zone") != "stack" or inputs.get("half") in (None, "both"):
        return None
    inputs["zone"] = "hand"
    inputs.pop("half")
    return recompute(p.call, inputs, p.reduction)


@misconception("one-half-only", N_("only the first half counts"),
               N_("Both halves count: off the stack today their characteristics are combined, "
                  "and under the old rules each half gave its own answer."), "709.4")
def _first(p: Problem) -> Any:
    import mtgrules as mr

    inputs = p.inputs
    if p.call not in ("ask", "matches") or inputs.get("zone") == "stack":
        return None
    first = halves(inputs["card"])[0]
    args = {k: v for k, v in inputs.items() if k not in ("card", "zone")}
    args.update(zone="stack", half=first)
    result = getattr(mr, p.call)(inputs["card"], **args)
    return tuple(result) if p.call == "ask" else result


@misconception("full-name-is-a-name", N_("\"Fire // Ice\" is the card's name"),
               N_("A split card has two names, one per half; the two joined by // are not a "
                  "name."), "709.4a")
def _full(p: Problem) -> Any:
    if p.skill != "split_cards.name" or " // " not in p.inputs["value"]:
        return None
    return p.inputs["value"] == p.inputs["card"]


@misconception("cascade-both-halves", N_("cascade lets you cast either half whatever its mana "
                                          "value"),
               N_("The card's mana value decides whether cascade stops at it, and today the "
                  "half you cast must have lesser mana value too."), "702.85a")
def _both(p: Problem) -> Any:
    return tuple(halves(p.inputs["card"])) if p.call == "cascade_casts" else None


@misconception("split-today-rules-for-old-date", N_("split cards were always combined"),
               N_("Before 2017-04-28 a split card off the stack had two sets of "
                  "characteristics: each half answered on its own, and a comparison was true if "
                  "either half matched."), "709.4")
def _split_today(p: Problem) -> Any:
    from .model import recompute

    if p.date == "current" or "rules" not in p.inputs:
        return None
    return recompute(p.call, dict(p.inputs, rules="current"), p.reduction)


@misconception("split-old-rules-for-today", N_("a split card still has two sets of "
                                                "characteristics"),
               N_("Since 2017-04-28 a split card off the stack has its halves' characteristics "
                  "combined: one mana cost, one mana value, the colors of both."), "709.4")
def _split_old(p: Problem) -> Any:
    from .model import recompute

    if p.date != "current" or "rules" not in p.inputs:
        return None
    return recompute(p.call, dict(p.inputs, rules="2016-06-01"), p.reduction)


SKILLS = [
    ("split_cards.mana-value", N_("Mana value of a split card, today and before 2017"),
     mana_value, ("split-today-rules-for-old-date", "split-old-rules-for-today",
                  "whole-card-on-stack", "one-half-only")),
    ("split_cards.is-color", N_("Is a split card this color?"), is_color,
     ("split-today-rules-for-old-date", "split-old-rules-for-today",
      "whole-card-on-stack", "one-half-only")),
    ("split_cards.compare-mana-value", N_("Comparing a split card's mana value"), compare_value,
     ("split-today-rules-for-old-date", "split-old-rules-for-today",
      "whole-card-on-stack", "one-half-only")),
    ("split_cards.name", N_("Naming a split card"), name,
     ("full-name-is-a-name", "split-today-rules-for-old-date", "split-old-rules-for-today")),
    ("split_cards.cascade", N_("Cascade into a split card"), cascade,
     ("cascade-both-halves", "split-today-rules-for-old-date", "split-old-rules-for-today")),
]
