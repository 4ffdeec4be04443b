"""A text notation for boards: one permanent a line, read by :func:`parse_board` and written
back by :func:`board_text`.

    >>> import mtgrules as mr
    >>> b = parse_board('''
    ... # the 106.7 example
    ... you: Forest [tapped]
    ... you: Gemstone Mine [mining=0]
    ... opponent: Exotic Orchard
    ... ''')
    >>> print(board_text(b))
    you: Forest [tapped]
    you: Gemstone Mine [mining=0]
    opponent: Exotic Orchard

A line is ``player: Card name``, optionally followed by the permanent's state in brackets,
items separated by commas: ``tapped`` (or ``tapped=yes``/``no``), ``chosen=R`` (the chosen
color), ``colors=WU`` (or ``colors=colorless``), ``power=-2``, ``on=2`` (an Aura or Equipment
attached to the second permanent: 301.5, 303.4), and any other ``kind=number``,
a number of counters of that kind (122.1). Blank lines and lines starting with ``#`` are
skipped. Cards may be named by their official Chinese names, and the state in Chinese
(``[横置]``, ``[颜色=红绿]``, ``[力量=-2]``; see :data:`STATE_WORDS_ZH`), with the full-width
colon, brackets and commas Chinese input methods type (``you：树林［横置］``). The players,
and who played a land this turn, are given to :func:`parse_board` apart from the text.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .permanents import Board, PlayerNames
from ..cards import CardDatabase
from ..checks import MAX_NUMBER, excerpt
from ..errors import BoardError, RulesInputError
from ..i18n import N_

__all__ = ["parse_board", "board_text"]

BOARD_LINE = re.compile(r"^(?P<player>[^:：\[\]［］]+?)\s*[:：]\s*(?P<name>[^\[\]［］]+?)\s*"
                        r"(?:[\[［](?P<state>[^\[\]［］]*)[\]］])?$")
"""One line of the notation, stripped: ``player: Card name [state]``; the colon and the
brackets may be full-width (：［］), as Chinese input methods type them."""
_MOST_DIGITS = len(str(MAX_NUMBER))
_WORDS = ("tapped", "chosen", "chosen_color", "colors", "power", "on", "attached_to",
          "renowned", "token", "named", "noted", "exiled", "drafted", "gained")
"""State words of the notation; any other key is a kind of counter."""
_KIND = re.compile(r"^[a-z0-9_+/-]([a-z0-9_ +/-]*[a-z0-9_+/-])?$")
"""Counter kinds the notation can write back ("mining", "+1/+1"): lower case, no ``=``,
``,`` or brackets, no space at either end."""


def _one_line(name: str) -> bool:
    """Whether ``name`` reads back as itself on one line (no line break, no outer space)."""
    return name == name.strip() and len(name.splitlines()) == 1


_COLORS = "WUBRG"

STATE_WORDS_ZH = {"横置": "tapped", "已横置": "tapped", "橫置": "tapped", "已橫置": "tapped",
                  "颜色": "colors", "顏色": "colors", "力量": "power",
                  "所选颜色": "chosen", "所選顏色": "chosen"}
"""The state words in Chinese, each script written on its own: the glossary's official terms
for tap (横置 / 橫置, 701.26), color (颜色 / 顏色, 105.1) and power (力量, 208.1), and the
chosen color as card texts say it (所选颜色 / 所選顏色)."""

_VALUES_ZH = {"是": "yes", "否": "no", "无色": "colorless", "無色": "colorless"}
_COLOR_WORDS_ZH = {"白": "W", "蓝": "U", "藍": "U", "黑": "B", "红": "R", "紅": "R",
                   "绿": "G", "綠": "G"}
"""Values in Chinese: yes and no, colorless (无色 / 無色, 105.2c), and the five colors by
their official names (白, 蓝 / 藍, 黑, 红 / 紅, 绿 / 綠; 105.1), with or without 色."""


def _colors_typed(value: str) -> str:
    """Colors typed as letters or as Chinese color names ("红绿", "红色"): as letters."""
    if not any(c in _COLOR_WORDS_ZH for c in value):
        return value
    return "".join(_COLOR_WORDS_ZH.get(c, c) for c in value.replace("色", "").replace("、", ""))


def _number(typed: str, line: int, kind: str | None = None) -> int:
    """The whole number typed for the power (``kind`` None) or for the number of ``kind``
    counters ("mining"). A number of more digits than any accepted one is refused without
    converting it."""
    stripped = typed.strip()
    digits = stripped.lstrip("+-").lstrip("0")
    fields = {"line": line, "kind": kind}
    if digits.isdecimal() and digits.isascii() and len(digits) > _MOST_DIGITS:
        raise BoardError(N_("line {line}: the power, {typed}, is too large: at most "
                            "{max_number:,}") if kind is None else
                         N_("line {line}: the number of {kind} counters, {typed}, is too large: "
                            "at most {max_number:,}"),
                         typed=excerpt(typed, 24), max_number=MAX_NUMBER, **fields)
    body = stripped[1:] if stripped[:1] in ("+", "-") else stripped
    if not (body.isascii() and body.isdecimal()):
        raise BoardError(N_("line {line}: the power must be a whole number, not {typed}")
                         if kind is None else
                         N_("line {line}: the number of {kind} counters must be a whole number, "
                            "not {typed}"), typed=excerpt(typed), **fields)
    return int(stripped)


def _items(text: str) -> list[str]:
    """The items between brackets, split at commas (, ， 、); a list of Chinese color names
    after a colors word stays one value: ``颜色=红色、绿色`` is red and green, as Chinese
    writes a list; a card name after ``named=`` or ``gained=`` keeps its commas
    (``gained=Jiang Yanggu, Wildcrafter``) up to the next item with an equals sign or a
    state word."""
    items: list[str] = []
    for part in (p.strip() for p in re.split(r"[,，、]", text)):
        if (items and part and "=" not in part and "＝" not in part
                and all(c in _COLOR_WORDS_ZH or c == "色" for c in part)
                and _is_colors_item(items[-1])):
            items[-1] += "、" + part
        elif (items and part and "=" not in part and "＝" not in part
              and STATE_WORDS_ZH.get(part, part.lower()) not in _WORDS
              and _is_name_item(items[-1])):
            items[-1] += ", " + part
        else:
            items.append(part)
    return items


def _is_name_item(item: str) -> bool:
    key = item.replace("＝", "=").partition("=")[0].strip().lower()
    return key in ("named", "gained")


def _is_colors_item(item: str) -> bool:
    key, equals, _value = item.replace("＝", "=").partition("=")
    key = key.strip()
    return bool(equals) and STATE_WORDS_ZH.get(key, key.lower()) == "colors"


def _state(text: str, line: int) -> dict[str, Any]:
    """The keyword state of :meth:`Board.add` from the text between brackets; a bad item
    gets a message in the notation's own words."""
    state: dict[str, Any] = {}
    counters: dict[str, Any] = {}
    for item in _items(text):
        if not item:
            continue
        key, _, value = (s.strip() for s in item.replace("＝", "=").partition("="))
        key = STATE_WORDS_ZH.get(key, key.lower())
        if not key:
            raise BoardError("line {line}: {item} needs a name before its equals sign: the kind "
                             "of counter, as in [mining=2]", line=line, item=excerpt(item))
        if key == "tapped" and not value:
            state["tapped"] = True
        elif key in ("renowned", "token") and not value:  # 702.112, 111.1
            state[key] = True
        elif not value:
            raise BoardError(_NEEDS.get(key, _NEEDS_COUNT), line=line, key=excerpt(key),
                             kind=key)
        elif key == "tapped":
            tapped = {"yes": True, "true": True, "no": False, "false": False}.get(
                _VALUES_ZH.get(value, value).lower())
            if tapped is None:
                raise BoardError("line {line}: write [tapped] for a tapped permanent, or leave it "
                                 "out; {value} is neither yes nor no",
                                 line=line, value=excerpt(value))
            state["tapped"] = tapped
        elif key in ("chosen", "chosen_color"):
            value = _colors_typed(value)
            if value.upper() not in _COLORS or len(value) != 1:
                raise BoardError("line {line}: the chosen color is one letter, W, U, B, R or G, "
                                 "not {value}", line=line, value=excerpt(value))
            state["chosen_color"] = value.upper()
        elif key == "colors":
            value = _colors_typed(_VALUES_ZH.get(value, value))
            if value.lower() == "colorless":
                state["colors"] = ""
            elif any(c not in _COLORS for c in value.upper()):
                raise BoardError("line {line}: colors are letters W, U, B, R and G (or the word "
                                 "colorless), not {value}", line=line, value=excerpt(value))
            else:
                state["colors"] = value.upper()
        elif key == "power":
            state["power"] = _number(value, line)
        elif key == "named":  # the card name chosen for it (Petrified Hamlet)
            state["chosen_name"] = value
        elif key == "noted":  # its last noted type of mana (Jeweled Amulet)
            if value.upper() not in "WUBRGC" or len(value) != 1:
                raise BoardError("line {line}: the noted type of mana is one letter, W, U, B, R, G "
                                 "or C, not {value}", line=line, value=excerpt(value))
            state["noted"] = value.upper()
        elif key == "drafted":  # the colors chosen as its owner drafted it (Paliano)
            value = _colors_typed(value)
            if not value or any(c not in _COLORS for c in value.upper()):
                raise BoardError("line {line}: the colors chosen in the draft are letters W, U, B, R "
                                 "and G, not {value}", line=line, value=excerpt(value))
            state["drafted"] = value.upper()
        elif key == "exiled":  # the colors of the cards exiled with it (Chrome Mox)
            value = _colors_typed(_VALUES_ZH.get(value, value))
            if value.lower() == "colorless":
                value = ""
            elif any(c not in _COLORS for c in value.upper()):
                raise BoardError("line {line}: the colors of the exiled cards are letters W, U, B, "
                                 "R and G (or the word colorless), not {value}",
                                 line=line, value=excerpt(value))
            state["exiled"] = value.upper()
        elif key == "gained":  # 611.2: a resolved effect gave it an ability (Divergent Growth)
            state.setdefault("gained", []).append(value)
        elif key in ("renowned", "token"):
            raise BoardError("line {line}: write [{key}] for a permanent that is {key}, or leave "
                             "it out", line=line, key=key)
        elif key in ("on", "attached_to"):  # an Aura or Equipment on permanent #n (303.4, 301.5)
            number = value.lstrip("#＃").strip()
            if not (number.isascii() and number.isdecimal()) or len(number) > _MOST_DIGITS:
                raise BoardError("line {line}: on= names the permanent it is attached to by its "
                                 "number, as in [on=2], not {value}", line=line, value=excerpt(value))
            state["attached_to"] = int(number)
        else:
            counters[key] = _number(value, line, key)  # 122.1
    if counters:
        state["counters"] = counters
    return state


