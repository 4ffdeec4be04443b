"""can_cast: announce (601.2b), total cost (601.2f), pay (601.2g-h), in one call, with the
rules' own examples and the step that fails said in the game's words."""

from __future__ import annotations

import random

import pytest

import mtgrules as mr

ALT = "with an alternative cost"
FORCE = mr.AlternativeCost(life=1, what="exile a blue card from your hand")


def test_601_2h_example_altars_reap_pays_b_not_1b():
    # CR 601.2h example: Altar's Reap {1}{B}, Thunderscape Familiar makes black spells cost
    # {1} less; the total cost is locked in before the Familiar is sacrificed: pay {B}
    check = mr.can_cast("Altar's Reap", mr.ManaPool("B"), reductions=[1],
                        additional=mr.AdditionalCost(what="sacrifice a creature",
                                                     kind="mandatory"))
    assert check.ok and str(check.total.mana) == "{B}" and check.spend.mana == "B"
    assert not mr.can_cast("Altar's Reap", mr.ManaPool("B"))


def test_fireball_takes_the_largest_x_the_pool_pays():
    check = mr.can_cast("Fireball", mr.ManaPool("RRRR"))
    assert check.ok and check.x == 3 and check.x_values == range(0, 4)
    assert str(check.announcement.cost) == "{3}{R}" and check.spend.mana == "RRRR"
    assert str(check) == ("Fireball can be cast with X = 3: announce {3}{R}; the total cost is "
                          "{3}{R}; pay {R}{R}{R}{R} from the pool (601.2b, 601.2f, 601.2h)")


def test_an_x_the_pool_cant_pay_fails_at_paying():
    check = mr.can_cast("Fireball", mr.ManaPool("RRRR"), x=5)
    assert not check and check.step == "pay" and check.x == 5
    assert "it needs 6 mana and the pool holds 4" in str(check)
    assert "601.2h" in str(check)


def test_x_forced_to_0_fails_at_announcing():
    check = mr.can_cast("Fireball", mr.ManaPool("R"), x=2, how="without paying its mana cost")
    assert not check and check.step == "announce" and "107.3b" in str(check)
    free = mr.can_cast("Fireball", mr.ManaPool(""), how="without paying its mana cost")
    assert free.ok and free.x == 0 and str(free.total.mana) == "{0}"


def test_force_of_will_pitch_pays_1_life():
    check = mr.can_cast("Force of Will", mr.ManaPool(""), how=ALT, alternative=FORCE, life=1)
    assert check.ok and check.total.life == 1 and check.spend.mana == ""
    assert "pay 1 life" in str(check)
    no = mr.can_cast("Force of Will", mr.ManaPool(""), how=ALT, alternative=FORCE, life=0)
    assert not no and no.step == "pay" and "life total of at least 1" in str(no)
    emperion = mr.can_cast("Force of Will", "", how=ALT, alternative=FORCE,
                           life_can_change=False)
    assert not emperion and "can't lose life (119.8)" in str(emperion)


def test_snuff_out_and_dismember_pay_life_as_far_as_the_life_total_goes():
    snuff = mr.AlternativeCost(life=4, what="")
    assert mr.can_cast("Snuff Out", "", how=ALT, alternative=snuff, life=4)
    assert not mr.can_cast("Snuff Out", "", how=ALT, alternative=snuff, life=3)
    rich = mr.can_cast("Dismember", mr.ManaPool("B"), life=5)
    assert rich and str(rich.total.mana) == "{1}" and rich.total.life == 4
    poor = mr.can_cast("Dismember", mr.ManaPool("B"), life=3)
    assert not poor and "{1}{B} and 2 life" in str(poor)


def test_a_land_is_played_not_cast_and_no_mana_cost_is_unpayable():
    land = mr.can_cast("Forest", mr.ManaPool("G"))
    assert not land and land.step == "announce" and "305.9" in str(land)
    absent = mr.can_cast("", mr.ManaPool("G"))
    assert not absent and absent.step == "total cost" and "118.6" in str(absent)
    assert mr.can_cast("", mr.ManaPool(""), how="without paying its mana cost")


def test_split_cards_are_cast_by_one_half():
    with pytest.raises(mr.ChoiceError, match="face='Wax'"):
        mr.can_cast("Wax // Wane", mr.ManaPool("G"))
    assert mr.can_cast("Wax // Wane", mr.ManaPool("G"), face="Wax")
    assert not mr.can_cast("Wax // Wane", mr.ManaPool("G"), face="Wane")
    with pytest.raises(mr.ChoiceError, match="no face named 'Wix'"):
        mr.can_cast("Wax // Wane", mr.ManaPool("G"), face="Wix")


def test_restricted_mana_pays_for_the_spells_it_allows():
    pool = mr.RestrictedPool().add("GG", only_for="creature spells").add("R")
    assert mr.can_cast("Grizzly Bears", pool).spend.mana == "GG"
    growth = mr.can_cast("Giant Growth", pool)
    assert not growth and "2 more mana is only for other spells (106.6" in str(growth)
    assert not mr.can_cast("{G}", pool)  # a bare cost is no creature spell
    big = mr.RestrictedPool().add("CCCC", only_for="creature spells with mana value 4 or greater")
    assert mr.can_cast("Walking Ballista", big).x == 2           # X = 2: mana value 4
    assert not mr.can_cast("Walking Ballista", big, x=1)


def test_spend_as_any_color_and_energy_in_a_cost():
    assert not mr.can_cast("{G}{G}", "RR")
    assert mr.can_cast("{G}{G}", "RR", spend_as="any color").spend.mana == "RR"
    assert not mr.can_cast("{E}{E}{R}", "R", energy=1)
    paid = mr.can_cast("{E}{E}{R}", "R", energy=2)
    assert paid and paid.total.energy == 2 and "2 energy" in str(paid)


