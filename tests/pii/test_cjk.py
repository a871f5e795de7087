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


@pytest.mark.parametrize("text, address", [
    ("收件地址：台中市西屯區文心路三段241號7樓之2", "台中市西屯區文心路三段241號7樓之2"),
    ("住址 新北市板橋區文化路一段188巷12號3樓", "新北市板橋區文化路一段188巷12號3樓"),
    ("地址：鼓山區明華路315號", "鼓山區明華路315號"),
    ("東京都目黒区自由が丘1-29-3", "東京都目黒区自由が丘1-29-3"),
    ("お届け先：神奈川県横浜市港北区日吉2-9-17 コーポ日吉台 305号室", "神奈川県横浜市港北区日吉2-9-17 コーポ日吉台 305号室"),
    ("住所 練馬区豊玉北5-18", "練馬区豊玉北5-18"),
    ("배송지: 경기도 수원시 영통구 매탄로 51 매탄위브하늘채 203동 1502호", "경기도 수원시 영통구 매탄로 51 매탄위브하늘채 203동 1502호"),
    ("주소: 오산시 원동 775-1", "오산시 원동 775-1"),
    ("Địa chỉ: số 14 ngách 35/12 phố Trần Quốc Hoàn, Dịch Vọng Hậu, Cầu Giấy",
     "số 14 ngách 35/12 phố Trần Quốc Hoàn, Dịch Vọng Hậu, Cầu Giấy"),
])
def test_east_asian_addresses_traditional_script_wards_lots_and_lanes(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_names_in_cjk_tables_chats_and_signatures(templates):
    table = ("受付番号\t受付日\t注文者氏名\tフリガナ\t電話番号\t住所\n"
             "R-009812\t2026/11/17\t佐藤 美咲\tサトウ ミサキ\t090-6621-3074\t北海道札幌市中央区大通西11丁目4-22\n")
    spans = kinds(templates.analyze(table))
    assert ("PERSON", "佐藤 美咲") in spans and ("PERSON", "サトウ ミサキ") in spans
    chat = ("2026. 11. 22. 오후 3:12, 정유진 : 안녕하세요 반품 문의드려요\n"
            "2026. 11. 22. 오후 3:15, 무신상회 고객센터 : 성함과 연락처 부탁드립니다\n"
            "2026. 11. 22. 오후 3:16, 정유진 : 정유진 / 010-2281-6047\n")
    assert kinds(templates.analyze(chat)).count(("PERSON", "정유진")) == 3
    letter = "西村 香織 様\nお世話になっております。\n再配達をお願いできますでしょうか。\n\n西村\n\n> 2026/11/12 wrote:\n"
    spans = kinds(templates.analyze(letter))
    assert ("PERSON", "西村 香織") in spans and ("PERSON", "西村") in spans


def test_cjk_words_alone_on_a_line_are_no_signature(templates):
    text = "注文内容の確認\n\n概要\n\n発送は明日です。\n"
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(text)))


def test_korean_contract_roles_before_a_name(templates):
    text = ('      대표이사: 윤서연\n"을": 선수 최민준 (CHOI MIN-JUN), 활동명 "Mirae"\n'
            "계약 기간 동안 선수단 운영방 규칙을 따른다.\n")
    spans = kinds(templates.analyze(text))
    assert ("PERSON", "윤서연") in spans and ("PERSON", "최민준") in spans
    assert not any(t == "PERSON" and "운영" in s for t, s in spans)


@pytest.mark.parametrize("text, name", [
    ("2025-12-03  热水器不热 → 叫了 老陈 水管佬 (604-356-8821)", "老陈"),
    ("1) 星期三 蛋撻 加多 10 盤，黃太 教會訂咗 200 個", "黃太"),
    ("7) 房東 陳生 話 12月1號 嚟睇冷氣機", "陳生"),
    ("오전 8:45 그리고 미숙 씨 오늘 병원 가서 결근. 캐셔 2번 소연 씨가 커버", "소연"),
])
def test_familiar_forms_of_a_family_name_and_korean_given_names_before_ssi(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_familiar_forms_need_a_family_name_and_a_person_before_ssi(templates):
    # "小时" (an hour) and "老板" (the boss) name no family; "아저씨" is unspaced, "사람 씨" a seed
    spans = kinds(templates.analyze("等了一个 小时 , 老板 说好. 아저씨 왔어요. 그 사람 씨 뿌려"))
    assert not any(t == "PERSON" for t, _ in spans)


@pytest.mark.parametrize("text, name", [
    ("Chairman: MOON JAE-HO (문재호)", "MOON JAE-HO"),
    ("signed KWOK SIU MAN for the association", "KWOK SIU MAN"),
    ("CHOI MIN-JUN signed the lease", "CHOI MIN-JUN"),
    ('ALR-771240,"TAN Wei Ming",1971-03-14,Singapore,ADV-MEDIA', "TAN Wei Ming"),
    ("Attendees: LEE Kuan Yew and KIM Min Seo", "KIM Min Seo"),
])
def test_romanised_chinese_and_korean_names(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_capitals_of_english_words_are_no_romanised_names(templates):
    spans = templates.analyze("HE SAID NO. MA IN USA. LEE JEANS ON SALE. Go Ahead. SONG LONG TIME. DO NOT GET IT. "
                              "ON Sale Now. WE Are Here. TO Do List.")
    assert not any(s["source"] == "gazetteer:cjk-romanized" for s in spans)


def test_a_romanised_family_name_in_capitals_before_a_hyphenated_given_name(templates):
    spans = templates.analyze("Passenger list: KIM Min-seo, PARK Seo-jun (transfer)")
    found = {s["text"] for s in spans if s["type"] == "PERSON"}
    assert {"KIM Min-seo", "PARK Seo-jun"} <= found


def test_a_name_in_latin_capitals_after_a_japanese_label(templates):
    assert ("PERSON", "YAMAGUCHI HINA") in kinds(templates.analyze("　氏名（ローマ字・パスポート表記）：YAMAGUCHI HINA"))


def test_a_desk_after_a_japanese_label_is_no_name(templates):
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze("担当：IT Support Desk")))


def test_given_names_written_alone_after_the_full_name(templates):
    chat = ("2026. 11. 24. 오전 9:02, 박지훈 : 오늘 랩미팅 10시 반으로 미뤄졌어요\n"
            "2026. 11. 24. 오전 9:11, Ahmed Raza : Noted, thanks 지훈 🙏\n")
    assert ("PERSON", "지훈") in kinds(templates.analyze(chat))
    line = "予約者：高橋 翔太\n翔太くん、明日は何時？"
    assert ("PERSON", "翔太") in [(t, s) for t, s in kinds(templates.analyze(line)) if s != "高橋 翔太"]


def test_names_listed_after_chinese_meeting_labels_and_before_titles(templates):
    minutes = ("國立清華大學 微流體實驗室 Lab Meeting 會議紀錄\n主席：蔡明哲 教授\n"
               "出席：陳冠宇、張雅婷、李承恩、Ravi Shankar（postdoc）\n缺席：王柏翰（病假）\n"
               "3. 碩士口試委員：蔡明哲 教授、臺大 吳宗霖 教授。論文初稿 12/20 前交給老師。\n")
    found = [s for t, s in kinds(templates.analyze(minutes)) if t == "PERSON"]
    assert {"蔡明哲", "陳冠宇", "張雅婷", "李承恩", "王柏翰", "吳宗霖"} <= set(found)
    assert not any("教授" in s or "臺大" in s for s in found)
