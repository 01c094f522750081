//! A game of several people as one-to-one results: each player against each other player
//! scores 1 when placed above them, ½ when placed level, 0 when placed below. The places
//! come from the table (the winners first, then by final score; whoever left the game
//! below whoever did not).

use super::glicko2::{Outcome, Rating};

/// For each player, their score against every other player (by index), from their places
/// (0 is first; equal places are a tie). One list per player, in player order; each list
/// holds `(opponent, score)` for every other player.
pub fn pairwise_scores(places: &[u32]) -> Vec<Vec<(usize, f64)>> {
    places
        .iter()
        .enumerate()
        .map(|(i, &mine)| {
            places
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(j, &theirs)| {
                    let score = match mine.cmp(&theirs) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                    (j, score)
                })
                .collect()
        })
        .collect()
}

/// Every player's rating after a game, from their ratings before it and their places: each
/// is rated on their one-to-one results against all the others, in one rating period.
pub fn rate_game(before: &[Rating], places: &[u32]) -> Vec<Rating> {
    pairwise_scores(places)
        .into_iter()
        .zip(before)
        .map(|(scores, mine)| {
            let games: Vec<Outcome> = scores
                .into_iter()
                .filter_map(|(j, score)| before.get(j).map(|&opponent| Outcome { opponent, score }))
                .collect();
            mine.updated(&games)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_are_one_game() {
        assert_eq!(
            pairwise_scores(&[1, 0]),
            vec![vec![(1, 0.0)], vec![(0, 1.0)]]
        );
        assert_eq!(
            pairwise_scores(&[0, 0]),
            vec![vec![(1, 0.5)], vec![(0, 0.5)]]
        );
    }

    /// Four players, two level in second place: every pair is scored once from each side,
    /// and the two sides of a pair add up to one.
    #[test]
    fn four_players_are_six_games() {
        let scores = pairwise_scores(&[0, 1, 1, 3]);
        assert_eq!(scores[0], vec![(1, 1.0), (2, 1.0), (3, 1.0)]);
        assert_eq!(scores[1], vec![(0, 0.0), (2, 0.5), (3, 1.0)]);
        assert_eq!(scores[3], vec![(0, 0.0), (1, 0.0), (2, 0.0)]);
        for (i, list) in scores.iter().enumerate() {
            for &(j, s) in list {
                let back = scores[j].iter().find(|(k, _)| *k == i).map(|p| p.1);
                assert_eq!(back.map(|b| b + s), Some(1.0));
            }
        }
    }
}
