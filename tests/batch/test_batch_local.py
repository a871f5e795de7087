"""veil batch on local worker processes: mirror tree, verification, reports, resume."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from veil.batch import run_batch
from veil.batch.task import BatchOptions
from veil.docx import extract_parts_text

CLIENT_NAMES = {"Acme Robotics": ["Acme Robotics", "Acme", "ACME Corp"],
                "Borealis Bank": ["Borealis Bank", "Borealis", "BBK"],
                "Cedar Health": ["Cedar Health"]}


def _docs(src: Path) -> list[str]:
    return sorted(p.relative_to(src).as_posix() for p in src.rglob("*")
                  if p.suffix in (".txt", ".md", ".docx"))


def _contains_word(text: str, word: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, re.IGNORECASE) is not None


def test_local_batch_with_pii_two_workers(src_tree, tmp_path, options_factory, monkeypatch):
    dest = tmp_path / "out"
    options = options_factory(k=3, client_from_folder=True, pii=True)
    summary = run_batch(src_tree, dest, options, workers=2, quiet=True)
    docs = _docs(src_tree)
    assert summary.total == len(docs) == 17
    assert (summary.done, summary.failed, summary.skipped) == (16, 1, 0)

    # mirror tree: every readable document, same relative path, nothing else
    outputs = sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*")
                     if p.is_file() and not p.relative_to(dest).as_posix().startswith(".veil-batch"))
    expected = sorted([d for d in docs if not d.endswith("broken.docx")] + ["report.html", "report.jsonl"])
    assert outputs == expected
    assert not list(dest.rglob("*.part"))

    # the client's names and aliases are gone from every text output, and the text changed
    for rel in docs:
        if rel.endswith((".txt", ".md")):
            out = (dest / rel).read_text(encoding="utf-8")
            assert out != (src_tree / rel).read_text(encoding="utf-8")
            for name in CLIENT_NAMES[rel.split("/")[0]]:
                assert not _contains_word(out, name), (rel, name)

    # the .docx went through the whole-package redaction: body, header, table, properties
    parts = extract_parts_text((dest / "Acme Robotics" / "memo.docx").read_bytes())
    everything = "\n".join(parts.values())
    for secret in ("Acme Robotics", "Jane Doe", "617-253-1000", "jane.doe@example.com"):
        assert secret not in everything

    records = [json.loads(line) for line in (dest / "report.jsonl").read_text().splitlines()]
    assert [r["path"] for r in records] == docs
    by_path = {r["path"]: r for r in records}
    broken = by_path["Borealis Bank/broken.docx"]
    assert broken["status"] == "failed" and "zip" in broken["error"]
    memo = by_path["Acme Robotics/memo.docx"]
    assert memo["pii_counts"].get("PERSON", 0) >= 1 and memo["pii_counts"].get("PHONE", 0) == 1
    for r in records:
        if r["status"] != "ok":
            continue
        assert r["client"] == r["path"].split("/")[0] and r["client_source"] == "given"
        assert r["cii_terms"] > 0 and 0 < r["suppressed_fraction"] <= 1
        assert r["client_before"] in CLIENT_NAMES or r["client_before"]
        assert r["client_after"] and isinstance(r["still_first"], bool)
        assert r["seconds"] > 0 and r["worker_peak_rss_mb"] > 0
    # the documents ran in the pool's processes, never in the coordinator (the pool starts workers on
    # demand, so which of the two takes how many small documents is up to the scheduler)
    pids = {r["worker_pid"] for r in records if r["status"] == "ok"}
    assert os.getpid() not in pids and 1 <= len(pids) <= 2

    html = (dest / "report.html").read_text(encoding="utf-8")
    assert html.count("<svg") == 3 and "Failures (1)" in html and "broken.docx" in html

    # re-run: nothing is redone, outputs untouched; an unreadable file is reported per file
    (src_tree / "Borealis Bank" / "broken.docx").unlink()  # (a failed document would be retried)
    stamps = {rel: (dest / rel).stat().st_mtime_ns for rel in expected if rel.startswith(("A", "B", "C"))}
    unreadable = src_tree / "Cedar Health" / "doc2.txt"
    real_read = Path.read_bytes

    def read_bytes(self):
        if self == unreadable:
            raise PermissionError(13, "Permission denied")
        return real_read(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    again = run_batch(src_tree, dest, options, workers=2, quiet=True)
    assert (again.done, again.skipped, again.failed) == (0, 15, 1)
    assert all((dest / rel).stat().st_mtime_ns == t for rel, t in stamps.items())
    records = {json.loads(x)["path"]: json.loads(x) for x in (dest / "report.jsonl").read_text().splitlines()}
    assert records["Cedar Health/doc2.txt"]["error"] == "unreadable: Permission denied"
    assert records["Acme Robotics/doc1.txt"]["resumed"] is True


def test_changed_document_is_redone_alone(src_tree, tmp_path, options_factory):
    dest = tmp_path / "out"
    (src_tree / "Borealis Bank" / "broken.docx").unlink()
    (src_tree / "Cedar Health" / "blank.txt").write_bytes(b"  \n\n")
    options = options_factory(k=2, pii=False)  # client predicted, no PII
    first = run_batch(src_tree, dest, options, workers=1, quiet=True)
    assert (first.done, first.failed) == (17, 0)
    blank = [r for r in first.records if r["path"] == "Cedar Health/blank.txt"][0]
    assert blank["empty"] and (dest / "Cedar Health" / "blank.txt").read_bytes() == b"  \n\n"
    assert all(r["client_source"] == "predicted" for r in first.records if not r.get("empty"))
    doc = src_tree / "Cedar Health" / "doc1.txt"
    doc.write_text(doc.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
    second = run_batch(src_tree, dest, options, workers=1, quiet=True)
    assert (second.done, second.skipped) == (1, 16)
    assert [r["path"] for r in second.records if not r.get("resumed")] == ["Cedar Health/doc1.txt"]


def test_settings_change_the_resume_key():
    base = BatchOptions(model="tiny", k=3)
    assert base.key("tiny@v1") == BatchOptions(model="tiny", k=3, model_dir="/elsewhere").key("tiny@v1")
    assert base.key("tiny@v1") != base.key("tiny@v2")  # a newly activated model version
    for other in (BatchOptions(model="tiny", k=4), BatchOptions(model="tiny", k=3, pii=False),
                  BatchOptions(model="tiny", k=3, algorithm="simple"),
                  BatchOptions(model="tiny", k=3, client_from_folder=True)):
        assert other.key("tiny@v1") != base.key("tiny@v1")


@pytest.mark.parametrize("kwargs, message", [
    ({"k": 0}, "--k"), ({"algorithm": "magic"}, "--algorithm"),
    ({"client": "X", "client_from_folder": True}, "exclusive")])
def test_bad_options(kwargs, message):
    from veil.errors import InputError

    with pytest.raises(InputError, match=message):
        BatchOptions(**kwargs)
