//! WordCap at a table, as players meet it: the lobby, tracing words by cells or by the word,
//! the Accept/Check/Undo window, Sort, passes, time-outs, the end. The rule text is
//! `seeds/wordcap-rules-en.txt`; the clock is a number we jump, nothing sleeps.

mod table_common;

use plansza::lexicon::{Language, Letter, WordList};
use plansza::table::{
    Action, ButtonAction, ButtonId, Dictionaries, Effect, GameOptions, Input, Msg, Picture, Reply,
    Stage, Table, TableState,
};
use plansza::wordcap::{paths_for_word, Cell, Path, WordCapOptions};
use table_common::*;

const ALA: u64 = 11;
const BOLEK: u64 = 22;
const T0: u64 = 1_700_000_000_000;

fn input(user: u64, action: Action) -> Input {
    let name = if user == ALA { "Ala" } else { "Bolek" };
    Input {
        user,
        name: name.to_string(),
        locale: "en-US".to_string(),
        action,
    }
}

fn options(move_time_secs: Option<u32>) -> GameOptions {
    GameOptions {
        move_time_secs,
        ..GameOptions::wordcap(WordCapOptions::new(Language::English))
    }
}

fn reply_msg(effects: &[Effect]) -> Option<&Msg> {
    effects.iter().find_map(|e| match e {
        Effect::Reply(Reply::Text(m)) => Some(m),
        _ => None,
    })
}

fn move_number(t: &Table) -> u32 {
    t.played().map(|g| g.move_number()).unwrap_or(0)
}

fn button(t: &Table, action: ButtonAction) -> Action {
    Action::Button(ButtonId {
        game: t.state().game_id,
        action,
        move_number: move_number(t),
    })
}

/// A started two-player game with Ala to move first (the seed is searched for that).
fn started(move_time: Option<u32>) -> Table {
    started_with(options(move_time))
}

/// A started two-player game with these options and Ala to move first.
fn started_with(opts: GameOptions) -> Table {
    for seed in 0..64 {
        let (mut t, _) = Table::open(
            1,
            Some(5),
            7,
            &input(ALA, Action::NewGame(opts.clone())),
            opts.clone(),
        );
        t.seed(seed);
        t.handle(
            input(BOLEK, button(&t, ButtonAction::Join)),
            T0,
            &Judge(true),
        );
        t.handle(
            input(ALA, button(&t, ButtonAction::Start)),
            T0,
            &Judge(true),
        );
        if t.grid().map(|g| g.turn()) == Some(0) {
            return t;
        }
    }
    panic!("no seed gives Ala the first move");
}

fn letters(t: &Table) -> Vec<Letter> {
    t.grid().expect("a WordCap game").grid().letters().to_vec()
}

fn score(t: &Table, seat: usize) -> u32 {
    t.grid().expect("a WordCap game").players()[seat].score
}

/// "The board consists of the 5x5 grid of cells where the computer places letters ... Up to
/// four players": the lobby takes 2 to 4, Start posts the grid as a picture with the turns
/// left and every player's Sorts, and nobody gets a rack.
#[test]
fn start_posts_the_grid_and_deals_no_racks() {
    let (mut t, e) = Table::open(
        1,
        None,
        7,
        &input(ALA, Action::NewGame(options(None))),
        options(None),
    );
    let lobby = posts(&e)[0];
    assert_eq!(lobby.buttons.len(), 3, "Join, Add computer, Start");
    let players = lobby
        .lines
        .iter()
        .find(|m| m.key == "lobby-players")
        .expect("players line");
    assert_eq!(players.arg("max"), Some(&plansza::table::MsgArg::Num(4)));
    let alone = t.handle(
        input(ALA, button(&t, ButtonAction::Start)),
        T0,
        &Judge(true),
    );
    assert_eq!(
        reply_key(&alone),
        Some("err-player-count"),
        "nobody to accept or check"
    );
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    let e = t.handle(
        input(ALA, button(&t, ButtonAction::Start)),
        T0,
        &Judge(true),
    );
    assert!(e.contains(&Effect::Persist));
    assert!(
        !e.iter().any(|e| matches!(e, Effect::SendRack { .. })),
        "no racks in WordCap"
    );
    let post = posts(&e).into_iter().last().expect("the grid post");
    let Some(Picture::Grid(view)) = &post.board else {
        panic!("a grid picture: {post:?}");
    };
    assert_eq!(
        (view.side, view.letters.len(), view.bonuses.len()),
        (5, 25, 16)
    );
    assert!(view.bonuses.iter().all(|b| (1..=5).contains(b)));
    assert_eq!(view.turns_left, Some(30));
    assert!(view
        .players
        .iter()
        .all(|p| p.sorts_left == 3 && p.score == 0));
    assert!(post_keys(&e).contains(&"turn-next-grid"));
    let rack = t.handle(input(ALA, Action::ShowRack), T0, &Judge(true));
    assert_eq!(reply_key(&rack), Some("err-no-rack"));
    let exchange = t.handle(input(ALA, Action::Exchange("ab".into())), T0, &Judge(true));
    assert_eq!(reply_key(&exchange), Some("err-not-in-wordcap"));
}

