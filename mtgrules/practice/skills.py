"""The skills of the five clusters, and the problems made from them.

``problem(skill_id, level, seed, rules=None)`` is the same problem for the same arguments on
every machine and in every process: its generator draws from its own
``random.Random("<skill>|<level>|<seed>|<rules>")`` (a string seed is hashed with SHA-512 by
:mod:`random`, never with Python's per-process ``hash``). ``problems(cluster, n, level, seed)``
takes skills in turn, levels 1 to 5 in turn (or the one asked), and seeds derived from
``seed``, skipping a problem equal to one already taken, until it has ``n``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from .. import checks
from ..errors import ChoiceError, LimitExceededError
from ..i18n import N_
from . import could_produce, negative_numbers, payment, split_cards, x_values
from .model import Problem, Skill, _as_date, check_level, check_seed, recompute

CLUSTERS = ("x_values", "negative_numbers", "payment", "could_produce", "split_cards")
"""The five clusters of rules, in the notebooks' order."""

_MODULES = {"x_values": x_values, "negative_numbers": negative_numbers, "payment": payment,
            "could_produce": could_produce, "split_cards": split_cards}

DATED = {"negative_numbers", "split_cards"}
"""Clusters whose answers depend on the rules date."""

_SKILLS: dict[str, Skill] = {}
for _cluster, _module in _MODULES.items():
    for _id, _title, _make, _mis in _module.SKILLS:
        _SKILLS[_id] = Skill(_id, _cluster, _title, _make, tuple(_mis),
                             dated=_cluster in DATED)

MAX_PROBLEMS = 10_000
"""The most problems one call of :func:`problems` makes."""


def skills(cluster: str | None = None) -> list[Skill]:
    """The skills of ``cluster`` (one of :data:`CLUSTERS`), or of every cluster."""
    if cluster is None:
        return list(_SKILLS.values())
    checks.choice(cluster, "cluster", CLUSTERS)
    return [s for s in _SKILLS.values() if s.cluster == cluster]


def skill(skill_id: str) -> Skill:
    """The skill named ``skill_id`` ("payment.count-announcements")."""
    found = _SKILLS.get(skill_id) if isinstance(skill_id, str) else None
    if found is None:
        from ..checks import excerpt

        raise ChoiceError(N_("unknown skill {skill}: the skills are named like "
                             "'payment.count-announcements' (see practice.skills())"),
                          skill=excerpt(skill_id))
    return found


def problem(skill_id: str, level: int, seed: int, rules: Any = None) -> Problem:
    """The problem of ``skill_id`` at ``level`` (1-5) made from ``seed``.

    ``rules`` (None, "current" or an ISO date) sets the rules date of a skill whose answer
    depends on it (negative numbers, split cards); None lets the level choose (levels 3 and
    up also ask about old rules). Any other skill answers by the current rules, so a date
    given to it is checked and then has no effect."""
    found = skill(skill_id)
    level = check_level(level, found)
    seed = check_seed(seed)
    date = _as_date(rules)
    rng = random.Random(f"{skill_id}|{level}|{seed}|{date}")
    for _ in range(100):  # a draw with no answer (no X payable at all) is drawn again
        made = replace(found.make(rng, level, date if found.dated else "current"),
                       misconceptions=found.misconceptions)
        answer = recompute(made.call, made.inputs, made.reduction)
        if answer is not None:
            break
    return Problem(skill_id, level, seed, made, answer)


def _valid(p: Problem) -> bool:
    """Whether a made problem is worth asking (an X range with no value has no largest)."""
    return p.answer is not None


def problems(cluster: str, n: int, level: int | None = None, seed: int = 0) -> list[Problem]:
    """``n`` distinct problems of ``cluster``, the same for the same arguments everywhere."""
    found = skills(cluster)
    n = checks.whole_number(n, "n", maximum=MAX_PROBLEMS)
    if level is not None:
        check_level(level, found[0])
    seed = check_seed(seed)
    out: list[Problem] = []
    seen: set[str] = set()
    k = 0
    misses = 0
    while len(out) < n:
        s = found[k % len(found)]
        lv = level if level is not None else 1 + (k // len(found)) % 5
        p = problem(s.id, lv, seed * 1_000_003 + k)
        k += 1
        key = p.key
        if key in seen or not _valid(p):
            misses += 1
            if misses > 20 * n + 1000:
                raise LimitExceededError(N_("only {count:,} distinct problems of {cluster} were "
                                            "found; ask for fewer"), count=len(out),
                                         cluster=cluster)
            continue
        seen.add(key)
        out.append(p)
    return out
