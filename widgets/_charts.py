"""Small SVG charts the browser draws itself: the explorers' charts, with no matplotlib.

The explorers run in JupyterLab and in the browser-only live site, where matplotlib can't
be installed; an SVG in the output's HTML shows the same in both and takes a millisecond to
write. Each chart has a title and axis labels in words, and fits a 1024 px window.

* :func:`line_chart` draws lines (or steps) against a number axis, with markers, dashes and
  labelled vertical lines;
* :func:`bar_chart` draws stacked horizontal bars, one row per item, with a marked value;
* :class:`Canvas` is the drawing surface both use, and the could-produce graph too.

Text is escaped; sizes of text are estimated (no font metrics in the kernel), generously: a
Chinese character counts as a full font size wide. Titles and labels come from the caller in
its language; the numbers of the axes are written in ``lang`` (None: the language in use), so
a large one reads "1.5 million" in English and "150万" in Chinese.
"""

from __future__ import annotations

import math
import textwrap
from dataclasses import dataclass, field
from html import escape
from typing import Callable, Iterable, Sequence

from mtgrules.words import big_number, is_wide

FONT = "font-family:sans-serif"
CHAR = 0.6
"""Estimated width of a character, in font sizes (sans-serif text is narrower on average)."""

INK, GRID, MUTED = "#222222", "#e4e4e4", "#666666"


def text_width(text: str, size: float) -> float:
    """The estimated width in pixels of ``text`` at font size ``size`` (a wide character, as
    Chinese ones are, counts a whole font size)."""
    return sum(1.0 if _wide(ch) else CHAR for ch in text) * size


_wide = is_wide  # a Chinese character or a full-width form (mtgrules.words)


def _wrap(text: str, most: float) -> list[str]:
    """``text`` in lines at most ``most`` narrow characters wide (a wide one counts
    1 / CHAR): at spaces, and between two wide characters where a line has no space."""
    lines: list[str] = []
    line = ""
    for word in _pieces(text):
        trial = (line + word) if line else word.lstrip()
        if line and sum(1 / CHAR if _wide(c) else 1 for c in trial) > most:
            lines.append(line.rstrip())
            line = word.lstrip()
        else:
            line = trial
    if line.strip():
        lines.append(line.rstrip())
    return lines


def _pieces(text: str) -> list[str]:
    """``text`` cut where a line may break: before a space-led word, and around each wide
    character (but not before closing punctuation)."""
    pieces: list[str] = []
    for ch in text:
        starts = (not pieces or ch == " " or (_wide(ch) and ch not in _NO_BREAK_BEFORE)
                  or _wide(pieces[-1][-1]) and ch != " " and not _wide(ch)
                  and pieces[-1][-1] not in _NO_BREAK_AFTER)
        if starts:
            pieces.append(ch)
        else:
            pieces[-1] += ch
    return pieces


_NO_BREAK_BEFORE = "，。、；：！？）」』”’》〉】"
_NO_BREAK_AFTER = "（「『“‘《〈【"


def _number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class Chart:
    """A drawn chart: its title (also its plain-text form) and its SVG."""

    title: str
    svg: str

    def _repr_html_(self) -> str:
        return f'<div class="mtgrules-chart" style="max-width:100%;overflow-x:auto">{self.svg}</div>'

    def __repr__(self) -> str:
        return f"<chart: {self.title}>"


