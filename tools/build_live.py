"""The live handouts: a static JupyterLite site of the learner notebooks, run by Pyodide.

    python -m tools.build_live [--out build/handouts/live] [NOTEBOOK ...]

builds the site from the package registries only, and needs nothing but a static web server
afterwards (``mtgrules handouts --serve``, or ``python -m http.server -d build/handouts/live``;
browsers refuse to run it from ``file://``):

* the JupyterLite application (``jupyterlite-core``) and its Pyodide kernel
  (``jupyterlite-pyodide-kernel``), both installed from PyPI into the project's venv;
* the Pyodide core (``pyodide.asm.wasm``, the standard library, ``pyodide-lock.json``) from the
  npm package ``pyodide``, at the version the installed kernel pins;
* the pure-Python wheels the kernel loads through Pyodide's lock file (IPython, jedi, micropip,
  ...), fetched from PyPI; each entry of the shipped lock names the shipped file and its sha256,
  and the lock lists nothing else (an import of anything else fails at once, never reaches out);
* ``comm``, ``ipywidgets`` and ``jupyterlab_widgets`` from PyPI, the kernel's own small
  wheels (piplite, pyodide-kernel, ...) and this project's wheel, added to the same lock, so
  the kernel loads everything at once when it starts (``loadPyodideOptions.packages``) and
  ``import mtgrules`` and ``import widgets`` just work; ``disablePyPIFallback``: the kernel
  never looks a package up on PyPI.

Every page, font and script the site needs is in it; the JupyterLab settings that would fetch
news or check for updates are turned off. What was fetched is kept in ``build/live-cache/`` and
reused; a build that can fetch neither from the cache nor from npm and PyPI stops with one
message naming everything missing.

Each notebook given (default: every ``notebooks/*.ipynb``, and each translation in
``notebooks/zh-Hans/`` and ``notebooks/zh-Hant/``, shipped in those folders of the site) is
shipped as its live learner version (``tools/learner.py``), never as the study notebook.
Each translation's folder also gets its own copy of the JupyterLab app (``zh-Hans/lab/``,
``zh-Hant/lab/``), whose menus are in that language: see :func:`add_language_apps`.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent

from tools import learner  # noqa: E402

DEFAULT_OUT = ROOT / "build" / "handouts" / "live"
CACHE = ROOT / "build" / "live-cache"
NOTEBOOKS = ROOT / "notebooks"

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"

KERNEL_LOCK_ROOTS = ("micropip", "packaging", "ipython", "jedi")
"""What the Pyodide kernel needs from Pyodide's own lock file: micropip (its package
manager, with packaging), IPython and jedi. The shipped lock holds these and what they depend
on, by the lock's own ``depends``."""

KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel", "widgetsnbextension")
"""The kernel's own wheels (shipped inside jupyterlite-pyodide-kernel): its installer, its
kernel, and the stand-ins it gives for ipykernel and ipywidgets' notebook extension."""

FROM_PYPI = ("comm", "ipywidgets", "jupyterlab_widgets", "fsrs", "typing_extensions")
"""Wheels from PyPI at the versions installed here (the explorers were checked with those);
fsrs schedules the practice explorer's reviews (pure Python, with typing_extensions)."""

PRELOADED = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
             "ipywidgets", "mtgrules")
"""What the kernel loads when it starts, with what each depends on: every package the kernel
would otherwise install one by one (micropip, piplite, ipykernel, comm, pyodide-kernel, jedi,
ipython), and the explorers with this project's library."""

OWN_DEPENDS = ["fsrs", "ipywidgets"]
"""What this project's wheel needs on the live path (its study dependencies, JupyterLab,
pandas and matplotlib, are not used there): the explorers, and practice's review schedule."""

PREAMBLE = ""
"""First lines of every live notebook's (hidden) set-up cell: none, the kernel has loaded
everything when it says it is ready."""

SETTINGS = {
    # no news from jupyter.org, no update check: nothing is fetched from another host
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false",
                                                    "checkForUpdates": False},
    # every cell stays in the page (a long notebook reads and prints in one piece)
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    # a notebook saved after running keeps the state of the explorers it shows, so it
    # reopens with their pictures, never "Error displaying widget: model not found"
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
}

LANGUAGE_APPS = {"zh-Hans": "zh_CN", "zh-Hant": "zh_TW"}
"""Each translation's folder of the site and the JupyterLab language pack its app's menus
use. JupyterLite reads the configuration of every folder from the page's up to the site's
root, so ``<lang>/lab/`` (a copy of the JupyterLab app, one folder deeper) takes its locale
from ``<lang>/jupyter-lite.json``; the packs come from the build's ``api/translations``."""

PYODIDE_SKIPPED = (".map", ".d.ts", ".html", ".md")
"""Files of the npm package the site doesn't need: source maps, type declarations, the
package's own demo consoles and its README."""


class MissingInputs(RuntimeError):
    """Some of what the site is built from is neither in the cache nor fetchable."""


@dataclass
class Site:
    path: Path
    files: int
    megabytes: float
    seconds: float
    notebooks: list[str]
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        notes = "".join(f"note: {note}\n" for note in self.notes)
        return notes + (
            f"live site: {self.megabytes:.1f} MB in {self.files} files, {len(self.notebooks)} "
            f"notebooks, built in {self.seconds:.0f} s, at {self.path}\n"
            f"serve it with `mtgrules handouts --serve {self.path.parent}` (`--room` for the "
            "laptops of a room); the app pages app/NB.html run by themselves")


# --- what the installed kernel pins -------------------------------------------------------

def pinned_pyodide() -> tuple[str, str]:
    """The Pyodide version the installed JupyterLite kernel is built for, and its Python."""
    from jupyterlite_pyodide_kernel import constants

    return constants.PYODIDE_VERSION, constants.PYODIDE_PYTHON_VERSION


def lock_closure(packages: dict, roots: tuple[str, ...]) -> list[str]:
    """The names of ``packages`` (a lock file's entries) that ``roots`` need, the roots
    included, following each entry's ``depends``."""
    canonical = {name.lower().replace("_", "-"): name for name in packages}
    wanted: list[str] = []
    todo = list(roots)
    while todo:
        name = canonical.get(todo.pop().lower().replace("_", "-"))
        if name is None or name in wanted:
            continue
        wanted.append(name)
        todo.extend(packages[name].get("depends", []))
    return sorted(wanted)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- fetching (npm, PyPI), cached ---------------------------------------------------------

def run_quietly(command: list[str], env: dict | None = None) -> str | None:
    """Run ``command``; None when it succeeded, else the last line it printed."""
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode == 0:
        return None
    lines = [line.strip() for line in (done.stderr + done.stdout).splitlines() if line.strip()]
    # the line that says why: pip ends with it, npm puts it among its first ones
    for marks in (("FetchError", "ERROR: "), ("error", "Error")):
        useful = [line for line in lines if any(mark in line for mark in marks)
                  and "log of this run" not in line]
        if useful:
            return useful[-1][:200]
    return (lines or ["no output"])[-1][:200]


def fetch_pyodide(version: str, cache: Path, missing: list[str]) -> Path | None:
    """The npm package ``pyodide@version`` (its tarball), from the cache or npm."""
    folder = cache / "npm"
    tarball = folder / f"pyodide-{version}.tgz"
    if tarball.exists():
        return tarball
    folder.mkdir(parents=True, exist_ok=True)
    npm = shutil.which("npm")
    if npm is None:
        missing.append(f"npm package pyodide@{version} (no `npm` command here to fetch it)")
        return None
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        failure = run_quietly([npm, "pack", f"pyodide@{version}", "--pack-destination", scratch,
                               "--fetch-retries=0", "--loglevel=error"])
        packed = Path(scratch) / tarball.name
        if failure is None and packed.exists():
            packed.replace(tarball)
            return tarball
    missing.append(f"npm package pyodide@{version} ({failure or 'npm pack wrote no tarball'})")
    return None


def wheel_in(folder: Path, name: str, version: str) -> Path | None:
    stem = f"{name.lower().replace('-', '_')}-{version}-"
    for path in sorted(folder.glob("*.whl")):
        if path.name.lower().startswith(stem):
            return path
    return None


