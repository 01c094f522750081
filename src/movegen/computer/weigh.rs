//! Weighing every turn of one position at once, as [`super::equity`] defines each turn's
//! static equity but without doing the same work for every play: every leave is part of
//! the rack, so what each part of the rack is worth is worked out once per position (a
//! table by the mask of rack tiles kept: 128 entries for seven tiles), and each play looks
//! its leave up by the rack tiles it lays; the exchanges use the same table. The word
//! premiums a play opens are read from a per-square table. Only the best few turns become
//! [`Candidate`]s (the strong computer needs one, the expert [`super::simulate::WIDTH`]).
//!
//! The equities and their order are exactly those of the straightforward computation
//! ([`super::equity::candidates_one_by_one`]), which the tests compare on many positions.

use super::equity::{
    candidates_one_by_one, ending_value, exchange_masks, exchange_scarcity, target_equity,
    Candidate, Leaves, Vowels, OPENING_WEIGHT,
};
use super::Turn;
use crate::movegen::Play;
use crate::rules::{Direction, Game, Pos, Premium, Tile};

/// Every turn the player to move has among `plays` (their generated plays), and with
/// learned leaves every exchange the rules allow them now, each with its static equity, best
/// first (on a tie, plays in their order, then exchanges). A pass is added when nothing else
/// is possible.
pub fn candidates(game: &Game, plays: &[Play], leaves: Leaves) -> Vec<Candidate> {
    best_candidates(game, plays, leaves, usize::MAX)
}

/// The first `n` of [`candidates`], without ranking the rest: the strong computer needs
/// one, the expert a few (a [`Weigher`] weighs them all at once).
pub fn best_candidates(game: &Game, plays: &[Play], leaves: Leaves, n: usize) -> Vec<Candidate> {
    match Weigher::new(game, leaves) {
        Some(w) => w.best(plays, n),
        None => {
            let mut all = candidates_one_by_one(game, plays, leaves);
            all.truncate(n);
            all
        }
    }
}

/// Longest rack weighed through a table (2^n entries); longer racks (no variant has one)
/// are weighed one play at a time.
pub const TABLE_MAX: usize = 12;

/// Everything needed to weigh the turns of the player to move in one position.
pub struct Weigher<'g> {
    game: &'g Game,
    leaves: Leaves,
    /// The rack, sorted (exchanges give tiles back in this order).
    rack: Vec<Tile>,
    /// What keeping each part of the rack is worth later, by mask of `rack` positions kept:
    /// the leave, or with learned leaves and the bag empty, going out or being caught.
    later: Vec<i64>,
    /// Word-premium weight of each board square a play could open (0 when occupied).
    open: Vec<u8>,
    width: u8,
    height: u8,
}

/// Where a ranked turn comes from, until it is made a [`Candidate`].
#[derive(Clone, Copy)]
enum Source {
    Play(usize),
    /// The mask of (sorted) rack tiles given back.
    Exchange(u32),
}

