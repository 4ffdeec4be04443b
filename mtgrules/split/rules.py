"""Split cards: their characteristics in and out of the stack, under the current rules (709)
and under the rules before Amonkhet (old 708, in force until 2017-04-27).

    >>> import mtgrules as mr
    >>> ww = mr.card("Wax // Wane")
    >>> ask(ww, "mana value"), ask(ww, "mana value", rules="2016-06-01")
    ((2,), (1, 1))
    >>> matches(ww, "mana value", 2), matches(ww, "mana value", 2, rules="2016-06-01")
    (True, False)

Current rules: off the stack a split card's characteristics are its halves' combined (709.4):
one mana cost, its colors and mana value (709.4b), every card type of either half (709.4c),
and two names, either of which matches a chosen name (709.4a). On the stack only the half
cast exists (709.3b); a fused split spell has both halves combined (709.4d).

Old rules: off the stack a split card had two sets of characteristics, so a question got two
answers (old 708.5); a comparison was "yes" if either half said yes (old 708.6a), a negative
comparison is the opposite of the positive one (old 708.6b: ``not matches(...)``), several
characteristics were each compared on their own (old 708.6c: ``all(matches(...) ...)``), and
a number used without a comparison was the two answers' sum (old 708.5a,
:func:`mana_value_used`). A fused split spell had both sets of characteristics and one
mana value, the total (old 702.101b).

Aftermath cards are split cards for all of this (709); Rooms too, and on the battlefield a
Room shows only its unlocked halves (709.5, from 2024-09-17). A split card whose halves are
instants or sorceries can't be on the battlefield, so ``zone="battlefield"`` is refused for it.
Naming: in every version the library models (2013 on) a player names one half, and a card
has the chosen name if either of its names is it. The older ruling that a split card must
be named by both halves (an Invasion-era Simplified Chinese FAQ on split cards) can't be
dated from the sources, so it is not modeled.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Literal, get_args

from ..cards import SPLIT_LAYOUTS, CardLabel
from ..editions import RulesArg, in_force, rules_change, rules_date
from .. import checks
from ..checks import excerpt
from ..errors import ChoiceError, NumberError, RulesDateError
from ..i18n import N_
from ..mana.cost import COLORS, TYPE_NAMES, Kind, ManaCost, parse_cost
from ..costs import ZONES, Zone

if TYPE_CHECKING:
    import pandas as pd

Characteristic = Literal["name", "mana cost", "mana value", "colors", "types"]
CHARACTERISTICS: tuple[Characteristic, ...] = get_args(Characteristic)
"""The characteristics :func:`ask` and :func:`matches` know."""


FUSE_CARDS: frozenset[str] = frozenset({
    "Alive // Well", "Armed // Dangerous", "Beck // Call", "Breaking // Entering",
    "Catch // Release", "Down // Dirty", "Far // Away", "Flesh // Blood", "Give // Take",
    "Profit // Loss", "Protect // Serve", "Ready // Willing", "Toil // Trouble",
    "Turn // Burn", "Wear // Tear",
})
"""The split cards with fuse (702.102), which may be cast as a fused split spell ("both")."""

_COLOR_WORDS = {TYPE_NAMES[c]: c for c in COLORS}  # "white" -> "W"

# The order colors are printed in on a card with several (e.g. {G}{W}, {U}{R}, {W}{B}{G}):
# card data, used to print a combined mana cost the way the 709.4b examples do.
_PRINTED_ORDERS = (
    "W U B R G WU UB BR RG GW WB UR BG RW GU WUB UBR BRG RGW GWU WBG URW BGU RWB GUR "
    "WUBR UBRG BRGW RGWU GWUB WUBRG"
).split()
_PRINTED = {frozenset(order): order for order in _PRINTED_ORDERS}


def _card_types() -> tuple[str, ...]:
    from ..cards import CARD_TYPES

    return CARD_TYPES


def _as_card(card: Any) -> Any:
    if isinstance(card, str):
        from ..cards import card as lookup

        return lookup(card)
    if not all(hasattr(card, a) for a in ("name", "layout", "mana_cost", "types", "faces")):
        raise ChoiceError("{card} is not a card: pass mr.card('<name>') or a card name",
                          card=excerpt(card))
    return card


def _halves(card: Any) -> tuple[Any, ...] | None:
    if card.layout in SPLIT_LAYOUTS and len(card.faces) >= 2:
        return tuple(card.faces)
    if card.faces:
        raise ChoiceError(
            "{card!r} has layout {layout!r}: ask and matches cover split cards (layouts {layouts}, "
            "rule 709) and single-faced cards",
            card=card.name, layout=card.layout, layouts=', '.join(SPLIT_LAYOUTS)
        )
    return None


def has_fuse(card: Any) -> bool:
    """Whether a split card has fuse (702.102), so it can be cast as a fused split spell."""
    card = _as_card(card)
    return card.name in FUSE_CARDS or "fuse" in (getattr(card, "text", "") or "").lower()


_WHOLE_IN_ZONE = {
    "hand": N_("in the hand a split card is the whole card, not one half: a half is chosen only "
               "for a spell on the stack (the half cast, 709.3b) or for a Room on the "
               "battlefield (its unlocked halves, 709.5)"),
    "library": N_("in the library a split card is the whole card, not one half: a half is chosen "
                  "only for a spell on the stack (the half cast, 709.3b) or for a Room on the "
                  "battlefield (its unlocked halves, 709.5)"),
    "graveyard": N_("in the graveyard a split card is the whole card, not one half: a half is "
                    "chosen only for a spell on the stack (the half cast, 709.3b) or for a Room "
                    "on the battlefield (its unlocked halves, 709.5)"),
    "exile": N_("in exile a split card is the whole card, not one half: a half is chosen only "
                "for a spell on the stack (the half cast, 709.3b) or for a Room on the "
                "battlefield (its unlocked halves, 709.5)"),
    "command": N_("in the command zone a split card is the whole card, not one half: a half is "
                  "chosen only for a spell on the stack (the half cast, 709.3b) or for a Room on "
                  "the battlefield (its unlocked halves, 709.5)"),
}
"""Off the stack and the battlefield, a split card is the whole card: the message per zone."""


def _half_choices(card: Any, names: list[str], zone: str) -> tuple[str, dict[str, str]]:
    """The halves a learner may choose: which ending of the message ("A or B", "A, B or both",
    "A, B or both (cast fused)") and its fields, the halves' names (``first`` is every half
    but the last, ``last`` the last one).

    >>> _half_choices(_as_card("Wear // Tear"), ["Wear", "Tear"], "stack")
    ('fused', {'first': 'Wear', 'last': 'Tear'})
    """
    halves = {"first": ", ".join(names[:-1]), "last": names[-1]}
    if card.layout == "room" and zone == "battlefield":
        return "both", halves
    if has_fuse(card):
        return "fused", halves
    return "or", halves


def _never_on_battlefield(card: Any) -> str:
    """Why a split card can't be on the battlefield, in the game's words (304.4, 307.4), and
    the zones to choose instead: the message, with the field ``card``.

    >>> _never_on_battlefield(_as_card("Destined // Lead"))[:50]
    '{card} is an instant and sorcery card, and instant'
    """
    types = set(card.types)
    if types == {"Instant"}:
        return N_("{card} is an instant card, and an instant is never on the battlefield "
                  "(304.4): choose hand, library, graveyard, exile, the stack or the command zone")
    if types == {"Sorcery"}:
        return N_("{card} is a sorcery card, and a sorcery is never on the battlefield (307.4): "
                  "choose hand, library, graveyard, exile, the stack or the command zone")
    if types == {"Instant", "Sorcery"}:
        return N_("{card} is an instant and sorcery card, and instants and sorceries are never "
                  "on the battlefield (304.4, 307.4): choose hand, library, graveyard, exile, "
                  "the stack or the command zone")
    return N_("{card} is not a permanent card, so it is never on the battlefield (110.4): "
              "choose hand, library, graveyard, exile, the stack or the command zone")


def _check_characteristic(characteristic: object) -> Characteristic:
    return checks.choice(characteristic, "characteristic", CHARACTERISTICS)


def _check_zone(zone: object) -> Zone:
    return checks.choice(zone, "zone", ZONES)


def _printed_cost(costs: list[ManaCost]) -> str:
    """Costs combined into one, printed with one generic number then colors in card order."""
    symbols = [s for cost in costs for s in cost.symbols]
    if not symbols:
        return ""
    generic = sum(s.amount for s in symbols if s.kind is Kind.GENERIC)
    variables = [str(s) for s in symbols if s.kind is Kind.VARIABLE]
    colorless = [str(s) for s in symbols if s.kind in (Kind.COLORLESS, Kind.SNOW)]
    colored = [s for s in symbols if s.colors]
    order = _PRINTED.get(frozenset(c for s in colored for c in s.colors), COLORS)
    colored.sort(key=lambda s: min(order.index(c) for c in s.colors))  # stable within a color
    has_rest = variables or colorless or colored
    head = f"{{{generic}}}" if generic or not has_rest else ""
    return head + "".join(variables) + "".join(colorless) + "".join(str(s) for s in colored)


def _one(face: Any, characteristic: Characteristic, x: int) -> Any:
    """One object's (a half's or a whole single-faced card's) answer."""
    if characteristic == "name":
        return face.name
    if characteristic == "mana cost":
        return str(face.mana_cost)
    if characteristic == "mana value":
        return face.mana_cost.mana_value(x=x)
    if characteristic == "colors":
        return face.colors
    return " ".join(face.types)


