"""Split cards (709) under today's rules and the rules before 2017 (old 708), and the classic cards that meet them.

Everything a reader of this part needs is here: ``from mtgrules.split import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .cast import CAST_COST_REASONS, CastCostError, cast_cost
from .rules import (
    CHARACTERISTICS, ask, has_fuse, is_multicolored, mana_value_used, matches, split_table,
)
from .scenarios import (
    BLOODBRAID_ELF, QUESTIONS, Citation, ColorWords, Scenario, cascade_casts, cascade_stops_at, classic_scenarios,
    counterbalance_counters,
    dark_confidant_life_lost, infernal_genesis_tokens, kari_zevs_expertise_casts, scenario_cell,
    scenario_table, sunforger_finds, void_discards,
)

__all__ = [
    "BLOODBRAID_ELF", "CAST_COST_REASONS", "CHARACTERISTICS", "CastCostError", "cast_cost", "Citation", "ColorWords",
    "QUESTIONS", "Scenario", "ask", "cascade_casts", "cascade_stops_at",
    "classic_scenarios", "counterbalance_counters", "dark_confidant_life_lost", "has_fuse",
    "infernal_genesis_tokens", "is_multicolored", "kari_zevs_expertise_casts", "mana_value_used",
    "matches", "scenario_table", "split_table", "scenario_cell", "sunforger_finds", "void_discards",
]
