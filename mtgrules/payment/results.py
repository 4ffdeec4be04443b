"""The results of paying: an :class:`Announcement` (601.2b: a nonhybrid cost and the life it
pays) and a :class:`Spend` (601.2h: the mana that leaves the pool and the life paid)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial as _bind

from .. import checks
from ..errors import ManaCostError
from ..mana.cost import COLORS, Kind, ManaCost, parse_cost
from ._request import LIFE_PER_PHYREXIAN


_ANN_ORDER = ("S", "C", "generic", "G", "R", "B", "U", "W", "total", "life")  # low to high
_ANN_POS = {name: i for i, name in enumerate(_ANN_ORDER)}


@dataclass(frozen=True, slots=True)
class _AnnouncementLayout:
    width: int
    demand: int

    @property
    def life_shift(self) -> int:
        return _ANN_POS["life"] * self.width

    def unit(self, name: str, amount: int = 1) -> int:
        return amount << (_ANN_POS[name] * self.width)

    def start(self) -> int:
        return sum(self.unit(c, self.demand) for c in COLORS)

    def way(self, name: str, amount: int) -> int:
        if name == "life":
            return self.unit("life")  # counted in payments of 2 life
        if name in COLORS:
            return self.unit("total") - self.unit(name)  # one more of that color
        return self.unit("total", amount) + self.unit(name, amount)

    def unpack(self, state: int) -> tuple[int, ...]:
        """(life payments, generic, C, S, W, U, B, R, G)."""
        w, d = self.width, self.demand
        if w == 8:  # one byte a field: let int.to_bytes split them
            s, c, generic, g, r, b, u, white, _, life = state.to_bytes(10, "little")
        else:
            mask = (1 << w) - 1
            s, c, generic, g, r, b, u, white, _, life = (
                (state >> (i * w)) & mask for i in range(len(_ANN_ORDER)))
        return (life, generic, c, s, d - white, d - u, d - b, d - r, d - g)


_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _spoken(items: list[str]) -> str:
    """``["W", "U", "B"]`` as "W, U and B"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# --------------------------------------------------------------------------- results

# An announced cost's counts, in the order of Announcement's key: life payments, generic,
# C, S, then W U B R G.
_KEY_FIELDS = ("life", "generic", "C", "S", *COLORS)


