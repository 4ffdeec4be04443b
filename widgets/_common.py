"""What every explorer shares: a message line, an output area, and safe redrawing.

An explorer is a ``VBox`` built by one function from its initial state. Subclasses of
:class:`Explorer` create their controls, call :meth:`Explorer.watch` on them, and implement
:meth:`Explorer.compute`, which calls the rules library with plain values and returns the
objects to show. :meth:`Explorer.refresh` runs it:

* on success the outputs are redrawn and kept as Python state (``.result``);
* on bad input (a :class:`mtgrules.RulesInputError`) a short red message appears in place and
  the last good outputs stay visible;
* a number too large for Python to read or draw (over 4,300 digits, or past the range of
  a float) gets its own message, like bad input;
* any other exception is also caught and shown as a message (a widget never shows a
  traceback), and recorded in ``.unexpected`` so tests can fail on it.

A message is always one short line: the library's message, cut to :data:`MESSAGE_MOST`
characters. Every text shown is HTML-escaped, table cells and labels included
(:func:`escaped`).

Outputs are redrawn by assigning ``output.outputs = ()`` and ``append_display_data``, which
works the same in a live kernel, under nbval and in nbconvert (``with output:`` does not).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable, Mapping

from pathlib import Path

import ipywidgets as w

import mtgrules as mr
from mtgrules.i18n import N_, Catalog, check_lang, current_language
from mtgrules import words
from mtgrules.checks import MAX_NUMBER, excerpt, typed_number

ERROR_STYLE = "color:#b00020;font-weight:bold"

MESSAGE_MOST = 300
"""Most characters of the message line (library messages quote only excerpts; a backstop)."""

MOST_DIGITS = len(str(MAX_NUMBER))
"""Digits of the largest number an explorer accepts (:data:`mtgrules.checks.MAX_NUMBER`)."""

MOST_SHOWN = format(MAX_NUMBER, ",")
"""That number as the messages write it: 1,000,000,000,000,000."""

HUGE_NUMBER_TEMPLATE = N_("A number here has far too many digits to use: numbers are at most "
                          "{most}.")
TOO_LARGE_TO_DRAW = N_("A number here is too large to draw: numbers are at most {most}.")


def offline_note(lang: str | None = None) -> str:
    """The :data:`OFFLINE_NOTE` in ``lang`` (None: the language in use)."""
    menu = "<b>" + escape(COMMON("Run ▸ Run All Cells", lang)) + "</b>"
    text = COMMON("This explorer is a picture of its starting state: the notebook is not "
                  "running. Choose {menu} to use it.", lang, menu=menu)
    return _OFFLINE_STYLE + _OFFLINE_BOX + text + "</div>"


_OFFLINE_STYLE = (
    "<style>.mtgrules-offline{display:none}"
    ".jupyter-widgets-disconnected .mtgrules-offline,"
    ".jupyter-widgets-disconnected.mtgrules-offline{display:block}"
    # the note says it once, so the explorer's controls don't each show a broken-link icon
    ".mtgrules-explorer.jupyter-widgets-disconnected::before,"
    ".mtgrules-explorer .jupyter-widgets-disconnected::before{display:none}</style>")
_OFFLINE_BOX = ('<div class="mtgrules-offline" style="background:#fff3c4;padding:6px 10px;'
                'border-radius:4px;margin-bottom:4px">')


def _rows(widgets: Iterable[w.Widget]) -> Iterable[w.HBox]:
    for widget in widgets:
        if isinstance(widget, w.HBox):
            yield widget
        yield from _rows(getattr(widget, "children", ()))


LOCALE = Path(__file__).resolve().parent / "locale"
"""The explorers' message catalogs (one gettext domain a module; see mtgrules/i18n.py)."""

COMMON = Catalog("widgets", LOCALE)
"""The messages every explorer shares."""

