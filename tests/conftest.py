"""Fixtures shared by the browser tests (JupyterLab in Chromium, offline handouts)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest


from tools.chromium import HOW_TO_ENABLE, chromium, find_chromium  # noqa: E402


@pytest.fixture(scope="module")
def browser():
    """A headless Chromium context, or a skip that says how to install Chromium."""
    executable = find_chromium()
    if executable is None:
        pytest.skip(HOW_TO_ENABLE)
    with chromium(executable) as context:
        yield context
