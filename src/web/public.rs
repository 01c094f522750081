//! The bot's public pages (`WEB_ADDR`): a page per game anyone may watch, live. It shows
//! what a spectator sees ([`crate::table::Table::sight`] with no viewer): the board with the
//! move in its window marked, scores, clocks, tiles left, the move list; never a rack.
//!
//! - `GET /watch/{place}`: the page of the game played in that channel or thread;
//! - `GET /watch/{place}/sight`: what it shows, with its texts in the game's language;
//! - `GET /watch/{place}/events`: server-sent events, `table` whenever the table is saved;
//! - `GET /p/{token}` (and `/sight`, `/events`; `POST /act`, `/preview` with the token in
//!   the `x-plansza-token` header, which a page of another site cannot send): a player's
//!   own page, from the link signed for them and their game ([`crate::service::links`]):
//!   their rack, and their moves into the same table as a typed `/play`;
//! - `GET /assets/…`: the page's script and style.

use std::convert::Infallible;
use std::sync::Arc;

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::HeaderMap;
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures::Stream;
use serde::Serialize;

use super::act::{action_of, Act, Typed};
use super::door::plain;
use super::limits::{Client, Held, Limits, TooMany};
use crate::service::hub::Hub;
use crate::service::links::Link;
use crate::table::{Input, Msg, Sight, Table, TableState};

/// What the public pages are served from.
pub struct Public {
    /// The service the games run on.
    pub hub: Arc<Hub>,
    /// How much one client may ask.
    pub limits: Arc<Limits>,
}

/// Where a request comes from, as axum saw its connection (None in a test without one).
type Peer = Option<ConnectInfo<SocketAddr>>;

impl Public {
    /// Pages over `hub`, with the default [`Limits`].
    pub fn new(hub: Arc<Hub>) -> Public {
        Public {
            hub,
            limits: Arc::new(Limits::default()),
        }
    }

    /// Takes a read of a public page for the client at `peer`, or the answer that refuses it.
    fn public_read(&self, peer: &Peer, headers: &HeaderMap) -> Result<Client, TooMany> {
        let client = Client::of(peer.as_ref().map(|c| c.0), headers);
        self.limits.read(client).map(|()| client)
    }

    /// The link `token` stands for with a read taken for its player, or the answer that
    /// refuses it.
    async fn link_read(&self, token: &str) -> Result<Link, Response> {
        let link = self.link(token).await?;
        self.limits
            .read(Client::Person(link.user))
            .map_err(IntoResponse::into_response)?;
        Ok(link)
    }

    /// The link `token` stands for, or the answer that refuses it.
    async fn link(&self, token: &str) -> Result<Link, Response> {
        let secret = crate::service::links::secret(&self.hub)
            .await
            .map_err(|e| {
                tracing::warn!(error = %e, "could not read the links' secret");
                StatusCode::SERVICE_UNAVAILABLE.into_response()
            })?;
        Link::verify(token, secret, self.hub.now()).map_err(|why| {
            tracing::debug!(%why, "a player's link refused");
            let text = crate::text::key("en-US", "web-err-link");
            (StatusCode::FORBIDDEN, text).into_response()
        })
    }
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
        .route("/p/:token", get(player_page))
        .route("/p/:token/sight", get(player_sight))
        .route("/p/:token/events", get(player_events))
        .route("/p/:token/act", post(player_act))
        .route("/p/:token/preview", post(player_preview))
        .route("/assets/:name", get(super::assets::serve))
        .merge(super::archive::router(
            Arc::clone(&public.hub),
            Arc::clone(&public.limits),
        ))
        .layer(super::compression())
        .layer(axum::middleware::from_fn(super::secure))
        .with_state(public)
}

/// Serves the public pages on `listener` until `stopped` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    public: Arc<Public>,
    stopped: impl std::future::Future<Output = ()> + Send + 'static,
) {
    let app = router(public).into_make_service_with_connect_info::<SocketAddr>();
    if let Err(e) = axum::serve(listener, app)
        .with_graceful_shutdown(stopped)
        .await
    {
        tracing::error!(error = %e, "the web pages stopped");
    }
}

