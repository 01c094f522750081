//! WordCap, sentence by sentence (`seeds/wordcap-rules-en.txt`, read in
//! `docs/rules/wordcap.md`): scoring worked by hand, the line's rule, Sort, passes, the turn
//! limit, how a pending word is settled, new letters after a word, the winner; and the
//! property that every path the finder generates is legal and scores what `score` says.
//!
//! The grid used by hand (classes from the text's table: D 2, G 4, Q 5, U 3, Z 5, the rest
//! 1):
//!
//! ```text
//!     A B C D E
//!  1  D O G S A
//!  2  E A T E N
//!  3  R I N G O
//!  4  Q U I Z S
//!  5  T E A R S
//! ```

use plansza::lexicon::{Language, Lexicon, MemoryWordList};
use plansza::rules::Settlement;
use plansza::wordcap::score::score;
use plansza::wordcap::{
    all_paths, all_words, all_words_within, paths_for_word, Cell, Ending, Grid, Path, PathError,
    Phase, Record, TurnLimit, WordCapError, WordCapGame, WordCapOptions, WordCapOutcome,
    MAX_VISITS, MAX_WALK_VISITS,
};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::collections::HashSet;

const ROWS: &str = "DOGSA/EATEN/RINGO/QUIZS/TEARS";

fn grid() -> Grid {
    Grid::from_rows(Language::English, ROWS).expect("the test grid")
}

fn path(text: &str) -> Path {
    Path::parse(text).expect("a path")
}

fn cell(text: &str) -> Cell {
    Cell::parse(text).expect("a cell")
}

fn total(cells: &str) -> u32 {
    score(&grid(), &path(cells)).expect("a legal line").total
}

fn game(players: usize) -> WordCapGame {
    WordCapGame::from_grid(WordCapOptions::new(Language::English), grid(), players).expect("a game")
}

fn words(list: &[&str]) -> MemoryWordList {
    MemoryWordList::new(Language::English.alphabet(), list.iter().copied())
}

fn rng() -> StdRng {
    StdRng::seed_from_u64(42)
}

/// Submits `cells` for the player to move and settles it.
fn play(
    g: &WordCapGame,
    cells: &str,
    how: Settlement,
    list: &[&str],
) -> (WordCapGame, WordCapOutcome) {
    let pending = g.submit(g.turn(), &path(cells)).expect("submitted");
    pending
        .settle(how, &words(list), &mut rng())
        .expect("settled")
}

// ---- scoring, worked by hand ----

/// "A player scores one point for each letter included in the word."
/// EAT along row 2 (A2 B2 C2): three letters, no diagonal step: 3.
#[test]
fn straight_word_scores_one_per_letter() {
    let s = score(&grid(), &path("A2 B2 C2")).expect("legal");
    assert_eq!(grid().word_text(&path("A2 B2 C2")), "EAT");
    assert_eq!((s.letters, s.bonuses.clone(), s.total), (3, vec![], 3));
}

/// "Extra points can be scored by joining letters diagonally as bonus points between them
/// are scored." / "they are equal to the bonus value of the letter of the highest value".
/// DOT: D A1 - O B1 - T C2. B1 to C2 crosses the block B1 C1 B2 C2 (O G A T), whose highest
/// class is G's 4: 3 + 4 = 7.
#[test]
fn one_diagonal_scores_its_crossing() {
    let s = score(&grid(), &path("A1 B1 C2")).expect("legal");
    assert_eq!(grid().word_text(&path("A1 B1 C2")), "DOT");
    assert_eq!(s.bonuses, vec![(0, 1, 4)]);
    assert_eq!(s.total, 7);
}

/// "Extra points can be scored by joining letters diagonally as bonus points between them
/// are scored." DAG: D A1 - A B2 (the block D O / E A: D's 2) - G C1 (the block O G / A T:
/// G's 4): 3 + 2 + 4 = 9. DOTS: D A1 - O B1 - T C2 (O G / A T: 4) - S D1 (G S / T E: 4):
/// 4 + 4 + 4 = 12.
#[test]
fn two_diagonals_score_both_crossings() {
    let s = score(&grid(), &path("A1 B2 C1")).expect("legal");
    assert_eq!(grid().word_text(&path("A1 B2 C1")), "DAG");
    assert_eq!(s.bonuses, vec![(0, 0, 2), (0, 1, 4)]);
    assert_eq!(s.total, 9);
    let s = score(&grid(), &path("A1 B1 C2 D1")).expect("legal");
    assert_eq!(grid().word_text(&path("A1 B1 C2 D1")), "DOTS");
    assert_eq!(s.bonuses, vec![(0, 1, 4), (0, 2, 4)]);
    assert_eq!(s.total, 12);
    // RAT: A3 to B2 crosses E A / R I, all class 1: 3 + 1.
    assert_eq!(total("A3 B2 C2"), 4);
    // QUIZ along row 4 has no diagonal: Q's class 5 scores nothing.
    assert_eq!(total("A4 B4 C4 D4"), 4);
}

