"""Tests for the card data: the bundled file, look-up, tables and the loaders."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import get_args

import pytest

import mtgrules as mr
from mtgrules.cards.abilities import ManaAbility, StaticEffect
from mtgrules.cards import LAYOUTS, SPLIT_LAYOUTS, Layout, bundled_cards, card_index
from mtgrules.cards.loaders import card_from_record
from mtgrules.cards.rules_text import abilities_from_text

ROOT = Path(__file__).resolve().parents[3]
# the shared data folder beside the checkout (or beside the folder of worktrees)
SHARED = next((p for p in (ROOT.parent / "shared", ROOT.parent.parent / "shared") if p.is_dir()),
              ROOT.parent / "shared")
SOURCE = SHARED / "data" / "cards.jsonl"

NEEDED = """Wax // Wane|Assault // Battery|Research // Development|Fire // Ice|Wear // Tear|Beck // Call|
Destined // Lead|Cut // Ribbons|Commit // Memory|Dead // Gone|Life // Death|Turn // Burn|Boom // Bust|
Far // Away|Alive // Well|Claim // Fame|Fireball|Blaze|Walking Ballista|Hangarback Walker|Endless One|
Genesis Wave|Crackle with Power|Stonecoil Serpent|Hydroid Krasis|Mind Spring|Rolling Thunder|Comet Storm|
Everflowing Chalice|Chalice of the Void|Chameleon Colossus|Viridian Joiner|Tarmogoyf|Dark Confidant|
Counterbalance|Void|Infernal Genesis|Sunforger|Kari Zev's Expertise|Bloodbraid Elf|Lord of Extinction|
Spectral Procession|Reaper King|Dismember|Gitaxian Probe|Mental Misstep|Gut Shot|Birthing Pod|
Kitchen Finks|Boros Reckoner|Beseech the Queen|Flame Javelin|Tamiyo's Safekeeping|Ajani, Sleeper Agent|
Tezzeret's Gambit|Icehide Troll|Blizzard Brawl|Scrying Sheets|Plains|Island|Swamp|Mountain|Forest|
Snow-Covered Plains|Snow-Covered Island|Snow-Covered Swamp|Snow-Covered Mountain|Snow-Covered Forest|
Wastes|Exotic Orchard|Reflecting Pool|Fellwar Stone|Sylvok Explorer|Harvester Druid|Naga Vitalist|
Squandered Resources|Gemstone Mine|Vivid Crag|Vivid Creek|Vivid Grove|Vivid Marsh|Vivid Meadow|
Calciform Pools|River of Tears|Contamination|Ritual of Subdual|Urborg, Tomb of Yawgmoth|Meteor Crater|
Mana Confluence|City of Brass|Ancient Tomb|Desert|Spire of Industry|Gaea's Cradle|Ancient Ziggurat|
Tundra|Underground Sea|Badlands|Taiga|Savannah|Scrubland|Volcanic Island|Bayou|Plateau|
Tropical Island|Coldsteel Heart|Chromatic Lantern|Arcum's Astrolabe|Icehide Golem""".replace("\n", "").split("|")


@pytest.mark.parametrize("name", NEEDED)
def test_every_needed_card_is_bundled(name):
    assert mr.card(name).name == name


def test_card_lookup_is_case_insensitive():
    assert mr.card("wax // WANE") is mr.card("Wax // Wane")


def test_709_4b_split_card_combined_cost_and_faces():
    ww = mr.card("Wax // Wane")
    assert (ww.layout, str(ww.mana_cost), ww.colors, ww.types) == ("split", "{G}{W}", "WG", ("Instant",))
    assert [(f.name, str(f.mana_cost), f.types, f.colors) for f in ww.faces] == [
        ("Wax", "{G}", ("Instant",), "G"), ("Wane", "{W}", ("Instant",), "W")]
    assert ww.names == ("Wax", "Wane")
    assert ww.mana_cost.mana_value() == 2


