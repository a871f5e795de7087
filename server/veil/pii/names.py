"""Name gazetteer recognizer: person names spaCy's small model tends to miss.

It complements NER with lists in ``models/pii/`` (common given and family
names, given names that are also ordinary words): full names written in lower
case or capitals, ``J. Smith`` initials, ``Will Grant`` (an ambiguous given
name flagged only next to a known family name), and a lone given name in a
greeting, a signature line or a transcript speaker label.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Optional

from spacy.lang.en.stop_words import STOP_WORDS

from veil.pii.intervals import Intervals
from veil.pii.languages import LanguageMap, chat_function_words, foreign_stop_words, marker_words
from veil.pii.recognizers import Candidate, read_list

_TOKEN = re.compile(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff][A-Za-z\u00c0-\u024f\u1e00-\u1eff'\u2019-]{0,30}\.?")
_FOREIGN = re.compile(r"[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]")
_VALUE_END = re.compile(r"[ \t]*(?:\n|\Z|[,(])|[ \t]{2}")
#: titles before a name
_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "rev"})
_HONORIFIC = re.compile(r"(?:" + "|".join(sorted(_TITLES, key=len, reverse=True)) + r")\.?[ \t]{1,3}", re.IGNORECASE)
_INTRO = re.compile(r"\b(?:this is|it's|it is|its|my name is|i'm|i am|tell|ask|signed|name:)[ \t]{1,2}$",
                    re.IGNORECASE)
_GREETING = re.compile(
    r"(?:\b(?:dear|hi|hello|hey|thanks|thank you|regards|best|cheers|sincerely|yours|cc|attn|ask|tell)\b[ \t,:!-]{0,3}(?:\n[ \t]*)?)$",
    re.IGNORECASE)
#: before an everyday-word given name in capitals mid-sentence ("wife June", "Call Hope", "from Will"):
#: a lower-case word that is no determiner ("the Will", "his Will" are a testament), or a verb that
#: addresses a person
_AMBIGUOUS_CUE_BEFORE = re.compile(
    r"(?:(?<![\w'-])(?!(?:the|a|an|this|that|these|his|her|their|my|our|your|its|said|such|whose|any|no|of|"
    r"in|on|at|for|by|st|saint|god|and|or|will|may|can|must|shall|should|would)[ \t])[a-z][a-z'-]*"
    r"|(?<![\w'-])(?:Call|Ask|Tell|Text|Email|E-mail|Ping|Ring|Phone|Contact|Message|Meet|See|Cc|CC|Thank|Thanks))"
    r"[ \t]{1,2}\Z")
#: after it, a word that makes it part of a phrase or a title ("Grace Period", "Will of the people",
#: "Summer 2026", "Hope Street") or a verb that makes it a modal ("Will you")
_AMBIGUOUS_NOT_AFTER = re.compile(r"[ \t]{0,2}(?:[A-Z0-9&]|of\b|de\b|you\b|we\b|they\b|i\b|it\b|be\b|-\w"
                                  r"|,?[ \t]{0,2}(?:and|&)?[ \t]{0,2}[A-Z][\w'-]*[ \t]{1,2}(?:and|&|Sons|Co|Ltd|LLP)\b)")
#: a capitalised word right before (a title in title case: "We Will Rock You")
_TITLE_WORD_BEFORE = re.compile(r"[A-Z][\w'-]*[ \t]+\Z")
_NON_NAME = {
    "dhr", "mevr", "mw", "mme", "mlle", "sra", "srta", "sig", "dott", "herr", "frau",      # lower-case titles
    "street", "avenue", "road", "the", "and", "or", "of", "for", "to", "in", "on", "at", "by", "with",
    "from", "inc", "llc", "ltd", "corp", "company", "team", "group", "university", "college", "bank",
    "lab", "labs", "laboratory", "institute", "foundation", "committee", "council", "association", "society",
    "agency", "ministry", "department",
    "hospital", "school", "county", "city", "state", "center", "centre", "hotel", "church",
    "christmas", "easter", "diwali", "eid", "hanukkah", "ramadan", "thanksgiving", "halloween", "monday",
    "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "yes", "no", "okay", "ok", "thanks", "thank", "sorry", "please", "hello", "hi", "hey", "dear", "welcome",   # "Yes sir"
    "opo", "po",                                                                                      # "Opo ma'am"
}


class NameGazetteer:
    """Find person names from given/family-name lists.

    Parameters
    ----------
    assets_dir : Path
        Folder holding ``pii/first_names.txt``, ``pii/last_names.txt`` and
        ``pii/ambiguous_names.txt``.
    """

    def __init__(self, assets_dir: Path):
        self.assets_dir = Path(assets_dir)
        base = self.assets_dir / "pii"
        self.first_ = {w.lower() for w in read_list(base / "first_names.txt")}
        self.last_ = {w.lower() for w in read_list(base / "last_names.txt")}
        self.ambiguous_ = {w.lower() for w in read_list(base / "ambiguous_names.txt")}
        self.common_ = {w.lower() for w in read_list(base / "common_words.txt")}
        self.first_ = {w for w in self.first_ if len(w) > 2 and w not in STOP_WORDS}
        self.last_ = {w for w in self.last_ if len(w) > 2 and w not in STOP_WORDS}
        labels = sorted(read_list(base / "person_labels.txt"), key=len, reverse=True)
        #: the first words of the labels: a form's next label ends a name ("Cognome: Rossi Nome: Giulia")
        self.label_heads_ = frozenset(x.split()[0].lower() for x in labels)
        self.labels_ = frozenset(x.lower() for x in labels)
        self.label_re_ = re.compile(
            r"(?im)(?:^|(?<=  )|(?<=\t)|(?<=[.!?] )|(?<=[,;] )|(?<=[a-z] / )|(?<=[\u00b7|] )|(?<=\())[ \t>*-]{0,4}(?:" + "|".join(re.escape(x).replace(r"\ ", r"[ \t]{1,2}") for x in labels) +
            r")(?:[ \t]{0,2}(?:no\.?|#)?[ \t]{0,2}\d{1,2})?[ \t]{0,2}(?:\([^)\n]{0,30}\)[ \t]{0,2})?"
            r"(?:\.{2,40}[ \t]{0,2}|[ \t]{1,24})?[:#][ \t]{0,24}")        # aligned forms pad the label and the value
        self.roles_ = {w.lower() for w in read_list(base / "role_words.txt")}
        #: function words of other languages, names among them ("del", "pero", "nel", "vid"): in lower case
        #: they are words of a Spanish, Italian or Swedish sentence, not a name
        self.foreign_ = foreign_stop_words()
        self.chat_foreign_ = chat_function_words()
        self.markers_ = marker_words(self.assets_dir)
        self.tlds_ = {w.lower() for w in read_list(base / "tlds.txt")}
        self.not_lone_ = {w.lower() for w in read_list(base / "not_lone_names.txt")}
        #: given names that are also English words ("red", "silver", "council"): in lower case no name
        #: before an unknown word
        self.word_names_ = {w.lower() for w in read_list(base / "word_names.txt")}
        #: month and weekday names of other languages: "desde domingo" in a chat is a day, not Domingo
        self.calendar_ = {w.lower() for name in ("months_intl.txt", "weekdays_intl.txt")
                          for w in read_list(base / name)}
        self.places_ = {w.lower() for w in read_list(base / "places.txt") if " " not in w}
        context = json.loads((base / "person_context.json").read_text(encoding="utf-8"))
        words = lambda key: "|".join(re.escape(w).replace(r"\ ", r"[ \t]") for w in  # noqa: E731
                                     sorted(context[key], key=len, reverse=True))
        roles = "|".join(re.escape(w) for w in sorted(self.roles_, key=len, reverse=True))
        self.before_name_re_ = re.compile(
            rf"(?:(?i:\b(?:(?:my|our|his|her|their|your|the)[ \t]{{1,2}}(?-i:[a-z-]{{3,15}}[ \t])?"   # "our night manager Thanos"
            rf"(?:{words('relations')}|{words('relations_south_asian')}),?"
            rf"|(?:{words('role_is')})[ \t]{{1,2}}(?:is|was|will[ \t]be)"
            rf"|(?:{words('verbs_before')})(?:[ \t](?:her|him|them))?"
            rf"|(?<![\w'])(?:{words('possessives_romance')})[ \t]{{0,2}}(?:{words('relations_romance')}),?)[ \t]{{1,2}})"
            rf"|(?<![\w'])(?:{words('kin_titles')})[ \t]{{1,2}}"               # "Uncle Kayode"
            rf"|(?:^|(?<=[\n.;:!?(\u2014\u2013-]))[ \t]{{0,2}}(?i:{words('relations')})[ \t]{{1,2}}"   # notes: "Husband Réal"
            rf"|(?<![\w'])(?:{words('honorifics')})[ \t]{{1,2}}(?:(?:Dr|Prof)\.?[ \t]{{1,2}})?)\Z")   # "Herr Dr. Kämpfer"
        self.after_name_re_ = re.compile(rf"(?:[ \t]{{1,2}}(?:{words('verbs_after')})\b|"
                                         rf"['\u2019]s[ \t]{{1,2}}(?i:{words('relations')}|{words('relations_south_asian')})\b|"   # "Ruby's mum"
                                         rf"[ \t](?:ki|ke|ka)[ \t](?i:{words('relations_south_asian')})\b|"   # "Hira ki Ammi"
                                         rf"[ \t]{{1,2}}(?:{words('honorifics_after')}|Sir|Ji|Sahab|Sahib|Madam|Bhai)"
                                         r"(?![\w'\u2019-])|"   # "Sanjeev ji", "Akram sir", "Lolly Sir" (not "En San Francisco")
                                         rf"[ \t]{{1,2}}\((?i:{words('relations')}|{words('relations_romance')})\)|"   # "Meron (mamma)"
                                         rf"[ \t]{{1,2}}\((?i:{roles}|admin|chair|secretary|treasurer|minutes)\)|"   # "Sinéad (admin)"
                                         rf"[ \t]{{1,2}}(?:from|in|on)[ \t]{{1,2}}(?:(?:(?:our|the|their|your)[ \t]{{1,2}})?"
                                         rf"(?i:{words('teams')})(?:[ \t]{{1,2}}team)?\b(?![ \t]{{1,2}}[A-Z])|"
                                         rf"(?:our|the|their|your)[ \t]{{1,2}}[\w-]{{2,20}}[ \t]{{1,2}}team\b))")
        self.honorific_re_ = re.compile(rf"(?<![\w'])(?:{words('honorifics')})[ \t]{{1,2}}\Z")
        #: a police rank before a name: "SC Mahoney", "Det Sgt Okafor" (case-sensitive; the name is checked)
        self.rank_re_ = re.compile(rf"(?<![\w/'])(?:{words('ranks')})\.?[ \t]{{1,2}}([A-Z][a-z\u00c0-\u024f'\u2019-]{{1,30}})(?![\w-])")
        self.field_labels_ = frozenset(w.lower() for w in context["field_labels"])
        #: a role or a ship's rank, then one or two lower-case words: "bosun renato", "3/O arjun mehta"
        self.role_lower_re_ = re.compile(rf"(?<![\w/])(?:(?i:{roles})|AB|OS|[23C]/[OE])[ \t]{{1,2}}"
                                         r"([a-z][a-z'-]{2,20})(?:[ \t]([a-z][a-z'-]{2,20}))?(?![\w@'-])")
        self.after_known_re_ = re.compile(rf"[ \t]{{1,2}}(?:{words('verbs_after_known')})\b|"
                                          rf"[ \t]{{1,2}}[(<][\w.+-]{{1,40}}@[\w-]{{1,40}}\.")   # "Priya (billing@firm.ca)"
        self.months_ = {"january", "february", "march", "april", "may", "june", "july", "august",
                        "september", "october", "november", "december"}
        self.month_abbrevs_ = {"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}

    def _tokens(self, text: str):
        return [(m.group().rstrip("."), m.start(), m.start() + len(m.group().rstrip(".")),
                 m.group().endswith(".")) for m in _TOKEN.finditer(text)]

    def _transcript(self, text: str) -> bool:
        """Whether ``text`` reads like a chat/transcript: two or more speaker
        labels at line starts are known given names ("Emily:" twice counts)."""
        labels = [m.group(1).lower() for m in _SPEAKER.finditer(text)]
        return sum(1 for label in labels if label in self.first_ or label in self.ambiguous_) >= 2

    def _single(self, text: str, word: str, low: str, start: int, end: int, i: int, language=None):
        """A lone given name in a greeting, signature line or speaker label, or mid-sentence; at the
        head of an English note before what it says of the person ("Kenji out sick", "- Tevita —
        leaves at 1:15")."""
        known = low in self.first_ or low in self.ambiguous_
        colon = text.startswith(":", end) or text.startswith(" :", end)
        if colon and low in self.field_labels_:
            return None                   # "Von: ...", "Betreff: ...", "Author: ..." head a field, not a chat line
        if not colon and re.match(r"[ \t]{1,2}[a-z]", text[end:end + 3]) and self.label_re_.match(text, start):
            return None                   # a form label that opens with a name: "Segundo apellido: Gruber"
        if known and self._strong_cue(text, start, end, colon):
            return (start, end, 0.7 if word[:1].isupper() else 0.6, i)
        if low in self.ambiguous_ and word.istitle() and low not in self.months_ and low not in self.not_lone_ \
                and low not in _NON_NAME and low not in self.places_ \
                and _AMBIGUOUS_CUE_BEFORE.search(text, max(0, start - 24), start) is not None \
                and _AMBIGUOUS_NOT_AFTER.match(text, end) is None:
            return (start, end, 0.55, i)  # "Call Hope at the", "my driver Sunday", "Note from Will:"
        if low in STOP_WORDS:
            return None
        if not known and word.istitle() and low not in self.common_ and low not in self.places_ and \
                _CUE_GREETING.search(text, max(0, start - 16), start) is not None and \
                _CUE_AFTER.match(text, end) is not None:
            return (start, end, 0.6, i)   # "Hi Priyanka," - an unknown name after a greeting
        if known and word.istitle() and low not in self.common_ and low not in self.ambiguous_ \
                and low not in self.places_ and low not in self.months_ and low not in self.not_lone_ \
                and low not in self.month_abbrevs_ \
                and (_SENTENCE_START.search(text, max(0, start - 8), start) is None or
                     _NOTE_HEAD_AFTER.match(text, end) is not None and language is not None and
                     not language.foreign(start, end)):
            return (start, end, 0.55, i)  # "ask Yusuf", "Agnieszka and Bao arrive late", "Kenji out sick"
        if not known and not (colon and word.istitle()):
            return None
        window = text[max(0, start - 24):start]
        at_line_start = _LINE_START.search(text, max(0, start - 40), start) is not None or start == 0
        speaker = at_line_start and colon and low not in self.common_ and (known or self._transcript(text))
        alone = at_line_start and word[:1].isupper() and _LINE_END.match(text, end) is not None \
            and low not in _SALUTATIONS
        greeted = _GREETING.search(window) is not None
        intro = _INTRO.search(window) is not None
        if speaker or (known and (
                (alone and (low not in self.common_ or low in self.ambiguous_)) or
                (greeted and low not in self.ambiguous_ and low not in self.common_) or intro)):
            return (start, end, 0.7 if word[:1].isupper() else 0.6, i)
        return None

    def _strong_cue(self, text: str, start: int, end: int, colon: bool) -> bool:
        """Whether a lone given name, even one that is an everyday word in lower
        case ("grace", "lily", "will"), is marked as a name by its layout: a
        chat speaker label ``grace: ...`` in a text with several such labels,
        a greeting ``hi grace,`` / ``thanks lily!`` closed by punctuation or the
        line end, or a signature ``- lily`` alone on the last line of the text."""
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        prefix = text[line_start:start]
        if colon and prefix.strip(" \t") == "" and text[end + 1:line_end].strip()[:1].isalpha() and \
                len(_SPEAKER.findall(text)) >= 2 and (text[start:end].islower() or self._transcript(text)):
            return True   # "Price: $89" in a form is no speaker label; "grace: ok" in a chat is
        if _CUE_GREETING.search(text, max(0, start - 16), start) is not None and \
                _CUE_AFTER.match(text, end) is not None:
            return True
        if _SIGNATURE_PREFIX.fullmatch(prefix) and _LINE_END.match(text, end) is not None and \
                text[line_end:].strip() == "" and line_start > 0:
            previous = text[:line_start].rstrip().rsplit("\n", 1)[-1].strip()
            return bool(previous) and _BULLET.match(previous) is None
        return False

    def _given(self, word: str) -> bool:
        """A known given name; a double-barrelled one ("Pieter-Jan") counts when each part is known."""
        parts = [p for p in word.lower().split("-") if p]
        return bool(parts) and all(p in self.first_ or p in self.ambiguous_ for p in parts)

    def _family(self, word: str) -> bool:
        """A known family name that is no everyday word; each part of a double-barrelled one counts."""
        parts = [p for p in word.lower().split("-") if p]
        return any(p in self.last_ and p not in self.common_ and p not in self.places_ for p in parts)

    def _chat_headers(self, text: str) -> list[Candidate]:
        """Speakers in chat exports: "Sky Tan  09:12" (a name alone on a line before a time),
        "[10:42] Priya Raman: ...", "14/10/2026, 09:41 - Ana Lima: ..." and "10:14 lferrer2: ..." or a
        handle repeated at line starts "retro_rachel84: ..." or alone before a wide gap and a time
        (a log-in name, reported as USERNAME)."""
        out = []
        inline = list(_CHAT_NAME_TIME_TEXT.finditer(text))
        for m in list(_CHAT_NAME_TIME.finditer(text)) + (inline if len(inline) >= 3 else []):
            words = m.group(1).split()
            if m.group(1).islower():
                low = m.group(1)
                if low in self.first_ or low in self.ambiguous_ or " " in low and not all(
                        w in self.common_ or w in STOP_WORDS for w in low.split()):     # "hope adeyemi, Sat 07:45"
                    out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:chat-header"))
                elif low not in self.common_ and low not in STOP_WORDS and low not in _NON_HANDLES:
                    out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.55, "gazetteer:chat-header"))
            elif re.search(r"[._0-9]", m.group(1)) and " " not in m.group(1) or _CAMEL_HANDLE.fullmatch(m.group(1)):
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "gazetteer:chat-header"))  # "CaroBustos_84"
            elif not all(w.lower() in self.common_ and w.lower() not in self.first_ for w in words):
                out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.65, "gazetteer:chat-header"))
        lone = list(_CHAT_WORD_TIME.finditer(text))
        full = len(inline) + len(_CHAT_NAME_TIME.findall(text))
        if lone and full >= 1 and (len(lone) >= 2 or full >= 3):     # "Tobias  16:48" among three full headers
            for m in lone:            # "Salma  10:16" among "Mina Girgis  10:14" headers
                low = m.group(1).lower()
                if (low in self.first_ or low not in self.common_) and low not in STOP_WORDS and \
                        low not in self.roles_ and low not in self.months_ and low not in _SPEAKER_ROLES and \
                        low not in _SELF_WORDS and low not in _NON_HANDLES and low not in _SALUTATIONS:
                    out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:chat-header"))
        for m in _CHAT_TIME_SPEAKER.finditer(text):
            start, end = m.span(1)
            if m.group("tail") and text[start:end].islower():
                end = m.end("tail")       # "ineke bakker:", where "Kees dispatch:" leaves the role out
            speaker = text[start:end]
            if re.fullmatch(r"[A-Z][A-Za-z]{1,20}(?:[._-]?[0-9]{2,6}|_[A-Za-z0-9_]{1,20})", speaker):
                out.append(Candidate(start, end, "USERNAME", 0.6, "gazetteer:chat-header"))
                continue                 # "Bora_1204", "Kenji88"
            if speaker.lower() in self.roles_ or speaker.lower() in _SELF_WORDS or \
                    speaker.lower() in STOP_WORDS and speaker.lower() not in self.ambiguous_:
                continue                 # "mum: ...", "Me: ...", "Eu: ..." (but "Will: ...")
            if speaker.islower() and (speaker in self.first_ or speaker in self.ambiguous_):
                out.append(Candidate(start, end, "PERSON", 0.6, "gazetteer:chat-header"))   # "19:04 will: me."
            elif speaker.islower() and " " in speaker:       # "oksana kovalenko: ..."
                if not all(w in self.common_ or w in STOP_WORDS for w in speaker.split()):
                    out.append(Candidate(start, end, "PERSON", 0.6, "gazetteer:chat-header"))
            elif speaker.islower() and (re.search(r"[0-9._]", speaker) or (
                    speaker not in self.common_ and speaker not in STOP_WORDS and speaker not in _NON_HANDLES)):
                out.append(Candidate(start, end, "USERNAME", 0.6, "gazetteer:chat-header"))
            elif speaker.isupper() and len(speaker) > 2:     # a transcript speaker in capitals: "ROZ", "DIVYA"
                words = speaker.lower().split()
                if not any(w in self.roles_ or w in _SPEAKER_ROLES for w in words) and not all(
                        (w in self.common_ or w in STOP_WORDS) and w not in self.ambiguous_ and w not in self.first_
                        for w in words):
                    out.append(Candidate(start, end, "PERSON", 0.6, "gazetteer:chat-header"))
            elif speaker[:1].isupper() and not all(w.lower() in self.common_ and w.lower() not in self.ambiguous_
                                                   for w in speaker.split()):
                out.append(Candidate(start, end, "PERSON", 0.65, "gazetteer:chat-header"))
        for m in _ZOOM_SPEAKER.finditer(text):      # "09:02:40  From  Tunde Oyelaran  to  Everyone:"
            if not all((w.lower() in self.common_ or w.lower() in STOP_WORDS) and w.lower() not in self.ambiguous_ and
                       w.lower() not in self.first_
                       for w in m.group(1).split()):
                out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:chat-header"))
        tabbed = list(_TAB_SPEAKER.finditer(text))
        repeated = Counter(m.group(1) for m in tabbed).most_common(1)[0][1] >= 2 if tabbed else False
        for m in tabbed if repeated else ():     # LINE export: "08:30\tSato (Sakura Exchange)\tおはよう…"
            words = m.group(1).lower().split()
            if not all((w in self.common_ or w in STOP_WORDS or w in self.roles_) and w not in self.first_
                       and w not in self.ambiguous_ for w in words):
                out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:chat-header"))
        out += [Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "gazetteer:chat-header")   # Instagram's inbox
                for m in _HANDLE_WIDE_TIME.finditer(text) if m.group(1) not in _NON_HANDLES]
        handles = Counter(m.group(1) for m in _HANDLE_SPEAKER.finditer(text))
        for m in _HANDLE_SPEAKER.finditer(text):
            if handles[m.group(1)] >= 2:       # "retro_rachel84: Hi! Is this still available?"
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.55, "gazetteer:chat-header"))
        return out

    def _bracketed(self, text: str) -> list[Candidate]:
        """A name in brackets after a role or "me": "Agente (Itzel): Entiendo", "von: Sekr. (Mo)",
        "me (Grace), Summer shadowing" (one capitalised word that is no role, place or month)."""
        out = []
        for m in _BRACKETED_NAME.finditer(text):
            before, word = m.group(1).lower().rstrip("."), m.group(2)
            low = word.lower()
            if (before in self.roles_ or before in _SELF_WORDS) and low not in self.roles_ and \
                    low not in self.places_ and low not in self.months_ and low not in STOP_WORDS and \
                    low not in _NON_NAME and (low not in self.common_ or low in self.first_ or low in self.ambiguous_):
                out.append(Candidate(m.start(2), m.end(2), "PERSON", 0.6, "gazetteer:bracketed"))
        return out

    def _script_speakers(self, text: str) -> list[Candidate]:
        """Chat-export speakers written in another script (Hebrew, Arabic, Korean, Japanese, Thai...),
        which the Latin-script header rules leave alone: "19/11/2026, 09:58 - שליח דני: ...",
        "2026년 11월 11일 오전 8:41, 정민호 : ...", "09:14<TAB>もりもと<TAB>...". Only in a text with two
        such lines or more; Latin-script speakers are the other rules' business."""
        found = [m for regex in _SCRIPT_CHAT_LINES for m in regex.finditer(text)
                 if _NON_LATIN_LETTER.search(m.group(1)) and not re.search(r"\d", m.group(1))]
        if len(found) < 2:
            return []
        out = []
        for m in found:
            speaker = m.group(1).strip()
            if speaker not in _KIN_SPEAKERS:                  # "妈妈", "엄마": a family chat's mum
                start = m.start(1) + m.group(1).index(speaker)
                out.append(Candidate(start, start + len(speaker), "PERSON", 0.6, "gazetteer:chat-header"))
        return out

    def _manifest(self, text: str) -> list[Candidate]:
        """Travel-document order "OMONDI/Jacob Otieno", "PATEL/NIKHIL HARISH MR"."""
        out = []
        for m in _MANIFEST_NAME.finditer(text):
            family, given = m.group(1).split("/")[0].lower(), m.group(2).split()
            first = given[0].lower()
            if family in STOP_WORDS or first in STOP_WORDS or (family in self.common_ and family not in self.last_):
                continue
            end = m.end(1)
            if len(given) > 1 and given[-1] in ("MR", "MRS", "MS", "MISS", "MSTR", "DR"):
                end = m.start(1) + m.group(1).rstrip().rfind(" ")      # "PATEL/NIKHIL HARISH MR"
                given = given[:-1]
            if len(family) > 2 and (first in self.first_ or first in self.ambiguous_ or family in self.last_):
                out.append(Candidate(m.start(1), end, "PERSON", 0.65, "gazetteer:manifest"))
        return out

    def _nicknamed(self, text: str) -> list[Candidate]:
        """A nickname in quotes or brackets inside a full name: 'Oluwaseun "Seun" Adeyemi',
        "Thandiwe (Thandi) Mokoena" (the nickname's later mentions follow as for any name). Names
        the lists lack count too unless a word is an everyday word, a place or a role."""
        out = []
        for m in _NICKNAMED.finditer(text):
            family_word = re.sub(r"['\u2019]s\Z", "", m.group(3).split()[0])      # "Adeyemi's application"
            given, family = m.group(1).lower(), family_word.lower()
            known = given in self.first_ or given in self.ambiguous_ or self._family(family_word)
            plain = not any(w in self.places_ or w in self.roles_ or w in _NON_NAME or w in STOP_WORDS
                            for w in (given, family))       # 'Kanokwan "Ning" Charoenrat': the quotes make it a name
            if (known or plain) and given not in self.common_ and family not in self.common_:
                out.append(Candidate(m.start(), m.end(), "PERSON", 0.7, "gazetteer:nickname"))
        for m in _NICKNAME_FIRST.finditer(text):        # 'Line cook "Papi" Ruiz'
            nick, family = m.group(1).lower(), m.group(2)
            if self._family(family) and family.lower() not in self.common_ and not (
                    nick in STOP_WORDS or nick in self.places_ or nick in self.roles_ or nick in _NON_NAME):
                out.append(Candidate(m.start(), m.end(), "PERSON", 0.65, "gazetteer:nickname"))
        return out

    def name_shaped(self, handle: str) -> bool:
        """A log-in name made of a person's name: "hsoto" (initial + family name), "annasmith"."""
        if handle in self.common_:
            return False
        if len(handle) > 4 and handle[1:] in self.last_:
            return True
        return any(handle[:i] in self.first_ and handle[i:] in self.last_ for i in range(3, len(handle) - 3))

    def in_context(self, text: str, cands: list[Candidate]) -> list[Candidate]:
        """A lone capitalised word that the words around it make a person: "their daughter Ife",
        "the driver is Ramesh", "tell her Des says hello", "Zosia looks so grown up"; after a known
        given name also everyday verbs ("Will chased", "Grace ran") and an e-mail in brackets ("Priya
        (billing@firm.ca)"), after any a kin word or a role in brackets ("Meron (mamma)", "Sinéad (admin)"),
        an honorific or a possessive kin word of South Asian chats ("Sanjeev ji", "Hira ki Ammi"). Not an everyday word unless
        a known given name, no place, title, role or month, nothing NER or the gazetteers took
        for an organisation or a place ("Acme said")."""
        out = []
        other = Intervals((c.start, c.end) for c in cands if c.type in ("ORG", "LOCATION", "CLIENT", "CUSTOM"))
        for m in _CAP_WORD.finditer(text):
            word = m.group()
            low = word.lower()
            known = low in self.first_ or low in self.ambiguous_
            titled = self.honorific_re_.search(text, max(0, m.start() - 24), m.start()) is not None
            if low in self.places_ or low in self.roles_ or low in self.months_ or low in _SALUTATIONS or \
                    low in _NON_NAME or low in LANGUAGE_NAMES or (low in self.common_ and not known and not titled) or \
                    (low in STOP_WORDS and low not in self.ambiguous_):
                continue                  # (an everyday word after a title is a name: "Pak Made", "Bu Komang")
            if not (self.after_name_re_.match(text, m.end()) or
                    known and self.after_known_re_.match(text, m.end()) or
                    known and low not in self.common_ and _VOCATIVE_COMMA.match(text, m.end())
                    and _SENTENCE_START.search(text, max(0, m.start() - 8), m.start()) or   # "Tomasz, do we know"
                    low not in STOP_WORDS and self.before_name_re_.search(text, max(0, m.start() - 40), m.start())):
                continue
            if not other.overlaps(m.start(), m.end()):
                out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "gazetteer:context"))
        return out

    def _capital_surnames(self, text: str) -> list[Candidate]:
        """A family name in capitals on its own, as on a sign: '"SOLBERG"', '"NGATA-HUGHES"', "VAN DER
        MERWE" (a known family name, no everyday word, no place, in quotes unless it has a particle,
        and no capitalised heading around it such as "GROUND TRANSPORT")."""
        out = []
        for m in _CAPS_NAME.finditer(text):
            words = re.split(r"[ \t-]", m.group())
            core = [w.lower() for w in words if w.lower() not in PARTICLES]
            if not core or any(w in self.common_ or w in STOP_WORDS or w in self.places_ for w in core) or \
                    not any(w in self.last_ for w in core) or len(m.group()) < 4:
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start:m.start()] + " " + text[m.end():len(text) if line_end < 0 else line_end]
            if re.search(r"\b[A-Z]{2,}\b", line) and not re.search(r"[a-z]", line):
                continue            # a line of capitals is a heading
            quoted = text[m.start() - 1:m.start()] in "\"\u201c'" and m.start() > 0
            if not quoted and len(core) == len(words):
                continue            # alone only in quotes ("sign reading \"SOLBERG\""); "MACH", "GREEN" are words
            out.append(Candidate(m.start(), m.end(), "PERSON", 0.55, "gazetteer:capitals"))
        return out

    def _inverted(self, text: str) -> list[Candidate]:
        """Lists in "Family, Given" order: "HARGREAVES, Connor James", "Dela Cruz, Ma. Theresa" (the
        family name in capitals or a known one, the given name a known one); without the comma when
        the family name is in capitals ("4. PAPAS Andreas   adult")."""
        out = []
        for m in [*_INVERTED.finditer(text), *_INVERTED_CAPS.finditer(text), *_INVERTED_ALL_CAPS.finditer(text)]:
            if _INVERTED_PREFIX.search(text, max(0, m.start() - 8), m.start()) is None:
                continue          # only at a line start, in a table cell or after a list number
            family, given = m.group(1), [g.rstrip(".") for g in m.group(2).split()]
            caption = m.re is _INVERTED_ALL_CAPS and (   # a party of a case caption: "LOR, CHENG vs. STONE, RIVER"
                re.match(_VERSUS, text[m.end():m.end() + 12]) is not None or
                re.search(r"\b(?i:vs?|versus)\.?[ \t]\Z", text[max(0, m.start() - 9):m.start()]) is not None)
            quoted = text[m.start() - 1:m.start()] == "\""      # a CSV cell or a log field: 'client="HABTE, Senait"'
            field = quoted and (m.re is _INVERTED_CAPS or text[m.end():m.end() + 1] == "\"")   # 'name="YADAV, DEEPAK"'
            if m.re is not _INVERTED and not any(g.lower() in self.first_ and g.lower() not in self.common_
                                                 for g in given) and not ((caption or field)
                                                                          and self._plain_given(given)):
                continue          # "PAPAS Andreas", "OCHOA LEAL, DANIEL" need a known given name
            if m.re is _INVERTED_ALL_CAPS and any(w.lower() in self.places_ for w in [family, *given]):
                continue          # "PARIS, FRANCE"
            fam_low = family.lower()
            parts = [p for p in re.split(r"[ -]", fam_low) if p not in PARTICLES] or [fam_low]
            if (fam_low in self.places_ and fam_low not in self.last_) or fam_low in STOP_WORDS or any(
                    p in self.common_ and p not in self.last_ for p in parts):
                continue
            if any(g.lower() in self.places_ for g in given) and not family.isupper():
                continue                  # "Paris, France", "London, Sydney"
            if fam_low in LANGUAGE_NAMES and any(g.lower() in LANGUAGE_NAMES for g in given):
                continue                  # "English, French": the languages someone speaks
            known_family = any(p in self.last_ and p not in self.common_ for p in parts)
            quoted = quoted and m.re is _INVERTED                                   # a CSV cell: '"Marchetti, Gianna"'
            capitals = family.isupper() and len(family) > 2
            nicknamed = m.re is _INVERTED and m.end() > m.end(2)                    # 'Bearden, Hollis "Buddy"'
            if (capitals or any(p in self.last_ for p in parts) or quoted or nicknamed) and \
                    any(self._given(g) and (g.lower() not in self.common_ or known_family) for g in given) or \
                    (capitals and (m.re is _INVERTED or caption or text[m.start() - 1:m.start()] == "\"") or
                     quoted and text[m.end():m.end() + 1] == "\"") \
                    and self._plain_given(given):   # "ADEBAYO, Oluwatoyin Grace", 'guest="Šćepanović, Draško"'
                if "\t" in text[m.end(1):m.start(2)]:      # "0119<TAB>CHERKAOUI<TAB>Youssef": two cells,
                    if len(family) > 3:                      # two spans (not a code: "BOS<TAB>Joe")
                        out += [Candidate(m.start(1), m.end(1), "PERSON", 0.65, "gazetteer:inverted"),
                                Candidate(m.start(2), m.end(), "PERSON", 0.65, "gazetteer:inverted")]
                    continue
                out.append(Candidate(m.start(1), m.end(), "PERSON", 0.65, "gazetteer:inverted"))
        return out

    def _plain_given(self, given: list) -> bool:
        """Given names the lists lack but that are no everyday word, place or role: after a family
        name in capitals, as passports write it ("ADEBAYO, Oluwatoyin Grace")."""
        low = [g.lower() for g in given]
        return any(g not in self.common_ for g in low) and not any(
            g in STOP_WORDS or g in self.places_ or g in self.roles_ or g in _NON_NAME for g in low)

    def widen(self, text: str, cands: list[Candidate], pieces: frozenset = frozenset(),
              language: Optional[LanguageMap] = None) -> list[Candidate]:
        """A person's name that NER cut short: the capitalised word(s) right before it that are no
        everyday word, place, title or role ("Olumide Bankole" when NER found "Bankole", "Marloes de
        Groot" when it found "Groot"), and a nickname in quotes right after it ('Johanna ("Jo")').
        A word of one of the text's e-mail addresses or log-in names (``pieces``) counts even when
        it is an everyday word: "Tan Wei Ling" beside weiling.tan@..."""
        out = []
        for c in cands:
            if c.type != "PERSON" or not text[c.start:c.start + 1].isupper():
                continue
            m = _BEFORE_NAME.search(text, max(0, c.start - 70), c.start)
            if m is not None and not self._given(m.group(1)):
                # "Führungszeugnis von Lukas Hagedorn", "Jugendwartin Sabine Krüger": in foreign text a word and a
                # particle before a name are a noun and a preposition, in German a capitalised word is a noun
                language = language or LanguageMap(text, self.markers_)
                particle = bool(text[m.end(1):m.end()].strip())
                if particle and language.foreign(m.start(), c.end) or language.german(m.start(), c.end):
                    m = None
            if m is not None:
                word = m.group(1).lower()
                # a given name that is also an everyday word, after a role word: "nurse Precious Moyo"
                role = _WORD_BEFORE.search(text, max(0, m.start(1) - 24), m.start(1))
                after_role = (word in self.first_ or word in self.ambiguous_) and role is not None and \
                    (role.group(1) in self.roles_ or role.group(1) in _CARE_ROLES)
                if word in pieces and " " not in m.group(1) or not (
                        (word in self.common_ and not after_role) or word in STOP_WORDS or word in self.places_ or
                        word in self.roles_ or word in _SALUTATIONS or word in _NON_NAME or word in self.months_ or
                        word in PARTICLES):
                    out.append(Candidate(m.start(1), c.end, "PERSON", c.score, c.source))
            m = _AFTER_NAME.match(text, c.end)
            name = text[c.start:c.end].strip()
            if m is not None and (" " in name or m.group(2) or name.lower() in self.first_ or name.lower() in self.ambiguous_):
                word = (m.group(1) or "").lower()
                closed = _NAME_CLOSE.match(text, m.end()) is not None and \
                    _NAME_OPEN.search(text, max(0, c.start - 12), c.start) is not None   # the name fills its cell
                plain = not (word in self.common_ or word in STOP_WORDS or word in self.places_ or word in self.roles_
                             or word in _NON_NAME or word in self.months_ or word in _SALUTATIONS)
                if m.group(2) or (word in self.last_ and word not in self.common_ and word not in self.places_) \
                        or closed and (plain or " " in name and word in self.last_ and word not in self.places_):
                    # "Lucía Ferreira Dantas", "Ngozi O.", "| Precious Mbeki |", "Mei Lin Tan, ..."
                    out.append(Candidate(c.start, m.end(), "PERSON", c.score, c.source))
            m = _AND_BEFORE_NAME.search(text, max(0, c.start - 40), c.start)
            low = m.group(1).lower() if m is not None else ""
            if m is not None and (" " in text[c.start:c.end].strip()        # "Tomasz and Ola Wiśniewski"
                                  or low in self.first_ and low not in self.common_ and low not in self.places_):
                word = low                                                  # "Bikash and Anjali confirm"
                if word in self.first_ or word in self.ambiguous_ and m.group(1).istitle() or not (
                        word in self.common_ or word in STOP_WORDS or word in self.places_ or word in self.roles_
                        or word in _SALUTATIONS or word in _NON_NAME or word in self.months_):
                    out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:names"))
            m = _NICK_AFTER.match(text, c.end)
            if m is not None and m.group(1).lower() not in self.common_ and m.group(1).lower() not in STOP_WORDS:
                out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:nickname"))
        return out

    def _signed(self, text: str) -> list[Candidate]:
        """The name under a closing: "Love you all,\nKechi xx", "Best regards,\nTemitope Adeyemi", "Love,\nG xx";
        a name after a dash ending a message: "Please do not change anything. - Tomek"."""
        out = []
        for m in [*_SIGN_OFF.finditer(text), *_DASH_SIGNATURE.finditer(text)]:
            words = m.group(1).split()
            first = words[0].rstrip(".").lower()
            if m.re is _DASH_SIGNATURE and len(words) > 1 and first not in self.first_:
                continue          # "e.V. - Abteilung Schwimmen", "... - Workplace Investigation": a title
            if first in STOP_WORDS or first in self.roles_ or first in _SALUTATIONS or \
                    first in self.places_ or (first in self.common_ and first not in self.first_
                                              and first not in self.ambiguous_ and len(first) > 1):
                continue
            out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:signed"))
        return out

    def _spelled(self, text: str) -> list[Candidate]:
        """A name spelled out letter by letter in a call transcript: "Shirley Mahoney, M-A-H-O-N-E-Y",
        "k-h-o-a dot t-r-a-n" (for khoa.tran@...): the letters must spell a known name or a word written
        elsewhere in the text ("A-B-A-B-A-B", a map veto order, spells neither)."""
        out = []
        for m in _SPELLED.finditer(text):
            word = m.group().replace("-", "").lower()
            elsewhere = re.search(r"(?i)(?<![^\W\d_])" + re.escape(word) + r"(?![^\W\d_])", text[:m.start()] + " " +
                                  text[m.end():]) is not None
            if elsewhere or (word in self.first_ or word in self.last_) and word not in self.common_:
                out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "gazetteer:spelled"))
        return out

    def _ranked(self, text: str) -> list[Candidate]:
        """A family name after a police rank ("SC Mahoney", "Det Sgt Okafor"): a known name that is no
        everyday word or place ("PC World", "DS Lite", "DC Comics" are none)."""
        out = []
        for m in self.rank_re_.finditer(text):
            low = m.group(1).lower()
            if (low in self.last_ or low in self.first_) and low not in self.common_ and low not in self.places_:
                out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "gazetteer:rank"))
        return out

    def _initial_caps_family(self, text: str) -> list[Candidate]:
        """An initial before a known family name in capitals, as bank transfers, cards and tags print
        a name ('"D PATEL"', "Payee: J SMITH", '"PROPERTY OF M. ESPINOZA"'); an initial without a dot
        not after a word in capitals ("THE A WARD"); not an everyday word."""
        out = []
        for m in _INITIAL_CAPS_FAMILY.finditer(text):
            family = m.group(3).lower()
            before = text[max(0, m.start() - 30):m.start()].split()
            if family in self.last_ and family not in self.common_ and family not in STOP_WORDS and (
                    m.group(2) or not (before and before[-1].isupper() and any(ch.isalpha() for ch in before[-1]))):
                out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "gazetteer:initial-family"))
        return out

    def _role_lower_names(self, text: str) -> list[Candidate]:
        """A given name in lower case right after a role or a ship's rank, in notes typed in haste:
        "bosun renato", "cadet kevin", "AB bernie", "3/O arjun mehta" (a known given name that is no
        everyday word; a known name right after it joins it)."""
        out = []
        for m in self.role_lower_re_.finditer(text):
            first, second = m.group(1), m.group(2)
            if m.group().lower().startswith(_NOT_ROLES_BEFORE_NAMES) or first not in self.first_ or \
                    first in self.common_ or first in STOP_WORDS or first in self.roles_:
                continue
            end = m.end(1)
            if second and (second in self.last_ or second in self.first_) and second not in self.common_ \
                    and second not in STOP_WORDS:
                end = m.end(2)
            out.append(Candidate(m.start(1), end, "PERSON", 0.55, "gazetteer:role-lower"))
        return out

    def _cued_handles(self, text: str) -> list[Candidate]:
        """Log-in names after a cue word without punctuation: "failed logins for user hsoto",
        "under the login talmansouri", "prepared by ops.jmwangi" (after "by" only a handle with
        a dot, underscore or digit). Everyday words ("user research") are no handles."""
        out = []
        for m in _HANDLE_CUE.finditer(text):
            handle, cue = m.group(2), m.group(1).lower()
            if len(handle) < 4 or handle in _NON_HANDLES or handle in STOP_WORDS:
                continue
            by = cue in _BY_CUES
            if re.search(r"[._0-9-]", handle) is None and (not self.name_shaped(handle) or by and cue != "by") and (
                    by or cue in ("user", "account") or handle in self.common_) and not (
                    by and _initial_and_name(handle) and
                    _DONE_BY.search(text, max(0, m.start(1) - 40), m.start(1))):
                continue      # "user research", "by phone", "login page" (but "exported by dgooch", "generado por mtorrents")
            if by and cue != "by" and re.search(r"[._0-9]", handle) is None and not _initial_and_name(handle):
                continue      # "por favor", "par e-mail", "von mir"
            if "-" in handle and all(p in self.common_ or p in STOP_WORDS for p in handle.split("-") if p):
                continue      # "by mid-afternoon", "by cross-training"
            if cue not in _LOGIN_CUES and re.search(r"[._0-9]", handle) is None:
                continue      # after "ID" or a messenger's name only a handle's shape: "(ID xiaolan_chen88)"
            out.append(Candidate(m.start(2), m.end(2), "USERNAME", 0.6, "gazetteer:cued-handle"))
        for m in _LOG_ROW_HANDLE.finditer(text):    # "11/14/26 11:20  jgalvan     Truck at drive-in."
            handle = m.group(1)
            parts = [p for p in re.split(r"[._0-9-]+", handle) if len(p) > 2]    # "dakers_ext", not "order_create"
            if handle not in self.common_ and handle not in STOP_WORDS and handle not in _NON_HANDLES and any(
                    self.name_shaped(p) or _initial_and_name(p) or
                    (p in self.first_ or p in self.last_) and p not in self.common_ for p in parts):
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "gazetteer:cued-handle"))
        for m in _SIGNED_HANDLE.finditer(text):     # '"GPS track stops halfway" — k_lindqvist88'
            parts = [p for p in re.split(r"[._0-9]+", m.group(1)) if p]
            if any(p not in self.common_ and p not in STOP_WORDS and len(p) > 2 for p in parts) or \
                    any(p in self.first_ or p in self.ambiguous_ for p in parts):
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "gazetteer:cued-handle"))
        for m in _UNDERSCORE_HANDLE.finditer(text):     # "brad_pearce79", "kathy_obrien57", "amy_chou"
            parts = (m.group(1), m.group(2))
            named = [len(p) > 2 and p not in self.common_ and p not in STOP_WORDS and
                     (p in self.first_ or p in self.last_) for p in parts]
            if m.group(3) and len(m.group(3)) >= 2 and any(named) or all(named):
                # a name with a year or a number ("kathy_obrien57"), a given and a family name ("amy_chou"); not
                # a log key made of a short name and a word ("pam_unix", "billing_country")
                out.append(Candidate(m.start(), m.end(), "USERNAME", 0.55, "gazetteer:cued-handle"))
        for m in _DOTTED_HANDLE.finditer(text):     # "a.rossi", "t.reinhardt", "priya.k", "lio.braun2"
            head, tail = m.group(1), m.group(2)
            plain = [p for p in (head, tail) if len(p) > 2 and p not in self.common_ and p not in STOP_WORDS]
            if len(head) <= 2 and tail in self.last_ and tail not in self.common_ or \
                    len(tail) <= 2 and head in self.first_ and head not in self.common_ or \
                    len(plain) == 2 and tail not in self.tlds_ and (   # not "maria.de" (a domain) or "sci.med"
                        tail in self.last_ or tail in self.first_):
                out.append(Candidate(m.start(), m.end(), "USERNAME", 0.55, "gazetteer:cued-handle"))
        return out

    def chat_like(self, text: str) -> bool:
        """Several chat speaker labels or chat-export headers."""
        if self._transcript(text):
            return True
        inline = len(_CHAT_NAME_TIME_TEXT.findall(text))     # counted only three or more at a time
        return (len(_CHAT_NAME_TIME.findall(text)) + len(_CHAT_TIME_SPEAKER.findall(text)) +
                (inline if inline >= 3 else 0) + len(_HANDLE_SPEAKER.findall(text)) +
                len(_IRC_SPEAKER.findall(text)) + len(_ZOOM_SPEAKER.findall(text)) >= 3)

    def _chat_lower_names(self, text: str, speakers: frozenset = frozenset()) -> list[Candidate]:
        """In a chat, a known given name written in lower case ("ask jürgen", "priya said")
        that is no everyday word, stop word or place; a given name that is an everyday word
        ("sky", "grace", "will") only when called by it ("ping sky", "thanks will"), when words
        said of people follow it ("grace says hi", "sky rang"), or when a speaker of the chat has
        that name and the word ends a message or opens one as a call ("got u will", "hope - did you")."""
        out = []
        words = [w.lower() for w in re.findall(r"[^\W\d_]+", text)]
        # a chat in another language: its function words ("del", "ella", "son"; "samo", "ona" in Slovene)
        # are no names there
        foreign = sum(w in self.chat_foreign_ for w in words) > sum(w in STOP_WORDS for w in words)
        for m in _LOWER_WORD.finditer(text):
            w = re.sub(r"['\u2019]s\Z", "", m.group())       # "ishaan's parents evening"
            if len(w) < 3 or w in PARTICLES or w in self.roles_ or w in self.places_ or w in self.months_ \
                    or w in self.month_abbrevs_ or w in _LOWER_PRONOUNS or w in self.calendar_:
                continue
            end = m.start() + len(w)
            if w in self.first_ and w not in self.common_ and w not in STOP_WORDS and not (
                    foreign and (w in self.foreign_ or w in self.chat_foreign_)):
                if w == m.group():
                    initial = _LOWER_INITIAL_AFTER.match(text, end)    # "priya k i think", "jess w from"
                    end = initial.end(1) if initial is not None else end
                out.append(Candidate(m.start(), end, "PERSON", 0.55, "gazetteer:chat-names"))
            elif w not in self.common_ and w not in STOP_WORDS and \
                    _LOWER_HONORIFIC.search(text, max(0, m.start() - 8), m.start()) is not None:
                out.append(Candidate(m.start(), end, "PERSON", 0.55, "gazetteer:chat-names"))   # "mr boateng"
            elif (w in self.first_ or w in self.ambiguous_) and (
                    ADDRESS_BEFORE.search(text, max(0, m.start() - 14), m.start()) is not None
                    or self.after_name_re_.match(text, end) is not None
                    or w in speakers and (_VOCATIVE_END.match(text, end) is not None
                                          or _MESSAGE_START.search(text, max(0, m.start() - 40), m.start()) is not None
                                          and _VOCATIVE_OPEN.match(text, end) is not None)):
                out.append(Candidate(m.start(), end, "PERSON", 0.55, "gazetteer:chat-names"))
        return out

    def _labelled(self, text: str) -> list[Candidate]:
        """Names after form labels: "Passenger 1: MR ADEBAYO FASHOLA", "Spouse: Lauren O'Shaughnessy, DOB".

        The name is the run of capitalised or all-capital words after the
        label (an honorific is skipped); the run stops at the first everyday
        word that is not a known name, at punctuation, a digit or the line end.
        A lone place name ("From: London") is not a name.
        """
        out = []
        for m in self.label_re_.finditer(text):
            pos = m.end()
            h = _HONORIFIC.match(text, pos)
            if h is not None:
                pos = h.end()
            start = end = None
            words = []
            while True:
                t = _TOKEN.match(text, pos)
                if t is None:
                    break
                word = t.group().rstrip(".")
                low = word.lower()
                if not words and (low in self.roles_ or low in _TITLES):
                    h = re.match(r"\.?[ \t]{1,2}", text[t.start() + len(word):t.start() + len(word) + 3])
                    if h is not None:                # "Also present: Superintendent Dr. Marisol Quintana"
                        pos = t.start() + len(word) + h.end()
                        continue
                if words and low in _TITLES:
                    break            # a title opens the next name: "Principal Dr. Li" keeps no "Dr"
                if words and low in self.label_heads_ and \
                        re.match(r"(?:[ \t]{1,2}[^\W\d_]{2,20}){0,2}[ \t]{0,2}:", text[t.end():t.end() + 44]):
                    break            # the next label of the form: "Cognome: Rossi Nome: Giulia"
                if "'" in low or "\u2019" in low:
                    stem = re.split(r"['\u2019]", low)[0]
                    if len(stem) > 1 and stem not in ("o", "d") and (stem in STOP_WORDS or stem in self.common_):
                        break        # "That's", "It's" (an utterance after a speaker label)
                known = low in self.first_ or low in self.last_ or low in self.ambiguous_
                initial = len(word) == 1 and word.isupper() and (
                    t.group().endswith(".") or not words or all(len(w) == 1 for w in words)     # "E J MACKINNON"
                    or text[start:t.start()].isupper() and re.match(r"[ \t]{1,2}[A-Z]", text[t.end():t.end() + 3]))
                #                                               "HELDER M P QUEIROS": middle initials in capitals
                particle = low in PARTICLES and bool(words) and _TOKEN.match(text, t.end() + 1) is not None \
                    and text[t.end() + 1:t.end() + 2].isupper()         # "Marloes de Groot"
                stop = low in STOP_WORDS and not (word.istitle() and low in self.ambiguous_)    # "Coach: Will Fairbairn"
                lower_name = not words and word.islower() and low in self.first_ and low not in self.common_ \
                    and re.match(r"[._@-]?\w", text[t.start() + len(word):t.start() + len(word) + 2]) is None
                if not initial and not particle and (not (word[:1].isupper() or lower_name) or len(word) < 2 or stop or
                                    (low in self.common_ and not known) or low in _NON_NAME):
                    break
                start = t.start() if start is None else start
                end = t.start() + len(word) + (1 if initial and t.group().endswith(".") else 0)
                words.append(low)
                gap = re.match(r"[ \t]{1,2}", text[end:end + 2]) if end < len(text) else None
                if gap is None:
                    break
                pos = end + gap.end()
            named = sum(1 for w in words if w in self.first_ or w in self.last_ or w in self.ambiguous_)
            name_label = "name" in m.group().lower() and _VALUE_END.match(text, end or pos) is not None
            # "Surname: Fraser-Nicol" (the whole value), not "Legal name: Veldkamp & De Wit B.V.", "Name: Mag. Eva"
            bare_initial = start is not None and len(words) == 1 and len(words[0]) == 1 and text[end - 1] != "."
            if start is None or bare_initial or (len(words) == 1 and (words[0] in self.places_
                                                                      or words[0] in self.common_)) or not (
                    named or len(words) >= 2 or name_label or text[start:end].isupper()
                    or _FOREIGN.search(text[start:end]) or (     # "Staff: Kez      Temp notes: ..."
                        len(words[0]) >= 3 and text[start:end].istitle() and words[0] not in self.roles_ and
                        re.match(r"[ \t]*(?:\n|\Z)|[ \t]{2}|\t", text[end:end + 2]) is not None)):
                continue
            out.append(Candidate(start, end, "PERSON", 0.65, "gazetteer:form-label"))
        return out

    def analyze(self, text: str, language: Optional[LanguageMap] = None) -> list[Candidate]:
        """Candidate PERSON spans in ``text`` (``language``: its :class:`LanguageMap`, built if not given)."""
        if _LETTER.search(text) is None:
            return []                        # digits and punctuation only: no name to find
        out: list[Candidate] = (self._labelled(text) + self._chat_headers(text) + self._manifest(text) +
                                self._nicknamed(text) + self._bracketed(text) + self._script_speakers(text) + self._cued_handles(text) + self._inverted(text) +
                                self._signed(text) + self._capital_surnames(text) + self._ranked(text) +
                                self._role_lower_names(text) + self._initial_caps_family(text) + self._spelled(text))
        if self.chat_like(text):
            speakers = {text[c.start:c.end].lower() for c in out if c.source == "gazetteer:chat-header"}
            out += self._chat_lower_names(text, speakers)
        toks = self._tokens(text)
        n = len(toks)
        language = language or LanguageMap(text, self.markers_)
        i = 0
        while i < n:
            word, start, end, dotted = toks[i]
            low = word.lower()
            found = None
            nxt = toks[i + 1] if i + 1 < n else None
            gap_ok = nxt is not None and _gap(text, end, nxt[1]) and (len(word) == 1 or "." not in text[end:nxt[1]])
            # initial(s) + family name: "J. Smith", "J.R. Smith"
            if (len(word) == 1 and word.isupper() and dotted or re.fullmatch(r"[A-Z]-[A-Z]\.?", word)) and gap_ok:
                # "J. Smith", "M-J Tremblay" (Marie-Josée)
                j = i + 1
                if len(toks[j][0]) == 1 and toks[j][3] and j + 1 < n and _gap(text, toks[j][2], toks[j + 1][1]):
                    j += 1
                fam, fam_low = toks[j][0], toks[j][0].lower()
                if fam[:1].isupper() and len(fam) > 1 and not fam.isupper() and not (
                        fam_low == "box" and word in "PO"):        # "P.O. Box 1123"
                    if fam_low in self.last_:
                        found = (start, toks[j][2], 0.7, j)
                    elif fam_low not in self.common_ and fam_low not in _NON_NAME and fam_low not in self.months_ \
                            and len(fam) > 2:   # not "B.Sc", "M. Pt"
                        found = (start, toks[j][2], 0.6, j)
            elif (low in self.first_ or low in self.ambiguous_) and gap_ok and (
                    low not in STOP_WORDS or low in self.ambiguous_ and word.istitle()
                    and _TITLE_WORD_BEFORE.search(text, max(0, start - 30), start) is None):
                # "Will Fairbairn", not "We Will Rock You"
                j = i + 1
                # optional middle initial or middle given name ("Maria Elena Castillo")
                if j + 1 < n and _gap(text, toks[j][2], toks[j + 1][1]) and _style(word, toks[j + 1][0]) and (
                        (len(toks[j][0]) == 1 and toks[j][0].isupper()) or
                        (toks[j][0].lower() in self.first_ and toks[j][0].lower() not in self.common_ and not toks[j][3]
                         and _style(word, toks[j][0]) and toks[j + 1][0].lower() not in self.common_)):
                    j += 1
                fam, fam_low = toks[j][0], toks[j][0].lower()
                style = _style(word, fam)
                if style and fam_low not in _NON_NAME and fam_low not in self.months_ and len(fam) > 1 \
                        and fam_low not in STOP_WORDS:
                    if fam_low in self.last_ and (style != "lower" or (
                            low not in self.ambiguous_ and low not in self.common_ and fam_low not in self.common_
                            and low not in PARTICLES)):     # "della cui" is Italian, not Della Cui
                        found = (start, toks[j][2], 0.75 if style == "title" else 0.65, j)
                    elif low not in self.ambiguous_ and low not in self.common_ and fam_low not in self.common_ \
                            and fam_low not in self.ambiguous_ and not (
                                style == "lower" and (low in self.foreign_ or fam_low in self.foreign_
                                                      or low in self.word_names_ or fam_low in self.word_names_
                                                      or text[start - 1:start] == "@"     # "@jamshid ugh"
                                                      or language.foreign(start, toks[j][2]))):
                        # "Priya Raghunathan", "nathan barbosa", "EDVARD HALLBERG"
                        found = (start, toks[j][2], 0.6, j)
                    elif low in self.ambiguous_ and style == "title" and fam_low not in self.common_ \
                            and fam_low not in self.ambiguous_ and fam_low not in self.places_ \
                            and fam_low not in self.not_lone_:
                        found = (start, toks[j][2], 0.55, j)   # "Hope Adeyemi", "Will Okonkwo", "Hope Adebayo"
            if found is None and gap_ok and word.istitle() and nxt[0] in PARTICLES and (self._given(word) or (
                    not language.foreign(start, end) and low not in self.common_ and low not in STOP_WORDS
                    and low not in self.places_ and len(word) > 2
                    and low not in _SALUTATIONS and low not in self.roles_ and low not in _NON_NAME)):
                j = i + 1
                while j < n and toks[j][0] in PARTICLES and j - i <= 3 and (j + 1 < n) and \
                        _gap(text, toks[j][2], toks[j + 1][1]):
                    j += 1
                if j > i + 1 and j < n and toks[j][0][:1].isupper() and len(toks[j][0]) > 1 \
                        and toks[j][0].lower() not in self.common_:      # not "Prenez la D37"
                    found = (start, toks[j][2], 0.65, j)   # "Pieter-Jan van den Broek", "Ana da Silva"
            if found is None and gap_ok and _style(word, nxt[0]) in ("title", "upper") and len(word) > 2 \
                    and len(nxt[0]) > 2 \
                    and low not in self.common_ and low not in self.places_ and low not in STOP_WORDS \
                    and low not in self.not_lone_ and low not in _NON_NAME and low not in self.months_ \
                    and low not in _SALUTATIONS and low not in self.roles_ and self._family(nxt[0]):
                found = (start, nxt[2], 0.55, i + 1)   # "Folasade Adeyinka-Ogunleye": unknown given name + family name
            if found is None and gap_ok and _FOREIGN.search(word + nxt[0]) and _style(word, nxt[0]) == "title" \
                    and low not in self.common_ and nxt[0].lower() not in self.common_ and len(nxt[0]) > 1 \
                    and (not language.german(start, nxt[2]) or FAMILY_ENDING.search(nxt[0]) is not None):
                # in German text two capitalised words are nouns, unless the second ends like a family name
                # "Eliza Łacina", "Théodore Rodrigues"; after a greeting the name alone ("Hi Sinéad", "Gruß Jörg")
                found = (nxt[1], nxt[2], 0.6, i + 1) if low in _SALUTATIONS else (start, nxt[2], 0.6, i + 1)
            if found is None and gap_ok and self._given_and_initial(text, toks, i):
                found = (start, nxt[2] + (1 if nxt[3] else 0), 0.6, i + 1)    # "Anjali P.", "from": "Nadia M"
            if found is None and len(word) > 2 and (word[:1].isupper() or word.islower()) and \
                    (low not in STOP_WORDS or low in self.ambiguous_):
                found = self._single(text, word, low, start, end, i, language)
            if found is not None:
                out.append(Candidate(found[0], found[1], "PERSON", found[2], "gazetteer:names"))
                i = found[3] + 1
            else:
                i += 1
        return [c for c in out if not self.is_label(text, c)]

    def _given_and_initial(self, text: str, toks: list, i: int) -> bool:
        """Whether token ``i`` is a known given name (no everyday word) followed by a capital initial,
        dotted or closing a cell or line ("Anjali P.", '"from": "Nadia M"'); not a lone "A" or "I" and not
        after a capitalised word that is no name, role or greeting ("Exam Hall B.")."""
        word, start = toks[i][0], toks[i][1]
        initial, _, initial_end, dotted = toks[i + 1]
        low = word.lower()
        if not (word.istitle() and low in self.first_ and low not in self.common_ and low not in STOP_WORDS
                and len(initial) == 1 and initial.isupper()):
            return False
        if not dotted and (initial in "AI" or _INITIAL_END.match(text, initial_end) is None):
            return False
        before = toks[i - 1][0] if i else ""
        return not (before.istitle() and _gap(text, toks[i - 1][2], start) and before.lower() not in self.first_
                    and before.lower() not in self.roles_ and before.lower() not in _SALUTATIONS)

    def is_label(self, text: str, c: Candidate) -> bool:
        """A form label read as a name: "Adı Soyadı ....: GÜLŞEN KARATAŞ", "Nama Pekerja    : SITI"."""
        return " ".join(text[c.start:c.end].lower().split()) in self.labels_ and \
            re.match(r"[ \t.]{0,40}:", text[c.end:c.end + 44]) is not None