def fetch_wheels(wanted: dict[str, str], python: str, cache: Path,
                 missing: list[str]) -> dict[str, Path]:
    """The pure-Python wheel of each ``name: version`` in ``wanted``, from the cache or PyPI
    (with pip, for Python ``python``)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    found = {name: wheel_in(folder, name, version) for name, version in wanted.items()}
    absent = [name for name, path in found.items() if path is None]
    pip = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
           "--only-binary=:all:", "--python-version", python, "--implementation", "py",
           "--abi", "none", "--platform", "any", "--retries", "0", "--timeout", "20",
           "--dest", str(folder)]
    if absent and run_quietly(pip + [f"{name}=={wanted[name]}" for name in absent]) is not None:
        for name in absent:  # one at a time, to name exactly what can't be had
            failure = run_quietly(pip + [f"{name}=={wanted[name]}"])
            if failure is not None:
                missing.append(f"PyPI wheel {name}=={wanted[name]} ({failure})")
    found = {name: wheel_in(folder, name, version) for name, version in wanted.items()}
    return {name: path for name, path in found.items() if path is not None}


def project_wheel(cache: Path, folder: Path, missing: list[str]) -> Path | None:
    """This project's wheel, built from the working tree into ``folder`` (never cached: it
    changes). Two builds at once (two test processes each building a site) would share
    setuptools' build folder in the working tree: each holds a lock in ``cache`` for the
    time of ``pip wheel``, and empties that folder first (what it held from an earlier
    layout of the package would otherwise be shipped)."""
    cache.mkdir(parents=True, exist_ok=True)
    folder.mkdir(parents=True, exist_ok=True)
    with open(cache / "project.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        # setuptools copies the package into build/lib and keeps what it finds there: a
        # module since moved or removed would ship again, so the copy starts empty
        for stale in [ROOT / "build" / "lib", *(ROOT / "build").glob("bdist.*")]:
            shutil.rmtree(stale, ignore_errors=True)
        failure = run_quietly([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                               "--no-build-isolation", "--wheel-dir", str(folder), str(ROOT)])
    wheels = sorted(folder.glob("mtgrules-*.whl"))
    if failure is None and wheels:
        return wheels[0]
    missing.append(f"this project's wheel (`pip wheel --no-deps .` failed: {failure})")
    return None


# --- modules compiled ahead (the kernel imports .pyc; nothing is compiled in the page) ---

COMPILE_IN_PYODIDE = r"""
import importlib.util, sys, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compile_zip(source, target, where, beside):
    # every module of the archive also as an unchecked hash-based .pyc (PEP 552), which the
    # interpreter loads without compiling the source or comparing times: in __pycache__/ for
    # a wheel (unpacked into site-packages), beside the module for the zipped standard library
    with zipfile.ZipFile(source) as archive, zipfile.ZipFile(
            target, "w", zipfile.ZIP_DEFLATED) as out:
        for info in archive.infolist():
            data = archive.read(info)
            out.writestr(info, data)
            name = info.filename
            if not name.endswith(".py") or ".dist-info/" in name or "/tests/" in name:
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    code = compile(data, where + name, "exec", dont_inherit=True)
                except SyntaxError:
                    continue
            folder, _, base = name.rpartition("/")
            folder = folder + "/" if folder else ""
            pyc = (folder + base[:-3] + ".pyc" if beside else
                   folder + "__pycache__/" + base[:-3] + "." + sys.implementation.cache_tag
                   + ".pyc")
            out.writestr(pyc, bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data),
                                                      False)))

def compile_all(jobs):
    import site
    stdlib = next(path for path in sys.path if path.endswith(".zip"))
    for source, target, kind in jobs:
        if kind == "stdlib":
            compile_zip(source, target, stdlib + "/", beside=True)
        else:
            compile_zip(source, target, site.getsitepackages()[0] + "/", beside=False)
