"""Build models/pii/word_names.txt: the given names of ``first_names.txt`` that are also
lower-case English words ("red", "silver", "council", "park") in Debian's wamerican list.

Written in lower case in a chat or a note, such a word next to an unknown word is no name
("red pick-up", "council website"), while "morag kinnaird" is; the gazetteer reads a lower-case
pair with an unknown family name as a person only when its first word is on no such list.

    apt-get install wamerican   # /usr/share/dict/words (SCOWL word lists, permissive licence)
    python benchmarks/pii_build_word_names.py
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from pii_build_names import dictionary_words  # noqa: E402
from veil.fileio import atomic_write_text  # noqa: E402
from veil.pii.recognizers import read_list  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", type=Path, default=ROOT / "models" / "pii")
    parser.add_argument("--dictionary", type=Path, default=Path("/usr/share/dict/words"))
    args = parser.parse_args(argv)
    english = dictionary_words(args.dictionary)
    if not english:
        print(f"no word list at {args.dictionary} (apt-get install wamerican)", file=sys.stderr)
        return 1
    names = sorted({n.lower() for n in read_list(args.models / "first_names.txt") if n.lower() in english})
    header = ("# Given names (models/pii/first_names.txt) that are lower-case English words in Debian's\n"
              "# wamerican list (SCOWL). Built by benchmarks/pii_build_word_names.py; do not edit by hand.\n")
    atomic_write_text(args.models / "word_names.txt", header + "\n".join(names) + "\n")
    print(f"wrote {len(names)} names to {args.models / 'word_names.txt'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
