import pytest

from pii_helpers import kinds
from veil.pii.vietnamese import fold


@pytest.mark.parametrize("text, name", [
    ("NGƯỜI NHẬN / BENEFICIARY\n  Họ tên: NGUYỄN THỊ HƯƠNG (em gái / sister)\n", "NGUYỄN THỊ HƯƠNG"),
    ("Khách 1\n  Họ tên: ĐINH QUANG VINH      Sex: M    DOB: 19/09/1962\n", "ĐINH QUANG VINH"),
    ("Con: ĐINH GIA BẢO, 8 tuổi\n", "ĐINH GIA BẢO"),
    ("09:30  | Ngoc Mai Do                  | 0433 170 246   | Gel pedi\n", "Ngoc Mai Do"),
    ("ok duc nguyen will pick up the keys\n", "duc nguyen"),
])
def test_vietnamese_names_in_capitals_western_order_and_lower_case(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "The car won at Le Mans. Do Not Disturb. Order To Go. A Mai Tai at the bar.",
    "ho hum, do you know? to an end, la la land",
    "Long An and Bao Loc are provinces; TO AN END.",
])
def test_english_words_that_are_vietnamese_syllables_are_no_vietnamese_names(templates, text):
    assert not any(s["source"] == "gazetteer:vietnamese" for s in templates.analyze(text))


def test_fold_drops_diacritics_and_the_stroke_of_d():
    assert fold("Nguyễn") == "nguyen" and fold("ĐINH") == "dinh" and fold("Bảo") == "bao"
