//! The preview of a move while its player types `/play` ([`Table::preview`]): the same checks,
//! parsing and evaluation as `/play`, stopping before anything is laid, without the
//! dictionary, and nothing of anybody else's rack.

mod table_common;

use plansza::lexicon::Language;
use plansza::rules::VariantId;
use plansza::table::{Action, ButtonAction, GameOptions, Msg, MsgArg, Table};
use plansza::text::localize;
use plansza::wordcap::WordCapOptions;
use table_common::*;

/// A started two-player game of `options`; the user to move and the other one.
fn started(options: GameOptions) -> (Table, u64, u64) {
    let (t, _) = ala_and_bolek(options, 3, true);
    let turn = t.played().map(|g| g.turn()).expect("the game started");
    if turn == 0 {
        (t, ALA, BOLEK)
    } else {
        (t, BOLEK, ALA)
    }
}

fn literaki() -> (Table, u64, u64) {
    started(GameOptions::new(VariantId::Literaki))
}

/// What `/play typed` answers `user` on a copy of the table (the table itself is untouched).
fn play_answer(t: &Table, user: u64, typed: &str) -> Msg {
    let mut copy = Table::from_state(t.state().clone()).expect("the state reads");
    let effects = copy.handle(
        input(user, Action::Play(typed.to_string())),
        T0,
        &Judge(true),
    );
    replies(&effects)
        .into_iter()
        .find_map(|r| match r {
            plansza::table::Reply::Text(m) => Some(m.clone()),
            _ => None,
        })
        .expect("/play answers in text")
}

fn num(msg: &Msg, name: &str) -> i64 {
    match msg.arg(name) {
        Some(MsgArg::Num(n)) => *n,
        other => panic!("{name} of {msg:?}: {other:?}"),
    }
}

fn text(msg: &Msg, name: &str) -> String {
    match msg.arg(name) {
        Some(MsgArg::Str(s)) => s.clone(),
        other => panic!("{name} of {msg:?}: {other:?}"),
    }
}

/// A legal move: where it goes (its first square as the move writes it, and direction), the
/// words it forms and the score `/play` then gives it; the table does not change.
#[test]
fn a_legal_move_is_previewed_with_its_square_words_and_score() {
    let (t, player, _) = literaki();
    let before = t.state().clone();
    for (typed, square, direction) in [("8H", "8H", "across"), ("H7", "H7", "down")] {
        let typed = format!("{typed} {}", rack_letters(&t, player, 2));
        let preview = t.preview(player, &typed);
        assert_eq!(preview.key, "preview-move", "{typed}: {preview:?}");
        assert_eq!(text(&preview, "square"), square);
        assert_eq!(text(&preview, "direction"), direction);
        let played = play_answer(&t, player, &typed);
        assert_eq!(played.key, "move-submitted", "{played:?}");
        assert_eq!(num(&preview, "score"), num(&played, "score"), "{typed}");
        assert_eq!(text(&preview, "words"), text(&played, "words"), "{typed}");
    }
    assert_eq!(t.state(), &before, "a preview changes nothing");
}

/// The preview in the typing person's language, e.g. "8H across: KO · 4 points".
#[test]
fn a_preview_reads_in_the_players_language() {
    let (t, player, _) = literaki();
    let preview = t.preview(player, &format!("8h {}", rack_letters(&t, player, 2)));
    let score = num(&preview, "score");
    let words = text(&preview, "words");
    let english = localize("en-US", &preview);
    assert!(
        english.starts_with(&format!("8H across: {words} · {score} point")),
        "{english}"
    );
    let polish = localize("pl", &preview);
    assert!(
        polish.starts_with(&format!("8H poziomo: {words} · {score} punkt")),
        "{polish}"
    );
    let down = t.preview(player, &format!("H7 {}", rack_letters(&t, player, 2)));
    assert!(localize("de", &down).starts_with("H7 senkrecht: "));
    assert!(localize("ru", &down).starts_with("H7 по вертикали: "));
}

/// Whatever `/play` refuses, the preview shows the very same refusal: what is wrong with the
/// notation, with the move on this board and rack, or with the moment.
#[test]
fn a_refused_move_is_previewed_with_the_answer_play_would_give() {
    let (t, player, _) = literaki();
    let two = rack_letters(&t, player, 2);
    let cases = [
        String::new(),
        "xyz".to_string(),
        "8H".to_string(),
        "Z99 ab".to_string(),
        "8H 1".to_string(),
        "8H *".to_string(),
        format!("8A {two}"),
        format!("8O {two}"),
        "8H ąąąąąąą".to_string(),
        format!("8H {}", rack_letters(&t, player, 1)),
    ];
    for typed in cases {
        assert_refused_alike(&t, player, &typed);
    }
}

