"""Reading card files: MTGJSON AtomicCards, Scryfall oracle cards, and this project's own format.

:func:`load_cards` turns any file into a :class:`~mtgrules.cards.CardDatabase` or a
:class:`~mtgrules.errors.CardDataError`, whatever the file holds:

- Only a regular file is read, and at most :data:`MAX_FILE_BYTES` of it (a device such as
  ``/dev/zero``, a named pipe or a socket might never end or never answer).
- The text may be UTF-8 (with or without a byte order mark) or UTF-16/UTF-32 (the encoding
  is recognised from the first bytes, as JSON's own rules say).
- Every field of every entry is checked for its type before it is used. With
  ``strict=False`` an entry that can't be read is skipped and listed in ``db.skipped`` with
  the reason (which names the card and the field); with ``strict=True`` the first one raises.
- Messages quote only a short excerpt of what the file holds.

    >>> import json, os, tempfile
    >>> folder = tempfile.mkdtemp()
    >>> path = os.path.join(folder, "oracle-cards.json")
    >>> cards = [{"name": "Island", "type_line": "Basic Land — Island", "oracle_text": "({T}: Add {U}.)"},
    ...          {"name": "Odd", "type_line": "Instant", "mana_cost": 5}]
    >>> with open(path, "w", encoding="utf-8") as fh:
    ...     _ = fh.write(json.dumps(cards))
    >>> db = load_cards(path)
    >>> list(db), db.skipped
    (['Island'], (('Odd', "card 'Odd': 'mana_cost' must be text, got 5"),))
    >>> os.remove(path); os.rmdir(folder)
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from .abilities import ManaAbility, StaticEffect, list_field
from .database import CardDatabase
from .model import (COMBINED_LAYOUTS, Card, Layout, assemble_card, check_layout, order_colors)
from ..checks import excerpt, shown, switch, whole_number
from ..errors import CardDataError, RulesInputError, Wording, os_reason
from ..i18n import N_
from ..mana.cost import COLORS, ManaCost, parse_cost
from .rules_text import abilities_from_text

__all__ = ["MAX_FILE_BYTES", "card_from_record", "load_cards"]

MAX_FILE_BYTES = 256 * 1024 * 1024
"""The largest card file :func:`load_cards` reads by default: 256 MiB.

