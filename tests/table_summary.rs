//! The game's live summary in the channel (the lobby message, once the game plays in its
//! thread) as a reader of the channel sees it: the turn count, the result at the end, and
//! how a draw or a game ended before any move reads (issue 24, points 10 and 12).

mod table_common;

use plansza::rules::VariantId;
use plansza::table::{
    Action, ButtonAction, Effect, GameOptions, Msg, MsgArg, PostTag, Report, Summary, Table,
};
use table_common::*;

const LOBBY: u64 = 300;
const THREAD: u64 = 301;

/// Ala and Bolek at a Literaki table whose game plays in a thread, Ala to move.
fn in_a_thread() -> Table {
    for seed in 0..64 {
        let options = GameOptions::new(VariantId::Literaki);
        let (mut t, _) = Table::open(
            1,
            Some(5),
            7,
            &input(ALA, Action::NewGame(options.clone())),
            options,
        );
        t.seed(seed);
        let lobby = Report::Posted {
            tag: PostTag::Lobby,
            message_id: LOBBY,
        };
        t.handle_event(lobby, T0, &Judge(true));
        t.handle(
            input(BOLEK, press(&t, ButtonAction::Join)),
            T0,
            &Judge(true),
        );
        t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
        let opened = Report::ThreadOpened {
            thread: THREAD,
            message_id: LOBBY,
        };
        t.handle_event(opened, T0, &Judge(true));
        assert!(t.state().summary.is_some(), "the game plays in its thread");
        if t.game().map(|g| g.turn()) == Some(0) {
            return t;
        }
    }
    panic!("no seed gives Ala the first move");
}

/// The last summary among the effects.
fn summary(effects: &[Effect]) -> Option<Summary> {
    effects.iter().rev().find_map(|e| match e {
        Effect::Summary { summary, .. } => Some(summary.clone()),
        _ => None,
    })
}

fn keys(lines: &[Msg]) -> Vec<&'static str> {
    lines.iter().map(|m| m.key).collect()
}

/// Ala lays two tiles and Bolek accepts: the move stands.
fn ala_plays_and_bolek_accepts(t: &mut Table) -> Vec<Effect> {
    let word = rack_letters(t, ALA, 2);
    let laid = t.handle(
        input(ALA, Action::Play(format!("8H {word}"))),
        T0,
        &Judge(true),
    );
    assert_eq!(reply_key(&laid), Some("move-submitted"), "{laid:?}");
    t.handle(
        input(BOLEK, press(t, ButtonAction::Accept)),
        T0 + 1_000,
        &Judge(true),
    )
}

/// One word laid and accepted is one move in the summary, not two (laying it and settling it
/// are one turn); a pass after it makes two.
#[test]
fn the_summary_counts_each_turn_once() {
    let mut t = in_a_thread();
    let settled = ala_plays_and_bolek_accepts(&mut t);
    let shown = summary(&settled).expect("the summary is edited after the move");
    assert_eq!(shown.turns, 1, "{shown:?}");
    let passed = t.handle(input(BOLEK, Action::Pass), T0 + 2_000, &Judge(true));
    assert_eq!(summary(&passed).map(|s| s.turns), Some(2));
    let english = plansza::text::localize("en", &Msg::new("summary-moves").n("count", 2));
    assert_eq!(english, "2 moves");
}

