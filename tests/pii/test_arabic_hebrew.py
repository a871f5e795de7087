"""Names in Arabic (Arabic, Persian) or Hebrew script (veil.pii.arabic_hebrew)."""

import pytest

from pii_helpers import kinds


@pytest.mark.parametrize("text,name", [
    ("الاسم: فاطمة الزهراء الإدريسي\nالمدينة: الدار البيضاء", "فاطمة الزهراء الإدريسي"),
    ("تم التواصل مع محمد أمين العمراني بخصوص الطلب", "محمد أمين العمراني"),     # given, father, family adjective
    ("نام: سارا رضایی\u200cنژاد\nتلفن", "سارا رضایی\u200cنژاد"),                  # Persian "-نژاد"
    ("با آقای حمید مرادی صحبت کردم", "حمید مرادی"),                          # a title, then the name parts only
    ("שלום רותי מזרחי, ההזמנה נשלחה", "רותי מזרחי"),                          # "שלום" (hello) opens no name
    ("جاء أحمد سمير عبد الفتاح إلى المكتب", "أحمد سمير عبد الفتاح"),          # "عبد" takes the next word
])
def test_a_name_in_arabic_persian_or_hebrew_script(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "الطلب رقم 4411 تم شحنه اليوم من المستودع إلى العنوان المسجل",
    "نور الشمس جميل في الصباح",                  # "نور" (light) and "جميل" (beautiful) are names too
    "ההזמנה נשלחה היום, תודה רבה ויום טוב",
])
def test_prose_without_names_has_none(templates, text):
    assert not any(s["type"] == "PERSON" for s in templates.analyze(text))


@pytest.mark.parametrize("text,address", [
    ("العنوان: جبل عمان، شارع الرينبو، عمارة 12، الطابق الثاني\nشكرا", "جبل عمان، شارع الرينبو، عمارة 12، الطابق الثاني"),
    ("آدرس: شیراز، بلوار زند، کوچه ۸، پلاک ۳۱\nممنون", "شیراز، بلوار زند، کوچه ۸، پلاک ۳۱"),
    ("التوصيل إلى ٢٢ شارع التحرير، الدقي، الجيزة", "٢٢ شارع التحرير، الدقي، الجيزة"),
    ("כתובת: הרצל 15, קומה 3 דירה 7, חולון", "הרצל 15, קומה 3 דירה 7, חולון"),
])
def test_addresses_in_arabic_persian_and_hebrew_script(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_a_street_named_in_prose_without_a_number_is_no_address(templates):
    text = "كان الشارع مزدحما جدا اليوم في شارع كبير بالمدينة، ثم ذهبنا إلى البيت"
    assert not any(s["type"] == "ADDRESS" for s in templates.analyze(text))


@pytest.mark.parametrize("text, name", [
    ("also ליאור said the parking is full on Tuesdays", "ליאור"),
    ("- Key-person: נועה is the only one who knows the pipeline.", "נועה"),
    ("היי,\nהכרטיס עודכן במערכת\nדנה", "דנה"),
])
def test_a_lone_given_name_between_latin_words_or_signing_off(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_an_everyday_word_between_latin_words_is_no_name(templates):
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze("We met at שלום café and the word נור means light")))
