"""The Flask application factory.

``create_app()`` builds the API (one blueprint per resource), the problem+json
error handlers, the request size limit and the same-origin task pane.  It does
not load models: :func:`veil.pipeline.warm_up` does, once, before gunicorn
forks (see :mod:`veil.gunicorn_conf`), and the caches serve every request.
"""

from __future__ import annotations

import logging

from flask import Flask, request

from veil.config import Settings, load_settings


def create_app(settings: Settings | None = None) -> Flask:
    """Build the Veil WSGI application.

    Parameters
    ----------
    settings : Settings, optional
        Defaults to :func:`veil.config.load_settings` (``VEIL_*`` variables).
    """
    from veil.api import addin, analyze, health, models, openapi, problems, redact
    from veil.api import admin, batch

    settings = settings or load_settings()
    app = Flask("veil", static_folder=None)
    app.config.update(
        VEIL_SETTINGS=settings,
        MAX_CONTENT_LENGTH=settings.max_upload_bytes,
        # multipart fields other than files are held in memory; keep them small
        MAX_FORM_MEMORY_SIZE=1024 * 1024,
        JSON_SORT_KEYS=False,
    )
    app.json.sort_keys = False
    app.json.compact = True
    problems.install(app)
    for module in (health, models, analyze, redact, openapi, batch, admin, addin):
        app.register_blueprint(module.bp)

    @app.after_request
    def _headers(response):
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        if request.path.startswith("/api/"):
            response.headers.setdefault("Cache-Control", "no-store")
        return response

    logging.getLogger("veil").setLevel(logging.INFO)
    return app
