"""Every notebook's exercises: right answers are right and say why, wrong answers get a hint
that never holds the answer, the solution comes only on request, and the answer box works."""

from __future__ import annotations

import importlib

import pytest

from widgets.exercises import AnswerBox, Exercises, read_answer

MODULES = ["x_values", "negative_numbers", "payment", "could_produce", "split_cards"]


def exercises_of(module: str) -> Exercises:
    return importlib.import_module(f"widgets.{module}").exercises


def every_exercise() -> list:
    return [pytest.param(exercise, id=f"{module}-{exercise.number}")
            for module in MODULES for exercise in exercises_of(module)]


@pytest.mark.parametrize("module", MODULES)
def test_each_notebook_has_numbered_exercises(module):
    exercises = exercises_of(module)
    assert [e.number for e in exercises] == list(range(1, len(exercises) + 1))
    assert len(exercises) >= 3


@pytest.mark.parametrize("exercise", every_exercise())
def test_not_answered_yet_suggests_no_answer(exercise):
    feedback = exercise.check(None)
    assert feedback.right is None
    assert exercise.answer() not in feedback.why
    assert exercise.answer() not in exercise.expects


@pytest.mark.parametrize("exercise", every_exercise())
def test_right_answers_are_right_and_say_why(exercise):
    assert exercise.examples_of_right, "give at least one right answer to check"
    for answer in exercise.examples_of_right:
        feedback = exercise.check(answer)
        assert feedback.right is True, (answer, feedback)
        assert feedback.why[:1].isupper() and len(feedback.why.split()) >= 6
        assert any(ch.isdigit() for ch in feedback.why), "a right answer names its rule"


@pytest.mark.parametrize("exercise", every_exercise())
def test_wrong_answers_get_a_hint_never_the_answer(exercise):
    assert len(exercise.examples_of_wrong) >= 2, "give wrong answers to check the hints"
    answer = exercise.answer()
    for wrong in exercise.examples_of_wrong:
        feedback = exercise.check(wrong)
        assert feedback.right is False, (wrong, feedback)
        assert feedback.why[:1].isupper(), feedback.why
        assert answer not in feedback.why, (wrong, feedback.why)
        assert "Traceback" not in feedback.why


@pytest.mark.parametrize("exercise", every_exercise())
def test_the_solution_holds_the_answer(exercise):
    solution = exercise.solution()
    assert solution.answer == exercise.answer()
    assert exercise.answer() in solution._repr_html_() or "&" in solution._repr_html_()
    assert len(solution.working.split()) >= 10


@pytest.mark.parametrize("exercise", every_exercise())
def test_the_answer_box_checks_typed_text_and_shows_the_solution_on_request(exercise):
    box = AnswerBox(exercise)
    assert box.answer.continuous_update is False
    assert box.feedback.value == ""
    box.answer.value = exercise.answer()          # typed as the answer key writes it
    assert box.feedback_given is not None and box.feedback_given.right is True, \
        (exercise.answer(), box.feedback_given)
    assert not box.solution_shown
    box.answer.value = "this is not an answer at all"
    assert box.feedback_given.right is False
    box.solution_button.click()
    assert box.solution_shown and "Solution to exercise" in box.feedback.value
    assert box.unexpected == []


def test_typed_answers_are_read_as_a_learner_means_them():
    assert read_answer("4, 1") == (4, 1)
    assert read_answer("(4, 1)") == (4, 1)
    assert read_answer("True, False") == (True, False)
    assert read_answer("-4/1") == "-4/1"
    assert read_answer("Wax // Wane") == "Wax // Wane"
    assert read_answer("'UC'") == "UC"
    assert read_answer("__import__('os')") == "__import__('os')"   # never evaluated
    assert read_answer("9" * 5000) == "9" * 5000                     # never converted
