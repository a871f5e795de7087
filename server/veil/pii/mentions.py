"""Second pass over a text: the other mentions of people and log-in names already found.

Once the recognizers, the NER and the gazetteers have run, a person or a
handle found once is looked for everywhere else in the same text:

* later mentions of a name ("Bill Tran ... Bill reported"); in a chat also the
  lower-case form ("Grace Holloway" ... "flag it to grace"), the given name in
  a speaker's handle ("@jas.bhogal" ... "Jas can you own that?") and short
  forms of a speaker's given name ("Anjali" ... "anj what's his number");
* the words of e-mail addresses and log-in names written capitalised
  ("jonno.h87@gmail.com" ... "Jonno");
* the other items of a list of people ("- Will: ...", "- Grace: ...",
  "- Tor: ..."; "Apologies: Joy Achebe, Will");
* a log-in name in brackets after a person ("Kwame Asante (kasante)");
* log-in names built from a person's name ("Pieter Botha" ... "pbotha_adm");
* every other occurrence of a log-in name found once.

An everyday word used as a name ("will", "grace", "mark") counts in lower
case only where the words around it make it a name: "thanks will",
"will can you", "mark's car", "is will?" -- never "we will check".
"""

from __future__ import annotations

import re
import unicodedata

from spacy.lang.en.stop_words import STOP_WORDS

from veil.pii.intervals import Intervals
from veil.pii.languages import strip_marks
from veil.pii.names import ADDRESS_BEFORE, PARTICLES, NameGazetteer
from veil.pii.recognizers import Candidate


