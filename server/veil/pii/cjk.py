"""Names written in Chinese, Japanese or Korean script inside Latin-script text.

A contract, a visa letter or a guest list in English often gives a person's name
twice, in Latin letters and in its own script: "Lin Chia-hao (林家豪)", "MORI
Takeshi (森 剛)", "Yui Hasegawa 長谷川 結衣". spaCy's English pipeline reads such
a run as one unknown token. A short run of CJK characters (two to four, or a
family and a given name separated by one space, five at most) that stands
alone and starts with a common family name (``models/pii/cjk_surnames.txt``) is reported as a
person. In text written mostly in CJK script, where such runs are ordinary
words, only runs that a form label or an honorific marks as a name are
reported ("予約者：藤井 彩花", "王晓东先生", "이수진 님"; ``models/pii/cjk_name_cues.json``),
and familiar forms of a family name standing alone ("老陈", "黃太", "陳生") or a Korean
given name before a spaced "씨" ("미숙 씨").
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Optional

from veil.pii.recognizers import Candidate, read_list, read_words

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_RUN = re.compile(rf"(?<![{_CJK}\w])([{_CJK}]{{1,4}}(?:[ \u3000][{_CJK}]{{1,3}})?)(?![{_CJK}\w])")
_NAME_RUN = rf"[{_CJK}]{{2,4}}(?:[ \u3000][{_CJK}]{{1,3}})?"
#: a chat export's speaker after the time: KakaoTalk "..., 오후 3:12, 정유진 : ...", LINE "15:12\t西村\t..."
_SPEAKER = re.compile(rf"(?m)^[^\n]{{0,40}}?\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:,[ \t]?|\t|[ \t]{{1,3}})({_NAME_RUN})"
                      rf"(?:[ \t]?[:：][ \t]|\t)")
#: a name alone on a line after a blank line, before a blank line, a quote or the end: a letter's signature
_CLOSING_NAME = re.compile(rf"(?<=\n\n)({_NAME_RUN})[ \t\u3000]*(?=\n[ \t]*(?:\n|>)|\n?\Z)")
#: the next name of a list after a label: "、張雅婷", "，李承恩" (a bracket of notes may come between)
_LIST_NAME = re.compile(rf"(?:[（(][^）)\n]{{1,20}}[）)])?[ \t]{{0,2}}[、，,][ \t\u3000]{{0,2}}({_NAME_RUN})(?![{_CJK}])")
_HANGUL_RANGE = "\uac00-\ud7af"
_HANGUL = re.compile(f"[{_HANGUL_RANGE}]")
#: a family name, then a given name of two romanised syllables, hyphenated or spaced
_ROMANIZED = re.compile(r"([A-Z](?<![\w'-][A-Z])(?:[a-z]{1,6}|[A-Z]{1,6}))(,?[ \t]{1,2})"    # a capital first: a fast scan
                        r"([A-Z][a-z]{1,6}-[A-Za-z][a-z]{1,6}|[A-Z]{2,6}-[A-Z]{2,6}|[A-Z]{2,6}[ ][A-Z]{2,6}|"
                        r"[A-Z][a-z]{1,6}[ ][A-Z][a-z]{1,6})(?![\w'-])")
#: one romanised Chinese or Korean syllable: an initial, a vowel run and a final
_SYLLABLE = re.compile(r"(?:[bcdfghjklmnpqrstwxyz]|ch|sh|zh|ts|hs|ng|kw|gw|ph|th|kh)?"
                       r"(?:[aeiouy]{1,3}|eo|eu|ae|wa|wo|yeo)(?:ng|n|m|k|p|t|l|h|r)?")


def _same_case(family: str, parts: list) -> bool:
    """Family and given name both in capitals, or both capitalised ("Chia-hao" and "Chia-Hao")."""
    if family.isupper():          # "MOON JAE-HO", or a passport's "KIM Min-seo"
        return all(p.isupper() for p in parts) or parts[0][:1].isupper() and parts[0][1:].islower() and len(parts) == 2
    return parts[0][:1].isupper() and not any(p.isupper() and len(p) > 1 for p in parts)


#: "old", "ah" before a family name; Mrs, Mr, elder sister, elder brother, uncle, sister-in-law after it
_FAMILIAR_BEFORE = "老阿"
_FAMILIAR = re.compile(rf"(?<![{_CJK}])([{_FAMILIAR_BEFORE}][\u4e00-\u9fff]|[\u4e00-\u9fff][太生姐哥叔嫂伯])"
                       rf"(?![{_CJK}])")
#: a Korean given name of two syllables before a spaced "씨" (Mr/Ms): "미숙 씨", "소연 씨가"
_KOREAN_SSI = re.compile(rf"(?<![{_HANGUL_RANGE}])([{_HANGUL_RANGE}]{{2,3}})[ ]씨(?![{_HANGUL_RANGE}]{{2}})")
_LETTER = re.compile(r"[^\W\d_]")
_CJK_CHAR = re.compile(rf"[{_CJK}]")
#: CJK characters may make up at most this share of a text's letters
_MAX_CJK_SHARE = 0.25


class CjkNames:
    """Find names in CJK script standing alone in Latin-script text.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/cjk_surnames.txt``, ``pii/cjk_romanized_surnames.txt``,
        ``pii/cjk_name_cues.json``).
    score : float
        Score of a match.
    common : frozenset or None
        Everyday words in lower case (the name gazetteer's); read from ``pii/common_words.txt``
        when not given.
    """

    def __init__(self, assets_dir: Path, score: float = 0.6, common: Optional[frozenset] = None):
        self.score = float(score)
        self.surnames_ = read_words(Path(assets_dir) / "pii" / "cjk_surnames.txt")
        self.longest_ = max((len(s) for s in self.surnames_), default=1)
        cues = json.loads((Path(assets_dir) / "pii" / "cjk_name_cues.json").read_text(encoding="utf-8"))
        self.not_before_ssi_ = frozenset(cues.get("not_names_before_ssi", ()))
        self.romanized_ = read_words(Path(assets_dir) / "pii" / "cjk_romanized_surnames.txt")
        self.common_ = frozenset(w.lower() for w in read_list(Path(assets_dir) / "pii" / "common_words.txt")) \
            if common is None else common
        labels = "|".join(map(re.escape, sorted(cues["labels"], key=len, reverse=True)))
        self.honorifics_ = frozenset(cues["honorifics"])
        honorifics = "|".join(map(re.escape, sorted(cues["honorifics"], key=len, reverse=True)))
        self.after_label_re_ = re.compile(
            rf"(?:{labels})(?:[（(][^）)\n]{{1,20}}[）)])?[ \t]{{0,2}}[：:\-－]?[ \t\u3000]{{0,2}}"
            rf"([{_CJK}]{{2,4}}(?:[ \u3000][{_CJK}]{{1,3}})?(?![{_CJK}])"
            r"|(?<=[：:])[A-Z][A-Za-z'-]{1,20}(?:[ \u3000][A-Z][A-Za-z'-]{0,20}){1,2}(?![\w]))")   # "氏名（ローマ字）：YAMAGUCHI HINA"
        self.before_honorific_re_ = re.compile(
            rf"(?<![{_CJK}])([{_CJK}]{{2,5}}?(?:[ \u3000][{_CJK}]{{1,3}}?)?)[ \u3000]?(?:{honorifics})")

    def _romanized(self, text: str) -> list[Candidate]:
        """A Chinese or Korean family name in Latin letters before a given name of two syllables:
        hyphenated in any case ("MOON JAE-HO", "Lin Chia-hao"), spaced in capitals or after a
        comma ("LIN, XIU ZHEN", "KWOK SIU MAN"), or spaced after a family name in capitals
        ("TAN Wei Ming")."""
        out = []
        for m in _ROMANIZED.finditer(text):
            family, sep, given = m.group(1), m.group(2), m.group(3)
            if family.capitalize() not in self.romanized_:
                continue
            if "-" not in given and not (given.isupper() and family.isupper() or "," in sep or
                                         family.isupper() and len(family) > 1 and not given.isupper()):
                continue
            if "-" not in given and all(p.lower() in self.common_ for p in given.split()):
                continue                                # "DO NOT GET", "GO TO BED" in capitals
            parts = re.split(r"[- ]", given)
            if all(_SYLLABLE.fullmatch(p.lower()) for p in parts) and _same_case(family, parts):
                out.append(Candidate(m.start(), m.end(), "PERSON", self.score, "gazetteer:cjk-romanized"))
        return out

    def _familiar(self, text: str) -> list[Candidate]:
        """Familiar forms of a Chinese family name standing alone: "老陈" (old Chen), "阿黄", "黃太" (Mrs
        Wong), "陳生" (Mr Chan), "李姐"; and a Korean given name before a spaced "씨" ("미숙 씨", not
        "아저씨")."""
        out = []
        for m in _FAMILIAR.finditer(text):
            form = m.group(1)
            family = form[1] if form[0] in _FAMILIAR_BEFORE else form[0]
            if family in self.surnames_ and not _HANGUL.search(family):
                out.append(Candidate(m.start(1), m.end(1), "PERSON", self.score, "gazetteer:cjk-familiar"))
        out += [Candidate(m.start(1), m.end(1), "PERSON", self.score, "gazetteer:cjk-familiar")
                for m in _KOREAN_SSI.finditer(text) if m.group(1) not in self.not_before_ssi_]
        return out

    def _family(self, name: str) -> bool:
        """Whether ``name`` starts with a known family name and is shaped like a name."""
        chars = name.replace(" ", "").replace("\u3000", "")
        family = next((name[:n] for n in range(min(self.longest_, len(chars) - 1), 0, -1)
                       if name[:n] in self.surnames_), None)
        if not 2 <= len(chars) <= (5 if len(chars) < len(name) or family and len(family) > 1 else 4):
            return False                              # "長谷川 結衣", "長谷川正男": a family name of three
        if family is not None and _HANGUL.search(name) and not re.fullmatch(f"[{_HANGUL_RANGE}]{{3}}", name):
            return False                              # a Korean name is three syllables ("김민준"), not "오후"
        return family is not None

    def analyze(self, text: str) -> list[Candidate]:
        """PERSON candidates in ``text``."""
        romanized = self._romanized(text)
        cjk = len(_CJK_CHAR.findall(text))
        if not cjk:
            return romanized
        if cjk > _MAX_CJK_SHARE * len(_LETTER.findall(text)):
            return romanized + self._mentions(text, self._cued(text))   # CJK text: only names a cue marks
        out = self._cued(text)
        for m in _RUN.finditer(text):
            if self._family(m.group(1)):
                out.append(Candidate(m.start(1), m.end(1), "PERSON", self.score, "gazetteer:cjk-names"))
        return romanized + self._mentions(text, out)

    def _mentions(self, text: str, found: list[Candidate]) -> list[Candidate]:
        """Every other occurrence of the names found, and of the family name of a name written
        "family given" ("西村 香織様" ... "西村 香織です" ... "西村")."""
        names = set()
        for c in found:
            name = text[c.start:c.end]
            names.add(name)
            parts = re.split(r"[ \u3000]", name)
            family = parts[0]
            if family != name and len(family) >= 2:
                names.add(family)
            if len(parts) == 1:              # "박지훈" -> "지훈", "陳冠宇" -> "冠宇": friends write the given name alone
                family = next((name[:n] for n in range(min(self.longest_, len(name) - 2), 0, -1)
                               if name[:n] in self.surnames_), name)
                parts = [family, name[len(family):]]
            given = parts[-1]
            if len(parts) == 2 and len(given) >= 2 and all(_CJK_CHAR.match(ch) for ch in given):
                names.add(given)                 # "高橋 翔太" ... "翔太"
        if not names:
            return found
        regex = re.compile("|".join(map(re.escape, sorted(names, key=len, reverse=True))))
        return found + [Candidate(m.start(), m.end(), "PERSON", self.score, "coref:cjk-names")
                        for m in regex.finditer(text)]

    def _trimmed(self, name: str, start: int) -> tuple[str, int]:
        """A run of two words cut to the name in it: "蔡明哲 教授" (a title after it), "臺大 吳宗霖" (a
        firm before it)."""
        parts = re.split(r"[ \u3000]", name)
        if len(parts) == 2 and parts[1] in self.honorifics_:
            return parts[0], start
        if len(parts) == 2 and not self._family(name) and self._family(parts[1]):
            return parts[1], start + len(parts[0]) + 1
        return name, start

    def _cued(self, text: str) -> list[Candidate]:
        """Names after a form label or before an honorific ("予約者：藤井 彩花", "이수진 님"), chat
        speakers ("2026. 11. 22. 오후 3:12, 정유진 : 안녕하세요", "15:12\t西村\t...") and a name alone on
        the line that closes a letter ("...お願いできますでしょうか。\n\n西村\n")."""
        out = self._familiar(text)
        for regex in (self.after_label_re_, self.before_honorific_re_, _SPEAKER, _CLOSING_NAME):
            for m in regex.finditer(text):
                if regex is self.after_label_re_:          # "出席：陳冠宇、張雅婷、李承恩": the names of a list
                    pos = m.end(1)
                    while (more := _LIST_NAME.match(text, pos)) is not None:
                        name, start = self._trimmed(more.group(1), more.start(1))
                        if not self._family(name):
                            break
                        out.append(Candidate(start, start + len(name), "PERSON", self.score, "gazetteer:cjk-cued"))
                        pos = more.end(1)
                name, start = self._trimmed(m.group(1), m.start(1))
                if self._family(name) or len(name) >= 2 and name in self.surnames_ or name[:1].isascii() and not any(
                        w.lower() in self.common_ for w in name.split()):
                    # a family name alone: "西村", "高橋様"; a name in Latin letters after a label: "氏名：YAMAGUCHI HINA"
                    out.append(Candidate(start, start + len(name), "PERSON", self.score, "gazetteer:cjk-cued"))
        return out
