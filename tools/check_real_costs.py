"""Check the mana-cost parser against real card data (a development tool, not a test).

    python -m tools.check_real_costs [path/to/cards.jsonl]

Parses every mana cost in the file (each face of a multi-face card separately) and compares
the library's mana value (202.3) and colors (202.2) with the values the data states. The
data's known caveats are counted apart rather than hidden: devoid cards are colorless whatever
their cost (702.114a), cards with a color indicator or a color-setting ability have colors their
cost doesn't show (204, 105.2), and a few sources state a whole card's value on a face.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

import mtgrules as mr  # noqa: E402

DEFAULT = ROOT.parent / "shared" / "data" / "cards.jsonl"


def colors_of(listed) -> str:
    return "".join(c for c in "WUBRG" if c in (listed or []))


def explain_color_mismatch(card: dict, ours: str, theirs: str) -> str:
    text = (card.get("oracle_text") or "").lower()
    if "devoid" in text:
        return "devoid (colorless whatever its cost)"
    if "is colorless" in text or "is all colors" in text:
        return "an ability sets its color"
    if not ours and theirs:
        return "colorless cost, colored card: a color indicator or a color-setting ability"
    return f"unexplained (cost gives {ours or 'colorless'}, data says {theirs or 'colorless'})"


def main(path: Path) -> int:
    tally = Counter()
    rejected: list[tuple[str, str, str]] = []
    mismatches = Counter()
    examples: dict[str, str] = {}
    kinds = Counter()
    for line in path.read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        faces = card.get("faces") or []
        texts = [card.get("mana_cost") or ""]
        if " // " in texts[0]:
            texts = texts[0].split(" // ")
        costs = []
        for text in texts:
            tally["costs"] += 1
            try:
                cost = mr.parse_cost(text)
            except mr.RulesInputError as error:
                rejected.append((card["name"], text, str(error)))
                continue
            tally["parsed"] += 1
            costs.append(cost)
            for symbol in cost.symbols:
                kinds[symbol.kind.value] += 1
        if len(costs) != len(texts):
            continue
        whole = costs[0] if len(costs) == 1 else sum(costs[1:], costs[0])
        if card.get("mana_value") is not None and len(costs) == 1:
            tally["mana value stated"] += 1
            if whole.mana_value() == card["mana_value"]:
                tally["mana value agrees"] += 1
            else:
                key = f"mana value: layout {card.get('layout') or 'unstated'}"
                mismatches[key] += 1
                examples.setdefault(key,
                                    f"{card['name']} {whole} -> {whole.mana_value()} vs {card['mana_value']}")
        for face, cost in zip(faces, costs) if len(costs) > 1 else ():
            if face.get("mana_value") is not None:
                tally["face mana value stated"] += 1
                tally["face mana value agrees"] += cost.mana_value() == face["mana_value"]
        if card.get("colors") is not None:
            tally["colors stated"] += 1
            ours, theirs = whole.colors, colors_of(card["colors"])
            if ours == theirs:
                tally["colors agree"] += 1
            else:
                reason = explain_color_mismatch(card, ours, theirs)
                mismatches["colors: " + reason.split(" (")[0]] += 1
                examples.setdefault("colors: " + reason.split(" (")[0], f"{card['name']} {whole}")

    print(f"mana costs parsed: {tally['parsed']:,} of {tally['costs']:,}")
    for name, text, error in rejected:
        print(f"  rejected on purpose? {name!r} {text!r}: {error}")
    print("symbols seen: " + ", ".join(f"{k} {v:,}" for k, v in kinds.most_common()))
    print(f"mana value agrees: {tally['mana value agrees']:,} of {tally['mana value stated']:,} "
          f"cards that state one")
    print(f"face mana value agrees: {tally['face mana value agrees']:,} of "
          f"{tally['face mana value stated']:,} faces that state one")
    print(f"colors agree: {tally['colors agree']:,} of {tally['colors stated']:,} cards that state them")
    for reason, n in mismatches.most_common():
        print(f"  {n:5,}  {reason}   e.g. {examples[reason]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT))
