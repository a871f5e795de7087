"""Reading training corpora: ``CORPUS_DIR/<client label>/**/*.{txt,md,docx}``.

Each sub-folder of the corpus is one client; its name is the client label.
An optional ``aliases.txt`` directly inside a client folder lists other names
of that client (one per line, ``#`` comments allowed); it is not a training
document.  An optional utility map is a CSV file ``client,utility`` (a header
row ``client,utility`` is allowed).  Files directly in ``CORPUS_DIR`` and
hidden files/folders are ignored.
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path
from typing import Iterator

from veil.errors import CorpusError, VeilError

#: Document suffixes read from a corpus (lower case).
DOCUMENT_SUFFIXES = (".txt", ".md", ".docx")
#: File inside a client folder listing the client's aliases.
ALIASES_FILE = "aliases.txt"


def read_document(path: str | os.PathLike, encoding: str = "utf-8") -> str:
    """Return the text of one .txt, .md or .docx file.

    Parameters
    ----------
    path : path-like
        The document.
    encoding : str, default "utf-8"
        Encoding of .txt/.md files (a UTF-8 byte-order mark is accepted).

    Raises
    ------
    CorpusError
        When the file cannot be decoded with ``encoding``, is not a valid
        .docx, or has an unsupported suffix.  The message names the file.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CorpusError(f"cannot read {path}: {exc.strerror or exc}") from None
    if suffix in (".txt", ".md"):
        enc = "utf-8-sig" if encoding.lower().replace("_", "-") in ("utf-8", "utf8") else encoding
        try:
            return data.decode(enc)
        except UnicodeDecodeError as exc:
            raise CorpusError(
                f"{path} is not valid {encoding} text (byte {exc.start}); "
                f"convert it or pass --encoding") from None
        except LookupError:
            raise CorpusError(f"unknown text encoding {encoding!r}") from None
    if suffix == ".docx":
        return _docx_text(data, path)
    raise CorpusError(f"{path}: unsupported document type {suffix or '(none)'} "
                      f"(expected one of {', '.join(DOCUMENT_SUFFIXES)})")


def _docx_text(data: bytes, path: Path) -> str:
    """Text of a .docx: the shared ``veil.docx.extract_text`` when present, else python-docx."""
    try:
        from veil.docx import extract_text  # written by the docx owner
    except ImportError:
        extract_text = None
    try:
        if extract_text is not None:
            return extract_text(data)
        import docx  # python-docx

        document = docx.Document(io.BytesIO(data))
        parts = [p.text for p in document.paragraphs]
        for table in document.tables:
            for row in table.rows:
                parts.append("\t".join(cell.text for cell in row.cells))
        return "\n".join(parts)
    except CorpusError:
        raise
    except VeilError as exc:  # refused by the docx reader (corrupt, unsafe, too large)
        raise CorpusError(f"{path}: {exc}") from None
    except Exception as exc:  # corrupt zip / XML: one line naming the file
        raise CorpusError(f"{path} is not a readable .docx ({type(exc).__name__})") from None


