"""Paying a cost: every distinct announcement (601.2b, 107.4e-h) and spend (601.2h), counted,
listed and decided (119.4, 119.8).

Everything a reader of this part needs is here: ``from mtgrules.payment import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).

- ``results``: :class:`Announcement` and :class:`Spend`, the values the others return;
- ``announce``: the announcements of a cost (601.2b);
- ``spend``: the spends from a pool (601.2h), counted without listing them, and ``can_pay``;
- ``counting`` and ``feasibility``: how spends are counted and decided without listing them;
- ``tables``: payments as tables, and the pool a spend leaves;
- ``_request``: what they all share (the checked request, the ways each symbol is paid).
"""

from __future__ import annotations

from ..budget import limits
from ._request import DEFAULT_LIMIT, SPEND_AS, SpendAs, check_spend_as, life_amount, life_total
from .announce import announcements, count_announcements, first_announcements
from .results import Announcement, Spend
from .spend import can_pay, count_by_life, count_spends, first_spends, spends
from .tables import left_after, payment_table

__all__ = [
    "DEFAULT_LIMIT", "SPEND_AS", "SpendAs", "Announcement", "check_spend_as", "life_amount",
    "life_total", "Spend", "announcements", "can_pay", "count_announcements", "count_by_life",
    "count_spends", "first_announcements", "first_spends", "left_after", "limits",
    "payment_table", "spends",
]
