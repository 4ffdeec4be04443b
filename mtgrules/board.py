"""Boards of permanents: what is on the battlefield, who controls it, and its state (110, 122).

A :class:`Board` is the one stateful object of the library: permanents are added to it and
removed from it, and players' state is set on it. :func:`mtgrules.could_produce` and
:func:`mtgrules.explain` read it.

    >>> import mtgrules as mr
    >>> b = mr.Board()
    >>> forest = b.add("Forest", "you")
    >>> forest, forest in b, len(b)
    (Forest#1 (you), True, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Mapping

from .cards import Card, CardDatabase, bundled_cards
from .errors import BoardError

__all__ = ["Board", "Permanent", "STATE_KEYS", "PLAYER_KEYS"]


@dataclass(frozen=True, slots=True, order=True)
class Permanent:
    """A handle to a permanent on a :class:`Board`: hashable, printed as ``Forest#1 (you)``."""

    number: int
    name: str = field(compare=False)
    controller: str = field(compare=False)

    def __repr__(self) -> str:
        return f"{self.name}#{self.number} ({self.controller})"

    __str__ = __repr__


STATE_KEYS = ("counters", "tapped", "colors", "chosen_color", "power")
PLAYER_KEYS = ("played_land_this_turn",)


class Board:
    """Permanents on the battlefield, their controllers and state, and the players' state.

    ``Board(players=("you", "opponent"))``; any number of players, each opponent of every
    other (multiplayer "an opponent" means any of them). ``add(name, controller, **state)``
    returns a :class:`Permanent` handle; state keys: ``counters`` (mapping of counter kind to
    a non-negative count), ``tapped`` (ignored by 106.7, kept for display), ``colors`` (a
    WUBRG string overriding the card's colors), ``chosen_color`` (for "the chosen color"),
    ``power`` (for abilities that add mana equal to power). ``set(player,
    played_land_this_turn=True)`` sets player state. Bad input raises
    :class:`~mtgrules.errors.BoardError` or :class:`~mtgrules.errors.UnknownCardError`
    and leaves the board unchanged.
    """

    def __init__(self, players: Iterable[str] = ("you", "opponent"), *,
                 cards: CardDatabase | None = None) -> None:
        if isinstance(players, str):
            raise BoardError(f"players must be a sequence of names, got the single string {players!r}")
        names = list(players)
        if not names or not all(isinstance(p, str) and p.strip() for p in names):
            raise BoardError(f"players must be non-empty names, got {names!r}")
        if len(set(names)) != len(names):
            raise BoardError(f"player names must be distinct, got {names!r}")
        self.players: tuple[str, ...] = tuple(names)
        self._cards = cards
        self._perms: dict[Permanent, tuple[Card, dict[str, Any]]] = {}
        self._player_state: dict[str, dict[str, Any]] = {p: {"played_land_this_turn": False} for p in names}
        self._next = 1

    # --- building the board -----------------------------------------------------------

    def add(self, name: str | Card, controller: str, **state: Any) -> Permanent:
        """Put a permanent onto the board and return its handle (110).

        ``name`` is a card name looked up in the card data (or a :class:`Card`); the card
        must be a permanent card (110.4a). See the class docstring for ``state``.
        """
        if isinstance(name, Card):
            card = name
        else:
            card = (self._cards.card(name) if self._cards is not None else bundled_cards().card(name))
        self._check_player(controller)
        if not card.is_permanent:
            raise BoardError(
                f"{card.name!r} is a {' '.join(card.types) or 'typeless'} card, not a permanent card; "
                "only artifacts, battles, creatures, enchantments, lands and planeswalkers go on a board"
            )
        clean = self._check_state(card, state)
        handle = Permanent(self._next, card.name, controller)
        self._next += 1
        self._perms[handle] = (card, clean)
        return handle

    def remove(self, permanent: Permanent) -> None:
        """Take a permanent off the board."""
        self._check_permanent(permanent)
        del self._perms[permanent]

    def set(self, player: str, **state: Any) -> None:
        """Set a player's state, e.g. ``played_land_this_turn=True`` (read by River of Tears)."""
        self._check_player(player)
        for key, value in state.items():
            if key not in PLAYER_KEYS:
                raise BoardError(f"unknown player state {key!r}; allowed: {', '.join(PLAYER_KEYS)}")
            if not isinstance(value, bool):
                raise BoardError(f"{key} must be True or False, got {value!r}")
        self._player_state[player].update(state)

    def copy(self) -> Board:
        """An independent copy (same handles)."""
        other = Board(self.players, cards=self._cards)
        other._perms = {h: (c, {k: (dict(v) if isinstance(v, dict) else v) for k, v in s.items()})
                        for h, (c, s) in self._perms.items()}
        other._player_state = {p: dict(s) for p, s in self._player_state.items()}
        other._next = self._next
        return other

    # --- reading it ---------------------------------------------------------------------

    @property
    def permanents(self) -> tuple[Permanent, ...]:
        """The handles, in the order the permanents were added."""
        return tuple(self._perms)

    def card_of(self, permanent: Permanent) -> Card:
        self._check_permanent(permanent)
        return self._perms[permanent][0]

    def state_of(self, permanent: Permanent) -> dict[str, Any]:
        self._check_permanent(permanent)
        card, state = self._perms[permanent]
        return {k: (dict(v) if isinstance(v, dict) else v) for k, v in state.items()}

    def player_state(self, player: str) -> dict[str, Any]:
        self._check_player(player)
        return dict(self._player_state[player])

    def opponents(self, player: str) -> tuple[str, ...]:
        self._check_player(player)
        return tuple(p for p in self.players if p != player)

    def __len__(self) -> int:
        return len(self._perms)

    def __iter__(self) -> Iterator[Permanent]:
        return iter(self._perms)

    def __contains__(self, permanent: object) -> bool:
        return permanent in self._perms

    def __repr__(self) -> str:
        by_player = "; ".join(
            f"{p}: " + (", ".join(f"{h.name}#{h.number}" for h in self._perms if h.controller == p) or "-")
            for p in self.players
        )
        return f"<Board {by_player}>"

    # --- validation ---------------------------------------------------------------------

    def _check_player(self, player: Any) -> None:
        if player not in self.players:
            raise BoardError(f"unknown player {player!r}; the players are {', '.join(map(repr, self.players))}")

    def _check_permanent(self, permanent: Any) -> None:
        if permanent not in self._perms:
            raise BoardError(f"{permanent!r} is not a permanent on this board")

    def _check_state(self, card: Card, state: Mapping[str, Any]) -> dict[str, Any]:
        clean: dict[str, Any] = {"counters": {}, "tapped": False}
        for key, value in state.items():
            if key not in STATE_KEYS:
                raise BoardError(f"unknown permanent state {key!r} for {card.name!r}; allowed: {', '.join(STATE_KEYS)}")
            if key == "counters":
                if not isinstance(value, Mapping):
                    raise BoardError(f"counters must be a mapping like {{'charge': 2}}, got {value!r}")
                for kind, n in value.items():
                    if not isinstance(kind, str) or not kind:
                        raise BoardError(f"a counter kind must be a name, got {kind!r}")
                    if not isinstance(n, int) or isinstance(n, bool):
                        raise BoardError(f"the number of {kind} counters must be an integer, got {n!r}")
                    if n < 0:
                        raise BoardError(f"a permanent can't have a negative number of counters ({kind}: {n}); 122.1")
                clean["counters"] = dict(value)
            elif key == "tapped":
                if not isinstance(value, bool):
                    raise BoardError(f"tapped must be True or False, got {value!r}")
                clean["tapped"] = value
            elif key == "colors":
                if not isinstance(value, str) or any(c not in "WUBRG" for c in value):
                    raise BoardError(f"colors must be a string of W U B R G letters, got {value!r}")
                clean["colors"] = "".join(c for c in "WUBRG" if c in value)
            elif key == "chosen_color":
                if value not in tuple("WUBRG"):
                    raise BoardError(f"chosen_color must be one of W, U, B, R, G, got {value!r}")
                clean["chosen_color"] = value
            elif key == "power":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise BoardError(f"power must be an integer (it may be negative), got {value!r}")
                clean["power"] = value
        return clean
