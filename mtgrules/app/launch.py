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
import hashlib
import json
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

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


@dataclass(frozen=True, slots=True)
class CopyReport:
    """What :func:`copy_notebooks` did with each shipped file (names only)."""

    folder: Path
    copied: tuple[str, ...] = ()     # new in the folder
    updated: tuple[str, ...] = ()    # an untouched older copy replaced by the shipped one
    unchanged: tuple[str, ...] = ()  # already the shipped version
    kept: tuple[str, ...] = ()       # changed by the learner: left alone

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
                             (T("already up to date", lang), self.unchanged)):
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

    Anything that is not a small JSON object of strings (a missing, unreadable, corrupted or
    hand-edited record: ``[1, 2]``, ``null``, ``{"a.ipynb": 5}``, a folder) counts as no
    record, or loses only its bad entries: the copies it can't vouch for are then kept as
    the learner's own, never overwritten.
    """
    try:
        if not path.is_file() or path.stat().st_size > RECORD_MOST:
            return {}
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # RecursionError: absurdly nested JSON
        return {}
    if not isinstance(record, dict):
        return {}
    return {name: digest for name, digest in record.items() if isinstance(digest, str)}


def copy_notebooks(folder: Path, source: Path | None = None) -> CopyReport:
    """Copy the shipped notebooks into ``folder`` without overwriting a learner's edits."""
    source = shipped_dir() if source is None else source
    folder.mkdir(parents=True, exist_ok=True)
    if folder.resolve() == source.resolve():  # e.g. `make lab` in a checkout
        return CopyReport(folder, unchanged=tuple(p.name for p in shipped_files(source)))
    record = read_record(folder / RECORD)
    done: dict[str, list[str]] = {"copied": [], "updated": [], "unchanged": [], "kept": []}
    for shipped in shipped_files(source):
        data = shipped.read_bytes()
        target = folder / shipped.name
        if not target.exists():
            outcome = "copied"
        else:
            present = _digest(target.read_bytes())
            if present == _digest(data):
                outcome = "unchanged"
            elif present == record.get(shipped.name):
                outcome = "updated"  # nobody touched the copy we made last time
            else:
                outcome = "kept"
        if outcome in ("copied", "updated"):
            target.write_bytes(data)
        if outcome != "kept":
            record[shipped.name] = _digest(data)
        done[outcome].append(shipped.name)
    (folder / RECORD).write_text(json.dumps(record, indent=1, sort_keys=True), encoding="utf-8")
    return CopyReport(folder, *(tuple(done[k]) for k in ("copied", "updated", "unchanged", "kept")))


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
    They apply to this launch only, never to the learner's own JupyterLab settings.
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
        if isinstance(error, FileExistsError):
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
