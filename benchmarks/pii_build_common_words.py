"""Build models/pii/common_words.txt: English words that are usually written in
lower case (so a lone capitalised one is more likely a sentence start or a
form label than a name).

Source: the 20 Newsgroups *training* posts (headers stripped).  A word is
kept when it occurs at least ``--min-count`` times and at least
``--min-lower`` of its occurrences are all lower case.

Words that are no English word (``--dictionary``, Debian's ``wamerican``) but
a known given or family name (``first_names.txt``/``last_names.txt``) are
left out: "henrik" is frequent in lower case only because of one poster's
signature.

    python benchmarks/pii_build_common_words.py /work/shared/datasets/20news-bydate.tar.gz  # defaults: --min-count 5 --min-lower 0.6
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from veil.fileio import atomic_write_text  # noqa: E402
from veil.pii.recognizers import read_list  # noqa: E402

WORD = re.compile(r"(?<![\w@.])[A-Za-z][a-z]{2,}(?![\w@])")


def case_counts(archive: Path) -> tuple[collections.Counter, collections.Counter]:
    """(lower-case occurrences, all occurrences) of each word in the 20NG training posts."""
    lower, total = collections.Counter(), collections.Counter()
    with tarfile.open(archive, "r:gz") as tar:
        for m in tar:
            if not m.isfile() or "20news-bydate-train/" not in m.name:
                continue
            body = tar.extractfile(m).read().decode("latin-1").partition("\n\n")[2]
            for w in WORD.findall(body):
                key = w.lower()
                total[key] += 1
                lower[key] += w == key
    return lower, total


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("archive", type=Path)
    parser.add_argument("--min-count", type=int, default=5)
    parser.add_argument("--min-lower", type=float, default=0.6)
    parser.add_argument("-o", "--output", type=Path,
                        default=Path(__file__).resolve().parents[1] / "models" / "pii" / "common_words.txt")
    parser.add_argument("--dictionary", type=Path, default=Path("/usr/share/dict/words"))
    args = parser.parse_args(argv)
    lower, total = case_counts(args.archive)
    words = sorted(w for w, n in total.items() if n >= args.min_count and lower[w] / n >= args.min_lower)
    from pii_build_names import dictionary_words

    english = dictionary_words(args.dictionary)
    if english:
        models = args.output.parent
        names = {w.lower() for f in ("first_names.txt", "last_names.txt") for w in read_list(models / f)}
        words = [w for w in words if w in english or w not in names]
    header = ("# Words usually written in lower case (20 Newsgroups training posts, count >= "
              f"{args.min_count}, lower-case share >= {args.min_lower}).\n"
              "# Built by benchmarks/pii_build_common_words.py. A lone capitalised NER hit on one of these\n"
              "# words (a form label, a sentence start) is not reported as a name.\n")
    atomic_write_text(args.output, header + "\n".join(words) + "\n")
    print(f"wrote {len(words)} words to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
