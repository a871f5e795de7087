"""JSON Schemas of the API's request and response bodies.

The same dictionaries validate requests (:mod:`veil.api.validation`) and are
published in ``/api/openapi.json`` (:mod:`veil.api.openapi`), so the document
cannot drift from what the code accepts.  Limits that come from settings
(text length) are filled in by :func:`request_schemas`.
"""

from __future__ import annotations

from veil.config import Settings
from veil.pipeline import ALGORITHMS, K_LIMITS

STYLES = ["placeholder", "blank"]


def request_schemas(settings: Settings) -> dict[str, dict]:
    """Request body schemas, keyed by component name."""
    text = {"type": "string", "maxLength": settings.max_text_chars,
            "description": "Document text; offsets index it in code points."}
    name = {"type": "string", "minLength": 1, "maxLength": 200}
    string_list = {"type": "array", "maxItems": 10_000,
                   "items": {"type": "string", "minLength": 1, "maxLength": 1000}}
    return {
        "AnalyzeRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["text"],
            "properties": {
                "text": text,
                "model": {**name, "description": "Client model; default: the server's default model."},
                "client": {**name, "description": "The true client, when known (else predicted)."},
                "utility": {**name, "description": "The utility class, when known (else predicted)."},
                "k_max": {"type": "integer", "minimum": K_LIMITS[0], "maximum": K_LIMITS[1], "default": 5},
                "algorithm": {"type": "string", "enum": list(ALGORITHMS), "default": "k-redactor"},
                "cii": {"type": "boolean", "default": True},
                "pii": {"type": "boolean", "default": True},
            },
        },
        "RedactRequest": {
            "type": "object",
            "additionalProperties": False,
            "required": ["text"],
            "properties": {
                "text": text,
                "spans": {
                    "type": "array", "maxItems": 100_000,
                    "items": {
                        "type": "object", "additionalProperties": False,
                        "required": ["start", "end", "type"],
                        "properties": {
                            "start": {"type": "integer", "minimum": 0},
                            "end": {"type": "integer", "minimum": 0},
                            "type": {"type": "string", "pattern": "^[A-Z][A-Z0-9_]{0,31}$"},
                        },
                    },
                },
                "terms": {**string_list, "description": "Strings redacted wherever they occur (typed CII)."},
                "style": {"type": "string", "enum": STYLES, "default": "placeholder"},
            },
        },
        "RedactDocxOptions": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "model": name,
                "client": name,
                "utility": name,
                "k": {"type": "integer", "minimum": K_LIMITS[0], "maximum": K_LIMITS[1], "default": 3},
                "algorithm": {"type": "string", "enum": list(ALGORITHMS), "default": "k-redactor"},
                "cii": {"type": "boolean", "default": True},
                "pii": {"type": "boolean", "default": True},
                "terms": {**string_list, "description": "Extra strings to redact (typed CII)."},
                "exclude": {**string_list, "description": "Strings to keep even if detected."},
                "style": {"type": "string", "enum": STYLES, "default": "placeholder"},
            },
        },
    }


RANKING = {
    "type": "array",
    "items": {"type": "object", "required": ["label", "score"],
              "properties": {"label": {"type": "string"}, "score": {"type": "number"}}},
}

RESPONSE_SCHEMAS: dict[str, dict] = {
    "Problem": {
        "type": "object",
        "required": ["type", "title", "status", "detail"],
        "properties": {
            "type": {"type": "string"},
            "title": {"type": "string"},
            "status": {"type": "integer"},
            "detail": {"type": "string"},
            "field": {"type": "string", "description": "The request field at fault, when there is one."},
            "leaking_parts": {"type": "array", "items": {"type": "string"}},
        },
    },
    "Health": {
        "type": "object",
        "required": ["status", "version", "models"],
        "properties": {"status": {"type": "string", "enum": ["ok"]},
                       "version": {"type": "string"},
                       "models": {"type": "array", "items": {"type": "string"}}},
    },
    "ModelInfo": {
        "type": "object",
        "required": ["name", "version", "clients", "utility", "created"],
        "properties": {"name": {"type": "string"}, "version": {},
                       "clients": {"type": "integer"},
                       "utility": {"type": "array", "items": {"type": "string"}},
                       "created": {"type": ["string", "null"]}},
    },
    "AnalyzeResponse": {
        "type": "object",
        "required": ["model", "client", "utility", "terms", "levels", "pii"],
        "properties": {
            "model": {"type": "string"},
            "version": {},
            "client": {"type": "object", "required": ["label", "source", "ranking"],
                       "properties": {"label": {"type": "string"},
                                      "source": {"type": "string", "enum": ["given", "predicted"]},
                                      "ranking": RANKING}},
            "utility": {"type": "object", "required": ["label", "source", "ranking"],
                        "properties": {"label": {"type": ["string", "null"]},
                                       "source": {"type": ["string", "null"]},
                                       "ranking": RANKING}},
            "terms": {"type": "array", "items": {
                "type": "object", "required": ["term", "score", "k_min", "occurrences"],
                "properties": {"term": {"type": "string"}, "score": {"type": "number"},
                               "k_min": {"type": "integer"},
                               "occurrences": {"type": "array", "items": {
                                   "type": "array", "items": {"type": "integer"},
                                   "minItems": 2, "maxItems": 2}}}}},
            "levels": {"type": "array", "items": {
                "type": "object", "required": ["k", "terms", "confusable", "utility_kept"],
                "properties": {"k": {"type": "integer"},
                               "terms": {"type": "array", "items": {"type": "string"}},
                               "confusable": {"type": "boolean"},
                               "utility_kept": {"type": ["boolean", "null"]}}}},
            "pii": {"type": "array", "items": {
                "type": "object", "required": ["start", "end", "text", "type", "identifier", "source", "score"],
                "properties": {"start": {"type": "integer"}, "end": {"type": "integer"},
                               "text": {"type": "string"}, "type": {"type": "string"},
                               "identifier": {"type": "string", "enum": ["direct", "quasi"]},
                               "source": {"type": "string"}, "score": {"type": "number"}}}},
            "client_names": {"type": "array", "items": {"type": "string"},
                             "description": "The client's label and aliases (redacted as CLIENT)."},
            "notes": {"type": "array", "items": {"type": "string"},
                      "description": "Remarks of the analysis (e.g. k_max lowered to the number of clients)."},
            "placeholders": {"type": "object", "additionalProperties": {"type": "string"},
                             "description": "Detected string -> its typed placeholder ([PERSON-1], [CLIENT]...)."},
        },
    },
    "RedactResponse": {
        "type": "object",
        "required": ["text", "replacements"],
        "properties": {"text": {"type": "string"}, "replacements": {"type": "integer"}},
    },
}
