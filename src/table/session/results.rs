//! What a finished game says about each person in it, for `/stats` and the ratings: their
//! place, win or loss, score, turns, best move and bingos, and whether the game is rated.
//!
//! Which games are rated (Glicko-2, per variant and server):
//! - only games between people: a game with a computer seat is not rated at all. A
//!   computer of a fixed strength is not a rated opponent whose rating moves, and rating
//!   wins against the beginner computer would let anybody farm points;
//! - only games with a result: not one ended from outside (`/game end`, a deleted channel),
//!   nor one ended by agreement, nor one where no word was ever played (an abandoned start);
//! - not in a channel a moderator made unrated (`/config rated:false`), nor a game where
//!   `/hint` was allowed between people (hints would rate the move generator, not the
//!   player).
//!
//! Several people are rated pairwise (see [`crate::rating::pairwise`]): places come from the
//! winners first, then whoever stayed before whoever left, then by final score.

use super::Table;
use crate::rules::{Ending, Phase, TurnRecord};
use crate::table::game::TableGame;
use crate::wordcap::Record;

/// How a game ended for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// They won (alone).
    Won,
    /// They lost.
    Lost,
    /// A draw: the game was drawn, or they shared first place.
    Drawn,
    /// The game has no result (ended from outside, or by agreement).
    NoResult,
}

impl Finish {
    /// The word the store keeps: `win`, `loss`, `draw` or `none`.
    pub fn as_str(self) -> &'static str {
        match self {
            Finish::Won => "win",
            Finish::Lost => "loss",
            Finish::Drawn => "draw",
            Finish::NoResult => "none",
        }
    }
}

/// How one person did in a finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerResult {
    /// Their Discord user id.
    pub user: u64,
    /// Their display name.
    pub name: String,
    /// Their place among the people: 0 is first; equal places are a tie.
    pub place: u32,
    /// Won, lost, drawn or no result.
    pub finish: Finish,
    /// Their final score (end adjustments included).
    pub score: i64,
    /// Turns they took: moves that stood or were rejected, exchanges, passes.
    pub turns: u32,
    /// Their best move that stood: its main word in capitals and its score.
    pub best: Option<(String, u32)>,
    /// Their moves that used the whole rack (board games).
    pub bingos: u32,
}

/// Every person's result, and whether the game counts for the ratings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResults {
    /// The name its ratings are kept under ([`crate::table::GameKind::rating_name`]).
    pub variant: String,
    /// The game is rated (see the module doc).
    pub rated: bool,
    /// The people, in seat order (computers are left out).
    pub players: Vec<PlayerResult>,
}

/// One seat's part, read from either kind of game.
#[derive(Default)]
struct Part {
    turns: u32,
    best: Option<(String, u32)>,
    bingos: u32,
    words: u32,
}

impl Part {
    fn word(&mut self, word: String, score: u32) {
        self.words += 1;
        if self.best.as_ref().is_none_or(|(_, best)| score > *best) {
            self.best = Some((word, score));
        }
    }
}

/// Each seat's turns, best word and bingos from the game's record.
fn parts(game: &TableGame) -> Vec<Part> {
    let mut parts: Vec<Part> = (0..game.player_count()).map(|_| Part::default()).collect();
    match game {
        TableGame::Board(g) => {
            let alphabet = g.variant().alphabet();
            for record in g.history() {
                let (player, turn) = match record {
                    TurnRecord::Played { player, mv } => {
                        if let Some(part) = parts.get_mut(*player) {
                            let word = mv.words.first().map_or_else(String::new, |w| {
                                w.letters.iter().map(|&l| alphabet.upper(l)).collect()
                            });
                            part.word(word, mv.score);
                            part.bingos += u32::from(mv.bingo > 0);
                        }
                        (*player, true)
                    }
                    TurnRecord::Rejected { player, .. }
                    | TurnRecord::Exchanged { player, .. }
                    | TurnRecord::Passed { player } => (*player, true),
                    _ => (0, false),
                };
                if let (true, Some(part)) = (turn, parts.get_mut(player)) {
                    part.turns += 1;
                }
            }
        }
        TableGame::Grid(g) => {
            let alphabet = g.options().language.alphabet();
            for record in g.history() {
                let player = match record {
                    Record::Played {
                        player,
                        word,
                        score,
                        ..
                    } => {
                        if let Some(part) = parts.get_mut(*player) {
                            part.word(word.iter().map(|&l| alphabet.upper(l)).collect(), *score);
                        }
                        Some(*player)
                    }
                    Record::Rejected { player, .. } | Record::Passed { player } => Some(*player),
                    Record::Sorted { .. } | Record::Resigned { .. } => None,
                };
                if let Some(part) = player.and_then(|p| parts.get_mut(p)) {
                    part.turns += 1;
                }
            }
        }
    }
    parts
}

