//! The ending of a game in pictures: the final board (or WordCap grid) with the ranking,
//! the adjustments and the winners drawn on it, the score chart, and the replay (a frame
//! for the start, one per move, and the result). Pure: a finished game and its players' names in,
//! PNG and GIF bytes out, every word on them in the table's language.
//!
//! `board.rs` tells a board game's story in views, `grid.rs` a WordCap game's,
//! [`pictures`] holds what the views are and draws them (a post carries the views, so the
//! effects name that file, never this one); here the parts both share (the ranking, the
//! chart, the score strip, the words) and the calls.

mod board;
mod grid;
pub mod pictures;

use super::game::TableGame;
use super::session::Table;
use crate::i18n::{tr, tr_args, ArgValue, Locale};
use crate::render::{
    ChartMark, ChartSeries, ChartView, FinalView, PlayerLine, RankLine, RenderError, ReplayFrame,
};

pub use board::board_ending;
pub(in crate::table) use board::plate as board_plate;
pub use grid::grid_ending;
pub use pictures::{board_labels, EndingPictures, EndingViews};

/// The pictures of a table's finished game, in the language of its channel posts.
pub fn ending_pictures(table: &Table) -> Result<EndingPictures, RenderError> {
    ending_pictures_in(table, Locale::from_discord(&table.state().locale))
}

/// The pictures of a table's finished game, in `locale`.
pub fn ending_pictures_in(table: &Table, locale: Locale) -> Result<EndingPictures, RenderError> {
    ending_views(table, locale)?.draw(locale)
}

/// What the pictures of a table's finished game show, in `locale`.
pub fn ending_views(table: &Table, locale: Locale) -> Result<EndingViews, RenderError> {
    let names: Vec<String> = table.state().seats.iter().map(|s| s.name.clone()).collect();
    match table.played() {
        Some(TableGame::Board(game)) => board_ending(game, &names, locale),
        Some(TableGame::Grid(game)) => grid_ending(game, &names, locale),
        None => Err(RenderError::BadView("the table has no game".into())),
    }
}

/// The catalog's words for the pictures, in one language.
#[derive(Debug, Clone, Copy)]
struct Words(Locale);

impl Words {
    fn get(self, key: &str) -> String {
        tr(self.0, key)
    }
    fn with(self, key: &str, args: &[(&str, ArgValue)]) -> String {
        tr_args(self.0, key, args)
    }
}

/// One player at the end, as the ranking needs them.
struct Standing {
    name: String,
    score: i64,
    resigned: bool,
    winner: bool,
    adjustment: Option<i32>,
}

/// The ranking: players still in the game best first (ties share a place, in seat order),
/// then those who left, marked.
fn ranking(players: &[Standing], words: Words) -> Vec<RankLine> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by_key(|&i| (players[i].resigned, std::cmp::Reverse(players[i].score)));
    order
        .into_iter()
        .map(|i| {
            let p = &players[i];
            let rank = (!p.resigned).then(|| {
                1 + players
                    .iter()
                    .filter(|q| !q.resigned && q.score > p.score)
                    .count() as u32
            });
            RankLine {
                rank,
                name: p.name.clone(),
                seat: seat(i),
                score: i32::try_from(p.score).unwrap_or(i32::MAX),
                adjustment: p.adjustment,
                winner: p.winner,
                note: if p.resigned {
                    words.get("ending-resigned")
                } else {
                    String::new()
                },
            }
        })
        .collect()
}

/// "Winner: Ala", "Draw: Ala, Bolek" or "No winner".
fn verdict(players: &[Standing], words: Words) -> String {
    let winners: Vec<&str> = players
        .iter()
        .filter(|p| p.winner)
        .map(|p| p.name.as_str())
        .collect();
    if winners.is_empty() {
        words.get("ending-no-winner")
    } else {
        words.with(
            "ending-winner",
            &[
                ("count", winners.len().into()),
                ("names", winners.join(", ").into()),
            ],
        )
    }
}

/// A seat as a colour index.
fn seat(i: usize) -> u8 {
    u8::try_from(i).unwrap_or(u8::MAX)
}

/// The chart: `scores[t][i]` is player i's score after turn t (t = 0: the start).
fn chart(
    names: &[String],
    scores: &[Vec<i32>],
    finals: &[i32],
    best: Option<(usize, usize, String)>,
    words: Words,
) -> ChartView {
    let series = names
        .iter()
        .enumerate()
        .map(|(i, name)| ChartSeries {
            name: name.clone(),
            seat: seat(i),
            scores: scores
                .iter()
                .map(|row| row.get(i).copied().unwrap_or(0))
                .collect(),
            final_score: finals.get(i).copied().unwrap_or(0),
        })
        .collect();
    ChartView {
        title: words.get("ending-chart-title"),
        x_label: words.get("ending-chart-turn"),
        y_label: words.get("ending-chart-points"),
        end_label: words.get("ending-chart-end"),
        series,
        best: best.map(|(at, series, what)| ChartMark {
            series,
            at,
            text: words.with("ending-best-move", &[("move", what.into())]),
        }),
        from_zero: true,
    }
}

/// The score strip of a replay frame: everyone's score, the mover's banded.
fn strip(names: &[String], scores: &[i32], mover: Option<usize>) -> Vec<PlayerLine> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| PlayerLine {
            name: name.clone(),
            score: scores.get(i).copied().unwrap_or(0),
            to_move: mover == Some(i),
            colour: Some(seat(i)),
        })
        .collect()
}

/// The replay's last frame, the result: the final picture's board or grid, the verdict
/// as its caption, and everyone's final score, the winners' marked.
fn result_frame(final_view: &FinalView, names: &[String], standings: &[Standing]) -> ReplayFrame {
    ReplayFrame {
        plate: final_view.plate.clone(),
        caption: final_view.verdict.clone(),
        mover: None,
        scores: names
            .iter()
            .enumerate()
            .map(|(i, name)| PlayerLine {
                name: name.clone(),
                score: standings
                    .get(i)
                    .map_or(0, |s| i32::try_from(s.score).unwrap_or(i32::MAX)),
                to_move: standings.get(i).is_some_and(|s| s.winner),
                colour: Some(seat(i)),
            })
            .collect(),
    }
}

/// A replay caption: "12. Ala: KOT +14".
fn caption(number: usize, name: &str, what: &str) -> String {
    format!("{number}. {name}: {what}")
}

/// A player's name, or "?" for a seat the table does not have.
fn name_of(names: &[String], i: usize) -> &str {
    names.get(i).map_or("?", String::as_str)
}

#[cfg(test)]
mod tests;
