"""Replacement effects on mana, applied in every possible order (614.1a, 614.5, 616.1).

A "replace mana" effect turns mana of some types into one type (Contamination: any type
becomes {B}; Ritual of Subdual: any color becomes {C}). When several apply to one mana event,
616.1 lets the affected player apply them one at a time, in any order, re-checking which
still apply after each, until none is left; each effect gets one chance at the event (614.5).
:func:`outcomes` answers, for each type an ability would produce, every type the mana can
end as, with one order that ends there.

    >>> contamination, ritual = (0b111111, 2), (0b011111, 5)   # "WUBRGC" -> B, "WUBRG" -> C
    >>> {TYPES[e]: order for e, order in outcomes([contamination, ritual])[4].items()}
    {'B': (1, 0), 'C': (0, 1)}

An effect is ``(replaces, becomes)``: a bit mask over :data:`TYPES` (W is bit 0, C bit 5)
and the index of the type it makes. An order is the tuple of effect indices applied.

How it is computed. An order is a walk over the six types, one step per effect, each effect
used at most once, each step leaving from a type the effect replaces; it stops at a type
``e`` only when every effect that replaces ``e`` has been used. So ``e`` is an end from
``t`` exactly when there is such a walk from ``t`` to ``e`` that uses all of the effects
replacing ``e``. Plain reachability over the six types is not enough: with {G}->{B} and
{B}->{G} the mana ends as {G} and never as {B}, and the walk must use the effects at ``e``
that lead away from it and still come back. Searching orders, or sets of used effects,
takes time exponential in the number of effects (2**20 sets for 20 effects).

Instead, read a walk as an Euler trail. Add a virtual step from ``e`` back to ``t``: a walk
exists exactly when some choice of steps (each effect at most once, from one of the types
it replaces), including every effect that replaces ``e``, is balanced (as many steps enter
each type as leave it) and connected. Balance alone is a max-flow problem, polynomial in the
number of effects. Connectivity is added by a search over the order in which the types join
the trail (each type needs a step into a type listed before it, ``e`` first): at most 326
lists of the five other types, each one or two more max-flow problems. So the work is polynomial
in the number of effects with a constant that depends only on the six types; in practice
the first flow, mended by exchanging the start types of two steps, is nearly always
connected, and 20 effects take milliseconds.
"""

from __future__ import annotations

from collections import deque
from typing import Sequence

from ..cards.abilities import TYPES

__all__ = ["outcomes"]

_N = len(TYPES)
_ALL = (1 << _N) - 1
_S, _T = _N, _N + 1  # the flow network's source and sink follow the six type nodes
_MANY = 1 << 30

Effect = tuple[int, int]  # (mask of the types it replaces, index of the type it makes)
Order = tuple[int, ...]


def outcomes(effects: Sequence[Effect]) -> tuple[dict[int, Order], ...]:
    """For each start type (index into :data:`TYPES`): end type -> one order ending there.

    ``effects`` should be distinct: two identical effects are two effects here.

        >>> swap = [(0b010000, 2), (0b000100, 4)]               # {G} -> {B}, {B} -> {G}
        >>> outcomes(swap)[4]                                    # {G} ends as {G}, never {B}
        {4: (0, 1)}
        >>> outcomes([])[0]
        {0: ()}
    """
    effects = [(replaces & _ALL, becomes) for replaces, becomes in effects]
    steps = [[(b, i) for i, (r, b) in enumerate(effects) if r >> v & 1 and b != v] for v in range(_N)]
    reach = [_closure(steps, v) for v in range(_N)]
    table: tuple[dict[int, Order], ...] = tuple({} for _ in range(_N))
    free = (0,) * _N
    for e in range(_N):
        at_e = [i for i, (r, _b) in enumerate(effects) if r >> e & 1]
        starts = [t for t in range(_N) if reach[t] >> e & 1]
        if all(effects[i][1] == e for i in at_e):
            # nothing leads away from e: reach it by a shortest path, then apply the
            # effects that keep e as e
            for t in starts:
                path = _path(steps, t, e)
                table[t][e] = (*path, *(i for i in at_e if i not in path))
            continue
        # one flow for the effects at e, then one more unit for each start type
        base = _build(effects, e, 0, (), free)
        assert base is not None
        net, arcs, wanted = base
        if _through(net, arcs, wanted, e, e) is None:
            continue  # those effects can't even be balanced: e is never an end
        for t in starts:
            chosen = _through(net.copy(), arcs, wanted, e, t, done=wanted)
            if chosen is None:
                continue  # not even balanced
            chosen = _connected(effects, chosen, e, t)
            if chosen is None:
                chosen = _search(effects, e, t, 1 << e, (), free)
            if chosen is not None:
                table[t][e] = _trail(effects, chosen, t, e)
    return table


# --- reachability and shortest paths over the six types ---------------------------------


def _closure(steps: list[list[tuple[int, int]]], start: int) -> int:
    seen = 1 << start
    todo = [start]
    while todo:
        for w, _i in steps[todo.pop()]:
            if not seen >> w & 1:
                seen |= 1 << w
                todo.append(w)
    return seen


