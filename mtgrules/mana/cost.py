"""Mana symbols and mana costs: rule 107.4 (symbols), 202.2 (color) and 202.3 (mana value).

    >>> c = parse_cost("{X}{2}{W/U}{B/P}")
    >>> str(c), c.mana_value(), c.mana_value(x=3), c.colors
    ('{X}{2}{W/U}{B/P}', 4, 7, 'WUB')

A :class:`ManaCost` is an immutable tuple of :class:`Symbol` values, kept in the order they
were written so that ``str(parse_cost(s)) == s`` for every well-formed ``s``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Iterator
from enum import Enum

from .. import checks
from ..editions import rules_date
from ..errors import ManaCostError
from ..i18n import N_

COLORS = "WUBRG"
"""The five colors in the rules' order (105.1); every colors string uses this order."""

MANA_TYPES = "WUBRGC"
"""The six types of mana (106.1b): the five colors and colorless."""

MAX_COST_LENGTH = 100_000
"""The longest mana cost text :func:`parse_cost` reads (about 30,000 symbols)."""

TYPE_INDEX = {t: i for i, t in enumerate(MANA_TYPES)}
"""The position of each type of mana in WUBRGC order (0 for W ... 5 for C)."""

TYPE_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
"""The name of each type of mana, by its letter (105.1, 106.1b)."""

class Kind(Enum):
    """The kinds of mana symbol of rule 107.4, as they matter for paying and for mana value."""

    GENERIC = "generic"                  # {0}, {1}, {2}, ... (107.4b)
    VARIABLE = "variable"                # {X}, {Y}, {Z} (107.3, 107.4b)
    COLORED = "colored"                  # {W} {U} {B} {R} {G} (107.4a)
    COLORLESS = "colorless"              # {C} (107.4c)
    SNOW = "snow"                        # {S} (107.4h)
    HYBRID = "hybrid"                    # {W/U} (107.4e)
    MONOCOLORED_HYBRID = "monocolored hybrid"  # {2/W} (107.4e)
    COLORLESS_HYBRID = "colorless hybrid"      # {C/W} (107.4e, since 2024-09-17)
    PHYREXIAN = "Phyrexian"              # {W/P} (107.4f)
    HYBRID_PHYREXIAN = "hybrid Phyrexian"      # {W/U/P} (107.4f, since 2022-02-18)


def color_order(letters: str) -> str:
    """The distinct colors among ``letters`` in WUBRG order (105.1)."""
    return "".join(c for c in COLORS if c in letters)


def type_order(letters: str) -> str:
    """``letters`` (mana letters, repeats kept) sorted in WUBRGC order."""
    return "".join(sorted(letters, key=MANA_TYPES.index))


@dataclass(frozen=True, slots=True)
class Symbol:
    """One mana symbol of a cost, e.g. ``{W/U}``.

    ``text`` is the symbol as written (hybrid halves keep the order given), ``kind`` its
    :class:`Kind`, ``colors`` its colors in WUBRG order (202.2: a hybrid symbol is all of its
    colors), ``amount`` the generic number of ``{N}`` and of the generic half of ``{2/W}``,
    and ``variable`` the letter of ``{X}``/``{Y}``/``{Z}``.
    """

    text: str
    kind: Kind
    colors: str = ""
    amount: int = 0
    variable: str = ""

    def __str__(self) -> str:
        return self.text

    def mana_value(self, x: int = 0, y: int = 0, z: int = 0) -> int:
        """This symbol's share of a mana value (202.3).

        A generic symbol counts its number, X/Y/Z the value given (0 off the stack, 107.3g),
        a hybrid symbol its largest component ({2/W} counts 2, 202.3f), a Phyrexian or hybrid
        Phyrexian symbol 1 (202.3g), every other symbol 1.
        """
        if self.kind is Kind.GENERIC:
            return self.amount
        if self.kind is Kind.VARIABLE:
            return {"X": x, "Y": y, "Z": z}[self.variable]
        if self.kind is Kind.MONOCOLORED_HYBRID:
            return max(self.amount, 1)
        return 1

    def _repr_html_(self) -> str:
        from .html import symbol_html

        return symbol_html(self)


