"""Documents grouped into tasks: the grouping, and per-document results inside a chunk."""

from __future__ import annotations

import json

from veil.batch import process_document, process_documents, run_batch
from veil.batch.chunks import MAX_CHUNK, TASK_SECONDS, chunk_cap, estimated_seconds, group_chunks

TIMING = ("seconds", "cpu_seconds", "worker_pid", "worker_peak_rss_mb")


def _records(dest):
    return {r["path"]: {k: v for k, v in r.items() if k not in TIMING}
            for r in map(json.loads, (dest / "report.jsonl").read_text().splitlines())}


def _outputs(dest):
    return {p.relative_to(dest).as_posix(): p.read_bytes() for p in dest.rglob("*")
            if p.is_file() and p.suffix in (".txt", ".md", ".docx")}


def test_group_chunks_keeps_order_budget_and_cap():
    costs = [1, 1, 1, 9, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 20]
    chunks = list(group_chunks(range(len(costs)), costs.__getitem__, budget=3, cap=4))
    assert [i for c in chunks for i in c] == list(range(len(costs)))  # every item once, in order
    assert chunks == [[0, 1, 2], [3], [4, 5, 6, 7], [8, 9, 10], [11]]
    for c in chunks:  # over budget only when alone
        assert len(c) <= 4 and (len(c) == 1 or sum(costs[i] for i in c) <= 3)
    assert list(group_chunks([], costs.__getitem__)) == []
    assert list(group_chunks(range(5), lambda i: 0.0, budget=float("inf"), cap=2)) == [[0, 1], [2, 3], [4]]


def test_group_chunks_is_lazy():
    seen = []

    def items():
        for i in range(100):
            seen.append(i)
            yield i

    first = next(group_chunks(items(), lambda i: 1.0, budget=3.0))
    assert first == [0, 1, 2] and seen == [0, 1, 2, 3]  # one item read ahead, not the whole tree


def test_cost_model_sends_docx_alone_and_groups_short_posts():
    assert estimated_seconds(".docx", 10_000) >= TASK_SECONDS
    post = estimated_seconds(".txt", 1_500)
    assert 0.01 < post < 0.1 and estimated_seconds(".md", 1_500) == post
    assert estimated_seconds(".txt", 200_000) > TASK_SECONDS  # a long text is a task of its own
    items = [(".txt", 1_500)] * 40 + [(".docx", 20_000)] + [(".txt", 1_500)] * 3
    chunks = list(group_chunks(items, lambda it: estimated_seconds(*it)))
    assert [(".docx", 20_000)] in chunks
    assert 8 <= len(chunks[0]) <= MAX_CHUNK
    assert chunk_cap(2_000, 2) == MAX_CHUNK and chunk_cap(16, 2) == 2 and chunk_cap(3, 4) == 1


def test_broken_document_inside_a_task_fails_alone(src_tree, options_factory):
    options = options_factory(k=2, pii=False)
    paths = [src_tree / "Acme Robotics" / "doc1.txt", src_tree / "Borealis Bank" / "broken.docx",
             src_tree / "Acme Robotics" / "memo.docx", src_tree / "Cedar Health" / "doc2.txt"]
    items = [(p.read_bytes(), p.suffix, p.parent.name) for p in paths]
    chunk = process_documents(items, options)
    assert [r["record"]["status"] for r in chunk] == ["ok", "failed", "ok", "ok"]
    assert chunk[1]["output"] is None and "zip" in chunk[1]["record"]["error"]
    for (data, suffix, client), result in zip(items, chunk):
        alone = process_document(data, suffix, client, options)
        assert result["output"] == alone["output"]
        assert {k: v for k, v in result["record"].items() if k not in TIMING} == \
            {k: v for k, v in alone["record"].items() if k not in TIMING}


def test_chunked_batch_equals_one_document_per_task_and_resumes_inside_chunks(
        src_tree, tmp_path, options_factory):
    options = options_factory(k=2, client_from_folder=True, pii=False)
    # all 17 documents, the broken .docx among them, in one task of one worker process
    dest = tmp_path / "whole"
    whole = run_batch(src_tree, dest, options, workers=1, chunk_size=100, quiet=True)
    assert (whole.done, whole.failed, whole.skipped) == (16, 1, 0)
    records = _records(dest)
    assert records["Borealis Bank/broken.docx"]["status"] == "failed"
    single = {}  # each document as a task of its own, here
    for rel in records:
        source = src_tree / rel
        result = process_document(source.read_bytes(), source.suffix, rel.split("/")[0], options)
        assert {"path": rel, **{k: v for k, v in result["record"].items() if k not in TIMING}} == records[rel]
        if result["output"] is not None:
            single[rel] = result["output"]
    assert len(single) == 16 and _outputs(dest) == single

    # resume: the documents still done are skipped inside their chunk, the rest redone
    gone = ["Acme Robotics/memo.docx", "Borealis Bank/doc3.txt", "Cedar Health/doc1.txt"]
    for rel in gone:
        (dest / rel).unlink()
    again = run_batch(src_tree, dest, options, workers=1, chunk_size=100, quiet=True)
    assert (again.done, again.skipped, again.failed) == (3, 13, 1)
    assert sorted(r["path"] for r in again.records if r["status"] == "ok" and not r.get("resumed")) == gone
    assert _outputs(dest) == single


def test_allocator_left_alone_unless_started_with_fixed_thresholds(monkeypatch):
    from veil.batch.task import _FIXED_MALLOC_VARS, tune_allocator

    for var in _FIXED_MALLOC_VARS:
        monkeypatch.delenv(var, raising=False)
    assert tune_allocator() is False
    monkeypatch.setenv("MALLOC_TRIM_THRESHOLD_", "65536")  # what Dask's nanny sets
    assert tune_allocator() is (__import__("platform").libc_ver()[0] == "glibc")
