//! Swiss pairing of one round, as Swiss rules order their wishes (the FIDE Dutch system's,
//! simplified to what a Scrabble club needs), each outweighing all those after it:
//!
//! 1. no second bye: with an odd field the bye goes to a player who has not had one, while
//!    anyone has not;
//! 2. the fewest rematches: two players meet again only where every other round would need
//!    more such meetings;
//! 3. the bye to the lowest-placed player who can have it (under 1 and 2);
//! 4. score groups: players meet others on the same points; where a group cannot be paired
//!    within itself, players float to the nearest group (the sum of the squared point
//!    differences is the least);
//! 5. within that, each meets the nearest placed (the sum of the squared differences of
//!    places is the least: 1st–2nd and 3rd–4th rather than 1st–3rd and 2nd–4th).
//!
//! The whole round is chosen at once as the cheapest perfect matching
//! ([`super::matching`]), every wish a pair's cost on its own scale: O(n³), so 128 players
//! take milliseconds, whatever their history.

use super::matching::cheapest_pairs;

/// A round to pair: the players still in, best placed first, with what Swiss rules look at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Each player's points, doubled (by place).
    pub points: Vec<u32>,
    /// `met[i][j]`: the players at places i and j met before.
    pub met: Vec<Vec<bool>>,
    /// The player at place i had a bye.
    pub had_bye: Vec<bool>,
}

/// A paired round, by place: pairs (the better placed first, best pairs first) and the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The games.
    pub pairs: Vec<(usize, usize)>,
    /// Who sits out (an odd field).
    pub bye: Option<usize>,
}

/// How a round measures against each wish, most important first (lower is better); two
/// rounds compare by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Merit {
    /// 1 when the bye goes to a player who had one.
    pub second_bye: u32,
    /// Pairs that met before.
    pub rematches: u32,
    /// Places between the bye and the last place.
    pub bye_height: u32,
    /// The sum of the pairs' squared point differences.
    pub floats: u64,
    /// The sum of the pairs' squared place differences.
    pub distance: u64,
}

/// The most a point difference counts for (the points of a saved tournament are bounded
/// anyway: this keeps the costs' scale finite whatever they are).
const MAX_POINTS_GAP: u64 = 1 << 16;

impl Field {
    fn len(&self) -> usize {
        self.points.len()
    }

    fn met(&self, a: usize, b: usize) -> bool {
        self.met
            .get(a)
            .and_then(|row| row.get(b))
            .copied()
            .unwrap_or(false)
    }

    fn had_bye(&self, a: usize) -> bool {
        self.had_bye.get(a).copied().unwrap_or(false)
    }

    fn gap(&self, a: usize, b: usize) -> u64 {
        let (pa, pb) = (self.points[a], self.points[b]);
        u64::from(pa.abs_diff(pb)).min(MAX_POINTS_GAP)
    }

    /// What a round is worth, wish by wish.
    pub fn merit(&self, round: &Round) -> Merit {
        let n = self.len();
        let mut m = Merit {
            second_bye: 0,
            rematches: 0,
            bye_height: 0,
            floats: 0,
            distance: 0,
        };
        if let Some(b) = round.bye {
            m.second_bye = u32::from(self.had_bye(b));
            m.bye_height = (n.saturating_sub(1).saturating_sub(b)) as u32;
        }
        for &(a, b) in &round.pairs {
            m.rematches += u32::from(self.met(a, b));
            m.floats += self.gap(a, b).pow(2);
            m.distance += (a.abs_diff(b) as u64).pow(2);
        }
        m
    }

