"""The total cost (601.2f, 118.7-118.9): additional and alternative costs, reductions, and X (107.3).

Everything a reader of this part needs is here: ``from mtgrules.costs import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .total import (
    ADDITIONAL_KINDS, AdditionalCost, AlternativeCost, ColoredOnly, TotalCost, reduce_cost,
    total_costs, total_costs_table,
)
from .x import (
    CAST_METHODS, OpenRange, ZONES, describe_x, entering_x, loyalty_x_range,
    mana_cost_paid_by_effect, mana_value_in_zone, off_the_battlefield, total_cost,
    total_cost_choices, x_range,
)

__all__ = [
    "ADDITIONAL_KINDS", "AdditionalCost", "AlternativeCost", "CAST_METHODS", "ColoredOnly",
    "OpenRange", "TotalCost", "ZONES", "describe_x", "entering_x", "loyalty_x_range",
    "mana_cost_paid_by_effect", "mana_value_in_zone", "off_the_battlefield", "reduce_cost",
    "total_cost", "total_cost_choices", "total_costs", "total_costs_table", "x_range",
]