/// "the line cannot cross itself". TOGA: T C2 - O B1 - G C1 - A B2 draws both diagonals of
/// the block B1 C1 B2 C2: refused.
#[test]
fn crossing_line_is_refused() {
    let err = score(&grid(), &path("C2 B1 C1 B2")).expect_err("crosses");
    assert_eq!(
        err,
        PathError::Crossing {
            first: (cell("C2"), cell("B1")),
            second: (cell("C1"), cell("B2")),
        }
    );
    // Diagonals through two different blocks do not cross.
    assert!(score(&grid(), &path("A1 B2 C1")).is_ok());
}

/// "cannot combine a word with the same letter used twice". E A2 - R A3 - E A2.
#[test]
fn cell_used_twice_is_refused() {
    assert_eq!(
        score(&grid(), &path("A2 A3 A2")),
        Err(PathError::CellTwice(cell("A2")))
    );
}

/// "a player connects it with a neighboring letter". D A1 to G C1 skips a cell.
#[test]
fn cells_must_be_neighbours() {
    assert_eq!(
        score(&grid(), &path("A1 C1")),
        Err(PathError::NotAdjacent {
            from: cell("A1"),
            to: cell("C1")
        })
    );
}

/// "find at least a two-letter word". One cell is not a word.
#[test]
fn one_letter_is_too_short() {
    assert_eq!(score(&grid(), &path("A1")), Err(PathError::TooShort));
    let g = game(2);
    assert_eq!(
        g.submit(0, &path("A1")),
        Err(WordCapError::Path(PathError::TooShort))
    );
}

// ---- the game ----

/// "Up to four players can compete in the game simultaneously."
#[test]
fn one_to_four_players() {
    let o = WordCapOptions::new(Language::English);
    for n in 1..=4 {
        assert!(WordCapGame::new(o, n, &mut rng()).is_ok());
    }
    for n in [0, 5] {
        assert!(matches!(
            WordCapGame::new(o, n, &mut rng()),
            Err(WordCapError::PlayerCount { min: 1, max: 4 })
        ));
    }
}

/// "A player is allowed to use the "Sort" option three times during the game only."
/// Sort shuffles the same 25 letters, uses no turn, and only the player to move may sort.
#[test]
fn three_sorts_per_player() {
    let mut g = game(2);
    assert_eq!(g.sort(1, &mut rng()), Err(WordCapError::NotYourTurn));
    let mut letters = g.grid().letters().to_vec();
    letters.sort();
    for i in 0..3 {
        assert_eq!(g.sorts_left(0), 3 - i);
        g = g.sort(0, &mut rng()).expect("a sort");
        let mut after = g.grid().letters().to_vec();
        after.sort();
        assert_eq!(after, letters);
        assert_eq!((g.turn(), g.turns_left()), (0, 30));
    }
    assert_eq!(g.sort(0, &mut rng()), Err(WordCapError::NoSortsLeft));
    assert_eq!(g.players()[0].sorts_used, 3);
    // The other player has their own three.
    let g = g.pass(0).expect("pass");
    assert!(g.sort(1, &mut rng()).is_ok());
    // Not while a word is pending.
    let pending = g.submit(1, &path("A1 B1")).expect("submitted");
    assert_eq!(pending.sort(1, &mut rng()), Err(WordCapError::WordPending));
}

/// "if all the players pass twice during two successive turns, the game is over."
/// Two players: four passes in a row; a word in between starts the count again.
#[test]
fn everybody_passing_twice_ends_the_game() {
    let mut g = game(2);
    for _ in 0..3 {
        g = g.pass(g.turn()).expect("pass");
    }
    assert!(!g.is_over());
    let (g2, _) = play(&g, "A1 B1", Settlement::Accepted, &[]);
    assert_eq!(g2.passes_in_row(), 0);
    let g = g.pass(g.turn()).expect("pass");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::AllPassed
        }
    );
    assert_eq!(g.pass(0), Err(WordCapError::GameOver));
}

