"""Address spans grown over units, floors, postcodes and building parts (veil.pii.addresses)."""

import pytest

from pii_helpers import kinds


def address_spans(engine, text):
    return [s for t, s in kinds(engine.analyze(text)) if t == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Home address: 4471 rue Saint-Denis, app. 3\nMontréal (Québec) H2J 2L1\nTime at address: 6 years",
     "4471 rue Saint-Denis, app. 3\nMontréal (Québec) H2J 2L1"),
    ("The family signed a lease for Agnesstraße 17, 2. OG, 80798 München beginning 01.12.2026.",
     "Agnesstraße 17, 2. OG, 80798 München"),
    ("je quitte le logement au 12, rue des Tanneurs, 3e étage gauche, en vertu du bail",
     "12, rue des Tanneurs, 3e étage gauche"),
    ("Lieu du stage : 14 rue de l'Abbé Grégoire, 75006 Paris", "14 rue de l'Abbé Grégoire, 75006 Paris"),
    ("NILE DELTA ENGINEERING\n27 Mohamed Mazhar Street, Zamalek, Cairo 11211, Egypt\nTel. +20 2 2735 5519",
     "27 Mohamed Mazhar Street, Zamalek, Cairo 11211, Egypt"),
    ("Recipient:\nArjun Malhotra\nB-704, Lotus Residency, Hiranandani Gardens\nPowai, Mumbai 400076\nPhone: +91 98201 45733",
     "B-704, Lotus Residency, Hiranandani Gardens\nPowai, Mumbai 400076"),
    ("The LESSOR lets the flat bearing Flat No. 402, Sai Krupa Apartments, 7th Main Road, Indiranagar, "
     "Bengaluru - 560038 to the LESSEE.",
     "Flat No. 402, Sai Krupa Apartments, 7th Main Road, Indiranagar, Bengaluru - 560038"),
    ("Open an account with the bank at Plot 1087 Adeola Odeku Street, Victoria Island, Lagos, and",
     "Plot 1087 Adeola Odeku Street, Victoria Island, Lagos"),
])
def test_address_blocks_are_whole(engine, text, address):
    assert address in address_spans(engine, text)


@pytest.mark.parametrize("text,outside", [
    ("Hiring Committee\nLaurentide Public Sector Consulting\n200 Rue Saint-Jacques, bureau 1100\n"
     "Montréal (Québec) H2Y 1L9\n\nDear members of the Hiring Committee,", "Laurentide"),
    ("Folder 5\n 5.1  Lease, 14 Bofors Circle, Epping Industria 2, Cape Town, 7460\n 5.2  Lease, Gauteng depot", "5.2"),
    ("Invoice 2024-113\n12 Oak Street\nSpringfield, IL 62704\nDear Sir,", "Invoice"),
    ("Objekt: 3-Zimmer-Wohnung, Gneisenaustraße 63, 2. OG links, 10961 Berlin", "Zimmer"),
])
def test_address_blocks_stop_at_other_text(engine, text, outside):
    spans = address_spans(engine, text)
    assert spans, "the street itself is found"
    assert not any(outside in s for s in spans)


@pytest.mark.parametrize("text,address", [
    ("Clarke then ran off the bus towards Seven Sisters Road.", "Seven Sisters Road"),
    ("The vehicle was parked at our site on Serpentine Road, Harborne on 14/11/2026.", "Serpentine Road, Harborne"),
])
def test_street_names_without_numbers(engine, text, address):
    assert address in address_spans(engine, text)


def test_famous_streets_are_no_addresses(engine):
    assert address_spans(engine, "Analysts on Wall Street expect Main Street to suffer.") == []


@pytest.mark.parametrize("text,address", [
    ("I'm on the Studio tier for Fernbrook Designs, Unit 7, Grand Canal Quay, Dublin 2, D02 KX38.\nPhone if easier",
     "Unit 7, Grand Canal Quay, Dublin 2, D02 KX38"),
    ("Stop 11 - Flat 12, Marlow House, 3 Carterhatch Lane, EN1 4JT - buzzer broken again.",
     "Flat 12, Marlow House, 3 Carterhatch Lane, EN1 4JT"),
])
def test_blocks_ending_in_a_postcode_and_list_numbers_outside(engine, text, address):
    assert address in address_spans(engine, text)


def test_an_address_piece_ends_with_its_sentence(engine):
    spans = address_spans(engine, "Our office: 14 Oak Street, London SW1A 1AA. Postcode lookups are free.")
    assert "14 Oak Street, London SW1A 1AA" in spans


@pytest.mark.parametrize("text,address", [
    ("Bill to:\nAttn: Priya Raghunathan\n5 Bevis Marks\nLondon EC3A 7JB\nUnited Kingdom",
     "5 Bevis Marks\nLondon EC3A 7JB\nUnited Kingdom"),
    ("Re: Rental application - 1205 Avenue du Mont-Royal Est, unit 2", "1205 Avenue du Mont-Royal Est, unit 2"),
    ("Purchasing\nVídeňská 89, 639 00 Brno, Czech Republic", "Vídeňská 89, 639 00 Brno, Czech Republic"),
    ("Site: Fjellvegen 18, 2680 Vågå, Norway", "Fjellvegen 18, 2680 Vågå, Norway"),
    ("Ringvägen 112, lgh 1203, 118 60 Stockholm", "Ringvägen 112, lgh 1203, 118 60 Stockholm"),
])
def test_house_numbers_and_nordic_czech_french_streets(engine, text, address):
    assert address in address_spans(engine, text)


@pytest.mark.parametrize("text,address", [
    ("Office: Av. Corrientes 3245, C1193AAE CABA, Argentina", "Av. Corrientes 3245, C1193AAE CABA, Argentina"),
    ("Send it to Av. José Larco 1232, Miraflores, Lima 15074, Perú", "Av. José Larco 1232, Miraflores, Lima 15074, Perú"),
])
def test_latin_american_avenues(engine, text, address):
    assert address in address_spans(engine, text)


