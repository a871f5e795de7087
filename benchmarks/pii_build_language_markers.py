"""Build models/pii/language_markers.json: the function words that tell a stretch of
text written in another language from English (used by ``veil.pii.languages.LanguageMap``).

``foreign``: stop words of the languages Veil's documents are often written in
(spaCy's lists, no model needed) that are no English stop word and no word
English posts use: a word found ``--max-english`` times or more in the English
20 Newsgroups *training* posts is left out ("come" is Italian, "like" is in
the Indonesian list, "die" is German and English), and so is a word of
English dictionary (``--dictionary``, Debian's ``wamerican``) found there at
all. German posts in 20NG do not count: a post is English when its English
stop words outnumber its foreign ones five to one.

``german``: the ``foreign`` words only German uses ("und", "nicht", "wird"):
German writes every noun with a capital, so a run of capitalised words there
is no name.

``english``: English stop words no other of those languages uses ("the",
"with", "would"; not "in", "am", "also").

    python benchmarks/pii_build_language_markers.py /work/shared/datasets/20news-bydate.tar.gz
"""

from __future__ import annotations

import argparse
import collections
import importlib
import json
import re
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from veil.fileio import atomic_write_text  # noqa: E402

#: Vietnamese is left out: its capitalised syllables are names and places, as in English
LANGUAGES = ("fr", "de", "nl", "es", "it", "pt", "ca", "ro", "sv", "da", "nb", "fi", "et", "lt", "lv",
             "cs", "sk", "pl", "sl", "hr", "hu", "tr", "id", "ms", "tl", "af")
TOKEN = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")


def language_stop_words(code: str) -> set:
    """spaCy's stop words of one language, lower case, single words."""
    return {w.lower() for w in importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS
            if TOKEN.fullmatch(w)}


def stop_words() -> tuple[set, set]:
    """(stop words of the languages above, English stop words), lower case, single words."""
    foreign: set = set()
    for code in LANGUAGES:
        foreign |= language_stop_words(code)
    return foreign, language_stop_words("en")


def english_counts(archive: Path, foreign: set, english: set) -> collections.Counter:
    """Lower-case word counts over the English 20NG training posts."""
    counts: collections.Counter = collections.Counter()
    only_foreign = foreign - english
    with tarfile.open(archive, "r:gz") as tar:
        for m in tar:
            if not m.isfile() or "20news-bydate-train/" not in m.name:
                continue
            body = tar.extractfile(m).read().decode("latin-1").partition("\n\n")[2]
            words = [w for w in TOKEN.findall(body) if w.islower()]
            n_en = sum(w in english for w in words)
            n_foreign = sum(w in only_foreign for w in words)
            if n_en >= 5 * max(1, n_foreign):
                counts.update(words)
    return counts


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("archive", type=Path)
    parser.add_argument("--max-english", type=int, default=50)
    parser.add_argument("--dictionary", type=Path, default=Path("/usr/share/dict/words"))
    parser.add_argument("-o", "--output", type=Path,
                        default=Path(__file__).resolve().parents[1] / "models" / "pii" / "language_markers.json")
    args = parser.parse_args(argv)
    from pii_build_names import dictionary_words

    foreign, english = stop_words()
    counts = english_counts(args.archive, foreign, english)
    dictionary = dictionary_words(args.dictionary)
    markers = sorted(w for w in foreign - english if len(w) > 1 and counts[w] < args.max_english
                     and not (w in dictionary and counts[w] > 0))
    others = set().union(*(language_stop_words(code) for code in LANGUAGES if code != "de"))
    german = sorted(w for w in markers if w in language_stop_words("de") and w not in others)
    data = {
        "comment": "Built by benchmarks/pii_build_language_markers.py from spaCy's stop-word lists of "
                   + ", ".join(LANGUAGES) + " and the English 20 Newsgroups training posts.",
        "foreign": markers,
        "german": german,
        "english": sorted(english - foreign),
    }
    atomic_write_text(args.output, json.dumps(data, ensure_ascii=False, indent=0) + "\n")
    print(f"wrote {len(markers)} foreign ({len(german)} German) and {len(data['english'])} English marker words "
          f"to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
