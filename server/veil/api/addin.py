"""The task pane, its assets and the manifest, served from the API's origin.

Office loads the task pane from the URLs in ``addin/manifest.xml``
(``/taskpane.html``, ``/assets/icon-*.png``); serving them from the same
origin as the API keeps the pane's ``fetch`` calls same-origin.
"""

from __future__ import annotations

from flask import Blueprint, redirect, send_from_directory

from veil.config import PROJECT_ROOT

ADDIN_DIR = PROJECT_ROOT / "addin"
TASKPANE_DIR = ADDIN_DIR / "taskpane"
ASSETS_DIR = ADDIN_DIR / "assets"

bp = Blueprint("addin", __name__)


@bp.get("/")
def index():
    """Redirect to the task pane."""
    return redirect("/taskpane.html")


@bp.get("/taskpane.html")
@bp.get("/commands.html")
@bp.get("/taskpane.js")
@bp.get("/taskpane.css")
def taskpane():
    """The task pane page, its script and style sheet, and the manifest's function file."""
    from flask import request

    return send_from_directory(TASKPANE_DIR, request.path.lstrip("/"), max_age=0)


@bp.get("/assets/<path:name>")
def assets(name: str):
    """Icons referenced by the manifest."""
    return send_from_directory(ASSETS_DIR, name, max_age=3600)


@bp.get("/manifest.xml")
def manifest():
    """The add-in manifest, for sideloading."""
    return send_from_directory(ADDIN_DIR, "manifest.xml", mimetype="application/xml", max_age=0)
