"""GET /api/health: liveness plus the models this worker can serve."""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify

from veil import __version__
from veil.pipeline import get_store

bp = Blueprint("health", __name__, url_prefix="/api")


@bp.get("/health")
def health():
    """Service status, version and available model names."""
    names = sorted(get_store(current_app.config["VEIL_SETTINGS"]).names())
    return jsonify({"status": "ok", "version": __version__, "models": names})
