//! Who owns the tiles on the board (word takeover, see [`crate::rules::takeover`]) and the
//! takeovers a move makes.

use super::*;
use crate::rules::takeover::words_taken;

/// Gives the tile on `pos` of a `width` x `height` board to `player` in an owners grid
/// (grown to the board's size when empty).
pub(super) fn set_owner_in(
    owners: &mut Vec<Option<u8>>,
    width: u8,
    height: u8,
    pos: Pos,
    player: usize,
) {
    let (w, h) = (width as usize, height as usize);
    owners.resize(w * h, None);
    if let Some(slot) = owners.get_mut(pos.row as usize * w + pos.col as usize) {
        *slot = u8::try_from(player).ok();
    }
}

impl Game {
    /// Adds to a scored move the tiles it takes over from other players and their points.
    pub(super) fn add_takeovers(&self, player: usize, mv: &mut ScoredMove) {
        let (taken, points) =
            words_taken(self.variant(), &self.board, |p| self.owner(p), player, mv);
        mv.score += points;
        mv.takeover = points;
        mv.taken = taken;
    }

    /// Gives the tile on `pos` to `player`.
    pub(super) fn set_owner(&mut self, pos: Pos, player: usize) {
        let (w, h) = (self.board.width(), self.board.height());
        set_owner_in(&mut self.owners, w, h, pos, player);
    }
}
