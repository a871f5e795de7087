"""``veil eval cii``: the paper's evaluation of the redactors on 20 Newsgroups.

Train a client model on the train split (sensitive = newsgroup, utility =
top-level group), redact every test post with its true newsgroup and utility
class at each k, and measure, per setting (algorithm x utility objective) and k:

- ``verified``: share of posts whose redacted *text*, re-tokenised and re-scored
  by the model, has at least k-1 other groups scoring at least as high as the
  true group (ties count: tied groups are indistinguishable);
- ``sens_err@1``: the model's top guess is not the true group;
- ``util_acc``: the utility head's top guess is the true utility class;
- ``k-eval`` (Cumby & Ghani, Table 1) = mean over posts of
  ``(util_acc + sens_err@(k-1) + sens_acc@k) / 3`` where ``sens_err@(k-1)`` =
  true group not among the model's k-1 best guesses and ``sens_acc@k`` = true
  group among its k best guesses; ties are broken uniformly at random, so a
  post's term is the *expected* value (e.g. with a = groups strictly ahead and
  t = groups tied, P(true group within g guesses) = clip((g-a)/(t+1), 0, 1));
- ``suppressed``: mean share of a post's distinct in-vocabulary words that are
  gone from the redacted text (posts with no vocabulary word are left out);
- unseen attackers: LogisticRegression and LinearSVC on TF-IDF of the
  *unredacted* training posts, accuracy@1 and accuracy@(k-1) on the redacted
  test posts.
"""

from __future__ import annotations

import datetime as _dt
import json
import sys
import time

import numpy as np

from veil.cii.analysis import analyze
from veil.cii.model import ClientModel
from veil.cii.newsgroups import load_20newsgroups, utility_of
from veil.fileio import atomic_write_text
from veil.sysinfo import machine

#: (label, algorithm, objective)
SETTINGS = {
    "simple": ("simple", "ova"),
    "k-redactor/ova": ("k-redactor", "ova"),
    "k-redactor/odds-ratio": ("k-redactor", "odds-ratio"),
    "k-redactor/info-gain": ("k-redactor", "info-gain"),
    "k-redactor/freq-logp": ("k-redactor", "freq-logp"),
}


def add_arguments(parser) -> None:
    parser.add_argument("--corpus", required=True,
                        help="20news-bydate.tar.gz or the folder it extracts to")
    parser.add_argument("--k", type=int, nargs="+", default=[2, 3, 4, 5], help="levels (default 2 3 4 5)")
    parser.add_argument("--settings", nargs="+", default=list(SETTINGS), choices=list(SETTINGS),
                        metavar="SETTING", help=f"algorithm/objective settings (default: all of {', '.join(SETTINGS)})")
    parser.add_argument("--features", type=int, default=10000)
    parser.add_argument("--learned-prior", action="store_true",
                        help="learn client priors (default: uniform, as the demo model)")
    parser.add_argument("--limit", type=int, help="evaluate a seeded random sample of N test posts")
    parser.add_argument("--no-attackers", action="store_true", help="skip the unseen attackers")
    parser.add_argument("--output", metavar="MD", help="write the results as Markdown")
    parser.add_argument("--json", metavar="FILE", help="write the results as JSON")


def _blank(text: str, spans) -> str:
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars)


def within_top(scores: np.ndarray, s: int, g: int) -> float:
    """P(true class among the top g guesses), ties broken uniformly at random."""
    if g <= 0:
        return 0.0
    d = scores - scores[s]
    ahead = np.count_nonzero(d > 1e-9)
    tied = np.count_nonzero(np.abs(d) <= 1e-9) - 1
    return float(np.clip((g - ahead) / (tied + 1), 0.0, 1.0))