def test_709_aftermath_has_both_card_types():
    dl = mr.card("Destined // Lead")
    assert dl.layout == "aftermath" and dl.types == ("Instant", "Sorcery")
    assert str(dl.mana_cost) == "{1}{B}{3}{G}"
    cr = mr.card("Cut // Ribbons")
    assert cr.mana_cost.has_x and cr.faces[1].name == "Ribbons"


def test_709_5_room_cards_are_rooms():
    (room,) = mr.card_names(layout="room")
    c = mr.card(room)
    assert c.subtypes == ("Room",) and len(c.faces) == 2 and c.is_permanent


def test_other_multiface_layouts_show_the_main_face():
    giant = mr.card("Bonecrusher Giant")
    assert giant.layout == "adventure" and str(giant.mana_cost) == "{2}{R}" and giant.types == ("Creature",)
    assert str(giant.faces[1].mana_cost) == "{1}{R}"
    delver = mr.card("Delver of Secrets")
    assert delver.layout == "transform" and delver.faces[1].mana_cost.is_absent
    # 204: a back face with no cost gets its color from its color indicator
    assert delver.faces[1].colors == "U" and delver.faces[1].color_indicator == "U"


def test_type_line_parts():
    rk = mr.card("Reaper King")
    assert (rk.supertypes, rk.types, rk.subtypes) == (("Legendary",), ("Artifact", "Creature"), ("Scarecrow",))
    assert rk.colors == "WUBRG"
    scf = mr.card("Snow-Covered Forest")
    assert scf.supertypes == ("Basic", "Snow") and scf.subtypes == ("Forest",)
    assert mr.card("Dryad Arbor").colors == "G"  # color indicator on a land with no cost
    assert mr.card("Forest").mana_cost.is_absent


def test_snow_and_phyrexian_costs():
    assert str(mr.card("Arcum's Astrolabe").mana_cost) == "{S}"
    assert mr.card("Ajani, Sleeper Agent").colors == "WG"
    assert mr.card("Dismember").mana_cost.mana_value() == 3


def test_305_6_basic_land_types_bring_their_mana_ability():
    tundra = mr.card("Tundra")
    assert [(a.adds, a.types, a.origin) for a in tundra.mana_abilities] == [
        ("mana", "W", "Plains"), ("mana", "U", "Island")]
    assert tundra.printed_mana_abilities == ()


def test_unknown_half_name_suggests_the_whole_card():
    with pytest.raises(mr.UnknownCardError, match=r"did you mean 'Wax // Wane'") as info:
        mr.card("Wax")
    assert isinstance(info.value, mr.RulesInputError)


def test_unknown_name_suggests_close_names():
    with pytest.raises(mr.UnknownCardError, match="did you mean 'Exotic Orchard'"):
        mr.card("Exotic Orchid")
    with pytest.raises(mr.UnknownCardError, match="no card named 'zzzzqqq'"):
        mr.card("zzzzqqq")
    with pytest.raises(mr.UnknownCardError):
        mr.card(42)


def test_A5_card_name_that_is_a_huge_number():
    started = time.perf_counter()
    with pytest.raises(mr.UnknownCardError, match="a number of about 5,001 digits") as info:
        mr.card(10**5000)
    assert len(str(info.value)) < 100 and time.perf_counter() - started < 1


