"""Informal text: user names in logs and chats, lower-case given names with strong
cues, organisations named by context. Each rule has negative tests on ordinary prose."""

import pytest

from pii_helpers import kinds


@pytest.mark.parametrize("text, handle", [
    ("2024-03-01 12:00:01 sshd: auth failed user=jdoe from 10.0.0.5", "jdoe"),
    ("login: mkowalski88\npassword: ********", "mkowalski88"),
    ("session opened for uid pnguyen by (uid=0)", "pnguyen"),
    ("Username: j.doe\nRole: analyst", "j.doe"),
    ("thanks @sam_ortiz for the quick fix, merging now", "sam_ortiz"),
    ("Jan 3 09:12:44 web01 su: logged in as rbanerjee", "rbanerjee"),
    # a brute-force log's account name: blind writers since round 32 label it a log-in
    ("2026-02-17 09:12:19 WARN auth.login failed (unknown user) user=admin ip=185.220.101.47", "admin"),
])
def test_usernames_in_logs_and_chats(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "The user must log in; the login page shows a user name field.",
    "Set username: required in the config file.",
    "The login: failed attempts exceeded the limit.",
    "process started as user=root, then uid=0 and user=guest",
    "Use the @property decorator and @staticmethod here.",
    "Write to jdoe@example.com or ping @here in the channel.",
])
def test_usernames_not_flagged_in_ordinary_text(templates, text):
    assert "USERNAME" not in {s["type"] for s in templates.analyze(text)}


def test_username_is_a_direct_identifier(templates):
    span = [s for s in templates.analyze("user=jdoe") if s["type"] == "USERNAME"][0]
    assert span["identifier"] == "direct" and span["source"] == "template:username"


@pytest.mark.parametrize("text, name", [
    ("grace: are you coming tonight?\nme: yes, around 8", "grace"),
    ("hi grace, can you send me the file?", "grace"),
    ("ok see you monday, thanks lily!", "lily"),
    ("sounds good, see you there\n- lily", "lily"),
    ("sure, I'll bring the charger\nwill", "will"),
])
def test_lower_case_word_names_with_strong_cues(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "I will grant that the lily pond shows grace under pressure.",
    "Thanks will be given to all volunteers.\nThe meeting ends at noon.",
    "thanks, will do.",
    "Shopping list:\n- milk\n- eggs\n- rose",
    "The rose garden will open in may; thanks to the grace period, fees are waived.",
])
def test_word_names_not_flagged_in_running_text(templates, text):
    assert "PERSON" not in {s["type"] for s in templates.analyze(text)}


@pytest.mark.parametrize("text, org", [
    ("She opened an Ameritrade account last year.", "Ameritrade"),
    ("My sister works at Quellmark Dynamics in the city.", "Quellmark Dynamics"),
    ("He has been employed by Vantoria since 2019.", "Vantoria"),
    ("We are insured with Castellan Mutual for the house.", "Castellan Mutual"),
    ("I phoned Zelvora's customer service twice about it.", "Zelvora"),
    ("Employer: Brightwater Analytics\nPosition: analyst", "Brightwater Analytics"),
])
def test_org_from_context(templates, text, org):
    assert ("ORG", org) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "He works at night and works for free.",
    "Open a Savings account or a Premium account online.",
    "She worked at The end of the pier, then banks with cash only.",
    "The store's customer service was closed on Monday.",
])
def test_org_context_not_flagged_in_ordinary_text(templates, text):
    assert "ORG" not in {s["type"] for s in templates.analyze(text)}


def test_no_pii_chat_stays_clean(engine):
    text = ("ok so the build is green again\nthe login page works now, thanks!\n"
            "will check the user name field tomorrow\n- the team")
    assert engine.analyze(text) == []


def test_log_timestamp_is_not_a_phone_number(templates):
    got = kinds(templates.analyze("2024-03-01 12:00:01 sshd[811]: auth failed user=jdoe"))
    assert ("DATE", "2024-03-01") in got and ("USERNAME", "jdoe") in got
    assert "PHONE" not in {t for t, _ in got}
    assert ("PHONE", "617-253-1000") in kinds(templates.analyze("call 617-253-1000: ask for the desk"))


def test_form_field_label_is_not_a_speaker(templates):
    text = "Product: Dux Planner\nPrice: US$89\nRequires: System 7"
    assert "PERSON" not in {s["type"] for s in templates.analyze(text)}


