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

# public name -> the part (a subpackage or a root module) whose namespace holds it; a test checks
# that each subpackage's __all__ has every name listed for it here
_EXPORTS: dict[str, str] = {
    # mana costs (107.4, 202)
    "ManaCost": "mana",
    "Symbol": "mana",
    "parse_cost": "mana",
    # paying costs (107.4e-h, 601.2b, 601.2h, 119)
    "Announcement": "payment",
    "ManaPool": "mana",
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
    "load_cards": "cards",
    "ManaAbility": "cards",
    "StaticEffect": "cards",
    # boards, could produce (106.5, 106.7) and why
    "Board": "board",
    "Permanent": "board",
    "describe_x": "costs",
    "parse_board": "board",
    "board_text": "board",
    "glossary": "teach",
    "could_produce": "board",
    "continuous_effects": "board",
    "AppliedEffect": "board",
    "EffectSteps": "board",
    "Explanation": "board",
    "explain": "board",
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
    "Scenario": "split",
    "classic_scenarios": "split",
    "scenario_table": "split",
    "void_discards": "split",
    "counterbalance_counters": "split",
    "cascade_stops_at": "split",
    "cascade_casts": "split",
    "sunforger_finds": "split",
    "kari_zevs_expertise_casts": "split",
    "infernal_genesis_tokens": "split",
    "dark_confidant_life_lost": "split",
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
    "CAST_METHODS": "costs",
    "ZONES": "costs",
    "x_range": "costs",
    "OpenRange": "costs",
    "total_cost": "costs",
    # the total cost step by step (601.2b, 601.2f, 118.7-118.9)
    "AdditionalCost": "costs",
    "AlternativeCost": "costs",
    "ADDITIONAL_KINDS": "costs",
    "TotalCost": "costs",
    "total_costs": "costs",
    "reduce_cost": "costs",
    "ColoredOnly": "costs",
    "total_costs_table": "costs",
    # can this be cast, and how: announce, total cost, pay (601.2b-h)
    "can_cast": "costs",
    "CastCheck": "costs",
    "SPEND_AS": "payment",
    # mana that remembers its restrictions (106.4, 106.6, 106.13, 701.10f)
    "Mana": "mana",
    "RestrictedPool": "mana",
    # colors (105)
    "color_combinations": "mana",
    "color_pairs": "mana",
    "color_words": "mana",
    "describe_colors": "mana",
    "choose_color": "mana",
    "recolor": "mana",
    # mana added from mana symbols (106.8-106.11)
    "mana_added": "mana",
    "mana_for_colored_symbols": "mana",
    "mana_value_in_zone": "costs",
    "entering_x": "costs",
    "mana_cost_paid_by_effect": "costs",
    "loyalty_x_range": "costs",
    # other engines' bugs on these rules, as lessons
    "Lesson": "teach",
    "lessons": "teach",
    "lessons_table": "teach",
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
