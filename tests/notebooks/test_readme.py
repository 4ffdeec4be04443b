"""The README's Python examples are run as they are written (docs that match the code)."""

from __future__ import annotations

import doctest
from pathlib import Path

import mtgrules as mr

README = Path(__file__).resolve().parents[2] / "README.md"


def run_examples(text: str) -> tuple[int, int, str]:
    """(examples, failures, report) of the ``>>>`` examples in ``text``."""
    test = doctest.DocTestParser().get_doctest(text, {"mr": mr}, "README", str(README), 0)
    reports: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test, out=reports.append)
    return len(test.examples), runner.failures, "".join(reports)


def test_every_python_example_of_the_readme_gives_what_it_shows():
    examples, failed, report = run_examples(README.read_text(encoding="utf-8"))
    assert examples >= 25  # the tour is there
    assert failed == 0, report


def test_a_wrong_example_is_caught():
    assert run_examples(">>> mr.parse_cost('{2}{W}').mana_value()\n4\n")[1] == 1