def test_a_speakers_everyday_name_is_a_person_when_called_by_it(templates):
    """'will' and 'hope' are speakers of this chat: a message that ends with or opens on their
    name calls them; the same words in running text stay words."""
    text = ("19/11/26, 7:12 pm - hope \u2600\ufe0f: can someone save me a seat\n"
            "19/11/26, 7:14 pm - will: I'll be late, coming straight from work\n"
            "19/11/26, 7:15 pm - grace: got u will\n"
            "19/11/26, 7:16 pm - grace: hope - did you bring the folders?\n"
            "19/11/26, 7:17 pm - will: i hope the bus will be on time\n")
    got = [(t, text[s["start"]:s["end"]], s["start"]) for t, s in
           ((s["type"], s) for s in templates.analyze(text))]
    names = {(t, w, start) for t, w, start in got if t == "PERSON"}
    assert ("PERSON", "will", text.index("got u will") + 6) in names
    assert ("PERSON", "hope", text.index("hope - did")) in names
    assert ("PERSON", "hope", text.index("hope \u2600")) in names          # a speaker with an emoji
    assert not any(start >= text.index("i hope the bus") for _, _, start in names
                   if start > text.rindex("will:"))


def test_speaker_time_and_message_on_one_line(templates):
    text = ("priya.k 09:12  morning! anyone know if the client sent the dump yet?\n"
            "tmbeki 09:14  not yet, friday they said\n"
            "priya.k 09:15  ugh ok. i'll ping them again\n")
    handles = {text[s["start"]:s["end"]] for s in templates.analyze(text) if s["type"] == "USERNAME"}
    assert {"priya.k", "tmbeki"} <= handles


@pytest.mark.parametrize("text", ["Showers should clear eastwards by mid-afternoon.",
                                  "Reduce agency labour by cross-training returns staff."])
def test_hyphenated_words_after_a_cue_are_no_handles(templates, text):
    assert [t for t, _ in kinds(templates.analyze(text)) if t == "USERNAME"] == []


def test_chat_speakers_with_a_trailing_initial(templates):
    text = ("15/11/2026, 07:51 - Blessing A.: who has the account details again\n"
            "15/11/2026, 07:55 - Priya S: here\n")
    names = [text[s["start"]:s["end"]] for s in templates.analyze(text) if s["type"] == "PERSON"]
    assert "Blessing A." in names and "Priya S" in names


@pytest.mark.parametrize("text,handle", [
    ('\u2605\u2605\u2606 "GPS track stops halfway" \u2014 k_lindqvist88', "k_lindqvist88"),   # a review's signature
    ("she prefers WeChat for quick questions (ID xiaolan_chen88).", "xiaolan_chen88"),
    ("Two users clicked: gpatel and a.rossi. Sessions revoked.", "a.rossi"),           # initial.family name
])
def test_handles_by_signature_messenger_cue_and_dotted_name(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", ["e.g. use i.e. and etc. in the file config.py",
                                  "Pressure rose \u2014 see fig.2", "Contact our ID team for a new badge."])
def test_dotted_words_and_id_cues_without_handles(templates, text):
    assert [t for t, _ in kinds(templates.analyze(text)) if t == "USERNAME"] == []


