"""Explorer for notebook 04: what each permanent "could produce" (106.5, 106.7, 305.6-305.7, 614).

A learner types a board, one permanent per line (``you: Forest``, ``opponent: Exotic
Orchard``, ``you: Gemstone Mine [mining=0]``), or adds cards to it (the notebook's cards from a
picker, or any real card typed in English or Chinese), ticks who played a land this turn, and
sees:

* a table of every permanent with one colored cell per type of mana it could produce;
* the explanation chains of one selected permanent (``mr.explain``);
* the reference graph drawn as SVG (:func:`graph_chart`): one column per player, an arrow
  from a permanent to each permanent whose mana it reads, each node filled with the types it
  could produce. :func:`reference_graph` draws the same graph with matplotlib for a
  notebook's static figure; the explorer itself needs no matplotlib or pandas.

All answers come from :func:`mtgrules.could_produce` and :func:`mtgrules.explain`; this module
only turns text into plain values and draws what they return. In Chinese the table, the
dropdowns and the graph name each permanent as the explanation does (``异国果园#2（你）``,
:func:`mtgrules.board.explain.permanent_text`); the values the controls hold and the keys of
``answers`` stay the board's labels (``Exotic Orchard#2 (you)``).

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
from mtgrules.i18n import Catalog, N_, check_lang
from mtgrules.board import BOARD_LINE, permanent_text
from mtgrules.mana import FILL as MANA_FILL
from mtgrules.mana import MANA_TYPES, TYPE_NAMES

from ._charts import Canvas, Chart, text_width
from ._common import (COMMON, LOCALE, Explorer, Feedback, Table, card_in, card_search, find_card,
                      labelled, official_name, plain_table)
from .exercises import Exercise, Exercises

T = Catalog("widgets", LOCALE, context="could_produce")
"""This module's messages (gettext domain ``could_produce``)."""

__all__ = [
    "CouldProduceExplorer",
    "Feedback",
    "board_from_text",
    "could_produce_explorer",
    "exercises",
    "reference_graph",
    "types_table",
]

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


_PLAYER_PART = re.compile(r"^(\s*)([^#:：\[\]［］\s][^:：\[\]［］]*?)(\s*[:：])")
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
    return "\n".join(_PLAYER_PART.sub(lambda m: m[1] + _board_player(m[2]) + m[3], line, count=1)
                     for line in text.split("\n"))


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
        out.append(f"{player}：{official_name(card.name, lang) or card.name}{state}")
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
                 "Elvish Mystic")
"""Real cards the "any card" box offers while typing (none of them in the card picker): any
other real card can be typed too, in English or by its official Chinese name."""
DEFAULT_PRESET = "106.7 example: Forest and two Exotic Orchards"

SYNTAX_HELP = N_(
    "<small>One permanent per line: <code>player: Card name</code>, optionally followed by its "
    "state in brackets, e.g. <code>you: Gemstone Mine [mining=0]</code>, "
    "<code>you: Coldsteel Heart [chosen=R]</code>, <code>you: Viridian Joiner [power=-2]</code>, "
    "<code>you: Meteor Crater [colors=R]</code>, <code>you: Forest [tapped]</code>. Any other "
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


def draw_graph(data: GraphData, title: str | None = None, lang: str | None = None):
    """A matplotlib figure of ``data``: players are columns, arrows point at what is read;
    its words in ``lang`` (None: the language in use)."""
    import matplotlib.pyplot as plt
    from matplotlib.patches import FancyArrowPatch, Patch

    lang = check_lang(lang)
    family = _font_family(lang)
    font = {"fontfamily": family} if family else {}
    where, depth = _layout(data)
    fig, ax = plt.subplots(figsize=(1.2 + 3.0 * len(data.players), 1.6 + 1.25 * depth))
    r = NODE_RADIUS
    for reader, source, start, end, bend in _arrows(data, where):
        on_chain = (reader, source) in data.chain_edges
        ax.add_patch(FancyArrowPatch(
            start, end, arrowstyle="-|>", mutation_scale=14,
            connectionstyle=f"arc3,rad={bend:.3f}",
            color="#222222" if on_chain else "#9a9a9a", linewidth=2.0 if on_chain else 1.1, zorder=6))
    for label, _controller, types in data.nodes:
        x, y = where[label]
        _draw_node(ax, x, y, r, types, label == data.highlight)
        name = "\n".join(_name_lines(data.node_text(label, lang)))
        ax.text(x, y - r - 0.1, name + "\n" + _braces(types, lang), ha="center", va="top", fontsize=8,
                zorder=5, bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.8, "pad": 1},
                parse_math=False, **font)  # names are shown as typed, "$" included
    ax.set_xlim(-1.7, 3.2 * (len(data.players) - 1) + 1.7)
    ax.set_ylim(-1.8 * (depth - 1) - 1.3, 0.7)
    ax.set_aspect("equal")
    ax.set_xticks([3.2 * k for k in range(len(data.players))],
                  [player_text(p, lang) for p in data.players],
                  parse_math=False, **font)
    ax.set_xlabel(T(GRAPH_X_LABEL, lang), **font)
    ax.set_yticks([])
    for side in ("left", "right", "top"):
        ax.spines[side].set_visible(False)
    handles = [Patch(facecolor=FILL[t], edgecolor="black", label=type_name(t, lang))
               for t in TYPES]
    handles.append(Patch(facecolor="white", edgecolor="black", linestyle="--",
                         label=T("nothing", lang)))
    legend_font = {"prop": {"family": family, "size": 8},
                   "title_fontproperties": {"family": family, "size": 8}} if family else {
                   "fontsize": 8, "title_fontsize": 8}
    ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0),
              title=T("could produce", lang), frameon=False, **legend_font)
    ax.set_title(title or _graph_title(data, lang), fontsize=10, **font)
    return fig


