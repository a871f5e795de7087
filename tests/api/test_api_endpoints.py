"""The HTTP API on real models: the tiny fixture store and the shipped demo-20news model."""

from __future__ import annotations

import io
import json

import pytest
from jsonschema import Draft202012Validator

from veil.api.schemas import RESPONSE_SCHEMAS



def response_validator(name):
    schema = dict(RESPONSE_SCHEMAS[name])
    return Draft202012Validator(schema)


def test_health_lists_models(client):
    r = client.get("/api/health")
    assert r.status_code == 200
    body = r.get_json()
    assert body["status"] == "ok" and "tiny" in body["models"]
    response_validator("Health").validate(body)


def test_models_describe_the_store(client, tiny_model):
    r = client.get("/api/models")
    assert r.status_code == 200
    models = {m["name"]: m for m in r.get_json()}
    assert models["tiny"]["clients"] == len(tiny_model.classes_)
    assert sorted(models["tiny"]["utility"]) == sorted(tiny_model.utility_classes_)
    for m in models.values():
        response_validator("ModelInfo").validate(m)


def test_analyze_tiny_model(client, acme_text):
    r = client.post("/api/analyze", json={"text": acme_text, "k_max": 4})
    assert r.status_code == 200, r.get_data(as_text=True)
    body = r.get_json()
    response_validator("AnalyzeResponse").validate(body)
    assert body["model"] == "tiny"
    assert body["client"]["label"] == "Acme Robotics" and body["client"]["source"] == "predicted"
    assert [lvl["k"] for lvl in body["levels"]] == [1, 2, 3, 4]
    assert body["levels"][0]["terms"] == []
    for lower, upper in zip(body["levels"], body["levels"][1:]):
        assert set(lower["terms"]) <= set(upper["terms"])       # nested levels
    k_min = {t["term"]: t["k_min"] for t in body["terms"]}
    for level in body["levels"]:
        assert all(k_min[t] <= level["k"] for t in level["terms"])
    for term in body["terms"]:
        for start, end in term["occurrences"]:
            assert " ".join(acme_text[start:end].split()).lower() == " ".join(term["term"].split()).lower()
    for span in body["pii"]:
        assert acme_text[span["start"]:span["end"]] == span["text"]
    # the client's name (a deny entry of the PII engine) is found and typed CLIENT
    assert any(s["type"] == "CLIENT" and s["text"] == "Acme Robotics" for s in body["pii"])
    assert body["placeholders"]["Acme Robotics"] == "[CLIENT]"
    assert "Acme" in body["client_names"]


def test_analyze_given_client_and_switches(client, acme_text):
    r = client.post("/api/analyze", json={"text": acme_text, "client": "Borealis Bank",
                                          "pii": False, "algorithm": "simple", "k_max": 2})
    body = r.get_json()
    assert r.status_code == 200, body
    assert body["client"] == {**body["client"], "label": "Borealis Bank", "source": "given"}
    assert body["pii"] == []
    r = client.post("/api/analyze", json={"text": acme_text, "cii": False, "pii": False})
    body = r.get_json()
    assert body["terms"] == [] and body["levels"] == [] and body["client"]["label"] == "Acme Robotics"


def test_analyze_demo_model(demo_client):
    text = ("The shuttle launch was delayed because of a problem with the orbiter's booster. "
            "NASA engineers said the payload, a satellite for the space station, is safe and the "
            "launch window opens again next week. The lunar mission and the Mars probe are on schedule.")
    r = demo_client.post("/api/analyze", json={"text": text})
    body = r.get_json()
    assert r.status_code == 200, body
    assert body["model"] == "demo-20news"
    assert body["client"]["label"] == "sci.space"
    assert len(body["levels"]) == 5
    assert body["levels"][-1]["terms"], "k=5 should need some redaction"


def test_redact_text_placeholders(client):
    text = "Call John Smith about Acme. John Smith knows Jane Roe."
    spans = [{"start": 5, "end": 15, "type": "PERSON"}, {"start": 45, "end": 53, "type": "PERSON"}]
    r = client.post("/api/redact", json={"text": text, "spans": spans, "terms": ["acme"]})
    body = r.get_json()
    assert r.status_code == 200, body
    # spans are redacted where given; terms wherever they occur (whole words, any case)
    assert body["text"] == "Call [PERSON-1] about [REDACTED]. John Smith knows [PERSON-2]."
    assert body["replacements"] == 3


def _docx(paragraphs, header=None):
    import docx

    d = docx.Document()
    for p in paragraphs:
        d.add_paragraph(p)
    if header:
        d.sections[0].header.paragraphs[0].text = header
    d.core_properties.author = "Marta Kowalski"
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def test_redact_docx_verified_copy(client, acme_text):
    from veil.docx import extract_parts_text

    data = _docx(acme_text.split("\n\n"), header="Acme Robotics - confidential")
    r = client.post("/api/redact/docx", data={
        "file": (io.BytesIO(data), "report.docx"),
        "options": json.dumps({"k": 3, "exclude": ["supply"]})}, content_type="multipart/form-data")
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    assert r.mimetype.endswith("wordprocessingml.document")
    assert "report-redacted.docx" in r.headers["Content-Disposition"]
    out = "\n".join(extract_parts_text(r.data).values())
    assert "Acme" not in out and "RoboArm" not in out
    assert "[CLIENT]" in out
    assert "supply" in out                                  # kept on request
    assert int(r.headers["X-Veil-Replacements"]) > 0


