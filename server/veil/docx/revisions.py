"""Resolving tracked changes: insertions accepted, deletions removed entirely.

After :func:`accept_all` no ``w:del``, ``w:delText``, ``w:delInstrText``,
``w:moveFrom`` (or their range marks) survive, ``w:ins``/``w:moveTo``
wrappers are unwrapped (their runs kept), deleted table rows are removed and
formatting-change records (``w:rPrChange``...) — which keep the old
formatting and the reviewer's name — are dropped.
"""

from __future__ import annotations

from lxml import etree

from veil.docx.ooxml import W_DEL, W_INS, W_MOVE_FROM, W_MOVE_TO, W_RPR, w

#: Elements removed with everything inside them.
REMOVE = {w(t) for t in ("delText", "delInstrText", "moveFromRangeStart", "moveFromRangeEnd",
                         "moveToRangeStart", "moveToRangeEnd", "rPrChange", "pPrChange",
                         "sectPrChange", "tblPrChange", "tblPrExChange", "tblGridChange",
                         "trPrChange", "tcPrChange", "numberingChange", "cellIns", "cellDel",
                         "cellMerge", "customXmlDelRangeStart", "customXmlDelRangeEnd",
                         "customXmlInsRangeStart", "customXmlInsRangeEnd",
                         "customXmlMoveFromRangeStart", "customXmlMoveFromRangeEnd",
                         "customXmlMoveToRangeStart", "customXmlMoveToRangeEnd")}
W_TRPR, W_TR = w("trPr"), w("tr")
#: Parents in which w:ins / w:del are revision *marks* (paragraph mark, table row), not containers.
MARK_PARENTS = {W_RPR, W_TRPR}


def accept_all(root: etree._Element) -> int:
    """Accept every tracked change under ``root`` in place; return how many were resolved."""
    count = 0
    marks = [el for el in root.iter(W_DEL, W_INS, W_MOVE_FROM, W_MOVE_TO)
             if el.getparent() is not None and el.getparent().tag in MARK_PARENTS]
    for el in marks:
        parent = el.getparent()
        if el.tag == W_DEL and parent.tag == W_TRPR:
            row = parent.getparent()
            if row is not None and row.tag == W_TR and row.getparent() is not None:
                row.getparent().remove(row)  # a deleted table row
                count += 1
                continue
        parent.remove(el)
        count += 1
    for el in list(root.iter(W_DEL, W_MOVE_FROM, *REMOVE)):
        if el.getparent() is not None:
            _remove(el)
            count += 1
    for el in list(root.iter(W_INS, W_MOVE_TO)):
        _unwrap(el)
        count += 1
    return count


def _remove(el: etree._Element) -> None:
    el.getparent().remove(el)  # tails in WordprocessingML are insignificant whitespace


def _unwrap(el: etree._Element) -> None:
    parent = el.getparent()
    if parent is None:
        return
    for child in list(el):
        el.addprevious(child)
    parent.remove(el)


def has_revisions(root: etree._Element) -> bool:
    """Whether any deletion or insertion record remains under ``root``."""
    for _ in root.iter(W_DEL, W_INS, W_MOVE_FROM, W_MOVE_TO, *REMOVE):
        return True
    return False
