//! Computers against each other: one game played to its end by the rules, every move checked
//! against the word list as a table would ([`play_game`]), and a match's tally: wins, losses,
//! draws and the mean spread with its 95% interval ([`Tally`]), written as one line per pair
//! (`intermediate vs strong: 160-236-4 (strong wins 59.0%), mean spread strong +12.3 ± 3.1`).
//! Used by `plansza match`, the strength bench and the leave training.

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::leaves::LeaveModel;
use super::{Computer, Leaves, Strength, Thought, Turn};
use crate::lexicon::WordList;
use crate::movegen::Generator;
use crate::rules::{Game, PlayError, VariantId};

/// Turns after which a game between computers is called off (none comes near it).
const MAX_TURNS: usize = 400;

/// A computer seat in a match, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// A computer of this strength.
    Level(Strength),
    /// The strong computer before leaves were learned ([`Computer::classic_strong`]).
    Classic,
    /// The strong computer with these leaves (training's later rounds).
    Trained(&'static LeaveModel),
}

impl Seat {
    /// Every name a seat goes by.
    pub const NAMES: &'static str = "beginner, intermediate, strong, expert, classic";

    /// The seat with this name.
    pub fn from_name(name: &str) -> Option<Seat> {
        if name.trim().eq_ignore_ascii_case("classic") {
            return Some(Seat::Classic);
        }
        Strength::from_name(name).map(Seat::Level)
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Seat::Level(s) => s.name(),
            Seat::Classic => "classic",
            Seat::Trained(_) => "trained",
        }
    }

    /// The computer sitting there in `game`; `leaves` replaces the learned leaves of a
    /// strong or expert seat (trying out a new leaves file before it is bundled).
    pub fn computer(self, game: &Game, leaves: Option<&'static LeaveModel>) -> Computer {
        match self {
            Seat::Level(s) => {
                let c = Computer::new(s, game);
                match (leaves, c.leaves) {
                    (Some(model), Leaves::Learned(_)) => Computer {
                        leaves: Leaves::Learned(model),
                        ..c
                    },
                    _ => c,
                }
            }
            Seat::Classic => Computer::classic_strong(),
            Seat::Trained(model) => Computer {
                leaves: Leaves::Learned(model),
                ..Computer::classic_strong()
            },
        }
    }
}

/// Why a game between computers went wrong (a bug: the rules refused a computer's move).
#[derive(Debug, thiserror::Error)]
pub enum DuelError {
    /// The game could not be set up.
    #[error("the game could not be set up: {0}")]
    Setup(String),
    /// The rules refused a move a computer chose.
    #[error("move {turn} ({what}) was refused: {error}")]
    Refused {
        /// The turn's number.
        turn: usize,
        /// The move.
        what: String,
        /// Why.
        error: PlayError,
    },
    /// The game did not end.
    #[error("the game did not end in {MAX_TURNS} turns")]
    Endless,
}

/// How the computers of a match are set up beyond their seats.
#[derive(Debug, Clone, Copy, Default)]
pub struct Settings {
    /// The expert's thinking time per move (None: its default).
    pub budget: Option<super::Budget>,
    /// Leaves for the strong and expert seats instead of the bundled ones.
    pub leaves: Option<&'static LeaveModel>,
}

/// One game of `id` between two computers (seat 0 moves first), dealt from `seed`.
/// `each_turn` sees the position before every turn, the turn chosen and what the computer
/// thought of its candidates (the expert's; empty for the others). Returns the finished game.
pub fn play_game(
    id: VariantId,
    seats: [Seat; 2],
    settings: Settings,
    words: &dyn WordList,
    generator: &mut Generator<'_>,
    seed: u64,
    each_turn: &mut dyn FnMut(&Game, &Turn, &[Thought]),
) -> Result<Game, DuelError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(id, 2, &mut rng).map_err(|e| DuelError::Setup(e.to_string()))?;
    let computers = seats.map(|s| {
        let c = s.computer(&game, settings.leaves);
        settings.budget.map_or(c, |b| c.with_budget(b))
    });
    for turn in 0..MAX_TURNS {
        if game.is_over() {
            return Ok(game);
        }
        let me = game.turn();
        let (chosen, thoughts) = computers[me].think(&game, generator, &mut rng);
        each_turn(&game, &chosen, &thoughts);
        let refused = |error: PlayError, what: String| DuelError::Refused { turn, what, error };
        game = match &chosen {
            Turn::Play(p) => {
                let text = p.to_move_text();
                game.play(me, &text, words, &mut rng)
                    .map_err(|e| refused(e, text.to_text(game.variant().alphabet())))?
                    .0
            }
            Turn::Exchange(tiles) => game
                .exchange(me, tiles, &mut rng)
                .map_err(|e| refused(e, format!("exchange of {}", tiles.len())))?,
            Turn::Pass => game
                .pass(me, &mut rng)
                .map_err(|e| refused(e, "pass".into()))?,
        };
    }
    if game.is_over() {
        Ok(game)
    } else {
        Err(DuelError::Endless)
    }
}

