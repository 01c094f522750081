#!/usr/bin/env bash
# plansza's move generator and lexicon against wolges' (github.com/andy-k/wolges), on this
# machine, one after the other, from the same word lists: every position of
# ../shared/bench/positions.txt in the process (median of RUNS after WARMUP warm-ups, the
# lexicon loaded once; both generators' move counts are checked against the file's), and whole
# processes (load a lexicon and generate one position's moves; load it and check three words).
#
#   scripts/wolges-compare/run.sh WOLGES_SRC [WORK]
#
# WOLGES_SRC: a checkout of wolges (it is not on crates.io; clone it where the network allows).
# WORK (default: <target dir>/wolges-compare): the wolges build, the word lists, both lexicons.
# The timing programs for wolges are the small crate beside this script (`src/`), built
# against WOLGES_SRC. Env: RUNS (50), WARMUP (5), N (10 whole-process runs, median),
# PL_POS (pl_empty_blank), EN_POS (en_empty_blank), POSITIONS (the positions file).
# Run it on a quiet machine: both sides share it, one after the other.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
wolges=$(cd "${1:?usage: scripts/wolges-compare/run.sh WOLGES_SRC [WORK]}" && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
work=${2:-$target/wolges-compare}
mkdir -p "$work"
work=$(cd "$work" && pwd)
positions=${POSITIONS:-$root/../shared/bench/positions.txt}
RUNS=${RUNS:-50}
WARMUP=${WARMUP:-5}
N=${N:-10}
PL_POS=${PL_POS:-pl_empty_blank}
EN_POS=${EN_POS:-en_empty_blank}

echo "== building plansza and wolges (release)" >&2
(cd "$root" && cargo build --release --bin plansza >&2)
plansza=$target/release/plansza
mkdir -p "$work/bench/src/bin"
cp "$here/src/lib.rs" "$work/bench/src/lib.rs"
cp "$here"/src/bin/*.rs "$work/bench/src/bin/"
cat > "$work/bench/Cargo.toml" <<EOF
[package]
name = "wolges-bench"
version = "0.1.0"
edition = "2021"

[dependencies]
wolges = { path = "$wolges" }

[profile.release]
lto = true
codegen-units = 1
EOF
export CARGO_TARGET_DIR=$work/target
(cd "$wolges" && cargo build --release --bin buildlex >&2)
(cd "$work/bench" && cargo build --release >&2)
wbin=$work/target/release

echo "== the positions' word lists, from plansza's files" >&2
# en: wamerican-huge's 2-15 letter words, exactly `dicts/en-us.lex`.
"$plansza" lexicon words --lexicon "$root/dicts/en-us.lex" > "$work/en-us.txt"
# pl: wpolish's 2-15 letter words: `dicts/pl.lex` and the abbreviations its build removed.
{
    "$plansza" lexicon words --lexicon "$root/dicts/pl.lex"
    awk -F'\t' '$2 == "removed" { print $1 }' "$root/dicts/filtered/pl.tsv"
} | LC_ALL=C.UTF-8 grep -E '^[aąbcćdeęfghijklłmnńoóprsśtuwyzźż]{2,15}$' | LC_ALL=C sort -u \
    > "$work/pl-wpolish.txt"
echo "  en $(wc -l < "$work/en-us.txt") words (240984 expected), pl $(wc -l < "$work/pl-wpolish.txt") words (3276062 expected)" >&2

# Seconds a command takes, to the millisecond.
timed() {
    local t0=$EPOCHREALTIME
    "$@" > /dev/null
    awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }'
}
echo "== building the lexicons (s)"
printf "%-8s %10s %10s\n" list plansza wolges
printf "%-8s %10s %10s\n" en \
    "$(timed "$plansza" lexicon build --lang en --words "$work/en-us.txt" --out "$work/en-us.lex")" \
    "$(timed "$wbin/buildlex" english-kwg "$work/en-us.txt" "$work/en-us.kwg")"
# Polish has too many nodes for wolges' small format: its big one (`kbwg`).
printf "%-8s %10s %10s\n" pl \
    "$(timed "$plansza" lexicon build --lang pl --words "$work/pl-wpolish.txt" --out "$work/pl.lex")" \
    "$(timed "$wbin/buildlex" polish-kbwg "$work/pl-wpolish.txt" "$work/pl.kbwg")"
ls -l "$work"/en-us.lex "$work"/en-us.kwg "$work"/pl.lex "$work"/pl.kbwg | awk '{ print "  " $5, $9 }'

echo "== every position in the process: median us of $RUNS runs after $WARMUP warm-ups"
"$wbin/wbench" "$positions" "$work/en-us.kwg" "$work/pl.kbwg" "$RUNS" "$WARMUP" \
    2> "$work/wolges-bench.err" | awk '{ print $1, $2, $3 }' > "$work/wolges.txt"
(cd "$root" && MOVEGEN_EN_LEX="$work/en-us.lex" MOVEGEN_PL_LEX="$work/pl.lex" \
    MOVEGEN_RUNS=$RUNS MOVEGEN_WARMUP=$WARMUP MOVEGEN_MEDIANS_ONLY=1 \
    CARGO_TARGET_DIR=$target cargo bench --bench movegen 2>&1 >/dev/null) \
    | awk '$1 == "median" { print $2, $3, $4 }' > "$work/plansza.txt"
printf "%-18s %8s %8s %12s %12s %7s\n" position moves "" plansza_us wolges_us ratio
join <(sort "$work/plansza.txt") <(sort "$work/wolges.txt") | awk '{
    printf "%-18s %8s %8s %12.1f %12.1f %7.2f\n", $1, $2, ($2 == $4 ? "same" : "DIFFER " $4), $3, $5, $3 / $5
    if ($5 > 0) { s += log($3 / $5); n++ }
} END { if (n) printf "geometric mean of the ratios over %d positions: %.2f\n", n, exp(s / n) }'

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
# Median wall ms and max RSS KB over N runs of a command (after one to warm the page cache).
whole() {
    local rss=$work/rss ws=() rs=()
    "$@" > /dev/null 2>&1
    for _ in $(seq "$N"); do
        local t0=$EPOCHREALTIME
        /usr/bin/time -f "%M" -o "$rss" "$@" > /dev/null
        ws+=("$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", (b - a) * 1000 }')")
        rs+=("$(cat "$rss")")
    done
    echo "$(printf '%s\n' "${ws[@]}" | median) $(printf '%s\n' "${rs[@]}" | median)"
}
board() { # the 15 rows of a position, as `plansza movegen --board` reads them
    awk -v p="$1" '$1 == "position" { on = ($2 == p) } on && $1 == "board" { b = 1; next }
        on && b && NF { print } on && b && !NF { exit }' "$positions" > "$work/$1.board"
    echo "$work/$1.board"
}
rack() { awk -v p="$1" '$1 == "position" { on = ($2 == p) } on && $1 == "rack" { print $2; exit }' "$positions"; }

echo "== whole processes: median wall ms and max RSS KB of $N runs"
printf "%-28s %10s %10s %10s %10s %7s\n" job plansza_ms rss_KB wolges_ms rss_KB ratio
row() {
    local job=$1 ours theirs
    read -r -a ours <<< "$2"
    read -r -a theirs <<< "$3"
    printf "%-28s %10s %10s %10s %10s %7.2f\n" "$job" "${ours[0]}" "${ours[1]}" "${theirs[0]}" \
        "${theirs[1]}" "$(awk -v a="${ours[0]}" -v b="${theirs[0]}" 'BEGIN { print a / b }')"
}
row "pl: load, moves of $PL_POS" \
    "$(whole "$plansza" movegen --variant polish --lexicon "$work/pl.lex" \
        --board "$(board "$PL_POS")" --rack "$(rack "$PL_POS")" --top 1)" \
    "$(whole "$wbin/wgen" "$work/pl.kbwg" "$positions" "$PL_POS")"
row "en: load, moves of $EN_POS" \
    "$(whole "$plansza" movegen --variant english --lexicon "$work/en-us.lex" \
        --board "$(board "$EN_POS")" --rack "$(rack "$EN_POS")" --top 1)" \
    "$(whole "$wbin/wgen" "$work/en-us.kwg" "$positions" "$EN_POS")"
row "pl: load, check 3 words" \
    "$(whole "$plansza" lexicon check --lexicon "$work/pl.lex" źdźbło gęślą abcxyz)" \
    "$(whole "$wbin/wcheck" pl "$work/pl.kbwg" źdźbło gęślą abcxyz)"
row "en: load, check 3 words" \
    "$(whole "$plansza" lexicon check --lexicon "$work/en-us.lex" quixotic zzz qqq)" \
    "$(whole "$wbin/wcheck" en "$work/en-us.kwg" quixotic zzz qqq)"
