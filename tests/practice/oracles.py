"""Brute-force answers written apart from the library and from mtgrules.practice: each takes
a problem's plain ``inputs`` (and its ``reduction``) and works the answer out from the rules
by enumeration, so a generated answer is checked by a second, independent computation."""

from __future__ import annotations

import re
from itertools import combinations_with_replacement, product
from typing import Any

COLORS = "WUBRG"
TYPES = "WUBRGC"


def symbols(cost: str) -> list[str]:
    return re.findall(r"\{([^}]*)\}", cost)


def ways(symbol: str, x: int = 0) -> list[tuple[str, int, int]]:
    """(colored letters, generic, life) for each way to pay one symbol (601.2b, 107.4)."""
    if symbol.isdigit():
        return [("", int(symbol), 0)]
    if symbol == "X":
        return [("", x, 0)]
    if symbol in TYPES or symbol == "S":
        return [(symbol, 0, 0)]
    parts = symbol.split("/")
    if parts[-1] == "P":
        return [(c, 0, 0) for c in parts[:-1]] + [("", 0, 2)]
    if parts[0] == "2":
        return [(parts[1], 0, 0), ("", 2, 0)]
    return [(parts[0], 0, 0), (parts[1], 0, 0)]


def announcements(cost: str, life: int | None = None, can_lose_life: bool = True,
                  x: int = 0) -> set[tuple[str, int, int]]:
    out = set()
    for choice in product(*(ways(s, x) for s in symbols(cost))):
        letters = "".join(sorted("".join(c for c, _, _ in choice)))
        generic = sum(g for _, g, _ in choice)
        paid = sum(l for _, _, l in choice)
        if paid and not can_lose_life:
            continue
        if life is not None and paid > life:
            continue
        out.add((letters, generic, paid))
    return out


def spends(cost: str, pool: str, life: int | None = None, can_lose_life: bool = True,
           x: int = 0) -> set[tuple[str, int]]:
    out = set()
    for letters, generic, paid in announcements(cost, life, can_lose_life, x):
        rest = list(pool)
        ok = True
        for c in letters:
            if c in rest:
                rest.remove(c)
            else:
                ok = False
                break
        if not ok or generic > len(rest):
            continue
        for extra in set(combinations_with_replacement(sorted(set(rest)), generic)):
            if all(extra.count(c) <= rest.count(c) for c in set(extra)):
                out.add(("".join(sorted(letters + "".join(extra))), paid))
    return out


def mana_value(cost: str, x: int = 0) -> int:
    total = 0
    for s in symbols(cost):
        if s.isdigit():
            total += int(s)
        elif s == "X":
            total += x
        elif s.startswith("2/"):
            total += 2
        else:
            total += 1
    return total


def colors(cost: str) -> str:
    found = {c for s in symbols(cost) for c in s.split("/") if c in COLORS}
    return "".join(c for c in COLORS if c in found)


# X (107.3) ---------------------------------------------------------------------------------

def payable(letters: str, generic: int, pool: str) -> bool:
    rest = list(pool)
    for c in letters:
        if c not in rest:
            return False
        rest.remove(c)
    return generic <= len(rest)


def cost_payable(cost: str, x: int, pool: str, increase: int = 0, reduction: int = 0) -> bool:
    for choice in product(*(ways(s, x) for s in symbols(cost))):
        letters = "".join(c for c, _, _ in choice)
        generic = sum(g for _, g, _ in choice) + increase
        generic = max(0, generic - reduction)
        if sum(l for _, _, l in choice) == 0 and payable(letters, generic, pool):
            return True
    return False


def x_range(inputs: dict[str, Any]) -> tuple[int, ...]:
    cost, pool = inputs["cost"], inputs.get("pool", "")
    how = inputs.get("how", "normal")
    if how == "without paying its mana cost":
        return (0,)
    if how == "with an alternative cost":
        alternative = inputs["alternative"]
        if "X" not in alternative:
            return (0,)
        cost = alternative
    increase = inputs.get("increase", 0)
    reduction = inputs.get("reduction", 0)
    return tuple(x for x in range(0, len(pool) + reduction + 2)
                 if cost_payable(cost, x, pool, increase, reduction))


def total_cost(inputs: dict[str, Any]) -> tuple[int, str]:
    """(generic, sorted colored letters) of the total cost (601.2f, 118.7a, 118.8)."""
    x = inputs.get("x", 0)
    parts = [] if inputs.get("how") == "without paying its mana cost" else symbols(inputs["cost"])
    parts += symbols(inputs.get("additional", ""))
    generic = inputs.get("increase", 0)
    letters = ""
    for s in parts:
        (c, g, _), = ways(s, x)[:1]
        letters += c
        generic += g
    generic = max(0, generic - inputs.get("reduction", 0))
    return generic, "".join(sorted(letters))


def total_from_text(text: str) -> tuple[int, str]:
    generic, letters = 0, ""
    for s in symbols(text):
        if s.isdigit():
            generic += int(s)
        else:
            letters += s
    return generic, "".join(sorted(letters))


# numbers (107.1) ---------------------------------------------------------------------------

def keeps_negative(effect: str, date: str) -> bool:
    day = "2026-04-17" if date == "current" else date
    if effect in ("set life total", "double life total", "set power/toughness"):
        return True
    old = day < "2017-07-14"
    if effect == "modify power/toughness":
        return old
    if effect == "double power/toughness":
        return old or day >= "2018-07-13"
    if effect == "triple power/toughness":
        return old or day >= "2025-06-06"
    if effect == "triple life total":
        return day >= "2025-06-06"
    return False


