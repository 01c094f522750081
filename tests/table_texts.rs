//! Texts as a new player reads them (issue 11, point 6): the lobby says who has joined and how
//! many more can, the final ranking marks a player who resigned and puts them below the
//! winner, and `/game missed` reads as moves in words and squares.

mod table_common;

use plansza::rules::VariantId;
use plansza::table::{
    Action, ButtonAction, Effect, GameKind, GameOptions, MissedTurn, Msg, MsgArg, PostTag, Report,
    Table,
};
use plansza::text::{localize, localize_lines};
use table_common::*;

/// The lines of the lobby message after its last edit (or as first posted).
fn lobby_lines(effects: &[Effect]) -> Vec<Msg> {
    effects
        .iter()
        .rev()
        .find_map(|e| match e {
            Effect::Edit { lines, .. } => Some(lines.clone()),
            Effect::Post(p) if p.tag == PostTag::Lobby => Some(p.lines.clone()),
            _ => None,
        })
        .expect("a lobby message")
}

/// Ala opens a Literaki table whose lobby message is `40`.
fn lobby() -> (Table, Vec<Effect>) {
    let options = GameOptions::new(VariantId::Literaki);
    let (mut t, opened) = Table::open(
        1,
        Some(5),
        7,
        &input(ALA, Action::NewGame(options.clone())),
        options,
    );
    let posted = Report::Posted {
        tag: PostTag::Lobby,
        message_id: 40,
    };
    t.handle_event(posted, T0, &Judge(true));
    (t, opened)
}

/// Issue 11: "the lobby must say plainly who has joined and how many players can join".
#[test]
fn the_lobby_says_who_joined_and_how_many_seats_are_free() {
    let max = GameKind::Board(VariantId::Literaki).max_players();
    let (mut t, opened) = lobby();
    let alone = localize_lines("en-US", &lobby_lines(&opened));
    assert!(
        alone.contains(&format!("Joined so far: Ala (1 of {max} seats taken).")),
        "{alone}"
    );
    assert!(
        alone.contains("One more player is needed to start."),
        "{alone}"
    );
    let joined = t.handle(
        input(BOLEK, press(&t, ButtonAction::Join)),
        T0,
        &Judge(true),
    );
    let lines = lobby_lines(&joined);
    let english = localize_lines("en-US", &lines);
    assert!(
        english.contains(&format!(
            "Joined so far: Ala, Bolek (2 of {max} seats taken)."
        )),
        "{english}"
    );
    assert!(
        english.contains(&format!("Up to {} more players can join.", max - 2)),
        "{english}"
    );
    assert!(english.contains("press **Start** now"), "{english}");
    let polish = localize_lines("pl", &lines);
    assert!(
        polish.contains(&format!(
            "Dołączyli: Ala, Bolek (zajęte miejsca: 2 z {max})."
        )),
        "{polish}"
    );
    assert!(
        polish.contains("Mogą dołączyć jeszcze 2 osoby."),
        "{polish}"
    );
    for locale in ["de", "ru"] {
        let text = localize_lines(locale, &lines);
        assert!(text.contains(&format!("2 {}", if locale == "de" { "von" } else { "из" })));
    }

    // Once the game starts, the lobby no longer invites anybody.
    let started = t.handle(input(ALA, press(&t, ButtonAction::Start)), T0, &Judge(true));
    let lines = lobby_lines(&started);
    assert!(lines.iter().all(|m| m.key != "lobby-players"), "{lines:?}");
    let english = localize_lines("en-US", &lines);
    assert!(english.contains("Playing: Ala, Bolek."), "{english}");
    assert!(!english.contains("can join"), "{english}");
    assert!(lines.iter().any(|m| m.key == "lobby-started"), "{lines:?}");
}

