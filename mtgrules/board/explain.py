"""Why a permanent could produce each type of mana: chains of references (106.5, 106.7, 614).

:func:`explain` follows the "could produce" references of a permanent back to a permanent
that makes the mana by itself (your Orchard <- their Orchard <- your Forest), noting the
replacement effects met on the way, and says why an ability gives nothing.

    >>> import mtgrules as mr
    >>> b = mr.Board()
    >>> forest = b.add("Forest", "you")
    >>> mine = b.add("Exotic Orchard", "you")
    >>> theirs = b.add("Exotic Orchard", "opponent")
    >>> print(mr.explain(b, mine).chain_text("G"))
    Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- Forest#1 (you): {T}: Add {G} (from Forest)

The same explanation reads in Simplified or Traditional Chinese (``lang``), with the cards'
official names in that script (the English name where it has none):

    >>> print(mr.explain(b, mine, lang="zh-Hans").chain_text("G"))
    异国果园#2（你） <- 异国果园#3（对手） <- 树林#1（你）：{T}：加{G}（来自树林）

Every explanation of a board is read from one solve of it (:func:`mtgrules.could_produce`),
kept on the board until the board changes, so explaining every permanent costs about as
much as one ``could_produce``. Its words come from the ``explain`` message catalog.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..cards.abilities import Affects, ManaAbility, StaticEffect
from .permanents import Board, Permanent
from ..errors import BoardError, RulesInputError
from ..words import join
from ..i18n import NT_, Catalog, check_lang
from .layers import AppliedEffect
from .solver import _Contribution, _letters, _solved, _Solver

__all__ = ["EffectSteps", "Explanation", "Step", "ability_text", "continuous_effects", "effect_text",
           "explain", "permanent_text", "static_effect_text"]

T = Catalog("mtgrules")
"""The explanations' words in the three languages (``mtgrules/locale/*/explain.po``)."""


# --------------------------------------------------------------------------------------
# names and abilities in a learner's language


def _card_name(name: str, lang: str) -> str:
    """A card's name in ``lang``: the official name in that script, else the English."""
    if lang == "en":
        return name
    from ..cards import card

    try:
        return card(name).name_in(lang)
    except RulesInputError:
        return name


_PLAYERS = {"you": NT_("you"), "opponent": NT_("opponent")}


def _player(name: str, lang: str) -> str:
    """A player as named on the board; the default players "you" and "opponent" translated."""
    return T(_PLAYERS[name], lang) if name in _PLAYERS else name


def permanent_text(permanent: Permanent, lang: str | None = "en") -> str:
    """``Forest#1 (you)`` in ``lang``: ``树林#1（你）`` in Simplified Chinese."""
    lang = check_lang(lang)
    if lang == "en":
        return str(permanent)
    return T("{name}#{number} ({controller})", lang, name=_card_name(permanent.name, lang),
             number=permanent.number, controller=_player(permanent.controller, lang))


_LAND_TYPES = {"Plains": NT_("Plains"), "Island": NT_("Island"), "Swamp": NT_("Swamp"),
               "Mountain": NT_("Mountain"), "Forest": NT_("Forest")}

# card types and the subtypes an ability counts or reads, in the catalog's words
_KINDS = {"Land": NT_("land"), "Creature": NT_("creature"), "Artifact": NT_("artifact"),
          "Enchantment": NT_("enchantment"), "Planeswalker": NT_("planeswalker"),
          "Permanent": NT_("permanent"), "Elf": NT_("Elf"), **_LAND_TYPES}

_COUNTERS = {"charge": NT_("charge"), "mining": NT_("mining"), "storage": NT_("storage")}


def _kind(word: str, lang: str) -> str:
    """A card type or subtype in ``lang`` (a subtype the catalog lacks keeps its English)."""
    return T(_KINDS[word], lang) if word in _KINDS else word


def _origin_text(origin: str, lang: str) -> str:
    """Where an ability comes from: a basic land type (305.6) or the card granting it."""
    if origin in _LAND_TYPES:
        return T(_LAND_TYPES[origin], lang)
    return _card_name(origin, lang)


def _symbols(types: str, n: int = 1) -> list[str]:
    return [("{" + t + "}") * n for t in types]


def _or(items: list[str], lang: str) -> str:
    """``{R}``, ``{R} or {G}``, ``{W}, {U} or {B}`` in ``lang`` (:func:`mtgrules.words.join`)."""
    return join(items, "or", lang)


_COST_PARTS = (
    (re.compile(r"Pay (\d+) life"), NT_("pay {n} life")),
    (re.compile(r"Remove an? (\w+) counters? from (.+)"), NT_("remove a {kind} counter from {card}")),
    (re.compile(r"Remove X (\w+) counters from (.+)"), NT_("remove X {kind} counters from {card}")),
    (re.compile(r"Sacrifice an? (\w+)"), NT_("sacrifice a {kind}")),
)


