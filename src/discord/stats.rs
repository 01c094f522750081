//! The community's numbers: `/stats` (a player's games, results, best move, bingos,
//! ratings and a picture of their rating over time) and `/leaderboard` (a server's best
//! rated players at a variant, paged with buttons). A finished game's results reach the
//! store with its archive ([`player_games`]).

use super::commands::{acknowledge, answer, interaction, language_of_locale, locale, LANGUAGES};
use super::settings::channel_settings;
use super::text::{key, localize};
use super::{Context, Data, Error};
use crate::render::{chart_png, ChartMark, ChartSeries, ChartView};
use crate::store::PlayerGame;
use crate::store::{Account, PlayerStats, RatedPlayer, Store, StoreError};
use crate::table::GameResults;
use crate::table::{GameKind, Msg, WORDCAP_NAME};
use serenity::all::{
    ButtonStyle, ComponentInteraction, Context as SerenityContext, CreateActionRow,
    CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter, CreateInteractionResponse,
    EditInteractionResponse, User,
};

/// A finished game's results as the store keeps them.
pub fn player_games(results: &GameResults) -> Vec<PlayerGame> {
    results
        .players
        .iter()
        .map(|p| PlayerGame {
            user: p.user,
            name: p.name.clone(),
            place: p.place,
            result: p.finish.as_str(),
            score: p.score,
            turns: p.turns,
            best: p.best.clone(),
            bingos: p.bingos,
        })
        .collect()
}

/// Players on one page of `/leaderboard`.
pub const LEADERBOARD_PAGE: u32 = 10;
/// Rated games the `/stats` picture shows at most (the latest).
const CHART_GAMES: u32 = 200;
/// The embeds' colour: the board's wood.
const COLOUR: u32 = 0x00C8_9B5A;
/// The `custom_id` prefix of the leaderboard's page buttons.
const PAGE_PREFIX: &str = "plb";

/// Every name ratings are kept under: each board variant, and WordCap per language.
pub fn rating_names() -> Vec<String> {
    let mut names: Vec<String> = GameKind::names()
        .into_iter()
        .filter(|n| *n != WORDCAP_NAME)
        .map(str::to_string)
        .collect();
    names.extend(
        LANGUAGES
            .iter()
            .map(|l| format!("{WORDCAP_NAME}-{}", l.code())),
    );
    names
}

/// The rating name a player typed: one of [`rating_names`] (any case), or `wordcap` alone
/// for WordCap in the language of their Discord client.
pub fn rating_name(typed: &str, locale: &str) -> Option<String> {
    let typed = typed.trim().to_lowercase();
    if typed == WORDCAP_NAME {
        return Some(format!(
            "{WORDCAP_NAME}-{}",
            language_of_locale(locale).code()
        ));
    }
    rating_names().into_iter().find(|n| *n == typed)
}

/// Rating names (slash-command autocomplete).
async fn rating_game_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    rating_names()
        .into_iter()
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// The refusal of a game with no ratings, naming those that have them.
fn unknown_game(l: &str) -> String {
    localize(
        l,
        &Msg::new("err-unknown-rating-game").s("names", rating_names().join(", ")),
    )
}

/// A number with one decimal, written with the locale's decimal sign.
fn decimal(l: &str, value: f64) -> String {
    let text = format!("{value:.1}");
    if l.starts_with("en") {
        text
    } else {
        text.replace('.', ",")
    }
}

/// A rating as shown: rounded, with its deviation rounded.
fn shown(r: &crate::rating::Rating) -> (i64, i64) {
    (r.rating.round() as i64, r.deviation.round() as i64)
}

/// What `/stats` shows, as text: a title and named fields (turned into an embed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// The title.
    pub title: String,
    /// The fields: name and value.
    pub fields: Vec<(String, String)>,
}