HUGE_NUMBER = COMMON(HUGE_NUMBER_TEMPLATE, "en", most=MOST_SHOWN)
"""The message for a number too long for Python to read (in English; see
:func:`huge_number_message` for the language in use)."""

OFFLINE_NOTE = offline_note("en")
"""Shown above an explorer only while it is disconnected from a running kernel (JupyterLab
marks such widgets with the class ``jupyter-widgets-disconnected``); invisible otherwise.
This is the English note; an explorer shows :func:`offline_note` in its own language."""


class Explorer(w.VBox):
    """Base class of the notebook explorers (see the module docstring).

    ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in use, see
    :func:`mtgrules.i18n.use_language`) is the language of its labels and messages: a
    subclass sets ``catalog`` to its module's :class:`~mtgrules.i18n.Catalog` and writes
    ``self.tr("Mana cost")``; library errors are shown translated.
    """

    title = ""
    catalog: Catalog = COMMON
    lang = "en"

    def tr(self, message: str, /, **fields: Any) -> str:
        """``message`` in the explorer's language, its fields filled in."""
        return self.catalog(message, self.lang, **fields)

    def __init__(self, controls: Iterable[w.Widget], *, lang: str | None = None,
                 **kwargs: Any) -> None:
        # a subclass that builds its controls in the language sets self.lang before this
        if lang is not None or "lang" not in self.__dict__:
            self.lang = check_lang(lang)
        self.message_line = w.HTML(value="")
        self.output = w.Output()
        self.message = ""          # the current error message, "" when the input is good
        self.unexpected: list[BaseException] = []  # errors that are not bad input
        self.result: Any = None    # what the last successful compute() returned
        header = [w.HTML(f"<b>{escape(self.title)}</b>")] if self.title else []
        controls = list(controls)
        for row in _rows(controls):   # a narrow window wraps a row instead of cutting it
            if not row.layout.flex_flow:
                row.layout.flex_flow = "row wrap"
            for child in row.children:    # and a button keeps its whole label
                if isinstance(child, w.Button) and not child.layout.flex:
                    child.layout.flex = "0 0 auto"
        self.offline_note = w.HTML(offline_note(self.lang))
        super().__init__(children=[self.offline_note, *header, *controls, self.message_line,
                                   self.output], **kwargs)
        self.add_class("mtgrules-explorer")

    # --- to implement -----------------------------------------------------------------

    def compute(self) -> Any:
        """Call the library with the controls' values; return what :meth:`render` shows."""
        raise NotImplementedError

    def render(self, result: Any) -> list[Any]:
        """The objects to display for a result (default: the result itself)."""
        return [result]

    # --- machinery ----------------------------------------------------------------------

    def watch(self, *controls: w.Widget) -> None:
        """Recompute whenever one of ``controls`` changes value."""
        for control in controls:
            control.observe(lambda change: self.refresh(), names="value")

    def refresh(self) -> None:
        try:
            result = self.compute()
            shown = [_prepared(item) for item in self.render(result)]
        except mr.RulesInputError as error:
            try:
                message = error.translated(self.lang)
            except Exception:  # a message that can't be translated is still shown, in English
                message = str(error)
            self.show_message(message)
            return
        except Exception as error:  # a widget never shows a traceback
            huge = huge_number_message(error, self.lang)
            if huge:
                self.show_message(huge)
                return
            self.unexpected.append(error)
            self.show_message(COMMON("Something went wrong inside the explorer: {error!r}",
                                     self.lang, error=error))
            return
        self.result = result
        self.show_message("")
        self.output.outputs = ()
        for item in shown:
            self.output.append_display_data(item)

    def show_message(self, text: str) -> None:
        text = one_line(text)
        text = text[:1].upper() + text[1:]  # a sentence, as every explorer writes it
        self.message = text
        self.message_line.value = (
            f'<span style="{ERROR_STYLE}">⚠ {escape(text)}</span>' if text else ""
        )

    def shown_html(self) -> str:
        """The HTML (or, failing that, the plain text) currently in the output area."""
        parts = []
        for output in self.output.outputs:
            data = output.get("data", {})
            parts.append(data.get("text/html") or data.get("text/plain", ""))
        return "\n".join(parts)


