"""The one service layer behind the HTTP API, the CLI and batch mode.

Every entry point that analyses or redacts a document goes through these
functions, so the add-in, ``veil analyze``/``veil redact`` and ``veil batch``
give the same answer for the same input.  Client models are loaded once per
process (the :class:`veil.store.ModelStore` cache) and the PII engine once per
process (:func:`veil.pii.get_engine`); nothing heavy is loaded per request.

Nothing here logs or prints document text.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Iterable, Mapping

from veil.config import Settings, load_settings
from veil.errors import InputError, NotFound, PayloadTooLarge

#: Options accepted by :func:`redact_text_doc` / :func:`redact_docx_doc`, with defaults.
REDACT_DEFAULTS = {
    "model": None,
    "client": None,
    "utility": None,
    "k": 3,
    "algorithm": "k-redactor",
    "cii": True,
    "pii": True,
    "terms": [],
    "exclude": [],
    "style": "placeholder",
}

ALGORITHMS = ("k-redactor", "simple")
K_LIMITS = (1, 20)

_stores: dict[Path, object] = {}
_lock = threading.Lock()


# --------------------------------------------------------------------------- caches

def get_settings(settings: Settings | None = None) -> Settings:
    """``settings`` or the environment's settings."""
    return settings if settings is not None else load_settings()


def get_store(settings: Settings | None = None):
    """The process-wide :class:`veil.store.ModelStore` for ``settings.model_dir``."""
    from veil.store import ModelStore

    root = Path(get_settings(settings).model_dir).resolve()
    with _lock:
        store = _stores.get(root)
        if store is None:
            store = _stores[root] = ModelStore(root)
    return store


def load_model(name: str | None = None, settings: Settings | None = None):
    """The cached client model ``name`` (default: ``settings.default_model``).

    Raises
    ------
    NotFound
        No model of that name in the store.
    """
    settings = get_settings(settings)
    name = name or settings.default_model
    store = get_store(settings)
    try:
        names = set(store.names())
    except OSError:
        names = set()
    if name not in names:
        raise NotFound(f"unknown model {name!r}; available: {', '.join(sorted(names)) or 'none'}")
    return store.load(name)


def warm_up(settings: Settings | None = None, *, pii: bool = True) -> list[str]:
    """Load the default model and the PII pipeline before gunicorn forks.

    Returns the names of the models found.  A missing default model is not an
    error here (the server still answers /api/health and reports it).
    """
    settings = get_settings(settings)
    store = get_store(settings)
    names = list(store.names())
    if settings.default_model in names:
        store.load(settings.default_model)
    if pii:
        from veil.pii import get_engine

        engine = get_engine()
        if hasattr(engine, "warm_up"):
            engine.warm_up()
    return names


def client_names(model, label: str | None) -> list[str]:
    """The label of client ``label`` and its aliases (empty when ``label`` is None)."""
    if not label:
        return []
    names = [label]
    aliases = getattr(model, "aliases_", None) or {}
    for alias in aliases.get(label, ()):
        if alias and alias not in names:
            names.append(alias)
    return names


def _deny_entries(model) -> list[tuple[str, str]]:
    """Every client name and alias of ``model`` as PII deny entries of type CLIENT."""
    seen: dict[str, None] = {}
    for label in getattr(model, "classes_", ()):
        for name in client_names(model, str(label)):
            seen.setdefault(name, None)
    return [(name, "CLIENT") for name in seen]


# --------------------------------------------------------------------------- analysis

