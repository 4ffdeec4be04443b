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

The history's sentences (what changed, before, after, source) are written in English and
translated through the ``history`` message catalog: :meth:`RulesChange.translated`,
``rules_changes(lang=...)``, ``rules_history_table(lang=...)`` and ``rules_label(lang=...)``
give them in Simplified (``"zh-Hans"``) or Traditional (``"zh-Hant"``) Chinese; dates, rule
numbers and keys stay as they are. English is the default.

    >>> rules_change("107.1b-tripling").translated("zh-Hans").title
    '加两倍时保留负数结果'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Union

from .checks import excerpt, switch
from .errors import ChoiceError, RulesDateError
from .i18n import NT_, Catalog, check_lang

__all__ = ["COST_CHANGES", "CURRENT", "EARLIEST", "HISTORY_COLUMNS", "RULES_CHANGES", "RulesArg", "RulesChange",
           "history_columns", "in_force", "life_rule", "rules_change", "rules_changes", "rules_date",
           "rules_history_table", "rules_label"]

if TYPE_CHECKING:
    import pandas as pd

T = Catalog("mtgrules")
"""The history's own message catalog (``mtgrules/locale/<lang>/LC_MESSAGES/history.po``)."""

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
    where the date comes from. These are in English; :meth:`translated` gives the same change
    with them (and the words around the rule numbers in ``rules``) in another language.
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

    def translated(self, lang: str | None = "en") -> RulesChange:
        """This change with its sentences in ``lang`` (``"en"``, ``"zh-Hans"``,
        ``"zh-Hant"``; None: the language in use): ``title``, ``before``, ``after``,
        ``source`` and the words of ``rules`` (such as "then") are translated through the
        ``history`` catalog; ``key``, ``effective`` and the rule numbers stay as they are.
        ``"en"`` gives the English change, also from a translated one.

            >>> rules_change("rooms").translated("zh-Hant").rules
            '709.5'
        """
        lang = check_lang(lang)
        english = _ENGLISH.get(self, self)
        if lang == "en":
            return english
        found = _TRANSLATED.get((english, lang))
        if found is None:
            found = replace(english, title=T(english.title, lang), rules=T(english.rules, lang),
                            before=T(english.before, lang), after=T(english.after, lang),
                            source=T(english.source, lang))
            _TRANSLATED[(english, lang)] = found
            _ENGLISH[found] = english
        return found


_TRANSLATED: dict[tuple[RulesChange, str], RulesChange] = {}
_ENGLISH: dict[RulesChange, RulesChange] = {}  # each translated change -> its English one

