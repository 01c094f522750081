//! A WordCap game's record replays (issue 24, point 18: "WordCap has no game record at all:
//! give it one that replays"). Random finished games of every language, 2-4 players, both
//! turn limits, with Sorts, words accepted, checked and withdrawn, rejected words, passes,
//! time-outs, resignations and every ending, are written with `write_wordcap`, read back and
//! replayed: the replay agrees with every line, reaches the end, and ends on the game's grid
//! and scores. Damaged records (a wrong score, a wrong letter, a line that jumps, a Sort that
//! changes letters, a move after the end, ...) are each reported as a problem on their line,
//! and random damage never panics. `plansza replay` reads the record with the GCG exit codes.
//!
//! The rules quoted (`seeds/wordcap-rules-en.txt`): "Starting with any letter, a player
//! connects it with a neighboring letter, but cannot combine a word with the same letter used
//! twice and the line cannot cross itself."; "A player scores one point for each letter
//! included in the word. Extra points can be scored by joining letters diagonally";
//! "the letters it covers are replaced with new ones by the computer"; "Each player can use
//! the "Sort" option (key F3) which changes the letters on the board at random. A player is
//! allowed to use the "Sort" option three times during the game only."; "Game is over when:
//! the turn limit is over; all the players pass twice in two successive turns; all the
//! players exceed the game time limit."

use plansza::lexicon::{Language, MemoryWordList};
use plansza::rules::Settlement;
use plansza::wordcap::cell::CELLS;
use plansza::wordcap::record::{parse, parse_str, replay, WordCapReplay};
use plansza::wordcap::{
    write_wordcap, Cell, Ending, Grid, Path, TurnLimit, WordCapGame, WordCapOptions,
};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use std::process::{Command, Output};

const LANGUAGES: [Language; 4] = [
    Language::English,
    Language::Polish,
    Language::German,
    Language::Russian,
];

/// Display names to draw from: repeated, not ASCII, blank, with a colon or a line break.
const NAMES: &[&str] = &[
    "Computer",
    "Computer",
    "Ala",
    "Żółw Ćma",
    "Эрудит Иванович",
    "Jürgen Groß",
    "a:b",
    "x y",
    "x_y",
    "",
    "#note",
    ">dan",
    "line\nbreak",
];

/// A legal line of 2-6 cells, walked at random.
fn random_path(rng: &mut StdRng) -> Path {
    loop {
        let len = rng.gen_range(2..=6);
        let mut cells = vec![Cell::from_index(rng.gen_range(0..CELLS)).expect("a cell")];
        while cells.len() < len {
            let last = cells[cells.len() - 1];
            let next: Vec<Cell> = (0..CELLS)
                .filter_map(Cell::from_index)
                .filter(|&c| last.is_neighbour(c) && !cells.contains(&c))
                .collect();
            match next.choose(rng) {
                Some(&c) => cells.push(c),
                None => break,
            }
        }
        let path = Path(cells);
        if path.check().is_ok() {
            return path;
        }
    }
}

/// A word traced by the player to move and settled at random: accepted (it stands),
/// checked (in the list or not), withdrawn; sometimes somebody resigns while it waits.
fn word(g: &WordCapGame, rng: &mut StdRng) -> Option<WordCapGame> {
    let me = g.turn();
    let path = random_path(rng);
    let mut pending = g.submit(me, &path).ok()?;
    if rng.gen_range(0..25) == 0 {
        pending = pending.resign(rng.gen_range(0..g.players().len())).ok()?;
        if pending.pending().is_none() {
            return Some(pending);
        }
    }
    let alphabet = g.language().alphabet();
    let text = alphabet.decode(&g.grid().word(&path));
    let found = rng.gen_bool(0.5);
    let list = if found {
        MemoryWordList::new(alphabet, [text.as_str()])
    } else {
        MemoryWordList::default()
    };
    let how = match rng.gen_range(0..20) {
        0..=10 => Settlement::Accepted,
        11..=16 => Settlement::Checked { challenger: None },
        17 => Settlement::Checked {
            challenger: Some((me + 1) % g.players().len()),
        },
        _ => Settlement::Withdrawn,
    };
    pending.settle(how, &list, rng).ok().map(|(g, _)| g)
}

