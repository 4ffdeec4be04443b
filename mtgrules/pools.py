"""A mana pool whose mana remembers what it may be spent on (106.4, 106.6, 106.13, 701.10f).

:class:`~mtgrules.ManaPool` is mana as far as paying is concerned: so many of each type.
Some mana also carries a restriction ("spend this mana only to cast creature spells") or
where it came from; :class:`RestrictedPool` keeps each mana with those, so the rules that
move or double mana can be followed exactly:

    >>> pool = RestrictedPool().add("RG", only_for="creature spells")
    >>> str(pool.doubled())             # the 106.6 example: the new {R}{G} is unrestricted
    'RG (only for creature spells) + RG'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from . import checks
from .errors import ManaPoolError
from .mana import MANA_TYPES, type_order


@dataclass(frozen=True, slots=True)
class Mana:
    """One mana: its type (106.1b), what it may only be spent on ("" for anything, 106.6),
    and whether a snow source made it (106.3, 107.4h)."""

    type: str
    only_for: str = ""
    snow: bool = False

    def __post_init__(self) -> None:
        if self.type not in MANA_TYPES:
            raise ManaPoolError("{letter} is not a type of mana: expected one letter, W U B R G "
                                "or C (106.1b)", letter=checks.excerpt(self.type))
        checks.text(self.only_for, "only_for", error=ManaPoolError, example="creature spells")
        checks.switch(self.snow, "snow")


def _group(mana: tuple[Mana, ...]) -> str:
    parts = []
    for (only_for, snow), letters in _by_kind(mana).items():
        label = "".join(type_order(letters))
        notes = [n for n in ("snow" if snow else "", f"only for {only_for}" if only_for else "") if n]
        parts.append(f"{label} ({', '.join(notes)})" if notes else label)
    return " + ".join(parts) if parts else "empty"


def _by_kind(mana: tuple[Mana, ...]) -> dict[tuple[str, bool], str]:
    groups: dict[tuple[str, bool], str] = {}
    for m in mana:
        groups[(m.only_for, m.snow)] = groups.get((m.only_for, m.snow), "") + m.type
    return groups


@dataclass(frozen=True, slots=True)
class RestrictedPool:
    """A player's mana pool, one :class:`Mana` at a time, in the order it was added.

    It is a value: every operation returns a new pool.
    """

    mana: tuple[Mana, ...] = ()

    def add(self, letters: str, *, only_for: str = "", snow: bool = False) -> RestrictedPool:
        """This pool with one mana per letter of ``letters`` added (106.4), each with the
        restriction ``only_for`` (106.6) and, if ``snow``, made by a snow source."""
        text = checks.text(letters, "letters", error=ManaPoolError, example="RG")
        added = tuple(Mana(letter, only_for, snow) for letter in text.replace(" ", "").upper())
        return RestrictedPool(self.mana + added)

    def doubled(self, letter: str | None = None) -> RestrictedPool:
        """Doubling the mana of one type (or, with no ``letter``, of each type: Doubling Cube):
        the player adds as much mana of that type as they have (701.10f). The added mana is new
        mana: it has none of the restrictions of the mana already there (106.6 example)."""
        types = MANA_TYPES if letter is None else Mana(letter).type
        have = Counter(m.type for m in self.mana)
        added = "".join(t * have[t] for t in MANA_TYPES if t in types)
        return self.add(added)

    def emptied(self) -> tuple[RestrictedPool, tuple[Mana, ...]]:
        """The pool at the end of a step or phase: empty, and the mana the player lost (106.4)."""
        return RestrictedPool(), self.mana

    def drained_into(self, other: RestrictedPool) -> tuple[RestrictedPool, RestrictedPool]:
        """Drain Power: this pool empties, and the mana lost goes into ``other`` with its
        restrictions and sources unchanged (106.13). Returns (this pool, the other pool)."""
        if not isinstance(other, RestrictedPool):
            raise ManaPoolError("other={other}: expected a RestrictedPool",
                                other=checks.excerpt(other))
        return RestrictedPool(), RestrictedPool(other.mana + self.mana)

    def usable_for(self, spent_on: str = "") -> object:
        """The mana of this pool that may pay for ``spent_on`` (e.g. "creature spells"), as a
        :class:`~mtgrules.ManaPool` for the payment functions: unrestricted mana, and mana
        whose restriction is exactly ``spent_on`` (106.6)."""
        from .payment import ManaPool

        checks.text(spent_on, "spent_on", error=ManaPoolError, example="creature spells")
        usable = [m for m in self.mana if not m.only_for or m.only_for == spent_on]
        return ManaPool("".join(m.type for m in usable if not m.snow),
                        snow="".join(m.type for m in usable if m.snow))

    def after_paying(self, spent: str, spent_on: str = "") -> RestrictedPool:
        """The pool after ``spent`` (letters) paid for ``spent_on``: the rest stays, and the
        player says what is left (106.4a). Restricted mana matching ``spent_on`` is used
        first, so mana that could pay for anything is kept when possible."""
        left = list(self.mana)
        for letter in checks.text(spent, "spent", error=ManaPoolError, example="RG").upper():
            fits = [i for i, m in enumerate(left) if m.type == letter
                    and (not m.only_for or m.only_for == spent_on)]
            if not fits:
                held = _group(tuple(left))
                if not left:
                    if spent_on:
                        raise ManaPoolError("no {letter} in the pool that may be spent on "
                                            "{spent_on}: the pool holds empty",
                                            letter=letter, spent_on=spent_on)
                    raise ManaPoolError("no {letter} in the pool that may be spent on this: the "
                                        "pool holds empty", letter=letter)
                if spent_on:
                    raise ManaPoolError("no {letter} in the pool that may be spent on {spent_on}: "
                                        "the pool holds {held}",
                                        letter=letter, spent_on=spent_on, held=held)
                raise ManaPoolError("no {letter} in the pool that may be spent on this: the pool "
                                    "holds {held}", letter=letter, held=held)
            fits.sort(key=lambda i: (left[i].only_for == "", left[i].snow))
            left.pop(fits[0])
        return RestrictedPool(tuple(left))

    def __len__(self) -> int:
        return len(self.mana)

    def __str__(self) -> str:
        return _group(self.mana)
