"""The PII types Veil reports, their identifier kind and their precedence.

``direct`` identifiers point at one person on their own (names, SSNs, cards,
phones, e-mails, account numbers, street addresses, licence and passport
numbers, client names); ``quasi`` identifiers narrow a person down in
combination (dates, ZIP codes, places, organisations, ages, domains).
"""

from __future__ import annotations

#: type -> (identifier kind, description). Order = precedence: when spans
#: overlap, the type listed first (the most specific) names the merged region.
PII_TYPES: dict[str, tuple[str, str]] = {
    "CLIENT": ("direct", "a client name or alias of the loaded client model (deny-list)"),
    "CUSTOM": ("direct", "an entry of the generic deny-list"),
    "SSN": ("direct", "US social security number (area/group/serial validated)"),
    "CREDIT_CARD": ("direct", "payment card number (Luhn + issuer prefix/length)"),
    "IBAN": ("direct", "international bank account number (ISO 13616 checksum)"),
    "EMAIL": ("direct", "e-mail address"),
    "IP_ADDRESS": ("direct", "IPv4 or IPv6 address"),
    "PASSPORT": ("direct", "passport number (needs a context word)"),
    "DRIVER_LICENSE": ("direct", "driver's licence number (needs a context word)"),
    "PHONE": ("direct", "phone or fax number, US or international (libphonenumber)"),
    "URL": ("quasi", "web address"),
    "ADDRESS": ("direct", "street address or PO box (US, UK, European, Canadian, Australian, Indian... formats), possibly over several lines"),
    "DATE_OF_BIRTH": ("quasi", "a date next to a birth context word"),
    "AGE": ("quasi", "an age (\"42 years old\", \"aged 42\")"),
    "ZIP": ("quasi", "ZIP or postcode (after a state, a UK/IE/CA postcode, or with a context word)"),
    "DOMAIN": ("quasi", "internet domain name"),
    "USERNAME": ("direct", "a user name or handle in a log or chat (user=jdoe, login: jdoe, @jdoe)"),
    "PERSON": ("direct", "a person's name (spaCy NER, honorifics, name gazetteer)"),
    "DATE": ("quasi", "a calendar date"),
    "ORG": ("quasi", "an organisation (spaCy NER)"),
    "LOCATION": ("quasi", "city, state, country, landmark (spaCy GPE/LOC/FAC, place gazetteer)"),
}

#: type -> rank (0 = most specific)
PRECEDENCE: dict[str, int] = {name: rank for rank, name in enumerate(PII_TYPES)}


def identifier_kind(pii_type: str) -> str:
    """``"direct"`` or ``"quasi"`` for ``pii_type``."""
    return PII_TYPES[pii_type][0]
