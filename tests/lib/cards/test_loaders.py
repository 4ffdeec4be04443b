"""Tests for mtgrules.cards.loaders: every file gives cards or a CardDataError, never anything else.

Tests named A5, A11, A12, A20, B1 and B4 reproduce the findings of the reliability review.
"""

from __future__ import annotations

import json
import os
import random
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgrules as mr
from mtgrules.cards.loaders import MAX_FILE_BYTES

ISLAND = {"name": "Island", "layout": "normal", "mana_cost": "", "type_line": "Basic Land — Island",
          "oracle_text": "({T}: Add {U}.)"}
SCRYFALL = json.dumps([ISLAND])


def write(tmp_path, data, name="cards.json"):
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# --- encodings (B4, A11) -------------------------------------------------------------------------


def test_B4_utf8_bom_loads(tmp_path):
    path = tmp_path / "bom.json"
    path.write_text(SCRYFALL, encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert list(mr.load_cards(path)) == ["Island"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_A11_utf16_file(tmp_path, encoding):
    path = tmp_path / "wide.json"
    path.write_text(SCRYFALL, encoding=encoding)
    db = mr.load_cards(path)
    assert list(db) == ["Island"] and db["Island"].type_line == "Basic Land — Island"


@pytest.mark.parametrize("content", [
    random.Random(4).randbytes(4096),
    b"\xff\xfe" + random.Random(5).randbytes(4096),   # looks like a UTF-16 BOM, then garbage
    '[{"name": "Jötun Grunt"}]'.encode("latin-1"),     # not UTF-8
    b"\x00" * 1000,
])
def test_A11_binary_garbage_is_card_data_error(tmp_path, content):
    with pytest.raises(mr.CardDataError, match="not text in|not JSON") as info:
        mr.load_cards(write(tmp_path, content))
    assert len(str(info.value)) < 300


def test_A11_deep_nesting_is_card_data_error(tmp_path):
    path = write(tmp_path, "[" * 100_000 + "]" * 100_000)
    with pytest.raises(mr.CardDataError, match="too deeply"):
        mr.load_cards(path)


def test_A11_fifty_megabytes_of_random_bytes(tmp_path):
    path = write(tmp_path, random.Random(6).randbytes(50 * 2**20))
    with pytest.raises(mr.CardDataError) as info:
        mr.load_cards(path)
    assert len(str(info.value)) < 300


# --- the path (A11, B1) and what it names (A12) -----------------------------------------------------


def test_A11_path_with_nul_is_card_data_error():
    with pytest.raises(mr.CardDataError, match="NUL"):
        mr.load_cards("a\x00b")


@pytest.mark.parametrize("path", [None, 5, b"cards.json", ["cards.json"]])
def test_B1_path_must_be_text_or_a_path(path):
    with pytest.raises(mr.CardDataError, match="takes a file path"):
        mr.load_cards(path)


def finishes(call, seconds=10.0):
    """What ``call()`` raised, checking that it returned within ``seconds``."""
    outcome: list[BaseException | None] = []

    def run():
        try:
            call()
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"still running after {seconds} s"
    return outcome[0]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_A12_dev_zero_and_fifo_refused(device):
    if not os.path.exists(device):
        pytest.skip(f"{device} is not on this system")
    error = finishes(lambda: mr.load_cards(device))
    assert isinstance(error, mr.CardDataError) and "not a regular file" in str(error)


def test_A12_fifo_refused_without_blocking(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    error = finishes(lambda: mr.load_cards(fifo))  # nobody ever writes to it
    assert isinstance(error, mr.CardDataError) and "not a regular file" in str(error)


def test_A12_folder_and_missing_file(tmp_path):
    with pytest.raises(mr.CardDataError, match="folder"):
        mr.load_cards(tmp_path)
    with pytest.raises(mr.CardDataError, match="can't read"):
        mr.load_cards(tmp_path / "nope.json")


def test_A12_size_cap(tmp_path):
    path = write(tmp_path, SCRYFALL)
    with pytest.raises(mr.CardDataError, match="more than max_bytes=10"):
        mr.load_cards(path, max_bytes=10)
    assert list(mr.load_cards(path, max_bytes=len(SCRYFALL))) == ["Island"]
    # a full MTGJSON AtomicCards.json or Scryfall oracle-cards file fits under the default cap
    assert MAX_FILE_BYTES >= 200 * 10**6
    with pytest.raises(mr.NumberError):
        mr.load_cards(path, max_bytes=0)


def test_strict_must_be_true_or_false(tmp_path):
    with pytest.raises(mr.ChoiceError, match="strict"):
        mr.load_cards(write(tmp_path, SCRYFALL), strict="yes")


# --- wrongly typed fields (A11, A20): the entry is skipped, the rest load ------------------------------

MTGJSON_GOOD = ("Forest", [{"name": "Forest", "layout": "normal", "type": "Basic Land — Forest"}])
SCRYFALL_GOOD = ISLAND
MINE_GOOD = {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant"}


def mtgjson(name, faces):
    return {"data": {name: faces, MTGJSON_GOOD[0]: MTGJSON_GOOD[1]}}


def scryfall(entry):
    return [entry, SCRYFALL_GOOD]


def mine(record):
    return {"cards": [record, MINE_GOOD]}


def ability(**fields):
    return {"name": "Z", "type_line": "Land", "mana_abilities": [{"adds": "mana", "types": "G", **fields}]}


# (file content, name in db.skipped, words the reason must hold)
WRONG_FIELDS = [
    # the table of finding A11
    (mtgjson("Dryad Arbor", [{"colorIndicator": 5, "type": "Land Creature — Forest Dryad"}]),
     "Dryad Arbor", "'colorIndicator' must be a list"),
    (mtgjson("Dryad Arbor", [{"colorIndicator": ["Q"], "type": "Land"}]), "Dryad Arbor", "color letters"),
    (scryfall({"name": "X", "layout": "transform", "card_faces": "abc"}), "X", "'card_faces' must be a list"),
    (scryfall({"name": "X", "layout": "transform", "card_faces": [1]}), "X", "card_faces[0] must be an object"),
    (scryfall({"name": ["X"], "oracle_text": "{T}: Add {G}."}), "?", "'name' as text"),
    (scryfall({"name": "X", "color_indicator": 5}), "X", "'color_indicator' must be a list"),
    (mine({"name": "Z", "faces": 5}), "Z", "'faces' must be a list"),
    (mine({"name": "Z", "mana_abilities": 5}), "Z", "'mana_abilities' must be a list"),
    (mine({"name": "Z", "statics": 5}), "Z", "'statics' must be a list"),
    (mine({"name": "Z", "color_indicator": 5}), "Z", "'color_indicator' must be text"),
    (mine(ability(per=5)), "Z", "mana_abilities[0]: 'per' must be a list"),
    (mine(ability(instead=5)), "Z", "mana_abilities[0]: 'instead' must be a list"),
    (mine({"name": "Z", "statics": [{"kind": "land type", "land_type": "Swamp", "affects": 5}]}),
     "Z", "statics[0].affects: expected an object"),
    # and the other fields of each format
    (mine({"name": "Z", "text": 5}), "Z", "'text' must be text"),
    (mine({"name": "Z", "type_line": ["Land"]}), "Z", "'type_line' must be text"),
    (mine({"name": "Z", "mana_cost": 5}), "Z", "'mana_cost' must be text"),
    (mine({"name": "Z", "layout": 5}), "Z", "layout=5"),
    (mine({"name": "Z", "layout": "splt"}), "Z", "did you mean 'split'"),
    (mine({"name": "Z", "abilities_known": "no"}), "Z", "'abilities_known' must be true or false"),
    (mine({"name": "Z", "faces": [{"name": "A", "faces": [{"name": "C"}]}], "layout": "transform"}),
     "Z", "a face can't have 'faces'"),
    (mine({"name": "Z", "faces": [5], "layout": "transform"}), "Z", "expected an object"),
    (mine({"name": "Z", "faces": [{"name": 5}], "layout": "transform"}), "Z", "'name' must be text"),
    (mine({"name": "Z", "mana_abilities": [5]}), "Z", "mana_abilities[0]: expected an object"),
    (mine({"name": "Z", "mana_abilities": [{"adds": ["mana"]}]}), "Z", "adds"),
    (mine(ability(per=["power", "²"])), "Z", "per"),
    (mine(ability(per=["permanent", 5, "you"])), "Z", "per"),
    (mine(ability(amount=10**6)), "Z", "too large"),
    (mine(ability(amount=True)), "Z", "amount"),
    (mine(ability(instead=[5])), "Z", "instead[0]: expected an object"),
    (mine(ability(cost=5)), "Z", "cost: expected text"),
    (mine({"name": "Z", "statics": [{"kind": "land type", "land_type": "Swamp",
                                      "affects": {"basic": 1}}]}), "Z", "'basic' must be true"),
    (mine({"name": "Z", "statics": [{"kind": "grant ability", "ability": "Add {G}"}]}),
     "Z", "statics[0].ability: expected an object"),
    (mtgjson("Z", 5), "Z", "expected a list of face objects"),
    (mtgjson("Z", [5]), "Z", "face 0 must be an object"),
    (mtgjson("Z", [{"layout": 5}]), "Z", "'layout' must be text"),
    (mtgjson("Z", [{"text": {"en": "x"}}]), "Z", "'text' must be text"),
    (mtgjson("Z // Y", [{"faceName": 5}, {"faceName": "Y"}]), "Z // Y", "'faceName' must be text"),
    (mtgjson("Z // Y", [{"side": ["a"]}, {"side": "b"}]), "Z // Y", "'side' must be text"),
    (scryfall({"name": "X", "oracle_text": 5}), "X", "'oracle_text' must be text"),
    (scryfall({"name": "X", "layout": "banana"}), "X", "layout='banana'"),
    (scryfall({"name": "X", "card_faces": [{"name": "A"}, {"mana_cost": "{G}"}]}), "X", "has no 'name'"),
]


@pytest.mark.parametrize("content, name, words", WRONG_FIELDS)
def test_A11_wrong_field_types_are_skipped_not_crashing(tmp_path, content, name, words):
    path = write(tmp_path, content)
    db = mr.load_cards(path)
    assert len(db) == 1  # the good entry still loads
    assert [n for n, _ in db.skipped] == [name]
    assert words in db.skipped[0][1]
    with pytest.raises(mr.CardDataError) as info:
        mr.load_cards(path, strict=True)
    assert words in str(info.value)


def test_A20_text_must_be_a_string(tmp_path):
    data = {"cards": [{"name": "Textint", "type_line": "Instant", "mana_cost": "{R}", "text": 5},
                      {"name": "A // B", "layout": "split", "text": 5,
                       "faces": [{"name": "A", "mana_cost": "{R}", "type_line": "Instant"},
                                 {"name": "B", "mana_cost": "{G}", "type_line": "Instant"}]},
                      {"name": "Fine", "type_line": "Instant", "mana_cost": "{R}", "text": "Deals 2."}]}
    path = write(tmp_path, data)
    db = mr.load_cards(path)
    assert [(n, why) for n, why in db.skipped] == [
        ("Textint", "card 'Textint': 'text' must be text, got 5"),
        ("A // B", "card 'A // B': 'text' must be text, got 5")]
    assert "<i>Deals 2.</i>" in db.card("Fine")._repr_html_()
    with pytest.raises(mr.CardDataError, match=r"card 'Textint': 'text' must be text"):
        mr.load_cards(path, strict=True)


def test_A5_huge_number_in_mana_cost_is_skipped(tmp_path):
    names = [f"Card {i}" for i in range(26)]
    data = {"data": {n: [{"name": n, "manaCost": "{1}{G}", "type": "Instant"}] for n in names}}
    data["data"]["Big"] = [{"name": "Big", "manaCost": "{" + "9" * 5000 + "}", "type": "Instant"}]
    db = mr.load_cards(write(tmp_path, data))
    assert sorted(db) == sorted(names)
    ((name, why),) = db.skipped
    assert name == "Big" and "mana cost can't be read" in why and len(why) < 300


def test_A5_huge_integer_anywhere_is_skipped(tmp_path):
    # json.dumps can't write such an int (nor can json.loads read one): written by hand
    text = ('{"cards": [{"name": "Z", "type_line": "Land", "mana_abilities": '
            '[{"adds": "mana", "types": "G", "amount": ' + "9" * 5000 + '}]}, '
            + json.dumps(MINE_GOOD) + "]}")
    db = mr.load_cards(write(tmp_path, text))
    assert list(db) == ["Shock"]
    ((name, why),) = db.skipped
    assert name == "Z" and "5,000 digits" in why and len(why) < 300


def test_long_values_are_quoted_as_excerpts(tmp_path):
    long = "x" * 100_000
    db = mr.load_cards(write(tmp_path, mine({"name": long, "mana_cost": long, "type_line": "Instant"})))
    ((name, why),) = db.skipped
    assert name == long and "100,000 characters" in why and len(why) < 600
    db = mr.load_cards(write(tmp_path, mine({"name": "Z", "text": list(range(100_000))})))
    assert db.skipped[0][1] == "card 'Z': 'text' must be text, got a list of 100,000 items"


def test_an_mtgjson_file_of_sets_is_named(tmp_path):
    data = {"data": {"LEA": {"name": "Limited Edition Alpha", "cards": []}}}
    with pytest.raises(mr.CardDataError, match="AllPrintings"):
        mr.load_cards(write(tmp_path, data))


def test_every_name_a_database_lists_can_be_looked_up(tmp_path):
    db = mr.load_cards(write(tmp_path, {"data": {" ": [{}], " Forest ": [{"type": "Land"}],
                                                 "forest": [{"type": "Land"}]}}))
    assert list(db) == [" Forest "] and db["forest"] is db[" Forest "]
    assert db.skipped == ((" ", "card record #0: 'name' is blank (' ')"),)


def test_layout_aliases_and_lower_case(tmp_path):
    db = mr.load_cards(write(tmp_path, [{**ISLAND, "layout": "Normal"}]))
    assert db["Island"].layout == "normal"


# --- the property: any JSON-ish file gives cards or a CardDataError ----------------------------------
#
# Files are built in each of the three formats from entries that are mostly right, with any
# field sometimes replaced by an arbitrary JSON value (so that the checks of every field are
# reached past the ones before it), and also from arbitrary JSON.

KEYS = ["name", "layout", "mana_cost", "type_line", "faces", "text", "mana_abilities", "statics",
        "color_indicator", "abilities_known", "manaCost", "type", "colorIndicator", "faceName", "side",
        "card_faces", "oracle_text", "adds", "types", "amount", "per", "what", "of", "controller",
        "basic", "instead", "if", "kind", "affects", "land_type", "ability", "replaces", "becomes",
        "cost", "restriction", "rider", "origin", "data", "cards"]
WORDS = ["split", "normal", "transform", "aftermath", "room", "adventure", "token", "{G}", "{1}{W}",
         "{X}{R}", "{HW}", "{T}: Add {G}.", "Basic Land — Forest", "Instant", "Enchantment — Room",
         "mana", "could produce", "land type", "Swamp", "counter", "power", "you", "G", "WU", "a"]
NAMES = ["Wax", "Wane", "Forest", "Fire // Ice", "A // B", " ", "", "x" * 300, "Ærathi"]
COSTS = ["", "{G}", "{1}{W}", "{X}{R}", "{2/W}{B/P}", "{HW}", "{W}{", "{C/P}", "{S}", "{G} // {W}"]
TYPE_LINES = ["", "Instant", "Basic Land — Forest", "Land", "Creature — Elf Druid",
              "Enchantment — Room", "Legendary Artifact Creature — Scarecrow", "Sorcery"]
ORACLE = ["", "Flying", "({T}: Add {U}.)", "{T}: Add {G}.", "{T}: Add {R} or {G}.", "{T}: Add {C}{C}.",
          "{T}: Add one mana of any color that a land an opponent controls could produce.",
          "{T}: Add {G} for each creature you control.", "{T}: Add {U}. If x, add {B} instead.",
          "{T}, Pay 1 life: Add one mana of any color.\n{1}: Draw a card."]
LAYOUT_WORDS = ["normal", "split", "aftermath", "room", "adventure", "transform", "modal_dfc", "flip",
                "meld", "token", "emblem", "Normal", "banana"]

scalars = (st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
           | st.text(max_size=12) | st.sampled_from(WORDS))
values = st.recursive(
    scalars,
    lambda inner: (st.lists(inner, max_size=4)
                   | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=6)),
    max_leaves=20,
)


def mostly(good):
    """``good`` about seven times in eight, else any JSON value."""
    return st.integers(0, 7).flatmap(lambda i: values if i == 7 else good)


def pick(items):
    return mostly(st.sampled_from(items))


abilities = st.one_of(
    st.fixed_dictionaries({"adds": pick(["mana"]), "types": pick(["G", "WU", "C", ""])}, optional={
        "amount": mostly(st.integers(0, 5) | st.none()),
        "per": pick([["counter", "charge"], ["power", "1"], ["permanent", "Creature", "you"], ["moons"]]),
        "instead": mostly(st.lists(st.fixed_dictionaries(
            {"if": pick(["played_land_this_turn"]), "types": pick(["B"])}), max_size=1)),
        "cost": pick(["{T}", "{1}, {T}"]), "rider": pick(["It deals 1 damage to you."])}),
    st.fixed_dictionaries({"adds": pick(["could produce"]), "what": pick(["color", "type"]),
                           "of": pick(["Land", "Creature"]), "controller": pick(["you", "opponent", "any"])},
                          optional={"basic": mostly(st.booleans())}),
    st.fixed_dictionaries({"adds": pick(["any color", "any type", "chosen color", "unknown"])}),
)
affects = st.fixed_dictionaries({}, optional={"of": pick(["Land", "Permanent"]),
                                              "controller": pick(["you", "opponent", "any"]),
                                              "basic": mostly(st.booleans())})
statics = st.one_of(
    st.fixed_dictionaries({"kind": pick(["land type"]), "land_type": pick(["Swamp", "Wastes"])},
                          optional={"affects": mostly(affects)}),
    st.fixed_dictionaries({"kind": pick(["grant ability"]), "ability": mostly(abilities)},
                          optional={"affects": mostly(affects)}),
    st.fixed_dictionaries({"kind": pick(["replace mana"]), "becomes": pick(["B", "C", "BG"])},
                          optional={"replaces": pick(["WUBRGC", "G"]), "affects": mostly(affects)}),
)
mine_faces = st.fixed_dictionaries({"name": pick(NAMES)}, optional={
    "mana_cost": pick(COSTS), "type_line": pick(TYPE_LINES), "color_indicator": pick(["U", "Q"])})
mine_records = st.fixed_dictionaries({"name": pick(NAMES)}, optional={
    "layout": pick(LAYOUT_WORDS), "mana_cost": pick(COSTS), "type_line": pick(TYPE_LINES),
    "text": mostly(st.text(max_size=10)), "color_indicator": pick(["", "U", "WG"]),
    "mana_abilities": mostly(st.lists(mostly(abilities), max_size=2)),
    "statics": mostly(st.lists(mostly(statics), max_size=2)),
    "abilities_known": mostly(st.booleans()), "faces": mostly(st.lists(mostly(mine_faces), max_size=3))})
mtgjson_faces = st.fixed_dictionaries({}, optional={
    "name": pick(NAMES), "faceName": pick(NAMES), "layout": pick(LAYOUT_WORDS), "side": pick(["a", "b"]),
    "manaCost": pick(COSTS), "type": pick(TYPE_LINES), "text": pick(ORACLE),
    "colorIndicator": pick([["U"], ["W", "G"], ["Q"]])})
scryfall_faces = st.fixed_dictionaries({"name": pick(NAMES)}, optional={
    "mana_cost": pick(COSTS), "type_line": pick(TYPE_LINES), "oracle_text": pick(ORACLE),
    "color_indicator": pick([["U"], ["Q"]])})
scryfall_cards = st.fixed_dictionaries({"name": pick(NAMES)}, optional={
    "layout": pick(LAYOUT_WORDS), "mana_cost": pick(COSTS), "type_line": pick(TYPE_LINES),
    "oracle_text": pick(ORACLE), "color_indicator": pick([["U"], ["Q"]]),
    "card_faces": mostly(st.lists(mostly(scryfall_faces), max_size=3))})

files = st.one_of(
    st.builds(lambda cards: {"cards": cards}, st.lists(mostly(mine_records), max_size=4)),
    st.builds(lambda data: {"data": data},
              st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=8), mostly(st.lists(mostly(mtgjson_faces), min_size=1, max_size=3)),
                              max_size=4)),
    st.lists(mostly(scryfall_cards), max_size=4),
    values,
)


def usable(db):
    """A loaded card works in the calls that once failed on bad data (A20), and the database
    is a consistent mapping."""
    for name in db:
        assert name in db and db.get(name) is db[name]
    for c in db.values():
        str(c), c._repr_html_(), c.to_dict(), c.names, c.is_permanent
        for a in c.mana_abilities:
            str(a)
        for s in c.statics:
            s.describe()
        for f in c.faces:
            str(f), f._repr_html_()
    mr.card_table(db)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=files, strict=st.booleans())
def test_A11_every_file_gives_cards_or_card_data_error(tmp_path, content, strict):
    path = write(tmp_path, content)
    try:
        db = mr.load_cards(path, strict=strict)
    except mr.CardDataError as exc:
        assert len(str(exc)) < 1000
        return
    assert isinstance(db, mr.CardDatabase)
    assert not (strict and db.skipped)
    usable(db)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.binary(max_size=200))
def test_A11_any_bytes_give_cards_or_card_data_error(tmp_path, content):
    try:
        db = mr.load_cards(write(tmp_path, content))
    except mr.CardDataError:
        return
    usable(db)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cards=st.lists(mine_records, max_size=4))
def test_loaded_cards_round_trip_through_the_mtgrules_format(tmp_path, cards):
    db = mr.load_cards(write(tmp_path, {"cards": cards}))
    again = mr.load_cards(write(tmp_path, {"cards": [c.to_dict() for c in db.values()]}, "again.json"),
                          strict=True)
    assert list(again.values()) == list(db.values())