_CHANGES = (
    RulesChange(
        key="colorless-symbol",
        title=NT_('The colorless mana symbol {C} joins the rules'),
        effective=date(2016, 1, 22),
        rules="107.4, 107.4c, 106.1b",
        before=NT_("no symbol for colorless mana in costs: generic mana ({1}) could be paid with "
                   "colorless mana, but no cost asked for colorless mana only"),
        after=NT_("{C} in a cost can be paid only with colorless mana (107.4c)"),
        source=NT_("Oath of the Gatewatch Comprehensive Rules (2016-01-22); CR 2015-03-27 107.4 "
                   "vs CR 2017-08-25 107.4c"),
    ),
    RulesChange(
        key="split-combined",
        title=NT_('Split cards have one combined set of characteristics off the stack'),
        effective=date(2017, 4, 28),
        rules=NT_("709.4, 709.4a-b (then 708.4); replaced old 708.2, 708.5, 708.6"),
        before=NT_("off the stack a split card had two sets of characteristics: a question got "
                   "both halves' answers, a number used as is was their sum, and a comparison "
                   "was yes if either half said yes"),
        after=NT_("off the stack a split card has its halves' characteristics combined: one "
                  "mana cost, its colors and mana value, two names, every type of either half"),
        source=NT_("Amonkhet split card rules change (announced 2017-04-04, in force with "
                   "Amonkhet); CR 2015-03-27 708 vs CR 2017-08-25 708.4"),
    ),
    RulesChange(
        key="107.1b-otherwise-modifies-removed",
        title=NT_('A +X/+X change with a negative X uses 0'),
        effective=date(2017, 7, 14),
        rules="107.1b",
        before=NT_("a negative result was kept (not raised to 0) for any effect that modifies "
                   "a creature's power or toughness, so +X/+X with X = -2 gave -2/-2"),
        after=NT_("a +X/+X-style change with a negative X uses 0; the Chameleon Colossus "
                  "example was added (-2/4 stays -2/4)"),
        source=NT_("Hour of Devastation Comprehensive Rules changes (2017-07-14); CR 2015-03-27 "
                   "vs CR 2017-08-25"),
    ),
    RulesChange(
        key="107.1b-doubling-power",
        title=NT_('Doubling power or toughness keeps a negative result'),
        effective=date(2018, 7, 13),
        rules=NT_("107.1b, 701.10c (then 701.9c)"),
        before=NT_("doubling a creature's power or toughness was not among the exceptions: a "
                   "negative power doubled used 0 (no change)"),
        after=NT_("doubling a creature's power and/or toughness keeps a negative result: -2 "
                  "power doubled is -4"),
        source=NT_("CR 2018-07-13 (Core Set 2019) 107.1b"),
    ),
    RulesChange(
        key="107.1b-creature-card",
        title=NT_('The negative-number exceptions also name a creature card'),
        effective=date(2020, 9, 25),
        rules="107.1b",
        before=NT_("the exceptions spoke of a creature's power and toughness"),
        after=NT_("they also cover a creature card's power and toughness (same numbers)"),
        source=NT_("CR 2020-09-25 (Zendikar Rising) 107.1b"),
    ),
    RulesChange(
        key="107.1c-dividing",
        title=NT_('"Any number" to divide among may be 0'),
        effective=date(2019, 7, 12),
        rules="107.1c",
        before=NT_("choosing \"any number\" of players or objects to divide or distribute "
                   "something among had to be a nonzero number if possible"),
        after=NT_("\"any number\" is always 0 or more"),
        source=NT_("CR 2019-07-12 (Core Set 2020) 107.1c"),
    ),
    RulesChange(
        key="cascade-resulting-spell",
        title=NT_('Cascade checks the mana value of the spell actually cast'),
        effective=date(2021, 2, 24),
        rules=NT_("702.85a (then 702.84a)"),
        before=NT_("cascade cast the exiled card if its mana value was less"),
        after=NT_("the resulting spell must also have lesser mana value (a split card's half "
                  "is checked as cast)"),
        source=NT_("CR 2021-02-24; Bloodbraid Elf ruling 2021-06-18"),
    ),
    RulesChange(
        key="hybrid-phyrexian",
        title=NT_('Hybrid Phyrexian symbols such as {W/U/P} join the rules'),
        effective=date(2022, 2, 18),
        rules="107.4, 107.4f, 107.4g, 601.2b",
        before=NT_("no hybrid Phyrexian symbols"),
        after=NT_("ten hybrid Phyrexian symbols such as {W/U/P}: one mana of either color or "
                  "2 life"),
        source=NT_("CR 2022-02-18 (Kamigawa: Neon Dynasty) 107.4"),
    ),
    RulesChange(
        key="colorless-hybrid",
        title=NT_('Colorless hybrid symbols such as {C/W} join the rules'),
        effective=date(2024, 9, 17),
        rules="107.4, 107.4e",
        before=NT_("no colorless hybrid symbols"),
        after=NT_("{C/W}-style symbols: one colorless mana or one mana of the color; mana value 1"),
        source=NT_("CR 2024-09-17 (Duskmourn) 107.4"),
    ),
    RulesChange(
        key="118.7e-colorless-half",
        title=NT_('A cost reduction by {C/W} may take colorless mana'),
        effective=date(2026, 4, 17),
        rules="118.7e",
        before=NT_("a reduction by a hybrid symbol reduced by one mana of the colored half or by "
                   "the generic half's number; the rule said nothing of a colorless half, so a "
                   "reduction by {C/W} could only take white"),
        after=NT_("choosing the colored or colorless half reduces the cost by one mana of that "
                  "type: a reduction by {C/W} takes {C} or {W}"),
        source=NT_("CR 2026-04-17 118.7e"),
    ),
    RulesChange(
        key="rooms",
        title=NT_('Rooms: split permanents whose halves are unlocked one by one'),
        effective=date(2024, 9, 17),
        rules="709.5",
        before=NT_("no split permanents with a shared type line"),
        after=NT_("Rooms: on the battlefield a locked half has no name, mana cost or rules "
                  "text; both halves share the type line"),
        source=NT_("CR 2024-09-17 (Duskmourn) 709.5"),
    ),
    RulesChange(
        key="107.1b-tripling",
        title=NT_('Tripling keeps a negative result'),
        effective=date(2025, 6, 6),
        rules="107.1b, 701.11",
        before=NT_("tripling was not among the exceptions: a negative amount tripled used 0"),
        after=NT_("tripling a life total or a creature's power and/or toughness keeps a "
                  "negative result (701.11c: -2 power tripled is -6)"),
        source=NT_("CR 2025-06-06 107.1b and new 701.11 Triple"),
    ),
)
RULES_CHANGES: tuple[RulesChange, ...] = tuple(sorted(_CHANGES, key=lambda c: c.effective))
"""Every change point the library models that the notebooks' history tables show, oldest
first (the cost pipeline's own dates are in :data:`COST_CHANGES`)."""

