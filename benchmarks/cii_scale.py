"""Training at deployment scale: a synthetic 350,000-document, 450-client corpus.

    nice .venv/bin/python benchmarks/cii_scale.py /work/shared/datasets/20news-bydate.tar.gz \
        --workdir /tmp/veil_scale --output benchmarks/results/cii_scale.md

The corpus is built from 20 Newsgroups vocabulary statistics: each client is
assigned one newsgroup (its utility = that group's top-level class) and draws
words from a mixture of that group's unigram distribution (70 %) and a
client-specific distribution (30 %) that boosts 300 random words of the 20NG
vocabulary (Zipf weights); document lengths are drawn from the empirical 20NG
post lengths.  Documents are plain .txt files under ``WORKDIR/corpus/<client>/``.
Then ``veil train`` runs on it in a child process; wall time and the child's
peak resident memory (``getrusage``) are recorded.  Targets: <= 10 min, <= 4 GB.
"""

from __future__ import annotations

import argparse
import datetime as dt
import resource
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from veil.sysinfo import machine
from veil.cii.newsgroups import load_20newsgroups, utility_of
from veil.fileio import atomic_write_text
from veil.tokens import tokenize


def build_corpus(dataset, out: Path, n_docs: int, n_clients: int, seed: int = 350) -> dict:
    """Write the synthetic corpus and its utility map; returns generation stats."""
    t0 = time.perf_counter()
    texts, groups = load_20newsgroups(dataset)["train"]
    group_names = sorted(set(groups))
    counts = {g: Counter() for g in group_names}
    lengths = []
    for t, g in zip(texts, groups):
        toks = tokenize(t)
        counts[g].update(toks)
        lengths.append(len(toks))
    total = Counter()
    for c in counts.values():
        total.update(c)
    vocab = np.array([w for w, n in total.items() if n >= 2])
    windex = {w: i for i, w in enumerate(vocab)}
    group_p = np.zeros((len(group_names), len(vocab)))
    for gi, g in enumerate(group_names):
        for w, n in counts[g].items():
            j = windex.get(w)
            if j is not None:
                group_p[gi, j] = n
    group_p += 0.01
    group_p /= group_p.sum(axis=1, keepdims=True)
    lengths = np.clip(np.array(lengths), 20, 1500)

    rng = np.random.default_rng(seed)
    out.mkdir(parents=True, exist_ok=True)
    per_client = np.full(n_clients, n_docs // n_clients)
    per_client[: n_docs - per_client.sum()] += 1
    zipf = 1.0 / np.arange(1, 301)
    zipf /= zipf.sum()
    lines = ["client,utility"]
    n_tokens = 0
    for c in range(n_clients):
        g = c % len(group_names)
        name = f"client-{c:03d}-{group_names[g]}"
        own = np.zeros(len(vocab))
        own[rng.choice(len(vocab), 300, replace=False)] = zipf
        p = 0.7 * group_p[g] + 0.3 * own
        cdf = np.cumsum(p)
        cdf /= cdf[-1]
        lens = rng.choice(lengths, per_client[c])
        words = np.searchsorted(cdf, rng.random(lens.sum()))
        folder = out / name
        folder.mkdir(exist_ok=True)
        pos = 0
        for d, n in enumerate(lens):
            (folder / f"{d:05d}.txt").write_text(" ".join(vocab[words[pos:pos + n]]), encoding="utf-8")
            pos += n
        n_tokens += int(lens.sum())
        lines.append(f"{name},{utility_of(group_names[g])}")
    atomic_write_text(out.parent / "utility_map.csv", "\n".join(lines) + "\n")
    atomic_write_text(out.parent / "DONE", f"{n_docs} {n_clients}\n")
    return {"documents": n_docs, "clients": n_clients, "tokens": n_tokens, "vocabulary": len(vocab),
            "seconds": round(time.perf_counter() - t0, 1)}


def score_with(model_dir: Path, corpus: Path, n: int = 200) -> str:
    """Time `analyze` (k_max=5, client predicted) with the 450-client model on corpus documents."""
    from veil.cii import analyze
    from veil.store import ModelStore

    t0 = time.perf_counter()
    model = ModelStore(model_dir).load("synthetic")
    load_s = time.perf_counter() - t0
    files = sorted(corpus.glob("*/*.txt"))
    rng = np.random.default_rng(1)
    texts = [files[i].read_text(encoding="utf-8") for i in rng.choice(len(files), n, replace=False)]
    rows = []
    for algorithm in ("simple", "k-redactor"):
        cpu, ok = [], []
        for t in texts:
            c0 = time.process_time()
            r = analyze(t, model, k_max=5, algorithm=algorithm)
            cpu.append(time.process_time() - c0)
            ok.append(all(lv["confusable"] for lv in r["levels"]))
        rows.append(f"| {algorithm} | {np.median(cpu) * 1000:.2f} | {np.percentile(cpu, 90) * 1000:.2f} | "
                    f"{np.mean(ok):.3f} |")
    return "\n".join([f"Scoring with the 450-client model (load {load_s:.1f} s, {n} corpus documents, k_max=5, "
                      "client predicted):", "",
                      "| algorithm | median CPU ms | p90 CPU ms | all levels verified |", "|---|---|---|---|",
                      *rows])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dataset", help="20news-bydate.tar.gz (vocabulary statistics)")
    ap.add_argument("--workdir", default="/tmp/veil_scale")
    ap.add_argument("--docs", type=int, default=350_000)
    ap.add_argument("--clients", type=int, default=450)
    ap.add_argument("--features", type=int, default=10000)
    ap.add_argument("--output")
    args = ap.parse_args(argv)
    work = Path(args.workdir)
    corpus = work / "corpus"
    gen = None
    done = work / "DONE"
    if not (done.is_file() and done.read_text().split() == [str(args.docs), str(args.clients)]):
        gen = build_corpus(args.dataset, corpus, args.docs, args.clients)
        print(f"corpus generated: {gen}", file=sys.stderr)
    cmd = [str(Path(sys.executable).parent / "veil"), "train", str(corpus), "--name", "synthetic",
           "--utility-map", str(work / "utility_map.csv"), "--features", str(args.features),
           "--model-dir", str(work / "models")]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        return proc.returncode
    lines = ["# CII training at scale (synthetic corpus)", "",
             f"- command: `benchmarks/cii_scale.py {' '.join(argv or sys.argv[1:])}`",
             f"- date: {dt.datetime.now(dt.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
             f"- machine: {machine()}; a shared machine, run under `nice`",
             f"- corpus: {args.docs} .txt documents, {args.clients} clients, built from 20NG vocabulary "
             "statistics (see the script's docstring)" + (f"; generation: {gen}" if gen else " (reused)"),
             f"- trained: `{' '.join(cmd[1:])}`",
             f"- `veil train` output: {proc.stdout.strip()}", "",
             "| measure | value | target |", "|---|---|---|",
             f"| wall time (read files + count + MI + NB + save) | {seconds:.0f} s ({seconds / 60:.1f} min) | <= 10 min |",
             f"| peak resident memory of `veil train` | {peak_kb / 1024 ** 2:.2f} GB | <= 4 GB |"]
    lines += ["", score_with(work / "models", corpus)]
    md = "\n".join(lines) + "\n"
    if args.output:
        atomic_write_text(args.output, md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
