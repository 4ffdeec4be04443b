"""The game's words in a language: the one place that knows how a list is joined, whether a
text is Chinese, and how big numbers are said, in English, Simplified and Traditional Chinese.

    >>> join(["white", "blue", "black"], "and", "en")
    'white, blue and black'
    >>> is_chinese("背弃理性"), is_chinese("Abandon Reason")
    (True, False)
"""

from __future__ import annotations

import re

__all__ = ["CHINESE", "is_chinese", "join"]

CHINESE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
"""One Chinese character (the unified ideographs, extension A and the compatibility block): the
test the card index uses to tell a Chinese name from an English one."""


def is_chinese(text: str) -> bool:
    """Whether ``text`` holds a Chinese character (:data:`CHINESE`)."""
    return CHINESE.search(text) is not None


def join(items: list[str], last: str = "and", lang: str | None = "en") -> str:
    """``items`` as one list in words, the last joined by "and" or "or" (``last``): "a, b and c"
    in English; in Chinese "a、b和c" / "a、b或c". One item is itself; none is "".
    """
    from .i18n import Catalog, check_lang

    code = check_lang(lang)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    catalog = Catalog("mtgrules")
    if last not in ("and", "or"):
        from .errors import ChoiceError
        raise ChoiceError("a list is joined with 'and' or 'or', not {last!r}", last=last)
    if code == "en":
        head = ", ".join(items[:-1])
    else:
        head = "、".join(items[:-1])
    if last == "and":
        return catalog("{first} and {last}", code, first=head, last=items[-1])
    return catalog("{first} or {last}", code, first=head, last=items[-1])
