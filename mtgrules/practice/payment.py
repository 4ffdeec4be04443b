"""Problems on paying hybrid, Phyrexian and colorless hybrid costs (107.4, 202.2, 202.3,
601.2b, 601.2h, 119.4, 119.8), current rules.

A *choice symbol* is one paid in more than one way: two-color hybrid ({W/U}), monocolored
hybrid ({2/W}), colorless hybrid ({C/W}), Phyrexian ({W/P}) and hybrid Phyrexian
({G/U/P}). Levels count them, their kinds, the life limit and the pool's slack.

``payment.count-announcements`` (``count_announcements``). 1: two choice symbols of one
kind; 2: three of one kind, or a real card (Spectral Procession, Boros Reckoner, Dismember);
3: two kinds, three or four symbols; 4: Phyrexian symbols with a life total of 1-5 or "you
can't lose life"; 5: four to six symbols of mixed kinds ({G/U/P}, {C/W}, Reaper King).
``payment.count-spends`` (``count_spends``, pool letters made a ``ManaPool``). 1: {1} and
one hybrid symbol from three or four mana; 2: generic and a colored symbol from four or five;
3: two hybrid symbols and {1} from four to six; 4: a Phyrexian symbol, a pool and a life
total; 5: three or four choice symbols from five to seven mana.
``payment.can-pay`` (``can_pay``). 1: one Phyrexian symbol, mana or life; 2: Dismember at a
life total of 1-6 with little mana; 3: "you can't lose life"; 4: pools where paying the
colored symbols first with the wrong mana fails (K'rrik's {4}{B/P}{B/P}{B/P} from Swamps,
Boros Reckoner); 5: three different two-color hybrid symbols from a tight pool.
``payment.mana-value`` (``parse_cost``, reduction ``mana_value``). 1: two-color hybrid and
generic; 2: monocolored hybrid; 3: Phyrexian; 4: monocolored, colorless hybrid and hybrid
Phyrexian mixed; 5: the same with {X} (0 off the stack).
``payment.colors`` (``parse_cost``, reduction ``colors``). 1: two-color hybrid; 2:
monocolored hybrid or Phyrexian; 3: colorless hybrid beside {C} or generic; 4: hybrid
Phyrexian; 5: three to five mixed symbols.
``payment.hybrid-reduction`` — the least mana to pay once cost reductions apply
(``total_costs`` with ``reductions``, reduction ``least_mana``: the smallest mana value of
the total costs). 1: two monocolored hybrid symbols, one reduction of {1} or {2}; 2:
Spectral Procession; 3: Reaper King; 4: {1} and two or three hybrid symbols of both kinds;
5: three to five hybrid symbols and two reductions.
"""

from __future__ import annotations

import random
import re
from typing import Any

from ..i18n import N_
from ._text import CardName, Phrase
from .diagnosis import misconception
from .model import Made, Problem, Step

PAIRS = ["W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U"]
KINDS = {
    "hybrid": lambda rng: "{" + rng.choice(PAIRS) + "}",
    "mono": lambda rng: "{2/" + rng.choice("WUBRG") + "}",
    "phyrexian": lambda rng: "{" + rng.choice("WUBRG") + "/P}",
    "colorless": lambda rng: "{C/" + rng.choice("WUBRG") + "}",
    "hybrid-phyrexian": lambda rng: "{" + rng.choice(PAIRS) + "/P}",
}
CARDS = [("Spectral Procession", "{2/W}{2/W}{2/W}"), ("Boros Reckoner", "{R/W}{R/W}{R/W}"),
         ("Dismember", "{1}{B/P}{B/P}"), ("Kitchen Finks", "{1}{G/W}{G/W}")]


def symbols(cost: str) -> list[str]:
    return re.findall(r"\{([^}]*)\}", cost)


def options(symbol: str) -> list[tuple[str, int, int]]:
    """The ways to pay one symbol as (mana letters, generic, life)."""
    parts = symbol.split("/")
    if symbol.isdigit():
        return [("", int(symbol), 0)]
    if symbol == "X":
        return [("", 0, 0)]
    if len(parts) == 1:
        return [(symbol, 0, 0)]
    if parts[-1] == "P":
        return [(c, 0, 0) for c in parts[:-1]] + [("", 0, 2)]
    if parts[0] == "2":
        return [(parts[1], 0, 0), ("", 2, 0)]
    return [(parts[0], 0, 0), (parts[1], 0, 0)]


