"""PII benchmark: Veil vs Presidio (same spaCy pipeline) on the seeded generated
corpus and the hand-written realistic sets, plus throughput on 20NG test posts.

Calls the same code as ``veil eval pii`` (:mod:`veil.pii.evaluation`) and
writes ``benchmarks/results/pii_eval.md`` (+ ``.json``)::

    python benchmarks/pii_eval.py --newsgroups /work/shared/datasets/20news-bydate.tar.gz

The generated corpus is rebuilt first when missing (seed 13, 2,400 snippets).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from veil.pii import evaluation  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    evaluation.add_arguments(parser)
    args = parser.parse_args(argv)
    generated = ROOT / "benchmarks" / "pii_data" / "generated.jsonl"
    if not generated.exists():
        sys.path.insert(0, str(ROOT / "benchmarks" / "pii_data"))
        import generate

        generate.main(["-o", str(generated)])
    if not args.data:
        args.data = sorted((ROOT / "benchmarks" / "pii_data").glob("realistic*.txt")) + [generated]
    args.presidio = True
    args.output = args.output or ROOT / "benchmarks" / "results" / "pii_eval.md"
    args.json = args.json or ROOT / "benchmarks" / "results" / "pii_eval.json"
    return evaluation.run(args)


if __name__ == "__main__":
    sys.exit(main())
