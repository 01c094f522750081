//! Tournaments: who plays whom in each round, and the standings. Pure: no I/O, no Discord.
//!
//! - **Swiss** ([`Format::Swiss`]): each round pairs the players still in, by standing
//!   (points, then spread, then entry order), as Swiss rules do ([`swiss`]): the fewest
//!   rematches first, then the bye to the lowest placed who can have it, then within score
//!   groups (floating as little as can be), each with the nearest placed.
//! - **Round robin** ([`Format::RoundRobin`]): everyone meets everyone once, by the circle
//!   method over the entry list. There are as many rounds as needed: n − 1, or n when n is
//!   odd.
//! - **Byes**: with an odd number of players in a round, one sits out and scores a win by
//!   [`BYE_SPREAD`]. In Swiss the bye goes to the lowest-placed player who has not had one
//!   and whose sitting out lets the round have the fewest rematches.
//! - **Withdrawals**: a player who withdraws keeps the results they have and is paired no
//!   more. In a round robin their remaining opponents get byes.
//! - **Standings**: points (a win 1, a draw ½, a bye 1), then spread (points scored minus
//!   points conceded over all games, a bye +50), then entry order.
//! - **Saved state** is not trusted: [`Tournament::check`] refuses one whose indices,
//!   rounds or scores could not have been made, and the standings' sums saturate.

use serde::{Deserialize, Serialize};

pub mod event;
mod matching;
pub mod swiss;

/// The most rounds a tournament plays (a round robin of the most players; Swiss asks for
/// fewer).
pub const MAX_ROUNDS: u32 = event::MAX_ENTRANTS as u32;

/// The most points a game's final score may have, either way (a board game's bound).
pub const MAX_GAME_SCORE: i64 = crate::rules::MAX_SCORE as i64;

/// The spread a bye is worth (the custom of Scrabble clubs).
pub const BYE_SPREAD: i64 = 50;

/// How players are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// By standing, no rematches.
    Swiss,
    /// Everyone against everyone.
    RoundRobin,
}

/// A player of the tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// Their Discord user id.
    pub user: u64,
    /// Their display name.
    pub name: String,
    /// They withdrew: paired no more.
    pub withdrawn: bool,
}

/// One game of a round (or a bye: no `second`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// A player (by entry index).
    pub first: usize,
    /// Their opponent; None for a bye.
    pub second: Option<usize>,
    /// The final scores (first's, second's) once the game is over.
    pub result: Option<(i64, i64)>,
    /// Who won (by entry index) once the game is over; None with a result: a draw. Mostly
    /// the higher score, but not always (a player who resigns loses whatever the scores).
    #[serde(default)]
    pub winner: Option<usize>,
}

/// A player's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The player (by entry index).
    pub player: usize,
    /// Points, doubled (a win 2, a draw 1), so they stay whole.
    pub half_points: u32,
    /// Wins (byes included).
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Draws.
    pub draws: u32,
    /// Points scored minus points conceded (a bye: +50).
    pub spread: i64,
}

/// What a tournament refuses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// Fewer than two players.
    #[error("a tournament needs at least two players")]
    TooFewPlayers,
    /// No rounds.
    #[error("a tournament needs at least one round")]
    NoRounds,
    /// The round still has games going.
    #[error("round {0} is not over yet")]
    RoundNotOver(u32),
    /// Every round was played.
    #[error("every round was played")]
    Over,
    /// No such game in this round.
    #[error("no such game in round {0}")]
    NoSuchGame(u32),
    /// No such player.
    #[error("no such player")]
    NoSuchPlayer,
    /// A game's score past [`MAX_GAME_SCORE`].
    #[error("a score out of bounds")]
    BadScore,
    /// A saved tournament that could not have been made.
    #[error("the saved tournament is damaged: {0}")]
    Damaged(&'static str),
}

