"""Vietnamese personal names.

spaCy's English pipeline and the name lists miss many Vietnamese names: written
family name first in capitals on forms and remittance slips ("NGUYỄN THỊ
HƯƠNG", "ĐINH GIA BẢO"), in Western order with the family name last ("Ngoc Mai
Do"), or in lower case in chats ("duc nguyen"). Their parts come from small
closed sets (``models/pii/vietnamese_names.json``): a family name (Nguyễn,
Trần, Lê...) and one to three one-syllable given names (Thị, Văn, Hương,
Bảo...), with or without their diacritics. A run of such words is a person when

- it starts with a family name and has three words, or two words with
  Vietnamese diacritics ("Đinh Bảo"), or
- it ends with a family name after two given names ("Ngoc Mai Do"), or after
  one when the family name is a distinctive one ("Thao Nguyen"), or
- it is in lower case without diacritics (a name typed in a chat; Vietnamese
  words in lower case are no names), two or three words, with a distinctive
  family name at either end ("duc nguyen", "nguyen van minh").

The words of a run are all capitalised, all in capitals or all in lower case.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from veil.pii.languages import strip_marks
from veil.pii.recognizers import Candidate

_SYLLABLE = r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff]{1,7}"
_RUN = re.compile(rf"(?<![\w'\u2019@.-]){_SYLLABLE}(?:[ ]{_SYLLABLE}){{1,3}}(?![\w'\u2019@-]|\.\w)")
#: letters only Vietnamese spelling uses (đ, ơ, ư and the letters with a dot below or a hook above)
_VIETNAMESE = re.compile("[\u0110\u0111\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]")


@functools.lru_cache(maxsize=4096)
def fold(word: str) -> str:
    """``word`` in lower case without diacritics ("Nguyễn" -> "nguyen", "Đinh" -> "dinh")."""
    return strip_marks(word.lower().replace("\u0111", "d"))


class VietnameseNames:
    """Find Vietnamese person names.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/vietnamese_names.json``).
    score : float
        Score of a match.
    """

    def __init__(self, assets_dir: Path, score: float = 0.6):
        self.score = float(score)
        data = json.loads((Path(assets_dir) / "pii" / "vietnamese_names.json").read_text(encoding="utf-8"))
        self.family_ = frozenset(fold(w) for w in data["family"])
        self.distinctive_ = frozenset(fold(w) for w in data["distinctive"])
        self.given_ = frozenset(fold(w) for w in data["given"] + data["middle"])

    def _name(self, words: list[str]) -> bool:
        folded = [fold(w) for w in words]
        if not all(w in self.given_ or w in self.family_ for w in folded) or len(set(folded)) < len(folded):
            return False                                  # not "Ho Ho Ha Ha"
        if all(w.islower() for w in words):               # typed without accents in a chat: "duc nguyen"
            family_first = folded[0] in self.distinctive_ and all(w in self.given_ for w in folded[1:])
            family_last = folded[-1] in self.distinctive_ and all(w in self.given_ for w in folded[:-1])
            return len(words) <= 3 and all(w.isascii() for w in words) and (family_first or family_last)
        if not (all(w.isupper() for w in words) or all(w[0].isupper() and w[1:].islower() for w in words)):
            return False
        marked = any(_VIETNAMESE.search(w) for w in words)
        if folded[0] in self.family_ and all(w in self.given_ for w in folded[1:]) and (len(words) >= 3 or marked):
            return True
        return folded[-1] in self.family_ and all(w in self.given_ for w in folded[:-1]) and (
            len(words) >= 3 or folded[-1] in self.distinctive_)

    def analyze(self, text: str) -> list[Candidate]:
        """PERSON candidates in ``text``: the longest run of name words that reads as a name."""
        out = []
        for m in _RUN.finditer(text):
            words = m.group().split(" ")
            if not any(fold(w) in self.family_ for w in words):
                continue                                # most runs of short words in English text
            offsets = [m.start()]
            for w in words[:-1]:
                offsets.append(offsets[-1] + len(w) + 1)
            found = False
            for size in range(len(words), 1, -1):       # the longest name in the run, leftmost first
                for i in range(len(words) - size + 1):
                    if self._name(words[i:i + size]):
                        start = offsets[i]
                        end = offsets[i + size - 1] + len(words[i + size - 1])
                        out.append(Candidate(start, end, "PERSON", self.score, "gazetteer:vietnamese"))
                        found = True
                        break
                if found:
                    break
        return out
