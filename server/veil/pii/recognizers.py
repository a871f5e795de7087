"""Declarative pattern recognizers (Presidio-style templates).

Each recognizer is one entry of ``models/pii/recognizers.json``: a PII type,
one or more regular expressions with a base score, context words that raise
the score when they occur near a match, an optional validator hook (see
:mod:`veil.pii.validators`) and an optional *promotion* (a date next to
"born" becomes a DATE_OF_BIRTH).  A match is reported when its final score
reaches the file's ``threshold``; ``requires_context`` recognizers only fire
next to a context word.

Every pattern is written so that matching stays linear in the text length:
bounded quantifiers only, and a negative look-behind on the first character
class so a long run of digits or letters is tried from its first position
only (see ``tests/pii/test_bad_input.py``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, Union

from veil.errors import ModelError
from veil.pii.validators import VALIDATORS

_FLAG_MAP = {"i": re.IGNORECASE, "m": re.MULTILINE, "s": re.DOTALL}
_PLACEHOLDER = re.compile(r"<<(\w+)>>")
_FRAGMENT = re.compile(r"\{\{(\w+)\}\}")


@dataclass
class Candidate:
    """One possible PII span before overlap resolution."""

    start: int
    end: int
    type: str
    score: float
    source: str


@dataclass
class Pattern:
    """A compiled regular expression with its base score.

    ``anchor_`` is set when every match starts with a run of words matched without regard to case
    ("(?<![\\w.-])(?i:assigned to|owner|...)..."): the same words in lower case, searched in the
    lower-cased text. Python's ``re`` scans a case-sensitive alternation of literals quickly (it
    skips to the letters the words start with) and a case-insensitive one slowly, at every
    position; :meth:`finditer` tries the whole pattern only where the anchor is found.
    """

    regex: re.Pattern
    score: float
    group: int = 0

    def __post_init__(self):
        body = leading_cue(self.regex.pattern)
        self.anchor_ = re.compile(_lower_letters(body)) if body is not None else None

    def finditer(self, text: str, lowered: Optional[str] = None) -> Iterator[re.Match]:
        """The matches of :attr:`regex` in ``text``, as ``regex.finditer(text)`` finds them."""
        if self.anchor_ is None or lowered is None or len(lowered) != len(text):
            yield from self.regex.finditer(text)
            return
        pos, end = 0, len(text)
        while pos <= end:
            hit = self.anchor_.search(lowered, pos)
            if hit is None:
                return
            match = self.regex.match(text, hit.start())
            if match is None:
                pos = hit.start() + 1
                continue
            yield match
            pos = match.end() if match.end() > match.start() else match.end() + 1


def _group_end(src: str, start: int) -> int:
    """Index just past the group opening at ``src[start]`` ("("), minding escapes and classes."""
    depth, i = 0, start
    while i < len(src):
        ch = src[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end(src, i)
            if i < 0:
                return -1
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


#: what a cue's words may hold to be matched in lower case: letters, digits, spaces, some punctuation,
#: groups, alternations, simple classes and quantifiers, and the escapes below; nothing else
_CUE_BODY = re.compile(r"(?:[^\\\[\]()]|\\[.\-'/ t&#@]|\\u[0-9a-fA-F]{4}|\[(?:[^\\\]]|\\[.\-t])+\]|\((?:\?:)?|\))*")


def leading_cue(src: str) -> Optional[str]:
    """The group of words (matched regardless of case) every match of the pattern ``src`` starts
    with, after its look-arounds and word boundaries, inside capturing groups or not:
    "(?<![\\w.-])(?i:user name|login)..." -> "user name|login"; None when there is no such group,
    it may match nothing, or it holds what lower-casing would change."""
    insensitive = src.startswith("(?i)")
    return _cue_at(src, 4 if insensitive else 0, len(src), insensitive)


def _cue_at(src: str, i: int, stop: int, insensitive: bool) -> Optional[str]:
    while True:                                       # zero-width things first: "(?<![\\w.-])", "\\b"
        if src.startswith(("(?<!", "(?<=", "(?=", "(?!"), i):
            i = _group_end(src, i)
            if i < 0:
                return None
        elif src.startswith("\\b", i):
            i += 2
        else:
            break
    if i >= stop or src[i] != "(" or src.startswith("(?", i) and not src.startswith(("(?:", "(?i:"), i):
        return None
    end = _group_end(src, i)
    if end < 0 or end > stop or src[end:end + 1] in ("?", "*") or src.startswith(("{0", "{,"), end):
        return None
    cue = src.startswith("(?i:", i) or insensitive and src.startswith("(?:", i)
    inner = i + (4 if src.startswith("(?i:", i) else 3 if src.startswith("(?:", i) else 1)
    body = src[inner:end - 1]
    if cue and "(?" not in body.replace("(?:", "") and _CUE_BODY.fullmatch(body):
        return body
    if _top_level_bar(body):                          # "((?i:mon|tue)... )": the group's first element
        return None
    return _cue_at(src, inner, end - 1, insensitive or src.startswith("(?i:", i))


def _top_level_bar(body: str) -> bool:
    """Whether ``body`` is an alternation at its top level ("a|b", not "(?:a|b)c")."""
    i = 0
    while i < len(body):
        if body[i] == "\\":
            i += 2
            continue
        if body[i] == "(" or body[i] == "[":
            close = _group_end(body, i) if body[i] == "(" else _class_end(body, i)
            if close < 0:
                return True
            i = close
            continue
        if body[i] == "|":
            return True
        i += 1
    return False


def _class_end(src: str, start: int) -> int:
    """Index just past the character class opening at ``src[start]`` ("[")."""
    i = start + 1 + (src.startswith("^", start + 1))
    i += src.startswith("]", i)
    while i < len(src):
        if src[i] == "\\":
            i += 2
            continue
        if src[i] == "]":
            return i + 1
        i += 1
    return -1


def _lower_letters(body: str) -> str:
    """``body`` with its letters in lower case, escapes left as they are."""
    return re.sub(r"\\u[0-9a-fA-F]{4}|\\.|[^\\]+", lambda m: m.group() if m.group().startswith("\\") else m.group().lower(), body)


@dataclass
class PatternRecognizer:
    """A template: patterns + context words + validator for one PII type.

    Parameters
    ----------
    name : str
        Source name reported with each span (``template:<name>``).
    type : str
        The PII type this recognizer emits.
    patterns : list of Pattern
    context : list of str
        Words or phrases (case-insensitive, whole word) that raise the score
        by ``context_boost`` when found within the context window.
    validator : callable or None
        Hook from :data:`veil.pii.validators.VALIDATORS`.
    requires_context : bool
        Only report matches with a context word nearby.
    promote : dict or None
        ``{"type": T, "context": [...]}``: report as ``T`` next to those words.
    context_side : {"both", "before"}
        Where context words count (licence numbers: only before the number).
    trigger : str, list of str or None
        A cheap regular expression (or several, all required) that must occur
        somewhere in the text for the recognizer to run at all (``@`` for
        e-mail, a letter for addresses, a letter and a postcode shape for
        postcode-anchored addresses): skips whole scans on texts that cannot
        match.
    keywords : list of str
        Lower-case substrings of which at least one must occur in the text
        for the recognizer to run (a cheaper gate than ``trigger``: "born",
        "birth" for years of birth).
    exclude_before : str or None
        A regular expression for a label that ends right before a match and
        marks it as another kind of number ("Org.nr.", "Preukaz ŠVK BB:"):
        such a match is dropped unless a context word comes before it.
    corroborate : str or None
        A regular expression for a prefix (e.g. ``[@/.]``): a match that also
        occurs elsewhere in the text right after that prefix (the domain of an
        e-mail address or a URL) counts as having a context word.
    """

    name: str
    type: str
    patterns: list[Pattern]
    context: list[str] = field(default_factory=list)
    validator: Optional[Callable] = None
    requires_context: bool = False
    promote: Optional[dict] = None
    threshold: float = 0.5
    context_boost: float = 0.35
    window: tuple[int, int] = (48, 24)
    context_side: str = "both"
    trigger: Union[str, list, None] = None
    corroborate: Optional[str] = None
    exclude_before: Optional[str] = None
    keywords: list[str] = field(default_factory=list)

    #: distinct strings checked for corroboration per text (bounds the cost on adversarial input)
    max_corroborations = 32

    def __post_init__(self):
        self.context_re_ = _words_regex(self.context)
        # substring pre-checks on the lower-cased text, one scan each ("any(w in text ...)" scans once per word)
        self.context_words_re_ = _substrings_regex(w.lower() for w in self.context)
        self.keywords_re_ = _substrings_regex(self.keywords)
        self.promote_re_ = _words_regex(self.promote["context"]) if self.promote else None
        triggers = [self.trigger] if isinstance(self.trigger, str) else list(self.trigger or [])
        self.triggers_ = tuple(re.compile(t) for t in triggers)
        self.trigger_re_ = self.triggers_[0] if self.triggers_ else None
        self.corroborate_re_ = re.compile(self.corroborate) if self.corroborate else None
        self.exclude_before_re_ = re.compile(rf"(?:{self.exclude_before})\Z") if self.exclude_before else None
        # context words are mandatory when no pattern reaches the threshold on its own
        self.needs_context_ = self.requires_context or all(p.score < self.threshold for p in self.patterns)
        # a recognizer that cannot fire in text without letters: every keyword holds a letter, or a trigger
        # is one character class that matches no digit, space or punctuation ("[A-Z]", "[a-z]")
        self.needs_letters_ = bool(self.keywords) and all(any(ch.isalpha() for ch in k) for k in self.keywords) or \
            any(re.fullmatch(r"\[[^\]]+\]", t.pattern) and not t.search(_NO_LETTERS) for t in self.triggers_)

    def _near(self, regex: Optional[re.Pattern], text: str, start: int, end: int) -> bool:
        if regex is None:
            return False
        before, after = self.window
        if regex.search(text, max(0, start - before), start) is not None:
            return True
        return self.context_side == "both" and regex.search(text, end, min(len(text), end + after)) is not None

    def _corroborated(self, text: str, start: int, end: int, cache: dict[str, bool]) -> bool:
        """Whether ``text[start:end]`` also occurs right after the corroborating prefix."""
        value = text[start:end].lower()
        if value not in cache:
            if len(cache) >= self.max_corroborations:
                return False
            regex = re.compile("(?:" + self.corroborate + ")" + re.escape(value) + r"(?![\w-])", re.IGNORECASE)
            cache[value] = regex.search(text) is not None
        return cache[value]

    def analyze(self, text: str, lowered: Optional[str] = None,
                triggered: Optional[dict] = None, letters: bool = True) -> list[Candidate]:
        """Candidates of this recognizer in ``text`` (scores already context-boosted).

        ``lowered`` is ``text.lower()`` when the caller has it (saves work
        across recognizers); it is only used for cheap substring pre-checks.
        ``triggered`` maps trigger patterns already searched in ``text`` to
        whether they were found (recognizers share triggers such as "[A-Z]"). ``letters`` is False
        when the caller knows ``text`` holds no letter (1 MB of digits and dashes): recognizers that
        need one are skipped without scanning.
        """
        found: list[Candidate] = []
        if not letters and self.needs_letters_:
            return found
        corroborated: dict[str, bool] = {}
        if self.keywords_re_ is not None:
            lowered = text.lower() if lowered is None else lowered
            if self.keywords_re_.search(lowered) is None:
                return found
        for trigger in self.triggers_:
            hit = None if triggered is None else triggered.get(trigger.pattern)
            if hit is None:
                hit = trigger.search(text) is not None
                if triggered is not None:
                    triggered[trigger.pattern] = hit
            if not hit:
                return found
        if self.needs_context_:
            lowered = text.lower() if lowered is None else lowered
            if self.context_words_re_ is None or self.context_words_re_.search(lowered) is None:
                return found
        lowered = text.lower() if lowered is None else lowered
        for pattern in self.patterns:
            for match in pattern.finditer(text, lowered):
                m_start, m_end = match.span(pattern.group)
                if m_start < 0 or m_start == m_end:
                    continue
                pieces = [(0, m_end - m_start, None)]
                if self.validator is not None:
                    pieces = self.validator(text[m_start:m_end])
                for rel_start, rel_end, score in pieces:
                    start, end = m_start + rel_start, m_start + rel_end
                    score = pattern.score if score is None else score
                    has_context = self._near(self.context_re_, text, start, end)
                    if not has_context and self.corroborate_re_ is not None:
                        has_context = self._corroborated(text, start, end, corroborated)
                    if self.requires_context and not has_context:
                        continue
                    if self.exclude_before_re_ is not None and \
                            self.exclude_before_re_.search(text, max(0, start - 48), start) is not None and \
                            (self.context_re_ is None or self.context_re_.search(
                                text, max(0, start - self.window[0]), start) is None):
                        continue      # "Org.nr. 914 552 730" (a context word after it is the next line's)
                    if has_context:
                        score = min(1.0, score + self.context_boost)
                    if score < self.threshold:
                        continue
                    pii_type = self.type
                    if self.promote and self._near(self.promote_re_, text, start, end):
                        pii_type = self.promote["type"]
                    found.append(Candidate(start, end, pii_type, round(score, 3), f"template:{self.name}"))
        return found


#: digits, spaces and punctuation: a trigger class matching none of them needs a letter
_NO_LETTERS = "0123456789 \t\n-+()/.,:;#*_'\"[]{}<>=!?@%&|~$\u2013\u2014"


def _substrings_regex(words: Iterable[str]) -> Optional[re.Pattern]:
    """One pattern matching any of ``words`` anywhere (plain substrings, longest first)."""
    words = sorted({w for w in words if w}, key=len, reverse=True)
    return re.compile("|".join(re.escape(w) for w in words)) if words else None


def _words_regex(words: Iterable[str]) -> Optional[re.Pattern]:
    words = sorted({w.lower() for w in words}, key=len, reverse=True)
    if not words:
        return None
    # whole words: a word edge is only required where the phrase itself starts/ends with a word
    # character ("dl#" also matches in "DL#D123"); an underscore separates words of a log's key
    # ("type=DRIVING_LICENCE_UK", "passport_no=")
    alternatives = [(r"(?<![^\W_])" if w[0].isalnum() else r"(?<!\w)" if w[0] == "_" else "") + re.escape(w)
                    + (r"(?![^\W_])" if w[-1].isalnum() else r"(?!\w)" if w[-1] == "_" else "") for w in words]
    return re.compile("(?:" + "|".join(alternatives) + ")", re.IGNORECASE)


def read_list(path: Path) -> list[str]:
    """Non-empty, non-comment lines of a list file in ``models/``."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ModelError(f"PII list file {path} cannot be read: {exc.strerror}") from None
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def read_words(path: Path) -> frozenset:
    """The words of a list file whose lines hold several words each (``acronyms.txt``)."""
    return frozenset(w for line in read_list(path) for w in line.split())