"""

COMPILE_SCRIPT = """
const [pyodideDir, source, target, jobs] = process.argv.slice(2);
const {loadPyodide} = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({indexURL: pyodideDir + "/"});
py.FS.mkdirTree("/ahead/in"); py.FS.mkdirTree("/ahead/out");
py.FS.mount(py.FS.filesystems.NODEFS, {root: source}, "/ahead/in");
py.FS.mount(py.FS.filesystems.NODEFS, {root: target}, "/ahead/out");
py.runPython(CODE);
py.globals.get("compile_all")(py.toPy(JSON.parse(jobs).map(
    ([name, kind]) => ["/ahead/in/" + name, "/ahead/out/" + name, kind])));
"""

STDLIB = "python_stdlib.zip"
"""Pyodide's standard library, which it ships as source only: compiled in the page, its
modules took as long as all of IPython's (measured with cProfile in Pyodide)."""


def compile_ahead(archives: list[Path], pyodide_dir: Path, cache: Path,
                  notes: list[str]) -> list[Path]:
    """Each archive (a pure wheel, or the core's :data:`STDLIB`) with its modules also
    compiled to ``.pyc`` by the site's own Pyodide, so the bytecode is the one the page's
    interpreter loads; from the cache, or compiled now with Node.js. An archive that can't
    be compiled is returned as it is, and ``notes`` says so (the site works, slower)."""
    folder = cache / "pyc"
    folder.mkdir(parents=True, exist_ok=True)
    compiled = {path: folder / f"{sha256(path)[:16]}-{path.name}" for path in archives}
    todo = [path for path, done in compiled.items() if not done.exists()]
    node = shutil.which("node")
    if todo and node is None:
        notes.append("no `node` command here: the modules ship uncompiled, and the live "
                     "pages start slower")
    elif todo:
        with tempfile.TemporaryDirectory(dir=folder) as scratch:
            source, target = Path(scratch, "in"), Path(scratch, "out")
            source.mkdir()
            target.mkdir()
            for path in todo:
                shutil.copy2(path, source / path.name)
            script = Path(scratch, "compile.mjs")
            script.write_text("const CODE = " + json.dumps(COMPILE_IN_PYODIDE) + ";\n"
                              + COMPILE_SCRIPT, encoding="utf-8")
            jobs = [(path.name, "stdlib" if path.name == STDLIB else "wheel") for path in todo]
            failure = run_quietly([node, str(script), str(pyodide_dir.resolve()), str(source),
                                   str(target), json.dumps(jobs)])
            if failure is not None:
                notes.append(f"compiling the modules ahead failed ({failure}): they ship "
                             "uncompiled, and the live pages start slower")
            else:
                for path in todo:
                    (target / path.name).replace(compiled[path])
    return [compiled[path] if compiled[path].exists() else path for path in archives]


# --- the site's parts ---------------------------------------------------------------------

def unpack_pyodide(tarball: Path, dest: Path) -> dict:
    """The Pyodide core files of the npm tarball into ``dest``; returns its lock file."""
    dest.mkdir(parents=True, exist_ok=True)
    lock = None
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if not member.isfile() or "/" in name or name.endswith(PYODIDE_SKIPPED):
                continue
            if name == "package.json":
                continue
            data = archive.extractfile(member).read()  # type: ignore[union-attr]
            if name == "pyodide-lock.json":
                lock = json.loads(data)
            else:
                (dest / name).write_bytes(data)
    if lock is None:
        raise MissingInputs(f"{tarball} holds no pyodide-lock.json: not a Pyodide core package")
    return lock


def shipped_lock(lock: dict, wheels: dict[str, Path], added: dict[str, dict]) -> dict:
    """``lock`` keeping only the packages in ``wheels`` (lock name -> the shipped file), each
    entry naming that file and its sha256 (the files on PyPI are not Pyodide's own builds),
    and the ``added`` entries."""
    packages = dict(added)
    for name, path in wheels.items():
        entry = dict(lock["packages"][name])
        entry["file_name"] = path.name
        entry["sha256"] = sha256(path)
        packages[name] = entry
    return {"info": lock["info"], "packages": dict(sorted(packages.items()))}


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """A wheel's name, version, required distributions (no extras, no markers) and
    top-level import names."""
    from email.parser import Parser

    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        info = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(wheel.read(info).decode())
    requires = []
    for line in meta.get_all("Requires-Dist") or []:
        if ";" not in line:  # an extra or a marker: not installed on the live path
            requires.append(re.split(r"[ <>=!~\[(]", line.strip(), maxsplit=1)[0])
    tops = sorted({n.split("/")[0].removesuffix(".py") for n in names
                   if ".dist-info/" not in n and (n.count("/") == 1 and n.endswith("/__init__.py")
                                                  or "/" not in n and n.endswith(".py"))})
    return meta["Name"], meta["Version"], requires, tops


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_entry(path: Path, depends: list[str]) -> dict:
    """A lock file entry for the pure wheel at ``path``, depending on ``depends``."""
    name, version, _, tops = wheel_metadata(path)
    return {"name": canonical(name), "version": version, "file_name": path.name,
            "install_dir": "site", "sha256": sha256(path), "package_type": "package",
            "imports": tops, "depends": depends, "unvendored_tests": False}


