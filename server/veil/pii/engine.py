"""The PII engine: NER + templates + name gazetteer, allow/deny lists, overlaps.

Use :func:`get_engine` for the process-wide instance; call
:meth:`PiiEngine.warm_up` before forking workers so the spaCy pipeline is
loaded once and shared copy-on-write.
"""

from __future__ import annotations

import bisect
import functools
import re
import threading
from pathlib import Path
from typing import Iterable, Optional, Sequence

from spacy.lang.en.stop_words import STOP_WORDS

from veil.config import load_settings
from veil.errors import InputError, PayloadTooLarge
from veil.pii.catalog import PII_TYPES, PRECEDENCE, identifier_kind
from veil.pii.names import NameGazetteer
from veil.pii.ner import NerModel
from veil.pii.organisations import OrgHeadRecognizer
from veil.pii.places import PlaceGazetteer
from veil.pii.recognizers import Candidate, load_recognizers, read_list

class PiiEngine:
    """Detect PII spans in text.

    Parameters
    ----------
    assets_dir : Path or None
        The ``models/`` folder (default: ``load_settings().assets_dir``).
    max_text_chars : int or None
        Size limit (default: ``load_settings().max_text_chars``).
    use_ner : bool
        Run spaCy NER (disable only for tests of the templates).
    """

    def __init__(self, assets_dir: Optional[Path] = None, max_text_chars: Optional[int] = None,
                 use_ner: bool = True):
        settings = load_settings()
        self.assets_dir = Path(assets_dir) if assets_dir is not None else settings.assets_dir
        self.max_text_chars = int(max_text_chars if max_text_chars is not None else settings.max_text_chars)
        self.use_ner = use_ner
        base = self.assets_dir / "pii"
        self.recognizers_ = load_recognizers(self.assets_dir)
        self.gazetteer_ = NameGazetteer(self.assets_dir)
        self.places_ = PlaceGazetteer(self.assets_dir)
        self.org_heads_ = OrgHeadRecognizer(self.assets_dir)
        names = frozenset(self.gazetteer_.first_ | self.gazetteer_.last_ | self.gazetteer_.ambiguous_)
        self.ner_ = NerModel(self.assets_dir, names=names) if use_ner else None
        self.allow_ = {w.lower() for w in read_list(base / "allow.txt")}
        self.deny_ = _parse_deny_file(read_list(base / "deny.txt"))

    def _name_mentions(self, text: str, cands: list[Candidate]) -> list[Candidate]:
        """Later mentions of a person found elsewhere in the same text.

        "Bill Tran ... Bill reported": each given or family name of a PERSON
        candidate (not an everyday word unless it is a known given name
        written capitalised) is flagged wherever it recurs as a whole word.
        """
        common = self.gazetteer_.common_
        first = self.gazetteer_.first_ | self.gazetteer_.ambiguous_
        chat = None
        words = set()
        for c in cands:
            if c.type != "PERSON":
                continue
            for m in _NAME_TOKEN.finditer(text, c.start, c.end):
                w = m.group()
                low = w.lower()
                if len(w) < 3 or w.isupper():
                    continue
                if (low in common or low in STOP_WORDS) and not (w.istitle() and low in first):
                    if chat is None:
                        chat = self.gazetteer_.chat_like(text)
                    if not (chat and w.islower() and low in first and low not in STOP_WORDS):
                        continue   # in a chat, "grace: ..." makes "grace said" a name too
                words.add(w if w.istitle() else low)
        if not words:
            return []
        taken = _Intervals((c.start, c.end) for c in cands)
        months = self.gazetteer_.months_
        out = []
        titled = sorted((w for w in words if w.istitle()), key=len, reverse=True)
        lower = sorted((w for w in words if not w.istitle()), key=len, reverse=True)
        for group, flags in ((titled, 0), (lower, re.IGNORECASE)):
            if not group:
                continue
            regex = re.compile(r"(?<![\w.@])(?:" + "|".join(map(re.escape, group)) + r")(?![\w@]|\.\w)", flags)
            for m in regex.finditer(text):
                if m.group().lower() in months and (
                        _TEMPORAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) or
                        _DIGIT_AFTER.match(text, m.end())):
                    continue   # "scanned them in May", "May 5"
                if not taken.overlaps(m.start(), m.end()):
                    taken.add(m.start(), m.end())
                    out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "coref:names"))
        return out

    # ------------------------------------------------------------------ public
    def warm_up(self) -> None:
        """Load the spaCy pipeline and run it once (call before forking)."""
        if self.ner_ is not None:
            self.ner_.load()
            self.analyze("Warm-up: Jane Doe, 1 Main Street, Boston, MA 02110.")

    def analyze(self, text: str, *, deny: Iterable = (), allow: Iterable[str] = (),
                types: Optional[Iterable[str]] = None) -> list[dict]:
        """PII spans of ``text``.

        Parameters
        ----------
        text : str
        deny : iterable of str or (str, type)
            Extra always-flag entries (matched literally, case-insensitive,
            whole word); a bare string is type ``CUSTOM``.
        allow : iterable of str
            Extra never-flag phrases (case-insensitive, whole word): a
            candidate lying inside an occurrence of one is dropped.
        types : iterable of str or None
            Only report these types (default: all).

        Returns
        -------
        list of dict
            ``{"start", "end", "text", "type", "identifier", "source", "score"}``
            sorted by ``start``; one span per region.

        Raises
        ------
        veil.errors.PayloadTooLarge
            ``text`` is longer than ``max_text_chars``.
        """
        return self.analyze_many([text], deny=deny, allow=allow, types=types)[0]

    def analyze_many(self, texts: Sequence[str], *, deny: Iterable = (), allow: Iterable[str] = (),
                     types: Optional[Iterable[str]] = None) -> list[list[dict]]:
        """:meth:`analyze` for many texts; NER runs through one ``nlp.pipe``."""
        texts = list(texts)
        for text in texts:
            if not isinstance(text, str):
                raise InputError("PII analysis needs text (a string)")
            if len(text) > self.max_text_chars:
                raise PayloadTooLarge(
                    f"text of {len(text)} characters is above the limit of {self.max_text_chars}")
        wanted = None
        if types is not None:
            wanted = set(types)
            unknown = wanted - set(PII_TYPES)
            if unknown:
                raise InputError(f"unknown PII type(s): {', '.join(sorted(unknown))}")
        deny_re = _deny_regexes(tuple(self.deny_) + tuple(_normalise_deny(deny)))
        allow_set = self.allow_ | {a.strip().lower() for a in allow if a and a.strip()}
        allow_re = _phrase_regex(allow_set)
        allow_len = max((len(a) for a in allow_set), default=0)
        ner = self.ner_.analyze_many(texts) if self.ner_ is not None else [[] for _ in texts]
        results = []
        for text, ner_cands in zip(texts, ner):
            if not text:
                results.append([])
                continue
            cands = list(ner_cands)
            lowered = text.lower()
            for rec in self.recognizers_:
                cands.extend(rec.analyze(text, lowered))
            cands.extend(self.gazetteer_.analyze(text))
            cands.extend(self.places_.analyze(text))
            cands.extend(self.org_heads_.analyze(text))
            if allow_re is not None:
                cands = [c for c in cands if not _inside_phrase(allow_re, text, c, allow_len)]
            for regex, pii_type in deny_re:
                for m in regex.finditer(text):
                    cands.append(Candidate(m.start(), m.end(), pii_type, 1.0, "deny-list"))
            cands.extend(_ages_after_names(text, cands))
            cands.extend(_handles_after_names(text, cands, self.gazetteer_.common_))
            cands.extend(self._name_mentions(text, cands))
            spans = [_trim_possessive(text, c) for c in _resolve(cands)]
            results.append([_as_dict(text, c) for c in spans if wanted is None or c.type in wanted])
        return results


