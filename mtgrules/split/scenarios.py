"""Classic cards meeting a split card: what each effect asks, and the answer by rules date.

Each function below turns one card's text into questions for :func:`~mtgrules.ask`,
:func:`~mtgrules.matches` and :func:`~mtgrules.mana_value_used`, and answers under the rules
in force on a date (``rules=``). The split-card rules changed on 2017-04-28 (709.4 replaced
old 708.5-708.6: see ``in_force("split-combined")``) and cascade changed on 2021-02-24 (702.85a
now also checks the spell cast: ``in_force("cascade-resulting-spell")``).

    >>> import mtgrules as mr
    >>> void_discards("Assault // Battery", 5), void_discards("Assault // Battery", 5, rules="2016-06-01")
    (True, False)
    >>> cascade_casts("Fire // Ice", 4), cascade_casts("Fire // Ice", 4, rules="2020-01-01")
    (('Fire', 'Ice'), None)

:func:`classic_scenarios` lists these questions for one card and :func:`scenario_table` sets them
side by side for several rules versions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from .. import checks
from ..checks import excerpt
from ..editions import RulesArg, in_force, rules_date
from ..errors import ChoiceError, RulesDateError
from ..i18n import N_
from .rules import _as_card, _halves, ask, mana_value_used, matches

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "Citation", "ColorWords", "QUESTIONS", "Scenario", "cascade_casts", "cascade_stops_at", "counterbalance_counters",
    "dark_confidant_life_lost", "infernal_genesis_tokens", "kari_zevs_expertise_casts",
    "classic_scenarios", "scenario_table", "sunforger_finds", "void_discards",
]


def _names(card: Any) -> tuple[str, ...]:
    """The halves' names of a split card, or the one name of any other card."""
    faces = _halves(card)
    return (card.name,) if faces is None else tuple(f.name for f in faces)


def _spell_halves(card: Any, passes: Callable[[int], bool], rules: RulesArg) -> tuple[str, ...]:
    """The halves whose spell, cast alone, has a mana value that ``passes`` (709.3b)."""
    if _halves(card) is None:
        return (card.name,) if passes(ask(card, "mana value", zone="stack", rules=rules)[0]) else ()
    return tuple(h for h in _names(card)
                 if matches(card, "mana value", passes, zone="stack", half=h, rules=rules))


def void_discards(card: Any, number: int, *, rules: RulesArg = "current") -> bool:
    """Void names ``number``: is ``card`` discarded from its owner's hand?

    Void compares the card's mana value with the number. Today the card has one, the halves'
    total (709.4b); before 2017-04-28 either half's mana value equal to the number was enough
    (old 708.6a). Assault // Battery ({R} and {3}{G}) is hit by 5 today, by 1 or 4 then.
    """
    rules_date(rules)
    number = checks.whole_number(number, "number")
    return matches(card, "mana value", number, zone="hand", rules=rules)


def counterbalance_counters(card: Any, half: str, *, rules: RulesArg = "current") -> bool:
    """An opponent casts the half ``half`` of ``card``; Counterbalance reveals a copy of the
    same card from your library: is the spell countered?

    The spell has only the cast half's mana value (709.3b); the revealed card has the
    combined one (709.4b), so today the two differ (Counterbalance ruling, 2017-04-18). Before
    2017-04-28 the revealed card answered once per half and either could match (old 708.6a).
    """
    rules_date(rules)
    card = _as_card(card)
    cast = None if _halves(card) is None and half == card.name else half  # a one-faced card
    spell = ask(card, "mana value", zone="stack", half=cast, rules=rules)[0]  # 709.3b
    return matches(card, "mana value", spell, zone="library", rules=rules)


def cascade_stops_at(card: Any, mana_value: int, *, rules: RulesArg = "current") -> bool:
    """Cascade from a spell with mana value ``mana_value`` exiles ``card``: does it stop there?

    Cascade stops at a nonland card with lesser mana value (702.85a). In the library a split
    card has its combined mana value today (709.4b); before 2017-04-28 either half's lesser
    value was enough (old 708.6a). Fire // Ice under Bloodbraid Elf (4): passed over today.
    """
    rules_date(rules)
    mana_value = checks.whole_number(mana_value, "mana_value")
    return matches(card, "mana value", lambda v: v < mana_value, zone="library", rules=rules)


