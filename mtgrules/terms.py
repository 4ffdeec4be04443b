"""The rules terms the notebooks use, each defined once (Comprehensive Rules of 2026-04-17).

:func:`glossary` returns them as a table; the notebook ``06_glossary.ipynb`` shows them with
one heading per term, which the vocabulary lists of the other notebooks link to. The
definitions are written for this project in its own words; the rule column says where the
Comprehensive Rules define or use the term, so a reader can look it up.

The Chinese columns of the table (official Simplified and Traditional Chinese terms, each with
its source) are not part of this module yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["Term", "TERMS", "glossary", "term", "anchor"]


@dataclass(frozen=True)
class Term:
    """One glossary entry: the English term, where the rules define it, what it means, and the
    notebooks (by number) that teach it."""

    en: str
    rule: str
    note: str
    notebooks: tuple[int, ...]
    also: tuple[str, ...] = ()   # other spellings the notebooks use for the same term

    @property
    def heading(self) -> str:
        """The term's heading in ``06_glossary.ipynb``: the term with a capital first letter."""
        return self.en[:1].upper() + self.en[1:]

    def __str__(self) -> str:
        return f"{self.en} ({self.rule}): {self.note}"


def _t(en: str, rule: str, note: str, *notebooks: int, also: tuple[str, ...] = ()) -> Term:
    return Term(en, rule, note, notebooks, also)


