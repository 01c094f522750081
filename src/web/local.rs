//! `plansza play --web`: one game in the browser on this machine, without Discord. The
//! game runs on the service (the same tables, timers, windows and outbox as the bot's) with
//! the browser's door ([`super::door::WebDoor`]); this serves its page on 127.0.0.1 to
//! whoever holds the address printed at the start (it carries a random token), and turns
//! the page's requests into the service's inputs.
//!
//! The people at the device take turns (hot-seat), as at the terminal: the page shows the
//! rack of the person asked now (the player to move, or the next opponent to answer a
//! move's window) and asks for the device to be handed over between two people.
//!
//! - `GET /?t=TOKEN`: the page; `GET /assets/…`: its script and style;
//! - `GET /api/sight?t=TOKEN`: what the person asked now sees ([`crate::table::Sight`]),
//!   the texts of the page in the game's language, and the lines posted so far;
//! - `GET /api/events?t=TOKEN`: server-sent events, `table` when the table was saved and
//!   `posted` with each line posted;
//! - `POST /api/act`, `POST /api/preview` (the token in the `x-plansza-token` header, which a
//!   page of another site cannot send): an input, or what a move typed would do.

use std::convert::Infallible;
use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures::Stream;
use serde::{Deserialize, Serialize};

use super::act::{Act, Typed};
use super::door::{plain, Feed};
use crate::service::hub::Hub;
use crate::table::{Input, Msg, Sight, Table};

/// The place the game is played in.
pub const PLACE: u64 = 10;
/// The header a page sends its token in with every input.
pub const TOKEN_HEADER: &str = "x-plansza-token";

/// One game served to the browser on this machine.
pub struct Local {
    /// The service the game runs on.
    pub hub: Arc<Hub>,
    /// What the game posted.
    pub feed: Arc<Feed>,
    /// The secret in the page's address.
    pub token: String,
    /// The language of the page.
    pub locale: String,
    /// The people at the device, by user id, in seat order.
    pub people: Vec<u64>,
}

/// The page's routes.
pub fn router(local: Arc<Local>) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/assets/:name", get(super::assets::serve))
        .route("/api/sight", get(sight))
        .route("/api/events", get(events))
        .route("/api/act", post(act))
        .route("/api/preview", post(preview))
        .layer(super::compression())
        .layer(axum::middleware::from_fn(super::secure))
        .with_state(local)
}

/// The token, as a page gives it in its address.
#[derive(Debug, Deserialize)]
struct Token {
    t: Option<String>,
}

impl Local {
    fn allowed(&self, given: Option<&str>) -> bool {
        given.is_some_and(|t| crate::service::links::same_secret(t, &self.token))
    }

    fn refused(&self) -> Response {
        let text = crate::text::key(&self.locale, "web-err-link");
        (StatusCode::FORBIDDEN, text).into_response()
    }

    /// The table as the service last saved it.
    fn table(&self) -> Option<Table> {
        let state = self.hub.saved_table(PLACE)?;
        Table::from_state((*state).clone()).ok()
    }

    /// The person the device is for now: the next person to answer a move's window, else
    /// the player to move, else (a computer's turn) the first person.
    fn asked(&self, table: &Table) -> Option<usize> {
        let seats = &table.state().seats;
        let person = |i: usize| seats.get(i).is_some_and(|s| self.people.contains(&s.user));
        table
            .still_to_answer()
            .into_iter()
            .find(|&i| person(i))
            .or_else(|| table.played().map(|g| g.turn()).filter(|&t| person(t)))
            .or_else(|| (0..seats.len()).find(|&i| person(i)))
    }
}

