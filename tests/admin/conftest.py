"""Fixtures for the admin tests: a private model store, an app with an admin token, corpus zips."""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path

import pytest

TOKEN = "test-admin-token-0123456789"


def _corpus_zip(corpus: Path, clients=None, wrap: str | None = None) -> bytes:
    """Zip a corpus folder (optionally only some clients, optionally inside a wrapping folder)."""
    buf = io.BytesIO()
    prefix = f"{wrap}/" if wrap else ""
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(corpus.rglob("*")):
            rel = path.relative_to(corpus)
            if path.is_dir() or rel.suffix == ".py":
                continue
            if clients is not None and len(rel.parts) > 1 and rel.parts[0] not in clients:
                continue
            zf.write(path, prefix + rel.as_posix())
    return buf.getvalue()


@pytest.fixture
def corpus_zip():
    """``corpus_zip(folder, clients=None, wrap=None) -> bytes``."""
    return _corpus_zip


@pytest.fixture
def store_root(tmp_path, model_dir) -> Path:
    """A private copy of the session model store (model "tiny", one version)."""
    root = tmp_path / "store"
    shutil.copytree(model_dir, root)
    return root


@pytest.fixture
def make_app(store_root):
    from veil.app import create_app
    from veil.config import load_settings

    def make(token: str | None = TOKEN, **overrides):
        overrides.setdefault("default_model", "tiny")
        return create_app(load_settings(model_dir=store_root, admin_token=token, **overrides))

    return make


@pytest.fixture
def admin(make_app):
    """A test client of an app with the admin token set."""
    return make_app().test_client()


@pytest.fixture
def auth() -> dict:
    return {"Authorization": f"Bearer {TOKEN}"}
