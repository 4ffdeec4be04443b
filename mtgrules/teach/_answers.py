"""The answers of the engines' lessons (:mod:`mtgrules.teach.lessons`), each computed with the
library when asked, in the learner's language; and the few words they share (lists, colors,
costs, totals). Each answer imports the parts of the library it needs when it runs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..i18n import NT_, Catalog, check_lang
from ..words import join

if TYPE_CHECKING:
    from ..mana.cost import ManaCost

T = Catalog("mtgrules")


def _spaced(first: str, last: str) -> tuple[str, str]:
    """The two sides of a Chinese sentence around a Latin text, with the space Chinese text
    keeps between Chinese and Latin letters, digits or mana symbols."""
    return (first + " " if first[-1:].isascii() and not first[-1:].isspace() else first,
            " " + last if last[:1].isascii() and not last[:1].isspace() else last)


def _or(items: list[str], lang: str | None = "en") -> str:
    """``["a", "b", "c"]`` as "a, b or c" (Chinese: "a、b或c"): :func:`mtgrules.words.join`."""
    return join(items, "or", lang)


def _and(items: list[str], lang: str | None = "en") -> str:
    """``["a", "b", "c"]`` as "a, b and c" (Chinese: "a、b和c"): :func:`mtgrules.words.join`."""
    return join(items, "and", lang)


_TYPE_WORDS = {"W": NT_("white"), "U": NT_("blue"), "B": NT_("black"), "R": NT_("red"),
               "G": NT_("green"), "C": NT_("colorless")}
"""The words of :data:`mtgrules.mana.cost.TYPE_NAMES`, marked for this catalog."""


def _words(letters: str, lang: str | None = "en") -> list[str]:
    """Mana type letters (``"WG"``) as words (["white", "green"])."""
    return [T(_TYPE_WORDS[t], lang) for t in letters]


def _types(letters: str, lang: str | None = "en") -> str:
    """Mana type letters (``"WG"``) in words ("white or green"), "nothing" if none."""
    return _or(_words(letters, lang), lang) if letters else T("nothing", lang)


def _costs(costs: list[ManaCost], lang: str | None = "en") -> str:
    """Costs as braces text, "{4}{R} or {3}{R}{R}"."""
    return _or([str(c) for c in costs], lang)


def _total(total: Any, lang: str | None = "en") -> str:
    """A :class:`~mtgrules.costs.TotalCost` (no energy here) as "{3} paying 4 life"."""
    lang = check_lang(lang)
    if lang == "en":
        return str(total)
    if total.life:
        return T("{mana} paying {life} life", lang, mana=total.mana, life=total.life)
    return T("{mana} paying no life", lang, mana=total.mana)


def _x_values(legal: range, lang: str | None = "en") -> str:
    """The legal values of X in a sentence: :func:`mtgrules.describe_x` in ``lang``."""
    from ..costs import describe_x

    return describe_x(legal, lang=lang)


# --- X values (107.3, 202.3e, 601.2f) --------------------------------------------------


def _fireball_cascade(lang: str | None = "en") -> str:
    from ..costs import mana_value_in_zone

    mv = mana_value_in_zone("{X}{R}", "stack", x=4)
    return T("On the stack Fireball with X = 4 has mana value {mv}, so cascade stops at the "
             "first nonland card with mana value {less} or less", lang, mv=mv, less=mv - 1)


def _critique_chalice(lang: str | None = "en") -> str:
    from ..costs import mana_value_in_zone

    mv = mana_value_in_zone("{X}{U}{R}", "stack", x=2)
    if mv == 2:
        return T("Traumatic Critique cast with X = 2 has mana value {mv} (X plus {{U}}{{R}}), so "
                 "a Chalice of the Void with 2 counters counters it", lang, mv=mv)
    return T("Traumatic Critique cast with X = 2 has mana value {mv} (X plus {{U}}{{R}}), so a "
             "Chalice of the Void with 2 counters doesn't counter it", lang, mv=mv)


def _explosives_counterbalance(lang: str | None = "en") -> str:
    from ..cards import card
    from ..costs import mana_value_in_zone

    spell = mana_value_in_zone("{X}", "stack", x=2)
    land = card("Forest").mana_cost.mana_value()
    if spell == land:
        return T("Engineered Explosives cast with X = 2 has mana value {spell} on the stack and "
                 "a revealed land {land}, so Counterbalance counters it", lang,
                 spell=spell, land=land)
    return T("Engineered Explosives cast with X = 2 has mana value {spell} on the stack and a "
             "revealed land {land}, so Counterbalance doesn't counter it", lang,
             spell=spell, land=land)


def _conflagrate_flashback(lang: str | None = "en") -> str:
    from ..costs import mana_value_in_zone

    one = mana_value_in_zone("{X}{X}{R}", "stack", x=1)
    zero = mana_value_in_zone("{X}{X}{R}", "stack", x=0)
    return T("Flashback doesn't change Conflagrate's mana cost {{X}}{{X}}{{R}}: cast with X = 1 "
             "it has mana value {one}, so Chalice of the Void with 1 counter counters it only "
             "when X = 0 (mana value {zero})", lang, one=one, zero=zero)


def _finale_imoti(lang: str | None = "en") -> str:
    from ..costs import mana_value_in_zone

    mv = mana_value_in_zone("{X}{G}{G}", "stack", x=9)
    if mv >= 6:
        return T("Finale of Devastation cast with X = 9 has mana value {mv} on the stack, so it "
                 "has cascade from Imoti (mana value 6 or greater)", lang, mv=mv)
    return T("Finale of Devastation cast with X = 9 has mana value {mv} on the stack, so it "
             "doesn't have cascade from Imoti (mana value 6 or greater)", lang, mv=mv)


def _aether_tide_jodah(lang: str | None = "en") -> str:
    from ..costs import x_range

    legal = x_range("{X}{U}", how="with an alternative cost", alternative="{W}{U}{B}{R}{G}")
    return T("Jodah's {{W}}{{U}}{{B}}{{R}}{{G}} has no X, so {legal}, and Aether Tide's "
             "additional cost discards that many cards", lang,
             legal=_x_values(cast(range, legal), lang))


_PITCH = "exile a {color} card with mana value X from your hand"  # a Shoal's alternative cost


def _disrupting_shoal_snare(lang: str | None = "en") -> str:
    from ..cards import card
    from ..costs import AlternativeCost
    from ..costs import mana_value_in_zone, total_cost

    shoal = card("Disrupting Shoal").mana_cost
    pitch = AlternativeCost(what=_PITCH.format(color="blue"))
    paid = total_cost(shoal, x=3, how="with an alternative cost", alternative=pitch)
    value = mana_value_in_zone(shoal, "stack", x=3)
    if value == 2:
        return T("Exiling a card with mana value 3 makes X = 3: the Shoal costs {paid} and has "
                 "mana value {value} on the stack, so Spell Snare (mana value 2) counters it",
                 lang, paid=paid, value=value)
    return T("Exiling a card with mana value 3 makes X = 3: the Shoal costs {paid} and has mana "
             "value {value} on the stack, so Spell Snare (mana value 2) can't counter it", lang,
             paid=paid, value=value)


def _nourishing_shoal_pitch(lang: str | None = "en") -> str:
    from ..cards import card
    from ..costs import AlternativeCost
    from ..mana import ManaPool
    from ..costs import x_range

    pitch = AlternativeCost(what=_PITCH.format(color="green"))
    legal = x_range(card("Nourishing Shoal").mana_cost, how="with an alternative cost",
                    alternative=pitch, pool=ManaPool(""))
    return T("The alternative cost has X in its words, so with no mana at all {legal}: X is the "
             "exiled card's mana value, and you gain that much life", lang,
             legal=_x_values(legal, lang))  # type: ignore[arg-type]


def _exsanguinate_affinity(lang: str | None = "en") -> str:
    from ..mana import ManaPool
    from ..costs import x_range

    legal = x_range("{X}{B}{B}", pool=ManaPool("BBCC"), reduction=3)
    return T("With B B C C and a {{3}} reduction, {legal}: the reduction applies to the total "
             "cost once X is chosen, X's mana included", lang,
             legal=_x_values(cast(range, legal), lang))


# --- negative numbers (107.1b) ---------------------------------------------------------


def _swords_negative_power(lang: str | None = "en") -> str:
    from ..numbers import effect_result

    gained = effect_result(-16, "life gain")
    return T("Its power is -16, so its controller gains {gained} life: a negative amount of life "
             "gained is 0, never a loss", lang, gained=gained)


def _trudge_counters(lang: str | None = "en") -> str:
    from ..numbers import effect_result

    at_zero = effect_result(3 - 0, "counters")
    at_five = effect_result(3 - 5, "counters")
    return T("With X = 0 it enters with {at_zero} stun counters; with X = 5, three minus five is "
             "negative, so it enters with {at_five}", lang, at_zero=at_zero, at_five=at_five)


def _betor_half_life(lang: str | None = "en") -> str:
    from ..numbers import fraction_of

    one, seven = fraction_of(1, 1, 2, rounding="up"), fraction_of(7, 1, 2, rounding="up")
    return T("Half of 1 life rounded up is {one}, so an opponent at 1 life goes to {left}; at 7 "
             "life they lose {seven}", lang, one=one, left=1 - one, seven=seven)


def _ouroboroid_food(lang: str | None = "en") -> str:
    from ..numbers import number_or_zero

    counters = number_or_zero(None)  # a noncreature permanent has no power (208.3)
    if counters:
        return T("As a Food it has no power, a number that can't be determined, so X is "
                 "{counters}: each creature gets {counters} +1/+1 counters", lang,
                 counters=counters)
    return T("As a Food it has no power, a number that can't be determined, so X is {counters}: "
             "each creature gets no +1/+1 counters", lang, counters=counters)


# --- payment: hybrid, Phyrexian, reductions and minimums (107.4e-f, 118.7, 601.2b/f) ----


def _reaper_king_reduced(lang: str | None = "en") -> str:
    from ..costs import total_costs
    from ..payment import can_pay
    from ..mana import ManaPool

    totals = total_costs("{2}{2/W}{2/U}{2/B}{2/R}{2/G}", reductions=[4])
    least = min(t.mana.mana_value() for t in totals)
    pool = ManaPool("UBRG")
    paid = next((t for t in totals if can_pay(t.mana, pool)), None)
    if paid is not None:
        return T("Announce one {{2/W}} as {{2}} and the others as colors: the cheapest total cost "
                 "is {least} mana, and U B R G pays {paid}", lang, least=least, paid=paid.mana)
    return T("Announce one {{2/W}} as {{2}} and the others as colors: the cheapest total cost is "
             "{least} mana, and U B R G can't pay any of them", lang, least=least)


def _offering_hybrid(lang: str | None = "en") -> str:
    from ..costs import reduce_cost

    recruit = [cost for cost, _ in reduce_cost("{4}{R}{R}", ["{R/W}"])]
    ram_gang = [cost for cost, _ in reduce_cost("{4}{R}{R}", ["{R/G}{R/G}{R/G}"])]
    return T("Each hybrid symbol reduces by one half the player chooses: Boros Recruit leaves "
             "{recruit}; Boggart Ram-Gang leaves {ram_gang}", lang,
             recruit=_costs(recruit, lang), ram_gang=_costs(ram_gang, lang))


def _morophon_colored_only(lang: str | None = "en") -> str:
    from ..costs import ColoredOnly, reduce_cost

    wubrg = ColoredOnly("{W}{U}{B}{R}{G}")
    muscle = reduce_cost("{1}{G}", [wubrg])[0][0]
    queen = reduce_cost("{W}{U}{B}{R}{G}", [wubrg])[0][0]
    return T("The reduction takes only colored mana, and what it can't take is lost: Muscle "
             "Sliver costs {muscle}, Sliver Queen {queen}", lang, muscle=muscle, queen=queen)


def _dismember_trinisphere(lang: str | None = "en") -> str:
    from ..costs import total_costs

    totals = [_total(t, lang) for t in total_costs("{1}{B/P}{B/P}", life=20, at_least=3)]
    return T("Life is announced before Trinisphere applies, so the total cost is {totals}: never "
             "{{1}} with 4 life", lang, totals=_or(totals, lang))


def _dismember_no_black(lang: str | None = "en") -> str:
    from ..costs import total_costs
    from ..payment import can_pay
    from ..mana import ManaPool

    totals = total_costs("{1}{B/P}{B/P}", life=20, at_least=3)

    def payable(pool: ManaPool) -> list[str]:
        return [_total(t, lang) for t in totals if can_pay(t.mana, pool)]

    one, three = payable(ManaPool("C")), payable(ManaPool("CCC"))
    first = (T("only {costs}", lang, costs=_or(one, lang)) if one
             else T("none of its total costs", lang))
    second = (T("only {costs}", lang, costs=_or(three, lang)) if three
              else T("none of them", lang))
    return T("Without black mana, one colorless mana pays {first}, and three pay {second}", lang,
             first=first, second=second)


def _needle_trinisphere(lang: str | None = "en") -> str:
    from ..costs import total_costs
    from ..payment import can_pay
    from ..mana import ManaPool

    total = total_costs("{1}", at_least=3)[0].mana
    if can_pay(total, ManaPool("C")):
        return T("Under Trinisphere Pithing Needle's total cost is {total}, so one mana can pay "
                 "it", lang, total=total)
    return T("Under Trinisphere Pithing Needle's total cost is {total}, so one mana can't pay "
             "it", lang, total=total)


def _probe_life(lang: str | None = "en") -> str:
    from ..payment import announcements, can_pay
    from ..mana import ManaPool

    ways = [T("{life} life", lang, life=a.life) if a.life else str(a.cost)
            for a in announcements("{U/P}", life=20)]
    if can_pay("{U/P}", ManaPool(), life=20):
        return T("Gitaxian Probe's {{U/P}} is announced as {ways}; with no mana and 20 life it "
                 "can be cast", lang, ways=_or(ways, lang))
    return T("Gitaxian Probe's {{U/P}} is announced as {ways}; with no mana and 20 life it "
             "can't be cast", lang, ways=_or(ways, lang))


def _probe_floating_mana(lang: str | None = "en") -> str:
    from ..payment import count_by_life
    from ..mana import ManaPool

    by_life = count_by_life("{U/P}", ManaPool("U"), life=20)
    choices = [T("paying {life} life", lang, life=life) if life else T("paying no life", lang)
               for life in sorted(by_life)]
    return T("With U floating the player still chooses, at announcement: {choices} ({ways} ways)",
             lang, choices=_or(choices, lang), ways=sum(by_life.values()))


def _procession_reduced(lang: str | None = "en") -> str:
    from ..costs import total_costs
    from ..payment import Announcement, can_pay
    from ..mana import ManaPool

    pool = ManaPool("WW")
    paid = [t for t in total_costs("{2/W}{2/W}{2/W}", reductions=[2]) if can_pay(t.mana, pool)]
    if not paid:
        return T("With W W no announcement of Spectral Procession costing {{2}} less can be paid",
                 lang)
    announced = cast(Announcement, paid[0].announced)
    return T("Announce {announced} first, then take off {{2}}: the total cost is {total}, which "
             "W W pays", lang, announced=announced.cost, total=paid[0].mana)


def _omniscience_hybrid(lang: str | None = "en") -> str:
    from ..costs import total_cost

    total = total_cost("{2/B}{2/B}{2/B}", how="without paying its mana cost")
    return T("Cast without paying its mana cost, Beseech the Queen's total cost is {total}: no "
             "half of a {{2/B}} is paid at all", lang, total=total)


def _ancestral_vision(lang: str | None = "en") -> str:
    from ..mana.cost import ManaCost
    from ..payment import can_pay
    from ..mana import ManaPool
    from ..costs import total_cost

    none = ManaCost()
    free = total_cost(none, how="without paying its mana cost")
    if can_pay(none, ManaPool("UUUU")):
        return T("Ancestral Vision has no mana cost, which can be paid, so Future Sight can cast "
                 "it; a cast without paying its mana cost costs {free}", lang, free=free)
    return T("Ancestral Vision has no mana cost, which can't be paid even with U U U U, so Future "
             "Sight can't cast it; a cast without paying its mana cost costs {free}", lang,
             free=free)


# --- could produce (106.7) --------------------------------------------------------------


def _board_answer(mine: str, others: list[tuple[str, str]]) -> str:
    from ..board.permanents import Board
    from ..board.solver import could_produce

    board = Board()
    permanent = board.add(mine, "you")
    for name, controller in others:
        board.add(name, controller)
    return could_produce(board)[permanent]


def _orchard_colorless(lang: str | None = "en") -> str:
    letters = _board_answer("Exotic Orchard", [("Wastes", "opponent")])
    return T("Exotic Orchard could produce {types}: the opponent's lands make only colorless mana "
             "and it adds colors only, so its ability adds no mana", lang,
             types=_types(letters, lang))


def _orchard_choice(lang: str | None = "en") -> str:
    letters = _board_answer("Exotic Orchard", [("Plains", "opponent"), ("Forest", "opponent")])
    return T("Exotic Orchard could produce {types}: the player chooses which", lang,
             types=_types(letters, lang))


def _pool_cavern(lang: str | None = "en") -> str:
    letters = _board_answer("Reflecting Pool", [("Cavern of Souls", "you")])
    return T("Reflecting Pool could produce {types}: Cavern of Souls could produce every color, "
             "and the spending restriction isn't part of the type", lang,
             types=_types(letters, lang))


def _pool_confluence(lang: str | None = "en") -> str:
    letters = _board_answer("Reflecting Pool", [("Mana Confluence", "you")])
    if "C" in letters:
        return T("Reflecting Pool could produce {types}: it can tap for colorless, since no land "
                 "there could produce it", lang, types=_types(letters, lang))
    return T("Reflecting Pool could produce {types}: it can't tap for colorless, since no land "
             "there could produce it", lang, types=_types(letters, lang))


def _pool_snow_lands(lang: str | None = "en") -> str:
    letters = _board_answer("Reflecting Pool", [("Snow-Covered Plains", "you"),
                                                ("Snow-Covered Island", "you")])
    return T("Reflecting Pool could produce {types}: the player chooses each time", lang,
             types=_types(letters, lang))


def _orchards_facing(lang: str | None = "en") -> str:
    from ..board.permanents import Board
    from ..board.solver import could_produce

    alone = Board()
    mine, theirs = alone.add("Exotic Orchard", "you"), alone.add("Exotic Orchard", "opponent")
    empty = could_produce(alone)
    forest = Board()
    forest.add("Forest", "you")
    mine2, theirs2 = forest.add("Exotic Orchard", "you"), forest.add("Exotic Orchard", "opponent")
    with_forest = could_produce(forest)
    return T("With only the two Exotic Orchards, yours could produce {yours} and the opponent's "
             "{theirs}; with a Forest beside yours, yours could produce {yours_now} and theirs "
             "{theirs_now}", lang, yours=_types(empty[mine], lang),
             theirs=_types(empty[theirs], lang), yours_now=_types(with_forest[mine2], lang),
             theirs_now=_types(with_forest[theirs2], lang))


def _replacement_orders(lang: str | None = "en") -> str:
    from ..board.permanents import Board
    from ..board.solver import could_produce

    board = Board()
    forest = board.add("Forest", "you")
    pool = board.add("Reflecting Pool", "you")
    board.add("Contamination", "opponent")
    board.add("Ritual of Subdual", "opponent")
    cp = could_produce(board)
    return T("Applied in either order the two replacements end differently, so the Forest could "
             "produce {forest}, and Reflecting Pool {pool}", lang,
             forest=_types(cp[forest], lang), pool=_types(cp[pool], lang))


# --- split cards (709) ------------------------------------------------------------------


def _wear_tear_cascade(lang: str | None = "en") -> str:
    from ..split.scenarios import cascade_stops_at
    from ..split.rules import ask

    mv = ask("Wear // Tear", "mana value", zone="library")[0]
    now = cascade_stops_at("Wear // Tear", 3)
    before = cascade_stops_at("Wear // Tear", 3, rules="2016-06-01")
    return T("In the library Wear // Tear has mana value {mv}, so cascade from a spell with mana "
             "value 3 {now} it (before 2017-04-28 it {before}: either half's value counted)",
             lang, mv=mv, now=T("stops at", lang) if now else T("passes over", lang),
             before=T("stopped", lang) if before else T("passed over", lang))


def _fire_ice_off_stack(lang: str | None = "en") -> str:
    from ..split.rules import ask

    mv = ask("Fire // Ice", "mana value", zone="library")[0]
    colors = ask("Fire // Ice", "colors", zone="library")[0]
    fire = ask("Fire // Ice", "mana value", zone="stack", half="Fire")[0]
    return T("In the library Fire // Ice has mana value {mv} and is {colors}; only Fire cast "
             "alone has mana value {fire}", lang, mv=mv,
             colors=_and(_words(colors, lang), lang), fire=fire)


def _fused_thalia(lang: str | None = "en") -> str:
    from ..split.rules import ask
    from ..costs import total_cost

    combined = ask("Turn // Burn", "mana cost", zone="stack", half="both")[0]
    total = total_cost(combined, increase=1)
    return T("Fused, Turn // Burn is one spell with mana cost {combined}; Thalia's {{1}} applies "
             "once: the total cost is {total}", lang, combined=combined, total=total)


def _naming_one_half(lang: str | None = "en") -> str:
    from ..split.rules import ask, matches

    names = ask("Turn // Burn", "name")
    if matches("Turn // Burn", "name", names[0]):
        return T("The player names one of {names}, not both; naming {first}, the card has the "
                 "chosen name", lang, names=_or(list(names), lang), first=names[0])
    return T("The player names one of {names}, not both; naming {first}, the card lacks the "
             "chosen name", lang, names=_or(list(names), lang), first=names[0])


def _fire_from_graveyard(lang: str | None = "en") -> str:
    from ..payment import can_pay
    from ..mana import ManaPool
    from ..split.rules import ask

    pool = ManaPool("RR")
    castable = [half for half in ("Fire", "Ice")
                if can_pay(ask("Fire // Ice", "mana cost", zone="stack", half=half)[0], pool)]
    whole = ask("Fire // Ice", "mana value", zone="graveyard")[0]
    halves = _or(castable, lang) if castable else T("neither half", lang)
    if check_lang(lang) != "en":
        halves = _spaced("", halves)[1]
    return T("Only the half being cast is checked: with R R the player can cast {halves}, "
             "although the card has mana value {whole} in the graveyard", lang,
             halves=halves, whole=whole)


