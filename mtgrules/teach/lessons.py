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

Every text is written in English and translated through the library's catalog
(``mtgrules/locale/<zh_Hans|zh_Hant>/LC_MESSAGES/mtgrules.po``): ``lessons_table(lang=...)``,
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
from typing import Any, Callable, Literal, get_args

from ..i18n import NT_, Catalog, check_lang
from ._answers import (_aether_tide_jodah, _ancestral_vision, _betor_half_life,
    _conflagrate_flashback, _critique_chalice, _dismember_no_black, _dismember_trinisphere,
    _disrupting_shoal_snare, _explosives_counterbalance, _exsanguinate_affinity, _finale_imoti,
    _fire_from_graveyard, _fire_ice_off_stack, _fireball_cascade, _fused_thalia,
    _morophon_colored_only, _naming_one_half, _needle_trinisphere, _nourishing_shoal_pitch,
    _offering_hybrid, _omniscience_hybrid, _orchard_choice, _orchard_colorless, _orchards_facing,
    _ouroboroid_food, _pool_cavern, _pool_confluence, _pool_snow_lands, _probe_floating_mana,
    _probe_life, _procession_reduced, _reaper_king_reduced, _replacement_orders,
    _swords_negative_power, _trudge_counters, _wear_tear_cascade)

# The answers (computed with the library when asked) are in ``_answers``, which imports the
# library's parts only inside each answer, so loading the lessons stays cheap.

T = Catalog("mtgrules")
"""The lessons' own words in Chinese (the library's catalog)."""

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
