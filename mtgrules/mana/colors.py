"""Colors (105): the five colors, the 32 combinations an object can be, choosing a color, and
effects that change an object's colors.

    >>> len(color_combinations()), [color_words(c) for c in color_pairs()[:2]]
    (32, ['white and blue', 'white and black'])
    >>> recolor("WU", "R"), recolor("WU", "R", in_addition=True)
    ('R', 'WUR')
"""

from __future__ import annotations

from itertools import combinations

from .. import checks
from ..errors import ChoiceError
from .cost import COLORS, TYPE_NAMES, color_order

_BY_NAME = {TYPE_NAMES[c]: c for c in COLORS}

# the ten pairs in the order 105.5 lists them, each written in WUBRG order
_PAIRS = ("WU", "WB", "UB", "UR", "BR", "BG", "RG", "WR", "WG", "UG")


def _colors(value: object, what: str = "colors") -> str:
    """``value`` (letters such as "WU", in any order) as colors in WUBRG order."""
    text = checks.text(value, what, error=ChoiceError, example="WU")
    letters = text.replace(" ", "").upper()
    bad = [c for c in letters if c not in COLORS]
    if bad:
        if "C" in bad:
            raise ChoiceError("{what}={value}: colors are written with the letters W U B R G "
                              "(105.1) ('C' is colorless mana, not a color: 105.2c)",
                              what=what, value=checks.excerpt(value))
        raise ChoiceError("{what}={value}: colors are written with the letters W U B R G "
                          "(105.1)", what=what, value=checks.excerpt(value))
    return color_order(letters)


def color_words(colors: str) -> str:
    """Colors in words: "white", "white and blue", "white, blue and black", or "colorless"
    (105.1, 105.2c)."""
    names = [TYPE_NAMES[c] for c in _colors(colors)]
    if not names:
        return "colorless"
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def describe_colors(colors: str) -> str:
    """What an object of these colors is called (105.2a-c).

        >>> describe_colors(""), describe_colors("G"), describe_colors("BG")
        ('colorless', 'monocolored (green)', 'multicolored (black and green)')
    """
    ordered = _colors(colors)
    if not ordered:
        return "colorless"
    kind = "monocolored" if len(ordered) == 1 else "multicolored"
    return f"{kind} ({color_words(ordered)})"


def color_combinations() -> list[str]:
    """Every combination of colors an object can have (105.2): no color, each of the five
    alone, and every set of two to five colors: 32 in all, smallest first, WUBRG order."""
    return [color_order("".join(group)) for size in range(len(COLORS) + 1)
            for group in combinations(COLORS, size)]


def color_pairs() -> list[str]:
    """The ten color pairs (105.5), in the order the rule lists them."""
    return list(_PAIRS)


def choose_color(choice: str) -> str:
    """The color a player chose when asked to choose a color (105.4): one of the five, given
    as a letter or a name. "Multicolored" and "colorless" are not colors, and are refused.

        >>> choose_color("green")
        'G'
    """
    text = checks.text(choice, "choice", error=ChoiceError, example="white")
    key = text.strip().lower()
    if key in _BY_NAME:
        return _BY_NAME[key]
    if key.upper() in COLORS and len(key) == 1:
        return key.upper()
    if key in ("multicolored", "colorless", "c"):
        raise ChoiceError("{choice} is not a color: a player asked to choose a color chooses "
                          "white, blue, black, red or green (105.4)", choice=checks.excerpt(choice))
    raise ChoiceError("{choice} is not a color: choose white, blue, black, red or green (105.1, "
                      "105.4)", choice=checks.excerpt(choice))


def recolor(colors: str, new: str, *, in_addition: bool = False) -> str:
    """An object's colors after an effect gives it the color(s) ``new`` (105.3): the new
    colors replace the old ones, unless the effect says "in addition to its other colors".
    ``new=""`` makes it colorless (an effect may do that, 105.3)."""
    old = _colors(colors)
    given = _colors(new, "new")
    checks.switch(in_addition, "in_addition")
    return color_order(old + given) if in_addition else given
