"""Build mtgrules/data/cards.json (the curated cards) and card_index.jsonl (every card).

Card facts (name, layout, mana costs, type lines, faces, color indicators) are copied from a
card-facts file in JSON Lines form (one card object a line with name, layout, mana_cost,
type_line, faces, colors); the mana abilities, static effects and the short card texts
below are written by this project. The output is deterministic: running the script twice
gives the same bytes.

    python -m tools.build_card_data [--source ../shared/data/cards.jsonl] [--out mtgrules/data/cards.json]
    python -m tools.build_card_data --index [--zh ../shared/data/names-zh.jsonl] [--index-out ...]
    python -m tools.build_card_data --unread [--index-out ...]
    python -m tools.build_card_data --xmage PATH/TO/mage.git [--abilities tools/data/abilities_xmage.jsonl]

``--index`` writes the index of every card in the source: name, layout, faces, mana
costs, type lines, stated colors and official Chinese names, and the rules text only where
the source says it is from MTGJSON (CC0 text); the text of other sources is never copied.
The mana abilities of the cards without CC0 text come from ``--abilities`` (this project's
records, one card a line, derived from XMage's card definitions, MIT licence);
``--xmage`` rewrites that file from a local git snapshot of github.com/magefree/mage (the
network is never read; see :mod:`tools.xmage_abilities`). ``--unread`` lists the cards of the shipped index whose text adds mana but whose mana
abilities the rules-text reader can't read, with the count and the percentage read.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# the shared data folder beside the checkout (or beside the folder of worktrees)
SHARED = next((p for p in (ROOT.parent / "shared", ROOT.parent.parent / "shared") if p.is_dir()),
              ROOT.parent / "shared")
DEFAULT_SOURCE = SHARED / "data" / "cards.jsonl"
DEFAULT_OUT = ROOT / "mtgrules" / "data" / "cards.json"
DEFAULT_ZH = SHARED / "data" / "names-zh.jsonl"
DEFAULT_INDEX = ROOT / "mtgrules" / "data" / "card_index.jsonl"
DEFAULT_ABILITIES = ROOT / "tools" / "data" / "abilities_xmage.jsonl"
CC0_SOURCES = frozenset({"mtgjson3"})  # the sources whose rules text may be shipped

T = "{T}"


def fixed(types: str, cost: str = T, **more) -> dict:
    return {"adds": "mana", "types": types, "cost": cost, **more}


def any_color(cost: str = T, **more) -> dict:
    return {"adds": "any color", "cost": cost, **more}


def could(what: str, of: str, controller: str, cost: str = T) -> dict:
    return {"adds": "could produce", "what": what, "of": of, "controller": controller, "cost": cost}


# name -> extra data in our own words: "text", "mana_abilities", "statics".
# Cards with only facts (costs, types) map to {}.
CURATED: dict[str, dict] = {
    # --- lands and mana sources for "could produce" (106.5, 106.7, 305.6) ---
    "Plains": {}, "Island": {}, "Swamp": {}, "Mountain": {}, "Forest": {},
    "Snow-Covered Plains": {}, "Snow-Covered Island": {}, "Snow-Covered Swamp": {},
    "Snow-Covered Mountain": {}, "Snow-Covered Forest": {},
    "Tundra": {}, "Underground Sea": {}, "Badlands": {}, "Taiga": {}, "Savannah": {},
    "Scrubland": {}, "Volcanic Island": {}, "Bayou": {}, "Plateau": {}, "Tropical Island": {},
    "Wastes": {"mana_abilities": [fixed("C")]},
    "Exotic Orchard": {
        "text": "Taps for one mana of a color that some land of an opponent could make.",
        "mana_abilities": [could("color", "Land", "opponent")],
    },
    "Reflecting Pool": {
        "text": "Taps for one mana of a type (colorless included) that one of your lands could make.",
        "mana_abilities": [could("type", "Land", "you")],
    },
    "Fellwar Stone": {
        "text": "An artifact that taps like Exotic Orchard: a color an opponent's land could make.",
        "mana_abilities": [could("color", "Land", "opponent")],
    },
    "Sylvok Explorer": {
        "text": "A creature that taps for a color an opponent's land could make.",
        "mana_abilities": [could("color", "Land", "opponent")],
    },
    "Harvester Druid": {
        "text": "A creature that taps for a color one of your own lands could make.",
        "mana_abilities": [could("color", "Land", "you")],
    },
    "Naga Vitalist": {
        "text": "A creature that taps for a type (colorless included) one of your lands could make.",
        "mana_abilities": [could("type", "Land", "you")],
    },
    "Squandered Resources": {
        "text": "Sacrifice one of your lands to get one mana of a type that land could make.",
        "mana_abilities": [could("type", "Land", "you", cost="Sacrifice a land")],
    },
    "Gemstone Mine": {
        "text": "Enters with three mining counters; tapping it removes one for a mana of any color, "
                "and it is sacrificed when none are left.",
        "mana_abilities": [any_color("{T}, Remove a mining counter from Gemstone Mine")],
    },
    "Vivid Crag": {
        "text": "Enters tapped with two charge counters; taps for {R}, or removes a counter for any color.",
        "mana_abilities": [fixed("R"), any_color("{T}, Remove a charge counter from Vivid Crag")],
    },
    "Vivid Creek": {
        "text": "Enters tapped with two charge counters; taps for {U}, or removes a counter for any color.",
        "mana_abilities": [fixed("U"), any_color("{T}, Remove a charge counter from Vivid Creek")],
    },
    "Vivid Grove": {
        "text": "Enters tapped with two charge counters; taps for {G}, or removes a counter for any color.",
        "mana_abilities": [fixed("G"), any_color("{T}, Remove a charge counter from Vivid Grove")],
    },
    "Vivid Marsh": {
        "text": "Enters tapped with two charge counters; taps for {B}, or removes a counter for any color.",
        "mana_abilities": [fixed("B"), any_color("{T}, Remove a charge counter from Vivid Marsh")],
    },
    "Vivid Meadow": {
        "text": "Enters tapped with two charge counters; taps for {W}, or removes a counter for any color.",
        "mana_abilities": [fixed("W"), any_color("{T}, Remove a charge counter from Vivid Meadow")],
    },
    "Calciform Pools": {
        "text": "Taps for {C}; can store storage counters, then remove X of them (without tapping) "
                "for X mana made of white and blue.",
        "mana_abilities": [fixed("C"),
                           {"adds": "mana", "types": "WU", "amount": None,
                            "cost": "{1}, Remove X storage counters from Calciform Pools"}],
    },
    "River of Tears": {
        "text": "Taps for {U}, but for {B} in a turn in which you played a land.",
        "mana_abilities": [fixed("U", instead=[{"if": "played_land_this_turn", "types": "B"}])],
    },
    "Contamination": {
        "text": "Whenever a land is tapped for mana, it makes one {B} in place of whatever it would "
                "have made. Needs a creature sacrificed each upkeep to stay.",
        "statics": [{"kind": "replace mana", "affects": {"of": "Land", "controller": "any"},
                     "replaces": "WUBRGC", "becomes": "B"}],
    },
    "Ritual of Subdual": {
        "text": "Whenever a land is tapped for mana, the mana it makes is colorless instead. "
                "Cumulative upkeep {2}.",
        "statics": [{"kind": "replace mana", "affects": {"of": "Land", "controller": "any"},
                     "replaces": "WUBRG", "becomes": "C"}],
    },
    "Urborg, Tomb of Yawgmoth": {
        "text": "Every land is a Swamp as well as whatever else it is, so every land can tap for {B}.",
        "statics": [{"kind": "land type", "affects": {"of": "Land", "controller": "any"},
                     "land_type": "Swamp"}],
    },
    "Meteor Crater": {
        "text": "Taps for one mana of a color that some permanent you control has; none if you "
                "control no colored permanent.",
        "mana_abilities": [{"adds": "color of permanent", "cost": T}],
    },
    "Mana Confluence": {
        "text": "Pay 1 life and tap it for one mana of any color.",
        "mana_abilities": [any_color("{T}, Pay 1 life")],
    },
    "City of Brass": {
        "text": "Taps for one mana of any color; it hurts you for 1 whenever it becomes tapped.",
        "mana_abilities": [any_color()],
    },
    "Ancient Tomb": {
        "text": "Taps for two colorless mana and deals 2 damage to you.",
        "mana_abilities": [fixed("C", amount=2, rider="deals 2 damage to you")],
    },
    "Desert": {
        "text": "Taps for {C}; it can also ping an attacking creature at the end of combat.",
        "mana_abilities": [fixed("C")],
    },
    "Spire of Industry": {
        "text": "Taps for {C}; or pay 1 life for any color, but only while you control an artifact.",
        "mana_abilities": [fixed("C"),
                           any_color("{T}, Pay 1 life", restriction="only if you control an artifact")],
    },
    "Gaea's Cradle": {
        "text": "Taps for one {G} per creature you control (so nothing with no creatures).",
        "mana_abilities": [fixed("G", per=["permanent", "Creature", "you"])],
    },
    "Ancient Ziggurat": {
        "text": "Taps for one mana of any color that can only be spent on creature spells.",
        "mana_abilities": [any_color(rider="spend only on a creature spell")],
    },
    "Coldsteel Heart": {
        "text": "Choose a color as it enters; it taps for mana of that color.",
        "mana_abilities": [{"adds": "chosen color", "cost": T}],
    },
    "Chromatic Lantern": {
        "text": "Taps for any color, and gives each of your lands the ability to tap for any color.",
        "mana_abilities": [any_color()],
        "statics": [{"kind": "grant ability", "affects": {"of": "Land", "controller": "you"},
                     "ability": {"adds": "any color", "cost": T, "origin": "Chromatic Lantern"}}],
    },
    "Everflowing Chalice": {
        "text": "Multikicker {2}: enters with a charge counter per kick and taps for {C} per counter.",
        "mana_abilities": [fixed("C", per=["counter", "charge"])],
    },
    "Llanowar Elves": {"mana_abilities": [fixed("G")]},
    "Birds of Paradise": {"text": "A flying bird that taps for any color.",
                          "mana_abilities": [any_color()]},
    "Sol Ring": {"mana_abilities": [fixed("C", amount=2)]},
    "Forbidden Orchard": {
        "text": "Taps for any color; the opponent you pick gets a 1/1 Spirit when you do.",
        "mana_abilities": [any_color()],
    },
    "Cavern of Souls": {
        "text": "Taps for {C}, or for any color that can only cast creatures of the chosen type.",
        "mana_abilities": [fixed("C"),
                           any_color(rider="spend only on a creature spell of the chosen type")],
    },
    "Pillar of the Paruns": {
        "text": "Taps for any color that can only be spent on multicolored spells.",
        "mana_abilities": [any_color(rider="spend only on a multicolored spell")],
    },
    "Hall of the Bandit Lord": {
        "text": "Pay 3 life and tap it for {C}; a creature spell paid with it gains haste.",
        "mana_abilities": [fixed("C", "{T}, Pay 3 life", rider="a creature spell it pays for gains haste")],
    },
    "Dryad Arbor": {"text": "A land that is also a green 1/1 Forest creature."},
    "Mox Diamond": {
        "text": "Discard a land as it enters or it doesn't stay; taps for any color.",
        "mana_abilities": [any_color()],
    },
    "Scrying Sheets": {
        "text": "Taps for {C}; can look at the top card and take it if it is a snow card.",
        "mana_abilities": [fixed("C")],
    },
    "Arcum's Astrolabe": {
        "text": "Costs {S}; draws a card when it enters; {1} and tap for any color.",
        "mana_abilities": [any_color("{1}, {T}")],
    },
    "Icehide Golem": {},
    "Wowzer, the Aspirational": {},
    "Dark Ritual": {"text": "Adds {B}{B}{B}."},
    # --- split, aftermath and Room cards (709) ---
    "Wax // Wane": {}, "Assault // Battery": {}, "Research // Development": {},
    "Fire // Ice": {}, "Wear // Tear": {}, "Beck // Call": {}, "Dead // Gone": {},
    "Life // Death": {}, "Turn // Burn": {}, "Boom // Bust": {}, "Far // Away": {},
    "Alive // Well": {}, "Destined // Lead": {}, "Cut // Ribbons": {}, "Commit // Memory": {},
    "Claim // Fame": {}, "Bottomless Pool // Locker Room": {},
    # other multi-face layouts, for comparison
    "Bonecrusher Giant": {}, "Delver of Secrets": {}, "Bridgeworks Battle": {},
    # --- X (107.3) ---
    "Fireball": {}, "Blaze": {}, "Walking Ballista": {}, "Hangarback Walker": {},
    "Endless One": {}, "Genesis Wave": {}, "Crackle with Power": {}, "Stonecoil Serpent": {},
    "Hydroid Krasis": {}, "Mind Spring": {}, "Rolling Thunder": {}, "Comet Storm": {},
    "Chalice of the Void": {},
    # --- numbers (107.1, 107.2) and the old split-card FAQ ---
    "Chameleon Colossus": {}, "Viridian Joiner": {}, "Tarmogoyf": {}, "Dark Confidant": {},
    "Counterbalance": {}, "Void": {}, "Infernal Genesis": {}, "Sunforger": {},
    "Kari Zev's Expertise": {}, "Bloodbraid Elf": {}, "Lord of Extinction": {},
    # --- hybrid, Phyrexian, snow costs (107.4) ---
    "Spectral Procession": {}, "Reaper King": {}, "Dismember": {}, "Gitaxian Probe": {},
    "Mental Misstep": {}, "Gut Shot": {}, "Birthing Pod": {}, "Kitchen Finks": {},
    "Boros Reckoner": {}, "Beseech the Queen": {}, "Flame Javelin": {},
    "Tamiyo's Safekeeping": {}, "Ajani, Sleeper Agent": {}, "Tezzeret's Gambit": {},
    "Icehide Troll": {}, "Blizzard Brawl": {},
}

# 107.1b: a negative power adds no mana; the second item is its printed power
CURATED["Viridian Joiner"] = {
    "text": "A 1/2 that taps for as many {G} as its power (none while its power is 0 or less).",
    "mana_abilities": [fixed("G", per=["power", "1"])],
}


def _colors_of_cost(cost: str) -> set[str]:
    return {c for c in "WUBRG" if c in cost.replace("/P", "").replace("P/", "")}


def fact_record(fact: dict) -> dict:
    """Our record for one card from its facts."""
    rec: dict = {"name": fact["name"], "layout": fact.get("layout") or "normal",
                 "mana_cost": fact.get("mana_cost") or "", "type_line": fact.get("type_line") or ""}
    faces = fact.get("faces") or []
    if faces:
        rec["faces"] = []
        for face in faces:
            f = {"name": face["name"], "mana_cost": face.get("mana_cost") or "",
                 "type_line": face.get("type_line") or ""}
            indicator = _indicator(f["mana_cost"], face.get("colors"))
            if indicator:
                f["color_indicator"] = indicator
            rec["faces"].append(f)
        if rec["layout"] == "split" and all("Room" in f["type_line"] for f in rec["faces"]):
            rec["layout"] = "room"  # Rooms are split cards (709.5)
    else:
        indicator = _indicator(rec["mana_cost"], fact.get("colors"))
        if indicator:
            rec["color_indicator"] = indicator
    return rec


def _indicator(cost: str, colors) -> str:
    # a stated color that the cost can't explain comes from a color indicator (204)
    if not colors:
        return ""
    extra = set(colors) - _colors_of_cost(cost)
    return "".join(c for c in "WUBRG" if c in extra) if not _colors_of_cost(cost) else ""


def chinese_names(zh_source: Path) -> dict[str, dict]:
    """English name (casefolded) -> the official Chinese names written in Chinese."""
    from mtgrules.words import is_chinese

    out: dict[str, dict] = {}
    with zh_source.open(encoding="utf-8") as fh:
        for line in fh:
            entry = json.loads(line)
            # only names written in Chinese: the source gives split cards their English name there
            names = {k: v for k, v in entry.items()
                     if k in ("zh_hans", "zh_hant") and isinstance(v, str) and is_chinese(v)}
            out.setdefault(entry["name"].casefold(), names)
    return out


def build(source: Path, zh_source: Path = DEFAULT_ZH) -> tuple[dict, list[str]]:
    wanted = {name.casefold(): name for name in CURATED}
    zh_names = chinese_names(zh_source)
    facts: dict[str, dict] = {}
    with source.open(encoding="utf-8") as fh:
        for line in fh:
            fact = json.loads(line)
            key = fact["name"].casefold()
            if key in wanted and key not in facts:
                facts[key] = fact
    cards, missing = [], []
    for key, name in sorted(wanted.items()):
        if key not in facts:
            missing.append(name)
            continue
        rec = fact_record(facts[key])
        extra = CURATED[name]
        for field in ("text", "mana_abilities", "statics"):
            if field in extra:
                rec[field] = extra[field]
        rec.update(_zh_of(facts[key], zh_names))
        cards.append(rec)
    data = {
        "format": "mtgrules cards",
        "version": 1,
        "note": "Card facts (names, costs, types, layouts) from public card data; texts, "
                "mana abilities and static effects written for mtgrules.",
        "cards": cards,
    }
    return data, missing


def _zh_of(fact: dict, zh_names: dict[str, dict]) -> dict:
    """The Chinese names of a card; a multi-face card may be named "A // B" there."""
    faces = fact.get("faces") or []
    full = " // ".join(f["name"] for f in faces) if faces else fact["name"]
    return zh_names.get(fact["name"].casefold()) or zh_names.get(full.casefold()) or {}


def index_row(fact: dict, zh: dict | None, derived: dict | None = None) -> list:
    """One card of the index as a list in the order of INDEX_FIELDS.

    ``derived``: the card's mana abilities from XMage ({"faces": [[record, ...], ...],
    "unread": [...]}), used only when the card has no CC0 rules text: each card's abilities
    come from one source.
    """
    rec = fact_record(fact)
    faces = [[f["name"], f["mana_cost"], f["type_line"], f.get("color_indicator", "")]
             for f in rec.get("faces", [])]
    text = fact.get("oracle_text") if fact.get("source") in CC0_SOURCES else None
    colors = fact.get("colors")
    zh = zh or {}
    abilities, unread, source = None, [], ""
    if not text and derived is not None:
        abilities, unread, source = derived["faces"], derived["unread"], "x"
        if not any(abilities):
            abilities = []
    return [rec["name"], rec["layout"], rec["mana_cost"], rec["type_line"],
            rec.get("color_indicator", ""), faces, text or "",
            None if colors is None else "".join(c for c in "WUBRG" if c in colors),
            zh.get("zh_hans") or "", zh.get("zh_hant") or "", abilities, unread, source]


INDEX_FIELDS = ["name", "layout", "mana_cost", "type_line", "color_indicator", "faces", "text",
                "stated_colors", "zh_hans", "zh_hant", "abilities", "unread", "abilities_source"]


def read_abilities(path: Path) -> dict[str, dict]:
    """Card name -> its derived abilities, from the file ``--xmage`` writes (empty if absent)."""
    if not path.exists():
        return {}
    out = {}
    with path.open(encoding="utf-8") as fh:
        fh.readline()  # the header: source, commit, licence
        for line in fh:
            entry = json.loads(line)
            out[entry["name"]] = entry
    return out


def write_abilities(source: Path, repo: Path, path: Path) -> tuple[int, int]:
    """Derive the mana abilities of the cards without CC0 text from an XMage snapshot (a git
    directory) and write them to ``path``. Returns (cards derived, cards that add mana)."""
    import subprocess

    from mtgrules.cards.rules_text import unread_summary
    from tools.xmage_abilities import NOT_READ, derive

    cards = []
    with source.open(encoding="utf-8") as fh:
        for line in fh:
            fact = json.loads(line)
            if fact.get("source") in CC0_SOURCES and fact.get("oracle_text"):
                continue
            cards.append((fact["name"], [f["name"] for f in fact.get("faces") or []]))
    derived = derive(repo, cards)
    commit = subprocess.run(["git", "--git-dir", str(repo), "rev-parse", "HEAD"],
                            capture_output=True, text=True, check=True).stdout.strip()
    lines = [json.dumps({"format": "mtgrules derived mana abilities", "version": 1,
                         "source": "XMage card definitions, github.com/magefree/mage",
                         "commit": commit, "licence": "MIT",
                         "note": "Each card's mana abilities as this project's records, derived "
                                 "from the source's card classes; no code or text of it is kept."})]
    with_mana = 0
    for name in sorted(derived, key=lambda n: (n.casefold(), n)):
        faces, unread = derived[name]
        with_mana += bool(any(faces) or unread)
        lines.append(json.dumps({"name": name, "faces": faces,
                                 "unread": [u if u == NOT_READ else unread_summary(u) for u in unread]},
                                ensure_ascii=False, separators=(",", ":")))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(derived), with_mana


def build_index(source: Path, zh_source: Path, abilities: Path = DEFAULT_ABILITIES) -> bytes:
    """The index of every card in ``source`` as JSON Lines (the same bytes for the same input).

    Line 1 says the format, line 2 holds the names, their look-up keys and where each card's
    line starts (in bytes, counted from line 4), line 3 the names of faces and the Chinese
    names with their keys, then one card a line in name order.
    """
    zh_names = chinese_names(zh_source)
    derived = read_abilities(abilities)
    rows = []
    with source.open(encoding="utf-8") as fh:
        for line in fh:
            fact = json.loads(line)
            rows.append(index_row(fact, _zh_of(fact, zh_names), derived.get(fact["name"])))
    rows.sort(key=lambda r: (r[0].casefold(), r[0]))
    lines = [json.dumps({"format": "mtgrules card index", "version": 3,
                         "note": "Card facts from public card data (MTGJSON v3, CC0; XMage card "
                                 "definitions, MIT; Scryfall data); rules text only from MTGJSON "
                                 "(CC0); mana abilities read from that text or, for the other "
                                 "cards, derived from XMage's card definitions (MIT; "
                                 "abilities_source \"x\"); Chinese names from MTGJSON 5 foreign "
                                 "data (CC0).",
                         "fields": INDEX_FIELDS[1:]}, ensure_ascii=False)]
    # the names and their look-up keys first, so that a look-up reads only them and the
    # one entry it needs; the names of faces and the Chinese names are read on a miss
    from mtgrules.cards.index import index_keys

    names = [r[0] for r in rows]
    faces = [[f[0], i] for i, r in enumerate(rows) for f in r[5]]
    zh = [[z, i] for column in (8, 9) for i, r in enumerate(rows) if r[column]
          for z in ([r[column], r[column].split(" // ")[0]] if " // " in r[column] else [r[column]])]
    entries = [json.dumps(r[1:], ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
               for r in rows]
    offsets, at = [], 0
    for entry in entries:
        offsets.append(at)
        at += len(entry)
    lines.append(json.dumps({"names": names, "keys": index_keys(names), "offsets": offsets},
                            ensure_ascii=False, separators=(",", ":")))
    lines.append(json.dumps({"faces": faces, "face_keys": index_keys([f for f, _i in faces]),
                             "zh": zh, "zh_keys": index_keys([z for z, _i in zh])},
                            ensure_ascii=False, separators=(",", ":")))
    return ("\n".join(lines) + "\n").encode("utf-8") + b"".join(entries)


def unread_report(index_path: Path) -> tuple[list[str], int, int, int]:
    """The names of the index's cards that add mana but aren't fully read, and the counts.

    Counts every card of the index that adds mana (by its CC0 rules text, or by the abilities
    derived from XMage). Returns (unread names, cards that add mana, cards fully read, cards
    whose own mana abilities are read: all but the lines granting abilities to others).
    """
    from mtgrules.cards import CardIndex
    from mtgrules.cards.rules_text import is_granted

    index = CardIndex(index_path)
    unread, adding, own = [], 0, 0
    for name in index.mana_names():
        adding += 1
        card = index.card(name)
        if not card.abilities_known:
            unread.append(name)
        if card.abilities_source and not any(not is_granted(u) for u in card.unread):
            own += 1
    return unread, adding, adding - len(unread), own


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--index", action="store_true", help="build the index of every card")
    parser.add_argument("--unread", action="store_true",
                        help="list the cards whose mana abilities can't be read from their text")
    parser.add_argument("--zh", type=Path, default=DEFAULT_ZH)
    parser.add_argument("--index-out", type=Path, default=DEFAULT_INDEX)
    parser.add_argument("--abilities", type=Path, default=DEFAULT_ABILITIES,
                        help="the mana abilities derived from XMage (read by --index)")
    parser.add_argument("--xmage", type=Path,
                        help="a local git snapshot of XMage: derive --abilities from it")
    args = parser.parse_args(argv)
    if args.xmage:
        derived, adding = write_abilities(args.source, args.xmage, args.abilities)
        print(f"wrote the mana abilities of {derived:,} cards ({adding:,} add mana) to {args.abilities}")
        return 0
    if args.unread:
        unread, adding, read, own = unread_report(args.index_out)
        for name in unread:
            print(name)
        print(f"{len(unread)} of {adding:,} cards that add mana are not fully read; {read:,} read "
              f"({100 * read / adding:.2f}%); own mana abilities read on {own:,} "
              f"({100 * own / adding:.2f}%)")
        return 0
    if args.index:
        data = build_index(args.source, args.zh, args.abilities)
        args.index_out.write_bytes(data)
        print(f"wrote the index of every card to {args.index_out} ({len(data):,} bytes)")
        return 0
    data, missing = build(args.source, args.zh)
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {len(data['cards'])} cards to {args.out}")
    if missing:
        print("not in the source, skipped: " + ", ".join(missing), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
