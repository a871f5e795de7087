"""``veil train CORPUS_DIR --name NAME``: train a client model and store it as a new active version."""

from __future__ import annotations

import sys
import time
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("train", help="train a client model from CORPUS_DIR/<client>/**/*.{txt,md,docx}",
                       description="Train a client model (Naive Bayes client + utility heads) and save it "
                                   "as a new, active version in the model store.")
    p.add_argument("corpus", metavar="CORPUS_DIR", help="one sub-folder per client")
    p.add_argument("--name", required=True, help="model name (folder under the model store)")
    p.add_argument("--utility-map", metavar="CSV", help="CSV 'client,utility' (e.g. the client's industry)")
    p.add_argument("--features", type=int, default=10000, help="number of word features (default 10000)")
    p.add_argument("--alpha", type=float, default=1.0, help="Laplace smoothing (default 1.0)")
    p.add_argument("--uniform-prior", action="store_true",
                   help="uniform client priors instead of document-count priors (see docs/cii.md)")
    p.add_argument("--encoding", default="utf-8", help="encoding of .txt/.md files (default utf-8)")
    p.add_argument("--model-dir", metavar="DIR", help="model store root (default $VEIL_MODEL_DIR or client_models/)")
    p.add_argument("--no-activate", action="store_true", help="save the version without activating it")
    p.set_defaults(func=run)


def train_corpus(corpus, *, utility_map=None, features=10000, alpha=1.0, encoding="utf-8", progress=False,
                 fit_prior=True):
    """Train a :class:`~veil.cii.ClientModel` from a corpus folder, reading documents lazily.

    Returns the fitted model.
    """
    from veil.cii import ClientModel
    from veil.corpus import (check_clients, corpus_aliases, iter_corpus_files, map_utilities,
                             read_document, read_utility_map)

    files = list(iter_corpus_files(corpus))
    clients = [c for c, _ in files]
    check_clients(clients, corpus)
    utilities = None
    if utility_map is not None:
        utilities = map_utilities(clients, read_utility_map(utility_map))
    texts = (read_document(path, encoding=encoding) for _, path in files)
    model = ClientModel(n_features=features, alpha=alpha, fit_prior=fit_prior)
    return model.fit(texts, clients, utilities, corpus_aliases(corpus), progress=progress)


def run(args) -> int:
    from veil.errors import InputError
    from veil.store import ModelStore, validate_name

    validate_name(args.name)
    if args.features < 1:
        raise InputError("--features must be >= 1")
    if args.alpha <= 0:
        raise InputError("--alpha must be > 0")
    store = ModelStore(Path(args.model_dir) if args.model_dir else None)
    t0 = time.perf_counter()
    model = train_corpus(args.corpus, utility_map=args.utility_map, features=args.features,
                         alpha=args.alpha, encoding=args.encoding, progress=sys.stderr.isatty(),
                         fit_prior=not args.uniform_prior)
    seconds = time.perf_counter() - t0
    model.stats["train_seconds"] = round(seconds, 2)
    version = store.save(model, args.name, activate=not args.no_activate)
    st = model.stats
    print(f"trained {args.name} version {version}{'' if args.no_activate else ' (active)'}: "
          f"{st['documents']} documents, {st['clients']} clients, {st['utility_classes']} utility classes, "
          f"{len(model.vocabulary_)} features, {seconds:.1f} s -> {store.root / args.name / version}")
    return 0
