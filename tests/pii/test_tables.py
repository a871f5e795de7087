"""Cells of table columns whose header names personal data (veil.pii.tables)."""

import pytest

from pii_helpers import kinds

MANIFEST = (
    "Pax | Name (SURNAME/Given)          | Nat | Passport      | DOB\n"
    "1   | OMONDI/Jacob Otieno           | KEN | AK0418823     | 14MAR1979\n"
    "2   | UWIMANA/Claudine              | RWA | PC224681      | 21DEC1985\n"
    "\n"
    "Crew: see roster.\n"
)


def test_manifest_columns(templates):
    spans = kinds(templates.analyze(MANIFEST))
    assert ("PASSPORT", "AK0418823") in spans and ("PASSPORT", "PC224681") in spans
    assert ("DATE_OF_BIRTH", "21DEC1985") in spans
    assert ("PERSON", "UWIMANA/Claudine") in spans
    assert not any(s == "KEN" for _, s in spans)


def test_aligned_table_with_user_column(templates):
    text = ("Time      User         Action\n"
            "09:14     hsoto        password reset\n"
            "09:20     mkaur2       locked\n")
    spans = kinds(templates.analyze(text))
    assert ("USERNAME", "hsoto") in spans and ("USERNAME", "mkaur2") in spans
    assert not any(s in ("locked", "09:20") for _, s in spans)


def test_name_column_alone_is_not_people(templates):
    text = "Name          Price\nWidget Pro    $40\nGadget Max    $55\n"
    assert [k for k in kinds(templates.analyze(text)) if k[0] == "PERSON"] == []


def test_data_rows_are_no_headers(templates):
    text = ("2026-08-18 22:05:47 UTC  login          fail(mfa)\n"
            "2026-08-18 22:06:10 UTC  account_state  suspended\n")
    assert [k for k in kinds(templates.analyze(text)) if k[0] == "USERNAME"] == []


def test_document_column_of_an_aligned_manifest(templates):
    text = ("Seat  Name                          Nationality  Document             DOB\n"
            "1A    ANDERSEN, Ingrid Marie        NOR          FR8832045            03.02.1984\n"
            "2C    OKAFOR-BELL, Amara            GBR          552918374            17.12.1995\n"
            "3A    SCHMIDT, Lukas                DEU          C4R7J9K2L            05.05.1988\n")
    spans = kinds(templates.analyze(text))
    assert ("PASSPORT", "FR8832045") in spans and ("PASSPORT", "552918374") in spans
    assert ("PASSPORT", "C4R7J9K2L") in spans and not any(s == "DEU" and t == "PASSPORT" for t, s in spans)


def test_comma_separated_export_with_name_columns(templates):
    text = ("first_name,last_name,email,company,country\n"
            "Amara,Diallo,ad@orange.sn,,Senegal\n"
            "Sofía,Valderrama,sofia@cafeterraalta.co,Café Terra Alta,Colombia\n")
    spans = kinds(templates.analyze(text))
    for name in ("Amara", "Diallo", "Sofía", "Valderrama"):
        assert ("PERSON", name) in spans
    # a sentence with commas is no CSV header
    prose = "Name, rank, and serial number were given.\nAlpha,Beta,Gamma\n"
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(prose)))


def test_csv_cells_in_quotes_may_hold_commas(templates):
    text = ("name,role,email,phone,diet,notes\n"
            "Jan Novák,guest,jan.novak@seznam.cz,737 112 908,vegan,\"allergic, nuts\"\n")
    assert ("PHONE", "737 112 908") in kinds(templates.analyze(text))


def test_phone_column_without_a_header(templates):
    """A headerless pipe log: one number is a phone on its own shape, so its column is a phone column."""
    text = ("10:05 | Ms. R. Iyer | +91-98450-11223 | fridge not cooling\n"
            "10:40 | Mr. K. Menon | 98860 44512 | oven door\n"
            "11:00 | unknown caller | 9845012345 | hung up\n")
    phones = [s for t, s in kinds(templates.analyze(text)) if t == "PHONE"]
    assert phones == ["+91-98450-11223", "98860 44512", "9845012345"]