@pytest.mark.parametrize("text,handle", [
    ("saw this on reddit, u/quiet_fern_88 posted the whole thread", "u/quiet_fern_88"),
    ("thanks /u/bytewright for the tip", "/u/bytewright"),
])
def test_reddit_user_names(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


def test_a_path_with_u_is_no_reddit_user(templates):
    assert "USERNAME" not in {s["type"] for s in templates.analyze("Files live in /home/u/build and src/u/lib.")}


_CHAT = "[09:14] Esi: morning all\n[09:15] Kojo: hi\n[09:16] Esi: {}\n"


@pytest.mark.parametrize("line,name", [
    ("her boss mr boateng said no", "boateng"),
    ("tell aunty wanjiru we are coming", "wanjiru"),
])
def test_lower_case_name_after_a_lower_case_title_in_a_chat(templates, line, name):
    assert ("PERSON", name) in kinds(templates.analyze(_CHAT.format(line)))


def test_lower_case_title_before_a_common_word_is_no_name(templates):
    found = kinds(templates.analyze(_CHAT.format("ok mr nobody, see you at the office")))
    assert [k for k in found if k[0] == "PERSON" and k[1] not in ("Esi", "Kojo")] == []


def test_log_ins_as_values_of_role_keys(templates):
    spans = kinds(templates.analyze("08:02 CHECK-IN carer=dwilliams client=C10442 gps=OK\n"
                                    "config: driver=overlay owner=root"))
    assert ("USERNAME", "dwilliams") in spans
    assert not any(s in ("overlay", "root", "C10442") for _, s in spans)


def test_kakaotalk_export_speakers(templates):
    text = ("2026. 11. 23. 오후 8:02, maru_dad : anyone get a parcel?\n"
            "2026. 11. 23. 오후 8:05, jiwoo.k : there's a box in the lobby\n"
            "2026. 11. 23. 오후 8:06, maru_dad : that's mine thx!!\n")
    spans = kinds(templates.analyze(text))
    assert ("USERNAME", "jiwoo.k") in spans and spans.count(("USERNAME", "maru_dad")) == 2


def test_capitalised_handles_with_digits_as_chat_speakers(templates):
    text = ("2026. 11. 23. 오후 8:20, Bora_1204 : water tank cleaning tomorrow\n"
            "[10:02] Kenji88: hi all\n10:15 Room 12: cleaned\n")
    spans = kinds(templates.analyze(text))
    assert ("USERNAME", "Bora_1204") in spans and ("USERNAME", "Kenji88") in spans
    assert not any("Room" in s for _, s in spans)


@pytest.mark.parametrize("text, handle", [
    ('{"ts":"2026-11-21 15:59:12","ip":"73.92.161.5","user":"hboyd","method":"GET"}', "hboyd"),
    ("11/14/2026 9:13 PM  Ban | user: crypt0kev | mod: juniper.lw | reason: scam links", "juniper.lw"),
    ("vie 19 sep, 20:14  soledad_r: Hola! Sigue disponible?\nvie 19 sep, 20:31  luzmarina.gt: si", "soledad_r"),
])
def test_usernames_as_json_keys_moderators_and_chat_speakers_after_a_foreign_date(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text, initials", [
    ("Plans incomplete. Agent notified by e-mail 18/11/2026. - BJ", "BJ"),
    ("went on my personal card, reimburse to me pls. -HB\n\nApprover: ok", "HB"),
    ("Dictated: RM / typed: LJ", "LJ"),
    ("Passport expired, accepted as photo ID by JC\nNext of kin: son", "JC"),
    ("- Lena off sick since 18/11, RTW w/ JF first", "JF"),
])
def test_initials_in_capitals_where_notes_put_their_writer(templates, text, initials):
    assert ("PERSON", initials) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "Parcel shipped by UPS. Reviewed by IT. - HR",
    "I'll send it by EOD. OK?",
    "Owner - IT\nBudget - TBC",
])
def test_acronyms_in_those_places_are_no_initials(templates, text):
    assert [k for k in kinds(templates.analyze(text)) if k[0] == "PERSON"] == []


def test_a_github_handle_of_letters_alone_before_commented_on(templates):
    text = "mfournier commented on Nov 4, 2026\nCan repro on main.\nsomeone commented on 3 things\n"
    assert [s for t, s in kinds(templates.analyze(text)) if t == "USERNAME"] == ["mfournier"]


def test_the_other_items_of_a_list_of_log_in_names(templates):
    text = ("01:58 login ok user=ops_keystone2\n"
            "02:11 note: 3 accounts got in: jmarchetti, ops_keystone2, a.whitfield. forcing logout\n"
            "02:15 user=blue_2 tried red, green, and blue_2 themes\n")
    handles = [s for t, s in kinds(templates.analyze(text)) if t == "USERNAME"]
    assert "jmarchetti" in handles and "a.whitfield" in handles
    assert "red" not in handles and "green" not in handles