/// "a player has failed to combine a word and to select the "OK" option on time, the move
/// is regarded as passed."
#[test]
fn time_out_is_a_pass() {
    let g = game(2).time_over().expect("time out");
    assert_eq!(g.history(), &[Record::Passed { player: 0 }]);
    assert_eq!((g.turn(), g.turns_left(), g.passes_in_row()), (1, 29, 1));
}

/// "There are 30 turns in a game." / "The number of turns left for the game to be over is
/// displayed under the letter board." Thirty turns in all, whoever plays them.
#[test]
fn thirty_turns_in_all() {
    let mut g = game(3);
    for i in 0..30 {
        assert_eq!(g.turns_left(), 30 - i);
        assert!(!g.is_over());
        g = play(&g, "A1 B1", Settlement::Accepted, &[]).0;
    }
    assert_eq!(g.turns_left(), 0);
    assert_eq!(g.ending(), Some(Ending::TurnsUsed));
    assert_eq!(g.players().iter().map(|p| p.turns_used).sum::<u32>(), 30);
}

/// "There are 30 turns in a game." Read per player, as a table option.
#[test]
fn turns_per_player_option() {
    let mut o = WordCapOptions::new(Language::English);
    o.turn_limit = TurnLimit::PerPlayer(2);
    let mut g = WordCapGame::from_grid(o, grid(), 3).expect("game");
    for i in 0..6 {
        assert_eq!(g.turns_left(), 6 - i);
        assert!(!g.is_over());
        g = if i % 2 == 0 {
            g.pass(g.turn()).expect("pass")
        } else {
            play(&g, "A1 B1", Settlement::Accepted, &[]).0
        };
    }
    assert_eq!(g.ending(), Some(Ending::TurnsUsed));
    assert!(g.players().iter().all(|p| p.turns_used == 2));
}

/// "If all the opponents select the "Accept" option, the combined word will be used
/// regardless its presence in the dictionary."
#[test]
fn accepted_non_word_stands() {
    let g = game(2);
    // DOG (A1 B1 C1) is not in the (empty) list, and stands all the same: 3 letters.
    let (g, outcome) = play(&g, "A1 B1 C1", Settlement::Accepted, &[]);
    assert_eq!(outcome, WordCapOutcome::Stood { score: 3 });
    assert_eq!(g.players()[0].score, 3);
    assert_eq!(g.turn(), 1);
    assert!(matches!(
        g.history(),
        [Record::Played {
            player: 0,
            score: 3,
            ..
        }]
    ));
}

/// "If one of the opponents selects the "Check" option and the word is not included in the
/// dictionary, the player does not score points." The turn is used; no penalty otherwise.
#[test]
fn failed_check_scores_nothing_and_uses_the_turn() {
    let g = game(2);
    let (after, outcome) = play(
        &g,
        "A1 B1 C1",
        Settlement::Checked {
            challenger: Some(1),
        },
        &["cat"],
    );
    assert_eq!(outcome, WordCapOutcome::Rejected { word: "dog".into() });
    assert_eq!(after.players()[0].score, 0);
    assert_eq!(after.players()[1].score, 0);
    assert_eq!((after.turn(), after.turns_left()), (1, 29));
    assert_eq!(after.grid(), g.grid());
    // A word in the list stands after a check, also the automatic one (no challenger).
    let (after, outcome) = play(
        &g,
        "A1 B1 C1",
        Settlement::Checked { challenger: None },
        &["dog"],
    );
    assert_eq!(outcome, WordCapOutcome::Stood { score: 3 });
    assert_eq!(after.players()[0].score, 3);
}

/// "If all the opponents agree, the player who has asked to undo the move can perform the
/// move again." No turn is used.
#[test]
fn withdrawn_word_keeps_the_turn() {
    let g = game(2);
    let (after, outcome) = play(&g, "A1 B1 C1", Settlement::Withdrawn, &[]);
    assert_eq!(outcome, WordCapOutcome::Withdrawn);
    assert_eq!((after.turn(), after.turns_left()), (0, 30));
    assert_eq!(after.grid(), g.grid());
    assert!(after.history().is_empty());
    assert!(after.move_number() > g.move_number());
    assert!(after.submit(0, &path("A2 B2 C2")).is_ok());
}