def test_no_phone_column_without_a_phone(templates):
    text = ("SKU | Qty | Code\n"
            "A-1 | 2 | 20241112\n"
            "B-7 | 5 | 20241113\n")
    assert [t for t, _ in kinds(templates.analyze(text)) if t == "PHONE"] == []


def test_semicolon_csv_with_headers_in_portuguese(templates):
    text = ("id_membro;nome;email;celular;data_nascimento;plano\n"
            "1042;Ana Beatriz Moura;ana.moura@example.com;(11) 98472-3301;14/02/1996;BLACK ANUAL\n"
            "1051;Raimundo Nonato Alves;;(11) 3872-4410;30/11/1959;SENIOR 60+\n")
    spans = kinds(templates.analyze(text))
    assert ("PERSON", "Raimundo Nonato Alves") in spans
    assert ("PHONE", "(11) 3872-4410") in spans
    assert ("DATE_OF_BIRTH", "30/11/1959") in spans
    assert not any("ANUAL" in s or "SENIOR" in s for _, s in spans)


def test_semicolon_prose_is_no_table(templates):
    text = "We met twice; once in May; once in June.\nNotes; more notes; and more 12; 14; 16\n"
    assert not any(t in ("PHONE", "PERSON") for t, _ in kinds(templates.analyze(text)))


def test_csv_headers_with_questions_and_abbreviations(templates):
    text = ("Timestamp,Full Name,Email Address,Mobile No.,Will you attend?,No. of seats\n"
            "11/18/2026 21:04:12,Theresa Bautista,tess@example.com,0917 552 3108,Yes,2\n"
            "11/19/2026 07:15:33,Faith Villareal-Santos,faith@example.com,09175553921,Yes,3\n")
    spans = kinds(templates.analyze(text))
    assert ("PHONE", "09175553921") in spans and ("PERSON", "Faith Villareal-Santos") in spans


def test_msisdn_column_of_an_sms_export(templates):
    text = ("id,ts,dir,msisdn,chw,body\n"
            '55102,2026-11-17 08:30:11,OUT,8801712458903,Shirin,"Apnar check-up kal"\n'
            '55117,2026-11-17 12:05:09,IN,8801923377140,,"ji apa ashbo"\n')
    spans = kinds(templates.analyze(text))
    assert ("PHONE", "8801712458903") in spans and ("PHONE", "8801923377140") in spans


@pytest.mark.parametrize("text, names", [
    (("volgnr;naam_begunstigde;iban;bic;bedrag;omschrijving\n"            # a Dutch payment batch
      "1;M.J. de Groot;NL02ABNA0592837461;ABNANL2A;4312,55;Salaris nov 2026\n"
      "3;Pieter-Jan van 't Hof;NL34SNSB0928374615;SNSBNL2A;5630,00;Salaris nov 2026\n"),
     ["M.J. de Groot", "Pieter-Jan van 't Hof"]),
    (("Student ID\tStudent\tUnit 3 Test\tUnit 4 Test\tQ1 %\tGrade\tComment\n"   # numbered columns,
      "1104527\tAbdi, Hodan\t88\t91\t92.4\tA-\t\n"                                # empty last cells
      "1105340\tDao, Kevin\t79\t84\t83.6\tB\t\n"),
     ["Abdi, Hodan", "Dao, Kevin"]),
    (("date\ttime\tpax\tname\tcontact\temail\ttable\tnotes\ttaken_by\n"        # staff initials
      "2025-12-24\t18:00\t2\tTan Wei Ling\t9127 4830\ttwl88@hotmail.com\tW3\twindow pls\tJL\n"
      "2025-12-24\t18:15\t6\tPriya Ramasamy\t9650 1184\tpriya.r@outlook.sg\tB1\tno alcohol\tSharon\n"),
     ["JL", "Sharon"]),
])
def test_person_columns_of_payment_batches_gradebooks_and_booking_sheets(templates, text, names):
    people = [s for t, s in kinds(templates.analyze(text)) if t == "PERSON"]
    assert all(name in people for name in names), people


