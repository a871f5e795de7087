"""The PII engine: NER + templates + name gazetteer, allow/deny lists, overlaps.

Use :func:`get_engine` for the process-wide instance; call
:meth:`PiiEngine.warm_up` before forking workers so the spaCy pipeline is
loaded once and shared copy-on-write.
"""

from __future__ import annotations

import functools
import re
import threading
from pathlib import Path
from typing import Iterable, Optional, Sequence

import phonenumbers
from spacy.lang.en.stop_words import STOP_WORDS

from veil.config import load_settings
from veil.errors import InputError, PayloadTooLarge
from veil.pii.addresses import AddressAssembler
from veil.pii.arabic_hebrew import ArabicHebrewNames
from veil.pii.catalog import PII_TYPES, PRECEDENCE, identifier_kind
from veil.pii.cjk import CjkNames
from veil.pii.greek_cyrillic import GreekCyrillicNames
from veil.pii.indic import IndicNames
from veil.pii.intervals import Intervals
from veil.pii.languages import LanguageMap, marker_words, strip_marks
from veil.pii.mentions import MentionLinker
from veil.pii.names import PARTICLES, NameGazetteer
from veil.pii.ner import NerModel
from veil.pii.organisations import OrgHeadRecognizer
from veil.pii.places import PlaceGazetteer
from veil.pii.recognizers import Candidate, load_recognizers, read_list, read_words
from veil.pii import validators
from veil.pii.tables import TableColumns
from veil.pii.vietnamese import VietnameseNames


class PiiEngine:
    """Detect PII spans in text.

    Parameters
    ----------
    assets_dir : Path or None
        The ``models/`` folder (default: ``load_settings().assets_dir``).
    max_text_chars : int or None
        Size limit (default: ``load_settings().max_text_chars``).
    use_ner : bool
        Run spaCy NER (disable only for tests of the templates).
    """

    def __init__(self, assets_dir: Optional[Path] = None, max_text_chars: Optional[int] = None,
                 use_ner: bool = True):
        settings = load_settings()
        self.assets_dir = Path(assets_dir) if assets_dir is not None else settings.assets_dir
        self.max_text_chars = int(max_text_chars if max_text_chars is not None else settings.max_text_chars)
        self.use_ner = use_ner
        base = self.assets_dir / "pii"
        self.recognizers_ = load_recognizers(self.assets_dir)
        self.gazetteer_ = NameGazetteer(self.assets_dir)
        self.places_ = PlaceGazetteer(self.assets_dir)
        self.cjk_ = CjkNames(self.assets_dir, common=self.gazetteer_.common_)
        self.greek_cyrillic_ = GreekCyrillicNames(self.assets_dir)
        self.indic_ = IndicNames(self.assets_dir)
        self.vietnamese_ = VietnameseNames(self.assets_dir)
        #: the phone template's context words, for numbers local to the text's country
        phone = next((r for r in self.recognizers_ if r.name == "phone"), None)
        self.phone_context_ = phone.context_re_ if phone is not None else None
        self.phone_excluded_ = phone.exclude_before_re_ if phone is not None else None
        self.arabic_hebrew_ = ArabicHebrewNames(self.assets_dir)
        self.org_heads_ = OrgHeadRecognizer(self.assets_dir)
        self.mentions_ = MentionLinker(self.gazetteer_)
        self.tables_ = TableColumns(self.assets_dir, self.gazetteer_.common_,
                                   frozenset(self.gazetteer_.first_ | self.gazetteer_.last_))
        self.addresses_ = AddressAssembler(self.assets_dir, self.gazetteer_.common_, self.gazetteer_.places_,
                                           frozenset(self.gazetteer_.first_ | self.gazetteer_.last_))
        names = frozenset(self.gazetteer_.first_ | self.gazetteer_.last_ | self.gazetteer_.ambiguous_)
        places = frozenset(self.gazetteer_.places_ | {p.lower() for group in self.places_.index_.values() for p in group})
        self.ner_ = NerModel(self.assets_dir, names=names, places=places,
                             script_names=self.greek_cyrillic_) if use_ner else None
        self.markers_ = marker_words(self.assets_dir)
        self.allow_ = {w.lower() for w in read_list(base / "allow.txt")}
        self.deny_ = _parse_deny_file(read_list(base / "deny.txt"))
        self.acronyms_ = self.ner_.acronyms_ if self.ner_ is not None else read_words(base / "acronyms.txt")

    # ------------------------------------------------------------------ public
    def warm_up(self) -> None:
        """Load the spaCy pipeline and run it once (call before forking)."""
        if self.ner_ is not None:
            self.ner_.load()
            self.analyze("Warm-up: Jane Doe, 1 Main Street, Boston, MA 02110.")

    def analyze(self, text: str, *, deny: Iterable = (), allow: Iterable[str] = (),
                types: Optional[Iterable[str]] = None) -> list[dict]:
        """PII spans of ``text``.

        Parameters
        ----------
        text : str
        deny : iterable of str or (str, type)
            Extra always-flag entries (matched literally, case-insensitive,
            whole word); a bare string is type ``CUSTOM``.
        allow : iterable of str
            Extra never-flag phrases (case-insensitive, whole word): a
            candidate lying inside an occurrence of one is dropped.
        types : iterable of str or None
            Only report these types (default: all).

        Returns
        -------
        list of dict
            ``{"start", "end", "text", "type", "identifier", "source", "score"}``
            sorted by ``start``; one span per region.

        Raises
        ------
        veil.errors.PayloadTooLarge
            ``text`` is longer than ``max_text_chars``.
        """
        return self.analyze_many([text], deny=deny, allow=allow, types=types)[0]

    def analyze_many(self, texts: Sequence[str], *, deny: Iterable = (), allow: Iterable[str] = (),
                     types: Optional[Iterable[str]] = None) -> list[list[dict]]:
        """:meth:`analyze` for many texts; NER runs through one ``nlp.pipe``."""
        texts = list(texts)
        for text in texts:
            if not isinstance(text, str):
                raise InputError("PII analysis needs text (a string)")
            if len(text) > self.max_text_chars:
                raise PayloadTooLarge(
                    f"text of {len(text)} characters is above the limit of {self.max_text_chars}")
        wanted = None
        if types is not None:
            wanted = set(types)
            unknown = wanted - set(PII_TYPES)
            if unknown:
                raise InputError(f"unknown PII type(s): {', '.join(sorted(unknown))}")
        deny_re = _deny_regexes(tuple(self.deny_) + tuple(_normalise_deny(deny)))
        allow_set = self.allow_ | {a.strip().lower() for a in allow if a and a.strip()}
        allow_re = _phrase_regex(allow_set)
        allow_len = max((len(a) for a in allow_set), default=0)
        languages = [LanguageMap(text, self.markers_) for text in texts]   # built once, used by NER and the gazetteer
        ner = self.ner_.analyze_many(texts, languages) if self.ner_ is not None else [[] for _ in texts]
        results = []
        for text, ner_cands, language in zip(texts, ner, languages):
            if not text:
                results.append([])
                continue
            cands = [c for c in ner_cands if (c.type != "PERSON" or not self.gazetteer_.is_label(text, c))
                     and not self._phone_label(text, c)]
            words = _has_letter(text)                   # names, places, handles, headers need letters
            lowered, triggered = text.lower(), {}
            for rec in self.recognizers_:
                cands.extend(rec.analyze(text, lowered, triggered, words))
            if words:
                cands.extend(self.gazetteer_.analyze(text, language))
                cands.extend(self.places_.analyze(text))
                cands.extend(self.cjk_.analyze(text))
                cands.extend(self.greek_cyrillic_.analyze(text))
                cands.extend(self.indic_.analyze(text))
                cands.extend(self.vietnamese_.analyze(text))
                cands.extend(self.arabic_hebrew_.analyze(text))
                cands.extend(self.org_heads_.analyze(text))
                cands.extend(self.tables_.analyze(text))
            labels = _form_labels(text)
            if labels:
                cands = [c for c in cands if not self._label_read_as_name(text, c, labels)]
            if allow_re is not None:
                cands = [c for c in cands if not _inside_phrase(allow_re, text, c, allow_len)]
            for regex, pii_type in deny_re:
                for m in regex.finditer(text):
                    cands.append(Candidate(m.start(), m.end(), pii_type, 1.0, "deny-list"))
            cands.extend(_ages_after_names(text, cands))
            cands.extend(_nicknames_after_names(text, cands, self.gazetteer_.common_))
            cands.extend(_nicknames_before_names(text, cands, self.gazetteer_.common_, self.gazetteer_.roles_))
            cands.extend(_phones_after_names(text, cands))
            cands.extend(_phones_of_same_shape(text, cands, self.phone_excluded_))
            cands.extend(_phones_repeated(text, cands))
            cands.extend(_phones_of_text_regions(text, cands, self.phone_context_))
            cands.extend(self.tables_.columns(text, cands, self.gazetteer_.name_shaped))
            cands.extend(_day_months_like_dates(text, cands))
            if words:
                cands.extend(_caps_initials(text, cands, self.acronyms_))
                cands.extend(_initials_column(text, cands, self.acronyms_))
                cands.extend(_caps_families_before(text, cands, self.gazetteer_.common_, self.acronyms_,
                                                    self.gazetteer_.last_))
                cands.extend(self.addresses_.analyze(text, cands))
                cands.extend(self.mentions_.analyze(text, cands, language))
            cands.extend(_names_joined_by_particles(text, cands, self.gazetteer_.last_,
                                                    self.gazetteer_.first_))   # also mentions
            cands.extend(_families_after_patronymics(text, cands, self.gazetteer_.common_))
            if labels:          # again: the mentions may have grown a name over a label ("Hali" -> "Medeni Hali")
                cands = [c for c in cands if not self._label_read_as_name(text, c, labels)]
            spans = [_trim(text, c, self.gazetteer_.common_) for c in _resolve(cands)]
            spans = [c for c in spans if c is not None]
            results.append([_as_dict(text, c) for c in spans if wanted is None or c.type in wanted])
        return results


    def _phone_label(self, text: str, c: Candidate) -> bool:
        """A phone label that NER reads as a person or firm right before its number ("Mobil 070-455 18
        92", "Tlf. +45 32 57 14 60")."""
        if c.type not in ("PERSON", "ORG") or self.phone_context_ is None:
            return False
        label = self.phone_context_.match(text, c.start, c.end)      # also "Mobil 070" with a bit of the number
        return label is not None and _NUMBER_AFTER_LABEL.match(text, label.end()) is not None

    def _label_read_as_name(self, text: str, c: Candidate, labels: Intervals) -> bool:
        """A form's field label that NER or the name lists read as a person, firm or place ("Doğum
        Tarihi:", "Cep Telefonu:", "Vigencia:"): inside a label and not led by a known given name."""
        if c.type not in ("PERSON", "ORG", "LOCATION") or not c.source.startswith(("spacy:", "gazetteer:names")):
            return False
        if not labels.contains(c.start, c.end):
            return False
        first = _WORD.search(text, c.start, c.end)
        return first is None or first.group().lower() not in self.gazetteer_.first_     # "Maria:" stays a name


