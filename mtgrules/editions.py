"""Rules versions: which Comprehensive Rules were in force on a date, and what changed when.

Every function whose answer changed over time takes ``rules=``: ``"current"`` (the default,
the rules effective April 17, 2026) or an ISO date such as ``"2016-06-01"`` (a
:class:`datetime.date` works too). This module is the one place that knows the change
points; the rules modules ask it ``in_force(key, rules)`` instead of comparing dates.

    >>> in_force("split-combined", "2016-06-01"), in_force("split-combined", "current")
    (False, True)

Supported range: from :data:`EARLIEST` (2013-02-01, the Gatecrash rules, the oldest text of
rule 107.1b the sources give) on. Earlier dates raise :class:`~mtgrules.RulesDateError`
naming that range, because the library can't say what 107.1b said before then, and the
seed FAQ's older split-card naming ruling can't be dated from the sources. A date after the
newest text the library knows (:data:`CURRENT`) is answered with the current rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Union

from .checks import excerpt
from .errors import ChoiceError, RulesDateError

RulesArg = Union[str, date]
"""What a ``rules=`` argument may be: ``"current"``, an ISO date string, or a date."""

CURRENT = date(2026, 4, 17)
"""Effective date of the newest Comprehensive Rules text the library models."""

EARLIEST = date(2013, 2, 1)
"""Oldest date the library answers for: the Gatecrash rules (107.1b's 2013 wording)."""

_ISO = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")  # ASCII digits only


@dataclass(frozen=True, slots=True)
class RulesChange:
    """One dated change to the rules the library models.

    ``key`` is the stable name the code uses, ``title`` what changed in a sentence,
    ``effective`` the first day the new rule
    applied, ``rules`` the rule numbers touched (current numbering, old ones in brackets),
    ``before`` / ``after`` what the rule said in the library's own words, and ``source``
    where the date comes from.
    """

    key: str
    title: str
    effective: date
    rules: str
    before: str
    after: str
    source: str

    def in_force(self, rules: RulesArg = "current") -> bool:
        """True if this change had taken effect under the rules of ``rules``."""
        return rules_date(rules) >= self.effective


_CHANGES = (
    RulesChange(
        key="colorless-symbol",
        title='The colorless mana symbol {C} joins the rules',
        effective=date(2016, 1, 22),
        rules="107.4, 107.4c, 106.1b",
        before=("no symbol for colorless mana in costs: generic mana ({1}) could be paid with "
                "colorless mana, but no cost asked for colorless mana only"),
        after="{C} in a cost can be paid only with colorless mana (107.4c)",
        source="Oath of the Gatewatch Comprehensive Rules (2016-01-22); CR 2015-03-27 107.4 vs CR 2017-08-25 107.4c",
    ),
    RulesChange(
        key="split-combined",
        title='Split cards have one combined set of characteristics off the stack',
        effective=date(2017, 4, 28),
        rules="709.4, 709.4a-b (then 708.4); replaced old 708.2, 708.5, 708.6",
        before=("off the stack a split card had two sets of characteristics: a question got "
                "both halves' answers, a number used as is was their sum, and a comparison "
                "was yes if either half said yes"),
        after=("off the stack a split card has its halves' characteristics combined: one "
               "mana cost, its colors and mana value, two names, every type of either half"),
        source=("Amonkhet split card rules change (announced 2017-04-04, in force with "
                "Amonkhet); CR 2015-03-27 708 vs CR 2017-08-25 708.4"),
    ),
    RulesChange(
        key="107.1b-otherwise-modifies-removed",
        title='A +X/+X change with a negative X uses 0',
        effective=date(2017, 7, 14),
        rules="107.1b",
        before=("a negative result was kept (not raised to 0) for any effect that modifies "
                "a creature's power or toughness, so +X/+X with X = -2 gave -2/-2"),
        after=("a +X/+X-style change with a negative X uses 0; the Chameleon Colossus "
               "example was added (-2/4 stays -2/4)"),
        source=("Hour of Devastation Comprehensive Rules changes (2017-07-14); CR 2015-03-27 "
                "vs CR 2017-08-25"),
    ),
    RulesChange(
        key="107.1b-doubling-power",
        title='Doubling power or toughness keeps a negative result',
        effective=date(2018, 7, 13),
        rules="107.1b, 701.10c (then 701.9c)",
        before=("doubling a creature's power or toughness was not among the exceptions: a "
                "negative power doubled used 0 (no change)"),
        after=("doubling a creature's power and/or toughness keeps a negative result: -2 "
               "power doubled is -4"),
        source="CR 2018-07-13 (Core Set 2019) 107.1b",
    ),
    RulesChange(
        key="107.1b-creature-card",
        title='The negative-number exceptions also name a creature card',
        effective=date(2020, 9, 25),
        rules="107.1b",
        before="the exceptions spoke of a creature's power and toughness",
        after="they also cover a creature card's power and toughness (same numbers)",
        source="CR 2020-09-25 (Zendikar Rising) 107.1b",
    ),
    RulesChange(
        key="107.1c-dividing",
        title='"Any number" to divide among may be 0',
        effective=date(2019, 7, 12),
        rules="107.1c",
        before=("choosing \"any number\" of players or objects to divide or distribute "
                "something among had to be a nonzero number if possible"),
        after="\"any number\" is always 0 or more",
        source="CR 2019-07-12 (Core Set 2020) 107.1c",
    ),
    RulesChange(
        key="cascade-resulting-spell",
        title='Cascade checks the mana value of the spell actually cast',
        effective=date(2021, 2, 24),
        rules="702.85a (then 702.84a)",
        before="cascade cast the exiled card if its mana value was less",
        after=("the resulting spell must also have lesser mana value (a split card's half "
               "is checked as cast)"),
        source="CR 2021-02-24; Bloodbraid Elf ruling 2021-06-18",
    ),
    RulesChange(
        key="hybrid-phyrexian",
        title='Hybrid Phyrexian symbols such as {W/U/P} join the rules',
        effective=date(2022, 2, 18),
        rules="107.4, 107.4f, 107.4g, 601.2b",
        before="no hybrid Phyrexian symbols",
        after=("ten hybrid Phyrexian symbols such as {W/U/P}: one mana of either color or "
               "2 life"),
        source="CR 2022-02-18 (Kamigawa: Neon Dynasty) 107.4",
    ),
    RulesChange(
        key="colorless-hybrid",
        title='Colorless hybrid symbols such as {C/W} join the rules',
        effective=date(2024, 9, 17),
        rules="107.4, 107.4e",
        before="no colorless hybrid symbols",
        after="{C/W}-style symbols: one colorless mana or one mana of the color; mana value 1",
        source="CR 2024-09-17 (Duskmourn) 107.4",
    ),
    RulesChange(
        key="118.7e-colorless-half",
        title='A cost reduction by {C/W} may take colorless mana',
        effective=date(2026, 4, 17),
        rules="118.7e",
        before=("a reduction by a hybrid symbol reduced by one mana of the colored half or by "
                "the generic half's number; the rule said nothing of a colorless half, so a "
                "reduction by {C/W} could only take white"),
        after=("choosing the colored or colorless half reduces the cost by one mana of that "
               "type: a reduction by {C/W} takes {C} or {W}"),
        source="CR 2026-04-17 118.7e",
    ),
    RulesChange(
        key="rooms",
        title='Rooms: split permanents whose halves are unlocked one by one',
        effective=date(2024, 9, 17),
        rules="709.5",
        before="no split permanents with a shared type line",
        after=("Rooms: on the battlefield a locked half has no name, mana cost or rules "
               "text; both halves share the type line"),
        source="CR 2024-09-17 (Duskmourn) 709.5",
    ),
    RulesChange(
        key="107.1b-tripling",
        title='Tripling keeps a negative result',
        effective=date(2025, 6, 6),
        rules="107.1b, 701.11",
        before="tripling was not among the exceptions: a negative amount tripled used 0",
        after=("tripling a life total or a creature's power and/or toughness keeps a "
               "negative result (701.11c: -2 power tripled is -6)"),
        source="CR 2025-06-06 107.1b and new 701.11 Triple",
    ),
)
RULES_CHANGES: tuple[RulesChange, ...] = tuple(sorted(_CHANGES, key=lambda c: c.effective))
"""Every change point the library models, oldest first."""

_BY_KEY = {c.key: c for c in RULES_CHANGES}


def rules_date(rules: Any = "current") -> date:
    """The date whose rules a ``rules=`` argument selects.

    ``"current"`` (any capitalisation, surrounding spaces ignored) is :data:`CURRENT`; an ISO
    date ``"YYYY-MM-DD"`` or a :class:`datetime.date` is that date. Raises
    :class:`~mtgrules.RulesDateError` for anything else, naming the expected format, and for
    a date before :data:`EARLIEST`, naming the supported range.
    """
    if isinstance(rules, datetime):
        day = rules.date()  # a datetime counts by its day
    elif isinstance(rules, date):
        day = rules
    elif isinstance(rules, str):
        text = rules.strip()
        if text.lower() == "current":
            return CURRENT
        match = _ISO.fullmatch(text)
        if match is None:
            raise RulesDateError(
                "the rules date {rules} is neither 'current' nor a date: write a date as "
                "YYYY-MM-DD, such as 2016-06-01", rules=excerpt(rules)
            )
        try:
            day = date(*(int(g) for g in match.groups()))
        except ValueError:
            raise RulesDateError(
                "the rules date {rules} is not a day of the calendar: write a date as YYYY-MM-DD, "
                "such as 2016-06-01", rules=excerpt(rules)
            ) from None
    else:
        raise RulesDateError(
            "the rules date {rules} is neither 'current' nor a date: write a date as YYYY-MM-DD, "
            "such as 2016-06-01", rules=excerpt(rules)
        )
    if day < EARLIEST:
        raise RulesDateError(
            "the rules date {rules} is before {earliest}: the rules texts before then are not in "
            "this library's sources, so use 'current' or a date from {earliest} on",
            rules=excerpt(rules), earliest=EARLIEST.isoformat()
        )
    return day


def in_force(key: str, rules: RulesArg = "current") -> bool:
    """True if the change named ``key`` (see :data:`RULES_CHANGES`) applies under ``rules``.

    Raises :class:`~mtgrules.ChoiceError` for an unknown key (listing the keys) and
    :class:`~mtgrules.RulesDateError` for a bad ``rules=``.
    """
    return rules_date(rules) >= rules_change(key).effective


def rules_change(key: str) -> RulesChange:
    """The :class:`RulesChange` named ``key``; ChoiceError listing the keys if unknown."""
    try:
        return _BY_KEY[key]
    except (KeyError, TypeError):
        raise ChoiceError(
            "unknown rules change {key!r}: expected one of {changes}", key=key, changes=', '.join(_BY_KEY)
        ) from None


def rules_changes(since: RulesArg | None = None, until: RulesArg | None = None
                  ) -> tuple[RulesChange, ...]:
    """The modeled rules changes, oldest first, optionally only those effective in
    ``since`` .. ``until`` (both inclusive; each a ``rules=``-style value).

        >>> [c.key for c in rules_changes(until="2017-12-31")]
        ['colorless-symbol', 'split-combined', '107.1b-otherwise-modifies-removed']
    """
    low = rules_date(since) if since is not None else date.min
    high = rules_date(until) if until is not None else date.max
    return tuple(c for c in RULES_CHANGES if low <= c.effective <= high)


def rules_history_table(since: RulesArg | None = None, until: RulesArg | None = None):
    """A pandas DataFrame of :func:`rules_changes`: one row per change, oldest first, with
    columns "effective", "rules", "what changed" (a sentence; the code's key is
    :attr:`RulesChange.key`), "before", "after" and "source"."""
    import pandas as pd

    rows = [
        {"effective": c.effective.isoformat(), "rules": c.rules, "what changed": c.title,
         "before": c.before, "after": c.after, "source": c.source}
        for c in rules_changes(since, until)
    ]
    return pd.DataFrame(rows, columns=["effective", "rules", "what changed", "before",
                                       "after", "source"])


def rules_label(rules: RulesArg = "current") -> str:
    """A short label for a rules version, for tables and notebooks: "current rules
    (2026-04-17)" or "rules of 2016-06-01"."""
    day = rules_date(rules)
    if isinstance(rules, str) and rules.strip().lower() == "current":
        return f"current rules ({CURRENT.isoformat()})"
    return f"rules of {day.isoformat()}"