def _sorted(cost: str) -> str:
    return "".join("{" + s + "}" for s in sorted(symbols(cost), key=lambda s: (not s.isdigit(), s)))


def _cost(rng: random.Random, kinds: list[str], n: int, generic: int = 0) -> str:
    parts = [KINDS[rng.choice(kinds)](rng) for _ in range(n)]
    return ("{%d}" % generic if generic else "") + "".join(parts)


def _announce_steps(cost: str) -> list[Step]:
    return [Step(Phrase(N_("For each hybrid symbol you announce which half you pay, and for "
                           "each Phyrexian symbol whether you pay mana or 2 life.")),
                 "601.2b, 107.4e, 107.4f"),
            Step(Phrase(N_("Two choices that come to the same mana and the same life are the "
                           "same announcement: count what is announced, not the order of "
                           "choices.")), "601.2b")]


def count_announcements(rng: random.Random, level: int, date: str) -> Made:
    inputs: dict[str, Any] = {}
    name = None
    if level == 1:
        kind = rng.choice(["hybrid", "mono", "phyrexian"])
        one = KINDS[kind](rng)
        cost = ("{1}" if rng.random() < 0.5 else "") + (one * 2 if rng.random() < 0.6 else
                                                         one + KINDS[kind](rng))
    elif level == 2:
        if rng.random() < 0.4:
            name, cost = rng.choice(CARDS)
        else:
            kind = rng.choice(["hybrid", "mono", "phyrexian", "colorless"])
            cost = _cost(rng, [kind], 3, rng.choice([0, 0, 1, 2]))
    elif level == 3:
        kinds = rng.sample(["hybrid", "mono", "phyrexian", "colorless"], 2)
        cost = _cost(rng, kinds, rng.randint(3, 4), rng.choice([0, 1]))
    elif level == 4:
        cost = _cost(rng, ["phyrexian", "hybrid", "phyrexian"], rng.randint(2, 4), rng.choice([0, 1]))
        if "P" not in cost:
            cost += "{B/P}"
        if rng.random() < 0.3:
            inputs["can_lose_life"] = False
        else:
            inputs["life"] = rng.randint(1, 5)
    else:
        if rng.random() < 0.2:
            name, cost = "Reaper King", "{2/W}{2/U}{2/B}{2/R}{2/G}"
        else:
            cost = _cost(rng, list(KINDS), rng.randint(4, 6))
        if rng.random() < 0.4:
            inputs["life"] = rng.randint(2, 8)
    inputs = {"cost": cost, **inputs}
    told = []
    if "life" in inputs:
        told.append(Phrase(N_("You have {life} life."), life=inputs["life"]))
    if inputs.get("can_lose_life") is False:
        told.append(Phrase(N_("An effect says you can't lose life.")))
    spell = Phrase(N_("{name} ({cost})"), name=CardName(name), cost=cost) if name else \
        Phrase(N_("a spell costing {cost}"), cost=cost)
    question = Phrase(N_("You cast {spell}. {told}In how many different ways can you announce "
                         "how you pay it (the mana to pay and the life)?"),
                      spell=spell, told=_Sentences(told))
    steps = _announce_steps(cost)
    if "life" in inputs:
        steps.append(Step(Phrase(N_("You can pay life only up to your life total.")), "119.4"))
    if inputs.get("can_lose_life") is False:
        steps.append(Step(Phrase(N_("A player who can't lose life can't pay life at all.")),
                          "119.8"))
    return Made(question, "count_announcements", inputs, ("same",), "int", tuple(steps),
                Phrase(N_("List what each symbol can become, then count the different totals of "
                          "mana and life (rule 601.2b), keeping only those your life allows.")),
                context=dict(inputs))


class _Sentences:
    def __init__(self, items: list[Phrase]) -> None:
        self.items = items

    def translated(self, lang: str | None = "en") -> str:
        sep = " " if lang == "en" else ""
        return "".join(p.translated(lang) + sep for p in self.items)


def _pool(rng: random.Random, size: int, colors: str) -> str:
    letters = [rng.choice(colors) for _ in range(size)]
    return "".join(c for c in "WUBRGC" for _ in range(letters.count(c)))


def _cost_colors(cost: str) -> str:
    return "".join(c for c in "WUBRG" if c in cost) or "C"