def test_a_phone_label_after_an_address_is_no_city(engine):
    text = "Dr. med. Sabine Hollerith\nGutenbergplatz 3, 55116 Mainz\nTel. 06131 27 48 15\nAn: Klinik"
    assert address_spans(engine, text) == ["Gutenbergplatz 3, 55116 Mainz"]


@pytest.mark.parametrize("text,address", [
    ("meet at the corner of Wattle Street and Helen Street at 9", "Wattle Street and Helen Street"),
    ("Hôtel Le Sablon Vert, Rue des Minimes 31, 1000 Bruxelles (paid personally)", "Rue des Minimes 31, 1000 Bruxelles"),
    ("Szállás: Kárász utca 9, 6720 Szeged", "Kárász utca 9, 6720 Szeged"),
    ("Hotel: Amerika Plads 29, 2100 København", "Amerika Plads 29, 2100 København"),
    ("Adresa: Str. Avram Iancu nr. 18, ap. 4\n400117 Cluj-Napoca", "Str. Avram Iancu nr. 18, ap. 4\n400117 Cluj-Napoca"),
    ("Office: Høgevej 12, 8210 Aarhus V", "Høgevej 12, 8210 Aarhus V"),
    ("Tenant: Tweede Jan Steenstraat 88-II, 1073 VR Amsterdam", "Tweede Jan Steenstraat 88-II, 1073 VR Amsterdam"),
    ("Ashdown Court, 14–26 Cheetwood Road, Manchester M8 8AQ", "Ashdown Court, 14–26 Cheetwood Road, Manchester M8 8AQ"),
])
def test_street_corners_and_european_street_forms(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text,address", [
    ("Delivery: Building 18, Street 912, Zone 25, Doha, Qatar", "Building 18, Street 912, Zone 25, Doha, Qatar"),
    ("Blk 3 Lot 14, Rizal St., Brgy. San Roque, Marikina City 1800",
     "Blk 3 Lot 14, Rizal St., Brgy. San Roque, Marikina City 1800"),
    ("Send it to Flat C, 12/F, Tower 5, 33 Nathan Road, Tsim Sha Tsui, Kowloon today",
     "Flat C, 12/F, Tower 5, 33 Nathan Road, Tsim Sha Tsui, Kowloon"),
    ("Office: 3F, No. 7, Lane 21, Sec. 2, Zhongshan N. Rd., Taipei City 104",
     "3F, No. 7, Lane 21, Sec. 2, Zhongshan N. Rd., Taipei City 104"),
    ("Villa 9, Street 12A, Jumeirah 3\nDubai, United Arab Emirates",
     "Villa 9, Street 12A, Jumeirah 3\nDubai, United Arab Emirates"),
    ("Ship to Building 18, Street 912, Zone 25, Doha, Qatar.", "Building 18, Street 912, Zone 25, Doha, Qatar"),
])
def test_address_lines_without_a_street_template(engine, text, address):
    """A comma chain with a numbered piece and a place is an address though no street template fits."""
    assert address in address_spans(engine, text)


@pytest.mark.parametrize("text", [
    "Books: 2nd Ed., Sedgewick, Hardbound",
    "Our team: London 2019, Paris 2020, Berlin 2021.",
    "Unit sales: Product 4, Region 7, Germany",
])
def test_comma_lists_that_are_no_addresses(engine, text):
    assert address_spans(engine, text) == []


def test_a_firm_heading_an_address_line_stays_out(engine):
    spans = address_spans(engine, "IBM Research, 30 Saw Mill River Road, Yorktown Heights, NY 10598")
    assert spans and not any("IBM" in s for s in spans)


def test_places_after_a_street_that_ner_calls_people_stay_in(engine):
    assert "Via Garibaldi 12, 50059 Vinci, Firenze (FI)" in address_spans(
        engine, "Via Garibaldi 12, 50059 Vinci, Firenze (FI)")


@pytest.mark.parametrize("text,address", [
    ("Bağdat Caddesi No: 214 Daire 7\n34728 Kadıköy\nTürkiye", "Bağdat Caddesi No: 214 Daire 7\n34728 Kadıköy\nTürkiye"),
    ("Calle de Embajadores 87\n28012 Madrid\nSpanje", "Calle de Embajadores 87\n28012 Madrid\nSpanje"),
    ("Write to P.O. Box 24510-00502, Nairobi", "P.O. Box 24510-00502, Nairobi"),
])
def test_countries_in_their_own_language_and_kenyan_boxes(engine, text, address):
    assert address in address_spans(engine, text)


@pytest.mark.parametrize("text,address", [
    ("Our office: Chaksibari Marg, Thamel, Kathmandu 44600, Nepal (opposite the old gate).",
     "Chaksibari Marg, Thamel, Kathmandu 44600, Nepal"),         # NER's "people" that are places stay in
    ("We renew the tenancy of Flat B, 23/F, Tower 2, The Zenith, 258 Queen's Road East, Wan Chai, Hong Kong "
     "for two years.", "Flat B, 23/F, Tower 2, The Zenith, 258 Queen's Road East, Wan Chai, Hong Kong"),
])
def test_address_chains_inside_sentences(engine, text, address):
    assert address in address_spans(engine, text)


def test_an_age_and_sex_is_not_a_floor(engine):
    assert ("AGE", "23") in kinds(engine.analyze("Patient: 23/F, presenting with cough."))


@pytest.mark.parametrize("text,address", [
    ("Address: Karlova 12\n110 00 Praha 1\nPhone: 777 102 385", "Karlova 12\n110 00 Praha 1"),
    ("Residence: vul. Horodotska 174, kv. 31, Lviv 79022, Ukraine", "vul. Horodotska 174, kv. 31, Lviv 79022, Ukraine"),
    ("Registered address: Rehov Dizengoff 188, Apt. 9\nTel Aviv-Yafo 6346427",
     "Rehov Dizengoff 188, Apt. 9\nTel Aviv-Yafo 6346427"),
    ("Ship to: Lot 5, Rancho Verde, Carretera 45 km 12 | Tel: 55 1234 5678", "Lot 5, Rancho Verde, Carretera 45 km 12"),
])
def test_the_value_of_an_address_label_is_an_address(engine, text, address):
    """After "Address:" a line that reads like an address is one, though no street template fits it."""
    assert address in address_spans(engine, text)