    /// Pairs the round: the best one by [`Merit`] (see the module doc).
    pub fn pair(&self) -> Round {
        let n = self.len();
        if n == 0 {
            return Round {
                pairs: Vec::new(),
                bye: None,
            };
        }
        // With an odd field, one more vertex: whoever is paired with it has the bye.
        let vertices = n + n % 2;
        let bye_vertex = (n % 2 == 1).then_some(n);
        // Each wish's unit outweighs the most all the wishes after it can add up to.
        let pairs = vertices as i128 / 2;
        let last = (n as i128 - 1).max(1);
        let widest = i128::from(MAX_POINTS_GAP).pow(2);
        let distance_unit = 1i128;
        let distance_most = pairs * last * last;
        let floats_unit = distance_most + 1;
        let floats_most = pairs * widest * floats_unit + distance_most;
        let bye_unit = floats_most + 1;
        let bye_most = last * bye_unit + floats_most;
        let rematch_unit = bye_most + 1;
        let rematch_most = pairs * rematch_unit + bye_most;
        let second_bye_unit = rematch_most + 1;
        let cost = |i: usize, j: usize| -> i128 {
            if Some(j) == bye_vertex {
                let height = (n - 1 - i) as i128;
                return i128::from(self.had_bye(i)) * second_bye_unit + height * bye_unit;
            }
            let apart = (j - i) as i128;
            i128::from(self.met(i, j)) * rematch_unit
                + i128::from(self.gap(i, j)) * i128::from(self.gap(i, j)) * floats_unit
                + apart * apart * distance_unit
        };
        let mate = cheapest_pairs(vertices, cost);
        let mut round = Round {
            pairs: Vec::new(),
            bye: None,
        };
        for (i, m) in mate.iter().enumerate().take(n) {
            match *m {
                Some(j) if Some(j) == bye_vertex => round.bye = Some(i),
                Some(j) if i < j => round.pairs.push((i, j)),
                Some(_) => {}
                // Never with a complete graph; a player left over sits out rather than
                // being lost.
                None if round.bye.is_none() => round.bye = Some(i),
                None => {}
            }
        }
        round
    }
}

/// Every round of the field, by trying every bye and every pairing (tests: the brute force
/// the pairing is held to).
#[cfg(test)]
pub(crate) fn every_round(field: &Field) -> Vec<Round> {
    fn pairings(left: &[usize]) -> Vec<Vec<(usize, usize)>> {
        let Some((&a, rest)) = left.split_first() else {
            return vec![Vec::new()];
        };
        let mut out = Vec::new();
        for k in 0..rest.len() {
            let others: Vec<usize> = rest
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != k)
                .map(|(_, &x)| x)
                .collect();
            for mut tail in pairings(&others) {
                tail.insert(0, (a, rest[k]));
                out.push(tail);
            }
        }
        out
    }
    let n = field.len();
    let byes: Vec<Option<usize>> = if n % 2 == 1 {
        (0..n).map(Some).collect()
    } else {
        vec![None]
    };
    byes.into_iter()
        .flat_map(|bye| {
            let left: Vec<usize> = (0..n).filter(|&i| Some(i) != bye).collect();
            pairings(&left)
                .into_iter()
                .map(move |pairs| Round { pairs, bye })
        })
        .collect()
}
#[cfg(test)]
mod tests {

    use super::*;
    use proptest::prelude::*;

    /// A field of up to ten players who met at random, on points in a few score groups,
    /// some with a bye.
    fn field() -> impl Strategy<Value = Field> {
        (1usize..=10).prop_flat_map(|n| {
            (
                proptest::collection::vec(0u32..4, n),
                proptest::collection::vec(any::<bool>(), n * n),
                proptest::collection::vec(any::<bool>(), n),
                0u32..3,
            )
                .prop_map(move |(gains, met, had_bye, density)| {
                    // Best placed first: points never rise down the list.
                    let mut points: Vec<u32> = gains.iter().map(|g| g * 2).collect();
                    points.sort_unstable_by(|a, b| b.cmp(a));
                    let mut m = vec![vec![false; n]; n];
                    for i in 0..n {
                        for j in i + 1..n {
                            // Denser or sparser histories.
                            let hit = match density {
                                0 => met[i * n + j] && met[j * n + i],
                                1 => met[i * n + j],
                                _ => met[i * n + j] || met[j * n + i],
                            };
                            m[i][j] = hit;
                            m[j][i] = hit;
                        }
                    }
                    Field {
                        points,
                        met: m,
                        had_bye,
                    }
                })
        })
    }

