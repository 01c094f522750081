//! `/leaderboard [variant]`: a server's best rated players at a game, ten a page, with
//! Previous and Next buttons that page the same message (in its opener's language, whoever
//! presses).

use super::commands::acknowledge;
use super::settings::channel_settings;
use super::stats::{guild_and_game, rating_name, rating_names, shown, COLOUR};
use super::text::{key, localize};
use super::{Context, Data, Error};
use crate::store::{RatedPlayer, Store, StoreError};
use crate::table::{GameKind, Msg, WORDCAP_NAME};
use serenity::all::{
    ButtonStyle, ComponentInteraction, Context as SerenityContext, CreateActionRow, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponse, EditInteractionResponse,
};

/// Players on one page of `/leaderboard`.
pub const LEADERBOARD_PAGE: u32 = 10;
/// The `custom_id` prefix of the leaderboard's page buttons.
const PAGE_PREFIX: &str = "plb";

/// One page of a leaderboard, as its buttons carry it: the page, the locale it is written
/// in, and the rating name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderboardPage {
    /// The page, from 0.
    pub page: u32,
    /// The locale of the message (its opener's).
    pub locale: String,
    /// The rating name.
    pub variant: String,
}

impl LeaderboardPage {
    /// The `custom_id` of a button leading to this page (well under Discord's 100).
    pub fn encode(&self) -> String {
        format!(
            "{PAGE_PREFIX}:{}:{}:{}",
            self.page, self.locale, self.variant
        )
    }

    /// A page button's `custom_id` read back; None for any other component.
    pub fn decode(custom_id: &str) -> Option<LeaderboardPage> {
        let mut parts = custom_id.splitn(4, ':');
        if parts.next()? != PAGE_PREFIX {
            return None;
        }
        let page = parts.next()?.parse().ok()?;
        let locale = parts.next()?.to_string();
        let variant = parts.next()?.to_string();
        rating_names()
            .contains(&variant)
            .then_some(LeaderboardPage {
                page,
                locale,
                variant,
            })
    }
}

/// A leaderboard page as text: the title, one line per player, and the footer.
pub fn leaderboard_text(
    l: &str,
    variant: &str,
    page: u32,
    players: &[RatedPlayer],
    total: u32,
) -> (String, String, String) {
    let title = localize(
        l,
        &Msg::new("lb-title").game("variant", variant.to_string()),
    );
    if players.is_empty() {
        let none = localize(l, &Msg::new("lb-none").game("variant", variant.to_string()));
        return (title, none, String::new());
    }
    let first = page * LEADERBOARD_PAGE;
    let lines: Vec<String> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (rating, deviation) = shown(&p.rating);
            localize(
                l,
                &Msg::new("lb-line")
                    .n("rank", i64::from(first) + i as i64 + 1)
                    .s("name", p.name.clone())
                    .n("rating", rating)
                    .n("deviation", deviation)
                    .n("games", i64::from(p.games)),
            )
        })
        .collect();
    let footer = localize(
        l,
        &Msg::new("lb-page")
            .n("page", i64::from(page) + 1)
            .n("pages", i64::from(pages(total)))
            .n("players", i64::from(total)),
    );
    (title, lines.join("\n"), footer)
}

/// Pages of a leaderboard of `total` players (at least one).
fn pages(total: u32) -> u32 {
    total.div_ceil(LEADERBOARD_PAGE).max(1)
}

/// The leaderboard message: its embed and, when there is more than one page, Previous and
/// Next (each off at its end).
async fn leaderboard_message(
    store: &Store,
    guild: u64,
    at: &LeaderboardPage,
) -> Result<(CreateEmbed, Vec<CreateActionRow>), StoreError> {
    let (players, total) = store
        .leaderboard(
            guild,
            &at.variant,
            at.page * LEADERBOARD_PAGE,
            LEADERBOARD_PAGE,
        )
        .await?;
    let l = at.locale.as_str();
    let (title, body, footer) = leaderboard_text(l, &at.variant, at.page, &players, total);
    let mut embed = CreateEmbed::new()
        .title(title)
        .description(body)
        .colour(COLOUR);
    if !footer.is_empty() {
        embed = embed.footer(CreateEmbedFooter::new(footer));
    }
    let last = pages(total) - 1;
    let mut rows = Vec::new();
    if last > 0 {
        let to = |page: u32| LeaderboardPage { page, ..at.clone() };
        let previous = CreateButton::new(to(at.page.saturating_sub(1)).encode())
            .label(key(l, "lb-previous"))
            .style(ButtonStyle::Secondary)
            .disabled(at.page == 0);
        let next = CreateButton::new(to((at.page + 1).min(last)).encode())
            .label(key(l, "lb-next"))
            .style(ButtonStyle::Secondary)
            .disabled(at.page >= last);
        rows.push(CreateActionRow::Buttons(vec![previous, next]));
    }
    Ok((embed, rows))
}

