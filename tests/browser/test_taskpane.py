"""The real task pane in headless Chromium, against a live server and a fake Word.

The server is the real Flask app (werkzeug in a thread) on the tiny model
store with the real CII and PII engines.  Office.js is replaced, through
Playwright request routing, by ``fake_office.js``: a small Word that records
every call.  There is no network.
"""

from __future__ import annotations

import base64
import io
import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js"
CHROMIUM = os.environ.get("VEIL_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
TINY = HERE.parent / "fixtures" / "tiny_corpus"


def _chromium_or_skip():
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"chromium not found at {CHROMIUM}; CI must install it (apt-get install chromium)")
        pytest.skip(f"chromium not found at {CHROMIUM} (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("playwright is not installed; CI must install the test extras")
        pytest.skip("playwright is not installed (pip install -e '.[test]')")


@pytest.fixture(scope="module")
def server(model_dir):
    """The real app on a free port, served by werkzeug in a thread."""
    from werkzeug.serving import make_server

    from veil.app import create_app
    from veil.config import load_settings

    app = create_app(load_settings(model_dir=model_dir, default_model="tiny"))
    srv = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_port}"
    srv.shutdown()
    thread.join(5)


@pytest.fixture(scope="module")
def browser():
    _chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-dev-shm-usage", "--disable-extensions"])
        yield b
        b.close()


def _docx_b64(text: str) -> str:
    import docx

    d = docx.Document()
    for para in text.split("\n\n"):
        d.add_paragraph(para)
    buf = io.BytesIO()
    d.save(buf)
    return base64.b64encode(buf.getvalue()).decode()


def open_pane(browser, server, text, **config):
    """A page showing the task pane over a fake Word document holding ``text``."""
    context = browser.new_context()
    page = context.new_page()
    api_requests: list[str] = []
    page.on("request", lambda req: api_requests.append(req.url) if "/api/" in req.url else None)
    page.route(OFFICE_JS, lambda route: route.fulfill(
        status=200, content_type="application/javascript", body=(HERE / "fake_office.js").read_text()))
    # anything else off-origin is refused: the pane must not need the network
    page.route(lambda url: not url.startswith(server) and url != OFFICE_JS, lambda route: route.abort())
    import json

    page.add_init_script(f"window.__fakeConfig = {json.dumps({'text': text, **config})};")
    page.goto(f"{server}/taskpane.html")
    page.on("pageerror", lambda exc: (_ for _ in ()).throw(AssertionError(f"page error: {exc}")))
    return context, page, api_requests


def highlights(page) -> dict[str, str]:
    return {t.lower(): c for t, c in page.evaluate("window.__fake.highlights()")}


def calls(page, name=None):
    out = page.evaluate("window.__fake.calls")
    return [c for c in out if name is None or c["call"] == name]


@pytest.fixture(scope="module")
def acme_text():
    return (TINY / "Acme Robotics" / "doc1.txt").read_text(encoding="utf-8")


def test_analyze_on_open_and_slider_without_requests(browser, server, acme_text):
    context, page, api_requests = open_pane(browser, server, acme_text)
    try:
        page.wait_for_selector("#results:not([hidden])", timeout=20_000)
        page.wait_for_function("document.body.getAttribute('aria-busy') === 'false'")
        assert "Predicted: Acme Robotics" in page.inner_text("#client-note")
        assert page.locator("#cii-list .item").count() > 0
        assert "CLIENT" in page.inner_text("#pii-groups")
        analyses = [u for u in api_requests if u.endswith("/api/analyze")]
        assert len(analyses) == 1
        n_requests = len(api_requests)

        slider = page.locator("#k")
        k_max = int(slider.get_attribute("max"))
        assert k_max >= 3
        seen = {}
        for k in [1] + list(range(2, k_max + 1)) + [1]:
            slider.fill(str(k))
            page.wait_for_function(f"document.getElementById('k-value').textContent === '{k}'")
            page.wait_for_timeout(50)
            seen[k] = {t for t, c in highlights(page).items() if c == "Yellow"}
        # k = 1 highlights no CII term; higher k highlights a growing (nested) set
        assert seen[1] == set()
        for k in range(2, k_max):
            assert seen[k] <= seen[k + 1]
        assert seen[k_max], "the highest k should highlight some terms"
        # PII (the client's name) stays highlighted in its own colour at every k
        assert highlights(page).get("acme robotics") == "Turquoise"
        # rapid moves (faster than Word syncs) settle on the last position's highlights
        for k in list(range(1, k_max + 1)) + [2]:
            slider.fill(str(k))
        page.wait_for_timeout(500)
        assert {t for t, c in highlights(page).items() if c == "Yellow"} == seen[2]
        slider.fill("1")
        page.wait_for_timeout(200)
        # the slider never called the server
        assert len(api_requests) == n_requests
        active = page.locator("#cii-list .item.active").count()
        assert active == 0                                 # back at k = 1
        # no document text in browser storage
        storage = page.evaluate("[localStorage.length, sessionStorage.length, document.cookie]")
        assert storage == [0, 0, ""]
    finally:
        context.close()


