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

import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

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


def _load_terms() -> tuple[Term, ...]:
    """The glossary's entries, kept as data (``mtgrules/data/terms.json``: one object a term,
    its fields those of :class:`Term`), sorted by the English term."""
    raw = json.loads(resources.files("mtgrules.data").joinpath("terms.json")
                     .read_text(encoding="utf-8"))
    tuples = {"notebooks", "also", "also_hans", "also_hant"}
    fields: list[dict[str, Any]] = [{k: tuple(v) if k in tuples else v for k, v in entry.items()}
                                    for entry in raw]
    return tuple(sorted((Term(**entry) for entry in fields), key=lambda t: t.en.lower()))


TERMS: tuple[Term, ...] = _load_terms()
"""Every entry of the glossary, sorted by the English term (from ``mtgrules/data/terms.json``)."""


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