/// "a player connects it with a neighboring letter, but cannot combine a word with the same
/// letter used twice and the line cannot cross itself": every bad trace gets an answer saying
/// what is wrong, and nothing changes.
#[test]
fn bad_traces_are_explained_and_change_nothing() {
    let mut t = started(None);
    let before = t.state().clone();
    for (typed, key) in [
        ("A1 C3", "err-not-adjacent"),
        ("A1 B1 A1", "err-cell-twice"),
        ("A1", "err-path-short"),
        ("A1 B2 B1 A2", "err-crossing"),
        ("F1 A2", "err-bad-cell"),
        ("A1 B9", "err-bad-cell"),
        ("!!", "err-not-a-word-or-cells"),
    ] {
        let e = t.handle(input(ALA, Action::Play(typed.into())), T0, &Judge(true));
        assert_eq!(reply_key(&e), Some(key), "{typed}: {e:?}");
        assert_eq!(t.state(), &before, "{typed} changed the table");
    }
    let e = t.handle(input(BOLEK, Action::Play("A1 B1".into())), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-not-your-turn"));
    let far = t.handle(
        input(ALA, Action::Play("qqqqqqqqq".into())),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&far), Some("err-word-not-on-grid"));
    assert_eq!(t.state(), &before);
}

/// "If all the opponents select the "Accept" option, the combined word will be used
/// regardless its presence in the dictionary ... the letters it covers are replaced with new
/// ones": the word scores 1 per letter plus its diagonal bonuses, and the turn passes.
#[test]
fn an_accepted_word_scores_and_its_cells_change() {
    let mut t = started(None);
    let grid = t.grid().expect("game").grid().clone();
    let bonus = grid.bonus(0, 0);
    let e = t.handle(
        input(ALA, Action::Play("a1 b2 c2".into())),
        T0,
        &Judge(false),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let window = posts(&e)[0];
    let Some(Picture::Grid(view)) = &window.board else {
        panic!("the window shows the grid");
    };
    assert_eq!(
        view.path,
        vec![(0, 0), (1, 1), (1, 2)],
        "the traced line is drawn"
    );
    assert_eq!(view.path_player, Some(0));
    assert!(
        view.caption.ends_with(&format!("+{}", 3 + bonus)),
        "{}",
        view.caption
    );
    assert_eq!(window.mention, vec![BOLEK]);
    let pending = t.state().clone();
    let accept = t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0 + 1_000,
        &Judge(false),
    );
    assert!(post_keys(&accept).contains(&"move-stands"), "{accept:?}");
    assert_eq!(score(&t, 0), 3 + bonus);
    assert_eq!(t.grid().map(|g| g.turn()), Some(1));
    assert_eq!(t.grid().map(|g| g.turns_left()), Some(29));
    assert_ne!(&t.state().stage, &pending.stage);
    let after = letters(&t);
    for (i, (a, b)) in grid.letters().iter().zip(&after).enumerate() {
        if ![0, 6, 7].contains(&i) {
            assert_eq!(a, b, "only the word's cells get new letters");
        }
    }
    let post = posts(&accept).into_iter().last().expect("grid post");
    let Some(Picture::Grid(view)) = &post.board else {
        panic!("grid after the word");
    };
    // Issue 24, point 1: the word's line is not drawn over the new letters (it would name
    // letters the word does not have); its cells are ringed in its author's colour.
    assert!(view.path.is_empty(), "no line over the new letters");
    assert_eq!(view.fresh, vec![(0, 0), (1, 1), (1, 2)]);
    assert_eq!(view.path_player, Some(0));
    assert_eq!(view.turns_left, Some(29));
}

