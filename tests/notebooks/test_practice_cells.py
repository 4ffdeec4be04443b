"""Each cluster notebook (01-05), in every language, ends with a "Practise this" explorer on
its own cluster; notebook 07 shows the practice explorer and checks it in a hidden cell."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
CLUSTERS = {"01": "x_values", "02": "negative_numbers", "03": "payment",
            "04": "could_produce", "05": "split_cards"}
LESSONS = sorted(p for folder in ("", "zh-Hans", "zh-Hant")
                 for p in (ROOT / "notebooks" / folder).glob("0[1-5]_*.ipynb"))
HEADINGS = {"": "## Practise this", "zh-Hans": "## 练习这一章", "zh-Hant": "## 練習這一章"}


@pytest.mark.parametrize("path", LESSONS, ids=[str(p.relative_to(ROOT)) for p in LESSONS])
def test_a_cluster_notebook_ends_with_practise_this(path):
    cells = nbformat.read(path, as_version=4).cells
    heading, explorer = cells[-2], cells[-1]
    folder = "" if path.parent.name == "notebooks" else path.parent.name
    assert heading.cell_type == "markdown" and heading.source.startswith(HEADINGS[folder])
    assert "07_practice.ipynb" in heading.source
    cluster = CLUSTERS[path.name[:2]]
    assert re.search(rf'practice_explorer\("{cluster}"\)\s*$', explorer.source)
    views = [o for o in explorer.outputs
             if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(views) == 1


@pytest.mark.parametrize("folder", ["", "zh-Hans", "zh-Hant"])
def test_notebook_07_checks_its_explorer_out_of_sight(folder):
    cells = nbformat.read(ROOT / "notebooks" / folder / "07_practice.ipynb", as_version=4).cells
    hidden = [c for c in cells if "test-only" in c.metadata.get("tags", [])]
    assert len(hidden) == 1
    assert hidden[0].metadata["jupyter"] == {"source_hidden": True, "outputs_hidden": True}
    assert "practice_explorer(" in hidden[0].source and "assert" in hidden[0].source
    shown = [c for c in cells if c.cell_type == "code" and c.source.strip() ==
             "practice_explorer()"]
    assert len(shown) == 1
