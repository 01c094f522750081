//! A saved table is not trusted: whatever JSON deserialises into a [`TableState`], either
//! [`Table::from_state`] refuses it, or every action a player or a timer can take on it is
//! answered without a panic. The states are real ones (lobbies, games with a window open,
//! WordCap, Letterbox against the computer, finished games) with random damage: numbers
//! changed, list entries dropped or repeated.

mod table_common;

use plansza::lexicon::Language;
use plansza::rules::VariantId;
use plansza::table::{
    board_view, grid_view, rack_text, rack_view, Action, ButtonAction, GameOptions, GridMark,
    Table, TableState,
};
use plansza::wordcap::WordCapOptions;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;
use table_common::*;

/// A table of these options with Ala and Bolek, started when `start`.
fn table(options: GameOptions, start: bool) -> Table {
    ala_and_bolek(options, 11, start).0
}

/// Whoever is to move lays two tiles from the centre (board games) or traces A1 A2 (WordCap),
/// leaving the window open.
fn open_window(t: &mut Table) {
    let Some(turn) = t.played().map(|g| g.turn()) else {
        return;
    };
    let user = t.state().seats[turn].user;
    let text = match t.game() {
        Some(g) => {
            let alphabet = g.variant().alphabet();
            let letters: String = g.players()[turn].rack.tiles()[..2]
                .iter()
                .map(|tile| match tile {
                    plansza::rules::Tile::Letter(l) => alphabet.lower(*l).to_string(),
                    plansza::rules::Tile::Blank => {
                        format!("*{}", alphabet.lower(plansza::lexicon::Letter(0)))
                    }
                })
                .collect();
            let start = g.variant().start;
            format!("{}{} {letters}", start.row + 1, (b'A' + start.col) as char)
        }
        None => "A1 A2".to_string(),
    };
    t.handle(input(user, Action::Play(text)), T0 + 5, &Judge(true));
}

/// Real states of every kind, as JSON.
fn samples() -> &'static [Value] {
    static SAMPLES: OnceLock<Vec<Value>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        let mut tables = vec![table(GameOptions::new(VariantId::Literaki), false)];
        for v in [
            VariantId::Literaki,
            VariantId::Literki,
            VariantId::Erudit,
            VariantId::English,
            VariantId::Letterbox,
        ] {
            let mut t = table(GameOptions::new(v), true);
            tables.push(Table::from_state(t.state().clone()).expect("sound"));
            open_window(&mut t);
            tables.push(Table::from_state(t.state().clone()).expect("sound"));
            t.handle_timeout(T0 + 60_000, &Judge(true));
            tables.push(Table::from_state(t.state().clone()).expect("sound"));
            t.handle(input(ALA, Action::Resign), T0 + 61_000, &Judge(true));
            tables.push(Table::from_state(t.state().clone()).expect("sound"));
        }
        let mut grid = table(
            GameOptions::wordcap(WordCapOptions::new(Language::English)),
            true,
        );
        tables.push(Table::from_state(grid.state().clone()).expect("sound"));
        open_window(&mut grid);
        tables.push(Table::from_state(grid.state().clone()).expect("sound"));
        tables
            .iter()
            .map(|t| serde_json::to_value(t.state()).expect("serialises"))
            .collect()
    })
}

