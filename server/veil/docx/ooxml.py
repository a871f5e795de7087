"""WordprocessingML vocabulary and the paragraph text walker shared by extraction, scrubbing and verification.

A paragraph's visible text is spread over many ``w:t`` elements (one per
run, often split mid-word by spell-check or revision marks).  The walker
collects, for each ``w:p`` (including paragraphs nested in text boxes,
which get their own entry), the ordered list of text-bearing nodes of its
*visible stream* (``w:t``, tabs, breaks) and of its *field-instruction
stream* (``w:instrText``), each as ``(element, text)``.  Both the scrubber
and the leak check work on those joined streams, so a string split across
runs is seen whole.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
MC_NS = "http://schemas.openxmlformats.org/markup-compatibility/2006"
A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"
XML_NS = "http://www.w3.org/XML/1998/namespace"


def w(tag: str) -> str:
    """Clark name of a ``w:`` element or attribute."""
    return f"{{{W_NS}}}{tag}"


W_P, W_R, W_T = w("p"), w("r"), w("t")
W_TAB, W_BR, W_CR, W_NBH = w("tab"), w("br"), w("cr"), w("noBreakHyphen")
W_INSTR, W_DEL_INSTR, W_DELTEXT = w("instrText"), w("delInstrText"), w("delText")
W_INS, W_DEL, W_MOVE_FROM, W_MOVE_TO = w("ins"), w("del"), w("moveFrom"), w("moveTo")
W_RPR, W_PPR, W_TXBX = w("rPr"), w("pPr"), w("txbxContent")
MC_FALLBACK = f"{{{MC_NS}}}Fallback"
#: DrawingML text (charts, SmartArt, shapes): paragraphs a:p with runs a:r/a:t and breaks a:br.
A_P, A_T, A_BR = f"{{{A_NS}}}p", f"{{{A_NS}}}t", f"{{{A_NS}}}br"
PARAGRAPH_TAGS = {W_P, A_P}
TEXT_TAGS = {W_T, A_T}
#: Elements whose text belongs to a paragraph stream (scrubbed paragraph by paragraph).
STREAM_TAGS = {W_T, A_T, W_INSTR}
XML_SPACE = f"{{{XML_NS}}}space"

#: Visible-stream elements that are not ``w:t`` and their text.
SEPARATORS = {W_TAB: "\t", W_BR: "\n", W_CR: "\n", W_NBH: "-", A_BR: "\n"}
#: Property subtrees: never text.
PROPERTIES = {W_PPR, W_RPR}
#: Subtrees holding tracked deletions (not visible once changes are accepted).
DELETED = {W_DEL, W_MOVE_FROM}


@dataclass
class ParagraphStreams:
    """The text nodes of one ``w:p``: visible stream and field-instruction stream."""

    element: etree._Element
    visible: list = field(default_factory=list)   # [(element, text)]
    instr: list = field(default_factory=list)     # [(element, text)]

    @property
    def text(self) -> str:
        return "".join(t for _, t in self.visible)

    @property
    def instr_text(self) -> str:
        return "".join(t for _, t in self.instr)


def paragraphs(root: etree._Element, *, skip_deleted: bool = True,
               skip_fallback: bool = False) -> list[ParagraphStreams]:
    """Every ``w:p`` (and DrawingML ``a:p``) under ``root`` in document (start-tag) order with its text nodes.

    Parameters
    ----------
    root : lxml element
        A part's root (document, header, footnotes...).
    skip_deleted : bool
        Leave out tracked deletions (``w:del``, ``w:moveFrom``).
    skip_fallback : bool
        Leave out ``mc:Fallback`` branches (VML copies of text boxes), so
        text-box text is not read twice.
    """
    out: list[ParagraphStreams] = []
    stack: list[ParagraphStreams] = []
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, el in walker:
        tag = el.tag
        if event == "end":
            if tag in PARAGRAPH_TAGS and stack:
                stack.pop()
            continue
        if tag in PARAGRAPH_TAGS:
            entry = ParagraphStreams(el)
            out.append(entry)
            stack.append(entry)
        elif tag in PROPERTIES or (skip_deleted and tag in DELETED) or (skip_fallback and tag == MC_FALLBACK):
            walker.skip_subtree()  # properties hold tab *stops* (w:pPr/w:tabs/w:tab), not text
        elif not stack:
            continue
        elif tag in TEXT_TAGS:
            stack[-1].visible.append((el, el.text or ""))
        elif tag in SEPARATORS:
            stack[-1].visible.append((el, SEPARATORS[tag]))
        elif tag == W_INSTR:
            stack[-1].instr.append((el, el.text or ""))
        elif tag == W_DELTEXT and not skip_deleted:
            stack[-1].visible.append((el, el.text or ""))
    return out


def is_wordprocessing(root: etree._Element) -> bool:
    """Whether a parsed part uses the WordprocessingML namespace at its root."""
    return isinstance(root.tag, str) and root.tag.startswith(f"{{{W_NS}}}")
