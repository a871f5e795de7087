"""The task function of a batch, run by local worker processes or Dask workers.

Each worker process loads the spaCy pipeline and the client model once
(:func:`warm_up`, the process pool's initializer; Dask workers call it
through ``Client.run``), then runs :func:`process_documents` on chunks of
documents (:func:`process_document` for each).
The task receives the document's bytes and returns the redacted bytes with
its report record, so it never touches the file system: the coordinator
reads SRC and writes DEST, which keeps every write atomic and inside DEST
and works on a remote cluster without a shared disk.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import os
import resource
import signal
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path

from veil.errors import InputError, VeilError
from veil.tokens import iter_tokens

#: Algorithms accepted by ``--algorithm`` (the API's names).
ALGORITHMS = ("k-redactor", "simple")


@dataclass(frozen=True)
class BatchOptions:
    """Settings shared by every document of a batch.

    Parameters
    ----------
    model : str or None
        Client model name (None: the configured default model).
    k : int
        Confusability level to redact to (1 = CII left alone).
    algorithm : {"k-redactor", "simple"}
        The CII redactor.
    pii : bool
        Also redact personal information.
    client : str or None
        The client of every document (``--client``); None: per folder or predicted.
    client_from_folder : bool
        Take each document's client from its top-level folder under SRC.
    model_dir : str or None
        Model store root for the workers (None: ``VEIL_MODEL_DIR`` / default).
    """

    model: str | None = None
    k: int = 3
    algorithm: str = "k-redactor"
    pii: bool = True
    client: str | None = None
    client_from_folder: bool = False
    model_dir: str | None = None

    def __post_init__(self):
        if not 1 <= int(self.k) <= 20:
            raise InputError(f"--k must be between 1 and 20, got {self.k}")
        if self.algorithm not in ALGORITHMS:
            raise InputError(f"--algorithm must be one of {', '.join(ALGORITHMS)}")
        if self.client is not None and self.client_from_folder:
            raise InputError("--client and --client-from-folder are exclusive")

    def key(self, model_fingerprint: str = "") -> str:
        """A digest of everything that changes an output (resume key)."""
        fields = asdict(self)
        fields.pop("model_dir")
        fields["model_fingerprint"] = model_fingerprint
        return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()[:16]

    def redact_options(self, client: str | None) -> dict:
        """Options in the form of ``/api/redact/docx``'s ``options`` field."""
        opts = {"k": int(self.k), "algorithm": self.algorithm, "pii": bool(self.pii)}
        if self.model:
            opts["model"] = self.model
        if client:
            opts["client"] = client
        return opts


_WARM: dict = {}
#: Thread-pool sizes of the numeric libraries, pinned to 1 in worker processes.
_THREAD_VARS = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")


def _warm_key(options: BatchOptions) -> tuple:
    return (options.model, options.model_dir, options.pii)


def worker_settings(options: BatchOptions):
    """The :class:`veil.config.Settings` the tasks use (``model_dir`` from the options)."""
    from veil.config import load_settings

    return load_settings(model_dir=Path(options.model_dir)) if options.model_dir else load_settings()


#: glibc ``mallopt`` parameters and the values :func:`tune_allocator` sets: the ceiling
#: of glibc's own adaptive thresholds (mmap 32 MiB, trim twice that).
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3
_MMAP_THRESHOLD_BYTES = 32 << 20
#: Environment variables that make glibc switch its adaptive thresholds off at start.
_FIXED_MALLOC_VARS = ("MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_")


def tune_allocator() -> bool:
    """Give back glibc's large thresholds if the process started with fixed ones.

    Dask's nanny starts every worker with ``MALLOC_TRIM_THRESHOLD_=65536``
    (``distributed.nanny.pre-spawn-environ``). Any such variable also switches
    off glibc's *adaptive* mmap threshold, so every buffer above 128 KiB that
    spaCy and numpy allocate for a document is mapped and unmapped again:
    about 1,200 page faults per short post and ~10 % more CPU than the same
    task in a local worker process. A batch worker keeps a stable working set,
    so this raises both thresholds to the ceiling glibc itself would adapt to.
    Processes started without those variables (local workers) are left alone.

    Returns
    -------
    bool
        True when the thresholds were changed.
    """
    if not any(var in os.environ for var in _FIXED_MALLOC_VARS):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD_BYTES)
                    and libc.mallopt(_M_TRIM_THRESHOLD, 2 * _MMAP_THRESHOLD_BYTES))
    except (OSError, AttributeError):  # not glibc: nothing to undo
        return False


