"""A learner's memory of practice: every attempt, a review schedule per skill (FSRS, the
``fsrs`` package) and a mastery per skill, kept as one JSON document.

    >>> from datetime import datetime, timezone
    >>> from mtgrules import practice
    >>> clock = lambda: datetime(2026, 12, 1, tzinfo=timezone.utc)
    >>> me = practice.Progress(now=clock)
    >>> p = practice.problem("payment.colors", 1, seed=3)
    >>> me.record(p, correct=True).skill
    'payment.colors'
    >>> 0 < me.mastery("payment.colors") <= 1, me.mastery("x_values.legal-x")
    (True, 0.0)

Where the document lives is a :class:`Storage`: a file (:class:`FileStorage`, written
atomically: a new file beside it, then renamed over it, so a crash never leaves half a
file) or memory (:class:`MemoryStorage`, which the live pages can copy to and from the
browser's ``localStorage``: the same JSON text). A damaged or foreign document raises
:class:`ProgressError` and is left as it is: nothing a learner saved is ever overwritten by
a file that couldn't be read.

The schedule: each skill is one FSRS card. A right answer rates it Good, a wrong one Again
(an answer that couldn't be read isn't recorded: it says nothing of what is known).
``mastery(skill)`` is the card's retrievability now (the chance FSRS gives of answering
right today) times the highest level answered right, over 5; 0 for a skill never practised.
``due()`` lists the skills whose review is due, most overdue first; ``next()`` the skill and
level to practise next.
"""

from __future__ import annotations

import json
import os
import tempfile
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Protocol

from ..errors import RulesInputError, os_reason
from ..i18n import N_

FORMAT = "mtgrules-practice-progress"
VERSION = 1
MAX_BYTES = 32 * 1024 * 1024
"""The largest progress document read (a learner's years of practice fit in far less)."""
MAX_ATTEMPTS = 20_000
"""Attempts kept; older ones are dropped from the list (the schedule keeps what they taught)."""


class ProgressError(RulesInputError):
    """A progress document that can't be read or written; the message says why and what to
    do, and the document is left as it was."""


class Storage(Protocol):
    """Where a progress document lives: ``read()`` its text (None if there is none yet) and
    ``write(text)`` it whole."""

    def read(self) -> str | None: ...

    def write(self, text: str) -> None: ...


class MemoryStorage:
    """A document kept in memory (``text``); the live pages copy it to ``localStorage``."""

    def __init__(self, text: str | None = None) -> None:
        self.text = text

    def read(self) -> str | None:
        return self.text

    def write(self, text: str) -> None:
        self.text = text


