"""The shipped index of every real card (English and official Chinese names), read lazily,
and the look-ups the notebooks use: :func:`card`, :func:`card_names`, :func:`card_table`."""

from __future__ import annotations

import bisect
import difflib
import json
import os
import re
import unicodedata
from dataclasses import replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..checks import excerpt, switch
from ..checks import text as _text
from ..errors import CardDataError, ChoiceError, RulesInputError, UnknownCardError, Wording
from ..i18n import N_
from ..words import QUOTES, is_chinese

if TYPE_CHECKING:
    import pandas as pd

from .loaders import card_from_record
from .rules_text import adds_mana, read_mana_lines
from .database import CardDatabase, _did_you_mean, _key, _one_face
from .model import _LONGEST_NAME, COMBINED_LAYOUTS, Card, Layout, check_layout, split_type_line

INDEX_FILE = "card_index.jsonl"
"""The index of every card inside the package's data folder (built by tools/build_card_data.py)."""

_NO_TEXT = ("The shipped card data has no source for this card's abilities (no CC0 rules text, "
            "and XMage's card definitions don't have it), so its mana abilities are not known.")
_UNREAD = ("Not everything that adds mana on this card could be read ({source}); not read: "
           "{unread}. A mana ability not read is kept as 'mana (this ability's text could not "
           "be read)'.")
_SOURCES = {"x": "XMage"}
_PERMANENT_TYPE = re.compile(r"\b(?:Artifact|Battle|Creature|Enchantment|Land|Planeswalker)\b")
_OUTSIDE = "grants a mana ability from outside the battlefield (not modelled)"
"""The sources of derived abilities, as the index names them (one letter a line)."""


