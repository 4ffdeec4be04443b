"""Continuous effects that change what permanents are: types, colors, abilities (613).

Before any mana is asked about, the static effects of the permanents on a board are applied
in layers (613.1): layer 4 changes types (Blood Moon: "Nonbasic lands are Mountains";
Urborg: "Each land is a Swamp in addition to its other land types"), layer 5 colors
(Painter's Servant, Celestial Dawn), layer 6 abilities (Chromatic Lantern). Within a layer
effects apply in timestamp order (613.7: here, the order the permanents were put on the
board), except that an effect that depends on another waits for it (613.8). A land whose
land type an effect *sets* loses its old land types and every ability of its rules text,
and gains the mana ability of its new type (305.7); an effect that only adds a land type
keeps them.

The classic dependency: with Blood Moon and Urborg, Tomb of Yawgmoth on the battlefield,
applying Blood Moon would take Urborg's ability away, so Urborg's effect depends on Blood
Moon's and waits for it (613.8a, 613.8b), whichever came first. Urborg becomes a Mountain,
loses its ability, and no land is a Swamp:

    >>> import mtgrules as mr
    >>> b = mr.Board()
    >>> urborg = b.add("Urborg, Tomb of Yawgmoth", "you")
    >>> island = b.add("Island", "you")
    >>> moon = b.add("Blood Moon", "opponent")
    >>> cp = mr.could_produce(b)
    >>> cp[urborg], cp[island]
    ('R', 'U')
    >>> print(mr.continuous_effects(b))
    layer 4: Blood Moon#3 (opponent): nonbasic lands are Mountains (and lose their other land types and abilities); applied first: Urborg, Tomb of Yawgmoth#1 (you)'s effect depends on it (613.8a)
    layer 4: Urborg, Tomb of Yawgmoth#1 (you): lands are Swamps in addition to their other types; does not apply: its source lost the ability (305.7)

A characteristic-defining ability or devoid that sets a card's own colors (604.3,
702.114a) is part of the card (:attr:`mtgrules.Card.colors`), not an effect applied here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from ..cards import Card
from ..cards.abilities import BASIC_LAND_MANA, Affects, ManaAbility, StaticEffect
from .permanents import Permanent

__all__ = ["AppliedEffect", "KindKey", "LAND_TYPES", "Layered", "apply_layers", "holds"]

LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
                        "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower",
                        "Town", "Urza's"})
"""The land types (205.3i); an effect that sets a land's type removes every one of them (305.7)."""

_COLOR_BITS = {c: 1 << i for i, c in enumerate("WUBRG")}

KindKey = tuple[Any, ...]
"""Every permanent of one card under one controller is changed alike: (id(card), controller);
a permanent with an Aura or Equipment on it, and the Aura or Equipment itself, is a kind of
its own: (id(card), controller, its number)."""


def _color_mask(letters: str) -> int:
    m = 0
    for c in letters:
        m |= _COLOR_BITS.get(c, 0)
    return m


def related(players: Sequence[str], controller: str, relation: str) -> tuple[str, ...]:
    """The players an effect's "you" / "an opponent" / "any" means, seen from its controller."""
    if relation == "you":
        return (controller,)
    if relation == "opponent":
        return tuple(p for p in players if p != controller)
    return tuple(players)


def matches(card: Card, affects: Affects, subtypes: Iterable[str] | None = None) -> bool:
    """Whether a permanent of ``card`` (with ``subtypes`` now, after type-changing effects)
    is of the kind ``affects`` names: a card type, a subtype, "Permanent" or "Nonland"."""
    of = affects.of
    if of == "Nonland":
        if "Land" in card.types:
            return False
    elif of != "Permanent" and of not in card.types and of not in (
            card.subtypes if subtypes is None else subtypes):
        return False
    if affects.basic is not None and ("Basic" in card.supertypes) != affects.basic:
        return False
    if affects.legendary and "Legendary" not in card.supertypes:  # 205.4d
        return False
    return True


