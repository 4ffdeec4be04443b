"""The room quiz: the same seed gives the same quiz (in another process too), the solution
only after the leader reveals it, the room's counts checked and shown in place, the countdown
started and stopped, large type, and Chinese with no English."""

from __future__ import annotations

import json
import subprocess
import sys
from html import escape

import ipywidgets as w
import pytest

from mtgrules import practice
from widgets.practice import quiz
from widgets.practice.quiz import (PROJECTOR_CLASS, Tally, quiz_explorer, quiz_problems,
                                   read_count)


def answer_line(problem, lang="en"):
    """The last line of the worked solution ("Answer: …"), as HTML shows it."""
    return escape(problem.solution(lang).split("\n")[-1])


def shown(q):
    """Every text the quiz shows now: its HTML blocks, the output area, the message."""
    return "\n".join([q.question.value, q.solution.value, q.clock.value, q.shown_html(),
                      q.message_line.value])


# --- the same seed, the same quiz ------------------------------------------------------------

def test_the_same_seed_gives_the_same_questions_and_another_seed_others():
    a = quiz_explorer("payment", level=2, seed=7, count=6)
    again = quiz_explorer("payment", level=2, seed=7, count=6)
    other = quiz_explorer("payment", level=2, seed=8, count=6)
    ids = [p.id for p in a.problems]
    assert ids == [p.id for p in again.problems]
    assert [p.question() for p in a.problems] == [p.question() for p in again.problems]
    assert ids != [p.id for p in other.problems]
    assert ids == [p.id for p in practice.problems("payment", n=6, level=2, seed=7)]
    assert len(set(p.key for p in a.problems)) == 6 and {p.level for p in a.problems} == {2}
    # one at a time, in that order
    seen = []
    for _ in range(6):
        seen.append(a.problem.id)
        a.next_question()
    assert seen == ids and a.finished and a.problem is None