/// "If a word is included in the dictionary, or it is accepted by the opponent, the letters
/// it covers are replaced with new ones by the computer."
#[test]
fn cells_of_a_word_get_new_letters() {
    let g = game(2);
    let word = ["A1", "B1", "C1"].map(cell);
    let mut changed = false;
    for seed in 0..20 {
        let pending = g.submit(0, &path("A1 B1 C1")).expect("submitted");
        let (after, _) = pending
            .settle(
                Settlement::Accepted,
                &words(&[]),
                &mut StdRng::seed_from_u64(seed),
            )
            .expect("settled");
        for i in 0..25 {
            let c = Cell::from_index(i).expect("cell");
            if !word.contains(&c) {
                assert_eq!(after.grid().letter(c), g.grid().letter(c));
            } else if after.grid().letter(c) != g.grid().letter(c) {
                changed = true;
            }
        }
    }
    assert!(changed);
}

/// "The winner is the player who has scored the most points." Ties: every tied player;
/// a player who resigned never wins.
#[test]
fn winners_have_the_most_points() {
    let g = game(3);
    assert!(g.winners().is_empty());
    let (g, _) = play(&g, "A1 B1 C1", Settlement::Accepted, &[]); // player 0: 3
    let (g, _) = play(&g, "A2 B2 C2", Settlement::Accepted, &[]); // player 1: 3
    let g = g.pass(2).expect("pass");
    let over = g.stop().expect("stopped");
    assert_eq!(over.ending(), Some(Ending::GameTime));
    assert_eq!(over.winners(), vec![0, 1]);
    let g = g.resign(1).expect("resigned").stop().expect("stopped");
    assert_eq!(g.winners(), vec![0]);
}

/// A player leaves: with one active player left the game ends, and that player wins.
#[test]
fn resigning_down_to_one_ends_the_game() {
    let g = game(2).resign(0).expect("resigned");
    assert_eq!(g.ending(), Some(Ending::Resigned));
    assert_eq!(g.winners(), vec![1]);
    let g = game(3).resign(0).expect("resigned");
    assert_eq!((g.turn(), g.is_over()), (1, false));
    assert_eq!(g.resign(0), Err(WordCapError::Resigned(0)));
}

/// "If within 10 seconds ... the word is checked with a dictionary automatically": settling
/// twice is refused, and only the player to move may trace a word.
#[test]
fn turn_and_pending_are_enforced() {
    let g = game(2);
    assert_eq!(g.submit(1, &path("A1 B1")), Err(WordCapError::NotYourTurn));
    assert_eq!(
        g.submit(7, &path("A1 B1")),
        Err(WordCapError::NoSuchPlayer(7))
    );
    assert_eq!(
        g.settle(Settlement::Accepted, &words(&[]), &mut rng()),
        Err(WordCapError::NothingPending)
    );
    let p = g.submit(0, &path("A1 B1")).expect("submitted");
    assert_eq!(p.move_number(), g.move_number() + 1);
    assert_eq!(p.pass(0), Err(WordCapError::WordPending));
    assert_eq!(p.time_over(), Err(WordCapError::WordPending));
    let pending = p.pending().expect("pending");
    assert_eq!((pending.author, pending.scored.total), (0, 2));
}

/// A game survives a round trip through JSON (the table stores it).
#[test]
fn game_serializes() {
    let (g, _) = play(&game(2), "A1 B2 C2 D1", Settlement::Accepted, &[]);
    let json = serde_json::to_string(&g).expect("json");
    let back: WordCapGame = serde_json::from_str(&json).expect("back");
    assert_eq!(back, g);
}

// ---- generated paths are legal ----

/// Every path the finder generates on random grids is legal by `check` and scores what
/// `score` says; `paths_for_word` gives exactly the finder's paths for each word.
#[test]
fn generated_paths_are_legal() {
    let lexicon = Lexicon::bundled(Language::English).expect("the bundled English lexicon");
    let dawg = lexicon.dawg();
    let mut rng = StdRng::seed_from_u64(2024);
    let mut seen = 0;
    for _ in 0..40 {
        let grid = Grid::random(Language::English, &mut rng);
        let paths = all_paths(&grid, dawg);
        for f in &paths {
            assert_eq!(f.path.check(), Ok(()), "{} on {}", f.path, grid.to_rows());
            assert_eq!(score(&grid, &f.path).map(|s| s.total), Ok(f.score));
            assert_eq!(grid.word(&f.path), f.word);
            assert!(lexicon.contains_letters(&f.word));
        }
        for w in all_words(&grid, dawg) {
            let from_finder: HashSet<Path> = paths
                .iter()
                .filter(|f| f.word == w.word)
                .map(|f| f.path.clone())
                .collect();
            let found = paths_for_word(&grid, &w.word, 10_000);
            assert!(!found.more && !found.gave_up, "{}", grid.to_rows());
            let spelled: HashSet<Path> = found.paths.into_iter().collect();
            assert_eq!(spelled, from_finder);
            let best = paths
                .iter()
                .filter(|f| f.word == w.word)
                .map(|f| f.score)
                .max();
            assert_eq!(Some(w.score), best);
        }
        seen += paths.len();
    }
    assert!(seen > 1000, "only {seen} paths on 40 grids");
}