def _cost_text(cost: str, lang: str) -> str:
    """A mana ability's cost in ``lang``: symbols as they are, the usual words translated
    (a part of a card's own wording no template fits stays as the card has it)."""
    parts = []
    for part in cost.split(", "):
        for pattern, template in _COST_PARTS:
            m = pattern.fullmatch(part)
            if m:
                words = m.groups()
                if template.startswith("pay"):
                    parts.append(T(template, lang, n=words[0]))
                elif template.startswith("sacrifice"):
                    parts.append(T(template, lang, kind=_kind(words[0].capitalize(), lang)))
                else:
                    kind = T(_COUNTERS[words[0]], lang) if words[0] in _COUNTERS else words[0]
                    parts.append(T(template, lang, kind=kind, card=_card_name(words[1], lang)))
                break
        else:
            parts.append(part)
    text = parts[0]
    for part in parts[1:]:
        text = T("{cost}, {part}", lang, cost=text, part=part)
    return text


def _reference_text(ref: Affects, lang: str) -> str:
    """The permanents a reference reads, in ``lang`` (``a land an opponent controls``)."""
    noun = _kind(ref.of, lang)
    if ref.basic is not None:
        noun = (T("basic {noun}", lang, noun=noun) if ref.basic
                else T("nonbasic {noun}", lang, noun=noun))
    if ref.controller == "you":
        return T("a {noun} you control", lang, noun=noun)
    if ref.controller == "opponent":
        return T("a {noun} an opponent controls", lang, noun=noun)
    return T("a {noun}", lang, noun=noun)


def _per_text(ability: ManaAbility, mana: str, lang: str) -> str:
    """Fixed mana added once per thing counted (``{G} for each creature you control``)."""
    per = ability.per
    if per[0] == "counter":
        kind = T(_COUNTERS[per[1]], lang) if per[1] in _COUNTERS else per[1]
        return T("{mana} for each {kind} counter on it", lang, mana=mana, kind=kind)
    if per[0] == "power":
        return T("{mana} for each point of its power", lang, mana=mana)
    _k, of, controller = per
    noun = _kind(of, lang)
    if controller == "you":
        return T("{mana} for each {noun} you control", lang, mana=mana, noun=noun)
    if controller == "opponent":
        return T("{mana} for each {noun} an opponent controls", lang, mana=mana, noun=noun)
    return T("{mana} for each {noun} on the battlefield", lang, mana=mana, noun=noun)


def _effect_text(ability: ManaAbility, lang: str) -> str:
    """What a mana ability adds, in ``lang``: our own words, as ``ManaAbility.describe``."""
    if ability.adds == "mana" and ability.options:
        text = _or(["".join("{" + t + "}" for t in group) for group in ability.options], lang)
    elif ability.adds == "mana":
        if ability.amount is None:
            text = T("X mana of {symbols}", lang, symbols="/".join(_symbols(ability.types)))
        else:
            text = _or(_symbols(ability.types, 1 if ability.per else ability.amount), lang)
        if ability.per:
            text = _per_text(ability, text, lang)
    elif ability.adds in ("any color", "any type"):
        many = "X" if ability.amount is None else str(ability.amount)
        if ability.adds == "any color":
            text = (T("one mana of any color", lang) if ability.amount == 1
                    else T("{n} mana of any one color", lang, n=many) if ability.one_kind
                    else T("{n} mana in any combination of colors", lang, n=many))
        else:
            text = (T("one mana of any type", lang) if ability.amount == 1
                    else T("{n} mana of any one type", lang, n=many) if ability.one_kind
                    else T("{n} mana in any combination of types", lang, n=many))
    elif ability.adds == "could produce" and ability.reference is not None:
        ref = _reference_text(ability.reference, lang)
        text = (T("one mana of any color that {permanents} could produce", lang, permanents=ref)
                if ability.what == "color" else
                T("one mana of any type that {permanents} could produce", lang, permanents=ref))
    elif ability.adds == "color of permanent":
        text = T("one mana of a color of a permanent you control", lang)
    elif ability.adds == "chosen color":
        text = (T("one mana of the chosen color", lang) if ability.amount == 1 else
                T("{n} mana of the chosen color", lang, n=ability.amount or "X"))
    elif ability.adds == "commander identity":
        text = T("one mana of any color in your commander's color identity", lang)
    elif ability.adds == "color among":
        text = T(_AMONG_TEXT[ability.among], lang)
    elif ability.adds == "its colors":
        text = T("one mana of any of its colors", lang)
    elif ability.adds == "drafted colors":
        text = T("one mana of any color chosen as you drafted cards named it", lang)
    elif ability.adds == "noted type":
        text = (T("one mana of its last noted type", lang) if ability.amount == 1 else
                T("X mana of its last noted type", lang))
    elif ability.adds == "exiled colors":
        text = (T("one mana of any of the colors of the cards exiled with it", lang)
                if ability.amount == 1 else
                T("one mana of each color among the cards exiled with it", lang))
    else:
        text = T("mana (this ability's text could not be read)", lang)
    for condition, types in ability.instead:
        if condition == "played_land_this_turn":
            text = T("{effect}; if you played a land this turn, {mana} instead", lang,
                     effect=text, mana="".join(_symbols(types)))
        elif condition == "luck counter":
            text = T("{effect}; if it has a luck counter on it, one mana of any color instead",
                     lang, effect=text)
    if ability.x_is:
        text = T("{effect}, where X is {x}", lang, effect=text, x=_x_text(ability.x_is, lang))
    if ability.when:
        text = T("{effect} ({condition})", lang, effect=text, condition=when_text(ability.when, lang))
    return text


