"""Names in Greek or Cyrillic script (veil.pii.greek_cyrillic) and spaCy's output on such text."""

import pytest

from pii_helpers import kinds


@pytest.mark.parametrize("text,name", [
    ("Олег Марчук, [22:14]\nхлопці хто вже на місці?", "Олег Марчук"),
    ("дані водія: Ковальчук Ігор Миколайович, паспорт FX 418823", "Ковальчук Ігор Миколайович"),
    ("Υπεύθυνη: Κωνσταντίνα Παπαδοπούλου, τηλ. 694 528 1173", "Κωνσταντίνα Παπαδοπούλου"),
    ('ben_name="ΣΤΑΥΡΟΥ ΝΙΚΟΛΑΟΣ" status=OK', "ΣΤΑΥΡΟΥ ΝΙΚΟΛΑΟΣ"),
    ("Водій Василь Бондар прибув о 9:00", "Василь Бондар"),           # a family name the lists lack
    ("Підписав: А. Бондар", "А. Бондар"),
    ("Бондар Василь Петрович, 1980 р.н.", "Бондар Василь Петрович"),
    ("Ευχαριστώ, κ. Μαυρίδης θα σας καλέσει", "Μαυρίδης"),
])
def test_a_name_in_greek_or_cyrillic_script(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text,name", [
    ("Василю, для CMR потрібні дані другого водія", "Василю"),          # vocative of Василь
    ("хай набере Тараса з брокерської", "Тараса"),                     # genitive of Тарас
    ("Ігорю передайте", "Ігорю"),
    ("επικοινωνία μέσω του Γεωργίου", "Γεωργίου"),                      # genitive of Γεώργιος
])
def test_a_declined_name(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_a_table_row_of_greek_names(templates):
    row = "1\tΠαπαδοπούλου\tΚωνσταντίνα\tΙωάννης\t12/04/1968\n"
    found = kinds(templates.analyze(row))
    for name in ("Παπαδοπούλου", "Κωνσταντίνα", "Ιωάννης"):
        assert ("PERSON", name) in found


@pytest.mark.parametrize("text", [
    "Машина стоїть на складі, розвантаження завтра.",     # "-ина" is no family name on its own
    "Голова правління підписав наказ.",                  # "Голова" (chair) ends like a family name
    "Надія є. Роман читає.",                             # everyday words that are also given names
    "Добрий день! Сертифікат надішлю ввечері.",
    "Η παράδοση έγινε στις 10:00 στην αποθήκη.",
])
def test_everyday_words_in_these_scripts_are_no_names(templates, text):
    assert not any(s["type"] == "PERSON" for s in templates.analyze(text))


def test_an_honorific_makes_an_everyday_word_a_name(templates):
    assert ("PERSON", "Голова") in kinds(templates.analyze("Вчора пан Голова не прийшов."))


def test_spacy_person_spans_with_lower_case_cyrillic_words_are_dropped(engine):
    text = "Диспетчер: Скиньте ПІБ і номер закордонного паспорта, хай набере Тараса."
    spans = engine.analyze(text)
    assert not any(s["type"] == "PERSON" and " " in s["text"] for s in spans)
    assert ("PERSON", "Тараса") in kinds(spans)


def test_spacy_spans_over_key_value_pairs_are_dropped(engine):
    text = '2026-11-23 14:07 ok EUR ben_name="ΣΤΑΥΡΟΥ ΝΙΚΟΛΑΟΣ" remittance="ENOIKIO NOEMVRIOS" status=OK'
    assert not any("=" in s["text"] for s in engine.analyze(text))


@pytest.mark.parametrize("text,name", [
    ("С уважение,\nЦв. Маринова", "Цв. Маринова"),
    ("Абонент: Ткаченко О. В. звернувся щодо рахунку", "Ткаченко О. В."),
    ("Заявитель: Бондаренко-Лозинская А. И.", "Бондаренко-Лозинская А. И."),
    ("Звонила Марина К. из Москвы", "Марина К."),
])
def test_initials_after_a_name_and_two_letter_initials(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_address_abbreviations_are_no_initials(templates):
    assert "PERSON" not in {s["type"] for s in templates.analyze("Ул. Ленина закрыта, бл. 5 тоже.")}


@pytest.mark.parametrize("text,label", [
    ("Адреса: Київ\nСтатус: відкрито\nПріоритет: високий", "Статус"),
    ("Заявитель: Бондаренко-Лозинская А. И.", "Заявитель"),
    ("Κωδ. κλήσης: C-26   Πράκτορας: mkoutsou\n", "Πράκτορας"),
])
def test_spacy_guesses_on_form_labels_in_these_scripts_are_dropped(engine, text, label):
    assert label not in " ".join(t for _, t in kinds(engine.analyze(text)))


@pytest.mark.parametrize("text,name", [
    ("20:25  Ильдар Хасанов: Ольга Викторовна, а курьер куда едет?", "Ильдар Хасанов"),   # a Tatar given name
    ("- Μανώλης Τζαννετάκης του Γεωργίου, γεν. 1921", "Μανώλης Τζαννετάκης"),            # the everyday form of Εμμανουήλ
    ("кстати ты конфиг скинул Лёше? он просил", "Лёше"),                                 # a short form, declined
    ("Η Κατίνα θα φέρει τα χαρτιά", "Κατίνα"),
])
def test_everyday_and_short_forms_of_given_names(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_month_abbreviations_are_no_names(templates):
    spans = templates.analyze("γεν. 12 Αυγ. 1921, πέθανε 3 Σεπτ. 2002")
    assert not any(s["type"] == "PERSON" for s in spans)


@pytest.mark.parametrize("text, name", [
    ("Тук съм. Дес, остави ми ключа от сейфа при Гергана в кафенето", "Гергана"),
    ("A man comes in 30 min, his name is Красимир, tel 0897 551 208", "Красимир"),
    ("Возач: Милош Јовановић, Београд", "Милош Јовановић"),
])
def test_bulgarian_and_serbian_given_names(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_a_family_name_alone_in_a_table_cell(templates):
    rows = ("20.11.2026;10:00;Ники Стаменов;0878 902 316;Пенева;СА 1093 РМ;офис\n"
            "20.11.2026;12:00;Мария Иванова;0888 412 937;Стоянов;СВ 4821 КН;офис\n")
    spans = kinds(templates.analyze(rows))
    assert ("PERSON", "Пенева") in spans and ("PERSON", "Стоянов") in spans


def test_a_family_name_ending_outside_a_cell_is_no_name(templates):
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze("Голова сказал: готово; Голова ушёл")))
