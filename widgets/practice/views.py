"""What the practice explorer shows, from plain values: no widgets here.

:func:`answering` says which input fits a problem's answer (a text box for a number, a cost
or power/toughness; yes and no; choices for colors, types of mana and the halves of a split
card; a row of choices per permanent for a whole board; a range for the values of X), and
:func:`response` turns what that input holds into the text the practice reader reads, so the
explorer judges exactly what :meth:`mtgrules.practice.Problem.check` judges. The rest draws
HTML: the question, a verdict with its hint, the worked solution (only drawn when asked
for), and mastery bars per skill.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Literal, Sequence

from mtgrules import practice
from mtgrules.i18n import Catalog, N_, check_lang

from .._common import LOCALE

T = Catalog("widgets", LOCALE, context="practice")
"""The practice explorer's words in the three languages (``T(message, lang, **fields)``)."""

DUE = "due"
"""The choice "what's due": the reviews due now, else the least mastered skill anywhere."""

CLUSTER_NAMES = {
    "x_values": N_("X values"),
    "negative_numbers": N_("Negative numbers"),
    "payment": N_("Hybrid and Phyrexian payment"),
    "could_produce": N_("Could produce"),
    "split_cards": N_("Split cards"),
}
"""Each cluster as its notebook names it (English; shown through :data:`T`)."""

MANA_WORDS = {"W": N_("white"), "U": N_("blue"), "B": N_("black"), "R": N_("red"),
              "G": N_("green"), "C": N_("colorless")}
"""The choices for colors (W to G) and types of mana (W to G and C; 105.1, 106.1b)."""

RANGE_MOST = 20
"""The usual top of the range slider for X (widened for a problem that needs more)."""

How = Literal["text", "yes-no", "choices", "rows", "range"]


@dataclass(frozen=True)
class Answering:
    """The input that fits a problem: ``how`` (see the module's doc), the ``options`` as
    (label, value) pairs, one row label per permanent in ``rows``, the text box's
    ``placeholder`` and the range's top ``most``."""

    how: How
    kind: str
    options: tuple[tuple[str, str], ...] = ()
    rows: tuple[str, ...] = ()
    placeholder: str = ""
    most: int = RANGE_MOST


_PLACEHOLDERS = {
    "int": N_("a whole number, then Enter"),
    "cost": N_("a mana cost such as {3}{R}, then Enter"),
    "pt": N_("power/toughness such as -2/4, then Enter"),
    "numbers": N_("a number, or several with commas, then Enter"),
}


def cluster_name(cluster: str, lang: str | None = "en") -> str:
    """A cluster's name, or "What's due" for :data:`DUE`."""
    if cluster == DUE:
        return T("What's due", lang)
    return T(CLUSTER_NAMES[cluster], lang)