@dataclass
class Canvas:
    """SVG elements collected in order; :meth:`chart` wraps them in one ``<svg>``."""

    width: float
    height: float = 0.0
    parts: list[str] = field(default_factory=list)

    def text(self, x: float, y: float, text: str, *, size: float = 12, anchor: str = "start",
             color: str = INK, weight: str = "normal", rotate: float = 0,
             halo: bool = False) -> None:
        turn = f' transform="rotate({_number(rotate)} {_number(x)} {_number(y)})"' if rotate else ""
        glow = ' stroke="white" stroke-width="3" paint-order="stroke"' if halo else ""
        self.parts.append(
            f'<text x="{_number(x)}" y="{_number(y)}" font-size="{_number(size)}" '
            f'text-anchor="{anchor}" fill="{color}" font-weight="{weight}"{turn}{glow}>'
            f"{escape(text, quote=False)}</text>")

    def line(self, x0: float, y0: float, x1: float, y1: float, *, color: str = INK,
             width: float = 1.0, dash: str = "") -> None:
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        self.parts.append(f'<line x1="{_number(x0)}" y1="{_number(y0)}" x2="{_number(x1)}" '
                          f'y2="{_number(y1)}" stroke="{color}" stroke-width="{_number(width)}"'
                          f"{dashes}/>")

    def path(self, d: str, *, color: str = INK, width: float = 1.0, dash: str = "",
             fill: str = "none", opacity: float = 1.0) -> None:
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        see = f' opacity="{_number(opacity)}"' if opacity < 1 else ""
        self.parts.append(f'<path d="{d}" fill="{fill}" stroke="{color}" '
                          f'stroke-width="{_number(width)}"{dashes}{see}/>')

    def rect(self, x: float, y: float, w: float, h: float, *, fill: str,
             stroke: str = "none") -> None:
        self.parts.append(f'<rect x="{_number(x)}" y="{_number(y)}" width="{_number(w)}" '
                          f'height="{_number(h)}" fill="{fill}" stroke="{stroke}"/>')

    def circle(self, x: float, y: float, r: float, *, fill: str, stroke: str = INK,
               width: float = 1.0, dash: str = "") -> None:
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        self.parts.append(f'<circle cx="{_number(x)}" cy="{_number(y)}" r="{_number(r)}" '
                          f'fill="{fill}" stroke="{stroke}" stroke-width="{_number(width)}"'
                          f"{dashes}/>")

    def polygon(self, points: Iterable[tuple[float, float]], *, fill: str,
                stroke: str = "none") -> None:
        shown = " ".join(f"{_number(x)},{_number(y)}" for x, y in points)
        self.parts.append(f'<polygon points="{shown}" fill="{fill}" stroke="{stroke}"/>')

    def title_lines(self, title: str, y: float, size: float = 13) -> float:
        """The title, wrapped to the width and centred; returns the y below it."""
        most = max(20, int((self.width - 20) / (size * CHAR)))
        lines = (textwrap.wrap(title, most) if not any(_wide(ch) for ch in title)
                 else _wrap(title, most))
        for line in lines[:3]:
            y += size * 1.3
            self.text(self.width / 2, y, line, size=size, anchor="middle", weight="bold")
        return y + 6

    def chart(self, title: str) -> Chart:
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{_number(self.width)}"'
               f' height="{_number(self.height)}" viewBox="0 0 {_number(self.width)} '
               f'{_number(self.height)}" style="{FONT};background:white;max-width:100%;'
               f'height:auto"><title>{escape(title, quote=False)}</title>'
               + "".join(self.parts) + "</svg>")
        return Chart(title, svg)


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Round tick values covering ``low``..``high``: whole steps of 1, 2 or 5 times a power
    of ten, at most about ``most`` of them."""
    if high <= low:
        low, high = low - 1, high + 1
    raw = (high - low) / most
    size = 10 ** math.floor(math.log10(raw))
    step = next(m * size for m in (1, 2, 5, 10) if (high - low) / (m * size) <= most)
    step = max(step, 1.0)
    start, stop = math.floor(low / step), math.ceil(high / step)
    return [k * step for k in range(start, stop + 1)]


def tick_label(value: float, lang: str | None = None) -> str:
    """A tick's number in words past a million ("1.5 million"; in Chinese "150万"), else
    with separators, in ``lang`` (None: the language in use): the library's
    :func:`mtgrules.words.big_number` (a tick that is not whole keeps one decimal)."""
    if abs(value) >= 10**6 or float(value).is_integer():
        return big_number(value, lang)
    return _number(value)


@dataclass(frozen=True)
class Series:
    """One line of a :func:`line_chart`: its name (in the legend), its points, and its look."""

    name: str
    points: Sequence[tuple[float, float]]
    color: str
    width: float = 2.0
    dash: str = ""
    marker: str = ""       # "", "circle", "square" or "triangle"
    marker_size: float = 1.0


@dataclass(frozen=True)
class Mark:
    """A labelled vertical line across a chart (a date, a value)."""

    x: float
    label: str


Sample = Callable[[float, float], None]
"""Draws a legend entry's sample at (x, y)."""


