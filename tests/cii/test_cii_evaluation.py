"""The 20NG loader and `veil eval cii` on a tiny fake 20news-bydate tree (no ../shared needed)."""

import json
import random
import tarfile

import pytest

from veil.cii.newsgroups import load_20newsgroups, strip_headers, utility_of
from veil.cli import main
from veil.errors import CorpusError

GROUPS = {
    "comp.graphics": "pixel shader render texture polygon gpu image",
    "comp.windows.x": "xterm window manager display widget motif server",
    "rec.autos": "engine car brake tire dealer sedan transmission",
    "sci.space": "orbit rocket nasa launch shuttle moon satellite",
    "talk.politics.guns": "firearm rifle amendment ban handgun militia",
    "alt.atheism": "atheist god belief religion morality evidence",
    "misc.forsale": "sale price shipping offer condition sell asking",
}
COMMON = "the thread reply question answer people think know good time".split()


def _post(rng, group, i):
    words = GROUPS[group].split()
    body = " ".join(rng.choice(words + COMMON) for _ in range(40))
    return (f"From: someone{i}@{group}.example.com\nOrganization: {group} fans\n"
            f"Subject: about {rng.choice(words)}\nLines: 3\n\n{body}\n")


@pytest.fixture(scope="module")
def fake_20ng(tmp_path_factory):
    root = tmp_path_factory.mktemp("ng") / "20news-bydate"
    rng = random.Random(5)
    for split, n in (("train", 8), ("test", 3)):
        for g in GROUPS:
            d = root / f"20news-bydate-{split}" / g
            d.mkdir(parents=True)
            for i in range(n):
                (d / str(1000 + i)).write_bytes(_post(rng, g, i).encode("latin-1"))
    return root


def test_strip_headers_keeps_subject_only():
    raw = "From: a@b.c\nSubject: Re: Mars orbit\nOrganization: X\n\nbody text\n\nmore"
    assert strip_headers(raw) == "Re: Mars orbit\n\nbody text\n\nmore"


def test_utility_mapping():
    assert [utility_of(g) for g in ("comp.os.ms-windows.misc", "talk.politics.mideast", "talk.religion.misc",
                                    "soc.religion.christian", "misc.forsale", "rec.sport.hockey", "sci.med")] == \
        ["comp", "politics", "religion", "religion", "forsale", "rec", "sci"]
    with pytest.raises(CorpusError):
        utility_of("talk.weather")


def test_loader_dir_and_tar(fake_20ng, tmp_path):
    data = load_20newsgroups(fake_20ng)
    assert len(data["train"][0]) == 56 and len(data["test"][0]) == 21
    assert not any("Organization:" in t or "From:" in t for t in data["train"][0])
    tgz = tmp_path / "ng.tar.gz"
    with tarfile.open(tgz, "w:gz") as tar:
        tar.add(fake_20ng, arcname="20news-bydate")
    assert load_20newsgroups(tgz) == data


def test_eval_cli(fake_20ng, tmp_path, capsys):
    out_md, out_json = tmp_path / "r.md", tmp_path / "r.json"
    rc = main(["eval", "cii", "--corpus", str(fake_20ng), "--k", "2", "3", "--features", "200",
               "--settings", "simple", "k-redactor/ova", "--output", str(out_md), "--json", str(out_json)])
    assert rc == 0
    result = json.loads(out_json.read_text())
    assert result["test_posts"] == 21
    for label in ("simple", "k-redactor/ova"):
        s = result["settings"][label]
        assert s["all_verified"], label
        for k in ("2", "3"):
            row = s["per_k"][k]
            assert row["verified"] == 1.0 and row["err@k-1"] == 1.0
            assert 0.0 <= row["keval"] <= 1.0 and 0.0 < row["suppressed"] < 1.0
            assert set(row["attackers"]) == {"LogReg", "LinearSVC"}
    assert "| k-redactor/ova | 2 |" in out_md.read_text()
    assert result["table2"]["group"] == "alt.atheism"