class MentionLinker:
    """Find the further mentions of the people and handles of a text.

    Parameters
    ----------
    gazetteer : NameGazetteer
        Supplies the name lists, the everyday-word list and the chat test.
    """

    def __init__(self, gazetteer: NameGazetteer):
        self.gazetteer = gazetteer

    def analyze(self, text: str, cands: list[Candidate], language=None) -> list[Candidate]:
        """New candidates for ``text`` given the ``cands`` found so far (``language``: the text's
        :class:`veil.pii.languages.LanguageMap`, built when needed if not given)."""
        pieces = frozenset(p for c in cands if c.type in ("EMAIL", "USERNAME")
                           for p in _address_pieces(text[c.start:c.end]) if len(p) > 1 and p.isalpha())
        out = self.gazetteer.in_context(text, cands)
        out += self.gazetteer.widen(text, cands, pieces, language)
        out += _handles_after_names(text, cands, self.gazetteer)
        found = cands + out
        taken = Intervals((c.start, c.end) for c in found)
        out += self._derived_handles(text, found, taken)
        chat = self.gazetteer.chat_like(text)
        out += self._shaped_handles(text, taken, chat)
        out += self._repeated_handles(text, found, taken)
        out += self._handle_siblings(text, found + out, taken)
        mentions = self._names(text, cands + out, taken, chat)
        mentions += self._initials_and_capitals(text, cands + out)
        mentions += self._list_siblings(text, cands + out + mentions)
        mentions += self._caps_family_siblings(text, cands + out + mentions)
        return out + mentions + self.gazetteer.widen(text, mentions, pieces, language)

    def _initials_and_capitals(self, text: str, cands: list[Candidate]) -> list[Candidate]:
        """A person's initials used as a stand-in ("Jane Holloway (JH)" ... "JH to send the forms"; the
        other mentions of initials a template found: "discuss w/ JK" ... "JK prefers") and
        the family name in capitals ("Daniel Whitcombe" ... "Name on card: D WHITCOMBE")."""
        common = self.gazetteer.common_
        initials, capitals = set(), set()
        for c in cands:
            if c.type != "PERSON" or "," in text[c.start:c.end]:
                continue
            if c.source.startswith("template:person_initials"):
                initials.add(text[c.start:c.end])           # "w/ JK" once: "JK prefers the Vaduz option" too
                continue
            words = [w for w in _NAME_TOKEN.findall(text, c.start, c.end) if w[:1].isupper()]
            if 2 <= len(words) <= 4 and len(words[-1]) > 1 and (
                    all(len(w) > 1 for w in words) or all(len(w) == 1 for w in words[:-1])):
                # "Jane Holloway" -> JH, "A.D. Pathirana" -> ADP; not "Michael A. Cobb" ("MAC" is a word)
                parts = [p for w in words for p in w.split("-") if p[:1].isupper()]
                for form in {"".join(w[0] for w in words), "".join(p[0] for p in parts)}:
                    if len(form) <= 4 and form.upper() not in _WORD_INITIALS:    # "Lis-Malinowska" -> JLM
                        initials.add(form.upper())
                        initials.add(strip_marks(form.upper()))                        # "Emre Şahin" -> ES
                particled = "".join(w[0] for w in _NAME_TOKEN.findall(text, c.start, c.end)
                                    if w[:1].isupper() or w in PARTICLES)
                if particled != particled.upper() and len(particled) <= 5:
                    initials.add(particled)                                            # "Piet de Boer" -> PdB
            declared = _DECLARED_INITIALS.match(text, c.end)    # "Tsang Ka Wai (KW)", "Te Aomihia Ngātai (TN)"
            if declared is not None and declared.group(1) not in _FUNCTION_INITIALS:
                # the whole name before the bracket, even when found in pieces ("Elke Van" + "Broeck")
                run = _NAME_RUN_BEFORE.search(text, max(0, c.start - 60), c.end)
                full = [w for w in _NAME_TOKEN.findall(run.group()) if w[:1].isupper()] if run else words
                for name in (words, full):
                    first = bool(name) and strip_marks(name[0][:1].upper()) == declared.group(1)[0]
                    if _initials_of(re.sub("[a-z]", "", declared.group(1)),   # "(FvA)": "von" left out; "(RBe)"
                                    [p for w in name for p in re.split(r"[-'\u2019]", w) if p[:1].isupper()]) \
                            and (first or name is words) or len(name) == 1 and first:
                        initials.add(declared.group(1))            # "Jef D'Hondt (JDH)", "Fatima (FAS)"
                        break
            if len(words) >= 2 and len(words[-1]) > 3 and words[-1].lower() not in common \
                    and words[-1].lower() not in STOP_WORDS:
                capitals.add(words[-1].upper())
            if len(words) >= 2 and len(words[0]) > 1 and words[0].isupper() and not words[1].isupper() and \
                    all(w.lower() in self.gazetteer.first_ for w in words[1:]):
                capitals.add(words[0])   # a family name written first in capitals: "TAN Wei Ming" (not "USENET Hockey")
        out = []
        strong = Intervals((c.start, c.end) for c in cands if c.type not in ("ORG", "LOCATION"))  # NER's "MFR" firm
        for group, pattern in ((initials, r"(?<![\w.@/-])(?:{})(?![\w@/-])"),
                               (capitals, r"(?<![\w.@/-])(?:[A-Z]\.?[ \t])?(?:{})(?![\w@/-])")):
            if not group:
                continue
            regex = re.compile(pattern.format("|".join(map(re.escape, sorted(group, key=len, reverse=True)))))
            for m in regex.finditer(text):
                if group is capitals or not strong.overlaps(m.start(), m.end()):
                    # a family name in capitals is often NER's "ORG": the merged span takes the type
                    # of the more specific candidate (PERSON) and grows over the initial before it
                    out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "coref:names"))
        return out

    def _list_siblings(self, text: str, cands: list[Candidate]) -> list[Candidate]:
        """The head of a bulleted line in a list of people ("- Will: circulate the plan",
        "- Grace: interview guides", "- Tor: benchmark set") and an item of a comma list of people
        ("Sorting: Gurpreet, Alan W.", "Apologies: Joy Achebe, Will"). When people are at least
        half of the items (and at least two heads of a bulleted list, or one other item of a
        comma list), an item of one or two capitalised words that are no everyday word (unless a
        known given name), place, role or month is a person too."""
        gaz = self.gazetteer
        persons = Intervals((c.start, c.end) for c in cands if c.type == "PERSON")
        others = Intervals((c.start, c.end) for c in cands if c.type not in ("PERSON", "ORG"))
        orgs = Intervals((c.start, c.end) for c in cands if c.type == "ORG")
        groups = [([(m.start(2), m.end(2)) for m in g], 3, False) for g in _bullet_groups(text)]
        groups += [([(m.start(), m.end()) for m in _ENUM_ITEM.finditer(text, r.start(), r.end())
                     if text[m.start() - 1] != "("], 2, True) for r in _ENUMERATION.finditer(text)]
        out = []
        for items, least, inline in groups:
            if len(items) < least:
                continue
            named = [it for it in items if persons.overlaps(it[0], it[0] + 1)]
            if len(named) < least - 1 or 2 * len(named) < len(items):
                continue
            for start, end in items:
                if (start, end) in named or others.overlaps(start, end) or \
                        len(items) == 2 and orgs.overlaps(start, end):
                    continue
                if text[start:end].isupper() or "'" in text[start:end] or "\u2019" in text[start:end] or \
                        inline and re.match(r"[ \t]{0,2}:", text[end:end + 3]):
                    continue                 # "IMO", "I'm", a form's next label ("Vorname: Jörg, Nachname: ...")
                words = [w.lower().rstrip(".") for w in text[start:end].split()]
                if all((w not in STOP_WORDS or w in gaz.ambiguous_) and w not in gaz.places_ and w not in gaz.roles_ and
                       w not in gaz.months_ and (w not in gaz.common_ or w in gaz.first_ or w in gaz.ambiguous_)
                       for w in words if len(w) > 1) and len(words[0]) > 1:
                    out.append(Candidate(start, end, "PERSON", 0.6, "coref:list"))
        return out

    def _caps_family_siblings(self, text: str, cands: list[Candidate]) -> list[Candidate]:
        """A text that writes its people family name first in capitals ("MUKAMANA Odette",
        "HAKIZIMANA Jean de Dieu"), twice or more among the people found, writes them all so:
        every other capitalised word of four letters or more followed by one to three capitalised
        words that are no everyday word, place, role or month is a person too
        ("6,NDAYISABA Pacifique,,20", "5. NSHIMIYIMANA Théogène – Member")."""
        gaz = self.gazetteer
        styled = [c for c in cands if c.type == "PERSON" and _CAPS_FAMILY_GIVEN.fullmatch(text, c.start, c.end)]
        if len(styled) < 2:
            return []
        persons = Intervals((c.start, c.end) for c in cands if c.type == "PERSON")
        out = []
        for m in _CAPS_FAMILY_GIVEN.finditer(text):
            if persons.overlaps(m.start(), m.end()):
                continue
            family = m.group(1).lower()
            given = [w.lower() for w in m.group(2).split() if w not in PARTICLES]
            if family in STOP_WORDS or family in gaz.common_ or family in gaz.places_ or family in gaz.roles_ or \
                    any(w in STOP_WORDS or w in gaz.common_ and w not in gaz.first_ or w in gaz.places_ or
                        w in gaz.roles_ or w in gaz.months_ for w in given):
                continue
            out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "coref:caps-family"))
        return out

    # ------------------------------------------------------------ log-in names
    def _derived_handles(self, text: str, cands: list[Candidate], taken: Intervals) -> list[Candidate]:
        """Log-in names built from a person's given and family name: "pbotha_adm", "nkarimi1",
        "ext-asharma", "kofi.mensah" (an optional short prefix/suffix and digits allowed)."""
        forms = set()
        for c in cands:
            if c.type != "PERSON":
                continue
            tokens = [w.lower() for w in _NAME_TOKEN.findall(text, c.start, c.end)]
            words = [w for w in tokens if len(w) > 1]
            if "," in text[c.start:c.end] and len(tokens) >= 2:   # "Dela Cruz, Theresa", "Bakker, W."
                given, family = tokens[-1], words[0]
            elif len(words) < 2:
                continue
            else:
                given, family = words[0], words[-1]
            family = re.sub(r"['\u2019]", "", family)
            for given, family in {(given, family), (_ascii(given, True), _ascii(family, True)),
                                  (_ascii(given, False), _ascii(family, False))}:
                if len(family) < 3 or not given or not family.isascii() or not given.isascii():
                    continue
                for fam in {family, family.replace("-", ""), family.split("-")[0]}:
                    forms.update({given[0] + fam, given + fam, given + "." + fam, given + "_" + fam,
                                  fam + given[0], given[0] + "." + fam})
        forms = {f for f in forms if len(f) > 4 and f not in self.gazetteer.common_ and f not in STOP_WORDS}
        if not forms:
            return []
        regex = re.compile(r"(?<![\w.@/-])((?:[a-z]{2,6}[._-])?(?:" +
                           "|".join(map(re.escape, sorted(forms, key=len, reverse=True))) +
                           r")[0-9]{0,4}(?:[._-][a-z]{2,6})?)(?![\w@/-]|\.\w)")
        out = []
        for m in regex.finditer(text):
            if not taken.overlaps(m.start(1), m.end(1)):
                taken.add(m.start(1), m.end(1))
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "coref:handles"))
        return out

    def _shaped_handles(self, text: str, taken: Intervals, chat: bool) -> list[Candidate]:
        """In a chat or a time-stamped log, a word with a log-in name's shape ("vexl_ghost",
        "paperdragon77", "k_lindqvist88"): lower-case letters joined by an underscore or ending in
        two or more digits, with a part that is no everyday word; not in code ("malloc_size(",
        "$user_id", "obj.max_len")."""
        if not chat and len(_LOG_LINE.findall(text)) < 3:
            return []
        gaz = self.gazetteer
        out = []
        for m in _HANDLE_SHAPE.finditer(text):
            word = m.group()
            parts = [p for p in re.split(r"[_0-9]+", word) if p]
            if taken.overlaps(m.start(), m.end()) or not parts or all(
                    p in gaz.common_ or p in STOP_WORDS or len(p) < 3 for p in parts) or word in _ROLE_MAILBOXES:
                continue
            taken.add(m.start(), m.end())
            out.append(Candidate(m.start(), m.end(), "USERNAME", 0.55, "coref:handle-shape"))
        return out

    def _repeated_handles(self, text: str, cands: list[Candidate], taken: Intervals) -> list[Candidate]:
        """Every other whole-word occurrence of a log-in name found once."""
        common = self.gazetteer.common_
        handles = {text[c.start:c.end] for c in cands if c.type == "USERNAME"}
        handles = {h for h in handles if len(h) > 2 and h.lower() not in common and h.lower() not in STOP_WORDS}
        if not handles:
            return []
        regex = re.compile(r"(?<![\w.@/-])(?:" + "|".join(map(re.escape, sorted(handles, key=len, reverse=True))) +
                           r")(?![\w@/-]|\.\w)")
        out = []
        for m in regex.finditer(text):
            if not taken.overlaps(m.start(), m.end()):
                taken.add(m.start(), m.end())
                out.append(Candidate(m.start(), m.end(), "USERNAME", 0.6, "coref:handles"))
        return out

    def _handle_siblings(self, text: str, cands: list[Candidate], taken: Intervals) -> list[Candidate]:
        """The other items of a comma list of three log-in names or more ("3 accounts got in:
        jmarchetti, ops_keystone2, a.whitfield"): when one item is a log-in name found and at least half of them
        are found or hold a dot, underscore or digit, an item shaped like one that is no everyday
        word is one too."""
        handles = Intervals((c.start, c.end) for c in cands if c.type == "USERNAME")
        common = self.gazetteer.common_
        out = []
        for run in _HANDLE_LIST.finditer(text):
            items = [(m.start(), m.end()) for m in _HANDLE_ITEM.finditer(text, run.start(), run.end())
                     if m.group() != "and"]
            known = [handles.overlaps(s, e) for s, e in items]
            shaped = [k or re.search(r"[._\d]", text[s:e]) is not None for (s, e), k in zip(items, known)]
            if len(items) < 3 or not any(known) or 2 * sum(shaped) < len(items):
                continue
            for (s, e), k in zip(items, known):
                word = text[s:e].lower()
                if not k and not taken.overlaps(s, e) and word not in common and word not in STOP_WORDS:
                    taken.add(s, e)
                    out.append(Candidate(s, e, "USERNAME", 0.55, "coref:handle-list"))
        return out

    # ------------------------------------------------------------------ names
    def _address_names(self, address: str) -> set[str]:
        """Names an e-mail address or log-in name is made of, to be found capitalised in the text:
        "jonno.h87@gmail.com" ... "Jonno", "sunita.k" ... "Sunita". A word of the address counts when
        it has three letters or more and is no everyday word, place, role or month; an everyday
        word counts only when it is a known given name beside another word ("joy.mbeki")."""
        gaz = self.gazetteer
        pieces = _address_pieces(address)
        out = set()
        for p in pieces:
            if len(p) < 3 or not p.isalpha() or p in STOP_WORDS or p in gaz.places_ or p in gaz.roles_ \
                    or p in gaz.months_ or p in _ROLE_MAILBOXES:
                continue
            if p in gaz.common_ and not (p in gaz.first_ and len(pieces) >= 2):
                continue
            out.add(p)
        return out

    def _names(self, text: str, cands: list[Candidate], taken: Intervals, chat: bool) -> list[Candidate]:
        """Later mentions of the given and family names of the PERSON candidates.

        Outside chats a name is matched as written (a capitalised name
        capitalised; a known given name also in lower case at the head of a
        bulleted line or where it is called by name); an everyday word counts
        only when it is a known given name written capitalised. In a chat every name is also matched in any
        case, with the given names of speakers' handles and short forms of
        speakers' given names; an everyday word then needs a name-like
        neighbourhood (:func:`_addressed`).
        """
        gaz = self.gazetteer
        common, first = gaz.common_, gaz.first_ | gaz.ambiguous_
        titled, lower, short, plain = set(), set(), set(), set()
        for c in cands:
            if c.type == "PERSON":
                for k, m in enumerate(_NAME_TOKEN.finditer(text, c.start, c.end)):
                    w, low = m.group(), m.group().lower()
                    if len(w) < 3 or w.isupper() or low in PARTICLES:
                        continue         # "van", "de", "bin": a particle names nobody on its own
                    everyday = low in common or low in STOP_WORDS
                    if not everyday or (w.istitle() and low in first):
                        (titled if w.istitle() else lower).add(w if w.istitle() else low)
                    if not everyday and w.istitle() and low in first and not chat:
                        plain.add(low)                   # "Anne Whitfield" ... "- anne still rattled"
                    if chat and (not everyday or low in first):
                        lower.add(low)
                        if len(low) >= 5 and (k == 0 or low in first):       # a given name
                            short.update(p for p in (low[:3], low[:4], low[:5] if len(low) >= 6 else "")
                                         if p and _short_form(p, gaz))            # "Giulia" -> "Giuli"
            elif c.type == "USERNAME" and chat:
                handle = text[c.start:c.end].lstrip("@").lower()
                head = re.split(r"[._\-0-9]", handle)[0]
                if len(head) >= 3 and (head in first or re.fullmatch(r"[a-z]{3,}[._][a-z]{3,}", handle)
                                       and head not in common and head not in STOP_WORDS):
                    lower.add(head)                  # "@jas.bhogal", "will.p", "sunita.rao"
            if c.type in ("EMAIL", "USERNAME"):
                names = self._address_names(text[c.start:c.end])
                titled.update(p.title() for p in names)
                parts = _address_pieces(text[c.start:c.end])
                if chat and len(parts) >= 2 and all(p.isalpha() and p not in common for p in parts):
                    lower.update(p for p in names if len(p) >= 4)   # "ingvild" beside ingvild.haugen@...
        short -= lower
        lower |= short
        if not lower and not titled and not plain:
            return []
        months = gaz.months_
        out = []
        if plain:                  # outside a chat, a given name in lower case where a name stands
            regex = re.compile(r"(?<![\w.@])(?:" + "|".join(map(re.escape, sorted(plain, key=len, reverse=True))) +
                               r")(?![\w@]|\.\w)")
            for m in regex.finditer(text):
                if (_BULLET_BEFORE.search(text, max(0, m.start() - 8), m.start()) or
                        ADDRESS_BEFORE.search(text, max(0, m.start() - 14), m.start())) \
                        and not taken.overlaps(m.start(), m.end()):
                    taken.add(m.start(), m.end())
                    out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "coref:names"))
        for group, flags in ((titled, 0), (lower, re.IGNORECASE)):
            if not group:
                continue
            # a capitalised name also between underscores, as file names join them: "I-589_Habte_Senait.pdf"
            edge = (r"(?<![^\W_])(?<![.@])", r"(?![^\W_]|@|\.\w)") if not flags else (r"(?<![\w.@])", r"(?![\w@]|\.\w)")
            regex = re.compile(edge[0] + "(?:" + "|".join(map(re.escape, sorted(group, key=len, reverse=True))) +
                               ")" + edge[1], flags)
            for m in regex.finditer(text):
                low = m.group().lower()
                if low in months and (_TEMPORAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) or
                                      _DIGIT_AFTER.match(text, m.end())):
                    continue   # "scanned them in May", "May 5"
                if low in STOP_WORDS and _QUESTION_AFTER.match(text, m.end()):
                    continue   # "Will you send it?", "May I ask"
                if flags and (low in common or low in STOP_WORDS or low in short) and not (
                        m.group().istitle() and low in titled) and not _addressed(text, m.start(), m.end()):
                    continue   # "we will check", "by the grace of"
                if not taken.overlaps(m.start(), m.end()):
                    taken.add(m.start(), m.end())
                    out.append(Candidate(m.start(), m.end(), "PERSON", 0.6, "coref:names"))
        return out