#: a field label: a short run of words at a line start or after a wide gap, then a colon ("Doğum Tarihi:",
#: "Cep Tel .......:"), not a URL scheme
_FORM_LABEL = re.compile(r"(?m)(?:^|(?<=  )|(?<=\t)|(?<=\|))[ \t>*-]{0,4}([^\W\d_][^\W\d_ .'/-]*(?:[ .'/-]{1,2}[^\W\d_]+){0,3})"
                         r"[ \t.]{0,40}:(?!//)")
_WORD = re.compile(r"[^\W\d_]+")
_SPEECH_END = re.compile(r"(?i)\b(?:writes|wrote|said|says|asks|asked|replied|schrieb|escribió|escreveu|scrive|a[ ]écrit)\Z")


#: what follows a phone label: its number ("Mobil 070-455", "Tlf. +45", "Tel: (02)")
_NUMBER_AFTER_LABEL = re.compile(r"(?:/[^\W\d_]{2,12})?\.?[ \t]{0,2}:?[ \t]{0,2}[+(]?\d")   # also "Mobile/Viber 0917"


def _form_labels(text: str) -> Intervals:
    """The field labels of a form: four distinct labels or more, each used once (a label used again
    and again is a chat's speaker, "Ana: ..." ... "Ana: ...")."""
    if text.count(":") < 4:
        return Intervals([])
    found: dict = {}
    for m in _FORM_LABEL.finditer(text):
        if _SPEECH_END.search(m.group(1)) is None:          # "C. Akgun Writes:" quotes a person
            found.setdefault(m.group(1).lower(), []).append((m.start(1), m.end(1)))
    once = [spans[0] for spans in found.values() if len(spans) == 1]
    return Intervals(once) if len(once) >= 4 else Intervals([])


_LETTER = re.compile(r"[^\W\d_]")
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def _has_letter(text: str) -> bool:
    """Whether ``text`` holds a letter (an ASCII text is scanned with a cheaper pattern)."""
    return (_ASCII_LETTER if text.isascii() else _LETTER).search(text) is not None
_AGE_AFTER_NAME = re.compile(r"[ \t]{0,2}(?:,[ \t]{0,2}|\()(\d{1,3})(?:\)|,(?![ \t]{0,2}\d[\d./-]*[\u00ba\u00aa\u00b0]?[ \t]*(?:,|\n|\Z))|"
                             r"[.;](?!\d))")


def _ages_after_names(text: str, cands: list[Candidate]) -> list[Candidate]:
    """News style ages: "Gregory Hale (54)", "Walt Kimball, 88, of Burlington"; not a house number
    before a floor or a postcode ("Calçada de Santo André, 84, 2.º, 1100-497 Lisboa")."""
    out = []
    for c in cands:
        if c.type == "PERSON":
            m = _AGE_AFTER_NAME.match(text, c.end)
            if m and 0 < int(m.group(1)) <= 120:
                out.append(Candidate(m.start(1), m.end(1), "AGE", 0.6, "template:age_after_name"))
    return out


