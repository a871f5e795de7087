"""Plain text out of a .docx: the body for analysis, and every text-bearing part."""

from __future__ import annotations

from lxml import etree

from veil.docx.ooxml import is_wordprocessing, paragraphs
from veil.docx.package import Package, is_xml_part, parse_xml, read_package


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


def _parts_text(pkg: Package) -> dict[str, str]:
    out: dict[str, str] = {}
    order = [pkg.get(pkg.main)] + [p for p in pkg.parts if p.name != pkg.main]
    for part in order:
        if not is_xml_part(part.name, pkg.content_type(part.name)):
            continue
        if part.name.startswith("docProps/"):
            root = parse_xml(part.data, part.name)
            values = _property_values(root)
            if values:
                out[part.name] = "\n".join(values)
            continue
        if b"<w:p" not in part.data and b":p>" not in part.data:
            continue
        root = parse_xml(part.data, part.name)
        if not is_wordprocessing(root):
            continue
        lines = _lines(root)
        if any(line.strip() for line in lines):
            out[part.name] = "\n".join(lines)
    return out


def extract_parts_text(data: bytes, *, max_uncompressed: int | None = None) -> dict[str, str]:
    """Visible text of every text-bearing part, keyed by part name.

    Covers the body, headers, footers, footnotes, endnotes, comments,
    glossary, text boxes (inside their part), charts and SmartArt, and the
    user-entered core/app/custom document properties (one value per line;
    counts, dates and application info are left out).  The main document part comes
    first, then the others in package order; parts without text are left out.

    Parameters
    ----------
    data : bytes
        The .docx file.

    Returns
    -------
    dict of str to str
    """
    return _parts_text(read_package(data, max_uncompressed=max_uncompressed))
