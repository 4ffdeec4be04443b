"""Classic cards meeting a split card (mtgrules.split.scenarios): each answer by rules date, named
after the rule or ruling it checks, and the scenario table built from them."""

from __future__ import annotations

import pytest

import mtgrules as mr

OLD = "2016-06-01"
BOTH = ["current", OLD]


# --- Void (709.4b; old 708.6a) --------------------------------------------------------------

def test_709_4b_void_names_the_combined_mana_value():
    # Assault // Battery: {R} and {3}{G}, one mana value 5 off the stack today
    assert mr.void_discards("Assault // Battery", 5)
    assert not mr.void_discards("Assault // Battery", 1)
    assert not mr.void_discards("Assault // Battery", 4)


def test_old_708_6a_void_names_either_half():
    assert mr.void_discards("Assault // Battery", 1, rules=OLD)
    assert mr.void_discards("Assault // Battery", 4, rules=OLD)
    assert not mr.void_discards("Assault // Battery", 5, rules=OLD)


# --- Counterbalance (709.3b, 709.4b; old 708.6a) ----------------------------------------------

def test_counterbalance_ruling_2017_04_18_the_half_cast_is_not_the_card_revealed():
    # the spell Wax has mana value 1, the revealed Wax // Wane 2 today; 1 and 1 before 2017
    assert not mr.counterbalance_counters("Wax // Wane", "Wax")
    assert mr.counterbalance_counters("Wax // Wane", "Wax", rules=OLD)


def test_counterbalance_on_a_one_faced_card_compares_its_mana_value():
    assert mr.counterbalance_counters("Forest", "Forest")


def test_counterbalance_needs_a_half_of_the_card():
    with pytest.raises(mr.ChoiceError, match="not a half"):
        mr.counterbalance_counters("Wax // Wane", "Fire")


# --- cascade (702.85a; 709.3b, 709.4b; old 708.6a) -----------------------------------------

def test_702_85a_cascade_passes_over_fire_ice_since_2017():
    # Fire // Ice has mana value 4 in the library: not less than Bloodbraid Elf's 4
    assert not mr.cascade_stops_at("Fire // Ice", 4)
    assert mr.cascade_stops_at("Fire // Ice", 4, rules=OLD)  # old 708.6a: either half's 2
    assert mr.cascade_stops_at("Fire // Ice", 5)


def test_702_85a_cascade_checks_the_half_cast_since_2021():
    # Bloodbraid Elf ruling 2021-06-18: the resulting spell is the half cast (709.3b)
    assert mr.cascade_casts("Fire // Ice", 4) == ("Fire", "Ice")
    assert mr.cascade_casts("Assault // Battery", 6) == ("Assault", "Battery")
    assert mr.cascade_casts("Assault // Battery", 3) == ("Assault",)
    assert mr.cascade_casts("Assault // Battery", 1) == ()


@pytest.mark.parametrize("day, checked", [
    ("2021-02-23", False), ("2021-02-24", True), (OLD, False), ("current", True),
])
def test_702_85a_cascade_resulting_spell_change_is_dated(day, checked):
    assert mr.in_force("cascade-resulting-spell", day) is checked
    assert (mr.cascade_casts("Fire // Ice", 4, rules=day) is not None) is checked


def test_702_85a_cascade_on_a_one_faced_card():
    assert mr.cascade_stops_at("Forest", 4)  # mana value 0
    assert mr.cascade_casts("Bloodbraid Elf", 5) == ("Bloodbraid Elf",)
    assert mr.cascade_casts("Bloodbraid Elf", 4) == ()


# --- Sunforger (709.4; old 708.6c) -----------------------------------------------------------

def test_old_708_6c_sunforger_finds_research_development_only_before_2017():
    # each requirement met by some half then; combined mana value 7 today
    assert not mr.sunforger_finds("Research // Development")
    assert mr.sunforger_finds("Research // Development", rules=OLD)


def test_709_4_sunforger_finds_a_red_instant_split_card_of_mana_value_4():
    assert mr.sunforger_finds("Fire // Ice")  # blue and red, an instant, mana value 4
    assert not mr.sunforger_finds("Destined // Lead")  # black and green: neither red nor white


def test_kari_zevs_expertise_ruling_2017_04_18_either_half():
    assert mr.kari_zevs_expertise_casts("Wax // Wane") == ("Wax", "Wane")
    assert mr.kari_zevs_expertise_casts("Wax // Wane", rules=OLD) == ("Wax", "Wane")
    assert mr.kari_zevs_expertise_casts("Assault // Battery") == ("Assault",)


# --- numbers used as is (709.4b; old 708.5a) -----------------------------------------------

@pytest.mark.parametrize("rules", BOTH)
def test_old_708_5a_infernal_genesis_and_dark_confidant_use_the_total(rules):
    assert mr.infernal_genesis_tokens("Assault // Battery", rules=rules) == 5
    assert mr.dark_confidant_life_lost("Research // Development", rules=rules) == 7


# --- the scenarios of one card and their table ----------------------------------------------

def test_classic_scenarios_of_assault_battery():
    rows = mr.classic_scenarios("Assault // Battery")
    assert [r.effect for r in rows][:3] == ["Void"] * 3  # names 1, 4 and 5
    by_question = {r.question: r for r in rows}
    void5 = by_question["Void names 5: is it discarded from hand?"]
    assert (void5.answer("current"), void5.answer(OLD)) == (True, False)
    assert all(r.rule for r in rows)


def test_scenario_table_differs_column():
    table = mr.scenario_table("Assault // Battery").set_index("question")
    assert list(table.columns[-3:]) == [f"current ({mr.rules_date().isoformat()})",
                                        f"rules of {OLD}", "differs"]
    row = table.loc["If exiling stops at it: halves whose spell has mana value below 4"]
    assert row.iloc[-3:].tolist() == ["Assault", "not checked then", "yes"]
    assert table.loc["It is milled: how many tokens?", "differs"] == "no"


def test_scenario_table_versions_must_differ_and_be_dates():
    with pytest.raises(mr.ChoiceError, match="different rules versions"):
        mr.scenario_table("Fire // Ice", versions=("current", "current"))
    with pytest.raises(mr.RulesDateError):
        mr.scenario_table("Fire // Ice", versions="current")
    with pytest.raises(mr.RulesDateError):
        mr.scenario_table("Fire // Ice", versions=("current", "1990-01-01"))


@pytest.mark.parametrize("call", [
    lambda r: mr.void_discards("Wax // Wane", 2, rules=r),
    lambda r: mr.counterbalance_counters("Wax // Wane", "Wax", rules=r),
    lambda r: mr.cascade_stops_at("Wax // Wane", 4, rules=r),
    lambda r: mr.cascade_casts("Wax // Wane", 4, rules=r),
    lambda r: mr.sunforger_finds("Wax // Wane", rules=r),
    lambda r: mr.kari_zevs_expertise_casts("Wax // Wane", rules=r),
    lambda r: mr.infernal_genesis_tokens("Wax // Wane", rules=r),
    lambda r: mr.dark_confidant_life_lost("Wax // Wane", rules=r),
])
@pytest.mark.parametrize("bad", ["2016-13-01", "1800-01-01", 2016, None])
def test_every_scenario_function_checks_rules(call, bad):
    with pytest.raises(mr.RulesDateError):
        call(bad)


@pytest.mark.parametrize("bad", [-1, True, "4", 10**20])
def test_mana_values_and_numbers_are_whole_numbers(bad):
    for call in (mr.void_discards, mr.cascade_stops_at, mr.cascade_casts):
        with pytest.raises(mr.NumberError):
            call("Fire // Ice", bad)
