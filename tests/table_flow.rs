//! Scenarios of a Literaki table as players meet them: the lobby, moves with their
//! Accept/Check/Undo windows, the clock, restarts. The clock is a number we jump; nothing sleeps.

mod table_common;

use plansza::lexicon::Language;
use plansza::rules::{Phase, Tile, VariantId};
use plansza::table::{
    Action, ButtonAction, ButtonId, Effect, GameOptions, Input, Picture, Reply, Report, Stage,
    Table, TableState, WindowKind,
};
use table_common::*;

const ALA: u64 = 11;
const BOLEK: u64 = 22;
const SPECTATOR: u64 = 99;
const T0: u64 = 1_700_000_000_000;

fn input(user: u64, action: Action) -> Input {
    let name = match user {
        ALA => "Ala",
        BOLEK => "Bolek",
        _ => "Widz",
    };
    Input {
        user,
        name: name.to_string(),
        locale: "pl".to_string(),
        action,
    }
}

fn options(move_time_secs: Option<u32>) -> GameOptions {
    GameOptions {
        move_time_secs,
        ..GameOptions::new(VariantId::Literaki)
    }
}

fn button(table: &Table, action: ButtonAction) -> Action {
    let move_number = table.game().map(|g| g.move_number()).unwrap_or(0);
    Action::Button(ButtonId {
        game: table.state().game_id,
        action,
        move_number,
    })
}

/// A two-player game, started, with Ala to move first (the seed is searched for that).
fn started(move_time: Option<u32>) -> Table {
    for seed in 0..64 {
        let (mut t, _) = Table::open(
            1,
            Some(5),
            7,
            &input(ALA, Action::NewGame(options(move_time))),
            options(move_time),
        );
        t.seed(seed);
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
        if t.game().map(|g| g.turn()) == Some(0) {
            return t;
        }
    }
    panic!("no seed gives Ala the first move");
}

/// Two letters from the player's rack, written so the rules read them (a blank as `*a`).
fn two_letters(table: &Table, player: usize) -> String {
    let game = table.game().expect("game");
    let alphabet = Language::Polish.alphabet();
    game.players()[player].rack.tiles()[..2]
        .iter()
        .map(|t| match t {
            Tile::Letter(l) => alphabet.lower(*l).to_string(),
            Tile::Blank => "*a".to_string(),
        })
        .collect()
}

fn one_letter(table: &Table, player: usize) -> String {
    let game = table.game().expect("game");
    let alphabet = Language::Polish.alphabet();
    match game.players()[player].rack.tiles()[0] {
        Tile::Letter(l) => alphabet.lower(l).to_string(),
        Tile::Blank => "*a".to_string(),
    }
}

/// Ala plays two letters across from H8 at `T0`; the window opens (its post not yet sent).
fn ala_plays(t: &mut Table) -> Vec<Effect> {
    let word = two_letters(t, 0);
    let e = t.handle(
        input(ALA, Action::Play(format!("8H {word}"))),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    e
}

/// The driver reports that the window's post landed at `at`.
fn window_posted(t: &mut Table, at: u64) -> Vec<Effect> {
    let posted = Report::Posted {
        tag: plansza::table::PostTag::Window,
        message_id: 500,
    };
    t.handle_event(posted, at, &Judge(true))
}

/// Ala opens with two letters across from H8; the window is open.
fn ala_opens(t: &mut Table) -> Vec<Effect> {
    let e = ala_plays(t);
    // The driver reports the window message's id.
    window_posted(t, T0);
    e
}

fn window_kind(t: &Table) -> Option<WindowKind> {
    match &t.state().stage {
        Stage::Playing { window, .. } => window.as_ref().map(|w| w.kind.clone()),
        _ => None,
    }
}

fn edits_removing_buttons(effects: &[Effect]) -> usize {
    let window_buttons = [
        ButtonAction::Accept,
        ButtonAction::Check,
        ButtonAction::Undo,
        ButtonAction::Agree,
        ButtonAction::Refuse,
    ];
    let settled = effects
        .iter()
        .filter(|e| {
            matches!(e, Effect::Edit { message_id: 500, buttons, .. }
                if buttons.iter().all(|b| !window_buttons.contains(&b.id.action)))
        })
        .count();
    // One picture per move: the window's message shows the settled board (the one it was
    // posted with when the move stands as drawn); nothing new is posted with a picture.
    assert!(
        settled == 0 || posts(effects).iter().all(|p| p.board.is_none()),
        "a second board was posted: {effects:?}"
    );
    settled
}

/// "Na początku gry każdy z graczy otrzymuje po 7 płytek" — every player gets 7 tiles, by DM,
/// and the board goes to the channel; "Pierwszy ruch wykonuje losowo wybrany gracz".
#[test]
fn start_deals_racks_by_dm_and_posts_the_board() {
    let (mut t, e) = Table::open(
        1,
        None,
        7,
        &input(ALA, Action::NewGame(options(None))),
        options(None),
    );
    assert_eq!(post_keys(&e), vec!["lobby-title", "lobby-players"]);
    let lobby = posts(&e)[0];
    assert_eq!(lobby.buttons.len(), 3, "Join, Add computer, Start");
    let e = t.handle(
        input(ALA, button(&t, ButtonAction::Start)),
        T0,
        &Judge(true),
    );
    assert_eq!(
        reply_key(&e),
        Some("err-player-count"),
        "one player cannot start"
    );
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Start)),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("err-only-creator-starts"));
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("err-already-joined"));
    let e = t.handle(
        input(ALA, button(&t, ButtonAction::Start)),
        T0,
        &Judge(true),
    );
    let dms: Vec<u64> = e
        .iter()
        .filter_map(|e| match e {
            Effect::SendRack { user, view, .. } => {
                assert_eq!(view.tiles.len(), 7);
                Some(*user)
            }
            _ => None,
        })
        .collect();
    assert_eq!(dms, vec![ALA, BOLEK]);
    let board = posts(&e)
        .into_iter()
        .find(|p| p.board.is_some())
        .expect("board post");
    assert!(board.lines.iter().any(|m| m.key == "turn-next"));
    assert_eq!(
        e.first(),
        Some(&Effect::Persist),
        "saved before anything is sent"
    );
}

