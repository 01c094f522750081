//! The end-game search: with the bag empty and two players every tile is known (the
//! opponent's rack is what the thinker cannot see on its own rack and the board), so the
//! rest of the game is a game of perfect information. A negamax search with alpha-beta,
//! deepened one ply at a time (plays tried highest-scoring first, a pass always among them),
//! values a finished line by the final spread as the rules leave it (going out, the racks'
//! values) and a line cut at the depth by the spread less the mover's rack plus the
//! opponent's. When a depth finishes with no line cut, the answer is exact; when the budget
//! runs out mid-depth, the last finished depth's answer stands. The strong computer's
//! [`glance`] is the same search cut short: a few plies deep, a few plays wide, no clock.

use super::budget::Spending;
use super::equity::spread;
use super::Turn;
use crate::movegen::{Dawg, Generator, Play};
use crate::rules::Game;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// Deepest search tried (plies).
const MAX_DEPTH: u32 = 14;

/// How far the strong computer looks with the bag empty: [`GLANCE_PLIES`] plies, at each
/// turn its [`GLANCE_WIDTH`] best-scoring plays (those going out first) and a pass.
pub const GLANCE_PLIES: u32 = 4;
/// See [`GLANCE_PLIES`].
pub const GLANCE_WIDTH: usize = 8;

/// How many plays the search tries at each turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Width {
    /// Every play (and a pass): the answer can be exact.
    All,
    /// The best-scoring few (plays going out first) and a pass: quick, never proven exact.
    Best(usize),
}

/// The best turn for the player to move with the bag empty (two players), or None when the
/// budget did not allow even one ply or the game is not such an end-game.
pub fn solve(game: &Game, generator: &mut Generator<'_>, spending: &Spending) -> Option<Turn> {
    solve_with_depth(game, generator, spending, Width::All).map(|(turn, _, _)| turn)
}

/// The strong computer's look at an end-game: [`GLANCE_PLIES`] plies deep, [`GLANCE_WIDTH`]
/// plays wide, the same on every machine (no clock). None when the game is not such an
/// end-game.
pub fn glance(game: &Game, generator: &mut Generator<'_>) -> Option<Turn> {
    let spending = super::Budget::rounds(GLANCE_PLIES).start();
    solve_with_depth(game, generator, &spending, Width::Best(GLANCE_WIDTH)).map(|(turn, _, _)| turn)
}

/// The expert's end-game within `budget`: the exact search when it finishes in half of it;
/// otherwise, with what is left, the search deepened as far as the budget allows at each
/// turn's [`GLANCE_WIDTH`] best plays, so that it never sees less far than the strong
/// computer's [`glance`] in an end-game too big to solve. (One 2,000-game Literaki match at
/// 50 ms a move: 52.8% against the glancing strong with the full search alone, 53.4% so:
/// within the noise.) None when the game is not such an end-game.
pub fn think(game: &Game, generator: &mut Generator<'_>, budget: super::Budget) -> Option<Turn> {
    let whole = budget.start();
    let half = if budget.cpu == std::time::Duration::MAX {
        budget
    } else {
        super::Budget {
            cpu: budget.cpu / 2,
            ..budget
        }
    };
    let wide = solve_with_depth(game, generator, &half.start(), Width::All);
    if let Some((turn, _, true)) = &wide {
        return Some(turn.clone());
    }
    solve_with_depth(game, generator, &whole, Width::Best(GLANCE_WIDTH))
        .or(wide)
        .map(|(turn, _, _)| turn)
}

/// [`solve`] with the value found (tenths of a point of final spread for the player to move)
/// and whether it is exact, trying `width` plays at each turn.
pub fn solve_with_depth(
    game: &Game,
    generator: &mut Generator<'_>,
    spending: &Spending,
    width: Width,
) -> Option<(Turn, i64, bool)> {
    if game.bag_len() != 0 || game.players().len() != 2 || game.is_over() {
        return None;
    }
    let root = game.clone_without_history();
    let mut best = None;
    // A budget of rounds (no clock) searches as many plies, so it ends on any machine.
    let deepest = spending
        .round_limit()
        .map_or(MAX_DEPTH, |r| r.clamp(1, MAX_DEPTH));
    for depth in 1..=deepest {
        let mut search = Search {
            generator: &mut *generator,
            spending,
            width,
            aborted: false,
            cut: false,
        };
        let found = search.root(&root, depth);
        if search.aborted {
            break;
        }
        let exact = !search.cut;
        if let Some((turn, value)) = found {
            best = Some((turn, value, exact));
        }
        if exact {
            break;
        }
    }
    best
}