def _path(steps: list[list[tuple[int, int]]], t: int, e: int) -> Order:
    """Effect indices of a shortest walk from t to e (distinct types, so distinct effects)."""
    before: dict[int, tuple[int, int]] = {}
    queue = deque([t])
    while queue and e not in before and e != t:
        v = queue.popleft()
        for w, i in steps[v]:
            if w != t and w not in before:
                before[w] = (v, i)
                queue.append(w)
    path: list[int] = []
    while e != t:
        e, i = before[e]
        path.append(i)
    return tuple(reversed(path))


# --- balance: a unit-capacity max-flow --------------------------------------------------


class _Network:
    """A flow network with integer capacities, grown arc by arc; augmenting by BFS."""

    __slots__ = ("head", "cap", "out")

    def __init__(self, nodes: int) -> None:
        self.head: list[int] = []
        self.cap: list[int] = []
        self.out: list[list[int]] = [[] for _ in range(nodes)]

    def copy(self) -> _Network:
        other = _Network(0)
        other.head, other.cap, other.out = self.head[:], self.cap[:], [arcs[:] for arcs in self.out]
        return other

    def node(self) -> int:
        self.out.append([])
        return len(self.out) - 1

    def arc(self, a: int, b: int, capacity: int) -> int:
        self.out[a].append(len(self.head))
        self.head.append(b)
        self.cap.append(capacity)
        self.out[b].append(len(self.head))
        self.head.append(a)
        self.cap.append(0)
        return len(self.head) - 2

    def augment(self) -> bool:
        """Push one unit from the source to the sink along a shortest path, if any."""
        head, cap, out = self.head, self.cap, self.out
        via = {_S: -1}
        queue = deque([_S])
        while queue:
            v = queue.popleft()
            for a in out[v]:
                w = head[a]
                if cap[a] and w not in via:
                    via[w] = a
                    if w == _T:
                        while w != _S:
                            a = via[w]
                            cap[a] -= 1
                            cap[a ^ 1] += 1
                            w = head[a ^ 1]
                        return True
                    queue.append(w)
        return False


def _balanced(effects: list[Effect], e: int, t: int, ban: int,
              needs: tuple[tuple[int, int], ...], forbid: tuple[int, ...]) -> dict[int, int] | None:
    """A balanced choice of steps, as effect -> the type it leaves from, or None.

    Every effect that replaces ``e`` must be used; with the virtual step ``e -> t`` the
    steps must enter each type as often as they leave it. ``ban``: types the steps may not
    touch; ``needs``: (v, mask) pairs, v must step into a type of mask; ``forbid[v]``: types
    v may not step into.
    """
    if ban >> t & 1:
        return None
    built = _build(effects, e, ban, needs, forbid)
    if built is None:
        return None
    net, starts, wanted = built
    return _through(net, starts, wanted, e, t)


def _build(effects: list[Effect], e: int, ban: int, needs: tuple[tuple[int, int], ...],
           forbid: tuple[int, ...]) -> tuple[_Network, list[tuple[int, int, int]], int] | None:
    """The network of :func:`_balanced` without the virtual step, and the units it must carry.

    A step that must be taken becomes a unit from the source into its end and a unit from
    its effect to the sink (the usual reduction of a lower bound).
    """
    if ban >> e & 1:
        return None
    net = _Network(_N + 2)
    nodes: list[int] = []
    starts: list[tuple[int, int, int]] = []  # (arc, effect, type it leaves from)
    wanted = 0
    for i, (r, b) in enumerate(effects):
        required = r >> e & 1
        if ban >> b & 1:
            if required:
                return None
            nodes.append(-1)
            continue
        x = net.node()
        nodes.append(x)
        for v in range(_N):
            if r >> v & 1 and not ban >> v & 1 and not forbid[v] >> b & 1:
                starts.append((net.arc(v, x, 1), i, v))
        if required:
            net.arc(x, _T, 1)
            net.arc(_S, b, 1)
            wanted += 1
        else:
            net.arc(x, b, 1)
    for v, mask in needs:
        if ban >> v & 1:
            return None
        q = net.node()
        net.arc(_S, q, 1)
        net.arc(v, _T, 1)
        net.arc(v, q, _MANY)
        wanted += 1
        for i, (r, b) in enumerate(effects):
            if nodes[i] >= 0 and r >> v & 1 and mask >> b & 1 and not forbid[v] >> b & 1:
                starts.append((net.arc(q, nodes[i], 1), i, v))
    return net, starts, wanted


def _through(net: _Network, starts: list[tuple[int, int, int]], wanted: int, e: int, t: int,
             done: int = 0) -> dict[int, int] | None:
    """Add the virtual step to ``net`` (``done`` units already carried) and finish the flow."""
    if t != e:
        net.arc(_S, t, 1)
        net.arc(e, _T, 1)
        wanted += 1
    for _ in range(wanted - done):
        if not net.augment():
            return None
    return {i: v for a, i, v in starts if net.cap[a] == 0}


# --- connectivity -------------------------------------------------------------------------


