"""Every rule a solution cites exists in the Comprehensive Rules of the problem's date.

The repository ships no rules text, so the rules cited are listed here, each checked by hand
against the text in force (the project's reference copies of the CR of 2015-03-27,
2017-08-25 and 2026-04-17), with the first words of the rule as it reads there. A date
between two texts cites only numbers that both texts have with the same meaning (107.1b)."""

from __future__ import annotations

from mtgrules import practice

CHECKED: dict[str, dict[str, str]] = {
    "2015-03-27": {
        "107.1b": "Most of the time, the Magic game uses only positive numbers and zero",
        "107.1c": "If a rule or ability instructs a player to choose \"any number,\"",
        "702.84a": "Cascade is a triggered ability",
        "708.2": "In every zone except the stack, split cards have two sets of characteristics",
        "708.2a": "If a player casts a split card without using fuse, that player chooses",
        "708.5": "Anything that asks for a particular characteristic of a split card",
        "708.6a": "Anything that performs a positive comparison",
        "708.7": "Each split card has two names",
    },
    "2017-08-25": {
        "107.1b": "Most of the time, the Magic game uses only positive numbers and zero",
        "107.1c": "If a rule or ability instructs a player to choose \"any number,\"",
        "702.84a": "Cascade is a triggered ability",
        "708.3": "A player chooses which half of a split card he or she is casting",
        "708.3b": "While on the stack, only the characteristics of the half being cast exist",
        "708.4": "In every zone except the stack, the characteristics of a split card are "
                 "those of its two halves combined",
        "708.4a": "Each split card has two names",
        "708.4b": "The mana cost of a split card is the combined mana costs of its two halves",
        "708.4d": "The characteristics of a fused split spell on the stack",
    },
    "2026-04-17": {
        "106.1b": "There are six types of mana", "106.7": "Some abilities produce mana based "
        "on the type of mana another permanent or permanents \"could produce.\"",
        "107.1a": "You can't choose a fractional number", "107.1b": "Most of the time",
        "107.1c": "If a rule or ability instructs a player to choose \"any number,\"",
        "107.3a": "If a spell or activated ability has a mana cost, alternative cost, additional "
                  "cost, and/or activation cost with an {X}",
        "107.3b": "If a player is casting a spell that has an {X} in its mana cost",
        "107.3g": "If a card in any zone other than the stack has an {X} in its mana cost",
        "107.3i": "Normally, all instances of X on an object have the same value",
        "107.4e": "A hybrid mana symbol is also a colored mana symbol",
        "107.4f": "Phyrexian mana symbols are colored mana symbols",
        "118.3": "A player can't pay a cost without having the necessary resources",
        "118.7a": "Effects that reduce a cost by an amount of generic mana",
        "118.8": "Some spells and abilities have additional costs",
        "118.9": "Some spells have alternative costs", "119.3": "If an effect causes a player "
        "to gain life or lose life", "119.4": "If a cost or effect allows a player to pay an "
        "amount of life greater than 0", "119.8": "If an effect says that a player can't lose "
        "life", "202.2": "An object is the color or colors of the mana symbols in its mana cost",
        "202.2d": "An object with one or more hybrid mana symbols and/or Phyrexian mana symbols",
        "202.3": "The mana value of an object is a number equal to the total amount of mana",
        "202.3e": "When calculating the mana value of an object with an {X} in its mana cost",
        "202.3f": "When calculating the mana value of an object with a hybrid mana symbol",
        "601.2b": "If the spell is modal, the player announces the mode choice",
        "601.2f": "The player determines the total cost of the spell",
        "601.2h": "The player pays the total cost", "613.4c": "Layer 7c: Effects and counters "
        "that modify power and/or toughness", "701.10c": "If a creature's power is less than 0 "
        "when it's doubled", "701.11c": "If a creature's power is less than 0 when it's "
        "tripled", "702.33a": "Kicker is a static ability", "702.85a": "Cascade is a triggered "
        "ability", "709.3b": "While on the stack, only the characteristics of the half being "
        "cast exist", "709.4": "In every zone except the stack, the characteristics of a split "
        "card are those of its two halves combined", "709.4a": "Each split card has two names",
        "709.4b": "The mana cost of a split card is the combined mana costs of its two halves",
        "709.4d": "The characteristics of a fused split spell on the stack",
    },
}
"""The text checked for each date, rule -> its first words there."""

TEXTS_FOR = {"current": ("2026-04-17",), "2016-06-01": ("2015-03-27",),
             "2017-09-01": ("2017-08-25",), "2019-01-01": ("2017-08-25", "2026-04-17"),
             "2024-06-01": ("2017-08-25", "2026-04-17")}
"""The texts a problem's date is checked against: the one in force, or both texts around it."""


def test_every_cited_rule_exists_on_the_problems_date() -> None:
    seen = 0
    for s in practice.skills():
        for level in s.levels:
            for seed in range(60):
                for rules in (None, "2019-01-01") if s.dated else (None,):
                    p = practice.problem(s.id, level, seed, rules=rules)
                    numbering = p.context.get("numbering")
                    texts = TEXTS_FOR[p.date] if not numbering else (numbering,)
                    if p.date == "2019-01-01" and not numbering:
                        texts = TEXTS_FOR["2019-01-01"]
                    for rule in p.rules:
                        for text in texts:
                            assert rule in CHECKED[text], (p.id, p.date, rule, text)
                        seen += 1
    assert seen > 1000


def test_solutions_cite_and_say_their_date() -> None:
    p = practice.problem("split_cards.mana-value", 3, 0)
    assert p.date == "2016-06-01"
    text = p.solution("en")
    assert text.startswith("Under the rules of 2016-06-01:") and "708." in text
    q = practice.problem("split_cards.mana-value", 3, 0, rules="2019-01-01")
    assert "Comprehensive Rules of 2017-08-25" in q.solution("en")
