"""`mtgrules lab` with bad or odd --dir values and a damaged record file (reliability §1 area
4c: A13, P6). JupyterLab itself is not started: its launch is replaced by a recorder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgrules.app import launch
from mtgrules.app.cli import main


@pytest.fixture
def lab(monkeypatch, tmp_path):
    """Run ``mtgrules lab ARGS`` in process; returns (status, stdout, stderr, launches)."""
    from jupyterlab.labapp import LabApp

    launches: list[list[str]] = []
    monkeypatch.setattr(LabApp, "launch_instance", classmethod(
        lambda cls, argv=None, **kwargs: launches.append(list(argv or []))))
    for name in ("JUPYTER_DATA_DIR", "JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR"):
        monkeypatch.setenv(name, str(tmp_path / "jupyter" / name.lower()))

    def run(*args: str) -> tuple[int, list[list[str]]]:
        return main(["lab", "--no-browser", *args]), launches

    return run


def shipped_notebooks() -> list[str]:
    return sorted(p.name for p in launch.shipped_files(launch.shipped_dir()))


def test_lab_copies_then_starts(lab, tmp_path, capsys):
    folder = tmp_path / "mine"
    status, launches = lab("--dir", str(folder))
    assert status == 0 and len(launches) == 1
    assert f"--ServerApp.root_dir={folder}" in launches[0]
    copied = sorted(p.name for p in folder.iterdir() if p.name != launch.RECORD)
    assert copied == shipped_notebooks()


RECORDS = {
    "list": b"[1, 2]",
    "null": b"null",
    "string": b'"text"',
    "number": b"5",
    "wrong value types": json.dumps({"00_start_here.ipynb": 5, "01_x_values.ipynb": None,
                                     "02_negative_numbers.ipynb": ["a"]}).encode(),
    "not JSON": b"{",
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
    "not text": b"\xff\xfe\x00garbage",
}


@pytest.mark.parametrize("content", RECORDS.values(), ids=RECORDS.keys())
def test_A13_corrupt_record_file(content, lab, tmp_path, capsys):
    folder = tmp_path / "mine"
    assert lab("--dir", str(folder))[0] == 0
    record = folder / launch.RECORD
    record.write_bytes(content)
    edited = folder / shipped_notebooks()[-1]
    learners = json.loads(edited.read_text())
    learners["cells"][0]["source"] = "my notes"  # a learner's change
    edited.write_text(json.dumps(learners))
    mine = edited.read_text()
    capsys.readouterr()
    status, launches = lab("--dir", str(folder))
    out, err = capsys.readouterr()
    assert status == 0 and len(launches) == 2, err
    assert "Traceback" not in err and err == ""
    assert f"kept your edited {edited.name}" in out
    assert edited.read_text() == mine  # never overwritten
    # the record is whole again: a dict of digests for every current copy
    fresh = json.loads(record.read_text())
    assert isinstance(fresh, dict) and all(isinstance(v, str) for v in fresh.values())


def test_A13_bad_entries_are_dropped_good_ones_kept(tmp_path):
    path = tmp_path / launch.RECORD
    path.write_text(json.dumps({"a.ipynb": "abc", "b.ipynb": 5}))
    assert launch.read_record(path) == {"a.ipynb": "abc"}
    path.unlink()
    path.mkdir()  # a folder in place of the record
    assert launch.read_record(path) == {}


def test_P6_empty_dir_refused(lab, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    for empty in ("", "  "):
        status, launches = lab("--dir", empty)
        err = capsys.readouterr().err
        assert status == 2 and launches == []
        assert err.startswith("mtgrules: --dir is empty") and len(err.splitlines()) == 1
    assert list(tmp_path.iterdir()) == []  # nothing copied into the current folder


def test_dir_that_is_a_file_or_under_a_file_is_refused(lab, tmp_path, capsys):
    a_file = tmp_path / "file.txt"
    a_file.write_text("mine")
    for target in (a_file, a_file / "below"):
        status, launches = lab("--dir", str(target))
        err = capsys.readouterr().err
        assert status == 2 and launches == [] and "Traceback" not in err
        assert err.startswith(f"mtgrules: can't put the notebooks in --dir {target}")
    assert a_file.read_text() == "mine"


@pytest.mark.parametrize("lang, under, itself", [
    ("en", "a part of the path is not a folder", "it is a file, not a folder"),
    ("zh-Hans", "路径中有一部分不是文件夹", "它是一个文件，不是文件夹"),
    ("zh-Hant", "路徑中有一部分不是資料夾", "它是一個檔案，不是資料夾"),
])
def test_why_a_dir_is_refused_is_said_in_the_learners_language(lab, tmp_path, capsys, lang,
                                                              under, itself):
    a_file = tmp_path / "file.txt"
    a_file.write_text("mine")
    for target, reason in ((a_file / "below", under), (a_file, itself)):
        status, launches = lab("--dir", str(target), "--lang", lang)
        err = capsys.readouterr().err
        assert status == 2 and launches == [] and "Errno" not in err
        assert err.rstrip().endswith(f"{target}{'：' if lang != 'en' else ': '}{reason}"), err


def test_dir_with_unrelated_files_and_a_folder_in_place_of_a_notebook(lab, tmp_path, capsys):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("my notes")
    (folder / shipped_notebooks()[0]).mkdir()  # a folder where a notebook would go
    status, launches = lab("--dir", str(folder))
    err = capsys.readouterr().err
    assert status == 2 and launches == [] and "Traceback" not in err
    assert err.startswith("mtgrules: can't put the notebooks in --dir")
    assert (folder / "notes.txt").read_text() == "my notes"


def test_dir_in_the_home_folder_is_expanded(lab, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    status, launches = lab("--dir", "~/nb")
    assert status == 0
    assert (tmp_path / "home" / "nb" / launch.START).is_file()


def test_huge_port_is_refused_in_one_short_line(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["lab", "--port", "9" * 5000])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "is not a port number: use 0 to 65535" in err and len(err) < 1000


def test_run_still_takes_a_path(tmp_path, capsys):
    from argparse import Namespace

    args = Namespace(dir=Path(tmp_path / "mine"), port=70000, no_browser=True, allow_root=False)
    assert launch.run(args) == 2  # the port is checked before anything is copied
    assert not (tmp_path / "mine").exists()


@pytest.mark.parametrize("lang, locale", [("zh-Hans", "zh_CN"), ("zh-Hant", "zh_TW")])
def test_lab_in_chinese_copies_that_languages_notebooks_and_switches_jupyterlab(
        lang, locale, lab, tmp_path, capsys):
    folder = tmp_path / lang
    status, launches = lab("--lang", lang, "--dir", str(folder))
    assert status == 0, capsys.readouterr().err
    shipped = launch.shipped_dir(lang)
    assert shipped.name == lang
    copied = sorted(p.name for p in folder.iterdir() if p.name != launch.RECORD)
    assert copied == sorted(p.name for p in launch.shipped_files(shipped))
    assert launch.START in copied
    first = json.loads((folder / launch.START).read_text(encoding="utf-8"))
    assert first["metadata"]["mtgrules"]["lang"] == lang
    settings = next(a for a in launches[0] if a.startswith("--LabApp.app_settings_dir="))
    overrides = json.loads((Path(settings.split("=", 1)[1]) / "overrides.json").read_text())
    assert overrides["@jupyterlab/translation-extension:plugin"]["locale"] == locale
    # the language pack of that locale is installed, so JupyterLab can switch to it
    from jupyterlab_server.translation_utils import get_language_packs
    packs, _messages = get_language_packs()
    assert locale in packs


def test_lab_language_aliases_and_a_bad_language(lab, tmp_path, capsys):
    assert launch.language_tag("zh_CN") == "zh-Hans"
    assert launch.language_tag("zh-TW") == "zh-Hant"
    with pytest.raises(SystemExit):
        lab("--lang", "fr", "--dir", str(tmp_path / "x"))
    err = capsys.readouterr().err
    assert "is not a language of the notebooks" in err and "Traceback" not in err


@pytest.mark.parametrize("lang, reason", [
    ("en", "it is a symbolic link that leads to no folder (or to itself)"),
    ("zh-Hans", "它是一个符号链接，没有指向任何文件夹（或指向它自己）"),
])
def test_F19_a_symbolic_link_loop_is_not_called_a_file(lab, tmp_path, capsys, lang, reason):
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    status, launches = lab("--dir", str(loop), "--lang", lang)
    err = capsys.readouterr().err
    assert status == 2 and launches == [] and "Traceback" not in err
    assert err.rstrip().endswith(reason), err


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_lab_saves_the_widget_state_with_the_notebook(lang):
    # without it, a notebook run and saved reopens its explorers as "model not found"
    overrides = json.loads((launch.lab_settings_dir(lang) / "overrides.json").read_text(
        encoding="utf-8"))
    assert overrides["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}
