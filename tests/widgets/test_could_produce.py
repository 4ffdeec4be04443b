"""The could-produce explorer (notebook 04): controls, shown values, bad input, exercises."""

from __future__ import annotations

import re

import pytest

import mtgrules as mr
from tests.widget_driver import drive
from widgets._common import control_settings
from widgets.could_produce import (
    PRESETS,
    board_from_text,
    could_produce_explorer,
    lines_in,
    exercise_board,
    exercises,
    graph_data,
    types_table,
)


def shown(ex, label):
    """How the explorer ``ex`` shows the permanent ``label`` of its board: as the explanation
    names it in the explorer's language (``Exotic Orchard#2 (you)``, ``异国果园#2（你）``)."""
    from mtgrules.board.explain import permanent_text

    return permanent_text(next(h for h in ex.board if str(h) == label), ex.lang)


def option_values(dropdown):
    """The values of a dropdown's options (given as values alone or as (label, value))."""
    return [o[1] if isinstance(o, tuple) else o for o in dropdown.options]


def expected_answers(lines, players=("you", "opponent"), played=()):
    """What the library says for a board built directly with mr.Board."""
    board = mr.Board(players=players)
    for player in played:
        board.set(player, played_land_this_turn=True)
    for line in lines:
        player, name, *state = line
        board.add(name, player, **(state[0] if state else {}))
    return {str(h): v for h, v in mr.could_produce(board).items()}


def test_default_explorer_shows_the_106_7_example():
    ex = could_produce_explorer()
    assert ex.message == "" and not ex.unexpected
    assert ex.answers == expected_answers(
        [("you", "Forest"), ("you", "Exotic Orchard"), ("opponent", "Exotic Orchard")])
    assert ex.selected.value == "Exotic Orchard#2 (you)"
    assert "Exotic Orchard#3 (opponent) <- Forest#1 (you)" in ex.explanation.chain_text("G")
    html = ex.shown_html()
    assert "Exotic Orchard#2 (you)" in html and "background-color" in html
    assert len(ex.output.outputs) == 3  # table, explanation, graph


def test_drive_every_control_default():
    ex = could_produce_explorer()
    assert drive(ex) > 20
    assert not ex.unexpected


def test_drive_every_control_three_players_with_state():
    ex = could_produce_explorer(
        "ann: Reflecting Pool\nann: River of Tears\nbob: Gemstone Mine [mining=0]\ncy: Fellwar Stone",
        players=("ann", "bob", "cy"), played_land=("ann",), selected="Fellwar Stone#4 (cy)")
    assert ex.answers == expected_answers(
        [("ann", "Reflecting Pool"), ("ann", "River of Tears"),
         ("bob", "Gemstone Mine", {"counters": {"mining": 0}}), ("cy", "Fellwar Stone")],
        players=("ann", "bob", "cy"), played=("ann",))
    assert ex.answers["Reflecting Pool#1 (ann)"] == "B"
    assert ex.explanation.permanent.name == "Fellwar Stone"
    drive(ex)
    assert not ex.unexpected


@pytest.mark.parametrize("preset", list(PRESETS))
def test_each_scenario_matches_the_library(preset):
    players, lines, played = PRESETS[preset]
    ex = could_produce_explorer(preset=preset)
    direct = mr.Board(players=players)
    for player in played:
        direct.set(player, played_land_this_turn=True)
    for line in lines.splitlines():
        player, text = line.split(": ", 1)
        name, _, state = text.partition(" [")
        kwargs = {}
        if state:
            kind, n = state.rstrip("]").split("=")
            kwargs["counters"] = {kind: int(n)}
        direct.add(name, player, **kwargs)
    assert ex.answers == {str(h): v for h, v in mr.could_produce(direct).items()}
    assert ex.message == "" and not ex.unexpected


def test_specific_values_for_settings():
    ex = could_produce_explorer("you: Reflecting Pool\nyou: River of Tears")
    assert ex.answers["Reflecting Pool#1 (you)"] == "U"
    ex.played_checkbox("you").value = True
    assert ex.answers["Reflecting Pool#1 (you)"] == "B"
    ex.played_checkbox("opponent").value = True
    ex.played_checkbox("you").value = False
    assert ex.answers["Reflecting Pool#1 (you)"] == "U"  # only its controller's land counts
    ex.preset.value = "Contamination + Ritual of Subdual"
    assert ex.answers["Forest#1 (you)"] == "BC"
    assert list(ex.table["could produce"]) == ["{B}{C}", "{B}{C}", "nothing", "nothing"]
    ex.preset.value = "Two Reflecting Pools alone"
    assert set(ex.answers.values()) == {""}
    assert ex.figure_data.edges == ()  # nothing to read, so no arrow
    ex.preset.value = "106.7 example: no opposing lands"
    assert ex.answers["Exotic Orchard#2 (you)"] == ""
    assert "106.7" in str(ex.explanation)


def test_state_in_brackets_reaches_the_board():
    ex = could_produce_explorer("you: Everflowing Chalice [charge=2]\nyou: Everflowing Chalice\n"
                                "you: Coldsteel Heart [chosen=r]\nyou: Viridian Joiner [power=-2]\n"
                                "you: Meteor Crater\nyou: Forest [colors=U, tapped]")
    assert ex.message == ""
    assert ex.answers == expected_answers(
        [("you", "Everflowing Chalice", {"counters": {"charge": 2}}), ("you", "Everflowing Chalice"),
         ("you", "Coldsteel Heart", {"chosen_color": "R"}), ("you", "Viridian Joiner", {"power": -2}),
         ("you", "Meteor Crater"), ("you", "Forest", {"colors": "U", "tapped": True})])
    board = ex.board
    forest = board.permanents[-1]
    assert board.state_of(forest)["tapped"] is True


