"""mtgrules: an exact, cited library for five clusters of the Magic: The Gathering rules.

    >>> import mtgrules as mr
    >>> mr.parse_cost("{X}{2}{W/U}{B/P}").mana_value(x=3)
    7

This module only re-exports the public names (see the package README). Each name is
imported from its module the first time it is used (PEP 562), so ``import mtgrules`` stays
fast and a notebook that only needs mana costs never loads the card data.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import (
    BoardError,
    CardDataError,
    ChoiceError,
    LimitExceededError,
    ManaCostError,
    ManaPoolError,
    RulesDateError,
    RulesInputError,
    UnknownCardError,
)

__version__ = "0.1.0"

# public name -> module that defines it
_EXPORTS: dict[str, str] = {
    # mana costs (107.4, 202)
    "ManaCost": "mana",
    "Symbol": "mana",
    "parse_cost": "mana",
    # paying costs (107.4e-h, 601.2b, 601.2h, 119)
    "Announcement": "payment",
    "ManaPool": "payment",
    "Spend": "payment",
    "announcements": "payment",
    "spends": "payment",
    "count_spends": "payment",
    "count_announcements": "payment",
    "count_by_life": "payment",
    "first_announcements": "payment",
    "first_spends": "payment",
    "can_pay": "payment",
    "payment_table": "payment",
    # cards (the model and bundled data; loaders for card files) and mana abilities as data
    "Card": "cards",
    "CardDatabase": "cards",
    "card": "cards",
    "card_names": "cards",
    "card_table": "cards",
    "CardIndex": "cards",
    "card_index": "cards",
    "load_cards": "loaders",
    "ManaAbility": "abilities",
    "StaticEffect": "abilities",
    # boards, could produce (106.5, 106.7) and why
    "Board": "board",
    "Permanent": "board",
    "describe_x": "xvalue",
    "parse_board": "notation",
    "board_text": "notation",
    "glossary": "terms",
    "could_produce": "production",
    "Explanation": "explanations",
    "explain": "explanations",
    # rules versions (dated change points)
    "RulesChange": "editions",
    "RULES_CHANGES": "editions",
    "rules_changes": "editions",
    "rules_history_table": "editions",
    "rules_date": "editions",
    "in_force": "editions",
    # split cards (709; old 708)
    "ask": "split",
    "matches": "split",
    "is_multicolored": "split",
    "mana_value_used": "split",
    "split_table": "split",
    "CHARACTERISTICS": "split",
    # classic cards meeting a split card (709, old 708, 702.85a)
    "Scenario": "scenarios",
    "classic_scenarios": "scenarios",
    "scenario_table": "scenarios",
    "void_discards": "scenarios",
    "counterbalance_counters": "scenarios",
    "cascade_stops_at": "scenarios",
    "cascade_casts": "scenarios",
    "sunforger_finds": "scenarios",
    "kari_zevs_expertise_casts": "scenarios",
    "infernal_genesis_tokens": "scenarios",
    "dark_confidant_life_lost": "scenarios",
    # numbers (107.1, 107.2)
    "effect_result": "numbers",
    "EFFECT_KINDS": "numbers",
    "keeps_negative": "numbers",
    "Creature": "numbers",
    "fraction_of": "numbers",
    "is_any_number": "numbers",
    "number_or_zero": "numbers",
    "NumberError": "errors",
    # X (107.3, 202.3e, 601.2b, 601.2f)
    "CAST_METHODS": "xvalue",
    "ZONES": "xvalue",
    "x_range": "xvalue",
    "OpenRange": "xvalue",
    "total_cost": "xvalue",
    # the total cost step by step (601.2b, 601.2f, 118.7-118.9)
    "AdditionalCost": "costs",
    "AlternativeCost": "costs",
    "ADDITIONAL_KINDS": "costs",
    "TotalCost": "costs",
    "total_costs": "costs",
    "reduce_cost": "costs",
    "ColoredOnly": "costs",
    "total_costs_table": "costs",
    # mana that remembers its restrictions (106.4, 106.6, 106.13, 701.10f)
    "Mana": "pools",
    "RestrictedPool": "pools",
    # colors (105)
    "color_combinations": "colors",
    "color_pairs": "colors",
    "color_words": "colors",
    "describe_colors": "colors",
    "choose_color": "colors",
    "recolor": "colors",
    # mana added from mana symbols (106.8-106.11)
    "mana_added": "added",
    "mana_for_colored_symbols": "added",
    "mana_value_in_zone": "xvalue",
    "entering_x": "xvalue",
    "mana_cost_paid_by_effect": "xvalue",
    "loyalty_x_range": "xvalue",
    # other engines' bugs on these rules, as lessons
    "Lesson": "engine_lessons",
    "lessons": "engine_lessons",
    "lessons_table": "engine_lessons",
    # practice: generated problems, diagnosis, reviews (the subpackage itself, loaded when used)
    "practice": "practice",
}

__all__ = sorted(
    [*_EXPORTS, "BoardError", "CardDataError", "ChoiceError", "LimitExceededError",
     "ManaCostError", "ManaPoolError", "RulesDateError", "RulesInputError", "UnknownCardError"]
)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'mtgrules' has no attribute {name!r}")
    found = importlib.import_module(f".{module}", __name__)
    value = found if name == module else getattr(found, name)  # a subpackage is its own name
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return __all__