def read_utility_map(path: str | os.PathLike) -> dict[str, str]:
    """Read a ``client,utility`` CSV into a dict (header row optional)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise CorpusError(f"cannot read utility map {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise CorpusError(f"utility map {path} is not UTF-8 text") from None
    mapping: dict[str, str] = {}
    for lineno, row in enumerate(csv.reader(io.StringIO(text)), start=1):
        if not row or all(not c.strip() for c in row) or row[0].lstrip().startswith("#"):
            continue
        if len(row) != 2:
            raise CorpusError(f"utility map {path} line {lineno}: expected 'client,utility'")
        client, utility = row[0].strip(), row[1].strip()
        if lineno == 1 and (client.lower(), utility.lower()) == ("client", "utility"):
            continue
        if not client or not utility:
            raise CorpusError(f"utility map {path} line {lineno}: empty client or utility")
        if client in mapping and mapping[client] != utility:
            raise CorpusError(f"utility map {path} line {lineno}: client {client!r} mapped twice")
        mapping[client] = utility
    if not mapping:
        raise CorpusError(f"utility map {path} is empty")
    return mapping


def read_aliases(path: str | os.PathLike) -> list[str]:
    """Aliases listed one per line in ``path`` (blank lines and ``#`` comments skipped)."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
    except UnicodeDecodeError:
        raise CorpusError(f"{path} is not UTF-8 text") from None
    out = []
    for line in lines:
        line = " ".join(line.split())
        if line and not line.startswith("#") and line not in out:
            out.append(line)
    return out


def client_folders(corpus_dir: str | os.PathLike) -> list[Path]:
    """The client folders of a corpus, sorted by name."""
    root = Path(corpus_dir)
    if not root.is_dir():
        raise CorpusError(f"corpus folder {root} does not exist")
    folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    if not folders:
        raise CorpusError(f"corpus {root} has no client folders (expected CORPUS_DIR/<client>/*.txt)")
    return folders


def iter_corpus_files(corpus_dir: str | os.PathLike) -> Iterator[tuple[str, Path]]:
    """Yield ``(client, path)`` for every document of the corpus, in a stable order."""
    for folder in client_folders(corpus_dir):
        found = False
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for fname in sorted(filenames):
                if fname.startswith(".") or Path(fname).suffix.lower() not in DOCUMENT_SUFFIXES:
                    continue
                if Path(dirpath) == folder and fname.lower() == ALIASES_FILE:
                    continue
                found = True
                yield folder.name, Path(dirpath) / fname
        if not found:
            raise CorpusError(f"client folder {folder} has no .txt, .md or .docx documents")


def corpus_aliases(corpus_dir: str | os.PathLike) -> dict[str, list[str]]:
    """``{client: [aliases...]}`` read from each client's ``aliases.txt`` (if any)."""
    out = {}
    for folder in client_folders(corpus_dir):
        f = folder / ALIASES_FILE
        if f.is_file():
            out[folder.name] = read_aliases(f)
    return out


def read_corpus(corpus_dir: str | os.PathLike, utility_map: str | os.PathLike | dict | None = None,
                encoding: str = "utf-8"):
    """Read a whole corpus into memory.

    Parameters
    ----------
    corpus_dir : path-like
        ``CORPUS_DIR/<client label>/**/*.{txt,md,docx}``.
    utility_map : path-like or dict, optional
        CSV ``client,utility`` (or an already-read dict).  Every client of the
        corpus must be mapped.
    encoding : str, default "utf-8"
        Encoding of .txt/.md files.

    Returns
    -------
    texts : list of str
    clients : list of str
        The client label of each text.
    utilities : list of str or None
        The utility label of each text, or None without a utility map.
    aliases : dict
        ``{client: [alias, ...]}`` from the clients' ``aliases.txt`` files.

    Raises
    ------
    CorpusError
        Empty corpus, a client folder without documents, fewer than two
        clients, an unreadable document, a client missing from the utility map.
    """
    texts, clients = [], []
    for client, path in iter_corpus_files(corpus_dir):
        texts.append(read_document(path, encoding=encoding))
        clients.append(client)
    check_clients(clients, corpus_dir)
    utilities = None
    if utility_map is not None:
        mapping = utility_map if isinstance(utility_map, dict) else read_utility_map(utility_map)
        utilities = map_utilities(clients, mapping)
    return texts, clients, utilities, corpus_aliases(corpus_dir)


def check_clients(clients, where) -> None:
    """Refuse an empty corpus or one with a single client."""
    labels = set(clients)
    if not labels:
        raise CorpusError(f"corpus {where} has no documents")
    if len(labels) < 2:
        raise CorpusError(f"corpus {where} has a single client ({next(iter(labels))!r}); "
                          f"a client model needs at least two")


def map_utilities(clients, mapping: dict[str, str]) -> list[str]:
    """Utility label per document; every client must be in ``mapping``."""
    missing = sorted(set(clients) - set(mapping))
    if missing:
        shown = ", ".join(repr(m) for m in missing[:5]) + (" ..." if len(missing) > 5 else "")
        raise CorpusError(f"utility map has no entry for client(s) {shown}")
    return [mapping[c] for c in clients]
