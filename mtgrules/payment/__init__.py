"""Paying a cost: every distinct announcement (601.2b, 107.4e-h) and spend (601.2h), counted, listed and decided (119.4, 119.8).

Everything a reader of this part needs is here: ``from mtgrules.payment import ...``. The names
that notebooks use also reach the top level (``mr.<name>``).
"""

from __future__ import annotations

from .spend import (
    Announcement, Spend, announcements, can_pay, count_announcements, count_by_life, count_spends,
    first_announcements, first_spends, left_after, limits, payment_table, spends,
)

__all__ = [
    "Announcement", "Spend", "announcements", "can_pay", "count_announcements", "count_by_life",
    "count_spends", "first_announcements", "first_spends", "left_after", "limits",
    "payment_table", "spends",
]