/// Everything `/stats` read about one player.
#[derive(Debug, Clone, Default)]
pub struct PlayerNumbers {
    /// Their games counted up.
    pub stats: PlayerStats,
    /// Their ratings (one variant's, or all).
    pub ratings: Vec<RatedPlayer>,
    /// Their Letterbox game points account, if they have one.
    pub account: Option<Account>,
    /// Their daily-puzzle streaks: the current run of days answered, and the longest.
    pub streaks: (u32, u32),
}

/// The `/stats` card of `name` (for one variant, or every game).
pub fn stats_card(l: &str, name: &str, variant: Option<&str>, numbers: &PlayerNumbers) -> Card {
    let title = match variant {
        Some(v) => localize(
            l,
            &Msg::new("stats-title-variant")
                .s("name", name.to_string())
                .s("variant", v.to_string()),
        ),
        None => localize(l, &Msg::new("stats-title").s("name", name.to_string())),
    };
    let s = &numbers.stats;
    let mut fields = Vec::new();
    if s.games == 0 {
        fields.push((
            key(l, "stats-games"),
            localize(l, &Msg::new("stats-none").s("name", name.to_string())),
        ));
    } else {
        fields.push((
            key(l, "stats-games"),
            localize(
                l,
                &Msg::new("stats-games-value")
                    .n("games", i64::from(s.games))
                    .n("wins", i64::from(s.wins))
                    .n("losses", i64::from(s.losses))
                    .n("draws", i64::from(s.draws)),
            ),
        ));
        let per_game = s.points as f64 / f64::from(s.games);
        let per_turn = if s.turns == 0 {
            0.0
        } else {
            s.points as f64 / s.turns as f64
        };
        fields.push((
            key(l, "stats-average"),
            localize(
                l,
                &Msg::new("stats-average-value")
                    .s("game", decimal(l, per_game))
                    .s("turn", decimal(l, per_turn)),
            ),
        ));
        if let Some((word, score, v)) = &s.best {
            fields.push((
                key(l, "stats-best"),
                localize(
                    l,
                    &Msg::new("stats-best-value")
                        .s("word", word.clone())
                        .n("score", i64::from(*score))
                        .s("variant", v.clone()),
                ),
            ));
        }
        fields.push((key(l, "stats-bingos"), s.bingos.to_string()));
    }
    let ratings = if numbers.ratings.is_empty() {
        key(l, "stats-unrated")
    } else {
        numbers
            .ratings
            .iter()
            .map(|r| {
                let (rating, deviation) = shown(&r.rating);
                localize(
                    l,
                    &Msg::new("stats-rating-line")
                        .s("variant", r.variant.clone())
                        .n("rating", rating)
                        .n("deviation", deviation)
                        .n("games", i64::from(r.games)),
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    fields.push((key(l, "stats-ratings"), ratings));
    if let Some(account) = &numbers.account {
        fields.push((key(l, "stats-account"), account.points.to_string()));
    }
    let (current, longest) = numbers.streaks;
    if longest > 0 {
        fields.push((
            key(l, "stats-streak"),
            localize(
                l,
                &Msg::new("stats-streak-value")
                    .n("current", i64::from(current))
                    .n("longest", i64::from(longest)),
            ),
        ));
    }
    Card { title, fields }
}

/// The picture of a rating over time: 1500 before the first rated game, then the rating
/// after each, the peak marked.
pub fn rating_chart(l: &str, name: &str, variant: &str, history: &[(i64, f64)]) -> ChartView {
    let mut scores = vec![crate::rating::glicko2::START_RATING.round() as i32];
    scores.extend(history.iter().map(|&(_, r)| r.round() as i32));
    let peak = scores
        .iter()
        .enumerate()
        .skip(1)
        .max_by_key(|&(i, &r)| (r, std::cmp::Reverse(i)))
        .map(|(i, &r)| (i, r));
    let last = scores.last().copied().unwrap_or_default();
    ChartView {
        title: localize(
            l,
            &Msg::new("stats-chart-title").s("variant", variant.to_string()),
        ),
        x_label: key(l, "stats-chart-game"),
        y_label: key(l, "stats-chart-rating"),
        end_label: String::new(),
        series: vec![ChartSeries {
            name: name.to_string(),
            seat: 0,
            scores,
            final_score: last,
        }],
        best: peak.map(|(at, rating)| ChartMark {
            series: 0,
            at,
            text: localize(
                l,
                &Msg::new("stats-chart-peak").n("rating", i64::from(rating)),
            ),
        }),
        from_zero: false,
    }
}

fn embed_of(card: &Card) -> CreateEmbed {
    card.fields.iter().fold(
        CreateEmbed::new().title(&card.title).colour(COLOUR),
        |embed, (name, value)| embed.field(name, value, false),
    )
}

/// Reads what `/stats` shows.
async fn numbers(
    store: &Store,
    guild: u64,
    user: u64,
    variant: Option<&str>,
) -> Result<PlayerNumbers, StoreError> {
    Ok(PlayerNumbers {
        stats: store.player_stats(guild, user, variant).await?,
        ratings: store.ratings_of(guild, user, variant).await?,
        account: store.account(guild, user).await?,
        streaks: store.puzzle_streaks(guild, user).await?,
    })
}

/// A player's games, results, best move and ratings on this server
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<User>,
    #[description = "One game only (default: every game)"]
    #[autocomplete = "rating_game_names"]
    variant: Option<String>,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let Some(guild) = i.guild_id.map(|g| g.get()) else {
        return answer(ctx, key(&l, "suggest-guild-only")).await;
    };
    let variant = match variant.as_deref().map(|v| rating_name(v, &l)) {
        Some(None) => return answer(ctx, unknown_game(&l)).await,
        Some(Some(v)) => Some(v),
        None => None,
    };
    acknowledge(&ctx, false).await?;
    let (user_id, fallback_name) = match &user {
        Some(u) => (
            u.id.get(),
            u.global_name.clone().unwrap_or_else(|| u.name.clone()),
        ),
        None => (i.user.id.get(), super::commands::display_name(i)),
    };
    let store = ctx.data().hub.store();
    let numbers = numbers(store, guild, user_id, variant.as_deref()).await?;
    let name = numbers
        .ratings
        .first()
        .map(|r| r.name.clone())
        .or_else(|| numbers.account.as_ref().map(|a| a.name.clone()))
        .unwrap_or(fallback_name);
    let card = stats_card(&l, &name, variant.as_deref(), &numbers);
    let mut embed = embed_of(&card);
    let mut edit = EditInteractionResponse::new();
    let charted = variant
        .clone()
        .or_else(|| numbers.ratings.first().map(|r| r.variant.clone()));
    if let Some(charted) = charted {
        let history = store
            .rating_history(guild, user_id, &charted, CHART_GAMES)
            .await?;
        if !history.is_empty() {
            let view = rating_chart(&l, &name, &charted, &history);
            match super::pools::pools()
                .render
                .run(move || chart_png(&view))
                .await
            {
                Ok(Ok(png)) => {
                    edit = edit.new_attachment(CreateAttachment::bytes(png, "rating.png"));
                    embed = embed.image("attachment://rating.png");
                }
                Ok(Err(e)) => tracing::error!(error = %e, "could not draw a rating chart"),
                Err(e) => tracing::error!(error = %e, "the rating chart's drawing failed"),
            }
        }
    }
    i.edit_response(ctx.http(), edit.embed(embed)).await?;
    Ok(())
}

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
    let title = localize(l, &Msg::new("lb-title").s("variant", variant.to_string()));
    if players.is_empty() {
        let none = localize(l, &Msg::new("lb-none").s("variant", variant.to_string()));
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
    #[autocomplete = "rating_game_names"]
    variant: Option<String>,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let Some(guild) = i.guild_id.map(|g| g.get()) else {
        return answer(ctx, key(&l, "suggest-guild-only")).await;
    };
    let chosen = match variant.as_deref().map(|v| rating_name(v, &l)) {
        Some(None) => return answer(ctx, unknown_game(&l)).await,
        Some(Some(v)) => Some(v),
        None => None,
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

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![stats(), leaderboard()]
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

    /// The card of a player with games in two languages: counts, averages with the
    /// locale's decimal sign, the best move, every rating, the Letterbox account.
    #[test]
    fn the_stats_card_says_everything_in_the_players_language() {
        let numbers = PlayerNumbers {
            stats: PlayerStats {
                games: 4,
                wins: 3,
                losses: 1,
                draws: 0,
                points: 1_250,
                turns: 41,
                bingos: 2,
                best: Some(("ŻÓŁW".into(), 86, "literaki".into())),
            },
            ratings: vec![rated(1, "Ola", 1612.6, 4)],
            account: Some(Account {
                user: 1,
                name: "Ola".into(),
                points: 75,
                games: 3,
                wins: 3,
                losses: 0,
            }),
            streaks: (2, 5),
        };
        let card = stats_card("pl", "Ola", None, &numbers);
        assert_eq!(card.title, "Statystyki: Ola");
        let field = |name: &str| {
            card.fields
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
                .unwrap_or_else(|| panic!("no {name} in {card:?}"))
        };
        assert_eq!(field("Gry"), "4 (wygrane: 3, przegrane: 1, remisy: 0)");
        assert_eq!(field("Średnio"), "312,5 pkt na grę, 30,5 na ruch");
        assert_eq!(field("Najlepszy ruch"), "ŻÓŁW za 86 (literaki)");
        assert_eq!(field("Bingo"), "2");
        assert_eq!(
            field("Ranking"),
            "literaki: **1613** ± 80 · 4 gry rankingowe"
        );
        assert_eq!(field("Punkty gry (Letterbox)"), "75");
        assert_eq!(field("Łamigłówka dnia"), "2 dni z rzędu (najdłużej: 5)");

        let newcomer = stats_card("en-US", "Jan", Some("erudit"), &PlayerNumbers::default());
        assert_eq!(newcomer.title, "Stats: Jan · erudit");
        assert_eq!(
            newcomer.fields,
            vec![
                (
                    "Games".to_string(),
                    "Jan has no finished games here yet.".to_string()
                ),
                ("Ratings".to_string(), "No rated games yet.".to_string()),
            ]
        );
    }

    #[test]
    fn leaderboard_pages_number_on_and_buttons_round_trip() {
        let players = vec![rated(1, "Ola", 1700.0, 9), rated(2, "Jan", 1650.2, 1)];
        let (title, body, footer) = leaderboard_text("en-US", "literaki", 1, &players, 12);
        assert_eq!(title, "Leaderboard: literaki");
        assert_eq!(
            body,
            "11. **Ola** 1700 ± 80 · 9 games\n12. **Jan** 1650 ± 80 · 1 game"
        );
        assert_eq!(footer, "Page 2 of 2 · 12 rated players");
        let (_, none, _) = leaderboard_text("de", "erudit", 0, &[], 0);
        assert_eq!(
            none,
            "Auf diesem Server hat noch niemand eine Wertung in erudit."
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

    /// The rating picture starts at 1500, marks the peak and fits its axis to the ratings.
    /// `STATS_OUT=/tmp/rating.png` keeps it for a look.
    #[test]
    fn the_rating_chart_draws_from_1500_with_its_peak() {
        let history = [
            (1, 1562.3),
            (2, 1601.9),
            (3, 1580.0),
            (4, 1640.4),
            (5, 1622.0),
        ];
        let view = rating_chart("en-US", "Ola", "literaki", &history);
        assert_eq!(
            view.series[0].scores,
            vec![1500, 1562, 1602, 1580, 1640, 1622]
        );
        let mark = view.best.as_ref().expect("the peak");
        assert_eq!((mark.at, mark.text.as_str()), (4, "Peak: 1640"));
        assert!(!view.from_zero);
        let png = chart_png(&view).expect("the chart draws");
        let picture = image::load_from_memory(&png).expect("a PNG");
        assert!(picture.width() >= 600);
        if let Ok(path) = std::env::var("STATS_OUT") {
            std::fs::write(path, &png).expect("written");
        }
    }
}
