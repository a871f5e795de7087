"""Settings read from the environment, with their defaults.

One place for every knob, so the CLI, the Flask app, gunicorn and batch
workers agree.  Nothing here reads document text.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

#: The repository checkout (editable install) holding client_models/ and models/.
PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _int_env(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    try:
        return int(value)
    except ValueError:
        raise SystemExit(f"veil: error: environment variable {name} must be an integer, got {value!r}")


@dataclass(frozen=True)
class Settings:
    """Runtime settings; build with :func:`load_settings`."""

    model_dir: Path = PROJECT_ROOT / "client_models"
    assets_dir: Path = PROJECT_ROOT / "models"
    default_model: str = "demo-20news"
    admin_token: str | None = None
    max_text_chars: int = 1_000_000          # /api/analyze, /api/redact, PII engine
    max_upload_bytes: int = 25 * 1024 * 1024  # request bodies incl. .docx uploads
    max_docx_uncompressed: int = 200 * 1024 * 1024  # zip-bomb guard for .docx
    extra: dict = field(default_factory=dict)


def load_settings(**overrides) -> Settings:
    """Settings from ``VEIL_*`` environment variables, then ``overrides``."""
    env = os.environ
    values = dict(
        model_dir=Path(env.get("VEIL_MODEL_DIR", PROJECT_ROOT / "client_models")),
        assets_dir=Path(env.get("VEIL_ASSETS_DIR", PROJECT_ROOT / "models")),
        default_model=env.get("VEIL_DEFAULT_MODEL", "demo-20news"),
        admin_token=env.get("VEIL_ADMIN_TOKEN") or None,
        max_text_chars=_int_env("VEIL_MAX_TEXT_CHARS", 1_000_000),
        max_upload_bytes=_int_env("VEIL_MAX_UPLOAD_BYTES", 25 * 1024 * 1024),
        max_docx_uncompressed=_int_env("VEIL_MAX_DOCX_UNCOMPRESSED", 200 * 1024 * 1024),
    )
    values.update(overrides)
    return Settings(**values)
