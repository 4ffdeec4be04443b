"""Benchmark: how long one explorer update takes, in-process (target: p95 under 50 ms).

    python bench/bench_widgets.py

Builds each notebook's explorer and walks every control through its values (the same walk
the widget tests use: every option, both checkbox states, slider ends, mistyped texts),
timing each change from setting the value to the redrawn output. Figures are printed.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import verdict  # noqa: E402

from widgets._common import control_settings  # noqa: E402
from widgets.could_produce import could_produce_explorer  # noqa: E402
from widgets.negative_numbers import numbers_explorer  # noqa: E402
from widgets.payment import payment_explorer  # noqa: E402
from widgets.split_cards import split_explorer  # noqa: E402
from widgets.x_values import x_explorer  # noqa: E402

EXPLORERS = {
    "01 x_explorer": x_explorer,
    "02 numbers_explorer": numbers_explorer,
    "03 payment_explorer": payment_explorer,
    "04 could_produce_explorer": could_produce_explorer,
    "05 split_explorer": split_explorer,
}


def main() -> None:
    print(f"{'explorer':28} {'updates':>7} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}  target p95 < 50 ms")
    for name, build in EXPLORERS.items():
        build()  # warm caches (imports, fonts) outside the measurement
        explorer = build()
        times = []
        for _ in range(2):
            for control, value in control_settings(explorer):
                start = time.perf_counter()
                control.value = value
                times.append((time.perf_counter() - start) * 1e3)
        p95 = statistics.quantiles(times, n=20)[-1]
        print(f"{name:28} {len(times):7d} {statistics.median(times):8.1f} {p95:8.1f} "
              f"{max(times):8.1f}  {verdict(p95, 50)}")


if __name__ == "__main__":
    main()