_FONTS = {
    # fonts with Chinese characters a figure may use, in order of preference
    "zh-Hans": ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
                "Microsoft YaHei", "PingFang SC", "SimHei"),
    "zh-Hant": ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei",
                "PingFang TC", "Noto Sans CJK SC"),
}
_SYSTEM_FONTS_ADDED = False


def _font_family(lang: str) -> list[str] | None:
    """The font families for a matplotlib figure in ``lang``: a font that has the script's
    characters, if one is installed, before matplotlib's own; None: matplotlib's default
    (English, or no such font). A font installed on the system that matplotlib's font list
    lacks (a list made before the font was installed) is added to it for this session."""
    global _SYSTEM_FONTS_ADDED
    if lang not in _FONTS:
        return None
    from matplotlib import font_manager

    installed = {font.name for font in font_manager.fontManager.ttflist}
    if not installed.intersection(_FONTS[lang]) and not _SYSTEM_FONTS_ADDED:
        _SYSTEM_FONTS_ADDED = True
        for path in font_manager.findSystemFonts():
            name = path.rsplit("/", 1)[-1].lower()
            if any(key in name for key in ("cjk", "sourcehan", "wqy", "msyh", "msjh", "pingfang",
                                           "simhei")):
                try:
                    font_manager.fontManager.addfont(path)
                except (OSError, RuntimeError, ValueError):
                    continue
        installed = {font.name for font in font_manager.fontManager.ttflist}
    found = [name for name in _FONTS[lang] if name in installed]
    return [*found, "DejaVu Sans"] if found else None


NODE_RADIUS = 0.32
"""A node's radius in the graph's units (3.2 between players' columns, 1.8 between rows)."""

GRAPH_X_LABEL = N_("controller (arrow: reads what that permanent could produce)")


def _graph_title(data: GraphData, lang: str | None = None) -> str:
    making = sum(1 for _l, _c, t in data.nodes if t)
    return T("{making} of {count} permanents could produce mana", lang, making=making,
             count=len(data.nodes))


def _name_lines(name: str) -> list[str]:
    """A node's name (without the controller) in lines of at most 18 characters, or 9 of
    Chinese characters (each is about twice as wide)."""
    width = 9 if re.search(r"[\u2e80-\u9fff]", name) else 18
    return textwrap.wrap(name, width) or [name]


def _layout(data: GraphData) -> tuple[dict[str, tuple[float, float]], int]:
    """Where each node stands (one column per player, top down in board order, in the
    graph's units, y up) and the most nodes in a column."""
    column = {p: i for i, p in enumerate(data.players)}
    rows: dict[str, int] = {p: 0 for p in data.players}
    where: dict[str, tuple[float, float]] = {}
    for label, controller, _types in data.nodes:
        where[label] = (column[controller] * 3.2, -rows[controller] * 1.8)
        rows[controller] += 1
    return where, max([1, *rows.values()])


def _arrows(data: GraphData, where: Mapping[str, tuple[float, float]]
            ) -> Iterable[tuple[str, str, tuple[float, float], tuple[float, float], float]]:
    """Each arrow: reader, source, start, end and bend (matplotlib's arc3 ``rad``)."""
    r = NODE_RADIUS
    for reader, source, _types in data.edges:
        (x0, y0), (x1, y1) = where[reader], where[source]
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
        yield reader, source, start, end, bend


UNIT = 62.0
"""Pixels per unit of the graph's layout in the SVG."""


