"""Text redaction: placeholders, whole-word terms, spans, merging, blank style."""

from __future__ import annotations

import pytest

from veil.errors import InputError
from veil.redact import BLOCK, PLACEHOLDER_TYPES, Placeholders, TargetMatcher, redact_text


def test_placeholders_numbered_and_consistent():
    ph = Placeholders()
    assert ph.get("John Smith", "PERSON") == "[PERSON-1]"
    assert ph.get("  john\tSMITH ", "PERSON") == "[PERSON-1]"
    assert ph.get("Jane Roe", "PERSON") == "[PERSON-2]"
    assert ph.get("Initech", "ORG") == "[ORG-1]"
    assert ph.get("123-45-6789", "SSN") == "[SSN]" and ph.get("987-65-4321", "SSN") == "[SSN]"
    assert ph.get("a@b.com", "EMAIL") == "[EMAIL]"
    assert ph.get("Acme", "CLIENT") == "[CLIENT]"
    assert ph.get("widget", "CII") == "[REDACTED]"
    assert ph.get("Springfield", "GPE") == "[LOCATION-1]" and ph.get("Ohio", "LOC") == "[LOCATION-2]"
    assert ph.get("John Smith", "ORG") == "[PERSON-1]"  # first type seen wins
    assert ph.get("x", "weird type!") == "[WEIRD_TYPE]"
    assert ph.summary()["[PERSON-1]"] == 3 and len(ph) == 11
    assert all(isinstance(label, str) and isinstance(num, bool) for label, num in PLACEHOLDER_TYPES.values())


def test_terms_whole_word_case_insensitive():
    text = "Acme bought AcmeSoft; ACME and acme's CEO. Not acme-like? acme."
    out, n = redact_text(text, terms=[("Acme", "CLIENT")])
    assert out == "[CLIENT] bought AcmeSoft; [CLIENT] and [CLIENT]'s CEO. Not [CLIENT]-like? [CLIENT]."
    assert n == 5


def test_bare_terms_are_cii_and_whitespace_tolerant():
    out, n = redact_text("Project  Falcon\nlaunch; project\u00a0falcon.", terms=["Project Falcon"])
    assert out == "[REDACTED]\nlaunch; [REDACTED]." and n == 2


def test_longest_term_wins_and_non_word_edges():
    m = TargetMatcher(["Acme", "Acme Corp", "C++", "a.b."])
    text = "Acme Corp and Acme Corporation use C++ and a.b. here"
    found = [(text[s:e], t) for s, e, t in m.finditer(text)]
    assert found == [("Acme Corp", "CII"), ("Acme", "CII"), ("C++", "CII"), ("a.b.", "CII")]


def test_spans_and_terms_merged_longest_type_wins():
    text = "Call John Smith at Acme today"
    spans = [{"start": 5, "end": 15, "type": "PERSON"}, {"start": 10, "end": 23, "type": "ORG"}]
    out, n = redact_text(text, spans=spans)
    assert out == "Call [ORG-1] today" and n == 1
    out, n = redact_text(text, spans=[{"start": 5, "end": 15, "type": "PERSON"}], terms=[("Smith", "CII")])
    assert out == "Call [PERSON-1] at Acme today" and n == 1


def test_blank_style_keeps_layout():
    text = "Dear John Smith,\nAcme\nthanks"
    out, n = redact_text(text, terms=[("John Smith", "PERSON"), ("Acme", "CLIENT")], style="blank")
    assert out == f"Dear {BLOCK * 10},\n{BLOCK * 4}\nthanks" and len(out) == len(text) and n == 2
    out, _ = redact_text("ab\ncd", spans=[{"start": 0, "end": 5, "type": "X"}], style="blank")
    assert out == f"{BLOCK * 2}\n{BLOCK * 2}"


def test_shared_placeholders_across_calls():
    ph = Placeholders()
    a, _ = redact_text("Jane Roe wrote.", terms=[("Jane Roe", "PERSON")], placeholders=ph)
    b, _ = redact_text("John Smith and JANE ROE.", terms=[("John Smith", "PERSON"), ("Jane Roe", "PERSON")],
                       placeholders=ph)
    assert a == "[PERSON-1] wrote." and b == "[PERSON-2] and [PERSON-1]."


@pytest.mark.parametrize("spans", [
    [{"start": 5, "end": 2}], [{"start": -1, "end": 2}], [{"start": 0, "end": 99}],
    [{"start": "0", "end": 2}], [{"start": True, "end": 2}], ["nope"], [{"end": 2}],
])
def test_bad_spans_rejected(spans):
    with pytest.raises(InputError):
        redact_text("hello world", spans=spans)


def test_bad_style_and_text():
    with pytest.raises(InputError):
        redact_text("x", terms=["x"], style="stars")
    with pytest.raises(InputError):
        redact_text(None)


def test_nothing_to_do():
    assert redact_text("plain text") == ("plain text", 0)
    assert redact_text("plain text", terms=["", "   "]) == ("plain text", 0)


def test_many_terms():
    terms = [f"Name{i} Surname{i}" for i in range(2000)]
    text = (" ".join(f"word{i} Name{i} Surname{i}" for i in range(0, 2000, 7)) + " ") * 3
    out, n = redact_text(text, terms=terms)
    assert n == 3 * len(range(0, 2000, 7)) and "Surname" not in out