/// A random finished game (some pass a lot, to end by passes) and its display names.
fn random_game(language: Language, seed: u64) -> (WordCapGame, Vec<String>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let players = rng.gen_range(2..=4);
    let mut options = WordCapOptions::new(language);
    options.turn_limit = if rng.gen_bool(0.5) {
        TurnLimit::InAll(rng.gen_range(3..=30))
    } else {
        TurnLimit::PerPlayer(rng.gen_range(2..=9))
    };
    options.sorts = rng.gen_range(0..=3);
    let passing = rng.gen_range(5..60);
    let mut g = WordCapGame::new(options, players, &mut rng).expect("a new game");
    for _ in 0..400 {
        if g.is_over() {
            break;
        }
        let me = g.turn();
        let roll = rng.gen_range(0..100);
        let next = if roll < passing {
            if rng.gen_bool(0.5) {
                g.pass(me).ok()
            } else {
                g.time_over().ok()
            }
        } else {
            match roll % 20 {
                0..=2 => g.sort(me, &mut rng).ok(),
                3 => g.resign(rng.gen_range(0..players)).ok(),
                4 if rng.gen_range(0..6) == 0 => g.stop().ok(),
                _ => word(&g, &mut rng),
            }
        };
        if let Some(next) = next {
            g = next;
        }
    }
    if !g.is_over() {
        g = g.stop().expect("stopped");
    }
    let names = (0..players)
        .map(|_| NAMES.choose(&mut rng).map_or("", |n| n).to_string())
        .collect();
    (g, names)
}

