//! A player's numbers and the server's leaderboards, read from the store and laid out by
//! [`crate::stats`]: the `/stats` card with the picture of a rating over time, a page of a
//! game's leaderboard, and the game a channel's leaderboard shows when none is named.

use super::hub::Hub;
use super::settings::channel_settings;
use crate::render::ChartView;
use crate::stats::leaderboard::LEADERBOARD_PAGE;
use crate::stats::{leaderboard_view, rating_chart, rating_name, stats_card};
use crate::stats::{Card, LeaderboardPage, LeaderboardView, PlayerNumbers, CHART_GAMES};
use crate::store::StoreError;
use crate::table::{GameKind, WORDCAP_NAME};

/// What `/stats` shows of a player: their card, and the picture of a rating of theirs over
/// time when they played rated games of it.
#[derive(Debug, Clone)]
pub struct PlayerStats {
    /// The card: a title and its fields.
    pub card: Card,
    /// The rating chart to draw: the game named, else the player's first rated game.
    pub chart: Option<ChartView>,
}

/// The `/stats` of player `user` on server `guild`, in `l`: one game's (`variant`, a rating
/// name) or every game's. `fallback_name` names them when the server keeps no name of theirs.
pub async fn player_stats(
    hub: &Hub,
    guild: u64,
    user: u64,
    fallback_name: String,
    variant: Option<&str>,
    l: &str,
) -> Result<PlayerStats, StoreError> {
    let store = hub.store();
    let numbers = PlayerNumbers {
        stats: store.player_stats(guild, user, variant).await?,
        ratings: store.ratings_of(guild, user, variant).await?,
        account: store.account(guild, user).await?,
        streaks: store.puzzle_streaks(guild, user).await?,
    };
    let name = numbers
        .ratings
        .first()
        .map(|r| r.name.clone())
        .or_else(|| numbers.account.as_ref().map(|a| a.name.clone()))
        .unwrap_or(fallback_name);
    let card = stats_card(l, &name, variant, &numbers);
    let charted = variant
        .map(str::to_string)
        .or_else(|| numbers.ratings.first().map(|r| r.variant.clone()));
    let chart = match charted {
        Some(charted) => {
            let history = store
                .rating_history(guild, user, &charted, CHART_GAMES)
                .await?;
            (!history.is_empty()).then(|| rating_chart(l, &name, &charted, &history))
        }
        None => None,
    };
    Ok(PlayerStats { card, chart })
}

/// Page `at` of a game's leaderboard on server `guild`.
pub async fn leaderboard_page(
    hub: &Hub,
    guild: u64,
    at: &LeaderboardPage,
) -> Result<LeaderboardView, StoreError> {
    let (players, total) = hub
        .store()
        .leaderboard(guild, &at.variant, at.first(), LEADERBOARD_PAGE)
        .await?;
    Ok(leaderboard_view(at, &players, total))
}

/// The rating name of the game channel `channel` (of server `guild`) plays by default, whose
/// leaderboard it shows when none is named (in `l`): Literaki when it chose none.
pub async fn channel_rating(hub: &Hub, channel: u64, guild: Option<u64>, l: &str) -> String {
    match channel_settings(hub, channel, guild).await.game() {
        Some(GameKind::WordCap(_)) => rating_name(WORDCAP_NAME, l),
        Some(kind) => Some(kind.rating_name()),
        None => None,
    }
    .unwrap_or_else(|| "literaki".to_string())
}
