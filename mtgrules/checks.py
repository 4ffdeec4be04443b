"""Argument checks shared by every public function: one place, one wording, one error family.

Every check returns the clean value or raises a subclass of
:class:`~mtgrules.RulesInputError` whose message names the argument, quotes at most a short
excerpt of what was given, and says what was expected:

    >>> whole_number(3, "x")
    3
    >>> whole_number(-1, "x")
    Traceback (most recent call last):
    ...
    mtgrules.errors.NumberError: x=-1: expected a whole number 0 or more
    >>> switch("False", "can_lose_life")
    Traceback (most recent call last):
    ...
    mtgrules.errors.ChoiceError: can_lose_life='False': expected True or False
    >>> excerpt("x" * 500, limit=12)
    "'xxxxxxxxxx…' (500 characters)"
    >>> excerpt(10**5000)
    'a number of about 5,001 digits'

Numbers have one documented bound, :data:`MAX_NUMBER`: every whole number the library
accepts (X, life, counts, a generic symbol's amount) is at most 10**15, so it stays exact as
a float (charts draw it) and no arithmetic on it can run away. "Too large" is an error,
never an overflow or a hang.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, TypeVar

from .errors import ChoiceError, LimitExceededError, NumberError, RulesInputError, Wording
from .i18n import N_

MAX_NUMBER = 10**15
"""The largest whole number any argument may be (X, life, counts, generic amounts)."""

EXCERPT = 60
"""Most characters of an input quoted in a message."""

T = TypeVar("T")


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """A short, safe quotation of ``value`` for an error message.

    Long strings are cut to ``limit`` characters and their length is said; huge integers are
    described by their number of digits (``repr`` of a 5,000-digit int would itself fail);
    other objects are shown by a cut ``repr``. Those descriptions are
    :class:`~mtgrules.errors.Wording`, so a translated message says them in its language.

        >>> excerpt("x" * 500, limit=12).translated("zh-Hant")
        "'xxxxxxxxxx…'（共 500 個字元）"
    """
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 64:  # str() of a huge int is slow, or refused past 4,300 digits
            digits = int(value.bit_length() * 0.30103) + 1
            if value < 0:
                return Wording(N_("minus a number of about {digits:,} digits"), digits=digits)
            return Wording(N_("a number of about {digits:,} digits"), digits=digits)
        return repr(value)
    if isinstance(value, str):
        quoted = repr(value[:limit + 1])
        if len(value) <= limit and len(quoted) <= limit + 2:
            return quoted
        # cut where the quotation, escapes counted (\u3000 is six characters), fills the limit
        piece, room = [], limit - 2
        for c in value:
            room -= len(repr(c)) - 2
            if room < 0:
                break
            piece.append(c)
        quoted = repr("".join(piece))
        return Wording(N_("{quoted} ({length:,} characters)"),
                       quoted=quoted[:-1] + "…" + quoted[-1], length=len(value))
    try:
        text = repr(value)
    except Exception:  # a repr that fails must not hide the real message
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def names(values: Collection[str], most: int = 10) -> str:
    """Names (of players, say) for a message: each as written when it is short and shows as
    it is, else quoted as :func:`excerpt` does (so a right-to-left mark or a zero-width space
    can't hide or reverse the message); at most ``most`` of them.

        >>> names(["you", "opponent"])
        'you, opponent'
        >>> print(names(["a\\u202eb", "c"]))
        'a\\u202eb', c
    """
    shown = [v if isinstance(v, str) and len(v) <= 30 and v.isprintable() else excerpt(v, 30)
             for v in list(values)[:most]]
    if len(values) > most:
        return Wording(N_("{names} and {more:,} more"), names=", ".join(shown),
                       more=len(values) - most)
    return ", ".join(shown)


def excerpt_at(text: str, position: int, limit: int = EXCERPT) -> str:
    """``text`` quoted around ``position`` (0-based), cut to about ``limit`` characters."""
    if len(text) <= limit:
        return repr(text)
    start = max(0, min(position - limit // 2, len(text) - limit))
    piece = text[start:start + limit]
    before = "…" if start else ""
    after = "…" if start + limit < len(text) else ""
    return Wording(N_("{quoted} ({length:,} characters)"), quoted=f"{before}{piece!r}{after}",
                   length=len(text))


def whole_number(value: object, name: str, *, minimum: int = 0, maximum: int = MAX_NUMBER,
                 error: type[RulesInputError] = NumberError, rule: str = "") -> int:
    """``value`` if it is an int (not a bool) with ``minimum <= value <= maximum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(N_("{name}={value}: expected a whole number ({rule})") if rule else
                    N_("{name}={value}: expected a whole number"),
                    name=name, value=excerpt(value), rule=rule)
    if value < minimum:
        if minimum == 0:
            raise error(N_("{name}={value}: expected a whole number 0 or more ({rule})") if rule
                        else N_("{name}={value}: expected a whole number 0 or more"),
                        name=name, value=excerpt(value), rule=rule)
        raise error(N_("{name}={value}: expected a whole number at least {minimum:,} ({rule})")
                    if rule else N_("{name}={value}: expected a whole number at least {minimum:,}"),
                    name=name, value=excerpt(value), minimum=minimum, rule=rule)
    if value > maximum:
        raise error(N_("{name}={value} is too large: at most {maximum:,} ({rule})") if rule else
                    N_("{name}={value} is too large: at most {maximum:,}"),
                    name=name, value=excerpt(value), maximum=maximum, rule=rule)
    return value


def integer(value: object, name: str, *, bound: int = MAX_NUMBER,
            error: type[RulesInputError] = NumberError, rule: str = "") -> int:
    """``value`` if it is an int (not a bool), negative allowed, within ``-bound .. bound``."""
    return whole_number(value, name, minimum=-bound, maximum=bound, error=error, rule=rule)


def typed_number(text: str, what: str, *,
                 error: type[RulesInputError] = NumberError) -> int:
    """The whole number typed in ``text``: ASCII digits with an optional sign, within
    ``-MAX_NUMBER .. MAX_NUMBER``. Anything else ("two", "²", "1.5") is an error naming
    ``what``; a number past the bound is refused by its length first, so a text of
    thousands of digits is never converted nor quoted whole.

        >>> typed_number(" -3 ", "life")
        -3
    """
    stripped = text.strip()
    digits = stripped[1:] if stripped[:1] in "+-" else stripped
    if not (digits.isascii() and digits.isdecimal()):
        raise error(N_("{what} {text}: expected a whole number"), what=what, text=excerpt(text))
    if len(digits.lstrip("0")) > len(str(MAX_NUMBER)) or abs(int(stripped)) > MAX_NUMBER:
        raise error(N_("{what} {text} is too large: at most {max_number:,}"), what=what,
                    text=excerpt(text), max_number=MAX_NUMBER)
    return int(stripped)


def optional_number(value: object, name: str, **bounds: Any) -> int | None:
    """``None``, or a whole number as :func:`whole_number` checks it."""
    return None if value is None else whole_number(value, name, **bounds)


def switch(value: object, name: str) -> bool:
    """``value`` if it is ``True`` or ``False``; anything else (``"False"``, 0, None) is refused,
    because truth-testing it would silently give the opposite answer."""
    if value is True or value is False:
        return value
    raise ChoiceError("{name}={value}: expected True or False", name=name, value=excerpt(value))


def choice(value: object, name: str, choices: Collection[T],
           error: type[RulesInputError] = ChoiceError, what: str = "") -> T:
    """``value`` if it is one of ``choices`` (compared exactly), else an error listing them."""
    try:
        if value in choices:
            return value  # type: ignore[return-value]
    except TypeError:  # unhashable value against a set
        pass
    listed = ", ".join(repr(c) for c in choices)
    raise error(N_("{name}={value}: expected one of {listed}"), name=what or name,
                value=excerpt(value), listed=listed)


def text(value: object, name: str, *, error: type[RulesInputError] = RulesInputError,
         example: str = "") -> str:
    """``value`` if it is a str; the message gives ``example`` of what a good one looks like."""
    if isinstance(value, str):
        return value
    if example:
        raise error(N_("{name} must be a string such as {example!r}, not {value}"), name=name,
                    example=example, value=excerpt(value))
    raise error(N_("{name} must be a string, not {value}"), name=name, value=excerpt(value))


def limit(value: object, name: str = "limit") -> int | None:
    """A listing limit: ``None`` (no limit) or a whole number 0 or more."""
    return optional_number(value, name, error=LimitExceededError)


def shown(value: object, limit: int = EXCERPT) -> str:
    """``value`` for a message about data read from a file: a list or an object is named by
    its kind and size instead of being printed (it may be huge or deeply nested); anything
    else is quoted as :func:`excerpt` does.

    >>> shown([1, 2, 3]), shown({"a": 1}), shown("abc")
    ('a list of 3 items', 'an object with 1 field', "'abc'")
    """
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value):,} item{'' if len(value) == 1 else 's'}"
    if isinstance(value, dict):
        return f"an object with {len(value):,} field{'' if len(value) == 1 else 's'}"
    return excerpt(value, limit)