def _legend(canvas: Canvas, entries: Sequence[tuple[str, Sample]],
            y: float, left: float) -> float:
    """Legend entries in rows from ``left``: a drawn sample, then the name; returns the y
    below the legend."""
    x = left
    size = 12
    for name, sample in entries:
        need = 30 + text_width(name, size) + 14
        if x > left and x + need > canvas.width - 10:
            x, y = left, y + 18
        sample(x, y - 4)
        canvas.text(x + 30, y, name, size=size)
        x += need
    return y + 12


def _draw_marker(canvas: Canvas, kind: str, x: float, y: float, color: str,
                 size: float = 1.0) -> None:
    if kind == "circle":
        canvas.circle(x, y, 3.6 * size, fill=color, stroke=color)
    elif kind == "square":
        canvas.rect(x - 3.3 * size, y - 3.3 * size, 6.6 * size, 6.6 * size, fill=color)
    elif kind == "triangle":
        canvas.polygon([(x, y - 4.4 * size), (x - 4 * size, y + 3.2 * size),
                        (x + 4 * size, y + 3.2 * size)], fill=color)


def line_chart(series: Sequence[Series], *, title: str, x_label: str, y_label: str,
               x_ticks: Sequence[tuple[float, str]], x_span: tuple[float, float] | None = None,
               step: bool = False, marks: Sequence[Mark] = (), width: float = 560,
               plot_height: float = 230, zero_line: bool = False,
               lang: str | None = None) -> Chart:
    """Lines through each series' points (``step``: each value holds until the next point
    and the last until the end of ``x_span``), labelled ``x_ticks`` on the x axis, round
    ticks on the y axis (numbers in ``lang``; None: the language in use), a legend above the
    plot and ``marks`` as labelled vertical lines."""
    xs = [x for s in series for x, _ in s.points] + [m.x for m in marks]
    ys = [float(y) for s in series for _, y in s.points]
    low_x, high_x = x_span if x_span is not None else (min(xs, default=0), max(xs, default=1))
    if high_x <= low_x:
        low_x, high_x = low_x - 0.5, high_x + 0.5
    y_ticks = nice_ticks(min(ys + [0.0]), max(ys + [1.0]))
    room = (y_ticks[-1] - y_ticks[0]) * 0.04   # lines along the edges stay in sight
    low_y, high_y = y_ticks[0] - room, y_ticks[-1] + room
    labels = [tick_label(t, lang) for t in y_ticks]
    left = 46 + max(text_width(t, 12) for t in labels)
    right = 24
    canvas = Canvas(width)
    top = canvas.title_lines(title, 4)
    entries: list[tuple[str, Sample]] = []
    for s in series:
        def sample(x: float, y: float, s: Series = s) -> None:
            canvas.line(x, y, x + 24, y, color=s.color, width=s.width, dash=s.dash)
            _draw_marker(canvas, s.marker, x + 12, y, s.color, s.marker_size)
        entries.append((s.name, sample))
    top = _legend(canvas, entries, top + 8, left) + 10
    band = max([text_width(m.label, 11) for m in marks] + [0])
    if band:   # the marks' labels stand above the plot, clear of its lines
        band += 8
    top += band
    bottom = top + plot_height

    def px(x: float) -> float:
        return left + (x - low_x) / (high_x - low_x) * (width - left - right)

    def py(y: float) -> float:
        return bottom - (float(y) - low_y) / (high_y - low_y) * plot_height

    for tick, label in zip(y_ticks, labels):
        canvas.line(left, py(tick), width - right, py(tick), color=GRID)
        canvas.text(left - 6, py(tick) + 4, label, size=12, anchor="end", color=MUTED)
    if zero_line and low_y < 0 < high_y:
        canvas.line(left, py(0), width - right, py(0), color=INK, width=0.8)
    for mark in marks:
        canvas.line(px(mark.x), top - band + 2, px(mark.x), bottom, color="#9a9a9a",
                    width=0.8)
        canvas.text(px(mark.x) - 3, top - band + 2, mark.label, size=11, anchor="end",
                    color=MUTED, rotate=-90, halo=True)
    canvas.line(left, bottom, width - right, bottom, color=INK)
    canvas.line(left, top, left, bottom, color=INK)
    for value, label in x_ticks:
        canvas.line(px(value), bottom, px(value), bottom + 4, color=INK)
        canvas.text(px(value), bottom + 18, label, size=12, anchor="middle", color=MUTED)
    for s in series:
        points = [(px(x), py(y)) for x, y in s.points]
        if not points:
            continue
        d = f"M{_number(points[0][0])},{_number(points[0][1])}"
        for x, y in points[1:]:
            d += f"H{_number(x)}V{_number(y)}" if step else f"L{_number(x)},{_number(y)}"
        if step:
            d += f"H{_number(px(high_x))}"
        canvas.path(d, color=s.color, width=s.width, dash=s.dash, opacity=0.85)
        for x, y in points:
            _draw_marker(canvas, s.marker, x, y, s.color, s.marker_size)
    canvas.text((left + width - right) / 2, bottom + 36, x_label, size=12, anchor="middle")
    middle = (top + bottom) / 2
    canvas.text(14, middle, y_label, size=12, anchor="middle", rotate=-90)
    canvas.height = bottom + 46
    return canvas.chart(title)


