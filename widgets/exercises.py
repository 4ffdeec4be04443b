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

Languages. Everything a learner reads is shown in the language in use
(:func:`mtgrules.i18n.use_language`; the translated notebooks set it in their first cell):

* an exercise's ``question`` and ``expects`` are English templates with ``{name}`` fields
  (``fields``), looked up in the exercise's ``catalog`` (its module's
  :class:`~mtgrules.i18n.Catalog`) each time they are shown;
* judges, ``answer`` and ``working`` write their sentences through their module's catalog with
  the language in use (``T("...", None, x=...)``);
* :meth:`Exercises.box`, :meth:`~Exercises.check`, :meth:`~Exercises.show_solution` and
  :meth:`~Exercises.answer_key` take ``lang=`` and then run inside
  :func:`mtgrules.i18n.language`; an answer box keeps the language it was made in, for its own
  labels and for every answer it checks later.
"""

from __future__ import annotations

import ast
from contextlib import nullcontext
from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, ContextManager, Iterator, Mapping

import ipywidgets as w

from mtgrules.errors import RulesInputError
from mtgrules.i18n import Catalog, N_, check_lang, current_language, language

from ._common import COMMON, Feedback, gap

__all__ = ["Exercise", "Exercises", "Feedback", "Solution", "is_whole", "read_answer",
           "sentence", "answer_key_heading", "answer_key_note", "answer_line_label"]

ANSWER_KEY = N_("Answer key")
"""The heading of a printed handout's last page, the worked solutions."""

ANSWER_KEY_NOTE = N_("Worked solutions, computed by the `mtgrules` library.")
"""The sentence under :data:`ANSWER_KEY`."""

ANSWER_LINE = N_("Your answer ({expects}):")
"""The label of the line a printed handout leaves to write an answer on."""


def answer_key_heading(lang: str | None = None) -> str:
    """"Answer key" in ``lang`` (None: the language in use)."""
    return COMMON(ANSWER_KEY, lang)


def answer_key_note(lang: str | None = None) -> str:
    """The sentence under the answer key's heading, in ``lang``."""
    return COMMON(ANSWER_KEY_NOTE, lang)


def answer_line_label(exercise: "Exercise", lang: str | None = None) -> str:
    """The printed answer line's label, "Your answer (two numbers: ...):", in ``lang``."""
    lang = check_lang(lang)
    return COMMON(ANSWER_LINE, lang, expects=exercise.expects_in(lang))


def _in(lang: str | None) -> ContextManager[Any]:
    """``language(lang)`` when a language is given, else nothing (the language in use)."""
    return language(check_lang(lang)) if lang is not None else nullcontext()


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
    """An exercise's worked solution, shown only when asked for; its headings are in
    ``lang``, the language in use when it was made."""

    number: int
    question: str
    answer: str
    working: str
    lang: str = field(default_factory=current_language, compare=False)

    def __str__(self) -> str:
        return COMMON("Exercise {number}: {answer}. {working}", self.lang,
                      number=self.number, answer=sentence(self.answer), working=self.working)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        heading = COMMON("Solution to exercise {number}.", self.lang, number=self.number)
        # the answer opens a sentence after the heading: "... 4. Lose 3 life, ..."
        answer = COMMON("{answer}.", self.lang,
                        answer="<b>" + escape(sentence(self.answer)) + "</b>")
        return (f'<div style="border-left:4px solid #1a4f8b;padding:4px 8px">'
                f'<b style="color:#1a4f8b">{escape(heading)}</b>{gap(self.lang)}'
                f'{answer}{gap(self.lang)}{_paragraphs(self.working)}</div>')


def _paragraphs(text: str) -> str:
    return "<br>".join(escape(line) for line in text.split("\n"))


def _filled(template: str, catalog: Catalog | None, fields: Mapping[str, Any],
            lang: str | None) -> str:
    if catalog is not None:
        return catalog(template, lang, **fields)
    return template.format(**fields) if fields else template


