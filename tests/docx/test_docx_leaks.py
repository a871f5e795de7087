"""Leak verification: LeakError fires rather than a leaking copy being returned."""

from __future__ import annotations

import re

import pytest

from docx_fixtures import TARGETS, build_full_docx, edit_entries, entries
from veil.docx import extract_parts_text, extract_text, find_leaks, redact_docx
from veil.errors import LeakError

OLE_CT = b'<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>'


@pytest.fixture(scope="module")
def good():
    return build_full_docx()


def _with_binary(good: bytes, blob: bytes) -> bytes:
    return edit_entries(good, {"[Content_Types].xml": lambda b: b.replace(b"<Default ", OLE_CT + b"<Default ", 1)},
                        extra={"word/embeddings/oleObject1.bin": blob})


def test_leak_in_binary_part_raises(good):
    blob = b"\x01\x02OLE" + "Report for Acme Corporation".encode("utf-16-le") + b"\x00\x07"
    data = _with_binary(good, blob)
    with pytest.raises(LeakError) as info:
        redact_docx(data, TARGETS)
    assert info.value.parts == ["word/embeddings/oleObject1.bin"]
    assert info.value.status == 422
    assert "acme" not in str(info.value).lower()


def test_binary_part_without_target_passes(good):
    data = _with_binary(good, b"\x01\x02OLE random bytes \xff\xfe")
    out, _ = redact_docx(data, TARGETS)
    assert entries(out)["word/embeddings/oleObject1.bin"] == b"\x01\x02OLE random bytes \xff\xfe"


def test_embedded_package_is_scrubbed(good):
    data = _with_binary(good, edit_entries(good))  # a whole .docx embedded as an object
    out, report = redact_docx(data, TARGETS)
    inner = entries(out)["word/embeddings/oleObject1.bin"]
    assert report["parts"]["word/embeddings/oleObject1.bin"] > 20
    assert find_leaks(inner, [t for t, _ in TARGETS]) == []
    assert "[CLIENT]" in extract_text(inner)


def test_leak_in_embedded_package_binary_raises(good):
    blob = b"\x00\x01" + "Budget of Acme Corporation".encode("utf-16-le")
    data = _with_binary(good, edit_entries(good, extra={"xl/binary.bin": blob}))
    with pytest.raises(LeakError) as info:
        redact_docx(data, TARGETS)
    assert info.value.parts == ["word/embeddings/oleObject1.bin"]


def test_unknown_xml_part_is_scrubbed_not_leaked(good):
    data = edit_entries(good, extra={"customXml/item9.xml": b"<root><client>Acme Corporation</client>"
                                                          b"<n a=\"John Smith\"/></root>"})
    out, report = redact_docx(data, TARGETS)
    assert entries(out)["customXml/item9.xml"] == (b"<?xml version='1.0' encoding='UTF-8'?>\n"
                                                    b'<root><client>[CLIENT]</client><n a="[PERSON-1]"/></root>')
    assert report["parts"]["customXml/item9.xml"] == 2


def test_find_leaks_sees_text_split_across_runs(good):
    # in the body, "Acme Corporation" only exists split as "Ac" | "me Corpo" | "ration"
    body_only = ["Agreement between Acme Corporation"]
    assert find_leaks(good, body_only) == ["word/document.xml"]
    assert find_leaks(good, ["Acme Corp"]) == []  # whole words only


def test_find_leaks_sees_deleted_text_and_attributes(good):
    assert "word/document.xml" in find_leaks(good, ["ZebraSecretDeleted"])
    assert find_leaks(good, ["Logo of Acme"]) == ["word/document.xml"]  # alt text
    assert find_leaks(good, ["acme.example.com"]) == ["word/_rels/document.xml.rels"]


def test_placeholders_do_not_count_as_leaks(good):
    out, _ = redact_docx(good, TARGETS)
    assert find_leaks(out, ["person", "redacted"]) == []  # only in [PERSON-1], [REDACTED]
    assert "word/document.xml" in find_leaks(out, ["client"])  # the table really says "Client"