_AMONG_TEXT = {
    "legendary creature or planeswalker":
        NT_("one mana of any color among legendary creatures and planeswalkers you control"),
    "legendary permanent": NT_("one mana of any color among legendary permanents you control"),
    "monocolored permanent": NT_("one mana of each color among monocolored permanents you control"),
}


def when_text(when: tuple[str, ...], lang: str) -> str:
    """An ability's condition on its permanent, in ``lang`` (``ManaAbility.when``)."""
    if when[0] == "counter":
        if not when[1]:
            return T("while it has a counter on it", lang)
        kind = T(_COUNTERS[when[1]], lang) if lang != "en" and when[1] in _COUNTERS else when[1]
        return T("while it has a {kind} counter on it", lang, kind=kind)
    if when[0] == "lore":
        return T("from chapter I on: while it has a lore counter", lang)
    if when[0] == "renowned":
        return T("while it is renowned", lang)
    if when[0] == "modified":
        return T("while it is modified", lang)
    return T("while it is a token", lang)


def static_when_text(when: tuple[str, ...], lang: str) -> str:
    """A static effect's condition on its source (``StaticEffect.when``), in ``lang``."""
    if when[0] == "level":
        return (T("as long as it is level {low} or more", lang, low=when[1]) if not when[2] else
                T("as long as it is level {low} to {high}", lang, low=when[1], high=when[2]))
    return T("as long as you control {n} or more {noun}", lang, n=when[2], noun=_kind(when[1], lang)
             if lang != "en" else when[1].lower() + "s")


_PLURALS = {"lands": "Land", "creatures": "Creature", "artifacts": "Artifact",
            "enchantments": "Enchantment", "permanents": "Permanent", "Elves": "Elf",
            "Plains": "Plains", "Islands": "Island", "Swamps": "Swamp",
            "Mountains": "Mountain", "Forests": "Forest"}
_X_COUNTS = re.compile(r"the number of (?P<what>\w+) (?P<who>you control|on the battlefield|"
                       r"an opponent controls|your opponents control)")
_X_WHO = {"you control": NT_("the number of {noun} you control"),
          "on the battlefield": NT_("the number of {noun} on the battlefield"),
          "an opponent controls": NT_("the number of {noun} an opponent controls"),
          "your opponents control": NT_("the number of {noun} your opponents control")}


def _x_text(x_is: str, lang: str) -> str:
    """What X counts, in ``lang``: the usual counts translated; any other wording is the
    card's own (the index has it in English only)."""
    m = _X_COUNTS.fullmatch(x_is)
    if lang == "en" or m is None or m.group("what") not in _PLURALS:
        return x_is
    return T(_X_WHO[m.group("who")], lang, noun=_kind(_PLURALS[m.group("what")], lang))


def ability_text(ability: ManaAbility, lang: str | None = "en") -> str:
    """A mana ability in ``lang``: ``{T}: Add {G}``, ``{T}：加{G}``. In English it is
    ``str(ability)``; in Chinese the same words from the ability's data."""
    lang = check_lang(lang)
    if lang == "en":
        return str(ability)
    effect = T("Add {effect}", lang, effect=_effect_text(ability, lang))
    if not ability.cost:
        return effect
    return T("{cost}: {effect}", lang, cost=_cost_text(ability.cost, lang), effect=effect)


# --------------------------------------------------------------------------------------
# steps and explanations


