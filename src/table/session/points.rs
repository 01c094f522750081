//! Game points for the server accounts (Letterbox): what a game puts at stake, and who wins
//! or loses them when it ends. The driver books them with the finished game.

use super::super::effect::Msg;
use super::Table;
use crate::rules::{Ending, Phase};

/// One player's account change at the end of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsChange {
    /// The player.
    pub user: u64,
    /// Their display name (for the highscore list).
    pub name: String,
    /// Game points won (positive) or lost (negative).
    pub delta: i64,
    /// They won the game.
    pub won: bool,
}

impl Table {
    /// The game points this table's game puts at stake, if its variant keeps accounts
    /// ([`crate::rules::Stakes`]): from the rack size, the target and the move time.
    pub fn stake(&self) -> Option<u32> {
        let options = &self.state.options;
        let v = options.variant.board()?.variant();
        let letters = options.rules.rack_size.map_or(v.rack_size, usize::from);
        let target = options
            .rules
            .target
            .or_else(|| v.hooks.target.default_target());
        let computer = self.strongest_computer().map(|s| s.rank());
        v.hooks
            .stakes
            .points(letters, target, options.move_time_secs, computer)
    }

    /// Who wins and who loses game points now that the game is over: the winners gain the
    /// stake, every other person (resigned ones too) loses it; computers keep no account. Nothing moves for a game that
    /// is still on, stopped from outside, drawn, ended by agreement or not scored.
    pub fn account_changes(&self) -> Vec<PointsChange> {
        let (Some(stake), Some(game)) = (self.stake(), self.game()) else {
            return Vec::new();
        };
        let Phase::Over { ending, .. } = game.phase() else {
            return Vec::new();
        };
        if matches!(ending, Ending::Stopped | Ending::Drawn | Ending::Agreed) {
            return Vec::new();
        }
        let winners = game.winners();
        if winners.is_empty() {
            return Vec::new();
        }
        self.state
            .seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| seat.computer.is_none())
            .map(|(i, seat)| {
                let won = winners.contains(&i);
                PointsChange {
                    user: seat.user,
                    name: seat.name.clone(),
                    delta: if won {
                        i64::from(stake)
                    } else {
                        -i64::from(stake)
                    },
                    won,
                }
            })
            .collect()
    }

    /// The lines that announce the account changes at the end of a game.
    pub(super) fn game_points_lines(&self) -> Vec<Msg> {
        self.account_changes()
            .into_iter()
            .map(|c| {
                let key = if c.won {
                    "game-points-won"
                } else {
                    "game-points-lost"
                };
                Msg::new(key).s("name", c.name).n("points", c.delta.abs())
            })
            .collect()
    }
}
