"""Function words of the other languages Veil's documents are often written in.

spaCy's small English model reads French, German, Dutch, Spanish, Italian,
Portuguese and Scandinavian sentences as strings of capitalised "names" ("Falls Sie",
"Il présente depuis"). The stop-word lists that ship with spaCy for those
languages (no model needed) tell such words apart from names.
"""

from __future__ import annotations

import functools
import importlib

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


def foreign_stop_words(keep: frozenset = frozenset()) -> frozenset:
    """Stop words of the languages above, minus ``keep`` (known given names such as "Will" or
    "Sara", name particles such as "van" or "de") and one-letter words."""
    return frozenset(w for w in _all_foreign_stop_words() if len(w) > 1 and w not in keep)