/// "Jeżeli wszyscy przeciwnicy wybiorą opcję „Akceptuj”, ułożone płytki pozostają na planszy."
#[test]
fn accept_by_every_opponent_makes_the_move_stand() {
    let mut t = started(None);
    let e = ala_opens(&mut t);
    let window = posts(&e)
        .into_iter()
        .find(|p| p.buttons.len() == 3)
        .expect("window post");
    assert!(window
        .board
        .as_ref()
        .is_some_and(|b| matches!(b, Picture::Board(b) if b
        .tiles
        .iter()
        .flatten()
        .filter(|t| t.fresh)
        .count()
        == 2)));
    assert_eq!(window.mention, vec![BOLEK]);
    // Ala cannot accept her own move.
    let e = t.handle(
        input(ALA, button(&t, ButtonAction::Accept)),
        T0 + 1,
        &Judge(false),
    );
    assert_eq!(reply_key(&e), Some("err-own-move"));
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0 + 2,
        &Judge(false),
    );
    assert!(post_keys(&e).contains(&"move-stands"), "{e:?}");
    assert_eq!(edits_removing_buttons(&e), 1);
    assert!(e
        .iter()
        .any(|e| matches!(e, Effect::SendRack { user: ALA, view, .. } if view.tiles.len() == 7)));
    let game = t.game().expect("game");
    assert_eq!(game.turn(), 1);
    assert!(game.players()[0].score > 0);
    assert!(window_kind(&t).is_none());
}

/// "Jeżeli słowo nie jest poprawne, to gracz musi zabrać wyłożone płytki z literami i traci
/// kolejkę" — a failed check returns the tiles and the author loses the turn.
#[test]
fn check_of_a_wrong_word_returns_the_tiles() {
    let mut t = started(None);
    let rack_before = t.game().expect("game").players()[0].rack.clone();
    ala_opens(&mut t);
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Check)),
        T0 + 3,
        &Judge(false),
    );
    assert!(post_keys(&e).contains(&"move-rejected"), "{e:?}");
    assert_eq!(edits_removing_buttons(&e), 1);
    let game = t.game().expect("game");
    assert!(game.board().is_empty());
    assert_eq!(game.players()[0].rack, rack_before);
    assert_eq!(game.turn(), 1, "Ala lost her turn");
}

/// The board picture posted, or put in an edited message, if any.
fn board_picture(effects: &[Effect]) -> Option<&plansza::render::BoardView> {
    effects.iter().find_map(|e| match e {
        Effect::Post(plansza::table::Post {
            board: Some(Picture::Board(view)),
            ..
        })
        | Effect::Edit {
            board: Some(Picture::Board(view)),
            ..
        } => Some(view),
        _ => None,
    })
}

/// Issue 24, point 6: "the rejected move's picture still highlights the opponent's previous
/// move with no caption". After Bolek's move is checked and rejected, the picture marks no
/// tile as just laid (Ala's move, the one before, is not his) and its caption names the
/// rejected move.
#[test]
fn a_rejected_move_s_picture_marks_nothing_and_names_the_move() {
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0 + 3,
        &Judge(true),
    );
    assert_eq!(
        t.game().expect("game").board().tiles().count(),
        2,
        "Ala's move stood"
    );
    let letter = one_letter(&t, 1);
    let e = t.handle(
        input(BOLEK, Action::Play(format!("H9 {letter}"))),
        T0 + 5,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    window_posted(&mut t, T0 + 5);
    let e = t.handle(
        input(ALA, button(&t, ButtonAction::Check)),
        T0 + 7,
        &Judge(false),
    );
    assert!(post_keys(&e).contains(&"move-rejected"), "{e:?}");
    let view = board_picture(&e).expect("the board after the check");
    assert_eq!(
        view.tiles.iter().flatten().filter(|t| t.fresh).count(),
        0,
        "nothing marked as just laid"
    );
    assert!(view.caption.starts_with("Bolek: "), "{}", view.caption);
    assert!(view.caption.ends_with('✗'), "{}", view.caption);
}

