"""Request parsing: JSON bodies checked against :mod:`veil.api.schemas`.

Error messages name the field at fault and never echo the submitted value
(it may be document text).
"""

from __future__ import annotations

import json
from typing import Any

from flask import current_app, request
from jsonschema import Draft202012Validator

from veil.api.schemas import request_schemas
from veil.errors import InputError, PayloadTooLarge


def _validator(name: str) -> Draft202012Validator:
    cache = current_app.extensions.setdefault("veil_validators", {})
    if name not in cache:
        schema = request_schemas(current_app.config["VEIL_SETTINGS"])[name]
        cache[name] = Draft202012Validator(schema)
    return cache[name]


def _field(path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(body)"


def error_message(error) -> tuple[str, str]:
    """(field, message) for a jsonschema error, without the offending value."""
    field = _field(error.absolute_path)
    v, arg = error.validator, error.validator_value
    if v == "required":
        missing = [p for p in arg if isinstance(error.instance, dict) and p not in error.instance]
        name = missing[0] if missing else "?"
        field = f"{field}.{name}" if field != "(body)" else name
        return field, f"{field} is required"
    if v == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        return field, f"unknown field(s) in {field}: {', '.join(map(str, extra))}"
    if v == "type":
        kinds = arg if isinstance(arg, list) else [arg]
        return field, f"{field} must be of type {' or '.join(kinds)}"
    if v == "enum":
        return field, f"{field} must be one of: {', '.join(map(str, arg))}"
    if v == "minimum":
        return field, f"{field} must be >= {arg}"
    if v == "maximum":
        return field, f"{field} must be <= {arg}"
    if v == "minLength":
        return field, f"{field} must not be empty" if arg == 1 else f"{field} must have at least {arg} characters"
    if v == "maxLength":
        return field, f"{field} must have at most {arg} characters"
    if v == "maxItems":
        return field, f"{field} must have at most {arg} items"
    if v == "minItems":
        return field, f"{field} must have at least {arg} items"
    if v == "pattern":
        return field, f"{field} must match {arg}"
    return field, f"{field} is invalid ({v})"


def validate(instance: Any, schema_name: str) -> dict:
    """Check ``instance`` against the named request schema; raise on the first error.

    Raises
    ------
    PayloadTooLarge
        ``text`` longer than the configured limit (413).
    InputError
        Any other violation (400), with ``field`` set in its ``extra``.
    """
    errors = sorted(_validator(schema_name).iter_errors(instance),
                    key=lambda e: (e.validator != "maxLength", list(map(str, e.absolute_path))))
    if not errors:
        return instance
    error = errors[0]
    field, message = error_message(error)
    if error.validator == "maxLength" and list(error.absolute_path) == ["text"]:
        raise PayloadTooLarge(message, extra={"field": field})
    raise InputError(message, extra={"field": field})


def parse_json(raw: bytes | str | None, what: str = "request body") -> Any:
    """Decode JSON or raise a 400 naming ``what``."""
    if raw is None or raw == b"" or raw == "":
        raise InputError(f"{what} is empty; send a JSON object")
    try:
        if isinstance(raw, bytes):
            raw = raw.decode("utf-8")
        return json.loads(raw)
    except (UnicodeDecodeError, ValueError):
        raise InputError(f"{what} is not valid JSON") from None


def json_body(schema_name: str) -> dict:
    """The request's JSON body, validated against ``schema_name``."""
    return validate(parse_json(request.get_data(cache=False)), schema_name)
