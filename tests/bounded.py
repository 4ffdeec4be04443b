"""Freeze tests on a shared, noisy machine: run a snippet in a fresh interpreter and give it
a few seconds, far more than the linear work needs and far less than a freeze takes.

    >>> finishes("print(1)")
    '1\\n'
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SECONDS = 20.0
"""Time given to a snippet, the interpreter's start and imports included: a freeze the
findings measured takes minutes or hours at these sizes; the fixed code takes well under
a second."""


def finishes(code: str, seconds: float = SECONDS) -> str:
    """The standard output of ``code`` run by this Python in the repository; the test fails
    (naming the snippet) when it runs past ``seconds`` or ends with an error."""
    try:
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                              text=True, timeout=seconds)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"still running after {seconds} s: {code[:200]}") from None
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout
