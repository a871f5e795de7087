import re

import pytest

from veil.pii.recognizers import Pattern, leading_cue


@pytest.mark.parametrize("src, cue", [
    (r"(?<![\w.-])(?i:requested[ \t]by|assigned[ \t]to)[ \t]{1,2}(\w+)", r"requested[ \t]by|assigned[ \t]to"),
    (r"(?<![\w.-])((?i:mon|tue)\.?)[ \t](\d{1,2}/\d{1,2})", "mon|tue"),
    (r"(?i)\b(?:wife|husband)[ \t](\d{1,3})", "wife|husband"),
    (r"(?i)(?=[EFNO])(?<![\w])(?:(?:one|four|nine)[ \t,.\-]{1,3}){6,14}(?:one|nine)", r"(?:one|four|nine)[ \t,.\-]{1,3}"),
])
def test_the_words_every_match_starts_with(src, cue):
    assert leading_cue(src) == cue


@pytest.mark.parametrize("src", [
    r"(?<![\w.-])(?i:user|login)?[ \t](\w+)",          # the words may be missing
    r"(?:(?<![\w.-])(?i:on|by)[ \t]\d|\d{4})",          # another branch starts otherwise
    r"(?<![\w-])(?i:\w+name)[ \t]:",                    # a class lower-casing would not keep
    r"[\"']?(?i:name)[:=]",                             # something before the words
])
def test_no_cue_where_a_match_may_start_otherwise(src):
    assert leading_cue(src) is None


@pytest.mark.parametrize("src", [
    r"(?<![\w.-])(?i:assigned[ \t]to|owner|reporter)[ \t]{0,2}:?[ \t]{0,2}([A-Za-z][\w.-]{1,30})",
    r"(?<![\w.-])((?i:mon|tue|wed|fri|sat)\.?)[ \t](\d{1,2}/\d{1,2})(?!\d)",
    r"(?i)\b(?:son|daughter|wife)[ \t,]{1,2}(?:aged[ \t])?(\d{1,2})\b",
])
def test_matching_from_the_cue_finds_what_a_plain_scan_finds(src):
    texts = ["Assigned to: jdoe, OWNER bsmith; reporter:  Kim.Lee and co-owner x",
             "Mon 12/11 or TUE. 3/4, wed 5/6x, Fri 1/2 and sat 31/12 9",
             "my Son 7, DAUGHTER aged 12 and wife, 40; grandson 3",
             "İstanbul Mon 1/2 owner: a",          # lower() changes the length: the plain scan is used
             ""]
    pattern = Pattern(re.compile(src), 0.5)
    assert pattern.anchor_ is not None
    for text in texts:
        assert [m.span() for m in pattern.finditer(text, text.lower())] == [m.span() for m in pattern.regex.finditer(text)]