@pytest.mark.parametrize("text, handle", [
    ("Username:      s2239417\nEmail:         s2239417@student.uni-tyneside.ac.uk", "s2239417"),
    ('{"review_id":"rv_5530912","reviewer":"wanderlust_jenna","reviewer_name":"Jenna"}', "wanderlust_jenna"),
    ("2025-03-28 10:21:09  领队-王晓东（wxid_8k2lq0p9z3r212）\n各位团友好", "wxid_8k2lq0p9z3r212"),
])
def test_padded_user_name_labels_json_reviewers_and_wechat_ids(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


def test_a_json_author_that_is_a_role_is_no_user_name(templates):
    assert "USERNAME" not in {t for t, _ in kinds(templates.analyze('{"author":"Admin","owner":"System"}'))}


@pytest.mark.parametrize("text, handle", [
    ("68.53.112.9 - jwhitehead87 [24/Nov/2026:21:21:03 -0500] \"POST /api/booking HTTP/2.0\" 200 512", "jwhitehead87"),
    ("--- Internal note (agent: m.okwuosa) 2026-11-23 09:05 UTC ---", "m.okwuosa"),
    ("07:04:26Z  ROLE_CHANGE  actor=sysadmin-jmurphy target=r.nair role=editor", "sysadmin-jmurphy"),
    ("TR-55819 assigned to=tech.lysenko (crew 3) eta=10:00-13:00", "tech.lysenko"),
    ("Створено: 2026-11-08 11:32 EET  Автор: o.hnatiuk (Контакт-центр)", "o.hnatiuk"),
    ("Διάρκεια: 06:41   Πράκτορας: mkoutsou\n", "mkoutsou"),
    ("clinical rota v3 - printed 25/11/2026 by mmcaleese\nweek,day,session", "mmcaleese"),
    ("# exported by dgooch from QuickPayroll 9.4 - CONFIDENTIAL", "dgooch"),
])
def test_usernames_in_access_logs_role_labels_and_after_an_action(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text", [
    "The bill was approved by congress and signed by hand on Monday.",
    "Files uploaded by nntp are exported by default; posted by email.",
    "127.0.0.1 - - [24/Nov/2026:21:21:03 -0500] \"GET / HTTP/1.1\" 200 512",
])
def test_words_after_an_action_and_anonymous_log_users_are_no_handles(templates, text):
    assert "USERNAME" not in {s["type"] for s in templates.analyze(text)}


def test_the_user_column_of_an_activity_log(templates):
    log = ("--- ACTIVITY LOG --- printed 11/24/2026 4:12 PM by mruelas\n"
           "11/10/26 09:12  mruelas   FNOL by phone.\n"
           "11/14/26 11:20  jgalvan     Truck at drive-in.\n"
           "2026-11-14 11:20  started   worker pool /tmp\n"
           "2026-11-14 11:21  order_create   id=8812\n"
           "2026-11-14 11:22  vpn-gw-02   tunnel up\n")
    handles = {t for kind, t in kinds(templates.analyze(log)) if kind == "USERNAME"}
    assert handles == {"mruelas", "jgalvan"}


def test_a_proxy_key_holds_a_user_name(templates):
    assert ("USERNAME", "leilani_tuala") in kinds(templates.analyze("PROXY_GRANTED proxy=leilani_tuala ip=10.42.7.31"))


@pytest.mark.parametrize("text, handle", [
    ("Objet : accès à mes données – compte « tibo_mrc »", "tibo_mrc"),
    ("On November 6, 2026, your account (gracie_ob) was suspended.", "gracie_ob"),
    ("Account(s) in scope: dannyboi_mcr; d.ashworth", "dannyboi_mcr"),
])
def test_handles_after_account_words_in_quotes_or_brackets(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


def test_chat_speakers_after_a_day_month_and_a_middle_dot(templates):
    chat = ("20/11 21:41 · richard.h.navy : my queen, you are the only one i trust\n"
            "20/11 21:42 · noemie_c33 : je ne comprends pas tout en anglais\n"
            "20/11 21:44 · richard.h.navy : the package is stuck at customs.\n")
    spans = kinds(templates.analyze(chat))
    assert spans.count(("USERNAME", "richard.h.navy")) == 2 and ("USERNAME", "noemie_c33") in spans


def test_lower_case_names_after_a_role_or_a_rank(templates):
    notes = ("- bosun renato off in bergen 28/11\n- AB bernie very good on crane\n"
             "- new 3/O arjun mehta joins 27/11\n- cadet kevin – TRB sign pages\n")
    spans = kinds(templates.analyze(notes))
    for name in ("renato", "bernie", "arjun mehta", "kevin"):
        assert ("PERSON", name) in spans
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze("our manager will call; the agent said no")))


