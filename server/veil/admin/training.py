"""Train a new version of a client model from a corpus folder, with its training report.

The report stored with the version (``ModelStore.save(..., report=...)``)
holds the corpus statistics, the held-out accuracy of the client head and of
the utility head (a model fitted on a stratified 80 % split, scored on the
other 20 %), and a k-eval summary on a sample of the held-out documents.  The
version itself is then fitted on the whole corpus.

k-eval convention (per k = 2..5, then averaged): the mean of (a) utility
accuracy at one guess, (b) sensitive error within k-1 guesses (the true
client is *not* among the top k-1) and (c) sensitive accuracy within k
guesses (the true client *is* among the top k), after the held-out document
is redacted to level k with the true client given, scored by the model
trained on the 80 % split.  Ties are broken uniformly at random (expected
value), as in ``veil eval cii``.  Without a utility head (a) is left out.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import numpy as np

from veil.errors import CorpusError

#: Held-out share for the training report.
HOLDOUT = 0.2
#: Held-out documents redacted for the k-eval summary (LPs are the slow part).
K_EVAL_SAMPLE = 60
K_EVAL_LEVELS = (2, 3, 4, 5)


def _split(clients: list[str], holdout: float, seed: int):
    """Stratified train/held-out indices; clients with one document stay in training."""
    rng = np.random.default_rng(seed)
    train, test = [], []
    by_client: dict[str, list[int]] = {}
    for i, c in enumerate(clients):
        by_client.setdefault(c, []).append(i)
    for c in sorted(by_client):
        idx = np.array(by_client[c])
        rng.shuffle(idx)
        n_test = int(round(len(idx) * holdout)) if len(idx) >= 2 else 0
        n_test = min(n_test, len(idx) - 1)
        test += idx[:n_test].tolist()
        train += idx[n_test:].tolist()
    return sorted(train), sorted(test)


def k_eval(model, texts, clients, utilities=None, *, algorithm: str = "k-redactor",
           levels=K_EVAL_LEVELS) -> dict:
    """The paper's k-eval of ``model`` on labelled documents (convention in the module docstring).

    Returns
    -------
    dict
        ``{"k": {k: {"utility_acc", "sensitive_err_k_minus_1", "sensitive_acc_k", "k_eval"}},
        "mean": float, "documents": int, "algorithm": str}``
    """
    from veil.cii import analyze
    from veil.cii.evaluation import within_top as within  # the same tie convention as `veil eval cii`

    k_max = max(levels)
    rows = {k: [] for k in levels}
    for text, client, utility in zip(texts, clients, utilities or [None] * len(texts)):
        if not text.strip():
            continue
        result = analyze(text, model, client=client, k_max=k_max, algorithm=algorithm)
        idx, counts, _ = model.document(text)
        vocab = model.vocabulary_
        c = model.client_position(client)
        for k in levels:
            terms = set(next((lv["terms"] for lv in result["levels"] if lv["k"] == k), []))
            kept = np.array([0.0 if vocab[j] in terms else n for j, n in zip(idx, counts)])
            scores = model.joint_log_scores(idx, kept)
            row = [1.0 - within(scores, c, k - 1), within(scores, c, k)]
            if utility is not None and model.has_utility:
                u = model.utility_joint_log_scores(idx, kept)
                row.insert(0, float(model.utility_classes_[int(np.argmax(u))] == utility))
            rows[k].append(row)
    out = {}
    for k, r in rows.items():
        if not r:
            continue
        a = np.array(r)
        entry = {"sensitive_err_k_minus_1": float(a[:, -2].mean()),
                 "sensitive_acc_k": float(a[:, -1].mean()), "k_eval": float(a.mean(axis=1).mean())}
        if a.shape[1] == 3:
            entry["utility_acc"] = float(a[:, 0].mean())
        out[k] = {n: round(v, 4) for n, v in entry.items()}
    mean = float(np.mean([v["k_eval"] for v in out.values()])) if out else None
    return {"k": out, "mean": None if mean is None else round(mean, 4),
            "documents": len(rows[levels[0]]), "algorithm": algorithm}


def inherited_params(store, name: str) -> dict:
    """Model parameters of the active version of ``name`` ({} for a new model).

    A retrained version keeps its predecessor's settings (vocabulary size,
    smoothing, uniform or learned priors) unless told otherwise.
    """
    from veil.errors import NotFound

    try:
        model = store.load(name)
    except NotFound:
        return {}
    return {k: getattr(model, k) for k in ("n_features", "alpha", "min_count", "fit_prior")
            if hasattr(model, k)}


def train_version(corpus_dir, name: str, store, *, utility_map=None, n_features: int | None = None,
                  activate: bool = False, seed: int = 0, k_eval_sample: int = K_EVAL_SAMPLE,
                  progress: Callable[[str], None] | None = None) -> tuple[str, dict]:
    """Train, evaluate and store a new version of model ``name``.

    Parameters
    ----------
    corpus_dir : path-like
        ``<client>/**/*.{txt,md,docx}`` (+ ``<client>/aliases.txt``).
    name : str
        Model name in ``store``.
    store : veil.store.ModelStore
    utility_map : path-like, optional
        ``client,utility`` CSV.
    n_features : int, optional
        Vocabulary size; default: the active version's (10,000 for a new model).
        The other model parameters are inherited from the active version.
    activate : bool
        Make the new version active once saved (the previous one is kept).
    progress : callable, optional
        Called with a short phase description (never document text).

    Returns
    -------
    (str, dict)
        The new version id and its training report.
    """
    from veil.cii import ClientModel
    from veil.corpus import read_corpus

    say = progress or (lambda _msg: None)
    t0 = time.perf_counter()
    params = inherited_params(store, name)
    if n_features:
        params["n_features"] = int(n_features)
    say("reading corpus")
    texts, clients, utilities, aliases = read_corpus(Path(corpus_dir), utility_map=utility_map)
    train, test = _split(clients, HOLDOUT, seed)
    if not test:
        raise CorpusError("the corpus is too small for a held-out evaluation "
                          "(give each client at least two documents)")

    def pick(seq, idx):
        return None if seq is None else [seq[i] for i in idx]

    say(f"fitting the evaluation model on {len(train)} documents")
    probe = ClientModel(**params).fit(pick(texts, train), pick(clients, train),
                                                   pick(utilities, train), aliases)
    say(f"scoring {len(test)} held-out documents")
    test_texts, test_clients, test_utils = pick(texts, test), pick(clients, test), pick(utilities, test)
    client_acc = float(np.mean([probe.predict(t) == c for t, c in zip(test_texts, test_clients)]))
    utility_acc = None
    if utilities is not None and probe.has_utility:
        utility_acc = float(np.mean([probe.utility_ranking(t)[0][0] == u
                                     for t, u in zip(test_texts, test_utils)]))
    say("k-eval on a held-out sample")
    rng = np.random.default_rng(seed)
    sample = sorted(rng.choice(len(test), size=min(k_eval_sample, len(test)), replace=False).tolist())
    keval = k_eval(probe, pick(test_texts, sample), pick(test_clients, sample),
                   pick(test_utils, sample)) if sample else None
    say(f"fitting the model on all {len(texts)} documents")
    model = ClientModel(**params).fit(texts, clients, utilities, aliases)
    counts = {c: clients.count(c) for c in sorted(set(clients))}
    report = {
        "corpus": {"documents": len(texts), "clients": len(counts), "documents_per_client": counts,
                   "utility_classes": sorted(set(utilities)) if utilities else [],
                   "words": int(sum(len(t.split()) for t in texts)),
                   "aliases": sum(len(v) for v in (aliases or {}).values())},
        "heldout": {"fraction": HOLDOUT, "train_documents": len(train), "documents": len(test),
                    "client_accuracy": round(client_acc, 4),
                    "utility_accuracy": None if utility_acc is None else round(utility_acc, 4)},
        "k_eval": keval,
        "features": len(model.vocabulary_),
        "params": {k: getattr(model, k) for k in ("n_features", "alpha", "min_count", "fit_prior")
                   if hasattr(model, k)},
        "training_seconds": round(time.perf_counter() - t0, 2),
    }
    say("saving")
    version = store.save(model, name, activate=activate, report=report)
    return version, report
