"""Build models/pii/first_names.txt and last_names.txt from Faker's person providers.

Given names also take ``models/pii/given_names_extra.txt``: common names and short
forms Faker's locale lists lack (Faker's en_IN has no "Rajesh" or "Sunil", its
African locales no "Seun" or "Efua"), filtered like the rest.

Every Faker locale whose given/family names are written in Latin script
contributes (about 70 locales: European, African, South and South-East Asian,
Latin American...), plus the romanised names of zh_CN, zh_TW and ja_JP.  Names of
one or two letters, spaCy stop words, pronouns other languages capitalise ("Sie") and, unless the name comes from an
English locale (en, en_US, en_GB, en_IE, en_NZ...: where "Brown" or "Carol" is a real name), names that are
everyday English words are left out: words of ``models/pii/common_words.txt``
that are also lower-case entries of an English word list (``--dictionary``,
Debian's ``wamerican``; "grace" is one, "henrik" — common in 20NG only as a
signature — is not).

    apt-get install wamerican   # /usr/share/dict/words
    python benchmarks/pii_build_names.py      # needs the `faker` package (test extra)

It also writes ``models/pii/names_greek_cyrillic.json``: the Greek and Cyrillic
given and family names of Faker's el_GR, ru_RU, uk_UA, mk_MK and bg_BG lists
(not bg_BG's given names: that list holds words such as "Агент" and place
names such as "Ягодин"), and ``models/pii/names_arabic_hebrew.json`` from the
ar_AA, ar_SA, ar_PS, ar_DZ, fa_IR and he_IL lists.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: pronouns other languages write with a capital: German's polite "Sie" (a Faker given name) opens
#: half the sentences of a German letter
CAPITALISED_PRONOUNS = frozenset({"sie", "ihnen", "ihr", "ihre", "usted", "ustedes"})
sys.path.insert(0, str(ROOT / "server"))
from veil.fileio import atomic_write_text  # noqa: E402
from veil.pii.recognizers import read_list  # noqa: E402

LATIN = re.compile(r"^[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'\u2019-]{1,30}$")
FIRST_ATTRS = re.compile(r"^first_(?:romanized_)?names?(?:_(?:male|female|nonbinary|unisex))?$")
LAST_ATTRS = re.compile(r"^last_(?:romanized_)?names?(?:_(?:male|female|nonbinary|unisex))?$")


GREEK_CYRILLIC = re.compile(r"^[\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff][\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff'\u2019-]{1,30}$")
#: locales whose given/family names are written in Greek or Cyrillic script
GREEK_CYRILLIC_LOCALES = ("el_GR", "ru_RU", "uk_UA", "mk_MK", "bg_BG")
#: a locale whose given-name list is too noisy to use
NOISY_GIVEN = "bg_BG"


def _values(obj) -> set[str]:
    if isinstance(obj, dict):
        obj = list(obj.keys())
    if isinstance(obj, (list, tuple, set, frozenset)):
        return {v for v in obj if isinstance(v, str)}
    return set()


def faker_names() -> tuple[set[str], set[str], set[str], set[str], list[str]]:
    """(given names, family names, English-locale given names, English-locale
    family names, locales used) from every Faker locale."""
    from faker.config import AVAILABLE_LOCALES

    first, last, en_first, en_last, used = set(), set(), set(), set(), []
    for locale in AVAILABLE_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except ImportError:
            continue
        f, la = set(), set()
        for attr in dir(provider):
            value = getattr(provider, attr, None)
            if callable(value):
                continue
            if FIRST_ATTRS.match(attr):
                f |= _values(value)
            elif LAST_ATTRS.match(attr):
                la |= _values(value)
        f = {n.strip() for n in f if LATIN.match(n.strip())}
        la = {n.strip() for n in la if LATIN.match(n.strip())}
        if f or la:
            used.append(locale)
            first |= f
            last |= la
            if locale == "en" or locale.startswith("en_"):
                en_first |= f
                en_last |= la
    return first, last, en_first, en_last, used


def _locale_names(locale: str) -> tuple[set[str], set[str]]:
    """(given names, family names) of one Faker locale, any script."""
    provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
    first, last = set(), set()
    for attr in dir(provider):
        value = getattr(provider, attr, None)
        if callable(value) or isinstance(value, property):
            continue
        if FIRST_ATTRS.match(attr):
            first |= _values(value)
        elif LAST_ATTRS.match(attr):
            last |= _values(value)
    return {n.strip() for n in first}, {n.strip() for n in last}


def greek_cyrillic_names() -> dict[str, list[str]]:
    """Given and family names in Greek or Cyrillic script from Faker's lists."""
    given, family = set(), set()
    for locale in GREEK_CYRILLIC_LOCALES:
        first, last = _locale_names(locale)
        family |= {n for n in last if GREEK_CYRILLIC.match(n)}
        if locale != NOISY_GIVEN:
            given |= {n for n in first if GREEK_CYRILLIC.match(n)}
    return {"given": sorted(given), "family": sorted(family - given)}


