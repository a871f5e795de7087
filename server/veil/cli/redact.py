"""``veil redact FILE -o OUT``: a redacted copy of a .txt, .md or .docx file."""

from __future__ import annotations

import sys
from pathlib import Path

from veil.cli.analyze import SUFFIXES, read_document
from veil.errors import InputError, NotFound
from veil.fileio import atomic_write_bytes, atomic_write_text


def run(args) -> int:
    from veil import pipeline

    src, out = Path(args.file), Path(args.output)
    suffix = src.suffix.lower()
    if suffix not in SUFFIXES:
        raise InputError(f"{src.name}: unsupported file type {suffix or '(none)'}; use .txt, .md or .docx")
    if (out.suffix.lower() == ".docx") != (suffix == ".docx"):
        raise InputError(f"output {out.name} must have the same kind of suffix as the input ({suffix})")
    if out.exists() and src.exists() and out.resolve() == src.resolve():
        raise InputError("output must differ from the input (the original is never overwritten)")
    options = {"model": args.model, "client": args.client, "k": args.k, "algorithm": args.algorithm,
               "pii": not args.no_pii, "terms": list(args.term or []), "exclude": list(args.keep or []),
               "style": args.style}
    if suffix == ".docx":
        try:
            data = src.read_bytes()
        except FileNotFoundError:
            raise NotFound(f"{src}: no such file") from None
        redacted, report = pipeline.redact_docx_doc(data, options)
        atomic_write_bytes(out, redacted)
        replacements = report.get("replacements", "?")
    else:
        result = pipeline.redact_text_doc(read_document(src), options)
        atomic_write_text(out, result["text"])
        report, replacements = result["report"], result["replacements"]
    print(f"veil: wrote {out} ({replacements} replacements; client {report['client']} "
          f"({report['client_source']}), k={report['k']}, {report['cii_terms']} CII terms, "
          f"{report['pii_spans']} PII spans)", file=sys.stderr)
    return 0


def register(sub) -> None:
    p = sub.add_parser("redact", help="write a redacted copy of a .txt, .md or .docx file",
                       description="Redact the CII terms of level k, the client's names and the PII "
                                   "of a document; a .docx copy is verified part by part before it "
                                   "is written (atomically).")
    p.add_argument("file", help="the document (.txt, .md or .docx)")
    p.add_argument("-o", "--output", required=True, help="where to write the redacted copy")
    p.add_argument("--model", default=None, help="client model (default: $VEIL_DEFAULT_MODEL or demo-20news)")
    p.add_argument("--client", default=None, help="the true client, when known (default: predicted)")
    p.add_argument("--k", type=int, default=3, help="k-confusability level (1..20, default 3)")
    p.add_argument("--algorithm", choices=("k-redactor", "simple"), default="k-redactor")
    p.add_argument("--no-pii", action="store_true", help="do not redact PII")
    p.add_argument("--term", action="append", metavar="STRING", help="also redact STRING (repeatable)")
    p.add_argument("--keep", action="append", metavar="STRING", help="never redact STRING (repeatable)")
    p.add_argument("--style", choices=("placeholder", "blank"), default="placeholder")
    p.set_defaults(func=run)
