"""The evaluation's metrics on hand-computed examples, and the CLI on a tiny fixture."""

from pathlib import Path

from veil.cli import main
from veil.pii.evaluation import f_beta, load_gold, parse_inline, score

FIXTURE = Path(__file__).with_name("fixtures") / "tiny_gold.txt"


def test_parse_inline():
    doc = parse_inline("Call [[PERSON|Ann Lee]] on [[PHONE|617-253-1000]].", "d1")
    assert doc["text"] == "Call Ann Lee on 617-253-1000."
    assert [(doc["text"][s["start"]:s["end"]], s["type"]) for s in doc["spans"]] == [
        ("Ann Lee", "PERSON"), ("617-253-1000", "PHONE")]


def test_score_by_hand():
    doc = parse_inline("Call [[PERSON|Ann Lee]] on [[PHONE|617-253-1000]] today.")
    # gold tokens: Ann Lee 617 253 1000 (5). predicted: "Ann" and "today" -> 1 caught of 2 predicted
    t = doc["text"]
    preds = [{"start": t.index("Ann"), "end": t.index("Ann") + 3, "type": "PERSON"},
             {"start": t.index("today"), "end": t.index("today") + 5, "type": "DATE"}]
    m = score([doc], [preds])
    assert m["gold_tokens"] == 5 and m["predicted_tokens"] == 2
    assert m["recall"] == 1 / 5 and m["precision"] == 1 / 2
    assert m["direct_all_or_nothing"] == 0.0
    assert m["per_type_recall"]["PERSON"] == (0.5, 2)
    empty = parse_inline("Nothing here.")
    assert score([empty], [preds[:0]])["no_pii_false_positives"] == 0
    assert abs(f_beta(0.5, 0.2) - 5 * 0.1 / (2 + 0.2)) < 1e-12


def test_load_gold_and_cli(tmp_path, capsys):
    docs = load_gold(FIXTURE)
    assert len(docs) == 3 and docs[2]["spans"] == []
    out = tmp_path / "report.md"
    assert main(["eval", "pii", "--data", str(FIXTURE), "--output", str(out)]) == 0
    report = out.read_text()
    assert "token recall" in report and "tiny_gold.txt (3 documents)" in report


def test_overlapping_and_multiline_spans_count_once():
    doc = parse_inline("Ship to [[ADDRESS|12 Elm Street\nSpringfield, IL 62701]] now.")
    t = doc["text"]
    start = t.index("12")
    # two overlapping predictions of the same type over the same address: each token counts once
    preds = [{"start": start, "end": t.index("IL") + 2, "type": "ADDRESS"},
             {"start": t.index("Springfield"), "end": t.index("62701") + 5, "type": "ADDRESS"}]
    m = score([doc], [preds])
    assert m["gold_tokens"] == 6 and m["predicted_tokens"] == 6
    assert m["recall"] == 1.0 and m["precision"] == 1.0
    assert m["per_type_recall"]["ADDRESS"] == (1.0, 6)
    assert m["per_type_precision"]["ADDRESS"] == (1.0, 6)
    # a prediction covering only the first line of the gold span catches 3 of its 6 tokens
    m = score([doc], [[{"start": start, "end": t.index("\n"), "type": "ADDRESS"}]])
    assert m["recall"] == 3 / 6 and m["direct_all_or_nothing"] == 0.0
