"""Bad input: every unsafe or unsupported package gets a clear one-line error."""

from __future__ import annotations

import io
import zipfile

import pytest

from docx_fixtures import build_full_docx, edit_entries, entries, many_runs_docx
from veil.docx import check_package, extract_text, find_leaks, redact_docx
from veil.errors import PayloadTooLarge, UnsupportedDocument

MACRO_CT = b"application/vnd.ms-word.document.macroEnabled.main+xml"
MAIN_CT = b"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"


@pytest.fixture(scope="module")
def good():
    return build_full_docx()


def _zip(files: dict) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, blob in files.items():
            zf.writestr(name, blob)
    return buf.getvalue()


def _refused(data, match, exc=UnsupportedDocument):
    """Every entry point refuses ``data`` with a one-line message matching ``match``."""
    for fn in (check_package, extract_text, lambda d: redact_docx(d, [("x", "CII")]),
               lambda d: find_leaks(d, ["x"])):
        with pytest.raises(exc, match=match) as info:
            fn(data)
        assert "\n" not in str(info.value)


def test_good_package_passes(good):
    check_package(good)
    assert extract_text(good).startswith("Agreement between Acme Corporation")


def test_not_a_zip():
    _refused(b"Hello, this is plain text, not a document.", "not a .docx")
    _refused(b"PK\x03\x04garbage", "not a .docx")


def test_zip_without_document():
    _refused(_zip({"hello.txt": b"hi"}), "not a .docx")
    good_ct = b'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'
    _refused(_zip({"[Content_Types].xml": good_ct}), "no main document part")


def test_wrong_main_content_type(good):
    xlsx_like = edit_entries(good, {"[Content_Types].xml": lambda b: b.replace(
        MAIN_CT, b"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml")})
    _refused(xlsx_like, "wrong main content type")


def test_docm_with_macros(good):
    docm = edit_entries(good, {"[Content_Types].xml": lambda b: b.replace(MAIN_CT, MACRO_CT)},
                        extra={"word/vbaProject.bin": b"\xd0\xcf\x11\xe0 fake vba project"})
    _refused(docm, "macro-enabled")
    # the macro project alone is enough
    _refused(edit_entries(good, extra={"word/vbaProject.bin": b"vba"}), "macro-enabled")


def test_encrypted_ole_container():
    ole = bytes.fromhex("D0CF11E0A1B11AE1") + b"\x00" * 504 + b"EncryptionInfo" + b"\x00" * 1000
    _refused(ole, "encrypted")


def test_zip_bomb_ratio():
    bomb = _zip({"[Content_Types].xml": b"<Types/>", "word/document.xml": b"\x00" * (40 * 1024 * 1024)})
    assert len(bomb) < 100_000
    _refused(bomb, "zip bomb")


def test_declared_size_above_limit(good):
    with pytest.raises(PayloadTooLarge, match="expands to"):
        check_package(good, max_uncompressed=10_000)


def test_too_many_entries(good):
    extra = {f"customXml/x{i}.bin": b"" for i in range(5001)}
    _refused(edit_entries(good, extra=extra), "too many entries")


def test_unsafe_entry_name_and_dtd(good):
    _refused(edit_entries(good, extra={"../evil.xml": b"<a/>"}), "unsafe name")
    dtd = b'<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><w:document xmlns:w="x">&lol;</w:document>'
    with pytest.raises(UnsupportedDocument, match="DTD"):
        redact_docx(edit_entries(good, {"word/document.xml": lambda b: dtd}), [("x", "CII")])


def test_ten_thousand_tiny_runs():
    data = many_runs_docx(10_000)
    assert entries(data)["word/document.xml"].count(b"<w:r>") >= 10_000
    text = extract_text(data)
    assert text.count("Acme Corporation") > 400
    targets = [("Acme Corporation", "CLIENT"), ("John Smith", "PERSON"), ("ProjectX", "CII")]
    out, report = redact_docx(data, targets)
    assert find_leaks(out, [t for t, _ in targets]) == []
    assert report["replacements"] == sum(text.count(t) for t, _ in targets)
    assert extract_text(out).startswith("[CLIENT] met [PERSON-1] about [REDACTED].")


def test_oversized_xml_part(good, monkeypatch):
    import veil.docx.package as package

    sizes = {name: len(blob) for name, blob in entries(good).items()}
    assert sizes["word/document.xml"] > 2 * sizes["[Content_Types].xml"]
    monkeypatch.setattr(package, "MAX_XML_PART", sizes["word/document.xml"] - 1)
    with pytest.raises(PayloadTooLarge, match="XML part"):
        extract_text(good)
