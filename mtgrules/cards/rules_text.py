"""Reading mana abilities from a card's oracle text (the common templates only).

The loaders (:mod:`mtgrules.cards.loaders`) turn the oracle text of each card in a full card
database into mana-ability records, the data :class:`~mtgrules.cards.abilities.ManaAbility` is
built from. Only the usual templates are read; a mana ability in any other wording is kept
as ``{"adds": "unknown"}`` and the card is marked as not fully understood.

    >>> abilities_from_text("{T}: Add {R} or {G}.")
    ([{'adds': 'mana', 'types': 'RG', 'cost': '{T}'}], True)
    >>> abilities_from_text("Flying")
    ([], True)

The patterns are written so that the time taken grows in step with the length of the text,
whatever the text holds (a file may hold anything).
"""

from __future__ import annotations

import re
from typing import Any

from ..checks import text as _text
from ..errors import CardDataError
from ..mana.cost import MANA_TYPES

__all__ = ["abilities_from_text", "adds_mana", "is_granted", "read_effect_line", "read_mana_lines",
           "unread_summary"]

_SYM = r"\{(?:[WUBRGC]|[0-9]{1,2})\}"  # a generic number: the old wording of colorless mana
_GROUP = rf"(?:{_SYM})+"
_COST_EFFECT = re.compile(r"^(?P<cost>[^:\"]+?):\s*(?P<effect>.*)$")
# the first sentence of the effect, and the rest
_FIRST = re.compile(r"^(?P<first>Add [^.]*)(?:\.(?P<rest>.*))?$")
_NUMBER = r"(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|X)"
_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten".split())}
_FIXED = re.compile(rf"^(?P<groups>{_GROUP}(?:,? (?:or )?{_GROUP})*)$")
_FOR_EACH = re.compile(rf"^(?P<group>{_GROUP}) for each (?P<what>.+)$")
_AN_AMOUNT = re.compile(rf"^an amount of (?P<group>{_SYM}) equal to (?P<what>.+)$")
_THEN_MORE = re.compile(rf"^(?P<sym>{_SYM}), then add an additional (?P=sym) for each (?P<what>.+)$")
_ANY = re.compile(rf"^{_NUMBER} mana (?:(?P<one>of any one)|(?P<of>of any)|(?P<mix>in any combination of)) "
                  r"(?P<kind>color|type)s?$")
_MIX = re.compile(rf"^{_NUMBER} mana in any combination of (?P<a>{_SYM}(?:, {_SYM})*),? and/or (?P<b>{_SYM})$")
_DIFFERENT = re.compile(rf"^{_NUMBER} mana of different colors$")
# "Add {B} or one mana of the chosen color." (the Thriving lands): two abilities in one
_OR_CHOSEN = re.compile(rf"^Add (?P<group>{_SYM}) or one mana of the chosen color(?P<tail>\..*|)$")
# a simple grant to a card type you control: a static ability (613), read as data
_GRANT_TYPES = {"Lands": "Land", "Creatures": "Creature", "Artifacts": "Artifact",
                "Basic lands": "Land", "Permanents": "Permanent", "Enchantments": "Enchantment"}
_SIMPLE_GRANT = re.compile(r"^(?:(?P<who>Basic lands|[A-Z][a-z]+|(?P<sub>[A-Z][a-z]+) creatures) you control|"
                           r"All (?P<all>[A-Z][a-z]+)|(?P<att>Enchanted|Equipped|Fortified) "
                           r"(?P<what>land|creature|artifact|permanent)) "
                           r"ha(?:ve|s) [\"“](?P<ability>[^\"”]+)[\"”]\.?$")
# the static abilities that change what permanents are (613.1d-e, 305.7) and what a card's
# own colors are (604.3, 702.114a), in their usual wordings
_LANDS = r"(?P<who>Nonbasic lands|Lands you control|Lands|Each land|Each nonbasic land|All lands)"
_BASIC_TYPE = r"(?:an? )?(?P<type>Plains|Island|Swamp|Mountain|Forest)s?"
_SET_LAND_TYPE = re.compile(rf"^{_LANDS} (?:are|is) {_BASIC_TYPE}\.$")
_ENCHANTED_LAND_TYPE = re.compile(rf"^Enchanted land is {_BASIC_TYPE}(?P<more> in addition to its other "
                                  r"(?:land )?types)?\.$")
_ADD_LAND_TYPE = re.compile(rf"^{_LANDS} (?:are|is) {_BASIC_TYPE} in addition to (?:its|their) other "
                            r"(?:land )?types\.$")
_EVERY_LAND_TYPE = re.compile(rf"^{_LANDS} (?:are|is) every basic land type in addition to "
                              r"(?:its|their) other (?:land )?types\.$")
_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SET_COLOR = re.compile(r"^(?P<who>Nonland permanents you control|Creatures you control|All creatures) "
                        r"are (?P<color>white|blue|black|red|green)\.")
_CHOSEN_COLOR_TOO = re.compile(r"^All cards that aren't on the battlefield, spells, and permanents "
                               r"are the chosen color in addition to their other colors\.$")
_OWN_COLORS = re.compile(r"^(?:Devoid|CARDNAME is (?P<what>colorless|all colors)\.)$")
_WHO = {"Nonbasic lands": ("Land", "any", False), "Lands you control": ("Land", "you", None),
        "Lands": ("Land", "any", None), "Each land": ("Land", "any", None),
        "Each nonbasic land": ("Land", "any", False), "All lands": ("Land", "any", None),
        "Nonland permanents you control": ("Nonland", "you", None),
        "Creatures you control": ("Creature", "you", None), "All creatures": ("Creature", "any", None)}
_SINGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Eldrazi": "Eldrazi", "Loci": "Locus"}
_CHOSEN = re.compile(rf"^{_NUMBER} mana of the chosen color$")
_COMMANDER = re.compile(r"^one mana of any color in your commander's color identity$")
_COULD = re.compile(
    r"^one mana of any (?P<what>color|type) (?:that )?(?:a|an) (?P<basic>basic )?"
    r"(?P<of>land|permanent|artifact|creature|[A-Z][a-z]+)"
    r"(?: (?P<who>you control|an opponent controls))? could produce$"
)
# "that land" or "the sacrificed land" of the cost (Squandered Resources, Benthic Explorers)
_COULD_COST = re.compile(r"^one mana of any (?P<what>color|type) (?:that )?(?:that|the sacrificed) land could produce$")
_WHERE_X = re.compile(r"^(?P<head>.*), where X is (?P<x>.+)$")
_POOL = re.compile(r" to (?:your?|their) mana ?pool")
# what a "for each" counts that the board model counts itself: a card type you control
_COUNTED = re.compile(
    r"^(?P<of>creature|artifact|land|enchantment|planeswalker|[A-Z][a-z]+) you control$")