/// The page itself.
async fn page(State(local): State<Arc<Local>>, Query(token): Query<Token>) -> Response {
    if !local.allowed(token.t.as_deref()) {
        return local.refused();
    }
    let page = super::pages::GamePage {
        lang: super::pages::html_lang(&local.locale),
        title: crate::text::key(&local.locale, "web-title"),
        token: local.token.clone(),
        api: "/api".to_string(),
    };
    match page.render() {
        Ok(html) => Html(html).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "the page could not be written");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// What the page loads: the sight of the person asked now, the page's texts, the posts.
#[derive(Debug, Serialize)]
struct Loaded {
    sight: Option<Sight>,
    /// The people at this device, by seat.
    people: Vec<usize>,
    texts: std::collections::BTreeMap<&'static str, String>,
    posted: Vec<super::door::Line>,
}

async fn sight(State(local): State<Arc<Local>>, Query(token): Query<Token>) -> Response {
    if !local.allowed(token.t.as_deref()) {
        return local.refused();
    }
    let table = local.table();
    let sight = table.as_ref().map(|t| {
        let viewer = local
            .asked(t)
            .and_then(|seat| t.state().seats.get(seat))
            .map(|s| s.user);
        t.sight(viewer, local.hub.now())
    });
    let people = table
        .as_ref()
        .map(|t| {
            t.state()
                .seats
                .iter()
                .enumerate()
                .filter(|(_, s)| local.people.contains(&s.user))
                .map(|(i, _)| i)
                .collect()
        })
        .unwrap_or_default();
    Json(Loaded {
        sight,
        people,
        texts: super::pages::texts(&local.locale),
        posted: local.feed.kept(),
    })
    .into_response()
}

/// Live updates: `table` whenever the table is saved, `posted` with each line posted.
async fn events(State(local): State<Arc<Local>>, Query(token): Query<Token>) -> Response {
    if !local.allowed(token.t.as_deref()) {
        return local.refused();
    }
    Sse::new(live(&local))
        .keep_alive(KeepAlive::default())
        .into_response()
}

fn live(local: &Local) -> impl Stream<Item = Result<Event, Infallible>> {
    let table = local.hub.watch_table(PLACE);
    let posted = local.feed.follow();
    futures::stream::unfold((table, posted), |(mut table, mut posted)| async move {
        let event = tokio::select! {
            changed = table.changed() => match changed {
                Ok(()) => Event::default().event("table").data("saved"),
                Err(_) => return None,
            },
            line = posted.recv() => match line {
                Ok(line) => match Event::default().event("posted").json_data(&line) {
                    Ok(event) => event,
                    Err(_) => Event::default().event("table").data("again"),
                },
                // Lines missed: the page reads the table and the kept lines again.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    Event::default().event("table").data("lagged")
                }
                Err(_) => return None,
            },
        };
        Some((Ok(event), (table, posted)))
    })
}

/// What the service answered the person.
#[derive(Debug, Serialize)]
pub(super) struct Answered {
    pub(super) said: Vec<String>,
}

fn token_of(headers: &HeaderMap) -> Option<&str> {
    headers.get(TOKEN_HEADER).and_then(|v| v.to_str().ok())
}

async fn act(
    State(local): State<Arc<Local>>,
    headers: HeaderMap,
    Json(act): Json<Act>,
) -> Response {
    if !local.allowed(token_of(&headers)) {
        return local.refused();
    }
    let Some(table) = local.table() else {
        return answer_only(&local, "web-err-no-game");
    };
    let state = table.state();
    let Some(seat) = state
        .seats
        .get(act.seat)
        .filter(|s| local.people.contains(&s.user))
    else {
        return answer_only(&local, "web-err-not-yours");
    };
    let Some(action) = super::act::action_of(state, &act) else {
        return answer_only(&local, "web-err-unknown");
    };
    let input = Input {
        user: seat.user,
        name: seat.name.clone(),
        locale: local.locale.clone(),
        action,
    };
    let said = crate::service::relay::deliver(&local.hub, PLACE, None, input).await;
    Json(Answered {
        said: super::door::said_plainly(&said),
    })
    .into_response()
}

fn answer_only(local: &Local, key: &'static str) -> Response {
    Json(Answered {
        said: vec![plain(&local.locale, &Msg::new(key))],
    })
    .into_response()
}

async fn preview(
    State(local): State<Arc<Local>>,
    headers: HeaderMap,
    Json(typed): Json<Typed>,
) -> Response {
    if !local.allowed(token_of(&headers)) {
        return local.refused();
    }
    let Some(table) = local.table() else {
        return answer_only(&local, "web-err-no-game");
    };
    let Some(user) = table
        .state()
        .seats
        .get(typed.seat)
        .filter(|s| local.people.contains(&s.user))
        .map(|s| s.user)
    else {
        return answer_only(&local, "web-err-not-yours");
    };
    let text: String = typed.text.chars().take(64).collect();
    let msg = table.preview(user, &text);
    Json(Answered {
        said: vec![plain(&local.locale, &msg)],
    })
    .into_response()
}

use askama::Template as _;
