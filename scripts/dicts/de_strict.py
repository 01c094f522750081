"""German without names and abbreviations (WordCap): the same sources as de.lex, stricter.

    python de_strict.py NOUNS_CSV DE_DIC WNGERMAN HUNSPELL_FORMS KEPT REPORT

WNGERMAN is /usr/share/dict/ngerman, HUNSPELL_FORMS hunspell-de's forms (as for de.lex);
KEPT gets the words kept, lowercased, one a line; REPORT gets one line per name or abbreviation the filter looked at,
tab-separated: `word, removed|kept, evidence`.

German writes every noun with a capital, so a capital does not mark a name. Which sources
decide:
- A lowercase word is kept, unless igerman98 (hunspell-de's DE_DIC, the source of both
  lists) writes it as an abbreviation, with a full stop (`usw.`, `vgl.`), and has no entry
  or form without the stop (wngerman drops the stop: `usw`).
- A capitalised word is kept only when the German Wiktionary (PyPI `german-nouns`, its
  NOUNS_CSV) lists it as a form of a common noun: an entry whose parts of speech include
  `Substantiv` and none of the name categories (`Toponym`, `Vorname`, `Nachname`,
  `Eigenname`, `Straßenname`), `Abkürzung`, or the affix ones. A form of a common noun that
  is also a name (`Müller`, the miller and the surname) is kept, and so is a listed
  lowercase word spelt like a name (`frei`, `Frei`). Capitalised words Wiktionary
  does not list (most long compounds) are left out: nothing here tells them from names.
- Words with a hyphen, apostrophe or full stop are left out ("the words with an apostrophe
  or a hyphen are excluded").
"""

import csv

from decisions import run, write_report

LETTERS = set("abcdefghijklmnopqrstuvwxyzäöüß")
NAMES = {"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"}
ABBREVIATIONS = {"Abkürzung"}
NOT_WORDS = {"Affix", "Präfix", "Suffix", "Gebundenes Lexem", "Symbol"}
NOT_FORMS = {"lemma", "pos"}


def playable(word):
    """2-15 German letters, nothing else (the builder's German alphabet)."""
    return 2 <= len(word) <= 15 and set(word.lower()) <= LETTERS


def wiktionary_nouns(path):
    """Forms of common nouns, and forms of names or abbreviations with their categories."""
    common, marked = set(), {}
    with open(path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            pos = set(row["pos"].split(","))
            forms = {v for k, v in row.items()
                     if v and k not in NOT_FORMS and not k.startswith("genus")}
            forms.add(row["lemma"])
            if "Substantiv" not in pos or pos & NOT_WORDS:
                continue
            categories = pos & (NAMES | ABBREVIATIONS)
            if categories:
                for form in forms:
                    marked.setdefault(form, set()).update(categories)
            else:
                common |= forms
    return common, marked


def igerman98_abbreviations(dic_path):
    """Entries of the .dic written with a full stop, without it (`usw.` -> `usw`)."""
    found = set()
    with open(dic_path, encoding="utf-8") as f:
        for line in f:
            entry = line.strip().split("/", 1)[0]
            if entry.endswith(".") and "." not in entry[:-1]:
                found.add(entry[:-1])
    return found


def read_words(path):
    """The stripped lines of a word list."""
    with open(path, encoding="utf-8") as f:
        return {line.strip() for line in f}


def main(nouns_csv, dic_path, wngerman, hunspell_forms, kept_path, report_path):
    common, marked = wiktionary_nouns(nouns_csv)
    forms = read_words(hunspell_forms)
    # An abbreviation unless hunspell also makes the spelling without the stop.
    abbreviations = igerman98_abbreviations(dic_path) - forms
    kept, report = set(), {}
    unknown = 0
    for word in sorted(read_words(wngerman) | forms):
        if not playable(word):
            continue
        if word == word.lower():
            if word in abbreviations:
                report[word] = ("removed", f"igerman98: abbreviation {word}.")
            else:
                kept.add(word)
        elif word in common:
            kept.add(word.lower())
            if word in marked:
                report[word] = ("kept", "Wiktionary: common noun, also "
                                + ", ".join(sorted(marked[word])))
        elif word in marked:
            report[word] = ("removed", "Wiktionary: " + ", ".join(sorted(marked[word])))
        elif word in abbreviations:
            report[word] = ("removed", f"igerman98: abbreviation {word}.")
        else:
            unknown += 1
    for word, (verdict, evidence) in report.items():
        # A name spelt like a listed lowercase word (`Frei`, `frei`) leaves that word in.
        if verdict == "removed" and word != word.lower() and word.lower() in kept:
            report[word] = ("kept", f"{evidence}; the lowercase word {word.lower()} is listed")
    with open(kept_path, "w", encoding="utf-8") as f:
        for word in sorted(kept):
            f.write(word + "\n")
    write_report(report_path,
                 {w: e for w, (v, e) in report.items() if v == "removed"},
                 {w: e for w, (v, e) in report.items() if v == "kept"})

    def count(verdict, start=""):
        return sum(1 for v, e in report.values() if v == verdict and e.startswith(start))

    print(f"  removed: igerman98 abbreviations {count('removed', 'igerman98')}, "
          f"Wiktionary names and abbreviations {count('removed', 'Wiktionary')}; "
          f"capitalised and not a Wiktionary noun {unknown}; kept homographs "
          f"{count('kept')}; words kept {len(kept)}")


if __name__ == "__main__":
    run(main, __doc__, 6)
