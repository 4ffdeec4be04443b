"""The ``mtgrules`` command line (also ``python -m mtgrules``).

    mtgrules pay "{1}{B/P}{B/P}" --pool BBB --life 3 [--x N] [--no-life-loss] [--limit N]

prints the announcements (601.2b) and, with a pool, the spends (601.2h) as tables.
Bad input prints a one-line error and exits with status 2; no traceback.

    mtgrules lab [--dir FOLDER] [--port N] [--no-browser] [--allow-root]

copies the notebooks to a folder of yours and opens them in JupyterLab (see ``launch``).
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from . import errors


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtgrules",
        description="Exact answers to Magic: The Gathering rules questions, with citations.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    pay = sub.add_parser(
        "pay", help="list every way to pay a mana cost (107.4, 601.2b, 601.2h, 119)",
        description="List the announcements (601.2b) of a cost and, with --pool, the "
                    "distinct spends (601.2h) from that pool.")
    pay.add_argument("cost", help='a mana cost in braces notation, e.g. "{1}{B/P}{B/P}"')
    pay.add_argument("--pool", help="mana in the pool, one letter a mana (W U B R G C), e.g. BBB")
    pay.add_argument("--snow", default="", help="extra mana in the pool made by snow sources")
    pay.add_argument("--life", type=int, default=None, help="your life total (119.4)")
    pay.add_argument("--x", type=int, default=0, help="the value announced for {X} (107.3a)")
    pay.add_argument("--no-life-loss", action="store_true",
                     help="you can't lose life / your life total can't change (119.8)")
    pay.add_argument("--limit", type=int, default=1000, help="most rows to list (default 1000)")
    lab_parser = sub.add_parser(
        "lab", help="copy the notebooks to a folder of yours and open them in JupyterLab",
        description="Copy the teaching notebooks to a writable folder (never over your edits), "
                    "mark them trusted and start JupyterLab at 00_start_here.ipynb.")
    from .launch import add_arguments

    add_arguments(lab_parser)
    return parser


def pay(args: argparse.Namespace) -> int:
    import pandas as pd

    import mtgrules as mr

    options = dict(x=args.x, life=args.life, can_lose_life=not args.no_life_loss)
    cost = mr.parse_cost(args.cost)
    with pd.option_context("display.max_rows", None, "display.width", 120):
        table = mr.payment_table(cost, limit=args.limit, **options)
        print(f"Announcements of {cost} (601.2b): {len(table)}")
        print(table.to_string() if len(table) else "  none: this cost can't be announced")
        if args.pool is not None:
            pool = mr.ManaPool(args.pool, snow=args.snow)
            table = mr.payment_table(cost, pool, limit=args.limit, **options)
            print(f"\nSpends from the pool {pool} (601.2h): {len(table)}")
            print(table.to_string() if len(table) else "  none: the pool and life can't pay it")
    return 0


def lab(args: argparse.Namespace) -> int:
    from .launch import run

    return run(args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return {"pay": pay, "lab": lab}[args.command](args)
    except errors.RulesInputError as error:
        print(f"mtgrules: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
