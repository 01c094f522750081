//! The word-list filters against real play: every word formed in the recorded real games of
//! `../shared/gcg/real` (main and cross-words, phonies taken back left out; see its
//! SOURCES.md) is looked up in what the filters of `scripts/build-dicts.sh` removed. A
//! filter that takes out an abbreviation must not take out a word players lay.

mod filtered_words;
mod shared_data;

use filtered_words::removed;
use plansza::gcg::{choose_variant, parse, replay, EventKind, GameRecord};
use plansza::rules::{score_tiles, Board, BoardTile, Pos, VariantId};
use shared_data::real_game_records;
use std::collections::BTreeSet;

/// The board after the record's first `events` events, as the replay lays them.
fn board_after(record: &GameRecord, events: usize, variant: VariantId) -> Board {
    let mut head = record.clone();
    head.events.truncate(events);
    replay(&head, variant).board
}

/// Every word the record's placements form (lowercase), except those of a play taken back
/// as a phony.
fn formed_words(record: &GameRecord, variant: VariantId) -> Vec<String> {
    let v = variant.variant();
    let mut words = Vec::new();
    for (i, event) in record.events.iter().enumerate() {
        let EventKind::Place(placement) = &event.kind else {
            continue;
        };
        let withdrawn = record
            .events
            .get(i + 1)
            .is_some_and(|next| next.player == event.player && next.kind == EventKind::Withdrawn);
        if withdrawn {
            continue;
        }
        let before = board_after(record, i, variant);
        let after = board_after(record, i + 1, variant);
        let new: Vec<(Pos, BoardTile)> = after
            .tiles()
            .filter(|(pos, tile)| before.get(*pos) != Some(*tile))
            .collect();
        let scored = score_tiles(v, &before, &new, placement.direction)
            .unwrap_or_else(|e| panic!("line {}: {e}", event.line));
        for word in scored.words {
            words.push(v.alphabet().decode(&word.letters).to_lowercase());
        }
    }
    words
}

/// The bundled list whose filter decides a record's words: Polish records by `pl`, the
/// English ones by SCOWL's (`en-scowl`); `en`, ENABLE, is a word-game list and filters
/// nothing.
fn list_of(variant: VariantId) -> &'static str {
    match variant {
        VariantId::Polish => "pl",
        _ => "en-scowl",
    }
}

/// The Polish record forms `ez` (SGJP: only Księga Ezechiela; Morfologik: a form of `eza`),
/// the English ones `aa`, `ae`, `el`, `li`, `oe`, which SCOWL files only as abbreviations.
#[test]
fn no_word_of_a_real_game_is_taken_out_as_an_abbreviation() {
    let Some(paths) = real_game_records() else {
        return;
    };
    let mut games = 0;
    let mut words = 0;
    let mut taken_out = BTreeSet::new();
    for path in paths {
        let bytes = std::fs::read(&path).expect("read a record");
        let record = parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let variant = choose_variant(None, &record).expect("a variant");
        let name = list_of(variant);
        let out: BTreeSet<String> = removed(name)
            .into_iter()
            .map(|w| w.to_lowercase())
            .collect();
        games += 1;
        for word in formed_words(&record, variant) {
            words += 1;
            if out.contains(&word) {
                taken_out.insert(format!("{name}: {word} ({})", path.display()));
            }
        }
    }
    assert!(games >= 130, "only {games} records");
    assert!(words >= 5000, "only {words} words formed");
    assert_eq!(taken_out, BTreeSet::new());
}
