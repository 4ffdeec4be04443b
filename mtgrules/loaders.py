"""Reading card files: MTGJSON AtomicCards, Scryfall oracle cards, and this project's own format."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from .abilities import ManaAbility, StaticEffect
from .cards import COMBINED_LAYOUTS, Card, CardDatabase, Layout, assemble_card, check_layout
from .checks import excerpt, shown
from .errors import CardDataError, RulesInputError
from .mana import ManaCost, parse_cost
from .rules_text import abilities_from_text

__all__ = ["card_from_record", "load_cards"]

_MESSAGE_PART = 200


def _cut(message: str, limit: int = _MESSAGE_PART) -> str:
    return message if len(message) <= limit else message[:limit - 1] + "…"


# --------------------------------------------------------------------------------------
# Fields of an entry


def _text_field(record: Mapping[str, Any], key: str, here: str) -> str:
    """The text in field ``key`` ("" when absent or null)."""
    value = record.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise CardDataError(f"{here}: {key!r} must be text, got {shown(value)}")
    return value


def _list_field(record: Mapping[str, Any], key: str, here: str) -> list[Any]:
    """The list in field ``key`` ([] when absent or null)."""
    value = record.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise CardDataError(f"{here}: {key!r} must be a list, got {shown(value)}")
    return value


# --------------------------------------------------------------------------------------
# This project's format (what Card.to_dict writes)


def card_from_record(record: Mapping[str, Any], *, where: str = "") -> Card:
    """Build a :class:`~mtgrules.cards.Card` from a record of the bundled-file format.

    Every field is checked; a malformed record raises CardDataError naming the card and field.

    >>> card_from_record({"name": "Shock", "mana_cost": "{R}", "type_line": "Instant"}).colors
    'R'
    >>> card_from_record({"name": "Shock", "type_line": "Instant", "text": 5})
    Traceback (most recent call last):
    ...
    mtgrules.errors.CardDataError: card 'Shock': 'text' must be text, got 5
    """
    return _card(record, where, None, None)


def _card(record: Any, where: str, face_of: str | None, layout: Layout | None) -> Card:
    if not isinstance(record, Mapping):
        raise CardDataError(f"card record{where}: expected an object, got {shown(record)}")
    name = record.get("name")
    if name is None:
        raise CardDataError(f"card record{where}: missing 'name'")
    if not isinstance(name, str):
        raise CardDataError(f"card record{where}: 'name' must be text, got {shown(name)}")
    if not name.strip():
        raise CardDataError(f"card record{where}: 'name' is blank ({shown(name)})")
    here = f"card {excerpt(face_of)}, face {excerpt(name)}" if face_of else f"card {excerpt(name)}"
    if layout is None:
        raw_layout = record.get("layout")
        layout = "normal" if raw_layout is None else check_layout(raw_layout, f"{here}: layout",
                                                                  error=CardDataError)
    type_line = _text_field(record, "type_line", here)
    text = _text_field(record, "text", here)
    raw_cost = _text_field(record, "mana_cost", here)
    indicator = _text_field(record, "color_indicator", here)
    if any(c not in "WUBRG" for c in indicator):
        raise CardDataError(f"{here}: 'color_indicator' must be color letters such as \"U\", "
                            f"got {shown(indicator)}")
    faces_data = _list_field(record, "faces", here)
    if face_of is not None and faces_data:
        raise CardDataError(f"{here}: a face can't have 'faces' of its own")
    if layout in COMBINED_LAYOUTS and not faces_data and face_of is None:
        article = "an" if layout[0] in "aeiou" else "a"
        raise CardDataError(f"{here}: {article} {layout} card needs its 'faces'")
    faces = tuple(_card(face, f" (face {i} of {excerpt(name)})", name, layout)
                  for i, face in enumerate(faces_data))
    abilities = tuple(ManaAbility.from_dict(a, f"{here}: mana_abilities[{i}]")
                      for i, a in enumerate(_list_field(record, "mana_abilities", here)))
    statics = tuple(StaticEffect.from_dict(s, f"{here}: statics[{i}]")
                    for i, s in enumerate(_list_field(record, "statics", here)))
    known = record.get("abilities_known", True)
    if known is not True and known is not False:
        raise CardDataError(f"{here}: 'abilities_known' must be true or false, got {shown(known)}")
    cost: ManaCost | None = None
    if not faces:  # a multi-face card's cost comes from its faces
        try:
            cost = parse_cost(raw_cost)
        except RulesInputError as exc:
            raise CardDataError(f"{here}: its mana cost can't be read: {_cut(str(exc))}") from None
        except ValueError:  # Python refuses to read an integer of thousands of digits
            raise CardDataError(f"{here}: its mana cost can't be read: a number in it is too "
                                f"large ({len(raw_cost):,} characters)") from None
    return assemble_card(name, layout, mana_cost=cost, type_line=type_line, faces=faces,
                         text=text, mana_abilities=abilities, statics=statics,
                         color_indicator=indicator, abilities_known=known)


# --------------------------------------------------------------------------------------
# The file and the other formats


def load_cards(path: str | Path, *, strict: bool = False) -> CardDatabase:
    """Read cards from a JSON file: MTGJSON AtomicCards, Scryfall oracle-cards, or the bundled format.

    Costs, types, layouts and faces are read; mana abilities are read from the oracle text
    for the common templates (see :func:`mtgrules.rules_text.abilities_from_text`). A mana ability in any other wording makes
    the card's ``abilities_known`` False (it is kept, with ``adds="unknown"``). Entries that
    can't be read (e.g. an Un-set half-mana cost outside rule 107.1) are skipped and listed
    in ``db.skipped`` unless ``strict=True``, which raises CardDataError for the first one.
    """
    p = Path(path)
    try:
        raw = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(f"can't read card file {str(p)!r}: {exc.strerror or exc}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{str(p)!r} is not JSON ({exc.msg} at line {exc.lineno})") from exc
    if isinstance(data, Mapping) and isinstance(data.get("data"), Mapping):
        records, fmt = _mtgjson_records(data["data"]), "MTGJSON"
    elif isinstance(data, Mapping) and isinstance(data.get("cards"), list):
        records, fmt = ((r, None) for r in data["cards"]), "mtgrules"
    elif isinstance(data, list):
        records, fmt = _scryfall_records(data), "Scryfall"
    else:
        raise CardDataError(
            f"{str(p)!r} is neither MTGJSON AtomicCards (an object with 'data'), a Scryfall "
            "oracle-cards list, nor the mtgrules card format (an object with 'cards')"
        )
    cards: list[Card] = []
    skipped: list[tuple[str, str]] = []
    for record, problem in records:
        name = record.get("name", "?") if isinstance(record, Mapping) else "?"
        try:
            if problem:
                raise CardDataError(f"card {name!r}: {problem}")
            cards.append(card_from_record(record))
        except CardDataError as exc:
            if strict:
                raise
            skipped.append((str(name), str(exc)))
    return CardDatabase(cards, source=f"{fmt} file {p.name}", skipped=skipped)


_SKIP_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series", "reversible_card"})
_LAYOUT_ALIASES = {"modal_dfc": "modal_dfc", "modaldfc": "modal_dfc", "double-faced": "transform"}


def _layout(layout: Any, faces: list[dict[str, Any]]) -> str:
    layout = _LAYOUT_ALIASES.get(str(layout or "normal").lower(), str(layout or "normal").lower())
    # Room cards come as "split" cards whose halves are Rooms (709.5)
    if layout == "split" and faces and all("Room" in str(f.get("type_line", "")) for f in faces):
        return "room"
    return layout


def _mtgjson_records(data: Mapping[str, Any]) -> Iterator[tuple[dict[str, Any], str | None]]:
    for name, entries in data.items():
        if not isinstance(entries, list) or not entries or not all(isinstance(e, Mapping) for e in entries):
            yield {"name": name}, "expected a list of face objects"
            continue
        first = entries[0]
        layout = str(first.get("layout") or "normal")
        if layout in _SKIP_LAYOUTS:
            continue
        multi = len(entries) > 1 or " // " in name
        if not multi:
            rec = _oracle_record(name, first.get("manaCost", ""), first.get("type", ""),
                                 first.get("text", ""), first.get("colorIndicator"))
            rec["layout"] = layout
            yield rec, None
            continue
        ordered = sorted(entries, key=lambda e: str(e.get("side", "a")))
        faces = [
            _oracle_record(e.get("faceName") or e.get("name", "?"), e.get("manaCost", ""),
                           e.get("type", ""), e.get("text", ""), e.get("colorIndicator"))
            for e in ordered
        ]
        yield _multi_record(name, layout, faces), None


def _scryfall_records(data: list[Any]) -> Iterator[tuple[dict[str, Any], str | None]]:
    for entry in data:
        if not isinstance(entry, Mapping) or "name" not in entry:
            yield {"name": "?"}, "expected a card object with a 'name'"
            continue
        layout = str(entry.get("layout") or "normal")
        if layout in _SKIP_LAYOUTS:
            continue
        faces_data = entry.get("card_faces")
        if not faces_data:
            rec = _oracle_record(entry["name"], entry.get("mana_cost", ""), entry.get("type_line", ""),
                                 entry.get("oracle_text", ""), entry.get("color_indicator"))
            rec["layout"] = layout
            yield rec, None
            continue
        faces = [
            _oracle_record(f.get("name", "?"), f.get("mana_cost", ""), f.get("type_line", ""),
                           f.get("oracle_text", ""), f.get("color_indicator"))
            for f in faces_data
        ]
        yield _multi_record(entry["name"], layout, faces), None


def _multi_record(name: str, layout: str, faces: list[dict[str, Any]]) -> dict[str, Any]:
    layout = _layout(layout, faces)
    rec: dict[str, Any] = {"name": name, "layout": layout, "faces": faces,
                           "type_line": " // ".join(f["type_line"] for f in faces)}
    if layout not in COMBINED_LAYOUTS:
        # the main face's abilities are the card's on the battlefield
        rec["mana_abilities"] = faces[0].get("mana_abilities", [])
        rec["abilities_known"] = faces[0].get("abilities_known", True)
    return rec


def _oracle_record(name: str, cost: Any, type_line: Any, text: Any, indicator: Any) -> dict[str, Any]:
    abilities, known = abilities_from_text(str(text or ""), name)
    rec: dict[str, Any] = {"name": str(name), "mana_cost": str(cost or ""),
                           "type_line": str(type_line or "")}
    if indicator:
        rec["color_indicator"] = "".join(indicator)
    if abilities:
        rec["mana_abilities"] = abilities
    if not known:
        rec["abilities_known"] = False
    return rec