def test_the_same_seed_gives_the_same_quiz_in_another_process():
    code = ("import json; from widgets.practice.quiz import quiz_problems; "
            "print(json.dumps([[p.id, p.question('zh-Hans')] "
            "for p in quiz_problems('could_produce', 3, 11, 5)]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, env={"PYTHONHASHSEED": "123", "PATH": ""})
    here = [[p.id, p.question("zh-Hans")] for p in quiz_problems("could_produce", 3, 11, 5)]
    assert json.loads(done.stdout) == here


def test_the_leaders_settings_start_a_new_quiz():
    q = quiz_explorer("x_values", seed=1, count=4)
    assert {p.skill.split(".")[0] for p in q.problems} == {"x_values"}
    assert [p.level for p in q.problems] == [1, 1, 1, 1] or len({p.level for p in q.problems}) >= 1
    q.cluster.value = "split_cards"
    q.level.value = 3
    q.seed_box.value = "42"
    q.count_box.value = "5"
    q.seconds_box.value = "20"
    assert q.start()
    assert [p.id for p in q.problems] == [p.id for p in quiz_problems("split_cards", 3, 42, 5)]
    assert q.index == 0 and q.seconds == 20 and q.countdown.layout.display == "flex"


@pytest.mark.parametrize("box, text", [("seed_box", "seven"), ("seed_box", "-1"),
                                       ("count_box", "0"), ("count_box", "500"),
                                       ("seconds_box", "1.5"), ("seconds_box", "9" * 5000)])
def test_a_bad_setting_is_shown_in_place_and_the_quiz_stays(box, text):
    q = quiz_explorer("payment", seed=3, count=4)
    before = [p.id for p in q.problems]
    getattr(q, box).value = text
    assert not q.start()
    assert q.message and "Traceback" not in q.message and len(q.message) < 200
    assert [p.id for p in q.problems] == before and not q.unexpected


def test_bad_arguments_are_refused_in_the_games_words():
    import mtgrules as mr

    for kwargs in ({"cluster": "chess"}, {"level": 6}, {"seed": -1}, {"count": 0},
                   {"seconds": 3600}, {"projector": "yes"}):
        with pytest.raises(mr.RulesInputError):
            quiz_explorer(**{"cluster": "payment", **kwargs})


# --- the solution only when revealed ----------------------------------------------------------

@pytest.mark.parametrize("cluster", practice.CLUSTERS)
def test_the_solution_is_hidden_until_the_leader_reveals_it(cluster):
    q = quiz_explorer(cluster, seed=5, count=5, seconds=30)
    for _ in range(len(q.problems)):
        problem = q.problem
        line = answer_line(problem)
        assert q.solution.value == "" and not q.revealed
        assert line not in shown(q)
        q.start_countdown()
        q.reveal()
        assert q.revealed and line in q.solution.value and not q.play.playing
        q.next_question()
    assert q.finished and q.solution.value == ""


def test_going_back_hides_the_solution_again_and_keeps_the_counts():
    q = quiz_explorer("payment", seed=2, count=3)
    assert q.count("9", "4")
    q.reveal()
    q.next_question()
    q.previous_question()
    assert q.index == 0 and q.solution.value == "" and not q.revealed
    assert (q.right_box.value, q.wrong_box.value) == ("9", "4")


# --- the room's counts -----------------------------------------------------------------------

@pytest.mark.parametrize("text", ["x", "-1", "1.5", "²", "①", "3 4", "9" * 400, "10001"])
def test_a_count_must_be_a_whole_number_0_or_more(text):
    q = quiz_explorer("payment", seed=1, count=2)
    assert q.count("12", "5")
    assert not q.count(text, "5")
    assert q.message and "Answered right" in q.message and not q.unexpected
    assert q.tallies[0] == Tally(12, 5)          # the counts stay as they were
    assert ">12<" in q.shown_html()                # and so do their bars
    assert q.count("13", "5") and q.message == "" and q.tallies[0] == Tally(13, 5)


def test_counts_typed_in_the_boxes_draw_bars_and_the_summary_adds_them_up():
    q = quiz_explorer("split_cards", seed=4, count=3)
    assert "Type how many" in q.shown_html()
    q.right_box.value = "１８"      # full-width digits, as a Chinese keyboard types them
    q.wrong_box.value = "6"
    assert q.tallies[0] == Tally(18, 6)
    html = q.shown_html()
    assert ">18<" in html and ">6<" in html and "75%" in html and "25%" in html
    q.next_question()
    q.count("0", "0")
    q.next_question()                # the third question is not counted
    q.next_question()
    assert q.finished
    summary = q.shown_html()
    assert "Summary of the quiz" in summary and "not counted" in summary
    assert "2 of 3 questions counted: 18 right and 6 wrong answers (75% right)." in summary
    assert q.next_button.disabled and q.reveal_button.disabled
    q.previous_question()             # back from the summary to the last question
    assert not q.finished and q.index == 2 and not q.next_button.disabled
    assert q.next_button.description == "Show the summary"


def test_read_count():
    assert read_count("", "x") is None and read_count(" 7 ", "x") == 7
    assert read_count("０", "x") == 0
    with pytest.raises(quiz.CountError, match="not a count"):
        read_count("-2", "answered wrong")
    with pytest.raises(quiz.CountError, match="at most 10,000"):
        read_count("10001", "answered wrong")


# --- the countdown ---------------------------------------------------------------------------

def test_the_countdown_starts_counts_and_stops():
    q = quiz_explorer("payment", seed=1, count=2, seconds=30)
    play = q.play
    assert isinstance(play, w.Play) and play.interval == 1000 and play.max == 30
    assert not play.playing and "0:30" in q.clock.value
    # the browser counts: a link from the Play control to the bar, kept in the browser
    assert type(q.clock_link).__name__ == "Link"
    assert (q.clock_link.source, q.clock_link.target) == ((play, "value"), (q.clock_bar, "value"))
    q.clock_button.click()
    assert play.playing and play.value == 0
    assert q.clock_button.description == "Stop the countdown"
    play.value = 5                    # five ticks of the browser
    assert "0:25" in q.clock.value
    q.clock_button.click()
    assert not play.playing and q.clock_button.description == "Start the countdown"
    q.start_countdown()               # again from the full time
    assert play.playing and play.value == 0 and "0:30" in q.clock.value
    play.value = 30
    assert "Time&#x27;s up" in q.clock.value and not play.playing
    q.start_countdown()
    q.next_question()                 # a new question: the full time, not running
    assert not play.playing and play.value == 0 and "0:30" in q.clock.value


def test_no_countdown_by_default():
    q = quiz_explorer("payment", seed=1, count=2)
    assert q.seconds == 0 and q.countdown.layout.display == "none"
    q.start_countdown()
    assert not q.play.playing and q.clock.value == ""


def test_clock_text():
    assert quiz.clock_text(65) == "1:05" and quiz.clock_text(9) == "0:09"
    assert quiz.clock_text(0) == "Time's up" and quiz.clock_text(0, "zh-Hans") == "时间到"


# --- large type ------------------------------------------------------------------------------

def test_large_type_for_a_projector():
    q = quiz_explorer("payment", seed=1, count=2, projector=True)
    assert q.projector and PROJECTOR_CLASS in q._dom_classes
    css = q.css.value
    assert f".{PROJECTOR_CLASS}" in css and "--jp-widgets-font-size" in css
    q.large.value = False
    assert not q.projector
    q.large.value = True
    assert q.projector
    assert not quiz_explorer("payment", seed=1, count=2).projector


# --- Chinese with no English -----------------------------------------------------------------

def _texts(q):
    """Every label, option, placeholder and HTML text of the quiz's controls."""
    stack = [q]
    while stack:
        widget = stack.pop()
        stack.extend(getattr(widget, "children", ()))
        for name in ("description", "placeholder"):
            value = getattr(widget, name, "")
            if isinstance(value, str) and value:
                yield value
        if isinstance(widget, w.HTML) and "<style>" not in widget.value:
            yield widget.value
        if isinstance(widget, w.Dropdown):
            yield from (str(label) for label in widget.options and widget._options_labels)


SPLIT_NOTATION = ("“A // B”", "「A // B」")
"""Allowed: a split-card solution of the practice engine writes a split card's two names as
the notation A // B (two names around //), not as English words."""


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("cluster", practice.CLUSTERS)
def test_the_quiz_speaks_chinese(lang, cluster):
    from tests.notebooks.test_chinese_only import leaks

    q = quiz_explorer(cluster, seed=9, count=5, seconds=20, lang=lang)
    found = set()

    def look():
        for text in [*_texts(q), q.shown_html(), q.message, repr(q)]:
            for notation in SPLIT_NOTATION:
                text = text.replace(notation, "")
            found.update(leaks(text, lang))

    look()
    q.start_countdown()
    q.play.value = 20                 # time's up
    look()
    q.count("x", "")                  # a bad count: its message
    look()
    for _ in range(len(q.problems)):
        q.reveal()
        q.count("7", "3")
        look()
        q.next_question()
    look()                            # the summary
    q.seed_box.value = "七"            # a bad seed: its message quotes what was typed
    q.start()
    assert q.message
    look()
    assert not found, sorted(found)[:40]
    assert not q.unexpected