class ManaCost:
    """A mana cost: the symbols in the order written (202.1), or no mana cost at all.

    ``parse_cost("")`` is the absent cost of a land or a back face (202.1b, 118.6): it has
    mana value 0 but, unlike ``{0}``, can't be paid. Costs are values: equal when their
    symbols are equal (so when their texts are), hashable, immutable, and ``a + b``
    concatenates two costs. ``ManaCost("{2}{W}")`` parses text, as :func:`parse_cost` does;
    ``ManaCost(symbols)`` takes a tuple of :class:`Symbol`.

        >>> ManaCost("{2}{W}") == parse_cost("{2}{W}"), ManaCost("{2}{W}").mana_value()
        (True, 3)
    """

    __slots__ = ("_text", "_symbols")
    _text: str
    _symbols: tuple[Symbol, ...] | None  # None until asked for (costs the library built)

    def __init__(self, symbols: tuple[Symbol, ...] | str = ()) -> None:
        if isinstance(symbols, str):
            symbols = parse_cost(symbols).symbols
        if not isinstance(symbols, tuple) or not all(isinstance(s, Symbol) for s in symbols):
            raise ManaCostError(
                "ManaCost({symbols}): a ManaCost is made from text such as '{{2}}{{W}}' or from a "
                "tuple of Symbols", symbols=checks.excerpt(symbols))
        object.__setattr__(self, "_symbols", symbols)
        object.__setattr__(self, "_text", "".join([s.text for s in symbols]))

    @classmethod
    def _trusted(cls, symbols: tuple[Symbol, ...] | None, text: str) -> ManaCost:
        """A cost the library made itself (no checks): its text, and its symbols if at hand."""
        cost = _new(cls)
        _set_symbols(cost, symbols)
        _set_text(cost, text)
        return cost

    @property
    def symbols(self) -> tuple[Symbol, ...]:
        """The symbols in the order written."""
        symbols = self._symbols
        if symbols is None:
            symbols = parse_cost(self._text).symbols
            object.__setattr__(self, "_symbols", symbols)
        return symbols

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a ManaCost is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a ManaCost is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ManaCost):
            return NotImplemented
        return self._text == other._text  # the text determines the symbols, and back

    def __hash__(self) -> int:
        return hash(("ManaCost", self._text))

    def __reduce__(self) -> tuple[Any, ...]:
        return (ManaCost, (self._text,))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"ManaCost({self._text!r})"

    def __iter__(self) -> Iterator[Symbol]:
        return iter(self.symbols)

    def __len__(self) -> int:
        return len(self.symbols)

    def __add__(self, other: ManaCost) -> ManaCost:
        if not isinstance(other, ManaCost):
            return NotImplemented
        return ManaCost._trusted(self.symbols + other.symbols, self._text + other._text)

    @property
    def is_absent(self) -> bool:
        """True when there is no mana cost at all (202.1b); such a cost can't be paid (118.6)."""
        return not self.symbols

    @property
    def colors(self) -> str:
        """The cost's colors in WUBRG order (202.2): every color of every symbol in it.

        Snow, {C}, generic and X symbols add no color; a hybrid symbol adds all its colors,
        and a colorless hybrid or monocolored hybrid symbol adds its one color.
        """
        return color_order("".join(s.colors for s in self.symbols))

    @property
    def has_x(self) -> bool:
        """True if the cost contains {X} (or {Y}/{Z}): its value is chosen as it is cast (107.3a)."""
        return any(s.kind is Kind.VARIABLE for s in self.symbols)

    @property
    def generic(self) -> int:
        """The sum of the generic number symbols ({X} not included)."""
        return sum(s.amount for s in self.symbols if s.kind is Kind.GENERIC)

    def count(self, variable: str = "X") -> int:
        """How many times {X} (or ``variable``) appears: {X}{X} costs 2 per point of X."""
        return sum(1 for s in self.symbols if s.variable == variable)

    def mana_value(self, x: int = 0, y: int = 0, z: int = 0) -> int:
        """The mana value (202.3): the total of the symbols' values.

        ``x`` is the value of X, which is 0 everywhere but on the stack (107.3g, 202.3e);
        pass the announced X for a spell on the stack. Hybrid symbols count their largest
        component (202.3f), Phyrexian symbols 1 (202.3g). No mana cost at all is 0 (202.3a).
        """
        for name, value in (("x", x), ("y", y), ("z", z)):
            _check_variable(name, value)
        return sum(s.mana_value(x, y, z) for s in self.symbols)

    def with_x(self, x: int, y: int = 0, z: int = 0) -> ManaCost:
        """The same cost with every {X}/{Y}/{Z} replaced by a generic symbol of its value (107.3a)."""
        for name, value in (("x", x), ("y", y), ("z", z)):
            _check_variable(name, value)
        values = {"X": x, "Y": y, "Z": z}
        return ManaCost(tuple(
            _generic(values[s.variable]) if s.kind is Kind.VARIABLE else s for s in self.symbols
        ))

    def _repr_html_(self) -> str:
        from .html import cost_html

        return cost_html(self)



