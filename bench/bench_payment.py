"""Benchmarks for mana costs and payments (DESIGN.md targets). Prints figures and ratios.

    python bench/bench_payment.py [path/to/cards.jsonl]

1. announcements of a 16-symbol mixed cost vs the naive product of per-symbol choices
   followed by removing duplicates (target: at least 100x faster, same result);
2. the engine's speed table (announcements, count_spends, spends; each next to its target)
   and big or hostile inputs, each of which must answer or stop within about a second;
3. parsing every mana cost of a card database (target: under 0.5 s for about 33k cards;
   skipped with a note when no card file is given or found);
4. ``import mtgrules`` in a fresh interpreter (target: under 0.15 s);
5. the whole cost pipeline: x_range and can_cast on a 16-symbol cost with reductions and a
   minimum, and can_cast on real cards.
"""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
import time
from collections import Counter
from itertools import product
from pathlib import Path


import mtgrules as mr  # noqa: E402
from bench._timing import best_of, verdict  # noqa: E402
from mtgrules.payment._request import _ways  # noqa: E402  (the per-symbol ways the naive search walks)


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


MIXED16 = "{2/W}" * 4 + "{W/U}" * 4 + "{B/P}" * 4 + "{G/U/P}" * 4
MIXED32 = "{2/W}" * 8 + "{W/U}" * 8 + "{B/P}" * 8 + "{G/U/P}" * 8
C31 = "{2/W}" * 12 + "{W/P}" * 12 + "{G/U}" * 6 + "{10}"
C61 = "{2/W}" * 24 + "{W/P}" * 24 + "{G/U}" * 12 + "{10}"
P3 = mr.ManaPool("W" * 30 + "U" * 10 + "G" * 6 + "C" * 10)
P6S = mr.ManaPool("W" * 12 + "U" * 12 + "B" * 12 + "R" * 6 + "G" * 6 + "C" * 4, snow="WUBG")


def _printed(cost: str) -> int:
    return sum(len(str(a.cost)) for a in mr.announcements(cost, limit=None))


def bench_targets() -> None:
    """The speed table of the engine issue: each figure next to its target."""
    rows = [
        ("announcements, 16 mixed symbols, listed", lambda: mr.announcements(MIXED16, limit=None), 0.003),
        ("announcements, 16 mixed symbols, every .cost printed", lambda: _printed(MIXED16), 0.005),
        ("announcements, 32 mixed symbols, listed", lambda: mr.announcements(MIXED32, limit=None), 0.060),
        ("announcements, 32 mixed symbols, every .cost printed", lambda: _printed(MIXED32), 0.100),
        ("count_spends, 31 symbols, W30 U10 G6 C10, life 40", lambda: mr.count_spends(C31, P3, life=40), 0.010),
        ("count_spends, 31 symbols, 56 mana of six types, 4 snow", lambda: mr.count_spends(C31, P6S, life=40), 0.100),
        ("spends, 61 symbols, W30 U10 G6 C10 (315 spends)", lambda: mr.spends(C61, P3, life=40), 0.030),
    ]
    print("workload                                                     result      ms   target")
    for label, fn, target in rows:
        t, result = best_of(fn, repeat=7)
        shown = f"{len(result):,}" if isinstance(result, list) else f"{result:,}"
        print(f"{label:58} {shown:>10} {t * 1e3:7.1f}  <= {target * 1e3:g} ms  {verdict(t, target)}")
    # time per listed result against the floor of building one plain namedtuple
    from collections import namedtuple

    Pair = namedtuple("Pair", "cost life")
    n = len(mr.announcements(MIXED32, limit=None))
    t_list, _ = best_of(lambda: mr.announcements(MIXED32, limit=None), repeat=7)
    t_floor, _ = best_of(lambda: [Pair(i, 0) for i in range(n)], repeat=7)
    per, floor = t_list / n * 1e6, t_floor / n * 1e6
    print(f"time per listed announcement (32 symbols): {per:.2f} us; one namedtuple: {floor:.2f} us; "
          f"ratio {per / floor:.1f}x ({verdict(per / floor, 5)}: within 5x)")


def _mixed(n: int, seed: int = 1) -> str:
    syms = ["{W/U}", "{U/B}", "{B/R}", "{R/G}", "{G/W}", "{W/B}", "{U/R}", "{B/G}", "{R/W}", "{G/U}",
            "{2/W}", "{2/U}", "{2/B}", "{2/R}", "{2/G}", "{C/W}", "{C/U}", "{C/B}", "{C/R}", "{C/G}",
            "{W/P}", "{U/P}", "{B/P}", "{R/P}", "{G/P}", "{W/U/P}", "{U/B/P}", "{B/R/P}", "{R/G/P}",
            "{G/W/P}", "{W/B/P}", "{U/R/P}", "{B/G/P}", "{R/W/P}", "{G/U/P}"]
    r = random.Random(seed)
    return "".join(r.choice(syms) for _ in range(n))


