"""The static pages (tools/build_static.py): stored outputs a phone reads with no script."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools import build_static
from tools.chromium import find_chromium

ROOT = Path(__file__).resolve().parents[2]
PAYMENT = ROOT / "notebooks" / "03_hybrid_phyrexian_payment.ipynb"

pytestmark = pytest.mark.skipif(find_chromium() is None, reason="no Chromium here")


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    out = tmp_path_factory.mktemp("handouts")
    (written,) = build_static.build("en", [PAYMENT], out, out / "pages")
    assert written == out / "static" / f"{PAYMENT.stem}.html"
    return written.read_text(encoding="utf-8")


def test_a_static_page_has_no_script_and_fits_a_phone(page):
    assert not re.search(r"<script\b", page, re.I)
    assert re.search(r"<meta[^>]*width=device-width, initial-scale=1", page)
    assert "@media (max-width: 600px)" in page and '<html lang="en"' in page


def test_the_explorer_is_its_drawn_snapshot_with_what_its_controls_hold(page):
    assert "Payment explorer" in page and "widget-text" in page
    assert 'value="{1}{B/P}{B/P}"' in page  # the cost box's text, kept in the HTML
    assert "Announcements (601.2b)" in page  # its tables were drawn


def test_the_page_says_what_it_is_and_has_no_code(page):
    assert "The stored outputs of <code>03_hybrid_phyrexian_payment.ipynb</code>" in page
    assert "import mtgrules" not in page and "payment_explorer(" not in page


def test_at_375_px_the_page_scrolls_only_down(page, tmp_path):
    from tools.chromium import block_network, chromium

    path = tmp_path / "page.html"
    path.write_text(page, encoding="utf-8")
    with chromium() as browser:
        tab = browser.new_page()
        refused = block_network(tab)
        tab.set_viewport_size({"width": 375, "height": 800})
        tab.goto(path.as_uri())
        assert tab.evaluate("() => document.documentElement.scrollWidth") <= 375
        assert tab.evaluate("() => document.scripts.length") == 0
    assert not refused
