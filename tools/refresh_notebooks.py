"""Re-execute the notebooks and store their outputs (what strict nbval compares against).

    python -m tools.refresh_notebooks [notebooks/01_x_values.ipynb ...]

Runs each notebook top to bottom in a fresh kernel, without per-cell timing metadata (so
re-runs don't churn), then drops the saved state of widgets that no displayed widget uses:
test cells build explorers of their own to drive from code, and the kernel keeps those
widgets alive, so without pruning a notebook carries hundreds of invisible widget models.
Before running, the harness is put out of a learner's sight (``tools/harness.py``: code cells
that don't teach are hidden under a label, test directives become cell tags). The cells that
show an error on purpose keep only its last line (``ManaCostError: ...``):
the frames above it are library internals and the paths of the machine that ran them.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from tools import harness

ROOT = Path(__file__).resolve().parents[1]
STATE_KEY = "application/vnd.jupyter.widget-state+json"
VIEW_KEY = "application/vnd.jupyter.widget-view+json"
REFERENCE = re.compile(r"IPY_MODEL_([0-9a-f]{32})")


def shown_models(nb) -> set[str]:
    """Model ids of the widget views in the cells' outputs."""
    ids = set()
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(VIEW_KEY)
            if view:
                ids.add(view["model_id"])
    return ids


def prune_widget_state(nb) -> tuple[int, int]:
    """Keep only the models reachable from a displayed view; return (before, after) counts."""
    widgets = nb.metadata.get("widgets", {}).get(STATE_KEY)
    if not widgets:
        return 0, 0
    state = widgets["state"]
    keep, todo = set(), list(shown_models(nb))
    while todo:
        model = todo.pop()
        if model in keep or model not in state:
            continue
        keep.add(model)
        todo.extend(REFERENCE.findall(json.dumps(state[model])))
    before = len(state)
    widgets["state"] = {k: v for k, v in state.items() if k in keep}
    return before, len(keep)


def shorten_tracebacks(nb) -> None:
    """Keep only the ``Error: message`` line of each stored error (nbval doesn't compare them)."""
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                output["traceback"] = [f"{output['ename']}: {output['evalue']}"]


def refresh(path: Path) -> None:
    nb = harness.apply(nbformat.read(path, as_version=4))  # the harness out of sight
    NotebookClient(nb, timeout=600, record_timing=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    before, after = prune_widget_state(nb)
    shorten_tracebacks(nb)
    nbformat.write(nb, path)
    print(f"{path.name}: executed; widget models kept {after} of {before}; "
          f"{path.stat().st_size / 1024:.0f} KiB")


def main(paths: list[str]) -> int:
    targets = [Path(p) for p in paths] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in targets:
        refresh(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