def analyze(text: str, *, model: str | None = None, client: str | None = None,
            utility: str | None = None, k_max: int = 5, algorithm: str = "k-redactor",
            cii: bool = True, pii: bool = True, settings: Settings | None = None) -> dict:
    """Analyse ``text``: CII terms with their slider levels, and PII spans.

    Parameters
    ----------
    text : str
        The document text; offsets in the answer index into it (code points).
    model : str, optional
        Client model name; default ``settings.default_model``.
    client, utility : str, optional
        The true client / utility class when the user knows it; otherwise
        the model's prediction is used.
    k_max : int
        Highest k-confusability level computed (1..20).
    algorithm : {"k-redactor", "simple"}
        K-REDACTOR (linear program) or SIMPLEREDACTOR (greedy).
    cii, pii : bool
        Run the CII scorer / the PII engine.
    settings : Settings, optional
        Defaults to :func:`veil.config.load_settings`.

    Returns
    -------
    dict
        The ``/api/analyze`` response of DESIGN.md: ``model``, ``client``,
        ``utility``, ``terms``, ``levels``, ``pii``, plus ``client_names``
        (the client's label and aliases, redacted as ``CLIENT``), ``placeholders``
        (detected string -> typed placeholder) and ``notes``.  Levels stop at
        the model's number of clients when ``k_max`` exceeds it.
    """
    settings = get_settings(settings)
    if not isinstance(text, str):
        raise InputError("text must be a string")
    if not text.strip():
        raise InputError("text is empty", extra={"field": "text"})
    if len(text) > settings.max_text_chars:
        raise PayloadTooLarge(f"text has {len(text)} characters; the limit is {settings.max_text_chars}")
    if algorithm not in ALGORITHMS:
        raise InputError(f"algorithm must be one of {', '.join(ALGORITHMS)}")
    if not (K_LIMITS[0] <= int(k_max) <= K_LIMITS[1]):
        raise InputError(f"k_max must be between {K_LIMITS[0]} and {K_LIMITS[1]}")
    clf = load_model(model, settings)
    classes = [str(c) for c in getattr(clf, "classes_", ())]
    if client is not None and client not in classes:
        raise InputError(f"client {client!r} is not a client of model {clf.name!r}")
    utility_classes = [str(c) for c in (getattr(clf, "utility_classes_", None) or ())]
    if utility is not None and utility not in utility_classes:
        raise InputError(f"utility {utility!r} is not a utility class of model {clf.name!r}")

    from veil.cii import analyze as analyze_cii

    notes = []
    k_max = int(k_max)
    if k_max > len(classes):
        # k-confusability needs k-1 other clients: levels stop at the number of clients
        notes.append(f"k_max lowered from {k_max} to {len(classes)}, the number of clients of the model")
        k_max = len(classes)
    result = analyze_cii(text, clf, client=client, utility=utility,
                         k_max=k_max if cii else 1, algorithm=algorithm)
    answer = {
        "model": clf.name,
        "version": getattr(clf, "version", None),
        "client": result["client"],
        "utility": result["utility"],
        "terms": result["terms"] if cii else [],
        "levels": result["levels"] if cii else [],
        "pii": [],
        "client_names": client_names(clf, result["client"]["label"]),
        "notes": notes + list(result.get("notes") or []),
    }
    if pii:
        from veil.pii import get_engine

        answer["pii"] = get_engine().analyze(text, deny=_deny_entries(clf))
    answer["placeholders"] = _placeholders(answer)
    return answer


def _placeholders(analysis: Mapping) -> dict[str, str]:
    """The placeholder of every detected string, numbered in document order.

    The task pane uses it so that in-place redaction writes the same typed,
    consistent placeholders (``[PERSON-1]``, ``[CLIENT]``...) as the copy.
    """
    from veil.redact import Placeholders

    ph = Placeholders()
    out = {name: ph.get(name, "CLIENT") for name in analysis["client_names"]}
    for span in sorted(analysis["pii"], key=lambda s: s["start"]):
        out.setdefault(span["text"], ph.get(span["text"], span["type"]))
    for term in analysis["terms"]:
        out.setdefault(term["term"], ph.get(term["term"], "CII"))
    return out


def level_terms(analysis: Mapping, k: int) -> list[str]:
    """The CII terms of ``analysis`` at slider level ``k`` (clamped to the levels computed)."""
    levels = analysis.get("levels") or []
    if not levels:
        return []
    chosen = None
    for level in levels:
        if level["k"] <= k:
            chosen = level
    return list(chosen["terms"]) if chosen else []


def _fold(s: str) -> str:
    return " ".join(s.split()).casefold()


