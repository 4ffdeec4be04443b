"""Problems on X (107.3, 202.3e, 601.2b, 601.2f, 118.7-118.9), current rules.

Skills and what each level adds (the features are counted on the problem):

``x_values.legal-x`` — the legal values of X for a normal cast with this pool (``x_range``,
answer: the values as a tuple).
  1: one {X}, at most one colored symbol, a pool of just the mana it needs (1-6 mana);
  2: two {X} or two colored symbols, a one-color pool (2-8 mana);
  3: the same with 1-3 mana of a color the cost can't use (pool slack);
  4: three {X} or two different colors (Crackle with Power, Hydroid Krasis, Genesis Wave),
     a mixed pool of 5-10 with slack;
  5: a hybrid symbol beside X ({X}{W/U}, {X}{X}{2/G}): choice symbols, a mixed pool, maybe
     no legal value at all.
``x_values.largest-x`` — the largest X (``x_range``, reduction ``max``).
  1: one {X}, a pool of its color; 2: two or three {X}; 3: plus a cost increase of {1} or
  {2}; 4: a cost reduction of {1}-{3} instead; 5: an increase and a reduction, several {X},
  pool slack.
``x_values.special-cast`` — the legal X when the spell is not cast normally (``x_range``
with ``how``). 1: cast without paying its mana cost; 2: a cost reduction, with a pool;
3: a cost reduction and no mana at all; 4: an alternative cost with or without X;
5: any of these with two or three {X} and pool slack.
``x_values.total-cost`` — the total cost for an announced X (``total_cost``, reduction
``str``). 1: one {X}; 2: two or three {X}; 3: plus an increase; 4: plus a reduction
(sometimes larger than the generic part); 5: a kicker, cast normally or without paying its
mana cost.
``x_values.mana-value`` — the mana value in a zone (``mana_value_in_zone``). 1: hand,
library, graveyard or exile; 2: the stack with one {X}; 3: the stack with two or three {X};
4: the battlefield after it was cast with X, or the stack with a cost increase; 5: a
monocolored hybrid symbol beside {X}{X}, on the stack with an increase or elsewhere.
"""

from __future__ import annotations

import random
from typing import Any

from ..i18n import N_
from ._text import CardName, Phrase
from .diagnosis import misconception
from .model import Made, Problem, Step

FREE = "without paying its mana cost"
REDUCED = "with a cost reduction"
ALTERNATIVE = "with an alternative cost"

ONE_X = [("Fireball", "{X}{R}"), ("Blaze", "{X}{R}"), ("Endless One", "{X}"),
         ("Stonecoil Serpent", "{X}")]
ONE_X_PIPS = [("Mind Spring", "{X}{U}{U}"), ("Rolling Thunder", "{X}{R}{R}"),
              ("Comet Storm", "{X}{R}{R}")]
TWO_X = [("Walking Ballista", "{X}{X}"), ("Chalice of the Void", "{X}{X}"),
         ("Hangarback Walker", "{X}{X}")]
MIXED = [("Crackle with Power", "{X}{X}{X}{R}{R}"), ("Hydroid Krasis", "{X}{G}{U}"),
         ("Genesis Wave", "{X}{G}{G}{G}")]
HYBRID = ["{X}{W/U}", "{X}{X}{2/G}", "{X}{G/U}{G/U}", "{X}{R/W}", "{X}{X}{B/G}"]
PERMANENTS = {"Endless One", "Stonecoil Serpent", "Walking Ballista", "Chalice of the Void",
              "Hangarback Walker", "Hydroid Krasis"}


def colored(cost: str) -> str:
    """The colored letters a cost's one-color symbols ask for, e.g. "RR" for {X}{R}{R}."""
    return "".join(c for c in cost.replace("{", " ").replace("}", " ").split()
                   if c in ("W", "U", "B", "R", "G"))


def x_count(cost: str) -> int:
    return cost.count("{X}")


def _pool(rng: random.Random, need: str, size: int, off: int) -> str:
    """A pool of ``size`` mana that holds ``need``, topped up with need's colors (or C),
    plus ``off`` mana of colors the cost can't use."""
    base = need or "C"
    letters = list(need) + [rng.choice(base) for _ in range(max(0, size - len(need)))]
    others = [c for c in "WUBRGC" if c not in base]
    letters += [rng.choice(others) for _ in range(off)]
    return "".join(c for c in "WUBRGC" for _ in range(letters.count(c)))


