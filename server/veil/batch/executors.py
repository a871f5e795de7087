"""Where batch tasks run: local worker processes, or a Dask cluster.

Both executors take the same task function (:func:`veil.batch.task.process_document`)
and expose the same three operations, so the batch loop has one code path.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os

from veil.batch.task import BatchOptions, init_worker, warm_up
from veil.errors import InputError


def default_workers() -> int:
    """Cores available to this process."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


class LocalExecutor:
    """``n`` local worker processes, each loading spaCy and the model once.

    Workers are started with ``spawn`` (no inherited threads or locks) and
    ignore Ctrl-C: the coordinator cancels queued work and lets running
    documents finish, so no output is ever cut short.
    """

    def __init__(self, options: BatchOptions, workers: int):
        self.workers = int(workers)
        if self.workers < 1:
            raise InputError("--workers must be at least 1")
        self._pool = cf.ProcessPoolExecutor(
            max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=init_worker, initargs=(options,))

    def submit(self, fn, *args):
        return self._pool.submit(fn, *args)

    @staticmethod
    def wait_first(futures):
        """Return ``(done, not_done)`` as soon as one future is finished."""
        done, pending = cf.wait(futures, return_when=cf.FIRST_COMPLETED)
        return set(done), set(pending)

    @staticmethod
    def result(future):
        """The task's return value (raises the task's exception)."""
        return future.result()

    def cancel(self, futures) -> None:
        for f in futures:
            f.cancel()

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


#: A Dask worker's statistical profiler (the dashboard's "Profile" page): it samples
#: the task thread's stack every 10 ms from the event-loop thread.
_PROFILER_CALLBACKS = ("profile", "profile-cycle")


def _switch_profiler(on: bool, dask_worker=None) -> bool:
    """Start or stop a Dask worker's profiler; True if that changed anything (``Client.run``)."""
    callbacks = getattr(dask_worker, "periodic_callbacks", None) or {}
    changed = False
    for name in _PROFILER_CALLBACKS:
        callback = callbacks.get(name)
        if callback is not None and callback.is_running() != on:
            callback.start() if on else callback.stop()
            changed = True
    return changed


class DaskExecutor:
    """Tasks on a ``dask.distributed`` cluster at ``address`` (or an existing client).

    Each Dask worker process loads spaCy and the model once (``Client.run`` of
    :func:`warm_up`, and again lazily on workers that join later). The workers'
    statistical profiler is paused while the batch runs and restarted by
    :meth:`close`: sampling a spaCy stack every 10 ms costs several per cent of
    the CPU on short documents.
    """

    def __init__(self, options: BatchOptions, address=None, client=None, timeout: float = 20.0):
        from distributed import Client

        if client is None:
            try:
                client = Client(address, timeout=f"{timeout}s")
            except (OSError, TimeoutError, ValueError) as exc:
                raise InputError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
            self._own = True
        else:
            self._own = False
        self.client = client
        from distributed import as_completed

        # results are fetched by the client's event loop as each task finishes,
        # while the coordinator writes the previous ones
        self._completed = as_completed(with_results=True, raise_errors=False)
        self._results: dict = {}
        self.client.run(warm_up, options)
        try:
            paused = self.client.run(_switch_profiler, False)
        except Exception:  # pragma: no cover - a worker without the usual profiler
            paused = {}
        self._paused = [worker for worker, changed in paused.items() if changed]
        self.workers = max(1, sum(w.get("nthreads", 1) for w in
                                  self.client.scheduler_info()["workers"].values()))

    def submit(self, fn, *args):
        future = self.client.submit(fn, *args, pure=False)
        self._completed.add(future)
        return future

    def wait_first(self, futures):
        """Return ``(done, not_done)`` once at least one submitted task has finished.

        One ``as_completed`` iterator follows every submitted future, which costs
        far less per task than a fresh ``distributed.wait`` on the whole window.
        """
        batch = self._completed.next_batch(block=True)
        self._results.update(batch)
        done = {future for future, _ in batch}
        return done, set(futures) - done

    def result(self, future):
        """The task's return value, already fetched by :meth:`wait_first` (raises the task's exception)."""
        if future not in self._results:
            return future.result()
        value = self._results.pop(future)
        if isinstance(value, BaseException):
            raise value
        return value

    def cancel(self, futures) -> None:
        if futures:
            self.client.cancel(list(futures))

    def close(self) -> None:
        try:
            if self._paused:
                self.client.run(_switch_profiler, True, workers=self._paused)
        except Exception:  # pragma: no cover - a worker gone meanwhile keeps its state
            pass
        finally:
            if self._own:
                self.client.close()
