"""``analyze``: the CII scorer behind ``/api/analyze``, ``veil analyze`` and batch mode."""

from __future__ import annotations

import re

import numpy as np

from veil.cii.model import ranking
from veil.cii.objectives import OBJECTIVES
from veil.cii.redactors import DocumentProblem, k_redactor, simple_redactor
from veil.errors import InputError

ALGORITHMS = ("k-redactor", "simple")
#: K-REDACTOR objective: max(Utility, 0) + SUPPRESSION_COST * (mean |Utility| of the model),
#: i.e. every suppressed word costs something, words against the utility class cost only that.
SUPPRESSION_COST = 0.2
#: K-REDACTOR refinements over the paper's LP (see docs/cii.md); all on by default.
OPTIONS = {"prefer_same_utility": True, "keep_utility": True, "restore": True}
K_MAX_LIMIT = 20


def _alias_pattern(alias: str) -> re.Pattern:
    """Whole-phrase, case-insensitive pattern for an alias (any whitespace between words)."""
    words = alias.split()
    body = r"\s+".join(re.escape(w) for w in words)
    return re.compile(r"(?<!\w)" + body + r"(?!\w)", re.IGNORECASE)


def _alias_patterns(model, client: str):
    cache = model.__dict__.setdefault("_alias_pattern_cache", {})
    if client not in cache:
        cache[client] = [(a, _alias_pattern(a)) for a in model.aliases_.get(client, [client])]
    return cache[client]


def _ranking(labels, scores):
    return [{"label": label, "score": score} for label, score in ranking(labels, scores)]


