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


@pytest.mark.parametrize("text,name", [
    ("2025-03-28 10:21:09  领队-王晓东（wxid_8k2lq0p9z3r212）\n各位团友好！我是本团领队小王", "王晓东"),
    ("予約者：藤井 彩花 様（ふじい あやか）\nチェックイン：15時", "藤井 彩花"),
    ("長谷川正男様、お待ちしております。", "長谷川正男"),
    ("예약자: 이수진 님\n체크인 15시", "이수진"),
])
def test_names_in_cjk_text_after_a_label_or_before_an_honorific(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", ["今日は山田さんと会議です。東京都の天気は晴れ。", "오후 님께서 오셨습니다", "王导好，行程已确认。"])
def test_cjk_prose_without_a_cue_or_family_name_has_no_names(templates, text):
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(text)))