def test_P1_card_message_quotes_an_excerpt():
    started = time.perf_counter()
    with pytest.raises(mr.UnknownCardError, match="100,000 characters") as info:
        mr.card("Forest" * (100_000 // 6) + "Fore")
    assert len(str(info.value)) < 200 and time.perf_counter() - started < 1
    with pytest.raises(mr.UnknownCardError) as info:
        mr.card(["Forest"] * 10_000)
    assert len(str(info.value)) < 200


def test_B2_database_get_returns_default():
    db = bundled_cards()
    assert db.get("nope") is None and db.get("nope", 5) == 5
    assert db.get("wax // wane") is mr.card("Wax // Wane")
    assert db.get(42) is None  # not a name: no card by it


def test_B2_database_is_a_mapping():
    db = bundled_cards()
    assert "forest" in db and " Forest " in db and "nope" not in db and 5 not in db
    as_dict = dict(db.items())
    assert len(as_dict) == len(db) and as_dict["Wax // Wane"] is mr.card("Wax // Wane")
    assert list(db.keys()) == list(db) and len(list(db.values())) == len(db)
    assert all(db[name].name == name for name in db)


def test_B2_unknown_card_error_is_also_a_key_error_and_prints_plainly():
    with pytest.raises(KeyError) as info:
        bundled_cards()["Not A Card"]
    error = info.value
    assert isinstance(error, mr.UnknownCardError) and isinstance(error, mr.RulesInputError)
    assert isinstance(error, ValueError)
    # str() of a KeyError would quote its message; this one reads as written
    assert str(error) == "no card named 'Not A Card' is known here (the card data holds 124 cards)"


@pytest.mark.parametrize("call", [
    lambda: mr.card_table("x"), lambda: mr.card_table(5), lambda: mr.card_table([mr.card("Forest")]),
    lambda: mr.CardDatabase([1]), lambda: mr.CardDatabase("abc"), lambda: mr.CardDatabase(None),
    lambda: mr.CardDatabase(5), lambda: mr.CardDatabase([mr.card("Forest")], source=5),
    lambda: mr.CardDatabase([], skipped=[("a", 5)]), lambda: mr.CardDatabase([], skipped="ab"),
])
def test_B1_card_table_and_database_refuse_wrong_types(call):
    with pytest.raises(mr.RulesInputError) as info:
        call()
    assert isinstance(info.value, mr.CardDataError) and len(str(info.value)) < 300


def test_a_database_from_cards_or_from_a_database():
    db = mr.CardDatabase([mr.card("Forest"), mr.card("Wax // Wane")], source="mine")
    assert sorted(mr.CardDatabase(db)) == ["Forest", "Wax // Wane"]
    assert list(mr.card_table(db)["name"]) == ["Forest", "Wax // Wane"]
    assert mr.CardDatabase(c for c in db.values()).card("wax // wane") is mr.card("Wax // Wane")


def test_P4_unknown_layout_filter():
    with pytest.raises(mr.ChoiceError, match=r"layout='splt': expected one of 'normal', .*'split'.*"
                                             r"did you mean 'split'\?"):
        mr.card_names(layout="splt")
    with pytest.raises(mr.ChoiceError, match=r"layout=5: expected one of 'normal'"):
        mr.card_names(layout=5)
    with pytest.raises(mr.ChoiceError, match="type must be a string"):
        mr.card_names(type=5)
    for layout in LAYOUTS:
        mr.card_names(layout=layout)  # every layout is a valid filter, even with no card


def test_layouts_are_defined_once():
    from mtgrules.split import rules as split

    assert {mr.card(n).layout for n in mr.card_names()} <= set(LAYOUTS)
    assert split.SPLIT_LAYOUTS is SPLIT_LAYOUTS and set(SPLIT_LAYOUTS) <= set(LAYOUTS)
    assert get_args(Layout) == LAYOUTS


def test_card_names_filters():
    split = mr.card_names(layout="split")
    assert "Wax // Wane" in split and "Destined // Lead" not in split
    assert "Forest" in mr.card_names(type="Land") and "Fireball" not in mr.card_names(type="Land")
    assert mr.card_names() == sorted(mr.card_names(), key=str.casefold)


def test_card_table():
    df = mr.card_table()
    assert len(df) == len(mr.card_names())
    row = df.set_index("name").loc["Wax // Wane"]
    assert row["mana cost"] == "{G}{W}" and row["mana value"] == 2 and row["faces"] == "Wax // Wane"
    assert "could produce" in df.set_index("name").loc["Exotic Orchard", "mana abilities"]


def test_bundled_file_is_built_reproducibly(tmp_path):
    if not SOURCE.exists():
        pytest.skip(f"card facts source {SOURCE} is not present in this checkout")
    import runpy

    tool = runpy.run_path(str(ROOT / "tools" / "build_card_data.py"))
    out = tmp_path / "cards.json"
    tool["main"](["--source", str(SOURCE), "--out", str(out)])
    assert out.read_bytes() == (ROOT / "mtgrules" / "data" / "cards.json").read_bytes()


def test_bundled_costs_agree_with_the_source_facts():
    if not SOURCE.exists():
        pytest.skip(f"card facts source {SOURCE} is not present in this checkout")
    facts = {}
    with SOURCE.open(encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            facts.setdefault(d["name"], d)
    for name in mr.card_names():
        c, f = mr.card(name), facts[name]
        if c.faces:
            assert [str(x.mana_cost) for x in c.faces] == [x["mana_cost"] for x in f["faces"]], name
        else:
            assert str(c.mana_cost) == f["mana_cost"], name
        if f.get("mana_value") is not None and not c.faces:
            assert c.mana_cost.mana_value() == f["mana_value"], name


# --- the ability data model -------------------------------------------------------------------


def test_ability_round_trip_and_words():
    data = {"adds": "could produce", "what": "type", "of": "Land", "controller": "you", "cost": "{T}"}
    a = ManaAbility.from_dict(data)
    assert a.to_dict() == data
    assert str(a) == "{T}: Add one mana of any type that a land you control could produce"
    assert str(ManaAbility.from_dict({"adds": "mana", "types": "C", "amount": 2})) == "{T}: Add {C}{C}"
    s = StaticEffect.from_dict({"kind": "replace mana", "affects": {"of": "Land"}, "becomes": "B"})
    assert StaticEffect.from_dict(s.to_dict()) == s


@pytest.mark.parametrize("bad", [
    {"adds": "lots"}, {"adds": "mana"}, {"adds": "mana", "types": "X"},
    {"adds": "mana", "types": "G", "amount": -1}, {"adds": "could produce", "what": "hue"},
    {"adds": "mana", "types": "G", "colour": "G"}, {"adds": "mana", "types": "G", "per": ["moons"]},
    {"adds": "mana", "types": "U", "instead": [{"if": "raining", "types": "B"}]},
    # A11: wrongly typed fields
    {"adds": "mana", "types": "G", "per": 5}, {"adds": "mana", "types": "G", "per": "counter"},
    {"adds": "mana", "types": "G", "per": ["power", "²"]}, {"adds": "mana", "types": "G", "per": ["power", 1]},
    {"adds": "mana", "types": "G", "per": ["permanent", 5, "you"]},
    {"adds": "mana", "types": "G", "instead": 5}, {"adds": "mana", "types": "G", "instead": [5]},
    {"adds": "mana", "types": "G", "amount": 10**6}, {"adds": "mana", "types": "G", "amount": True},
    {"adds": "mana", "types": "G", "amount": -10**5000}, {"adds": ["mana"]}, {"adds": "mana", "types": 5},
    {"adds": "could produce", "what": "color", "of": "Land", "basic": 1},
    {"adds": "could produce", "what": "color", "of": 5}, {"adds": "mana", "types": "G", "cost": None},
    ["adds", "mana"], "mana",
])
def test_bad_ability_data(bad):
    with pytest.raises(mr.CardDataError) as info:
        ManaAbility.from_dict(bad)
    assert len(str(info.value)) < 400


@pytest.mark.parametrize("bad, words", [
    ({"kind": "land type", "land_type": "Swamp", "affects": 5}, "affects: expected an object"),
    ({"kind": "land type", "land_type": "Swamp", "affects": {"basic": 0}}, "'basic' must be true"),
    ({"kind": "grant ability", "ability": None}, "ability: expected an object"),
    ({"kind": ["land type"]}, "kind"),
    ({"kind": "replace mana", "becomes": "BG"}, "one mana type"),
    (5, "expected an object"),
])
def test_bad_static_effect_data(bad, words):
    with pytest.raises(mr.CardDataError, match=words):
        StaticEffect.from_dict(bad)


def test_bad_card_record():
    with pytest.raises(mr.CardDataError, match="mana cost"):
        card_from_record({"name": "Odd", "mana_cost": "{HW}", "type_line": "Instant"})
    with pytest.raises(mr.CardDataError, match="faces"):
        card_from_record({"name": "A // B", "layout": "split", "type_line": "Instant"})


# --- oracle text templates ------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("{T}: Add {G}.", {"adds": "mana", "types": "G", "cost": "{T}"}),
    ("{T}: Add {R} or {G}.", {"adds": "mana", "types": "RG", "cost": "{T}"}),
    ("{T}: Add {W}, {U}, or {B}.", {"adds": "mana", "types": "WUB", "cost": "{T}"}),
    ("{T}: Add {C}{C}.", {"adds": "mana", "types": "C", "amount": 2, "cost": "{T}"}),
    ("{T}, Pay 1 life: Add one mana of any color.", {"adds": "any color", "cost": "{T}, Pay 1 life"}),
    ("{T}: Add one mana of any color that a land an opponent controls could produce.",
     {"adds": "could produce", "what": "color", "of": "Land", "controller": "opponent", "cost": "{T}"}),
    ("{T}: Add one mana of any type that a land you control could produce.",
     {"adds": "could produce", "what": "type", "of": "Land", "controller": "you", "cost": "{T}"}),
    ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
     {"adds": "any color", "cost": "{T}", "rider": "Spend this mana only to cast a creature spell."}),
    ("{T}: Add {G} for each creature you control.",
     {"adds": "mana", "types": "G", "per": ["permanent", "Creature", "you"], "cost": "{T}"}),
])
def test_abilities_from_text_templates(text, expected):
    abilities, known = abilities_from_text(text)
    assert known and abilities == [expected]


