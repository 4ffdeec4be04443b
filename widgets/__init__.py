"""ipywidgets front ends for the mtgrules notebooks, one module per notebook.

The widgets hold no rules logic: they call :mod:`mtgrules` with plain values and render
what it returns. Bad input is shown as a short message in place; the last good result stays.
Names are imported from their module on first use, so importing one explorer stays light.
"""

from __future__ import annotations

import importlib
from typing import Any

# public name -> module that defines it
_EXPORTS: dict[str, str] = {
    "Explorer": "_common",
    # tables and figures as the notebooks show them
    "styled": "_common",
    "figure_png": "_common",
    # a library error in a cell shows as its one-line message
    "brief_errors": "errors",
    # a study notebook's stored results, shown again in its learner version
    "show_stored": "stored",
    # exercises: hints for wrong answers, solutions on request
    "Exercises": "exercises",
    "Exercise": "exercises",
    "read_answer": "exercises",
    # 04 could produce
    "could_produce_explorer": "could_produce",
    "board_from_text": "could_produce",
    "types_table": "could_produce",
    "reference_graph": "could_produce",
    # 01 X values
    "XExplorer": "x_values",
    "x_explorer": "x_values",
    "x_chart": "x_values",
    # 03 hybrid and Phyrexian payment
    "payment_explorer": "payment",
    "PaymentExplorer": "payment",
    "ways_by_life": "payment",
    "payment_view": "payment",
    # 05 split cards
    "split_explorer": "split_cards",
    "split_scenarios": "split_cards",
    # 02 negative numbers (107.1b, 701.10c, 701.11c)
    "numbers_explorer": "negative_numbers",
    "NumbersExplorer": "negative_numbers",
    "results_by_rules_date": "negative_numbers",
    "results_by_rules_date_figure": "negative_numbers",
    # 07 practice: generated problems, hints, worked solutions, progress
    "practice_explorer": "practice",
    "PracticeExplorer": "practice",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
