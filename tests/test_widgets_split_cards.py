"""The split-card explorer (notebook 05): builds, survives every control value, shows the
library's answers side by side, keeps its last good result on bad input, its controls follow
each other, its messages speak the game, and its exercises hint without giving the answer."""

from __future__ import annotations

import re

import mtgrules as mr
import pytest
from widget_driver import drive

from widgets import split_explorer, split_scenarios
from widgets._common import BAD_TEXTS, control_settings
from widgets.split_cards import OLD_RULES, exercises, half_options, split_card_names


def test_default_explorer_drives_cleanly():
    explorer = split_explorer()
    assert explorer.message == "" and explorer.output.outputs
    assert drive(explorer) > 20
    assert not explorer.unexpected


@pytest.mark.parametrize("state", [
    dict(card="Wear // Tear", zone="stack", half="both", rules="current"),
    dict(card="Bottomless Pool // Locker Room", zone="battlefield", half="Locker Room",
         characteristic="name", value="Locker Room", rules="2025-01-01"),
])
def test_non_default_explorer_drives_cleanly(state):
    explorer = split_explorer(**state)
    assert explorer.message == "", explorer.message
    drive(explorer)
    assert not explorer.unexpected


def test_709_4b_wax_wane_side_by_side():
    explorer = split_explorer(card="Wax // Wane", characteristic="mana value", value=2,
                              rules=OLD_RULES)
    card = mr.card("Wax // Wane")
    assert explorer.answers == {"current": mr.ask(card, "mana value"),
                                "chosen": mr.ask(card, "mana value", rules=OLD_RULES)}
    assert explorer.matched == {"current": mr.matches(card, "mana value", 2),
                                "chosen": mr.matches(card, "mana value", 2, rules=OLD_RULES)}
    assert explorer.matched == {"current": True, "chosen": False}
    assert list(explorer.table["differs"]) == ["yes", "yes", "yes"]
    assert "1 / 1" in explorer.shown_html()


@pytest.mark.parametrize("state", [
    dict(card="Wax // Wane"),
    dict(card="Wear // Tear", zone="stack", half="both", rules="current"),
    dict(card="Assault // Battery", zone="graveyard", rules="2017-01-01"),
])
def test_tables_hold_the_library_tables(state):
    """The explorer's tables come from plain rows, not the library's DataFrames; they hold
    the same cells as mr.split_table and mr.scenario_table, and shade the rows that differ."""
    from pandas.testing import assert_frame_equal

    explorer = split_explorer(**state)
    versions = explorer.result.versions
    half = explorer.half.value or None
    assert_frame_equal(explorer.characteristics,
                       mr.split_table(explorer.card.value, versions=versions,
                                      zone=explorer.zone.value, half=half))
    assert_frame_equal(explorer.scenarios,
                       mr.scenario_table(explorer.card.value, versions=versions))
    shown = explorer.result.scenarios
    differs = [k for k, d in enumerate(explorer.scenarios["differs"]) if d == "yes"]
    assert sorted(shown.row_styles) == differs
    assert "the versions differ" in shown.columns and "rules" in shown.columns


def test_non_default_state_is_shown():
    explorer = split_explorer(card="Destined // Lead", characteristic="types", value="Sorcery",
                              zone="exile")
    assert explorer.answers == {"current": mr.ask("Destined // Lead", "types", zone="exile"),
                                "chosen": mr.ask("Destined // Lead", "types", zone="exile",
                                                 rules=OLD_RULES)}
    assert explorer.matched["current"] is mr.matches("Destined // Lead", "types", "Sorcery",
                                                     zone="exile")
    assert "Instant Sorcery" in explorer.shown_html()


def test_709_3b_stack_half_and_buttons():
    explorer = split_explorer(card="Wax // Wane", characteristic="colors", value="G",
                              zone="stack", half="Wax")
    assert explorer.answers["current"] == mr.ask("Wax // Wane", "colors", zone="stack",
                                                 half="Wax")
    explorer.current_button.click()
    assert explorer.rules.value == "current" and explorer.message == ""
    assert explorer.answers["chosen"] == explorer.answers["current"]
    explorer.before_button.click()
    assert explorer.rules.value == OLD_RULES


