"""Other engines' bugs on these rules, as lessons: what XMage (magefree/mage), Forge
(Card-Forge/forge) and phase-rs (phase-rs/phase) got wrong in reported cases, and the
rules-correct answer computed with this library.

    >>> import mtgrules as mr
    >>> lesson = next(l for l in mr.lessons("payment") if l.ref == "magefree/mage#1617")
    >>> print(lesson.answer())
    Life is announced before Trinisphere applies, so the total cost is {1}{B}{B} paying no life, {2}{B} paying 2 life or {3} paying 4 life: never {1} with 4 life

Each :class:`Lesson` names its report as ``owner/repo#N``, says in our own words what the
situation was and what the engine did, cites the rules (or rulings, with their dates), and
computes the answer when asked, so the answer always comes from the library as it is now.
:func:`lessons_table` sets them side by side for a notebook ("where engines went wrong").

The module's other names are reached with ``from mtgrules.engine_lessons import LESSONS,
CLUSTERS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Literal, cast, get_args

if TYPE_CHECKING:
    from .mana import ManaCost

# Nothing else is imported here: ``import mtgrules`` binds this module's three public names
# at once (the module shares its name with :func:`lessons`), so it must stay cheap to load.

Cluster = Literal["x values", "negative numbers", "payment", "could produce", "split cards"]
CLUSTERS: tuple[Cluster, ...] = get_args(Cluster)
"""The clusters of rules the lessons belong to, in the order the tables show them."""

ENGINES: dict[str, str] = {"magefree/mage": "XMage", "Card-Forge/forge": "Forge",
                           "phase-rs/phase": "phase-rs"}
"""The repositories the reports come from, and the engine each one is."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One reported engine bug turned into a question the library answers.

    ``ref`` is the report as ``owner/repo#N``; ``cluster`` one of :data:`CLUSTERS`;
    ``title`` the situation, ``engine`` what the engine did (both in our own words); ``rule``
    the rule numbers and ruling dates that settle it; ``answer`` a function of no arguments
    that computes the rules-correct answer with the library, as a sentence.
    """

    ref: str
    cluster: Cluster
    title: str
    engine: str
    rule: str
    answer: Callable[[], str]

    @property
    def engine_name(self) -> str:
        """The engine the report is about: XMage, Forge or phase-rs."""
        return ENGINES[self.ref.split("#")[0]]


def _or(items: list[str]) -> str:
    """``["a", "b", "c"]`` as "a, b or c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _words(letters: str) -> list[str]:
    """Mana type letters (``"WG"``) as words (["white", "green"])."""
    from .mana import TYPE_NAMES

    return [TYPE_NAMES[t] for t in letters]


def _types(letters: str) -> str:
    """Mana type letters (``"WG"``) in words ("white or green"), "nothing" if none."""
    return _or(_words(letters)) if letters else "nothing"