#: GIL switch interval of a worker process (CPython's default: 5 ms).
WORKER_SWITCH_INTERVAL = 0.05


def warm_up(options: BatchOptions) -> int:
    """Load the PII engine and the client model into this process (once).

    Also tunes the process for long CPU-bound tasks (it is meant for batch
    worker processes): numeric thread pools of 1, :func:`tune_allocator`, and a
    GIL switch interval of :data:`WORKER_SWITCH_INTERVAL`.

    Returns the process id (handy for ``Client.run``).
    """
    key = _warm_key(options)
    if key not in _WARM:
        from threadpoolctl import threadpool_limits

        from veil import pipeline

        # one thread per worker process: BLAS/OpenMP pools of 2+ threads in each of
        # N processes oversubscribe the cores (and OpenBLAS threads spin while idle)
        threadpool_limits(limits=1)
        tune_allocator()
        # a Dask worker runs its event loop (heartbeats, profiler, monitor) in a second
        # thread: with the default 5 ms interval it takes the GIL from the task ~100
        # times a second, and when the cores are busy each hand-over waits for the OS
        # to schedule the other thread. A local worker has one thread: no change there.
        sys.setswitchinterval(max(sys.getswitchinterval(), WORKER_SWITCH_INTERVAL))

        settings = worker_settings(options)
        pipeline.load_model(options.model, settings)
        if options.pii:
            from veil.pii import get_engine

            engine = get_engine()
            if hasattr(engine, "warm_up"):
                engine.warm_up()
        _WARM[key] = settings
    return os.getpid()