def test_abilities_from_text_needs_text():
    with pytest.raises(mr.CardDataError, match="text must be a string"):
        abilities_from_text(5)
    with pytest.raises(mr.CardDataError, match="name must be a string"):
        abilities_from_text("{T}: Add {G}.", ["Forest"])


@pytest.mark.parametrize("text", [" " * 200_000, "(" * 200_000, "( " * 100_000, ": " * 100_000,
                                  "{T}: Add " + "{G}, " * 50_000 + ".", "{T}: Add {G}.\n" * 20_000])
def test_rules_text_reader_takes_time_in_step_with_the_text(text):
    # reminder text was once dropped with a pattern that took quadratic time on long runs of
    # spaces or "(": 200,000 of them took minutes
    started = time.perf_counter()
    abilities_from_text(text)
    assert time.perf_counter() - started < 2


def test_reminder_text_is_dropped():
    assert abilities_from_text("Flying (It can't be blocked.)") == ([], True)
    assert abilities_from_text("{T}: Add {G}. (Reminder.)") == (
        [{"adds": "mana", "types": "G", "cost": "{T}"}], True)
    assert abilities_from_text("({T}: Add {W} or {U}.)  ") == ([], True)


def test_abilities_from_text_unknown_and_non_mana():
    abilities, known = abilities_from_text(
        "{T}: Add {C}. If this land has a luck counter on it, instead add one mana of any color.")
    assert not known and abilities[0]["adds"] == "unknown"
    assert abilities_from_text("Flying\n{2}: Draw a card.") == ([], True)
    assert abilities_from_text("+1: Add {R}{R}.") == ([], True)  # loyalty abilities aren't mana abilities


