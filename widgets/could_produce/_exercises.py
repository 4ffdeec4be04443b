"""The exercises of notebook 04: what one permanent of a board could produce (106.7): how
an answer is read (mana symbols, letters, or color words in English or Chinese), how it is
judged, and the worked solution. The answers are always the library's
(:func:`mtgrules.explain`); every sentence is a template of T in the language in use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import mtgrules as mr
from mtgrules.board import permanent_text
from mtgrules.i18n import N_, check_lang
from mtgrules.words import is_chinese

from .._common import COMMON, Feedback
from ..exercises import Exercise, Exercises
from .views import TYPES, T

_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
          "colorless": "C", "colourless": "C"}
_NONE = ("nothing", "none", "no mana", "no mana at all", "no type", "no types", "0")
_NO_MANA = N_("no mana at all")
"""The answer key's words for "could produce nothing" (106.5, 106.7), shown in the language in
use."""

_ZH_WORDS = {"白": "W", "白色": "W", "蓝": "U", "蓝色": "U", "藍": "U", "藍色": "U",
             "黑": "B", "黑色": "B", "红": "R", "红色": "R", "紅": "R", "紅色": "R",
             "绿": "G", "绿色": "G", "綠": "G", "綠色": "G", "无色": "C", "無色": "C"}
"""The types of mana named in Simplified or Traditional Chinese."""
_ZH_FILLER = ("法术力", "法術力", "的")
"""Words a Chinese answer may add around a type (“蓝色法术力”)."""
_ZH_NONE = ("无", "無", "没有", "沒有", "没", "沒", "没有法术力", "沒有法術力", "完全没有法术力",
            "完全沒有法術力", "无法术力", "無法術力", "什么都没有", "什麼都沒有", "什么也没有",
            "什麼也沒有", "什么都不产生", "什麼都不產生", "不产生法术力", "不產生法術力",
            "不能产生法术力", "不能產生法術力", "不产生任何法术力", "不產生任何法術力")
"""Chinese answers that say “no mana at all”."""
_ZH_SEPARATORS = re.compile(r"[\s,;/+&、，；和与與及跟或]+")


def _normalize(answer: Any) -> str | None:
    """The types an answer names, in WUBRGC order: ``"{U}{C}"``, ``"cu"``, ``["U", "C"]``,
    ``"blue, colorless"`` -> ``"UC"``; ``"nothing"`` -> ``""``; None if unreadable.

    >>> _normalize("{C}{U}"), _normalize(("u", "c")), _normalize("Blue and colorless")
    ('UC', 'UC', 'UC')
    >>> _normalize("no mana at all"), _normalize("purple")
    ('', None)
    """
    if isinstance(answer, (list, tuple, set, frozenset)):
        if not all(isinstance(a, str) for a in answer):
            return None
        answer = " ".join(answer)
    if not isinstance(answer, str):
        return None
    text = answer.strip().lower().strip(".!。！")
    if text in _NONE or text in ('""', "''") or text in _ZH_NONE:
        return ""
    if is_chinese(text):
        return _chinese_types(text)
    words = re.split(r"[\s,;/+&]+|\band\b", text)
    if all(word in _WORDS for word in words if word):
        letters = "".join(_WORDS[word] for word in words if word)
    else:
        letters = re.sub(r"[\s{},;/+&'\"\[\]()]", "", text).upper()
    if not letters or any(c not in TYPES for c in letters):
        return None
    return "".join(t for t in TYPES if t in letters)


def _chinese_types(text: str) -> str | None:
    """The types a Chinese answer names (``"蓝、无色"``, ``"{U}和{C}"``, ``"藍色與無色"``), in
    WUBRGC order; None if unreadable.

    >>> _chinese_types("无色和蓝色"), _chinese_types("{u}與{c}"), _chinese_types("紫色")
    ('UC', 'UC', None)
    """
    letters = ""
    words = sorted([*_ZH_WORDS, *_ZH_FILLER], key=len, reverse=True)
    for piece in _ZH_SEPARATORS.split(text):
        piece = re.sub(r"[{}｛｝\[\]()（）'\"“”「」]", "", piece)
        while piece:
            word = next((w for w in words if piece.startswith(w)), None)
            if word is not None:
                letters += _ZH_WORDS.get(word, "")
                piece = piece[len(word):]
            elif piece[0].upper() in TYPES:
                letters += piece[0].upper()
                piece = piece[1:]
            else:
                return None
    if not letters:
        return None
    return "".join(t for t in TYPES if t in letters)


def _symbols(types: str) -> str:
    """How the game writes a set of types: ``{U}{C}``, or the answer key's words for none
    (in the language in use)."""
    return "".join("{" + t + "}" for t in types) or T(_NO_MANA, None)


def _as_typed(answer: Any) -> str:
    return answer.strip() if isinstance(answer, str) else ""


@dataclass(frozen=True)
class _Board:
    """One exercise's board and the permanent asked about."""

    lines: str
    played: tuple[str, ...]
    asked: int  # its place in the lines, from 0

    def build(self) -> tuple[mr.Board, Any]:
        board = mr.parse_board(self.lines, played=self.played)
        return board, board.permanents[self.asked]


