"""The could-produce explorer (notebook 04): controls, shown values, bad input, exercises."""

from __future__ import annotations

import pytest

import mtgrules as mr
from widget_driver import drive
from widgets.could_produce import (
    PRESETS,
    board_from_text,
    check_could_produce_1,
    check_could_produce_2,
    check_could_produce_3,
    could_produce_explorer,
    exercise_board,
    graph_data,
)


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
    ("you: Gemstone Mine [mining=lots]", "integer"),
    ("you: Gemstone Mine [mining]", "needs a value"),
    ("you: Coldsteel Heart [chosen=purple]", "chosen_color"),
    ("you: Dark Ritual", "not a permanent"),
])
def test_bad_input_shows_a_message_and_keeps_the_last_result(text, words):
    ex = could_produce_explorer()
    good, outputs = ex.answers, ex.output.outputs
    ex.cards.value = "you: Forest\n" + text
    assert words in ex.message and "line 2" in ex.message
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


@pytest.mark.parametrize("check, number", [
    (check_could_produce_1, 1), (check_could_produce_2, 2), (check_could_produce_3, 3)])
def test_exercise_checks(check, number):
    board, asked = exercise_board(number)
    right = mr.could_produce(board)[asked]
    assert check(right).right is True
    assert check("{" + "}{".join(reversed(right)) + "}").right is True
    wrong = "G" if right != "G" else "U"
    feedback = check(wrong)
    assert feedback.right is False and "Hint" in repr(feedback)
    assert check(None).right is None and "Not answered" in repr(check(None))
    assert check("purple").right is False and "not a set of mana letters" in check("purple").why
    assert check("nothing").right is (right == "")
    assert "Right" in check(right)._repr_html_()


def test_exercise_answers_are_the_ones_taught():
    assert check_could_produce_1("UC").right and check_could_produce_2("B").right
    assert check_could_produce_3("BC").right


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
    html = types_table(board, caption="<u>caption</u>").to_html()
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
    assert ex.message.startswith("line 2: mining=") and "too large" in ex.message
    assert len(ex.message) < 200 and not ex.unexpected
    assert ex.answers == {"Forest#1 (you)": "G"}  # the last good board stays


def test_a_bad_line_names_its_line_once():
    ex = could_produce_explorer("you: Forest")
    ex.cards.value = "you: Forest\nyou: Gemstone Mine [mining]"
    assert ex.message.startswith("line 2: 'mining' needs a value")
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
