//! What the server remembers of its players, laid out for them: the `/stats` card and the
//! picture of a rating over time ([`card`]), the `/leaderboard` pages ([`leaderboard`]), and
//! what a finished game adds ([`finished`]: the rows the store keeps, the post saying how it
//! moved each player's rating). Pure: the numbers come in read from the store, text and
//! pictures' views go out; the doors read, draw and post them.
//!
//! Ratings are kept per rating name ([`rating_names`]): each board variant, and WordCap per
//! language.

pub mod card;
pub mod finished;
pub mod leaderboard;

use crate::setup::{wordcap_language, GameKind, WORDCAP_LANGUAGES, WORDCAP_NAME};
use crate::table::Msg;
use crate::text::localize;

pub use card::{rating_chart, stats_card, Card, PlayerNumbers, CHART_GAMES};
pub use finished::{player_games, ratings_moved};
pub use leaderboard::{leaderboard_view, LeaderboardPage, LeaderboardView, PageButton};

/// Every name ratings are kept under: each board variant, and WordCap per language.
pub fn rating_names() -> Vec<String> {
    let mut names: Vec<String> = GameKind::names()
        .into_iter()
        .filter(|n| *n != WORDCAP_NAME)
        .map(str::to_string)
        .collect();
    names.extend(
        WORDCAP_LANGUAGES
            .iter()
            .map(|l| format!("{WORDCAP_NAME}-{}", l.code())),
    );
    names
}

/// The rating name a player typed: one of [`rating_names`] (any case), or `wordcap` alone
/// for WordCap in the language of their locale.
pub fn rating_name(typed: &str, locale: &str) -> Option<String> {
    let typed = typed.trim().to_lowercase();
    if typed == WORDCAP_NAME {
        return Some(format!(
            "{WORDCAP_NAME}-{}",
            wordcap_language(locale).code()
        ));
    }
    rating_names().into_iter().find(|n| *n == typed)
}

/// The refusal of a game with no ratings, naming those that have them.
pub fn unknown_game(l: &str) -> String {
    localize(
        l,
        &Msg::new("err-unknown-rating-game").s("names", rating_names().join(", ")),
    )
}

/// A rating as shown: rounded, with its deviation rounded.
fn shown(r: &crate::rating::Rating) -> (i64, i64) {
    (r.rating.round() as i64, r.deviation.round() as i64)
}

/// A player rated `rating` ± 80 at Literaki after `games` games (for the views' tests).
#[cfg(test)]
fn rated(user: u64, name: &str, rating: f64, games: u32) -> crate::store::RatedPlayer {
    crate::store::RatedPlayer {
        user,
        name: name.to_string(),
        variant: "literaki".to_string(),
        rating: crate::rating::Rating {
            rating,
            deviation: 80.4,
            volatility: 0.06,
        },
        games,
        last_played: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rating_names_cover_every_variant_and_wordcap_per_language() {
        let names = rating_names();
        assert!(names.contains(&"literaki".to_string()));
        assert!(names.contains(&"wordcap-ru".to_string()));
        assert!(!names.contains(&"wordcap".to_string()));
        assert_eq!(rating_name(" Literaki ", "pl").as_deref(), Some("literaki"));
        assert_eq!(rating_name("wordcap", "pl").as_deref(), Some("wordcap-pl"));
        assert_eq!(
            rating_name("wordcap", "en-GB").as_deref(),
            Some("wordcap-en")
        );
        assert_eq!(rating_name("chess", "en-US"), None);
    }

    /// An unknown game is refused by naming every game that has ratings.
    #[test]
    fn an_unknown_game_names_the_rated_ones() {
        let text = unknown_game("en-US");
        for name in rating_names() {
            assert!(text.contains(&name), "{name} missing from {text}");
        }
    }
}
