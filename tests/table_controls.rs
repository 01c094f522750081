//! The turn controls (issue 11): the message that says whose turn it is carries **Play…**,
//! **Exchange…**, **Pass**, **My rack** and **Resign** for the player to move; each answers
//! only that player, and a move's board is shown once (its window's message becomes the
//! turn's message when it settles).

mod table_common;

use plansza::rules::VariantId;
use plansza::table::{
    Action, ButtonAction, Effect, Form, GameOptions, PostTag, Reply, Report, Table,
};
use table_common::{ala_and_bolek, input, posts, press, replies, reply_key, Judge, ALA, BOLEK, T0};

/// A started Literaki game of Ala and Bolek; who moves first is up to the seed.
fn literaki() -> (Table, u64, u64) {
    let (t, _) = ala_and_bolek(GameOptions::new(VariantId::Literaki), 3, true);
    let first = if t.game().expect("game").turn() == 0 {
        ALA
    } else {
        BOLEK
    };
    let other = if first == ALA { BOLEK } else { ALA };
    (t, first, other)
}

/// The driver reports where the last post with this tag landed.
fn landed(t: &mut Table, tag: PostTag, message_id: u64) -> Vec<Effect> {
    t.handle_event(Report::Posted { tag, message_id }, T0, &Judge(true))
}

#[test]
fn the_start_post_carries_the_controls_of_the_player_to_move() {
    let (t, _) = ala_and_bolek(GameOptions::new(VariantId::Literaki), 3, false);
    let mut t = t;
    let e = t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    let turn = posts(&e)
        .into_iter()
        .find(|p| p.board.is_some())
        .expect("the board");
    assert_eq!(turn.tag, PostTag::Turn);
    let actions: Vec<ButtonAction> = turn.buttons.iter().map(|b| b.id.action).collect();
    assert_eq!(
        actions,
        vec![
            ButtonAction::Play,
            ButtonAction::Exchange,
            ButtonAction::Pass,
            ButtonAction::MyRack,
            ButtonAction::Resign
        ]
    );
}

