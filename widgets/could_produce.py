"""Explorer for notebook 04: what each permanent "could produce" (106.5, 106.7, 305.6-305.7, 614).

A learner types a board, one permanent per line (``you: Forest``, ``opponent: Exotic
Orchard``, ``you: Gemstone Mine [mining=0]``), ticks who played a land this turn, and sees:

* a table of every permanent with one colored cell per type of mana it could produce;
* the explanation chains of one selected permanent (``mr.explain``);
* the reference graph drawn with matplotlib: one column per player, an arrow from a
  permanent to each permanent whose mana it reads, each node filled with the types it could
  produce.

All answers come from :func:`mtgrules.could_produce` and :func:`mtgrules.explain`; this module
only turns text into plain values and draws what they return.

    >>> ex = could_produce_explorer()
    >>> ex.answers["Exotic Orchard#2 (you)"]
    'G'
"""

from __future__ import annotations

import math
import re
import textwrap
from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable, Mapping

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, excerpt, text
from mtgrules.display import FILL as MANA_FILL
from mtgrules.mana import MANA_TYPES, TYPE_NAMES

from ._common import Explorer, Feedback, figure_png, labelled, styled

__all__ = [
    "CouldProduceExplorer",
    "Feedback",
    "board_from_text",
    "check_could_produce_1",
    "check_could_produce_2",
    "check_could_produce_3",
    "could_produce_explorer",
    "reference_graph",
    "types_table",
]

TYPES = MANA_TYPES
FILL = MANA_FILL  # cell and node fills: the colors of the mana symbols themselves

# -- scenarios a learner can load: (players, lines, players who played a land this turn) ----

PRESETS: dict[str, tuple[tuple[str, ...], str, tuple[str, ...]]] = {
    "106.7 example: Forest and two Exotic Orchards": (
        ("you", "opponent"),
        "you: Forest\nyou: Exotic Orchard\nopponent: Exotic Orchard", ()),
    "106.7 example: no opposing lands": (
        ("you", "opponent"), "you: Forest\nyou: Exotic Orchard", ()),
    "106.5 Meteor Crater with no colored permanent": (
        ("you", "opponent"),
        "you: Meteor Crater\nyou: Forest\nopponent: Birds of Paradise", ()),
    "Gemstone Mine without counters + Reflecting Pool": (
        ("you", "opponent"),
        "you: Reflecting Pool\nyou: Gemstone Mine [mining=0]", ()),
    "River of Tears + Reflecting Pool (land played)": (
        ("you", "opponent"), "you: Reflecting Pool\nyou: River of Tears", ("you",)),
    "Contamination + Ritual of Subdual": (
        ("you", "opponent"),
        "you: Forest\nyou: Reflecting Pool\nyou: Ritual of Subdual\nopponent: Contamination", ()),
    "Urborg, Tomb of Yawgmoth + Exotic Orchard": (
        ("you", "opponent"),
        "you: Exotic Orchard\nopponent: Wastes\nopponent: Urborg, Tomb of Yawgmoth", ()),
    "Two Reflecting Pools alone": (
        ("you", "opponent"), "you: Reflecting Pool\nyou: Reflecting Pool", ()),
    "Two-level reflection": (
        ("you", "opponent"),
        "you: Naga Vitalist\nyou: Reflecting Pool\nyou: Exotic Orchard\nopponent: Plateau", ()),
    "Three players": (
        ("ann", "bob", "cy"),
        "ann: Exotic Orchard\nbob: Island\nbob: Harvester Druid\ncy: Mountain\ncy: Exotic Orchard", ()),
}
CUSTOM = "(your own board)"
DEFAULT_PRESET = "106.7 example: Forest and two Exotic Orchards"

SYNTAX_HELP = (
    "<small>One permanent per line: <code>player: Card name</code>, optionally followed by its "
    "state in brackets, e.g. <code>you: Gemstone Mine [mining=0]</code>, "
    "<code>you: Coldsteel Heart [chosen=R]</code>, <code>you: Viridian Joiner [power=-2]</code>, "
    "<code>you: Meteor Crater [colors=R]</code>, <code>you: Forest [tapped]</code>. Any other "
    "<code>kind=number</code> is a counter. Lines starting with # are ignored.</small>"
)