def added_entries(wheels: list[Path], own: Path, known: set[str]) -> dict[str, dict]:
    """Lock entries for ``wheels`` and this project's wheel ``own``: each depends on what
    its metadata requires among ``known`` and these wheels (this project's on OWN_DEPENDS)."""
    names = known | {canonical(wheel_metadata(path)[0]) for path in wheels}
    entries = {}
    for path in wheels:
        requires = wheel_metadata(path)[2]
        entry = lock_entry(path, sorted(canonical(r) for r in requires if canonical(r) in names))
        entries[entry["name"]] = entry
    entries["mtgrules"] = lock_entry(own, OWN_DEPENDS)
    return entries


def kernel_wheels() -> list[Path]:
    """The kernel's own wheels, from the installed jupyterlite-pyodide-kernel."""
    from jupyter_core.paths import jupyter_path

    for folder in jupyter_path("labextensions"):
        pypi = Path(folder) / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
        if pypi.is_dir():
            found = {}
            for path in sorted(pypi.glob("*.whl")):  # the newest of each (two stand-ins)
                found[path.name.split("-")[0]] = path
            missing = [name for name in KERNEL_WHEELS if name not in found]
            if missing:
                raise MissingInputs(f"{pypi} lacks the kernel's wheels {missing}")
            return [found[name] for name in KERNEL_WHEELS]
    raise MissingInputs("jupyterlite-pyodide-kernel is not installed: run `make .venv/.installed`")


def write_learner_notebooks(notebooks: list[Path], dest: Path) -> list[str]:
    """Each notebook's live version in ``dest`` (a translated one in its language's folder,
    ``zh-Hans/``, ``zh-Hant/``); returns their paths in the site."""
    shipped = []
    for path in notebooks:
        study = nbformat.read(path, as_version=4)
        lang = learner.lang_of(study)
        where = path.name if lang == "en" else f"{lang}/{path.name}"
        (dest / where).parent.mkdir(parents=True, exist_ok=True)
        learner.write_live(learner.live_version(study, preamble=PREAMBLE), dest / where)
        shipped.append(where)
    return shipped


def default_notebooks() -> list[Path]:
    """Every study notebook: the English ones, then each translation's."""
    return sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(NOTEBOOKS.glob("zh-*/*.ipynb"))


def lite_config() -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "mtgrules live handouts",
            "litePluginSettings": {KERNEL_PLUGIN: {
                "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": list(PRELOADED)}}},
        },
    }


def menu_labels(lang: str) -> dict:
    """The menu-bar titles that ``mtgrules lab --lang`` supplies where the language pack
    leaves them in English (zh-Hant: the zh-TW pack translates no menu-bar title), from the
    package's own lab settings, so the live site's menus read as JupyterLab's do."""
    from mtgrules.app.launch import lab_settings_dir

    settings = json.loads((lab_settings_dir(lang) / "overrides.json").read_text(encoding="utf-8"))
    key = "@jupyterlab/mainmenu-extension:plugin"
    return {key: settings[key]} if key in settings else {}


def app_words(lang: str) -> dict[str, str]:
    """What the app page's status line says, in ``lang`` (the ``handouts`` catalog)."""
    T = learner.T
    return {
        "starting": T("Starting Python in your browser: the explorers work in a few seconds.",
                      lang),
        "running": T("Running the notebook…", lang),
        "ready": T("The explorers are live: change any of them.", lang),
        "failed": T("The notebook could not run here: open it with its code and choose Run ▸ "
                    "Run All Cells.", lang),
        "code": T("Open it with its code (JupyterLab)", lang),
    }