/// The best rated players of a game on this server
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: this channel's)"]
    #[autocomplete = "super::stats::rating_game_names"]
    variant: Option<String>,
) -> Result<(), Error> {
    let l = super::commands::locale(&ctx);
    let Some((i, guild, chosen)) = guild_and_game(ctx, variant.as_deref(), &l).await? else {
        return Ok(());
    };
    acknowledge(&ctx, false).await?;
    let variant = match chosen {
        Some(v) => v,
        None => {
            let settings = channel_settings(&ctx).await;
            match settings.get("variant").and_then(|v| GameKind::from_name(v)) {
                Some(GameKind::WordCap(_)) => rating_name(WORDCAP_NAME, &l),
                Some(kind) => Some(kind.rating_name()),
                None => None,
            }
            .unwrap_or_else(|| "literaki".to_string())
        }
    };
    let at = LeaderboardPage {
        page: 0,
        locale: l,
        variant,
    };
    let (embed, rows) = leaderboard_message(ctx.data().hub.store(), guild, &at).await?;
    i.edit_response(
        ctx.http(),
        EditInteractionResponse::new().embed(embed).components(rows),
    )
    .await?;
    Ok(())
}

/// A press of a leaderboard's Previous or Next: acknowledged at once, then the message shows
/// that page. False when the press is not one of ours.
pub async fn on_page(ctx: &SerenityContext, press: &ComponentInteraction, data: &Data) -> bool {
    let Some(at) = LeaderboardPage::decode(&press.data.custom_id) else {
        return false;
    };
    let Some(guild) = press.guild_id.map(|g| g.get()) else {
        return true;
    };
    let started = std::time::Instant::now();
    if let Err(e) = press
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a leaderboard page");
        return true;
    }
    crate::metrics::metrics().ack.observe(started.elapsed());
    match leaderboard_message(data.hub.store(), guild, &at).await {
        Ok((embed, rows)) => {
            let edit = EditInteractionResponse::new().embed(embed).components(rows);
            if let Err(e) = press.edit_response(&ctx.http, edit).await {
                tracing::warn!(error = %e, "could not show a leaderboard page");
            }
        }
        Err(e) => tracing::error!(error = %e, "could not read a leaderboard page"),
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::Rating;

    fn rated(user: u64, name: &str, rating: f64, games: u32) -> RatedPlayer {
        RatedPlayer {
            user,
            name: name.to_string(),
            variant: "literaki".to_string(),
            rating: Rating {
                rating,
                deviation: 80.4,
                volatility: 0.06,
            },
            games,
            last_played: 0,
        }
    }

    #[test]
    fn leaderboard_pages_number_on_and_buttons_round_trip() {
        let players = vec![rated(1, "Ola", 1700.0, 9), rated(2, "Jan", 1650.2, 1)];
        let (title, body, footer) = leaderboard_text("en-US", "literaki", 1, &players, 12);
        assert_eq!(title, "Leaderboard: Literaki");
        assert_eq!(
            body,
            "11. **Ola** 1700 ± 80 · 9 games\n12. **Jan** 1650 ± 80 · 1 game"
        );
        assert_eq!(footer, "Page 2 of 2 · 12 rated players");
        let (_, none, _) = leaderboard_text("de", "erudit", 0, &[], 0);
        assert_eq!(
            none,
            "Auf diesem Server hat noch niemand eine Wertung in Эрудит."
        );

        let page = LeaderboardPage {
            page: 3,
            locale: "pt-BR".into(),
            variant: "wordcap-de".into(),
        };
        assert_eq!(LeaderboardPage::decode(&page.encode()), Some(page));
        assert_eq!(LeaderboardPage::decode("plb:1:en-US:chess"), None);
        assert_eq!(LeaderboardPage::decode("plz:1:join:0"), None);
        assert!(LeaderboardPage::decode("plb:x:en-US:literaki").is_none());
    }
}
