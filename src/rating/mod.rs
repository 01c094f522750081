//! Ratings: how strong each person is at a variant on a server. Pure: no I/O, no Discord.
//!
//! [`glicko2`] is the rating system; [`pairwise`] reads a finished game of two to four
//! people as the one-to-one results Glicko-2 rates (a four-player game is three games for
//! each player, one against each other player, all in one rating period).

pub mod glicko2;
pub mod pairwise;

pub use glicko2::{Outcome, Rating, IDLE_PERIOD_SECS};
pub use pairwise::{pairwise_scores, rate_game};
