"""Problems on "could produce" (106.7, 106.1b), current rules: boards in the board notation
(``mr.parse_board`` / ``mr.board_text``), answered by ``could_produce``.

A *reference permanent* makes mana of a type another permanent could produce: Exotic Orchard
and Fellwar Stone and Sylvok Explorer (a *color* that a land an opponent controls could
produce), Reflecting Pool and Naga Vitalist (a *type*, colorless included, that a land you
control could produce). Levels count the board's features:

1: the asked permanent and one to three basic or dual lands, no other reference permanent;
2: one more reference permanent, lands on both sides (references that read references);
3: five to seven permanents with tapped lands, a Gemstone Mine with no mining counters or a
   Vivid land with no charge counters (costs are ignored), colorless lands, and mana
   creatures and artifacts that no reference reads (they aren't lands);
4: six to eight permanents with three or four reference permanents in chains;
5: nine to twelve permanents, four to six reference permanents, chains that loop.

Skills: ``could_produce.exotic-orchard``, ``could_produce.reflecting-pool`` and
``could_produce.fellwar-stone`` (Fellwar Stone, Sylvok Explorer or Naga Vitalist) ask what
one permanent could produce (reduction ``("permanent", k)``: the k-th permanent's types);
``could_produce.can-produce`` asks whether one permanent could produce one type (reduction
``("produces", k, type)``); ``could_produce.whole-board`` what every permanent could produce,
in the board's order (reduction ``("board",)``).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ..i18n import N_
from ._text import CardName, Phrase, T
from .diagnosis import misconception
from .model import Made, Problem, Step

BASICS = {"Forest": "G", "Island": "U", "Swamp": "B", "Mountain": "R", "Plains": "W"}
DUALS = {"Tundra": "WU", "Underground Sea": "UB", "Badlands": "BR", "Taiga": "RG",
         "Savannah": "GW", "Scrubland": "WB", "Volcanic Island": "UR", "Bayou": "BG",
         "Plateau": "RW", "Tropical Island": "GU"}
COLORLESS_LANDS = {"Wastes": "C", "Ancient Tomb": "C"}
ANY_COLOR_LANDS = {"City of Brass": "WUBRG", "Mana Confluence": "WUBRG"}
COST_LANDS = {"Gemstone Mine": ("WUBRG", "mining=0"), "Vivid Crag": ("WUBRG", "charge=0")}
NONLANDS = {"Sol Ring": "C", "Llanowar Elves": "G", "Birds of Paradise": "WUBRG"}
REFERENCES = {"Exotic Orchard": (True, "opponents", False),
              "Reflecting Pool": (True, "you", True),
              "Fellwar Stone": (False, "opponents", False),
              "Sylvok Explorer": (False, "opponents", False),
              "Naga Vitalist": (False, "you", True)}
"""name -> (is a land, whose lands it reads, reads types (True) or only colors (False))."""

ORDER = "WUBRGC"
COUNTER_KINDS = {"mining": N_("mining"), "charge": N_("charge")}
"""The kinds of counter the boards use, as the notation writes them."""


def base_types(name: str) -> str | None:
    """What a permanent of the table produces by itself, or None for a reference."""
    for table in (BASICS, DUALS, COLORLESS_LANDS, ANY_COLOR_LANDS, NONLANDS):
        if name in table:
            return table[name]
    if name in COST_LANDS:
        return COST_LANDS[name][0]
    return None


def is_land(name: str) -> bool:
    return name not in NONLANDS and REFERENCES.get(name, (True,))[0]


def solve(board: list[tuple[str, str, str]], *, flip: bool = False, tapped_none: bool = False,
          costs: bool = False, one_step: bool = False, types_for_all: bool = False,
          nonlands: bool = False) -> tuple[str, ...]:
    """Could produce, by a fixed point over this table (the misconceptions' models bend
    one assumption each): ``board`` is (player, name, state) lines."""
    made: list[str] = []
    for player, name, state in board:
        base = base_types(name)
        if base is None:
            base = ""
        if tapped_none and "tapped" in state:
            base = ""
        if costs and name in COST_LANDS:
            base = COST_LANDS[name][0].replace("WUBRG", "") if name == "Gemstone Mine" else "R"
        made.append("".join(c for c in ORDER if c in base))
    first = list(made)
    changed = True
    while changed:
        changed = False
        for i, (player, name, state) in enumerate(board):
            if name not in REFERENCES or (tapped_none and "tapped" in state):
                continue
            _, whose, types = REFERENCES[name]
            if flip and whose == "opponents":
                whose = "you-of-" + player
            seen: set[str] = set()
            for j, (p2, n2, _s) in enumerate(board):
                if not (is_land(n2) or nonlands):
                    continue
                if whose == "opponents" and p2 == player:
                    continue
                if whose in ("you", "you-of-" + player) and p2 != player:
                    continue
                seen.update((first if one_step else made)[j])
            if not (types or types_for_all):
                seen.discard("C")
            new = "".join(c for c in ORDER if c in seen or c in made[i])
            if new != made[i]:
                made[i] = new
                changed = True
    return tuple(made)


def _line(player: str, name: str, state: str) -> str:
    return f"{player}: {name}" + (f" [{state}]" if state else "")


class _Board:
    """The board as numbered lines in the reader's language."""

    def __init__(self, lines: list[tuple[str, str, str]]) -> None:
        self.lines = lines

    def translated(self, lang: str | None = "en") -> str:
        out = []
        for i, (player, name, state) in enumerate(self.lines, 1):
            who = T("you", lang) if player == "you" else T("opponent", lang)
            words = []
            for item in filter(None, state.split(", ")):
                if item == "tapped":
                    words.append(T("tapped", lang))
                else:
                    kind, number = item.split("=")
                    words.append(T("{number} {kind} counters", lang, number=number,
                                   kind=T(COUNTER_KINDS[kind], lang)))
            shown = T("{player}: {card}", lang, player=who,
                      card=CardName(name).translated(lang))
            if words:
                shown += " [" + ", ".join(words) + "]"
            out.append(f"{i}. {shown}")
        return "\n".join(out)