_new = object.__new__
_SLOTS: dict[str, Any] = dict(vars(ManaCost))
_set_symbols = _SLOTS["_symbols"].__set__  # the slots' own setters, quicker than setattr
_set_text = _SLOTS["_text"].__set__

def _check_variable(name: str, value: object) -> None:
    checks.whole_number(value, name, error=ManaCostError, rule="107.1, 107.3")


def _generic(n: int) -> Symbol:
    return Symbol(f"{{{n}}}", Kind.GENERIC, amount=n)


_TOKEN = re.compile(r"\{([^{}]*)\}")
_DIGITS = re.compile(r"[0-9]+")

# the message for a symbol older rules don't have, per kind (fields symbol, position,
# effective and day)
_NEWER_MESSAGES = {
    Kind.COLORLESS: N_("{symbol} (symbol {position}) is a colorless symbol, which rule 107.4 has "
                       "only since {effective}; the rules of {day} don't have it"),
    Kind.HYBRID_PHYREXIAN: N_("{symbol} (symbol {position}) is a hybrid Phyrexian symbol, which "
                              "rule 107.4 has only since {effective}; the rules of {day} don't "
                              "have it"),
    Kind.COLORLESS_HYBRID: N_("{symbol} (symbol {position}) is a colorless hybrid symbol, which "
                              "rule 107.4 has only since {effective}; the rules of {day} don't "
                              "have it"),
}

# symbols that entered the rules after the earliest modelled date: kind -> change key
_NEWER_SYMBOLS = {
    Kind.COLORLESS: "colorless-symbol",
    Kind.HYBRID_PHYREXIAN: "hybrid-phyrexian",
    Kind.COLORLESS_HYBRID: "colorless-hybrid",
}


def check_symbols_exist(cost: ManaCost, rules: object = "current") -> ManaCost:
    """``cost`` itself if all its symbols exist in the rules of ``rules`` (107.4).

    Hybrid Phyrexian symbols joined rule 107.4 on 2022-02-18 and colorless hybrid symbols on
    2024-09-17 (see :mod:`mtgrules.editions`); an older ``rules=`` date rejects them with a
    ManaCostError that names the symbol and the date it was added.
    """
    from ..editions import in_force, rules_change, rules_date

    day = rules_date(rules)
    for position, symbol in enumerate(cost.symbols, start=1):
        key = _NEWER_SYMBOLS.get(symbol.kind)
        if key and not in_force(key, day):
            raise ManaCostError(_NEWER_MESSAGES[symbol.kind], symbol=symbol.text,
                                position=position, effective=rules_change(key).effective.isoformat(),
                                day=day.isoformat())
    return cost


