"""The casebook: other engines' bug reports as "is this right?" problems.

Two sources, each case a :class:`~mtgrules.practice.Problem` whose answer is yes or no:

* the engine lessons (``mr.lessons()``): each lesson is asked twice, once with what the engine
  did (a bug its maintainers fixed or accepted: not right) and once with what the rules say
  (computed by the library now: right). ``call`` is ``"lessons"``, ``inputs`` the lesson's
  cluster, and the reduction ``("lesson", ref, "engine" | "rules")`` finds the lesson and
  answers False for the engine's claim, True for the rules' (the report's own verdict);
  the solution is the lesson's answer, computed by the library, and its rules;
* further reports on these rules (XMage, Forge, Magarena, phase-rs, Cockatrice and others),
  each claim checked by a library call: the reduction ``("claim", value, inner)`` reduces the
  result by ``inner`` and compares it with the value the claim states. Some claims are the
  engine's (wrong), some the rules' answer that an engine or a reporter doubted (right).
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, check_lang
from ._text import Phrase, T
from .model import Made, Problem, Step

CLUSTER_OF = {"x values": "x_values", "negative numbers": "negative_numbers",
              "payment": "payment", "could produce": "could_produce",
              "split cards": "split_cards"}


class _LessonText:
    """A lesson's text in the reader's language (the lessons' own catalog)."""

    def __init__(self, ref: str, key: str) -> None:
        self.ref, self.key = ref, key

    def translated(self, lang: str | None = "en") -> str:
        import mtgrules as mr

        lesson = next(l for l in mr.lessons() if l.ref == self.ref)
        return str(lesson.texts(check_lang(lang))[self.key]).rstrip("。.")


REPORTS: list[dict[str, Any]] = [
    {"ref": "magarena/magarena#617", "cluster": "x_values",
     "claim": N_("Chalice of the Void ({{X}}{{X}}) cast with X = 1 has mana value 1 on the "
                 "stack."),
     "call": "mana_value_in_zone", "inputs": {"cost": "{X}{X}", "zone": "stack", "x": 1},
     "value": 1, "inner": ["same"], "rule": "107.3i, 202.3e"},
    {"ref": "magarena/magarena#1610", "cluster": "x_values",
     "claim": N_("With no mana at all you may cast Hangarback Walker ({{X}}{{X}}) with X = 0."),
     "call": "x_range", "inputs": {"cost": "{X}{X}", "pool": ""}, "value": True,
     "inner": ["contains", 0], "rule": "107.3a, 601.2f"},
    {"ref": "magefree/mage#8579", "cluster": "x_values",
     "claim": N_("A Fireball ({{X}}{{R}}) cast through cascade has mana value 0 on the stack, so "
                 "a Chalice of the Void with no counters counters it."),
     "call": "mana_value_in_zone", "inputs": {"cost": "{X}{R}", "zone": "stack", "x": 0},
     "value": 0, "inner": ["same"], "rule": "107.3b, 202.3e"},
    {"ref": "magefree/mage#777", "cluster": "x_values",
     "claim": N_("Logic Knot ({{X}}{{U}}{{U}}) cast with X = 0 has mana value 2 on the stack, "
                 "however it was paid, so Spell Snare can counter it."),
     "call": "mana_value_in_zone", "inputs": {"cost": "{X}{U}{U}", "zone": "stack", "x": 0},
     "value": 2, "inner": ["same"], "rule": "202.3e"},
    {"ref": "phase-rs/phase#1438", "cluster": "x_values",
     "claim": N_("With Trinisphere out, a Fireball ({{X}}{{R}}) with X = 5 costs {{7}}{{R}}."),
     "call": "total_costs", "inputs": {"cost": "{X}{R}", "at_least": 3, "x": 5},
     "value": ["{7}{R}"], "inner": ["costs"], "rule": "601.2f"},
    {"ref": "magarena/magarena#1193", "cluster": "negative_numbers",
     "claim": N_("Chameleon Colossus at -2/4 that gets +X/+X, where X is its power, becomes "
                 "-4/2."),
     "call": "effect_result", "inputs": {"value": -2, "effect": "modify power/toughness"},
     "value": [-4, 2], "inner": ["pt", -2, 4, 1, 1], "rule": "107.1b"},
    {"ref": "magarena/magarena#1462", "cluster": "negative_numbers",
     "claim": N_("Death's Shadow (13/13, gets -X/-X where X is your life total) is 16/16 while "
                 "your life total is -3."),
     "call": "effect_result", "inputs": {"value": -3, "effect": "modify power/toughness"},
     "value": [16, 16], "inner": ["pt", 13, 13, -1, -1], "rule": "107.1b"},
    {"ref": "magefree/mage#3626", "cluster": "negative_numbers",
     "claim": N_("Raving Dead makes a player at 15 life lose half their life, rounded down: 8 "
                 "life."),
     "call": "fraction_of", "inputs": {"amount": 15, "numerator": 1, "denominator": 2,
                                       "rounding": "down"},
     "value": 8, "inner": ["same"], "rule": "107.1a"},
    {"ref": "Card-Forge/forge#11564", "cluster": "negative_numbers",
     "claim": N_("A player at 13 life who loses half their life, rounded up, loses 7 life and "
                 "keeps 6."),
     "call": "fraction_of", "inputs": {"amount": 13, "numerator": 1, "denominator": 2,
                                       "rounding": "up"},
     "value": 7, "inner": ["same"], "rule": "107.1a"},
    {"ref": "witchesofthehill/manabrew#378", "cluster": "payment",
     "claim": N_("With four Swamps and 20 life, a spell costing {{4}}{{B/P}}{{B/P}}{{B/P}} can't "
                 "be paid."),
     "call": "can_pay", "inputs": {"cost": "{4}{B/P}{B/P}{B/P}", "pool": "BBBB", "life": 20},
     "value": False, "inner": ["same"], "rule": "601.2b, 107.4f"},
    {"ref": "magarena/magarena#1583", "cluster": "payment",
     "claim": N_("With a {{1}} cost increase, Swords to Plowshares ({{W}}) costs {{W}}{{W}}."),
     "call": "total_costs", "inputs": {"cost": "{W}", "increases": [1]},
     "value": ["{W}{W}"], "inner": ["costs"], "rule": "601.2f"},
    {"ref": "magefree/mage#6000", "cluster": "payment",
     "claim": N_("With a {{1}} cost increase, Arcum's Astrolabe ({{S}}) costs {{1}}{{S}}: the "
                 "increase needn't be paid with snow mana."),
     "call": "total_costs", "inputs": {"cost": "{S}", "increases": [1]},
     "value": ["{1}{S}"], "inner": ["costs"], "rule": "601.2f, 107.4h"},
    {"ref": "magefree/mage#9351", "cluster": "could_produce",
     "claim": N_("Your Fellwar Stone could produce colorless mana when your opponent controls "
                 "Wastes."),
     "call": "could_produce", "inputs": {"board": "you: Fellwar Stone\nopponent: Wastes"},
     "value": True, "inner": ["produces", 0, "C"], "rule": "106.7, 105.1"},
    {"ref": "magefree/mage#4125", "cluster": "could_produce",
     "claim": N_("Your Reflecting Pool beside your Gemstone Mine with no mining counters could "
                 "produce any color: the Mine's cost is ignored."),
     "call": "could_produce",
     "inputs": {"board": "you: Reflecting Pool\nyou: Gemstone Mine [mining=0]"},
     "value": "WUBRG", "inner": ["permanent", 0], "rule": "106.7"},
    {"ref": "magefree/mage#3072", "cluster": "could_produce",
     "claim": N_("With your opponent's Blood Moon and your Urborg, Tomb of Yawgmoth on the "
                 "battlefield, your Island could produce {{B}}: Urborg still makes it a Swamp."),
     "call": "could_produce",
     "inputs": {"board": "you: Urborg, Tomb of Yawgmoth\nyou: Island\nopponent: Blood Moon"},
     "value": True, "inner": ["produces", 1, "B"], "rule": "613.8a, 613.8b, 305.7"},
    {"ref": "phase-rs/phase#9069", "cluster": "could_produce",
     "claim": N_("With Urborg, Tomb of Yawgmoth on the battlefield, your Cabal Coffers could "
                 "produce {{B}}: every land, Cabal Coffers too, is a Swamp."),
     "call": "could_produce",
     "inputs": {"board": "you: Urborg, Tomb of Yawgmoth\nyou: Cabal Coffers"},
     "value": True, "inner": ["produces", 1, "B"], "rule": "305.7, 106.7"},
    {"ref": "magefree/mage#5143", "cluster": "could_produce",
     "claim": N_("Spreading Seas put on your nonbasic land after your opponent's Blood Moon came "
                 "makes that land produce {{U}} only: the later effect wins."),
     "call": "could_produce",
     "inputs": {"board": "opponent: Blood Moon\nyou: Badlands\nyou: Spreading Seas [on=2]"},
     "value": "U", "inner": ["permanent", 1], "rule": "613.7, 305.7"},
    {"ref": "magefree/mage#3695", "cluster": "split_cards",
     "claim": N_("An effect that names a card can name Fire, one half of Fire // Ice."),
     "call": "matches", "inputs": {"card": "Fire // Ice", "characteristic": "name",
                                   "value": "Fire"},
     "value": True, "inner": ["same"], "rule": "709.4a"},
    {"ref": "Cockatrice/Cockatrice#4271", "cluster": "split_cards",
     "claim": N_("Wax // Wane in your hand has mana value 1, the value of one half."),
     "call": "ask", "inputs": {"card": "Wax // Wane", "characteristic": "mana value"},
     "value": [1], "inner": ["tuple"], "rule": "709.4b"},
    {"ref": "Cockatrice/Magic-Spoiler#44", "cluster": "split_cards",
     "claim": N_("Cut // Ribbons in your graveyard is only red."),
     "call": "ask", "inputs": {"card": "Cut // Ribbons", "characteristic": "colors",
                               "zone": "graveyard"},
     "value": ["R"], "inner": ["tuple"], "rule": "709.4b"},
]
"""Reports whose claim a library call checks: ``value`` is what the claim states, ``inner``
the reduction of the call's result that it states it of."""


def _lesson_cases(cluster: str | None) -> list[Problem]:
    import mtgrules as mr

    out: list[Problem] = []
    for lesson in mr.lessons():
        ours = CLUSTER_OF[lesson.cluster]
        if cluster is not None and ours != cluster:
            continue
        for side in ("engine", "rules"):
            key = "what the engine did" if side == "engine" else "what the rules say"
            question = Phrase(N_("Report {ref}. {situation}. Claim: {claim}. Is this claim "
                                 "right?"), ref=lesson.ref,
                              situation=_LessonText(lesson.ref, "situation"),
                              claim=_LessonText(lesson.ref, key))
            steps = (Step(Phrase(N_("What the rules say: {answer}."),
                                 answer=_LessonText(lesson.ref, "what the rules say")),
                          lesson.rule),)
            made = Made(question, "lessons", {"cluster": lesson.cluster},
                        ("lesson", lesson.ref, side), "bool", steps,
                        Phrase(N_("Work the situation out from the rules cited in the report's "
                                  "lesson, step by step, before trusting any engine.")),
                        context={"ref": lesson.ref, "side": side, "cluster": ours})
            out.append(Problem("casebook." + ours, 0, len(out), made, side == "rules"))
    return out


def _report_cases(cluster: str | None) -> list[Problem]:
    from .model import recompute

    out = []
    for i, case in enumerate(REPORTS):
        if cluster is not None and case["cluster"] != cluster:
            continue
        question = Phrase(N_("Report {ref}. Claim: {claim} Is this claim right?"),
                          ref=case["ref"], claim=Phrase(case["claim"]))
        reduction = ("claim", case["value"], tuple(case["inner"]))
        answer = recompute(case["call"], case["inputs"], reduction)
        steps = (Step(Phrase(N_("The library computes the rules' answer: {answer}."),
                             answer=_Computed(case)), case["rule"]),)
        made = Made(question, case["call"], dict(case["inputs"]), reduction, "bool", steps,
                    Phrase(N_("Work the claim out from the rules, step by step: which rule "
                              "decides it?")), context={"ref": case["ref"]})
        out.append(Problem("casebook." + case["cluster"], 0, 1000 + i, made, answer))
    return out


class _Computed:
    """The library's own result for a report, shown plainly."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case

    def translated(self, lang: str | None = "en") -> str:
        from .model import convert, reduce
        import mtgrules as mr

        args = convert(self.case["call"], self.case["inputs"])
        result = reduce(getattr(mr, self.case["call"])(**args), tuple(self.case["inner"]),
                        args.get("board"))
        if isinstance(result, bool):
            return T("yes", check_lang(lang)) if result else T("no", check_lang(lang))
        if isinstance(result, tuple) and len(result) == 2 and all(isinstance(v, int)
                                                                 for v in result):
            return f"{result[0]}/{result[1]}"
        if isinstance(result, tuple):
            return ", ".join(str(v) for v in result)
        return str(result)


def casebook(cluster: str | None = None) -> list[Problem]:
    """Every case of ``cluster`` (or of all five), the lessons' first, in a fixed order."""
    if cluster is not None:
        from .. import checks
        from .skills import CLUSTERS

        checks.choice(cluster, "cluster", CLUSTERS)
    return _lesson_cases(cluster) + _report_cases(cluster)


__all__ = ["casebook", "REPORTS"]
