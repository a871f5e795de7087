"""SRC/DEST checks and the choice of files."""

from __future__ import annotations

import os

import pytest

from veil.batch.tree import check_locations, iter_sources, list_sources
from veil.errors import InputError


def test_dest_inside_src_is_refused(tmp_path):
    (tmp_path / "src").mkdir()
    with pytest.raises(InputError, match="inside SRC"):
        check_locations(tmp_path / "src", tmp_path / "src" / "out")
    with pytest.raises(InputError, match="differ"):
        check_locations(tmp_path / "src", tmp_path / "src" / ".." / "src")
    with pytest.raises(InputError, match="SRC must not be inside DEST"):
        check_locations(tmp_path / "src", tmp_path)


def test_missing_src_and_file_dest_are_refused(tmp_path):
    with pytest.raises(InputError, match="does not exist"):
        check_locations(tmp_path / "nope", tmp_path / "out")
    (tmp_path / "src").mkdir()
    (tmp_path / "out").write_text("x")
    with pytest.raises(InputError, match="not a folder"):
        check_locations(tmp_path / "src", tmp_path / "out")


def test_empty_src_is_refused(tmp_path):
    (tmp_path / "src" / "sub").mkdir(parents=True)
    (tmp_path / "src" / "image.png").write_bytes(b"\x89PNG")
    with pytest.raises(InputError, match="no documents"):
        list_sources(tmp_path / "src")


def test_sources_skip_hidden_lock_links_and_other_types(tmp_path):
    src = tmp_path / "src"
    (src / "a" / ".git").mkdir(parents=True)
    (src / "a" / "x.TXT").write_text("x")
    (src / "a" / "y.md").write_text("y")
    (src / "a" / "~$lock.docx").write_bytes(b"")
    (src / "a" / ".hidden.txt").write_text("h")
    (src / "a" / ".git" / "c.txt").write_text("c")
    (src / "a" / "z.pdf").write_bytes(b"")
    outside = tmp_path / "secret.txt"
    outside.write_text("outside SRC")
    os.symlink(outside, src / "a" / "link.txt")
    assert [s.relpath for s in iter_sources(src)] == ["a/x.TXT", "a/y.md"]
    assert [s.top_folder for s in iter_sources(src)] == ["a", "a"]
