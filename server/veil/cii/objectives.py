"""Utility objectives for K-REDACTOR: how much a word helps recognise utility class u.

Each function returns an array of shape ``(n_utility, n_features)``: row u
holds ``Utility(x_i, u)`` for every vocabulary word, computed from the
model's utility head (the same log-likelihoods it classifies with).
With ``p_i(u) = P(x_i|u)``, ``P(u)`` the utility prior and
``q_i(u) = sum_{v != u} P(v) p_i(v) / (1 - P(u))`` the "rest" likelihood:

``ova``        OVALogOdds (the paper's): ``(1-P(u)) log p_i(u) - sum_{v!=u} P(v) log p_i(v)``
``odds-ratio`` OddsRatio: ``log [p_i(u) (1-q_i(u))] - log [(1-p_i(u)) q_i(u)]``
``info-gain``  InfoGain: the word's pointwise contribution to the mutual information
               between word and class, ``P(u) p_i(u) log(p_i(u) / P(x_i))`` with
               ``P(x_i) = sum_v P(v) p_i(v)``, scaled by 1e4
``freq-logp``  FreqLogP: ``p_i(u) log(p_i(u) / q_i(u))``, the word's frequency under u times
               its log-likelihood ratio against the other classes, scaled by 1e4
"""

from __future__ import annotations

import numpy as np

OBJECTIVES = ("ova", "odds-ratio", "info-gain", "freq-logp")


def compute_objective(model, name: str) -> np.ndarray:
    """``Utility(x_i, u)`` for every utility class and word; see the module docstring."""
    L = model.utility_feature_log_prob_
    if L.shape[0] == 0:
        return np.zeros((0, len(model.vocabulary_)))
    prior = np.exp(model.utility_log_prior_)
    if name == "ova":
        return L - prior @ L
    p = np.exp(L)
    mix = prior @ p                                   # P(x_i)
    rest = (mix[None, :] - prior[:, None] * p)        # sum_{v!=u} P(v) p_i(v)
    rest = rest / np.maximum(1.0 - prior[:, None], 1e-12)
    rest = np.maximum(rest, 1e-300)
    if name == "odds-ratio":
        return (np.log(p) + np.log1p(-rest)) - (np.log1p(-p) + np.log(rest))
    if name == "info-gain":
        return 1e4 * prior[:, None] * p * (L - np.log(mix)[None, :])
    if name == "freq-logp":
        return 1e4 * p * (L - np.log(rest))
    raise ValueError(f"unknown objective {name!r}")
