"""Names written in Arabic (Arabic, Persian) or Hebrew script.

These scripts have no capitals, and many given names are everyday words
("كريم" is generous, "نور" light), so a lone known name is not enough. A name
is reported when

* a known given name is followed by further parts of a name: another given
  name (a father's name), a known family name, a connector and its name ("بن
  يوسف", "عبد الرحمن"), an Arabic family adjective ("الإدريسي": the article
  "ال" and the ending "ي") or a Persian family name ("رضایی‌نژاد", "...زاده",
  or an "ی" ending right after a given name): "فاطمة الزهراء الإدريسي",
  "علی کریمی", "רותי מזרחי";
* or one to four words follow a title ("السيد", "آقای", "מר") or a form label
  ("الاسم:", "نام:", "שם:").

Lists: ``models/pii/names_arabic_hebrew.json`` (Faker's ar_*, fa_IR and he_IL
names) and the hand-written ``models/pii/arabic_hebrew_cues.json``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from veil.pii.recognizers import Candidate

_LETTERS = "\u0590-\u05ff\u0600-\u06ff\u200c"
_ANY = re.compile("[\u05d0-\u05ea\u0620-\u064a\u067e-\u06d3]")
_WORD = re.compile(rf"[{_LETTERS}]+(?:['\"\u05f3\u05f4][{_LETTERS}]+)?['\u05f3]?")
_DIACRITICS = re.compile("[\u064b-\u065f\u0670\u0640\u200c\u05b0-\u05c7]")
_FOLD = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ى": "ي", "ی": "ي", "ک": "ك", "ة": "ه"})
#: what may separate two words of one name
_JOIN = re.compile(r"[ \u00a0]{1,2}")
#: a Latin-script word right before or after a word (same line, punctuation allowed between)
_LATIN_BEFORE = re.compile(r"[A-Za-z][A-Za-z'-]*[ \t]*[,:(\-\u2013]?[ \t]{1,2}\Z")
_LATIN_AFTER = re.compile(r"[ \t]*[,)]?[ \t]{1,2}[A-Za-z]")
#: how a label ends before its value
_LABEL_END = re.compile(r"[ \t]{0,2}[:：][ \t]{0,3}")


def _key(word: str) -> str:
    """Folded spelling: no diacritics or tatweel, one form of alef, yeh, kaf and teh marbuta."""
    return _DIACRITICS.sub("", word).translate(_FOLD)


class ArabicHebrewNames:
    """Find person names in Arabic or Hebrew script.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/names_arabic_hebrew.json``, ``pii/arabic_hebrew_cues.json``).
    score : float
        Score of a match.
    """

    def __init__(self, assets_dir: Path, score: float = 0.6):
        self.score = float(score)
        base = Path(assets_dir) / "pii"
        names = json.loads((base / "names_arabic_hebrew.json").read_text(encoding="utf-8"))
        cues = json.loads((base / "arabic_hebrew_cues.json").read_text(encoding="utf-8"))
        self.given_ = {_key(n) for n in names["given"] + cues["given_extra"]}
        self.family_ = {_key(n) for n in names["family"]}
        self.everyday_ = {_key(w) for w in cues["everyday"]}
        self.connectors_ = {_key(w) for w in cues["connectors"]}
        self.suffixes_ = tuple(_key(w) for w in cues["family_suffixes"])
        self.honorifics_ = {_key(w) for w in cues["honorifics"]}
        labels = sorted(cues["labels"], key=len, reverse=True)
        self.label_re_ = re.compile("(?:^|(?<=[\\s|,;(]))(?:" + "|".join(map(re.escape, labels)) + ")" +
                                    _LABEL_END.pattern, re.MULTILINE)

    def _kind(self, word: str, previous: str) -> str:
        """"G" given name, "F" family name, "C" connector, "N" family adjective, "" none."""
        key = _key(word)
        if key in self.connectors_:
            return "C"
        if key in self.given_:
            return "G"
        if key in self.family_ or key.endswith(self.suffixes_) and len(key) > 5:
            return "F"
        if key.startswith("ال") and key.endswith("ي") and len(key) >= 5:
            return "N"                                        # "الإدريسي", "الشرقاوي"
        if previous in ("G", "C") and key.endswith("ي") and len(key) >= 4 and not key.startswith("ال"):
            return "N"                                        # "علی کریمی", "سارا رضایی"
        return ""

    def analyze(self, text: str) -> list[Candidate]:
        """PERSON candidates in ``text``."""
        if _ANY.search(text) is None:
            return []
        out = []
        for run in self._runs(text):
            out.extend(self._names(text, run))
        out.extend(self._cued(text))
        return out

    def _runs(self, text: str) -> list[list[tuple[int, int]]]:
        runs, run, last_end = [], [], -1
        for m in _WORD.finditer(text):
            if run and not _JOIN.fullmatch(text, last_end, m.start()):
                runs.append(run)
                run = []
            run.append((m.start(), m.end()))
            last_end = m.end()
        if run:
            runs.append(run)
        return runs

    def _names(self, text: str, run: list[tuple[int, int]]) -> list[Candidate]:
        """Known given names followed by further parts of a name, within one run of words."""
        out, i = [], 0
        while i < len(run):
            word = text[run[i][0]:run[i][1]]
            if self._kind(word, "") != "G" or _key(word) in self.everyday_:
                i += 1                                        # "שלום" (hello) opens no name
                continue
            j, previous = i + 1, "G"
            while j < len(run) and j - i < 5:
                kind = self._kind(text[run[j][0]:run[j][1]], previous)
                if kind == "C" and j + 1 < len(run):
                    j, previous = j + 2, "G"                  # "بن يوسف", "عبد الرحمن": the connector takes the next word
                    continue
                if kind in ("G", "F", "N"):
                    j, previous = j + 1, kind
                    continue
                break
            if j - i >= 2 or len(run) == 1 and self._set_apart(text, run[0][0], run[0][1]):
                out.append(Candidate(run[i][0], run[j - 1][1], "PERSON", self.score, "gazetteer:arabic-hebrew"))
            i = max(j, i + 1)
        return out

    @staticmethod
    def _set_apart(text: str, start: int, end: int) -> bool:
        """Whether a lone word stands between Latin-script words ("also ליאור said", "Key-person: נועה
        is the only one") or alone on the last line (a signature): a known given name there is a name."""
        before = _LATIN_BEFORE.search(text, max(0, start - 40), start)
        after = _LATIN_AFTER.match(text, end)
        if before is not None and after is not None:
            return True
        line_start = text.rfind("\n", 0, start) + 1
        return not text[line_start:start].strip() and not text[end:].strip()

    def _cued(self, text: str) -> list[Candidate]:
        """Words after a form label (up to three, to the end of the value) or after a title (the
        first word and the name parts after it): "نام: سارا رضایی", "السيد أحمد", "מר כהן"."""
        out = []
        for m in self.label_re_.finditer(text):
            words = self._words_after(text, m.end(), 3)
            if words:
                out.append(Candidate(words[0][0], words[-1][1], "PERSON", self.score, "gazetteer:arabic-hebrew"))
        for m in _WORD.finditer(text):
            if _key(m.group()) in self.honorifics_:
                words = self._words_after(text, m.end() + (1 if text[m.end():m.end() + 1] == " " else 0), 4)
                keep, previous = words[:1], "G"
                for s, e in words[1:]:
                    previous = self._kind(text[s:e], previous)
                    if previous not in ("G", "F", "N"):
                        break
                    keep.append((s, e))
                if keep:
                    out.append(Candidate(keep[0][0], keep[-1][1], "PERSON", self.score, "gazetteer:arabic-hebrew"))
        return out

    @staticmethod
    def _words_after(text: str, pos: int, most: int) -> list[tuple[int, int]]:
        """Up to ``most`` words of the script from ``pos`` on, stopping at punctuation or the line end."""
        words, at = [], pos
        while len(words) < most:
            m = _WORD.match(text, at)
            if m is None:
                break
            words.append((m.start(), m.end()))
            gap = _JOIN.match(text, m.end())
            if gap is None:
                break
            at = gap.end()
        return words
