"""Shared fixtures for the whole suite (owned by the CII area; keep the names).

- ``tiny_corpus_dir``: ``tests/fixtures/tiny_corpus`` (6 fictional clients, 3 industries,
  ``utility_map.csv`` and ``aliases.txt`` files).
- ``tiny_utility_map``: path of its utility map CSV.
- ``tiny_model``: a ClientModel trained on it (session-scoped; do not mutate).
- ``model_dir``: a session-scoped folder holding a ModelStore with that model saved as
  ``"tiny"`` and activated.
"""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="session")
def tiny_corpus_dir() -> Path:
    return FIXTURES / "tiny_corpus"


@pytest.fixture(scope="session")
def tiny_utility_map(tiny_corpus_dir) -> Path:
    return tiny_corpus_dir / "utility_map.csv"


@pytest.fixture(scope="session")
def tiny_model(tiny_corpus_dir, tiny_utility_map):
    from veil.cii import ClientModel
    from veil.corpus import read_corpus

    texts, clients, utilities, aliases = read_corpus(tiny_corpus_dir, tiny_utility_map)
    return ClientModel(n_features=2000).fit(texts, clients, utilities, aliases)


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory, tiny_model) -> Path:
    from veil.store import ModelStore

    root = tmp_path_factory.mktemp("client_models")
    ModelStore(root).save(tiny_model, "tiny", activate=True)
    return root
