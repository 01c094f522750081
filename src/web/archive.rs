//! The public pages of the past, read from the store through the service
//! ([`crate::service::archive`]), each at an address whose key this bot signed (a key not
//! ours, or naming nothing, is 404):
//!
//! - `GET /games/{key}`: a finished game looked back on, move by move (Back and Next, the
//!   ← and → keys, Home and End, the move list to click), with the best move at each turn;
//!   `/games/{key}/steps`: its steps for the page's script; `/games/{key}.gcg` (a WordCap
//!   game: `.txt`): its record, to download;
//! - `GET /tournaments/{key}`: a tournament's rounds, each game's result and page, and the
//!   standings;
//! - `GET /leaderboard/{key}`: a server's leaderboards.
//!
//! Server-written HTML (askama, every name escaped); the script (`review.js`) only steps.

mod cells;

use std::collections::BTreeMap;
use std::sync::Arc;

use askama::Template;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;

use super::door::plain;
use super::pages::{html_lang, texts};
use crate::service::archive::{self, GamePlace};
use crate::service::hub::Hub;
use crate::table::lookback::LookBack;
use crate::table::Msg;

/// The routes of the pages of the past, read through `hub`, each read taken from its
/// client's bucket of `limits`.
pub fn router<S>(hub: Arc<Hub>, limits: Arc<super::limits::Limits>) -> Router<S> {
    Router::new()
        .route("/games/:key", get(game_page))
        .route("/games/:key/steps", get(game_steps))
        .route("/tournaments/:key", get(tournament_page))
        .route("/leaderboard/:key", get(leaderboard_page))
        .layer(axum::middleware::from_fn_with_state(
            limits,
            super::limits::limit_reads,
        ))
        .with_state(hub)
}

fn not_found() -> Response {
    StatusCode::NOT_FOUND.into_response()
}

fn unavailable(what: &str, e: &dyn std::fmt::Display) -> Response {
    tracing::warn!(error = %e, "could not read {what} for its page");
    StatusCode::SERVICE_UNAVAILABLE.into_response()
}