/// Writes, reads and replays a game's record.
fn round_trip(game: &WordCapGame, names: &[String]) -> (String, WordCapReplay) {
    let text = write_wordcap(game, names);
    let record = parse(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(record.language, game.language(), "{text}");
    assert_eq!(record.turn_limit, game.options().turn_limit, "{text}");
    let report = replay(&record);
    (text, report)
}

/// "Game is over when: the turn limit is over; all the players pass twice in two successive
/// turns; all the players exceed the game time limit": every finished game's record replays
/// to the same end, on the same grid, with the same scores.
#[test]
fn every_record_of_a_finished_game_replays_to_the_same_end() {
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for language in LANGUAGES {
        for seed in 0..60 {
            let (game, names) = random_game(language, seed);
            let (text, report) = round_trip(&game, &names);
            let ctx = format!("{language:?} seed {seed} names {names:?}\n{text}");
            assert!(report.agrees(), "{:?}\n{ctx}", report.problems);
            assert!(report.finished, "{ctx}");
            assert_eq!(report.ending, game.ending(), "{ctx}");
            assert_eq!(report.grid.as_ref(), Some(game.grid()), "{ctx}");
            let scores: Vec<i32> = game.players().iter().map(|p| p.score as i32).collect();
            assert_eq!(report.totals, scores, "{ctx}");
            assert_eq!(
                report.checks.len(),
                game.history().len(),
                "one line per record\n{ctx}"
            );
            // A game stopped before anybody moved holds no move: the only warning.
            let moves = !game.history().is_empty();
            assert!(
                report.warnings.len() == usize::from(!moves),
                "{:?}\n{ctx}",
                report.warnings
            );
            seen.insert(format!("{:?}", game.ending()));
            seen.insert(format!("{} players", game.players().len()));
            seen.insert(match game.options().turn_limit {
                TurnLimit::InAll(_) => "in all".into(),
                TurnLimit::PerPlayer(_) => "each".into(),
            });
            for (mark, what) in [
                (" sort ", "sort"),
                (" -- ", "rejected"),
                (": - ", "pass"),
                ("#resigned", "resigned"),
                (" =", "stood"),
            ] {
                if text.contains(mark) {
                    seen.insert(what.into());
                }
            }
            // A ß drawn is written as itself (and replays to the same grid, above).
            if language == Language::German && text.contains('ß') {
                seen.insert("ß".into());
            }
        }
    }
    for want in [
        "Some(TurnsUsed)",
        "Some(AllPassed)",
        "Some(GameTime)",
        "Some(Resigned)",
        "2 players",
        "3 players",
        "4 players",
        "in all",
        "each",
        "sort",
        "rejected",
        "pass",
        "resigned",
        "stood",
        "ß",
    ] {
        assert!(seen.contains(want), "no game had {want}: {seen:?}");
    }
}

/// ß, whose uppercase is two letters, is written as itself in the grid, the words and the
/// new letters, and read back as the one letter.
#[test]
fn sharp_s_round_trips() {
    let options = WordCapOptions::new(Language::German);
    let grid = Grid::from_rows(Language::German, "ßßßßß/ßßßßß/ßßßßß/ßßßßß/ßßßßß").expect("grid");
    let mut g = WordCapGame::from_grid(options, grid, 2).expect("game");
    let mut rng = StdRng::seed_from_u64(3);
    let none = MemoryWordList::default();
    for cells in ["A1 B2 C3", "E5 D5", "A5 B4"] {
        let path = Path::parse(cells).expect("path");
        let pending = g.submit(g.turn(), &path).expect("submitted");
        g = pending
            .settle(Settlement::Accepted, &none, &mut rng)
            .expect("stands")
            .0;
    }
    let g = g.stop().expect("stopped");
    let (text, report) = round_trip(&g, &["Groß".into(), "Straße".into()]);
    assert!(
        text.contains("#grid ßßßßß/ßßßßß/ßßßßß/ßßßßß/ßßßßß\n"),
        "{text}"
    );
    assert!(text.contains(": A1 B2 C3 ßßß +"), "{text}");
    assert!(text.contains("#player2 Straße Straße"), "{text}");
    assert!(report.agrees(), "{:?}\n{text}", report.problems);
    assert_eq!(report.grid.as_ref(), Some(g.grid()));
    // Written in capitals (ẞ) by hand, it reads the same.
    let capital = text.replace("ßßß +", "ẞẞẞ +");
    let again = replay(&parse_str(&capital).expect("reads"));
    assert!(again.agrees(), "{:?}", again.problems);
}

// ---- damaged records ----

/// A short English game on a known grid: Ala traces DAG (A1 B2 C1, 3 letters + the
/// crossings D O / E A (2) and O G / A T (4) = 9), Bob sorts and passes, Ala passes, Bob's
/// word is checked and not found, Ala passes, Bob passes: the sixth turn ends the game.
///
/// Lines: 1-8 the header, 9 DAG, 10 sort, 11 Bob passes, 12 Ala passes, 13 Bob's rejected
/// word, 14 Ala passes, 15 Bob passes.
fn short_game() -> (WordCapGame, String) {
    let grid = Grid::from_rows(Language::English, "DOGSA/EATEN/RINGO/QUIZS/TEARS").expect("grid");
    let mut options = WordCapOptions::new(Language::English);
    options.turn_limit = TurnLimit::InAll(6);
    let g = WordCapGame::from_grid(options, grid, 2).expect("game");
    let mut rng = StdRng::seed_from_u64(11);
    let none = MemoryWordList::default();
    let trace = |g: &WordCapGame, cells: &str, how: Settlement, rng: &mut StdRng| {
        let pending = g
            .submit(g.turn(), &Path::parse(cells).expect("path"))
            .expect("submitted");
        pending.settle(how, &none, rng).expect("settled").0
    };
    let g = trace(&g, "A1 B2 C1", Settlement::Accepted, &mut rng);
    let g = g.sort(1, &mut rng).expect("sorted");
    let g = g.pass(1).and_then(|g| g.pass(0)).expect("passes");
    let checked = Settlement::Checked { challenger: None };
    let g = trace(&g, "A1 A2", checked, &mut rng);
    let g = g.pass(0).and_then(|g| g.pass(1)).expect("passes");
    assert_eq!(g.ending(), Some(Ending::TurnsUsed));
    let text = write_wordcap(&g, &["Ala".into(), "Bob".into()]);
    (g, text)
}

/// The text with line `n` (from 1) changed by `f`.
fn edit(text: &str, n: usize, f: impl Fn(&str) -> String) -> String {
    text.lines()
        .enumerate()
        .map(|(i, l)| if i + 1 == n { f(l) } else { l.to_string() } + "\n")
        .collect()
}

/// The problems a damaged record's replay reports (it must still be readable).
fn problems(text: &str) -> Vec<(usize, String)> {
    let record = parse_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    replay(&record)
        .problems
        .into_iter()
        .map(|p| (p.line, p.text))
        .collect()
}

fn assert_problem(text: &str, line: usize, fragment: &str) {
    let found = problems(text);
    assert!(
        found
            .iter()
            .any(|(l, t)| *l == line && t.contains(fragment)),
        "no problem on line {line} with `{fragment}`: {found:?}\n{text}"
    );
}

#[test]
fn the_short_game_reads_as_documented() {
    let (game, text) = short_game();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[7], "#grid DOGSA/EATEN/RINGO/QUIZS/TEARS");
    assert!(lines[8].starts_with(">Ala: A1 B2 C1 DAG +9 9 ="), "{text}");
    assert!(lines[9].starts_with(">Bob: sort "), "{text}");
    assert_eq!(lines[10], ">Bob: - +0 0");
    assert!(lines[12].starts_with(">Bob: A1 A2 ") && lines[12].ends_with(" -- +0 0"));
    assert_eq!(lines.len(), 15, "{text}");
    assert!(problems(&text).is_empty());
    assert_eq!(game.players()[0].score, 9);
}

