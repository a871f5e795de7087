"""POST /api/batch: one analyze/redact result per text, bounded, problem+json on bad input."""

from __future__ import annotations

import pytest

PROBLEM = "application/problem+json"


@pytest.fixture
def client(model_dir, monkeypatch):
    from veil.app import create_app
    from veil.config import load_settings

    monkeypatch.setenv("VEIL_BATCH_MAX_ITEMS", "5")
    app = create_app(load_settings(model_dir=model_dir, default_model="tiny", max_text_chars=20_000))
    return app.test_client()


@pytest.fixture
def texts(tiny_corpus_dir):
    return [(tiny_corpus_dir / c / "doc1.txt").read_text(encoding="utf-8")
            for c in ("Acme Robotics", "Cedar Health", "Borealis Bank")]


def test_analyze_mode_equals_single_requests(client, texts):
    body = {"items": [texts[0], {"id": "b", "text": texts[1], "client": "Cedar Health"}, texts[2]],
            "options": {"k_max": 3, "pii": False}}
    r = client.post("/api/batch", json=body)
    assert r.status_code == 200, r.get_json()
    out = r.get_json()
    assert out["mode"] == "analyze" and out["count"] == 3 and out["failed"] == 0
    assert [x["index"] for x in out["results"]] == [0, 1, 2] and out["results"][1]["id"] == "b"
    singles = [{"text": texts[0]}, {"text": texts[1], "client": "Cedar Health"}, {"text": texts[2]}]
    for single, result in zip(singles, out["results"]):
        one = client.post("/api/analyze", json={**single, "k_max": 3, "pii": False}).get_json()
        assert result["status"] == 200 and result["result"] == one
    assert out["results"][1]["result"]["client"]["source"] == "given"


def test_redact_mode_and_per_item_errors(client, texts):
    body = {"mode": "redact", "options": {"k": 2, "pii": True},
            "items": [texts[0] + " Call Jane Doe on 617-253-1000.",
                      {"text": texts[1], "client": "No Such Client"}]}
    out = client.post("/api/batch", json=body).get_json()
    assert out["failed"] == 1
    first, second = out["results"]
    assert first["status"] == 200
    redacted = first["result"]["text"]
    assert "Acme Robotics" not in redacted and "617-253-1000" not in redacted
    assert first["result"]["replacements"] > 0
    assert second["status"] == 400 and second["error"]["status"] == 400
    assert "No Such Client" in second["error"]["detail"] and "text" not in second


@pytest.mark.parametrize("body, status, field", [
    ({"items": ["a"] * 6}, 413, "items"),
    ({"items": ["x" * 8000, "y" * 8000, "z" * 8000]}, 413, "items"),
    ({"items": []}, 400, "items"),
    ({"items": [42]}, 400, "items[0]"),
    ({"items": ["a"], "mode": "shred"}, 400, "mode"),
    ({"items": ["a"], "options": {"k_max": 99}}, 400, "options.k_max"),
    ({"texts": ["a"]}, 400, None),
])
def test_bad_requests_are_problems(client, body, status, field):
    r = client.post("/api/batch", json=body)
    assert r.status_code == status and r.mimetype == PROBLEM
    problem = r.get_json()
    assert problem["status"] == status
    if field:
        assert problem.get("field") == field


def test_not_json_and_openapi(client):
    r = client.post("/api/batch", data=b"{not json", content_type="application/json")
    assert r.status_code == 400 and r.mimetype == PROBLEM
    doc = client.get("/api/openapi.json").get_json()
    assert "post" in doc["paths"]["/api/batch"]
    assert doc["paths"]["/api/batch"]["post"]["operationId"] == "batch"
    assert "/api/admin/models/{name}/train" in doc["paths"]