// ---- finding a typed word, bounded ----

/// A grid of one repeated letter.
fn all_e() -> Grid {
    Grid::from_rows(Language::English, "EEEEE/EEEEE/EEEEE/EEEEE/EEEEE").expect("a grid of Es")
}

fn es(n: usize) -> Vec<plansza::lexicon::Letter> {
    Language::English
        .alphabet()
        .encode(&"e".repeat(n))
        .expect("Es")
}

/// `/play move:WORD` on a grid of Es with a 13-letter word of Es: the grid spells it along
/// 189 million paths, and finding "the one path" used to collect them all. The search
/// stops once it knows one path more than it lists, after a handful of states.
#[test]
fn a_word_of_es_on_a_grid_of_es_stops_at_the_paths_it_lists() {
    let grid = all_e();
    let word = es(13);
    let found = paths_for_word(&grid, &word, 4);
    assert_eq!(
        (found.paths.len(), found.more, found.gave_up),
        (4, true, false)
    );
    assert!(found.visited <= 100, "{} states visited", found.visited);
    let distinct: HashSet<&Path> = found.paths.iter().collect();
    assert_eq!(distinct.len(), 4);
    for p in &found.paths {
        assert_eq!(p.check(), Ok(()), "{p}");
        assert_eq!(grid.word(p), word, "{p}");
    }
    // "Is there exactly one?" stops at the second path.
    let one = paths_for_word(&grid, &word, 1);
    assert_eq!((one.paths.len(), one.more, one.only()), (1, true, None));
    assert!(one.visited <= 20, "{} states visited", one.visited);
}

/// A word whose lines mostly fail late (24 Es then the X in a corner: nearly every line of
/// Es strands the corner) is still searched within the bound, and found.
#[test]
fn a_word_whose_lines_fail_late_is_searched_within_the_bound() {
    let grid = Grid::from_rows(Language::English, "XEEEE/EEEEE/EEEEE/EEEEE/EEEEE").expect("a grid");
    let mut word = es(23);
    word.extend(Language::English.alphabet().encode("xe").expect("xe"));
    let found = paths_for_word(&grid, &word, 4);
    assert!(found.visited <= MAX_VISITS + 1, "{} states", found.visited);
    assert!(!found.gave_up && found.more, "{found:?}");
    for p in &found.paths {
        assert_eq!(p.check(), Ok(()), "{p}");
        assert_eq!(grid.word(p), word, "{p}");
    }
}

/// The word finder (computer players, `/game missed`) on a grid of Es with a word list
/// holding a 13-letter word of Es: it stops after a bounded walk, with the words it found
/// (each with a legal path).
#[test]
fn every_word_on_a_grid_of_es_is_found_within_a_bounded_walk() {
    let words = ["ee", "eee", "eeeeeeeeeeeee"].map(String::from);
    let lexicon = Lexicon::from_words(Language::English, words).expect("a word list");
    let dawg = lexicon.dawg();
    let grid = all_e();
    let found = all_words_within(&grid, dawg, MAX_WALK_VISITS);
    assert!(!found.complete);
    assert!(found.visited <= MAX_WALK_VISITS, "{} states", found.visited);
    assert_eq!(found.words.len(), 3);
    for f in &found.words {
        assert_eq!(f.path.check(), Ok(()), "{}", f.path);
        assert_eq!(grid.word(&f.path), f.word);
        assert_eq!(score(&grid, &f.path).map(|s| s.total), Ok(f.score));
    }
    // A real word list on the same grid walks it whole.
    let english = Lexicon::bundled(Language::English).expect("the bundled English lexicon");
    let real = all_words_within(&grid, english.dawg(), MAX_WALK_VISITS);
    assert!(real.complete && real.visited < 10_000, "{}", real.visited);
}