/// "A player scores one point for each letter included in the word. Extra points can be
/// scored by joining letters diagonally": a score the rules do not give is a problem.
#[test]
fn a_wrong_score_is_a_problem() {
    let (_, text) = short_game();
    let bad = edit(&text, 9, |l| l.replace("+9 9", "+10 10"));
    assert_problem(&bad, 9, "scores 9 by the rules, recorded 10");
    // A total that does not add up.
    let bad = edit(&text, 9, |l| l.replace("+9 9", "+9 8"));
    assert_problem(&bad, 9, "total 8 but 0 + 9 = 9");
    // Numbers that do not add up within 32 bits are a problem too, not an overflow.
    let bad = edit(&text, 12, |l| l.replace("+0 9", "+2147483647 2147483647"));
    assert_problem(&bad, 12, "total 2147483647 but 9 + 2147483647 = 2147483656");
    // A rejected word scores nothing.
    let bad = edit(&text, 13, |l| l.replace("-- +0 0", "-- +3 3"));
    assert_problem(&bad, 13, "scores 0 by the rules, recorded 3");
}

/// The word must be the letters along its line on the grid.
#[test]
fn a_wrong_letter_is_a_problem() {
    let (_, text) = short_game();
    let bad = edit(&text, 9, |l| l.replace(" DAG ", " DOG "));
    assert_problem(
        &bad,
        9,
        "A1 B2 C1 spells DAG on the grid, the record says DOG",
    );
    // A letter English does not have.
    let bad = edit(&text, 9, |l| l.replace(" DAG ", " DÄG "));
    assert_problem(&bad, 9, "`Ä` is not a letter of the language (en)");
    // "the letters it covers are replaced with new ones": new letters of the language, one
    // per cell.
    let bad = edit(&text, 9, |l| {
        let (head, _) = l.split_once('=').expect("new letters");
        format!("{head}=ÄBC")
    });
    assert_problem(&bad, 9, "`Ä` is not a letter of the language (en)");
    let bad = edit(&text, 9, |l| {
        let (head, _) = l.split_once('=').expect("new letters");
        format!("{head}=AB")
    });
    assert_problem(&bad, 9, "2 new letters for a word of 3");
    let bad = edit(&text, 9, |l| l.split_once(" =").expect("new").0.to_string());
    assert_problem(&bad, 9, "not written");
}

/// "Starting with any letter, a player connects it with a neighboring letter, but cannot
/// combine a word with the same letter used twice and the line cannot cross itself."
#[test]
fn a_line_that_jumps_repeats_or_crosses_is_a_problem() {
    let (_, text) = short_game();
    let bad = edit(&text, 9, |l| l.replace("A1 B2 C1", "A1 C2 C1"));
    assert_problem(&bad, 9, "A1 and C2 are not neighbours");
    let bad = edit(&text, 9, |l| l.replace("A1 B2 C1 DAG", "A1 B2 A1 DAD"));
    assert_problem(&bad, 9, "A1 is used twice");
    // TOGA: C2-B1 and C1-B2 cross in one block.
    let bad = edit(&text, 9, |l| {
        l.replace("A1 B2 C1 DAG +9 9", "C2 B1 C1 B2 TOGA +4 4")
    });
    assert_problem(&bad, 9, "the line crosses itself");
}

/// "changes the letters on the board at random": a Sort puts the same 25 letters in
/// another order; and "three times during the game only" (here `#sorts`).
#[test]
fn a_sort_that_changes_letters_or_goes_past_the_limit_is_a_problem() {
    let (_, text) = short_game();
    let bad = edit(&text, 10, |l| {
        let at = l.find("sort ").expect("a sort") + 5;
        let first = l[at..].chars().next().expect("a letter");
        let other = if first == 'Q' { 'Z' } else { 'Q' };
        format!("{}{other}{}", &l[..at], &l[at + first.len_utf8()..])
    });
    assert_problem(&bad, 10, "the Sort changes the letters");
    let bad = edit(&text, 5, |_| "#sorts 0".into());
    assert_problem(&bad, 10, "player 2 sorts 1 times; the game allows 0");
    // A Sort is the player to move's.
    let bad = edit(&text, 10, |l| l.replace(">Bob:", ">Ala:"));
    assert_problem(&bad, 10, "not player 1's turn: player 2 is to move");
}