_LIST_ITEM = re.compile(r"(?m)^[ \t>]*([-*+\u2022\u2013]|\d{1,2}[.)])[ \t]{1,3}(?:([A-Z][a-z\u00c0-\u024f'\u2019-]{1,20}"
                        r"(?:[ \t][A-Z][a-z\u00c0-\u024f'\u2019-]{1,20})?)(?=[ \t]{0,2}(?::|[\u2013\u2014(,]|-[ \t]|\n|\Z)))?")


#: a comma list of two or more log-in-shaped words: "jmarchetti, ops_keystone2, a.whitfield"
_HANDLE_ITEM = re.compile(r"(?<![\w.@/-])[a-z][a-z0-9._-]{1,30}[a-z0-9_](?![\w@/-]|\.\w)")
_HANDLE_LIST = re.compile(r"(?<![\w.@/-])[a-z][a-z0-9._-]{1,30}[a-z0-9_](?:,[ \t]{1,2}(?:and[ \t])?"
                          r"[a-z][a-z0-9._-]{1,30}[a-z0-9_]){1,20}(?![\w@/-]|\.\w)")
_ENUM_ITEM = re.compile(r"[A-Z][\w'\u2019-]+(?:[ \t][A-Z][\w'\u2019-]*\.?){0,2}")
#: a run of capitalised items after a label, separated by commas, "and" or "&": "Apologies: Joy Achebe, Will"
_ENUM_NOTE = r"(?:[ \t]\([^()\n]{1,16}\))?"     # "Carroll (CL), Ng, Mark Delaney"
_ENUMERATION = re.compile(r"(?<=:[ \t])[ \t]{0,3}" + _ENUM_ITEM.pattern + _ENUM_NOTE +
                          r"(?:(?:,[ \t]{1,2}|[ \t]{1,2}(?:and|&)[ \t]{1,2})" + _ENUM_ITEM.pattern + _ENUM_NOTE +
                          r")+(?![\w'\u2019-])")