@dataclass(frozen=True, slots=True)
class AppliedEffect:
    """One continuous effect of a board, as it was applied (613).

    - ``source``: the permanent whose static ability generates it (the latest of several
      alike: their effects are the same); ``effect``: what it does; ``layer``: 4, 5 or 6.
    - ``applied``: False when it did not apply because its source had lost the ability
      before the effect's turn came (305.7: a land whose type an earlier effect set).
    - ``waited_for``: the sources of the effects it depended on, so waited for (613.8b);
      ``depended_on_by``: the sources of the effects that depended on it.
    - ``loop``: it was part of a dependency loop, so applied in timestamp order (613.8b).
    - ``changed``: how many permanents it changed.
    - ``unmet``: when it did not apply because its condition is not true now, the
      condition (``StaticEffect.when``: "level 5+", "controls Land 6").
    - ``resolved``: for the effect of a spell or ability that has resolved (611.2, a
      ``gained`` state of ``source``), the name of the card whose effect it is; ``source``
      is then the permanent it was applied to.
    """

    source: Permanent
    effect: StaticEffect
    layer: int
    applied: bool = True
    waited_for: tuple[Permanent, ...] = ()
    depended_on_by: tuple[Permanent, ...] = ()
    loop: bool = False
    changed: int = 0
    kinds: frozenset[KindKey] = field(default=frozenset(), repr=False, compare=False)
    unmet: tuple[str, ...] = ()
    resolved: str = ""
    """The kinds of permanent (id(card), controller) it changed, or would have changed."""


@dataclass(slots=True)
class _Kind:
    card: Card
    controller: str
    land_types: frozenset[str]
    other_subtypes: tuple[str, ...]
    last: int  # the latest board position of a permanent of this kind: its timestamp (613.7d)
    handle: Permanent
    count: int = 1  # how many permanents of the board are of this kind
    lost: bool = False  # lost the abilities of its rules text (305.7)
    stripped: bool = False  # lost every ability, those of its land types too (layer 6)
    attached_to: int | None = None  # the number of the permanent it is attached to (303.4)
    granted: list[tuple[ManaAbility, str]] | None = None
    state: dict[str, Any] | None = None  # the state of its permanent, for a kind of one
    color_ops: list[tuple[str, int]] | None = None  # layer 5: ("set"|"add", mask), in order

    @property
    def subtypes(self) -> tuple[str, ...]:
        extra = tuple(sorted(self.land_types - set(self.card.subtypes), key=_type_order))
        kept = tuple(t for t in self.card.subtypes if t in self.land_types or t not in LAND_TYPES)
        return kept + extra


@dataclass(frozen=True, slots=True)
class Layered:
    """What the permanents of a board are once layers 4-6 are applied (613.1d-f).

    ``kinds[key]`` for each (id(card), controller): its subtypes now, whether it lost the
    abilities of its rules text (305.7), the abilities granted to it (layer 6, with the
    name of the card granting each) and its color changes (layer 5); ``kind_of[i]`` the key
    of permanent i; ``applied`` every effect in the order applied.
    """

    kinds: dict[KindKey, _Kind]
    kind_of: list[KindKey]
    applied: tuple[AppliedEffect, ...]
    active: bool  # whether any effect of layers 4-6 is on the board

    def subtypes(self, key: KindKey) -> tuple[str, ...]:
        return self.kinds[key].subtypes

    def lost(self, key: KindKey) -> bool:
        return self.kinds[key].lost

    def stripped(self, key: KindKey) -> bool:
        """Whether an effect took every ability away, those of its land types too (613.1f)."""
        return self.kinds[key].stripped

    def granted(self, key: KindKey) -> list[tuple[ManaAbility, str]]:
        return self.kinds[key].granted or []

    def colors(self, key: KindKey, base: int) -> int:
        """A permanent's colors (a WUBRG mask) after layer 5, from its colors ``base``."""
        ops = self.kinds[key].color_ops
        if not ops:
            return base
        for op, mask in ops:
            base = mask if op == "set" else base | mask
        return base