@pytest.mark.parametrize("text, words", [
    ("you: Forrest", "Forest"),
    ("me: Forest", "'me'"),
    ("Forest", "should look like"),
    ("you: Gemstone Mine [mining=-1]", "negative"),
    ("you: Gemstone Mine [mining=lots]", "whole number"),
    ("you: Gemstone Mine [mining]", "needs a value"),
    ("you: Coldsteel Heart [chosen=purple]", "the chosen color is one letter"),
    ("you: Dark Ritual", "not a permanent"),
])
def test_bad_input_shows_a_message_and_keeps_the_last_result(text, words):
    ex = could_produce_explorer()
    good, outputs = ex.answers, ex.output.outputs
    ex.cards.value = "you: Forest\n" + text
    assert words in ex.message and "Line 2" in ex.message
    assert ex.answers == good and ex.output.outputs == outputs
    assert not ex.unexpected
    ex.cards.value = "you: Forest"
    assert ex.message == "" and ex.answers == {"Forest#1 (you)": "G"}


def test_bad_players_and_empty_board():
    ex = could_produce_explorer()
    good = ex.answers
    ex.players.value = " , "
    assert "players" in ex.message and ex.answers == good
    ex.players.value = "you, you"
    assert "distinct" in ex.message and ex.answers == good
    ex.players.value = "you, opponent"
    ex.cards.value = ""
    assert ex.message == "" and ex.answers == {} and "empty" in ex.shown_html()


def test_add_button_appends_a_line():
    ex = could_produce_explorer("you: Forest", players=("you", "opponent", "third"))
    assert ex.picker_player.options == ("you", "opponent", "third")
    ex.picker.value, ex.picker_player.value = "Exotic Orchard", "third"
    ex.add_button.click()
    assert ex.cards.value == "you: Forest\nthird: Exotic Orchard"
    assert ex.answers["Exotic Orchard#2 (third)"] == "G"


def test_graph_edges_come_from_explain():
    board = board_from_text(PRESETS["Two-level reflection"][1])
    naga, pool, orchard, plateau = board.permanents
    data = graph_data(board, naga)
    edges = {(r, s) for r, s, _t in data.edges}
    assert (str(naga), str(orchard)) in edges and (str(orchard), str(plateau)) in edges
    assert (str(naga), str(plateau)) not in edges  # Naga reads lands you control only
    assert (str(orchard), str(plateau)) in data.chain_edges
    assert dict((n, t) for n, _c, t in data.nodes) == {str(h): v for h, v in mr.could_produce(board).items()}


# --- exercises ---------------------------------------------------------------------------


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_exercise_answers_come_from_the_library(number):
    board, asked = exercise_board(number)
    right = mr.could_produce(board)[asked]
    exercise = exercises[number]
    assert exercise.check(right or "nothing").right is True
    assert exercise.check("{" + "}{".join(reversed(right)) + "}" if right else "none").right
    assert exercise.check(None).right is None
    purple = exercise.check("purple")
    assert purple.right is False and "can't be read as types of mana" in purple.why
    assert exercise.check("nothing").right is (right == "")
    assert "Right" in exercise.check(exercise.answer())._repr_html_()


def test_exercise_answers_are_the_ones_taught():
    # what the notebook's old checks asserted, answer by answer
    assert [exercises[n].answer() for n in (1, 2, 3, 4)] == ["{U}{C}", "{B}", "{B}{C}",
                                                            "no mana at all"]
    assert exercises.check(1, "UC").right and exercises.check(1, "{C}{U}").right
    assert exercises.check(1, "U").right is False        # colorless is a type the Pool reads
    assert exercises.check(2, "B").right
    assert exercises.check(2, "UB").right is False       # River of Tears: {B} instead, not both
    assert exercises.check(2, "nothing").right is False
    assert exercises.check(3, "BC").right
    assert exercises.check(3, "B").right is False        # the other order gives {C}
    assert exercises.check(3, "G").right is False        # the Forest's {G} is always replaced
    assert exercises.check(4, "nothing").right and exercises.check(4, "C").right is False


@pytest.mark.parametrize("number, wrong, words", [
    (1, "U", "106.1b"), (1, "C", "Exotic Orchard is a land the Pool reads"),
    (1, "nothing", "Each of the opponent's lands"),
    (2, "UB", "instead of the other"), (2, "U", "You played a land this turn"),
    (2, "nothing", "makes mana by itself"), (2, "BC", "colorless is not one"),
    (3, "G", "106.12b"), (3, "B", "616.1"), (3, "C", "616.1"), (3, "nothing", "still leave mana"),
    (4, "C", "106.5"), (4, "G", "opponent controls, not your own"),
])
def test_each_common_mistake_gets_its_own_hint(number, wrong, words):
    feedback = exercises.check(number, wrong)
    assert feedback.right is False and words in feedback.why, feedback.why
    assert exercises[number].answer() not in feedback.why
    assert "you left out" not in feedback.why.lower()


def test_hints_never_name_a_type_the_answer_is_missing():
    for exercise in exercises:
        board, asked = exercise_board(exercise.number)
        right = mr.could_produce(board)[asked]
        for wrong in exercise.examples_of_wrong:
            why = exercise.check(wrong).why
            given = {t for t in "WUBRGC" if t in str(wrong).upper()} if wrong != "nothing" else set()
            for t in right:
                if t not in given:
                    assert "{" + t + "}" not in why.split("A note on the form")[0], (wrong, why)


