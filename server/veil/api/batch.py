"""POST /api/batch: analyse or redact a list of texts in one request.

The texts are processed one after another by this worker with the models it
already holds (the pipeline's caches), so a batch costs no model loading.  A
bad item (unknown client, empty text) gets its own problem object in the
results; the other items still succeed.  Limits: ``VEIL_BATCH_MAX_ITEMS``
texts (default 100), and the texts together at most ``VEIL_MAX_TEXT_CHARS``
characters (the single-text limit), so one batch never costs more than the
largest single request.
"""

from __future__ import annotations

import os

from flask import Blueprint, current_app, jsonify
from jsonschema import Draft202012Validator

from veil import pipeline
from veil.api.validation import error_message, parse_json
from veil.errors import InputError, PayloadTooLarge, VeilError

bp = Blueprint("batch", __name__, url_prefix="/api")

MODES = ("analyze", "redact")


def max_items() -> int:
    """Most texts per batch request (``VEIL_BATCH_MAX_ITEMS``, default 100)."""
    try:
        return max(1, int(os.environ.get("VEIL_BATCH_MAX_ITEMS", "") or 100))
    except ValueError:
        return 100


def batch_schema(settings) -> dict:
    """JSON Schema of the request body."""
    name = {"type": "string", "minLength": 1, "maxLength": 200}
    item = {"type": "object", "additionalProperties": False, "required": ["text"],
            "properties": {"id": {"type": ["string", "integer"]},
                           "text": {"type": "string", "maxLength": settings.max_text_chars},
                           "client": name, "utility": name}}
    return {
        "type": "object", "additionalProperties": False, "required": ["items"],
        "properties": {
            "mode": {"type": "string", "enum": list(MODES), "default": "analyze",
                     "description": "analyze: one /api/analyze answer per text; redact: one "
                                    "redacted text per text (with options.k)"},
            "items": {"type": "array", "minItems": 1, "maxItems": max_items(),
                      "description": "Texts, as strings or {id, text, client, utility} objects",
                      "items": {"oneOf": [{"type": "string", "maxLength": settings.max_text_chars},
                                          item]}},
            "options": {"type": "object", "additionalProperties": False, "properties": {
                "model": name,
                "k_max": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5},
                "k": {"type": "integer", "minimum": 1, "maximum": 20, "default": 3},
                "algorithm": {"type": "string", "enum": list(pipeline.ALGORITHMS)},
                "cii": {"type": "boolean"}, "pii": {"type": "boolean"},
                "terms": {"type": "array", "maxItems": 10_000, "items": {"type": "string"}},
                "exclude": {"type": "array", "maxItems": 10_000, "items": {"type": "string"}},
                "style": {"type": "string", "enum": ["placeholder", "blank"]}}},
        },
    }


def _validate(body, settings) -> dict:
    cache = current_app.extensions.setdefault("veil_batch_validator", {})
    key = (settings.max_text_chars, max_items())
    if key not in cache:
        cache[key] = Draft202012Validator(batch_schema(settings))
    errors = sorted(cache[key].iter_errors(body), key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        error = errors[0]
        if error.validator == "maxItems" and list(error.absolute_path) == ["items"]:
            raise PayloadTooLarge(f"at most {max_items()} items per batch", extra={"field": "items"})
        field, message = error_message(error)
        if error.validator == "oneOf":
            message = f"{field} must be a string or an object with a text field"
        raise InputError(message, extra={"field": field})
    return body


def _problem(exc: VeilError) -> dict:
    return {"type": "about:blank", "title": exc.title, "status": exc.status, "detail": exc.detail,
            **exc.extra}


def run_item(item: dict, mode: str, options: dict, settings) -> dict:
    """One item's answer: the analyze or redact result, or a problem object."""
    try:
        if mode == "analyze":
            keys = ("model", "k_max", "algorithm", "cii", "pii")
            kwargs = {k: options[k] for k in keys if k in options}
            result = pipeline.analyze(item["text"], client=item.get("client"),
                                      utility=item.get("utility"), settings=settings, **kwargs)
        else:
            opts = {k: v for k, v in options.items() if k != "k_max"}
            opts.update({k: item[k] for k in ("client", "utility") if item.get(k)})
            result = pipeline.redact_text_doc(item["text"], opts, settings=settings)
        return {"status": 200, "result": result}
    except VeilError as exc:
        return {"status": exc.status, "error": _problem(exc)}


@bp.post("/batch")
def batch():
    """Analyse or redact several texts in one request (one result per text, in order)."""
    from flask import request

    settings = current_app.config["VEIL_SETTINGS"]
    body = _validate(parse_json(request.get_data(cache=False)), settings)
    items = [{"text": it} if isinstance(it, str) else it for it in body["items"]]
    total = sum(len(it["text"]) for it in items)
    if total > settings.max_text_chars:
        raise PayloadTooLarge(f"the texts total {total} characters; the limit per batch is "
                              f"{settings.max_text_chars}", extra={"field": "items"})
    mode = body.get("mode", "analyze")
    options = body.get("options", {})
    results = []
    for index, item in enumerate(items):
        out = {"index": index, **({"id": item["id"]} if "id" in item else {})}
        out.update(run_item(item, mode, options, settings))
        results.append(out)
    return jsonify({"mode": mode, "count": len(results),
                    "failed": sum(r["status"] != 200 for r in results), "results": results})


_ITEM_RESULT = {"type": "object", "required": ["index", "status"], "properties": {
    "index": {"type": "integer"}, "id": {"type": ["string", "integer"]},
    "status": {"type": "integer", "description": "200, or the item's problem status"},
    "result": {"description": "AnalyzeResponse (mode analyze) or {text, replacements, report} "
                              "(mode redact)", "oneOf": [
        {"$ref": "#/components/schemas/AnalyzeResponse"}, {"type": "object"}]},
    "error": {"$ref": "#/components/schemas/Problem"}}}


def _openapi_paths() -> dict:
    from veil.api.openapi import problem_responses
    from veil.config import load_settings

    return {"/api/batch": {"post": {
        "summary": "Analyse or redact a list of texts (one result per text, in order; "
                   "a bad item gets its own problem object)",
        "operationId": "batch",
        "requestBody": {"required": True, "content": {"application/json": {
            "schema": batch_schema(load_settings())}}},
        "responses": {"200": {"description": "One result per item", "content": {"application/json": {
            "schema": {"type": "object", "properties": {
                "mode": {"type": "string"}, "count": {"type": "integer"},
                "failed": {"type": "integer"},
                "results": {"type": "array", "items": _ITEM_RESULT}}}}}},
            **problem_responses(400, 413, 500)}}}}


#: OpenAPI path items of this blueprint (merged into /api/openapi.json).
OPENAPI_PATHS = _openapi_paths()