def effect_result(value: int, effect: str, rules: str = "current") -> int:
    return value if value >= 0 or keeps_negative(effect, rules) else 0


def fraction(amount: int, numerator: int, denominator: int, rounding: str) -> int:
    whole, rest = divmod(amount * numerator, denominator)
    return whole + (1 if rest and rounding == "up" else 0)


def any_number(n: int, dividing: bool, possible: bool, rules: str) -> bool:
    day = "2026-04-17" if rules == "current" else rules
    if n < 0:
        return False
    if dividing and possible and day < "2019-07-12":
        return n >= 1
    return True


# could produce (106.7) ---------------------------------------------------------------------

PRODUCES = {"Forest": "G", "Island": "U", "Swamp": "B", "Mountain": "R", "Plains": "W",
            "Wastes": "C", "Ancient Tomb": "C", "Tundra": "WU", "Underground Sea": "UB",
            "Badlands": "BR", "Taiga": "RG", "Savannah": "GW", "Scrubland": "WB",
            "Volcanic Island": "UR", "Bayou": "BG", "Plateau": "RW", "Tropical Island": "GU",
            "City of Brass": "WUBRG", "Mana Confluence": "WUBRG", "Gemstone Mine": "WUBRG",
            "Vivid Crag": "WUBRG", "Sol Ring": "C", "Llanowar Elves": "G",
            "Birds of Paradise": "WUBRG"}
NOT_LANDS = {"Sol Ring", "Llanowar Elves", "Birds of Paradise", "Fellwar Stone",
             "Sylvok Explorer", "Naga Vitalist"}
READS = {"Exotic Orchard": ("theirs", COLORS), "Fellwar Stone": ("theirs", COLORS),
         "Sylvok Explorer": ("theirs", COLORS), "Reflecting Pool": ("mine", TYPES),
         "Naga Vitalist": ("mine", TYPES)}


def could_produce(text: str) -> list[str]:
    board = []
    for line in text.splitlines():
        player, rest = line.split(": ", 1)
        name = rest.split(" [")[0]
        board.append((player, name))
    made = [set(PRODUCES.get(name, "")) for _, name in board]
    while True:
        changed = False
        for i, (player, name) in enumerate(board):
            if name not in READS:
                continue
            whose, allowed = READS[name]
            for j, (p2, n2) in enumerate(board):
                if n2 in NOT_LANDS or (whose == "theirs") == (p2 == player):
                    continue
                new = {t for t in made[j] if t in allowed} - made[i]
                if new:
                    made[i] |= new
                    changed = True
        if not changed:
            return ["".join(t for t in TYPES if t in m) for m in made]


# split cards (709; old 708) ----------------------------------------------------------------

HALVES = {"Alive // Well": ("{3}{G}", "{W}"), "Assault // Battery": ("{R}", "{3}{G}"),
          "Beck // Call": ("{G}{U}", "{4}{W}{U}"), "Boom // Bust": ("{1}{R}", "{5}{R}"),
          "Dead // Gone": ("{R}", "{2}{R}"), "Far // Away": ("{1}{U}", "{2}{B}"),
          "Fire // Ice": ("{1}{R}", "{1}{U}"), "Life // Death": ("{G}", "{1}{B}"),
          "Research // Development": ("{G}{U}", "{3}{U}{R}"), "Turn // Burn": ("{2}{U}", "{1}{R}"),
          "Wax // Wane": ("{G}", "{W}"), "Wear // Tear": ("{1}{R}", "{W}"),
          "Claim // Fame": ("{B}", "{1}{R}"), "Commit // Memory": ("{3}{U}", "{4}{U}{U}"),
          "Cut // Ribbons": ("{1}{R}", "{X}{B}{B}"), "Destined // Lead": ("{1}{B}", "{3}{G}")}


def _old(date: str) -> bool:
    return date != "current" and date < "2017-04-28"


def _parts(inputs: dict[str, Any]) -> list[str]:
    """The costs whose characteristics answer: the half cast, both halves combined into one,
    or (old rules, off the stack) each half on its own."""
    card = inputs["card"]
    first, second = HALVES[card]
    names = card.split(" // ")
    zone, half = inputs.get("zone", "hand"), inputs.get("half")
    if zone == "stack" and half != "both":
        return [(first, second)[names.index(half)]]
    if zone != "stack" and _old(inputs.get("rules", "current")):
        return [first, second]
    return [first + second]


def split_answer(call: str, inputs: dict[str, Any], reduction: tuple[Any, ...]) -> Any:
    if call == "cascade_casts":
        card, n, date = inputs["card"], inputs["mana_value"], inputs["rules"]
        names = card.split(" // ")
        if date != "current" and date < "2021-02-24":
            return tuple(names)
        return tuple(h for h, c in zip(names, HALVES[card]) if mana_value(c) < n)
    what = inputs["characteristic"]
    if what == "name":
        return inputs["value"] in inputs["card"].split(" // ")
    parts = _parts(inputs)
    if call == "ask":
        return tuple(mana_value(p) for p in parts)
    if what == "colors":
        return any(inputs["value"] in colors(p) for p in parts)
    return any(mana_value(p) == inputs["value"] for p in parts)