TERMS: tuple[Term, ...] = tuple(sorted((
    # costs and casting
    _t("mana cost", "202.1, 107.4",
       "The mana symbols printed at the top right of a card. Paying it is the usual way to "
       "cast the card; it also decides the card's colors and its mana value.", 1, 3, 5),
    _t("mana symbol", "107.4",
       "One symbol of a mana cost, written in braces: {2}, {W}, {X}, {W/U}, {2/W}, {W/P}, "
       "{C}, {S}. Only the symbols rule 107.4 lists are mana symbols.", 1, 3,
       also=("mana symbols",)),
    _t("generic mana", "107.4b",
       "The numbered symbols and {X} in a cost: they can be paid with mana of any type.", 1, 3,
       also=("generic",)),
    _t("colored mana symbol", "107.4a, 107.4e, 107.4f",
       "A symbol that needs mana of a color: {W} {U} {B} {R} {G}, and hybrid and Phyrexian "
       "symbols, which count as colored too.", 3, also=("colored",)),
    _t("colorless mana", "106.1b, 107.4c",
       "The sixth type of mana, which is not a color. The symbol {C} in a cost needs exactly "
       "this type; generic mana does not.", 3, 4, also=("colorless",)),
    _t("hybrid mana symbol", "107.4e",
       "A symbol with two halves, such as {W/U}: paid with either half. A monocolored hybrid "
       "symbol such as {2/W} is paid with one mana of its color or two generic mana.", 3,
       also=("hybrid", "monocolored hybrid")),
    _t("Phyrexian mana symbol", "107.4f",
       "A symbol such as {W/P}: paid with one mana of its color or with 2 life. Hybrid "
       "Phyrexian symbols such as {G/W/P} take either color or 2 life.", 3,
       also=("Phyrexian",)),
    _t("snow mana symbol", "107.4h, 106.3",
       "The symbol {S} in a cost: paid with one mana of any type that a snow permanent produced.", 3,
       also=("snow", "snow source")),
    _t("X", "107.3",
       "A letter standing for a number that is worked out later. In most costs the caster "
       "chooses it while casting; every X on the object then has that value.", 1,
       also=("{X}",)),
    _t("announce", "601.2b",
       "The choices made while casting a spell before its cost is worked out: the value of X, "
       "which half of each hybrid symbol, whether to pay life for Phyrexian symbols.", 1, 3,
       also=("announcement", "announce X")),
    _t("total cost", "601.2f",
       "What you actually pay to cast the spell: its mana cost or an alternative cost, plus "
       "additional costs and cost increases, minus cost reductions, with X replaced by its "
       "value. It is locked in before you pay.", 1),
    _t("additional cost", "118.8, 202.4",
       "A cost paid on top of the mana cost, such as kicker. It is never part of the mana "
       "cost, so it never changes the mana value.", 1),
    _t("alternative cost", "118.9",
       "A cost paid instead of the mana cost, such as evoke or an effect's \"without paying "
       "its mana cost\". At most one alternative cost applies to a spell.", 1),
    _t("cast without paying its mana cost", "118.9, 107.3b",
       "An effect (cascade, an Expertise) lets you cast a spell for free. You pay neither its "
       "mana cost nor an alternative cost, so any X in them must be 0.", 1,
       also=("free cast",)),
    _t("cost reduction", "118.7, 601.2f",
       "An effect that makes a cost smaller, such as \"costs {2} less\". It applies after "
       "the announcement: a generic reduction only takes away generic mana, including a "
       "{2/W} announced as {2}; X stays yours to choose.", 1, 3),
    _t("kicker", "702.33",
       "An optional additional cost, paid at most once; multikicker may be paid any number "
       "of times. It is paid also when the spell is cast without paying its mana cost.", 1,
       also=("multikicker",)),
    _t("energy", "107.14",
       "Counters a player has, written {E}. Paying {E} removes one. Energy is not mana: "
       "no mana ability makes it and it never pays a mana symbol.", 3,
       also=("energy counter",)),
    _t("mana value", "202.3",
       "The total amount of mana in a mana cost, whatever its colors. X counts as 0 except on "
       "the stack; hybrid symbols count their largest half.", 1, 3, 5),
    _t("spend", "601.2h",
       "The mana that actually leaves your mana pool to pay a cost (and the life paid), as "
       "opposed to the announcement, which only says what the cost is.", 3,
       also=("spends",)),
    _t("distinct", "107.4, 601.2b",
       "Two sequences of choices that end in the same announcement, or the same spend, count "
       "as one way. This is how the rules' own examples count.", 3),
    _t("mana pool", "106.4",
       "Where mana waits after it is added, until it is spent or the step ends. The notebooks "
       "write a pool as one letter per mana, such as WUBB.", 1, 3, also=("pool",)),
    _t("pay life", "119.4, 118.3",
       "A cost in life can be paid only if your life total is at least that much; paying 0 "
       "life is always possible.", 3, also=("life",)),
    # mana and producing it
    _t("type of mana", "106.1b",
       "One of six: white, blue, black, red, green (the five colors) and colorless. Written "
       "W U B R G C.", 3, 4, also=("types of mana",)),
    _t("color", "105.1, 106.1a",
       "One of five: white, blue, black, red and green. Colorless is not a color, nor is "
       "multicolored; an object can be any of 32 combinations of colors.", 4, 5,
       also=("colors",)),
    _t("mana ability", "605.1",
       "An ability that adds mana, such as a land's \"{T}: Add {G}.\" It does not use the "
       "stack.", 4),
    _t("could produce", "106.7",
       "The types of mana a permanent's mana abilities would add if they resolved now, "
       "ignoring whether their costs could be paid. Exotic Orchard and Reflecting Pool ask "
       "this about other lands.", 4),
    _t("reference", "106.7",
       "An ability that asks what other permanents could produce, as Exotic Orchard and "
       "Reflecting Pool do. Chains of such abilities are followed until nothing new appears.",
       4, also=("references", "reads")),
    _t("replacement effect", "614.1",
       "An effect that changes an event as it happens, such as Contamination turning the mana "
       "a land makes into black mana. Could produce takes these into account.", 4),
    _t("basic land type", "305.6",
       "Plains, Island, Swamp, Mountain or Forest. A land with one of them has that type's "
       "mana ability; an effect that sets it replaces the land's other abilities.", 4),
    _t("restricted mana", "106.6",
       "Mana that can only be spent in certain ways, or that brings an extra effect. It is "
       "still mana of its type, so it counts for could produce.", 4, also=("rider",)),
    _t("board", "110.1, 400.1",
       "In these notebooks: the permanents on the battlefield, who controls each, and the bits "
       "of state that matter here (counters, whether a land was played this turn).", 4),
    # numbers
    _t("integer", "107.1",
       "A whole number. The game uses only integers; an effect that would make a fraction says "
       "whether to round up or down.", 2, also=("whole number",)),
    _t("negative number", "107.1b",
       "A number below 0. Most results that would be negative are 0 instead, but a creature's "
       "power and toughness, and a few listed calculations, keep negative values.", 2,
       also=("negative",)),
    _t("power and toughness", "208.1",
       "The two numbers of a creature, written 3/4. Either can be negative.", 2,
       also=("power/toughness", "P/T", "power/toughness (P/T)")),
    _t("change of power and toughness", "613.4c, 122.1a",
       "A fixed amount added to power and toughness, such as \"gets -5/-0\" or a -1/-1 "
       "counter.", 2, also=("change", "a change")),
    _t("double", "701.10",
       "To double a creature's power gives it +X/+0 where X is its power; a negative power "
       "doubled goes further down.", 2, also=("doubling",)),
    _t("triple", "701.11",
       "To triple a creature's power gives it +X/+0 where X is twice its power; a negative "
       "power tripled goes further down.", 2, also=("tripling",)),
    _t("rounding", "107.1a",
       "An effect that would produce a fraction says which way to round it, up or down.", 2),
    _t("any number", "107.1c",
       "When told to choose any number, a player may choose any whole number that is 0 or "
       "more.", 2),
    _t("undetermined number", "107.2",
       "A number that can't be worked out is 0.", 2),
    _t("rules version", "CR introduction",
       "Which Comprehensive Rules apply: today's, or those of a given date. The notebooks "
       "compare versions where an answer changed.", 0, 2, 5,
       also=("rules date", "rules versions")),
    # split cards and zones
    _t("split card", "709.1, 709.2",
       "A card with two halves on one card face, such as Fire // Ice. It is still one card.",
       0, 5),
    _t("half", "709.1, 709.3",
       "One of the two faces of a split card. A player chooses which half to cast; on the "
       "stack only that half exists.", 5, also=("halves",)),
    _t("fuse", "702.102a",
       "An ability of some split cards: cast from your hand, both halves may be cast together "
       "as one fused split spell.", 5, also=("fused split spell", "fused")),
    _t("aftermath", "702.127a",
       "An ability of some split cards: the first half is cast from the hand, the second only "
       "from the graveyard.", 5),
    _t("zone", "400.1",
       "A place where a card can be: library, hand, battlefield, graveyard, stack, exile and "
       "command.", 1, 5, also=("zones",)),
    _t("characteristic", "109.3",
       "A property printed on a card or given to it: name, mana cost, colors, types, mana "
       "value, power and toughness, and so on.", 5, also=("characteristics",)),
    _t("ask and compare", "709.4",
       "Two ways an effect uses a characteristic: asking takes its value (\"X is its mana "
       "value\"); comparing wants a yes or no (\"with mana value 4\"). Split cards once "
       "answered them differently.", 5, also=("asking", "comparing")),
    _t("cascade", "702.85a",
       "When you cast a spell with cascade, you exile cards from the top of your library "
       "until one with lesser mana value, and may cast it without paying its mana cost.", 1, 5),
), key=lambda term: term.en.lower()))
"""Every term, in alphabetical order."""

