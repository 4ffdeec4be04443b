"""Reading what a learner types, whatever the keyboard: full-width digits and punctuation
(what Chinese input methods type), Chinese numerals (三, 十二, 负二), yes and no in three
languages (是/否, 能/不能, 對/不對, y/n), mana as ``{W}{W}`` or ``WW``, colors as letters or
words (白蓝, white and blue), a range of X as ``0-4``, ``0 to 4``, ``0到4`` or a list, power and
toughness as ``-2/4``. A text that can't be read raises :class:`ResponseError` (a
:class:`~mtgrules.RulesInputError`) whose message says what form is expected, never the
answer. A text longer than :data:`MAX_RESPONSE` characters is refused before it is read, so
a megabyte of text costs a length check.

    >>> read("４", "int"), read("十二", "int"), read("负二", "int"), read(" 是 ", "bool")
    (4, 12, -2, True)
    >>> read("0 to 4", "ints"), read("0到2", "ints"), read("-2 / 4", "pt")
    ((0, 1, 2, 3, 4), (0, 1, 2), (-2, 4))
    >>> read("{W}{W}", "cost") == read("WW", "cost"), read("蓝白", "colors")
    (True, 'WU')
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from ..errors import RulesInputError, Wording
from ..i18n import N_
from ._text import T, type_words, yes_no

MAX_RESPONSE = 2_000
"""The longest answer read, in characters; a longer one is refused at once."""


class ResponseError(RulesInputError):
    """An answer that can't be read; ``kind`` names the form that was expected."""

    def __init__(self, message: str, /, *, kind: str = "", **fields: Any) -> None:
        super().__init__(message, **fields)
        self.kind = kind


_FORMS = {
    "int": N_("a whole number, in digits or in Chinese numerals"),
    "bool": N_("yes or no"),
    "ints": N_("the values of X, as a range (the smallest, a dash, the largest) or a list "
               "separated by commas; none if there is no legal value"),
    "pt": N_("power and toughness, written power/toughness"),
    "cost": N_("a mana cost, with or without braces: a number for the generic mana and a "
               "letter for each colored mana"),
    "colors": N_("colors as letters W U B R G or words, such as WU or white and blue "
                 "(colorless if none)"),
    "types": N_("types of mana as letters W U B R G C, such as UG (none if it could produce "
                "nothing)"),
    "board": N_("the types each permanent could produce, in the board's order, separated by "
                "; such as G; UG; none"),
    "numbers": N_("one number, or several separated by commas"),
    "names": N_("the names of the halves, separated by commas (none if neither)"),
}


def expected_form(kind: str, lang: str) -> str:
    return T(_FORMS[kind], lang)


_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5,
           "六": 6, "七": 7, "八": 8, "九": 9}
_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "萬": 10_000}
_MINUS = ("负", "負", "-", "−", "－", "–")
_NUMBER = re.compile(r"[+-]?\d+")


def normal(text: str) -> str:
    """Full-width forms to ASCII (NFKC), minus signs to '-', spaces squeezed, lower case."""
    text = unicodedata.normalize("NFKC", text)
    for dash in ("−", "–", "—", "－"):
        text = text.replace(dash, "-")
    text = text.replace("～", "~").replace("、", ",").replace("，", ",").replace("；", ";")
    return " ".join(text.split()).lower()


def chinese_number(text: str) -> int | None:
    """A number in Chinese numerals (三, 十二, 两百零五, 负二), or None if it isn't one."""
    sign = 1
    if text[:1] in _MINUS:
        sign, text = -1, text[1:]
    if not text or any(c not in _DIGITS and c not in _UNITS for c in text):
        return None
    total, section, digit = 0, 0, None
    for c in text:
        if c in _DIGITS:
            digit = _DIGITS[c]
        else:
            unit = _UNITS[c]
            if unit == 10_000:
                total += (section + (digit or 0)) * unit
                section, digit = 0, None
            else:
                section += (1 if digit is None else digit) * unit
                digit = None
    return sign * (total + section + (digit or 0))


