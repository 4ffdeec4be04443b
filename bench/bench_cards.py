"""Benchmark: the first look-up of a card in the index of every card, and close-name suggestions.

1. ``import mtgrules`` then the first ``mr.card(name)`` of a card that is not curated (the
   index is read then), each in a fresh Python process: the median of five. Target: the
   first look-up under 0.3 s.
2. In one process with the index read: a misspelt English name, a misspelt Simplified and a
   misspelt Traditional Chinese name (the first suggestion of each language reads the
   names of that language, so the first is timed on its own too). Target: well under 0.3 s.

3. The size of the wheel (``pip wheel --no-deps .``), which holds the index. Target: at
   most 5 MB.

Times and sizes are printed beside their targets, never asserted on.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path


import mtgrules as mr  # noqa: E402
from mtgrules.cards import card_index  # noqa: E402
from bench._timing import verdict  # noqa: E402

FIRST = """
import time
started = time.perf_counter()
import mtgrules as mr
imported = time.perf_counter()
mr.card("Orzhov Signet")
done = time.perf_counter()
print(imported - started, done - imported)
"""

MISSPELT = ["Kitchn Finks", "背弃理姓", "背棄理姓", "Orzhov Signat", "欧佐夫印计"]


def first_lookup() -> None:
    imports, lookups = [], []
    for _ in range(5):
        out = subprocess.run([sys.executable, "-c", FIRST], capture_output=True, text=True, check=True,
                             cwd=Path(__file__).resolve().parent.parent)
        a, b = map(float, out.stdout.split())
        imports.append(a)
        lookups.append(b)
    imp, first = statistics.median(imports), statistics.median(lookups)
    print(f"import mtgrules: {imp * 1000:.0f} ms (median of 5 fresh processes)")
    print(f"first look-up in the index of {len(card_index()):,} cards: {first * 1000:.0f} ms "
          f"(target < 300 ms: {verdict(first, 0.3)})")


def suggestions() -> None:
    mr.card("Orzhov Signet")  # the index is read
    for name in MISSPELT:
        started = time.perf_counter()
        try:
            mr.card(name)
        except mr.UnknownCardError as exc:
            message = str(exc)
        took = time.perf_counter() - started
        print(f"suggestions for {name!r}: {took * 1000:.0f} ms (target < 300 ms: "
              f"{verdict(took, 0.3)}): {message}")


def wheel_size() -> None:
    import tempfile

    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", folder, str(root)],
                       check=True, capture_output=True)
        (wheel,) = Path(folder).glob("*.whl")
        size = wheel.stat().st_size
    print(f"wheel {wheel.name}: {size / 1e6:.2f} MB (target at most 5 MB: {verdict(size, 5e6)})")


if __name__ == "__main__":
    first_lookup()
    suggestions()
    wheel_size()
