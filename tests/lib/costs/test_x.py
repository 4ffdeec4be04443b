"""X: legal values (107.3a, 107.3b), total cost (601.2f), mana value by zone (107.3g, 107.3m)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgrules as mr

FREE = "without paying its mana cost"


def cost_of(name: str) -> mr.ManaCost:
    return mr.card(name).mana_cost


# --- API.md examples -------------------------------------------------------------------

def test_api_examples():
    fb = mr.parse_cost("{X}{R}")
    assert mr.x_range(fb, pool=mr.ManaPool("RRRRR")) == range(0, 5)
    assert mr.x_range(fb, how=FREE) == range(0, 1)
    assert str(mr.total_cost(mr.parse_cost("{X}{X}{G}"), x=2)) == "{4}{G}"


def test_cast_methods():
    assert {"normal", FREE, "with a cost reduction"} <= set(mr.CAST_METHODS)


# --- 107.3a / 107.3b -------------------------------------------------------------------

def test_107_3b_free_cast_forces_x_zero():
    for name in ("Fireball", "Blaze", "Genesis Wave", "Walking Ballista", "Endless One"):
        assert mr.x_range(cost_of(name), how=FREE) == range(0, 1)
        assert mr.x_range(cost_of(name), how=FREE, pool=mr.ManaPool("GGGGG")) == range(0, 1)


def test_107_3b_kari_zevs_expertise_ruling_2017_02_09():
    # a free spell with {X} must have X = 0; the total mana to pay is nothing
    fb = cost_of("Fireball")
    assert str(mr.total_cost(fb, how=FREE)) == "{0}"
    with pytest.raises(mr.NumberError, match="107.3b"):
        mr.total_cost(fb, x=3, how=FREE)


def test_107_3b_bloodbraid_elf_cascade_ruling_2021_06_18():
    assert mr.x_range(cost_of("Blaze"), how=FREE, pool=mr.ManaPool("RRRR")) == range(0, 1)


def test_107_3b_a_cost_reduction_does_not_force_zero():
    fb = cost_of("Fireball")
    # {X}{R} costing {2} less: with RRR, X = 4 costs {2}{R}
    assert mr.x_range(fb, how="with a cost reduction", reduction=2,
                      pool=mr.ManaPool("RRR")) == range(0, 5)
    # even reduced to nothing ({R} left), X can still be chosen
    assert mr.x_range(fb, how="with a cost reduction", reduction=2,
                      pool=mr.ManaPool("R")) == range(0, 3)
    assert str(mr.total_cost(fb, x=2, reduction=2)) == "{R}"
    free_choice = mr.x_range(fb, how="with a cost reduction", reduction=2)
    assert 1000 in free_choice and 0 in free_choice


def test_107_3b_additional_cost_x_on_a_free_cast():
    # a kicker {X} on a spell without X in its mana cost is still chosen on a free cast
    verazol_like = mr.parse_cost("{4}{G}{G}")
    assert mr.x_range(verazol_like, how=FREE, additional="{X}",
                      pool=mr.ManaPool("GGG")) == range(0, 4)
    assert 50 in mr.x_range(verazol_like, how=FREE, additional="{X}")
    assert str(mr.total_cost(verazol_like, x=3, how=FREE, additional="{X}")) == "{3}"
    # but X in the mana cost itself is still 0
    assert mr.x_range(cost_of("Fireball"), how=FREE, additional="{X}",
                      pool=mr.ManaPool("RRR")) == range(0, 1)


def test_107_3b_alternative_cost_with_and_without_x():
    spell = mr.parse_cost("{X}{U}{U}")
    how = "with an alternative cost"
    assert mr.x_range(spell, how=how, alternative="{X}{U}",
                      pool=mr.ManaPool("UUU")) == range(0, 3)
    assert mr.x_range(spell, how=how, alternative="{1}{U}",
                      pool=mr.ManaPool("UUU")) == range(0, 1)
    assert str(mr.total_cost(spell, x=2, how=how, alternative="{X}{U}")) == "{2}{U}"
    with pytest.raises(mr.ChoiceError, match="needs that alternative cost"):
        mr.x_range(spell, how=how)
    with pytest.raises(mr.ChoiceError, match="not when casting normally"):
        mr.x_range(spell, alternative="{X}{U}")
    with pytest.raises(mr.NumberError, match=r"alternative cost \{1\}\{U\}, which has no X"):
        mr.total_cost(spell, x=2, how=how, alternative="{1}{U}")


def test_x_range_when_nothing_can_be_paid():
    assert mr.x_range(cost_of("Fireball"), pool=mr.ManaPool("GG")) == range(0, 0)
    assert mr.x_range(mr.parse_cost("{R}"), pool=mr.ManaPool("R")) == range(0, 1)
    assert mr.x_range(mr.parse_cost("{R}")) == range(0, 1)


def test_x_range_with_phyrexian_life():
    cost = mr.parse_cost("{X}{R/P}")
    pool = mr.ManaPool("RR")
    assert mr.x_range(cost, pool=pool, life=20) == range(0, 3)        # 2 life for {R/P}
    assert mr.x_range(cost, pool=pool, can_lose_life=False) == range(0, 2)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["{X}{R}", "{X}{X}", "{X}{X}{X}{R}{R}", "{X}{G}{G}{G}", "{X}{W/U}",
                        "{X}{2/G}", "{X}{C}"]),
       st.text(alphabet="WUBRGC", max_size=9), st.integers(0, 3))
def test_x_range_agrees_with_can_pay(cost_text, letters, reduction):
    cost, pool = mr.parse_cost(cost_text), mr.ManaPool(letters)
    got = mr.x_range(cost, pool=pool, reduction=reduction)
    # the pipeline: every announcement, then the reduction (601.2b, 601.2f)
    brute = [x for x in range(0, 15)
             if any(mr.can_pay(t.mana, pool)
                    for t in mr.total_costs(cost, x=x, reductions=[reduction]))]
    assert list(got) == brute


# --- total cost: X replaced, increases, reductions (601.2f) ------------------------------

def test_walking_ballista_ruling_2020_08_07_xx_doubles():
    assert str(mr.total_cost(cost_of("Walking Ballista"), x=3)) == "{6}"
    assert mr.x_range(cost_of("Walking Ballista"), pool=mr.ManaPool("CCCCCC")) == range(0, 4)


def test_hangarback_walker_ruling_2015_06_22():
    assert str(mr.total_cost(cost_of("Hangarback Walker"), x=2)) == "{4}"
    assert mr.entering_x(2).enters_ability == 2          # two +1/+1 counters


def test_crackle_with_power_ruling_2021_04_16():
    crackle = cost_of("Crackle with Power")
    assert str(mr.total_cost(crackle, x=1)) == "{3}{R}{R}"
    assert str(mr.total_cost(crackle, x=2)) == "{6}{R}{R}"
    assert mr.x_range(crackle, pool=mr.ManaPool("RRRRRRRR")) == range(0, 3)


def test_fireball_ruling_2017_11_17_total_cost_vs_mana_value():
    fb = cost_of("Fireball")
    # X = 5 and three targets: {1} more for each target beyond the first
    assert str(mr.total_cost(fb, x=5, increase=2)) == "{7}{R}"
    assert mr.mana_value_in_zone(fb, "stack", x=5) == 6


def test_601_2f_increases_then_reductions_and_never_below_zero():
    cost = mr.parse_cost("{2}{G}")
    assert str(mr.total_cost(cost, increase=1, reduction=2)) == "{1}{G}"
    assert str(mr.total_cost(cost, increase=1, reduction=5)) == "{G}"
    assert str(mr.total_cost(cost, increase="{G}")) == "{2}{G}{G}"     # a Leech-style tax
    assert str(mr.total_cost(mr.parse_cost("{R}"), reduction=3)) == "{R}"
    assert str(mr.total_cost(mr.parse_cost("{2}"), reduction=3)) == "{0}"
    # 107.4h: generic reductions don't touch {S}
    assert str(mr.total_cost(mr.parse_cost("{1}{S}"), reduction=2)) == "{S}"


def test_total_cost_of_a_card_with_no_mana_cost():
    assert mr.total_cost(mr.parse_cost("")).is_absent
    assert str(mr.total_cost(mr.parse_cost(""), how=FREE)) == "{0}"


# --- mana value by zone (107.3g, 107.3m) -------------------------------------------------

@pytest.mark.parametrize("zone", ["hand", "library", "graveyard", "exile", "battlefield",
                                  "command"])
def test_107_3g_x_is_zero_off_the_stack(zone):
    assert mr.mana_value_in_zone(cost_of("Genesis Wave"), zone, x=5) == 3
    assert mr.mana_value_in_zone(cost_of("Walking Ballista"), zone, x=3) == 0
    assert mr.mana_value_in_zone(cost_of("Genesis Wave"), "stack", x=5) == 8


def test_counterbalance_ruling_2006_07_15_blaze():
    spell = mr.mana_value_in_zone(cost_of("Blaze"), "stack", x=1)
    assert spell == 2
    assert mr.mana_value_in_zone(cost_of("Blaze"), "library") != spell   # a revealed Blaze
    assert mr.mana_value_in_zone(cost_of("Dark Confidant"), "library") == spell


def test_dark_confidant_ruling_2020_08_07():
    # life lost = mana value of the revealed card, X counted as 0
    assert mr.mana_value_in_zone(cost_of("Fireball"), "library", x=7) == 1
    assert mr.mana_value_in_zone(cost_of("Walking Ballista"), "library") == 0


def test_genesis_wave_ruling_2017_11_17_x_cards_in_library():
    # with X = 3, a revealed Endless One has mana value 0, so it may be put onto the battlefield
    assert mr.mana_value_in_zone(cost_of("Endless One"), "library") <= 3


def test_107_3m_enters_ability_uses_the_spells_x():
    ballista = mr.entering_x(3)
    assert (ballista.spell, ballista.enters_ability, ballista.permanent) == (3, 3, 0)
    assert mr.mana_value_in_zone(cost_of("Walking Ballista"), "battlefield",
                                 x=ballista.spell) == 0
    endless = mr.entering_x(4)
    assert endless.enters_ability == 4 and endless.permanent == 0


# --- the unbounded range -----------------------------------------------------------------

def test_open_range_without_pool():
    r = mr.x_range(cost_of("Fireball"))
    assert isinstance(r, mr.OpenRange)
    assert 0 in r and 10**9 in r
    assert -1 not in r and 1.5 not in r and True not in r
    assert r.bounded(4) == range(0, 4)
    assert r.stop is None
    first = []
    for x in r:
        if x == 3:
            break
        first.append(x)
    assert first == [0, 1, 2]


def test_open_range_iteration_stops_with_a_message():
    r = mr.x_range(cost_of("Fireball"), limit=5)
    with pytest.raises(mr.LimitExceededError, match="pool="):
        list(r)


# --- bad input ---------------------------------------------------------------------------

def test_bad_cast_method_lists_the_methods():
    with pytest.raises(mr.ChoiceError) as err:
        mr.x_range(cost_of("Fireball"), how="free")
    assert FREE in str(err.value)
    with pytest.raises(mr.ChoiceError):
        mr.total_cost(cost_of("Fireball"), how="free")


def test_bad_zone_lists_the_zones():
    with pytest.raises(mr.ChoiceError) as err:
        mr.mana_value_in_zone(cost_of("Fireball"), "deck")
    assert "library" in str(err.value)


@pytest.mark.parametrize("bad", [-1, 1.5, "2", True])
def test_bad_x_values(bad):
    with pytest.raises(mr.NumberError):
        mr.total_cost(cost_of("Fireball"), x=bad)
    with pytest.raises(mr.NumberError):
        mr.mana_value_in_zone(cost_of("Fireball"), "stack", x=bad)
    with pytest.raises(mr.NumberError):
        mr.entering_x(bad)


def test_bad_amounts_and_costs():
    with pytest.raises(mr.NumberError):
        mr.x_range(cost_of("Fireball"), reduction=-1)
    with pytest.raises(mr.NumberError):
        mr.total_cost(cost_of("Fireball"), increase=-2)
    with pytest.raises(mr.ManaCostError):
        mr.x_range("{Q}")
    with pytest.raises(mr.ManaCostError):
        mr.total_cost(42)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RR")) == range(0, 2)


def test_107_3p_y_follows_the_rules_of_x():
    assert str(mr.total_cost("{X}{Y}{R}", x=2, y=3)) == "{5}{R}"
    assert mr.mana_value_in_zone("{X}{Y}{R}", "stack", x=2, y=3) == 6
    assert mr.mana_value_in_zone("{X}{Y}{R}", "hand", x=2, y=3) == 1   # 107.3g
    with pytest.raises(mr.NumberError, match="107.3p"):
        mr.total_cost("{Y}{R}", y=1, how="without paying its mana cost")
    with pytest.raises(mr.NumberError):
        mr.total_cost("{Y}{R}", y=-1)


@pytest.mark.parametrize("make", [lambda: mr.OpenRange("a"), lambda: mr.OpenRange(0, None),
                                  lambda: mr.OpenRange(-1)])
def test_B1_open_range_checks_its_bounds(make):
    with pytest.raises(mr.RulesInputError):
        make()


# --- words for learners --------------------------------------------------------------------

def test_describe_x_says_the_legal_values_in_a_sentence():
    from mtgrules.costs import describe_x

    fireball = cost_of("Fireball")
    assert describe_x(mr.x_range(fireball, pool=mr.ManaPool("RRRRR"))) == "X can be 0 to 4"
    assert describe_x(mr.x_range(fireball)) == "X can be 0 or more"
    assert describe_x(mr.x_range(fireball, how=FREE)) == "X can only be 0"
    assert describe_x(mr.x_range(fireball, pool=mr.ManaPool(""))) == \
        "No value of X can be paid, not even X = 0"
    assert describe_x(range(0, 12_001)) == "X can be 0 to 12,000"
    assert describe_x(range(0, 2)) == "X can be 0 or 1"
    with pytest.raises(mr.ChoiceError):
        describe_x([0, 1])


def test_str_forms_read_as_sentences_and_reprs_stay_python():
    assert str(mr.OpenRange(0)) == "0 or more (no upper bound)"
    assert repr(mr.OpenRange(0)) == "OpenRange(0)"
    entering = mr.entering_x(2)
    assert str(entering) == ("Cast with X = 2: its enters abilities use X = 2, but the "
                             "permanent's own X is 0 (107.3m)")
    assert repr(entering) == "EnteringX(spell=2, enters_ability=2, permanent=0)"


@pytest.mark.parametrize("call", [
    lambda: mr.total_cost(cost_of("Fireball"), x=3, how=FREE),
    lambda: mr.total_cost(cost_of("Fireball"), x=-1),
    lambda: mr.total_cost("{Y}{R}", y=1, how=FREE),
    lambda: mr.x_range(cost_of("Fireball"), how="with an alternative cost"),
    lambda: mr.x_range(cost_of("Fireball"), alternative="{R}"),
    lambda: mr.total_cost(cost_of("Fireball"), x=2, how="with an alternative cost",
                          alternative="{R}"),
])
def test_messages_a_learner_meets_speak_the_game(call):
    import re

    with pytest.raises(mr.RulesInputError) as raised:
        call()
    message = str(raised.value)
    assert not re.search(r"=['\"\w]", message), message
    assert "()" not in message and "None" not in message
    assert re.search(r"\d{3}\.\d", message), "the message names its rule"


def test_107_3c_an_x_the_text_defines_is_not_chosen():
    burst = cost_of("Aether Burst")          # {1}{U}; X = 1 + the Aether Bursts in all graveyards
    assert not burst.has_x
    assert mr.x_range(burst, defined=1 + 2) == range(3, 4)
    assert mr.x_range(burst, defined=3, pool=mr.ManaPool("UU")) == range(3, 4)
    assert list(mr.x_range(burst, defined=3, pool=mr.ManaPool("G"))) == []   # can't pay {1}{U}
    # an {X} in the mana cost but defined by the text: the defined value, even cast for free
    assert mr.x_range("{X}{R}", defined=2, how=FREE) == range(2, 3)
    assert list(mr.x_range("{X}{R}", defined=2, pool=mr.ManaPool("RR"))) == []  # {2}{R}
    with pytest.raises(mr.RulesInputError):
        mr.x_range(burst, defined=-1)


def test_seed_ranked_9_leeches_by_name_a_cost_increase_leaves_the_mana_value():
    """Seed 004 (Leeches): Jade Leech's {G} more makes a {3}{G} spell cost {3}{G}{G}; its mana
    value stays 4 (601.2f, 202.3)."""
    assert str(mr.card("Jade Leech").mana_cost) == "{2}{G}{G}"
    spell = mr.parse_cost("{3}{G}")
    assert str(mr.total_cost(spell, increase="{G}")) == "{3}{G}{G}"
    assert mr.mana_value_in_zone(spell, "stack") == 4


def test_seed_ranked_8_aether_burst_x_is_defined_by_its_text():
    """Seed 000 (Æther Burst): X = 1 + the Æther Bursts in graveyards; with two, X = 3 and
    nobody chooses it (107.3c); the card still costs {1}{U}."""
    burst = mr.card("Aether Burst").mana_cost
    assert list(mr.x_range(burst, defined=1 + 2, pool=mr.ManaPool("UU"))) == [3]
    assert str(mr.total_cost(burst)) == "{1}{U}"


# --- the rest of 107.3: paying a mana cost through an effect, and [-X] ------------------

def test_seed_ranked_6_107_3h_paying_an_objects_mana_cost():
    """An effect that pays a {X}{U} card's mana cost pays {U}; paying that of a spell on the
    stack uses the X it was cast with (107.3h)."""
    assert str(mr.mana_cost_paid_by_effect("{X}{U}")) == "{U}"
    assert str(mr.mana_cost_paid_by_effect("{X}{U}", on_stack=True, x=3)) == "{3}{U}"
    assert str(mr.mana_cost_paid_by_effect(mr.card("Walking Ballista"))) == "{0}"
    assert str(mr.mana_cost_paid_by_effect("{X}{X}", on_stack=True, x=2)) == "{4}"   # 107.3i
    with pytest.raises(mr.NumberError, match=r"107\.3g, 107\.3h"):
        mr.mana_cost_paid_by_effect("{X}{U}", x=3)
    with pytest.raises(mr.ChoiceError, match="True or False"):
        mr.mana_cost_paid_by_effect("{X}{U}", on_stack="yes")


def test_seed_ranked_6_loyalty_minus_x_is_bounded_by_the_counters():
    """A planeswalker with 4 loyalty pays [-X] with X from 0 to 4 (107.7, 606.6)."""
    assert mr.loyalty_x_range(4) == range(0, 5)
    assert mr.loyalty_x_range(0) == range(0, 1)
    for bad in (-1, 2.5, True, "4"):
        with pytest.raises(mr.NumberError, match="606.6"):
            mr.loyalty_x_range(bad)


# --- hostile input (findings/reliability-2.md) -------------------------------------------

def test_F16_describe_x_reads_a_huge_range_without_len():
    assert mr.describe_x(range(0, 10**30)) == (
        "X can be 0 to 999,999,999,999,999,999,999,999,999,999")
    assert mr.describe_x(range(3, 4)) == "X can only be 3"


@pytest.mark.parametrize("legal, letter", [(range(-5, 3), "X"), (range(0, 3), 5),
                                           (range(0, 3), "{x}")])
def test_F16_describe_x_refuses_what_x_range_never_gives(legal, letter):
    with pytest.raises(mr.ChoiceError):
        mr.describe_x(legal, letter=letter)
