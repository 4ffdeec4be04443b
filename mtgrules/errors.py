"""The one exception family of mtgrules.

Every bad input raises a subclass of :class:`RulesInputError`, which is itself a
``ValueError``, so ``except ValueError`` and ``except mr.RulesInputError`` both work.
Messages name the offending part and say what was expected.

A message is written as a template with named fields, ``ManaCostError("unknown symbol
{symbol}", symbol="{Q}")``: ``str(error)`` is the English sentence, and
:meth:`RulesInputError.translated` the same sentence in Simplified or Traditional Chinese,
from the ``mtgrules`` message catalog (see :mod:`mtgrules.i18n`). A message given without
fields is used as written (braces and all).
"""

from __future__ import annotations

import errno
from typing import Any

from .i18n import N_

__all__ = ["BoardError", "CardDataError", "ChoiceError", "LimitExceededError", "ManaCostError",
           "ManaPoolError", "NumberError", "RulesDateError", "RulesInputError",
           "UnknownCardError", "Wording", "os_reason"]


class RulesInputError(ValueError):
    """Base class: an input the rules library can't use, with a message that says why.

    >>> error = ChoiceError("unknown language {lang!r}: the languages are 'en' (English), "
    ...                     "'zh-Hans' (简体中文) and 'zh-Hant' (繁體中文)", lang="fr")
    >>> str(error).startswith("unknown language 'fr'")
    True
    >>> error.template[:24], error.fields
    ('unknown language {lang!r', {'lang': 'fr'})
    """

    def __init__(self, message: str = "", /, *args: Any, **fields: Any) -> None:
        self.template = message
        self.fields = {name: _short(value) for name, value in fields.items()}
        super().__init__(message.format(**self.fields) if fields else message, *args)

    def translated(self, lang: str | None = None) -> str:
        """The message in ``lang`` ("en", "zh-Hans" or "zh-Hant"; None: the language in use),
        English where the catalog has no translation of it. A field that is itself an error
        (a message that adds where it happened) is shown in ``lang`` too."""
        if not self.template:
            return str(self)
        fields = {name: value.translated(lang) if isinstance(value, (RulesInputError, Wording))
                  else value for name, value in self.fields.items()}
        return _CATALOG(self.template, lang, **fields)


FIELD_MOST = 500
"""Most characters of one value in a message (a list of the choices fits): a backstop behind
the excerpts the checks quote, so no message grows with its input (a cost of 30,000
symbols, a name of a million characters)."""


def _short(value: Any) -> Any:
    """``value`` for a message field: as it is, unless it reads as more than
    :data:`FIELD_MOST` characters; then its beginning and its length."""
    if value is None or isinstance(value, (bool, int, float, RulesInputError, Wording)):
        return value
    try:
        text = value if isinstance(value, str) else str(value)
    except Exception:  # a value that can't be shown must not hide the message
        return f"<{type(value).__name__}>"
    if len(text) <= FIELD_MOST:
        return value
    return Wording(N_("{start}… ({length:,} characters)"), start=text[:FIELD_MOST - 1],
                   length=len(text))


class Wording(str):
    """A phrase inside a message, such as which card it is about, that translates with it.

    It is the English phrase as a ``str`` (so it formats, joins and compares as one), and
    :meth:`translated` gives it in another language, like an error's own message.

        >>> here = Wording("card {name}", name="'Little Girl'")
        >>> here, here.translated("zh-Hans")
        ("card 'Little Girl'", "牌 'Little Girl'")
    """

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, /, **fields: Any) -> Wording:
        made = super().__new__(cls, template.format(**fields))
        made.template, made.fields = template, fields
        return made

    def translated(self, lang: str | None = None) -> str:
        """The phrase in ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in use)."""
        return _CATALOG(self.template, lang, **self.fields)


_OS_REASONS = {
    errno.ENOENT: N_("there is no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("the operation is not permitted"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EEXIST: N_("it exists already"),
    errno.ENOSPC: N_("there is no space left on the disk"),
    errno.EROFS: N_("the file system is read-only"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EADDRINUSE: N_("the port is already in use"),
}
"""The common reasons the operating system gives, in words that translate."""


def os_reason(error: BaseException) -> str:
    """Why the operating system refused, for a message: a common reason as a
    :class:`Wording` (so it translates with the message), any other in the system's own
    words, or the exception's name.

        >>> os_reason(PermissionError(13, "Permission denied")).translated("zh-Hant")
        '沒有權限'
    """
    if isinstance(error, OSError) and error.errno in _OS_REASONS:
        return Wording(_OS_REASONS[error.errno])
    if isinstance(error, OSError) and error.strerror:
        return str(error.strerror)
    return type(error).__name__


def _catalog() -> Any:
    from .i18n import Catalog
    return Catalog("mtgrules")


class _LazyCatalog:
    _catalog: Any = None

    def __call__(self, *args: Any, **kwargs: Any) -> str:
        if self._catalog is None:
            self._catalog = _catalog()
        return str(self._catalog(*args, **kwargs))


_CATALOG = _LazyCatalog()


class ManaCostError(RulesInputError):
    """A mana cost string that is not valid rule 107.4 braces notation."""


class ManaPoolError(RulesInputError):
    """A mana pool description that is not a string of W U B R G C letters."""


class LimitExceededError(RulesInputError):
    """A listing or count that would pass its limit or its work budget.

    ``at_least`` is a number the true count is known to exceed when the message says
    "more than N" (None when nothing is known), so a reader can say "more than N" truthfully.
    """

    def __init__(self, message: str, *, at_least: int | None = None, **fields: Any) -> None:
        super().__init__(message, **fields)
        self.at_least = at_least


class UnknownCardError(RulesInputError, KeyError):
    """A card name that is not in the card data (the message suggests close names).

    It is also a ``KeyError``, because a :class:`~mtgrules.cards.CardDatabase` is a mapping
    from names to cards: ``db.get(name)``, ``name in db`` and ``dict(db.items())`` work as
    they do for a dict.
    """

    def __str__(self) -> str:
        # KeyError quotes its message (str(KeyError("x")) is "'x'"); print it as written
        return Exception.__str__(self)


class CardDataError(RulesInputError):
    """Card data that can't be used: a file that can't be read (not a regular file, too
    large, not JSON, an unknown format), a malformed entry, or something given where cards
    or a card database were expected."""


class BoardError(RulesInputError):
    """A board operation with an unknown player, permanent or state key, or a bad value."""


class RulesDateError(RulesInputError):
    """A ``rules=`` value that is neither "current" nor an ISO date in the known range."""


class ChoiceError(RulesInputError):
    """An argument that must be one of a closed set of names (zone, half, effect kind, ...)."""


class NumberError(RulesInputError):
    """A number the rules don't allow there: a fraction (107.1a), a negative X or choice (107.1b)."""