/// True when a game's final score is within [`MAX_GAME_SCORE`].
fn score_ok(score: i64) -> bool {
    (-MAX_GAME_SCORE..=MAX_GAME_SCORE).contains(&score)
}

/// A tournament: its players, its format and rounds, and every pairing so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    format: Format,
    rounds: u32,
    entrants: Vec<Entrant>,
    pairings: Vec<Pairing>,
}

impl Tournament {
    /// A tournament of these players (entry order matters for ties and round-robin
    /// schedules). A round robin plays as many rounds as it needs; `rounds` is for Swiss.
    pub fn new(
        format: Format,
        rounds: u32,
        entrants: Vec<Entrant>,
    ) -> Result<Tournament, TournamentError> {
        if entrants.len() < 2 {
            return Err(TournamentError::TooFewPlayers);
        }
        let rounds = match format {
            Format::Swiss if rounds == 0 => return Err(TournamentError::NoRounds),
            Format::Swiss => rounds,
            Format::RoundRobin => {
                let n = entrants.len() as u32;
                n - 1 + n % 2
            }
        };
        Ok(Tournament {
            format,
            rounds,
            entrants,
            pairings: Vec::new(),
        })
    }

    /// Checks a tournament read from storage: two to [`event::MAX_ENTRANTS`] players, the
    /// rounds its format plays (at most [`MAX_ROUNDS`]), and every pairing one of its rounds
    /// between two of its players (each at most once a round), with scores within
    /// [`MAX_GAME_SCORE`] and a winner who played. One that passes can be paired and
    /// standed without an index out of bounds.
    pub fn check(&self) -> Result<(), TournamentError> {
        use TournamentError::Damaged;
        let n = self.entrants.len();
        if !(2..=event::MAX_ENTRANTS).contains(&n) {
            return Err(Damaged("the number of players"));
        }
        let rounds_ok = match self.format {
            Format::Swiss => (1..=MAX_ROUNDS).contains(&self.rounds),
            Format::RoundRobin => self.rounds == n as u32 - 1 + n as u32 % 2,
        };
        if !rounds_ok {
            return Err(Damaged("the number of rounds"));
        }
        let mut seen = std::collections::HashSet::new();
        for p in &self.pairings {
            if p.round == 0 || p.round > self.rounds {
                return Err(Damaged("a pairing's round"));
            }
            if p.first >= n || p.second.is_some_and(|s| s >= n || s == p.first) {
                return Err(Damaged("a pairing's players"));
            }
            if p.result.is_some_and(|(a, b)| !score_ok(a) || !score_ok(b)) {
                return Err(Damaged("a game's scores"));
            }
            if p.winner
                .is_some_and(|w| w != p.first && Some(w) != p.second)
            {
                return Err(Damaged("a game's winner"));
            }
            for player in std::iter::once(p.first).chain(p.second) {
                if !seen.insert((p.round, player)) {
                    return Err(Damaged("a player twice in a round"));
                }
            }
        }
        Ok(())
    }