_SPEAKER = re.compile(r"(?m)^[ \t]*([A-Za-z][a-z'\u2019-]{1,30}):")
#: an undotted initial after a given name ends a cell, a quoted value or a line: "Nadia M", '"from": "Nadia M"'
_INITIAL_END = re.compile(r"[ \t]*(?:[,;)\]\"\u201d|\n]|\Z)")
#: name particles ("Anna van den Berg", "Siobhán Ní Bhriain"), lower case
PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "la", "le", "ter", "ten", "bin", "binti",
                       "al", "el", "dos", "das", "do", "del", "della", "ibn", "y", "zu", "na", "ní", "nic", "mac", "ó",
                       "ap", "ab", "ferch", "verch", "vd", "dela", "delos", "af"})   # Welsh "Rhiannon ap Gwilym", "Tomos ab Owain", Afrikaans "Jaco vd Berg"
_PARTICLE_RE = "|".join(sorted((p for p in PARTICLES if len(p) > 1), key=len, reverse=True))
_NAME_WORD = (r"[A-Z\u00c0-\u00de\u0110\u0160\u017d\u1ea0-\u1ef8](?:[a-z]{1,2}[A-Z])?"     # "McAllister", "DeSouza", "Đức"
              r"[a-z\u00c0-\u024f\u1e00-\u1eff'\u2019-]{1,30}")
