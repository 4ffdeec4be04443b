"""Practice benchmarks (figures printed next to their targets, never asserted):

* 1,000 problems of one cluster generated and answered (each checked with a right and a wrong
  response, the wrong one diagnosed): target < 2 s per cluster;
* one practice update as an explorer does it (check a response, write the hint, record it,
  choose the next problem and make it): p95 target < 50 ms.

    .venv/bin/python bench/bench_practice.py
"""

from __future__ import annotations

import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _timing import verdict  # noqa: E402

from mtgrules import practice  # noqa: E402
from mtgrules.practice.model import _recompute  # noqa: E402
from mtgrules.practice.progress import Progress  # noqa: E402
from mtgrules.practice.reading import typed  # noqa: E402


def thousand(cluster: str, seed: int) -> float:
    _recompute.cache_clear()  # a cold start: nothing remembered from another run
    start = time.perf_counter()
    for p in practice.problems(cluster, 1000, seed=seed):
        assert p.check(typed(p.answer, p.kind)).correct
        p.check("-7").hint("en")
    return time.perf_counter() - start


def updates(n: int = 300) -> list[float]:
    clock = datetime(2026, 12, 1, tzinfo=timezone.utc)
    me = Progress(now=lambda: clock)
    p = practice.problem("payment.count-announcements", 1, 0)
    times = []
    for i in range(n):
        start = time.perf_counter()
        verdict_ = p.check("2" if i % 3 else "banana")
        verdict_.hint("zh-Hans")
        me.record(verdict_)
        skill, level = me.next()
        p = practice.problem(skill, level, i)
        p.question("zh-Hans")
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    practice.problem("split_cards.name", 5, 0)  # warm the card data once
    print("1,000 problems of one cluster, generated and answered (right and wrong responses):")
    for cluster in practice.CLUSTERS:
        seconds = thousand(cluster, 1)
        print(f"  {cluster:17s} {seconds:6.2f} s   target < 2 s   {verdict(seconds, 2.0)}")
    times = updates()
    p95 = statistics.quantiles(times, n=20)[-1] * 1000
    p50 = statistics.median(times) * 1000
    print(f"one practice update (check, hint, record, next problem): p50 {p50:.1f} ms, "
          f"p95 {p95:.1f} ms   target p95 < 50 ms   {verdict(p95, 50.0)}")


if __name__ == "__main__":
    main()
