//! Word takeover (Letterbox, [`crate::rules::WordTakeover::ExtendedWord`]): which old tiles a
//! placement takes from other players, and what they score.
//!
//! "Ergänzt ein Spieler das Wort eines Mitspielers mit mindestens einem Buchstaben, so erhält
//! er die Punkte für dieses Wort und für die Buchstaben, die er selbst angelegt hat. Daraufhin
//! färben sich die Buchstaben entsprechend der Spielerfarbe um." Our reading: a word the move
//! forms extends an existing word when it holds a run of two or more old tiles in its own
//! direction (that run was a word on the board). If the run holds a tile of another player,
//! the mover scores the face value of every tile in the run (premiums count only for the
//! letters laid now) and all of them become theirs. Crossing a word, which uses one of its
//! letters the other way, is not extending it.

use super::board::Board;
use super::pos::Pos;
use super::scoring::ScoredMove;
use super::variant::Variant;

/// The old tiles `player`'s placement `mv` takes over on `board`, where `owner` says who owns
/// a tile, and the points they score: each tile once, at face value.
pub fn words_taken(
    variant: &Variant,
    board: &Board,
    owner: impl Fn(Pos) -> Option<usize>,
    player: usize,
    mv: &ScoredMove,
) -> (Vec<Pos>, u32) {
    let new: Vec<Pos> = mv.squares();
    let mut taken: Vec<Pos> = Vec::new();
    let mut points = 0;
    for word in &mv.words {
        let squares: Vec<Pos> = (0..word.letters.len())
            .filter_map(|i| board.step(word.start, word.direction, i as i32))
            .collect();
        for run in squares
            .split(|p| new.contains(p))
            .filter(|run| run.len() >= 2)
        {
            if !run.iter().any(|&p| owner(p).is_some_and(|o| o != player)) {
                continue;
            }
            for &p in run {
                if !taken.contains(&p) {
                    taken.push(p);
                    points += board.get(p).map_or(0, |t| variant.value(t));
                }
            }
        }
    }
    (taken, points)
}