def graph_chart(data: GraphData, title: str | None = None, lang: str | None = None) -> Chart:
    """The reference graph as SVG (what the explorer draws): players are columns, arrows
    point at what is read (106.7), each node filled with the types it could produce, the
    selected permanent's chains drawn dark; its words in ``lang`` (None: the language in
    use)."""
    lang = check_lang(lang)
    where, depth = _layout(data)
    title = title or _graph_title(data, lang)
    legend_width = 130.0
    plot_width = (3.2 * (len(data.players) - 1) + 3.4) * UNIT
    canvas = Canvas(max(plot_width + legend_width + 20, 420))
    top = canvas.title_lines(title, 4) + 10
    left = 10 + 1.7 * UNIT

    def px(x: float, y: float) -> tuple[float, float]:
        return left + x * UNIT, top + (0.7 - y) * UNIT

    r = NODE_RADIUS * UNIT
    for reader, source, start, end, bend in _arrows(data, where):
        on_chain = (reader, source) in data.chain_edges
        (sx, sy), (ex, ey) = px(*start), px(*end)
        # arc3: the control point is off the middle by ``bend`` times the span, turned
        # right (seen with y up, as matplotlib draws it; the SVG's y points down)
        cx, cy = (sx + ex) / 2 - bend * (ey - sy), (sy + ey) / 2 + bend * (ex - sx)
        color = "#222222" if on_chain else "#9a9a9a"
        ux, uy = ex - cx, ey - cy
        length = math.hypot(ux, uy) or 1.0
        ux, uy = ux / length, uy / length
        base = (ex - 11 * ux, ey - 11 * uy)
        canvas.path(f"M{sx:.1f},{sy:.1f}Q{cx:.1f},{cy:.1f} {base[0]:.1f},{base[1]:.1f}",
                    color=color, width=2.0 if on_chain else 1.2)
        canvas.polygon([(ex, ey), (base[0] - 4.5 * uy, base[1] + 4.5 * ux),
                        (base[0] + 4.5 * uy, base[1] - 4.5 * ux)], fill=color)
    for label, _controller, types in data.nodes:
        x, y = px(*where[label])
        bold = label == data.highlight
        _svg_node(canvas, x, y, r, types, bold)
        lines = [*_name_lines(data.node_text(label, lang)), _braces(types, lang)]
        for k, line in enumerate(lines):
            canvas.text(x, y + r + 14 + 13 * k, line, size=11, anchor="middle", halo=True,
                        weight="bold" if bold and k < len(lines) - 1 else "normal")
    bottom = top + (0.7 + 1.8 * (depth - 1) + 1.3) * UNIT
    canvas.line(10, bottom, 10 + plot_width, bottom, color="#222222")
    for k, player in enumerate(data.players):
        x, _ = px(3.2 * k, 0)
        canvas.line(x, bottom, x, bottom + 4, color="#222222")
        canvas.text(x, bottom + 18, player_text(player, lang), size=12, anchor="middle")
    canvas.text(10 + plot_width / 2, bottom + 38, T(GRAPH_X_LABEL, lang), size=12,
                anchor="middle")
    lx, ly = 10 + plot_width + 10, top + 4
    canvas.text(lx, ly, T("could produce", lang), size=11, weight="bold")
    for k, t in enumerate(TYPES):
        canvas.rect(lx, ly + 8 + 18 * k, 14, 12, fill=FILL[t], stroke="#222222")
        canvas.text(lx + 20, ly + 18 + 18 * k, type_name(t, lang), size=11)
    k = len(TYPES)
    canvas.circle(lx + 7, ly + 14 + 18 * k, 6, fill="white", stroke="#222222", dash="3 2")
    canvas.text(lx + 20, ly + 18 + 18 * k, T("nothing", lang), size=11)
    canvas.height = bottom + 50
    return canvas.chart(title)


def _svg_node(canvas: Canvas, x: float, y: float, r: float, types: str, bold: bool) -> None:
    """A node: a pie of the colors of the types it could produce, or a dashed empty circle."""
    width = 2.6 if bold else 1.0
    if not types:
        canvas.circle(x, y, r, fill="white", stroke="#222222", width=width, dash="4 3")
        return
    if len(types) == 1:
        canvas.circle(x, y, r, fill=FILL[types], stroke="none")
    else:
        share = 2 * math.pi / len(types)
        for i, t in enumerate(types):
            a0, a1 = math.pi / 2 + i * share, math.pi / 2 + (i + 1) * share
            x0, y0 = x + r * math.cos(a0), y - r * math.sin(a0)
            x1, y1 = x + r * math.cos(a1), y - r * math.sin(a1)
            canvas.path(f"M{x:.1f},{y:.1f}L{x0:.1f},{y0:.1f}A{r:.1f},{r:.1f} 0 0 0 "
                        f"{x1:.1f},{y1:.1f}Z", fill=FILL[t], color="white", width=0.8)
    canvas.circle(x, y, r, fill="none", stroke="#222222", width=width)


def reference_graph(board: mr.Board, highlight: Any = None, title: str | None = None,
                    lang: str | None = None):
    """The reference graph of ``board`` as a matplotlib figure (see :func:`draw_graph`), its
    words in ``lang`` (None: the language in use)."""
    return draw_graph(graph_data(board, highlight), title, lang)


