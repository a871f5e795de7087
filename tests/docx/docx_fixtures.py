"""Test documents that carry sensitive strings in every part a .docx can hide text in.

Built with python-docx (body, table, picture, two sections with their own
headers and footers, comments, core properties) plus lxml edits for what
python-docx has no API for (footnotes/endnotes parts, a text box with its VML
fallback, tracked insertions/deletions/moves, complex and simple fields, a
hyperlink relationship, alt text, app and custom properties).
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib

import docx
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
NS = (f'xmlns:w="{W}" '
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
      'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
      'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
      'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
      'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
      'xmlns:v="urn:schemas-microsoft-com:vml"')

#: The strings to redact, with their placeholder types.
TARGETS = [("Acme Corporation", "CLIENT"), ("Acme", "CLIENT"), ("John Smith", "PERSON"),
           ("Jane Roe", "PERSON"), ("ProjectX", "CII"), ("123-45-6789", "SSN")]
#: Lower-case fragments that must appear nowhere in a redacted copy.
TOKENS = ["acme", "john smith", "jane roe", "projectx", "123-45-6789"]
#: Deleted (tracked) text that is not a target: it must disappear too.
DELETED_ONLY = "ZebraSecretDeleted"


def tiny_png() -> bytes:
    """A valid 1x1 PNG."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00"))
            + chunk(b"IEND", b""))


def _split_runs(paragraph, pieces, bold_first=True):
    runs = []
    for i, text in enumerate(pieces):
        run = paragraph.add_run(text)
        if i == 1 and bold_first:
            run.bold = True
            run.italic = True
        runs.append(run)
    return runs


def _notes_part(package, kind: str, text_pieces) -> Part:
    tag = "footnote" if kind == "footnotes" else "endnote"
    runs = "".join(f'<w:r><w:t xml:space="preserve">{t}</w:t></w:r>' for t in text_pieces)
    xml = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           f'<w:{kind} {NS}>'
           f'<w:{tag} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:{tag}>'
           f'<w:{tag} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:{tag}>'
           f'<w:{tag} w:id="1"><w:p><w:pPr><w:pStyle w:val="{tag.capitalize()}Text"/></w:pPr>{runs}</w:p></w:{tag}>'
           f'</w:{kind}>').encode()
    ctype = f"application/vnd.openxmlformats-officedocument.wordprocessingml.{kind}+xml"
    return Part(PackURI(f"/word/{kind}.xml"), ctype, xml, package)


TEXTBOX = f'''<w:p {NS}><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>
<wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0"
 layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH>
<wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="1828800" cy="457200"/>
<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="77" name="Text Box 1" descr="Box about Acme"/><wp:cNvGraphicFramePr/>
<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/>
<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr>
<wps:txbx><w:txbxContent><w:p><w:r><w:t xml:space="preserve">Box: Ac</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>me Corporation</w:t></w:r><w:r><w:t xml:space="preserve"> SSN 123-45-6789</w:t></w:r></w:p></w:txbxContent></wps:txbx>
<wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>
<mc:Fallback><w:pict><v:shape id="TextBox1" style="width:144pt;height:36pt" alt="Acme box"><v:textbox><w:txbxContent><w:p><w:r><w:t>Box: Acme Corporation SSN 123-45-6789</w:t></w:r></w:p></w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback>
</mc:AlternateContent></w:r></w:p>'''

REVISIONS = f'''<w:p {NS}><w:r><w:t xml:space="preserve">Revised: </w:t></w:r>
<w:ins w:id="901" w:author="Jane Roe" w:date="2024-01-01T00:00:00Z"><w:r><w:t xml:space="preserve">inserted note on Acme </w:t></w:r></w:ins>
<w:del w:id="902" w:author="Jane Roe" w:date="2024-01-01T00:00:00Z"><w:r><w:delText xml:space="preserve">deleted {DELETED_ONLY} about ProjectX </w:delText></w:r></w:del>
<w:moveFrom w:id="903" w:author="John Smith" w:date="2024-01-01T00:00:00Z"><w:r><w:t xml:space="preserve">moved from Acme </w:t></w:r></w:moveFrom>
<w:moveTo w:id="904" w:author="John Smith" w:date="2024-01-01T00:00:00Z"><w:r><w:t xml:space="preserve">moved to Acme.</w:t></w:r></w:moveTo>
<w:r><w:rPr><w:b/><w:rPrChange w:id="905" w:author="John Smith" w:date="2024-01-01T00:00:00Z"><w:rPr/></w:rPrChange></w:rPr><w:t xml:space="preserve"> end</w:t></w:r></w:p>'''

FIELDS = f'''<w:p {NS}><w:r><w:t xml:space="preserve">See </w:t></w:r>
<w:r><w:fldChar w:fldCharType="begin"/></w:r>
<w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.com/Ac</w:instrText></w:r>
<w:r><w:instrText xml:space="preserve">me/ProjectX" \\o "John Smith" </w:instrText></w:r>
<w:r><w:fldChar w:fldCharType="separate"/></w:r>
<w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t>the ProjectX site</w:t></w:r>
<w:r><w:fldChar w:fldCharType="end"/></w:r>
<w:r><w:t xml:space="preserve"> by </w:t></w:r>
<w:fldSimple w:instr=" AUTHOR &quot;John Smith&quot; \\* MERGEFORMAT "><w:r><w:t>John Smith</w:t></w:r></w:fldSimple>
<w:r><w:t xml:space="preserve">, mail </w:t></w:r>
<w:hyperlink r:id="{{rid}}" w:tooltip="Acme home"><w:r><w:t>our site</w:t></w:r></w:hyperlink>
<w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p>'''

