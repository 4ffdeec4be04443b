"""Tests for replacement effects applied in every order (614.5, 616.1): mtgrules.board.replacement.

The oracle is the order walk written apart from the library: apply any applicable effect
not used yet, in every order, until none applies, and collect where the mana ends. It is
exponential in the number of effects, so it runs on small sets and on sparse sets of 20.
"""

from __future__ import annotations

import random
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.board.replacement import outcomes

TYPES = "WUBRGC"


def order_walk(effects, start):
    """Every type mana of type index ``start`` can end as: each effect applies at most once,
    and the walk stops only when no unused effect replaces the current type."""
    ends = set()
    seen = set()
    todo = [(start, 0)]
    while todo:
        state = todo.pop()
        if state in seen:
            continue
        seen.add(state)
        t, used = state
        moves = [(b, used | 1 << i) for i, (r, b) in enumerate(effects) if not used >> i & 1 and r >> t & 1]
        if moves:
            todo.extend(moves)
        else:
            ends.add(t)
    return ends


def follows_the_rules(effects, start, end, order):
    """Whether ``order`` is a legal order of applying effects that ends at ``end``."""
    if len(set(order)) != len(order):
        return False  # 614.5: one chance each
    t = start
    for i in order:
        replaces, becomes = effects[i]
        if not replaces >> t & 1:
            return False
        t = becomes
    unused = [effects[i] for i in range(len(effects)) if i not in order]
    return t == end and not any(r >> t & 1 for r, _b in unused)  # 616.1f: none left to apply


def check_against_walk(effects):
    table = outcomes(effects)
    for start in range(6):
        assert set(table[start]) == order_walk(effects, start), (effects, TYPES[start])
        for end, order in table[start].items():
            assert follows_the_rules(effects, start, end, order), (effects, TYPES[start], TYPES[end], order)


effect_sets = st.lists(st.tuples(st.integers(1, 63), st.integers(0, 5)), max_size=6)


@settings(max_examples=600, deadline=None)
@given(effect_sets)
def test_616_1_every_order_agrees_with_the_order_walk(effects):
    check_against_walk(effects)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([(1 << a | 1 << b, c) for a in range(6) for b in range(6) for c in range(6)]),
                min_size=6, max_size=9))
def test_616_1_dense_small_sets_agree_with_the_order_walk(effects):
    check_against_walk(effects)


def test_616_1_contamination_and_ritual_of_subdual():
    contamination, ritual = (0b111111, TYPES.index("B")), (0b011111, TYPES.index("C"))
    green = outcomes([contamination, ritual])[TYPES.index("G")]
    assert green == {TYPES.index("B"): (1, 0), TYPES.index("C"): (0, 1)}


def test_614_5_each_effect_applies_once_so_a_swap_comes_back():
    # {G} -> {B} and {B} -> {G}: Green ends as green, never black; plain reachability would
    # either find no end or both
    swap = [(1 << TYPES.index("G"), TYPES.index("B")), (1 << TYPES.index("B"), TYPES.index("G"))]
    assert outcomes(swap)[TYPES.index("G")] == {TYPES.index("G"): (0, 1)}
    assert outcomes(swap)[TYPES.index("B")] == {TYPES.index("B"): (1, 0)}


def test_616_1_an_effect_at_the_end_is_used_on_the_way():
    # the only effect that replaces {U} makes {B}, so {U} is an end from {W} only when that
    # effect was used before, from {R}: {W} -> {R} -> {B} by it -> {U}
    effects = [(0b101110, 2), (0b111101, 1), (0b110100, 2), (0b001101, 3)]
    check_against_walk(effects)
    assert outcomes(effects)[0][1] == (3, 0, 1)


def test_no_effects_leave_each_type_alone():
    assert outcomes([]) == tuple({t: ()} for t in range(6))


def test_twenty_single_type_effects_agree_with_the_order_walk():
    pool = [(1 << a, b) for a in range(6) for b in range(6)]
    effects = random.Random(0).sample(pool, 20)
    check_against_walk(effects)


def test_many_effects_answer_and_every_order_follows_the_rules():
    rng = random.Random(3)
    pool = [(m, b) for m in range(1, 64) for b in range(6)]
    for k in (30, 60):
        effects = rng.sample(pool, k)
        for start, ends in enumerate(outcomes(effects)):
            assert ends, "mana always ends as some type"
            for end, order in ends.items():
                assert follows_the_rules(effects, start, end, order)


if __name__ == "__main__":  # the brute-force figures quoted in test_could_produce (minutes)
    combos = [(mask, b) for mask in range(1, 64) for b in range(6)]
    random.Random(1).shuffle(combos)
    k = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for start in range(6):
        print(TYPES[start], "".join(TYPES[e] for e in sorted(order_walk(combos[:k], start))))
