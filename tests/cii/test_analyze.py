"""analyze(): rankings, nested verified levels, client names, errors."""

import numpy as np
import pytest

from veil.cii import analyze
from veil.cii.redactors import DocumentProblem, k_redactor, simple_redactor
from veil.errors import InputError, NotFound

TEXT = ("Borealis Bank asked us to review the loan portfolio and the credit risk models. "
        "Ingrid Solberg met the team at the Tromso operations centre to discuss the Aurora "
        "mortgage product, SWIFT gateways and fraud detection. BBK expects a report on "
        "regulatory capital next quarter; BOREALIS staff will join the workshop.")


def redacted_scores(model, text, terms):
    """Client scores of the text with every occurrence of ``terms`` blanked out."""
    out = analyze(text, model, k_max=1)       # any call, just to reuse tokenisation
    del out
    spans = []
    lowered = {t.lower() for t in terms}
    import re
    for term in lowered:
        for m in re.finditer(r"(?<!\w)" + r"\s+".join(map(re.escape, term.split())) + r"(?!\w)", text, re.I):
            spans.append((m.start(), m.end()))
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    idx, counts, _ = model.document("".join(chars))
    return model.joint_log_scores(idx, counts), model.utility_joint_log_scores(idx, counts)


@pytest.mark.parametrize("algorithm", ["k-redactor", "simple"])
def test_levels_nested_and_verified_on_text(tiny_model, algorithm):
    r = analyze(TEXT, tiny_model, k_max=5, algorithm=algorithm)
    assert r["client"] == {"label": "Borealis Bank", "source": "predicted", "ranking": r["client"]["ranking"]}
    assert [x["label"] for x in r["client"]["ranking"]][0] == "Borealis Bank"
    assert r["utility"]["label"] == "finance" and r["utility"]["source"] == "predicted"
    assert [lv["k"] for lv in r["levels"]] == [1, 2, 3, 4, 5]
    assert r["levels"][0]["terms"] == []
    s = tiny_model.classes_.index("Borealis Bank")
    u = tiny_model.utility_classes_.index("finance")
    for prev, lv in zip(r["levels"], r["levels"][1:]):
        assert set(prev["terms"]) <= set(lv["terms"])
        assert lv["confusable"]
        scores, uscores = redacted_scores(tiny_model, TEXT, lv["terms"])
        assert np.count_nonzero(scores >= scores[s] - 1e-9) - 1 >= lv["k"] - 1
        assert lv["utility_kept"] == (int(np.argmax(uscores)) == u)
    # k_min is the first level holding the term
    for t in r["terms"]:
        first = min(lv["k"] for lv in r["levels"] if t["term"] in lv["terms"])
        assert t["k_min"] == first


def test_client_name_and_aliases_from_k2(tiny_model):
    r = analyze(TEXT, tiny_model, k_max=3)
    terms = {t["term"]: t for t in r["terms"]}
    assert terms["Borealis Bank"]["k_min"] == 2
    assert terms["Borealis Bank"]["occurrences"] == [[0, 13]]
    # one-word alias "Borealis": every surface form, incl. the one inside "Borealis Bank"
    assert [TEXT[a:b] for a, b in terms["Borealis"]["occurrences"]] == ["Borealis", "BOREALIS"]
    assert any(t["term"] == "BBK" and t["k_min"] == 2 for t in r["terms"])
    assert "Borealis Bank" in r["levels"][1]["terms"] and "Borealis Bank" not in r["levels"][0]["terms"]


def test_occurrences_cover_every_surface_form(tiny_model):
    text = "Fraud detection, FRAUD checks and fraud. Fraudulent is another word."
    r = analyze(text, tiny_model, client="Borealis Bank", k_max=5, algorithm="simple")
    for t in r["terms"]:
        for a, b in t["occurrences"]:
            assert text[a:b].lower() == t["term"].lower()
    fraud = [t for t in r["terms"] if t["term"] == "fraud"]
    if fraud:
        assert len(fraud[0]["occurrences"]) == 3


def test_given_client_and_utility(tiny_model):
    r = analyze(TEXT, tiny_model, client="Evergreen Capital", k_max=2)
    assert r["client"]["label"] == "Evergreen Capital" and r["client"]["source"] == "given"
    assert r["utility"] == {"label": "finance", "source": "client", "ranking": r["utility"]["ranking"]}
    r = analyze(TEXT, tiny_model, client="Borealis Bank", utility="healthcare", k_max=2)
    assert r["utility"]["label"] == "healthcare" and r["utility"]["source"] == "given"


@pytest.mark.parametrize("kwargs,exc", [
    (dict(text=""), InputError), (dict(text="  \n\t "), InputError),
    (dict(k_max=0), InputError), (dict(k_max=21), InputError), (dict(k_max=True), InputError),
    (dict(algorithm="magic"), InputError), (dict(objective="nope"), InputError),
    (dict(client="Nobody Inc"), NotFound), (dict(utility="mining"), NotFound),
])
def test_bad_input(tiny_model, kwargs, exc):
    args = dict(text=TEXT)
    args.update(kwargs)
    text = args.pop("text")
    with pytest.raises(exc):
        analyze(text, tiny_model, **args)


