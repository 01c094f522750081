//! Games over days (correspondence) at the table, with a jumped clock.
//!
//! Issue 13: "`/game new pace:days days_per_move:N` opens a game where each player has N
//! days per move (1-14). The player to move gets a DM reminder when their turn comes and
//! again before their time runs out […]; a player out of time passes, as the rules say for
//! time limits. The ten-second Accept/Check window cannot work over days: the opponents'
//! next action settles the move instead (their first button or command is their Accept or
//! Check)". The reading chosen is in `docs/rules/correspondence.md`.

mod table_common;

use plansza::rules::{TurnRecord, VariantId};
use plansza::table::{Action, ButtonAction, Effect, GameOptions, Msg, Table};
use table_common::{input, post_keys, press, rack_letters, reply_key, Judge, ALA, BOLEK, T0};

const DAY: u64 = 86_400_000;
const DAYS: u8 = 2;

fn options() -> GameOptions {
    GameOptions {
        days_per_move: Some(DAYS),
        move_time_secs: Some(u32::from(DAYS) * 86_400),
        ..GameOptions::new(VariantId::Literaki)
    }
}

/// The reminders among effects: (to whom, which).
fn reminders(effects: &[Effect]) -> Vec<(u64, &'static str)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Remind { user, lines } => Some((*user, lines[0].key)),
            _ => None,
        })
        .collect()
}

/// Ala and Bolek at a game over days, started at `T0` with Ala to move (the seed searched).
fn started() -> (Table, Vec<Effect>) {
    for seed in 0..64 {
        let (mut t, _) = Table::open(
            1,
            Some(5),
            7,
            &input(ALA, Action::NewGame(options())),
            options(),
        );
        t.seed(seed);
        t.handle(
            input(BOLEK, press(&t, ButtonAction::Join)),
            T0,
            &Judge(true),
        );
        let e = t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
        if t.game().map(|g| g.turn()) == Some(0) {
            return (t, e);
        }
    }
    panic!("no seed gives Ala the first move");
}

fn history_kinds(t: &Table) -> Vec<&'static str> {
    t.game()
        .expect("a game")
        .history()
        .iter()
        .map(|r| match r {
            TurnRecord::Played { .. } => "played",
            TurnRecord::Rejected { .. } => "rejected",
            TurnRecord::Passed { .. } => "passed",
            TurnRecord::Exchanged { .. } => "exchanged",
            _ => "other",
        })
        .collect()
}

fn play(t: &mut Table, user: u64, at: u64) -> Vec<Effect> {
    let word = rack_letters(t, user, 2);
    let square = if t.game().expect("game").history().is_empty() {
        "8H"
    } else {
        "H8"
    };
    let typed = if square == "8H" {
        format!("8H {word}")
    } else {
        // Down from H8 through the first word's first letter: one new tile below it.
        format!("H8 .{}", &rack_letters(t, user, 1))
    };
    t.handle(input(user, Action::Play(typed)), at, &Judge(true))
}

/// "The player to move gets a DM reminder when their turn comes and again before their time
/// runs out": at the start Ala is reminded; a quarter of her two days before the end (12 h,
/// never more than a day) she is warned once; at the end she passes, and Bolek's turn comes
/// with his reminder.
#[test]
fn reminders_come_when_a_turn_comes_and_before_it_runs_out() {
    let (mut t, start) = started();
    assert_eq!(reminders(&start), vec![(ALA, "remind-turn")]);
    let deadline = T0 + u64::from(DAYS) * DAY;
    let warning = deadline - DAY / 2;
    assert_eq!(
        t.next_deadline(),
        Some(warning),
        "the warning is the next thing due"
    );
    assert!(reminders(&t.handle_timeout(warning - 1, &Judge(true))).is_empty());
    let e = t.handle_timeout(warning, &Judge(true));
    assert_eq!(reminders(&e), vec![(ALA, "remind-time-running-out")]);
    assert!(
        e.contains(&Effect::Persist),
        "the reminder is noted before it goes"
    );
    assert_eq!(t.next_deadline(), Some(deadline), "warned once");
    assert!(reminders(&t.handle_timeout(warning + 1, &Judge(true))).is_empty());

    let e = t.handle_timeout(deadline, &Judge(true));
    assert_eq!(history_kinds(&t), vec!["passed"], "out of time: a pass");
    assert_eq!(reminders(&e), vec![(BOLEK, "remind-turn")]);
    assert_eq!(t.game().map(|g| g.turn()), Some(1));
    let Some(Msg { key, .. }) = reminders_msg(&e) else {
        panic!("no reminder")
    };
    assert_eq!(key, "remind-turn");
}

fn reminders_msg(effects: &[Effect]) -> Option<Msg> {
    effects.iter().find_map(|e| match e {
        Effect::Remind { lines, .. } => lines.first().cloned(),
        _ => None,
    })
}

