"""One matcher for a list of strings to redact: case-insensitive, whole word, whitespace-tolerant.

A target matches wherever it occurs case-insensitively, with any run of
whitespace (spaces, tabs, no-break spaces, line breaks, and the URL
encodings ``%20`` and ``+``) standing for a space in the target, and as a whole word at each end that is a word
character (``Acme`` does not match inside ``Acmeville``; ``ab-`` may be
followed by anything).  At one position the longest target wins.

The targets are compiled into one regular expression shaped as a trie of
their characters, so matching cost grows with the text, not with the
number of targets times the text.
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator

from veil.redact.placeholders import normalize

_WS = object()  # trie key standing for "one or more whitespace characters"
_END = object()  # trie key marking the end of a target
#: What a space in a target matches: any whitespace run, also URL-encoded (``%20``, ``+``).
_WS_RE = r"(?:\s|%20|\+)+"


def _units(target: str) -> list:
    """The target as trie keys: lower-cased characters, whitespace runs collapsed."""
    out: list = []
    for part_index, part in enumerate(target.split()):
        if part_index:
            out.append(_WS)
        out.extend(part.casefold() if len(part.casefold()) == len(part) else part.lower())
    return out


def _trie_regex(node: dict) -> str:
    """Regex for a trie node: alternatives of its children, longest first (greedy)."""
    branches = []
    end = node.get(_END)
    for key, child in node.items():
        if key is _END:
            continue
        head = _WS_RE if key is _WS else re.escape(key)
        branches.append(head + _trie_regex(child))
    tail = ""
    if end is not None:
        tail = end  # boundary assertion for a target ending here
    if not branches:
        return tail
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if end is not None:
        # this node ends a target: try longer continuations first, else end here
        return f"(?:{body}|{tail})"
    return body


class TargetMatcher:
    """Compile ``(string, type)`` targets once; find them in any text.

    Parameters
    ----------
    targets : iterable of str or (str, str)
        Strings to find; a bare string gets ``default_type``.
    default_type : str
        Type of bare strings.
    """

    def __init__(self, targets: Iterable, default_type: str = "CII"):
        self.default_type = default_type
        self.types_: dict[str, str] = {}
        self.canon_: dict[str, str] = {}
        self.strings_: list[str] = []
        for item in targets:
            s, typ = (item, default_type) if isinstance(item, str) else (item[0], item[1] or default_type)
            if not isinstance(s, str) or not s.strip():
                continue
            key = normalize(s)
            if key not in self.types_:
                self.types_[key] = typ
                self.canon_[key] = s.strip()
                self.strings_.append(s.strip())
        self.regex_ = self._compile() if self.strings_ else None

    def _compile(self) -> re.Pattern:
        starts_word: dict = {}
        for s in self.strings_:
            units = _units(s)
            left = s[0].isalnum() or s[0] == "_"
            right = s[-1].isalnum() or s[-1] == "_"
            # one trie per left-boundary kind, so the lookbehind can sit outside the trie
            node = starts_word.setdefault(left, {})
            for u in units:
                node = node.setdefault(u, {})
            node[_END] = r"(?!\w)" if right else ""
        alts = []
        for left, trie in starts_word.items():
            alts.append((r"(?<!\w)" if left else "") + _trie_regex(trie))
        return re.compile("|".join(f"(?:{a})" for a in alts), re.IGNORECASE)

    def __bool__(self) -> bool:
        return self.regex_ is not None

    @property
    def strings(self) -> list[str]:
        """The distinct target strings (first spelling of each)."""
        return list(self.strings_)

    def lookup(self, matched: str) -> tuple[str, str]:
        """``(target, type)`` of the target a matched string came from.

        ``target`` is the target's first spelling, so ``ACME``, ``acme`` and
        ``Jane%20Roe`` get the same placeholder as ``Acme`` / ``Jane Roe``.
        """
        key = normalize(matched.replace("%20", " ").replace("+", " "))
        if key in self.types_:
            return self.canon_[key], self.types_[key]
        for s in self.strings_:  # case-folding corner cases: a full match per target
            if re.fullmatch(_WS_RE.join(map(re.escape, s.split())), matched, re.IGNORECASE):
                k = normalize(s)
                return self.canon_[k], self.types_[k]
        return matched, self.default_type

    def type_of(self, matched: str) -> str:
        """The type of the target a matched string came from."""
        return self.lookup(matched)[1]

    def finditer(self, text: str) -> Iterator[tuple[int, int, str]]:
        """``(start, end, type)`` of each non-overlapping match, left to right."""
        if self.regex_ is None:
            return
        for m in self.regex_.finditer(text):
            if m.end() > m.start():
                yield m.start(), m.end(), self.type_of(m.group())

    def search(self, text: str) -> bool:
        """Whether ``text`` holds any target."""
        return self.regex_ is not None and self.regex_.search(text) is not None
