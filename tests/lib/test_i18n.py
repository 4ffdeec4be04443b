"""The message catalogs (mtgrules.i18n) on a damaged install: one clear warning that names the
file and the repair, and English messages, never a traceback at every message."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

import mtgrules as mr
from mtgrules import i18n

SHIPPED = Path(i18n.__file__).parent / "locale" / "zh_Hans" / "LC_MESSAGES" / "mtgrules.mo"


def damaged(tmp_path: Path, how: str) -> Path:
    """A locale folder whose Simplified Chinese mtgrules.mo is damaged in one way."""
    folder = tmp_path / how / "zh_Hans" / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "mtgrules.mo"
    if target.exists():
        return tmp_path / how
    data = SHIPPED.read_bytes()
    if how == "cut short":
        target.write_bytes(data[:3000])
    elif how == "garbage":
        target.write_bytes(b"not a catalog" * 100)
    elif how == "empty":
        target.write_bytes(b"")
    elif how == "a folder":
        target.mkdir()
    elif how == "header only":
        target.write_bytes(data[:20])
    return tmp_path / how


@pytest.mark.parametrize("how", ["cut short", "garbage", "empty", "a folder", "header only"])
def test_F14_a_damaged_catalog_is_one_warning_and_english(tmp_path, monkeypatch, how):
    monkeypatch.setattr(i18n, "_DAMAGED", set())
    catalog = i18n.Catalog("mtgrules", damaged(tmp_path, how))
    other = i18n.Catalog("mtgrules", damaged(tmp_path, how), context="payment")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert catalog("unknown language {lang!r}", "zh-Hans", lang="x") == "unknown language 'x'"
        assert other("unknown language {lang!r}", "zh-Hans", lang="x") == "unknown language 'x'"
    (warning,) = [w for w in caught if issubclass(w.category, i18n.DamagedInstallWarning)]
    text = str(warning.message)
    assert "Simplified Chinese messages" in text and "mtgrules.mo is damaged" in text
    assert "reinstall mtgrules" in text and "Error" not in text


def test_F14_library_errors_and_explorers_on_a_damaged_catalog(tmp_path, monkeypatch):
    from mtgrules import errors

    monkeypatch.setattr(i18n, "_DAMAGED", set())
    monkeypatch.setattr(errors._CATALOG, "_catalog",
                        i18n.Catalog("mtgrules", damaged(tmp_path, "cut short")))
    with pytest.warns(i18n.DamagedInstallWarning):
        with pytest.raises(mr.RulesInputError) as info:
            mr.parse_cost("{Q}")
        assert info.value.translated("zh-Hans") == str(info.value)
    from widgets import payment_explorer

    explorer = payment_explorer(lang="zh-Hans")
    explorer.cost.value = "{Q}"
    assert "untap symbol" in explorer.message and explorer.unexpected == []


def test_F14_a_missing_catalog_is_english_without_a_warning(tmp_path):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert i18n.Catalog("mtgrules", tmp_path)("hello", "zh-Hant") == "hello"