impl<'g> Weigher<'g> {
    /// Prepares to weigh the turns of the player to move in `game`; None when the rack is
    /// longer than [`TABLE_MAX`].
    pub fn new(game: &'g Game, leaves: Leaves) -> Option<Weigher<'g>> {
        let mut rack: Vec<Tile> = game
            .rack(game.turn())
            .map(|r| r.tiles().to_vec())
            .unwrap_or_default();
        if rack.len() > TABLE_MAX {
            return None;
        }
        rack.sort();
        let later = later_table(game, leaves, &rack);
        let board = game.board();
        let (width, height) = (board.width(), board.height());
        let v = game.variant();
        let mut open = Vec::with_capacity(usize::from(width) * usize::from(height));
        for row in 0..height {
            for col in 0..width {
                let q = Pos::new(row, col);
                open.push(if board.get(q).is_some() {
                    0
                } else {
                    match v.premium(q) {
                        Premium::TripleWord | Premium::QuadWordArrow(_) => 2,
                        Premium::DoubleWord => 1,
                        _ => 0,
                    }
                });
            }
        }
        Some(Weigher {
            game,
            leaves,
            rack,
            later,
            open,
            width,
            height,
        })
    }

    /// A play's static equity (as [`super::equity::play_equity`] computes it).
    pub fn play(&self, play: &Play) -> i64 {
        let points = i64::from(play.score) * 10;
        if !self.leaves.is_learned() {
            return points + self.later[self.kept_mask(play)] - 10 * self.opening(play);
        }
        if let Some(e) = target_equity(self.game, play.score) {
            return e;
        }
        points + self.later[self.kept_mask(play)] - OPENING_WEIGHT * self.opening(play)
    }

    /// The mask of rack positions a play leaves on the rack.
    fn kept_mask(&self, play: &Play) -> usize {
        let mut kept = (1usize << self.rack.len()) - 1;
        let mut take = |t: Tile| {
            let mut rest = kept;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                if self.rack[i] == t {
                    kept &= !(1 << i);
                    return;
                }
                rest &= rest - 1;
            }
        };
        // A blank taken from the board is laid instead of one from the rack, and the real
        // letter laid on its square comes from the rack ([`Play::rack_tiles`]).
        let mut board_blank = play.swap.is_some();
        let mut new = play.new;
        while new != 0 {
            let i = new.trailing_zeros() as usize;
            new &= new - 1;
            if play.blanks & (1 << i) != 0 {
                if board_blank {
                    board_blank = false;
                    continue;
                }
                take(Tile::Blank);
            } else {
                take(Tile::Letter(crate::lexicon::Letter(play.letters[i])));
            }
        }
        if let Some((_, letter)) = play.swap {
            take(Tile::Letter(letter));
        }
        kept
    }

    fn open_at(&self, pos: Pos, dir: Direction, d: i32) -> i64 {
        pos.step(dir, d, self.width, self.height).map_or(0, |q| {
            i64::from(self.open[usize::from(q.row) * usize::from(self.width) + usize::from(q.col)])
        })
    }

    /// Word-premium squares a play opens (as [`super::equity`] counts them: empty DW/TW
    /// squares beside its new tiles). Along the word, a new tile's neighbours are the
    /// word's own squares (new or on the board), except past its two ends; across it, they
    /// are never the play's.
    fn opening(&self, play: &Play) -> i64 {
        let dir = play.direction;
        let mut opened = 0;
        let mut new = play.new;
        while new != 0 {
            let i = new.trailing_zeros() as usize;
            new &= new - 1;
            let p = play.square(i);
            opened += self.open_at(p, dir.cross(), -1) + self.open_at(p, dir.cross(), 1);
        }
        if play.new & 1 != 0 {
            opened += self.open_at(play.start, dir, -1);
        }
        let last = usize::from(play.len).saturating_sub(1);
        if play.new & (1 << last) != 0 {
            opened += self.open_at(play.square(last), dir, 1);
        }
        opened
    }

    /// The first `n` of every turn among `plays` (and with learned leaves every exchange
    /// allowed), best first, ties in the order plays, then exchanges: exactly the first
    /// `n` of [`candidates`]. A pass when there is nothing else.
    pub fn best(&self, plays: &[Play], n: usize) -> Vec<Candidate> {
        let mut ranked = Ranked::new(n, plays.len());
        for (i, p) in plays.iter().enumerate() {
            ranked.offer(self.play(p), Source::Play(i));
        }
        if self.leaves.is_learned() {
            let scarce = exchange_scarcity(self.game);
            let full = (1usize << self.rack.len()) - 1;
            for given in exchange_masks(self.game, &self.rack) {
                // An exchange needs tiles in the bag, so the table holds the leave itself.
                let equity = self.later[full & !(given as usize)] - scarce;
                ranked.offer(equity, Source::Exchange(given));
            }
        }
        let mut out: Vec<Candidate> = ranked
            .finish()
            .into_iter()
            .map(|(equity, source)| Candidate {
                turn: match source {
                    Source::Play(i) => Turn::Play(plays[i]),
                    Source::Exchange(given) => Turn::Exchange(
                        (0..self.rack.len())
                            .filter(|i| given & (1 << i) != 0)
                            .map(|i| self.rack[i])
                            .collect(),
                    ),
                },
                equity,
            })
            .collect();
        if out.is_empty() && n > 0 {
            out.push(Candidate {
                turn: Turn::Pass,
                equity: 0,
            });
        }
        out
    }
}

