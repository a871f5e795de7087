"""How documents are grouped into tasks: consecutive documents up to a work budget.

A task sent to a worker costs a fixed overhead (a Dask task: scheduler round
trip, serialisation, a gather; a local task: one pickle through a pipe). A
short post takes ~30 ms, so one task per post spends a large share of the
time on that overhead; a .docx takes ~0.5 s, so it is best sent alone (the
load stays balanced and a slow document holds back nothing else). Documents
are therefore grouped in reading order until the estimated work of a task
reaches :data:`TASK_SECONDS`; every document keeps its own result.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")

#: Estimated work per task (seconds of one worker's CPU).
TASK_SECONDS = 0.75
#: Most documents in one task.
MAX_CHUNK = 32
#: Cost model of a .txt/.md document: fixed part + bytes / rate (fitted on 20NG posts
#: on the benchmark machine: ~0.035 s for a median 1 KB post).
TEXT_BASE_SECONDS = 0.005
TEXT_BYTES_PER_SECOND = 50_000
#: A .docx costs at least the whole budget: it is always a task of its own.
DOCX_SECONDS = TASK_SECONDS


def estimated_seconds(suffix: str, nbytes: int) -> float:
    """Rough CPU seconds a worker spends on one document of ``nbytes``.

    Parameters
    ----------
    suffix : str
        ``.docx``, ``.txt`` or ``.md``.
    nbytes : int
        Size of the file.

    Returns
    -------
    float
        The estimate (only its order of magnitude matters: it sizes tasks).
    """
    if suffix == ".docx":
        return DOCX_SECONDS
    return TEXT_BASE_SECONDS + nbytes / TEXT_BYTES_PER_SECOND


def chunk_cap(n_documents: int, workers: int) -> int:
    """Most documents per task: :data:`MAX_CHUNK`, fewer for small trees so every worker gets work."""
    return max(1, min(MAX_CHUNK, n_documents // (4 * max(1, workers))))


def group_chunks(items: Iterable[T], cost: Callable[[T], float], *,
                 budget: float = TASK_SECONDS, cap: int = MAX_CHUNK) -> Iterator[list[T]]:
    """Group consecutive ``items`` into lists of at most ``cap`` and about ``budget`` cost.

    An item that would push a non-empty group over ``budget`` starts the next
    group, so an item costing ``budget`` or more is always alone. Order is kept
    and ``items`` is consumed lazily (one item ahead of the group yielded).

    Parameters
    ----------
    items : iterable
        The items, in order.
    cost : callable
        ``cost(item)`` -> estimated seconds.
    budget : float
        Target cost of a group (``inf``: groups of exactly ``cap``).
    cap : int
        Most items per group (at least 1).

    Yields
    ------
    list
        Non-empty groups whose concatenation is ``items``.
    """
    cap = max(1, int(cap))
    chunk: list[T] = []
    total = 0.0
    for item in items:
        c = cost(item)
        if chunk and (len(chunk) >= cap or total + c > budget):
            yield chunk
            chunk, total = [], 0.0
        chunk.append(item)
        total += c
    if chunk:
        yield chunk
