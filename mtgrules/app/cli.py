"""The ``mtgrules`` command line (also ``python -m mtgrules``).

    mtgrules pay "{1}{B/P}{B/P}" --pool BBB --life 3 [--snow G] [--x N] [--no-life-loss] [--limit N]

prints the announcements (601.2b) and, with a pool, the spends (601.2h) as tables.
``--snow`` without ``--pool`` means a pool holding only that snow mana. ``--limit N`` lists
at most N rows of each table, and a heading says when its table was cut.

Every argument is checked before anything is printed. Bad input prints a one-line error and
exits with status 2; no traceback. Output cut short by its reader (``mtgrules pay ... | head``)
ends quietly with status 141, as a program stopped by SIGPIPE does.

    mtgrules lab [--dir FOLDER] [--port N] [--no-browser] [--allow-root]

copies the notebooks to a folder of yours and opens them in JupyterLab (see ``launch``).

    mtgrules worksheet --cluster payment --count 12 --level 2 --seed 7 --lang zh-Hans
    mtgrules deck --lang en --out FILE.apkg

print a practice worksheet and its answer key, and write an Anki deck (see ``worksheets``).

    mtgrules handouts --serve [--room] [--port N] [DIR]

serves a built handouts folder (default ``build/handouts``, made by ``make handouts``) on
127.0.0.1 with the standard library's web server, and prints the address to open. With
``--room`` it serves the local network instead (this machine's LAN address, printed with a
QR code to scan), for the laptops of a workshop. It serves only that folder's files (no
symlink out of it, no folder listings), read-only, only to requests addressed to this
machine (see ``serve``), and refuses a folder that has no index.html, no live site and no
PDFs. The live
site in its ``live/`` folder needs a web server (browsers refuse to run it from ``file://``);
any static one does, e.g. ``python -m http.server -d build/handouts/live``.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any, Sequence

from .. import errors
from ..checks import MAX_NUMBER, typed_number, whole_number
from .launch import add_arguments, port_number

if TYPE_CHECKING:
    from ..mana import ManaPool

BROKEN_PIPE_STATUS = 141
"""The exit status of a program stopped by SIGPIPE (128 + 13), used when the reader of our
output goes away early."""

MESSAGE_MOST = 300
"""Most characters of an error line (the library quotes only excerpts; this is a backstop)."""


def number_option(text: str, option: str, *, minimum: int | None = 0) -> int:
    """The whole number typed for ``option``, read without converting a huge string.

    A sign is allowed only when ``minimum`` is negative or None. Anything past
    :data:`~mtgrules.checks.MAX_NUMBER` is refused by its length first, so a number of
    thousands of digits is never converted (nor echoed back whole).
    """
    value = typed_number(text, option)
    low = -MAX_NUMBER if minimum is None else minimum
    return whole_number(value, option, minimum=low)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtgrules",
        description="Exact answers to Magic: The Gathering rules questions, with citations.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    pay = sub.add_parser(
        "pay", help="list every way to pay a mana cost (107.4, 601.2b, 601.2h, 119)",
        description="List the announcements (601.2b) of a cost and, with --pool or --snow, "
                    "the distinct spends (601.2h) from that pool.")
    pay.add_argument("cost", help='a mana cost in braces notation, e.g. "{1}{B/P}{B/P}"; '
                                  '"" is no mana cost at all (118.6)')
    pay.add_argument("--pool", help="mana in the pool, one letter a mana (W U B R G C), e.g. BBB")
    pay.add_argument("--snow", default="",
                     help="mana in the pool made by snow sources, e.g. G (107.4h); without "
                          "--pool the pool holds only this")
    # numbers are read by number_option, not argparse's int(), so a bad one gets our message
    pay.add_argument("--life", default=None, metavar="N", help="your life total (119.4)")
    pay.add_argument("--x", default="0", metavar="N",
                     help="the value announced for {X} (107.3a), default 0")
    pay.add_argument("--no-life-loss", action="store_true",
                     help="you can't lose life / your life total can't change (119.8)")
    pay.add_argument("--limit", default="1000", metavar="N",
                     help="most rows to list (default 1000)")
    lab_parser = sub.add_parser(
        "lab", help="copy the notebooks to a folder of yours and open them in JupyterLab",
        description="Copy the teaching notebooks to a writable folder (never over your edits), "
                    "mark them trusted and start JupyterLab at 00_start_here.ipynb.")
    add_arguments(lab_parser)
    handouts_parser = sub.add_parser(
        "handouts", help="serve the built handouts (the live site, PDFs) on this computer",
        description="Serve a handouts folder built by `make handouts` on 127.0.0.1, for a "
                    "browser on this computer (the live notebooks need a web server; "
                    "file:// doesn't run them).")
    handouts_parser.add_argument("dir", nargs="?", default=DEFAULT_HANDOUTS, metavar="DIR",
                                 help=f"the handouts folder (default {DEFAULT_HANDOUTS})")
    handouts_parser.add_argument("--serve", action="store_true",
                                 help="serve DIR until stopped with Ctrl-C")
    handouts_parser.add_argument("--port", type=port_number, default=8000,
                                 help="port to serve on (default 8000; 0: any free port)")
    handouts_parser.add_argument("--room", action="store_true",
                                 help="serve on the local network, for the laptops of a room "
                                      "(default: only this computer, 127.0.0.1)")
    from .worksheets import add_parsers

    add_parsers(sub)
    return parser


def pay(args: argparse.Namespace) -> int:
    import pandas as pd

    import mtgrules as mr
    from ..payment.tables import ways_table

    # every argument is checked, and every table computed, before a line is printed
    x = number_option(args.x, "--x")
    limit = number_option(args.limit, "--limit")
    life = None if args.life is None else number_option(args.life, "--life", minimum=None)
    cost = mr.parse_cost(args.cost)
    pool = None
    if args.pool is not None or args.snow:
        pool = mr.ManaPool(args.pool or "", snow=args.snow)
    if cost.is_absent:
        print("No mana cost at all: a card without a mana cost can't be cast by paying it, "
              "since nothing pays an absent cost (118.6). A cost of {0} is paid with nothing.")
        return 0
    options = dict(x=x, life=life, can_lose_life=not args.no_life_loss)
    # one more than --limit, so a list cut short says so
    announced = mr.first_announcements(cost, limit + 1, **options)
    spent = None if pool is None else mr.first_spends(cost, pool, limit + 1, **options)
    with pd.option_context("display.max_rows", None, "display.width", 120):
        print(f"Announcements of {cost} (601.2b): {how_many(len(announced), limit)}")
        if not announced:
            print("  none: this cost can't be announced")
        elif limit:
            print(ways_table(announced[:limit], None).to_string())
        if spent is not None and pool is not None:
            print(f"\nSpends from {pool_text(pool)} (601.2h): {how_many(len(spent), limit)}")
            if not spent:
                print("  none: the pool and life can't pay it")
            elif limit:
                print(ways_table(spent[:limit], pool).to_string())
    return 0


def how_many(found: int, limit: int) -> str:
    """The count in a heading: the number listed, or, past ``--limit``, that the list is cut."""
    if found <= limit:
        return f"{found:,}"
    if limit == 0:
        return "at least 1, none listed (--limit 0; a larger --limit lists them)"
    return (f"more than {limit:,}, only the first {limit:,} listed (--limit {limit}; a larger "
            "--limit lists more)")


def pool_text(pool: ManaPool) -> str:
    """How a pool is named in a heading: "the pool BBB + snow G", "the empty pool", ..."""
    if not pool.mana:
        return f"a pool of only snow mana {pool.snow}" if pool.snow else "the empty pool"
    return f"the pool {pool}"


DEFAULT_HANDOUTS = "build/handouts"

from .serve import (BACKLOG, IDLE_SECONDS, LOCAL_HOSTS, WEB_TYPES,  # noqa: E402,F401
                    handouts_server)

def handouts(args: argparse.Namespace) -> int:
    from pathlib import Path

    if not args.dir.strip():  # Path("") is the current folder, which is not what was meant
        print("mtgrules: the handouts folder's name is empty: name the folder (mtgrules "
              f"handouts --serve DIR), or leave it out for {DEFAULT_HANDOUTS}", file=sys.stderr)
        return 2
    folder = Path(args.dir)
    if not folder.is_dir():
        print(f"mtgrules: no handouts folder at {folder}: build it with `make handouts`, or "
              "name the folder (mtgrules handouts --serve DIR)", file=sys.stderr)
        return 2
    live = folder / "live" if (folder / "live" / "jupyter-lite.json").exists() else None
    if (folder / "jupyter-lite.json").exists():
        live = folder
    pdfs = len(list(folder.glob("*.pdf")))
    if live is None and not pdfs and not (folder / "index.html").is_file():
        # a home folder, say: serving it would put every file in it on a web server
        print(f"mtgrules: {folder} is not a handouts folder: it has no index.html, no live "
              "site and no PDFs. Build one with `make handouts` and name it (mtgrules "
              f"handouts --serve {DEFAULT_HANDOUTS})", file=sys.stderr)
        return 2
    if not args.serve:
        print(f"{folder}: {'a live site' if live else 'no live site'}, {pdfs} PDFs; serve it with "
              f"`mtgrules handouts --serve {folder}`")
        return 0
    from .serve import NoLocalNetwork, lan_address, machine_names, qr_text

    host, names = "127.0.0.1", set()
    if args.room:
        try:
            host, names = lan_address(), machine_names()
        except NoLocalNetwork as error:
            print(f"mtgrules: can't serve the room: {error}", file=sys.stderr)
            return 2
    try:
        server = handouts_server(folder, args.port, host=host, names=names)
    except OSError as error:
        print(f"mtgrules: can't serve on {host} port {args.port}: {error.strerror or error} "
              "(choose another with --port N, or --port 0 for any free one)", file=sys.stderr)
        return 2
    base = f"http://{host}:{server.server_address[1]}"
    print(f"Serving {folder} at {base}/ (Ctrl-C stops it)")
    if live is not None:
        where = "" if live == folder else "live/"
        print(f"Live notebooks: {base}/{where}lab/index.html?path=00_start_here.ipynb")
        for lang, words in (("zh-Hans", "简体中文"), ("zh-Hant", "繁體中文")):
            if (live / lang / "lab").is_dir():
                print(f"  {words}: {base}/{where}{lang}/lab/index.html?path={lang}/"
                      "00_start_here.ipynb")
        if (live / "app" / "03_hybrid_phyrexian_payment.html").is_file():
            print(f"App pages (each notebook runs by itself in seconds, no code shown): "
                  f"{base}/{where}app/03_hybrid_phyrexian_payment.html "
                  f"(the index at {base}/ links every one)")
    if args.room:
        print(f"ON THE LOCAL NETWORK: every computer on this network can open these pages "
              f"(read-only) at {base}/ ; without --room only this computer could.")
        print(qr_text(f"{base}/"), end="")
        print(f"Scan the code, or type {base}/ in a browser.")
    else:
        print("Only this computer can open it; `--room` serves the local network.")
    sys.stdout.flush()
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("Stopped.")
    return 0


def lab(args: argparse.Namespace) -> int:
    from .launch import run

    return run(args)


def worksheet(args: argparse.Namespace) -> int:
    from .worksheets import main_worksheet

    return main_worksheet(args)


def deck(args: argparse.Namespace) -> int:
    from .worksheets import main_deck

    return main_deck(args)


def one_line(text: str) -> str:
    """``text`` as a single line of at most :data:`MESSAGE_MOST` characters."""
    line = " ".join(text.split())
    return line if len(line) <= MESSAGE_MOST else line[:MESSAGE_MOST - 1] + "…"


def can_show(text: str, stream: object) -> bool:
    """Whether ``stream`` (a terminal or pipe) can write ``text`` in its encoding."""
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeError, LookupError):
        return False
    return True


def _terminal_can_show(args: argparse.Namespace) -> None:
    """Any character the terminal's encoding lacks is written as ``?`` instead of stopping
    the command halfway; a Chinese --lang on such a terminal says why its text looks so."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass  # not a text stream we own (a test's capture, say): leave it
    lang = getattr(args, "lang", "en")
    if lang != "en" and not can_show("简體中文", sys.stdout):
        print(f"mtgrules: your terminal can't show Chinese (its encoding is "
              f"{getattr(sys.stdout, 'encoding', '?')}), so the Chinese text shows as ?. "
              "Use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    _terminal_can_show(args)
    try:
        status = {"pay": pay, "lab": lab, "handouts": handouts, "worksheet": worksheet,
                  "deck": deck}[args.command](args)
        sys.stdout.flush()  # a closed pipe shows up here, inside the try, at the latest
        return status
    except errors.RulesInputError as error:
        print(f"mtgrules: {one_line(str(error))}", file=sys.stderr)
        return 2
    except UnicodeEncodeError as error:  # a stream that can't be reconfigured to replace
        print(f"mtgrules: your terminal can't show this text (its encoding is "
              f"{error.encoding}). Use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8",
              file=sys.stderr)
        return 2
    except ValueError as error:  # not from the library's checks: e.g. a number Python refuses
        if "integer string conversion" in str(error):  # over 4,300 digits
            print("mtgrules: a number in the input has thousands of digits, far too many to "
                  f"use (at most {MAX_NUMBER:,})", file=sys.stderr)
        else:
            print(f"mtgrules: can't use this input: {one_line(str(error))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader stopped early (`| head`): send the rest of our output nowhere, so the
        # flush at exit doesn't fail again, and stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return BROKEN_PIPE_STATUS
    except KeyboardInterrupt:
        return 130  # 128 + SIGINT, quietly


if __name__ == "__main__":
    sys.exit(main())
