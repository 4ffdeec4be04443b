"""``mtgrules lab``: copy the teaching notebooks to a folder of yours and open JupyterLab there.

    mtgrules lab [--lang en|zh-Hans|zh-Hant] [--dir FOLDER] [--port N] [--no-browser] [--allow-root]

The notebooks ship inside the package (``mtgrules/notebooks`` in the wheel; the top-level
``notebooks/`` folder in a source checkout). They are copied to a writable folder (default
``~/mtgrules-notebooks``) so that a learner can edit, run and save them. A copy the learner
has changed is never overwritten: a record of what was copied (``.mtgrules-copied.json``)
tells an untouched older copy, which is updated, from an edited one, which is kept. The
copies are marked trusted (as ``jupyter trust`` does), so their stored widgets display, and
JupyterLab starts at ``00_start_here.ipynb``.

``--lang zh-Hans`` or ``--lang zh-Hant`` copies that language's notebooks (built from the
English ones by ``tools/translate_notebooks.py``; ``notebooks/<lang>/`` in a checkout) to a
folder of their own (default ``~/mtgrules-notebooks-zh-Hans``), and switches JupyterLab's own
menus to that language with its language pack (jupyterlab-language-pack-zh-CN / -zh-TW), for
this server only.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from ..checks import excerpt
from ..errors import Wording, os_reason
from ..i18n import Catalog

START = "00_start_here.ipynb"
T = Catalog("mtgrules")
"""What ``mtgrules lab`` says, in the language of the notebooks it opens."""
RECORD = ".mtgrules-copied.json"
SHIPPED_SUFFIXES = (".ipynb", ".png", ".svg", ".md")


LAB_LOCALES = {"en": "en", "zh-Hans": "zh_CN", "zh-Hant": "zh_TW"}
"""JupyterLab's locale (its language pack) for each language of the notebooks."""


def default_dir(lang: str = "en") -> Path:
    """Where ``mtgrules lab`` puts the notebooks unless told otherwise."""
    return Path.home() / ("mtgrules-notebooks" if lang == "en" else f"mtgrules-notebooks-{lang}")


def shipped_dir(lang: str = "en") -> Path:
    """The folder holding the notebooks in ``lang`` that came with this copy of mtgrules."""
    sub = () if lang == "en" else (lang,)
    packaged = resources.files("mtgrules").joinpath("notebooks", *sub)
    if packaged.is_dir():  # an installed wheel
        return Path(str(packaged))
    checkout = Path(__file__).resolve().parents[2].joinpath("notebooks", *sub)
    if checkout.is_dir():  # an editable install or a source checkout
        return checkout
    raise FileNotFoundError(f"the {lang} notebooks are missing from this installation of "
                            "mtgrules")


def shipped_files(source: Path) -> list[Path]:
    return sorted(p for p in source.iterdir()
                  if p.is_file() and p.suffix in SHIPPED_SUFFIXES and not p.name.startswith("."))


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _notebook(data: bytes) -> dict[str, Any] | None:
    """``data`` read as a notebook's JSON, or None if it is not one (a copy cut short)."""
    try:
        nb = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list):
        return None
    return nb


def _joined(text: Any) -> str:
    return "".join(text) if isinstance(text, list) else str(text)


def sources_digest(data: bytes) -> str | None:
    """The digest of a notebook's cells as a learner writes them (each cell's type and
    source), or None if ``data`` is not a notebook. Running a notebook and saving it changes
    its outputs, counts, metadata and widget state, never this digest; an edit changes it."""
    nb = _notebook(data)
    if nb is None:
        return None
    cells = [(c.get("cell_type"), _joined(c.get("source", ""))) for c in nb["cells"]
             if isinstance(c, dict)]
    return _digest(json.dumps(cells, ensure_ascii=False).encode("utf-8"))