ARABIC_HEBREW = re.compile(r"^[\u0590-\u05ff\u0600-\u06ff][\u0590-\u05ff\u0600-\u06ff\u200c' -]{1,30}$")
#: locales whose names are written in Arabic (Arabic, Persian) or Hebrew script
ARABIC_HEBREW_LOCALES = ("ar_AA", "ar_SA", "ar_PS", "ar_DZ", "fa_IR", "he_IL")


def arabic_hebrew_names() -> dict[str, list[str]]:
    """Given and family names in Arabic or Hebrew script from Faker's lists (one word each)."""
    given, family = set(), set()
    for locale in ARABIC_HEBREW_LOCALES:
        first, last = _locale_names(locale)
        given |= {n for n in first if ARABIC_HEBREW.match(n) and " " not in n}
        family |= {n for n in last if ARABIC_HEBREW.match(n) and " " not in n}
    return {"given": sorted(given), "family": sorted(family - given)}


def dictionary_words(path: Path) -> set[str]:
    """Lower-case entries of a word list (proper nouns there are capitalised); empty if missing."""
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return set()
    return {w.strip() for w in lines if w.strip()[:1].islower() and "'" not in w}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", type=Path, default=ROOT / "models" / "pii")
    parser.add_argument("--dictionary", type=Path, default=Path("/usr/share/dict/words"))
    args = parser.parse_args(argv)
    from spacy.lang.en.stop_words import STOP_WORDS

    common = {w.lower() for w in read_list(args.models / "common_words.txt")}
    english = dictionary_words(args.dictionary)
    if english:
        common &= english     # "henrik" (a 20NG signature) is no English word
    first, last, en_first, en_last, used = faker_names()
    extra = set(read_list(args.models / "given_names_extra.txt"))   # names Faker lacks ("Rajesh", "Seun")
    first |= extra

    def keep(name: str, english: set[str]) -> bool:
        low = name.lower()
        return len(low) > 2 and low not in STOP_WORDS and low not in CAPITALISED_PRONOUNS and (
            name in english or low not in common)

    first = sorted({n for n in first if keep(n, en_first)}, key=lambda n: (n.lower(), n))
    last = sorted({n for n in last if keep(n, en_last)}, key=lambda n: (n.lower(), n))
    source = ("# Source: the Latin-script given/family-name lists shipped by Faker (MIT) for "
              f"{len(used)} locales ({', '.join(used)}), romanised zh/ja names included,\n"
              "# and for given names the hand-written supplement models/pii/given_names_extra.txt.\n"
              "# Built by benchmarks/pii_build_names.py: names of 1-2 letters, stop words and, unless the name\n"
              "# comes from an English locale (en, en_*), everyday English words (common_words.txt\n"
              "# entries that are lower-case words of Debian's wamerican list) are left out. One per line; matching is case-insensitive.\n")
    atomic_write_text(args.models / "first_names.txt", "# Common given names.\n" + source + "\n".join(first) + "\n")
    atomic_write_text(args.models / "last_names.txt", "# Common family names.\n" + source + "\n".join(last) + "\n")
    print(f"{len(first)} given names, {len(last)} family names from {len(used)} locales")
    other = greek_cyrillic_names()
    other = {"comment": "Given and family names in Greek and Cyrillic script from Faker's el_GR, ru_RU, uk_UA, "
                        "mk_MK and bg_BG lists (MIT), for veil.pii.script_names. Built by "
                        "benchmarks/pii_build_names.py; do not edit by hand.", **other}
    atomic_write_text(args.models / "names_greek_cyrillic.json",
                      json.dumps(other, ensure_ascii=False, indent=0) + "\n")
    print(f"{len(other['given'])} Greek/Cyrillic given names, {len(other['family'])} family names")
    rtl = arabic_hebrew_names()
    rtl = {"comment": "Given and family names in Arabic and Hebrew script from Faker's ar_AA, ar_SA, ar_PS, ar_DZ, "
                      "fa_IR and he_IL lists (MIT), for veil.pii.arabic_hebrew. Built by "
                      "benchmarks/pii_build_names.py; do not edit by hand.", **rtl}
    atomic_write_text(args.models / "names_arabic_hebrew.json", json.dumps(rtl, ensure_ascii=False, indent=0) + "\n")
    print(f"{len(rtl['given'])} Arabic/Hebrew-script given names, {len(rtl['family'])} family names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
