"""The practice explorer: the input that fits each kind of answer, checks that are the
library's, no answer before asking, and progress kept in a file and read back."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from mtgrules import practice
from widgets import practice_explorer
from widgets.practice import views
from widgets.practice.explorer import (BrowserStorage, PROGRESS_FILE, STORAGE_KEY,
                                       default_storage)

CLOCK = lambda: datetime(2026, 12, 1, tzinfo=timezone.utc)  # noqa: E731


def fresh(cluster="payment", **options):
    return practice_explorer(cluster, progress=practice.Progress(now=CLOCK), seed=3, **options)


def right_text(problem):
    """The right answer as a learner would type it (from the library's answer)."""
    from mtgrules.practice.reading import show
    return show(problem.answer, problem.kind, "en", problem.context)


@pytest.mark.parametrize("kind, how", [("int", "text"), ("bool", "yes-no"), ("colors", "choices"),
                                       ("types", "choices"), ("names", "choices"),
                                       ("board", "rows"), ("ints", "range"), ("cost", "text"),
                                       ("pt", "text"), ("numbers", "text")])
def test_each_kind_of_answer_gets_its_input(kind, how):
    found = next(p for s in practice.skills() for p in [practice.problem(s.id, 3, 1)]
                 if p.kind == kind)
    assert views.answering(found).how == how


def test_every_input_set_to_the_right_answer_is_judged_right():
    """Through the controls, not through text: the input's response reads as the answer."""
    for s in practice.skills():
        for seed in range(3):
            ex = practice_explorer(s.cluster, progress=practice.Progress(now=CLOCK), seed=seed)
            ex.problem = p = practice.problem(s.id, 3, seed)
            ex.how = views.answering(p)
            ex.answer_box.children = ex._inputs(ex.how)
            answer = p.answer
            if ex.how.how == "yes-no":
                ex.yes_no.value = "yes" if answer else "no"
            elif ex.how.how == "choices":
                wanted = set(answer) if p.kind != "names" else set(answer)
                for (_, value), box in zip(ex.how.options, ex.choices):
                    box.value = value in wanted
                ex.check()
            elif ex.how.how == "rows":
                for types, row in zip(answer, ex.rows):
                    for (_, value), box in zip(ex.how.options, row):
                        box.value = value in types
                ex.check()
            elif ex.how.how == "range":
                if answer:
                    ex.range.value = (min(answer), max(answer))
                else:
                    ex.no_value.value = True
                ex.check()
            else:
                ex.text.value = right_text(p)
            assert ex.verdict is not None and ex.verdict.correct, (s.id, seed, ex.response())
            assert not ex.unexpected


def test_a_wrong_answer_gets_a_hint_never_the_answer_and_the_solution_only_when_asked():
    ex = fresh("payment")
    p = ex.problem
    assert ex.solution.value == "" and "Answer:" not in ex.question.value
    wrong = "12345" if p.kind == "int" else "no"
    verdict = ex.answer(wrong)
    assert not verdict.correct and ex.feedback.value and ex.solution.value == ""
    assert "Answer:" not in ex.feedback.value
    ex.hint()
    assert ex.solution.value == ""
    ex.show_solution()
    assert "Answer:" in ex.solution.value and ex.solution_shown


def test_unreadable_answers_are_not_recorded_and_first_answers_are():
    ex = fresh("x_values")
    ex.answer("???")
    assert not ex.verdict.readable and ex.progress.attempts == []
    ex.answer("1")
    ex.answer("2")                                  # a second try is not recorded again
    assert len(ex.progress.attempts) == 1
    ex.next_problem()
    ex.show_solution()
    ex.answer("1")                                  # after the solution: nothing to learn from
    assert len(ex.progress.attempts) == 1


def test_mastery_bars_grow_with_right_answers():
    ex = fresh("payment")
    before = ex.shown_html()
    assert "0%" in before and "Mastery" in before
    p = ex.problem
    ex.answer(right_text(p))
    assert ex.verdict.correct
    assert ex.progress.mastery(p.skill) > 0
    assert "1 answered" in ex.shown_html()


def test_progress_is_a_file_in_the_working_folder_and_read_back(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    storage = default_storage()
    assert storage.path == tmp_path / PROGRESS_FILE
    ex = practice_explorer("negative_numbers")
    assert "mtgrules-practice.json" in ex.status.value
    ex.answer(right_text(ex.problem))
    assert (tmp_path / PROGRESS_FILE).exists()
    again = practice_explorer("negative_numbers")
    assert len(again.progress.attempts) == 1
    assert again.seed == 1                          # a new session: new problems


def test_a_damaged_progress_file_is_refused_and_left_as_it_is(tmp_path):
    path = tmp_path / PROGRESS_FILE
    path.write_text("not json", encoding="utf-8")
    with pytest.raises(practice.ProgressError):
        practice_explorer("payment", progress=path)
    assert path.read_text(encoding="utf-8") == "not json"


def test_browser_storage_keeps_the_same_json_and_is_read_after_the_explorer_is_built():
    """As on the live pages: the browser answers later, the explorer then practises with
    what it kept (a new session: new problems, the mastery bars of before)."""
    import asyncio

    class Store(dict):
        async def get(self, key):
            await asyncio.sleep(0)
            return dict.get(self, key)

        def set(self, key, value):
            self[key] = value

    store = Store()

    async def session():
        ex = practice_explorer("payment", progress=practice.Progress(
            storage=BrowserStorage(store)), seed=0)
        await ex.loading
        return ex

    ex = asyncio.run(session())
    ex.answer(right_text(ex.problem))
    assert "format" in store[STORAGE_KEY]
    again = asyncio.run(session())                   # a reload
    assert len(again.progress.attempts) == 1 and again.seed == 1
    assert "1 answered" in again.shown_html()


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_chinese_words(lang):
    ex = fresh("could_produce", lang=lang)
    assert ex.check_button.description != "Check"
    assert "Mastery" not in ex.shown_html()
    assert views.cluster_name("payment", lang) != "Hybrid and Phyrexian payment"


def test_what_is_due_comes_first():
    from datetime import timedelta
    now = [datetime(2026, 12, 1, tzinfo=timezone.utc)]
    progress = practice.Progress(now=lambda: now[0])
    p = practice.problem("split_cards.cascade", 1, 0)
    progress.record(p, correct=False)                      # Again: due within minutes
    now[0] += timedelta(hours=1)
    ex = practice_explorer("due", progress=progress, seed=0)
    assert ex.problem.skill == "split_cards.cascade"
    assert "Reviews due: 1." in ex.status.value


def test_bad_arguments_are_refused():
    with pytest.raises(practice.ProgressError.__mro__[1]):
        practice_explorer("payments")