def _attackers(train_texts, train_labels, progress):
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.svm import LinearSVC

    from veil.tokens import TOKEN_PATTERN

    vec = TfidfVectorizer(token_pattern=TOKEN_PATTERN, stop_words="english", sublinear_tf=True, min_df=2)
    X = vec.fit_transform(train_texts)
    out = {}
    for name, clf in (("LogReg", LogisticRegression(C=10.0, max_iter=300)), ("LinearSVC", LinearSVC(C=0.5))):
        t0 = time.perf_counter()
        clf.fit(X, train_labels)
        if progress:
            print(f"  attacker {name} trained in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
        out[name] = clf
    return vec, out


def _attack(vec, clf, texts, labels, ks):
    scores = clf.decision_function(vec.transform(texts))
    classes = list(clf.classes_)
    y = np.array([classes.index(g) for g in labels])
    rank = np.count_nonzero(scores > scores[np.arange(len(y)), y][:, None], axis=1)
    return {"acc@1": float(np.mean(rank < 1)), **{f"acc@{g}": float(np.mean(rank < g)) for g in ks}}


def evaluate(corpus, *, ks=(2, 3, 4, 5), settings=tuple(SETTINGS), features=10000, fit_prior=False,
             limit=None, attackers=True, progress=True) -> dict:
    """Run the evaluation; returns a JSON-able dict (see the module docstring)."""
    ks = sorted(set(int(k) for k in ks))
    k_max = max(ks)
    t0 = time.perf_counter()
    data = load_20newsgroups(corpus)
    train_texts, train_groups = data["train"]
    test_texts, test_groups = data["test"]
    if limit:
        sel = np.sort(np.random.default_rng(2011).choice(len(test_texts), min(limit, len(test_texts)),
                                                         replace=False))
        test_texts = [test_texts[i] for i in sel]
        test_groups = [test_groups[i] for i in sel]
    model = ClientModel(n_features=features, fit_prior=fit_prior).fit(
        train_texts, train_groups, [utility_of(g) for g in train_groups])
    if progress:
        print(f"model trained in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    result = {"test_posts": len(test_texts), "train_posts": len(train_texts), "features": features,
              "fit_prior": fit_prior, "ks": ks, "settings": {}}

    docs = [model.document(t) for t in test_texts]
    S = np.array([model.class_index_[g] for g in test_groups])
    U = np.array([model.utility_index_[utility_of(g)] for g in test_groups])
    base_c = [model.joint_log_scores(i, c) for i, c, _ in docs]
    base_u = [model.utility_joint_log_scores(i, c) for i, c, _ in docs]
    result["unredacted"] = {
        "model_acc@1": float(np.mean([within_top(sc, s, 1) for sc, s in zip(base_c, S)])),
        "util_acc": float(np.mean([np.argmax(us) == u for us, u in zip(base_u, U)])),
    }
    if attackers:
        vec, clfs = _attackers(train_texts, train_groups, progress)
        result["unredacted"]["attackers"] = {n: _attack(vec, c, test_texts, test_groups, [g - 1 for g in ks])
                                            for n, c in clfs.items()}

    example = _table2_post(model, test_groups, docs)
    result["table2"] = {"post_index": example, "group": test_groups[example], "words": {}}
    for label in settings:
        algorithm, objective = SETTINGS[label]
        rows = {k: {"verified": [], "flag": [], "sens_err@1": [], "util_acc": [], "keval": [],
                    "err@k-1": [], "acc@k": [], "suppressed": []} for k in ks}
        redacted = {k: [] for k in ks}
        times, notes, infeasible, repaired = [], 0, 0, 0
        t1 = time.perf_counter()
        iterator = range(len(test_texts))
        if progress:
            from tqdm import tqdm

            iterator = tqdm(iterator, desc=label, unit="post", file=sys.stderr, mininterval=5)
        for d in iterator:
            text, g = test_texts[d], test_groups[d]
            s, u = S[d], U[d]
            ta = time.perf_counter()
            r = analyze(text, model, client=g, utility=utility_of(g), k_max=k_max,
                        algorithm=algorithm, objective=objective)
            times.append(time.perf_counter() - ta)
            notes += bool(r["notes"])
            infeasible += any("infeasible" in n for n in r["notes"])
            repaired += any("repaired" in n for n in r["notes"])
            n_feat = len(docs[d][0])
            for k in ks:
                spans = [sp for t in r["terms"] if t["k_min"] <= k for sp in t["occurrences"]]
                red = _blank(text, spans)
                redacted[k].append(red)
                idx, cnt, _ = model.document(red)
                sc = model.joint_log_scores(idx, cnt)
                us = model.utility_joint_log_scores(idx, cnt)
                row = rows[k]
                ahead_or_tied = np.count_nonzero(sc - sc[s] >= -1e-9) - 1
                row["verified"].append(ahead_or_tied >= k - 1)
                row["flag"].append(r["levels"][k - 1]["confusable"])
                row["sens_err@1"].append(1.0 - within_top(sc, s, 1))
                ua = float(np.argmax(us) == u)
                err = 1.0 - within_top(sc, s, k - 1)
                acc = within_top(sc, s, k)
                row["util_acc"].append(ua)
                row["err@k-1"].append(err)
                row["acc@k"].append(acc)
                row["keval"].append((ua + err + acc) / 3.0)
                if n_feat:
                    row["suppressed"].append(1.0 - len(idx) / n_feat)
            if d == example:
                result["table2"]["words"][label] = {
                    k: [t["term"] for t in sorted((t for t in r["terms"] if t["k_min"] <= k),
                                                  key=lambda t: -t["score"])[:10]]
                    for k in (2, 5) if k <= k_max}
        per_k = {}
        for k in ks:
            row = rows[k]
            per_k[k] = {key: float(np.mean(v)) if v else None for key, v in row.items()}
            if attackers:
                per_k[k]["attackers"] = {n: _attack(vec, c, redacted[k], test_groups, [1, k - 1])
                                         for n, c in clfs.items()}
        result["settings"][label] = {
            "algorithm": algorithm, "objective": objective, "per_k": per_k,
            "keval_mean": float(np.mean([per_k[k]["keval"] for k in ks])),
            "suppressed_mean": float(np.mean([per_k[k]["suppressed"] for k in ks])),
            "all_verified": bool(all(per_k[k]["verified"] == 1.0 for k in ks)),
            "posts_with_notes": notes,
            "posts_lp_infeasible": infeasible,
            "posts_repaired": repaired,
            "ms_per_post_median": float(np.median(times) * 1000),
            "seconds": round(time.perf_counter() - t1, 1),
        }
        if progress:
            s_ = result["settings"][label]
            print(f"{label}: k-eval {s_['keval_mean']:.3f}, suppressed {s_['suppressed_mean']:.3f}, "
                  f"verified {s_['all_verified']}", file=sys.stderr)
    result["seconds"] = round(time.perf_counter() - t0, 1)
    return result


def _table2_post(model, groups, docs) -> int:
    """The first alt.atheism test post the model gets right that has >= 60 distinct vocabulary words."""
    fallback = None
    for i, g in enumerate(groups):
        if g != "alt.atheism":
            continue
        fallback = i if fallback is None else fallback
        idx, cnt, _ = docs[i]
        if len(idx) >= 60 and model.classes_[int(np.argmax(model.joint_log_scores(idx, cnt)))] == g:
            return i
    return fallback if fallback is not None else 0




def to_markdown(result: dict, command: str) -> str:
    """Render a result dict as the Markdown results file."""
    ks = result["ks"]
    lines = [
        "# CII evaluation on 20 Newsgroups (bydate)",
        "",
        f"- command: `{command}`",
        f"- date: {_dt.datetime.now(_dt.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- machine: {machine()} (shared with other jobs: timings are noisy)",
        f"- data: {result['train_posts']} train / {result['test_posts']} test posts, headers stripped "
        f"except Subject; {result['features']} features; "
        f"{'learned' if result['fit_prior'] else 'uniform'} client priors",
        f"- total time: {result['seconds']} s",
        "",
        "k-eval convention (Cumby & Ghani Table 1): per post "
        "`(util_acc@1 + sens_err@(k-1) + sens_acc@k) / 3`, averaged over posts, then over "
        f"k = {', '.join(map(str, ks))}; ties in the model's ranking are broken uniformly at random "
        "(expected value). `verified` = share of redacted posts whose re-tokenised text has >= k-1 other "
        "groups scoring at least as high as the true group on the full model score (priors included). "
        "`suppressed` = share of a post's distinct vocabulary words removed. Attackers: TF-IDF + "
        "LogisticRegression / LinearSVC trained on the unredacted train posts; `acc@g` = true group "
        "among the attacker's g best guesses.",
        "",
        "## Unredacted baseline",
        "",
        f"- model (NB) accuracy@1: {result['unredacted']['model_acc@1']:.3f}; "
        f"utility accuracy: {result['unredacted']['util_acc']:.3f}",
    ]
    for name, a in result["unredacted"].get("attackers", {}).items():
        lines.append(f"- {name}: " + ", ".join(f"{k} {v:.3f}" for k, v in a.items()))
    lines += ["", "## Summary (averaged over k)", "",
              "| setting | k-eval | suppressed | all verified | posts with an infeasible LP (greedy fallback) "
              "| posts with a repaired LP rounding | median ms/post |",
              "|---|---|---|---|---|---|---|"]
    for label, s in result["settings"].items():
        lines.append(f"| {label} | {s['keval_mean']:.3f} | {s['suppressed_mean']:.3f} | "
                     f"{'yes' if s['all_verified'] else 'NO'} | {s.get('posts_lp_infeasible', '-')} | "
                     f"{s.get('posts_repaired', '-')} | "
                     f"{s['ms_per_post_median']:.1f} |")
    has_att = any("attackers" in s["per_k"][ks[0]] for s in result["settings"].values())
    head = "| setting | k | verified | k-eval | util_acc | sens_err@1 | sens_err@(k-1) | sens_acc@k | suppressed |"
    sep = "|---|---|---|---|---|---|---|---|---|"
    if has_att:
        head += " LogReg acc@1 | LogReg acc@(k-1) | LinearSVC acc@1 | LinearSVC acc@(k-1) |"
        sep += "---|---|---|---|"
    lines += ["", "## Per level", "", head, sep]
    for label, s in result["settings"].items():
        for k in ks:
            r = s["per_k"][k]
            line = (f"| {label} | {k} | {r['verified']:.4f} | {r['keval']:.3f} | {r['util_acc']:.3f} | "
                    f"{r['sens_err@1']:.3f} | {r['err@k-1']:.3f} | {r['acc@k']:.3f} | {r['suppressed']:.3f} |")
            if has_att:
                a = r["attackers"]
                line += (f" {a['LogReg']['acc@1']:.3f} | {a['LogReg'][f'acc@{k - 1}']:.3f} | "
                         f"{a['LinearSVC']['acc@1']:.3f} | {a['LinearSVC'][f'acc@{k - 1}']:.3f} |")
            lines.append(line)
    t2 = result["table2"]
    lines += ["", f"## Table 2 analogue: top 10 suppressed words of one {t2['group']} test post "
                  f"(test post #{t2['post_index']} in file order: the first one the model gets right with >= 60 "
                  "vocabulary words), by SIMPLEREDACTOR score", ""]
    for label, words in t2["words"].items():
        for k, ws in words.items():
            lines.append(f"- {label}, k={k}: {', '.join(ws)}")
    return "\n".join(lines) + "\n"


def run(args) -> int:
    from veil.errors import InputError

    if any(k < 2 or k > 20 for k in args.k):
        raise InputError("--k values must be between 2 and 20")
    result = evaluate(args.corpus, ks=args.k, settings=args.settings, features=args.features,
                      fit_prior=args.learned_prior, limit=args.limit, attackers=not args.no_attackers,
                      progress=True)
    if sys.argv[1:3] == ["eval", "cii"]:
        command = "veil eval cii " + " ".join(sys.argv[3:])
    else:
        command = "python " + " ".join(sys.argv)
    md = to_markdown(result, command)
    if args.output:
        atomic_write_text(args.output, md)
    if args.json:
        atomic_write_text(args.json, json.dumps(result, indent=1, default=str) + "\n")
    print(md)
    return 0