def _card(rng: random.Random, table: list[tuple[str, str]]) -> tuple[Any, str]:
    name, cost = rng.choice(table)
    return CardName(name), cost


def _spell(name: Any, cost: str) -> Phrase:
    return Phrase(N_("{name} ({cost})"), name=name, cost=cost) if name is not None else \
        Phrase(N_("a spell costing {cost}"), cost=cost)


def _x_steps(cost: str) -> list[Step]:
    n = x_count(cost)
    steps = [Step(Phrase(N_("You choose X as you cast the spell, and every {{X}} in its cost "
                            "takes that value."), ), "107.3a, 601.2b")]
    if n > 1:
        steps.append(Step(Phrase(N_("The cost has {n} {{X}}, so X = 1 already adds {n} generic "
                                    "mana to the total cost."), n=n), "107.3i"))
    return steps


def _pool_steps(cost: str, pool: str) -> list[Step]:
    return [Step(Phrase(N_("The total cost must be paid from the pool {pool}: first its colored "
                           "symbols, then the generic mana, {n} for each X."), pool=pool or "—",
                    n=x_count(cost)), "601.2f, 601.2h")]


def legal_x(rng: random.Random, level: int, date: str) -> Made:
    name: Any
    if level == 1:
        name, cost = _card(rng, ONE_X)
        pool = _pool(rng, colored(cost), rng.randint(1, 6), 0)
    elif level == 2:
        name, cost = _card(rng, TWO_X + ONE_X_PIPS)
        pool = _pool(rng, colored(cost), rng.randint(2, 8), 0)
    elif level == 3:
        name, cost = _card(rng, ONE_X + TWO_X + ONE_X_PIPS)
        pool = _pool(rng, colored(cost), rng.randint(1, 6), rng.randint(1, 3))
    elif level == 4:
        name, cost = _card(rng, MIXED)
        pool = _pool(rng, colored(cost), rng.randint(3, 7), rng.randint(1, 3))
    else:
        name, cost = None, rng.choice(HYBRID)
        pool = "".join(sorted((rng.choice("WUBRGC") for _ in range(rng.randint(1, 8))),
                              key="WUBRGC".index))
    question = Phrase(N_("You cast {spell} with the mana {pool} in your pool. Which values of X "
                         "can you announce?"), spell=_spell(name, cost), pool=pool)
    steps = _x_steps(cost) + _pool_steps(cost, pool)
    steps.append(Step(Phrase(N_("X can be 0 or any value whose total cost the pool can pay.")),
                      "107.3a, 118.3"))
    return Made(question, "x_range", {"cost": cost, "pool": pool}, ("tuple",), "ints",
                tuple(steps), Phrase(N_("Count the colored symbols first, then how many {{X}} "
                                        "the remaining mana covers; check the smallest X too "
                                        "(rules 107.3a and 601.2f).")),
                context={"cost": cost, "pool": pool})


