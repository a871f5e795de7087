"""``veil analyze FILE``: the CII terms per k level and the PII of a document."""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from veil.errors import InputError, NotFound

SUFFIXES = (".txt", ".md", ".docx")


def read_document(path: str | Path) -> str:
    """The text of a .txt/.md file, or of every part of a .docx.

    Raises
    ------
    NotFound, InputError, UnsupportedDocument
        Missing file, unsupported suffix or encoding, unsafe .docx.
    """
    from veil import pipeline

    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise InputError(f"{path.name}: unsupported file type {suffix or '(none)'}; use .txt, .md or .docx")
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise NotFound(f"{path}: no such file") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from None
    if suffix == ".docx":
        return pipeline.docx_text(data)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(f"{path.name}: not UTF-8 text") from None


def format_table(result: dict) -> str:
    """A readable summary of an analysis (terms and PII included: it is the user's own file)."""
    lines = []
    client = result["client"]
    ranking = ", ".join(f"{r['label']} ({r['score']:.2f})" for r in client["ranking"][:5])
    lines.append(f"model   {result['model']}")
    lines.append(f"client  {client['label']} ({client['source']}); ranking: {ranking}")
    util = result.get("utility") or {}
    if util.get("label") is not None:
        lines.append(f"utility {util['label']} ({util.get('source')})")
    lines.append("")
    lines.append(f"{'k':>3}  {'terms':>5}  {'confusable':<10}  {'utility kept':<12}  new terms")
    previous: set[str] = set()
    for level in result["levels"]:
        new = [t for t in level["terms"] if t not in previous]
        previous = set(level["terms"])
        lines.append(f"{level['k']:>3}  {len(level['terms']):>5}  {str(level['confusable']).lower():<10}  "
                     f"{str(level['utility_kept']).lower():<12}  {', '.join(new[:12])}"
                     + (" ..." if len(new) > 12 else ""))
    if result["terms"]:
        lines.append("")
        lines.append(f"{'term':<24} {'k_min':>5} {'score':>8} {'count':>5}")
        for term in result["terms"]:
            lines.append(f"{term['term'][:24]:<24} {term['k_min']:>5} {term['score']:>8.3f} "
                         f"{len(term['occurrences']):>5}")
    groups: dict[str, list[str]] = defaultdict(list)
    for span in result["pii"]:
        if span["text"] not in groups[span["type"]]:
            groups[span["type"]].append(span["text"])
    lines.append("")
    if groups:
        lines.append("PII")
        for typ in sorted(groups):
            lines.append(f"  {typ:<12} {len(groups[typ]):>3}  {'; '.join(groups[typ][:8])}"
                         + (" ..." if len(groups[typ]) > 8 else ""))
    else:
        lines.append("PII     none found")
    return "\n".join(lines)


def run(args) -> int:
    from veil import pipeline

    text = read_document(args.file)
    result = pipeline.analyze(text, model=args.model, client=args.client, k_max=args.k_max,
                              algorithm=args.algorithm, pii=not args.no_pii)
    if args.json:
        json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        print(format_table(result))
    return 0


def register(sub) -> None:
    p = sub.add_parser("analyze", help="list the CII terms per k level and the PII of a document",
                       description="Analyse a .txt, .md or .docx file (every part of a .docx) with "
                                   "the same pipeline as the add-in.")
    p.add_argument("file", help="the document (.txt, .md or .docx)")
    p.add_argument("--model", default=None, help="client model (default: $VEIL_DEFAULT_MODEL or demo-20news)")
    p.add_argument("--client", default=None, help="the true client, when known (default: predicted)")
    p.add_argument("--k-max", type=int, default=5, help="highest k level (1..20, default 5)")
    p.add_argument("--algorithm", choices=("k-redactor", "simple"), default="k-redactor")
    p.add_argument("--no-pii", action="store_true", help="skip PII detection")
    p.add_argument("--json", action="store_true", help="print the /api/analyze JSON answer")
    p.set_defaults(func=run)
