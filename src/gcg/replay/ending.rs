//! The replay's checks of a game's last lines: a withdrawn phony (its play taken back), the
//! rack points of the player who went out, and the penalty of each rack left.

use super::super::record::{Event, Warning};
use super::Replayer;
use crate::rules::hooks::OutBonus;

impl Replayer<'_> {
    pub(super) fn withdraw(&mut self, e: &Event) -> Option<i32> {
        let Some(lp) = self.last_play.take() else {
            self.flag(e.line, "a withdrawn phony that follows no play");
            return None;
        };
        if lp.player != e.player {
            self.flag(
                e.line,
                format!(
                    "player {} withdraws a play that is not theirs",
                    e.player + 1
                ),
            );
            self.last_play = Some(lp);
            return None;
        }
        if let (Some(a), Some(b)) = (&e.rack, &lp.rack) {
            let (mut a, mut b) = (a.clone(), b.clone());
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                self.flag(
                    e.line,
                    "the rack of the withdrawn play differs from the rack it was played from",
                );
            }
        }
        (self.board, self.owners) = lp.before;
        if self.went_out == Some(e.player) {
            self.went_out = None;
        }
        self.scoreless = lp.scoreless_before + 1;
        self.passes = 0;
        Some(-lp.score)
    }

    pub(super) fn end_points(&mut self, e: &Event, rack: &[char]) -> Option<i32> {
        if self.ended {
            self.flag(e.line, "end-game rack points after the game has ended");
        } else if self.went_out != Some(e.player) {
            self.flag(
                e.line,
                "end-game rack points for a player who has not gone out",
            );
        } else {
            // The bag is empty: the racks left hold exactly the tiles not on the board, less
            // the racks of those who resigned (which do not count).
            let mut written = rack.to_vec();
            written.sort_unstable();
            let mut unseen = self.unseen();
            for c in &self.resigned_racks.0 {
                if let Some(i) = unseen.iter().position(|x| x == c) {
                    unseen.remove(i);
                }
            }
            let unknown = self.resigned_racks.1 * self.v.rack_size;
            let agrees = if unknown == 0 {
                written == unseen
            } else {
                // Resigned racks not written: the others' racks lie among the rest.
                let mut rest = unseen.clone();
                written
                    .iter()
                    .all(|c| match rest.iter().position(|x| x == c) {
                        Some(i) => {
                            rest.remove(i);
                            true
                        }
                        None => false,
                    })
                    && rest.len() <= unknown
            };
            if !agrees {
                self.flag(
                    e.line,
                    format!(
                        "the racks left are ({}) but the tiles not on the board are ({})",
                        written.iter().collect::<String>(),
                        unseen.iter().collect::<String>()
                    ),
                );
            }
        }
        self.ended = true;
        let tiles = self.tiles(e.line, rack)?;
        let value = self.rack_value(&tiles);
        let (rule, other) = match self.v.end.out_bonus {
            OutBonus::GainsOpponentsRacks => (value, 2 * value),
            OutBonus::TwiceOpponentsRacks => (2 * value, value),
        };
        // Records follow either habit: twice the racks (NASPA/WESPA), or once with each
        // opponent losing their own in a penalty line (plansza, old Quackle files).
        if e.score == other && other != rule {
            self.warnings.push(Warning {
                line: e.line,
                text: format!(
                    "the racks left are counted {} (the {} rule counts them {})",
                    if other == value { "once" } else { "twice" },
                    self.v.id.name(),
                    if rule == value { "once" } else { "twice" }
                ),
            });
            return Some(other);
        }
        Some(rule)
    }

    pub(super) fn end_penalty(&mut self, e: &Event, rack: &[char]) -> Option<i32> {
        if !self.over() {
            self.flag(e.line, "an end-game rack penalty before the game has ended");
        }
        self.ended = true;
        self.check_pool(e.line, rack, &[]);
        if let Some(written) = &e.rack {
            let (mut a, mut b) = (written.clone(), rack.to_vec());
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                self.flag(e.line, "the rack differs from the rack in parentheses");
            }
        }
        let tiles = self.tiles(e.line, rack)?;
        Some(-self.rack_value(&tiles))
    }
}