@dataclass(frozen=True, slots=True)
class Step:
    """One link of a chain: ``permanent`` could produce ``mana`` by ``ability``.

    ``source`` is the permanent whose mana it reads (None for an ability that adds mana of
    its own), ``read`` the type it reads there, and ``replaced_by`` the permanents whose
    replacement effects turned ``read`` into ``mana`` (in that order, 616.1). ``ability``
    is the ability's English text; ``mana_ability`` the ability itself, which
    :meth:`lines` reads to write it in another language.
    """

    permanent: Permanent
    mana: str
    ability: str
    origin: str = ""
    source: Permanent | None = None
    read: str = ""
    replaced_by: tuple[Permanent, ...] = ()
    mana_ability: ManaAbility | None = field(default=None, compare=False, repr=False)

    def ability_text(self, lang: str | None = "en") -> str:
        """The ability in ``lang`` (its English text when ``mana_ability`` is not known)."""
        lang = check_lang(lang)
        if lang == "en" or self.mana_ability is None:
            return self.ability
        return ability_text(self.mana_ability, lang)

    def lines(self, lang: str | None = "en") -> tuple[str, ...]:
        """This step in words, in ``lang``, one line for what is read or added and one for
        the replacement effects, if any:

            >>> import mtgrules as mr
            >>> b = mr.parse_board("you: Forest\\nopponent: Contamination")
            >>> (step,) = mr.explain(b, b.permanents[0]).chains["B"]
            >>> print("\\n".join(step.lines()))
            Forest#1 (you) adds {G} with “{T}: Add {G}” (from its land type Forest)
              and Contamination#2 (opponent) replaces the {G} with {B} (614.1a)
            >>> print("\\n".join(step.lines("zh-Hant")))
            樹林#1（你）以「{T}：加{G}」產生{G}（來自其地類別樹林）
              而Contamination#2（對手）將這點{G}替代為{B}（614.1a）
        """
        lang = check_lang(lang)
        read = "{" + (self.read or self.mana) + "}"
        me = permanent_text(self.permanent, lang)
        if self.source is not None:
            first = T("{permanent} reads {mana} from {source}", lang, permanent=me, mana=read,
                      source=permanent_text(self.source, lang))
        elif self.origin in _LAND_TYPES:
            first = T("{permanent} adds {mana} with “{ability}” (from its land type {origin})",
                      lang, permanent=me, mana=read, ability=self.ability_text(lang),
                      origin=_origin_text(self.origin, lang))
        elif self.origin:
            first = T("{permanent} adds {mana} with “{ability}” (granted by {origin})",
                      lang, permanent=me, mana=read, ability=self.ability_text(lang),
                      origin=_origin_text(self.origin, lang))
        else:
            first = T("{permanent} adds {mana} with “{ability}”", lang, permanent=me, mana=read,
                      ability=self.ability_text(lang))
        if not self.replaced_by:
            return (first,)
        made = "{" + self.mana + "}"
        if len(self.replaced_by) == 1:
            return first, "  " + T("and {permanent} replaces the {read} with {mana} (614.1a)",
                                   lang, permanent=permanent_text(self.replaced_by[0], lang),
                                   read=read, mana=made)
        names = T(", then ", lang).join(permanent_text(p, lang) for p in self.replaced_by)
        return first, "  " + T("and {permanents} replace the {read}, in that order (616.1), "
                               "ending with {mana}", lang, permanents=names, read=read,
                               mana=made)

    def __str__(self) -> str:
        text = f"{self.permanent} makes {{{self.mana}}}"
        how = self.ability + (f" (from {self.origin})" if self.origin else "")
        if self.replaced_by:
            text += (f" because {', then '.join(map(str, self.replaced_by))} replace{'s' if len(self.replaced_by) == 1 else ''}"
                     f" {{{self.read}}} with it")
        return f"{text} [{how}]"

    def __repr__(self) -> str:
        return f"<Step: {self}>"


_Graph = tuple[tuple[tuple[Permanent, str], ...], tuple[tuple[Permanent, Permanent, str], ...]]

# (ability, origin) of each note, for writing the notes in another language
_NoteSources = tuple[tuple[ManaAbility, str], ...]