_NEEDS = {
    "chosen": N_("line {line}: {key} needs a value after an equals sign: the chosen color, one "
                 "of the letters W, U, B, R and G"),
    "chosen_color": N_("line {line}: {key} needs a value after an equals sign: the chosen "
                       "color, one of the letters W, U, B, R and G"),
    "colors": N_("line {line}: {key} needs a value after an equals sign: its colors, letters "
                 "W, U, B, R and G, or the word colorless"),
    "power": N_("line {line}: {key} needs a value after an equals sign: its power, a whole "
                "number such as 3 or -2"),
    "on": N_("line {line}: {key} needs a value after an equals sign: the number of the permanent "
             "it is attached to, as in [on=2]"),
    "named": N_("line {line}: {key} needs a value after an equals sign: the card name chosen for "
                "it, as in [named=Forest]"),
    "noted": N_("line {line}: {key} needs a value after an equals sign: its last noted type of "
                "mana, one of the letters W, U, B, R, G and C"),
    "exiled": N_("line {line}: {key} needs a value after an equals sign: the colors of the cards "
                 "exiled with it, letters W, U, B, R and G"),
    "drafted": N_("line {line}: {key} needs a value after an equals sign: the colors chosen as "
                  "you drafted it, letters W, U, B, R and G"),
    "gained": N_("line {line}: {key} needs a value after an equals sign: the card whose effect "
                 "gave it an ability, as in [gained=Divergent Growth]"),
}
_NEEDS_COUNT = N_("line {line}: {key} needs a value after an equals sign: the number of {kind} "
                  "counters, as in [{kind}=2]")