"""What "for each" counts when the board can count it: a card type, or one subtype (Swamp)."""
_ON_IT = re.compile(r"^(?P<kind>[a-z+/0-9-]+) counter on (?:it|CARDNAME)$")
# "If <condition>, add {C}{C} instead.": more of the same mana under a condition (Urza's Mine)
_MORE_INSTEAD = re.compile(rf"^If (?P<cond>[^,]+), add (?P<group>{_GROUP}|{_NUMBER} {_SYM}) instead\.?$")
_THAT_TYPE_INSTEAD = re.compile(rf"^If (?P<cond>[^,]+), add {_NUMBER} mana of that (?:type|color) instead\.?$")
_X_OR_X = re.compile(rf"^X (?P<a>{_SYM}) or X (?P<b>{_SYM})$")
_PLAYED_LAND = re.compile(rf"^If you played a land this turn, add (?P<group>{_GROUP}) instead\.?$")
# a sentence about activating the ability
_RESTRICTION = re.compile(r"\bactivate (?:this ability|it)\b|^Activate only\b", re.IGNORECASE)
# a sentence that may change the mana added: it is not read as a rider
_CHANGES_MANA = re.compile(r"\badds?\b|\binstead\b", re.IGNORECASE)
# a mana ability has no target (605.1a): an ability that targets uses the stack
_TARGET = re.compile(r"\btargets?\b", re.IGNORECASE)
# every wording that adds mana: "add", "adds" ("that player adds"), "double the amount ... mana"
_ADDS_MANA = re.compile(r"\badds?\b[^.]*?(?:\{|\bmana\b)|\bdoubles? the amount\b[^.]*?\bmana\b",
                        re.IGNORECASE)
# "Choose a color. Add ... of that color ...": one color of the player's choice
_CHOOSE_COLOR = re.compile(r"^Choose a color\. Add (?P<rest>.*)$")
_THAT_COLOR = re.compile(rf"^{_NUMBER} mana of that color(?P<tail>.*)$")
_THAT_COLOR_AMOUNT = re.compile(r"^an amount of mana of that color equal to (?P<what>[^.]+)(?P<tail>.*)$")
_PER_COUNTER_TAIL = re.compile(r"^ for each (?P<kind>[a-z+/0-9-]+) counter on (?:it|CARDNAME)(?P<tail>.*)$")
_FOR_EACH_TAIL = re.compile(r"^ for each (?P<what>different powers? among creatures you control)(?P<tail>.*)$")
_UNLESS_TAIL = re.compile(r"^ unless (?P<who>[^.]+)(?P<tail>.*)$")
# "Choose a player. That player adds ...": the controller may choose themselves
_A_PLAYER_ADDS = re.compile(r"^(?:Choose a player\. That player adds|A player of your choice adds|"
                            r"(?P<each>Each player) adds) (?P<rest>[^.]*?)(?: they choose)?\.(?P<tail>.*)$")
_PERMANENT_COLOR = re.compile(r"^Choose a color of a permanent you control\. Add one mana of that color\.(?P<tail>.*)$")
_COUNTER_FIRST = re.compile(r"^Put an? (?P<kind>[a-z+/0-9-]+) counter on CARDNAME\. (?P<rest>Add .*)$")
_N_SYM = re.compile(rf"^{_NUMBER} (?P<sym>{_SYM})$")
_THAT_MUCH = re.compile(rf"^that much (?P<sym>{_SYM})$")
_ANY_INSTEAD = re.compile(rf"^If (?P<cond>[^,]+), add {_NUMBER} mana of any one (?P<kind>color|type) instead\.?$")
_AMONG = {"legendary creatures and planeswalkers you control": "legendary creature or planeswalker",
          "legendary permanents you control": "legendary permanent",
          "monocolored permanents you control": "monocolored permanent"}
_ITS_COLORS = re.compile(r"^one mana of any of (?:this creature's|CARDNAME's|its) colors$")
_COLOR_AMONG = re.compile(r"^one mana of any color among (?P<among>legendary creatures and planeswalkers "
                          r"you control|legendary permanents you control)$")
_EACH_COLOR_AMONG_OF = re.compile(r"^For each color among (?P<among>monocolored permanents you control|"
                                  r"the exiled cards used to craft CARDNAME), add one mana of that color\."
                                  r"(?P<tail>.*)$")
_NOTED = re.compile(r"^(?:one mana of )?CARDNAME's last noted type(?P<amount> and amount)? of mana$|"
                    r"^one mana of CARDNAME's last noted type$")
_EXILED = re.compile(r"^one mana of any of the exiled (?:card's|cards') colors$")
_LUCK_INSTEAD = re.compile(r"^If CARDNAME has a luck counter on it, instead add one mana of any color\.?$")
_EACH_COLOR_AMONG = re.compile(
    r"^For each color among permanents you control, add one mana of that color\.(?P<tail>.*)$")
# a delayed trigger in an ability's effect ("When that mana is spent ..."): its targets are
# the trigger's, not the mana ability's (605.1a)
_DELAYED = re.compile(r"(?:^|(?<=\.) )(?:When|Whenever)\b")
# a level up card's ranges (711.2): "LEVEL 1-4", "LEVEL 5+"
_LEVEL = re.compile(r"^LEVEL (?P<low>[0-9]{1,3})(?:-(?P<high>[0-9]{1,3})|\+)$")
# an ability granted in quotes ("Elves you control have "{T}: Add {G}{G}."")
_GRANTS = re.compile(r"\b(?:have|has|gains?)\b[^\"“]*[\"“][^\"”]*\badd\b[^\"”]*(?:\{|\bmana\b)",
                     re.IGNORECASE)
_GRANTED_TRIGGER = re.compile(r"^[\"“](?:When|Whenever|At)\b")
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")
# abilities of the tokens a card makes are not the card's
_TOKEN = re.compile(r"\btokens?\b(?! you control\b)", re.IGNORECASE)
# Reminder text, with the spaces before it. A match may only start where no space precedes
# (else each space of a long run would start a scan to the run's end), and the parentheses
# don't nest (else each "(" of a long run would scan to the end of the line for a ")").
_REMINDER = re.compile(r"(?<!\s)\s*\([^()]*\)")
_LOYALTY = re.compile(r"[+−-]\d+")