def test_function_words_of_a_chat_in_a_slavic_language_are_no_lower_case_names(templates):
    chat = ("Maja: samo še to, kdo ima ključ?\nTone: ona ga ima, lani je bil pri njej\nMaja: kaj pa zdaj?\n"
            "Tone: v petek\n")
    names = {s["text"] for s in templates.analyze(chat) if s["source"] == "gazetteer:chat-names"}
    assert not names & {"samo", "ona", "lani", "kaj"}


def test_teams_speakers_written_family_name_first_before_a_date_and_time(templates):
    chat = ("Petrauskienė, Laima  2026-05-11 09:14\nAr kas nors turi telefoną?\n\n"
            "Žilinskas, Paulius  2026-05-11 09:16\nTuriu, tuoj.\n\n"
            "Petrauskienė, Laima  2026-05-11 09:18\nAčiū\n")
    spans = kinds(templates.analyze(chat))
    assert ("PERSON", "Žilinskas, Paulius") in spans and spans.count(("PERSON", "Petrauskienė, Laima")) == 2


def test_chat_speakers_before_a_middle_dot_and_a_date(templates):
    chat = ("deniz kaya · 20.11.2026 14:05\nselaaam fiyat geldi mi?\n\n"
            "umut · 20.11.2026 14:20\nbence tarafına da bakalım\n\n"
            "Bahar Şen · 20.11.2026 14:26\nGeldi canım.\n")
    spans = kinds(templates.analyze(chat))
    assert ("PERSON", "umut") in spans and ("PERSON", "Bahar Şen") in spans


def test_a_price_line_with_a_middle_dot_is_no_speaker(templates):
    assert not any(t in ("PERSON", "USERNAME") for t, _ in
                   kinds(templates.analyze("Invoice · 20.11.2026 14:05\nTotal · 21.11.2026 09:00\n")))


def test_speakers_of_a_tab_separated_chat_export(templates):
    chat = ("08:12\t佐々木 美穂\tおはようございます！今朝熱が37.8度ありました\n"
            "08:30\tSato (Sakura Exchange)\tおはようございます。ご連絡ありがとうございます。\n"
            "08:31\tSato (Sakura Exchange)\t学校へは私から連絡します。\n")
    spans = kinds(templates.analyze(chat))
    assert spans.count(("PERSON", "Sato")) == 2 and ("PERSON", "佐々木 美穂") in spans


def test_a_tab_separated_schedule_has_no_speakers(templates):
    schedule = "09:00\tKeynote\tHall A\n10:30\tWorkshops\tRooms 2-4\n12:00\tLunch\tFoyer\n"
    assert not any(t == "PERSON" for t, _ in kinds(templates.analyze(schedule)))


def test_one_word_speakers_before_a_time_in_a_chat_with_full_names(templates):
    chat = ("Mina Girgis  10:14\nanyone has a USB-C charger?\nSalma  10:16\ndesk 27\n"
            "Mina Girgis  10:16\nmerci\nMarina  12:14\nok\n")
    spans = kinds(templates.analyze(chat))
    assert ("PERSON", "Salma") in spans and ("PERSON", "Marina") in spans


def test_a_day_plan_with_times_has_no_one_word_speakers(templates):
    plan = "Monday  10:00\nStandup\nTuesday  10:00\nReview\nLunch  12:00\nTom Baker  13:00\n"
    assert not any(s in ("Monday", "Tuesday", "Lunch") for _, s in kinds(templates.analyze(plan)))


def test_teams_speakers_before_a_day_and_month_and_initials_with_a_particle(templates):
    chat = "Govender, Kamini   24/11 11:30\nok thanks\nNaidoo, Pravesh   24/11 11:40\nsure\n"
    spans = kinds(templates.analyze(chat))
    assert ("PERSON", "Govender, Kamini") in spans and ("PERSON", "Naidoo, Pravesh") in spans
    wa = "23/11/2026, 08:05 - Wikus JvR: More photos coming.\n23/11/2026, 08:06 - Riaan: ok\n"
    assert ("PERSON", "Wikus JvR") in kinds(templates.analyze(wa))


def test_a_lower_case_family_name_after_a_french_honorific_in_a_chat(templates):
    chat = ("18/11/2026, 08:53 - Mélanie: ok. qui a les clés ? mme ribeiro veut être prévenue\n"
            "18/11/2026, 08:55 - Paul: ok\n18/11/2026, 08:56 - Mélanie: merci\n")
    assert ("PERSON", "ribeiro") in kinds(templates.analyze(chat))


