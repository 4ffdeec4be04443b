"""Tests for boards and permanent handles (mtgrules.board.permanents): handles belong to one board."""

from __future__ import annotations

import pytest

import mtgrules as mr
from mtgrules.board.permanents import Board, Permanent


def two_boards():
    b1, b2 = Board(), Board()
    return b1, b2, b1.add("Forest", "you"), b2.add("Island", "you")


# --- A8: a handle belongs to its board ---------------------------------------------------


def test_A8_handle_from_another_board_is_a_board_error():
    b1, _b2, forest, island = two_boards()
    assert island not in b1 and forest in b1
    for use in (b1.remove, b1.card_of, b1.state_of, lambda h: mr.explain(b1, h),
                lambda h: mr.could_produce(b1)[h]):
        with pytest.raises(mr.BoardError, match="on another board"):
            use(island)
    assert len(b1) == 1 and b1.card_of(forest).name == "Forest"  # nothing was removed
    assert mr.could_produce(b1)[forest] == "G"


def test_A8_hand_made_handle_is_not_a_permanent_of_the_board():
    b = Board()
    forest = b.add("Forest", "you")
    fake = mr.Permanent(1, "Anything", "nobody")
    assert fake not in b and fake != forest
    with pytest.raises(mr.BoardError, match="not a permanent of this board"):
        b.remove(fake)
    with pytest.raises(mr.BoardError, match="not a permanent of this board"):
        mr.could_produce(b)[fake]
    assert len(b) == 1


def test_A8_removed_handle_says_so():
    b = Board()
    forest = b.add("Forest", "you")
    b.remove(forest)
    with pytest.raises(mr.BoardError, match="removed"):
        b.card_of(forest)


@pytest.mark.parametrize("handle", [[], {}, set(), None, 1, "Forest#1 (you)", ("Forest", 1)])
def test_A8_unhashable_or_wrong_typed_handles_are_board_errors(handle):
    b = Board()
    b.add("Forest", "you")
    assert handle not in b
    for use in (b.remove, b.card_of, b.state_of, lambda h: mr.explain(b, h),
                lambda h: mr.could_produce(b)[h]):
        with pytest.raises(mr.BoardError, match="permanent handle"):
            use(handle)
    assert mr.could_produce(b).get(handle) is None


def test_A8_copies_share_the_handles_they_were_made_with():
    b = Board()
    forest = b.add("Forest", "you")
    copy = b.copy()
    assert forest in copy and mr.could_produce(copy)[forest] == "G"
    later_here, later_there = b.add("Island", "you"), copy.add("Swamp", "you")
    assert later_here.number == later_there.number == 2 and later_here != later_there
    assert later_here not in copy and later_there not in b
    with pytest.raises(mr.BoardError, match="on another board"):
        copy.card_of(later_here)
    copy.remove(forest)
    assert forest in b and forest not in copy


def test_A8_handles_compare_by_board_and_number():
    b1, b2, forest, island = two_boards()
    again = b1.permanents[0]
    assert again == forest and hash(again) == hash(forest) and {forest: 1}[again] == 1
    assert forest != island and forest.number == island.number
    assert sorted([b1.add("Swamp", "you"), forest]) == [forest, b1.permanents[1]]


def test_A8_handle_repr_is_not_a_constructor():
    b = Board()
    forest = b.add("Forest", "you")
    assert repr(forest) == str(forest) == "Forest#1 (you)"
    assert not repr(forest).startswith("Permanent(")
    assert repr(b) == "<Board you: Forest#1; opponent: ->"


# --- B1: wrong types at construction --------------------------------------------------------


@pytest.mark.parametrize("players", [None, 5, 2.5, [1, 2], ["you", None], (), ("a", "a"), ("a", ""),
                                     "you", b"you"])
def test_B1_board_constructor_bad_players(players):
    with pytest.raises(mr.BoardError, match="player"):
        Board(players=players)


@pytest.mark.parametrize("cards", ["x", 5, {"Forest": None}, [mr.card("Forest")]])
def test_B1_board_constructor_bad_cards(cards):
    with pytest.raises(mr.BoardError, match="CardDatabase"):
        Board(cards=cards)


def test_B1_players_are_read_only_and_any_iterable_works():
    b = Board(players=iter(["ann", "bob"]))
    assert b.players == ("ann", "bob") and b.opponents("ann") == ("bob",)
    with pytest.raises(AttributeError):
        b.players = ("x",)


@pytest.mark.parametrize("state, words", [
    ({"counters": {"mining": 10**5000}}, "too large"),
    ({"counters": {"m" * 500: -1}}, "negative"),
    ({"power": 10**30}, "too large"),
    ({"power": "3"}, "integer"),
    ({"tapped": "yes"}, "True or False"),
    ({"chosen_color": ["R"]}, "chosen_color"),
    ({"x" * 500: 1}, "unknown permanent state"),
])
def test_B1_bad_state_is_a_short_board_error(state, words):
    b = Board()
    with pytest.raises(mr.BoardError, match=words) as info:
        b.add("Gemstone Mine", "you", **state)
    assert len(str(info.value)) < 300 and len(b) == 0


@pytest.mark.parametrize("player", [None, [], 5, "x" * 1000])
def test_B1_bad_player_is_a_board_error(player):
    b = Board()
    with pytest.raises(mr.BoardError, match="unknown player"):
        b.add("Forest", player)
    with pytest.raises(mr.BoardError, match="unknown player"):
        b.set(player, played_land_this_turn=True)