_TRAILERS = re.compile(r"(点|點|个|個|种|種|张|張|次|mana|ways?|life|damage|生命|法术力|法術力|"
                       r"点生命|點生命|种方式|種方式)$")


def _whole(token: str, kind: str) -> int:
    token = token.strip().strip(".。")
    token = _TRAILERS.sub("", token).strip()
    token = re.sub(r"^(x\s*=\s*|x\s*是|x\s*為|x\s*为)", "", token)
    if _NUMBER.fullmatch(token):
        if len(token.lstrip("+-0")) > 16:
            raise ResponseError(N_("that number is too large: expected {form}"), kind=kind,
                                form=_Form(kind))
        return int(token)
    value = chinese_number(token)
    if value is None:
        raise ResponseError(N_("I can't read {text} as a number: expected {form}"), kind=kind,
                            text=_short(token), form=_Form(kind))
    return value


def _Form(kind: str) -> Wording:
    """The expected form of an answer, as a phrase that translates with its message."""
    return Wording(_FORMS[kind])


def _short(text: str) -> str:
    from ..checks import excerpt

    return str(excerpt(text, 30))


_YES = {"yes", "y", "true", "t", "1", "是", "是的", "能", "可以", "会", "會", "对", "對", "行", "可",
        "right", "correct", "ok", "有", "要", "right.", "yes."}
_NO = {"no", "n", "false", "f", "0", "否", "不是", "不能", "不可以", "不会", "不會", "不对", "不對",
       "不行", "不可", "wrong", "incorrect", "没有", "沒有", "no."}
_NONE = {"none", "nothing", "no value", "no values", "empty", "-", "无", "無", "没有", "沒有", "空",
         "neither", "都不能", "都不", "两者都不", "兩者都不", "都没有", "都沒有", "∅", "{}", "[]", "()",
         "no legal value", "no legal values", "没有合法值", "沒有合法值", "neither half",
         "两半都不行", "兩半都不行"}
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
                "colorless": "C", "白": "W", "蓝": "U", "藍": "U", "黑": "B", "红": "R", "紅": "R",
                "绿": "G", "綠": "G", "无色": "C", "無色": "C"}
_ORDER = "WUBRGC"


def _types(text: str, kind: str, allow_c: bool) -> str:
    t = text.strip(" .。")
    if t in _NONE or (kind == "colors" and t in ("colorless", "无色", "無色", "c")):
        return ""
    found: list[str] = []
    rest = t
    for word in sorted(_COLOR_WORDS, key=len, reverse=True):
        if word in rest:
            found.append(_COLOR_WORDS[word])
            rest = rest.replace(word, " ")
    rest = re.sub(r"(and|or|和|与|與|及|或|色|mana|法术力|法術力|\{|\}|\(|\)|,|;|/|\s)", "", rest)
    for c in rest:
        if c.upper() in _ORDER:
            found.append(c.upper())
        else:
            raise ResponseError(N_("I can't read {text}: expected {form}"), kind=kind,
                                text=_short(text), form=_Form(kind))
    if kind == "colors" and "C" in found:
        found.remove("C") if len(found) > 1 else None
        if found == ["C"]:
            return ""
    if not allow_c and "C" in found:
        raise ResponseError(N_("C is a type of mana, not a color: expected {form}"), kind=kind,
                            form=_Form(kind))
    return "".join(c for c in _ORDER if c in found)


_COST_TOKEN = re.compile(r"\{([^{}]*)\}|(\d+)|([wubrgcs])")


def _cost(text: str) -> tuple[int, ...]:
    """A total cost as (generic, W, U, B, R, G, C, S): from {3}{R}, 3R, 3 R or R3."""
    t = text.replace(" ", "")
    if t in ("", "nothing", "free", "无", "無", "零"):
        return (0,) * 8
    generic = 0
    counts = dict.fromkeys("WUBRGCS", 0)
    pos = 0
    for m in _COST_TOKEN.finditer(t):
        if m.start() != pos:
            break
        pos = m.end()
        inner = m.group(1)
        digits = m.group(2) if inner is None else (inner if inner.isdigit() else None)
        letter = m.group(3) if inner is None else (inner if not inner.isdigit() else None)
        if digits is not None:
            if len(digits) > 16:
                raise ResponseError(N_("that number is too large: expected {form}"), kind="cost",
                                    form=_Form("cost"))
            generic += int(digits)
        elif letter is not None and letter.upper() in counts:
            counts[letter.upper()] += 1
        else:
            pos = -1
            break
    if pos != len(t):
        raise ResponseError(N_("I can't read {text} as a mana cost: expected {form}"),
                            kind="cost", text=_short(text), form=_Form("cost"))
    return (generic, *counts.values())


