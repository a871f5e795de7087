"""ModelStore: atomic versions, ACTIVE pointer, validation on load."""

import json

import numpy as np
import pytest

from veil.errors import InputError, ModelError, NotFound
from veil.store import ModelStore


def test_roundtrip_is_exact(tmp_path, tiny_model):
    store = ModelStore(tmp_path)
    version = store.save(tiny_model, "m")
    loaded = ModelStore(tmp_path).load("m")
    assert loaded.version == version and loaded.name == "m"
    assert loaded.vocabulary_ == tiny_model.vocabulary_ and loaded.classes_ == tiny_model.classes_
    assert np.array_equal(loaded.feature_log_prob_, tiny_model.feature_log_prob_)
    assert np.array_equal(loaded.utility_feature_log_prob_, tiny_model.utility_feature_log_prob_)
    assert loaded.aliases_ == tiny_model.aliases_ and loaded.client_utility_ == tiny_model.client_utility_
    text = "Patient safety review at the Hillcrest urgent care site"
    assert loaded.predict_ranking(text) == tiny_model.predict_ranking(text)
    assert store.describe() == [{"name": "m", "version": version, "clients": 6,
                                 "utility": ["finance", "healthcare", "manufacturing"],
                                 "created": loaded.created}]
    assert not [p for p in (tmp_path / "m").iterdir() if p.name.startswith(".")]


def test_model_dir_fixture(model_dir):
    store = ModelStore(model_dir)
    assert store.names() == ["tiny"]
    assert store.load("tiny").classes_[0] == "Acme Robotics"


def test_activate_rollback_delete_and_cache(tmp_path, tiny_model):
    store = ModelStore(tmp_path)
    v1 = store.save(tiny_model, "m")
    first = store.load("m")
    assert store.load("m") is first                       # cached
    v2 = store.save(tiny_model, "m", activate=False)
    assert store.load("m").version == v1
    other = ModelStore(tmp_path)                          # e.g. another process activating
    other.activate("m", v2)
    assert store.load("m").version == v2                 # picked up without restart
    assert [v["active"] for v in store.versions("m")] == [False, True]
    assert store.rollback("m") == v1
    assert store.load("m").version == v1
    with pytest.raises(InputError, match="active"):
        store.delete("m", v1)
    store.delete("m", v2)
    assert [v["version"] for v in store.versions("m")] == [v1]
    with pytest.raises(NotFound):
        store.rollback("m")


def test_not_found_and_bad_names(tmp_path, tiny_model):
    store = ModelStore(tmp_path)
    with pytest.raises(NotFound):
        store.load("nope")
    store.save(tiny_model, "m")
    with pytest.raises(NotFound):
        store.load("m", version="20000101T000000Z-000000")
    with pytest.raises(InputError):
        store.load("../etc")


def _fresh(tmp_path, tiny_model):
    store = ModelStore(tmp_path)
    version = store.save(tiny_model, "m")
    return store, tmp_path / "m" / version


def test_tampered_npz_refused(tmp_path, tiny_model):
    store, folder = _fresh(tmp_path, tiny_model)
    data = bytearray((folder / "model.npz").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (folder / "model.npz").write_bytes(bytes(data))
    with pytest.raises(ModelError, match=r"model\.npz.*checksum"):
        ModelStore(tmp_path).load("m", version=folder.name)


def test_truncated_npz_refused(tmp_path, tiny_model):
    store, folder = _fresh(tmp_path, tiny_model)
    data = (folder / "model.npz").read_bytes()
    (folder / "model.npz").write_bytes(data[: len(data) // 3])
    with pytest.raises(ModelError, match="model.npz"):
        store.load("m", version=folder.name)


def test_missing_files_refused(tmp_path, tiny_model):
    store, folder = _fresh(tmp_path, tiny_model)
    (folder / "meta.json").unlink()
    with pytest.raises(ModelError, match="meta.json is missing"):
        store.load("m", version=folder.name)
    store, folder = _fresh(tmp_path / "b", tiny_model)
    (folder / "model.npz").unlink()
    with pytest.raises(ModelError, match="model.npz is missing"):
        store.load("m", version=folder.name)


def test_shape_mismatch_refused(tmp_path, tiny_model):
    store, folder = _fresh(tmp_path, tiny_model)
    meta = json.loads((folder / "meta.json").read_text())
    meta["classes"] = meta["classes"][:-1]                # consistent checksum, wrong shapes
    (folder / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ModelError, match="shape"):
        store.load("m", version=folder.name)


def test_failed_save_leaves_nothing(tmp_path, tiny_model, monkeypatch):
    store = ModelStore(tmp_path)

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(np, "savez_compressed", boom)
    with pytest.raises(OSError):
        store.save(tiny_model, "m")
    assert list((tmp_path / "m").iterdir()) == []
    assert store.names() == []


def test_npz_without_pickle(tmp_path, tiny_model):
    store, folder = _fresh(tmp_path, tiny_model)
    with np.load(folder / "model.npz", allow_pickle=False) as data:
        assert all(data[k].dtype != object for k in data.files)


def test_active_pointing_to_missing_version(tmp_path, tiny_model):
    import shutil

    store, folder = _fresh(tmp_path, tiny_model)
    shutil.rmtree(folder)
    with pytest.raises(ModelError, match="ACTIVE names version"):
        ModelStore(tmp_path).load("m")