#: a chat speaker before a time: "Sky Tan", "lferrer2", "oksana kovalenko"
_HEADER_SPEAKER = (r"(" + _NAME_WORD + r"(?:[ \t]" + _NAME_WORD + r"){1,3}|" + _NAME_WORD + r"[ \t][A-Z]\.?(?=[ \t])|"
                   r"[A-Z]{2}[ \t]" + _NAME_WORD + r"(?=,[ \t]\[)|"                     # Telegram: "KD Dhillon, [26.10.2025 21:40]"
                   + _NAME_WORD + r",[ \t]" + _NAME_WORD + r"(?=[ \t]{2}|\t)|"           # Teams: "Žilinskas, Paulius  2026-05-11 09:16"
                   r"[a-z\u00df-\u024f][a-z0-9\u00df-\u024f._-]{1,30}|"
                   r"[A-Za-z][A-Za-z0-9]{1,20}(?:[._-][A-Za-z0-9]{1,20}){1,3}|"          # "CaroBustos_84", "Maya.K"
                   r"[A-Z][a-z]{1,15}(?:[A-Z][a-z]{1,15}){2,3}|"                          # "TravelWithTash"
                   r"[a-z\u00df-\u024f][a-z\u00df-\u024f'-]{1,20}(?:[ \t][a-z\u00df-\u024f][a-z\u00df-\u024f'-]{0,20}){1,2}"
                   r"(?<=[ \t][a-z])\.?|"                                                 # "mateus k., 25.11.2026 12:30"
                   r"[a-z\u00df-\u024f][a-z\u00df-\u024f'-]{1,20}(?:[ \t][a-z\u00df-\u024f][a-z\u00df-\u024f'-]{0,20}){1,2})")