# --------------------------------------------------------------------------------------
# Text -> plain values -> mr.Board


def parse_players(text: str) -> tuple[str, ...]:
    """Player names from ``"you, opponent"``."""
    names = tuple(p.strip() for p in str(text).split(",") if p.strip())
    if not names:
        raise mr.BoardError("type the players' names separated by commas, e.g. 'you, opponent'")
    return names


def board_from_text(text: str, players: Iterable[str] = ("you", "opponent"),
                    played_land: Iterable[str] = ()) -> mr.Board:
    """A :class:`mtgrules.Board` from lines like ``you: Gemstone Mine [mining=0]``: the
    library's :func:`mtgrules.parse_board` (``played_land`` lists the players who played a
    land this turn). Bad lines raise :class:`mtgrules.BoardError` naming the line."""
    return mr.parse_board(text, players=tuple(players), played=tuple(played_land))


# --------------------------------------------------------------------------------------
# Rendering library answers


def _braces(types: str) -> str:
    return "".join("{" + t + "}" for t in types) or "nothing"


def types_table(board: mr.Board, answers: Mapping[Any, str] | None = None, *,
                uuid: str = "could-produce", caption: str = ""):
    """A pandas Styler: one row per permanent, one colored cell per type it could produce."""
    import pandas as pd

    answers = mr.could_produce(board) if answers is None else answers
    rows = []
    for handle in board:
        types = answers[handle]
        rows.append({"permanent": str(handle), "controller": handle.controller,
                     **{t: ("●" if t in types else "") for t in TYPES},
                     "could produce": _braces(types)})
    frame = pd.DataFrame(rows, columns=["permanent", "controller", *TYPES, "could produce"])

    def paint(column):
        return [f"background-color: {FILL[column.name]}; text-align: center" if v else "text-align: center"
                for v in column]

    styler = styled(frame, uuid, caption).hide(axis="index")
    if len(frame):
        styler = styler.apply(paint, subset=list(TYPES))
    return styler


@dataclass(frozen=True)
class GraphData:
    """Plain data behind the reference graph: nodes (label, controller, types) and edges."""

    players: tuple[str, ...]
    nodes: tuple[tuple[str, str, str], ...]
    edges: tuple[tuple[str, str, str], ...]  # (reader, source, types it can read there)
    highlight: str | None = None
    chain_edges: frozenset = field(default_factory=frozenset)


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
                     None if highlight is None else str(highlight), frozenset(chain_edges))


def _draw_node(ax, x: float, y: float, r: float, types: str, bold: bool) -> None:
    from matplotlib.patches import Circle, Wedge

    if types:
        share = 360 / len(types)
        for i, t in enumerate(types):
            ax.add_patch(Wedge((x, y), r, 90 + i * share, 90 + (i + 1) * share,
                               facecolor=FILL[t], edgecolor="white", linewidth=0.8, zorder=3))
        ax.add_patch(Circle((x, y), r, fill=False, edgecolor="black",
                            linewidth=2.6 if bold else 1.0, zorder=4))
    else:
        ax.add_patch(Circle((x, y), r, facecolor="white", edgecolor="black", linestyle="--",
                            linewidth=2.6 if bold else 1.0, zorder=3))


