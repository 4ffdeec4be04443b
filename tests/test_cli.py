"""The command line: `mtgrules pay` prints tables; bad input is one line and exit status 2."""

from __future__ import annotations

import subprocess
import sys

from mtgrules.cli import main


def test_pay_prints_announcements_and_spends(capsys):
    assert main(["pay", "{1}{B/P}{B/P}", "--pool", "BBB", "--life", "3"]) == 0
    out = capsys.readouterr().out
    assert "Announcements of {1}{B/P}{B/P} (601.2b): 2" in out
    assert "Spends from the pool BBB (601.2h): 2" in out
    assert "{1}{B}{B}" in out and "BBB" in out


def test_no_life_loss_and_x(capsys):
    assert main(["pay", "{X}{B/P}", "--x", "2", "--no-life-loss"]) == 0
    out = capsys.readouterr().out
    assert "{2}{B}" in out and ": 1" in out


def test_bad_input_is_one_line_and_status_2(capsys):
    assert main(["pay", "{1}{B/Q}"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mtgrules: unknown symbol '{B/Q}' at position 4")
    assert "Traceback" not in err
    assert main(["pay", "{1}", "--pool", "WGx"]) == 2
    assert "'x' at position 3 of the pool" in capsys.readouterr().err


def test_python_dash_m():
    run = subprocess.run([sys.executable, "-m", "mtgrules", "pay", "{G/W}{G/W}"],
                         capture_output=True, text=True, check=True)
    assert "Announcements of {G/W}{G/W} (601.2b): 3" in run.stdout
