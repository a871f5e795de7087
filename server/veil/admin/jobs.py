"""Background training jobs whose state lives in JSON files inside the model store.

Layout under the store root (hidden, so the store never lists it as a model)::

    .veil-admin/jobs/<id>.json     job state, replaced atomically at each phase
    .veil-admin/uploads/<id>/      the extracted corpus (removed when the job ends)

Any process that can read the store (every gunicorn worker, ``veil models``)
answers a status poll; the job itself runs in a detached ``python -m
veil.admin.jobs`` process, so it survives the worker that started it.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

from veil.admin.upload import ZipLimits, extract_zip, locate_corpus
from veil.errors import InputError, NotFound, PayloadTooLarge, VeilError
from veil.store import validate_name
from veil.fileio import atomic_write_text

ADMIN_DIR = ".veil-admin"
_ID_RE = re.compile(r"^[0-9a-f]{16}$")
ACTIVE_STATES = ("queued", "running")


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _pid_alive(pid) -> bool:
    try:
        os.kill(int(pid), 0)
    except (ProcessLookupError, ValueError, TypeError):
        return False
    except PermissionError:
        return True
    try:  # a finished child not yet reaped is a zombie: not alive
        with open(f"/proc/{int(pid)}/stat", "rb") as fh:
            return fh.read().split(b") ", 1)[1][:1] != b"Z"
    except (OSError, IndexError):
        return True


class JobStore:
    """Training jobs of the model store at ``root``.

    Parameters
    ----------
    root : path-like
        The model store root (``VEIL_MODEL_DIR``).
    """

    def __init__(self, root):
        self.root = Path(root)
        self.dir = self.root / ADMIN_DIR
        self.jobs_dir = self.dir / "jobs"
        self.uploads_dir = self.dir / "uploads"

    # ------------------------------------------------------------ state files
    def _path(self, job_id: str) -> Path:
        if not isinstance(job_id, str) or not _ID_RE.match(job_id):
            raise NotFound(f"no training job {job_id!r}")
        return self.jobs_dir / f"{job_id}.json"

    def _write(self, job: dict) -> dict:
        job["updated"] = _now()
        atomic_write_text(self._path(job["id"]), json.dumps(job, indent=1, sort_keys=True))
        return job

    def get(self, job_id: str) -> dict:
        """The job's state; a job whose process died unexpectedly is reported failed."""
        path = self._path(job_id)
        try:
            job = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise NotFound(f"no training job {job_id!r}") from None
        if job.get("state") == "running" and job.get("pid") and not _pid_alive(job["pid"]):
            job = json.loads(path.read_text(encoding="utf-8"))  # it may have just finished
            if job.get("state") == "running":
                job.update(state="failed", error="the training process ended unexpectedly",
                           finished=_now())
                self._write(job)
        return job

    def list(self) -> list[dict]:
        """All jobs, newest first."""
        if not self.jobs_dir.is_dir():
            return []
        jobs = []
        for p in self.jobs_dir.glob("*.json"):
            try:
                jobs.append(self.get(p.stem))
            except (NotFound, ValueError):
                continue
        return sorted(jobs, key=lambda j: j.get("created", ""), reverse=True)

    # ------------------------------------------------------------ creating
    def create(self, name: str, archive, *, activate: bool = False, n_features: int | None = None,
               limits: ZipLimits | None = None) -> dict:
        """Check and unpack an uploaded corpus zip, and record a queued job.

        Parameters
        ----------
        name : str
            Model to train a new version of (created if new).
        archive : path or binary file object
            The zip (see :func:`veil.admin.upload.extract_zip` for the checks).

        Raises
        ------
        InputError, PayloadTooLarge, CorpusError
            Unsafe or unusable archive; nothing is kept.
        VeilError (409)
            A job for the same model is still queued or running.
        """
        validate_name(name)
        if n_features is not None and not 1 <= int(n_features) <= 1_000_000:
            raise InputError("features must be between 1 and 1,000,000")
        busy = [j for j in self.list() if j.get("model") == name and j.get("state") in ACTIVE_STATES]
        if busy:
            raise VeilError(f"model {name!r} is already being trained (job {busy[0]['id']})",
                            status=409, title="Conflict")
        job_id = secrets.token_hex(8)
        folder = self.uploads_dir / job_id
        self.uploads_dir.mkdir(parents=True, exist_ok=True)
        files = extract_zip(archive, folder, limits)
        try:
            corpus, utility = locate_corpus(folder)
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        job = {"id": job_id, "model": name, "state": "queued", "phase": "queued",
               "created": _now(), "activate": bool(activate),
               "features": None if n_features is None else int(n_features),
               "files": files, "corpus": str(corpus.relative_to(self.root)),
               "utility_map": str(utility.relative_to(self.root)) if utility else None}
        self.jobs_dir.mkdir(parents=True, exist_ok=True)
        return self._write(job)

    def save_upload(self, stream, limits: ZipLimits | None = None) -> Path:
        """Copy a request body stream to a temporary zip inside the store (size-limited)."""
        limits = limits or ZipLimits.from_env()
        self.uploads_dir.mkdir(parents=True, exist_ok=True)
        path = self.uploads_dir / f".{secrets.token_hex(8)}.zip"
        size = 0
        try:
            with open(path, "xb") as out:
                while True:
                    chunk = stream.read(1 << 16)
                    if not chunk:
                        break
                    size += len(chunk)
                    if size > limits.max_upload_bytes:
                        raise PayloadTooLarge(f"the upload is larger than {limits.max_upload_bytes} bytes")
                    out.write(chunk)
        except BaseException:
            path.unlink(missing_ok=True)
            raise
        if size == 0:
            path.unlink(missing_ok=True)
            raise InputError("the request body is empty; send the corpus zip as the body")
        return path

    # ------------------------------------------------------------ running
    def start(self, job_id: str) -> dict:
        """Run the job in a detached process (``python -m veil.admin.jobs ROOT ID``)."""
        job = self.get(job_id)
        env = dict(os.environ, VEIL_MODEL_DIR=str(self.root))
        proc = subprocess.Popen([sys.executable, "-m", "veil.admin.jobs", str(self.root), job_id],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, env=env, start_new_session=True,
                                close_fds=True)
        threading.Thread(target=proc.wait, daemon=True).start()  # reap it when it ends
        return job

    def run(self, job_id: str) -> dict:
        """Train the job's model in this process (what the detached process does)."""
        from veil.admin.training import train_version
        from veil.store import ModelStore

        job = self.get(job_id)
        if job["state"] != "queued":
            raise InputError(f"job {job_id} is {job['state']}, not queued")
        job.update(state="running", phase="starting", pid=os.getpid(), started=_now())
        self._write(job)
        store = ModelStore(self.root)
        try:
            try:
                has_active = bool(store.active_version(job["model"]))
            except NotFound:
                has_active = False

            def progress(phase: str) -> None:
                job["phase"] = phase
                self._write(job)

            version, report = train_version(
                self.root / job["corpus"], job["model"], store,
                utility_map=self.root / job["utility_map"] if job.get("utility_map") else None,
                n_features=job["features"], activate=job["activate"] or not has_active,
                progress=progress)
            job.update(state="succeeded", phase="done", version=version,
                       activated=job["activate"] or not has_active, report=report)
        except VeilError as exc:
            job.update(state="failed", phase="failed", error=str(exc))
        except MemoryError:
            job.update(state="failed", phase="failed", error="out of memory while training")
        except Exception as exc:
            job.update(state="failed", phase="failed",
                       error=f"{type(exc).__name__} while training (see the server's stderr)")
        finally:
            job["finished"] = _now()
            self._write(job)
            shutil.rmtree(self.uploads_dir / job_id, ignore_errors=True)
        return job




def main(argv=None) -> int:
    """``python -m veil.admin.jobs ROOT JOB_ID``: run one queued job."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: python -m veil.admin.jobs MODEL_STORE_ROOT JOB_ID", file=sys.stderr)
        return 2
    try:
        os.nice(5)  # training yields to request serving
    except OSError:
        pass
    job = JobStore(argv[0]).run(argv[1])
    return 0 if job["state"] == "succeeded" else 1


if __name__ == "__main__":
    sys.exit(main())