#: a handle of three or four capitalised words run together: "TravelWithTash"
_CAMEL_HANDLE = re.compile(r"[A-Z][a-z]{1,15}(?:[A-Z][a-z]{1,15}){2,3}")
_CHAT_NAME_TIME = re.compile(r"(?m)^[ \t]*(?:[\u21b3\u2514][ \t]*|[\u2605\u2606]{1,5}[ \t]+)?(?:\*\*)?@?" + _HEADER_SPEAKER +
                             r"(?:(?:\*\*)?(?:[ \t]{1,6}|"
                             r"[ \t]{1,3}[\u2014\u2013-][ \t]{1,3}(?:(?:Today|Yesterday)[ \t]at[ \t]|\d{1,2}/\d{1,2}/\d{2,4}[ \t])|"  # Discord
                             r",[ \t]{1,2}(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\.?,?[ \t]{1,2})?|"      # Google Chat
                             r",[ \t]{1,2}\[\d{1,2}[./]\d{1,2}[./]\d{2,4}[ \t]|"      # Telegram: "Srinu Gajula, [20.11.26 21:09]"
                             r"[ \t]{1,3}[\u00b7\u2022|][ \t]{1,3}|"                   # "umut · 20.11.2026 14:20"
                             r"[ \t]{1,2}\((?=[\d]{1,4}[./-]\d{1,2}[./-]\d{1,4}[ \t,]{1,2}\d{1,2}:\d{2}(?::\d{2})?\):?[ \t]*$))"   # "Marek D (14.02.2026 08:05):"
                             r"(?:(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?),?[ \t]{1,2})?\[?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?(?:\]|\):?)?[ \t]*$"
                             r"|[ \t]{1,3}[\u00b7\u2022][ \t]{1,3}(?:\d{1,2}[ ]?(?:m|h|d|w|min|mins|hr|hrs)|Just[ ]now|"   # "Derek Fung · 2h"
                             r"\d{1,2}[ ](?:minutes?|hours?|days?|weeks?|months?)[ ]ago|"          # "· 3 days ago"
                             r"(?:hace|h\u00e1|il[ ]y[ ]a|vor|fa)[ ]\d{1,2}[ ][^\W\d_]{3,8}|"  # "· hace 3 días", "· há 2 dias"
                             r"\d{1,2}[ ][^\W\d_]{3,9}[ ](?:fa|geleden|temu|sedan|siden)|"
                             r"\d{1,2}[ ][A-Z][a-z]{2,8}\.?[ ]\d{4})[ \t]*$)")    # a review's "mayo_mover_84 · 19 Nov 2026"
