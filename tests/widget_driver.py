"""Drive every control of an explorer through its values, as a learner clicking around would.

Used by the widget tests: after each change the explorer must show either a result or a
message in place, and must not have hit an unexpected (non-bad-input) error.
"""

from __future__ import annotations

import ipywidgets as w

BAD_TEXTS = ("{", "{Q}", "???", "", "Not A Card Name", "-1")


def controls(widget: w.Widget) -> list[w.Widget]:
    """Every value-holding control inside ``widget``, depth first."""
    found = []
    for child in getattr(widget, "children", ()):
        if isinstance(child, w.ValueWidget) and not isinstance(child, (w.HTML, w.Label, w.Output)):
            found.append(child)
        found.extend(controls(child))
    return found


def check(explorer) -> None:
    assert not explorer.unexpected, f"unexpected errors: {explorer.unexpected!r}"
    assert explorer.message or explorer.output.outputs, "neither a result nor a message is shown"


def drive(explorer) -> int:
    """Set each control to each of its values (and back); return how many states were checked."""
    checked = 0
    for control in controls(explorer):
        original = control.value
        if isinstance(control, (w.Dropdown, w.RadioButtons, w.ToggleButtons, w.Select,
                                w.SelectionSlider)):
            values = list(control._options_values)
        elif isinstance(control, (w.Checkbox, w.ToggleButton)):
            values = [not original, original]
        elif isinstance(control, (w.IntSlider, w.FloatSlider, w.BoundedIntText)):
            values = [control.min, control.max]
        elif isinstance(control, (w.Text, w.Textarea)):
            values = list(BAD_TEXTS)
        else:
            continue
        for value in values:
            control.value = value
            check(explorer)
            checked += 1
        control.value = original
        check(explorer)
    return checked
