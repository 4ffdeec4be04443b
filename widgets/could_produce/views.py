"""What the could-produce explorer shows, as plain values: notebook 04 (106.5, 106.7,
305.6-305.7, 614).

:func:`view` takes the explorer's controls as plain values (the permanents box's lines, the
players, who played a land this turn, the permanent to explain, the language) and returns a
:class:`BoardView`: the board, what each permanent could produce
(:func:`mtgrules.could_produce`), the explanation of one (:func:`mtgrules.explain`) and the
reference graph's data (:class:`GraphData`). This module turns the learner's text into plain
values and builds the table; :mod:`.graph` draws the graph; no ipywidgets here.

    >>> v = view("you: Forest\\nyou: Exotic Orchard\\nopponent: Exotic Orchard")
    >>> v.answers["Exotic Orchard#2 (you)"], v.selected
    ('G', 'Exotic Orchard#2 (you)')

In Chinese the table and the graph name each permanent as the explanation does
(``异国果园#2（你）``, :func:`mtgrules.board.explain.permanent_text`); the keys of ``answers``
stay the board's labels (``Exotic Orchard#2 (you)``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable, Mapping

import mtgrules as mr
from mtgrules.board import BOARD_LINE, permanent_text
from mtgrules.i18n import Catalog, N_, check_lang
from mtgrules.mana import FILL as MANA_FILL
from mtgrules.mana import MANA_TYPES

from .._common import LOCALE, Table, plain_table

T = Catalog("widgets", LOCALE, context="could_produce")
"""The could-produce explorer's messages in the three languages (``T(message, lang,
**fields)``)."""

TYPES = MANA_TYPES
FILL = MANA_FILL  # cell and node fills: the colors of the mana symbols themselves

TYPE_WORDS = {"W": N_("white"), "U": N_("blue"), "B": N_("black"), "R": N_("red"),
              "G": N_("green"), "C": N_("colorless")}
"""Each type of mana's name (:data:`mtgrules.mana.cost.TYPE_NAMES`), marked for translation."""


def type_name(t: str, lang: str | None = None) -> str:
    """The name of the type of mana ``t`` ("W": white) in ``lang`` (None: the language in use)."""
    return T(TYPE_WORDS[t], lang)


PLAYER_WORDS = {"you": N_("you"), "opponent": N_("opponent")}
"""The default players' names, marked for translation (as the explanations name them)."""


def player_text(name: str, lang: str | None = None) -> str:
    """A player as the explorer shows them in ``lang`` (None: the language in use): the
    default players "you" and "opponent" translated (你, 对手 / 對手), any other name as typed
    (the explanations' rule, :func:`mtgrules.board.explain.permanent_text`)."""
    return T(PLAYER_WORDS[name], lang) if name in PLAYER_WORDS else name


PLAYER_ALIASES = {"你": "you", "对手": "opponent", "對手": "opponent"}
"""The default players as a Chinese explorer writes them (the translations of
:data:`PLAYER_WORDS`), read back as the board's own names: the players box and a board line
may name them either way, and the board, its labels and its answers stay the same."""


def _board_player(name: str) -> str:
    return PLAYER_ALIASES.get(name, name)


_PLAYER_PART = re.compile(r"^(\s*)([^#:：\[\]［］\s][^:：\[\]［］]*+)([:：])")
"""A board line's player, with the space before it and its colon (not in a # comment)."""

STATE_IN = {
    "zh-Hans": {"tapped": "横置", "colors": "颜色", "power": "力量", "chosen": "所选颜色",
                "colorless": "无色"},
    "zh-Hant": {"tapped": "橫置", "colors": "顏色", "power": "力量", "chosen": "所選顏色",
                "colorless": "無色"},
}
"""The notation's state words as the permanents box writes them in each script (the words
:data:`mtgrules.board.notation.STATE_WORDS_ZH` reads; counter kinds stay as the cards name them)."""


