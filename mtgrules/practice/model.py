"""Skills, problems and verdicts: the shapes every cluster's generator fills in.

A :class:`Problem` is made from a skill, a level and a seed. It names the public library
function whose result is its answer (``call``) and that function's own keyword arguments in
plain values (``inputs``: cost text, pool letters, life, board text, card name, rules
date...). ``answer`` is that result after the problem's documented *reduction*
(``reduction``), recomputed by :func:`recompute` exactly as an outside check would:

* arguments in plain values are made into the library's objects first: ``pool`` letters
  become ``mr.ManaPool(letters)`` and ``board`` text ``mr.parse_board(text)``;
* then the reduction, one of :data:`REDUCTIONS`, turns the result into the answer:
  ``("same",)`` the result itself; ``("tuple",)`` a tuple of it (``range`` -> the values);
  ``("max",)`` its largest value; ``("contains", n)`` whether ``n`` is in it;
  ``("mana_value",)`` / ``("colors",)`` that attribute of a ``ManaCost``; ``("str",)`` its
  text; ``("permanent", k)`` what the board's ``k``-th permanent could produce;
  ``("produces", k, t)`` whether it could produce type ``t``; ``("board",)`` what every
  permanent could produce, in board order; ``("pt", p, t, dp, dt)`` the power and toughness
  ``(p + dp * r, t + dt * r)`` after a change by the result ``r``; ``("left", n)`` the
  amount ``n`` minus the result; ``("halves", names)`` the tuple of halves the result
  names, or every half in ``names`` when the result is None (the rules of that date checked
  the card, not the half cast); ``("costs",)`` the total costs' mana as text; ``("least_mana",)`` the
  smallest mana value among the total costs; and for the
  casebook ``("lesson", ref, side)`` and ``("claim", value, inner)`` (see
  :mod:`mtgrules.practice.casebook`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from dataclasses import dataclass, field
from typing import Any, Callable

from ..errors import ChoiceError, NumberError, RulesInputError
from ..i18n import N_, check_lang
from ._text import Phrase, T

KINDS = ("int", "bool", "ints", "pt", "cost", "colors", "types", "board", "numbers", "names")
"""The forms an answer takes, each read from a learner's text by :mod:`.reading`."""

REDUCTIONS = ("same", "tuple", "max", "contains", "mana_value", "colors", "str", "permanent",
              "produces", "board", "pt", "left", "halves", "costs", "lesson", "claim",
              "least_mana")


@dataclass(frozen=True)
class Step:
    """One step of a worked solution, citing the rule it applies (as numbered under the
    problem's rules date)."""

    text: Phrase
    rule: str


@dataclass(frozen=True)
class Made:
    """What a generator returns: everything a problem needs but its identity."""

    question: Phrase
    call: str
    inputs: dict[str, Any]
    reduction: tuple[Any, ...]
    kind: str
    steps: tuple[Step, ...]
    hint: Phrase
    date: str = "current"
    context: dict[str, Any] = field(default_factory=dict)
    misconceptions: tuple[str, ...] = ()


@dataclass(frozen=True)
class Skill:
    """One skill: a kind of question of a cluster, at five levels.

    ``id`` is stable ("payment.count-announcements"); ``levels`` are 1 to 5, each defined
    by measured features of the problem in its cluster module's docstring; ``misconceptions``
    the ids of :data:`~mtgrules.practice.MISCONCEPTIONS` that may explain a wrong answer."""

    id: str
    cluster: str
    title_template: str
    make: Callable[..., Made] = field(repr=False, compare=False)
    misconceptions: tuple[str, ...] = ()
    levels: tuple[int, ...] = (1, 2, 3, 4, 5)
    dated: bool = False

    def title(self, lang: str | None = "en") -> str:
        return T(self.title_template, check_lang(lang))


def _as_date(value: object) -> str:
    if value is None:
        return "current"
    from ..editions import CURRENT, rules_date

    day = rules_date(value)
    if isinstance(value, str) and value.strip().lower() == "current":
        return "current"
    return "current" if day == CURRENT else day.isoformat()