def largest_x(rng: random.Random, level: int, date: str) -> Made:
    inputs: dict[str, Any] = {}
    increase = reduction = 0
    if level == 1:
        name, cost = _card(rng, ONE_X)
        pool = _pool(rng, colored(cost), rng.randint(1, 7), 0)
    elif level == 2:
        name, cost = _card(rng, TWO_X + [MIXED[0]])
        pool = _pool(rng, colored(cost), rng.randint(2, 10), 0)
    elif level == 3:
        name, cost = _card(rng, ONE_X + TWO_X + ONE_X_PIPS)
        increase = rng.randint(1, 2)
        pool = _pool(rng, colored(cost), rng.randint(increase, 8), rng.randint(0, 1))
    elif level == 4:
        name, cost = _card(rng, ONE_X + TWO_X + ONE_X_PIPS)
        reduction = rng.randint(1, 3)
        pool = _pool(rng, colored(cost), rng.randint(0, 6), rng.randint(0, 1))
    else:
        name, cost = _card(rng, TWO_X + MIXED)
        increase, reduction = rng.randint(1, 2), rng.randint(1, 3)
        pool = _pool(rng, colored(cost), rng.randint(1, 8), rng.randint(1, 2))
    inputs = {"cost": cost, "pool": pool}
    extra = []
    if increase:
        inputs["increase"] = increase
        extra.append(Phrase(N_("An effect makes it cost {{{n}}} more."), n=increase))
    if reduction:
        inputs["how"] = REDUCED
        inputs["reduction"] = reduction
        extra.append(Phrase(N_("An effect makes it cost {{{n}}} less."), n=reduction))
    question = Phrase(N_("You cast {spell} with the mana {pool} in your pool. {extra}What is the "
                         "largest X you can announce?"), spell=_spell(name, cost), pool=pool,
                      extra=_Sentences(extra))
    steps = _x_steps(cost)
    if increase or reduction:
        steps.append(Step(Phrase(N_("The total cost is the mana cost with X replaced, plus the "
                                    "increase, minus the reduction of generic mana.")),
                          "601.2f, 118.7a"))
    steps += _pool_steps(cost, pool)
    return Made(question, "x_range", inputs, ("max",), "int", tuple(steps),
                Phrase(N_("Work out the total cost for one value of X at a time, with every "
                          "increase and reduction, and check it against the pool (rules 601.2f "
                          "and 118.7a).")),
                context={"cost": cost, "pool": pool, "increase": increase,
                         "reduction": reduction})


class _Sentences:
    """Sentences joined by spaces, each translated, with a space after the last."""

    def __init__(self, items: list[Phrase]) -> None:
        self.items = items

    def translated(self, lang: str | None = "en") -> str:
        sep = " " if lang == "en" else ""
        return "".join(p.translated(lang) + sep for p in self.items)


SOURCES = {FREE: N_("You cast it without paying its mana cost (through cascade, say)."),
           REDUCED: N_("An effect makes it cost {{{n}}} less."),
           ALTERNATIVE: N_("You cast it by paying the alternative cost {alternative} instead of "
                           "its mana cost.")}


def special_cast(rng: random.Random, level: int, date: str) -> Made:
    how = {1: FREE, 2: REDUCED, 3: REDUCED, 4: ALTERNATIVE}.get(level) or \
        rng.choice([FREE, REDUCED, ALTERNATIVE])
    table = (TWO_X + MIXED) if level == 5 else (ONE_X + TWO_X + ONE_X_PIPS)
    if level == 3:
        table = TWO_X + [("Endless One", "{X}"), ("Stonecoil Serpent", "{X}")]
    name, cost = _card(rng, table)
    inputs: dict[str, Any] = {"cost": cost, "how": how}
    n = 0
    alternative = ""
    if how == REDUCED:
        n = rng.randint(1, 4)
        inputs["reduction"] = n
    if how == ALTERNATIVE:
        alternative = rng.choice(["{R}", "{U}", "{1}", "{X}{U}", "{X}{R}", "{X}"])
        inputs["alternative"] = alternative
    pool = "" if level == 3 else _pool(rng, colored(cost + alternative),
                                        rng.randint(1, 6), 1 if level == 5 else 0)
    inputs["pool"] = pool
    source = Phrase(SOURCES[how], n=n, alternative=alternative)
    question = Phrase(N_("{spell}: {source} You have the mana {pool}. Which values of X can you "
                         "announce?"), spell=_spell(name, cost), source=source,
                      pool=pool or Phrase(N_("nothing")))
    steps = _x_steps(cost)
    if how == FREE:
        steps.append(Step(Phrase(N_("Cast without paying its mana cost, there is no {{X}} to pay "
                                    "for, so 0 is the only legal value.")), "107.3b"))
    elif how == REDUCED:
        steps.append(Step(Phrase(N_("A cost reduction is not a free cast: X is still chosen, and "
                                    "the reduction takes generic mana off the total cost.")),
                          "107.3b, 118.7a"))
        steps += _pool_steps(cost, pool)
    elif "X" in alternative:
        steps.append(Step(Phrase(N_("The alternative cost has {{X}} in it, so X is still chosen "
                                    "and paid through that cost.")), "107.3b, 118.9"))
        steps += _pool_steps(alternative, pool)
    else:
        steps.append(Step(Phrase(N_("The alternative cost has no {{X}}, so X must be 0.")),
                          "107.3b, 118.9"))
    return Made(question, "x_range", inputs, ("tuple",), "ints", tuple(steps),
                Phrase(N_("Ask whether the spell's mana cost (or an alternative cost with X) is "
                          "being paid at all, and only then what the pool allows (rule "
                          "107.3b).")),
                context={"cost": cost, "pool": pool, "how": how, "reduction": n,
                         "alternative": alternative})