#: a family name in capitals and the given names after it: "HAKIZIMANA Jean de Dieu", "UWASE Diane"
_CAPS_FAMILY_GIVEN = re.compile(r"(?<![\w'\u2019.-])([A-Z]{4,30}(?:-[A-Z]{2,30})?)"
                                r"((?:[ \t](?:(?:" + "|".join(sorted(PARTICLES, key=len, reverse=True)) + r")[ \t])?"
                                r"[A-Z\u00c0-\u00de][a-z\u00df-\u024f'-]{1,30}){1,3})(?![\w'\u2019-])")


def _bullet_groups(text: str) -> list[list[re.Match]]:
    """Runs of consecutive bulleted lines with the same bullet; the heads of their items (group 2 of
    each match; a line without a capitalised head breaks no run but adds no head)."""
    groups, current, last_end, last_bullet = [], [], -1, None
    for m in _LIST_ITEM.finditer(text):
        line_start = text.rfind("\n", 0, m.start() + 1) + 1
        bullet = m.group(1) if not m.group(1)[0].isdigit() else "1."
        if bullet != last_bullet or text.count("\n", last_end, line_start) != 1:
            groups.append(current)
            current = []
        current.append(m)
        last_bullet, last_end = bullet, line_start
    groups.append(current)
    return [[m for m in g if m.group(2)] for g in groups if g]