def test_comment_authors_before_a_relative_time_and_lower_case_speakers_with_an_initial(engine):
    post = ("Hannah Wieczorek · 2h\n@Derek Fung thank you!!! driving over now\n\n"
            "raj.k.bhullar · 54m\nsaw her at the beach near the lifeguard stand #3!!\n")
    found = kinds(engine.analyze(post))
    assert ("PERSON", "Hannah Wieczorek") in found and ("USERNAME", "raj.k.bhullar") in found
    chat = ("Kiala Bartolomeu, 25.11.2026 05:12\nBom dia família! Treino de hoje: 10 km.\n\n"
            "mateus k., 25.11.2026 12:30\nalguém sabe de fisio bom? a canela está a doer desde domingo\n")
    found = kinds(engine.analyze(chat))
    assert ("PERSON", "mateus k.") in found
    assert not any(s == "domingo" for _, s in found)        # a weekday, not the name Domingo


def test_handles_in_an_inbox_export_before_a_wide_gap_and_a_time(engine):
    text = ("Instagram · Mensagens\n\ncarolzinha_fit                                   14 de nov., 22:31\n"
            "oiii!! vi teu reels do treino 😍 tu faz consultoria online?\n\n"
            "dani.becker.personal                             15 de nov., 08:02\nOi Carol, tudo certo? faço sim\n")
    found = kinds(engine.analyze(text))
    assert ("USERNAME", "carolzinha_fit") in found and ("USERNAME", "dani.becker.personal") in found
    assert ("PERSON", "Carol") in found                     # after a Portuguese greeting, without it


def test_a_log_in_name_after_a_copula_in_other_languages(templates):
    found = kinds(templates.analyze("Meu login é fer.cavalcanti88. Tentei redefinir a senha."))
    assert ("USERNAME", "fer.cavalcanti88") in found
    assert not any(t == "USERNAME" for t, _ in kinds(templates.analyze("O login é bloqueado hoje.")))


def test_chat_speakers_with_a_role_word_a_direction_or_in_lower_case(engine):
    chat = ("19-11-2026, 07:58 - Kees dispatch: Goedemorgen, 14 ritten vandaag.\n"
            "19-11-2026, 08:01 - Joost Fietskoerier: ik ben er\n"
            "19-11-2026, 08:03 - ineke bakker: Ik kan niet, knie\n")
    found = kinds(engine.analyze(chat))
    assert ("PERSON", "Kees") in found and ("PERSON", "ineke bakker") in found
    assert not any("dispatch" in text for _, text in found)
    sms = ("2026-02-09 05:46 IN  Oom Gerrie: Reg so. Ons begin om sewe.\n"
           "2026-02-09 13:02 OUT Oom Gerrie: Ek vat hom nou met my eie bakkie.\n")
    assert any(t == "PERSON" and "Gerrie" in text for t, text in kinds(engine.analyze(sms)))


def test_handles_in_angle_brackets_camel_case_reviewers_and_mixed_case_log_ins(engine):
    found = kinds(engine.analyze("2026-06-04 07:12  @lindiwe_m: <@ruan.vdm> drive safe"))
    assert ("USERNAME", "ruan.vdm") in found
    found = kinds(engine.analyze("★★★★★  TravelWithTash · 21 Apr 2026\nLoved the tour!"))
    assert ("USERNAME", "TravelWithTash") in found
    found = kinds(engine.analyze("I can't log in since yesterday. My username is brendaKY_caregiver. It says"))
    assert ("USERNAME", "brendaKY_caregiver") in found
    assert not kinds(engine.analyze("<div>@media screen</div>"))


def test_a_lower_case_word_after_a_handle_is_no_family_name(engine):
    found = kinds(engine.analyze("11:20  Nadia Popal: @jamshid ugh, the default-DOB problem again"))
    assert ("USERNAME", "jamshid") in found
    assert not any("ugh" in text for _, text in found)