KICKERS = ["{1}{R}", "{2}", "{1}{G}", "{W}", "{1}"]


def total(rng: random.Random, level: int, date: str) -> Made:
    name, cost = _card(rng, ONE_X + ONE_X_PIPS if level in (1, 3) else TWO_X + MIXED)
    x = rng.randint(1, 6)
    inputs: dict[str, Any] = {"cost": cost, "x": x}
    extra: list[Phrase] = []
    if level >= 3 and level != 5:
        inputs["increase"] = rng.randint(1, 2)
        extra.append(Phrase(N_("An effect makes it cost {{{n}}} more."), n=inputs["increase"]))
    if level == 4:
        inputs["reduction"] = rng.randint(1, 3 * x_count(cost) + 4)
        extra.append(Phrase(N_("An effect makes it cost {{{n}}} less."), n=inputs["reduction"]))
    if level == 5:
        inputs["additional"] = rng.choice(KICKERS)
        extra.append(Phrase(N_("You pay its kicker {kicker}."), kicker=inputs["additional"]))
        if rng.random() < 0.5:
            inputs["how"] = FREE
            inputs["x"] = x = 0
            extra.append(Phrase(SOURCES[FREE]))
    announced = Phrase(N_("You announce X = {x}."), x=x)
    question = Phrase(N_("{spell}: {announced} {extra}What is the total cost?"),
                      spell=_spell(name, cost), announced=announced, extra=_Sentences(extra))
    steps = _x_steps(cost)
    if inputs.get("how") == FREE:
        steps.append(Step(Phrase(N_("Without paying its mana cost, X is 0 and the mana cost "
                                    "adds nothing.")), "107.3b"))
    steps.append(Step(Phrase(N_("The total cost is the mana cost (X replaced by its value) plus "
                                "additional costs and increases, minus reductions.")), "601.2f"))
    if "additional" in inputs:
        steps.append(Step(Phrase(N_("A kicker is an additional cost: it is paid even when the "
                                    "mana cost isn't.")), "118.8, 702.33a"))
    if "reduction" in inputs:
        steps.append(Step(Phrase(N_("A reduction of generic mana takes only generic mana off, "
                                    "never below {{0}}, never colored mana.")), "118.7a"))
    return Made(question, "total_cost", inputs, ("str",), "cost", tuple(steps),
                Phrase(N_("Replace every {{X}} with its value, then add and take off in the order "
                          "of rule 601.2f.")),
                context=dict(inputs))