def as_mana_cost(value: object, what: str = "cost") -> ManaCost:
    """``value`` as a mana cost: a :class:`ManaCost`, braces text such as ``"{X}{R}"``
    (read by :func:`parse_cost`), or a card (its mana cost, 202.1)."""
    if isinstance(value, ManaCost):
        return value
    if isinstance(value, str):
        return parse_cost(value)
    cost = getattr(value, "mana_cost", None)  # a card
    if isinstance(cost, ManaCost):
        return cost
    raise ManaCostError(
        "{what}={value} is not a mana cost: expected a ManaCost, braces text such as "
        "'{{X}}{{R}}', or a card", what=what, value=checks.excerpt(value)
    )


def parse_cost(text: str, *, rules: object = "current") -> ManaCost:
    """Parse a mana cost written in braces notation, e.g. ``"{2}{W/U}{B/P}"`` (107.4).

    Accepts every symbol of rule 107.4: numbers up to 10**15 (:data:`~mtgrules.checks.MAX_NUMBER`),
    {X} {Y} {Z}, the five colors, {C}, {S}, hybrid pairs in either order, monocolored hybrid
    {2/W}, colorless hybrid {C/W}, Phyrexian {W/P} and hybrid Phyrexian {W/U/P}; nothing
    else ({1/W}, {3/W}, {W/W} are not symbols). ``""`` is "no mana cost" (202.1b).

    Raises :class:`~mtgrules.ManaCostError` naming the offending text, its position (1-based
    character) and what was expected. Half mana ({HW}) is rejected: the rules use only
    integers (107.1). With ``rules=`` a date, symbols added to the rules later are rejected
    too (see :func:`check_symbols_exist`).
    """
    if not isinstance(text, str):
        raise ManaCostError("a mana cost must be a string such as '{{2}}{{W}}', not {text}",
                            text=checks.excerpt(text))
    if not (isinstance(rules, str) and rules == "current"):  # the default needs no reading
        rules_date(rules)
    if len(text) > MAX_COST_LENGTH:
        raise ManaCostError("a mana cost of {length:,} characters is too long: at most "
                            "{max_cost_length:,} (a printed cost has a handful of symbols)",
                            length=len(text), max_cost_length=MAX_COST_LENGTH)
    symbols: list[Symbol] = []
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            message, fields = _stray_text_message(text, pos)
            raise ManaCostError(message, **fields)
        body = match.group(1)
        symbol = _KNOWN_SYMBOLS.get(body)
        if symbol is None:
            symbol = _parse_symbol(body, match.group(0), pos + 1, text)
            if len(_KNOWN_SYMBOLS) < _KNOWN_MOST:
                _KNOWN_SYMBOLS[body] = symbol
        symbols.append(symbol)
        pos = match.end()
    cost = ManaCost._trusted(tuple(symbols), text)
    return cost if rules == "current" else check_symbols_exist(cost, rules)


_KNOWN_SYMBOLS: dict[str, Symbol] = {}
"""The symbols read so far, by the text between their braces: a symbol is immutable and the
same wherever it is written, and real costs repeat the same few, so each is read once."""

_KNOWN_MOST = 4096
"""Most symbols kept (distinct numbers are many: past this, symbols are read each time)."""