def draw_graph(data: GraphData, title: str | None = None):
    """A matplotlib figure of ``data``: players are columns, arrows point at what is read."""
    import matplotlib.pyplot as plt
    from matplotlib.patches import FancyArrowPatch, Patch

    column = {p: i for i, p in enumerate(data.players)}
    rows: dict[str, int] = {p: 0 for p in data.players}
    where: dict[str, tuple[float, float]] = {}
    for label, controller, _types in data.nodes:
        where[label] = (column[controller] * 3.2, -rows[controller] * 1.8)
        rows[controller] += 1
    depth = max([1, *rows.values()])
    fig, ax = plt.subplots(figsize=(1.2 + 3.0 * len(data.players), 1.6 + 1.25 * depth))
    r = 0.32
    for reader, source, _types in data.edges:
        (x0, y0), (x1, y1) = where[reader], where[source]
        on_chain = (reader, source) in data.chain_edges
        if x0 == x1:
            # within a column, leave and reach the nodes by their side and bow out by the
            # same width, clear of the labels below the nodes: an upward arrow on the
            # right, a downward one on the left, so two-way pairs stay apart
            side = r if y1 > y0 else -r
            start, end = (x0 + side, y0), (x1 + side, y1)
            bend = 2.2 / abs(y1 - y0)  # a quadratic curve bows out half its control offset
        else:
            dx, dy = x1 - x0, y1 - y0
            d = math.hypot(dx, dy)
            start = (x0 + dx / d * r, y0 + dy / d * r)
            end = (x1 - dx / d * (r + 0.04), y1 - dy / d * (r + 0.04))
            bend = 0.15
        ax.add_patch(FancyArrowPatch(
            start, end, arrowstyle="-|>", mutation_scale=14,
            connectionstyle=f"arc3,rad={bend:.3f}",
            color="#222222" if on_chain else "#9a9a9a", linewidth=2.0 if on_chain else 1.1, zorder=6))
    for label, _controller, types in data.nodes:
        x, y = where[label]
        _draw_node(ax, x, y, r, types, label == data.highlight)
        name = "\n".join(textwrap.wrap(label.rsplit(" (", 1)[0], 18))
        ax.text(x, y - r - 0.1, f"{name}\n{_braces(types)}", ha="center", va="top", fontsize=8,
                zorder=5, bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.8, "pad": 1},
                parse_math=False)  # names are shown as typed, "$" included
    ax.set_xlim(-1.7, 3.2 * (len(data.players) - 1) + 1.7)
    ax.set_ylim(-1.8 * (depth - 1) - 1.3, 0.7)
    ax.set_aspect("equal")
    ax.set_xticks([column[p] * 3.2 for p in data.players], list(data.players), parse_math=False)
    ax.set_xlabel("controller (arrow: reads what that permanent could produce)")
    ax.set_yticks([])
    for side in ("left", "right", "top"):
        ax.spines[side].set_visible(False)
    handles = [Patch(facecolor=FILL[t], edgecolor="black", label=TYPE_NAMES[t]) for t in TYPES]
    handles.append(Patch(facecolor="white", edgecolor="black", linestyle="--", label="nothing"))
    ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8,
              title="could produce", title_fontsize=8, frameon=False)
    if title is None:
        making = sum(1 for _l, _c, t in data.nodes if t)
        title = f"{making} of {len(data.nodes)} permanents could produce mana"
    ax.set_title(title, fontsize=10)
    return fig


def reference_graph(board: mr.Board, highlight: Any = None, title: str | None = None):
    """The reference graph of ``board`` as a matplotlib figure (see :func:`draw_graph`)."""
    return draw_graph(graph_data(board, highlight), title)


def explanation_html(explanation: mr.Explanation) -> str:
    return (f"<b>Why {escape(str(explanation.permanent))}</b>"
            f"<pre style='font-size:12px;line-height:1.35'>{escape(str(explanation))}</pre>")


# --------------------------------------------------------------------------------------
# The explorer


@dataclass(frozen=True)
class BoardView:
    """What one refresh computed (plain Python, kept by the explorer)."""

    board: mr.Board
    answers: dict[str, str]
    selected: str | None
    explanation: mr.Explanation | None
    graph: GraphData | None  # None when the board is too big to draw readably