def _read_players_back(text: str) -> str:
    """The permanents box's text with each line's player read back as the board's name."""
    return "\n".join(_PLAYER_PART.sub(_player_back, line, count=1) for line in text.split("\n"))


def _player_back(match: re.Match[str]) -> str:
    # the player is matched up to its colon at once (possessive: no backtracking over a long
    # run of spaces); the spaces before the colon are put back as typed
    player = match[2].rstrip()
    return match[1] + _board_player(player) + match[2][len(player):] + match[3]


def _state_in(state: str, lang: str) -> str:
    words = STATE_IN[lang]
    items = []
    for item in (part.strip() for part in re.split(r"[,，、]", state) if part.strip()):
        key, equals, value = item.partition("=")
        key, value = words.get(key.strip(), key.strip()), value.strip()
        items.append(key + equals + words.get(value, value))
    return "，".join(items)


def lines_in(text: str, lang: str | None = None) -> str:
    """Board lines (``you: Forest [tapped]``) as the permanents box shows them in ``lang``:
    in Chinese, ``你：树林 [横置]``, with the default players, the cards' official names in
    that script (the English name where it has none) and the state words translated; a line
    it can't read, a comment or a blank line stays as typed. In English: ``text`` itself.
    Read back, each line is the same permanent (:func:`board_from_text`)."""
    lang = check_lang(lang)
    if lang == "en":
        return text
    out = []
    for line in text.split("\n"):
        match = BOARD_LINE.match(line.strip())
        if match is None or line.strip().startswith("#"):
            out.append(line)
            continue
        player = player_text(_board_player(match["player"].strip()), lang)
        name = match["name"].strip()
        try:
            card = mr.card(name)
        except mr.RulesInputError:
            out.append(line)  # not a card: the board says so when it reads the line
            continue
        state = f" [{_state_in(match['state'], lang)}]" if match["state"] else ""
        out.append(f"{player}：{card.name_in(lang)}{state}")
    return "\n".join(out)


def shown_name(permanent: Any, lang: str | None = None) -> str:
    """A permanent as the explorer shows it in ``lang``: ``Exotic Orchard#2 (you)``, in
    Chinese ``异国果园#2（你）`` (the explanation's
    :func:`mtgrules.board.explain.permanent_text`; the board's label, ``str(permanent)``,
    stays the value the controls hold)."""
    return permanent_text(permanent, check_lang(lang))


def _board_error(template: str, /, **fields: Any) -> mr.BoardError:
    """A BoardError whose message is one of this module's templates: ``str()`` is English,
    ``translated(lang)`` the message in ``lang`` (as a library error's is)."""
    error = mr.BoardError(template, **fields)
    error.translated = lambda lang=None: T(template, lang, **fields)  # type: ignore[method-assign]
    return error

# -- scenarios a learner can load: (players, lines, players who played a land this turn) ----

