"""Reading card files: MTGJSON AtomicCards, Scryfall oracle cards, and this project's own format."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator, Mapping

from .abilities import BASIC_LAND_MANA, ManaAbility, StaticEffect
from .cards import COMBINED_LAYOUTS, Card, CardDatabase, _order_colors, _split_type_line, _union
from .errors import CardDataError, ManaCostError
from .mana import parse_cost
from .rules_text import abilities_from_text

__all__ = ["card_from_record", "load_cards"]


def card_from_record(record: Mapping[str, Any], *, where: str = "", is_face: bool = False) -> Card:
    """Build a :class:`Card` from a record of the bundled-file format.

    Raises CardDataError (naming the card and field) for a malformed record.
    """
    if not isinstance(record, Mapping):
        raise CardDataError(f"card record{where}: expected an object, got {type(record).__name__}")
    name = record.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError(f"card record{where}: missing 'name'")
    here = f"card {name!r}"
    layout = record.get("layout") or "normal"
    type_line = record.get("type_line") or ""
    if not isinstance(type_line, str):
        raise CardDataError(f"{here}: 'type_line' must be text, got {type_line!r}")
    faces_data = record.get("faces") or ()
    if layout in COMBINED_LAYOUTS and not faces_data and not is_face:
        raise CardDataError(f"{here}: a {layout} card needs its 'faces'")
    faces = tuple(
        card_from_record({**face, "layout": layout} if isinstance(face, Mapping) else face,
                         where=f" (face {i} of {name!r})", is_face=True)
        for i, face in enumerate(faces_data)
    )
    indicator = _order_colors(record.get("color_indicator") or "")
    abilities = tuple(
        ManaAbility.from_dict(a, f"{here}: mana_abilities[{i}]")
        for i, a in enumerate(record.get("mana_abilities") or ())
    )
    statics = tuple(
        StaticEffect.from_dict(s, f"{here}: statics[{i}]")
        for i, s in enumerate(record.get("statics") or ())
    )
    text = record.get("text") or ""
    if faces and layout in COMBINED_LAYOUTS:
        cost = faces[0].mana_cost
        for face in faces[1:]:
            cost = cost + face.mana_cost  # 709.4b
        supertypes = _union(f.supertypes for f in faces)
        types = _union(f.types for f in faces)
        subtypes = _union(f.subtypes for f in faces)
        colors = _order_colors(c for f in faces for c in f.colors)
        type_line = type_line or " // ".join(f.type_line for f in faces)
    elif faces:
        main = faces[0]
        cost, supertypes, types, subtypes = main.mana_cost, main.supertypes, main.types, main.subtypes
        colors = main.colors
        type_line = main.type_line
        abilities = abilities or main.mana_abilities
    else:
        raw_cost = record.get("mana_cost") or ""
        if not isinstance(raw_cost, str):
            raise CardDataError(f"{here}: 'mana_cost' must be text, got {raw_cost!r}")
        try:
            cost = parse_cost(raw_cost)
        except ManaCostError as exc:
            raise CardDataError(f"{here}: its mana cost can't be read: {exc}") from exc
        supertypes, types, subtypes = _split_type_line(type_line)
        colors = _order_colors(cost.colors + indicator)  # 202.2, 204
    if "Land" in types:
        printed = tuple(a for a in abilities if a.origin not in BASIC_LAND_MANA)
        abilities = tuple(ManaAbility.intrinsic(t) for t in BASIC_LAND_MANA if t in subtypes) + printed  # 305.6
    known = record.get("abilities_known", True)
    return Card(name, layout, cost, type_line, types, supertypes, subtypes, colors, faces,
                text, abilities, statics, indicator, bool(known))


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


def _layout(layout: Any, faces: list[Mapping[str, Any]]) -> str:
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
