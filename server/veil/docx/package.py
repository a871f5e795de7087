"""Reading a .docx package safely: format checks, zip-bomb guards, XML parsing.

A .docx is a zip ("Open Packaging Conventions") of XML parts.  Before any
part is parsed, :func:`check_package` rejects what Veil cannot process
safely: files that are not zips, macro-enabled ``.docm`` documents,
encrypted documents (stored as OLE compound files, like legacy ``.doc``),
zip bombs, packages with too many entries or suspicious entry names.
:func:`read_package` then reads every entry with a hard budget on the bytes
actually inflated (declared sizes can lie).
"""

from __future__ import annotations

import io
import posixpath
import zipfile
from dataclasses import dataclass

from lxml import etree

from veil.config import load_settings
from veil.errors import PayloadTooLarge, UnsupportedDocument

#: OLE compound file signature: encrypted OOXML and legacy .doc files.
OLE_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")
#: Most entries a package may hold (a real document has tens to hundreds).
MAX_ENTRIES = 5000
#: An entry inflating more than this many times its compressed size, above
#: ``BOMB_MIN_BYTES``, is treated as a zip bomb (XML rarely exceeds ~100x).
MAX_RATIO = 500
BOMB_MIN_BYTES = 2 * 1024 * 1024
#: Largest single XML part we parse.
MAX_XML_PART = 64 * 1024 * 1024

CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
OFFICE_DOC_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
MAIN_TYPES = {
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml",
}

#: Hardened parser: no DTDs, no entity expansion, no network.
XML_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False,
                             huge_tree=False, remove_blank_text=False)


@dataclass
class Part:
    """One zip entry of the package: its ``ZipInfo`` and inflated bytes."""

    info: zipfile.ZipInfo
    data: bytes

    @property
    def name(self) -> str:
        return self.info.filename


def _open_zip(data: bytes) -> zipfile.ZipFile:
    if data[:8] == OLE_MAGIC:
        raise UnsupportedDocument(
            "encrypted or password-protected document (or a legacy .doc): remove the password "
            "and save it as a .docx")
    if not data.startswith(b"PK"):
        raise UnsupportedDocument("not a .docx file (it is not a zip package)")
    try:
        return zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError):
        raise UnsupportedDocument("not a .docx file (damaged or unreadable zip package)") from None


def _check_entries(zf: zipfile.ZipFile, max_uncompressed: int) -> dict[str, zipfile.ZipInfo]:
    infos = zf.infolist()
    if len(infos) > MAX_ENTRIES:
        raise UnsupportedDocument(f"the package has too many entries ({len(infos)} > {MAX_ENTRIES})")
    names: dict[str, zipfile.ZipInfo] = {}
    total = 0
    for info in infos:
        name = info.filename
        if name.startswith("/") or "\\" in name or ".." in name.split("/"):
            raise UnsupportedDocument("the package holds an entry with an unsafe name")
        if name.lower() in names:
            raise UnsupportedDocument("the package holds duplicate entries")
        if info.flag_bits & 0x1:
            raise UnsupportedDocument("the package holds encrypted zip entries")
        names[name.lower()] = info
        total += info.file_size
        if info.file_size > BOMB_MIN_BYTES and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise UnsupportedDocument("the package looks like a zip bomb (compression ratio too high)")
    if total > max_uncompressed:
        raise PayloadTooLarge(
            f"the package expands to {total // (1024 * 1024)} MB, above the limit of "
            f"{max_uncompressed // (1024 * 1024)} MB")
    return names


def _content_types(zf: zipfile.ZipFile, names: dict[str, zipfile.ZipInfo]) -> tuple[dict, dict]:
    info = names.get("[content_types].xml")
    if info is None:
        raise UnsupportedDocument("not a .docx file (no [Content_Types].xml)")
    root = parse_xml(_read_entry(zf, info, MAX_XML_PART), "[Content_Types].xml")
    defaults = {el.get("Extension", "").lower(): el.get("ContentType", "")
                for el in root.iter(f"{{{CT_NS}}}Default")}
    overrides = {el.get("PartName", "").lstrip("/").lower(): el.get("ContentType", "")
                 for el in root.iter(f"{{{CT_NS}}}Override")}
    return defaults, overrides


def content_type(name: str, defaults: dict, overrides: dict) -> str:
    """The content type of part ``name`` (no leading slash) per [Content_Types].xml."""
    ct = overrides.get(name.lower())
    if ct is not None:
        return ct
    return defaults.get(posixpath.splitext(name)[1].lstrip(".").lower(), "")


def _main_part(zf: zipfile.ZipFile, names: dict[str, zipfile.ZipInfo]) -> str:
    rels = names.get("_rels/.rels")
    if rels is not None:
        root = parse_xml(_read_entry(zf, rels, MAX_XML_PART), "_rels/.rels")
        for rel in root.iter(f"{{{REL_NS}}}Relationship"):
            if rel.get("Type") == OFFICE_DOC_REL and rel.get("TargetMode") != "External":
                return posixpath.normpath(rel.get("Target", "").lstrip("/"))
    return "word/document.xml"