def convert(call: str, inputs: dict[str, Any]) -> dict[str, Any]:
    """``inputs`` with plain values made into the objects ``call`` takes: ``pool`` letters
    into ``mr.ManaPool``, ``board`` text into ``mr.parse_board``."""
    import mtgrules as mr

    out = dict(inputs)
    if isinstance(out.get("pool"), str):
        out["pool"] = mr.ManaPool(out["pool"])
    if call == "could_produce" and isinstance(out.get("board"), str):
        out["board"] = mr.parse_board(out["board"])
    return out


def reduce(result: Any, reduction: tuple[Any, ...], board: Any = None) -> Any:
    """The answer from the library's ``result`` by ``reduction`` (see the module's doc)."""
    how = reduction[0]
    if how == "same":
        return result
    if how == "tuple":
        return tuple(result)
    if how == "max":
        values = list(result)
        return max(values) if values else None
    if how == "contains":
        return reduction[1] in result
    if how == "mana_value":
        return result.mana_value()
    if how == "colors":
        return result.colors
    if how == "str":
        return str(result)
    if how in ("permanent", "produces", "board"):
        handles = list(board.permanents)
        if how == "board":
            return tuple(result[h] for h in handles)
        types = result[handles[reduction[1]]]
        return types if how == "permanent" else reduction[2] in types
    if how == "pt":
        _, p, t, dp, dt = reduction
        return (p + dp * result, t + dt * result)
    if how == "left":
        return reduction[1] - result
    if how == "costs":
        return tuple(str(t.mana) for t in result)
    if how == "least_mana":
        return min(t.mana.mana_value() for t in result)
    if how == "lesson":  # the report's own verdict: the engine was wrong, the rules right
        found = [lesson for lesson in result if lesson.ref == reduction[1]]
        if not found:
            raise ChoiceError(N_("no lesson {ref} in that cluster"), ref=reduction[1])
        return reduction[2] == "rules"
    if how == "claim":
        return _tupled(reduce(result, tuple(reduction[2]), board)) == _tupled(reduction[1])
    if how == "halves":  # None: the rules of that date let either half be cast
        return tuple(result) if result is not None else tuple(reduction[1])
    raise ChoiceError(N_("unknown reduction {how!r}"), how=how)


def _tupled(value: Any) -> Any:
    return tuple(_tupled(v) for v in value) if isinstance(value, (list, tuple)) else value


def recompute(call: str, inputs: dict[str, Any], reduction: tuple[Any, ...]) -> Any:
    """The answer of a problem, from the public library alone: ``getattr(mr, call)`` on the
    converted ``inputs``, then ``reduction``. Answers are plain immutable values, so the
    last few thousand are remembered (a misconception's model often asks the same again)."""
    key = json.dumps([call, inputs, reduction], sort_keys=True)
    return _recompute(key)


@lru_cache(maxsize=8192)
def _recompute(key: str) -> Any:
    import mtgrules as mr

    call, inputs, reduction = json.loads(key)
    reduction = tuple(reduction)
    args = convert(call, inputs)
    result = getattr(mr, call)(**args)
    return reduce(result, reduction, args.get("board"))


