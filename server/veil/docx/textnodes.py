"""The non-paragraph text of an XML part: element text, tails, comments and attribute values.

Scrubbing and verification must agree on which attribute values are
*structure* (schema URIs, relationship types, content types, internal part
names, revision ids) and which are *content* (hyperlink targets, alt text,
author names, bookmark names, property values...).  Structure is never
rewritten (it would break the package) and is checked separately: internal
part names by :func:`veil.docx.verify.find_leaks` as part names.
"""

from __future__ import annotations

from typing import Callable, Iterator

from lxml import etree

from veil.docx.ooxml import STREAM_TAGS

#: Attribute local names that are structure, not content.
STRUCTURAL_ATTRS = {"Type", "ContentType", "PartName", "Extension", "Id", "TargetMode",
                    "Ignorable", "ProcessContent", "MustUnderstand", "PreserveElements",
                    "PreserveAttributes", "Requires"}
#: Elements whose attributes are all structure: font names (rewriting them changes the rendering).
STRUCTURAL_ELEMENTS = {"rFonts", "font", "altName", "latin", "ea", "cs", "sym", "panose1", "charset",
                       "family", "pitch", "sig", "embedRegular", "embedBold", "embedItalic",
                       "embedBoldItalic"}
#: Attribute values starting with these are schema identifiers.
SCHEMA_PREFIXES = ("http://schemas.", "http://purl.org/", "http://www.w3.org/", "urn:schemas-")

REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
REL_TAG = f"{{{REL_NS}}}Relationship"


def _local(name: str) -> str:
    return name.rsplit("}", 1)[-1]


def is_structural(el: etree._Element, attr: str, value: str) -> bool:
    """Whether attribute ``attr`` of ``el`` holds package structure rather than content.

    Structure: schema URIs, relationship ids and types, content types,
    revision ids, internal part names (checked as part names instead) and
    font names (rewriting them would change the rendering, not hide text).
    """
    local = _local(attr)
    if isinstance(el.tag, str) and _local(el.tag) in STRUCTURAL_ELEMENTS:
        return True
    if local in STRUCTURAL_ATTRS or local.startswith("rsid") or value.startswith(SCHEMA_PREFIXES):
        return True
    if el.tag == REL_TAG and local == "Target" and el.get("TargetMode") != "External":
        return True  # an internal part name: renaming it would break the package
    return False


def is_url_attr(el: etree._Element, attr: str) -> bool:
    """Whether the attribute is a URL (replacements there are percent-encoded)."""
    return el.tag == REL_TAG and _local(attr) == "Target"


def iter_text_slots(root: etree._Element, *, skip_stream_nodes: bool) -> Iterator[tuple[str, etree._Element, str | None, str]]:
    """Every content text slot under ``root``: ``(kind, element, attribute, value)``.

    ``kind`` is ``"text"``, ``"tail"`` or ``"attr"``.  With
    ``skip_stream_nodes`` the text of ``w:t``/``a:t``/``w:instrText`` (handled
    paragraph by paragraph) is left out.
    """
    for el in root.iter():
        tag = el.tag
        if isinstance(tag, str):
            if el.text and not (skip_stream_nodes and tag in STREAM_TAGS):
                yield "text", el, None, el.text
            for attr, value in el.attrib.items():
                if value and not is_structural(el, attr, value):
                    yield "attr", el, attr, value
        elif el.text:  # comment or processing instruction
            yield "text", el, None, el.text
        if el.tail and el is not root:
            yield "tail", el, None, el.tail


def set_slot(kind: str, el: etree._Element, attr: str | None, value: str) -> None:
    """Write ``value`` back into a slot from :func:`iter_text_slots`."""
    if kind == "text":
        el.text = value
    elif kind == "tail":
        el.tail = value
    else:
        el.set(attr, value)


def rewrite_slots(root: etree._Element, rewrite: Callable[[str, bool], tuple[str, int]], *,
                  skip_stream_nodes: bool) -> int:
    """Apply ``rewrite(value, is_url) -> (new_value, n)`` to every slot; total ``n``."""
    total = 0
    changes = []
    for kind, el, attr, value in iter_text_slots(root, skip_stream_nodes=skip_stream_nodes):
        new, n = rewrite(value, kind == "attr" and is_url_attr(el, attr))
        if n:
            changes.append((kind, el, attr, new))
            total += n
    for change in changes:
        set_slot(*change)
    return total


#: Stems (digits stripped) of the part names OOXML producers use; never treated as leaks.
STANDARD_STEMS = {
    "document", "styles", "styleswitheffects", "settings", "websettings", "fonttable", "theme",
    "header", "footer", "footnotes", "endnotes", "comments", "commentsextended", "commentsids",
    "commentsextensible", "numbering", "people", "glossary", "image", "item", "itemprops", "core",
    "app", "custom", "thumbnail", "oleobject", "chart", "colors", "data", "drawing", "layout",
    "quickstyle", "style", "vmldrawing", "activex", "font", "package", "content_types", "rels",
    "customizations", "keymapcustomizations", "attachedtoolbars", "vbadata", "printersettings",
    "microsoft_excel_worksheet", "microsoft_word_document", "microsoft_powerpoint_presentation",
    "afchunk", "signature", "origin", "sig", "intelligence", "documenttasks", "bibliography",
}


def part_name_stem(name: str) -> str | None:
    """The user-chosen part of a part name, or ``None`` for standard OOXML names.

    Only the file name (not the folders) without its extension counts:
    ``word/media/acme-logo.png`` -> ``acme-logo``; ``word/header2.xml`` -> ``None``.
    """
    base = name.rsplit("/", 1)[-1]
    stem = base.split(".", 1)[0]
    folded = stem.strip("[]").rstrip("0123456789").lower()
    if not stem or folded in STANDARD_STEMS:
        return None
    return stem