def cost_key(cost: str) -> tuple[int, ...]:
    """The canonical form of a cost text as :func:`read` gives it for "cost"."""
    return _cost(normal(cost))


def _split(text: str) -> list[str]:
    parts = re.split(r"\s*(?:,|;|/|\band\b|和|与|與|及|\s)\s*", text)
    return [p for p in parts if p]


def _ints(text: str) -> tuple[int, ...]:
    t = text.strip(" .。")
    t = re.sub(r"^(x\s*(=|can be|could be|is|是|为|為|可以是|可为|可為)\s*)", "", t)
    t = re.sub(r"^(only|just|仅|僅|只有|只能是|只能为|只能為)\s*", "", t)
    t = t.strip("{}[]() ")
    if t in _NONE or not t:
        return ()
    m = re.fullmatch(r"(-?[\d零〇一二两兩三四五六七八九十百千]+)\s*(?:-|~|\.\.|to|through|到|至)\s*"
                     r"(-?[\d零〇一二两兩三四五六七八九十百千]+)", t)
    if m:
        low, high = _whole(m.group(1), "ints"), _whole(m.group(2), "ints")
        if high - low > 10_000:
            raise ResponseError(N_("that range is too long: expected {form}"), kind="ints",
                                form=_Form("ints"))
        return tuple(range(low, high + 1))
    return tuple(sorted({_whole(p, "ints") for p in _split(t)}))


def read(response: object, kind: str, context: dict[str, Any] | None = None) -> Any:
    """The answer a learner gave, in the canonical form of ``kind`` (see :data:`_FORMS`), or
    :class:`ResponseError` saying what form is expected."""
    if isinstance(response, bool):
        if kind == "bool":
            return response
        response = str(response)
    if isinstance(response, int) and kind in ("int", "numbers", "ints"):
        return response if kind == "int" else (response,)
    if isinstance(response, (list, tuple, set, frozenset, range)) and len(response) <= 10_000:
        response = ", ".join(str(x) for x in response)
    if not isinstance(response, str):
        raise ResponseError(N_("expected {form}"), kind=kind, form=_Form(kind))
    if len(response) > MAX_RESPONSE:
        raise ResponseError(N_("that answer is too long ({length:,} characters): expected "
                               "{form}"), kind=kind, length=len(response), form=_Form(kind))
    text = normal(response)
    if not text:
        raise ResponseError(N_("there is no answer yet: expected {form}"), kind=kind,
                            form=_Form(kind))
    if kind == "int":
        return _whole(text, kind)
    if kind == "bool":
        t = text.strip(" .。!！")
        if t in _YES:
            return True
        if t in _NO:
            return False
        raise ResponseError(N_("I can't read {text} as yes or no: expected {form}"), kind=kind,
                            text=_short(response), form=_Form(kind))
    if kind == "ints":
        return _ints(text)
    if kind == "numbers":
        return tuple(sorted(_whole(p, kind) for p in _split(text.strip("{}[]() "))))
    if kind == "pt":
        parts = [p for p in re.split(r"\s*[/,]\s*|\s+", text.strip("()[] ")) if p]
        if len(parts) != 2:
            raise ResponseError(N_("I can't read {text}: expected {form}"), kind=kind,
                                text=_short(response), form=_Form(kind))
        return (_whole(parts[0], kind), _whole(parts[1], kind))
    if kind == "cost":
        return _cost(text)
    if kind in ("colors", "types"):
        return _types(text, kind, allow_c=kind == "types")
    if kind == "board":
        groups = [g.strip() for g in re.split(r"[;|\n]", response if "\n" in response else text)]
        groups = [normal(g) for g in groups if g.strip()]
        size = len((context or {}).get("names", ())) or len(groups)
        if len(groups) != size:
            raise ResponseError(N_("expected {count} groups, one for each permanent: {form}"),
                                kind=kind, count=size, form=_Form(kind))
        return tuple(_types(g, "types", True) for g in groups)
    if kind == "names":
        return _names(text, response, context or {})
    raise ResponseError(N_("expected {form}"), kind=kind, form=_Form("int"))