@pytest.mark.parametrize("text", [
    "Address: see above", "Address: TBC", "IP address: 10.0.0.4", "Email address: ana@example.org",
])
def test_address_labels_with_other_values(engine, text):
    assert address_spans(engine, text) == []


def test_a_person_after_an_address_label_keeps_its_type(engine):
    got = kinds(engine.analyze("Address: John Smith, 12 High Street, Leeds LS1 4AP"))
    assert ("PERSON", "John Smith") in got and ("ADDRESS", "12 High Street, Leeds LS1 4AP") in got


@pytest.mark.parametrize("text,address", [
    ("Please send it to:\nHybešova 42\n602 00 Brno\nCzech Republic", "Hybešova 42\n602 00 Brno\nCzech Republic"),
    ("Zielna 14/7\n00-108 Warszawa", "Zielna 14/7\n00-108 Warszawa"),
])
def test_a_street_line_over_a_postcode_line(engine, text, address):
    assert address in address_spans(engine, text)


@pytest.mark.parametrize("text", ["See Table 3\n12345 Units were shipped", "Version 2\n10115 Lines of code"])
def test_a_numbered_line_over_five_digits_is_no_address(engine, text):
    assert address_spans(engine, text) == []


@pytest.mark.parametrize("text,address", [
    ("Suite 1404 - 1331 Alberni Street\nVancouver, BC  V6E 4S1", "Suite 1404 - 1331 Alberni Street\nVancouver, BC  V6E 4S1"),
    ("#300 - 1188 West Pender Street\nVancouver, BC  V6E 0A2", "#300 - 1188 West Pender Street\nVancouver, BC  V6E 0A2"),
    ("Holding 221, Station Road, Chattogram 4000", "Holding 221, Station Road, Chattogram 4000"),
    ("Address: H.No. 2-48/7/A, Road No. 3, Sri Ram Nagar Colony, Kondapur, Hyderabad, Telangana 500084",
     "H.No. 2-48/7/A, Road No. 3, Sri Ram Nagar Colony, Kondapur, Hyderabad, Telangana 500084"),
    ("Dirección: Cra. 76 # 33A-45, apto 502, Medellín", "Cra. 76 # 33A-45, apto 502, Medellín"),
])
def test_units_before_a_dash_house_numbers_and_colombian_streets(engine, text, address):
    assert address in address_spans(engine, text)


def test_a_house_number_abbreviation_is_no_domain(engine):
    assert not any(t == "DOMAIN" for t, _ in kinds(engine.analyze("H.No. 4-112, Main Road, Jangaon")))


