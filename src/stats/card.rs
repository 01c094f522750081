//! The `/stats` card of one player (games, results, averages, best move, bingos, ratings,
//! Letterbox points, puzzle streaks) and the picture of their rating over time.

use super::shown;
use crate::render::{ChartMark, ChartSeries, ChartView};
use crate::store::{Account, PlayerStats, RatedPlayer};
use crate::table::Msg;
use crate::text::{key, localize};

/// Rated games the `/stats` picture shows at most (the latest).
pub const CHART_GAMES: u32 = 200;

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

/// A number with one decimal, written with the locale's decimal sign.
fn decimal(l: &str, value: f64) -> String {
    let text = format!("{value:.1}");
    if l.starts_with("en") {
        text
    } else {
        text.replace('.', ",")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::chart_png;
    use crate::stats::rated;

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