def test_a_format_slip_is_said_so():
    right = exercises.check(1, "cu")
    assert right.right is True and "the game writes types of mana as mana symbols" in right.why
    assert "A note on the form" not in exercises.check(1, "{U}{C}").why
    wrong = exercises.check(1, "u")
    assert wrong.right is False and "A note on the form" in wrong.why
    assert "A note on the form" not in exercises.check(1, "{U}").why


def test_right_feedback_gives_each_step_its_own_line():
    why = exercises.check(1, "{U}{C}").why
    lines = why.split("\n")
    assert len(lines) >= 5 and any(line.startswith("· ") and "reads {U} from" in line
                                   for line in lines)
    assert "<br>" in exercises.check(1, "{U}{C}")._repr_html_()


# --- reliability findings: escaping, bad arguments, huge numbers ---------------------------

@pytest.mark.parametrize("name", ["<b>x</b>", "<img src=x onerror=alert(1)>", "a & b"])
def test_A18_player_names_escaped(name):
    from html import escape

    ex = could_produce_explorer(f"{name}: Forest", players=[name, "opponent"])
    assert ex.message == "" and not ex.unexpected
    html = ex.shown_html()
    assert name not in html
    assert escape(name, quote=False) in html  # shown, as text
    assert list(ex.table["controller"]) == [name]  # the data keeps the name as it is


def test_A18_the_table_function_escapes_too():
    from widgets import types_table

    board = board_from_text("<i>me</i>: Forest", players=("<i>me</i>",))
    html = types_table(board, caption="<u>caption</u>")._repr_html_()
    assert "<i>" not in html and "<u>" not in html and "&lt;i&gt;me&lt;/i&gt;" in html


def test_A18_names_in_the_graph_are_drawn_as_typed():
    ex = could_produce_explorer("$x$: Forest\n$\\frac{: Forest", players=["$x$", "$\\frac{"])
    assert ex.message == "" and not ex.unexpected


@pytest.mark.parametrize("arguments, error", [
    (dict(cards=5), mr.BoardError),
    (dict(players="you"), mr.BoardError),
    (dict(players=["you", 5]), mr.BoardError),
    (dict(played_land=5), mr.BoardError),
    (dict(selected=3), mr.BoardError),
    (dict(preset="no such scenario"), mr.ChoiceError),
])
def test_B3_bad_choice_is_choice_error(arguments, error):
    from traitlets import TraitError

    with pytest.raises(error) as raised:
        could_produce_explorer(**arguments)
    assert not isinstance(raised.value, TraitError)


def test_A5_huge_number_in_the_board_text():
    ex = could_produce_explorer("you: Forest")
    ex.cards.value = "you: Forest\nyou: Gemstone Mine [mining=" + "9" * 5000 + "]"
    assert ex.message.startswith("Line 2: the number of mining counters") and "too large" in ex.message
    assert len(ex.message) < 200 and not ex.unexpected
    assert ex.answers == {"Forest#1 (you)": "G"}  # the last good board stays


def test_a_bad_line_names_its_line_once():
    ex = could_produce_explorer("you: Forest")
    ex.cards.value = "you: Forest\nyou: Gemstone Mine [mining]"
    assert ex.message.startswith("Line 2: 'mining' needs a value")
    assert "line 2: line" not in ex.message


def test_A15_a_big_board_is_answered_without_drawing_its_graph():
    from widgets.could_produce import MOST_DRAWN

    lines = ["you: Forest", "opponent: Exotic Orchard", "you: Reflecting Pool"] * 70
    e = could_produce_explorer("\n".join(lines))
    assert not e.message
    assert e.result.graph is None and len(e.result.answers) == 210
    assert f"boards of up to {MOST_DRAWN} permanents" in e.shown_html()
    small = could_produce_explorer("you: Forest\nopponent: Exotic Orchard")
    assert small.result.graph is not None


# --- the notebook's explorer probes, and messages that speak the game -----------------------


def test_the_notebooks_explorer_probe():
    probe = could_produce_explorer()
    assert probe.answers == {"Forest#1 (you)": "G", "Exotic Orchard#2 (you)": "G",
                             "Exotic Orchard#3 (opponent)": "G"}
    assert probe.selected.value == "Exotic Orchard#2 (you)"
    assert probe.explanation.types == "G"
    probe.cards.value = "you: Reflecting Pool\nyou: River of Tears"
    assert probe.answers == {"Reflecting Pool#1 (you)": "U", "River of Tears#2 (you)": "U"}
    probe.played_checkbox("you").value = True
    expected = mr.could_produce(board_from_text(probe.cards.value, played_land=["you"]))
    assert list(probe.answers.values()) == list(expected.values()) == ["B", "B"]
    assert probe.preset.value == "(your own board)"

    probe.preset.value = "Contamination + Ritual of Subdual"
    assert probe.answers["Forest#1 (you)"] == "BC" and probe.answers["Reflecting Pool#2 (you)"] == "BC"
    assert list(probe.table["could produce"]) == ["{B}{C}", "{B}{C}", "nothing", "nothing"]
    probe.selected.value = "Forest#1 (you)"
    assert probe.explanation.permanent.name == "Forest" and "Contamination" in str(probe.explanation)

    good = dict(probe.answers)
    probe.cards.value = "you: Forrest"
    assert "Forest" in probe.message and probe.answers == good   # message in place, result kept
    probe.players.value = ""
    assert probe.message and probe.answers == good
    probe.players.value = "you, opponent"
    probe.cards.value = "you: Gemstone Mine [mining=0]\nyou: Reflecting Pool"
    assert probe.message == "" and probe.answers["Reflecting Pool#2 (you)"] == "WUBRG"

    probe.picker.value, probe.picker_player.value = "Exotic Orchard", "opponent"
    probe.add_button.click()
    assert probe.answers["Exotic Orchard#3 (opponent)"] == "WUBRG"
    assert probe.figure_data.edges and not probe.unexpected


