"""The one exception family of mtgrules.

Every bad input raises a subclass of :class:`RulesInputError`, which is itself a
``ValueError``, so ``except ValueError`` and ``except mr.RulesInputError`` both work.
Messages name the offending part and say what was expected.
"""

from __future__ import annotations


class RulesInputError(ValueError):
    """Base class: an input the rules library can't use, with a message that says why."""


class ManaCostError(RulesInputError):
    """A mana cost string that is not valid rule 107.4 braces notation."""


class ManaPoolError(RulesInputError):
    """A mana pool description that is not a string of W U B R G C letters."""


class LimitExceededError(RulesInputError):
    """A listing or count that would pass its limit or its work budget.

    ``at_least`` is a number the true count is known to exceed when the message says
    "more than N" (None when nothing is known), so a reader can say "more than N" truthfully.
    """

    def __init__(self, message: str, *, at_least: int | None = None) -> None:
        super().__init__(message)
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
