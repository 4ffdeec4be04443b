"""Boards of permanents: what is on the battlefield, who controls it, and its state (110, 122).

A :class:`Board` is the one stateful object of the library: permanents are added to it and
removed from it, and players' state is set on it. :func:`mtgrules.could_produce` and
:func:`mtgrules.explain` read it.

    >>> import mtgrules as mr
    >>> b = mr.Board()
    >>> forest = b.add("Forest", "you")
    >>> forest, forest in b, len(b)
    (Forest#1 (you), True, 1)

Each :class:`Permanent` handle belongs to the board that made it: another board's handle,
even with the same number, is not a permanent of this board.

    >>> other = mr.Board()
    >>> island = other.add("Island", "you")
    >>> island in b
    False
    >>> b.remove(island)
    Traceback (most recent call last):
    ...
    mtgrules.errors.BoardError: Island#1 (you) is not a permanent of this board: that permanent is on another board
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Mapping

from ..cards import Card, CardDatabase
from ..cards import card as any_card  # every real card, curated ones first
from ..checks import MAX_NUMBER, choice, excerpt, integer, whole_number
from ..errors import BoardError, Wording
from ..i18n import N_, check_lang

__all__ = ["Board", "Permanent", "PlayerNames", "STATE_KEYS", "PLAYER_KEYS"]

STATE_KEYS = ("counters", "tapped", "colors", "chosen_color", "power", "attached_to",
              "renowned", "token", "chosen_name", "noted", "exiled", "drafted", "gained")
PLAYER_KEYS = ("played_land_this_turn",)

_PLAIN = re.compile(r"^[a-z][a-z0-9 +/-]{0,30}$")
"""A counter kind a message can name without quotes ("mining", "+1/+1")."""


def _plain(name: object) -> bool:
    """Whether a name can stand unquoted in a message: short text that shows as it is (no
    right-to-left mark or zero-width space to hide or reverse the message; F18)."""
    return isinstance(name, str) and len(name) <= 30 and name.isprintable()


class PlayerNames(Wording):
    """Player names inside a message, each quoted or not: the names as typed, except that the
    board's default players "you" and "opponent" are said in the message's language (你, 对手),
    as a learner who writes a board in Chinese typed them."""

    names: tuple[object, ...]
    quoted: bool
    more: int

    def __new__(cls, names: Iterable[object], /, quoted: bool = True) -> PlayerNames:
        every = tuple(names)
        kept, more = every[:_MOST_NAMES], max(0, len(every) - _MOST_NAMES)
        shown = ", ".join(excerpt(n) if quoted or not _plain(n) else str(n) for n in kept)
        if more:  # a message never grows with the number of players (F18)
            shown = Wording(N_("{names} and {more:,} more"), names=shown, more=more)
        made = str.__new__(cls, shown)
        made.template, made.fields = "{names}", {"names": shown}
        made.names, made.quoted, made.more = kept, quoted, more
        return made

    def translated(self, lang: str | None = None) -> str:
        def said(name: object) -> str:
            if not _plain(name):
                return excerpt(name)  # a mark that could hide or reverse the message is shown
            word = Wording(name).translated(lang) if name in ("you", "opponent") else str(name)
            return excerpt(word) if self.quoted else word

        joined = (", " if check_lang(lang) == "en" else "、").join(said(n) for n in self.names)
        if self.more:
            return Wording(N_("{names} and {more:,} more"), names=joined,
                           more=self.more).translated(lang)
        return joined


_MOST_NAMES = 10
"""The most player names a message lists (the rest are counted)."""


_NOT_PERMANENT = {
    "instant": N_("{card!r} is an instant card, not a permanent card; only artifacts, battles, "
                  "creatures, enchantments, lands and planeswalkers go on a board"),
    "sorcery": N_("{card!r} is a sorcery card, not a permanent card; only artifacts, battles, "
                  "creatures, enchantments, lands and planeswalkers go on a board"),
    "instant sorcery": N_("{card!r} is an instant sorcery card, not a permanent card; only "
                          "artifacts, battles, creatures, enchantments, lands and planeswalkers "
                          "go on a board"),
}
"""The message for a card of these types given to Board.add (other types: the type words)."""

_board_ids = itertools.count(1)  # 0 is left for handles made by hand


@dataclass(frozen=True, slots=True, order=True)
class Permanent:
    """A handle to a permanent on one :class:`Board`: hashable, printed as ``Forest#1 (you)``.

    Two handles are equal when they come from the same board and have the same number; the
    name and controller are only for reading. Handles come from :meth:`Board.add`; one made
    by hand (``board_id`` 0) is a permanent of no board.

        >>> b = Board()
        >>> b.add("Forest", "you") == Permanent(1, "Forest", "you")
        False
    """

    number: int
    name: str = field(compare=False)
    controller: str = field(compare=False)
    board_id: int = 0

    def __repr__(self) -> str:
        return f"{self.name}#{self.number} ({self.controller})"

    __str__ = __repr__


def _not_on_board(board_id: int, permanent: object) -> BoardError:
    """The error for a handle that is not a permanent of the board ``board_id``."""
    if not isinstance(permanent, Permanent):
        return BoardError("expected a permanent handle returned by Board.add, got {permanent}",
                          permanent=excerpt(permanent))
    if permanent.board_id == 0:
        return BoardError("{permanent} is not a permanent of this board: a handle made by hand "
                          "names no permanent; use the one Board.add returned",
                          permanent=excerpt(permanent))
    if permanent.board_id == board_id:
        return BoardError("{permanent} is not a permanent of this board: it was removed",
                          permanent=excerpt(permanent))
    return BoardError("{permanent} is not a permanent of this board: that permanent is on "
                      "another board", permanent=excerpt(permanent))


class Board:
    """Permanents on the battlefield, their controllers and state, and the players' state.

    ``Board(players=("you", "opponent"))``; any number of players, each opponent of every
    other (multiplayer "an opponent" means any of them). ``cards`` is a
    :class:`~mtgrules.CardDatabase` to look names up in (the bundled cards by default).
    ``add(name, controller, **state)`` returns a :class:`Permanent` handle; state keys:
    ``counters`` (mapping of counter kind to a non-negative count), ``tapped`` (ignored by
    106.7, kept for display), ``colors`` (a WUBRG string overriding the card's colors),
    ``chosen_color`` (for "the chosen color"), ``power`` (for abilities that add mana equal
    to power), ``attached_to`` (for an Aura, Equipment or Fortification: the permanent it is
    attached to, a handle or its number; 301.5, 303.4), ``renowned`` and ``token`` (True or
    False; 702.112, 111.1), ``chosen_name`` (the card name chosen for it: Petrified Hamlet),
    ``noted`` (its last noted type of mana, a letter of WUBRGC: Jeweled Amulet), ``exiled``
    (the colors of the cards exiled with it, WUBRG letters: Chrome Mox), ``drafted`` (the colors
    chosen as its owner drafted cards of its name: Paliano, the High City), ``gained`` (the names
    of the cards whose resolved effects gave it an ability, 611.2: Divergent Growth). ``set(player,
    played_land_this_turn=True)`` sets player state. Bad input
    raises :class:`~mtgrules.errors.BoardError` or :class:`~mtgrules.errors.UnknownCardError`
    and leaves the board unchanged.

        >>> Board(players="you")
        Traceback (most recent call last):
        ...
        mtgrules.errors.BoardError: players must be a sequence of names such as ('you', 'opponent'), not the single string 'you'
    """

    def __init__(self, players: Iterable[str] = ("you", "opponent"), *,
                 cards: CardDatabase | None = None) -> None:
        if isinstance(players, str):
            raise BoardError("players must be a sequence of names such as ('you', 'opponent'), "
                             "not the single string {players}", players=excerpt(players))
        if not isinstance(players, Iterable):
            raise BoardError("players must be a sequence of names such as ('you', 'opponent'), "
                             "got {players}", players=excerpt(players))
        names = list(players)
        if not names or not all(isinstance(p, str) and p.strip() for p in names):
            raise BoardError("players must be non-empty names such as ('you', 'opponent'), got "
                             "{names}", names=excerpt(names))
        if len(set(names)) != len(names):
            twice = next(p for p in names if names.count(p) > 1)
            raise BoardError("player names must be distinct: {twice} is named twice",
                             twice=excerpt(twice))
        if cards is not None and not isinstance(cards, CardDatabase):
            raise BoardError("cards must be a CardDatabase (from mr.load_cards) or None, got "
                             "{cards}", cards=excerpt(cards))
        self._players: tuple[str, ...] = tuple(names)
        self._cards = cards
        self._id = next(_board_ids)
        self._perms: dict[Permanent, tuple[Card, dict[str, Any]]] = {}
        self._player_state: dict[str, dict[str, Any]] = {p: {"played_land_this_turn": False} for p in names}
        self._next = 1
        self._changes = 0  # bumped by every change, so a stored solve can tell it is stale
        self._solved: tuple[int, Any] | None = None  # (changes, solver), kept by could_produce

    # --- building the board -----------------------------------------------------------

    def add(self, name: str | Card, controller: str, **state: Any) -> Permanent:
        """Put a permanent onto the board and return its handle (110).

        ``name`` is a card name looked up in the card data (or a :class:`Card`); the card
        must be a permanent card (110.4a). See the class docstring for ``state``.
        """
        if isinstance(name, Card):
            card = name
        else:
            card = self._cards.card(name) if self._cards is not None else any_card(name)
        self._check_player(controller)
        if not card.is_permanent:
            types = " ".join(card.types).lower() or "typeless"
            if types in _NOT_PERMANENT:  # the usual ones, each its own message
                raise BoardError(_NOT_PERMANENT[types], card=card.name)
            if types[:1] in "aeiou":  # "an instant card", "a sorcery card"
                raise BoardError(
                    "{card!r} is an {types} card, not a permanent card; only artifacts, battles, "
                    "creatures, enchantments, lands and planeswalkers go on a board",
                    card=card.name, types=types)
            raise BoardError(
                "{card!r} is a {types} card, not a permanent card; only artifacts, battles, "
                "creatures, enchantments, lands and planeswalkers go on a board",
                card=card.name, types=types)
        clean = self._check_state(card, state)
        handle = Permanent(self._next, card.name, controller, self._id)
        self._next += 1
        self._perms[handle] = (card, clean)
        self._changes += 1
        return handle

    def remove(self, permanent: Permanent) -> None:
        """Take a permanent off the board."""
        self._check_permanent(permanent)
        del self._perms[permanent]
        self._changes += 1

    def set(self, player: str, **state: Any) -> None:
        """Set a player's state, e.g. ``played_land_this_turn=True`` (read by River of Tears)."""
        self._check_player(player)
        for key, value in state.items():
            if key not in PLAYER_KEYS:
                raise BoardError("unknown player state {key}; allowed: {allowed}",
                                 key=excerpt(key), allowed=', '.join(PLAYER_KEYS))
            if value is not True and value is not False:
                raise BoardError("{key} must be True or False, got {value}",
                                 key=key, value=excerpt(value))
        self._player_state[player].update(state)
        self._changes += 1

    def copy(self) -> Board:
        """An independent copy: the handles of this board's permanents work on it too.

        Permanents added later to either board are on that board only.
        """
        other = Board(self._players, cards=self._cards)
        other._perms = {h: (c, {k: (dict(v) if isinstance(v, dict) else v) for k, v in s.items()})
                        for h, (c, s) in self._perms.items()}
        other._player_state = {p: dict(s) for p, s in self._player_state.items()}
        other._next = self._next
        return other

    # --- reading it ---------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, in the order given."""
        return self._players

    @property
    def permanents(self) -> tuple[Permanent, ...]:
        """The handles, in the order the permanents were added."""
        return tuple(self._perms)

    def card_of(self, permanent: Permanent) -> Card:
        """The card a permanent is."""
        self._check_permanent(permanent)
        return self._perms[permanent][0]

    def state_of(self, permanent: Permanent) -> dict[str, Any]:
        """A copy of a permanent's state (counters, tapped, ...)."""
        self._check_permanent(permanent)
        _card, state = self._perms[permanent]
        return {k: (dict(v) if isinstance(v, dict) else v) for k, v in state.items()}

    def player_state(self, player: str) -> dict[str, Any]:
        """A copy of a player's state."""
        self._check_player(player)
        return dict(self._player_state[player])

    def opponents(self, player: str) -> tuple[str, ...]:
        """Every other player (102.2, 102.3)."""
        self._check_player(player)
        return tuple(p for p in self._players if p != player)

    def __len__(self) -> int:
        return len(self._perms)

    def __iter__(self) -> Iterator[Permanent]:
        return iter(self._perms)

    def __contains__(self, permanent: object) -> bool:
        return isinstance(permanent, Permanent) and permanent in self._perms

    def __repr__(self) -> str:
        by_player = "; ".join(
            f"{p}: " + (", ".join(f"{h.name}#{h.number}" for h in self._perms if h.controller == p) or "-")
            for p in self._players
        )
        return f"<Board {by_player}>"

    # --- validation ---------------------------------------------------------------------

    def _check_player(self, player: object) -> None:
        if not isinstance(player, str) or player not in self._players:
            raise BoardError("unknown player {player}; the players are {players}",
                             player=PlayerNames([player]), players=PlayerNames(self._players))

    def _check_permanent(self, permanent: object) -> None:
        if permanent not in self:
            raise _not_on_board(self._id, permanent)

    def _check_state(self, card: Card, state: Mapping[str, Any]) -> dict[str, Any]:
        clean: dict[str, Any] = {"counters": {}, "tapped": False}
        for key, value in state.items():
            if key not in STATE_KEYS:
                raise BoardError("unknown permanent state {key} for {card!r}; allowed: {allowed}",
                                 key=excerpt(key), card=card.name, allowed=', '.join(STATE_KEYS))
            if key == "counters":
                if not isinstance(value, Mapping):
                    raise BoardError("counters must be a mapping like {{'charge': 2}}, got {value}",
                                     value=excerpt(value))
                for kind, n in value.items():
                    if not isinstance(kind, str) or not kind:
                        raise BoardError("a counter kind must be a name, got {kind}",
                                         kind=excerpt(kind))
                    if not isinstance(n, int) or isinstance(n, bool):
                        raise BoardError("the number of {kind} counters must be an integer, got "
                                         "{n}", kind=excerpt(kind), n=excerpt(n))
                    if n < 0:
                        raise BoardError("a permanent can't have a negative number of {kind} "
                                         "counters ({n}; rule 122.1)",
                                         kind=kind if _PLAIN.match(kind) else excerpt(kind), n=n)
                    whole_number(n, f"counters[{excerpt(kind)}]", error=BoardError)
                clean["counters"] = dict(value)
            elif key == "tapped":
                if value is not True and value is not False:
                    raise BoardError("tapped must be True or False, got {value}",
                                     value=excerpt(value))
                clean["tapped"] = value
            elif key == "colors":
                if not isinstance(value, str) or any(c not in "WUBRG" for c in value):
                    raise BoardError("colors must be a string of W U B R G letters, got {value}",
                                     value=excerpt(value))
                clean["colors"] = "".join(c for c in "WUBRG" if c in value)
            elif key == "chosen_color":
                clean["chosen_color"] = choice(value, "chosen_color", tuple("WUBRG"), error=BoardError)
            elif key == "power":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise BoardError("power must be an integer (it may be negative), got {value}",
                                     value=excerpt(value))
                clean["power"] = integer(value, "power", bound=MAX_NUMBER, error=BoardError)
            elif key == "attached_to":
                clean["attached_to"] = self._attachment(card, value)
            elif key in ("renowned", "token"):
                if value is not True and value is not False:
                    raise BoardError("{key} must be True or False, got {value}",
                                     key=key, value=excerpt(value))
                clean[key] = value
            elif key == "chosen_name":
                clean[key] = self._lookup(value, key).name
            elif key == "noted":
                clean[key] = choice(value, "noted", tuple("WUBRGC"), error=BoardError)
            elif key in ("exiled", "drafted"):
                if (not isinstance(value, str) or any(c not in "WUBRG" for c in value)) and key == "exiled":
                    raise BoardError("exiled must be the colors of the exiled cards, a string of "
                                     "W U B R G letters, got {value}", value=excerpt(value))
                if not isinstance(value, str) or any(c not in "WUBRG" for c in value):
                    raise BoardError("drafted must be the colors chosen as you drafted the card, a "
                                     "string of W U B R G letters, got {value}", value=excerpt(value))
                clean[key] = "".join(c for c in "WUBRG" if c in value)
            elif key == "gained":
                clean[key] = self._gained(card, value)
        return clean

    def _lookup(self, name: object, key: str) -> Card:
        if isinstance(name, Card):
            return name
        if not isinstance(name, str) or not name.strip():
            raise BoardError("{key} must be a card name, got {value}", key=key, value=excerpt(name))
        return self._cards.card(name) if self._cards is not None else any_card(name)

    def _gained(self, card: Card, value: object) -> tuple[Card, ...]:
        """The cards whose resolved effects gave this permanent an ability (611.2): each has
        such an effect ("until ...") for a permanent of this card's type."""
        names = [value] if isinstance(value, (str, Card)) else value
        if not isinstance(names, Iterable):
            raise BoardError("gained must be card names, got {value}", value=excerpt(value))
        out: list[Card] = []
        for name in names:
            source = self._lookup(name, "gained")
            effects = [e for e in source.statics if e.kind == "grant ability" and e.until]
            if not effects:
                raise BoardError("{source!r} has no effect that gives a permanent an ability until "
                                 "a later time, so {card!r} can't have gained one from it",
                                 source=source.name, card=card.name)
            if not any(e.affects.of in ("Permanent", *card.types, *card.subtypes) for e in effects):
                raise BoardError("{source!r} gives its ability to another kind of permanent, not "
                                 "to {card!r}", source=source.name, card=card.name)
            out.append(source)
        return tuple(out)

    def _attachment(self, card: Card, value: object) -> int:
        """The number of the permanent an Aura, Equipment or Fortification is attached to
        (301.5, 303.4): a permanent of this board, given by its handle or its number."""
        if not any(t in card.subtypes for t in ("Aura", "Equipment", "Fortification")):
            raise BoardError("{card!r} can't be attached to a permanent: only an Aura, an Equipment "
                             "or a Fortification can (301.5, 303.4)", card=card.name)
        if isinstance(value, Permanent):
            if value.board_id != self._id:
                raise BoardError("{card!r} can be attached only to a permanent of this board, not "
                                 "to {permanent}", card=card.name, permanent=value)
            value = value.number
        if not isinstance(value, int) or isinstance(value, bool):
            raise BoardError("attached_to must be a permanent of the board or its number, got "
                             "{value}", value=excerpt(value))
        if not any(h.number == value for h in self._perms):
            raise BoardError("{card!r} can't be attached to permanent #{number}: the board has no "
                             "permanent with that number", card=card.name, number=value)
        return value
