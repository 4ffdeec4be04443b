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

import gc
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator, Mapping

from ..cards.abilities import TYPES, Affects, ManaAbility
from .layers import KindKey, apply_layers, basic_mana_types, holds, matches
from .permanents import Board, Permanent, _not_on_board
from ..cards import Card
from ..errors import BoardError
from .replacement import outcomes

__all__ = ["CouldProduce", "could_produce"]

_BIT = {t: 1 << i for i, t in enumerate(TYPES)}
_COLOR_MASK = sum(_BIT[c] for c in "WUBRG")
_ALL_MASK = _COLOR_MASK | _BIT["C"]
_LETTERS = tuple("".join(t for i, t in enumerate(TYPES) if m >> i & 1) for m in range(_ALL_MASK + 1))


def _mask(letters: str) -> int:
    m = 0
    for t in letters:
        m |= _BIT[t]
    return m


def _letters(mask: int) -> str:
    """The types of a mask as a string in WUBRGC order."""
    return _LETTERS[mask]


def _related(players: tuple[str, ...], controller: str, relation: str) -> tuple[str, ...]:
    if relation == "you":
        return (controller,)
    if relation == "opponent":
        return tuple(p for p in players if p != controller)
    return players


# ---------------------------------------------------------------------------------------
# Replacement effects (614.1a, 616.1)


@dataclass(frozen=True, slots=True)
class _Replacement:
    replaces: int
    becomes: str


@dataclass(frozen=True, slots=True)
class _Table:
    """Replacement effects applied in every order: for each produced type (by index), the
    mask of types it can end as (``ends``), one list of sources per end type (``paths``),
    and ``image[mask]``, every type a mask of produced types can end as."""

    ends: tuple[int, ...]
    paths: tuple[dict[str, tuple[Permanent, ...]], ...]
    image: tuple[int, ...]


def _replacement_table(reps: tuple[tuple[_Replacement, Permanent], ...]) -> _Table:
    """616.1: each applicable replacement applies once, in any order the affected player
    chooses, re-checking which apply after each; the union over every order is taken.
    Each permanent's effect is an effect of its own (614.5): two Rituals of Subdual are two
    effects, and the second turns back to {C} what Contamination made {B} (see
    :mod:`mtgrules.board.replacement` for how every order is covered without listing them).
    """
    items = list(reps)
    found = outcomes([(rep.replaces, TYPES.index(rep.becomes)) for rep, _source in items])
    ends = tuple(sum(1 << e for e in found[t]) for t in range(len(TYPES)))
    paths = tuple({TYPES[e]: tuple(items[i][1] for i in order) for e, order in found[t].items()}
                  for t in range(len(TYPES)))
    image = tuple(_image(mask, ends) for mask in range(_ALL_MASK + 1))
    return _Table(ends, paths, image)


def _image(mask: int, ends: tuple[int, ...]) -> int:
    out = 0
    for t in range(len(TYPES)):
        if mask >> t & 1:
            out |= ends[t]
    return out


# ---------------------------------------------------------------------------------------
# The solver

# A reference: (ability index, groups it reads, color only, replacement image or None)
_Ref = tuple[int, tuple[tuple[str, str], ...], bool, tuple[int, ...] | None]
# How a permanent got a type through a reference: (ability index, type read, source, path)
_Link = tuple[int, str, int, tuple[Permanent, ...]]
# How a permanent could produce a type: (ability, origin, type read, source or None, path)
_Contribution = tuple[ManaAbility, str, str, Permanent | None, tuple[Permanent, ...]]


@dataclass(slots=True)
class _Kind:
    """What every permanent of one card under one controller has in common."""

    card: Card
    controller: str
    abilities: tuple[tuple[ManaAbility, str], ...]  # (ability, where it comes from)
    table: _Table | None
    subtypes: tuple[str, ...] = ()  # its subtypes now, after type-changing effects (613.1d)
    refs: tuple[_Ref, ...] = ()
    groups: tuple[tuple[str, str], ...] = ()  # groups it is a member of
    static: int | None = None  # what its own abilities add, unless that depends on its state
    own: dict[str, _Contribution] | None = None  # how it makes its own types, when static


_PER_STATE = ("counter", "power")


