"""What restricted mana may be spent on, read by meaning (106.6): "spend this mana only to
cast creature spells" covers a green creature spell, and "creature spells" covers "green
creature spells", because every green creature spell is a creature spell; the words are read
into a small meaning (kinds of spell or ability, card types, colors, mana value) and compared
by what they mean, not letter by letter.

    >>> covers("creature spells", "green creature spells")
    True
    >>> covers("creature spells with mana value 4 or greater", "creature spells")
    False
    >>> covers("instant and sorcery spells", "sorcery spells")
    True

A restriction the reader can't read (such as "costs that contain {X}") is still kept and
shown as written; it then covers only the same words, after case and spaces are made alike
(:func:`parse_restriction` returns None for it). The reader knows English words only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .. import checks
from ..errors import ManaPoolError

__all__ = ["Meaning", "covers", "parse_restriction", "spell_fits"]

CARD_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "kindred",
                        "land", "planeswalker", "sorcery", "tribal"})
"""The card types of 300.1 (and "tribal", kindred's name before 2024)."""

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
                "colorless": "C"}
"""Color words (105.1) and "colorless" (105.2c), as letters; C stands for colorless."""

_NEVER_WITH = {"instant": frozenset({"artifact", "battle", "creature", "enchantment", "land",
                                     "planeswalker"}),
               "sorcery": frozenset({"artifact", "battle", "creature", "enchantment", "land",
                                     "planeswalker"})}
"""Card types an object of the key type can never also have (instants and sorceries are never
permanents, 304.4, 307.4; 110.4), so "instant spells" are all noncreature spells."""

_NUMBER = r"([0-9]+)"
_MANA_VALUE = re.compile(r"\s*with (?:a )?mana value (?:of )?" + _NUMBER +
                         r"(?: or (greater|more|less|fewer))?\s*$")
_ABILITY = re.compile(r"^(?:to )?(?:activate )?(?:activated )?abilities(?: of (.+))?$")
_LEAD = re.compile(r"^(?:spend this mana only |only )?(?:to |on |for )?(?:cast )?")


@dataclass(frozen=True, slots=True)
class Meaning:
    """One kind of thing mana may be spent on: a ``kind`` ("spell" or "ability"), the card
    types or subtypes of the spell (or of the ability's source) as alternatives, each a set
    that must all be had (``(frozenset({"instant"}), frozenset({"sorcery"}))`` is "instant
    and sorcery spells", ``(frozenset({"artifact", "creature"}),)`` "artifact creature
    spells"; empty: any), types it must not have ("noncreature"), the colors of which it has
    at least one (letters, C for colorless; empty: any) and the range of its mana value."""

    kind: str
    types: tuple[frozenset[str], ...] = ()
    not_types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    low: int = 0
    high: int | None = None

    def within(self, other: Meaning) -> bool:
        """Whether everything this meaning describes is also described by ``other``."""
        if self.kind != other.kind:
            return False
        if other.types and not (self.types and all(any(r <= u for r in other.types)
                                                   for u in self.types)):
            return False
        for t in other.not_types:
            if t not in self.not_types and not (self.types and all(
                    any(t in _NEVER_WITH.get(a, ()) for a in u) for u in self.types)):
                return False
        if other.colors and not (self.colors and self.colors <= other.colors):
            return False
        if self.low < other.low:
            return False
        if other.high is not None and (self.high is None or self.high > other.high):
            return False
        return True

    def fits(self, types: frozenset[str], colors: str, mana_value: int) -> bool:
        """Whether a spell with these card types and subtypes (lower case), colors (letters,
        "" for colorless) and mana value is one this meaning describes."""
        if self.kind != "spell":
            return False
        if self.types and not any(r <= types for r in self.types):
            return False
        if self.not_types & types:
            return False
        if self.colors and not (self.colors & set(colors or "C")):
            return False
        return self.low <= mana_value and (self.high is None or mana_value <= self.high)


def _words(text: str) -> str:
    return " ".join(text.lower().replace(",", " , ").split())


def _spells(words: str) -> Meaning | None:
    """'green creature spells with mana value 4 or greater' as a Meaning (None: not read)."""
    low, high = 0, None
    found = _MANA_VALUE.search(words)
    if found:
        value = int(found.group(1))
        low, high = {None: (value, value), "greater": (value, None), "more": (value, None),
                     "less": (0, value), "fewer": (0, value)}[found.group(2)]
        words = words[:found.start()]
    match = re.fullmatch(r"(?:(?:an?|one) )?(.*?)\s*spells?", words)
    if match is None:
        return None
    return _described("spell", match.group(1), low, high)