def test_709_4d_fused_wear_tear():
    explorer = split_explorer(card="Wear // Tear", zone="stack", half="both", value=3)
    assert explorer.answers["current"] == mr.ask("Wear // Tear", "mana value", zone="stack",
                                                 half="both")
    assert explorer.matched["current"] is mr.matches("Wear // Tear", "mana value", 3,
                                                     zone="stack", half="both")


def test_card_change_offers_the_new_halves_and_picks_one_on_the_stack():
    explorer = split_explorer(card="Wax // Wane", zone="stack", half="Wane")
    explorer.card.value = "Fire // Ice"
    assert [v for _, v in explorer.half.options] == ["Fire", "Ice"]   # no fuse: no "both"
    assert explorer.half.value == "Fire" and explorer.message == ""
    assert "The explorer chose Fire" in explorer.shown_html()
    explorer.card.value = "Wear // Tear"
    assert [v for _, v in explorer.half.options] == ["Wear", "Tear", "both"]   # fuse (702.102)


def test_both_fused_is_offered_only_for_cards_with_fuse():
    from mtgrules.split import has_fuse

    for name in split_card_names():
        values = [v for _, v in half_options(name, "stack")]
        assert ("both" in values) is has_fuse(name), name
        assert "" not in values                           # on the stack a half was cast
        assert half_options(name, "graveyard") == [("whole card", "")]


def test_zone_change_to_the_stack_picks_a_half_and_says_so():
    explorer = split_explorer(card="Assault // Battery")
    assert explorer.half.disabled                         # in hand: the whole card only
    explorer.zone.value = "stack"
    assert explorer.message == "" and explorer.half.value == "Assault"
    assert not explorer.half.disabled
    assert "The explorer chose Assault as the half that was cast; choose Battery" in \
        explorer.shown_html()
    assert explorer.answers["current"] == mr.ask("Assault // Battery", "mana value",
                                                 zone="stack", half="Assault")
    explorer.half.value = "Battery"
    assert "The explorer chose" not in explorer.shown_html()   # said once
    explorer.zone.value = "graveyard"
    assert explorer.half.value == "" and explorer.message == ""


def test_the_stuck_combination_of_the_findings_is_not_reachable():
    # select "both", choose Destined // Lead, then "graveyard"
    explorer = split_explorer(card="Wear // Tear", zone="stack", half="both")
    explorer.card.value = "Destined // Lead"
    assert explorer.message == "" and explorer.half.value in ("Destined", "Lead")
    assert explorer.result.card == "Destined // Lead"
    explorer.zone.value = "graveyard"
    assert explorer.message == "" and explorer.result.card == "Destined // Lead"
    assert "Wear" not in explorer.shown_html()


def test_the_tables_never_show_another_card_than_the_dropdown():
    explorer = split_explorer(card="Bottomless Pool // Locker Room", zone="battlefield",
                              rules="current")
    assert explorer.message == ""
    explorer.card.value = "Fire // Ice"                   # an instant on the battlefield
    assert "never on the battlefield" in explorer.message
    assert explorer.result is None and not explorer.output.outputs
    explorer.zone.value = "hand"
    assert explorer.message == "" and explorer.result.card == "Fire // Ice"


def test_characteristic_change_keeps_a_typed_value_that_still_fits():
    explorer = split_explorer(card="Research // Development", characteristic="colors",
                              value="RG")
    explorer.characteristic.value = "name"                # any text but a number is a name
    assert explorer.value.value == "RG" and explorer.message == ""
    explorer.characteristic.value = "mana value"          # "RG" is no mana value: an example
    assert explorer.value.value == "2" and explorer.message == ""
    explorer.value.value = "6"
    explorer.characteristic.value = "colors"              # "6" is no color: an example
    assert explorer.value.value == "R"
    explorer.value.value = "6"                            # typed again, then changed
    explorer.characteristic.value = "mana value"          # the finding: "6" stays 6
    assert explorer.value.value == "6" and explorer.matched["current"] is False
    explorer.characteristic.value = "types"
    assert explorer.value.value == "Instant"
    explorer.value.value = "sorcery"
    explorer.characteristic.value = "name"
    assert explorer.value.value == "sorcery"