#: the lower-case name particles of veil.pii.names ("van", "der", "da"; not one-letter "y": "Ana y Luis"
#: are two people), plus the Dutch "v.d."
_PARTICLE = "|".join(sorted((re.escape(p) for p in PARTICLES if len(p) > 1), key=len, reverse=True)) + r"|v\.d\."
#: what lies between two pieces of one name NER cut at its particles: "P.J. van" + " der " + "Berg"
_PARTICLE_GAP = re.compile(rf"[ \t]{{1,2}}(?:(?:{_PARTICLE})[ \t]{{1,2}}){{1,3}}")
#: particles and a capitalised word right after a person: " i Ferrer", " de la Fuente"
_PARTICLE_FAMILY = re.compile(rf"[ \t]{{1,2}}(?:(?:{_PARTICLE})[ \t]{{1,2}}){{1,3}}([A-Z\u00c0-\u00de][a-z\u00df-\u024f'-]{{2,30}})(?![\w'-])"
                              rf"|[ \t](?:i|y)[ \t]([A-Z\u00c0-\u00de][a-z\u00df-\u024f'-]{{2,30}})(?![\w'-])"   # Catalan "i", Spanish "y"
                              r"|[ \t](?i:a/p|a/l|s/o|d/o|binte|binti|bin)[ \t]"          # Malay and Tamil connectors
                              r"([A-Z][A-Za-z'-]{1,30}(?:[ \t][A-Z][A-Za-z'-]{1,30}){0,2})(?![\w'-])")


def _names_joined_by_particles(text: str, cands: list[Candidate], families: frozenset = frozenset(),
                               given: frozenset = frozenset()) -> list[Candidate]:
    """One person over two person spans that only name particles separate ("P.J. van der Berg" read as
    "P.J. van" and "Berg"), over a person and a known family name NER took for a place or a firm
    ("Rosângela Aparecida do Nascimento"), over a person and a known family name after its particles
    ("Núria Puig i Ferrer"; after "y" only when it is no given name: "Ana y Luis" are two people), and
    over a person and the father's name after a Malay or Tamil connector ("Kavitha a/p Muniandy")."""
    persons = sorted((c for c in cands if c.type == "PERSON" or c.type in ("LOCATION", "ORG") and
                      " " not in text[c.start:c.end] and text[c.start:c.end].lower() in families),
                     key=lambda c: (c.start, c.end))
    out = []
    for a, b in zip(persons, persons[1:]):
        if a.type == "PERSON" and 2 < b.start - a.end <= 24 and text[b.start:b.start + 1].isupper() and \
                _PARTICLE_GAP.fullmatch(text, a.end, b.start):
            out.append(Candidate(a.start, b.end, "PERSON", min(a.score, b.score), a.source))
    for a in persons:
        m = _PARTICLE_FAMILY.match(text, a.end) if a.type == "PERSON" else None
        if m is None:
            continue
        after_particles, after_i_or_y, after_connector = m.group(1), m.group(2), m.group(3)
        word = (after_particles or after_i_or_y or "").lower()
        if after_connector is not None or word in families and (after_particles is not None or word not in given):
            out.append(Candidate(a.start, m.end(), "PERSON", a.score, a.source))
    return out


#: an East Slavic patronymic in Latin letters ending a person, then the family name: "Olga Sergeyevna" + " Petrova"
_PATRONYMIC_THEN_FAMILY = re.compile(r"(?:ovna|evna|ievna|yevna|ivna|ichna|ovich|evich|ovych|ievich|yevich|ich)"
                                     r"[ \t]([A-Z][a-z]{2,20}(?:-[A-Z][a-z]{2,20})?|[A-Z]{3,20})(?![\w'-])")


def _families_after_patronymics(text: str, cands: list[Candidate], common: set) -> list[Candidate]:
    """A person that ends with a patronymic grown over the family name after it ("Olga Sergeyevna
    Petrova", "IVAN PETROVICH SIDOROV"); not over an everyday word."""
    out = []
    for c in cands:
        if c.type != "PERSON" or c.end - c.start < 8:
            continue
        m = _PATRONYMIC_THEN_FAMILY.search(text, c.end - 6, c.end + 45)
        if m is not None and m.start(1) == c.end + 1 and m.group(1).lower() not in common:
            out.append(Candidate(c.start, m.end(1), "PERSON", c.score, c.source))
    return out


_NICK_AFTER_NAME = re.compile(r"(?:[ \t]{0,2}[\u00bb\"\u201d'])?[ \t]{0,2}\((@?[a-z][a-z0-9_.]{2,20}[a-z0-9_])"
                              r"(\)|[ \t](?=[^()\n]{1,40}\)))"
                              r"|[ \t]{0,2}[\u00bb\"\u201d][ \t]{1,2}(@?[a-z][a-z0-9_.]{2,20}[a-z0-9_])(?![\w@=:-]|\.\w)")   # not "key=\"""


def _nicknames_after_names(text: str, cands: list[Candidate], common: set) -> list[Candidate]:
    """A lower-case nickname or handle in brackets after a person: "Tomasz Sowiński (sowa)",
    "Ana Lima (ana_l)": shaped like a handle (a digit, "_" or ".") or sharing its first three
    letters with a word of the name; never an everyday word ("(online)", "(approx)"). A handle (with
    a digit, "_" or ".") may also open a longer bracket ("J. Dvořák (pepa.dvorak v Google Drive)")
    or follow a quoted name ('"Andre Kowalczyk" dre.k312', '« Capt. Richard Hallworth » (richard.h.navy)')."""
    out = []
    for c in cands:
        if c.type != "PERSON":
            continue
        m = _NICK_AFTER_NAME.match(text, c.end)
        if m is None:
            continue
        group = 1 if m.group(1) else 3
        nick = m.group(group).lstrip("@")
        shaped = re.search(r"[\d_.]", nick) is not None
        if not shaped and (group == 3 or m.group(2) != ")"):
            continue                  # only a handle opens a longer bracket or follows a quoted name
        heads = {w[:3].lower() for w in _WORD.findall(text, c.start, c.end) if len(w) >= 3}
        if nick not in common and nick not in STOP_WORDS and (shaped or nick[:3] in heads):
            out.append(Candidate(m.start(group), m.end(group), "USERNAME", 0.6, "template:nickname_after_name"))
    return out


def _nicknames_before_names(text: str, cands: list[Candidate], common: set, roles: set) -> list[Candidate]:
    """A nickname right before the person's full name in brackets: "Kosta (Konstantin Wolff)", "Pepe
    (Pedro Ortiz)": one capitalised word with the first letter of the name and not longer than its
    first word, no everyday word or role ("Chair (Anna Berg)")."""
    out = []
    for c in cands:
        if c.type != "PERSON" or text[c.start - 1:c.start] != "(" or text[c.end:c.end + 1] != ")":
            continue
        m = _NICK_BEFORE_NAME.search(text, max(0, c.start - 30), c.start - 1)
        words = _WORD.findall(text, c.start, c.end)
        if m is None or len(words) < 2:
            continue
        nick = m.group(1)
        low = nick.lower()
        if low in common or low in STOP_WORDS or low in roles or strip_marks(nick[0]) != strip_marks(words[0][0]) \
                or nick == words[0] or len(nick) > len(words[0]) + 1:     # "Haloperidol (Haldol TM)": no nickname
            continue
        out.append(Candidate(m.start(1), m.end(1), "PERSON", 0.6, "template:nickname_before_name"))
    return out


_NICK_BEFORE_NAME = re.compile(r"(?<![\w'\u2019.-])([A-Z\u00c0-\u00de][a-z\u00df-\u00ff]{1,12})[ \t]\Z")


#: a number right after a person, in brackets or after a dash or colon: "Selvam (86677 20914)",
#: "Ama - +233 30 276 9915", "Lakshmi Narayanan: 98410 55327"
_PHONE_AFTER_NAME = re.compile(r"[ \t]{0,2}(?:\(|[-\u2013\u2014:,][ \t]{0,2}|[ \t]{1,2}(?=\+))"
                               r"(\+?\(?\d[\d ().\-\u00a0]{5,18}\d)(?=\)|[ \t]{0,2}(?:[,;/|]|\n|\Z)|[.][ \t\n]|[.]\Z)")