def views_without_state(data: bytes) -> int:
    """How many widget views in a notebook's outputs have no model in its stored widget
    state: each one reopens as "model not found" until the notebook runs again."""
    nb = _notebook(data) or {}
    metadata = nb.get("metadata")
    widgets = metadata.get("widgets", {}) if isinstance(metadata, dict) else {}
    state = widgets.get(WIDGET_STATE, {}) if isinstance(widgets, dict) else {}
    models = state.get("state", {}) if isinstance(state, dict) else {}
    missing = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []) if isinstance(cell, dict) else []:
            data_ = output.get("data", {}) if isinstance(output, dict) else {}
            view = data_.get(WIDGET_VIEW) if isinstance(data_, dict) else None
            if isinstance(view, dict) and view.get("model_id") not in models:
                missing += 1
    return missing


@dataclass(frozen=True, slots=True)
class CopyReport:
    """What :func:`copy_notebooks` did with each shipped file (names only)."""

    folder: Path
    copied: tuple[str, ...] = ()     # new in the folder (or a copy cut short, written again)
    updated: tuple[str, ...] = ()    # an untouched or only-run older copy, replaced
    unchanged: tuple[str, ...] = ()  # already the shipped version
    kept: tuple[str, ...] = ()       # changed by the learner: left alone
    ran: tuple[str, ...] = ()        # the shipped version, run and saved: left as it is

    @property
    def current(self) -> tuple[str, ...]:
        """Files in the folder that are exactly the shipped version now."""
        return self.copied + self.updated + self.unchanged

    def __str__(self) -> str:
        return self.text("en")

    def text(self, lang: str = "en") -> str:
        """What was done, in ``lang`` (en, zh-Hans, zh-Hant)."""
        lines = [T("Notebooks in {folder}:", lang, folder=self.folder)]
        for label, names in ((T("copied", lang), self.copied), (T("updated", lang), self.updated),
                             (T("already up to date", lang), self.unchanged + self.ran)):
            if names:
                lines.append(f"  {label}: {len(names)}")
        for name in self.kept:
            lines.append("  " + T("kept your edited {name} (rename or delete it to get a fresh "
                                  "copy)", lang, name=name))
        return "\n".join(lines)


RECORD_MOST = 1_000_000
"""Largest record file read, in bytes (a real one holds a few digests)."""


def read_record(path: Path) -> dict[str, str]:
    """The digests recorded at the last copy, by file name.

    Each entry is the digest of the bytes copied, then (for a notebook) the digest of its
    sources (:func:`sources_digest`). Anything that is not a small JSON object of strings (a
    missing, unreadable, corrupted or hand-edited record: ``[1, 2]``, ``null``,
    ``{"a.ipynb": 5}``, a folder, a symbolic link) counts as no record, or loses only its bad
    entries: the copies it can't vouch for are then kept as the learner's own, never
    overwritten.
    """
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > RECORD_MOST:
            return {}
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # RecursionError: absurdly nested JSON
        return {}
    if not isinstance(record, dict):
        return {}
    return {name: digest for name, digest in record.items() if isinstance(digest, str)}