fn html(page: &impl Template) -> Response {
    match page.render() {
        Ok(html) => Html(html).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "a page could not be written");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// One player in the score list.
struct PlayerRow {
    name: String,
    score: i64,
}

/// One line of the move list.
struct MoveRow {
    who: String,
    what: String,
    best: String,
}

/// A finished game's page.
#[derive(Template)]
#[template(path = "lookback.html")]
struct LookBackPage {
    lang: &'static str,
    title: String,
    steps_url: String,
    players: Vec<PlayerRow>,
    final_line: String,
    width: u8,
    squares: Vec<(cells::Square, Option<cells::Laid>)>,
    now: String,
    best: String,
    count: String,
    download: Option<String>,
    t: BTreeMap<&'static str, String>,
    moves: Vec<MoveRow>,
}

/// One step as the page's script takes it.
#[derive(Serialize)]
struct StepData {
    tiles: Vec<Option<cells::Laid>>,
    scores: Vec<i64>,
    mover: Option<usize>,
    now: String,
    best: String,
    count: String,
}

/// The texts of each step: who did what, the best move then, where it is in the game.
fn step_texts(look: &LookBack) -> Vec<MoveRow> {
    let l = look.locale.as_str();
    look.steps
        .iter()
        .map(|step| MoveRow {
            who: step
                .player
                .and_then(|p| look.players.get(p))
                .cloned()
                .unwrap_or_default(),
            what: plain(l, &step.said()),
            best: step.best_said().map(|m| plain(l, &m)).unwrap_or_default(),
        })
        .collect()
}

fn count_text(look: &LookBack, at: usize) -> String {
    let total = look.steps.len().saturating_sub(1);
    plain(
        &look.locale,
        &Msg::new("lookback-step")
            .n("number", at as i64)
            .n("total", total as i64),
    )
}

fn now_text(row: &MoveRow) -> String {
    if row.who.is_empty() {
        row.what.clone()
    } else {
        format!("{}: {}", row.who, row.what)
    }
}

const PAGE_KEYS: &[&str] = &[
    "lookback-first",
    "lookback-prev",
    "lookback-next",
    "lookback-last",
    "lookback-keys",
    "lookback-moves",
    "lookback-download",
];

async fn game_page(State(hub): State<Arc<Hub>>, Path(key): Path<String>) -> Response {
    if let Some((key, ext)) = key.rsplit_once('.') {
        return record_file(&hub, key, ext).await;
    }
    let game = match archive::game_by_key(&hub, &key).await {
        Ok(Some(game)) => game,
        Ok(None) => return not_found(),
        Err(e) => return unavailable("a finished game", &e),
    };
    let look = &game.look;
    let l = look.locale.as_str();
    let Some(last) = look.steps.last() else {
        return not_found();
    };
    let labels = texts(l);
    let (width, squares) = cells::squares(last, &labels);
    let squares = squares.into_iter().zip(cells::tiles(last)).collect();
    let rows = step_texts(look);
    let here = rows.last().map(now_text).unwrap_or_default();
    let t = PAGE_KEYS
        .iter()
        .map(|&k| (k, plain(l, &Msg::new(k))))
        .collect();
    let names_scores: Vec<String> = look
        .players
        .iter()
        .zip(&look.final_scores)
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    let page = LookBackPage {
        lang: html_lang(l),
        title: plain(
            l,
            &Msg::new("lookback-title")
                .game("game", look.variant.clone())
                .n("id", look.game as i64),
        ),
        steps_url: format!("/games/{key}/steps"),
        players: look
            .players
            .iter()
            .zip(&last.scores)
            .map(|(name, &score)| PlayerRow {
                name: name.clone(),
                score,
            })
            .collect(),
        final_line: format!(
            "{}: {}",
            plain(l, &Msg::new("lookback-final")),
            names_scores.join(" · ")
        ),
        width,
        squares,
        now: here,
        best: rows.last().map(|r| r.best.clone()).unwrap_or_default(),
        count: count_text(look, look.steps.len().saturating_sub(1)),
        download: game.record.as_ref().map(|r| {
            let ext = r.file_name.rsplit('.').next().unwrap_or("gcg");
            format!("/games/{key}.{ext}")
        }),
        t,
        moves: rows,
    };
    html(&page)
}

async fn game_steps(State(hub): State<Arc<Hub>>, Path(key): Path<String>) -> Response {
    let game = match archive::game_by_key(&hub, &key).await {
        Ok(Some(game)) => game,
        Ok(None) => return not_found(),
        Err(e) => return unavailable("a finished game", &e),
    };
    let look = &game.look;
    let rows = step_texts(look);
    let steps: Vec<StepData> = look
        .steps
        .iter()
        .zip(&rows)
        .enumerate()
        .map(|(i, (step, row))| StepData {
            tiles: cells::tiles(step),
            scores: step.scores.clone(),
            mover: step.player,
            now: now_text(row),
            best: row.best.clone(),
            count: count_text(look, i),
        })
        .collect();
    Json(serde_json::json!({ "steps": steps })).into_response()
}

/// The game's record as a file to save (`.gcg`, or `.txt` for WordCap).
async fn record_file(hub: &Hub, key: &str, ext: &str) -> Response {
    let game = match archive::game_by_key(hub, key).await {
        Ok(Some(game)) => game,
        Ok(None) => return not_found(),
        Err(e) => return unavailable("a finished game", &e),
    };
    let Some(record) = game
        .record
        .filter(|r| r.file_name.ends_with(&format!(".{ext}")))
    else {
        return not_found();
    };
    let kind = if ext == "gcg" {
        "application/x-gcg; charset=utf-8"
    } else {
        "text/plain; charset=utf-8"
    };
    // The file name is ours (the game's name and number): nothing a player typed.
    let disposition = format!("attachment; filename=\"{}\"", record.file_name);
    (
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        record.text,
    )
        .into_response()
}

/// One game of a round on the tournament's page.
struct PairingRow {
    first: String,
    second: String,
    result: String,
    first_won: bool,
    second_won: bool,
    link: Option<(String, String)>,
    note: String,
}

/// A tournament's page.
#[derive(Template)]
#[template(path = "tournament.html")]
struct TournamentPage {
    lang: &'static str,
    title: String,
    about: Vec<String>,
    rounds: Vec<(String, Vec<PairingRow>)>,
    standings_title: String,
    standings: Vec<String>,
}

async fn tournament_page(State(hub): State<Arc<Hub>>, Path(key): Path<String>) -> Response {
    let sheet = match archive::tournament_by_key(&hub, &key).await {
        Ok(Some(sheet)) => sheet,
        Ok(None) => return not_found(),
        Err(e) => return unavailable("a tournament", &e),
    };
    let l = sheet.locale.as_str();
    let said = |m: &Msg| plain(l, m);
    let rounds = sheet
        .rounds
        .iter()
        .map(|(round, games)| {
            let rows = games
                .iter()
                .map(|g| {
                    let (link, note) = match &g.place {
                        GamePlace::Finished(key) => (
                            Some((format!("/games/{key}"), said(&Msg::new("lookback-link")))),
                            String::new(),
                        ),
                        GamePlace::Live(thread) => (
                            Some((
                                format!("/watch/{thread}"),
                                said(&Msg::new("web-watch-live")),
                            )),
                            said(&Msg::new("tpage-playing")),
                        ),
                        GamePlace::NotStarted => (None, said(&Msg::new("tpage-not-started"))),
                    };
                    PairingRow {
                        first: g.first.clone(),
                        second: g.second.clone(),
                        result: g
                            .scores
                            .map(|(a, b)| format!("{a} : {b}"))
                            .unwrap_or_else(|| "–".into()),
                        first_won: g.winner == Some(0),
                        second_won: g.winner == Some(1),
                        link,
                        note,
                    }
                })
                .collect();
            (said(&Msg::new("tpage-round").n("round", *round)), rows)
        })
        .collect();
    let page = TournamentPage {
        lang: html_lang(l),
        title: said(&Msg::new("tpage-title").game("game", sheet.variant.clone())),
        about: sheet.about.iter().map(said).collect(),
        rounds,
        standings_title: said(&Msg::new("tpage-standings")),
        standings: sheet.standings.iter().map(said).collect(),
    };
    html(&page)
}

/// One player of a leaderboard.
struct RatedRow {
    rank: usize,
    name: String,
    rating: i64,
    games: u32,
}

/// A server's leaderboards page.
#[derive(Template)]
#[template(path = "leaderboard.html")]
struct LeaderboardsPage {
    lang: &'static str,
    title: String,
    none: String,
    heads: [String; 4],
    boards: Vec<(String, Vec<RatedRow>)>,
}

async fn leaderboard_page(State(hub): State<Arc<Hub>>, Path(key): Path<String>) -> Response {
    let boards = match archive::leaderboards_by_key(&hub, &key).await {
        Ok(Some(boards)) => boards,
        Ok(None) => return not_found(),
        Err(e) => return unavailable("a leaderboard", &e),
    };
    // A server's page has no language of its own: English, as the bot's default.
    let l = "en-US";
    let said = |key: &'static str| plain(l, &Msg::new(key));
    let page = LeaderboardsPage {
        lang: html_lang(l),
        title: said("lbpage-title"),
        none: said("lbpage-none"),
        heads: [
            said("lbpage-rank"),
            said("lbpage-player"),
            said("lbpage-rating"),
            said("lbpage-games"),
        ],
        boards: boards
            .boards
            .iter()
            .map(|(variant, players)| {
                let title = plain(l, &Msg::new("lb-title").game("variant", variant.clone()));
                let rows = players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| RatedRow {
                        rank: i + 1,
                        name: p.name.clone(),
                        rating: p.rating.rating.round() as i64,
                        games: p.games,
                    })
                    .collect();
                (title, rows)
            })
            .collect(),
    };
    html(&page)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "<img src=x onerror=alert(1)>";

    /// "Names escaped (a player named `<img src=x onerror=alert(1)>` shows as typed)".
    #[test]
    fn names_show_as_typed_never_as_markup() {
        let page = LookBackPage {
            lang: "en",
            title: HOSTILE.into(),
            steps_url: "/games/1-x/steps".into(),
            players: vec![PlayerRow {
                name: HOSTILE.into(),
                score: 3,
            }],
            final_line: HOSTILE.into(),
            width: 1,
            squares: Vec::new(),
            now: HOSTILE.into(),
            best: String::new(),
            count: String::new(),
            download: None,
            t: PAGE_KEYS.iter().map(|&k| (k, k.to_string())).collect(),
            moves: vec![MoveRow {
                who: HOSTILE.into(),
                what: "passed".into(),
                best: String::new(),
            }],
        };
        let tournament = TournamentPage {
            lang: "en",
            title: String::new(),
            about: vec![HOSTILE.into()],
            rounds: vec![(
                "Round 1".into(),
                vec![PairingRow {
                    first: HOSTILE.into(),
                    second: "Bolek".into(),
                    result: "1 : 0".into(),
                    first_won: true,
                    second_won: false,
                    link: None,
                    note: String::new(),
                }],
            )],
            standings_title: String::new(),
            standings: vec![HOSTILE.into()],
        };
        let boards = LeaderboardsPage {
            lang: "en",
            title: String::new(),
            none: String::new(),
            heads: Default::default(),
            boards: vec![(
                "Literaki".into(),
                vec![RatedRow {
                    rank: 1,
                    name: HOSTILE.into(),
                    rating: 1500,
                    games: 1,
                }],
            )],
        };
        for html in [page.render(), tournament.render(), boards.render()] {
            let html = html.expect("the page");
            assert!(!html.contains("<img"), "{html}");
            assert!(
                html.contains("&#60;img src=x onerror=alert(1)&#62;"),
                "{html}"
            );
        }
    }

    /// Issue 28, goal 5: the look-back page shows, beside the best move of a person's
    /// turn, the equity their turn lost, with the reader's decimal sign.
    #[test]
    fn the_best_move_of_a_turn_shows_the_equity_lost() {
        use crate::table::lookback::{BestMove, Step};
        let step = |number: usize, best: Option<BestMove>| Step {
            number,
            player: Some(0),
            kind: "across",
            place: "H8".into(),
            word: "QI".into(),
            score: 22,
            board: None,
            grid: None,
            scores: vec![22, 0],
            best,
        };
        let best = BestMove {
            kind: "across",
            place: "H8".into(),
            word: "QUIZ".into(),
            score: 48,
            found: false,
            lost: 235,
        };
        for (locale, lost) in [
            ("en-US", "23.5"),
            ("pl", "23,5"),
            ("de", "23,5"),
            ("ru", "23,5"),
        ] {
            let look = LookBack {
                game: 1,
                variant: "english".into(),
                locale: locale.into(),
                players: vec!["Ala".into(), "Bolek".into()],
                steps: vec![step(1, Some(best.clone())), step(2, None)],
                final_scores: vec![22, 0],
            };
            let rows = step_texts(&look);
            assert!(
                rows[0].best.contains("QUIZ") && rows[0].best.contains(lost),
                "{locale}: {}",
                rows[0].best
            );
            assert!(rows[1].best.is_empty(), "no best move noted");
        }
    }

    #[test]
    fn every_text_of_the_pages_is_written_in_every_language() {
        let keys = PAGE_KEYS.iter().chain(&[
            "lookback-link",
            "lookback-final",
            "lookback-export-link",
            "tpage-round",
            "tpage-standings",
            "tpage-not-started",
            "tpage-playing",
            "tpage-link",
            "lbpage-title",
            "lbpage-rank",
            "lbpage-player",
            "lbpage-rating",
            "lbpage-games",
            "lbpage-none",
            "lbpage-link",
        ]);
        for locale in ["en-US", "pl", "de", "ru"] {
            for key in keys.clone() {
                let text = plain(locale, &Msg::new(key).s("url", "u").n("round", 1));
                assert!(!text.trim().is_empty(), "{locale}: {key}");
                assert!(!text.contains(key), "{locale}: {key} missing: {text}");
            }
            let exchange = Msg::new("lookback-move")
                .s("kind", "exchange")
                .s("place", "")
                .s("word", "3")
                .n("score", 0)
                .n("count", 3);
            let text = plain(locale, &exchange);
            assert!(text.contains('3'), "{locale}: {text}");
            let best = Msg::new("lookback-best")
                .s("kind", "across")
                .s("place", "H8")
                .s("word", "KOT")
                .n("score", 24);
            let text = plain(locale, &best);
            assert!(
                text.contains("H8") && text.contains("KOT") && text.contains("24"),
                "{text}"
            );
        }
        assert_ne!(
            plain("pl", &Msg::new("lookback-next")),
            plain("en-US", &Msg::new("lookback-next"))
        );
    }
}
