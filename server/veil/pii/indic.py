"""Names written in the scripts of South Asia.

spaCy's English pipeline cannot read Devanagari, Bengali, Gurmukhi, Gujarati,
Oriya, Tamil, Telugu, Kannada, Malayalam or Sinhala, and the Latin-script name
lists cannot match names in them. A run of one to four words in one of these
scripts is reported as a person when a cue marks it
(``models/pii/indic_name_cues.json``): an honorific before it ("श्री हरि
प्रसाद", "মোঃ শফিকুল ইসলাম", "திரு. சிவா"), a word of respect after it ("राम
कुमारी जी"), or a label before it, in the script ("नाम: …", "নাম: …") or in
English ("Full name (Nepali): …", "Chair: अध्यक्ष …": a role word between the
label and the name is skipped). In text written mostly in Latin letters a run
of two or three such words alone in a table cell or on a line (a register's
name column, a signature) is a person too. Initials written in the script
("के.सी.", "க.", "එච්.එම්.") belong to the run.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from veil.pii.recognizers import Candidate, read_list

#: the letters and signs of the scripts (their digit blocks and the danda left out)
_LETTERS = ("\u0900-\u0963\u0970-\u09e5\u09f0-\u0a65\u0a70-\u0ae5\u0af0-\u0b65\u0b70-\u0be5\u0bf0-\u0c65"
            "\u0c70-\u0ce5\u0cf0-\u0d65\u0d70-\u0de5\u0df0-\u0dff\u200c\u200d")
_ANY = re.compile(f"[{_LETTERS}]")
_WORD = rf"[{_LETTERS}]+\.?(?:[{_LETTERS}]+\.)*"
_RUN = rf"{_WORD}(?:[ ]{_WORD}){{0,3}}"
#: a run alone in a table cell or on a line: after a line start, a tab or "|", before one of them
_CELL = re.compile(rf"(?m)(?:^|(?<=\t)|(?<=\|))[ \t]*({_WORD}(?:[ ]{_WORD}){{1,2}})[ \t]*(?=$|\t|\|)")
_LATIN = re.compile(r"[A-Za-z]")
#: script letters may make up at most this share of the letters for a lone cell to count
_MAX_SHARE = 0.25


class IndicNames:
    """Find person names in the scripts of South Asia.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/indic_name_cues.json``, ``pii/person_labels.txt``).
    score : float
        Score of a match.
    """

    def __init__(self, assets_dir: Path, score: float = 0.6):
        self.score = float(score)
        base = Path(assets_dir) / "pii"
        cues = json.loads((base / "indic_name_cues.json").read_text(encoding="utf-8"))
        alt = lambda words: "|".join(map(re.escape, sorted(set(words), key=len, reverse=True)))  # noqa: E731
        labels = alt(cues["labels"] + [w for w in read_list(base / "person_labels.txt")])
        roles = alt(cues["roles"])
        self.stops_ = frozenset(cues.get("stops", []))
        self.after_honorific_re_ = re.compile(rf"(?<![{_LETTERS}])(?:{alt(cues['honorifics'])})[ ]?({_RUN})"
                                              rf"|(?<![{_LETTERS}])((?:{alt(cues['name_prefixes'])})[ ]?{_RUN})")
        self.before_respect_re_ = re.compile(rf"(?<![{_LETTERS}.])(?:(?:{alt(cues['greetings'])})[ ,]+)?({_RUN})[ ]"
                                             rf"(?:{alt(cues['after'])})(?![{_LETTERS}])")
        self.after_label_re_ = re.compile(rf"(?i:(?<![\w{_LETTERS}])(?:{labels}))[ \t]*(?:\([^)\n]{{0,30}}\)[ \t]*)?"
                                          rf"[:：][ \t]*(?:(?:{roles})[ \t]+)?({_RUN})")

    def analyze(self, text: str) -> list[Candidate]:
        """PERSON candidates in ``text``."""
        if _ANY.search(text) is None:
            return []
        out = []
        for regex in (self.after_honorific_re_, self.before_respect_re_, self.after_label_re_):
            pos = 0
            while (m := regex.search(text, pos)) is not None:
                group = next(g for g in range(1, m.re.groups + 1) if m.group(g) is not None)
                end = self._cut(text, m.start(group), m.end(group))
                if end > m.start(group):
                    out.append(Candidate(m.start(group), end, "PERSON", self.score, "gazetteer:indic-cued"))
                pos = max(end, m.start(group)) + 1    # what follows a cut name is looked at again
        script = len(_ANY.findall(text))
        if script <= _MAX_SHARE * (script + len(_LATIN.findall(text))):
            out += [Candidate(m.start(1), m.end(1), "PERSON", self.score, "gazetteer:indic-cell")
                    for m in _CELL.finditer(text)]
        return self._mentions(text, out)

    def _cut(self, text: str, start: int, end: int) -> int:
        """The end of the name: before the first word that opens the next field ("পিং", "गाउँ")."""
        pos = start
        for word in text[start:end].split(" "):
            if word.rstrip(".:ঃ") in self.stops_:
                return len(text[:pos].rstrip(" "))
            pos += len(word) + 1
        return end

    def _mentions(self, text: str, found: list[Candidate]) -> list[Candidate]:
        """Every other occurrence of the names found ("अध्यक्ष: हरि प्रसाद पाण्डे" ... "1. हरि प्रसाद पाण्डे")."""
        names = {text[c.start:c.end] for c in found if " " in text[c.start:c.end]}
        if not names:
            return found
        regex = re.compile(rf"(?<![{_LETTERS}])(?:" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) +
                           rf")(?![{_LETTERS}])")
        return found + [Candidate(m.start(), m.end(), "PERSON", self.score, "coref:indic-names")
                        for m in regex.finditer(text)]