def _write_whole(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` all or nothing: into a new file beside it, then renamed
    over it. A run cut short (a full disk) leaves the old file, never half a new one, and a
    symbolic link at ``target`` is replaced, never written through."""
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.",
                                     suffix=".part")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _outcome(target: Path, data: bytes, recorded: str | None) -> str:
    """What to do with the copy at ``target`` of the shipped ``data``: copied (write it, the
    copy is missing or cut short), updated (replace an untouched or only-run copy),
    unchanged, ran (only run and saved, current: leave it) or kept (the learner's edit)."""
    if target.is_symlink() or not target.exists():
        return "copied" if not target.exists() else "kept"
    present = target.read_bytes()
    if present == data:
        return "unchanged"
    shipped_sources = sources_digest(data)
    if shipped_sources is not None and _notebook(present) is None:
        return "copied"  # not a notebook: a copy cut short, never one JupyterLab saved
    digests = (recorded or "").split()
    if _digest(present) in digests[:1]:
        return "updated"  # nobody touched the copy we made last time
    present_sources = sources_digest(present)
    if present_sources is None:
        return "kept"
    if present_sources == shipped_sources:
        # only run and saved: keep the learner's run, unless its explorers can't reopen
        return "updated" if views_without_state(present) else "ran"
    if present_sources in digests[1:]:
        return "updated"  # run and saved, never edited, and a newer version ships
    return "kept"


def copy_notebooks(folder: Path, source: Path | None = None) -> CopyReport:
    """Copy the shipped notebooks into ``folder`` without overwriting a learner's edits.

    A notebook the learner only ran and saved (its cells' sources are those copied) is not an
    edit: it gets a newer version, and one whose saved explorers would reopen as "model not
    found" gets the shipped copy back. A copy cut short (a full disk) is written again.
    Every file, the record included, is written whole or not at all (:func:`_write_whole`).
    """
    source = shipped_dir() if source is None else source
    folder.mkdir(parents=True, exist_ok=True)
    if folder.resolve() == source.resolve():  # e.g. `make lab` in a checkout
        return CopyReport(folder, unchanged=tuple(p.name for p in shipped_files(source)))
    record = read_record(folder / RECORD)
    done: dict[str, list[str]] = {"copied": [], "updated": [], "unchanged": [], "kept": [],
                                  "ran": []}
    for shipped in shipped_files(source):
        data = shipped.read_bytes()
        target = folder / shipped.name
        outcome = _outcome(target, data, record.get(shipped.name))
        if outcome in ("copied", "updated"):
            _write_whole(target, data)
        if outcome not in ("kept", "ran"):
            sources = sources_digest(data)
            record[shipped.name] = _digest(data) + (f" {sources}" if sources else "")
        done[outcome].append(shipped.name)
    _write_whole(folder / RECORD,
                 json.dumps(record, indent=1, sort_keys=True).encode("utf-8"))
    return CopyReport(folder, *(tuple(done[k]) for k in ("copied", "updated", "unchanged", "kept",
                                                          "ran")))


def trust(paths: list[Path]) -> int:
    """Mark notebooks trusted, as ``jupyter trust`` does, so their stored widgets display.

    Returns how many were not trusted before.
    """
    import nbformat
    from nbformat.sign import TrustNotebookApp

    app = TrustNotebookApp()
    app.initialize([])  # the user's Jupyter configuration decides where signatures live
    signed = 0
    with app.notary as notary:
        for path in paths:
            nb = nbformat.read(path, as_version=nbformat.NO_CONVERT)  # type: ignore[no-untyped-call, unused-ignore]
            if not notary.check_signature(nb):
                notary.sign(nb)
                signed += 1
    return signed


LAB_SETTINGS = Path(__file__).resolve().parent / "lab_settings"
"""JupyterLab settings of ``mtgrules lab`` (the server's, not the learner's)."""


def lab_settings_dir(lang: str = "en") -> Path:
    """The settings folder of a ``mtgrules lab`` server in ``lang``: ``lab_settings`` (no
    prompt about Jupyter news or updates), or ``lab_settings/<lang>``, the same with
    JupyterLab's display language set to that language's pack."""
    return LAB_SETTINGS if lang == "en" else LAB_SETTINGS / lang


def lab_argv(folder: Path, *, port: int | None = None, no_browser: bool = False,
             allow_root: bool = False, lang: str = "en") -> list[str]:
    """The JupyterLab arguments that serve ``folder`` and open the start notebook.

    The server also reads this package's own settings (:func:`lab_settings_dir`): no prompt
    about Jupyter news or updates greets a learner, and JupyterLab's menus are in ``lang``.
    They apply to this launch only, never to the learner's own JupyterLab settings. They also
    save the widget state with the notebook (the widget manager's ``saveState``), so a notebook
    run and saved reopens with its explorers' pictures, never "model not found".
    """
    argv = [f"--ServerApp.root_dir={folder}", f"--LabApp.default_url=/lab/tree/{START}",
            f"--LabApp.app_settings_dir={lab_settings_dir(lang)}"]
    if port is not None:
        argv.append(f"--ServerApp.port={port}")
    if no_browser:
        argv.append("--no-browser")
    if allow_root:
        argv.append("--allow-root")
    return argv


def port_number(text: str) -> int:
    """``--port``'s value: a port number 0 to 65535 (a long string is not converted)."""
    stripped = text.strip()
    if stripped.isascii() and stripped.isdecimal() and len(stripped) <= 5 \
            and int(stripped) <= 65535:
        return int(stripped)
    raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a port number: use 0 to 65535")


def language_tag(text: str) -> str:
    """``--lang``'s value: en, zh-Hans or zh-Hant (zh-CN, zh-TW and the like are read too)."""
    from ..i18n import LANGS
    aliases = {"zh-cn": "zh-Hans", "zh-sg": "zh-Hans", "zh-hans": "zh-Hans",
               "zh-tw": "zh-Hant", "zh-hk": "zh-Hant", "zh-mo": "zh-Hant", "zh-hant": "zh-Hant",
               "en": "en", "english": "en", "简体中文": "zh-Hans", "繁體中文": "zh-Hant"}
    found = aliases.get(text.strip().replace("_", "-").lower())
    if found in LANGS:
        return found
    raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a language of the notebooks: "
                                     "use en, zh-Hans (简体中文) or zh-Hant (繁體中文)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", type=language_tag, default="en",
                        help="the notebooks' language: en (default), zh-Hans (简体中文) or "
                             "zh-Hant (繁體中文); JupyterLab's menus follow it")
    # --dir stays text until run(): Path("") would quietly be the current folder
    parser.add_argument("--dir", default=None,
                        help=f"folder for your copies of the notebooks (default {default_dir()})")
    parser.add_argument("--port", type=port_number, default=None,
                        help="port for JupyterLab (default: its own choice, 8888 if free)")
    parser.add_argument("--no-browser", action="store_true",
                        help="don't open a browser; open the printed address yourself")
    parser.add_argument("--allow-root", action="store_true",
                        help="let JupyterLab run as root (e.g. in a container)")


def run(args: argparse.Namespace) -> int:
    """Copy, trust, then start JupyterLab (returns when JupyterLab stops)."""
    lang = getattr(args, "lang", "en")
    if args.dir is None:
        folder = default_dir(lang)
    elif not str(args.dir).strip():
        print("mtgrules: " + T("--dir is empty: name a folder for your copies of the notebooks, "
                               "e.g. --dir {folder} (the default when --dir is left out)", lang,
                               folder=default_dir(lang)), file=sys.stderr)
        return 2
    else:
        folder = Path(args.dir).expanduser()
    if args.port is not None and not 0 <= args.port <= 65535:
        print(f"mtgrules: --port {args.port} is not a port number: use 0 to 65535",
              file=sys.stderr)
        return 2
    try:
        source = shipped_dir(lang)
    except FileNotFoundError as error:
        print(f"mtgrules: {error}", file=sys.stderr)
        return 2
    try:
        report = copy_notebooks(folder, source)
    except OSError as error:
        # mkdir of a path that exists, yet isn't a folder, is the one "exists" here
        if isinstance(error, FileExistsError) and folder.is_symlink():
            reason = T("it is a symbolic link that leads to no folder (or to itself)", lang)
        elif isinstance(error, FileExistsError):
            reason = T("it is a file, not a folder", lang)
        else:
            reason = os_reason(error)
            reason = reason.translated(lang) if isinstance(reason, Wording) else reason
        named = getattr(error, "filename", None)
        where = f" ({named})" if named and Path(named) != folder else ""
        print("mtgrules: " + T("can't put the notebooks in --dir {folder}: {error}", lang,
                               folder=folder, error=reason + where), file=sys.stderr)
        return 2
    print(report.text(lang))
    fresh = [folder / name for name in report.current if name.endswith(".ipynb")]
    trust(fresh)
    print("  " + T("trusted: {count} (so their stored widgets display)", lang, count=len(fresh)))
    from jupyterlab.labapp import LabApp

    print(T("Starting JupyterLab in {folder} at {start} (stop it with Ctrl-C)", lang,
            folder=folder, start=START), flush=True)
    LabApp.launch_instance(argv=lab_argv(folder, port=args.port, no_browser=args.no_browser,
                                         allow_root=args.allow_root, lang=lang))
    return 0