_GERMAN_FOLDS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def _ascii(word: str, german: bool) -> str:
    """A name as a log-in name spells it: "öztürk" -> "oeztuerk" (German folding) or "ozturk"."""
    if german:
        word = word.translate(_GERMAN_FOLDS)
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode("ascii")


def _address_pieces(address: str) -> list[str]:
    """The words of an e-mail address's local part or of a log-in name: "joy.mbeki@x.co" -> joy, mbeki."""
    local = address.lstrip("@").split("@")[0].lower()
    return [p for p in re.split(r"[._+\-0-9]+", local) if p]


def _short_form(prefix: str, gaz: NameGazetteer) -> bool:
    """Whether a short form of a given name ("anj", "olu") can stand for it: no word of its own."""
    return prefix not in gaz.common_ and prefix not in STOP_WORDS and prefix not in gaz.places_ \
        and prefix not in gaz.months_ and prefix not in gaz.month_abbrevs_


_ADDRESS_AFTER = re.compile(r"(?:['\u2019]s\b|[ \t]{0,2}[?!:]|[ \t]{0,2}[.,]?[ \t]{0,2}(?:\n|\Z)|[ \t]{1,2}(?:can|could|would|should|is|was|has|had|did|"
                            r"said|says|pls|please|too)\b)")
