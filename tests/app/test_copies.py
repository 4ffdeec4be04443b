"""The copies `mtgrules lab` makes: a notebook only run and saved is not an edit, a copy cut
short is written again, the record is never written through a symbolic link (reliability-2
F1, F2; walkthrough-2, learner 1)."""

from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mtgrules.app import launch

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ("00_start_here.ipynb", "01_x_values.ipynb")
VIEW = launch.WIDGET_VIEW


@pytest.fixture
def shipped(tmp_path) -> Path:
    source = tmp_path / "shipped"
    source.mkdir()
    for name in NOTEBOOKS:
        shutil.copy(ROOT / "notebooks" / name, source / name)
    return source


def run_and_save(path: Path, *, keep_state: bool = True) -> None:
    """What JupyterLab does to a notebook that is run, then saved: new outputs, counts and
    widget views (new model ids); the widget state is saved too only if ``keep_state``."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for count, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = count + 1
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(VIEW)
            if view:
                view["model_id"] = f"{count:032x}"
                if keep_state:
                    state = nb["metadata"]["widgets"][launch.WIDGET_STATE]["state"]
                    state[view["model_id"]] = {"model_name": "VBoxModel", "state": {}}
    nb["metadata"]["kernelspec"]["name"] = "python3-other"
    path.write_text(json.dumps(nb, indent=2), encoding="utf-8")


def edit(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    nb["cells"][0]["source"] = "# My own notes"
    path.write_text(json.dumps(nb), encoding="utf-8")


def ship_a_new_version(source: Path, name: str) -> None:
    nb = json.loads((source / name).read_text(encoding="utf-8"))
    nb["cells"][-1]["source"] = _joined(nb["cells"][-1]["source"]) + "\n\nA newer sentence."
    (source / name).write_text(json.dumps(nb, indent=1), encoding="utf-8")


def _joined(text) -> str:
    return "".join(text) if isinstance(text, list) else text


def test_a_notebook_only_run_and_saved_is_not_an_edit(shipped, tmp_path):
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, shipped)
    run_and_save(mine / NOTEBOOKS[1])
    ran = (mine / NOTEBOOKS[1]).read_bytes()
    report = launch.copy_notebooks(mine, shipped)
    assert report.kept == () and report.ran == (NOTEBOOKS[1],)
    assert (mine / NOTEBOOKS[1]).read_bytes() == ran  # the learner's run is left as it is
    assert "kept your edited" not in str(report) and "already up to date: 2" in str(report)
    assert NOTEBOOKS[1] not in report.current  # not re-signed: it isn't the shipped file


def test_a_run_only_copy_still_gets_a_newer_version(shipped, tmp_path):
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, shipped)
    run_and_save(mine / NOTEBOOKS[1])
    ship_a_new_version(shipped, NOTEBOOKS[1])
    report = launch.copy_notebooks(mine, shipped)
    assert report.updated == (NOTEBOOKS[1],) and report.kept == ()
    assert (mine / NOTEBOOKS[1]).read_bytes() == (shipped / NOTEBOOKS[1]).read_bytes()


def test_a_run_only_copy_whose_explorers_lost_their_state_is_put_back(shipped, tmp_path):
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, shipped)
    run_and_save(mine / NOTEBOOKS[0], keep_state=False)  # "model not found" on reopening
    assert launch.views_without_state((mine / NOTEBOOKS[0]).read_bytes()) > 0
    report = launch.copy_notebooks(mine, shipped)
    assert report.updated == (NOTEBOOKS[0],)
    assert (mine / NOTEBOOKS[0]).read_bytes() == (shipped / NOTEBOOKS[0]).read_bytes()
    assert launch.views_without_state((mine / NOTEBOOKS[0]).read_bytes()) == 0


def test_an_edited_notebook_is_kept_even_after_a_newer_version_ships(shipped, tmp_path):
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, shipped)
    run_and_save(mine / NOTEBOOKS[1])
    edit(mine / NOTEBOOKS[1])
    learners = (mine / NOTEBOOKS[1]).read_bytes()
    ship_a_new_version(shipped, NOTEBOOKS[1])
    report = launch.copy_notebooks(mine, shipped)
    assert report.kept == (NOTEBOOKS[1],)
    assert (mine / NOTEBOOKS[1]).read_bytes() == learners


def test_an_old_record_of_bytes_alone_is_still_read(shipped, tmp_path):
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, shipped)
    record = mine / launch.RECORD
    old = {name: digest.split()[0] for name, digest in json.loads(record.read_text()).items()}
    record.write_text(json.dumps(old))
    ship_a_new_version(shipped, NOTEBOOKS[0])
    assert launch.copy_notebooks(mine, shipped).updated == (NOTEBOOKS[0],)


def test_F1_a_copy_cut_short_is_written_again_never_kept_as_an_edit(shipped, tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    whole = (shipped / NOTEBOOKS[1]).read_bytes()
    (mine / NOTEBOOKS[1]).write_bytes(whole[: len(whole) // 2])  # not JSON
    report = launch.copy_notebooks(mine, shipped)
    assert report.kept == () and NOTEBOOKS[1] in report.copied
    assert (mine / NOTEBOOKS[1]).read_bytes() == whole


def _limited(limit: int):
    def set_limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return set_limit


def test_F1_a_full_disk_leaves_whole_files_and_the_next_run_repairs(shipped, tmp_path):
    mine = tmp_path / "mine"
    limit = len((shipped / NOTEBOOKS[0]).read_bytes()) + 1000  # the second notebook won't fit
    code = ("import sys; from pathlib import Path; from mtgrules.app import launch; "
            "launch.copy_notebooks(Path(sys.argv[1]), Path(sys.argv[2]))")
    cut = subprocess.run([sys.executable, "-c", code, str(mine), str(shipped)], cwd=ROOT,
                         capture_output=True, text=True, preexec_fn=_limited(limit))
    assert cut.returncode != 0 and "File too large" in cut.stderr
    for path in mine.iterdir():  # each file there is whole; no half-written leftovers
        assert not path.name.endswith(".part"), path.name
        if path.suffix == ".ipynb":
            assert path.read_bytes() == (shipped / path.name).read_bytes()
    report = launch.copy_notebooks(mine, shipped)
    assert report.kept == ()
    assert sorted(report.copied + report.unchanged) == sorted(NOTEBOOKS)
    assert [p.name for p in mine.iterdir() if p.name.endswith(".part")] == []


def test_F2_the_record_is_never_written_through_a_symbolic_link(shipped, tmp_path):
    learners = tmp_path / "mine.ipynb"
    learners.write_text('{"cells": [], "metadata": {}, "note": "my work"}')
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / launch.RECORD).symlink_to(learners)
    launch.copy_notebooks(mine, shipped)
    assert learners.read_text() == '{"cells": [], "metadata": {}, "note": "my work"}'
    record = mine / launch.RECORD
    assert not record.is_symlink() and record.is_file()
    assert sorted(json.loads(record.read_text())) == sorted(NOTEBOOKS)


def test_F2_a_record_that_is_a_symbolic_link_is_not_read(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text(json.dumps({"00_start_here.ipynb": "abc"}))
    (tmp_path / launch.RECORD).symlink_to(target)
    assert launch.read_record(tmp_path / launch.RECORD) == {}


def test_the_sources_digest_ignores_what_a_run_changes(shipped, tmp_path):
    copy = tmp_path / "copy.ipynb"
    shutil.copy(shipped / NOTEBOOKS[1], copy)
    before = launch.sources_digest(copy.read_bytes())
    run_and_save(copy)
    assert launch.sources_digest(copy.read_bytes()) == before
    edit(copy)
    assert launch.sources_digest(copy.read_bytes()) != before
    assert launch.sources_digest(b'{"cells": [') is None
