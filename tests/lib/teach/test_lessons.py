"""Other engines' bugs as lessons (mtgrules.teach.lessons): for each report, the rules-correct
answer worked out by hand from the rules cited, checked against the library twice, once as
the library's own values and once as the sentence the lesson shows."""

from __future__ import annotations

import re
from collections import Counter

import pytest

import mtgrules as mr
from mtgrules.teach.lessons import CLUSTERS, COLUMNS, LESSONS

BY_REF = {lesson.ref: lesson for lesson in LESSONS}
POOL = mr.ManaPool

# The values behind each answer, derived by hand: (expression, expected) per report.
FACTS: dict[str, list[tuple[object, object]]] = {
    # 202.3e: on the stack X is the number chosen: {X}{R} with X = 4 is 4 + 1
    "magefree/mage#14687": [(lambda: mr.mana_value_in_zone("{X}{R}", "stack", x=4), 5),
                            (lambda: mr.mana_value_in_zone("{X}{R}", "hand", x=4), 1)],
    # {X}{U}{R} with X = 2: 2 + 1 + 1
    "phase-rs/phase#2392": [(lambda: mr.mana_value_in_zone("{X}{U}{R}", "stack", x=2), 4)],
    # {X} with X = 2 is 2 on the stack; a land has no mana cost, mana value 0
    "magefree/mage#459": [(lambda: mr.mana_value_in_zone("{X}", "stack", x=2), 2),
                          (lambda: mr.card("Forest").mana_cost.mana_value(), 0)],
    # 118.9c: the mana cost stays {X}{X}{R}, so 2X + 1: 3 for X = 1, 1 for X = 0
    "magefree/mage#2436": [(lambda: mr.mana_value_in_zone("{X}{X}{R}", "stack", x=1), 3),
                           (lambda: mr.mana_value_in_zone("{X}{X}{R}", "stack", x=0), 1)],
    # {X}{G}{G} with X = 9: 11
    "magefree/mage#7409": [(lambda: mr.mana_value_in_zone("{X}{G}{G}", "stack", x=9), 11)],
    # 107.3b: an alternative cost without X leaves X = 0 as the only choice
    "Card-Forge/forge#5050": [(lambda: mr.x_range("{X}{U}", how="with an alternative cost",
                                                  alternative="{W}{U}{B}{R}{G}"), range(0, 1))],
    # 107.3a: the pitched card's mana value 3 is X, so {X}{U}{U} has mana value 3 + 2 on the
    # stack, and the alternative cost takes no mana
    "magefree/mage#696": [(lambda: mr.mana_value_in_zone("{X}{U}{U}", "stack", x=3), 5),
                          (lambda: str(mr.total_cost(
                              "{X}{U}{U}", x=3, how="with an alternative cost",
                              alternative=mr.AlternativeCost(
                                  what="exile a blue card with mana value X from your hand"))),
                           "{0}")],
    # 107.3a: X in the alternative cost's words is chosen; no mana bounds it
    "phase-rs/phase#2372": [(lambda: 7 in mr.x_range(
        "{X}{G}{G}", how="with an alternative cost", pool=POOL(""),
        alternative=mr.AlternativeCost(what="exile a green card with mana value X from your hand")),
        True)],
    # 601.2f: X = 5 gives {5}{B}{B}, less {3} is {2}{B}{B}, which B B C C pays; X = 6 doesn't
    "phase-rs/phase#1953": [(lambda: mr.x_range("{X}{B}{B}", pool=POOL("BBCC"), reduction=3),
                             range(0, 6))],
    # 107.1b: gaining -16 life is gaining 0
    "magefree/mage#5149": [(lambda: mr.effect_result(-16, "life gain"), 0)],
    # three minus X counters: 3 for X = 0; -2 for X = 5 is 0
    "phase-rs/phase#1988": [(lambda: mr.effect_result(3, "counters"), 3),
                            (lambda: mr.effect_result(-2, "counters"), 0)],
    # 107.1a: half of 1 rounded up is 1, half of 7 is 4
    "phase-rs/phase#8463": [(lambda: mr.fraction_of(1, 1, 2, rounding="up"), 1),
                            (lambda: mr.fraction_of(7, 1, 2, rounding="up"), 4)],
    # 208.3: a noncreature has no power; 107.2: a number that can't be determined is 0
    "magefree/mage#14405": [(lambda: mr.number_or_zero(None), 0)],
    # 601.2b then 601.2f: {2} tax + one {2/W} as {2} = {4}, reduced by {4}: four colored mana
    "magefree/mage#6130": [(lambda: min(t.mana.mana_value() for t in mr.total_costs(
                                "{2}{2/W}{2/U}{2/B}{2/R}{2/G}", reductions=[4])), 4),
                           (lambda: mr.x_range("{2}{2/W}{2/U}{2/B}{2/R}{2/G}", pool=POOL("UBRG"),
                                               reduction=4), range(0, 1))],
    # 118.7e: one half per symbol; 118.7b: a color the cost lacks reduces generic mana
    "magefree/mage#6961": [(lambda: sorted(str(c) for c, _ in mr.reduce_cost("{4}{R}{R}", ["{R/W}"])),
                            ["{3}{R}{R}", "{4}{R}"]),
                           (lambda: sorted(str(c) for c, _ in mr.reduce_cost(
                               "{4}{R}{R}", ["{R/G}{R/G}{R/G}"])), ["{1}{R}{R}", "{2}{R}", "{3}"])],
    # the rider overrides 118.7b-c: colored reduction never reaches generic mana
    "phase-rs/phase#8885": [(lambda: [str(c) for c, _ in mr.reduce_cost(
                                "{1}{G}", [mr.ColoredOnly("{W}{U}{B}{R}{G}")])], ["{1}"])],
    # life first (601.2b), then the minimum of three mana (601.2f)
    "magefree/mage#1617": [(lambda: [(str(t.mana), t.life) for t in mr.total_costs(
                                "{1}{B/P}{B/P}", life=20, at_least=3)],
                            [("{1}{B}{B}", 0), ("{2}{B}", 2), ("{3}", 4)])],
    "Card-Forge/forge#7152": [(lambda: [str(t) for t in mr.total_costs(
                                   "{1}{B/P}{B/P}", life=20, at_least=3)
                                   if mr.can_pay(t.mana, POOL("CCC"))], ["{3} paying 4 life"]),
                              (lambda: any(mr.can_pay(t.mana, POOL("C")) for t in mr.total_costs(
                                  "{1}{B/P}{B/P}", life=20, at_least=3)), False)],
    "phase-rs/phase#296": [(lambda: str(mr.total_costs("{1}", at_least=3)[0].mana), "{3}"),
                           (lambda: mr.can_pay("{3}", POOL("C")), False)],
    # 107.4f: {U/P} is paid with U or with 2 life
    "phase-rs/phase#175": [(lambda: [(str(a.cost), a.life) for a in mr.announcements(
                               "{U/P}", life=20)], [("{U}", 0), ("{0}", 2)]),
                           (lambda: mr.can_pay("{U/P}", POOL(), life=20), True)],
    "magefree/mage#497": [(lambda: mr.count_by_life("{U/P}", POOL("U"), life=20),
                           Counter({0: 1, 2: 1}))],
    # 601.2b: one {2/W} as {2}, so {2}{W}{W}; 601.2f: less {2} is {W}{W}
    "Card-Forge/forge#5374": [(lambda: [str(t.mana) for t in mr.total_costs(
                                   "{2/W}{2/W}{2/W}", reductions=[2])
                                   if mr.can_pay(t.mana, POOL("WW"))], ["{W}{W}"]),
                              (lambda: mr.x_range("{2/W}{2/W}{2/W}", pool=POOL("WW"), reduction=2),
                               range(0, 1))],
    # 107.3b's sibling: a free cast pays no part of the mana cost
    "magefree/mage#1404": [(lambda: str(mr.total_cost("{2/B}{2/B}{2/B}",
                                                      how="without paying its mana cost")), "{0}")],
    # 118.6: no mana cost can't be paid; 118.6a: a free cast can
    "magefree/mage#1510": [(lambda: mr.can_pay(mr.ManaCost(), POOL("UUUU")), False),
                           (lambda: str(mr.total_cost(mr.ManaCost(),
                                                      how="without paying its mana cost")), "{0}")],
}