A full MTGJSON ``AtomicCards.json`` or Scryfall oracle-cards file is well under it; pass
``max_bytes=`` to read a bigger one (reading takes several times the file's size in memory).
"""

# Layouts of things in full card files that are not cards a player casts or plays.
_NOT_CARDS = frozenset({"token", "double_faced_token", "emblem", "art_series", "reversible_card"})
_LAYOUT_ALIASES = {"modaldfc": "modal_dfc", "double-faced": "transform"}

# A JSON integer with more digits than this can't be any card field; it is kept as a marker
# so that the entry holding it is refused, not the file (and no huge int is ever printed).
_LONGEST_INTEGER = 100
_MESSAGE_PART = 200


class _HugeNumber:
    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits:,} digits"


def _parse_int(digits: str) -> int | _HugeNumber:
    if len(digits) > _LONGEST_INTEGER:
        return _HugeNumber(len(digits.lstrip("-")))
    return int(digits)


# --------------------------------------------------------------------------------------
# The file


def load_cards(path: str | os.PathLike[str], *, strict: bool = False,
               max_bytes: int = MAX_FILE_BYTES) -> CardDatabase:
    """Read cards from a JSON file: MTGJSON AtomicCards, Scryfall oracle-cards, or the bundled format.

    Costs, types, layouts and faces are read; mana abilities are read from the oracle text
    for the common templates (see :func:`mtgrules.cards.rules_text.abilities_from_text`). A mana
    ability in any other wording makes the card's ``abilities_known`` False (it is kept,
    with ``adds="unknown"``). Tokens, emblems and art cards are left out.

    Entries that can't be read (a wrongly typed field, a cost outside rule 107.4 such as an
    Un-set half-mana symbol, an unknown layout) are skipped and listed in ``db.skipped`` as
    ``(name, reason)`` unless ``strict=True``, which raises CardDataError for the first one.
    A file that can't be read at all raises CardDataError: not a regular file, more than
    ``max_bytes`` (default :data:`MAX_FILE_BYTES`), not JSON text, or not one of the formats.
    """
    where = _path(path)
    strict = switch(strict, "strict")
    max_bytes = whole_number(max_bytes, "max_bytes", minimum=1, maximum=2**40)
    quoted = excerpt(where)
    data = _parse(_decode(_read(where, quoted, max_bytes), quoted), quoted)
    entries: Iterator[tuple[str, Any]]
    convert: Callable[[Any], dict[str, Any] | None]
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        _refuse_all_printings(data["data"], quoted)
        entries = ((name, (name, faces)) for name, faces in data["data"].items())
        convert, fmt = _mtgjson_record, "MTGJSON"
    elif isinstance(data, dict) and isinstance(data.get("cards"), list):
        entries, convert, fmt = ((_label(r), r) for r in data["cards"]), _same, "mtgrules"
    elif isinstance(data, list):
        entries, convert, fmt = ((_label(e), e) for e in data), _scryfall_record, "Scryfall"
    else:
        raise CardDataError(
            "{quoted} is neither MTGJSON AtomicCards (an object with 'data'), a Scryfall "
            "oracle-cards list, nor the mtgrules card format (an object with 'cards')",
            quoted=quoted
        )
    cards: list[Card] = []
    skipped: list[tuple[str, str]] = []
    for i, (label, entry) in enumerate(entries):
        try:
            record = convert(entry)
            if record is not None:
                cards.append(card_from_record(record, where=f" #{i}"))
        except CardDataError as exc:
            if strict:
                raise
            skipped.append((label, str(exc)))
    return CardDatabase(cards, source=f"{fmt} file {os.path.basename(where)}", skipped=skipped)


def _path(path: object) -> str:
    if isinstance(path, os.PathLike):
        try:
            path = os.fspath(path)
        except TypeError as exc:
            raise CardDataError("load_cards(path=...): {path} gives no file path ({exc})",
                                path=excerpt(path), exc=exc) from None
    if not isinstance(path, str):
        raise CardDataError(
            "load_cards(path=...) takes a file path as text or a pathlib.Path, not {path}",
            path=excerpt(path)
        )
    if "\x00" in path:
        raise CardDataError("the path {path} holds a NUL character, which no file name can",
                            path=excerpt(path))
    return path


def _read(path: str, quoted: str, max_bytes: int) -> bytes:
    """The file's bytes: a regular file only (checked before it is opened and once open)."""
    try:
        before = os.stat(path)
    except (OSError, ValueError) as exc:
        raise CardDataError("can't read card file {quoted}: {reason}",
                            quoted=quoted, reason=os_reason(exc)) from None
    _check_regular(before, quoted, max_bytes)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # non-blocking: a pipe put there since the check can't hang us
    except OSError as exc:
        raise CardDataError("can't read card file {quoted}: {reason}",
                            quoted=quoted, reason=os_reason(exc)) from None
    try:
        with os.fdopen(fd, "rb") as fh:
            fd = -1
            _check_regular(os.fstat(fh.fileno()), quoted, max_bytes)
            raw = fh.read(max_bytes + 1)  # a file may grow, or (in /proc) say 0 bytes
    except OSError as exc:
        raise CardDataError("can't read card file {quoted}: {reason}",
                            quoted=quoted, reason=os_reason(exc)) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > max_bytes:
        raise CardDataError("card file {quoted} holds more than max_bytes={max_bytes:,} bytes",
                            quoted=quoted, max_bytes=max_bytes)
    return raw