Mistake = tuple[Any, str]
"""(a test on the answer's types, and the right types -> whether it is this mistake, the hint)."""


@dataclass(frozen=True)
class _Question:
    """What exercise ``n`` asks, the hints for its common mistakes, and why the answer is
    right. The answer itself is always the library's (:func:`mtgrules.explain`)."""

    board: _Board
    rule: str          # the reason, in one sentence with its rule, said with a right answer
    mistakes: tuple[Mistake, ...]

    def explanation(self) -> mr.Explanation:
        board, asked = self.board.build()
        return mr.explain(board, asked)

    def right(self) -> str:
        return self.explanation().types


def _format_note(answer: Any, given: str) -> str:
    """A note when the answer names the types in another form than the game's."""
    typed = _as_typed(answer)
    if given == "":
        return ""
    if typed == _symbols(given):
        return ""
    return "\n" + T("A note on the form: the game writes types of mana as mana symbols, the "
                    "colors in the order W, U, B, R, G and then colorless: {symbols}.", None,
                    symbols=_symbols(given))


def _form_hint(right: str) -> str:
    example = _symbols("".join(t for t in TYPES if t not in right)[:2] or "W")
    return "\n" + T("A note on the form: the game writes types of mana as mana symbols in "
                    "braces, such as {example}.", None, example=example)


def _generic_hint(given: str, right: str) -> str:
    """A hint for a mistake no exercise foresaw: what kind of slip it is, never which type."""
    extra = "".join(t for t in given if t not in right)
    if extra:
        return T("Nothing on this board makes {symbol} by a chain of references (106.7): a "
                 "reflecting permanent passes on only what a permanent it reads could produce. "
                 "Follow each reference to its end.", None, symbol=_symbols(extra)[:3])
    return T("One type is missing: follow every reference (106.7) from the permanent asked "
             "about to a permanent that makes mana by itself, and apply the replacement effects "
             "on the way (614.1a).", None)


def _judge(question: _Question, answer: Any) -> Feedback:
    given = _normalize(answer)
    right = question.right()
    if given is None:
        return Feedback(False, T("That answer can't be read as types of mana. Write them as "
                                 "mana symbols, the letters W, U, B, R, G and C in braces, or a "
                                 "word for none.", None))
    if given == right:
        explanation = question.explanation()
        return Feedback(True, T("{permanent} could produce {types}. {rule}", None,
                                permanent=permanent_text(explanation.permanent, None),
                                types=_symbols(right),
                                rule=T(question.rule, None)) + "\n"
                              + _chains_text(explanation) + _format_note(answer, given))
    for test, hint in question.mistakes:
        if test(given, right):
            text = T(hint, None)
            break
    else:
        text = _generic_hint(given, right)
    typed = _as_typed(answer)
    if given and typed and typed != _symbols(given):
        text += _form_hint(right)
    return Feedback(False, text)


def _chains_text(explanation: mr.Explanation) -> str:
    """The chains of an explanation, one step a line, for feedback and solutions."""
    lines = []
    for t in explanation.types:
        lines.append(f"{{{t}}}:")
        lines.extend("· " + line.strip() for step in explanation.chains[t]
                     for line in step.lines(None))
    for ability, types, reason in explanation.notes_in(check_lang(None)):
        if not types:
            lines.append(T("· {ability} gives nothing, {reason}.", None, ability=ability,
                           reason=reason))
    return "\n".join(lines)