def adds_mana(text: str) -> bool:
    """Whether a rules text has a sentence that adds mana ("Add {G}", "add one mana of ...").

    The measure of the reader's coverage: :func:`abilities_from_text` should read the mana
    abilities of every card whose text this is true of.

    >>> adds_mana("{T}: Add {C}{C}."), adds_mana("Whenever you cast a spell, add one mana of any color."), adds_mana("Flying")
    (True, True, False)
    """
    return _ADDS_MANA.search(_REMINDER.sub("", text)) is not None


def abilities_from_text(text: str, name: str = "") -> tuple[list[dict[str, Any]], bool]:
    """Mana abilities (as records) read from oracle text, and whether every one was understood.

    A line "<cost>: Add ..." is a mana ability unless it is a loyalty ability or has a
    target (605.1a). Its first sentence says what it adds: fixed mana ("{G}", "{R} or {G}",
    "{C}{C}", "{W}{U}", "{W}{W}, {W}{U}, or {U}{U}"; an old "{2}" is colorless), "N mana of
    any (one) color/type", "N mana in any combination of colors" or "of {W} and/or {U}",
    "one mana of the chosen color", "of any color in your commander's color identity", the
    106.7 "could produce" templates, and amounts that count ("{G} for each creature you
    control", "for each charge counter on it", "an amount of {B} equal to ...", "X mana ...,
    where X is ..."). The sentences after it are activation restrictions or riders that
    don't change the mana (damage, life, "Spend this mana only ..."); "If you played a land
    this turn, add {B} instead." is read too, and any other sentence that adds mana or says
    "instead" leaves the ability unread. Reminder text in parentheses is dropped first;
    ``name`` (the card's name in its own text) is read as "this".

    >>> abilities_from_text("{T}, Pay 1 life: Add one mana of any color.")
    ([{'adds': 'any color', 'cost': '{T}, Pay 1 life'}], True)
    >>> abilities_from_text("{T}: Add {C}. If it has a luck counter on it, instead add one mana of any color.")
    ([{'adds': 'unknown', 'cost': '{T}'}], False)
    """
    _text(text, "text", error=CardDataError)
    _text(name, "name", error=CardDataError)
    abilities, unread = read_mana_lines(text, name)
    return abilities, not unread


def read_mana_lines(text: str, name: str = "", statics: list[dict[str, Any]] | None = None
                    ) -> tuple[list[dict[str, Any]], list[str]]:
    """Mana abilities (as records) read from oracle text, and the lines that add mana in a way
    not read (each as written): the card is fully read when that list is empty.

    Every line that adds mana is looked at: an activated ability (605.1a) is read or listed;
    a line that is not one (a spell's effect, a trigger, a loyalty ability, an ability with a
    target) adds no mana ability to the permanent; an ability granted to other permanents in
    quotes is read into ``statics`` (when given, 613.1f) in the wordings of :func:`_read_grant`
    and ``_SIMPLE_GRANT``: to a card type or subtype you control ("other", "legendary",
    "each X and Y"), to creatures with a counter or tokens, to the permanent an Aura or
    Equipment is on, to permanents with the chosen name, within a level range (711.2), as long
    as you control N lands, after losing every ability (Toxicrene), or for a while by a
    spell's or ability's effect ("until end of turn": applied where a board says, 611.2);
    a permanent's own ability under a condition (renowned, modified, a Saga's chapter I) is
    one of its abilities with that condition. Any other grant is listed; a granted triggered
    ability is no mana ability (605.1a); an ability in quotes that a token has is the token's,
    not the card's. The static abilities that change what permanents are (land types, colors:
    see :func:`read_effect_line`) are read into ``statics`` too.

    >>> read_mana_lines("{T}: Choose a color. Add one mana of that color.")
    ([{'adds': 'any color', 'cost': '{T}'}], [])
    >>> read_mana_lines("{3}, {T}: Double the amount of each type of unspent mana you have.")
    ([{'adds': 'unknown', 'cost': '{3}, {T}'}], ['{3}, {T}: Double the amount of each type of unspent mana you have.'])
    """
    _text(text, "text", error=CardDataError)
    _text(name, "name", error=CardDataError)
    abilities: list[dict[str, Any]] = []
    unread: list[str] = []
    read: dict[tuple[str, str], dict[str, Any] | None] = {}
    levels: tuple[int, int | None] | None = None
    copied: list[dict[str, Any]] = []
    for line in text.replace("\\n", "\n").splitlines():
        line = _REMINDER.sub("", line).strip()
        level = _LEVEL.match(line)
        if level:  # 711.2: what follows exists only within this level range
            high = level.group("high")
            levels = (int(level.group("low")), None if high is None else int(high))
            continue
        shown_line = line
        if name:
            line = line.replace(name, "CARDNAME")
        if statics is not None and levels is None:
            stated = read_effect_line(line)
            if stated is not None:
                statics.append(stated)
                continue
        more = _read_grant(line, name, levels)
        # static effects go to ``statics`` (when asked for); its own abilities are its own
        if more is not None and (statics is not None or all("kind" not in r for r in more)):
            for item in more:
                if "kind" in item and statics is not None:
                    statics.append(item)
                else:  # its own ability, kept once (a copy's exception may repeat it)
                    copied.append(item)
            continue
        grant = _SIMPLE_GRANT.match(line)
        if grant and statics is not None and levels is None:  # not a level's grant (711.2)
            granted, lines = read_mana_lines(grant.group("ability"), name)
            if len(granted) == 1 and not lines and "levels" not in granted[0]:
                who = grant.group("who") or grant.group("all")
                if grant.group("att"):  # the permanent the Aura or Equipment is on (303.4, 301.5)
                    of = f"{grant.group('att')} {grant.group('what').capitalize()}"
                elif grant.group("sub"):  # "Sliver creatures you control": the creature type
                    of = grant.group("sub")
                else:
                    of = _GRANT_TYPES.get(who) or _SINGULAR.get(who) or who.removesuffix("s")
                affects: dict[str, Any] = {"of": of, "controller": "you" if grant.group("who") else "any"}
                if who == "Basic lands":
                    affects["basic"] = True
                statics.append({"kind": "grant ability", "affects": affects,
                                "ability": dict(granted[0], origin=name or "this card")})
                continue
        quoted = _QUOTED.findall(line)
        if quoted and _GRANTS.search(line) and all(_GRANTED_TRIGGER.match(q) for q in quoted):
            continue  # a granted triggered ability that adds mana is no mana ability (605.1a)
        if _GRANTS.search(line) and not _TOKEN.search(line.split('"')[0].split("“")[0]):
            unread.append(shown_line)  # a granted ability (item of continuous effects): not read
            continue
        m = _COST_EFFECT.match(line)
        if not m:
            continue  # not an activated ability: a spell's or a trigger's mana is no mana ability
        effect = m.group("effect").strip()
        # an ability in quotes is a token's or another permanent's, not this one's
        if not effect.startswith("Add ") and not _ADDS_MANA.search(_QUOTED.sub("", effect)):
            continue
        cost = m.group("cost").strip().replace("CARDNAME", name or "this")
        if "Loyalty" in cost or _LOYALTY.fullmatch(cost):
            continue  # loyalty abilities are never mana abilities (605.1a)
        own = _DELAYED.split(effect, maxsplit=1)[0]
        if _TARGET.search(own):
            continue  # an ability with a target is not a mana ability (605.1a)
        either = _OR_CHOSEN.match(_POOL.sub("", effect))
        if either:  # "{B} or one mana of the chosen color": the same as two abilities (106.7)
            rest = _with_rest({"adds": "chosen color"}, either.group("tail")[1:])
            if rest is not None:
                fixed = dict(rest, adds="mana", types=_symbols(either.group("group"))[0])
                for half in (fixed, rest):
                    if levels is not None:
                        half["levels"] = list(levels)
                    half["cost"] = cost
                    abilities.append(half)
                continue
        if (effect, cost) in read:  # a text may repeat a line: it is read once
            done = read[(effect, cost)]
            record = None if done is None else {k: list(v) if isinstance(v, list) else v
                                                for k, v in done.items()}
        else:
            record = _read_effect(effect, cost)
            for key in ("rider", "restriction", "x_is"):
                if record is not None and key in record:
                    record[key] = record[key].replace("CARDNAME", name or "this")
            read[(effect, cost)] = None if record is None else dict(record)
        if record is None:
            unread.append(shown_line)
            record = {"adds": "unknown"}
        if levels is not None:
            record["levels"] = list(levels)
        record["cost"] = cost
        abilities.append(record)
    abilities += [r for i, r in enumerate(copied) if r not in abilities and r not in copied[:i]]
    return abilities, unread