def analyze(text: str, model, *, client: str | None = None, utility: str | None = None,
            k_max: int = 5, algorithm: str = "k-redactor", objective: str = "ova") -> dict:
    """Rank the client-identifying words of ``text`` and build nested k-confusability levels.

    Parameters
    ----------
    text : str
        The document (never logged).
    model : ClientModel
    client : str, optional
        The true client; default: the model's top prediction.
    utility : str, optional
        The utility class to keep recognisable; default: the given client's
        utility in the model, else the utility head's prediction.
    k_max : int, default 5
        Levels k = 1..k_max are returned (1 <= k_max <= 20).
    algorithm : {"k-redactor", "simple"}
    objective : {"ova", "odds-ratio", "info-gain", "freq-logp"}
        K-REDACTOR's utility objective (see :mod:`veil.cii.objectives`).

    Returns
    -------
    dict
        ``client``, ``utility``, ``terms``, ``levels`` and ``notes`` as in
        DESIGN's ``/api/analyze``.  ``terms`` lists every word or client
        name/alias suppressed at some level k <= k_max, ordered by ``k_min`` then
        score; a term's ``score`` is its SIMPLEREDACTOR score for the client
        (client names/aliases get the highest score in the list plus 1).

    Raises
    ------
    InputError
        Empty/whitespace text, ``k_max`` outside 1..20, unknown algorithm or objective.
    NotFound
        Unknown client or utility label.
    """
    if not isinstance(text, str) or not text.strip():
        raise InputError("text is empty")
    if isinstance(k_max, bool) or not isinstance(k_max, (int, np.integer)) or not 1 <= k_max <= K_MAX_LIMIT:
        raise InputError(f"k_max must be an integer from 1 to {K_MAX_LIMIT}")
    k_max = int(k_max)
    if algorithm not in ALGORITHMS:
        raise InputError(f"unknown algorithm {algorithm!r} (expected one of {', '.join(ALGORITHMS)})")
    if objective not in OBJECTIVES:
        raise InputError(f"unknown objective {objective!r} (expected one of {', '.join(OBJECTIVES)})")

    notes: list[str] = []
    idx, counts, occ = model.document(text)
    client_scores = model.joint_log_scores(idx, counts)
    client_ranking = _ranking(model.classes_, client_scores)
    if client is not None:
        s = model.client_position(client)
        client_source = "given"
    else:
        s = int(np.argmax(client_scores))
        client_source = "predicted"
    client_label = model.classes_[s]

    u = None
    utility_ranking = []
    utility_source = "none"
    if model.has_utility:
        uscores = model.utility_joint_log_scores(idx, counts)
        utility_ranking = _ranking(model.utility_classes_, uscores)
        if utility is not None:
            u = model.utility_position(utility)
            utility_source = "given"
        elif client is not None and client_label in model.client_utility_:
            u = model.utility_position(model.client_utility_[client_label])
            utility_source = "client"
        else:
            u = int(np.argmax(uscores))
            utility_source = "predicted"
    elif utility is not None:
        model.utility_position(utility)      # raises NotFound: this model has no utility head

    # client name and aliases: suppressed from k = 2 on, whatever the model says
    alias_hits = []
    for alias, pattern in _alias_patterns(model, client_label):
        spans = [(m.start(), m.end()) for m in pattern.finditer(text)]
        if spans:
            alias_hits.append((alias, spans))
    base = counts.copy()
    if alias_hits:
        merged: list[list[int]] = []
        for a, b in sorted(sp for _, sps in alias_hits for sp in sps):
            if merged and a <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        starts = np.array([a for a, _ in merged])
        ends = np.array([b for _, b in merged])
        for p, positions in enumerate(occ):
            inside = 0
            for (a, b) in positions:
                i = np.searchsorted(starts, a, side="right") - 1
                if i >= 0 and b <= ends[i]:
                    inside += 1
            base[p] -= inside

    n = len(idx)
    if n and k_max >= 2:
        problem = DocumentProblem(loglik=model.feature_log_prob_[:, idx], log_prior=model.class_log_prior_,
                                  counts=base, client=s, order_score=model.simple_scores_[s, idx])
        if algorithm == "simple":
            lv = simple_redactor(problem, k_max)
        else:
            preferred = keep = None
            if u is not None:
                w = model.utility_objective(objective)[u, idx]
                w = np.maximum(w, 0.0) + SUPPRESSION_COST * model.utility_objective_scale(objective)
                preferred = model.client_utility_mask_[u] if OPTIONS["prefer_same_utility"] else None
                if OPTIONS["keep_utility"]:
                    keep = (model.utility_feature_log_prob_[:, idx], model.utility_log_prior_, u)
            else:
                w = np.ones(n)
            lv = k_redactor(problem, k_max, w, preferred=preferred, keep_utility=keep,
                            restore=OPTIONS["restore"])
        notes.extend(lv.notes)
        masks, confusable = lv.suppressed, lv.confusable
    else:
        masks = [np.zeros(n, bool)] * k_max
        problem = None
        if k_max >= 2:
            base_scores = model.class_log_prior_
            ahead = int(np.count_nonzero(base_scores - base_scores[s] >= -1e-9)) - 1
            confusable = [True] + [ahead >= k - 1 for k in range(2, k_max + 1)]
            if not all(confusable):
                notes.append("the text has no model vocabulary words to suppress")
        else:
            confusable = [True]

    # k_min per feature
    k_min = np.full(n, 0, dtype=np.int64)
    for k in range(k_max, 1, -1):
        k_min[masks[k - 1]] = k
    simple_scores = model.simple_scores_[s, idx] if n else np.zeros(0)

    terms = []
    feature_term = {}
    for p in np.flatnonzero(k_min > 0):
        entry = {"term": model.vocabulary_[idx[p]], "score": float(simple_scores[p]),
                 "k_min": int(k_min[p]), "occurrences": [[a, b] for a, b in occ[p]]}
        feature_term[entry["term"]] = entry
        terms.append(entry)
    top = max([t["score"] for t in terms], default=0.0) + 1.0
    alias_terms = []
    if k_max >= 2:
        for alias, spans in alias_hits:
            key = alias.lower()
            if key in feature_term:           # a one-word alias that is also a feature
                feature_term[key]["k_min"] = 2
                feature_term[key]["score"] = max(feature_term[key]["score"], top)
                continue
            alias_terms.append({"term": alias, "score": top, "k_min": 2,
                                "occurrences": [[a, b] for a, b in spans]})
    terms = alias_terms + terms
    terms.sort(key=lambda t: (t["k_min"], -t["score"]))

    levels = []
    for k in range(1, k_max + 1):
        mask = masks[k - 1]
        if k >= 2:
            x = np.where(mask, 0.0, base)
        else:
            x = counts
        if u is not None:
            us = model.utility_joint_log_scores(idx, x)
            kept_u = bool(np.argmax(us) == u)
        else:
            kept_u = True
        levels.append({"k": k, "terms": [t["term"] for t in terms if t["k_min"] <= k],
                       "confusable": bool(confusable[k - 1]), "utility_kept": kept_u})

    return {
        "client": {"label": client_label, "source": client_source, "ranking": client_ranking},
        "utility": {"label": model.utility_classes_[u] if u is not None else None,
                    "source": utility_source, "ranking": utility_ranking},
        "terms": terms,
        "levels": levels,
        "notes": notes,
    }