struct Search<'s, 'g> {
    generator: &'s mut Generator<'g>,
    spending: &'s Spending,
    width: Width,
    aborted: bool,
    /// Some line was cut at the depth (the answer is not exact).
    cut: bool,
}

impl Search<'_, '_> {
    fn root(&mut self, game: &Game, depth: u32) -> Option<(Turn, i64)> {
        let mut best: Option<(Turn, i64)> = None;
        let mut alpha = i64::MIN + 1;
        for turn in self.turns(game) {
            let Some(child) = apply(game, &turn, self.generator.dawg()) else {
                continue;
            };
            let value = self.child_value(game, &child, depth - 1, alpha, i64::MAX);
            if self.aborted {
                return best;
            }
            if best.as_ref().is_none_or(|(_, b)| value > *b) {
                alpha = alpha.max(value);
                best = Some((turn, value));
            }
        }
        best
    }

    /// The value of `child` (reached from `parent`) for `parent`'s mover.
    fn child_value(
        &mut self,
        parent: &Game,
        child: &Game,
        depth: u32,
        alpha: i64,
        beta: i64,
    ) -> i64 {
        // A finished game is valued from the parent's mover's side directly (whose turn a
        // finished game names says nothing).
        if child.is_over() {
            return 10 * spread(child, parent.turn());
        }
        if child.turn() == parent.turn() {
            self.negamax(child, depth, alpha, beta)
        } else {
            -self.negamax(child, depth, -beta, -alpha)
        }
    }

