//! The analysis of every person's turn (issue 28, goal 5: "for every move of a finished game,
//! the best move by the strongest evaluation that fits a budget and the equity lost;
//! `/game missed` and the end of a game show each player's three costliest moves;
//! `/game export` can carry the analysis as GCG `#note` lines"), as players at a table meet
//! it. The expected best turn and equity are worked out here from the position before each
//! turn with the analysis itself ([`analysis::assess`]); the table must note, show and
//! export exactly those.

mod table_common;

use plansza::gcg::{parse, replay, turn_notes, write_game, write_game_noted};
use plansza::lexicon::Language;
use plansza::movegen::computer::analysis::{self, Assessment, Taken};
use plansza::movegen::computer::Turn;
use plansza::rules::{parse_move, parse_tiles, Game, VariantId};
use plansza::table::{
    missed_report, Action, ButtonAction, Effect, GameOptions, Msg, MsgArg, Table, TableState,
};
use plansza::text::localize_lines;
use table_common::*;

/// Someone at the table who is not playing: a moderator ending the game.
const MODERATOR: u64 = 99;

/// Ala and Bolek start an English game; every two-letter word is a word.
fn english_table() -> (Table, WithDawg) {
    let dicts = WithDawg::new(Language::English, true);
    let (t, _) = ala_and_bolek(GameOptions::new(VariantId::English), 3, true);
    (t, dicts)
}

fn game(t: &Table) -> Game {
    t.game().expect("a board game").clone()
}

/// The person to move and the other one.
fn mover_and_other(t: &Table) -> (u64, u64) {
    let mover = t.state().seats[game(t).turn()].user;
    (mover, if mover == ALA { BOLEK } else { ALA })
}

/// The analysis of `action` as the turn of the player to move in `game`.
fn assessed(game: &Game, dicts: &WithDawg, action: &Action) -> Assessment {
    let mut generator = generator(game, dicts);
    match action {
        Action::Play(typed) => {
            let text = parse_move(typed, game.variant()).expect("a move");
            let mv = game.evaluate(game.turn(), &text).expect("a legal move");
            analysis::assess(game, &mut generator, Taken::Play(&mv))
        }
        Action::Exchange(typed) => {
            let tiles = parse_tiles(typed, game.variant()).expect("tiles");
            analysis::assess(game, &mut generator, Taken::Exchange(&tiles))
        }
        _ => analysis::assess(game, &mut generator, Taken::Pass),
    }
}

/// The best turn of the player to move by the analysis, as typed.
fn best_turn(game: &Game, dicts: &WithDawg) -> Action {
    typed(game, &assessed(game, dicts, &Action::Pass).best)
}

/// The person to move takes `action` (a laid move accepted by the other): the table goes on
/// to the next turn. Returns what the analysis makes of it.
fn take_turn(t: &mut Table, dicts: &WithDawg, action: Action, now: u64) -> Assessment {
    let before = game(t);
    let expected = assessed(&before, dicts, &action);
    let (mover, other) = mover_and_other(t);
    let laid = matches!(action, Action::Play(_));
    t.handle(input(mover, action), now, dicts);
    if laid {
        t.handle(input(other, press(t, ButtonAction::Accept)), now + 1, dicts);
    }
    assert_ne!(
        game(t).move_number(),
        before.move_number(),
        "the turn was taken"
    );
    expected
}

/// Ala or Bolek (whoever moves first) lays the weakest play, the other the best turn;
/// then a moderator ends the game. Returns the table, the effects of the end, the weak
/// player and what their turn lost, and the other.
fn weak_then_best() -> (Table, WithDawg, Vec<Effect>, u64, Assessment, u64) {
    let (mut t, dicts) = english_table();
    let (weak, strong) = mover_and_other(&t);
    let action = weakest_play(&game(&t), &dicts);
    let lost = take_turn(&mut t, &dicts, action, T0);
    assert!(lost.lost() > 0, "the weakest play loses equity: {lost:?}");
    let action = best_turn(&game(&t), &dicts);
    let best = take_turn(&mut t, &dicts, action, T0 + 10);
    assert_eq!(best.lost(), 0);
    let ended = t.handle(
        input(MODERATOR, Action::EndGame { moderator: true }),
        T0 + 20,
        &dicts,
    );
    assert!(t.is_finished());
    (t, dicts, ended, weak, lost, strong)
}

fn seat_of(t: &Table, user: u64) -> usize {
    t.state()
        .seats
        .iter()
        .position(|s| s.user == user)
        .expect("a seat")
}

/// The equity as the report writes it in English: `−23.5`.
fn minus(tenths: i64) -> String {
    format!("−{}.{}", tenths / 10, tenths % 10)
}

/// A person plays a weaker move: the table notes the best turn by equity and what theirs
/// lost, and `/game missed` lists it with both moves and the equity lost. The other person
/// played the best turn: they lost nothing, and are told so.
#[test]
fn missed_lists_a_weaker_move_with_the_best_move_and_the_equity_lost() {
    let (t, _, _, weak, lost, strong) = weak_then_best();
    // The noted best is the analysis's best in the position of the weak turn.
    let noted = &t.state().missed[0];
    assert_eq!(noted.seat, seat_of(&t, weak));
    assert_eq!(noted.lost, Some(lost.lost()));
    assert_eq!(noted.best_score, analysis::turn_score(&lost.best));
    let report = missed_report(t.state(), weak);
    let keys: Vec<&str> = report.iter().map(|m| m.key).collect();
    assert_eq!(keys, ["missed-moves", "missed-line"], "{report:?}");
    assert_eq!(report[1].arg("lost"), Some(&MsgArg::Tenths(lost.lost())));
    let english = localize_lines("en", &report);
    assert!(english.ends_with(&minus(lost.lost())), "{english}");
    if let Turn::Play(best) = &lost.best {
        assert_eq!(
            report[1].arg("best-score"),
            Some(&MsgArg::Num(i64::from(best.score)))
        );
    }
    assert_eq!(
        missed_report(t.state(), strong),
        vec![Msg::new("missed-none")]
    );
}