class _Solver:
    """The least fixed point for one board, kept so explanations can read how it was reached.

    Permanents are numbered 0..n-1 in board order; ``handles[i]`` is the handle of number i.
    The solver keeps a copy of the players and their state, not the board, so what it
    says stays true of the board as it was when solved.
    """

    def __init__(self, board: Board) -> None:
        self.players = board.players
        self.player_state = {p: dict(s) for p, s in board._player_state.items()}
        perms = board._perms
        self.handles: list[Permanent] = list(perms)
        self.states: list[dict[str, Any]] = [state for _card, state in perms.values()]
        self._index: dict[Permanent, int] | None = None
        self._texts: dict[int, str] = {}  # id(ability) -> str(ability), for explanations
        self._contributions: dict[int, dict[str, _Contribution]] = {}
        self.chains: dict[tuple[int, str], tuple[Any, ...]] = {}  # kept by explanations
        self.notes: dict[int, tuple[Any, ...]] = {}  # id(kind) -> notes, kept by explanations
        self.cards: list[Card] = [card for card, _state in perms.values()]
        self._mark_modified()
        self._among_cache: dict[tuple[str, str], int] = {}
        self._prepare(self.cards)
        self._solve()

    def _mark_modified(self) -> None:
        """700.9: a permanent with an Equipment, or an Aura its controller controls, attached
        is modified (as one with a counter is): its state here says so, for "as long as it is
        modified" (the board's own state is left as it is)."""
        by_number = {h.number: i for i, h in enumerate(self.handles)}
        for h, card, state in zip(self.handles, self.cards, self.states):
            j = by_number.get(state.get("attached_to", 0))
            if j is None:
                continue
            if "Equipment" in card.subtypes or ("Aura" in card.subtypes
                                                and h.controller == self.handles[j].controller):
                self.states[j] = {**self.states[j], "modified": True}

    def text(self, ability: ManaAbility) -> str:
        """``str(ability)``, worked out once per ability (the kinds keep every ability alive)."""
        text = self._texts.get(id(ability))
        if text is None:
            text = self._texts[id(ability)] = str(ability)
        return text

    def index(self, permanent: Permanent) -> int:
        if self._index is None:
            self._index = {h: i for i, h in enumerate(self.handles)}
        return self._index[permanent]

    # -- static part: land types, granted abilities, replacements, per-ability masks ----

    def _prepare(self, cards: list[Card]) -> None:
        players = self.players
        # layers 4-6 first (613.1d-f): what each kind of permanent is, has and its colors
        layered = self.layered = apply_layers(players, self.handles, cards, self.states)
        kind_of = layered.kind_of
        # replacement effects, resolved to the players whose permanents they affect
        replaces: dict[str, list[tuple[Any, ...]]] = {p: [] for p in players}
        colors_of: dict[str, int] = {p: 0 for p in players}
        per_kind: dict[KindKey, int] = {}
        card_colors: dict[KindKey, int] = {}
        for h, card, state, key in zip(self.handles, cards, self.states, kind_of):
            who = h.controller
            per_kind[key] = per_kind.get(key, 0) + 1
            if "colors" in state:
                colors_of[who] |= layered.colors(key, _mask(state["colors"]))
            else:
                kept = card_colors.get(key)
                if kept is None:
                    kept = card_colors[key] = layered.colors(key, _mask(card.colors))
                colors_of[who] |= kept
            if card.statics and not layered.lost(key):  # each permanent's own (614.5)
                for eff in card.statics:
                    if eff.kind != "replace mana":
                        continue  # the layers' effects are applied above
                    for p in _related(players, who, eff.affects.controller):
                        rep = _Replacement(_mask(eff.replaces), eff.becomes)
                        replaces[p].append((eff.affects.of, eff.affects.basic, rep, h))  # 614.5
        self.colors_of = colors_of
        counts: dict[tuple[str, str], int] = {}
        kinds: dict[KindKey, _Kind] = {}
        tables: dict[tuple[tuple[_Replacement, Permanent], ...], _Table] = {}
        for h, card, key in zip(self.handles, cards, kind_of):
            if key in kinds:
                continue
            subtypes = layered.subtypes(key) if layered.active else card.subtypes
            for t in (*card.types, *subtypes, "Permanent"):  # "for each Swamp" counts too
                counts[(t, h.controller)] = counts.get((t, h.controller), 0) + per_kind[key]
            kinds[key] = self._kind(card, h.controller, key, replaces, tables)
        self.counts = counts
        # groups that references read: (card type, player) -> members
        wanted_of = {a.reference.of for kind in kinds.values() for a, _o in kind.abilities
                     if a.adds == "could produce" and a.reference is not None}
        for kind in kinds.values():
            kind.groups = tuple((of, kind.controller) for of in sorted(wanted_of)
                                if of == "Permanent" or of in kind.card.types
                                or of in kind.subtypes)
            refs: list[_Ref] = []
            static = 0
            per_state = False
            for i, (ability, _origin) in enumerate(kind.abilities):
                image = kind.table.image if kind.table is not None and ability.taps else None
                if ability.adds == "could produce" and ability.reference is not None:
                    ref = ability.reference
                    gs = tuple((ref.of, q) for q in _related(players, kind.controller, ref.controller))
                    refs.append((i, gs, ability.what == "color", image))
                elif (ability.adds in ("chosen color", "noted type", "exiled colors", "its colors",
                                       "drafted colors")
                      or ability.levels
                      or ability.when or any(c == "luck counter" for c, _t in ability.instead)
                      or (ability.per and ability.per[0] in _PER_STATE)):
                    per_state = True
                else:
                    own = self._own(kind.controller, {}, ability)
                    static |= image[own] if image is not None else own
            kind.refs = tuple(refs)
            kind.static = None if per_state else static
        self.kinds = [kinds[key] for key in kind_of]
        self.groups: dict[tuple[str, str], list[int]] = {}
        self.readers: dict[tuple[str, str], list[int]] = {}
        for i, kind in enumerate(self.kinds):
            for g in kind.groups:
                self.groups.setdefault(g, []).append(i)
            for _a, gs, _c, _m in kind.refs:
                for g in gs:
                    self.readers.setdefault(g, []).append(i)

    def _kind(self, card: Card, controller: str, key: KindKey,
              replaces: dict[str, list[tuple[Any, ...]]],
              tables: dict[tuple[tuple[_Replacement, Permanent], ...], _Table]) -> _Kind:
        layered = self.layered
        subtypes = layered.subtypes(key) if layered.active else card.subtypes
        lts = basic_mana_types(subtypes) if "Land" in card.types and not layered.stripped(key) else ()
        abilities: list[tuple[ManaAbility, str]] = [(ManaAbility.intrinsic(t), t) for t in lts]  # 305.6
        if not layered.lost(key):  # 305.7: a land whose type was set loses its rules text's
            abilities += [(a, "") for a in card.printed_mana_abilities]
        abilities += layered.granted(key)  # layer 6 (613.1f), kept by 305.7
        applying = tuple((rep, src) for of, basic, rep, src in replaces[controller]
                         if matches(card, Affects(of, "any", basic), subtypes))
        table = None
        if applying:
            if applying not in tables:
                tables[applying] = _replacement_table(applying)
            table = tables[applying]
        return _Kind(card, controller, tuple(abilities), table, subtypes=subtypes)

    def _own(self, controller: str, state: Mapping[str, Any], ability: ManaAbility) -> int:
        """What a non-reference ability adds now (106.7: costs ignored, state read)."""
        if ability.levels:  # 711.2: the ability exists only within its level range
            low, high = ability.levels
            level = state.get("counters", {}).get("level", 0)
            if level < low or (high is not None and level > high):
                return 0
        if ability.when and not holds(ability.when, state):
            return 0  # the ability is there only while its condition holds
        if ability.per and ability.adds != "mana" and self._count(controller, state, ability.per) <= 0:
            return 0  # 106.7: "for each" of nothing adds no mana
        if ability.adds == "mana":
            mask = _mask(ability.types)
            for condition, types in ability.instead:
                if (state.get("counters", {}).get("luck", 0) > 0 if condition == "luck counter"
                        else self.player_state[controller].get(condition)):
                    mask = _mask(types)
                    break
            if ability.amount == 0:
                return 0
            if ability.per and self._count(controller, state, ability.per) <= 0:
                return 0  # 106.7: no mana at all; 107.1b: a negative amount adds none
            return mask
        if ability.adds == "any color":
            return _COLOR_MASK
        if ability.adds == "any type":
            return _ALL_MASK
        if ability.adds == "color of permanent":
            return self.colors_of[controller]  # 106.5: none without a colored permanent
        if ability.adds == "chosen color":
            chosen = state.get("chosen_color")
            return _BIT[chosen] if chosen else 0
        if ability.adds == "color among":  # 106.5: none without such a colored permanent
            return self._among(controller, ability.among)
        if ability.adds == "noted type":
            noted = state.get("noted")
            return _BIT[noted] if noted else 0
        if ability.adds == "exiled colors":
            return _mask(state.get("exiled", ""))
        if ability.adds == "drafted colors":
            return _mask(state.get("drafted", ""))
        return 0  # "unknown": nothing can be said

    def _among(self, controller: str, among: str) -> int:
        """The colors among the permanents of ``controller`` that ``among`` names (layer 5
        applied): legendary creatures and planeswalkers, legendary permanents, monocolored
        permanents."""
        key = (controller, among)
        cache = self._among_cache
        if key not in cache:
            got = 0
            layered = self.layered
            for h, card, state, kkey in zip(self.handles, self.cards, self.states, layered.kind_of):
                if h.controller != controller:
                    continue
                if among != "monocolored permanent" and "Legendary" not in card.supertypes:
                    continue
                if among == "legendary creature or planeswalker" and not (
                        "Creature" in card.types or "Planeswalker" in card.types):
                    continue
                colors = layered.colors(kkey, _mask(state["colors"] if "colors" in state else card.colors))
                if among == "monocolored permanent" and bin(colors).count("1") != 1:
                    continue  # 105.4: one color exactly
                got |= colors
            cache[key] = got
        return cache[key]

    def _count(self, controller: str, state: Mapping[str, Any], per: tuple[str, ...]) -> int:
        if per[0] == "counter":
            counters: Mapping[str, int] = state.get("counters", {})
            return counters.get(per[1], 0)
        if per[0] == "power":
            power: int = state.get("power", int(per[1]))
            return power
        _kind, of, relation = per
        return sum(self.counts.get((of, q), 0) for q in _related(self.players, controller, relation))

    def own_mask(self, i: int, ability: ManaAbility) -> int:
        """What one of permanent i's own abilities adds, replacement effects applied."""
        kind = self.kinds[i]
        if ability.adds == "its colors":  # its colors now, layer 5 applied (106.5: none if colorless)
            state = self.states[i]
            own = 0
            if not ability.when or holds(ability.when, state):
                key = self.layered.kind_of[i]
                own = self.layered.colors(key, _mask(state["colors"] if "colors" in state
                                                     else self.cards[i].colors))
        else:
            own = self._own(kind.controller, self.states[i], ability)
        image = kind.table.image if kind.table is not None and ability.taps else None
        return image[own] if image is not None else own

    # -- the least fixed point -------------------------------------------------------------

    def read(self, ref: _Ref) -> int:
        """The types a reference can take from the groups it reads, replacements applied."""
        _i, groups, color_only, image = ref
        got = 0
        for g in groups:
            got |= self.group_value.get(g, 0)
        if color_only:
            got &= _COLOR_MASK  # "color" leaves out colorless
        return image[got] if image is not None else got

    def _solve(self) -> None:
        kinds = self.kinds
        value: list[int] = []
        for i, kind in enumerate(kinds):
            if kind.static is not None:
                value.append(kind.static)
            else:
                value.append(self._static(i))
        group_value: dict[tuple[str, str], int] = {}
        # for each group and type, the member that first brought the type in: following
        # these links always goes back in time, so explanation chains end
        group_first: dict[tuple[str, str], dict[str, int]] = {}
        for g, members in self.groups.items():
            v = 0
            first: dict[str, int] = {}
            for m in members:
                fresh = value[m] & ~v
                if fresh:
                    for t in _LETTERS[fresh]:
                        first[t] = m
                    v |= fresh
            group_value[g] = v
            group_first[g] = first
        self.group_value = group_value
        self.group_first = group_first
        self.derived: dict[int, dict[str, _Link]] = {}
        queue = deque(i for i, kind in enumerate(kinds) if kind.refs)
        queued = [False] * len(kinds)
        for i in queue:
            queued[i] = True
        readers = self.readers
        evaluations = 0
        while queue:
            i = queue.popleft()
            queued[i] = False
            evaluations += 1
            new = old = value[i]
            for ref in kinds[i].refs:
                new |= self.read(ref)
            gained = new & ~old
            if not gained:
                continue
            self._record(i, gained)
            value[i] = new
            for g in kinds[i].groups:
                fresh = gained & ~group_value[g]
                if fresh:
                    group_value[g] |= fresh
                    for t in _LETTERS[fresh]:
                        group_first[g][t] = i
                    for r in readers.get(g, ()):
                        if not queued[r]:
                            queued[r] = True
                            queue.append(r)
        self.value = value
        self.evaluations = evaluations

    def _static(self, i: int) -> int:
        kind = self.kinds[i]
        static = 0
        for ability, _origin in kind.abilities:
            if ability.adds != "could produce":
                static |= self.own_mask(i, ability)
        return static

    def _record(self, i: int, gained: int) -> None:
        """Remember, for each newly gained type, which reference and which permanent gave it."""
        kind = self.kinds[i]
        mine = self.derived.setdefault(i, {})
        for t in _LETTERS[gained]:
            for a, groups, color_only, _image in kind.refs:
                paths = kind.table.paths if kind.table is not None and kind.abilities[a][0].taps else None
                hit = None
                for g in groups:
                    avail = self.group_value.get(g, 0) & (_COLOR_MASK if color_only else _ALL_MASK)
                    for t0 in _LETTERS[avail]:
                        path = paths[TYPES.index(t0)].get(t) if paths is not None else (() if t0 == t else None)
                        if path is not None:
                            hit = (a, t0, self.group_first[g][t0], path)
                            break
                    if hit:
                        break
                if hit:
                    mine[t] = hit
                    break

    # -- what explanations read --------------------------------------------------------------

    def contributions(self, i: int) -> dict[str, _Contribution]:
        """Per type of permanent i: (ability, origin, type read, source or None, replacements).

        A type the permanent makes by itself is justified by one of its own abilities; a
        type it got through a reference by the link recorded when it was first gained.
        """
        known = self._contributions.get(i)
        if known is None:
            known = self._contributions[i] = self._contribute(i)
        return known

    def _contribute(self, i: int) -> dict[str, _Contribution]:
        kind = self.kinds[i]
        if kind.static is None:
            out = self._make_own(i, self._static(i))
        else:
            if kind.own is None:
                kind.own = self._make_own(i, kind.static)
            out = kind.own
        derived = self.derived.get(i)
        if derived:
            out = dict(out)
            for t, (a, t0, source, path) in derived.items():
                if t not in out:
                    ability, origin = kind.abilities[a]
                    out[t] = (ability, origin, t0, self.handles[source], path)
        return out

    def _make_own(self, i: int, own_types: int) -> dict[str, _Contribution]:
        """For each type permanent i makes by itself, the first of its abilities that does."""
        kind = self.kinds[i]
        out: dict[str, _Contribution] = {}
        for t in _LETTERS[own_types]:
            for ability, origin in kind.abilities:
                if ability.adds == "could produce":
                    continue
                paths = kind.table.paths if kind.table is not None and ability.taps else None
                own = self._own(kind.controller, self.states[i], ability)
                hit: _Contribution | None = None
                for t0 in _LETTERS[own]:
                    path = paths[TYPES.index(t0)].get(t) if paths is not None else (() if t0 == t else None)
                    if path is not None:
                        hit = (ability, origin, t0, None, path)
                        break
                if hit:
                    out[t] = hit
                    break
        return out

    def stateless_kind(self, i: int) -> _Kind | None:
        """The kind of permanent i when its state changes nothing, so all its permanents share :meth:`ability_masks`."""
        kind = self.kinds[i]
        return kind if kind.static is not None else None

    def ability_masks(self, i: int) -> list[tuple[ManaAbility, str, int]]:
        """Each mana ability of permanent i, where it comes from, and the types it gives."""
        kind = self.kinds[i]
        out = []
        for a, (ability, origin) in enumerate(kind.abilities):
            if ability.adds == "could produce":
                got = 0
                for ref in kind.refs:
                    if ref[0] == a:
                        got |= self.read(ref)
            else:
                got = self.own_mask(i, ability)
            out.append((ability, origin, got))
        return out

    def reads(self, i: int) -> list[tuple[int, int]]:
        """(member, types permanent i can take from it) for each member of the groups it reads."""
        value = self.value
        out = []
        for _a, groups, color_only, _image in self.kinds[i].refs:
            for g in groups:
                for m in self.groups.get(g, ()):
                    give = value[m] & (_COLOR_MASK if color_only else _ALL_MASK)
                    if give and m != i:
                        out.append((m, give))
        return out


