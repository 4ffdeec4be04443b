"""Reading mana abilities from a card's oracle text (the common templates only).

The loaders (:mod:`mtgrules.loaders`) turn the oracle text of each card in a full card
database into mana-ability records, the data :class:`~mtgrules.abilities.ManaAbility` is
built from. Only the usual templates are read; a mana ability in any other wording is kept
as ``{"adds": "unknown"}`` and the card is marked as not fully understood.

    >>> abilities_from_text("{T}: Add {R} or {G}.")
    ([{'adds': 'mana', 'types': 'RG', 'cost': '{T}'}], True)
    >>> abilities_from_text("Flying")
    ([], True)

The patterns are written so that the time taken grows in step with the length of the text,
whatever the text holds (a file may hold anything).
"""

from __future__ import annotations

import re
from typing import Any

from .checks import text as _text
from .errors import CardDataError
from .mana import MANA_TYPES

__all__ = ["abilities_from_text"]

_SYM = r"\{[WUBRGC]\}"
_COST_EFFECT = re.compile(r"^(?P<cost>[^:\"]+?):\s*(?P<effect>.*)$")
_ADD_FIXED = re.compile(rf"^Add (?P<syms>(?:{_SYM})+)(?P<alts>(?:,? (?:or )?(?:{_SYM})+)*)\.(?P<rest>.*)$")
_ANY_COLOR = re.compile(r"^Add one mana of any color\.(?P<rest>.*)$")
_ANY_TYPE = re.compile(r"^Add one mana of any type\.(?P<rest>.*)$")
_COULD = re.compile(
    r"^Add one mana of any (?P<what>color|type) that (?:a|an) (?P<of>land|permanent|artifact|creature)"
    r"(?: (?P<who>you control|an opponent controls))? could produce\.(?P<rest>.*)$"
)
_FOR_EACH = re.compile(rf"^Add (?P<sym>{_SYM}) for each (?P<what>creature|artifact|land|enchantment) you control\.$")
_RESTRICTION = re.compile(r"^\s*(Activate (?:this ability )?only .*)$")
_SPEND = re.compile(r"^\s*(Spend this mana only .*)$")
# a sentence that hurts you doesn't change the mana (pain lands, Ancient Tomb)
_HURT = re.compile(r"^\s*((?:CARDNAME|It) deals \d+ damage to you\.|You lose \d+ life\.)$")
# Reminder text, with the spaces before it. A match may only start where no space precedes
# (else each space of a long run would start a scan to the run's end), and the parentheses
# don't nest (else each "(" of a long run would scan to the end of the line for a ")").
_REMINDER = re.compile(r"(?<!\s)\s*\([^()]*\)")
_LOYALTY = re.compile(r"[+−-]\d+")


def abilities_from_text(text: str, name: str = "") -> tuple[list[dict[str, Any]], bool]:
    """Mana abilities (as records) read from oracle text, and whether every one was understood.

    A line "<cost>: Add ..." is a mana ability (605.1a, ignoring the target/loyalty tests).
    The templates read: "Add {G}.", "Add {R} or {G}.", "Add {C}{C}.", "Add one mana of any
    color/type.", the 106.7 "could produce" templates and "Add {G} for each creature you
    control.", each optionally followed by an activation restriction, a "Spend this mana
    only ..." rider or damage/life loss to you. Reminder text in parentheses is dropped
    first; ``name`` (the card's name in its own text) is read as "this".

    >>> abilities_from_text("{T}, Pay 1 life: Add one mana of any color.")
    ([{'adds': 'any color', 'cost': '{T}, Pay 1 life'}], True)
    >>> abilities_from_text("{T}: Add {U}. If you played a land this turn, add {B} instead.")
    ([{'adds': 'unknown', 'cost': '{T}'}], False)
    """
    _text(text, "text", error=CardDataError)
    _text(name, "name", error=CardDataError)
    abilities: list[dict[str, Any]] = []
    known = True
    for line in text.replace("\\n", "\n").splitlines():
        line = _REMINDER.sub("", line).strip()
        if name:
            line = line.replace(name, "CARDNAME")
        m = _COST_EFFECT.match(line)
        if not m or not m.group("effect").startswith("Add "):
            continue
        cost = m.group("cost").strip().replace("CARDNAME", name or "this")
        if "Loyalty" in cost or _LOYALTY.fullmatch(cost):
            continue  # loyalty abilities are never mana abilities (605.1a)
        effect = m.group("effect").strip()
        record = _read_effect(effect)
        if record is not None and "rider" in record:
            record["rider"] = record["rider"].replace("CARDNAME", name or "this")
        if record is None:
            known = False
            record = {"adds": "unknown"}
        record["cost"] = cost
        abilities.append(record)
    return abilities, known


def _read_effect(effect: str) -> dict[str, Any] | None:
    m = _ADD_FIXED.match(effect)
    if m:
        first = re.findall(r"\{([WUBRGC])\}", m.group("syms"))
        alts = re.findall(r"(?:\{[WUBRGC]\})+", m.group("alts"))
        options = [first] + [re.findall(r"\{([WUBRGC])\}", a) for a in alts]
        if any(len(set(o)) != 1 for o in options) or len({len(o) for o in options}) != 1:
            return None  # "{R}{G}" style mixes are not one of the templates read here
        rec: dict[str, Any] = {"adds": "mana", "types": "".join(
            t for t in MANA_TYPES if any(o[0] == t for o in options))}
        if len(first) != 1:
            rec["amount"] = len(first)
        return _with_rest(rec, m.group("rest"))
    m = _ANY_COLOR.match(effect)
    if m:
        return _with_rest({"adds": "any color"}, m.group("rest"))
    m = _ANY_TYPE.match(effect)
    if m:
        return _with_rest({"adds": "any type"}, m.group("rest"))
    m = _COULD.match(effect)
    if m:
        who = {"you control": "you", "an opponent controls": "opponent", None: "any"}[m.group("who")]
        return _with_rest({"adds": "could produce", "what": m.group("what"),
                           "of": m.group("of").capitalize(), "controller": who}, m.group("rest"))
    m = _FOR_EACH.match(effect)
    if m:
        return {"adds": "mana", "types": m.group("sym")[1], "per": ["permanent", m.group("what").capitalize(), "you"]}
    return None


def _with_rest(record: dict[str, Any], rest: str) -> dict[str, Any] | None:
    rest = rest.strip()
    if not rest:
        return record
    m = _RESTRICTION.match(rest)
    if m:
        record["restriction"] = m.group(1)
        return record
    m = _SPEND.match(rest) or _HURT.match(rest)
    if m:
        record["rider"] = m.group(1)
        return record
    return None  # anything else may change the mana (e.g. "instead"), so it is not read
