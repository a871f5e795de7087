"""Benchmark: `veil batch` throughput, 1 vs 2 local workers, and the Dask path.

Writes 2,000 posts of the 20 Newsgroups *test* split as .txt files
(``SRC/<newsgroup>/<id>.txt``, headers stripped, UTF-8) and 200 generated
.docx files (a 20NG post as body, plus seeded Faker people, e-mails and phones
in a header, a table and the document properties), then redacts each set
with the shipped demo model (k=3, K-REDACTOR, PII on, client from the folder)
three ways, side by side in one run:

- local, 1 worker process;
- local, 2 worker processes;
- Dask ``LocalCluster`` of 2 worker processes (1 thread each) on loopback.

Reports wall-clock documents/s and words/s (worker start-up included), the
steady rate after the first result (start-up excluded: each worker loads
spaCy and the model once), the worker CPU time per document, the CPU time
of all processes per document (coordinator, Dask scheduler and nannies,
workers; start-up included; unlike wall time it hardly depends on what else
the machine runs), the 2-vs-1
ratio, the Dask-vs-local ratio and the peak RSS of each worker process.
The machine is shared: the load average before each run is recorded next to
it, and the 2-vs-1 ratio is also projected from CPU time per document (what
two idle cores would give).

Usage::

    nice .venv/bin/python benchmarks/batch_throughput.py /work/shared/datasets/20news-bydate.tar.gz \\
        [--posts 2000] [--docx 200] [--out benchmarks/results/batch_throughput.md]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from veil.sysinfo import machine

ROOT = Path(__file__).resolve().parents[1]


def write_txt(texts, groups, src: Path, n: int) -> int:
    step = len(texts) / n
    for j in range(n):
        i = int(j * step)
        path = src / groups[i] / f"{i:05d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(texts[i], encoding="utf-8")
    return n


def write_docx(texts, groups, src: Path, n: int, seed: int = 7) -> int:
    import docx
    from faker import Faker

    fake = Faker("en_US")
    Faker.seed(seed)
    rng = random.Random(seed)
    step = len(texts) / n
    for j in range(n):
        i = int(j * step) + 1
        d = docx.Document()
        d.sections[0].header.paragraphs[0].text = f"Prepared for {fake.company()} by {fake.name()}"
        for para in texts[i].split("\n\n"):
            if para.strip():
                d.add_paragraph(para.strip())
        d.add_paragraph(f"Please contact {fake.name()} at {fake.email()} or {fake.phone_number()}.")
        table = d.add_table(rows=3, cols=2)
        for r in range(3):
            table.cell(r, 0).text = fake.name()
            table.cell(r, 1).text = rng.choice([fake.email(), fake.phone_number(), fake.city()])
        d.core_properties.author = fake.name()
        path = src / groups[i] / f"{i:05d}.docx"
        path.parent.mkdir(parents=True, exist_ok=True)
        d.save(path)
    return n


def all_cpu_seconds() -> float:
    """CPU seconds of this process and of its finished child processes (the workers)."""
    import resource

    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def run(src: Path, dest: Path, mode: str, args) -> dict:
    from veil.batch import BatchOptions, run_batch

    options = BatchOptions(model=args.model, k=3, client_from_folder=True, pii=True)
    load = os.getloadavg()[0]
    shutil.rmtree(dest, ignore_errors=True)
    all0 = all_cpu_seconds()
    if mode == "dask":
        import distributed

        with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                      host="127.0.0.1", dashboard_address=None,
                                      silence_logs=40) as cluster, distributed.Client(cluster) as client:
            t0, c0 = time.perf_counter(), time.process_time()
            summary = run_batch(src, dest, options, dask_client=client, quiet=True)
            wall, coord = time.perf_counter() - t0, time.process_time() - c0
    else:
        t0, c0 = time.perf_counter(), time.process_time()
        summary = run_batch(src, dest, options, workers=int(mode[-1]), quiet=True)
        wall, coord = time.perf_counter() - t0, time.process_time() - c0
    all_cpu = all_cpu_seconds() - all0  # workers are reaped by now: pool shut down, cluster closed
    s = summary.as_dict()
    ok = [r for r in summary.records if r.get("status") == "ok"]
    cpu_per_doc = sum(r.get("cpu_seconds", 0.0) for r in ok) / max(1, len(ok))
    first = s["first_result_seconds"] or 0.0
    steady = (s["done"] - 1) / (s["seconds"] - first) if s["seconds"] > first else 0.0
    return {"mode": mode, "load_before": round(load, 2), "docs": s["done"], "failed": s["failed"],
            "wall_s": round(wall, 2), "first_result_s": round(first, 2),
            "docs_per_s": round(s["done"] / wall, 2), "steady_docs_per_s": round(steady, 2),
            "words_per_s": round(s["words"] / wall, 1),
            "cpu_s_per_doc": round(cpu_per_doc, 4),
            "coordinator_cpu_s_per_doc": round(coord / max(1, s["done"]), 4),
            "all_cpu_s_per_doc": round(all_cpu / max(1, s["done"]), 4),
            "peak_rss_mb_per_worker": sorted(s["peak_rss_mb_per_worker"].values())}




def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dataset", help="20news-bydate.tar.gz or its extracted folder")
    ap.add_argument("--posts", type=int, default=2000)
    ap.add_argument("--docx", type=int, default=200)
    ap.add_argument("--model", default="demo-20news")
    ap.add_argument("--modes", default="local1,local2,dask")
    ap.add_argument("--out", default=str(ROOT / "benchmarks/results/batch_throughput.md"))
    args = ap.parse_args(argv)

    from veil.cii.newsgroups import load_20newsgroups
    from veil.fileio import atomic_write_text

    texts, groups = load_20newsgroups(args.dataset)["test"]
    work = Path(tempfile.mkdtemp(prefix="veil-batch-bench-"))
    try:
        sets = {}
        if args.posts:
            write_txt(texts, groups, work / "txt", args.posts)
            sets[f"{args.posts} 20NG test posts (.txt)"] = work / "txt"
        if args.docx:
            write_docx(texts, groups, work / "docx", args.docx)
            sets[f"{args.docx} generated .docx"] = work / "docx"
        results = {}
        for label, src in sets.items():
            rows = []
            for mode in args.modes.split(","):
                row = run(src, work / f"out-{src.name}-{mode}", mode, args)
                print(label, json.dumps(row), flush=True)
                rows.append(row)
            results[label] = rows
    finally:
        shutil.rmtree(work, ignore_errors=True)

    lines = ["# Batch throughput (`veil batch`)", "",
             f"- Command: `{' '.join([Path(sys.executable).name, *sys.argv])}`",
             f"- Date: {dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC",
             f"- Machine: {machine()}; shared with other jobs (load average before each run in the table)",
             f"- Settings: model {args.model}, k=3, K-REDACTOR, PII on, client from folder", ""]
    for label, rows in results.items():
        lines += [f"## {label}", "",
                  "| run | load before | docs | failed | wall s | first result s | docs/s (wall) "
                  "| docs/s (steady) | words/s | worker CPU s/doc | all CPU s/doc | peak RSS per worker (MB) |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in rows:
            lines.append(f"| {r['mode']} | {r['load_before']} | {r['docs']} | {r['failed']} | {r['wall_s']} "
                         f"| {r['first_result_s']} | {r['docs_per_s']} | {r['steady_docs_per_s']} "
                         f"| {r['words_per_s']} | {r['cpu_s_per_doc']} | {r['all_cpu_s_per_doc']} "
                         f"| {', '.join(map(str, r['peak_rss_mb_per_worker']))} |")
        by = {r["mode"]: r for r in rows}
        if "local1" in by and "local2" in by:
            lines.append("")
            lines.append(f"- 2 vs 1 local workers: **{by['local2']['docs_per_s'] / by['local1']['docs_per_s']:.2f}x** "
                         f"(wall), **{by['local2']['steady_docs_per_s'] / max(by['local1']['steady_docs_per_s'], 1e-9):.2f}x** "
                         f"(steady) — target >= 1.8x")
            w1, w2 = by["local1"]["cpu_s_per_doc"], by["local2"]["cpu_s_per_doc"]
            c2 = by["local2"]["coordinator_cpu_s_per_doc"]
            proj = 2 * w1 / max(w2 + c2, 1e-9)
            lines.append(f"- Projected 2 vs 1 on two idle cores, from CPU time per document "
                         f"(1 worker: {w1} s; 2 workers: {w2} s + coordinator {c2} s, which shares the "
                         f"two cores): 2 x {w1} / ({w2} + {c2}) = **{proj:.2f}x**")
        if "dask" in by and "local2" in by:
            lines.append(f"- Dask (2 workers) vs local (2 workers): "
                         f"**{by['dask']['docs_per_s'] / by['local2']['docs_per_s']:.2f}x** (wall), "
                         f"**{by['dask']['steady_docs_per_s'] / max(by['local2']['steady_docs_per_s'], 1e-9):.2f}x** "
                         f"(steady) — target within 15 %; CPU of all processes per document, "
                         f"local / Dask: **{by['local2']['all_cpu_s_per_doc'] / max(by['dask']['all_cpu_s_per_doc'], 1e-9):.2f}x**")
        peak = max(max(r["peak_rss_mb_per_worker"] or [0]) for r in rows)
        lines += [f"- Highest peak RSS of any worker: {peak} MB (target <= 700 MB)", ""]
    lines.append("Raw rows: " + json.dumps(results))
    atomic_write_text(args.out, "\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