class CardIndex:
    """Every real card, by its English or official Chinese name: the index shipped in the package.

    Each entry holds the card's facts (name, layout, faces, mana costs, type lines, stated
    colors), its official Chinese names and, where the data is CC0, its rules text; a card is
    built the first time it is looked up, with its mana abilities read from that text (see
    :func:`mtgrules.cards.rules_text.abilities_from_text`). ``index.card(name)`` finds a card as
    :meth:`CardDatabase.card` does; a name no card has raises
    :class:`~mtgrules.errors.UnknownCardError` with the closest names, in Chinese for a name
    written in Chinese. Use :func:`card_index` for the shipped index (read once).

    >>> index = card_index()
    >>> index.card("orzhov signet").mana_abilities[0].describe()
    '{W}{B}'
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._shipped = path is None
        self._source: Any = (resources.files("mtgrules.data").joinpath(INDEX_FILE) if path is None
                             else Path(path))
        try:
            with self._open() as fh:  # the names only: each entry is read when it is needed
                meta = json.loads(fh.readline())
                if not isinstance(meta, dict) or (meta.get("format") != "mtgrules card index"
                                                  or meta.get("fields") != list(_FIELDS)):
                    raise CardDataError("the card index is not in the format this version "
                                        "reads: rebuild it with tools/build_card_data.py --index")
                names = json.loads(fh.readline())
                self._more_line: bytes = fh.readline()
                self._entries_at = fh.tell()
            self._names: list[str] = names["names"]
            self._keys: list[str] = names["keys"]  # index_keys(names), worked out by the build
            self._offsets: list[int] = names["offsets"]  # where each entry starts
            if not (len(self._names) == len(self._keys) == len(self._offsets)):
                raise ValueError("the lists of names, keys and offsets differ in length")
        except OSError:
            raise self._damaged(N_("it is missing or can't be opened")) from None
        except (ValueError, KeyError, TypeError):  # JSON, UTF-8, a field missing or mistyped
            raise self._damaged(N_("its list of card names can't be read")) from None
        self.source = "card index"
        self._by_key: dict[str, int] = dict(zip(self._keys, range(len(self._keys))))
        self._rows: dict[int, list[Any]] = {}
        self._more: tuple[dict[str, int], dict[str, list[int]], dict[str, str]] | None = None
        self._built: dict[int, Card] = {}
        self._search: dict[str, tuple[str, list[int], list[str]]] = {}

    def __repr__(self) -> str:
        return f"<CardIndex {len(self):,} cards>"

    def _faces_and_zh(self) -> tuple[dict[str, int], dict[str, list[int]], dict[str, str]]:
        """Face name -> entry, Chinese name -> entries, Chinese key -> the name as written."""
        if self._more is None:
            try:
                return self._read_more()
            except (ValueError, KeyError, TypeError):
                raise self._damaged(N_("its Chinese names and card faces can't be read")
                                    ) from None
        return self._more

    def _read_more(self) -> tuple[dict[str, int], dict[str, list[int]], dict[str, str]]:
        if self._more is None:
            more = json.loads(self._more_line)
            faces: dict[str, int] = {}
            for k, (_f, i) in zip(more["face_keys"], more["faces"]):
                if k not in self._by_key:
                    faces.setdefault(k, i)
            zh: dict[str, list[int]] = {}
            shown: dict[str, str] = {}
            for k, (z, i) in zip(more["zh_keys"], more["zh"]):
                ids = zh.setdefault(k, [])
                if i not in ids:
                    ids.append(i)
                shown.setdefault(k, z)
            self._more = (faces, zh, shown)
        return self._more

    def __len__(self) -> int:
        return len(self._names)

    def _open(self) -> Any:
        return self._source.open("rb")

    def _row(self, i: int) -> list[Any]:
        row = self._rows.get(i)
        if row is None:
            try:
                with self._open() as fh:
                    fh.seek(self._entries_at + self._offsets[i])
                    row = _entry(fh.readline())
            except OSError:
                raise self._damaged(N_("it is missing or can't be opened")) from None
            except (ValueError, TypeError):
                raise self._damaged(N_("the entry of {name} can't be read"),
                                    name=excerpt(self._names[i])) from None
            self._rows[i] = row
        return row

    def _read_all(self) -> None:
        """Every entry, read at once (for the filters that look at every card)."""
        if len(self._rows) < len(self._names):
            try:
                with self._open() as fh:
                    fh.seek(self._entries_at)
                    lines = fh.read().decode("utf-8").rstrip("\n").split("\n")
                if len(lines) != len(self._names):
                    raise ValueError("entries missing or added")
                rows = {i: _entry(line) for i, line in enumerate(lines) if i not in self._rows}
            except OSError:
                raise self._damaged(N_("it is missing or can't be opened")) from None
            except (ValueError, TypeError):
                raise self._damaged(N_("its card entries can't be read")) from None
            self._rows.update(rows)

    def _damaged(self, what: str, **fields: object) -> CardDataError:
        """The one error of an index that can't be read: what is damaged, and the repair."""
        if self._shipped:
            return CardDataError(N_("the card index shipped with mtgrules is damaged: {what}; "
                                    "reinstall mtgrules (pip install --force-reinstall "
                                    "mtgrules)"), what=Wording(what, **fields))
        return CardDataError(N_("the card index {path} is damaged: {what}; rebuild it with "
                                "tools/build_card_data.py --index"),
                             path=excerpt(str(self._source), 200), what=Wording(what, **fields))

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (_key(name) in self._by_key
                                          or len(self._faces_and_zh()[1].get(_key(name), ())) == 1)

    def card(self, name: str) -> Card:
        """The card with this English or official Chinese name; UnknownCardError otherwise."""
        if not isinstance(name, str):
            raise UnknownCardError("a card name must be text, got {name}", name=excerpt(name))
        key = _key(name)
        if not key.strip():  # no close names to suggest for nothing
            raise UnknownCardError("the card name is empty: type a card's English or official "
                                   "Chinese name, such as 'Forest' or '树林'")
        i = self._by_key.get(key)
        if i is None:
            ids = self._faces_and_zh()[1].get(key, [])
            if len(ids) > 1:
                names = [repr(self._names[j]) for j in ids]
                if len(names) == 2:
                    raise UnknownCardError("{name} is the Chinese name of more than one card: "
                                           "{card} or {other}; look it up by its English name",
                                           name=excerpt(name), card=names[0], other=names[1])
                raise UnknownCardError("{name} is the Chinese name of more than one card: "
                                       "{cards} or {last}; look it up by its English name",
                                       name=excerpt(name), cards=" or ".join(names[:-1]),
                                       last=names[-1])
            if not ids:
                message, fields = self._unknown_message(name)
                raise UnknownCardError(message, **fields)
            i = ids[0]
            english = self._names[i]
            curated = bundled_cards()._cards.get(_key(english))
            if curated is not None:
                return curated  # the curated card, with its hand-written abilities
        return self._card(i)

    def _card(self, i: int) -> Card:
        found = self._built.get(i)
        if found is None:
            found = self._built[i] = self._build(i)
        return found

    def _build(self, i: int) -> Card:
        name = self._names[i]
        (layout, cost, type_line, indicator, faces, text, _stated, zh_hans, zh_hant,
         derived, derived_unread, source) = self._row(i)
        parts = text.split("\n//\n") if text else []
        unread: list[str] = [] if text else list(derived_unread)

        def face_record(k: int, face_name: str, face_cost: str, face_type: str, face_indicator: str,
                        part: str | None) -> dict[str, Any]:
            rec: dict[str, Any] = {"name": face_name, "mana_cost": face_cost, "type_line": face_type}
            if face_indicator:
                rec["color_indicator"] = face_indicator
            abilities: list[dict[str, Any]] = []
            statics: list[dict[str, Any]] = []
            if part:
                abilities, lines = read_mana_lines(part, face_name, statics)
                unread.extend(lines)
            elif derived is not None and k < len(derived):
                # a derived item is a mana ability, or {"static": ...} for a granted one
                abilities = [dict(a) for a in derived[k] if "static" not in a]
                statics = [dict(a["static"]) for a in derived[k] if "static" in a]
            if statics and not _PERMANENT_TYPE.search(face_type.split("—")[0]):
                # a static ability of a card that is never a permanent (a conspiracy, 905.2)
                # works from outside the battlefield, which a board doesn't hold
                kept = [st for st in statics if st.get("kind") != "grant ability" or st.get("until")]
                if len(kept) != len(statics):
                    unread.append(_OUTSIDE)
                statics = kept
            if abilities:
                rec["mana_abilities"] = abilities
            if statics:
                rec["statics"] = statics
            return rec

        if faces:
            face_recs = [face_record(k, f[0], f[1], f[2], f[3], parts[k] if k < len(parts) else None)
                         for k, f in enumerate(faces)]
            record: dict[str, Any] = {"name": name, "layout": layout, "type_line": type_line,
                                      "faces": face_recs}
            if layout not in COMBINED_LAYOUTS:  # the main face's abilities are the card's
                record["mana_abilities"] = face_recs[0].get("mana_abilities", [])
                if "statics" in face_recs[0]:
                    record["statics"] = face_recs[0]["statics"]
        else:
            record = face_record(0, name, cost, type_line, indicator, text)
            record["layout"] = layout
        source = "rules text" if text else _SOURCES.get(source, "")
        known = bool(source) and not unread
        record["abilities_known"] = known
        if faces:  # each face says what the card says (one source, read as a whole)
            for face in record["faces"]:
                face["abilities_known"] = known
        built = card_from_record(record)
        note = ("" if known else _NO_TEXT if not source
                else _UNREAD.format(source=source, unread="; ".join(unread)))
        built = replace(built, faces=tuple(replace(f, abilities_source=source, unread=tuple(unread))
                                           for f in built.faces))
        return replace(built, text=note, rules_text=text, zh_hans=zh_hans, zh_hant=zh_hant,
                       abilities_source=source, unread=tuple(unread))

    # -- names and suggestions --------------------------------------------------------------

    def _unknown_message(self, name: str) -> tuple[str, dict[str, object]]:
        """The message (a template) and its fields for a name the index doesn't hold."""
        key = _key(name)
        shown_name = excerpt(name)
        nothing = (N_("no card named {name} is known (the card index holds {count:,} cards)"),
                   {"name": shown_name, "count": len(self)})
        if len(key) > _LONGEST_NAME:
            return nothing
        face = self._faces_and_zh()[0].get(key)
        if face is not None:
            return _one_face(shown_name, self._names[face])
        chinese = is_chinese(key)
        shown = self._close(key, chinese)
        if not shown and not chinese:  # a name typed only in part: the names it starts
            starts = sorted((n for n, k in zip(self._names, self._keys) if k.startswith(key)),
                            key=lambda n: (len(n), n.casefold()))
            shown = [repr(n) for n in starts[:3]]
        if not shown:
            return nothing
        return _did_you_mean(shown_name, shown)

    def _close(self, key: str, chinese: bool) -> list[str]:
        """Up to three close names, shown: shared character n-grams find candidates (trigrams
        of English names; pairs, or single characters, of Chinese names), difflib ranks them."""
        big, starts, keys = self._searchable("zh" if chinese else "en")
        hits: dict[int, int] = {}
        for sizes in ((2,), (1,)) if chinese else ((3,),):
            for g in _ngrams(key, sizes):
                at = big.find(g)
                while at >= 0:
                    line = bisect.bisect_right(starts, at) - 1
                    hits[line] = hits.get(line, 0) + 1
                    at = big.find(g, at + 1)
            if len(hits) >= 3:
                break
        best = sorted(hits, key=lambda j: (-hits[j], len(keys[j]), keys[j]))[:60]
        scored = []
        for j in best:
            ratio = difflib.SequenceMatcher(None, key, keys[j]).ratio()
            if ratio >= (0.5 if chinese else 0.6):
                scored.append((-ratio, keys[j]))
        out: list[str] = []
        seen: set[str] = set()
        for _r, k in sorted(scored):
            faces, zh, zh_shown = self._faces_and_zh()
            if chinese:
                english = self._names[zh[k][0]]
                shown = f"{zh_shown[k]!r} ({english})"
            else:
                i = self._by_key.get(k)
                english = self._names[i if i is not None else faces[k]]
                shown = repr(english)
            if english not in seen:
                seen.add(english)
                out.append(shown)
        return out[:3]

    def _searchable(self, kind: str) -> tuple[str, list[int], list[str]]:
        """The keys of one language joined into one text (one a line), with where each starts."""
        found = self._search.get(kind)
        if found is None:
            faces, zh, _shown = self._faces_and_zh()
            keys = list(zh) if kind == "zh" else list(self._by_key) + list(faces)
            big = "\n".join(f" {k} " for k in keys) if kind == "en" else "\n".join(keys)
            starts, at = [], 0
            pad = 2 if kind == "en" else 0
            for k in keys:
                starts.append(at)
                at += len(k) + pad + 1
            found = self._search[kind] = (big, starts, keys)
        return found

    def names(self, *, layout: Layout | None = None, type: str | None = None) -> list[str]:
        """Sorted names of every card in the index, optionally one layout or one type (as
        :meth:`CardDatabase.names`)."""
        if layout is not None:
            layout = check_layout(layout, "layout", error=ChoiceError)
        if type is not None:
            _text(type, "type", error=ChoiceError, example="Land")
        if layout is not None or type is not None:
            self._read_all()
        out = []
        for i, name in enumerate(self._names):
            if layout is None and type is None:
                out.append(name)
                continue
            row = self._row(i)
            if layout is not None and row[0] != layout:
                continue
            if type is not None and type not in _type_words(row):
                continue
            out.append(name)
        return sorted(out, key=str.casefold)

    def mana_text_names(self) -> list[str]:
        """Names of the cards whose (CC0) rules text adds mana: what the reader's coverage counts."""

        self._read_all()
        return [self._names[i] for i in range(len(self)) if adds_mana(self._row(i)[5])]

    def mana_names(self) -> list[str]:
        """Names of the cards that add mana by their rules text, or whose derived abilities
        (XMage) add mana or list what wasn't read: what the coverage over the whole index counts."""

        self._read_all()
        out = []
        for i in range(len(self)):
            row = self._row(i)
            if adds_mana(row[5]) or (not row[5] and (row[10] or any(row[9] or ()))):
                out.append(self._names[i])
        return out