/// Every number in the value, by path.
fn number_paths(v: &Value, path: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    match v {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(items) => {
            out.push(path.clone());
            for (i, item) in items.iter().enumerate() {
                path.push(PathStep::Index(i));
                number_paths(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(PathStep::Key(k.clone()));
                number_paths(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Debug, Clone)]
enum PathStep {
    Key(String),
    Index(usize),
}

fn at<'a>(v: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    let mut here = v;
    for step in path {
        here = match step {
            PathStep::Key(k) => here.get_mut(k.as_str())?,
            PathStep::Index(i) => here.get_mut(*i)?,
        };
    }
    Some(here)
}

/// Damage a state: change numbers, drop or repeat list entries.
fn damage(mut v: Value, rng: &mut StdRng, hits: usize) -> Value {
    const NUMBERS: [u64; 12] = [0, 1, 2, 3, 4, 5, 7, 14, 31, 200, 65_535, u64::MAX];
    for _ in 0..hits {
        let mut paths = Vec::new();
        number_paths(&v, &mut Vec::new(), &mut paths);
        if paths.is_empty() {
            break;
        }
        let path = paths[rng.gen_range(0..paths.len())].clone();
        let Some(target) = at(&mut v, &path) else {
            continue;
        };
        match target {
            Value::Number(_) => {
                *target = Value::from(NUMBERS[rng.gen_range(0..NUMBERS.len())]);
            }
            Value::Array(items) if !items.is_empty() => {
                let i = rng.gen_range(0..items.len());
                if rng.gen_bool(0.5) {
                    items.remove(i);
                } else {
                    let copy = items[i].clone();
                    items.push(copy);
                }
            }
            _ => {}
        }
    }
    v
}

/// Everything players and timers can do to a table, and everything the driver reads of it.
fn play_on(t: &mut Table) {
    let dicts = WithDawg::new(Language::English, true);
    let users: Vec<u64> = t
        .state()
        .seats
        .iter()
        .map(|s| s.user)
        .chain([ALA, BOLEK, 99])
        .collect();
    let _ = t.next_deadline();
    for (i, _) in t.state().seats.clone().iter().enumerate() {
        if let Some(g) = t.game() {
            if i < g.players().len() {
                let _ = rack_view(g, i);
                let _ = rack_text(g, i);
            }
            let _ = board_view(g, &t.state().seats, String::new());
        }
        if let Some(g) = t.grid() {
            let _ = grid_view(g, &t.state().seats, String::new(), GridMark::Nothing);
        }
    }
    for user in users {
        for action in [
            Action::ShowRack,
            Action::Hint,
            Action::Play("8H ab".into()),
            Action::Play("A1 A2 B2".into()),
            Action::Play("word".into()),
            Action::Exchange("a".into()),
            Action::Sort,
            Action::AgreeEnd,
        ] {
            t.handle(input(user, action), T0 + 1, &dicts);
        }
        for b in [
            ButtonAction::Join,
            ButtonAction::AddComputer,
            ButtonAction::Start,
            ButtonAction::Accept,
            ButtonAction::Undo,
            ButtonAction::Agree,
            ButtonAction::Refuse,
            ButtonAction::Check,
            ButtonAction::MyRack,
        ] {
            let action = press(t, b);
            t.handle(input(user, action), T0 + 2, &dicts);
        }
        t.handle_timeout(T0 + 3_600_000, &dicts);
        t.handle(input(user, Action::Pass), T0 + 3_600_001, &dicts);
    }
    for user in [ALA, BOLEK] {
        t.handle(input(user, Action::Resign), T0 + 3_700_000, &dicts);
    }
    t.handle(
        input(ALA, Action::EndGame { moderator: true }),
        T0 + 3_800_000,
        &dicts,
    );
    let _ = t.account_changes();
    let _ = t.is_finished();
}

/// A damaged saved table is refused or played on without a panic: 1,500 damaged copies of
/// the samples, each with one to three hits. Some must be refused and many played on, or the
/// test would prove nothing.
#[test]
fn a_damaged_saved_table_is_refused_or_played_without_a_panic() {
    let samples = samples();
    let (mut refused, mut played, mut unreadable) = (0, 0, 0);
    for case in 0..1_500u64 {
        let original = &samples[case as usize % samples.len()];
        let mut rng = StdRng::seed_from_u64(case);
        let hits = rng.gen_range(1..4);
        let damaged = damage(original.clone(), &mut rng, hits);
        let Ok(state) = serde_json::from_value::<TableState>(damaged.clone()) else {
            unreadable += 1;
            continue;
        };
        let outcome = catch_unwind(AssertUnwindSafe(|| match Table::from_state(state) {
            Ok(mut t) => {
                play_on(&mut t);
                true
            }
            Err(_) => false,
        }));
        match outcome {
            Ok(true) => played += 1,
            Ok(false) => refused += 1,
            Err(_) => panic!("case {case}: a panic on this state: {damaged}"),
        }
    }
    assert!(
        refused > 50 && played > 300,
        "refused {refused}, played {played}, unreadable {unreadable}"
    );
}

/// The undamaged samples are all accepted (the check refuses only damage).
#[test]
fn every_real_state_passes_the_check() {
    for s in samples() {
        let state: TableState = serde_json::from_value(s.clone()).expect("deserialises");
        assert!(Table::from_state(state).is_ok(), "{s}");
    }
}

/// The case: a seat list that no longer matches the game's players (a damaged row
/// panicked at resume) is refused with the reason.
#[test]
fn a_table_whose_seats_are_not_the_games_players_is_refused() {
    let t = table(GameOptions::new(VariantId::Literaki), true);
    let mut state = t.state().clone();
    state.seats.pop();
    let err = Table::from_state(state).err().map(|e| e.to_string());
    assert!(
        err.as_deref().is_some_and(|e| e.contains("seats")),
        "{err:?}"
    );
}