def count_spends(rng: random.Random, level: int, date: str) -> Made:
    inputs: dict[str, Any] = {}
    if level == 1:
        cost = "{1}" + KINDS["hybrid"](rng)
        size = rng.randint(3, 4)
    elif level == 2:
        cost = "{2}{" + rng.choice("WUBRGC") + "}"
        size = rng.randint(4, 5)
    elif level == 3:
        cost = "{1}" + _cost(rng, ["hybrid", "mono"], 2)
        size = rng.randint(4, 6)
    elif level == 4:
        cost = "{1}" + KINDS["phyrexian"](rng) + rng.choice(["", KINDS["hybrid"](rng)])
        size = rng.randint(3, 5)
        inputs["life"] = rng.choice([1, 2, 3, 20])
    else:
        cost = _cost(rng, ["hybrid", "mono", "phyrexian", "colorless"], rng.randint(3, 4))
        size = rng.randint(5, 7)
    colors = _cost_colors(cost)
    pool = _pool(rng, size, colors + rng.choice(["", "C", "WUBRG"]))
    inputs = {"cost": cost, "pool": pool, **inputs}
    told = Phrase(N_("You have {life} life."), life=inputs["life"]) if "life" in inputs else None
    question = Phrase(N_("You pay {cost} from the mana {pool}{life}. In how many different ways "
                         "can you pay it, counting which mana leaves the pool and the life "
                         "paid?"), cost=cost, pool=pool,
                      life=_Paren(told))
    steps = [Step(Phrase(N_("Each way to pay is the mana that leaves the pool, with the life paid; "
                            "which symbol a mana paid doesn't make another way.")), "601.2h"),
             Step(Phrase(N_("Generic mana can be paid with any mana, a hybrid symbol with either "
                            "half, a Phyrexian symbol with its color or 2 life.")),
                  "107.4e, 107.4f")]
    if "life" in inputs:
        steps.append(Step(Phrase(N_("You can pay life only up to your life total.")), "119.4"))
    return Made(question, "count_spends", inputs, ("same",), "int", tuple(steps),
                Phrase(N_("Count the different sets of mana (and life) that can leave the pool, "
                          "not the orders or the symbol each mana pays (rule 601.2h).")),
                context=dict(inputs))


class _Paren:
    def __init__(self, item: Phrase | None) -> None:
        self.item = item

    def translated(self, lang: str | None = "en") -> str:
        if self.item is None:
            return ""
        text = self.item.translated(lang)
        return f" ({text.rstrip('.')})" if lang == "en" else f"（{text.rstrip('。')}）"


def can_pay(rng: random.Random, level: int, date: str) -> Made:
    inputs: dict[str, Any] = {}
    name = None
    if level == 1:
        name, cost = rng.choice([("Gitaxian Probe", "{U/P}"), ("Mental Misstep", "{W/P}"),
                                 ("Gut Shot", "{R/P}")])
        pool = _pool(rng, rng.randint(0, 2), "WUBRGC")
        inputs["life"] = rng.choice([1, 2, 3, 20])
    elif level == 2:
        name, cost = "Dismember", "{1}{B/P}{B/P}"
        pool = _pool(rng, rng.randint(1, 3), "BBC")
        inputs["life"] = rng.randint(1, 6)
    elif level == 3:
        name, cost = rng.choice([("Dismember", "{1}{B/P}{B/P}"), ("Gitaxian Probe", "{U/P}"),
                                 ("Gut Shot", "{R/P}")])
        pool = _pool(rng, rng.randint(1, 3), _cost_colors(cost) + "C")
        inputs["can_lose_life"] = False
        inputs["life"] = 20
    elif level == 4:
        if rng.random() < 0.5:
            cost = "{4}{B/P}{B/P}{B/P}"
            pool = "B" * rng.randint(3, 6)
            inputs["life"] = rng.randint(2, 8)
        else:
            name, cost = rng.choice(CARDS[1:2] + CARDS[3:])
            pool = _pool(rng, rng.randint(3, 4), _cost_colors(cost) + "C")
    else:
        pairs = rng.sample(PAIRS, 3)
        cost = "".join("{" + p + "}" for p in pairs)
        pool = _pool(rng, 3, "".join(sorted(set("".join(pairs).replace("/", "")))))
    inputs = {"cost": cost, "pool": pool, **inputs}
    told = []
    if "life" in inputs:
        told.append(Phrase(N_("You have {life} life."), life=inputs["life"]))
    if inputs.get("can_lose_life") is False:
        told.append(Phrase(N_("An effect says you can't lose life.")))
    spell = Phrase(N_("{name} ({cost})"), name=CardName(name), cost=cost) if name else \
        Phrase(N_("a spell costing {cost}"), cost=cost)
    question = Phrase(N_("You have the mana {pool}. {told}Can you pay for {spell}?"),
                      pool=pool or Phrase(N_("nothing")), told=_Sentences(told), spell=spell)
    steps = _announce_steps(cost)[:1]
    steps.append(Step(Phrase(N_("It can be paid if some announcement's total cost can be paid "
                                "in full from the pool and your life.")), "601.2h, 118.3"))
    if "life" in inputs:
        steps.append(Step(Phrase(N_("You may pay life up to your life total, even all of it.")),
                          "119.4"))
    if inputs.get("can_lose_life") is False:
        steps.append(Step(Phrase(N_("A player who can't lose life can't pay life at all.")),
                          "119.8"))
    return Made(question, "can_pay", inputs, ("same",), "bool", tuple(steps),
                Phrase(N_("Try every way of announcing the hybrid and Phyrexian symbols before "
                          "deciding: the first way that comes to mind may not be the one that "
                          "fits (rules 601.2b and 601.2h).")), context=dict(inputs))