def test_can_cast_agrees_with_x_range_and_total_costs():
    rng = random.Random(11)
    symbols = ["{W}", "{U}", "{1}", "{2/W}", "{W/U}", "{U/P}", "{C}"]
    for _ in range(120):
        cost = rng.choice(["", "{X}"]) + "".join(rng.choice(symbols) for _ in range(3))
        pool = mr.ManaPool("".join(rng.choice("WUC") for _ in range(rng.randint(0, 6))))
        options = dict(reductions=[rng.choice([0, 1, "{W}", "{2/U}"])], minimum=rng.choice([0, 4]),
                       life=rng.choice([0, 2, 5]))
        check = mr.can_cast(cost, pool, **options)
        legal = mr.x_range(cost, pool=pool, reductions=options["reductions"],
                           at_least=options["minimum"], life=options["life"])
        assert check.ok == bool(len(legal)), (cost, pool, options)
        if check.ok:
            assert check.total in mr.total_costs(cost, x=check.x or 0,
                                                 reductions=options["reductions"],
                                                 at_least=options["minimum"],
                                                 life=options["life"])
            assert mr.can_pay(check.total.mana, pool)
            assert sorted(check.spend.mana) == sorted(
                c for c in check.spend.mana)  # the mana letters of the pool it takes
            assert len(check.spend.mana) == check.total.mana.mana_value()


def test_every_sentence_in_three_languages():
    answers = [mr.can_cast("Fireball", mr.ManaPool("RRRR")),
               mr.can_cast("Fireball", mr.ManaPool("RRRR"), x=9),
               mr.can_cast("Dismember", mr.ManaPool("B"), life=5),
               mr.can_cast("Force of Will", "", how=ALT, alternative=FORCE, can_lose_life=False),
               mr.can_cast("Forest", "G"), mr.can_cast("", "G"),
               mr.can_cast("{E}{R}", "R", energy=1),
               mr.can_cast("Giant Growth", mr.RestrictedPool().add("G", only_for="creature spells"))]
    for answer in answers:
        english = answer.text("en")
        for lang in ("zh-Hans", "zh-Hant"):
            said = answer.text(lang)
            assert said != english
            # no English sentence left over: only names, symbols and rule numbers in Latin
            leftovers = [w for w in said.replace("(", " ").replace(")", " ").split()
                         if w.isalpha() and w.isascii() and len(w) > 2]
            assert all(w in english and w[0].isupper() for w in leftovers), (lang, said)
    hans = mr.can_cast("Fireball", mr.ManaPool("RRRR")).text("zh-Hans")
    hant = mr.can_cast("Fireball", mr.ManaPool("RRRR")).text("zh-Hant")
    assert "火球" in hans and "施放" in hans and "法术力池" in hans
    assert "法術力池" in hant


def test_bad_input_is_refused_in_the_games_words():
    with pytest.raises(mr.UnknownCardError):
        mr.can_cast("Firebal", "R")
    with pytest.raises(mr.ManaPoolError, match="pool=5"):
        mr.can_cast("Fireball", 5)
    with pytest.raises(mr.ManaPoolError):
        mr.can_cast("Fireball", "RRx")
    with pytest.raises(mr.NumberError, match="has no X to announce"):
        mr.can_cast("Lightning Bolt", "R", x=2)
    with pytest.raises(mr.NumberError, match="X = -1 is negative"):
        mr.can_cast("Fireball", "R", x=-1)
    with pytest.raises(mr.ChoiceError, match="spend_as"):
        mr.can_cast("Fireball", "R", spend_as="every color")
    with pytest.raises(mr.NumberError, match="a life total is a whole number"):
        mr.can_cast("Fireball", "R", life="twenty")
    with pytest.raises(mr.ChoiceError, match="expected a card's name"):
        mr.can_cast(42, "R")
    with pytest.raises(mr.RulesDateError):
        mr.can_cast("Fireball", "R", rules="1999-01-01")
    assert repr(mr.can_cast("Fireball", "R")).startswith("<CastCheck: Fireball can be cast")


def test_a_card_a_cost_or_a_chinese_name():
    fireball = mr.card("Fireball")
    assert mr.can_cast(fireball, "RR").x == 1
    assert mr.can_cast(mr.parse_cost("{X}{R}"), "RR").x == 1
    assert mr.can_cast("火球", "RR").x == 1
    assert str(mr.can_cast(mr.parse_cost("{1}"), "R")).startswith("a spell costing {1} can be cast")


def test_the_answer_draws_its_mana_symbols():
    html = mr.can_cast("Fireball", mr.ManaPool("RRRR"))._repr_html_()
    assert "✓" in html and html.count('title="{R}"') == 6 and "{R}" not in html.replace(
        'title="{R}"', "")
    assert "✗" in mr.can_cast("Forest", "G")._repr_html_()


def test_107_4f_example_w_p_w_p_three_ways_through_can_cast():
    # 107.4f example: {W/P}{W/P} is paid with {W}{W}, with {W} and 2 life, or with 4 life
    both = mr.can_cast("{W/P}{W/P}", "WW", life=20)
    assert both and both.spend.mana == "WW" and both.total.life == 0
    one = mr.can_cast("{W/P}{W/P}", "W", life=2)
    assert one and one.spend.mana == "W" and one.total.life == 2
    none = mr.can_cast("{W/P}{W/P}", "", life=4)
    assert none and none.spend.mana == "" and none.total.life == 4
    assert not mr.can_cast("{W/P}{W/P}", "", life=3)            # 119.4
    assert not mr.can_cast("{W/P}{W/P}", "W", can_lose_life=False)  # 119.8
