"""Validator hooks of the pattern recognizers.

A validator takes the matched text and returns a list of accepted
``(start, end, score)`` pieces relative to the match (usually the whole match;
an empty list rejects it; ``score`` ``None`` keeps the pattern's score).  Validators
are looked up by name from ``models/pii/recognizers.json``.
"""

from __future__ import annotations

import datetime as _dt
import ipaddress
import re
from typing import Callable, Optional, Sequence

import phonenumbers
from stdnum import iban as _iban
from stdnum.iso7064 import mod_97_10 as _mod_97_10
from stdnum import luhn as _luhn
from stdnum.exceptions import ValidationError
from stdnum.us import ssn as _ssn

Result = list[tuple[int, int, Optional[float]]]

#: Issuer prefixes and lengths of payment cards (ISO/IEC 7812 ranges in use).
_CARD_RULES: tuple[tuple[str, str, tuple[int, ...]], ...] = (
    ("visa", r"4", (13, 16, 19)),
    ("mastercard", r"5[1-5]|2(?:2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)", (16,)),
    ("amex", r"3[47]", (15,)),
    ("diners", r"3(?:0[0-5]|[68])", (14, 16)),
    ("discover", r"6(?:011|5|4[4-9]|22)", (16, 17, 18, 19)),
    ("jcb", r"35(?:2[89]|[3-8])", (16, 17, 18, 19)),
    ("unionpay", r"62", (16, 17, 18, 19)),
    ("maestro", r"5[06-9]|6\d", (12, 13, 14, 15, 16, 17, 18, 19)),
    ("mir", r"220[0-4]", (16, 17, 18, 19)),          # Russia
    ("troy", r"9792", (16,)),                        # Turkey
    ("rupay", r"8[12]|508", (16,)),                  # India (its 60/65 ranges are covered above)
)
_CARD_RES = [(name, re.compile(prefix), lengths) for name, prefix, lengths in _CARD_RULES]
_NON_DIGIT = re.compile(r"\D")


def payment_card(text: str) -> Result:
    """Luhn checksum plus a known issuer prefix with a valid length."""
    digits = _NON_DIGIT.sub("", text)
    if not _luhn.is_valid(digits):
        return []
    for _name, prefix, lengths in _CARD_RES:
        if len(digits) in lengths and prefix.match(digits):
            return [(0, len(text), None)]
    return []


def us_ssn(text: str) -> Result:
    """US SSN: no area 000/666/9xx, group 00, serial 0000 or advertised numbers."""
    digits = _NON_DIGIT.sub("", text)
    if len(digits) != 9 or not _ssn.is_valid(digits) or len(set(digits)) < 3:
        return []
    return [(0, len(text), None)]


_IBAN_GROUP_END = re.compile(r"[A-Za-z0-9]+")


def iban(text: str) -> Result:
    """IBAN checksum (ISO 13616) via python-stdnum; drops trailing groups picked up by accident."""
    ends = [m.end() for m in _IBAN_GROUP_END.finditer(text)]
    for end in reversed(ends):
        candidate = text[:end]
        if len(_NON_DIGIT.sub("", candidate)) < 6:
            break
        # the ISO 13616 mod-97 checksum and the country's layout; a national check digit typed wrong,
        # or the layout off (a digit group too many) while the checksum holds, is still an account number
        try:
            _iban.validate(candidate.upper(), check_country=False)
        except ValidationError:
            if not _mod97_holds(candidate):
                continue
        return [(0, end, None)]
    return []


def iban_labelled(text: str) -> Result:
    """An IBAN-shaped number right after the word "IBAN": the checked IBAN when one is in it,
    otherwise (typed wrong) its groups up to the last one holding a digit ("DE30 3704 ... 66 ref"
    -> "DE30 3704 ... 66")."""
    found = iban(text)
    if found:
        return found
    ends = [m.end() for m in _IBAN_GROUP_END.finditer(text) if any(ch.isdigit() for ch in m.group())]
    return [(0, ends[-1], None)] if ends else []