def targets(analysis: Mapping, *, k: int, exclude: Iterable[str] = (),
            extra_terms: Iterable = (), pii: bool = True,
            text: str | None = None) -> list[tuple[str, str]]:
    """The strings to redact at level ``k``, each with its placeholder type.

    Parameters
    ----------
    analysis : dict
        An :func:`analyze` answer.
    k : int
        Slider level; CII terms of that level are typed ``"CII"``.
    exclude : iterable of str
        Strings the user chose to keep (compared case- and space-insensitively).
    extra_terms : iterable of str or (str, type)
        Strings the user added; a bare string is typed ``"CII"``.
    pii : bool
        Include the PII spans (typed by the PII engine, e.g. ``"PERSON"``).
    text : str, optional
        The analysed text; when given, each CII term is also listed in every
        surface form it takes in the text (``Acme`` as well as ``acme``).

    Returns
    -------
    list of (str, str)
        Unique ``(string, type)`` pairs, longest strings first.
    """
    excluded = {_fold(e) for e in exclude if isinstance(e, str)}
    out: dict[str, str] = {}

    def add(s: str, typ: str) -> None:
        if not s or not s.strip() or _fold(s) in excluded:
            return
        out.setdefault(s, typ)

    for name in analysis.get("client_names") or ():
        add(name, "CLIENT")
    terms = set(level_terms(analysis, k))
    names = {_fold(n) for n in analysis.get("client_names") or ()}
    for term in analysis.get("terms") or ():
        if term["term"] not in terms or _fold(term["term"]) in excluded:
            continue
        typ = "CLIENT" if _fold(term["term"]) in names else "CII"
        add(term["term"], typ)
        if text is not None:
            for start, end in term.get("occurrences") or ():
                add(text[start:end], typ)
    if pii:
        for span in analysis.get("pii") or ():
            add(span["text"], span["type"])
    for extra in extra_terms:
        if isinstance(extra, str):
            add(extra, "CII")
        else:
            s, typ = extra
            add(s, typ)
    return sorted(out.items(), key=lambda item: (-len(item[0]), item[0]))


def _spans(analysis: Mapping, *, k: int, exclude: Iterable[str], pii: bool) -> list[dict]:
    """Character spans to redact in the analysed text itself."""
    excluded = {_fold(e) for e in exclude if isinstance(e, str)}
    terms = set(level_terms(analysis, k))
    names = {_fold(n) for n in analysis.get("client_names") or ()}
    spans = []
    for term in analysis.get("terms") or ():
        if term["term"] in terms and _fold(term["term"]) not in excluded:
            typ = "CLIENT" if _fold(term["term"]) in names else "CII"
            spans += [{"start": s, "end": e, "type": typ} for s, e in term.get("occurrences") or ()]
    if pii:
        spans += [{"start": p["start"], "end": p["end"], "type": p["type"]}
                  for p in analysis.get("pii") or () if _fold(p["text"]) not in excluded]
    return sorted(spans, key=lambda sp: (sp["start"], -sp["end"]))


def redact_options(options: Mapping | None) -> dict:
    """``options`` completed with :data:`REDACT_DEFAULTS` and checked.

    Raises
    ------
    InputError
        Unknown option or wrong type (the option is named).
    """
    options = dict(options or {})
    unknown = sorted(set(options) - set(REDACT_DEFAULTS))
    if unknown:
        raise InputError(f"unknown option(s): {', '.join(unknown)}")
    merged = {**REDACT_DEFAULTS, **{k: v for k, v in options.items() if v is not None}}
    k = merged["k"]
    if isinstance(k, bool) or not isinstance(k, int) or not (K_LIMITS[0] <= k <= K_LIMITS[1]):
        raise InputError(f"k must be an integer between {K_LIMITS[0]} and {K_LIMITS[1]}")
    for name in ("model", "client", "utility"):
        if merged[name] is not None and not isinstance(merged[name], str):
            raise InputError(f"{name} must be a string")
    for name in ("cii", "pii"):
        if not isinstance(merged[name], bool):
            raise InputError(f"{name} must be true or false")
    for name in ("terms", "exclude"):
        value = merged[name]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise InputError(f"{name} must be a list of strings")
    if merged["algorithm"] not in ALGORITHMS:
        raise InputError(f"algorithm must be one of {', '.join(ALGORITHMS)}")
    if merged["style"] not in ("placeholder", "blank"):
        raise InputError("style must be 'placeholder' or 'blank'")
    return merged


