"""Polish: the sjp.pl word list without the words that are only abbreviations.

    python pl_abbreviations.py WORDS KEPT REPORT

WORDS is the sjp.pl list (/usr/share/dict/polish); KEPT gets every line of it except the
abbreviations; REPORT gets one line per word the filter looked at, tab-separated:
`word, removed|kept, evidence`.

Which source decides:
- A word is an abbreviation when SGJP, read by Morfeusz 2 (PyPI `morfeusz2`), gives it an
  abbreviation reading (`brev:pun`, written with a full stop, `itd.`; `brev:npun`, without,
  `kg`) and no other reading (matched case-sensitively, so `CD` or `Tys` are no reading of
  `cd`, `tys`).
- It stays all the same when hunspell-pl, sjp.pl's own inflection data, puts it in a
  paradigm: another entry inflects to it (`ez` is a form of `eza`) or its own entry inflects
  (`tab`, `taba`, `tabem`). Abbreviations stand in hunspell-pl bare, without affix flags.
"""

import os
import subprocess
import sys
import tempfile

import morfeusz2

from decisions import run, write_kept, write_report

POLISH = set("aąbcćdeęfghijklłmnńoóprsśtuwyzźż")
HUNSPELL_PL = "/usr/share/hunspell/pl_PL"
HUNSPELL_ENCODING = "iso8859-2"  # the `SET` line of pl_PL.aff


def playable(word):
    """Only words the Polish builder keeps need a look (2-15 Polish letters)."""
    return 2 <= len(word) <= 15 and set(word) <= POLISH


def readings(morfeusz, word):
    """SGJP's abbreviation readings of the word, and its other readings.

    The word is analysed with a full stop after it, so that abbreviations written with one
    (`brev:pun`) are found too; the stop itself is left out.
    """
    abbreviations, others = set(), set()
    for _start, _end, (orth, lemma, tag, _kind, _quals) in morfeusz.analyse(word + "."):
        if tag == "interp" and orth == ".":
            continue
        if tag.startswith("brev"):
            if orth == word:
                abbreviations.add(f"{lemma} {tag}")
        elif tag != "ign":
            others.add(f"{lemma} {tag}")
    return abbreviations, others


def hunspell_stems(words):
    """hunspell-pl's stems of each word (empty when it does not know the word)."""
    text = "".join(w + "\n" for w in words)
    out = subprocess.run(
        ["hunspell", "-i", "utf-8", "-d", HUNSPELL_PL, "-s"],
        input=text.encode(), capture_output=True, check=True).stdout
    blocks = out.decode("utf-8", errors="replace").strip("\n").split("\n\n")
    if len(blocks) != len(words):
        sys.exit(f"hunspell -s gave {len(blocks)} answers for {len(words)} words")
    stems = {}
    for word, block in zip(words, blocks):
        fields = [line.split() for line in block.splitlines()]
        stems[word] = {f[1] for f in fields if len(f) == 2}
    return stems


def dic_entries(words):
    """The entries (`word/FLAGS`) of pl_PL.dic for these words."""
    wanted, found = set(words), {}
    with open(HUNSPELL_PL + ".dic", encoding=HUNSPELL_ENCODING) as dic:
        next(dic)  # the entry count
        for line in dic:
            entry = line.strip()
            stem = entry.split("/", 1)[0]
            if stem in wanted:
                found.setdefault(stem, []).append(entry)
    return found


def inflects(entry):
    """Whether a .dic entry makes more than its own form (its flags inflect it)."""
    if "/" not in entry:
        return False
    with tempfile.TemporaryDirectory() as folder:
        one = os.path.join(folder, "one.dic")
        with open(one, "wb") as f:
            f.write(f"1\n{entry}\n".encode(HUNSPELL_ENCODING))
        out = subprocess.run(["unmunch", one, HUNSPELL_PL + ".aff"],
                             capture_output=True, check=True).stdout
    return len({line for line in out.splitlines() if line.strip()}) > 1


def paradigm(word, stems, entries):
    """hunspell-pl's evidence that the word inflects, or None."""
    others = sorted(s for s in stems if s != word)
    if others:
        return "hunspell-pl: a form of " + ", ".join(others)
    for entry in entries:
        if inflects(entry):
            return f"hunspell-pl: {entry} inflects"
    return None


def main(words_path, kept_path, report_path):
    morfeusz = morfeusz2.Morfeusz(generate=False,
                                  case_handling=morfeusz2.STRICTLY_CASE_SENSITIVE)
    with open(words_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    candidates, homographs = {}, {}
    for word in {line.strip() for line in lines}:
        if not playable(word):
            continue
        abbreviations, others = readings(morfeusz, word)
        if abbreviations and others:
            homographs[word] = "SGJP: " + "; ".join(sorted(others)[:3])
        elif abbreviations:
            candidates[word] = "SGJP: " + "; ".join(sorted(abbreviations))
    order = sorted(candidates)
    stems = hunspell_stems(order)
    entries = dic_entries(order)
    removed = {}
    for word in order:
        evidence = paradigm(word, stems[word], entries.get(word, []))
        if evidence:
            homographs[word] = evidence
        else:
            removed[word] = candidates[word]
    write_kept(kept_path, lines, removed)
    write_report(report_path, removed, homographs)
    print(f"  SGJP abbreviation-only: {len(candidates)}, of which hunspell-pl inflects "
          f"{len(candidates) - len(removed)}; removed {len(removed)}; kept with another "
          f"reading {len(homographs)}")


if __name__ == "__main__":
    run(main, __doc__, 3)
