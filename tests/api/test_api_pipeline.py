"""veil.pipeline, the service layer shared by the API, the CLI and batch mode."""

from __future__ import annotations

import pytest

from veil import pipeline
from veil.errors import InputError, NotFound


@pytest.fixture(scope="module")
def analysis(tiny_settings, acme_text):
    return pipeline.analyze(acme_text, k_max=4, settings=tiny_settings)


def test_targets_follow_the_level_and_types(analysis, acme_text):
    names = set(analysis["client_names"])
    assert {"Acme Robotics", "Acme", "ACME Corp"} <= names
    by_k = {k: dict(pipeline.targets(analysis, k=k, pii=False)) for k in (1, 2, 3, 4)}
    for k in (2, 3, 4):
        cii = {s for s, t in by_k[k].items() if t == "CII"}
        assert cii == {t for t in pipeline.level_terms(analysis, k) if t not in names}
        assert set(by_k[k - 1]) <= set(by_k[k])
    assert all(by_k[1][n] == "CLIENT" for n in names)            # the client's names at every k
    with_pii = dict(pipeline.targets(analysis, k=2))
    for span in analysis["pii"]:
        assert span["text"] in with_pii
    # longest strings first, so "Acme Robotics" is replaced before "Acme"
    lengths = [len(s) for s, _ in pipeline.targets(analysis, k=4)]
    assert lengths == sorted(lengths, reverse=True)


def test_targets_exclude_and_extra(analysis, acme_text):
    term = pipeline.level_terms(analysis, 4)[-1]
    found = dict(pipeline.targets(analysis, k=4, exclude=[term.upper(), " acme  robotics "],
                                  extra_terms=["gripline", ("Project Falcon", "PROJECT")], text=acme_text))
    assert term not in found and term.capitalize() not in found
    assert "Acme Robotics" not in found and "Acme" in found        # only the excluded string is kept
    assert found["gripline"] == "CII" and found["Project Falcon"] == "PROJECT"


def test_redact_text_doc(tiny_settings, acme_text):
    # a person the client model has never seen (no CII term), kept on request
    text = acme_text + "\nPlease ask Zebulon Quimby or Marta Kowalski for the slides.\n"
    result = pipeline.redact_text_doc(text, {"k": 3, "exclude": ["Zebulon Quimby"]},
                                      settings=tiny_settings)
    assert "Acme Robotics" not in result["text"] and "[CLIENT]" in result["text"]
    assert "Zebulon Quimby" in result["text"] and "Kowalski" not in result["text"]
    assert result["replacements"] > 0
    report = result["report"]
    assert report["client"] == "Acme Robotics" and report["k"] == 3
    assert acme_text[:40] not in str(report)                     # the report holds no text


@pytest.mark.parametrize("options,message", [
    ({"k": 0}, "k must"), ({"k": "3"}, "k must"), ({"colour": 1}, "unknown option"),
    ({"terms": "x"}, "terms must"), ({"style": "ink"}, "style must"), ({"pii": 1}, "pii must"),
])
def test_redact_options_are_checked(options, message):
    with pytest.raises(InputError, match=message):
        pipeline.redact_options(options)


def test_analyze_errors(tiny_settings):
    with pytest.raises(NotFound):
        pipeline.analyze("some text", model="missing", settings=tiny_settings)
    with pytest.raises(InputError):
        pipeline.analyze("some text", client="Nobody", settings=tiny_settings)
    answer = pipeline.analyze("robots and welding", k_max=20, pii=False, settings=tiny_settings)
    assert len(answer["levels"]) == 6 and "k_max lowered" in answer["notes"][0]
