"""Whole-package redaction of a .docx, verified before it is returned.

:func:`redact_docx` rewrites every XML part of the package:

1. tracked changes are accepted (:mod:`veil.docx.revisions`): deleted and
   moved-from text is removed entirely, insertions are kept;
2. each paragraph (``w:p`` in the body, tables, headers, footers, notes,
   comments, text boxes and their VML fallbacks; DrawingML ``a:p`` in
   charts and shapes) is matched on its text joined across runs, and a match
   is written into the run holding its first character — so it keeps that
   run's formatting — while the rest of the match is removed from the
   following runs; field instructions (``w:instrText``) are joined and
   matched the same way;
3. every other text slot — element text (document properties, custom XML),
   content attributes (``w:fldSimple/@w:instr``, ``wp:docPr/@descr`` and
   ``@title``, authors, bookmark names) and external relationship targets
   (hyperlinks, percent-encoded) — is matched on its own;
4. embedded Office packages (the workbook behind a chart, an embedded
   .docx/.xlsx/.pptx) get their XML entries scrubbed the same way;
5. parts whose *name* holds a target (``word/media/acme-logo.png``) are
   renamed, with their relationships and content-type override;
6. personal metadata (author, last editor, company, manager; comment and
   people authors become "[AUTHOR]", initials empty) is cleared and
   the package thumbnail — a picture of the unredacted first page — is
   dropped (``scrub_metadata=True``, the default).

Untouched entries are copied unchanged.  The output is then read back and
scanned part by part (:func:`veil.docx.verify.package_leaks`); if any
redacted string remains, :class:`veil.errors.LeakError` is raised with the
leaking part names and no copy is returned.
"""

from __future__ import annotations

import io
import posixpath
import zipfile
from bisect import bisect_right
from urllib.parse import quote

from lxml import etree

from veil.docx.ooxml import SEPARATORS, W_INSTR, W_T, XML_SPACE, paragraphs, w
from veil.docx.package import CT_NS, Package, is_xml_part, parse_xml, read_package
from veil.docx.revisions import accept_all
from veil.docx.textnodes import REL_TAG, rewrite_slots
from veil.docx.verify import looks_like_xml, name_leaks, package_leaks
from veil.errors import InputError, LeakError, UnsupportedDocument
from veil.redact.matching import TargetMatcher
from veil.redact.placeholders import Placeholders
from veil.redact.text import STYLES, replacement


class _Rewriter:
    """Matches and replacements for one document (shared placeholders)."""

    def __init__(self, matcher: TargetMatcher, style: str, placeholders: Placeholders):
        self.matcher = matcher
        self.style = style
        self.placeholders = placeholders

    def replace(self, matched: str, typ: str) -> str:
        return replacement(matched, typ, self.style, self.placeholders, self.matcher.lookup(matched)[0])

    def string(self, value: str, is_url: bool = False) -> tuple[str, int]:
        """Replace every match in one standalone string."""
        pieces, pos, n = [], 0, 0
        for start, end, typ in self.matcher.finditer(value):
            rep = self.replace(value[start:end], typ)
            pieces += [value[pos:start], quote(rep, safe="") if is_url else rep]
            pos, n = end, n + 1
        if not n:
            return value, 0
        pieces.append(value[pos:])
        return "".join(pieces), n

    def stream(self, nodes: list) -> int:
        """Replace matches in a paragraph stream ``[(element, text)]`` joined across its nodes.

        Each match goes into the node holding its first character (keeping
        that run's formatting); the rest of the match is cut from the
        following nodes.  Linear in the stream plus ``log`` per match.
        """
        nodes = [(el, t) for el, t in nodes if t]
        if not nodes:
            return 0
        texts = [t for _, t in nodes]
        joined = "".join(texts)
        matches = list(self.matcher.finditer(joined))
        if not matches:
            return 0
        starts, pos = [], 0
        for t in texts:
            starts.append(pos)
            pos += len(t)
        changed = set()
        for start, end, typ in reversed(matches):
            i = bisect_right(starts, start) - 1
            j = bisect_right(starts, end - 1) - 1
            rep = self.replace(joined[start:end], typ)
            head = texts[i][:start - starts[i]]
            if i == j:
                texts[i] = head + rep + texts[i][end - starts[i]:]
            else:
                texts[i] = head + rep
                for k in range(i + 1, j):
                    texts[k] = ""
                texts[j] = texts[j][end - starts[j]:]
            changed.update(range(i, j + 1))
        for k in sorted(changed):
            _set_node_text(nodes[k][0], texts[k])
        return len(matches)