async fn page(
    State(public): State<Arc<Public>>,
    Path(place): Path<u64>,
    peer: Peer,
    headers: HeaderMap,
) -> Response {
    let locale = match read_watched(&public, place, &peer, &headers).await {
        Ok(state) => state.map_or_else(|| "en-US".to_string(), |s| s.locale.clone()),
        Err(refused) => return refused,
    };
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

/// The table played in `place` as it stands, for its public page (None: no game there
/// now), or the answer that refuses it: the store did not answer, or the game is not shown
/// on the public pages (`/config pages:false` where it is played).
async fn watched_table(
    public: &Public,
    place: u64,
) -> Result<Option<Arc<crate::table::TableState>>, Response> {
    match crate::service::watch::table_now(&public.hub, place).await {
        Ok(Some(state)) if state.options.unlisted => {
            let text = crate::text::key(&state.locale, "web-err-unlisted");
            Err((StatusCode::NOT_FOUND, text).into_response())
        }
        Ok(state) => Ok(state),
        Err(e) => {
            tracing::warn!(place, error = %e, "could not read a table for its page");
            Err(StatusCode::SERVICE_UNAVAILABLE.into_response())
        }
    }
}

/// [`watched_table`] for a client at `peer`, a read taken from its bucket first.
async fn read_watched(
    public: &Public,
    place: u64,
    peer: &Peer,
    headers: &HeaderMap,
) -> Result<Option<Arc<crate::table::TableState>>, Response> {
    public
        .public_read(peer, headers)
        .map_err(IntoResponse::into_response)?;
    watched_table(public, place).await
}

/// What a watching page loads.
#[derive(Debug, Serialize)]
struct Watched {
    sight: Option<Sight>,
    people: Vec<usize>,
    texts: std::collections::BTreeMap<&'static str, String>,
    posted: Vec<super::door::Line>,
}

async fn sight(
    State(public): State<Arc<Public>>,
    Path(place): Path<u64>,
    peer: Peer,
    headers: HeaderMap,
) -> Response {
    let state = match read_watched(&public, place, &peer, &headers).await {
        Ok(state) => state,
        Err(refused) => return refused,
    };
    let locale = state
        .as_ref()
        .map_or_else(|| "en-US".to_string(), |s| s.locale.clone());
    let sight = state.map(|s| s.sight(None, public.hub.now()));
    Json(Watched {
        sight,
        people: Vec::new(),
        texts: super::pages::texts(&locale),
        posted: Vec::new(),
    })
    .into_response()
}

async fn events(
    State(public): State<Arc<Public>>,
    Path(place): Path<u64>,
    peer: Peer,
    headers: HeaderMap,
) -> Response {
    if let Err(refused) = watched_table(&public, place).await {
        return refused;
    }
    let client = Client::of(peer.as_ref().map(|c| c.0), &headers);
    match public.limits.stream(client) {
        Ok(held) => Sse::new(live(&public.hub, place, held))
            .keep_alive(KeepAlive::default())
            .into_response(),
        Err(refused) => refused.into_response(),
    }
}

/// A `table` event at each save of `place`'s table, for as long as the page listens (its
/// place among the live streams, `held`, is freed when it stops).
fn live(hub: &Hub, place: u64, held: Held) -> impl Stream<Item = Result<Event, Infallible>> {
    let table = hub.watch_table(place);
    futures::stream::unfold((table, held), |(mut table, held)| async move {
        table.changed().await.ok()?;
        let saved = Event::default().event("table").data("saved");
        Some((Ok(saved), (table, held)))
    })
}

/// The state of the table of the link's place, as it stands.
async fn state_of(public: &Public, place: u64) -> Option<Arc<TableState>> {
    crate::service::watch::table_now(&public.hub, place)
        .await
        .ok()
        .flatten()
}

/// The table of the link's place, as it stands (made only for what a table works out: a
/// move or its preview).
async fn table_of(public: &Public, place: u64) -> Option<Table> {
    let state = state_of(public, place).await?;
    Table::from_state((*state).clone()).ok()
}

async fn player_page(State(public): State<Arc<Public>>, Path(token): Path<String>) -> Response {
    let link = match public.link_read(&token).await {
        Ok(link) => link,
        Err(refused) => return refused,
    };
    let locale = state_of(&public, link.place)
        .await
        .and_then(|state| {
            state
                .seats
                .iter()
                .find(|s| s.user == link.user)
                .map(|s| s.locale.clone())
        })
        .unwrap_or_else(|| "en-US".to_string());
    let page = super::pages::GamePage {
        lang: super::pages::html_lang(&locale),
        title: crate::text::key(&locale, "web-title"),
        token: token.clone(),
        api: format!("/p/{token}"),
    };
    match askama::Template::render(&page) {
        Ok(html) => Html(html).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "the page could not be written");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

async fn player_sight(State(public): State<Arc<Public>>, Path(token): Path<String>) -> Response {
    let link = match public.link_read(&token).await {
        Ok(link) => link,
        Err(refused) => return refused,
    };
    let state = state_of(&public, link.place).await;
    let seat = state
        .as_ref()
        .and_then(|s| s.seats.iter().position(|s| s.user == link.user));
    let locale = seat
        .and_then(|i| state.as_ref().map(|s| s.seats[i].locale.clone()))
        .unwrap_or_else(|| "en-US".to_string());
    Json(Watched {
        sight: state.map(|s| s.sight(Some(link.user), public.hub.now())),
        people: seat.into_iter().collect(),
        texts: super::pages::texts(&locale),
        posted: Vec::new(),
    })
    .into_response()
}

async fn player_events(State(public): State<Arc<Public>>, Path(token): Path<String>) -> Response {
    let link = match public.link(&token).await {
        Ok(link) => link,
        Err(refused) => return refused,
    };
    match public.limits.stream(Client::Person(link.user)) {
        Ok(held) => Sse::new(live(&public.hub, link.place, held))
            .keep_alive(KeepAlive::default())
            .into_response(),
        Err(refused) => refused.into_response(),
    }
}

/// The link's own token must come in the header too: a form or script of another site
/// cannot send it.
fn sent_by_the_page(headers: &HeaderMap, token: &str) -> bool {
    headers
        .get(super::local::TOKEN_HEADER)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|given| given == token)
}

/// An input from a player's page: sent by the page itself (its header), under a good link,
/// to a table that is there; the link and the table, or the answer that refuses it.
async fn sent_to_a_table(
    public: &Public,
    headers: &HeaderMap,
    token: &str,
) -> Result<(Link, Table), Response> {
    if !sent_by_the_page(headers, token) {
        return Err(StatusCode::FORBIDDEN.into_response());
    }
    let link = public.link(token).await?;
    match table_of(public, link.place).await {
        Some(table) => Ok((link, table)),
        None => Err(answered("en-US", &[Msg::new("web-err-no-game")])),
    }
}

fn answered(locale: &str, msgs: &[Msg]) -> Response {
    Json(super::local::Answered {
        said: msgs.iter().map(|m| plain(locale, m)).collect(),
    })
    .into_response()
}

async fn player_act(
    State(public): State<Arc<Public>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    Json(act): Json<Act>,
) -> Response {
    let (link, table) = match sent_to_a_table(&public, &headers, &token).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let state = table.state();
    let Some((index, seat)) = state
        .seats
        .iter()
        .enumerate()
        .find(|(_, s)| s.user == link.user)
    else {
        return answered(&state.locale, &[Msg::new("web-err-not-yours")]);
    };
    if act.seat != index {
        return answered(&seat.locale, &[Msg::new("web-err-not-yours")]);
    }
    let Some(action) = action_of(state, &act) else {
        return answered(&seat.locale, &[Msg::new("web-err-unknown")]);
    };
    // The same cooldown as on Discord: a flood of requests moves nothing.
    if let Err(wait) = public
        .hub
        .cooldown()
        .take(link.user, std::time::Instant::now())
    {
        return answered(&seat.locale, &[crate::cooldown::Cooldown::answer(wait)]);
    }
    let input = Input {
        user: link.user,
        name: seat.name.clone(),
        locale: seat.locale.clone(),
        action,
    };
    // Played by the process that drives the table, this one or another.
    let said = crate::service::relay::deliver(&public.hub, link.place, state.guild, input).await;
    Json(super::local::Answered {
        said: super::door::said_plainly(&said),
    })
    .into_response()
}

async fn player_preview(
    State(public): State<Arc<Public>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    Json(typed): Json<Typed>,
) -> Response {
    let (link, table) = match sent_to_a_table(&public, &headers, &token).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let locale = table
        .state()
        .seats
        .get(typed.seat)
        .filter(|s| s.user == link.user)
        .map(|s| s.locale.clone());
    let Some(locale) = locale else {
        return answered("en-US", &[Msg::new("web-err-not-yours")]);
    };
    // As `/play`'s autocomplete: typing faster than the typing cooldown gets no preview.
    if public
        .hub
        .typing()
        .take(link.user, std::time::Instant::now())
        .is_err()
    {
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    }
    let text: String = typed.text.chars().take(64).collect();
    answered(&locale, &[table.preview(link.user, &text)])
}