_AGE_AFTER_NAME = re.compile(r"[ \t]{0,2}(?:,[ \t]{0,2}|\()(\d{1,3})(?:\)|,|[.;](?!\d))")


class _Intervals:
    """Half-open intervals, for overlap queries in O(log n) (disjoint after merging)."""

    def __init__(self, spans=()):
        self.starts: list[int] = []
        self.ends: list[int] = []
        for start, end in sorted(spans):
            if self.starts and start < self.ends[-1]:
                self.ends[-1] = max(self.ends[-1], end)
            else:
                self.starts.append(start)
                self.ends.append(end)

    def overlaps(self, start: int, end: int) -> bool:
        i = bisect.bisect_right(self.starts, start) - 1
        if i >= 0 and self.ends[i] > start:
            return True
        return i + 1 < len(self.starts) and self.starts[i + 1] < end

    def add(self, start: int, end: int) -> None:
        """Add an interval that overlaps none of the present ones."""
        i = bisect.bisect_right(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)


def _ages_after_names(text: str, cands: list[Candidate]) -> list[Candidate]:
    """News style ages: "Gregory Hale (54)", "Walt Kimball, 88, of Burlington"."""
    out = []
    for c in cands:
        if c.type == "PERSON":
            m = _AGE_AFTER_NAME.match(text, c.end)
            if m and 0 < int(m.group(1)) <= 120:
                out.append(Candidate(m.start(1), m.end(1), "AGE", 0.6, "template:age_after_name"))
    return out


_TEMPORAL_BEFORE = re.compile(r"\b(?:in|on|since|until|till|by|of|from|through|during|before|after|early|"
                              r"late|mid|next|last|this|each|every)[ \t-]{1,2}\Z", re.IGNORECASE)