/// Issue 11: "the ranking after a resignation must not list the player who resigned above
/// the winner without saying they resigned". The player who scored and then resigned is
/// ranked last and marked; the winner comes first.
#[test]
fn a_resigned_player_is_marked_and_ranked_below_the_winner() {
    let (mut t, _) = ala_and_bolek(GameOptions::new(VariantId::Literaki), 3, true);
    let (scorer, winner, seat) = first_move_stands(&mut t);
    let scored = t.played().map(|g| g.score(seat)).unwrap_or_default();
    assert!(scored > 0, "the scorer leads");
    let end = t.handle(input(scorer, Action::Resign), T0, &Judge(true));
    let last = posts(&end)
        .last()
        .map(|p| p.lines.clone())
        .expect("a final post");
    let ranking: Vec<&Msg> = last
        .iter()
        .filter(|m| m.key.starts_with("final-score"))
        .collect();
    assert_eq!(ranking.len(), 2, "{last:?}");
    assert_eq!(
        ranking[0].arg("name"),
        Some(&MsgArg::Str(name_of(winner))),
        "the winner first: {last:?}"
    );
    assert_eq!(ranking[1].key, "final-score-resigned", "{last:?}");
    let english = localize("en-US", ranking[1]);
    assert_eq!(
        english,
        format!("2. {}: {scored} (resigned)", name_of(scorer))
    );
    let winner_line = last.iter().find(|m| m.key == "winner").expect("a winner");
    assert!(localize("en", winner_line).contains(&name_of(winner)));
    for locale in ["pl", "de", "ru"] {
        let text = localize(locale, ranking[1]);
        let head = format!("2. {}: {scored} (", name_of(scorer));
        assert!(text.starts_with(&head), "{text}");
        assert!(!text.contains("resigned"), "{locale}: {text}");
    }
}

fn name_of(user: u64) -> String {
    input(user, Action::Pass).name
}

/// The player to move lays two tiles across from H8 and the other accepts: the mover, the
/// other player and the mover's seat.
fn first_move_stands(t: &mut Table) -> (u64, u64, usize) {
    let seat = t.game().expect("started").turn();
    let (mover, other) = if seat == 0 {
        (ALA, BOLEK)
    } else {
        (BOLEK, ALA)
    };
    let typed = format!("8H {}", rack_letters(t, mover, 2));
    t.handle(input(mover, Action::Play(typed)), T0, &Judge(true));
    t.handle(
        input(other, press(t, ButtonAction::Accept)),
        T0,
        &Judge(true),
    );
    (mover, other, seat)
}

/// Issue 11: "`/game missed` must read as moves in words and squares rather than raw record
/// shorthand": `8H KO(T)` is "8H across: KOT", a typed `H8 K.T` shows the board's letter.
/// Issue 28: the three costliest turns by the equity they lost (not by the points the best
/// move scored more), each with the equity lost; a turn that lost nothing is not listed.
#[test]
fn missed_moves_read_as_squares_directions_and_words() {
    let (mut t, _) = ala_and_bolek(GameOptions::new(VariantId::Literaki), 3, true);
    let (_, _, first) = first_move_stands(&mut t);
    let alphabet = t.game().expect("started").variant().alphabet();
    let board = t.game().expect("still playing").board().clone();
    let on_board: String = [(7, 7), (7, 8)]
        .into_iter()
        .filter_map(|(row, col)| board.get(plansza::rules::Pos::new(row, col)))
        .map(|tile| alphabet.upper(tile.letter))
        .collect();
    let mut state = t.state().clone();
    let seat = first;
    let noted = |turn, best: &str, best_score, played: &str, played_score, lost| MissedTurn {
        seat,
        turn,
        best: best.to_string(),
        best_score,
        played: played.to_string(),
        played_score,
        lost,
    };
    state.missed = vec![
        // Scored less but kept better tiles: lost nothing, not listed.
        noted(1, "8H KO(T)", 30, "H8 ko*t", 6, Some(0)),
        noted(3, "H7 ŻÓ(Ł)W", 40, "-", 0, Some(235)),
        // Exchanging was best.
        noted(5, "-ĄĘ", 0, "8G K(..)", 12, Some(160)),
        noted(7, "8H ..", 9, "H8 ..", 2, Some(300)),
        // Saved before equity was noted: the points the best move scored more (15.0), the
        // fourth costliest, not listed.
        noted(9, "8H KO(T)", 15, "-", 0, None),
    ];
    let user = t.state().seats[seat].user;
    let report = plansza::table::missed_report(&state, user);
    let english = localize_lines("en", &report);
    let lines: Vec<&str> = english.lines().collect();
    assert_eq!(lines.len(), 4, "the three costliest: {english}");
    assert!(lines[0].starts_with("Your costliest turns"), "{english}");
    let first_letter: String = on_board.chars().take(1).collect();
    assert_eq!(
        lines[1],
        format!(
            "Move 7: 8H across: **{on_board}** for 9 ← you played H8 down: {first_letter}. for 2 · −30.0"
        )
    );
    assert_eq!(
        lines[2], "Move 3: H7 down: **ŻÓŁW** for 40 ← you passed · −23.5",
        "{english}"
    );
    assert_eq!(
        lines[3],
        format!("Move 5: **exchange ĄĘ** ← you played 8G across: K{on_board} for 12 · −16.0")
    );
    assert!(
        !english.contains('`'),
        "no record shorthand in code spans: {english}"
    );
    let polish = localize_lines("pl", &report);
    assert!(polish.contains("H7 pionowo: **ŻÓŁW** za 40"), "{polish}");
    assert!(polish.contains("twój ruch: pas · −23,5"), "{polish}");
    assert!(polish.contains("**wymiana ĄĘ**"), "{polish}");
}