def init_worker(options: BatchOptions) -> None:
    """Process-pool initializer: leave Ctrl-C to the coordinator, then :func:`warm_up`."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for var in _THREAD_VARS:  # before numpy/spaCy are imported in this fresh process
        os.environ.setdefault(var, "1")
    warm_up(options)


def decode_text(data: bytes) -> tuple[str, str]:
    """Decode a .txt/.md file: UTF-8 (BOM tolerated), else Windows-1252/Latin-1."""
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes any byte string")  # pragma: no cover


def _covered_fraction(text: str, spans: list[tuple[int, int]]) -> tuple[int, float]:
    """Number of word tokens in ``text`` and the share overlapping any span."""
    spans = sorted(spans)
    n = hit = 0
    j = 0
    for _feature, start, end in iter_tokens(text):
        n += 1
        while j < len(spans) and spans[j][1] <= start:
            j += 1
        if any(s < end and start < e for s, e in spans[j:j + 8]):
            hit += 1
    return n, (hit / n if n else 0.0)


def summarize_analysis(text: str, analysis: dict, k: int) -> dict:
    """Report fields of one analysis at level ``k``: PII counts, CII terms, suppressed share."""
    from veil import pipeline

    level = set(pipeline.level_terms(analysis, k))
    terms = [t for t in analysis.get("terms", []) if t["term"] in level]
    pii = analysis.get("pii", [])
    spans = [(int(s), int(e)) for t in terms for s, e in t.get("occurrences", [])]
    spans += [(int(p["start"]), int(p["end"])) for p in pii]
    words, fraction = _covered_fraction(text, spans)
    client = analysis.get("client") or {}
    ranking = client.get("ranking") or []
    return {
        "model": analysis.get("model"),
        "model_version": analysis.get("version"),
        "words": words,
        "pii_counts": dict(sorted(Counter(p["type"] for p in pii).items())),
        "cii_terms": len(terms),
        "suppressed_fraction": round(fraction, 4),
        "client": client.get("label"),
        "client_source": client.get("source"),
        "client_before": ranking[0]["label"] if ranking else None,
    }


def _accepts_kw(fn, name: str) -> bool:
    try:
        return name in inspect.signature(fn).parameters
    except (TypeError, ValueError):  # pragma: no cover
        return False


def _analyze_and_redact(text: str, client: str | None, options: BatchOptions, redact, payload):
    """Analyse ``text`` once, summarise it, and redact ``payload`` with ``redact``."""
    from veil import pipeline

    settings = _WARM[_warm_key(options)]
    analysis = pipeline.analyze(text, model=options.model, client=client, k_max=options.k,
                                algorithm=options.algorithm, cii=True,
                                pii=options.pii, settings=settings)
    info = summarize_analysis(text, analysis, options.k)
    opts = options.redact_options(client)
    if _accepts_kw(redact, "analysis"):  # reuse the analysis instead of running it twice
        result = redact(payload, opts, settings=settings, analysis=analysis)
    else:
        result = redact(payload, opts, settings=settings)
    return info, result


def _after_client(text: str, options: BatchOptions) -> str | None:
    """The client the model ranks first for the redacted ``text``."""
    from veil import pipeline

    return str(pipeline.load_model(options.model, _WARM[_warm_key(options)]).predict(text))


def _nothing_to_redact(client: str | None) -> dict:
    """Record fields of a document without any text (copied unchanged)."""
    return {"words": 0, "pii_counts": {}, "cii_terms": 0, "suppressed_fraction": 0.0,
            "client": client, "client_source": "given" if client else None,
            "client_before": None, "client_after": None, "replacements": 0, "empty": True}


def _redact_text(data: bytes, client: str | None, options: BatchOptions) -> tuple[bytes, dict]:
    from veil import pipeline

    text, encoding = decode_text(data)
    if not text.strip():
        return data, _nothing_to_redact(client)
    info, result = _analyze_and_redact(text, client, options, pipeline.redact_text_doc, text)
    info["replacements"] = int(result.get("replacements", 0))
    info["client_after"] = _after_client(result["text"], options)
    return result["text"].encode("utf-8" if encoding == "utf-8-sig" else encoding), info


def _redact_docx(data: bytes, client: str | None, options: BatchOptions) -> tuple[bytes, dict]:
    from veil import pipeline

    settings = _WARM[_warm_key(options)]
    text = pipeline.docx_text(data, settings)  # also refuses unsafe packages
    if not text.strip():
        return data, _nothing_to_redact(client)
    info, (output, report) = _analyze_and_redact(text, client, options, pipeline.redact_docx_doc, data)
    if isinstance(report, dict) and isinstance(report.get("replacements"), int):
        info["replacements"] = report["replacements"]
    info["client_after"] = _after_client(pipeline.docx_text(output, settings), options)
    return output, info


def process_document(data: bytes, suffix: str, client: str | None,
                     options: BatchOptions) -> dict:
    """Redact one document; never raises for a bad document.

    Parameters
    ----------
    data : bytes
        The source file's content.
    suffix : str
        ``.docx``, ``.txt`` or ``.md`` (decides the format).
    client : str or None
        The document's client label (None: predicted by the model).
    options : BatchOptions
        The batch settings.

    Returns
    -------
    dict
        ``{"output": bytes or None, "record": dict}``; ``record["status"]`` is
        ``"ok"`` or ``"failed"`` (with a one-line ``error`` that never quotes
        document text).
    """
    t0, c0 = time.perf_counter(), time.process_time()
    warm_up(options)
    record: dict = {"status": "ok", "format": suffix.lstrip(".")}
    output = None
    try:
        if suffix == ".docx":
            output, info = _redact_docx(data, client, options)
        elif suffix in (".txt", ".md"):
            output, info = _redact_text(data, client, options)
        else:
            raise InputError(f"unsupported file type {suffix}")
        record.update(info)
        record["still_first"] = (info.get("client_after") is not None
                                 and info.get("client_after") == info.get("client"))
    except VeilError as exc:
        record.update(status="failed", error=f"{type(exc).__name__}: {exc}")
        output = None
    except Exception as exc:  # a broken document must not stop the batch
        record.update(status="failed", error=f"{type(exc).__name__} while processing the document")
        output = None
    record["seconds"] = round(time.perf_counter() - t0, 4)
    record["cpu_seconds"] = round(time.process_time() - c0, 4)
    record["worker_pid"] = os.getpid()
    record["worker_peak_rss_mb"] = round(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return {"output": output, "record": record}


def process_documents(items, options: BatchOptions) -> list[dict]:
    """:func:`process_document` for each ``(data, suffix, client)`` of ``items`` (one task)."""
    return [process_document(data, suffix, client, options) for data, suffix, client in items]
