"""Fixtures for the batch tests: a small source tree built from the tiny corpus."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest


def make_docx(path: Path, paragraphs, header: str | None = None, author: str | None = None) -> None:
    """A small .docx with body paragraphs, a table, an optional header and author."""
    import docx

    document = docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    if header:
        document.sections[0].header.paragraphs[0].text = header
    table = document.add_table(rows=1, cols=2)
    table.cell(0, 0).text = "Contact"
    table.cell(0, 1).text = "jane.doe@example.com"
    if author:
        document.core_properties.author = author
    path.parent.mkdir(parents=True, exist_ok=True)
    document.save(path)


@pytest.fixture
def src_tree(tmp_path, tiny_corpus_dir) -> Path:
    """SRC/<client>/{doc1.txt, doc5.md, ...} for three clients, one .docx, one broken .docx."""
    src = tmp_path / "src"
    for client in ("Acme Robotics", "Borealis Bank", "Cedar Health"):
        shutil.copytree(tiny_corpus_dir / client, src / client,
                        ignore=shutil.ignore_patterns("aliases.txt"))
    body = (tiny_corpus_dir / "Acme Robotics" / "doc1.txt").read_text(encoding="utf-8")
    make_docx(src / "Acme Robotics" / "memo.docx",
              body.split("\n\n") + ["Call Jane Doe on 617-253-1000 about Acme Robotics."],
              header="Acme Robotics confidential", author="Jane Doe")
    (src / "Borealis Bank" / "broken.docx").write_bytes(b"this is not a zip package")
    (src / "Borealis Bank" / "notes.pdf").write_bytes(b"%PDF-1.4 ignored")  # not a batch format
    return src


@pytest.fixture
def options_factory(model_dir):
    from veil.batch import BatchOptions

    def make(**kw):
        kw.setdefault("model", "tiny")
        kw.setdefault("model_dir", str(model_dir))
        return BatchOptions(**kw)

    return make