PRESETS: dict[str, tuple[tuple[str, ...], str, tuple[str, ...]]] = {
    N_("106.7 example: Forest and two Exotic Orchards"): (
        ("you", "opponent"),
        "you: Forest\nyou: Exotic Orchard\nopponent: Exotic Orchard", ()),
    N_("106.7 example: no opposing lands"): (
        ("you", "opponent"), "you: Forest\nyou: Exotic Orchard", ()),
    N_("106.5 Meteor Crater with no colored permanent"): (
        ("you", "opponent"),
        "you: Meteor Crater\nyou: Forest\nopponent: Birds of Paradise", ()),
    N_("Gemstone Mine without counters + Reflecting Pool"): (
        ("you", "opponent"),
        "you: Reflecting Pool\nyou: Gemstone Mine [mining=0]", ()),
    N_("River of Tears + Reflecting Pool (land played)"): (
        ("you", "opponent"), "you: Reflecting Pool\nyou: River of Tears", ("you",)),
    N_("Contamination + Ritual of Subdual"): (
        ("you", "opponent"),
        "you: Forest\nyou: Reflecting Pool\nyou: Ritual of Subdual\nopponent: Contamination", ()),
    N_("Urborg, Tomb of Yawgmoth + Exotic Orchard"): (
        ("you", "opponent"),
        "you: Exotic Orchard\nopponent: Wastes\nopponent: Urborg, Tomb of Yawgmoth", ()),
    N_("Blood Moon + Urborg: dependency (613.8)"): (
        ("you", "opponent"),
        "you: Urborg, Tomb of Yawgmoth\nyou: Island\nyou: Exotic Orchard\nopponent: Blood Moon\n"
        "opponent: Badlands", ()),
    N_("Harbinger of the Seas, then Blood Moon: timestamps (613.7)"): (
        ("you", "opponent"),
        "you: Harbinger of the Seas\nopponent: Blood Moon\nyou: Badlands\nyou: Forest", ()),
    N_("Blood Moon + Chromatic Lantern: layer 6 after layer 4"): (
        ("you", "opponent"),
        "opponent: Blood Moon\nyou: Chromatic Lantern\nyou: Exotic Orchard\nopponent: Badlands", ()),
    N_("Two Reflecting Pools alone"): (
        ("you", "opponent"), "you: Reflecting Pool\nyou: Reflecting Pool", ()),
    N_("Two-level reflection"): (
        ("you", "opponent"),
        "you: Naga Vitalist\nyou: Reflecting Pool\nyou: Exotic Orchard\nopponent: Plateau", ()),
    N_("Three players"): (
        ("ann", "bob", "cy"),
        "ann: Exotic Orchard\nbob: Island\nbob: Harvester Druid\ncy: Mountain\ncy: Exotic Orchard", ()),
}
CUSTOM = N_("(your own board)")
CARD_EXAMPLES = ("Star Compass", "Sylvan Caryatid", "Orzhov Signet", "Gilded Lotus", "Mind Stone",
                 "Elvish Mystic", "Blood Moon", "Prismatic Omen", "Painter's Servant")
"""Real cards the "any card" box offers while typing (none of them in the card picker): any
other real card can be typed too, in English or by its official Chinese name."""
DEFAULT_PRESET = "106.7 example: Forest and two Exotic Orchards"

SYNTAX_HELP = N_(
    "<small>One permanent per line: <code>player: Card name</code>, optionally followed by its "
    "state in brackets, e.g. <code>you: Gemstone Mine [mining=0]</code>, "
    "<code>you: Coldsteel Heart [chosen=R]</code>, <code>you: Viridian Joiner [power=-2]</code>, "
    "<code>you: Meteor Crater [colors=R]</code>, <code>you: Forest [tapped]</code>; an Aura or "
    "Equipment names the permanent it is on by number: <code>you: Abundant Growth [on=1]</code>. "
    "Any other "
    "<code>kind=number</code> is a counter. Lines starting with # are ignored. "
    "<b>Your changes apply when you click outside the box</b> (the players box: press Enter "
    "or click outside it).</small>"
)
"""The help under the permanents box (HTML; shown in the explorer's language)."""

CARD_HELP = N_("<small>Type any real card, by its English or official Chinese name, and press "
               "Enter: it is added for the player chosen under \u201cfor\u201d.</small>")
"""The help beside the "any card" box (HTML; shown in the explorer's language)."""

NOT_A_PERMANENT = N_("{card} is not a permanent card, so it is never on the battlefield (110.4): "
                     "only artifact, battle, creature, enchantment, land and planeswalker cards "
                     "can be added to the board.")
NO_RULES_TEXT = N_("{card} is on the board, but the card data holds no rules text for it, so its "
                   "mana abilities can't be read: what the table shows for it leaves them out.")
UNREAD_ABILITY = N_("{card} is on the board, but some of its mana abilities can't be read from "
                    "its rules text: what the table shows for it leaves them out.")
"""What the "any card" box says of a card that doesn't fit, or whose abilities can't be read."""


# --------------------------------------------------------------------------------------
# Text -> plain values -> mr.Board


