"""Names in the scripts of South Asia (veil.pii.indic)."""

import pytest

from pii_helpers import kinds


@pytest.mark.parametrize("text,name", [
    ("1. Full name (Nepali):  सरिता कुमारी गुरुङ", "सरिता कुमारी गुरुङ"),              # an English label
    ("Chair: अध्यक्ष हरि प्रसाद पाण्डे", "हरि प्रसाद पाण्डे"),                          # a role word skipped
    ("नमस्ते राम कुमारी जी,", "राम कुमारी"),                                          # a word of respect after it
    ("মোঃ শফিকুল ইসলাম, বয়স ৪৪", "মোঃ শফিকুল ইসলাম"),                                # "Md." belongs to the name
    ("card 0480 — মোঃ আলমগীর হোসেন পিং মৃত আব্দুল হাই — ৪০ কেজি", "মোঃ আলমগীর হোসেন"),   # "পিং" (father) ends it
    ("card 0480 — মোঃ আলমগীর হোসেন পিং মৃত আব্দুল হাই — ৪০ কেজি", "আব্দুল হাই"),       # "late Abdul Hai"
])
def test_a_name_marked_by_a_label_an_honorific_or_a_word_of_respect(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_names_alone_in_cells_and_lines_of_latin_text_and_their_mentions(templates):
    text = ("Loan register for the Kurunegala branch, November 2026, amounts in LKR. Each borrower signed the "
            "consent form at the branch and the field officer checked the guarantor before the disbursement.\n"
            "DL/26/0019\tඑච්.එම්. රංජනී කුමාරි\tKumbukgete\tactive\n"
            "Minutes: सचिव: शेर बहादुर के.सी.\n 1. शेर बहादुर के.सी. — Secretary\n"
            "Best regards,\nரவிச்சந்திரன் சிவா\n")
    spans = kinds(templates.analyze(text))
    for name in ("එච්.එම්. රංජනී කුමාරි", "ரவிச்சந்திரன் சிவா"):
        assert ("PERSON", name) in spans, name
    assert spans.count(("PERSON", "शेर बहादुर के.सी.")) == 2


def test_text_written_in_these_scripts_is_not_read_as_names_without_a_cue(templates):
    text = "किसान उत्पादक संगठन की बैठक\nदूध संग्रह केंद्र\nअगले सप्ताह की योजना\n"
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(text)))


@pytest.mark.parametrize("text, name", [
    ("Ahli Farmasi: Kavitha a/p Muniandy (RPh 7781)", "Kavitha a/p Muniandy"),
    ("PESERTA: NUR AIN BINTI MOHD FAIZAL (ANAK, 16 TAHUN)", "NUR AIN BINTI MOHD FAIZAL"),
    ("Ploy 🌸\tนางบุญเรือน ศรีสุข\tโทร", "บุญเรือน ศรีสุข"),
    ("reminded everyone that ป้าสมศรี's results are in", "สมศรี"),
])
def test_malay_connectors_and_thai_titles(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", ["คุณภาพดีมาก", "คุณบุญเรือนรับยาเรียบร้อย", "Put the Recycle Bin Outside now"])
def test_thai_words_after_khun_and_a_recycle_bin_are_no_names(templates, text):
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(text)))


def test_a_thai_address(templates):
    spans = kinds(templates.analyze("ที่อยู่: 45/12 หมู่ 3 ต.หนองปรือ อ.บางละมุง จ.ชลบุรี 20150"))
    assert ("ADDRESS", "45/12 หมู่ 3 ต.หนองปรือ อ.บางละมุง จ.ชลบุรี 20150") in spans