class Announcement:
    """One way to announce a cost (601.2b): the nonhybrid equivalent cost and the life it pays.

    ``cost`` is printed canonically: one generic number, then {C}, {S}, then W U B R G;
    ``{0}`` when no mana remains. Announcements are values: equal when cost and life are,
    hashable, immutable. ``Announcement("{1}{B}{B}", 0)`` builds one by hand.

        >>> from mtgrules.payment import announcements
        >>> a = announcements("{2/W}{B/P}", life=20)[-1]
        >>> a, a.counts()["generic"]
        (Announcement(cost='{2}', life=2), 2)
    """

    __slots__ = ("_state", "_layout", "_key", "_cost")
    _state: int | None                   # packed by the DP (None when built by hand)
    _layout: _AnnouncementLayout
    _key: tuple[int, ...] | None         # (life payments, generic, C, S, W, U, B, R, G)
    _cost: ManaCost | None

    def __init__(self, cost: ManaCost | str, life: int) -> None:
        parsed = cost if isinstance(cost, ManaCost) else parse_cost(checks.text(
            cost, "cost", error=ManaCostError, example="{1}{W}"))
        payments, odd = divmod(checks.whole_number(life, "life"), LIFE_PER_PHYREXIAN)
        if odd:
            raise ManaCostError("life={life}: Phyrexian symbols are paid 2 life at a time (107.4f)",
                                life=life)
        key = (payments, *_nonhybrid_counts(parsed))
        _set(self, "_key", key)
        _set(self, "_cost", _cost_from_key(key))
        _set(self, "_state", None)

    @classmethod
    def _packed(cls, state: int, layout: _AnnouncementLayout) -> Announcement:
        self = _new(cls)
        _set(self, "_state", state)
        _set(self, "_layout", layout)
        _set(self, "_key", None)
        _set(self, "_cost", None)
        return self

    @classmethod
    def _from_key(cls, key: tuple[int, ...]) -> Announcement:
        self = _new(cls)
        _set(self, "_state", None)
        _set(self, "_key", key)
        _set(self, "_cost", None)
        return self

    @property
    def key(self) -> tuple[int, ...]:
        """(life payments, generic, C, S, W, U, B, R, G): what this announcement is."""
        key = self._key
        if key is None:
            assert self._state is not None  # only hand-made announcements lack a state
            key = self._layout.unpack(self._state)
            _set(self, "_key", key)
        return key

    @property
    def cost(self) -> ManaCost:
        """The announced nonhybrid cost, canonically ordered."""
        cost = self._cost
        if cost is None:
            state = self._state
            if state is not None and self._layout.width == 8:  # straight from the packed bytes
                cost = _cost_from_bytes(state, self._layout.demand)
            else:
                cost = _cost_from_key(self.key)
            _set(self, "_cost", cost)
        return cost

    @property
    def life(self) -> int:
        """The life this announcement pays (2 per Phyrexian symbol paid with life)."""
        if self._state is not None:
            return (self._state >> self._layout.life_shift) * LIFE_PER_PHYREXIAN
        return self.key[0] * LIFE_PER_PHYREXIAN

    def counts(self) -> dict[str, int]:
        """How much of each kind the announced cost asks for: generic, C, S, W, U, B, R, G."""
        return dict(zip(_KEY_FIELDS[1:], self.key[1:]))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Announcement):
            return NotImplemented
        return self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("an Announcement is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("an Announcement is immutable")

    def __str__(self) -> str:
        """The announcement as a player says it: the cost, then the life it pays.

            >>> from mtgrules.payment import announcements
            >>> [str(a) for a in announcements("{1}{B/P}{B/P}")]
            ['{1}{B}{B} paying no life', '{1}{B} paying 2 life', '{1} paying 4 life']
        """
        return f"{self.cost} paying {self.life or 'no'} life"

    def __repr__(self) -> str:
        return f"Announcement(cost={str(self.cost)!r}, life={self.life})"

    def _repr_html_(self) -> str:
        from ..mana.html import cost_html

        life = f" and {self.life} life" if self.life else ""
        return cost_html(self.cost) + life


_new = object.__new__
_set = object.__setattr__  # the one way Announcement's slots are filled (each once)


def _nonhybrid_counts(cost: ManaCost) -> tuple[int, ...]:
    counts = dict.fromkeys(_KEY_FIELDS[1:], 0)
    for s in cost.symbols:
        if s.kind is Kind.GENERIC:
            counts["generic"] += s.amount
        elif s.kind is Kind.COLORLESS:
            counts["C"] += 1
        elif s.kind is Kind.SNOW:
            counts["S"] += 1
        elif s.kind is Kind.COLORED:
            counts[s.colors] += 1
        else:
            raise ManaCostError("{symbol} is not in an announced cost: an announcement has no X, "
                                "hybrid or Phyrexian symbols (601.2b)", symbol=s.text)
    return tuple(counts.values())


def _cost_from_bytes(state: int, demand: int) -> ManaCost:
    """The cost of a packed announcement whose fields are one byte each (see _ANN_ORDER)."""
    s, c, generic, g, r, b, u, w, _, _ = state.to_bytes(10, "little")
    texts = _BYTE_TEXTS.get(demand) or _byte_texts(demand)
    tc, ts, tw, tu, tb, t_r, tg = texts
    text = "".join((_GENERIC_TEXT[generic] if generic else "", tc[c], ts[s], tw[w], tu[u], tb[b],
                    t_r[r], tg[g]))
    return _new_cost(text) if text else _ZERO


_BYTE_TEXTS: dict[int, tuple[list[str], ...]] = {}
""":func:`_byte_texts` by demand, for the few demands seen (a dict look-up is what an
announcement's cost can afford: this runs once per announcement printed)."""


def _byte_texts(demand: int) -> tuple[list[str], ...]:
    """For each field of a one-byte-a-field announcement (C, S, then the colors, which are
    stored as ``demand`` minus their count), the text of every value the byte can hold."""
    plain = [[f"{{{body}}}" * n for n in range(256)] for body in "CS"]
    colors = [[f"{{{body}}}" * (demand - v) if v <= demand else "" for v in range(256)]
              for body in COLORS]
    texts = (*plain, *colors)
    if len(_BYTE_TEXTS) >= 128:
        _BYTE_TEXTS.pop(next(iter(_BYTE_TEXTS)))
    _BYTE_TEXTS[demand] = texts
    return texts


def _cost_from_key(key: tuple[int, ...]) -> ManaCost:
    _, generic, c, s, w, u, b, r, g = key
    if max(c, s, w, u, b, r, g) < _RUN_CACHE:  # the usual case: texts built in advance
        tc, ts, tw, tu, tb, t_r, tg = _TEXTS
        text = tc[c] + ts[s] + tw[w] + tu[u] + tb[b] + t_r[r] + tg[g]
    else:
        text = "".join(f"{{{body}}}" * n for body, n in zip("CS" + COLORS, (c, s, w, u, b, r, g)))
    if generic:
        text = f"{{{generic}}}" + text
    return ManaCost._trusted(None, text) if text else _ZERO  # symbols parsed if asked for


_RUN_CACHE = 64
# the text of runs of 0..63 equal symbols, for C, S, W, U, B, R, G in that order
_TEXTS = tuple([f"{{{body}}}" * n for n in range(_RUN_CACHE)] for body in "CS" + COLORS)
_ZERO = parse_cost("{0}")
_GENERIC_TEXT = [f"{{{n}}}" for n in range(256)]
_new_cost = _bind(ManaCost._trusted, None)  # a cost known by its text alone


@dataclass(frozen=True, slots=True, order=True)
class Spend:
    """One way a pool and life pay a cost (601.2h).

    ``mana`` is the mana that leaves the pool (WUBRGC order, e.g. "WWG"), ``snow`` the part of
    it that came from snow sources, ``life`` the life paid. Two spends are the same when all
    three are.

        >>> from mtgrules.payment import spends
        >>> from mtgrules.mana import ManaPool
        >>> spends("{S}", ManaPool("W", snow="G"))
        [Spend(mana='G', snow='G', life=0)]
    """

    life: int
    mana: str
    snow: str = ""

    def __str__(self) -> str:
        """The spend as a player says it: the mana that leaves the pool, then the life.

            >>> str(Spend(life=0, mana="WU")), str(Spend(life=4, mana=""))
            ('W and U from the pool, no life', 'no mana from the pool, 4 life')
            >>> str(Spend(life=2, mana="WGG", snow="G"))
            'W, G and G from the pool (one G from a snow source), 2 life'
            >>> str(Spend(life=0, mana="G", snow="G"))
            'G from a snow source, no life'
        """
        taken = _spoken(list(self.mana)) if self.mana else "no mana"
        where = "a snow source" if len(self.snow) == 1 else "snow sources"
        if not self.snow:
            taken += " from the pool"
        elif self.snow == self.mana:
            taken += f" from {where}"
        else:
            from_snow = _spoken([f"{_NUMBER_WORDS.get(n, n)} {letter}"
                                 for letter, n in Counter(self.snow).items()])
            taken += f" from the pool ({from_snow} from {where})"
        return f"{taken}, {self.life or 'no'} life"

    def __repr__(self) -> str:
        snow = f", snow={self.snow!r}" if self.snow else ""
        return f"Spend(mana={self.mana!r}{snow}, life={self.life})"

    def _repr_html_(self) -> str:
        from ..mana.html import mana_html

        life = f" and {self.life} life" if self.life else ""
        return mana_html(self.mana, self.snow) + life


