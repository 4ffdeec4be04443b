"""Benchmarks for mana costs and payments (DESIGN.md targets). Prints figures and ratios.

    python bench/bench_payment.py [path/to/cards.jsonl]

1. announcements of a 16-symbol mixed cost vs the naive product of per-symbol choices
   followed by removing duplicates (target: at least 100x faster, same result);
2. count_spends of a 31-symbol mixed cost with a 56-mana pool (target: under 0.1 s);
3. parsing every mana cost of a card database (target: under 0.5 s for about 33k cards;
   skipped with a note when no card file is given or found);
4. ``import mtgrules`` in a fresh interpreter (target: under 0.15 s).
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from collections import Counter
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mtgrules as mr  # noqa: E402
from _timing import best_of, verdict  # noqa: E402
from mtgrules.payment import _ways  # noqa: E402  (the per-symbol ways the naive search walks)


def naive_announcements(cost: mr.ManaCost) -> set[tuple]:
    """Every combination of per-symbol choices, then duplicates removed."""
    found = set()
    for choice in product(*(_ways(s, {"X": 0, "Y": 0, "Z": 0}) for s in cost.symbols)):
        total = Counter()
        for name, amount in choice:
            total[name] += amount
        found.add(tuple(sorted((k, v) for k, v in total.items() if v)))
    return found


def as_counts(ann: mr.Announcement) -> tuple:
    counts = {k: v for k, v in ann.counts().items() if v}
    if ann.life:
        counts["life"] = ann.life
    return tuple(sorted(counts.items()))


def bench_announcements() -> None:
    cost = mr.parse_cost("{2/W}" * 4 + "{W/U}" * 4 + "{B/P}" * 4 + "{G/U/P}" * 4)
    steps = math.prod(len(_ways(s, {"X": 0})) for s in cost.symbols)
    t_fast, fast = best_of(lambda: mr.announcements(cost, limit=None), repeat=20)
    t_naive, naive = best_of(lambda: naive_announcements(cost), repeat=2)
    same = {as_counts(a) for a in fast} == naive
    ratio = t_naive / t_fast
    print(f"announcements, 16 symbols {cost}")
    print(f"  distinct announcements: {len(fast):,}   naive product: {steps:,} combinations")
    print(f"  grouped DP {t_fast * 1e3:8.2f} ms   naive {t_naive * 1e3:9.1f} ms   "
          f"ratio {ratio:,.0f}x ({verdict(ratio, 100, higher_is_better=True)}: >= 100x)   "
          f"same result: {same}")


def naive_spend_steps(cost: mr.ManaCost, pool: mr.ManaPool) -> int:
    """Size of the product of per-symbol choices: each way, times the pool sources able to pay it."""
    sources = {t: (pool.count(t, snow=False) > 0) + (pool.count(t, snow=True) > 0) for t in "WUBRGC"}
    steps = 1
    for s in cost.symbols:
        steps *= sum(sum(sources.values()) if name == "generic" else 1 if name == "life"
                     else sources.get(name, 0) for name, _ in _ways(s, {"X": 0}))
    return steps


def bench_count_spends() -> None:
    cost = mr.parse_cost("{2/W}" * 4 + "{W/U}" * 8 + "{B/P}" * 5 + "{W/B/P}" * 4 + "{U/B}" * 4
                         + "{1}" * 4 + "{W}" * 2)
    pools = {
        "56 mana of the cost's three colors": mr.ManaPool("W" * 20 + "U" * 18 + "B" * 18),
        "56 mana of all six types, 4 from snow": mr.ManaPool(
            "W" * 12 + "U" * 12 + "B" * 12 + "R" * 6 + "G" * 6 + "C" * 4, snow="WUBG"),
    }
    print(f"count_spends, {len(cost)} symbols {cost}")
    for label, pool in pools.items():
        try:
            t, n = best_of(lambda: mr.count_spends(cost, pool), repeat=3)
        except mr.LimitExceededError as error:
            print(f"  {label}: stopped by the limit ({error})")
            continue
        print(f"  {label}: {n:,} distinct spends in {t * 1e3:.1f} ms "
              f"({verdict(t, 0.1)}: < 100 ms); product of per-symbol choices "
              f"{naive_spend_steps(cost, pool):.2e}")


def bench_parse_all(path: Path | None) -> None:
    if path is None or not path.exists():
        print("parsing a card database: skipped (pass the path of a cards.jsonl file)")
        return
    costs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        for part in (card.get("mana_cost") or "").split(" // "):
            costs.append(part)

    def parse_all() -> int:
        failed = 0
        for text in costs:
            try:
                mr.parse_cost(text)
            except mr.RulesInputError:
                failed += 1
        return failed

    t, failed = best_of(parse_all, repeat=3)
    print(f"parsing {len(costs):,} mana costs: {t * 1e3:.0f} ms ({verdict(t, 0.5)}: < 500 ms), "
          f"{failed} rejected on purpose")


def bench_import() -> None:
    code = ("import time; t = time.perf_counter(); import mtgrules; "
            "print(time.perf_counter() - t)")
    times = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout) for _ in range(5)]
    t = min(times)
    print(f"import mtgrules: {t * 1e3:.1f} ms (best of 5; {verdict(t, 0.15)}: < 150 ms)")


def main() -> None:
    default = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl"
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    bench_announcements()
    bench_count_spends()
    bench_parse_all(path)
    bench_import()


if __name__ == "__main__":
    main()
