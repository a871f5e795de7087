"""Benchmark: retrain the demo model through the admin API while a client keeps calling the API.

Copies the shipped model store to a temporary folder, starts ``veil serve
--no-https`` (gunicorn, 2 workers) on it with a random ``VEIL_ADMIN_TOKEN``,
and runs a request loop (``POST /api/analyze`` on 20NG test posts, one
request at a time) for the whole run.  Then, end to end through HTTP:

1. zip the 20NG *train* split as a corpus (``<newsgroup>/<id>.txt`` +
   ``utility.csv``) and ``POST /api/admin/models/demo-20news/train``;
2. poll ``GET /api/admin/jobs/<id>`` until the job has succeeded;
3. ``POST /api/admin/models/demo-20news/activate`` the new version.

Reports the time of each step and the total (target <= 120 s), the training
report (held-out accuracy of both heads, k-eval), and what the request loop
saw: number of requests, errors (target 0), model versions answered before
and after the swap.  Also times 401 answers for a wrong token that is
"near" (right length, last character wrong) and "far" (short, all wrong),
interleaved, and reports their medians.

Usage::

    .venv/bin/python benchmarks/admin_retrain.py /work/shared/datasets/20news-bydate.tar.gz \\
        [--out benchmarks/results/admin_retrain.md]
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import zipfile
from pathlib import Path
from veil.sysinfo import machine

ROOT = Path(__file__).resolve().parents[1]


def http(method: str, url: str, body: bytes | None = None, headers: dict | None = None,
         timeout: float = 120):
    req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def corpus_zip(texts, groups) -> bytes:
    from veil.cii.newsgroups import utility_of

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for i, (text, group) in enumerate(zip(texts, groups)):
            zf.writestr(f"20news-train/{group}/{i:05d}.txt", text)
        rows = "client,utility\n" + "".join(f"{g},{utility_of(g)}\n" for g in sorted(set(groups)))
        zf.writestr("20news-train/utility.csv", rows)
    return buf.getvalue()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]




def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dataset", help="20news-bydate.tar.gz or its extracted folder")
    ap.add_argument("--model", default="demo-20news")
    ap.add_argument("--out", default=str(ROOT / "benchmarks/results/admin_retrain.md"))
    args = ap.parse_args(argv)

    from veil.cii.newsgroups import load_20newsgroups
    from veil.fileio import atomic_write_text

    data = load_20newsgroups(args.dataset)
    archive = corpus_zip(*data["train"])
    probes = data["test"][0][::500][:15]

    work = Path(tempfile.mkdtemp(prefix="veil-admin-bench-"))
    store = work / "client_models"
    shutil.copytree(ROOT / "client_models", store)
    token = secrets.token_urlsafe(32)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, VEIL_MODEL_DIR=str(store), VEIL_ADMIN_TOKEN=token, VEIL_WORKERS="2",
               VEIL_DEFAULT_MODEL=args.model)
    server = subprocess.Popen([str(Path(sys.executable).with_name("veil")), "serve", "--no-https",
                               "--port", str(port), "--workers", "2"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    auth = {"Authorization": f"Bearer {token}"}
    loop = {"ok": 0, "errors": [], "versions": [], "stop": threading.Event()}
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                if http("GET", base + "/api/health", timeout=2)[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.5)
        else:
            raise SystemExit("server did not start")
        old = json.loads(http("GET", base + f"/api/admin/models/{args.model}/versions",
                              headers=auth)[1])
        old_active = next(v["version"] for v in old if v["active"])

        def request_loop():
            i = 0
            while not loop["stop"].is_set():
                body = json.dumps({"text": probes[i % len(probes)], "k_max": 3, "pii": True}).encode()
                i += 1
                started = time.perf_counter()
                try:
                    status, raw = http("POST", base + "/api/analyze", body,
                                       {"Content-Type": "application/json"}, timeout=60)
                except OSError as exc:
                    loop["errors"].append(f"{type(exc).__name__}")
                    continue
                if status == 200:
                    loop["ok"] += 1
                    loop["versions"].append((started, json.loads(raw)["version"]))
                else:
                    loop["errors"].append(status)

        thread = threading.Thread(target=request_loop, daemon=True)
        thread.start()
        time.sleep(2)

        t0 = time.perf_counter()
        status, raw = http("POST", base + f"/api/admin/models/{args.model}/train",
                           archive, {**auth, "Content-Type": "application/zip"}, timeout=300)
        t_upload = time.perf_counter() - t0
        if status != 202:
            raise SystemExit(f"upload failed: {status} {raw[:300]!r}")
        job = json.loads(raw)
        while job["state"] in ("queued", "running"):
            time.sleep(0.5)
            job = json.loads(http("GET", base + f"/api/admin/jobs/{job['id']}", headers=auth)[1])
        t_trained = time.perf_counter() - t0
        if job["state"] != "succeeded":
            raise SystemExit(f"training failed: {job.get('error')}")
        t_swap = time.perf_counter()
        status, raw = http("POST", base + f"/api/admin/models/{args.model}/activate",
                           json.dumps({"version": job["version"]}).encode(),
                           {**auth, "Content-Type": "application/json"})
        t_active = time.perf_counter()
        t_total = t_active - t0
        assert status == 200, raw
        time.sleep(5)
        loop["stop"].set()
        thread.join(timeout=60)

        # 401 timing: near vs far wrong tokens, interleaved
        near_token = token[:-1] + ("A" if token[-1] != "A" else "B")
        near, far = [], []
        for _ in range(200):
            for bucket, tok in ((near, near_token), (far, "x")):
                t = time.perf_counter()
                s, _ = http("GET", base + "/api/admin/jobs", headers={"Authorization": f"Bearer {tok}"})
                bucket.append(time.perf_counter() - t)
                assert s == 401
    finally:
        loop["stop"].set()
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)

    before = sorted({v for t, v in loop["versions"] if t < t_swap})
    after = sorted({v for t, v in loop["versions"] if t > t_active})
    report = job["report"]
    lines = [
        "# Admin retraining through the API (`/api/admin`)", "",
        f"- Command: `{' '.join([Path(sys.executable).name, *sys.argv])}`",
        f"- Date: {dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC",
        f"- Machine: {machine()}; shared with other jobs (load average at the end: "
        f"{os.getloadavg()[0]:.2f})",
        "- Server: `veil serve --no-https --workers 2` (gunicorn) on a copy of client_models/",
        f"- Corpus: 20NG train split, {report['corpus']['documents']} posts, "
        f"{report['corpus']['clients']} clients, zip of {len(archive) / 1e6:.1f} MB", "",
        "| step | seconds since upload start |", "|---|---|",
        f"| upload + checks + job queued (202) | {t_upload:.1f} |",
        f"| training done (job succeeded) | {t_trained:.1f} |",
        f"| new version active | **{t_total:.1f}** (target <= 120) |", "",
        f"- Training process: {report['training_seconds']} s (two fits: 80 % for the report, 100 % shipped; "
        f"k-eval on {report['k_eval']['documents']} held-out posts)",
        f"- Held-out accuracy: client head {report['heldout']['client_accuracy']}, "
        f"utility head {report['heldout']['utility_accuracy']} ({report['heldout']['documents']} posts)",
        f"- k-eval (k=2..5 mean): {report['k_eval']['mean']}; per k: {json.dumps(report['k_eval']['k'])}",
        f"- Request loop during the run: {loop['ok']} answers, **{len(loop['errors'])} errors** "
        f"{loop['errors'][:5] if loop['errors'] else ''}(target 0)",
        f"- Versions answered to requests started before the swap: {before} (old active {old_active}); "
        f"started after it: {after} (new {job['version']})",
        f"- 401 latency, wrong token near (same length, last char) vs far (1 char): median "
        f"{statistics.median(near) * 1e3:.2f} ms vs {statistics.median(far) * 1e3:.2f} ms "
        f"(ratio {statistics.median(near) / statistics.median(far):.3f}; 200 interleaved requests each; "
        "tokens are compared as SHA-256 digests with hmac.compare_digest)",
    ]
    atomic_write_text(args.out, "\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0 if not loop["errors"] and t_total <= 120 else 1


if __name__ == "__main__":
    sys.exit(main())