/// "jeśli słowo jest poprawne, to kolejkę traci gracz, który zażądał sprawdzenia".
#[test]
fn check_of_a_good_word_costs_the_challenger_a_turn() {
    let mut t = started(None);
    ala_opens(&mut t);
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Check)),
        T0 + 3,
        &Judge(true),
    );
    let keys = post_keys(&e);
    assert!(keys.contains(&"move-stands"), "{keys:?}");
    assert!(keys.contains(&"challenger-loses-turn"), "{keys:?}");
    assert_eq!(
        t.game().expect("game").turn(),
        0,
        "Bolek's turn was skipped"
    );
}

/// Literki: "Jeżeli przed upływem 10 sekund ... wszyscy przeciwnicy nie wybiorą opcji
/// „Akceptuj”, słowo jest automatycznie sprawdzane w słowniku".
#[test]
fn nobody_answers_in_ten_seconds_the_words_are_checked() {
    let mut t = started(None);
    ala_opens(&mut t);
    assert_eq!(t.next_deadline(), Some(T0 + 10_000));
    assert!(t.handle_timeout(T0 + 9_999, &Judge(false)).is_empty());
    let e = t.handle_timeout(T0 + 10_000, &Judge(false));
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"check-auto") && keys.contains(&"move-rejected"),
        "{keys:?}"
    );
    assert_eq!(t.game().expect("game").turn(), 1);
    // No penalty: the automatic check of a good word skips nobody.
    let mut t = started(None);
    ala_opens(&mut t);
    let e = t.handle_timeout(T0 + 10_000, &Judge(true));
    assert!(!post_keys(&e).contains(&"challenger-loses-turn"));
    assert_eq!(t.game().expect("game").turn(), 1);
}

/// Literki: "Jeżeli wszyscy przeciwnicy wyrażą zgodę, płytki gracza ... zostają zdjęte z
/// planszy i ma on możliwość wykonania swojego ruchu jeszcze raz."
#[test]
fn undo_agreed_gives_the_author_another_try() {
    let mut t = started(None);
    ala_opens(&mut t);
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Undo)),
        T0 + 1,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("err-only-author-undo"));
    let e = t.handle(
        input(ALA, button(&t, ButtonAction::Undo)),
        T0 + 1,
        &Judge(true),
    );
    assert!(e
        .iter()
        .any(|e| matches!(e, Effect::Edit { buttons, .. } if buttons.len() == 2)));
    assert_eq!(
        t.next_deadline(),
        Some(T0 + 1 + 10_000),
        "a fresh 10 s for the vote"
    );
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Agree)),
        T0 + 2,
        &Judge(true),
    );
    assert!(post_keys(&e).contains(&"move-withdrawn"));
    let game = t.game().expect("game");
    assert!(game.board().is_empty());
    assert_eq!(game.turn(), 0, "Ala plays again");
    assert!(matches!(game.phase(), Phase::Playing));
}

/// Literki: "Jeżeli przed upływem 10 sekund od wciśnięcia przycisku „OK” wszyscy przeciwnicy
/// nie wybiorą opcji „Akceptuj”, słowo jest automatycznie sprawdzane w słowniku" and "Gracz,
/// który ... wybrał opcję „OK”, ma w ciągu 10 sekund możliwość wybrania opcji „Cofnij”". The
/// 10 seconds run from OK: an Undo asked within them gets a vote of at most 10 s, and when an
/// opponent refuses, the words are checked at once; no second Accept/Check window opens.
#[test]
fn an_undo_vote_refused_checks_the_words_at_once() {
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(ALA, button(&t, ButtonAction::Undo)),
        T0 + 9_000,
        &Judge(true),
    );
    assert_eq!(t.next_deadline(), Some(T0 + 19_000), "the vote's own 10 s");
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Refuse)),
        T0 + 9_500,
        &Judge(true),
    );
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"undo-refused") && keys.contains(&"move-stands"),
        "{keys:?}"
    );
    assert!(!keys.contains(&"check-auto"), "{keys:?}");
    assert_eq!(window_kind(&t), None, "no new window");
    assert_eq!(edits_removing_buttons(&e), 1, "the vote's buttons are gone");
    let game = t.game().expect("game");
    assert!(!game.board().is_empty(), "a real word stands");
    assert_eq!(game.turn(), 1, "no penalty: Bolek only refused the undo");
    // A phony is taken back the same way.
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(ALA, button(&t, ButtonAction::Undo)),
        T0 + 1,
        &Judge(false),
    );
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::Refuse)),
        T0 + 2,
        &Judge(false),
    );
    assert!(post_keys(&e).contains(&"move-rejected"), "{e:?}");
    assert!(t.game().expect("game").board().is_empty());
}