# the fields of an entry (its name and Chinese names are on the names line)
_FIELDS = ("layout", "mana_cost", "type_line", "color_indicator", "faces", "text", "stated_colors",
           "zh_hans", "zh_hant", "abilities", "unread", "abilities_source")


def _type_words(row: list[Any]) -> set[str]:
    """The supertypes, card types and subtypes of an index entry (a split card's halves together)."""
    lines = [f[2] for f in row[4]] if row[4] else [row[2]]
    if row[4] and row[0] not in COMBINED_LAYOUTS:
        lines = lines[:1]  # another multi-face card shows its main face
    words: set[str] = set()
    for line in lines:
        for part in split_type_line(line):
            words.update(part)
    return words


def index_keys(names: list[str]) -> list[str]:
    """The look-up keys of names, as :func:`card` matches them (``[_key(n) for n in names]``,
    done on all of them at once). The index stores them beside its names, so that reading it
    doesn't normalise 70,000 names each time."""
    return _keys(names)


def _keys(names: list[str]) -> list[str]:
    """``[_key(n) for n in names]``, done on all the names at once (much faster for many)."""
    if any("\n" in n for n in names):
        return [_key(n) for n in names]
    text = unicodedata.normalize("NFKC", "\n".join(names)).translate(QUOTES)
    text = _LINE_SPACES.sub(" ", text)
    text = _LINE_ENDS.sub("", text)
    return _SLASHES_IN_LINE.sub(" // ", text).casefold().split("\n")


