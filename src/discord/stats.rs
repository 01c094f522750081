//! `/stats`: a player's games, results, best move, bingos, ratings and a picture of their
//! rating over time; the rating names and the checks `/leaderboard` shares
//! ([`super::leaderboard`]). A finished game's results reach the store with its archive
//! ([`player_games`]).

use super::commands::{acknowledge, answer, interaction, language_of_locale, locale, LANGUAGES};
use super::text::{key, localize};
use super::{Context, Data, Error};
use crate::render::{chart_png, ChartMark, ChartSeries, ChartView};
use crate::store::PlayerGame;
use crate::store::{Account, PlayerStats, RatedPlayer, Store, StoreError};
use crate::table::GameResults;
use crate::table::{GameKind, Msg, WORDCAP_NAME};
use serenity::all::{CreateAttachment, CreateEmbed, EditInteractionResponse, User};

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

/// Rated games the `/stats` picture shows at most (the latest).
const CHART_GAMES: u32 = 200;
/// The embeds' colour: the board's wood.
pub(super) const COLOUR: u32 = 0x00C8_9B5A;

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
pub(super) async fn rating_game_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
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
/// How a rated game moved each player's rating: a heading and a line a player, shown under
/// the final table in the game's thread and in the game's summary in the channel.
pub fn ratings_moved(variant: &str, changes: &[crate::store::RatingChange]) -> Vec<Msg> {
    let mut lines = vec![Msg::new("ratings-moved").game("variant", variant)];
    for c in changes {
        let (before, _) = shown(&c.before);
        let (after, deviation) = shown(&c.after);
        lines.push(
            Msg::new("rating-moved")
                .s("name", c.name.clone())
                .n("before", before)
                .n("after", after)
                .md("change", format!("{:+}", after - before))
                .n("deviation", deviation),
        );
    }
    lines
}

pub(super) fn shown(r: &crate::rating::Rating) -> (i64, i64) {
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
                .game("variant", v.to_string()),
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
                        .game("variant", v.clone()),
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
                        .game("variant", r.variant.clone())
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
/// after each, the peak marked when the rating ever rose above where it started (a line
/// that only fell has no peak to mark: its highest point is the start).
pub fn rating_chart(l: &str, name: &str, variant: &str, history: &[(i64, f64)]) -> ChartView {
    let mut scores = vec![crate::rating::glicko2::START_RATING.round() as i32];
    scores.extend(history.iter().map(|&(_, r)| r.round() as i32));
    let start = scores[0];
    let peak = scores
        .iter()
        .enumerate()
        .skip(1)
        .max_by_key(|&(i, &r)| (r, std::cmp::Reverse(i)))
        .map(|(i, &r)| (i, r))
        .filter(|&(_, r)| r > start);
    let last = scores.last().copied().unwrap_or_default();
    ChartView {
        title: localize(
            l,
            &Msg::new("stats-chart-title").game("variant", variant.to_string()),
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

/// What `/stats` and `/leaderboard` check before anything else: the command's interaction,
/// its server and the game typed (a rating name, or none). None when the command was
/// answered already (not on a server, or an unknown game: the sender is told privately).
pub(super) async fn guild_and_game<'a>(
    ctx: Context<'a>,
    typed: Option<&str>,
    l: &str,
) -> Result<Option<(&'a serenity::all::CommandInteraction, u64, Option<String>)>, Error> {
    let Some(i) = interaction(&ctx) else {
        return Ok(None);
    };
    let Some(guild) = i.guild_id.map(|g| g.get()) else {
        answer(ctx, key(l, "suggest-guild-only")).await?;
        return Ok(None);
    };
    match typed.map(|v| rating_name(v, l)) {
        Some(None) => {
            answer(ctx, unknown_game(l)).await?;
            Ok(None)
        }
        Some(Some(v)) => Ok(Some((i, guild, Some(v)))),
        None => Ok(Some((i, guild, None))),
    }
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
    let Some((i, guild, variant)) = guild_and_game(ctx, variant.as_deref(), &l).await? else {
        return Ok(());
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
            match crate::service::pools::pools()
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

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![stats(), super::leaderboard::leaderboard()]
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
        assert_eq!(field("Najlepszy ruch"), "ŻÓŁW za 86 (Literaki)");
        assert_eq!(field("Bingo"), "2");
        assert_eq!(
            field("Ranking"),
            "Literaki: **1613** ± 80 · 4 gry rankingowe"
        );
        assert_eq!(field("Punkty gry (Letterbox)"), "75");
        assert_eq!(field("Łamigłówka dnia"), "2 dni z rzędu (najdłużej: 5)");

        let newcomer = stats_card("en-US", "Jan", Some("erudit"), &PlayerNumbers::default());
        assert_eq!(newcomer.title, "Stats: Jan · Эрудит");
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

    /// Issue 24, point 7: "the rating chart labels a line that fell from 1500 to 1338
    /// 'Peak: 1338'". A rating that never rose above the start marks no peak; one that rose
    /// marks its highest point.
    #[test]
    fn a_rating_that_only_fell_marks_no_peak() {
        let fell = [(1, 1421.0), (2, 1338.4)];
        let view = rating_chart("en-US", "Ola", "literaki", &fell);
        assert_eq!(view.series[0].scores, vec![1500, 1421, 1338]);
        assert_eq!(view.best, None);
        let level = [(1, 1500.2)];
        assert_eq!(rating_chart("en-US", "Ola", "literaki", &level).best, None);
        let rose = [(1, 1421.0), (2, 1512.0), (3, 1338.0)];
        let view = rating_chart("en-US", "Ola", "literaki", &rose);
        let mark = view.best.expect("the peak");
        assert_eq!((mark.at, mark.text.as_str()), (2, "Peak: 1512"));
    }
}
