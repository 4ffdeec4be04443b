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
from dataclasses import dataclass, field
from typing import Callable, Iterable

from .. import checks
from ..errors import ManaPoolError
from ..i18n import N_, Catalog, check_lang
from .cost import MANA_TYPES, TYPE_INDEX, type_order

MAX_POOL = 1_000_000
"""Most mana a :class:`ManaPool` holds."""




@dataclass(frozen=True, slots=True, init=False)
class ManaPool:
    """Mana available to pay with, one letter per mana: ``ManaPool("WWGU")`` (106.4).

    ``snow=`` lists extra mana that snow sources made (106.3, 107.4h), e.g.
    ``ManaPool("WG", snow="G")`` holds a W, a G and one more G from a snow source. Only snow
    mana can pay {S}; only colorless mana (C) can pay {C} (107.4c). A pool holds at most
    :data:`MAX_POOL` mana.

        >>> pool = ManaPool("WG", snow="G")
        >>> pool.count("G"), pool.count("G", snow=True), str(pool)
        (2, 1, 'WG + snow G')
    """

    mana: str
    snow: str
    _counts: tuple[int, ...] = field(compare=False, repr=False)

    def __init__(self, mana: str = "", snow: str = "") -> None:
        regular = _letter_counts(mana, "the pool")
        frozen = _letter_counts(snow, "the snow mana")
        _check_pool_size(sum(regular) + sum(frozen))
        object.__setattr__(self, "mana", _letters(regular))
        object.__setattr__(self, "snow", _letters(frozen))
        object.__setattr__(self, "_counts", regular + frozen)

    @classmethod
    def from_counts(cls, counts: dict[str, int] | None = None,
                    snow: dict[str, int] | None = None) -> ManaPool:
        """A pool from counts per type, e.g. ``ManaPool.from_counts({"W": 2, "G": 1})``."""
        regular = _counts_from_mapping(counts, "counts")
        frozen = _counts_from_mapping(snow, "snow")
        _check_pool_size(sum(regular) + sum(frozen))
        return cls(_letters(regular), _letters(frozen))

    def count(self, letter: str, *, snow: bool | None = None) -> int:
        """How many mana of type ``letter``: all of it, or only snow (``snow=True``) or only
        non-snow mana (``snow=False``)."""
        if not isinstance(letter, str) or letter not in TYPE_INDEX:
            raise ManaPoolError("{letter} is not a type of mana: expected one letter, W U B R G "
                                "or C (106.1b)", letter=checks.excerpt(letter))
        i = TYPE_INDEX[letter]
        if snow is None:
            return self._counts[i] + self._counts[6 + i]
        return self._counts[6 + i] if checks.switch(snow, "snow") else self._counts[i]

    @property
    def counts(self) -> tuple[int, ...]:
        """How many of each type, W U B R G C, then as many again for the snow mana."""
        return self._counts

    def __len__(self) -> int:
        return sum(self._counts)

    def __str__(self) -> str:
        if not self.snow:
            return self.mana
        return f"{self.mana} + snow {self.snow}" if self.mana else f"snow {self.snow}"

    def __repr__(self) -> str:
        snow = f", snow={self.snow!r}" if self.snow else ""
        return f"ManaPool({self.mana!r}{snow})"

    def _repr_html_(self) -> str:
        from .html import mana_html

        both = [r + s for r, s in zip(self._counts[:6], self._counts[6:])]
        return mana_html(_letters(both), self.snow)


def _letters(counts: Iterable[int]) -> str:
    return "".join(t * n for t, n in zip(MANA_TYPES, counts))


_LETTER_MESSAGES = {
    "the pool": (
        N_("the pool must be a string of mana letters such as 'WWG', not {text}"),
        N_("{letter!r} at position {position} of the pool {text} is not a type of mana (write "
           "{upper!r}): expected one letter per mana, W U B R G or C (106.1b)"),
        N_("{letter!r} at position {position} of the pool {text} is not a type of mana: "
           "expected one letter per mana, W U B R G or C (106.1b)")),
    "the snow mana": (
        N_("the snow mana must be a string of mana letters such as 'WWG', not {text}"),
        N_("{letter!r} at position {position} of the snow mana {text} is not a type of mana "
           "(write {upper!r}): expected one letter per mana, W U B R G or C (106.1b)"),
        N_("{letter!r} at position {position} of the snow mana {text} is not a type of mana: "
           "expected one letter per mana, W U B R G or C (106.1b)")),
}
"""The messages for mana letters that can't be read, per part of a pool: not text, a letter
that is a type of mana in lower case, another character."""