def _stray_text_message(text: str, pos: int) -> tuple[str, dict[str, object]]:
    """The message (a template) and its fields for text outside braces at ``pos``."""
    char = text[pos]
    at: dict[str, object] = {"position": pos + 1, "text": checks.excerpt_at(text, pos)}
    if char == "{":
        return N_("unclosed '{{' at position {position} of {text}: every symbol is written "
                  "between braces, e.g. {{W}}"), at
    if char == "}":
        return N_("'}}' without a matching '{{' at position {position} of {text}"), at
    if char.isspace():
        return N_("space at position {position} of {text}: write the symbols one after "
                  "another, e.g. {{2}}{{W}}"), at
    if char.upper() in MANA_TYPES or char.isdigit() or char.upper() in "XS":
        hint = f"{{{char.upper()}}}" if not char.isdigit() else f"{{{char}}}"
        return N_("{char!r} at position {position} of {text} is outside braces: write each "
                  "symbol in braces, e.g. {hint}"), {**at, "char": char, "hint": hint}
    return N_("unexpected {char!r} at position {position} of {text}: expected a rule 107.4 "
              "symbol such as {{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, "
              "{{W/P}} or {{W/U/P}}"), {**at, "char": char}


_HALF_MANA = {"H" + c for c in "WUBRGCS"} | {"½"}


_OTHER_SYMBOL = {
    "H": N_("{token} at position {position} is not a mana symbol: in rules text {{H}} means any "
            "Phyrexian mana symbol (107.4g), and a cost names the one it means, such as {{W/P}}"),
    "T": N_("{token} at position {position} is not a mana symbol but the tap symbol (107.5), "
            "part of an activation cost"),
    "Q": N_("{token} at position {position} is not a mana symbol but the untap symbol (107.6), "
            "part of an activation cost"),
    "E": N_("{token} at position {position} is not a mana symbol but the energy symbol "
            "(107.14): one energy counter, which a player pays from their energy, never with "
            "mana"),
    "PW": N_("{token} at position {position} is not a mana symbol but the Planeswalker symbol "
             "of the planar die (107.11)"),
    "CHAOS": N_("{token} at position {position} is not a mana symbol but the chaos symbol of "
                "the planar die (107.12)"),
    "TK": N_("{token} at position {position} is not a mana symbol but the ticket symbol "
             "(107.17): one ticket counter"),
    "P": N_("{token} at position {position} is not a mana symbol but the pawprint symbol "
            "(107.18), which marks the modes of some spells; a Phyrexian mana symbol has a "
            "color, such as {{W/P}}"),
}
"""The other symbols of rule 107 a learner may type into a mana cost: the message for each."""

_LOYALTY = N_("{token} at position {position} is not a mana symbol but a loyalty symbol "
              "(107.7), the cost of a planeswalker's ability")
_LOYALTY_BODY = re.compile(r"[+-](?:[0-9]+|X)")


def _is_symbol(body: str) -> bool:
    try:
        _parse_symbol(body, f"{{{body}}}", 1, "")
    except ManaCostError:
        return False
    return True


