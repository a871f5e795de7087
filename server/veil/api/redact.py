"""POST /api/redact (text) and POST /api/redact/docx (a verified redacted .docx)."""

from __future__ import annotations

import io

from flask import Blueprint, current_app, jsonify, request, send_file

from veil import pipeline
from veil.api.validation import json_body, parse_json, validate
from veil.errors import InputError, UnsupportedDocument

bp = Blueprint("redact", __name__, url_prefix="/api")

DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


@bp.post("/redact")
def redact_text():
    """Replace the given spans and terms of a text with typed, consistent placeholders."""
    from veil.redact import Placeholders, redact_text as _redact

    body = json_body("RedactRequest")
    text = body["text"]
    spans = body.get("spans") or []
    for i, span in enumerate(spans):
        if not span["start"] <= span["end"] <= len(text):
            raise InputError(f"spans[{i}] must satisfy 0 <= start <= end <= len(text)",
                             extra={"field": f"spans[{i}]"})
    redacted, n = _redact(text, spans=spans, terms=[(t, "CII") for t in body.get("terms") or []],
                          style=body.get("style", "placeholder"), placeholders=Placeholders())
    return jsonify({"text": redacted, "replacements": n})


@bp.post("/redact/docx")
def redact_docx():
    """Analyse every part of an uploaded .docx and return its verified redacted copy."""
    upload = request.files.get("file")
    if upload is None:
        raise InputError("multipart field 'file' (the .docx) is required", extra={"field": "file"})
    raw_options = request.form.get("options")
    if raw_options is None and "options" in request.files:
        raw_options = request.files["options"].read()
    options = validate(parse_json(raw_options, "options") if raw_options else {}, "RedactDocxOptions")
    filename = upload.filename or "document.docx"
    if filename.lower().endswith(".docm"):
        raise UnsupportedDocument("macro-enabled documents (.docm) are not accepted; save as .docx")
    data = upload.read()
    out, report = pipeline.redact_docx_doc(data, options, settings=current_app.config["VEIL_SETTINGS"])
    stem = filename.rsplit(".", 1)[0] or "document"
    response = send_file(io.BytesIO(out), mimetype=DOCX_MIME, as_attachment=True,
                         download_name=f"{stem}-redacted.docx")
    response.headers["X-Veil-Replacements"] = str(report.get("replacements", ""))
    response.headers["X-Veil-Client"] = str(report.get("client", "")).encode("ascii", "replace").decode()
    return response