def _lands(rng: random.Random, n: int, colorless: bool = False) -> list[str]:
    table = list(BASICS) + list(DUALS)
    if colorless:
        table += list(COLORLESS_LANDS) + list(ANY_COLOR_LANDS)
    return [rng.choice(table) for _ in range(n)]


def make_board(rng: random.Random, level: int, asked: str) -> tuple[list[tuple[str, str, str]], int]:
    """A board for ``level`` with the permanent ``asked`` (yours) in it, and its index."""
    lines: list[tuple[str, str, str]] = [("you", asked, "")]
    if level == 1:
        side = "opponent" if REFERENCES[asked][1] == "opponents" else "you"
        lines += [(side, n, "") for n in _lands(rng, rng.randint(1, 3))]
        if rng.random() < 0.5:
            other = "you" if side == "opponent" else "opponent"
            lines.append((other, _lands(rng, 1)[0], ""))
    else:
        refs = {2: 1, 3: rng.randint(0, 1), 4: rng.randint(2, 3), 5: rng.randint(3, 5)}[level]
        lands = {2: rng.randint(2, 3), 3: rng.randint(3, 4), 4: rng.randint(2, 4),
                 5: rng.randint(4, 6)}[level]
        for _ in range(refs):
            lines.append((rng.choice(["you", "opponent"]), rng.choice(list(REFERENCES)), ""))
        for name in _lands(rng, lands, colorless=level >= 3):
            state = "tapped" if level >= 3 and rng.random() < 0.3 else ""
            lines.append((rng.choice(["you", "opponent"]), name, state))
        if level >= 3:
            name = rng.choice(list(COST_LANDS))
            lines.append((rng.choice(["you", "opponent"]), name, COST_LANDS[name][1]))
            if rng.random() < 0.6:
                lines.append((rng.choice(["you", "opponent"]), rng.choice(list(NONLANDS)), ""))
        if level >= 5 and rng.random() < 0.5:
            lines.append(("opponent", "Exotic Orchard", ""))
    first, rest = lines[0], lines[1:]
    rng.shuffle(rest)
    k = rng.randint(0, len(rest))
    rest.insert(k, first)
    return rest, k


def _steps(asked: str) -> list[Step]:
    steps = [Step(Phrase(N_("What a permanent could produce is what its mana abilities would "
                            "make if they resolved now, ignoring whether their costs could be "
                            "paid, so tapped permanents and empty counters still count.")),
                  "106.7")]
    if asked in REFERENCES:
        _, whose, types = REFERENCES[asked]
        text = {("opponents", False): N_("It reads the lands an opponent controls, and makes only "
                                         "colors, never colorless."),
                ("you", True): N_("It reads the lands you control, and makes any type, colorless "
                                  "included.")}[(whose, types)]
        steps.append(Step(Phrase(text), "106.7, 106.1b"))
    steps.append(Step(Phrase(N_("References that read other references are followed until "
                                "nothing new appears; lands only, never creatures or "
                                "artifacts.")), "106.7"))
    return steps


HINT = N_("Go through the board permanent by permanent: whose lands does each reference read, "
          "colors or types, and what could those lands produce (rule 106.7)?")


def _one(asked_from: list[str], skill: str) -> Callable[[random.Random, int, str], Made]:
    def make(rng: random.Random, level: int, date: str) -> Made:
        asked = rng.choice(asked_from)
        lines, k = make_board(rng, level, asked)
        text = "\n".join(_line(*line) for line in lines)
        board = _Board(lines)
        question = Phrase(N_("The board:\n{board}\nWhat types of mana could permanent {k} "
                             "({card}, yours) produce?"), board=board, k=k + 1,
                          card=CardName(asked))
        return Made(question, "could_produce", {"board": text}, ("permanent", k), "types",
                    tuple(_steps(asked)), Phrase(HINT),
                    context={"lines": [list(line) for line in lines], "k": k})
    return make