def _described(kind: str, words: str, low: int = 0, high: int | None = None
               ) -> Meaning | None:
    colors: set[str] = set()
    negated: set[str] = set()
    groups: list[set[str]] = [set()]
    for word in words.split():
        if word in ("and", "or", ","):
            if groups[-1]:
                groups.append(set())
            continue
        if word in _COLOR_WORDS:
            colors.add(_COLOR_WORDS[word])
        elif word.startswith("non") and word[3:].lstrip("-") in CARD_TYPES:
            negated.add(word[3:].lstrip("-"))
        elif re.fullmatch(r"[a-z][a-z'-]*", word):
            groups[-1].add(word[:-1] if word.endswith("s") and word[:-1] in CARD_TYPES else word)
        else:
            return None
    types = tuple(frozenset(g) for g in groups if g)
    return Meaning(kind, types, frozenset(negated), frozenset(colors), low, high)


@lru_cache(maxsize=256)
def parse_restriction(text: str) -> tuple[Meaning, ...] | None:
    """The meaning of a restriction such as "creature spells", "instant and sorcery spells",
    "green creature spells", "creature spells with mana value 4 or greater", "noncreature
    spells", "colorless Eldrazi spells or activate abilities of colorless Eldrazi" (106.6):
    its alternatives, each a :class:`Meaning`; None if it can't be read. "" (no
    restriction) is ``()``.

        >>> [m.kind for m in parse_restriction("Eldrazi spells or activate abilities of Eldrazi")]
        ['spell', 'ability']
    """
    words = _words(text)
    if not words:
        return ()
    words = _LEAD.sub("", words, count=1)
    clauses = re.split(r" or (?=(?:to )?(?:cast|activate|activated|abilities)\b)", words)
    found: list[Meaning] = []
    for clause in clauses:
        clause = re.sub(r"^(?:to )?cast ", "", clause)
        ability = _ABILITY.match(clause)
        if ability:
            meaning = _described("ability", ability.group(1) or "")
        else:
            meaning = _spells(clause)
        if meaning is None:
            return None
        found.append(meaning)
    return tuple(found)


def covers(only_for: str, spent_on: str) -> bool:
    """Whether mana restricted to ``only_for`` may be spent on ``spent_on`` (106.6): every
    spell or ability ``spent_on`` describes is one ``only_for`` allows. Unrestricted mana
    (``only_for=""``) covers everything; restricted mana doesn't cover ``spent_on=""``
    (an unnamed use). Words that can't be read match only the same words.

        >>> covers("creature spells", "green creature spells"), covers("green creature spells", "creature spells")
        (True, False)
        >>> covers("noncreature spells", "instant spells"), covers("creature spells", "")
        (True, False)
    """
    checks.text(only_for, "only_for", error=ManaPoolError, example="creature spells")
    checks.text(spent_on, "spent_on", error=ManaPoolError, example="green creature spells")
    if not only_for.strip():
        return True
    if not spent_on.strip():
        return False
    allowed, used = parse_restriction(only_for), parse_restriction(spent_on)
    if allowed is None or used is None:
        return _words(only_for) == _words(spent_on)
    return all(any(u.within(a) for a in allowed) for u in used)


def spell_fits(only_for: str, spell: Any, x: int = 0) -> bool:
    """Whether mana restricted to ``only_for`` may pay for casting ``spell`` (106.6): a card
    (anything with ``types``, ``subtypes``, ``colors`` and ``mana_cost``), its mana value on
    the stack counting X as ``x`` (202.3e).

        >>> from types import SimpleNamespace
        >>> from mtgrules.mana.cost import parse_cost
        >>> bear = SimpleNamespace(types=("Creature",), subtypes=("Bear",), colors="G",
        ...                        mana_cost=parse_cost("{1}{G}"))
        >>> spell_fits("creature spells", bear), spell_fits("creature spells with mana value 4 or greater", bear)
        (True, False)
    """
    checks.text(only_for, "only_for", error=ManaPoolError, example="creature spells")
    if not only_for.strip():
        return True
    allowed = parse_restriction(only_for)
    if not allowed:
        return False  # words that can't be read name no card
    types = frozenset(t.lower() for t in (*spell.types, *spell.subtypes))
    value = spell.mana_cost.mana_value(x=x)
    return any(m.fits(types, spell.colors, value) for m in allowed)
