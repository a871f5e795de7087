"""/api/admin: token, retraining through a background job, versions, hot swap."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest

from veil.store import ModelStore

PROBLEM = "application/problem+json"


def _analyze_version(client, text="Quarterly robotics maintenance plan for the assembly line."):
    r = client.post("/api/analyze", json={"text": text, "pii": False, "k_max": 2})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["version"]


def test_disabled_without_token_looks_absent(make_app):
    client = make_app(token=None).test_client()
    unknown = client.get("/api/no-such-thing")
    for method, url in (("get", "/api/admin/models"), ("post", "/api/admin/models/tiny/train"),
                        ("get", "/api/admin/jobs/0123456789abcdef")):
        r = getattr(client, method)(url, headers={"Authorization": "Bearer anything"})
        assert r.status_code == 404 and r.mimetype == PROBLEM
        assert r.get_json() == unknown.get_json()


@pytest.mark.parametrize("header", [None, "Bearer wrong", "Bearer test-admin-token-012345678",
                                    "Basic dGVzdA==", "Bearer "])
def test_wrong_or_missing_token_is_401(admin, header):
    headers = {"Authorization": header} if header else {}
    r = admin.get("/api/admin/models", headers=headers)
    assert r.status_code == 401 and r.mimetype == PROBLEM
    assert r.headers["WWW-Authenticate"].startswith("Bearer")
    assert r.get_json()["status"] == 401


def test_retrain_activate_rollback_delete(admin, auth, store_root, tiny_corpus_dir, corpus_zip, tmp_path):
    before = set(os.listdir(tmp_path))
    old = _analyze_version(admin)
    r = admin.post("/api/admin/models/tiny/train?features=1500", data=corpus_zip(tiny_corpus_dir),
                   headers={**auth, "Content-Type": "application/zip"})
    assert r.status_code == 202, r.get_json()
    job = r.get_json()
    assert r.headers["Location"] == f"/api/admin/jobs/{job['id']}" and job["state"] == "queued"

    deadline = time.time() + 90
    while time.time() < deadline:
        job = admin.get(f"/api/admin/jobs/{job['id']}", headers=auth).get_json()
        if job["state"] not in ("queued", "running"):
            break
        time.sleep(0.2)
    assert job["state"] == "succeeded", job
    new = job["version"]
    assert new != old and job["activated"] is False
    report = job["report"]
    assert report["corpus"]["documents"] == 30 and report["corpus"]["clients"] == 6
    assert 0 <= report["heldout"]["client_accuracy"] <= 1
    assert 0 <= report["heldout"]["utility_accuracy"] <= 1
    assert report["heldout"]["documents"] == 6 and report["features"] <= 1500
    assert set(report["k_eval"]["k"]) == {"2", "3", "4", "5"} and 0 <= report["k_eval"]["mean"] <= 1
    assert admin.get("/api/admin/jobs", headers=auth).get_json()[0]["id"] == job["id"]

    versions = admin.get("/api/admin/models/tiny/versions", headers=auth).get_json()
    assert [v["version"] for v in versions] == [old, new]
    assert versions[1]["report"] == report and versions[0]["active"]
    assert _analyze_version(admin) == old  # trained, not yet active

    r = admin.post("/api/admin/models/tiny/activate", json={"version": new}, headers=auth)
    assert r.status_code == 200 and _analyze_version(admin) == new
    r = admin.post("/api/admin/models/tiny/rollback", headers=auth)
    assert r.get_json()["active"] == old and _analyze_version(admin) == old

    r = admin.delete(f"/api/admin/models/tiny/versions/{old}", headers=auth)
    assert r.status_code == 400 and r.mimetype == PROBLEM  # the active version stays
    r = admin.delete(f"/api/admin/models/tiny/versions/{new}", headers=auth)
    assert r.status_code == 200
    assert [v["version"] for v in ModelStore(store_root).versions("tiny")] == [old]
    r = admin.post("/api/admin/models/tiny/activate", json={"version": new}, headers=auth)
    assert r.status_code == 404

    # nothing was written outside the model store; the staging area is clean
    assert set(os.listdir(tmp_path)) == before
    assert os.listdir(store_root / ".veil-admin" / "uploads") == []


def test_bad_uploads_are_refused_and_leave_nothing(admin, auth, store_root, tiny_corpus_dir,
                                                   corpus_zip, monkeypatch):
    import io
    import zipfile

    zip_headers = {**auth, "Content-Type": "application/zip"}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("a/doc.txt", "x")
        zf.writestr("../../escape.txt", "x")
    r = admin.post("/api/admin/models/tiny/train", data=buf.getvalue(), headers=zip_headers)
    assert r.status_code == 400 and "outside the archive" in r.get_json()["detail"]

    one = corpus_zip(tiny_corpus_dir, clients={"Acme Robotics"})
    r = admin.post("/api/admin/models/tiny/train", data=one, headers=zip_headers)
    assert r.status_code == 422 and "at least two" in r.get_json()["detail"]

    r = admin.post("/api/admin/models/tiny/train", headers=auth,
                   data={"corpus": (io.BytesIO(one), "corpus.zip")})
    assert r.status_code == 415
    r = admin.post("/api/admin/models/../../etc/train", data=one, headers=zip_headers)
    assert r.status_code in (400, 404)
    r = admin.post("/api/admin/models/bad name!/train", data=corpus_zip(tiny_corpus_dir),
                   headers=zip_headers)
    assert r.status_code == 400 and "invalid model name" in r.get_json()["detail"]

    monkeypatch.setenv("VEIL_MAX_CORPUS_UPLOAD_BYTES", "1000")
    r = admin.post("/api/admin/models/tiny/train", data=corpus_zip(tiny_corpus_dir), headers=zip_headers)
    assert r.status_code == 413 and r.mimetype == PROBLEM

    assert os.listdir(store_root / ".veil-admin" / "uploads") == []
    assert not (store_root / ".veil-admin" / "jobs").exists()
    assert ModelStore(store_root).names() == ["tiny"] and len(ModelStore(store_root).versions("tiny")) == 1


def test_activation_swap_fails_no_request_in_flight(make_app, auth, store_root, tiny_corpus_dir):
    from veil.cii import ClientModel
    from veil.corpus import read_corpus

    store = ModelStore(store_root)
    old = store.active_version("tiny")
    texts, clients, utilities, aliases = read_corpus(tiny_corpus_dir, tiny_corpus_dir / "utility_map.csv")
    new = store.save(ClientModel(n_features=500).fit(texts, clients, utilities, aliases), "tiny",
                     activate=False)
    app = make_app()
    seen, errors, stop = [], [], threading.Event()

    def hammer():
        client = app.test_client()
        while not stop.is_set():
            r = client.post("/api/analyze", json={"text": texts[0], "pii": False, "k_max": 3})
            (seen if r.status_code == 200 else errors).append(
                r.get_json().get("version") if r.status_code == 200 else r.status_code)

    threads = [threading.Thread(target=hammer) for _ in range(3)]
    for t in threads:
        t.start()
    admin = app.test_client()
    for i in range(20):
        version = new if i % 2 == 0 else old
        assert admin.post("/api/admin/models/tiny/activate", json={"version": version},
                          headers=auth).status_code == 200
        time.sleep(0.02)
    stop.set()
    for t in threads:
        t.join()
    assert errors == [] and len(seen) > 20
    assert set(seen) == {old, new}


def test_activation_by_another_process_is_picked_up(make_app, store_root, tiny_corpus_dir):
    from veil.cii import ClientModel
    from veil.corpus import read_corpus

    store = ModelStore(store_root)
    old = store.active_version("tiny")
    texts, clients, _, _ = read_corpus(tiny_corpus_dir)
    new = store.save(ClientModel(n_features=300).fit(texts, clients), "tiny", activate=False)
    client = make_app().test_client()
    assert _analyze_version(client) == old
    cmd = [sys.executable, "-c", "import sys; from veil.cli import main; sys.exit(main())",
           "models", "--model-dir", str(store_root), "activate", "tiny", new]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert _analyze_version(client) == new
