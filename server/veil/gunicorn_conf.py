"""Gunicorn settings for ``veil serve`` (also usable directly).

``gunicorn -c python:veil.gunicorn_conf "veil.app:create_app()"`` serves the
API like ``veil serve --no-https`` does.  ``preload_app`` loads the app, the
default client model and the spaCy pipeline once in the master, before the
workers fork, so every worker shares them (copy-on-write) and the first
request is not slow.  Gunicorn's access log holds method, path, status and
timing only; request bodies (document text) are never logged.
"""

from __future__ import annotations

import multiprocessing
import os

bind = os.environ.get("VEIL_BIND", "127.0.0.1:3000")
workers = int(os.environ.get("VEIL_WORKERS") or min(4, multiprocessing.cpu_count()))
worker_class = "sync"
preload_app = True
# analysing a long document can take seconds on a loaded machine
timeout = int(os.environ.get("VEIL_WORKER_TIMEOUT", "120"))
graceful_timeout = 30
keepalive = 5
# header limits; the body limit is Flask's MAX_CONTENT_LENGTH (413)
limit_request_line = 8190
limit_request_fields = 100
accesslog = "-"
errorlog = "-"
loglevel = "info"
access_log_format = '%(h)s "%(m)s %(U)s" %(s)s %(B)s %(M)sms'
# no shared $HOME/.gunicorn/gunicorn.ctl socket (gunicorn >= 25): several servers may run side by side
control_socket_disable = True


def on_starting(server):  # noqa: D401 - gunicorn hook
    """Load models and the PII pipeline in the master, before forking."""
    from veil.pipeline import warm_up

    names = warm_up()
    server.log.info("veil: models available: %s", ", ".join(names) or "none")