def _mod97_holds(text: str) -> bool:
    """The ISO 13616 mod-97 checksum alone: a number with a country's wrong length (a digit group
    too many) whose checksum holds is still somebody's account number."""
    compact = _iban.compact(text).upper()
    return 15 <= len(compact) <= 34 and compact[:2].isalpha() and compact.isalnum() and \
        _mod_97_10.is_valid(compact[4:] + compact[:4])


def email(text: str) -> Result:
    """Reject addresses with empty or dotted-edge local parts."""
    local, _, domain = text.rpartition("@")
    local = local.lstrip(".")
    if not local or local.endswith(".") or ".." in domain:
        return []
    return [(0, len(text), None)]


_URL_TRAILING = ".,;:!?'\")]}>"


def url(text: str) -> Result:
    """Trim trailing punctuation that ends the sentence, keep balanced parentheses."""
    end = len(text)
    while end > 0 and text[end - 1] in _URL_TRAILING:
        if text[end - 1] == ")" and text[:end].count("(") >= text[:end].count(")"):
            break
        end -= 1
    if end < 6:
        return []
    return [(0, end, None)]


#: File extensions that are also top-level domains (``README.md``, ``setup.py``, ``clip.mov``).
_FILE_EXT = frozenset(
    "txt doc docx pdf py pyc js ts exe zip rar gz tgz bz2 xz html htm jpg jpeg png gif svg csv xls xlsx ppt pptx "
    "md rs sh pl pm rb go so ps psd cc hh cpp mov mp mp3 mp4 avi wav ini cfg conf log bak tmp dat bin iso "
    "json yaml yml xml toml lock sql db dll apk deb rpm msi img tex bib ipynb ml lisp el java class jar "
    "kt swift cs vb php asp jsp lua tcl r m h c o a out".split())
#: First labels that mark a programming expression (``self.name``, ``os.zip``), not a domain.
_CODE_NAMES = frozenset(
    "self this cls super os sys np pd df obj args kwargs ctx req res request response config settings "
    "item node root window document console math string str list dict json model event err error e i j k "
    "foo bar baz param params opts options value result file path".split())


def domain(text: str) -> Result:
    """A domain needs a letter in its registrable label (not ``1.2.com``) and
    must not look like a file name (``notes.md``) or code (``self.name``)."""
    labels = text.lower().split(".")
    if len(labels) < 2 or not re.search(r"[a-z]", labels[-2]):
        return []
    if len(labels) == 2 and len(labels[0]) == 1 and text.split(".")[-1][:1].isupper():
        return []                                     # "H.No" (a house number), not "x.ai"
    if labels[-1] in _FILE_EXT or labels[0] in _CODE_NAMES:
        return []
    return [(0, len(text), None)]


def ip(text: str) -> Result:
    """IPv4/IPv6 (optionally with a CIDR suffix), checked with :mod:`ipaddress`."""
    address = text.split("/", 1)[0]
    try:
        value = ipaddress.ip_address(address)
    except ValueError:
        return []
    if value.version == 6 and (sum(c.isalnum() for c in address) < 2 or address.count(":") < 2):
        return []
    if value.version == 4 and address.count(".") == 3 and all(len(p) == 1 for p in address.split(".")):
        # "1.2.3.4": version numbers, outline numbering; only with a context word
        return [(0, len(text), 0.3)]
    return [(0, len(text), None)]