def test_a_csv_column_of_numbers_found_after_names_holds_phones(engine):
    text = ("case_id,opened,customer_name,customer_msisdn,counterparty_name,counterparty_msisdn,amount_ghs\n"
            "DSP-558120,2026-11-17,Abena Owusu-Ansah,0244812307,Yaw Mensah,0554190286,450.00\n"
            "DSP-558121,2026-11-17,Kofi Adjei,0209331175,Seidu Alhassan,0248870412,1200.00\n")
    phones = [s["text"] for s in engine.analyze(text) if s["type"] == "PHONE"]
    assert "0248870412" in phones
    assert "450.00" not in phones and "1200.00" not in phones


def test_a_column_of_log_in_names_made_of_people_s_names_is_usernames(engine):
    text = ("id;company;email;city;owner;note\n"
            "CT-001;Groupe Cimarron;info@cimarron.ca;Laval;mkovac;met at lunch\n"
            "CT-002;ML Mutual;office@mlmutual.ca;Toronto;dsandhu;asked for slides\n"
            "CT-003;North Shore;dale@northshore.ca;Halifax;mkovac;bounced\n"
            "CT-004;Harbour Ltd;desk@harbour.ca;Regina;kboakye;call back\n")
    handles = [s["text"] for s in engine.analyze(text) if s["type"] == "USERNAME"]
    assert handles.count("mkovac") == 2 and "dsandhu" in handles and "kboakye" in handles
    assert "owner" not in handles


def test_a_column_of_lower_case_status_words_is_no_usernames(engine):
    text = ("id,opened,status,queue\n"
            "T-1,2026-11-17,pending,billing\n"
            "T-2,2026-11-17,approved,billing\n"
            "T-3,2026-11-18,rejected,fraud\n")
    assert not any(s["type"] == "USERNAME" for s in engine.analyze(text))


def test_a_header_with_a_number_word_names_its_column(engine):
    text = ("nr | naam              | geb.datum  | paspoort nr. | gsm\n"
            "4  | De Smet Arthur    | 18/02/2013 | EL481203     | 0472 18 39 50\n"
            "5  | Peeters Lowie     | 03/07/2013 | EM027719     | 0472 18 39 51\n")
    passports = [s["text"] for s in engine.analyze(text) if s["type"] == "PASSPORT"]
    assert passports == ["EL481203", "EM027719"]


def test_a_licence_number_column_and_a_bulgarian_licence_phrase(engine):
    table = ("employee_id\tlast_name\tfirst_name\tphone\tstart\tlic_no\tlic_state\n"
             "NW-0412\tBrennan\tColm\t(818) 555-0131\t2026-12-07\tB7142096\tCA\n"
             "NW-0415\tRose\tFrank\t747-555-0186\t2026-12-07\tD4829173\tCA\n")
    found = kinds(engine.analyze(table))
    assert ("DRIVER_LICENSE", "B7142096") in found and ("DRIVER_LICENSE", "D4829173") in found
    text = "Прилагам копие на свидетелството ѝ за управление на МПС № 285114733 и на талона."
    assert ("DRIVER_LICENSE", "285114733") in kinds(engine.analyze(text))


def test_quoted_csv_cells_under_a_romanian_name_header(templates):
    csv = ('id_citire,cod_loc_consum,nume_client,adresa,data_citire\n'
           '884107,5001124017,"Ciobanu Elena","Bd. Independenței nr. 3, Iași",2026-11-11\n'
           '884108,5001124022,"Ababei Ion","Str. Cuza Vodă nr. 8, Iași",2026-11-12\n')
    found = kinds(templates.analyze(csv))
    assert ("PERSON", "Ababei Ion") in found and ("PERSON", "Ciobanu Elena") in found
    assert ("ADDRESS", "Bd. Independenței nr. 3, Iași") in found