def _read_entry(zf: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int) -> bytes:
    """Inflate one entry, refusing to produce more than ``budget`` or its declared size."""
    limit = min(budget, info.file_size)
    out = bytearray()
    try:
        with zf.open(info) as fh:
            while True:
                chunk = fh.read(min(1 << 16, limit + 1 - len(out)))
                if not chunk:
                    break
                out += chunk
                if len(out) > limit:
                    if len(out) > info.file_size:
                        raise UnsupportedDocument("the package looks like a zip bomb (entry larger than declared)")
                    raise PayloadTooLarge("the package expands beyond the size limit")
    except (zipfile.BadZipFile, EOFError, OSError, ValueError, NotImplementedError):
        raise UnsupportedDocument("not a .docx file (damaged zip entry)") from None
    return bytes(out)


def parse_xml(data: bytes, name: str = "part") -> etree._Element:
    """Parse one XML part with the hardened parser; DTDs are refused.

    Raises
    ------
    UnsupportedDocument
        If the part is not well-formed XML or declares a DTD.
    PayloadTooLarge
        If the part is larger than :data:`MAX_XML_PART` (parsing it could exhaust memory).
    """
    if len(data) > MAX_XML_PART:
        raise PayloadTooLarge(f"an XML part of the package is larger than {MAX_XML_PART // (1024 * 1024)} MB")
    if b"<!DOCTYPE" in data[:4096] or b"<!ENTITY" in data:
        raise UnsupportedDocument("the package holds an XML part with a DTD (not allowed in .docx)")
    try:
        return etree.fromstring(data, XML_PARSER)
    except etree.XMLSyntaxError:
        raise UnsupportedDocument("not a .docx file (an XML part is malformed)") from None


def _validate(data: bytes, max_uncompressed: int) -> tuple[zipfile.ZipFile, dict, str, dict, dict]:
    zf = _open_zip(data)
    names = _check_entries(zf, max_uncompressed)
    defaults, overrides = _content_types(zf, names)
    main = _main_part(zf, names)
    if main.lower() not in names:
        raise UnsupportedDocument("not a .docx file (no main document part)")
    ctype = content_type(main, defaults, overrides)
    if "macroenabled" in ctype.lower() or any(n.endswith("vbaproject.bin") for n in names) or \
            any("macroenabled" in v.lower() for v in overrides.values()):
        raise UnsupportedDocument("macro-enabled document (.docm): save it as a plain .docx without macros")
    if ctype not in MAIN_TYPES:
        raise UnsupportedDocument("not a Word .docx document (wrong main content type)")
    return zf, names, main, defaults, overrides


def check_package(data: bytes, *, max_uncompressed: int | None = None) -> None:
    """Refuse a package Veil cannot process safely.

    Parameters
    ----------
    data : bytes
        The uploaded file.
    max_uncompressed : int, optional
        Limit on the total inflated size; default ``settings.max_docx_uncompressed``.

    Raises
    ------
    UnsupportedDocument
        Not a zip, not a .docx, a macro-enabled .docm, an encrypted document,
        a zip bomb, too many entries, unsafe entry names, a DTD in a part.
    PayloadTooLarge
        The package inflates to more than ``max_uncompressed`` bytes.
    """
    if max_uncompressed is None:
        max_uncompressed = load_settings().max_docx_uncompressed
    _validate(data, max_uncompressed)[0].close()


@dataclass
class Package:
    """A checked, fully read package: parts in zip order plus content types."""

    parts: list[Part]
    main: str
    defaults: dict
    overrides: dict

    def content_type(self, name: str) -> str:
        return content_type(name, self.defaults, self.overrides)

    def get(self, name: str) -> Part | None:
        for part in self.parts:
            if part.name == name:
                return part
        return None


def read_package(data: bytes, *, max_uncompressed: int | None = None) -> Package:
    """Check ``data`` (see :func:`check_package`) and inflate every entry within the budget."""
    if max_uncompressed is None:
        max_uncompressed = load_settings().max_docx_uncompressed
    zf, _names, main, defaults, overrides = _validate(data, max_uncompressed)
    parts = []
    budget = max_uncompressed
    with zf:
        for info in zf.infolist():
            blob = _read_entry(zf, info, budget)
            budget -= len(blob)
            parts.append(Part(info, blob))
    return Package(parts, main, defaults, overrides)


def is_xml_part(name: str, ctype: str) -> bool:
    """Whether a part holds XML we parse and rewrite (by content type or extension)."""
    lower = name.lower()
    return ctype.endswith("xml") or lower.endswith((".xml", ".rels", ".vml"))