def _type_order(land_type: str) -> tuple[int, str]:
    basics = tuple(BASIC_LAND_MANA)
    return (basics.index(land_type) if land_type in basics else len(basics), land_type)


_EffectKey = tuple[KindKey, int]  # (kind of the source, index of the effect on its card)


def apply_layers(players: Sequence[str], handles: Sequence[Permanent], cards: Sequence[Card],
                 states: Sequence[dict[str, Any]]) -> Layered:
    """Apply the static effects of layers 4, 5 and 6 of every permanent (613.1d-f, 613.3,
    613.7, 613.8, 305.7), for :func:`mtgrules.could_produce` and :func:`mtgrules.explain`."""
    kinds: dict[KindKey, _Kind] = {}
    kind_of: list[KindKey] = []
    layered_sources: list[KindKey] = []
    per_permanent5: list[int] = []  # permanents whose layer-5 effects read their own state
    with_colors: set[KindKey] = set()
    # Auras and Equipment with an effect on what they are attached to (303.4, 301.5), and the
    # permanents they are on: each a kind of its own
    on: dict[int, int] = {}
    alone: set[int] = set()  # permanents whose own state an effect reads: each a kind of one
    for h, card, state in zip(handles, cards, states):
        if "attached_to" in state and any(e.affects.attached for e in card.statics):
            on[h.number] = state["attached_to"]
        if state.get("gained") or any(e.affects.named or (e.when and e.when[0] == "level")
                                      for e in card.statics):
            alone.add(h.number)
    apart = set(on) | set(on.values()) | alone
    for i, (h, card) in enumerate(zip(handles, cards)):
        key: KindKey = ((id(card), h.controller, h.number) if apart and h.number in apart
                        else (id(card), h.controller))
        kind = kinds.get(key)
        if kind is None:
            lts = frozenset(card.subtypes) & LAND_TYPES if "Land" in card.types else frozenset()
            kind = kinds[key] = _Kind(card, h.controller, lts,
                                      tuple(t for t in card.subtypes if t not in LAND_TYPES), i, h,
                                      attached_to=on.get(h.number),
                                      state=states[i] if len(key) == 3 else None)
            if states[i].get("gained") and key not in layered_sources:
                layered_sources.append(key)
            if card.statics:
                if any(e.layer is not None and e.kind != "own colors" for e in card.statics):
                    layered_sources.append(key)
                if any(e.layer == 5 and e.kind != "own colors" for e in card.statics):
                    with_colors.add(key)
        else:
            kind.last, kind.handle = i, h
            kind.count += 1
        kind_of.append(key)
        if with_colors and key in with_colors:
            per_permanent5.append(i)
    numbers = {kinds[k].handle.number: k for k in kinds if len(k) == 3}
    if not layered_sources:
        return Layered(kinds, kind_of, (), False)
    applied: list[AppliedEffect] = []
    _layer4(players, kinds, layered_sources, numbers, applied)
    _resolved(kinds, layered_sources, applied, layer=4)
    _layer5(players, kinds, kind_of, handles, cards, states, per_permanent5, numbers, applied)
    _layer6(players, kinds, layered_sources, numbers, applied)
    _resolved(kinds, layered_sources, applied, layer=6)
    return Layered(kinds, kind_of, tuple(applied), True)