def test_name_column_alone_counts_when_it_holds_known_names(templates):
    # a staff rota: "NAME" over the day columns, no other personal column beside it
    text = ("NAME                  | MON   | TUE   | WED\n"
            "Borg, Marthese        | 07-15 | OFF   | 07-15\n"
            "Agius, Charmaine      | OFF   | 07-15 | 07-15\n"
            "Okonkwo, Chidera      | 07-15 | 07-15 | OFF\n")
    spans = kinds(templates.analyze(text))
    assert ("PERSON", "Borg, Marthese") in spans and ("PERSON", "Okonkwo, Chidera") in spans
    assert not any(s in ("MON", "WED", "OFF") for _, s in spans)


def test_name_column_of_products_stays_clean_with_many_rows(templates):
    text = ("Name            | Mon | Tue\n"
            "Espresso Blend  | 12  | 14\n"
            "Green Tea       | 3   | 5\n"
            "Lemon Tart      | 8   | 6\n")
    assert [k for k in kinds(templates.analyze(text)) if k[0] == "PERSON"] == []


def test_landline_column_of_a_subscriber_export(templates):
    text = ("subscriber_id,full_name,msisdn,landline,email\n"
            "WE-GZ-0042117,Ahmed Mostafa Kamel,+201001847730,0235718842,ahmed.m.kamel@hotmail.com\n"
            "WE-AX-0107745,Mina Girgis Youssef,+201285540912,034872210,mina.girgis.y@yahoo.com\n")
    spans = kinds(templates.analyze(text))
    assert ("PHONE", "0235718842") in spans and ("PHONE", "034872210") in spans


def test_worker_and_supervisor_columns_hold_names_and_initials(templates):
    text = ("date\tworker\tagency_id\ttime_in\ttime_out\tstation\tsupv\n"
            "2026-11-16\tReyes, Mark Anthony D.\tPT-2207\t07:00\t16:00\tREG-DESK-1\tRDL\n"
            "2026-11-16\tVillanueva, Princess\tPT-2231\t07:00\t18:30\tREG-DESK-2\tRDL\n"
            "2026-11-16\tMagbanua, Lovely Grace\tPT-2240\t09:00\t18:00\tBOOTH-A\tDC\n")
    spans = kinds(templates.analyze(text))
    assert ("PERSON", "Magbanua, Lovely Grace") in spans
    assert spans.count(("PERSON", "RDL")) == 2 and ("PERSON", "DC") in spans


def test_a_csv_column_of_initial_dot_surname_logins(templates):
    text = ("referral_id,received,client_name,suburb,risk,assigned_worker,status\n"
            "VS-1,2026-11-02,Losana Vakaloloma,Mangere East,High,t.pomare,Contacted\n"
            "VS-2,2026-11-03,Chen Xiaomei,Howick,Medium,m.leaupepe,Contacted\n"
            "VS-3,2026-11-04,Brooke Harrington,Papakura,Low,a.singh,Booked\n"
            "VS-4,2026-11-05,Paora Te Whata,Papatoetoe,Medium,t.pomare,Contacted\n")
    spans = kinds(templates.analyze(text))
    assert spans.count(("USERNAME", "t.pomare")) == 2 and ("USERNAME", "m.leaupepe") in spans


def test_a_nick_column_of_a_roster(templates):
    text = (" #  Imię i nazwisko          Nick         Data ur.     Wiek\n"
            " 1  Szymon Pietrzak          szympek      12.11.2005   21\n"
            " 2  Michał Kaczmarczyk       kaczor       29.01.2003   23\n")
    spans = kinds(templates.analyze(text))
    assert ("USERNAME", "szympek") in spans and ("USERNAME", "kaczor") in spans


