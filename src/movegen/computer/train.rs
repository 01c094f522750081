//! Learning leave values from self-play. Two strong computers play whole games
//! ([`super::duel::play_game`]); every turn that keeps tiles while the bag still holds some
//! is a sample: the leave it kept, and the points the same player scored on their next turn
//! (an exchange or a pass scores 0). A leave's worth is how much more than the average that
//! next turn scores. The [`super::leaves::LeaveModel`]'s terms (each copy of each tile, the
//! vowel and consonant balance) are fitted to the samples by least squares with a little
//! ridge (so a rare tile's terms stay near 0), and the empty leave is set to 0.
//!
//! The sums the fit needs ([`Samples`]) add up across games, so the command that trains
//! (`plansza train leaves`) plays games on several threads and merges them; the same seeds
//! give the same file.

use super::duel::{play_game, DuelError, Seat, Settings};
use super::equity::{is_vowel, rack_without};
use super::leaves::{pair_count, pair_index, LeaveModel, BALANCE_MAX, COPIES};
use super::{Strength, Turn};
use crate::lexicon::{Letter, WordList};
use crate::movegen::Generator;
use crate::rules::{Game, Tile, VariantId};

/// Ridge added to the fit's diagonal (in samples' weight).
const RIDGE: f64 = 20.0;

/// The sums a least-squares fit of leave values needs, for one alphabet.
#[derive(Debug, Clone)]
pub struct Samples {
    letters: usize,
    dims: usize,
    /// Aᵀ A, row-major.
    ata: Vec<f64>,
    /// Aᵀ y.
    aty: Vec<f64>,
    /// Samples added.
    pub count: u64,
    /// Sum of the targets.
    sum_y: f64,
}

impl Samples {
    /// No samples yet, for an alphabet of `letters` letters.
    pub fn new(letters: usize) -> Samples {
        let slots = letters + 1;
        let dims = slots * COPIES + pair_count(slots) + (BALANCE_MAX + 1) * (BALANCE_MAX + 1);
        Samples {
            letters,
            dims,
            ata: vec![0.0; dims * dims],
            aty: vec![0.0; dims],
            count: 0,
            sum_y: 0.0,
        }
    }

    /// The model's terms a leave has: one per copy of each tile, one for its balance.
    fn features(&self, leave: &[Tile], vowel: &dyn Fn(Tile) -> bool) -> Vec<usize> {
        let mut out = Vec::with_capacity(leave.len() + 1);
        let mut seen: Vec<(Tile, usize)> = Vec::new();
        let (mut vowels, mut consonants) = (0usize, 0usize);
        for &t in leave {
            let slot = match t {
                Tile::Blank => self.letters,
                Tile::Letter(l) if l.index() < self.letters => l.index(),
                Tile::Letter(_) => continue,
            };
            let copy = match seen.iter_mut().find(|(x, _)| *x == t) {
                Some((_, n)) => {
                    *n += 1;
                    *n - 1
                }
                None => {
                    seen.push((t, 1));
                    0
                }
            };
            if copy < COPIES {
                out.push(slot * COPIES + copy);
            }
            match t {
                Tile::Blank => {}
                _ if vowel(t) => vowels += 1,
                _ => consonants += 1,
            }
        }
        let slots = self.letters + 1;
        let kinds: Vec<usize> = seen
            .iter()
            .filter_map(|(t, _)| match t {
                Tile::Blank => Some(self.letters),
                Tile::Letter(l) => (l.index() < self.letters).then_some(l.index()),
            })
            .collect();
        for (x, &i) in kinds.iter().enumerate() {
            for &j in &kinds[x + 1..] {
                out.push(slots * COPIES + pair_index(i.min(j), i.max(j), slots));
            }
        }
        let (v, c) = (vowels.min(BALANCE_MAX), consonants.min(BALANCE_MAX));
        out.push(self.balance_at() + v * (BALANCE_MAX + 1) + c);
        out
    }

    /// Where the balance terms begin.
    fn balance_at(&self) -> usize {
        let slots = self.letters + 1;
        slots * COPIES + pair_count(slots)
    }