@dataclass(frozen=True)
class Feedback:
    """What an exercise's self-check says: ``right`` is True, False or None (not answered
    yet), and ``why`` explains it with the rule, worked out by the library. ``lang`` is the
    language of its verdict ("Right", "Not quite"): the language in use when it was made."""

    right: bool | None
    why: str
    lang: str = field(default_factory=current_language, compare=False)

    @property
    def verdict(self) -> str:
        return COMMON(VERDICTS[self.right], self.lang)

    def __repr__(self) -> str:
        return COMMON("{verdict}. {why}", self.lang, verdict=self.verdict, why=self.why)

    def _repr_html_(self) -> str:
        color = {True: "#1b5e20", False: "#b00020", None: "#555555"}[self.right]
        mark = {True: "✔", False: "✘", None: "…"}[self.right]
        verdict = COMMON("{verdict}.", self.lang, verdict=self.verdict)
        return (f'<div style="border-left:4px solid {color};padding:4px 8px">'
                f'<b style="color:{color}">{mark} {escape(verdict)}</b>{gap(self.lang)}'
                + "<br>".join(escape(line) for line in self.why.split("\n")) + "</div>")


def gap(lang: str | None = None) -> str:
    """What goes between two sentences in ``lang`` (None: the language in use):
    :func:`mtgrules.words.gap`."""
    return words.gap(lang)


VERDICTS = {True: N_("Right"), False: N_("Not quite"), None: N_("Not answered yet")}
"""A :class:`Feedback`'s verdict, by its ``right``."""


def _prepared(item: Any) -> Any:
    """``item`` turned into HTML now, so a failure while drawing it is caught by ``refresh``
    (IPython's display machinery would print a traceback instead)."""
    from IPython.display import DisplayObject, HTML

    if isinstance(item, DisplayObject) or not hasattr(item, "_repr_html_"):
        return item
    return HTML(item._repr_html_())


def one_line(text: str, most: int = MESSAGE_MOST) -> str:
    """``text`` as a single line of at most ``most`` characters."""
    line = " ".join(str(text).split())
    return line if len(line) <= most else line[:most - 1] + "…"


def huge_number_message(error: BaseException, lang: str | None = None) -> str:
    """The message for an error that only says a number was too large for Python, else "",
    in ``lang`` (None: the language in use).

    Python refuses to read integers of over 4,300 digits (ValueError) and to turn huge ones
    into floats for a chart (OverflowError); both mean the learner typed too big a number.
    """
    text = str(error)
    if isinstance(error, ValueError) and "integer string conversion" in text:
        return COMMON(HUGE_NUMBER_TEMPLATE, lang, most=MOST_SHOWN)
    if isinstance(error, OverflowError) and "too large to convert" in text:
        return COMMON(TOO_LARGE_TO_DRAW, lang, most=MOST_SHOWN)
    return ""


def number_error(template: str, /, **fields: Any) -> mr.NumberError:
    """A NumberError whose message is a ``common`` catalog template: ``str()`` is English,
    ``translated(lang)`` the message in ``lang`` (as a library error's is)."""
    error = mr.NumberError(template, **fields)
    error.translated = lambda lang=None: COMMON(template, lang, **fields)
    return error


_DIGITS = re.compile(r"\d+")


def check_numbers(text: str, what: str) -> str:
    """``text`` unchanged, unless it holds a number past :data:`MAX_NUMBER`: then a
    NumberError naming ``what`` (the box, in the explorer's language), so no huge number
    reaches the library. Its message is shown in the explorer's language."""
    for run in _DIGITS.findall(text):
        if len(run.lstrip("0")) > MOST_DIGITS:
            raise number_error(N_("{what}: a number of {digits} digits is too large: "
                                  "numbers are at most {most}"),
                               what=what, digits=format(len(run), ","), most=MOST_SHOWN)
    return text