# The sentence each lesson shows, written from the values above.
ANSWERS: dict[str, str] = {
    "magefree/mage#14687": "On the stack Fireball with X = 4 has mana value 5, so cascade stops "
                           "at the first nonland card with mana value 4 or less",
    "phase-rs/phase#2392": "Traumatic Critique cast with X = 2 has mana value 4 (X plus {U}{R}), "
                           "so a Chalice of the Void with 2 counters doesn't counter it",
    "magefree/mage#459": "Engineered Explosives cast with X = 2 has mana value 2 on the stack and "
                         "a revealed land 0, so Counterbalance doesn't counter it",
    "magefree/mage#2436": "Flashback doesn't change Conflagrate's mana cost {X}{X}{R}: cast with "
                          "X = 1 it has mana value 3, so Chalice of the Void with 1 counter "
                          "counters it only when X = 0 (mana value 1)",
    "magefree/mage#7409": "Finale of Devastation cast with X = 9 has mana value 11 on the stack, "
                          "so it has cascade from Imoti (mana value 6 or greater)",
    "Card-Forge/forge#5050": "Jodah's {W}{U}{B}{R}{G} has no X, so X can only be 0, and Aether "
                             "Tide's additional cost discards that many cards",
    "magefree/mage#696": "Exiling a card with mana value 3 makes X = 3: the Shoal costs {0} and "
                         "has mana value 5 on the stack, so Spell Snare (mana value 2) can't "
                         "counter it",
    "phase-rs/phase#2372": "The alternative cost has X in its words, so with no mana at all X can "
                           "be 0 or more: X is the exiled card's mana value, and you gain that "
                           "much life",
    "phase-rs/phase#1953": "With B B C C and a {3} reduction, X can be 0 to 5: the reduction "
                           "applies to the total cost once X is chosen, X's mana included",
    "magefree/mage#5149": "Its power is -16, so its controller gains 0 life: a negative amount of "
                          "life gained is 0, never a loss",
    "phase-rs/phase#1988": "With X = 0 it enters with 3 stun counters; with X = 5, three minus "
                           "five is negative, so it enters with 0",
    "phase-rs/phase#8463": "Half of 1 life rounded up is 1, so an opponent at 1 life goes to 0; "
                           "at 7 life they lose 4",
    "magefree/mage#14405": "As a Food it has no power, a number that can't be determined, so X "
                           "is 0: each creature gets no +1/+1 counters",
    "magefree/mage#6130": "Announce one {2/W} as {2} and the others as colors: the cheapest total "
                          "cost is 4 mana, and U B R G pays {U}{B}{R}{G}",
    "magefree/mage#6961": "Each hybrid symbol reduces by one half the player chooses: Boros "
                          "Recruit leaves {4}{R} or {3}{R}{R}; Boggart Ram-Gang leaves {1}{R}{R}, "
                          "{2}{R} or {3}",
    "phase-rs/phase#8885": "The reduction takes only colored mana, and what it can't take is "
                           "lost: Muscle Sliver costs {1}, Sliver Queen {0}",
    "magefree/mage#1617": "Life is announced before Trinisphere applies, so the total cost is "
                          "{1}{B}{B} paying no life, {2}{B} paying 2 life or {3} paying 4 life: "
                          "never {1} with 4 life",
    "Card-Forge/forge#7152": "Without black mana, one colorless mana pays none of its total "
                             "costs, and three pay only {3} paying 4 life",
    "phase-rs/phase#296": "Under Trinisphere Pithing Needle's total cost is {3}, so one mana "
                          "can't pay it",
    "phase-rs/phase#175": "Gitaxian Probe's {U/P} is announced as {U} or 2 life; with no mana and "
                          "20 life it can be cast",
    "magefree/mage#497": "With U floating the player still chooses, at announcement: paying no "
                         "life or paying 2 life (2 ways)",
    "Card-Forge/forge#5374": "Announce {2}{W}{W} first, then take off {2}: the total cost is "
                             "{W}{W}, which W W pays",
    "magefree/mage#1404": "Cast without paying its mana cost, Beseech the Queen's total cost is "
                          "{0}: no half of a {2/B} is paid at all",
    "magefree/mage#1510": "Ancestral Vision has no mana cost, which can't be paid even with U U U "
                          "U, so Future Sight can't cast it; a cast without paying its mana cost "
                          "costs {0}",
    "magefree/mage#3374": "With only the two Exotic Orchards, yours could produce nothing and the "
                          "opponent's nothing; with a Forest beside yours, yours could produce "
                          "green and theirs green",
    "Card-Forge/forge#308": "Applied in either order the two replacements end differently, so the "
                            "Forest could produce black or colorless, and Reflecting Pool black "
                            "or colorless",
    "magefree/mage#5815": "Exotic Orchard could produce nothing: the opponent's lands make only "
                          "colorless mana and it adds colors only, so its ability adds no mana",
    "phase-rs/phase#1556": "Exotic Orchard could produce white or green: the player chooses which",
    "magefree/mage#993": "Reflecting Pool could produce white, blue, black, red, green or "
                         "colorless: Cavern of Souls could produce every color, and the spending "
                         "restriction isn't part of the type",
    "magefree/mage#6814": "Reflecting Pool could produce white, blue, black, red or green: it "
                          "can't tap for colorless, since no land there could produce it",
    "Card-Forge/forge#10731": "Reflecting Pool could produce white or blue: the player chooses "
                              "each time",
    "magefree/mage#3293": "In the library Wear // Tear has mana value 3, so cascade from a spell "
                          "with mana value 3 passes over it (before 2017-04-28 it stopped: either "
                          "half's value counted)",
    "phase-rs/phase#5093": "In the library Fire // Ice has mana value 4 and is blue and red; only "
                           "Fire cast alone has mana value 2",
    "magefree/mage#6549": "Fused, Turn // Burn is one spell with mana cost {3}{U}{R}; Thalia's "
                          "{1} applies once: the total cost is {4}{U}{R}",
    "magefree/mage#10272": "Only the half being cast is checked: with R R the player can cast "
                           "Fire, although the card has mana value 4 in the graveyard",
    "magefree/mage#227": "The player names one of Turn or Burn, not both; naming Turn, the card "
                         "has the chosen name",
}