/// The same rule when nobody answers the vote: at the end of the vote's 10 s the words are
/// checked, so a move never waits more than 10 s after OK plus one vote asked within them.
#[test]
fn an_undo_vote_not_answered_checks_the_words_when_it_ends() {
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(ALA, button(&t, ButtonAction::Undo)),
        T0 + 4_000,
        &Judge(true),
    );
    assert!(t.handle_timeout(T0 + 10_000, &Judge(true)).is_empty());
    assert!(t.handle_timeout(T0 + 13_999, &Judge(true)).is_empty());
    let e = t.handle_timeout(T0 + 14_000, &Judge(true));
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"undo-timed-out") && keys.contains(&"move-stands"),
        "{keys:?}"
    );
    assert_eq!(window_kind(&t), None);
    assert_eq!(t.next_deadline(), None, "no second window");
    assert_eq!(t.game().expect("game").turn(), 1);
}

/// The post that calls the opponents to an Undo vote (it pings them) is taken down when the
/// vote ends, however it ends: agreed, refused or unanswered (issue 24, point 12).
#[test]
fn an_undo_vote_s_call_goes_when_the_vote_ends() {
    for end in ["agreed", "refused", "unanswered"] {
        let mut t = started(None);
        ala_opens(&mut t);
        let asked = t.handle(
            input(ALA, button(&t, ButtonAction::Undo)),
            T0 + 1,
            &Judge(true),
        );
        let call = posts(&asked)
            .into_iter()
            .find(|p| p.lines.iter().any(|m| m.key == "undo-vote"))
            .expect("the vote's call");
        assert_eq!(call.tag, plansza::table::PostTag::UndoVote, "{end}");
        let posted = Report::Posted {
            tag: plansza::table::PostTag::UndoVote,
            message_id: 777,
        };
        t.handle_event(posted, T0 + 2, &Judge(true));
        let e = match end {
            "agreed" => t.handle(
                input(BOLEK, button(&t, ButtonAction::Agree)),
                T0 + 3,
                &Judge(true),
            ),
            "refused" => t.handle(
                input(BOLEK, button(&t, ButtonAction::Refuse)),
                T0 + 3,
                &Judge(true),
            ),
            _ => t.handle_timeout(T0 + 1 + 10_000, &Judge(true)),
        };
        assert!(
            e.contains(&Effect::Delete { message_id: 777 }),
            "{end}: the call stays: {e:?}"
        );
    }
}

/// A button of a game that is no longer the channel's (an old lobby's Start, a finished
/// game's Resign, a settled move's Accept) is answered in the words of what it belonged to,
/// never "this move is over" for a lobby (issue 24, point 12).
#[test]
fn an_old_game_s_buttons_say_what_is_over() {
    let old = |action| {
        Action::Button(ButtonId {
            game: 999,
            action,
            move_number: 0,
        })
    };
    let cases = [
        (ButtonAction::Start, "err-lobby-closed"),
        (ButtonAction::Join, "err-lobby-closed"),
        (ButtonAction::AddComputer, "err-lobby-closed"),
        (ButtonAction::ResignConfirmed, "err-game-over"),
        (ButtonAction::MyRack, "err-game-over"),
        (ButtonAction::Accept, "err-move-over"),
    ];
    for (action, key) in cases {
        // No table in the channel any more, or another game at it.
        let gone = Table::without_table(&input(ALA, old(action)));
        assert_eq!(reply_key(&gone), Some(key), "{action:?} with no table");
        let mut t = started(None);
        let e = t.handle(input(ALA, old(action)), T0, &Judge(true));
        assert_eq!(reply_key(&e), Some(key), "{action:?} at another game");
    }
}

/// Issue 25, point 4: "A rated loss can be escaped": the creator's `/game end` of a rated
/// game they were losing made it count for nothing. In a rated game a player's end is their
/// resignation; a moderator who does not play may still stop it (without a result); before
/// any word it is not rated yet and `/game end` stops it as before.
#[test]
fn ending_a_rated_game_is_the_players_resignation() {
    // Ala (the creator) lays a word, Bolek accepts; then she ends the game: she resigns.
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0 + 1,
        &Judge(true),
    );
    let e = t.handle(
        input(ALA, Action::EndGame { moderator: false }),
        T0 + 2,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("end-rated-resigned"), "{e:?}");
    let results = t.results().expect("the game is over with a result");
    assert!(results.rated, "it counts");
    let bolek = results
        .players
        .iter()
        .find(|p| p.user == BOLEK)
        .expect("Bolek");
    assert_eq!(bolek.finish, plansza::table::Finish::Won);
    // A moderator who is not playing stops a rated game without a result.
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0 + 1,
        &Judge(true),
    );
    let e = t.handle(
        input(SPECTATOR, Action::EndGame { moderator: true }),
        T0 + 2,
        &Judge(true),
    );
    assert!(post_keys(&e).contains(&"end-stopped"), "{e:?}");
    assert!(!t.results().expect("over").rated);
    // Before any word the game is not rated yet: the creator's end stops it.
    let mut t = started(None);
    let e = t.handle(
        input(ALA, Action::EndGame { moderator: false }),
        T0,
        &Judge(true),
    );
    assert!(post_keys(&e).contains(&"end-stopped"), "{e:?}");
}

