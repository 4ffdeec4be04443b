"""The explorers and exercises in the three languages: an answer box in Chinese, a library
error shown in Chinese, every explorer factory's ``lang=``, and a complete common catalog."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

import mtgrules as mr
import widgets
from mtgrules.i18n import current_language, language, use_language
from widgets._common import COMMON, check_numbers, huge_number_message, offline_note, read_int
from widgets.errors import brief_errors
from widgets.exercises import (AnswerBox, Exercise, Exercises, Feedback, answer_key_heading,
                               answer_line_label)

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u4e00-\u9fff]")

FACTORIES = sorted(name for name in widgets.__all__ if name.endswith("_explorer"))

# the box's own words, as each language writes them
WORDS = {
    "zh-Hans": {"check": "检查", "solution": "显示解答", "answer": "你的答案", "right": "正确",
                "wrong": "还不对", "empty": "请输入你的答案", "heading": "练习 1 的解答。",
                "unread": "无法读懂这个答案"},
    "zh-Hant": {"check": "檢查", "solution": "顯示解答", "answer": "你的答案", "right": "正確",
                "wrong": "還不對", "empty": "請輸入你的答案", "heading": "練習 1 的解答。",
                "unread": "無法讀懂這個答案"},
}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    use_language("en")


def _judge(answer):
    if answer == 2:
        return Feedback(True, "two is right by rule 107.1 (a test judge)")
    if answer == "boom":
        raise RuntimeError("a judge that fails")
    return Feedback(False, "count again with rule 107.1 (a test judge)")


def tiny_exercises() -> Exercises:
    return Exercises((Exercise(1, "What is one and one?", "one whole number", _judge,
                               lambda: "2", lambda: "One and one make two: 107.1 counts."),))


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_an_answer_box_speaks_the_language_it_was_made_in(lang):
    words = WORDS[lang]
    exercises = tiny_exercises()
    box = exercises.box(1, lang=lang)
    assert current_language() == "en"                 # lang= changes the language only inside
    assert box.check_button.description == words["check"]
    assert box.solution_button.description == words["solution"]
    assert box.answer.description == words["answer"]
    box.answer.value = "3"                            # checked later, in English surroundings
    assert box.feedback_given.right is False
    assert words["wrong"] in box.feedback.value and "Not quite" not in box.feedback.value
    box.answer.value = "2"
    assert box.feedback_given.right is True and words["right"] in box.feedback.value
    box.answer.value = ""
    assert box.feedback_given.right is None and words["empty"] in box.feedback.value
    box.answer.value = "boom"
    assert box.feedback_given.right is False and words["unread"] in box.feedback.value
    assert "RuntimeError" in box.feedback.value and len(box.unexpected) == 1
    box.solution_button.click()
    assert box.solution_shown and words["heading"] in box.feedback.value
    assert "Solution to exercise" not in box.feedback.value
    assert CJK.search(repr(box))


def test_the_language_in_use_is_the_box_s_language_when_none_is_given():
    exercises = tiny_exercises()
    use_language("zh-Hant")
    box = exercises.box(1)
    use_language("en")
    assert box.lang == "zh-Hant" and box.check_button.description == "檢查"
    box.check_button.click()
    assert "請輸入你的答案" in box.feedback.value
    assert exercises.box(1).check_button.description == "Check"


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_a_real_exercise_box_in_chinese(lang):
    from widgets.x_values import exercises

    exercise = exercises[1]
    box = exercises.box(1, lang=lang)
    box.answer.value = exercise.answer()
    assert box.feedback_given.right is True
    assert WORDS[lang]["right"] in box.feedback.value
    box.solution_button.click()
    assert WORDS[lang]["heading"] in box.feedback.value
    assert box.unexpected == []


def test_check_show_solution_and_answer_key_take_a_language():
    exercises = tiny_exercises()
    assert exercises.check(1, 3, lang="zh-Hans").verdict == "还不对"
    assert repr(exercises.check(1, 2, lang="zh-Hant")).startswith("正確。")
    assert exercises.check(1, 2).verdict == "Right"
    assert "练习 1 的解答" in exercises.show_solution(1, lang="zh-Hans")._repr_html_()
    assert [str(s) for s in exercises.answer_key(lang="zh-Hant")][0].startswith("練習 1：2。")
    assert answer_key_heading("zh-Hans") == "参考答案" and answer_key_heading("zh-Hant") == "參考答案"
    assert answer_line_label(exercises[1], "zh-Hans") == "你的答案（one whole number）："
    assert current_language() == "en"
    with pytest.raises(mr.ChoiceError):
        exercises.box(1, lang="fr")


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_a_library_error_shown_by_brief_errors_is_in_the_language_in_use(lang, capsys,
                                                                          monkeypatch):
    shell = InteractiveShell.instance()
    monkeypatch.setattr("IPython.get_ipython", lambda: shell)
    assert brief_errors() is True
    try:
        use_language(lang)
        shell.run_cell("from widgets._common import check_numbers\n"
                       "check_numbers('9' * 30, 'cost')")
        out = capsys.readouterr().out.strip()
        assert out.startswith("NumberError: cost")           # the class name stays
        assert CJK.search(out) and "too large" not in out and "Traceback" not in out
        shell.run_cell("import mtgrules as mr\nmr.parse_cost('{Q}')")
        out = capsys.readouterr().out.strip()
        try:
            mr.parse_cost("{Q}")
        except mr.ManaCostError as error:
            assert out == "ManaCostError: " + error.translated(lang)
    finally:
        use_language("en")
        brief_errors(False)


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_shared_messages_are_translated(lang):
    # JupyterLab's menu as it reads in that language (zh-Hant: titles from mtgrules' lab settings)
    menu = {"zh-Hans": "运行 ▸ 运行所有单元格", "zh-Hant": "執行 ▸ 執行所有儲存格"}[lang]
    assert CJK.search(offline_note(lang)) and menu in offline_note(lang)
    assert offline_note("en") == widgets._common.OFFLINE_NOTE
    huge = huge_number_message(ValueError("Exceeds the limit (4300 digits) for integer string "
                                          "conversion"), lang)
    assert CJK.search(huge) and "1,000,000,000,000,000" in huge
    with pytest.raises(mr.NumberError) as caught:
        check_numbers("9" * 40, "cost")
    assert "40 digits" in str(caught.value) and CJK.search(caught.value.translated(lang))
    with pytest.raises(mr.NumberError) as caught:
        read_int("²", "value")
    assert str(caught.value) == "value '²': expected a whole number"
    assert "'²'" in caught.value.translated(lang) and CJK.search(caught.value.translated(lang))
    assert COMMON("Something went wrong inside the explorer: {error!r}", lang,
                  error=KeyError("x")).endswith("KeyError('x')")


def test_chart_numbers_in_each_language():
    from widgets._charts import text_width, tick_label

    assert tick_label(1_500_000, "en") == "1.5 million"
    assert tick_label(1_500_000, "zh-Hans") == "150万"
    assert tick_label(300_000_000, "zh-Hant") == "3億"
    assert tick_label(5_000, "zh-Hans") == "5,000"
    assert text_width("法术力", 10) > text_width("mana", 10)


@pytest.mark.parametrize("name", FACTORIES)
def test_every_explorer_factory_takes_a_language(name):
    factory = getattr(widgets, name)
    for lang in ("en", "zh-Hans", "zh-Hant"):
        explorer = factory(lang=lang)
        assert explorer.lang == lang
        assert explorer.unexpected == []
    with language("zh-Hans"):
        assert factory().lang == "zh-Hans"      # none given: the language in use
    with pytest.raises(mr.ChoiceError):
        factory(lang="fr")


def test_any_real_card_can_be_typed_in_english_or_either_chinese_script():
    from widgets._common import card_in, card_search, find_card

    assert find_card("Kitchen Finks").name == "Kitchen Finks"
    assert find_card("背弃理性").name == find_card("背棄理性").name == "Abandon Reason"
    assert find_card(card_in("Spectral Procession", "zh-Hans")).name == "Spectral Procession"
    assert card_in("Spectral Procession", "zh-Hant") == "Spectral Procession"  # no official name
    box = card_search("zh-Hant", ["Abandon Reason"])
    assert box.options == ("背棄理性（Abandon Reason）",) and not box.continuous_update
    with pytest.raises(mr.UnknownCardError) as typo:
        find_card("幽灵行")
    assert "幽灵行列" in typo.value.translated("zh-Hans")      # a close name, in the script typed
