"""The rules terms the notebooks use, each defined once (Comprehensive Rules of 2026-04-17),
in English, Simplified Chinese and Traditional Chinese.

:func:`glossary` returns them as a table; the notebooks ``06_glossary.ipynb`` (English) and
``zh-Hans/06_glossary.ipynb``, ``zh-Hant/06_glossary.ipynb`` show them with one heading per
term, which the vocabulary lists of the other notebooks link to. The definitions are written
for this project in its own words; the rule column says where the Comprehensive Rules define or
use the term, so a reader can look it up.

The Chinese terms are the official Magic terms of each script, written separately for each
(never converted from the other script). Each carries its source:

* ``seed NNN``: the seed document ``../shared/seeds/NNN_*.txt`` contains the term (001 and 003
  are official Simplified rulings, 004 an old Simplified FAQ, 000 a Traditional commentary).
  Where an older seed writes an older form of the term, the English note says so in words a
  reader can follow ("An older Traditional Chinese rules commentary writes 魔法力費用 (older
  term)." for seed 000, "An old Simplified Chinese FAQ writes ..." for seed 004) — and the
  source is that older form's seed;
* ``card: <English name>``: that card's official name in that script contains the term
  (``mtgrules.card(name).zh_hans`` / ``.zh_hant``);
* ``article: <address>``: an official article of Wizards of the Coast in that script uses the
  term (checked on the page);
* :data:`CR_ZH` (Simplified only): the Chinese translation of the Comprehensive Rules of
  2026-04-17 by volunteers of the Chinese judge community. It is not an official text (it says
  so itself, and Wizards publishes no Chinese Comprehensive Rules); it is cited as what it is,
  for a term that occurs in the rule the entry cites and is not on its list of provisional
  terms;
* :data:`OWN`: the words are this project's description, not an official term;
* :data:`NONE`: no source was found (most Traditional terms of the rules: there is no
  Traditional Comprehensive Rules, official or not, to compare with).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["Term", "TERMS", "CR_ZH", "OWN", "NONE", "glossary", "term", "anchor", "older_form"]

CR_ZH = ("Chinese translation of the Comprehensive Rules by the Chinese judge community's "
         "volunteers (2026-04-17; not official)")
"""A Simplified term found in the rule it cites of that translation (not an official text)."""
OWN = "this project's description (no official term)"
"""Words that describe, not an official term of the game."""
NONE = "no source found"
"""A term for which this project found no source it can cite."""
SOURCE_KINDS = ("seed", "card", "article", "CR_ZH", "OWN", "NONE")

_OLDER = re.compile(r"(An older Traditional Chinese rules commentary|An old Simplified Chinese "
                    r"FAQ)\s+writes (\S+?) \(older term\)")
_OLDER_SEEDS = {"An older Traditional Chinese rules commentary": "000",
                "An old Simplified Chinese FAQ": "004"}
"""Which seed document each older source of a note is (seed 000, a commentary on the rules in
Traditional Chinese with older terms; seed 004, an Invasion-era FAQ in Simplified Chinese)."""


@dataclass(frozen=True)
class Term:
    """One glossary entry: the English term, where the rules define it, what it means, the
    notebooks (by number) that teach it, and the term in Simplified and Traditional Chinese,
    each with its source and the definition written in that script."""

    en: str
    rule: str
    note: str
    notebooks: tuple[int, ...]
    also: tuple[str, ...] = ()   # other spellings the notebooks use for the same term
    zh_hans: str = ""
    zh_hant: str = ""
    source_hans: str = ""
    source_hant: str = ""
    note_hans: str = ""
    note_hant: str = ""
    also_hans: tuple[str, ...] = ()   # other Simplified spellings (shorter forms) of the term
    also_hant: tuple[str, ...] = ()

    @property
    def heading(self) -> str:
        """The term's heading in ``06_glossary.ipynb``: the term with a capital first letter."""
        return self.en[:1].upper() + self.en[1:]

    def name(self, lang: str = "en") -> str:
        """The term in ``lang`` ("en", "zh-Hans" or "zh-Hant"): its heading in that glossary."""
        return {"en": self.heading, "zh-Hans": self.zh_hans, "zh-Hant": self.zh_hant}[_lang(lang)]

    def definition(self, lang: str = "en") -> str:
        return {"en": self.note, "zh-Hans": self.note_hans, "zh-Hant": self.note_hant}[_lang(lang)]

    def source(self, lang: str) -> str:
        """Where the official term of ``lang`` ("zh-Hans" or "zh-Hant") is found."""
        return {"zh-Hans": self.source_hans, "zh-Hant": self.source_hant}[_lang(lang)]

    def __str__(self) -> str:
        return f"{self.en} ({self.rule}): {self.note}"


def _lang(lang: str) -> str:
    from ..i18n import check_lang

    return check_lang(lang)


def older_form(t: Term, lang: str) -> tuple[str, str] | None:
    """(seed, older form) when ``t``'s note says that a seed writes an older form of the term in
    ``lang``'s script, else None. Seed 000 is the Traditional one; the others are Simplified."""
    for where, form in _OLDER.findall(t.note):
        seed = _OLDER_SEEDS[where]
        if (seed == "000") == (_lang(lang) == "zh-Hant"):
            return seed, form
    return None


def _t(en: str, rule: str, note: str, *notebooks: int, also: tuple[str, ...] = (),
       hans: tuple[str, str, str], hant: tuple[str, str, str],
       also_hans: tuple[str, ...] = (), also_hant: tuple[str, ...] = ()) -> Term:
    """``hans`` and ``hant``: (the term, its source, the definition in that script)."""
    return Term(en, rule, note, notebooks, also, hans[0], hant[0], hans[1], hant[1], hans[2],
                hant[2], also_hans, also_hant)


S1, S3, S4, S0 = "seed 001", "seed 003", "seed 004", "seed 000"
ARTICLE_AFTERMATH = "article: magic.wizards.com/zh-Hant/news/feature/doing-aftermath-2017-04-13"
KEYWORDS_HANT = "article: magic.wizards.com/zh-Hant/keyword-glossary"


def card(name: str) -> str:
    return f"card: {name}"


