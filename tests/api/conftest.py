"""Fixtures for the API tests: an app on the tiny model store, and on the shipped demo model."""

from __future__ import annotations

from pathlib import Path

import pytest

from veil.config import PROJECT_ROOT, load_settings

TINY_CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "tiny_corpus"


@pytest.fixture(scope="session")
def tiny_settings(model_dir):
    return load_settings(model_dir=model_dir, default_model="tiny", max_text_chars=20_000,
                         max_upload_bytes=2_000_000, max_docx_uncompressed=5_000_000)


@pytest.fixture(scope="session")
def app(tiny_settings):
    from veil.app import create_app

    app = create_app(tiny_settings)
    app.config["TESTING"] = True
    return app


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def demo_client():
    from veil.app import create_app

    settings = load_settings(model_dir=PROJECT_ROOT / "client_models", default_model="demo-20news")
    return create_app(settings).test_client()


@pytest.fixture(scope="session")
def acme_text() -> str:
    """A real fixture document of the client "Acme Robotics"."""
    return (TINY_CORPUS / "Acme Robotics" / "doc1.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def assert_problem():
    """``assert_problem(response, status, field=None)``: a problem+json answer naming ``field``."""
    return _assert_problem


def _assert_problem(response, status: int, field: str | None = None):
    """The response is a problem+json document with ``status`` (and names ``field``)."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert {"type", "title", "status", "detail"} <= set(body)
    assert body["status"] == status
    assert "Traceback" not in body["detail"]
    if field is not None:
        assert body.get("field") == field, body
        assert field.split(".")[-1].split("[")[0] in body["detail"]
    return body