def _combined(faces: tuple[Any, ...], characteristic: Characteristic, x: int) -> tuple[Any, ...]:
    """The halves' characteristics combined (709.4): one answer, or two names (709.4a)."""
    if characteristic == "name":
        return tuple(f.name for f in faces)  # 709.4a
    if characteristic == "mana cost":
        return (_printed_cost([f.mana_cost for f in faces]),)  # 709.4b
    if characteristic == "mana value":
        return (sum(f.mana_cost.mana_value(x=x) for f in faces),)  # 709.4b
    if characteristic == "colors":
        return ("".join(c for c in COLORS if any(c in f.colors for f in faces)),)  # 709.4b
    types: dict[str, None] = {}
    for f in faces:
        types.update(dict.fromkeys(f.types))  # 709.4c
    return (" ".join(types),)


def ask(card: Any, characteristic: Characteristic, *, zone: str = "hand", half: str | None = None,
        rules: RulesArg = "current", x: int = 0) -> tuple[Any, ...]:
    """The answers ``card`` gives when asked for ``characteristic`` (709; old 708.5).

    ``characteristic`` is one of :data:`CHARACTERISTICS`; answers are names, mana costs as
    braces text, mana values (ints), colors (WUBRG strings) and card types (space-separated
    strings such as "Instant Sorcery"). ``zone`` is one of :data:`~mtgrules.costs.ZONES`.
    On the stack ``half`` names the half cast, or "both" for a fused split spell (fuse
    cards only, 702.102); ``x`` is the X announced for it. On the battlefield a Room's
    ``half`` names its unlocked half ("both", or None for neither; 709.5). Elsewhere ``half``
    must be None.

    Current rules: one answer off the stack (709.4b, 709.4c) except "name", which gives both
    names (709.4a); on the stack the cast half's answer (709.3b), both combined if fused
    (709.4d). Before 2017-04-28: two answers off the stack, one per half (old 708.5); a
    fused spell gives two answers, except its mana value, the total (old 702.101b). A
    single-faced card gives one answer.

    Raises :class:`~mtgrules.ChoiceError` for an unknown characteristic, zone or half (the
    message lists the halves and "both"), :class:`~mtgrules.RulesDateError` for a bad
    ``rules=``, :class:`~mtgrules.NumberError` for a bad ``x``.
    """
    card = _as_card(card)
    _check_characteristic(characteristic)
    _check_zone(zone)
    rules_date(rules)
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise NumberError("X is a whole number 0 or more (107.1, 107.3), not {x}", x=excerpt(x))
    x = x if zone == "stack" else 0  # 107.3g
    faces = _halves(card)
    if faces is None:
        if half is not None:
            raise ChoiceError("{half} is not a half: {card} is not a split card, so it has no "
                              "halves to choose (ask about the whole card)",
                              half=excerpt(half), card=card.name)
        return (_one(card, characteristic, x),)
    names = [f.name for f in faces]
    if half is not None and half not in names and half != "both":
        ending, halves = _half_choices(card, names, zone)
        not_a_half = {"or": N_("{half} is not a half of {card}: choose {first} or {last}"),
                      "both": N_("{half} is not a half of {card}: choose {first}, {last} or "
                                 "both"),
                      "fused": N_("{half} is not a half of {card}: choose {first}, {last} or "
                                  "both (cast fused)")}
        raise ChoiceError(not_a_half[ending], half=excerpt(half), card=card.name, **halves)
    old = not in_force("split-combined", rules)
    if zone == "stack":
        if half is None:
            ending, halves = _half_choices(card, names, zone)
            which = {"or": N_("on the stack only the half that was cast exists (709.3b): choose "
                              "which half was cast: {first} or {last}"),
                     "fused": N_("on the stack only the half that was cast exists (709.3b): "
                                 "choose which half was cast: {first}, {last} or both (cast "
                                 "fused)")}
            raise ChoiceError(which[ending], **halves)
        if half == "both":
            if not has_fuse(card):
                raise ChoiceError(
                    "only a split card with fuse can be cast as both halves (702.102a), and "
                    "{card} has no fuse: choose which half was cast: {first} or {last}",
                    card=card.name, first=", ".join(names[:-1]), last=names[-1]
                )
            if old:
                if characteristic == "mana value":
                    return (sum(f.mana_cost.mana_value(x=x) for f in faces),)  # old 702.101b
                return tuple(_one(f, characteristic, x) for f in faces)  # old 708.5
            return _combined(faces, characteristic, x)  # 709.4d
        return (_one(faces[names.index(half)], characteristic, x),)  # 709.3b
    if zone == "battlefield":
        return _on_battlefield(card, faces, names, characteristic, half, rules)
    if half is not None:
        raise ChoiceError(_WHOLE_IN_ZONE[zone])
    if old:
        return tuple(_one(f, characteristic, x) for f in faces)  # old 708.2, 708.5
    return _combined(faces, characteristic, x)  # 709.4


