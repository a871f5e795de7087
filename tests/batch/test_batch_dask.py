"""The Dask path: the same task function on a LocalCluster of 2 worker processes."""

from __future__ import annotations

import json

import pytest

from veil.batch import process_document, run_batch
from veil.batch.executors import DaskExecutor
from veil.batch.task import tune_allocator

distributed = pytest.importorskip("distributed")


def _profiling(dask_worker) -> bool:
    return dask_worker.periodic_callbacks["profile"].is_running()


def test_dask_cluster_gives_the_local_outputs(src_tree, tmp_path, options_factory):
    (src_tree / "Borealis Bank" / "broken.docx").unlink()
    options = options_factory(k=3, client_from_folder=True, pii=False)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None,
                                  silence_logs=40) as cluster, distributed.Client(cluster) as client:
        remote = run_batch(src_tree, tmp_path / "dask", options, dask_client=client, quiet=True)
        worker_pids = set(client.run(lambda: __import__("os").getpid()).values())
        # Dask's nanny starts workers with a fixed malloc trim threshold; warm-up lifts it
        tuned = client.run(tune_allocator)
        # the workers' profiler is paused while a batch runs, and runs again afterwards
        executor = DaskExecutor(options, client=client)
        paused = client.run(_profiling)
        executor.close()
        profiling = client.run(_profiling)

    assert remote.executor == "dask" and remote.workers == 2
    assert list(tuned.values()) == [True, True]
    assert list(paused.values()) == [False, False] and list(profiling.values()) == [True, True]
    assert (remote.done, remote.failed) == (16, 0)
    dask_records = [json.loads(x) for x in (tmp_path / "dask" / "report.jsonl").read_text().splitlines()]
    assert {r["worker_pid"] for r in dask_records} <= worker_pids
    assert len({r["worker_pid"] for r in dask_records}) == 2
    # the very task function run here gives the same bytes and the same record
    strip = ("seconds", "cpu_seconds", "worker_pid", "worker_peak_rss_mb")
    for record in dask_records:
        rel = record["path"]
        source = src_tree / rel
        here = process_document(source.read_bytes(), source.suffix, rel.split("/")[0], options)
        assert (tmp_path / "dask" / rel).read_bytes() == here["output"], rel
        assert {k: v for k, v in record.items() if k not in strip + ("path",)} == \
            {k: v for k, v in here["record"].items() if k not in strip}


def test_unreachable_scheduler_is_a_clear_error(src_tree, tmp_path, options_factory):
    from veil.errors import InputError

    with pytest.raises(InputError, match="cannot reach the Dask scheduler"):
        run_batch(src_tree, tmp_path / "out", options_factory(pii=False),
                  scheduler="tcp://127.0.0.1:9", scheduler_timeout=1, quiet=True)