def test_header_shows_the_cost_in_printed_order_and_the_half_on_the_stack():
    explorer = split_explorer(card="Assault // Battery")
    header = explorer.result.header
    titles = [t for t in ("{3}", "{R}", "{G}") if f'title="{t}"' in header]
    assert titles == ["{3}", "{R}", "{G}"]
    assert header.index('title="{3}"') < header.index('title="{R}"') < header.index('title="{G}"')
    assert mr.ask("Assault // Battery", "mana cost") == ("{3}{R}{G}",)
    explorer.zone.value = "stack"
    header = explorer.result.header
    assert header.startswith("<b>Assault</b>") and "Sorcery // Sorcery" not in header
    assert "709.3b" in header
    explorer.half.value = "Battery"
    assert explorer.result.header.startswith("<b>Battery</b>")
    fused = split_explorer(card="Wear // Tear", zone="stack", half="both")
    assert "Cast fused" in fused.result.header and "709.4d" in fused.result.header


BAD_MESSAGE = re.compile(r"=\s*['\"\w]|\(\)|None")


def test_every_explorer_message_speaks_the_game():
    """Walk every control of explorers on a card of each kind (a fuse card, an aftermath
    card, a sorcery split card, a Room) from the stack and the battlefield, and every
    characteristic with every bad text: no message holds a keyword argument, a call or None."""
    seen = set()
    for name in ("Wear // Tear", "Destined // Lead", "Assault // Battery",
                 "Bottomless Pool // Locker Room"):
        for zone in ("stack", "battlefield"):
            explorer = split_explorer(card=name, zone=zone,
                                      rules="current" if zone == "battlefield" else OLD_RULES)
            for control, value in control_settings(explorer):
                control.value = value
                seen.add(explorer.message)
            assert not explorer.unexpected
    explorer = split_explorer()
    for characteristic in mr.CHARACTERISTICS:
        explorer.characteristic.value = characteristic
        for typed in (*BAD_TEXTS, "purple", "6", "Instnat", "2016-13-01"):
            explorer.value.value = typed
            seen.add(explorer.message)
            explorer.rules.value = typed
            seen.add(explorer.message)
            explorer.rules.value = OLD_RULES
    seen.discard("")
    assert len(seen) > 20
    bad = [m for m in seen if BAD_MESSAGE.search(m)]
    assert not bad, bad[:5]
    assert any(m.startswith("on the stack only the half") for m in seen) is False  # picked
    assert any("never on the battlefield" in m for m in seen)
    assert any(m.startswith("the rules date") for m in seen)


# --- what the notebook's explorer cells checked (moved here from notebook 05) -------------

def test_notebook_05_probe_void_naming_4_on_assault_battery():
    probe = split_explorer()
    probe.card.value = "Assault // Battery"
    probe.value.value = "4"
    ab = mr.card("Assault // Battery")
    assert probe.matched == {"current": mr.matches(ab, "mana value", 4),
                             "chosen": mr.matches(ab, "mana value", 4, rules=OLD_RULES)}
    assert probe.matched == {"current": False, "chosen": True}
    assert probe.answers["chosen"] == (1, 4) and "1 / 4" in probe.shown_html()
    probe.current_button.click()
    assert probe.rules.value == "current" and probe.matched == {"current": False,
                                                                "chosen": False}
    probe.before_button.click()
    probe.card.value, probe.zone.value, probe.half.value = "Wear // Tear", "stack", "both"
    assert probe.answers == {"current": (3,), "chosen": (3,)}
    probe.characteristic.value = "colors"
    assert probe.answers == {"current": ("WR",), "chosen": ("R", "W")}
    good = probe.table.copy()
    probe.rules.value = "last tuesday"
    assert probe.message.startswith("the rules date 'last tuesday'") and probe.table.equals(good)
    probe.rules.value = OLD_RULES
    probe.zone.value = "battlefield"
    assert probe.half.value == "" and probe.half.disabled
    assert "never on the battlefield" in probe.message and probe.table.equals(good)
    assert not probe.unexpected


def test_notebook_05_exercise_checks():
    assert exercises.check(1, (False, True)).right is True
    assert exercises.check(1, (True, True)).right is False
    assert exercises.check(2, (7, 7)).right is True
    assert exercises.check(2, (7, 2)).right is False
    assert exercises.check(3, "Wax // Wane").right is True
    assert exercises.check(3, "Fire // Ice").right is False