def read_int(text: str, what: str) -> int:
    """A whole number typed as ASCII digits with an optional sign, within ``±MAX_NUMBER``.

    Anything else (``"²"``, ``"①"``, ``"1.5"``) and numbers past the bound raise NumberError
    naming ``what`` (in the explorer's language), its message shown in the explorer's
    language; a long string is refused by its length, never converted.
    """
    stripped = text.strip()
    digits = stripped[1:] if stripped[:1] in "+-" else stripped
    if not (digits.isascii() and digits.isdecimal()):
        raise number_error(N_("{what} {text}: expected a whole number"),
                           what=what, text=excerpt(text))
    if len(digits.lstrip("0")) > MOST_DIGITS or abs(int(stripped)) > MAX_NUMBER:
        raise number_error(N_("{what} {text} is too large: at most {most}"),
                           what=what, text=excerpt(text), most=MOST_SHOWN)
    return typed_number(text, what)


def is_whole_text(text: str) -> bool:
    """Whether ``text`` is ASCII digits only ("²" and "①" are digits to str.isdigit, but
    ``int`` refuses them)."""
    stripped = text.strip()
    return stripped.isascii() and stripped.isdecimal()


def figure_png(fig) -> Any:
    """A matplotlib figure as a PNG ``Image`` for display; the figure is closed."""
    import matplotlib.pyplot as plt
    from IPython.display import Image

    if fig.get_layout_engine() is None:
        fig.set_layout_engine("constrained")  # laid out in the one draw; bbox "tight" draws twice
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=90, metadata={"Software": None})
    plt.close(fig)
    return Image(data=buffer.getvalue(), format="png")


# --- tables from plain rows (no pandas: the explorers' live path) --------------------------

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
class Table:
    """A table drawn as HTML from plain rows: what the explorers show (no pandas needed).

    ``columns`` are the titles; each row holds str, int or float cells (None shows as an
    empty cell). The first ``labels`` columns are row labels, drawn as headings (like a
    DataFrame's index). Text is HTML-escaped except in ``html_columns`` (mana symbols the
    library drew); text columns read from the left, number columns from the right, and a
    column of ISO dates stays on one line. ``row_styles`` (row -> CSS) and ``cell_styles``
    ((row, column) -> CSS) shade rows and color cells. The HTML has no random ids, so the
    same table always gives the same HTML; ``name``, if given, is its ``id``.
    """

    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    caption: str = ""
    labels: int = 0
    html_columns: frozenset[str] = frozenset()
    row_styles: Mapping[int, str] = field(default_factory=dict)
    cell_styles: Mapping[tuple[int, int], str] = field(default_factory=dict)
    name: str = ""
    lang: str = field(default_factory=current_language, compare=False)

    def frame(self) -> Any:
        """The table as a pandas DataFrame (pandas is imported here only: for code and
        tests, never in an explorer's update), its label columns as the index."""
        import pandas as pd

        frame = pd.DataFrame([list(row) for row in self.rows], columns=list(self.columns))
        if self.labels:
            frame = frame.set_index(list(self.columns[:self.labels]))
        return frame

    def _align(self) -> list[str]:
        styles = []
        for at in range(len(self.columns)):
            cells = [row[at] for row in self.rows]
            numbers = cells and all(type(c) in (int, float) for c in cells)
            # numbers keep the notebook's right alignment; text reads from the left
            style = "" if numbers else "text-align:left"
            if cells and all(isinstance(c, str) and _DATE.fullmatch(c) for c in cells):
                style += ";white-space:nowrap"   # a date stays on one line
            styles.append(style)
        return styles

    def _repr_html_(self) -> str:
        align = self._align()
        head = "".join(f'<th style="text-align:left">{_text(title)}</th>'
                       for title in self.columns)
        raw = [title in self.html_columns for title in self.columns]
        tags = ["th" if c < self.labels else "td" for c in range(len(self.columns))]
        body = []
        for r, row in enumerate(self.rows):
            shade = self.row_styles.get(r, "")
            cells = []
            for c, value in enumerate(row):
                if value is None:
                    shown = ""
                elif type(value) is int or raw[c]:
                    shown = str(value)
                else:
                    shown = _text(value)
                style = align[c]
                if shade:
                    style = f"{style};{shade}" if style else shade
                if self.cell_styles:
                    extra = self.cell_styles.get((r, c))
                    if extra:
                        style = f"{style};{extra}" if style else extra
                tag = tags[c]
                cells.append(f'<{tag} style="{style}">{shown}</{tag}>' if style
                             else f"<{tag}>{shown}</{tag}>")
            body.append("<tr>" + "".join(cells) + "</tr>")
        caption = f"<caption>{_text(self.caption)}</caption>" if self.caption else ""
        named = f' id="{escape(self.name)}"' if self.name else ""
        return (f'<table class="mtgrules-table"{named}>{caption}<thead><tr>{head}</tr></thead>'
                f'<tbody>{"".join(body)}</tbody></table>')

    def __repr__(self) -> str:
        what = self.caption or COMMON(", ", self.lang).join(self.columns)
        return COMMON("<table: {what}; {count} rows>", self.lang, what=what,
                      count=len(self.rows))