def _stray(effects: list[Effect], chosen: dict[int, int], e: int, t: int) -> tuple[int, dict[int, int]]:
    """The steps joined to ``e``, and the types of a part not joined to it that has a step
    which must be used (0 when there is none: the other parts can simply be dropped)."""
    root = list(range(_N))

    def find(v: int) -> int:
        while root[v] != v:
            root[v] = root[root[v]]
            v = root[v]
        return v

    for i, v in chosen.items():
        root[find(v)] = find(effects[i][1])
    root[find(t)] = find(e)
    home = find(e)
    joined = {i: v for i, v in chosen.items() if find(v) == home}
    for i, v in chosen.items():
        if find(v) != home and effects[i][0] >> e & 1:
            part = find(v)
            return sum(1 << w for w in range(_N) if find(w) == part), joined
    return 0, joined


def _connected(effects: list[Effect], chosen: dict[int, int], e: int, t: int) -> dict[int, int] | None:
    """``chosen`` made connected by exchanging start types, or None if that doesn't do it.

    A step j of a stray part (from u) and a step a joined to e (from w) can swap start types
    when j replaces w and a replaces u: the balance stays and the two parts become one.
    """
    while True:
        part, joined = _stray(effects, chosen, e, t)
        if not part:
            return joined
        for j, u in chosen.items():
            if part >> u & 1:
                swap = next((a for a, w in joined.items()
                             if effects[j][0] >> w & 1 and effects[a][0] >> u & 1), None)
                if swap is not None:
                    chosen[j], chosen[swap] = joined[swap], u
                    break
        else:
            return None


def _search(effects: list[Effect], e: int, t: int, placed: int,
            needs: tuple[tuple[int, int], ...], forbid: tuple[int, ...]) -> dict[int, int] | None:
    """A connected balanced choice of steps, searching the order in which types join.

    Every type of a connected trail has a step into a type nearer ``e``; list the types
    so that each steps into one listed before it (``e`` first). Of all such lists take the
    one that always adds the lowest type that can be added: then each lower type skipped at
    that point has no step into the listed ones, which ``forbid`` records. ``placed`` holds
    the listed types and ``needs`` their steps; the search stops at the first success.
    """
    ban = _unvisitable(effects, e, t, 0, forbid)
    chosen = _balanced(effects, e, t, ban, needs, forbid)
    if chosen is None:
        return None  # no order below this one can be balanced either
    found = _connected(effects, chosen, e, t)
    if found is not None:
        return found
    # the trail may use exactly the listed types: then the needs make it connected
    ban = _unvisitable(effects, e, t, _ALL & ~placed, forbid)
    chosen = _balanced(effects, e, t, ban, needs, forbid)
    if chosen is not None:
        found = _connected(effects, chosen, e, t)
        if found is not None:
            return found
    skipped = list(forbid)
    for v in range(_N):
        if placed >> v & 1:
            continue
        if any(r >> v & 1 and placed >> b & 1 and not skipped[v] >> b & 1 for r, b in effects):
            found = _search(effects, e, t, placed | 1 << v, (*needs, (v, placed)), tuple(skipped))
            if found is not None:
                return found
        skipped[v] |= placed  # the lists tried next add v later: no step from v into these yet
    return None


def _unvisitable(effects: list[Effect], e: int, t: int, ban: int, forbid: tuple[int, ...]) -> int:
    """``ban`` plus every type a trail from t to e can't visit (not reached from t, or not
    reaching e, with the steps still allowed), to a fixed point."""
    while not (ban >> e & 1 or ban >> t & 1):
        moves = [(v, b) for r, b in effects if not ban >> b & 1
                 for v in range(_N) if r >> v & 1 and not ban >> v & 1 and not forbid[v] >> b & 1]
        ahead = _spread(moves, 1 << t, forward=True)
        behind = _spread(moves, 1 << e, forward=False)
        more = ban | (_ALL & ~(ahead & behind))
        if more == ban:
            break
        ban = more
    return ban


def _spread(moves: list[tuple[int, int]], seen: int, *, forward: bool) -> int:
    while True:
        grown = seen
        for v, b in moves:
            if forward and seen >> v & 1:
                grown |= 1 << b
            elif not forward and seen >> b & 1:
                grown |= 1 << v
        if grown == seen:
            return seen
        seen = grown


def _trail(effects: list[Effect], chosen: dict[int, int], t: int, e: int) -> Order:
    """The chosen steps in an order that walks from t to e (Hierholzer's algorithm)."""
    virtual, start = -1, -2
    leaving: list[list[tuple[int, int]]] = [[] for _ in range(_N)]
    for i in sorted(chosen, reverse=True):  # popped from the end: lowest index first
        leaving[chosen[i]].append((effects[i][1], i))
    if t != e:
        leaving[e].append((t, virtual))
    stack: list[tuple[int, int]] = [(t, start)]
    circuit: list[int] = []
    while stack:
        v, i = stack[-1]
        if leaving[v]:
            stack.append(leaving[v].pop())
        else:
            stack.pop()
            circuit.append(i)
    circuit.reverse()
    steps = circuit[1:]  # after the start's placeholder
    if t != e:
        cut = steps.index(virtual)
        steps = steps[cut + 1:] + steps[:cut]
    return tuple(steps)
