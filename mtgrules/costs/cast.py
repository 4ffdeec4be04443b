"""Can I cast this card from this pool under these effects, and how? One call that walks the
casting steps (601.2b announce, 601.2f total cost, 601.2g-h pay) and answers with the first
way that works, or the step that fails and why, in the game's words.

    >>> import mtgrules as mr
    >>> print(can_cast("Fireball", mr.ManaPool("RRRR")))
    Fireball can be cast with X = 3: announce {3}{R}; the total cost is {3}{R}; pay {R}{R}{R}{R} from the pool (601.2b, 601.2f, 601.2h)
    >>> force = mr.AlternativeCost(life=1, what="exile a blue card from your hand")
    >>> print(can_cast("Force of Will", mr.ManaPool(""), how="with an alternative cost",
    ...                alternative=force, life=1, can_lose_life=False))
    Force of Will can't be cast, at paying the total cost (601.2h): a cost that pays 1 life can't be paid by a player who can't lose life (119.8)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .. import checks
from ..checks import excerpt
from ..errors import ChoiceError, ManaPoolError, NumberError, RulesInputError, Wording
from ..i18n import N_, Catalog, check_lang
from ..mana.cost import MANA_TYPES, ManaCost, parse_cost
from ..mana.pools import ManaPool, RestrictedPool
from ..payment import Announcement, Spend, check_spend_as, first_spends
from ..words import join
from .parts import (AdditionalArg, AdditionalCost, AlternativeArg, TotalCost, split_energy)
from .plan import CastMethod, _check_how, _check_x, _plan
from .total import _total_costs
from .x import OpenRange, _as_list, fits, x_range

T = Catalog("mtgrules")

Step = Literal["announce", "total cost", "pay"]
STEPS: tuple[Step, ...] = ("announce", "total cost", "pay")
"""The casting steps an answer can stop at: announcing (601.2b), working out the total cost
(601.2f) and paying it (601.2g-h)."""

class Phrase(Wording):
    """A :class:`~mtgrules.errors.Wording` whose fields may be phrases themselves, translated
    with it (the reason a payment fails holds why, in words)."""

    def translated(self, lang: str | None = None) -> str:
        fields = {name: value.translated(lang) if isinstance(value, (Wording, RulesInputError))
                  else value for name, value in self.fields.items()}
        return T(self.template, lang, **fields)


_STEP_WORDS = {
    "announce": N_("announcing the spell (601.2b)"),
    "total cost": N_("working out the total cost (601.2f)"),
    "pay": N_("paying the total cost (601.2h)"),
}


@dataclass(frozen=True, slots=True, eq=False)
class CastCheck:
    """The answer of :func:`can_cast`: ``ok`` (also its truth value), and either how (the
    ``x`` announced, the ``announcement`` of 601.2b, the locked-in ``total`` cost of 601.2f
    and one ``spend`` of 601.2h: the mana that leaves the pool, with ``total.life`` life and
    ``total.energy`` energy) or why not: the ``step`` that fails (one of :data:`STEPS`) and
    the ``reason``, a phrase that translates. ``x_values`` are the legal values of X found
    on the way (None when the spell has no X). ``str()`` is the answer in a sentence;
    :meth:`text` gives it in another language."""

    ok: bool
    spell: Any  # the card (its name in each language) or the cost cast
    step: Step | None = None
    reason: Wording | RulesInputError | None = None
    x: int | None = None
    x_values: range | OpenRange | None = None
    announcement: Announcement | None = None
    total: TotalCost | None = None
    spend: Spend | None = None

    def __bool__(self) -> bool:
        return self.ok

    def text(self, lang: str | None = "en") -> str:
        """The answer in a sentence in ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the
        language in use), citing the casting steps."""
        lang = check_lang(lang)
        spell = _spell_name(self.spell, lang)
        if not self.ok:
            reason = self.reason.translated(lang) if self.reason is not None else ""
            return T("{spell} can't be cast, at {step}: {reason}", lang, spell=spell,
                     step=T(_STEP_WORDS[self.step or "pay"], lang), reason=reason)
        assert self.total is not None and self.spend is not None and self.announcement is not None
        parts = []
        if self.spend.mana:
            parts.append(T("{mana} from the pool", lang,
                           mana="".join(f"{{{m}}}" for m in self.spend.mana)))
        if self.total.life:
            parts.append(T("{life:,} life", lang, life=self.total.life))
        if self.total.energy:
            parts.append(T("{energy:,} energy", lang, energy=self.total.energy))
        payment = join(parts, "and", lang) if parts else T("nothing", lang)
        fields = dict(spell=spell, announced=str(self.announcement.cost),
                      total=str(self.total.mana), payment=payment)
        if self.x is None:
            return T("{spell} can be cast: announce {announced}; the total cost is {total}; "
                     "pay {payment} (601.2b, 601.2f, 601.2h)", lang, **fields)
        return T("{spell} can be cast with X = {x:,}: announce {announced}; the total cost is "
                 "{total}; pay {payment} (601.2b, 601.2f, 601.2h)", lang, x=self.x, **fields)

    def __str__(self) -> str:
        return self.text("en")

    def _repr_html_(self) -> str:
        """The answer in the language in use, its mana symbols drawn as symbols."""
        import re
        from html import escape

        from ..mana.html import cost_html

        def drawn(found: re.Match[str]) -> str:
            try:
                return cost_html(parse_cost(found.group(0)))
            except RulesInputError:
                return found.group(0)

        mark = ("#2e7d32", "✓") if self.ok else ("#b71c1c", "✗")
        body = re.sub(r"\{[^{}<>]{1,12}\}", drawn, escape(self.text(None), quote=False))
        return (f'<div style="font:0.95em sans-serif;line-height:1.7">'
                f'<b style="color:{mark[0]}">{mark[1]}</b> {body}</div>')

    def __repr__(self) -> str:  # not a constructor: the answer in words
        return f"<CastCheck: {self.text('en')}>"


def _spell_name(spell: Any, lang: str) -> str:
    if isinstance(spell, (ManaCost, str)):
        return T("a spell costing {cost}", lang, cost=str(spell) or "—")
    label = getattr(spell, "label", None)
    name = str(label(lang)) if callable(label) else str(getattr(spell, "name", spell))
    if lang != "en" and name[-1:].isascii() and name[-1:].isalnum():
        name += " "  # an English name before Chinese words stands apart, as words.join writes it
    return name


def _spell(card_or_cost: object, face: str | None, rules: object) -> tuple[Any, ManaCost, int]:
    """(what is cast, its mana cost, the energy its cost names): a cost as braces text or a
    ManaCost, or a card (by name, through :func:`mtgrules.card`, or a card object); a card
    with several faces is cast by one of them (``face``)."""
    if isinstance(card_or_cost, ManaCost):
        return card_or_cost, card_or_cost, 0
    if isinstance(card_or_cost, str) and ("{" in card_or_cost or not card_or_cost.strip()):
        cost, energy = split_energy(card_or_cost, rules)
        return (card_or_cost.strip() if energy else cost), cost, energy
    if isinstance(card_or_cost, str):
        from ..cards import card

        found: Any = card(card_or_cost)
    elif isinstance(getattr(card_or_cost, "mana_cost", None), ManaCost):
        found = card_or_cost
    else:
        raise ChoiceError("expected a card's name, a card, or a cost such as '{{X}}{{R}}' to "
                          "cast, not {value}", value=excerpt(card_or_cost))
    faces = getattr(found, "faces", ())
    if face is not None:
        checks.text(face, "face", example="Wax")
        names = {f.name.lower(): f for f in faces}
        if face.strip().lower() not in names:
            raise ChoiceError("{card} has no face named {face}: its faces are {faces}",
                              card=found.name, face=excerpt(face),
                              faces=", ".join(f.name for f in faces) or "none")
        found = names[face.strip().lower()]
    elif faces and getattr(found, "layout", "") in _ONE_FACE_CAST:
        raise ChoiceError("{card} is cast as one of its faces ({faces}): say which with face=, "
                          "such as face={first!r} (709.3, 712.11b, 715.3)", card=found.name,
                          faces=", ".join(f.name for f in faces), first=faces[0].name)
    return found, found.mana_cost, 0


_ONE_FACE_CAST = {"split", "aftermath", "adventure", "modal_dfc", "flip", "transform",
                  "prepare", "omen", "reversible_card"}
"""Layouts whose card is cast as one of its faces (709.3 for split cards, 715.3 for
adventurers, 712.8 for double-faced cards): the mana cost to pay is that face's."""