_COST_CHANGES = (
    RulesChange(
        key="energy",
        title=NT_('The energy symbol {E} joins the rules'),
        effective=date(2016, 9, 30),
        rules="107.14",
        before=NT_("no energy counters and no {E} symbol (107.14 was the moon symbol of "
                   "double-faced cards)"),
        after=NT_("{E} is one energy counter, paid by removing it from its player (107.14)"),
        source=NT_("Kaladesh Comprehensive Rules (2016-09-30); CR 2015-03-27 107.14 vs "
                   "CR 2017-08-25 107.14"),
    ),
    RulesChange(
        key="life-rules-119",
        title=NT_('The rules of life move from 118 to 119'),
        effective=date(2019, 7, 12),
        rules=NT_("119.4, 119.7, 119.8 (then 118.4, 118.7, 118.8)"),
        before=NT_("paying life was 118.4, \"can't gain life\" 118.7 and \"can't lose life\" "
                   "118.8"),
        after=NT_("the same rules, numbered 119.4, 119.7 and 119.8"),
        source=NT_("CR 2019-07-12 (Core Set 2020): rules 117-119 renumbered"),
    ),
    RulesChange(
        key="119.4b-pay-zero-life",
        title=NT_('Paying 0 life gets a rule of its own'),
        effective=date(2021, 2, 2),
        rules="119.4b",
        before=NT_("\"players can always pay 0 life\" was a note inside the rule on paying life"),
        after=NT_("119.4b: a player can always pay 0 life, whatever their life total and even "
                  "if an effect says players can't pay life"),
        source=NT_("CR 2021-02-02 (Kaldheim) 119.4b"),
    ),
)
COST_CHANGES: tuple[RulesChange, ...] = tuple(sorted(_COST_CHANGES, key=lambda c: c.effective))
"""The change points of the cost pipeline (energy, life payments), oldest first: answered by
:func:`in_force` and :func:`rules_change` like those of :data:`RULES_CHANGES`, and listed by
``rules_changes(costs=True)``; kept out of :data:`RULES_CHANGES` so the history tables the
notebooks show are unchanged."""

_BY_KEY = {c.key: c for c in RULES_CHANGES + COST_CHANGES}


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


