"""The one tokenizer shared by training, scoring and occurrence finding.

Features are lower-cased word tokens of two or more word characters
(scikit-learn's default ``token_pattern``), so a feature's occurrences in the
original text are exactly the tokens whose lower-cased form equals it: every
surface form (``Atheism``, ``ATHEISM``) maps to one feature.
"""

from __future__ import annotations

import re
from typing import Iterator

TOKEN_PATTERN = r"(?u)\b\w\w+\b"
TOKEN_RE = re.compile(TOKEN_PATTERN)


def iter_tokens(text: str) -> Iterator[tuple[str, int, int]]:
    """Yield ``(feature, start, end)`` for every token of ``text``.

    Offsets are Python string indices (code points) into ``text``.
    """
    for m in TOKEN_RE.finditer(text):
        yield m.group().lower(), m.start(), m.end()


def tokenize(text: str) -> list[str]:
    """Lower-cased tokens of ``text`` in order."""
    return [m.group().lower() for m in TOKEN_RE.finditer(text)]
