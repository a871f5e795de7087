"""The batch loop: plan, dispatch, write outputs atomically, resume, report."""

from __future__ import annotations

import signal
import sys
import threading
import time
from contextlib import contextmanager
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from veil.batch.chunks import chunk_cap, estimated_seconds, group_chunks
from veil.batch.executors import DaskExecutor, LocalExecutor, default_workers
from veil.batch.manifest import Manifest, file_digest
from veil.batch.report import write_reports
from veil.batch.task import BatchOptions, process_documents
from veil.batch.tree import SourceFile, check_locations, list_sources
from veil.errors import VeilError
from veil.fileio import atomic_write_bytes


@dataclass
class BatchSummary:
    """What a batch did (also the head of ``report.html``)."""

    total: int = 0
    done: int = 0
    skipped: int = 0
    failed: int = 0
    interrupted: bool = False
    seconds: float = 0.0
    first_result_seconds: float | None = None
    words: int = 0
    workers: int = 0
    executor: str = "local"
    records: list = field(default_factory=list)

    @property
    def docs_per_second(self) -> float:
        return self.done / self.seconds if self.seconds else 0.0

    @property
    def words_per_second(self) -> float:
        return self.words / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict:
        peak = {}
        for r in self.records:
            pid = r.get("worker_pid")
            if pid is not None and not r.get("resumed"):
                peak[pid] = max(peak.get(pid, 0.0), r.get("worker_peak_rss_mb", 0.0))
        return {"total": self.total, "done": self.done, "skipped": self.skipped,
                "failed": self.failed, "interrupted": self.interrupted,
                "seconds": round(self.seconds, 3), "words": self.words,
                "first_result_seconds": None if self.first_result_seconds is None
                else round(self.first_result_seconds, 3),
                "docs_per_second": round(self.docs_per_second, 3),
                "words_per_second": round(self.words_per_second, 1),
                "workers": self.workers, "executor": self.executor,
                "peak_rss_mb_per_worker": {str(k): v for k, v in sorted(peak.items())}}


def model_fingerprint(options: BatchOptions) -> str:
    """Name and active version of the model a batch uses (part of the resume key).

    Raises
    ------
    NotFound
        No such model in the store (checked before any worker starts).
    """
    from veil.config import load_settings
    from veil.errors import NotFound
    from veil.store import ModelStore

    settings = load_settings()
    root = Path(options.model_dir) if options.model_dir else settings.model_dir
    name = options.model or settings.default_model
    store = ModelStore(root)
    if name not in store.names():
        raise NotFound(f"unknown model {name!r}; available: {', '.join(store.names()) or 'none'}")
    return f"{name}@{store.active_version(name)}"


def _client_for(source: SourceFile, options: BatchOptions) -> str | None:
    if options.client:
        return options.client
    if options.client_from_folder:
        return source.top_folder
    return None


