"""Progress: attempts, FSRS reviews, mastery; saving, loading, exporting; damaged and foreign
files refused with the learner's file left as it was."""

from __future__ import annotations

import json
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

import mtgrules as mr
from mtgrules import practice
from mtgrules.practice.progress import FileStorage, MemoryStorage, Progress, ProgressError


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 9, 0, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        return self.now


def test_recording_and_mastery() -> None:
    clock = Clock()
    me = Progress(now=clock)
    p = practice.problem("payment.colors", 3, 0)
    assert me.mastery(p.skill) == 0.0
    assert me.record(p.check("purple")) is None          # unreadable: not recorded
    wrong = me.record(p.check("WUBRG" if p.answer != "WUBRG" else "W"))
    assert wrong is not None and not wrong.correct
    assert me.mastery(p.skill) == 0.0                    # never right yet
    me.record(p, True)
    first = me.mastery(p.skill)
    assert 0 < first <= 3 / 5
    clock.now += timedelta(days=60)
    assert me.mastery(p.skill) < first                   # forgetting: retrievability falls
    assert p.skill in me.due()
    assert me.next("payment")[0] == p.skill
    with pytest.raises(ProgressError):
        me.record(p, "yes")
    with pytest.raises(ProgressError):
        me.record("a problem", True)
    with pytest.raises(mr.RulesInputError):
        me.mastery("payment.nothing")


def test_next_starts_with_skills_never_practised() -> None:
    me = Progress(now=Clock())
    skill, level = me.next("x_values")
    assert (skill, level) == (practice.skills("x_values")[0].id, 1)
    me.record(practice.problem(skill, 1, 0), True)
    assert me.next("x_values")[0] != skill


def test_save_load_export_import(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    me = Progress(path, now=Clock())
    for seed in range(5):
        p = practice.problem("split_cards.name", 2, seed)
        me.record(p, seed % 2 == 0)
    me.save()
    again = Progress.load(path, now=Clock())
    assert again.export() == me.export()
    assert again.summary() == me.summary()
    copy = Progress.from_text(me.export(), now=Clock())
    assert copy.attempts == me.attempts
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "mtgrules-practice-progress" and data["version"] == 1
    assert not [f for f in os.listdir(tmp_path) if f.endswith(".tmp")]


def test_memory_storage_holds_the_same_json() -> None:
    box = MemoryStorage()
    me = Progress(storage=box, now=Clock())
    me.record(practice.problem("payment.colors", 1, 0), True)
    me.save()
    assert json.loads(box.text or "")["cards"]
    assert Progress(storage=MemoryStorage(box.text), now=Clock()).export() == me.export()


@pytest.mark.parametrize("content", [
    b"not json at all", b"\xff\xfe\x00garbage", b'{"format": "something else"}', b"[1, 2, 3]",
    b'{"format": "mtgrules-practice-progress", "version": 99}',
    b'{"format": "mtgrules-practice-progress", "version": 1, "attempts": [{"x": 1}]}',
    b'{"format": "mtgrules-practice-progress", "version": 1, "cards": {"a": 5}}',
    b"[" * 100_000,
])
def test_damaged_or_foreign_files_are_refused_and_kept(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    with pytest.raises(ProgressError) as caught:
        Progress(path)
    for lang in ("en", "zh-Hans", "zh-Hant"):
        assert caught.value.translated(lang)
    assert path.read_bytes() == content                  # never overwritten


def test_a_folder_or_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ProgressError):
        Progress(tmp_path)
    with pytest.raises(ProgressError):
        Progress.load(tmp_path / "none.json")
    assert Progress(tmp_path / "new.json").attempts == []   # a new file starts empty
    with pytest.raises(ProgressError):
        Progress(123)  # type: ignore[arg-type]


def test_a_failed_write_leaves_the_old_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "progress.json"
    me = Progress(path, now=Clock())
    me.record(practice.problem("payment.colors", 1, 0), True)
    me.save()
    before = path.read_bytes()
    me.record(practice.problem("payment.colors", 2, 0), True)

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(ProgressError) as caught:
        me.save()
    assert "unchanged" in str(caught.value)
    assert path.read_bytes() == before
    assert [f.name for f in tmp_path.iterdir()] == ["progress.json"]


def test_file_storage_reads_what_it_wrote(tmp_path: Path) -> None:
    store = FileStorage(tmp_path / "deep" / "er" / "p.json")
    assert store.read() is None
    store.write("{}")
    assert store.read() == "{}"