#: a number right before a person, with a dash between: "254721604318 - MERCY WANJIKU KAMAU" (payment statements)
_PHONE_BEFORE_NAME = re.compile(r"(?<![\w+./:-])(\+?\d[\d ]{8,16}\d)[ \t]{1,2}[-\u2013][ \t]{1,2}\Z")


def _international_phone(number: str) -> bool:
    """Whether ``number`` is a whole international number, with its "+" or without it ("254721604318");
    a national number before a name may be any reference ("Invoice 2024000118 - John Smith")."""
    if number.startswith("+"):
        return any(s == 0 and e == len(number) for s, e, _ in validators.phone(number))
    digits = number.replace(" ", "")
    return digits.isdigit() and 11 <= len(digits) <= 13 and digits[0] != "0" and \
        any(s == 0 for s, _, _ in validators.phone("+" + digits))


def _phones_after_names(text: str, cands: list[Candidate]) -> list[Candidate]:
    """A number libphonenumber accepts as a whole, written right after a person's name: the
    name stands in for the context word ("Selvam (86677 20914)"); or right before it, after a dash
    ("254721604318 - MERCY WANJIKU KAMAU")."""
    out = []
    for c in cands:
        if c.type == "PERSON":
            b = _PHONE_BEFORE_NAME.search(text, max(0, c.start - 24), c.start)
            if b is not None and _international_phone(b.group(1)):
                out.append(Candidate(b.start(1), b.end(1), "PHONE", 0.6, "template:phone_before_name"))
            m = _PHONE_AFTER_NAME.match(text, c.end)
            if m is None:
                continue
            number = m.group(1)
            if number.count(")") > number.count("("):     # "(603)432-2517": the bracket was the number's
                continue
            if any(s == 0 and e == len(number) for s, e, _ in validators.phone(number)):
                out.append(Candidate(m.start(1), m.end(1), "PHONE", 0.6, "template:phone_after_name"))
    return out


#: a run of two to five digit groups with the separators phone numbers use ("20 47 33 18",
#: "(601) 742 3318", "8772 0519"), not inside a longer run of digits, letters, dots or slashes; a CSV
#: cell's comma may come before it ("JAR,91 482 36 15"), a thousands comma or space may not ("6 902 118 400")
_DIGIT_GROUPS = re.compile(r"(?<![\w+./:-])(?<!\d,)(?<!\d[ ])(?:[089][ ](?=\d{2}))?(?:\(\d{2,5}\)|\d{2,5})(?:[ .\-](?:\(\d{2,5}\)|\d{2,5})){1,4}"   # "8 699 30 417": a trunk digit
                           r"(?![\w/:-]|[.,]\d)")
_GROUP_SHAPE = re.compile(r"\d+")
_COUNTRY_CODE = re.compile(r"\+\d{1,3}[ .\-]?(?:\(0\)[ ]?)?")


def _digit_shape(number: str) -> str:
    """``"20 47 33 18"`` -> ``"2 2 2 2"``, ``"(601) 742-3318"`` -> ``"3 3-4"``: the group lengths
    with their separators, brackets left out."""
    return _GROUP_SHAPE.sub(lambda m: str(len(m.group())), number.replace("(", "").replace(")", ""))


def _phones_of_same_shape(text: str, cands: list[Candidate], excluded: Optional[re.Pattern] = None) -> list[Candidate]:
    """A document writes its phone numbers one way: a run of digits grouped exactly like a phone
    number found in the same text (with or without its country code) is a phone number too, even
    with no context word ("Kontakt: Lotte Friis, ..., 20 47 33 18" after "28 45 19 73" in the
    table above). Only shapes of seven digits or more in two groups or more count, and not after
    a label the phone template excludes (``excluded``: "CVR 41 88 27 05", a company number)."""
    shapes = set()
    for c in cands:
        if c.type == "PHONE" and c.score >= 0.5:
            number = text[c.start:c.end]
            for form in (number, _COUNTRY_CODE.sub("", number, count=1) if number.startswith("+") else ""):
                digits = sum(ch.isdigit() for ch in form)
                if 7 <= digits <= 12 and len(_GROUP_SHAPE.findall(form)) >= 2:
                    shapes.add(_digit_shape(form))
    if not shapes:
        return []
    taken = Intervals((c.start, c.end) for c in cands if c.type not in ("PERSON", "ORG", "LOCATION"))
    out = []
    for m in _DIGIT_GROUPS.finditer(text):
        if _digit_shape(m.group()) in shapes and not taken.overlaps(m.start(), m.end()) and (
                excluded is None or excluded.search(text, max(0, m.start() - 48), m.start()) is None):
            out.append(Candidate(m.start(), m.end(), "PHONE", 0.55, "template:phone_same_shape"))
    return out


#: a run of digits with the separators phone numbers use, not inside a longer number, word or date
_DIGIT_RUN = re.compile(r"(?<![\w+./:-])(?<!\d,)\+?\(?\d[\d ().\-]{6,18}\d(?![\w/:-]|[.,]\d)")


def _national_digits(number: str) -> str:
    """The digits of a phone number without its country code or trunk 0: "+977 9818 226 540" and
    "09818226540" -> "9818226540"."""
    digits = "".join(ch for ch in number if ch.isdigit())
    if number.lstrip().startswith("+"):
        try:
            return str(phonenumbers.parse(number, None).national_number)
        except phonenumbers.NumberParseException:
            return digits
    return digits.lstrip("0")


def _phones_repeated(text: str, cands: list[Candidate]) -> list[Candidate]:
    """Every other writing of a phone number found once: "Your rider Suman Rai (9812345670)" ...
    "From: 9812345670", "+977 9818 226 540" ... "eSewa ID 9818226540" (the same national digits,
    with or without the country code, the trunk 0 or separators)."""
    found = {_national_digits(text[c.start:c.end]) for c in cands if c.type == "PHONE" and c.score >= 0.5}
    found = {d for d in found if len(d) >= 8}
    if not found:
        return []
    taken = Intervals((c.start, c.end) for c in cands if c.type not in ("PERSON", "ORG", "LOCATION"))
    out = []
    for m in _DIGIT_RUN.finditer(text):
        raw = m.group().rstrip(" .-(")
        if _national_digits(raw) in found and not taken.overlaps(m.start(), m.start() + len(raw)):
            out.append(Candidate(m.start(), m.start() + len(raw), "PHONE", 0.55, "template:phone_repeated"))
    return out