TERMS: tuple[Term, ...] = tuple(sorted((
    # costs and casting
    _t("mana cost", "202.1, 107.4",
       "The mana symbols printed at the top right of a card. Paying it is the usual way to "
       "cast the card; it also decides the card's colors and its mana value. An older Traditional Chinese rules commentary writes "
       "魔法力費用 (older term).", 1, 3, 5,
       hans=("法术力费用", S1, "印在牌右上角的那排法术力符号。支付它是施放这张牌的一般方式；"
             "牌的颜色和法术力值也都由它决定。"),
       hant=("法術力費用", S0, "印在牌右上角的那排法術力符號。支付它是施放這張牌的一般方式；"
             "牌的顏色和法術力值也都由它決定。")),
    _t("mana symbol", "107.4",
       "One symbol of a mana cost, written in braces: {2}, {W}, {X}, {W/U}, {2/W}, {W/P}, "
       "{C}, {S}. Only the symbols rule 107.4 lists are mana symbols. An older Traditional Chinese rules commentary writes "
       "魔法力符號 (older term).", 1, 3,
       also=("mana symbols",),
       hans=("法术力符号", CR_ZH, "法术力费用中的单个符号，写在大括号里：{2}、{W}、{X}、{W/U}、"
             "{2/W}、{W/P}、{C}、{S}。只有规则107.4列出的符号才是法术力符号。"),
       hant=("法術力符號", S0, "法術力費用中的單一符號，寫在大括號裡：{2}、{W}、{X}、{W/U}、"
             "{2/W}、{W/P}、{C}、{S}。只有規則107.4列出的符號才是法術力符號。")),
    _t("generic mana", "107.4b",
       "The numbered symbols and {X} in a cost: they can be paid with mana of any type.", 1, 3,
       also=("generic",),
       hans=("一般法术力", CR_ZH, "费用中的数字符号和{X}：可以用任何类别的法术力来支付。"),
       hant=("一般法術力", NONE, "費用中的數字符號和{X}：可以用任何類別的法術力來支付。")),
    _t("colored mana symbol", "107.4a, 107.4e, 107.4f",
       "A symbol that needs mana of a color: {W} {U} {B} {R} {G}, and hybrid and Phyrexian "
       "symbols, which count as colored too.", 3,
       hans=("有色法术力符号", CR_ZH, "需要某种颜色法术力的符号：{W} {U} {B} {R} {G}；混血符号和"
             "非瑞克西亚符号也算有色符号。"),
       hant=("有色法術力符號", NONE, "需要某種顏色法術力的符號：{W} {U} {B} {R} {G}；混血符號和"
             "非瑞克西亞符號也算有色符號。")),
    _t("colored", "105.2, 202.2",
       "Having one or more of the five colors. A card is colored when its mana cost has a "
       "colored symbol (or an effect or color indicator gives it a color).", 3, 4, 5,
       hans=("有色", CR_ZH, "具有五种颜色中的一种或多种。法术力费用中有有色符号的牌（或效应、"
             "颜色标志给了它颜色）就是有色的。"),
       hant=("有色", S0, "具有五種顏色中的一種或多種。法術力費用中有有色符號的牌（或效應、"
             "顏色標誌給了它顏色）就是有色的。")),
    _t("colorless mana", "106.1b, 107.4c",
       "The sixth type of mana, which is not a color. The symbol {C} in a cost needs exactly "
       "this type; generic mana does not. An older Traditional Chinese rules commentary writes 無色魔法力 (older term).", 3, 4,
       hans=("无色法术力", CR_ZH, "法术力的第六种类别，但它不是颜色。费用中的{C}一定要用这种法术力"
             "支付；一般法术力则不限。"),
       hant=("無色法術力", S0, "法術力的第六種類別，但它不是顏色。費用中的{C}一定要用這種法術力"
             "支付；一般法術力則不限。")),
    _t("colorless", "105.2c",
       "Having no color. Colorless is not a color: a player asked to choose a color can't "
       "choose it. Artifacts and lands are usually colorless.", 1, 3, 4,
       hans=("无色", CR_ZH, "没有颜色。无色本身不是一种颜色：被要求选择颜色时不能选无色。"
             "神器和地通常是无色的。"),
       hant=("無色", S0, "沒有顏色。無色本身不是一種顏色：被要求選擇顏色時不能選無色。"
             "神器和地通常是無色的。")),
    _t("colorless mana symbol", "107.4c",
       "The symbol {C}: paid only with colorless mana, unlike generic mana, which any type pays.",
       3, 4,
       hans=("无色法术力符号", CR_ZH, "符号{C}：只能用无色法术力支付，这一点和任何类别都能支付的"
             "一般法术力不同。"),
       hant=("無色法術力符號", NONE, "符號{C}：只能用無色法術力支付，這一點和任何類別都能支付的"
             "一般法術力不同。")),
    _t("hybrid mana symbol", "107.4e",
       "A symbol with two halves, such as {W/U}: paid with either half. A monocolored hybrid "
       "symbol such as {2/W} is paid with one mana of its color or two generic mana. "
       "An older Traditional Chinese rules commentary "
       "writes 混血魔法力符號 (older term).", 3,
       also=("hybrid",), also_hans=("混血",), also_hant=("混血",),
       hans=("混血法术力符号", CR_ZH, "有两半的符号，例如{W/U}：付其中任一半即可。单色混血符号"
             "例如{2/W}，可以付一点该颜色的法术力，或两点一般法术力。"),
       hant=("混血法術力符號", S0, "有兩半的符號，例如{W/U}：付其中任一半即可。單色混血符號"
             "例如{2/W}，可以付一點該顏色的法術力，或兩點一般法術力。")),
    _t("monocolored hybrid", "107.4e",
       "A hybrid symbol whose halves are one color and a number or {C}, such as {2/W} or "
       "{C/W}: paid with one mana of its color, or with two generic mana ({2/W}) or one "
       "colorless mana ({C/W}). It is still a colored symbol.", 3,
       hans=("单色混血", CR_ZH, "一半是某种颜色、另一半是数字或{C}的混血符号，例如{2/W}或{C/W}："
             "付一点该颜色的法术力，或者付两点一般法术力（{2/W}）或一点无色法术力（{C/W}）。"
             "它仍然是有色符号。"),
       hant=("單色混血", NONE, "一半是某種顏色、另一半是數字或{C}的混血符號，例如{2/W}或{C/W}："
             "付一點該顏色的法術力，或者付兩點一般法術力（{2/W}）或一點無色法術力（{C/W}）。"
             "它仍然是有色符號。")),
    _t("Phyrexian mana symbol", "107.4f",
       "A symbol such as {W/P}: paid with one mana of its color or with 2 life. Hybrid "
       "Phyrexian symbols such as {G/W/P} take either color or 2 life. An older Traditional Chinese rules commentary writes "
       "非瑞克西亞魔法力符號 (older term).", 3,
       hans=("非瑞克西亚法术力符号", CR_ZH, "像{W/P}这样的符号：付一点该颜色的法术力，或付2点生命。"
             "混血非瑞克西亚符号如{G/W/P}，则付两种颜色中的任一种或2点生命。"),
       hant=("非瑞克西亞法術力符號", S0, "像{W/P}這樣的符號：付一點該顏色的法術力，或付2點生命。"
             "混血非瑞克西亞符號如{G/W/P}，則付兩種顏色中的任一種或2點生命。")),
    _t("Phyrexian", "107.4f",
       "The word the Phyrexian mana symbols are named after, as in the card Phyrexian Arena. "
       "In a cost it means a symbol that 2 life may pay instead of its mana.", 3,
       hans=("非瑞克西亚", card("Phyrexian Arena"), "非瑞克西亚法术力符号的名称由来，"
             "也出现在牌名里（如非瑞克西亚斗技场）。在费用中，它表示可以用2点生命代替法术力"
             "支付的符号。"),
       hant=("非瑞克西亞", card("Phyrexian Rebirth"), "非瑞克西亞法術力符號的名稱由來，"
             "也出現在牌名裡（如非瑞克西亞再生）。在費用中，它表示可以用2點生命代替法術力"
             "支付的符號。")),
    _t("snow mana symbol", "107.4h, 106.3",
       "The symbol {S} in a cost: paid with one mana of any type that a snow source produced.", 3,
       also=("snow", "snow source"), also_hans=("雪境",), also_hant=("雪境",),
       hans=("雪境法术力符号", CR_ZH, "费用中的符号{S}：用一点由雪境来源产生的法术力支付，"
             "类别不限。"),
       hant=("雪境法術力符號", NONE, "費用中的符號{S}：用一點由雪境來源產生的法術力支付，"
             "類別不限。")),
    _t("X", "107.3",
       "A letter standing for a number that is worked out later. In most costs the caster "
       "chooses it while casting; every X on the object then has that value.", 1,
       also=("{X}",),
       hans=("X", S1, "代表一个稍后才确定之数字的字母。在大多数费用中，由施放者在施放时选择；"
             "之后该物件上的每个X都是这个值。"),
       hant=("X", S0, "代表一個稍後才確定之數字的字母。在大多數費用中，由施放者在施放時選擇；"
             "之後該物件上的每個X都是這個值。")),
    _t("announce", "601.2b",
       "The choices made while casting a spell before its cost is worked out: the value of X, "
       "which half of each hybrid symbol, whether to pay life for Phyrexian symbols.", 1, 3,
       also=("announcement", "announce X"),
       hans=("宣告", card("Overrule"), "施放咒语时、在计算费用之前所作的选择：X的值、"
             "每个混血符号付哪一半、非瑞克西亚符号是否用生命支付。"),
       hant=("宣告", S0, "施放咒語時、在計算費用之前所作的選擇：X的值、"
             "每個混血符號付哪一半、非瑞克西亞符號是否用生命支付。")),
    _t("total cost", "601.2f",
       "What you actually pay to cast the spell: its mana cost or an alternative cost, plus "
       "additional costs and cost increases, minus cost reductions, with X replaced by its "
       "value. It is locked in before you pay.", 1,
       hans=("总费用", CR_ZH, "施放咒语时实际要付的费用：法术力费用或替代性费用，加上额外费用和"
             "费用增加，减去费用减少，X换成它的值。它在支付之前就被锁定。"),
       hant=("總費用", NONE, "施放咒語時實際要付的費用：法術力費用或替代性費用，加上額外費用和"
             "費用增加，減去費用減少，X換成它的值。它在支付之前就被鎖定。")),
    _t("cost", "118.1",
       "What a player must do or pay to take an action, such as casting a spell or activating "
       "an ability: mana, life, tapping, sacrificing and so on.", 1, 3,
       hans=("费用", S1, "牌手为了进行某个动作（例如施放咒语或起动异能）而必须做或付的东西："
             "法术力、生命、横置、牺牲等等。"),
       hant=("費用", S0, "玩家為了進行某個動作（例如施放咒語或起動異能）而必須做或付的東西："
             "法術力、生命、橫置、犧牲等等。")),
    _t("pay", "118.3, 601.2h",
       "To carry out a cost in full. A cost can be paid only with the resources to pay all of "
       "it; the notebooks count the ways to pay a cost from a pool.", 1, 3, 4,
       hans=("支付", S1, "完整地付出一项费用。只有资源足以付清全部费用时才能支付；"
             "笔记本会数出从法术力池支付一项费用的各种方式。"),
       hant=("支付", S0, "完整地付出一項費用。只有資源足以付清全部費用時才能支付；"
             "筆記本會數出從法術力池支付一項費用的各種方式。")),
    _t("activation cost", "602.1a",
       "Everything before the colon of an activated ability: what you pay to activate it. It "
       "is not a mana cost, so it gives no color.", 1,
       hans=("起动费用", CR_ZH, "起动式异能冒号前面的全部内容：起动它所要付的费用。它不是法术力"
             "费用，所以不会给予颜色。"),
       hant=("起動費用", S0, "起動式異能冒號前面的全部內容：起動它所要付的費用。它不是法術力"
             "費用，所以不會給予顏色。")),
    _t("additional cost", "118.8, 202.4",
       "A cost paid on top of the mana cost, such as kicker. It is never part of the mana "
       "cost, so it never changes the mana value.", 1,
       hans=("额外费用", S1, "在法术力费用之外另付的费用，例如增幅。它从不属于法术力费用，"
             "所以从不改变法术力值。"),
       hant=("額外費用", S0, "在法術力費用之外另付的費用，例如增幅。它從不屬於法術力費用，"
             "所以從不改變法術力值。")),
    _t("alternative cost", "118.9",
       "A cost paid instead of the mana cost, such as evoke or an effect's \"without paying "
       "its mana cost\". At most one alternative cost applies to a spell.", 1,
       hans=("替代性费用", S1, "用来代替法术力费用的费用，例如呼魔，或效应所说的“不支付其"
             "法术力费用”。一个咒语最多只能用一种替代性费用。"),
       hant=("替代性費用", S0, "用來代替法術力費用的費用，例如呼魔，或效應所說的「不需支付其"
             "法術力費用」。一個咒語最多只能用一種替代性費用。")),
    _t("cast without paying its mana cost", "118.9, 107.3b",
       "An effect (cascade, an Expertise) lets you cast a spell for free. You pay neither its "
       "mana cost nor an alternative cost, so any X in them must be 0. An older Traditional Chinese rules commentary writes "
       "不需支付魔法力費用 (older term).", 1,
       also=("free cast",),
       also_hans=("不支付其法术力费用而施放",), also_hant=("不支付其法術力費用而施放",),
       hans=("不支付其法术力费用", S1, "效应（倾曳、卡丽泽夫的专才（Kari Zev's Expertise）等牌）让你免费施放咒语。你既不付"
             "法术力费用，也不付替代性费用，所以其中的X必须为0。"),
       hant=("不需支付其法術力費用", S0, "效應（傾曳、卡麗澤夫的專才（Kari Zev's Expertise）等牌）讓你免費施放咒語。你既不付"
             "法術力費用，也不付替代性費用，所以其中的X必須為0。")),
    _t("cost reduction", "118.7, 601.2f",
       "An effect that makes a cost smaller, such as \"costs {2} less\". It applies after "
       "the announcement: a generic reduction only takes away generic mana, including a "
       "{2/W} announced as {2}; X stays yours to choose.", 1, 3,
       hans=("费用减少", CR_ZH, "让费用变小的效应，例如“减少{2}来施放”。它在宣告之后才生效："
             "减少一般法术力的效应只会减去一般法术力（包括被宣告为{2}的{2/W}）；"
             "X仍由你自由选择。"),
       hant=("費用減少", NONE, "讓費用變小的效應，例如「減少{2}來施放」。它在宣告之後才生效："
             "減少一般法術力的效應只會減去一般法術力（包括被宣告為{2}的{2/W}）；"
             "X仍由你自由選擇。")),
    _t("cost increase", "601.2f",
       "An effect that makes a cost bigger, such as \"costs {1} more\". It is added to the "
       "total cost; the mana cost and the mana value stay as printed.", 1,
       also=("increase",),
       hans=("费用增加", CR_ZH, "让费用变大的效应，例如“需额外支付{1}来施放”。它加进总费用；"
             "法术力费用和法术力值仍和印的一样。"),
       hant=("費用增加", NONE, "讓費用變大的效應，例如「需額外支付{1}來施放」。它加進總費用；"
             "法術力費用和法術力值仍和印的一樣。")),
    _t("cost minimum", "601.2f, 118.7",
       "However many reductions apply, the mana part of a total cost can't go below {0}; a "
       "reduction bigger than the generic mana left simply takes all of it. An effect such as "
       "\"costs at least three mana\" sets a higher minimum of its own, applied after the "
       "reductions.", 1,
       hans=("不能少于{0}", OWN, "无论有多少减少费用的效应，总费用中的法术力部分都不能少于{0}；"
             "减少量超过剩下的一般法术力时，就把它全部减掉。“至少要花费三点法术力”这类效应"
             "则另设一个较高的下限，在减少之后才套用。"),
       hant=("不能少於{0}", OWN, "無論有多少減少費用的效應，總費用中的法術力部分都不能少於{0}；"
             "減少量超過剩下的一般法術力時，就把它全部減掉。「至少要花費三點法術力」這類效應"
             "則另設一個較高的下限，在減少之後才套用。")),
    _t("lock in", "601.2f",
       "Once the total cost is worked out it is locked in: effects that would change it "
       "later do nothing to this cast.", 1,
       also=("locked in",),
       hans=("锁定", CR_ZH, "总费用算出后就被锁定：之后才想改变它的效应，对这次施放都没有作用。"),
       hant=("鎖定", NONE, "總費用算出後就被鎖定：之後才想改變它的效應，對這次施放都沒有作用。")),
    _t("kicker", "702.33",
       "An optional additional cost, paid at most once; multikicker may be paid any number "
       "of times. It may still be paid when the spell is cast without paying its mana cost. "
       "It is not part of the mana cost, so it changes neither the card's colors nor its mana "
       "value.", 1,
       hans=("增幅", S1, "可选的额外费用，最多付一次；多重增幅则可以付任意次。即使咒语"
             "以不支付其法术力费用的方式施放，也仍可以支付增幅。增幅不是法术力费用的一部分，"
             "所以不会改变牌的颜色，也不会改变它的法术力值。"),
       hant=("增幅", NONE, "可選的額外費用，最多付一次；複數增幅則可以付任意次。即使咒語"
             "以不需支付其法術力費用的方式施放，也仍可以支付增幅。增幅不是法術力費用的一部分，"
             "所以不會改變牌的顏色，也不會改變它的法術力值。")),
    _t("multikicker", "702.33c",
       "A kicker that may be paid any number of times, 0 included; the spell counts how many "
       "times it was kicked.", 1,
       hans=("多重增幅", CR_ZH, "可以支付任意次（包括0次）的增幅；咒语会计算它被增幅了几次。"),
       hant=("複數增幅", NONE, "可以支付任意次（包括0次）的增幅；咒語會計算它被增幅了幾次。")),
    _t("gift", "702.174",
       "An optional additional cost: you promise a gift (a card, a Food...) to an opponent, "
       "at most once; the opponent gets it later, when the spell resolves or the permanent "
       "enters.", 1,
       hans=("赠礼", card("Generous Gift"), "可选的额外费用：你向一位对手许诺一份赠礼（一张牌、"
             "一个食品等），最多一次；对手在咒语结算或永久物进场时才得到它。"),
       hant=("贈禮", card("Generous Gift"), "可選的額外費用：你向一位對手許諾一份贈禮（一張牌、"
             "一個食物等），最多一次；對手在咒語結算或永久物進場時才得到它。")),
    _t("energy", "107.14, 122.1",
       "Counters a player has, written {E}. Paying {E} removes one. Energy is not mana: "
       "no mana ability makes it and it never pays a mana symbol.", 3,
       also=("energy counter",),
       hans=("能量指示物", S1, "牌手身上的一种指示物，写作{E}。支付{E}就是移除一个。能量不是法术力："
             "法术力异能不会产生它，它也不能支付法术力符号。"),
       hant=("能量指示物", NONE, "玩家身上的一種指示物，寫作{E}。支付{E}就是移除一個。能量不是法術力："
             "法術力異能不會產生它，它也不能支付法術力符號。")),
    _t("energy symbol", "107.14",
       "The symbol {E}: one energy counter. A cost with {E} is paid by removing that many "
       "energy counters from yourself.", 3,
       hans=("能量符号", S1, "符号{E}：代表一个能量指示物。含{E}的费用要从你身上移除等量的能量"
             "指示物来支付。"),
       hant=("能量符號", NONE, "符號{E}：代表一個能量指示物。含{E}的費用要從你身上移除等量的能量"
             "指示物來支付。")),
    _t("mana value", "202.3",
       "The total amount of mana in a mana cost, whatever its colors. X counts as 0 except on "
       "the stack; hybrid symbols count their largest half. An old Simplified Chinese FAQ writes 总法术力费用 "
       "(older term).", 1, 3, 5,
       hans=("法术力值", S4, "法术力费用中法术力的总量，不管颜色。除了在堆叠上，X都算作0；"
             "混血符号按较大的一半计算。"),
       hant=("法術力值", NONE, "法術力費用中法術力的總量，不管顏色。除了在堆疊上，X都算作0；"
             "混血符號按較大的一半計算。")),
    _t("converted mana cost", "202.3",
       "The former name of mana value (until 2021). Older rulings and FAQs use it.", 5,
       hans=("总法术力费用", S4, "法术力值的旧称（用到2021年）。较早的裁定和FAQ里会看到它。"),
       hant=("總法術力費用", NONE, "法術力值的舊稱（用到2021年）。較早的裁定和FAQ裡會看到它。")),
    _t("spend", "601.2h",
       "The mana that actually leaves your mana pool to pay a cost (and the life paid), as "
       "opposed to the announcement, which only says what the cost is.", 3,
       also=("spends",),
       hans=("花费", CR_ZH, "为支付费用而实际离开法术力池的法术力（以及付出的生命）；宣告则只说明"
             "费用是什么。"),
       hant=("花費", S0, "為支付費用而實際離開法術力池的法術力（以及付出的生命）；宣告則只說明"
             "費用是什麼。")),
    _t("distinct", "107.4, 601.2b",
       "Two sequences of choices that end in the same announcement, or the same spend, count "
       "as one way. This is how the rules' own examples count.", 3,
       also_hans=("不同",), also_hant=("不同",),
       hans=("不同方式", CR_ZH, "两串选择若得出相同的宣告（或相同的花费），只算一种方式。"
             "规则自己的范例就是这样计数的。"),
       hant=("不同方式", NONE, "兩串選擇若得出相同的宣告（或相同的花費），只算一種方式。"
             "規則自己的範例就是這樣計數的。")),
    _t("mana pool", "106.4",
       "Where mana waits after it is added, until it is spent or the step ends. The notebooks "
       "write a pool as one letter per mana, such as WUBB. An older Traditional Chinese rules commentary writes 魔法力池 "
       "(older term).", 1, 3, also=("pool",),
       hans=("法术力池", CR_ZH, "法术力加入后停留的地方，直到被花费或该步骤结束。笔记本把法术力池"
             "写成每点法术力一个字母，例如WUBB。"),
       hant=("法術力池", S0, "法術力加入後停留的地方，直到被花費或該步驟結束。筆記本把法術力池"
             "寫成每點法術力一個字母，例如WUBB。")),
    _t("pay life", "119.4, 118.3",
       "A cost in life can be paid only if your life total is at least that much; paying 0 "
       "life is always possible.", 3,
       hans=("支付生命", CR_ZH, "只有总生命不少于该数量时，才能支付生命形式的费用；支付0点生命"
             "则总是可以。"),
       hant=("支付生命", NONE, "只有總生命不少於該數量時，才能支付生命形式的費用；支付0點生命"
             "則總是可以。")),
    _t("life", "119.1, 119.3",
       "What a player has and loses: damage and payments take it away, and at 0 the player "
       "loses the game. Phyrexian symbols may be paid with it.", 2, 3,
       hans=("生命", S3, "牌手拥有并会失去的东西：伤害和支付会让它减少，降到0就输掉游戏。"
             "非瑞克西亚符号可以用它支付。"),
       hant=("生命", S0, "玩家擁有並會失去的東西：傷害和支付會讓它減少，降到0就輸掉遊戲。"
             "非瑞克西亞符號可以用它支付。")),
    _t("life total", "119.1",
       "How much life a player has; it starts at 20 in a usual game. Some effects set it, "
       "double it or triple it (tripling since 2025-06-06), and those keep a negative result. "
       "An older Traditional Chinese rules commentary writes 生命總值 (older term).",
       2, 3,
       hans=("总生命", S3, "牌手当前的生命数量；一般游戏从20开始。有些效应会设定、加倍或加两倍它"
             "（加两倍自2025-06-06起），这类效应的结果即使是负数也照用。"),
       hant=("總生命", S0, "玩家當前的生命數量；一般遊戲從20開始。有些效應會設定、加倍或變為三倍它"
             "（變為三倍自2025-06-06起），這類效應的結果即使是負數也照用。")),
    _t("gain life", "119.3, 107.1b",
       "An event that raises a player's life total. Gaining a negative amount is impossible: "
       "a life gain whose number would be negative gains 0.", 2, 3,
       also=("life gain",),
       hans=("获得生命", S3, "让牌手总生命增加的事件。不能获得负数的生命：数量算出为负的获得生命"
             "会改为获得0点。"),
       hant=("獲得生命", NONE, "讓玩家總生命增加的事件。不能獲得負數的生命：數量算出為負的獲得生命"
             "會改為獲得0點。")),
    _t("lose life", "119.3",
       "An event that lowers a player's life total, such as paying life or being dealt "
       "damage.", 3,
       also=("life loss",),
       hans=("失去生命", S3, "让牌手总生命减少的事件，例如支付生命或受到伤害。"),
       hant=("失去生命", S0, "讓玩家總生命減少的事件，例如支付生命或受到傷害。")),
    # mana and producing it
    _t("mana", "106.1",
       "The game's main resource: players spend it to pay costs, mostly to cast spells and "
       "activate abilities. An older Traditional Chinese rules commentary writes 魔法力 (older term).", 1, 3, 4,
       hans=("法术力", S1, "游戏的主要资源：牌手花费它来支付费用，大多是为了施放咒语和起动异能。"),
       hant=("法術力", S0, "遊戲的主要資源：玩家花費它來支付費用，大多是為了施放咒語和起動異能。")),
    _t("type of mana", "106.1b",
       "One of six: white, blue, black, red, green (the five colors) and colorless. Written "
       "W U B R G C. An older Traditional Chinese rules commentary writes 魔法力類別 (older term).", 3, 4,
       also=("types of mana",),
       hans=("法术力类别", CR_ZH, "共六种：白、蓝、黑、红、绿（五种颜色）以及无色。写作W U B R G C。"),
       hant=("法術力類別", S0, "共六種：白、藍、黑、紅、綠（五種顏色）以及無色。寫作W U B R G C。")),
    _t("color", "105.1, 106.1a",
       "One of five: white, blue, black, red and green. Colorless is not a color, nor is "
       "multicolored; an object can be any of 32 combinations of colors.", 4, 5,
       also=("colors",),
       hans=("颜色", S4, "共五种：白、蓝、黑、红、绿。无色不是颜色，多色也不是；一个物件的颜色"
             "可以是32种组合中的任一种。"),
       hant=("顏色", S0, "共五種：白、藍、黑、紅、綠。無色不是顏色，多色也不是；一個物件的顏色"
             "可以是32種組合中的任一種。")),
    _t("white", "105.1",
       "One of the five colors, written W; its mana symbol is {W}.", 3, 4, 5,
       hans=("白色", S4, "五种颜色之一，写作W；其法术力符号是{W}。"),
       hant=("白色", S0, "五種顏色之一，寫作W；其法術力符號是{W}。")),
    _t("blue", "105.1",
       "One of the five colors, written U (B is black); its mana symbol is {U}.", 3, 4, 5,
       hans=("蓝色", S3, "五种颜色之一，写作U（B是黑色）；其法术力符号是{U}。"),
       hant=("藍色", S0, "五種顏色之一，寫作U（B是黑色）；其法術力符號是{U}。")),
    _t("black", "105.1",
       "One of the five colors, written B; its mana symbol is {B}.", 3, 4, 5,
       hans=("黑色", S4, "五种颜色之一，写作B；其法术力符号是{B}。"),
       hant=("黑色", S0, "五種顏色之一，寫作B；其法術力符號是{B}。")),
    _t("red", "105.1",
       "One of the five colors, written R; its mana symbol is {R}.", 1, 3, 4, 5,
       hans=("红色", S4, "五种颜色之一，写作R；其法术力符号是{R}。"),
       hant=("紅色", S0, "五種顏色之一，寫作R；其法術力符號是{R}。")),
    _t("green", "105.1",
       "One of the five colors, written G; its mana symbol is {G}.", 3, 4, 5,
       hans=("绿色", S4, "五种颜色之一，写作G；其法术力符号是{G}。"),
       hant=("綠色", S0, "五種顏色之一，寫作G；其法術力符號是{G}。")),
    _t("multicolored", "105.2b",
       "Having two or more colors. A split card off the stack is often multicolored, since "
       "its colors come from both halves.", 4, 5,
       hans=("多色", S4, "具有两种或更多颜色。连体牌不在堆叠上时常常是多色的，因为它的颜色来自"
             "两半。"),
       hant=("多色", S0, "具有兩種或更多顏色。分割牌不在堆疊上時常常是多色的，因為它的顏色來自"
             "兩半。")),
    _t("mana ability", "605.1",
       "An ability that adds mana, such as a land's \"{T}: Add {G}.\" It does not use the "
       "stack. An older Traditional Chinese rules commentary writes 魔法力異能 (older term).", 4,
       hans=("法术力异能", CR_ZH, "会加法术力的异能，例如地的“{T}：加{G}。”它不用堆叠。"),
       hant=("法術力異能", S0, "會加法術力的異能，例如地的「{T}：加{G}。」它不用堆疊。")),
    _t("produce mana", "106.3",
       "To add mana to a pool. Mana abilities do it, and so can spells and other abilities. "
       "An older Traditional Chinese rules commentary writes 產生魔法力 (older term).", 2, 4,
       also=("produce", "produces"),
       hans=("产生法术力", CR_ZH, "把法术力加进法术力池。法术力异能会这样做，咒语和其他异能也可以。"),
       hant=("產生法術力", S0, "把法術力加進法術力池。法術力異能會這樣做，咒語和其他異能也可以。")),
    _t("tap for mana", "106.12",
       "To activate a mana ability whose cost includes {T}. Some effects trigger on it or "
       "change the mana it makes. An older Traditional Chinese rules commentary writes 橫置以產生魔法力 (older term).", 4,
       hans=("横置以产生法术力", CR_ZH, "起动一个费用中含{T}的法术力异能。有些效应会因此触发，"
             "或改变它产生的法术力。"),
       hant=("橫置以產生法術力", S0, "起動一個費用中含{T}的法術力異能。有些效應會因此觸發，"
             "或改變它產生的法術力。")),
    _t("could produce", "106.7",
       "The types of mana a permanent's mana abilities would add if they resolved now, "
       "ignoring whether their costs could be paid. Exotic Orchard and Reflecting Pool ask "
       "this about other lands.", 4,
       hans=("能产生", CR_ZH, "永久物的法术力异能若现在结算会加的法术力类别，不管其费用能否支付。"
             "异国果园（Exotic Orchard）和映景明湖（Reflecting Pool）就是在问其他地的这件事。"),
       hant=("能產生", S0, "永久物的法術力異能若現在結算會加的法術力類別，不管其費用能否支付。"
             "異國果園（Exotic Orchard）和Reflecting Pool就是在問其他地的這件事。")),
    _t("any color", "106.7",
       "In \"one mana of any color\", the player chooses one of the five colors as the mana "
       "is added. Colorless is not among them.", 4,
       hans=("任意颜色", CR_ZH, "“一点任意颜色的法术力”：加法术力时由牌手从五种颜色中选一种。"
             "无色不在其中。"),
       hant=("任一顏色", S0, "「一點任一顏色的法術力」：加法術力時由玩家從五種顏色中選一種。"
             "無色不在其中。")),
    _t("any type", "106.1b, 106.7",
       "In \"mana of any type\", any of the six types, colorless included. Energy is not a "
       "type of mana, so \"any type\" never gives energy.", 3, 4,
       hans=("任一类别", S1, "“任一类别的法术力”：六种类别都可以，包括无色。能量不是法术力类别，"
             "所以“任一类别”不会给你能量。"),
       hant=("任一類別", NONE, "「任一類別的法術力」：六種類別都可以，包括無色。能量不是法術力類別，"
             "所以「任一類別」不會給你能量。")),
    _t("undefined type", "106.5",
       "When an ability would add mana of a type that can't be defined (Meteor Crater with no "
       "colored permanent), it adds no mana at all, not colorless mana.", 4,
       hans=("未定义类别", CR_ZH, "异能要加的法术力类别无法定义时（例如没有有色永久物时的Meteor Crater），"
             "它什么法术力都不加，而不是加无色法术力。"),
       hant=("未定義類別", S0, "異能要加的法術力類別無法定義時（例如沒有有色永久物時的Meteor Crater），"
             "它什麼法術力都不加，而不是加無色法術力。")),
    _t("reference", "106.7",
       "An ability that asks what other permanents could produce, as Exotic Orchard and "
       "Reflecting Pool do. Chains of such abilities are followed until nothing new appears.",
       4, also=("references", "reads"),
       hans=("参考", CR_ZH, "询问其他永久物能产生什么的异能，例如异国果园（Exotic Orchard）和映景明湖（Reflecting Pool）。这种异能"
             "互相参考时，要一路追下去，直到没有新的类别出现。"),
       hant=("參考", S0, "詢問其他永久物能產生什麼的異能，例如異國果園（Exotic Orchard）和Reflecting Pool。這種異能"
             "互相參考時，要一路追下去，直到沒有新的類別出現。")),
    _t("replacement effect", "614.1",
       "An effect that changes an event as it happens, such as Contamination turning the mana "
       "a land makes into black mana. Could produce takes these into account.", 4,
       hans=("替代性效应", CR_ZH, "在事件发生时把它改掉的效应，例如Contamination让地产生的法术力变成黑色。"
             "“能产生”会把这类效应考虑进去。"),
       hant=("替代性效應", S0, "在事件發生時把它改掉的效應，例如Contamination讓地產生的法術力變成黑色。"
             "「能產生」會把這類效應考慮進去。")),
    _t("basic land type", "305.6, 305.7",
       "Plains, Island, Swamp, Mountain or Forest. A land with one of them has that type's "
       "mana ability; an effect that sets it replaces the land's other abilities.", 4,
       hans=("基本地类别", S4, "平原、海岛、沼泽、山脉或树林。具有其中之一的地就有该类别的法术力"
             "异能；设定地类别的效应会取代该地原有的其他异能。"),
       hant=("基本地類別", NONE, "平原、海島、沼澤、山脈或樹林。具有其中之一的地就有該類別的法術力"
             "異能；設定地類別的效應會取代該地原有的其他異能。")),
    _t("basic land", "205.4c, 305.6",
       "A land with the supertype basic, such as a Forest card. Being a basic land and having a "
       "basic land type are different things.", 4,
       hans=("基本地", S4, "具有“基本”超类别的地，例如树林牌。是基本地和具有基本地类别是两回事。"),
       hant=("基本地", NONE, "具有「基本」超類別的地，例如樹林牌。是基本地和具有基本地類別是兩回事。")),
    _t("Plains", "305.6",
       "The basic land type of white mana: a Plains has \"{T}: Add {W}.\"", 4,
       hans=("平原", card("Plains"), "产白色法术力的基本地类别：平原具有“{T}：加{W}。”"),
       hant=("平原", card("Plains"), "產白色法術力的基本地類別：平原具有「{T}：加{W}。」")),
    _t("Island", "305.6",
       "The basic land type of blue mana: an Island has \"{T}: Add {U}.\"", 4,
       hans=("海岛", card("Island"), "产蓝色法术力的基本地类别：海岛具有“{T}：加{U}。”"),
       hant=("海島", card("Island"), "產藍色法術力的基本地類別：海島具有「{T}：加{U}。」")),
    _t("Swamp", "305.6",
       "The basic land type of black mana: a Swamp has \"{T}: Add {B}.\" Urborg, Tomb of "
       "Yawgmoth makes every land a Swamp too.", 4,
       hans=("沼泽", card("Swamp"), "产黑色法术力的基本地类别：沼泽具有“{T}：加{B}。”"
             "约格莫夫之墓乌尔博格（Urborg, Tomb of Yawgmoth）也会让每个地都成为沼泽。"),
       hant=("沼澤", card("Swamp"), "產黑色法術力的基本地類別：沼澤具有「{T}：加{B}。」"
             "約格莫夫之墓烏爾博格（Urborg, Tomb of Yawgmoth）也會讓每個地都成為沼澤。")),
    _t("Mountain", "305.6",
       "The basic land type of red mana: a Mountain has \"{T}: Add {R}.\"", 4,
       hans=("山脉", card("Mountain"), "产红色法术力的基本地类别：山脉具有“{T}：加{R}。”"),
       hant=("山脈", card("Mountain"), "產紅色法術力的基本地類別：山脈具有「{T}：加{R}。」")),
    _t("Forest", "305.6",
       "The basic land type of green mana: a Forest has \"{T}: Add {G}.\"", 3, 4,
       hans=("树林", card("Forest"), "产绿色法术力的基本地类别：树林具有“{T}：加{G}。”"),
       hant=("樹林", card("Forest"), "產綠色法術力的基本地類別：樹林具有「{T}：加{G}。」")),
    _t("restricted mana", "106.6",
       "Mana that can only be spent in certain ways, or that brings an extra effect. It is "
       "still mana of its type, so it counts for could produce.", 4, also=("rider",),
       hans=("使用受限的法术力", OWN, "只能以特定方式花费、或花费时带来额外效应的法术力。它仍是"
             "原本类别的法术力，所以也算进“能产生”。"),
       hant=("使用受限的法術力", OWN, "只能以特定方式花費、或花費時帶來額外效應的法術力。它仍是"
             "原本類別的法術力，所以也算進「能產生」。")),
    _t("board", "110.1, 400.1",
       "In these notebooks: the permanents on the battlefield, who controls each, and the bits "
       "of state that matter here (counters, whether a land was played this turn).", 4,
       hans=("场面", OWN, "在这些笔记本里指：战场上的永久物、各由谁操控，以及此处要用到的少量状态"
             "（指示物、本回合是否已经下过地）。"),
       hant=("場面", OWN, "在這些筆記本裡指：戰場上的永久物、各由誰操控，以及此處要用到的少量狀態"
             "（指示物、本回合是否已經下過地）。")),
    # the game: players, objects, abilities, zones, turns
    _t("Magic: The Gathering", "100.1",
       "The trading card game these notebooks teach the rules of. Its official name in "
       "Simplified Chinese is 万智牌, in Traditional Chinese 魔法風雲會.", 0,
       also=("Magic",),
       hans=("万智牌", CR_ZH, "这些笔记本所讲解其规则的集换式卡牌游戏。"),
       hant=("魔法風雲會", S0, "這些筆記本所講解其規則的集換式卡牌遊戲。")),
    _t("Comprehensive Rules", "100.1, CR introduction",
       "The full rules of the game, published by Wizards of the Coast and updated a few "
       "times a year. The notebooks cite them by rule number, as of 2026-04-17.", 0, 1, 2, 4, 5,
       hans=("完整规则", CR_ZH, "游戏的全部规则，由威世智发布，每年更新数次。笔记本按规则编号引用它，"
             "以2026-04-17的版本为准。"),
       hant=("完整規則", S0, "遊戲的全部規則，由威世智發佈，每年更新數次。筆記本按規則編號引用它，"
             "以2026-04-17的版本為準。")),
    _t("player", "102.1",
       "One of the people playing the game. The notebooks' boards name them \"you\" and "
       "\"opponent\".", 1, 2, 4,
       hans=("牌手", S1, "参与游戏的人之一。笔记本的场面中把牌手称为“you”（你）和“opponent”（对手）。"),
       hant=("玩家", S0, "參與遊戲的人之一。筆記本的場面中把玩家稱為「you」（你）和「opponent」（對手）。")),
    _t("opponent", "102.2, 102.3",
       "A player you are playing against. Exotic Orchard asks about the lands your opponents "
       "control.", 1, 2, 4, 5,
       hans=("对手", S4, "和你对战的牌手。异国果园（Exotic Orchard）询问的是对手所操控的地。"),
       hant=("對手", S0, "和你對戰的玩家。異國果園（Exotic Orchard）詢問的是對手所操控的地。")),
    _t("controller", "108.4, 109.4",
       "The player who controls a permanent, a spell or an ability: usually the one who cast "
       "or played it. Effects may change who controls a permanent.", 2, 4,
       hans=("操控者", S4, "操控某个永久物、咒语或异能的牌手，通常就是施放或使用它的人。"
             "效应可能改变永久物的操控者。"),
       hant=("操控者", S0, "操控某個永久物、咒語或異能的玩家，通常就是施放或使用它的人。"
             "效應可能改變永久物的操控者。")),
    _t("owner", "108.3",
       "The player who started the game with the card in their deck. Ownership never changes, "
       "even when control does.", 4,
       hans=("拥有者", S3, "开始游戏时这张牌在其套牌中的牌手。即使操控权改变，拥有者也不会变。"),
       hant=("擁有者", NONE, "開始遊戲時這張牌在其套牌中的玩家。即使操控權改變，擁有者也不會變。")),
    _t("card", "108.2, 108.2b",
       "One physical Magic card. A split card is one card even though it has two halves; a "
       "token is not a card.", 1, 5,
       hans=("牌", S1, "一张实体的万智牌。连体牌虽然有两半，仍是一张牌；衍生物则不是牌。"),
       hant=("牌", S0, "一張實體的魔法風雲會牌。分割牌雖然有兩半，仍是一張牌；衍生物則不是牌。")),
    _t("object", "109.1",
       "Anything the rules talk about as one thing: a card, a copy of a card, a token, a "
       "spell, a permanent, or an ability on the stack.", 1, 3, 4,
       hans=("物件", S3, "规则中作为一个单位来谈的东西：牌、牌的复制品、衍生物、咒语、永久物，"
             "或堆叠上的异能。"),
       hant=("物件", S0, "規則中作為一個單位來談的東西：牌、牌的複製品、衍生物、咒語、永久物，"
             "或堆疊上的異能。")),
    _t("permanent", "110.1",
       "A card or token on the battlefield. Lands, creatures, artifacts, enchantments, "
       "planeswalkers and battles can be permanents; instants and sorceries can't.", 1, 3, 4,
       also=("permanents",),
       hans=("永久物", S1, "在战场上的牌或衍生物。地、生物、神器、结界、鹏洛客和战役都能成为"
             "永久物；瞬间和法术则不能。"),
       hant=("永久物", S0, "在戰場上的牌或衍生物。地、生物、神器、結界、鵬洛客和戰役都能成為"
             "永久物；瞬間和巫術則不能。")),
    _t("token", "111.1",
       "A marker that represents a permanent without being a card, made by an effect.", 5,
       hans=("衍生物", S3, "由效应产生、代表一个永久物但本身不是牌的标记物。"),
       hant=("衍生物", NONE, "由效應產生、代表一個永久物但本身不是牌的標記物。")),
    _t("copy", "707.1, 707.2",
       "An object that copies another's copiable values (name, mana cost, types, text...).", 2, 4,
       hans=("复制品", S3, "复制另一个物件可复制值（名称、法术力费用、类别、内文等）的物件。"),
       hant=("複製品", NONE, "複製另一個物件可複製值（名稱、法術力費用、類別、內文等）的物件。")),
    _t("spell", "112.1",
       "A card (or a copy of one) on the stack, from the moment you start casting it until it "
       "resolves or leaves the stack.", 1, 3, 4, 5,
       also=("spells",),
       hans=("咒语", S1, "在堆叠上的牌（或牌的复制品），从你开始施放它起，直到它结算或离开堆叠。"),
       hant=("咒語", S0, "在堆疊上的牌（或牌的複製品），從你開始施放它起，直到它結算或離開堆疊。")),
    _t("cast", "601.2",
       "To take a spell from where it is (usually your hand), put it on the stack, make its "
       "choices and pay its total cost.", 1, 3, 5,
       also=("casting",),
       hans=("施放", S1, "把咒语从所在之处（通常是手牌）拿出来放上堆叠，作出各项选择并支付总费用。"),
       hant=("施放", S0, "把咒語從所在之處（通常是手牌）拿出來放上堆疊，作出各項選擇並支付總費用。")),
    _t("ability", "113.1",
       "Text on an object that does something: an activated, triggered or static ability "
       "(or a spell's instructions). On the stack, an ability can exist apart from its source.",
       1, 2, 4,
       also=("abilities",),
       hans=("异能", S1, "物件上会起作用的文字：起动式、触发式或静止式异能（或咒语上的指示）。"
             "在堆叠上，异能可以独立于其来源而存在。"),
       hant=("異能", S0, "物件上會起作用的文字：起動式、觸發式或靜止式異能（或咒語上的指示）。"
             "在堆疊上，異能可以獨立於其來源而存在。")),
    _t("activated ability", "113.3b, 602.1",
       "An ability written \"[Cost]: [Effect].\" A player activates it by paying its cost; "
       "most go on the stack, mana abilities don't. An old Simplified Chinese FAQ writes 启动式异能 (older term).", 1, 4,
       hans=("起动式异能", S4, "写成“[费用]：[效应]。”的异能。牌手支付费用来起动它；"
             "大多会进入堆叠，法术力异能则不会。"),
       hant=("起動式異能", S0, "寫成「[費用]：[效應]。」的異能。玩家支付費用來起動它；"
             "大多會進入堆疊，法術力異能則不會。")),
    _t("triggered ability", "113.3c, 603.1",
       "An ability that begins with \"when\", \"whenever\" or \"at\": it triggers on an event "
       "and then goes on the stack.", 1,
       hans=("触发式异能", S1, "以“当”、“每当”或“于”开头的异能：某事件发生时触发，然后进入堆叠。"),
       hant=("觸發式異能", NONE, "以「當」、「每當」或「於」開頭的異能：某事件發生時觸發，然後進入堆疊。")),
    _t("static ability", "113.3d, 604.1",
       "An ability that is simply true while its object is where it works, such as a cost "
       "reduction printed on a permanent.", 1,
       hans=("静止式异能", S3, "只要其物件在生效的地方就一直成立的异能，例如印在永久物上的减费效果。"),
       hant=("靜止式異能", NONE, "只要其物件在生效的地方就一直成立的異能，例如印在永久物上的減費效果。")),
    _t("activate", "602.2",
       "To put an activated ability on the stack and pay its cost, much as a spell is cast. "
       "An old Simplified Chinese FAQ writes 启动 (older term).", 2, 4,
       also=("activating",),
       hans=("起动", S4, "把起动式异能放上堆叠并支付其费用，过程和施放咒语很像。"),
       hant=("起動", S0, "把起動式異能放上堆疊並支付其費用，過程和施放咒語很像。")),
    _t("effect", "609.1",
       "What happens because a spell or ability resolves or applies: dealing damage, adding "
       "mana, changing power, and so on.", 1, 2, 4, 5,
       also=("effects",),
       hans=("效应", S1, "咒语或异能结算或生效所带来的结果：造成伤害、加法术力、改变力量等等。"),
       hant=("效應", S0, "咒語或異能結算或生效所帶來的結果：造成傷害、加法術力、改變力量等等。")),
    _t("continuous effect", "611.1",
       "An effect that lasts for a time, such as \"gets -5/-0 until end of turn\" or a "
       "static ability's effect.", 2,
       hans=("持续性效应", S3, "持续一段时间的效应，例如“直到回合结束，得-5/-0”，或静止式异能的效应。"),
       hant=("持續性效應", NONE, "持續一段時間的效應，例如「直到回合結束，得-5/-0」，或靜止式異能的效應。")),
    _t("resolve", "608.1, 608.2",
       "A spell or ability on top of the stack resolves when all players pass: its "
       "instructions are followed and it leaves the stack.", 1, 2,
       also=("resolves",),
       hans=("结算", S1, "所有牌手依序让过后，堆叠最上面的咒语或异能便会结算：照它的指示执行，"
             "然后它离开堆叠。"),
       hant=("結算", S0, "所有玩家依序讓過後，堆疊最上面的咒語或異能便會結算：照它的指示執行，"
             "然後它離開堆疊。")),
    _t("target", "115.1",
       "An object or player a spell or ability chooses as it is cast or activated. Fireball "
       "costs {1} more for each target beyond the first.", 1,
       hans=("目标", S1, "咒语或异能在施放或起动时所选择的物件或牌手。火球（Fireball）每多一个"
             "目标就要多付{1}。"),
       hant=("目標", S0, "咒語或異能在施放或起動時所選擇的物件或玩家。火球（Fireball）每多一個"
             "目標就要多付{1}。")),
    _t("counter a spell", "701.6",
       "To cancel a spell or ability on the stack: it leaves the stack without resolving. A "
       "countered card goes to its owner's graveyard.", 5,
       also=("countered",),
       hans=("反击", card("Counterspell"), "取消堆叠上的咒语或异能：它不结算就离开堆叠。"
             "被反击的牌会进入其拥有者的坟墓场。"),
       hant=("反擊", card("Counterspell"), "取消堆疊上的咒語或異能：它不結算就離開堆疊。"
             "被反擊的牌會進入其擁有者的墳墓場。")),
    _t("source", "609.7, 106.3",
       "Where something comes from: the object that dealt damage, or the permanent or spell "
       "that produced some mana (a snow source for {S}).", 3, 4,
       hans=("来源", S4, "某样东西的出处：造成伤害的物件，或产生某些法术力的永久物或咒语"
             "（{S}需要雪境来源）。"),
       hant=("來源", S0, "某樣東西的出處：造成傷害的物件，或產生某些法術力的永久物或咒語"
             "（{S}需要雪境來源）。")),
    _t("special action", "116.1, 107.3d",
       "An action a player takes without using the stack, such as playing a land or "
       "suspending a card; X in its cost is chosen just before it is paid.", 1,
       hans=("特殊动作", CR_ZH, "不用堆叠就能进行的动作，例如使用地或让牌延缓；其费用中的X在即将支付之前选择。"),
       hant=("特殊行動", S0, "不用堆疊就能進行的動作，例如使用地或讓牌延緩；其費用中的X在即將支付之前選擇。")),
    _t("suspend", "702.62",
       "A keyword that lets you exile a card from your hand with time counters by paying its "
       "suspend cost, then cast it without paying its mana cost when the last counter goes.",
       1,
       hans=("延缓", card("Suspend"), "一种关键词：支付延缓费用，把牌从手上放逐并放上计时指示物；"
             "最后一个指示物移除时，不支付其法术力费用地施放它。"),
       hant=("延緩", S0, "一種關鍵字：支付延緩費用，把牌從手上放逐並放上計時指示物；"
             "最後一個指示物移除時，不需支付其法術力費用地施放它。")),
    _t("cascade", "702.85a",
       "When you cast a spell with cascade, you exile cards from the top of your library "
       "until you exile a nonland card with lesser mana value (lands are passed over), and may "
       "cast it without paying its mana cost if the resulting spell's mana value is lesser too.",
       1, 5,
       hans=("倾曳", CR_ZH, "当你施放具倾曳的咒语时，从牌库顶开始放逐牌，直到放逐出一张法术力值较小的"
             "非地牌（地会被略过），然后如果所施放咒语的法术力值也较小，就可以不支付其法术力费用地施放它。"),
       hant=("傾曳", NONE, "當你施放具傾曳的咒語時，從牌庫頂開始放逐牌，直到放逐出一張法術力值較小的"
             "非地牌（地會被略過），然後如果所施放咒語的法術力值也較小，就可以不需支付其法術力費用地施放它。")),
    _t("state-based action", "704.1, 704.5",
       "A check the game makes whenever a player would get priority, such as a player at 0 "
       "life losing the game or a creature with 0 toughness dying.", 2, 3,
       also=("state-based actions",),
       hans=("状态动作", S3, "每当牌手将要得到优先权时游戏自动进行的检查，例如总生命为0的牌手输掉"
             "游戏，或防御力为0的生物死去。"),
       hant=("狀態動作", NONE, "每當玩家將要得到優先權時遊戲自動進行的檢查，例如總生命為0的玩家輸掉"
             "遊戲，或防禦力為0的生物死去。")),
    _t("turn", "500.1",
       "One player's turn: its phases and steps, in order. Some facts, such as whether a land "
       "was played, last only for a turn.", 2, 4, 5,
       hans=("回合", S1, "一位牌手的回合：依序进行的各个阶段和步骤。有些事实，例如是否已经下过地，"
             "只在当回合有效。"),
       hant=("回合", NONE, "一位玩家的回合：依序進行的各個階段和步驟。有些事實，例如是否已經下過地，"
             "只在當回合有效。")),
    _t("phase", "500.1",
       "A part of a turn: beginning, precombat main, combat, postcombat main, ending. Mana "
       "pools empty at the end of each phase.", 3, 4,
       hans=("阶段", S1, "回合的组成部分：开始、战斗前行动、战斗、战斗后行动、结束。每个阶段结束时，"
             "法术力池都会清空。"),
       hant=("階段", S0, "回合的組成部分：開始、戰鬥前行動、戰鬥、戰鬥後行動、結束。每個階段結束時，"
             "法術力池都會清空。")),
    _t("step", "500.1",
       "A part of a phase, such as the untap step or the upkeep step. Mana pools empty at the "
       "end of each step.", 3, 4,
       hans=("步骤", S1, "阶段的组成部分，例如重置步骤或维持步骤。每个步骤结束时，法术力池都会清空。"),
       hant=("步驟", S0, "階段的組成部分，例如重置步驟或維持步驟。每個步驟結束時，法術力池都會清空。")),
    _t("tap", "701.26, 107.5",
       "To turn a permanent sideways, often to pay a cost written {T}. A tapped permanent "
       "can't pay {T} again until it untaps.", 4,
       also=("tapped",),
       hans=("横置", S3, "把永久物转成横向，常常是为了支付写作{T}的费用。已横置的永久物在重置前"
             "不能再支付{T}。"),
       hant=("橫置", S0, "把永久物轉成橫向，常常是為了支付寫作{T}的費用。已橫置的永久物在重置前"
             "不能再支付{T}。")),
    _t("untap", "701.26, 502.3",
       "To turn a tapped permanent upright again; permanents untap in their controller's "
       "untap step.", 4,
       hans=("重置", S3, "把已横置的永久物转回直立；永久物会在其操控者的重置步骤中重置。"),
       hant=("重置", NONE, "把已橫置的永久物轉回直立；永久物會在其操控者的重置步驟中重置。")),
    _t("sacrifice", "701.21",
       "To move a permanent you control to its owner's graveyard. Only its controller can "
       "sacrifice it, and it can be part of a cost.", 3,
       hans=("牺牲", card("Gideon's Sacrifice"), "把你操控的永久物放进其拥有者的坟墓场。只有操控者"
             "能牺牲它，而且这可以是费用的一部分。"),
       hant=("犧牲", card("Gideon's Sacrifice"), "把你操控的永久物放進其擁有者的墳墓場。只有操控者"
             "能犧牲它，而且這可以是費用的一部分。")),
    _t("discard", "701.9",
       "To move a card from your hand to your graveyard. Discarding a split card discards one "
       "card.", 2, 5,
       hans=("弃牌", S3, "把牌从手上放进坟墓场。弃掉一张连体牌就是弃掉一张牌。"),
       hant=("棄牌", NONE, "把牌從手上放進墳墓場。棄掉一張分割牌就是棄掉一張牌。")),
    _t("counter", "122.1",
       "A marker on an object or player, such as a -1/-1 counter on a creature or an energy "
       "counter on a player.", 1, 2, 4,
       also=("counters",),
       hans=("指示物", S1, "放在物件或牌手身上的标记，例如生物上的-1/-1指示物，或牌手身上的能量"
             "指示物。"),
       hant=("指示物", S0, "放在物件或玩家身上的標記，例如生物上的-1/-1指示物，或玩家身上的能量"
             "指示物。")),
    # card types
    _t("card type", "205.2a, 300.1",
       "What kind of card an object is, such as artifact, creature, enchantment, instant, "
       "land or sorcery. A split card has the card types of both halves.", 5,
       also=("card types",),
       hans=("类别", S4, "物件是哪一种牌，例如神器、生物、结界、瞬间、地或法术。"
             "连体牌具有两半各自的类别。"),
       hant=("類別", S0, "物件是哪一種牌，例如神器、生物、結界、瞬間、地或巫術。"
             "分割牌具有兩半各自的類別。")),
    _t("land", "305.1",
       "A card type: played (not cast) from your hand once a turn, usually tapped for mana.",
       0, 4,
       also=("lands",),
       hans=("地", S4, "一种牌的类别：每回合可以从手上使用一次（不是施放），通常横置来产生法术力。"),
       hant=("地", S0, "一種牌的類別：每回合可以從手上使用一次（不是施放），通常橫置來產生法術力。")),
    _t("creature", "302.1",
       "A card type: a permanent with power and toughness that can attack and block.", 1, 2, 4,
       also=("creatures",),
       hans=("生物", S4, "一种牌的类别：具有力量和防御力、可以攻击和阻挡的永久物。"),
       hant=("生物", S0, "一種牌的類別：具有力量和防禦力、可以攻擊和阻擋的永久物。")),
    _t("artifact", "301.1",
       "A card type: a permanent, usually colorless, such as a mana rock or an Equipment.", 1, 4,
       hans=("神器", card("Ensoul Artifact"), "一种牌的类别：通常为无色的永久物，例如产法术力的"
             "石头或武具。"),
       hant=("神器", card("Ensoul Artifact"), "一種牌的類別：通常為無色的永久物，例如產法術力的"
             "石頭或武具。")),
    _t("enchantment", "303.1",
       "A card type: a permanent with a lasting effect, such as Contamination. Rooms and "
       "Auras are enchantments.", 4, 5,
       hans=("结界", S4, "一种牌的类别：带有持续效果的永久物，例如Contamination。房间和灵气都是结界。"),
       hant=("結界", card("Netherese Puzzle-Ward"), "一種牌的類別：帶有持續效果的永久物，"
             "例如Contamination。房間和靈氣都是結界。")),
    _t("instant", "304.1",
       "A card type: a spell you may cast whenever you have priority; it never becomes a "
       "permanent. Fire // Ice is two instants.", 1, 5,
       hans=("瞬间", S4, "一种牌的类别：只要你有优先权就可以施放的咒语；它从不成为永久物。"
             "Fire // Ice就是两个瞬间。"),
       hant=("瞬間", NONE, "一種牌的類別：只要你有優先權就可以施放的咒語；它從不成為永久物。"
             "Fire // Ice就是兩個瞬間。")),
    _t("sorcery", "307.1",
       "A card type: a spell cast only in your main phase when the stack is empty, such as "
       "Fireball.", 1, 5,
       hans=("法术", S1, "一种牌的类别：只能在你的行动阶段、堆叠为空时施放的咒语，例如火球"
             "（Fireball）。"),
       hant=("巫術", KEYWORDS_HANT, "一種牌的類別：只能在你的行動階段、堆疊為空時施放的咒語，例如火球"
             "（Fireball）。繁體中文的牌名把「spell」寫作法術（如 Wizard's Spellbook），但牌的類別是"
             "巫術。")),
    _t("Room", "709.5, 205.3h",
       "An enchantment split card with two doors (halves) and one shared type line, such as "
       "Bottomless Pool // Locker Room. You cast one door; the other can be unlocked later by "
       "paying its mana cost.", 5,
       also=("Rooms",),
       hans=("房间", CR_ZH, "有两扇门（两半）和一个共享类别栏的结界连体牌，例如"
             "Bottomless Pool // Locker Room。你施放其中一扇门；另一扇门之后可以支付其法术力费用"
             "来解锁。"),
       hant=("房間", NONE, "有兩扇門（兩半）和一個共享類別欄的結界分割牌，例如"
             "Bottomless Pool // Locker Room。你施放其中一扇門；另一扇門之後可以支付其法術力費用"
             "來解鎖。")),
    _t("door", "709.5j",
       "One half of a Room.", 5,
       hans=("门", card("Secret Door"), "房间的一半。"),
       hant=("門", card("Secret Door"), "房間的一半。")),
    # zones
    _t("zone", "400.1",
       "A place where a card can be: library, hand, battlefield, graveyard, stack, exile and "
       "command.", 1, 5, also=("zones",),
       hans=("区域", S4, "牌可以所在的地方：牌库、手牌、战场、坟墓场、堆叠、放逐区和统帅区。"),
       hant=("區域", S0, "牌可以所在的地方：牌庫、手牌、戰場、墳墓場、堆疊、放逐區和統帥區。")),
    _t("library", "401.1",
       "A player's deck during the game, face down; cascade exiles from its top.", 1, 5,
       hans=("牌库", S4, "游戏中牌手的套牌，牌面朝下；倾曳从它的顶端开始放逐。"),
       hant=("牌庫", S0, "遊戲中玩家的套牌，牌面朝下；傾曳從它的頂端開始放逐。")),
    _t("hand", "402.1",
       "The cards a player holds. Most spells are cast from the hand; fuse works only there.",
       1, 2, 5,
       hans=("手牌", CR_ZH, "牌手拿在手上的牌。大多数咒语从手上施放；融咒只在那里有用。"),
       hant=("手牌", NONE, "玩家拿在手上的牌。大多數咒語從手上施放；融咒只在那裡有用。")),
    _t("battlefield", "403.1",
       "The zone where permanents are. A card on the battlefield has X = 0 in its mana cost.",
       1, 4, 5,
       hans=("战场", card("Battlefield Forge"), "永久物所在的区域。战场上的牌，其法术力费用中的"
             "X为0。"),
       hant=("戰場", S0, "永久物所在的區域。戰場上的牌，其法術力費用中的X為0。")),
    _t("graveyard", "404.1",
       "A player's discard pile: spells that resolve or are countered, and discarded or "
       "destroyed cards, go there. Aftermath halves are cast from it.", 1, 5,
       also=("graveyards",),
       hans=("坟墓场", S3, "牌手的弃牌堆：结算完或被反击的咒语、被弃掉或被消灭的牌都会去那里。"
             "余响的后半边从这里施放。"),
       hant=("墳墓場", card("Graveyard Shovel"), "玩家的棄牌堆：結算完或被反擊的咒語、被棄掉"
             "或被消滅的牌都會去那裡。餘響的後半邊從這裡施放。")),
    _t("stack", "405.1",
       "The zone where spells and abilities wait to resolve, last in first out. Only on the "
       "stack does X have its announced value.", 0, 1, 5,
       hans=("堆叠", S1, "咒语和异能等待结算的区域，后进先出。只有在堆叠上，X才是被宣告的值。"),
       hant=("堆疊", S0, "咒語和異能等待結算的區域，後進先出。只有在堆疊上，X才是被宣告的值。")),
    _t("exile", "406.1",
       "To move a card to the exile zone, a holding area outside the game's other zones; "
       "cascade exiles cards from the library.", 1,
       hans=("放逐", card("Dark Banishing"), "把牌移到放逐区，一个在其他区域之外的存放处；"
             "倾曳会从牌库放逐牌。"),
       hant=("放逐", S0, "把牌移到放逐區，一個在其他區域之外的存放處；傾曳會從牌庫放逐牌。")),
    # numbers
    _t("integer", "107.1",
       "A whole number. The game uses only integers; an effect that would make a fraction says "
       "whether to round up or down.", 2, also=("whole number",),
       hans=("整数", CR_ZH, "没有小数的数。游戏只用整数；会产生小数的效应会说明要进位还是舍去。"),
       hant=("整數", S0, "沒有小數的數。遊戲只用整數；會產生小數的效應會說明要進位還是捨去。")),
    _t("fraction", "107.1a",
       "A number that is not whole, such as half of 5. You can't choose one, deal fractional "
       "damage or gain fractional life.", 2,
       also=("fractional",),
       hans=("小数", CR_ZH, "不是整数的数，例如5的一半。你不能选择小数，也不能造成或获得小数的伤害"
             "或生命。"),
       hant=("小數", S0, "不是整數的數，例如5的一半。你不能選擇小數，也不能造成或獲得小數的傷害"
             "或生命。")),
    _t("negative number", "107.1b",
       "A number below 0. Most results that would be negative are 0 instead, but a creature's "
       "power and toughness, and a few listed calculations, keep negative values.", 2,
       also=("negative",),
       hans=("负数", CR_ZH, "小于0的数。大多数会算出负数的结果都改用0，但生物的力量和防御力，"
             "以及少数列明的计算，会保留负值。"),
       hant=("負數", S0, "小於0的數。大多數會算出負數的結果都改用0，但生物的力量和防禦力，"
             "以及少數列明的計算，會保留負值。")),
    _t("zero", "107.1b, 107.2",
       "The number 0. Most negative results become 0, and a number that can't be determined "
       "is 0.", 2,
       hans=("零", card("Divide by Zero"), "数字0。大多数负的结果会变成0，无法确定的数字也当作0。"),
       hant=("零", S0, "數字0。大多數負的結果會變成0，無法確定的數字也當作0。")),
    _t("calculation", "107.1b",
       "Working out a number, such as \"X is its power\". A calculation may use negative "
       "values; only its result for most effects becomes 0.", 2,
       hans=("计算", S4, "算出一个数字的过程，例如“X为其力量”。计算过程可以用负值；只有大多数"
             "效应的最终结果才会改为0。"),
       hant=("計算", S0, "算出一個數字的過程，例如「X為其力量」。計算過程可以用負值；只有大多數"
             "效應的最終結果才會改為0。")),
    _t("comparison", "107.1b, 709.4",
       "Checking a value against another (\"power 2 or less\", \"mana value 4\"). A "
       "comparison uses negative values as they are.", 5,
       hans=("比较", card("Comparative Analysis"), "把一个值和另一个值对照（“力量不大于2”、"
             "“法术力值为4”）。比较时负值照原样使用。"),
       hant=("比較", S0, "把一個值和另一個值對照（「力量不大於2」、「法術力值為4」）。"
             "比較時負值照原樣使用。")),
    _t("power and toughness", "208.1",
       "The two numbers of a creature, written 3/4. Either can be negative.", 2,
       also=("power/toughness", "P/T", "power/toughness (P/T)"),
       also_hans=("力量和防御力",), also_hant=("力量和防禦力",),
       hans=("力量与防御力", CR_ZH, "生物的两个数字，写作3/4。两者都可以是负数。"),
       hant=("力量與防禦力", S0, "生物的兩個數字，寫作3/4。兩者都可以是負數。")),
    _t("power", "208.1",
       "The first number of a creature, written before the slash: the damage it deals in "
       "combat. It can be below 0.", 1, 2, 4,
       hans=("力量", card("Apex of Power"),
             "生物的第一个数字，写在斜线前面：它在战斗中造成的伤害。可以小于0。"),
       hant=("力量", S0, "生物的第一個數字，寫在斜線前面：它在戰鬥中造成的傷害。可以小於0。")),
    _t("toughness", "208.1",
       "The second number of a creature: the damage that destroys it. A creature with "
       "toughness 0 or less is put into its owner's graveyard.", 2,
       hans=("防御力", CR_ZH, "生物的第二个数字：能消灭它的伤害量。防御力为0或更低的生物会被置入其拥有者"
             "的坟墓场。"),
       hant=("防禦力", S0, "生物的第二個數字：能消滅它的傷害量。防禦力為0或更低的生物會被置入其擁有者"
             "的墳墓場。")),
    _t("damage", "120.1, 120.3",
       "What sources deal to creatures, players and others. Negative damage can't be dealt: "
       "damage whose amount would be negative is 0.", 1, 2,
       hans=("伤害", S3, "来源对生物、牌手等造成的东西。不能造成负数的伤害：数量算出为负时就是0。"),
       hant=("傷害", S0, "來源對生物、玩家等造成的東西。不能造成負數的傷害：數量算出為負時就是0。")),
    _t("change of power and toughness", "613.4c, 122.1a",
       "A fixed amount added to power and toughness, such as \"gets -5/-0\" or a -1/-1 "
       "counter.", 2, also=("change", "a change"),
       also_hans=("力量和防御力的改变",), also_hant=("力量和防禦力的改變",),
       hans=("力量与防御力的改变", OWN, "加到力量和防御力上的固定数值，例如“得-5/-0”或一个-1/-1"
             "指示物。"),
       hant=("力量與防禦力的改變", OWN, "加到力量和防禦力上的固定數值，例如「得-5/-0」或一個-1/-1"
             "指示物。")),
    _t("set", "613.4b, 107.1b",
       "An effect that makes a value a given number (\"has base power 0\", \"your life total "
       "becomes 10\"). Setting power or a life total keeps a negative number.", 2,
       also=("setting", "sets"),
       hans=("设定为", S3, "把某个值变成指定数字的效应（“基本力量为0”、“你的总生命变为10”）。"
             "设定力量或总生命时，负数照样使用。"),
       hant=("設為", S0, "把某個值變成指定數字的效應（「基本力量為0」、「你的總生命變為10」）。"
             "將力量或總生命設為某數時，負數照樣使用。")),
    _t("double", "701.10",
       "To double a creature's power gives it +X/+0 where X is its power; a negative power "
       "doubled goes further down.", 2, also=("doubling",),
       hans=("加倍", card("Doubling Cube"), "将生物的力量加倍，就是让它得+X/+0，X为其力量；"
             "负的力量加倍后会更低。"),
       hant=("加倍", S0, "將生物的力量加倍，就是讓它得+X/+0，X為其力量；"
             "負的力量加倍後會更低。")),
    _t("triple", "701.11",
       "To triple a creature's power gives it +X/+0 where X is twice its power; a negative "
       "power tripled goes further down.", 2, also=("tripling",),
       hans=("加两倍", CR_ZH, "将生物的力量加两倍，就是让它得+X/+0，X为其力量的两倍；"
             "负的力量加两倍后会更低。"),
       hant=("變為三倍", NONE, "將生物的力量變為三倍，就是讓它得+X/+0，X為其力量的兩倍；"
             "負的力量變為三倍後會更低。")),
    _t("rounding", "107.1a",
       "An effect that would produce a fraction says which way to round it, up or down.", 2,
       hans=("进位或舍去", CR_ZH, "会产生小数的效应会说明要往哪个方向取整：进位或舍去。"),
       hant=("進位或捨去", S0, "會產生小數的效應會說明要往哪個方向取整：進位或捨去。")),
    _t("round up", "107.1a",
       "To replace a fraction by the next whole number above it: half of 5, rounded up, is 3.",
       2,
       hans=("进位", CR_ZH, "把小数换成比它大的下一个整数：5的一半进位后是3。"),
       hant=("進位", S0, "把小數換成比它大的下一個整數：5的一半進位後是3。")),
    _t("round down", "107.1a",
       "To replace a fraction by the next whole number below it: half of 5, rounded down, is 2.",
       2,
       hans=("舍去", CR_ZH, "把小数换成比它小的下一个整数：5的一半舍去后是2。"),
       hant=("捨去", S0, "把小數換成比它小的下一個整數：5的一半捨去後是2。")),
    _t("any number", "107.1c",
       "When told to choose any number, a player may choose any whole number that is 0 or "
       "more.", 2,
       hans=("任意数量", S3, "被指示选择任意数量时，牌手可以选择0或更大的任何整数。"),
       hant=("任意數量", S0, "被指示選擇任意數量時，玩家可以選擇0或更大的任何整數。")),
    _t("undetermined number", "107.2",
       "A number that can't be worked out is 0.", 2,
       hans=("无法确定的数字", OWN, "无法算出的数字当作0。"),
       hant=("無法確定的數字", S0, "無法算出的數字當作0。")),
    _t("symbol", "107.4, 107.5, 107.14",
       "A sign written in braces in a cost or rules text: mana symbols, {T}, {E} and so on. "
       "Rule 107 is about numbers and symbols.", 1, 3, 4,
       hans=("符号", S1, "写在费用或规则叙述的大括号里的记号：法术力符号、{T}、{E}等等。"
             "规则107讲的就是数字与符号。"),
       hant=("符號", S0, "寫在費用或規則敘述的大括號裡的記號：法術力符號、{T}、{E}等等。"
             "規則107講的就是數字與符號。")),
    _t("number", "107.1",
       "In the rules, always an integer. A number in a cost or an effect can come from a "
       "calculation, a choice, or the value of X.", 1, 2,
       also=("numbers",),
       hans=("数字", S3, "在规则里永远是整数。费用或效应中的数字可能来自计算、选择，或X的值。"),
       hant=("數字", S0, "在規則裡永遠是整數。費用或效應中的數字可能來自計算、選擇，或X的值。")),
    _t("choose", "107.1c, 107.3a, 601.2b",
       "To make a decision the rules or a card leave to a player, such as the value of X "
       "while casting, a half of a hybrid symbol, or a color.", 1, 3, 4,
       also=("chooses", "choice", "choices"),
       hans=("选择", S1, "由牌手作出规则或牌留给他的决定，例如施放时X的值、混血符号的哪一半，"
             "或一种颜色。"),
       hant=("選擇", S0, "由玩家作出規則或牌留給他的決定，例如施放時X的值、混血符號的哪一半，"
             "或一種顏色。")),
    _t("value of X", "107.3a, 107.3f, 107.3g",
       "The number X stands for: chosen and announced as the spell is cast (or defined by its "
       "text), the same for every X on the object, and 0 on a card off the stack.", 1,
       also=("X value", "the value of X"),
       hans=("X的值", S1, "X所代表的数字：在施放咒语时选择并宣告（或由其叙述定义）；同一物件上"
             "每个X都相同；不在堆叠上的牌，X为0。"),
       hant=("X的值", S0, "X所代表的數字：在施放咒語時選擇並宣告（或由其敘述定義）；同一物件上"
             "每個X都相同；不在堆疊上的牌，X為0。")),
    _t("legal", "107.3b, 601.2e",
       "Allowed by the rules. When a spell is cast without paying its mana cost, 0 is the only "
       "legal choice for X; a cast that turns out illegal is undone.", 1,
       also=("legal choice", "illegal"),
       hans=("合法", S1, "规则所允许的。以不支付其法术力费用的方式施放咒语时，X唯一合法的选择是0；"
             "发现不合法的施放会被撤回。"),
       hant=("合法", S0, "規則所允許的。以不需支付其法術力費用的方式施放咒語時，X唯一合法的選擇是0；"
             "發現不合法的施放會被撤回。")),
    # split cards and rules versions
    _t("split card", "709.1, 709.2",
       "A card with two card faces on one card, such as Fire // Ice. It is still one card.", 0, 5,
       also=("split cards",),
       hans=("连体牌", S4, "一张牌上有两个牌面的牌，例如Fire // Ice。它仍然是一张牌。"),
       hant=("分割牌", NONE, "一張牌上有兩個牌面的牌，例如Fire // Ice。它仍然是一張牌。")),
    _t("half", "709.1, 709.3",
       "One of the two faces of a split card. A player chooses which half to cast; on the "
       "stack only that half exists.", 5, also=("halves",),
       hans=("半边", CR_ZH, "连体牌的两个牌面之一。牌手选择要施放哪一半；在堆叠上只有那一半存在。"),
       hant=("半邊", S0, "分割牌的兩個牌面之一。玩家選擇要施放哪一半；在堆疊上只有那一半存在。")),
    _t("fuse", "702.102a",
       "An ability of some split cards: cast from your hand, both halves may be cast together "
       "as one fused split spell.", 5, also=("fused split spell", "fused"),
       hans=("融咒", CR_ZH, "某些连体牌的异能：从手上施放时，可以把两半一起当作一个融咒连体咒语施放。"),
       hant=("融咒", NONE, "某些分割牌的異能：從手上施放時，可以把兩半一起當作一個融咒分割咒語施放。")),
    _t("aftermath", "702.127a",
       "An ability on the second half of some split cards: that half can be cast only from a "
       "graveyard, and is exiled when it then leaves the stack. The first half is cast the "
       "usual way.", 5,
       hans=("余响", CR_ZH, "某些连体牌后半边上的异能：那半边只能从坟墓场施放，这样施放后离开堆叠时"
             "会被放逐。前半边则照常施放。"),
       hant=("餘響", ARTICLE_AFTERMATH, "某些分割牌後半邊上的異能：那半邊只能從墳墓場施放，這樣施放後離開堆疊時"
             "會被放逐。前半邊則照常施放。")),
    _t("characteristic", "109.3",
       "A property printed on a card or given to it: name, mana cost, colors, types, mana "
       "value, power and toughness, and so on.", 5, also=("characteristics",),
       hans=("特征", S4, "印在牌上或被赋予的属性：名称、法术力费用、颜色、类别、法术力值、"
             "力量和防御力等等。"),
       hant=("特徵", NONE, "印在牌上或被賦予的屬性：名稱、法術力費用、顏色、類別、法術力值、"
             "力量和防禦力等等。")),
    _t("name", "201.1, 709.4a",
       "A card's name, printed at its top left. A split card has two names, one per half.", 5,
       hans=("名称", S4, "牌的名称，印在左上角。连体牌有两个名称，每一半各一个。"),
       hant=("名稱", NONE, "牌的名稱，印在左上角。分割牌有兩個名稱，每一半各一個。")),
    _t("choose a card name", "201.4, 201.4b, 709.4a",
       "An effect such as Pithing Needle or Null Chamber makes you choose a card name. For a "
       "split card you choose one half's name, never both (709.4a; old 708.7 said the same); "
       "only an Invasion-era FAQ said to name both. An old Simplified Chinese FAQ writes "
       "说出一张牌的名称 (older term).", 5,
       also=("name a card", "naming"),
       hans=("选择一个牌名", S4, "穿髓金针（Pithing Needle）或Null Chamber这类效应要你选择一个牌名。"
             "要选连体牌时，只能选其中一半的名称，不能两个一起选（709.4a；旧 708.7 也是如此）；"
             "只有一份 Invasion 时代的 FAQ 说过要两个名称一起说。"),
       hant=("選擇一個牌名", NONE, "穿髓金針（Pithing Needle）或Null Chamber這類效應要你選擇一個牌名。"
             "要選分割牌時，只能選其中一半的名稱，不能兩個一起選（709.4a；舊 708.7 也是如此）；"
             "只有一份 Invasion 時代的 FAQ 說過要兩個名稱一起說。")),
    _t("ask and compare", "709.4",
       "Two ways an effect uses a characteristic: asking takes its value (\"X is its mana "
       "value\"); comparing wants a yes or no (\"with mana value 4\"). Split cards once "
       "answered them differently.", 5, also=("asking", "comparing"),
       hans=("询问与比较", OWN, "效应使用特征的两种方式：询问取得它的值（“X为其法术力值”）；"
             "比较则要一个是或否（“法术力值为4”）。连体牌过去对这两者的回答不同。"),
       hant=("詢問與比較", OWN, "效應使用特徵的兩種方式：詢問取得它的值（「X為其法術力值」）；"
             "比較則要一個是或否（「法術力值為4」）。分割牌過去對這兩者的回答不同。")),
    _t("rules version", "CR introduction",
       "Which Comprehensive Rules apply: today's, or those of a given date. The notebooks "
       "compare versions where an answer changed.", 0, 2, 5,
       also=("rules date", "rules versions"),
       hans=("规则版本", CR_ZH, "适用哪一版完整规则：现行的，或某个日期的。答案曾经改变的地方，"
             "笔记本会把各版本并列比较。"),
       hant=("規則版本", NONE, "適用哪一版完整規則：現行的，或某個日期的。答案曾經改變的地方，"
             "筆記本會把各版本並列比較。")),
    _t("ruling", "CR introduction, 101.1",
       "An official answer about how one card works, published with a date. The notebooks "
       "compute the rulings they cite.", 1, 2, 3, 4, 5,
       also=("rulings",),
       hans=("单卡释疑", S1, "针对某张牌如何运作的官方解答，附有日期发布。笔记本会把所引用的释疑"
             "算一遍。"),
       hant=("單卡釋疑", NONE, "針對某張牌如何運作的官方解答，附有日期發佈。筆記本會把所引用的釋疑"
             "算一遍。")),
), key=lambda term: term.en.lower()))
"""Every term, in alphabetical order."""