# -- abilities granted in quotes (613.1f), in the wordings _SIMPLE_GRANT leaves ------------

_QUOTE = r"[\"“](?P<ability>[^\"”]+?)\.?[\"”]"
# "... have vigilance and "...""; "... gets +3/+3 and has vigilance and "...""
_HAS = (r"(?:gets [+-][0-9]+/[+-][0-9]+ and )?(?P<verb>ha(?:ve|s)|gains?) "
        r"(?:(?:[a-z]+(?: \{[0-9]\})?, )*[a-z]+(?: \{[0-9]\})? and )?")
_GRANT_LINE = re.compile(rf"^(?P<subject>[^\"“]+?) {_HAS}{_QUOTE}(?P<tail>[^\"“”]*)$")
_GROUP_NOUNS = {"permanents": "Permanent", "lands": "Land", "creatures": "Creature",
                "artifacts": "Artifact", "enchantments": "Enchantment"}
_OTHER_GROUP = re.compile(r"^(?P<other>Other )?(?P<legendary>legendary )?(?P<noun>[A-Za-z]+)"
                          r"(?P<creatures> creatures)? you control$", re.IGNORECASE)
_ATTACHED = re.compile(r"^(?P<att>Enchanted|Equipped|Fortified) (?P<what>land|creature|artifact|permanent)$")
_EACH_AND = re.compile(r"^Each (?P<a>[A-Za-z]+) and (?P<b>[A-Za-z]+) you control$")
_WITH_COUNTER = re.compile(r"^Each creature you control with an? (?:(?P<kind>[a-z+/0-9-]+) )?counter on it$")
_CHOSEN_NAME = re.compile(r"^(?P<noun>Creatures|Lands|Permanents) (?:(?P<yours>you control )|"
                          r"(?P<theirs>your opponents control ))?with the chosen name$")
_ATTACHED_AS = re.compile(r"^As long as enchanted permanent is an? (?P<what>land|creature), it$")
_CONTROLS = re.compile(r"^As long as you control (?P<n>two|three|four|five|six|seven|eight|nine|ten) or more "
                       r"(?P<what>lands|creatures|artifacts), (?P<subject>.+)$")
_SELF_STATE = re.compile(r"^As long as CARDNAME is (?P<state>renowned|modified), it$")
_CHAPTER_ONE = re.compile(r"^I — CARDNAME$")
_UNTIL = re.compile(r"^Until (?P<until>end of turn|your next turn), (?P<subject>.+)$")
_CHAPTERS = re.compile(r"^(?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))* — (?P<rest>.+)$")
_TARGET_LAND = re.compile(r"^(?:• )?Target land$")
_FROM_HAND = re.compile(r"^(?P<cost>[^:\"]+): Target land$")
_CAST_FROM_EXILE = re.compile(r"^ until CARDNAME is cast from exile\.(?: You may cast CARDNAME for as "
                              r"long as it remains exiled\.)?$")
_LOSE_ALL = re.compile(r"^(?P<subject>[^\"“]+?) loses? all land types and abilities,? and (?:they )?"
                       r"(?:has|have|gains?) (?P<quotes>[\"“].*)$")
_LOSE_OTHERS = re.compile(r"^(?P<subject>[^\"“]+?) have (?P<quotes>[\"“][^\"”]+[\"”]) and lose all other "
                          r"abilities\.$")
_WHILE_COUNTER = re.compile(r"^(?:When|Whenever) [^.\"“]+, put an? (?P<kind>[a-z+/0-9-]+) counter on target "
                            r"land\. For as long as that land has an? (?P=kind) counter on it, it loses all "
                            r"land types and abilities and has [\"“](?P<ability>[^\"”]+?)\.?[\"”]\.?$")
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z']*(?: [A-Za-z']+){0,3} (?:—|--) ")
_COPY_EXCEPT = re.compile(r"^You may have CARDNAME enter(?: the battlefield)? as a copy of any creature "
                          r"on the battlefield, except it's an artifact and it has [\"“](?P<ability>[^\"”]+?)"
                          r"\.?[\"”]\.?$")