def test_add_to_board_works_from_the_start_and_follows_the_players():
    ex = could_produce_explorer("you: Forest")
    assert ex.picker_player.value == "you"          # a player is chosen from the start
    ex.add_button.click()
    assert ex.cards.value == "you: Forest\nyou: Exotic Orchard" and ex.message == ""
    ex.players.value = "ann, bob"
    assert ex.picker_player.options == ("ann", "bob") and ex.picker_player.value == "ann"
    ex.picker_player.value = "bob"
    ex.players.value = "cy, bob"
    assert ex.picker_player.value == "bob"          # kept while that player is still there
    ex.picker_player.options = []                   # no player to give the card to
    ex.add_button.click()
    assert "players" in ex.message and "for" in ex.message


def test_text_boxes_apply_on_enter_or_leaving_and_say_so():
    ex = could_produce_explorer()
    assert ex.cards.continuous_update is False and ex.players.continuous_update is False
    assert "click outside the box" in "".join(
        c.value for c in ex.children if hasattr(c, "value") and isinstance(c.value, str))


PYTHON_IN_A_MESSAGE = re.compile(r"=\s*['\"A-Za-z_]|\(\)|\bNone\b")


def _messages_of(ex, lines):
    seen = set()
    for control, value in control_settings(ex):
        control.value = value
        seen.add(ex.message)
    for line in lines:
        ex.cards.value = "you: Forest\n" + line
        seen.add(ex.message)
    for players in ("", " , ", "you, you", "ann"):
        ex.players.value = players
        seen.add(ex.message)
    ex.players.value = "you, opponent"
    for text in (ex.cards.value, "you: Coldsteel Heart\nyou: Meteor Crater"):
        ex.cards.value = text
        for label in ex.selected.options:
            ex.selected.value = label
            seen.add(str(ex.explanation))
    return seen - {""}


def test_every_message_speaks_the_game():
    lines = ["you: Forrest", "you: F", "you: Zzz", "me: Forest", "Forest", "you: Wane",
             "you: Gemstone Mine [mining=-1]", "you: Gemstone Mine [mining=lots]",
             "you: Gemstone Mine [mining]", "you: Gemstone Mine [=2]",
             "you: Coldsteel Heart [chosen=purple]", "you: Coldsteel Heart [chosen]",
             "you: Forest [colors=purple]", "you: Forest [tapped=maybe]",
             "you: Viridian Joiner [power=x]", "you: Dark Ritual",
             "you: Gemstone Mine [mining=" + "9" * 5000 + "]"]
    messages = _messages_of(could_produce_explorer(), lines)
    assert len(messages) > 20
    for message in messages:
        assert not PYTHON_IN_A_MESSAGE.search(message), message
        assert "card_names" not in message and "chosen_color" not in message, message


def test_the_graph_drawn_as_svg_and_as_a_notebook_figure():
    """The explorer's SVG graph and the notebook's matplotlib figure draw the same graph:
    a node per permanent, an arrow per reference, players as columns, labels in words."""
    from widgets.could_produce import graph_chart, graph_data, reference_graph

    ex = could_produce_explorer(preset="Three players")
    data = ex.figure_data
    chart = graph_chart(data)
    svg = chart.svg
    assert svg.count("<polygon") == len(data.edges)          # one arrowhead per arrow
    assert svg.count("<circle") >= len(data.nodes)
    assert all(f">{player}<" in svg for player in data.players)
    assert "controller (arrow: reads what that permanent could produce)" in svg
    assert chart.title == "5 of 5 permanents could produce mana" and ex.figure_data == data
    figure = reference_graph(ex.board, highlight=ex.selected.value)
    axes = figure.axes[0]
    assert [t.get_text() for t in axes.get_xticklabels()] == list(data.players)
    assert axes.get_title() == chart.title and graph_data(ex.board).nodes == data.nodes


# --- the explorer and the exercises in Simplified and Traditional Chinese --------------------

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("lang, players_label, scenario", [
    ("zh-Hans", "牌手", "106.7 的范例：树林和两个异国果园"),
    ("zh-Hant", "玩家", "106.7 的範例：樹林與兩個異國果園"),
])
def test_the_explorer_in_chinese_shows_chinese_labels(lang, players_label, scenario):
    ex = could_produce_explorer(lang=lang)
    assert ex.lang == lang and ex.message == "" and not ex.unexpected
    assert ex.players.description == players_label
    for label in (ex.title, ex.preset.description, ex.cards.description, ex.picker.description,
                  ex.add_button.description, ex.selected.description, ex.players.placeholder):
        assert CJK.search(label), label
    # a scenario's label is translated, its value stays the English name the code knows
    assert (scenario, "106.7 example: Forest and two Exotic Orchards") in ex.preset.options
    assert ex.preset.value == "106.7 example: Forest and two Exotic Orchards"
    # the card picker names the card in that script and keeps the English name as its value
    names = dict((value, label) for label, value in ex.picker.options)
    assert names["Exotic Orchard"] == {"zh-Hans": "异国果园（Exotic Orchard）",
                                       "zh-Hant": "異國果園（Exotic Orchard）"}[lang]
    html = ex.shown_html()
    assert {"zh-Hans": "每个永久物能产生什么（106.7）",
            "zh-Hant": "每個永久物能產生什麼（106.7）"}[lang] in html
    assert "What each permanent could produce" not in html
    assert "permanents could produce mana" not in html     # the graph's title too
    assert "controller (arrow" not in html                 # and its axis label
    assert list(ex.table.columns)[:2] == ["永久物", "操控者"]
    # the answers are the library's, whatever the language
    assert ex.answers == could_produce_explorer().answers


