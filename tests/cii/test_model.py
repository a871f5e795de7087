"""ClientModel: features, Naive Bayes heads, rankings."""

import numpy as np
import pytest
import scipy.sparse as sp

from veil.cii import ClientModel
from veil.cii.features import STOP_WORDS, mutual_information
from veil.errors import CorpusError, NotFound


def test_vocabulary_excludes_stop_words_and_hapaxes(tiny_model, tiny_corpus_dir):
    from veil.corpus import read_corpus
    from veil.tokens import tokenize

    texts, _, _, _ = read_corpus(tiny_corpus_dir)
    freq = {}
    for t in texts:
        for w in tokenize(t):
            freq[w] = freq.get(w, 0) + 1
    vocab = set(tiny_model.vocabulary_)
    assert vocab, "empty vocabulary"
    assert not vocab & STOP_WORDS
    assert all(freq[w] >= 2 for w in vocab)
    # every word seen twice or more (and not a stop word) is kept when n_features is large
    assert vocab == {w for w, n in freq.items() if n >= 2 and w not in STOP_WORDS}


def test_mutual_information_matches_sklearn():
    from sklearn.metrics import mutual_info_score

    rng = np.random.default_rng(1)
    y = rng.integers(0, 4, size=300)
    X = (rng.random((300, 25)) < (0.1 + 0.2 * (y[:, None] == np.arange(25)[None, :] % 4))).astype(int)
    doc_counts = np.stack([X[y == c].sum(axis=0) for c in range(4)])
    mi = mutual_information(sp.csr_matrix(doc_counts), np.bincount(y), chunk=7)
    expected = [mutual_info_score(y, X[:, j]) for j in range(25)]
    np.testing.assert_allclose(mi, expected, rtol=1e-9, atol=1e-12)


def test_top_n_features_by_mi(tiny_corpus_dir, tiny_utility_map):
    from veil.corpus import read_corpus

    texts, clients, utilities, aliases = read_corpus(tiny_corpus_dir, tiny_utility_map)
    small = ClientModel(n_features=25).fit(texts, clients, utilities, aliases)
    assert len(small.vocabulary_) == 25
    # the kept words have the highest MI (computed independently with sklearn) among frequent words
    from sklearn.metrics import mutual_info_score
    from veil.cii.features import analyze_features

    docs = [set(analyze_features(t)) for t in texts]
    freq = {}
    for t in texts:
        for w in analyze_features(t):
            freq[w] = freq.get(w, 0) + 1
    mi = {w: mutual_info_score(clients, [w in d for d in docs]) for w, n in freq.items() if n >= 2}
    kept = min(mi[w] for w in small.vocabulary_)
    dropped = max(v for w, v in mi.items() if w not in small.vocabulary_)
    assert kept >= dropped - 1e-12
    assert "friday" not in small.vocabulary_           # a word every client's documents use


def test_naive_bayes_matches_sklearn(tiny_model, tiny_corpus_dir):
    from sklearn.naive_bayes import MultinomialNB
    from veil.corpus import read_corpus

    texts, clients, _, _ = read_corpus(tiny_corpus_dir)
    index = tiny_model.vocabulary_index_
    X = np.zeros((len(texts), len(index)))
    for d, t in enumerate(texts):
        idx, counts, _ = tiny_model.document(t)
        X[d, idx] = counts
    nb = MultinomialNB(alpha=1.0).fit(X, clients)
    assert list(nb.classes_) == tiny_model.classes_
    np.testing.assert_allclose(nb.feature_log_prob_, tiny_model.feature_log_prob_, rtol=1e-12)
    np.testing.assert_allclose(nb.class_log_prior_, tiny_model.class_log_prior_, rtol=1e-12)


def test_predicts_training_clients_and_industries(tiny_model, tiny_corpus_dir, tiny_utility_map):
    from veil.corpus import read_corpus

    texts, clients, utilities, _ = read_corpus(tiny_corpus_dir, tiny_utility_map)
    assert np.mean([tiny_model.predict(t) == c for t, c in zip(texts, clients)]) == 1.0
    assert all(tiny_model.utility_ranking(t)[0][0] == u for t, u in zip(texts, utilities))
    ranking = tiny_model.predict_ranking("Loan portfolio review at the Tromso operations centre with Ingrid")
    assert ranking[0][0] == "Borealis Bank"
    assert abs(sum(s for _, s in ranking) - 1.0) < 1e-9


def test_aliases_include_client_name(tiny_model):
    assert tiny_model.aliases_["Acme Robotics"][:2] == ["Acme Robotics", "Acme"]
    assert tiny_model.aliases_["Cedar Health"] == ["Cedar Health"]
    assert tiny_model.client_utility_["Borealis Bank"] == "finance"


def test_single_client_and_empty_corpus_rejected():
    with pytest.raises(CorpusError, match="single client"):
        ClientModel().fit(["alpha beta", "beta alpha"], ["A", "A"])
    with pytest.raises(CorpusError, match="no documents"):
        ClientModel().fit([], [])


def test_unknown_labels(tiny_model):
    with pytest.raises(NotFound):
        tiny_model.client_position("Nobody Inc")
    with pytest.raises(NotFound):
        tiny_model.utility_position("mining")