/// What keeping each part of `rack` is worth later, by mask of positions kept.
fn later_table(game: &Game, leaves: Leaves, rack: &[Tile]) -> Vec<i64> {
    let ending = leaves.is_learned() && game.bag_len() == 0;
    let vowels = Vowels::of(game);
    let mut kept: Vec<Tile> = Vec::with_capacity(rack.len());
    (0..1usize << rack.len())
        .map(|mask| {
            kept.clear();
            kept.extend(
                (0..rack.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| rack[i]),
            );
            if ending {
                ending_value(game, &kept)
            } else {
                leaves.value_with(game, &kept, &|t| vowels.is(t))
            }
        })
        .collect()
}

/// The best `n` turns offered, in the order a stable sort by equity (best first) gives.
struct Ranked {
    n: usize,
    kept: Vec<(i64, Source)>,
    /// All are kept and sorted at the end (`n` covers everything offered).
    all: bool,
}

impl Ranked {
    fn new(n: usize, plays: usize) -> Ranked {
        // Exchanges: at most one per kept multiset of a rack of [`TABLE_MAX`] tiles.
        let all = n >= plays + (1 << TABLE_MAX);
        Ranked {
            n,
            kept: Vec::with_capacity(if all { plays } else { n + 1 }),
            all,
        }
    }

    fn offer(&mut self, equity: i64, source: Source) {
        if self.all {
            self.kept.push((equity, source));
            return;
        }
        if self.kept.len() == self.n && self.kept.last().is_none_or(|&(e, _)| equity <= e) {
            return;
        }
        // After every turn as good: an earlier turn stays first on a tie.
        let at = self.kept.partition_point(|&(e, _)| e >= equity);
        self.kept.insert(at, (equity, source));
        self.kept.truncate(self.n);
    }

    fn finish(mut self) -> Vec<(i64, Source)> {
        if self.all {
            self.kept.sort_by_key(|&(e, _)| std::cmp::Reverse(e));
        }
        self.kept
    }
}

#[cfg(test)]
mod tests {
    use super::super::duel::{positions_of_game, Seat};
    use super::super::equity::target_equity;
    use super::super::Strength;
    use super::*;
    use crate::lexicon::Lexicon;
    use crate::movegen::Generator;
    use crate::rules::VariantId;