_QUESTION_AFTER = re.compile(r"[ \t]{1,2}(?i:i|you|we|they|he|she|it|this|that|there|be|not|the|a|an|your|our)\b")
_PRONOUN_BEFORE = re.compile(r"(?:^|(?<=\W))(?i:i|you|we|they|he|she|it|who|that|which|this|there|u|the|a|an)[ \t]{1,2}\Z")


def _addressed(text: str, start: int, end: int) -> bool:
    """Whether the everyday word at ``text[start:end]`` is used as a name: after "thanks",
    "ping", "ask", ... or before "'s", "?", "can", "is", ... (not after a pronoun or an article:
    "we will?", "the sky is")."""
    before = text[max(0, start - 14):start]
    if _PRONOUN_BEFORE.search(before):
        return False
    return ADDRESS_BEFORE.search(before) is not None or _ADDRESS_AFTER.match(text, end) is not None


#: the head of a bulleted line: "- anne still rattled", "* joe: MFA done"
_BULLET_BEFORE = re.compile(r"(?m)^[ \t]*[-*\u2022][ \t]{1,2}\Z")
_HANDLE_AFTER_NAME = re.compile(r"[ \t]{0,2}\(([a-z][a-z0-9._-]{1,30}[a-z0-9])(?:\)|,[ \t])")


