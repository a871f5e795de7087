"""SIMPLEREDACTOR and K-REDACTOR on one document vector.

Both work on the document's distinct in-vocabulary features (columns of the
model's log-likelihood matrix) and return *nested* suppression levels for
k = 2..k_max: a level is a boolean mask over the document's features
(True = suppressed, every occurrence).  A level is k-confusable when at least
k-1 other clients score at least as high as the true client (ties within
:data:`TOLERANCE` count: tied clients are indistinguishable to the model) on
the full model score (priors included) of the redacted document; every level
is verified that way before it is returned.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from scipy.optimize import linprog

#: A client is "ahead" of (or tied with) the true client if its score is at least the
#: true client's minus this (absorbs floating-point summation order only).
TOLERANCE = 1e-9
#: The LPs are tiny (one variable per distinct word of the post, <= k-1+U rows): HiGHS presolve
#: costs more than it saves there.
_LP_OPTIONS = {"presolve": False}


@dataclass
class DocumentProblem:
    """The arrays one redaction needs (all restricted to the document's features).

    Attributes
    ----------
    loglik : ndarray (n_clients, n)
        ``log P(x_i | c)`` columns of the document's features (the model's own numbers).
    log_prior : ndarray (n_clients,)
    counts : ndarray (n,)
        Feature frequencies in the document (0 for features already removed).
    client : int
        Row of the true client s.
    order_score : ndarray (n,)
        SIMPLEREDACTOR scores for s.
    """

    loglik: np.ndarray
    log_prior: np.ndarray
    counts: np.ndarray
    client: int
    order_score: np.ndarray

    def scores(self, kept: np.ndarray) -> np.ndarray:
        """Full model scores of the document keeping only features ``kept`` (bool mask)."""
        return self.log_prior + self.loglik @ np.where(kept, self.counts, 0.0)

    def ahead(self, scores: np.ndarray) -> int:
        """How many clients score higher than the true client."""
        return int(np.count_nonzero(scores - scores[self.client] >= -TOLERANCE)) - 1

    def confusable(self, kept: np.ndarray, k: int) -> bool:
        """Is the document with ``kept`` features k-confusable?"""
        return k <= 1 or self.ahead(self.scores(kept)) >= k - 1


@dataclass
class Levels:
    """Result of a redactor: masks for k = 1..k_max (index k-1)."""

    suppressed: list = field(default_factory=list)   # bool masks over the document's features
    confusable: list = field(default_factory=list)
    notes: list = field(default_factory=list)


def _greedy_prefix(problem: DocumentProblem, kept: np.ndarray, k_values, start_scores=None):
    """Suppress ``kept`` features in SIMPLEREDACTOR order; first prefix reaching each k.

    Returns a list of ``(n_suppressed_prefix, reached)`` per k in ``k_values``
    (non-decreasing) and the candidate order.
    """
    cand = np.flatnonzero(kept & (problem.counts > 0))
    cand = cand[np.argsort(-problem.order_score[cand], kind="stable")]
    base = problem.scores(kept) if start_scores is None else start_scores
    contrib = problem.loglik[:, cand] * problem.counts[cand]
    S = np.empty((len(base), len(cand) + 1))
    S[:, 0] = base
    np.cumsum(contrib, axis=1, out=S[:, 1:])
    S[:, 1:] = base[:, None] - S[:, 1:]
    ahead = np.count_nonzero(S - S[problem.client] >= -TOLERANCE, axis=0) - 1
    out, t0 = [], 0
    for k in k_values:
        hits = np.flatnonzero(ahead[t0:] >= k - 1)
        if len(hits):
            t0 = t0 + int(hits[0])
            out.append((t0, True))
        else:
            t0 = t0 + int(np.argmax(ahead[t0:]))
            out.append((t0, False))
    return out, cand


def _greedy_to(problem: DocumentProblem, kept: np.ndarray, k: int):
    """Suppress kept features in SIMPLEREDACTOR order until verified k-confusable.

    Returns ``(kept, reached)``; ``kept`` is a new mask.
    """
    [(t, reached)], cand = _greedy_prefix(problem, kept, [k])
    kept = kept.copy()
    kept[cand[:t]] = False
    # confirm on directly recomputed scores; step on if summation order disagreed
    while reached and not problem.confusable(kept, k) and t < len(cand):
        kept[cand[t]] = False
        t += 1
    return kept, problem.confusable(kept, k)


def simple_redactor(problem: DocumentProblem, k_max: int) -> Levels:
    """SIMPLEREDACTOR (Cumby & Ghani 2011): suppress features by decreasing score until
    the true client is ranked below k-1 others, for every k = 2..k_max (nested)."""
    n = len(problem.counts)
    levels = Levels(suppressed=[np.zeros(n, bool)], confusable=[True])
    kept = problem.counts > 0
    prefixes, cand = _greedy_prefix(problem, kept, range(2, k_max + 1))
    for k, (t, _) in zip(range(2, k_max + 1), prefixes):
        level_kept = kept.copy()
        level_kept[cand[:t]] = False
        prev = ~levels.suppressed[-1]
        level_kept &= prev                                   # nested by construction; keep it explicit
        ok = problem.confusable(level_kept, k)
        if not ok:
            level_kept, ok = _greedy_to(problem, level_kept, k)
        if not ok:
            levels.notes.append(f"k={k}: no suppression of this document's words ranks the client "
                                f"below {k - 1} others; level is the best greedy prefix")
        levels.suppressed.append(~level_kept & (problem.counts > 0) | levels.suppressed[-1])
        levels.confusable.append(ok)
    return levels




def _restore(problem, before, after, k, utility, keep_utility):
    """Put back words suppressed at this level, most useful first, while the level stays
    k-confusable (and the utility class stays on top if it was): the result is minimal."""
    cand = np.flatnonzero(before & ~after)
    if len(cand) == 0:
        return after
    cand = cand[np.argsort(-utility[cand], kind="stable")]
    kept = after.copy()
    scores = problem.scores(kept)
    s = problem.client
    uscores = u = None
    if keep_utility is not None:
        Lu, lpu, u = keep_utility
        uscores = lpu + Lu[:, kept] @ problem.counts[kept]
        if np.argmax(uscores) != u:
            uscores = None
    for i in cand:
        trial = scores + problem.loglik[:, i] * problem.counts[i]
        if np.count_nonzero(trial - trial[s] >= -TOLERANCE) - 1 < k - 1:
            continue
        if uscores is not None:
            utrial = uscores + Lu[:, i] * problem.counts[i]
            if np.argmax(utrial) != u:
                continue
            uscores = utrial
        scores = trial
        kept[i] = True
    if not problem.confusable(kept, k):          # summation-order safety net
        return after
    return kept


def k_redactor(problem: DocumentProblem, k_max: int, utility: np.ndarray, *,
               preferred: np.ndarray | None = None, keep_utility=None, restore: bool = True) -> Levels:
    """K-REDACTOR: a linear program per level, solved with HiGHS, then rounded and verified.

    For each k = 2..k_max in turn (features suppressed at k-1 stay suppressed), with
    s̄_1..s̄_{k-1} the k-1 most likely other clients on the current document::

        maximise   sum_i utility_i * counts_i * y_i
        subject to 0 <= y_i <= 1   (y_i = 0 for features already suppressed)
                   sum_i (log P(x_i|s) - log P(x_i|s̄_j)) counts_i y_i <= log P(s̄_j) - log P(s)
                   for j = 1..k-1

    ``y_i < 1`` is rounded to suppression; the result is verified on the full model
    score and repaired greedily (SIMPLEREDACTOR order) if needed.  An infeasible LP
    falls back to the greedy redactor; both events are reported in ``notes``.

    Parameters
    ----------
    utility : ndarray (n,)
        Objective weight per unit of each feature (positive = worth keeping).
    preferred : ndarray of bool (n_clients,), optional
        Clients to pick s̄_j from first (e.g. those sharing the document's utility
        class), most likely first; the rest fill up when there are too few.
    keep_utility : tuple (loglik_u (n_utility, n), log_prior_u, u), optional
        Also require the utility class u to be the utility head's top class (rows
        ``sum_i (log P(x_i|v) - log P(x_i|u)) counts_i y_i <= log P(u) - log P(v)``);
        when that makes the LP infeasible it is solved again without them.  If u is
        not on top of a level that is already k-confusable, an LP with only these
        rows tries to put it there (suppressing words that point at other classes).
    restore : bool, default True
        After rounding/repair, put back the words suppressed at this level, most
        useful first, while the level stays k-confusable (and u stays on top if it
        is): no single word of the level can then be un-suppressed.
    """
    n = len(problem.counts)
    present = problem.counts > 0
    levels = Levels(suppressed=[np.zeros(n, bool)], confusable=[True])
    kept = present.copy()
    s = problem.client
    util_hopeless = None          # kept-set for which putting u on top was found infeasible
    for k in range(2, k_max + 1):
        scores = problem.scores(kept)
        confusable_now = problem.ahead(scores) >= k - 1
        util_rows = None
        if keep_utility is not None and len(keep_utility[1]) > 1:
            Lu, lpu, u = keep_utility
            uscores = lpu + Lu @ np.where(kept, problem.counts, 0.0)
            if np.argmax(uscores) == u or util_hopeless is None or not np.array_equal(util_hopeless, kept):
                util_rows = (Lu, lpu, u)
        if confusable_now and (util_rows is None or np.argmax(uscores) == u):
            levels.suppressed.append(levels.suppressed[-1].copy())
            levels.confusable.append(True)
            continue
        free = np.flatnonzero(kept)
        if len(free) == 0:                             # nothing left to suppress
            levels.suppressed.append(levels.suppressed[-1].copy())
            levels.confusable.append(confusable_now)
            if not confusable_now:
                levels.notes.append(f"k={k}: no suppression of this document's words ranks the client "
                                    f"below {k - 1} others; level is the best found")
            continue
        x = problem.counts[free]
        c = -(utility[free] * x)
        A = np.zeros((0, len(free)))
        b = np.zeros(0)
        if not confusable_now:
            if preferred is not None:
                others = np.lexsort((-scores, ~preferred))
            else:
                others = np.argsort(-scores, kind="stable")
            others = others[others != s][: k - 1]
            A = (problem.loglik[s, free][None, :] - problem.loglik[others][:, free]) * x
            b = problem.log_prior[others] - problem.log_prior[s] - 1e-6
        res = None
        if util_rows is not None:
            Lu, lpu, u = util_rows
            rest = np.flatnonzero(np.arange(len(lpu)) != u)
            Au = (Lu[rest][:, free] - Lu[u, free][None, :]) * x
            bu = lpu[u] - lpu[rest] - 1e-6
            res = linprog(c, A_ub=np.vstack([A, Au]), b_ub=np.concatenate([b, bu]),
                          bounds=(0.0, 1.0), method="highs", options=_LP_OPTIONS)
            if res.status != 0:
                res = None
                if np.argmax(uscores) != u:
                    util_hopeless = kept.copy()
                if confusable_now:                     # utility cannot be fixed; nothing else to do
                    levels.suppressed.append(levels.suppressed[-1].copy())
                    levels.confusable.append(True)
                    continue
        if res is None:
            res = linprog(c, A_ub=A if len(b) else None, b_ub=b if len(b) else None,
                          bounds=(0.0, 1.0), method="highs", options=_LP_OPTIONS)
        new_kept = kept.copy()
        if res.status == 0:
            new_kept[free[res.x < 1.0 - 1e-9]] = False
            if not problem.confusable(new_kept, k):
                new_kept, ok = _greedy_to(problem, new_kept, k)
                levels.notes.append(f"k={k}: rounded LP solution was not {k}-confusable; "
                                    f"repaired greedily")
        else:
            why = "infeasible" if res.status == 2 else f"not solved ({res.message.strip()})"
            levels.notes.append(f"k={k}: LP {why}; fell back to greedy suppression (SIMPLEREDACTOR order)")
            new_kept, _ = _greedy_to(problem, kept, k)
        ok = problem.confusable(new_kept, k)
        if ok and restore:
            new_kept = _restore(problem, kept, new_kept, k, utility, keep_utility)
        if not ok:
            levels.notes.append(f"k={k}: no suppression of this document's words ranks the client "
                                f"below {k - 1} others; level is the best found")
        kept = new_kept
        levels.suppressed.append(present & ~kept)
        levels.confusable.append(ok)
    return levels