@pytest.mark.parametrize("text,address", [
    ("endereco: Rua Barão de Mesquita 891, casa 3, Tijuca, Rio de Janeiro - RJ, 20540-004\ncelular: (21) 98473-1106",
     "Rua Barão de Mesquita 891, casa 3, Tijuca, Rio de Janeiro - RJ, 20540-004"),
    ("Av. Amazonas 7120, Gameleira, Belo Horizonte - MG, CEP 30510-000 · Fone (31) 3371-5090",
     "Av. Amazonas 7120, Gameleira, Belo Horizonte - MG, CEP 30510-000"),
    ("mi viejo la recibió en casa (Moreno 1290, 2° B, Quilmes) y la abrió", "Moreno 1290, 2° B, Quilmes"),
])
def test_latin_american_address_blocks(engine, text, address):
    assert address in [s["text"] for s in engine.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Origen: Pasaje Los Aromos 1450, Ñuñoa\nDestino: Av. Providencia 2133, Providencia",
     "Pasaje Los Aromos 1450, Ñuñoa"),
    ("Origen: Pasaje Los Aromos 1450, Ñuñoa\nDestino: Av. Providencia 2133, Providencia",
     "Av. Providencia 2133, Providencia"),
    ("Dirección de entrega: Callejón del Beso 12, Guanajuato\nHorario: 9 a 14 h", "Callejón del Beso 12, Guanajuato"),
])
def test_pickup_and_delivery_labels_and_more_spanish_street_words(engine, text, address):
    assert address in [s["text"] for s in engine.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Trvalé bydliště: Bělehradská 214/86, 120 00 Praha 2\nČíslo pasu", "Bělehradská 214/86, 120 00 Praha 2"),
    ("Către: Dna Ioana-Cristina Mureșan\nStr. Fabricii nr. 12, bl. C4, sc. B, ap. 17\n400632 Cluj-Napoca, jud. Cluj",
     "Str. Fabricii nr. 12, bl. C4, sc. B, ap. 17\n400632 Cluj-Napoca"),
    ("LOGISTIC NORD-VEST S.R.L.\nStr. Traian Vuia nr. 208, hala C2, 400397 Cluj-Napoca\nCUI RO31877420",
     "Str. Traian Vuia nr. 208, hala C2, 400397 Cluj-Napoca"),
])
def test_city_districts_and_romanian_block_staircase_flat(engine, text, address):
    assert address in [s["text"] for s in engine.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("住所：〒250-0311 神奈川県足柄下郡箱根町湯本茶屋214-3", "〒250-0311 神奈川県足柄下郡箱根町湯本茶屋214-3"),
    ("ホテル：大阪府大阪市中央区千日前2-5-15", "大阪府大阪市中央区千日前2-5-15"),
    ("주소: 부산광역시 해운대구 달맞이길62번길 17, 3층 (우 48117)", "부산광역시 해운대구 달맞이길62번길 17, 3층"),
    ("서울시 마포구 월드컵북로 88, 현대아파트 102동 1304호로 보내주세요", "서울시 마포구 월드컵북로 88, 현대아파트 102동 1304호"),
    ("地址：四川省成都市武侯区人民南路四段12号", "四川省成都市武侯区人民南路四段12号"),
    ("Thường trú: Số 123/45 Nguyễn Trãi, Phường 2, Quận 5, TP. Hồ Chí Minh\nSĐT",
     "Số 123/45 Nguyễn Trãi, Phường 2, Quận 5, TP. Hồ Chí Minh"),
])
def test_east_asian_addresses_in_their_own_order(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text", ["東京都の会議は3-4日です", "東京都港区では2-3人が参加", "成都市的路很长"])
def test_east_asian_prose_with_place_names_and_numbers_is_no_address(templates, text):
    assert not any(s["type"] == "ADDRESS" for s in templates.analyze(text))


@pytest.mark.parametrize("text,address", [
    ("Praxis Dr. Kühn, Wilhelmshöher Allee 211 · 34121 Kassel · Tel. 0561 123456",
     "Wilhelmshöher Allee 211 · 34121 Kassel"),
    ("Hauptstraße 5 | 10115 Berlin | Tel 030 1234567", "Hauptstraße 5 | 10115 Berlin"),
])
def test_a_letterhead_dot_or_bar_before_the_postcode_and_city(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Endereço: Av. Paulista, 1439 - cj. 92 - Bela Vista\nTel", "Av. Paulista, 1439 - cj. 92 - Bela Vista"),
    ("Dirección: C/ de Cuba 47, pta. 9, 46006 València", "C/ de Cuba 47, pta. 9, 46006 València"),
])
def test_suite_and_door_numbers_of_brazilian_and_spanish_addresses(engine, text, address):
    assert address in [s["text"] for s in engine.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Kontor: Kongens gate 18, 7011 Trondheim, 2. etasje", "Kongens gate 18, 7011 Trondheim, 2. etasje"),
    ("Levering til Nygaten 7, 5017 Bergen i morgen", "Nygaten 7, 5017 Bergen"),
    ("skrifstofa okkar · Skólavörðustígur 12, 101 Reykjavík", "Skólavörðustígur 12, 101 Reykjavík"),
    ("sent from Elizabetes iela 45, Rīga, LV-1010 by courier", "Elizabetes iela 45, Rīga, LV-1010"),
    ("Pickup at Narva mnt 7, 10117 Tallinn, lobby", "Narva mnt 7, 10117 Tallinn"),
    ("Meeting at Nyhavn Brygge 12, 1051 København K", "Nyhavn Brygge 12, 1051 København K"),
    ("Lejlighed: Nørrebrogade 44, 2. th., 2200 København N\nHusleje", "Nørrebrogade 44, 2. th., 2200 København N"),
])
def test_nordic_and_baltic_street_words(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ('Viber grupa "Stanari Bulevar despota Stefana 88"', "Bulevar despota Stefana 88"),
    ("dostava: Ulica grada Vukovara 271, 10000 Zagreb, ulaz B", "Ulica grada Vukovara 271, 10000 Zagreb"),
    ("Γραφεία: Λεωφ. Κηφισίας 44, 151 25 Μαρούσι\nΤηλ. 210 555 0101", "Λεωφ. Κηφισίας 44, 151 25 Μαρούσι"),
    ("Thess office\nΕγνατίας 120, 546 30 Θεσσαλονίκη\nM: 697 000 1111", "Εγνατίας 120, 546 30 Θεσσαλονίκη"),
    ("του ακινήτου επί της οδού Πατησίων 201, Αθήνα, με", "Πατησίων 201, Αθήνα"),
    ("Faktura: ul. Mickiewicza 12/14 lok. 3\n00-950 Warszawa\nNIP", "ul. Mickiewicza 12/14 lok. 3\n00-950 Warszawa"),
    ("Inmueble: C/ de Alcalá 210, 2.º dcha., 28028 Madrid   Ref", "C/ de Alcalá 210, 2.º dcha., 28028 Madrid"),
])
def test_balkan_greek_polish_and_spanish_street_forms(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Campo: Ruta Nacional 7 km 301, Junín", "Ruta Nacional 7 km 301, Junín"),
    ("Establecimiento sobre Ruta 8, km 112,5", "Ruta 8, km 112,5"),
    ("yard is at 52021 Range Road 224, Sherwood Park", "52021 Range Road 224, Sherwood Park"),
    ("ship to 20457 County Road 12, Bloomfield NE 68718", "20457 County Road 12, Bloomfield NE 68718"),
    ("Farm gate: 4410 Hwy 2 north of town", "4410 Hwy 2"),
])
def test_rural_addresses_by_road_number_and_kilometre(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text", [
    "In 2019 Route 66 was busier than ever.",
    "The Ulica project has 12 members.",
    "Colgate 360 toothbrushes, pack of 4",
    "See Trg 5 in the appendix for details",
])
def test_road_words_without_an_address_shape_are_no_address(templates, text):
    assert not any(s["type"] == "ADDRESS" for s in templates.analyze(text))


@pytest.mark.parametrize("text,address", [
    ("Father: 0321-5550123, House 12, Street 9, Block D, Model Town, Lahore\n",
     "House 12, Street 9, Block D, Model Town, Lahore"),
    ("Venue: Plot No. 21-23, Street No. 5, F-6/3, Diplomatic Enclave, Islamabad\n",
     "Plot No. 21-23, Street No. 5, F-6/3, Diplomatic Enclave, Islamabad"),
    ("Shop 7-8, Jami Commercial, Phase VII, DHA, Karachi\n", "Shop 7-8, Jami Commercial, Phase VII, DHA, Karachi"),
])
def test_south_asian_address_lines_with_town_enclave_and_commercial_areas(engine, text, address):
    assert address in [s["text"] for s in engine.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Teslimat adresi: Caferağa Mah. Moda Cad. No: 41 D: 7, 34710 Kadıköy/İstanbul\n",
     "Caferağa Mah. Moda Cad. No: 41 D: 7, 34710 Kadıköy/İstanbul"),
    ("Kargo Fatih Sultan Mehmet Mah. 1453. Sok. No: 7/3, 16250 Osmangazi/Bursa adresine gitti",
     "Fatih Sultan Mehmet Mah. 1453. Sok. No: 7/3, 16250 Osmangazi/Bursa"),
    ("Depo: Atatürk OSB 10007 Sk. No:14, 35620 Çiğli/İzmir", "Atatürk OSB 10007 Sk. No:14, 35620 Çiğli/İzmir"),
    ("Bahçelievler Mh. No: 12 önünde bekliyorum", "Bahçelievler Mh. No: 12"),
])
def test_turkish_neighbourhood_street_door_and_district(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text", [
    "Sipariş No: 4471 Moda kategorisinde",
    "Cad. No: 12 is the catalogue entry for the new item",
])
def test_turkish_street_words_without_a_street_are_no_address(templates, text):
    assert not any(s["type"] == "ADDRESS" for s in templates.analyze(text))


