import pytest

from veil.pii.engine import PiiEngine, get_engine


@pytest.fixture(scope="session")
def engine():
    """The process-wide engine with spaCy NER (loaded once for the session)."""
    eng = get_engine()
    eng.warm_up()
    return eng


@pytest.fixture(scope="session")
def templates():
    """Templates + gazetteer only (no spaCy), for fast pattern tests."""
    return PiiEngine(use_ner=False)
