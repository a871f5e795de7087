"""Leak verification: which parts of a package still hold any of some strings.

Every part is checked through several views, so a string cannot hide:

- every paragraph (``w:p``, DrawingML ``a:p``): its text joined across runs
  (visible text *and* tracked deletions), its field instructions joined
  across runs;
- every XML part: each element text, tail, comment and content attribute
  value (hyperlink targets, alt text, authors, property values...);
- part file names themselves (``word/media/acme-logo.png``; standard OOXML
  names such as ``word/document.xml`` are never taken for leaks);
- non-XML parts (images, embedded objects): raw bytes decoded as UTF-8 and
  UTF-16LE, for strings of at least :data:`MIN_BINARY_CHARS` characters
  (shorter ones would match random bytes); embedded zip packages (an
  embedded .xlsx...) are opened and their entries checked the same way.

Matching is the one used for redaction (case-insensitive, whole word,
whitespace-tolerant), after masking the placeholders Veil writes
(``[PERSON-1]``, ``[REDACTED]``, and their percent-encoded form in URLs),
so a target such as "client" is not found inside ``[CLIENT]``.
"""

from __future__ import annotations

import io
import re
import zipfile

from lxml import etree

from veil.docx.ooxml import PARAGRAPH_TAGS, STREAM_TAGS, W_DELTEXT, paragraphs
from veil.docx.package import XML_PARSER, Package, read_package
from veil.docx.textnodes import iter_text_slots, part_name_stem
from veil.redact.matching import TargetMatcher

#: Shortest string looked for in binary parts.
MIN_BINARY_CHARS = 5
#: Placeholders written by Veil, plain and percent-encoded.
PLACEHOLDER_RE = re.compile(r"\[[A-Z][A-Z0-9_]*(?:-\d+)?\]|%5B[A-Z][A-Z0-9_]*(?:-\d+)?%5D")
_MAX_NESTED = 64 * 1024 * 1024


def _mask(text: str) -> str:
    return PLACEHOLDER_RE.sub(" ", text) if "[" in text or "%5B" in text else text


def _hit(matcher: TargetMatcher, text: str) -> bool:
    return bool(text) and matcher.search(_mask(text))


def _xml_leaks(root: etree._Element, matcher: TargetMatcher) -> bool:
    for para in paragraphs(root, skip_deleted=False):  # w:p and DrawingML a:p (charts, shapes)
        if _hit(matcher, para.text) or _hit(matcher, para.instr_text):
            return True
    for kind, el, _attr, value in iter_text_slots(root, skip_stream_nodes=False):
        if kind == "text" and el.tag in _RUN_TEXT_TAGS and _in_paragraph(el):
            continue  # seen whole in its paragraph's joined stream above, not run by run
        if _hit(matcher, value):
            return True
    return False


#: Run-level text nodes that the paragraph view joins across runs.
_RUN_TEXT_TAGS = STREAM_TAGS | {W_DELTEXT}


def _in_paragraph(el: etree._Element) -> bool:
    return next(el.iterancestors(*PARAGRAPH_TAGS), None) is not None


def _binary_leaks(blob: bytes, matcher: TargetMatcher, binary: TargetMatcher | None,
                  depth: int = 0) -> bool:
    """Raw-bytes check of a non-XML part; embedded zip packages are opened."""
    if blob[:4] == b"PK\x03\x04" and depth < 2:
        try:
            with zipfile.ZipFile(io.BytesIO(blob)) as zf:
                budget = _MAX_NESTED
                for info in zf.infolist():
                    if info.file_size > budget:
                        return True  # cannot be checked: treat as leaking
                    budget -= info.file_size
                    if matcher.search(info.filename) or \
                            _blob_leaks(zf.read(info), matcher, binary, depth + 1):
                        return True
                return False
        except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, EOFError):
            pass
    if binary is None:
        return False
    for text in (blob.decode("utf-8", errors="replace"), blob.decode("utf-16-le", errors="replace"),
                 blob[1:].decode("utf-16-le", errors="replace")):
        if _hit(binary, text):
            return True
    return False


def looks_like_xml(blob: bytes) -> bool:
    """Whether a blob starts like an XML document (after an optional byte-order mark)."""
    head = blob[:200]
    return head.startswith((b"\xef\xbb\xbf", b"\xff\xfe<", b"\xfe\xff\x00<")) or head.lstrip().startswith(b"<")


def _blob_leaks(blob: bytes, matcher: TargetMatcher, binary: TargetMatcher | None, depth: int = 0) -> bool:
    """Check an entry of unknown type: as XML if it parses, as bytes otherwise."""
    if looks_like_xml(blob):
        try:
            return _xml_leaks(etree.fromstring(blob, XML_PARSER), matcher)
        except etree.XMLSyntaxError:
            pass
    return _binary_leaks(blob, matcher, binary, depth)


def name_leaks(name: str, matcher: TargetMatcher) -> bool:
    """Whether a part's own file name (not a standard OOXML name) holds a target."""
    stem = part_name_stem(name)
    return stem is not None and matcher.search(stem.replace("_", " ").replace("-", " "))


def package_leaks(pkg: Package, strings) -> list[str]:
    """Names of the parts of an already read package holding any of ``strings`` (or a built matcher)."""
    matcher = strings if isinstance(strings, TargetMatcher) else TargetMatcher(strings)
    if not matcher:
        return []
    binary = TargetMatcher([s for s in matcher.strings if len(s) >= MIN_BINARY_CHARS])
    binary = binary if binary else None
    leaking = []
    for part in pkg.parts:
        name = part.name
        if name_leaks(name, matcher):
            leaking.append(name)
            continue
        if _blob_leaks(part.data, matcher, binary):
            leaking.append(name)
    return leaking


def find_leaks(data: bytes, strings) -> list[str]:
    """Part names of a .docx that still contain any of ``strings``.

    Parameters
    ----------
    data : bytes
        The .docx package.
    strings : iterable of str or (str, type)
        Strings to look for (case-insensitive, whole word where a string
        starts/ends with a word character, any whitespace run matching a
        space).

    Returns
    -------
    list of str
        Leaking part names in package order (never the strings).
    """
    return package_leaks(read_package(data), strings)
