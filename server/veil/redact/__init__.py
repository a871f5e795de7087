"""Text redaction with typed, consistent placeholders.

Public interface::

    Placeholders()                 # .get(string, type) -> "[PERSON-1]", "[CLIENT]", "[REDACTED]"...
    redact_text(text, *, spans=(), terms=(), style="placeholder", placeholders=None) -> (text, n)
    PLACEHOLDER_TYPES              # type -> (label, numbered)
    TargetMatcher(targets)         # the whole-word, case-insensitive matcher shared with veil.docx
"""

from veil.redact.matching import TargetMatcher
from veil.redact.placeholders import BLOCK, PLACEHOLDER_TYPES, Placeholders, normalize
from veil.redact.text import STYLES, blank, merge_intervals, redact_text, replacement

__all__ = ["Placeholders", "redact_text", "PLACEHOLDER_TYPES", "TargetMatcher", "BLOCK", "STYLES",
           "blank", "merge_intervals", "normalize", "replacement"]
