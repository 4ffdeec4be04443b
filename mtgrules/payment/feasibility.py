"""Whether a pool and life can pay a cost at all, as a maximum flow (601.2b, 601.2h).

Units of demand flow to units of mana. Demand: each colored or {C} symbol wants one mana of
its type (107.4a, 107.4c), each {S} one mana from a snow source (107.4h), the generic part
any mana (107.4b). A hybrid or Phyrexian symbol sends its one unit to one of its halves:
a color, colorless ({C/W}), life (a Phyrexian symbol, 2 life, 107.4f) or "two generic"
({2/W}, 107.4e). Supply: the pool's regular and snow mana of each type, and the life that
may be paid (119.4, 119.8).

The only choice a flow can't express is how many {2/W} symbols are paid with two generic
mana, because that changes how much generic mana is owed. Call that number n. For a fixed
n the question is one maximum flow; the flow's shortfall is a convex function of n (the
flow is a minimum over cuts, each linear in n), so a binary search over n needs only about
log2(number of {2/W} symbols) flows. Exact, and fast for any cost size.

    >>> from mtgrules.payment import can_pay
    >>> from mtgrules.mana import ManaPool
    >>> can_pay("{2/W}{2/W}{2/W}", ManaPool("WWBB")), can_pay("{2/W}{2/W}{2/W}", ManaPool("WBB"))
    (True, False)
"""

from __future__ import annotations

from collections import Counter, deque

from ..mana.cost import TYPE_INDEX, Kind
from ._request import _Request



class _Network:
    """A small flow network with Dinic's algorithm (augmenting along shortest paths)."""

    def __init__(self, size: int) -> None:
        self.edges: list[list[list[int]]] = [[] for _ in range(size)]

    def add(self, u: int, v: int, capacity: int) -> None:
        if capacity > 0:
            self.edges[u].append([v, capacity, len(self.edges[v])])
            self.edges[v].append([u, 0, len(self.edges[u]) - 1])

    def max_flow(self, source: int, sink: int) -> int:
        total = 0
        while True:
            level = self._levels(source)
            if level[sink] < 0:
                return total
            nxt = [0] * len(self.edges)
            while pushed := self._push(source, sink, _INF, level, nxt):
                total += pushed

    def _levels(self, source: int) -> list[int]:
        level = [-1] * len(self.edges)
        level[source] = 0
        queue = deque([source])
        while queue:
            u = queue.popleft()
            for v, cap, _ in self.edges[u]:
                if cap and level[v] < 0:
                    level[v] = level[u] + 1
                    queue.append(v)
        return level

    def _push(self, u: int, sink: int, limit: int, level: list[int], nxt: list[int]) -> int:
        if u == sink:
            return limit
        edges = self.edges[u]
        while nxt[u] < len(edges):
            edge = edges[nxt[u]]
            v, cap, back = edge
            if cap and level[v] == level[u] + 1:
                pushed = self._push(v, sink, min(limit, cap), level, nxt)
                if pushed:
                    edge[1] -= pushed
                    self.edges[v][back][1] += pushed
                    return pushed
            nxt[u] += 1
        return 0


_INF = 1 << 200  # more than any demand the library accepts (numbers are at most 10**15)