def explanation_html(explanation: mr.Explanation, lang: str | None = None) -> str:
    heading = T("Why {permanent}", lang, permanent=permanent_text(explanation.permanent, lang))
    return (f"<b>{escape(heading)}</b>"
            f"<pre style='font-size:12px;line-height:1.35'>{escape(explanation.text(lang))}</pre>")


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

    title = N_("Could produce explorer (106.5, 106.7)")
    catalog = T

    def __init__(self, cards: str, players: Iterable[str], played_land: Iterable[str],
                 selected: str | None, preset: str, lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        self.title = self.tr(type(self).title)
        self._quiet = False  # True while the explorer sets its own controls
        self.preset = labelled(self.tr("scenario"), w.Dropdown(
            options=[(self.tr(name), name) for name in (CUSTOM, *PRESETS)], value=preset),
            "90px")
        self.players = labelled(self.tr("players"), w.Text(
            value=self._players_text(players), placeholder=self.tr("names, separated by commas")),
            "90px")
        self.cards = labelled(self.tr("permanents"),
                              w.Textarea(value=lines_in(cards, self.lang), rows=7), "90px")
        self.cards.layout = w.Layout(width="min(560px, 100%)")
        self._played: dict[str, w.Checkbox] = {}
        self._initial_played = set(played_land)
        self.played_box = w.HBox()
        self.picker = labelled(self.tr("add a card"), w.Dropdown(
            options=_picker_options(self.lang), value="Exotic Orchard"), "90px")
        self.picker_player = labelled(self.tr("for"), w.Dropdown(options=list(players)), "30px")
        self.add_button = w.Button(description=self.tr("add to board"), icon="plus",
                                   layout=w.Layout(width="auto"))
        self.add_button.on_click(lambda _button: self.add_line())
        self.card_box = labelled(self.tr("any card"), card_search(
            self.lang, CARD_EXAMPLES, width="390px"), "90px")
        self.card_box.layout.max_width = "100%"
        self.card_box.observe(lambda change: self.add_typed(), names="value")
        self.selected = labelled(self.tr("explain"), w.Dropdown(options=[]), "90px")
        self._wanted_selection = selected
        played_label = "<b>" + escape(self.tr("played a land this turn:")) + "</b>&nbsp;"
        controls = [
            self.preset, self.players, self.cards, w.HTML(self.tr(SYNTAX_HELP)),
            w.HBox([self.picker, self.picker_player, self.add_button]),
            w.HBox([self.card_box, w.HTML(self.tr(CARD_HELP))]),
            w.HBox([w.HTML(played_label), self.played_box]),
            self.selected,
        ]
        super().__init__(controls, lang=self.lang)
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
        """The last good answers as a pandas DataFrame (the data of the colored table, its
        headings in the explorer's language)."""
        if not self.result:
            return None
        return types_table(self.result.board, _by_handle(self.result), lang=self.lang).frame()

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
            self.players.value = self._players_text(players)
            self.cards.value = lines_in(lines, self.lang)
            self._sync_players(players)
            for player in players:
                self._played[player].value = player in played
        finally:
            self._quiet = False
        self._wanted_selection = ""  # the scenario's own first reader
        self.refresh()

    def add_line(self) -> None:
        """Append ``player: card`` from the picker to the card list (or say why not)."""
        if self.picker_player.value is None:
            self.show_message(self.tr("Type the players' names first (in the players box), "
                                      "then choose under \u201cfor\u201d who gets the card."))
            return
        self._append(self.picker_player.value, self.picker.value)

    def add_typed(self) -> None:
        """Add the card typed in the "any card" box for the player chosen under "for", as the
        add button adds the picker's card; a name that is no card, a card that is not a
        permanent card, or no player to give it to is said in place and the board is kept.
        A card whose mana abilities can't be read is added, and that is said in place."""
        typed = self.card_box.value.strip()
        if self._quiet or not typed:
            return
        try:
            card = find_card(typed)
        except mr.RulesInputError as error:
            self.show_message(error.translated(self.lang))  # close names, in the typed script
            return
        shown = card_in(card.name, self.lang)
        if not card.is_permanent:
            self.show_message(self.tr(NOT_A_PERMANENT, card=shown))
            return
        if self.picker_player.value is None:
            self.add_line()  # says who is missing
            return
        self._append(self.picker_player.value, card.name)
        if not card.abilities_known and not self.message:
            self.show_message(self.tr(UNREAD_ABILITY if card.rules_text else NO_RULES_TEXT,
                                      card=shown))
        self._quiet = True
        try:
            self.card_box.value = ""  # ready for the next card (the same one again too)
        finally:
            self._quiet = False

    def _append(self, player: str, name: str) -> None:
        """Append the line ``player: name`` to the permanents box, in the explorer's language
        (the board refreshes)."""
        text = self.cards.value.rstrip("\n")
        self.cards.value = (text + "\n" if text else "") + lines_in(f"{player}: {name}",
                                                                      self.lang)

    def _players_text(self, players: Iterable[str]) -> str:
        """The players box's text: the names, the default players in the explorer's language."""
        return ("，" if self.lang != "en" else ", ").join(player_text(p, self.lang) for p in players)

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
                box = w.Checkbox(value=player in self._initial_played,
                                 description=player_text(player, self.lang),
                                 indent=False, layout=w.Layout(width="auto", margin="0 12px 0 0"))
                box.observe(self._changed, names="value")
                self._played[player] = box
        self.played_box.children = tuple(self._played[p] for p in players)
        self._quiet, quiet = True, self._quiet
        try:
            # (label, value) where the player's name is translated (you: 你), the value the
            # name on the board
            options = _options([(player_text(p, self.lang), p) for p in players])
            if list(self.picker_player.options) != options:
                chosen = self.picker_player.value
                self.picker_player.options = options
                # the same player if still there, else the first: the button always works
                self.picker_player.value = (chosen if chosen in players
                                            else players[0] if players else None)
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
            # labels in the explorer's language, values the board's labels
            self.selected.options = _options([(shown_name(h, self.lang), str(h))
                                              for h in result.board])
            self.selected.value = result.selected
        finally:
            self._quiet = quiet
        if not result.answers:
            return [HTML("<i>" + escape(self.tr("The board is empty: add a permanent, one per "
                                                "line.")) + "</i>")]
        shown = [types_table(result.board, _by_handle(result), uuid="could-produce-explorer",
                             caption=self.tr("What each permanent could produce (106.7)"),
                             lang=self.lang)]
        shown.append(HTML(explanation_html(result.explanation, self.lang)))
        if result.graph is None:
            shown.append(HTML("<i>" + escape(self.tr(
                "The graph of who reads whom is drawn for boards of up to {permanents} "
                "permanents and {arrows} arrows; this one is bigger. The table above has every "
                "answer.", permanents=MOST_DRAWN, arrows=MOST_EDGES)) + "</i>"))
        else:
            shown.append(graph_chart(result.graph, lang=self.lang))
        return shown


MOST_DRAWN, MOST_EDGES = 24, 60
"""Most permanents and arrows the explorer draws as a graph: more would be unreadable and
slow to draw."""


def _options(pairs: list[tuple[str, str]]) -> list[Any]:
    """A dropdown's options from (label, value) pairs: the values alone when every label is
    its value (English), else the pairs (ipywidgets reads a list as all pairs or all values)."""
    if all(label == value for label, value in pairs):
        return [value for _label, value in pairs]
    return list(pairs)


def _by_handle(result: BoardView) -> dict[Any, str]:
    return {h: result.answers[str(h)] for h in result.board}


_PICKER: dict[str, list[tuple[str, str]]] = {}


def _picker_options(lang: str) -> list[tuple[str, str]]:
    """The card picker's options: (label, card name) for every permanent card; in Chinese
    the label is the card's official name in that script with the English name after it
    (the English name is what goes into the board)."""
    if lang not in _PICKER:
        options = []
        for name in mr.card_names():
            card = mr.card(name)
            if not card.is_permanent:
                continue
            local = {"zh-Hans": card.zh_hans, "zh-Hant": card.zh_hant}.get(lang)
            options.append((T("{local} ({name})", lang, local=local, name=name)
                            if local else name, name))
        _PICKER[lang] = options
    return list(_PICKER[lang])


def could_produce_explorer(cards: str | None = None, *,
                           players: Iterable[str] = ("you", "opponent"),
                           played_land: Iterable[str] = (),
                           selected: str | None = None,
                           preset: str | None = None,
                           lang: str | None = None) -> CouldProduceExplorer:
    """An explorer of "could produce" (106.7), starting from a board.

    ``cards`` is the card list, one ``player: Card name [state]`` per line (default: the
    106.7 example, or the lines of ``preset``); ``players`` the player names; ``played_land``
    the players who played a land this turn; ``selected`` the permanent to explain, by label
    (e.g. ``"Exotic Orchard#2 (you)"``); ``preset`` one of the scenario names in ``PRESETS``.
    Controls: ``.preset``, ``.players``, ``.cards``, ``.selected``, ``.played_checkbox(p)``,
    ``.picker``/``.picker_player``/``.add_button``, and ``.card_box``, where any real card typed
    by its English or official Chinese name is added for the player under "for" when Enter
    is pressed. State: ``.answers``, ``.table``,
    ``.explanation``, ``.figure_data``, ``.board``, ``.message``. ``lang`` is the language of
    its labels and messages ("en", "zh-Hans", "zh-Hant"; None: the language in use); in
    Chinese the permanents and the players "you" and "opponent" are shown in that script
    (``.selected`` and ``.picker_player`` keep the board's names as their values).
    """
    lang = check_lang(lang)
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
    return CouldProduceExplorer(cards, players, played_land, selected, preset or CUSTOM, lang)


def _names(names: Any, what: str, kinds: tuple[type, ...] = (list, tuple)) -> tuple[str, ...]:
    """Player names given as a list or tuple of strings (one string alone is refused: its
    letters would become the players)."""
    if not isinstance(names, kinds):
        raise _board_error(N_("{what}={value}: expected a list of player names such as "
                              "['you', 'opponent']"), what=what, value=excerpt(names))
    for name in names:
        text(name, f"a name in {what}", error=mr.BoardError, example="you")
    return tuple(names)


# --------------------------------------------------------------------------------------
# Exercises: what one permanent of a board could produce (106.7)

_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
          "colorless": "C", "colourless": "C"}