def _set_node_text(el: etree._Element, text: str) -> None:
    """Write new text into a stream node; a tab/break that must hold text becomes a ``w:t``."""
    if el.tag in SEPARATORS:
        if text == SEPARATORS[el.tag]:
            return
        if text:
            new = etree.Element(W_T)
            new.text = text
            new.set(XML_SPACE, "preserve")
            el.addprevious(new)
        el.getparent().remove(el)
        return
    el.text = text
    if el.tag in (W_T, W_INSTR) and text and (text[0].isspace() or text[-1].isspace()):
        el.set(XML_SPACE, "preserve")


def _scrub_xml(root: etree._Element, rw: _Rewriter) -> tuple[int, int]:
    """Scrub one parsed part in place: ``(replacements, revisions resolved)``."""
    revisions = accept_all(root)
    count = 0
    if rw.matcher:
        for para in paragraphs(root, skip_deleted=True):
            count += rw.stream(para.visible)
            count += rw.stream(para.instr)
        count += rewrite_slots(root, rw.string, skip_stream_nodes=True)
    return count, revisions


def _serialize(root: etree._Element) -> bytes:
    info = root.getroottree().docinfo
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8",
                          standalone=True if info.standalone else None)


# ----------------------------------------------------------------- part renaming

def _rels_source_dir(rels_name: str) -> str:
    """Folder relative to which a .rels part's internal targets resolve."""
    folder = posixpath.dirname(posixpath.dirname(rels_name))  # drop "_rels"
    return folder


def _rename_map(pkg: Package, matcher: TargetMatcher) -> dict[str, str]:
    """New names for parts whose name holds a target (extension kept), and for their ``.rels``."""
    out, n = {}, 0
    for part in pkg.parts:
        name = part.name
        if name == "[Content_Types].xml" or "_rels/" in name or not name_leaks(name, matcher):
            continue
        n += 1
        folder, base = posixpath.split(name)
        ext = posixpath.splitext(base)[1]
        new = posixpath.join(folder, f"redacted{n}{ext}")
        while pkg.get(new) is not None or new in out.values():
            n += 1
            new = posixpath.join(folder, f"redacted{n}{ext}")
        out[name] = new
    for old, new in list(out.items()):  # a renamed part's own relationships follow it
        rels = posixpath.join(posixpath.dirname(old), "_rels", posixpath.basename(old) + ".rels")
        if pkg.get(rels) is not None:
            out[rels] = posixpath.join(posixpath.dirname(new), "_rels", posixpath.basename(new) + ".rels")
    return out


def _apply_renames(name: str, root: etree._Element, renames: dict[str, str]) -> int:
    """Point relationships and content-type overrides of one part at renamed parts."""
    n = 0
    if name.endswith(".rels"):
        base = _rels_source_dir(name)
        for rel in root.iter(REL_TAG):
            target = rel.get("Target", "")
            if rel.get("TargetMode") == "External" or not target:
                continue
            absolute = target.startswith("/")
            resolved = posixpath.normpath(target.lstrip("/") if absolute else posixpath.join(base, target))
            new = renames.get(resolved)
            if new:
                rel.set("Target", "/" + new if absolute else posixpath.relpath(new, base or "."))
                n += 1
    elif name == "[Content_Types].xml":
        for el in root.iter(f"{{{CT_NS}}}Override"):
            new = renames.get(el.get("PartName", "").lstrip("/"))
            if new:
                el.set("PartName", "/" + new)
                n += 1
    return n


# ----------------------------------------------------------------- metadata

DC_NS = "http://purl.org/dc/elements/1.1/"
CP_NS = "http://schemas.openxmlformats.org/package/2006/metadata/core-properties"
EP_NS = "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"
#: Who wrote, edited or owns the document: cleared in every redacted copy.
PERSONAL_METADATA = {f"{{{DC_NS}}}creator", f"{{{CP_NS}}}lastModifiedBy",
                     f"{{{EP_NS}}}Company", f"{{{EP_NS}}}Manager"}
THUMBNAIL_REL = "/metadata/thumbnail"


def _clear_metadata(root: etree._Element) -> int:
    n = 0
    for el in root.iter(*PERSONAL_METADATA):
        if el.text:
            el.text = ""
            n += 1
    return n


