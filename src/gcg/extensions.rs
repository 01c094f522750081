//! plansza's additions to GCG, for what the format has no words for (other readers skip
//! unknown pragmas; `!` parts are plansza's alone):
//!
//! - `!H8А` after a placement's word: before the tiles are laid, the real letter `А` goes on
//!   H8 (column first) and the blank standing for it there is taken (Эрудит's blank swap);
//! - `#resigned NICK [RACK]`: the player resigns here, holding RACK, and takes no more turns;
//! - `#lost-turn NICK` before that player's `-` line: the turn is lost as a penalty (a failed
//!   check), which neither counts in nor breaks the run of passes that ends a game;
//! - `#time-over`: every player is over the game time; the game ends here, and the end-game
//!   rack penalties follow;
//! - `#target N`: the game was played to N points (Эрудит: the round is finished once a
//!   player has N; Letterbox: the first to N wins at once), so a replay knows where it ends.

use super::error::{GcgError, GcgErrorKind as K};
use super::fields::{named_players, parse_square, rack_chars, split_first, upper};
use super::record::{Event, EventKind, GameRecord, PlayerInfo, Take};
use crate::rules::Direction;

/// What plansza's pragmas left pending for the next event.
#[derive(Debug, Default)]
pub(super) struct PlanszaMarks {
    /// `#lost-turn NICK`: the player whose next `-` is a lost turn.
    lost_turn: Option<usize>,
}

impl PlanszaMarks {
    /// Applies the marks to the event just read: a `-` by the player of `#lost-turn` is a
    /// lost turn. Any event clears the mark.
    pub(super) fn event(&mut self, event: &mut Event) {
        if let Some(p) = self.lost_turn.take() {
            if p == event.player && event.kind == EventKind::Pass {
                event.kind = EventKind::LostTurn;
            }
        }
    }
}

/// Reads one of plansza's pragmas into the record; false when `name` is none of them.
pub(super) fn plansza_pragma(
    rec: &mut GameRecord,
    players: &[Option<PlayerInfo>],
    marks: &mut PlanszaMarks,
    n: usize,
    name: &str,
    rest: &str,
) -> Result<bool, GcgError> {
    match name {
        "resigned" => {
            let (player, rack) = nick_and_rack(players, n, rest)?;
            let total = rec.total(player);
            rec.events.push(Event {
                line: n,
                player,
                rack,
                kind: EventKind::Resigned,
                score: 0,
                total,
                note: None,
            });
        }
        "lost-turn" => marks.lost_turn = Some(nick_and_rack(players, n, rest)?.0),
        "time-over" => rec.time_over = Some(n),
        "target" => match rest.trim().parse::<u32>() {
            Ok(target) if target > 0 => rec.target = Some(target),
            _ => return Err(GcgError::at(n, K::BadTarget(rest.trim().into()))),
        },
        _ => return Ok(false),
    }
    Ok(true)
}

/// `NICK [RACK]`: the player's index and the rack, if written.
fn nick_and_rack(
    players: &[Option<PlayerInfo>],
    n: usize,
    rest: &str,
) -> Result<(usize, Option<Vec<char>>), GcgError> {
    if players.len() < 2 {
        return Err(GcgError::at(n, K::EventBeforePlayers));
    }
    let named = named_players(players, n)?;
    let (nick, rack) = split_first(rest);
    let player = named
        .iter()
        .position(|p| p.nick == nick)
        .ok_or_else(|| GcgError::at(n, K::UnknownPlayer(nick.into())))?;
    let rack = match rack {
        "" => None,
        r => Some(rack_chars(r).ok_or_else(|| GcgError::at(n, K::BadRack(r.into())))?),
    };
    Ok((player, rack))
}

/// A taken blank after `!` (`H8А`): the square, column first, and the real letter.
pub(super) fn parse_take(part: &str) -> Option<Take> {
    let split = part
        .char_indices()
        .find(|&(i, c)| i > 0 && !c.is_ascii_digit())?
        .0;
    let (square, letter) = part.split_at(split);
    let (row, col, direction, _) = parse_square(square)?;
    if direction != Direction::Down {
        return None; // `8H`: the square must be written column first
    }
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_alphabetic() => Some(Take {
            row,
            col,
            letter: upper(c)?,
            text: format!("!{part}"),
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gcg::parse_str;

    const HEAD: &str = "#player1 ala Ala\n#player2 ola Ola\n#player3 ela Ela\n";

    #[test]
    fn takes_resignations_lost_turns_and_time_over() {
        let rec = parse_str(&format!(
            "{HEAD}>ala: 8G ДА +4 4\n>ola: H7 К.шА !H8А +7 7\n#resigned ela ABC\n\
             #lost-turn ala\n>ala: - +0 4\n>ola: - +0 7\n#time-over\n>ala: X (X) -1 3\n"
        ))
        .expect("a record");
        let crate::gcg::EventKind::Place(p) = &rec.events[1].kind else {
            panic!("a placement")
        };
        assert_eq!(p.takes.len(), 1);
        assert_eq!(
            (p.takes[0].row, p.takes[0].col, p.takes[0].letter),
            (7, 7, 'А')
        );
        assert_eq!(rec.events[2].kind, EventKind::Resigned);
        assert_eq!((rec.events[2].player, rec.events[2].total), (2, 0));
        assert_eq!(rec.events[2].rack, Some(vec!['A', 'B', 'C']));
        assert_eq!(rec.events[3].kind, EventKind::LostTurn);
        assert_eq!(rec.events[4].kind, EventKind::Pass);
        assert_eq!(rec.time_over, Some(10));
        let err = parse_str(&format!("{HEAD}#resigned bob\n")).expect_err("no bob");
        assert_eq!(err.kind, K::UnknownPlayer("bob".into()));
        let err = parse_str(&format!("{HEAD}>ala: 8G ДА !8HА +4 4\n")).expect_err("8H");
        assert_eq!(err.kind, K::BadTake("!8HА".into()));
        let err = parse_str(&format!("{HEAD}>ala: -ABC !H8А +0 0\n")).expect_err("no word");
        assert!(matches!(err.kind, K::UnknownEvent(_)), "{err}");
    }

    /// `#target N`: the score a game was played to; anything but a positive number is an
    /// error on its line.
    #[test]
    fn reads_the_target() {
        let rec = parse_str(&format!("#variant erudit\n#target 150\n{HEAD}")).expect("a record");
        assert_eq!(rec.target, Some(150));
        for bad in ["0", "-5", "lots", ""] {
            let err = parse_str(&format!("#target {bad}\n{HEAD}")).expect_err(bad);
            assert_eq!(err.kind, K::BadTarget(bad.into()), "{bad}");
            assert_eq!(err.line, 1);
        }
    }
}