@dataclass(frozen=True, slots=True, eq=False)
class Explanation:
    """Why a permanent could produce each type (106.7), as printable chains and a graph.

    - ``types``: its types string; ``chains``: type -> tuple of :class:`Step`, from the
      permanent back to a permanent that makes the mana by itself. Printed, each step of a
      chain is a line of its own (:meth:`Step.lines`).
    - ``notes``: for each of its mana abilities, the types it gives and a reason when it
      gives none (106.5, 106.7), in English; :meth:`notes_in` gives them in a language.
    - ``effects``: the continuous effects that changed what it is (613: land types, colors,
      granted abilities), or would have, in the order applied (:func:`continuous_effects`).
    - ``nodes``: (permanent, types) for every permanent in the chains' reference graph;
      ``edges``: (reader, source, types the reader can take from it), for drawing. Both
      are worked out the first time they are read.
    - ``lang``: the language it prints in (``str``, :meth:`chain_text`); :meth:`text`
      writes it in any of the three.

        >>> import mtgrules as mr
        >>> b = mr.Board()
        >>> orchard = b.add("Exotic Orchard", "you")
        >>> print(mr.explain(b, orchard))
        Exotic Orchard#1 (you) could produce no mana.
          “{T}: Add one mana of any color that a land an opponent controls could produce” gives nothing,
               because no land an opponent controls could produce a color (106.7)
        >>> print(mr.explain(b, orchard).text("zh-Hans"))
        异国果园#1（你）不能产生任何法术力。
          “{T}：加一点法术力，其颜色须为对手操控的地能产生的颜色”什么也不产生，
               因为没有对手操控的地能产生任何颜色（106.7）
    """

    permanent: Permanent
    types: str
    chains: Mapping[str, tuple[Step, ...]]
    notes: tuple[tuple[str, str, str], ...]
    _solver: _Solver = field(repr=False)
    _graph: list[_Graph] = field(default_factory=list, repr=False)  # filled on first use
    lang: str = "en"
    _note_sources: _NoteSources = field(default=(), repr=False)
    effects: tuple[AppliedEffect, ...] = ()
    """The continuous effects (613) that changed this permanent, or would have but did not
    apply, in the order they were applied."""

    @property
    def nodes(self) -> tuple[tuple[Permanent, str], ...]:
        return self._reference_graph()[0]

    @property
    def edges(self) -> tuple[tuple[Permanent, Permanent, str], ...]:
        return self._reference_graph()[1]

    def _reference_graph(self) -> _Graph:
        """The permanents reachable from this one by references, and the references."""
        if not self._graph:
            solver = self._solver
            handles, value = solver.handles, solver.value
            nodes: dict[int, str] = {}
            edges: list[tuple[Permanent, Permanent, str]] = []
            todo = [solver.index(self.permanent)]
            while todo:
                i = todo.pop()
                if i in nodes:
                    continue
                nodes[i] = _letters(value[i])
                for m, give in solver.reads(i):
                    edges.append((handles[i], handles[m], _letters(give)))
                    todo.append(m)
            self._graph.append((tuple((handles[i], t) for i, t in nodes.items()), tuple(edges)))
        return self._graph[0]

    def notes_in(self, lang: str | None = None) -> tuple[tuple[str, str, str], ...]:
        """:attr:`notes` in ``lang`` (None: this explanation's language): (the ability,
        quoted, with where it comes from; the types it gives; why it gives none)."""
        lang = self.lang if lang is None else check_lang(lang)
        if lang == "en" or len(self._note_sources) != len(self.notes):
            return self.notes
        return tuple((_quoted_ability(ability, origin, lang), types,
                      _empty_reason(ability, lang) if not types else "")
                     for (ability, origin), (_label, types, _reason)
                     in zip(self._note_sources, self.notes))

    def chain_text(self, mana: str, lang: str | None = None) -> str:
        """One line: ``Exotic Orchard#2 (you) <- Exotic Orchard#3 (opponent) <- Forest#1 (you)``,
        in ``lang`` (None: this explanation's language)."""
        lang = self.lang if lang is None else check_lang(lang)
        steps = self.chains[mana]
        parts = [permanent_text(s.permanent, lang) for s in steps]
        last = steps[-1]
        if last.origin:
            tail = T(": {ability} (from {origin})", lang, ability=last.ability_text(lang),
                     origin=_origin_text(last.origin, lang))
        else:
            tail = T(": {ability}", lang, ability=last.ability_text(lang))
        return " <- ".join(parts) + tail

    def text(self, lang: str | None = None) -> str:
        """The explanation in words, in ``lang`` (None: this explanation's language), one
        step of each chain a line (see the class)."""
        lang = self.lang if lang is None else check_lang(lang)
        me = permanent_text(self.permanent, lang)
        if not self.types:
            lines = [T("{permanent} could produce no mana.", lang, permanent=me)]
        else:
            lines = [T("{permanent} could produce {types}.", lang, permanent=me,
                       types=_and(["{" + t + "}" for t in self.types], lang))]
        for t in self.types:
            steps = [line for step in self.chains[t] for line in step.lines(lang)]
            lines.append(f"  {{{t}}}: {steps[0]}" if lang == "en" else
                         "  " + T("{mana}: {step}", lang, mana="{" + t + "}", step=steps[0]))
            lines.extend(f"       {line}" for line in steps[1:])
        for ability, types, reason in self.notes_in(lang):
            if not types:
                lines.append("  " + T("{ability} gives nothing,", lang, ability=ability))
                lines.append(f"       {reason}")
        if self.effects:
            lines.append("  " + T("Continuous effects on it, in the order applied (613):", lang))
            lines.extend(f"    {n}. {effect_text(step, lang)}" for n, step in enumerate(self.effects, 1))
        return "\n".join(lines)

    def __str__(self) -> str:
        """The explanation in words in its language, one step of each chain a line."""
        return self.text()

    def __repr__(self) -> str:
        return f"<Explanation: {self.permanent} could produce {' '.join('{' + t + '}' for t in self.types) or 'no mana'}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _and(items: list[str], lang: str = "en") -> str:
    """``{B}``, ``{B} and {C}``, ``{W}, {U} and {B}``."""
    if len(items) == 1:
        return items[0]
    return T("{some} and {last}", lang, some=T(", ", lang).join(items[:-1]), last=items[-1])