/// The results of a match between seat A and seat B, from B's side.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    /// Games A won.
    pub a_wins: u32,
    /// Games B won.
    pub b_wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// B's final spread (B's score less A's) in each game.
    pub spreads: Vec<i64>,
}

impl Tally {
    /// Counts a finished game in which A sat at `a_seat` (0 or 1).
    pub fn add(&mut self, game: &Game, a_seat: usize) {
        let b_seat = 1 - a_seat;
        let score = |i: usize| game.players().get(i).map_or(0, |p| i64::from(p.score));
        let winners = game.winners();
        if winners.len() == 1 && winners[0] == a_seat {
            self.a_wins += 1;
        } else if winners.len() == 1 && winners[0] == b_seat {
            self.b_wins += 1;
        } else {
            self.draws += 1;
        }
        self.spreads.push(score(b_seat) - score(a_seat));
    }

    /// Adds another tally's games.
    pub fn merge(&mut self, other: &Tally) {
        self.a_wins += other.a_wins;
        self.b_wins += other.b_wins;
        self.draws += other.draws;
        self.spreads.extend_from_slice(&other.spreads);
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.a_wins + self.b_wins + self.draws
    }

    /// B's share of the games won (draws count for neither), in percent.
    pub fn b_win_percent(&self) -> f64 {
        if self.games() == 0 {
            return 0.0;
        }
        100.0 * f64::from(self.b_wins) / f64::from(self.games())
    }

    /// B's mean spread and the half-width of its 95% interval.
    pub fn mean_spread(&self) -> (f64, f64) {
        let n = self.spreads.len();
        if n == 0 {
            return (0.0, 0.0);
        }
        let nf = n as f64;
        let mean = self.spreads.iter().map(|&s| s as f64).sum::<f64>() / nf;
        if n < 2 {
            return (mean, 0.0);
        }
        let var = self
            .spreads
            .iter()
            .map(|&s| (s as f64 - mean).powi(2))
            .sum::<f64>()
            / (nf - 1.0);
        (mean, 1.96 * (var / nf).sqrt())
    }

    /// The match's line: `a vs b: 160-236-4 (b wins 59.0%), mean spread b +12.3 ± 3.1`.
    pub fn line(&self, a: &str, b: &str) -> String {
        let (mean, half) = self.mean_spread();
        format!(
            "{a} vs {b}: {}-{}-{} ({b} wins {:.1}%), mean spread {b} {:+.1} ± {:.1}",
            self.a_wins,
            self.b_wins,
            self.draws,
            self.b_win_percent(),
            mean,
            half
        )
    }
}

/// Every position before a turn of one game of `id` between `seats` (default settings),
/// dealt from `seed`: the set-up of tests that check something in real positions.
#[cfg(test)]
pub(crate) fn positions_of_game(
    id: VariantId,
    seats: [Seat; 2],
    words: &dyn WordList,
    generator: &mut Generator<'_>,
    seed: u64,
) -> Vec<Game> {
    let mut seen = Vec::new();
    play_game(
        id,
        seats,
        Settings::default(),
        words,
        generator,
        seed,
        &mut |game, _, _| seen.push(game.clone()),
    )
    .expect("a game between computers");
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_line_reads_as_the_issue_writes_it() {
        let mut t = Tally {
            a_wins: 160,
            b_wins: 236,
            draws: 4,
            spreads: Vec::new(),
        };
        t.spreads = (0..400)
            .map(|i| if i % 2 == 0 { 40 } else { -15 })
            .collect();
        let (mean, half) = t.mean_spread();
        assert!((mean - 12.5).abs() < 1e-9);
        // 27.5 points either way: sd 27.53, over √400 = 1.377, times 1.96.
        assert!((half - 2.70).abs() < 0.01, "{half}");
        assert_eq!(
            t.line("intermediate", "strong"),
            "intermediate vs strong: 160-236-4 (strong wins 59.0%), mean spread strong +12.5 ± 2.7"
        );
    }

    #[test]
    fn seats_go_by_their_names() {
        assert_eq!(
            Seat::from_name("Expert"),
            Some(Seat::Level(Strength::Expert))
        );
        assert_eq!(Seat::from_name("classic"), Some(Seat::Classic));
        assert_eq!(Seat::from_name("grandmaster"), None);
    }
}
