"""The mana each permanent on a board "could produce" (106.5, 106.7, 106.12, 305.6, 614).

Rule 106.7 defines the types of mana a permanent could produce as the types its abilities
would produce if they resolved now: costs are ignored, the current game state (conditions,
counters that change the amount, the creatures Gaea's Cradle counts) is read, and every
applicable replacement effect is applied in every possible order. Some abilities ask what
*other* permanents could produce (Exotic Orchard, Reflecting Pool, ...), so the answer for a
whole board is the least fixed point of those references: start from what each permanent
makes on its own, then let references pass types along until nothing changes. A loop of
permanents that only reflect each other adds nothing (106.7 example), which the least fixed
point gives by construction.

    >>> import mtgrules as mr
    >>> b = mr.Board()
    >>> forest = b.add("Forest", "you")
    >>> mine = b.add("Exotic Orchard", "you")
    >>> theirs = b.add("Exotic Orchard", "opponent")
    >>> cp = mr.could_produce(b)
    >>> cp[mine], cp[theirs], cp[forest]
    ('G', 'G', 'G')
    >>> cp.get(mr.Permanent(1, "Forest", "you")) is None    # a handle made by hand
    True
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

from .abilities import BASIC_LAND_MANA, TYPES, Affects, ManaAbility
from .board import Board, Permanent, _not_on_board
from .cards import Card
from .errors import BoardError

__all__ = ["CouldProduce", "could_produce"]

_BIT = {t: 1 << i for i, t in enumerate(TYPES)}
_COLOR_MASK = sum(_BIT[c] for c in "WUBRG")
_ALL_MASK = _COLOR_MASK | _BIT["C"]


def _mask(letters: str) -> int:
    m = 0
    for t in letters:
        m |= _BIT[t]
    return m


def _letters(mask: int) -> str:
    return "".join(t for t in TYPES if mask & _BIT[t])


# ---------------------------------------------------------------------------------------
# The solver


@dataclass(frozen=True, slots=True)
class _Replacement:
    replaces: int
    becomes: str


@dataclass(slots=True)
class _Node:
    handle: Permanent
    card: Card
    state: dict[str, Any]
    abilities: tuple[tuple[ManaAbility, str], ...]  # (ability, where it comes from)
    replacements: tuple[tuple[_Replacement, Permanent], ...]
    static_mask: int = 0
    refs: list = field(default_factory=list)  # (ability index, groups, color only, table)


def _matches(card: Card, affects: Affects) -> bool:
    if affects.of != "Permanent" and affects.of not in card.types:
        return False
    if affects.basic is not None and ("Basic" in card.supertypes) != affects.basic:
        return False
    return True


def _related(board: Board, controller: str, relation: str) -> tuple[str, ...]:
    if relation == "you":
        return (controller,)
    if relation == "opponent":
        return tuple(p for p in board.players if p != controller)
    return board.players


def _replacement_table(reps: tuple[tuple[_Replacement, Permanent], ...]):
    """For each produced type, the types it can end as and one path of replacement sources.

    616.1: each applicable replacement is applied once, in any order the affected player
    chooses, re-checking which ones apply after each; the union over every order is taken.
    Identical replacement effects give the same result, so they count once.
    """
    distinct: dict[_Replacement, Permanent] = {}
    for rep, source in reps:
        distinct.setdefault(rep, source)
    items = list(distinct.items())
    table: dict[str, dict[str, tuple[Permanent, ...]]] = {}
    memo: dict[tuple[str, int], dict[str, tuple[int, ...]]] = {}

    def walk(t: str, used: int) -> dict[str, tuple[int, ...]]:
        key = (t, used)
        if key in memo:
            return memo[key]
        out: dict[str, tuple[int, ...]] = {}
        for i, (rep, _src) in enumerate(items):
            if used >> i & 1 or not rep.replaces & _BIT[t]:
                continue
            for end, path in walk(rep.becomes, used | 1 << i).items():
                out.setdefault(end, (i, *path))
        if not out:
            out = {t: ()}
        memo[key] = out
        return out

    for t in TYPES:
        table[t] = {end: tuple(items[i][1] for i in path) for end, path in walk(t, 0).items()}
    masks = {t: _mask("".join(ends)) for t, ends in table.items()}
    return masks, table


def _apply(mask: int, masks: dict[str, int] | None) -> int:
    if masks is None or not mask:
        return mask
    out = 0
    for t in TYPES:
        if mask & _BIT[t]:
            out |= masks[t]
    return out


class _Solver:
    """Builds the nodes and runs the worklist for one board."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.nodes: dict[Permanent, _Node] = {}
        self._prepare()
        self._solve()

    # -- static part: land types, granted abilities, replacements, per-ability masks ----

    def _prepare(self) -> None:
        board = self.board
        # static effects, resolved to the players whose permanents they affect
        land_types: dict[str, dict[tuple, Permanent]] = {p: {} for p in board.players}
        grants: dict[str, dict[tuple, Permanent]] = {p: {} for p in board.players}
        replaces: dict[str, dict[tuple, Permanent]] = {p: {} for p in board.players}
        colors_of: dict[str, int] = {p: 0 for p in board.players}
        counts: dict[tuple[str, str], int] = {}
        for h, (card, state) in board._perms.items():
            colors_of[h.controller] |= _mask(state.get("colors", card.colors))
            for t in (*card.types, "Permanent"):
                counts[(t, h.controller)] = counts.get((t, h.controller), 0) + 1
            for eff in card.statics:
                for p in _related(board, h.controller, eff.affects.controller):
                    if eff.kind == "land type":
                        land_types[p].setdefault((eff.affects.of, eff.affects.basic, eff.land_type), h)
                    elif eff.kind == "grant ability":
                        grants[p].setdefault((eff.affects.of, eff.affects.basic, eff.ability), h)
                    else:
                        rep = _Replacement(_mask(eff.replaces), eff.becomes)
                        replaces[p].setdefault((eff.affects.of, eff.affects.basic, rep), h)
        self.colors_of = colors_of
        self.counts = counts
        tables: dict[tuple, tuple] = {}
        self._tables_for: dict[Permanent, tuple] = {}
        for h, (card, state) in board._perms.items():
            p = h.controller
            types = list(card.subtypes)
            for (of, basic, lt), _src in land_types[p].items():
                if _matches(card, Affects(of, "any", basic)) and "Land" in card.types and lt not in types:
                    types.append(lt)  # 305.7: in addition to its other types
            lts = tuple(t for t in BASIC_LAND_MANA if t in types) if "Land" in card.types else ()
            abilities: list[tuple[ManaAbility, str]] = [(ManaAbility.intrinsic(t), t) for t in lts]  # 305.6
            abilities += [(a, "") for a in card.printed_mana_abilities]
            for (of, basic, ability), src in grants[p].items():
                if _matches(card, Affects(of, "any", basic)):
                    abilities.append((ability, src.name))
            reps = tuple((rep, src) for (of, basic, rep), src in replaces[p].items()
                         if _matches(card, Affects(of, "any", basic)))
            node = _Node(h, card, state, tuple(abilities), reps)
            if reps:
                distinct: dict[_Replacement, Permanent] = {}
                for rep, src in reps:
                    distinct.setdefault(rep, src)
                key = tuple(distinct.items())
                if key not in tables:
                    tables[key] = _replacement_table(key)
                self._tables_for[h] = tables[key]
            self.nodes[h] = node
        # groups that references read: (card type, player) -> members
        self.groups: dict[tuple[str, str], list[Permanent]] = {}
        self.readers: dict[tuple[str, str], list[Permanent]] = {}
        wanted_of: set[str] = set()
        for node in self.nodes.values():
            for i, (ability, _origin) in enumerate(node.abilities):
                if ability.adds == "could produce":
                    wanted_of.add(ability.reference.of)
        for h, node in self.nodes.items():
            for of in wanted_of:
                if of == "Permanent" or of in node.card.types:
                    self.groups.setdefault((of, h.controller), []).append(h)
        for h, node in self.nodes.items():
            static = 0
            table = self._tables_for.get(h)
            for i, (ability, _origin) in enumerate(node.abilities):
                masks = table[0] if table is not None and ability.taps else None
                if ability.adds == "could produce":
                    ref = ability.reference
                    gs = tuple((ref.of, q) for q in _related(self.board, h.controller, ref.controller))
                    node.refs.append((i, gs, ability.what == "color", masks))
                    for g in gs:
                        self.readers.setdefault(g, []).append(h)
                else:
                    static |= _apply(self._own(node, ability), masks)
            node.static_mask = static

    def _own(self, node: _Node, ability: ManaAbility) -> int:
        """What a non-reference ability adds now (106.7: costs ignored, state read)."""
        if ability.adds == "mana":
            mask = _mask(ability.types)
            for condition, types in ability.instead:
                if self.board._player_state[node.handle.controller].get(condition):
                    mask = _mask(types)
                    break
            if ability.amount == 0:
                return 0
            if ability.per and self._count(node, ability.per) <= 0:
                return 0  # 106.7: no mana at all; 107.1b: a negative amount adds none
            return mask
        if ability.adds == "any color":
            return _COLOR_MASK
        if ability.adds == "any type":
            return _ALL_MASK
        if ability.adds == "color of permanent":
            return self.colors_of[node.handle.controller]  # 106.5: none without a colored permanent
        if ability.adds == "chosen color":
            chosen = node.state.get("chosen_color")
            return _BIT[chosen] if chosen else 0
        return 0  # "unknown": nothing can be said

    def _count(self, node: _Node, per: tuple[str, ...]) -> int:
        if per[0] == "counter":
            return node.state["counters"].get(per[1], 0)
        if per[0] == "power":
            return node.state.get("power", int(per[1]))
        _kind, of, relation = per
        return sum(self.counts.get((of, q), 0) for q in _related(self.board, node.handle.controller, relation))

    # -- the least fixed point -------------------------------------------------------------

    def _read(self, node: _Node, ref) -> int:
        _i, groups, color_only, masks = ref
        got = 0
        for g in groups:
            got |= self.group_value.get(g, 0)
        if color_only:
            got &= _COLOR_MASK  # "color" leaves out colorless
        return _apply(got, masks)

    def _solve(self) -> None:
        value = {h: n.static_mask for h, n in self.nodes.items()}
        group_value: dict[tuple[str, str], int] = {}
        # for each group and type, the member that first brought the type in: following
        # these links always goes back in time, so explanation chains end
        group_first: dict[tuple[str, str], dict[str, Permanent]] = {}
        member_of: dict[Permanent, list[tuple[str, str]]] = {}
        for g, members in self.groups.items():
            v = 0
            first: dict[str, Permanent] = {}
            for m in members:
                for t in _letters(value[m] & ~v):
                    first[t] = m
                v |= value[m]
                member_of.setdefault(m, []).append(g)
            group_value[g] = v
            group_first[g] = first
        self.group_value = group_value
        self.group_first = group_first
        self.derived: dict[Permanent, dict[str, tuple]] = {}
        queue = deque(h for h, n in self.nodes.items() if n.refs)
        queued = set(queue)
        self.evaluations = 0
        while queue:
            h = queue.popleft()
            queued.discard(h)
            node = self.nodes[h]
            self.evaluations += 1
            new = value[h]
            for ref in node.refs:
                new |= self._read(node, ref)
            gained = new & ~value[h]
            if not gained:
                continue
            self._record(h, node, gained)
            value[h] = new
            for g in member_of.get(h, ()):
                fresh = gained & ~group_value[g]
                if fresh:
                    group_value[g] |= fresh
                    for t in _letters(fresh):
                        group_first[g][t] = h
                    for r in self.readers.get(g, ()):
                        if r not in queued:
                            queued.add(r)
                            queue.append(r)
        self.value = value

    def _record(self, h: Permanent, node: _Node, gained: int) -> None:
        """Remember, for each newly gained type, which reference and which permanent gave it."""
        table = self._tables_for.get(h)
        mine = self.derived.setdefault(h, {})
        for t in _letters(gained):
            for i, groups, color_only, masks in node.refs:
                ability = node.abilities[i][0]
                paths = table[1] if table is not None and ability.taps else None
                hit = None
                for g in groups:
                    avail = self.group_value.get(g, 0) & (_COLOR_MASK if color_only else _ALL_MASK)
                    for t0 in _letters(avail):
                        path = paths[t0].get(t) if paths is not None else (() if t0 == t else None)
                        if path is not None:
                            hit = (i, t0, self.group_first[g][t0], path)
                            break
                    if hit:
                        break
                if hit:
                    mine[t] = hit
                    break

    # -- explanations ------------------------------------------------------------------------

    def contributions(self, h: Permanent) -> dict[str, tuple]:
        """Per type of ``h``: (ability, origin, type read, source permanent or None, replacements).

        A type the permanent makes by itself is justified by one of its own abilities; a
        type it got through a reference by the link recorded when it was first gained.
        """
        node = self.nodes[h]
        table = self._tables_for.get(h)
        out: dict[str, tuple] = {}
        for t in _letters(node.static_mask):
            for ability, origin in node.abilities:
                if ability.adds == "could produce":
                    continue
                paths = table[1] if table is not None and ability.taps else None
                own = self._own(node, ability)
                hit = None
                for t0 in _letters(own):
                    path = paths[t0].get(t) if paths is not None else (() if t0 == t else None)
                    if path is not None:
                        hit = (ability, origin, t0, None, path)
                        break
                if hit:
                    out[t] = hit
                    break
        for t, (i, t0, source, path) in self.derived.get(h, {}).items():
            if t not in out:
                ability, origin = node.abilities[i]
                out[t] = (ability, origin, t0, source, path)
        return out