def _expand(regex: str, lists: dict[str, list[str]]) -> str:
    def repl(match: re.Match) -> str:
        name = match.group(1)
        if name not in lists:
            raise ModelError(f"recognizers.json: unknown list <<{name}>>")
        words = sorted(lists[name], key=len, reverse=True)
        return "(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s{1,3}") for w in words) + ")"
    return _PLACEHOLDER.sub(repl, regex)


def _expand_fragments(regex: str, fragments: dict[str, str], depth: int = 0) -> str:
    """Replace ``{{name}}`` by the regular-expression fragment ``name`` (fragments may nest)."""
    if depth > 8:
        raise ModelError("recognizers.json: fragments nest too deeply (a cycle?)")

    def repl(match: re.Match) -> str:
        name = match.group(1)
        if name not in fragments:
            raise ModelError(f"recognizers.json: unknown fragment {{{{{name}}}}}")
        return "(?:" + _expand_fragments(fragments[name], fragments, depth + 1) + ")"
    return _FRAGMENT.sub(repl, regex)


def load_recognizers(assets_dir: Path) -> list[PatternRecognizer]:
    """Build every recognizer declared in ``<assets_dir>/pii/recognizers.json``.

    Raises
    ------
    veil.errors.ModelError
        The file is missing or malformed, names an unknown validator, list or
        fragment, or holds an invalid regular expression.

    Notes
    -----
    Patterns may use ``<<list>>`` (an alternation of the words of a list,
    longest first) and ``{{fragment}}`` (a named regular-expression piece from
    the file's ``fragments``, itself possibly using lists and fragments; a
    fragment given as a list of strings is their concatenation), so shared
    pieces such as postcode formats are written once.
    """
    base = Path(assets_dir) / "pii"
    path = base / "recognizers.json"
    try:
        spec = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelError(f"PII recognizer definitions {path} cannot be loaded: {exc}") from None
    lists = {}
    for name, value in spec.get("lists", {}).items():
        lists[name] = read_list(base / value[1:]) if isinstance(value, str) and value.startswith("@") else list(value)
    fragments = {name: "".join(value) if isinstance(value, list) else value
                 for name, value in spec.get("fragments", {}).items()}
    threshold = float(spec.get("threshold", 0.5))
    boost = float(spec.get("context_boost", 0.35))
    window = spec.get("context_window", {})
    recognizers = []
    for entry in spec["recognizers"]:
        patterns = []
        for p in entry["patterns"]:
            flags = 0
            for letter in p.get("flags", ""):
                flags |= _FLAG_MAP[letter]
            try:
                regex = re.compile(_expand(_expand_fragments(p["regex"], fragments), lists), flags)
            except re.error as exc:
                raise ModelError(f"recognizer {entry['name']!r}: invalid pattern ({exc})") from None
            patterns.append(Pattern(regex, float(p["score"]), int(p.get("group", 0))))
        validator = None
        if entry.get("validator"):
            if entry["validator"] not in VALIDATORS:
                raise ModelError(f"recognizer {entry['name']!r}: unknown validator {entry['validator']!r}")
            validator = VALIDATORS[entry["validator"]]
        recognizers.append(PatternRecognizer(
            name=entry["name"], type=entry["type"], patterns=patterns, context=entry.get("context", []),
            validator=validator, requires_context=bool(entry.get("requires_context", False)),
            promote=entry.get("promote"), context_side=entry.get("context_side", "both"),
            trigger=entry.get("trigger"), corroborate=entry.get("corroborate"),
            exclude_before=_expand(_expand_fragments(entry["exclude_before"], fragments), lists)
            if entry.get("exclude_before") else None,
            keywords=[w.lower() for w in entry.get("keywords", [])], threshold=threshold, context_boost=boost,
            window=(int(window.get("before", 48)), int(window.get("after", 24)))))
    return recognizers
