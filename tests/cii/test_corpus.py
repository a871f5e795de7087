"""Corpus reading and `veil train`."""


import pytest

from veil.cli import main
from veil.corpus import read_corpus, read_document
from veil.errors import CorpusError
from veil.store import ModelStore


def _write(path, text, encoding="utf-8"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))


def test_read_corpus(tiny_corpus_dir, tiny_utility_map):
    texts, clients, utilities, aliases = read_corpus(tiny_corpus_dir, tiny_utility_map)
    assert len(texts) == 30 and len(set(clients)) == 6
    assert utilities[clients.index("Cedar Health")] == "healthcare"
    assert aliases["Borealis Bank"] == ["Borealis", "BBK"]
    assert not any("other names of this client" in t for t in texts)   # aliases.txt is not a document


def test_docx_and_md(tmp_path):
    import docx

    d = docx.Document()
    d.add_paragraph("Quarterly turbine inspection")
    table = d.add_table(rows=1, cols=2)
    table.cell(0, 0).text = "blade"
    table.cell(0, 1).text = "rotor"
    d.save(tmp_path / "a.docx")
    text = read_document(tmp_path / "a.docx")
    assert "turbine" in text and "rotor" in text
    _write(tmp_path / "b.md", "# Title\nbody")
    assert read_document(tmp_path / "b.md").startswith("# Title")


def test_corrupt_docx(tmp_path):
    (tmp_path / "bad.docx").write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(CorpusError, match="bad.docx"):
        read_document(tmp_path / "bad.docx")


def test_non_utf8_file_named(tmp_path):
    _write(tmp_path / "A" / "x.txt", "caf\xe9 menu", encoding="latin-1")
    _write(tmp_path / "B" / "y.txt", "plain text")
    with pytest.raises(CorpusError, match=r"x\.txt.*--encoding"):
        read_corpus(tmp_path)
    texts, _, _, _ = read_corpus(tmp_path, encoding="latin-1")
    assert "café menu" in texts


@pytest.mark.parametrize("layout,message", [
    ({}, "no client folders"),
    ({"A/x.txt": "one two"}, "single client"),
    ({"A/x.txt": "one two", "B/notes.pdf": "x"}, "B has no .txt"),
])
def test_bad_corpora(tmp_path, layout, message):
    for rel, text in layout.items():
        _write(tmp_path / rel, text)
    with pytest.raises(CorpusError, match=message):
        read_corpus(tmp_path)


def test_utility_map_must_cover_clients(tmp_path, tiny_corpus_dir):
    (tmp_path / "map.csv").write_text("client,utility\nAcme Robotics,manufacturing\n")
    with pytest.raises(CorpusError, match="no entry for client"):
        read_corpus(tiny_corpus_dir, tmp_path / "map.csv")


def test_cli_train(tmp_path, tiny_corpus_dir, tiny_utility_map, capsys):
    rc = main(["train", str(tiny_corpus_dir), "--name", "t1", "--utility-map", str(tiny_utility_map),
               "--features", "50", "--model-dir", str(tmp_path)])
    assert rc == 0
    out = capsys.readouterr().out
    assert "30 documents, 6 clients, 3 utility classes, 50 features" in out
    model = ModelStore(tmp_path).load("t1")
    assert len(model.vocabulary_) == 50 and model.utility_classes_ == ["finance", "healthcare", "manufacturing"]


def test_cli_train_errors_leave_nothing(tmp_path, capsys):
    _write(tmp_path / "corpus" / "A" / "x.txt", "caf\xe9", encoding="latin-1")
    _write(tmp_path / "corpus" / "B" / "y.txt", "text text")
    rc = main(["train", str(tmp_path / "corpus"), "--name", "bad", "--model-dir", str(tmp_path / "models")])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "x.txt" in err
    assert not (tmp_path / "models" / "bad").exists()
