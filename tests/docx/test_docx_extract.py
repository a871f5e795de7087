"""Text extraction for analysis: body order, tables, text boxes once, tracked changes, every part."""

from __future__ import annotations

import pytest

from docx_fixtures import DELETED_ONLY, build_full_docx
from veil.docx import extract_parts_text, extract_text


@pytest.fixture(scope="module")
def data():
    return build_full_docx()


def test_body_text_in_document_order(data):
    lines = extract_text(data).split("\n")
    assert lines[0] == "Agreement between Acme Corporation and John Smith, SSN 123-45-6789."  # joined runs
    assert lines[1] == "Jane Roe reviewed ProjectX with JOHN  SMITH; acme agreed."
    assert lines[2:6] == ["Client", "Acme Corporation", "Contact", "Jane Roe"]  # table cells, one per line
    assert lines.index("Second section body.") > lines.index("Commented text.")


def test_text_box_once_and_tracked_changes(data):
    text = extract_text(data)
    assert text.count("Box: Acme Corporation SSN 123-45-6789") == 1  # VML fallback not read twice
    assert "inserted note on Acme" in text and "moved to Acme." in text
    assert DELETED_ONLY not in text and "moved from" not in text
    assert "See the ProjectX site by John Smith" in text  # field result, not its instruction
    assert "HYPERLINK" not in text


def test_every_text_bearing_part(data):
    parts = extract_parts_text(data)
    assert list(parts)[0] == "word/document.xml"
    assert parts["word/header2.xml"] == "Section two: ProjectX"
    assert parts["word/footer1.xml"] == "Prepared for John Smith"
    assert "Footnote: John Smith of Acme." in parts["word/footnotes.xml"]
    assert "Endnote on ProjectX." in parts["word/endnotes.xml"]
    assert parts["word/comments.xml"] == "Ask John Smith about ProjectX"
    assert "Acme Corporation" in parts["docProps/custom.xml"]
    core = parts["docProps/core.xml"].split("\n")
    assert "John Smith" in core and "Acme Corporation merger" in core
    assert not any(v[:4].isdigit() for v in core)  # dates and revision numbers left out
    assert parts["docProps/app.xml"].split("\n") == ["Jane Roe", "Acme Corporation"]  # no Template, counts
    assert "word/styles.xml" not in parts and "word/settings.xml" not in parts


def test_hidden_text_on_request(data):
    assert not any(k.endswith("#hidden") for k in extract_parts_text(data))
    parts = extract_parts_text(data, hidden=True)
    body = parts["word/document.xml#hidden"].split("\n")
    assert "Logo of Acme Corporation" in body  # alt text
    assert 'HYPERLINK "https://example.com/Acme/ProjectX" \\o "John Smith"' in body  # joined field code
    assert any("AUTHOR" in v and "John Smith" in v for v in body)  # fldSimple
    assert parts["word/_rels/document.xml.rels#hidden"] == "https://acme.example.com/projectx?contact=Jane%20Roe"
    assert parts["word/comments.xml#hidden"].split("\n") == ["Jane Roe", "JR"]
    assert parts["word/document.xml"] == extract_parts_text(data)["word/document.xml"]


def test_tab_stops_are_not_text():
    import io

    import docx
    from docx.shared import Inches

    doc = docx.Document()
    p = doc.add_paragraph("Name:\tJohn Smith")  # a real tab character (w:tab in a run)
    p.paragraph_format.tab_stops.add_tab_stop(Inches(2))  # tab stops (w:pPr/w:tabs/w:tab)
    p.paragraph_format.tab_stops.add_tab_stop(Inches(3))
    buf = io.BytesIO()
    doc.save(buf)
    assert extract_text(buf.getvalue()) == "Name:\tJohn Smith"