def can_produce(rng: random.Random, level: int, date: str) -> Made:
    asked = rng.choice(list(REFERENCES))
    lines, k = make_board(rng, level, asked)
    text = "\n".join(_line(*line) for line in lines)
    kind = rng.choice(ORDER)
    question = Phrase(N_("The board:\n{board}\nCould permanent {k} ({card}, yours) produce "
                         "{mana}?"), board=_Board(lines), k=k + 1, card=CardName(asked),
                      mana="{" + kind + "}")
    return Made(question, "could_produce", {"board": text}, ("produces", k, kind), "bool",
                tuple(_steps(asked)), Phrase(HINT),
                context={"lines": [list(line) for line in lines], "k": k, "type": kind})


def whole_board(rng: random.Random, level: int, date: str) -> Made:
    asked = rng.choice(list(REFERENCES))
    lines, k = make_board(rng, min(level, 4) if level < 5 else 4, asked)
    text = "\n".join(_line(*line) for line in lines)
    question = Phrase(N_("The board:\n{board}\nWhat types of mana could each permanent produce? "
                         "Answer in the board's order."), board=_Board(lines))
    return Made(question, "could_produce", {"board": text}, ("board",), "board",
                tuple(_steps(asked)), Phrase(HINT),
                context={"lines": [list(line) for line in lines],
                         "names": [f"{i}" for i in range(1, len(lines) + 1)]})


# misconceptions ---------------------------------------------------------------------------

def _model(p: Problem, **bend: bool) -> Any:
    lines = [tuple(line) for line in p.context["lines"]]
    made = solve(lines, **bend)
    how = p.reduction[0]
    if how == "board":
        return made
    types = made[p.reduction[1]]
    return types if how == "permanent" else p.reduction[2] in types


@misconception("orchard-reads-own-lands", N_("Exotic Orchard reads your own lands"),
               N_("Exotic Orchard, Fellwar Stone and Sylvok Explorer read the lands your "
                  "opponents control, not yours."), "106.7")
def _own(p: Problem) -> Any:
    return _model(p, flip=True) if p.call == "could_produce" else None


@misconception("tapped-produces-nothing", N_("a tapped land could produce nothing"),
               N_("Costs are ignored, {T} included: a tapped land could still produce its "
                  "mana."), "106.7")
def _tapped(p: Problem) -> Any:
    return _model(p, tapped_none=True) if p.call == "could_produce" else None


@misconception("costs-considered", N_("a mana ability whose cost can't be paid makes nothing"),
               N_("Whether a cost could be paid is ignored: a Gemstone Mine with no mining "
                  "counters could still produce any color."), "106.7")
def _costs(p: Problem) -> Any:
    return _model(p, costs=True) if p.call == "could_produce" else None


@misconception("one-step-references", N_("a reference reads only lands with their own mana"),
               N_("What a reference could produce counts too: an Orchard reads the other "
                  "Orchard, and so on until nothing new appears."), "106.7")
def _one_step(p: Problem) -> Any:
    return _model(p, one_step=True) if p.call == "could_produce" else None


@misconception("colorless-as-color", N_("Exotic Orchard can make colorless mana"),
               N_("Exotic Orchard, Fellwar Stone and Sylvok Explorer make a color: colorless "
                  "is a type of mana, not a color."), "106.1b, 105.1")
def _colorless(p: Problem) -> Any:
    return _model(p, types_for_all=True) if p.call == "could_produce" else None


@misconception("references-read-nonlands", N_("a reference reads creatures and artifacts too"),
               N_("These cards read lands only: a Llanowar Elves or Sol Ring doesn't count."),
               "106.7")
def _nonlands(p: Problem) -> Any:
    return _model(p, nonlands=True) if p.call == "could_produce" else None


_ALL = ("orchard-reads-own-lands", "tapped-produces-nothing", "costs-considered",
        "one-step-references", "colorless-as-color", "references-read-nonlands")

SKILLS = [
    ("could_produce.exotic-orchard", N_("What Exotic Orchard could produce"),
     _one(["Exotic Orchard"], "exotic-orchard"), _ALL),
    ("could_produce.reflecting-pool", N_("What Reflecting Pool could produce"),
     _one(["Reflecting Pool"], "reflecting-pool"), _ALL),
    ("could_produce.fellwar-stone", N_("What Fellwar Stone, Sylvok Explorer or Naga Vitalist "
                                       "could produce"),
     _one(["Fellwar Stone", "Sylvok Explorer", "Naga Vitalist"], "fellwar-stone"), _ALL),
    ("could_produce.can-produce", N_("Could this permanent produce this mana?"), can_produce,
     _ALL),
    ("could_produce.whole-board", N_("What each permanent of a board could produce"),
     whole_board, _ALL),
]