# --- loaders ----------------------------------------------------------------------------------------

MTGJSON = {
    "meta": {"version": "5.2.2"},
    "data": {
        "Forest": [{"name": "Forest", "layout": "normal", "manaCost": None, "type": "Basic Land — Forest",
                    "text": "({T}: Add {G}.)"}],
        "Exotic Orchard": [{"name": "Exotic Orchard", "layout": "normal", "type": "Land",
                            "text": "{T}: Add one mana of any color that a land an opponent controls could produce."}],
        "Karplusan Forest": [{"name": "Karplusan Forest", "layout": "normal", "type": "Land",
                              "text": "{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you."}],
        "Wax // Wane": [
            {"name": "Wax // Wane", "faceName": "Wax", "layout": "split", "manaCost": "{G}", "type": "Instant",
             "text": "Target creature gets +2/+2.", "side": "a"},
            {"name": "Wax // Wane", "faceName": "Wane", "layout": "split", "manaCost": "{W}", "type": "Instant",
             "text": "Destroy target enchantment.", "side": "b"},
        ],
        "Little Girl": [{"name": "Little Girl", "layout": "normal", "manaCost": "{HW}", "type": "Creature — Human"}],
        "Delver of Secrets // Insectile Aberration": [
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets",
             "layout": "transform", "manaCost": "{U}", "type": "Creature — Human Wizard", "side": "a"},
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration",
             "layout": "transform", "type": "Creature — Human Insect", "colorIndicator": ["U"], "side": "b"},
        ],
    },
}