@pytest.mark.parametrize("lang, words", [
    ("zh-Hans", "请输入牌手的名字"), ("zh-Hant", "請輸入玩家的名字"), ("en", "type the players"),
])
def test_a_bad_players_box_is_answered_in_the_explorers_language(lang, words):
    ex = could_produce_explorer(lang=lang)
    good = ex.answers
    ex.players.value = " , "
    assert words.lower() in ex.message.lower() and ex.answers == good and not ex.unexpected
    ex.players.value = "you，opponent"       # a Chinese comma separates names too
    assert ex.message == "" and ex.answers == good


def test_the_empty_board_and_the_add_button_speak_chinese():
    ex = could_produce_explorer("you: Forest", lang="zh-Hant")
    ex.cards.value = ""
    assert "場面是空的" in ex.shown_html()
    ex.picker_player.options = []
    ex.add_button.click()
    assert "玩家框" in ex.message and not ex.unexpected


def test_the_language_in_use_is_the_default():
    from mtgrules.i18n import language

    with language("zh-Hans"):
        ex = could_produce_explorer()
        table = types_table(ex.board)
    assert ex.lang == "zh-Hans" and ex.players.description == "牌手"
    assert table.columns[-1] == "能产生"
    assert could_produce_explorer().players.description == "players"   # back to English


def test_the_explorer_in_english_is_unchanged():
    ex = could_produce_explorer(lang="en")
    assert ex.title == "Could produce explorer (106.5, 106.7)"
    assert ex.players.description == "players" and ex.add_button.description == "add to board"
    assert ex.preset.options[0] == ("(your own board)", "(your own board)")
    assert "What each permanent could produce (106.7)" in ex.shown_html()
    assert "could produce" in list(ex.table.columns)


def test_the_graph_in_chinese():
    from widgets.could_produce import graph_chart

    data = could_produce_explorer(preset="Three players").figure_data
    hans = graph_chart(data, lang="zh-Hans")
    assert hans.title == "5 个永久物中有 5 个能产生法术力"
    assert "操控者（箭头：读取那个永久物能产生什么）" in hans.svg and "白色" in hans.svg
    hant = graph_chart(data, lang="zh-Hant")
    assert "操控者（箭頭：讀取那個永久物能產生什麼）" in hant.svg and "綠色" in hant.svg
    assert graph_chart(data, lang="en").title == "5 of 5 permanents could produce mana"


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_exercises_answered_in_chinese_give_chinese_feedback(lang):
    from mtgrules.i18n import language

    hint = exercises.check(1, "U", lang=lang)
    assert hint.right is False and CJK.search(hint.why) and "106.1b" in hint.why
    assert "Reflecting Pool asks" not in hint.why and "{U}{C}" not in hint.why
    right = exercises.check(1, "{U}{C}", lang=lang)
    assert right.right is True and CJK.search(right.why.split("\n")[0])
    unreadable = exercises.check(2, "purple", lang=lang)
    assert unreadable.right is False and "W、U、B、R、G" in unreadable.why
    with language(lang):                      # the language in use, as in the notebooks
        assert CJK.search(exercises[3].question) and CJK.search(exercises[3].expects)
        solution = exercises.show_solution(4)
        assert solution.answer == {"zh-Hans": "完全没有法术力", "zh-Hant": "完全沒有法術力"}[lang]
        assert CJK.search(solution.working.split("\n")[0])
        assert CJK.search(exercises.check(4, "C").why)
    box = exercises.box(2, lang=lang)
    assert CJK.search(repr(box))


@pytest.mark.parametrize("number, answer", [
    (1, "蓝、无色"), (1, "藍色與無色"), (1, "{U}和{C}"), (2, "黑色"), (2, "黑"), (3, "黑和无色"),
    (3, "無色、黑色法術力"), (4, "没有"), (4, "沒有法術力"), (4, "完全没有法术力"), (4, "无"),
])
def test_answers_written_in_chinese_are_read(number, answer):
    assert exercises.check(number, answer, lang="zh-Hans").right is True


@pytest.mark.parametrize("number, answer", [(1, "蓝"), (2, "蓝和黑"), (3, "绿"), (4, "无色"),
                                            (1, "紫色")])
def test_wrong_answers_written_in_chinese_are_wrong(number, answer):
    assert exercises.check(number, answer, lang="zh-Hant").right is False


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_no_chinese_hint_holds_the_answer(lang):
    for exercise in exercises:
        answer = exercise.solution(lang).answer
        for wrong in exercise.examples_of_wrong:
            why = exercise.check(wrong, lang).why
            assert answer not in why.split("\n")[0], (exercise.number, wrong, why)


def test_exercises_in_english_are_unchanged_after_chinese():
    exercises.check(1, "U", lang="zh-Hans")
    assert exercises.check(1, "U").why.startswith("Reflecting Pool asks for a type of mana")
    assert exercises.show_solution(4).answer == "no mana at all"
    assert exercises[1].question.startswith("You control an Island")


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_notebook_figure_in_chinese(lang):
    from widgets.could_produce import reference_graph

    board = board_from_text(PRESETS["Two-level reflection"][1])
    figure = reference_graph(board, highlight=board.permanents[0], lang=lang)
    axes = figure.axes[0]
    assert axes.get_title() == {"zh-Hans": "4 个永久物中有 4 个能产生法术力",
                                "zh-Hant": "4 個永久物中有 4 個能產生法術力"}[lang]
    assert CJK.search(axes.get_xlabel())
    assert [t.get_text() for t in axes.get_legend().get_texts()][0] in ("白色",)


