//! The analysis of a turn: the best turn the strong computer's evaluation finds in the
//! position (static equity with the variant's learned leaves, [`super::equity`]: the
//! strongest evaluation that fits the milliseconds a table can spend at every person's turn)
//! and the equity the turn taken lost against it. `/game missed`, the end of a game, the
//! analysed record (`/game export analysis:true`) and the daily puzzle all read it.

use super::equity::{exchange_equity, laid_equity, pass_equity, rack_without, Leaves};
use super::weigh::best_candidates;
use super::Turn;
use crate::movegen::{Generator, Play};
use crate::rules::{Game, ScoredMove, Tile};

/// A turn as a player took it.
#[derive(Debug, Clone, Copy)]
pub enum Taken<'a> {
    /// A move laid (as the rules scored it).
    Play(&'a ScoredMove),
    /// These tiles given back.
    Exchange(&'a [Tile]),
    /// A pass.
    Pass,
}

/// The best turn in a position and what the turn taken lost against it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assessment {
    /// The best turn by the evaluation.
    pub best: Turn,
    /// Its equity (tenths of a point).
    pub best_equity: i64,
    /// The equity of the turn taken (tenths of a point).
    pub taken_equity: i64,
}

impl Assessment {
    /// Equity lost (tenths of a point, never below 0).
    pub fn lost(&self) -> i64 {
        (self.best_equity - self.taken_equity).max(0)
    }
}

/// Assesses `taken`, the turn of the player to move in `game`.
pub fn assess(game: &Game, generator: &mut Generator<'_>, taken: Taken<'_>) -> Assessment {
    let leaves = Leaves::learned_for(game);
    let mut plays: Vec<Play> = Vec::new();
    generator.plays_for(game, &mut plays);
    let best = best_candidates(game, &plays, leaves, 1).into_iter().next();
    let taken_equity = equity_of(game, taken, leaves);
    match best {
        Some(b) => Assessment {
            best: b.turn,
            best_equity: b.equity.max(taken_equity),
            taken_equity,
        },
        None => Assessment {
            best: Turn::Pass,
            best_equity: taken_equity,
            taken_equity,
        },
    }
}

/// The equity of a turn taken, by the measure the candidates are weighed with.
pub fn equity_of(game: &Game, taken: Taken<'_>, leaves: Leaves) -> i64 {
    let rack: Vec<Tile> = game
        .rack(game.turn())
        .map(|r| r.tiles().to_vec())
        .unwrap_or_default();
    match taken {
        Taken::Play(mv) => {
            let left = rack_without(&rack, &mv.rack_tiles());
            laid_equity(game, mv.score, &left, &mv.squares(), leaves)
        }
        Taken::Exchange(given) => exchange_equity(game, &rack_without(&rack, given), leaves),
        Taken::Pass => pass_equity(game, leaves),
    }
}

/// A turn in the notation players type: a move in GCG (`8H WORD`), `-` a pass, `-LETTERS`
/// an exchange.
pub fn turn_text(game: &Game, turn: &Turn) -> String {
    let alphabet = game.variant().alphabet();
    match turn {
        Turn::Play(p) => p.to_move_text().to_text(alphabet),
        Turn::Exchange(tiles) => {
            let letters: String = tiles
                .iter()
                .map(|t| match t {
                    Tile::Letter(l) => alphabet.upper(*l),
                    Tile::Blank => '?',
                })
                .collect();
            format!("-{letters}")
        }
        Turn::Pass => "-".to_string(),
    }
}

/// The points a turn scores (0 for an exchange or a pass).
pub fn turn_score(turn: &Turn) -> u32 {
    match turn {
        Turn::Play(p) => p.score,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Lexicon;
    use crate::movegen::computer::candidates;
    use crate::rules::VariantId;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    #[test]
    fn the_best_turn_loses_nothing_and_a_weaker_one_loses_its_difference() {
        let id = VariantId::English;
        let lex = Lexicon::bundled(id.variant().language).expect("the English list");
        let dawg = lex.dawg();
        let mut generator = Generator::new(id.variant(), dawg);
        let mut rng = StdRng::seed_from_u64(11);
        let game = Game::new(id, 2, &mut rng).expect("a game");
        let mut plays = Vec::new();
        generator.plays_for(&game, &mut plays);
        let leaves = Leaves::learned_for(&game);
        let ranked = candidates(&game, &plays, leaves);
        let Some(Turn::Play(best)) = ranked
            .iter()
            .map(|c| c.turn.clone())
            .find(|t| matches!(t, Turn::Play(_)))
        else {
            panic!("an opening play");
        };
        let worst = plays
            .iter()
            .min_by_key(|p| p.score)
            .copied()
            .expect("a play");
        let me = game.turn();
        let scored = |p: &Play| game.evaluate(me, &p.to_move_text()).expect("legal");
        let top = assess(&game, &mut generator, Taken::Play(&scored(&best)));
        let low = assess(&game, &mut generator, Taken::Play(&scored(&worst)));
        assert_eq!(top.best_equity, ranked[0].equity);
        assert!(low.lost() > top.lost(), "{} vs {}", low.lost(), top.lost());
        assert_eq!(
            low.taken_equity,
            super::super::play_equity(
                &game,
                &worst,
                game.rack(me).expect("a rack").tiles(),
                leaves
            )
        );
    }
}
