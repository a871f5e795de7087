"""Text written in other languages than English (veil.pii.languages) and what NER may report there."""

import pytest

from pii_helpers import kinds
from veil.pii.languages import LanguageMap, marker_words


@pytest.fixture(scope="module")
def markers(templates):
    return marker_words(templates.assets_dir)


@pytest.mark.parametrize("text", [
    "Hallo zusammen, am Samstag ist das Auswärtsspiel. Bitte denkt an die Trikots und die Schienbeinschoner.",
    "Dag allemaal, de training van zondag gaat niet door omdat het veld onder water staat.",
    "Pak, hari ini barangnya sudah saya kirim ke gudang dan besok pagi sampai di tujuan.",
    "Dobrý den, posílám přihlášku na soustředění a platbu jsem poslala včera na účet oddílu.",
])
def test_other_languages_read_as_foreign(markers, text):
    assert LanguageMap(text, markers).foreign(10, 20)


@pytest.mark.parametrize("text", [
    "Hi all, the away game is on Saturday. Please bring your shirts and shin pads with you.",
    "Like I said, I want to come over later if the car is fine, but the fire alarm went off.",
    "Anna van der Berg and José de la Cruz will join us from the Rotterdam office next week.",
])
def test_english_with_foreign_names_or_loan_words_is_not_foreign(markers, text):
    assert not LanguageMap(text, markers).foreign(10, 20)


def test_german_is_told_from_other_foreign_text(markers):
    german = "Hallo zusammen, am Samstag ist das Auswärtsspiel. Bitte denkt auch an die Trikots und Schienbeinschoner."
    dutch = "Dag allemaal, de training van zondag gaat niet door omdat het veld onder water staat."
    assert LanguageMap(german, markers).german(10, 20)
    assert LanguageMap(dutch, markers).foreign(10, 20) and not LanguageMap(dutch, markers).german(10, 20)


def test_a_foreign_stretch_inside_an_english_document_is_found_by_position(markers):
    english = "Please find the minutes of our meeting below, and let me know if anything is missing. " * 4
    german = "Die Mitgliederversammlung hat beschlossen, dass der Beitrag ab Januar erhöht wird und die Halle " * 4
    text = english + german
    language = LanguageMap(text, markers)
    assert not language.foreign(20, 30)
    assert language.foreign(len(text) - 40, len(text) - 30)


def test_ner_guesses_in_german_text_need_a_known_name_or_place(engine):
    text = ("Protokoll der Vorstandssitzung. Der Kassenwart berichtet, dass die Erstattung über das "
            "Kreditinstitut läuft. Das Vereinsheim bleibt im Dezember geschlossen, die Jugendwartin "
            "Sabine Krüger organisiert die Weihnachtsfeier in Kassel.")
    found = kinds(engine.analyze(text))
    assert ("PERSON", "Sabine Krüger") in found
    assert ("LOCATION", "Kassel") in found
    flagged = " ".join(t for _, t in found)
    for noun in ("Kassenwart", "Kreditinstitut", "Vereinsheim", "Erstattung", "Jugendwartin"):
        assert noun not in flagged


def test_a_noun_and_a_particle_before_a_name_in_german_are_no_part_of_it(engine):
    text = ("Kinderschutz: Das erweiterte Führungszeugnis von Lukas Hagedorn wurde am 09.11. vorgelegt "
            "und ist bis zum Ende der Saison gültig.")
    assert ("PERSON", "Lukas Hagedorn") in kinds(engine.analyze(text))


@pytest.mark.parametrize("text,name", [
    ("Bis Samstag! Gruß Jens Möller", "Jens Möller"),
    ("Dziękuję za informację.\nPozdrawiam Dorota Szczepańska", "Dorota Szczepańska"),
])
def test_sign_offs_in_other_languages_are_not_part_of_the_name(engine, text, name):
    assert ("PERSON", name) in kinds(engine.analyze(text))


def test_everyday_words_of_other_languages_are_no_names(engine):
    text = "ok pak, hari ini saya kirim, baris sebelahnya sudah penuh jadi taruh di lorong"
    assert not any(t == "PERSON" for t, _ in kinds(engine.analyze(text)))