def _subject(subject: str) -> list[tuple[dict[str, Any], list[str]]] | None:
    """The permanents a grant names, each as (affects, condition on them), or None."""
    m = _ATTACHED.match(subject)
    if m:  # the permanent the Aura or Equipment is on (303.4, 301.5)
        return [({"of": f"{m.group('att')} {m.group('what').capitalize()}", "controller": "any"}, [])]
    m = _WITH_COUNTER.match(subject)
    if m:  # Rishkar: the ability is there only while the creature has a counter
        return [({"of": "Creature", "controller": "you"}, ["counter", m.group("kind") or ""])]
    if subject == "Each creature you control":
        return [({"of": "Creature", "controller": "you"}, [])]
    if subject == "Basic lands you control":
        return [({"of": "Land", "controller": "you", "basic": True}, [])]
    if subject == "Creature tokens you control":
        return [({"of": "Creature", "controller": "you"}, ["token"])]
    m = _CHOSEN_NAME.match(subject)
    if m:
        who = "you" if m.group("yours") else "opponent" if m.group("theirs") else "any"
        return [({"of": m.group("noun").removesuffix("s"), "controller": who, "named": True}, [])]
    if subject == "All lands":
        return [({"of": "Land", "controller": "any"}, [])]
    m = _EACH_AND.match(subject)
    if m:
        out: list[tuple[dict[str, Any], list[str]]] = []
        for noun in (m.group("a"), m.group("b")):
            of = _GROUP_NOUNS.get(noun + "s") or (noun if noun[0].isupper() else None)
            if of is None:
                return None
            out.append(({"of": of, "controller": "you"}, []))
        return out
    m = _OTHER_GROUP.match(subject)
    if m:
        noun = m.group("noun")
        if m.group("creatures"):  # "Human creatures", "legendary creatures": a type of creature
            of = "Creature" if noun.lower() == "legendary" else noun.capitalize()
            legendary = bool(m.group("legendary")) or noun.lower() == "legendary"
        else:
            of = (_GROUP_NOUNS.get(noun.lower()) or _SINGULAR.get(noun)
                  or (noun.removesuffix("s") if noun[0].isupper() else ""))
            legendary = bool(m.group("legendary"))
        if not of:
            return None
        affects: dict[str, Any] = {"of": of, "controller": "you"}
        if m.group("other"):
            affects["other"] = True
        if legendary:
            affects["legendary"] = True
        return [(affects, [])]
    return None


def _granted_ability(text: str, name: str) -> dict[str, Any] | None:
    """The one mana ability in quotes, read, or None."""
    granted, lines = read_mana_lines(text + ".", name)
    if len(granted) != 1 or lines or "levels" in granted[0]:
        return None
    return dict(granted[0], origin=name or "this card")


def _read_loss(line: str, name: str) -> list[dict[str, Any]] | None:
    """"<permanents> lose all land types and abilities and have "..."" (Lithoform Blight,
    Alpine Moon) or "<permanents> have "..." and lose all other abilities" (Toxicrene): the
    losses (layers 4 and 6), then the grants, as static effect records; None if not one."""
    m = _LOSE_ALL.match(line) or _LOSE_OTHERS.match(line)
    if m is None:
        return None
    who = _subject(m.group("subject"))
    quotes = [q.strip("\"“”").rstrip(".") for q in _QUOTED.findall(m.group("quotes"))]
    if who is None or len(who) != 1 or who[0][1] or not quotes:
        return None
    if _QUOTED.sub("", m.group("quotes")).replace("and", "").strip(" .,"):
        return None  # words besides the quoted abilities
    affects = who[0][0]
    out: list[dict[str, Any]] = []
    if m.re is _LOSE_ALL:
        out.append({"kind": "lose land types", "affects": dict(affects)})
    out.append({"kind": "lose abilities", "affects": dict(affects)})
    for quote in quotes:
        ability = _granted_ability(quote, name)
        if ability is None:
            return None
        out.append({"kind": "grant ability", "affects": dict(affects), "ability": ability})
    return out


def _read_grant(line: str, name: str, levels: tuple[int, int | None] | None) -> list[dict[str, Any]] | None:
    """A line granting a mana ability in one of the wordings read here, as records: static
    effects ("kind" "grant ability", 613.1f) or the card's own ability under a condition;
    None if the line is not one of them (``levels``: the level range it is in, 711.2)."""
    word = _ABILITY_WORD.match(line)
    if word and not _CHAPTERS.match(line):  # an ability word has no rules meaning (207.2c)
        line = line[word.end():]
    if levels is None:
        lost = _read_loss(line, name)
        if lost is not None:
            return lost
        m = _WHILE_COUNTER.match(line)
        if m:  # 611.2: a resolved trigger's effect on its target land, while the counter stays
            ability = _granted_ability(m.group("ability"), name)
            if ability is None:
                return None
            kind = m.group("kind")
            more = {"until": f"for as long as it has a {kind} counter on it", "when": ["counter", kind, ""]}
            land = {"of": "Land", "controller": "any"}
            return [{"kind": "lose land types", "affects": land, **more},
                    {"kind": "lose abilities", "affects": land, **more},
                    {"kind": "grant ability", "affects": land, "ability": ability, **more}]
    m = _COPY_EXCEPT.match(line)
    if m and levels is None:  # 707.9b: the exception is part of the copy, so its own ability
        ability = _granted_ability(m.group("ability"), name)
        if ability is None:
            return None
        ability.pop("origin")
        return [ability]
    chapters = _CHAPTERS.match(line)
    until = _UNTIL.match(chapters.group("rest") if chapters else line)
    if until:  # 611.2: an effect of a spell or ability, on the permanents it was applied to
        line = until.group("subject")
    g = _GRANT_LINE.match(line)
    if g is None:
        return None
    ability = _granted_ability(g.group("ability"), name)
    if ability is None:
        return None
    subject, tail, verb = g.group("subject"), g.group("tail").strip(), g.group("verb")
    if until:
        who = _subject(subject)
        if who is None or tail not in ("", ".") or not verb.startswith("gain") or levels is not None:
            return None
        return [{"kind": "grant ability", "affects": affects, "ability": dict(ability),
                 "until": "until " + until.group("until")} for affects, _when in who if not _when]
    if verb.startswith("gain"):
        if _TARGET_LAND.match(subject) and tail in ("until end of turn.", "until end of turn"):
            return [{"kind": "grant ability", "affects": {"of": "Land", "controller": "any"},
                     "ability": ability, "until": "until end of turn"}]
        hand = _FROM_HAND.match(subject)
        if hand and _CAST_FROM_EXILE.match(" " + tail if not tail.startswith(" ") else tail):
            return [{"kind": "grant ability", "affects": {"of": "Land", "controller": "any"},
                     "ability": ability, "until": "until this card is cast from exile"}]
        if _CHAPTER_ONE.match(subject) and tail in ("", "."):  # 714.2: chapter I gave it
            ability.pop("origin")
            return [dict(ability, when=["lore"])]
        return None
    if tail not in ("", "."):
        return None
    state = _SELF_STATE.match(subject)
    if state:  # its own ability while it is renowned (702.112) / modified (700.9)
        ability.pop("origin")
        return [dict(ability, when=[state.group("state")])]
    m = _ATTACHED_AS.match(subject)
    if m:  # 303.4: the permanent it enchants, while that is a land / a creature
        return [{"kind": "grant ability", "affects": {"of": f"Enchanted {m.group('what').capitalize()}",
                                                      "controller": "any"}, "ability": ability}]
    when: list[str] = []
    m = _CONTROLS.match(subject)
    if m:
        when = ["controls", _GROUP_NOUNS[m.group("what")], str(_WORDS[m.group("n")])]
        subject = m.group("subject")
        subject = subject[0].upper() + subject[1:]
    if levels is not None:
        if when:
            return None
        low, high = levels
        when = ["level", str(low), "" if high is None else str(high)]
    who = _subject(subject)
    if who is None:
        return None
    out = []
    for affects, on_it in who:
        granted = dict(ability, when=on_it) if on_it else dict(ability)
        record: dict[str, Any] = {"kind": "grant ability", "affects": affects, "ability": granted}
        if when:
            record["when"] = when
        out.append(record)
    return out


