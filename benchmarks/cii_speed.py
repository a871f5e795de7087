"""CII scoring speed: one `analyze` call (all levels k = 1..k_max) per 20NG test post.

    nice .venv/bin/python benchmarks/cii_speed.py /work/shared/datasets/20news-bydate.tar.gz \
        --output benchmarks/results/cii_speed.md

Uses the shipped demo model (client_models/demo-20news) through the ModelStore,
the API's default flow (client and utility predicted).  Reports wall-clock and
CPU (process) time per post; the machine is shared, so CPU time is the steadier
figure.  As a side-by-side reference in the same run it also times the bare
Naive Bayes ranking of the same posts (`predict_ranking`), and reports ratios.
Targets: k-redactor <= 10 ms median, simple <= 2 ms median (k_max = 5).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import time

import numpy as np

from veil.cii import analyze
from veil.sysinfo import machine
from veil.cii.newsgroups import load_20newsgroups
from veil.fileio import atomic_write_text
from veil.store import ModelStore


def timed(fn, posts):
    wall, cpu = [], []
    for p in posts:
        w0, c0 = time.perf_counter(), time.process_time()
        fn(p)
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return np.array(wall) * 1000, np.array(cpu) * 1000


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dataset")
    ap.add_argument("--model", default="demo-20news")
    ap.add_argument("--posts", type=int, default=500)
    ap.add_argument("--k-max", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds (reduces drift from load)")
    ap.add_argument("--output")
    args = ap.parse_args(argv)
    texts, _ = load_20newsgroups(args.dataset)["test"]
    sel = np.random.default_rng(7).choice(len(texts), args.posts, replace=False)
    posts = [texts[i] for i in sel]
    model = ModelStore().load(args.model)
    runs = {
        "nb-ranking (reference)": lambda t: model.predict_ranking(t),
        "simple": lambda t: analyze(t, model, k_max=args.k_max, algorithm="simple"),
        "k-redactor": lambda t: analyze(t, model, k_max=args.k_max, algorithm="k-redactor"),
    }
    for fn in runs.values():                          # warm-up (caches, objective arrays)
        for p in posts[:20]:
            fn(p)
    load_before = os.getloadavg()[0]
    wall = {k: [] for k in runs}
    cpu = {k: [] for k in runs}
    for _ in range(args.rounds):
        for name, fn in runs.items():
            w, c = timed(fn, posts)
            wall[name].append(w)
            cpu[name].append(c)
    load_after = os.getloadavg()[0]
    ref_c = np.median(np.concatenate(cpu["nb-ranking (reference)"]))
    lines = ["# CII scoring speed", "",
             f"- command: `{' '.join(['benchmarks/cii_speed.py'] + (argv or sys.argv[1:]))}`",
             f"- date: {dt.datetime.now(dt.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
             f"- machine: {machine()}; a shared machine (load is noisy): 1-min load "
             f"average {load_before:.1f} before, {load_after:.1f} after; wall time above CPU time = waiting "
             "for a core",
             f"- {args.posts} random 20NG test posts x {args.rounds} interleaved rounds, model {args.model}, "
             f"k_max={args.k_max}, client/utility predicted (API default)", "",
             "| run | median wall ms | p90 wall ms | median CPU ms | p90 CPU ms | x reference (CPU median) |",
             "|---|---|---|---|---|---|"]
    for name in runs:
        w = np.concatenate(wall[name])
        c = np.concatenate(cpu[name])
        lines.append(f"| {name} | {np.median(w):.2f} | {np.percentile(w, 90):.2f} | {np.median(c):.2f} | "
                     f"{np.percentile(c, 90):.2f} | {np.median(c) / ref_c:.1f} |")
    lines += ["", "Targets: k-redactor <= 10 ms, simple <= 2 ms (median per post, all levels)."]
    md = "\n".join(lines) + "\n"
    if args.output:
        atomic_write_text(args.output, md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
