//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
//! deviation (how sure we are of it) and its volatility (how erratic the player is), and
//! the update after one rating period's games.
//!
//! plansza makes every rated game its own rating period for its players (as most online
//! game sites do: a rating moves when the game ends, not at the end of a month). A player
//! who has not played for a while is less certain: before a game the deviation grows as for
//! one empty period per whole [`IDLE_PERIOD_SECS`] since their last rated game
//! ([`Rating::after_idle`]), never past the starting [`START_DEVIATION`].
//!
//! A rating read from storage is not trusted: before it is used, each of its numbers is
//! brought into the range Glicko-2 works in ([`Rating::sane`]: a number that is not a
//! number becomes the newcomer's), so a damaged row never makes a rating infinite, not a
//! number, or stuck.

/// The Glicko scale's factor between the shown rating and the internal one (Step 2).
const SCALE: f64 = 173.7178;
/// The rating every player starts with.
pub const START_RATING: f64 = 1500.0;
/// The deviation every player starts with (and the most it can grow to).
pub const START_DEVIATION: f64 = 350.0;
/// The volatility every player starts with (the paper's suggestion).
pub const START_VOLATILITY: f64 = 0.06;
/// The system constant τ, which limits how fast the volatility changes (the paper's
/// example uses 0.5; its advice is 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// How close the volatility iteration must get (the paper's ε).
const EPSILON: f64 = 0.000_001;
/// An idle stretch of this long counts as one rating period without games: one day.
pub const IDLE_PERIOD_SECS: i64 = 86_400;
/// The lowest and highest rating kept (far beyond any player's: the scale is centred on
/// 1500 with steps of a few dozen points a game).
pub const RATING_RANGE: (f64, f64) = (0.0, 5000.0);
/// The smallest deviation kept (the largest is [`START_DEVIATION`]).
pub const MIN_DEVIATION: f64 = 1.0;
/// The lowest and highest volatility kept: about sixty times less and three times more
/// than a newcomer's 0.06 (near 0 its logarithm runs away; a huge one has no meaning).
pub const VOLATILITY_RANGE: (f64, f64) = (0.001, 0.2);

/// A player's Glicko-2 rating, on the familiar scale (1500 for a newcomer).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The rating deviation (RD): about 95 % sure the true strength is within twice this.
    pub deviation: f64,
    /// The volatility σ.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// One game's result against one opponent, from the player's side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    /// The opponent's rating before the period.
    pub opponent: Rating,
    /// 1 for a win, 0.5 for a draw, 0 for a loss.
    pub score: f64,
}

/// g(φ): how much a result against an opponent this uncertain counts (Step 3).
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// E(μ, μj, φj): the expected score against that opponent (Step 3).
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// `x` within `range`; `otherwise` when it is not a number.
fn within(x: f64, (low, high): (f64, f64), otherwise: f64) -> f64 {
    if x.is_nan() {
        otherwise
    } else {
        x.clamp(low, high)
    }
}

impl Rating {
    /// The rating with each number in the range Glicko-2 works in: the rating within
    /// [`RATING_RANGE`], the deviation within [`MIN_DEVIATION`] and [`START_DEVIATION`], the
    /// volatility within [`VOLATILITY_RANGE`]; a number that is not one (NaN) is the
    /// newcomer's. Every rating is made sane before it is used and after it is computed.
    pub fn sane(self) -> Rating {
        Rating {
            rating: within(self.rating, RATING_RANGE, START_RATING),
            deviation: within(
                self.deviation,
                (MIN_DEVIATION, START_DEVIATION),
                START_DEVIATION,
            ),
            volatility: within(self.volatility, VOLATILITY_RANGE, START_VOLATILITY),
        }
    }

    /// The rating on the Glicko-2 scale: μ and φ (Step 2), of the sane rating.
    fn internal(self) -> (f64, f64) {
        let r = self.sane();
        ((r.rating - START_RATING) / SCALE, r.deviation / SCALE)
    }

    /// The rating after `periods` rating periods without a game: only the deviation grows
    /// (φ* = √(φ² + σ²) per period, Step 6), at most back to [`START_DEVIATION`].
    pub fn after_idle(self, periods: u32) -> Rating {
        let me = self.sane();
        let (_, phi) = me.internal();
        let grown = (phi * phi + f64::from(periods) * me.volatility * me.volatility).sqrt();
        Rating {
            deviation: (grown * SCALE).min(START_DEVIATION),
            ..me
        }
    }