def test_keep_next_and_redact_highlighted(browser, server, acme_text):
    context, page, _ = open_pane(browser, server, acme_text)
    try:
        page.wait_for_selector("#results:not([hidden])", timeout=20_000)
        page.wait_for_function("document.body.getAttribute('aria-busy') === 'false'")
        page.locator("#k").fill("3")
        page.wait_for_function("document.getElementById('k-value').textContent === '3'")
        # a model vocabulary word (not the client's name, which is also a PII span)
        terms = page.locator("#cii-list .item.active .term").all_inner_texts()
        term = next(t for t in terms if t.isalpha() and t.islower())
        first = page.locator("#cii-list .item.active").filter(
            has=page.locator(".term", has_text=re.compile(f"^{re.escape(term)}$"))).first
        page.wait_for_timeout(100)
        assert highlights(page).get(term.lower()) == "Yellow"

        # next occurrence selects it in the document
        first.locator(".next").click()
        page.wait_for_function("window.__fake.calls.some(c => c.call === 'select')")
        assert calls(page, "select")[-1]["text"].lower() == term.lower()

        # keep removes its highlight (and it will not be redacted)
        first.locator(".keep").click()
        page.wait_for_timeout(150)
        assert term.lower() not in highlights(page)
        assert page.locator("#cii-list .item.kept .term", has_text=term).count() == 1

        # redact highlighted: tracking off before any replacement, then restored
        page.click("#redact-highlighted")
        page.wait_for_function("document.getElementById('status').textContent.startsWith('Replaced')")
        log = calls(page)
        inserts = [c for c in log if c["call"] == "insertText"]
        assert inserts and all(c["tracking"] == "Off" for c in inserts)
        first_off = next(i for i, c in enumerate(log) if c["call"] == "setTracking" and c["mode"] == "Off")
        assert first_off < log.index(inserts[0])
        assert page.evaluate("window.__fake.doc.trackingMode") == "TrackAll"
        doc_text = page.evaluate("window.__fake.doc.text")
        assert "Acme Robotics" not in doc_text and "[CLIENT]" in doc_text
        assert term in doc_text.lower()                                   # kept
        assert "Change tracking was switched off" in page.inner_text("#status")
    finally:
        context.close()


def test_redacted_copy_is_opened_as_new_document(browser, server, acme_text):
    context, page, api_requests = open_pane(browser, server, acme_text, file=_docx_b64(acme_text))
    try:
        page.wait_for_selector("#results:not([hidden])", timeout=20_000)
        page.wait_for_function("document.body.getAttribute('aria-busy') === 'false'")
        before = page.evaluate("window.__fake.doc.text")
        highlighted = {t for t, c in highlights(page).items() if c == "Yellow"}
        bodies = []
        page.on("request", lambda req: bodies.append(req.post_data_buffer)
                if req.url.endswith("/api/redact/docx") else None)
        page.click("#redacted-copy")
        page.wait_for_function("window.__fake.calls.some(c => c.call === 'open')", timeout=20_000)
        assert any(u.endswith("/api/redact/docx") for u in api_requests)
        # the options name the highlighted terms, so the copy covers what the user saw
        import re as _re

        options = json.loads(_re.search(rb'name="options"\r\n\r\n(.*?)\r\n--', bodies[0], _re.S).group(1))
        assert options["k"] == 3 and {t.lower() for t in options["terms"]} >= highlighted - {"acme robotics"}
        created = page.evaluate("window.__fake.doc.createdDocuments[0]")
        from veil.docx import extract_parts_text

        out = "\n".join(extract_parts_text(base64.b64decode(created)).values())
        assert "Acme Robotics" not in out and "[CLIENT]" in out
        assert page.evaluate("window.__fake.doc.text") == before       # original untouched
        assert "Opened the verified redacted copy" in page.inner_text("#status")
    finally:
        context.close()


