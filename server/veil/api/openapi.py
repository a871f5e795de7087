"""GET /api/openapi.json: the OpenAPI 3.1 description of this API.

Request schemas are the very ones the views validate with
(:mod:`veil.api.schemas`).  Routes registered by other blueprints are
documented from their own ``OPENAPI_PATHS`` mapping when their module has
one, otherwise from the URL map (methods and the view's docstring).
"""

from __future__ import annotations

import importlib
import re

from flask import Blueprint, Flask, current_app, jsonify

from veil import __version__
from veil.api.schemas import RESPONSE_SCHEMAS, request_schemas

bp = Blueprint("openapi", __name__, url_prefix="/api")


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(name: str, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": _ref(name)}}}


def problem_responses(*codes: int) -> dict:
    texts = {400: "Bad request (invalid JSON, wrong field type or value; `field` names it)",
             401: "Missing or wrong bearer token",
             404: "Unknown model or resource",
             413: "Body or text over the configured size limit",
             415: "Not a supported .docx (macro-enabled, encrypted, not a zip, zip bomb...)",
             422: "The redacted copy failed verification (`leaking_parts` lists the parts)",
             500: "Internal error (no details are disclosed)"}
    return {str(c): {"description": texts[c],
                     "content": {"application/problem+json": {"schema": _ref("Problem")}}}
            for c in codes}


def _own_paths() -> dict:
    return {
        "/api/health": {"get": {
            "summary": "Service status, version and available models", "operationId": "health",
            "responses": {"200": _json("Health", "OK"), **problem_responses(500)}}},
        "/api/models": {"get": {
            "summary": "Client models in the store", "operationId": "listModels",
            "responses": {"200": {"description": "OK", "content": {"application/json": {
                "schema": {"type": "array", "items": _ref("ModelInfo")}}}}, **problem_responses(500)}}},
        "/api/analyze": {"post": {
            "summary": "CII terms with k levels (one answer serves every slider position) and PII spans",
            "operationId": "analyze",
            "requestBody": {"required": True,
                            "content": {"application/json": {"schema": _ref("AnalyzeRequest")}}},
            "responses": {"200": _json("AnalyzeResponse", "Analysis"), **problem_responses(400, 404, 413, 500)}}},
        "/api/redact": {"post": {
            "summary": "Replace spans and terms of a text with typed, consistent placeholders",
            "operationId": "redactText",
            "requestBody": {"required": True,
                            "content": {"application/json": {"schema": _ref("RedactRequest")}}},
            "responses": {"200": _json("RedactResponse", "Redacted text"), **problem_responses(400, 413, 500)}}},
        "/api/redact/docx": {"post": {
            "summary": "Analyse every part of a .docx and return its verified redacted copy",
            "operationId": "redactDocx",
            "requestBody": {"required": True, "content": {"multipart/form-data": {
                "schema": {"type": "object", "required": ["file"], "properties": {
                    "file": {"type": "string", "contentMediaType":
                             "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                             "description": "The .docx to redact"},
                    "options": {"type": "string", "contentMediaType": "application/json",
                                "description": "JSON object: RedactDocxOptions"}}},
                "encoding": {"options": {"contentType": "application/json"}}}}},
            "responses": {"200": {"description": "The redacted .docx", "content": {
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
                    "schema": {"type": "string", "contentMediaType":
                               "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}}}},
                          **problem_responses(400, 404, 413, 415, 422, 500)}}},
        "/api/openapi.json": {"get": {
            "summary": "This document", "operationId": "openapi",
            "responses": {"200": {"description": "OpenAPI 3.1 document",
                                  "content": {"application/json": {"schema": {"type": "object"}}}}}}},
    }


def _openapi_path(rule: str) -> str:
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)


def _foreign_paths(app: Flask, known: dict) -> dict:
    """Paths of other blueprints under /api: their OPENAPI_PATHS, else the URL map."""
    paths: dict = {}
    for name, blueprint in app.blueprints.items():
        module = importlib.import_module(blueprint.import_name)
        paths.update(getattr(module, "OPENAPI_PATHS", {}) or {})
    for rule in app.url_map.iter_rules():
        path = _openapi_path(rule.rule)
        if not path.startswith("/api/") or path in known:
            continue
        item = paths.setdefault(path, {})
        view = app.view_functions.get(rule.endpoint)
        summary = ((view.__doc__ or "").strip().splitlines() or [rule.endpoint])[0] if view else rule.endpoint
        params = [{"name": p, "in": "path", "required": True, "schema": {"type": "string"}}
                  for p in re.findall(r"{([^}]+)}", path)]
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            op = item.setdefault(method.lower(), {"summary": summary, "operationId": rule.endpoint
                                                  + ("" if method in ("GET",) else f"_{method.lower()}"),
                                                  "responses": {"200": {"description": "OK"},
                                                                **problem_responses(400, 401, 404, 500)}})
            if params:
                op.setdefault("parameters", params)
    return paths


def build_document(app: Flask) -> dict:
    """The OpenAPI document for ``app`` (its settings fill in the limits)."""
    settings = app.config["VEIL_SETTINGS"]
    paths = _own_paths()
    paths.update({k: v for k, v in _foreign_paths(app, paths).items() if k not in paths})
    schemas = {**request_schemas(settings), **RESPONSE_SCHEMAS}
    return {
        "openapi": "3.1.0",
        "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
        "info": {"title": "Veil API", "version": __version__,
                 "description": "Find and redact client-identifying (CII) and personal (PII) "
                                "information. Errors are application/problem+json. Request "
                                f"bodies are limited to {settings.max_upload_bytes} bytes."},
        "servers": [{"url": "/"}],
        "paths": dict(sorted(paths.items())),
        "components": {
            "schemas": schemas,
            "securitySchemes": {"adminToken": {"type": "http", "scheme": "bearer",
                                               "description": "VEIL_ADMIN_TOKEN (admin endpoints only)"}},
        },
    }


@bp.get("/openapi.json")
def openapi():
    """The OpenAPI 3.1 document."""
    doc = current_app.extensions.get("veil_openapi")
    if doc is None:
        doc = current_app.extensions["veil_openapi"] = build_document(current_app)
    return jsonify(doc)