_NONE = ("nothing", "none", "no mana", "no mana at all", "no type", "no types", "0")
_NO_MANA = N_("no mana at all")
"""The answer key's words for "could produce nothing" (106.5, 106.7), shown in the language in
use."""

_ZH_WORDS = {"白": "W", "白色": "W", "蓝": "U", "蓝色": "U", "藍": "U", "藍色": "U",
             "黑": "B", "黑色": "B", "红": "R", "红色": "R", "紅": "R", "紅色": "R",
             "绿": "G", "绿色": "G", "綠": "G", "綠色": "G", "无色": "C", "無色": "C"}
"""The types of mana named in Simplified or Traditional Chinese."""
_ZH_FILLER = ("法术力", "法術力", "的")
"""Words a Chinese answer may add around a type (“蓝色法术力”)."""
_ZH_NONE = ("无", "無", "没有", "沒有", "没", "沒", "没有法术力", "沒有法術力", "完全没有法术力",
            "完全沒有法術力", "无法术力", "無法術力", "什么都没有", "什麼都沒有", "什么也没有",
            "什麼也沒有", "什么都不产生", "什麼都不產生", "不产生法术力", "不產生法術力",
            "不能产生法术力", "不能產生法術力", "不产生任何法术力", "不產生任何法術力")
"""Chinese answers that say “no mana at all”."""
_ZH_SEPARATORS = re.compile(r"[\s,;/+&、，；和与與及跟或]+")


