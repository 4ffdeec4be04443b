"""HTML for mana symbols, so costs, pools and spends draw themselves in Jupyter.

Only strings are built here (no Jupyter import): each symbol is a small colored disc with
its letter or number, the way symbols look on a card. Hybrid symbols are split diagonally
between their two halves; Phyrexian symbols show a "P" mark under the color letter.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cost import ManaCost, Symbol

# fill colors close to the ones printed on cards
FILL = {
    "W": "#f8f6d8", "U": "#c1d7e9", "B": "#bab1ab", "R": "#e49977", "G": "#a3c095",
    "C": "#d3cdca", "generic": "#d3cdca", "S": "#e6f2f8",
}

_DISC = (
    "display:inline-block;min-width:1.35em;height:1.35em;line-height:1.35em;"
    "border-radius:0.68em;text-align:center;font:bold 0.8em sans-serif;color:#111;"
    "margin:0 1px;padding:0 2px;box-sizing:border-box;border:1px solid #777;"
    "vertical-align:middle;background:{background}"
)


def _disc(label: str, background: str, title: str) -> str:
    style = _DISC.format(background=background)
    return f'<span title="{escape(title)}" style="{style}">{escape(label)}</span>'


def symbol_html(symbol: Symbol) -> str:
    """One symbol of a cost as a colored disc (its text as the tooltip)."""
    from .cost import Kind

    kind, text = symbol.kind, symbol.text
    if kind is Kind.GENERIC:
        return _disc(str(symbol.amount), FILL["generic"], text)
    if kind is Kind.VARIABLE:
        return _disc(symbol.variable, FILL["generic"], text)
    if kind in (Kind.COLORED, Kind.COLORLESS, Kind.SNOW):
        letter = text[1]
        return _disc("❄" if letter == "S" else letter, FILL[letter], text)
    halves = text[1:-1].split("/")
    if kind in (Kind.PHYREXIAN,):
        return _disc(halves[0] + "ᵖ", FILL[halves[0]], text)
    first = FILL.get(halves[0], FILL["generic"])
    second = FILL.get(halves[1], FILL["generic"])
    background = f"linear-gradient(135deg,{first} 50%,{second} 50%)"
    label = "/".join(halves[:2]) + ("ᵖ" if kind is Kind.HYBRID_PHYREXIAN else "")
    return _disc(label, background, text)


def cost_html(cost: ManaCost) -> str:
    """A whole cost as a row of discs; the absent cost reads "no mana cost"."""
    if cost.is_absent:
        return "<i>no mana cost</i>"
    return "".join(symbol_html(s) for s in cost.symbols)


def mana_html(letters: str, snow: str = "") -> str:
    """Mana (one letter a mana, WUBRGC) as discs; the ``snow`` part gets a snowflake mark."""
    snow_left = list(snow)
    parts = []
    for letter in letters:
        if letter in snow_left:
            snow_left.remove(letter)
            parts.append(_disc(letter + "❄", FILL[letter], f"{letter} from a snow source"))
        else:
            parts.append(_disc(letter, FILL[letter], letter))
    return "".join(parts) or "<i>no mana</i>"