# ---------------------------------------------------------------------------------------
# Public results


class CouldProduce(Mapping[Permanent, str]):
    """The result of :func:`could_produce`: permanent handle -> types string (WUBRGC order).

    A Mapping: ``cp[h]`` raises :class:`~mtgrules.errors.BoardError` for a handle that is
    not a permanent of the board; ``cp.get(h)`` and ``h in cp`` answer None and False.

        >>> import mtgrules as mr
        >>> b = mr.Board()
        >>> cp = mr.could_produce(b)
        >>> cp.get(mr.Board().add("Forest", "you"), "not here"), len(cp)
        ('not here', 0)
    """

    def __init__(self, board: Board, values: dict[Permanent, str], evaluations: int) -> None:
        self._board_id = board._id  # to say why a handle is missing
        self._values = values
        self.evaluations = evaluations  # how many times the worklist evaluated a permanent

    def __getitem__(self, permanent: Permanent) -> str:
        if permanent in self:
            return self._values[permanent]
        raise _not_on_board(self._board_id, permanent)

    def __contains__(self, permanent: object) -> bool:
        return isinstance(permanent, Permanent) and permanent in self._values

    def get(self, permanent: object, default: Any = None) -> Any:
        """The types of ``permanent``, or ``default`` when it is not a permanent of the board."""
        return self._values.get(permanent, default) if isinstance(permanent, Permanent) else default

    def __iter__(self) -> Iterator[Permanent]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return "{" + ", ".join(f"{h!r}: {v!r}" for h, v in self._values.items()) + "}"

    def table(self):
        """A pandas DataFrame: one row per permanent (controller, card, could produce)."""
        import pandas as pd

        rows = [{"permanent": str(h), "controller": h.controller, "card": h.name,
                 "could produce": v or "nothing"} for h, v in self._values.items()]
        return pd.DataFrame(rows, columns=["permanent", "controller", "card", "could produce"])