#: Regions tried for numbers written without an international prefix.
PHONE_REGIONS = ("US", "GB", "DE", "FR", "IT", "ES", "NL", "AU", "IN", "CA", "IE", "CH", "BE", "SE", "AT")
#: Regions whose numbers are dialled without a trunk 0 (tried only with a context word).
PHONE_REGIONS_NO_TRUNK = ("PT", "PL", "DK", "NO", "GR", "CZ", "SG", "HK", "CN", "BR", "MX")
#: "(11) 98734-5120"; "98220 41736" (an Indian mobile in two fives); "9123 4567" (Singapore, Hong Kong)
_SPACED_GROUPS = re.compile(r"\d{2,4}(?:[ .]\d{2,4}){2,4}|\d{3}-\d{3}-\d{3}|\(\d{2,3}\)[ ]?\d{4,5}-\d{4}|[6-9]\d{4}[ ]\d{5}|[2-9]\d{3}[ ]\d{4}")
_PHONE_SEPARATED = re.compile(r"^\+|^\(|\d[ .\-()\u00a0/]\d")
#: an Indian mobile written as ten bare digits ("9741226038"); valid only with a context word
_BARE_MOBILE = re.compile(r"[6-9]\d{9}")
#: a Brazilian number with its two-digit area code in brackets ("(11) 98472-3301", "(41) 3029-7785"): no
#: other plan writes numbers this way, so a valid one needs no context word
_BR_SHAPE = re.compile(r"\([1-9]\d\)[ ]?(?:9[ ]?)?\d{4}-\d{4}")     # also "(81) 9 9634-2210"
#: a Russian number with its trunk "8" and the area or mobile code in brackets, the line in 3-2-2
#: groups ("8 (917) 284-61-09", "8 (495) 123-45-67"): the shape is Russian (and CIS) only
_RU_SHAPE = re.compile(r"8[ ]?\(\d{3,5}\)[ ]?\d{1,3}-\d{2}-\d{2}")
#: an Argentine mobile in the old domestic form, with its area code and "15" ("011 15 4478-1230")
_AR_SHAPE = re.compile(r"0\d{2,4}[ ]15[ ]\d{3,4}-\d{4}")
#: national shapes no other numbering plan writes, each with its region: a valid one needs no context word
_NATIONAL_SHAPES = ((_BR_SHAPE, "BR"), (_RU_SHAPE, "RU"), (_AR_SHAPE, "AR"))


def _phone_score(raw: str, number) -> Optional[float]:
    formatted = bool(_PHONE_SEPARATED.search(raw))
    if phonenumbers.is_valid_number(number):
        return 0.75 if formatted else 0.4
    if phonenumbers.is_possible_number(number) and formatted:
        return 0.55 if raw.startswith("+") else 0.4
    return None


#: a dotted number with a one-digit part is a version or build, not a phone: "5.8.0.4127", "10.0.12.5"
_VERSION_SHAPE = re.compile(r"^(?=(?:\d+\.)*\d(?:\.|$))\d{1,4}(?:\.\d{1,6}){2,}$")
_DATE_SHAPE = re.compile(r"^(?:\d{1,2}[.\-]\d{1,2}[.\-](?:\d{4}|\d{2})|\d{4}[.\-]\d{1,2}[.\-]\d{1,2})$")


def _best_phone_score(raw: str) -> Optional[float]:
    digits = _NON_DIGIT.sub("", raw)
    if len(digits) < 7 or len(set(digits)) < 3:
        return None
    score = None
    national = raw.lstrip("(")     # "(08) 9555 4120": a national trunk prefix in brackets
    trunk = national.startswith("0") and not national.startswith("00")
    regions = PHONE_REGIONS if trunk else PHONE_REGIONS[:1]
    # "0027 79 226 8815": 00 is the international prefix of most of the world, as "+" is written
    parsed = "+" + national[2:] if national.startswith("00") and national[2:3] not in ("", "0") else raw
    for region in regions:
        try:
            alt = _phone_score(raw, phonenumbers.parse(parsed, region))
        except phonenumbers.NumberParseException:
            continue
        if alt is not None and (score is None or alt > score):
            score = alt
            if alt >= 0.75:
                break
    if score is None and raw.startswith("+"):
        # an international number libphonenumber's metadata does not know ("+234 1 277 9940", a Lagos
        # line in the old numbering): a known country code and a plausible length, with a context word
        try:
            number = phonenumbers.parse(raw, None)
        except phonenumbers.NumberParseException:
            return None
        national = str(number.national_number)
        if phonenumbers.region_code_for_country_code(number.country_code) != "ZZ" and 6 <= len(national) <= 12:
            return 0.4
        return None
    if score is None or score < 0.75:
        for shape, region in _NATIONAL_SHAPES:
            if shape.fullmatch(raw):
                try:
                    if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
                        return 0.75
                except phonenumbers.NumberParseException:
                    pass
    if score is None and raw.isdigit() and 11 <= len(raw) <= 13 and not trunk:
        # an MSISDN: the international number without its "+" ("msisdn=27826640193"); with a context word
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse("+" + raw, None)):
                return 0.4
        except phonenumbers.NumberParseException:
            pass
    if score is None and _BARE_MOBILE.fullmatch(raw):
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(raw, "IN")):
                return 0.4
        except phonenumbers.NumberParseException:
            pass
    if score is None and not trunk and _SPACED_GROUPS.fullmatch(raw):
        # a national number with no trunk prefix ("655 55 83 17" in Spain, "347 123 4567" in Italy):
        # valid somewhere, it still needs a context word ("Mobile:") to be reported
        for region in PHONE_REGIONS[1:] + PHONE_REGIONS_NO_TRUNK:
            try:
                if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
                    return 0.4
            except phonenumbers.NumberParseException:
                continue
    return score