def _analyze_for_redaction(text: str, opts: dict, settings: Settings) -> dict:
    return analyze(text, model=opts["model"], client=opts["client"], utility=opts["utility"],
                   k_max=opts["k"], algorithm=opts["algorithm"], cii=opts["cii"],
                   pii=opts["pii"], settings=settings)


def _summary(analysis: Mapping, opts: dict, found: list[tuple[str, str]]) -> dict:
    by_type: dict[str, int] = {}
    for _, typ in found:
        by_type[typ] = by_type.get(typ, 0) + 1
    return {
        "model": analysis["model"],
        "client": analysis["client"]["label"],
        "client_source": analysis["client"]["source"],
        "k": opts["k"],
        "algorithm": opts["algorithm"],
        "cii_terms": len(level_terms(analysis, opts["k"])) if opts["cii"] else 0,
        "pii_spans": len(analysis["pii"]),
        "targets_by_type": by_type,
    }


def redact_text_doc(text: str, options: Mapping | None = None, *,
                    settings: Settings | None = None, analysis: Mapping | None = None) -> dict:
    """Analyse and redact a plain-text document.

    Parameters
    ----------
    text : str
        The document.
    options : dict
        Keys of :data:`REDACT_DEFAULTS` (model, client, utility, k, algorithm,
        cii, pii, terms, exclude, style).

    Returns
    -------
    dict
        ``text`` (redacted), ``replacements`` (count) and ``report``
        (model, client, k, counts; never document text).
    """
    from veil.redact import Placeholders, redact_text

    settings = get_settings(settings)
    opts = redact_options(options)
    if analysis is None:  # callers that already analysed this text (batch) pass it in
        analysis = _analyze_for_redaction(text, opts, settings)
    spans = _spans(analysis, k=opts["k"], exclude=opts["exclude"], pii=opts["pii"])
    found = targets(analysis, k=opts["k"], exclude=opts["exclude"], extra_terms=opts["terms"],
                    pii=opts["pii"], text=text)
    redacted, n = redact_text(text, spans=spans, terms=found, style=opts["style"],
                              placeholders=Placeholders())
    return {"text": redacted, "replacements": n, "report": _summary(analysis, opts, found)}


def docx_text(data: bytes, settings: Settings | None = None) -> str:
    """The text of every part of a .docx package, joined (for analysis).

    Non-displayed free text (alt text, field codes, ``mailto:`` and other
    hyperlink targets, comment authors) is included, so PII that lives only
    there is found and redacted too.
    """
    from veil.docx import check_package, extract_parts_text

    settings = get_settings(settings)
    check_package(data, max_uncompressed=settings.max_docx_uncompressed)
    parts = extract_parts_text(data, hidden=True, max_uncompressed=settings.max_docx_uncompressed)
    return "\n\n".join(t for t in parts.values() if t)


def redact_docx_doc(data: bytes, options: Mapping | None = None, *,
                    settings: Settings | None = None,
                    analysis: Mapping | None = None) -> tuple[bytes, dict]:
    """Analyse every part of a .docx and return a verified redacted copy.

    The text of all parts (body, headers, footers, notes, comments,
    properties...) is analysed as one document; the resulting strings are
    redacted in every part by :func:`veil.docx.redact_docx`, which scans the
    output for leaks before returning it.

    Returns
    -------
    (bytes, dict)
        The redacted package and a report (counts, never document text).

    Raises
    ------
    UnsupportedDocument
        Not a .docx, macro-enabled, encrypted, or a zip bomb (415).
    LeakError
        The copy still contains a redacted string (422).
    """
    from veil.docx import redact_docx
    from veil.redact import Placeholders

    settings = get_settings(settings)
    opts = redact_options(options)
    text = docx_text(data, settings)
    if analysis is None:  # callers that already analysed docx_text(data) (batch) pass it in
        analysis = _analyze_for_redaction(text, opts, settings)
    found = targets(analysis, k=opts["k"], exclude=opts["exclude"], extra_terms=opts["terms"],
                    pii=opts["pii"], text=text)
    out, report = redact_docx(data, targets=found, style=opts["style"], placeholders=Placeholders(),
                              max_uncompressed=settings.max_docx_uncompressed)
    summary = _summary(analysis, opts, found)
    summary.update({k: v for k, v in report.items() if k not in summary})
    return out, summary