def _parse_symbol(body: str, token: str, position: int, text: str) -> Symbol:
    at: dict[str, object] = {"token": checks.excerpt(token), "position": position}
    if body == "":
        raise ManaCostError("empty braces {token} at position {position}: expected a rule 107.4 symbol such as {{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, {{W/P}} or {{W/U/P}}", **at)
    if body.upper() in _HALF_MANA or "½" in body or "." in body:
        raise ManaCostError(
            "{token} at position {position}: half mana (Un-sets) is outside the Comprehensive Rules, which use only "
            "whole numbers (107.1); {{H}} in rules text means any Phyrexian symbol (107.4g)",
            **at
        )
    if body.isascii() is False:
        plain = unicodedata.normalize("NFKC", body)
        if plain != body and plain.isascii() and _is_symbol(plain.upper()):
            raise ManaCostError("{token} at position {position} is written with full-width characters: write {{{upper}}}",
                                **at, upper=plain.upper())
        raise ManaCostError("unknown symbol {token} at position {position}: expected a rule 107.4 symbol such as {{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, {{W/P}} or {{W/U/P}}", **at)
    if body != body.upper():
        if _is_symbol(body.upper()):
            raise ManaCostError(
                "{token} at position {position}: mana symbols are written in capitals, {{{upper}}}",
                **at, upper=body.upper())
        raise ManaCostError("unknown symbol {token} at position {position}: expected a rule 107.4 symbol such as {{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, {{W/P}} or {{W/U/P}}", **at)
    if _DIGITS.fullmatch(body):
        if len(body) > 1 and body[0] == "0":
            raise ManaCostError("{token} at position {position}: write the number without "
                                "leading zeros, {{{number}}}", **at, number=body.lstrip("0") or "0")
        if len(body) > 16 or int(body) > checks.MAX_NUMBER:
            raise ManaCostError("{token} at position {position}: the number is too large (at most {max_number:,})",
                                **at, max_number=checks.MAX_NUMBER)
        return Symbol(token, Kind.GENERIC, amount=int(body))
    if body in ("X", "Y", "Z"):
        return Symbol(token, Kind.VARIABLE, variable=body)
    if body in COLORS:
        return Symbol(token, Kind.COLORED, colors=body)
    if body == "C":
        return Symbol(token, Kind.COLORLESS)
    if body == "S":
        return Symbol(token, Kind.SNOW)
    other = _OTHER_SYMBOL.get(body) or (_LOYALTY if _LOYALTY_BODY.fullmatch(body) else None)
    if other:
        raise ManaCostError(other, **at)
    parts = body.split("/")
    if len(parts) == 2:
        return _parse_pair(parts, token, at)
    if len(parts) == 3 and parts[2] == "P":
        a, b = parts[0], parts[1]
        if a in COLORS and b in COLORS and a != b:
            return Symbol(token, Kind.HYBRID_PHYREXIAN, colors=color_order(a + b))  # 107.4f
    raise ManaCostError("unknown symbol {token} at position {position}: expected a rule 107.4 symbol such as {{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, {{W/P}} or {{W/U/P}}", **at)


def _parse_pair(parts: list[str], token: str, at: dict[str, object]) -> Symbol:
    a, b = parts
    if a in COLORS and b in COLORS and a != b:
        return Symbol(token, Kind.HYBRID, colors=color_order(a + b))  # 107.4e, either order
    if b in COLORS and a == "2":
        return Symbol(token, Kind.MONOCOLORED_HYBRID, colors=b, amount=2)  # {2/W}, 107.4e
    if b in COLORS and _DIGITS.fullmatch(a):
        raise ManaCostError("{token} at position {position} is not a mana symbol: the only monocolored hybrid symbols "
                            "have a half of {{2}} or {{C}}, such as {{2/{b}}} or {{C/{b}}} (107.4, 107.4e)",
                            **at, b=b)
    if a == "C" and b in COLORS:
        return Symbol(token, Kind.COLORLESS_HYBRID, colors=b)  # {C/W}
    if a in COLORS and b == "P":
        return Symbol(token, Kind.PHYREXIAN, colors=a)  # 107.4f
    if a == "C" and b == "P":
        raise ManaCostError(
            "{token} at position {position}: a colorless Phyrexian symbol is printed on some cards but is not one of the "
            "symbols of rule 107.4 (rules of 2026-04-17), so its payment is undefined", **at
        )
    if a == "P" and b in COLORS:
        raise ManaCostError("{token} at position {position}: a Phyrexian symbol is written color first, {{{b}/P}}",
                            **at, b=b)
    if a in COLORS and (b == "C" or _DIGITS.fullmatch(b)):
        raise ManaCostError("{token} at position {position}: write the generic or colorless half first, {{{b}/{a}}}",
                            **at, b=b, a=a)
    if a == b and a in COLORS:
        raise ManaCostError("{token} at position {position}: a hybrid symbol needs two different colors", **at)
    raise ManaCostError("unknown symbol {token} at position {position}: expected a rule 107.4 symbol such as {{3}}, {{X}}, {{W}}, {{C}}, {{S}}, {{W/U}}, {{2/W}}, {{C/W}}, {{W/P}} or {{W/U/P}}", **at)