class Exercise:
    """One exercise.

    ``question`` and ``expects`` are English templates (``{name}`` fields filled in from
    ``fields``), translated through ``catalog`` whenever they are shown: the attributes
    ``question`` and ``expects`` are the text in the language in use, ``question_in(lang)``
    and ``expects_in(lang)`` in a given one (the templates are ``question_template`` and
    ``expects_template``). Without ``catalog`` they are shown in English.

    ``judge`` reads an answer (never None) and returns its Feedback; ``answer`` is the right
    answer as a learner would write it (computed by the library, shown by the solution and the
    answer key, and never in a hint); ``working`` explains the solution step by step;
    ``expects`` says what form an answer takes without suggesting a right one. All three
    write in the language in use.
    """

    __slots__ = ("number", "question_template", "expects_template", "judge", "answer",
                 "working", "examples_of_right", "examples_of_wrong", "catalog", "fields")

    number: int
    question_template: str
    expects_template: str
    judge: Callable[[Any], Feedback]
    answer: Callable[[], str]
    working: Callable[[], str]
    examples_of_right: tuple[Any, ...]
    examples_of_wrong: tuple[Any, ...]
    catalog: Catalog | None
    fields: dict[str, Any]

    def __init__(self, number: int, question: str, expects: str,
                 judge: Callable[[Any], Feedback], answer: Callable[[], str],
                 working: Callable[[], str], examples_of_right: tuple[Any, ...] = (),
                 examples_of_wrong: tuple[Any, ...] = (), catalog: Catalog | None = None,
                 fields: Mapping[str, Any] | None = None) -> None:
        set_ = object.__setattr__
        set_(self, "number", number)
        set_(self, "question_template", question)
        set_(self, "expects_template", expects)
        set_(self, "judge", judge)
        set_(self, "answer", answer)
        set_(self, "working", working)
        set_(self, "examples_of_right", tuple(examples_of_right))
        set_(self, "examples_of_wrong", tuple(examples_of_wrong))
        set_(self, "catalog", catalog)
        set_(self, "fields", dict(fields or {}))
        _filled(question, None, self.fields, "en")   # a field missing is an error here, not
        _filled(expects, None, self.fields, "en")    # when a learner first sees the exercise

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an Exercise is not changed once made (tried to set {name!r})")

    def __repr__(self) -> str:
        return f"Exercise({self.number}, {self.question_in('en')!r})"

    def question_in(self, lang: str | None = None) -> str:
        """The question in ``lang`` (None: the language in use)."""
        return _filled(self.question_template, self.catalog, self.fields, lang)

    def expects_in(self, lang: str | None = None) -> str:
        """What form an answer takes, in ``lang`` (None: the language in use)."""
        return _filled(self.expects_template, self.catalog, self.fields, lang)

    @property
    def question(self) -> str:
        return self.question_in(None)

    @property
    def expects(self) -> str:
        return self.expects_in(None)

    def check(self, answer: Any, lang: str | None = None) -> Feedback:
        """The feedback for ``answer`` (None: not answered yet), in ``lang`` (None: the
        language in use)."""
        with _in(lang):
            answer = read_answer(answer) if isinstance(answer, str) else answer
            if answer is None:
                return Feedback(None, COMMON("Type your answer: {expects}.", None,
                                             expects=self.expects))
            try:
                feedback = self.judge(answer)
            except RulesInputError as error:  # e.g. a number of thousands of digits
                return Feedback(False, sentence(error.translated()))
            return Feedback(feedback.right, sentence(feedback.why))

    def solution(self, lang: str | None = None) -> Solution:
        """The worked solution, in ``lang`` (None: the language in use)."""
        with _in(lang):
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
            known = COMMON(", ", None).join(str(n) for n in self._by_number)
            raise KeyError(COMMON("there is no exercise {number} here; the exercises are "
                                  "{known}", None, number=number, known=known)) from None

    def check(self, number: int, answer: Any, lang: str | None = None) -> Feedback:
        """Whether ``answer`` to exercise ``number`` is right, and why (or a hint), in
        ``lang`` (None: the language in use)."""
        with _in(lang):
            return self[number].check(answer)

    def show_solution(self, number: int, lang: str | None = None) -> Solution:
        """The worked solution of exercise ``number``, in ``lang``."""
        with _in(lang):
            return self[number].solution()

    def answer_key(self, lang: str | None = None) -> list[Solution]:
        """Every solution, in order (the last page of a printed handout), in ``lang``."""
        with _in(lang):
            return [exercise.solution() for exercise in self.items]

    def box(self, number: int, lang: str | None = None) -> "AnswerBox":
        """An answer box for exercise ``number``: type, press Enter or Check; Show solution.
        Its labels, feedback and solution are in ``lang`` (None: the language in use now)."""
        with _in(lang):
            return AnswerBox(self[number])


class AnswerBox(w.VBox):
    """A text box, a *Check* button, a *Show solution* button and the feedback under them,
    in ``lang`` (None: the language in use when the box is made), which it keeps."""

    def __init__(self, exercise: Exercise, lang: str | None = None) -> None:
        self.exercise = exercise
        self.lang = check_lang(lang)
        tr = self.tr
        self.answer = w.Text(placeholder=exercise.expects_in(self.lang), continuous_update=False,
                             description=tr("Your answer"),
                             style={"description_width": "100px"},
                             layout=w.Layout(width="min(660px, 100%)"))
        self.check_button = w.Button(description=tr("Check"), button_style="primary",
                                     layout=w.Layout(width="auto"))
        self.solution_button = w.Button(description=tr("Show solution"),
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

    def tr(self, message: str, /, **fields: Any) -> str:
        """``message`` in the box's language, its fields filled in."""
        return COMMON(message, self.lang, **fields)

    def __repr__(self) -> str:
        return self.tr("Answer box for exercise {number}: {question}",
                       number=self.exercise.number,
                       question=self.exercise.question_in(self.lang))

    def judge(self) -> Feedback:
        with language(self.lang):
            try:
                feedback = self.exercise.check(self.answer.value)
            except Exception as error:  # a box never shows a traceback
                self.unexpected.append(error)
                feedback = Feedback(False, self.tr(
                    "That answer couldn't be read ({error}); type {expects}.",
                    error=type(error).__name__, expects=self.exercise.expects_in(self.lang)))
        self.feedback_given = feedback
        self.feedback.value = feedback._repr_html_()
        return feedback

    def show_solution(self) -> Solution:
        with language(self.lang):
            solution = self.exercise.solution()
        self.solution_shown = True
        self.feedback.value = solution._repr_html_()
        return solution
