"""Fonts with Chinese characters for the notebooks' matplotlib figures.

The explorers draw SVG that the browser shows with its own fonts (:mod:`widgets._charts`);
only a notebook's static matplotlib figure needs a font file with the script's characters.
matplotlib is imported here only when a Chinese figure asks for its fonts.
"""

from __future__ import annotations

from pathlib import Path

FONTS: dict[str, tuple[str, ...]] = {
    # fonts with Chinese characters a figure may use, in order of preference
    "zh-Hans": ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
                "Microsoft YaHei", "PingFang SC", "SimHei"),
    "zh-Hant": ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei",
                "PingFang TC", "Noto Sans CJK SC"),
}
"""The font families tried for each script, best first."""

FONT_FILES = ("cjk", "sourcehan", "wqy", "msyh", "msjh", "pingfang", "simhei")
"""Parts of the file names (lower case) of fonts with Chinese characters."""

_added: list[bool] = []   # whether the system's Chinese fonts were added (once a session)


def font_family(lang: str) -> list[str] | None:
    """The font families for a matplotlib figure in ``lang``: the installed fonts of
    :data:`FONTS` that have the script's characters, then matplotlib's own; None for English
    or when no such font is installed (matplotlib's default). A font installed on the system
    that matplotlib's font list lacks (a list made before the font was installed) is added
    to it, once a session; an unreadable font file is skipped, never an error."""
    if lang not in FONTS:
        return None
    from matplotlib import font_manager

    installed = {font.name for font in font_manager.fontManager.ttflist}
    if not installed.intersection(FONTS[lang]) and not _added:
        _added.append(True)
        for path in font_manager.findSystemFonts():
            if any(part in Path(path).name.lower() for part in FONT_FILES):
                try:
                    font_manager.fontManager.addfont(path)
                except Exception:  # noqa: BLE001 - a broken font file must not stop a figure
                    continue
        installed = {font.name for font in font_manager.fontManager.ttflist}
    found = [name for name in FONTS[lang] if name in installed]
    return [*found, "DejaVu Sans"] if found else None
