"""`veil models`: the admin operations from the command line."""

from __future__ import annotations

import json

from veil.cli import main
from veil.store import ModelStore


def test_models_cli_roundtrip(store_root, tiny_corpus_dir, corpus_zip, tmp_path, capsys):
    root = ["models", "--model-dir", str(store_root)]
    store = ModelStore(store_root)
    old = store.active_version("tiny")
    archive = tmp_path / "corpus.zip"
    archive.write_bytes(corpus_zip(tiny_corpus_dir, wrap="corpus"))

    assert main(root + ["retrain", "tiny", str(archive), "--features", "800", "--activate"]) == 0
    out = capsys.readouterr().out
    new = store.active_version("tiny")
    assert new != old and new in out and "k-eval" in out
    assert main(root + ["versions", "tiny", "--json"]) == 0
    versions = json.loads(capsys.readouterr().out)
    assert [v["version"] for v in versions] == [old, new]
    assert versions[1]["report"]["heldout"]["documents"] == 6
    assert versions[1]["report"]["corpus"]["utility_classes"] == ["finance", "healthcare", "manufacturing"]

    assert main(root + ["rollback", "tiny"]) == 0 and store.active_version("tiny") == old
    assert main(root + ["delete", "tiny", old]) == 2          # active: refused
    assert "is active" in capsys.readouterr().err
    assert main(root + ["delete", "tiny", new]) == 0
    assert main(root + ["list"]) == 0 and old in capsys.readouterr().out
    assert main(root + ["activate", "tiny", "nope"]) == 2
    # the scratch folder used for the zip is gone
    assert [p.name for p in (store_root / ".veil-admin").iterdir()] == []


def test_retrain_single_client_is_refused(store_root, tiny_corpus_dir, capsys):
    import shutil

    corpus = store_root.parent / "one"
    shutil.copytree(tiny_corpus_dir / "Acme Robotics", corpus / "Acme Robotics")
    before = [v["version"] for v in ModelStore(store_root).versions("tiny")]
    assert main(["models", "--model-dir", str(store_root), "retrain", "tiny", str(corpus)]) == 2
    assert "at least two" in capsys.readouterr().err
    assert [v["version"] for v in ModelStore(store_root).versions("tiny")] == before


def test_retrain_inherits_the_active_parameters(store_root, tiny_corpus_dir):
    from veil.admin.training import train_version
    from veil.cii import ClientModel
    from veil.corpus import read_corpus

    store = ModelStore(store_root)
    texts, clients, utilities, aliases = read_corpus(tiny_corpus_dir, tiny_corpus_dir / "utility_map.csv")
    store.save(ClientModel(n_features=700, fit_prior=False).fit(texts, clients, utilities, aliases),
               "uniform", activate=True)
    version, report = train_version(tiny_corpus_dir, "uniform", store,
                                    utility_map=tiny_corpus_dir / "utility_map.csv")
    assert report["params"]["n_features"] == 700 and report["params"]["fit_prior"] is False
    assert store.load("uniform", version).fit_prior is False
    _, report = train_version(tiny_corpus_dir, "brand-new", store, n_features=900)
    assert report["params"]["n_features"] == 900 and report["params"]["fit_prior"] is True
