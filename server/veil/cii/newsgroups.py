"""The 20 Newsgroups "bydate" data set, as the paper's evaluation uses it.

Sensitive class = newsgroup; utility class = its top-level group
(DESIGN: comp, rec, sci, politics, religion, forsale).  Posts are Latin-1;
the header block is stripped except the Subject line (From/Organization
would make the task trivial).
"""

from __future__ import annotations

import os
import tarfile
from pathlib import Path

from veil.errors import CorpusError

SPLITS = ("train", "test")


def utility_of(group: str) -> str:
    """Top-level utility class of a newsgroup (DESIGN's mapping)."""
    if group.startswith("talk.politics."):
        return "politics"
    if group in ("alt.atheism", "soc.religion.christian", "talk.religion.misc"):
        return "religion"
    if group == "misc.forsale":
        return "forsale"
    top = group.split(".")[0]
    if top in ("comp", "rec", "sci"):
        return top
    raise CorpusError(f"no utility class for newsgroup {group!r}")


def strip_headers(raw: str) -> str:
    """Drop the header block (up to the first blank line), keeping the Subject line's text."""
    head, sep, body = raw.partition("\n\n")
    if not sep:
        return raw
    subject = ""
    for line in head.splitlines():
        if line.lower().startswith("subject:"):
            subject = line[len("subject:"):].strip()
            break
    return (subject + "\n\n" + body) if subject else body


def load_20newsgroups(path: str | os.PathLike) -> dict:
    """Read both splits from the ``.tar.gz`` or its extracted folder.

    Returns
    -------
    dict
        ``{"train": (texts, groups), "test": (texts, groups)}``, posts sorted by
        group then file name, headers stripped.
    """
    path = Path(path)
    out = {s: [] for s in SPLITS}

    def add(member_path: str, data: bytes):
        parts = member_path.strip("/").split("/")
        if len(parts) < 3:
            return
        split_dir, group, fname = parts[-3], parts[-2], parts[-1]
        for s in SPLITS:
            if split_dir.endswith(f"-{s}"):
                out[s].append((group, fname, strip_headers(data.decode("latin-1"))))

    if path.is_file():
        try:
            with tarfile.open(path, "r:*") as tar:
                for m in tar:
                    if m.isfile():
                        add(m.name, tar.extractfile(m).read())
        except (tarfile.TarError, OSError) as exc:
            raise CorpusError(f"cannot read {path} as a tar archive ({type(exc).__name__})") from None
    elif path.is_dir():
        for f in sorted(path.rglob("*")):
            if f.is_file():
                add(str(f.relative_to(path.parent)), f.read_bytes())
    else:
        raise CorpusError(f"{path} does not exist")
    result = {}
    for s in SPLITS:
        rows = sorted(out[s], key=lambda r: (r[0], int(r[1]) if r[1].isdigit() else r[1]))
        if not rows:
            raise CorpusError(f"{path} holds no 20news-bydate-{s} posts")
        result[s] = ([r[2] for r in rows], [r[0] for r in rows])
    return result
