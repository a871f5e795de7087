"""The non-paragraph text of an XML part: element text, tails, comments and attribute values.

Scrubbing and verification must agree on which values are *content* (text
a person wrote: hyperlink targets, alt text, authors, bookmark and property
names, field codes, content-control titles, custom XML data...) and which are
*structure* (enumerations such as ``w:val="auto"`` or ``<wp:align>center``,
schema URIs, relationship types, ids, internal part names, font names).
Structure is never rewritten — replacing ``auto`` in ``w:color/@w:val``
would make Word reject the file — and internal part names are checked as
part names instead.

Attributes of Office Open XML elements are content only when listed in
:data:`CONTENT_ATTRS` (or ``w:val`` of the elements in
:data:`VAL_CONTENT_ELEMENTS`); every attribute of a foreign namespace
(custom XML data) is content.  Element text is content except in the
enumeration elements of :data:`STRUCTURAL_TEXT_ELEMENTS`.
"""

from __future__ import annotations

from typing import Callable, Iterator

from lxml import etree

from veil.docx.ooxml import STREAM_TAGS

#: Namespaces of the Office Open XML vocabularies (attributes there follow the whitelist).
OOXML_NS_PREFIXES = ("http://schemas.openxmlformats.org/", "http://schemas.microsoft.com/",
                     "urn:schemas-microsoft-com:", "http://purl.org/dc/", "http://www.w3.org/",
                     "http://purl.oclc.org/ooxml/")
#: Attribute local names holding free text in Office Open XML.
CONTENT_ATTRS = {
    "instr",                      # w:fldSimple field code
    "author", "initials", "ed",   # comments, revisions, people, editing permissions
    "userId",                     # w15:presenceInfo (e-mail / account)
    "tooltip", "anchor", "docLocation", "href",  # hyperlinks
    "descr", "title",             # alt text of pictures and shapes
    "alt", "string",              # VML alt text, WordArt text
    "displayText", "value",       # content-control list items
    "caption", "label",
    "Target",                     # relationships (external only, see is_structural)
}
#: ``name`` attributes are free text only on these elements (pictures and shapes, bookmarks,
#: document variables, custom properties); elsewhere (latent styles, themes) they are identifiers.
NAME_CONTENT_ELEMENTS = {"docPr", "cNvPr", "bookmarkStart", "docVar", "property", "shape"}
#: Elements whose ``w:val`` is free text (document variables, content-control alias/tag, legacy
#: form-field defaults and help).  Style names are identifiers: Word finds "heading 1" by name.
VAL_CONTENT_ELEMENTS = {"docVar", "alias", "tag", "default", "statusText", "helpText", "listEntry",
                        "docPart"}
#: Elements whose attributes are all structure: font names (rewriting them changes the rendering).
STRUCTURAL_ELEMENTS = {"rFonts", "font", "altName", "latin", "ea", "cs", "sym", "panose1", "charset",
                       "family", "pitch", "sig", "embedRegular", "embedBold", "embedItalic",
                       "embedBoldItalic", "Override", "Default"}
#: Elements whose text is an enumeration or a number, never free text.
STRUCTURAL_TEXT_ELEMENTS = {"align", "posOffset", "pctWidth", "pctHeight", "DocSecurity", "ScaleCrop",
                            "LinksUpToDate", "SharedDoc", "HyperlinksChanged", "AppVersion"}
#: Attribute values starting with these are schema identifiers.
SCHEMA_PREFIXES = ("http://schemas.", "http://purl.org/", "http://www.w3.org/", "urn:schemas-")

REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
REL_TAG = f"{{{REL_NS}}}Relationship"


def _local(name: str) -> str:
    return name.rsplit("}", 1)[-1]


def _is_ooxml(tag: str) -> bool:
    return tag.startswith("{") and tag[1:].startswith(OOXML_NS_PREFIXES)


def is_structural(el: etree._Element, attr: str, value: str) -> bool:
    """Whether attribute ``attr`` of ``el`` holds package structure rather than content."""
    if value.startswith(SCHEMA_PREFIXES):
        return True
    tag = el.tag
    local = _local(attr)
    if tag == REL_TAG:
        return not (local == "Target" and el.get("TargetMode") == "External")
    if not _is_ooxml(tag) and not _is_ooxml(attr):
        return False  # custom XML data: every attribute is content
    el_local = _local(tag)
    if el_local in STRUCTURAL_ELEMENTS:
        return True
    if local == "val":
        return el_local not in VAL_CONTENT_ELEMENTS
    if local == "name":
        return el_local not in NAME_CONTENT_ELEMENTS
    return local not in CONTENT_ATTRS


def is_structural_text(el: etree._Element) -> bool:
    """Whether an element's text is an enumeration/number (never rewritten)."""
    return isinstance(el.tag, str) and _local(el.tag) in STRUCTURAL_TEXT_ELEMENTS


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
            if el.text and not (skip_stream_nodes and tag in STREAM_TAGS) and not is_structural_text(el):
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
