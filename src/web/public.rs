//! The bot's public pages (`WEB_ADDR`): a page per game anyone may watch, live. It shows
//! what a spectator sees ([`crate::table::Table::sight`] with no viewer): the board with the
//! move in its window marked, scores, clocks, tiles left, the move list; never a rack.
//!
//! - `GET /watch/{place}`: the page of the game played in that channel or thread;
//! - `GET /watch/{place}/sight`: what it shows, with its texts in the game's language;
//! - `GET /watch/{place}/events`: server-sent events, `table` whenever the table is saved;
//! - `GET /assets/…`: the page's script and style.

use std::convert::Infallible;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use futures::Stream;
use serde::Serialize;

use crate::service::hub::Hub;
use crate::table::{Sight, Table};

/// What the public pages are served from.
pub struct Public {
    /// The service the games run on.
    pub hub: Arc<Hub>,
}

/// The address of the page of the game played in `place`, under `public_url`.
pub fn watch_url(public_url: &str, place: u64) -> String {
    format!("{}/watch/{place}", public_url.trim_end_matches('/'))
}

/// The public pages' routes.
pub fn router(public: Arc<Public>) -> Router {
    Router::new()
        .route("/watch/:place", get(page))
        .route("/watch/:place/sight", get(sight))
        .route("/watch/:place/events", get(events))
        .route("/assets/:name", get(super::assets::serve))
        .layer(axum::middleware::from_fn(super::secure))
        .with_state(public)
}

/// Serves the public pages on `listener` until `stopped` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    public: Arc<Public>,
    stopped: impl std::future::Future<Output = ()> + Send + 'static,
) {
    if let Err(e) = axum::serve(listener, router(public))
        .with_graceful_shutdown(stopped)
        .await
    {
        tracing::error!(error = %e, "the web pages stopped");
    }
}

async fn page(State(public): State<Arc<Public>>, Path(place): Path<u64>) -> Response {
    let locale = crate::service::watch::table_now(&public.hub, place)
        .await
        .ok()
        .flatten()
        .map_or_else(|| "en-US".to_string(), |s| s.locale.clone());
    let page = super::pages::GamePage {
        lang: super::pages::html_lang(&locale),
        title: crate::text::key(&locale, "web-title"),
        token: String::new(),
        api: format!("/watch/{place}"),
    };
    match askama::Template::render(&page) {
        Ok(html) => Html(html).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "the page could not be written");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// What a watching page loads.
#[derive(Debug, Serialize)]
struct Watched {
    sight: Option<Sight>,
    people: Vec<usize>,
    texts: std::collections::BTreeMap<&'static str, String>,
    posted: Vec<super::door::Line>,
}

async fn sight(State(public): State<Arc<Public>>, Path(place): Path<u64>) -> Response {
    let state = match crate::service::watch::table_now(&public.hub, place).await {
        Ok(state) => state,
        Err(e) => {
            tracing::warn!(place, error = %e, "could not read a table for its page");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    };
    let locale = state
        .as_ref()
        .map_or_else(|| "en-US".to_string(), |s| s.locale.clone());
    let sight = state
        .and_then(|s| Table::from_state((*s).clone()).ok())
        .map(|t| t.sight(None, public.hub.now()));
    Json(Watched {
        sight,
        people: Vec::new(),
        texts: super::pages::texts(&locale),
        posted: Vec::new(),
    })
    .into_response()
}

async fn events(State(public): State<Arc<Public>>, Path(place): Path<u64>) -> Response {
    Sse::new(live(&public.hub, place))
        .keep_alive(KeepAlive::default())
        .into_response()
}

fn live(hub: &Hub, place: u64) -> impl Stream<Item = Result<Event, Infallible>> {
    let table = hub.watch_table(place);
    futures::stream::unfold(table, |mut table| async move {
        table.changed().await.ok()?;
        Some((Ok(Event::default().event("table").data("saved")), table))
    })
}
