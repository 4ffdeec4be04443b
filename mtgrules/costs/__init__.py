"""The total cost (601.2f, 118.7-118.9): additional and alternative costs, reductions, and X
(107.3).

- ``parts``: additional and alternative costs, colored-only changes, the announced total;
- ``plan``: how a spell is cast and the total cost once X is chosen;
- ``total``: reductions and every total cost an announcement can end with;
- ``x``: the legal values of X and mana value in each zone;
- ``cast``: can a card be cast from a pool under some effects, and how (601.2b-h).

Everything a reader of this part needs is here: ``from mtgrules.costs import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .parts import ADDITIONAL_KINDS, AdditionalCost, AlternativeCost, ColoredOnly, TotalCost
from .cast import STEPS, CastCheck, can_cast
from .plan import CAST_METHODS, ZONES, CastMethod, Zone, total_cost
from .total import reduce_cost, total_cost_choices, total_costs, total_costs_table
from .x import (
    OpenRange, describe_x, entering_x, loyalty_x_range, mana_cost_paid_by_effect,
    mana_value_in_zone, off_the_battlefield, x_range,
)

__all__ = [
    "ADDITIONAL_KINDS", "AdditionalCost", "AlternativeCost", "CAST_METHODS", "CastCheck",
    "CastMethod", "STEPS", "can_cast",
    "ColoredOnly", "OpenRange", "TotalCost", "ZONES", "Zone", "describe_x", "entering_x",
    "loyalty_x_range", "mana_cost_paid_by_effect", "mana_value_in_zone", "off_the_battlefield",
    "reduce_cost", "total_cost", "total_cost_choices", "total_costs", "total_costs_table",
    "x_range",
]