def _names(text: str, response: str, context: dict[str, Any]) -> tuple[str, ...]:
    t = text.strip(" .。")
    if t in _NONE:
        return ()
    halves = context.get("halves", [])
    found = []
    rest = t
    for english, *chinese in halves:
        for name in (english.lower(), *[c for c in chinese if c]):
            if name and name in rest:
                found.append(english)
                rest = rest.replace(name, " ")
                break
    rest = re.sub(r"(,|;|/|\band\b|和|与|與|及|both|两者|兩者|都|\s)", "", rest)
    if rest or not found:
        raise ResponseError(N_("I can't read {text}: expected {form}"), kind="names",
                            text=_short(response), form=_Form("names"))
    return tuple(sorted(set(found)))


def canonical(answer: Any, kind: str) -> Any:
    """The answer in the form :func:`read` gives, so the two compare."""
    if kind == "cost":
        return cost_key(answer)
    if kind in ("ints", "numbers", "names"):
        return tuple(sorted(set(answer))) if kind != "numbers" else tuple(sorted(answer))
    if kind in ("colors", "types"):
        return "".join(c for c in _ORDER if c in answer)
    if kind == "board":
        return tuple("".join(c for c in _ORDER if c in a) for a in answer)
    return answer


def typed(answer: Any, kind: str) -> str:
    """An answer as a learner would type it, which :func:`read` reads back (for tests,
    benchmarks and printed answer keys)."""
    value = canonical(answer, kind)
    if kind == "cost":
        generic, *letters = value
        return "{%d}" % generic + "".join("{%s}" % c * n for c, n in zip("WUBRGCS", letters)) \
            if generic or not any(letters) else "".join("{%s}" % c * n
                                                         for c, n in zip("WUBRGCS", letters))
    if kind == "board":
        return "; ".join(v or "none" for v in value)
    if kind in ("types", "colors"):
        return value or ("none" if kind == "types" else "colorless")
    if kind == "bool":
        return "yes" if value else "no"
    if kind == "pt":
        return f"{value[0]}/{value[1]}"
    if kind in ("ints", "numbers", "names"):
        return ", ".join(str(v) for v in value) if value else "none"
    return str(value)


def show(answer: Any, kind: str, lang: str, context: dict[str, Any] | None = None) -> str:
    """An answer as a learner reads it, in ``lang``."""
    if kind == "bool":
        return yes_no(bool(answer), lang)
    if kind == "ints":
        values = list(answer)
        if not values:
            return T("no legal value", lang)
        if len(values) > 2 and values == list(range(values[0], values[-1] + 1)):
            return T("{low} to {high}", lang, low=values[0], high=values[-1])
        return ", ".join(str(v) for v in values)
    if kind == "numbers":
        return ", ".join(str(v) for v in answer)
    if kind == "pt":
        return f"{answer[0]}/{answer[1]}"
    if kind in ("colors", "types"):
        if kind == "colors" and not answer:
            return T("colorless", lang)
        return T("{letters} ({words})", lang, letters=answer,
                 words=type_words(answer, lang)) if answer else T("none", lang)
    if kind == "board":
        names = (context or {}).get("names", [])
        parts = []
        for i, types in enumerate(answer):
            label = names[i] if i < len(names) else str(i + 1)
            parts.append(T("{name}: {types}", lang, name=label,
                           types=types or T("none", lang)))
        return "; ".join(parts)
    if kind == "names":
        return ", ".join(answer) if answer else T("neither half", lang)
    return str(answer)