def _could_produce(mine: str, *others: tuple[str, str]) -> str:
    board = mr.Board()
    permanent = board.add(mine, "you")
    for name, controller in others:
        board.add(name, controller)
    return mr.could_produce(board)[permanent]


# 106.7: what each permanent's abilities would add now; split cards: 709.4, 702.102c
FACTS.update({
    "magefree/mage#5815": [(lambda: _could_produce("Exotic Orchard", ("Wastes", "opponent")), "")],
    "phase-rs/phase#1556": [(lambda: _could_produce("Exotic Orchard", ("Plains", "opponent"),
                                                    ("Forest", "opponent")), "WG")],
    "magefree/mage#993": [(lambda: _could_produce("Reflecting Pool", ("Cavern of Souls", "you")),
                           "WUBRGC")],
    "magefree/mage#6814": [(lambda: _could_produce("Reflecting Pool", ("Mana Confluence", "you")),
                            "WUBRG")],
    "Card-Forge/forge#10731": [(lambda: _could_produce("Reflecting Pool",
                                                       ("Snow-Covered Plains", "you"),
                                                       ("Snow-Covered Island", "you")), "WU")],
    # 106.7's example: Orchards facing each other alone make nothing; a Forest gives both G
    "magefree/mage#3374": [(lambda: _could_produce("Exotic Orchard", ("Exotic Orchard", "opponent")),
                            ""),
                           (lambda: _could_produce("Exotic Orchard", ("Exotic Orchard", "opponent"),
                                                   ("Forest", "you")), "G")],
    # 616.1: Contamination last gives B, Ritual of Subdual last gives C
    "Card-Forge/forge#308": [(lambda: _could_produce("Forest", ("Contamination", "opponent"),
                                                     ("Ritual of Subdual", "opponent")), "BC"),
                             (lambda: _could_produce("Reflecting Pool", ("Forest", "you"),
                                                     ("Contamination", "opponent"),
                                                     ("Ritual of Subdual", "opponent")), "BC")],
    # Wear {1}{R} + Tear {W}: 3 in the library, not less than 3; old 708.6a: Tear's 1 was enough
    "magefree/mage#3293": [(lambda: mr.cascade_stops_at("Wear // Tear", 3), False),
                           (lambda: mr.cascade_stops_at("Wear // Tear", 3, rules="2016-06-01"),
                            True)],
    # Fire {1}{R} + Ice {1}{U}: {2}{U}{R}, mana value 4, blue and red
    "phase-rs/phase#5093": [(lambda: mr.ask("Fire // Ice", "mana value", zone="library"), (4,)),
                            (lambda: mr.ask("Fire // Ice", "colors", zone="library"), ("UR",))],
    # Turn {2}{U} + Burn {1}{R} = {3}{U}{R}, plus {1} once
    "magefree/mage#6549": [(lambda: str(mr.total_cost(mr.ask("Turn // Burn", "mana cost",
                                                             zone="stack", half="both")[0],
                                                      increase=1)), "{4}{U}{R}")],
    # 709.3a: Fire {1}{R} is payable with R R, Ice {1}{U} isn't; the card is {2}{U}{R}
    "magefree/mage#10272": [(lambda: mr.can_pay("{1}{R}", POOL("RR")), True),
                            (lambda: mr.can_pay("{1}{U}", POOL("RR")), False),
                            (lambda: mr.ask("Fire // Ice", "mana cost", zone="stack", half="Fire"),
                             ("{1}{R}",))],
    # 709.4a: either name is the card's name
    "magefree/mage#227": [(lambda: mr.matches("Turn // Burn", "name", "Turn"), True),
                          (lambda: mr.matches("Turn // Burn", "name", "Burn"), True)],
})