def could_produce(board: Board) -> CouldProduce:
    """For every permanent on ``board``, the types of mana it could produce (106.7).

    The answer is the least fixed point of the "could produce" references, computed with a
    worklist: each permanent starts with what its own abilities add, and is evaluated again
    only when a group of permanents it reads (e.g. "lands an opponent controls") gains a
    type. Every value only grows and has at most six types, so the work is linear in the
    number of permanents and references, and loops of reflecting permanents stop.

    - Costs and activation restrictions are ignored; riders don't change a type (106.6).
    - Conditions are read from the current state (River of Tears), amounts too: an
      ability that would add no mana now (Gaea's Cradle with no creatures) adds no type.
    - "Color" abilities leave out colorless; "type" abilities include it (106.1).
    - An undefined type gives no mana (106.5: Meteor Crater with no colored permanent).
    - Replacement effects on mana of a permanent tapped for mana (106.12b) are applied in
      every possible order and the union is taken (616.1).
    - Basic land types bring their mana ability (305.6), also when an effect adds them.
    """
    if not isinstance(board, Board):
        raise BoardError(f"could_produce needs a Board, got {type(board).__name__}")
    solver = _Solver(board)
    return CouldProduce(board, {h: _letters(v) for h, v in solver.value.items()}, solver.evaluations)