def _usable(pool: object, spell: Any, x: int) -> tuple[ManaPool, int]:
    """The mana of ``pool`` that may pay for ``spell`` with X = ``x`` (106.6) and how much of
    the pool is kept back by restrictions."""
    if isinstance(pool, str):
        return ManaPool(pool), 0
    if isinstance(pool, ManaPool):
        return pool, 0
    if isinstance(pool, RestrictedPool):
        usable = pool.usable_for(spell if not isinstance(spell, (ManaCost, str)) else "", x=x)
        return usable, len(pool) - len(usable)
    raise ManaPoolError("pool={pool}: expected a ManaPool such as ManaPool('RRG'), mana letters "
                        "such as 'RRG', or a RestrictedPool", pool=excerpt(pool))


def can_cast(card_or_cost: object, pool: object, *, x: int | None = None,
             how: CastMethod = "normal", face: str | None = None,
             alternative: AlternativeArg | None = None, additional: AdditionalArg = None,
             reductions: object = (), increases: object = (), minimum: int = 0,
             life: int | None = None, can_lose_life: bool = True, can_gain_life: bool = True,
             life_can_change: bool = True, can_pay_life: bool = True,
             energy: int | None = None, spend_as: str | None = None,
             rules: object = "current") -> CastCheck:
    """Whether ``card_or_cost`` can be cast from ``pool`` under these effects, and one way
    how: the casting steps in the rules' order (601.2b, 601.2f, 601.2g-h).

    ``card_or_cost`` is a card's name (English or official Chinese, through
    :func:`mtgrules.card`), a card, a :class:`~mtgrules.ManaCost` or braces text (an {E} in
    it is energy to pay, 107.14). A split, adventurer or double-faced card is cast as one
    face: name it with ``face=``. ``pool`` is a :class:`~mtgrules.ManaPool`, mana letters
    such as ``"RRG"``, or a :class:`~mtgrules.RestrictedPool`, whose restricted mana pays
    only for spells its restriction allows (106.6, read by meaning: mana "only for creature
    spells" pays for a creature card, never for a bare cost).

    1. **Announce** (601.2b): ``how`` the spell is cast (:data:`CAST_METHODS`, with
       ``alternative=`` and ``additional=`` costs) and X: ``x``, or, when None, the largest
       X the pool can pay (0 when nothing bounds it). X other than 0 where 107.3b forces 0
       stops here.
    2. **Total cost** (601.2f): plus ``additional`` costs and ``increases``, minus
       ``reductions`` (118.7), raised to ``minimum`` mana (Trinisphere); a spell with no mana
       cost can't be cast by paying it (118.6), and a land is played, never cast (305.9).
    3. **Pay** (601.2h, 118.3): the mana from the pool (``spend_as`` "any color" or "any
       type": 609.4b, 118.14), the life the costs pay against ``life`` (119.4; none at all
       while ``can_lose_life`` or ``can_pay_life`` is False, 119.8, 119.4b), no cost that
       gains life while ``can_gain_life`` is False (119.7), ``life_can_change=False`` both,
       and energy against ``energy`` (107.14). Partial payments aren't allowed.

    Of the total costs that work, the first of :func:`mtgrules.total_costs` (least life
    paid, then least mana) is chosen, paid by the first of :func:`mtgrules.spends`.
    ``rules=`` dates every part (symbols, energy, the numbers of the life rules). Bad input
    raises a :class:`~mtgrules.RulesInputError`; a spell that can't be cast is an answer,
    not an error.

        >>> import mtgrules as mr
        >>> check = can_cast("Dismember", mr.ManaPool("B"), life=5)
        >>> check.ok, str(check.total.mana), check.total.life
        (True, '{1}', 4)
        >>> can_cast("Dismember", mr.ManaPool("B"), life=3).text("zh-Hans").split("，")[0]
        '肢解（Dismember）无法施放'
    """
    _check_how(how)
    spell, cost, cost_energy = _spell(card_or_cost, face, rules)
    widened = check_spend_as(spend_as)
    extra = _as_list(additional) if additional is not None else []
    if cost_energy:
        extra.append(AdditionalCost(energy=cost_energy, kind="mandatory"))
    options: dict[str, Any] = dict(
        how=how, alternative=alternative, additional=extra, increases=increases,
        reductions=reductions, at_least=minimum, life=life, can_lose_life=can_lose_life,
        life_can_change=life_can_change, energy=energy, can_gain_life=can_gain_life,
        can_pay_life=can_pay_life, rules=rules)
    if x is not None:
        _check_x(x)
    found = _total_costs(cost, **options)  # every argument checked, with X = 0
    plan = _plan(cost, how, extra, alternative)
    has_x = plan.paid.has_x or plan.additional.has_x or plan.x_in_words or cost.has_x
    if "Land" in getattr(spell, "types", ()):
        return CastCheck(False, spell, "announce", Wording(N_(
            "a land is played, not cast, so it has no cost to pay as a spell (305.1, 305.9)")))
    if x is not None and x and not has_x:
        raise NumberError("x={x:,}: {spell} has no X to announce (107.3a)", x=x,
                          spell=_spell_name(spell, "en"))
    if x is not None and x and plan.x_forced_zero:
        return CastCheck(False, spell, "announce", Phrase(N_(
            "X = {x:,} can't be announced: casting it {how} leaves 0 as the only legal value of "
            "X (107.3b)"), x=x, how=Wording(_HOW_WORDS[how])))
    usable, held = _usable(pool, spell, x or 0)
    legal: range | OpenRange | None = None
    if has_x:
        ask = {k: v for k, v in options.items() if k != "at_least"}
        ask.update(at_least=minimum, spend_as=widened)
        if isinstance(pool, RestrictedPool) and not isinstance(spell, (ManaCost, str)):
            # which restricted mana may pay depends on the mana value, so on X (202.3e)
            legal = _restricted_x(cost, pool, spell, ask)
        else:
            legal = x_range(cost, pool=usable, **ask)
        if x is None:
            x = legal[-1] if isinstance(legal, range) and len(legal) else 0
            usable, held = _usable(pool, spell, x)
    found = _total_costs(cost, x=x or 0, **options)
    if found.problem is not None:
        return CastCheck(False, spell, "pay", found.problem, x, legal)
    if plan.paid.is_absent and not plan.free:
        return CastCheck(False, spell, "total cost", Wording(N_(
            "it has no mana cost, and a cost that doesn't exist can't be paid (118.6); it can "
            "be cast only without paying its mana cost or for an alternative cost")), x, legal)
    totals = list(found.rows)
    for total in totals:
        if fits(total.mana, usable, widened):
            spend = first_spends(total.mana, usable, 1, spend_as=widened)[0]
            return CastCheck(True, spell, None, None, x if has_x else None, legal,
                             total.announced, total, spend)  # type: ignore[arg-type]
    cheapest = min(totals, key=lambda t: (t.mana.mana_value(), t.life))
    return CastCheck(False, spell, "pay", _why_unpaid(cheapest, usable, held, widened),
                     x if has_x else None, legal, cheapest.announced,  # type: ignore[arg-type]
                     cheapest)