def read_effect_line(line: str) -> dict[str, Any] | None:
    """The static effect one line of rules text states, as a record, if it is one of those
    that change what a permanent is: a land type set (305.7: Blood Moon) or added (Urborg,
    Prismatic Omen) in layer 4, a color set or added in layer 5 (Celestial Dawn, Painter's
    Servant), or the card's own colors (604.3: "CARDNAME is colorless."; 702.114a: devoid).
    The card's name in the line is written CARDNAME; any other line gives None.

    >>> read_effect_line("Nonbasic lands are Mountains.")
    {'kind': 'set land type', 'affects': {'of': 'Land', 'controller': 'any', 'basic': False}, 'land_type': 'Mountain'}
    >>> read_effect_line("Devoid")
    {'kind': 'own colors', 'affects': {'of': 'Permanent', 'controller': 'any'}, 'color': ''}
    """
    def affects(who: str) -> dict[str, Any]:
        of, controller, basic = _WHO[who]
        out: dict[str, Any] = {"of": of, "controller": controller}
        if basic is not None:
            out["basic"] = basic
        return out

    m = _ADD_LAND_TYPE.match(line)
    if m:
        return {"kind": "land type", "affects": affects(m.group("who")), "land_type": m.group("type")}
    m = _EVERY_LAND_TYPE.match(line)
    if m:
        return {"kind": "land type", "affects": affects(m.group("who")), "land_type": "every"}
    m = _SET_LAND_TYPE.match(line)
    if m:
        return {"kind": "set land type", "affects": affects(m.group("who")), "land_type": m.group("type")}
    m = _ENCHANTED_LAND_TYPE.match(line)
    if m:  # an Aura's land type (Spreading Seas), on the land it enchants (303.4)
        return {"kind": "land type" if m.group("more") else "set land type",
                "affects": {"of": "Enchanted Land", "controller": "any"}, "land_type": m.group("type")}
    m = _SET_COLOR.match(line)
    if m:
        return {"kind": "set color", "affects": affects(m.group("who")),
                "color": _COLOR_NAMES[m.group("color")]}
    if _CHOSEN_COLOR_TOO.match(line):
        return {"kind": "add color", "affects": {"of": "Permanent", "controller": "any"}, "color": "chosen"}
    m = _OWN_COLORS.match(line)
    if m:
        return {"kind": "own colors", "affects": {"of": "Permanent", "controller": "any"},
                "color": "WUBRG" if m.group("what") == "all colors" else ""}
    return None


def _read_effect(effect: str, cost: str = "") -> dict[str, Any] | None:
    effect = _POOL.sub("", effect)
    m = _CHOOSE_COLOR.match(effect)
    if m:
        return _chosen_then(m.group("rest"))
    m = _A_PLAYER_ADDS.match(effect)
    if m:  # the controller may choose themselves: what "could produce" reads (106.7)
        record = _read_first(m.group("rest"), cost)
        if record is None:
            return None
        record = _with_rest(record, m.group("tail"))
        if record is not None:
            who = "each player adds it" if m.group("each") else "a player of your choice adds it"
            record["rider"] = " ".join(filter(None, [who, record.get("rider", "")]))
        return record
    m = _COUNTER_FIRST.match(effect)
    if m:  # a counter is put on it first, then mana added (Empowered Autogenerator)
        record = _read_effect(m.group("rest"), cost)
        if record is not None:
            record["rider"] = " ".join(filter(None, [f"puts a {m.group('kind')} counter on it first",
                                                     record.get("rider", "")]))
        return record
    m = _PERMANENT_COLOR.match(effect)
    if m:  # 106.5: none without a colored permanent
        return _with_rest({"adds": "color of permanent"}, m.group("tail"))
    m = _EACH_COLOR_AMONG_OF.match(effect)
    if m:  # one mana of each such color (106.5: none without them)
        each: dict[str, Any] = (
            {"adds": "exiled colors", "amount": None}
            if m.group("among") == "the exiled cards used to craft CARDNAME" else
            {"adds": "color among", "among": _AMONG[m.group("among")], "amount": None,
             "x_is": f"the number of colors among {m.group('among')}"})
        return _with_rest(each, m.group("tail"))
    m = _EACH_COLOR_AMONG.match(effect)
    if m:
        return _with_rest({"adds": "color of permanent", "amount": None,
                           "x_is": "the number of colors among permanents you control"},
                          m.group("tail"))
    m = _FIRST.match(effect)
    if not m:
        return None
    record = _read_first(m.group("first").removeprefix("Add "), cost)
    if record is None:
        return None
    return _with_rest(record, m.group("rest") or "")


