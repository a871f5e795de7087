"""/api/batch blueprint (placeholder until its owner fills it in)."""

from flask import Blueprint

bp = Blueprint("batch", __name__)