def _missing(*types: str):
    """A test: the answer leaves out one of ``types`` that the right answer has."""
    return lambda given, right: any(t in right and t not in given for t in types)


def _added(*types: str):
    """A test: the answer has one of ``types`` that the right answer hasn't."""
    return lambda given, right: any(t in given and t not in right for t in types)


def _only(*count: int):
    """A test: the answer has the right types only in part, ``count`` of them."""
    return lambda given, right: set(given) < set(right) and len(given) in count


def _empty(given: str, right: str) -> bool:
    return given == "" and right != ""


QUESTIONS: dict[int, _Question] = {
    1: _Question(
        _Board("you: Island\nyou: Exotic Orchard\nopponent: Reflecting Pool\n"
               "opponent: Exotic Orchard\nopponent: Wastes", (), 2),
        N_("Reflecting Pool asks for any type of mana a land its controller controls could "
        "produce, and colorless is a type though not a color (106.1b, 106.7)."),
        ((_empty, N_("Each of the opponent's lands could produce something: the Wastes by "
                  "itself, and the opponent's Exotic Orchard through your lands (106.7). "
                  "Reflecting Pool reads them all.")),
         (_missing("C"), N_("Reflecting Pool asks for a type of mana, not a color: look again "
                         "at the six types of 106.1b and at each land its controller "
                         "controls.")),
         (_missing("W", "U", "B", "R", "G"),
          N_("The opponent's Exotic Orchard is a land the Pool reads too. What could it "
          "produce? It reads the lands of its controller's opponent, that is, yours (106.7).")),
         )),
    2: _Question(
        _Board("you: Reflecting Pool\nyou: River of Tears\nyou: Fellwar Stone\n"
               "opponent: Exotic Orchard", ("you",), 3),
        N_("River of Tears adds {B} instead of {U} on a turn you played a land, and 106.7 reads "
        "that condition now; Fellwar Stone is not a land, so the Orchard doesn't read it."),
        ((lambda given, right: "U" in given and "U" not in right and len(given) > 1,
          N_("Read River of Tears again: on a turn you played a land, its effect adds one type "
          "instead of the other, and 106.7 looks at the effect in the current state, not at "
          "every state it could be in.")),
         (_added("U"), N_("You played a land this turn. 106.7 reads River of Tears' effect in the "
                       "current state: which mana would it add right now?")),
         (_empty, N_("Exotic Orchard reads the lands its controller's opponent controls (106.7), "
                  "and one of yours makes mana by itself. Which mana would it add this "
                  "turn?")),
         (_added("C"), N_("Exotic Orchard asks for a color, and colorless is not one (106.1a, "
                       "106.1b).")),
         )),
    3: _Question(
        _Board("you: Naga Vitalist\nyou: Forest\nyou: Ritual of Subdual\n"
               "opponent: Contamination", (), 0),
        N_("Naga Vitalist reads what your Forest could produce, which counts both replacement "
        "effects in each order the Forest's controller could apply them (106.7, 616.1)."),
        ((_added("G"), N_("It's true that the two enchantments don't change Naga Vitalist's own "
                       "mana (it's a creature, not a land tapped for mana, 106.12b). But the "
                       "Vitalist reads what the Forest could produce, and 106.7 counts the "
                       "replacement effects on the Forest's mana (614.1a).")),
         (_only(1), N_("Both enchantments replace the Forest's mana, and the Forest's controller "
                    "chooses the order in which they apply (616.1). 106.7 counts every "
                    "possible order: try the other one.")),
         (_empty, N_("Naga Vitalist reads your lands, and your Forest makes mana by itself; the "
                  "replacement effects change its type but still leave mana (614.1a, "
                  "106.7).")),
         )),
    4: _Question(
        _Board("you: Exotic Orchard\nyou: Forest\nopponent: Wastes\n"
               "opponent: Reflecting Pool", (), 0),
        N_("Exotic Orchard asks for a color an opponent's land could produce; those lands make "
        "only colorless mana, so no color can be defined and the ability adds no mana, not "
        "colorless mana (106.1a, 106.5, 106.7)."),
        ((_added("C"), N_("Colorless is a type of mana but not a color (106.1a, 106.1b), and "
                       "Exotic Orchard asks for a color. When no color can be defined, read "
                       "what 106.5 and the end of 106.7 say the ability adds.")),
         (_added("G"), N_("Exotic Orchard reads the lands an opponent controls, not your own "
                       "(106.7).")),
         )),
}
"""Each exercise's board, its reason and its common mistakes (the answers are computed)."""