def _on_battlefield(card: Any, faces: tuple[Any, ...], names: list[str], characteristic: Characteristic,
                    half: str | None, rules: RulesArg) -> tuple[Any, ...]:
    if card.layout != "room":
        if not getattr(card, "is_permanent", False):
            raise ChoiceError(_never_on_battlefield(card), card=CardLabel(card.name))
        if half is not None:
            raise ChoiceError("only a Room has halves on the battlefield (its unlocked halves, "
                              "709.5): {card} is there as the whole card", card=card.name)
        return _combined(faces, characteristic, 0)
    if not in_force("rooms", rules):
        change = rules_change("rooms")
        raise RulesDateError(
            "Rooms on the battlefield follow rule 709.5, in force from {effective}: choose the "
            "current rules or a date from then on", effective=change.effective.isoformat()
        )
    unlocked = faces if half == "both" else () if half is None else (faces[names.index(half)],)
    if characteristic == "types":
        return _combined(faces, "types", 0)  # 709.5a: the shared type line
    if characteristic == "name":
        return tuple(f.name for f in unlocked)  # 709.5: a locked half has no name
    if not unlocked:
        return {"mana cost": ("",), "mana value": (0,), "colors": ("",)}[characteristic]
    return _combined(unlocked, characteristic, 0)


