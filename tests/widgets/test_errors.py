"""Errors shown in a notebook: one line for library errors, a full traceback for others."""

from __future__ import annotations

from IPython.core.interactiveshell import InteractiveShell

from widgets.errors import brief_errors


def run(shell, code, capsys):
    shell.run_cell(code)
    return capsys.readouterr().out


def test_a_library_error_shows_only_its_message(capsys, monkeypatch):
    shell = InteractiveShell.instance()
    monkeypatch.setattr("IPython.get_ipython", lambda: shell)
    assert brief_errors() is True
    try:
        out = run(shell, "import mtgrules as mr\nmr.parse_cost('{Q}')", capsys)
        assert out.strip().startswith("ManaCostError: '{Q}' at position 1 is not a mana symbol")
        assert "Traceback" not in out and "mana.py" not in out
        other = run(shell, "1 / 0", capsys)
        assert "Traceback" in other and "ZeroDivisionError" in other  # bugs still show in full
    finally:
        brief_errors(False)
    full = run(shell, "import mtgrules as mr\nmr.parse_cost('{Q}')", capsys)
    assert "Traceback" in full


def test_outside_ipython_it_does_nothing(monkeypatch):
    monkeypatch.setattr("IPython.get_ipython", lambda: None)
    assert brief_errors() is False
