"""/api/admin blueprint (placeholder until its owner fills it in)."""

from flask import Blueprint

bp = Blueprint("admin", __name__)
