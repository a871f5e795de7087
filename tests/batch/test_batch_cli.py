"""`veil batch` as a command: refusals, exit codes, and Ctrl-C leaving no partial output."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

from veil.cli import main


def test_cli_refuses_empty_src_and_dest_inside_src(tmp_path, capsys, model_dir, monkeypatch):
    monkeypatch.setenv("VEIL_MODEL_DIR", str(model_dir))
    (tmp_path / "empty").mkdir()
    assert main(["batch", str(tmp_path / "empty"), str(tmp_path / "out"), "--model", "tiny"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("veil: error: no documents") and err.count("\n") == 1
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.txt").write_text("hello")
    assert main(["batch", str(tmp_path / "src"), str(tmp_path / "src" / "out")]) == 2
    assert "inside SRC" in capsys.readouterr().err
    assert not (tmp_path / "src" / "out").exists() and not (tmp_path / "out").exists()


def test_ctrl_c_leaves_only_complete_outputs(tmp_path, tiny_corpus_dir, model_dir):
    src = tmp_path / "src"
    files = sorted(p for p in (tiny_corpus_dir / "Cedar Health").glob("doc*"))
    total = 160  # enough documents for the interrupt to land mid-run
    for i in range(total):
        f = files[i % len(files)]
        target = src / f"part{i // 100}" / f"{i:03d}{f.suffix}"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(f, target)
        with open(target, "a", encoding="utf-8") as fh:
            fh.write(f"\nReference number {i}.\n")
    dest = tmp_path / "out"
    env = dict(os.environ, VEIL_MODEL_DIR=str(model_dir))
    cmd = [sys.executable, "-c", "import sys; from veil.cli import main; sys.exit(main())", "batch", str(src), str(dest), "--model", "tiny",
           "--k", "2", "--no-pii", "--workers", "2", "--quiet"]
    # as in a terminal, the run starts with Ctrl-C at its default: a test run launched in the background
    # ("make test &") has SIGINT ignored, and a child would inherit that
    proc = subprocess.Popen(cmd, env=env, start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    manifest = dest / ".veil-batch" / "manifest.jsonl"
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        if manifest.exists() and manifest.read_bytes().count(b"\n") >= 10:
            break
        time.sleep(0.02)
    os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C in a terminal does: the whole group
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()
    assert b"interrupted" in err

    assert not [p for p in dest.rglob("*") if p.name.endswith(".part")]
    outputs = [p for p in dest.rglob("*.*") if p.suffix in (".txt", ".md")]
    done = [json.loads(line) for line in manifest.read_text().splitlines()]
    assert 10 <= len(outputs) < total
    assert sorted(p.relative_to(dest).as_posix() for p in outputs) == sorted(d["relpath"] for d in done)
    assert (dest / "report.html").exists() and "INTERRUPTED" in (dest / "report.html").read_text()

    # every output that exists is whole: UTF-8, as many lines as its source, last line intact
    for out in outputs:
        source = src / out.relative_to(dest)
        text = out.read_text(encoding="utf-8")
        number = int(out.stem)
        assert text.count("\n") == source.read_text(encoding="utf-8").count("\n")
        assert text.endswith(f" {number}.\n"), out

    # and the same command finishes the job, redoing nothing
    finish = subprocess.run(cmd + ["--json"], env=env, capture_output=True, timeout=120)
    assert finish.returncode == 0, finish.stderr.decode()
    summary = json.loads(finish.stdout)
    assert summary["skipped"] == len(outputs) and summary["done"] == total - len(outputs)


def test_cli_unknown_model_is_refused_before_work(tmp_path, capsys, model_dir, monkeypatch):
    monkeypatch.setenv("VEIL_MODEL_DIR", str(model_dir))
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.txt").write_text("hello there")
    assert main(["batch", str(tmp_path / "src"), str(tmp_path / "out"), "--model", "nope"]) == 2
    assert "unknown model 'nope'" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