class CouldProduceExplorer(Explorer):
    """Build a board from text, see what each permanent could produce and why (106.7)."""

    title = "Could produce explorer (106.5, 106.7)"

    def __init__(self, cards: str, players: Iterable[str], played_land: Iterable[str],
                 selected: str | None, preset: str) -> None:
        self._quiet = False  # True while the explorer sets its own controls
        self.preset = labelled("scenario", w.Dropdown(options=[CUSTOM, *PRESETS], value=preset),
                               "90px")
        self.preset.layout = w.Layout(width="520px")
        self.players = labelled("players", w.Text(value=", ".join(players),
                                                  placeholder="you, opponent"), "90px")
        self.cards = labelled("permanents", w.Textarea(value=cards, rows=7), "90px")
        self.cards.layout = w.Layout(width="520px")
        self._played: dict[str, w.Checkbox] = {}
        self._initial_played = set(played_land)
        self.played_box = w.HBox()
        self.picker = w.Dropdown(options=[n for n in mr.card_names() if mr.card(n).is_permanent],
                                 value="Exotic Orchard", layout=w.Layout(width="240px"))
        self.picker_player = w.Dropdown(options=[], layout=w.Layout(width="120px"))
        self.add_button = w.Button(description="add to board", icon="plus")
        self.add_button.on_click(lambda _button: self.add_line())
        self.selected = labelled("explain", w.Dropdown(options=[]), "90px")
        self.selected.layout = w.Layout(width="520px")
        self._wanted_selection = selected
        controls = [
            self.preset, self.players, self.cards, w.HTML(SYNTAX_HELP),
            w.HBox([w.HTML("<b>add a card:</b>&nbsp;"), self.picker, w.HTML("&nbsp;for&nbsp;"),
                    self.picker_player, self.add_button]),
            w.HBox([w.HTML("<b>played a land this turn:</b>&nbsp;"), self.played_box]),
            self.selected,
        ]
        super().__init__(controls)
        self.preset.observe(lambda change: self.load_preset(change["new"]), names="value")
        for control in (self.players, self.cards, self.selected):
            control.observe(self._changed, names="value")
        self._sync_players(self._players_or_default())
        self.refresh()

    # -- state the notebook and the tests read ---------------------------------------

    @property
    def board(self) -> mr.Board | None:
        return self.result.board if self.result else None

    @property
    def answers(self) -> dict[str, str]:
        """Permanent label -> types it could produce, from the last good board."""
        return dict(self.result.answers) if self.result else {}

    @property
    def explanation(self) -> mr.Explanation | None:
        return self.result.explanation if self.result else None

    @property
    def figure_data(self) -> GraphData | None:
        return self.result.graph if self.result else None

    @property
    def table(self):
        """The last good answers as a pandas DataFrame (the data of the colored table)."""
        return types_table(self.result.board, _by_handle(self.result)).data if self.result else None

    @property
    def played_land(self) -> tuple[str, ...]:
        """Players ticked as having played a land this turn (among the current players)."""
        try:
            players = parse_players(self.players.value)
        except mr.RulesInputError:
            return ()
        return tuple(p for p in players if p in self._played and self._played[p].value)

    def played_checkbox(self, player: str) -> w.Checkbox:
        """The "played a land this turn" checkbox of ``player``."""
        return self._played[player]

    # -- actions -----------------------------------------------------------------------

    def load_preset(self, name: str) -> None:
        """Fill the controls with a scenario (or keep them for the custom board)."""
        if name not in PRESETS or self._quiet:
            return
        players, lines, played = PRESETS[name]
        self._quiet = True
        try:
            self.players.value = ", ".join(players)
            self.cards.value = lines
            self._sync_players(players)
            for player in players:
                self._played[player].value = player in played
        finally:
            self._quiet = False
        self._wanted_selection = ""  # the scenario's own first reader
        self.refresh()

    def add_line(self) -> None:
        """Append ``player: card`` from the picker to the card list."""
        if self.picker_player.value is None:
            return
        text = self.cards.value.rstrip("\n")
        self.cards.value = (text + "\n" if text else "") + f"{self.picker_player.value}: {self.picker.value}"

    def _changed(self, change) -> None:
        if self._quiet:
            return
        if change["owner"] is not self.selected and self.preset.value != CUSTOM:
            self._quiet = True
            try:
                self.preset.value = CUSTOM  # the learner edited the scenario
            finally:
                self._quiet = False
        self.refresh()

    def _players_or_default(self) -> tuple[str, ...]:
        try:
            return parse_players(self.players.value)
        except mr.RulesInputError:
            return ()

    def _sync_players(self, players: Iterable[str]) -> None:
        """One checkbox per player (kept across edits) and the picker's player list."""
        players = tuple(players)
        for player in players:
            if player not in self._played:
                box = w.Checkbox(value=player in self._initial_played, description=player,
                                 indent=False, layout=w.Layout(width="auto", margin="0 12px 0 0"))
                box.observe(self._changed, names="value")
                self._played[player] = box
        self.played_box.children = tuple(self._played[p] for p in players)
        self._quiet, quiet = True, self._quiet
        try:
            self.picker_player.options = list(players)
        finally:
            self._quiet = quiet

    # -- Explorer ------------------------------------------------------------------------

    def compute(self) -> BoardView:
        players = parse_players(self.players.value)
        self._sync_players(players)
        played = [p for p in players if self._played[p].value]
        board = board_from_text(self.cards.value, players, played)
        answers = mr.could_produce(board)
        labels = {str(h): h for h in board}
        wanted = self._wanted_selection if self._wanted_selection is not None else self.selected.value
        if wanted not in labels:
            # start with the first permanent that reads others, the interesting one
            readers = [h for h in board
                       if any(a.reads_could_produce for a in board.card_of(h).printed_mana_abilities)]
            wanted = str((readers or list(board))[0]) if labels else None
        handle = labels.get(wanted)
        graph = None
        if len(board) <= MOST_DRAWN:  # one solve serves every explanation (the board keeps it)
            explanations = {h: mr.explain(board, h) for h in board}
            graph = graph_data(board, handle, explanations)
            if len(graph.edges) > MOST_EDGES:
                graph = None
        return BoardView(board, {str(h): answers[h] for h in board}, wanted,
                         None if handle is None else mr.explain(board, handle), graph)

    def render(self, result: BoardView) -> list[Any]:
        from IPython.display import HTML

        self._wanted_selection = None
        self._quiet, quiet = True, self._quiet
        try:
            self.selected.options = list(result.answers)
            self.selected.value = result.selected
        finally:
            self._quiet = quiet
        if not result.answers:
            return [HTML("<i>The board is empty: add a permanent, one per line.</i>")]
        shown = [types_table(result.board, _by_handle(result), uuid="could-produce-explorer",
                             caption="What each permanent could produce (106.7)")]
        shown.append(HTML(explanation_html(result.explanation)))
        if result.graph is None:
            shown.append(HTML(f"<i>The graph of who reads whom is drawn for boards of up to "
                              f"{MOST_DRAWN} permanents and {MOST_EDGES} arrows; this one is "
                              "bigger. The table above has every answer.</i>"))
        else:
            shown.append(_graph_png(result.graph))
        return shown


