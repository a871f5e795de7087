"""``veil batch SRC DEST``: redact a whole document tree into a mirror tree."""

from __future__ import annotations

import sys

from veil.batch.task import ALGORITHMS


def register(sub) -> None:
    p = sub.add_parser(
        "batch", help="redact every .docx/.txt/.md under SRC into a mirror tree DEST",
        description="Redact every .docx, .txt and .md file under SRC into the same relative "
                    "path under DEST, with DEST/report.jsonl and DEST/report.html. Re-running "
                    "skips documents already done with the same content and settings.")
    p.add_argument("src", metavar="SRC", help="source folder (read only)")
    p.add_argument("dest", metavar="DEST", help="destination folder (created; not inside SRC)")
    p.add_argument("--model", help="client model name (default: the configured default model)")
    p.add_argument("--k", type=int, default=3, help="k-confusability level to redact to (default 3)")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--client", metavar="LABEL", help="the client of every document")
    who.add_argument("--client-from-folder", action="store_true",
                     help="each document's client is its top-level folder under SRC")
    p.add_argument("--algorithm", choices=ALGORITHMS, default="k-redactor")
    p.add_argument("--no-pii", dest="pii", action="store_false", help="leave personal information unredacted")
    p.add_argument("--workers", type=int, help="local worker processes (default: available cores)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on the Dask cluster at ADDRESS (e.g. tcp://10.0.0.5:8786)")
    p.add_argument("--quiet", action="store_true", help="no progress bar; print only the summary")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=run)


def run(args) -> int:
    import json

    from veil.batch import BatchOptions, run_batch

    options = BatchOptions(model=args.model, k=args.k, algorithm=args.algorithm, pii=args.pii,
                           client=args.client, client_from_folder=args.client_from_folder)
    summary = run_batch(args.src, args.dest, options, workers=args.workers,
                        scheduler=args.scheduler, quiet=args.quiet)
    s = summary.as_dict()
    if args.json:
        print(json.dumps(s, indent=2))
    else:
        print(f"{s['done']} redacted, {s['skipped']} unchanged (skipped), {s['failed']} failed "
              f"of {s['total']} in {s['seconds']:.1f} s ({s['docs_per_second']:.1f} docs/s); "
              f"report: {args.dest}/report.html")
    if s["failed"]:
        print(f"veil: {s['failed']} document(s) failed; see {args.dest}/report.jsonl",
              file=sys.stderr)
        return 1
    return 0