def _handles_after_names(text: str, cands: list[Candidate], gaz: NameGazetteer) -> list[Candidate]:
    """A log-in name in brackets right after a person: "Kwame Asante (kasante)", "Jo Lim (jlim2)",
    "Hope Adebayo-Clarke (hadebayo)" (a dot, underscore or digit in it, made of a name, or holding
    a part of the person's own name; not "Aroha (branch)")."""
    out = []
    for c in cands:
        if c.type == "PERSON":
            m = _HANDLE_AFTER_NAME.match(text, c.end)
            if m and m.group(1) not in gaz.common_ and m.group(1) not in STOP_WORDS and (
                    re.search(r"[._0-9]", m.group(1)) or gaz.name_shaped(m.group(1)) or
                    _holds_own_name(m.group(1), text[c.start:c.end])):
                out.append(Candidate(m.start(1), m.end(1), "USERNAME", 0.6, "template:handle_after_name"))
    return out


def _holds_own_name(handle: str, name: str) -> bool:
    """Whether ``handle`` holds a part of three letters or more of ``name`` ("kasanteb" and
    "Kwame Asante-Boateng"), accents folded."""
    parts = {p for w in _NAME_TOKEN.findall(name) for german in (True, False)
             for p in re.split(r"[-'\u2019]", _ascii(w.lower(), german)) if len(p) >= 3}
    return any(p in handle for p in parts)


