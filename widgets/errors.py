"""Errors a learner meets in a notebook cell: one line in the game's words, no traceback.

A cell that makes a library error on purpose (an unknown symbol, a date before the rules the
library knows) should show the message, not twenty lines of library frames. The notebooks
turn this on in their first cell with :func:`brief_errors`; every other exception still
shows its full traceback, since that one is a bug to see.

The message is shown in the language in use (:func:`mtgrules.i18n.use_language`), from the
library's message catalog; the class name stays as Python spells it, so it can be looked up.
"""

from __future__ import annotations

from typing import Any

import mtgrules as mr


def brief_errors(on: bool = True) -> bool:
    """Show a :class:`mtgrules.RulesInputError` raised in a cell as its one-line message
    (``ManaCostError: unknown symbol '{Q}' ...``) in the language in use, or, with
    ``on=False``, as Python does.

    Returns whether an IPython shell was there to set it in.
    """
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None:
        return False
    if on:
        shell.set_custom_exc((mr.RulesInputError,), _one_line)
    else:
        shell.set_custom_exc((), None)
    return True


def _one_line(shell: Any, etype: type, value: BaseException, tb: Any,
              tb_offset: int | None = None) -> list[str]:
    message = value.translated() if isinstance(value, mr.RulesInputError) else str(value)
    line = f"{etype.__name__}: {message}"
    # an error output with only that line; its stored message (evalue) is the one shown, so
    # a notebook's stored error, its live replay and its print read in the learner's language
    shell._showtraceback(etype, message, [line])
    return [line]