def _and(items: list[str]) -> str:
    """``["a", "b", "c"]`` as "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _costs(costs: list[ManaCost]) -> str:
    """Costs as braces text, "{4}{R} or {3}{R}{R}"."""
    return _or([str(c) for c in costs])


# --- X values (107.3, 202.3e, 601.2f) --------------------------------------------------


def _fireball_cascade() -> str:
    from .xvalue import mana_value_in_zone

    mv = mana_value_in_zone("{X}{R}", "stack", x=4)
    return (f"On the stack Fireball with X = 4 has mana value {mv}, so cascade stops at the first "
            f"nonland card with mana value {mv - 1} or less")


def _critique_chalice() -> str:
    from .xvalue import mana_value_in_zone

    mv = mana_value_in_zone("{X}{U}{R}", "stack", x=2)
    verdict = "counters" if mv == 2 else "doesn't counter"
    return (f"Traumatic Critique cast with X = 2 has mana value {mv} (X plus {{U}}{{R}}), so a "
            f"Chalice of the Void with 2 counters {verdict} it")


def _explosives_counterbalance() -> str:
    from .cards import card
    from .xvalue import mana_value_in_zone

    spell = mana_value_in_zone("{X}", "stack", x=2)
    land = card("Forest").mana_cost.mana_value()
    verdict = "counters" if spell == land else "doesn't counter"
    return (f"Engineered Explosives cast with X = 2 has mana value {spell} on the stack and a "
            f"revealed land {land}, so Counterbalance {verdict} it")


def _conflagrate_flashback() -> str:
    from .xvalue import mana_value_in_zone

    one = mana_value_in_zone("{X}{X}{R}", "stack", x=1)
    zero = mana_value_in_zone("{X}{X}{R}", "stack", x=0)
    return (f"Flashback doesn't change Conflagrate's mana cost {{X}}{{X}}{{R}}: cast with X = 1 it "
            f"has mana value {one}, so Chalice of the Void with 1 counter counters it only when "
            f"X = 0 (mana value {zero})")


def _finale_imoti() -> str:
    from .xvalue import mana_value_in_zone

    mv = mana_value_in_zone("{X}{G}{G}", "stack", x=9)
    has = "has" if mv >= 6 else "doesn't have"
    return (f"Finale of Devastation cast with X = 9 has mana value {mv} on the stack, so it {has} "
            "cascade from Imoti (mana value 6 or greater)")


def _aether_tide_jodah() -> str:
    from .xvalue import describe_x, x_range

    legal = x_range("{X}{U}", how="with an alternative cost", alternative="{W}{U}{B}{R}{G}")
    return (f"Jodah's {{W}}{{U}}{{B}}{{R}}{{G}} has no X, so {describe_x(legal)}, and Aether Tide's "
            "additional cost discards that many cards")


def _exsanguinate_affinity() -> str:
    from .payment import ManaPool
    from .xvalue import describe_x, x_range

    legal = x_range("{X}{B}{B}", pool=ManaPool("BBCC"), reduction=3)
    return (f"With B B C C and a {{3}} reduction, {describe_x(legal)}: the reduction applies to the "
            "total cost once X is chosen, X's mana included")


# --- negative numbers (107.1b) ---------------------------------------------------------


def _swords_negative_power() -> str:
    from .numbers import effect_result

    gained = effect_result(-16, "life gain")
    return (f"Its power is -16, so its controller gains {gained} life: a negative amount of life "
            "gained is 0, never a loss")


def _trudge_counters() -> str:
    from .numbers import effect_result

    at_zero = effect_result(3 - 0, "counters")
    at_five = effect_result(3 - 5, "counters")
    return (f"With X = 0 it enters with {at_zero} stun counters; with X = 5, three minus five is "
            f"negative, so it enters with {at_five}")


def _betor_half_life() -> str:
    from .numbers import fraction_of

    one, seven = fraction_of(1, 1, 2, rounding="up"), fraction_of(7, 1, 2, rounding="up")
    return (f"Half of 1 life rounded up is {one}, so an opponent at 1 life goes to {1 - one}; "
            f"at 7 life they lose {seven}")


def _ouroboroid_food() -> str:
    from .numbers import number_or_zero

    counters = number_or_zero(None)  # a noncreature permanent has no power (208.3)
    return (f"As a Food it has no power, a number that can't be determined, so X is {counters}: "
            f"each creature gets {counters or 'no'} +1/+1 counters")


# --- payment: hybrid, Phyrexian, reductions and minimums (107.4e-f, 118.7, 601.2b/f) ----


def _reaper_king_reduced() -> str:
    from .costs import total_costs
    from .payment import ManaPool, can_pay

    totals = total_costs("{2}{2/W}{2/U}{2/B}{2/R}{2/G}", reductions=[4])
    least = min(t.mana.mana_value() for t in totals)
    pool = ManaPool("UBRG")
    paid = next((t for t in totals if can_pay(t.mana, pool)), None)
    tail = (f"U B R G pays {paid.mana}" if paid is not None else "U B R G can't pay any of them")
    return (f"Announce one {{2/W}} as {{2}} and the others as colors: the cheapest total cost is "
            f"{least} mana, and {tail}")


def _offering_hybrid() -> str:
    from .costs import reduce_cost

    recruit = [cost for cost, _ in reduce_cost("{4}{R}{R}", ["{R/W}"])]
    ram_gang = [cost for cost, _ in reduce_cost("{4}{R}{R}", ["{R/G}{R/G}{R/G}"])]
    return (f"Each hybrid symbol reduces by one half the player chooses: Boros Recruit leaves "
            f"{_costs(recruit)}; Boggart Ram-Gang leaves {_costs(ram_gang)}")


def _morophon_colored_only() -> str:
    from .costs import ColoredOnly, reduce_cost

    wubrg = ColoredOnly("{W}{U}{B}{R}{G}")
    muscle = reduce_cost("{1}{G}", [wubrg])[0][0]
    queen = reduce_cost("{W}{U}{B}{R}{G}", [wubrg])[0][0]
    return (f"The reduction takes only colored mana, and what it can't take is lost: Muscle "
            f"Sliver costs {muscle}, Sliver Queen {queen}")


def _dismember_trinisphere() -> str:
    from .costs import total_costs

    totals = [str(t) for t in total_costs("{1}{B/P}{B/P}", life=20, at_least=3)]
    return (f"Life is announced before Trinisphere applies, so the total cost is {_or(totals)}: "
            "never {1} with 4 life")


def _dismember_no_black() -> str:
    from .costs import total_costs
    from .payment import ManaPool, can_pay

    totals = total_costs("{1}{B/P}{B/P}", life=20, at_least=3)

    def payable(pool: ManaPool) -> list[str]:
        return [str(t) for t in totals if can_pay(t.mana, pool)]

    one, three = payable(ManaPool("C")), payable(ManaPool("CCC"))
    first = f"only {_or(one)}" if one else "none of its total costs"
    second = f"only {_or(three)}" if three else "none of them"
    return f"Without black mana, one colorless mana pays {first}, and three pay {second}"


def _needle_trinisphere() -> str:
    from .costs import total_costs
    from .payment import ManaPool, can_pay

    total = total_costs("{1}", at_least=3)[0].mana
    can = "can" if can_pay(total, ManaPool("C")) else "can't"
    return f"Under Trinisphere Pithing Needle's total cost is {total}, so one mana {can} pay it"


def _probe_life() -> str:
    from .payment import ManaPool, announcements, can_pay

    ways = [f"{a.life} life" if a.life else str(a.cost) for a in announcements("{U/P}", life=20)]
    can = "can" if can_pay("{U/P}", ManaPool(), life=20) else "can't"
    return (f"Gitaxian Probe's {{U/P}} is announced as {_or(ways)}; with no mana and 20 life it "
            f"{can} be cast")


def _probe_floating_mana() -> str:
    from .payment import ManaPool, count_by_life

    by_life = count_by_life("{U/P}", ManaPool("U"), life=20)
    choices = [f"paying {life or 'no'} life" for life in sorted(by_life)]
    return (f"With U floating the player still chooses, at announcement: {_or(choices)} "
            f"({sum(by_life.values())} ways)")


def _procession_reduced() -> str:
    from .costs import total_costs
    from .payment import Announcement, ManaPool, can_pay

    pool = ManaPool("WW")
    paid = [t for t in total_costs("{2/W}{2/W}{2/W}", reductions=[2]) if can_pay(t.mana, pool)]
    if not paid:
        return "With W W no announcement of Spectral Procession costing {2} less can be paid"
    announced = cast(Announcement, paid[0].announced)
    return (f"Announce {announced.cost} first, then take off {{2}}: the total cost is "
            f"{paid[0].mana}, which W W pays")


def _omniscience_hybrid() -> str:
    from .xvalue import total_cost

    total = total_cost("{2/B}{2/B}{2/B}", how="without paying its mana cost")
    return (f"Cast without paying its mana cost, Beseech the Queen's total cost is {total}: no "
            "half of a {2/B} is paid at all")


def _ancestral_vision() -> str:
    from .mana import ManaCost
    from .payment import ManaPool, can_pay
    from .xvalue import total_cost

    none = ManaCost()
    payable = can_pay(none, ManaPool("UUUU"))
    free = total_cost(none, how="without paying its mana cost")
    verdict = ("can be paid, so Future Sight can cast it" if payable else
               "can't be paid even with U U U U, so Future Sight can't cast it")
    return (f"Ancestral Vision has no mana cost, which {verdict}; a cast without paying its mana "
            f"cost costs {free}")


# --- could produce (106.7) --------------------------------------------------------------


def _board_answer(mine: str, others: list[tuple[str, str]]) -> str:
    from .board import Board
    from .production import could_produce

    board = Board()
    permanent = board.add(mine, "you")
    for name, controller in others:
        board.add(name, controller)
    return could_produce(board)[permanent]


def _orchard_colorless() -> str:
    letters = _board_answer("Exotic Orchard", [("Wastes", "opponent")])
    return (f"Exotic Orchard could produce {_types(letters)}: the opponent's lands make only "
            "colorless mana and it adds colors only, so its ability adds no mana")


def _orchard_choice() -> str:
    letters = _board_answer("Exotic Orchard", [("Plains", "opponent"), ("Forest", "opponent")])
    return f"Exotic Orchard could produce {_types(letters)}: the player chooses which"


def _pool_cavern() -> str:
    letters = _board_answer("Reflecting Pool", [("Cavern of Souls", "you")])
    return (f"Reflecting Pool could produce {_types(letters)}: Cavern of Souls could produce every "
            "color, and the spending restriction isn't part of the type")


def _pool_confluence() -> str:
    letters = _board_answer("Reflecting Pool", [("Mana Confluence", "you")])
    colorless = "can" if "C" in letters else "can't"
    return (f"Reflecting Pool could produce {_types(letters)}: it {colorless} tap for colorless, "
            "since no land there could produce it")


def _pool_snow_lands() -> str:
    letters = _board_answer("Reflecting Pool", [("Snow-Covered Plains", "you"),
                                                ("Snow-Covered Island", "you")])
    return f"Reflecting Pool could produce {_types(letters)}: the player chooses each time"


def _orchards_facing() -> str:
    from .board import Board
    from .production import could_produce

    alone = Board()
    mine, theirs = alone.add("Exotic Orchard", "you"), alone.add("Exotic Orchard", "opponent")
    empty = could_produce(alone)
    forest = Board()
    forest.add("Forest", "you")
    mine2, theirs2 = forest.add("Exotic Orchard", "you"), forest.add("Exotic Orchard", "opponent")
    with_forest = could_produce(forest)
    return (f"With only the two Exotic Orchards, yours could produce {_types(empty[mine])} and "
            f"the opponent's {_types(empty[theirs])}; with a Forest beside yours, yours could "
            f"produce {_types(with_forest[mine2])} and theirs {_types(with_forest[theirs2])}")


def _replacement_orders() -> str:
    from .board import Board
    from .production import could_produce

    board = Board()
    forest = board.add("Forest", "you")
    pool = board.add("Reflecting Pool", "you")
    board.add("Contamination", "opponent")
    board.add("Ritual of Subdual", "opponent")
    cp = could_produce(board)
    return (f"Applied in either order the two replacements end differently, so the Forest could "
            f"produce {_types(cp[forest])}, and Reflecting Pool {_types(cp[pool])}")


# --- split cards (709) ------------------------------------------------------------------


def _wear_tear_cascade() -> str:
    from .scenarios import cascade_stops_at
    from .split import ask

    mv = ask("Wear // Tear", "mana value", zone="library")[0]
    now = cascade_stops_at("Wear // Tear", 3)
    before = cascade_stops_at("Wear // Tear", 3, rules="2016-06-01")
    return (f"In the library Wear // Tear has mana value {mv}, so cascade from a spell with mana "
            f"value 3 {'stops at' if now else 'passes over'} it (before 2017-04-28 it "
            f"{'stopped' if before else 'passed over'}: either half's value counted)")


def _fire_ice_off_stack() -> str:
    from .split import ask

    mv = ask("Fire // Ice", "mana value", zone="library")[0]
    colors = ask("Fire // Ice", "colors", zone="library")[0]
    fire = ask("Fire // Ice", "mana value", zone="stack", half="Fire")[0]
    return (f"In the library Fire // Ice has mana value {mv} and is "
            f"{_and(_words(colors))}; only Fire cast alone has mana value {fire}")


def _fused_thalia() -> str:
    from .split import ask
    from .xvalue import total_cost

    combined = ask("Turn // Burn", "mana cost", zone="stack", half="both")[0]
    total = total_cost(combined, increase=1)
    return (f"Fused, Turn // Burn is one spell with mana cost {combined}; Thalia's {{1}} applies "
            f"once: the total cost is {total}")


def _naming_one_half() -> str:
    from .split import ask, matches

    names = ask("Turn // Burn", "name")
    has = matches("Turn // Burn", "name", names[0])
    return (f"The player names one of {_or(list(names))}, not both; naming {names[0]}, the card "
            f"{'has' if has else 'lacks'} the chosen name")


def _fire_from_graveyard() -> str:
    from .payment import ManaPool, can_pay
    from .split import ask

    pool = ManaPool("RR")
    castable = [half for half in ("Fire", "Ice")
                if can_pay(ask("Fire // Ice", "mana cost", zone="stack", half=half)[0], pool)]
    whole = ask("Fire // Ice", "mana value", zone="graveyard")[0]
    return (f"Only the half being cast is checked: with R R the player can cast "
            f"{_or(castable) if castable else 'neither half'}, although the card has mana value "
            f"{whole} in the graveyard")


LESSONS: tuple[Lesson, ...] = (
    # x values
    Lesson("magefree/mage#14687", "x values",
           "A Fireball cast with X = 4 has cascade: which mana value does cascade compare with?",
           "Used the card's mana value with X as 0, so cascade passed over a one-mana spell.",
           "202.3e, 702.85a", _fireball_cascade),
    Lesson("phase-rs/phase#2392", "x values",
           "Traumatic Critique ({X}{U}{R}) is cast with X = 2 into a Chalice of the Void with "
           "two counters.",
           "Took X alone as the mana value and countered the spell.",
           "202.3, 202.3e", _critique_chalice),
    Lesson("magefree/mage#459", "x values",
           "Counterbalance reveals a land in answer to Engineered Explosives cast with X = 2.",
           "Counted X as 0 for the spell on the stack, so the land's 0 matched and it countered.",
           "202.3e, 202.3a", _explosives_counterbalance),
    Lesson("magefree/mage#2436", "x values",
           "Conflagrate is cast with flashback (discarding X cards) into a Chalice of the Void "
           "with one counter.",
           "Countered flashback Conflagrates cast with X above 0.",
           "118.9c, 202.3e", _conflagrate_flashback),
    Lesson("magefree/mage#7409", "x values",
           "With Imoti on the battlefield (spells with mana value 6 or more have cascade), "
           "Finale of Devastation is cast with X = 9.",
           "No cascade: the chosen X wasn't part of the spell's mana value.",
           "202.3e", _finale_imoti),
    Lesson("Card-Forge/forge#5050", "x values",
           "Aether Tide ({X}{U}, discard X creature cards) is cast for Jodah's alternative "
           "cost {W}{U}{B}{R}{G}.",
           "Still let the player choose X above 0.",
           "107.3b, 118.9", _aether_tide_jodah),
    Lesson("phase-rs/phase#1953", "x values",
           "Exsanguinate ({X}{B}{B}) gets affinity worth {3} from three creatures; the pool is "
           "B B C C.",
           "Applied the reduction while X was still unknown and lost the excess, so the highest "
           "X offered was 3 too low and the payment 3 too high.",
           "601.2b, 601.2f, 107.3b", _exsanguinate_affinity),
    # negative numbers
    Lesson("magefree/mage#5149", "negative numbers",
           "Swords to Plowshares exiles a creature whose power is -16.",
           "Its controller lost 16 life.",
           "107.1b; Swords to Plowshares ruling 2018-03-16", _swords_negative_power),
    Lesson("phase-rs/phase#1988", "negative numbers",
           "Slumbering Trudge enters with stun counters equal to three minus X.",
           "It entered with one stun counter whatever X was.",
           "107.1b, 107.3a", _trudge_counters),
    Lesson("phase-rs/phase#8463", "negative numbers",
           "Betor, Kin to All makes each opponent lose half their life, rounded up; one "
           "opponent is at 1 life.",
           "Didn't round up: half of an odd life total came out one short.",
           "107.1a", _betor_half_life),
    Lesson("magefree/mage#14405", "negative numbers",
           "Ouroboroid (counters equal to its power on each creature) has become a Food token "
           "copy that isn't a creature.",
           "Still put a +1/+1 counter on each creature.",
           "208.3, 107.2", _ouroboroid_food),
    # payment
    Lesson("magefree/mage#6130", "payment",
           "Reaper King as a commander cast once before ({2} tax) costs {4} less from "
           "Mycosynth Golem.",
           "Added both halves of each {2/X} before reducing: it asked for {8}{W}{U}{B}{R}{G}.",
           "601.2b, 601.2f, 118.7a; Reaper King ruling 2008-05-01", _reaper_king_reduced),
    Lesson("magefree/mage#6961", "payment",
           "Patron of the Akki ({4}{R}{R}) is cast with offering, sacrificing Boros Recruit "
           "({R/W}) or Boggart Ram-Gang ({R/G}{R/G}{R/G}).",
           "Reduced by both halves of every hybrid symbol: {3}{R} and {0}.",
           "702.48a, 118.7b, 118.7e", _offering_hybrid),
    Lesson("phase-rs/phase#8885", "payment",
           "Morophon, the Boundless makes Sliver spells cost {W}{U}{B}{R}{G} less, reducing "
           "only the colored mana paid; Muscle Sliver costs {1}{G}.",
           "Let the colored reduction it couldn't use spill onto the generic mana: Muscle "
           "Sliver cost {0}.",
           "118.7b, 118.7c (the default), overridden by the card's own rider", _morophon_colored_only),
    Lesson("magefree/mage#1617", "payment",
           "Dismember ({1}{B/P}{B/P}) is cast with Trinisphere on the battlefield.",
           "The life-or-mana choice came after Trinisphere, so {1} and 4 life was enough.",
           "601.2b, 601.2f, 107.4f", _dismember_trinisphere),
    Lesson("Card-Forge/forge#7152", "payment",
           "Dismember is cast under Trinisphere by a player with no black mana.",
           "The AI cast it for {1} and 4 life.",
           "601.2b, 601.2f, 107.4f", _dismember_no_black),
    Lesson("phase-rs/phase#296", "payment",
           "Pithing Needle ({1}) is cast with Trinisphere out and one untapped land.",
           "Accepted the printed {1} when that much mana was available.",
           "601.2f", _needle_trinisphere),
    Lesson("phase-rs/phase#175", "payment",
           "Gitaxian Probe ({U/P}) is cast by paying 2 life.",
           "Offered no way to pay life for Phyrexian symbols.",
           "107.4f, 601.2b", _probe_life),
    Lesson("magefree/mage#497", "payment",
           "Gitaxian Probe is cast with blue mana already in the pool.",
           "Spent the floating U without offering the 2 life.",
           "107.4f, 601.2b", _probe_floating_mana),
    Lesson("Card-Forge/forge#5374", "payment",
           "Spectral Procession ({2/W}{2/W}{2/W}) costs {2} less; the pool is W W.",
           "Chooses how hybrid symbols are paid only while paying, after cost changes, so a "
           "generic reduction can't reach a {2/W} paid as {2}.",
           "601.2b, 601.2f; Spectral Procession ruling 2008-05-01", _procession_reduced),
    Lesson("magefree/mage#1404", "payment",
           "Beseech the Queen ({2/B}{2/B}{2/B}) is cast with Omniscience, without paying its "
           "mana cost.",
           "Asked for {1}{1}{1}, one mana per monocolored hybrid symbol.",
           "118.9, 601.2f", _omniscience_hybrid),
    Lesson("magefree/mage#1510", "payment",
           "Ancestral Vision (no mana cost) is on top of the library under Future Sight.",
           "Let it be cast for {0}.",
           "118.6, 118.6a; Ancestral Vision ruling 2016-09-20", _ancestral_vision),
    # could produce
    Lesson("magefree/mage#5815", "could produce",
           "Exotic Orchard is tapped while the opponents control only colorless lands (Wastes).",
           "The game locked up for every player.",
           "106.7 (its example)", _orchard_colorless),
    Lesson("phase-rs/phase#1556", "could produce",
           "Exotic Orchard is tapped while an opponent controls a Plains and a Forest.",
           "Added the first color found without asking.",
           "106.7", _orchard_choice),
    Lesson("magefree/mage#993", "could produce",
           "Reflecting Pool shares the battlefield with Cavern of Souls.",
           "Reflecting Pool made only colorless mana.",
           "106.7, 106.6", _pool_cavern),
    Lesson("magefree/mage#6814", "could produce",
           "Reflecting Pool is controlled with Mana Confluence and a three-color land (which "
           "adds only colors).",
           "Reflecting Pool could tap for colorless.",
           "106.7", _pool_confluence),
    Lesson("Card-Forge/forge#10731", "could produce",
           "Reflecting Pool is tapped for mana with snow Plains and a snow Island out.",
           "Sometimes added white without asking.",
           "106.7", _pool_snow_lands),
    Lesson("magefree/mage#3374", "could produce",
           "Both players control an Exotic Orchard, with and without a Forest beside one.",
           "Its check of what the other Orchard could produce looped without end.",
           "106.7 (its example)", _orchards_facing),
    Lesson("Card-Forge/forge#308", "could produce",
           "A Forest shares the battlefield with Contamination and Ritual of Subdual; what "
           "could it produce, for Reflecting Pool?",
           "Doesn't try every order of the replacement effects when it works out what a "
           "permanent could produce.",
           "106.7, 616.1", _replacement_orders),
    # split cards
    Lesson("magefree/mage#3293", "split cards",
           "Violent Outburst (mana value 3) cascades into Wear // Tear.",
           "Let Wear // Tear be cast, as if each half counted alone.",
           "709.4b, 702.85a (changed 2017-04-28)", _wear_tear_cascade),
    Lesson("phase-rs/phase#5093", "split cards",
           "What are Fire // Ice's mana value and colors in the library?",
           "Gave only the first half's mana value and colors off the stack.",
           "709.4b, 202.3d", _fire_ice_off_stack),
    Lesson("magefree/mage#6549", "split cards",
           "Turn // Burn is cast fused while Thalia, Guardian of Thraben taxes noncreature "
           "spells {1}.",
           "Taxed each half, {2} in all.",
           "702.102c, 709.4d, 601.2f", _fused_thalia),
    Lesson("magefree/mage#10272", "split cards",
           "Jace, Telepath Unbound lets a player cast Fire // Ice from the graveyard with two "
           "mana open.",
           "Offered neither half, as if the whole card's mana value of 4 had to be paid.",
           "709.3, 709.3a", _fire_from_graveyard),
    Lesson("magefree/mage#227", "split cards",
           "Council of the Absolute has a player choose a card name, and the player wants a "
           "split card.",
           "Made the player choose both names at once.",
           "709.4a", _naming_one_half),
)
"""Every lesson, grouped by cluster in the order of :data:`CLUSTERS`."""


def lessons(cluster: str | None = None) -> tuple[Lesson, ...]:
    """The lessons of ``cluster`` (one of :data:`CLUSTERS`), or all of them.

        >>> len(lessons("split cards")) >= 3
        True
    """
    from . import checks

    if cluster is None:
        return LESSONS
    checks.choice(cluster, "cluster", CLUSTERS)
    return tuple(lesson for lesson in LESSONS if lesson.cluster == cluster)


def lessons_table(cluster: str | None = None) -> Any:
    """The lessons of ``cluster`` (or all) as a pandas DataFrame, one row per report:
    "report", "situation", "what the engine did", "what the rules say" (computed now with
    the library) and "rule"."""
    import pandas as pd

    rows = [{"report": lesson.ref, "situation": lesson.title,
             "what the engine did": f"{lesson.engine_name}: {lesson.engine}",
             "what the rules say": lesson.answer(), "rule": lesson.rule}
            for lesson in lessons(cluster)]
    return pd.DataFrame(rows, columns=["report", "situation", "what the engine did",
                                       "what the rules say", "rule"])