    /// The players, in entry order.
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }

    /// Every pairing so far.
    pub fn pairings(&self) -> &[Pairing] {
        &self.pairings
    }

    /// How many rounds it plays.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The format.
    pub fn format(&self) -> Format {
        self.format
    }

    /// The round being played (0 before the first).
    pub fn round(&self) -> u32 {
        self.pairings.iter().map(|p| p.round).max().unwrap_or(0)
    }

    /// True when every game of the current round has its result.
    pub fn round_over(&self) -> bool {
        let round = self.round();
        self.pairings
            .iter()
            .filter(|p| p.round == round)
            .all(|p| p.result.is_some() || p.second.is_none())
    }

    /// True when the last round is over (or nobody is left to pair).
    pub fn is_over(&self) -> bool {
        self.round_over() && (self.round() >= self.rounds || self.active().len() < 2)
    }

    /// A player withdraws: they are paired no more (a game they are playing is the caller's
    /// to end, e.g. by their resignation).
    pub fn withdraw(&mut self, player: usize) -> Result<(), TournamentError> {
        let entrant = self
            .entrants
            .get_mut(player)
            .ok_or(TournamentError::NoSuchPlayer)?;
        entrant.withdrawn = true;
        Ok(())
    }

    /// The result of a game of `round` between `a` and `b` (in either order): their final
    /// scores, the higher winning.
    pub fn record(
        &mut self,
        round: u32,
        a: usize,
        b: usize,
        (score_a, score_b): (i64, i64),
    ) -> Result<(), TournamentError> {
        let winner = match score_a.cmp(&score_b) {
            std::cmp::Ordering::Greater => Some(a),
            std::cmp::Ordering::Less => Some(b),
            std::cmp::Ordering::Equal => None,
        };
        self.record_won(round, a, b, (score_a, score_b), winner)
    }

    /// [`Tournament::record`] with the winner given (None: a draw): a resignation loses
    /// whatever the scores say.
    pub fn record_won(
        &mut self,
        round: u32,
        a: usize,
        b: usize,
        (score_a, score_b): (i64, i64),
        winner: Option<usize>,
    ) -> Result<(), TournamentError> {
        if winner.is_some_and(|w| w != a && w != b) {
            return Err(TournamentError::NoSuchPlayer);
        }
        if !score_ok(score_a) || !score_ok(score_b) {
            return Err(TournamentError::BadScore);
        }
        let pairing = self
            .pairings
            .iter_mut()
            .find(|p| {
                p.round == round
                    && ((p.first == a && p.second == Some(b))
                        || (p.first == b && p.second == Some(a)))
            })
            .ok_or(TournamentError::NoSuchGame(round))?;
        pairing.result = Some(if pairing.first == a {
            (score_a, score_b)
        } else {
            (score_b, score_a)
        });
        pairing.winner = winner;
        Ok(())
    }

    /// The players still in, by entry index.
    fn active(&self) -> Vec<usize> {
        (0..self.entrants.len())
            .filter(|&i| !self.entrants[i].withdrawn)
            .collect()
    }

    /// Pairs the next round; its pairings (byes included).
    pub fn pair_next_round(&mut self) -> Result<Vec<Pairing>, TournamentError> {
        if !self.round_over() {
            return Err(TournamentError::RoundNotOver(self.round()));
        }
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        let round = self.round() + 1;
        let pairs = match self.format {
            Format::Swiss => self.swiss(),
            Format::RoundRobin => self.round_robin(round),
        };
        let new: Vec<Pairing> = pairs
            .into_iter()
            .map(|(first, second)| Pairing {
                round,
                first,
                second,
                result: None,
                winner: None,
            })
            .collect();
        self.pairings.extend(new.iter().cloned());
        Ok(new)
    }

    /// Swiss ([`swiss`]): the players still in, by standing, paired as one round.
    fn swiss(&self) -> Vec<(usize, Option<usize>)> {
        let order: Vec<usize> = self
            .standings()
            .iter()
            .map(|s| s.player)
            .filter(|&p| self.entrants.get(p).is_some_and(|e| !e.withdrawn))
            .collect();
        let round = self.field(&order).pair();
        let mut all: Vec<(usize, Option<usize>)> = round
            .pairs
            .iter()
            .map(|&(a, b)| (order[a], Some(order[b])))
            .collect();
        all.extend(round.bye.map(|b| (order[b], None)));
        all
    }

    /// What Swiss pairing looks at of the players in `order` (best placed first).
    pub fn field(&self, order: &[usize]) -> swiss::Field {
        let n = self.entrants.len();
        let at: Vec<Option<usize>> = {
            let mut at = vec![None; n];
            for (place, &p) in order.iter().enumerate() {
                if let Some(slot) = at.get_mut(p) {
                    *slot = Some(place);
                }
            }
            at
        };
        let mut met = vec![vec![false; order.len()]; order.len()];
        let mut had_bye = vec![false; order.len()];
        for p in &self.pairings {
            let first = at.get(p.first).copied().flatten();
            match p.second {
                None => {
                    if let Some(a) = first {
                        had_bye[a] = true;
                    }
                }
                Some(second) => {
                    if let (Some(a), Some(b)) = (first, at.get(second).copied().flatten()) {
                        met[a][b] = true;
                        met[b][a] = true;
                    }
                }
            }
        }
        let standings = self.standings();
        let points = order
            .iter()
            .map(|&p| {
                standings
                    .iter()
                    .find(|s| s.player == p)
                    .map_or(0, |s| s.half_points)
            })
            .collect();
        swiss::Field {
            points,
            met,
            had_bye,
        }
    }

    /// Round robin, round `round` by the circle method over the entry list (a ghost seat
    /// when odd: its opponent has the bye); a withdrawn player's opponent has a bye too.
    fn round_robin(&self, round: u32) -> Vec<(usize, Option<usize>)> {
        let n = self.entrants.len();
        let seats = n + n % 2;
        let mut circle: Vec<Option<usize>> = (0..seats).map(|i| (i < n).then_some(i)).collect();
        // Rotate all but the first seat (round - 1) times (a turn of the circle brings it
        // back, so at most that many).
        let turns = (round.saturating_sub(1) as usize) % seats.saturating_sub(1).max(1);
        for _ in 0..turns {
            if let Some(last) = circle.pop() {
                circle.insert(1, last);
            }
        }
        let mut out = Vec::new();
        for k in 0..seats / 2 {
            let (a, b) = (circle[k], circle[seats - 1 - k]);
            let active = |p: Option<usize>| {
                p.filter(|&i| self.entrants.get(i).is_some_and(|e| !e.withdrawn))
            };
            match (active(a), active(b)) {
                (Some(x), Some(y)) => out.push((x, Some(y))),
                (Some(x), None) | (None, Some(x)) => out.push((x, None)),
                (None, None) => {}
            }
        }
        out
    }

    /// The standings, best first: points, then spread, then entry order.
    pub fn standings(&self) -> Vec<Standing> {
        let mut table: Vec<Standing> = (0..self.entrants.len())
            .map(|player| Standing {
                player,
                half_points: 0,
                wins: 0,
                losses: 0,
                draws: 0,
                spread: 0,
            })
            .collect();
        // Checked tournaments keep every index and sum in bounds; the sums saturate and a
        // pairing naming no player counts for nobody all the same.
        for p in &self.pairings {
            match (p.second, p.result) {
                (None, _) => {
                    let Some(s) = table.get_mut(p.first) else {
                        continue;
                    };
                    s.half_points = s.half_points.saturating_add(2);
                    s.wins = s.wins.saturating_add(1);
                    s.spread = s.spread.saturating_add(BYE_SPREAD);
                }
                (Some(second), Some((a, b))) => {
                    for (me, mine, theirs) in [(p.first, a, b), (second, b, a)] {
                        let Some(s) = table.get_mut(me) else {
                            continue;
                        };
                        s.spread = s.spread.saturating_add(mine.saturating_sub(theirs));
                        match p.winner {
                            Some(w) if w == me => {
                                s.half_points = s.half_points.saturating_add(2);
                                s.wins = s.wins.saturating_add(1);
                            }
                            None => {
                                s.half_points = s.half_points.saturating_add(1);
                                s.draws = s.draws.saturating_add(1);
                            }
                            Some(_) => s.losses = s.losses.saturating_add(1),
                        }
                    }
                }
                (Some(_), None) => {}
            }
        }
        table.sort_by_key(|s| {
            (
                std::cmp::Reverse(s.half_points),
                std::cmp::Reverse(s.spread),
                s.player,
            )
        });
        table
    }
}

#[cfg(test)]
mod tests;
