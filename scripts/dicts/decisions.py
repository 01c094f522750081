"""Writing what a word-list filter decided: the lines it keeps, and its report.

A report (`dicts/filtered/<name>.tsv`) has one line per word the filter looked at,
tab-separated: `word, removed|kept, evidence` (the source that decided, and what it says).
"""

import sys


def write_kept(path, lines, removed):
    """Writes the lines of the word list whose word was not removed."""
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            if line.strip() not in removed:
                f.write(line + "\n")


def write_report(path, removed, kept):
    """Writes the report: `removed` and `kept` map each word to its evidence."""
    with open(path, "w", encoding="utf-8") as f:
        for word in sorted(set(removed) | set(kept)):
            verdict = "removed" if word in removed else "kept"
            evidence = removed[word] if word in removed else kept[word]
            f.write(f"{word}\t{verdict}\t{evidence}\n")



def run(main, doc, fewest):
    """Calls `main` with the command line's arguments, or exits with the usage (`doc`) when
    there are fewer than `fewest` of them."""
    if len(sys.argv) - 1 < fewest:
        sys.exit(doc)
    main(*sys.argv[1:])
