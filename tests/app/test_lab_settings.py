"""The package's own JupyterLab settings for ``mtgrules lab --lang zh-Hant``: the menu-bar
titles the zh-TW language pack leaves in English are supplied in Traditional Chinese (menu
items can't be relabeled by settings: their words come from the commands), and the live
site's zh-Hant app gets the same titles."""

from __future__ import annotations

import json

from mtgrules.app.launch import lab_settings_dir

MENUS = ("file", "edit", "view", "run", "kernel", "tabs", "settings", "help")


def test_the_traditional_menu_bar_is_chinese():
    settings = json.loads((lab_settings_dir("zh-Hant") / "overrides.json").read_text("utf-8"))
    menus = settings["@jupyterlab/mainmenu-extension:plugin"]["menus"]
    labels = {m["id"]: m["label"] for m in menus}
    assert set(labels) == {f"jp-mainmenu-{m}" for m in MENUS}
    assert labels["jp-mainmenu-run"] == "執行"   # as the zh-TW pack writes "Run All Cells"
    assert all(set(m) == {"id", "label"} for m in menus)   # titles only, nothing disabled
    # the zh-CN pack translates the menu bar itself: nothing to supply
    simplified = json.loads((lab_settings_dir("zh-Hans") / "overrides.json").read_text("utf-8"))
    assert "@jupyterlab/mainmenu-extension:plugin" not in simplified


def test_the_live_site_uses_the_same_titles():
    from tools.build_live import menu_labels

    settings = json.loads((lab_settings_dir("zh-Hant") / "overrides.json").read_text("utf-8"))
    key = "@jupyterlab/mainmenu-extension:plugin"
    assert menu_labels("zh-Hant") == {key: settings[key]}
    assert menu_labels("zh-Hans") == {}