W15_NS = "http://schemas.microsoft.com/office/word/2012/wordml"
#: Author attributes (comments, people) and what they become.  A placeholder-shaped value is never
#: taken for a leak, even if "author" itself is a redacted term.
AUTHOR_ATTRS = {w("author"): "[AUTHOR]", w("initials"): "", f"{{{W15_NS}}}author": "[AUTHOR]"}
PRESENCE_INFO = f"{{{W15_NS}}}presenceInfo"


def _clear_authors(root: etree._Element) -> int:
    """Replace comment/people authors and initials; drop account (presence) information."""
    n = 0
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        for attr, value in AUTHOR_ATTRS.items():
            if el.get(attr) not in (None, value):
                el.set(attr, value)
                n += 1
    for el in list(root.iter(PRESENCE_INFO)):
        el.getparent().remove(el)
        n += 1
    return n


def _thumbnails(pkg: Package) -> set[str]:
    """Part names of the package thumbnail (a picture of the unredacted first page)."""
    rels = pkg.get("_rels/.rels")
    if rels is None:
        return set()
    root = parse_xml(rels.data, rels.name)
    return {posixpath.normpath(r.get("Target", "").lstrip("/")) for r in root.iter(REL_TAG)
            if r.get("Type", "").endswith(THUMBNAIL_REL) and r.get("TargetMode") != "External"}


def _unlink_parts(name: str, root: etree._Element, dropped: set[str]) -> int:
    """Remove the relationships / content-type overrides of dropped parts."""
    n = 0
    if name == "_rels/.rels":
        for rel in list(root.iter(REL_TAG)):
            if posixpath.normpath(rel.get("Target", "").lstrip("/")) in dropped:
                rel.getparent().remove(rel)
                n += 1
    elif name == "[Content_Types].xml":
        for el in list(root.iter(f"{{{CT_NS}}}Override")):
            if el.get("PartName", "").lstrip("/") in dropped:
                el.getparent().remove(el)
                n += 1
    return n


# ----------------------------------------------------------------- entry point

def _parse_part(pkg: Package, part) -> etree._Element | None:
    """The parsed XML of a part we rewrite, or ``None`` for an opaque part copied as is.

    Images (SVG included) and parts that are not well-formed XML (HTML/MHT
    alternative-format chunks, legacy VML) are opaque: they are copied
    unchanged and only checked by the leak scan.  A malformed or DTD-bearing
    WordprocessingML part is refused.
    """
    name, ctype = part.name, pkg.content_type(part.name)
    if ctype.startswith("image/") or not (is_xml_part(name, ctype) or looks_like_xml(part.data)):
        return None
    try:
        return parse_xml(part.data, name)
    except UnsupportedDocument:
        if "wordprocessingml" in ctype or name == pkg.main or name.endswith(".rels") \
                or name == "[Content_Types].xml":
            raise
        return None


#: Most bytes an embedded package may inflate to before it is left to the leak scan.
EMBEDDED_BUDGET = 64 * 1024 * 1024


def _scrub_embedded(blob: bytes, rw: _Rewriter, budget: int, depth: int = 0) -> tuple[bytes, int]:
    """Scrub the XML entries of an embedded Office package (a chart's .xlsx, an embedded .docx).

    Returns the new package bytes and the number of replacements; a blob that
    is not a readable zip, or needs no change, comes back unchanged (the leak
    scan still opens it).
    """
    try:
        zin = zipfile.ZipFile(io.BytesIO(blob))
        infos = zin.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return blob, 0
    if sum(i.file_size for i in infos) > budget or len(infos) > 5000:
        return blob, 0
    total, entries = 0, []
    try:
        with zin:
            for info in infos:
                with zin.open(info) as fh:
                    inner = fh.read(info.file_size + 1)
                if len(inner) > info.file_size:
                    return blob, 0  # lying sizes: leave it to the leak scan
                count = 0
                if looks_like_xml(inner):
                    try:
                        root = parse_xml(inner, info.filename)
                    except UnsupportedDocument:
                        root = None
                    if root is not None:
                        count, resolved = _scrub_xml(root, rw)
                        if count or resolved:
                            inner = _serialize(root)
                elif inner[:4] == b"PK\x03\x04" and depth < 1:
                    inner, count = _scrub_embedded(inner, rw, budget, depth + 1)
                total += count
                entries.append((info, inner))
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError):
        return blob, 0
    if not total:
        return blob, 0
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info, inner in entries:
            new = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            new.compress_type = info.compress_type
            zout.writestr(new, inner)
    return out.getvalue(), total