def test_initials_signing_a_case_log_and_closing_a_note(templates):
    log = ("03.09.2026 – doručené hlásenie, vystavila klinika v Bratislave. EH\n"
           "22.10.2026 – posudkový lekár: sťaženie uplatnenia 1 150 bodov. RP\n"
           "18.11.2026 – podiel SR na odškodnení 83 %. RP\n")
    found = kinds(templates.analyze(log))
    assert ("PERSON", "EH") in found and found.count(("PERSON", "RP")) == 2
    note = "- III. pilier: NEMÁ → ponúknuť DDS\nďalšie stretnutie: pi 4.12. o 16:30\nJB\n"
    assert ("PERSON", "JB") in kinds(templates.analyze(note))
    assert ("PERSON", "JB") in kinds(templates.analyze("Period: 01/11/2026   Timesheets approved by: JB / S. Nair"))
    assert ("PERSON", "WH") in kinds(templates.analyze("--- Internal note (WH, 2026-11-23 10:07) ---\nCard purged."))


@pytest.mark.parametrize("text, capitals", [
    ("YOU WILL ALL GO TO HELL FOR NOT BELIEVING!!!!  BE\nPREPARED", "BE"),     # a line in capitals
    ("That's why we have an executive branch. HE\nreviewed the plan", "HE"),   # the sentence goes on below
    ("Brandt Möbelwerkstätten GmbH & Co. KG\nIndustriestraße 14", "KG"),        # a firm's form
    ("Any other business.\n\nAOB\n", "AOB"),                                   # an agenda heading
])
def test_capitals_closing_a_line_that_sign_nothing(templates, text, capitals):
    assert ("PERSON", capitals) not in kinds(templates.analyze(text))


@pytest.mark.parametrize("text, name", [
    ("Kabir Malhotra ke papa - Sanjeev ji 98190 27734", "Sanjeev"),
    ("Thanks Hamna baji and Zainab. Will think.", "Hamna"),
    ("Tahmina (Arian's Ammu): ok sir", "Arian"),
    ("we checked with our night manager Thanos. According to our records", "Thanos"),
    ("Minutes: Sinéad (admin)\nPresent: all board members", "Sinéad"),         # a role in brackets
    ("Lowri will call you today. - Rhodri, Branch Manager", "Rhodri"),         # a signature with a title
])
def test_given_names_before_honorifics_and_kin_words_of_south_asian_chats(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_a_reply_to_sir_is_no_name(templates):
    assert [k for k in kinds(templates.analyze("Yes sir, I will. Okay Sir, thanks.")) if k[0] == "PERSON"] == []


@pytest.mark.parametrize("text, handle", [
    ("Reply from NiamhHousingAdvice » Sun Jan 18, 2026 10:15 pm", "NiamhHousingAdvice"),
    ("Posted by DaveInDorset » 03 Mar 2027, 16:05", "DaveInDorset"),
    ("Post #2  by FrostyBC » Thu Oct 30, 2025 6:02 am", "FrostyBC"),
])
def test_forum_authors_before_the_date_of_their_post(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


@pytest.mark.parametrize("text, name", [
    ("Marek D (14.02.2026 08:05):\nnie dam rady, jestem w Paisley\n", "Marek D"),
    ("KD Dhillon, [26.10.2025 21:40]\nok boys, trailer 5312 is at the yard\n", "KD Dhillon"),
])
def test_chat_speakers_before_a_bracketed_date_and_time(templates, text, name):
    assert ("PERSON", name) in kinds(templates.analyze(text))


def test_languages_before_a_role_and_times_with_a_colon_are_no_names(templates):
    assert ("PERSON", "Spanish") not in kinds(templates.analyze("Preferred language: Spanish (parent), English (patient)"))
    assert ("PERSON", "Saturday") not in kinds(templates.analyze("Hub supervisor\n\nBefore Saturday 22:00:\n- Sync all"))


@pytest.mark.parametrize("text, handle", [
    ("2026-11-21 18:05:12 INFO driver assigned order=BC-71421 driver_id=drv_hieu.t", "drv_hieu.t"),
    ("--- Internal note (kdeleon, 2026-11-23 17:05) ---\nCard purged.", "kdeleon"),
    ("--- Internal note — j.pavlic, 13 Nov 2026 10:12 ---", "j.pavlic"),
])
def test_log_ins_in_fields_named_for_who_did_it_and_in_note_headers(templates, text, handle):
    assert ("USERNAME", handle) in kinds(templates.analyze(text))


def test_a_numeric_driver_id_and_a_system_account_are_no_log_ins(templates):
    assert not any(t == "USERNAME" for t, _ in kinds(templates.analyze("driver_id=4471 status_by=system approver=admin")))
