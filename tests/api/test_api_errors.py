"""Bad input gets a clear problem+json answer; nothing returns a stack trace or logs document text."""

from __future__ import annotations

import io
import logging

import pytest

from veil import pipeline


CANARY = "Zyxwvut Canarysson"


def test_not_json(client, assert_problem):
    r = client.post("/api/analyze", data="{not json", content_type="application/json")
    body = assert_problem(r, 400)
    assert "JSON" in body["detail"]
    assert_problem(client.post("/api/analyze", data=b"\xff\xfe", content_type="application/json"), 400)
    assert_problem(client.post("/api/analyze"), 400)


@pytest.mark.parametrize("payload,field", [
    ({}, "text"),
    ({"text": " \n "}, "text"),
    ({"text": 42}, "text"),
    ({"text": "x", "k_max": "3"}, "k_max"),
    ({"text": "x", "k_max": True}, "k_max"),
    ({"text": "x", "k_max": 0}, "k_max"),
    ({"text": "x", "k_max": 21}, "k_max"),
    ({"text": "x", "algorithm": "magic"}, "algorithm"),
    ({"text": "x", "pii": "yes"}, "pii"),
    ({"text": "x", "model": 3}, "model"),
    ({"text": "x", "colour": "red"}, "(body)"),
])
def test_wrong_fields_are_named(client, payload, field, assert_problem):
    r = client.post("/api/analyze", json=payload)
    body = assert_problem(r, 400)
    assert body["field"] == field
    if field != "(body)":
        assert field in body["detail"]


def test_body_not_an_object(client, assert_problem):
    body = assert_problem(client.post("/api/analyze", json=["text"]), 400)
    assert "object" in body["detail"]


def test_redact_span_fields(client, assert_problem):
    r = client.post("/api/redact", json={"text": "abc", "spans": [{"start": 0, "end": "2", "type": "X"}]})
    assert_problem(r, 400, field="spans[0].end")
    r = client.post("/api/redact", json={"text": "abc", "spans": [{"start": 0, "end": 9, "type": "X"}]})
    assert_problem(r, 400, field="spans[0]")


def test_unknown_model_and_client(client, assert_problem):
    assert_problem(client.post("/api/analyze", json={"text": "hello world", "model": "nope"}), 404)
    body = assert_problem(client.post("/api/analyze", json={"text": "hello world", "client": "Nobody Inc"}), 400)
    assert "Nobody Inc" in body["detail"]


def test_text_over_limit_is_413(client, tiny_settings, assert_problem):
    text = "word " * (tiny_settings.max_text_chars // 5 + 1)
    body = assert_problem(client.post("/api/analyze", json={"text": text}), 413)
    assert str(tiny_settings.max_text_chars) in body["detail"]
    assert_problem(client.post("/api/redact", json={"text": text}), 413)


def test_body_over_limit_is_413(client, tiny_settings, assert_problem):
    blob = b"x" * (tiny_settings.max_upload_bytes + 1)
    assert_problem(client.post("/api/analyze", data=blob, content_type="application/json"), 413)
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(blob), "big.docx")},
                    content_type="multipart/form-data")
    assert_problem(r, 413)


def test_unknown_route_and_method(client, assert_problem):
    assert_problem(client.get("/api/nothing-here"), 404)
    r = client.get("/api/analyze")
    assert_problem(r, 405)
    assert "POST" in r.headers["Allow"]


def test_internal_error_has_no_stack_trace(client, monkeypatch, caplog, assert_problem):
    def boom(*args, **kwargs):
        raise RuntimeError(f"failure while reading {CANARY}")

    monkeypatch.setattr(pipeline, "analyze", boom)
    with caplog.at_level(logging.DEBUG):
        r = client.post("/api/analyze", json={"text": f"about {CANARY}"})
    body = assert_problem(r, 500)
    text = r.get_data(as_text=True)
    assert CANARY not in text and "RuntimeError" not in text and "pipeline" not in text
    assert "RuntimeError" in caplog.text              # the operator still learns what failed ...
    assert CANARY not in caplog.text                  # ... but not the document text
    assert body["title"] == "Internal server error"


def test_no_document_text_in_logs(client, caplog, acme_text):
    import docx as python_docx

    text = f"{acme_text}\nContact {CANARY} at zyx.canary@example.com."
    d = python_docx.Document()
    d.add_paragraph(text)
    buf = io.BytesIO()
    d.save(buf)
    with caplog.at_level(logging.DEBUG):
        assert client.post("/api/analyze", json={"text": text}).status_code == 200
        assert client.post("/api/redact", json={"text": text, "terms": [CANARY]}).status_code == 200
        assert client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "a.docx")},
                           content_type="multipart/form-data").status_code == 200
        client.post("/api/analyze", json={"text": text, "k_max": 99})
        client.post("/api/analyze", json={"text": text, "model": "nope"})
        client.post("/api/analyze", json={"text": text, "client": CANARY})
    assert CANARY not in caplog.text
    assert "zyx.canary" not in caplog.text