def _normalize(answer: Any) -> str | None:
    """The types an answer names, in WUBRGC order: ``"{U}{C}"``, ``"cu"``, ``["U", "C"]``,
    ``"blue, colorless"`` -> ``"UC"``; ``"nothing"`` -> ``""``; None if unreadable.

    >>> _normalize("{C}{U}"), _normalize(("u", "c")), _normalize("Blue and colorless")
    ('UC', 'UC', 'UC')
    >>> _normalize("no mana at all"), _normalize("purple")
    ('', None)
    """
    if isinstance(answer, (list, tuple, set, frozenset)):
        if not all(isinstance(a, str) for a in answer):
            return None
        answer = " ".join(answer)
    if not isinstance(answer, str):
        return None
    text = answer.strip().lower().strip(".!。！")
    if text in _NONE or text in ('""', "''") or text in _ZH_NONE:
        return ""
    if any(ch >= "\u2e80" for ch in text):
        return _chinese_types(text)
    words = re.split(r"[\s,;/+&]+|\band\b", text)
    if all(word in _WORDS for word in words if word):
        letters = "".join(_WORDS[word] for word in words if word)
    else:
        letters = re.sub(r"[\s{},;/+&'\"\[\]()]", "", text).upper()
    if not letters or any(c not in TYPES for c in letters):
        return None
    return "".join(t for t in TYPES if t in letters)


def _chinese_types(text: str) -> str | None:
    """The types a Chinese answer names (``"蓝、无色"``, ``"{U}和{C}"``, ``"藍色與無色"``), in
    WUBRGC order; None if unreadable.

    >>> _chinese_types("无色和蓝色"), _chinese_types("{u}與{c}"), _chinese_types("紫色")
    ('UC', 'UC', None)
    """
    letters = ""
    words = sorted([*_ZH_WORDS, *_ZH_FILLER], key=len, reverse=True)
    for piece in _ZH_SEPARATORS.split(text):
        piece = re.sub(r"[{}｛｝\[\]()（）'\"“”「」]", "", piece)
        while piece:
            word = next((w for w in words if piece.startswith(w)), None)
            if word is not None:
                letters += _ZH_WORDS.get(word, "")
                piece = piece[len(word):]
            elif piece[0].upper() in TYPES:
                letters += piece[0].upper()
                piece = piece[1:]
            else:
                return None
    if not letters:
        return None
    return "".join(t for t in TYPES if t in letters)


def _symbols(types: str) -> str:
    """How the game writes a set of types: ``{U}{C}``, or the answer key's words for none
    (in the language in use)."""
    return "".join("{" + t + "}" for t in types) or T(_NO_MANA, None)


def _as_typed(answer: Any) -> str:
    return answer.strip() if isinstance(answer, str) else ""


@dataclass(frozen=True)
class _Board:
    """One exercise's board and the permanent asked about."""

    lines: str
    played: tuple[str, ...]
    asked: int  # its place in the lines, from 0

    def build(self) -> tuple[mr.Board, Any]:
        board = mr.parse_board(self.lines, played=self.played)
        return board, board.permanents[self.asked]


Mistake = tuple[Any, str]
"""(a test on the answer's types, and the right types -> whether it is this mistake, the hint)."""


@dataclass(frozen=True)
class _Question:
    """What exercise ``n`` asks, the hints for its common mistakes, and why the answer is
    right. The answer itself is always the library's (:func:`mtgrules.explain`)."""

    board: _Board
    rule: str          # the reason, in one sentence with its rule, said with a right answer
    mistakes: tuple[Mistake, ...]

    def explanation(self) -> mr.Explanation:
        board, asked = self.board.build()
        return mr.explain(board, asked)

    def right(self) -> str:
        return self.explanation().types


def _format_note(answer: Any, given: str) -> str:
    """A note when the answer names the types in another form than the game's."""
    typed = _as_typed(answer)
    if given == "":
        return ""
    if typed == _symbols(given):
        return ""
    return "\n" + T("A note on the form: the game writes types of mana as mana symbols, the "
                    "colors in the order W, U, B, R, G and then colorless: {symbols}.", None,
                    symbols=_symbols(given))


def _form_hint(right: str) -> str:
    example = _symbols("".join(t for t in TYPES if t not in right)[:2] or "W")
    return "\n" + T("A note on the form: the game writes types of mana as mana symbols in "
                    "braces, such as {example}.", None, example=example)


