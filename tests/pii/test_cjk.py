"""Names in Chinese, Japanese or Korean script inside Latin-script text (veil.pii.cjk)."""

import pytest

from pii_helpers import kinds


@pytest.mark.parametrize("text,name", [
    ("Responsible partner: Lin Chia-hao (林家豪)   Associate: Amber Hsieh", "林家豪"),
    ("Client: CHEN Yi-ting (陳怡婷), individually and as director", "陳怡婷"),
    ("its representative director MORI Takeshi (森 剛)", "森 剛"),
    ("Guest: Yui Hasegawa 長谷川 結衣, room 1204", "長谷川 結衣"),
    ("Applicant: Kim Min-jun (김민준)", "김민준"),
])
def test_a_name_in_its_own_script(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_chinese_prose_is_left_alone(templates):
    text = "爸爸: 10天也好。带她回来吗？收到。寄件人写我们的地址，周末见。王先生说高兴。"
    assert not any(s["source"] == "gazetteer:cjk-names" for s in templates.analyze(text))


def test_a_run_without_a_family_name_is_no_name(templates):
    assert not any(s["source"] == "gazetteer:cjk-names"
                   for s in templates.analyze("Shipped to the 东京 office (see 注意 label)."))


def test_korean_words_that_start_like_family_names_are_no_names(templates):
    text = "Chat saved 2026. 11. 24. 오후 10:02 by the building office; residents (우리 아파트) meet at 7pm."
    assert not any(s["source"] == "gazetteer:cjk-names" for s in templates.analyze(text))


def test_a_four_character_name_with_a_compound_family_name(templates):
    text = "Client: Ouyang Nana (欧阳娜娜), director of the studio, and her partner Lin Chia-hao"
    assert ("PERSON", "欧阳娜娜") in kinds(templates.analyze(text))