def test_log_ins_in_a_volunteer_column_of_a_call_log(templates):
    text = ("call_id,start_local,dur_min,lang,volunteer,caller_name,caller_age,risk,outcome\n"
            "DC-26-118204,2026-11-21 22:41,34,EN,vol_aisha.k,Dev,19,moderate,safety plan\n"
            "DC-26-118205,2026-11-21 23:02,8,EN,vol_mnowak,declined,unknown,low,info/referral\n")
    spans = kinds(templates.analyze(text))
    assert ("USERNAME", "vol_aisha.k") in spans and ("USERNAME", "vol_mnowak") in spans
    assert not any(s in ("safety plan", "info/referral") for _, s in spans)


def test_spanish_family_name_columns_and_an_instructor_column(templates):
    text = ("no_emp,apellido_paterno,apellido_materno,nombres,puesto,telefono\n"
            "10482,Olvera,Ruiz,Ximena,CAPITAN,+52 998 184 2716\n"
            "10602,Uc,Dzul,Gaspar,MECANICO ABORDO,+52 999 177 3024\n")
    spans = kinds(templates.analyze(text))
    for name in ("Olvera", "Ruiz", "Dzul", "Gaspar"):
        assert ("PERSON", name) in spans, name
    tsv = ("staff_no\tsurname\tfirst_name\tcourse\tinstructor\n"
           "B-0412\tRolle\tCordero\tRamp Safety RS-1\tP. Mackey\n"
           "B-0451\tBain\tTiffany\tPassenger Service PSA-2\tK. Major\n")
    assert ("PERSON", "K. Major") in kinds(templates.analyze(tsv))


def test_a_roster_header_with_day_columns_types_its_name_column(templates):
    roster = ("Staff_ID\tName\tGrade\tNationality\tMobile\t01-Dec\t02-Dec\n"
              "N0113\tAl-Balushi, Shamsa Salim\tHN\tOman\t+968 9921 4406\tD\tD\n"
              "N0315\tVarghese, Tintu\tAN\tIndia\t7952 6610\tD\tD\n")
    spans = kinds(templates.analyze(roster))
    assert ("PERSON", "Varghese, Tintu") in spans and ("PERSON", "Al-Balushi, Shamsa Salim") in spans


def test_an_age_column(templates):
    table = ("nº\tApellidos\tNombre\tPaís\tEdad\tAlojamiento\t3/11\t5/11\n"
             "1\tVisser\tFemke\tPaíses Bajos\t21\tpiso compartido\tP\tP\n"
             "2\tDubois\tLéa\tFrancia\t19\tfam. Ferrer\tP\tF\n")
    spans = kinds(templates.analyze(table))
    assert ("AGE", "21") in spans and ("AGE", "19") in spans


def test_a_number_column_under_a_non_age_header_is_no_age(templates):
    table = "Item\tQty\tPrice\nChairs\t21\t40\nTables\t19\t120\n"
    assert not any(t == "AGE" for t, _ in kinds(templates.analyze(table)))


def test_numbered_reviewer_columns_of_log_ins(templates):
    table = ("paper_id\tshort_title\treviewer_1\treviewer_2\treviewer_3\tdue\n"
             "88\tRetrieval-augmented MT\tgferraresi\tsfontana\tmlobianco_c\t2026-11-20\n"
             "102\tSentiment in tweets\trvasconcelos\tsfontana\tines.fig\t2026-11-20\n"
             "117\tWord embeddings for Ladino\tsfontana\taortega_uam\tjrovira\t2026-11-20\n")
    spans = kinds(templates.analyze(table))
    assert ("USERNAME", "jrovira") in spans and ("USERNAME", "ines.fig") in spans
    assert not any(s.startswith("reviewer") for _, s in spans)