/// At the end the summary shows the result (why it ended, the scores, the winner), not the
/// last move's line again: that line is in the thread.
#[test]
fn the_summary_s_result_does_not_repeat_the_last_move() {
    // A moderator who is not playing ends it (a player's end of a rated game is their
    // resignation).
    let mut t = in_a_thread();
    ala_plays_and_bolek_accepts(&mut t);
    let ended = t.handle(
        input(99, Action::EndGame { moderator: true }),
        T0 + 5_000,
        &Judge(true),
    );
    let shown = summary(&ended).expect("the summary shows the result");
    assert!(shown.over);
    let result = keys(&shown.result);
    assert_eq!(result.first(), Some(&"end-stopped"), "{result:?}");
    assert!(result.contains(&"winner"), "{result:?}");
    let final_post = posts(&ended)
        .last()
        .map(|p| keys(&p.lines))
        .unwrap_or_default();
    let from = final_post
        .iter()
        .position(|k| k.starts_with("end-"))
        .expect("why it ended");
    assert!(
        from > 1,
        "the final post tells what happened first: {final_post:?}"
    );
    assert_eq!(
        result,
        final_post[from..],
        "the summary's result is the final post's tail"
    );
}

/// "Wygrywa gracz, który zdobędzie największą liczbę punktów" (Literaki): equal best scores
/// share the win, and the result says it is a draw, not "Winner: Ala, Bolek".
#[test]
fn equal_best_scores_read_as_a_draw() {
    let mut t = in_a_thread();
    t.handle(input(ALA, Action::Pass), T0, &Judge(true));
    t.handle(input(BOLEK, Action::Pass), T0, &Judge(true));
    let ended = t.handle(
        input(ALA, Action::EndGame { moderator: false }),
        T0,
        &Judge(true),
    );
    let shown = summary(&ended).expect("the summary shows the result");
    let result = keys(&shown.result);
    assert!(result.contains(&"winners-tied"), "{result:?}");
    assert!(!result.contains(&"winner"), "{result:?}");
    let tie = shown
        .result
        .iter()
        .find(|m| m.key == "winners-tied")
        .expect("the draw");
    for locale in ["en", "pl", "de", "ru"] {
        let text = plansza::text::localize(locale, tie);
        assert!(text.contains("Ala, Bolek"), "{locale}: {text}");
    }
}

/// A game ended before anyone took a turn has no winner (not a draw of 0-0 and not "Winner:
/// Ala, Bolek").
#[test]
fn a_game_ended_before_any_move_has_no_winner() {
    let mut t = in_a_thread();
    let ended = t.handle(
        input(ALA, Action::EndGame { moderator: false }),
        T0,
        &Judge(true),
    );
    let shown = summary(&ended).expect("the summary shows the result");
    let result = keys(&shown.result);
    assert!(result.contains(&"no-winner"), "{result:?}");
    assert!(
        !result.iter().any(|k| k.starts_with("winner")),
        "{result:?}"
    );
}

/// Issue 28: the end of a game names each person's costliest turns, in the channel's summary
/// too (spectators read it): Ala's weakest play, with the equity it lost; Bolek, who took no
/// turn, is not named.
#[test]
fn the_summary_s_result_names_each_person_s_costliest_turns() {
    let dicts = WithDawg::new(plansza::lexicon::Language::Polish, true);
    let mut t = in_a_thread();
    let weakest = weakest_play(t.game().expect("started"), &dicts);
    t.handle(input(ALA, weakest), T0, &dicts);
    t.handle(
        input(BOLEK, press(&t, ButtonAction::Accept)),
        T0 + 1_000,
        &dicts,
    );
    let lost = t.state().missed.first().and_then(|m| m.lost);
    assert!(lost.is_some_and(|l| l > 0), "{:?}", t.state().missed);
    let ended = t.handle(
        input(99, Action::EndGame { moderator: true }),
        T0 + 5_000,
        &dicts,
    );
    let shown = summary(&ended).expect("the summary shows the result");
    let result = keys(&shown.result);
    let lines: Vec<&Msg> = shown
        .result
        .iter()
        .filter(|m| m.key == "final-missed-line")
        .collect();
    assert!(result.contains(&"final-missed"), "{result:?}");
    assert_eq!(lines.len(), 1, "{result:?}");
    assert_eq!(lines[0].arg("name"), Some(&MsgArg::Str("Ala".into())));
    assert_eq!(lines[0].arg("lost"), lost.map(MsgArg::Tenths).as_ref());
}
