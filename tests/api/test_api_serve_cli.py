"""`veil serve` (gunicorn, HTTPS with the generated certificate), the certificate, `veil analyze`/`veil redact`."""

from __future__ import annotations

import json
import os
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from veil.certs import ensure_certificate
from veil.cli import main

TINY = Path(__file__).resolve().parents[1] / "fixtures" / "tiny_corpus"


def test_certificate_is_generated_once_and_covers_localhost(tmp_path):
    from cryptography import x509

    cert_path, key_path = ensure_certificate(tmp_path)
    cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert "localhost" in san.get_values_for_type(x509.DNSName)
    assert {str(ip) for ip in san.get_values_for_type(x509.IPAddress)} >= {"127.0.0.1", "::1"}
    assert key_path.stat().st_mode & 0o077 == 0
    first = cert_path.read_bytes()
    assert ensure_certificate(tmp_path)[0].read_bytes() == first        # reused
    cert_path.write_text("garbage")
    assert ensure_certificate(tmp_path)[0].read_bytes() != first        # regenerated


@pytest.fixture()
def tiny_env(model_dir, monkeypatch):
    monkeypatch.setenv("VEIL_MODEL_DIR", str(model_dir))
    monkeypatch.setenv("VEIL_DEFAULT_MODEL", "tiny")


def test_analyze_cli_json_and_table(tiny_env, capsys):
    doc = TINY / "Acme Robotics" / "doc2.txt"
    assert main(["analyze", str(doc), "--json", "--k-max", "3"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["client"]["label"] == "Acme Robotics"
    assert [lvl["k"] for lvl in result["levels"]] == [1, 2, 3]
    assert main(["analyze", str(doc)]) == 0
    table = capsys.readouterr().out
    assert "client  Acme Robotics (predicted)" in table and "PII" in table


def test_redact_cli_text_and_docx(tiny_env, tmp_path, capsys):
    import docx

    from veil.docx import extract_parts_text

    src = TINY / "Acme Robotics" / "doc1.txt"
    out = tmp_path / "out.txt"
    assert main(["redact", str(src), "-o", str(out), "--k", "3"]) == 0
    redacted = out.read_text()
    assert "Acme Robotics" not in redacted and "[CLIENT]" in redacted
    d = docx.Document()
    d.add_paragraph(src.read_text())
    d.sections[0].footer.paragraphs[0].text = "Prepared for ACME Corp"
    d.save(tmp_path / "in.docx")
    assert main(["redact", str(tmp_path / "in.docx"), "-o", str(tmp_path / "out.docx")]) == 0
    text = "\n".join(extract_parts_text((tmp_path / "out.docx").read_bytes()).values())
    assert "Acme" not in text and "ACME" not in text
    assert not list(tmp_path.glob("*.part"))


def test_cli_bad_input(tiny_env, tmp_path, capsys):
    (tmp_path / "a.pdf").write_bytes(b"%PDF")
    assert main(["redact", str(tmp_path / "a.pdf"), "-o", str(tmp_path / "b.pdf")]) == 2
    assert "unsupported file type" in capsys.readouterr().err
    assert main(["analyze", str(tmp_path / "missing.txt")]) == 2
    (tmp_path / "fake.docx").write_bytes(b"not a zip")
    assert main(["redact", str(tmp_path / "fake.docx"), "-o", str(tmp_path / "o.docx")]) == 2
    assert not (tmp_path / "o.docx").exists()
    (tmp_path / "a.txt").write_text("Acme Robotics builds robots.")
    assert main(["redact", str(tmp_path / "a.txt"), "-o", str(tmp_path / "a.docx")]) == 2
    assert main(["analyze", str(tmp_path / "a.txt"), "--model", "nope"]) == 2
    assert "unknown model" in capsys.readouterr().err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_veil_serve_https_under_gunicorn(model_dir, tmp_path):
    port = _free_port()
    env = {**os.environ, "VEIL_MODEL_DIR": str(model_dir), "VEIL_DEFAULT_MODEL": "tiny",
           "VEIL_CERT_DIR": str(tmp_path / "certs")}
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from veil.cli import main; sys.exit(main())", "serve", "--port", str(port), "--workers", "1"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        ctx = None
        deadline = time.time() + 60
        while time.time() < deadline:
            cert = tmp_path / "certs" / "localhost.crt"
            if cert.exists() and ctx is None:
                ctx = ssl.create_default_context(cafile=str(cert))
            try:
                with urllib.request.urlopen(f"https://localhost:{port}/api/health", context=ctx,
                                            timeout=5) as r:
                    health = json.load(r)
                break
            except (OSError, ssl.SSLError):
                assert proc.poll() is None, proc.stdout.read().decode()[-2000:]
                time.sleep(0.3)
        else:
            pytest.fail("veil serve did not answer within 60 s")
        assert health["status"] == "ok" and health["models"] == ["tiny"]
        body = json.dumps({"text": (TINY / "Acme Robotics" / "doc1.txt").read_text()}).encode()
        req = urllib.request.Request(f"https://localhost:{port}/api/analyze", data=body,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, context=ctx, timeout=30) as r:
            assert json.load(r)["client"]["label"] == "Acme Robotics"
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            out, _ = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
    log = out.decode()
    assert "Booting worker" in log and "models available: tiny" in log
    assert "Acme" not in log                 # the access log holds no document text


def test_serve_options(tmp_path, monkeypatch):
    from veil.cli import build_parser
    from veil.cli.serve import gunicorn_options

    monkeypatch.setenv("VEIL_CERT_DIR", str(tmp_path))
    plain = gunicorn_options(build_parser().parse_args(["serve", "--no-https", "--port", "3100",
                                                        "--workers", "3"]))
    assert plain["bind"] == "127.0.0.1:3100" and plain["workers"] == 3
    assert "certfile" not in plain and plain["preload_app"] is True
    tls = gunicorn_options(build_parser().parse_args(["serve", "--host", "::1"]))
    assert tls["bind"] == "[::1]:3000"
    assert Path(tls["certfile"]).parent == tmp_path and Path(tls["keyfile"]).exists()
    assert callable(tls["on_starting"])