    fn is_round_of(field: &Field, round: &Round) -> bool {
        let mut seen = vec![0; field.len()];
        for &(a, b) in &round.pairs {
            seen[a] += 1;
            seen[b] += 1;
        }
        if let Some(b) = round.bye {
            seen[b] += 1;
        }
        seen.iter().all(|&s| s == 1) && round.bye.is_some() == (field.len() % 2 == 1)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        /// Issue 25: the bye went to the lowest-placed player without one where a bye to
        /// another player without one allowed a round without rematches, and the fallback
        /// allowed rematches everywhere (3 where 1 would do). Against every possible round
        /// of fields of up to ten: the round paired gives no second bye where it can, has
        /// the fewest rematches of such rounds, its bye goes to the lowest placed of those
        /// who can have it in such a round, and it is the best by every later wish too.
        #[test]
        fn as_good_as_the_best_of_every_round(field in field()) {
            let round = field.pair();
            prop_assert!(is_round_of(&field, &round), "{:?}", round);
            let all = every_round(&field);
            let best = all.iter().map(|r| field.merit(r)).min();
            let got = field.merit(&round);
            prop_assert_eq!(Some(got), best, "{:?} for {:?}", round, field);
            let no_second_bye = all.iter().map(|r| field.merit(r).second_bye).min();
            prop_assert_eq!(Some(got.second_bye), no_second_bye);
            let fewest = all
                .iter()
                .map(|r| field.merit(r))
                .filter(|m| m.second_bye == got.second_bye)
                .map(|m| m.rematches)
                .min();
            prop_assert_eq!(Some(got.rematches), fewest);
            if let Some(b) = round.bye {
                let lowest_possible = all
                    .iter()
                    .filter(|r| {
                        let m = field.merit(r);
                        m.second_bye == got.second_bye && m.rematches == got.rematches
                    })
                    .filter_map(|r| r.bye)
                    .max();
                prop_assert_eq!(Some(b), lowest_possible);
            }
        }
    }

    /// The first case in small: five players, none with a bye. The lowest placed
    /// (4) sitting out leaves 3, who met 0, 1 and 2, to a rematch; 3 sitting out leaves a
    /// round without one: the bye goes to 3.
    #[test]
    fn the_bye_goes_higher_when_that_avoids_a_rematch() {
        let mut met = vec![vec![false; 5]; 5];
        for (a, b) in [(3, 0), (3, 1), (3, 2)] {
            met[a][b] = true;
            met[b][a] = true;
        }
        let field = Field {
            points: vec![4, 4, 2, 2, 0],
            met,
            had_bye: vec![false; 5],
        };
        let round = field.pair();
        assert_eq!(field.merit(&round).rematches, 0, "{round:?}");
        assert_eq!(round.bye, Some(3), "{round:?}");
    }

    /// Sixty-four players with ten rounds behind them, all met at random: a round is paired
    /// (every player once), with no rematch where none is needed.
    #[test]
    fn sixty_four_players_pair() {
        let n = 64;
        let mut met = vec![vec![false; n]; n];
        // Everyone met the ten after them (wrapping), so a rematch-free round exists.
        for (i, row) in met.iter_mut().enumerate() {
            for k in 1..=5 {
                row[(i + k) % n] = true;
                row[(i + n - k) % n] = true;
            }
        }
        let field = Field {
            points: (0..n as u32).map(|i| 20 - i / 4).collect(),
            met,
            had_bye: vec![false; n],
        };
        let round = field.pair();
        assert!(is_round_of(&field, &round));
        assert_eq!(field.merit(&round).rematches, 0);
    }
}