/// Someone not to move learns whose turn it is and nothing else (no word, no score, nothing
/// of any rack); a spectator that they do not play; nobody can preview in a lobby.
#[test]
fn out_of_turn_a_preview_tells_whose_turn_it_is_and_nothing_more() {
    let (t, player, other) = literaki();
    let typed = format!("8H {}", rack_letters(&t, player, 2));
    let preview = t.preview(other, &typed);
    assert_eq!(preview, play_answer(&t, other, &typed));
    assert_eq!(preview.key, "err-not-your-turn");
    assert_eq!(preview.args.len(), 1, "only the name of who is to move");
    assert_eq!(t.preview(99, &typed).key, "err-not-a-player");

    let (lobby, _) = ala_and_bolek(GameOptions::new(VariantId::Literaki), 3, false);
    assert_eq!(lobby.preview(ALA, "8H ab").key, "err-not-started");
}

/// While a move waits for Accept or Check, the next player's preview says so.
#[test]
fn while_a_move_waits_the_preview_says_so() {
    let (mut t, player, other) = literaki();
    let typed = format!("8H {}", rack_letters(&t, player, 2));
    t.handle(input(player, Action::Play(typed)), T0, &Judge(true));
    assert_eq!(t.preview(other, "H8 ab").key, "err-move-pending");
    assert_eq!(t.preview(player, "H8 ab").key, "err-move-pending");
}

/// Literki: "podczas układania słów korzystanie ze słownika jest zabronione" — so no hints
/// there, yet a move is previewed as anywhere else: the preview consults no dictionary.
#[test]
fn literki_previews_moves_though_it_forbids_the_dictionary() {
    let (mut t, player, _) = started(GameOptions::new(VariantId::Literki));
    let hint = t.handle(input(player, Action::Hint), T0, &Judge(true));
    assert_eq!(reply_key(&hint), Some("err-no-dictionary-while-composing"));
    let typed = format!("8H {}", rack_letters(&t, player, 3));
    assert_same_as_play(&t, player, &typed);
    assert_eq!(t.preview(player, &typed).key, "preview-move");
}

/// WordCap: the cells (typed, or found for a typed word) and the score, as `/play` reads
/// them; garbage gets `/play`'s own refusal.
#[test]
fn a_wordcap_word_is_previewed_with_its_cells_and_score() {
    let options = GameOptions::wordcap(WordCapOptions::new(Language::English));
    let (t, player, other) = started(options);
    let preview = t.preview(player, "A1 B2 B3");
    assert_eq!(preview.key, "preview-trace", "{preview:?}");
    assert_eq!(text(&preview, "cells"), "A1 B2 B3");
    let played = play_answer(&t, player, "A1 B2 B3");
    assert_eq!(played.key, "move-submitted", "{played:?}");
    assert_eq!(num(&preview, "score"), num(&played, "score"));
    assert_eq!(text(&preview, "word"), text(&played, "words"));
    let english = localize("en", &preview);
    assert!(english.starts_with("A1 B2 B3: "), "{english}");
    for typed in ["A1 C3", "A1 A1", "x9", "A1", "qqqqqq"] {
        assert_refused_alike(&t, player, typed);
    }
    assert_eq!(t.preview(other, "A1 B2").key, "err-not-your-turn");
}

/// After a move stood, the preview reads the new board (and the new player to move).
#[test]
fn the_preview_follows_the_board() {
    let (mut t, player, other) = literaki();
    let typed = format!("8H {}", rack_letters(&t, player, 2));
    t.handle(input(player, Action::Play(typed)), T0, &Judge(true));
    t.handle(
        input(other, press(&t, ButtonAction::Accept)),
        T0,
        &Judge(true),
    );
    for typed in [
        format!("8H {}", rack_letters(&t, other, 2)),
        format!("H7 {}", rack_letters(&t, other, 1)),
        format!("I9 {}", rack_letters(&t, other, 2)),
        "8G .".to_string(),
    ] {
        assert_same_as_play(&t, other, &typed);
    }
    assert_eq!(t.preview(player, "H7 ab").key, "err-not-your-turn");
}

/// The preview says what `/play` would do: the same score and words for a move it lays,
/// the same refusal otherwise.
fn assert_same_as_play(t: &Table, user: u64, typed: &str) {
    let preview = t.preview(user, typed);
    let played = play_answer(t, user, typed);
    if played.key == "move-submitted" {
        assert!(preview.key.starts_with("preview-"), "{typed}: {preview:?}");
        assert_eq!(num(&preview, "score"), num(&played, "score"), "{typed}");
    } else {
        assert_eq!(preview, played, "{typed}");
    }
}

/// `/play` refuses `typed`, and the preview shows the very same refusal.
fn assert_refused_alike(t: &Table, user: u64, typed: &str) {
    let played = play_answer(t, user, typed);
    assert!(played.key.starts_with("err-"), "{typed:?}: {played:?}");
    assert_eq!(t.preview(user, typed), played, "{typed:?}");
}
