"""The ``veil`` command line.

Each sub-command lives in its own module of this package and exposes
``register(subparsers)``; that function adds its parser and sets
``func`` (called with the parsed ``argparse.Namespace``, returns an exit code).
A :class:`veil.errors.VeilError` raised anywhere becomes a one-line
``veil: error: ...`` message and a non-zero exit.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from veil import __version__
from veil.errors import VeilError

#: Sub-command modules, in the order ``veil --help`` lists them.
COMMANDS = ("serve", "train", "analyze", "redact", "batch", "eval", "models")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="veil",
        description="Veil: find and redact client-identifying and personal information.",
    )
    parser.add_argument("--version", action="version", version=f"veil {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMANDS:
        importlib.import_module(f"veil.cli.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except VeilError as exc:
        print(f"veil: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("veil: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