def _solved(board: Board) -> _Solver:
    """The solver of ``board`` as it is now: the one kept by the last solve if nothing has
    changed since, else a new one (kept in turn)."""
    kept = board._solved
    if kept is not None and kept[0] == board._changes:
        solver: _Solver = kept[1]
        return solver
    return _solve(board)


def _solve(board: Board) -> _Solver:
    with _collector_paused():
        solver = _Solver(board)
    board._solved = (board._changes, solver)
    return solver


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector: a solve makes many small objects and no cycles,
    and collections triggered by them cost about a seventh of the time on big boards."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


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

    def table(self) -> Any:
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
    - Continuous effects that change what permanents are apply first, in layers (613.1):
      land types (layer 4: Blood Moon, Urborg, with dependencies, 613.8; a land whose type
      is set loses its rules text's abilities, 305.7), colors (layer 5) and granted
      abilities (layer 6); :func:`mtgrules.continuous_effects` lists them in order.

    The board keeps this solve, so :func:`mtgrules.explain` reads it until the board changes.
    """
    if not isinstance(board, Board):
        raise BoardError("could_produce needs a Board, got {type}", type=type(board).__name__)
    with _collector_paused():
        solver = _solve(board)
        values = dict(zip(solver.handles, [_LETTERS[v] for v in solver.value]))
    return CouldProduce(board, values, solver.evaluations)
