"""Diagnosis: reading a response, judging it, and naming the misconception that explains a
wrong one.

Each :class:`Misconception` is a small model of a wrong way of thinking: ``predict(problem)``
computes the answer it leads to (or None where it says nothing about that problem). A
misconception is *offered* on a problem when its prediction differs from the right answer;
a wrong response equal to an offered prediction is named in the verdict, and the hint
explains that way of thinking and the rule that corrects it. Any other wrong response gets
the skill's generic hint: the rule and the step to look at again. No hint holds the answer.

The catalog is :data:`MISCONCEPTIONS` (filled by the clusters' modules); :func:`catalog`
lists it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..i18n import N_, check_lang
from . import model
from ._text import Phrase, T
from .model import Problem
from .reading import ResponseError, canonical, read


@dataclass(frozen=True)
class Misconception:
    """A named wrong way of thinking: ``title`` and ``explanation`` are English templates
    (translated when shown), ``rule`` the rule that corrects it, ``predict`` its model."""

    id: str
    title_template: str
    explanation_template: str
    rule: str
    predict: Callable[[Problem], Any] = field(repr=False, compare=False)

    def title(self, lang: str | None = "en") -> str:
        return T(self.title_template, check_lang(lang))

    def explanation(self, lang: str | None = "en") -> str:
        return T(self.explanation_template, check_lang(lang))


MISCONCEPTIONS: dict[str, Misconception] = {}
"""Every misconception by id, in the order they were defined."""


def misconception(id: str, title: str, explanation: str, rule: str
                  ) -> Callable[[Callable[[Problem], Any]], Callable[[Problem], Any]]:
    """Register the decorated function as the model of a misconception."""
    def register(predict: Callable[[Problem], Any]) -> Callable[[Problem], Any]:
        MISCONCEPTIONS[id] = Misconception(id, title, explanation, rule, predict)
        return predict
    return register


def catalog() -> tuple[Misconception, ...]:
    """Every misconception registered so far (``mtgrules.practice`` loads every cluster's)."""
    return tuple(MISCONCEPTIONS.values())


def predictions(problem: Problem, stop_at: Any = None) -> dict[str, Any]:
    """The offered misconceptions of ``problem`` and what each predicts (canonical form);
    with ``stop_at``, only up to the first whose prediction is that value."""
    found: dict[str, Any] = {}
    right = canonical(problem.answer, problem.kind)
    for mid in problem.made.misconceptions:
        try:
            predicted = MISCONCEPTIONS[mid].predict(problem)
        except (ValueError, KeyError, LookupError):  # a model with nothing to say here
            predicted = None
        if predicted is None:
            continue
        predicted = canonical(predicted, problem.kind)
        if predicted != right:
            found[mid] = predicted
            if stop_at is not None and predicted == stop_at:
                break
    return found


@dataclass(frozen=True, eq=False)
class Verdict:
    """The judgement of one response: ``correct``; ``readable`` (False: the text could not be
    read, and the hint says what form is expected); ``response`` the answer as read;
    ``misconception`` the id of the misconception it matches, or None. ``hint(lang)`` never
    holds the answer; ``solution(lang)`` is the problem's worked solution, for when asked."""

    problem: Problem = field(repr=False)
    correct: bool
    readable: bool
    response: Any
    misconception: str | None
    _hint: Phrase | Any = field(repr=False)

    def hint(self, lang: str | None = "en") -> str:
        lang = check_lang(lang)
        return self._hint.translated(lang)

    def solution(self, lang: str | None = "en") -> str:
        return self.problem.solution(lang)

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers the problem's solution cites."""
        return self.problem.rules

    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.problem.id, "correct": self.correct, "readable": self.readable,
                "misconception": self.misconception}


class _Unread:
    """The hint for a text that couldn't be read: the reader's message in the language."""

    def __init__(self, error: ResponseError) -> None:
        self.error = error

    def translated(self, lang: str | None = "en") -> str:
        return T("{message}.", check_lang(lang), message=self.error.translated(lang))


def check(problem: Problem, response: object) -> Verdict:
    """Judge ``response`` to ``problem`` (see :class:`Verdict`)."""
    try:
        value = read(response, problem.kind, problem.context)
    except ResponseError as error:
        return Verdict(problem, False, False, None, None, _Unread(error))
    right = canonical(problem.answer, problem.kind)
    if value == right:
        return Verdict(problem, True, True, value, None,
                       Phrase(N_("Right. The rule behind it: {rule}."),
                              rule=", ".join(problem.rules[:3])))
    for mid, predicted in predictions(problem, stop_at=value).items():
        if predicted == value:
            m = MISCONCEPTIONS[mid]
            return Verdict(problem, False, True, value, mid,
                           Phrase(N_("Not quite: that is the answer of someone who thinks "
                                     "{title}. {explanation} Look at rule {rule} again."),
                                  title=_Template(m.title_template),
                                  explanation=_Template(m.explanation_template), rule=m.rule))
    return Verdict(problem, False, True, value, None,
                   Phrase(N_("Not quite. {hint}"), hint=problem.made.hint))


class _Template:
    """An English template (no fields) shown in a language."""

    def __init__(self, template: str) -> None:
        self.template = template

    def translated(self, lang: str | None = "en") -> str:
        return T(self.template, check_lang(lang))


model.HOOKS.update(check=check, predictions=predictions)
