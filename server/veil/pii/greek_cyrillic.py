"""Names written in Greek or Cyrillic script.

spaCy's English pipeline reads "Олег Марчук" or "Κωνσταντίνα Παπαδοπούλου" as
unknown words, and the Latin-script name lists cannot match them. This
recognizer uses the Greek and Cyrillic given and family names of Faker's
el_GR, ru_RU, uk_UA, mk_MK and bg_BG lists (``models/pii/names_greek_cyrillic.json``)
and hand-written cues (``models/pii/greek_cyrillic_cues.json``): family-name
and patronymic endings ("-енко", "-όπουλος", "-ович"), honorifics ("κ.", "пан")
and names that are everyday words ("Роман", "Надія").

Both languages decline names, so a word matches a listed name when both reduce
to the same stem once an inflection ending is stripped and accents are dropped:
the vocative "Василю" is "Василь", the genitive "Γεωργίου" is "Γεώργιος".

A run of capitalised words (title case or capitals, initials allowed) is split
at words that are no name; each remaining piece that holds a known given or
family name is a person, with the family names the lists lack next to it
("Василь Бондар", "А. Бондар"). A piece made only of everyday-word names,
initials or words with a family-name ending ("Голова" is a chair) counts only
after an honorific ("пан Голова").
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from veil.pii.languages import strip_marks
from veil.pii.recognizers import Candidate

_LETTERS = "\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff"
_ANY = re.compile(f"[{_LETTERS}]")
#: a capitalised word ("Олег", "ΣΤΑΥΡΟΥ", "Ковальчук-Лис") or an initial ("А.")
_WORD = re.compile(rf"(?<![\w'\u2019-])([{_LETTERS}][{_LETTERS}'\u2019]*(?:-[{_LETTERS}][{_LETTERS}'\u2019]*)?\.?)"
                   rf"(?![\w'\u2019-])")
#: what ends a table cell
_CELL_SEPARATORS = ";\t|\n"
#: what separates two words of one name (none after an initial's dot: "Д.М.")
_JOIN = re.compile(r"[ \u00a0]{1,2}")


def _key(word: str) -> str:
    """Lower case without accents, final sigma as sigma: "Γεωργίου" -> "γεωργιου"."""
    return strip_marks(word).lower().replace("ς", "σ")           # "ё" loses its marks too


class GreekCyrillicNames:
    """Find person names in Greek or Cyrillic script.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/names_greek_cyrillic.json``, ``pii/greek_cyrillic_cues.json``).
    score : float
        Score of a match.
    """

    def __init__(self, assets_dir: Path, score: float = 0.6):
        self.score = float(score)
        base = Path(assets_dir) / "pii"
        names = json.loads((base / "names_greek_cyrillic.json").read_text(encoding="utf-8"))
        cues = json.loads((base / "greek_cyrillic_cues.json").read_text(encoding="utf-8"))
        self.endings_ = sorted({_key(e) for e in cues["endings"]}, key=len, reverse=True)
        self.family_endings_ = tuple(_key(e) for e in cues["family_endings"])
        self.patronymic_endings_ = tuple(_key(e) for e in cues["patronymic_endings"])
        self.everyday_ = {_key(w) for w in cues["everyday"]}
        self.honorifics_ = {_key(h).rstrip(".") for h in cues["honorifics"]}
        self.abbreviations_ = {_key(a) for a in cues.get("abbreviations", [])}
        self.given_ = {s for n in names["given"] + cues.get("given_extra", []) for s in self._stems(_key(n))}
        self.family_ = {s for n in names["family"] for s in self._stems(_key(n))}

    def _stems(self, key: str) -> set[str]:
        """The word and the word without each inflection ending it has (at least three letters left)."""
        return {key} | {key[:-len(e)] for e in self.endings_ if key.endswith(e) and len(key) - len(e) >= 3}

    def kind(self, word: str) -> str:
        """"I" initial, "E" everyday-word name, "G" given name, "P" patronymic, "F" listed family
        name, "f" a family-name ending only, "U" another capitalised word, "" no name."""
        if word.endswith("."):     # "А.", or two Cyrillic letters of one name: "Цв.", "Вл." (not "Ул.", "Бл.")
            return "I" if word[0].isupper() and (len(word) == 2 or len(word) == 3 and word[1].islower()
                                                  and "\u0400" <= word[0] <= "\u04ff"
                                                  and _key(word) not in self.abbreviations_) else ""
        if not word[:1].isupper() or len(word) < 3 or not (word.istitle() or word.isupper()):
            return ""
        key = _key(word)
        if key in self.everyday_:
            return "E"
        stems = self._stems(key)
        if stems & self.given_:
            return "G"
        if key.endswith(self.patronymic_endings_):
            return "P"
        if stems & self.family_:
            return "F"
        return "f" if len(key) > 4 and key.endswith(self.family_endings_) else "U"

    def analyze(self, text: str) -> list[Candidate]:
        """PERSON candidates in ``text``."""
        if _ANY.search(text) is None:
            return []
        out = []
        for run in self._runs(text):
            kinds = [k for _, _, k in run]
            for i, kind in enumerate(kinds):
                before = kinds[i - 1] if i else ""
                after = kinds[i + 1:i + 3]
                if kind == "U" and (before in ("G", "I") or after == ["G", "P"]):
                    kinds[i] = "f"          # "Василь Бондар", "А. Бондар", "Бондар Василь Петрович"
            piece: list[tuple[int, int, str]] = []
            for (start, end, _), kind in zip(run + [(0, 0, "")], kinds + [""]):
                if kind not in ("", "U"):
                    piece.append((start, end, kind))
                    continue
                out.extend(self._person(text, piece))
                piece = []
        return out

    def _runs(self, text: str) -> list[list[tuple[int, int, str]]]:
        """Runs of adjacent words, each word with its kind."""
        runs, run, last_end = [], [], -1
        for m in _WORD.finditer(text):
            word = m.group(1)
            if run and not (_JOIN.fullmatch(text, last_end, m.start()) or m.start() == last_end and
                            text[last_end - 1:last_end] == "."):
                runs.append(run)
                run = []
            initial = word.endswith(".") and self.kind(word) == "I"      # "А.", "Цв."
            end = m.end(1) - (1 if word.endswith(".") and not initial else 0)  # "Маринова." ends a sentence
            run.append((m.start(1), end, self.kind(text[m.start(1):end])))
            last_end = end
        if run:
            runs.append(run)
        return runs

    def _person(self, text: str, piece: list[tuple[int, int, str]]) -> list[Candidate]:
        if not piece:
            return []
        if not {k for _, _, k in piece} & {"G", "F", "f", "P"}:
            while piece and piece[-1][2] == "I":
                piece = piece[:-1]                  # initials close a name only after one: "Ткаченко О. В."
        kinds = {k for _, _, k in piece}
        if not kinds:
            return []
        if not kinds & {"G", "F"} and not {"I", "f"} <= kinds and not self._after_honorific(text, piece[0][0]) \
                and not (kinds == {"f"} and self._cell(text, piece[0][0], piece[-1][1])):
            return []                               # "Надія" (hope), "Голова" (chair), "А." alone
        return [Candidate(piece[0][0], piece[-1][1], "PERSON", self.score, "gazetteer:greek-cyrillic")]

    @staticmethod
    def _cell(text: str, start: int, end: int) -> bool:
        """Whether a family name fills a whole cell of a CSV, TSV or pipe table row ("...;Стоянов;СВ 4821 КН")."""
        return (start == 0 or text[start - 1] in _CELL_SEPARATORS) and (end == len(text) or text[end] in _CELL_SEPARATORS) \
            and any(text.count(sep, text.rfind("\n", 0, start) + 1, start) for sep in ";\t|")

    def _after_honorific(self, text: str, start: int) -> bool:
        before = text[max(0, start - 12):start].rstrip(" \u00a0")
        word = re.search(r"([^\s]+)\Z", before)
        return word is not None and _key(word.group(1)).rstrip(".") in self.honorifics_