#: mailbox words that are no names ("noreply", "helpdesk"); everyday words are dropped anyway
_ROLE_MAILBOXES = frozenset({"noreply", "donotreply", "helpdesk", "servicedesk", "webmaster", "postmaster", "hostmaster",
                             "admin", "sysadmin", "root", "mailer", "daemon", "info", "enquiries", "inquiries", "hr",
                             "accounts", "billing", "payroll", "ops", "devops", "dev", "svc", "bot", "ext", "adm",
                             "usr", "user", "guest", "test", "kontakt", "contacto", "bureau", "buero", "zentrale"})
#: a log line that starts with a time stamp ("21:14  AutoMod removed ...", "[09:02] ...")
_LOG_LINE = re.compile(r"(?m)^[ \t]*\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]")
#: a log-in name's shape: "vexl_ghost", "k_lindqvist88", "paperdragon77" (not "$x", "a.b_c", "f_x(")
_HANDLE_SHAPE = re.compile(r"(?<![\w.$@/\\>-])(?:[a-z][a-z0-9]{0,20}_[a-z0-9_]{1,20}[a-z0-9]|[a-z]{3,20}[0-9]{2,4})"
                           r"(?![\w@(\[-]|\.\w|->)")
def _initials_of(initials: str, words: list[str]) -> bool:
    """Whether each letter of ``initials`` starts a word of ``words``, in order ("KW" of "Tsang Ka Wai",
    "TN" of "Te Aomihia Ngātai"; not "MTS" of "Michael DeAddio")."""
    i = 0
    for word in words:
        if i < len(initials) and strip_marks(word[:1].upper()) == strip_marks(initials[i]):
            i += 1
    return i == len(initials)




#: initials declared in brackets right after a person's name, alone or before a role: " (KW)", " (CML, chair)",
#: ' (« JB »)'
_DECLARED_INITIALS = re.compile(r"[ \t]{0,2}\((?:[^(),;\n]{1,20},[ \t])?[\"'\u00ab\u201c\u2018]?[ \u00a0]?"
                                r"([A-Z](?:[a-z]?[A-Z]){1,3}[a-z]?)[ \u00a0]?[\"'\u00bb\u201d\u2019]?(?=[,;)])")
#: the capitalised words and name particles that end where a person's name ends, on one line
_NAME_RUN_BEFORE = re.compile(r"(?:[^\W\d_][\w'\u2019-]*[ \t]){0,5}[^\W\d_][\w'\u2019-]*\Z")
#: initials that are English words: not even initials a text declares after a name ("Priya Raval (PR, Sales)"
#: makes "PR" hers, but "Ian Taylor (IT)" leaves "IT" a department)
_FUNCTION_INITIALS = frozenset({"IT", "OK", "US", "AM", "PM", "OR", "IN", "ON", "AT", "TO", "NO", "SO", "DO", "GO", "IF",
                                "IS", "BE", "WE", "ME", "MY", "UP", "OF", "AN", "BY", "HE"})
#: initials a name's words make that also stand for a word or a business term: not taken as the name's
_WORD_INITIALS = _FUNCTION_INITIALS | frozenset({"HR", "TV", "ID", "UK", "EU", "UN", "AI", "CV", "PR", "QA", "VP", "PS",
                                                 "NB", "CC", "RE", "FW"})
_NAME_TOKEN = re.compile(r"[^\W\d_][\w'\u2019-]*")
_TEMPORAL_BEFORE = re.compile(r"\b(?:in|on|since|until|till|by|of|from|through|during|before|after|early|"
                              r"late|mid|next|last|this|each|every)[ \t-]{1,2}\Z", re.IGNORECASE)
_DIGIT_AFTER = re.compile(r"[ \t,]{0,2}\d")
