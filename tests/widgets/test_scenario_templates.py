"""Split scenarios carry their question as a template with fields (mtgrules/split/scenarios.py):
filled in, it is the English question; every template is in the library's catalog, translated
in both scripts; the explorer says a question in Chinese from template and fields."""

from __future__ import annotations

from functools import cache

import pytest

import mtgrules as mr
from mtgrules.i18n import Catalog
from mtgrules.split import QUESTIONS, Citation, ColorWords, Scenario, classic_scenarios
from widgets.split_cards import every_split_card_name, scenario_question, scenario_rules

LIBRARY = Catalog("mtgrules")


@cache
def every_scenario() -> tuple[Scenario, ...]:
    return tuple(s for name in every_split_card_name() for s in classic_scenarios(name))


def test_every_template_filled_with_its_fields_is_its_english_question():
    scenarios = every_scenario()
    assert len(scenarios) > 1000
    for scenario in scenarios:
        assert scenario.question_template.format(**scenario.fields) == scenario.question
        assert scenario.question_template == QUESTIONS[scenario.effect]


def test_the_questions_and_rules_read_as_before():
    by_question = {s.question: s for s in classic_scenarios("Assault // Battery")}
    assert by_question["Void names 5: is it discarded from hand?"].rule == "709.4b; old 708.6a"
    casting = next(s for s in classic_scenarios("Fire // Ice") if s.effect == "Cascade: casting")
    assert casting.question == ("If exiling stops at it: halves whose spell has mana value "
                                "below 4")
    assert casting.rule == "702.85a (from 2021-02-24), 709.3b"
    assert casting.citations[0] == Citation("702.85a", since="2021-02-24")
    colors = next(s for s in classic_scenarios("Alive // Well") if s.effect ==
                  "Asking for a color")
    assert isinstance(colors.fields["colors"], ColorWords)
    assert str(ColorWords("WG")) == "white and green" and str(ColorWords("")) == "colorless"


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_every_template_is_translated_in_the_librarys_catalog(lang):
    translations = LIBRARY.translations(lang)
    for template in QUESTIONS.values():
        assert translations.gettext(template) != template, template


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_a_question_said_from_its_scenario_or_from_its_text_is_the_same(lang):
    for scenario in classic_scenarios("Wear // Tear"):
        said = scenario_question(scenario, lang)
        assert said == scenario_question(scenario.question, lang) != scenario.question
        assert scenario_rules(scenario, lang) == scenario_rules(scenario.rule, lang)
    assert scenario_question("Not a question", lang) == "Not a question"


def test_rules_are_said_citation_by_citation():
    scenario = next(s for s in classic_scenarios("Fire // Ice") if s.effect == "Void")
    assert scenario.rule_text(lambda c: f"[{c.number}]") == "[709.4b]; [708.6a]"
    assert "old" not in scenario_rules(scenario, "zh-Hans")
    assert scenario_rules(scenario, "en") == scenario.rule == str(mr.classic_scenarios(
        "Fire // Ice")[0].rule)
