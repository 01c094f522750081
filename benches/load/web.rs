//! The games' pages under load (`LOAD_WEB=1`, issue 27: "first byte of a game page ≤ 50 ms
//! and a live update ≤ 200 ms after the move is settled, at 200 games ...; a game page ≤ 100
//! KB transferred"). The bot serves its pages (`WEB_ADDR`) while the scripted players play;
//! the harness is their spectators:
//!
//! - every game's thread is followed by a page: its live stream (`/watch/{thread}/events`),
//!   and, at each event, the page's data (`/sight`), as the page's script does;
//! - **live update**: from the window's Accept or Check (the press that settles a move) to
//!   the page holding data where the window is gone; the settled save comes after the press
//!   is taken, so this is an upper bound of "after the move is settled";
//! - **first byte**: a game's page (`/watch/{thread}`) asked every 20 ms, the time to its
//!   response's head;
//! - **a page, sent**: the page, its style sheets and script and its data, gzip-compressed as
//!   a browser takes them, in bytes.
//!
//! Each spectator comes from an address of its own (`X-Forwarded-For`, which the bot believes
//! from 127.0.0.1, as from a reverse proxy beside it): the per-address limits are a person's,
//! and 200 games' spectators are many people.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::figures::percentile;
use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver, UnboundedSender};

/// What a spectator saw.
#[derive(Debug)]
pub enum Seen {
    /// The page of `place` read its data after an event: whether a window is open in it.
    Updated {
        place: u64,
        window: bool,
        at: Instant,
    },
    /// The time to a game page's head.
    FirstByte(Duration),
    /// A read that failed (not answered, or not 200).
    Failed(String),
}

/// The spectators of one run.
pub struct Spectators {
    base: String,
    client: reqwest::Client,
    tx: UnboundedSender<Seen>,
    /// What they saw.
    pub rx: UnboundedReceiver<Seen>,
    next_address: Arc<AtomicU32>,
}

/// What the spectators measured.
#[derive(Debug, Default)]
pub struct WebFigures {
    /// Window answer → data without the window.
    pub live: Vec<Duration>,
    /// A page's first byte.
    pub first_byte: Vec<Duration>,
    /// Reads that failed.
    pub failed: u64,
    /// The first failure, to say why.
    pub first_failure: Option<String>,
}

impl Spectators {
    /// Spectators of the pages served at `base` (e.g. `http://127.0.0.1:8080`).
    pub fn new(base: String) -> Spectators {
        let (tx, rx) = unbounded_channel();
        Spectators {
            base,
            client: reqwest::Client::new(),
            tx,
            rx,
            next_address: Arc::new(AtomicU32::new(1)),
        }
    }