def _check_regular(info: os.stat_result, quoted: str, max_bytes: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise CardDataError("can't read card file {quoted}: it is a folder, not a file",
                            quoted=quoted)
    if not stat.S_ISREG(info.st_mode):
        raise CardDataError(
            "can't read card file {quoted}: it is not a regular file but a device, pipe or "
            "socket, which might never end or never answer", quoted=quoted
        )
    if info.st_size > max_bytes:
        raise CardDataError(
            "card file {quoted} is {size:,} bytes, more than max_bytes={max_bytes:,}: pass a "
            "larger max_bytes to read it", quoted=quoted, size=info.st_size, max_bytes=max_bytes
        )




def _decode(raw: bytes, quoted: str) -> str:
    # RFC 8259 says UTF-8; json's own rule also recognises UTF-16 and UTF-32 from the first
    # bytes, with or without a byte order mark (a UTF-8 BOM is dropped too)
    encoding = json.detect_encoding(raw)
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as exc:
        name = encoding.upper().removesuffix("-SIG")
        raise CardDataError(
            "{quoted} is not text in {name} (the bytes at position {position:,} can't be "
            "decoded): a card file is JSON text, in UTF-8 or in UTF-16/UTF-32 with a byte order "
            "mark", quoted=quoted, name=name, position=exc.start
        ) from None


def _parse(text: str, quoted: str) -> Any:
    try:
        return json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        raise CardDataError("{quoted} is not JSON ({reason} at line {line:,})",
                            quoted=quoted, reason=exc.msg, line=exc.lineno) from None
    except RecursionError:
        raise CardDataError("{quoted} nests lists or objects too deeply to be card data",
                            quoted=quoted) from None
    except ValueError as exc:
        raise CardDataError("{quoted} is not JSON ({reason})", quoted=quoted, reason=_cut(str(exc))) from None


def _refuse_all_printings(data: dict[str, Any], quoted: str) -> None:
    first = next(iter(data.values()), None)
    if isinstance(first, dict) and isinstance(first.get("cards"), list):
        raise CardDataError(
            "{quoted} looks like an MTGJSON file of sets (such as AllPrintings.json): load_cards "
            "reads AtomicCards.json, one entry per card", quoted=quoted
        )


def _label(entry: Any) -> str:
    """The name an entry goes by in ``db.skipped``."""
    name = entry.get("name") if isinstance(entry, dict) else None
    return name if isinstance(name, str) and name else "?"


def _same(entry: Any) -> Any:
    return entry  # a record already: card_from_record checks it


def _cut(message: str, limit: int = _MESSAGE_PART) -> str:
    return message if len(message) <= limit else message[:limit - 1] + "…"


def _reason(error: RulesInputError) -> RulesInputError | str:
    """The library's own error as the reason inside another message: kept as the error, so
    that the message translates it too (RulesInputError.translated), unless it is too long."""
    return error if len(str(error)) <= _MESSAGE_PART else _cut(str(error))


# --------------------------------------------------------------------------------------
# Fields of an entry


def _text_field(record: Mapping[str, Any], key: str, here: str) -> str:
    """The text in field ``key`` ("" when absent or null)."""
    value = record.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise CardDataError("{here}: {key!r} must be text, got {value}",
                            here=here, key=key, value=shown(value))
    return value


def _colors_field(record: Mapping[str, Any], key: str, here: str) -> str:
    """A color indicator given as a list of color letters (["U"]), as WUBRG text."""
    letters = list_field(record, key, here)
    if not all(isinstance(c, str) and len(c) == 1 and c in COLORS for c in letters):
        raise CardDataError("{here}: {key!r} must be a list of color letters such as [\"U\"], got "
                            "{letters}", here=here, key=key, letters=shown(letters))
    return order_colors(letters)


def _layout_field(record: Mapping[str, Any], key: str, here: str) -> str:
    layout = _text_field(record, key, here).lower() or "normal"
    return _LAYOUT_ALIASES.get(layout, layout)


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
        raise CardDataError("card record{where}: expected an object, got {record}",
                            where=where, record=shown(record))
    name = record.get("name")
    if name is None:
        raise CardDataError("card record{where}: missing 'name'", where=where)
    if not isinstance(name, str):
        raise CardDataError("card record{where}: 'name' must be text, got {name}",
                            where=where, name=shown(name))
    if not name.strip():
        raise CardDataError("card record{where}: 'name' is blank ({name})",
                            where=where, name=shown(name))
    here = (Wording(N_("card {card}, face {face}"), card=excerpt(face_of), face=excerpt(name))
            if face_of else Wording(N_("card {name}"), name=excerpt(name)))
    if layout is None:
        raw_layout = record.get("layout")
        layout = "normal" if raw_layout is None else check_layout(raw_layout, f"{here}: layout",
                                                                  error=CardDataError)
    type_line = _text_field(record, "type_line", here)
    text = _text_field(record, "text", here)
    raw_cost = _text_field(record, "mana_cost", here)
    indicator = _text_field(record, "color_indicator", here)
    if any(c not in COLORS for c in indicator):
        raise CardDataError("{here}: 'color_indicator' must be color letters such as \"U\", got "
                            "{indicator}", here=here, indicator=shown(indicator))
    faces_data = list_field(record, "faces", here)
    if face_of is not None and faces_data:
        raise CardDataError("{here}: a face can't have 'faces' of its own", here=here)
    if layout in COMBINED_LAYOUTS and not faces_data and face_of is None:
        if layout[0] in "aeiou":
            raise CardDataError("{here}: an {layout} card needs its 'faces'", here=here,
                                layout=layout)
        raise CardDataError("{here}: a {layout} card needs its 'faces'", here=here, layout=layout)
    faces = tuple(_card(face, f" (face {i} of {excerpt(name)})", name, layout)
                  for i, face in enumerate(faces_data))
    abilities = tuple(ManaAbility.from_dict(a, f"{here}: mana_abilities[{i}]")
                      for i, a in enumerate(list_field(record, "mana_abilities", here)))
    statics = tuple(StaticEffect.from_dict(s, f"{here}: statics[{i}]")
                    for i, s in enumerate(list_field(record, "statics", here)))
    known = record.get("abilities_known", True)
    if known is not True and known is not False:
        raise CardDataError("{here}: 'abilities_known' must be true or false, got {known}",
                            here=here, known=shown(known))
    cost: ManaCost | None = None
    if not faces:  # a multi-face card's cost comes from its faces
        try:
            cost = parse_cost(raw_cost)
        except RulesInputError as exc:
            raise CardDataError("{here}: its mana cost can't be read: {reason}",
                                here=here, reason=_reason(exc)) from None
        except ValueError:  # Python refuses to read an integer of thousands of digits
            raise CardDataError("{here}: its mana cost can't be read: a number in it is too large "
                                "({length:,} characters)", here=here, length=len(raw_cost)) from None
    return assemble_card(name, layout, mana_cost=cost, type_line=type_line, faces=faces,
                         text=text, mana_abilities=abilities, statics=statics,
                         color_indicator=indicator, abilities_known=known)


# --------------------------------------------------------------------------------------
# MTGJSON AtomicCards and Scryfall oracle cards, as records of this project's format


def _mtgjson_record(entry: tuple[str, Any]) -> dict[str, Any] | None:
    name, faces_data = entry
    here = Wording(N_("card {name}"), name=excerpt(name))
    if not isinstance(faces_data, list) or not faces_data:
        raise CardDataError("{here}: expected a list of face objects, got {faces_data}",
                            here=here, faces_data=shown(faces_data))
    for i, face in enumerate(faces_data):
        if not isinstance(face, dict):
            raise CardDataError("{here}: face {i} must be an object, got {face}",
                                here=here, i=i, face=shown(face))
    layout = _layout_field(faces_data[0], "layout", here)
    if layout in _NOT_CARDS:
        return None
    if len(faces_data) == 1 and " // " not in name:
        return _oracle_record(name, faces_data[0], here, "manaCost", "type", "text", "colorIndicator",
                              layout)
    sides = [_text_field(face, "side", f"{here}, face {i}") or "a" for i, face in enumerate(faces_data)]
    faces = []
    for _side, i in sorted((side, i) for i, side in enumerate(sides)):
        face = faces_data[i]
        face_name = (_text_field(face, "faceName", f"{here}, face {i}")
                     or _text_field(face, "name", f"{here}, face {i}") or name)
        faces.append(_oracle_record(face_name, face, f"{here}, face {excerpt(face_name)}",
                                    "manaCost", "type", "text", "colorIndicator", layout))
    return _multi_record(name, layout, faces)


def _scryfall_record(entry: Any) -> dict[str, Any] | None:
    if not isinstance(entry, dict):
        raise CardDataError("expected a card object with a 'name', got {entry}", entry=shown(entry))
    name = entry.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError("expected a card object with a 'name' as text, got 'name': {name}",
                            name=shown(name))
    here = Wording(N_("card {name}"), name=excerpt(name))
    layout = _layout_field(entry, "layout", here)
    if layout in _NOT_CARDS:
        return None
    faces_data = list_field(entry, "card_faces", here)
    if not faces_data:
        return _oracle_record(name, entry, here, "mana_cost", "type_line", "oracle_text",
                              "color_indicator", layout)
    faces = []
    for i, face in enumerate(faces_data):
        if not isinstance(face, dict):
            raise CardDataError("{here}: card_faces[{i}] must be an object, got {face}",
                                here=here, i=i, face=shown(face))
        face_name = _text_field(face, "name", f"{here}, card_faces[{i}]")
        if not face_name:
            raise CardDataError("{here}: card_faces[{i}] has no 'name'", here=here, i=i)
        faces.append(_oracle_record(face_name, face, f"{here}, face {excerpt(face_name)}",
                                    "mana_cost", "type_line", "oracle_text", "color_indicator", layout))
    return _multi_record(name, layout, faces)


def _oracle_record(name: str, source: Mapping[str, Any], here: str, cost_key: str, type_key: str,
                   text_key: str, indicator_key: str, layout: str) -> dict[str, Any]:
    abilities, known = abilities_from_text(_text_field(source, text_key, here), name)
    rec: dict[str, Any] = {"name": name, "layout": layout,
                           "mana_cost": _text_field(source, cost_key, here),
                           "type_line": _text_field(source, type_key, here)}
    indicator = _colors_field(source, indicator_key, here)
    if indicator:
        rec["color_indicator"] = indicator
    if abilities:
        rec["mana_abilities"] = abilities
    if not known:
        rec["abilities_known"] = False
    return rec


def _multi_record(name: str, layout: str, faces: list[dict[str, Any]]) -> dict[str, Any]:
    # Room cards come as "split" cards whose halves are Rooms (709.5)
    if layout == "split" and all("Room" in f["type_line"] for f in faces):
        layout = "room"
    for face in faces:
        del face["layout"]  # a face has its card's layout
    rec: dict[str, Any] = {"name": name, "layout": layout, "faces": faces,
                           "type_line": " // ".join(f["type_line"] for f in faces)}
    if layout not in COMBINED_LAYOUTS:
        # the main face's abilities are the card's on the battlefield
        rec["mana_abilities"] = faces[0].get("mana_abilities", [])
        rec["abilities_known"] = faces[0].get("abilities_known", True)
    return rec
