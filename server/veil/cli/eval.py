"""``veil eval cii|pii``: the quality evaluations (see benchmarks/)."""

from __future__ import annotations

import importlib

#: sub-target -> module exposing ``add_arguments(parser)`` and ``run(args) -> int``
TARGETS = {
    "cii": ("veil.cii.evaluation", "evaluate the CII redactors the paper's way (20 Newsgroups)"),
    "pii": ("veil.pii.evaluation", "evaluate PII detection against gold spans (and Presidio)"),
}


def register(sub) -> None:
    parser = sub.add_parser("eval", help="run a quality evaluation")
    targets = parser.add_subparsers(dest="target", metavar="TARGET")
    targets.required = True
    for name, (module, help_text) in TARGETS.items():
        p = targets.add_parser(name, help=help_text)
        mod = importlib.import_module(module)
        mod.add_arguments(p)
        p.set_defaults(func=mod.run)
