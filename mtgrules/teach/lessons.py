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

Every text is written in English and translated through the ``lessons`` catalog
(``mtgrules/locale/<zh_Hans|zh_Hant>/LC_MESSAGES/lessons.po``): ``lessons_table(lang=...)``,
``lesson.texts(lang)`` and ``lesson.answer(lang)`` give them in Simplified or Traditional
Chinese, with the official Chinese card names (English where a card has none in that script).

    >>> print(lesson.texts("zh-Hant")["situation"])
    在戰場上有 Trinisphere 時施放肢解（{1}{B/P}{B/P}）。
    >>> print(lesson.answer("zh-Hans").split("：")[-1])
    绝不会是 {1} 加 4 点生命

The module's other names are reached with ``from mtgrules.teach.lessons import LESSONS,
CLUSTERS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Literal, cast, get_args

from ..i18n import NT_, Catalog, check_lang

if TYPE_CHECKING:
    from ..mana.cost import ManaCost

# Nothing else is imported here: ``import mtgrules`` binds this module's three public names
# at once (the module shares its name with :func:`lessons`), so it must stay cheap to load.

T = Catalog("mtgrules")
"""The lessons' own words in Chinese (``mtgrules/locale/*/LC_MESSAGES/lessons.po``)."""

COLUMNS: dict[str, tuple[str, ...]] = {
    "en": ("report", "situation", "what the engine did", "what the rules say", "rule"),
    "zh-Hans": ("报告", "情形", "引擎的做法", "规则怎么说", "规则"),
    "zh-Hant": ("回報", "情境", "引擎的做法", "規則怎麼說", "規則"),
}
"""The columns of :func:`lessons_table` in each language, in order."""

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
    ``title`` the situation, ``engine`` what the engine did (both in our own words, in
    English); ``rule`` the rule numbers and ruling dates that settle it; ``answer(lang="en")``
    computes the rules-correct answer with the library, as a sentence in ``lang`` (None: the
    language in use). :meth:`texts` gives all of them in one language.

        >>> probe = next(l for l in LESSONS if l.ref == "phase-rs/phase#175")
        >>> print(probe.texts("zh-Hant")["situation"])
        以支付 2 點生命的方式施放吉塔廈探刺（{U/P}）。
    """

    ref: str
    cluster: Cluster
    title: str
    engine: str
    rule: str
    answer: Callable[..., str]

    @property
    def engine_name(self) -> str:
        """The engine the report is about: XMage, Forge or phase-rs."""
        return ENGINES[self.ref.split("#")[0]]

    def texts(self, lang: str | None = "en") -> dict[str, str]:
        """The lesson's texts in ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in
        use), keyed in English whatever the language: "situation", "what the engine did" (the
        engine's name, then what it did), "what the rules say" (computed now) and "rule". The
        report ``ref`` and the engines' names stay as they are."""
        lang = check_lang(lang)
        return {"situation": T(self.title, lang),
                "what the engine did": T("{engine}: {did}", lang, engine=self.engine_name,
                                         did=T(self.engine, lang)),
                "what the rules say": self.answer(lang),
                "rule": T(self.rule, lang)}


def _latin(char: str) -> bool:
    return char.isascii() and not char.isspace()


def _spaced(first: str, last: str) -> tuple[str, str]:
    """The two sides of a Chinese "或" / "和", with the space Chinese text puts between
    Chinese and Latin letters, digits or mana symbols ("{4}{R} 或 {3}{R}{R}")."""
    return (first + " " if _latin(first[-1:]) else first,
            " " + last if _latin(last[:1]) else last)


def _ends(items: list[str], lang: str) -> tuple[str, str]:
    """All but the last of ``items``, and the last, as a list sentence joins them: "a, b" in
    English; "a、b" in Chinese, spaced from Latin text (see :func:`_spaced`)."""
    if lang == "en":
        return ", ".join(items[:-1]), items[-1]
    return _spaced("、".join(items[:-1]), items[-1])


def _joined(items: list[str], template: str, lang: str | None) -> str:
    """``items`` as one list in words, the last joined by ``template`` ("{first} or {last}")."""
    lang = check_lang(lang)
    if len(items) == 1:
        return items[0]
    first, last = _ends(items, lang)
    return T(template, lang, first=first, last=last)


def _or(items: list[str], lang: str | None = "en") -> str:
    """``["a", "b", "c"]`` as "a, b or c" (Chinese: "a、b或c")."""
    return _joined(items, NT_("{first} or {last}"), lang)


def _and(items: list[str], lang: str | None = "en") -> str:
    """``["a", "b", "c"]`` as "a, b and c" (Chinese: "a、b和c")."""
    return _joined(items, NT_("{first} and {last}"), lang)


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


LESSONS: tuple[Lesson, ...] = (
    # x values
    Lesson("magefree/mage#14687", "x values",
           NT_("A Fireball cast with X = 4 has cascade: which mana value does cascade compare "
           "with?"),
           NT_("Used the card's mana value with X as 0, so cascade passed over a one-mana spell."),
           "202.3e, 702.85a", _fireball_cascade),
    Lesson("phase-rs/phase#2392", "x values",
           NT_("Traumatic Critique ({X}{U}{R}) is cast with X = 2 into a Chalice of the Void with "
           "two counters."),
           NT_("Took X alone as the mana value and countered the spell."),
           "202.3, 202.3e", _critique_chalice),
    Lesson("magefree/mage#459", "x values",
           NT_("Counterbalance reveals a land in answer to Engineered Explosives cast with X = "
           "2."),
           NT_("Counted X as 0 for the spell on the stack, so the land's 0 matched and it "
           "countered."),
           "202.3e, 202.3a", _explosives_counterbalance),
    Lesson("magefree/mage#2436", "x values",
           NT_("Conflagrate is cast with flashback (discarding X cards) into a Chalice of the "
           "Void "
           "with one counter."),
           NT_("Countered flashback Conflagrates cast with X above 0."),
           "118.9c, 202.3e", _conflagrate_flashback),
    Lesson("magefree/mage#7409", "x values",
           NT_("With Imoti on the battlefield (spells with mana value 6 or more have cascade), "
           "Finale of Devastation is cast with X = 9."),
           NT_("No cascade: the chosen X wasn't part of the spell's mana value."),
           "202.3e", _finale_imoti),
    Lesson("Card-Forge/forge#5050", "x values",
           NT_("Aether Tide ({X}{U}, discard X creature cards) is cast for Jodah's alternative "
           "cost {W}{U}{B}{R}{G}."),
           NT_("Still let the player choose X above 0."),
           "107.3b, 118.9", _aether_tide_jodah),
    Lesson("magefree/mage#696", "x values",
           NT_("Disrupting Shoal ({X}{U}{U}) is cast by exiling a blue card with mana value 3 "
               "instead of paying its mana cost; Spell Snare (counter target spell with mana "
               "value 2) answers it."),
           NT_("Counted X as 0 on the stack, so Spell Snare countered a Shoal with X = 3."),
           "107.3a, 202.3e, 118.9c", _disrupting_shoal_snare),
    Lesson("phase-rs/phase#2372", "x values",
           NT_("Nourishing Shoal ({X}{G}{G}) is cast by exiling a green card with mana value X "
               "from the hand, with no mana in the pool."),
           NT_("Didn't offer the alternative cost, and didn't set X to the exiled card's mana "
               "value."),
           "107.3a, 118.9", _nourishing_shoal_pitch),
    Lesson("phase-rs/phase#1953", "x values",
           NT_("Exsanguinate ({X}{B}{B}) gets affinity worth {3} from three creatures; the pool "
           "is "
           "B B C C."),
           NT_("Applied the reduction while X was still unknown and lost the excess, so the "
           "highest "
           "X offered was 3 too low and the payment 3 too high."),
           "601.2b, 601.2f, 107.3b", _exsanguinate_affinity),
    # negative numbers
    Lesson("magefree/mage#5149", "negative numbers",
           NT_("Swords to Plowshares exiles a creature whose power is -16."),
           NT_("Its controller lost 16 life."),
           NT_("107.1b; Swords to Plowshares ruling 2017-11-17"), _swords_negative_power),
    Lesson("phase-rs/phase#1988", "negative numbers",
           NT_("Slumbering Trudge enters with stun counters equal to three minus X."),
           NT_("It entered with one stun counter whatever X was."),
           "107.1b, 107.3m", _trudge_counters),
    Lesson("phase-rs/phase#8463", "negative numbers",
           NT_("Betor, Kin to All makes each opponent lose half their life, rounded up; one "
           "opponent is at 1 life."),
           NT_("Didn't round up: half of an odd life total came out one short."),
           "107.1a", _betor_half_life),
    Lesson("magefree/mage#14405", "negative numbers",
           NT_("Ouroboroid (counters equal to its power on each creature) has become a Food token "
           "copy that isn't a creature."),
           NT_("Still put a +1/+1 counter on each creature."),
           "208.3, 107.2", _ouroboroid_food),
    # payment
    Lesson("magefree/mage#6130", "payment",
           NT_("Reaper King as a commander cast once before ({2} tax) costs {4} less from "
           "Mycosynth Golem."),
           NT_("Added both halves of each {2/X} before reducing: it asked for "
           "{8}{W}{U}{B}{R}{G}."),
           NT_("601.2b, 601.2f, 118.7a; Reaper King ruling 2008-05-01"), _reaper_king_reduced),
    Lesson("magefree/mage#6961", "payment",
           NT_("Patron of the Akki ({4}{R}{R}) is cast with offering, sacrificing Boros Recruit "
           "({R/W}) or Boggart Ram-Gang ({R/G}{R/G}{R/G})."),
           NT_("Reduced by both halves of every hybrid symbol: {3}{R} and {0}."),
           "702.48a, 118.7b, 118.7e", _offering_hybrid),
    Lesson("phase-rs/phase#8885", "payment",
           NT_("Morophon, the Boundless makes Sliver spells cost {W}{U}{B}{R}{G} less, reducing "
           "only the colored mana paid; Muscle Sliver costs {1}{G}."),
           NT_("Let the colored reduction it couldn't use spill onto the generic mana: Muscle "
           "Sliver cost {0}."),
           NT_("118.7b, 118.7c (the default), overridden by the card's own "
           "rider"), _morophon_colored_only),
    Lesson("magefree/mage#1617", "payment",
           NT_("Dismember ({1}{B/P}{B/P}) is cast with Trinisphere on the battlefield."),
           NT_("The life-or-mana choice came after Trinisphere, so {1} and 4 life was enough."),
           "601.2b, 601.2f, 107.4f", _dismember_trinisphere),
    Lesson("Card-Forge/forge#7152", "payment",
           NT_("Dismember is cast under Trinisphere by a player with no black mana."),
           NT_("The AI cast it for {1} and 4 life."),
           "601.2b, 601.2f, 107.4f", _dismember_no_black),
    Lesson("phase-rs/phase#296", "payment",
           NT_("Pithing Needle ({1}) is cast with Trinisphere out and one untapped land."),
           NT_("Accepted the printed {1} when that much mana was available."),
           "601.2f", _needle_trinisphere),
    Lesson("phase-rs/phase#175", "payment",
           NT_("Gitaxian Probe ({U/P}) is cast by paying 2 life."),
           NT_("Offered no way to pay life for Phyrexian symbols."),
           "107.4f, 601.2b", _probe_life),
    Lesson("magefree/mage#497", "payment",
           NT_("Gitaxian Probe is cast with blue mana already in the pool."),
           NT_("Spent the floating U without offering the 2 life."),
           "107.4f, 601.2b", _probe_floating_mana),
    Lesson("Card-Forge/forge#5374", "payment",
           NT_("Spectral Procession ({2/W}{2/W}{2/W}) costs {2} less; the pool is W W."),
           NT_("Chooses how hybrid symbols are paid only while paying, after cost changes, so a "
           "generic reduction can't reach a {2/W} paid as {2}."),
           NT_("601.2b, 601.2f; Spectral Procession ruling 2008-05-01"), _procession_reduced),
    Lesson("magefree/mage#1404", "payment",
           NT_("Beseech the Queen ({2/B}{2/B}{2/B}) is cast with Omniscience, without paying its "
           "mana cost."),
           NT_("Asked for {1}{1}{1}, one mana per monocolored hybrid symbol."),
           "118.9, 601.2f", _omniscience_hybrid),
    Lesson("magefree/mage#1510", "payment",
           NT_("Ancestral Vision (no mana cost) is on top of the library under Future Sight."),
           NT_("Let it be cast for {0}."),
           "118.6, 118.6a", _ancestral_vision),
    # could produce
    Lesson("magefree/mage#5815", "could produce",
           NT_("Exotic Orchard is tapped while the opponents control only colorless lands "
           "(Wastes)."),
           NT_("The game locked up for every player."),
           NT_("106.7 (its example)"), _orchard_colorless),
    Lesson("phase-rs/phase#1556", "could produce",
           NT_("Exotic Orchard is tapped while an opponent controls a Plains and a Forest."),
           NT_("Added the first color found without asking."),
           "106.7", _orchard_choice),
    Lesson("magefree/mage#993", "could produce",
           NT_("Reflecting Pool shares the battlefield with Cavern of Souls."),
           NT_("Reflecting Pool made only colorless mana."),
           "106.7, 106.6", _pool_cavern),
    Lesson("magefree/mage#6814", "could produce",
           NT_("Reflecting Pool is controlled with Mana Confluence and a three-color land (which "
           "adds only colors)."),
           NT_("Reflecting Pool could tap for colorless."),
           "106.7", _pool_confluence),
    Lesson("Card-Forge/forge#10731", "could produce",
           NT_("Reflecting Pool is tapped for mana with snow Plains and a snow Island out."),
           NT_("Sometimes added white without asking."),
           "106.7", _pool_snow_lands),
    Lesson("magefree/mage#3374", "could produce",
           NT_("Both players control an Exotic Orchard, with and without a Forest beside one."),
           NT_("Its check of what the other Orchard could produce looped without end."),
           NT_("106.7 (its example)"), _orchards_facing),
    Lesson("Card-Forge/forge#308", "could produce",
           NT_("A Forest shares the battlefield with Contamination and Ritual of Subdual; what "
           "could it produce, for Reflecting Pool?"),
           NT_("Doesn't try every order of the replacement effects when it works out what a "
           "permanent could produce."),
           "106.7, 616.1", _replacement_orders),
    # split cards
    Lesson("magefree/mage#3293", "split cards",
           NT_("Violent Outburst (mana value 3) cascades into Wear // Tear."),
           NT_("Let Wear // Tear be cast, as if each half counted alone."),
           NT_("709.4b (changed 2017-04-28), 702.85a"), _wear_tear_cascade),
    Lesson("phase-rs/phase#5093", "split cards",
           NT_("What are Fire // Ice's mana value and colors in the library?"),
           NT_("Gave only the first half's mana value and colors off the stack."),
           "709.4b, 202.3d", _fire_ice_off_stack),
    Lesson("magefree/mage#6549", "split cards",
           NT_("Turn // Burn is cast fused while Thalia, Guardian of Thraben taxes noncreature "
           "spells {1}."),
           NT_("Taxed each half, {2} in all."),
           "702.102c, 709.4d, 601.2f", _fused_thalia),
    Lesson("magefree/mage#10272", "split cards",
           NT_("Jace, Telepath Unbound lets a player cast Fire // Ice from the graveyard with two "
           "mana open."),
           NT_("Offered neither half, as if the whole card's mana value of 4 had to be paid."),
           "709.3, 709.3a", _fire_from_graveyard),
    Lesson("magefree/mage#227", "split cards",
           NT_("Council of the Absolute has a player choose a card name, and the player wants a "
           "split card."),
           NT_("Made the player choose both names at once."),
           "709.4a", _naming_one_half),
)
"""Every lesson, grouped by cluster in the order of :data:`CLUSTERS`."""


def lessons(cluster: str | None = None) -> tuple[Lesson, ...]:
    """The lessons of ``cluster`` (one of :data:`CLUSTERS`), or all of them.

        >>> len(lessons("split cards")) >= 3
        True
    """
    from .. import checks

    if cluster is None:
        return LESSONS
    checks.choice(cluster, "cluster", CLUSTERS)
    return tuple(lesson for lesson in LESSONS if lesson.cluster == cluster)


def lessons_table(cluster: str | None = None, lang: str | None = "en") -> Any:
    """The lessons of ``cluster`` (or all) as a pandas DataFrame, one row per report, in
    ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in use). Its columns, in order:

    * English: "report", "situation", "what the engine did", "what the rules say" (computed
      now with the library) and "rule";
    * Simplified Chinese: "报告", "情形", "引擎的做法", "规则怎么说", "规则";
    * Traditional Chinese: "回報", "情境", "引擎的做法", "規則怎麼說", "規則".

    (:data:`COLUMNS` holds them.) The reports (``owner/repo#N``), the engines' names, rule
    numbers, mana symbols and numbers are the same in every language.
    """
    import pandas as pd

    lang = check_lang(lang)
    chosen = lessons(cluster)
    english = COLUMNS["en"]
    rows = [[lesson.ref, *(texts[column] for column in english[1:])]
            for lesson in chosen for texts in [lesson.texts(lang)]]
    return pd.DataFrame(rows, columns=list(COLUMNS[lang]))
