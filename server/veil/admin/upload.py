"""Safe extraction of an uploaded corpus zip into the model store's staging area.

Every entry is checked before a byte is written: no absolute paths, drive
letters or ``..`` components, no symbolic links or other special files, no
encrypted entries, at most ``max_entries`` entries; the expanded size is
counted while extracting (the sizes declared in the zip are not trusted) and
extraction stops at ``max_bytes``.  On any refusal the staging folder is
removed, so nothing is left behind.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from veil.errors import CorpusError, InputError, PayloadTooLarge

_DRIVE = re.compile(r"^[A-Za-z]:")
_CHUNK = 1 << 16
#: Archive clutter skipped silently (macOS resource forks, Finder and Windows metadata).
_JUNK = ("__MACOSX", ".DS_Store", "Thumbs.db", "desktop.ini")


def _env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, "") or default)
    except ValueError:
        raise InputError(f"environment variable {name} must be an integer") from None


@dataclass(frozen=True)
class ZipLimits:
    """Bounds on an uploaded corpus archive.

    Parameters
    ----------
    max_upload_bytes : int
        Size of the zip file itself (``VEIL_MAX_CORPUS_UPLOAD_BYTES``, default 200 MB).
    max_entries : int
        Number of entries (``VEIL_MAX_CORPUS_ENTRIES``, default 50,000).
    max_bytes : int
        Total expanded size (``VEIL_MAX_CORPUS_EXPANDED_BYTES``, default 512 MB).
    """

    max_upload_bytes: int = 200 * 1024 * 1024
    max_entries: int = 50_000
    max_bytes: int = 512 * 1024 * 1024

    @classmethod
    def from_env(cls) -> "ZipLimits":
        return cls(_env_int("VEIL_MAX_CORPUS_UPLOAD_BYTES", cls.max_upload_bytes),
                   _env_int("VEIL_MAX_CORPUS_ENTRIES", cls.max_entries),
                   _env_int("VEIL_MAX_CORPUS_EXPANDED_BYTES", cls.max_bytes))


def safe_member_path(name: str) -> PurePosixPath | None:
    """The relative path an entry may be extracted to, or None for skipped clutter.

    Raises
    ------
    InputError
        Absolute path, drive letter, backslash, ``..`` component or NUL byte.
    """
    if "\x00" in name:
        raise InputError("zip entry name contains a NUL byte")
    if "\\" in name:
        raise InputError(f"zip entry {name!r} uses backslashes; zip paths must use '/'")
    if name.startswith("/") or _DRIVE.match(name):
        raise InputError(f"zip entry {name!r} has an absolute path")
    parts = [p for p in name.split("/") if p not in ("", ".")]
    if any(p == ".." for p in parts):
        raise InputError(f"zip entry {name!r} points outside the archive ('..')")
    if not parts or any(p in _JUNK for p in parts):
        return None
    return PurePosixPath(*parts)


def _check_entry(info: zipfile.ZipInfo) -> None:
    kind = stat.S_IFMT(info.external_attr >> 16)  # 0 when the archiver recorded no Unix type
    if kind == stat.S_IFLNK:
        raise InputError(f"zip entry {info.filename!r} is a symbolic link; links are refused")
    if kind and kind not in (stat.S_IFREG, stat.S_IFDIR):
        raise InputError(f"zip entry {info.filename!r} is not a regular file or folder")
    if info.flag_bits & 0x1:
        raise InputError(f"zip entry {info.filename!r} is encrypted")


def extract_zip(archive, dest: Path, limits: ZipLimits | None = None) -> int:
    """Extract ``archive`` (path or binary file object) into the new folder ``dest``.

    Returns the number of files written.  On any error ``dest`` is removed.

    Raises
    ------
    InputError
        Not a zip, an unsafe entry (see :func:`safe_member_path`), a link.
    PayloadTooLarge
        Too many entries, or the expansion exceeds ``limits.max_bytes``.
    """
    limits = limits or ZipLimits.from_env()
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=False)
    root = dest.resolve()
    try:
        try:
            zf = zipfile.ZipFile(archive)
        except (zipfile.BadZipFile, OSError, ValueError):
            raise InputError("the upload is not a readable zip archive") from None
        with zf:
            infos = zf.infolist()
            if len(infos) > limits.max_entries:
                raise PayloadTooLarge(f"the archive has {len(infos)} entries; "
                                      f"the limit is {limits.max_entries}")
            plan = []
            for info in infos:
                _check_entry(info)
                rel = safe_member_path(info.filename)
                if rel is not None:
                    plan.append((info, rel))
            declared = sum(info.file_size for info, _ in plan)
            if declared > limits.max_bytes:
                raise PayloadTooLarge(f"the archive expands to {declared} bytes; "
                                      f"the limit is {limits.max_bytes}")
            written = total = 0
            for info, rel in plan:
                target = root.joinpath(*rel.parts)
                if root not in target.resolve().parents and target.resolve() != root:
                    raise InputError(f"zip entry {info.filename!r} points outside the archive")
                if info.is_dir():
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(info) as src, open(target, "xb") as out:
                    while True:
                        chunk = src.read(_CHUNK)
                        if not chunk:
                            break
                        total += len(chunk)
                        if total > limits.max_bytes:  # the declared sizes can lie
                            raise PayloadTooLarge(f"the archive expands to more than "
                                                  f"{limits.max_bytes} bytes")
                        out.write(chunk)
                written += 1
        return written
    except FileExistsError:
        shutil.rmtree(dest, ignore_errors=True)
        raise InputError("the archive lists the same file twice") from None
    except zipfile.BadZipFile as exc:
        shutil.rmtree(dest, ignore_errors=True)
        raise InputError(f"the zip archive is corrupt ({exc})") from None
    except BaseException:
        shutil.rmtree(dest, ignore_errors=True)
        raise


def _visible(path: Path):
    return sorted(p for p in path.iterdir() if not p.name.startswith("."))


def locate_corpus(extracted: Path) -> tuple[Path, Path | None]:
    """Find the corpus root and its utility CSV inside an extracted archive.

    The archive holds one folder per client, and optionally a utility map
    (``utility.csv`` or the only ``.csv`` file at the top).  Clients' aliases
    go in ``<client>/aliases.txt``.  A single wrapping folder (zipping the
    corpus folder itself) is looked through.

    Raises
    ------
    CorpusError
        No client folders, fewer than two, or several candidate CSV files.
    """
    root = Path(extracted)
    entries = _visible(root)
    dirs = [p for p in entries if p.is_dir()]
    files = [p for p in entries if p.is_file()]
    if len(dirs) == 1 and not files and any(p.is_dir() for p in _visible(dirs[0])):
        inner = dirs[0]
        if len([p for p in _visible(inner) if p.is_dir()]) >= 2:
            return locate_corpus(inner)
    csvs = [p for p in files if p.suffix.lower() == ".csv"]
    named = [p for p in csvs if p.name.lower() in ("utility.csv", "utilities.csv", "utility_map.csv")]
    if len(named) == 1:
        utility = named[0]
    elif len(csvs) == 1:
        utility = csvs[0]
    elif not csvs:
        utility = None
    else:
        raise CorpusError("the archive has several .csv files at the top; name the utility map "
                          "utility.csv")
    if len(dirs) < 2:
        raise CorpusError(f"the archive has {len(dirs)} client folder(s); a client model needs "
                          f"at least two (one folder per client)")
    return root, utility