def _phones_of_text_regions(text: str, cands: list[Candidate], context: Optional[re.Pattern] = None) -> list[Candidate]:
    """A run of digit groups that is a valid number of a country the text points to is a phone
    number even with no context word: "963 51 24 70" in a text with a ".es" e-mail address, "2310
    245 118" next to "+30 697 740 2215", "8 699 30 417" in Lithuanian text (written without the country
    code, such numbers are valid somewhere in most plans, so alone they need a context word). Two
    groups ("6776 2214") and a run without groups ("8612093") count after a phone word ("Tālr.:"), a
    dash only in the last four digits ("(81) 9 9634-2210"). Dates, money and digits already taken
    are left alone."""
    numbers = [text[c.start:c.end] for c in cands if c.type == "PHONE" and c.score >= 0.5]
    domains = [text[c.start:c.end] for c in cands if c.type in ("EMAIL", "URL", "DOMAIN")]
    hosts = [d.split("/")[2] if "//" in d else d.split("/")[0] for d in domains]     # "https://x.gr/a" -> "x.gr"
    regions = validators.phone_region_hints(numbers, hosts)
    regions += [r for r in validators.script_regions(text) if r not in regions]
    if not regions:
        return []
    taken = [(c.start, c.end, c.type) for c in cands if c.type not in ("PERSON", "ORG", "LOCATION")]
    overlapped = Intervals((s, e) for s, e, _ in taken)
    out = []
    for m in [*_DIGIT_GROUPS.finditer(text), *_TRUNK_NUMBER.finditer(text), *_BARE_SEVEN.finditer(text)]:
        raw = m.group()
        digits = sum(ch.isdigit() for ch in raw)
        if not 7 <= digits <= 11 or "-" in raw and not _DASHED_FOUR.search(raw):
            continue
        cued = context is not None and context.search(text, max(0, m.start() - 24), m.start()) is not None
        grouped = len(_GROUP_SHAPE.findall(raw)) >= 3 or m.re is _TRUNK_NUMBER or cued
        if (digits >= 8 or cued) and grouped \
                and not (overlapped.overlaps(m.start(), m.end()) and any(   # a phone inside it may grow ("8 699 30 417")
                    s < m.end() and m.start() < e and not (t == "PHONE" and m.start() <= s and e <= m.end())
                    for s, e, t in taken)) \
                and not _FULL_NUMERIC_DATE.fullmatch(raw) \
                and _MONEY_BEFORE.search(text, max(0, m.start() - 4), m.start()) is None \
                and _REFERENCE_BEFORE.search(text, max(0, m.start() - 24), m.start()) is None \
                and validators.valid_phone_in(raw, regions):
            out.append(Candidate(m.start(), m.end(), "PHONE", 0.55, "template:phone_text_region"))
    return out


#: the last eight digits of a Brazilian or Argentine number, written with a dash: "9634-2210"
_DASHED_FOUR = re.compile(r"(?<![\d-])\d{4}-\d{4}\Z")
#: seven digits in one run, an Icelandic number in a table ("8612093"): only after a phone word
_BARE_SEVEN = re.compile(r"(?<![\w+.,/:-])\d{7}(?![\w/:-]|[.,]\d)")
#: a national number written in one run with its trunk 0: "01098812345" (Egypt), "۰۹۱۲۳۴۸۷۷۰۱" (Iran),
#: "০১৭৬৫৩০৮৪২২" (Bangladesh, in Bengali digits)
_TRUNK_NUMBER = re.compile(r"(?<![\w+.,/:-])[0\u0660\u06f0\u0966\u09e6]\d{8,10}(?![\w/:-]|[.,]\d)")
#: a label of a reference number right before digits: "AWB 7710 4482 91", "Kundennummer: 700 4418 2291"
_REFERENCE_BEFORE = re.compile(r"\b(?i:awb|tracking|track|sendung\w*|kunden\w*|customer|client|invoice|inv|order|"
                               r"bestell\w*|auftrag\w*|rechnung\w*|factura|fattura|facture|pedido|ref|reference|"
                               r"account|acct|konto|contract|vertrag\w*|policy|polizza|claim|ticket|case|serial|"
                               r"s/?n|imei|id|nr|no|n[º°o]|number|nummer|numero|número|cvr|vat|nip|org|kvk)"
                               r"\.?[ \t]{0,2}[:#]?[ \t]{0,2}\Z")
_MONEY_BEFORE = re.compile(r"[$€£¥]\s?\Z|\b(?:EUR|USD|GBP|kr|zł|Kč|Ft)\s\Z")
_FULL_NUMERIC_DATE = re.compile(r"(\d{1,2})([/.\-])(\d{1,2})\2(?:\d{4}|\d{2})")
_DAY_MONTH = re.compile(r"(?<![\w/.:,=#+$€£¥-])(\d{1,2})([/.])(\d{1,2})(\.?)(?![\w/%+]|[.,:\-]\d)")
#: a measure, a score or a rating, not a date: "3/8 inch", "4.2 kg", "3.30 pm", "Apgar 8/9", "pain 6/10"
_MEASURE_AFTER = re.compile(r"[ \t]?(?:inch(?:es)?|ft|kg|mg|mcg|ml|cm|mm|km|lbs?|oz|pm|am|hrs?|mins?|mmol|miu|°)\b"
                            r"|[\"″%]", re.IGNORECASE)
_SCORE_BEFORE = re.compile(r"\b(?i:apgar|score[sd]?|rated|rating|pain|grade|level|fuel|stars?|ratio|version|release|"
                           r"v|gpa|cgpa|ielts|toefl|bp|hr)[ \t:=]{0,2}$")


def _day_months_like_dates(text: str, cands: list[Candidate]) -> list[Candidate]:
    """A day and month without a year ("review 24/11", "svar 19.11.", "Thu 11/19") in a text
    that writes full dates with the same separator: read in the text's order (day first when a
    full date's first number is above 12, month first when its second is), a valid day and month
    is a date too. Fractions, scores and measures ("1/2 tablet", "pain 6/10", "5/5", "4.2 kg")
    are not, and with dots both numbers need two digits or a closing dot ("19.11", "2.12.")."""
    orders: dict[str, set] = {}
    for c in cands:
        if c.type in ("DATE", "DATE_OF_BIRTH"):
            m = _FULL_NUMERIC_DATE.fullmatch(text, c.start, c.end)
            if m is not None:
                a, b = int(m.group(1)), int(m.group(3))
                order = "dm" if a > 12 else "md" if b > 12 else "?"
                orders.setdefault(m.group(2), set()).add(order)
    if not orders:
        return []
    taken = Intervals((c.start, c.end) for c in cands)
    out = []
    for m in _DAY_MONTH.finditer(text):
        known = orders.get(m.group(2))
        if known is None or len(known - {"?"}) > 1 or taken.overlaps(m.start(), m.end()):
            continue                                  # no full date of that kind, or the text mixes orders
        a, b = int(m.group(1)), int(m.group(3))
        if a < b <= 5 or a == b or a == 0 or b == 0 or b == 10 and a < 10:
            continue                                  # "1/2 tablet", "3/4", "5/5", "2/10"
        if m.group(2) == "." and not (len(m.group(3)) == 2 and (len(m.group(1)) == 2 or m.group(4))):
            continue                                  # "7.5", "3.8", "6.5" are decimals
        end = m.end() - len(m.group(4))
        if _MEASURE_AFTER.match(text, end) or _SCORE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        fits = {"dm": 1 <= b <= 12 and a <= 31, "md": 1 <= a <= 12 and b <= 31}
        allowed = [o for o in ("dm", "md") if o in known] or ["dm", "md"]
        if any(fits[o] for o in allowed):
            out.append(Candidate(m.start(), end, "DATE", 0.5, "template:day_month_of_text"))
    return out


