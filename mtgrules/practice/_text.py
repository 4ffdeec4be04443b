"""Words a learner reads, in three languages: phrases translated when shown, card names in
the reader's script, lists, yes and no, colors and mana types.

Every sentence is an English template with named fields in the ``mtgrules`` catalog
(``mtgrules/locale/<zh_Hans|zh_Hant>/LC_MESSAGES/mtgrules.po``), looked up when it is shown,
so a problem made once can be read in any language. A field may itself be a :class:`Phrase`,
a :class:`CardName` or anything with ``translated(lang)``: it is shown in the same language.
"""

from __future__ import annotations

from typing import Any, Iterable

from ..i18n import N_, Catalog, check_lang

T = Catalog("mtgrules")
"""The library's catalog: practice's words live beside the error messages."""


class Phrase:
    """A template with fields, translated when shown (:meth:`translated`)."""

    __slots__ = ("template", "fields")

    def __init__(self, template: str, /, **fields: Any) -> None:
        self.template = template
        self.fields = fields

    def translated(self, lang: str | None = "en") -> str:
        lang = check_lang(lang)
        fields = {k: shown(v, lang) for k, v in self.fields.items()}
        # always formatted, so a template writes a literal brace doubled ("{{X}}")
        return T.gettext(lang)(self.template).format(**fields)

    def __str__(self) -> str:
        return self.translated("en")

    def __repr__(self) -> str:
        return f"Phrase({self.template!r})"


def shown(value: Any, lang: str) -> Any:
    """``value`` as a field of a sentence in ``lang``: translated if it can be."""
    if hasattr(value, "translated"):
        return value.translated(lang)
    if isinstance(value, (list, tuple)) and value and all(hasattr(v, "translated") for v in value):
        return joined([v.translated(lang) for v in value], lang)
    return value


def _official(name: str, lang: str) -> str:
    """The card's official name in ``lang``'s script, or "" when it has none there."""
    if lang == "en":
        return ""
    import mtgrules as mr

    try:
        card = mr.card(name)
    except Exception:  # a name the data lacks is shown in English
        return ""
    return str(card.zh_hans if lang == "zh-Hans" else card.zh_hant)


class CardName:
    """A card (or one half of a split card, ``half=``) as a learner reads its name: in
    Chinese its official name with the English one in brackets, else the English name."""

    __slots__ = ("name", "half")

    def __init__(self, name: str, half: str | None = None) -> None:
        self.name = name
        self.half = half

    def official(self, lang: str) -> str:
        official = _official(self.name, lang)
        if self.half is None or not official:
            return official
        import mtgrules as mr

        parts = official.split(" // ")
        names = list(mr.card(self.name).names)
        return parts[names.index(self.half)] if len(parts) == len(names) else ""

    def translated(self, lang: str | None = "en") -> str:
        lang = check_lang(lang)
        english = self.half or self.name
        official = self.official(lang)
        if not official:
            return english
        return T("{official} ({name})", lang, official=official, name=english)

    def __str__(self) -> str:
        return self.half or self.name


def joined(items: Iterable[str], lang: str, last: str = "and") -> str:
    """Items as a list in words: "a, b and c" in English, "a、b和c" in Chinese."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if lang == "en":
        return T("{first} and {last}", lang, first=", ".join(items[:-1]), last=items[-1]) \
            if last == "and" else T("{first} or {last}", lang, first=", ".join(items[:-1]),
                                    last=items[-1])
    sep = "、".join(items[:-1])
    return T("{first} and {last}", lang, first=sep, last=items[-1]) if last == "and" else \
        T("{first} or {last}", lang, first=sep, last=items[-1])


COLOR_WORDS = {"W": N_("white"), "U": N_("blue"), "B": N_("black"), "R": N_("red"),
               "G": N_("green"), "C": N_("colorless")}
"""The five colors, and colorless for the mana type C (105.1, 105.2c, 106.1b)."""


def type_words(types: str, lang: str) -> str:
    """Mana types or colors as words: "white and blue"; "" is "none" (colors: colorless)."""
    if not types:
        return T("none", lang)
    return joined([T(COLOR_WORDS[c], lang) for c in types], lang)


def yes_no(value: bool, lang: str) -> str:
    return T("yes", lang) if value else T("no", lang)