_LINE_SPACES = re.compile(r"[^\S\n]+")
_LINE_ENDS = re.compile(r"^ | $", re.MULTILINE)
_SLASHES_IN_LINE = re.compile(r"[^\S\n]*/{1,2}[^\S\n]*")


def _ngrams(key: str, sizes: tuple[int, ...]) -> set[str]:
    padded = f" {key} " if 3 in sizes else key
    return {padded[i:i + n] for n in sizes for i in range(len(padded) - n + 1)}


def _entry(line: bytes | str) -> list[Any]:
    """One entry of the index, checked for its shape (a damaged one raises ValueError)."""
    row = json.loads(line)
    if not isinstance(row, list) or len(row) != len(_FIELDS):
        raise ValueError("an entry is a list of one value per field")
    return row


@lru_cache(maxsize=1)
def card_index() -> CardIndex:
    """The index of every real card shipped in the package, read the first time it is needed."""
    return CardIndex()


@lru_cache(maxsize=1)
def bundled_cards() -> CardDatabase:
    """The curated card data shipped inside the package (mtgrules/data/cards.json)."""

    raw = resources.files("mtgrules.data").joinpath("cards.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    cards = []
    for i, r in enumerate(data["cards"]):
        c = card_from_record(r, where=f" #{i}")
        c = replace(c, abilities_source="curated",
                    faces=tuple(replace(f, abilities_source="curated") for f in c.faces))
        if r.get("zh_hans") or r.get("zh_hant"):  # the official Chinese names
            c = replace(c, zh_hans=r.get("zh_hans", ""), zh_hant=r.get("zh_hant", ""))
        cards.append(c)
    return CardDatabase(cards, source="bundled")


def card(name: str) -> Card:
    """The card with this name: any real card, by its English or official Chinese name.

    The curated cards (the notebooks' examples, with their hand-written mana abilities) come
    first; any other card comes from the index of every card shipped in the package
    (:func:`card_index`, read the first time it is needed), with its mana abilities read
    from its rules text. Names are matched after normalising case, spaces and the "A // B"
    spelling; an official Chinese name (Simplified or Traditional) finds the card too.
    Split cards are found by both names ("Wax // Wane", 709.4); a half's name alone raises
    :class:`~mtgrules.errors.UnknownCardError` suggesting the full name, and so does a name
    that no card has (with the closest names, in the script the name was written in).

    >>> card("Wane")
    Traceback (most recent call last):
    ...
    mtgrules.errors.UnknownCardError: 'Wane' is one face of 'Wax // Wane': look cards up by their full name; did you mean 'Wax // Wane'?
    >>> card("背弃理性").name, card("背棄理性").name
    ('Abandon Reason', 'Abandon Reason')
    """
    if not isinstance(name, str):
        raise UnknownCardError("a card name must be text, got {name}", name=excerpt(name))
    curated = bundled_cards()
    found = curated._cards.get(_key(name))
    if found is not None:
        return found
    return card_index().card(name)


def card_names(*, layout: Layout | None = None, type: str | None = None,
               every: bool = False) -> list[str]:
    """Sorted names of the curated cards (e.g. ``card_names(layout="split")``, ``type="Land"``).

    ``every=True`` gives the names of every real card in the shipped index instead (about
    33,000; the same filters apply). ``layout`` must be one of :data:`LAYOUTS` (a
    ChoiceError says which are allowed).
    """
    if switch(every, "every"):
        return card_index().names(layout=layout, type=type)
    return bundled_cards().names(layout=layout, type=type)


def card_table(cards: CardDatabase | None = None) -> pd.DataFrame:
    """A pandas DataFrame of the bundled cards (or of ``cards``): facts and mana abilities."""
    if cards is None:
        cards = bundled_cards()
    elif not isinstance(cards, CardDatabase):
        raise CardDataError(
            "card_table(cards=...) takes a CardDatabase (from mr.load_cards) or nothing, not "
            "{cards}; for one card use mr.card(name)", cards=excerpt(cards)
        )
    return cards.table()


class CardLabel(Wording):
    """A card's name inside a message: the English name, and in Chinese the card's official
    name with the English after it (:meth:`mtgrules.Card.label`), so a Chinese message never
    names a card only in English when the card has an official Chinese name."""

    def __new__(cls, name: str, /, **_: Any) -> CardLabel:
        made = str.__new__(cls, name)
        made.template, made.fields = "{name}", {"name": name}
        return made

    def translated(self, lang: str | None = None) -> str:
        try:
            return card(str(self)).label(lang)
        except RulesInputError:
            return str(self)