#: a person's initials in capitals without dots where notes put their writer or a staff member:
#: a sign-off after a sentence ("... by e-mail 18/11/2026. - BJ", "reimburse to me pls. -HB"), after
#: a typist's or checker's label ("typed: LJ", "checked by MKH", "accepted as photo ID by JC",
#: "RTW w/ JF first", "photo ID sighted by: TK"), and an action's owner or a speaker at the head
#: of a clause ("Next steps: KW to send the checklist", "- KR to do a check-in visit", "- JB says no
#: to #7", "- JB – pls order more beds")
_INITIALS = r"(?:[A-Z]{2,3}|[A-Z](?:Mc|Mac|vd|v|d)[A-Z]{1,2})"      # "ELJ", "SMcN", "AvdW" (van der Walt)
_CAPS_INITIALS = re.compile(
    r"(?:(?<=[.!?])[ \t]{1,3}[-\u2013\u2014~][ \t]?|(?m:^)[ \t]*[\u2013\u2014~][ \t]?)"
    r"(" + _INITIALS + r")(?=[ \t]*(?:\n|\Z|\]))"                                   # "... today. - KNL]"
    r"|(?<=\w)[ \t][-\u2013\u2014][ \t](" + _INITIALS + r")(?=[ \t]{1,2}\d{1,2}[:.h]\d{2}[ \t]*(?:\n|\Z))"   # "8G - ELJ 08:20"
    r"|(?<=\S)[ \t][\u2013\u2014][ \t](" + _INITIALS + r")(?=\.[ \t]+[A-Z])"      # "copied to nurse 11/17 — MK. Ask ..."
    r"|(?:(?<![\w-])(?i:typed|dictated|transcribed|checked|initials|signed|verified|witnessed|countersigned|"
    r"reviewed|entered|dispensed|proposed|seconded|minuted|actioned|sighted|received|rec'd|recd|prepared|"
    r"processed|taken|collected|logged|handled|approved|authori[sz]ed|compiled|inspected|supervised|audited)(?:[ \t](?i:by)[ \t]{0,2}:?|[ \t]{0,2}[:=])"
    r"|(?<![\w-])(?i:proposed|seconded)[ \t](?=[A-Z]))"            # "proposed CF, seconded SMcC"
    r"[ \t]{0,2}(" + _INITIALS + r")(?![\w&'-]|[ \t]{0,2}:|[ \t][A-Z][a-z])"      # not "issued by BH Innsbruck"
    r"|(?<![\w-])(?:by|w/)[ \t](" + _INITIALS + r")(?=[ \t]*(?:[)\n]|\Z|[+&][ \t]|"    # "w/ TK + Jo R."
    r"[ \t](?:first|today|tomorrow|later)\b))"
    r"|(?:(?m:^)[ \t]*(?:[-*\u2022][ \t]*)?|[;:][ \t]|\.[ \t])(" + _INITIALS + r")"      # an action's owner:
    r"(?=[ \t]to[ \t](?!the\b|a\b)[a-z]{2,}[ \t]|"                            # "KW to send the checklist",
    r"[ \t](?:asked|says|said|wants|called|confirmed|reported|agreed|noted|prefers|thinks)\b|"   # "JB says no"
    r"[ \t]*[-\u2013\u2014][ \t]+(?:pls|plz|please|check|call|order|send|ask|follow)\b)"  # "JB – pls order"
    r"|(?<![\w'-])([A-Z](?:Mc|Mac)[A-Z]{1,2}|[A-Z]vd[A-Z])(?![\w'-])"   # "(LMcG)", "SMcC": initials no word has
    r"|\((" + _INITIALS + r")(?:[ \t]\d{1,2}/\d{1,2}(?:/\d{2,4})?\)|,[ \t](?=(?:\d{4}-|\d{1,2}[./]\d{1,2}[./])\d))"   # "(AB 25/11)", "(WH, 2026-11-23 10:07)": who noted it, when
    r"|(?<![\w-])(?i:ask|tell|ping|remind)[ \t](" + _INITIALS + r")(?=[ \t](?:re|about|to|if|for)\b|[ \t]*[,.?\n])"
    r"|(?<![\w-])(?i:exhibit|exh\.)[ \t](" + _INITIALS + r")/\d{1,3}(?!\d)")       # "exhibit SJW/3": the officer's initials
#: two or three capitals that are words, units or places rather than a person's initials
_NOT_INITIALS = frozenset({"OK", "AM", "PM", "US", "UK", "EU", "UN", "TV", "PC", "OT", "PT", "ER", "ED", "RN", "VP",
                           "HQ", "PO", "NA", "CC", "BCC", "DM", "PR", "AI", "ML", "NY", "LA", "DC", "SF", "GB", "MB",
                           "KB", "TB", "CT", "UPS", "DHL", "USPS", "BBC", "CNN", "ABC", "NBC", "MD", "DO", "NP", "PA",
                           "CA", "TX", "FL", "WA", "OR", "AU", "NZ", "SA", "UAE", "ETC", "YES", "NO", "ALL", "AND",
                           "THE", "FOR", "NOT", "NEW", "OFF", "ON", "IN", "OUT", "TO", "BY", "OF", "AT", "IS", "IT",
                           "HR", "QA", "GP", "SMS", "OTP", "AGM", "COB", "EOD", "EOW", "TBC", "TBD", "ASAP", "ME",
                           "WE", "MY", "MR", "MS", "DR", "SR", "JR", "LTD", "INC", "LLC", "PLC", "BV", "AG", "AB",
                           "AS", "SL", "SRL", "SPA", "OY", "KK", "BHD", "PTE", "PTY", "CO"})


#: a Roman numeral up to 39, which after a name is a regnal number, not initials ("Nicholas II")
_ROMAN = re.compile(r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})")


def _caps_initials(text: str, cands: list[Candidate], acronyms: set) -> list[Candidate]:
    """Capital initials standing for the person who wrote or handled something ("- BJ", "typed: LJ")."""
    out = []
    taken = Intervals((c.start, c.end) for c in cands if c.type not in ("ORG", "LOCATION"))
    for m in _CAPS_INITIALS.finditer(text):
        group = next(g for g in range(1, m.re.groups + 1) if m.group(g) is not None)
        initials = m.group(group)
        if initials in acronyms or initials in _NOT_INITIALS or _ROMAN.fullmatch(initials) or \
                taken.overlaps(m.start(group), m.end(group)):
            continue                                  # "Nicholas\nII to invade": a regnal number
        out.append(Candidate(m.start(group), m.end(group), "PERSON", 0.55, "template:person_initials_caps"))
    return out


#: capital initials closing a line after a wide gap: a register's "by" column ("Waiver filed by J. Doe      RB")
_LINE_END_INITIALS = re.compile(r"(?m)(?<=\S)[ \t]{6,}(" + _INITIALS + r")[ \t]*$")
#: US states and Canadian provinces: a column of them closes the lines of an address list
_REGION_CODES = frozenset("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM "
                          "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK "
                          "YT".split())


#: capital initials signing a note after its last sentence: "…podiel SR 83 %. RP", "Llamé al nieto. PR";
#: the sentence is in lower case (not "GO TO HELL!!! BE") and does not go on below ("branch. HE\nreviewed")
_SENTENCE_END_INITIALS = re.compile(r"(?m)(?<=[^\s\d][.!?])(?<!\bCo\.)"
                                    r"[ \t]+(?:[-\u2013\u2014][ \t]*)?(" + _INITIALS + r")[ \t]*$(?!\n[ \t]*[a-z])")

#: capital initials alone on a note's last line: whoever wrote it ("…výpisy z II. piliera\nJB")
_CLOSING_INITIALS = re.compile(r"\n[ \t]*(?:[-\u2013\u2014~][ \t]*)?(" + _INITIALS + r")\s*\Z")


