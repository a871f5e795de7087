"""Whole-package redaction on a document carrying the targets in every part."""

from __future__ import annotations

import io
import json
import re
import zipfile

import docx
import pytest
from lxml import etree

from docx_fixtures import DELETED_ONLY, TARGETS, TOKENS, build_full_docx, entries, visible_blob
from veil.docx import extract_parts_text, find_leaks, redact_docx
from veil.redact import Placeholders

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


@pytest.fixture(scope="module")
def original():
    return build_full_docx()


@pytest.fixture(scope="module")
def redacted(original):
    return redact_docx(original, TARGETS)


def _xml(data, name):
    return etree.fromstring(entries(data)[name])


def test_fixture_really_carries_targets_everywhere(original):
    leaking = set(find_leaks(original, [t for t, _ in TARGETS]))
    expected = {"word/document.xml", "word/header1.xml", "word/header2.xml", "word/footer1.xml",
                "word/footer2.xml", "word/footnotes.xml", "word/endnotes.xml", "word/comments.xml",
                "word/_rels/document.xml.rels", "docProps/core.xml", "docProps/app.xml",
                "docProps/custom.xml"}
    assert expected <= leaking
    raw = entries(original)["word/document.xml"]
    assert b"w:delText" in raw and b"w:txbxContent" in raw and b"w:instrText" in raw and b"descr=" in raw


def test_no_target_left_in_any_entry(redacted):
    out, _ = redacted
    for name, blob in entries(out).items():
        joined, raw = visible_blob(blob), blob.decode("utf-8", errors="replace").lower()
        for token in TOKENS + [DELETED_ONLY.lower()]:
            assert token not in joined and token not in raw, (name, token)
    assert find_leaks(out, [t for t, _ in TARGETS]) == []


def test_tracked_changes_resolved(redacted):
    out, report = redacted
    root = _xml(out, "word/document.xml")
    for tag in ("del", "delText", "ins", "moveFrom", "moveTo", "rPrChange"):
        assert next(root.iter(W + tag), None) is None, tag
    text = extract_parts_text(out)["word/document.xml"]
    assert "inserted note on [CLIENT]" in text and "moved to [CLIENT]." in text
    assert "moved from" not in text
    assert report["revisions_resolved"] >= 5


def test_first_run_formatting_kept(redacted):
    out, _ = redacted
    root = _xml(out, "word/document.xml")
    first = next(root.iter(W + "p"))
    runs = [r for r in first.iter(W + "r")]
    holder = [r for r in runs if "[CLIENT]" in "".join(r.itertext())]
    assert len(holder) == 1
    # "Ac" was the bold+italic run: the placeholder now lives in it
    assert holder[0].find(f"{W}rPr/{W}b") is not None and holder[0].find(f"{W}rPr/{W}i") is not None
    assert "".join(holder[0].itertext()) == "[CLIENT]"
    assert "".join(first.itertext()) == "Agreement between [CLIENT] and [PERSON-1], SSN [SSN]."


def test_placeholders_consistent_across_parts(redacted):
    out, report = redacted
    parts = extract_parts_text(out)
    john, jane = "[PERSON-1]", "[PERSON-2]"
    assert john in parts["word/document.xml"] and john in parts["word/footer1.xml"]
    assert john in parts["word/footnotes.xml"] and john in parts["docProps/core.xml"]
    assert jane in parts["word/footer2.xml"] and jane in parts["word/document.xml"]
    assert "[SSN]" in parts["word/footer2.xml"] and "[REDACTED]" in parts["word/header2.xml"]
    assert "[PERSON-3]" not in json.dumps(parts)
    assert report["placeholders"][john] >= 5


def test_text_box_choice_and_fallback(redacted):
    out, _ = redacted
    root = _xml(out, "word/document.xml")
    boxes = ["".join(b.itertext()) for b in root.iter(W + "txbxContent")]
    assert len(boxes) == 2
    assert all(b == "Box: [CLIENT] SSN [SSN]" for b in boxes)


def test_fields_hyperlinks_alt_text(redacted):
    out, _ = redacted
    root = _xml(out, "word/document.xml")
    instr = "".join(t.text for t in root.iter(W + "instrText"))
    assert '"https://example.com/[CLIENT]/[REDACTED]"' in instr and '"[PERSON-1]"' in instr
    simple = next(root.iter(W + "fldSimple"))
    assert "[PERSON-1]" in simple.get(W + "instr")
    descrs = {el.get("descr") for el in root.iter("{http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing}docPr")}
    assert "Logo of [CLIENT]" in descrs
    rels = _xml(out, "word/_rels/document.xml.rels")
    links = [r for r in rels if r.get("TargetMode") == "External"]
    assert len(links) == 1
    assert links[0].get("Target") == "https://%5BCLIENT%5D.example.com/%5BREDACTED%5D?contact=%5BPERSON-2%5D"