/// "Game is over when: the turn limit is over": nothing may follow.
#[test]
fn a_move_after_the_end_is_a_problem() {
    let (_, text) = short_game();
    let bad = format!("{text}>Ala: - +0 9\n");
    assert_problem(&bad, 16, "a move after the game has ended");
    let bad = format!("{text}>Ala: sort DOGSA/EATEN/RINGO/QUIZS/TEARS +0 9\n");
    assert_problem(&bad, 16, "a move after the game has ended");
    let bad = format!("{text}#resigned Bob\n");
    assert_problem(&bad, 16, "a resignation after the game has ended");
    // The passes: with #turns 30 the game instead ends when both pass twice in a row
    // (lines 11, 12 and 14, 15 are not four in a row: a rejected word between; two more
    // passes make four).
    let long = edit(&text, 4, |_| "#turns 30".into());
    assert!(problems(&long).is_empty());
    let passes = ">Ala: - +0 9\n>Bob: - +0 0\n";
    let more = format!("{long}{passes}");
    let report = replay(&parse_str(&more).expect("reads"));
    assert_eq!(
        report.ending,
        Some(Ending::AllPassed),
        "{:?}",
        report.problems
    );
    let bad = format!("{more}>Ala: - +0 9\n");
    assert_problem(&bad, 18, "a move after the game has ended");
    // Stopping short: agrees, but does not reach the end.
    let short: String = text.lines().take(12).map(|l| format!("{l}\n")).collect();
    let report = replay(&parse_str(&short).expect("reads"));
    assert!(report.agrees() && !report.finished, "{:?}", report.problems);
}

/// With `#turns-each`, the game ends once every player still in has had their turns: a
/// resignation can complete that, and nothing may follow.
#[test]
fn a_resignation_can_complete_the_turns_each() {
    let grid = Grid::from_rows(Language::Polish, "ŻÓŁWA/ĆMAKO/TABCD/EFGHI/JKLMN").expect("grid");
    let mut options = WordCapOptions::new(Language::Polish);
    options.turn_limit = TurnLimit::PerPlayer(1);
    let g = WordCapGame::from_grid(options, grid, 3).expect("game");
    let g = g.pass(0).and_then(|g| g.pass(1)).expect("passes");
    let g = g.resign(2).expect("resigned");
    assert_eq!(g.ending(), Some(Ending::TurnsUsed));
    let names: Vec<String> = ["Ala", "Ola", "Ela"].map(String::from).to_vec();
    let (text, report) = round_trip(&g, &names);
    assert!(text.ends_with(">Ola: - +0 0\n#resigned Ela\n"), "{text}");
    assert!(report.agrees(), "{:?}\n{text}", report.problems);
    assert_eq!(report.ending, Some(Ending::TurnsUsed));
    let bad = format!("{text}>Ala: - +0 0\n");
    assert_problem(
        &bad,
        text.lines().count() + 1,
        "a move after the game has ended",
    );
}

/// Turns go round in seat order, past a player who resigned.
#[test]
fn turns_out_of_order_are_a_problem() {
    let (_, text) = short_game();
    let bad = edit(&text, 11, |l| l.replace(">Bob: - +0 0", ">Ala: - +0 9"));
    assert_problem(&bad, 11, "not player 1's turn: player 2 is to move");
}

/// Any damage to any record is read as an error or replayed to a report, never a panic.
#[test]
fn random_damage_never_panics() {
    let mut rng = StdRng::seed_from_u64(99);
    let marks = [
        'A', 'Z', 'ß', 'Ж', '1', '9', '0', '-', '+', '=', ' ', '#', '>', ':', '/', 'E', '6',
    ];
    let mut flagged = 0;
    for seed in 0..24 {
        let language = LANGUAGES[seed % 4];
        let (game, names) = random_game(language, 1000 + seed as u64);
        let text = write_wordcap(&game, &names);
        for _ in 0..40 {
            let mut chars: Vec<char> = text.chars().collect();
            for _ in 0..rng.gen_range(1..=3) {
                let at = rng.gen_range(0..chars.len());
                match rng.gen_range(0..3) {
                    0 => chars[at] = *marks.choose(&mut rng).expect("a mark"),
                    1 => {
                        chars.remove(at);
                    }
                    _ => chars.insert(at, *marks.choose(&mut rng).expect("a mark")),
                }
            }
            let damaged: String = chars.into_iter().collect();
            if let Ok(record) = parse_str(&damaged) {
                let report = replay(&record);
                flagged += usize::from(!report.agrees());
            }
        }
        // Lines swapped or dropped.
        let mut lines: Vec<&str> = text.lines().collect();
        let (a, b) = (rng.gen_range(8..lines.len()), rng.gen_range(8..lines.len()));
        lines.swap(a, b);
        if rng.gen_bool(0.5) {
            lines.remove(rng.gen_range(8..lines.len()));
        }
        if let Ok(record) = parse_str(&lines.join("\n")) {
            let _ = replay(&record);
        }
    }
    // Most damage breaks the syntax (an error); of what still reads, a good part disagrees.
    assert!(flagged > 10, "damage is noticed: {flagged}");
}

