"""`mtgrules lab` from an installed wheel, and the copy rules behind it.

The end-to-end test builds the wheel from a scratch copy of the sources, installs it (without
dependencies) into a fresh virtual environment that borrows the dependencies of the running
one through a ``.pth`` line read after its own site-packages (so the wheel's mtgrules, not
the checkout, is what runs), then starts ``mtgrules lab --no-browser`` twice.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from argparse import Namespace
from pathlib import Path

import pytest
from tests.servers import ROOT_ARGS, ServerProcess

from mtgrules.app import launch

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "README.md", "mtgrules", "widgets", "notebooks")


# --- the copy rules (fast, in process) --------------------------------------------------

def make_source(folder: Path) -> Path:
    source = folder / "shipped"
    source.mkdir()
    (source / "00_start_here.ipynb").write_text('{"v": 1}')
    (source / "01_x.ipynb").write_text('{"x": 1}')
    (source / ".hidden.ipynb").write_text("not shipped")
    (source / "notes.txt").write_text("not shipped")
    return source


def test_copy_puts_every_shipped_notebook_in_a_new_folder(tmp_path):
    source = make_source(tmp_path)
    report = launch.copy_notebooks(tmp_path / "mine", source)
    assert report.copied == ("00_start_here.ipynb", "01_x.ipynb")
    assert sorted(p.name for p in (tmp_path / "mine").iterdir()) == [
        launch.RECORD, "00_start_here.ipynb", "01_x.ipynb"]
    assert (tmp_path / "mine" / "01_x.ipynb").read_text() == '{"x": 1}'


def test_copy_never_overwrites_an_edited_notebook(tmp_path):
    source = make_source(tmp_path)
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, source)
    (mine / "01_x.ipynb").write_text('{"x": "my answer"}')
    (source / "01_x.ipynb").write_text('{"x": 2}')  # a newer release changes it too
    report = launch.copy_notebooks(mine, source)
    assert report.kept == ("01_x.ipynb",)
    assert report.unchanged == ("00_start_here.ipynb",)
    assert (mine / "01_x.ipynb").read_text() == '{"x": "my answer"}'
    assert "kept your edited 01_x.ipynb" in str(report)


def test_copy_updates_an_untouched_older_copy_and_restores_a_deleted_one(tmp_path):
    source = make_source(tmp_path)
    mine = tmp_path / "mine"
    launch.copy_notebooks(mine, source)
    (source / "01_x.ipynb").write_text('{"x": 2}')
    (mine / "00_start_here.ipynb").unlink()
    report = launch.copy_notebooks(mine, source)
    assert report.updated == ("01_x.ipynb",) and report.copied == ("00_start_here.ipynb",)
    assert (mine / "01_x.ipynb").read_text() == '{"x": 2}'


def test_copy_into_the_shipped_folder_itself_changes_nothing(tmp_path):
    source = make_source(tmp_path)
    report = launch.copy_notebooks(source, source)
    assert report.unchanged == ("00_start_here.ipynb", "01_x.ipynb")
    assert not (source / launch.RECORD).exists()


def test_lab_starts_without_the_news_prompt(tmp_path):
    import json

    argv = launch.lab_argv(tmp_path)
    settings = [a.split("=", 1)[1] for a in argv if a.startswith("--LabApp.app_settings_dir=")]
    assert len(settings) == 1
    overrides = json.loads((Path(settings[0]) / "overrides.json").read_text(encoding="utf-8"))
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"


def test_lab_argv_starts_at_the_start_notebook(tmp_path):
    argv = launch.lab_argv(tmp_path, port=8899, no_browser=True)
    assert f"--ServerApp.root_dir={tmp_path}" in argv
    assert "--LabApp.default_url=/lab/tree/00_start_here.ipynb" in argv
    assert "--ServerApp.port=8899" in argv and "--no-browser" in argv


def test_bad_port_is_refused_before_anything_is_copied(tmp_path, capsys):
    args = Namespace(dir=tmp_path / "mine", port=70000, no_browser=True, allow_root=False)
    assert launch.run(args) == 2
    assert "--port 70000" in capsys.readouterr().err
    assert not (tmp_path / "mine").exists()


def test_the_checkout_ships_the_start_notebook():
    assert (launch.shipped_dir() / launch.START).is_file(), "notebooks/00_start_here.ipynb"


# --- the installed wheel, end to end ----------------------------------------------------

@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh venv with the built wheel installed; returns its bin folder."""
    tmp = tmp_path_factory.mktemp("install")
    src = tmp / "src"
    src.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints", "*.egg-info")
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=ignore)
        else:
            shutil.copy2(path, src / name)
    run = dict(capture_output=True, text=True, timeout=600)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "-w", str(tmp / "dist"), str(src)], **run)
    assert built.returncode == 0, built.stderr
    wheel = next((tmp / "dist").glob("mtgrules-*.whl"))

    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                           "-q", "--no-deps", "--no-index", str(wheel)], **run)
    assert done.returncode == 0, done.stderr
    # Borrow the dependencies (JupyterLab, pandas...) instead of downloading them again:
    # a .pth line is appended to sys.path after the venv's own site-packages.
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print("
                                "sysconfig.get_paths()['purelib'])"], **run).stdout.strip())
    (site / "zz_borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    for data in ("share/jupyter", "etc/jupyter"):  # JupyterLab's assets and server config
        if (Path(sys.prefix) / data).exists():
            (venv / data).parent.mkdir(parents=True, exist_ok=True)
            (venv / data).symlink_to(Path(sys.prefix) / data)
    return venv / "bin", tmp


def test_installed_package_is_the_wheel_not_the_checkout(installed):
    bin_dir, tmp = installed
    where = subprocess.run(
        [str(bin_dir / "python"), "-c",
         "import mtgrules, widgets, mtgrules.app.launch as l; "
         "print(mtgrules.__file__); print(widgets.__file__); print(l.shipped_dir())"],
        capture_output=True, text=True, cwd=tmp, check=True).stdout.split()
    venv = str(bin_dir.parent)
    assert all(path.startswith(venv) for path in where), where
    assert where[2].endswith("mtgrules/notebooks")


def test_installed_wheel_ships_the_translations_and_speaks_chinese(installed):
    bin_dir, tmp = installed
    shown = subprocess.run(
        [str(bin_dir / "python"), "-c",
         "import mtgrules as mr, mtgrules.app.launch as l, widgets\n"
         "for lang in ('zh-Hans', 'zh-Hant'):\n"
         "    print(lang, len(l.shipped_files(l.shipped_dir(lang))))\n"
         "try:\n"
         "    mr.parse_cost('{Q}')\n"
         "except mr.ManaCostError as e:\n"
         "    print(e.translated('zh-Hans')); print(e.translated('zh-Hant'))\n"
         "print(widgets.payment_explorer(lang='zh-Hant').tr('any card'))\n"
         "for make in (widgets.x_explorer, widgets.numbers_explorer, widgets.payment_explorer,\n"
         "             widgets.could_produce_explorer, widgets.split_explorer):\n"
         "    e = make(lang='zh-Hans')\n"
         "    print(make.__name__, len(e.unexpected), any('\\u4e00' <= c <= '\\u9fff' for c in e.shown_html()))\n"
         "print(len(mr.practice.skills()))"],
        capture_output=True, text=True, cwd=tmp, check=True, env={
            k: v for k, v in os.environ.items() if k != "PYTHONPATH"}).stdout.splitlines()
    shipped = {lang: len(list((ROOT / "notebooks" / lang).glob("*.ipynb")))
               for lang in ("zh-Hans", "zh-Hant")}   # every translated notebook ships
    assert shown[:2] == [f"zh-Hans {shipped['zh-Hans']}", f"zh-Hant {shipped['zh-Hant']}"], shown
    assert "重置符号" in shown[2] and "重置符號" in shown[3], shown   # the .mo files shipped
    assert re.search(r"[\u4e00-\u9fff]", shown[4]), shown
    # every explorer package ships and draws itself in Chinese from the wheel
    assert [line.split()[1:] for line in shown[5:10]] == [["0", "True"]] * 5, shown
    assert int(shown[10]) >= 25, shown  # the practice engine ships too


class Launched(ServerProcess):
    """``mtgrules lab`` from the installed wheel, in its own home and Jupyter folders."""

    name = "mtgrules lab"

    def __init__(self, bin_dir: Path, folder: Path, tmp: Path) -> None:
        port, token = self.prepare()
        env = dict(os.environ, HOME=str(tmp / "home"), JUPYTER_TOKEN=token,
                   JUPYTER_CONFIG_DIR=str(tmp / "config"), JUPYTER_DATA_DIR=str(tmp / "data"),
                   JUPYTER_RUNTIME_DIR=str(tmp / "runtime"), IPYTHONDIR=str(tmp / "ipython"))
        env.pop("PYTHONPATH", None)
        self.env = env
        super().__init__(
            [str(bin_dir / "mtgrules"), "lab", "--no-browser", "--port", str(port),
             "--dir", str(folder), *ROOT_ARGS],
            cwd=tmp, env=env, log=tmp / f"lab-{port}.log", port=port, token=token)


def test_mtgrules_lab_copies_trusts_and_serves_the_start_notebook(installed):
    bin_dir, tmp = installed
    folder = tmp / "learner" / "notebooks"
    source = tmp / "src" / "notebooks"  # what went into the wheel
    shipped = sorted(p.name for p in source.glob("*.ipynb"))

    first = Launched(bin_dir, folder, tmp)
    try:
        first.wait_until_up()
        with first.get("/") as answer:  # the root redirects to the start notebook
            assert answer.url.endswith("/lab/tree/00_start_here.ipynb"), answer.url
            assert answer.status == 200 and b"JupyterLab" in answer.read()
        with first.get("/api/contents/00_start_here.ipynb?content=0") as answer:
            assert json.load(answer)["type"] == "notebook"
    finally:
        first.stop()
    copied = sorted(p.name for p in folder.glob("*.ipynb"))
    assert copied == shipped
    for name in shipped:
        assert (folder / name).read_bytes() == (source / name).read_bytes()
    trusted = subprocess.run(
        [str(bin_dir / "python"), "-c",
         "import sys, nbformat; from nbformat.sign import NotebookNotary; n = NotebookNotary();"
         "print(all(n.check_signature(nbformat.read(p, 4)) for p in sys.argv[1:]))",
         *[str(folder / name) for name in shipped]],
        capture_output=True, text=True, env=first.env, check=True)
    assert trusted.stdout.strip() == "True", trusted.stderr

    # The learner edits one notebook and deletes another; a second launch keeps the edit.
    edited = folder / shipped[-1]
    edited.write_text(edited.read_text().replace('"cells": [', '"cells": [\n  {"cell_type": '
                      '"markdown", "id": "mine", "metadata": {}, "source": ["my notes"]},', 1))
    mine = edited.read_bytes()
    (folder / shipped[0]).unlink()
    second = Launched(bin_dir, folder, tmp)
    try:
        second.wait_until_up()
    finally:
        second.stop()
    assert edited.read_bytes() == mine
    assert (folder / shipped[0]).read_bytes() == (source / shipped[0]).read_bytes()
    assert f"kept your edited {edited.name}" in second.log.read_text()
