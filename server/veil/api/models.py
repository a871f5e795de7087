"""GET /api/models: the client models in the store."""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify

from veil.pipeline import get_store

bp = Blueprint("models", __name__, url_prefix="/api")


@bp.get("/models")
def models():
    """Name, version, number of clients, utility classes and creation date of each model."""
    return jsonify(get_store(current_app.config["VEIL_SETTINGS"]).describe())