def _parse_skill(rng: random.Random, level: int, what: str) -> tuple[str, str | None]:
    name = None
    if what == "mana_value":
        if level == 1:
            cost = _cost(rng, ["hybrid"], rng.randint(1, 3), rng.choice([0, 1, 2]))
        elif level == 2:
            if rng.random() < 0.3:
                name, cost = CARDS[0]
            else:
                cost = _cost(rng, ["mono", "hybrid"], rng.randint(2, 3), rng.choice([0, 1]))
                if "2/" not in cost:
                    cost += "{2/G}"
        elif level == 3:
            cost = _cost(rng, ["phyrexian", "hybrid"], rng.randint(1, 3), rng.choice([0, 1, 3]))
            if "P" not in cost:
                cost += "{U/P}"
        elif level == 4:
            cost = _cost(rng, ["mono", "colorless", "hybrid-phyrexian"], rng.randint(3, 4))
        else:
            cost = "{X}" + _cost(rng, ["mono", "colorless", "phyrexian", "hybrid"],
                                 rng.randint(2, 4))
            if rng.random() < 0.2:
                name, cost = "Reaper King", "{2/W}{2/U}{2/B}{2/R}{2/G}"
    else:
        if level == 1:
            cost = _cost(rng, ["hybrid"], rng.randint(1, 2), rng.choice([0, 1]))
        elif level == 2:
            cost = _cost(rng, ["mono", "phyrexian"], rng.randint(1, 2), rng.choice([0, 1]))
        elif level == 3:
            cost = rng.choice(["{C}", "{1}", "{2}"]) + _cost(rng, ["colorless"], rng.randint(1, 2))
        elif level == 4:
            cost = _cost(rng, ["hybrid-phyrexian", "phyrexian"], rng.randint(1, 2))
            if "/P" not in cost or cost.count("/") < 3:
                cost += KINDS["hybrid-phyrexian"](rng)
        else:
            cost = rng.choice(["", "{C}", "{X}"]) + _cost(rng, list(KINDS), rng.randint(3, 5))
    return cost, name


def mana_value(rng: random.Random, level: int, date: str) -> Made:
    cost, name = _parse_skill(rng, level, "mana_value")
    spell = Phrase(N_("{name} ({cost})"), name=CardName(name), cost=cost) if name else \
        Phrase(N_("a card costing {cost}"), cost=cost)
    question = Phrase(N_("What is the mana value of {spell} in your hand?"), spell=spell)
    steps = [Step(Phrase(N_("Mana value adds up the mana symbols of the mana cost, ignoring "
                            "color.")), "202.3"),
             Step(Phrase(N_("A hybrid symbol counts its largest component ({{2/W}} is 2); a "
                            "Phyrexian symbol counts 1.")), "202.3f, 107.4f")]
    if "X" in cost:
        steps.append(Step(Phrase(N_("Off the stack {{X}} is 0.")), "202.3e"))
    return Made(question, "parse_cost", {"text": cost}, ("mana_value",), "int", tuple(steps),
                Phrase(N_("Go symbol by symbol through the mana cost and count each as rule "
                          "202.3f says.")), context={"cost": cost})


