//! Issue 28, goal 6: "expert within its budget … (its thinking waits for a pool thread and
//! never holds a channel's acknowledgements)". A computer's move is thought over away from
//! the table ([`Table::ponder`], [`Pondering::think`]) while the table answers everyone
//! else, and played when the thought comes in ([`Table::computer_moves`]): the same move as
//! thought at once, and nothing at all when the game changed in between.

mod table_common;

use plansza::lexicon::Language;
use plansza::movegen::computer::{Budget, Strength};
use plansza::rules::VariantId;
use plansza::table::{Action, ButtonAction, ButtonId, GameOptions, Input, Stage, Table};
use table_common::*;

const ALA: u64 = 11;
const T0: u64 = 1_700_000_000_000;
/// When the computer's pause after the start is over.
const PAUSE_OVER: u64 = T0 + 1_500;

fn input(user: u64, action: Action) -> Input {
    Input {
        user,
        name: "Ala".to_string(),
        locale: "pl".to_string(),
        action,
    }
}

fn button(table: &Table, action: ButtonAction) -> Action {
    Action::Button(ButtonId {
        game: table.state().game_id,
        action,
        move_number: table.game().map(|g| g.move_number()).unwrap_or(0),
    })
}

/// Ala's Literaki game against the computer of `strength`, started with the computer to
/// move first (the deal's seed searched for that), with `dicts`.
fn computer_first(strength: Strength, dicts: &WithDawg) -> Table {
    for seed in 0..64 {
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
        t.handle(input(ALA, button(&t, ButtonAction::AddComputer)), T0, dicts);
        t.handle(input(ALA, button(&t, ButtonAction::Start)), T0, dicts);
        if t.game().map(|g| g.turn()) == Some(1) {
            return t;
        }
    }
    panic!("no seed gives the computer the first move");
}

/// Thought over away from the table, the computer's move is the one it makes when it
/// thinks at once: the same effects, the same table after (its random numbers included).
#[test]
fn a_move_thought_away_from_the_table_is_the_move_thought_at_once() {
    let dicts = WithDawg::new(Language::Polish, true);
    for strength in [Strength::Intermediate, Strength::Strong] {
        let mut at_once = computer_first(strength, &dicts);
        let mut away = computer_first(strength, &dicts);
        assert_eq!(at_once.state(), away.state());

        assert!(
            away.ponder(PAUSE_OVER - 1).is_none(),
            "nothing to think over while the computer's pause lasts"
        );
        let pondering = away
            .ponder(PAUSE_OVER)
            .expect("the computer's move to think over");
        assert_eq!(pondering.strength(), strength);
        let thought = pondering.think(&dicts);
        // Meanwhile the table answers the others; the thought comes in later.
        let later = PAUSE_OVER + 800;
        let e_away = away.computer_moves(thought, later, &dicts);
        let e_once = at_once.handle_timeout(later, &dicts);
        assert_eq!(e_away, e_once, "{strength:?}");
        assert_eq!(away.state(), at_once.state(), "{strength:?}");
        assert!(
            window_open(&away),
            "the computer's move waits in Ala's window"
        );
        assert!(away.ponder(later).is_none(), "nothing more to think over");
    }
}

/// A thought that comes in after the game changed (Ala resigned while the computer was
/// thinking) plays nothing: no move, no post, the table as it stood.
#[test]
fn a_thought_that_comes_too_late_changes_nothing() {
    let dicts = WithDawg::new(Language::Polish, true);
    let mut t = computer_first(Strength::Strong, &dicts);
    let thought = t
        .ponder(PAUSE_OVER)
        .expect("the computer's move to think over")
        .think(&dicts);
    t.handle(input(ALA, Action::Resign), PAUSE_OVER + 100, &dicts);
    assert!(t.game().is_some_and(|g| g.is_over()), "Ala resigned");
    let before = t.state().clone();
    let e = t.computer_moves(thought, PAUSE_OVER + 900, &dicts);
    assert!(e.is_empty(), "{:?}", post_keys(&e));
    assert_eq!(t.state(), &before);
}

/// The expert thinks within the budget it is given: a thought over of a few milliseconds
/// of CPU still brings a move (the driver sets `PLANSZA_EXPERT_MS`).
#[test]
fn the_expert_thinks_within_the_budget_it_is_given() {
    let dicts = WithDawg::new(Language::Polish, true);
    let mut t = computer_first(Strength::Expert, &dicts);
    let pondering = t
        .ponder(PAUSE_OVER)
        .expect("the expert's move to think over")
        .within(Budget::millis(5));
    let thought = pondering.think(&dicts);
    t.computer_moves(thought, PAUSE_OVER + 10, &dicts);
    assert!(window_open(&t), "the expert's move waits in Ala's window");
}

/// Whether a move's window is open (the computer's move waits for Ala's answer).
fn window_open(table: &Table) -> bool {
    matches!(
        table.state().stage,
        Stage::Playing {
            window: Some(_),
            ..
        }
    )
}
