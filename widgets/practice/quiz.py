"""The room quiz: the practice engine's problems, one at a time, for a room and a projector.

The workshop leader chooses a cluster, a level and a seed (the same seed gives the same
quiz on every machine: the problems are :func:`mtgrules.practice.problems`), shows one
question at a time, lets an optional countdown run, reveals the worked solution (never
before the leader asks), and types in how many in the room answered right and how many
wrong. A bar shows each question's count, and a summary of every question ends the quiz.

``projector=True`` (or the *large type* box) sets everything in large type for a projector.

The countdown is an ipywidgets ``Play`` control: the browser counts the seconds, not a
thread of the kernel, so it works the same in JupyterLab and on the live pages (Pyodide has
no threads). Its ``value`` is the seconds gone; the kernel only reads it to write the
seconds left, and a progress bar follows it in the browser itself (``jslink``).

The words are in the ``quiz`` context of the ``widgets`` catalog (:data:`T`); the
questions and solutions are the practice engine's, in the quiz's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Sequence

import ipywidgets as w

from mtgrules import practice
from mtgrules.errors import RulesInputError
from mtgrules.i18n import N_, Catalog, check_lang

from .._common import LOCALE, Explorer, gap, labelled
from . import views
from .views import cluster_name

T = Catalog("widgets", LOCALE, context="quiz")
"""The room quiz's words in the three languages (``T(message, lang, **fields)``)."""

MOST_QUESTIONS = 50
"""The most questions in one quiz."""

MOST_SECONDS = 600
"""The longest countdown (ten minutes)."""

MOST_IN_ROOM = 10_000
"""The largest count the tally takes (a room, not a stadium)."""

ALL_LEVELS = 0
"""The level choice "levels 1 to 5 in turn"."""

PROJECTOR_CLASS = "mtgrules-quiz-projector"

PROJECTOR_CSS = f"""<style>
.mtgrules-quiz .mtgrules-quiz-number input {{ width: 7em; flex: 0 0 7em; }}
.{PROJECTOR_CLASS} {{ --jp-widgets-font-size: 22px; --jp-widgets-inline-height: 42px;
  --jp-widgets-inline-label-width: 200px; font-size: 22px; }}
.{PROJECTOR_CLASS} .widget-html, .{PROJECTOR_CLASS} .widget-label,
.{PROJECTOR_CLASS} .widget-html-content {{ font-size: 22px; line-height: 1.4; }}
.{PROJECTOR_CLASS} .jupyter-button {{ font-size: 22px; height: 46px; padding: 0 18px; }}
.{PROJECTOR_CLASS} input, .{PROJECTOR_CLASS} select {{ font-size: 22px; }}
.{PROJECTOR_CLASS} .mtgrules-quiz-question .text {{ font-size: 38px; line-height: 1.35; }}
.{PROJECTOR_CLASS} .mtgrules-quiz-clock {{ font-size: 44px; }}
.{PROJECTOR_CLASS} .mtgrules-quiz-solution {{ font-size: 28px; }}
.{PROJECTOR_CLASS} .mtgrules-quiz-bars td {{ font-size: 26px; padding: 4px 10px; }}
.{PROJECTOR_CLASS} .mtgrules-quiz-summary, .{PROJECTOR_CLASS} .mtgrules-quiz-bars th {{
  font-size: 22px; }}
.{PROJECTOR_CLASS} .widget-hprogress {{ height: 24px; }}
</style>"""
"""Large type for a projector: the widgets' own font size and heights, and larger still for
the question, the clock, the solution and the tally (and, in either size, number boxes a few
digits wide)."""


# --- the plain parts: the problems, the counts, what is drawn ------------------------------

def quiz_problems(cluster: str, level: int | None, seed: int,
                  count: int) -> list[practice.Problem]:
    """The quiz's questions: ``count`` distinct problems of ``cluster`` at ``level`` (None:
    levels 1 to 5 in turn) from ``seed``, :func:`mtgrules.practice.problems`, so the same
    four give the same quiz everywhere (the rules each problem asks about are cited in its
    worked solution)."""
    from mtgrules.checks import choice, whole_number

    choice(cluster, "cluster", practice.CLUSTERS)
    count = whole_number(count, "count", minimum=1, maximum=MOST_QUESTIONS)
    return practice.problems(cluster, n=count, level=level, seed=seed)