    /// A spectator address of its own (10.x.y.z).
    fn address(&self) -> String {
        let n = self.next_address.fetch_add(1, Ordering::Relaxed);
        format!("10.{}.{}.{}", (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff)
    }

    /// A page follows the game in `place` live until it ends.
    pub fn follow(&self, place: u64) {
        let events = format!("{}/watch/{place}/events", self.base);
        let sight = format!("{}/watch/{place}/sight", self.base);
        let client = self.client.clone();
        let tx = self.tx.clone();
        let from = self.address();
        tokio::spawn(async move {
            let stream = client
                .get(&events)
                .header("x-forwarded-for", &from)
                .send()
                .await;
            let mut stream = match stream {
                Ok(r) if r.status().is_success() => r,
                Ok(r) => return fail(&tx, format!("{events}: {}", r.status())),
                Err(e) => return fail(&tx, format!("{events}: {e}")),
            };
            while let Ok(Some(chunk)) = stream.chunk().await {
                if !String::from_utf8_lossy(&chunk).contains("event: table") {
                    continue;
                }
                let read = client
                    .get(&sight)
                    .header("x-forwarded-for", &from)
                    .send()
                    .await;
                let body = match read {
                    Ok(r) if r.status().is_success() => {
                        r.bytes().await.map_err(|e| e.to_string()).and_then(|b| {
                            serde_json::from_slice::<serde_json::Value>(&b)
                                .map_err(|e| e.to_string())
                        })
                    }
                    Ok(r) => return fail(&tx, format!("{sight}: {}", r.status())),
                    Err(e) => return fail(&tx, format!("{sight}: {e}")),
                };
                let body = match body {
                    Ok(body) => body,
                    Err(e) => return fail(&tx, format!("{sight}: {e}")),
                };
                let shown = &body["sight"];
                let _ = tx.send(Seen::Updated {
                    place,
                    window: !shown["window"].is_null(),
                    at: Instant::now(),
                });
                // A game over (or archived): the page has nothing more to follow.
                if shown.is_null() || shown["finished"] == true {
                    return;
                }
            }
        });
    }

    /// Asks a page of the games in `places` every 20 ms until `stop`, timing its first byte.
    pub fn ask_pages(&self, places: Vec<u64>, stop: Instant) {
        let client = self.client.clone();
        let tx = self.tx.clone();
        let base = self.base.clone();
        let addresses = Arc::clone(&self.next_address);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(20));
            let mut n = 0usize;
            while Instant::now() < stop && !places.is_empty() {
                tick.tick().await;
                let place = places[n % places.len()];
                n += 1;
                let from = addresses.fetch_add(1, Ordering::Relaxed);
                let asked = Instant::now();
                let page = client
                    .get(format!("{base}/watch/{place}"))
                    .header("accept-encoding", "gzip")
                    .header(
                        "x-forwarded-for",
                        format!("10.200.{}.{}", (from >> 8) & 0xff, from & 0xff),
                    )
                    .send()
                    .await;
                match page {
                    Ok(r) if r.status().is_success() => {
                        let _ = tx.send(Seen::FirstByte(asked.elapsed()));
                        let _ = r.bytes().await;
                    }
                    Ok(r) => fail(&tx, format!("page: {}", r.status())),
                    Err(e) => fail(&tx, format!("page: {e}")),
                }
            }
        });
    }

    /// The bytes a browser taking gzip receives to open the page of `place`: the page, its
    /// style sheets and script, and its data.
    pub async fn page_weight(&self, place: u64) -> Option<usize> {
        let mut sent = 0;
        for path in [
            format!("/watch/{place}"),
            "/assets/theme.css".to_string(),
            "/assets/play.css".to_string(),
            "/assets/play.js".to_string(),
            format!("/watch/{place}/sight"),
        ] {
            let r = self
                .client
                .get(format!("{}{path}", self.base))
                .header("accept-encoding", "gzip")
                .header("x-forwarded-for", "10.250.0.1")
                .send()
                .await
                .ok()?;
            sent += r.bytes().await.ok()?.len();
        }
        Some(sent)
    }
}

fn fail(tx: &UnboundedSender<Seen>, why: String) {
    let _ = tx.send(Seen::Failed(why));
}

impl WebFigures {
    /// Notes what a spectator saw; `due` is when the window of a place was answered.
    pub fn see(&mut self, seen: Seen, due: impl FnOnce(u64) -> Option<Instant>) {
        match seen {
            Seen::Updated {
                place,
                window: false,
                at,
            } => {
                if let Some(due) = due(place) {
                    self.live.push(at.saturating_duration_since(due));
                }
            }
            Seen::Updated { .. } => {}
            Seen::FirstByte(d) => self.first_byte.push(d),
            Seen::Failed(why) => {
                self.failed += 1;
                self.first_failure.get_or_insert(why);
            }
        }
    }

    /// Prints the figures.
    pub fn report(&self, page_bytes: Option<usize>) {
        let ms = |d: Option<Duration>| d.map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0);
        println!(
            "pages: first byte p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} pages asked)",
            ms(percentile(&self.first_byte, 0.5)),
            ms(percentile(&self.first_byte, 0.99)),
            ms(self.first_byte.iter().max().copied()),
            self.first_byte.len()
        );
        println!(
            "pages: window answered -> live page updated p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} updates)",
            ms(percentile(&self.live, 0.5)),
            ms(percentile(&self.live, 0.99)),
            ms(self.live.iter().max().copied()),
            self.live.len()
        );
        match page_bytes {
            Some(b) => println!("pages: a game's page with all it loads, sent gzip: {b} bytes"),
            None => println!("pages: a game's page could not be weighed"),
        }
        println!(
            "pages: {} reads failed{}",
            self.failed,
            self.first_failure
                .as_ref()
                .map_or(String::new(), |w| format!(" (first: {w})"))
        );
    }
}