    /// The value of `game` for its player to move.
    fn negamax(&mut self, game: &Game, depth: u32, mut alpha: i64, beta: i64) -> i64 {
        let me = game.turn();
        if self.spending.over(0) {
            self.aborted = true;
            return 0;
        }
        if depth == 0 {
            self.cut = true;
            return 10 * (spread(game, me) - rack_value(game, me) + rack_value(game, 1 - me));
        }
        let mut best = i64::MIN + 1;
        for turn in self.turns(game) {
            let Some(child) = apply(game, &turn, self.generator.dawg()) else {
                continue;
            };
            let value = self.child_value(game, &child, depth - 1, alpha, beta);
            if self.aborted {
                return 0;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The turns to try, highest-scoring plays first, then a pass.
    fn turns(&mut self, game: &Game) -> Vec<Turn> {
        let mut plays: Vec<Play> = Vec::new();
        self.generator.plays_for(game, &mut plays);
        plays.sort_by_key(|p| {
            std::cmp::Reverse((p.tile_count() as usize == rack_len(game), p.score))
        });
        if let Width::Best(n) = self.width {
            if plays.len() > n {
                plays.truncate(n);
                // Lines through the plays left out were not looked at: not exact.
                self.cut = true;
            }
        }
        let mut turns: Vec<Turn> = plays.into_iter().map(Turn::Play).collect();
        turns.push(Turn::Pass);
        turns
    }
}

fn rack_len(game: &Game) -> usize {
    game.rack(game.turn()).map_or(0, |r| r.len())
}

fn rack_value(game: &Game, player: usize) -> i64 {
    let v = game.variant();
    game.rack(player).map_or(0, |r| {
        r.tiles().iter().map(|&t| i64::from(v.tile_value(t))).sum()
    })
}

/// The game after `turn`, its words checked against the generator's (no tile is drawn: the
/// bag is empty).
fn apply(game: &Game, turn: &Turn, words: &Dawg) -> Option<Game> {
    let me = game.turn();
    // The bag is empty: nothing random happens, any seed will do.
    let mut rng = StdRng::seed_from_u64(0);
    match turn {
        Turn::Play(p) => game
            .play(me, &p.to_move_text(), words, &mut rng)
            .ok()
            .map(|(g, _)| g),
        Turn::Exchange(_) => None,
        Turn::Pass => game.pass(me, &mut rng).ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, Lexicon};
    use crate::movegen::computer::budget::Budget;
    use crate::movegen::computer::{candidates, Leaves};
    use crate::rules::{Board, GameSetup, Tile, VariantId};

    /// A two-move out the static best-equity move misses. English, the words TA, TAI, AX,
    /// XI and QI only; TA on the board at 6H (row 6, columns H-I: T on H6, A on I6); the bag
    /// is empty; the player to move holds Q I X, the opponent V V (no word has a V: they
    /// can only pass). Rows and columns below count from 1.
    ///
    /// The player's plays (with the standard premiums):
    /// - XI across at 7I (X on the double letter I7 under the A, I on J7): XI 16 + 1 and AX
    ///   1 + 16, **34**; it keeps the Q, and the Q can never be played: QI needs an I, the
    ///   only one is J7, and Q above it (J6) makes TAQ, beside it is the X, below it IQ.
    /// - QI down at J5 (Q on J5, I on the triple letter J6 after TA): QI 10 + 3 and TAI
    ///   1 + 1 + 3, **18**; it keeps the X, which AX (X on I7, 1 + 16 = 17) then plays out.
    /// - AX down at I6 (X on I7): **17**, keeping Q I, which QI at J5 then plays out (18).
    /// - XI down at J5 (16) and TAI alone (5) score less and keep the Q or Q X.
    ///
    /// Static equity with the bag empty ([`super::super::equity`], tenths of a point) weighs
    /// going out (+20 a point of the opponent's rack) against being caught (−20 a point
    /// kept), and sees no further: XI is 340 − 200 = 140, QI 180 − 160 − 10 (J5 lies beside
    /// the double word K5) = 10, AX 170 − 220 = −50. So the static choice is XI.
    ///
    /// The game: after XI the player can only pass; six scoreless turns end it and each
    /// loses their rack: 34 − 10 against −8, a spread of 32. After QI (or AX first) the
    /// opponent passes and the player goes out: 18 + 17 = 35 plus twice the opponent's 8 (club
    /// scoring), a spread of 51. The search must find 51 (510 tenths) and play QI (tried
    /// before AX, the higher score, and AX is only as good). Lines that pass between plays
    /// run past its deepest depth, so the value is the deepest depth's, not proven exact.
    ///
    /// This builds that position: the game, and its five words for a generator.
    fn two_move_out() -> (Game, Dawg) {
        let id = VariantId::English;
        let v = id.variant();
        let words = ["ta", "tai", "ax", "xi", "qi"].map(String::from);
        let lex = Lexicon::from_words(Language::English, words).expect("five words");
        let dawg = lex.dawg();
        let mut rows = vec![".".repeat(15); 15];
        rows[5] = format!("{}TA{}", ".".repeat(7), ".".repeat(6));
        let mut setup = GameSetup::new(id, 2);
        setup.board = Board::from_text(v, &rows.join("\n")).expect("a board");
        let tiles =
            |text: &str| crate::movegen::positions::rack_from_text(id, text).expect("tiles");
        setup.players[0].rack = tiles("QIX");
        setup.players[1].rack = tiles("VV");
        setup.bag = Vec::new();
        (setup.into_game().expect("a game"), dawg.clone())
    }

    /// The tiles a turn lays (sorted) and its score.
    fn laid(turn: &Turn) -> (Vec<Tile>, u32) {
        match turn {
            Turn::Play(p) => {
                let mut t = p.rack_tiles();
                t.sort();
                (t, p.score)
            }
            _ => (Vec::new(), 0),
        }
    }

    /// These letters as tiles, sorted.
    fn letters(game: &Game, text: &str) -> Vec<Tile> {
        let a = game.variant().alphabet();
        let mut tiles: Vec<Tile> = text
            .chars()
            .map(|c| Tile::Letter(a.letter(c).expect("a letter")))
            .collect();
        tiles.sort();
        tiles
    }

    #[test]
    fn the_search_finds_the_two_move_out_the_static_choice_misses() {
        let (game, dawg) = two_move_out();
        let mut generator = Generator::new(game.variant(), &dawg);
        let mut plays = Vec::new();
        generator.plays_for(&game, &mut plays);
        let ranked = candidates(&game, &plays, Leaves::learned_for(&game));
        assert_eq!(
            laid(&ranked[0].turn),
            (letters(&game, "xi"), 34),
            "the static choice is XI"
        );
        assert_eq!(ranked[0].equity, 140);

        let turn = solve(&game, &mut generator, &Budget::rounds(MAX_DEPTH).start());
        assert_eq!(
            turn.as_ref().map(laid),
            Some((letters(&game, "qi"), 18)),
            "the search plays QI"
        );
        let found = solve_with_depth(
            &game,
            &mut generator,
            &Budget::rounds(MAX_DEPTH).start(),
            Width::All,
        );
        assert_eq!(found.map(|(_, value, _)| value), Some(510));
    }

    /// The strong computer, which does not think ahead in the middle of a game, glances at
    /// an end-game ([`glance`]: four plies, its eight best plays): in [`two_move_out`] it
    /// goes out in two moves (QI, then AX after the opponent's pass) instead of the static
    /// choice XI, which leaves it holding a Q it can never play.
    #[test]
    fn the_strong_computer_sees_the_two_move_out() {
        let (game, dawg) = two_move_out();
        let mut generator = Generator::new(game.variant(), &dawg);
        let mut rng = StdRng::seed_from_u64(1);
        let strong = super::super::Computer::new(super::super::Strength::Strong, &game);
        let turn = strong.choose(&game, &mut generator, &mut rng);
        assert_eq!(laid(&turn), (letters(&game, "qi"), 18), "{turn:?}");
    }
}