def _cost_key(cost: ManaCost) -> tuple[int, Counter[tuple[Kind, str, int, str]]]:
    generic = sum(s.amount for s in cost.symbols if s.kind is Kind.GENERIC)
    rest: Counter[tuple[Kind, str, int, str]] = Counter(
        (s.kind, s.colors, s.amount, s.variable)
        for s in cost.symbols if s.kind is not Kind.GENERIC)
    return generic, rest


def _predicate(characteristic: Characteristic, value: Any) -> Callable[[Any], bool]:
    if callable(value):
        return lambda answer: bool(value(answer))
    if characteristic == "name":
        if not isinstance(value, str):
            raise ChoiceError("a name to compare is text, such as a half's name, not {value}",
                              value=excerpt(value))
        wanted = value.strip().casefold()
        return lambda answer: answer.casefold() == wanted
    if characteristic == "mana cost":
        key = _cost_key(value if isinstance(value, ManaCost) else parse_cost(value))
        return lambda answer: _cost_key(parse_cost(answer)) == key
    if characteristic == "mana value":
        if isinstance(value, bool) or not isinstance(value, int):
            raise NumberError("a mana value to compare is a whole number 0 or more, such as 2, "
                              "not {value}", value=excerpt(value))
        return lambda answer: answer == value
    if characteristic == "colors":
        letters = _color_letters(value)
        if not letters:
            return lambda answer: answer == ""  # "is it colorless?"
        return lambda answer: all(c in answer for c in letters)
    wanted_types = _type_words(value)
    return lambda answer: all(t in answer.split() for t in wanted_types)


def _color_letters(value: Any) -> str:
    if not isinstance(value, str):
        raise ChoiceError("a color to compare is a letter such as R or a word such as red, not "
                          "{value}", value=excerpt(value))
    word = value.strip().lower()
    if word in _COLOR_WORDS:
        return _COLOR_WORDS[word]
    if word == "colorless":
        return ""
    bad = [c for c in value.upper() if c not in COLORS]
    if bad:
        raise ChoiceError(
            "{value} is not a color: type letters from W U B R G (R asks \"is it red?\"), a color "
            "word such as red, or colorless", value=excerpt(value)
        )
    return value.upper()