_BY_NAME = {name.lower(): t for t in TERMS
            for name in (t.en, *t.also, t.zh_hans, t.zh_hant, *t.also_hans, *t.also_hant)}


def term(name: str) -> Term:
    """The glossary entry for ``name``: the term or one of its other spellings, any case, in
    English, Simplified or Traditional Chinese.

    >>> term("Mana Value").rule
    '202.3'
    >>> term("free cast").en
    'cast without paying its mana cost'
    >>> term("法术力值").zh_hant
    '法術力值'
    """
    from ..checks import text
    from ..errors import RulesInputError

    key = text(name, "name").strip().lower()
    try:
        return _BY_NAME[key]
    except KeyError:
        raise RulesInputError("{name!r} is not in the glossary", name=name) from None


def anchor(name: str, lang: str = "en") -> str:
    """The link target of a term in the glossary notebook of ``lang`` (JupyterLab and nbconvert
    give a heading the id of its text with spaces replaced by hyphens). From a translated
    notebook, the link is to the glossary beside it, whose heading is the term in that script.

    >>> anchor("mana value")
    '06_glossary.ipynb#Mana-value'
    >>> anchor("mana value", "zh-Hans"), anchor("mana value", "zh-Hant")
    ('06_glossary.ipynb#法术力值', '06_glossary.ipynb#法術力值')
    """
    return "06_glossary.ipynb#" + term(name).name(lang).replace(" ", "-")


COLUMNS = ["en", "zh-Hans", "zh-Hant", "rule", "note", "source zh-Hans", "source zh-Hant",
           "notebooks"]
"""The columns of :func:`glossary`, in order."""


def glossary() -> "pd.DataFrame":
    """Every term as a table: ``en`` (the term), ``zh-Hans`` and ``zh-Hant`` (the official
    Chinese terms), ``rule`` (where the Comprehensive Rules of 2026-04-17 define or use it),
    ``note`` (what it means), ``source zh-Hans`` and ``source zh-Hant`` (where each Chinese
    term is found) and ``notebooks``.

    >>> table = glossary()
    >>> list(table.columns[:5]), len(table) >= 150
    (['en', 'zh-Hans', 'zh-Hant', 'rule', 'note'], True)
    """
    import pandas as pd

    return pd.DataFrame(
        [{"en": t.en, "zh-Hans": t.zh_hans, "zh-Hant": t.zh_hant, "rule": t.rule,
          "note": t.note, "source zh-Hans": t.source_hans, "source zh-Hant": t.source_hant,
          "notebooks": ", ".join(f"{n:02d}" for n in t.notebooks)} for t in TERMS],
        columns=COLUMNS)
