"""/api/admin: corpus upload, background retraining, model versions (Bearer token).

Every endpoint requires ``Authorization: Bearer $VEIL_ADMIN_TOKEN``.  The token
is compared in constant time on SHA-256 digests, so neither its content nor
its length shows in the timing; a missing or wrong token is a 401 problem.
When ``VEIL_ADMIN_TOKEN`` is unset the endpoints answer 404 exactly like
an unknown URL.  Everything written goes under the model store root.
"""

from __future__ import annotations

import hashlib
import hmac

from flask import Blueprint, current_app, jsonify, request

from veil.admin.jobs import JobStore
from veil.admin.upload import ZipLimits
from veil.api.openapi import problem_responses
from veil.api.problems import problem
from veil.errors import InputError, UnsupportedDocument

bp = Blueprint("admin", __name__, url_prefix="/api/admin")

ZIP_TYPES = ("application/zip", "application/x-zip-compressed", "application/octet-stream")


def _settings():
    return current_app.config["VEIL_SETTINGS"]


def _store():
    from veil import pipeline

    return pipeline.get_store(_settings())


def _jobs() -> JobStore:
    return JobStore(_settings().model_dir)


def token_matches(given: str | None, expected: str) -> bool:
    """Constant-time comparison of two tokens (of any lengths)."""
    a = hashlib.sha256((given or "").encode("utf-8", "surrogatepass")).digest()
    b = hashlib.sha256(expected.encode("utf-8", "surrogatepass")).digest()
    return hmac.compare_digest(a, b) and given is not None


@bp.before_request
def _authorize():
    expected = _settings().admin_token
    if not expected:
        return problem(404, "Not Found", "no such endpoint")
    header = request.headers.get("Authorization", "")
    scheme, _, given = header.partition(" ")
    ok = token_matches(given.strip() if scheme.lower() == "bearer" else None, expected)
    if not ok:
        response = problem(401, "Unauthorized", "a valid admin bearer token is required")
        response.headers["WWW-Authenticate"] = 'Bearer realm="veil-admin"'
        return response
    return None


def _flag(name: str, default: bool = False) -> bool:
    value = request.args.get(name)
    if value is None:
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise InputError(f"query parameter {name} must be true or false")


def _json_object() -> dict:
    from veil.api.validation import parse_json

    body = parse_json(request.get_data(cache=False) or b"{}")
    if not isinstance(body, dict):
        raise InputError("request body must be a JSON object")
    return body


@bp.get("/models")
def list_models():
    """Every model with all its versions and their training reports."""
    store = _store()
    root = store.root
    names = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")) \
        if root.is_dir() else []
    out = []
    for name in names:
        try:
            out.append({"name": name, "versions": store.versions(name)})
        except Exception:  # a folder that is not a model
            continue
    return jsonify(out)


@bp.get("/models/<name>/versions")
def list_versions(name: str):
    """Versions of one model, oldest first, with their training reports."""
    return jsonify(_store().versions(name))


@bp.post("/models/<name>/train")
def train(name: str):
    """Upload a corpus zip (request body) and train a new version in the background."""
    if request.mimetype == "multipart/form-data":
        raise UnsupportedDocument("send the corpus zip as the request body "
                                  "(Content-Type: application/zip), not as a form")
    if request.mimetype not in ZIP_TYPES:
        raise UnsupportedDocument("the request body must be a zip archive (Content-Type: application/zip)")
    limits = ZipLimits.from_env()
    try:
        request.max_content_length = limits.max_upload_bytes  # Flask >= 3.1: this route's own limit
    except AttributeError:  # pragma: no cover - older Flask keeps the app-wide limit
        pass
    activate = _flag("activate")
    try:
        features = int(request.args["features"]) if "features" in request.args else None
    except ValueError:
        raise InputError("query parameter features must be an integer") from None
    jobs = _jobs()
    upload = jobs.save_upload(request.stream, limits)
    try:
        job = jobs.create(name, upload, activate=activate, n_features=features, limits=limits)
    finally:
        upload.unlink(missing_ok=True)
    jobs.start(job["id"])
    response = jsonify(job)
    response.status_code = 202
    response.headers["Location"] = f"/api/admin/jobs/{job['id']}"
    return response