def test_a_csv_header_with_a_code_column_and_a_preferred_name_column(templates):
    text = ("student_id,last_name,first_name,preferred,grade,dob,guardian_email,504/IEP,ELL\n"
            "3310588,Begay,Kayden,,10,2010-07-29,rbegay@navajo-nsn.gov,504,N\n"
            "3311203,Her,Pa Nhia,,10,2010-05-21,xiong.vang.family@gmail.com,N,Y\n"
            "3311777,Washington,Brooklyn,Brook,10,2010-11-07,tashawashington@gmail.com,N,N\n")
    found = kinds(templates.analyze(text))
    for name in ("Begay", "Pa Nhia", "Washington", "Brook"):       # (not the Hmong family name "Her")
        assert ("PERSON", name) in found
    assert not any(s in ("504", "N", "Y") for t, s in found if t == "PERSON")


def test_lower_case_names_and_accented_names_in_person_columns(engine):
    text = ("signed_at\tfirst_name\tlast_name\temail\n"
            "2025-06-03 18:42\tMargaret\tOldroyd\tmaggie.oldroyd@btinternet.com\n"
            "2025-06-03 19:20\tellie\tdawson\telliedawson_x@hotmail.co.uk\n"
            "2025-06-03 19:31\tnot\tgiven\tanon@example.org\n")
    found = kinds(engine.analyze(text))
    assert ("PERSON", "ellie") in found and ("PERSON", "dawson") in found
    assert not any(s in ("not", "given") for _, s in found)          # everyday words stay out
    roster = ("job_ref\tdate\tcrew_lead\tcrew\tnotes\n"
              "D-1\t30/11/2026\tDeclan\tKev, Tomasz, Ciarán O.\t3rd floor\n"
              "D-2\t30/11/2026\tSinéad\tMarek\tstorage release\n")
    found = kinds(engine.analyze(roster))
    assert ("PERSON", "Sinéad") in found and ("PERSON", "Declan") in found
    assert not any("\t" in s for _, s in found)                   # no name runs over a tab


def test_family_name_columns_beside_a_birth_date_or_first_name_column(engine):
    judo = ("Nr\tFamilienname\tVorname\tGeb.-Datum\tKl.\n"
            "1\tKienzl\tMatthias\t14.02.2013\tU14\n"
            "2\tPirker\tJonas Leopold\t01.11.2013\tU14\n")
    found = kinds(engine.analyze(judo))
    assert ("PERSON", "Kienzl") in found and ("PERSON", "Pirker") in found
    assert ("DATE_OF_BIRTH", "14.02.2013") in found
    halls = ("Last\tFirst\tUID\tCitizenship\tHall\n"
             "Mahmoudi\tArman\t118209902\tIran\tFriley\n"
             "Jafarzadeh\tNiloufar\t118213512\tIran\tBuchanan\n")
    found = kinds(engine.analyze(halls))
    assert ("PERSON", "Mahmoudi") in found and ("PERSON", "Jafarzadeh") in found


def test_payee_columns_document_columns_and_family_names_with_particles_in_csv(engine):
    ssv = ("Buchungstag;Auftraggeber/Empfänger;IBAN;Betrag (EUR)\n"
           "02.11.2026;Henrike Lamprecht;DE43430500001234987654;50,00\n"
           "10.11.2026;Mykola Savchenko;DE41701204000083321905;-95,00\n")
    assert ("PERSON", "Mykola Savchenko") in kinds(engine.analyze(ssv))
    ssv = ("id;nome;data_nascimento;telemovel;doc_identificacao\n"
           "VS-003;Bogdan Moraru;1989-11-03;+40 721 448 903;054718236\n"
           "VS-004;Sanjit Kumar;1995-07-22;+351 965 771 208;PA2284617\n")
    found = kinds(engine.analyze(ssv))
    assert ("PASSPORT", "054718236") in found and ("PASSPORT", "PA2284617") in found
    csv = ("appt_id,patient_name,dob,nurse\n"
           "DU-88213,\"Nguyen, Thi Lan\",11/02/1959,KM\n"
           "DU-88215,\"van der Berg, Hope\",02/12/1972,KM\n")
    assert any(t == "PERSON" and text.startswith("van der Berg") for t, text in kinds(engine.analyze(csv)))