@pytest.mark.parametrize("text,address", [
    ("is the meeting still at Level 12, 180 St Georges Tce or are we doing Subiaco?", "Level 12, 180 St Georges Tce"),
    ("Send it to 14 Marine Pde, St Kilda VIC 3182", "14 Marine Pde, St Kilda VIC 3182"),
    ("Delivery: 9 Wattle Cct, Bella Vista NSW 2153", "9 Wattle Cct, Bella Vista NSW 2153"),
])
def test_australian_street_abbreviations(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Adresse: Welser Straße 88/2/5, 4600 Wels", "Welser Straße 88/2/5, 4600 Wels"),
    ("Treffpunkt Stadtplatz 9/1/4 um 10 Uhr", "Stadtplatz 9/1/4"),
    ("Adres: Kerkstraat 44 bus 2, 2800 Mechelen", "Kerkstraat 44 bus 2, 2800 Mechelen"),
])
def test_austrian_stair_and_door_and_belgian_letter_box(templates, text, address):
    assert address in [s["text"] for s in templates.analyze(text) if s["type"] == "ADDRESS"]


@pytest.mark.parametrize("text,address", [
    ("Адрес: гр. Варна 9010, ж.к. „Възраждане“, бл. 14, вх. В, ет. 6, ап. 58\n",
     "гр. Варна 9010, ж.к. „Възраждане“, бл. 14, вх. В, ет. 6, ап. 58"),
    ("Адреса: м. Київ, вул. Здолбунівська, 7-Б, кв. 112\n", "м. Київ, вул. Здолбунівська, 7-Б, кв. 112"),
    ("Адреса: вул. Пушкінська 79/1, кв. 14, Харків\n", "вул. Пушкінська 79/1, кв. 14, Харків"),
    ("Адрес: г. Одесса, ул. Академика Филатова, 76\n", "г. Одесса, ул. Академика Филатова, 76"),
    ("Имам апартамент на ул. „Еделвайс“ 10, Несебър и плащам", "ул. „Еделвайс“ 10, Несебър"),
    ("живу на улице Ион Богдан 15", "улице Ион Богдан 15"),
])
def test_cyrillic_street_addresses_and_housing_estates(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_a_greek_street_in_the_accusative(templates):
    spans = kinds(templates.analyze("Διεύθυνση: οδό Ιδομενέως 23, Ηράκλειο"))
    assert [t for k, t in spans if k == "ADDRESS"] in (["Ιδομενέως 23"], ["Ιδομενέως 23, Ηράκλειο"])


@pytest.mark.parametrize("text", [
    "Ул. Ленина закрыта на ремонт до 15 декабря.",
    "Цена 76 грн, ул. не указана, кв. 3 свободна",
])
def test_cyrillic_street_words_without_a_name_and_number_are_no_address(templates, text):
    assert "ADDRESS" not in {s["type"] for s in templates.analyze(text)}


@pytest.mark.parametrize("text,address", [
    ("Police responded to the 1900 block of Dell Range Blvd at 2 a.m.", "1900 block of Dell Range Blvd"),
    ("Address: 2/1, 41 Dumbarton Road, Glasgow G11 6AA", "2/1, 41 Dumbarton Road, Glasgow G11 6AA"),
    ("Seoladh: Baile na hAbhann, Indreabhán, Co. Galway H91 KX38",
     "Baile na hAbhann, Indreabhán, Co. Galway H91 KX38"),
    ("Aonad 7, Páirc Ghnó na Ceathrún Rua, Co. na Gaillimhe, H91 C2X7",
     "Aonad 7, Páirc Ghnó na Ceathrún Rua, Co. na Gaillimhe, H91 C2X7"),
])
def test_hundred_blocks_glasgow_flat_positions_and_irish_addresses_without_numbers(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_co_before_an_irish_county_is_no_company(templates):
    org_suffix = next(r for r in templates.recognizers_ if r.name == "org_suffix")
    county = "Seoladh: Baile na hAbhann, Indreabhán, Co. Galway H91 KX38"
    assert org_suffix.analyze(county) == []
    firm = "Quote from Murphy Haulage Co., Ennis"
    found = {firm[c.start:c.end] for c in org_suffix.analyze(firm)}
    assert "Murphy Haulage Co." in found


def test_italian_streets_with_an_everyday_street_word(templates):
    text = ("Ritrovo in magazzino via Novara 218 ore 13:00. Chiamo dal condominio di via Francesco Cilea 96.\n"
            "Residenza: Via Nicola Fabrizi 118, int. 7 – 65122 Pescara (PE)\n")
    spans = kinds(templates.analyze(text))
    assert ("ADDRESS", "via Novara 218") in spans and ("ADDRESS", "via Francesco Cilea 96") in spans
    assert ("ADDRESS", "Via Nicola Fabrizi 118, int. 7 – 65122 Pescara (PE)") in spans


def test_via_in_english_is_no_street(templates):
    spans = kinds(templates.analyze("Sent via Route 66, via Windows 10 or via Channel 4 to the address we had."))
    assert not any(t == "ADDRESS" for t, _ in spans)


@pytest.mark.parametrize("text, address", [
    ("Endereço: Rua Silva Bueno, 2288 - Ipiranga - São Paulo/SP - CEP 04208-052",
     "Rua Silva Bueno, 2288 - Ipiranga - São Paulo/SP - CEP 04208-052"),
    ("Av. Brigadeiro Faria Lima, 3900, 11º andar — Itaim Bibi — São Paulo/SP — CEP 04538-132",
     "Av. Brigadeiro Faria Lima, 3900, 11º andar — Itaim Bibi — São Paulo/SP — CEP 04538-132"),
    ("Adres: Bahçelievler Mah. Mevlana Cad. Gül Apt. No:42 Daire:9, 38280 Talas/Kayseri",
     "Bahçelievler Mah. Mevlana Cad. Gül Apt. No:42 Daire:9, 38280 Talas/Kayseri"),
    ("Atatürk Mah. 1. Gazi Cad. No:88/A, 35870 Torbalı/İzmir", "Atatürk Mah. 1. Gazi Cad. No:88/A, 35870 Torbalı/İzmir"),
])
def test_brazilian_dash_parts_and_turkish_apartments(templates, text, address):
    spans = kinds(templates.analyze(text))
    assert ("ADDRESS", address) in spans
    assert not any(t == "PHONE" for t, _ in spans)      # a CEP is no phone number


@pytest.mark.parametrize("text, address", [
    ("Adress: Lingvägen 128, 1 tr", "Lingvägen 128, 1 tr"),
    ("bor på Amiralsgatan 88, 5 tr, 214 37 Malmö", "Amiralsgatan 88, 5 tr, 214 37 Malmö"),
    ("Adress: Ålidhemsgatan 21, Umeå", "Ålidhemsgatan 21, Umeå"),
    ("Besøk: Skippergata 38 C", "Skippergata 38 C"),
    ("Osoite: Kalevan puistotie 3 A 9, 33500 Tampere", "Kalevan puistotie 3 A 9, 33500 Tampere"),
    ("Adresse: Tonstadbrinken 17, 7091 Tiller", "Tonstadbrinken 17, 7091 Tiller"),
])
def test_nordic_floors_staircases_and_finnish_two_word_streets(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_nordic_surnames_that_end_like_streets_are_no_addresses(templates):
    assert not any(t == "ADDRESS" for t, _ in kinds(templates.analyze("Tom Bakken 17 years old; Ola Haugen 45 år")))


@pytest.mark.parametrize("text,address", [
    ("Giusy: l'albergo vicino è in Via Galatea 47, ho prenotato 2 camere", "Via Galatea 47"),
    ("- I condomini di Via Franchetti 7 partecipano commossi al dolore dei familiari.", "Via Franchetti 7"),
])
def test_an_italian_street_after_in_or_a_condominium(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


@pytest.mark.parametrize("address", [
    "Dusun Krajan RT 002 RW 005, Desa Sumberejo, Kec. Wlingi, Kab. Blitar, Jawa Timur 66184",
    "Perum Griya Asri Blok C7 No. 14, RT 003/RW 011, Kel. Sumurbatu, Kec. Bantargebang, Kota Bekasi 17154",
    "Blok Kliwon RT 04/02, Ds. Juntinyuat, Kec. Juntinyuat, Indramayu",
    "Purok 3, Brgy. San Isidro, Cabiao, Nueva Ecija 3107",
])
def test_indonesian_and_philippine_addresses_of_administrative_parts(templates, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(f"Alamat asal: {address}.\nStatus: aktif"))


def test_one_administrative_word_is_no_address(templates):
    spans = kinds(templates.analyze("Kota Kinabalu office, Blok A reception: open 9-5."))
    assert not any(t == "ADDRESS" for t, _ in spans)


@pytest.mark.parametrize("text,address", [
    ("| 1 | Διαμέρισμα | Αγίου Δημητρίου 45, Θεσσαλονίκη  | 142.000,00 |", "Αγίου Δημητρίου 45, Θεσσαλονίκη"),
    ("Γραφείο: Τσιμισκή 112, Θεσσαλονίκη", "Τσιμισκή 112, Θεσσαλονίκη"),
    ("nel mio studio in Via Sparano da Bari n. 98.", "Via Sparano da Bari n. 98"),
])
def test_greek_streets_before_a_town_and_italian_numbers_after_n(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_a_greek_chapter_and_section_are_no_address(templates):
    assert not any(s["type"] == "ADDRESS" for s in templates.analyze("Κεφάλαιο 3, Ενότητα 2, Παράρτημα 4"))


@pytest.mark.parametrize("text,address", [
    ("Aéro Boréal inc.\n12155, chemin de la Côte-de-Liesse, Dorval (Québec) H9P 1B1\nT 514 631-2290",
     "12155, chemin de la Côte-de-Liesse, Dorval (Québec) H9P 1B1"),
    ("J'habite au 4560, rue Saint-Denis, app. 3, Montréal depuis 2019.", "4560, rue Saint-Denis, app. 3, Montréal"),
])
def test_quebec_addresses_with_a_comma_after_the_civic_number(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_an_english_rue_is_no_street(templates):
    assert not any(s["type"] == "ADDRESS" for s in templates.analyze("He scored 3, rue the day he missed."))


@pytest.mark.parametrize("text, address", [
    ("Trvalé bydliště: Teplická 1873/22\nTitul: Mgr.", "Teplická 1873/22"),
    ("Naslov: Cesta talcev 47a, 4000 Kranj\nTelefon: 04 236 81 15", "Cesta talcev 47a, 4000 Kranj"),
    ("Lakcím: 4024 Debrecen, Piac u. 41. II. em. 5.", "4024 Debrecen, Piac u. 41. II. em. 5."),
    ("Lakcím: Miskolc, Szemere u. 14.", "Miskolc, Szemere u. 14."),
    ("Adres zamieszkania: os. Piastowskie 12/48\nPESEL", "os. Piastowskie 12/48"),
])
def test_central_european_labels_and_street_words(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text, address", [
    ("VESTKYST AS\nBradbenken 1, 5003 Bergen, Norway", "Bradbenken 1, 5003 Bergen, Norway"),
    ("Send it to Piac u. 41, 4024 Debrecen please", "Piac u. 41, 4024 Debrecen"),
])
def test_four_digit_postcodes_before_a_town(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", ["Game 7, 2016 World Series was long", "Chapter 12, 3000 Meters of rope"])
def test_a_year_or_a_count_after_a_number_is_no_postcode(templates, text):
    assert not any(t == "ADDRESS" for t, _ in kinds(templates.analyze(text)))


@pytest.mark.parametrize("text, address", [
    ("ok, tak Hudecová Monika 12.5.1979, Hviezdoslavova 812/9, Senica. Príde zajtra", "Hviezdoslavova 812/9, Senica"),
    ("Terka: jo, hanka mi je hodí do schránky, Brněnská 14 😄", "Brněnská 14"),
    ("zasedání v sále Muzea, ul. Łukasiewicza 4, Kłodzko, godz. 17:00", "ul. Łukasiewicza 4, Kłodzko"),
])
def test_czech_slovak_and_polish_streets_without_a_label(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_a_season_or_a_chapter_is_no_czech_address(templates):
    spans = kinds(templates.analyze("Série 2024/25 začíná, Kapitola 12/3 a Windows 10/11 – díl první"))
    assert not any(t == "ADDRESS" for t, _ in spans)


@pytest.mark.parametrize("text, address", [
    ("Adrese: Ganību dambis 17A-42, Rīga, LV-1045", "Ganību dambis 17A-42, Rīga, LV-1045"),
    ("dzīvo Kurzemes prospekts 96-118, Rīga, LV-1067; tālr.", "Kurzemes prospekts 96-118, Rīga, LV-1067"),
    ("gyv. Žirmūnų g. 70-18, Vilnius, prašymas", "Žirmūnų g. 70-18, Vilnius"),
    ("Heimilisfang: Hamraborg 14, íbúð 302, 200 Kópavogur", "Hamraborg 14, íbúð 302, 200 Kópavogur"),
])
def test_baltic_and_icelandic_streets_and_postcodes_after_the_city(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text, address", [
    ("Morada: Rua Dom Pedro V, n.º 87, 3.º Dto., Guimarães", "Rua Dom Pedro V, n.º 87, 3.º Dto., Guimarães"),
    ("Sede: Travessa da Boavista, 23, r/c, Porto", "Travessa da Boavista, 23, r/c, Porto"),
    ("Enderezo: Rúa Igrexa do Hío, 6, baixo, Cangas", "Rúa Igrexa do Hío, 6, baixo, Cangas"),
    ("Vivo en Calle Mayor 12, bajo B, Madrid", "Calle Mayor 12, bajo B, Madrid"),
])
def test_iberian_streets_with_a_king_and_a_floor_without_a_number(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text, address", [
    ("Adresa: Rruga e Kavajës nr. 132, Tiranë", "Rruga e Kavajës nr. 132, Tiranë"),
    ("Zyra: Bulevardi Zogu I, nr. 44, Tiranë", "Bulevardi Zogu I, nr. 44, Tiranë"),
    ("Domiciliu: Bd. Iuliu Maniu nr. 61, bl. 8, sc. B, et. 3, ap. 47, sector 6",
     "Bd. Iuliu Maniu nr. 61, bl. 8, sc. B, et. 3, ap. 47, sector 6"),
    ("kafić u Tkalčićeva ulica 38 je zatvoren", "Tkalčićeva ulica 38"),
])
def test_albanian_romanian_and_croatian_streets(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_a_bulgarian_housing_estate_with_its_block_after_a_space(templates):
    spans = kinds(templates.analyze("Адрес: ж.к. „Изгрев“ бл. 42, вх. Б, ап. 11, София"))
    assert ("ADDRESS", "ж.к. „Изгрев“ бл. 42, вх. Б, ап. 11") in spans


@pytest.mark.parametrize("text, address", [
    ("Adresse : Avenue Brugmann 221 bte 4, 1180 Uccle", "Avenue Brugmann 221 bte 4, 1180 Uccle"),
    ("27 RUE DU PALAIS GALLIEN 33000 BORDEAUX", "27 RUE DU PALAIS GALLIEN 33000 BORDEAUX"),
    ("14 traverse de la Martine, 13011 Marseille", "14 traverse de la Martine, 13011 Marseille"),
])
def test_belgian_boxes_french_streets_in_capitals_and_a_traverse(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))


def test_a_portuguese_address_with_its_number_and_floor_between_commas(engine):
    found = kinds(engine.analyze("Morada: Calçada de Santo André, 84, 2.º, 1100-497 Lisboa\nNIF: 123456789"))
    assert ("ADDRESS", "Calçada de Santo André, 84, 2.º, 1100-497 Lisboa") in found
    assert not any(t == "AGE" for t, _ in found)            # "84" is the house, not an age
    found = kinds(engine.analyze("Walt Kimball, 88, of Burlington, died on Monday."))
    assert ("AGE", "88") in found
    found = kinds(engine.analyze("Candidate 1 - Szabó Bence, 19, 2nd-year mechatronics"))
    assert ("AGE", "19") in found


def test_an_address_cell_ends_at_its_tab_and_irish_county_and_dublin_district_lines(engine):
    row = "D-88220\t02/12/2026\t3 Burton Hall Rd, Dublin 18\t18t-02\tSinéad\n"
    found = kinds(engine.analyze("job_ref\tdate\tto\tvehicle\tcrew_lead\n" + row))
    assert ("ADDRESS", "3 Burton Hall Rd, Dublin 18") in found
    assert not any(t == "ADDRESS" and "\t" in s for t, s in found)
    found = kinds(engine.analyze("x\tApt 12, The Maltings, Bray, Co. Wicklow\t18t-02\n"))
    assert ("ADDRESS", "Apt 12, The Maltings, Bray, Co. Wicklow") in found


@pytest.mark.parametrize("text, address", [
    ("Lerchenfelder Gürtel 43/2/15, 1160 Wien", "Lerchenfelder Gürtel 43/2/15, 1160 Wien"),
    ("Dr. Katharina Wimmer\nLerchenfelder Gürtel 43/2/15\n1160 Wien\n", "Lerchenfelder Gürtel 43/2/15\n1160 Wien"),
    ("vive en Pje. Sucre 1140, barrio Alberdi", "Pje. Sucre 1140, barrio Alberdi"),
    ("Domicilio: Calle Independencia s/n, Barrio de Guelavía", "Calle Independencia s/n, Barrio de Guelavía"),
])
def test_austrian_door_numbers_and_latin_american_street_words(engine, text, address):
    assert ("ADDRESS", address) in kinds(engine.analyze(text))


def test_a_mexican_colonia_after_the_street_is_part_of_the_address(engine):
    found = kinds(engine.analyze("Blvd. Campestre 1520, Local 4, Col. Jardines del Moral, León, Gto., tel. 477"))
    assert any(t == "ADDRESS" and s.endswith("Blvd. Campestre 1520, Local 4, Col. Jardines del Moral, León, Gto.")
               for t, s in found)
    found = kinds(engine.analyze("During 2020 the Moral Committee met twice."))
    assert not any(t == "ADDRESS" for t, _ in found)


def test_an_address_ends_with_its_sentence(engine):
    cases = {
        "Bitte liefern an Waalhaven Oostzijde 85, 3087 BM Rotterdam. Pls bel ons.":
            "Waalhaven Oostzijde 85, 3087 BM Rotterdam.",
        "Adresse : 1090 route du Mont, 69220 Saint-Lager. Prenez la D37.": "1090 route du Mont, 69220 Saint-Lager.",
        "Ny adress Storgatan 42, plan 3, 903 26 Umeå. Ring": "Storgatan 42, plan 3, 903 26 Umeå",
        "My son is only 4. We live at Villa 22, Street 5, Al Barsha 2, Dubai.": "Villa 22, Street 5, Al Barsha 2, Dubai",
    }
    for text, address in cases.items():
        assert ("ADDRESS", address) in kinds(engine.analyze(text)), text


def test_units_in_spanish_and_swedish_city_particles_and_german_dyke_streets(engine):
    cases = {
        "vivo en 2903 Gessner Rd, unidad 9, Houston, TX 77080": "2903 Gessner Rd, unidad 9, Houston, TX 77080",
        "Morada: Rua do Cais, 41, 5130-322 Ervedosa do Douro": "Rua do Cais, 41, 5130-322 Ervedosa do Douro",
        "Lieferadresse: Billbrookdeich 212 · 22113 Hamburg": "Billbrookdeich 212 · 22113 Hamburg",
    }
    for text, address in cases.items():
        assert ("ADDRESS", address) in kinds(engine.analyze(text)), text
    assert not any(t == "ADDRESS" for t, _ in kinds(engine.analyze("Der Ring 5 ist fertig. Heidelberg 2026 war schön")))


def test_a_place_read_by_ner_leaves_a_clock_time_after_it_out(engine):
    found = kinds(engine.analyze("All 6 picked up. Dropped at Auburn Blvd 23:50. Welcome packet given."))
    assert not any("23" in text for _, text in found)


@pytest.mark.parametrize("text, address", [
    ("consumer unit at 4 Heol Hir, Penarth - look at it", "4 Heol Hir, Penarth"),
    ("CALLER: 14 Heol y Gors, Townhill on Monday", "14 Heol y Gors, Townhill"),
    ("3 Stryd y Farchnad\nCaernarfon\nGwynedd\nLL55 1RT", "3 Stryd y Farchnad\nCaernarfon\nGwynedd\nLL55 1RT"),
    ("Mrs Kathleen O'Hare (Flat 12, Laurelhill Court, Lisburn) - MLA enquiry", "Flat 12, Laurelhill Court, Lisburn"),
    # a bracket closed before the address is no end of it
    ("Temporary address (PH, valid until Jan 10): 45-B Kalayaan Ave., Brgy. Pinyahan, Quezon City 1100",
     "45-B Kalayaan Ave., Brgy. Pinyahan, Quezon City 1100"),
])
def test_welsh_streets_and_a_flat_in_a_named_block(engine, text, address):
    assert ("ADDRESS", address) in kinds(engine.analyze(text))


@pytest.mark.parametrize("text, address", [
    ("Bitte an:\nAm Lehmberg 3a\n   22880 Wedel\n", "Am Lehmberg 3a\n   22880 Wedel"),
    ("Faktura til:\nOvergaden oven Vandet 22\n1415 København K\n", "Overgaden oven Vandet 22\n1415 København K"),
])
def test_a_street_line_over_a_postcode_line(engine, text, address):
    assert ("ADDRESS", address) in kinds(engine.analyze(text))


def test_an_address_in_a_quoted_csv_cell_goes_on_over_the_town_and_postcode_cells(engine):
    row = ('LZ-PH-88120431,2026-11-17 08:22,Maria Villanueva,+63 917 552 8041,"Blk 12 Lot 7 Camella Homes Phase 2, '
           'Brgy. Molino III",Bacoor,Cavite,4102,"Watery Sun Gel x2",1198.00,COD\n')
    assert any(t == "ADDRESS" and s.endswith("Bacoor,Cavite,4102") for t, s in kinds(engine.analyze(row)))


def test_a_numbered_line_over_a_year_and_a_word_is_no_address(engine):
    assert not any(t == "ADDRESS" for t, _ in kinds(engine.analyze("Notes for Version 3\n2026 Release plan\n")))


@pytest.mark.parametrize("text, address", [
    ("il habite rue Haute 322 depuis 2019", "rue Haute 322"),
    ("domicilié Route de Florissant 64 à Genève", "Route de Florissant 64"),
])
def test_belgian_and_swiss_streets_with_the_number_after_the_name(templates, text, address):
    assert ("ADDRESS", address) in kinds(templates.analyze(text))