def test_phrases_of_other_languages_are_no_names(engine):
    text = "Bitte das Trikot mitbringen, der Schlüssel für die Halle liegt beim Hausmeister."
    found = [s for t, s in kinds(engine.analyze(text)) if t == "PERSON"]
    assert not any(w.islower() for s in found for w in s.split())


@pytest.mark.parametrize("text,word", [
    ("Die Rechnung kommt im Dezember, bitte an Herrn Wolff schicken.", "Dezember"),
    ("Het rooster voor Donderdag hangt in de kantine.", "Donderdag"),
])
def test_month_and_weekday_names_of_other_languages_are_no_names(engine, text, word):
    assert word not in " ".join(t for _, t in kinds(engine.analyze(text)))


def test_a_known_given_name_that_is_also_a_weekday_stays_a_name(engine):
    assert ("PERSON", "Domingo") in kinds(engine.analyze("Domingo called on Monday about the invoice."))


def test_a_german_day_and_month_after_a_weekday_is_a_date_not_an_age(engine):
    found = kinds(engine.analyze("Am Montag, 3. März kam der Techniker."))
    assert ("DATE", "3. März") in found
    assert not any(kind == "AGE" for kind, _ in found)


def test_lone_nouns_articles_sign_offs_and_the_polite_sie_in_german_are_no_names(engine):
    text = ("Liebe Kolleginnen und Kollegen, der Dienstplan für die nächste Woche ist fertig. Die Anspielprobe "
            "beginnt um 10 Uhr auf der Bühne, danach ist die Stimmprobe im Orchesterprobensaal. Bitte denken Sie "
            "an die Noten und den Anzug, und melden Sie Abwesenheiten bis Freitag. Der Beleg für die Fahrtkosten "
            "geht an das Büro. Herzliche Grüße aus Eppendorf, Ihre Monika Wojciechowski")
    found = kinds(engine.analyze(text))
    assert ("PERSON", "Monika Wojciechowski") in found
    flagged = " ".join(s for t, s in found if t in ("PERSON", "ORG"))
    for word in ("Bühne", "Sie", "Noten", "Anzug", "Beleg", "Grüße", "Kolleginnen"):
        assert word not in flagged


def test_lone_family_and_place_names_in_german_text_stay(engine):
    text = ("Sehr geehrte Damen und Herren, bitte senden Sie die Unterlagen bis Montag an uns zurück. "
            "Die Übergabe findet in Ohlsdorf statt, Wojciechowski "
            "bringt die Schlüssel mit und wartet vor dem Haus.")
    flagged = " ".join(s for _, s in kinds(engine.analyze(text)))     # the English model reads both as
    assert "Wojciechowski" in flagged and "Ohlsdorf" in flagged        # a firm or a person


def test_lone_everyday_words_opening_a_spanish_line_are_no_names_but_names_mid_sentence_stay(engine):
    text = ("Recuerden traer el carnet de vacunas el día de la consulta.\n"
            "Obstetricia: control prenatal cada 4 semanas, análisis en ayunas.\n"
            "Mañana no hay turnos por la tarde, solo por la mañana.\n"
            "La ginecóloga de la paciente, la doctora Rengifo, pidió la ecografía; "
            "la llamada con Rossi es el jueves a las 17.")
    found = kinds(engine.analyze(text))
    flagged = " ".join(s for t, s in found if t in ("PERSON", "ORG", "LOCATION"))
    for word in ("Recuerden", "Obstetricia", "Mañana"):
        assert word not in flagged
    assert ("PERSON", "Rengifo") in found and "Rossi" in flagged


def test_a_name_after_a_title_abbreviation_or_a_label_in_other_languages_is_no_sentence_start(engine):
    flagged = " ".join(s for _, s in kinds(engine.analyze(
        "- substituição 02/12: prof. Tatiana cobre minha aula, mandar mensagem para as alunas hoje.")))
    assert "Tatiana" in flagged
    flagged = " ".join(s for _, s in kinds(engine.analyze(
        "Los niños la adoran; Maialen todavía le pregunta por ella cada día de la semana.")))
    assert "Maialen" in flagged


def test_a_name_after_a_call_verb_in_spanish_portuguese_or_french(engine):
    assert ("PERSON", "Marce") in kinds(engine.analyze("- Llamar a Marce (doula) p/ coordinar guardia"))
