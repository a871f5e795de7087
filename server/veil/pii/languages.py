"""Function words of the other languages Veil's documents are often written in.

spaCy's small English model reads French, German, Dutch, Spanish, Italian,
Portuguese and Scandinavian sentences as strings of capitalised "names" ("Falls Sie",
"Il présente depuis"). The stop-word lists that ship with spaCy for those
languages (no model needed) tell such words apart from names.
"""

from __future__ import annotations

import bisect
import functools
import importlib
import json
import re
import unicodedata
from pathlib import Path

from veil.errors import ModelError

_LANGUAGES = ("fr", "de", "nl", "es", "it", "pt")
#: Swedish, Danish and Norwegian: their function words that are also English ones ("at", "i", "under")
#: are left out, so "AT&T" keeps its "AT"
_NORDIC = ("sv", "da", "nb")


@functools.lru_cache(maxsize=1)
def _all_foreign_stop_words() -> frozenset:
    from spacy.lang.en.stop_words import STOP_WORDS as ENGLISH

    words: set = set()
    for code in _LANGUAGES:
        words |= importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS
    for code in _NORDIC:
        words |= {w for w in importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS
                  if w.lower() not in ENGLISH}
    return frozenset(w.lower() for w in words)


#: languages in Latin letters whose chats tell apart from English ones by their function words alone
_CHAT_LANGUAGES = ("cs", "sk", "sl", "pl", "hu", "hr", "ro", "tr", "id", "fi")


@functools.lru_cache(maxsize=1)
def chat_function_words() -> frozenset:
    """Function words of the languages above and of :func:`foreign_stop_words`' ones that are no
    English words: a chat written mostly in them is no English chat ("samo", "kaj", "ona")."""
    from spacy.lang.en.stop_words import STOP_WORDS as ENGLISH

    words = set(_all_foreign_stop_words())
    for code in _CHAT_LANGUAGES:
        words |= importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS
    return frozenset(w.lower() for w in words if len(w) > 1 and w.lower() not in ENGLISH)


def foreign_stop_words(keep: frozenset = frozenset()) -> frozenset:
    """Stop words of the languages above, minus ``keep`` (known given names such as "Will" or
    "Sara", name particles such as "van" or "de") and one-letter words."""
    return frozenset(w for w in _all_foreign_stop_words() if len(w) > 1 and w not in keep)


def strip_marks(text: str) -> str:
    """``text`` without its accents and other combining marks ("Şahin" -> "Sahin", "Nguyễn" ->
    "Nguyen"); letters that carry no combining mark stay as they are ("Ł", "đ")."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


_TOKEN = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")


@functools.lru_cache(maxsize=4)
def marker_words(assets_dir: Path) -> tuple[frozenset, frozenset, frozenset]:
    """(words only other languages use, the German ones among them, words only English uses),
    lower case, from ``pii/language_markers.json`` (built by
    ``benchmarks/pii_build_language_markers.py``)."""
    path = Path(assets_dir) / "pii" / "language_markers.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return frozenset(data["foreign"]), frozenset(data["german"]), frozenset(data["english"])
    except (OSError, ValueError, KeyError) as exc:
        raise ModelError(f"language markers {path} cannot be loaded: {exc}") from None


class LanguageMap:
    """Where a text reads as another language than English.

    Counts the words only other languages use ("und", "och", "yang", "het")
    and the words only English uses ("the", "with", "would") around a
    position; a stretch is foreign when the first clearly outnumber the
    second.  spaCy's English model tags the capitalised nouns of German or
    Indonesian forms as people and firms, so its guesses there need support.

    Parameters
    ----------
    text : str
    markers : tuple of frozenset
        :func:`marker_words`.
    radius : int
        Characters looked at on each side of a span.
    """

    def __init__(self, text: str, markers: tuple, radius: int = 250):
        foreign, german, english = markers
        self.radius = radius
        self.positions_: list[int] = []
        self.foreign_: list[int] = [0]      # running counts
        self.german_: list[int] = [0]
        self.english_: list[int] = [0]
        for m in _TOKEN.finditer(text):
            word = m.group().lower()
            f, e = word in foreign, word in english
            if f or e:
                self.positions_.append(m.start())
                self.foreign_.append(self.foreign_[-1] + f)
                self.german_.append(self.german_[-1] + (word in german))
                self.english_.append(self.english_[-1] + e)

    def counts(self, start: int, end: int) -> tuple[int, int, int]:
        """(foreign, German, English) marker words within ``radius`` of ``text[start:end]``."""
        lo = bisect.bisect_left(self.positions_, start - self.radius)
        hi = bisect.bisect_right(self.positions_, end + self.radius)
        return (self.foreign_[hi] - self.foreign_[lo], self.german_[hi] - self.german_[lo],
                self.english_[hi] - self.english_[lo])

    def foreign(self, start: int, end: int) -> bool:
        """Whether the text around ``text[start:end]`` is written in another language than English."""
        f, _, e = self.counts(start, end)
        return f >= 3 and f > 2 * e

    def german(self, start: int, end: int) -> bool:
        """Whether that text is German (which capitalises every noun)."""
        f, g, e = self.counts(start, end)
        return f >= 3 and f > 2 * e and g >= 2 and 4 * g >= f