MOST_DRAWN, MOST_EDGES = 24, 60
"""Most permanents and arrows the explorer draws as a graph: more would be unreadable and
slow to draw."""

_PNG_CACHE: dict[GraphData, Any] = {}


def _graph_png(data: GraphData) -> Any:
    """The PNG of a graph, remembered: drawing is the slow part of a refresh."""
    if data not in _PNG_CACHE:
        if len(_PNG_CACHE) > 64:
            _PNG_CACHE.clear()
        _PNG_CACHE[data] = figure_png(draw_graph(data))
    return _PNG_CACHE[data]


def _by_handle(result: BoardView) -> dict[Any, str]:
    return {h: result.answers[str(h)] for h in result.board}


def could_produce_explorer(cards: str | None = None, *,
                           players: Iterable[str] = ("you", "opponent"),
                           played_land: Iterable[str] = (),
                           selected: str | None = None,
                           preset: str | None = None) -> CouldProduceExplorer:
    """An explorer of "could produce" (106.7), starting from a board.

    ``cards`` is the card list, one ``player: Card name [state]`` per line (default: the
    106.7 example, or the lines of ``preset``); ``players`` the player names; ``played_land``
    the players who played a land this turn; ``selected`` the permanent to explain, by label
    (e.g. ``"Exotic Orchard#2 (you)"``); ``preset`` one of the scenario names in ``PRESETS``.
    Controls: ``.preset``, ``.players``, ``.cards``, ``.selected``, ``.played_checkbox(p)``,
    ``.picker``/``.picker_player``/``.add_button``. State: ``.answers``, ``.table``,
    ``.explanation``, ``.figure_data``, ``.board``, ``.message``.
    """
    if preset is not None:
        choice(preset, "preset", PRESETS)
    if cards is not None:
        text(cards, "cards", error=mr.BoardError, example="you: Forest")
    players = _names(players, "players")
    played_land = _names(played_land, "played_land", (list, tuple, set, frozenset))
    if selected is not None:
        text(selected, "selected", error=mr.BoardError, example="Exotic Orchard#2 (you)")
    if cards is None:
        name = preset or DEFAULT_PRESET
        players, cards, preset_played = PRESETS[name]
        played_land = tuple(played_land) or preset_played
        preset = name
    return CouldProduceExplorer(cards, players, played_land, selected, preset or CUSTOM)


