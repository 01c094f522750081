//! Issue 29, goal 2: "One board per move: a move that stands keeps the picture already
//! posted (the edit changes the text and the controls, not the attachment); only a move whose
//! tiles go back needs a new picture."
//!
//! Whatever way a window closes, the picture its message shows afterwards (the window's own,
//! or the new one the settling edit carries) is exactly the picture of the settled game: the
//! scores after the move, the player to move, the bag, the move's tiles marked as the last
//! move, or no tiles where they went back.

mod table_common;

use plansza::lexicon::Language;
use plansza::render::BoardView;
use plansza::rules::{Tile, VariantId};
use plansza::table::{
    board_view, Action, ButtonAction, Effect, GameOptions, Picture, Report, Table, TableState,
};
use table_common::*;

/// A started Literaki game of Ala and Bolek with Ala to move.
fn ala_first() -> Table {
    for seed in 0..64 {
        let (t, _) = ala_and_bolek(GameOptions::new(VariantId::Literaki), seed, true);
        if t.game().map(|g| g.turn()) == Some(0) {
            return t;
        }
    }
    panic!("no seed gives Ala the first move");
}

/// Ala lays two tiles of her rack across from H8; the window's post lands as message 500.
/// Returns the picture the window posted.
fn ala_lays_two(t: &mut Table) -> BoardView {
    let alphabet = Language::Polish.alphabet();
    let word: String = t.game().expect("game").players()[0].rack.tiles()[..2]
        .iter()
        .map(|tile| match tile {
            Tile::Letter(l) => alphabet.lower(*l).to_string(),
            Tile::Blank => "*a".to_string(),
        })
        .collect();
    let e = t.handle(
        input(ALA, Action::Play(format!("8H {word}"))),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let posted = Report::Posted {
        tag: plansza::table::PostTag::Window,
        message_id: 500,
    };
    t.handle_event(posted, T0, &Judge(true));
    match posts(&e).into_iter().find_map(|p| p.board.clone()) {
        Some(Picture::Board(view)) => view,
        other => panic!("the window posts a board: {other:?}"),
    }
}

/// Bolek presses `button` of the window a moment after it opened; the words are good when
/// `good` (the dictionary accepts every word, or none).
fn bolek_presses(t: &mut Table, button: ButtonAction, good: bool) -> Vec<Effect> {
    t.handle(input(BOLEK, press(t, button)), T0 + 2, &Judge(good))
}

/// The picture message 500 shows after `settled`: the new one its edit carries, else the one
/// it was posted with (`window`), and whether it is new. Fails when a second picture is
/// posted, or when what it shows is not exactly the settled game's picture.
fn shown_after(t: &Table, window: &BoardView, settled: &[Effect]) -> (BoardView, bool) {
    assert!(
        posts(settled).iter().all(|p| p.board.is_none()),
        "one picture per move: nothing new is posted with a picture: {settled:?}"
    );
    let edit = settled
        .iter()
        .find_map(|e| match e {
            Effect::Edit {
                message_id: 500,
                board,
                ..
            } => Some(board.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("the window's message is edited: {settled:?}"));
    let (shown, new) = match edit {
        None => (window.clone(), false),
        Some(Picture::Board(view)) => (view, true),
        Some(other) => panic!("a board game's message shows a board: {other:?}"),
    };
    // The settled game's picture, as a new post of it would draw it.
    let settled_picture = board_view(
        t.game().expect("game"),
        &t.state().seats,
        shown.caption.clone(),
    );
    assert_eq!(
        shown, settled_picture,
        "the picture shows the game as settled"
    );
    (shown, new)
}

/// "Jeżeli wszyscy przeciwnicy wybiorą opcję „Akceptuj”, ułożone płytki pozostają na
/// planszy": the move stands, and the window's message keeps its picture, which already
/// shows the board as it stands: Ala's points counted, Bolek to move, the bag after Ala drew.
#[test]
fn an_accepted_move_keeps_the_picture_its_window_posted() {
    let mut t = ala_first();
    let window = ala_lays_two(&mut t);
    let e = bolek_presses(&mut t, ButtonAction::Accept, false);
    assert!(post_keys(&e).contains(&"move-stands"), "{e:?}");
    let (shown, new) = shown_after(&t, &window, &e);
    assert!(!new, "the edit keeps the window's picture: {e:?}");
    let game = t.game().expect("game");
    assert!(shown.players[0].score > 0 && shown.players[0].score == game.players()[0].score);
    assert!(shown.players[1].to_move && !shown.players[0].to_move);
    assert_eq!(shown.bag_left, game.bag_len());
    assert_eq!(shown.tiles.iter().flatten().filter(|t| t.fresh).count(), 2);
    assert!(shown.caption.starts_with("Ala: "), "{}", shown.caption);
}

/// The window's picture is known after a restart inside the window: the move stands with the
/// picture already posted.
#[test]
fn a_restart_inside_the_window_still_keeps_its_picture() {
    let mut t = ala_first();
    let window = ala_lays_two(&mut t);
    let json = serde_json::to_string(t.state()).expect("state serialises");
    let state: TableState = serde_json::from_str(&json).expect("state reads back");
    let mut t = Table::from_state(state).expect("a sound state");
    let e = t.handle_timeout(T0 + 10_000, &Judge(true));
    assert!(post_keys(&e).contains(&"check-auto"), "{e:?}");
    let (_, new) = shown_after(&t, &window, &e);
    assert!(!new, "{e:?}");
}

/// "Jeżeli słowo nie jest poprawne, to gracz musi zabrać wyłożone płytki z literami i traci
/// kolejkę": the tiles go back, so the message gets a new picture without them (Ala's score
/// as before, Bolek to move).
#[test]
fn a_checked_phony_gets_a_new_picture_without_its_tiles() {
    let mut t = ala_first();
    let window = ala_lays_two(&mut t);
    let e = bolek_presses(&mut t, ButtonAction::Check, false);
    assert!(post_keys(&e).contains(&"move-rejected"), "{e:?}");
    let (shown, new) = shown_after(&t, &window, &e);
    assert!(new, "the tiles went back: a new picture");
    assert!(shown.tiles.iter().all(Option::is_none));
    assert_eq!(shown.players[0].score, 0);
}

/// Nobody answers and the automatic check finds a phony: a new picture, as for a Check.
#[test]
fn a_phony_found_when_the_window_times_out_gets_a_new_picture() {
    let mut t = ala_first();
    let window = ala_lays_two(&mut t);
    let e = t.handle_timeout(T0 + 10_000, &Judge(false));
    assert!(post_keys(&e).contains(&"check-auto"), "{e:?}");
    let (shown, new) = shown_after(&t, &window, &e);
    assert!(new);
    assert!(shown.tiles.iter().all(Option::is_none));
}

/// An Undo every opponent agrees to takes the tiles back: a new picture, Ala to move again.
#[test]
fn an_agreed_undo_gets_a_new_picture() {
    let mut t = ala_first();
    let window = ala_lays_two(&mut t);
    t.handle(
        input(ALA, press(&t, ButtonAction::Undo)),
        T0 + 1,
        &Judge(true),
    );
    let e = bolek_presses(&mut t, ButtonAction::Agree, true);
    assert!(post_keys(&e).contains(&"move-withdrawn"), "{e:?}");
    let (shown, new) = shown_after(&t, &window, &e);
    assert!(new);
    assert!(shown.players[0].to_move);
}

/// Literaki's check of good words costs the checker their next turn, so Ala moves again:
/// the window drew Bolek to move, so the message gets a new picture saying Ala.
#[test]
fn a_check_of_good_words_gets_a_picture_with_the_right_player_to_move() {
    let mut t = ala_first();
    let window = ala_lays_two(&mut t);
    let e = bolek_presses(&mut t, ButtonAction::Check, true);
    assert!(post_keys(&e).contains(&"challenger-loses-turn"), "{e:?}");
    let (shown, new) = shown_after(&t, &window, &e);
    assert!(new);
    assert!(shown.players[0].to_move && shown.players[0].score > 0);
}