# --- any real card, typed in English or Chinese into the "any card" box ----------------------


@pytest.mark.parametrize("lang, typed, name", [
    ("en", "Azorius Chancery", "Azorius Chancery"),
    ("zh-Hans", "罗堰荒野", "Llanowar Wastes"),          # Simplified
    ("zh-Hant", "瑟雷尼亞聖殿", "Selesnya Sanctuary"),    # Traditional
    ("en", "瑟雷尼亚圣殿", "Selesnya Sanctuary"),         # any script in any explorer
])
def test_any_real_card_typed_is_added_to_the_board(lang, typed, name):
    assert name not in mr.card_names()                   # not one of the notebook's cards
    ex = could_produce_explorer("you: Forest\nyou: Exotic Orchard", lang=lang)
    assert ex.answers["Exotic Orchard#2 (you)"] == ""    # no opposing land yet
    ex.picker_player.value = "opponent"
    ex.card_box.value = typed                            # typed, then Enter
    assert ex.message == "" and not ex.unexpected
    # the box writes the line in the explorer's language: 对手：罗堰荒野
    assert ex.cards.value == lines_in(f"you: Forest\nyou: Exotic Orchard\nopponent: {name}", lang)
    expected = expected_answers([("you", "Forest"), ("you", "Exotic Orchard"),
                                 ("opponent", name)])
    label = f"{name}#3 (opponent)"
    assert ex.answers == expected and ex.answers[label]
    # the Orchard now reads the typed land's colors (106.7), as the table and graph show
    assert ex.answers["Exotic Orchard#2 (you)"] == "".join(
        t for t in ex.answers[label] if t != "C")
    html = ex.shown_html()
    assert shown(ex, label) in html and shown(ex, "Exotic Orchard#2 (you)") in html
    assert label in option_values(ex.selected)
    ex.selected.value = label
    assert ex.explanation.permanent.name == name and ex.explanation.types == ex.answers[label]
    assert ex.card_box.value == ""                       # ready for the next card
    ex.card_box.value = typed                            # the same card again: a second one
    assert ex.cards.value.endswith(lines_in(f"opponent: {name}\nopponent: {name}", lang))
    assert f"{name}#4 (opponent)" in ex.answers and ex.message == ""


def test_the_any_card_box_offers_examples_in_the_learners_script():
    from widgets.could_produce import CARD_EXAMPLES

    assert not set(CARD_EXAMPLES) & set(mr.card_names())   # cards the picker doesn't have
    hans = could_produce_explorer(lang="zh-Hans").card_box
    hant = could_produce_explorer(lang="zh-Hant").card_box
    en = could_produce_explorer(lang="en").card_box
    assert "繁星罗盘（Star Compass）" in hans.options and "金箔莲花（Gilded Lotus）" in hans.options
    assert "Star Compass" in hant.options and "金箔蓮花（Gilded Lotus）" in hant.options
    assert en.options == CARD_EXAMPLES and en.description == "any card"
    assert (hans.description, hant.description) == ("任意牌", "任一張牌")
    assert hans.continuous_update is False
    # an offered label, as the box fills it in, is read too
    ex = could_produce_explorer("you: Forest", lang="zh-Hans")
    ex.card_box.value = "繁星罗盘（Star Compass）"
    assert ex.cards.value == "你：树林\n你：繁星罗盘"
    assert ex.answers["Star Compass#2 (you)"] == "G" and ex.message == ""


@pytest.mark.parametrize("lang, typed, suggestion, words, corrected", [
    ("en", "Azorius Chancey", "'Azorius Chancery'", "No card named", "Azorius Chancery"),
    ("zh-Hans", "罗堰荒", "'罗堰荒野' (Llanowar Wastes)", "没有名为", "罗堰荒野"),
    ("zh-Hant", "瑟雷尼亞聖", "'瑟雷尼亞聖殿' (Selesnya Sanctuary)", "沒有名為", "瑟雷尼亞聖殿"),
])
def test_a_misspelt_card_gets_close_names_in_its_script_and_the_board_stays(
        lang, typed, suggestion, words, corrected):
    ex = could_produce_explorer(lang=lang)
    cards, good = ex.cards.value, ex.answers
    shown = ex.shown_html()
    ex.card_box.value = typed
    assert words in ex.message and suggestion in ex.message, ex.message
    assert ex.cards.value == cards and ex.answers == good and ex.shown_html() == shown
    assert ex.card_box.value == typed and not ex.unexpected    # left to correct
    assert {"zh-Hans": "瑟雷尼亞", "zh-Hant": "罗堰"}.get(lang, "罗堰") not in ex.message
    ex.card_box.value = corrected
    assert ex.message == "" and len(ex.answers) == len(good) + 1


@pytest.mark.parametrize("lang, words", [
    ("en", "Abandon Reason is not a permanent card, so it is never on the battlefield (110.4): "
           "only artifact, battle, creature, enchantment, land and planeswalker cards can be "
           "added to the board."),
    ("zh-Hans", "背弃理性（Abandon Reason）不是永久物牌，因此永远不会在战场上（110.4）"),
    ("zh-Hant", "背棄理性（Abandon Reason）不是永久物牌，因此永遠不會在戰場上（110.4）"),
])
def test_a_card_that_is_not_a_permanent_card_is_refused_in_the_explorers_language(lang, words):
    ex = could_produce_explorer(lang=lang)
    cards, good = ex.cards.value, ex.answers
    for typed in ("背弃理性", "背棄理性", "Abandon Reason"):
        ex.card_box.value = ""
        ex.card_box.value = typed
        assert words in ex.message, ex.message
        assert ex.cards.value == cards and ex.answers == good and not ex.unexpected
    if lang != "en":
        assert "permanent card" not in ex.message and "battlefield" not in ex.message