def _initials_column(text: str, cands: list[Candidate], acronyms: set) -> list[Candidate]:
    """Initials closing the lines of a log: after a wide gap on three lines or more, as a docket
    right-aligns whoever made each entry, after a note's last sentence or alone on its last line; not
    codes, states or words in capitals."""
    def initials(regex):
        return [m for m in regex.finditer(text) if m.group(1) not in acronyms and m.group(1) not in _NOT_INITIALS
                and m.group(1) not in _REGION_CODES]
    found = initials(_LINE_END_INITIALS)
    found = (found if len(found) >= 3 else []) + initials(_CLOSING_INITIALS) + [
        m for m in initials(_SENTENCE_END_INITIALS)
        if re.search(r"[a-z\u00df-\u024f]", text[max(0, m.start() - 60, text.rfind("\n", 0, m.start()) + 1):m.start()])]
    taken = Intervals((c.start, c.end) for c in cands)
    return [Candidate(m.start(1), m.end(1), "PERSON", 0.55, "template:person_initials_column")
            for m in found if not taken.overlaps(m.start(1), m.end(1))]


#: one or two family names in capitals before a name in title case, as court lists, manifests and
#: screening hits write them: "TUPOU Sione Lātū", "FONOTI-AH CHING Grace", "TAN Wei Ming"
_CAPS_FAMILY_BEFORE = re.compile(r"(?<![\w'/.-])((?:[A-Z\u00c0-\u00de\u0100-\u017f\u1ea0-\u1ef9]"
                                 r"[A-Z\u00c0-\u00de\u0100-\u017f\u1ea0-\u1ef9'-]{1,20}[ ]){1,2})\Z")   # "NGUYỄN", "ŁUKASIEWICZ"; never over a tab
_NOT_FAMILY = frozenset({"attn", "fao", "fyi", "re", "fw", "fwd", "cc", "bcc", "to", "from", "dear", "hi", "hello",
                         "thanks", "note", "nb", "ps", "mr", "mrs", "ms", "dr", "prof", "sir", "pax", "pic", "ceo", "cfo",
                         "cto", "coo", "vp", "hr", "it", "pm", "am", "ref", "id", "no", "tel", "fax", "dob", "ok",
                         "urgent", "new", "update", "mx", "rn", "md", "the", "and", "for", "with", "by", "v", "vs", "lord",
                         "god", "saint", "team", "club", "dept", "unit", "room", "ward"})


def _caps_families_before(text: str, cands: list[Candidate], common: set, acronyms: set,
                          families: set) -> list[Candidate]:
    """A person preceded by family names in capitals ("Police v TUPOU Sione Lātū"): the name grows
    over them, unless a capital word is an everyday word, an acronym or a salutation ("ATTN John");
    before a name in capitals only a known family name counts ("TAN WEI MING")."""
    out = []
    for c in cands:
        if c.type != "PERSON" or c.start < 3 or not text[c.start:c.start + 1].isupper():
            continue
        caps = text[c.start:c.end].isupper()
        if not caps and not text[c.start:c.start + 2].istitle():
            continue
        m = _CAPS_FAMILY_BEFORE.search(text, max(0, c.start - 44), c.start)
        if m is None:
            continue
        words = m.group(1).split()
        while words and (words[0].lower() in common or words[0].lower() in _NOT_FAMILY or words[0] in acronyms
                         or words[0].lower() in STOP_WORDS):
            words.pop(0)
        known = [w.lower() in families for w in words]
        if words and all(w.isupper() and w.lower() not in common and w.lower() not in _NOT_FAMILY and w not in acronyms
                         and not w.endswith("-") and (k or not caps and len(w) >= 4 and re.search("[AEIOUY]", w))
                         for w, k in zip(words, known)):
            start = c.start - len(" ".join(words)) - 1
            if text[start:c.start].split() == words and not any(
                    o.type in ("ORG", "LOCATION") and o.start < c.start and start < o.end for o in cands):
                out.append(Candidate(start, c.end, "PERSON", c.score, c.source))   # not "NASA Ames Dryden"
    return out


_POSSESSIVE = re.compile(r"['\u2019]s?\Z")
_QUOTES = "\"'\u201c\u2018"


#: a name particle right before a name, itself after a line start, a comma, "e"/"and"/"y" or a bracket:
#: "testimoni Lorusso Antonella e Di Gioia Pasquale", "- De Smet", "(Van Rooyen)"; in lower case only at a
#: line or cell start, as a Dutch family name is filed: "R-24583;27.12.2025;van der Berg;Sanne"
_CAPITAL_PARTICLE_BEFORE = re.compile(r"(?m)(?:(?:^|[,;(|&]|\b(?:e|y|i|and|und|et|en))[ \t]{0,2}"
                                      r"((?:Di|De|Da|Del|Della|Dal|Dalla|Degli|Van|Von|Du|Dos|Das|Le)"
                                      r"(?:[ \t](?:der|den|de|la))?)"
                                      r"|(?:^|[;|\t]|(?<=[^\s,]),)[ \t]{0,2}((?:van|von|de|du|ter|ten)(?:[ \t](?:der|den|de|het))?))"
                                      r"[ \t]\Z")


def _trim(text: str, c: Candidate, common: set) -> Optional[Candidate]:
    """Cut what is no part of the identifier from a span's edges: a possessive ("Rebecca Stone's" ->
    "Rebecca Stone", the redaction reads "[PERSON]'s"), a title, a chat time or "I'm" before a name
    ("Mrs Okafor" -> "Okafor", "09:03 - Inês Carvalho" -> "Inês Carvalho", "I'm Mark Feeney" -> "Mark
    Feeney", a row number "3;Pieter-Jan" -> "Pieter-Jan"; an initial "M." stays)."""
    start, end = c.start, c.end
    if c.type in ("PERSON", "ORG", "LOCATION", "CLIENT") and end - start > 3:
        m = _POSSESSIVE.search(text, end - 2, end)
        if m is not None and m.start() > start + 1:
            end = m.start()
    if c.type == "PERSON":
        m = _LEADING_TITLE.match(text, start, end)
        if m is not None and end - m.end() > 1:
            start = m.end()
        colon = text.find(":", start, end)
        if colon > start + 1:
            label, rest = text[start:colon].strip(), text[colon + 1:end].strip().lstrip(_QUOTES)
            if rest[:1].isupper() and (label.lower() in common or " " not in label or "/" in label or
                                       any(ch.isdigit() for ch in label) or label.split()[-1].islower()):
                # also '"displayName":"Hege ...', "Landlord / Verhuurder:", "Compilato da: M. Bertolino"
                start = colon + 1 + len(text[colon + 1:end]) - len(text[colon + 1:end].lstrip(" \t" + _QUOTES))
            else:
                end = colon        # "Inês Carvalho: Bom dia" (a speaker and the first words), not "Assignee: Lucía"
    bare = _BARE_INITIAL_BEFORE.search(text, max(0, start - 28), start) if c.type == "PERSON" and start >= 2 else None
    if bare is not None:
        start = bare.start(1)      # "Approved: J Smith", "by K Patel", '"T E Khoury"': bare initials before the name
    dutch = _INITIALS_PARTICLES_BEFORE.search(text, max(0, start - 30), start) if c.type == "PERSON" else None
    if dutch is None and c.type == "PERSON" and _LEADING_PARTICLE.match(text, start):
        dutch = _ONE_INITIAL_BEFORE.search(text, max(0, start - 4), start)     # "A. " + "van Dijk-Hendriks"
    if dutch is not None and text[start:start + 1].isalpha():
        start = dutch.start(1)     # "J.M.A. van der Heijden-Bosman", "t.n.v. WF van den Berg"
    particle = _CAPITAL_PARTICLE_BEFORE.search(text, max(0, start - 12), start) if c.type == "PERSON" else None
    if particle is not None and text[start:start + 1].isupper():
        start = particle.start(particle.lastindex)  # "Di Gioia Pasquale", "De Smet", "van der Berg": a particle
    if c.type == "PERSON" and text[end:end + 1] == "." and end - start > 2 and text[end - 1].isupper() \
            and not text[end - 2].isalnum():
        end += 1                   # "Ngozi O." keeps the full stop of its initial
    kind = c.type
    if c.type in ("PERSON", "ORG") and _ONE_WORD_NAME.fullmatch(text, start, end):   # not "Steve Morris, M.A."
        initial = _INVERTED_INITIAL.match(text, end)
        if initial is not None:    # "Fitzgerald, P.", "Bakker-Oudshoorn, W." filed family name first
            end, kind = initial.end(), "PERSON"
    if c.type == "PERSON" and _ONLY_TITLE.fullmatch(text, start, end):
        return None                # "- Dr" on its own is no name
    if (start, end) == (c.start, c.end):
        return c
    return Candidate(start, end, kind, c.score, c.source)


