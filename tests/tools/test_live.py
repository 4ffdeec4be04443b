"""Building the live site (tools/build_live.py) without the registries: what was fetched is
reused, and what is missing is named in one message. The site itself is checked in a browser
by tests/browser/test_live_site.py."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

from tools import build_live  # noqa: E402

CLOSED = "http://127.0.0.1:9/"  # the discard port: nothing answers there


@pytest.fixture
def offline(monkeypatch, tmp_path):
    """npm and pip pointed at a closed port, with empty caches of their own."""
    for name in list(os.environ):
        if name.startswith("PIP_") or name.lower().startswith("npm_config_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("PIP_INDEX_URL", CLOSED + "simple")
    monkeypatch.setenv("PIP_NO_CACHE_DIR", "1")
    monkeypatch.setenv("npm_config_registry", CLOSED)
    monkeypatch.setenv("npm_config_cache", str(tmp_path / "npm-cache"))
    monkeypatch.setenv("npm_config_offline", "false")
    return tmp_path


def test_an_offline_build_names_everything_missing_in_one_message(offline, capsys):
    cache = offline / "cache"
    status = build_live.main(["--out", str(offline / "live"), "--cache", str(cache)])
    err = capsys.readouterr().err
    version, _ = build_live.pinned_pyodide()
    assert status == 1
    assert err.startswith("build_live: can't build the live site; not in the cache")
    assert f"npm package pyodide@{version}" in err
    for name in build_live.FROM_PYPI:
        assert f"PyPI wheel {name}==" in err, err
    assert "Traceback" not in err
    assert not (offline / "live").exists()


def test_what_was_fetched_is_reused_without_asking_the_registries(offline):
    cache = offline / "cache"
    version, python = build_live.pinned_pyodide()
    (cache / "npm").mkdir(parents=True)
    tarball = cache / "npm" / f"pyodide-{version}.tgz"
    tarball.write_bytes(b"cached")
    (cache / "wheels").mkdir()
    wheel = cache / "wheels" / "comm-0.2.3-py3-none-any.whl"
    wheel.write_bytes(b"cached")
    missing: list[str] = []
    assert build_live.fetch_pyodide(version, cache, missing) == tarball
    assert build_live.fetch_wheels({"comm": "0.2.3"}, python, cache, missing) == {"comm": wheel}
    assert missing == []


def test_the_shipped_lock_names_the_shipped_files_and_their_hashes(tmp_path):
    wheel = tmp_path / "six-1.17.0-py2.py3-none-any.whl"
    wheel.write_bytes(b"not Pyodide's own build")
    lock = {"info": {"python": "3.14"}, "packages": {
        "six": {"name": "six", "version": "1.17.0", "file_name": "six-1.17.0-py2.py3-none-any.whl",
                "sha256": "0" * 64, "depends": []},
        "numpy": {"name": "numpy", "version": "2", "file_name": "numpy.whl", "depends": []}}}
    shipped = build_live.shipped_lock(lock, {"six": wheel}, {"extra": {"name": "extra"}})
    assert shipped["info"] == lock["info"]
    assert set(shipped["packages"]) == {"six", "extra"}  # nothing that isn't shipped
    assert shipped["packages"]["six"]["sha256"] == build_live.sha256(wheel)
    assert json.dumps(shipped)


def test_the_lock_closure_follows_depends():
    packages = {"ipython": {"depends": ["traitlets", "Prompt_Toolkit"]},
                "traitlets": {"depends": []}, "prompt-toolkit": {"depends": ["wcwidth"]},
                "wcwidth": {"depends": []}, "numpy": {"depends": []}}
    assert build_live.lock_closure(packages, ("ipython",)) == [
        "ipython", "prompt-toolkit", "traitlets", "wcwidth"]


LAB_PAGE = """<link rel="manifest" href="../manifest.webmanifest">
<link id="jupyter-lite-main" rel="preload" href="../build/lab/bundle.js?_=1" as="script">
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root="..">{}</script>
<script>await import('../config-utils.js?_=1');</script>"""
"""The references of JupyterLite's lab page, each relative to the site's root."""


def _fake_site(root: Path, locales: tuple[str, ...]) -> Path:
    (root / "lab" / "tree").mkdir(parents=True)
    (root / "lab" / "index.html").write_text(LAB_PAGE)
    (root / "lab" / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"appUrl": "/lab", "settingsUrl": "../build/schemas"}}))
    (root / "api" / "translations").mkdir(parents=True)
    for locale in locales:
        (root / "api" / "translations" / f"{locale}.json").write_text("{}")
    return root


def test_each_translation_gets_an_app_whose_menus_are_in_its_language(tmp_path):
    site = _fake_site(tmp_path / "live", ("zh_CN", "zh_TW"))
    build_live.add_language_apps(site)
    for lang, locale in (("zh-Hans", "zh_CN"), ("zh-Hant", "zh_TW")):
        folder = site / lang
        page = (folder / "lab" / "index.html").read_text()
        # one folder deeper, every reference climbs one more folder to the same files
        assert page.count('"../../') == 2 and "'../../config-utils.js" in page
        assert 'data-jupyter-lite-root="../.."' in page and '"../m' not in page
        config = json.loads((folder / "lab" / "jupyter-lite.json").read_text())
        assert config["jupyter-config-data"] == {"appUrl": f"/{lang}/lab",
                                                 "settingsUrl": "../../build/schemas"}
        locale_set = json.loads((folder / "jupyter-lite.json").read_text())
        # the locale, and (zh-Hant) the menu-bar titles mtgrules lab supplies too
        assert locale_set["jupyter-config-data"]["settingsOverrides"] == {
            "@jupyterlab/translation-extension:plugin": {"locale": locale},
            **build_live.menu_labels(lang)}
        assert 'data-jupyter-lite-root=".."' in (folder / "index.html").read_text()
        assert (folder / "lab" / "tree").is_dir()
    assert (site / "lab" / "index.html").read_text() == LAB_PAGE  # the English app unchanged


def test_a_missing_language_pack_is_named(tmp_path):
    site = _fake_site(tmp_path / "live", ("zh_CN",))
    with pytest.raises(build_live.MissingInputs, match="zh_TW language pack.*zh-Hant"):
        build_live.add_language_apps(site)


def test_modules_compiled_ahead_are_checked(tmp_path):
    import zipfile

    for name, files in (("a-1-py3-none-any.whl", ["a/__init__.py", "a/__pycache__/x.pyc"]),
                        ("b-1-py3-none-any.whl", ["b/__init__.py"]),
                        (build_live.STDLIB, ["os.py", "os.pyc"])):
        with zipfile.ZipFile(tmp_path / name, "w") as archive:
            for file in files:
                archive.writestr(file, "")
    assert build_live.check_compiled(tmp_path) == [
        "b-1-py3-none-any.whl ships without compiled modules"]