    /// The rating after one rating period with these games (Steps 3 to 8). With none, the
    /// period was idle ([`Rating::after_idle`] of one).
    pub fn updated(self, games: &[Outcome]) -> Rating {
        if games.is_empty() {
            return self.after_idle(1);
        }
        let me = self.sane();
        let (mu, phi) = me.internal();
        let (mut inverse_v, mut sum) = (0.0, 0.0);
        for game in games {
            let (mu_j, phi_j) = game.opponent.internal();
            let e = expected(mu, mu_j, phi_j);
            let g_j = g(phi_j);
            inverse_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (game.score - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let sigma = new_volatility(phi, me.volatility, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + START_RATING,
            deviation: (new_phi * SCALE).min(START_DEVIATION),
            volatility: sigma,
        }
        .sane()
    }
}

/// σ′ by the Illinois algorithm (Step 5).
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < 1_000.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    let mut rounds = 0;
    while (big_b - big_a).abs() > EPSILON && rounds < 1_000 {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
        rounds += 1;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: START_VOLATILITY,
        }
    }

    /// The worked example of Glickman's "Example of the Glicko-2 system": a player rated
    /// 1500 (RD 200, σ 0.06, τ 0.5) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and
    /// a 1700 (RD 300); "the player's new rating is r′ = 1464.06 and RD′ = 151.52", and the
    /// new volatility σ′ = 0.05999. The paper carries its steps with rounded values (g to
    /// four decimals, E to three); at full precision the rating is 1464.0507, within the
    /// stated precision (less than 0.01 from 1464.06), RD′ rounds to 151.52, and σ′ is
    /// 0.059996, of which the paper writes five decimals.
    #[test]
    fn the_papers_worked_example() {
        let player = rating(1500.0, 200.0);
        let games = [
            Outcome {
                opponent: rating(1400.0, 30.0),
                score: 1.0,
            },
            Outcome {
                opponent: rating(1550.0, 100.0),
                score: 0.0,
            },
            Outcome {
                opponent: rating(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = player.updated(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert_eq!(format!("{:.2}", after.deviation), "151.52");
        // 0.059996: the paper writes its first five decimals.
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    /// The example's table (Step 3): g(φj) = 0.9955, 0.9531, 0.7242 and E = 0.639, 0.432,
    /// 0.303 to the paper's precision; from those rounded entries, as the paper goes on,
    /// v = 1.7785 and Δ = −0.4834 (Step 4).
    #[test]
    fn the_examples_table_and_its_variance_and_improvement() {
        let (mu, _) = rating(1500.0, 200.0).internal();
        let opponents = [
            (1400.0, 30.0, 1.0),
            (1550.0, 100.0, 0.0),
            (1700.0, 300.0, 0.0),
        ];
        let stated = [(0.9955, 0.639), (0.9531, 0.432), (0.7242, 0.303)];
        let (mut inverse_v, mut sum) = (0.0, 0.0);
        for ((r, rd, s), (g_stated, e_stated)) in opponents.into_iter().zip(stated) {
            let (mu_j, phi_j) = rating(r, rd).internal();
            assert_eq!(format!("{:.4}", g(phi_j)), format!("{g_stated:.4}"));
            assert_eq!(
                format!("{:.3}", expected(mu, mu_j, phi_j)),
                format!("{e_stated:.3}")
            );
            inverse_v += g_stated * g_stated * e_stated * (1.0 - e_stated);
            sum += g_stated * (s - e_stated);
        }
        let v = 1.0 / inverse_v;
        assert_eq!(format!("{v:.4}"), "1.7785");
        assert_eq!(format!("{:.4}", v * sum), "-0.4834");
    }

    /// "If the player does not compete during the rating period": only φ grows, to
    /// √(φ² + σ²); it never passes the newcomer's 350.
    #[test]
    fn an_idle_period_only_widens_the_deviation() {
        let player = rating(1700.0, 50.0);
        let idle = player.updated(&[]);
        assert_eq!(idle.rating, 1700.0);
        assert_eq!(idle.volatility, START_VOLATILITY);
        let phi = 50.0 / SCALE;
        let expected_rd = (phi * phi + 0.06 * 0.06).sqrt() * SCALE;
        assert!((idle.deviation - expected_rd).abs() < 1e-9);
        assert!(idle.deviation > 50.0);
        assert_eq!(player.after_idle(100_000).deviation, START_DEVIATION);
        assert_eq!(player.after_idle(0), player);
    }

    /// Two newcomers: the winner gains what the loser loses, and both grow surer.
    #[test]
    fn newcomers_move_symmetrically() {
        let (a, b) = (Rating::default(), Rating::default());
        let a2 = a.updated(&[Outcome {
            opponent: b,
            score: 1.0,
        }]);
        let b2 = b.updated(&[Outcome {
            opponent: a,
            score: 0.0,
        }]);
        assert!(a2.rating > 1500.0 && b2.rating < 1500.0);
        assert!(((a2.rating - 1500.0) + (b2.rating - 1500.0)).abs() < 1e-6);
        assert!(a2.deviation < 350.0 && b2.deviation < 350.0);
        let drawn = a.updated(&[Outcome {
            opponent: b,
            score: 0.5,
        }]);
        assert!((drawn.rating - 1500.0).abs() < 1e-9);
    }

    /// A number a damaged row may hold where a rating's number should be.
    fn stored() -> impl proptest::strategy::Strategy<Value = f64> {
        use proptest::prelude::*;
        prop_oneof![
            Just(0.0),
            Just(-0.0),
            Just(1e-300),
            Just(f64::MIN_POSITIVE),
            Just(1e300),
            Just(f64::MAX),
            Just(f64::INFINITY),
            Just(f64::NEG_INFINITY),
            Just(f64::NAN),
            Just(-1.0),
            any::<f64>(),
            0.0..0.01,
            0.0..4000.0,
        ]
    }

    /// In range, as every rating the system gives must be.
    fn is_sane(r: Rating) -> bool {
        (RATING_RANGE.0..=RATING_RANGE.1).contains(&r.rating)
            && (MIN_DEVIATION..=START_DEVIATION).contains(&r.deviation)
            && (VOLATILITY_RANGE.0..=VOLATILITY_RANGE.1).contains(&r.volatility)
    }

    proptest::proptest! {
        /// Issue 25: "a stored rating with a volatility near 0 or huge gives 0 or a
        /// non-finite rating". Whatever numbers a damaged row holds, for the player or the
        /// opponent, the rating after a game (and after idle days) is finite and in range,
        /// and a win never lowers it, a loss never raises it.
        #[test]
        fn a_damaged_stored_rating_gives_a_finite_sensible_one(
            rating in stored(),
            deviation in stored(),
            volatility in stored(),
            opponent in (stored(), stored(), stored()),
            score in proptest::sample::select(vec![0.0, 0.5, 1.0]),
            idle in proptest::prelude::any::<u32>(),
        ) {
            let me = Rating { rating, deviation, volatility };
            let opponent = Rating {
                rating: opponent.0,
                deviation: opponent.1,
                volatility: opponent.2,
            };
            let after = me.updated(&[Outcome { opponent, score }]);
            proptest::prop_assert!(is_sane(after), "{me:?} against {opponent:?}: {after:?}");
            let before = me.sane().rating;
            if score == 1.0 {
                proptest::prop_assert!(after.rating >= before - 1e-9, "{me:?}: {after:?}");
            }
            if score == 0.0 {
                proptest::prop_assert!(after.rating <= before + 1e-9, "{me:?}: {after:?}");
            }
            let rested = me.after_idle(idle);
            proptest::prop_assert!(is_sane(rested), "{me:?}: {rested:?}");
            proptest::prop_assert!(is_sane(me.updated(&[])));
        }
    }

    /// The two cases, named: a volatility of almost nothing and a huge one.
    #[test]
    fn a_volatility_near_zero_or_huge_is_brought_into_range() {
        for volatility in [1e-300, 1e300] {
            let me = Rating {
                volatility,
                ..Rating::default()
            };
            let after = me.updated(&[Outcome {
                opponent: Rating::default(),
                score: 1.0,
            }]);
            assert!(is_sane(after) && after.rating > START_RATING, "{after:?}");
        }
    }
}
