"""The game's words in a language: the one place that knows how a list is joined, whether a
text is Chinese, and how big numbers are said, in English, Simplified and Traditional Chinese.

    >>> join(["white", "blue", "black"], "and", "en")
    'white, blue and black'
    >>> is_chinese("背弃理性"), is_chinese("Abandon Reason")
    (True, False)
    >>> big_number(4_842_149), big_number(4_842_149, "zh-Hans")
    ('4.8 million', '484.2万')

A card's own name in a script is the card's business (:meth:`mtgrules.Card.name_in`,
:meth:`mtgrules.Card.label`); this module knows only text.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["CHINESE", "QUOTES", "big_number", "gap", "is_chinese", "is_wide", "join", "name_key"]

CHINESE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
"""One Chinese character (the unified ideographs, extension A and the compatibility block): the
test the card index uses to tell a Chinese name from an English one."""


def is_chinese(text: str) -> bool:
    """Whether ``text`` holds a Chinese character (:data:`CHINESE`)."""
    return CHINESE.search(text) is not None


def is_wide(char: str) -> bool:
    """Whether ``char`` takes two columns of text, as a Chinese character or a full-width form
    does (East Asian width W or F)."""
    return char > "\u1100" and unicodedata.east_asian_width(char) in "WF"


def join(items: list[str], last: str = "and", lang: str | None = "en") -> str:
    """``items`` as one list in words, the last joined by "and" or "or" (``last``): "a, b and c"
    in English; in Chinese "a、b和c" / "a、b或c", with the space Chinese text keeps between
    Chinese and Latin letters, digits or mana symbols ("{4}{R} 或 {3}{R}{R}"). One item is
    itself; none is "".

        >>> join(["{W}", "{U}", "{B}"], "or", "zh-Hans"), join(["白色", "蓝色"], "and", "zh-Hans")
        ('{W}、{U} 或 {B}', '白色和蓝色')
    """
    from .i18n import Catalog, check_lang

    code = check_lang(lang)
    if last not in ("and", "or"):
        from .errors import ChoiceError
        raise ChoiceError("a list is joined with 'and' or 'or', not {last!r}", last=last)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    catalog = Catalog("mtgrules")
    if code == "en":
        head, tail = ", ".join(items[:-1]), items[-1]
    else:
        head, tail = "、".join(items[:-1]), items[-1]
        head = head + " " if _latin(head[-1:]) else head
        tail = " " + tail if _latin(tail[:1]) else tail
    if last == "and":
        return catalog("{first} and {last}", code, first=head, last=tail)
    return catalog("{first} or {last}", code, first=head, last=tail)


def _latin(char: str) -> bool:
    """Whether ``char`` is Latin text (a letter, digit or symbol of ASCII, not a space)."""
    return char.isascii() and not char.isspace()


def gap(lang: str | None = "en") -> str:
    """What goes between two sentences in ``lang``: a space in English, nothing in Chinese
    (its full stop already stands apart)."""
    from .i18n import check_lang

    return " " if check_lang(lang) == "en" else ""


_SCALES = {
    "en": ((10**15, " quadrillion"), (10**12, " trillion"), (10**9, " billion"),
           (10**6, " million")),
    # Chinese counts in ten thousands (万), hundred millions (亿) and 10**12 (万亿 / 兆)
    "zh-Hans": ((10**12, "万亿"), (10**8, "亿"), (10**4, "万")),
    "zh-Hant": ((10**12, "兆"), (10**8, "億"), (10**4, "萬")),
}


def big_number(n: float, lang: str | None = "en") -> str:
    """A number as a reader takes it in: with separators below a million ("43,000"), in words
    from a million on, one decimal at most ("4.8 million", "1.2 billion"; in Chinese
    "484.2万", "12亿" / "12億").

    >>> big_number(1331), big_number(1_200_000_000, "zh-Hant"), big_number(2.5)
    ('1,331', '12億', '2.5')
    """
    from .i18n import check_lang

    if abs(n) >= 10**6:
        for size, word in _SCALES[check_lang(lang)]:
            if abs(n) >= size:
                return f"{n / size:.1f}".rstrip("0").rstrip(".") + word
    if float(n).is_integer():
        return f"{int(n):,}"
    return f"{n:,.2f}".rstrip("0").rstrip(".")


_SPACES = re.compile(r"\s+")
_SLASHES = re.compile(r"\s*/{1,2}\s*")
QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"',
                         "\u30fb": "\u00b7", "\u2027": "\u00b7", "\u2022": "\u00b7",
                         "\uff65": "\u00b7"})
"""Curly quotes and the middle dots of names, as the card data writes them (str.translate)."""


def name_key(name: str) -> str:
    """How a typed card name is looked up: case, spaces, curly quotes, full-width forms and
    the spelling of "A // B" ("A//B", "A / B") don't matter.

    >>> name_key("  Wax/Wane "), name_key("Wax  //  WANE"), name_key("Gaea’s Cradle")
    ('wax // wane', 'wax // wane', "gaea's cradle")
    """
    name = unicodedata.normalize("NFKC", name).translate(QUOTES)
    name = _SLASHES.sub(" // ", _SPACES.sub(" ", name).strip())
    return name.casefold()