REFS = [lesson.ref for lesson in LESSONS]


@pytest.mark.parametrize("ref", REFS)
def test_the_library_gives_the_values_derived_by_hand(ref):
    facts = FACTS[ref]
    assert facts, ref
    for expression, expected in facts:
        assert expression() == expected


@pytest.mark.parametrize("ref", REFS)
def test_the_lesson_says_the_rules_correct_answer(ref):
    assert BY_REF[ref].answer() == ANSWERS[ref]


def test_every_lesson_has_its_facts_and_its_answer():
    assert set(FACTS) == set(BY_REF) == set(ANSWERS)


def test_refs_name_an_issue_of_one_of_the_three_engines_once():
    pattern = re.compile(r"(magefree/mage|Card-Forge/forge|phase-rs/phase)#[1-9][0-9]*")
    for ref in REFS:
        assert pattern.fullmatch(ref), ref
    assert len(set(REFS)) == len(REFS)
    assert {ref.split("#")[0] for ref in REFS} == {"magefree/mage", "Card-Forge/forge",
                                                   "phase-rs/phase"}


def test_at_least_25_lessons_and_3_per_cluster():
    assert len(LESSONS) >= 25
    counts = Counter(lesson.cluster for lesson in LESSONS)
    assert set(counts) == set(CLUSTERS)
    assert min(counts.values()) >= 3
    assert mr.lessons() == LESSONS
    for cluster in CLUSTERS:
        assert mr.lessons(cluster) == tuple(l for l in LESSONS if l.cluster == cluster)