APP_EXTRA = b"<Manager>Jane Roe</Manager><Company>Acme Corporation</Company>"

CUSTOM = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          b'<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" '
          b'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
          b'<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client">'
          b'<vt:lpwstr>Acme Corporation</vt:lpwstr></property>'
          b'<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="Matter">'
          b'<vt:lpwstr>ProjectX for John Smith</vt:lpwstr></property></Properties>')


def build_full_docx() -> bytes:
    """A .docx holding the targets in every text-bearing part (see module docstring)."""
    doc = docx.Document()
    # body: a client name and a person split across differently formatted runs
    p = doc.add_paragraph()
    _split_runs(p, ["Agreement between ", "Ac", "me Corpo", "ration", " and John ", "Smi", "th, SSN 123-45-6789."])
    doc.add_paragraph("Jane Roe reviewed ProjectX with JOHN  SMITH; acme agreed.")
    table = doc.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "Client"
    table.cell(0, 1).text = "Acme Corporation"
    table.cell(1, 0).text = "Contact"
    cell_p = table.cell(1, 1).paragraphs[0]
    _split_runs(cell_p, ["Ja", "ne R", "oe"], bold_first=False)
    # picture with alt text
    shape = doc.add_picture(io.BytesIO(tiny_png()))
    doc_pr = shape._inline.docPr
    doc_pr.set("descr", "Logo of Acme Corporation")
    doc_pr.set("title", "Acme logo")
    # comments
    anchor = doc.add_paragraph().add_run("Commented text.")
    doc.add_comment(anchor, text="Ask John Smith about ProjectX", author="Jane Roe", initials="JR")
    # two sections with their own header and footer
    s1 = doc.sections[0]
    s1.header.paragraphs[0].text = "Acme Corporation - confidential"
    s1.footer.paragraphs[0].text = "Prepared for John Smith"
    doc.add_section()
    doc.add_paragraph("Second section body.")
    s2 = doc.sections[1]
    s2.header.is_linked_to_previous = False
    s2.footer.is_linked_to_previous = False
    hp = s2.header.paragraphs[0]
    _split_runs(hp, ["Section two: ", "Pro", "jectX"])
    s2.footer.paragraphs[0].text = "Jane Roe, 123-45-6789"
    # core properties
    cp = doc.core_properties
    cp.author = "John Smith"
    cp.last_modified_by = "Jane Roe"
    cp.title = "Acme Corporation merger"
    cp.subject = "ProjectX"
    cp.keywords = "Acme; ProjectX"
    cp.comments = "Drafted by John Smith"
    cp.category = "Acme"
    # parts python-docx has no API for
    package = doc.part.package
    doc.part.relate_to(_notes_part(package, "footnotes", ["Footnote: John ", "Smith of Acme."]), RT.FOOTNOTES)
    doc.part.relate_to(_notes_part(package, "endnotes", ["Endnote on Pro", "jectX."]), RT.ENDNOTES)
    custom = Part(PackURI("/docProps/custom.xml"),
                  "application/vnd.openxmlformats-officedocument.custom-properties+xml", CUSTOM, package)
    package.relate_to(custom, RT.CUSTOM_PROPERTIES)
    rid = doc.part.relate_to("https://acme.example.com/projectx?contact=Jane%20Roe", RT.HYPERLINK,
                             is_external=True)
    body = doc.element.body
    sect_pr = body[-1]
    for xml in (TEXTBOX, REVISIONS, FIELDS.replace("{rid}", rid)):
        sect_pr.addprevious(parse_xml(xml))
    buf = io.BytesIO()
    doc.save(buf)
    return _edit_entries(buf.getvalue(), {"docProps/app.xml": _add_app_props})


def _add_app_props(xml: bytes) -> bytes:
    return xml.replace(b"</Properties>", APP_EXTRA + b"</Properties>")


def _edit_entries(data: bytes, edits: dict, extra: dict | None = None) -> bytes:
    """Rewrite some zip entries (``name -> fn(bytes) -> bytes``) and add ``extra`` entries."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            blob = src.read(info)
            if info.filename in edits:
                blob = edits[info.filename](blob)
            dst.writestr(info.filename, blob)
        for name, blob in (extra or {}).items():
            dst.writestr(name, blob)
    return out.getvalue()


def edit_entries(data: bytes, edits: dict | None = None, extra: dict | None = None) -> bytes:
    """Public alias of the zip editor for tests."""
    return _edit_entries(data, edits or {}, extra)


def entries(data: bytes) -> dict[str, bytes]:
    """Every zip entry of a package, inflated."""
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return {i.filename: zf.read(i) for i in zf.infolist()}


def visible_blob(xml: bytes) -> str:
    """Entry text with tags stripped (joins runs) and entities decoded, lower-cased."""
    text = re.sub(rb"<[^>]+>", b"", xml).decode("utf-8", errors="replace")
    return (text.replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<")
            .replace("&gt;", ">").replace("&apos;", "'").lower())


def many_runs_docx(n_runs: int = 10_000) -> bytes:
    """A document whose body is ``n_runs`` one-to-three-character runs, some spelling targets."""
    doc = docx.Document()
    p = doc.add_paragraph()
    text = ("Acme Corporation met John Smith about ProjectX. " * (n_runs // 15 + 1))
    pos = 0
    for i in range(n_runs):
        step = 1 + i % 3
        p.add_run(text[pos:pos + step])
        pos += step
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()
