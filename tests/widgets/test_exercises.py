"""Every notebook's exercises: right answers are right and say why, wrong answers get a hint
that never holds the answer, the solution comes only on request, and the answer box works."""

from __future__ import annotations

import re

import importlib

import pytest

from widgets.exercises import sentence, AnswerBox, Exercises, read_answer

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
    shown = solution._repr_html_()
    assert sentence(exercise.answer()) in shown or "&" in shown
    # the answer opens a sentence after "Solution to exercise N.": a capital letter
    assert re.search(r"</b>\s*<b>[^a-z]", shown.replace("&nbsp;", " ")) or "&" in shown, shown
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


# --- the exercises in the language in use --------------------------------------------------

def _demo_catalog(tmp_path):
    """A catalog "demo" with one exercise's question and expects in both Chinese scripts."""
    from babel.messages.catalog import Catalog as PoCatalog
    from babel.messages.mofile import write_mo

    from mtgrules.i18n import Catalog

    texts = {"zh_Hans": ("一张{card}的法术力值是多少？", "一个整数"),
             "zh_Hant": ("一張{card}的法術力值是多少？", "一個整數")}
    for code, (question, expects) in texts.items():
        po = PoCatalog(locale=code, domain="demo")
        po.add("What is the mana value of {card}?", question)
        po.add("one whole number", expects)
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        with (folder / "demo.mo").open("wb") as fh:
            write_mo(fh, po)
    return Catalog("demo", tmp_path)


def _demo_exercise(catalog):
    from widgets.exercises import Exercise, Feedback

    return Exercise(1, "What is the mana value of {card}?", "one whole number",
                    lambda answer: Feedback(answer == 7, "rule 202.3 adds up every symbol"),
                    lambda: "7", lambda: "Seven symbols, seven mana: rule 202.3.",
                    catalog=catalog, fields={"card": "Emrakul"})


def test_question_and_expects_are_translated_when_shown(tmp_path):
    from mtgrules.i18n import language

    exercise = _demo_exercise(_demo_catalog(tmp_path))
    assert exercise.question == "What is the mana value of Emrakul?"
    assert exercise.expects == "one whole number"
    with language("zh-Hans"):
        assert exercise.question == "一张Emrakul的法术力值是多少？"
        assert exercise.expects == "一个整数"
        assert exercise.solution().question == "一张Emrakul的法术力值是多少？"
    assert exercise.question_in("zh-Hant") == "一張Emrakul的法術力值是多少？"
    assert exercise.expects_in("zh-Hant") == "一個整數"
    assert exercise.check(None, lang="zh-Hant").why == "請輸入你的答案：一個整數。"
    box = Exercises((exercise,)).box(1, lang="zh-Hans")
    assert box.answer.placeholder == "一个整数"
    assert "一张Emrakul" in repr(box)
    assert exercise.question == "What is the mana value of Emrakul?"   # English again outside


def test_an_exercise_without_a_catalog_stays_english_and_fields_must_be_given():
    from mtgrules.i18n import language
    from widgets.exercises import Exercise, Feedback

    plain = Exercise(1, "Pay {X}{R} with X = 3?", "yes or no", lambda a: Feedback(True, "ok"),
                     lambda: "yes", lambda: "yes")
    with language("zh-Hant"):
        assert plain.question == "Pay {X}{R} with X = 3?"       # no fields: used as written
    with pytest.raises(KeyError):
        Exercise(1, "What is {card}?", "a number", lambda a: Feedback(True, "ok"),
                 lambda: "1", lambda: "1", fields={"cards": "Emrakul"})   # a field misnamed
    with pytest.raises(AttributeError):
        plain.number = 2


def test_lang_is_used_only_inside_the_call_and_checked():
    import mtgrules as mr
    from mtgrules.i18n import current_language

    exercises = exercises_of("x_values")
    answer = exercises[1].answer()
    assert exercises.check(1, answer, lang="zh-Hans").verdict == "正确"
    assert current_language() == "en"
    assert exercises.check(1, answer).verdict == "Right"
    assert exercises.show_solution(1, lang="zh-Hant").lang == "zh-Hant"
    assert [s.lang for s in exercises.answer_key(lang="zh-Hans")] == ["zh-Hans"] * len(exercises)
    assert str(exercises.show_solution(1)).startswith("Exercise 1: ")
    for call in (lambda: exercises.box(1, lang="fr"), lambda: exercises.check(1, answer, "fr"),
                 lambda: exercises.show_solution(1, lang="de"),
                 lambda: exercises.answer_key(lang="zh")):
        with pytest.raises(mr.ChoiceError):
            call()
    with pytest.raises(KeyError, match="there is no exercise 99 here"):
        exercises[99]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("exercise", every_exercise())
def test_in_chinese_the_same_answers_are_right_and_no_hint_holds_the_answer(exercise, lang):
    from mtgrules.i18n import language

    with language(lang):
        answer = exercise.answer()
        solution = exercise.solution()
    assert solution.lang == lang and solution.answer == answer
    for right in exercise.examples_of_right:
        feedback = exercise.check(right, lang=lang)
        assert feedback.right is True and feedback.lang == lang, (right, feedback)
    for wrong in exercise.examples_of_wrong:
        feedback = exercise.check(wrong, lang=lang)
        assert feedback.right is False, (wrong, feedback)
        assert answer not in feedback.why and "Traceback" not in feedback.why, feedback.why
    box = AnswerBox(exercise, lang=lang)
    box.answer.value = answer                      # typed as the answer key writes it
    assert box.feedback_given.right is True, (answer, box.feedback_given)
    box.solution_button.click()
    assert "Solution to exercise" not in box.feedback.value and box.unexpected == []
