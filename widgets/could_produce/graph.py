"""The could-produce reference graph, drawn: one column per player, an arrow from a
permanent to each permanent whose mana it reads (106.7), each node filled with the types it
could produce.

:func:`graph_chart` draws it as SVG (what the explorer shows; no matplotlib);
:func:`reference_graph` and :func:`draw_graph` draw the same graph with matplotlib for a
notebook's static figure (matplotlib is imported only there).
"""

from __future__ import annotations

import math
import textwrap
from typing import Any, Iterable, Mapping

import mtgrules as mr
from mtgrules.i18n import N_, check_lang
from mtgrules.words import is_chinese

from .._charts import Canvas, Chart
from .._fonts import font_family
from .views import FILL, TYPES, T, GraphData, _braces, graph_data, player_text, type_name

def _draw_node(ax: Any, x: float, y: float, r: float, types: str, bold: bool) -> None:
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


def draw_graph(data: GraphData, title: str | None = None,
               lang: str | None = None) -> Any:
    """A matplotlib figure of ``data``: players are columns, arrows point at what is read;
    its words in ``lang`` (None: the language in use)."""
    import matplotlib.pyplot as plt
    from matplotlib.patches import FancyArrowPatch, Patch

    lang = check_lang(lang)
    family = font_family(lang)
    font: dict[str, Any] = {"fontfamily": family} if family else {}
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
    width = 9 if is_chinese(name) else 18
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
                    lang: str | None = None) -> Any:
    """The reference graph of ``board`` as a matplotlib figure (see :func:`draw_graph`), its
    words in ``lang`` (None: the language in use)."""
    return draw_graph(graph_data(board, highlight), title, lang)