class FileStorage:
    """A document in a file, written atomically (a temporary file in the same folder, flushed
    to disk, then renamed over the old one)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        if not isinstance(path, (str, os.PathLike)):
            from ..checks import excerpt

            raise ProgressError(N_("the progress file {path} is not a path"), path=excerpt(path))
        self.path = Path(path)

    def read(self) -> str | None:
        try:
            if not self.path.exists():
                return None
            if self.path.is_dir():
                raise ProgressError(N_("the progress file {path} is a folder, not a file"),
                                    path=str(self.path))
            if self.path.stat().st_size > MAX_BYTES:
                raise ProgressError(N_("the progress file {path} is larger than {size:,} bytes: "
                                       "it is not a progress file"), path=str(self.path),
                                    size=MAX_BYTES)
            data = self.path.read_bytes()
        except OSError as error:
            raise ProgressError(N_("can't read the progress file {path}: {reason}"),
                                path=str(self.path), reason=os_reason(error)) from None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise ProgressError(N_("the progress file {path} is damaged or not a progress file "
                                   "(it is not UTF-8 text); it was left as it is"),
                                path=str(self.path)) from None

    def write(self, text: str) -> None:
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(prefix=self.path.name + ".", suffix=".tmp",
                                            dir=folder)
            try:
                with os.fdopen(handle, "w", encoding="utf-8") as out:
                    out.write(text)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(temp, self.path)
            except BaseException:
                try:
                    os.unlink(temp)
                except OSError:
                    pass
                raise
        except OSError as error:
            raise ProgressError(N_("can't save the progress file {path}: {reason}; the last "
                                   "saved progress is unchanged"), path=str(self.path),
                                reason=os_reason(error)) from None


@dataclass(frozen=True)
class Attempt:
    """One answer: the problem (``skill/level/seed``), right or not, the misconception named,
    when (UTC, ISO)."""

    problem: str
    skill: str
    level: int
    correct: bool
    misconception: str | None
    at: str


def _scheduler() -> Any:
    from fsrs import Scheduler

    return Scheduler(enable_fuzzing=False)  # the same schedule everywhere


def _card_id(skill_id: str) -> int:
    return zlib.crc32(skill_id.encode("utf-8")) + 1


class Progress:
    """Attempts, reviews and mastery of one learner (see the module's doc).

    ``Progress(path)`` reads the file if it exists (else starts empty) and ``save()`` writes
    it; ``Progress()`` keeps everything in memory; ``storage=`` takes any :class:`Storage`.
    ``now`` is the clock (a function giving an aware datetime), for tests and replays."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 storage: Storage | None = None,
                 now: Callable[[], datetime] | None = None) -> None:
        if path is not None and storage is not None:
            raise ProgressError(N_("give a path or a storage, not both"))
        self.storage: Storage = storage if storage is not None else (
            FileStorage(path) if path is not None else MemoryStorage())
        self._now = now or (lambda: datetime.now(timezone.utc))
        self.attempts: list[Attempt] = []
        self._cards: dict[str, Any] = {}
        self._best: dict[str, int] = {}
        text = self.storage.read()
        if text is not None:
            self._load(text)

    # reading and writing ------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | os.PathLike[str], **options: Any) -> Progress:
        """The progress saved in ``path`` (an error if there is none)."""
        storage = FileStorage(path)
        if storage.read() is None:
            raise ProgressError(N_("there is no progress file {path}"), path=str(path))
        return cls(storage=storage, **options)

    @classmethod
    def from_text(cls, text: str, **options: Any) -> Progress:
        """A progress read from an exported text (kept in memory)."""
        if not isinstance(text, str):
            from ..checks import excerpt

            raise ProgressError(N_("expected the exported progress as text, not {value}"),
                                value=excerpt(text))
        return cls(storage=MemoryStorage(text), **options)

    def _load(self, text: str) -> None:
        from fsrs import Card

        if len(text) > MAX_BYTES:
            raise ProgressError(N_("the progress document is too large: it is not a progress "
                                   "file"))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise ProgressError(N_("the progress document is damaged (it is not JSON); it was "
                                   "left as it is: move it aside to start afresh")) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ProgressError(N_("this is not a progress file of mtgrules practice; it was left "
                                   "as it is"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
            raise ProgressError(N_("this progress file comes from a newer mtgrules (format "
                                   "{version}); update mtgrules to read it"),
                                version=str(version)[:20])
        try:
            attempts = [Attempt(str(a["problem"]), str(a["skill"]), int(a["level"]),
                                bool(a["correct"]), None if a.get("misconception") is None
                                else str(a["misconception"]), str(a["at"]))
                        for a in data.get("attempts", [])]
            cards = {str(k): Card.from_dict(v) for k, v in data.get("cards", {}).items()}
            best = {str(k): int(v) for k, v in data.get("levels", {}).items()}
        except (TypeError, KeyError, ValueError, AttributeError):
            raise ProgressError(N_("the progress document is damaged (a record can't be read); "
                                   "it was left as it is: move it aside to start afresh")) from None
        self.attempts, self._cards, self._best = attempts, cards, best

    def export(self) -> str:
        """The whole progress as JSON text (what :meth:`save` writes)."""
        data = {"format": FORMAT, "version": VERSION,
                "attempts": [a.__dict__ for a in self.attempts[-MAX_ATTEMPTS:]],
                "cards": {k: c.to_dict() for k, c in sorted(self._cards.items())},
                "levels": dict(sorted(self._best.items()))}
        return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)

    def save(self) -> None:
        """Write the progress to its storage (atomically, for a file)."""
        self.storage.write(self.export())

    # recording ----------------------------------------------------------------------------

    def record(self, problem: Any, correct: bool | None = None) -> Attempt | None:
        """Record an answer: ``record(problem, correct)`` or ``record(verdict)``. A verdict
        whose response couldn't be read is not recorded (None is returned)."""
        from .diagnosis import Verdict
        from .model import Problem

        misconception = None
        if isinstance(problem, Verdict):
            if not problem.readable:
                return None
            correct, misconception, problem = problem.correct, problem.misconception, \
                problem.problem
        if not isinstance(problem, Problem):
            from ..checks import excerpt

            raise ProgressError(N_("expected a practice problem or verdict, not {value}"),
                                value=excerpt(problem))
        if correct is not True and correct is not False:
            from ..checks import excerpt

            raise ProgressError(N_("correct={value}: expected True or False"),
                                value=excerpt(correct))
        from fsrs import Card, Rating

        when = self._now()
        card = self._cards.get(problem.skill) or Card(card_id=_card_id(problem.skill), due=when)
        card, _log = _scheduler().review_card(card, Rating.Good if correct else Rating.Again,
                                              review_datetime=when)
        self._cards[problem.skill] = card
        if correct:
            self._best[problem.skill] = max(self._best.get(problem.skill, 0), problem.level)
        attempt = Attempt(problem.id, problem.skill, problem.level, correct, misconception,
                          when.isoformat())
        self.attempts.append(attempt)
        del self.attempts[:-MAX_ATTEMPTS]
        return attempt

    # reading the schedule -----------------------------------------------------------------

    def mastery(self, skill_id: str) -> float:
        """0 (never practised, or forgotten) to 1 (level 5 right, and fresh)."""
        from .skills import skill

        if not (isinstance(skill_id, str) and skill_id.startswith("casebook.")):
            skill(skill_id)  # a casebook case is remembered by its cluster's casebook
        card = self._cards.get(skill_id)
        if card is None or not self._best.get(skill_id):
            return 0.0
        recall = _scheduler().get_card_retrievability(card, current_datetime=self._now())
        return round(float(recall) * self._best[skill_id] / 5, 4)

    def due(self) -> list[str]:
        """The skills whose review is due now, most overdue first."""
        now = self._now()
        due = [(c.due, k) for k, c in self._cards.items() if c.due <= now]
        return [k for _, k in sorted(due)]

    def next(self, cluster: str | None = None) -> tuple[str, int]:
        """The skill and level to practise next: a due review first (at the level after the
        best answered right, at most 5), else the least mastered skill of ``cluster`` (or of
        every cluster), never-practised skills in their order first."""
        from .skills import skills

        pool = [s.id for s in skills(cluster)]
        due = [k for k in self.due() if k in pool]
        chosen = due[0] if due else min(pool, key=lambda k: (self.mastery(k), pool.index(k)))
        return chosen, min(5, self._best.get(chosen, 0) + 1)

    def summary(self) -> dict[str, float]:
        """Mastery of every skill practised, by skill id."""
        return {k: self.mastery(k) for k in sorted(self._cards)}
