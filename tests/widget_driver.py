"""Drive every control of an explorer through its values, as a learner clicking around would.

Used by the widget tests: after each change the explorer must show either a result or a
message in place, and must not have hit an unexpected (non-bad-input) error.
"""

from __future__ import annotations

from widgets._common import MESSAGE_MOST, control_settings


def check(explorer) -> None:
    assert not explorer.unexpected, f"unexpected errors: {explorer.unexpected!r}"
    assert explorer.message or explorer.output.outputs, "neither a result nor a message is shown"
    assert "Something went wrong" not in explorer.message, explorer.message
    assert len(explorer.message) <= MESSAGE_MOST and "\n" not in explorer.message


def drive(explorer) -> int:
    """Set each control to each of its values (and back); return how many states were checked."""
    checked = 0
    for control, value in control_settings(explorer):
        control.value = value
        check(explorer)
        checked += 1
    return checked
