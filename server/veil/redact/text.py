"""Redacting plain text: spans and terms to typed placeholders or blocks."""

from __future__ import annotations

from typing import Iterable

from veil.errors import InputError
from veil.redact.matching import TargetMatcher
from veil.redact.placeholders import BLOCK, Placeholders

STYLES = ("placeholder", "blank")


def blank(s: str) -> str:
    """Same-length block characters, keeping line breaks (layout)."""
    return "".join(c if c in "\r\n" else BLOCK for c in s)


def replacement(s: str, typ: str, style: str, placeholders: Placeholders, key: str | None = None) -> str:
    """What ``s`` (of type ``typ``) becomes in ``style``; ``key`` names it for placeholders (default ``s``)."""
    if style == "blank":
        return blank(s)
    return placeholders.get(s if key is None else key, typ)


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise InputError("style must be 'placeholder' or 'blank'")


def _spans(spans: Iterable, n: int) -> list[tuple[int, int, str]]:
    out = []
    for i, sp in enumerate(spans):
        try:
            start, end = sp["start"], sp["end"]
            typ = sp.get("type") or "CII"
        except (TypeError, KeyError, AttributeError):
            raise InputError(f"spans[{i}] must be an object with integer start and end") from None
        if isinstance(start, bool) or isinstance(end, bool) or not isinstance(start, int) \
                or not isinstance(end, int) or not isinstance(typ, str):
            raise InputError(f"spans[{i}]: start and end must be integers, type a string")
        if not 0 <= start < end <= n:
            raise InputError(f"spans[{i}] is out of range (need 0 <= start < end <= {n})")
        out.append((start, end, typ))
    return out


def merge_intervals(intervals: Iterable[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Union of overlapping intervals; each merged interval takes the type of its longest member."""
    merged: list[list] = []
    for start, end, typ in sorted(intervals, key=lambda t: (t[0], -t[1])):
        if merged and start < merged[-1][1]:
            last = merged[-1]
            if end - start > last[3]:
                last[2], last[3] = typ, end - start
            last[1] = max(last[1], end)
        else:
            merged.append([start, end, typ, end - start])
    return [(s, e, t) for s, e, t, _ in merged]


def redact_text(text: str, *, spans: Iterable = (), terms: Iterable = (), style: str = "placeholder",
                placeholders: Placeholders | None = None) -> tuple[str, int]:
    """Replace spans and every occurrence of terms in ``text``.

    Parameters
    ----------
    text : str
        The document text.
    spans : iterable of dict
        ``{"start", "end", "type"}`` with Python string offsets into ``text``.
    terms : iterable of str or (str, type)
        Every whole-word, case-insensitive occurrence is replaced; a bare
        string has type ``"CII"``.
    style : {"placeholder", "blank"}
        Typed placeholders (``[PERSON-1]``, ``[CLIENT]``, ``[REDACTED]``...)
        or same-length blocks that keep the layout.
    placeholders : Placeholders, optional
        Share one to keep placeholders consistent across calls for one document.

    Returns
    -------
    (str, int)
        The redacted text and the number of replaced regions (overlapping
        spans/terms are merged into one region, the longest one's type wins).

    Raises
    ------
    InputError
        Bad style or an out-of-range span.
    """
    if not isinstance(text, str):
        raise InputError("text must be a string")
    _check_style(style)
    placeholders = placeholders if placeholders is not None else Placeholders()
    found = _spans(spans, len(text))
    matcher = TargetMatcher(terms)
    found += list(matcher.finditer(text))
    regions = merge_intervals(found)
    pieces, pos = [], 0
    for start, end, typ in regions:
        pieces.append(text[pos:start])
        key = matcher.lookup(text[start:end])[0] if matcher else None
        pieces.append(replacement(text[start:end], typ, style, placeholders, key))
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces), len(regions)