def answering(problem: practice.Problem, lang: str | None = "en") -> Answering:
    """The input that fits ``problem``'s answer (its ``kind``)."""
    lang = check_lang(lang)
    kind = problem.kind
    if kind == "bool":
        return Answering("yes-no", kind, ((T("Yes", lang), "yes"), (T("No", lang), "no")))
    if kind in ("colors", "types"):
        letters = "WUBRG" if kind == "colors" else "WUBRGC"
        return Answering("choices", kind, tuple((T(MANA_WORDS[c], lang), c) for c in letters))
    if kind == "names":
        index = {"en": 0, "zh-Hans": 1, "zh-Hant": 2}[lang]
        options = tuple((half[index] or half[0], half[0])
                        for half in problem.context.get("halves", ()))
        return Answering("choices", kind, options)
    if kind == "board":
        lines = problem.context.get("lines", ())
        return Answering("rows", kind, tuple((T(MANA_WORDS[c], lang), c) for c in "WUBRGC"),
                         tuple(str(i) for i in range(1, len(lines) + 1)))
    if kind == "ints":
        values = tuple(problem.answer or ())
        top = max(values, default=0)
        # the slider must reach the answer without its end giving the answer away
        most = RANGE_MOST if top < RANGE_MOST else (top // 10 + 2) * 10
        return Answering("range", kind, most=most)
    return Answering("text", kind, placeholder=T(_PLACEHOLDERS.get(kind, N_("your answer, then "
                                                                         "Enter")), lang))


def response(how: Answering, value: Any) -> str:
    """What the input holds, as the text the practice reader reads: ``value`` is the text
    (text), "yes"/"no" or None (yes-no), the chosen values (choices), one tuple of chosen
    values per row (rows), or ``(low, high)`` or None for no legal value (range)."""
    if how.how == "text":
        return str(value or "")
    if how.how == "yes-no":
        return "" if value is None else str(value)
    if how.how == "choices":
        chosen = [v for _, v in how.options if v in set(value or ())]
        if how.kind == "names":
            return ", ".join(chosen) if chosen else "none"
        if not chosen:
            return "colorless" if how.kind == "colors" else "none"
        return "".join(chosen)
    if how.how == "rows":
        return "; ".join("".join(row) or "none" for row in value)
    if value is None:
        return "none"
    low, high = value
    return f"{low}-{high}"


def question_html(problem: practice.Problem, lang: str | None = "en", *,
                  number: int = 1) -> str:
    """The question, under its skill and level; a board keeps its line breaks."""
    lang = check_lang(lang)
    skill = practice.skill(problem.skill)
    head = T("Problem {number} · {skill} · level {level}", lang, number=number,
             skill=skill.title(lang), level=problem.level)
    text = escape(problem.question(lang)).replace("\n", "<br>")
    return (f'<div class="mtgrules-practice-question" style="margin:4px 0 8px">'
            f'<div style="color:#555;font-size:90%">{escape(head)}</div>'
            f'<div style="font-size:110%;margin-top:4px">{text}</div></div>')


def _box(color: str, body: str) -> str:
    return f'<div style="border-left:4px solid {color};padding:4px 8px;margin:4px 0">{body}</div>'


def verdict_html(verdict: Any, lang: str | None = "en") -> str:
    """A verdict as a learner reads it: right, not quite (with its hint), or what form of
    answer is expected. Never the answer."""
    lang = check_lang(lang)
    hint = escape(verdict.hint(lang))
    if verdict.correct:
        right = escape(T("Right.", lang))
        return _box("#1b5e20", f'<b style="color:#1b5e20">✔ {right}</b> {hint}')
    if not verdict.readable:
        unread = escape(T("Not read.", lang))
        return _box("#555555", f'<b style="color:#555555">… {unread}</b> {hint}')
    return _box("#b00020", f"{hint}")


def hint_html(problem: practice.Problem, lang: str | None = "en") -> str:
    """The skill's hint for ``problem`` (which rule, which step), before any answer."""
    lang = check_lang(lang)
    label = escape(T("Hint:", lang))
    return _box("#8a6d00", f'<b style="color:#8a6d00">{label}</b> '
                           f"{escape(problem.made.hint.translated(lang))}")


def solution_html(problem: practice.Problem, lang: str | None = "en") -> str:
    """The worked solution, one step a line, each citing its rule."""
    lang = check_lang(lang)
    lines = "".join(f"<li>{escape(line)}</li>" for line in problem.solution(lang).split("\n"))
    title = escape(T("Worked solution", lang))
    return _box("#1f4e8c", f'<b style="color:#1f4e8c">{title}</b>'
                           f'<ul style="margin:4px 0;padding-left:18px;list-style:none">{lines}</ul>')


@dataclass(frozen=True)
class Mastery:
    """One skill's mastery (0 to 1) and how many answers were recorded for it."""

    skill: str
    title: str
    mastery: float
    answered: int
    due: bool


def mastery_rows(progress: Any, cluster: str, lang: str | None = "en") -> list[Mastery]:
    """The mastery of each skill of ``cluster``, in the skills' order."""
    lang = check_lang(lang)
    counts: dict[str, int] = {}
    for attempt in progress.attempts:
        counts[attempt.skill] = counts.get(attempt.skill, 0) + 1
    due = set(progress.due())
    return [Mastery(s.id, s.title(lang), progress.mastery(s.id), counts.get(s.id, 0),
                    s.id in due) for s in practice.skills(cluster)]


def mastery_html(rows: Sequence[Mastery], cluster: str, lang: str | None = "en") -> str:
    """Mastery bars: one a skill, its width the mastery, with the number of answers."""
    lang = check_lang(lang)
    title = escape(T("Mastery: {cluster}", lang, cluster=cluster_name(cluster, lang)))
    parts = [f'<div class="mtgrules-practice-mastery"><b>{title}</b>'
             '<table style="border-collapse:collapse;margin-top:4px">']
    due_word = escape(T("due", lang))
    for row in rows:
        percent = round(row.mastery * 100)
        answered = T("{count} answered", lang, count=row.answered)
        due = f" · <b>{due_word}</b>" if row.due else ""
        parts.append(
            f'<tr><td style="padding:1px 8px 1px 0;text-align:left">{escape(row.title)}</td>'
            f'<td style="padding:1px 4px;width:160px"><div style="background:#e8e8e8;'
            f'width:150px;height:10px;border-radius:3px"><div style="background:#2e7d32;'
            f'width:{percent * 1.5:.0f}px;height:10px;border-radius:3px"></div></div></td>'
            f'<td style="padding:1px 4px;text-align:right">{percent}%</td>'
            f'<td style="padding:1px 4px;color:#555;text-align:left">{escape(answered)}{due}'
            '</td></tr>')
    parts.append("</table></div>")
    return "".join(parts)


def choose(progress: Any, cluster: str, seed: int) -> practice.Problem:
    """The next problem: what :meth:`~mtgrules.practice.Progress.next` names (a due review
    first, else the least mastered skill of ``cluster``, or of every cluster for
    :data:`DUE`), made from ``seed``."""
    skill_id, level = progress.next(None if cluster == DUE else cluster)
    return practice.problem(skill_id, level, seed)


__all__ = ["Answering", "CLUSTER_NAMES", "DUE", "MANA_WORDS", "Mastery", "RANGE_MOST", "T",
           "answering", "choose", "cluster_name", "hint_html", "mastery_html", "mastery_rows",
           "question_html", "response", "solution_html", "verdict_html"]