def test_text_without_vocabulary(tiny_model):
    r = analyze("zzzz qqqq", tiny_model, k_max=3)
    assert r["terms"] == [] and all(lv["terms"] == [] for lv in r["levels"])


def _problem(prior):
    # 3 clients, 4 features that all point at client 0
    loglik = np.log(np.array([[0.4, 0.3, 0.2, 0.1], [0.1, 0.2, 0.3, 0.4], [0.25, 0.25, 0.25, 0.25]]))
    counts = np.array([2.0, 1.0, 1.0, 1.0])
    return DocumentProblem(loglik=loglik, log_prior=np.log(np.array(prior)), counts=counts, client=0,
                           order_score=loglik[0] - np.array(prior) @ loglik)


def test_lp_infeasible_is_reported():
    problem = _problem([0.8, 0.1, 0.1])        # the prior alone keeps client 0 on top
    levels = k_redactor(problem, 3, np.ones(4))
    assert levels.confusable == [True, False, False]
    assert any("LP infeasible" in n for n in levels.notes)
    assert all((a <= b).all() for a, b in zip(levels.suppressed, levels.suppressed[1:]))


def test_redactors_agree_on_feasible_problem():
    problem = _problem([1 / 3, 1 / 3, 1 / 3])
    for levels in (k_redactor(problem, 3, np.ones(4)), simple_redactor(problem, 3)):
        assert levels.confusable == [True, True, True]
        for k, mask in enumerate(levels.suppressed, start=1):
            assert problem.confusable(~mask, k)


@pytest.mark.parametrize("seed", range(8))
def test_random_problems_nested_and_verified(seed):
    rng = np.random.default_rng(seed)
    C, U, n = 12, 3, 40
    loglik = np.log(rng.dirichlet(np.ones(n) * 0.3, size=C))
    uloglik = np.log(rng.dirichlet(np.ones(n) * 0.5, size=U))
    counts = rng.integers(0, 4, size=n).astype(float)
    s = int(rng.integers(C))
    prior = np.full(C, -np.log(C))
    problem = DocumentProblem(loglik=loglik, log_prior=prior, counts=counts, client=s,
                              order_score=loglik[s] - loglik.mean(axis=0))
    uprior = np.full(U, -np.log(U))
    u = int(np.argmax(uprior + uloglik @ counts))
    w = np.maximum(uloglik[u] - uloglik.mean(axis=0), 0) + 0.1
    preferred = rng.random(C) < 0.5
    for levels in (simple_redactor(problem, 6),
                   k_redactor(problem, 6, w),
                   k_redactor(problem, 6, w, preferred=preferred, keep_utility=(uloglik, uprior, u))):
        assert len(levels.suppressed) == 6
        for a, b in zip(levels.suppressed, levels.suppressed[1:]):
            assert not (a & ~b).any()                          # nested
        for k, (mask, ok) in enumerate(zip(levels.suppressed, levels.confusable), start=1):
            assert ok == problem.confusable(~mask, k)           # flag is the truth
            assert ok                                           # uniform priors: always reachable
            assert not (mask & (counts == 0)).any()             # only words present are suppressed


@pytest.mark.parametrize("seed", range(4))
def test_k_redactor_levels_are_minimal(seed):
    """After the restore pass no word suppressed at level k can be put back at that level."""
    rng = np.random.default_rng(100 + seed)
    C, n = 10, 30
    loglik = np.log(rng.dirichlet(np.ones(n) * 0.3, size=C))
    counts = rng.integers(1, 3, size=n).astype(float)
    prior = np.full(C, -np.log(C))
    problem = DocumentProblem(loglik=loglik, log_prior=prior, counts=counts, client=0,
                              order_score=loglik[0] - loglik.mean(axis=0))
    levels = k_redactor(problem, 5, np.ones(n))
    for k in range(2, 6):
        new = levels.suppressed[k - 1] & ~levels.suppressed[k - 2]
        for i in np.flatnonzero(new):
            kept = ~levels.suppressed[k - 1]
            kept[i] = True
            assert not problem.confusable(kept, k)


def test_alias_tokens_leave_the_model_input(tiny_model):
    """Words inside the client's name/aliases are not counted again as model words."""
    text = "Acme Robotics and ACME Corp: Acme Robotics welding robots on the factory floor."
    r = analyze(text, tiny_model, client="Acme Robotics", k_max=2, algorithm="simple")
    spans = {tuple(o) for t in r["terms"] for o in t["occurrences"]}
    assert (0, 13) in spans and (18, 27) in spans          # "Acme Robotics", "ACME Corp"
    words = {t["term"] for t in r["terms"]}
    # both "robotics" tokens sit inside "Acme Robotics": the word itself is never a candidate
    assert "robotics" not in words and "acme" not in words