def _generic_hint(given: str, right: str) -> str:
    """A hint for a mistake no exercise foresaw: what kind of slip it is, never which type."""
    extra = "".join(t for t in given if t not in right)
    if extra:
        return T("Nothing on this board makes {symbol} by a chain of references (106.7): a "
                 "reflecting permanent passes on only what a permanent it reads could produce. "
                 "Follow each reference to its end.", None, symbol=_symbols(extra)[:3])
    return T("One type is missing: follow every reference (106.7) from the permanent asked "
             "about to a permanent that makes mana by itself, and apply the replacement effects "
             "on the way (614.1a).", None)


def _judge(question: _Question, answer: Any) -> Feedback:
    given = _normalize(answer)
    right = question.right()
    if given is None:
        return Feedback(False, T("That answer can't be read as types of mana. Write them as "
                                 "mana symbols, the letters W, U, B, R, G and C in braces, or a "
                                 "word for none.", None))
    if given == right:
        explanation = question.explanation()
        return Feedback(True, T("{permanent} could produce {types}. {rule}", None,
                                permanent=permanent_text(explanation.permanent, None),
                                types=_symbols(right),
                                rule=T(question.rule, None)) + "\n"
                              + _chains_text(explanation) + _format_note(answer, given))
    for test, hint in question.mistakes:
        if test(given, right):
            text = T(hint, None)
            break
    else:
        text = _generic_hint(given, right)
    typed = _as_typed(answer)
    if given and typed and typed != _symbols(given):
        text += _form_hint(right)
    return Feedback(False, text)


def _chains_text(explanation: mr.Explanation) -> str:
    """The chains of an explanation, one step a line, for feedback and solutions."""
    lines = []
    for t in explanation.types:
        lines.append(f"{{{t}}}:")
        lines.extend("· " + line.strip() for step in explanation.chains[t]
                     for line in step.lines(None))
    for ability, types, reason in explanation.notes_in(check_lang(None)):
        if not types:
            lines.append(T("· {ability} gives nothing, {reason}.", None, ability=ability,
                           reason=reason))
    return "\n".join(lines)


def _missing(*types: str):
    """A test: the answer leaves out one of ``types`` that the right answer has."""
    return lambda given, right: any(t in right and t not in given for t in types)


def _added(*types: str):
    """A test: the answer has one of ``types`` that the right answer hasn't."""
    return lambda given, right: any(t in given and t not in right for t in types)


def _only(*count: int):
    """A test: the answer has the right types only in part, ``count`` of them."""
    return lambda given, right: set(given) < set(right) and len(given) in count


def _empty(given: str, right: str) -> bool:
    return given == "" and right != ""


QUESTIONS: dict[int, _Question] = {
    1: _Question(
        _Board("you: Island\nyou: Exotic Orchard\nopponent: Reflecting Pool\n"
               "opponent: Exotic Orchard\nopponent: Wastes", (), 2),
        N_("Reflecting Pool asks for any type of mana a land its controller controls could "
        "produce, and colorless is a type though not a color (106.1b, 106.7)."),
        ((_empty, N_("Each of the opponent's lands could produce something: the Wastes by "
                  "itself, and the opponent's Exotic Orchard through your lands (106.7). "
                  "Reflecting Pool reads them all.")),
         (_missing("C"), N_("Reflecting Pool asks for a type of mana, not a color: look again "
                         "at the six types of 106.1b and at each land its controller "
                         "controls.")),
         (_missing("W", "U", "B", "R", "G"),
          N_("The opponent's Exotic Orchard is a land the Pool reads too. What could it "
          "produce? It reads the lands of its controller's opponent, that is, yours (106.7).")),
         )),
    2: _Question(
        _Board("you: Reflecting Pool\nyou: River of Tears\nyou: Fellwar Stone\n"
               "opponent: Exotic Orchard", ("you",), 3),
        N_("River of Tears adds {B} instead of {U} on a turn you played a land, and 106.7 reads "
        "that condition now; Fellwar Stone is not a land, so the Orchard doesn't read it."),
        ((lambda given, right: "U" in given and "U" not in right and len(given) > 1,
          N_("Read River of Tears again: on a turn you played a land, its effect adds one type "
          "instead of the other, and 106.7 looks at the effect in the current state, not at "
          "every state it could be in.")),
         (_added("U"), N_("You played a land this turn. 106.7 reads River of Tears' effect in the "
                       "current state: which mana would it add right now?")),
         (_empty, N_("Exotic Orchard reads the lands its controller's opponent controls (106.7), "
                  "and one of yours makes mana by itself. Which mana would it add this "
                  "turn?")),
         (_added("C"), N_("Exotic Orchard asks for a color, and colorless is not one (106.1a, "
                       "106.1b).")),
         )),
    3: _Question(
        _Board("you: Naga Vitalist\nyou: Forest\nyou: Ritual of Subdual\n"
               "opponent: Contamination", (), 0),
        N_("Naga Vitalist reads what your Forest could produce, which counts both replacement "
        "effects in each order the Forest's controller could apply them (106.7, 616.1)."),
        ((_added("G"), N_("It's true that the two enchantments don't change Naga Vitalist's own "
                       "mana (it's a creature, not a land tapped for mana, 106.12b). But the "
                       "Vitalist reads what the Forest could produce, and 106.7 counts the "
                       "replacement effects on the Forest's mana (614.1a).")),
         (_only(1), N_("Both enchantments replace the Forest's mana, and the Forest's controller "
                    "chooses the order in which they apply (616.1). 106.7 counts every "
                    "possible order: try the other one.")),
         (_empty, N_("Naga Vitalist reads your lands, and your Forest makes mana by itself; the "
                  "replacement effects change its type but still leave mana (614.1a, "
                  "106.7).")),
         )),
    4: _Question(
        _Board("you: Exotic Orchard\nyou: Forest\nopponent: Wastes\n"
               "opponent: Reflecting Pool", (), 0),
        N_("Exotic Orchard asks for a color an opponent's land could produce; those lands make "
        "only colorless mana, so no color can be defined and the ability adds no mana, not "
        "colorless mana (106.1a, 106.5, 106.7)."),
        ((_added("C"), N_("Colorless is a type of mana but not a color (106.1a, 106.1b), and "
                       "Exotic Orchard asks for a color. When no color can be defined, read "
                       "what 106.5 and the end of 106.7 say the ability adds.")),
         (_added("G"), N_("Exotic Orchard reads the lands an opponent controls, not your own "
                       "(106.7).")),
         )),
}
"""Each exercise's board, its reason and its common mistakes (the answers are computed)."""