def test_every_lesson_cites_rules_and_is_written_out():
    for lesson in LESSONS:
        assert re.search(r"\b\d{3}\.\d+[a-z]?\b", lesson.rule), lesson.ref
        assert lesson.title and lesson.engine
        assert lesson.engine_name in ("XMage", "Forge", "phase-rs")


def test_an_unknown_cluster_is_refused_with_the_choices():
    with pytest.raises(mr.ChoiceError, match="'x values'"):
        mr.lessons("mana")


def test_lessons_are_frozen():
    with pytest.raises(AttributeError):
        LESSONS[0].ref = "magefree/mage#1"  # type: ignore[misc]


def test_the_table_has_the_columns_and_no_reprs():
    table = mr.lessons_table()
    assert list(table.columns) == ["report", "situation", "what the engine did",
                                   "what the rules say", "rule"]
    assert len(table) == len(LESSONS)
    for value in table.to_numpy().ravel():
        assert isinstance(value, str) and value
        assert not re.search(r"\w+\(|<\w|object at 0x|ManaCost|Announcement|range\(", value), value


def test_the_table_of_one_cluster_has_its_lessons_with_answers_computed():
    table = mr.lessons_table("could produce")
    assert list(table["report"]) == [l.ref for l in mr.lessons("could produce")]
    assert table.loc[table["report"] == "phase-rs/phase#1556", "what the rules say"].item() == \
        ANSWERS["phase-rs/phase#1556"]
    assert table["what the engine did"].str.match(r"^(XMage|Forge|phase-rs): ").all()


