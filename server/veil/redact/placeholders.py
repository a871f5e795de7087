"""Typed placeholders, consistent within one document.

Decision (documented in docs/docx.md): entity types where a reader needs to
tell different values apart get numbered placeholders — ``[PERSON-1]``,
``[PERSON-2]``, ``[ORG-1]``, ``[LOCATION-1]``, ``[ADDRESS-1]`` — while
identifiers whose value carries no reading value stay unnumbered —
``[SSN]``, ``[EMAIL]``, ``[PHONE]``, ``[CREDIT_CARD]``, ``[IBAN]`` ...
The client itself is ``[CLIENT]``; client-identifying terms chosen by the
CII engine (type ``CII``) are ``[REDACTED]``.
"""

from __future__ import annotations

import re

#: Placeholder label of each known type and whether it is numbered.
PLACEHOLDER_TYPES: dict[str, tuple[str, bool]] = {
    "CLIENT": ("CLIENT", False),
    "CII": ("REDACTED", False),
    "PERSON": ("PERSON", True),
    "ORG": ("ORG", True),
    "LOCATION": ("LOCATION", True),
    "GPE": ("LOCATION", True),
    "LOC": ("LOCATION", True),
    "FAC": ("LOCATION", True),
    "ADDRESS": ("ADDRESS", True),
    "NORP": ("GROUP", True),
    "SSN": ("SSN", False),
    "EMAIL": ("EMAIL", False),
    "PHONE": ("PHONE", False),
    "CREDIT_CARD": ("CREDIT_CARD", False),
    "IBAN": ("IBAN", False),
    "IP_ADDRESS": ("IP_ADDRESS", False),
    "URL": ("URL", False),
    "DATE": ("DATE", False),
}

#: The character used by the ``"blank"`` style.
BLOCK = "\u2588"


def normalize(s: str) -> str:
    """Case- and whitespace-insensitive key of a string."""
    return " ".join(s.split()).casefold()


def _label(typ: str) -> tuple[str, bool]:
    typ = (typ or "CII").upper()
    if typ in PLACEHOLDER_TYPES:
        return PLACEHOLDER_TYPES[typ]
    return re.sub(r"[^A-Z0-9_]+", "_", typ).strip("_") or "REDACTED", False


class Placeholders:
    """Issue consistent typed placeholders within one document.

    The same string (compared case- and whitespace-insensitively) always
    gets the same placeholder, whatever type it is asked with later; the
    first type it was seen with decides.

    Examples
    --------
    >>> ph = Placeholders()
    >>> ph.get("John Smith", "PERSON"), ph.get("JOHN  smith", "PERSON"), ph.get("Jane Roe", "PERSON")
    ('[PERSON-1]', '[PERSON-1]', '[PERSON-2]')
    >>> ph.get("123-45-6789", "SSN"), ph.get("Acme", "CLIENT"), ph.get("widget", "CII")
    ('[SSN]', '[CLIENT]', '[REDACTED]')
    """

    def __init__(self):
        self.by_key_: dict[str, str] = {}
        self.counters_: dict[str, int] = {}
        self.uses_: dict[str, int] = {}

    def get(self, text: str, typ: str = "CII") -> str:
        """The placeholder for ``text`` of type ``typ`` (issuing one if new)."""
        key = normalize(text)
        found = self.by_key_.get(key)
        if found is None:
            label, numbered = _label(typ)
            if numbered:
                n = self.counters_[label] = self.counters_.get(label, 0) + 1
                found = f"[{label}-{n}]"
            else:
                found = f"[{label}]"
            self.by_key_[key] = found
        self.uses_[found] = self.uses_.get(found, 0) + 1
        return found

    def labels(self) -> set[str]:
        """Every placeholder issued so far (no document text)."""
        return set(self.by_key_.values())

    def summary(self) -> dict[str, int]:
        """Placeholder -> times used; safe to log (holds no document text)."""
        return dict(sorted(self.uses_.items()))

    def __len__(self) -> int:
        return len(self.by_key_)
