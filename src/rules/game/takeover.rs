//! Word takeover (Letterbox, [`WordTakeover::ExtendedWord`]): who owns the tiles on the
//! board, and which words a move takes over from other players.
//!
//! "Ergänzt ein Spieler das Wort eines Mitspielers mit mindestens einem Buchstaben, so erhält
//! er die Punkte für dieses Wort und für die Buchstaben, die er selbst angelegt hat. Daraufhin
//! färben sich die Buchstaben entsprechend der Spielerfarbe um." Our reading: a word the move
//! forms extends an existing word when it holds a run of two or more old tiles in its own
//! direction (that run was a word on the board). If the run holds a tile of another player,
//! the mover scores the face value of every tile in the run (premiums count only for the
//! letters laid now) and all of them become theirs. Crossing a word, which uses one of its
//! letters the other way, is not extending it.

use super::*;

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
        let variant = self.variant();
        let new: Vec<Pos> = mv.squares();
        let mut taken: Vec<Pos> = Vec::new();
        let mut points = 0;
        for word in &mv.words {
            let squares: Vec<Pos> = (0..word.letters.len())
                .filter_map(|i| self.board.step(word.start, word.direction, i as i32))
                .collect();
            for run in squares
                .split(|p| new.contains(p))
                .filter(|run| run.len() >= 2)
            {
                let someone_elses = run
                    .iter()
                    .any(|&p| self.owner(p).is_some_and(|o| o != player));
                if !someone_elses {
                    continue;
                }
                for &p in run {
                    if !taken.contains(&p) {
                        taken.push(p);
                        points += self.board.get(p).map_or(0, |t| variant.value(t));
                    }
                }
            }
        }
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
