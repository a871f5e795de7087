"""Corpus zip checks: every hostile archive is refused before anything lands outside staging."""

from __future__ import annotations

import io
import struct
import zipfile

import pytest

from veil.admin.upload import ZipLimits, extract_zip, locate_corpus
from veil.errors import CorpusError, InputError, PayloadTooLarge, VeilError


def _zip(entries, compression=zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression) as zf:
        for item in entries:
            if isinstance(item, zipfile.ZipInfo):
                zf.writestr(item, b"target")
            else:
                name, data = item
                zf.writestr(name, data)
    return buf.getvalue()


def _symlink(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.external_attr = (0o120777 << 16)
    info.create_system = 3
    return info


@pytest.mark.parametrize("entries, message", [
    ([("a/ok.txt", b"x"), ("../evil.txt", b"x")], r"outside the archive"),
    ([("a/../../evil.txt", b"x")], r"outside the archive"),
    ([("/etc/evil.txt", b"x")], r"absolute path"),
    ([("C:/evil.txt", b"x")], r"absolute path"),
    ([("a\\..\\evil.txt", b"x")], r"backslashes"),
    ([("a/doc.txt", b"x"), _symlink("a/link.txt")], r"symbolic link"),
])
def test_unsafe_entries_are_refused(tmp_path, entries, message):
    dest = tmp_path / "staging" / "job"
    with pytest.raises(InputError, match=message):
        extract_zip(io.BytesIO(_zip(entries)), dest)
    assert not dest.exists()
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["staging"]


def test_too_many_entries(tmp_path):
    data = _zip([(f"c{i % 2}/{i}.txt", b"") for i in range(100_000)], zipfile.ZIP_STORED)
    with pytest.raises(PayloadTooLarge, match="100000 entries"):
        extract_zip(io.BytesIO(data), tmp_path / "job")
    assert not (tmp_path / "job").exists()


def test_declared_expansion_over_the_limit(tmp_path):
    data = bytearray(_zip([("a/big.txt", b"0" * 4096), ("b/x.txt", b"x")]))
    # claim 1 GB for the first entry in the central directory
    at = data.index(b"PK\x01\x02")
    data[at + 24:at + 28] = struct.pack("<I", 1 << 30)
    with pytest.raises(PayloadTooLarge, match="expands to"):
        extract_zip(io.BytesIO(bytes(data)), tmp_path / "job")
    assert not (tmp_path / "job").exists()


def test_lying_sizes_never_expand_past_the_limit(tmp_path):
    data = bytearray(_zip([("a/big.txt", b"0" * 200_000), ("b/x.txt", b"x")]))
    at = data.index(b"PK\x01\x02")  # central directory: claim 10 bytes
    data[at + 24:at + 28] = struct.pack("<I", 10)
    with pytest.raises(VeilError, match="corrupt|more than"):
        extract_zip(io.BytesIO(bytes(data)), tmp_path / "job", ZipLimits(max_bytes=100_000))
    assert not (tmp_path / "job").exists()


def test_expansion_is_counted_while_extracting(tmp_path):
    data = _zip([(f"c{i % 2}/{i}.txt", b"z" * 30_000) for i in range(10)])
    with pytest.raises(PayloadTooLarge, match="expands to"):
        extract_zip(io.BytesIO(data), tmp_path / "job", ZipLimits(max_bytes=100_000))
    assert not (tmp_path / "job").exists()


def test_not_a_zip(tmp_path):
    with pytest.raises(InputError, match="not a readable zip"):
        extract_zip(io.BytesIO(b"PK but not really"), tmp_path / "job")
    assert not (tmp_path / "job").exists()


def test_good_corpus_with_wrapping_folder(tmp_path, tiny_corpus_dir, corpus_zip):
    data = corpus_zip(tiny_corpus_dir, wrap="my corpus")
    n = extract_zip(io.BytesIO(data), tmp_path / "job")
    assert n == len([p for p in tiny_corpus_dir.rglob("*") if p.is_file() and p.suffix != ".py"])
    root, utility = locate_corpus(tmp_path / "job")
    assert root == tmp_path / "job" / "my corpus"
    assert utility.name == "utility_map.csv"
    assert (root / "Acme Robotics" / "aliases.txt").read_text() == \
        (tiny_corpus_dir / "Acme Robotics" / "aliases.txt").read_text()


def test_single_client_is_refused(tmp_path, tiny_corpus_dir, corpus_zip):
    extract_zip(io.BytesIO(corpus_zip(tiny_corpus_dir, clients={"Acme Robotics"})), tmp_path / "job")
    with pytest.raises(CorpusError, match="at least two"):
        locate_corpus(tmp_path / "job")
