"""The could-produce explorer's view: plain values in, what it shows out, no widget built."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import pytest

import mtgrules as mr
from widgets.could_produce import graph, views


@pytest.mark.parametrize("module", [views, graph])
def test_view_modules_import_no_ipywidgets(module):
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
             for alias in node.names}
    names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.split(".")[0] in ("ipywidgets", "matplotlib") for name in names
                   if module is views)
    assert "ipywidgets" not in {name.split(".")[0] for name in names}


def test_docstring_example_runs():
    assert doctest.testmod(views, raise_on_error=False).failed == 0


def test_106_7_example_each_orchard_could_produce_green():
    v = views.view("you: Forest\nyou: Exotic Orchard\nopponent: Exotic Orchard")
    assert v.answers == {"Forest#1 (you)": "G", "Exotic Orchard#2 (you)": "G",
                         "Exotic Orchard#3 (opponent)": "G"}
    assert v.selected == "Exotic Orchard#2 (you)"
    assert v.explanation is not None and v.explanation.types == "G"
    assert v.graph is not None and v.graph.highlight == "Exotic Orchard#2 (you)"


def test_players_as_typed_in_chinese_and_a_chosen_permanent():
    v = views.view("你：Forest\n对手：Exotic Orchard", players="你，对手",
                   selected="Forest#1 (you)")
    assert v.board.players == ("you", "opponent") and v.selected == "Forest#1 (you)"


def test_a_land_played_this_turn_changes_river_of_tears():
    lines = "you: Reflecting Pool\nyou: River of Tears"
    before = views.view(lines).answers["Reflecting Pool#1 (you)"]
    after = views.view(lines, played_land=["you"]).answers["Reflecting Pool#1 (you)"]
    assert (before, after) == ("U", "B")


def test_a_big_board_has_no_graph_but_every_answer():
    lines = "\n".join(["you: Forest"] * (views.MOST_DRAWN + 1))
    v = views.view(lines)
    assert v.graph is None and len(v.answers) == views.MOST_DRAWN + 1


def test_table_and_graph_are_built_from_the_view():
    v = views.view("you: Forest\nopponent: Exotic Orchard")
    table = views.types_table(v.board, v.by_handle(), lang="zh-Hans")
    assert len(table.rows) == 2
    assert v.graph is not None
    assert graph.graph_chart(v.graph, lang="en").svg.startswith("<svg")


def test_a_mistyped_line_raises_the_board_error():
    with pytest.raises(mr.BoardError):
        views.view("you Forest")


def test_F3_permanents_box_answers_within_a_second():
    from tests.bounded import finishes

    # 16,000 spaces took 9 s (quadratic); 200,000 would take over ten minutes
    out = finishes("from widgets import could_produce_explorer\n"
                   "for lang in ('en', 'zh-Hans'):\n"
                   "    e = could_produce_explorer(lang=lang)\n"
                   "    for gap in (' ' * 200_000, '\\u3000' * 200_000):\n"
                   "        e.cards.value = 'you: Forest\\nyou: a' + gap + '['\n"
                   "        e.cards.value = 'you: Forest\\na' + gap + 'b'\n"
                   "    print(len(e.message) < 400)")
    assert out == "True\nTrue\n"


def test_F3_players_are_read_back_with_the_spaces_typed():
    from widgets.could_produce.views import _read_players_back

    assert _read_players_back("你  ：树林\n  对手: Forest\n# 你: x") == (
        "you  ：树林\n  opponent: Forest\n# 你: x")


def test_F17_a_board_past_the_explorers_cap_is_refused_with_a_message():
    from tests.bounded import finishes

    out = finishes("from widgets import could_produce_explorer\n"
                   "for lang in ('en', 'zh-Hans'):\n"
                   "    e = could_produce_explorer(lang=lang)\n"
                   "    e.cards.value = 'you: Exotic Orchard\\nopponent: Forest\\n' * 50_000\n"
                   "    print(e.message, e.unexpected)")
    english, chinese = out.splitlines()
    assert english == ("The board has 100,000 permanents, more than the 500 this explorer shows: "
                       "remove some lines []")
    assert "100,000" in chinese and "500" in chinese and chinese.endswith("[]")


def test_F17_a_board_at_the_cap_is_drawn_in_full():
    board = "you: Exotic Orchard\nopponent: Forest\n# a comment\n\n" * (views.MOST_PERMANENTS // 2)
    shown = views.view(board)
    assert len(shown.answers) == views.MOST_PERMANENTS
    assert len(views.types_table(shown.board, shown.by_handle()).rows) == views.MOST_PERMANENTS
