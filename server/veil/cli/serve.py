"""`veil serve` (placeholder until its owner fills it in)."""

from __future__ import annotations


def register(sub) -> None:
    p = sub.add_parser("serve", help="(not implemented yet)")
    p.set_defaults(func=lambda args: (_ for _ in ()).throw(SystemExit("veil serve: not implemented yet")))
