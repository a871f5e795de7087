"""Grow address spans over the parts the street templates leave out.

The templates in ``models/pii/recognizers.json`` find the core of an address
(a street line, a PO box, a postcode + city line). Real address blocks carry
more: a unit or floor after the street ("..., app. 3", "..., 2. OG links",
"..., 3e étage gauche"), a city, a bare postcode or a country after it
("..., Cape Town, 7460", "..., Cairo 11211, Egypt"), a flat, plot or building
before it ("Flat 4B, Sai Krupa Residency", "Plot 1087 ..."), and Indian-style
blocks that end in a six-digit PIN ("..., Powai, Mumbai 400076").

:class:`AddressAssembler` walks from each address core over neighbouring
*pieces* (text between commas or single line breaks) as long as each piece
reads like part of an address: capitalised proper words, numbers, unit and
floor words, building words, a few lower-case street words ("rue des"). It
stops at a piece that holds another kind of identifier (a person, a phone,
a date...), a form label ("Phone:"), everyday words ("Dear Sir") or prose.
Walking backwards it only takes pieces with a number, a unit or a building
word, so a letterhead's company name above the street stays out.

The word lists live in ``models/pii/address_parts.json``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from spacy.lang.en.stop_words import STOP_WORDS

from veil.pii.recognizers import Candidate, read_list

#: a street line over a postcode line: "Am Lehmberg 3a" / "22880 Wedel", "Zwart Janstraat 64A" / "3035 AR Rotterdam"
_STREET_OVER_POSTCODE = re.compile(
    r"(?m)^[ \t]*((?:[A-Z\u00c0-\u00de][\w'\u2019.-]{1,25}|am|an|im|in|op|de|van|der|den|oven|la|le|di|del|do|da)"
    r"(?:[ \t](?:[A-Z\u00c0-\u00de][\w'\u2019.-]{1,25}|am|an|im|in|op|de|van|der|den|oven|la|le|di|del|do|da|dos|des)){0,4}"
    r"[ \t]\d{1,4}[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?),?[ \t]*\n[ \t]*"
    r"((?:[A-Z]{1,2}-)?\d{4,5}(?:[ \t][A-Z]{2})?)[ \t]{1,2}([A-Z\u00c0-\u00de][\w'\u2019.-]{1,30}"
    r"(?:[ \t-](?:[A-Z\u00c0-\u00de][\w'\u2019.-]{0,30}|am|an|der|bei|im|sur|en)){0,3})[ \t]*$")
#: candidate types a piece of an address may not overlap (it is something else)
_STOP = frozenset({"PERSON", "EMAIL", "PHONE", "DATE", "DATE_OF_BIRTH", "URL", "DOMAIN", "IP_ADDRESS",
                   "CREDIT_CARD", "IBAN", "SSN", "USERNAME", "AGE", "PASSPORT", "DRIVER_LICENSE"})
_SEP_AFTER = re.compile(r"[ \t]{0,2}(?:,[ \t]{0,3}(?:\n[ \t]{0,4})?|\n[ \t]{0,4}|[ \t]{1,2}[-\u2013\u2014][ \t]{1,2}|[ \t]?/[ \t]?(?=[^\W\d_]))")
_DASH_SEP = re.compile(r"[ \t]{1,2}[-\u2013\u2014][ \t]{1,2}")
_SEP_BEFORE = re.compile(r"(?:,[ \t]{0,3}(?:\n[ \t]{0,4})?|[ \t]{0,3}\n[ \t]{0,4})\Z")
#: a piece of an address: up to a comma, a line, a tab or a table bar (a cell holds one value)
_PIECE = re.compile(r"[^,\n;:!?\t|]{1,70}")
_MAX_AFTER, _MAX_BEFORE = 5, 4
_HOUSE_NUMBER_BEFORE = re.compile(r"(?<![\w.,/-])[1-9]\d{0,4}[A-Za-z]?[ \t]\Z")
_CONTACT_LABEL = re.compile(r"(?i:tel|t\u00e9l|tlf|telefon|telephone|t\u00e9l\u00e9phone|phone|ph|fax|mobile|mob|cell|"
                            r"handy|e-?mail|web|www|tfno|m\u00f3vil)\b\.?(?![ \t]{0,2}[^\W\d_])"    # not "Tel Aviv"
                            r"|(?:SIRET|SIREN|APE|NAF|TVA|VAT|KvK|CIF|NIF|RCS|ABN|ACN|CNPJ|CPF|EIN|GSTIN|GST|UID|USt|"
                            r"IVA|RFC|RUC|NIT|CUIT)\b")        # a company's registration numbers follow its address
#: a label's value ends with its line or cell
_VALUE_END = re.compile(r"[\n|\t;]")
_SENTENCE_END = re.compile(r"\.(?=[ \t]+[A-Z])")
#: NER's people inside an address line are mostly places it misreads ("Wan Chai", "Hà Nội")
_WEAK_PERSON = ("spacy:", "gazetteer:names")
#: a closing bracket or quote ends an address written inside brackets or quotes
_CLOSERS = ")\"\u201d\u00bb"
#: a house number or a floor alone between commas after the street ("Rua Augusta, 84, 2.º")
_HOUSE_NUMBER = re.compile(r"\d{1,4}(?:[.]\d{3})?[A-Za-z]?|\d{1,2}\.?[\u00ba\u00aa\u00b0]")
#: a postcode alone in a piece after the street: "80331", "05435-000" (Brazil), "1100-139" (Portugal)
_LONE_POSTCODE = re.compile(r"(?:[A-Z]{2}-)?\d{4,6}|\d{5}-\d{3}|\d{4}-\d{3}")
#: an Irish county closing an address: "Co. Wicklow", "Co. na Gaillimhe", "County Mayo"
_IRISH_COUNTY = re.compile(r"(?:Co\.?|County)[ \t](?:na[ \t])?[A-Z\u00c0-\u00de][\w'\u2019-]{2,20}")
#: a line or a table cell (between tabs or bars) that may hold an address chain (an address line is short)
_CHAIN_LINE = re.compile(r"(?:(?<=\n)|(?<=\t)|(?<=\|)|\A)[^\n\t|]{5,300}(?=[\n\t|]|\Z)")
#: a house, unit or postcode number: "12", "212-bis", "12-2-831/A", "3.º", "4th", "4B", "1100-139"
_NUMBER = re.compile(r"\d[\d/.\-]*(?:[A-Za-z]{1,3}\d?|-?bis|-?ter|\u00ba|\u00aa|\.\u00ba|\u00b0)?(?:/[A-Z])?")


def _sentence_end(text: str, start: int, end: int, places: frozenset = frozenset()) -> int:
    """Where the first sentence in ``text[start:end]`` ends: a full stop before a capital after a word
    of five letters or more, a known place (``places``, lower case) or three characters or more with a
    digit ("London SW1A 1AA. Postcode ...", "Saint-Lager. Prenez", "Umeå. Ring"; not "St. Kilda" or
    "2. OG"); ``end`` when there is none."""
    for stop in _SENTENCE_END.finditer(text, start, end):
        words = text[start:stop.start()].split()
        word = words[-1] if words else ""
        if len(word) > 4 or len(word) > 2 and any(ch.isdigit() for ch in word) or word.lower() in places:
            return stop.start()
    return end


def _sentences(text: str, lines, places: frozenset = frozenset()):
    """The sentences of each line match in ``lines``, as (start, end) pairs (see :func:`_sentence_end`)."""
    for line in lines:
        start = line.start()
        while start < line.end():
            end = _sentence_end(text, start, line.end(), places)
            yield start, end
            start = end + 1


class AddressAssembler:
    """Extend ADDRESS candidates over neighbouring address pieces.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/address_parts.json``, ``pii/street_suffixes.txt``).
    common : set of str
        Everyday words (lower case): a capitalised one is no proper name.
    places : set of str
        Known one-word place names (lower case), for PIN-line anchors.
    names : set of str
        Known given and family names (lower case): a person heading an address line stays out.
    """

    def __init__(self, assets_dir: Path, common: set, places: set, names: frozenset = frozenset()):
        data = json.loads((Path(assets_dir) / "pii" / "address_parts.json").read_text(encoding="utf-8"))
        self.common = common
        self.places = places
        self.names = names
        self.units_ = {w.lower() for w in data["unit_words"]}
        self.sides_ = {w.lower() for w in data["side_words"]}
        self.buildings_ = {w.lower() for w in data["building_words"]}
        self.suffixes_ = {w.lower() for w in read_list(Path(assets_dir) / "pii" / "street_suffixes.txt")}
        self.lower_ = {w.lower() for w in data["lower_words"]} | self.units_ | self.sides_
        units = "|".join(re.escape(w).replace(r"\ ", r"[ \t]") for w in sorted(self.units_, key=len, reverse=True))
        floors = "|".join(re.escape(w) for w in sorted(data["floor_words"], key=len, reverse=True))
        sides = "|".join(re.escape(w) for w in sorted(self.sides_, key=len, reverse=True))
        alone = "|".join(re.escape(w).replace(r"\ ", r"[ \t]")
                         for w in sorted(data["lone_floor_words"], key=len, reverse=True))
        unit = (rf"(?:(?i:{units})\.?[ \t]{{0,2}}(?:(?i:no)\.?[ \t]{{0,2}})?#?[ \t]{{0,2}}"
                rf"(?:[A-Za-z]?\d[\w/-]{{0,8}}|\d{{1,3}}(?:[ \t]\d{{2}}){{1,3}})"
                rf"|\d{{1,2}}(?:e|er|ème|è|\.º|\.ª|º|ª|\.|st|nd|rd|th)?[ \t]{{0,2}}(?:{floors})\b\.?"
                rf"|\d{{1,2}}[º°ª][ \t]{{0,2}}[A-Z](?!\w)"                       # "2° B", "5º A"
                rf"|(?i:{units})\.?[ \t]{{1,2}}[A-Z](?!\w)|#[ \t]?\d[\w/-]{{0,6}}"
                rf"|(?:\d{{1,3}}|[GLU]G?)/F|B?\d{{1,2}}F(?!\w)|[A-Z]-\d{{1,4}}[A-Z]?"
                rf"|(?i:{alone})(?:[ \t][A-Z])?(?!\w))(?:[ \t]{{1,2}}(?i:{sides})\b\.?)?")   # "r/c", "bajo B"
        self.unit_re_ = re.compile(rf"{unit}(?:[ \t]{{1,2}}{unit}){{0,2}}")    # "Blk 7 Lot 22", "Bt 12 n° 7"
        #: a unit word and its number right after the street, without a comma ("... 148/150 lok. 12")
        self.unit_after_re_ = re.compile(rf"[ \t]{{1,2}}(?i:{units})\.?[ \t]{{0,2}}#?[ \t]{{0,2}}[A-Za-z]?\d[\w/-]{{0,8}}(?![\w])")
        # "Flat 5, 19 ...", "Suite 1404 - 1331 Alberni Street", "#300 - 1188 West Pender Street"
        self.unit_before_re_ = re.compile(rf"(?:{unit}[ \t]{{0,2}}(?:,|[ \t][-\u2013])?|(?i:{units})\.?)[ \t]{{1,2}}\Z")
        tok = r"(?:[A-Z][\w'-]{1,25}|\d{1,3}(?:st|nd|rd|th))"
        labels = "|".join(re.escape(w).replace(r"\ ", r"[ \t]{1,2}")
                          for w in sorted(data.get("labels", ()), key=len, reverse=True))
        # "Address: ...", "| Ship to: ...", "Anschrift:\n..." (the value on the label's line or the next)
        self.label_re_ = re.compile(rf"(?im)(?:^|(?<=[|\t;]))[ \t>*-]*(?:{labels})[ \t]*(?:\([^)\n]{{0,20}}\)[ \t]*)?"
                                    r":[ \t]*(?:\n[ \t]*)?(?=[^\s:])") if labels else None
        self.pin_line_re_ = re.compile(
            rf"(?<![\w-]){tok}(?:[ \t]{tok}){{0,3}}(?:,[ \t]{{1,2}}{tok}(?:[ \t]{tok}){{0,3}})?"
            r"[ \t]{1,2}(?:[-\u2013][ \t]{1,2})?[1-9]\d{2}[ ]?\d{3}(?![\w-])")

    # ---------------------------------------------------------------- pieces
    def _token_ok(self, tok: str) -> str:
        """Kind of one token of an address piece: "digit", "proper", "word" (a unit, building,
        street or connecting word) or "" (not address-like)."""
        core = tok.rstrip(".,")
        low = core.lower()
        if not core or core.endswith(":"):
            return ""                                 # a label: "ACSnet:", "Tel:"
        if core[0] == "#" and core[1:2].isdigit():
            core = core[1:]                           # "#7-50", "#09-118"
        if core[0].isdigit():
            return "digit" if _NUMBER.fullmatch(core) else ""
        if core[0] == "(" and core.endswith(")"):
            return "proper"                           # "(Québec)"
        if core in ("-", "\u2013", "&"):
            return "sep"
        if low in self.units_ or low in self.buildings_ or low in self.suffixes_:
            return "word"
        if core[0].isupper():
            if "'" in core and len(low.split("'")[-1]) > 2:
                low = low.split("'")[-1]              # "O'Neill", not "Da'an"
            return "word" if (low in self.common or low in STOP_WORDS) and len(core) > 1 else "proper"
        if "'" in core and core.split("'")[0] in self.lower_ and core.split("'")[1][:1].isupper():
            return "proper"        # "l'Abbé"
        return "word" if low in self.lower_ else ""

    def _piece_ok(self, text: str, start: int, end: int, stops, places, backward: bool,
                  own_line: bool = False, labelled: bool = False) -> bool:
        piece = text[start:end]
        if not piece.strip() or re.match(r"[ \t]{0,2}:", text[end:end + 3]) or _CONTACT_LABEL.match(piece.strip()):
            return False                              # empty, or a form label "Phone:", "Tel. 06131"
        unit = self.unit_re_.fullmatch(piece.strip()) is not None
        kinds = [self._token_ok(t) for t in piece.split()]
        if labelled and len(kinds) > 2 and kinds[0] == "proper" and kinds[-1] == "digit":
            # after an address label, a street named with lower-case words: "Cesta talcev 47a"
            kinds = [k or ("proper" if t.isalpha() and t.islower() else "") for k, t in zip(kinds, piece.split())]
        if not unit and (not kinds or "" in kinds or len(kinds) > 6):
            return False
        words = [t.rstrip(".,").lower() for t in piece.split()]
        address_word = [w in self.units_ or w in self.buildings_ or w in self.suffixes_ or w in self.lower_
                         for w in words]
        for s, e, kind in stops:
            if s < end and e > start and not (kind in ("PERSON", "ORG") and (
                    unit or any(address_word) or kind == "ORG" and "digit" in kinds or kinds[:1] == ["digit"]
                    or kind == "ORG" and any(p in self.places for w in words for p in w.split("/")))
                    or kind == "AGE" and unit):     # "23/F" is a floor, not a woman of 23
                return False              # NER calls "Lindengracht 211-H" or "Sai Krupa Complex" a firm,
                #                           the gazetteer "2210 W. Fulton Market" a person (no name starts with a number)
        if unit:
            return True
        if not backward and any(s <= start and end <= e for s, e in places):
            return True                               # "Cape Town", "Montréal (Québec)"
        everyday = [k == "word" and not a for k, a in zip(kinds, address_word)]
        if words[0] == "the" and len(kinds) > 1 and all(k == "proper" for k in kinds[1:]):
            everyday[0] = False                       # a building's name: "The Zenith", "The Pavilion"
        building = words[-1] in self.buildings_ or words[-1] in self.suffixes_    # "Lotus Residency"
        if words[0] in self.buildings_ and len(words) > 1:      # "Col. Jardines del Moral", "Barrio Nuevo Horizonte":
            everyday = [e and not t[:1].isupper() for e, t in zip(everyday, piece.split())]   # a named area
        if any(everyday) and not building:
            return False                              # "Dear Sir", "Invoice 2024-113", "5.1 Lease"
        if kinds == ["digit"] and (backward or not _LONE_POSTCODE.fullmatch(words[0])):
            return False                              # a lone number is a postcode only after the street
        if backward:                                  # "Lotus Residency", "12-2-831/A Mehdipatnam"
            return "digit" in kinds or building and ("proper" in kinds or any(everyday))
        if "digit" in kinds:
            return True
        if own_line:          # a line of words alone after an address ends in a known place ("Maharashtra, India")
            line_end = text.find("\n", start)
            last = text[start:line_end if line_end >= 0 else len(text)].split(",")[-1].strip().rstrip(".").lower()
            return all(w in self.places for w in last.split()) and bool(last)
        return "proper" in kinds or building        # "Diplomatic Enclave", "Model Town"

    def _prefix(self, text: str, start: int, end: int) -> int:
        """End of the longest run of address-like tokens from ``start`` (the address may end mid-sentence:
        "a lease for Agnesstraße 17, 2. OG, 80798 München beginning 01.12.2026")."""
        stop = start
        for m in re.finditer(r"\S+", text[start:end]):
            token = m.group()
            closed = token.rstrip(_CLOSERS)
            if closed != token and token[0] not in "(\"\u201c\u00ab" and "(" not in token:
                if closed and self._token_ok(closed):  # "(Moreno 1290, 2° B, Quilmes) y la": the bracket ends it
                    stop = start + m.start() + len(closed.rstrip(".,"))
                break
            kind = self._token_ok(token)
            if not kind:
                break
            if kind != "sep":                         # never end on a dash
                stop = start + m.start() + len(token.rstrip(".,"))
        return stop

    def _piece_after(self, text: str, pos: int) -> int:
        m = _PIECE.match(text, pos)
        if m is None:
            return pos
        end = m.end()
        dash = _DASH_SEP.search(text, pos, end)
        if dash is not None and dash.start() > pos:
            end = dash.start()                        # "2288 - Ipiranga - São Paulo/SP - CEP 04208-052": dashes part pieces too
        end = _sentence_end(text, pos, end, self.places)
        while end > pos and text[end - 1] in " \t":
            end -= 1
        last = text[pos:end].split()[-1] if text[pos:end].split() else ""
        if last.endswith(".") and end - pos > 1 and (len(last) > 5 or last[-2:-1].isdigit()) \
                and self.unit_re_.fullmatch(text[pos:end]) is None:
            end -= 1                                  # a sentence's full stop, not "app." or "Esq."
        if text[end - 1:end] in _CLOSERS and text[end - 1] != "\"" and "(" not in text[pos:end] \
                or text[end - 1:end] == "\"" and text[pos:end].count("\"") % 2:
            end -= 1                                  # "(…, Quilmes)", 'dir="…, Puente Alto"'
        return end

    def _suffixes(self, text: str, start: int, end: int) -> list[int]:
        """Starts of the runs of address-like tokens ending at ``end``, longest first
        ("the flat bearing Flat No. 402" -> "Flat No. 402"; never from a lower-case word: "office Unit 4")."""
        tokens = list(re.finditer(r"[(\u201c\u00ab]?(\S+)", text[start:end]))
        begin = len(tokens)
        while begin > 0 and self._token_ok(tokens[begin - 1].group(1)):
            begin -= 1
            if tokens[begin].group() != tokens[begin].group(1):
                break                                 # "O'Hare (Flat 12": the bracket opens the address
        return [start + t.start(1) for i, t in enumerate(tokens[begin:], begin)
                if not t.group(1)[:1].islower() and self._token_ok(t.group(1)) != "sep"
                and not (i + 1 < len(tokens) and self._token_ok(tokens[i + 1].group(1)) == "sep")]

    def _numbered(self, piece: str) -> bool:
        """Whether a piece names a numbered place: "Street 340", "Blk 12 Lot 8", "14 Derb Sidi",
        "Kathmandu 44600" after a place word, "4F" (a bare "Version 2" is not enough)."""
        words = piece.split()
        if self.unit_re_.fullmatch(piece) is not None:
            return True
        if not any(w[:1].isdigit() or w.startswith("#") for w in words):
            return False
        low = [w.rstrip(".,").lower() for w in words]
        return (any(w in self.units_ or w in self.buildings_ or w in self.suffixes_ for w in low)
                or words[0][:1].isdigit() and len(words) > 1 and words[1][:1].isupper()
                or any(w in self.places for w in low)
                and not any(re.fullmatch(r"(?:19|20)\d\d", w) for w in low))    # "London 2019" is a year

    def _heading(self, piece: str, kind: str) -> bool:
        """Whether a piece NER called a firm or a person names one ("IBM Research", "Dino Fiabane"),
        not a place it misread ("Chaksibari Marg", "Thamel")."""
        words = [w.rstrip(".,").lower() for w in piece.split()]
        if any(w in self.units_ or w in self.buildings_ or w in self.suffixes_ for w in words):
            return False
        return kind == "ORG" or any(w in self.names for w in words)

    def _chains(self, text: str, cands: list[Candidate]) -> list[tuple[int, int]]:
        """Address lines the street templates miss: three or more comma pieces that each read like
        an address part, one of them numbered ("Street 340", "Blk 12 Lot 8") and one a known place
        or postcode ("Building 22, Street 340, Zone 56, Doha, Qatar"). NER's people inside such a
        line are taken for the place names they mostly are."""
        hard = [(c.start, c.end, c.type) for c in cands if c.type in _STOP
                and not (c.type == "PERSON" and c.source.startswith(_WEAK_PERSON))]
        places = [(c.start, c.end) for c in cands if c.type in ("LOCATION", "ZIP")]
        named = [(c.start, c.end, c.type) for c in cands if c.type in ("PERSON", "ORG")]
        out = []
        for seg_start, seg_end in _sentences(text, _CHAIN_LINE.finditer(text), self.places):
            body = text[seg_start:seg_end]            # "..., 69220 Saint-Lager. Prenez la D37.": one sentence each
            if body.count(",") < 2:
                continue                              # fewer than three pieces
            pieces, pos = [], seg_start
            # An opening bracket parts the runs and its closing one ends the address ("O'Hare (Flat 12,
            # Laurelhill Court, Lisburn) - MLA enquiry"): no address runs over either.
            closing = False
            for part in body.split(","):
                lead = len(part) - len(part.lstrip(" \t(\u201c\u00ab"))
                if "(" in part[:lead] and not closing:
                    closing = True
                    pieces.append((pos + lead, pos + lead))  # an empty piece parts the runs
                closed = closing and ")" in part[lead:]
                inner = part[:lead + part[lead:].index(")")] if closed else part
                pieces.append((pos + lead, pos + max(lead, len(inner.rstrip()))))
                if closed:
                    closing = False
                    pieces.append((pos + len(part), pos + len(part)))
                pos += len(part) + 1
            ok = [e > s and self._piece_ok(text, s, e, hard, places, False) for s, e in pieces]
            i = 0
            while i < len(pieces):
                if not ok[i]:
                    i += 1
                    continue
                j = i
                while j + 1 < len(pieces) and ok[j + 1]:
                    j += 1
                start, end = pieces[i][0], pieces[j][1]
                run = [text[s:e] for s, e in pieces[i:j + 1]]
                if i > 0:                             # "Please deliver to Building 22" -> "Building 22"
                    s, e = pieces[i - 1]
                    for p_start in self._suffixes(text, s, e):
                        if self._piece_ok(text, p_start, e, hard, places, False):
                            start = p_start
                            run.insert(0, text[p_start:e])
                            break
                if j + 1 < len(pieces):               # "Qatar by Friday" -> "Qatar"
                    s, e = pieces[j + 1]
                    stop = _SENTENCE_END.search(text, s, e)
                    p_end = self._prefix(text, s, stop.start() if stop else e)
                    if p_end > s and self._piece_ok(text, s, p_end, hard, places, False):
                        end = p_end
                        run.append(text[s:p_end])
                # a firm or a person heading the line stays out ("IBM Research, 30 Saw Mill River Road, ...")
                while run and not self._numbered(run[0]) and any(
                        s < start + len(run[0]) and start < e and self._heading(run[0], kind) for s, e, kind in named):
                    start = text.find(run[1], start + len(run[0])) if len(run) > 1 else end
                    run.pop(0)
                if self._is_address(text, run, start, end, places):
                    last = text[start:end].split()[-1]
                    if last.endswith(".") and (len(last) > 5 or last[-2:-1].isdigit()):
                        end -= 1                      # the sentence's full stop
                    out.append((start, end))
                i = j + 1
        return out

    def _is_address(self, text: str, run: list[str], start: int, end: int, places: list) -> bool:
        """Whether a run of address-like pieces from ``start`` to ``end`` is an address: three pieces
        or more, one numbered and a place or postcode in another ("2nd Ed., Sedgewick, Hardbound" is a
        book); the place may open the next line."""
        if len(run) < 3:
            return False
        numbered = [k for k, p in enumerate(run) if self._numbered(p)]
        line_after = text.find("\n", end + 1) if text[end:end + 1] == "\n" else end
        reach = len(text) if line_after < 0 else line_after
        offset, placed = start, []
        for k, p in enumerate(run):
            offset = text.find(p, offset)
            if any(s < offset + len(p) and offset < e for s, e in places) \
                    or any(w.rstrip(".").lower() in self.places for w in p.split()):
                placed.append(k)
            offset += len(p)
        if any(s < reach and end <= s for s, e in places) or re.fullmatch(r"\d{4,6}", run[-1]):
            placed.append(len(run))
        if _IRISH_COUNTY.fullmatch(run[-1].strip()):
            return True                  # "Cnoc na Gréine, Bearna, Co. na Gaillimhe": rural Irish addresses have no number
        if self.unit_re_.fullmatch(run[0].strip()) is not None and run[0].split()[0].lower() in self.units_ and \
                len(run[1].split()) > 1 and run[1].split()[-1].rstrip(".").lower() in self.buildings_ | self.suffixes_:
            return True                  # "Flat 12, Laurelhill Court, Lisburn": a flat in a named block, then the town
        return bool(numbered) and bool(placed) and (len(numbered) > 1 or placed != numbered)

    def _labelled(self, text: str, stops: list, places: list) -> list[tuple[int, int]]:
        """Values of address labels that read like addresses: the comma pieces after "Address:" up to
        the first that does not ("Address: Karlova 12, 110 00 Praha 1"), with a number in them or two
        pieces or more ("Address: Heol Las, Birchgrove"); "Address: see above" or "Address: TBC" stay out."""
        out = []
        for m in self.label_re_.finditer(text) if self.label_re_ is not None else ():
            start = m.end()
            stop = _VALUE_END.search(text, start)
            value_end = _sentence_end(text, start, stop.start() if stop else len(text), self.places)
            end, pos, pieces = start, start, 0
            while pos < value_end:
                comma = text.find(",", pos, value_end)
                raw_end = comma if comma >= 0 else value_end
                s = pos + len(text[pos:raw_end]) - len(text[pos:raw_end].lstrip())
                e = s + len(text[s:raw_end].rstrip())
                if e > s and (self._piece_ok(text, s, e, stops, places, False, labelled=True) or
                              pieces and _HOUSE_NUMBER.fullmatch(text[s:e])):   # "Calçada de Santo André, 84, 2.º"
                    end, pieces = e, pieces + 1
                else:                                 # the address may end mid-sentence
                    p_end = self._prefix(text, s, e)
                    if p_end > s and self._piece_ok(text, s, p_end, stops, places, False, labelled=True):
                        end, pieces = p_end, pieces + 1
                    break
                if comma < 0:
                    break
                pos = comma + 1
            if end > start and (pieces > 1 or re.search(r"\d", text[start:end])):
                out.append((start, end))
        return out

    def _street_over_postcode(self, text: str) -> list[tuple[int, int]]:
        """A continental letter's address: a line of a street and a house number over a line of a
        postcode and a town ("Am Lehmberg 3a\n22880 Wedel", "Overgaden oven Vandet 22\n1415 København K");
        a postcode shaped like a year needs a known town ("Version 3\n2026 Release" is none)."""
        out = []
        for m in _STREET_OVER_POSTCODE.finditer(text):
            words = [w.lower() for w in m.group(1).split()[:-1]]
            code, town = m.group(2), m.group(3)
            if all(w in self.common or w in self.lower_ for w in words):
                continue                              # "Version 3", "Room 12"
            if re.fullmatch(r"(?:19|20)\d\d", code) and town.split()[0].lower() not in self.places:
                continue
            out.append((m.start(1), m.end(3)))
        return out

    # ------------------------------------------------------------------ main
    def analyze(self, text: str, cands: list[Candidate]) -> list[Candidate]:
        """Grown ADDRESS candidates (only those that changed)."""
        anchors = [(c.start, c.end, c.score) for c in cands if c.type == "ADDRESS"]
        # a postcode with letters (UK, Irish, Canadian, Dutch) ends many an address block the templates missed
        anchors += [(c.start, c.end, 0.6) for c in cands if c.type == "ZIP" and re.search(r"[A-Z]", text[c.start:c.end])
                    and re.search(r"[0-9]", text[c.start:c.end])]
        pins = set()
        for m in self.pin_line_re_.finditer(text):
            if any(w.lower() in self.places for w in re.findall(r"[A-Z][\w'-]+", m.group())):
                anchors.append((m.start(), m.end(), 0.6))
                pins.add((m.start(), m.end()))
        chains = self._chains(text, cands) + self._street_over_postcode(text)
        chains += self._labelled(text, [(c.start, c.end, c.type) for c in cands if c.type in _STOP
                                        and not c.source.startswith("gazetteer:names")],
                                 [(c.start, c.end) for c in cands if c.type in ("LOCATION", "ZIP")])
        anchors += [(s, e, 0.6) for s, e in chains]
        pins.update(chains)
        if not anchors:
            return []
        stops_after = [(c.start, c.end, c.type) for c in cands if c.type in _STOP]
        # on the same line after a street, NER's "people" are mostly misread places ("..., Wan Chai")
        stops_comma = [(c.start, c.end, c.type) for c in cands if c.type in _STOP
                       and not (c.type == "PERSON" and c.source.startswith(_WEAK_PERSON))]
        stops_before = stops_after + [(c.start, c.end, c.type) for c in cands if c.type == "ORG"]
        places = [(c.start, c.end) for c in cands if c.type in ("LOCATION", "ZIP", "ADDRESS")]
        out = []
        for a_start, a_end, score in anchors:
            start, end = a_start, a_end
            unit = self.unit_after_re_.match(text, end)
            if unit is not None:
                end = unit.end()                  # "ul. Piotrkowska 148/150 lok. 12", "Njegoševa 41 stan 3"
            for _ in range(_MAX_AFTER):
                sep = _SEP_AFTER.match(text, end)
                if sep is None:
                    break
                p_end = self._piece_after(text, sep.end())
                stops = stops_after if "\n" in sep.group() else stops_comma
                if p_end > sep.end() and self._piece_ok(text, sep.end(), p_end, stops, places, False,
                                                        "\n" in sep.group()):
                    end = p_end
                    continue
                if "\n" not in sep.group():            # the address ends inside a sentence
                    p_end = self._prefix(text, sep.end(), p_end)
                    rest = text[p_end:p_end + 3].lstrip(" \t")
                    if p_end > sep.end() and (not rest or rest[0].islower() or rest[0] in ".;)(\u00b7|\u2014\u2013") and \
                            self._piece_ok(text, sep.end(), p_end, stops_after, places, False):
                        end = p_end
                break
            number = _HOUSE_NUMBER_BEFORE.search(text, max(0, start - 8), start)
            if number is not None and text[start:start + 1].isupper():
                start = number.start()            # "5 Bevis Marks", "2470 Appleby Line, Burlington"
            unit = self.unit_before_re_.search(text, max(0, start - 40), start)
            if unit is not None and (text[start:start + 1].isdigit() or unit.group().rstrip()[-1:] == ","
                                     or re.match(r"(?i:no|nr)\.?[ \t]", text[start:start + 4])):
                start = unit.start()
            for _ in range(_MAX_BEFORE):
                sep = _SEP_BEFORE.search(text, max(0, start - 10), start)
                if sep is None:
                    break
                line_start = max(text.rfind(",", 0, sep.start()), text.rfind("\n", 0, sep.start()),
                                 text.rfind(":", 0, sep.start()), text.rfind(";", 0, sep.start())) + 1
                p_start = line_start + (len(text[line_start:sep.start()]) - len(text[line_start:sep.start()].lstrip()))
                if sep.start() - p_start <= 70 and p_start < sep.start() and \
                        self._piece_ok(text, p_start, sep.start(), stops_before, places, True):
                    start = p_start
                    continue
                for p_start in self._suffixes(text, max(p_start, sep.start() - 70), sep.start()):
                    if self._piece_ok(text, p_start, sep.start(), stops_before, places, True):
                        start = p_start        # "Stop 11 - Flat 12" -> "Flat 12"
                        break
                break
            if (start, end) != (a_start, a_end) or (a_start, a_end) in pins:
                out.append(Candidate(start, end, "ADDRESS", max(score, 0.6), "template:address_parts"))
        return out