def colors(rng: random.Random, level: int, date: str) -> Made:
    cost, _ = _parse_skill(rng, level, "colors")
    question = Phrase(N_("What colors is a card whose mana cost is {cost}?"), cost=cost)
    steps = [Step(Phrase(N_("A card is the colors of the mana symbols in its mana cost.")),
                  "202.2"),
             Step(Phrase(N_("A hybrid symbol is all of its colors, a Phyrexian symbol is its "
                            "color, and {{C/W}} is white: only {{C}} and generic symbols are "
                            "colorless.")), "107.4e, 107.4f, 202.2d")]
    return Made(question, "parse_cost", {"text": cost}, ("colors",), "colors", tuple(steps),
                Phrase(N_("Look at every colored component of every symbol, the hybrid and "
                          "Phyrexian ones included (rule 202.2).")), context={"cost": cost})


def hybrid_reduction(rng: random.Random, level: int, date: str) -> Made:
    name = None
    if level == 1:
        cost = KINDS["mono"](rng) * 2
        reductions = [rng.randint(1, 2)]
    elif level == 2:
        name, cost = CARDS[0]
        reductions = [rng.randint(1, 4)]
    elif level == 3:
        name, cost = "Reaper King", "{2/W}{2/U}{2/B}{2/R}{2/G}"
        reductions = [rng.randint(1, 5)]
    elif level == 4:
        cost = "{1}" + _cost(rng, ["mono", "hybrid"], rng.randint(2, 3))
        if "2/" not in cost:
            cost += "{2/R}"
        reductions = [rng.randint(1, 3)]
    else:
        cost = rng.choice(["", "{1}", "{2}"]) + _cost(rng, ["mono", "hybrid", "mono"],
                                                      rng.randint(3, 5))
        reductions = [rng.randint(1, 2), rng.randint(1, 3)]
    told = _Sentences([Phrase(N_("An effect makes it cost {{{n}}} less."), n=n)
                       for n in reductions])
    spell = Phrase(N_("{name} ({cost})"), name=CardName(name), cost=cost) if name else \
        Phrase(N_("a spell costing {cost}"), cost=cost)
    question = Phrase(N_("You cast {spell}. {told}What is the least mana you can pay for it?"),
                      spell=spell, told=told)
    steps = [Step(Phrase(N_("First you announce how you pay each hybrid symbol: {{2/W}} as "
                            "{{W}} or as {{2}}.")), "601.2b"),
             Step(Phrase(N_("Only then are reductions applied to the total cost: a reduction of "
                            "generic mana reaches a {{2}} announced for a hybrid symbol, never a "
                            "colored mana.")), "601.2f, 118.7a")]
    return Made(question, "total_costs", {"cost": cost, "reductions": reductions},
                ("least_mana",), "int", tuple(steps),
                Phrase(N_("Try each way of announcing the hybrid symbols, apply the reductions "
                          "to each total cost, and compare (rules 601.2b and 601.2f).")),
                context={"cost": cost, "reductions": reductions})


def _least(cost: str, reductions: list[int], reach_hybrid: bool, colored: bool) -> int:
    from itertools import product

    best = None
    for choice in product(*(options(s) for s in symbols(cost))):
        printed = sum(g for (m, g, _), s in zip(choice, symbols(cost)) if s.isdigit())
        hybrid = sum(g for (m, g, _), s in zip(choice, symbols(cost)) if not s.isdigit())
        letters = sum(1 for m, _, _ in choice if m)
        r = sum(reductions)
        if colored:
            mana = max(0, printed + hybrid + letters - r)
        elif reach_hybrid:
            mana = max(0, printed + hybrid - r) + letters
        else:
            mana = max(0, printed - r) + hybrid + letters
        best = mana if best is None else min(best, mana)
    return best or 0


# misconceptions ---------------------------------------------------------------------------

@misconception("choice-sequences", N_("each order of choices is another way"),
               N_("Ways to announce are different totals of mana and life; choosing {G} then "
                  "{W} and {W} then {G} is one announcement."), "601.2b")
