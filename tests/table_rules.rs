//! Table scenarios for rules the table itself must keep: what a player is told or sent at
//! the end of a game, what the Literki text forbids while composing, and which word list a
//! game checks against. The clock is a number we jump; nothing sleeps.

mod common;
mod table_common;

use common::Scenario;
use plansza::rules::{Game, GameOptions as RuleOptions, VariantId};
use plansza::table::{Action, ButtonAction, Effect, GameOptions, Stage, Table, TableGame};
use table_common::*;

/// A two-player table of these options, started, then given `game` as its position.
fn table_with(options: GameOptions, game: Game) -> Table {
    let (t, _) = ala_and_bolek(options, 1, true);
    let mut state = t.state().clone();
    let Stage::Playing { game: g, .. } = &mut state.stage else {
        panic!("the game started");
    };
    **g = TableGame::Board(game);
    let mut t = Table::from_state(state).expect("a sound state");
    t.seed(1);
    t
}

fn rack_dms(effects: &[Effect]) -> Vec<u64> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::SendRack { user, .. } => Some(*user),
            _ => None,
        })
        .collect()
}

/// Literaki: "Zakończenie rozgrywki następuje wtedy, gdy: 1) wszystkie płytki zostaną pobrane
/// przez graczy i jeden z nich wyłoży wszystkie posiadane przez siebie litery". The final post
/// says everything: the player who went out gets no "your rack after your move" DM with an
/// empty rack.
#[test]
fn going_out_sends_no_rack_after_the_final_post() {
    let s = Scenario(VariantId::Literaki);
    let game = s.game(RuleOptions::default(), &[], &["ok", "aei"], "");
    let mut t = table_with(GameOptions::new(VariantId::Literaki), game);
    let e = t.handle(input(ALA, Action::Play("8H ok".into())), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let e = t.handle(
        input(BOLEK, press(&t, ButtonAction::Accept)),
        T0 + 1,
        &Judge(true),
    );
    assert!(t.played().is_some_and(TableGame::is_over), "{e:?}");
    assert!(post_keys(&e).contains(&"end-went-out"), "{e:?}");
    assert_eq!(rack_dms(&e), Vec::<u64>::new(), "{e:?}");
}

/// Эрудит: "Играют до тех пор, пока кто-нибудь из игроков не наберет установленного количества
/// очков" (play until someone reaches the set score). The move that ends the game on the
/// target sends the mover no new rack.
#[test]
fn reaching_the_target_sends_no_new_rack() {
    let s = Scenario(VariantId::Erudit);
    let options = RuleOptions {
        target: Some(1),
        ..RuleOptions::default()
    };
    let mut setup = s.setup(options, &["аеи", "дом"], "абвгдежзиклмнопрстуф");
    setup.turn = 1; // Bolek moves last in the round that Ala started.
    let game = setup.into_game().expect("a valid setup");
    let mut table_options = GameOptions::new(VariantId::Erudit);
    table_options.rules.target = Some(1);
    let mut t = table_with(table_options, game);
    let e = t.handle(
        input(BOLEK, Action::Play("8H дом".into())),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let e = t.handle(
        input(ALA, press(&t, ButtonAction::Accept)),
        T0 + 1,
        &Judge(true),
    );
    assert!(t.played().is_some_and(TableGame::is_over), "{e:?}");
    assert_eq!(rack_dms(&e), Vec::<u64>::new(), "{e:?}");
}

/// A table of `variant` with a strong computer beside Ala, hints asked for, started.
fn against_the_computer(variant: VariantId) -> (Table, Vec<Effect>) {
    let mut options = GameOptions::new(variant);
    options.hints = Some(true);
    let (mut t, opened) = ala_and_bolek(options, 3, false);
    // Bolek leaves the seat to a computer: only Ala and the computer play.
    let mut state = t.state().clone();
    state.seats.retain(|s| s.user != BOLEK);
    t = Table::from_state(state).expect("a lobby");
    t.handle(
        input(ALA, press(&t, ButtonAction::AddComputer)),
        T0,
        &Judge(true),
    );
    t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    (t, opened)
}

/// Literki: "podczas układania słów korzystanie ze słownika jest zabronione, może być on użyty
/// jedynie po ułożeniu słowa" (consulting the dictionary while composing words is forbidden;
/// it may be used only once a word is laid). `/hint` looks words up for a player before they
/// lay, so Literki refuses it whoever sits at the table, even with `hints:true` against the
/// computer, where Literaki gives hints.
#[test]
fn literki_refuses_hints_even_against_the_computer() {
    let dicts = WithDawg::new(plansza::lexicon::Language::Polish, true);
    let (mut literaki, opened) = against_the_computer(VariantId::Literaki);
    assert_eq!(reply_key(&opened), Some("lobby-opened"));
    let e = literaki.handle(input(ALA, Action::Hint), T0, &dicts);
    assert_eq!(reply_key(&e), Some("hint-moves"), "{e:?}");

    let (mut literki, opened) = against_the_computer(VariantId::Literki);
    assert_eq!(
        reply_key(&opened),
        Some("lobby-opened-no-hints"),
        "hints:true is answered with the reason"
    );
    assert!(literki.played().is_some(), "the game started");
    let before = literki.state().clone();
    let e = literki.handle(input(ALA, Action::Hint), T0, &dicts);
    assert_eq!(
        reply_key(&e),
        Some("err-no-dictionary-while-composing"),
        "{e:?}"
    );
    assert_eq!(literki.state(), &before, "nothing changed");
}

/// The board picture posted, or put in an edited message, if any.
fn board_picture(effects: &[Effect]) -> Option<&plansza::render::BoardView> {
    effects.iter().find_map(|e| match e {
        Effect::Post(plansza::table::Post {
            board: Some(plansza::table::Picture::Board(view)),
            ..
        })
        | Effect::Edit {
            board: Some(plansza::table::Picture::Board(view)),
            ..
        } => Some(view),
        _ => None,
    })
}

/// The words a message names (its `words` argument).
fn words_named(effects: &[Effect], key: &str) -> Option<String> {
    effects.iter().find_map(|e| {
        let lines = match e {
            Effect::Post(p) => p.lines.as_slice(),
            Effect::Edit { lines, .. } => lines.as_slice(),
            _ => &[],
        };
        lines.iter().find(|m| m.key == key).and_then(|m| {
            m.args.iter().find_map(|(name, arg)| match (name, arg) {
                (&"words", plansza::table::MsgArg::Str(s)) => Some(s.clone()),
                _ => None,
            })
        })
    })
}

/// Эрудит: a blank on the board "может быть замещена очередным игроком фишкой с
/// действительным буквенным ее обозначением" (may be replaced by a later player with the
/// real tile). Issue 24, point 6: such a swap (`!H8А`) left no trace in the picture or the
/// text. Now the real letter on H8 is marked with the move's tiles in its window and after
/// it stood, and the move's words name the swap as typed.
#[test]
fn a_blank_taken_from_the_board_shows_in_the_picture_and_the_text() {
    let s = Scenario(VariantId::Erudit);
    let game = s.game(RuleOptions::default(), &["8D шляп*а"], &["оад", "акг"], "");
    let mut t = table_with(GameOptions::new(VariantId::Erudit), game);
    let h8 = 7 * 15 + 7;
    let e = t.handle(
        input(ALA, Action::Play("E8 .о*т !H8а".into())),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let window = board_picture(&e).expect("the window's picture");
    let swapped = window.tiles[h8].clone().expect("a tile on H8");
    assert_eq!(
        (swapped.letter, swapped.blank, swapped.fresh),
        ('А', false, true)
    );
    assert!(window.caption.contains("!H8А"), "{}", window.caption);
    let e = t.handle(
        input(BOLEK, press(&t, ButtonAction::Accept)),
        T0 + 1,
        &Judge(true),
    );
    let words = words_named(&e, "move-stands").expect("the move stands");
    assert!(words.contains("!H8А"), "{words}");
    let after = board_picture(&e).expect("the picture after the move");
    let swapped = after.tiles[h8].clone().expect("a tile on H8");
    assert_eq!(
        (swapped.letter, swapped.blank, swapped.fresh),
        ('А', false, true)
    );
}
