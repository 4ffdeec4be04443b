"""What every explorer shares: a message line, an output area, and safe redrawing.

An explorer is a ``VBox`` built by one function from its initial state. Subclasses of
:class:`Explorer` create their controls, call :meth:`Explorer.watch` on them, and implement
:meth:`Explorer.compute`, which calls the rules library with plain values and returns the
objects to show. :meth:`Explorer.refresh` runs it:

* on success the outputs are redrawn and kept as Python state (``.result``);
* on bad input (a :class:`mtgrules.RulesInputError`) a short red message appears in place and
  the last good outputs stay visible;
* any other exception is also caught and shown as a message (a widget never shows a
  traceback), and recorded in ``.unexpected`` so tests can fail on it.

Outputs are redrawn by assigning ``output.outputs = ()`` and ``append_display_data``, which
works the same in a live kernel, under nbval and in nbconvert (``with output:`` does not).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from html import escape
from typing import Any, Iterable

import ipywidgets as w

import mtgrules as mr

ERROR_STYLE = "color:#b00020;font-weight:bold"


class Explorer(w.VBox):
    """Base class of the notebook explorers (see the module docstring)."""

    title = ""

    def __init__(self, controls: Iterable[w.Widget], **kwargs: Any) -> None:
        self.message_line = w.HTML(value="")
        self.output = w.Output()
        self.message = ""          # the current error message, "" when the input is good
        self.unexpected: list[BaseException] = []  # errors that are not bad input
        self.result: Any = None    # what the last successful compute() returned
        header = [w.HTML(f"<b>{escape(self.title)}</b>")] if self.title else []
        super().__init__(children=[*header, *controls, self.message_line, self.output], **kwargs)

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
            self.show_message(str(error))
            return
        except Exception as error:  # a widget never shows a traceback
            self.unexpected.append(error)
            self.show_message(f"Something went wrong inside the explorer: {error!r}")
            return
        self.result = result
        self.show_message("")
        self.output.outputs = ()
        for item in shown:
            self.output.append_display_data(item)

    def show_message(self, text: str) -> None:
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
    yet), and ``why`` explains it with the rule, worked out by the library."""

    right: bool | None
    why: str

    @property
    def verdict(self) -> str:
        return {True: "Right", False: "Not quite", None: "Not answered yet"}[self.right]

    def __repr__(self) -> str:
        return f"{self.verdict}. {self.why}"

    def _repr_html_(self) -> str:
        color = {True: "#1b5e20", False: "#b00020", None: "#555555"}[self.right]
        mark = {True: "✔", False: "✘", None: "…"}[self.right]
        return (f'<div style="border-left:4px solid {color};padding:4px 8px">'
                f'<b style="color:{color}">{mark} {self.verdict}.</b> {escape(self.why)}</div>')


def _prepared(item: Any) -> Any:
    """``item`` turned into HTML now, so a failure while drawing it is caught by ``refresh``
    (IPython's display machinery would print a traceback instead)."""
    from IPython.display import DisplayObject, HTML

    if isinstance(item, DisplayObject) or not hasattr(item, "_repr_html_"):
        return item
    return HTML(item._repr_html_())


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


def styled(table, uuid: str, caption: str = "") -> Any:
    """A pandas ``Styler`` with a fixed uuid (stable HTML) and an optional caption."""
    styler = table.style.set_uuid(uuid)
    if caption:
        styler = styler.set_caption(caption)
    return styler


def labelled(description: str, control: w.Widget, width: str = "160px") -> w.Widget:
    """A control with a wide enough description so labels are never cut off."""
    control.description = description
    control.style = {"description_width": width}
    return control


# --- driving an explorer from code (tests and benchmarks) ---------------------------------

BAD_TEXTS = ("{", "{Q}", "???", "", "Not A Card Name", "-1")
"""Texts a learner might type by mistake; every explorer must answer them with a message."""


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
