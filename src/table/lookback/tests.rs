//! A finished game stepped through: the boards, the turns, the scores, and the best move
//! beside each person's turn.

use super::*;
use crate::lexicon::MemoryWordList;
use crate::rules::{MoveText, Pos, Settlement, Tile, TypedCell, VariantId};
use crate::table::MsgArg;
use crate::table::{Action, GameKind, GameOptions, Input, Seat, Table};
use crate::wordcap::{Path as WordPath, WordCapOptions};
use rand::rngs::StdRng;
use rand::SeedableRng;

/// A table's state (Ala and Bolek seated) playing `game`, with `missed` noted.
fn state_with(variant: &str, game: TableGame, missed: Vec<MissedTurn>) -> TableState {
    let options = GameOptions::of(GameKind::from_name(variant).expect("a game"));
    let input = Input {
        user: 1,
        name: "Ala".into(),
        locale: "en-US".into(),
        action: Action::NewGame(options.clone()),
    };
    let mut state = Table::open(1, None, 9, &input, options).0.state().clone();
    let mut bolek: Seat = state.seats[0].clone();
    bolek.user = 2;
    bolek.name = "<b>Bolek</b>".into();
    state.seats.push(bolek);
    state.stage = Stage::Playing {
        game: Box::new(game),
        window: None,
        move_deadline: None,
    };
    state.missed = missed;
    state
}

fn noted(seat: usize, best: &str, best_score: u32, played: &str, played_score: u32) -> MissedTurn {
    MissedTurn {
        seat,
        turn: 0,
        best: best.into(),
        best_score,
        played: played.into(),
        played_score,
        lost: None,
    }
}

/// The first two tiles of the rack of the player to move, laid across from H8 (a blank
/// as A).
fn two_tiles_at_h8(game: &Game) -> MoveText {
    let rack = game.rack(game.turn()).expect("a rack").tiles().to_vec();
    let cells = rack[..2]
        .iter()
        .map(|t| match *t {
            Tile::Letter(letter) => TypedCell::Letter {
                letter,
                blank: false,
            },
            Tile::Blank => TypedCell::Letter {
                letter: crate::lexicon::Letter(0),
                blank: true,
            },
        })
        .collect();
    MoveText {
        start: Pos::new(7, 7),
        direction: Direction::Across,
        cells,
        take_blanks: Vec::new(),
    }
}

/// Ala lays two tiles at H8 (accepted), Bolek passes, Ala exchanges one tile.
fn three_turns() -> Game {
    let mut rng = StdRng::seed_from_u64(7);
    let words = MemoryWordList::new(VariantId::English.variant().alphabet(), ["ab"]);
    let game = Game::new(VariantId::English, 2, &mut rng).expect("a deal");
    let first = game.turn();
    let laid = game
        .submit(first, &two_tiles_at_h8(&game))
        .expect("laid")
        .settle(Settlement::Accepted, &words, &mut rng)
        .expect("settled")
        .0;
    let passed = laid.pass(1 - first, &mut rng).expect("a pass");
    let tile = passed.rack(first).expect("a rack").tiles()[0];
    passed
        .exchange(first, &[tile], &mut rng)
        .expect("an exchange")
}

#[test]
fn a_board_game_steps_from_the_empty_board_through_each_turn() {
    let game = three_turns();
    let first = match &game.history()[0] {
        TurnRecord::Played { player, .. } => *player,
        other => panic!("{other:?}"),
    };
    let TurnRecord::Played { mv, .. } = &game.history()[0] else {
        panic!("a move");
    };
    let points = mv.score;
    let state = state_with("english", TableGame::Board(game.clone()), Vec::new());
    let look = look_back(&state).expect("a look-back");
    assert_eq!(look.players, ["Ala", "<b>Bolek</b>"], "names as typed");
    let kinds: Vec<&str> = look.steps.iter().map(|s| s.kind).collect();
    assert_eq!(kinds, ["start", "across", "pass", "exchange"]);
    let numbers: Vec<usize> = look.steps.iter().map(|s| s.number).collect();
    assert_eq!(numbers, [0, 1, 2, 3]);
    let laid = |step: &Step| {
        step.board
            .as_ref()
            .expect("a board")
            .tiles
            .iter()
            .filter(|t| t.is_some())
            .count()
    };
    assert_eq!(laid(&look.steps[0]), 0, "the start is empty");
    assert_eq!(laid(&look.steps[1]), 2);
    assert_eq!(laid(&look.steps[3]), 2, "an exchange lays nothing");
    let fresh = |step: &Step| {
        step.board
            .as_ref()
            .map(|b| b.tiles.iter().flatten().filter(|t| t.fresh).count())
    };
    assert_eq!(
        fresh(&look.steps[1]),
        Some(2),
        "the move's tiles are marked"
    );
    assert_eq!(fresh(&look.steps[2]), Some(0));
    let step = &look.steps[1];
    assert_eq!(
        (step.player, step.place.as_str(), step.score),
        (Some(first), "8H", points)
    );
    assert_eq!(step.word.chars().count(), 2);
    let mut after = vec![0i64; 2];
    after[first] = i64::from(points);
    assert_eq!(look.steps[1].scores, after);
    assert_eq!(look.steps[3].scores, after);
    assert_eq!(look.steps[3].word, "1", "one tile exchanged");
    assert_eq!(look.final_scores, after);
    assert!(look.steps.iter().all(|s| s.best.is_none()), "nothing noted");
}

