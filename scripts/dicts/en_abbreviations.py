"""English: SCOWL's lists without the words that are only abbreviations.

    python en_abbreviations.py SCOWL_DIR GAME_LIST KEPT REPORT LIST...

LIST... are the word lists read together (american- and british-english-huge); KEPT gets
their lines except the abbreviations; REPORT gets one line per word the filter looked at,
tab-separated: `word, removed|kept, evidence`.

Which source decides:
- SCOWL itself (Debian package `scowl`, its `final/` lists in SCOWL_DIR) files every word
  under a category; the `abbreviations` category holds "abbreviations and acronyms which
  are not also normal words" (SCOWL's README). A word found only in `*-abbreviations.*`
  lists, in no other category of any size or spelling, is an abbreviation.
- It stays all the same when a list kept for word games has it (GAME_LIST, the Letterpress
  list as npm's `an-array-of-english-words` ships it, a JSON array): such lists leave
  abbreviations out, so a word there is a word in another reading (`aa`, lava; `ab`, the
  muscle; `cum`, the preposition).
"""

import json
import os
import re

from decisions import run, write_kept, write_report


def playable(word):
    """Only words the English builder keeps need a look (2-15 letters a-z)."""
    return re.fullmatch("[a-z]{2,15}", word) is not None


def scowl_words(folder):
    """SCOWL's lowercase words: those under `abbreviations`, and those under anything else."""
    abbreviations, others = {}, {}
    for name in sorted(os.listdir(folder)):
        category = name.rsplit(".", 1)[0].split("-", 1)[-1]
        target = abbreviations if category == "abbreviations" else others
        with open(os.path.join(folder, name), encoding="latin-1") as f:
            for line in f:
                word = line.strip()
                if word and word == word.lower():
                    target.setdefault(word, name)
    return abbreviations, others


def main(scowl, game_list, kept_path, report_path, *lists):
    abbreviations, others = scowl_words(scowl)
    with open(game_list, encoding="utf-8") as f:
        game_words = set(json.load(f))
    lines = []
    for path in lists:
        with open(path, encoding="utf-8") as f:
            lines.extend(f.read().splitlines())
    listed = {line.strip() for line in lines}
    removed, kept = {}, {}
    for word in sorted(w for w in listed & set(abbreviations) if playable(w)):
        if word in others:
            kept[word] = f"SCOWL: also in {others[word]}"
        elif word in game_words:
            kept[word] = "Letterpress word list (word games)"
        else:
            removed[word] = f"SCOWL: only in abbreviation lists ({abbreviations[word]})"
    write_kept(kept_path, lines, removed)
    write_report(report_path, removed, kept)
    in_scowl = sum(1 for w in kept if kept[w].startswith("SCOWL"))
    print(f"  SCOWL abbreviations in the lists: {len(removed) + len(kept)}; kept as words "
          f"of another SCOWL category {in_scowl}, of the word-game list "
          f"{len(kept) - in_scowl}; removed {len(removed)}")


if __name__ == "__main__":
    run(main, __doc__, 5)