QUESTION_TEXT = {
    1: N_("You control an Island and an Exotic Orchard. Your opponent controls a Reflecting "
       "Pool, an Exotic Orchard and a Wastes. What could your opponent's Reflecting Pool "
       "produce?"),
    2: N_("You played a land this turn. You control a Reflecting Pool, a River of Tears and a "
       "Fellwar Stone; your opponent controls an Exotic Orchard. What could your opponent's "
       "Orchard produce?"),
    3: N_("You control Naga Vitalist, a Forest and Ritual of Subdual; your opponent controls "
       "Contamination. What could Naga Vitalist produce?"),
    4: N_("You control an Exotic Orchard and a Forest; your opponent controls a Wastes and a "
       "Reflecting Pool. What could your Exotic Orchard produce?"),
}


def exercise_board(number: int) -> tuple[mr.Board, Any]:
    """The board of exercise ``number`` and the handle of the permanent asked about."""
    return QUESTIONS[number].board.build()


def _working(question: _Question) -> str:
    explanation = question.explanation()
    asked = explanation.permanent
    if explanation.types:
        found = []
        for t in explanation.types:
            chain = explanation.chains[t]
            path = COMMON(", ", None).join(permanent_text(s.permanent, None) for s in chain[1:-1])
            found.append(T("{symbol} from {source}", None, symbol="{" + t + "}",
                           source=permanent_text(chain[-1].permanent, None))
                         + (T(" (through {path})", None, path=path) if len(chain) > 2 else "")
                         + (T(" after replacement effects (614.1a, 616.1)", None)
                            if any(s.replaced_by for s in chain) else ""))
        follow = T("Follow the references of {permanent} to permanents that make mana by "
                   "themselves (106.7): it gets {found}.", None,
                   permanent=permanent_text(asked, None),
                   found=T("; ", None).join(found))
    else:
        follow = T("{permanent} reads the permanents its ability names (106.7), and none of "
                   "them could produce a type it asks for, so it could produce no mana.", None,
                   permanent=permanent_text(asked, None))
    return (T("{follow} {rule}", None, follow=follow, rule=T(question.rule, None)) + "\n"
            + T("The chains, one step a line:", None) + "\n" + _chains_text(explanation))


def _exercise(number: int, right: tuple[Any, ...], wrong: tuple[Any, ...]) -> Exercise:
    question = QUESTIONS[number]
    return Exercise(
        number=number,
        question=QUESTION_TEXT[number],
        expects=EXPECTS,
        judge=lambda answer: _judge(question, answer),
        answer=lambda: _symbols(question.right()),
        working=lambda: _working(question),
        examples_of_right=right,
        examples_of_wrong=wrong,
        catalog=T,
    )


EXPECTS = N_("the types of mana as mana symbols (the letters W, U, B, R, G and C in braces), "
           "or a word for none")

exercises = Exercises((
    _exercise(1, ("UC", "{U}{C}", "cu", ("U", "C"), "blue, colorless"),
              ("U", "{U}", "C", "nothing", "UCG", "u")),
    _exercise(2, ("B", "{B}", "b", "black"),
              ("UB", "{U}{B}", "U", "nothing", "BC", "ub")),
    _exercise(3, ("BC", "{B}{C}", "{C}{B}", "cb", ("B", "C")),
              ("G", "{G}", "B", "C", "{C}", "BCG", "nothing")),
    _exercise(4, ("nothing", _NO_MANA, "none", "No mana"),
              ("C", "{C}", "c", "G", "{G}", "CG")),
))
"""The exercises of notebook 04: ``exercises.box(n)``, ``exercises.check(n, answer)``,
``exercises.show_solution(n)``."""