def _sequences(p: Problem) -> Any:
    if p.call != "count_announcements":
        return None
    total = 1
    for s in symbols(p.inputs["cost"]):
        total *= len(options(s))
    return total


@misconception("life-limit-ignored", N_("life can always be paid"),
               N_("You can pay life only up to your life total."), "119.4")
def _life_ignored(p: Problem) -> Any:
    return p.answer_without("life") if "life" in p.inputs else None


@misconception("cant-lose-life-ignored", N_("life can be paid while you can't lose life"),
               N_("A player who can't lose life can't pay life at all."), "119.8")
def _cant_lose(p: Problem) -> Any:
    return p.answer_without("can_lose_life") if p.inputs.get("can_lose_life") is False else None


@misconception("life-equal-not-allowed", N_("you can't pay all of your life"),
               N_("You may pay life equal to your life total (and go to 0)."), "119.4")
def _life_equal(p: Problem) -> Any:
    from .model import recompute

    inputs = p.inputs
    if not inputs.get("life"):
        return None
    inputs["life"] -= 1
    return recompute(p.call, inputs, p.reduction)


@misconception("spends-as-announcements", N_("the ways to pay are the announcements"),
               N_("From a pool, count which mana leaves it: different announcements can take "
                  "the same mana, and one announcement can be paid with different mana."),
               "601.2h")
def _as_announcements(p: Problem) -> Any:
    import mtgrules as mr

    if p.call != "count_spends":
        return None
    inputs = p.inputs
    pool = mr.ManaPool(inputs.pop("pool"))
    cost = inputs.pop("cost")
    return sum(1 for a in mr.announcements(cost, **inputs) if mr.can_pay(a.cost, pool))


@misconception("spend-assignments", N_("which symbol each mana pays makes another way"),
               N_("A way to pay is the mana that leaves the pool (and the life): paying {W/U} "
                  "with W and {1} with U takes the same mana as the other way round."), "601.2h")
def _assignments(p: Problem) -> Any:
    if p.call != "count_spends":
        return None
    units: list[list[tuple[str, int]]] = []
    for s in symbols(p.inputs["cost"]):
        if s.isdigit():
            units += [[(c, 0) for c in "WUBRGC"]] * int(s)
        else:
            ways: list[tuple[str, int]] = []
            for mana, generic, life in options(s):
                if generic:
                    ways += [(a + b, 0) for a in "WUBRGC" for b in "WUBRGC"]
                else:
                    ways.append((mana, life))
            units.append(ways)
    pool = [p.inputs["pool"].count(c) for c in "WUBRGC"]
    limit = p.inputs.get("life")
    # count the tuples (one way per unit) that fit the pool, by what they have used so far
    states: dict[tuple[tuple[int, ...], int], int] = {((0,) * 6, 0): 1}
    for ways_ in units:
        nxt: dict[tuple[tuple[int, ...], int], int] = {}
        for (used, life), n in states.items():
            for mana, paid in ways_:
                now = list(used)
                for c in mana:
                    now[_TYPE.index(c)] += 1
                total = life + paid
                if any(u > have for u, have in zip(now, pool)) or \
                        (limit is not None and total > limit):
                    continue
                key = (tuple(now), total)
                nxt[key] = nxt.get(key, 0) + n
        states = nxt
    return sum(states.values())


_TYPE = "WUBRGC"


@misconception("greedy-payment", N_("the colored symbols take mana first, whatever is left"),
               N_("Choose how to pay each symbol with the whole cost in view: paying a Phyrexian "
                  "symbol with life, or a hybrid symbol with its other half, can leave the mana "
                  "the rest needs."), "601.2b, 601.2h")
def _greedy(p: Problem) -> Any:
    if p.call != "can_pay":
        return None
    left = {c: p.inputs["pool"].count(c) for c in "WUBRGC"}
    life = p.inputs.get("life") if p.inputs.get("can_lose_life", True) else 0
    life = 10**9 if life is None else life
    generic = 0
    for s in symbols(p.inputs["cost"]):
        if s.isdigit():
            generic += int(s)
            continue
        for mana, g, l in options(s):
            if mana and left.get(mana, 0):
                left[mana] -= 1
                break
            if g:
                generic += g
                break
            if l and life >= l:
                life -= l
                break
        else:
            return False
    return sum(left.values()) >= generic