def _targets(players: Sequence[str], kinds: dict[KindKey, _Kind], source: _Kind, effect: StaticEffect,
             numbers: dict[int, KindKey], subtypes: dict[KindKey, frozenset[str]] | None = None,
             among: Iterable[KindKey] | None = None) -> frozenset[KindKey]:
    """The kinds of permanent ``effect`` of ``source`` applies to now: for an Aura's or
    Equipment's effect, the permanent it is attached to if that has the type it names
    (303.4, 301.5); else every kind its controller and type match (``subtypes``: land
    types as they are now, in layer 4)."""
    if effect.affects.attached:
        key = numbers.get(source.attached_to) if source.attached_to is not None else None
        if key is None or effect.affects.attached_type not in (*kinds[key].card.types, "Permanent"):
            return frozenset()
        return frozenset((key,)) if among is None or key in among else frozenset()
    who = related(players, source.controller, effect.affects.controller)
    named = (source.state or {}).get("chosen_name") if effect.affects.named else None
    if effect.affects.named and not named:
        return frozenset()  # no name was chosen: it names no permanent
    return frozenset(k for k in (kinds if among is None else among) if kinds[k].controller in who
                     and (named is None or named in kinds[k].card.names)
                     and matches(kinds[k].card, effect.affects,
                                 kinds[k].subtypes if subtypes is None
                                 else subtypes[k] | set(kinds[k].other_subtypes)))


# -- layer 4: type-changing effects, with dependencies (613.8) ---------------------------

def _layer4(players: Sequence[str], kinds: dict[KindKey, _Kind], sources: list[KindKey],
            numbers: dict[int, KindKey], applied: list[AppliedEffect]) -> None:
    effects: list[_EffectKey] = [(key, j) for key in sources
                                 for j, e in enumerate(kinds[key].card.statics)
                                 if e.layer == 4 and not e.until]
    if not effects:
        return
    effects.sort(key=lambda ek: (kinds[ek[0]].last, ek[1]))  # timestamp order (613.7)
    lands = [k for k, kind in kinds.items() if "Land" in kind.card.types]
    types = {k: kinds[k].land_types for k in lands}
    lost = {k: False for k in lands}

    def effect(ek: _EffectKey) -> StaticEffect:
        return kinds[ek[0]].card.statics[ek[1]]

    def exists(ek: _EffectKey, lost_now: dict[KindKey, bool]) -> bool:
        return not lost_now.get(ek[0], False)

    def applies_to(ek: _EffectKey, types_now: dict[KindKey, frozenset[str]]) -> frozenset[KindKey]:
        return _targets(players, kinds, kinds[ek[0]], effect(ek), numbers, types_now, lands)

    def apply(ek: _EffectKey, types_now: dict[KindKey, frozenset[str]], lost_now: dict[KindKey, bool]
              ) -> tuple[dict[KindKey, frozenset[str]], dict[KindKey, bool], int]:
        e = effect(ek)
        types_after, lost_after = dict(types_now), dict(lost_now)
        targets = applies_to(ek, types_now)
        for k in targets:
            if e.kind == "set land type":  # 305.7: the old land types and rules-text abilities go
                types_after[k] = frozenset(e.land_types)
                lost_after[k] = True
            elif e.kind == "lose land types":  # its abilities go in layer 6 (613.1f)
                types_after[k] = frozenset()
            else:
                types_after[k] = types_now[k] | frozenset(e.land_types)
        return types_after, lost_after, sum(kinds[k].count for k in targets)

    plain = ("Land", "Permanent", "Nonland")

    def depends(a: _EffectKey, b: _EffectKey, targets_b: frozenset[KindKey]) -> bool:
        """613.8a: applying b would change a's existence or what a applies to (what a does
        to a land, setting or adding a land type, is the same whatever b did). Only a set
        land type takes abilities away (305.7), and only an effect that names a subtype can
        apply to other lands once land types change: the rest is checked by applying b."""
        if not exists(b, lost):
            return False
        if effect(b).kind == "set land type" and a[0] in targets_b and exists(a, lost):
            return True  # b would take away the ability that generates a (305.7)
        of = effect(a).affects.of
        if of in plain or of in kinds[a[0]].card.types or effect(a).affects.attached:
            return False
        types_b, _lost_b, _n = apply(b, types, lost)
        return applies_to(a, types) != applies_to(a, types_b)

    remaining = list(effects)
    waited: dict[_EffectKey, set[_EffectKey]] = {}
    while remaining:
        targets = {b: applies_to(b, types) for b in remaining}
        deps = {a: {b for b in remaining if b != a and depends(a, b, targets[b])} for a in remaining}
        free = [a for a in remaining if not deps[a]]
        loop = not free  # 613.8b: a loop is applied in timestamp order
        pick = free[0] if free else remaining[0]
        for a in remaining:
            if a != pick and deps[a]:
                waited.setdefault(a, set()).update(deps[a])
        remaining.remove(pick)
        src = kinds[pick[0]]
        by = tuple(kinds[a[0]].handle for a in remaining if pick in deps[a])
        after = tuple(kinds[b[0]].handle for b in sorted(waited.get(pick, ()), key=effects.index))
        if not exists(pick, lost):
            applied.append(AppliedEffect(src.handle, effect(pick), 4, False, after, by, loop,
                                         kinds=targets[pick]))
            continue
        types, lost, n = apply(pick, types, lost)
        applied.append(AppliedEffect(src.handle, effect(pick), 4, True, after, by, loop, n,
                                     targets[pick]))
    for k in lands:
        kinds[k].land_types, kinds[k].lost = types[k], lost[k]