def _normalize_targets(targets) -> list[tuple[str, str]]:
    out = []
    for i, item in enumerate(targets or ()):
        if isinstance(item, str):
            out.append((item, "CII"))
        elif isinstance(item, (tuple, list)) and len(item) == 2 and isinstance(item[0], str) \
                and isinstance(item[1], str):
            out.append((item[0], item[1]))
        else:
            raise InputError(f"targets[{i}] must be a string or a (string, type) pair")
    return out


def redact_docx(data: bytes, targets, *, style: str = "placeholder",
                placeholders: Placeholders | None = None,
                scrub_metadata: bool = True, max_uncompressed: int | None = None) -> tuple[bytes, dict]:
    """Redact every occurrence of ``targets`` in every part of a .docx, then verify.

    Parameters
    ----------
    data : bytes
        The .docx package (checked with :func:`veil.docx.check_package`).
    targets : list of (str, str) or str
        Strings to redact with their placeholder type (``"PERSON"``,
        ``"CLIENT"``, ``"CII"``...); a bare string is typed ``"CII"``.
        Case-insensitive, whole word where the string starts/ends with a
        word character.
    style : {"placeholder", "blank"}
        Typed placeholders or same-length blocks.
    placeholders : Placeholders, optional
        Shared placeholder numbering (e.g. with a text redaction of the same document).
    scrub_metadata : bool
        Also clear the author, last editor, company and manager properties,
        set comment authors to "[AUTHOR]", and drop the package thumbnail (a picture of the unredacted first
        page), whatever the targets.
    max_uncompressed : int, optional
        Zip-bomb limit (default ``settings.max_docx_uncompressed``).

    Returns
    -------
    (bytes, dict)
        The redacted package and a report holding no document text:
        ``replacements`` (int), ``parts`` (part name -> replacements),
        ``revisions_resolved`` (int), ``renamed_parts`` (int),
        ``metadata_cleared`` (int), ``dropped_parts`` (int),
        ``placeholders`` (placeholder -> uses), ``verified`` (True).

    Raises
    ------
    UnsupportedDocument, PayloadTooLarge
        The input is not a safe .docx (see ``check_package``).
    LeakError
        A redacted string is still present in the output; ``parts`` names
        the leaking parts.  No copy is returned.
    """
    if style not in STYLES:
        raise InputError("style must be 'placeholder' or 'blank'")
    targets = _normalize_targets(targets)
    placeholders = placeholders if placeholders is not None else Placeholders()
    pkg = read_package(data, max_uncompressed=max_uncompressed)
    matcher = TargetMatcher(targets)
    rw = _Rewriter(matcher, style, placeholders)
    renames = _rename_map(pkg, matcher) if matcher else {}
    dropped = _thumbnails(pkg) if scrub_metadata else set()
    per_part: dict[str, int] = {}
    revisions = cleared = written = 0
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for part in pkg.parts:
            name, blob = part.name, part.data
            if name in dropped:
                continue
            root = _parse_part(pkg, part)
            if root is not None:
                count, resolved = _scrub_xml(root, rw)
                relinked = _apply_renames(name, root, renames) if renames else 0
                relinked += _unlink_parts(name, root, dropped) if dropped else 0
                meta = 0
                if scrub_metadata:
                    meta = _clear_metadata(root) if name.startswith("docProps/") else _clear_authors(root)
                cleared += meta
                if count or resolved or relinked or meta:
                    blob = _serialize(root)
                if count:
                    per_part[renames.get(name, name)] = count
                revisions += resolved
            elif matcher and blob[:4] == b"PK\x03\x04":
                blob, count = _scrub_embedded(blob, rw, budget=EMBEDDED_BUDGET)
                if count:
                    per_part[renames.get(name, name)] = count
            info = zipfile.ZipInfo(renames.get(name, name), date_time=part.info.date_time)
            info.compress_type = part.info.compress_type
            info.external_attr = part.info.external_attr
            zout.writestr(info, blob)
            written += len(blob)
    result = out.getvalue()
    if matcher:
        # read back what was really written (its size is known: no bomb limit can be crossed)
        leaking = package_leaks(read_package(result, max_uncompressed=written + 1), matcher)
        if leaking:
            raise LeakError(f"the redacted copy still contains redacted text in {len(leaking)} part(s); "
                            "it was not returned", parts=leaking)
    report = {
        "replacements": sum(per_part.values()),
        "parts": per_part,
        "revisions_resolved": revisions,
        "renamed_parts": len(renames),
        "metadata_cleared": cleared,
        "dropped_parts": len(dropped),
        "placeholders": placeholders.summary(),
        "verified": True,
    }
    return result, report
