"""Organisation names that end in an industry noun ("Tandem Telecom", "FPT Software").

spaCy's small model misses many small, unknown companies; their names often
end in a noun that says what they do (``models/pii/org_heads.txt``).  A head
noun preceded by one to four capitalised words is an ORG when at least one of
those words is not an everyday word (``common_words.txt``), so
"Customer Services" and "Information Technology" are left alone.
"""

from __future__ import annotations

import re
from pathlib import Path

from spacy.lang.en.stop_words import STOP_WORDS

from veil.pii.recognizers import Candidate, read_list

_WORD_BEFORE = re.compile(r"([A-Z][\w'&\u2019-]{0,30}|[a-z]{1,2}[A-Z][\w-]{1,20})[ \t]\Z")


class OrgHeadRecognizer:
    """Find ORG candidates ending in an industry head noun.

    Parameters
    ----------
    assets_dir : Path
        Folder holding ``pii/org_heads.txt``, ``pii/common_words.txt`` and
        ``pii/role_words.txt``.
    score : float
        Score of a match.
    max_words : int
        Capitalised words taken before the head noun at most.
    """

    def __init__(self, assets_dir: Path, score: float = 0.6, max_words: int = 4):
        base = Path(assets_dir) / "pii"
        self.score = float(score)
        self.max_words = int(max_words)
        heads = sorted(read_list(base / "org_heads.txt"), key=len, reverse=True)
        self.head_re_ = re.compile(r"(?<=[ \t])(?:" + "|".join(map(re.escape, heads)) + r")(?![\w&-])")
        self.everyday_ = ({w.lower() for w in read_list(base / "common_words.txt")} |
                          {w.lower() for w in read_list(base / "role_words.txt")} | set(STOP_WORDS) |
                          {h.lower() for h in heads})

    def analyze(self, text: str) -> list[Candidate]:
        """ORG candidates in ``text``."""
        out: list[Candidate] = []
        for m in self.head_re_.finditer(text):
            start, distinctive = m.start(), False
            for _ in range(self.max_words):
                w = _WORD_BEFORE.search(text, max(0, start - 34), start)
                if w is None:
                    break
                word = w.group(1)
                if word.lower() in STOP_WORDS and start != m.start():
                    break      # "the", "of" end the name ("Bank of ..." is spaCy's job)
                start = w.start()
                distinctive |= word.lower() not in self.everyday_ or (word.isupper() and 2 <= len(word) <= 5
                                                                      and word.lower() not in STOP_WORDS)
            if start < m.start() and distinctive:
                out.append(Candidate(start, m.end(), "ORG", self.score, "gazetteer:org-heads"))
        return out