/// "the best move at each of their turns beside what they played": each person's noted
/// turn lands on that turn, in order; one noted for a move laid and then undone (never a
/// turn) is passed over.
#[test]
fn the_best_move_stands_beside_the_turn_it_was_noted_for() {
    let game = three_turns();
    let TurnRecord::Played { player: ala, mv } = &game.history()[0] else {
        panic!("a move");
    };
    let (ala, points) = (*ala, mv.score);
    let bolek = 1 - ala;
    let missed = vec![
        // Laid, then undone: no turn of Ala's scored 999.
        noted(ala, "8H ZAX", 60, "H8 QI", 999),
        noted(ala, "8H ZAX", 60, "H8 AB", points),
        noted(bolek, "H8 OX", 36, "-", 0),
        noted(ala, "-", 0, "-Q", 0),
    ];
    let look = look_back(&state_with("english", TableGame::Board(game), missed)).expect("it");
    let best = |i: usize| look.steps[i].best.clone();
    let laid = best(1).expect("Ala's move");
    assert_eq!(
        (
            laid.kind,
            laid.place.as_str(),
            laid.word.as_str(),
            laid.score,
            laid.found
        ),
        ("across", "8H", "ZAX", 60, false)
    );
    // Noted before equity was: the points the best scored more, in tenths.
    assert_eq!(laid.lost, 10 * (60 - i64::from(points)));
    let passed = best(2).expect("Bolek's pass");
    assert_eq!(
        (
            passed.kind,
            passed.place.as_str(),
            passed.word.as_str(),
            passed.score
        ),
        ("down", "H8", "OX", 36)
    );
    let exchanged = best(3).expect("Ala's exchange");
    assert_eq!(
        (exchanged.kind, exchanged.found, exchanged.lost),
        ("pass", true, 0)
    );
    assert_eq!(best(0), None, "the start is nobody's turn");
    let said = look.steps[1].best_said().expect("a line");
    assert_eq!(said.key, "lookback-best");
    assert_eq!(said.arg("lost"), Some(&MsgArg::Tenths(laid.lost)));
    assert_eq!(
        look.steps[3].best_said().map(|m| m.key),
        Some("lookback-best-found")
    );
    assert_eq!(look.steps[2].said().key, "lookback-move");
}

#[test]
fn a_lobby_has_nothing_to_look_back_on() {
    let mut state = state_with("english", TableGame::Board(three_turns()), Vec::new());
    state.stage = Stage::Lobby { message_id: None };
    assert_eq!(look_back(&state), None);
}

/// WordCap steps through its words, each on the grid it was traced on, its line drawn.
#[test]
fn a_wordcap_game_steps_through_its_words() {
    let mut rng = StdRng::seed_from_u64(3);
    let options = WordCapOptions::new(crate::lexicon::Language::English);
    let words = MemoryWordList::new(options.language.alphabet(), ["ab"]);
    let game = WordCapGame::new(options, 2, &mut rng).expect("a grid");
    let first = game.turn();
    let path = WordPath::parse("A1 B2 C3").expect("a path");
    let traced: String = game.grid().word_text(&path);
    let played = game
        .submit(first, &path)
        .expect("traced")
        .settle(Settlement::Accepted, &words, &mut rng)
        .expect("settled")
        .0;
    let points = played.players()[first].score;
    let passed = played.pass(1 - first).expect("a pass");
    let missed = vec![noted(
        first,
        "CAT (A1 B1 C1)",
        points + 4,
        &format!("{traced} (A1 B2 C3)"),
        points,
    )];
    let look = look_back(&state_with("wordcap", TableGame::Grid(passed), missed)).expect("it");
    let kinds: Vec<&str> = look.steps.iter().map(|s| s.kind).collect();
    assert_eq!(kinds, ["start", "cells", "pass"]);
    let word = &look.steps[1];
    assert_eq!(
        (word.place.as_str(), word.word.to_lowercase(), word.score),
        ("A1 B2 C3", traced.to_lowercase(), points)
    );
    let grid = word.grid.as_ref().expect("a grid");
    assert_eq!(grid.path, [(0, 0), (1, 1), (2, 2)], "its line is drawn");
    let best = word.best.clone().expect("noted");
    assert_eq!(
        (
            best.kind,
            best.word.as_str(),
            best.place.as_str(),
            best.score
        ),
        ("cells", "CAT", "A1 B1 C1", points + 4)
    );
    assert!(look.steps.iter().all(|s| s.board.is_none()));
}