def plain_table(columns: Iterable[str], rows: Iterable[Iterable[Any]], caption: str = "", *,
                labels: int = 0, html_columns: Iterable[str] = (),
                row_styles: Mapping[int, str] | None = None,
                cell_styles: Mapping[tuple[int, int], str] | None = None,
                name: str = "", lang: str | None = None) -> Table:
    """A :class:`Table` from any iterables (each row is kept as a tuple); ``lang`` is the
    language of its plain-text form (None: the language in use)."""
    return Table(tuple(columns), tuple(tuple(row) for row in rows), caption, labels,
                 frozenset(html_columns), dict(row_styles or {}), dict(cell_styles or {}), name,
                 check_lang(lang))


def styled(table, uuid: str, caption: str = "", html_columns: Iterable[str] = ()) -> Any:
    """A pandas ``Styler`` with a fixed uuid (stable HTML), an optional caption, and every
    text escaped (see :func:`escaped`) but the ``html_columns`` the library drew."""
    styler = escaped(table.style.set_uuid(uuid), html_columns)
    if caption:
        styler = styler.set_caption(_text(caption))
    return styler


def _text(value: Any) -> str:
    # quotes need no escaping in element text, and leaving them keeps the HTML unchanged
    return escape(value if isinstance(value, str) else str(value), quote=False)


def escaped(styler: Any, html_columns: Iterable[str] = ()) -> Any:
    """``styler`` with its text cells and its labels HTML-escaped (a Styler shows them raw).

    Numbers keep the Styler's own formatting; ``html_columns`` hold HTML made by the
    library (mana symbols) and are left as they are.
    """
    from pandas.api.types import is_numeric_dtype

    frame = styler.data
    skip = set(html_columns)
    text_columns = [c for c in frame.columns
                    if c not in skip and not is_numeric_dtype(frame[c].dtype)]
    if text_columns:
        styler = styler.format(_text, subset=text_columns)
        # text reads from the left; a date stays on one line
        styler = styler.set_properties(subset=text_columns, **{"text-align": "left"})
    dates = [c for c in frame.columns if len(frame) and frame[c].astype(str).str.fullmatch(
        r"\d{4}-\d{2}-\d{2}").all()]
    if dates:
        styler = styler.set_properties(subset=dates, **{"white-space": "nowrap"})
    styler = styler.set_table_styles([{"selector": "th", "props": "text-align: left;"}],
                                     overwrite=False)
    styler = styler.format_index(_text, axis=0).format_index(_text, axis=1)
    if hasattr(styler, "format_index_names"):  # pandas 3; the names here are the project's own
        styler = styler.format_index_names(_text, axis=0).format_index_names(_text, axis=1)
    return styler


