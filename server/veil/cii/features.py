"""Feature extraction and selection for client models.

Features are the tokens of :mod:`veil.tokens` (lower-cased words of two or
more word characters) minus scikit-learn's English stop words; words whose
total frequency in the training corpus is 1 are dropped, and the top N of the
rest by mutual information with the class are kept.  MI is computed from the
class-by-feature *document* count matrix in one vectorised pass (chunked over
features to bound memory), so it scales to hundreds of thousands of documents.
"""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, CountVectorizer

from veil.tokens import TOKEN_RE, tokenize

STOP_WORDS = frozenset(ENGLISH_STOP_WORDS)


def analyze_features(text: str) -> list[str]:
    """Feature tokens of ``text`` in order: :func:`veil.tokens.tokenize` minus stop words."""
    if text.isascii():   # fast path, same tokens: ASCII lower-casing never moves a word boundary
        return [t for t in TOKEN_RE.findall(text.lower()) if t not in STOP_WORDS]
    return [t for t in tokenize(text) if t not in STOP_WORDS]


def count_matrix(texts) -> tuple[sp.csr_matrix, np.ndarray]:
    """Document-term count matrix over every feature token of ``texts``.

    Parameters
    ----------
    texts : iterable of str
        Consumed once (a generator is fine).

    Returns
    -------
    X : scipy.sparse.csr_matrix of shape (n_docs, n_terms), int32
    terms : ndarray of str
        Column labels.
    """
    vec = CountVectorizer(analyzer=analyze_features, dtype=np.int32)
    X = vec.fit_transform(texts)
    return X.tocsr(), vec.get_feature_names_out()


def one_hot(labels: np.ndarray, n_classes: int) -> sp.csr_matrix:
    """Sparse (n_classes, n_docs) indicator matrix of integer ``labels``."""
    n = len(labels)
    return sp.csr_matrix((np.ones(n, dtype=np.int64), (labels, np.arange(n))), shape=(n_classes, n))


def mutual_information(doc_counts: np.ndarray, class_docs: np.ndarray, chunk: int = 16384) -> np.ndarray:
    """Mutual information between each binary feature (present/absent) and the class.

    Parameters
    ----------
    doc_counts : array-like of shape (n_classes, n_features)
        Number of documents of each class containing each feature (dense or sparse).
    class_docs : ndarray of shape (n_classes,)
        Number of documents of each class.
    chunk : int
        Features processed at once (bounds memory to n_classes * chunk floats).

    Returns
    -------
    ndarray of shape (n_features,)
        MI in nats.
    """
    class_docs = np.asarray(class_docs, dtype=np.float64)
    n = class_docs.sum()
    p_c = (class_docs / n)[:, None]
    n_features = doc_counts.shape[1]
    out = np.empty(n_features)
    for lo in range(0, n_features, chunk):
        block = doc_counts[:, lo:lo + chunk]
        block = block.toarray() if sp.issparse(block) else np.asarray(block)
        n1 = block.astype(np.float64)
        n0 = class_docs[:, None] - n1
        p1 = n1 / n
        p0 = n0 / n
        pf1 = p1.sum(axis=0, keepdims=True)
        pf0 = 1.0 - pf1
        with np.errstate(divide="ignore", invalid="ignore"):
            t1 = np.where(p1 > 0, p1 * np.log(p1 / (pf1 * p_c)), 0.0)
            t0 = np.where(p0 > 0, p0 * np.log(p0 / (pf0 * p_c)), 0.0)
        out[lo:lo + chunk] = (t1 + t0).sum(axis=0)
    return out


def select_features(X: sp.csr_matrix, y: np.ndarray, n_classes: int, n_features: int,
                    min_count: int = 2) -> tuple[np.ndarray, dict]:
    """Columns of ``X`` to keep: total count >= ``min_count``, then top ``n_features`` by MI.

    Returns
    -------
    columns : ndarray of int
        Selected column indices, ordered by decreasing MI (ties by column).
    stats : dict
        Sizes before/after each step.
    """
    totals = np.asarray(X.sum(axis=0)).ravel()
    frequent = np.flatnonzero(totals >= min_count)
    Xb = X[:, frequent]
    Xb = sp.csr_matrix((np.ones_like(Xb.data, dtype=np.int32), Xb.indices, Xb.indptr), shape=Xb.shape)
    Y = one_hot(y, n_classes)
    doc_counts = (Y @ Xb).tocsc()
    class_docs = np.bincount(y, minlength=n_classes)
    mi = mutual_information(doc_counts, class_docs)
    order = np.lexsort((frequent, -mi))[:n_features]
    stats = {"terms_seen": int(X.shape[1]), "terms_frequent": int(len(frequent)),
             "features": int(len(order))}
    return frequent[order], stats