@dataclass(frozen=True, eq=False)
class Problem:
    """One generated problem (see the module's doc for ``call``, ``inputs``, ``answer``).

    ``question(lang)`` asks it; ``check(response)`` reads a learner's answer and gives a
    :class:`~mtgrules.practice.Verdict`; ``solution(lang)`` the worked steps, each citing
    the rule in force at the problem's rules date ``date`` ("current" or an ISO date);
    ``rules`` the rule numbers cited. ``key`` tells problems apart (two problems with the
    same key ask the same thing)."""

    skill: str
    level: int
    seed: int
    made: Made = field(repr=False)
    answer: Any = None

    @property
    def call(self) -> str:
        return self.made.call

    @property
    def inputs(self) -> dict[str, Any]:
        return dict(self.made.inputs)

    @property
    def reduction(self) -> tuple[Any, ...]:
        return self.made.reduction

    def answer_without(self, *names: str) -> Any:
        """The answer of this problem's call with the inputs ``names`` left out: what a
        learner who ignores them (a reduction, a life limit) works out."""
        inputs = self.inputs
        for name in names:
            inputs.pop(name, None)
        return recompute(self.call, inputs, self.reduction)

    @property
    def kind(self) -> str:
        return self.made.kind

    @property
    def date(self) -> str:
        return self.made.date

    @property
    def context(self) -> dict[str, Any]:
        return self.made.context

    @property
    def rules(self) -> tuple[str, ...]:
        seen: list[str] = []
        for step in self.made.steps:
            for rule in step.rule.split(", "):
                if rule and rule not in seen:
                    seen.append(rule)
        return tuple(seen)

    @property
    def key(self) -> str:
        return json.dumps([self.skill, self.made.inputs, list(self.made.reduction),
                           self.made.question.translated("en")], sort_keys=True)

    @property
    def id(self) -> str:
        """A short stable name: skill, level and seed."""
        return f"{self.skill}/{self.level}/{self.seed}"

    def question(self, lang: str | None = "en") -> str:
        return self.made.question.translated(check_lang(lang))

    def solution(self, lang: str | None = "en") -> str:
        lang = check_lang(lang)
        from .reading import show

        lines = [T("{number}. {text} (rule {rule})", lang, number=i, text=s.text.translated(lang),
                   rule=s.rule) for i, s in enumerate(self.made.steps, 1)]
        lines.append(T("Answer: {answer}.", lang, answer=show(self.answer, self.kind, lang,
                                                               self.context)))
        if self.date != "current":
            lines.insert(0, T("Under the rules of {date}:", lang, date=self.date))
        numbering = self.context.get("numbering")
        if numbering and numbering != self.date and self.date != "current":
            lines.insert(1, T("(Rule numbers as in the Comprehensive Rules of {day}.)", lang,
                              day=numbering))
        return "\n".join(lines)

    def expected_form(self, lang: str | None = "en") -> str:
        from .reading import expected_form

        return expected_form(self.kind, check_lang(lang))

    def check(self, response: object) -> Any:
        """The :class:`~mtgrules.practice.Verdict` on ``response``."""
        return HOOKS["check"](self, response)

    def offered_misconceptions(self) -> tuple[str, ...]:
        """The misconceptions whose prediction for this problem is a wrong answer."""
        return tuple(HOOKS["predictions"](self))

    def to_dict(self) -> dict[str, Any]:
        """The problem as JSON-ready data: what an outside check needs to recompute it."""
        return {"skill": self.skill, "level": self.level, "seed": self.seed, "date": self.date,
                "call": self.call, "inputs": self.inputs, "reduction": list(self.reduction),
                "answer": _plain(self.answer), "rules": list(self.rules)}

    def __repr__(self) -> str:
        return f"<Problem {self.id}: {self.question('en')}>"


HOOKS: dict[str, Callable[..., Any]] = {}
"""Filled by :mod:`.diagnosis` when it loads (it sits above this module): ``check`` and
``predictions``."""


def _plain(value: Any) -> Any:
    return list(_plain(v) for v in value) if isinstance(value, tuple) else value


def check_seed(seed: object, name: str = "seed") -> int:
    from .. import checks

    return checks.whole_number(seed, name, maximum=2**63 - 1)


def check_level(level: object, skill: Skill) -> int:
    if isinstance(level, bool) or not isinstance(level, int) or level not in skill.levels:
        from ..checks import excerpt

        raise NumberError(N_("level={level}: the levels of {skill} are 1 to 5"),
                          level=excerpt(level), skill=skill.id)
    return level


__all__ = ["Skill", "Problem", "Step", "Made", "recompute", "convert", "reduce", "KINDS",
           "RulesInputError"]