"""The message for a state word with nothing after its ``=`` sign (any other word counts
counters: _NEEDS_COUNT); the fields are ``line``, ``key`` and ``kind``."""


def parse_board(text: str, *, players: Iterable[str] = ("you", "opponent"),
                played: Iterable[str] = (), cards: CardDatabase | None = None) -> Board:
    """A :class:`~mtgrules.Board` from the notation of this module, one permanent a line.

    ``players`` names the players (each line's player must be one of them); ``played`` lists
    those who played a land this turn (read by River of Tears); ``cards`` is a card database
    to look names up in (the bundled cards by default). A bad line raises
    :class:`~mtgrules.BoardError` (or :class:`~mtgrules.UnknownCardError` for a card name)
    whose message starts with its line number and quotes it:

        >>> parse_board("you: Forest\\nyou Island")
        Traceback (most recent call last):
        ...
        mtgrules.errors.BoardError: line 2: 'you Island' should look like 'you: Forest' or 'opponent: Gemstone Mine [mining=0]'
    """
    if not isinstance(text, str):
        raise BoardError("a board is text, one permanent a line such as 'you: Forest', not {text}",
                         text=excerpt(text))
    if isinstance(played, str):
        raise BoardError("played must be a sequence of player names, not the single string "
                         "{played}", played=excerpt(played))
    board = Board(players=players, cards=cards)
    for player in played:
        board.set(player, played_land_this_turn=True)
    # a line is read with one space between words (BOARD_LINE stays linear), so a player is
    # found by their name read the same way: a name with a run of spaces still reads back
    spaced = {" ".join(p.split()): p for p in reversed(board.players)}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = " ".join(raw.split())
        if not line or line.startswith("#"):
            continue
        match = BOARD_LINE.match(line)
        if match is None:
            raise BoardError("line {number}: {line} should look like 'you: Forest' or 'opponent: "
                             "Gemstone Mine [mining=0]'", number=number, line=excerpt(line))
        player, name = match["player"].strip(), match["name"].strip()
        player = player if player in board.players else spaced.get(player, player)
        if player not in board.players:
            raise BoardError("line {number}: unknown player {player}; the players are {players}",
                             number=number, player=PlayerNames([player]),
                             players=PlayerNames(board.players, quoted=False))
        state = _state(match["state"] or "", number)  # its errors name the line already
        try:
            board.add(name, player, **state)
        except RulesInputError as error:
            raise type(error)(N_("line {number}: {error}"), number=number, error=error) from None
    return board


