"""``veil models``: the admin operations on the model store, for the command line.

``list``, ``versions NAME``, ``activate NAME VERSION``, ``rollback NAME``,
``delete NAME VERSION`` and ``retrain NAME CORPUS`` (a folder or a zip, checked
like an admin upload).  They act on ``VEIL_MODEL_DIR`` (or ``--model-dir``);
a running server picks up an activation on its next request.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("models", help="list, retrain, activate, roll back or delete client models")
    p.add_argument("--model-dir", help="model store root (default: VEIL_MODEL_DIR or client_models/)")
    ops = p.add_subparsers(dest="op", metavar="OPERATION")
    ops.required = True
    o = ops.add_parser("list", help="models and their active version")
    o.add_argument("--json", action="store_true")
    o.set_defaults(func=run_list)
    o = ops.add_parser("versions", help="versions of a model with their training reports")
    o.add_argument("name")
    o.add_argument("--json", action="store_true")
    o.set_defaults(func=run_versions)
    o = ops.add_parser("activate", help="make a version the active one")
    o.add_argument("name")
    o.add_argument("version")
    o.set_defaults(func=run_activate)
    o = ops.add_parser("rollback", help="re-activate the version before the active one")
    o.add_argument("name")
    o.set_defaults(func=run_rollback)
    o = ops.add_parser("delete", help="delete an inactive version")
    o.add_argument("name")
    o.add_argument("version")
    o.set_defaults(func=run_delete)
    o = ops.add_parser("retrain", help="train a new version from a corpus folder or zip")
    o.add_argument("name")
    o.add_argument("corpus", help="CORPUS_DIR/<client>/... or a .zip of it")
    o.add_argument("--utility-map", help="client,utility CSV (default: utility.csv in the corpus)")
    o.add_argument("--features", type=int,
                   help="vocabulary size (default: the active version's, else 10000)")
    o.add_argument("--activate", action="store_true", help="activate the new version")
    o.set_defaults(func=run_retrain)


def _store(args):
    from veil.config import load_settings
    from veil.store import ModelStore

    return ModelStore(Path(args.model_dir) if args.model_dir else load_settings().model_dir)


def _summary(report: dict | None) -> str:
    if not report:
        return ""
    h = report.get("heldout") or {}
    k = report.get("k_eval") or {}
    parts = [f"client acc {h.get('client_accuracy')}"]
    if h.get("utility_accuracy") is not None:
        parts.append(f"utility acc {h['utility_accuracy']}")
    if k.get("mean") is not None:
        parts.append(f"k-eval {k['mean']}")
    c = report.get("corpus") or {}
    if c:
        parts.append(f"{c.get('documents')} docs / {c.get('clients')} clients")
    return ", ".join(parts)


def run_list(args) -> int:
    store = _store(args)
    models = store.describe()
    if args.json:
        print(json.dumps(models, indent=2))
        return 0
    if not models:
        print(f"no models in {store.root}")
    for m in models:
        print(f"{m['name']}\t{m['version']}\t{m['clients']} clients\tcreated {m['created']}")
    return 0


def run_versions(args) -> int:
    versions = _store(args).versions(args.name)
    if args.json:
        print(json.dumps(versions, indent=2))
        return 0
    for v in versions:
        mark = "*" if v.get("active") else " "
        print(f"{mark} {v['version']}\t{v.get('created')}\t{_summary(v.get('report'))}")
    return 0


def run_activate(args) -> int:
    _store(args).activate(args.name, args.version)
    print(f"{args.name}: active version is now {args.version}")
    return 0


def run_rollback(args) -> int:
    version = _store(args).rollback(args.name)
    print(f"{args.name}: rolled back to {version}")
    return 0


def run_delete(args) -> int:
    _store(args).delete(args.name, args.version)
    print(f"{args.name}: deleted version {args.version}")
    return 0


def run_retrain(args) -> int:
    from veil.admin.training import train_version
    from veil.admin.upload import extract_zip, locate_corpus
    from veil.errors import InputError, NotFound

    store = _store(args)
    corpus = Path(args.corpus)
    try:
        had_active = bool(store.active_version(args.name))
    except NotFound:
        had_active = False
    with tempfile.TemporaryDirectory(prefix=".veil-retrain-", dir=_scratch(store)) as tmp:
        if corpus.is_file() and corpus.suffix.lower() == ".zip":
            extract_zip(corpus, Path(tmp) / "corpus")
            corpus, found_map = locate_corpus(Path(tmp) / "corpus")
        elif corpus.is_dir():
            corpus, found_map = locate_corpus(corpus)
        else:
            raise InputError(f"{args.corpus} is neither a corpus folder nor a .zip")
        utility_map = Path(args.utility_map) if args.utility_map else found_map
        version, report = train_version(
            corpus, args.name, store, utility_map=utility_map, n_features=args.features,
            activate=args.activate or not had_active,
            progress=lambda phase: print(f"  {phase}", file=sys.stderr))
    state = "active" if args.activate or not had_active else "inactive; `veil models activate` it"
    print(f"{args.name}: new version {version} ({state}); {_summary(report)}")
    return 0


def _scratch(store) -> Path:
    """A scratch folder inside the store (nothing is written elsewhere)."""
    path = Path(store.root) / ".veil-admin"
    path.mkdir(parents=True, exist_ok=True)
    return path
