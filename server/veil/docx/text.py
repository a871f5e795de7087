"""Plain text out of a .docx: the body for analysis, and every text-bearing part."""

from __future__ import annotations

from lxml import etree

from veil.docx.ooxml import paragraphs
from veil.docx.package import Package, is_xml_part, parse_xml, read_package
from veil.docx.textnodes import iter_text_slots
from veil.errors import UnsupportedDocument


#: Document-property elements that hold no user-entered text (counts, dates, flags, app info).
PROPERTY_NOISE = {"created", "modified", "lastPrinted", "revision", "Application", "AppVersion",
                  "TotalTime", "Pages", "Words", "Characters", "CharactersWithSpaces", "Lines",
                  "Paragraphs", "DocSecurity", "ScaleCrop", "LinksUpToDate", "SharedDoc",
                  "HyperlinksChanged", "HeadingPairs", "Template", "i4", "bool", "filetime"}


def _property_values(root) -> list[str]:
    values = []
    for el in root.iter():
        if not isinstance(el.tag, str) or not el.text or not el.text.strip():
            continue
        if any(etree.QName(a).localname in PROPERTY_NOISE for a in [el, *el.iterancestors()]):
            continue
        if any(c.isalpha() for c in el.text):
            values.append(el.text.strip())
    return values


def _lines(root) -> list[str]:
    return [p.text.replace("\n", " ") for p in paragraphs(root, skip_deleted=True, skip_fallback=True)]


def extract_text(data: bytes, *, max_uncompressed: int | None = None) -> str:
    """Body text of a .docx in document order, one paragraph per line.

    Paragraphs of the main document part, table cells (each cell paragraph
    on its own line) and text boxes (after the paragraph anchoring them).
    Tracked insertions are included, tracked deletions are not; line breaks
    inside a paragraph become spaces, tabs stay tabs.

    Parameters
    ----------
    data : bytes
        The .docx file.
    max_uncompressed : int, optional
        Zip-bomb limit (default ``settings.max_docx_uncompressed``).

    Returns
    -------
    str

    Raises
    ------
    UnsupportedDocument, PayloadTooLarge
        See :func:`veil.docx.check_package`.
    """
    pkg = read_package(data, max_uncompressed=max_uncompressed)
    part = pkg.get(pkg.main)
    return "\n".join(_lines(parse_xml(part.data, part.name)))


def _hidden_values(root) -> list[str]:
    """Free text that is not displayed: alt text, field codes, hyperlink targets, comment authors..."""
    values = []
    for kind, _el, _attr, value in iter_text_slots(root, skip_stream_nodes=True):
        if kind == "attr" and any(c.isalpha() for c in value):
            values.append(value.strip())
    for para in paragraphs(root):
        if para.instr_text.strip():
            values.append(para.instr_text.strip())
    return values


def _parts_text(pkg: Package, hidden: bool) -> dict[str, str]:
    out: dict[str, str] = {}
    order = [pkg.get(pkg.main)] + [p for p in pkg.parts if p.name != pkg.main]
    for part in order:
        if not is_xml_part(part.name, pkg.content_type(part.name)):
            continue
        try:
            root = parse_xml(part.data, part.name)
        except UnsupportedDocument:
            if part.name == pkg.main:
                raise
            continue  # an opaque part (legacy VML, HTML chunk): not analysed, still leak-checked
        if part.name.startswith("docProps/"):
            values = _property_values(root)
            if values:
                out[part.name] = "\n".join(values)
            continue
        lines = _lines(root)
        if any(line.strip() for line in lines):
            out[part.name] = "\n".join(lines)
        if hidden:
            values = _hidden_values(root)
            if values:
                out[part.name + "#hidden"] = "\n".join(values)
    return out


def extract_parts_text(data: bytes, *, hidden: bool = False,
                       max_uncompressed: int | None = None) -> dict[str, str]:
    """Visible text of every text-bearing part, keyed by part name.

    Covers the body, headers, footers, footnotes, endnotes, comments,
    glossary, text boxes (inside their part), charts and SmartArt, and the
    user-entered core/app/custom document properties (one value per line;
    counts, dates and application info are left out).  The main document part comes
    first, then the others in package order; parts without text are left out.

    With ``hidden=True``, each part's free text that is not displayed — alt
    text, field codes, external hyperlink targets (under the ``.rels`` part),
    comment and revision authors, bookmark names, custom XML attributes — is
    added under the key ``"<part>#hidden"`` (one value per line), so PII that
    only lives there (a ``mailto:`` link, a reviewer's name) can be found too.

    Parameters
    ----------
    data : bytes
        The .docx file.
    hidden : bool
        Also return non-displayed free text (see above).
    max_uncompressed : int, optional
        Zip-bomb limit (default ``settings.max_docx_uncompressed``).

    Returns
    -------
    dict of str to str
    """
    return _parts_text(read_package(data, max_uncompressed=max_uncompressed), hidden)