def parse_players(text: str) -> tuple[str, ...]:
    """Player names from ``"you, opponent"`` (a Chinese comma "，" or "、" separates them too)."""
    names = tuple(_board_player(p.strip()) for p in re.split(r"[,，、]", str(text)) if p.strip())
    if not names:
        raise _board_error(N_("type the players' names separated by commas, e.g. 'you, "
                              "opponent'"))
    return names


def board_from_text(text: str, players: Iterable[str] = ("you", "opponent"),
                    played_land: Iterable[str] = ()) -> mr.Board:
    """A :class:`mtgrules.Board` from lines like ``you: Gemstone Mine [mining=0]``: the
    library's :func:`mtgrules.parse_board` (``played_land`` lists the players who played a
    land this turn). A line may name the default players as a Chinese explorer writes them
    (你, 对手 / 對手). Bad lines raise :class:`mtgrules.BoardError` naming the line."""
    return mr.parse_board(_read_players_back(text), players=tuple(players),
                          played=tuple(played_land))


# --------------------------------------------------------------------------------------
# Rendering library answers


def _braces(types: str, lang: str | None = None) -> str:
    return "".join("{" + t + "}" for t in types) or T("nothing", lang)


def types_table(board: mr.Board, answers: Mapping[Any, str] | None = None, *,
                uuid: str = "could-produce", caption: str = "",
                lang: str | None = None) -> Table:
    """A table of what each permanent could produce (106.7): one row per permanent, one
    cell per type of mana, filled with that mana's color where it could produce it.
    ``uuid`` names the table in its HTML (``id``); its headings are in ``lang`` (None: the
    language in use)."""
    lang = check_lang(lang)
    answers = mr.could_produce(board) if answers is None else answers
    rows, fills = [], {}
    for r, handle in enumerate(board):
        types = answers[handle]
        rows.append([shown_name(handle, lang), player_text(handle.controller, lang),
                     *("●" if t in types else "" for t in TYPES), _braces(types, lang)])
        for c, t in enumerate(TYPES, start=2):
            fill = f"background-color:{FILL[t]};" if t in types else ""
            fills[(r, c)] = fill + "text-align:center"
    return plain_table([T("permanent", lang), T("controller", lang), *TYPES,
                        T("could produce", lang)], rows, caption,
                       cell_styles=fills, name=uuid)


@dataclass(frozen=True)
class GraphData:
    """Plain data behind the reference graph: nodes (label, controller, types) and edges."""

    players: tuple[str, ...]
    nodes: tuple[tuple[str, str, str], ...]
    edges: tuple[tuple[str, str, str], ...]  # (reader, source, types it can read there)
    highlight: str | None = None
    chain_edges: frozenset = field(default_factory=frozenset)
    handles: tuple[Any, ...] = ()  # the permanents of ``nodes``, in order (names in a language)

    def node_text(self, label: str, lang: str | None = None) -> str:
        """The node ``label``'s permanent as shown in ``lang`` without its controller (the
        column names the controller): ``Exotic Orchard#2``, ``异国果园#2``."""
        lang = check_lang(lang)
        handle = next((h for h in self.handles if str(h) == label), None)
        if handle is None:
            return label.rsplit(" (", 1)[0]
        shown, player = shown_name(handle, lang), player_text(handle.controller, lang)
        for opening, closing in ((" (", ")"), ("（", "）"), ("(", ")")):
            if shown.endswith(opening + player + closing):
                return shown[:-len(opening + player + closing)]
        return shown


def graph_data(board: mr.Board, highlight: Any = None,
               explanations: Mapping[Any, mr.Explanation] | None = None) -> GraphData:
    """The whole board's reference graph, from ``mr.explain`` of every permanent."""
    answers = mr.could_produce(board)
    edges: dict[tuple[str, str], str] = {}
    chain_edges = set()
    for handle in board:
        explanation = explanations[handle] if explanations is not None else mr.explain(board, handle)
        for reader, source, types in explanation.edges:
            edges.setdefault((str(reader), str(source)), types)
        if highlight is not None and str(handle) == str(highlight):
            for chain in explanation.chains.values():
                for step in chain:
                    if step.source is not None:
                        chain_edges.add((str(step.permanent), str(step.source)))
    nodes = tuple((str(h), h.controller, answers[h]) for h in board)
    return GraphData(board.players, nodes, tuple((r, s, t) for (r, s), t in edges.items()),
                     None if highlight is None else str(highlight), frozenset(chain_edges),
                     tuple(board))