def test_errors_are_shown(browser, server):
    # an empty document: the server refuses it and the pane says why
    context, page, _ = open_pane(browser, server, "   ")
    try:
        page.wait_for_selector("#error:not([hidden])", timeout=20_000)
        assert "empty" in page.inner_text("#error").lower()
    finally:
        context.close()
    # the server is unreachable
    context = browser.new_context()
    page = context.new_page()
    page.route(OFFICE_JS, lambda route: route.fulfill(
        status=200, content_type="application/javascript", body=(HERE / "fake_office.js").read_text()))
    page.route(f"{server}/api/**", lambda route: route.abort())
    page.add_init_script("window.__fakeConfig = {text: 'Acme Robotics builds robots.'};")
    try:
        page.goto(f"{server}/taskpane.html")
        page.wait_for_selector("#error:not([hidden])", timeout=20_000)
        assert "Cannot reach the Veil server" in page.inner_text("#error")
    finally:
        context.close()
    # Word failing a search while highlighting
    text = (TINY / "Acme Robotics" / "doc2.txt").read_text(encoding="utf-8")
    context, page, _ = open_pane(browser, server, text, failSearch=True)
    try:
        page.wait_for_selector("#error:not([hidden])", timeout=20_000)
        assert "search failed" in page.inner_text("#error")
    finally:
        context.close()
    # a redacted copy refused by the server (not a .docx) shows the problem detail
    context, page, _ = open_pane(browser, server, text, file=base64.b64encode(b"not a zip").decode())
    try:
        page.wait_for_selector("#results:not([hidden])", timeout=20_000)
        page.wait_for_function("document.body.getAttribute('aria-busy') === 'false'")
        page.click("#redacted-copy")
        page.wait_for_selector("#error:not([hidden])", timeout=20_000)
        assert page.inner_text("#error").startswith("Redacted copy failed:")
        assert page.evaluate("window.__fake.calls.filter(c => c.call === 'open').length") == 0
    finally:
        context.close()


def test_controls_are_labelled(browser, server, acme_text):
    context, page, _ = open_pane(browser, server, acme_text)
    try:
        page.wait_for_selector("#results:not([hidden])", timeout=20_000)
        unlabelled = page.evaluate("""() => Array.from(document.querySelectorAll('button, select, input'))
            .filter(el => !el.closest('template'))
            .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label')
                          && !el.textContent.trim())
            .map(el => el.id || el.outerHTML.slice(0, 60))""")
        assert unlabelled == []
        # keyboard: the slider moves with the arrow keys
        page.focus("#k")
        before = page.eval_on_selector("#k", "el => el.value")
        page.keyboard.press("ArrowRight")
        after = page.eval_on_selector("#k", "el => el.value")
        assert int(after) == min(int(before) + 1, int(page.get_attribute("#k", "max")))
    finally:
        context.close()


def test_document_highlights_are_restored(browser, server, acme_text):
    context, page, _ = open_pane(browser, server, acme_text)
    try:
        page.wait_for_selector("#results:not([hidden])", timeout=20_000)
        page.wait_for_function("document.body.getAttribute('aria-busy') === 'false'")
        slider = page.locator("#k")
        k_max = slider.get_attribute("max")
        slider.fill("1")
        page.wait_for_timeout(200)
        slider.fill(k_max)
        page.wait_for_timeout(200)
        terms = [t for t, c in highlights(page).items() if c == "Yellow" and t.isalpha()]
        term = terms[0]
        slider.fill("1")
        page.wait_for_timeout(200)
        # the author had highlighted this word green before Veil came along
        page.evaluate("""term => {
            const d = window.__fake.doc, low = d.text.toLowerCase();
            let at = 0;
            while ((at = low.indexOf(term, at)) >= 0) {
                for (let i = at; i < at + term.length; i++) d.colors[i] = "Green";
                at += term.length;
            }
        }""", term)
        slider.fill(k_max)
        page.wait_for_timeout(200)
        assert highlights(page)[term] == "Yellow"
        slider.fill("1")
        page.wait_for_timeout(200)
        assert highlights(page)[term] == "Green"
    finally:
        context.close()
