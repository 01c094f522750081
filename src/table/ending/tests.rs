//! The parts of an ending's views both kinds of game share: the ranking and the verdict.

use super::*;

fn standing(name: &str, score: i64, resigned: bool, winner: bool) -> Standing {
    Standing {
        name: name.into(),
        score,
        resigned,
        winner,
        adjustment: None,
    }
}

/// "the ranking after a resignation must not list the player who resigned above the
/// winner without saying they resigned": a player who left comes last, with no place and
/// the word for it, however many points they had.
#[test]
fn a_player_who_resigned_is_ranked_last_and_marked() {
    let players = [
        standing("Ala", 120, true, false),
        standing("Bolek", 80, false, true),
        standing("Cezary", 60, false, false),
    ];
    let lines = ranking(&players, Words(Locale::English));
    let order: Vec<(&str, Option<u32>)> = lines.iter().map(|l| (l.name.as_str(), l.rank)).collect();
    assert_eq!(
        order,
        vec![("Bolek", Some(1)), ("Cezary", Some(2)), ("Ala", None)]
    );
    assert_eq!(lines[2].note, tr(Locale::English, "ending-resigned"));
    assert!(lines[0].note.is_empty());
    assert_eq!(
        (lines[0].seat, lines[2].seat),
        (1, 0),
        "colours stay the seats'"
    );
}

/// Players on the same score share a place; the next place counts them both.
#[test]
fn tied_players_share_a_place() {
    let players = [
        standing("Ala", 50, false, true),
        standing("Bolek", 70, false, true),
        standing("Cezary", 70, false, true),
        standing("Dorota", 10, false, false),
    ];
    let ranks: Vec<Option<u32>> = ranking(&players, Words(Locale::Polish))
        .iter()
        .map(|l| l.rank)
        .collect();
    assert_eq!(ranks, vec![Some(1), Some(1), Some(3), Some(4)]);
}

/// The verdict names the winner, calls equal best scores a draw, or says there
/// is none.
#[test]
fn the_verdict_names_every_winner() {
    let one = [
        standing("Ala", 5, false, true),
        standing("Bolek", 1, false, false),
    ];
    let two = [
        standing("Ala", 5, false, true),
        standing("Bolek", 5, false, true),
    ];
    let none = [standing("Ala", 5, false, false)];
    assert_eq!(verdict(&one, Words(Locale::English)), "Winner: Ala");
    assert_eq!(verdict(&two, Words(Locale::English)), "Draw: Ala, Bolek");
    assert_eq!(verdict(&two, Words(Locale::Polish)), "Remis: Ala, Bolek");
    assert_eq!(verdict(&none, Words(Locale::Russian)), "Победителя нет");
}
