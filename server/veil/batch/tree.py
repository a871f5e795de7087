"""Which files of a source tree a batch processes, and where their outputs go."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Iterator

from veil.errors import InputError

#: File suffixes a batch redacts (lower case); every other file is ignored.
SUFFIXES = (".docx", ".txt", ".md")


@dataclass(frozen=True)
class SourceFile:
    """One document of the source tree.

    Attributes
    ----------
    path : Path
        Absolute path of the source file.
    relpath : str
        Its POSIX path relative to SRC; the output is ``DEST / relpath``.
    """

    path: Path
    relpath: str

    @property
    def suffix(self) -> str:
        return self.path.suffix.lower()

    @property
    def top_folder(self) -> str | None:
        """The first folder of ``relpath`` (the client with ``--client-from-folder``)."""
        parts = PurePosixPath(self.relpath).parts
        return parts[0] if len(parts) > 1 else None


def _is_within(child: Path, parent: Path) -> bool:
    try:
        child.relative_to(parent)
        return True
    except ValueError:
        return False


def check_locations(src: str | os.PathLike, dest: str | os.PathLike) -> tuple[Path, Path]:
    """Validate SRC and DEST and return them resolved.

    Raises
    ------
    InputError
        SRC missing or not a folder, DEST inside SRC (or SRC inside DEST, or
        the same folder), or DEST an existing file.
    """
    src_p = Path(src)
    if not src_p.exists():
        raise InputError(f"source folder {src} does not exist")
    if not src_p.is_dir():
        raise InputError(f"source {src} is not a folder")
    if not os.access(src_p, os.R_OK | os.X_OK):
        raise InputError(f"source folder {src} is not readable")
    src_r = src_p.resolve()
    dest_r = Path(dest).resolve()
    if dest_r == src_r:
        raise InputError("DEST must differ from SRC")
    if _is_within(dest_r, src_r):
        raise InputError("DEST must not be inside SRC (the output would be read back as input)")
    if _is_within(src_r, dest_r):
        raise InputError("SRC must not be inside DEST")
    if dest_r.exists() and not dest_r.is_dir():
        raise InputError(f"destination {dest} exists and is not a folder")
    return src_r, dest_r


def iter_sources(src: Path) -> Iterator[SourceFile]:
    """Yield the documents under ``src`` in a stable (sorted) order.

    Hidden files and folders (name starting with ``.``), Word lock files
    (``~$...``) and symbolic links are skipped; a symbolic link could lead
    outside SRC.
    """
    for dirpath, dirnames, filenames in os.walk(src, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith((".", "~$")):
                continue
            path = Path(dirpath) / name
            if path.suffix.lower() not in SUFFIXES or path.is_symlink():
                continue
            yield SourceFile(path=path, relpath=path.relative_to(src).as_posix())


def list_sources(src: Path) -> list[SourceFile]:
    """All documents under ``src``; raise :class:`InputError` when there are none."""
    files = list(iter_sources(src))
    if not files:
        raise InputError(
            f"no documents to process in {src} (looked for {', '.join(SUFFIXES)} files)")
    return files