@pytest.mark.parametrize("lang, name, words", [
    ("en", "Heirloom Epic", "Heirloom Epic is on the board, but the card data holds no "
                               "rules text for it, so its mana abilities can't be read"),
    ("zh-Hans", "Heirloom Epic", "Heirloom Epic已加到场面上，但牌张数据中没有它的规则叙述"),
    ("zh-Hant", "Heirloom Epic", "Heirloom Epic已加到場面上，但牌張資料中沒有它的規則敘述"),
    ("en", "Doubling Cube", "Doubling Cube is on the board, but some of its mana "
                            "abilities can't be read from its rules text"),
    ("zh-Hans", "Doubling Cube", "加倍方体（Doubling Cube）已加到场面上，但它有些法术力异能"
                                 "无法从规则叙述中读出"),
    ("zh-Hant", "Doubling Cube", "Doubling Cube已加到場面上，但它有些法術力異能"
                                 "無法從規則敘述中讀出"),
])
def test_a_card_whose_abilities_cant_be_read_is_added_and_that_is_said(lang, name, words):
    assert not mr.card(name).abilities_known
    ex = could_produce_explorer("you: Forest", lang=lang)
    ex.card_box.value = name
    assert words in ex.message, ex.message
    assert ex.cards.value == lines_in(f"you: Forest\nyou: {name}", lang) and not ex.unexpected
    assert ex.answers == expected_answers([("you", "Forest"), ("you", name)])
    assert shown(ex, f"{name}#2 (you)") in ex.shown_html()
    ex.played_checkbox("you").value = True               # the note lasts until the next change
    assert ex.message == ""


def test_a_typed_card_with_no_player_to_give_it_to_says_so():
    ex = could_produce_explorer("you: Forest", lang="zh-Hans")
    ex.picker_player.options = []
    ex.card_box.value = "罗堰荒野"
    assert "牌手框" in ex.message and ex.cards.value == "你：树林" and not ex.unexpected


def test_the_card_box_leaves_the_picker_and_the_english_explorer_as_they_were():
    ex = could_produce_explorer("you: Forest", lang="en")
    ex.card_box.value = "Azorius Chancery"
    ex.add_button.click()                                # the picker still adds its own card
    assert ex.cards.value == "you: Forest\nyou: Azorius Chancery\nyou: Exotic Orchard"
    assert ex.picker.value == "Exotic Orchard" and ex.message == ""


# --- permanents and players named in the learner's script -----------------------------------

NAMED = {"zh-Hans": ("树林#1（你）", "异国果园#2（你）", "异国果园#3（对手）", "你", "对手"),
         "zh-Hant": ("樹林#1（你）", "異國果園#2（你）", "異國果園#3（對手）", "你", "對手")}


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_chinese_explorer_names_permanents_as_the_explanation_does(lang):
    from mtgrules.board.explain import permanent_text

    forest, mine, theirs, you, opponent = NAMED[lang]
    ex = could_produce_explorer(lang=lang)
    assert ex.message == "" and not ex.unexpected
    # the table: the permanent in the script, its controller too
    rows = ex.table.iloc[:, :2].values.tolist()
    assert rows == [[forest, you], [mine, you], [theirs, opponent]]
    # the dropdown: labels as the explanation writes them, values the board's labels
    assert ex.selected.options == ((forest, "Forest#1 (you)"), (mine, "Exotic Orchard#2 (you)"),
                                   (theirs, "Exotic Orchard#3 (opponent)"))
    assert ex.selected.value == "Exotic Orchard#2 (you)" and ex.selected.label == mine
    assert ex.explanation.chain_text("G", lang).startswith(mine + " <- " + theirs)
    assert [permanent_text(h, lang) for h in ex.board] == [forest, mine, theirs]
    ex.selected.value = "Exotic Orchard#3 (opponent)"    # chosen by its value, as before
    assert ex.explanation.permanent == ex.board.permanents[2] and not ex.unexpected
    html = ex.shown_html()
    assert theirs in html and "(you)" not in html and "(opponent)" not in html
    # the players to give a card to: 你 / 对手 shown, the board's names kept as values
    assert ex.picker_player.options == ((you, "you"), (opponent, "opponent"))
    assert ex.picker_player.value == "you"
    assert [box.description for box in ex.played_box.children] == [you, opponent]
    # the answers are the library's, keyed by the board's labels
    assert ex.answers == could_produce_explorer().answers
    ex.add_button.click()
    assert ex.cards.value.endswith("\n" + {"zh-Hans": "你：异国果园",
                                           "zh-Hant": "你：異國果園"}[lang]) and ex.message == ""


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_graph_names_permanents_and_players_in_the_script(lang):
    from widgets.could_produce import graph_chart, reference_graph

    forest, mine, theirs, you, opponent = NAMED[lang]
    ex = could_produce_explorer(lang=lang)
    svg = graph_chart(ex.figure_data, lang=lang).svg
    # a node's name without its controller (its column names the player)
    for name in (forest, mine, theirs):
        assert ">" + name.split("（")[0] + "<" in svg
    assert f">{you}<" in svg and f">{opponent}<" in svg
    assert ">you<" not in svg and "Exotic Orchard" not in svg and "Forest" not in svg
    # the same graph data drawn in English is the English graph: the words come at drawing
    english = graph_chart(ex.figure_data, lang="en").svg
    assert ">Exotic Orchard#2<" in english and ">you<" in english and "异" not in english
    figure = reference_graph(ex.board, highlight=ex.selected.value, lang=lang)
    axes = figure.axes[0]
    assert [t.get_text() for t in axes.get_xticklabels()] == [you, opponent]
    names = [t.get_text().split("\n")[0] for t in axes.texts]
    assert names == [n.split("（")[0] for n in (forest, mine, theirs)]


