"""The resume manifest of a batch: which documents are done, under which settings.

``DEST/.veil-batch/manifest.jsonl`` gets one JSON line per processed
document, appended as soon as its output is in place.  A document is skipped
on a later run when its latest line has the same content hash, the same
settings key and status ``ok``, and its output still exists.  A line cut short
by a crash is ignored (that document is simply processed again).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

#: Hidden folder of DEST holding the batch's own state.
STATE_DIR = ".veil-batch"


def file_digest(data: bytes) -> str:
    """SHA-256 hex digest of a document's bytes."""
    return hashlib.sha256(data).hexdigest()


class Manifest:
    """Append-only record of finished documents in ``DEST/.veil-batch/``.

    Parameters
    ----------
    dest : Path
        The batch's destination folder.
    """

    def __init__(self, dest: Path):
        self.path = Path(dest) / STATE_DIR / "manifest.jsonl"
        self.entries_: dict[str, dict] = {}
        self._fh = None
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        with open(self.path, "rb") as fh:
            for raw in fh:
                try:
                    entry = json.loads(raw)
                except ValueError:
                    continue  # a line cut short by a crash
                if isinstance(entry, dict) and "relpath" in entry:
                    self.entries_[entry["relpath"]] = entry

    def is_done(self, relpath: str, digest: str, key: str, output: Path) -> bool:
        """True when ``relpath`` was redacted from the same bytes with the same settings."""
        entry = self.entries_.get(relpath)
        return bool(entry and entry.get("sha256") == digest and entry.get("key") == key
                    and entry.get("record", {}).get("status") == "ok" and output.exists())

    def record(self, relpath: str) -> dict | None:
        """The report record stored for ``relpath`` (None when never processed)."""
        entry = self.entries_.get(relpath)
        return entry.get("record") if entry else None

    def add(self, relpath: str, digest: str, key: str, record: dict) -> None:
        """Append one finished document (flushed to disk before returning)."""
        entry = {"relpath": relpath, "sha256": digest, "key": key, "record": record}
        if self._fh is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fh = open(self.path, "ab")
            if self._fh.tell() > 0:
                with open(self.path, "rb") as check:
                    check.seek(-1, os.SEEK_END)
                    if check.read(1) != b"\n":
                        self._fh.write(b"\n")  # end a line cut short by a crash
        self._fh.write(json.dumps(entry, sort_keys=True).encode() + b"\n")
        self._fh.flush()
        self.entries_[relpath] = entry

    def close(self) -> None:
        if self._fh is not None:
            os.fsync(self._fh.fileno())
            self._fh.close()
            self._fh = None