QUESTION_TEXT = {
    1: N_("You control an Island and an Exotic Orchard. Your opponent controls a Reflecting "
       "Pool, an Exotic Orchard and a Wastes. What could your opponent's Reflecting Pool "
       "produce?"),
    2: N_("You played a land this turn. You control a Reflecting Pool, a River of Tears and a "
       "Fellwar Stone; your opponent controls an Exotic Orchard. What could your opponent's "
       "Orchard produce?"),
    3: N_("You control Naga Vitalist, a Forest and Ritual of Subdual; your opponent controls "
       "Contamination. What could Naga Vitalist produce?"),
    4: N_("You control an Exotic Orchard and a Forest; your opponent controls a Wastes and a "
       "Reflecting Pool. What could your Exotic Orchard produce?"),
}


def exercise_board(number: int) -> tuple[mr.Board, Any]:
    """The board of exercise ``number`` and the handle of the permanent asked about."""
    return QUESTIONS[number].board.build()


def _working(question: _Question) -> str:
    explanation = question.explanation()
    asked = explanation.permanent
    if explanation.types:
        found = []
        for t in explanation.types:
            chain = explanation.chains[t]
            path = COMMON(", ", None).join(permanent_text(s.permanent, None) for s in chain[1:-1])
            found.append(T("{symbol} from {source}", None, symbol="{" + t + "}",
                           source=permanent_text(chain[-1].permanent, None))
                         + (T(" (through {path})", None, path=path) if len(chain) > 2 else "")
                         + (T(" after replacement effects (614.1a, 616.1)", None)
                            if any(s.replaced_by for s in chain) else ""))
        follow = T("Follow the references of {permanent} to permanents that make mana by "
                   "themselves (106.7): it gets {found}.", None,
                   permanent=permanent_text(asked, None),
                   found=T("; ", None).join(found))
    else:
        follow = T("{permanent} reads the permanents its ability names (106.7), and none of "
                   "them could produce a type it asks for, so it could produce no mana.", None,
                   permanent=permanent_text(asked, None))
    return (T("{follow} {rule}", None, follow=follow, rule=T(question.rule, None)) + "\n"
            + T("The chains, one step a line:", None) + "\n" + _chains_text(explanation))


def _exercise(number: int, right: tuple[Any, ...], wrong: tuple[Any, ...]) -> Exercise:
    question = QUESTIONS[number]
    return Exercise(
        number=number,
        question=QUESTION_TEXT[number],
        expects=EXPECTS,
        judge=lambda answer: _judge(question, answer),
        answer=lambda: _symbols(question.right()),
        working=lambda: _working(question),
        examples_of_right=right,
        examples_of_wrong=wrong,
        catalog=T,
    )


EXPECTS = N_("the types of mana as mana symbols (the letters W, U, B, R, G and C in braces), "
           "or a word for none")

exercises = Exercises((
    _exercise(1, ("UC", "{U}{C}", "cu", ("U", "C"), "blue, colorless"),
              ("U", "{U}", "C", "nothing", "UCG", "u")),
    _exercise(2, ("B", "{B}", "b", "black"),
              ("UB", "{U}{B}", "U", "nothing", "BC", "ub")),
    _exercise(3, ("BC", "{B}{C}", "{C}{B}", "cb", ("B", "C")),
              ("G", "{G}", "B", "C", "{C}", "BCG", "nothing")),
    _exercise(4, ("nothing", _NO_MANA, "none", "No mana"),
              ("C", "{C}", "c", "G", "{G}", "CG")),
))
"""The exercises of notebook 04: ``exercises.box(n)``, ``exercises.check(n, answer)``,
``exercises.show_solution(n)``."""