# -- layer 5: colors ------------------------------------------------------------------------

def _layer5(players: Sequence[str], kinds: dict[KindKey, _Kind], kind_of: list[KindKey],
            handles: Sequence[Permanent], cards: Sequence[Card], states: Sequence[dict[str, Any]],
            sources: list[int], numbers: dict[int, KindKey], applied: list[AppliedEffect]) -> None:
    for i in sources:  # timestamp order: board order
        src = kinds[kind_of[i]]
        if src.lost:
            continue  # its ability is gone (305.7), so is the effect
        for e in cards[i].statics:
            if e.layer != 5 or e.kind == "own colors":
                continue
            color = states[i].get("chosen_color", "") if e.color == "chosen" else e.color
            changed = 0
            targets = _targets(players, kinds, src, e, numbers)
            if color:
                for k in targets:
                    kind = kinds[k]
                    if kind.color_ops is None:
                        kind.color_ops = []
                    kind.color_ops.append(("set" if e.kind == "set color" else "add",
                                           _color_mask(color)))
                    changed += kind.count
            applied.append(AppliedEffect(handles[i], e, 5, bool(color), changed=changed,
                                         kinds=targets))


# -- layer 6: abilities -----------------------------------------------------------------------

def _layer6(players: Sequence[str], kinds: dict[KindKey, _Kind], sources: list[KindKey],
            numbers: dict[int, KindKey], applied: list[AppliedEffect]) -> None:
    ordered = sorted(sources, key=lambda k: kinds[k].last)
    # 613.8a: an effect that takes abilities away applies before the effects of the abilities
    # it takes away, which then don't apply (their sources lost them)
    takers: dict[KindKey, KindKey] = {}
    for key in ordered:
        src = kinds[key]
        if src.lost:
            continue
        for e in src.card.statics:
            if e.kind == "lose abilities" and not e.until:
                for k in _targets(players, kinds, src, e, numbers):
                    if k != key:
                        takers.setdefault(k, key)
    for key in ordered:
        src = kinds[key]
        for e in src.card.statics:
            if e.kind == "lose abilities" and not src.lost and not e.until:
                targets = _targets(players, kinds, src, e, numbers)
                for k in targets:  # 613.7: what earlier effects granted goes too
                    kinds[k].lost = kinds[k].stripped = True
                    kinds[k].granted = None
                applied.append(AppliedEffect(src.handle, e, 6, True, kinds=targets,
                                             changed=sum(kinds[k].count for k in targets)))
                continue
            if e.kind != "grant ability" or e.ability is None or e.until:
                continue  # an effect of a resolved spell or ability ("until") is applied below
            targets = _targets(players, kinds, src, e, numbers)
            if e.affects.other and key in targets and src.count == 1:
                targets = targets - {key}  # "other": not the permanent with the effect
            if key in takers:  # 613.8a: it waited for the effect that takes its ability away
                applied.append(AppliedEffect(src.handle, e, 6, False, (kinds[takers[key]].handle,),
                                             kinds=targets))
                continue
            if src.lost:  # 305.7: the ability is gone before layer 6
                applied.append(AppliedEffect(src.handle, e, 6, False, kinds=targets))
                continue
            if e.when and not _holds(e.when, src, kinds):
                applied.append(AppliedEffect(src.handle, e, 6, False, kinds=targets, unmet=e.when))
                continue
            changed = 0
            for k in targets:
                _grant(kinds[k], e.ability, src.card.name)
                changed += kinds[k].count
            applied.append(AppliedEffect(src.handle, e, 6, True, changed=changed, kinds=targets))