def check_compiled(pyodide_dir: Path) -> list[str]:
    """What of the site's Python ships without compiled modules (nothing, when the build
    compiled everything ahead)."""
    missing = []
    for path in sorted(pyodide_dir.glob("*.whl")) + [pyodide_dir / STDLIB]:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
        if any(n.endswith(".py") for n in names) and not any(n.endswith(".pyc") for n in names):
            missing.append(f"{path.name} ships without compiled modules")
    return missing


def app_page(notebook_name: str, lang: str = "en") -> str:
    """The app page of a notebook, relative to the live site's folder (tools/build_app.py)."""
    from tools import build_app

    return build_app.app_page(notebook_name, lang)


def add_language_apps(out: Path) -> None:
    """A copy of the site's JupyterLab app in each translation's folder, with its menus in
    that language (see :data:`LANGUAGE_APPS`): a translated notebook opens in
    ``<lang>/lab/index.html?path=<lang>/...``, and reloading keeps its language.

    Raises :class:`MissingInputs` when the build shipped no pack for a language (the packs
    are Python packages of the project's dependencies).
    """
    for lang, locale in LANGUAGE_APPS.items():
        if not (out / "api" / "translations" / f"{locale}.json").exists():
            raise MissingInputs(f"the live site has no {locale} language pack for the {lang} "
                                f"notebooks' menus: install jupyterlab-language-pack-"
                                f"{locale.replace('_', '-')} into the venv (make venv)")
        folder = out / lang
        for name in ("lab", "notebooks"):  # the JupyterLab page and the app page
            app = out / name
            if name != "lab" and not app.is_dir():
                continue  # a site built without the one-document app: no app page
            page = (app / "index.html").read_text(encoding="utf-8")
            deeper = re.sub(r"""(["'])\.\./""", r"\1../../", page).replace(
                'data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."')
            config = json.loads((app / "jupyter-lite.json").read_text(encoding="utf-8"))
            shutil.copytree(app, folder / name)
            (folder / name / "index.html").write_text(deeper, encoding="utf-8")
            data = dict(config["jupyter-config-data"], appUrl=f"/{lang}/{name}")
            for key in ("settingsUrl", "fullStaticUrl"):  # relative to the app's folder
                if key in data:
                    data[key] = "../" + data[key]
            (folder / name / "jupyter-lite.json").write_text(
                json.dumps(dict(config, **{"jupyter-config-data": data}), indent=1),
                encoding="utf-8")
        (folder / "jupyter-lite.json").write_text(json.dumps({
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"settingsOverrides": {
                "@jupyterlab/translation-extension:plugin": {"locale": locale},
                **menu_labels(lang)}}}, indent=1),
            encoding="utf-8")
        # the folder's own page: JupyterLite reads the configuration of every folder on the
        # way to the root from its index.html; this one only sends a visitor on to the app
        (folder / "index.html").write_text(
            '<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            '<title>mtgrules</title>\n<script id="jupyter-config-data" type="application/json" '
            'data-jupyter-lite-root="..">{{}}</script>\n<meta http-equiv="refresh" '
            'content="0; url=./lab/index.html"></head><body></body></html>\n'.format(lang=lang),
            encoding="utf-8")


def site_size(out: Path) -> tuple[int, float]:
    files = [path for path in out.rglob("*") if path.is_file()]
    return len(files), sum(path.stat().st_size for path in files) / 1e6


def clear_out(out: Path) -> None:
    """Remove a previous site at ``out`` (only a site, or an empty folder)."""
    if not out.exists():
        return
    if any(out.iterdir()) and not (out / "jupyter-lite.json").exists():
        raise MissingInputs(f"{out} exists and is not a JupyterLite site: not overwriting it")
    shutil.rmtree(out)