def _type_words(value: Any) -> list[str]:
    if not isinstance(value, str) or not value.split():
        raise ChoiceError("a card type to compare is a word such as Instant, not {value}",
                          value=excerpt(value))
    known = {t.lower(): t for t in _card_types()}
    words = []
    for word in value.split():
        if word.lower() not in known:
            raise ChoiceError("unknown card type {word}: expected one of {types}",
                              word=excerpt(word), types=', '.join(_card_types()))
        words.append(known[word.lower()])
    return words


def matches(card: Any, characteristic: Characteristic, value: Any, *, zone: str = "hand",
            half: str | None = None, rules: RulesArg = "current", x: int = 0) -> bool:
    """The one yes/no answer a positive or relative comparison gets (709.4a; old 708.6a).

    ``value`` is what the card is compared with: a name; a mana cost (braces text, compared
    as mana, so "{2}{U}{R}" matches Fire // Ice's combined cost); a mana value; colors
    ("R" asks "is it red?", "WG" "is it white and green?", "" or "colorless" "is it
    colorless?"); card types ("Instant" asks "is it an instant?"). It may also be a
    predicate on one answer, e.g. ``lambda mv: mv <= 4``. The answer is yes if any of the
    card's answers (:func:`ask`) passes: one of its two names (709.4a), or, under the rules
    before 2017-04-28, either half (old 708.6a). A negative comparison ("a different name")
    is ``not matches(...)`` (old 708.6b); several characteristics are each compared on their
    own and all must pass (old 708.6c). Other arguments as for :func:`ask`.
    """
    answers = ask(card, characteristic, zone=zone, half=half, rules=rules, x=x)
    # old 708.6c: several values (two colors, two types) are each compared on their own, and
    # may be found on different halves; with one combined answer (709.4) this changes nothing
    tests = [_predicate(characteristic, part) for part in _separate_values(characteristic, value)]
    return all(any(test(answer) for answer in answers) for test in tests)


def _separate_values(characteristic: Characteristic, value: Any) -> list[Any]:
    """The values a comparison checks one by one: "WG" is "white" and "green" (old 708.6c)."""
    if callable(value):
        return [value]
    if characteristic == "colors":
        return list(_color_letters(value)) or [value]  # "" / "colorless" stays one question
    if characteristic == "types":
        return _type_words(value)
    return [value]


def is_multicolored(card: Any, *, zone: str = "hand", half: str | None = None,
                    rules: RulesArg = "current") -> bool:
    """Whether the card (or the spell, on the stack) is two or more colors (105.4, 202.2c).

    Off the stack a split card whose halves have different colors is multicolored under
    every version (709.4b; old 708.3); on the stack only the half cast counts (709.3b), both
    halves for a fused spell (709.4d; old 708.3).
    """
    answers = ask(card, "colors", zone=zone, half=half, rules=rules)
    return len(set("".join(answers))) >= 2


def mana_value_used(card: Any, *, zone: str = "hand", half: str | None = None,
                    rules: RulesArg = "current", x: int = 0) -> int:
    """The mana value an effect uses as a number, without comparing it (old 708.5a; 709.4b).

    Infernal Genesis milling Assault // Battery makes 5 tokens in both versions: now its one
    mana value is 5; before 2017-04-28 the two answers 1 and 4 were added.
    """
    return sum(ask(card, "mana value", zone=zone, half=half, rules=rules, x=x))


def split_table(card: Any, *, versions: tuple[RulesArg, ...] = ("current", "2016-06-01"),
                zone: str = "hand", half: str | None = None) -> pd.DataFrame:
    """A pandas DataFrame comparing rules versions: one row per characteristic, one column
    per version in ``versions``, each cell the answers of :func:`ask` joined by " / ".

    The table is the library's English: its row labels, column titles and values (colors as
    WUBRG letters, card types as the card prints them). The same table in Chinese, with card
    types and colors in words, is ``widgets.split_cards.split_table(card, ..., lang=...)``."""
    import pandas as pd

    card = _as_card(card)
    if isinstance(versions, (str, bytes)) or not isinstance(versions, (tuple, list)):
        raise RulesDateError("versions={versions}: expected a tuple of rules versions such as "
                             "('current', '2016-06-01')", versions=excerpt(versions))
    columns = {}
    for version in versions:
        day = rules_date(version).isoformat()
        label = f"current ({day})" if version == "current" else f"rules of {day}"
        columns[label] = [
            " / ".join(str(a) for a in ask(card, ch, zone=zone, half=half, rules=version))
            for ch in CHARACTERISTICS
        ]
    return pd.DataFrame(columns, index=pd.Index(CHARACTERISTICS, name="characteristic"))
