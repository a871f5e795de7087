"""Rebuild the shipped demo model ``client_models/demo-20news`` from the 20NG train split.

    .venv/bin/python benchmarks/build_demo_model.py /work/shared/datasets/20news-bydate.tar.gz

20 clients = the newsgroups, utility = top-level group (DESIGN), 10,000
features, uniform client priors (the split is balanced; with uniform priors a
post whose every word is suppressed ties all 20 groups, so every test post can
be made k-confusable -- with learned priors 6 of 7,532 cannot).  The new version is activated and, with ``--replace`` (default),
older versions are deleted so the repository ships one.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from veil.cii import ClientModel
from veil.cii.newsgroups import load_20newsgroups, utility_of
from veil.store import ModelStore

ROOT = Path(__file__).resolve().parents[1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dataset", help="20news-bydate.tar.gz or its extracted folder")
    ap.add_argument("--model-dir", default=str(ROOT / "client_models"))
    ap.add_argument("--name", default="demo-20news")
    ap.add_argument("--features", type=int, default=10000)
    ap.add_argument("--keep-old", action="store_true", help="keep older versions")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    texts, groups = load_20newsgroups(args.dataset)["train"]
    model = ClientModel(n_features=args.features, fit_prior=False).fit(texts, groups, [utility_of(g) for g in groups])
    model.stats["train_seconds"] = round(time.perf_counter() - t0, 2)
    store = ModelStore(args.model_dir)
    version = store.save(model, args.name, activate=True,
                         report={"source": "20news-bydate train split", "headers": "stripped except Subject"})
    if not args.keep_old:
        for v in store.versions(args.name):
            if v["version"] != version:
                store.delete(args.name, v["version"])
    print(f"{args.name} {version}: {len(texts)} posts, {len(model.classes_)} clients, "
          f"{len(model.vocabulary_)} features, {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