    /// Adds one sample: `leave` was kept and the next turn scored `points`.
    pub fn add(&mut self, leave: &[Tile], vowel: &dyn Fn(Tile) -> bool, points: f64) {
        let f = self.features(leave, vowel);
        for &i in &f {
            self.aty[i] += points;
            for &j in &f {
                self.ata[i * self.dims + j] += 1.0;
            }
        }
        self.count += 1;
        self.sum_y += points;
    }

    /// Adds another set's samples (same alphabet).
    pub fn merge(&mut self, other: &Samples) {
        if other.dims != self.dims {
            return;
        }
        self.ata
            .iter_mut()
            .zip(&other.ata)
            .for_each(|(a, b)| *a += b);
        self.aty
            .iter_mut()
            .zip(&other.aty)
            .for_each(|(a, b)| *a += b);
        self.count += other.count;
        self.sum_y += other.sum_y;
    }

    /// The mean points of a next turn over the samples.
    pub fn mean_points(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.sum_y / self.count as f64
        }
    }

    /// The least-squares model (tenths of a point), the empty leave worth 0.
    pub fn fit(&self) -> LeaveModel {
        let n = self.dims;
        let mut a = self.ata.clone();
        let mut b = self.aty.clone();
        for i in 0..n {
            a[i * n + i] += RIDGE;
        }
        let x = solve(&mut a, &mut b, n);
        let mut model = LeaveModel::zero(self.letters);
        let balance_at = self.balance_at();
        let slots = self.letters + 1;
        let empty = x[balance_at];
        let tenths = |v: f64| (v * 10.0).round() as i32;
        let tile = |slot: usize| {
            if slot == self.letters {
                Tile::Blank
            } else {
                Tile::Letter(Letter(slot as u8))
            }
        };
        for slot in 0..slots {
            for copy in 0..COPIES {
                model.set_copy_value(tile(slot), copy, tenths(x[slot * COPIES + copy]));
            }
            for other in slot + 1..slots {
                let value = x[slots * COPIES + pair_index(slot, other, slots)];
                model.set_pair_value(tile(slot), tile(other), tenths(value));
            }
        }
        for v in 0..=BALANCE_MAX {
            for c in 0..=BALANCE_MAX {
                let value = x[balance_at + v * (BALANCE_MAX + 1) + c] - empty;
                model.set_balance_value(v, c, tenths(value));
            }
        }
        model
    }
}