def _quoted_ability(ability: ManaAbility, origin: str, lang: str) -> str:
    """A note's ability, quoted, with the land type it comes from."""
    if origin in _LAND_TYPES:
        return T("“{ability}” (from its land type {origin})", lang,
                 ability=ability_text(ability, lang), origin=_origin_text(origin, lang))
    if origin:
        return T("“{ability}” (granted by {origin})", lang,
                 ability=ability_text(ability, lang), origin=_origin_text(origin, lang))
    return T("“{ability}”", lang, ability=ability_text(ability, lang))


def _empty_reason(ability: ManaAbility, lang: str = "en") -> str:
    if ability.adds == "could produce" and ability.reference is not None:
        ref = ability.reference
        noun = _kind(ref.of, lang) if lang != "en" else ref.of.lower()
        if ref.controller == "you":
            whose = (T("because no {noun} you control could produce a color (106.7)", lang, noun=noun)
                     if ability.what == "color" else
                     T("because no {noun} you control could produce any mana (106.7)", lang, noun=noun))
        elif ref.controller == "opponent":
            whose = (T("because no {noun} an opponent controls could produce a color (106.7)", lang, noun=noun)
                     if ability.what == "color" else
                     T("because no {noun} an opponent controls could produce any mana (106.7)", lang, noun=noun))
        else:
            whose = (T("because no {noun} on the battlefield could produce a color (106.7)", lang, noun=noun)
                     if ability.what == "color" else
                     T("because no {noun} on the battlefield could produce any mana (106.7)", lang, noun=noun))
        return whose
    if ability.adds == "color of permanent":
        return T("because you control no colored permanent: the color is undefined (106.5)", lang)
    if ability.adds == "chosen color":
        return T("because no color was chosen for it", lang)
    if ability.adds == "unknown":
        return T("because its text could not be read", lang)
    if ability.when:
        return T("because it has it only {condition}, and that is not so now", lang,
                 condition=when_text(ability.when, lang))
    if ability.adds == "color among":
        return T("because you control no such permanent with a color (106.5)", lang)
    if ability.adds == "noted type":
        return T("because no type of mana was noted for it", lang)
    if ability.adds == "exiled colors":
        return T("because no colored card is exiled with it (106.5)", lang)
    if ability.adds == "its colors":
        return T("because it is colorless (106.5)", lang)
    if ability.adds == "drafted colors":
        return T("because no color was chosen for it in the draft", lang)
    if ability.per:
        if ability.per[0] == "counter":
            kind = T(_COUNTERS[ability.per[1]], lang) if lang != "en" and ability.per[1] in _COUNTERS else ability.per[1]
            return T("because there is no {kind} counter on it, so it would add no mana (106.7)",
                     lang, kind=kind)
        if ability.per[0] == "power":
            return T("because its power is 0 or less, so it would add no mana (107.1b, 106.7)", lang)
        noun = _kind(ability.per[1], lang) if lang != "en" else ability.per[1].lower()
        return T("because you control no {noun}, so it would add no mana (106.7)", lang, noun=noun)
    return T("because it would add no mana now", lang)


def _chain(solver: _Solver, i: int, mana: str) -> tuple[Step, ...]:
    """The chain of permanent i for ``mana``; the solver keeps every chain it has given, so
    the chains of many permanents that read the same sources share their tails."""
    chains = solver.chains
    walked: list[tuple[int, str, _Contribution]] = []
    key: tuple[int, str] | None = (i, mana)
    while key is not None and key not in chains:
        how = solver.contributions(key[0])[key[1]]
        walked.append((key[0], key[1], how))
        source = how[3]
        key = None if source is None else (solver.index(source), how[2])
    tail: tuple[Step, ...] = () if key is None else chains[key]
    for j, want, (ability, origin, read, source, path) in reversed(walked):
        tail = (Step(solver.handles[j], want, solver.text(ability), origin, source, read, path,
                     ability), *tail)
        chains[(j, want)] = tail
    return tail