def test_each_common_mistake_gets_its_own_hint():
    hints = {wrong: exercises.check(1, wrong).why for wrong in
             ((True, True), (False, False), (True, False))}
    assert len(set(hints.values())) == 3
    assert "709.4b" in hints[(True, True)] and "old 708.6a" in hints[(False, False)]
    right_1 = exercises.check(1, (False, True)).why
    assert all(hint != right_1 for hint in hints.values())
    two = {wrong: exercises.check(2, wrong).why for wrong in ((7, 2), (2, 5), (6, 6))}
    assert len(set(two.values())) == 3 and "old 708.5a" in two[(7, 2)]
    assert exercises.check(2, (7, 2)).why != exercises.check(2, (7, 7)).why
    three = {wrong: exercises.check(3, wrong).why for wrong in
             ("Fire // Ice", "Destined // Lead", "Lightning Bolt")}
    assert len(set(three.values())) == 3 and "equal" in three["Fire // Ice"]


def test_exercise_answers_come_from_the_library():
    stops = [n for n in split_card_names()
             if mr.matches(n, "mana value", lambda v: v < 4, zone="library")]
    passes = [n for n in split_card_names() if n not in stops]
    assert stops and passes
    assert all(exercises.check(3, n).right for n in stops)
    assert not any(exercises.check(3, n).right for n in passes)
    tokens = (mr.mana_value_used("Research // Development", zone="graveyard"),
              mr.mana_value_used("Research // Development", zone="graveyard", rules=OLD_RULES))
    assert exercises.check(2, tokens).right is True
    right = (mr.matches("Assault // Battery", "mana value", 4),
             mr.matches("Assault // Battery", "mana value", 4, rules=OLD_RULES))
    assert exercises.check(1, right).right is True
    assert "708.6a" in exercises.check(1, right).why


@pytest.mark.parametrize("typed, right, note", [
    ("wax//wane", True, "The game writes the name Wax // Wane"),
    ("WAX // WANE", True, "The game writes the name Wax // Wane"),
    ("Wax/Wane", True, "The game writes the name Wax // Wane"),
    ("wane", True, "Wane is one half; the card is Wax // Wane"),
    ("fire//ice", False, "The game writes the name Fire // Ice"),
])
def test_a_format_slip_in_a_card_name_is_recognised(typed, right, note):
    feedback = exercises.check(3, typed)
    assert feedback.right is right and note in feedback.why


def test_bad_inputs_show_a_message_and_keep_the_last_result():
    explorer = split_explorer()
    good = explorer.table.copy()
    for control, bad in ((explorer.rules, "2016-13-01"), (explorer.rules, "2001-01-01"),
                         (explorer.value, "{Q}"), (explorer.value, "purple")):
        explorer.rules.value, explorer.value.value = OLD_RULES, "2"
        control.value = bad
        assert explorer.message, bad
        assert "Traceback" not in explorer.message
        assert explorer.table.equals(good)
        assert not explorer.unexpected
    explorer.value.value = "2"
    explorer.rules.value = OLD_RULES
    assert explorer.message == ""


def test_instant_split_card_on_battlefield_is_a_message():
    explorer = split_explorer(card="Fire // Ice", zone="battlefield")
    assert "never on the battlefield" in explorer.message and explorer.result is None
    assert not explorer.unexpected


def test_old_708_6a_void_and_708_5a_infernal_genesis_scenarios():
    table = split_scenarios("Assault // Battery").set_index("question")
    now, old = table.columns[2], table.columns[3]
    card = mr.card("Assault // Battery")
    for n in (1, 4, 5):
        row = table.loc[f"Void names {n}: is it discarded from hand?"]
        assert row["effect"] == "Void"
        assert row[now] == ("yes" if mr.matches(card, "mana value", n) else "no")
        assert row[old] == ("yes" if mr.matches(card, "mana value", n, rules=OLD_RULES)
                            else "no")
    genesis = table.loc["It is milled: how many tokens?"]
    assert genesis[now] == genesis[old] == str(
        mr.mana_value_used(card, zone="graveyard", rules=OLD_RULES))


def test_old_708_6c_sunforger_scenario():
    table = split_scenarios("Research // Development").set_index("effect")
    row = table.loc["Sunforger"]
    card = mr.card("Research // Development")
    old = (mr.matches(card, "colors", "R", zone="library", rules=OLD_RULES)
           and mr.matches(card, "mana value", lambda v: v <= 4, zone="library",
                          rules=OLD_RULES))
    now = mr.matches(card, "mana value", lambda v: v <= 4, zone="library")
    assert (row.iloc[2], row.iloc[3]) == ("yes" if now else "no", "yes" if old else "no")
    assert row["differs"] == "yes"