/// Issue 24, points 1 and 2: a German word with `ß` (whose uppercase is `SS`) keeps its
/// four letters in the captions (`MUßE`, not `MUSSE`), and every picture's line runs over
/// the letters its caption names: the window's over the word, none after it stood.
#[test]
fn a_word_with_sz_keeps_its_letters_and_the_line_names_them() {
    use plansza::table::TableGame;
    use plansza::wordcap::{Grid, WordCapGame};
    let t = started_with(GameOptions::wordcap(WordCapOptions::new(Language::German)));
    let mut state = t.state().clone();
    let grid = Grid::from_rows(Language::German, "MUßEA/BCDFG/HIJKL/NOPQR/STVWX").expect("a grid");
    let game =
        WordCapGame::from_grid(WordCapOptions::new(Language::German), grid, 2).expect("a game");
    if let Stage::Playing { game: g, .. } = &mut state.stage {
        **g = TableGame::Grid(game);
    }
    let mut t = Table::from_state(state).expect("a sound state");
    let e = t.handle(
        input(ALA, Action::Play("a1 b1 c1 d1".into())),
        T0,
        &Judge(false),
    );
    let Some(Picture::Grid(window)) = &posts(&e)[0].board else {
        panic!("the window shows the grid");
    };
    assert_eq!(under_the_line(window), "MUßE");
    assert!(
        window.caption.starts_with("Ala: MUßE +"),
        "{}",
        window.caption
    );
    let accept = t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0 + 1_000,
        &Judge(false),
    );
    let post = posts(&accept).into_iter().last().expect("grid post");
    let Some(Picture::Grid(after)) = &post.board else {
        panic!("grid after the word");
    };
    assert!(
        after.caption.starts_with("Ala: MUßE +"),
        "{}",
        after.caption
    );
    assert_eq!(under_the_line(after), "", "no line over the new letters");
    assert_eq!(after.fresh, vec![(0, 0), (0, 1), (0, 2), (0, 3)]);
}

/// "If one of the opponents selects the "Check" option and the word is not included in the
/// dictionary, the player does not score points."
#[test]
fn a_failed_check_scores_nothing_and_uses_the_turn() {
    let mut t = started(None);
    let before = letters(&t);
    t.handle(input(ALA, Action::Play("A1 A2".into())), T0, &Judge(false));
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Check)),
        T0,
        &Judge(false),
    );
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"check-asked") && keys.contains(&"word-rejected"),
        "{keys:?}"
    );
    assert_eq!(score(&t, 0), 0);
    assert_eq!(letters(&t), before, "a rejected word changes no letter");
    assert_eq!(t.grid().map(|g| (g.turn(), g.turns_left())), Some((1, 29)));
}

/// "If within 10 seconds ... all the opponents do not select the "Accept" option, the word is
/// checked with a dictionary automatically": a real word stands after the window.
#[test]
fn the_window_closing_checks_the_word() {
    let mut t = started(None);
    t.handle(input(ALA, Action::Play("A1 A2".into())), T0, &Judge(true));
    assert_eq!(t.next_deadline(), Some(T0 + 10_000));
    let e = t.handle_timeout(T0 + 10_000, &Judge(true));
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"check-auto") && keys.contains(&"move-stands"),
        "{keys:?}"
    );
    assert!(score(&t, 0) >= 2);
}

/// "The player who has combined a word ... is still allowed to select the "Undo" option ...
/// If all the opponents agree, the player who has asked to undo the move can perform the move
/// again."
#[test]
fn undo_with_consent_gives_the_turn_back() {
    let mut t = started(None);
    t.handle(input(ALA, Action::Play("A1 A2".into())), T0, &Judge(true));
    let e = t.handle(input(ALA, button(&t, ButtonAction::Undo)), T0, &Judge(true));
    assert!(post_keys(&e).contains(&"undo-vote"));
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Agree)),
        T0,
        &Judge(true),
    );
    assert!(post_keys(&e).contains(&"move-withdrawn"), "{e:?}");
    assert_eq!(t.grid().map(|g| (g.turn(), g.turns_left())), Some((0, 30)));
    assert_eq!(score(&t, 0), 0);
}

