"""Benchmark: could_produce (106.7) and explain on big boards, and many replacement effects.

1. could_produce on boards of 500, 2,000 and 20,000 permanents over 4 players. A quarter of
   each board are reference permanents (Exotic Orchards, Reflecting Pools, Fellwar Stones,
   Sylvok Explorers); the rest are ordinary lands and mana creatures. Targets: the ratio
   t(2000)/t(500) at most 6 (linear growth gives about 4), under 50 ms for 2,000 and at
   most 150 ms for 20,000 permanents.
2. explain every permanent of a 1,000-permanent board, starting from a changed board (so
   one solve is included). Target: about one could_produce of that board, not one per
   permanent.
3. could_produce of a Forest under 20 custom "replace mana" effects (616.1: every order).
   Target: milliseconds.
4. could_produce on 20,000 permanents with continuous effects (613): the board of 1 plus,
   spread over it, Blood Moons, Urborgs, Yavimayas, Harbingers, Prismatic Omens, Dryads,
   Chromatic Lanterns, Cryptolith Rites, Painter's Servants and Celestial Dawns (layers
   4, 5 and 6, with Blood Moon and Urborg's dependency). Target: under 150 ms.

Times are the best of several runs; they are printed, not asserted on.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path


import mtgrules as mr  # noqa: E402
from bench._timing import best_of, verdict  # noqa: E402

PLAYERS = ("p1", "p2", "p3", "p4")
REFERENCES = ["Exotic Orchard", "Reflecting Pool", "Fellwar Stone", "Sylvok Explorer"]
OTHERS = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Tundra", "Bayou",
          "Llanowar Elves", "Gemstone Mine", "Vivid Crag", "Ancient Tomb", "City of Brass",
          "Gaea's Cradle", "Meteor Crater"]


def make_board(n: int, seed: int = 7) -> mr.Board:
    rng = random.Random(seed)
    board = mr.Board(players=PLAYERS)
    names = [rng.choice(REFERENCES) for _ in range(n // 4)] + [rng.choice(OTHERS) for _ in range(n - n // 4)]
    rng.shuffle(names)
    for name in names:
        board.add(name, rng.choice(PLAYERS))
    return board


def replacer_board(k: int) -> mr.Board:
    """A Forest and k distinct "replace mana" enchantments affecting lands (custom card data)."""
    types = "WUBRGC"
    combos = [("".join(t for i, t in enumerate(types) if mask >> i & 1), b)
              for mask in range(1, 64) for b in types]
    random.Random(1).shuffle(combos)
    cards = [{"name": "Forest", "layout": "normal", "mana_cost": "", "type_line": "Basic Land — Forest"}]
    for i, (replaces, becomes) in enumerate(combos[:k]):
        cards.append({"name": f"Replacer {i}", "layout": "normal", "mana_cost": "{1}", "type_line": "Enchantment",
                      "statics": [{"kind": "replace mana", "affects": {"of": "Land", "controller": "any"},
                                   "replaces": replaces, "becomes": becomes}]})
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "replacers.json"
        path.write_text(json.dumps({"cards": cards}), encoding="utf-8")
        board = mr.Board(cards=mr.load_cards(path))
    board.add("Forest", "you")
    for i in range(k):
        board.add(f"Replacer {i}", "you")
    return board


def bench_boards() -> None:
    times = {}
    for n, repeat in ((500, 9), (2000, 9), (20000, 7)):
        board = make_board(n)
        t, _ = best_of(lambda: mr.could_produce(board), repeat=repeat)
        times[n] = t
        evaluations = mr.could_produce(board).evaluations
        print(f"could_produce, {n:6,} permanents ({n // 4:,} references, 4 players): "
              f"{t * 1000:7.2f} ms, {evaluations:,} evaluations of reference permanents")
    ratio = times[2000] / times[500]
    print(f"t(2000)/t(500) = {ratio:.2f}  (target <= 6; linear growth is about 4: {verdict(ratio, 6)})")
    print(f"2,000 permanents in {times[2000] * 1000:.2f} ms  (target < 50 ms: {verdict(times[2000], 0.05)})")
    print(f"20,000 permanents in {times[20000] * 1000:.2f} ms  (target <= 150 ms: {verdict(times[20000], 0.15)})")


def bench_explain_all() -> None:
    board = make_board(1000)
    solve, _ = best_of(lambda: mr.could_produce(board), repeat=9)

    def explain_all() -> list[mr.Explanation]:
        board.set("p1", played_land_this_turn=False)  # a change, so the board is solved again
        return [mr.explain(board, h) for h in board]

    t, _ = best_of(explain_all, repeat=9)
    ratio = t / solve
    print(f"explain every permanent of a 1,000-permanent board: {t * 1000:.2f} ms, "
          f"{ratio:.1f}x one could_produce ({solve * 1000:.2f} ms)  "
          f"(target: about one could_produce, not 1,000: {verdict(ratio, 10)} at <= 10x)")


def bench_replacements() -> None:
    board = replacer_board(20)
    forest = board.permanents[0]
    t, _ = best_of(lambda: mr.could_produce(board), repeat=9)
    print(f"a Forest under 20 replacement effects (every order, 616.1): {t * 1000:.2f} ms, "
          f"could produce {mr.could_produce(board)[forest]}  (target: milliseconds: {verdict(t, 0.1)} at < 100 ms)")


EFFECTS = ["Blood Moon", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth",
           "Harbinger of the Seas", "Prismatic Omen", "Dryad of the Ilysian Grove",
           "Chromatic Lantern", "Cryptolith Rite", "Painter's Servant", "Celestial Dawn",
           "Magus of the Moon", "Joiner Adept"]


def effects_board(n: int, seed: int = 11) -> mr.Board:
    """A board of ``n`` permanents as :func:`make_board`, with 2% of them continuous effects."""
    rng = random.Random(seed)
    board = make_board(n - n // 50, seed)
    for _ in range(n // 50):
        name = rng.choice(EFFECTS)
        chosen = {"chosen_color": rng.choice("WUBRG")} if name == "Painter's Servant" else {}
        board.add(name, rng.choice(PLAYERS), **chosen)
    return board


def bench_effects() -> None:
    board = effects_board(20000)
    t, _ = best_of(lambda: mr.could_produce(board), repeat=7)
    steps = mr.continuous_effects(board)
    print(f"could_produce, 20,000 permanents with {len(board) // 50:,} continuous effects "
          f"({len(steps)} effects after merging alike ones, layers 4-6): {t * 1000:.2f} ms  "
          f"(target < 150 ms: {verdict(t, 0.15)})")


def main() -> None:
    bench_boards()
    bench_explain_all()
    bench_replacements()
    bench_effects()


if __name__ == "__main__":
    main()
