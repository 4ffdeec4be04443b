"""What notebook 00 used to assert in cells of its own, now checked here (00 is for learners)."""

from __future__ import annotations

import mtgrules as mr
from widgets import split_explorer


def test_the_first_question_of_the_start_page():
    cost = mr.parse_cost("{X}{2}{W/U}{B/P}")
    assert cost.mana_value(x=3) == 7          # 202.3e: X counts as chosen on the stack
    assert cost.mana_value() == 4             # 202.3e: X is 0 off the stack


def test_the_explorer_of_the_start_page_answers_and_keeps_its_last_result():
    demo = split_explorer()
    demo.card.value = "Assault // Battery"
    demo.value.value = "4"
    assert demo.answers == {"current": (5,), "chosen": (1, 4)}
    assert demo.matched == {"current": False, "chosen": True}   # Void naming 4
    demo.rules.value = "2016-13-01"                               # not a date
    assert demo.message and demo.answers == {"current": (5,), "chosen": (1, 4)}
    assert "rules=" not in demo.message


def test_the_history_table_of_the_start_page():
    history = mr.rules_history_table()
    assert history["effective"].is_monotonic_increasing
    assert history.iloc[0]["what changed"].startswith("The colorless mana symbol {C}")
    assert history.iloc[0]["effective"] == "2016-01-22"
    assert mr.rules_date("current").isoformat() == "2026-04-17"
    assert mr.ask("Wax // Wane", "mana value") == (2,)
    assert mr.ask("Wax // Wane", "mana value", rules="2016-06-01") == (1, 1)