#[test]
fn play_opens_the_move_form_for_the_player_to_move_only() {
    let (mut t, first, other) = literaki();
    let e = t.handle(
        input(other, press(&t, ButtonAction::Play)),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("err-not-your-turn"));
    let e = t.handle(input(99, press(&t, ButtonAction::Play)), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-not-a-player"), "a spectator");
    let e = t.handle(
        input(first, press(&t, ButtonAction::Play)),
        T0,
        &Judge(true),
    );
    assert!(
        matches!(
            replies(&e)[..],
            [Reply::Form {
                form: Form::BoardMove,
                ..
            }]
        ),
        "{e:?}"
    );
}

#[test]
fn exchange_offers_the_players_own_tiles() {
    let (mut t, first, _) = literaki();
    let seat = if first == ALA { 0 } else { 1 };
    let own = t.game().expect("game").players()[seat].rack.tiles().len();
    let e = t.handle(
        input(first, press(&t, ButtonAction::Exchange)),
        T0,
        &Judge(true),
    );
    match replies(&e)[..] {
        [Reply::PickTiles { tiles, .. }] => assert_eq!(tiles.len(), own),
        _ => panic!("no picker: {e:?}"),
    }
}

/// A pass is a short line, not a new board; the controls move to it.
#[test]
fn a_pass_by_button_is_a_short_line_with_the_next_controls() {
    let (mut t, first, other) = literaki();
    landed(&mut t, PostTag::Turn, 700);
    let e = t.handle(
        input(first, press(&t, ButtonAction::Pass)),
        T0 + 1,
        &Judge(true),
    );
    assert!(
        e.contains(&Effect::ClearButtons { message_id: 700 }),
        "{e:?}"
    );
    let turn = posts(&e)
        .into_iter()
        .find(|p| p.tag == PostTag::Turn)
        .expect("turn line");
    assert!(turn.board.is_none(), "no second board for a pass");
    assert_eq!(turn.mention, vec![other]);
    assert_eq!(
        t.game().expect("game").turn(),
        if other == ALA { 0 } else { 1 }
    );
    // The old controls are stale now.
    let stale = plansza::table::Action::Button(plansza::table::ButtonId {
        game: t.state().game_id,
        action: ButtonAction::Pass,
        move_number: 0,
    });
    let e = t.handle(input(other, stale), T0 + 2, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-move-over"));
}

/// Resign asks first; the answer resigns.
#[test]
fn resign_asks_before_it_resigns() {
    let (mut t, first, _) = literaki();
    let e = t.handle(
        input(first, press(&t, ButtonAction::Resign)),
        T0,
        &Judge(true),
    );
    assert!(matches!(replies(&e)[..], [Reply::Ask { .. }]), "{e:?}");
    assert!(!t.game().expect("game").is_over());
    let e = t.handle(input(99, press(&t, ButtonAction::Resign)), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-not-a-player"));
    t.handle(
        input(first, press(&t, ButtonAction::ResignConfirmed)),
        T0,
        &Judge(true),
    );
    assert!(
        t.game().expect("game").is_over(),
        "two players: one resigned ends it"
    );
}

/// WordCap's controls: Play… opens the word form, Sort shuffles (uses no turn), no
/// Exchange and no rack.
#[test]
fn wordcap_controls_offer_the_word_form_and_sort() {
    use plansza::lexicon::Language;
    use plansza::wordcap::WordCapOptions;
    let (mut t, _) = ala_and_bolek(
        GameOptions::wordcap(WordCapOptions::new(Language::English)),
        5,
        false,
    );
    let e = t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    let turn = posts(&e)
        .into_iter()
        .find(|p| p.tag == PostTag::Turn)
        .expect("the grid with the controls");
    let actions: Vec<ButtonAction> = turn.buttons.iter().map(|b| b.id.action).collect();
    assert_eq!(
        actions,
        vec![
            ButtonAction::PlayWord,
            ButtonAction::Sort,
            ButtonAction::Pass,
            ButtonAction::Resign
        ]
    );
    let first = if t.grid().expect("grid").turn() == 0 {
        ALA
    } else {
        BOLEK
    };
    let e = t.handle(
        input(first, press(&t, ButtonAction::PlayWord)),
        T0,
        &Judge(true),
    );
    assert!(
        matches!(
            replies(&e)[..],
            [Reply::Form {
                form: Form::GridWord,
                ..
            }]
        ),
        "{e:?}"
    );
    let e = t.handle(
        input(first, press(&t, ButtonAction::Sort)),
        T0,
        &Judge(true),
    );
    assert!(table_common::post_keys(&e).contains(&"sorted"), "{e:?}");
    assert_eq!(
        t.grid()
            .expect("grid")
            .sorts_left(t.grid().expect("grid").turn()),
        2
    );
}

/// Issue 25, point 1: "A stale form or tile picker acts on a later turn." A move typed in a
/// **Play…** form, or tiles picked after **Exchange…**, count only for the turn whose control
/// opened them: sent back at a later turn (the same player's next one) they are answered
/// "this move is over" and change nothing.
#[test]
fn a_form_or_a_pick_from_an_earlier_turn_does_nothing() {
    let (mut t, first, other) = literaki();
    let play_then = press(&t, ButtonAction::Play);
    let exchange_then = press(&t, ButtonAction::Exchange);
    let (Action::Button(play_id), Action::Button(exchange_id)) = (play_then, exchange_then) else {
        panic!("controls are buttons");
    };
    // Two turns go by: the first player passes, the other passes; it is the first's turn again.
    t.handle(input(first, Action::Pass), T0, &Judge(true));
    t.handle(input(other, Action::Pass), T0, &Judge(true));
    assert_eq!(t.state().seats[t.game().expect("game").turn()].user, first);
    let before = t.state().clone();
    let letters = table_common::rack_letters(&t, first, 2);
    for late in [
        Action::Control(play_id, Box::new(Action::Play(format!("8H {letters}")))),
        Action::Control(exchange_id, Box::new(Action::Exchange(letters.clone()))),
    ] {
        let e = t.handle(input(first, late.clone()), T0 + 1, &Judge(true));
        assert_eq!(reply_key(&e), Some("err-move-over"), "{late:?}: {e:?}");
        assert!(posts(&e).is_empty(), "{late:?}");
        assert_eq!(t.state(), &before, "{late:?} changed the table");
    }
    // The same sent from the controls of this turn is carried out.
    let Action::Button(now) = press(&t, ButtonAction::Exchange) else {
        panic!("a button");
    };
    let e = t.handle(
        input(
            first,
            Action::Control(now, Box::new(Action::Exchange(letters))),
        ),
        T0 + 2,
        &Judge(true),
    );
    assert_ne!(reply_key(&e), Some("err-move-over"), "{e:?}");
    assert_ne!(t.state(), &before);
}

/// Issue 25, point 3: **Play…** is answered at once, from the table as last saved: a press
/// of this turn's control by the player to move opens the form; someone else is told whose
/// turn it is; a control of an earlier move or another game is over.
#[test]
fn the_move_form_is_judged_from_the_saved_table() {
    use plansza::table::{control_refusal, ButtonId};
    let (t, first, other) = literaki();
    let Action::Button(id) = press(&t, ButtonAction::Play) else {
        panic!("a button");
    };
    let state = t.state();
    assert_eq!(control_refusal(state, id, first), None);
    assert_eq!(
        control_refusal(state, id, other).map(|m| m.key),
        Some("err-not-your-turn")
    );
    assert_eq!(
        control_refusal(state, id, 999).map(|m| m.key),
        Some("err-not-a-player")
    );
    let earlier = ButtonId {
        move_number: id.move_number.wrapping_sub(1),
        ..id
    };
    assert_eq!(
        control_refusal(state, earlier, first).map(|m| m.key),
        Some("err-move-over")
    );
    let other_game = ButtonId {
        game: id.game + 1,
        ..id
    };
    assert_eq!(
        control_refusal(state, other_game, first).map(|m| m.key),
        Some("err-game-over")
    );
}