    /// Weighing at once changes nothing: on every position of whole games between a strong
    /// and an intermediate computer in five variants, the candidates (turns, equities and
    /// order) are exactly those of the straightforward computation, with learned leaves and
    /// with the rules of thumb, and the best few are their first few. The games reach what
    /// the table must get right: duplicate tiles on the rack, exchanges, the bag empty
    /// (going out), the target score (Эрудит, Letterbox) and blanks taken from the board
    /// (Эрудит), each counted and required.
    #[test]
    fn weighing_at_once_gives_the_candidates_of_weighing_one_by_one() {
        let (mut positions, mut duplicates, mut exchanges, mut empty_bag, mut swaps, mut targets) =
            (0, 0, 0, 0, 0, 0);
        for (id, games) in [
            (VariantId::English, 6),
            (VariantId::Literaki, 4),
            (VariantId::Erudit, 6),
            (VariantId::Letterbox, 4),
            (VariantId::Literki, 4),
        ] {
            let lex = Lexicon::bundled(id.variant().language).expect("the bundled list");
            let dawg = lex.dawg();
            let mut generator = Generator::new(id.variant(), dawg);
            for seed in 0..games {
                let seats = [
                    Seat::Level(Strength::Strong),
                    Seat::Level(Strength::Intermediate),
                ];
                let seen = positions_of_game(id, seats, &lex, &mut generator, seed);
                for game in &seen {
                    let mut plays = Vec::new();
                    generator.plays_for(game, &mut plays);
                    for leaves in [Leaves::learned_for(game), Leaves::Thumb] {
                        let expected = candidates_one_by_one(game, &plays, leaves);
                        let got = candidates(game, &plays, leaves);
                        let differs = (0..got.len().max(expected.len()))
                            .find(|&i| got.get(i) != expected.get(i));
                        assert_eq!(
                            differs.map(|i| (got.get(i), expected.get(i))),
                            None,
                            "{} seed {seed}: candidate {differs:?} of {}",
                            id.name(),
                            expected.len()
                        );
                        for n in [0, 1, 3, 10] {
                            let first: Vec<_> = expected.iter().take(n).cloned().collect();
                            assert_eq!(best_candidates(game, &plays, leaves, n), first);
                        }
                        exchanges += expected
                            .iter()
                            .filter(|c| matches!(c.turn, Turn::Exchange(_)))
                            .count();
                    }
                    positions += 1;
                    let rack = game.rack(game.turn()).map(|r| r.tiles().to_vec());
                    let rack = rack.unwrap_or_default();
                    duplicates +=
                        usize::from(rack.iter().enumerate().any(|(i, t)| rack[..i].contains(t)));
                    empty_bag += usize::from(game.bag_len() == 0);
                    swaps += plays.iter().filter(|p| p.swap.is_some()).count();
                    targets += plays
                        .iter()
                        .filter(|p| target_equity(game, p.score).is_some())
                        .count();
                }
            }
        }
        assert!(positions > 400, "{positions} positions");
        assert!(duplicates > 200, "{duplicates} racks with a tile twice");
        assert!(exchanges > 20_000, "{exchanges} exchanges");
        assert!(empty_bag > 30, "{empty_bag} positions with the bag empty");
        assert!(swaps > 100, "{swaps} plays taking a blank from the board");
        assert!(targets > 100, "{targets} plays reaching the target");
    }

    /// Эрудит: a rack holding a blank and the real letter of a blank on the board. A play
    /// that takes the board's blank lays it again and pays with the real letter, so the
    /// rack's own blank stays on the rack ([`Play::rack_tiles`]); the table must not count it
    /// off (random games hardly ever meet this).
    #[test]
    fn a_blank_taken_from_the_board_leaves_the_racks_own_blank() {
        let id = VariantId::Erudit;
        let v = id.variant();
        let lex = Lexicon::bundled(v.language).expect("the Russian list");
        let dawg = lex.dawg();
        let mut generator = Generator::new(v, dawg);
        let mut rows = vec![".".repeat(usize::from(v.width)); usize::from(v.height)];
        let mid = usize::from(v.height) / 2;
        rows[mid] = format!(
            "{}кОТ{}",
            ".".repeat(6),
            ".".repeat(usize::from(v.width) - 9)
        );
        let board = crate::rules::Board::from_text(v, &rows.join("\n")).expect("a board");
        let mut setup = crate::rules::GameSetup::new(id, 2);
        setup.board = board;
        setup.players[0].rack =
            crate::movegen::positions::rack_from_text(id, "К?АОСИТ").expect("a rack");
        setup.bag = v.full_bag()[..30].to_vec();
        let game = setup.into_game().expect("a game");
        let mut plays = Vec::new();
        generator.plays_for(&game, &mut plays);
        let swaps = plays.iter().filter(|p| p.swap.is_some()).count();
        assert!(swaps > 0, "no play takes the blank");
        for leaves in [Leaves::learned_for(&game), Leaves::Thumb] {
            let expected = candidates_one_by_one(&game, &plays, leaves);
            let got = candidates(&game, &plays, leaves);
            let differs =
                (0..got.len().max(expected.len())).find(|&i| got.get(i) != expected.get(i));
            assert_eq!(differs.map(|i| (got.get(i), expected.get(i))), None);
        }
    }
}