@dataclass(frozen=True)
class Bar:
    """One row of a :func:`bar_chart`: its label and its parts' sizes, by part name."""

    label: str
    parts: Sequence[tuple[str, float]]


def bar_chart(bars: Sequence[Bar], *, title: str, x_label: str, y_label: str,
              colors: dict[str, str], marked: Mark | None = None, width: float = 560,
              lang: str | None = None) -> Chart:
    """Stacked horizontal bars, top to bottom in the order given, each part colored by its
    name (a legend names the parts that occur), and ``marked`` as a dashed vertical line;
    the axis numbers in ``lang`` (None: the language in use)."""
    size = 12
    used = [name for name in colors if any(v for b in bars for n, v in b.parts if n == name)]
    left = 44 + max([text_width(b.label, size) for b in bars] + [40])
    right = 24
    canvas = Canvas(width)
    top = canvas.title_lines(title, 4)
    def swatch(color: str) -> Sample:
        return lambda x, y: canvas.rect(x + 4, y - 5, 16, 10, fill=color)

    entries = [(name, swatch(colors[name])) for name in used]
    if marked is not None:
        def dashed(x: float, y: float) -> None:
            canvas.line(x, y, x + 24, y, color="#b00020", width=1.5, dash="5 3")
        entries.append((marked.label, dashed))
    top = _legend(canvas, entries, top + 8, left) + 8
    row = 20
    bottom = top + row * max(len(bars), 1)
    most = max([sum(v for _, v in b.parts) for b in bars]
               + [marked.x if marked else 0, 1])
    ticks = nice_ticks(0, most)

    def px(x: float) -> float:
        return left + x / ticks[-1] * (width - left - right)

    for tick in ticks:
        canvas.line(px(tick), top, px(tick), bottom, color=GRID)
        canvas.text(px(tick), bottom + 17, tick_label(tick, lang), size=12, anchor="middle",
                    color=MUTED)
    for k, bar in enumerate(bars):
        y = top + k * row
        start = 0.0
        for name, value in bar.parts:
            if value:
                canvas.rect(px(start), y + 3, px(start + value) - px(start), row - 6,
                            fill=colors[name])
                start += value
        canvas.text(left - 6, y + row / 2 + 4, bar.label, size=size, anchor="end")
    if marked is not None:
        canvas.line(px(marked.x), top - 2, px(marked.x), bottom + 2, color="#b00020",
                    width=1.5, dash="5 3")
    canvas.line(left, bottom, width - right, bottom, color=INK)
    canvas.line(left, top, left, bottom, color=INK)
    canvas.text((left + width - right) / 2, bottom + 34, x_label, size=12, anchor="middle")
    canvas.text(14, (top + bottom) / 2, y_label, size=12, anchor="middle", rotate=-90)
    canvas.height = bottom + 44
    return canvas.chart(title)