SCRYFALL = [
    {"object": "card", "name": "Island", "layout": "normal", "mana_cost": "", "type_line": "Basic Land — Island",
     "oracle_text": "({T}: Add {U}.)"},
    {"object": "card", "name": "Sylvok Explorer", "layout": "normal", "mana_cost": "{1}{G}",
     "type_line": "Creature — Human Druid",
     "oracle_text": "{T}: Add one mana of any color that a land an opponent controls could produce."},
    {"object": "card", "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}",
     "type_line": "Instant // Instant",
     "card_faces": [{"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "..."},
                    {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "..."}]},
    {"object": "card", "name": "Bottomless Pool // Locker Room", "layout": "split",
     "type_line": "Enchantment — Room // Enchantment — Room",
     "card_faces": [{"name": "Bottomless Pool", "mana_cost": "{U}", "type_line": "Enchantment — Room"},
                    {"name": "Locker Room", "mana_cost": "{4}{U}", "type_line": "Enchantment — Room"}]},
    {"object": "card", "name": "Spirit", "layout": "token", "type_line": "Token Creature — Spirit"},
]


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_load_mtgjson_atomic_cards(tmp_path):
    db = mr.load_cards(write(tmp_path, "AtomicCards.json", MTGJSON))
    assert isinstance(db, mr.CardDatabase) and len(db) == 5
    ww = db.card("wax // wane")
    assert str(ww.mana_cost) == "{G}{W}" and [f.name for f in ww.faces] == ["Wax", "Wane"]
    assert [a.types for a in db.card("Forest").mana_abilities] == ["G"]
    assert [(a.adds, a.types) for a in db.card("Karplusan Forest").mana_abilities] == [("mana", "C"), ("mana", "RG")]
    delver = db.card("Delver of Secrets // Insectile Aberration")
    assert delver.layout == "transform" and delver.faces[1].colors == "U"
    assert [name for name, _why in db.skipped] == ["Little Girl"]
    with pytest.raises(mr.CardDataError, match="Little Girl"):
        mr.load_cards(write(tmp_path, "AtomicCards.json", MTGJSON), strict=True)


def test_load_scryfall_oracle_cards(tmp_path):
    db = mr.load_cards(write(tmp_path, "oracle-cards.json", SCRYFALL))
    assert sorted(db) == ["Bottomless Pool // Locker Room", "Fire // Ice", "Island", "Sylvok Explorer"]
    assert str(db["Fire // Ice"].mana_cost) == "{1}{R}{1}{U}"
    assert db["Bottomless Pool // Locker Room"].layout == "room"
    with pytest.raises(mr.UnknownCardError, match="Fire // Ice"):
        db.card("Fire")


def test_loaded_cards_work_on_a_board(tmp_path):
    db = mr.load_cards(write(tmp_path, "oracle-cards.json", SCRYFALL))
    b = mr.Board(cards=db)
    explorer = b.add("Sylvok Explorer", "you")
    b.add("Island", "opponent")
    assert mr.could_produce(b)[explorer] == "U"


def test_bundled_format_round_trip(tmp_path):
    names = ["Wax // Wane", "Chromatic Lantern", "River of Tears", "Delver of Secrets", "Gaea's Cradle"]
    data = {"cards": [mr.card(n).to_dict() for n in names]}
    db = mr.load_cards(write(tmp_path, "mine.json", data))
    for n in names:
        assert db.card(n) == mr.card(n)


@pytest.mark.parametrize("content, words", [
    ("{not json", "not JSON"),
    ('{"something": 1}', "neither MTGJSON"),
    ('"text"', "neither MTGJSON"),
])
def test_load_cards_bad_files(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(mr.CardDataError, match=words):
        mr.load_cards(path)


def test_load_cards_missing_file(tmp_path):
    with pytest.raises(mr.CardDataError, match="can't read"):
        mr.load_cards(tmp_path / "nope.json")


# --- the index of every card ------------------------------------------------------------------------

ZH_SOURCE = SOURCE.parent / "names-zh.jsonl"


def test_every_real_card_by_name():
    finks = mr.card("Kitchen Finks")
    assert finks is mr.card("kitchen finks")  # curated: the notebooks' example
    signet = mr.card("Orzhov Signet")  # not curated: from the index
    assert str(signet.mana_cost) == "{2}" and signet.types == ("Artifact",)
    assert [str(a) for a in signet.mana_abilities] == ["{1}, {T}: Add {W}{B}"]
    assert signet.zh_hans == "欧佐夫印记" and "Add {W}{B}" in signet.rules_text
    assert mr.card("Reaper King").name == "Reaper King"


def test_official_chinese_names():
    assert mr.card("背弃理性").name == "Abandon Reason"
    assert mr.card("背棄理性").name == "Abandon Reason"
    assert mr.card("背弃理性") is mr.card("Abandon Reason")
    # a curated card found by its Chinese name is the curated card, and knows its names
    assert mr.card("树林") is mr.card("Forest") is mr.card("樹林")
    assert (mr.card("Forest").zh_hans, mr.card("Forest").zh_hant) == ("树林", "樹林")
    assert mr.card(card_index().card("Reflecting Pool").zh_hans) is mr.card("Reflecting Pool")
    # a two-face card by its front face's Chinese name
    assert mr.card("变体研究员").name == "Aberrant Researcher"
    with pytest.raises(mr.UnknownCardError, match="more than one card: 'Afflict' or 'Torture'"):
        mr.card("折磨")


def test_names_are_normalised():
    assert mr.card("wax//wane") is mr.card("Wax // Wane") is mr.card(" Wax / Wane ")
    assert mr.card("Alive//Well").name == "Alive // Well"
    assert mr.card("gaea’s   cradle") is mr.card("Gaea's Cradle")


def test_suggestions_in_the_learners_language():
    with pytest.raises(mr.UnknownCardError, match="did you mean 'Kitchen Finks'"):
        mr.card("Kitchn Finks")
    with pytest.raises(mr.UnknownCardError, match=r"did you mean '背弃理性' \(Abandon Reason\)\?"):
        mr.card("背弃理姓")
    with pytest.raises(mr.UnknownCardError, match=r"did you mean '背棄理性' \(Abandon Reason\)\?"):
        mr.card("背棄理姓")
    with pytest.raises(mr.UnknownCardError, match="'Perfected Form' is one face of 'Aberrant Researcher'"):
        mr.card("Perfected Form")
    with pytest.raises(mr.UnknownCardError, match="the card index holds 33,329 cards"):
        mr.card("zzzzqqq")


def test_card_names_every():
    assert mr.card_names() == bundled_cards().names()  # the curated names by default
    every = mr.card_names(every=True)
    assert len(every) == 33_329 and set(mr.card_names()) <= set(every)
    rooms = mr.card_names(layout="room", every=True)
    assert "Bottomless Pool // Locker Room" in rooms and len(rooms) > 20
    lands = mr.card_names(type="Land", every=True)
    assert "Orzhov Basilica" in lands and "Orzhov Signet" not in lands
    with pytest.raises(mr.ChoiceError, match="every"):
        mr.card_names(every="yes")


def test_importing_does_not_read_the_index():
    import subprocess
    import sys

    script = (
        "import sys\n"
        "opened = []\n"
        "sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == 'open' else None)\n"
        "import mtgrules as mr, mtgrules.cards\n"
        "mr.card('Kitchen Finks')\n"  # a curated card: the index is not needed
        "print(any('card_index' in p for p in opened))\n"
        "mr.card('Orzhov Signet')\n"
        "print(any('card_index' in p for p in opened))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split() == ["False", "True"]


def test_every_card_in_the_index_builds():
    index = card_index()
    refused = []
    for name in mr.card_names(every=True):
        try:
            c = index.card(name)
        except mr.CardDataError as exc:
            refused.append(str(exc))
            continue
        assert c.name == name and c.layout in LAYOUTS
    # only costs outside the rules are refused, each with a clear message: the Un-set half
    # mana (107.1) and the colorless Phyrexian symbol that rule 107.4 doesn't list
    assert sorted(m.split(":")[0] for m in refused) == ["card 'Kozilek, Compleated'", "card 'Little Girl'"]
    assert all("half mana (Un-sets)" in m or "not one of the symbols of rule 107.4" in m for m in refused)


def test_index_keys_are_the_lookup_keys():
    from mtgrules.cards.database import _key
    from mtgrules.cards.index import index_keys

    index = card_index()
    assert index._keys == [_key(n) for n in index._names] == index_keys(index._names)


def test_index_has_cc0_text_only():
    if not SOURCE.exists():
        pytest.skip(f"card facts source {SOURCE} is not present in this checkout")
    index = card_index()
    text_of = {name: index._row(i)[5] for i, name in enumerate(index._names)}
    with SOURCE.open(encoding="utf-8") as fh:
        for line in fh:
            fact = json.loads(line)
            shipped = text_of[fact["name"]]
            if fact["source"] == "mtgjson3":
                assert shipped == (fact["oracle_text"] or ""), fact["name"]
            else:
                assert shipped == "", fact["name"]


def test_index_is_built_reproducibly(tmp_path):
    if not (SOURCE.exists() and ZH_SOURCE.exists()):
        pytest.skip(f"card facts {SOURCE} or Chinese names {ZH_SOURCE} are not present in this checkout")
    import runpy

    tool = runpy.run_path(str(ROOT / "tools" / "build_card_data.py"))
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    tool["main"](["--index", "--source", str(SOURCE), "--zh", str(ZH_SOURCE), "--index-out", str(first)])
    tool["main"](["--index", "--source", str(SOURCE), "--zh", str(ZH_SOURCE), "--index-out", str(second)])
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() == (ROOT / "mtgrules" / "data" / "card_index.jsonl").read_bytes()


def test_unread_tool_prints_the_count(capsys):
    import runpy

    tool = runpy.run_path(str(ROOT / "tools" / "build_card_data.py"))
    tool["main"](["--unread"])
    out = capsys.readouterr().out.splitlines()
    assert "Metalworker" in out and "Doubling Cube" in out and "Orzhov Signet" not in out
    assert out[-1].startswith(f"{len(out) - 1} of ") and "% )" not in out[-1]
    assert "own mana abilities read on" in out[-1] and "(99." in out[-1]
