"""POST /api/analyze: CII terms with slider levels, and PII spans, in one answer."""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify

from veil import pipeline
from veil.api.validation import json_body

bp = Blueprint("analyze", __name__, url_prefix="/api")


@bp.post("/analyze")
def analyze():
    """Analyse a text; one answer serves every position of the k slider."""
    body = json_body("AnalyzeRequest")
    text = body.pop("text")
    return jsonify(pipeline.analyze(text, settings=current_app.config["VEIL_SETTINGS"], **body))