def _letter_counts(text: object, what: str) -> tuple[int, ...]:
    not_text, lower, other = _LETTER_MESSAGES.get(what, (
        N_("{what} must be a string of mana letters such as 'WWG', not {text}"),
        N_("{letter!r} at position {position} of {what} {text} is not a type of mana (write "
           "{upper!r}): expected one letter per mana, W U B R G or C (106.1b)"),
        N_("{letter!r} at position {position} of {what} {text} is not a type of mana: expected "
           "one letter per mana, W U B R G or C (106.1b)")))
    if not isinstance(text, str):
        raise ManaPoolError(not_text, what=what, text=checks.excerpt(text))
    if len(text) > MAX_POOL:
        _check_pool_size(len(text))
    if text.strip(MANA_TYPES):  # some letter is not a type of mana: find the first one
        i, letter = next((i, c) for i, c in enumerate(text) if c not in MANA_TYPES)
        at = {"letter": letter, "position": i + 1, "what": what,
              "text": checks.excerpt_at(text, i)}
        if letter.upper() in MANA_TYPES:
            raise ManaPoolError(lower, upper=letter.upper(), **at)
        raise ManaPoolError(other, **at)
    return tuple(text.count(t) for t in MANA_TYPES)


def _counts_from_mapping(counts: object, what: str) -> tuple[int, ...]:
    if counts is None:
        return (0,) * 6
    if not isinstance(counts, dict):
        raise ManaPoolError("{what} must be a dict of counts such as {{'W': 2, 'G': 1}}, not "
                            "{counts}", what=what, counts=checks.excerpt(counts))
    result = [0] * 6
    for letter, n in counts.items():
        if not isinstance(letter, str) or letter not in TYPE_INDEX:
            raise ManaPoolError("{letter} in {what} is not a type of mana: expected W U B R G or C",
                                letter=checks.excerpt(letter), what=what)
        result[TYPE_INDEX[letter]] = checks.whole_number(n, f"{what}[{letter!r}]",
                                                          maximum=MAX_POOL, error=ManaPoolError)
    return tuple(result)


def _check_pool_size(n: int) -> None:
    if n > MAX_POOL:
        raise ManaPoolError("a pool of {n:,} mana is too large: a pool holds at most {max_pool:,} "
                            "mana", n=n, max_pool=MAX_POOL)



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


T = Catalog("mtgrules")

RESTRICTION_WORDS = (N_("creature spells"),)
"""Restrictions (``only_for``) the catalog has words for; any other is shown as given."""


def _group(mana: tuple[Mana, ...], lang: str = "en") -> str:
    parts = []
    for (only_for, snow), letters in _by_kind(mana).items():
        label = "".join(type_order(letters))
        notes = [T("snow", lang) if snow else "",
                 T("only for {spells}", lang, spells=T(only_for, lang)) if only_for else ""]
        said = T(", ", lang).join(n for n in notes if n)
        parts.append(T("{mana} ({notes})", lang, mana=label, notes=said) if said else label)
    return " + ".join(parts) if parts else T("empty", lang)


def _by_kind(mana: tuple[Mana, ...]) -> dict[tuple[str, bool], str]:
    groups: dict[tuple[str, bool], str] = {}
    for m in mana:
        groups[(m.only_for, m.snow)] = groups.get((m.only_for, m.snow), "") + m.type
    return groups


def _may_pay(spent_on: object, x: int) -> Callable[[str], bool]:
    """Whether mana with a restriction (``only_for``) may pay for ``spent_on``: words (read
    by meaning, 106.6) or a card being cast with X = ``x``; checked once, asked per mana."""
    from .restrictions import covers, spell_fits

    if isinstance(spent_on, str):
        checks.text(spent_on, "spent_on", error=ManaPoolError, example="green creature spells")

        def ask(only_for: str) -> bool:
            return covers(only_for, spent_on)
    elif all(hasattr(spent_on, name) for name in ("types", "subtypes", "colors", "mana_cost")):
        value = checks.whole_number(x, "x", rule="107.3")

        def ask(only_for: str) -> bool:
            return spell_fits(only_for, spent_on, value)
    else:
        raise ManaPoolError("spent_on={spent_on}: expected words such as 'green creature "
                            "spells' or a card being cast", spent_on=checks.excerpt(spent_on))
    answers: dict[str, bool] = {"": True}  # one answer per restriction, however many mana

    def may(only_for: str) -> bool:
        found = answers.get(only_for)
        if found is None:
            found = answers[only_for] = ask(only_for)
        return found

    return may


_HELD_MOST = 200
"""Most characters of a pool named in a message."""


def _cut(text: str) -> str:
    """``text`` cut to :data:`_HELD_MOST` characters for a message."""
    return text if len(text) <= _HELD_MOST else text[:_HELD_MOST - 1] + "…"


