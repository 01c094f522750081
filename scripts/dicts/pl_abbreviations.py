"""Polish: the sjp.pl word list without abbreviations.

    python pl_abbreviations.py WORDS MORFOLOGIK KEPT REPORT

WORDS is the sjp.pl list (/usr/share/dict/polish); MORFOLOGIK is the Morfologik dictionary
as text (`lemma;form;tag+tag...` a line, what `morfologik.tools.DictDecompile` writes from
Debian's morfologik-polish.jar); KEPT gets every line of WORDS except the abbreviations;
REPORT gets one line per word the filter looked at, tab-separated:
`word, removed|kept, evidence`.

Which sources decide:
- Two dictionaries mark abbreviations (the tag `brev`): SGJP, read by Morfeusz 2 (PyPI
  `morfeusz2`), and Morfologik (sjp.pl's own word data, tagged, with PoliMorf's). A word is
  an abbreviation when either reads it so: `brev:pun` is written with a full stop (`czw.`,
  `itd.`; the word is analysed with a stop after it), `brev:npun` without (`kg`, `dr`).
  Matched case-sensitively, so `CD` or `Tys` are no reading of `cd`, `tys`.
- Polish writes an abbreviation without a stop when it ends with the word's last letter
  (`dr` doktor, `mgr` magister, `płk` pułkownik, `nr` numer), and such an abbreviation
  declines in writing (`dra`, `mgrowi`, `płkiem`). SGJP and sjp.pl file that declension as
  a noun spelt like the abbreviation: a noun reading whose lemma is a `brev:npun` word is
  the abbreviation declined, not another word, and its forms (`dra`, `nru`) are
  abbreviations too.
- A word stays when it is a word in another reading: any other reading in either
  dictionary (`sob`, soba's genitive plural; `ok`, oczu; `min`, of mina; `aa`, an
  interjection; `ul`, a beehive, since `ul.` ulica takes a stop), or hunspell-pl (sjp.pl's
  inflection data) makes it a form of another entry (`ez`, of `eza`) or inflects its own
  entry while no dictionary writes it without a stop (`tab`, `taba`, `tabem`; `pon`).
  Abbreviations stand in hunspell-pl bare, without affix flags.
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
NOUN = ("subst", "depr")


def playable(word):
    """Only words the Polish builder keeps need a look (2-15 Polish letters)."""
    return 2 <= len(word) <= 15 and set(word) <= POLISH


def bare(lemma):
    """A Morfeusz lemma without its homonym mark (`oko:Sn_ncol` -> `oko`)."""
    return lemma.split(":", 1)[0]


def without_stop(tag):
    """Whether a `brev` tag says the abbreviation is written without a full stop."""
    return "npun" in tag.replace(".", ":").split(":")


def gender(tag):
    """A noun tag's gender, the two dictionaries' spellings made one (`n2` -> `n`,
    `p1` -> `p`), or None."""
    parts = tag.split(":")
    if len(parts) < 4 or not tag.startswith(NOUN):
        return None
    return parts[3].rstrip("123") if parts[3][:1] in "np" else parts[3]


def expansion_genders(morfeusz, expansion):
    """The genders of the head noun of what an abbreviation stands for: the first word
    of it that SGJP reads as a noun (`doktor`: m1 and f; `ciężki karabin maszynowy`: m3)."""
    for part in expansion.replace("_", " ").split():
        found = {gender(tag) for _s, _e, (_o, _l, tag, _k, _q) in morfeusz.analyse(part)}
        found.discard(None)
        if found:
            return found
    return set()


class Readings:
    """One word's readings in both dictionaries: (source, lemma, tag)."""

    def __init__(self):
        self.items = set()

    def add(self, source, lemma, tag):
        self.items.add((source, lemma, tag))

    def abbreviations(self):
        return {r for r in self.items if r[2].startswith("brev")}

    def others(self):
        return {r for r in self.items if not r[2].startswith("brev") and r[2] != "ign"}


def sgjp_readings(morfeusz, word, into):
    """SGJP's readings of the word, analysed with a full stop after it (so that
    abbreviations written with one are found too; the stop itself is left out)."""
    for _start, _end, (orth, lemma, tag, _kind, _quals) in morfeusz.analyse(word + "."):
        if tag == "interp" and orth == ".":
            continue
        if orth != word:
            continue
        into.add("SGJP", bare(lemma), tag)