def _state_text(permanent: Any, state: dict[str, Any], positions: dict[int, int] | None = None) -> str:
    items = ["tapped"] if state.get("tapped") else []
    for kind, count in state.get("counters", {}).items():
        if not _KIND.match(kind) or kind in _WORDS:
            raise BoardError("{permanent}: a counter kind {kind} can't be written in the notation "
                             "(lower-case letters, digits, spaces, _ + / -; not a state word: "
                             "{words})", permanent=permanent, kind=excerpt(kind), words=', '.join(_WORDS))
        items.append(f"{kind}={count}")
    if "chosen_color" in state:
        items.append(f"chosen={state['chosen_color']}")
    if "colors" in state:
        items.append(f"colors={state['colors'] or 'colorless'}")
    if "power" in state:
        items.append(f"power={state['power']}")
    for key in ("renowned", "token"):
        if state.get(key):
            items.append(key)
    if "chosen_name" in state:
        items.append(f"named={state['chosen_name']}")
    if "noted" in state:
        items.append(f"noted={state['noted']}")
    if "exiled" in state:
        items.append(f"exiled={state['exiled'] or 'colorless'}")
    if state.get("drafted"):
        items.append(f"drafted={state['drafted']}")
    for card in state.get("gained", ()):
        items.append(f"gained={card.name}")
    if "attached_to" in state and state["attached_to"] in (positions or {}):
        # the number the permanent will have when the text is read back (a line a permanent)
        items.append(f"on={(positions or {})[state['attached_to']]}")
    return f" [{', '.join(items)}]" if items else ""


def board_text(board: Board) -> str:
    """The notation of ``board``: one line a permanent, in the order they were added, that
    :func:`parse_board` reads back to the same cards, controllers and states.

    The players and who played a land are not part of the text (give them to
    :func:`parse_board`). A player or counter kind the notation can't write (a name with
    ``:``, ``[``, ``,`` or ``=``, a counter kind in capitals) raises
    :class:`~mtgrules.BoardError` naming it.
    """
    if not isinstance(board, Board):
        raise BoardError("expected a Board, got {board}", board=excerpt(board))
    for player in board.players:
        if not _one_line(player) or player.startswith("#") or any(c in player for c in ":[]"):
            raise BoardError("player {player} can't be written in the notation: a name without "
                             "':', '[' or ']', not starting with '#' or a space",
                             player=excerpt(player))
    lines = []
    positions = {h.number: i for i, h in enumerate(board, start=1)}
    for permanent in board:
        name = board.card_of(permanent).name
        if not _one_line(name) or any(c in name for c in "[]"):
            raise BoardError("{permanent}: the card name {name} can't be written in the notation",
                             permanent=permanent, name=excerpt(name))
        lines.append(f"{permanent.controller}: {name}"
                     f"{_state_text(permanent, board.state_of(permanent), positions)}")
    return "\n".join(lines)