/// A game saved before Sorts kept their grid: its record keeps no grid up to the last such
/// Sort, which writes the grid after it; from there every word is checked.
#[test]
fn a_game_whose_sorts_kept_no_grid_replays_from_its_last_sort() {
    let mut checked = 0;
    for seed in 0..40 {
        let (game, names) = random_game(Language::Polish, 500 + seed);
        let mut json: serde_json::Value = serde_json::to_value(&game).expect("json");
        let history = json
            .get_mut("history")
            .and_then(|h| h.as_array_mut())
            .expect("a history");
        let mut old = false;
        for record in history.iter_mut() {
            if let Some(sorted) = record.get_mut("Sorted").and_then(|s| s.as_object_mut()) {
                old |= sorted.remove("before").is_some();
            }
        }
        if !old {
            continue;
        }
        let old_game: WordCapGame = serde_json::from_value(json).expect("an old game");
        let story = old_game.story();
        assert!(story.untold > 0);
        let (text, report) = round_trip(&old_game, &names);
        assert!(!text.contains("#grid"), "{text}");
        assert!(report.agrees(), "{:?}\n{text}", report.problems);
        assert!(report.finished);
        assert_eq!(report.grid.as_ref(), Some(old_game.grid()), "{text}");
        let scores: Vec<i32> = old_game.players().iter().map(|p| p.score as i32).collect();
        assert_eq!(report.totals, scores);
        // The words after the last old Sort are checked: a wrong score there is a problem.
        let told = report
            .checks
            .iter()
            .skip(story.untold)
            .find(|c| c.what.split(' ').count() > 2 && c.recorded > 0);
        if let Some(c) = told {
            assert_eq!(c.computed, Some(c.recorded));
            checked += 1;
        }
    }
    assert!(checked > 3, "words after an old Sort: {checked}");
}

// ---- the command line ----

fn plansza(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_plansza"))
        .args(args)
        .env_remove("PLANSZA_DICTS")
        .output()
        .expect("the plansza binary runs")
}

fn replay_file(text: &str, extra: &[&str]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("game.txt");
    std::fs::write(&file, text).expect("written");
    let path = file.to_string_lossy().into_owned();
    let mut args = vec!["replay", path.as_str()];
    args.extend_from_slice(extra);
    let out = plansza(&args);
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), all)
}

/// `plansza replay FILE` knows a WordCap record by `#variant wordcap`: 0 when it agrees, 1
/// on a disagreement, 2 when it cannot be read.
#[test]
fn plansza_replay_reads_a_wordcap_record() {
    let (_, text) = short_game();
    let (code, out) = replay_file(&text, &[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("variant: wordcap (en)\n"), "{out}");
    assert!(out.contains("A1 B2 C1 DAG"), "{out}");
    assert!(
        out.contains("recorded    9  computed    9  total    9"),
        "{out}"
    );
    assert!(out.contains("agrees: "), "{out}");
    assert!(!out.contains("note: the record stops"), "{out}");

    let bad = edit(&text, 9, |l| l.replace("+9 9", "+10 10"));
    let (code, out) = replay_file(&bad, &[]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("<-- differs"), "{out}");
    assert!(
        out.contains("problem: line 9: A1 B2 C1 DAG scores 9 by the rules, recorded 10"),
        "{out}"
    );

    let unreadable = edit(&text, 3, |_| "#language xx".into());
    let (code, out) = replay_file(&unreadable, &[]);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("line 3: `xx` is not a language of WordCap"),
        "{out}"
    );

    // Without #variant, --variant wordcap says what it is.
    let bare = edit(&text, 2, |_| String::new());
    let (code, out) = replay_file(&bare, &["--variant", "wordcap"]);
    assert_eq!(code, Some(0), "{out}");
}