@bp.get("/jobs")
def list_jobs():
    """Training jobs, newest first."""
    return jsonify(_jobs().list())


@bp.get("/jobs/<job_id>")
def job_status(job_id: str):
    """One training job: state (queued, running, succeeded, failed), phase, version, report."""
    return jsonify(_jobs().get(job_id))


@bp.post("/models/<name>/activate")
def activate(name: str):
    """Make a version active (``{"version": ...}``); every worker uses it from its next request."""
    version = _json_object().get("version")
    if not isinstance(version, str) or not version:
        raise InputError("version is required (a version id from /api/admin/models/NAME/versions)")
    _store().activate(name, version)
    return jsonify({"name": name, "active": version})


@bp.post("/models/<name>/rollback")
def rollback(name: str):
    """Re-activate the version created before the active one."""
    return jsonify({"name": name, "active": _store().rollback(name)})


@bp.delete("/models/<name>/versions/<version>")
def delete(name: str, version: str):
    """Delete an inactive version (the active one is refused)."""
    _store().delete(name, version)
    return jsonify({"name": name, "deleted": version})


def _op(summary: str, op_id: str, responses: dict, **extra) -> dict:
    return {"summary": summary, "operationId": op_id, "security": [{"adminToken": []}],
            "tags": ["admin"], "responses": responses, **extra}


_NAME = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}
_OK = {"description": "OK", "content": {"application/json": {"schema": {"type": "object"}}}}
_LIST = {"description": "OK", "content": {"application/json": {"schema": {"type": "array"}}}}

#: OpenAPI path items of this blueprint (merged into /api/openapi.json).
OPENAPI_PATHS = {
    "/api/admin/models": {"get": _op("Models with every version and training report", "adminListModels",
                                     {"200": _LIST, **problem_responses(401, 404)})},
    "/api/admin/models/{name}/versions": {"get": _op(
        "Versions of a model, oldest first (version, created, active, stats, report)",
        "adminListVersions", {"200": _LIST, **problem_responses(401, 404)}, parameters=[_NAME])},
    "/api/admin/models/{name}/train": {"post": _op(
        "Upload a corpus zip (one folder per client, optional utility.csv, <client>/aliases.txt) "
        "and train a new version in the background", "adminTrain",
        {"202": {"description": "Job queued; poll the Location header", **_OK},
         **problem_responses(400, 401, 404, 413, 415, 500)},
        parameters=[_NAME,
                    {"name": "activate", "in": "query", "schema": {"type": "boolean", "default": False},
                     "description": "Activate the new version when training succeeds"},
                    {"name": "features", "in": "query", "schema": {"type": "integer"},
                     "description": "Vocabulary size (default: the active version's, else 10000); "
                                    "the other parameters are the active version's"}],
        requestBody={"required": True, "content": {"application/zip": {
            "schema": {"type": "string", "contentMediaType": "application/zip"}}}})},
    "/api/admin/jobs": {"get": _op("Training jobs, newest first", "adminListJobs",
                                   {"200": _LIST, **problem_responses(401, 404)})},
    "/api/admin/jobs/{job_id}": {"get": _op(
        "Training job state: queued, running (with phase), succeeded (version, report) or failed (error)",
        "adminJob", {"200": _OK, **problem_responses(401, 404)},
        parameters=[{"name": "job_id", "in": "path", "required": True, "schema": {"type": "string"}}])},
    "/api/admin/models/{name}/activate": {"post": _op(
        "Activate a version; every server worker uses it from its next request", "adminActivate",
        {"200": _OK, **problem_responses(400, 401, 404)}, parameters=[_NAME],
        requestBody={"required": True, "content": {"application/json": {"schema": {
            "type": "object", "required": ["version"],
            "properties": {"version": {"type": "string"}}}}}})},
    "/api/admin/models/{name}/rollback": {"post": _op(
        "Re-activate the version created before the active one", "adminRollback",
        {"200": _OK, **problem_responses(401, 404)}, parameters=[_NAME])},
    "/api/admin/models/{name}/versions/{version}": {"delete": _op(
        "Delete an inactive version", "adminDeleteVersion", {"200": _OK, **problem_responses(400, 401, 404)},
        parameters=[_NAME, {"name": "version", "in": "path", "required": True,
                            "schema": {"type": "string"}}])},
}