def test_log_in_names_from_a_hyphenated_family_name_filed_first(engine):
    text = "Dela Cruz, Theresa logged in as tdelacruz; Wim Bakker-Oudshoorn uses wbakker71"
    found = kinds(engine.analyze(text))
    assert ("USERNAME", "wbakker71") in found


def test_staff_initials_in_an_adviser_column_and_names_in_a_chinese_roster(templates):
    ssv = ("nr_polisy;ubezpieczony;telefon;opiekun\n"
           "GR-4471-0003;Bąk Henryk;+48 604 117 392;KZB\n"
           "GR-4471-0019;Szymańska-Rak Iwona;+48 512 771 036;TL\n")
    found = kinds(templates.analyze(ssv))
    assert ("PERSON", "KZB") in found and ("PERSON", "TL") in found
    roster = ("學號\t中文姓名\tEnglish Name\t暱稱\tEmail\n"
              "D11524003\t林郁婷\tLin, Yu-Ting\tTing\td11524003@ntu.edu.tw\n"
              "R14524006\t張雅筑\tChang, Ya-Chu\t小筑\tr14524006@ntu.edu.tw\n")
    found = kinds(templates.analyze(roster))
    assert ("PERSON", "林郁婷") in found and ("PERSON", "小筑") in found


def test_columns_named_by_whose_address_or_phone_they_hold(templates):
    csv = ("reg_no,student_name,guardian_name,student_mobile,guardian_mobile,email_address,college,present_address,paid_bdt\n"
           'PAC-0115,Sumaiya Akter,Rokeya Khatun,01933-604172,,s.akter@gmail.com,Govt. College,"Holding 88, Upashahar, Rajshahi",12500\n'
           'PAC-0120,Sadia Rose,Jahanara Begum,01301-774420,01711-880913,rose@gmail.com,Holy Cross College,"Road 3, Block C, Mirpur 10, Dhaka",12500\n')
    found = kinds(templates.analyze(csv))
    assert ("ADDRESS", "Holding 88, Upashahar, Rajshahi") in found
    assert any(t == "ADDRESS" and s.startswith("Road 3, Block C, Mirpur 10, Dhaka") for t, s in found)  # not the cells before it
    assert not any(t == "ADDRESS" and "@" in s for t, s in found)           # "email_address" holds e-mails


def test_given_names_that_are_words_in_a_column_of_given_names(templates):
    tsv = ("driver_id\tlast\tfirst\tdob\tphone\n1071\tBaker\tSummer\t1988-04-19\t416-738-2290\n"
           "1090\tMercer\tHope\t1996-10-30\t514-602-1187\n")
    found = kinds(templates.analyze(tsv))
    assert ("PERSON", "Summer") in found and ("PERSON", "Hope") in found
    menu = "item\tname\tprice\tqty\n1\tTotal\t4.00\t2\n2\tSummer\t3.00\t1\n"        # a product list's "name"
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(menu)))


def test_a_column_of_people_vouches_for_a_column_of_staff_initials_but_not_for_products(templates):
    csv = ("ciclo_id,fecha_puncion,paciente,pareja,transfer,embriologo\n"
           'FIV26-0811,2026-10-05,"Alonso Ferrer, Irene","Núñez Blanco, Pablo",SET D5,MLC\n'
           'FIV26-0812,2026-10-05,"Vidal i Puig, Montserrat",—,SET D5,JAR\n'
           'FIV26-0813,2026-10-07,"Benítez Carmona, Rocío","Gil Moreno, Lara",freeze-all,MLC\n')
    found = kinds(templates.analyze(csv))
    assert found.count(("PERSON", "MLC")) == 2 and ("PERSON", "JAR") in found
    shop = "name,price,owner\nWidget,4,Anna Berg\nGadget,5,Mark Olsen\nThingy,6,Maria Lopez\n"
    assert not any(s in ("Widget", "Gadget") for _, s in kinds(templates.analyze(shop)))