def morfologik_lines(path, wanted=None, lemmas=None):
    """Morfologik's (form, lemma, tag) for the forms in `wanted`, or whose lemma is in
    `lemmas`, or all when both are None."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            lemma, form, tags = line.rstrip("\n").split(";", 2)
            if wanted is not None and form not in wanted and (
                    lemmas is None or lemma not in lemmas):
                continue
            for tag in tags.split("+"):
                yield form, lemma, tag


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


def describe(readings):
    """A few readings, as `source: lemma tag`."""
    parts = sorted(f"{s}: {lemma} {tag}" for s, lemma, tag in readings)
    return "; ".join(parts[:3])


def main(words_path, morfologik_path, kept_path, report_path):
    analyser = morfeusz2.Morfeusz(generate=False,
                                  case_handling=morfeusz2.STRICTLY_CASE_SENSITIVE)
    generator = morfeusz2.Morfeusz(analyse=False, generate=True)
    with open(words_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    words = {w for w in (line.strip() for line in lines) if playable(w)}

    # Every word either dictionary reads as an abbreviation.
    readings = {}
    for form, lemma, tag in morfologik_lines(morfologik_path):
        if form in words and tag.startswith("brev"):
            readings.setdefault(form, Readings())
    for word in words:
        found = Readings()
        sgjp_readings(analyser, word, found)
        if found.abbreviations() or word in readings:
            readings[word] = found
    for form, lemma, tag in morfologik_lines(morfologik_path, set(readings)):
        readings[form].add("Morfologik", lemma, tag)
    # Abbreviations written without a stop, and the forms of their declension.
    # Each maps to the genders of what it stands for.
    no_stop = {}
    for word, found in readings.items():
        for _source, expansion, tag in found.abbreviations():
            if without_stop(tag):
                no_stop.setdefault(word, set()).update(
                    expansion_genders(analyser, expansion))
    declined = set()
    for lemma in no_stop:
        try:
            forms = generator.generate(lemma)
        except RuntimeError:  # SGJP does not know the lemma
            forms = []
        for orth, _lemma, tag, _kind, _quals in forms:
            if orth in words and tag.startswith(NOUN):
                declined.add(orth)
    for form, lemma, tag in morfologik_lines(morfologik_path, set(), set(no_stop)):
        if form in words and tag.startswith(NOUN):
            declined.add(form)
    for form in declined - set(readings):
        found = Readings()
        sgjp_readings(analyser, form, found)
        readings[form] = found
    for form, lemma, tag in morfologik_lines(morfologik_path, declined):
        readings[form].add("Morfologik", lemma, tag)

    def abbreviation_declined(reading):
        """A noun spelt like an abbreviation without a stop, of the gender of the word it
        stands for (`dr` m1, doktor; not `cal` m3, an inch, beside `cal` calorie)."""
        _source, lemma, tag = reading
        return gender(tag) in no_stop.get(lemma, ())

    candidates, homographs = {}, {}
    for word, found in readings.items():
        marks = found.abbreviations() | {r for r in found.others() if abbreviation_declined(r)}
        others = {r for r in found.others() if not abbreviation_declined(r)}
        if not marks:
            continue
        if others:
            homographs[word] = describe(others)
        else:
            candidates[word] = describe(marks)
    order = sorted(candidates)
    stems = hunspell_stems(order)
    entries = dic_entries(order)
    removed = {}
    for word in order:
        other_stems = sorted(s for s in stems[word] if s != word and s not in no_stop)
        if other_stems:
            homographs[word] = "hunspell-pl: a form of " + ", ".join(other_stems)
            continue
        own = [e for e in entries.get(word, []) if inflects(e)]
        if own and word not in no_stop and word not in declined:
            homographs[word] = f"hunspell-pl: {own[0]} inflects"
            continue
        removed[word] = candidates[word]
    write_kept(kept_path, lines, removed)
    write_report(report_path, removed, homographs)
    print(f"  abbreviations (SGJP or Morfologik): {len(candidates) + len(homographs)}, "
          f"of which written without a stop {len(no_stop)}, their declined forms "
          f"{len(declined - set(no_stop))}; removed {len(removed)}; kept with another reading "
          f"{len(homographs)}")


if __name__ == "__main__":
    run(main, __doc__, 4)