def mana_value(rng: random.Random, level: int, date: str) -> Made:
    zone = "stack"
    increase = 0
    name: Any
    if level == 1:
        name, cost = _card(rng, ONE_X + ONE_X_PIPS + TWO_X)
        zone = rng.choice(["hand", "library", "graveyard", "exile"])
    elif level == 2:
        name, cost = _card(rng, ONE_X + ONE_X_PIPS)
    elif level == 3:
        name, cost = _card(rng, TWO_X + MIXED)
    elif level == 4:
        table = [c for c in ONE_X + TWO_X + MIXED if c[0] in PERMANENTS]
        name, cost = _card(rng, table)
        if rng.random() < 0.5:
            zone = "battlefield"
        else:
            increase = rng.randint(1, 3)
    else:
        name, cost = None, rng.choice(["{X}{X}{2/W}", "{X}{2/R}{2/R}", "{X}{X}{2/U}{U}"])
        zone = rng.choice(["stack", "graveyard"])
        increase = rng.randint(1, 2) if zone == "stack" else 0
    x = rng.randint(1, 5)
    inputs = {"cost": cost, "zone": zone, "x": x}
    where = {"stack": N_("on the stack"), "battlefield": N_("on the battlefield"),
             "hand": N_("in your hand"), "library": N_("in your library"),
             "graveyard": N_("in your graveyard"), "exile": N_("in exile")}[zone]
    if zone == "stack":
        told = Phrase(N_("It is cast with X = {x}."), x=x) if not increase else \
            Phrase(N_("It is cast with X = {x}, and an effect makes it cost {{{n}}} more."),
                   x=x, n=increase)
    elif zone == "battlefield":
        told = Phrase(N_("It was cast with X = {x} and has resolved."), x=x)
    else:
        told = Phrase(N_("Earlier it was cast with X = {x}."), x=x)
    question = Phrase(N_("{spell}. {told} What is its mana value {where}?"),
                      spell=_spell(name, cost), told=told, where=Phrase(where))
    steps = [Step(Phrase(N_("Mana value counts the mana cost only, never the total cost.")),
                  "202.3")]
    if zone == "stack":
        steps.append(Step(Phrase(N_("On the stack each {{X}} counts as the announced value.")),
                          "202.3e, 107.3i"))
    else:
        steps.append(Step(Phrase(N_("Anywhere but the stack, {{X}} is 0.")), "107.3g, 202.3e"))
    if "/" in cost:
        steps.append(Step(Phrase(N_("A hybrid symbol counts its largest component: {{2/W}} is "
                                    "2.")), "202.3f"))
    return Made(question, "mana_value_in_zone", inputs, ("same",), "int", tuple(steps),
                Phrase(N_("Ask where the card is now: X counts only on the stack, and only the "
                          "mana cost counts (rules 202.3 and 202.3e).")),
                context={"cost": cost, "zone": zone, "x": x, "increase": increase})


# misconceptions ---------------------------------------------------------------------------

def _one_x(cost: str) -> str:
    n = x_count(cost)
    return cost.replace("{X}", "", n - 1) if n > 1 else cost


@misconception("x-counted-once", N_("{X}{X} asks for X mana once"),
               N_("Each {X} is X mana: {X}{X} asks for twice X."), "107.3i")
def _x_once(p: Problem) -> Any:
    import mtgrules as mr
    from .model import recompute

    inputs = p.inputs
    if x_count(inputs["cost"]) < 2:
        return None
    inputs["cost"] = _one_x(inputs["cost"])
    if p.call == "mana_value_in_zone":
        return mr.mana_value_in_zone(inputs["cost"], inputs["zone"], x=inputs["x"])
    return recompute(p.call, inputs, p.reduction)


@misconception("x-ignores-colored", N_("all the mana can go to X"),
               N_("The colored symbols are paid too, and only the mana left over pays for X."),
               "601.2f")
