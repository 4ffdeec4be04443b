"""Mana abilities of the cards without CC0 rules text, derived from XMage's card definitions.

XMage (github.com/magefree/mage, MIT licence) defines each card as a Java class under
``Mage.Sets/src/mage/cards/``; its constructor adds the card's abilities, each after a
comment that gives the ability's rules text. This module reads a local git snapshot of that
repository (``git cat-file``; never the network) and derives, per card face, the mana
abilities in this project's record format (:mod:`mtgrules.cards.abilities`):

1. the comment of each ability is read with the project's rules-text reader
   (:func:`mtgrules.cards.rules_text.read_mana_lines`), which also lists the lines that add
   mana in a way it doesn't read;
2. where the comments say nothing, the simplest ability classes are read from the code
   ("WhiteManaAbility" is "{T}: Add {W}", "AnyColorManaAbility" one mana of any color ...);
3. any other mana ability of the code that neither reading covers is listed as not read.

Only the derived records are kept: no XMage code, and of its comments only the few words
that say what a variable amount counts (``x_is``); riders and activation restrictions are
left out (106.7 doesn't read them).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any

from mtgrules.cards.rules_text import read_mana_lines

CARDS = "Mage.Sets/src/mage/cards/"
SETS = "Mage.Sets/src/mage/sets/"
_SET_CARD = re.compile(
    r'new SetCardInfo\(\s*"((?:[^"\\]|\\.)*)"\s*,[^;]*?mage\.cards\.([a-z0-9])\.(\w+)\.class', re.S)
_CONSTRUCTOR = r"public {cls}\(UUID ownerId, CardSetInfo setInfo\)\s*\{{"
_COMMENT = re.compile(r"^\s*//\s?(.*)$")
# the simplest ability classes: "{T}: Add ..."
_SIMPLE = {
    "WhiteManaAbility": {"adds": "mana", "types": "W"},
    "BlueManaAbility": {"adds": "mana", "types": "U"},
    "BlackManaAbility": {"adds": "mana", "types": "B"},
    "RedManaAbility": {"adds": "mana", "types": "R"},
    "GreenManaAbility": {"adds": "mana", "types": "G"},
    "ColorlessManaAbility": {"adds": "mana", "types": "C"},
    "AnyColorManaAbility": {"adds": "any color"},
    "CommanderColorIdentityManaAbility": {"adds": "commander identity"},
}
_MANA_ABILITY = re.compile(r"\bnew (\w*ManaAbility)\b")
# abilities that are not mana abilities of this permanent (605.1b triggers are read apart;
# granted abilities are a continuous effect)
_NOT_OWN = re.compile(r"TriggeredManaAbility|\bGain\w*Ability\w*Effect\b|\bGainAbility\b")
NOT_READ = "a mana ability that was not read"
"""What is listed for a mana ability of the code that no comment describes."""
SOURCE = "XMage card definitions (MIT)"
"""How the index names the source of the abilities derived here."""


def _git(repo: Path, *args: str, data: bytes | None = None) -> bytes:
    return subprocess.run(["git", "--git-dir", str(repo), *args], input=data,
                          capture_output=True, check=True).stdout


def _blobs(repo: Path, paths: list[str]) -> dict[str, str]:
    """The text of each path at HEAD, read in one batch."""
    out = _git(repo, "cat-file", "--batch", data="".join(f"HEAD:{p}\n" for p in paths).encode())
    texts: dict[str, str] = {}
    at = 0
    for path in paths:
        end = out.index(b"\n", at)
        header = out[at:end].split()
        at = end + 1
        if len(header) == 2 and header[1] == b"missing":
            continue
        size = int(header[2])
        texts[path] = out[at:at + size].decode("utf-8", "replace")
        at += size + 1
    return texts


def class_paths(repo: Path) -> dict[str, str]:
    """Card name (casefolded) -> the path of its class, from XMage's set lists."""
    listing = _git(repo, "ls-tree", "--name-only", "HEAD", SETS).decode().split()
    sets = _blobs(repo, [p for p in listing if p.endswith(".java")])
    out: dict[str, str] = {}
    for text in sets.values():
        for name, letter, cls in _SET_CARD.findall(text):
            out.setdefault(name.replace('\\"', '"').casefold(), f"{CARDS}{letter}/{cls}.java")
    return out


def _constructor(source: str, cls: str) -> str:
    m = re.search(_CONSTRUCTOR.format(cls=re.escape(cls)), source)
    if not m:
        return ""
    depth, i = 1, m.end()
    while i < len(source) and depth:
        depth += {"{": 1, "}": -1}.get(source[i], 0)
        i += 1
    return source[m.end():i - 1]


def _chunks(body: str) -> list[tuple[list[str], str]]:
    """(comment lines, code up to the next comment) for each comment block of a constructor."""
    chunks: list[tuple[list[str], str]] = [([], "")]
    for line in body.splitlines():
        m = _COMMENT.match(line)
        if m:
            if chunks[-1][1].strip():
                chunks.append(([], ""))
            chunks[-1][0].append(m.group(1).strip())
        elif line.strip():
            comments, code = chunks[-1]
            chunks[-1] = (comments, code + line + "\n")
    return chunks


