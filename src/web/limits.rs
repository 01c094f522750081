//! What keeps one client from taking the pages for itself: reads drawn from a bucket per
//! client (as a person's actions on Discord), and live streams bounded per client and in
//! all. A player's page counts against its player (the link's person); a public page
//! against the address it is asked from. Past a limit the answer is `429 Too Many
//! Requests` with `Retry-After`, and nothing is worked out for it.
//!
//! Behind a reverse proxy on the same machine (see docs/deployment.md) every request comes
//! from 127.0.0.1: the address is then the last one the proxy put in `X-Forwarded-For`. A
//! header from any other peer is not believed (anyone can write one).

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::cooldown::{Cooldown, Rate};

/// Reads per client: 60 at once (a page and its data, a few reloads), then 20 a second.
pub const READS: Rate = Rate {
    burst: 60,
    per_second: 20,
};

/// Live streams one client may hold at once (a few tabs of a tournament's games).
pub const STREAMS_PER_CLIENT: usize = 16;

/// Live streams the process holds at once, from everyone.
pub const STREAMS_IN_ALL: usize = 20_000;

/// Who asks: a player (their page's link) or an address (a public page).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Client {
    /// The person a player's link was signed for.
    Person(u64),
    /// An address a public page is asked from.
    Address(IpAddr),
}

impl Client {
    /// The client of a public page asked by `peer` with `headers`: the peer's address, or,
    /// when the peer is this machine (a reverse proxy beside the bot), the last address in
    /// `X-Forwarded-For`.
    pub fn of(peer: Option<SocketAddr>, headers: &HeaderMap) -> Client {
        let peer = peer.map_or(IpAddr::from([127, 0, 0, 1]), |p| p.ip());
        if !peer.is_loopback() {
            return Client::Address(peer);
        }
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .next_back();
        Client::Address(forwarded.unwrap_or(peer))
    }

    /// The client as one number (a bucket's key).
    fn key(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.hash(&mut hasher);
        hasher.finish()
    }
}

/// The limits of one process's pages.
#[derive(Debug)]
pub struct Limits {
    reads: Cooldown,
    streams: Mutex<Streams>,
    per_client: usize,
    in_all: usize,
}

#[derive(Debug, Default)]
struct Streams {
    by_client: HashMap<Client, usize>,
    in_all: usize,
}

/// A live stream held: dropped when the stream ends (the page is closed), which frees its
/// place.
#[derive(Debug)]
pub struct Held {
    limits: Arc<Limits>,
    client: Client,
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut streams = self.limits.lock_streams();
        streams.in_all = streams.in_all.saturating_sub(1);
        if let Some(n) = streams.by_client.get_mut(&self.client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                streams.by_client.remove(&self.client);
            }
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::new(READS, STREAMS_PER_CLIENT, STREAMS_IN_ALL)
    }
}

impl Limits {
    /// Limits of `reads` per client, and of live streams per client and in all.
    pub fn new(reads: Rate, per_client: usize, in_all: usize) -> Limits {
        Limits {
            reads: Cooldown::new(Some(reads)),
            streams: Mutex::new(Streams::default()),
            per_client,
            in_all,
        }
    }

    /// Takes one read for `client`, or the refusal saying when to try again.
    pub fn read(&self, client: Client) -> Result<(), TooMany> {
        self.reads
            .take(client.key(), Instant::now())
            .map_err(|wait| TooMany { wait })
    }

    /// Holds a live stream for `client` until the returned guard is dropped, or the answer
    /// that refuses it (the client, or the process, holds as many as it may).
    pub fn stream(self: &Arc<Self>, client: Client) -> Result<Held, TooMany> {
        let mut streams = self.lock_streams();
        let mine = streams.by_client.get(&client).copied().unwrap_or(0);
        if mine >= self.per_client || streams.in_all >= self.in_all {
            return Err(TooMany {
                wait: Duration::from_secs(5),
            });
        }
        streams.in_all += 1;
        *streams.by_client.entry(client).or_insert(0) += 1;
        Ok(Held {
            limits: Arc::clone(self),
            client,
        })
    }

    /// Live streams held now, in all.
    pub fn streams(&self) -> usize {
        self.lock_streams().in_all
    }

    fn lock_streams(&self) -> std::sync::MutexGuard<'_, Streams> {
        self.streams
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Takes a read from the bucket of the client a request comes from (its address), before
/// the request is served (a middleware for pages anyone may read).
pub async fn limit_reads(
    axum::extract::State(limits): axum::extract::State<Arc<Limits>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<axum::extract::ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    match limits.read(Client::of(peer, request.headers())) {
        Ok(()) => next.run(request).await,
        Err(refused) => refused.into_response(),
    }
}

/// A request past a limit: answered `429 Too Many Requests`, to be tried again after
/// `wait` (in whole seconds, at least one, in `Retry-After`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooMany {
    /// How long until the client may ask again.
    pub wait: Duration,
}

impl IntoResponse for TooMany {
    fn into_response(self) -> Response {
        let secs = self.wait.as_secs_f64().ceil().max(1.0) as u64;
        let mut response = (StatusCode::TOO_MANY_REQUESTS, "slow down").into_response();
        if let Ok(value) = HeaderValue::from_str(&secs.to_string()) {
            response.headers_mut().insert("retry-after", value);
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(a: &str) -> SocketAddr {
        a.parse().expect("an address")
    }

    #[test]
    fn a_forwarded_address_is_believed_from_this_machine_only() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("10.9.9.9, 203.0.113.7"),
        );
        assert_eq!(
            Client::of(Some(addr("127.0.0.1:5000")), &headers),
            Client::Address("203.0.113.7".parse().expect("ip")),
            "a proxy beside the bot: the address it saw"
        );
        assert_eq!(
            Client::of(Some(addr("198.51.100.1:5000")), &headers),
            Client::Address("198.51.100.1".parse().expect("ip")),
            "anyone else: their own address, whatever they write"
        );
        assert_eq!(
            Client::of(Some(addr("127.0.0.1:5000")), &HeaderMap::new()),
            Client::Address("127.0.0.1".parse().expect("ip")),
        );
    }

    #[test]
    fn reads_past_the_burst_are_refused_with_a_time_to_wait() {
        let limits = Limits::new(
            Rate {
                burst: 3,
                per_second: 1,
            },
            2,
            3,
        );
        let me = Client::Person(7);
        for _ in 0..3 {
            assert!(limits.read(me).is_ok());
        }
        let refused = limits
            .read(me)
            .expect_err("the fourth read at once")
            .into_response();
        assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(refused.headers().get("retry-after").is_some());
        assert!(limits.read(Client::Person(8)).is_ok(), "others read on");
    }

    #[test]
    fn streams_are_bounded_per_client_and_in_all_and_freed_when_closed() {
        let limits = Arc::new(Limits::new(READS, 2, 3));
        let a = Client::Person(1);
        let b = Client::Person(2);
        let first = limits.stream(a).expect("one");
        let _second = limits.stream(a).expect("two");
        assert!(limits.stream(a).is_err(), "a third for the same client");
        let _third = limits.stream(b).expect("another client's");
        assert!(
            limits.stream(Client::Person(3)).is_err(),
            "none past the total"
        );
        drop(first);
        assert_eq!(limits.streams(), 2);
        assert!(limits.stream(a).is_ok(), "a closed stream frees its place");
    }
}
