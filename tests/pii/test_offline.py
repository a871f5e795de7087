"""No network: Veil's engine never opens a socket, and the Presidio comparison is made offline."""

import socket

import pytest

from veil.pii.engine import PiiEngine


@pytest.fixture
def no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("network access attempted")
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def test_engine_is_offline(no_network):
    engine = PiiEngine()
    spans = engine.analyze("Mail jane@example.org or visit https://www.example.com, says Jane Doe.")
    assert {s["type"] for s in spans} >= {"EMAIL", "URL"}


def test_presidio_tldextract_uses_bundled_snapshot(no_network, tmp_path, monkeypatch):
    pytest.importorskip("tldextract")
    monkeypatch.setenv("TLDEXTRACT_CACHE", str(tmp_path))   # no cached list: a fetch would be attempted
    from veil.pii.evaluation import make_presidio_offline

    make_presidio_offline()
    import tldextract.tldextract as tx

    assert tx.TLD_EXTRACTOR.suffix_list_urls == ()
    assert tx.extract("mail.example.co.uk").suffix == "co.uk"