@contextmanager
def _ctrl_c_deferred():
    """Hold a Ctrl-C back until the block is over, then act on it as usual.

    Python runs signal handlers in the main thread whichever thread the kernel
    picked, so blocking SIGINT in this thread would not do: the handler is swapped.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        if callable(previous):
            previous(signal.SIGINT, None)  # default_int_handler raises KeyboardInterrupt
        elif previous != signal.SIG_IGN:
            raise KeyboardInterrupt


def _sweep_partials(dest: Path) -> None:
    """Remove temporary files left by a killed run (``.name.*.part``)."""
    for tmp in dest.rglob(".*.part"):
        if tmp.is_file():
            tmp.unlink()


def run_batch(src, dest, options: BatchOptions, *, workers: int | None = None,
              scheduler: str | None = None, dask_client=None, scheduler_timeout: float = 20.0,
              chunk_size: int | None = None, quiet: bool = False,
              progress_file=None) -> BatchSummary:
    """Redact every document under ``src`` into the mirror tree ``dest``.

    Parameters
    ----------
    src, dest : path-like
        Source tree and destination folder (created; must not be inside SRC).
    options : BatchOptions
        Model, k, algorithm, PII and client settings.
    workers : int, optional
        Local worker processes (default: the available cores).
    scheduler : str, optional
        Address of a Dask scheduler; the tasks then run on that cluster.
    dask_client : distributed.Client, optional
        An existing Dask client (tests, notebooks); used instead of ``scheduler``.
    scheduler_timeout : float
        Seconds to wait for the scheduler to answer.
    chunk_size : int, optional
        Exactly this many documents per task. Default: consecutive documents
        grouped up to ~0.75 s of estimated work (at most 32; a .docx alone;
        fewer for small trees so that every worker gets work), see
        :mod:`veil.batch.chunks`. Results, writes, resume and failures stay
        per document either way.
    quiet : bool
        No progress bar.

    Returns
    -------
    BatchSummary
        Counts, timing and the per-document records written to ``report.jsonl``.

    Raises
    ------
    InputError
        Bad SRC/DEST, no documents, or an unreachable scheduler.
    KeyboardInterrupt
        After cancelling queued documents, letting running ones finish and
        writing the reports; no partial output remains.
    """
    src, dest = check_locations(src, dest)
    sources = list_sources(src)
    key = options.key(model_fingerprint(options))
    dest.mkdir(parents=True, exist_ok=True)
    _sweep_partials(dest)
    manifest = Manifest(dest)
    summary = BatchSummary(total=len(sources))
    records: dict[str, dict] = {}
    t0 = time.perf_counter()

    if dask_client is not None or scheduler:
        executor = DaskExecutor(options, address=scheduler, client=dask_client,
                                timeout=scheduler_timeout)
        summary.executor = "dask"
    else:
        executor = LocalExecutor(options, workers or default_workers())
    summary.workers = executor.workers
    bar = tqdm(total=len(sources), unit="doc", disable=quiet, file=progress_file or sys.stderr,
               dynamic_ncols=True, desc="veil batch")

    def finish(source: SourceFile, digest: str, record: dict) -> None:
        record = {"path": source.relpath, **record}
        records[source.relpath] = record
        if record["status"] == "ok":
            summary.done += 1
            summary.words += int(record.get("words", 0))
        elif record["status"] == "failed":
            summary.failed += 1
        if digest:
            manifest.add(source.relpath, digest, key, record)
        bar.update(1)
        if summary.failed:
            bar.set_postfix(failed=summary.failed, refresh=False)

    def pending():
        """Documents still to do, read in order; unreadable and already-done ones are settled here."""
        for source in sources:
            try:
                data = source.path.read_bytes()
            except OSError as exc:
                finish(source, "", {"status": "failed", "format": source.suffix.lstrip("."),
                                    "error": f"unreadable: {exc.strerror or exc}"})
                continue
            digest = file_digest(data)
            if manifest.is_done(source.relpath, digest, key, dest / source.relpath):
                summary.skipped += 1
                old = dict(manifest.record(source.relpath) or {})
                old.update(status="ok", resumed=True)
                records[source.relpath] = old
                bar.update(1)
                continue
            yield source, digest, data

    if chunk_size:
        chunks = group_chunks(pending(), lambda item: 0.0, budget=float("inf"), cap=chunk_size)
    else:
        chunks = group_chunks(pending(), lambda item: estimated_seconds(item[0].suffix, len(item[2])),
                              cap=chunk_cap(len(sources), executor.workers))
    in_flight: dict = {}
    limit = 2 * executor.workers + 1          # chunks queued or running
    try:
        exhausted = False
        while in_flight or not exhausted:
            while not exhausted and len(in_flight) < limit:
                chunk = next(chunks, None)
                if chunk is None:
                    exhausted = True
                    break
                items = [(data, source.suffix, _client_for(source, options))
                         for source, _, data in chunk]
                future = executor.submit(process_documents, items, options)
                in_flight[future] = [(source, digest) for source, digest, _ in chunk]
            if not in_flight:
                continue
            done, _ = executor.wait_first(list(in_flight))
            if summary.first_result_seconds is None:
                summary.first_result_seconds = time.perf_counter() - t0
            for future in done:
                chunk = in_flight.pop(future)
                try:
                    results = executor.result(future)
                except BrokenProcessPool:
                    raise VeilError("a worker process died unexpectedly (out of memory?); "
                                    "run the same command again to resume") from None
                except Exception as exc:  # e.g. a Dask worker lost while holding the task
                    results = [{"output": None, "record": {
                        "status": "failed", "format": source.suffix.lstrip("."),
                        "error": f"worker error ({type(exc).__name__}); run again to retry"}}
                        for source, _ in chunk]
                for (source, digest), result in zip(chunk, results):
                    with _ctrl_c_deferred():  # an output is never left out of the manifest
                        if result["record"]["status"] == "ok":
                            atomic_write_bytes(dest / source.relpath, result["output"])
                        finish(source, digest, result["record"])
    except KeyboardInterrupt:
        summary.interrupted = True
        executor.cancel(list(in_flight))  # queued work; running documents finish, unwritten
        raise
    finally:
        try:
            executor.close()
        finally:
            bar.close()
            manifest.close()
            summary.seconds = time.perf_counter() - t0
            summary.records = [records[s.relpath] for s in sources if s.relpath in records]
            write_reports(dest, summary, options)
    return summary