#: a log-in name alone before a wide gap and a date and time: "carolzinha_fit          14 de nov., 22:31"
_HANDLE_WIDE_TIME = re.compile(r"(?m)^[ \t]*@?([a-z][a-z0-9]*[._][a-z0-9._]*[a-z0-9]|[a-z]{2,20}[0-9]{2,4})"
                               r"[ \t]{8,}[^\n]{0,24}?\d{1,2}:\d{2}[ \t]*$")
#: a speaker of one capitalised word alone on a line before a time ("Salma  10:16"), taken only in a chat
#: whose other headers name people in full
_CHAT_WORD_TIME = re.compile(r"(?m)^[ \t]*(" + _NAME_WORD + r")[ \t]{1,6}\[?\d{1,2}:\d{2}(?::\d{2})?"
                             r"(?:[ \t]?[AaPp]\.?[Mm]\.?)?\]?[ \t]*$")
#: "priya.k 09:12  morning! anyone ...": speaker, time and message on one line (counted only in a chat)
_CHAT_NAME_TIME_TEXT = re.compile(r"(?m)^[ \t]*@?" + _HEADER_SPEAKER +
                                  r"[ \t]{1,4}\[?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?\]?[ \t]{1,4}(?=\S)")
_MONTH_ABBR = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?"
_CHAT_TIME_SPEAKER = re.compile(r"(?m)^[ \t]*\[?(?:(?:\d{4}-\d{2}-\d{2}|\d{4}/\d{1,2}/\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|"
                                r"\d{1,2}-\d{1,2}-\d{2,4}|\d{1,2}/\d{1,2}|"              # Dutch WhatsApp "17-11-2026 19:05 - ", "20/11 21:44 · "
                                r"\d{4}\.[ ]?\d{1,2}\.[ ]?\d{1,2}\.?|"                  # KakaoTalk "2026. 11. 23."
                                + _MONTH_ABBR + r"[ ]\d{1,2},?[ ]\d{4}|\d{1,2}[ ]" + _MONTH_ABBR + r"[ ]\d{4}|"
                                # a day and month in any language, after a weekday: "vie 19 sep", "qui, 9 de out."
                                r"(?:[^\W\d_]{2,4}\.?,?[ ])?\d{1,2}[ ](?:de[ ])?[^\W\d_]{3,10}\.?(?:[ ]\d{4})?|"
                                r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\.?),?[ T\t]{1,2})?"
                                r"(?:(?:\uc624\uc804|\uc624\ud6c4|\u4e0a\u5348|\u4e0b\u5348|\u5348\u524d|\u5348\u5f8c)[ ]?)?"  # 오전/오후, 上午/下午, 午前/午後
                                r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\]?,?"
                                r"[ \t]{1,3}(?:[-\u2013\u00b7|][ \t]{1,2}|(?:IN|OUT|In|Out)[ \t]{1,3})?@?(" + _NAME_WORD +
                                r"(?:[ \t](?:(?:" + _PARTICLE_RE + r")[ \t]){0,2}" + _NAME_WORD + r"){0,3}"   # "Jaco vd Berg"
                                r"(?:[ \t][A-Z]\.?|[ \t][A-Z](?:vd|v|d)[A-Z](?![\w]))?|"     # "Blessing A.", "Priya S", "Wikus JvR"
                                r"[a-z][a-z0-9._-]{1,30}[a-z0-9_]|"
                                r"[A-Z][A-Za-z]{1,20}[._-]?[0-9]{2,6}|[A-Z][a-z]{1,20}_[A-Za-z0-9_]{1,20}|"   # "Bora_1204"
                                r"[a-z\u00df-\u024f][a-z\u00df-\u024f'-]{1,20}(?:[ \t][a-z\u00df-\u024f][a-z\u00df-\u024f'-]{0,20}){1,2}|"
                                r"[A-Z][A-Z'-]{1,20}(?:[ \t][A-Z][A-Z'-]{1,20}){0,2})"     # "[00:03:12] MARK: ..."
                                r"(?:[ \t]\([^)\n]{1,24}\)|[ \t][^\w\s:]{1,4}|(?<=[^\W\d_])(?P<tail>[ \t][a-z]{3,12}))?[ ]?:[ \t]")   # "Will (no. 22):", "hope ☀️:", "maru_dad : ", "Kees dispatch:"