def explain(board: Board, permanent: Permanent, lang: str | None = "en") -> Explanation:
    """Why ``permanent`` could produce each of its types (106.7): chains of references.

    Each chain starts at the permanent and follows the "could produce" references back to
    a permanent that makes the mana by itself (your Orchard <- their Orchard <- your
    Forest), noting replacement effects (614, 616.1) on the way. The explanation also
    gives the reference graph reachable from the permanent, for drawing. It prints in
    ``lang`` ("en", "zh-Hans" or "zh-Hant"; None: the language in use), the cards by their
    official names in that script; its data (``chains``, ``notes``, ``types``) is the same
    in every language. A handle that is not a permanent of ``board`` raises
    :class:`~mtgrules.errors.BoardError`.
    """
    lang = check_lang(lang)
    if not isinstance(board, Board):
        raise BoardError("explain needs a Board, got {type}", type=type(board).__name__)
    board._check_permanent(permanent)
    solver = _solved(board)
    start = solver.index(permanent)

    chains = {t: _chain(solver, start, t) for t in _letters(solver.value[start])}
    notes, sources = _notes(solver, start)
    key = solver.layered.kind_of[start]
    effects = tuple(step for step in solver.layered.applied if key in step.kinds)
    return Explanation(permanent, _letters(solver.value[start]), chains, notes, solver,
                       lang=lang, _note_sources=sources, effects=effects)


def _notes(solver: _Solver, i: int) -> tuple[tuple[tuple[str, str, str], ...], _NoteSources]:
    """(ability, types it gives, why it gives none) for each mana ability of permanent i,
    and the abilities with their origins; shared by every permanent of one card and
    controller when their state doesn't matter."""
    kind = solver.stateless_kind(i)
    if kind is not None and id(kind) in solver.notes:
        kept: tuple[tuple[tuple[str, str, str], ...], _NoteSources] = solver.notes[id(kind)]
        return kept
    notes = []
    sources = []
    for ability, origin, got in solver.ability_masks(i):
        notes.append((_quoted_ability(ability, origin, "en"), _letters(got), "" if got else _empty_reason(ability)))
        sources.append((ability, origin))
    made = (tuple(notes), tuple(sources))
    if kind is not None:
        solver.notes[id(kind)] = made
    return made


# --------------------------------------------------------------------------------------
# continuous effects (613), in a learner's language

def _targets_text(affects: Affects, lang: str) -> str:
    """The permanents an effect changes, in ``lang`` (``nonbasic lands``, ``lands you control``)."""
    if affects.attached:  # the one permanent an Aura or Equipment is on (303.4, 301.5)
        noun = _kind(affects.attached_type, lang)
        how = affects.of.split(" ", 1)[0]
        return (T("enchanted {noun}", lang, noun=noun) if how == "Enchanted" else
                T("equipped {noun}", lang, noun=noun) if how == "Equipped" else
                T("fortified {noun}", lang, noun=noun))
    if affects.named and lang == "en":
        return affects.describe(plural=True)
    if affects.of == "Nonland":
        noun = T("nonland permanents", lang)
    else:
        noun = _kind(affects.of, lang)
        if lang == "en":
            noun = affects.describe(plural=True).split(" you control")[0].split(" your opponents")[0]
        elif affects.basic is not None:
            noun = (T("basic {noun}", lang, noun=noun) if affects.basic
                    else T("nonbasic {noun}", lang, noun=noun))
        if lang != "en" and affects.legendary:
            noun = T("legendary {noun}", lang, noun=noun)
        if lang != "en" and affects.other:
            noun = T("other {noun}", lang, noun=noun)
        if lang != "en" and affects.named:
            noun = T("{noun} with the chosen name", lang, noun=noun)
    if affects.controller == "you":
        return T("{noun} you control", lang, noun=noun)
    if affects.controller == "opponent":
        return T("{noun} your opponents control", lang, noun=noun)
    return noun


_COLOR_NAMES = {"W": NT_("white"), "U": NT_("blue"), "B": NT_("black"), "R": NT_("red"),
                "G": NT_("green")}


def static_effect_text(effect: StaticEffect, lang: str | None = "en") -> str:
    """A layer's effect in ``lang``: ``nonbasic lands are Mountains (and lose their other
    land types and abilities)``, ``非基本地是山脉（并失去原有的地类别与异能）``."""
    lang = check_lang(lang)
    if lang == "en":
        return effect.describe()
    target = _targets_text(effect.affects, lang)
    if effect.kind in ("land type", "set land type"):
        kinds = (T("every basic land type", lang) if effect.land_type == "every"
                 else _kind(effect.land_type, lang))
        if effect.kind == "set land type":
            return T("{target} are {kinds} (and lose their other land types and abilities)", lang,
                     target=target, kinds=kinds)
        return T("{target} are {kinds} in addition to their other types", lang, target=target,
                 kinds=kinds)
    if effect.kind in ("add color", "set color", "own colors"):
        color = (T("the chosen color", lang) if effect.color == "chosen"
                 else _and([T(_COLOR_NAMES[c], lang) for c in effect.color], lang)
                 if effect.color else T("colorless", lang))
        if effect.kind == "add color":
            return T("{target} are {color} in addition to their other colors", lang,
                     target=target, color=color)
        if effect.kind == "set color":
            return T("{target} are {color}", lang, target=target, color=color)
        return T("this card is {color}", lang, color=color)
    if effect.kind == "lose land types":
        return T("{target} lose all land types", lang, target=target)
    if effect.kind == "lose abilities":
        return T("{target} lose all abilities", lang, target=target)
    if effect.kind == "grant ability" and effect.ability is not None:
        if effect.until:
            return T("{target} gain “{ability}” {until}", lang, target=target,
                     ability=ability_text(effect.ability, lang), until=T(_UNTIL[effect.until], lang)
                     if effect.until in _UNTIL else effect.until)
        text = T("{target} have “{ability}”", lang, target=target,
                 ability=ability_text(effect.ability, lang))
        if effect.when:
            text = T("{condition}, {effect}", lang, condition=static_when_text(effect.when, lang),
                     effect=text)
        return text
    return effect.describe()