#: country-code top-level domains used as generic ones ("startup.io", "bit.ly"), no hint of a country
_GENERIC_CCTLDS = frozenset({"io", "co", "me", "tv", "ai", "ly", "fm", "gg", "to", "cc", "ws", "app", "la", "im", "sh",
                             "ac", "so", "is", "it"})


def phone_region_hints(numbers: Sequence[str], domains: Sequence[str]) -> list[str]:
    """Regions a text's phone numbers are likely local to: the countries of its numbers written with a
    country code ("+30 697 740 2215" -> GR) and of its e-mail/web domains ("fincasgil.es" -> ES; not
    generic ones such as ".io" or ".it", which mostly says "it"). US numbers need no hint."""
    regions = []
    for raw in numbers:
        if raw.startswith("+"):
            try:
                region = phonenumbers.region_code_for_number(phonenumbers.parse(raw, None))
            except phonenumbers.NumberParseException:
                continue
            if region and region not in ("US", "ZZ") and region not in regions:
                regions.append(region)
    for domain in domains:
        tld = domain.rstrip(".").rsplit(".", 1)[-1].lower()
        region = "GB" if tld == "uk" else tld.upper()
        if len(tld) == 2 and tld not in _GENERIC_CCTLDS and region in phonenumbers.SUPPORTED_REGIONS \
                and region != "US" and region not in regions:
            regions.append(region)
    return regions


#: scripts whose text points to the countries that write in them, with the share of a text's letters
#: they must reach: Persian letters (پ چ ژ گ and the Persian yeh/kaf) before Arabic
_SCRIPT_REGIONS = (
    (re.compile("[\u067e\u0686\u0698\u06af\u06cc\u06a9]"), 0.02, ("IR",)),
    (re.compile("[\u0600-\u06ff]"), 0.2, ("EG", "SA", "AE", "JO", "MA", "IQ", "KW", "QA", "LB", "OM", "BH", "DZ", "TN")),
    (re.compile("[\u0590-\u05ff]"), 0.2, ("IL",)),
    (re.compile("[\u0e00-\u0e7f]"), 0.2, ("TH",)),
    (re.compile("[\u0980-\u09ff]"), 0.2, ("BD",)),
    (re.compile("[\u0900-\u097f]"), 0.2, ("IN", "NP")),
    (re.compile("[\uac00-\ud7af]"), 0.2, ("KR",)),
    (re.compile("[\u3040-\u30ff]"), 0.1, ("JP",)),
    (re.compile("[\u0370-\u03ff]"), 0.2, ("GR", "CY")),
)
_LETTER = re.compile(r"[^\W\d_]")
_ANY_SCRIPT = re.compile("[\u0370-\u03ff\u0590-\u06ff\u0900-\u09ff\u0e00-\u0e7f\u3040-\u30ff\uac00-\ud7af]")
#: letters of the Latin alphabet only some languages use, with the countries that write them and the
#: share of a text's letters they must reach (several may hold in one text)
_LATIN_REGIONS = (
    (re.compile("[\u0117\u012f\u0173\u0116\u012e\u0172]"), 0.004, ("LT",)),           # ė į ų
    (re.compile("[\u013c\u0146\u0123\u0137\u013b\u0145\u0122\u0136]"), 0.002, ("LV",)),   # ļ ņ ģ ķ
    (re.compile("[\u00fe\u00de\u00f0\u00d0]"), 0.004, ("IS", "FO")),                      # þ ð
    (re.compile("[\u00e3\u00f5\u00c3\u00d5]"), 0.004, ("BR", "PT")),                      # ã õ
    (re.compile("[\u00f1\u00d1\u00bf\u00a1]"), 0.002, ("ES", "AR", "MX", "CO", "CL")),    # ñ ¿ ¡
    (re.compile("[\u0142\u015b\u017a\u017c\u0105\u0119\u0141\u015a\u0179\u017b]"), 0.004, ("PL",)),
    (re.compile("[\u011b\u0159\u016f\u011a\u0158\u016e]"), 0.004, ("CZ",)),             # ě ř ů
    (re.compile("[\u013e\u013a\u0155\u013d\u0139\u0154]"), 0.004, ("SK",)),            # ľ ĺ ŕ (not ô: French)
    (re.compile("[\u0151\u0171\u0150\u0170]"), 0.003, ("HU",)),                           # ő ű
    (re.compile("[\u0103\u0219\u021b\u0102\u0218\u021a\u015f\u0163]"), 0.004, ("RO",)),  # ă ș ț
    (re.compile("[\u011f\u0131\u011e\u0130]"), 0.004, ("TR",)),                           # ğ ı İ
)


