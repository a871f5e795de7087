"""``DEST/report.jsonl`` and ``DEST/report.html``: what a batch did, per document and in sum."""

from __future__ import annotations

import html
import io
import json
from collections import Counter
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path

from veil.fileio import atomic_write_text


def write_reports(dest: Path, summary, options) -> None:
    """Write both reports atomically (called at the end of every run, interrupted or not)."""
    lines = "".join(json.dumps(r, sort_keys=True) + "\n" for r in summary.records)
    atomic_write_text(Path(dest) / "report.jsonl", lines)
    atomic_write_text(Path(dest) / "report.html", render_html(summary, options))


def _svg(fig) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    text = buf.getvalue()
    return text[text.index("<svg"):]  # drop the XML prologue and DOCTYPE for inline use


def _plots(records: list[dict]) -> list[tuple[str, str]]:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    ok = [r for r in records if r.get("status") == "ok"]
    plots = []

    fig = Figure(figsize=(6, 3))
    ax = fig.subplots()
    ax.hist([r.get("suppressed_fraction", 0.0) for r in ok], bins=20, range=(0, 1),
            color="#4a6fa5", edgecolor="white")
    ax.set_xlabel("share of words suppressed")
    ax.set_ylabel("documents")
    plots.append(("Suppressed fraction per document", _svg(fig)))

    counts = Counter()
    for r in ok:
        counts.update(r.get("pii_counts") or {})
    fig = Figure(figsize=(6, max(1.5, 0.35 * len(counts) + 0.8)))
    ax = fig.subplots()
    if counts:
        names, values = zip(*sorted(counts.items(), key=lambda kv: kv[1]))
        ax.barh(names, values, color="#c0504d")
        ax.set_xlabel("detections (all documents)")
    else:
        ax.text(0.5, 0.5, "no personal information found", ha="center", va="center")
        ax.set_axis_off()
    plots.append(("Personal information found, per type", _svg(fig)))

    with_client = [r for r in ok if r.get("client")]
    before = sum(r.get("client_before") == r.get("client") for r in with_client)
    after = sum(bool(r.get("still_first")) for r in with_client)
    n = max(1, len(with_client))
    fig = Figure(figsize=(6, 2))
    ax = fig.subplots()
    ax.barh(["after redaction", "before redaction"], [after / n, before / n], color=["#9bbb59", "#7f7f7f"])
    ax.set_xlim(0, 1)
    ax.set_xlabel("share of documents whose client the model ranks first")
    for y, v in enumerate([after / n, before / n]):
        ax.text(min(v + 0.01, 0.9), y, f"{v:.0%}", va="center")
    plots.append(("Client still identifiable (ranked first by the model)", _svg(fig)))
    return plots


_STYLE = """body{font-family:system-ui,sans-serif;margin:2em;max-width:60em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}
th{background:#f3f3f3}.bad{color:#a00}figure{margin:1.5em 0}figcaption{font-weight:600}"""


def render_html(summary, options) -> str:
    """A self-contained HTML summary: totals, settings, failures and inline SVG plots."""
    s = summary.as_dict()
    records = summary.records
    failures = [r for r in records if r.get("status") == "failed"]
    rows = [("Documents", s["total"]), ("Redacted this run", s["done"]),
            ("Unchanged since last run (skipped)", s["skipped"]), ("Failed", s["failed"]),
            ("Run time (s)", s["seconds"]), ("Documents / s", s["docs_per_second"]),
            ("Words / s", s["words_per_second"]),
            ("Workers", f"{s['workers']} ({s['executor']})")]
    if s["interrupted"]:
        rows.append(("Status", "INTERRUPTED — run the same command again to finish"))
    settings = {k: v for k, v in asdict(options).items() if k != "model_dir"}
    used = next((r for r in records if r.get("model")), None)
    if used:  # the model actually used (the default when none was named) and its version
        settings["model"] = f"{used['model']} (version {used.get('model_version')})"
    out = ["<!doctype html><html lang='en'><head><meta charset='utf-8'>",
           "<title>Veil batch report</title><style>", _STYLE, "</style></head><body>",
           "<h1>Veil batch report</h1>",
           f"<p>Written {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC.</p>",
           "<h2>Totals</h2><table>"]
    out += [f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(str(v))}</td></tr>" for k, v in rows]
    out.append("</table><h2>Settings</h2><table>")
    out += [f"<tr><th>{html.escape(k)}</th><td>{html.escape(str(v))}</td></tr>"
            for k, v in settings.items()]
    out.append("</table>")
    out.append(f"<h2 class='{'bad' if failures else ''}'>Failures ({len(failures)})</h2>")
    if failures:
        out.append("<table><tr><th>File</th><th>Problem</th></tr>")
        out += [f"<tr><td>{html.escape(r['path'])}</td><td>{html.escape(r.get('error', ''))}</td></tr>"
                for r in failures]
        out.append("</table>")
    else:
        out.append("<p>None.</p>")
    out.append("<h2>Plots</h2>")
    for title, svg in _plots(records):
        out.append(f"<figure><figcaption>{html.escape(title)}</figcaption>{svg}</figure>")
    out.append("<p>Per-document details: <code>report.jsonl</code> in this folder.</p></body></html>\n")
    return "\n".join(out)
