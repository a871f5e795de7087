"""Split long texts for NER without cutting an entity in half.

Chunks end at a blank line when one is close enough, otherwise at a sentence
end, otherwise at a line break, otherwise at whitespace; only a run of
``max_chars`` characters without any whitespace is cut hard (no named entity
is that long).
"""

from __future__ import annotations

import re

_BREAKS = (
    re.compile(r"\n[ \t]*\n\s*"),              # paragraph
    re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[A-Z0-9\"'(\[])"),  # sentence
    re.compile(r"\n\s*"),                      # line
    re.compile(r"\s+"),                        # any whitespace
)


def split_chunks(text: str, max_chars: int = 6000) -> list[tuple[int, int]]:
    """``(start, end)`` offsets of consecutive chunks covering ``text``.

    Parameters
    ----------
    text : str
    max_chars : int
        Upper bound on a chunk's length.

    Returns
    -------
    list of (int, int)
        Contiguous, non-overlapping, in order; ``text[s:e]`` joined gives ``text``.
    """
    chunks = []
    start, n = 0, len(text)
    while n - start > max_chars:
        limit = start + max_chars
        cut = None
        for pattern in _BREAKS:
            # last break whose end lies in the second half of the window
            last = None
            for m in pattern.finditer(text, start + max_chars // 2, limit):
                last = m
            if last is not None:
                cut = last.end()
                break
        if cut is None or cut <= start:
            cut = limit
        chunks.append((start, cut))
        start = cut
    if start < n or not chunks:
        chunks.append((start, n))
    return chunks