# --- the lessons in Simplified and Traditional Chinese ----------------------------------

ZH = ("zh-Hans", "zh-Hant")
SYMBOL = re.compile(r"\{[^}]+\}")
NUMBER = re.compile(r"(?<![\w/.])-?\d+(?![\w.])")
# The cards the lessons name; a card without an official name in a script keeps its English
# name there. "Imoti" is Imoti, Celebrant of Bounty as the English text shortens it.
CARDS = ("Fireball", "Traumatic Critique", "Chalice of the Void", "Engineered Explosives",
         "Counterbalance", "Forest", "Conflagrate", "Finale of Devastation", "Aether Tide",
         "Jodah, Archmage Eternal", "Exsanguinate", "Swords to Plowshares", "Slumbering Trudge",
         "Betor, Kin to All", "Ouroboroid", "Reaper King", "Mycosynth Golem",
         "Patron of the Akki", "Boros Recruit", "Boggart Ram-Gang", "Morophon, the Boundless",
         "Muscle Sliver", "Sliver Queen", "Dismember", "Trinisphere", "Pithing Needle",
         "Gitaxian Probe", "Spectral Procession", "Beseech the Queen", "Omniscience",
         "Ancestral Vision", "Future Sight", "Exotic Orchard", "Wastes", "Plains",
         "Reflecting Pool", "Cavern of Souls", "Mana Confluence", "Snow-Covered Plains",
         "Snow-Covered Island", "Contamination", "Ritual of Subdual", "Violent Outburst",
         "Thalia, Guardian of Thraben", "Council of the Absolute", "Disrupting Shoal",
         "Nourishing Shoal", "Spell Snare")
SPLIT = ("Wear // Tear", "Fire // Ice", "Turn // Burn", "Wear", "Tear", "Fire", "Ice", "Turn",
         "Burn")


def _chinese_name(name: str, lang: str) -> str:
    found = mr.card(name)
    return (found.zh_hans if lang == "zh-Hans" else found.zh_hant) or ""


def _english_left(text: str, lang: str) -> list[str]:
    """The English words of ``text`` that are not card names kept in English, engines'
    names, mana symbols or the X of a cost."""
    kept = [name for name in CARDS if not _chinese_name(name, lang)] + [
        "Imoti, Celebrant of Bounty", *SPLIT]  # no official Chinese name in either script
    for name in sorted(kept, key=len, reverse=True):
        text = text.replace(name, " ")
    text = SYMBOL.sub(" ", text)
    for engine in ("XMage", "Forge", "phase-rs"):
        text = text.replace(engine, " ")
    return re.findall(r"[A-Za-z]{2,}", text)