# XMage's Mana(white, blue, black, red, green, generic, any, colorless)
_MANA = re.compile(r"new SimpleManaAbility\(\s*Zone\.BATTLEFIELD,\s*new Mana\(((?:\s*\d+\s*,){7}\s*\d+\s*)\)")
_ANY_ONE = re.compile(r"new SimpleManaAbility\(\s*Zone\.BATTLEFIELD,\s*new AddManaOfAnyColorEffect\((\d+)\)")
# "N mana in any combination of colors" with a spending restriction (oneChoice false by default)
_ANY_MIX = re.compile(r"new ConditionalAnyColorManaAbility\((\d+),\s*new \w+\([^()]*\)\)")


def _from_code(code: str, cost: str) -> list[dict[str, Any]]:
    """The records of a chunk whose every mana ability is a fixed Mana(...), "N mana of any
    one color" (AddManaOfAnyColorEffect) or "N mana in any combination of colors" with a
    spending restriction (ConditionalAnyColorManaAbility), with the comment's cost; [] if any
    other is there."""
    found = _MANA_ABILITY.findall(code)
    fixed, any_one, any_mix = _MANA.findall(code), _ANY_ONE.findall(code), _ANY_MIX.findall(code)
    simple = [c for c in found if c in _SIMPLE]
    if (len(fixed) + len(any_one) + len(any_mix) + len(simple) != len(found)
            or not (fixed or any_one or any_mix)):
        return []
    records: list[dict[str, Any]] = [dict(_SIMPLE[c], cost=cost) for c in simple]
    for numbers in fixed:
        w, u, b, r, g, generic, anything, c = (int(n) for n in numbers.split(","))
        if generic or anything:
            return []
        group = "W" * w + "U" * u + "B" * b + "R" * r + "G" * g + "C" * c
        if not group:
            return []
        types = "".join(t for t in "WUBRGC" if t in group)
        record: dict[str, Any] = {"adds": "mana", "types": types}
        if len(types) > 1:
            record["options"] = [group]
        if len(group) > 1:
            record["amount"] = len(group)
        records.append(dict(record, cost=cost))
    for n in any_one:
        record = {"adds": "any color"}
        if int(n) != 1:
            record.update(amount=int(n), one_kind=True)
        records.append(dict(record, cost=cost))
    for n in any_mix:
        record = {"adds": "any color"}
        if int(n) != 1:
            record["amount"] = int(n)
        records.append(dict(record, cost=cost))
    return records


_NO_COST = re.compile(r"^(?:\{T\} )?(?=Add )")


def _tidy(comment: str) -> str:
    """A comment of a tapping mana ability with its cost left out or its colon missing
    ("Add one mana of any color.", "{T} Add {U}.") gets "{T}: " (what those classes cost)."""
    return _NO_COST.sub("{T}: ", re.sub(r"^(?://\s*)+", "", comment), count=1)


def face_abilities(source: str, cls: str, names: list[str]) -> tuple[list[list[dict[str, Any]]], list[str]]:
    """The mana ability records of each face of one card class, and what wasn't read."""
    faces: list[list[dict[str, Any]]] = [[] for _ in names]
    unread: list[str] = []
    face = 0
    for comments, code in _chunks(_constructor(source, cls)):
        if "getRightHalfCard()" in code or "getSecondFace" in code:
            face = min(1, len(names) - 1)
        elif "getLeftHalfCard()" in code:
            face = 0
        name = names[face]
        statics: list[dict[str, Any]] = []
        own = [] if _NOT_OWN.search(code) else _MANA_ABILITY.findall(code)
        if own:  # the comment of a mana ability class that taps, with a typo in its cost
            comments = [_tidy(c) for c in comments]
        records, lines = read_mana_lines("\n".join(comments), name, statics)
        records += [{"static": st} for st in statics]
        if lines and own and all(c in _SIMPLE for c in own) and all(
                r["adds"] == "unknown" for r in records):
            records, lines = [], []  # a comment with a typo over the simplest classes: the code says it
        if lines and own and len(lines) == 1 and all(r["adds"] == "unknown" for r in records):
            from_code = _from_code(code, records[0]["cost"] if records else "{T}")
            if from_code:  # a comment with a typo: the code says what it adds
                records, lines = from_code, []
        if not records and not lines and own and not statics:
            if all(c in _SIMPLE for c in own):
                records = [dict(_SIMPLE[c], cost="{T}") for c in own]
            else:  # a mana ability the code defines, that no comment of it describes
                lines = [NOT_READ]
        for record in records:  # riders and restrictions are the source's words: not kept
            for kept in (record, record.get("static", {}).get("ability", {})):
                kept.pop("rider", None)
                kept.pop("restriction", None)
        # a copy's exception may state an ability the card has anyway (Machine God's Effigy)
        faces[face].extend(r for r in records if "static" in r or r not in faces[face])
        unread.extend(lines)
    return faces, unread


def derive(repo: Path, cards: list[tuple[str, list[str]]]) -> dict[str, tuple[list[list[dict[str, Any]]], list[str]]]:
    """For each (card name, face names) the source defines: per-face records and what wasn't read."""
    paths = class_paths(repo)
    wanted = {name: paths[name.casefold()] for name, _f in cards if name.casefold() in paths}
    for name, faces in cards:  # a multi-face card may be listed by its front face's name
        if name not in wanted and faces and faces[0].casefold() in paths:
            wanted[name] = paths[faces[0].casefold()]
    texts = _blobs(repo, sorted(set(wanted.values())))
    out = {}
    for name, faces in cards:
        path = wanted.get(name)
        if path is None or path not in texts:
            continue
        cls = path.rsplit("/", 1)[1].removesuffix(".java")
        out[name] = face_abilities(texts[path], cls, faces or [name])
    return out