@pytest.mark.parametrize("name,payload,status", [
    ("notes.txt", b"just some text", 415),
    ("macro.docm", None, 415),
    ("encrypted.docx", bytes.fromhex("D0CF11E0A1B11AE1") + b"\0" * 600, 415),
])
def test_redact_docx_rejects_unsupported(client, name, payload, status, assert_problem):
    if payload is None:
        payload = _docx(["hello"])
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(payload), name)},
                    content_type="multipart/form-data")
    assert_problem(r, status)


def test_redact_docx_zip_bomb(client, assert_problem):
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/document.xml", b"<a>" + b" " * 20_000_000 + b"</a>")
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "bomb.docx")},
                    content_type="multipart/form-data")
    assert r.status_code in (413, 415)
    assert_problem(r, r.status_code)


def test_redact_docx_bad_options(client, assert_problem):
    data = _docx(["hello"])
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(data), "a.docx"), "options": "{nope"},
                    content_type="multipart/form-data")
    assert_problem(r, 400)
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(data), "a.docx"),
                                              "options": json.dumps({"k": "3"})},
                    content_type="multipart/form-data")
    assert_problem(r, 400, field="k")
    r = client.post("/api/redact/docx", data={"options": "{}"}, content_type="multipart/form-data")
    assert_problem(r, 400, field="file")


def test_task_pane_and_icons_are_served(client):
    r = client.get("/taskpane.html")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    assert "https://appsforoffice.microsoft.com/lib/1/hosted/office.js" in html
    assert client.get("/taskpane.js").status_code == 200
    assert client.get("/taskpane.css").mimetype == "text/css"
    for size in (16, 32, 64, 80):
        icon = client.get(f"/assets/icon-{size}.png")
        assert icon.status_code == 200 and icon.mimetype == "image/png"
        assert icon.data[:8] == b"\x89PNG\r\n\x1a\n"
        width = int.from_bytes(icon.data[16:20], "big")
        height = int.from_bytes(icon.data[20:24], "big")
        assert (width, height) == (size, size)
    assert client.get("/assets/../manifest.xml").status_code == 404


def test_redact_docx_ten_thousand_tiny_runs(client):
    """A document of 10,000 one-character runs is handled (a clear answer, no crash)."""
    import docx

    d = docx.Document()
    p = d.add_paragraph()
    text = ("Acme Robotics asked Marta Kowalski about servo controllers. " * 200)[:10_000]
    for ch in text:
        p.add_run(ch)
    buf = io.BytesIO()
    d.save(buf)
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "runs.docx")},
                    content_type="multipart/form-data")
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    from veil.docx import extract_text

    out = extract_text(r.data)
    assert "Acme" not in out and "[CLIENT]" in out


def test_requests_never_load_models(client, acme_text, monkeypatch):
    """After the first request, models and the spaCy pipeline come from the process caches."""
    import numpy
    import spacy

    assert client.post("/api/analyze", json={"text": acme_text}).status_code == 200

    def forbidden(*args, **kwargs):
        raise AssertionError("a model was loaded while serving a request")

    monkeypatch.setattr(spacy, "load", forbidden)
    monkeypatch.setattr(numpy, "load", forbidden)
    for text in (acme_text, acme_text.upper()):
        assert client.post("/api/analyze", json={"text": text}).status_code == 200


def test_redact_docx_word_split_across_runs_is_not_a_leak(client):
    import docx

    d = docx.Document()
    p = d.add_paragraph()
    p.add_run("The price work")
    p.add_run("er. Our work is done.")
    buf = io.BytesIO()
    d.save(buf)
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "split.docx"),
                                              "options": json.dumps({"terms": ["work"], "pii": False})},
                    content_type="multipart/form-data")
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    from veil.docx import extract_text

    assert extract_text(r.data).strip() == "The price worker. Our [REDACTED] is done."


def test_redact_docx_finds_pii_that_lives_only_in_a_hyperlink_target(client):
    """An e-mail address that is only a mailto: target (the visible text says
    'write to us') is still detected and removed from the package."""
    import zipfile

    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    d = docx.Document()
    p = d.add_paragraph("For the contract, ")
    r_id = d.part.relate_to("mailto:jane.roe@borealis-bank.com", RT.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = OxmlElement("w:r")
    t = OxmlElement("w:t")
    t.text = "write to us"
    run.append(t)
    link.append(run)
    p._p.append(link)
    buf = io.BytesIO()
    d.save(buf)
    r = client.post("/api/redact/docx", data={"file": (io.BytesIO(buf.getvalue()), "link.docx"),
                                              "options": json.dumps({"cii": False})},
                    content_type="multipart/form-data")
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    with zipfile.ZipFile(io.BytesIO(r.data)) as zf:
        for name in zf.namelist():
            assert b"jane.roe" not in zf.read(name).lower(), name