def test_output_opens_with_python_docx(redacted):
    out, _ = redacted
    doc = docx.Document(io.BytesIO(out))
    assert doc.paragraphs[0].text.startswith("Agreement between [CLIENT]")
    assert doc.sections[1].header.paragraphs[0].text == "Section two: [REDACTED]"
    assert doc.core_properties.author == ""  # personal metadata cleared
    assert doc.core_properties.comments == "Drafted by [PERSON-1]"
    assert doc.tables[0].cell(0, 1).text == "[CLIENT]"


def test_untouched_parts_byte_identical(original, redacted):
    out, report = redacted
    before, after = entries(original), entries(out)
    # same entries in the same order, minus the thumbnail (a picture of the unredacted page)
    assert [n for n in before if n != "docProps/thumbnail.jpeg"] == list(after)
    untouched = [n for n in after if n not in report["parts"]
                 and not any(t in visible_blob(before[n]) for t in TOKENS)
                 and not re.search(rb"<w:(del|ins|moveFrom|moveTo)\b", before[n])
                 and n not in ("_rels/.rels", "[Content_Types].xml")]
    assert {"word/styles.xml", "word/media/image1.png", "word/theme/theme1.xml", "word/settings.xml"} <= set(untouched)
    for name in untouched:
        assert after[name] == before[name], name


def test_report_has_no_document_text(redacted):
    _, report = redacted
    dumped = json.dumps(report).lower()
    assert not any(t in dumped for t in TOKENS)
    assert report["verified"] is True and report["replacements"] == sum(report["parts"].values())


def test_blank_style_keeps_length(original):
    out, report = redact_docx(original, TARGETS, style="blank")
    doc = docx.Document(io.BytesIO(out))
    first = doc.paragraphs[0].text
    assert first == "Agreement between " + "\u2588" * 16 + " and " + "\u2588" * 10 + ", SSN " + "\u2588" * 11 + "."
    assert report["placeholders"] == {}
    assert find_leaks(out, [t for t, _ in TARGETS]) == []


def test_shared_placeholders_and_no_targets(original):
    ph = Placeholders()
    ph.get("Jane Roe", "PERSON")  # numbered first elsewhere (e.g. in the text redaction)
    out, _ = redact_docx(original, TARGETS, placeholders=ph)
    assert "[PERSON-1] reviewed" in extract_parts_text(out)["word/document.xml"]
    # no targets: tracked changes are still resolved, nothing else changes
    out2, report2 = redact_docx(original, [])
    assert report2["replacements"] == 0 and report2["revisions_resolved"] >= 5
    assert DELETED_ONLY.encode() not in entries(out2)["word/document.xml"]


def test_part_names_holding_a_target_are_renamed(original):
    before = entries(original)
    src = zipfile.ZipFile(io.BytesIO(original))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            blob = src.read(info)
            name = info.filename.replace("image1.png", "acme-logo.png").replace("header1.xml", "acme_header.xml")
            if info.filename == "word/_rels/document.xml.rels":
                blob = blob.replace(b"media/image1.png", b"media/acme-logo.png")
            if info.filename in ("word/_rels/document.xml.rels", "[Content_Types].xml"):
                blob = blob.replace(b"header1.xml", b"acme_header.xml")
            dst.writestr(name, blob)
    data = buf.getvalue()
    assert "word/media/acme-logo.png" in find_leaks(data, ["Acme"])
    out, report = redact_docx(data, TARGETS)
    after = entries(out)
    assert report["renamed_parts"] == 2
    assert "acme" not in json.dumps(report).lower()  # the report names parts by their new names
    assert not any("acme" in n.lower() for n in after)
    new = [n for n in after if n.startswith("word/media/")]
    assert after[new[0]] == before["word/media/image1.png"]
    rels = after["word/_rels/document.xml.rels"].decode()
    assert re.search(r'Target="media/redacted\d+\.png"', rels)
    doc = docx.Document(io.BytesIO(out))
    assert doc.inline_shapes[0]._inline.docPr.get("descr") == "Logo of [CLIENT]"
    assert doc.sections[0].header.paragraphs[0].text == "[CLIENT] - confidential"
    assert any(n.startswith("word/redacted") and n.endswith(".xml") for n in report["parts"])


def test_metadata_cleared_and_thumbnail_dropped(original, redacted):
    out, report = redacted
    assert "docProps/thumbnail.jpeg" in entries(original)
    after = entries(out)
    assert "docProps/thumbnail.jpeg" not in after and b"thumbnail" not in after["_rels/.rels"]
    app = _xml(out, "docProps/app.xml")
    ep = "{http://schemas.openxmlformats.org/officeDocument/2006/extended-properties}"
    assert not app.find(ep + "Company").text and not app.find(ep + "Manager").text
    comment = next(_xml(out, "word/comments.xml").iter(W + "comment"))
    assert comment.get(W + "author") == "[AUTHOR]" and comment.get(W + "initials") == ""
    assert report["dropped_parts"] == 1 and report["metadata_cleared"] == 6  # 4 properties + author, initials
    kept, report2 = redact_docx(original, [], scrub_metadata=False)
    assert entries(kept)["docProps/thumbnail.jpeg"] == entries(original)["docProps/thumbnail.jpeg"]
    assert docx.Document(io.BytesIO(kept)).core_properties.author == "John Smith"