def bench_bounded() -> None:
    """Big and hostile inputs of the reliability findings: each answers or stops fast."""
    full = mr.ManaPool("WUBRGC" * 12, snow="WUBRGC" * 6)
    big = mr.ManaPool("".join("WUBRGC"[i % 6] for i in range(10_000)))
    snow = mr.ManaPool("".join("WUBRGC"[i % 6] for i in range(5000)),
                       snow="".join("WUBRGC"[i % 6] for i in range(5000)))
    cases = [
        ("count_announcements, 35 mixed symbols", lambda: mr.count_announcements(_mixed(35))),
        ("count_announcements, 100 mixed symbols", lambda: mr.count_announcements(_mixed(100))),
        ("count_announcements, 1000 mixed symbols", lambda: mr.count_announcements(_mixed(1000))),
        ("announcements, 1000 mixed symbols", lambda: mr.announcements(_mixed(1000))),
        ("count_spends, 35 mixed symbols, 10,000 mana", lambda: mr.count_spends(_mixed(35), big)),
        ("can_pay, 1000 mixed symbols, 10,000 mana", lambda: mr.can_pay(_mixed(1000), big)),
        ("can_pay, 20 mixed symbols, largest explorer pool", lambda: mr.can_pay(_mixed(20), full)),
        ("x_range, {X} + 20 mixed symbols, largest explorer pool",
         lambda: mr.x_range("{X}" + _mixed(20), pool=full)),
        ("count_spends, {S}x50, 5,000 + 5,000 snow", lambda: mr.count_spends("{S}" * 50, snow)),
        ("count_spends, {X}{S}, X = 1000, same pool", lambda: mr.count_spends("{X}{S}", snow, x=1000)),
        ("count_spends, {S}x36, largest explorer pool", lambda: mr.count_spends("{S}" * 36, full)),
        ("count_spends, {S}x10 {W/U}x10, largest explorer pool",
         lambda: mr.count_spends("{S}" * 10 + "{W/U}" * 10, full)),
        ("spends, {70}, 72 mana (21 spends)", lambda: mr.spends("{70}", mr.ManaPool("WUBRGC" * 12))),
        ("spends, {2999}, 3,000 mana (3 spends)",
         lambda: mr.spends("{2999}", mr.ManaPool("W" * 1000 + "U" * 1000 + "B" * 1000))),
        ("spends, {106}, largest explorer pool", lambda: mr.spends("{106}", full)),
    ]
    print("big or hostile input (target: an answer or LimitExceededError within about 1 s)")
    for label, fn in cases:
        start = time.perf_counter()
        try:
            result = fn()
            shown = f"{len(result):,} listed" if isinstance(result, list) else f"{result}"
        except mr.LimitExceededError as error:
            shown = "stopped: " + str(error)[:60] + "..."
        t = time.perf_counter() - start
        print(f"  {label:55} {t * 1e3:8.1f} ms  {verdict(t, 1.0)}  {shown}")


def bench_cast() -> None:
    """The whole cost pipeline (601.2b, 601.2f, 601.2h): x_range and can_cast on a cost of
    16 symbols ({X} and MIXED16) with reductions and a minimum, and can_cast on real cards.
    Targets are this pipeline's own: an explorer asks x_range on every change (<= 100 ms),
    can_cast also lists the total costs of the X it picks (<= 250 ms)."""
    full = mr.ManaPool("WUBRGC" * 12, snow="WUBRGC" * 6)
    big = "{X}" + MIXED16
    rows = [
        ("x_range, {X} + 16 symbols, reductions [2] (flow path)",
         lambda: mr.x_range(big, pool=full, reductions=[2]), 0.100),
        ("x_range, {X} + 16 symbols, reductions [2, {W}, {U/B}], at least 3",
         lambda: mr.x_range(big, pool=full, reductions=[2, "{W}", "{U/B}"], at_least=3), 0.100),
        ("x_range, same, life 20, spend as any color",
         lambda: mr.x_range(big, pool=full, reductions=[2, "{W}", "{U/B}"], at_least=3, life=20,
                            spend_as="any color"), 0.100),
        ("can_cast, {X} + 16 symbols, reductions [2, {W}, {U/B}], at least 3",
         lambda: mr.can_cast(big, full, reductions=[2, "{W}", "{U/B}"], minimum=3).x, 0.250),
        ("can_cast, Fireball from RRRRR", lambda: mr.can_cast("Fireball", "RRRRR").x, 0.010),
        ("can_cast, Force of Will for its alternative cost",
         lambda: mr.can_cast("Force of Will", "", how="with an alternative cost", life=20,
                             alternative=mr.AlternativeCost(life=1, what="exile a blue card"),
                             ).ok, 0.010),
        ("can_cast, Dismember from B at 5 life", lambda: mr.can_cast("Dismember", "B", life=5).ok,
         0.010),
    ]
    print("the cost pipeline                                                  result      ms   target")
    for label, fn, target in rows:
        t, result = best_of(fn, repeat=5)
        print(f"{label:66} {result!s:>8} {t * 1e3:7.1f}  <= {target * 1e3:g} ms  {verdict(t, target)}")


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
    bench_targets()
    bench_bounded()
    bench_cast()
    bench_parse_all(path)
    bench_import()


if __name__ == "__main__":
    main()
