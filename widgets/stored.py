"""Results stored when a study notebook ran, shown again in its learner version.

The live handouts run in the browser (Pyodide), where numpy, pandas and matplotlib can't be
installed. A learner version therefore runs live only the cells a learner acts on (the
explorers and exercise boxes); every other result (a pandas table, a matplotlib figure, a
printed sentence) is shown as the study notebook stored it. ``tools/learner.py`` writes each
such cell as one hidden call ``show_stored("...")`` holding that cell's outputs, packed.
"""

from __future__ import annotations

import base64
import json
import sys
import zlib
from typing import Any

__all__ = ["pack_outputs", "show_stored"]

_KEPT_MIMES = ("text/html", "image/svg+xml", "image/png", "text/markdown", "text/plain")


def pack_outputs(outputs: list[dict[str, Any]]) -> str:
    """``outputs`` (a code cell's stored outputs, as in the .ipynb file) as one ASCII string
    for :func:`show_stored`: JSON, compressed, base64."""
    kept = [_plain(output) for output in outputs]
    raw = json.dumps([o for o in kept if o], separators=(",", ":"), sort_keys=True)
    return base64.b64encode(zlib.compress(raw.encode(), 9)).decode("ascii")


def _plain(output: dict[str, Any]) -> dict[str, Any]:
    kind = output.get("output_type")
    if kind == "stream":
        return {"stream": output.get("name", "stdout"), "text": _joined(output.get("text", ""))}
    if kind == "error":  # an error shown on purpose: its one-line message, as brief_errors shows it
        return {"stream": "stderr", "text": f"{output.get('ename')}: {output.get('evalue')}\n"}
    data = output.get("data", {})
    bundle = {mime: _joined(data[mime]) for mime in _KEPT_MIMES if mime in data}
    return {"data": bundle} if bundle else {}


def _joined(value: Any) -> Any:
    return "".join(value) if isinstance(value, list) else value


def show_stored(packed: str) -> None:
    """Display the outputs packed by :func:`pack_outputs`, in their order: text to its
    stream, rich results through IPython's display (the richest form the front end shows)."""
    from IPython.display import publish_display_data

    for output in json.loads(zlib.decompress(base64.b64decode(packed))):
        if "stream" in output:
            stream = sys.stderr if output["stream"] == "stderr" else sys.stdout
            stream.write(output["text"])
            stream.flush()
        else:
            publish_display_data(output["data"])
