"""Tests for boards and "could produce" (106.5, 106.7, 106.12, 305.6, 614, 616.1)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgrules as mr
import mtgrules.board.solver as production
from mtgrules.board.permanents import Board
from mtgrules.board.explain import Step
from tests.lib.board.test_replacement import order_walk


def board_of(*items, players=("you", "opponent")):
    """A board and its handles from (name, controller) pairs."""
    b = Board(players=players)
    return b, [b.add(name, who) for name, who in items]


# --- the rules' own examples ---------------------------------------------------------


def test_106_7_example_each_orchard_could_produce_green():
    b = mr.Board()
    forest = b.add("Forest", "you")
    orchard = b.add("Exotic Orchard", "you")
    theirs = b.add("Exotic Orchard", "opponent")
    cp = mr.could_produce(b)
    assert (cp[orchard], cp[theirs], cp[forest]) == ("G", "G", "G")


def test_106_7_example_opponent_has_no_lands():
    b, (orchard,) = board_of(("Exotic Orchard", "you"))
    assert mr.could_produce(b)[orchard] == ""


def test_106_7_example_only_orchards_produce_nothing():
    b, hs = board_of(("Exotic Orchard", "you"), ("Exotic Orchard", "opponent"))
    assert [mr.could_produce(b)[h] for h in hs] == ["", ""]


def test_106_5_meteor_crater_without_colored_permanents():
    b, (crater, _tomb) = board_of(("Meteor Crater", "you"), ("Ancient Tomb", "you"))
    assert mr.could_produce(b)[crater] == ""


def test_106_5_meteor_crater_reads_colors_of_your_permanents_only():
    b, (crater, _elves, _s) = board_of(("Meteor Crater", "you"), ("Llanowar Elves", "you"),
                                       ("Squandered Resources", "opponent"))
    assert mr.could_produce(b)[crater] == "G"
    b.add("Squandered Resources", "you")
    assert mr.could_produce(b)[crater] == "BG"


def test_106_5_meteor_crater_reads_changed_colors():
    b, (crater,) = board_of(("Meteor Crater", "you"))
    b.add("Fellwar Stone", "you", colors="WR")
    assert mr.could_produce(b)[crater] == "WR"


# --- Exotic Orchard rulings (2009-02-01) -----------------------------------------------


def test_orchard_ruling_colors_only_not_colorless():
    b, (orchard, _w) = board_of(("Exotic Orchard", "you"), ("Wastes", "opponent"))
    assert mr.could_produce(b)[orchard] == ""


def test_orchard_ruling_costs_ignored_vivid_crag_without_counters():
    b, (orchard, _crag) = board_of(("Exotic Orchard", "you"), ("Vivid Crag", "opponent"))
    b2 = b.copy()
    b2.add("Vivid Crag", "opponent", counters={"charge": 0}, tapped=True)
    assert mr.could_produce(b)[orchard] == "WUBRG"
    assert mr.could_produce(b2)[orchard] == "WUBRG"


def test_orchard_ruling_replacement_effects_considered():
    b, (orchard, _forest, _c) = board_of(("Exotic Orchard", "you"), ("Forest", "opponent"),
                                         ("Contamination", "opponent"))
    # the opponent's Forest makes {B} instead; the Orchard itself is also a land tapped for mana
    assert mr.could_produce(b)[orchard] == "B"


def test_orchard_ruling_restrictions_and_riders_ignored():
    b, (orchard, _z) = board_of(("Exotic Orchard", "you"), ("Ancient Ziggurat", "opponent"))
    assert mr.could_produce(b)[orchard] == "WUBRG"


def test_orchard_ruling_orchards_and_pool_need_a_real_source():
    b, hs = board_of(("Exotic Orchard", "you"), ("Exotic Orchard", "opponent"),
                     ("Reflecting Pool", "opponent"))
    assert [mr.could_produce(b)[h] for h in hs] == ["", "", ""]
    forest = b.add("Forest", "you")
    cp = mr.could_produce(b)
    assert [cp[h] for h in hs] == ["G", "G", "G"] and cp[forest] == "G"


# --- Reflecting Pool rulings (2004-10-04, 2008-05-01) ----------------------------------


def test_pool_ruling_types_include_colorless():
    b, (pool, _w) = board_of(("Reflecting Pool", "you"), ("Wastes", "you"))
    assert mr.could_produce(b)[pool] == "C"


def test_pool_ruling_pools_dont_help_each_other():
    b, hs = board_of(("Reflecting Pool", "you"), ("Reflecting Pool", "you"), ("Desert", "opponent"))
    assert [mr.could_produce(b)[h] for h in hs[:2]] == ["", ""]


def test_pool_ruling_land_type_change_counts():
    b, (pool, wastes, _u) = board_of(("Reflecting Pool", "you"), ("Wastes", "you"),
                                     ("Urborg, Tomb of Yawgmoth", "opponent"))
    cp = mr.could_produce(b)
    assert cp[wastes] == "BC"  # 305.6/305.7: a Swamp too, so it taps for {B}
    assert cp[pool] == "BC"


def test_pool_ruling_replacement_effects_considered():
    b, (pool, _f, _r) = board_of(("Reflecting Pool", "you"), ("Forest", "you"),
                                 ("Ritual of Subdual", "opponent"))
    assert mr.could_produce(b)[pool] == "C"


def test_pool_ruling_costs_and_untapped_ignored():
    b, (pool, _mine) = board_of(("Reflecting Pool", "you"), ("Gemstone Mine", "you"))
    b.add("Ancient Tomb", "you", tapped=True)
    assert mr.could_produce(b)[pool] == "WUBRGC"


# --- Fellwar Stone, Sylvok Explorer, Harvester Druid, Naga Vitalist, Squandered Resources ---


def test_fellwar_stone_rulings():
    b, (stone,) = board_of(("Fellwar Stone", "you"))
    assert mr.could_produce(b)[stone] == ""  # 2004-10-04: no lands, no mana
    b.add("Ancient Tomb", "opponent")
    assert mr.could_produce(b)[stone] == ""  # 2009-10-01: never colorless
    b.add("Badlands", "opponent", tapped=True)  # 2004-10-04: tapped lands count
    assert mr.could_produce(b)[stone] == "BR"
    b.add("Forest", "you")  # your own lands don't count
    assert mr.could_produce(b)[stone] == "BR"


def test_fellwar_stone_is_not_a_land_so_orchards_ignore_it():
    b, (orchard, _stone, _i) = board_of(("Exotic Orchard", "you"), ("Fellwar Stone", "opponent"),
                                        ("Island", "you"))
    assert mr.could_produce(b)[orchard] == ""


def test_sylvok_explorer_and_harvester_druid():
    b, (explorer, druid, _m, _p) = board_of(("Sylvok Explorer", "you"), ("Harvester Druid", "you"),
                                            ("Mountain", "opponent"), ("Plains", "you"))
    cp = mr.could_produce(b)
    assert cp[explorer] == "R" and cp[druid] == "W"


def test_naga_vitalist_ruling_restriction_and_life_cost_ignored():
    b, (naga, _spire) = board_of(("Naga Vitalist", "you"), ("Spire of Industry", "you"))
    assert mr.could_produce(b)[naga] == "WUBRGC"  # no artifact, no matter


def test_naga_vitalist_ruling_riders_ignored():
    b, (naga, _cavern) = board_of(("Naga Vitalist", "you"), ("Cavern of Souls", "you"))
    assert mr.could_produce(b)[naga] == "WUBRGC"


def test_squandered_resources_reads_your_lands():
    b, (sq, _t, _theirs) = board_of(("Squandered Resources", "you"), ("Taiga", "you"),
                                    ("Island", "opponent"))
    assert mr.could_produce(b)[sq] == "RG"


def test_squandered_resources_ruling_land_without_mana_gives_nothing():
    b, (sq, _orchard) = board_of(("Squandered Resources", "you"), ("Exotic Orchard", "you"))
    assert mr.could_produce(b)[sq] == ""


def test_squandered_resources_not_changed_by_contamination_itself():
    # it isn't a land tapped for mana, but the land it sacrifices could produce only {B}
    b, (sq, _t, _c) = board_of(("Squandered Resources", "you"), ("Taiga", "you"),
                               ("Contamination", "you"))
    assert mr.could_produce(b)[sq] == "B"


# --- seed 000's commentary on 106.7 -----------------------------------------------------


def test_106_7_gemstone_mine_without_counters_lets_pool_make_any_color():
    b, (pool, _mine) = board_of(("Reflecting Pool", "you"), ("Gemstone Mine", "you"))
    b.add("Gemstone Mine", "you", counters={"mining": 0})
    assert mr.could_produce(b)[pool] == "WUBRG"


@pytest.mark.parametrize("played, expected", [(False, "U"), (True, "B")])
def test_106_7_river_of_tears_gives_pool_black_or_blue_never_both(played, expected):
    b, (pool, river) = board_of(("Reflecting Pool", "you"), ("River of Tears", "you"))
    b.set("you", played_land_this_turn=played)
    cp = mr.could_produce(b)
    assert cp[river] == expected and cp[pool] == expected


def test_river_of_tears_reads_its_controllers_turn_only():
    b, (river,) = board_of(("River of Tears", "you"))
    b.set("opponent", played_land_this_turn=True)
    assert mr.could_produce(b)[river] == "U"


# --- amounts read from the state (106.7: no mana means no type) ------------------------


def test_gaeas_cradle_needs_a_creature():
    b, (cradle,) = board_of(("Gaea's Cradle", "you"))
    b.add("Llanowar Elves", "opponent")
    assert mr.could_produce(b)[cradle] == ""
    b.add("Dryad Arbor", "you")  # a land creature counts
    assert mr.could_produce(b)[cradle] == "G"


def test_everflowing_chalice_counts_charge_counters():
    b, (empty,) = board_of(("Everflowing Chalice", "you"))
    two = b.add("Everflowing Chalice", "you", counters={"charge": 2})
    cp = mr.could_produce(b)
    assert cp[empty] == "" and cp[two] == "C"


def test_107_1b_viridian_joiner_with_negative_power_adds_no_mana():
    b, (joiner,) = board_of(("Viridian Joiner", "you"))
    shrunk = b.add("Viridian Joiner", "you", power=-2)
    cp = mr.could_produce(b)
    assert cp[joiner] == "G" and cp[shrunk] == ""


def test_coldsteel_heart_chosen_color():
    b, (heart,) = board_of(("Coldsteel Heart", "you"))
    red = b.add("Coldsteel Heart", "you", chosen_color="R")
    cp = mr.could_produce(b)
    assert cp[heart] == "" and cp[red] == "R"


def test_calciform_pools_x_ability_counts_without_counters():
    b, (pools,) = board_of(("Calciform Pools", "you"))
    assert mr.could_produce(b)[pools] == "WUC"


# --- replacement effects in every order (106.7, 616.1) ----------------------------------


def test_contamination_and_ritual_of_subdual_in_either_order():
    b, (forest, _c, _r) = board_of(("Forest", "you"), ("Contamination", "opponent"),
                                   ("Ritual of Subdual", "you"))
    assert mr.could_produce(b)[forest] == "BC"


def test_614_5_two_rituals_are_two_effects():
    # each Ritual of Subdual applies once: whatever the order, the last effect to apply is a
    # Ritual turning {B} back into {C}, so the Forest could produce only {C}
    b, (forest, *_rest) = board_of(("Forest", "you"), ("Contamination", "opponent"),
                                   ("Ritual of Subdual", "you"), ("Ritual of Subdual", "you"))
    assert mr.could_produce(b)[forest] == "C"
    one, (forest1, *_r) = board_of(("Forest", "you"), ("Contamination", "opponent"),
                                   ("Ritual of Subdual", "you"))
    assert mr.could_produce(one)[forest1] == "BC"  # one Ritual: either may apply last


def test_replacement_only_on_abilities_that_tap():
    # 106.12: Calciform Pools' X ability has no {T}, so Contamination doesn't touch it
    b, (pools, _c) = board_of(("Calciform Pools", "you"), ("Contamination", "opponent"))
    assert mr.could_produce(b)[pools] == "WUB"


def test_replacement_needs_mana_to_replace():
    b, (cradle, _c) = board_of(("Gaea's Cradle", "you"), ("Contamination", "you"))
    assert mr.could_produce(b)[cradle] == ""


def test_replacement_only_on_lands():
    b, (elves, _c) = board_of(("Llanowar Elves", "you"), ("Contamination", "opponent"))
    assert mr.could_produce(b)[elves] == "G"


# --- static effects -------------------------------------------------------------------------


def test_chromatic_lantern_grants_your_lands_any_color():
    b, (wastes, theirs, _l) = board_of(("Wastes", "you"), ("Wastes", "opponent"),
                                       ("Chromatic Lantern", "you"))
    cp = mr.could_produce(b)
    assert cp[wastes] == "WUBRGC" and cp[theirs] == "C"


def test_urborg_lets_orchard_read_black():
    b, (orchard, _w, _u) = board_of(("Exotic Orchard", "you"), ("Wastes", "opponent"),
                                    ("Urborg, Tomb of Yawgmoth", "you"))
    cp = mr.could_produce(b)
    assert cp[orchard] == "B"


# --- reflections over several levels, multiplayer ---------------------------------------


def test_two_level_reflection():
    b, (naga, pool, mine, _theirs) = board_of(
        ("Naga Vitalist", "you"), ("Reflecting Pool", "you"), ("Exotic Orchard", "you"),
        ("Plateau", "opponent"))
    cp = mr.could_produce(b)
    assert cp[mine] == "WR" and cp[pool] == "WR" and cp[naga] == "WR"


def test_multiplayer_any_opponent():
    b = Board(players=("ann", "bob", "cy"))
    orchard = b.add("Exotic Orchard", "ann")
    b.add("Island", "bob")
    b.add("Mountain", "cy")
    druid = b.add("Harvester Druid", "bob")
    their_orchard = b.add("Exotic Orchard", "cy")
    cp = mr.could_produce(b)
    assert cp[orchard] == "UR"
    assert cp[druid] == "U"
    assert cp[their_orchard] == "UR"  # ann's Orchard and bob's Island are lands of cy's opponents


def test_one_player_board_has_no_opponents():
    b = Board(players=("solo",))
    orchard = b.add("Exotic Orchard", "solo")
    b.add("Forest", "solo")
    assert mr.could_produce(b)[orchard] == ""


# --- explain ---------------------------------------------------------------------------------


def test_explain_chain_your_orchard_their_orchard_your_forest():
    b = mr.Board()
    forest = b.add("Forest", "you")
    mine = b.add("Exotic Orchard", "you")
    theirs = b.add("Exotic Orchard", "opponent")
    e = mr.explain(b, mine)
    assert e.types == "G"
    assert [s.permanent for s in e.chains["G"]] == [mine, theirs, forest]
    assert e.chain_text("G").startswith("Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- Forest#1 (you)")
    assert isinstance(e.chains["G"][0], Step) and e.chains["G"][-1].source is None
    assert (mine, theirs, "G") in e.edges and (theirs, forest, "G") in e.edges
    assert dict(e.nodes) == {mine: "G", theirs: "G", forest: "G"}
    assert "could produce {G}" in str(e)


def test_explain_nothing_says_why():
    b, (orchard,) = board_of(("Exotic Orchard", "you"))
    text = str(mr.explain(b, orchard))
    assert "no mana" in text and "106.7" in text
    b2, (crater,) = board_of(("Meteor Crater", "you"))
    assert "106.5" in str(mr.explain(b2, crater))


def test_explain_names_replacements():
    b, (forest, contamination) = board_of(("Forest", "you"), ("Contamination", "opponent"))
    (step,) = mr.explain(b, forest).chains["B"]
    assert step.read == "G" and step.replaced_by == (contamination,)


# --- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, kwargs, error, words",
    [
        (("Forrest", "you"), {}, mr.UnknownCardError, "Forest"),
        (("Forest", "me"), {}, mr.BoardError, "'me'"),
        (("Forest", "you"), {"untapped": True}, mr.BoardError, "untapped"),
        (("Gemstone Mine", "you"), {"counters": {"mining": -1}}, mr.BoardError, "negative"),
        (("Gemstone Mine", "you"), {"counters": {"mining": 1.5}}, mr.BoardError, "integer"),
        (("Fireball", "you"), {}, mr.BoardError, "not a permanent"),
        (("Coldsteel Heart", "you"), {"chosen_color": "C"}, mr.BoardError, "chosen_color"),
        (("Forest", "you"), {"colors": "X"}, mr.BoardError, "colors"),
    ],
)
def test_bad_add_raises_and_leaves_board_unchanged(args, kwargs, error, words):
    b, (forest,) = board_of(("Forest", "you"))
    before = (b.permanents, b.state_of(forest))
    with pytest.raises(error, match=words) as info:
        b.add(*args, **kwargs)
    assert isinstance(info.value, mr.RulesInputError)
    assert (b.permanents, b.state_of(forest)) == before
    assert b.add("Forest", "you").number == 2  # no handle number was used up


def test_bad_set_and_remove():
    b, (forest,) = board_of(("Forest", "you"))
    with pytest.raises(mr.BoardError, match="nobody"):
        b.set("nobody", played_land_this_turn=True)
    with pytest.raises(mr.BoardError, match="landfall"):
        b.set("you", landfall=True)
    with pytest.raises(mr.BoardError, match="True or False"):
        b.set("you", played_land_this_turn="yes")
    assert b.player_state("you") == {"played_land_this_turn": False}
    b.remove(forest)
    with pytest.raises(mr.BoardError, match="not a permanent"):
        b.remove(forest)
    with pytest.raises(mr.BoardError):
        mr.could_produce(b)[forest]


@pytest.mark.parametrize("players", [(), ("a", "a"), ("a", ""), "you"])
def test_bad_players(players):
    with pytest.raises(mr.BoardError):
        Board(players=players)


def test_handles_print_readably():
    b, (forest, orchard) = board_of(("Forest", "you"), ("Exotic Orchard", "opponent"))
    assert repr(forest) == "Forest#1 (you)" and str(orchard) == "Exotic Orchard#2 (opponent)"
    assert {forest: 1}[forest] == 1


def test_could_produce_table():
    b, _ = board_of(("Forest", "you"), ("Exotic Orchard", "you"))
    df = mr.could_produce(b).table()
    assert list(df["could produce"]) == ["G", "nothing"]


# --- B2: CouldProduce is a Mapping ------------------------------------------------------------


def test_B2_could_produce_get_returns_default():
    b, (forest,) = board_of(("Forest", "you"))
    cp = mr.could_produce(b)
    stranger = Board().add("Island", "you")
    assert cp.get(forest) == "G" and cp.get(stranger) is None and cp.get(stranger, "-") == "-"
    assert cp.get("nope") is None and cp.get([]) is None
    assert forest in cp and stranger not in cp and [] not in cp
    assert dict(cp.items()) == {forest: "G"} and dict(cp) == {forest: "G"} and list(cp.values()) == ["G"]
    assert cp == {forest: "G"}
    with pytest.raises(mr.BoardError, match="on another board"):
        cp[stranger]


# --- A15: explanations read one solve ----------------------------------------------------------


@pytest.fixture
def solves(monkeypatch):
    """How many times a board was solved."""
    count = []

    class Counted(production._Solver):
        def __init__(self, board):
            count.append(board)
            super().__init__(board)

    monkeypatch.setattr(production, "_Solver", Counted)
    return count


def big_board(n=300, seed=5):
    rng = random.Random(seed)
    names = ["Exotic Orchard", "Reflecting Pool", "Fellwar Stone", "Forest", "Island", "Tundra",
             "Gemstone Mine", "Llanowar Elves", "Meteor Crater", "Contamination"]
    b = Board(players=("p1", "p2", "p3"))
    for _ in range(n):
        b.add(rng.choice(names), rng.choice(b.players))
    return b


def test_A15_explain_all_solves_once(solves):
    b = big_board()
    explanations = [mr.explain(b, h) for h in b]
    assert len(solves) == 1
    assert [e.types for e in explanations] == [v for v in mr.could_produce(b).values()]
    assert len(solves) == 2  # could_produce always solves, and keeps that solve
    assert str(mr.explain(b, b.permanents[0])) == str(explanations[0]) and len(solves) == 2


def test_A15_explain_after_a_change_reads_the_changed_board(solves):
    b, (orchard,) = board_of(("Exotic Orchard", "you"))
    assert mr.explain(b, orchard).types == ""
    forest = b.add("Forest", "opponent")
    assert mr.explain(b, orchard).types == "G" and len(solves) == 2
    b.set("you", played_land_this_turn=True)
    mr.explain(b, orchard)
    b.remove(forest)
    assert mr.explain(b, orchard).types == "" and len(solves) == 4
    copy = b.copy()
    copy.add("Island", "opponent")
    assert mr.explain(copy, orchard).types == "U" and mr.explain(b, orchard).types == ""


def test_A15_explanations_stay_true_of_the_board_they_explained():
    b, (river,) = board_of(("River of Tears", "you"))
    before = mr.explain(b, river)
    b.set("you", played_land_this_turn=True)
    assert mr.explain(b, river).types == "B"
    assert before.types == "U" and before.notes[0][1] == "U" and dict(before.nodes) == {river: "U"}


def test_A15_graphs_are_drawn_only_when_read(solves):
    b = big_board()
    first = mr.explain(b, b.permanents[0])
    reached = dict(first.nodes)
    assert b.permanents[0] in reached and all(r in reached for r, _s, _t in first.edges)
    assert len(solves) == 1


# --- A16: many replacement effects -------------------------------------------------------------


def replacer_cards(k, seed=1):
    """A Forest and k distinct "replace mana" enchantments (the A16 reproduction)."""
    combos = [("".join(t for i, t in enumerate("WUBRGC") if mask >> i & 1), b)
              for mask in range(1, 64) for b in "WUBRGC"]
    random.Random(seed).shuffle(combos)
    cards = [{"name": "Forest", "layout": "normal", "mana_cost": "", "type_line": "Basic Land — Forest"}]
    for i, (rep, becomes) in enumerate(combos[:k]):
        cards.append({"name": f"Replacer {i}", "layout": "normal", "mana_cost": "{1}", "type_line": "Enchantment",
                      "statics": [{"kind": "replace mana", "affects": {"of": "Land", "controller": "any"},
                                   "replaces": rep, "becomes": becomes}]})
    return {"cards": cards}, combos[:k]


def replacer_board(tmp_path, k):
    data, combos = replacer_cards(k)
    path = tmp_path / "replacers.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    b = Board(cards=mr.load_cards(path))
    forest = b.add("Forest", "you")
    replacers = [b.add(f"Replacer {i}", "you") for i in range(k)]
    return b, forest, replacers, combos


def as_effects(combos):
    return [(sum(1 << "WUBRGC".index(t) for t in rep), "WUBRGC".index(b)) for rep, b in combos]


def test_A16_twenty_replacement_effects_agree_with_brute_force_order_walk(tmp_path):
    b, forest, replacers, combos = replacer_board(tmp_path, 20)
    # the order walk on these 20 effects visits about 2.5 million states (half a minute);
    # `python tests/lib/board/test_replacement.py 20` prints what it finds from each type: from {G}, all six
    assert mr.could_produce(b)[forest] == "WUBRGC"
    for t, chain in mr.explain(b, forest).chains.items():
        (step,) = chain
        assert step.read == "G" and set(step.replaced_by) <= set(replacers)
        # the order shown follows 616.1: each applies to the mana as it is, and none is left
        mana = "G"
        for source in step.replaced_by:
            rep, becomes = combos[replacers.index(source)]
            assert mana in rep
            mana = becomes
        assert mana == t
        unused = [combos[i] for i, r in enumerate(replacers) if r not in step.replaced_by]
        assert not any(t in rep for rep, _b in unused)


@pytest.mark.parametrize("k", [1, 2, 4, 6, 9, 11])
def test_A16_replacement_effects_agree_with_brute_force_on_fewer_effects(tmp_path, k):
    b, forest, _replacers, combos = replacer_board(tmp_path, k)
    expected = order_walk(as_effects(combos), "WUBRGC".index("G"))
    assert mr.could_produce(b)[forest] == "".join(t for i, t in enumerate("WUBRGC") if i in expected)


# --- properties -----------------------------------------------------------------------------
# A naive reference written independently of the library: each card's meaning is spelled out
# here, and the fixed point is found by recomputing everything until nothing changes.

BASE = {  # what the card makes by itself
    "Forest": "G", "Island": "U", "Mountain": "R", "Wastes": "C", "Tundra": "WU", "Bayou": "BG",
    "Gemstone Mine": "WUBRG", "Ancient Tomb": "C", "Vivid Crag": "WUBRG", "Spire of Industry": "WUBRGC",
    "Llanowar Elves": "G", "Desert": "C", "City of Brass": "WUBRG", "Calciform Pools": "WUC",
}
REFS = {  # (what, of, whose)
    "Exotic Orchard": ("color", "land", "opp"), "Fellwar Stone": ("color", "land", "opp"),
    "Sylvok Explorer": ("color", "land", "opp"), "Harvester Druid": ("color", "land", "own"),
    "Reflecting Pool": ("type", "land", "own"), "Naga Vitalist": ("type", "land", "own"),
    "Squandered Resources": ("type", "land", "own"),
}
LANDS = {"Forest", "Island", "Mountain", "Wastes", "Tundra", "Bayou", "Gemstone Mine", "Ancient Tomb",
         "Vivid Crag", "Spire of Industry", "Desert", "City of Brass", "Calciform Pools",
         "Exotic Orchard", "Reflecting Pool", "Gaea's Cradle", "Meteor Crater", "Urborg, Tomb of Yawgmoth"}
CREATURES = {"Llanowar Elves", "Sylvok Explorer", "Harvester Druid", "Naga Vitalist"}
COLORS = {"Llanowar Elves": "G", "Sylvok Explorer": "G", "Harvester Druid": "G", "Naga Vitalist": "G",
          "Squandered Resources": "BG"}
NAMES = sorted(set(BASE) | set(REFS) | {"Gaea's Cradle", "Meteor Crater", "Urborg, Tomb of Yawgmoth"})


def naive(items):
    """items: list of (name, player index); returns list of sets of types."""
    urborg = any(n == "Urborg, Tomb of Yawgmoth" for n, _ in items)
    base = []
    for name, p in items:
        got = set(BASE.get(name, ""))
        if name == "Gaea's Cradle" and any(n in CREATURES and q == p for n, q in items):
            got.add("G")
        if name == "Meteor Crater":
            got |= {c for n, q in items if q == p for c in COLORS.get(n, "")}
        if urborg and name in LANDS:
            got.add("B")
        base.append(got)
    values = [set(s) for s in base]
    while True:
        new = []
        for i, (name, p) in enumerate(items):
            got = set(base[i])
            if name in REFS:
                what, _of, whose = REFS[name]
                for j, (other, q) in enumerate(items):
                    if other in LANDS and ((q == p) == (whose == "own")):
                        got |= values[j] - ({"C"} if what == "color" else set())
            new.append(got)
        if new == values:
            return values
        values = new


boards = st.tuples(
    st.integers(min_value=1, max_value=4),
    st.lists(st.tuples(st.sampled_from(NAMES), st.integers(min_value=0, max_value=3)), max_size=18),
)


def build(n_players, items):
    players = tuple(f"p{i}" for i in range(n_players))
    items = [(name, p % n_players) for name, p in items]
    b = Board(players=players)
    handles = [b.add(name, players[p]) for name, p in items]
    return b, handles, items


@settings(max_examples=150, deadline=None)
@given(boards)
def test_property_equals_naive_iteration(data):
    b, handles, items = build(*data)
    cp = mr.could_produce(b)
    expected = naive(items)
    assert [set(cp[h]) for h in handles] == expected


@settings(max_examples=80, deadline=None)
@given(boards)
def test_property_idempotent_and_a_fixed_point(data):
    b, handles, _items = build(*data)
    first = dict(mr.could_produce(b))
    assert dict(mr.could_produce(b)) == first
    # a fixed point: every explanation ends at a permanent that makes the type itself
    for h in handles:
        for t, chain in mr.explain(b, h).chains.items():
            assert chain[0].mana == t and chain[-1].source is None
            assert all(first[s.permanent].count(s.mana) == 1 for s in chain)


@settings(max_examples=80, deadline=None)
@given(boards, st.sampled_from(NAMES), st.integers(min_value=0, max_value=3))
def test_property_adding_a_permanent_removes_no_type(data, name, who):
    b, handles, _items = build(*data)
    before = mr.could_produce(b)
    b.add(name, b.players[who % len(b.players)])
    after = mr.could_produce(b)
    assert all(set(before[h]) <= set(after[h]) for h in handles)


PERMANENT_NAMES = [n for n in mr.card_names() if mr.card(n).is_permanent]


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=1, max_value=4),
       st.lists(st.tuples(st.sampled_from(PERMANENT_NAMES), st.integers(0, 3)), max_size=25))
def test_property_any_board_terminates_with_bounded_work(n_players, items):
    b, handles, _ = build(n_players, items)
    cp = mr.could_produce(b)
    assert set(cp) == set(handles)
    assert all(v == "".join(t for t in "WUBRGC" if t in v) for v in cp.values())
    # each reader is evaluated once, then again only when a group it reads gains a type
    readers = [h for h in handles if any(a.adds == "could produce" for a in b.card_of(h).mana_abilities)]
    assert cp.evaluations <= len(readers) * (1 + 6 * n_players)


def test_a_count_of_a_subtype_can_be_zero_106_7():
    # Cabal Coffers adds {B} for each Swamp you control: with none it would add no mana, so
    # it could produce nothing (106.7); with a Swamp it could produce {B}
    board = mr.Board()
    coffers = board.add("Cabal Coffers", "you")
    assert mr.could_produce(board)[coffers] == ""
    board.add("Swamp", "you")
    assert mr.could_produce(board)[coffers] == "B"


def test_seed_ranked_8_wild_growth_trigger_leaves_could_produce_a_replacement_changes_it():
    """Seed 000 (Wild Growth): a triggered mana ability (106.12a) doesn't change what the land
    could produce; a replacement effect (Contamination, 106.12b) does."""
    board = mr.parse_board("you: Island\nyou: Wild Growth\nopponent: Exotic Orchard\n")
    island, _growth, orchard = board.permanents
    assert mr.could_produce(board)[island] == "U" and mr.could_produce(board)[orchard] == "U"
    board.add("Contamination", "opponent")
    assert mr.could_produce(board)[island] == "B" and mr.could_produce(board)[orchard] == "B"