def _restricted_x(cost: ManaCost, pool: RestrictedPool, spell: Any, ask: dict[str, Any]
                  ) -> range | OpenRange:
    """The legal values of X for ``spell`` from a pool whose restricted mana pays only for
    spells of some mana values (106.6): X is split into stretches over which the mana that
    may pay stays the same (a restriction's bound on the mana value is crossed only at its
    ends; on the stack X counts, 202.3e), and each stretch asks :func:`x_range` of its own
    mana."""
    from ..mana.restrictions import parse_restriction

    everything = x_range(cost, pool=_all_mana(pool), **ask)  # as if nothing were restricted
    if not isinstance(everything, range) or not len(everything):
        return everything
    per_x, start = cost.count("X"), cost.mana_value()
    cuts = {0, everything.stop}
    for only_for in {m.only_for for m in pool.mana if m.only_for}:
        for meaning in parse_restriction(only_for) or ():
            for value in (meaning.low, None if meaning.high is None else meaning.high + 1):
                if value is not None and per_x:
                    cut = -(-(value - start) // per_x)  # the first X with mana value >= value
                    if 0 < cut < everything.stop:
                        cuts.add(cut)
    ends = sorted(cuts)
    best = -1
    for low, high in zip(ends, ends[1:]):
        found = x_range(cost, pool=pool.usable_for(spell, x=low), **ask)
        if isinstance(found, range) and found.stop > low:
            best = max(best, min(high, found.stop) - 1)
    return range(0, best + 1)


def _all_mana(pool: RestrictedPool) -> ManaPool:
    """Every mana of ``pool`` as if none were restricted: a bound on X."""
    return ManaPool("".join(m.type for m in pool.mana if not m.snow),
                    snow="".join(m.type for m in pool.mana if m.snow))


_HOW_WORDS = {
    "normal": N_("normally"),
    "without paying its mana cost": N_("without paying its mana cost"),
    "with a cost reduction": N_("with a cost reduction"),
    "with an alternative cost": N_("for an alternative cost without X"),
}


def _why_unpaid(chosen: TotalCost, pool: ManaPool, held: int, spend_as: str | None) -> Wording:
    """Why ``pool`` can't pay the mana of ``chosen`` (an announced, locked-in total cost),
    in words."""
    total = chosen.mana
    shown_total: str | Wording = str(total)
    if chosen.life:
        shown_total = Wording(N_("{mana} and {life:,} life"), mana=str(total), life=chosen.life)
    need = total.mana_value()
    counts = [a + b for a, b in zip(pool.counts[:6], pool.counts[6:])]
    snow = sum(pool.counts[6:])
    shown = "".join(f"{{{m}}}" for m in str(pool).replace(" + snow ", "").replace("snow ", ""))
    if need > len(pool):
        why = Wording(N_("it needs {need:,} mana and the pool holds {have:,}"), need=need,
                      have=len(pool))
    else:
        why = Wording(N_("its colored, colorless and snow symbols can't all be matched with the "
                         "pool's mana"))
        widened = {None: "", "any color": "WUBRG", "any type": "WUBRGC"}[spend_as]
        for i, letter in enumerate(MANA_TYPES):
            wanted = sum(1 for s in total.symbols if s.text == f"{{{letter}}}")
            if wanted > counts[i] and letter not in widened:
                why = Wording(N_("it needs {need:,} {symbol} and the pool has {have:,} mana of "
                                 "that type"), need=wanted, symbol=f"{{{letter}}}", have=counts[i])
                break
        else:
            wanted = sum(1 for s in total.symbols if s.text == "{S}")
            if wanted > snow:
                why = Wording(N_("it needs {need:,} mana from snow sources for {{S}} and the pool "
                                 "has {have:,} (107.4h)"), need=wanted, have=snow)
    if held:
        return Phrase(N_("the mana that may be spent on it ({pool}) can't pay the total cost "
                          "{total}: {why}; {held:,} more mana is only for other spells (106.6, "
                          "601.2h)"), pool=shown or "—", total=shown_total, why=why, held=held)
    return Phrase(N_("the pool ({pool}) can't pay the total cost {total}: {why}; partial "
                      "payments aren't allowed (601.2h)"), pool=shown or "—", total=shown_total,
                   why=why)


__all__ = ["CastCheck", "Phrase", "STEPS", "Step", "can_cast"]