def _names(names: Any, what: str, kinds: tuple[type, ...] = (list, tuple)) -> tuple[str, ...]:
    """Player names given as a list or tuple of strings (one string alone is refused: its
    letters would become the players)."""
    if not isinstance(names, kinds):
        raise mr.BoardError(f"{what}={excerpt(names)}: expected a list of player names such "
                            "as ['you', 'opponent']")
    for name in names:
        text(name, f"a name in {what}", error=mr.BoardError, example="you")
    return tuple(names)


# --------------------------------------------------------------------------------------
# Exercises


def _normalize(answer: Any) -> str | None:
    """``"{U}{C}"``, ``"cu"``, ``["U", "C"]`` -> ``"UC"``; ``"nothing"`` -> ``""``; None if unreadable."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        answer = "".join(str(a) for a in answer)
    if not isinstance(answer, str):
        return None
    text = answer.strip().lower()
    if text in ("", "nothing", "none", "no mana"):
        return ""
    letters = re.sub(r"[\s{},]", "", text).upper()
    if not letters or any(c not in TYPES for c in letters):
        return None
    return "".join(t for t in TYPES if t in letters)


@dataclass(frozen=True)
class _Exercise:
    lines: str
    played: tuple[str, ...]
    asked: str  # the permanent's label
    hint: str


EXERCISES = {
    1: _Exercise("you: Island\nyou: Exotic Orchard\nopponent: Reflecting Pool\n"
                 "opponent: Exotic Orchard\nopponent: Wastes", (),
                 "Reflecting Pool#3 (opponent)",
                 "Reflecting Pool asks for types (colorless included), Exotic Orchard for colors only."),
    2: _Exercise("you: Reflecting Pool\nyou: River of Tears\nyou: Fellwar Stone\n"
                 "opponent: Exotic Orchard", ("you",),
                 "Exotic Orchard#4 (opponent)",
                 "River of Tears reads whether you played a land; Fellwar Stone is an artifact, not a land."),
    3: _Exercise("you: Naga Vitalist\nyou: Forest\nyou: Ritual of Subdual\nopponent: Contamination", (),
                 "Naga Vitalist#1 (you)",
                 "Both enchantments replace mana of lands tapped for mana, in any order; "
                 "Naga Vitalist is a creature."),
}


def exercise_board(number: int) -> tuple[mr.Board, Any]:
    """The board of exercise ``number`` and the handle of the permanent asked about."""
    ex = EXERCISES[number]
    board = board_from_text(ex.lines, ("you", "opponent"), ex.played)
    return board, next(h for h in board if str(h) == ex.asked)


def _check(number: int, answer: Any) -> Feedback:
    if answer is None:
        return Feedback(None, "Replace None with the types as a string of letters, e.g. \"WU\" or \"nothing\".")
    given = _normalize(answer)
    if given is None:
        return Feedback(False, f"{answer!r} is not a set of mana letters W, U, B, R, G, C "
                               "(write e.g. \"UC\", \"{U}{C}\" or \"nothing\").")
    board, handle = exercise_board(number)
    explanation = mr.explain(board, handle)
    right = explanation.types
    if given == right:
        return Feedback(True, str(explanation))
    missing = "".join(t for t in right if t not in given)
    extra = "".join(t for t in given if t not in right)
    parts = []
    if extra:
        parts.append(f"{handle} could not produce {_braces(extra)}")
    if missing:
        parts.append(f"you left out {_braces(missing)}")
    return Feedback(False, f"You said {_braces(given)}, but {' and '.join(parts)}. "
                           f"Hint: {EXERCISES[number].hint}")


def check_could_produce_1(answer: Any) -> Feedback:
    """Exercise 1: what could the opponent's Reflecting Pool produce (106.1b, 106.7)?"""
    return _check(1, answer)


def check_could_produce_2(answer: Any) -> Feedback:
    """Exercise 2: what could the opponent's Exotic Orchard produce (106.7, River of Tears)?"""
    return _check(2, answer)


def check_could_produce_3(answer: Any) -> Feedback:
    """Exercise 3: what could Naga Vitalist produce (106.7, 106.12b, 616.1)?"""
    return _check(3, answer)