_ANY_LATIN_MARK = re.compile("|".join(regex.pattern for regex, _, _ in _LATIN_REGIONS))


def script_regions(text: str) -> list[str]:
    """Regions a text's local phone numbers are likely from, by the script it is written in (Persian
    -> IR, Hebrew -> IL, Arabic -> the Arab states...) or by the letters of its Latin alphabet (ė, į,
    ų -> LT; ã, õ -> BR, PT; ñ -> ES and Latin America...); none for Cyrillic or Han text."""
    letters = None
    if _ANY_SCRIPT.search(text) is not None:
        letters = len(_LETTER.findall(text))
        for regex, share, regions in _SCRIPT_REGIONS:
            if len(regex.findall(text)) >= share * letters:
                return list(regions)
    found: list[str] = []
    if _ANY_LATIN_MARK.search(text) is None:
        return found                                  # most English text: none of those letters
    for regex, share, regions in _LATIN_REGIONS:
        count = len(regex.findall(text))
        if count >= 2:
            letters = len(_LETTER.findall(text)) if letters is None else letters
            if count >= share * letters:
                found += [r for r in regions if r not in found]
    return found


def valid_phone_in(raw: str, regions: Sequence[str]) -> bool:
    """Whether ``raw`` (written without a country code) is a valid number in one of ``regions``."""
    for region in regions:
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


#: two spaces or more: a gap between table cells, never inside one phone number
_WIDE_GAP = re.compile(r"[ \u00a0]{2,}")
#: a full numeric date opening a run of digits: "02.10.2008 (18", "2026-11-13 14 h 20"
_LEADING_DATE = re.compile(r"\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d(?!\d)|(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:[0-2]\d|3[01])(?!\d)")
#: a range of two 24-hour clock times, a watch, a shift or opening hours: "0000-0400" and "0800 - 1200"
#: (on the quarter hour), "08.30-12.00", "8:30 – 12:00"
_CLOCK_RANGE = re.compile(r"(?:[01]\d|2[0-4])(?:00|15|30|45)[ ]?[-\u2013][ ]?(?:[01]\d|2[0-4])(?:00|15|30|45)(?!\d)"
                          r"|(?:[01]?\d|2[0-4])([.:])[0-5]\d[ ]?[-\u2013][ ]?(?:[01]?\d|2[0-4])\1[0-5]\d(?![\d.:])")