#: transcript speakers that name a role, not a person ("HOST:", "Q:", "INT:")
_SPEAKER_ROLES = frozenset({"host", "guest", "interviewer", "interviewee", "narrator", "speaker", "caller", "agent",
                            "operator", "moderator", "panelist", "int", "ops", "q", "a", "me", "all", "unknown",
                            "crosstalk", "inaudible", "music", "ad", "intro", "outro", "voiceover", "vo", "announcer",
                            "central", "base", "dispatch", "dispatcher", "control", "despacho", "operador", "operadora",
                            "cabina", "unidad", "móvil", "movil", "centrale", "zentrale", "leitstelle"})   # radio logs
_ZOOM_SPEAKER = re.compile(r"(?m)^[ \t]*\d{1,2}:\d{2}(?::\d{2})?[ \t]{1,4}From[ \t]{1,4}"
                           r"([^\W\d_][\w'\u2019.-]*(?:[ \t][^\W\d_][\w'\u2019.-]*){0,3})"
                           r"(?:[ \t]{1,2}\([^)\n]{1,40}\))?[ \t]{1,4}[Tt]o[ \t]{1,4}")
_IRC_SPEAKER = re.compile(r"(?m)^[ \t]*(?:\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]{0,2})?<[@+%]?[A-Za-z_][\w.|-]{1,30}>[ \t]")
#: a chat export in tab-separated columns (LINE): a time, the speaker (a firm may follow in brackets), the message
_TAB_SPEAKER = re.compile(r"(?m)^\d{1,2}:\d{2}\t([^\W\d_][^\t\n()]{0,38}?)[ \t]*(?:[(（][^)）\n]{1,40}[)）])?\t(?=\S)")
_HANDLE_SPEAKER = re.compile(r"(?m)^[ \t]*@?((?=[a-z0-9._-]{0,30}[._0-9])[a-z][a-z0-9._-]{1,30}[a-z0-9_]):[ \t]")
_LETTER = re.compile(r"[^\W\d_]")
_CAPS_NAME = re.compile(r"(?<![\w'/-])(?:(?:" + _PARTICLE_RE.upper() + r")[ \t])*"
                        r"[A-Z]{2,20}(?:-[A-Z]{2,20})?(?![\w'/-])")
