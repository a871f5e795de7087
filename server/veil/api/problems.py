"""``application/problem+json`` answers (RFC 9457) for every error.

Registered on the app by :func:`install`.  A :class:`veil.errors.VeilError`
keeps its status and message; a Werkzeug HTTP error keeps its status with a
generic message; anything else is a 500 whose log line holds the exception
type and stack frames but not its message (which could quote document text),
and whose answer holds neither.
"""

from __future__ import annotations

import logging
import traceback

from flask import Flask, jsonify
from werkzeug.exceptions import HTTPException

from veil.errors import VeilError

log = logging.getLogger("veil.api")

PROBLEM_MIME = "application/problem+json"


def problem(status: int, title: str, detail: str, **extra):
    """A Flask response carrying a problem document."""
    body = {"type": "about:blank", "title": title, "status": status, "detail": detail}
    body.update({k: v for k, v in extra.items() if v is not None})
    response = jsonify(body)
    response.status_code = status
    response.mimetype = PROBLEM_MIME
    return response


def _veil_error(exc: VeilError):
    return problem(exc.status, exc.title, exc.detail, **exc.extra)


def _http_error(exc: HTTPException):
    status = exc.code or 500
    detail = {
        404: "no such endpoint",
        405: "method not allowed on this endpoint",
        413: "request body is larger than the configured limit",
    }.get(status, exc.description or exc.name)
    response = problem(status, exc.name, detail)
    if status == 405 and exc.get_response().headers.get("Allow"):
        response.headers["Allow"] = exc.get_response().headers["Allow"]
    return response


def _unexpected(exc: Exception):
    frames = "".join(traceback.format_list(traceback.extract_tb(exc.__traceback__)))
    log.error("unhandled %s while serving a request\n%s", type(exc).__name__, frames)
    return problem(500, "Internal server error", "the server failed to process this request")


def install(app: Flask) -> None:
    """Register the problem handlers on ``app``."""
    app.register_error_handler(VeilError, _veil_error)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected)