def cascade_casts(card: Any, mana_value: int, *,
                  rules: RulesArg = "current") -> tuple[str, ...] | None:
    """If cascade from a spell with mana value ``mana_value`` stops at ``card``, which halves
    may be cast? ``None`` when the rules of that date don't check the spell cast.

    Since 2021-02-24 cascade also requires the resulting spell to have lesser mana value
    (702.85a), and a split card's spell is the half cast (709.3b): Bloodbraid Elf's cascade
    may cast Fire or Ice (Bloodbraid Elf ruling, 2021-06-18). Before then only the card was
    checked, when exiling stopped, and either half could be cast: the answer is None.
    """
    rules_date(rules)
    mana_value = checks.whole_number(mana_value, "mana_value")
    card = _as_card(card)
    if not in_force("cascade-resulting-spell", rules):
        return None
    return _spell_halves(card, lambda v: v < mana_value, rules)


def sunforger_finds(card: Any, *, rules: RulesArg = "current") -> bool:
    """Can Sunforger find ``card`` in the library, as "a red or white instant card with mana
    value 4 or less"?

    Each requirement is checked on its own and all must pass. Today the card's combined
    characteristics answer (709.4); before 2017-04-28 each requirement could be met by a
    different half (old 708.6c), so Research // Development (green-blue; blue-red) was found
    then, not now.
    """
    rules_date(rules)
    return all((
        matches(card, "colors", lambda cs: "R" in cs or "W" in cs, zone="library", rules=rules),
        matches(card, "types", "Instant", zone="library", rules=rules),
        matches(card, "mana value", lambda v: v <= 4, zone="library", rules=rules),
    ))


def kari_zevs_expertise_casts(card: Any, *, rules: RulesArg = "current") -> tuple[str, ...]:
    """The halves of ``card`` that Kari Zev's Expertise lets you cast: "a spell with mana
    value 2 or less" from your hand.

    Only the half chosen is checked to see whether it can be cast (709.3a), and the spell is
    that half, with that half's mana value (709.3b); old 708.2a and 708.2 said the same before
    2017. So either half of Wax // Wane qualifies (Kari Zev's Expertise ruling,
    2017-04-18).
    """
    rules_date(rules)
    return _spell_halves(_as_card(card), lambda v: v <= 2, rules)


def infernal_genesis_tokens(card: Any, *, rules: RulesArg = "current") -> int:
    """Infernal Genesis mills ``card``: how many tokens does its owner create?

    The mana value is used as a number, not compared: today the combined one (709.4b),
    before 2017-04-28 the sum of the halves' (old 708.5a). The same number either way.
    """
    rules_date(rules)
    return mana_value_used(card, zone="graveyard", rules=rules)


def dark_confidant_life_lost(card: Any, *, rules: RulesArg = "current") -> int:
    """Dark Confidant reveals ``card``: how much life is lost?

    As for :func:`infernal_genesis_tokens`: the combined mana value today (709.4b), the sum
    of the halves' before 2017-04-28 (old 708.5a).
    """
    rules_date(rules)
    return mana_value_used(card, zone="library", rules=rules)


# --- the classic scenarios of one card -----------------------------------------------------

@dataclass(frozen=True, slots=True)
class Citation:
    """One rule a scenario cites: its ``number``; ``old`` for a rule of before 2017-04-28
    (old 708), and ``since`` the day a rule applies from when that matters ("2021-02-24").
    ``str()`` is how the rules column writes it: "709.4b", "old 708.6a",
    "702.85a (from 2021-02-24)"."""

    number: str
    old: bool = False
    since: str = ""

    def __str__(self) -> str:
        text = f"old {self.number}" if self.old else self.number
        return f"{text} (from {self.since})" if self.since else text


@dataclass(frozen=True, slots=True)
class ColorWords:
    """Colors as a question says them: ``str(ColorWords("WG"))`` is "white and green",
    ``ColorWords("")`` "colorless". A question's field, so a translation can read the colors
    (``letters``) rather than the English words."""

    letters: str

    def __str__(self) -> str:
        return _color_words(self.letters)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True, slots=True)