def phone(text: str) -> Result:
    """Phone numbers via libphonenumber: valid numbers are kept; merely possible
    numbers (fictional 555 exchanges, unusual formats) need a context word.
    A candidate holding several numbers (or a number next to other digits) is
    split with ``PhoneNumberMatcher``."""
    if _DATE_SHAPE.match(text) or _VERSION_SHAPE.match(text):
        return []
    clock = _CLOCK_RANGE.match(text) or _LEADING_DATE.match(text)
    if clock is not None:    # "Watch 0800-1200 (3/O", "02.10.2008 (18 vjeç)": hours or a date, not a number
        rest = text[clock.end():]
        skip = len(rest) - len(rest.lstrip(" "))
        return [(s + clock.end() + skip, e + clock.end() + skip, score)
                for s, e, score in phone(rest[skip:])] if len(rest) - skip >= 7 else []
    gap = _WIDE_GAP.search(text)
    if gap is not None:      # "6.45      7.90     12.40", "05-02  05-04": the cells of a table row, each alone
        return phone(text[:gap.start()]) + [(s + gap.end(), e + gap.end(), score)
                                             for s, e, score in phone(text[gap.end():])]
    if text.startswith("(") and ")" not in text:     # "(86677 20914)": the bracket is not the number's
        return [(s + 1, e + 1, score) for s, e, score in phone(text[1:])]
    score = _best_phone_score(text)
    if score is not None:
        return [(0, len(text), score)]
    pieces = []
    for match in phonenumbers.PhoneNumberMatcher(text, "US", leniency=phonenumbers.Leniency.POSSIBLE,
                                                 max_tries=16):
        sub = _best_phone_score(match.raw_string)
        if sub is not None:
            pieces.append((match.start, match.end, sub))
    return pieces


_DATE_SPLIT = re.compile(r"[/.\-][ \u00a0]?")


def date(text: str) -> Result:
    """Numeric dates: a plausible day/month/year in one of the usual orders."""
    raw = _DATE_SPLIT.split(text)
    if len(raw) != 3:
        return []
    parts = [int(p) for p in raw]
    if len(raw[0]) == 4:
        orders = [(parts[0], parts[1], parts[2])]
    else:
        y = parts[2] if parts[2] >= 100 else (parts[2] + (1900 if parts[2] > 30 else 2000))
        orders = [(y, parts[0], parts[1]), (y, parts[1], parts[0])]
    for y, m, d in orders:
        try:
            _dt.date(y, m, d)
        except ValueError:
            continue
        if 1900 <= y <= 2100:
            return [(0, len(text), None)]
    return []


#: the day and month that end a candidate: "9/14", "Tues 4/11", "3. 12."
_DAY_MONTH_TAIL = re.compile(r"(?<![\d/.])(\d{1,2})[/.][ ]?(\d{1,2})\.?\s*\Z")


def day_month(text: str) -> Result:
    """A day and month without a year ("9/14", "14.9", "Tues 4/11"): a valid day of a month in
    either order (a weekday before the numbers is part of the date)."""
    raw = _DAY_MONTH_TAIL.search(text)
    if raw is None:
        return []
    a, b = int(raw.group(1)), int(raw.group(2))
    for month, day in ((a, b), (b, a)):
        try:
            _dt.date(2000, month, day)
        except ValueError:
            continue
        return [(0, len(text), None)]
    return []


def age(text: str) -> Result:
    """Ages from 0 to 120."""
    digits = re.search(r"\d+", text)
    if digits is None or int(digits.group()) > 120:
        return []
    return [(0, len(text), None)]


def numbered(text: str) -> Result:
    """A match that holds a number in any script ("پلاک ۱۴", "عمارة 21"): an address, not a street
    named in prose."""
    return [(0, len(text), None)] if re.search(r"\d", text) else []


VALIDATORS: dict[str, Callable[[str], Result]] = {
    "payment_card": payment_card,
    "us_ssn": us_ssn,
    "iban": iban,
    "iban_labelled": iban_labelled,
    "email": email,
    "url": url,
    "domain": domain,
    "ip": ip,
    "phone": phone,
    "date": date,
    "day_month": day_month,
    "age": age,
    "numbered": numbered,
}