def life_rule(number: str, rules: RulesArg = "current") -> str:
    """The number rule ``number`` (a current number of rule 119: "119.4", "119.7",
    "119.8") had under ``rules``: before 2019-07-12 the rules of life were 118.x (see the
    change "life-rules-119"); "119.4b" is cited as "119.4" from then until 2021-02-02 and as
    "118.4" before, where paying 0 life was a note of that rule.

        >>> life_rule("119.8", "2017-08-25"), life_rule("119.4b", "2020-01-01"), life_rule("119.8")
        ('118.8', '119.4', '119.8')
    """
    day = rules_date(rules)
    if number == "119.4b" and day < rules_change("119.4b-pay-zero-life").effective:
        number = "119.4"
    if day < rules_change("life-rules-119").effective and number.startswith("119."):
        return "118." + number[4:]
    return number


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


def rules_changes(since: RulesArg | None = None, until: RulesArg | None = None,
                  lang: str | None = "en", *, costs: bool = False) -> tuple[RulesChange, ...]:
    """The modeled rules changes, oldest first, optionally only those effective in
    ``since`` .. ``until`` (both inclusive; each a ``rules=``-style value), with their
    sentences in ``lang`` (see :meth:`RulesChange.translated`; None: the language in use).
    ``costs=True`` lists the cost pipeline's change points (:data:`COST_CHANGES`) instead.

        >>> [c.key for c in rules_changes(until="2017-12-31")]
        ['colorless-symbol', 'split-combined', '107.1b-otherwise-modifies-removed']
        >>> [c.key for c in rules_changes(costs=True)]
        ['energy', 'life-rules-119', '119.4b-pay-zero-life']
    """
    lang = check_lang(lang)
    which = COST_CHANGES if switch(costs, "costs") else RULES_CHANGES
    low = rules_date(since) if since is not None else date.min
    high = rules_date(until) if until is not None else date.max
    return tuple(c.translated(lang) for c in which if low <= c.effective <= high)


HISTORY_COLUMNS = (NT_("effective"), NT_("rules"), NT_("what changed"), NT_("before"),
                   NT_("after"), NT_("source"))
"""The English column names of :func:`rules_history_table` (translated where shown)."""


def history_columns(lang: str | None = "en") -> list[str]:
    """The column names of :func:`rules_history_table` in ``lang``, in order."""
    lang = check_lang(lang)
    return [T(name, lang) for name in HISTORY_COLUMNS]


def rules_history_table(since: RulesArg | None = None, until: RulesArg | None = None,
                        lang: str | None = "en") -> pd.DataFrame:
    """A pandas DataFrame of :func:`rules_changes`: one row per change, oldest first, in
    ``lang`` (``"en"`` by default; None: the language in use). Its columns, in order:

    ======================  ===============  ===============
    English (``"en"``)      ``"zh-Hans"``    ``"zh-Hant"``
    ======================  ===============  ===============
    effective               生效日期         生效日期
    rules                   规则             規則
    what changed            改了什么         修改內容
    before                  此前             此前
    after                   此后             此後
    source                  出处             出處
    ======================  ===============  ===============

    "effective" is the ISO date the change took effect, "rules" the rule numbers touched,
    "what changed" a sentence (the code's key is :attr:`RulesChange.key`, in the order of
    :data:`RULES_CHANGES`), "before" / "after" what the rule said, "source" where the date
    comes from. Dates and rule numbers are the same in every language.
    """
    import pandas as pd

    lang = check_lang(lang)
    columns = history_columns(lang)
    rows = [
        dict(zip(columns, (c.effective.isoformat(), c.rules, c.title, c.before, c.after,
                           c.source)))
        for c in rules_changes(since, until, lang)
    ]
    return pd.DataFrame(rows, columns=columns)


def rules_label(rules: RulesArg = "current", lang: str | None = "en") -> str:
    """A short label for a rules version, for tables and notebooks: "current rules
    (2026-04-17)" or "rules of 2016-06-01" (in ``lang``; None: the language in use)."""
    lang = check_lang(lang)
    day = rules_date(rules)
    if isinstance(rules, str) and rules.strip().lower() == "current":
        return T("current rules ({day})", lang, day=CURRENT.isoformat())
    return T("rules of {day}", lang, day=day.isoformat())
