"""Versioned, atomic, pickle-free storage of client models.

Layout::

    <root>/<name>/<version>/model.npz   arrays (np.savez_compressed; loaded with allow_pickle=False)
    <root>/<name>/<version>/meta.json   labels, aliases, stats, shapes, sha256 of model.npz
    <root>/<name>/ACTIVE                the active version id (replaced atomically)

A version folder is written as a temporary sibling and renamed into place, so
readers never see a half-written model.  :meth:`ModelStore.load` keeps a
process-wide cache and stats ``ACTIVE`` on every call, so a version activated
by one process (e.g. ``veil train`` or the admin API) is picked up by every
gunicorn worker on its next request without a restart.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import shutil
import threading
import time
import zipfile
from pathlib import Path

import numpy as np

from veil.errors import InputError, ModelError, NotFound
from veil.fileio import atomic_directory, atomic_write_text

FORMAT = "veil-client-model/1"
ACTIVE = "ACTIVE"
MODEL_FILE = "model.npz"
META_FILE = "meta.json"
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")

# process-wide caches: (root, name, version) -> model ; (root, name) -> (ACTIVE stat, version)
_MODELS: dict = {}
_ACTIVE: dict = {}
_LOCK = threading.RLock()


def _check_name(value: str, what: str) -> str:
    if not isinstance(value, str) or not _NAME_RE.match(value) or value in (".", ".."):
        raise InputError(f"invalid {what} {value!r} (letters, digits, '.', '_', '-'; max 100)")
    return value


def validate_name(name: str) -> str:
    """Return ``name`` if it is a valid model name, else raise InputError."""
    return _check_name(name, "model name")


def _new_version() -> str:
    """Sortable, unique version id: UTC time to the microsecond plus a random suffix."""
    now = time.time()
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(now)) + f".{int(now % 1 * 1e6):06d}Z"
    return stamp + "-" + secrets.token_hex(3)


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def model_arrays(model) -> dict:
    """The arrays of a fitted model as stored in model.npz."""
    return {
        "vocabulary": np.array(model.vocabulary_, dtype=str),
        "class_log_prior": np.asarray(model.class_log_prior_, dtype=np.float64),
        "feature_log_prob": np.asarray(model.feature_log_prob_, dtype=np.float64),
        "utility_log_prior": np.asarray(model.utility_log_prior_, dtype=np.float64),
        "utility_feature_log_prob": np.asarray(model.utility_feature_log_prob_, dtype=np.float64),
    }


class ModelStore:
    """Client models on disk, one folder per model name, one sub-folder per version.

    Parameters
    ----------
    root : path-like, optional
        Default: ``veil.config.load_settings().model_dir``.
    """

    def __init__(self, root=None):
        if root is None:
            from veil.config import load_settings

            root = load_settings().model_dir
        self.root = Path(root)

    # ------------------------------------------------------------ listing
    def names(self) -> list[str]:
        """Model names that have an active version."""
        if not self.root.is_dir():
            return []
        return sorted(p.name for p in self.root.iterdir()
                      if p.is_dir() and _NAME_RE.match(p.name) and (p / ACTIVE).is_file())

    def active_version(self, name: str) -> str:
        """The active version id of ``name`` (NotFound if none)."""
        _check_name(name, "model name")
        try:
            version = (self.root / name / ACTIVE).read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            raise NotFound(f"no model named {name!r}") from None
        except OSError as exc:
            raise ModelError(f"cannot read {self.root / name / ACTIVE}: {exc.strerror}") from None
        if not _NAME_RE.match(version):
            raise ModelError(f"{self.root / name / ACTIVE} does not hold a valid version id")
        return version

    def _meta(self, name: str, version: str) -> dict:
        folder = self.root / name / version
        path = folder / META_FILE
        if not folder.is_dir():
            raise NotFound(f"model {name!r} has no version {version!r}")
        try:
            meta = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ModelError(f"{path} is missing") from None
        except (OSError, ValueError, UnicodeDecodeError):
            raise ModelError(f"{path} is unreadable or not valid JSON") from None
        if not isinstance(meta, dict) or meta.get("format") != FORMAT:
            raise ModelError(f"{path} is not a {FORMAT} model description")
        return meta

    def describe(self) -> list[dict]:
        """One summary per model (its active version), for ``GET /api/models``."""
        out = []
        for name in self.names():
            try:
                version = self.active_version(name)
                meta = self._meta(name, version)
            except (NotFound, ModelError):
                continue
            out.append({"name": name, "version": version, "clients": len(meta["classes"]),
                        "utility": list(meta.get("utility_classes", [])), "created": meta.get("created")})
        return out

    def versions(self, name: str) -> list[dict]:
        """Every version of ``name``, oldest first: version, created, active, stats, report."""
        _check_name(name, "model name")
        folder = self.root / name
        if not folder.is_dir():
            raise NotFound(f"no model named {name!r}")
        try:
            active = self.active_version(name)
        except NotFound:
            active = None
        out = []
        for p in sorted(folder.iterdir()):
            if not p.is_dir() or p.name.startswith(".") or not _NAME_RE.match(p.name):
                continue
            try:
                meta = self._meta(name, p.name)
            except ModelError as exc:
                out.append({"version": p.name, "created": None, "active": p.name == active,
                            "error": str(exc)})
                continue
            out.append({"version": p.name, "created": meta.get("created"), "active": p.name == active,
                        "clients": len(meta["classes"]), "utility": meta.get("utility_classes", []),
                        "stats": meta.get("stats", {}), "report": meta.get("report")})
        out.sort(key=lambda v: v["version"])          # ids start with a sortable UTC time
        return out

    # ------------------------------------------------------------- saving
    def save(self, model, name: str, *, activate: bool = True, report: dict | None = None) -> str:
        """Write ``model`` as a new version of ``name`` (atomically); return the version id."""
        _check_name(name, "model name")
        version = _new_version()
        created = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        arrays = model_arrays(model)
        with atomic_directory(self.root / name / version) as tmp:
            np.savez_compressed(tmp / MODEL_FILE, **arrays)
            meta = {
                "format": FORMAT,
                "name": name,
                "version": version,
                "created": created,
                "params": {"n_features": model.n_features, "alpha": model.alpha,
                           "min_count": model.min_count, "fit_prior": bool(model.fit_prior)},
                "classes": list(model.classes_),
                "utility_classes": list(model.utility_classes_),
                "client_utility": dict(model.client_utility_),
                "aliases": {c: list(a) for c, a in model.aliases_.items()},
                "shapes": {k: list(v.shape) for k, v in arrays.items()},
                "stats": model.stats,
                "report": report,
                "sha256": {MODEL_FILE: _sha256(tmp / MODEL_FILE)},
            }
            with open(tmp / META_FILE, "w", encoding="utf-8") as fh:
                json.dump(meta, fh, indent=1, ensure_ascii=False)
                fh.flush()
                os.fsync(fh.fileno())
        model.name, model.version, model.created = name, version, created
        if activate:
            self.activate(name, version)
        return version

    def activate(self, name: str, version: str) -> None:
        """Make ``version`` the active version of ``name`` (atomic pointer replace)."""
        _check_name(name, "model name")
        _check_name(version, "version")
        self._meta(name, version)
        atomic_write_text(self.root / name / ACTIVE, version + "\n")

    def rollback(self, name: str) -> str:
        """Activate the version created just before the active one; return it."""
        active = self.active_version(name)
        ids = [v["version"] for v in self.versions(name) if "error" not in v]
        if active not in ids or ids.index(active) == 0:
            raise NotFound(f"model {name!r} has no version older than {active!r} to roll back to")
        previous = ids[ids.index(active) - 1]
        self.activate(name, previous)
        return previous

    def delete(self, name: str, version: str) -> None:
        """Delete an inactive version (the active one must be replaced first)."""
        _check_name(name, "model name")
        _check_name(version, "version")
        folder = self.root / name / version
        if not folder.is_dir():
            raise NotFound(f"model {name!r} has no version {version!r}")
        try:
            active = self.active_version(name)
        except NotFound:
            active = None
        if version == active:
            raise InputError(f"version {version!r} is active; activate or roll back to another first")
        trash = folder.with_name(f".{version}.deleting-{secrets.token_hex(3)}")
        os.rename(folder, trash)                   # atomic disappearance, then cleanup
        shutil.rmtree(trash, ignore_errors=True)
        with _LOCK:
            _MODELS.pop((str(self.root.resolve()), name, version), None)

    # ------------------------------------------------------------ loading
    def load(self, name: str, version: str | None = None):
        """The model ``name`` (its active version unless ``version`` is given).

        Cached process-wide; the ACTIVE pointer is stat-ed on each call so a newly
        activated version is used at once.

        Raises
        ------
        NotFound
            Unknown model or version.
        ModelError
            Missing, altered, truncated or inconsistent files (message names the file).
        """
        _check_name(name, "model name")
        root = str(self.root.resolve())
        if version is None:
            pointer = self.root / name / ACTIVE
            try:
                st = os.stat(pointer)
            except FileNotFoundError:
                raise NotFound(f"no model named {name!r}") from None
            stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
            with _LOCK:
                hit = _ACTIVE.get((root, name))
            if hit is not None and hit[0] == stamp:
                version = hit[1]
            else:
                version = self.active_version(name)
                with _LOCK:
                    _ACTIVE[(root, name)] = (stamp, version)
        else:
            _check_name(version, "version")
        key = (root, name, version)
        with _LOCK:
            model = _MODELS.get(key)
        if model is None:
            if not (self.root / name / version).is_dir() and (self.root / name / ACTIVE).is_file() \
                    and self.active_version(name) == version:
                raise ModelError(f"{self.root / name / ACTIVE} names version {version!r}, which is missing")
            model = self._read(name, version)
            with _LOCK:
                _MODELS[key] = model
        return model

    def _read(self, name: str, version: str):
        from veil.cii.model import ClientModel

        meta = self._meta(name, version)
        folder = self.root / name / version
        npz = folder / MODEL_FILE
        if not npz.is_file():
            raise ModelError(f"{npz} is missing")
        expected = (meta.get("sha256") or {}).get(MODEL_FILE)
        if not expected or _sha256(npz) != expected:
            raise ModelError(f"{npz} does not match the checksum in {META_FILE} (altered or truncated)")
        try:
            with np.load(npz, allow_pickle=False) as data:
                arrays = {k: data[k] for k in data.files}
        except (OSError, ValueError, zipfile.BadZipFile, EOFError) as exc:
            raise ModelError(f"{npz} cannot be read ({type(exc).__name__})") from None
        try:
            classes = [str(c) for c in meta["classes"]]
            ucls = [str(u) for u in meta.get("utility_classes", [])]
            vocab = arrays["vocabulary"]
            V, C, U = len(vocab), len(classes), len(ucls)
            expected_shapes = {"vocabulary": (V,), "class_log_prior": (C,), "feature_log_prob": (C, V),
                               "utility_log_prior": (U,), "utility_feature_log_prob": (U, V)}
            for key, shape in expected_shapes.items():
                arr = arrays[key]
                if arr.shape != shape:
                    raise ModelError(f"{npz}: array {key} has shape {arr.shape}, expected {shape}")
                if arr.dtype.kind == "f" and not np.isfinite(arr).all():
                    raise ModelError(f"{npz}: array {key} has non-finite values")
            if C < 2 or V < 1:
                raise ModelError(f"{npz}: a model needs at least 2 clients and 1 feature")
            params = meta.get("params", {})
            model = ClientModel(n_features=int(params.get("n_features", V)),
                                alpha=float(params.get("alpha", 1.0)),
                                min_count=int(params.get("min_count", 2)),
                                fit_prior=bool(params.get("fit_prior", True)))
            model.vocabulary_ = [str(w) for w in vocab]
            model.classes_ = classes
            model.class_log_prior_ = arrays["class_log_prior"]
            model.feature_log_prob_ = arrays["feature_log_prob"]
            model.utility_classes_ = ucls
            model.utility_log_prior_ = arrays["utility_log_prior"]
            model.utility_feature_log_prob_ = arrays["utility_feature_log_prob"]
            model.client_utility_ = {str(k): str(v) for k, v in meta.get("client_utility", {}).items()}
            aliases = meta.get("aliases", {})
            model.aliases_ = {c: [str(a) for a in aliases.get(c, [c])] for c in classes}
            model.stats = meta.get("stats", {})
        except KeyError as exc:
            raise ModelError(f"{folder}: missing entry {exc.args[0]!r}") from None
        model.name, model.version, model.created = name, version, meta.get("created")
        return model._prepare()


__all__ = ["ModelStore", "FORMAT", "validate_name"]