/// How the game ended, as far as results go (None while it is on). A WordCap game always
/// has a result: its rules end it only by turns, passes, time or resignations.
fn ending(game: &TableGame) -> Option<EndKind> {
    match game {
        TableGame::Board(g) => match g.phase() {
            Phase::Over { ending, .. } => Some(match ending {
                Ending::Stopped | Ending::Agreed => EndKind::NoResult,
                Ending::Drawn => EndKind::Drawn,
                _ => EndKind::Result,
            }),
            _ => None,
        },
        TableGame::Grid(g) => g.is_over().then_some(EndKind::Result),
    }
}

/// A finished game: with a result, drawn by its rules, or without a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EndKind {
    Result,
    Drawn,
    NoResult,
}

impl Table {
    /// Whether the game counts for the ratings if it ends with a result: between people
    /// only, no hints, not in an unrated channel, and a word played (see the module doc).
    /// While it is on, this is what a player gives up by ending it.
    pub(super) fn rated_so_far(&self) -> bool {
        let Some(game) = self.played() else {
            return false;
        };
        let n = game.player_count();
        let people = (0..n)
            .filter(|&i| {
                self.state
                    .seats
                    .get(i)
                    .is_some_and(|s| s.computer.is_none())
            })
            .count();
        let words: u32 = parts(game).iter().map(|p| p.words).sum();
        let options = &self.state.options;
        !options.unrated && options.hints != Some(true) && people == n && n >= 2 && words > 0
    }

    /// Every person's result once the game is over (None before, and for a lobby).
    pub fn results(&self) -> Option<GameResults> {
        let game = self.played()?;
        let end = ending(game)?;
        let winners = game.winners();
        let n = game.player_count();
        // Lower keys place higher: a winner, then one who stayed, then the higher score.
        let key = |i: usize| {
            if end == EndKind::Drawn {
                return (false, false, 0);
            }
            (!winners.contains(&i), game.resigned(i), -game.score(i))
        };
        let parts = parts(game);
        let people: Vec<usize> = (0..n)
            .filter(|&i| {
                self.state
                    .seats
                    .get(i)
                    .is_some_and(|s| s.computer.is_none())
            })
            .collect();
        let players: Vec<PlayerResult> = people
            .iter()
            .filter_map(|&i| {
                let seat = self.state.seats.get(i)?;
                let part = parts.get(i)?;
                let place = people.iter().filter(|&&j| key(j) < key(i)).count() as u32;
                let finish = match end {
                    EndKind::NoResult => Finish::NoResult,
                    EndKind::Drawn => Finish::Drawn,
                    EndKind::Result if winners.contains(&i) && winners.len() > 1 => Finish::Drawn,
                    EndKind::Result if winners.contains(&i) => Finish::Won,
                    EndKind::Result => Finish::Lost,
                };
                Some(PlayerResult {
                    user: seat.user,
                    name: seat.name.clone(),
                    place,
                    finish,
                    score: game.score(i),
                    turns: part.turns,
                    best: part.best.clone(),
                    bingos: part.bingos,
                })
            })
            .collect();
        let rated = end != EndKind::NoResult && self.rated_so_far();
        Some(GameResults {
            variant: self.state.options.variant.rating_name(),
            rated,
            players,
        })
    }
}