def labelled(description: str, control: w.Widget, width: str = "160px") -> w.Widget:
    """A control with a wide enough description so labels are never cut off.

    Text boxes (and number boxes) of every explorer update when the learner presses Enter or
    leaves the box, not at each keystroke, so no error flashes while a cost is half typed.
    """
    control.description = description
    control.style = {"description_width": width}
    if hasattr(control, "continuous_update") and isinstance(
            control, (w.Text, w.Textarea, w.IntText, w.BoundedIntText, w.FloatText)):
        control.continuous_update = False
    if isinstance(control, (w.IntSlider, w.FloatSlider)):
        control.layout.width = f"calc({width} + {SLIDER_TRACK})"  # a track wide enough to aim at
    if isinstance(control, w.Dropdown):
        _fit_options(control, width)
        control.observe(lambda change: _fit_options(control, width), names="options")
    return control


def display_width(text: str) -> int:
    """How many ``ch`` (widths of a digit) ``text`` takes: a Chinese character takes two."""
    return sum(2 if words.is_wide(ch) else 1 for ch in text)


def _fit_options(control: w.Dropdown, width: str) -> None:
    """A dropdown as wide as its label and its longest option, never wider than the page."""
    longest = max((display_width(str(label)) for label in control._options_labels), default=8)
    control.layout.width = f"calc({width} + {longest + 5}ch)"
    control.layout.max_width = "100%"


SLIDER_TRACK = "320px"
"""Room after a slider's label: about 260 px of track and its readout."""


# --- driving an explorer from code (tests and benchmarks) ---------------------------------

BAD_TEXTS = ("{", "{Q}", "???", "", "Not A Card Name", "-1", "²", "9" * 5000,
             "{" + "9" * 5000 + "}")
"""Texts a learner might type by mistake (a superscript digit, a number of 5,000 digits
among them); every explorer must answer them with a message."""


def value_controls(widget: w.Widget) -> list[w.Widget]:
    """Every value-holding control inside ``widget``, depth first."""
    found = []
    for child in getattr(widget, "children", ()):
        if isinstance(child, w.ValueWidget) and not isinstance(child, (w.HTML, w.Label, w.Output)):
            found.append(child)
        found.extend(value_controls(child))
    return found


def control_settings(explorer: w.Widget) -> Iterable[tuple[w.Widget, Any]]:
    """(control, value) pairs that walk each control through its values and back again:
    every option of a selection, both states of a checkbox, the ends of a slider, and
    :data:`BAD_TEXTS` in a text box. Set ``control.value = value`` for each, in order."""
    for control in value_controls(explorer):
        original = control.value
        if isinstance(control, (w.Dropdown, w.RadioButtons, w.ToggleButtons, w.Select,
                                w.SelectionSlider)):
            values = list(control._options_values)
        elif isinstance(control, (w.Checkbox, w.ToggleButton)):
            values = [not original]
        elif isinstance(control, (w.IntSlider, w.FloatSlider, w.BoundedIntText)):
            values = [control.min, control.max]
        elif isinstance(control, (w.Text, w.Textarea)):
            values = list(BAD_TEXTS)
        else:
            continue
        for value in [*values, original]:
            yield control, value


# --- any real card, typed in English or Chinese: widgets/_cards.py ---------------------------

_CARDS = ("CardPicker", "card_in", "card_search", "find_card", "official_name")
"""Names that moved to :mod:`widgets._cards`, still importable from here."""


def __getattr__(name: str) -> Any:
    # read on first use: widgets._cards imports this module
    if name in _CARDS:
        from . import _cards
        return getattr(_cards, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