@misconception("phyrexian-counts-zero", N_("a Phyrexian symbol counts 0, since life can pay it"),
               N_("A Phyrexian symbol counts 1 in the mana value, however it is paid."), "202.3")
def _phyrexian_zero(p: Problem) -> Any:
    if p.skill != "payment.mana-value":
        return None
    return p.answer - sum(1 for s in symbols(p.inputs["text"]) if s.endswith("/P"))


@misconception("hybrid-counts-two", N_("a two-color hybrid symbol counts 2"),
               N_("{W/U} is one mana of either color: it counts 1."), "202.3f")
def _hybrid_two(p: Problem) -> Any:
    if p.skill != "payment.mana-value":
        return None
    n = sum(1 for s in symbols(p.inputs["text"]) if s.count("/") >= 1 and s[0] in "WUBRG"
            and s.split("/")[1] in "WUBRG")
    return p.answer + n if n else None


def _colors_without(cost: str, drop: Any) -> str:
    found = set()
    for s in symbols(cost):
        parts = s.split("/")
        found.update(drop(s, parts))
    return "".join(c for c in "WUBRG" if c in found)


@misconception("hybrid-one-color", N_("a hybrid symbol is only its first color"),
               N_("A hybrid symbol is each of its colors: {W/U} makes a card white and blue."),
               "202.2d")
def _one_color(p: Problem) -> Any:
    if p.skill != "payment.colors":
        return None
    return _colors_without(p.inputs["text"], lambda s, parts: [c for c in parts[:1] if c in "WUBRG"])


@misconception("phyrexian-colorless", N_("a Phyrexian symbol is colorless, since life can pay it"),
               N_("A Phyrexian symbol is its color: {B/P} makes a card black."), "107.4f")
def _phyrexian_colorless(p: Problem) -> Any:
    if p.skill != "payment.colors":
        return None
    return _colors_without(p.inputs["text"], lambda s, parts: [] if parts[-1] == "P" else
                           [c for c in parts if c in "WUBRG"])


@misconception("colorless-hybrid-colorless", N_("{C/W} is colorless"),
               N_("A colorless hybrid symbol such as {C/W} is still a colored symbol: white."),
               "107.4e")
def _c_hybrid(p: Problem) -> Any:
    if p.skill != "payment.colors":
        return None
    return _colors_without(p.inputs["text"], lambda s, parts: [] if parts[0] == "C" else
                           [c for c in parts if c in "WUBRG"])


@misconception("reduction-skips-hybrid", N_("a reduction can't reach a hybrid symbol"),
               N_("Reductions apply after you announce: a {2/W} announced as {2} is generic mana "
                  "that a reduction of generic mana takes off."), "601.2f, 118.7a")
def _skips_hybrid(p: Problem) -> Any:
    if p.skill != "payment.hybrid-reduction":
        return None
    return _least(p.inputs["cost"], p.inputs["reductions"], False, False)


@misconception("reduction-takes-colored", N_("a reduction of generic mana can take colored mana"),
               N_("A reduction by an amount of generic mana takes off generic mana only; the "
                  "colored mana is still paid."), "118.7a")
def _takes_colored(p: Problem) -> Any:
    if p.skill != "payment.hybrid-reduction":
        return None
    return _least(p.inputs["cost"], p.inputs["reductions"], True, True)


SKILLS = [
    ("payment.count-announcements", N_("Counting the announcements of a cost"),
     count_announcements, ("choice-sequences", "life-limit-ignored", "cant-lose-life-ignored")),
    ("payment.count-spends", N_("Counting the ways to pay from a pool"), count_spends,
     ("spends-as-announcements", "spend-assignments", "life-limit-ignored")),
    ("payment.can-pay", N_("Can this cost be paid with this mana and life?"), can_pay,
     ("greedy-payment", "life-equal-not-allowed", "cant-lose-life-ignored")),
    ("payment.mana-value", N_("Mana value of hybrid and Phyrexian costs"), mana_value,
     ("monohybrid-counts-one", "phyrexian-counts-zero", "hybrid-counts-two")),
    ("payment.colors", N_("Colors of hybrid and Phyrexian costs"), colors,
     ("hybrid-one-color", "phyrexian-colorless", "colorless-hybrid-colorless")),
    ("payment.hybrid-reduction", N_("Cost reductions on hybrid costs"), hybrid_reduction,
     ("reduction-skips-hybrid", "reduction-takes-colored")),
]