_BY_NAME = {name.lower(): t for t in TERMS for name in (t.en, *t.also)}


def term(name: str) -> Term:
    """The glossary entry for ``name`` (the term or one of its other spellings, any case).

    >>> term("Mana Value").rule
    '202.3'
    >>> term("free cast").en
    'cast without paying its mana cost'
    """
    from .checks import text
    from .errors import RulesInputError

    key = text(name, "name").strip().lower()
    try:
        return _BY_NAME[key]
    except KeyError:
        raise RulesInputError(f"{name!r} is not in the glossary") from None


def anchor(name: str) -> str:
    """The link target of a term in ``06_glossary.ipynb`` (JupyterLab and nbconvert give a
    heading the id of its text with spaces replaced by hyphens).

    >>> anchor("mana value")
    '06_glossary.ipynb#Mana-value'
    """
    return "06_glossary.ipynb#" + term(name).heading.replace(" ", "-")


def glossary() -> "pd.DataFrame":
    """Every term as a table: ``en`` (the term), ``rule`` (where the Comprehensive Rules of
    2026-04-17 define or use it), ``note`` (what it means) and ``notebooks``.

    >>> table = glossary()
    >>> list(table.columns), len(table) >= 40
    (['en', 'rule', 'note', 'notebooks'], True)
    """
    import pandas as pd

    return pd.DataFrame(
        [{"en": t.en, "rule": t.rule, "note": t.note,
          "notebooks": ", ".join(f"{n:02d}" for n in t.notebooks)} for t in TERMS])