_CAP_WORD = re.compile(r"(?<![\w'\u2019-])[A-Z](?:['\u2019](?=[A-Z]))?[a-z\u00c0-\u024f-]{1,20}"
                       r"(?![\w@]|['\u2019](?!s\b))")


#: a lower-case word and a space right before a word
_WORD_BEFORE = re.compile(r"(?<![\w'])([a-z]{3,20})[ \t]{1,2}\Z")
#: roles of people who look after others, missing from the role list ("carer Precious Moyo")
_CARE_ROLES = frozenset({"carer", "caregiver", "careworker", "nanny", "childminder", "aide", "helper"})
#: (a name never runs over a tab: a tab parts table cells)
_BEFORE_NAME = re.compile(r"(?<![\w'\u2019.-])([A-Z][a-z\u00c0-\u024f-]{1,30})[ ]"
                          r"(?:(?:" + _PARTICLE_RE + r")[ ]){0,3}\Z")
_AFTER_NAME = re.compile(r"[ ](?:([A-Z][a-z\u00c0-\u024f-]{2,30})(?![\w'\u2019.-])|([A-Z])\.(?=[ \t]*(?:[,;:)\n]|\Z|[ \t]-|[ \t]\()))")
#: what may follow a whole name in a list, table or form: a comma, a cell wall, a bracket, the line end
_NAME_CLOSE = re.compile(r"[ \t]*(?:[,;|)]|[ \t]\(|\n|\Z)")
#: a call by name that opens a sentence: "Tomasz, do we know ...", "Amaka, can you ..."
_VOCATIVE_COMMA = re.compile(r",[ \t]{1,2}(?i:do|does|did|can|could|would|will|are|is|have|has|please|pls|any|you|we|"
                             r"thanks|thank)\b")
_NAME_OPEN = re.compile(r"(?:^|\n|[|,;:(]|[-\u2013\u2022*][ \t])[ \t]*\Z")
_AND_BEFORE_NAME = re.compile(r"(?<![\w'\u2019.-])([A-Z][a-z\u00c0-\u024f-]{1,30})[ \t](?:and|&)[ \t]\Z")
_NICK_AFTER = re.compile(r"[ \t]{0,2}\(?[\"\u201c']([A-Z][a-z]{1,15})[\"\u201d']\)?(?![\w])")
_INVERTED_PREFIX = re.compile(r"(?:^|\n|\||\t|  |\d[.)] |[A-Za-z]:|\bc/o|[\w\"] /|(?:^|[,;\n=])\"|"
                              r"[A-Z]{2}; |\b(?i:vs?)\. |"       # a quoted CSV cell, a case caption
                              r"\b[A-Z]/[A-Z]{1,2} |\b(?:Capt|Cpt|Lt|Sgt|Cpl|Insp|Det|Dr)\.? |\w; )[ \t]*\Z")   # a crew list
_UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f"     # capitals of Latin-1 and Latin Extended-A ("Ž", "Ł")
_INVERTED = re.compile(rf"(?<![\w'\u2019./-])((?:(?:van|von|de|der|den|del|della|di|da|du|dos|das|ter|ten)[ ]){{0,3}}"   # "de Vries, Sanne"
                       rf"[{_UPPER}][\w'\u2019-]{{1,30}}(?:[ ][{_UPPER}][\w'\u2019-]{{1,30}})?)"
                       rf",[ \t]{{1,2}}([{_UPPER}][a-z\u00c0-\u024f\u02bb'-]{{1,30}}(?:-[{_UPPER}][a-z\u00c0-\u024f']{{1,20}})?\.?"   # "Klaus-Dieter"
                       rf"(?:[ ][{_UPPER}][a-z\u00c0-\u024f\u02bb'-]{{1,30}}){{0,2}})"
                       r"(?:[ \t]{1,2}(?:\"|\u201c)[A-Z][\w'-]{1,20}(?:\"|\u201d))?"      # 'Bearden, Hollis "Buddy"'
                       r"(?=[ \t]*(?:\n|\Z|\||\t|  |\(|;|/[ \t]|\"[ \t,;\n]|\"\Z|,[ \t]{0,2}(?:aged|age|born|DOB|d\.o\.b)))")
#: the parties of a case caption: "RAMIREZ, ALBERTO vs. VALLEY FARMWORKERS CREDIT UNION"
_VERSUS = r"[ \t]{1,3}(?i:vs?|versus)\.?[ \t]"
#: all in capitals, as court and immigration papers write them: "OCHOA LEAL, DANIEL", "BECERRA, MARISOL T."
_INVERTED_ALL_CAPS = re.compile(rf"(?<![\w'\u2019.-])([{_UPPER}]{{2,30}}(?:[ -][{_UPPER}]{{2,30}})?)"
                                rf",[ \t]{{1,2}}([{_UPPER}]{{2,30}}(?:[ ][{_UPPER}]{{2,30}}){{0,2}}(?:[ ][A-Z]\.?)?)"
                                r"(?=[ \t]*(?:\n|\Z|\||\t|  |\(|,|;|\"[ \t,;\n])|" + _VERSUS + ")")
_INVERTED_CAPS = re.compile(r"(?<![\w'\u2019.-])([A-Z]{3,30}(?:[-'\u2019][A-Z]{2,30})?)"
                            r"(?:[ ]|\t(?=[A-Z][a-z\u00c0-\u024f'-]{1,30}[ \t]*(?:\t|\n|\Z)))"       # a cell of its own
                            r"([A-Z][a-z\u00c0-\u024f'-]{1,30}(?:[ ][A-Z][a-z\u00c0-\u024f'-]{1,30})?)"
                            r"(?=[ \t]*(?:\n|\Z|\||\t|  |\(|,))")
_SIGN_OFF = re.compile(r"(?im)^[ \t>]*(?:(?:kind|best|warm|warmest|many)[ \t]+(?:regards|wishes|thanks)|regards|best|cheers|"
                       r"thanks(?:[ \t]again)?|thank[ \t]you|sincerely|yours(?:[ \t](?:sincerely|faithfully|truly))?|"
                       r"love(?:[ \t]you[ \t]all)?|lots[ \t]of[ \t]love|much[ \t]love|all[ \t]my[ \t]love|hugs|"
                       r"take[ \t]care|talk[ \t]soon|speak[ \t]soon|with[ \t](?:thanks|love|gratitude)|groet(?:en)?|"
                       r"(?:viele[ \t])?gr(?:ü|ue)(?:ß|ss)e|cordialement|saludos|abra(?:ç|c)os|un[ \t]abrazo|bisous)"
                       r"[ \t]*[,!.]?[ \t]*\n(?:[ \t>]*\n)?[ \t>]*(?-i:([A-Z][\w'\u2019-]*\.?(?:[ \t][A-Z][\w'\u2019.-]*){0,2}))"
                       r"(?=[ \t]*(?i:x{1,3}|\(?[a-z]{1,12}\)?)?[ \t]*(?:\n|\Z|[|\u2013\u2014,][ \t]))")
#: "user" in other languages ("(bruker amk-kaa03)", "usuario mvaldes2"): only a handle's shape counts after them
_FOREIGN_USER = ("bruker|benutzer|usuario|usu\u00e1rio|utilisateur|utente|gebruiker|anv\u00e4ndare|bruger|k\u00e4ytt\u00e4j\u00e4|"
                 "kullan\u0131c\u0131|u\u017cytkownik|u\u017eivatel|felhaszn\u00e1l\u00f3|utilizator")
_HANDLE_CUE = re.compile(r"(?<![\w.-])((?i:user(?:[ _-]?name)?|log-?in|logon|account|mailbox|user[ _-]?id|by|por|par|von|"
                         r"door|przez|id|" + _FOREIGN_USER + r"|"
                         r"wechat|kakao(?:talk)?|telegram|skype|instagram|ig|twitter|discord|github|gitlab))"
                         r"(?:[ \t]{1,2}(?i:for|of)(?=[ \t]))?(?:[ \t]{1,2}|(?<=by)=)[\"'`]?"
                         r"((?=[a-z0-9._-]{0,30}[a-z])[a-z][a-z0-9._-]{1,30}[a-z0-9_])(?![\w@-]|\.\w)")
#: a record's action before "by": what follows is who did it ("printed 25/11/2026 by mmcaleese")
_DONE_BY = re.compile(r"(?i)(?<![\w-])(?:printed|exported|added|created|entered|updated|modified|edited|"
                      r"generated|submitted|uploaded|reviewed|approved|scanned|keyed|closed|resolved|"
                      r"assigned|amended|changed|completed|processed|logged|noted|override|overridden|flagged|"
                      r"verified|checked|posted|written|escalated|cancell?ed|voided|refunded|issued|"
                      r"generado|generada|creado|creada|exportado|exportada|modificado|modificada|escrito|escrita|"
                      r"registrado|registrada|actualizado|actualizada|aprobado|aprobada|introducido|gerado|gerada|"
                      r"criado|criada|alterado|alterada|généré|générée|créé|créée|exporté|modifié|modifiée|saisi|"
                      r"saisie|validé|validée|rédigé|rédigée|generato|generata|creato|creata|esportato|modificato|"
                      r"modificata|inserito|inserita|scritto|scritta|erstellt|exportiert|geändert|bearbeitet|"
                      r"erfasst|gedruckt|aangemaakt|gewijzigd|geëxporteerd|utworzony|utworzone|wygenerowany)"
                      r"(?:[ \t]{1,2}\S{1,24}){0,3}[ \t]{1,2}\Z")     # "printed 11/24/2026 4:12 PM by mruelas"
#: two-letter starts of English words; a log-in name that starts otherwise with two consonants is
#: an initial and a name ("dgooch", "sgrayson", "mmcaleese"), not a word ("congress", "hand")
_ONSETS = frozenset("bl br ch cl cr dr dw fl fr gh gl gn gr kl kn kr ph pl pn pr ps pt rh sc sh sk sl sm sn sp "
                    "sq st sv sw th tr ts tw vl wh wr".split())
_VOWELS = frozenset("aeiouy")


def _initial_and_name(handle: str) -> bool:
    """Whether a lower-case handle reads as an initial and a name: two consonants that start no
    English word, then a vowel ("dgooch", "jwhitehead"); "nntp" or "congress" do not."""
    return (len(handle) >= 5 and handle.isalpha() and handle[0] not in _VOWELS and handle[1] not in _VOWELS
            and handle[:2] not in _ONSETS and any(ch in _VOWELS for ch in handle[2:]))


#: "by" in the languages of exported reports ("Generado 26/11/2026 por mtorrents")
_BY_CUES = frozenset({"by", "por", "par", "von", "door", "przez"})
_LOGIN_CUES = frozenset({"user", "username", "user name", "user-name", "user_name", "login", "log-in", "logon",
                         "account", "mailbox", "userid", "user id", "user-id", "user_id"}) | _BY_CUES
#: a name signing a message after its last sentence and a dash: "... without me. - Tomek"
_DASH_SIGNATURE = re.compile(r"(?m)(?<=[.!?])[ \t]{1,2}[-\u2013\u2014~][ \t]{0,2}"
                             r"([A-Z][a-z\u00c0-\u024f'-]{1,20}(?:[ \t][A-Z][a-z\u00c0-\u024f'-]{1,20})?)"
                             r"(?:,[ \t]{1,2}[A-Z][\w'-]*(?:[ \t](?:[A-Z&][\w'-]*|of|and)){0,4})?[ \t]*$")   # "- Rhodri, Branch Manager"
#: the user column of an activity log: a date and time, a lower-case log-in, the note after two spaces
_LOG_ROW_HANDLE = re.compile(r"(?m)^[ \t]*\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}[ \tT]{1,2}\d{1,2}:\d{2}(?::\d{2})?"
                             r"(?:[ \t]?[AaPp]\.?[Mm]\.?)?[ \t]{1,3}([a-z][a-z0-9._-]{1,22}[a-z0-9])[ \t]{2,}(?=\S)")
#: a handle signing a line after a dash: reviews, comments ("— faith.ng", "- grannyjo_1951")
_SIGNED_HANDLE = re.compile(r"(?m)(?:\u2014|\u2013|(?<![\w-])--?)[ \t]{1,2}@?"
                            r"((?=[a-z0-9._]{0,30}[._0-9])[a-z][a-z0-9._]{1,30}[a-z0-9])[ \t]*$")