/// Solves `a x = b` (symmetric positive definite, `n`×`n`, row-major) by Gaussian elimination
/// with partial pivoting; overwrites its arguments.
fn solve(a: &mut [f64], b: &mut [f64], n: usize) -> Vec<f64> {
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i * n + col].abs().total_cmp(&a[j * n + col].abs()))
            .unwrap_or(col);
        if pivot != col {
            for k in 0..n {
                a.swap(col * n + k, pivot * n + k);
            }
            b.swap(col, pivot);
        }
        let p = a[col * n + col];
        if p.abs() < 1e-12 {
            continue;
        }
        for row in col + 1..n {
            let f = a[row * n + col] / p;
            if f == 0.0 {
                continue;
            }
            for k in col..n {
                a[row * n + k] -= f * a[col * n + k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let p = a[row * n + row];
        if p.abs() < 1e-12 {
            continue;
        }
        let s: f64 = (row + 1..n).map(|k| a[row * n + k] * x[k]).sum();
        x[row] = (b[row] - s) / p;
    }
    x
}

/// Plays one self-play game of `id` between two computers of `seat` and adds its samples. A
/// sample's target is the next turn's points plus, with a `previous` model, the worth of
/// the leave that next turn keeps by that model (so a tile good to hold for several turns,
/// like a blank, earns credit beyond the next one).
pub fn self_play_game(
    id: VariantId,
    seat: Seat,
    previous: Option<&LeaveModel>,
    words: &dyn WordList,
    generator: &mut Generator<'_>,
    seed: u64,
    samples: &mut Samples,
) -> Result<(), DuelError> {
    let alphabet = id.variant().alphabet();
    let vowel = |t: Tile| match t {
        Tile::Letter(l) => is_vowel(alphabet.lower(l)),
        Tile::Blank => false,
    };
    // Per player: the leave of their last turn, waiting for their next turn's points.
    let mut waiting: [Option<Vec<Tile>>; 2] = [None, None];
    let mut observe = |game: &Game, turn: &Turn, _: &[super::Thought]| {
        let me = game.turn();
        let rack: Vec<Tile> = game
            .rack(me)
            .map(|r| r.tiles().to_vec())
            .unwrap_or_default();
        let mut points = match turn {
            Turn::Play(p) => f64::from(p.score),
            Turn::Exchange(_) | Turn::Pass => 0.0,
        };
        let kept = match turn {
            Turn::Play(p) => Some(rack_without(&rack, &p.rack_tiles())),
            Turn::Exchange(given) => Some(rack_without(&rack, given)),
            Turn::Pass => None,
        };
        // A leave counts while tiles are still drawn after the turn.
        let drawn = match turn {
            Turn::Play(p) => p.tile_count() as usize,
            _ => 0,
        };
        let counts = game.bag_len() > drawn;
        if let (Some(model), Some(kept), true) = (previous, &kept, counts) {
            points += model.value(kept, &vowel) as f64 / 10.0;
        }
        if let Some(leave) = waiting.get_mut(me).and_then(Option::take) {
            samples.add(&leave, &vowel, points);
        }
        if counts {
            if let Some(slot) = waiting.get_mut(me) {
                *slot = kept;
            }
        }
    };
    play_game(
        id,
        [seat, seat],
        Settings::default(),
        words,
        generator,
        seed,
        &mut observe,
    )
    .map(|_| ())
}

/// The seat self-play uses: the strong computer (with the leaves it has).
pub const TRAINER: Seat = Seat::Level(Strength::Strong);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Lexicon;

    #[test]
    fn the_fit_finds_the_values_the_samples_were_made_with() {
        let letters = 4;
        let mut s = Samples::new(letters);
        let vowel = |t: Tile| t == Tile::Letter(Letter(0));
        let (a, b, blank) = (
            Tile::Letter(Letter(0)),
            Tile::Letter(Letter(1)),
            Tile::Blank,
        );
        // Next turns score 20 plus 3 per blank kept, less 2 for a second b, many times over.
        for _ in 0..2000 {
            s.add(&[], &vowel, 20.0);
            s.add(&[a], &vowel, 20.0);
            s.add(&[blank], &vowel, 23.0);
            s.add(&[b, b], &vowel, 18.0);
            s.add(&[b], &vowel, 20.0);
            s.add(&[a, blank], &vowel, 23.0);
        }
        let m = s.fit();
        let v = |leave: &[Tile]| m.value(leave, &vowel);
        assert!((v(&[blank]) - 30).abs() <= 2, "{}", v(&[blank]));
        assert!((v(&[b, b]) + 20).abs() <= 2, "{}", v(&[b, b]));
        assert!(v(&[a]).abs() <= 2, "{}", v(&[a]));
        assert_eq!(v(&[]), 0);
    }

    #[test]
    fn self_play_gives_a_blank_a_high_value() {
        let id = VariantId::English;
        let lex = Lexicon::bundled(id.variant().language).expect("the English list");
        let dawg = lex.dawg();
        let mut generator = Generator::new(id.variant(), dawg);
        let mut s = Samples::new(id.variant().alphabet().len());
        for seed in 0..40 {
            self_play_game(id, TRAINER, None, &lex, &mut generator, seed, &mut s).expect("a game");
        }
        assert!(s.count > 600, "{} samples", s.count);
        let m = s.fit();
        let q = id.variant().alphabet().letter('q').expect("q");
        assert!(
            m.copy_value(Tile::Blank, 0) > m.copy_value(Tile::Letter(q), 0),
            "a blank is worth more than a q"
        );
    }
}
