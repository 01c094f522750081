//! A position as one player can picture it: what they cannot see (the other players' racks
//! and the bag) dealt anew at random from those same unseen tiles. A computer that thinks
//! ahead plays its candidates out in such positions; it never reads a rack it could not see.

use super::*;
use rand::seq::SliceRandom;

impl Game {
    /// The tiles `viewer` cannot see: the bag and every other player's rack.
    pub fn unseen_by(&self, viewer: usize) -> Vec<Tile> {
        let mut unseen: Vec<Tile> = self.bag.tiles().to_vec();
        for (i, p) in self.players.iter().enumerate() {
            if i != viewer {
                unseen.extend(p.rack.tiles().iter().copied());
            }
        }
        unseen
    }

    /// This position with the tiles `viewer` cannot see shuffled and dealt again: every other
    /// rack as many tiles as it holds, the rest in the bag. The record of turns is left
    /// behind (no rule reads it), so a thinking computer copies little.
    pub fn imagined(&self, viewer: usize, rng: &mut dyn RngCore) -> Game {
        let mut unseen = self.unseen_by(viewer);
        unseen.shuffle(rng);
        let mut g = self.clone_without_history();
        for (i, p) in g.players.iter_mut().enumerate() {
            if i == viewer {
                continue;
            }
            let n = p.rack.len();
            let at = unseen.len().saturating_sub(n);
            p.rack = Rack::new(unseen.split_off(at));
        }
        g.bag = Bag::new(unseen);
        g
    }

    /// This position with its record of turns left behind.
    pub fn clone_without_history(&self) -> Game {
        Game {
            variant: self.variant,
            board: self.board.clone(),
            bag: self.bag.clone(),
            players: self.players.clone(),
            turn: self.turn,
            phase: self.phase.clone(),
            move_number: self.move_number,
            passes_in_row: self.passes_in_row,
            history: Vec::new(),
            options: self.options,
            first_player: self.first_player,
            last_round: self.last_round,
            agreed: self.agreed.clone(),
            owners: self.owners.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    #[test]
    fn an_imagined_position_keeps_the_viewers_rack_and_every_tile() {
        let mut rng = StdRng::seed_from_u64(3);
        let g = Game::new(VariantId::English, 2, &mut rng).expect("a game");
        let mut before = g.unseen_by(0);
        before.sort();
        let mut redealt = 0;
        for _ in 0..20 {
            let i = g.imagined(0, &mut rng);
            assert_eq!(i.rack(0), g.rack(0));
            assert_eq!(i.rack(1).map(Rack::len), g.rack(1).map(Rack::len));
            let mut after = i.unseen_by(0);
            after.sort();
            assert_eq!(after, before, "the unseen tiles are the same tiles");
            redealt += usize::from(i.rack(1) != g.rack(1));
            assert!(i.history().is_empty());
        }
        assert!(
            redealt > 15,
            "the opponent's rack is dealt anew: {redealt} of 20"
        );
    }
}
