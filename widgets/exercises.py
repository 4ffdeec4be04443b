"""Exercises that teach: a hint for a wrong answer, the solution only on request.

Each notebook's widget module defines its exercises as an :class:`Exercises` set of
:class:`Exercise` objects. A learner meets them in two ways:

* an answer box (:meth:`Exercises.box`): type the answer as you would say it (``4, 1``,
  ``-4/1``, ``Wax // Wane``), press Enter or *Check*; *Show solution* shows the worked
  solution, and only when pressed;
* or code: ``check(1, answer)`` and ``show_solution(1)``.

A judge (the function that reads one answer) returns a :class:`Feedback`:

* right: why it is right, with the rule;
* wrong: a hint that names the rule and the step where the reasoning slips — never the
  answer (the tests check that no hint holds it);
* a format slip (``-4 / 1``, ``wax//wane``) is recognised and said so; an answer that is right
  once its spelling is mended counts as right, with a note on how the game writes it.

Answers typed in a box are read by :func:`read_answer`: a Python literal where the text is
one (``4, 1`` is the pair ``(4, 1)``, ``[0]`` a list, ``True`` a truth value), else the text
itself. Judges therefore accept both the Python value and its text.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, Iterator

import ipywidgets as w

from ._common import Feedback

__all__ = ["Exercise", "Exercises", "Feedback", "Solution", "is_whole", "read_answer",
           "sentence"]


def sentence(text: str) -> str:
    """``text`` with its first letter upper-case, so feedback reads as full sentences."""
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


def is_whole(value: Any) -> bool:
    """Whether an answer is a whole number (``True`` and ``False`` are not, though Python
    counts them as ints).

    >>> is_whole(-3), is_whole(True), is_whole(2.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def read_answer(text: Any) -> Any:
    """What a typed answer means: a Python literal when the text is one, else the text.

    >>> read_answer("4, 1"), read_answer("[0]"), read_answer("-4/1"), read_answer(" UC ")
    ((4, 1), [0], '-4/1', 'UC')
    >>> read_answer(""), read_answer(7)
    (None, 7)
    """
    if not isinstance(text, str):
        return text
    stripped = text.strip()
    if not stripped:
        return None
    if len(stripped) > 200:
        return stripped
    try:
        value = ast.literal_eval(stripped)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return stripped
    if isinstance(value, (int, float, bool, tuple, list, set, frozenset)) or value is None:
        return value
    return stripped if not isinstance(value, str) else value


@dataclass(frozen=True)
class Solution:
    """An exercise's worked solution, shown only when asked for."""

    number: int
    question: str
    answer: str
    working: str

    def __str__(self) -> str:
        return f"Exercise {self.number}: {self.answer}. {self.working}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return (f'<div style="border-left:4px solid #1a4f8b;padding:4px 8px">'
                f'<b style="color:#1a4f8b">Solution to exercise {self.number}.</b> '
                f'<b>{escape(self.answer)}</b>. {_paragraphs(self.working)}</div>')


def _paragraphs(text: str) -> str:
    return "<br>".join(escape(line) for line in text.split("\n"))


@dataclass(frozen=True)
class Exercise:
    """One exercise.

    ``judge`` reads an answer (never None) and returns its Feedback; ``answer`` is the right
    answer as a learner would write it (computed by the library, shown by the solution and the
    answer key, and never in a hint); ``working`` explains the solution step by step;
    ``expects`` says what form an answer takes without suggesting a right one.
    """

    number: int
    question: str
    expects: str
    judge: Callable[[Any], Feedback]
    answer: Callable[[], str]
    working: Callable[[], str]
    examples_of_right: tuple[Any, ...] = ()
    examples_of_wrong: tuple[Any, ...] = ()

    def check(self, answer: Any) -> Feedback:
        """The feedback for ``answer`` (None: not answered yet)."""
        answer = read_answer(answer) if isinstance(answer, str) else answer
        if answer is None:
            return Feedback(None, f"Type your answer: {self.expects}.")
        feedback = self.judge(answer)
        return Feedback(feedback.right, sentence(feedback.why))

    def solution(self) -> Solution:
        return Solution(self.number, self.question, self.answer(), self.working())


@dataclass
class Exercises:
    """The exercises of one notebook, by number."""

    items: tuple[Exercise, ...]
    _by_number: dict[int, Exercise] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._by_number = {exercise.number: exercise for exercise in self.items}

    def __iter__(self) -> Iterator[Exercise]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, number: int) -> Exercise:
        try:
            return self._by_number[number]
        except KeyError:
            known = ", ".join(str(n) for n in self._by_number)
            raise KeyError(f"there is no exercise {number} here; the exercises are {known}")\
                from None

    def check(self, number: int, answer: Any) -> Feedback:
        """Whether ``answer`` to exercise ``number`` is right, and why (or a hint)."""
        return self[number].check(answer)

    def show_solution(self, number: int) -> Solution:
        """The worked solution of exercise ``number``."""
        return self[number].solution()

    def answer_key(self) -> list[Solution]:
        """Every solution, in order (the last page of a printed handout)."""
        return [exercise.solution() for exercise in self.items]

    def box(self, number: int) -> "AnswerBox":
        """An answer box for exercise ``number``: type, press Enter or Check; Show solution."""
        return AnswerBox(self[number])


class AnswerBox(w.VBox):
    """A text box, a *Check* button, a *Show solution* button and the feedback under them."""

    def __init__(self, exercise: Exercise) -> None:
        self.exercise = exercise
        self.answer = w.Text(placeholder=exercise.expects, continuous_update=False,
                             description="Your answer",
                             style={"description_width": "100px"},
                             layout=w.Layout(width="min(660px, 100%)"))
        self.check_button = w.Button(description="Check", button_style="primary",
                                     layout=w.Layout(width="auto"))
        self.solution_button = w.Button(description="Show solution",
                                        layout=w.Layout(width="auto"))
        self.feedback = w.HTML(value="")
        self.feedback_given: Feedback | None = None
        self.solution_shown = False
        self.unexpected: list[BaseException] = []  # errors that are not the learner's (tests)
        self.answer.observe(lambda change: self.judge(), names="value")
        self.check_button.on_click(lambda button: self.judge())
        self.solution_button.on_click(lambda button: self.show_solution())
        super().__init__(children=[w.HBox([self.answer, self.check_button,
                                           self.solution_button],
                                          layout=w.Layout(flex_flow="row wrap")),
                                   self.feedback])

    def __repr__(self) -> str:
        return f"Answer box for exercise {self.exercise.number}: {self.exercise.question}"

    def judge(self) -> Feedback:
        try:
            feedback = self.exercise.check(self.answer.value)
        except Exception as error:  # a box never shows a traceback
            self.unexpected.append(error)
            feedback = Feedback(False, f"That answer couldn't be read ({type(error).__name__}); "
                                       f"type {self.exercise.expects}.")
        self.feedback_given = feedback
        self.feedback.value = feedback._repr_html_()
        return feedback

    def show_solution(self) -> Solution:
        solution = self.exercise.solution()
        self.solution_shown = True
        self.feedback.value = solution._repr_html_()
        return solution