def explanation_html(explanation: mr.Explanation, lang: str | None = None) -> str:
    heading = T("Why {permanent}", lang, permanent=permanent_text(explanation.permanent, lang))
    return (f"<b>{escape(heading)}</b>"
            f"<pre style='font-size:12px;line-height:1.35'>{escape(explanation.text(lang))}</pre>")


# --- the view: the explorer's controls as plain values in, what it shows out ----------------

MOST_DRAWN, MOST_EDGES = 24, 60
MOST_PERMANENTS = 500
"""Most permanents the explorer reads: its table, one row each, stays a page the browser
shows at once (100,000 lines drew 47 MB of table)."""
"""Most permanents and arrows the explorer draws as a graph: more would be unreadable and
slow to draw."""


@dataclass(frozen=True)
class BoardView:
    """What one refresh computed (plain Python, kept by the explorer)."""

    board: mr.Board
    answers: dict[str, str]
    selected: str | None
    explanation: mr.Explanation | None
    graph: GraphData | None  # None when the board is too big to draw readably

    def by_handle(self) -> dict[Any, str]:
        """The answers keyed by the board's permanents (as :func:`types_table` takes them)."""
        return {h: self.answers[str(h)] for h in self.board}


def view(cards: str = "you: Forest\nyou: Exotic Orchard\nopponent: Exotic Orchard", *,
         players: str | Iterable[str] = ("you", "opponent"), played_land: Iterable[str] = (),
         selected: str | None = None) -> BoardView:
    """What the could-produce explorer shows for these controls: ``cards`` the permanents
    box's lines (``you: Gemstone Mine [mining=0]``, or as a Chinese explorer writes them),
    ``players`` their names (a list, or the players box's text), ``played_land`` who played a
    land this turn and ``selected`` the permanent to explain, by its label (another or None:
    the first permanent that reads others, else the first). Bad input raises
    :class:`mtgrules.BoardError`; nothing here needs Jupyter.

    The reference graph is left out (``graph`` None) for a board of more than
    :data:`MOST_DRAWN` permanents or :data:`MOST_EDGES` arrows; a board of more than
    :data:`MOST_PERMANENTS` is refused with a BoardError before it is read."""
    names = parse_players(players) if isinstance(players, str) else tuple(players)
    count = sum(1 for line in cards.splitlines()
                if line.strip() and not line.lstrip().startswith("#"))
    if count > MOST_PERMANENTS:  # counted before any line is read
        raise _board_error(N_("the board has {count} permanents, more than the {most} this "
                              "explorer shows: remove some lines"),
                           count=format(count, ","), most=format(MOST_PERMANENTS, ","))
    board = board_from_text(cards, names, played_land)
    answers = mr.could_produce(board)
    labels = {str(h): h for h in board}
    wanted = selected
    if wanted not in labels:
        # start with the first permanent that reads others, the interesting one
        readers = [h for h in board
                   if any(a.reads_could_produce for a in board.card_of(h).printed_mana_abilities)]
        wanted = str((readers or list(board))[0]) if labels else None
    handle = labels.get(wanted) if wanted is not None else None
    graph = None
    if len(board) <= MOST_DRAWN:  # one solve serves every explanation (the board keeps it)
        explanations = {h: mr.explain(board, h) for h in board}
        graph = graph_data(board, handle, explanations)
        if len(graph.edges) > MOST_EDGES:
            graph = None
    return BoardView(board, {str(h): answers[h] for h in board}, wanted,
                     None if handle is None else mr.explain(board, handle), graph)
