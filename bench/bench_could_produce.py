"""Benchmark: could_produce (106.7) on boards of 500 and 2,000 permanents over 4 players.

A quarter of each board are reference permanents (Exotic Orchards, Reflecting Pools, Fellwar
Stones, Sylvok Explorers); the rest are ordinary lands and mana creatures. Prints the best
time of several runs, the ratio t(2000)/t(500) (linear growth gives about 4; the target is
at most 6) and the target of under 50 ms for 2,000 permanents. Times are printed, not
asserted on.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mtgrules as mr  # noqa: E402

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


def best_time(board: mr.Board, repeat: int = 7) -> tuple[float, int]:
    best = float("inf")
    evaluations = 0
    for _ in range(repeat):
        start = time.perf_counter()
        result = mr.could_produce(board)
        best = min(best, time.perf_counter() - start)
        evaluations = result.evaluations
    return best, evaluations


def main() -> None:
    times = {}
    for n in (500, 2000):
        board = make_board(n)
        t, evaluations = best_time(board)
        times[n] = t
        print(f"could_produce, {n:5d} permanents ({n // 4} references, 4 players): "
              f"{t * 1000:7.2f} ms, {evaluations} evaluations of reference permanents")
    ratio = times[2000] / times[500]
    print(f"t(2000)/t(500) = {ratio:.2f}  (target <= 6; linear growth is about 4)")
    print(f"2,000 permanents in {times[2000] * 1000:.2f} ms  (target < 50 ms)")


if __name__ == "__main__":
    main()