/// "If within 10 seconds after the "OK" button was pressed all the opponents do not select the
/// "Accept" option, the word is checked with a dictionary automatically" and "The player who
/// has combined a word and selected the "OK" option is still allowed to select the "Undo"
/// option ... within 10 seconds": a refused Undo vote checks the word at once, with no second
/// window.
#[test]
fn a_refused_undo_checks_the_word_at_once() {
    let mut t = started(None);
    t.handle(input(ALA, Action::Play("A1 A2".into())), T0, &Judge(true));
    t.handle(
        input(ALA, button(&t, ButtonAction::Undo)),
        T0 + 8_000,
        &Judge(true),
    );
    assert_eq!(t.next_deadline(), Some(T0 + 18_000));
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Refuse)),
        T0 + 8_001,
        &Judge(true),
    );
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"undo-refused") && keys.contains(&"move-stands"),
        "{keys:?}"
    );
    assert!(t.grid().is_some_and(|g| g.pending().is_none()), "settled");
    assert!(score(&t, 0) >= 2);
    assert_eq!(t.grid().map(|g| g.turn()), Some(1));
}

/// "A player is allowed to use the "Sort" option three times during the game only": Sort
/// shuffles the same letters, uses no turn, and the fourth is refused.
#[test]
fn sort_shuffles_three_times_without_using_the_turn() {
    let mut t = started(None);
    let mut before = letters(&t);
    before.sort();
    for left in [2, 1, 0] {
        let e = t.handle(input(ALA, Action::Sort), T0, &Judge(true));
        let line = posts(&e)
            .iter()
            .flat_map(|p| p.lines.iter())
            .find(|m| m.key == "sorted")
            .cloned()
            .expect("sorted line");
        assert_eq!(line.arg("left"), Some(&plansza::table::MsgArg::Num(left)));
        let mut now = letters(&t);
        now.sort();
        assert_eq!(now, before, "the same letters, shuffled");
        assert_eq!(t.grid().map(|g| (g.turn(), g.turns_left())), Some((0, 30)));
    }
    let e = t.handle(input(ALA, Action::Sort), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-no-sorts-left"));
    let e = t.handle(input(BOLEK, Action::Sort), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-not-your-turn"));
}

/// A word typed as letters is traced when the grid spells it one way only; two ways, and the
/// player is asked for the cells.
#[test]
fn a_typed_word_is_traced_when_it_has_one_path() {
    let mut t = started(None);
    let game = t.grid().expect("game");
    let alphabet = Language::English.alphabet();
    let grid = game.grid();
    // Find a two-letter string with exactly one path, and one with several, on this grid.
    let mut one = None;
    let mut many = None;
    for a in 0..25u8 {
        for b in 0..25u8 {
            let (Some(ca), Some(cb)) = (Cell::from_index(a.into()), Cell::from_index(b.into()))
            else {
                continue;
            };
            if !ca.is_neighbour(cb) {
                continue;
            }
            let path = Path(vec![ca, cb]);
            let word = grid.word(&path);
            let found = paths_for_word(grid, &word, 4);
            match (found.paths.len(), found.more) {
                (1, false) => one = one.or(Some(alphabet.decode(&word))),
                (2.., false) => many = many.or(Some(alphabet.decode(&word))),
                _ => {}
            }
        }
    }
    if let Some(word) = many {
        let e = t.handle(input(ALA, Action::Play(word.clone())), T0, &Judge(true));
        assert_eq!(reply_key(&e), Some("err-word-ambiguous"), "{word}");
        let paths = reply_msg(&e).and_then(|m| m.arg("paths")).cloned();
        assert!(matches!(paths, Some(plansza::table::MsgArg::Markdown(s)) if s.contains('`')));
    }
    let word = one.expect("some pair of letters is on the grid once");
    let e = t.handle(
        input(ALA, Action::Play(word.to_uppercase())),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{word}: {e:?}");
}

/// "If the move time limit is switched on in the game and a player has failed to combine a
/// word ... on time, the move is regarded as passed"; "if all the players pass twice during
/// two successive turns, the game is over".
#[test]
fn time_outs_are_passes_and_a_run_of_passes_ends_the_game() {
    let mut t = started(Some(60));
    assert_eq!(t.next_deadline(), Some(T0 + 60_000));
    let e = t.handle_timeout(T0 + 60_000, &Judge(true));
    assert!(post_keys(&e).contains(&"timed-out"), "{e:?}");
    assert_eq!(t.grid().map(|g| g.turn()), Some(1));
    t.handle(input(BOLEK, Action::Pass), T0 + 61_000, &Judge(true));
    t.handle(input(ALA, Action::Pass), T0 + 62_000, &Judge(true));
    let e = t.handle(input(BOLEK, Action::Pass), T0 + 63_000, &Judge(true));
    let keys = post_keys(&e);
    assert!(keys.contains(&"end-all-passed"), "{keys:?}");
    assert!(keys.contains(&"final-score-plain"));
    assert!(e.contains(&Effect::Archive));
    assert!(t.is_finished());
    assert_eq!(t.next_deadline(), None);
}

/// "There are 30 turns in a game": with the turns counted in all, the 30th turn ends it and
/// the player with the most points wins.
#[test]
fn the_last_turn_ends_the_game_and_most_points_win() {
    let mut t = started(None);
    for turn in 0..30u32 {
        let who = if turn % 2 == 0 { ALA } else { BOLEK };
        if turn == 1 {
            t.handle(input(who, Action::Play("A1 A2".into())), T0, &Judge(true));
            t.handle(
                input(ALA, button(&t, ButtonAction::Accept)),
                T0,
                &Judge(true),
            );
            continue;
        }
        // A word breaks the run of passes now and then, so the turns run out first.
        if turn % 3 == 0 {
            t.handle(input(who, Action::Play("B1 B2".into())), T0, &Judge(false));
            let other = if who == ALA { BOLEK } else { ALA };
            t.handle(
                input(other, button(&t, ButtonAction::Check)),
                T0,
                &Judge(false),
            );
            continue;
        }
        let e = t.handle(input(who, Action::Pass), T0, &Judge(true));
        if turn == 29 {
            let keys = post_keys(&e);
            assert!(keys.contains(&"end-turns-used"), "{keys:?}");
            let winner = posts(&e)
                .iter()
                .flat_map(|p| p.lines.iter())
                .find(|m| m.key == "winner")
                .cloned()
                .expect("a winner line");
            assert_eq!(
                winner.arg("names"),
                Some(&plansza::table::MsgArg::Str("Bolek".into()))
            );
        }
    }
    assert!(t.is_finished());
}

/// A table is saved as JSON before any effect is sent: a WordCap table with a word waiting
/// comes back after a restart with its grid, window and deadline.
#[test]
fn a_pending_word_survives_a_restart() {
    let mut t = started(None);
    t.handle(input(ALA, Action::Play("A1 A2".into())), T0, &Judge(true));
    let json = serde_json::to_string(t.state()).expect("saved");
    let state: TableState = serde_json::from_str(&json).expect("loaded");
    assert_eq!(&state, t.state());
    assert!(matches!(
        &state.stage,
        Stage::Playing {
            window: Some(_),
            ..
        }
    ));
    let mut back = Table::from_state(state).expect("a sound state");
    let e = back.handle_timeout(T0 + 10_000, &Judge(true));
    assert!(post_keys(&e).contains(&"move-stands"));
}

/// "Game is over when ... all the players exceed the game time limit": a player over their
/// game time passes at once; when every player is over it, the game ends.
#[test]
fn the_game_ends_when_every_player_is_out_of_game_time() {
    let mut t = started_with(GameOptions {
        game_time_secs: Some(30),
        ..options(None)
    });
    assert_eq!(t.next_deadline(), Some(T0 + 30_000), "Ala's game time left");
    let e = t.handle_timeout(T0 + 30_000, &Judge(true));
    assert!(post_keys(&e).contains(&"timed-out"), "{e:?}");
    assert!(!t.is_finished(), "Bolek still has time");
    assert_eq!(t.next_deadline(), Some(T0 + 60_000));
    let e = t.handle_timeout(T0 + 60_000, &Judge(true));
    let keys = post_keys(&e);
    assert!(keys.contains(&"end-time-over"), "{keys:?}");
    assert!(t.is_finished());
}

/// Every two-letter English word, with the word finder's unpacked list: the table notes the
/// best word of each turn for `/game missed`.
struct TwoLetters {
    lexicon: plansza::lexicon::Lexicon,
    dawg: plansza::movegen::Dawg,
}

impl TwoLetters {
    fn new() -> TwoLetters {
        let letters = "abcdefghijklmnopqrstuvwxyz";
        let words = letters
            .chars()
            .flat_map(|a| letters.chars().map(move |b| format!("{a}{b}")));
        let lexicon =
            plansza::lexicon::Lexicon::from_words(Language::English, words).expect("lexicon");
        TwoLetters {
            dawg: lexicon.dawg().clone(),
            lexicon,
        }
    }
}

impl Dictionaries for TwoLetters {
    fn words(&self, _name: &str) -> &dyn WordList {
        &self.lexicon
    }
    fn dawg(&self, _name: &str) -> Option<&plansza::movegen::Dawg> {
        Some(&self.dawg)
    }
}

/// After the game a player sees the best word the grid held at each of their turns beside
/// what they did, biggest gap first.
#[test]
fn missed_words_are_noted_for_after_the_game() {
    let dicts = TwoLetters::new();
    let mut t = started(None);
    t.handle(input(ALA, Action::Pass), T0, &dicts);
    let report = plansza::table::missed_report(t.state(), ALA);
    assert_eq!(report[0].key, "missed-moves", "{report:?}");
    let line = &report[1];
    assert_eq!(line.key, "missed-line", "{report:?}");
    let text = |name| match line.arg(name) {
        Some(plansza::table::MsgArg::Str(s)) => s.clone(),
        other => panic!("{name}: {other:?}"),
    };
    assert_eq!(text("played"), "pass", "the pass beside the best word");
    assert_eq!(text("best"), "cells", "the best word with its cells");
    assert!(
        text("best-place").split(' ').count() >= 2,
        "the word's cells: {}",
        text("best-place")
    );
}

/// A computer can sit at WordCap: it traces a word it knows when its turn comes, and it checks
/// a word that is not in the dictionary at once (the strong computer checks exactly those).
#[test]
fn a_computer_traces_words_and_checks_phonies() {
    let dicts = TwoLetters::new();
    let opts = GameOptions {
        computer: Some(plansza::movegen::computer::Strength::Strong),
        ..options(None)
    };
    let (mut t, _) = Table::open(1, None, 7, &input(ALA, Action::NewGame(opts.clone())), opts);
    t.seed(5);
    t.handle(
        input(ALA, button(&t, ButtonAction::AddComputer)),
        T0,
        &dicts,
    );
    t.handle(input(ALA, button(&t, ButtonAction::Start)), T0, &dicts);
    let computer = t.state().seats.iter().position(|s| s.computer.is_some());
    assert_eq!(computer, Some(1));
    if t.grid().map(|g| g.turn()) == Some(1) {
        assert_eq!(
            t.next_deadline(),
            Some(T0 + 1_500),
            "the computer thinks briefly"
        );
        let e = t.handle_timeout(T0 + 1_500, &dicts);
        assert!(post_keys(&e).contains(&"move-proposed"), "{e:?}");
        let pending = t
            .grid()
            .and_then(|g| g.pending().cloned())
            .expect("its word waits");
        assert_eq!(pending.author, 1);
        assert_eq!(
            pending.word.len(),
            2,
            "the only words it knows have two letters"
        );
        t.handle(
            input(ALA, button(&t, ButtonAction::Accept)),
            T0 + 2_000,
            &dicts,
        );
        assert!(score(&t, 1) >= 2);
    }
    assert_eq!(t.grid().map(|g| g.turn()), Some(0));
    let e = t.handle(
        input(ALA, Action::Play("A1 A2 A3".into())),
        T0 + 3_000,
        &dicts,
    );
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"check-asked") && keys.contains(&"word-rejected"),
        "{keys:?}"
    );
    assert_eq!(score(&t, 0), 0);
    // The computer's turn again: it traces, and Ala's Accept makes it stand.
    let e = t.handle_timeout(t.next_deadline().expect("its deadline"), &dicts);
    assert!(post_keys(&e).contains(&"move-proposed"), "{e:?}");
}
