"""The client model: two multinomial Naive Bayes heads over one vocabulary.

The *client* head (sensitive class) and the optional *utility* head (e.g. the
client's industry) share the selected vocabulary.  Their Laplace-smoothed
log-likelihood arrays are used, unchanged, both for classification and as the
coefficients of the redaction algorithms, so a level verified k-confusable by
the redactor is k-confusable for the classifier too.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

import numpy as np
from tqdm import tqdm

from veil.cii.features import STOP_WORDS, count_matrix, one_hot, select_features
from veil.corpus import check_clients
from veil.errors import CorpusError, InputError, NotFound
from veil.tokens import iter_tokens


def ranking(labels, scores) -> list[tuple[str, float]]:
    """``(label, posterior)`` pairs, most likely first, from joint log scores."""
    if len(scores) == 0:
        return []
    post = np.exp(scores - scores.max())
    post /= post.sum()
    order = np.argsort(-scores, kind="stable")
    return [(labels[i], float(post[i])) for i in order]


class ClientModel:
    """Naive Bayes client model (and optional utility model) for CII redaction.

    Parameters
    ----------
    n_features : int, default 10000
        Number of word features kept (top by mutual information with the client).
    alpha : float, default 1.0
        Laplace (additive) smoothing.
    min_count : int, default 2
        Words with a total corpus frequency below this are dropped before
        selection (2 = "words seen only once are removed").
    fit_prior : bool, default True
        Learn client (and utility) priors from document counts; if False use
        uniform priors (then a document whose words are all suppressed ties
        every client, so it is k-confusable for every k).

    Attributes
    ----------
    vocabulary_ : list of str
        The features, in column order.
    classes_ : list of str
        Client labels.
    class_log_prior_ : ndarray of shape (n_clients,)
    feature_log_prob_ : ndarray of shape (n_clients, n_features)
        ``log P(word | client)``.
    utility_classes_ : list of str
        Utility labels (empty without a utility head).
    utility_log_prior_ : ndarray of shape (n_utility,)
    utility_feature_log_prob_ : ndarray of shape (n_utility, n_features)
    client_utility_ : dict
        ``{client: utility}`` (empty without a utility head).
    aliases_ : dict
        ``{client: [name, alias, ...]}``; always includes the client's own label.
    name, version, created : str or None
        Set by the store.
    stats : dict
        Training statistics.
    """

    def __init__(self, n_features: int = 10000, alpha: float = 1.0, min_count: int = 2,
                 fit_prior: bool = True):
        self.n_features = n_features
        self.alpha = alpha
        self.min_count = min_count
        self.fit_prior = fit_prior
        self.name = None
        self.version = None
        self.created = None
        self.stats = {}

    # ------------------------------------------------------------------ fit
    def fit(self, texts: Iterable[str], clients, utilities=None, aliases=None, progress: bool = False):
        """Learn the vocabulary and both Naive Bayes heads.

        Parameters
        ----------
        texts : iterable of str
            Training documents (consumed once; a generator is fine).
        clients : sequence of str
            Client label of each document.
        utilities : sequence of str, optional
            Utility label of each document (one per client).
        aliases : dict, optional
            ``{client: [alias, ...]}`` other names of the clients.
        progress : bool
            Show a tqdm progress bar on stderr while counting.

        Returns
        -------
        self
        """
        if self.n_features < 1 or self.alpha <= 0:
            raise InputError("n_features must be >= 1 and alpha > 0")
        clients = [str(c) for c in clients]
        check_clients(clients, "(training data)")
        self.classes_ = sorted(set(clients))
        index = {c: i for i, c in enumerate(self.classes_)}
        y = np.fromiter((index[c] for c in clients), dtype=np.int64, count=len(clients))
        if progress:
            texts = tqdm(texts, total=len(clients), desc="counting words", unit="doc", leave=False)
        X, terms = count_matrix(texts)
        if X.shape[0] != len(y):
            raise CorpusError(f"{X.shape[0]} texts but {len(y)} client labels")
        if X.shape[1] == 0:
            raise CorpusError("the corpus has no words left after stop-word removal")
        columns, sel_stats = select_features(X, y, len(self.classes_), self.n_features, self.min_count)
        if len(columns) == 0:
            raise CorpusError("no word occurs more than once in the corpus; nothing to learn from")
        self.vocabulary_ = [str(t) for t in terms[columns]]
        Xs = X[:, columns]
        self.class_log_prior_, self.feature_log_prob_ = self._nb(Xs, y, len(self.classes_))

        self.utility_classes_, self.client_utility_ = [], {}
        self.utility_log_prior_ = np.zeros(0)
        self.utility_feature_log_prob_ = np.zeros((0, len(self.vocabulary_)))
        if utilities is not None:
            utilities = [str(u) for u in utilities]
            if len(utilities) != len(clients):
                raise CorpusError(f"{len(utilities)} utility labels for {len(clients)} documents")
            per_client = {}
            for c, u in zip(clients, utilities):
                per_client.setdefault(c, Counter())[u] += 1
            self.client_utility_ = {c: cnt.most_common(1)[0][0] for c, cnt in sorted(per_client.items())}
            self.utility_classes_ = sorted(set(utilities))
            uindex = {u: i for i, u in enumerate(self.utility_classes_)}
            yu = np.fromiter((uindex[u] for u in utilities), dtype=np.int64, count=len(utilities))
            self.utility_log_prior_, self.utility_feature_log_prob_ = self._nb(
                Xs, yu, len(self.utility_classes_))

        self.aliases_ = {}
        for c in self.classes_:
            names = [c] + [a for a in (aliases or {}).get(c, []) if a]
            seen, out = set(), []
            for a in names:
                a = " ".join(str(a).split())
                if a and a.lower() not in seen:
                    seen.add(a.lower())
                    out.append(a)
            self.aliases_[c] = out
        self.stats = {
            "documents": int(len(y)),
            "clients": len(self.classes_),
            "utility_classes": len(self.utility_classes_),
            "documents_per_client": {c: int(n) for c, n in zip(self.classes_, np.bincount(y))},
            "tokens": int(X.sum()),
            **sel_stats,
        }
        self._prepare()
        return self

    def _nb(self, X, y, n_classes):
        """Laplace-smoothed multinomial NB: (log prior, log likelihood) arrays."""
        counts = np.asarray((one_hot(y, n_classes) @ X).todense(), dtype=np.float64)
        counts += self.alpha
        loglik = np.log(counts) - np.log(counts.sum(axis=1, keepdims=True))
        prior = np.bincount(y, minlength=n_classes).astype(np.float64)
        if not self.fit_prior:
            prior = np.ones(n_classes)
        return np.log(prior / prior.sum()), loglik

    # ------------------------------------------------------- derived state
    def _prepare(self):
        """Precompute what scoring needs (called after fit and after loading)."""
        self.vocabulary_index_ = {w: i for i, w in enumerate(self.vocabulary_)}
        self.class_index_ = {c: i for i, c in enumerate(self.classes_)}
        self.utility_index_ = {u: i for i, u in enumerate(self.utility_classes_)}
        self.class_prior_ = np.exp(self.class_log_prior_)
        # SIMPLEREDACTOR score: (1-P(s)) log P(x|s) - sum_{j!=s} P(j) log P(x|j)
        #                     = log P(x|s) - sum_j P(j) log P(x|j)
        self.simple_scores_ = self.feature_log_prob_ - self.class_prior_ @ self.feature_log_prob_
        self._utility_objectives = {}
        # client_utility_mask_[u, c]: client c belongs to utility class u
        self.client_utility_mask_ = np.zeros((len(self.utility_classes_), len(self.classes_)), bool)
        for c, label in self.client_utility_.items():
            if c in self.class_index_ and label in self.utility_index_:
                self.client_utility_mask_[self.utility_index_[label], self.class_index_[c]] = True
        self.utility_objective("ova")
        return self

    def utility_objective(self, name: str = "ova") -> np.ndarray:
        """Per-word utility coefficients of every utility class, shape (n_utility, n_features).

        See :mod:`veil.cii.objectives`; cached per model.
        """
        from veil.cii.objectives import compute_objective

        if name not in self._utility_objectives:
            self._utility_objectives[name] = compute_objective(self, name)
        return self._utility_objectives[name]

    def utility_objective_scale(self, name: str = "ova") -> float:
        """Mean absolute utility coefficient (sets the scale of the per-word suppression cost)."""
        key = ("scale", name)
        if key not in self._utility_objectives:
            w = self.utility_objective(name)
            self._utility_objectives[key] = float(np.abs(w).mean()) if w.size else 1.0
        return self._utility_objectives[key]

    # -------------------------------------------------------------- scoring
    def document(self, text: str):
        """Map ``text`` onto the vocabulary.

        Returns
        -------
        idx : ndarray of int
            Vocabulary indices of the distinct features present, in order of first occurrence.
        counts : ndarray of float
            Their frequencies.
        occurrences : list of list of (start, end)
            Character spans of every occurrence of each feature.
        """
        vindex = self.vocabulary_index_
        pos: dict[int, int] = {}
        idx, occ = [], []
        for feature, start, end in iter_tokens(text):
            j = vindex.get(feature)
            if j is None:
                continue
            p = pos.get(j)
            if p is None:
                pos[j] = len(idx)
                idx.append(j)
                occ.append([(start, end)])
            else:
                occ[p].append((start, end))
        counts = np.array([len(o) for o in occ], dtype=np.float64)
        return np.array(idx, dtype=np.int64), counts, occ

    def joint_log_scores(self, idx, counts) -> np.ndarray:
        """Client scores ``log P(c) + sum_i x_i log P(x_i|c)`` for a document vector."""
        return self.class_log_prior_ + self.feature_log_prob_[:, idx] @ counts

    def utility_joint_log_scores(self, idx, counts) -> np.ndarray:
        """Utility-head scores for a document vector (empty without a utility head)."""
        return self.utility_log_prior_ + self.utility_feature_log_prob_[:, idx] @ counts

    def predict_ranking(self, text: str) -> list[tuple[str, float]]:
        """Clients ranked by posterior probability for ``text`` (best first)."""
        idx, counts, _ = self.document(text)
        return ranking(self.classes_, self.joint_log_scores(idx, counts))

    def utility_ranking(self, text: str) -> list[tuple[str, float]]:
        """Utility classes ranked by posterior probability (empty without a utility head)."""
        idx, counts, _ = self.document(text)
        return ranking(self.utility_classes_, self.utility_joint_log_scores(idx, counts))

    def predict(self, text: str) -> str:
        """The most likely client of ``text``."""
        return self.predict_ranking(text)[0][0]

    def client_position(self, label: str) -> int:
        """Row of client ``label``; NotFound if the model has no such client."""
        try:
            return self.class_index_[label]
        except KeyError:
            raise NotFound(f"model has no client {label!r}") from None

    def utility_position(self, label: str) -> int:
        """Row of utility class ``label``; NotFound if unknown."""
        try:
            return self.utility_index_[label]
        except KeyError:
            raise NotFound(f"model has no utility class {label!r}") from None

    @property
    def has_utility(self) -> bool:
        return len(self.utility_classes_) > 0

    def __repr__(self):
        fitted = hasattr(self, "classes_")
        extra = f", fit_prior={self.fit_prior}, clients={len(self.classes_)}, features={len(self.vocabulary_)}" if fitted else ""
        return f"ClientModel(n_features={self.n_features}, alpha={self.alpha}{extra})"


__all__ = ["ClientModel", "STOP_WORDS"]