_UNTIL = {"until end of turn": NT_("until end of turn"),
          "until your next turn": NT_("until your next turn"),
          "until this card is cast from exile": NT_("until this card is cast from exile")}


def effect_text(step: AppliedEffect, lang: str | None = "en") -> str:
    """One applied continuous effect in ``lang``: its layer, source, what it does, and why
    it came when it did (613.7 timestamps, 613.8 dependency, 305.7 a lost ability)."""
    lang = check_lang(lang)
    if step.resolved:  # 611.2: the effect of a spell or ability that resolved, on this permanent
        what = T("layer {layer}: the effect of {card} on {permanent}: {effect}", lang,
                 layer=step.layer, card=_card_name(step.resolved, lang),
                 permanent=permanent_text(step.source, lang),
                 effect=static_effect_text(step.effect, lang))
    else:
        what = T("layer {layer}: {source}: {effect}", lang, layer=step.layer,
                 source=permanent_text(step.source, lang), effect=static_effect_text(step.effect, lang))

    def names(handles: tuple[Permanent, ...]) -> str:
        return _and([permanent_text(h, lang) for h in handles], lang)

    if not step.applied:
        if step.unmet:
            why = T("does not apply: its condition is not met now", lang)
        elif step.waited_for and step.layer == 6:  # layer 4's waits are 305.7's (below)
            why = T("does not apply: {sources} takes its ability away first (613.8a)", lang,
                    sources=names(step.waited_for))
        elif step.effect.color == "chosen":
            why = T("does not apply: no color was chosen for its source", lang)
        else:
            why = T("does not apply: its source lost the ability (305.7)", lang)
    elif step.loop:
        why = T("in a dependency loop, so in timestamp order (613.8b)", lang)
    elif step.resolved:
        why = T("an effect that resolved, with its own timestamp (611.2, 613.7a)", lang)
    elif step.waited_for:
        why = T("waited for {sources}: it depends on their effects (613.8b)", lang,
                sources=names(step.waited_for))
    elif step.depended_on_by:
        why = T("applied first: {sources}'s effect depends on it (613.8a)", lang,
                sources=names(step.depended_on_by))
    else:
        why = T("in timestamp order (613.7)", lang)
    return T("{what}; {why}", lang, what=what, why=why)


class EffectSteps(tuple[AppliedEffect, ...]):
    """The continuous effects of a board in the order applied (:func:`continuous_effects`):
    a tuple of :class:`~mtgrules.board.layers.AppliedEffect`, printed one a line."""

    lang: str = "en"

    def text(self, lang: str | None = None) -> str:
        """One line per effect, in ``lang`` (None: the language it was asked in)."""
        lang = self.lang if lang is None else check_lang(lang)
        return "\n".join(effect_text(step, lang) for step in self)

    def __str__(self) -> str:
        return self.text()


def continuous_effects(board: Board, lang: str | None = "en") -> EffectSteps:
    """The continuous effects of ``board``'s permanents that change types, colors or
    abilities (layers 4-6, 613.1d-f), in the order they are applied: timestamp order, the
    order the permanents were put on the board (613.7), except where an effect depends on
    another (613.8). Each says whether it applied, what it waited for and what waited for
    it; printed, one a line in ``lang``.

        >>> import mtgrules as mr
        >>> b = mr.Board()
        >>> moon = b.add("Blood Moon", "opponent")
        >>> lantern = b.add("Chromatic Lantern", "you")
        >>> print(mr.continuous_effects(b, lang="zh-Hans"))
        层4：腥红之月#1（对手）：非基本地是山脉（并失去原有的地类别和异能）；按时间印记顺序（613.7）
        层6：五彩宫灯#2（你）：你操控的地具有“{T}：加一点任意颜色的法术力”；按时间印记顺序（613.7）
    """
    lang = check_lang(lang)
    if not isinstance(board, Board):
        raise BoardError("continuous_effects needs a Board, got {type}", type=type(board).__name__)
    steps = EffectSteps(_solved(board).layered.applied)
    steps.lang = lang
    return steps