def _x_all(p: Problem) -> Any:
    c = p.context
    if p.skill != "x_values.legal-x" or not colored(c["cost"]):
        return None
    return tuple(range(0, len(c["pool"]) // x_count(c["cost"]) + 1))


@misconception("x-starts-at-one", N_("X must be at least 1"),
               N_("X can be any whole number you can pay for, and the smallest whole number "
                  "counts too."), "107.3a")
def _x_one(p: Problem) -> Any:
    return tuple(v for v in p.answer if v) if p.kind == "ints" and 0 in p.answer else None


@misconception("free-keeps-x", N_("a free cast still lets you choose X"),
               N_("Cast without paying its mana cost, nothing pays for X, so X is 0."), "107.3b")
def _free_keeps(p: Problem) -> Any:
    import mtgrules as mr

    c = p.context
    if c.get("how") != FREE:
        return None
    return tuple(mr.x_range(c["cost"], pool=mr.ManaPool(c["pool"])))


@misconception("reduction-forces-zero", N_("a cost reduction is a free cast"),
               N_("Only casting without paying the mana cost fixes X at 0; a reduction, even to "
                  "nothing, leaves X to choose."), "107.3b")
def _reduction_zero(p: Problem) -> Any:
    return (0,) if p.context.get("how") == REDUCED and p.kind == "ints" else None


@misconception("reduction-ignored", N_("the cost reduction doesn't matter"),
               N_("The reduction comes off the total cost after X is added in, so a larger X "
                  "fits the same mana."), "601.2f, 118.7a")
def _reduction_ignored(p: Problem) -> Any:
    inputs = p.inputs
    if "reduction" not in inputs:
        return None
    return p.answer_without("reduction", *(("how",) if inputs.get("how") == REDUCED else ()))


@misconception("increase-ignored", N_("the cost increase doesn't matter"),
               N_("An increase is part of the total cost you pay (601.2f), so it takes mana "
                  "that X could have used."), "601.2f")
def _increase_ignored(p: Problem) -> Any:
    return p.answer_without("increase") if "increase" in p.inputs else None


@misconception("alternative-keeps-x", N_("any alternative cost lets you choose X"),
               N_("X is chosen only if the cost you pay has {X} in it."), "107.3b")
def _alternative_keeps(p: Problem) -> Any:
    import mtgrules as mr

    c = p.context
    if c.get("how") != ALTERNATIVE or "X" in c["alternative"]:
        return None
    return tuple(mr.x_range(c["cost"], pool=mr.ManaPool(c["pool"])))


@misconception("free-skips-kicker", N_("a free cast pays nothing at all"),
               N_("Without paying its mana cost you still pay additional costs such as "
                  "kicker."), "118.8, 601.2f")
def _free_kicker(p: Problem) -> Any:
    return "{0}" if p.context.get("how") == FREE and "additional" in p.context else None


@misconception("x-counted-off-stack", N_("X counts in the mana value everywhere"),
               N_("Off the stack {X} is 0; only a spell on the stack counts its X."),
               "107.3g, 202.3e")
def _x_everywhere(p: Problem) -> Any:
    import mtgrules as mr

    c = p.context
    if p.skill != "x_values.mana-value" or c["zone"] == "stack":
        return None
    return mr.mana_value_in_zone(c["cost"], "stack", x=c["x"])


@misconception("x-zero-on-stack", N_("X is 0 in the mana value on the stack too"),
               N_("On the stack X is the announced value."), "202.3e")
def _x_zero(p: Problem) -> Any:
    import mtgrules as mr

    c = p.context
    if p.skill != "x_values.mana-value" or c["zone"] != "stack":
        return None
    return mr.mana_value_in_zone(c["cost"], "hand")


@misconception("total-cost-as-mana-value", N_("the mana value is what you paid"),
               N_("Mana value reads the mana cost only: increases, additional costs and "
                  "reductions don't change it."), "202.3")
def _paid(p: Problem) -> Any:
    c = p.context
    if p.skill != "x_values.mana-value" or not c.get("increase"):
        return None
    return p.answer + c["increase"]


@misconception("monohybrid-counts-one", N_("{2/W} counts 1 in the mana value"),
               N_("A hybrid symbol counts its largest component: {2/W} is 2."), "202.3f")
def _monohybrid(p: Problem) -> Any:
    cost = p.inputs.get("cost") or p.inputs.get("text") or ""
    n = sum(cost.count("{2/" + c + "}") for c in "WUBRG")
    if not n or p.kind != "int":
        return None
    return p.answer - n


SKILLS = [
    ("x_values.legal-x", N_("Legal values of X with a pool"), legal_x,
     ("x-counted-once", "x-ignores-colored", "x-starts-at-one")),
    ("x_values.largest-x", N_("The largest X you can announce"), largest_x,
     ("x-counted-once", "reduction-ignored", "increase-ignored")),
    ("x_values.special-cast", N_("X in a free cast, with a reduction or an alternative cost"),
     special_cast, ("free-keeps-x", "reduction-forces-zero", "reduction-ignored",
                    "alternative-keeps-x", "x-starts-at-one")),
    ("x_values.total-cost", N_("The total cost with X, increases, reductions and kicker"), total,
     ("x-counted-once", "free-skips-kicker", "increase-ignored", "reduction-ignored")),
    ("x_values.mana-value", N_("Mana value of an X card in each zone"), mana_value,
     ("x-counted-off-stack", "x-zero-on-stack", "x-counted-once", "total-cost-as-mana-value",
      "monohybrid-counts-one")),
]
