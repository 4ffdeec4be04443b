"""Mana abilities and mana-related static effects, as data (106, 305.6, 605, 614).

Every card's mana abilities are described by the same few fields instead of code per card:
what the ability adds, how much, under which condition it adds something else instead, and
(kept for display, ignored by rule 106.7) its cost, activation restriction and rider. The
static effects that matter to "could produce" are data too: an effect that gives lands a
basic land type (Urborg, Tomb of Yawgmoth: 305.7 then gives them that type's mana ability,
305.6), an effect that grants a mana ability (Chromatic Lantern), and a replacement effect
on the mana a permanent produces when tapped for mana (Contamination, Ritual of Subdual:
106.12b, 614).

    >>> from mtgrules.cards.abilities import ManaAbility
    >>> ManaAbility.from_dict({"adds": "could produce", "what": "color", "of": "Land",
    ...                        "controller": "opponent", "cost": "{T}"}).describe()
    'one mana of any color that a land an opponent controls could produce'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..checks import shown, whole_number
from ..errors import CardDataError
from ..mana.cost import MANA_TYPES

__all__ = [
    "ADDS",
    "BASIC_LAND_MANA",
    "Affects",
    "ManaAbility",
    "StaticEffect",
]

TYPES = MANA_TYPES  # the letters of the six types of mana, as mana.py defines them

# 305.6: the five basic land types and the mana ability each one brings
BASIC_LAND_MANA: dict[str, str] = {
    "Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G",
}

# the closed set of things a mana ability can add
ADDS = (
    "mana",                # fixed mana: one of `types` per mana (e.g. "{R} or {G}")
    "any color",           # one mana of any color
    "any type",            # one mana of any type (colorless included)
    "could produce",       # a color/type that other permanents could produce (106.7)
    "color of permanent",  # a color of a permanent you control (Meteor Crater, 106.5)
    "chosen color",        # the color chosen as the permanent entered (state: chosen_color)
    "commander identity",  # a color in its controller's commander's color identity (903.4):
                           # none without a commander, and the boards here have none
    "color among",         # a color among the permanents you control that `among` names
                           # (Mox Amber: legendary creatures and planeswalkers; 106.5)
    "noted type",          # the type of mana last noted for it (state: noted; Jeweled Amulet)
    "exiled colors",       # a color of the card(s) exiled with it (state: exiled; Chrome Mox)
    "drafted colors",      # a color chosen while drafting it (state: drafted; Paliano, 905.2)
    "its colors",          # a color of the permanent itself, as it is now (Katilda's grant)
    "unknown",             # an oracle text the loaders could not read
)

CONTROLLERS = ("you", "opponent", "any")
CONDITIONS = ("played_land_this_turn", "luck counter")
"""What an ``instead`` may depend on: a player's state (River of Tears) or a counter on the
permanent itself (Gemstone Caverns' luck counter, 122.1)."""

AMONG = ("legendary creature or planeswalker", "legendary permanent", "monocolored permanent")
"""The permanents of its controller whose colors a ``"color among"`` ability reads."""

WHEN = ("counter", "renowned", "token", "lore", "modified")
"""The conditions on the permanent that has an ability (``when``): a counter of a kind on it
(122.1; "" for any kind), renowned (702.112), a token (111.1), a lore counter on a Saga
whose chapter gave the ability (714.2), modified (700.9: a counter on it, or an Equipment
or an Aura its controller controls attached to it)."""

MAX_AMOUNT = 1000
"""The most mana one ability may add at a time in card data (real cards add at most a few)."""

_PRINTED_POWER = re.compile(r"-?[0-9]{1,6}")


def _order(letters: str, alphabet: str) -> str:
    return "".join(c for c in alphabet if c in letters)


def _check_types(value: Any, where: str, alphabet: str = TYPES) -> str:
    if not isinstance(value, str) or any(c not in alphabet for c in value):
        raise CardDataError(
            "{where}: {value} is not a string of mana letters from {alphabet!r}",
            where=where, value=shown(value), alphabet=alphabet
        )
    return _order(value, alphabet)


def _choice(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise CardDataError("{where}: {value} is not one of {allowed}",
                            where=where, value=shown(value), allowed=', '.join(map(repr, allowed)))
    return value


def _record(data: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise CardDataError("{where}: expected an object, got {data}",
                            where=where, data=shown(data))
    return data


def list_field(record: Mapping[str, Any], key: str, where: str) -> list[Any]:
    """The list in field ``key`` of a card-data record ([] when absent or null)."""
    value = record.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise CardDataError("{where}: {key!r} must be a list, got {value}",
                            where=where, key=key, value=shown(value))
    return value


ATTACHED = ("Enchanted ", "Equipped ", "Fortified ")
"""How an Aura's, Equipment's or Fortification's effect names what it is attached to."""


@dataclass(frozen=True, slots=True)
class Affects:
    """Which permanents an effect or a reference looks at.

    ``of`` is a card type ("Land", "Creature", "Artifact", ...), "Permanent", "Nonland"
    (every permanent that is not a land: Celestial Dawn), or the one permanent an Aura or
    Equipment with the effect is attached to: "Enchanted Land", "Equipped Creature", ...
    (303.4, 301.5);
    ``controller`` is "you", "opponent" (any opponent of the effect's controller) or "any";
    ``basic`` narrows to basic (True) or nonbasic (False) permanents; ``other`` leaves out
    the permanent with the effect ("other Elves you control"); ``legendary`` narrows to
    legendary permanents (205.4d); ``named`` to those with the name chosen for the permanent
    with the effect (its ``chosen_name`` state: Petrified Hamlet).
    """

    of: str = "Land"
    controller: str = "any"
    basic: bool | None = None
    other: bool = False
    legendary: bool = False
    named: bool = False

    @property
    def attached(self) -> bool:
        """Whether it means the permanent its source is attached to ("enchanted land")."""
        return self.of.startswith(ATTACHED)

    @property
    def attached_type(self) -> str:
        """For an attached target, the card type it must have ("Land" of "Enchanted Land")."""
        return self.of.split(" ", 1)[1] if self.attached else ""

    def describe(self, *, plural: bool = False) -> str:
        if self.attached:
            return self.of.lower()
        noun = "nonland permanent" if self.of == "Nonland" else self.of.lower()
        if self.basic is not None:
            noun = ("basic " if self.basic else "nonbasic ") + noun
        if self.legendary:
            noun = "legendary " + noun
        if plural:
            noun = _plural_noun(noun)
        if self.other:
            noun = "other " + noun
        if self.named:
            return _named(self._with_controller(noun, plural))
        return self._with_controller(noun, plural)

    def _with_controller(self, noun: str, plural: bool) -> str:
        if self.controller == "any":
            return noun if plural else f"a {noun}"
        if plural:
            who = "you control" if self.controller == "you" else "your opponents control"
            return f"{noun} {who}"
        who = "you control" if self.controller == "you" else "an opponent controls"
        return f"a {noun} {who}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"of": self.of, "controller": self.controller}
        if self.basic is not None:
            out["basic"] = self.basic
        for key in ("other", "legendary", "named"):
            if getattr(self, key):
                out[key] = True
        return out

    @classmethod
    def from_dict(cls, data: object, where: str = "affects") -> Affects:
        """Read which permanents are meant; bad data raises CardDataError naming the field."""
        data = _record(data, where)
        of = data.get("of", "Land")
        if not isinstance(of, str) or not of:
            raise CardDataError("{where}: 'of' must be a card type name, got {of}",
                                where=where, of=shown(of))
        controller = _choice(data.get("controller", "any"), CONTROLLERS, f"{where}.controller")
        basic = data.get("basic")
        if not (basic is None or basic is True or basic is False):
            raise CardDataError("{where}: 'basic' must be true, false or absent, got {basic}",
                                where=where, basic=shown(basic))
        flags = {}
        for key in ("other", "legendary", "named"):
            flag = data.get(key, False)
            if flag is not True and flag is not False:
                raise CardDataError("{where}.{key}: expected true or false, got {flag}",
                                    where=where, key=key, flag=shown(flag))
            flags[key] = flag
        return cls(of, controller, basic, **flags)


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """One mana ability as data (605).

    - ``adds``: one of :data:`ADDS`.
    - ``types``: for ``adds="mana"``, the mana types it may add, WUBRGC order ("RG" for
      "{R} or {G}", "WU" for "any combination of {W} and/or {U}").
    - ``amount``: how many mana; ``None`` when the amount is an X chosen while paying
      the cost (106.7 ignores costs, so some mana is possible).
    - ``per``: an amount that counts something on the board: ``("counter", "charge")``
      counts that kind of counter on the permanent, ``("permanent", "Creature", "you")``
      counts creatures its controller controls, ``("power", "1")`` uses the permanent's
      power (printed power second). A count of 0 or less means no mana (106.7, 107.1b).
    - ``what``/``reference`` for ``adds="could produce"``: "color" (W U B R G only) or
      "type" (colorless too), of the permanents ``reference`` describes (106.7).
    - ``instead``: ``((condition, types), ...)``: if the condition holds now, the ability
      adds those types instead (River of Tears); conditions are player state flags.
    - ``cost``, ``restriction``, ``rider``: kept and shown, ignored by 106.7.
    - ``origin``: "" for a printed ability, else where it comes from (a basic land type,
      305.6, or the name of the card granting it).
    - ``options``: for fixed mana that is not one symbol repeated, the exact groups the
      ability may add, one of them: ``("WU",)`` for "Add {W}{U}", ``("WW", "WU", "UU")``
      for a filter land; ``types`` then holds every type among them (what 106.7 reads).
    - ``one_kind``: for an amount above one of "any color"/"any type", whether all of it
      is of one color or type ("three mana of any one color") rather than any mix.
    - ``x_is``: what a variable amount (``amount=None``) counts, in words, when it is not
      an X chosen while paying ("the number of Swamps you control"); 106.7 still treats
      some mana as possible.
    - ``levels``: for a level up card (711), ``(low, high)``: the ability exists only while
      the permanent has from ``low`` to ``high`` level counters (``high`` None: no limit);
      ``()`` for an ability that is always there.
    - ``when``: a condition on the permanent that has the ability, one of :data:`WHEN`:
      ``("counter", KIND)`` while it has a KIND counter ("" any counter: Rishkar's grant),
      ``("renowned",)`` while it is renowned (Honored Hierarch), ``("token",)`` while it is
      a token (Springleaf Parade's grant), ``("lore",)`` while the Saga has a lore counter
      (Urza's Saga's chapter I); ``()`` always.
    - ``among``: for ``adds="color among"``, which of its controller's permanents it reads,
      one of :data:`AMONG` (Mox Amber: legendary creatures and planeswalkers).
    """

    adds: str
    types: str = ""
    amount: int | None = 1
    per: tuple[str, ...] = ()
    what: str = ""
    reference: Affects | None = None
    instead: tuple[tuple[str, str], ...] = ()
    cost: str = "{T}"
    restriction: str = ""
    rider: str = ""
    origin: str = ""
    options: tuple[str, ...] = ()
    one_kind: bool = False
    x_is: str = ""
    levels: tuple[int, int | None] | tuple[()] = ()
    when: tuple[str, ...] = ()
    among: str = ""

    @property
    def taps(self) -> bool:
        """Whether the cost includes {T}: then it is "tapped for mana" (106.12)."""
        return "{T}" in self.cost

    @property
    def reads_could_produce(self) -> bool:
        return self.adds == "could produce"

    def describe(self) -> str:
        """The effect in words (our own template), without the cost."""
        if self.adds == "mana" and self.options:
            text = _or(["".join("{" + t + "}" for t in group) for group in self.options])
        elif self.adds == "mana":
            if self.amount is None:
                text = f"X mana of {'/'.join('{' + t + '}' for t in self.types)}"
            else:
                n = 1 if self.per else self.amount
                text = _or([("{" + t + "}") * n for t in self.types])
            if self.per:
                text += f" for each {self._per_words()}"
        elif self.adds in ("any color", "any type"):
            kind = self.adds.removeprefix("any ")
            if self.amount == 1:
                text = f"one mana of any {kind}"
            else:
                many = "X" if self.amount is None else str(self.amount)
                text = (f"{many} mana of any one {kind}" if self.one_kind
                        else f"{many} mana in any combination of {kind}s")
        elif self.adds == "could produce":
            assert self.reference is not None
            text = (f"one mana of any {self.what} that "
                    f"{self.reference.describe()} could produce")
        elif self.adds == "color of permanent":
            text = "one mana of a color of a permanent you control"
        elif self.adds == "chosen color":
            text = ("one mana" if self.amount == 1 else f"{self.amount or 'X'} mana") + " of the chosen color"
        elif self.adds == "commander identity":
            text = "one mana of any color in your commander's color identity"
        elif self.adds == "color among":
            text = f"one mana of any color among {_AMONG_WORDS[self.among]} you control"
        elif self.adds == "noted type":
            text = ("one mana" if self.amount == 1 else "X mana") + " of its last noted type"
        elif self.adds == "its colors":
            text = "one mana of any of its colors"
        elif self.adds == "drafted colors":
            text = "one mana of any color chosen as you drafted cards named it"
        elif self.adds == "exiled colors":
            text = ("one mana of each color among the cards exiled with it" if self.amount is None
                    else "one mana of any of the colors of the cards exiled with it")
        else:
            text = "mana (this ability's text could not be read)"
        for condition, types in self.instead:
            mana = ("one mana of any color" if types == COLOR_LETTERS and condition == "luck counter"
                    else "".join("{" + t + "}" for t in types))
            text += f"; if {_CONDITION_WORDS[condition]}, {mana} instead"
        if self.x_is:
            text += f", where X is {self.x_is}"
        if self.levels:
            low, high = self.levels
            text += (f" (level {low}+)" if high is None else f" (level {low}-{high})")
        if self.when:
            text += f" ({when_words(self.when)})"
        return text

    def _per_words(self) -> str:
        if self.per[0] == "counter":
            return f"{self.per[1]} counter on it"
        if self.per[0] == "power":
            return "point of its power"
        kind, of, controller = self.per
        who = {"you": "you control", "opponent": "an opponent controls", "any": "on the battlefield"}[controller]
        card_types = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Permanent")
        return f"{of.lower() if of in card_types else of} {who}"  # a subtype keeps its capital

    def __str__(self) -> str:
        prefix = f"{self.cost}: " if self.cost else ""
        return prefix + "Add " + self.describe()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"adds": self.adds}
        if self.types:
            out["types"] = self.types
        if self.amount != 1:
            out["amount"] = self.amount
        if self.per:
            out["per"] = list(self.per)
        if self.what:
            out["what"] = self.what
        if self.reference is not None:
            out.update(self.reference.to_dict())
        if self.instead:
            out["instead"] = [{"if": c, "types": t} for c, t in self.instead]
        if self.options:
            out["options"] = list(self.options)
        if self.one_kind:
            out["one_kind"] = True
        if self.x_is:
            out["x_is"] = self.x_is
        if self.levels:
            out["levels"] = list(self.levels)
        if self.when:
            out["when"] = list(self.when)
        if self.among:
            out["among"] = self.among
        out["cost"] = self.cost
        for key in ("restriction", "rider", "origin"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        return out

    @classmethod
    def from_dict(cls, data: object, where: str = "ability") -> ManaAbility:
        """Read an ability from its JSON form; bad data raises CardDataError naming the field.

        >>> ManaAbility.from_dict({"adds": "mana", "types": "GR"}).types
        'RG'
        >>> ManaAbility.from_dict({"adds": "mana", "types": "G", "per": 5})
        Traceback (most recent call last):
        ...
        mtgrules.errors.CardDataError: ability: 'per' must be a list, got 5
        """
        data = _record(data, where)
        known = {"adds", "types", "amount", "per", "what", "of", "controller", "basic",
                 "instead", "cost", "restriction", "rider", "origin", "options", "one_kind", "x_is",
                 "levels", "when", "among"}
        extra = [k for k in data if k not in known]
        if extra:
            listed = ", ".join(shown(k, 30) for k in extra[:5]) + (", ..." if len(extra) > 5 else "")
            raise CardDataError("{where}: unknown field(s) {listed}; allowed: {known}",
                                where=where, listed=listed, known=sorted(known))
        adds = _choice(data.get("adds"), ADDS, f"{where}.adds")
        types = _check_types(data.get("types", ""), f"{where}.types")
        if adds == "mana" and not types:
            raise CardDataError("{where}: an ability that adds fixed mana needs 'types'",
                                where=where)
        amount = data.get("amount", 1)
        if amount is not None:
            amount = whole_number(amount, f"{where}.amount", maximum=MAX_AMOUNT, error=CardDataError)
        per = tuple(list_field(data, "per", where))
        if per and not (
            (per[0] == "counter" and len(per) == 2 and isinstance(per[1], str) and per[1])
            or (per[0] == "power" and len(per) == 2 and isinstance(per[1], str)
                and _PRINTED_POWER.fullmatch(per[1]))
            or (per[0] == "permanent" and len(per) == 3 and isinstance(per[1], str) and per[1]
                and per[2] in CONTROLLERS)
        ):
            raise CardDataError(
                "{where}.per: {per} is not ['counter', KIND], ['power', PRINTED] or ['permanent', "
                "TYPE, 'you'|'opponent'|'any']", where=where, per=shown(list(per))
            )
        what = ""
        reference = None
        if adds == "could produce":
            what = _choice(data.get("what"), ("color", "type"), f"{where}.what")
            reference = Affects.from_dict(data, where)
        instead = []
        for i, item in enumerate(list_field(data, "instead", where)):
            here = f"{where}.instead[{i}]"
            item = _record(item, here)
            cond = _choice(item.get("if"), CONDITIONS, f"{here}.if")
            instead.append((cond, _check_types(item.get("types", ""), f"{here}.types")))
        options = []
        for i, group in enumerate(list_field(data, "options", where)):
            if not group or not isinstance(group, str) or any(c not in TYPES for c in group):
                raise CardDataError("{where}.options[{i}]: {group} is not a string of mana letters",
                                    where=where, i=i, group=shown(group))
            options.append(group)
        if options and (adds != "mana" or set("".join(options)) != set(types)):
            raise CardDataError("{where}: 'options' are for fixed mana, and 'types' must hold "
                                "every type among them", where=where)
        one_kind = data.get("one_kind", False)
        if one_kind is not True and one_kind is not False:
            raise CardDataError("{where}.one_kind: expected true or false, got {one_kind}",
                                where=where, one_kind=shown(one_kind))
        raw_levels = list_field(data, "levels", where)
        levels: tuple[int, int | None] | tuple[()] = ()
        if raw_levels:
            if (len(raw_levels) != 2 or not isinstance(raw_levels[0], int) or isinstance(raw_levels[0], bool)
                    or not (raw_levels[1] is None or (isinstance(raw_levels[1], int)
                                                      and not isinstance(raw_levels[1], bool)))):
                raise CardDataError("{where}.levels: {levels} is not [LOW, HIGH] or [LOW, null]",
                                    where=where, levels=shown(raw_levels))
            low = whole_number(raw_levels[0], f"{where}.levels[0]", maximum=MAX_AMOUNT, error=CardDataError)
            high = (None if raw_levels[1] is None else
                    whole_number(raw_levels[1], f"{where}.levels[1]", maximum=MAX_AMOUNT, error=CardDataError))
            levels = (low, high)
        strings = {}
        for key, default in (("cost", "{T}"), ("restriction", ""), ("rider", ""), ("origin", ""),
                             ("x_is", "")):
            value = data.get(key, default)
            if not isinstance(value, str):
                raise CardDataError("{where}.{key}: expected text, got {value}",
                                    where=where, key=key, value=shown(value))
            strings[key] = value
        when = tuple(list_field(data, "when", where))
        if when and not (when[0] in WHEN and all(isinstance(w, str) for w in when)
                         and len(when) == (2 if when[0] == "counter" else 1)):
            raise CardDataError("{where}.when: {when} is not ['counter', KIND], ['renowned'], "
                                "['token'], ['lore'] or ['modified']", where=where, when=shown(list(when)))
        among = ""
        if adds == "color among":
            among = _choice(data.get("among"), AMONG, f"{where}.among")
        return cls(adds, types, amount, per, what, reference, tuple(instead), options=tuple(options),
                   one_kind=one_kind, levels=levels, when=when, among=among, **strings)

    @classmethod
    def intrinsic(cls, land_type: str) -> ManaAbility:
        """The mana ability a basic land type brings (305.6): {T}: Add one mana of its color."""
        return cls("mana", BASIC_LAND_MANA[land_type], origin=land_type)


def _or(items: list[str]) -> str:
    return " or ".join(items) if len(items) <= 2 else ", ".join(items[:-1]) + " or " + items[-1]


_CONDITION_WORDS = {"played_land_this_turn": "you played a land this turn",
                    "luck counter": "it has a luck counter on it"}
_AMONG_WORDS = {"legendary creature or planeswalker": "legendary creatures and planeswalkers",
                "legendary permanent": "legendary permanents",
                "monocolored permanent": "monocolored permanents"}


def when_words(when: tuple[str, ...]) -> str:
    """A ``when`` condition in words: ``while it has a +1/+1 counter on it``."""
    if when[0] == "counter":
        return f"while it has a {when[1]} counter on it" if when[1] else "while it has a counter on it"
    if when[0] == "lore":
        return "from chapter I on: while it has a lore counter"
    if when[0] == "modified":
        return "while it is modified"
    return "while it is renowned" if when[0] == "renowned" else "while it is a token"

STATIC_KINDS = ("land type", "set land type", "add color", "set color", "own colors",
                "grant ability", "replace mana", "lose land types", "lose abilities")
"""The kinds of static effect a card's data may hold; the layer each applies in (613.1)."""

LAYERS = {"land type": 4, "set land type": 4, "add color": 5, "set color": 5, "own colors": 5,
          "grant ability": 6, "lose land types": 4, "lose abilities": 6}
"""613.1d-f: type-changing effects in layer 4, color-changing in 5, ability-adding in 6
("replace mana" is a replacement effect, 614, not a layer's)."""

EVERY_BASIC_TYPE = "every"
"""``land_type`` of an effect that gives every basic land type (Prismatic Omen, 305.7)."""

COLOR_LETTERS = "WUBRG"


@dataclass(frozen=True, slots=True)
class StaticEffect:
    """A static effect that changes what permanents are or which mana they could produce.

    - ``"land type"`` (layer 4): the affected lands gain ``land_type`` in addition to their
      other types (Urborg: each land is a Swamp too; ``"every"``: every basic land type,
      Prismatic Omen), so they get that type's mana ability and keep their own (305.7).
    - ``"set land type"`` (layer 4): the affected lands' land type becomes ``land_type``
      (Blood Moon: nonbasic lands are Mountains); they lose their old land types and every
      ability from their rules text, and gain the new type's mana ability (305.7).
    - ``"add color"`` / ``"set color"`` (layer 5): the affected permanents are ``color`` in
      addition to their colors / are only ``color``; ``"chosen"``: the color chosen for the
      permanent with the effect (Painter's Servant; its ``chosen_color`` state, 105.1).
    - ``"own colors"``: a characteristic-defining ability (604.3) or devoid (702.114a)
      setting the card's own colors to ``color`` ("" for colorless) in every zone; it is
      already in :attr:`Card.colors`, so boards don't apply it again.
    - ``"grant ability"`` (layer 6): the affected permanents gain ``ability`` (Chromatic
      Lantern).
    - ``"lose land types"`` (layer 4) / ``"lose abilities"`` (layer 6): the affected
      permanents lose every land type / every ability they have at that point, those of
      their land types (305.6) and those granted by earlier effects too (Toxicrene, Lithoform
      Blight, Alpine Moon); the same card's grants that follow are kept.
    - ``"replace mana"``: when an affected permanent is tapped for mana (106.12b), mana of a
      type in ``replaces`` is produced as ``becomes`` instead (614.1a): Contamination
      (any type -> {B}), Ritual of Subdual (any type -> {C}).

    ``affects.controller`` is relative to the controller of the permanent with the effect.

    ``when`` is a condition on the permanent with the effect, one of :data:`STATIC_WHEN`:
    ``("level", LOW, HIGH)`` while it has LOW to HIGH level counters (711.2, HIGH "" for no
    limit: Joraga Treespeaker), ``("controls", TYPE, N)`` while its controller controls N or
    more permanents of that card type (The World Tree); for an ``until`` effect,
    ``("counter", KIND, "")``: while the permanent it was applied to has a KIND counter
    (Ultima's blight counter); ``()`` always.

    ``until`` marks a "grant ability" that is not a static ability but the effect of a spell
    or ability that has resolved (611.2: Divergent Growth "until end of turn"): it applies
    only to the permanents a board says it was applied to (their ``gained`` state), which
    were fixed as it resolved (611.2c); its words say how long it lasts.
    """

    kind: str
    affects: Affects = field(default_factory=Affects)
    land_type: str = ""
    ability: ManaAbility | None = None
    replaces: str = TYPES
    becomes: str = ""
    color: str = ""
    when: tuple[str, ...] = ()
    until: str = ""

    @property
    def layer(self) -> int | None:
        """The layer the effect applies in (613.1), None for a replacement effect."""
        return LAYERS.get(self.kind)

    @property
    def land_types(self) -> tuple[str, ...]:
        """The basic land types the effect gives (every one of them for ``"every"``)."""
        if self.land_type == EVERY_BASIC_TYPE:
            return tuple(BASIC_LAND_MANA)
        return (self.land_type,) if self.land_type else ()

    def describe(self) -> str:
        target = self.affects.describe(plural=True)
        one = self.affects.attached  # "enchanted land is ...", "equipped creature has ..."
        are, have = ("is", "has") if one else ("are", "have")
        if self.kind in ("land type", "set land type"):
            kinds = ("every basic land type" if self.land_type == EVERY_BASIC_TYPE
                     else self.land_type if one else _plural(self.land_type))
            if one and self.land_type != EVERY_BASIC_TYPE:
                kinds = ("an " if kinds[0] in "AEIOU" else "a ") + kinds
            if self.kind == "set land type":
                their = "its" if one else "their"
                return f"{target} {are} {kinds} (and loses {their} other land types and abilities)" if one \
                    else f"{target} are {kinds} (and lose their other land types and abilities)"
            return f"{target} {are} {kinds} in addition to {'its' if one else 'their'} other types"
        if self.kind in ("add color", "set color", "own colors"):
            color = ("the chosen color" if self.color == "chosen" else "all colors"
                     if self.color == COLOR_LETTERS
                     else " and ".join(_COLOR_WORDS[c] for c in self.color) or "colorless")
            if self.kind == "own colors":
                return f"this card is {color}"
            extra = (f" in addition to {'its' if one else 'their'} other colors"
                     if self.kind == "add color" else "")
            return f"{target} {are} {color}{extra}"
        if self.kind == "lose land types":
            return f"{target} {'loses' if one else 'lose'} all land types"
        if self.kind == "lose abilities":
            return f"{target} {'loses' if one else 'lose'} all abilities"
        if self.kind == "grant ability":
            if self.until:
                text = f"{target} gain \"{self.ability}\" {self.until}"
                return text.replace(" gain ", " gains ") if one else text
            return static_when(self.when, f"{target} {have} \"{self.ability}\"")
        src = "mana" if self.replaces == TYPES else "/".join("{" + t + "}" for t in self.replaces)
        return f"{target} tapped for mana produce {{{self.becomes}}} instead of {src}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "affects": self.affects.to_dict()}
        if self.kind in ("land type", "set land type"):
            out["land_type"] = self.land_type
        elif self.kind in ("add color", "set color", "own colors"):
            out["color"] = self.color
        elif self.kind == "grant ability":
            assert self.ability is not None
            out["ability"] = self.ability.to_dict()
        elif self.kind != "lose land types" and self.kind != "lose abilities":
            out["replaces"] = self.replaces
            out["becomes"] = self.becomes
        if self.when:
            out["when"] = list(self.when)
        if self.until:
            out["until"] = self.until
        return out

    @classmethod
    def from_dict(cls, data: object, where: str = "static") -> StaticEffect:
        """Read a static effect from its JSON form; bad data raises CardDataError naming the field."""
        data = _record(data, where)
        kind = _choice(data.get("kind"), STATIC_KINDS, f"{where}.kind")
        affects = Affects.from_dict(data.get("affects", {}), f"{where}.affects")
        if kind in ("land type", "set land type"):
            allowed = (*BASIC_LAND_MANA, EVERY_BASIC_TYPE) if kind == "land type" else tuple(BASIC_LAND_MANA)
            land_type = _choice(data.get("land_type"), allowed, f"{where}.land_type")
            return cls(kind, affects, land_type=land_type)
        if kind in ("add color", "set color", "own colors"):
            color = data.get("color", "")
            if color != "chosen" or kind == "own colors":
                color = _check_types(color, f"{where}.color", COLOR_LETTERS)
                if kind != "own colors" and not color:
                    raise CardDataError("{where}.color: a color-changing effect needs a color",
                                        where=where)
            return cls(kind, affects, color=color)
        if kind in ("lose land types", "lose abilities", "grant ability"):
            when = tuple(list_field(data, "when", where))
            if when and not (len(when) == 3 and all(isinstance(w, str) for w in when) and (
                    (when[0] == "level" and when[1].isdigit() and (when[2] == "" or when[2].isdigit()))
                    or (when[0] == "controls" and when[1] and when[2].isdigit())
                    or (when[0] == "counter" and when[1] and not when[2]))):
                raise CardDataError("{where}.when: {when} is not ['level', LOW, HIGH], "
                                    "['controls', TYPE, N] or ['counter', KIND, '']",
                                    where=where, when=shown(list(when)))
            until = data.get("until", "")
            if not isinstance(until, str):
                raise CardDataError("{where}.until: expected text, got {until}",
                                    where=where, until=shown(until))
            if kind != "grant ability":
                return cls(kind, affects, when=when, until=until)
            return cls(kind, affects, ability=ManaAbility.from_dict(data.get("ability"), f"{where}.ability"),
                       when=when, until=until)
        becomes = _check_types(data.get("becomes", ""), f"{where}.becomes")
        if len(becomes) != 1:
            raise CardDataError("{where}.becomes: expected one mana type, got {becomes}",
                                where=where, becomes=shown(becomes))
        return cls(kind, affects, replaces=_check_types(data.get("replaces", TYPES), f"{where}.replaces"),
                   becomes=becomes)


STATIC_WHEN = ("level", "controls", "counter")
"""The conditions a static effect may have on the permanent with it (``StaticEffect.when``)."""


def static_when(when: tuple[str, ...], text: str) -> str:
    """An effect's words with its condition: ``as long as it has 5 or more level counters, ...``."""
    if not when:
        return text
    if when[0] == "level":
        low, high = when[1], when[2]
        cond = (f"as long as it is level {low} or more" if not high
                else f"as long as it is level {low} to {high}")
    else:
        cond = f"as long as you control {when[2]} or more {_plural_noun(when[1].lower())}"
    return f"{cond}, {text}"


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


_IRREGULAR = {"elf": "elves", "dwarf": "dwarves", "locus": "loci", "fungus": "fungi"}


def _plural_noun(noun: str) -> str:
    """``legendary creature`` -> ``legendary creatures``, ``elf`` -> ``elves``."""
    head, _, last = noun.rpartition(" ")
    last = _IRREGULAR.get(last) or (last if last.endswith("s") else last + "s")
    return f"{head} {last}" if head else last


def _named(text: str) -> str:
    """``lands your opponents control with the chosen name``: the name after who controls them."""
    return text + " with the chosen name"


def _plural(land_type: str) -> str:
    return land_type if land_type == "Plains" else land_type + "s"