class Scenario:
    """One effect meeting one card: the effect's card, the question it asks, the rules that
    answer it, and ``answer(rules)``, the library's answer under a rules version (a bool, a
    number, a tuple of halves, or None for a question those rules did not ask).

    The question is a message with named fields (``question_template``, in the ``mtgrules``
    catalog, and ``fields``: numbers, half names, :class:`ColorWords`), so it can be said in
    another language; ``question`` is it in English. The rules are :class:`Citation` values
    (``citations``); ``rule`` writes them as the rules column does ("709.4b; old 708.6a"), and
    :meth:`rule_text` with another way to write each one."""

    effect: str
    question_template: str
    fields: Mapping[str, Any] = field(hash=False)
    citations: tuple[Citation, ...]
    answer: Callable[[RulesArg], Any] = field(repr=False, compare=False)

    @property
    def question(self) -> str:
        """The question in English: the template with its fields filled in."""
        return self.question_template.format(**self.fields)

    @property
    def rule(self) -> str:
        """The rules cited, as the rules column writes them: "709.3b, 709.4b; old 708.6a"."""
        return self.rule_text()

    def rule_text(self, cite: Callable[[Citation], str] = str) -> str:
        """The rules cited, each written by ``cite``: today's rules joined by ", ", then
        "; " and the old ones."""
        groups = ([cite(c) for c in self.citations if not c.old],
                  [cite(c) for c in self.citations if c.old])
        return "; ".join(", ".join(group) for group in groups if group)


def _cites(*numbers: str, old: tuple[str, ...] = (), since: str = "") -> tuple[Citation, ...]:
    """Citations: today's rules (the first from ``since`` when given), then old ones."""
    now = tuple(Citation(n, since=since if at == 0 else "") for at, n in enumerate(numbers))
    return now + tuple(Citation(n, old=True) for n in old)


QUESTIONS = {
    "Void": N_("Void names {number}: is it discarded from hand?"),
    "Counterbalance": N_("The opponent casts {half}, you reveal this card: countered?"),
    "Infernal Genesis": N_("It is milled: how many tokens?"),
    "Dark Confidant": N_("It is revealed: how much life is lost?"),
    "Cascade: exiling": N_("Bloodbraid Elf (mana value {number}) cascades: does exiling stop "
                           "at it?"),
    "Cascade: casting": N_("If exiling stops at it: halves whose spell has mana value below "
                           "{number}"),
    "Sunforger": N_("Is it a red or white instant card with mana value 4 or less?"),
    "Kari Zev's Expertise": N_("Halves castable as a spell with mana value 2 or less"),
    "Naming a card": N_("A player names {half}: does this card have the name?"),
    "Asking for a color": N_("Is it {colors} (in hand)?"),
}
"""Each classic effect's question, a template of the ``mtgrules`` catalog (its fields are a
:class:`Scenario`'s ``fields``)."""


BLOODBRAID_ELF = "Bloodbraid Elf"
"""The cascade card of the scenarios (mana value 4)."""


