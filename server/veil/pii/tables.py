"""Cells of table columns whose header names a kind of personal data.

A manifest or attendee list is a table: "Passport" over a column of document
numbers, "Name" over a column of people, "User" over log-in names. A value
in such a column is reported with the column's type when it has the type's
shape (a passport number has digits, a name has letters and no digits...).
Tables are pipe tables (``| a | b |``), tab-separated, aligned with two or
more spaces, or comma- or semicolon-separated (CSV: ``first_name,last_name,email``, quoted
cells may hold commas); a header is a line with at least two cells, one of
which is a known header (``models/pii/table_headers.json``); its rows are the
lines that follow with the same number of cells, up to a blank line.

A "person" column counts next to another personal column (a phone, an
e-mail, a date of birth, an age...); alone ("Name | Mon | Tue", a staff rota)
only when at least half of its cells hold a known given or family name:
"Name | Price" lists products.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Callable

from spacy.lang.en.stop_words import STOP_WORDS

from veil.pii.intervals import Intervals
from veil.pii.languages import strip_marks
from veil.pii.recognizers import Candidate

_SPLITTERS = (re.compile(r"[^|]+"), re.compile(r"[^\t]+"), re.compile(r"\S+(?:[ ]\S+)*"),
              re.compile(r"(?<![^,\n])(?:\"(?:[^\"\n]|\"\")*\"|[^,\n]*)"),    # CSV: quoted and empty cells count
              re.compile(r"(?<![^;\n])(?:\"(?:[^\"\n]|\"\")*\"|[^;\n]*)"))    # the same with semicolons (European Excel)
#: a number word after a header ("paspoort nr.", "Pass-Nr", "passeport n°", "número de pasaporte" is listed whole)
_NUMBER_WORD = re.compile(r"[ -](?:nr|no|num|number|nummer|n°|nº|#|numéro|número|numer|číslo|č)\.?\Z")
#: a cell holding one lower-case log-in name ("mkovac", "j.pelletier", "aosei2")
_HANDLE_CELL = re.compile(r"[a-z][a-z0-9._-]{2,24}")
#: a log-in in a column of people: lower case with a dot, an underscore or a digit ("vol_aisha.k", "jdoe2")
_HANDLE_IN_PERSON_COLUMN = re.compile(r"@?(?=[a-z0-9._-]{0,30}[._0-9])[a-z][a-z0-9._-]{2,30}")
#: a log-in made of an initial or two and a family name: "t.pomare", "hd_siti"
_INITIAL_HANDLE = re.compile(r"[a-z]{1,2}[._][a-z]{3,20}\d{0,3}")
_SHAPES = {
    "PASSPORT": re.compile(r"(?=(?:[A-Z]*[0-9]){4})[A-Z0-9]{6,12}"),     # "AK0418823", "19AV48213", "C4R7J9K2L"
    "DRIVER_LICENSE": re.compile(r"(?=(?:[^0-9]*[0-9]){4})[A-Z0-9][A-Z0-9 -]{3,18}[A-Z0-9]"),
    "DATE_OF_BIRTH": re.compile(r"(?=.*[0-9])[0-9A-Za-z ./-]{4,20}"),
    "PHONE": re.compile(r"(?=(?:[^0-9]*[0-9]){7})(?:\+|\(?[0-9])[0-9 ().-]{6,20}"),
    "USERNAME": re.compile(r"@?[A-Za-z0-9][A-Za-z0-9._-]{1,39}"),
    "PERSON": re.compile(r"(?:(?:van|von|de|der|den|del|della|di|da|du|le|la|ter|ten|al|el|bin|ibn)[ ]){0,3}"   # "van der Berg, Hope"
                         r"[A-Z\u00c0-\u00de][^\W\d_]*(?:['\u2019.-][^\W\d_]*)*\.?"
                         r"(?:(?:[ ]{1,2}|/|,[ ])['\u2019]?[A-Za-z\u00c0-\u024f][^\W\d_]*(?:['\u2019.-][^\W\d_]*)*\.?){0,5}"
                         r"|[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]{1,5}"     # "佐藤 美咲", "サトウ ミサキ", "정유진"
                         r"(?:[ \u3000][\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]{1,5})?"),
    "ADDRESS": re.compile(r"(?=.*[0-9０-９])(?=.*[^\W\d_]).{6,80}"),
    "AGE": re.compile(r"(?:1[01]\d|120|\d{1,2})(?:[ ]?(?:y|yrs?|years?|años|anos|ans|Jahre|J\.|god\.?|歳|岁|세|m\.))?"),
}


#: a cell of one to three lower-case words, a name typed without capitals in a sign-up form
_LOWER_NAME_CELL = re.compile(r"[a-z\u00df-\u024f'-]{2,20}(?:[ ][a-z\u00df-\u024f'-]{2,20}){0,2}")
#: a cell of a person's initials: "MLC", "K.M."
_INITIALS_CELL = re.compile(r"[A-Z]{2,4}|(?:[A-Z]\.){2,3}")
_TAB_CELLS = re.compile(r"(?<![^\t])[^\t]*")                      # rows keep their empty cells ("A-\t\n")
_NUMERIC_CELL = re.compile(r"[\d\s.,:/%+()\-]*\d.*")          # a cell of data starts with its number
#: a roster's day columns: "01-Dec", "02/12", "3 Jan" (a header of dates, not a row of data)
_DAY_CELL = re.compile(r"\d{1,2}[-/. ](?:\d{1,2}|[^\W\d_]{3,9})\.?")
#: a column named by a number and a code in capitals: "504/IEP", "401K" (a data cell has more than that)
_CODE_HEADER = re.compile(r"\d{1,4}[/-]?[A-Z]{1,5}")
#: the first words of columns named "... address" that hold no postal address
_NOT_POSTAL = frozenset({"email", "e-mail", "mail", "ip", "mac", "web", "wallet", "server", "host", "memory", "bitcoin",
                         "btc", "eth", "contract", "network", "public", "private", "hardware", "physical", "virtual"})
_CSV_HEADER = re.compile(r"(?m)^[A-Za-z][\w .#/()?'-]{0,30}(?:,(?:[A-Za-z]|\d{1,4}[/-]?[A-Z])[\w .#/()?'-]{0,30}){2,}$")
_SSV_HEADER = re.compile(r"(?m)^[^\W\d_][\w .#/()?'-]{0,30}(?:;[^\W\d_][\w .#/()?'-]{0,30}){2,}$")


class TableColumns:
    """Find PII in the columns of plain-text tables.

    Parameters
    ----------
    assets_dir : Path
        The ``models/`` folder (``pii/table_headers.json``).
    common : set of str
        Everyday words: a "name" cell made only of them is no person.
    names : set of str
        Known given and family names (lower case): a "name" column with no other personal
        column beside it counts when at least half of its cells hold one.
    """

    def __init__(self, assets_dir: Path, common: set, names: frozenset = frozenset()):
        data = json.loads((Path(assets_dir) / "pii" / "table_headers.json").read_text(encoding="utf-8"))
        self.common = common
        self.names = names
        self.headers_ = {h.lower(): t for t, words in data["headers"].items() for h in words}
        self.personal_ = {w.lower() for w in data["personal"]}

    def _header_type(self, cell: str):
        key = re.sub(r"\s*\([^)]*\)\s*", " ", cell).replace("_", " ").strip(" \t:#*?.").lower()
        key = re.sub(r"\s+", " ", key)
        kind = self.headers_.get(key)
        if kind is None:                  # "paspoort nr.", "Pass-Nr", "passeport n°": the header and a number word
            kind = self.headers_.get(_NUMBER_WORD.sub("", key))
        if kind is None:                  # "reviewer_1", "Guest 2": one of several numbered columns
            kind = self.headers_.get(re.sub(r" ?\d{1,2}\Z", "", key))
        if kind is None:                  # "present_address", "guardian_mobile": whose phone or address it is, first
            head, _, last = key.rpartition(" ")
            if head and head.split()[0] not in _NOT_POSTAL and self.headers_.get(last) in ("ADDRESS", "PHONE"):
                kind = self.headers_[last]
        return kind, key

    def analyze(self, text: str) -> list[Candidate]:
        """Candidates for the cells of typed table columns."""
        if "|" not in text and "\t" not in text and "   " not in text and ",," not in text and \
                _CSV_HEADER.search(text) is None and _SSV_HEADER.search(text) is None:
            return []
        lines = []
        pos = 0
        for line in text.split("\n"):
            lines.append((pos, line))
            pos += len(line) + 1
        out: list[Candidate] = []
        i = 0
        while i < len(lines):
            found = self._header(lines[i][1])
            if found is None:
                i += 1
                continue
            splitter, types, tentative = found
            width = len(types)
            i += 1
            cells_found: list[tuple[int, Candidate, str]] = []
            while i < len(lines) and lines[i][1].strip():
                start, line = lines[i]
                if re.fullmatch(r"[\s|:+=-]*", line):         # a |---|---| rule
                    i += 1
                    continue
                cells = list((_TAB_CELLS if splitter is _SPLITTERS[1] else splitter).finditer(line))
                cells = [c for c in cells if c.group().strip()] if splitter is _SPLITTERS[0] else cells
                if len(cells) != width:
                    break
                for j, (cell, kind) in enumerate(zip(cells, types)):
                    if kind is None:
                        continue
                    value = cell.group().strip()
                    if len(value) > 2 and value[0] == value[-1] == '"':     # a quoted CSV cell
                        value = value[1:-1].strip()
                    offset = start + cell.start() + cell.group().index(value) if value else 0
                    if value and kind == "PERSON" and _HANDLE_IN_PERSON_COLUMN.fullmatch(value) and \
                            self._fits("USERNAME", value):
                        kind_found = "USERNAME"        # a "volunteer" or "agent" column of log-ins: "vol_aisha.k"
                    else:
                        kind_found = kind if value and self._fits(kind, value) else None
                    if kind_found is not None:
                        cells_found.append((j, Candidate(offset, offset + len(value), kind_found, 0.6,
                                                         "table:" + kind_found.lower()), value))
                i += 1
            unnamed = []                  # a lone "name" column: people only if half its cells hold a known name
            for j in tentative:
                values = [v for col, c, v in cells_found if col == j and c.type == "PERSON"]
                known = [v for v in values if any((w in self.names or strip_marks(w) in self.names)   # "Sinéad"
                                                  and w not in self.common for w in re.findall(r"[^\W\d_]+", v.lower()))]
                if len(known) < 2 or 2 * len(known) < len(values):     # (its log-ins stay: "vol_aisha.k")
                    unnamed.append(j)
            if len(unnamed) < len(tentative):           # one column of people vouches for a column of staff
                unnamed = [j for j in unnamed if not all(   # initials in its table ("paciente", "embriologo": MLC)
                    _INITIALS_CELL.fullmatch(v) for col, c, v in cells_found if col == j and c.type == "PERSON")]
            cells_found = [f for f in cells_found if f[0] not in unnamed or f[1].type != "PERSON"]
            out += [c for _, c, _ in cells_found]
        return out

    def columns(self, text: str, cands: list[Candidate], name_shaped: Callable[[str], bool]) -> list[Candidate]:
        """Phone numbers and log-in names in the columns of a table without a header.

        In a run of pipe, tab, CSV or semicolon rows with the same number of
        cells: a cell shaped like a phone number whose column holds a phone
        number found elsewhere ("| Mr. A. Kulkarni | 98220 41736 |" under
        "| +91-88888-12074 |"); the lower-case handles of a column of handles
        of which two or more are made of a person's name ("mkovac",
        "eacheampong", ``name_shaped``) or were found as log-in names already.
        """
        if "|" not in text and "\t" not in text and "," not in text and ";" not in text:
            return []
        phones = Intervals([(c.start, c.end) for c in cands if c.type == "PHONE"])
        handles = Intervals([(c.start, c.end) for c in cands if c.type == "USERNAME"])
        out: list[Candidate] = []
        rows: list[list[tuple[int, str]]] = []
        pos = 0
        for line in text.split("\n") + [""]:
            cells = []
            if line.count("|") >= 2 or "\t" in line:
                splitter = _SPLITTERS[0] if line.count("|") >= 2 else _SPLITTERS[1]
                cells = [(pos + m.start(), m.group()) for m in splitter.finditer(line) if m.group().strip()]
            elif line.count(",") >= 3 and ", " not in line or line.count(";") >= 3 and "; " not in line:
                splitter = _SPLITTERS[3] if line.count(",") >= 3 and ", " not in line else _SPLITTERS[4]
                cells = [(pos + m.start(), m.group()) for m in splitter.finditer(line)]   # empty cells count
            if rows and (len(cells) != len(rows[-1]) or len(cells) < 3):
                out += self._phone_column(rows, phones) + self._handle_column(rows, handles, name_shaped)
                rows = []
            if len(cells) >= 3:
                rows.append(cells)
            pos += len(line) + 1
        return out

    @staticmethod
    def _phone_column(rows, phones: Intervals) -> list[Candidate]:
        """Phone-shaped cells of the columns of ``rows`` that hold a known phone number."""
        out = []
        if len(rows) < 2:
            return out
        for j in range(len(rows[0])):
            cells = [row[j] for row in rows]
            if not any(phones.overlaps(start, start + len(cell)) for start, cell in cells):
                continue
            for start, cell in cells:
                value = cell.strip()
                if not value:
                    continue
                offset = start + cell.index(value)
                digits = sum(ch.isdigit() for ch in value)
                if 8 <= digits <= 15 and _SHAPES["PHONE"].fullmatch(value) is not None and \
                        not phones.overlaps(offset, offset + len(value)):
                    out.append(Candidate(offset, offset + len(value), "PHONE", 0.6, "table:phone-column"))
        return out

    def _handle_column(self, rows, handles: Intervals, name_shaped: Callable[[str], bool]) -> list[Candidate]:
        """Handle cells of the columns of ``rows`` made mostly of handles, two of them a person's
        (not an everyday word: a header such as "agent" or "owner"), and of the columns of handles
        beside such a column ("reviewer_1 | reviewer_2 | reviewer_3")."""
        out = []
        if len(rows) < 3:
            return out
        header = any(self._header_type(cell.strip())[0] is not None for _, cell in rows[0])
        body = rows[1:] if header else rows              # "reviewer_1" names a column, it is no log-in
        found, maybe = [], []
        for j in range(len(rows[0])):
            cells = [(start + cell.index(cell.strip()), cell.strip()) for start, cell in (row[j] for row in body)
                     if cell.strip()]
            shaped = [(s, v) for s, v in cells if _HANDLE_CELL.fullmatch(v)]
            if len(shaped) < 2 or len(shaped) < 0.8 * (len(cells) - (0 if header else 1)):   # a header row
                continue
            people = {v for s, v in shaped if name_shaped(v) or _INITIAL_HANDLE.fullmatch(v) or
                      handles.overlaps(s, s + len(v))}
            (found if len(people) >= 2 else maybe).append(shaped)
        for shaped in found + (maybe if found else []):
            out += [Candidate(s, s + len(v), "USERNAME", 0.6, "table:handle-column")
                    for s, v in shaped if not handles.overlaps(s, s + len(v)) and v not in self.common
                    and v not in STOP_WORDS]
        return out

    def _header(self, line: str):
        for splitter in _SPLITTERS:
            if splitter is _SPLITTERS[0] and line.count("|") < 2 or splitter is _SPLITTERS[1] and "\t" not in line:
                continue
            cells = [c.group().strip() for c in splitter.finditer(line) if c.group().strip()]
            if len(cells) < 2 or any(_NUMERIC_CELL.fullmatch(c) and not _DAY_CELL.fullmatch(c) and
                                     _CODE_HEADER.fullmatch(c) is None for c in cells):
                continue                  # a header names its columns ("Unit 3 Test", "504/IEP"); a row of data has numbers
            if splitter is _SPLITTERS[3] and (len(cells) < 3 or _CSV_HEADER.fullmatch(line.strip()) is None):
                continue                  # a CSV header is short names ("first_name,email"), not prose
            if splitter is _SPLITTERS[4] and (len(cells) < 3 or _SSV_HEADER.fullmatch(line.strip()) is None):
                continue
            kinds = [self._header_type(c) for c in cells]
            types = [t for t, _ in kinds]
            if not any(types):
                continue
            personal = sum(1 for t, key in kinds if (t and t != "PERSON") or key in self.personal_)
            tentative = [j for j, t in enumerate(types) if t == "PERSON"] if personal == 0 else []
            return splitter, types, tentative
        return None

    def _fits(self, kind: str, value: str) -> bool:
        if kind == "PERSON" and _LOWER_NAME_CELL.fullmatch(value):   # typed in lower case: "ellie", "dawson"
            words = value.split()
            return not any(w in self.common or w in STOP_WORDS for w in words) and \
                any(w in self.names or strip_marks(w) in self.names for w in words)
        if _SHAPES[kind].fullmatch(value) is None:
            return False
        if kind == "PERSON":
            words = [w.lower() for w in re.findall(r"[^\W\d_]+", value)]
            return any(w not in self.common and w not in STOP_WORDS for w in words) or \
                value.istitle() and all(w in self.names and w not in STOP_WORDS for w in words)   # "Summer", "Hope"
        if kind == "USERNAME":
            return value.lower() not in self.common and value.lower() not in STOP_WORDS
        return True