def is_granted(line: str) -> bool:
    """Whether a line listed as not read grants a mana ability to other permanents (a
    continuous effect, 613) rather than being one of the card's own mana abilities.

    >>> is_granted('Enchanted land has "{T}: Add one mana of any color."'), is_granted("{T}: Add {hr}.")
    (True, False)
    """
    return bool(_GRANTS.search(line)) or line == _GRANTS_SUMMARY


_GRANTS_SUMMARY = "grants a mana ability to permanents (not modelled)"


def unread_summary(line: str) -> str:
    """A line the reader listed as not read, in a few words of this project's own (for data
    whose text may not be shipped): its cost, or that it grants an ability.

    >>> unread_summary("{3}, {T}: Double the amount of each type of unspent mana you have.")
    '{3}, {T}: adds mana in a way not read'
    """
    m = _COST_EFFECT.match(line)
    if _GRANTS.search(line) or not m:
        return _GRANTS_SUMMARY
    return f"{m.group('cost').strip()}: adds mana in a way not read"


def _chosen_then(rest: str) -> dict[str, Any] | None:
    """"Choose a color. Add ..." (``rest`` after "Add "): mana of the one color chosen."""
    record: dict[str, Any] = {"adds": "any color"}
    m = _THAT_COLOR.match(rest)
    if m:
        amount = _amount(m.group("n"))
        tail = m.group("tail")
        if amount != 1:
            record.update(amount=amount, one_kind=True)
        per = _PER_COUNTER_TAIL.match(tail)
        each = _FOR_EACH_TAIL.match(tail)
        if per:
            if amount != 1:
                return None
            record["per"] = ["counter", per.group("kind")]
            tail = per.group("tail")
        elif each and amount == 1:  # a count the board doesn't keep: some mana (106.7)
            record.update(amount=None, one_kind=True, x_is="the number of different powers among creatures you control")
            tail = each.group("tail")
    else:
        m = _THAT_COLOR_AMOUNT.match(rest)
        if not m:
            return None
        record.update(amount=None, one_kind=True, x_is=m.group("what"))
        tail = m.group("tail")
    unless = _UNLESS_TAIL.match(tail)
    if unless:  # the mana may be prevented, but it could be added (106.7)
        record["rider"] = f"unless {unless.group('who')}"
        tail = unless.group("tail")
    if not tail.startswith("."):
        return None
    return _with_rest(record, tail[1:])


def _symbols(group: str) -> list[str]:
    """The mana letters of a group of symbols: "{W}{U}" -> ["W", "U"], "{2}" -> ["C", "C"]."""
    out: list[str] = []
    for sym in re.findall(r"\{([^}]+)\}", group):
        out.extend(["C"] * int(sym) if sym.isdigit() else [sym])
    return out


def _amount(word: str) -> int | None:
    return None if word == "X" else _WORDS[word]


def _read_first(first: str, cost: str) -> dict[str, Any] | None:
    """The mana the first sentence adds ("Add " left out), as a record; None if not read."""
    x_is = ""
    m = _WHERE_X.match(first)
    if m:
        first, x_is = m.group("head"), m.group("x")
    rec = _read_amounts(first, cost)
    if rec is None:
        return None
    if x_is:
        if rec.get("amount", 1) is not None:
            return None  # a "where X is" for an amount that has no X
        rec["x_is"] = x_is
    return rec


def _read_amounts(first: str, cost: str) -> dict[str, Any] | None:
    m = _FIXED.match(first)
    if m:
        groups = [_symbols(g) for g in re.findall(_GROUP, m.group("groups"))]
        if not all(groups):
            return None  # "{0}" adds nothing the templates describe
        return _fixed(groups)
    m = _FOR_EACH.match(first) or _AN_AMOUNT.match(first) or _THEN_MORE.match(first)
    if m:
        letters = _symbols(m.groupdict().get("group") or m.group("sym"))
        if len(set(letters)) != 1:
            return None
        rec: dict[str, Any] = {"adds": "mana", "types": letters[0]}
        what = m.group("what").replace("CARDNAME", "it")
        counted, on_it = _COUNTED.match(what), _ON_IT.match(what)
        if m.re is _FOR_EACH and len(letters) == 1 and counted:
            rec["per"] = ["permanent", counted.group("of").capitalize(), "you"]
        elif m.re is _FOR_EACH and len(letters) == 1 and on_it:
            rec["per"] = ["counter", on_it.group("kind")]
        elif m.re is _THEN_MORE:
            rec.update(amount=None, x_is=f"one plus the number of {_plural(what)}")
        elif m.re is _AN_AMOUNT:
            rec.update(amount=None, x_is=what)
        elif len(letters) == 1:
            rec.update(amount=None, x_is=f"the number of {_plural(what)}")
        else:
            return None
        return rec
    m = _ANY.match(first)
    if m:
        amount = _amount(m.group("n"))
        rec = {"adds": "any " + m.group("kind")}
        if amount != 1:
            rec["amount"] = amount
            if m.group("one"):
                rec["one_kind"] = True
            elif m.group("of"):
                return None  # "two mana of any color" says neither one color nor any mix
        elif m.group("kind") == "color" and first.endswith("colors"):
            return None
        return rec
    m = _MIX.match(first)
    if m:
        amount = _amount(m.group("n"))
        a, b = _symbols(m.group("a")), _symbols(m.group("b"))
        rec = {"adds": "mana", "types": "".join(t for t in MANA_TYPES if t in a + b)}
        if amount != 1:
            rec["amount"] = amount
        return rec
    m = _X_OR_X.match(first)
    if m:
        a, b = _symbols(m.group("a")), _symbols(m.group("b"))
        if len(a) == 1 and len(b) == 1 and a != b:
            return {"adds": "mana", "types": "".join(t for t in MANA_TYPES if t in a + b), "amount": None}
    m = _N_SYM.match(first)
    if m and _amount(m.group("n")) not in (None, 0):
        letter = _symbols(m.group("sym"))
        if len(letter) == 1:
            return {"adds": "mana", "types": letter[0], "amount": _amount(m.group("n"))}
    m = _THAT_MUCH.match(first)
    if m:
        letter = _symbols(m.group("sym"))
        if len(letter) == 1:
            return {"adds": "mana", "types": letter[0], "amount": None, "x_is": "the number its cost removes or names"}
    m = _DIFFERENT.match(first)
    if m and _amount(m.group("n")) not in (None, 1):
        return {"adds": "any color", "amount": _amount(m.group("n")), "rider": "of different colors"}
    m = _CHOSEN.match(first)
    if m:
        rec = {"adds": "chosen color"}
        if _amount(m.group("n")) != 1:
            rec["amount"] = _amount(m.group("n"))
        return rec
    if _COMMANDER.match(first):
        return {"adds": "commander identity"}
    if _ITS_COLORS.match(first):  # 106.5: none while it is colorless
        return {"adds": "its colors"}
    m = _COLOR_AMONG.match(first)
    if m:  # 106.5: none without such a colored permanent
        return {"adds": "color among", "among": _AMONG[m.group("among")]}
    m = _NOTED.match(first)
    if m:
        return ({"adds": "noted type"} if not m.group("amount") else
                {"adds": "noted type", "amount": None, "x_is": "its last noted amount"})
    if _EXILED.match(first):
        return {"adds": "exiled colors"}
    if first == "one mana of any color chosen as you drafted cards named CARDNAME":
        return {"adds": "drafted colors"}  # 106.5: none if no color was chosen
    m = _COULD.match(first)
    if m:
        who = {"you control": "you", "an opponent controls": "opponent", None: "any"}[m.group("who")]
        of = m.group("of")  # a card type, or a subtype as written ("a Gate you control")
        rec = {"adds": "could produce", "what": m.group("what"), "of": of[0].upper() + of[1:],
               "controller": who}
        if m.group("basic"):
            rec["basic"] = True
        return rec
    m = _COULD_COST.match(first)
    if m and "land" in cost:
        who = "opponent" if "an opponent controls" in cost else "you"
        return {"adds": "could produce", "what": m.group("what"), "of": "Land", "controller": who}
    return None


