"""/api/openapi.json documents every route and matches what the validation accepts.

The request checks are driven by the published document itself: for every
limit, enum and required field it states, a request just outside it must be
refused (naming the field) and one just inside accepted by validation.
"""

from __future__ import annotations

import re

import pytest



@pytest.fixture(scope="module")
def spec(app):
    r = app.test_client().get("/api/openapi.json")
    assert r.status_code == 200
    return r.get_json()


def _resolve(spec, schema):
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        schema = spec["components"]["schemas"][name]
    return schema


def test_document_is_valid_openapi(spec):
    from openapi_spec_validator import validate

    validate(spec)          # raises on any violation of the OpenAPI 3.1 specification


def test_document_shape(spec):
    assert spec["openapi"].startswith("3.1")
    assert spec["info"]["title"] and spec["info"]["version"]
    for path, item in spec["paths"].items():
        for method, op in item.items():
            assert op["responses"], (path, method)
            for code, resp in op["responses"].items():
                assert resp["description"]
                for media in resp.get("content", {}).values():
                    if "$ref" in media.get("schema", {}):
                        _resolve(spec, media["schema"])      # every $ref resolves


def test_every_route_is_documented(app, spec):
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/"):
            continue
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        assert path in spec["paths"], f"{path} missing from the OpenAPI document"
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert method.lower() in spec["paths"][path], f"{method} {path} not documented"
    for path in spec["paths"]:
        assert any(re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", r.rule) == path
                   for r in app.url_map.iter_rules()), f"{path} documented but not served"


def _json_request_schemas(spec):
    """JSON request bodies of the analysis/redaction endpoints (admin/batch have their own tests)."""
    from veil.api.schemas import request_schemas
    from veil.config import load_settings

    own = set(request_schemas(load_settings()))
    for path, item in spec["paths"].items():
        for method, op in item.items():
            schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
            if schema.get("$ref", "").rsplit("/", 1)[-1] in own:
                yield path, _resolve(spec, schema)


def _valid_body(schema):
    body = {}
    for name in schema.get("required", []):
        prop = schema["properties"][name]
        body[name] = "Acme Robotics builds welding robots." if prop["type"] == "string" else 1
    return body


def _post(client, path, body):
    return client.post(path, json=body)


def test_request_limits_match_validation(client, spec, assert_problem):
    checked = 0
    for path, schema in _json_request_schemas(spec):
        base = _valid_body(schema)
        assert _post(client, path, base).status_code == 200, path
        for name in schema.get("required", []):
            body = {k: v for k, v in base.items() if k != name}
            assert_problem(_post(client, path, body), 400, field=name)
            checked += 1
        for name, prop in schema["properties"].items():
            if prop.get("type") == "integer":
                if "maximum" in prop:
                    assert_problem(_post(client, path, {**base, name: prop["maximum"] + 1}), 400, field=name)
                    assert _post(client, path, {**base, name: prop["maximum"]}).status_code == 200
                    checked += 1
                if "minimum" in prop:
                    assert_problem(_post(client, path, {**base, name: prop["minimum"] - 1}), 400, field=name)
                    checked += 1
                assert_problem(_post(client, path, {**base, name: "1"}), 400, field=name)
            if "enum" in prop:
                assert_problem(_post(client, path, {**base, name: "not-an-option"}), 400, field=name)
                for value in prop["enum"]:
                    assert _post(client, path, {**base, name: value}).status_code == 200, (path, name, value)
                checked += 1
            if prop.get("type") == "boolean":
                assert_problem(_post(client, path, {**base, name: "true"}), 400, field=name)
                checked += 1
            if prop.get("type") == "string" and "maxLength" in prop and name == "text":
                limit = prop["maxLength"]
                assert_problem(_post(client, path, {**base, name: "a " * (limit // 2 + 1)}), 413)
                checked += 1
        if schema.get("additionalProperties") is False:
            assert_problem(_post(client, path, {**base, "undocumented": 1}), 400)
    assert checked >= 10          # the loop really exercised the document


def test_docx_options_schema_matches_validation(client, spec, assert_problem):
    import io
    import json

    import docx

    d = docx.Document()
    d.add_paragraph("Acme Robotics builds welding robots.")
    buf = io.BytesIO()
    d.save(buf)
    op = spec["paths"]["/api/redact/docx"]["post"]
    form = op["requestBody"]["content"]["multipart/form-data"]["schema"]
    assert form["required"] == ["file"]
    options = _resolve(spec, spec["components"]["schemas"]["RedactDocxOptions"])
    for name, prop in options["properties"].items():
        bad = {"integer": "3", "boolean": "no", "string": 7, "array": "x"}[prop["type"]]
        r = client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "a.docx"),
                                                  "options": json.dumps({name: bad})},
                        content_type="multipart/form-data")
        assert_problem(r, 400, field=name)
    k = options["properties"]["k"]
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "a.docx"),
                                              "options": json.dumps({"k": k["maximum"] + 1})},
                    content_type="multipart/form-data")
    assert_problem(r, 400, field="k")