def _resolved(kinds: dict[KindKey, _Kind], sources: list[KindKey], applied: list[AppliedEffect],
              layer: int) -> None:
    """611.2, 613.7a: the effects of resolved spells and abilities in ``layer``, on the
    permanents a board says they were applied to (their ``gained`` state), as the newest
    effects of the board: after its static abilities' effects in that layer."""
    for key in sorted(sources, key=lambda k: kinds[k].last):
        kind = kinds[key]
        state = kind.state or {}
        for card in state.get("gained", ()):
            for e in card.statics:
                if not e.until or e.layer != layer:
                    continue
                one = frozenset((key,))
                if e.when and not holds(e.when[:2], state):  # it has ended (Ultima's counter)
                    applied.append(AppliedEffect(kind.handle, e, e.layer or 6, False, kinds=one,
                                                 unmet=e.when, resolved=card.name))
                    continue
                if e.kind == "lose land types":  # the newest effect, so after layer 4's others
                    kind.land_types = frozenset()
                elif e.kind == "lose abilities":
                    kind.lost = kind.stripped = True
                    kind.granted = None
                elif e.kind == "grant ability" and e.ability is not None:
                    _grant(kind, e.ability, card.name)
                else:
                    continue
                applied.append(AppliedEffect(kind.handle, e, e.layer or 6, True, changed=kind.count,
                                             kinds=one, resolved=card.name))


def holds(when: tuple[str, ...], state: Mapping[str, Any]) -> bool:
    """Whether a permanent in ``state`` meets an ability's condition (``ManaAbility.when``):
    a counter of a kind on it (122.1), renowned (702.112), a token (111.1), a lore counter
    (714.2: the Saga's chapter I has given it the ability), modified (700.9)."""
    counters: Mapping[str, int] = state.get("counters", {})
    if when[0] == "counter":
        return (counters.get(when[1], 0) > 0 if when[1]
                else any(n > 0 for n in counters.values()))
    if when[0] == "lore":
        return counters.get("lore", 0) > 0
    if when[0] == "modified" and any(n > 0 for n in counters.values()):
        return True  # 700.9: a counter on it (or an Equipment or Aura: its state says so)
    return bool(state.get(when[0]))


def _grant(kind: _Kind, ability: ManaAbility, source: str) -> None:
    if kind.granted is None:
        kind.granted = []
    if (ability, source) not in kind.granted:
        kind.granted.append((ability, source))


def _holds(when: tuple[str, ...], src: _Kind, kinds: dict[KindKey, _Kind]) -> bool:
    """Whether an effect's condition on its source is true now: its level (711.2; a level
    up card is a kind of its own) or how many permanents of a card type its controller
    controls."""
    if when[0] == "level":
        level = (src.state or {}).get("counters", {}).get("level", 0)
        return level >= int(when[1]) and (when[2] == "" or level <= int(when[2]))
    of, least = when[1], int(when[2])
    return sum(k.count for k in kinds.values()
               if k.controller == src.controller and of in k.card.types) >= least


def basic_mana_types(subtypes: Iterable[str]) -> tuple[str, ...]:
    """The basic land types among ``subtypes``, in WUBRG order (305.6)."""
    have = set(subtypes)
    return tuple(t for t in BASIC_LAND_MANA if t in have)