_AFTER_NOUN = frozenset("you you've on in with among named removed that your an the".split())
_IRREGULAR = {"Elf": "Elves", "Locus": "Loci", "Dwarf": "Dwarves"}


def _plural(what: str) -> str:
    """The counted noun in the plural: "storage counter removed this way" -> "storage counters ..."."""
    words = what.split()
    i = next((k for k, w in enumerate(words) if w in _AFTER_NOUN), len(words)) - 1
    if i < 0:
        return what
    noun = words[i]
    words[i] = _IRREGULAR.get(noun) or (noun + "es" if noun.endswith(("s", "x", "ch", "sh")) else noun + "s")
    return " ".join(words)


def _fixed(groups: list[list[str]]) -> dict[str, Any]:
    """Fixed mana: one group of symbols or a choice of groups ("{R} or {G}", "{W}{W}, {W}{U}, or {U}{U}")."""
    types = "".join(t for t in MANA_TYPES if any(t in g for g in groups))
    sizes = {len(g) for g in groups}
    if all(len(set(g)) == 1 for g in groups) and len(sizes) == 1 and len({g[0] for g in groups}) == len(groups):
        rec: dict[str, Any] = {"adds": "mana", "types": types}
        if len(groups[0]) != 1:
            rec["amount"] = len(groups[0])
        return rec
    # the exact groups, each in WUBRGC order
    options = ["".join(sorted(g, key=MANA_TYPES.index)) for g in groups]
    rec = {"adds": "mana", "types": types, "options": options}
    if max(sizes) != 1:
        rec["amount"] = max(sizes)
    return rec


def _group_letters(group: str) -> list[str]:
    """The letters of "{G}{G}" or of "six {G}"."""
    words = group.split(" ", 1)
    if len(words) == 2 and words[0] in _WORDS:
        return _symbols(words[1]) * _WORDS[words[0]]
    return _symbols(group)


def _same_mana_more(record: dict[str, Any], group: str) -> bool:
    """Whether ``group`` is more of the one type a fixed-mana record adds (same types, 106.7)."""
    letters = _group_letters(group)
    return (record.get("adds") == "mana" and "options" not in record and "per" not in record
            and len(record["types"]) == 1 and set(letters) == {record["types"]}
            and record.get("amount", 1) is not None and "x_is" not in record)


def _with_rest(record: dict[str, Any], rest: str) -> dict[str, Any] | None:
    """The sentences after the mana: activation restrictions, and riders that don't change the mana.

    A sentence that adds mana, or says "instead", may change what the ability adds: only
    the "if you played a land this turn" template is read, so any other leaves it unread.
    """
    restrictions, riders = [], []
    for sentence in re.findall(r"[^.]+\.?", rest):
        sentence = sentence.strip()
        if not sentence:
            continue
        m = _PLAYED_LAND.match(sentence)
        if (_LUCK_INSTEAD.match(sentence) and record.get("adds") == "mana" and "instead" not in record
                and record.get("amount", 1) == 1 and "options" not in record):
            record["instead"] = [{"if": "luck counter", "types": "WUBRG"}]  # 122.1
        elif m and record.get("adds") == "mana" and "instead" not in record:
            letters = _symbols(m.group("group"))
            if len(letters) != 1:
                return None
            record["instead"] = [{"if": "played_land_this_turn", "types": letters[0]}]
        elif ((more_any := _ANY_INSTEAD.match(sentence)) and record.get("adds") == "any " + more_any.group("kind")
              and record.get("amount", 1) == 1 and _amount(more_any.group("n")) not in (None, 0)):
            n = _amount(more_any.group("n"))
            record.update(amount=None, one_kind=True, x_is=f"1, or {n} if {more_any.group('cond')}")
        elif ((that := _THAT_TYPE_INSTEAD.match(sentence)) and record.get("adds") == "could produce"
              and record.get("amount", 1) == 1 and _amount(that.group("n")) not in (None, 0)):
            n = _amount(that.group("n"))
            record.update(amount=None, one_kind=True, x_is=f"1, or {n} if {that.group('cond')}")
        elif (more := _MORE_INSTEAD.match(sentence)) and _same_mana_more(record, more.group("group")):
            n = len(_group_letters(more.group("group")))
            record.update(amount=None, x_is=f"{record.get('amount', 1)}, or {n} if {more.group('cond')}")
        elif _DELAYED.match(sentence):
            riders.append(sentence)  # a delayed trigger ("When that mana is spent ...")
        elif _CHANGES_MANA.search(sentence):
            return None  # anything else may change the mana (e.g. "instead"), so it is not read
        elif _RESTRICTION.search(sentence):
            restrictions.append(sentence)
        else:
            riders.append(sentence)
    if restrictions:
        record["restriction"] = " ".join(restrictions)
    if riders:
        record["rider"] = " ".join(riders)
    return record