#: a given name's initial after a family name filed first, closing a cell or a line: "Fitzgerald, P."
_INVERTED_INITIAL = re.compile(r",[ ][A-Z]\.(?:[ ]?[A-Z]\.)?(?=[ \t]{2}|\t|[ ]?(?:\n|\Z|[;|)]))")
#: one capitalised word, maybe double-barrelled: a family name NER may call a firm
_ONE_WORD_NAME = re.compile(r"[A-Z][a-z\u00df-\u024f'\u2019]+(?:-[A-Z][a-z\u00df-\u024f'\u2019]+)?")
#: a capital initial without a dot right before a name, after a label, a bracket, a comma or "by"
#: initials with dots (one only before particles), or capital initials and particles, before a family name
_INITIALS_PARTICLES_BEFORE = re.compile(
    rf"(?m)(?:^|(?<=[ \t:(,;\"]))((?:[A-Z]\.){{2,4}}[ ]?(?:(?:{_PARTICLE})[ ]){{0,3}}"
    rf"|[A-Z]\.[ ]?(?:(?:{_PARTICLE})[ ]){{1,3}}"      # not "M. LEFÈVRE" (Monsieur)
    rf"|[A-Z]{{1,3}}[ ](?:(?:{_PARTICLE})[ ]){{1,3}})\Z")
#: one dotted initial right before a name that starts with a particle, and that particle
_ONE_INITIAL_BEFORE = re.compile(r"(?m)(?:^|(?<=[ \t:(,;\"]))([A-Z]\.[ ]?)\Z")
_LEADING_PARTICLE = re.compile(rf"(?:{_PARTICLE})[ ]")
_BARE_INITIAL_BEFORE = re.compile(r"(?:^|[:(,;]|/(?=[ \t])|(?<![\w\"])[\"\u201c]|\b(?:by|to|from|cc|and|with))[ \t]{0,12}"
                                  r"((?:[A-HJ-NP-Z] ){1,3})\Z", re.MULTILINE)
_TITLES = (r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Herrn|Herr|Frau|Mme|Mlle|Sr|Sra|Dhr|Mevr|Mevrouw|Sister|Brother|"
           r"Father|Auntie|Aunty|Uncle|Capt|Captain|Judge|Hon|Mister|Madam|Madame|Monsieur|Señor|Señora|Signor|"
           r"Signora|Pani|Pan)\.?")
_ONLY_TITLE = re.compile(r"[\W\d_]*" + _TITLES + r"[\W\d_]*")
_LEADING_TITLE = re.compile(r"(?:[\d:. \t\-\u2013\[\]]*[\-\u2013:\]][ \t]+|\d{1,6}[;|,][ \t]?|" + _TITLES + r"[ \t]{1,2}|"
                            r"(?:I['\u2019]m|I[ \t]am|Im)[ \t]{1,2})(?=[A-Z\u00c0-\u00de])")   # "I'm Mark Feeney"


def _as_dict(text: str, c: Candidate) -> dict:
    return {"start": c.start, "end": c.end, "text": text[c.start:c.end], "type": c.type,
            "identifier": identifier_kind(c.type), "source": c.source, "score": c.score}


def _resolve(cands: list[Candidate]) -> list[Candidate]:
    """Merge overlapping candidates into one span per region.

    The region is the union of the overlapping candidates; its type, score and
    source are those of the most specific type (then the highest score).
    """
    if not cands:
        return []
    cands.sort(key=lambda c: (c.start, -c.end))
    regions: list[list[Candidate]] = []
    end = -1
    for c in cands:
        if regions and c.start < end:
            regions[-1].append(c)
            end = max(end, c.end)
        else:
            regions.append([c])
            end = c.end
    out = []
    for group in regions:
        best = min(group, key=lambda c: (PRECEDENCE[c.type], -c.score))
        start = min(c.start for c in group)
        stop = max(c.end for c in group)
        out.append(Candidate(start, stop, best.type, best.score, best.source))
    return out


def _parse_deny_file(lines: list[str]) -> list[tuple[str, str]]:
    out = []
    for line in lines:
        value, _, pii_type = line.partition("\t")
        out.append((value.strip(), (pii_type.strip() or "CUSTOM").upper()))
    return _normalise_deny(out)


def _normalise_deny(deny: Iterable) -> list[tuple[str, str]]:
    out = []
    for entry in deny:
        if isinstance(entry, str):
            value, pii_type = entry, "CUSTOM"
        else:
            value, pii_type = entry
        value = (value or "").strip()
        if not value:
            continue
        if pii_type not in PII_TYPES:
            raise InputError(f"unknown PII type {pii_type!r} in deny-list")
        out.append((value, pii_type))
    return out


def _inside_phrase(regex: re.Pattern, text: str, c: Candidate, width: int) -> bool:
    """Whether candidate ``c`` lies inside an occurrence of an allow-list phrase.

    Only the neighbourhood of the candidate is searched (phrases are at most
    ``width`` characters long), so the cost does not grow with the text.
    """
    lo = max(0, c.start - width)
    for m in regex.finditer(text, lo, min(len(text), c.end + width)):
        if m.start() <= c.start and c.end <= m.end():
            return True
    return False


def _phrase_regex(phrases) -> Optional[re.Pattern]:
    """Whole-word, case-insensitive alternation of literal phrases (longest first)."""
    phrases = sorted({p for p in phrases if p}, key=len, reverse=True)
    if not phrases:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in phrases) + r")(?!\w)", re.IGNORECASE)


@functools.lru_cache(maxsize=64)
def _deny_regexes(entries: tuple) -> list[tuple[re.Pattern, str]]:
    """One alternation per type, longest entries first; whole-word, case-insensitive."""
    by_type: dict[str, set[str]] = {}
    for value, pii_type in entries:
        by_type.setdefault(pii_type, set()).add(value)
    return [(_phrase_regex(values), pii_type) for pii_type, values in by_type.items()]


_ENGINE: Optional[PiiEngine] = None
_ENGINE_LOCK = threading.Lock()


def get_engine() -> PiiEngine:
    """The process-wide :class:`PiiEngine` (built on first use)."""
    global _ENGINE
    if _ENGINE is None:
        with _ENGINE_LOCK:
            if _ENGINE is None:
                _ENGINE = PiiEngine()
    return _ENGINE