/// Issue 11: "Embeds where Discord users expect them: the lobby (variant, options, players,
/// stake)". The options a game was opened with beyond its defaults are on the lobby.
#[test]
fn the_lobby_shows_the_options_the_game_was_opened_with() {
    use plansza::table::{Effect, Look};
    let mut options = GameOptions::new(VariantId::Erudit);
    options.move_time_secs = Some(90);
    options.rules.target = Some(150);
    let opener = table_common::input(table_common::ALA, Action::NewGame(options.clone()));
    let (_, e) = Table::open(1, Some(5), 7, &opener, options);
    let lobby = e
        .iter()
        .find_map(|e| match e {
            Effect::Post(p) => Some(p),
            _ => None,
        })
        .expect("the lobby");
    let keys: Vec<&str> = lobby.lines.iter().map(|m| m.key).collect();
    assert!(keys.contains(&"lobby-opt-move-time"), "{keys:?}");
    assert!(keys.contains(&"lobby-opt-target"), "{keys:?}");
    assert!(
        !keys.contains(&"lobby-opt-dictionary"),
        "defaults are not listed"
    );
    assert!(
        matches!(lobby.look, Look::Card { .. }),
        "the lobby is a card"
    );
}

/// Every catalog key the table, the views and the adapter use exists in every language
/// (the catalog falls back to English, so a key missing in one language would show in
/// English there).
#[test]
fn every_key_in_use_is_in_the_catalog() {
    let sources = [
        include_str!("../src/table/session/mod.rs"),
        include_str!("../src/table/session/window.rs"),
        include_str!("../src/table/session/lobby.rs"),
        include_str!("../src/table/session/turns.rs"),
        include_str!("../src/table/session/clock.rs"),
        include_str!("../src/table/errors.rs"),
        include_str!("../src/discord/send.rs"),
        include_str!("../src/discord/commands.rs"),
        include_str!("../src/discord/community.rs"),
        include_str!("../src/text/words.rs"),
        include_str!("../src/stats/mod.rs"),
        include_str!("../src/stats/card.rs"),
        include_str!("../src/stats/leaderboard.rs"),
        include_str!("../src/stats/finished.rs"),
        include_str!("../src/cooldown.rs"),
    ];
    let mut checked = 0;
    for src in sources {
        // The code's literals, not its tests' (those name rating names, made-up words...).
        let code = src.split("#[cfg(test)]").next().unwrap_or(src);
        for literal in code.split('"').skip(1).step_by(2) {
            let looks_like_key = literal.contains('-')
                && literal.starts_with(|c: char| c.is_ascii_lowercase())
                && literal.chars().all(|c| c.is_ascii_lowercase() || c == '-');
            if !looks_like_key {
                continue;
            }
            for locale in plansza::i18n::Locale::ALL {
                assert_ne!(
                    plansza::i18n::tr(locale, literal),
                    literal,
                    "{locale:?} lacks {literal}"
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "only {checked} keys found");
}
