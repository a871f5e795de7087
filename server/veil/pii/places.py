"""Place gazetteer: country, US state and city names spaCy's small model misses.

The list (``models/pii/places.txt``, built from GeoNames by
``benchmarks/pii_build_places.py``) is matched case-sensitively on whole
words, longest name first ("Abu Dhabi", "New South Wales").  A name at the
very start of a sentence is still a place ("Lagos is hot"), so no
sentence-start filter is applied; everyday words were removed when the list
was built.
"""

from __future__ import annotations

import re
from pathlib import Path

from veil.pii.recognizers import Candidate, read_list

_CAPITALISED = re.compile(r"(?<![\w@.\-/])[A-Z\u00c0-\u00de][^\W_]*")


class PlaceGazetteer:
    """Find place names from a list.

    Parameters
    ----------
    assets_dir : Path
        Folder holding ``pii/places.txt``.
    score : float
        Score of a match (below spaCy's LOCATION score: NER, which sees the
        context, wins a tie).
    """

    def __init__(self, assets_dir: Path, score: float = 0.6):
        self.assets_dir = Path(assets_dir)
        self.score = float(score)
        by_first: dict[str, list[str]] = {}
        for name in read_list(self.assets_dir / "pii" / "places.txt"):
            first = _CAPITALISED.match(name)
            if first is not None:
                by_first.setdefault(first.group(), []).append(name)
        self.index_ = {first: sorted(names, key=len, reverse=True) for first, names in by_first.items()}

    def analyze(self, text: str) -> list[Candidate]:
        """LOCATION candidates in ``text``."""
        out: list[Candidate] = []
        pos = 0
        for m in _CAPITALISED.finditer(text):
            if m.start() < pos:
                continue
            names = self.index_.get(m.group())
            if not names:
                continue
            for name in names:
                end = m.start() + len(name)
                if text.startswith(name, m.start()) and (end == len(text) or not _word_char(text[end])):
                    out.append(Candidate(m.start(), end, "LOCATION", self.score, "gazetteer:places"))
                    pos = end
                    break
        return out


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_@"