FULL_WIDTH = {0xFF10 + d: str(d) for d in range(10)} | {0x3000: " "}
"""Full-width digits and space (what a Chinese keyboard types) as ASCII; nothing else is
read as a digit ("²" and "①" are not counts)."""


class CountError(ValueError):
    """A count the leader typed that is not a whole number 0 or more; ``message`` is
    in the quiz's language."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def read_count(text: str, what: str, lang: str | None = "en", *,
               most: int = MOST_IN_ROOM) -> int | None:
    """The count typed in a tally box: None for an empty box (not counted yet), else a whole
    number from 0 to ``most``. Full-width digits (a Chinese keyboard's) are read too.
    Anything else raises :class:`CountError` naming ``what``, in ``lang``."""
    typed = str(text).translate(FULL_WIDTH).strip()
    if not typed:
        return None
    if not (typed.isascii() and typed.isdecimal()):
        raise CountError(T("{what}: “{text}” is not a count: type a whole number, 0 or more.",
                           lang, what=what, text=_short(str(text))))
    if len(typed.lstrip("0")) > len(str(most)) or int(typed) > most:
        raise CountError(T("{what}: {text} is more than a room holds: at most {most:,}.",
                           lang, what=what, text=_short(typed), most=most))
    return int(typed)


def _short(text: str, most: int = 20) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[:most - 1] + "…"


@dataclass(frozen=True)
class Tally:
    """How many in the room answered a question right and wrong (None: not counted)."""

    right: int | None = None
    wrong: int | None = None

    @property
    def counted(self) -> bool:
        return self.right is not None or self.wrong is not None

    @property
    def total(self) -> int:
        return (self.right or 0) + (self.wrong or 0)


def clock_text(left: int, lang: str | None = "en") -> str:
    """The seconds left as a clock reads them: 1:05, 0:09; "Time's up" at 0."""
    if left <= 0:
        return T("Time's up", lang)
    return f"{left // 60}:{left % 60:02d}"


def question_html(problem: practice.Problem, number: int, count: int,
                  lang: str | None = "en") -> str:
    """The question as the room reads it, under "Question 3 of 10", with the form of answer
    expected; never the answer."""
    lang = check_lang(lang)
    skill = practice.skill(problem.skill)
    head = T("Question {number} of {count} · {skill} · level {level}", lang, number=number,
             count=count, skill=skill.title(lang), level=problem.level)
    text = escape(problem.question(lang)).replace("\n", "<br>")
    form = T("Answer with {form}.", lang, form=problem.expected_form(lang))
    return (f'<div class="mtgrules-quiz-question" style="margin:6px 0 10px">'
            f'<div class="head" style="color:#555">{escape(head)}</div>'
            f'<div class="text" style="font-size:150%;margin-top:6px;line-height:1.35">'
            f'{text}</div>'
            f'<div class="form" style="color:#555;margin-top:6px">{escape(form)}</div></div>')


def solution_html(problem: practice.Problem, lang: str | None = "en") -> str:
    """The worked solution as the practice explorer shows it, each step citing its rule."""
    return (f'<div class="mtgrules-quiz-solution">{views.solution_html(problem, lang)}'
            "</div>")


def _bar(count: int, total: int, color: str, width: int = 260) -> str:
    length = round(width * count / total) if total else 0
    return (f'<div style="background:#eceff1;width:{width}px;height:0.9em;border-radius:3px">'
            f'<div style="background:{color};width:{length}px;height:0.9em;border-radius:3px">'
            "</div></div>")


def _percent(part: int, total: int) -> str:
    return f"{round(100 * part / total)}%" if total else "–"


def tally_html(tally: Tally, lang: str | None = "en") -> str:
    """One question's tally: a bar for the right answers and one for the wrong ones."""
    lang = check_lang(lang)
    if not tally.counted:
        return ('<div class="mtgrules-quiz-bars" style="color:#555">'
                + escape(T("Type how many answered right and how many wrong, then Enter.",
                           lang)) + "</div>")
    total = tally.total
    rows = []
    for label, count, color in ((T("right", lang), tally.right or 0, "#2e7d32"),
                                (T("wrong", lang), tally.wrong or 0, "#c62828")):
        rows.append(f'<tr><td style="text-align:left;padding:2px 8px 2px 0">{escape(label)}</td>'
                    f'<td style="padding:2px 6px">{_bar(count, total, color)}</td>'
                    f'<td style="text-align:right;padding:2px 6px">{count}</td>'
                    f'<td style="text-align:right;padding:2px 6px;color:#555">'
                    f"{_percent(count, total)}</td></tr>")
    return ('<table class="mtgrules-quiz-bars" style="border-collapse:collapse">'
            + "".join(rows) + "</table>")


def summary_html(problems: Sequence[practice.Problem], tallies: Sequence[Tally],
                 lang: str | None = "en") -> str:
    """The quiz's summary: each question's skill, right and wrong, and the share right, with
    a bar; then the totals of the questions counted."""
    lang = check_lang(lang)
    heads = [T("question", lang), T("skill", lang), T("right", lang), T("wrong", lang),
             T("right of those counted", lang)]
    head = "".join(f'<th style="text-align:left;padding:2px 8px">{escape(h)}</th>' for h in heads)
    rows = []
    right_sum = wrong_sum = counted = 0
    for number, (problem, tally) in enumerate(zip(problems, tallies), 1):
        skill = practice.skill(problem.skill).title(lang)
        if tally.counted:
            counted += 1
            right_sum += tally.right or 0
            wrong_sum += tally.wrong or 0
            cells = (f'<td style="text-align:right;padding:2px 8px">{tally.right or 0}</td>'
                     f'<td style="text-align:right;padding:2px 8px">{tally.wrong or 0}</td>'
                     f'<td style="padding:2px 8px"><div style="display:flex;gap:8px;'
                     f'align-items:center">{_bar(tally.right or 0, tally.total, "#2e7d32", 160)}'
                     f"<span>{_percent(tally.right or 0, tally.total)}</span></div></td>")
        else:
            not_counted = escape(T("not counted", lang))
            cells = (f'<td colspan="3" style="padding:2px 8px;color:#777">{not_counted}</td>')
        rows.append(f'<tr><td style="text-align:right;padding:2px 8px">{number}</td>'
                    f'<td style="text-align:left;padding:2px 8px">{escape(skill)}</td>{cells}</tr>')
    title = escape(T("Summary of the quiz", lang))
    total = right_sum + wrong_sum
    totals = escape(T("{counted} of {count} questions counted: {right} right and {wrong} wrong "
                      "answers ({share} right).", lang, counted=counted, count=len(problems),
                      right=right_sum, wrong=wrong_sum, share=_percent(right_sum, total)))
    return (f'<div class="mtgrules-quiz-summary"><b>{title}</b>'
            f'<table class="mtgrules-quiz-bars" style="border-collapse:collapse;margin:4px 0">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<div>{totals}</div></div>")


# --- the widget ------------------------------------------------------------------------------

class QuizExplorer(Explorer):
    """A room quiz: see :func:`quiz_explorer`."""

    title = N_("Room quiz")
    catalog = T

    def __init__(self, *, cluster: str, level: int | None, seed: int, count: int,
                 seconds: int, projector: bool, lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        self.title = self.tr(type(self).title)
        self.problems: list[practice.Problem] = []
        self.tallies: list[Tally] = []
        self.index = 0
        self.finished = False
        self.revealed = False
        self.seconds = seconds
        self.applied = (cluster, level, seed, count, seconds)
        self._quiet = False       # the tally boxes are being filled in by the quiz itself
        levels = [(self.tr("levels 1 to 5 in turn"), ALL_LEVELS)] + [
            (self.tr("level {level}", level=n), n) for n in (1, 2, 3, 4, 5)]
        self.cluster = labelled(self.tr("cluster"), w.Dropdown(
            options=[(cluster_name(c, self.lang), c) for c in practice.CLUSTERS],
            value=cluster), "90px")
        self.level = w.Dropdown(options=levels, value=level or ALL_LEVELS,
                                layout=w.Layout(width="auto"))
        self.seed_box = labelled(self.tr("seed"), w.Text(value=str(seed)), "50px")
        self.count_box = labelled(self.tr("questions"), w.Text(value=str(count)), "80px")
        self.seconds_box = labelled(self.tr("countdown (seconds, 0: none)"), w.Text(
            value=str(seconds)), "210px")
        self.start_button = w.Button(description=self.tr("Start the quiz"),
                                     button_style="primary")
        for box in (self.seed_box, self.count_box, self.seconds_box):
            _fit(box)
        self.large = w.Checkbox(value=projector, description=self.tr("large type"),
                                indent=False, layout=w.Layout(width="auto"))
        settings = w.HBox([self.cluster, self.level, self.seed_box, self.count_box,
                           self.seconds_box, self.start_button, self.large],
                          layout=w.Layout(align_items="center"))
        leader = escape(self.tr("For the leader:"))
        self.settings = w.VBox([w.HTML(f'<span style="color:#555">{leader}</span>'), settings])
        self.question = w.HTML()
        # the countdown: the browser counts (Play), the kernel only writes the seconds left
        self.play = w.Play(value=0, min=0, max=max(seconds, 1), step=1, interval=1000,
                           show_repeat=False, repeat=False, layout=w.Layout(display="none"))
        self.clock_bar = w.IntProgress(value=0, min=0, max=max(seconds, 1),
                                       layout=w.Layout(width="min(420px, 60%)"))
        self.clock_link = w.jslink((self.play, "value"), (self.clock_bar, "value"))
        self.clock = w.HTML()
        self.clock_button = w.Button(description=self.tr("Start the countdown"))
        self.countdown = w.HBox([self.play, self.clock, self.clock_bar, self.clock_button],
                                layout=w.Layout(align_items="center"))
        self.reveal_button = w.Button(description=self.tr("Reveal the answer"),
                                      button_style="warning")
        self.back_button = w.Button(description=self.tr("Previous question"))
        self.next_button = w.Button(description=self.tr("Next question"),
                                    button_style="primary")
        self.solution = w.HTML()
        self.right_box = labelled(self.tr("answered right"), w.Text(
            placeholder=self.tr("how many")), "120px")
        self.wrong_box = labelled(self.tr("answered wrong"), w.Text(
            placeholder=self.tr("how many")), "120px")
        for box in (self.right_box, self.wrong_box):
            _fit(box)
        for button in (self.start_button, self.clock_button, self.reveal_button,
                       self.back_button, self.next_button):
            button.layout.width = "auto"   # the whole label, in any language and type size
        room = escape(self.tr("The room:"))
        self.tally_row = w.HBox([w.HTML(f"<b>{room}</b>"),
                                 self.right_box, self.wrong_box],
                                layout=w.Layout(align_items="center"))
        buttons = w.HBox([self.reveal_button, self.back_button, self.next_button],
                         layout=w.Layout())
        self.css = w.HTML(PROJECTOR_CSS)
        super().__init__([self.css, self.settings, self.question,
                          self.countdown, buttons, self.solution, self.tally_row])
        self.add_class("mtgrules-quiz")
        self.start_button.on_click(lambda _: self.start())
        self.clock_button.on_click(lambda _: self.toggle_countdown())
        self.reveal_button.on_click(lambda _: self.reveal())
        self.next_button.on_click(lambda _: self.next_question())
        self.back_button.on_click(lambda _: self.previous_question())
        self.play.observe(lambda change: self._tick(), names="value")
        self.play.observe(lambda change: self._say_clock_button(), names="playing")
        self.large.observe(lambda change: self._set_large(change["new"]), names="value")
        for box in (self.right_box, self.wrong_box):
            box.observe(lambda change: self.count(), names="value")
        self._set_large(projector)
        self._begin(cluster, level, seed, count, seconds)

    def __repr__(self) -> str:
        # short and stable: a stored notebook shows it in place of the widget
        return self.tr("<room quiz: {cluster}>", cluster=cluster_name(self.applied[0],
                                                                      self.lang))

    # --- the leader's settings -----------------------------------------------------------------

    def start(self) -> bool:
        """Start a new quiz from the settings (what **Start the quiz** does). A setting that
        can't be used is shown in place and the quiz on screen stays; returns whether it
        started."""
        from mtgrules.checks import typed_number, whole_number

        try:
            seed = whole_number(typed_number(self.seed_box.value, self.tr("seed")),
                                self.tr("seed"), maximum=2**40)
            count = whole_number(typed_number(self.count_box.value, self.tr("questions")),
                                 self.tr("questions"), minimum=1, maximum=MOST_QUESTIONS)
            seconds = whole_number(typed_number(self.seconds_box.value, self.tr("countdown")),
                                   self.tr("countdown"), maximum=MOST_SECONDS)
        except RulesInputError as error:
            self.show_message(error.translated(self.lang))
            return False
        level = self.level.value or None
        self._begin(self.cluster.value, level, seed, count, seconds)
        return not self.message

    def _begin(self, cluster: str, level: int | None, seed: int, count: int,
               seconds: int) -> None:
        try:
            problems = quiz_problems(cluster, level, seed, count)
        except RulesInputError as error:
            self.show_message(error.translated(self.lang))
            return
        self.applied = (cluster, level, seed, count, seconds)
        self.problems = problems
        self.tallies = [Tally() for _ in problems]
        self.seconds = seconds
        self.play.playing = False
        self.play.value = 0
        self.play.max = self.clock_bar.max = max(seconds, 1)
        self.countdown.layout.display = "flex" if seconds else "none"
        self.finished = False
        self.show_message("")
        self.show(0)

    def _set_large(self, on: bool) -> None:
        if on:
            self.add_class(PROJECTOR_CLASS)
        else:
            self.remove_class(PROJECTOR_CLASS)

    @property
    def projector(self) -> bool:
        """Whether the quiz is set in large type."""
        return PROJECTOR_CLASS in self._dom_classes

    # --- one question at a time ---------------------------------------------------------------

    @property
    def problem(self) -> practice.Problem | None:
        """The question on screen (None once the quiz is over)."""
        return None if self.finished or not self.problems else self.problems[self.index]

    def show(self, index: int) -> None:
        """Show question ``index`` (from 0): its text, the countdown at its full length, no
        solution, the room's counts as typed for it."""
        self.index = max(0, min(index, len(self.problems) - 1))
        self.finished = False
        self.revealed = False
        problem = self.problems[self.index]
        self.question.value = question_html(problem, self.index + 1, len(self.problems),
                                            self.lang)
        self.solution.value = ""
        self.stop_countdown()
        self.play.value = 0
        self._tick()
        tally = self.tallies[self.index]
        self._quiet = True
        self.right_box.value = "" if tally.right is None else str(tally.right)
        self.wrong_box.value = "" if tally.wrong is None else str(tally.wrong)
        self._quiet = False
        self.tally_row.layout.display = "flex"
        self.reveal_button.disabled = self.next_button.disabled = False
        self.back_button.disabled = self.index == 0
        last = self.index == len(self.problems) - 1
        self.next_button.description = self.tr("Show the summary") if last else self.tr(
            "Next question")
        self.show_message("")
        self.refresh()

    def reveal(self) -> None:
        """Show the worked solution of the question on screen (only when the leader asks),
        and stop the countdown."""
        problem = self.problem
        if problem is None:
            return
        self.stop_countdown()
        self.revealed = True
        self.solution.value = solution_html(problem, self.lang)

    def next_question(self) -> None:
        """The next question; after the last one, the summary of the quiz."""
        if self.finished:
            return
        if self.index + 1 < len(self.problems):
            self.show(self.index + 1)
        else:
            self.finish()

    def previous_question(self) -> None:
        """Back one question (to correct its counts); from the summary, the last question."""
        if self.finished:
            self.show(len(self.problems) - 1)
        elif self.index > 0:
            self.show(self.index - 1)

    def finish(self) -> None:
        """End the quiz: the summary of every question's counts."""
        self.stop_countdown()
        self.finished = True
        self.revealed = False
        end = escape(self.tr("The quiz is over: {count} questions.", count=len(self.problems)))
        self.question.value = f'<div class="mtgrules-quiz-question"><div class="text" ' \
                              f'style="font-size:150%">{end}</div></div>'
        self.solution.value = ""
        self.countdown.layout.display = "none"
        self.tally_row.layout.display = "none"
        self.reveal_button.disabled = self.next_button.disabled = True
        self.back_button.disabled = False
        self.next_button.description = self.tr("Next question")
        self.refresh()

    # --- the countdown ------------------------------------------------------------------------

    def start_countdown(self) -> None:
        """Count down from the full time (the browser counts: ``Play``)."""
        if not self.seconds or self.finished:
            return
        self.play.value = 0
        self.play.playing = True

    def stop_countdown(self) -> None:
        """Stop the countdown where it is."""
        self.play.playing = False

    def toggle_countdown(self) -> None:
        if self.play.playing:
            self.stop_countdown()
        else:
            self.start_countdown()

    @property
    def seconds_left(self) -> int:
        return max(self.seconds - int(self.play.value), 0) if self.seconds else 0

    def _tick(self) -> None:
        if not self.seconds:
            self.clock.value = ""
            return
        left = self.seconds_left
        color = "#c62828" if left <= 5 else "#111"
        self.clock.value = (f'<span class="mtgrules-quiz-clock" style="font-size:160%;'
                            f'font-weight:bold;color:{color}">{escape(clock_text(left, self.lang))}'
                            "</span>")
        if left <= 0:
            self.play.playing = False

    def _say_clock_button(self) -> None:
        self.clock_button.description = (self.tr("Stop the countdown") if self.play.playing
                                          else self.tr("Start the countdown"))

    # --- the room's counts --------------------------------------------------------------------

    def count(self, right: str | None = None, wrong: str | None = None) -> bool:
        """Read the counts typed for the question on screen (or type ``right`` and ``wrong``
        first, as the leader would) and redraw its bars. A count that is not a whole number
        0 or more is shown in place and the question's counts stay as they were; returns
        whether they were taken."""
        if right is not None or wrong is not None:
            self._quiet = True
            if right is not None:
                self.right_box.value = right
            if wrong is not None:
                self.wrong_box.value = wrong
            self._quiet = False
        if self._quiet or self.problem is None:
            return False
        try:
            tally = Tally(read_count(self.right_box.value, self.tr("answered right"), self.lang),
                          read_count(self.wrong_box.value, self.tr("answered wrong"), self.lang))
        except CountError as error:
            self.show_message(error.message)
            return False
        self.tallies[self.index] = tally
        self.refresh()
        return True

    # --- the bars, drawn by Explorer.refresh --------------------------------------------------

    def compute(self) -> str:
        if self.finished:
            return summary_html(self.problems, self.tallies, self.lang)
        return tally_html(self.tallies[self.index], self.lang)

    def render(self, html: str) -> list[Any]:
        return [_Html(html, self.tr("the room's answers"))]


def _fit(box: w.Text) -> None:
    """A text box whose label takes the room it needs (large type, Chinese) and whose input
    is a few digits wide."""
    box.style.description_width = "initial"
    box.layout.width = "auto"
    box.add_class("mtgrules-quiz-number")


class _Html:
    """A block of HTML for the output area, with a short stable plain-text form."""

    def __init__(self, html: str, text: str) -> None:
        self.html = html
        self.text = text

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def quiz_explorer(cluster: str = "payment", *, level: int | None = None, seed: int = 0,
                  count: int = 10, seconds: int = 0, projector: bool = False,
                  lang: str | None = None) -> QuizExplorer:
    """A room quiz on ``cluster`` (one of :data:`mtgrules.practice.CLUSTERS`): ``count``
    questions at ``level`` (1 to 5; None: levels 1 to 5 in turn) from ``seed``, the same
    quiz on every machine; ``seconds`` a countdown for each question (0: none);
    ``projector`` large type; ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in
    use) the language of its words and questions.

    Controls: the settings (``.cluster``, ``.level``, ``.seed_box``, ``.count_box``,
    ``.seconds_box``, ``.start_button``, ``.large``), ``.reveal_button``, ``.next_button``,
    ``.back_button``, ``.clock_button``, the room's counts ``.right_box`` and ``.wrong_box``;
    state: ``.problems``, ``.index``, ``.problem``, ``.revealed``, ``.tallies``,
    ``.finished``; ``.play`` is the countdown (its ``value`` the seconds gone).
    """
    from mtgrules.checks import choice, whole_number

    lang = check_lang(lang)
    choice(cluster, "cluster", practice.CLUSTERS)
    if level is not None:
        level = whole_number(level, "level", minimum=1, maximum=5)
    seed = whole_number(seed, "seed", maximum=2**40)
    count = whole_number(count, "count", minimum=1, maximum=MOST_QUESTIONS)
    seconds = whole_number(seconds, "seconds", maximum=MOST_SECONDS)
    if not isinstance(projector, bool):
        from mtgrules.checks import switch

        projector = switch(projector, "projector")
    return QuizExplorer(cluster=cluster, level=level, seed=seed, count=count, seconds=seconds,
                        projector=projector, lang=lang)


__all__ = ["ALL_LEVELS", "CountError", "MOST_IN_ROOM", "MOST_QUESTIONS", "MOST_SECONDS",
           "PROJECTOR_CLASS", "QuizExplorer", "T", "Tally", "clock_text", "question_html",
           "quiz_explorer", "quiz_problems", "read_count", "solution_html", "summary_html",
           "tally_html"]
