"""``veil serve``: the API and the task pane under gunicorn, over HTTPS by default."""

from __future__ import annotations

import sys

from gunicorn.app.base import BaseApplication

from veil.errors import VeilError

#: Settings of :mod:`veil.gunicorn_conf` passed to gunicorn.
CONF_NAMES = ("workers", "worker_class", "preload_app", "timeout", "graceful_timeout", "keepalive",
              "limit_request_line", "limit_request_fields", "accesslog", "errorlog", "loglevel",
              "access_log_format", "on_starting", "control_socket_disable")


class VeilServer(BaseApplication):
    """Gunicorn application serving :func:`veil.app.create_app`."""

    def __init__(self, options: dict):
        self.options = options
        super().__init__()

    def load_config(self):
        for key, value in self.options.items():
            if key in self.cfg.settings:          # settings newer than the installed gunicorn are skipped
                self.cfg.set(key, value)

    def load(self):
        from veil.app import create_app

        return create_app()


def gunicorn_options(args) -> dict:
    """Gunicorn settings for the parsed ``veil serve`` arguments."""
    from veil import gunicorn_conf

    options = {name: getattr(gunicorn_conf, name) for name in CONF_NAMES}
    host = f"[{args.host}]" if ":" in args.host else args.host
    options["bind"] = f"{host}:{args.port}"
    if args.workers:
        options["workers"] = args.workers
    if args.https:
        from veil.certs import ensure_certificate

        cert, key = ensure_certificate()
        options["certfile"], options["keyfile"] = str(cert), str(key)
    return options


def run(args) -> int:
    if args.workers is not None and args.workers < 1:
        raise VeilError("--workers must be at least 1")
    if not 0 < args.port < 65536:
        raise VeilError("--port must be between 1 and 65535")
    options = gunicorn_options(args)
    scheme = "https" if args.https else "http"
    shown = "localhost" if args.host in ("127.0.0.1", "localhost", "::1") else args.host
    print(f"veil: serving the API and the task pane on {scheme}://{shown}:{args.port}/taskpane.html",
          file=sys.stderr)
    if args.https:
        print(f"veil: certificate {options['certfile']} (trust it once; see docs/addin.md)", file=sys.stderr)
    VeilServer(options).run()
    return 0


def register(sub) -> None:
    p = sub.add_parser("serve", help="serve the API and the Word task pane (gunicorn)",
                       description="Serve the HTTP API and the Word task pane under gunicorn. "
                                   "HTTPS uses a self-signed certificate for localhost generated "
                                   "once under ~/.veil/certs (or $VEIL_CERT_DIR).")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=3000, help="port (default 3000)")
    p.add_argument("--https", action="store_true", default=True, help="serve over HTTPS (default)")
    p.add_argument("--no-https", dest="https", action="store_false", help="serve plain HTTP (tests)")
    p.add_argument("--workers", type=int, default=None,
                   help="worker processes (default: $VEIL_WORKERS or the number of CPUs, at most 4)")
    p.set_defaults(func=run)