def test_opaque_parts_copied_and_checked(good):
    html = b"<html><body><p>Notes<br>about nothing</body></html>"  # not well-formed XML
    svg = b'<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"><text>Logo</text></svg>'
    data = edit_entries(good, extra={"word/afchunk.htm": html, "word/media/logo.svg": svg})
    out, _ = redact_docx(data, TARGETS)
    after = entries(out)
    assert after["word/afchunk.htm"] == html and after["word/media/logo.svg"] == svg
    leaky = edit_entries(good, extra={"word/afchunk.htm": html.replace(b"nothing", b"John Smith")})
    with pytest.raises(LeakError) as info:
        redact_docx(leaky, TARGETS)
    assert info.value.parts == ["word/afchunk.htm"]


def test_common_word_targets_do_not_break_the_package(good):
    """CII terms can be ordinary words that also name parts, styles, fonts or schemas."""
    words = [("word", "CII"), ("document", "CII"), ("header", "CII"), ("styles", "CII"), ("Roman", "CII"),
             ("microsoft", "CII"), ("office", "CII"), ("schemas", "CII"), ("heading", "CII"),
             ("auto", "CII"), ("single", "CII"), ("center", "CII"), ("left", "CII"), ("preserve", "CII"),
             ("en", "CII"), ("US", "CII"), ("column", "CII"), ("paragraph", "CII"), ("separator", "CII")]
    out, report = redact_docx(good, words + TARGETS)
    after = entries(out)
    assert "word/document.xml" in after and "word/header1.xml" in after and report["renamed_parts"] == 0
    assert b'w:ascii="Times New Roman"' in after["word/styles.xml"] or b"Times New Roman" in after["word/fontTable.xml"]
    assert b"http://schemas.openxmlformats.org/wordprocessingml/2006/main" in after["word/document.xml"]
    # enumerations (w:val="single", <wp:positionH relativeFrom="column">, xml:space) are untouched
    assert b'<w:u w:val="single"/>' in after["word/document.xml"]
    assert b'relativeFrom="column"' in after["word/document.xml"]
    assert b'xml:space="preserve"' in after["word/document.xml"]
    for name in ("word/document.xml", "word/styles.xml", "word/settings.xml", "word/numbering.xml"):
        assert re.search(rb'w:val="[^"]*\[', after[name]) is None, name
        assert re.search(rb'w:val="[^"]*\[', entries(good)[name]) is None
    import docx as python_docx
    import io
    assert python_docx.Document(io.BytesIO(out)).paragraphs[0].text.startswith("Agreement between [CLIENT]")


def test_random_target_sets_from_the_document_never_leak(good):
    """Property check: any set of the document's own words/phrases (also "author", "1", "https"...)
    is redacted everywhere — verification never has to refuse — and the copy still opens."""
    import io
    import random

    import docx as python_docx

    texts = extract_parts_text(good, hidden=True).values()
    words = sorted({w for v in texts for w in re.findall(r"\w[\w.\-@]*", v)})
    phrases = sorted({m for v in texts for m in re.findall(r"\w+ \w+", v)})
    rng = random.Random(1)
    for _ in range(10):
        chosen = rng.sample(words, k=rng.randint(1, 30)) + rng.sample(phrases, k=rng.randint(0, 10))
        typ = rng.choice(["CII", "PERSON", "SSN", "CLIENT"])
        out, report = redact_docx(good, [(t, typ) for t in chosen], style=rng.choice(["placeholder", "blank"]))
        assert report["verified"] and find_leaks(out, chosen) == []
        python_docx.Document(io.BytesIO(out))


def test_chart_text_split_across_runs(good):
    chart = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
             b'<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" '
             b'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart><c:title><c:tx><c:rich>'
             b'<a:p><a:r><a:t>Sales of Ac</a:t></a:r><a:r><a:rPr b="1"/><a:t>me Corporation</a:t></a:r></a:p>'
             b'</c:rich></c:tx></c:title></c:chart></c:chartSpace>')
    data = edit_entries(good, extra={"word/charts/chart1.xml": chart})
    assert "word/charts/chart1.xml" in find_leaks(data, ["Acme Corporation"])
    out, report = redact_docx(data, TARGETS)
    assert b"<a:t>Sales of [CLIENT]</a:t>" in entries(out)["word/charts/chart1.xml"]
    assert report["parts"]["word/charts/chart1.xml"] == 1