/// The final post names each person's costliest turns (here the weak one's only, the other
/// lost nothing), with the equity lost in the reader's way of writing decimals.
#[test]
fn the_end_of_the_game_shows_each_person_s_costliest_turns() {
    let (t, _, ended, weak, lost, strong) = weak_then_best();
    let final_post = posts(&ended).last().expect("the final post").lines.clone();
    let from = final_post
        .iter()
        .position(|m| m.key == "final-missed")
        .expect("the costliest turns' heading");
    let listed: Vec<&Msg> = final_post[from + 1..]
        .iter()
        .filter(|m| m.key == "final-missed-line")
        .collect();
    assert_eq!(listed.len(), 1, "{final_post:?}");
    let weak_name = &t.state().seats[seat_of(&t, weak)].name;
    let strong_name = &t.state().seats[seat_of(&t, strong)].name;
    assert_eq!(listed[0].arg("name"), Some(&MsgArg::Str(weak_name.clone())));
    let english = localize_lines("en", &final_post[from..]);
    assert!(
        english.contains(&format!("({})", minus(lost.lost()))),
        "{english}"
    );
    assert!(!english.contains(&format!("{strong_name}, ")), "{english}");
    let polish = localize_lines("pl", &final_post[from..]);
    let comma = minus(lost.lost()).replace('.', ",");
    assert!(polish.contains(&comma), "{polish}");
    assert!(
        polish.contains(&format!("{weak_name}, ruch 1: `")),
        "{polish}"
    );
}

/// `/game export analysis:true`: after each person's turn a `#note` with the best turn and
/// the equity lost; the record reads back and replays to the same scores. Without the
/// analysis the record is the plain one, byte for byte.
#[test]
fn the_analysed_record_carries_notes_and_replays() {
    let (mut t, dicts) = english_table();
    let mut now = T0;
    let mut expected = Vec::new();
    for turn in 0..4 {
        now += 100;
        let g = game(&t);
        let action = match turn {
            0 | 2 => weakest_play(&g, &dicts),
            1 => best_turn(&g, &dicts),
            _ => Action::Pass,
        };
        expected.push(take_turn(&mut t, &dicts, action, now));
    }
    t.handle(
        input(MODERATOR, Action::EndGame { moderator: true }),
        now + 100,
        &dicts,
    );
    let g = game(&t);
    let names: Vec<String> = t.state().seats.iter().map(|s| s.name.clone()).collect();
    let plain = t.record().expect("a record").text;
    assert_eq!(
        plain,
        write_game(&g, &names),
        "the default record as before"
    );
    let analysed = t.analysed_record().expect("a record").text;
    let notes: Vec<&str> = analysed
        .lines()
        .filter_map(|l| l.strip_prefix("#note "))
        .collect();
    assert_eq!(notes.len(), expected.len(), "{analysed}");
    let without_notes: String = analysed
        .lines()
        .filter(|l| !l.starts_with("#note "))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(without_notes, plain, "the notes are all that is added");
    for (note, assessment) in notes.iter().zip(&expected) {
        let lost = assessment.lost();
        assert!(
            note.ends_with(&format!(", equity lost {}.{}", lost / 10, lost % 10)),
            "{note}"
        );
        if lost > 0 {
            let best = analysis::turn_text(&g, &assessment.best);
            assert!(note.starts_with(&format!("best {best}")), "{note}");
        }
    }
    let record = parse(analysed.as_bytes()).expect("the analysed record reads");
    let report = replay(&record, VariantId::English);
    assert!(report.agrees(), "{:?}\n{analysed}", report.problems);
    for (i, p) in g.players().iter().enumerate() {
        assert_eq!(record.total(i), p.score, "player {i}'s score\n{analysed}");
    }
    // Read back, the notes are kept on their turns: written again, the record is the same,
    // byte for byte; a record without notes reads none and is written as it was.
    assert_eq!(
        write_game_noted(&g, &names, &turn_notes(&g, &record)),
        analysed
    );
    let bare = parse(plain.as_bytes()).expect("the plain record reads");
    assert!(turn_notes(&g, &bare).iter().all(Option::is_none));
    assert_eq!(write_game_noted(&g, &names, &turn_notes(&g, &bare)), plain);
}

/// A table saved before the equity was noted (its noted turns without `lost`) still loads;
/// its report ranks those turns by the points the best move scored more, as they were
/// noted then.
#[test]
fn a_table_saved_before_the_analysis_still_loads() {
    let (t, _, _, weak, _, _) = weak_then_best();
    let mut saved = serde_json::to_value(t.state()).expect("serialises");
    for noted in saved["missed"].as_array_mut().expect("noted turns") {
        noted.as_object_mut().expect("a turn").remove("lost");
    }
    assert!(!saved.to_string().contains("\"lost\""));
    let state: TableState = serde_json::from_value(saved).expect("an old table reads");
    assert!(state.missed.iter().all(|m| m.lost.is_none()));
    let table = Table::from_state(state).expect("an old table passes the check");
    let noted = &table.state().missed[0];
    let report = missed_report(table.state(), weak);
    if noted.best_score > noted.played_score {
        let points = i64::from(noted.best_score - noted.played_score);
        assert_eq!(report[1].arg("lost"), Some(&MsgArg::Tenths(10 * points)));
    } else {
        assert_eq!(report, vec![Msg::new("missed-none")]);
    }
}
