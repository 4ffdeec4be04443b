"""The practice explorer (notebook 07): generated problems of the five clusters, answered
with the input that fits, checked on Enter, with a hint, the worked solution when asked,
and mastery bars per skill; the learner's progress kept between sessions.

    >>> from mtgrules import practice
    >>> ex = practice_explorer("payment", progress=practice.Progress(), seed=0)
    >>> ex.problem.skill.startswith("payment."), ex.solution.value
    (True, '')

The package has two parts: :mod:`.views` (what is shown, from plain values: the input that
fits a problem, the question, verdict, hint, solution and mastery bars as HTML) and
:mod:`.explorer` (controls, layout, state and where progress is kept); :mod:`.quiz` is the
room quiz (:func:`quiz_explorer`: one question at a time for a projector, a countdown, the
solution revealed by the leader, the room's counts). Every judgement is
:meth:`mtgrules.practice.Problem.check`'s; its words are in the ``practice`` context of the
``widgets`` catalog (:data:`T`).
"""

from __future__ import annotations

from .explorer import (PROGRESS_FILE, STORAGE_KEY, BrowserStorage, PracticeExplorer,
                       default_storage, practice_explorer)
from .quiz import QuizExplorer, quiz_explorer
from .views import (DUE, Answering, Mastery, T, answering, cluster_name, mastery_html,
                    mastery_rows, question_html, response, solution_html, verdict_html)

__all__ = ["Answering", "BrowserStorage", "DUE", "Mastery", "PROGRESS_FILE", "PracticeExplorer",
           "QuizExplorer", "STORAGE_KEY", "T", "answering", "cluster_name", "default_storage", "mastery_html",
           "mastery_rows", "practice_explorer", "question_html", "quiz_explorer", "response", "solution_html",
           "verdict_html"]