def payable(request: _Request, pool_has: list[int], spend_as: str | None = None) -> bool:
    """True if some announcement of ``request.cost`` can be paid from ``pool_has`` (the
    mana of the 6 regular then the 6 snow sources, WUBRGC) and the life allowed.

    ``spend_as`` ("any color" or "any type", 609.4b, 118.14) lets a colored symbol (and, for
    "any type", a {C} symbol) take any mana: in the flow, that type's demand reaches every
    source."""
    cost, values = request.cost, request.values
    if cost.is_absent:
        return False  # 118.6
    fixed = [0] * 6        # colored and {C} mana owed, by type
    snow_owed = generic = 0
    flexible: Counter[tuple[str, ...]] = Counter()
    phyrexian = mono = 0
    for s in cost.symbols:
        kind = s.kind
        if kind is Kind.GENERIC:
            generic += s.amount
        elif kind is Kind.VARIABLE:
            generic += values[s.variable]
        elif kind is Kind.COLORLESS:
            fixed[5] += 1
        elif kind is Kind.SNOW:
            snow_owed += 1
        elif kind is Kind.COLORED:
            fixed[TYPE_INDEX[s.colors]] += 1
        else:
            halves = tuple(s.colors)
            if kind is Kind.COLORLESS_HYBRID:
                halves += ("C",)
            elif kind is Kind.MONOCOLORED_HYBRID:
                halves += ("N",)
                mono += 1
            elif kind in (Kind.PHYREXIAN, Kind.HYBRID_PHYREXIAN):
                halves += ("L",)
                phyrexian += 1
            flexible[halves] += 1
    most_life = phyrexian if request.max_payments is None else min(phyrexian, request.max_payments)
    if sum(fixed) + snow_owed + generic > sum(pool_has):
        return False

    def shortfall(n: int) -> int:
        return _shortfall(fixed, snow_owed, generic, flexible, most_life, n, pool_has, spend_as)

    # the shortfall is convex in n: find its least value by bisecting on its slope
    low, high = 0, mono
    while low < high:
        mid = (low + high) // 2
        here = shortfall(mid)
        if here == 0:
            return True
        if here <= shortfall(mid + 1):
            high = mid
        else:
            low = mid + 1
    return shortfall(low) == 0


def _shortfall(fixed: list[int], snow_owed: int, generic: int,
               flexible: Counter[tuple[str, ...]], most_life: int, n: int,
               pool_has: list[int], spend_as: str | None = None) -> int:
    """Demand that a flow can't meet when ``n`` {2/W} symbols are paid with generic mana."""
    kinds = list(flexible)
    # nodes: 0 source, 1 sink, 2-7 a type's demand, 8 life, 9 "two generic", 10 generic,
    # 11 {S}, 12-17 regular supply, 18-23 snow supply, then one node per kind of symbol
    net = _Network(24 + len(kinds))
    source, sink, life, two, any_mana, snow_node = 0, 1, 8, 9, 10, 11
    owed_generic = generic + 2 * n
    demand = sum(fixed) + snow_owed + owed_generic
    # 609.4b, 118.14: as though it were mana of any color (k < 5) or of any type (k < 6)
    widened = {None: 0, "any color": 5, "any type": 6}[spend_as]
    for k in range(6):
        net.add(source, 2 + k, fixed[k])
        if k < widened:
            for other in range(12, 24):
                net.add(2 + k, other, _INF)  # any mana pays this type's symbols
        else:
            net.add(2 + k, 12 + k, _INF)  # a type's mana, from a regular source ...
            net.add(2 + k, 18 + k, _INF)  # ... or a snow source
        net.add(snow_node, 18 + k, _INF)  # {S}: snow sources only (107.4h)
        net.add(any_mana, 12 + k, _INF)  # generic: any mana (107.4b)
        net.add(any_mana, 18 + k, _INF)
        net.add(12 + k, sink, pool_has[k])
        net.add(18 + k, sink, pool_has[6 + k])
    net.add(source, snow_node, snow_owed)
    net.add(source, any_mana, owed_generic)
    net.add(life, sink, most_life)  # 2 life each (107.4f), at most what may be paid (119.4)
    net.add(two, sink, n)
    for i, halves in enumerate(kinds):
        node = 24 + i
        demand += flexible[halves]
        net.add(source, node, flexible[halves])
        for half in halves:
            if half == "L":
                net.add(node, life, _INF)
            elif half == "N":
                net.add(node, two, _INF)
            else:
                net.add(node, 2 + TYPE_INDEX[half], _INF)
    return demand - net.max_flow(source, sink)