#: an initial and a family name, or a given name and an initial, joined by a dot
_DOTTED_HANDLE = re.compile(r"(?<![\w.@/\\-])([a-z]{1,20})\.([a-z]{1,20})(\d{0,4})(?![\w@/-]|\.\w)")
#: two lower-case words joined by an underscore, digits after them: "brad_pearce79", "amy_chou" (not a
#: function, an array or an assignment of code: "pty_master(", "buf_size[", "max_len =")
_UNDERSCORE_HANDLE = re.compile(r"(?<![\w.@/\\>-])([a-z]{2,20})_([a-z]{2,20})(\d{0,4})(?![\w@/-]|\.\w|[ \t]*[(\[=;{])")
#: a word spelled letter by letter with hyphens: "M-A-H-O-N-E-Y", "h-a-b-e-r-l"
_SPELLED = re.compile(r"(?<![\w-])(?:[A-Za-z]-){3,}[A-Za-z](?![\w-])")
_NICKNAMED = re.compile(r"(?<![\w'])([A-Z][a-z\u00c0-\u024f'-]{1,30})[ \t]{1,2}(?:\"|\u201c|\()"
                        r"([A-Z][a-z\u00c0-\u024f']{1,20}(?:-[A-Z]?[a-z\u00c0-\u024f']{1,20})?|(?<!\()[A-Z]{2,4})"
                        r"(?:\"|\u201d|\))[ \t]{1,2}((?:Mc|Mac|O')?[A-Z](?:[a-z\u00c0-\u024f']{1,30}|[A-Z\u00c0-\u00de']{1,30})"
                        r"(?:-[A-Z]?[a-z\u00c0-\u024f']{1,30})?"
                        r"(?:[ \t][A-Z][a-z\u00c0-\u024f']{1,30}(?:-[A-Z]?[a-z\u00c0-\u024f']{1,30})?)?)(?=['\u2019]s\b|(?![\w'-]))")
#: a nickname in quotes before a family name: 'Line cook "Papi" Ruiz'
_NICKNAME_FIRST = re.compile(r"(?<![\w\"])(?:\"|\u201c)([A-Z][a-z\u00c0-\u024f']{1,20})(?:\"|\u201d)[ \t]{1,2}"
                             r"([A-Z][a-z\u00c0-\u024f']{1,30}(?:-[A-Z][a-z\u00c0-\u024f']{1,30})?)(?![\w'-])")
#: chat-export lines of WhatsApp, KakaoTalk and LINE, the speaker in group 1
_SCRIPT_CHAT_LINES = (
    re.compile(r"(?m)^\[?\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?[ ]\d{1,2}:\d{2}(?::\d{2})?(?:[ ]?[APap][Mm])?\]?"
               r"[ ](?:[-\u2013][ ])?([^:\n\d][^:\n]{0,39}):[ ]"),
    re.compile(r"(?m)^\d{4}\ub144 \d{1,2}\uc6d4 \d{1,2}\uc77c (?:\uc624\uc804|\uc624\ud6c4) \d{1,2}:\d{2}, ([^:\n]{1,30}?) : "),
    re.compile(r"(?m)^\d{1,2}:\d{2}\t([^\t\n]{1,30})\t"),
)
_KIN_SPEAKERS = frozenset({"妈妈", "爸爸", "老公", "老婆", "哥哥", "姐姐", "奶奶", "爷爷", "엄마", "아빠", "누나", "언니", "오빠",
                           "형", "お母さん", "お父さん", "母", "父", "ママ", "パパ", "אמא", "אבא", "ماما", "بابا", "مامان",
                           "بابا", "แม่", "พ่อ"})
_NON_LATIN_LETTER = re.compile(r"[^\x00-\u024f\u1e00-\u1eff\W\d_]")
#: a role word (or "me") and a name in brackets after it: "Agente (Itzel)", "Sekr. (Mo)", "me (Grace)"
_BRACKETED_NAME = re.compile(r"(?<![\w'])([A-Za-z\u00c0-\u024f]{2,20}\.?)[ \t]{0,2}\(([A-Z\u00c0-\u00de][a-z\u00df-\u024f'-]{1,20})\)")
#: an initial without a dot, then a family name in capitals: "D PATEL"
_INITIAL_CAPS_FAMILY = re.compile(r"(?<![\w.'\u2019-])([A-HJ-Z])(\.?)[ ]([A-Z][A-Z'\u2019-]{2,20})(?![\w'\u2019-])")
#: role words that qualify another role, not a person ("vice versa", "senior staff")
_NOT_ROLES_BEFORE_NAMES = ("vice", "senior", "junior", "lead", "chief", "head", "deputy", "program")
#: languages that are also family or given names ("English", "French", "Welsh")
LANGUAGE_NAMES = frozenset({"english", "french", "german", "spanish", "italian", "portuguese", "dutch", "welsh", "irish",
                        "polish", "russian", "arabic", "dari", "farsi", "pashto", "urdu", "hindi", "punjabi", "tamil",
                        "mandarin", "cantonese", "korean", "japanese", "tagalog", "vietnamese", "ukrainian", "turkish",
                        "greek", "swedish", "danish", "norwegian", "finnish", "hungarian", "tigrinya", "amharic",
                        "somali", "swahili", "kurdish", "creole", "romanian", "czech", "croatian", "serbian"})
_SELF_WORDS = frozenset({"me", "myself", "yo", "moi", "ich", "eu", "io", "ik", "jag", "jeg", "ég", "minä", "ja"})
_MANIFEST_NAME = re.compile(r"(?<![\w/])([A-Z][A-Z'\u2019-]{1,30}(?:[ -][A-Z][A-Z'\u2019-]{1,30})?/"
                            r"([A-Z][A-Za-z'\u2019-]{1,30}(?:[ \t][A-Z][A-Za-z'\u2019-]{1,30}){0,3}))"
                            r"(?:[ \t](?:MR|MRS|MS|MISS|MSTR|DR))?(?![\w/])")
_LOWER_WORD = re.compile(r"(?<![\w@.\-/])[a-z\u00df-\u024f][a-z\u00df-\u024f'-]{1,30}(?![\w@\-/]|\.\w)")
_NON_HANDLES = frozenset({"root", "admin", "system", "server", "bot", "daemon", "cron", "kernel", "info", "warn",
                          "error", "debug", "note", "me", "you"})
#: sign-offs in other languages before a name: "Gruß Jens Möller", "Pozdrawiam Dorota"
SIGN_OFFS = frozenset({"gruß", "grüße", "gruss", "grüsse", "lg", "vg", "mfg", "groetjes", "groeten", "saludos",
                       "pozdrawiam", "pozdravem", "cordialement", "atenciosamente", "abraço", "abraços", "salut"})
#: endings of Slavic, Romanian, Turkish, Armenian and Greek family names ("Brozović", "Wiśniewska", "Nováková")
FAMILY_ENDING = re.compile(r"(?:i[cć]|i[čc]|ski|ska|cki|cka|wicz|ová|ský|ská|enko|escu|oğlu|yan|ian|idis|opoulos|"
                           r"akis|sson)\Z")
_SALUTATIONS = SIGN_OFFS | frozenset({"dear", "hi", "hey", "hello", "thanks", "thank", "cheers", "bye", "morning", "evening",
                          "love", "hugs", "xoxo", "frau", "herr", "pani", "pan", "mevrouw", "meneer", "señor",
                          "señora", "sr", "sra", "monsieur", "madame", "mme", "mlle", "signor", "signora", "dott",
                          "ing", "dhr", "mw", "good",
                          "afternoon", "regards", "best", "sincerely", "yours", "attn", "ciao", "hola", "bonjour",
                          "hallo", "greetings", "welcome", "congratulations", "congrats", "sorry", "ask", "tell",
                          "mr", "mrs", "ms", "dr", "prof", "professor", "sir", "madam", "miss", "mister", "saint",
                          "st", "mount", "lake", "fort", "port", "cape", "san", "santa", "los", "las", "new",
                          "oi", "olá", "salut", "hoi", "hej", "ahoj", "szia", "cześć", "merhaba"})
#: after a name heading a note: a dash, or a verb of what the person did or is ("out sick", "called")
_NOTE_HEAD_AFTER = re.compile(r"[ \t]+(?:[\u2013\u2014][ \t]|-[ \t]|(?:is|was|has|had|will|can|called|rang|"
                              r"says|said|asked|wants|needs|left|leaves|arrived|came|out|off|back|away|"
                              r"sick|ill|late|absent|confirmed|emailed|texted)\b)")
_SENTENCE_START = re.compile(r"(?:\A|[.!?:\n])[\s\"'(\[*>-]*\Z")
_LINE_START = re.compile(r"(?:\A|\n)[ \t]*\Z")
_LINE_END = re.compile(r"[ \t,.\-]*(?:\n|\Z)")
_CUE_GREETING = re.compile(r"(?<![\w'])(?:hi|hey|hello|dear|thanks|thank you|thx|cheers|bye|morning|"
                           r"oi|olá|ola|hola|ciao|salut|bonjour|hallo|hoi|hej|ahoj|szia|cześć|merhaba)[ \t]{1,2},?[ \t]?\Z",
                           re.IGNORECASE)
_CUE_AFTER = re.compile(r"[ \t]{0,2}(?:[,!?:;)]|\.(?!\w)|\n|\Z)")
#: words that call someone by name just before it: "thanks will", "ping sky", "ask grace"
ADDRESS_BEFORE = re.compile(r"(?:^|(?<=[\s@(]))(?i:thanks|thank you|thx|ty|cheers|ping|pinged|tag|tagged|ask|asked|tell|"
                            r"told|cc|hi|hey|hello|bye|obrigado|obrigada|merci|gracias|danke|dm|remind|i'm|im|this is|@)[ \t]{0,2}\Z")
#: a name that ends a chat message ("got u will", "in here hope lol") or opens one as a call ("grace - did you")
_VOCATIVE_END = re.compile(r"[ \t]{0,2}(?:[!?.,]{0,3}|[ \t]lol|[ \t]haha)[ \t]{0,2}[^\w\s]{0,4}[ \t]*(?:\n|\Z)")
_VOCATIVE_OPEN = re.compile(r"(?:[ \t]{0,2}[,:][ \t]|[ \t]{1,2}[-\u2013][ \t]|[ \t](?:you|u|can|could|are|did|do|pls)\b)")
_MESSAGE_START = re.compile(r"(?:^|\n|[:.!?][ \t]|[0-9](?:[ \t]?[ap]m)?[ \t]{1,4})\Z", re.IGNORECASE)
_BULLET = re.compile(r"(?:[-*+~\u2013\u2014\u2022]|\d{1,2}[.)])[ \t]")
_SIGNATURE_PREFIX = re.compile(r"[ \t]*(?:(?:--?|\u2013|\u2014|~)[ \t]{0,2})?")


#: a title written in lower case in a chat, before a name ("her boss mr boateng", "lola consolacion")
#: Vietnamese pronouns and verbs that are also given names in the lists ("Anh"): in a lower-case chat line
#: they are the words ("anh em check lệnh", "a Thắng nói 10h")
_LOWER_PRONOUNS = frozenset({"anh", "chị", "em", "cô", "chú", "bác", "ông", "bà", "nói", "bạn"})
#: a family name's initial in lower case after a given name in a chat: "priya k i think" (not the words
#: "a", "i", "u", "n", "x" or "y", which chats write alone)
_LOWER_INITIAL_AFTER = re.compile(r"[ ]([b-hj-mo-tvwz])\.?(?=[ \t,;:!?)]|\.?$|\.?\Z)", re.M)
_LOWER_HONORIFIC = re.compile(r"(?<![\w'])(?:mr|mrs|ms|dr|sir|madam|maam|aunty|auntie|uncle|lola|lolo|tita|tito|kuya|ate|"
                              r"mme|mlle|sra|srta|sig|sig\.ra|dott|dottssa|frau|herr|pani|pan|gospodin|gospođa)"
                              r"\.?[ \t]{1,2}\Z")


def _gap(text: str, end: int, start: int) -> bool:
    gap = text[end:start]
    return 0 < len(gap) <= 2 and gap.strip(" ") == "" or gap == ". " or gap == "."


def _style(first: str, last: str):
    if first[:1].isupper() and not first.isupper() and last[:1].isupper() and not last.isupper():
        return "title"
    if first.isupper() and last.isupper() and len(first) > 1:
        return "upper"
    if first.islower() and last.islower():
        return "lower"
    return None