/// "The opponents' next action settles the move": Ala's move waits for Bolek days long (no
/// Undo offered); he is reminded to answer; his own move first accepts hers (it stands),
/// then is made. A Check pressed before that checks it.
#[test]
fn the_next_players_own_move_accepts_the_move_waiting_for_him() {
    let (mut t, _) = started();
    let at = T0 + 3_600_000;
    let e = play(&mut t, ALA, at);
    assert_eq!(reply_key(&e), Some("move-submitted"));
    let window = e
        .iter()
        .find_map(|e| match e {
            Effect::Post(p) if !p.buttons.is_empty() => Some(p.clone()),
            _ => None,
        })
        .expect("the move's post");
    let labels: Vec<&str> = window.buttons.iter().map(|b| b.label).collect();
    assert_eq!(labels, vec!["btn-accept", "btn-check"], "no Undo over days");
    assert!(window.lines.iter().any(|l| l.key == "window-help-days"));
    assert_eq!(reminders(&e), vec![(BOLEK, "remind-answer")]);
    assert_eq!(
        t.next_deadline(),
        Some(at + u64::from(DAYS) * DAY - DAY / 2),
        "the answer may take the days of a move; a warning comes first"
    );
    let undo = t.handle(input(ALA, press(&t, ButtonAction::Undo)), at, &Judge(true));
    assert_eq!(reply_key(&undo), Some("err-move-over"));

    // A day later Bolek simply passes: Ala's move stands first.
    let later = at + DAY;
    let e = t.handle(input(BOLEK, Action::Pass), later, &Judge(true));
    assert_eq!(history_kinds(&t), vec!["played", "passed"]);
    let keys = post_keys(&e);
    assert!(keys.contains(&"move-stands"), "{keys:?}");
    let replies = e.iter().filter(|e| matches!(e, Effect::Reply(_))).count();
    assert_eq!(replies, 1, "one answer to Bolek: his pass");
    assert_eq!(reminders(&e), vec![(ALA, "remind-turn")]);

    // Ala plays again; Bolek checks it this time (every word is a word here: it stands,
    // and the check costs him his turn as the rules say).
    let e = play(&mut t, ALA, later + 1_000);
    assert_eq!(reply_key(&e), Some("move-submitted"), "{e:?}");
    let e = t.handle(
        input(BOLEK, press(&t, ButtonAction::Check)),
        later + 2_000,
        &Judge(true),
    );
    assert!(
        post_keys(&e).contains(&"check-asked"),
        "{:?}",
        post_keys(&e)
    );
    assert_eq!(history_kinds(&t)[..3], ["played", "passed", "played"]);
}

/// Nobody answers a move within the days of a move: the words are checked automatically,
/// as at the end of the ten seconds; a word that is not one goes back.
#[test]
fn an_unanswered_move_is_checked_when_its_days_are_over() {
    let (mut t, _) = started();
    play(&mut t, ALA, T0);
    let end = T0 + u64::from(DAYS) * DAY;
    let e = t.handle_timeout(end, &Judge(false));
    let keys = post_keys(&e);
    assert!(
        keys.contains(&"check-auto-deadline") && keys.contains(&"move-rejected"),
        "{keys:?}"
    );
    // It waited days, not ten seconds, and says so in every language.
    for locale in ["en", "pl", "de", "ru"] {
        let line = plansza::text::localize(locale, &Msg::new("check-auto-deadline"));
        assert!(!line.contains("10"), "{locale}: {line}");
    }
    assert_eq!(history_kinds(&t), vec!["rejected"]);
    assert_eq!(reminders(&e), vec![(BOLEK, "remind-turn")]);
}

/// "They survive restarts and deploys like any other state": saved between moves and read
/// back, the game keeps its deadlines and does not remind anybody twice.
#[test]
fn a_restart_between_moves_keeps_deadlines_and_reminders() {
    let (mut t, _) = started();
    play(&mut t, ALA, T0);
    let json = serde_json::to_string(t.state()).expect("the state saves");
    let state = serde_json::from_str(&json).expect("and reads back");
    let mut back = Table::from_state(state).expect("a sound state");
    assert_eq!(back.next_deadline(), t.next_deadline());
    let e = back.handle_timeout(T0 + 1, &Judge(true));
    assert!(
        reminders(&e).is_empty(),
        "Bolek was reminded before the restart"
    );
    let e = back.handle(input(BOLEK, Action::Pass), T0 + DAY, &Judge(true));
    assert!(post_keys(&e).contains(&"move-stands"));
    assert_eq!(reminders(&e), vec![(ALA, "remind-turn")]);
}

/// A whole game over days: moves, passes and time-outs until everyone has passed twice in a
/// row; the game ends, scored as any other.
#[test]
fn a_whole_game_over_days() {
    let (mut t, _) = started();
    let mut now = T0;
    play(&mut t, ALA, now);
    now += DAY;
    t.handle(input(BOLEK, Action::Pass), now, &Judge(true));
    // Ala, then Bolek, then Ala let their time run out; Bolek passes by hand.
    for _ in 0..3 {
        now = t.next_deadline().expect("a deadline");
        t.handle_timeout(now, &Judge(true));
        if t.is_finished() {
            break;
        }
    }
    if !t.is_finished() {
        t.handle(input(BOLEK, Action::Pass), now + 1, &Judge(true));
    }
    for _ in 0..8 {
        if t.is_finished() {
            break;
        }
        let next = t.next_deadline().expect("a deadline");
        t.handle_timeout(next, &Judge(true));
    }
    assert!(t.is_finished(), "{:?}", history_kinds(&t));
    assert_eq!(history_kinds(&t)[0], "played");
    let results = t.results().expect("results");
    assert!(results.rated, "a game over days between people is rated");
}
