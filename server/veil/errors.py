"""Exception types shared by every part of Veil.

Every error a user can cause is a :class:`VeilError`: the CLI prints its
message on one line and exits non-zero; the HTTP API turns it into an
``application/problem+json`` answer with ``status``.  Messages never contain
document text.
"""

from __future__ import annotations


class VeilError(Exception):
    """Base class: a clear, one-line problem caused by input or environment."""

    status = 400
    title = "Bad request"
    type = "about:blank"

    def __init__(self, message: str, *, status: int | None = None, title: str | None = None,
                 extra: dict | None = None):
        super().__init__(message)
        if status is not None:
            self.status = status
        if title is not None:
            self.title = title
        self.extra = dict(extra or {})

    @property
    def detail(self) -> str:
        return str(self)


class InputError(VeilError):
    """The request or file is malformed (400)."""

    status = 400
    title = "Invalid input"


class NotFound(VeilError):
    """A named model, client, version or job does not exist (404)."""

    status = 404
    title = "Not found"


class PayloadTooLarge(VeilError):
    """Input above the configured size limit (413)."""

    status = 413
    title = "Payload too large"


class UnsupportedDocument(VeilError):
    """A file that is not a document Veil can process safely (415)."""

    status = 415
    title = "Unsupported document"


class ModelError(VeilError):
    """A model file is missing, truncated, tampered with or inconsistent."""

    status = 500
    title = "Model unavailable"


class CorpusError(VeilError):
    """A training corpus cannot be used (empty, one client, unreadable...)."""

    status = 422
    title = "Unusable corpus"


class LeakError(VeilError):
    """A redacted output still contains a redacted string (422).

    ``parts`` lists the package parts (never the strings) that leak.
    """

    status = 422
    title = "Redacted copy failed verification"

    def __init__(self, message: str, parts: list[str]):
        super().__init__(message, extra={"leaking_parts": list(parts)})
        self.parts = list(parts)