def classic_scenarios(card: Any) -> list[Scenario]:
    """The classic effects that look at ``card`` (a split card), each as one question.

    Void (one row per number worth naming: each half's mana value and the combined one),
    Counterbalance (the opponent casts the first half), Infernal Genesis, Dark Confidant,
    cascade from Bloodbraid Elf (exiling, then casting), Sunforger, Kari Zev's Expertise,
    naming the first half (709.4a; old 708.7) and asking for the first half's colors in hand.
    """
    card = _as_card(card)
    names = _names(card)
    left = names[0]
    split = _halves(card) is not None
    left_colors = ask(card, "colors", zone="stack", half=left if split else None)[0]
    halves_mv = [ask(card, "mana value", zone="stack", half=h if split else None)[0]
                 for h in (left, names[-1])]
    numbers = sorted({*halves_mv, ask(card, "mana value")[0]})
    elf = ask(BLOODBRAID_ELF, "mana value", zone="stack")[0]

    def scenario(effect: str, fields: dict[str, Any], citations: tuple[Citation, ...],
                 answer: Callable[[RulesArg], Any]) -> Scenario:
        return Scenario(effect, QUESTIONS[effect], fields, citations, answer)

    def void(n: int) -> Scenario:
        return scenario("Void", {"number": n}, _cites("709.4b", old=("708.6a",)),
                        lambda r: void_discards(card, n, rules=r))

    return [
        *(void(n) for n in numbers),
        scenario("Counterbalance", {"half": left}, _cites("709.3b", "709.4b", old=("708.6a",)),
                 lambda r: counterbalance_counters(card, left, rules=r)),
        scenario("Infernal Genesis", {}, _cites("709.4b", old=("708.5a",)),
                 lambda r: infernal_genesis_tokens(card, rules=r)),
        scenario("Dark Confidant", {}, _cites("709.4b", old=("708.5a",)),
                 lambda r: dark_confidant_life_lost(card, rules=r)),
        scenario("Cascade: exiling", {"number": elf}, _cites("702.85a", "709.4b",
                                                             old=("708.6a",)),
                 lambda r: cascade_stops_at(card, elf, rules=r)),
        scenario("Cascade: casting", {"number": elf},
                 _cites("702.85a", "709.3b", since="2021-02-24"),
                 lambda r: cascade_casts(card, elf, rules=r)),
        scenario("Sunforger", {}, _cites("709.4", old=("708.6c",)),
                 lambda r: sunforger_finds(card, rules=r)),
        scenario("Kari Zev's Expertise", {}, _cites("709.3a", "709.3b", old=("708.2a",)),
                 lambda r: kari_zevs_expertise_casts(card, rules=r)),
        scenario("Naming a card", {"half": left}, _cites("709.4a", old=("708.7",)),
                 lambda r: matches(card, "name", left, rules=r)),
        scenario("Asking for a color", {"colors": ColorWords(left_colors)},
                 _cites("709.4b", old=("708.6a",)),
                 lambda r: matches(card, "colors", left_colors, rules=r)),
    ]


def _color_words(colors: str) -> str:
    """Colors as a question says them: "red", "white and green", "colorless".

    >>> _color_words("R"), _color_words("WG"), _color_words("")
    ('red', 'white and green', 'colorless')
    """
    from ..mana.cost import TYPE_NAMES

    words = [TYPE_NAMES[c] for c in colors]
    return " and ".join(words) if words else "colorless"


def scenario_cell(answer: Any) -> str:
    """One answer as a table cell: yes/no, a number, halves joined by commas ("neither"), or
    "not checked then" for a question those rules did not ask."""
    if answer is None:
        return "not checked then"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    if isinstance(answer, tuple):
        return ", ".join(answer) or "neither"
    return str(answer)


def _version_label(rules: RulesArg) -> str:
    day = rules_date(rules).isoformat()
    if isinstance(rules, str) and rules.strip().lower() == "current":
        return f"current ({day})"
    return f"rules of {day}"


def scenario_table(card: Any, versions: tuple[RulesArg, ...] = ("current", "2016-06-01")
                   ) -> pd.DataFrame:
    """A pandas DataFrame of :func:`classic_scenarios` for ``card``: one row per question (columns
    "effect", "question", "rule"), one column per rules version in ``versions`` (answers as
    text, headed "current (date)" or "rules of date"), and "differs" ("yes" where the
    versions disagree).

    Raises :class:`~mtgrules.RulesDateError` for a bad version and
    :class:`~mtgrules.ChoiceError` for two versions that are the same rules date.
    """
    import pandas as pd

    card = _as_card(card)
    if isinstance(versions, (str, bytes)) or not isinstance(versions, (tuple, list)):
        raise RulesDateError("versions={versions}: expected a tuple of rules versions such as "
                             "('current', '2016-06-01')", versions=excerpt(versions))
    labels = [_version_label(v) for v in versions]
    if len(set(labels)) < len(labels):
        raise ChoiceError("versions={versions}: give different rules versions",
                          versions=excerpt(versions))
    rows = []
    for scenario in classic_scenarios(card):
        answers = [scenario_cell(scenario.answer(v)) for v in versions]
        rows.append({"effect": scenario.effect, "question": scenario.question,
                     "rule": scenario.rule, **dict(zip(labels, answers)),
                     "differs": "yes" if len(set(answers)) > 1 else "no"})
    return pd.DataFrame(rows, columns=["effect", "question", "rule", *labels, "differs"])
