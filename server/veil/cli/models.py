"""`veil models` (placeholder until its owner fills it in)."""

from __future__ import annotations


def register(sub) -> None:
    p = sub.add_parser("models", help="(not implemented yet)")
    p.set_defaults(func=lambda args: (_ for _ in ()).throw(SystemExit("veil models: not implemented yet")))