def build_site(out: Path = DEFAULT_OUT, notebooks: list[Path] | None = None,
               cache: Path = CACHE) -> Site:
    """Build the live site of ``notebooks`` (default: all of notebooks/) into ``out``.

    Raises :class:`MissingInputs` naming everything that could be had neither from
    ``cache`` nor from npm and PyPI.
    """
    started = time.monotonic()
    notebooks = list(notebooks or default_notebooks())
    version, python = pinned_pyodide()
    missing: list[str] = []
    notes: list[str] = []
    tarball = fetch_pyodide(version, cache, missing)
    pypi = {name: importlib.metadata.version(name) for name in FROM_PYPI}
    with tempfile.TemporaryDirectory(prefix="mtgrules-lite-") as scratch:
        lite = Path(scratch)
        own = project_wheel(cache, lite / "project", missing)
        pyodide_dir = lite / "static" / "pyodide"
        lock = unpack_pyodide(tarball, pyodide_dir) if tarball else None
        kernel_names = lock_closure(lock["packages"], KERNEL_LOCK_ROOTS) if lock else []
        kernel_wanted = {name: lock["packages"][name]["version"]  # type: ignore[index]
                         for name in kernel_names}
        wheels = fetch_wheels({**kernel_wanted, **pypi}, python, cache, missing)
        if lock is None:
            missing.append("then the kernel's wheels that Pyodide's lock file names")
        if missing:
            raise MissingInputs(
                f"can't build the live site; not in the cache ({cache}) and not fetched:\n  "
                + "\n  ".join(missing) + "\nReach npm and PyPI once (later builds reuse what "
                "was fetched), or copy build/live-cache/ from a machine that built the site.")
        assert lock is not None and own is not None
        from_lock = {name: wheels[name] for name in kernel_names}
        more = kernel_wheels() + [wheels[name] for name in FROM_PYPI]
        # the core's own lock, for the Pyodide that compiles the wheels; replaced below
        (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock))
        originals = [*from_lock.values(), *more, own, pyodide_dir / STDLIB]
        ready = compile_ahead(originals, pyodide_dir, cache, notes)
        shipped = {}
        for original, path in zip(originals, ready):
            shipped[original] = pyodide_dir / original.name
            if path != shipped[original]:
                shutil.copy2(path, shipped[original])
        from_lock = {name: shipped[path] for name, path in from_lock.items()}
        more, own = [shipped[path] for path in more], shipped[own]
        added = added_entries(more, own, set(from_lock))
        (pyodide_dir / "pyodide-lock.json").write_text(
            json.dumps(shipped_lock(lock, from_lock, added), indent=1))
        names = write_learner_notebooks(notebooks, lite / "files")
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1))
        (lite / "overrides.json").write_text(json.dumps(SETTINGS, indent=1))
        clear_out(out)
        command = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
                   "--output-dir", str(out.resolve()), "--contents", str(lite / "files"),
                   "--no-sourcemaps", "--no-unused-shared-packages"]
        done = subprocess.run(command, cwd=lite, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError("jupyter lite build failed:\n" + (done.stdout + done.stderr)[-3000:])
    add_language_apps(out)
    from tools import build_app

    image = build_app.add_app(out, cache)
    if not notes:  # the measured cuts: check that they are in the site
        notes.extend(check_compiled(out / "static" / "pyodide"))
    notes.append(f"app pages: Python image {image.image / 1e6:.0f} MB with {image.files} files "
                 f"beside it ({image.file_bytes / 1e6:.0f} MB), {image.shipped / 1e6:.0f} MB "
                 f"packed, made in {image.seconds:.0f} s")
    files, megabytes = site_size(out)
    return Site(out, files, megabytes, time.monotonic() - started, names, notes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="folder of the site (default build/handouts/live)")
    parser.add_argument("--cache", type=Path, default=CACHE,
                        help="folder of what was fetched (default build/live-cache)")
    parser.add_argument("notebooks", nargs="*", type=Path, metavar="NB",
                        help="study notebooks to ship (default: all of notebooks/)")
    args = parser.parse_args(argv)
    try:
        site = build_site(args.out, args.notebooks or None, args.cache)
    except MissingInputs as error:
        print(f"build_live: {error}", file=sys.stderr)
        return 1
    print(site.summary())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