@pytest.mark.parametrize("lang", ZH)
def test_the_chinese_table_has_chinese_columns(lang):
    table = mr.lessons_table(lang=lang)
    assert tuple(table.columns) == COLUMNS[lang]
    assert len(table) == len(LESSONS)
    assert list(table[COLUMNS[lang][0]]) == REFS  # the reports stay as they are
    for value in table.to_numpy().ravel():
        assert isinstance(value, str) and value
        assert not re.search(r"\w+\(|<\w|object at 0x|ManaCost|Announcement|range\(", value)


@pytest.mark.parametrize("lang", ZH)
@pytest.mark.parametrize("ref", REFS)
def test_the_chinese_texts_are_chinese(lang, ref):
    texts = BY_REF[ref].texts(lang)
    for key, text in texts.items():
        assert not _english_left(text, lang), (key, text)
        if key != "rule":
            assert re.search(r"[\u4e00-\u9fff]", text), (key, text)
    assert texts["what the engine did"].startswith(BY_REF[ref].engine_name + "：")


@pytest.mark.parametrize("lang", ZH)
@pytest.mark.parametrize("ref", REFS)
def test_the_chinese_texts_keep_the_facts(lang, ref):
    lesson = BY_REF[ref]
    english, chinese = lesson.texts("en"), lesson.texts(lang)
    for key in english:
        # the same mana symbols and the same numbers (rule numbers and dates included)
        assert sorted(SYMBOL.findall(chinese[key])) == sorted(SYMBOL.findall(english[key])), key
        assert set(NUMBER.findall(english[key])) <= set(NUMBER.findall(chinese[key])), key
        assert re.findall(r"\d{3}\.\d+[a-z]?", chinese[key]) == \
            re.findall(r"\d{3}\.\d+[a-z]?", english[key]), key
    assert chinese["what the rules say"] == lesson.answer(lang)


@pytest.mark.parametrize("lang", ZH)
def test_the_chinese_texts_use_the_official_card_names(lang):
    every = " ".join(" ".join(lesson.texts(lang).values()) for lesson in LESSONS)
    english = " ".join(" ".join(lesson.texts("en").values()) for lesson in LESSONS)
    for name in CARDS:
        chinese = _chinese_name(name, lang)
        if chinese and name.split(",")[0] in english:
            assert chinese in every, (name, chinese)


def test_the_two_scripts_are_written_separately():
    for lesson in LESSONS:
        hans, hant = lesson.texts("zh-Hans"), lesson.texts("zh-Hant")
        assert hans["situation"] != hant["situation"], lesson.ref
        assert hans["what the rules say"] != hant["what the rules say"], lesson.ref
    assert "规则怎么说" in mr.lessons_table("payment", lang="zh-Hans").columns
    assert "規則怎麼說" in mr.lessons_table("payment", lang="zh-Hant").columns


def test_english_stays_the_default_and_none_is_the_language_in_use():
    from mtgrules.i18n import language

    english = mr.lessons_table("split cards")
    assert english.equals(mr.lessons_table("split cards", lang="en"))
    assert list(english.columns) == list(COLUMNS["en"])
    with language("zh-Hant"):
        assert mr.lessons_table("split cards", lang=None).equals(
            mr.lessons_table("split cards", lang="zh-Hant"))
        assert mr.lessons_table("split cards").equals(english)
        assert BY_REF["phase-rs/phase#1556"].answer(None) == \
            BY_REF["phase-rs/phase#1556"].answer("zh-Hant")
    for lesson in LESSONS:
        assert lesson.texts()["what the rules say"] == ANSWERS[lesson.ref]
        assert lesson.texts()["situation"] == lesson.title


def test_an_unknown_language_is_refused():
    with pytest.raises(mr.ChoiceError, match="zh-Hans"):
        mr.lessons_table(lang="fr")