def test_scenarios_need_two_different_versions():
    with pytest.raises(mr.RulesInputError):
        split_scenarios("Fire // Ice", versions=("current", "current"))


# --- reliability findings ------------------------------------------------------------------

@pytest.mark.parametrize("typed", ["²", "¹", "①", " ³ "])
def test_A6_superscript_digit(typed):
    explorer = split_explorer()
    good = explorer.table.copy()
    explorer.value.value = typed
    assert "whole number" in explorer.message and typed.strip() in explorer.message
    assert not explorer.unexpected and explorer.table.equals(good)
    explorer.value.value = "3"
    assert explorer.message == ""


def test_A5_huge_number_in_the_value_box():
    explorer = split_explorer()
    explorer.value.value = "9" * 5000
    assert explorer.message.startswith("value to compare '999") and "too large" in explorer.message
    assert len(explorer.message) < 200 and not explorer.unexpected


def test_A18_typed_value_escaped():
    explorer = split_explorer(characteristic="name", value="<b>Wax</b>")
    assert explorer.message == "" and not explorer.unexpected
    html = explorer.shown_html()
    assert "<b>Wax</b>" not in html and "&lt;b&gt;Wax&lt;/b&gt;" in html


@pytest.mark.parametrize("arguments, error, words", [
    (dict(card="Forest"), mr.ChoiceError, "split, aftermath or Room card"),
    (dict(card="wax // wane"), mr.ChoiceError, "did you mean 'Wax // Wane'"),
    (dict(card=5), mr.ChoiceError, "card=5"),
    (dict(zone="Hand"), mr.ChoiceError, "zone='Hand'"),
    (dict(characteristic="cmc"), mr.ChoiceError, "characteristic='cmc'"),
    (dict(half="Fire"), mr.ChoiceError, "half='Fire'"),
    (dict(value=None), mr.ChoiceError, "value=None"),
    (dict(value=10 ** 5000), mr.NumberError, "too large"),
    (dict(rules=2016), mr.RulesDateError, "rules"),
])
def test_B3_bad_choice_is_choice_error(arguments, error, words):
    from traitlets import TraitError

    with pytest.raises(error, match=words) as raised:
        split_explorer(**arguments)
    assert not isinstance(raised.value, TraitError)


def test_every_explorer_text_box_updates_on_enter_not_per_keystroke():
    import ipywidgets as w

    from widgets import could_produce_explorer, numbers_explorer, payment_explorer, x_explorer
    from widgets._common import value_controls

    for explorer in (split_explorer(), x_explorer(), could_produce_explorer(), numbers_explorer(),
                     payment_explorer()):
        boxes = [c for c in value_controls(explorer)
                 if isinstance(c, (w.Text, w.Textarea, w.IntText, w.BoundedIntText))]
        assert boxes and all(c.continuous_update is False for c in boxes), type(explorer).__name__


def test_sliders_have_a_track_wide_enough_to_use():
    import ipywidgets as w

    from widgets import numbers_explorer, x_explorer
    from widgets._common import value_controls

    for explorer in (x_explorer(), numbers_explorer()):
        sliders = [c for c in value_controls(explorer) if isinstance(c, w.IntSlider)]
        assert sliders and all("320px" in (c.layout.width or "") for c in sliders)


# --- the notebook a learner reads ----------------------------------------------------------

def _notebook_cells():
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "notebooks" / "05_split_cards.ipynb"
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _text(cell) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def test_notebook_05_shows_no_test_harness_and_no_answer():
    cells = _notebook_cells()
    assert not any("test-only" in c.get("metadata", {}).get("tags", []) for c in cells)
    assert not any("answer_" in _text(c) for c in cells if c["cell_type"] == "code")
    boxes = [_text(c) for c in cells if "exercises.box(" in _text(c)]
    assert boxes == [f"exercises.box({e.number})" for e in exercises]
    for exercise in exercises:
        for cell in cells:
            assert exercise.answer() not in _text(cell)
            for output in cell.get("outputs", []):
                shown = str(output.get("text", "")) + str(output.get("data", {}).get("text/html", ""))
                assert exercise.answer() not in shown


def test_notebook_05_exercise_3_lists_the_split_cards_of_the_data():
    question = next(_text(c) for c in _notebook_cells() if "**Exercise 3.**" in _text(c))
    listed = re.findall(r"\*([^*]+ // [^*]+)\*", question)
    assert listed == split_card_names()