_DIGIT_AFTER = re.compile(r"[ \t,]{0,2}\d")
_POSSESSIVE = re.compile(r"['\u2019]s?\Z")


def _trim_possessive(text: str, c: Candidate) -> Candidate:
    """"Rebecca Stone's" -> "Rebecca Stone": the redaction reads "[PERSON]'s"."""
    if c.type in ("PERSON", "ORG", "LOCATION", "CLIENT") and c.end - c.start > 3:
        m = _POSSESSIVE.search(text, c.end - 2, c.end)
        if m is not None and m.start() > c.start + 1:
            return Candidate(c.start, m.start(), c.type, c.score, c.source)
    return c


_HANDLE_AFTER_NAME = re.compile(r"[ \t]{0,2}\(([a-z][a-z0-9._-]{1,30}[a-z0-9])\)")


def _handles_after_names(text: str, cands: list[Candidate], common: set) -> list[Candidate]:
    """A log-in name in brackets right after a person: "Kwame Asante (kasante)"."""
    out = []
    for c in cands:
        if c.type == "PERSON":
            m = _HANDLE_AFTER_NAME.match(text, c.end)
            if m and m.group(1) not in common and m.group(1) not in STOP_WORDS:
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "template:handle_after_name"))
    return out


_NAME_TOKEN = re.compile(r"[^\W\d_][\w'\u2019-]*")


def _as_dict(text: str, c: Candidate) -> dict:
    return {"start": c.start, "end": c.end, "text": text[c.start:c.end], "type": c.type,
            "identifier": identifier_kind(c.type), "source": c.source, "score": c.score}


def _resolve(cands: list[Candidate]) -> list[Candidate]:
    """Merge overlapping candidates into one span per region.

    The region is the union of the overlapping candidates; its type, score and
    source are those of the most specific type (then the highest score).
    """
    if not cands:
        return []
    cands.sort(key=lambda c: (c.start, -c.end))
    regions: list[list[Candidate]] = []
    end = -1
    for c in cands:
        if regions and c.start < end:
            regions[-1].append(c)
            end = max(end, c.end)
        else:
            regions.append([c])
            end = c.end
    out = []
    for group in regions:
        best = min(group, key=lambda c: (PRECEDENCE[c.type], -c.score))
        start = min(c.start for c in group)
        stop = max(c.end for c in group)
        out.append(Candidate(start, stop, best.type, best.score, best.source))
    return out


def _parse_deny_file(lines: list[str]) -> list[tuple[str, str]]:
    out = []
    for line in lines:
        value, _, pii_type = line.partition("\t")
        out.append((value.strip(), (pii_type.strip() or "CUSTOM").upper()))
    return _normalise_deny(out)


def _normalise_deny(deny: Iterable) -> list[tuple[str, str]]:
    out = []
    for entry in deny:
        if isinstance(entry, str):
            value, pii_type = entry, "CUSTOM"
        else:
            value, pii_type = entry
        value = (value or "").strip()
        if not value:
            continue
        if pii_type not in PII_TYPES:
            raise InputError(f"unknown PII type {pii_type!r} in deny-list")
        out.append((value, pii_type))
    return out


def _inside_phrase(regex: re.Pattern, text: str, c: Candidate, width: int) -> bool:
    """Whether candidate ``c`` lies inside an occurrence of an allow-list phrase.

    Only the neighbourhood of the candidate is searched (phrases are at most
    ``width`` characters long), so the cost does not grow with the text.
    """
    lo = max(0, c.start - width)
    for m in regex.finditer(text, lo, min(len(text), c.end + width)):
        if m.start() <= c.start and c.end <= m.end():
            return True
    return False


def _phrase_regex(phrases) -> Optional[re.Pattern]:
    """Whole-word, case-insensitive alternation of literal phrases (longest first)."""
    phrases = sorted({p for p in phrases if p}, key=len, reverse=True)
    if not phrases:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in phrases) + r")(?!\w)", re.IGNORECASE)


@functools.lru_cache(maxsize=64)
def _deny_regexes(entries: tuple) -> list[tuple[re.Pattern, str]]:
    """One alternation per type, longest entries first; whole-word, case-insensitive."""
    by_type: dict[str, set[str]] = {}
    for value, pii_type in entries:
        by_type.setdefault(pii_type, set()).add(value)
    return [(_phrase_regex(values), pii_type) for pii_type, values in by_type.items()]


_ENGINE: Optional[PiiEngine] = None
_ENGINE_LOCK = threading.Lock()


def get_engine() -> PiiEngine:
    """The process-wide :class:`PiiEngine` (built on first use)."""
    global _ENGINE
    if _ENGINE is None:
        with _ENGINE_LOCK:
            if _ENGINE is None:
                _ENGINE = PiiEngine()
    return _ENGINE
