"""Practice: generated problems with computed answers, diagnosis of wrong answers, worked
solutions citing the rules of the problem's date, and a memory of what a learner knows.

    >>> from mtgrules import practice
    >>> practice.CLUSTERS
    ('x_values', 'negative_numbers', 'payment', 'could_produce', 'split_cards')
    >>> p = practice.problem("payment.count-announcements", level=1, seed=7)
    >>> import mtgrules as mr
    >>> p.answer == getattr(mr, p.call)(**p.inputs)
    True
    >>> v = p.check("one hundred")
    >>> v.correct, v.readable
    (False, False)

Each problem names the public library function whose result is its answer (``call``),
that function's keyword arguments in plain values (``inputs``) and the documented reduction
that turns the result into the answer (``reduction``; see :mod:`mtgrules.practice.model`):
:func:`recompute` does it from the public library alone, as an outside check would.

Nothing here imports numpy, pandas, matplotlib or Jupyter: practice runs on the light path
of the live pages in the browser. The modules: :mod:`.skills` (the registry, ``problem``,
``problems``), one module per cluster (its skills, their levels and its misconceptions),
:mod:`.reading` (reading what a learner types), :mod:`.diagnosis` (verdicts and the
misconceptions' catalog), :mod:`.progress` (attempts and FSRS reviews) and :mod:`.cases`
(other engines' reports as "is this right?" problems).
"""

from __future__ import annotations

from typing import Any

from .diagnosis import MISCONCEPTIONS, Misconception, Verdict, catalog
from .model import Problem, Skill
from .reading import ResponseError, read
from .skills import CLUSTERS, problem, problems, skill, skills


def recompute(problem: Problem) -> Any:
    """``problem``'s answer computed again from ``call``, ``inputs`` and ``reduction`` with
    the public library only."""
    from .model import recompute as _recompute

    return _recompute(problem.call, problem.inputs, problem.reduction)


def misconceptions() -> tuple[Misconception, ...]:
    """The catalog of misconceptions, each a model of the wrong answer it predicts."""
    return catalog()


def __getattr__(name: str) -> Any:
    if name in ("Progress", "Storage", "FileStorage", "MemoryStorage", "ProgressError"):
        from . import progress

        return getattr(progress, name)
    if name == "casebook":
        from .cases import casebook

        return casebook
    raise AttributeError(f"module 'mtgrules.practice' has no attribute {name!r}")


__all__ = ["CLUSTERS", "skills", "skill", "problem", "problems", "recompute", "Problem", "Skill",
           "Verdict", "Misconception", "MISCONCEPTIONS", "misconceptions", "read",
           "ResponseError", "Progress", "Storage", "FileStorage", "MemoryStorage",
           "ProgressError", "casebook"]