/// Spectators and players out of turn change nothing and are told why.
#[test]
fn spectators_and_moves_out_of_turn_are_refused() {
    let mut t = started(None);
    let before = t.state().clone();
    let e = t.handle(input(BOLEK, Action::Play("8H ab".into())), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-not-your-turn"));
    let e = t.handle(input(SPECTATOR, Action::Pass), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-not-a-player"));
    let e = t.handle(
        input(SPECTATOR, button(&t, ButtonAction::MyRack)),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("err-not-a-player"));
    let e = t.handle(input(ALA, Action::Play("Z9 kot".into())), T0, &Judge(true));
    assert!(
        reply_key(&e).is_some_and(|k| k.starts_with("err-")),
        "{e:?}"
    );
    assert_eq!(t.state(), &before, "nothing changed");
    ala_opens(&mut t);
    let e = t.handle(
        input(SPECTATOR, button(&t, ButtonAction::Check)),
        T0 + 1,
        &Judge(false),
    );
    assert_eq!(reply_key(&e), Some("err-not-a-player"));
    assert!(window_kind(&t).is_some());
}

/// A button pressed after its move was settled answers "this move is over".
#[test]
fn a_stale_button_says_the_move_is_over() {
    let mut t = started(None);
    ala_opens(&mut t);
    let old_accept = button(&t, ButtonAction::Accept);
    t.handle(input(BOLEK, old_accept.clone()), T0 + 1, &Judge(true));
    let e = t.handle(input(BOLEK, old_accept), T0 + 2, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-move-over"));
    let other_game = Action::Button(ButtonId {
        game: 12345,
        action: ButtonAction::Accept,
        move_number: 1,
    });
    let e = t.handle(input(BOLEK, other_game), T0 + 2, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-move-over"));
}

/// Literki: "Jeżeli gra toczy się z włączonym limitem czasu na ruch, a gracz nie ułoży płytek
/// ... przed upływem tego limitu, jego ruch traktowany jest tak, jakby spasował."
#[test]
fn running_out_of_move_time_is_a_pass() {
    let mut t = started(Some(60));
    assert_eq!(t.next_deadline(), Some(T0 + 60_000));
    let e = t.handle_timeout(T0 + 60_000, &Judge(true));
    assert!(post_keys(&e).contains(&"timed-out"));
    assert_eq!(t.game().expect("game").turn(), 1);
    assert_eq!(t.next_deadline(), Some(T0 + 120_000));
}

/// "wszyscy gracze opuścili kolejkę (spasowali) dwa razy pod rząd" ends the game; the final
/// post carries the score table and the table is archived.
#[test]
fn everyone_passing_twice_ends_the_game() {
    let mut t = started(None);
    let mut last = Vec::new();
    for user in [ALA, BOLEK, ALA, BOLEK] {
        last = t.handle(input(user, Action::Pass), T0, &Judge(true));
    }
    assert!(t.is_finished());
    let keys = post_keys(&last);
    assert!(
        keys.contains(&"end-all-passed")
            && keys.contains(&"final-score")
            && keys.contains(&"winner"),
        "{keys:?}"
    );
    assert!(last.contains(&Effect::Archive));
}

/// A closed DM: the channel is told to use My rack, once; My rack answers privately.
#[test]
fn closed_dms_fall_back_to_my_rack() {
    let mut t = started(None);
    let e = t.handle_event(Report::DmFailed { user: BOLEK }, T0, &Judge(true));
    let p = posts(&e);
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].mention, vec![BOLEK]);
    assert!(t
        .handle_event(Report::DmFailed { user: BOLEK }, T0, &Judge(true))
        .is_empty());
    let e = t.handle(
        input(BOLEK, button(&t, ButtonAction::MyRack)),
        T0,
        &Judge(true),
    );
    assert!(matches!(replies(&e)[..], [Reply::Rack { view, .. }] if view.tiles.len() == 7));
    let e = t.handle(input(BOLEK, Action::ShowRack), T0, &Judge(true));
    assert!(matches!(replies(&e)[..], [Reply::Rack { .. }]));
}

/// Saved state comes back whole after a restart, and a window that expired meanwhile is
/// settled at once as an automatic check.
#[test]
fn restart_settles_an_expired_window() {
    let mut t = started(None);
    ala_opens(&mut t);
    let json = serde_json::to_string(t.state()).expect("state serialises");
    let state: TableState = serde_json::from_str(&json).expect("state reads back");
    assert_eq!(&state, t.state());
    let mut back = Table::from_state(state).expect("a sound state");
    assert_eq!(back.next_deadline(), Some(T0 + 10_000));
    let e = back.handle_timeout(T0 + 3_600_000, &Judge(true));
    assert!(post_keys(&e).contains(&"check-auto"));
    assert_eq!(edits_removing_buttons(&e), 1);
    assert!(back.game().expect("game").players()[0].score > 0);
}

/// Issue 10, point 8: "if a window post could not be sent in time, do not settle the move
/// behind the players' backs: extend or restart the window when the post finally lands."
#[test]
fn a_window_post_that_lands_late_gives_the_players_their_ten_seconds() {
    for late in [5_000, 10_000, 25_000] {
        let mut t = started(None);
        ala_plays(&mut t);
        assert_eq!(t.next_deadline(), Some(T0 + 10_000));
        // Discord rate-limited the post; the channel's timer waited for it.
        let landed = T0 + late;
        assert!(window_posted(&mut t, landed).contains(&Effect::Persist));
        assert_eq!(t.next_deadline(), Some(landed + 10_000), "late by {late}");
        assert!(t.handle_timeout(landed + 9_999, &Judge(true)).is_empty());
        let e = t.handle_timeout(landed + 10_000, &Judge(true));
        assert!(post_keys(&e).contains(&"check-auto"), "{e:?}");
    }
}

/// A window's post that lands as usual (well within a second) keeps the window's deadline.
#[test]
fn a_window_post_that_lands_on_time_keeps_the_deadline() {
    let mut t = started(None);
    ala_plays(&mut t);
    window_posted(&mut t, T0 + 300);
    assert_eq!(t.next_deadline(), Some(T0 + 10_000));
    // A second report (a retry that landed twice) changes nothing.
    assert!(window_posted(&mut t, T0 + 5_000).is_empty());
    assert_eq!(t.next_deadline(), Some(T0 + 10_000));
}

/// The creator or a moderator can end a stuck game; others cannot.
#[test]
fn end_game_by_creator_or_moderator() {
    let mut t = started(None);
    let e = t.handle(
        input(BOLEK, Action::EndGame { moderator: false }),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("err-end-not-allowed"));
    let e = t.handle(
        input(SPECTATOR, Action::EndGame { moderator: true }),
        T0,
        &Judge(true),
    );
    assert!(e.contains(&Effect::Archive));
    assert!(t.is_finished());
}

/// Three players: the move stands only when both opponents accept.
#[test]
fn three_players_need_two_accepts() {
    let (mut t, _) = Table::open(
        1,
        None,
        7,
        &input(ALA, Action::NewGame(options(None))),
        options(None),
    );
    t.seed(1);
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    t.handle(
        input(SPECTATOR, button(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    t.handle(
        input(ALA, button(&t, ButtonAction::Start)),
        T0,
        &Judge(true),
    );
    let first = t.game().expect("game").turn();
    let users = [ALA, BOLEK, SPECTATOR];
    let word = two_letters(&t, first);
    t.handle(
        input(users[first], Action::Play(format!("8H {word}"))),
        T0,
        &Judge(true),
    );
    let others: Vec<u64> = users
        .iter()
        .copied()
        .filter(|&u| u != users[first])
        .collect();
    let e = t.handle(
        input(others[0], button(&t, ButtonAction::Accept)),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("you-accepted"));
    assert!(window_kind(&t).is_some());
    let e = t.handle(
        input(others[1], button(&t, ButtonAction::Accept)),
        T0,
        &Judge(true),
    );
    assert!(post_keys(&e).contains(&"move-stands"));
}

/// A second move must touch the first; one tile down from the first word is enough.
#[test]
fn second_player_extends_the_board() {
    let mut t = started(None);
    ala_opens(&mut t);
    t.handle(
        input(BOLEK, button(&t, ButtonAction::Accept)),
        T0,
        &Judge(true),
    );
    let letter = one_letter(&t, 1);
    let e = t.handle(
        input(BOLEK, Action::Play(format!("H8 .{letter}"))),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let e = t.handle(input(BOLEK, Action::Exchange("a".into())), T0, &Judge(true));
    assert_eq!(reply_key(&e), Some("err-move-pending"));
}

/// A Letterbox table (five letters each): Ala against the computer it seats by default
/// ("Derzeit gibt es noch keinen Mehrspielermodus, d. h. der Gegner ist immer der
/// Computer"), started, Ala to move first.
fn letterbox_started() -> Table {
    let opts = GameOptions {
        rules: plansza::rules::GameOptions {
            rack_size: Some(5),
            ..Default::default()
        },
        ..GameOptions::new(VariantId::Letterbox)
    };
    for seed in 0..64 {
        let (mut t, e) = Table::open(
            1,
            Some(5),
            8,
            &input(ALA, Action::NewGame(opts.clone())),
            opts.clone(),
        );
        assert_eq!(t.state().seats.len(), 2, "Ala and the computer");
        assert!(t.state().seats[1].computer.is_some());
        // "Je schwieriger die Spieleinstellungen gewählt werden, desto höher die Anzahl der
        // Spielpunkte": the lobby says what is at stake (10 + 2 x (10 - 5) + 5 for an
        // intermediate computer = 25).
        let stake = posts(&e)[0]
            .lines
            .iter()
            .find(|m| m.key == "lobby-stake")
            .and_then(|m| m.arg("points").cloned());
        assert_eq!(stake, Some(plansza::table::MsgArg::Num(25)));
        t.seed(seed);
        t.handle(
            input(ALA, button(&t, ButtonAction::Start)),
            T0,
            &Judge(true),
        );
        if t.game().map(|g| g.turn()) == Some(0) {
            return t;
        }
    }
    panic!("no seed gives Ala the first move");
}

/// "Können alle beteiligten Spieler nichts anlegen, bekommt jeder Spieler ein Set neuer
/// Buchstabensteine." A round of passes (the computer with no word list passes too): a line
/// for the channel and the person's new letters by DM (a computer gets no DM). "Aber
/// Achtung: Bei einem verlorenen Spiel werden die Spielpunkte vom Konto des Benutzers
/// abgezogen!"
#[test]
fn letterbox_new_letters_by_dm_and_game_points_for_the_winner() {
    let mut t = letterbox_started();
    assert_eq!(t.stake(), Some(25));
    let e = t.handle(input(ALA, Action::Pass), T0, &Judge(true));
    assert!(!post_keys(&e).contains(&"new-letters"));
    // The computer moves when its short pause is over.
    assert_eq!(t.next_deadline(), Some(T0 + 1_500));
    let e = t.handle_timeout(T0 + 1_500, &Judge(true));
    assert!(
        post_keys(&e).contains(&"new-letters"),
        "{:?}",
        post_keys(&e)
    );
    let dealt: Vec<u64> = e
        .iter()
        .filter_map(|e| match e {
            Effect::SendRack {
                user, note, view, ..
            } if note.key == "rack-new-letters" => {
                assert_eq!(view.tiles.len(), 5);
                Some(*user)
            }
            _ => None,
        })
        .collect();
    assert_eq!(dealt, vec![ALA]);
    assert!(
        t.account_changes().is_empty(),
        "nothing moves while the game is on"
    );
    let e = t.handle(input(ALA, Action::Resign), T0, &Judge(true));
    assert!(t.is_finished());
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"winner") && keys.contains(&"game-points-lost"),
        "{keys:?}"
    );
    let changes: Vec<(u64, i64, bool)> = t
        .account_changes()
        .into_iter()
        .map(|c| (c.user, c.delta, c.won))
        .collect();
    assert_eq!(
        changes,
        vec![(ALA, -25, false)],
        "computers keep no account"
    );
}

/// "Wenn über zwei Runden hinweg kein Spieler anlegen kann, wird das Spiel unentschieden
/// abgebrochen." A draw: no winner, no game points. An exchange is not offered.
#[test]
fn letterbox_draw_moves_no_game_points() {
    let mut t = letterbox_started();
    let e = t.handle(input(ALA, Action::Exchange("a".into())), T0, &Judge(true));
    assert!(
        matches!(
            reply_key(&e),
            Some("err-exchange-not-offered") | Some("err-not-on-rack")
        ),
        "{e:?}"
    );
    for round in 0..2u64 {
        let now = T0 + round * 10_000;
        t.handle(input(ALA, Action::Pass), now, &Judge(true));
        t.handle_timeout(now + 1_500, &Judge(true));
    }
    assert!(matches!(
        t.game().map(|g| g.phase().clone()),
        Some(Phase::Over {
            ending: plansza::rules::Ending::Drawn,
            ..
        })
    ));
    assert!(t.account_changes().is_empty());
}

/// The computer's turn: when its pause is over it lays a word (the generator over its word
/// list) and the turn comes back to the person.
#[test]
fn the_computer_lays_a_word_on_its_turn() {
    let dicts = WithDawg::new(Language::German, true);
    let mut t = letterbox_started();
    t.handle(input(ALA, Action::Pass), T0, &dicts);
    let e = t.handle_timeout(T0 + 1_500, &dicts);
    assert!(
        post_keys(&e).contains(&"move-stands"),
        "{:?}",
        post_keys(&e)
    );
    assert!(replies(&e).is_empty(), "nobody asked the computer");
    let game = t.game().expect("a game");
    assert!(!game.board().is_empty());
    assert_eq!(game.turn(), 0);
}

/// Ala's Literaki lobby against the computer of this strength (not seated yet), its deals
/// seeded with `seed`.
fn lobby_against(strength: plansza::movegen::computer::Strength, seed: u64) -> Table {
    let opts = GameOptions {
        computer: Some(strength),
        ..GameOptions::new(VariantId::Literaki)
    };
    let (mut t, _) = Table::open(
        1,
        Some(5),
        9,
        &input(ALA, Action::NewGame(opts.clone())),
        opts,
    );
    t.seed(seed);
    t
}

/// In a game with Accept/Check windows, a computer opponent answers at once: it accepts a
/// move of dictionary words (and checks a phony at the strong level).
#[test]
fn a_computer_opponent_answers_the_window_at_once() {
    let mk = |strength| {
        for seed in 0..64 {
            let mut t = lobby_against(strength, seed);
            let e = t.handle(
                input(ALA, button(&t, ButtonAction::AddComputer)),
                T0,
                &Judge(true),
            );
            assert_eq!(replies(&e).len(), 1);
            let e = t.handle(
                input(BOLEK, button(&t, ButtonAction::AddComputer)),
                T0,
                &Judge(true),
            );
            assert_eq!(reply_key(&e), Some("err-only-creator-adds-computer"));
            t.handle(
                input(ALA, button(&t, ButtonAction::Start)),
                T0,
                &Judge(true),
            );
            if t.game().map(|g| g.turn()) == Some(0) {
                return t;
            }
        }
        panic!("no seed gives Ala the first move");
    };
    use plansza::movegen::computer::Strength;
    // Good words: accepted at once, the move stands within Ala's own command.
    let mut t = mk(Strength::Strong);
    let word = two_letters(&t, 0);
    let e = t.handle(
        input(ALA, Action::Play(format!("8H {word}"))),
        T0,
        &Judge(true),
    );
    assert!(
        post_keys(&e).contains(&"move-stands"),
        "{:?}",
        post_keys(&e)
    );
    // A phony: the strong computer checks it and the tiles go back.
    let mut t = mk(Strength::Strong);
    let word = two_letters(&t, 0);
    let e = t.handle(
        input(ALA, Action::Play(format!("8H {word}"))),
        T0,
        &Judge(false),
    );
    assert!(
        post_keys(&e).contains(&"move-rejected"),
        "{:?}",
        post_keys(&e)
    );
}

/// The computer's move is the table's next deadline while the computer is to move and no
/// window is open, and only then: the channel's task times that step as the computer's
/// thinking (its CPU, its wait for a pool thread). Its move opens the person's window
/// (their deadline, not the computer's), and the person's turn is theirs.
#[test]
fn the_computer_moves_next_on_its_turn_only() {
    use plansza::movegen::computer::Strength;
    let dicts = WithDawg::new(Language::Polish, true);
    let mut seen_first = false;
    for seed in 0..64 {
        let mut t = lobby_against(Strength::Strong, seed);
        assert_eq!(
            t.computer_moves_next(),
            None,
            "a lobby has no computer move"
        );
        t.handle(
            input(ALA, button(&t, ButtonAction::AddComputer)),
            T0,
            &dicts,
        );
        t.handle(input(ALA, button(&t, ButtonAction::Start)), T0, &dicts);
        if t.game().map(|g| g.turn()) == Some(0) {
            assert_eq!(t.computer_moves_next(), None, "Ala to move");
            continue;
        }
        seen_first = true;
        assert_eq!(t.computer_moves_next(), Some(Strength::Strong));
        let e = t.handle_timeout(T0 + 1_500, &dicts);
        let window = matches!(
            &t.state().stage,
            Stage::Playing {
                window: Some(_),
                ..
            }
        );
        assert!(
            window,
            "the computer's move waits in Ala's window: {:?}",
            post_keys(&e)
        );
        assert_eq!(t.computer_moves_next(), None, "Ala's window is open");
        break;
    }
    assert!(seen_first, "no seed gives the computer the first move");
}

/// `/hint`: off in a game between people, on against the computer; it lists good moves for
/// the caller alone. After the game each person can see their biggest missed moves.
#[test]
fn hints_against_the_computer_and_missed_moves_after_the_game() {
    let dicts = WithDawg::new(Language::German, true);
    let mut people = started(None);
    let e = people.handle(input(ALA, Action::Hint), T0, &dicts);
    assert_eq!(reply_key(&e), Some("err-no-hints"));
    let mut t = letterbox_started();
    let e = t.handle(input(ALA, Action::Hint), T0, &dicts);
    assert_eq!(reply_key(&e), Some("hint-moves"), "{e:?}");
    assert!(posts(&e).is_empty(), "a hint is for the caller alone");
    // Each hint is written in the one notation `/play` reads and writes back (issue 24.19).
    let variant = plansza::rules::VariantId::Letterbox.variant();
    let hinted = format!("{e:?}");
    let hints: Vec<&str> = hinted.split('`').skip(1).step_by(2).collect();
    assert!(!hints.is_empty(), "{hinted}");
    for written in hints {
        let read = plansza::rules::parse_move(written, variant).expect("a hint reads as a move");
        assert_eq!(read.to_text(variant.alphabet()), written);
    }
    // Ala passes although she had a move: a missed move.
    t.handle(input(ALA, Action::Pass), T0, &dicts);
    assert_eq!(t.state().missed.len(), 1);
    assert_eq!(t.state().missed[0].played, "-");
    assert!(t.state().missed[0].best_score > 0);
    t.handle_timeout(T0 + 1_500, &dicts);
    t.handle(input(ALA, Action::Resign), T0 + 2_000, &dicts);
    let report = plansza::table::missed_report(t.state(), ALA);
    assert_eq!(report[0].key, "missed-moves");
    assert_eq!(
        plansza::table::missed_report(t.state(), SPECTATOR)[0].key,
        "err-not-a-player"
    );
}
