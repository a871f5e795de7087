"""Seeded generator of a labelled PII corpus (benchmarks for ``veil eval pii``).

Writes JSON lines ``{"id", "genre", "text", "spans": [{"start", "end", "type"}]}``
with gold spans, in many genres (letters, e-mails, meeting notes, CVs,
invoices, call transcripts, chats, medical and HR notes, IT logs, support
tickets) and with the hard cases of issue 3: names that are ordinary words,
lower-case names, signatures, initials, non-English names, multi-line
addresses, international phone formats, unseparated cards/SSNs with context,
dates in many formats, and snippets with no PII at all (numbers that look
like identifiers but are not).

Usage::

    python benchmarks/pii_data/generate.py --n 2400 --seed 13 -o benchmarks/pii_data/generated.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import string
import sys
from pathlib import Path

import phonenumbers
from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "server"))
from veil.fileio import atomic_write_text  # noqa: E402

LOCALES = ["en_US", "en_US", "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pl_PL", "nl_NL",
           "pt_BR", "en_IN", "sv_SE", "cs_CZ", "tr_TR", "en_IE"]
EXTRA_NAMES = [("Wei", "Zhang"), ("Yuki", "Tanaka"), ("Mohammed", "Al-Farsi"), ("Aisha", "Okafor"),
               ("Nguyen", "Van Anh"), ("Oluwaseun", "Adeyemi"), ("Siobhan", "O'Connell"), ("Hiroshi", "Sato"),
               ("Fatima", "Haddad"), ("Dmitri", "Volkov"), ("Priya", "Raghunathan"), ("Kwame", "Mensah"),
               ("Ji-woo", "Park"), ("Mei", "Lin"), ("Tomasz", "Wiśniewski"), ("Björn", "Lindqvist")]
WORD_NAMES = ["Will", "May", "Rose", "Grant", "Bill", "Mark", "Hope", "June", "April", "Jack", "Frank",
              "Grace", "Dawn", "Joy", "Faith", "Summer", "Hunter", "Chase", "Ray", "Dean"]
CITIES = ["Boston", "Chicago", "Denver", "Seattle", "London", "Paris", "Berlin", "Mumbai", "Toronto", "Sydney",
          "Madrid", "Austin", "Portland", "Atlanta", "Dublin", "Munich", "Lyon", "Milan", "Warsaw", "Amsterdam",
          "San Francisco", "New York", "Los Angeles", "Philadelphia", "Houston", "Phoenix", "Miami", "Tokyo",
          "Singapore", "Nairobi", "Lagos", "Oslo", "Vienna", "Zurich", "Rome", "Lisbon", "Prague", "Dallas"]
COUNTRIES = ["Germany", "France", "Canada", "India", "Brazil", "Japan", "Kenya", "Mexico", "Spain", "Italy",
             "Poland", "Ireland", "Australia", "Sweden", "Norway", "the Netherlands", "Nigeria", "China"]
US_AREAS = ["212", "312", "415", "617", "646", "702", "713", "206", "305", "404", "503", "512", "602", "720",
            "808", "919", "202", "214", "303", "310", "408", "612", "704", "801", "913", "978"]
INTL_REGIONS = ["GB", "DE", "FR", "IN", "AU", "ES", "IT", "NL", "BR", "CH", "SE", "IE", "MX", "JP"]
NEUTRAL = [
    "Let me know if anything is unclear.",
    "The draft is attached for your review.",
    "We agreed to revisit the budget next quarter.",
    "Please bring the signed forms to the front desk.",
    "The shipment was delayed because of the weather.",
    "I have updated the spreadsheet with the latest figures.",
    "Our team will need two more weeks to finish the migration.",
    "The meeting room on the third floor is booked all afternoon.",
    "Thanks again for your patience while we sorted this out.",
    "The warranty covers parts and labour for three years.",
    "Version 2.4.1 fixes the login timeout reported last week.",
    "We processed 1,250 orders in the first week of the promotion.",
    "The total comes to $4,318.75 including tax.",
    "Room temperature should stay between 18 and 22 degrees.",
    "The report runs to 48 pages, with 12 tables in the appendix.",
    "Step 3 requires a reboot; allow about 15 minutes.",
    "Order number 100482 is ready for pickup.",
    "The server handles roughly 3,000 requests per second at peak.",
    "Use a 3/8 inch drill bit for the anchors.",
    "The survey had a response rate of 42 percent.",
]
NO_PII = NEUTRAL + [
    "Preheat the oven to 220 degrees and bake for 25 to 30 minutes.",
    "Mix 2 cups of flour with 1 teaspoon of baking soda and a pinch of salt.",
    "The function returns -1 when the buffer is empty and 0 otherwise.",
    "Error code 0x80070005 means access was denied by the system.",
    "Invoice totals above 10,000 need a second approval.",
    "The train leaves every 20 minutes between 6 and 9 in the morning.",
    "Batch 2023-17 passed quality control with 99.2 percent yield.",
    "Replace the filter every 90 days or after 500 hours of use.",
    "The model was trained for 12 epochs with a learning rate of 0.001.",
    "Section 4.2.1 describes the fallback procedure in detail.",
    "Set the timeout to 30000 milliseconds and retry up to 5 times.",
    "The committee reviewed 37 proposals and funded 9 of them.",
    "Quarterly revenue grew by 8.5 percent compared with last year.",
    "Tickets cost 25 dollars for adults and 12 for children.",
    "The bridge is 1,280 metres long and opened to traffic in the spring.",
    "Part number 4471-220-19 is out of stock until further notice.",
    "Water boils at 100 degrees at sea level.",
    "Press and hold the reset button for 10 seconds.",
    "The library will be closed for maintenance over the long weekend.",
    "We recommend backing up your files before upgrading.",
    "Average response time dropped from 340 ms to 120 ms after the change.",
    "A ratio of 3:1 works well for most mortar mixes.",
    "Figure 7 plots the error against the sample size on a log scale.",
    "The recipe serves 4 and takes about 45 minutes.",
]


class Doc:
    """Accumulates text and gold spans."""

    def __init__(self):
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.pos = 0

    def t(self, s: str) -> "Doc":
        self.parts.append(s)
        self.pos += len(s)
        return self

    def e(self, s: str, pii_type: str) -> "Doc":
        self.spans.append({"start": self.pos, "end": self.pos + len(s), "type": pii_type})
        return self.t(s)

    def add(self, value) -> "Doc":
        if isinstance(value, tuple):
            return self.e(*value)
        if isinstance(value, list):
            for v in value:
                self.add(v)
            return self
        return self.t(value)

    def text(self) -> str:
        return "".join(self.parts)


class Gen:
    """Random PII values and snippets from one seeded RNG."""

    def __init__(self, seed: int):
        self.r = random.Random(seed)
        Faker.seed(seed)
        self.fakers = {loc: Faker(loc) for loc in set(LOCALES)}
        for i, f in enumerate(self.fakers.values()):
            f.seed_instance(seed + i)
        self.us = self.fakers["en_US"]

    # ----------------------------------------------------------- values
    def name_parts(self):
        r = self.r.random()
        if r < 0.12:
            return self.r.choice(WORD_NAMES), self.us.last_name()
        if r < 0.2:
            return self.r.choice(EXTRA_NAMES)
        f = self.fakers[self.r.choice(LOCALES)]
        return f.first_name(), f.last_name()

    def person(self, style=None):
        first, last = self.name_parts()
        style = style or self.r.choices(["full", "full", "full", "mid", "init", "first"], [5, 5, 5, 1, 1, 1])[0]
        if style == "mid":
            return f"{first} {self.r.choice(string.ascii_uppercase)}. {last}"
        if style == "init":
            return f"{first[0]}. {last}"
        if style == "first":
            return first
        if style == "lower":
            return f"{first} {last}".lower()
        return f"{first} {last}"

    def phone(self):
        r = self.r.random()
        if r < 0.55:
            while True:
                num = f"{self.r.choice(US_AREAS)}{self.r.randint(200, 999)}{self.r.randint(0, 9999):04d}"
                p = phonenumbers.parse(num, "US")
                if phonenumbers.is_valid_number(p):
                    break
            a, b, c = num[:3], num[3:6], num[6:]
            return self.r.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1 {a} {b} {c}",
                                  f"+1-{a}-{b}-{c}", f"1-{a}-{b}-{c}", f"({a}) {b} {c}"])
        region = self.r.choice(INTL_REGIONS)
        example = phonenumbers.example_number_for_type(region, self.r.choice(
            [phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.MOBILE]))
        for _ in range(50):
            nat = str(example.national_number)
            nat = nat[:-4] + f"{self.r.randint(0, 9999):04d}"
            cand = phonenumbers.parse(f"+{example.country_code}{nat}")
            if phonenumbers.is_valid_number(cand):
                example = cand
                break
        fmt = phonenumbers.PhoneNumberFormat.INTERNATIONAL if self.r.random() < 0.75 else \
            phonenumbers.PhoneNumberFormat.NATIONAL
        return phonenumbers.format_number(example, fmt)

    def ssn(self, sep="-"):
        area = self.r.choice([a for a in range(1, 900) if a != 666])
        return f"{area:03d}{sep}{self.r.randint(1, 99):02d}{sep}{self.r.randint(1, 9999):04d}"

    def card(self):
        num = self.us.credit_card_number(card_type=self.r.choice(["visa16", "mastercard", "amex", "discover"]))
        style = self.r.choice(["space", "dash", "plain", "space"])
        if style == "plain":
            return num
        groups = [num[:4], num[4:10], num[10:]] if len(num) == 15 else [num[i:i + 4] for i in range(0, len(num), 4)]
        return (" " if style == "space" else "-").join(groups)

    def iban(self):
        f = self.fakers[self.r.choice(["de_DE", "fr_FR", "en_GB", "nl_NL", "es_ES", "it_IT", "pl_PL"])]
        raw = f.iban()
        if self.r.random() < 0.6:
            return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
        return raw

    def email(self, name=None):
        first, last = (name.split()[0], name.split()[-1]) if name and " " in name else self.name_parts()
        ascii_ = lambda s: "".join(c for c in s.lower() if c in string.ascii_lowercase)  # noqa: E731
        user = self.r.choice([f"{ascii_(first)}.{ascii_(last)}", f"{ascii_(first)[:1]}{ascii_(last)}",
                              f"{ascii_(first)}{self.r.randint(1, 99)}", f"{ascii_(last)}_{ascii_(first)}"])
        domain = self.r.choice(["gmail.com", "outlook.com", "yahoo.co.uk", "proton.me", "example.org",
                                self.us.domain_name(), self.us.domain_name(), "web.de", "orange.fr"])
        if not user.strip("._") or user.startswith(".") or user.endswith("."):
            user = f"user{self.r.randint(10, 9999)}"
        return f"{user}@{domain}"

    def ip(self):
        return self.r.choice([self.us.ipv4_public(), self.us.ipv4_private(), self.us.ipv4(), self.us.ipv6()])

    def url(self):
        return f"https://www.{self.us.domain_name()}/{self.us.uri_path()}"

    def date(self, year_range=(2015, 2025)):
        d = self.us.date_between_dates(__import__("datetime").date(year_range[0], 1, 1),
                                       __import__("datetime").date(year_range[1], 12, 28))
        fmts = ["%B %-d, %Y", "%-d %B %Y", "%m/%d/%Y", "%Y-%m-%d", "%b. %-d, %Y", "%d.%m.%Y", "%A, %B %-d, %Y",
                "%-m/%-d/%y", "%d %b %Y", "%B %-d"]
        fmt = self.r.choice(fmts)
        s = d.strftime(fmt)
        if self.r.random() < 0.08:
            day = d.day
            suf = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
            s = f"{day}{suf} of {d.strftime('%B')}, {d.year}"
        return s

    def dob(self):
        return self.date((1940, 2005))

    def address_parts(self):
        f = self.us
        street = f.street_address()
        city, state, zipc = f.city(), self.r.choice([f.state_abbr(), f.state_abbr(), f.state()]), f.zipcode()
        return street, city, state, zipc

    def address(self, multiline=None):
        street, city, state, zipc = self.address_parts()
        multiline = self.r.random() < 0.45 if multiline is None else multiline
        sep = "\n" if multiline else ", "
        return f"{street}{sep}{city}, {state} {zipc}"

    def org(self):
        return self.us.company() if self.r.random() < 0.7 else self.fakers[self.r.choice(
            ["en_GB", "de_DE", "fr_FR"])].company()

    def city(self):
        return self.r.choice(CITIES)

    def country(self):
        return self.r.choice(COUNTRIES)

    def age(self):
        n = self.r.randint(19, 88)
        return self.r.choice([f"{n} years old", f"{n}-year-old", f"{n} year old"])

    def dl(self):
        return self.r.choice([f"{self.r.choice(string.ascii_uppercase)}{self.r.randint(1000000, 9999999)}",
                              f"{self.r.choice(string.ascii_uppercase)}{self.r.randint(100, 999)}-"
                              f"{self.r.randint(1000, 9999)}-{self.r.randint(1000, 9999)}",
                              f"{self.r.randint(100000000, 999999999)}"])

    def passport(self):
        return self.r.choice([f"{self.r.randint(100000000, 999999999)}",
                              f"{self.r.choice('ACEX')}{self.r.randint(10000000, 99999999)}"])

    def neutral(self, k=1):
        return " ".join(self.r.sample(NEUTRAL, k))

    # ----------------------------------------------------------- genres
    def letter(self):
        d = Doc()
        who, sender = self.person("full"), self.person(self.r.choice(["full", "mid"]))
        street, city, state, zipc = self.address_parts()
        d.e(sender, "PERSON").t("\n").e(f"{street}\n{city}, {state} {zipc}", "ADDRESS").t("\n\n")
        d.e(self.date(), "DATE").t("\n\nDear ").e(who, "PERSON").t(",\n\n")
        d.t(self.neutral()).t(" ")
        choice = self.r.randint(0, 3)
        if choice == 0:
            d.t("You can reach me on ").e(self.phone(), "PHONE").t(" or at ").e(self.email(sender), "EMAIL").t(".")
        elif choice == 1:
            d.t("Please transfer the deposit to IBAN ").e(self.iban(), "IBAN").t(" before ").e(
                self.date(), "DATE").t(".")
        elif choice == 2:
            d.t("I met ").e(self.person(), "PERSON").t(" from ").e(self.org(), "ORG").t(" in ").e(
                self.city(), "LOCATION").t(" to discuss the lease.")
        else:
            d.t("My new address from next month is ").e(self.address(False), "ADDRESS").t(".")
        d.t(" ").t(self.neutral()).t("\n\n").t(self.r.choice(["Sincerely,", "Yours truly,", "Best regards,",
                                                               "Kind regards,"])).t("\n").e(sender, "PERSON")
        return d

    def email_msg(self):
        d = Doc()
        a, b = self.person("full"), self.person("full")
        d.t("From: ").e(a, "PERSON").t(" <").e(self.email(a), "EMAIL").t(">\nTo: ").e(self.email(b), "EMAIL")
        d.t("\nSubject: ").t(self.r.choice(["Quick question", "Follow-up", "Re: contract", "Invoice", "Update"]))
        d.t("\n\n").t(self.r.choice(["Hi ", "Hello ", "Dear "])).e(b.split()[0], "PERSON").t(",\n\n")
        k = self.r.randint(0, 4)
        if k == 0:
            d.t("Can you call me back at ").e(self.phone(), "PHONE").t("? ").t(self.neutral())
        elif k == 1:
            d.t("The login attempts came from ").e(self.ip(), "IP_ADDRESS").t(", see ").e(self.url(), "URL").t(".")
        elif k == 2:
            d.t("I've copied ").e(self.person(), "PERSON").t(" from ").e(self.org(), "ORG").t(". ").t(self.neutral())
        elif k == 3:
            d.t("Our call is set for ").e(self.date(), "DATE").t(". ").t(self.neutral())
        else:
            d.t("My card ending in the number ").e(self.card(), "CREDIT_CARD").t(" was charged twice.")
        d.t("\n\n").t(self.r.choice(["Thanks,", "Cheers,", "Best,", "Regards,"])).t("\n").e(a.split()[0], "PERSON")
        if self.r.random() < 0.5:
            d.t("\n").e(self.phone(), "PHONE")
        return d

    def meeting(self):
        d = Doc()
        people = [self.person(self.r.choice(["full", "full", "init"])) for _ in range(self.r.randint(2, 4))]
        d.t("Meeting notes, ").e(self.date(), "DATE").t("\nAttendees: ")
        for i, p in enumerate(people):
            if i:
                d.t(", ")
            d.e(p, "PERSON")
        d.t("\n\n- ").e(people[0], "PERSON").t(" will follow up with ").e(self.org(), "ORG").t(".\n- ")
        d.t(self.neutral()).t("\n- Next review on ").e(self.date(), "DATE").t(" in ").e(self.city(), "LOCATION")
        d.t(".\n- Action: ").e(people[-1], "PERSON").t(" to send the figures.")
        return d

    def cv(self):
        d = Doc()
        name = self.person("full")
        d.e(name.upper() if self.r.random() < 0.3 else name, "PERSON").t("\n").e(self.address(True), "ADDRESS")
        d.t("\n").e(self.phone(), "PHONE").t(" | ").e(self.email(name), "EMAIL").t("\n")
        if self.r.random() < 0.6:
            d.t("Date of birth: ").e(self.dob(), "DATE_OF_BIRTH").t("\n")
        d.t("\nEXPERIENCE\n").e(self.org(), "ORG").t(", ").e(self.city(), "LOCATION")
        d.t(f" ({self.r.randint(2005, 2015)} to {self.r.randint(2016, 2024)})\n")
        d.t(self.r.choice(["Led a team of 6 engineers building payment systems.",
                           "Managed accounts worth 2 million in annual revenue.",
                           "Designed the data pipeline and cut costs by 30 percent."]))
        d.t("\n\nREFERENCES\n").e(self.person("full"), "PERSON").t(", ").e(self.org(), "ORG")
        return d

    def invoice(self):
        d = Doc()
        d.t(f"INVOICE {self.r.randint(10000, 99999)}\nDate: ").e(self.date(), "DATE").t("\n\nBill to:\n")
        d.e(self.person("full"), "PERSON").t("\n").e(self.address(True), "ADDRESS").t("\n\n")
        d.t(f"Consulting services, {self.r.randint(2, 40)} hours ... ${self.r.randint(200, 9000)}.00\n")
        if self.r.random() < 0.5:
            d.t("Paid by card: ").e(self.card(), "CREDIT_CARD").t("\n")
        else:
            d.t("Bank transfer to IBAN: ").e(self.iban(), "IBAN").t("\n")
        d.t("Questions? Call ").e(self.phone(), "PHONE")
        return d

    def transcript(self):
        d = Doc()
        name = self.person("full")
        d.t("Agent: Thank you for calling, can I have your full name?\nCaller: Yes, it's ").e(name, "PERSON")
        d.t(".\nAgent: And the last digits of your social security number?\nCaller: ")
        k = self.r.randint(0, 2)
        if k == 0:
            d.t("Sure, my SSN is ").e(self.ssn(self.r.choice(["-", "", " "])), "SSN").t(".")
        elif k == 1:
            d.t("It's ").e(self.ssn("-"), "SSN").t(".")
        else:
            d.t("My date of birth is ").e(self.dob(), "DATE_OF_BIRTH").t(" if that helps.")
        d.t("\nAgent: Thanks. Is ").e(self.phone(), "PHONE").t(" still the best number?\nCaller: ")
        d.t(self.r.choice(["Yes.", "No, use my mobile.", "That's right."]))
        if self.r.random() < 0.5:
            d.t("\nAgent: And the card on file?\nCaller: Card number ").e(
                self.card().replace(" ", "").replace("-", ""), "CREDIT_CARD").t(".")
        return d

    def chat(self):
        d = Doc()
        lower = self.person("lower")
        d.t(self.r.choice(["hey, ", "hi! ", "ok so ", ""])).t("did ").e(lower, "PERSON")
        d.t(" send the file? ").t(self.r.choice(["his", "her", "their"])).t(" number is ").e(self.phone(), "PHONE")
        if self.r.random() < 0.5:
            d.t(" and email ").e(self.email(), "EMAIL")
        d.t(self.r.choice([" lol", " thx", "", " btw"]))
        return d

    def medical(self):
        d = Doc()
        name = self.person(self.r.choice(["full", "mid"]))
        d.t("Patient: ").e(name, "PERSON").t("\nDOB: ").e(self.dob(), "DATE_OF_BIRTH").t("\n")
        d.t("Seen on ").e(self.date(), "DATE").t(". The patient is a ").e(self.age(), "AGE")
        d.t(self.r.choice([" woman", " man", " retired teacher"])).t(" referred by Dr. ").e(
            self.us.last_name(), "PERSON").t(".\n")
        d.t("Insurance ID on file; SSN ").e(self.ssn(), "SSN").t(". Emergency contact: ").e(
            self.person("full"), "PERSON").t(", ").e(self.phone(), "PHONE").t(".")
        return d

    def hr(self):
        d = Doc()
        name = self.person("full")
        d.t("Employee record for ").e(name, "PERSON").t(", aged ").e(str(self.r.randint(21, 64)), "AGE").t(".\n")
        k = self.r.randint(0, 2)
        if k == 0:
            d.t("Driver's license number: ").e(self.dl(), "DRIVER_LICENSE").t(".\n")
        elif k == 1:
            d.t("Passport number ").e(self.passport(), "PASSPORT").t(", issued in ").e(
                self.country(), "LOCATION").t(".\n")
        else:
            d.t("Social Security Number: ").e(self.ssn(self.r.choice(["", " ", "-"])), "SSN").t(".\n")
        d.t("Home address: ").e(self.address(False), "ADDRESS").t("\n")
        d.t("Start date: ").e(self.date(), "DATE").t("; manager: ").e(self.person("full"), "PERSON").t(".")
        return d

    def itlog(self):
        d = Doc()
        n = self.r.randint(2, 4)
        for _ in range(n):
            d.t(f"[{self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}:{self.r.randint(0, 59):02d}] ")
            k = self.r.randint(0, 2)
            if k == 0:
                d.t("Failed login for ").e(self.email(), "EMAIL").t(" from ").e(self.ip(), "IP_ADDRESS").t("\n")
            elif k == 1:
                d.t("Connection from ").e(self.ip(), "IP_ADDRESS").t(f" closed after {self.r.randint(1, 999)} ms\n")
            else:
                d.t("Password reset requested by user ").e(self.email(), "EMAIL").t("\n")
        return d

    def ticket(self):
        d = Doc()
        name = self.person("full")
        d.t(f"Ticket #{self.r.randint(1000, 99999)} opened by ").e(name, "PERSON").t(" (").e(
            self.email(name), "EMAIL").t(")\n")
        k = self.r.randint(0, 3)
        if k == 0:
            d.t("Customer reports the card ").e(self.card(), "CREDIT_CARD").t(" was declined in ").e(
                self.city(), "LOCATION").t(".")
        elif k == 1:
            d.t("Please ship the replacement to ").e(self.address(), "ADDRESS").t(".")
        elif k == 2:
            d.t("Callback requested on ").e(self.phone(), "PHONE").t(" before ").e(self.date(), "DATE").t(".")
        else:
            d.t("The refund should go to ").e(self.iban(), "IBAN").t(" (account holder ").e(
                name, "PERSON").t(").")
        if self.r.random() < 0.5:
            d.t(" ZIP code for the billing address: ").e(self.us.zipcode(), "ZIP").t(".")
        return d

    def no_pii(self):
        d = Doc()
        d.t(" ".join(self.r.sample(NO_PII, self.r.randint(2, 4))))
        return d

    GENRES = ["letter", "email_msg", "meeting", "cv", "invoice", "transcript", "chat", "medical", "hr",
              "itlog", "ticket", "no_pii"]

    def corpus(self, n: int):
        for i in range(n):
            genre = self.GENRES[i % len(self.GENRES)]
            doc = getattr(self, genre)()
            yield {"id": f"gen-{i:05d}", "genre": genre.replace("_msg", ""), "text": doc.text(),
                   "spans": doc.spans}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=2400, help="number of snippets (default 2400)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("-o", "--output", default=str(Path(__file__).with_name("generated.jsonl")))
    args = parser.parse_args(argv)
    lines = [json.dumps(doc, ensure_ascii=False) for doc in Gen(args.seed).corpus(args.n)]
    atomic_write_text(Path(args.output), "\n".join(lines) + "\n")
    print(f"wrote {len(lines)} snippets to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