def _nth(text: str, letter: str, n: int) -> int:
    """Where the ``n``-th ``letter`` of ``text`` is (0-based)."""
    at = -1
    for _ in range(n):
        at = text.index(letter, at + 1)
    return at


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
        text = text.replace(" ", "").upper()
        _check_pool_size(len(self.mana) + len(text))  # before a Mana is made for each letter
        made = {letter: Mana(letter, only_for, snow) for letter in dict.fromkeys(text)}
        added = tuple(map(made.__getitem__, text))  # a Mana is a value: one per type is shared
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
        _check_pool_size(len(other.mana) + len(self.mana))
        return RestrictedPool(), RestrictedPool(other.mana + self.mana)

    def usable_for(self, spent_on: object = "", *, x: int = 0) -> ManaPool:
        """The mana of this pool that may pay for ``spent_on``, as a
        :class:`~mtgrules.ManaPool` for the payment functions: unrestricted mana, and mana
        whose restriction allows it (106.6), read by meaning (:mod:`mtgrules.mana.restrictions`).

        ``spent_on`` is words such as "green creature spells" (mana "only for creature spells"
        may pay, since every green creature spell is a creature spell) or a card being cast
        (its types, colors and mana value with X = ``x`` decide, 202.3e); "" is a use the pool
        knows nothing of, which only unrestricted mana pays.

            >>> pool = RestrictedPool().add("GG", only_for="creature spells").add("R")
            >>> str(pool.usable_for("green creature spells")), str(pool.usable_for("instant spells"))
            ('RGG', 'R')
        """
        may = _may_pay(spent_on, x)
        usable = [m for m in self.mana if may(m.only_for)]
        return ManaPool("".join(m.type for m in usable if not m.snow),
                        snow="".join(m.type for m in usable if m.snow))

    def after_paying(self, spent: str, spent_on: object = "") -> RestrictedPool:
        """The pool after ``spent`` (letters) paid for ``spent_on`` (words or a card, as for
        :meth:`usable_for`): the rest stays, and the player says what is left (106.4a).
        Restricted mana that may pay for ``spent_on`` (106.6, by meaning) is used first, so
        mana that could pay for anything is kept when possible."""
        text = checks.text(spent, "spent", error=ManaPoolError, example="RG").upper()
        may = _may_pay(spent_on, 0)
        # the mana that may pay, by type, in the order it is spent: restricted before
        # unrestricted, non-snow before snow, then as added. Counting, not searching, keeps
        # this linear in the pool and the letters spent.
        kinds: dict[tuple[bool, bool, str], list[int]] = {}
        for i, m in enumerate(self.mana):
            if may(m.only_for):
                kinds.setdefault((m.only_for == "", m.snow, m.type), []).append(i)
        fits: dict[str, list[int]] = {}
        for (_unrestricted, _snow, kind), found in sorted(kinds.items()):
            fits.setdefault(kind, []).extend(found)
        need = Counter(text)
        short = [letter for letter, n in need.items() if n > len(fits.get(letter, ()))]
        if short:  # the first letter that can't be paid, and the pool as it is then
            at = min(_nth(text, letter, len(fits.get(letter, ())) + 1) for letter in short)
            self._cannot_pay(text[at], spent_on, {i for letter, n in Counter(text[:at]).items()
                                                  for i in fits[letter][:n]})
        spent_at = {i for letter, n in need.items() for i in fits[letter][:n]}
        return RestrictedPool(tuple(m for i, m in enumerate(self.mana) if i not in spent_at))

    def _cannot_pay(self, letter: str, spent_on: object, spent_at: set[int]) -> None:
        left = tuple(m for i, m in enumerate(self.mana) if i not in spent_at)
        held = _cut(_group(left))
        spent_on = _cut(spent_on if isinstance(spent_on, str) else str(getattr(spent_on, "name", "")))
        if not left:
            if spent_on:
                raise ManaPoolError("no {letter} in the pool that may be spent on "
                                    "{spent_on}: the pool holds empty",
                                    letter=letter, spent_on=spent_on)
            raise ManaPoolError("no {letter} in the pool that may be spent on this: the "
                                "pool holds empty", letter=letter)
        if spent_on:
            raise ManaPoolError("no {letter} in the pool that may be spent on {spent_on}: "
                                "the pool holds {held}", letter=letter,
                                spent_on=spent_on, held=held)
        raise ManaPoolError("no {letter} in the pool that may be spent on this: the pool "
                            "holds {held}", letter=letter, held=held)

    def __len__(self) -> int:
        return len(self.mana)

    def __str__(self) -> str:
        return _group(self.mana)

    def text(self, lang: str | None = None) -> str:
        """The pool as :func:`str` writes it, its words in ``lang`` ("en", "zh-Hans",
        "zh-Hant"; None: the language in use); a restriction the catalog has no words for
        is shown as given.

            >>> RestrictedPool().add("RG", only_for="creature spells").text("en")
            'RG (only for creature spells)'
        """
        return _group(self.mana, check_lang(lang))
