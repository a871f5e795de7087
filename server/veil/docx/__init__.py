"""Reading, checking, scrubbing and verifying .docx packages.

Public interface::

    check_package(data, *, max_uncompressed=...)   # refuse unsafe / unsupported files
    extract_text(data) -> str                      # body text, one paragraph per line
    extract_parts_text(data) -> dict[str, str]     # every text-bearing part
    redact_docx(data, targets, *, style=..., placeholders=None) -> (bytes, report)
    find_leaks(data, strings) -> list[str]         # part names still holding a string
"""

from veil.docx.package import check_package
from veil.docx.scrub import redact_docx
from veil.docx.text import extract_parts_text, extract_text
from veil.docx.verify import find_leaks

__all__ = ["check_package", "extract_text", "extract_parts_text", "redact_docx", "find_leaks"]