def test_other_players_keep_their_names_and_mix_with_translated_ones():
    """Only the default players "you" and "opponent" are translated; a typed name is shown as
    typed, and a dropdown mixing both still holds the board's names as values."""
    ex = could_produce_explorer("ann: Forest\nyou: Exotic Orchard", players=["ann", "you"],
                                lang="zh-Hans")
    assert ex.table.iloc[:, :2].values.tolist() == [["树林#1（ann）", "ann"],
                                                   ["异国果园#2（你）", "你"]]
    assert ex.picker_player.options == (("ann", "ann"), ("你", "you"))
    ex.picker_player.value = "ann"
    ex.add_button.click()
    assert ex.cards.value.endswith("\nann：异国果园") and not ex.unexpected
    data = could_produce_explorer(preset="Three players", lang="zh-Hant").figure_data
    from widgets.could_produce import graph_chart

    svg = graph_chart(data, lang="zh-Hant").svg
    assert all(f">{player}<" in svg for player in ("ann", "bob", "cy"))
    assert ">異國果園#1<" in svg


def test_the_english_explorer_names_permanents_as_before():
    ex = could_produce_explorer(lang="en")
    assert ex.selected.options == ("Forest#1 (you)", "Exotic Orchard#2 (you)",
                                   "Exotic Orchard#3 (opponent)")
    assert ex.table.iloc[:, :2].values.tolist() == [
        ["Forest#1 (you)", "you"], ["Exotic Orchard#2 (you)", "you"],
        ["Exotic Orchard#3 (opponent)", "opponent"]]
    assert ex.picker_player.options == ("you", "opponent")
    assert [box.description for box in ex.played_box.children] == ["you", "opponent"]


@pytest.mark.parametrize("lang, typed, words", [
    ("zh-Hans", "you: 树林\nopponent: 异国果园", "官方中文名"),
    ("zh-Hant", "you: 樹林\nopponent: 異國果園", "官方中文名"),
])
def test_the_help_line_says_chinese_names_may_be_typed_and_they_can(lang, typed, words):
    """The Chinese help line says a card may be named in Chinese in the permanents box, and
    the board notation does accept it (the English name goes on the board)."""
    import ipywidgets as w

    from widgets.could_produce import SYNTAX_HELP, T

    ex = could_produce_explorer(lang=lang)
    assert words in T(SYNTAX_HELP, lang) and words not in T(SYNTAX_HELP, "en")
    assert any(isinstance(c, w.HTML) and words in c.value for c in ex.children)
    ex.cards.value = typed
    assert ex.message == "" and not ex.unexpected
    assert list(ex.answers) == ["Forest#1 (you)", "Exotic Orchard#2 (opponent)"]
    assert ex.answers["Exotic Orchard#2 (opponent)"] == "G"


@pytest.mark.parametrize("lang, players, lines", [
    ("zh-Hans", "你，对手", "你：树林\n你：异国果园\n对手：异国果园"),
    ("zh-Hant", "你，對手", "你：樹林\n你：異國果園\n對手：異國果園"),
])
def test_the_chinese_explorer_writes_the_board_in_chinese_and_reads_it_back(lang, players,
                                                                              lines):
    """A Chinese learner meets the board in Chinese: the players box and the permanents box
    hold 你 / 对手 and the cards' official names; typed back, in Chinese or in English, each
    line is the same permanent, so the answers stay the library's."""
    ex = could_produce_explorer(lang=lang)
    assert (ex.players.value, ex.cards.value) == (players, lines)
    english = could_produce_explorer()
    assert ex.answers == english.answers and ex.message == ""
    # a tapped Reflecting Pool for the opponent, typed with Chinese words and punctuation
    pool = {"zh-Hans": "映景明湖", "zh-Hant": "Reflecting Pool"}[lang]
    tapped = {"zh-Hans": "横置", "zh-Hant": "橫置"}[lang]
    ex.cards.value = lines + f"\n对手：{pool}［{tapped}］"
    english.cards.value = english.cards.value + "\nopponent: Reflecting Pool [tapped]"
    assert ex.message == "" and not ex.unexpected and ex.answers == english.answers
    assert ex.board.state_of(ex.board.permanents[3])["tapped"] is True
    # a scenario is written in the explorer's language too, state words included
    ex.preset.value = "Gemstone Mine without counters + Reflecting Pool"
    assert ex.cards.value == lines_in(PRESETS["Gemstone Mine without counters + Reflecting Pool"][1], lang)
    assert "mining=0" in ex.cards.value and ex.message == ""
    ex.players.value = "you，opponent"                  # the English names are read too
    assert ex.message == "" and ex.players.value == "you，opponent"


def test_lines_in_keeps_what_it_cant_read_and_translates_only_the_state_words():
    text = "# a comment\nbob: Forest [tapped, mining=0, colors=colorless]\nyou: Forrest\n"
    assert lines_in(text, "zh-Hant") == ("# a comment\nbob：樹林 [橫置，mining=0，顏色=無色]\n"
                                         "you: Forrest\n")
    assert lines_in(text, "en") == text
