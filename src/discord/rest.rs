//! One Discord REST request, and what its failure means for a retry.
//!
//! Without a proxy, serenity's own rate limiter sends the request: it waits out every 429
//! whose `Retry-After` it can read, so a 429 that reaches us carries no wait we could honour.
//! Behind a proxy (`DISCORD_PROXY_URL`) that limiter must be off (it would bypass the proxy),
//! and serenity's error keeps neither the headers nor a 429's body (Discord's 429 body has no
//! `code`, so serenity cannot even decode it). So in proxy mode the request, built by
//! serenity, goes out through our own clone of the same `reqwest` client, and we read the
//! answer ourselves: `retry_after` from the body (seconds, a float), else
//! `X-RateLimit-Reset-After`, else `Retry-After`; `global`; and `X-RateLimit-Remaining: 0`,
//! which makes the next request to that route wait until its bucket resets.

use crate::service::shutdown::Shutdown;
use reqwest::header::HeaderMap;
use serenity::all::{ChannelId, CreateAttachment, CreateMessage};
use serenity::builder::Builder;
use serenity::http::{Http, HttpError, LightMethod, Request, Route};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

/// The longest wait a rate limit may ask for before we treat its value as nonsense.
const LONGEST_WAIT: Duration = Duration::from_secs(3600);

/// Requests sent past serenity's rate limiter, to a rate-limit proxy.
#[derive(Clone, Debug)]
pub struct Direct {
    /// The HTTP client serenity was given (a clone shares its connection pool).
    pub client: reqwest::Client,
    /// The proxy's base URL, e.g. `http://127.0.0.1:3000`.
    pub proxy: String,
}

/// What a 429 asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateLimit {
    /// How long to wait before the next try, when Discord said.
    pub retry_after: Option<Duration>,
    /// True when the limit covers every request of the bot, not one route.
    pub global: bool,
}

/// Why a request did not succeed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Failure {
    /// 429: wait, then try again.
    #[error("rate limited (retry after {:?}, global: {})", .0.retry_after, .0.global)]
    RateLimited(RateLimit),
    /// A 5xx answer or no answer at all: try again after a pause.
    #[error("Discord is unavailable: {0}")]
    Unavailable(String),
    /// Discord refused the request (a 4xx other than 429): trying again cannot help.
    #[error("Discord refused: HTTP {status}, code {code}: {message}")]
    Refused {
        /// The HTTP status.
        status: u16,
        /// Discord's JSON error code (e.g. 50007, DMs closed; 50013, missing permissions).
        code: isize,
        /// Discord's message.
        message: String,
    },
    /// The request could not be built or its answer not read (a bug, not a Discord outage).
    #[error("the request is invalid: {0}")]
    Invalid(String),
    /// The bot is shutting down.
    #[error("shutting down")]
    Stopped,
}

impl Failure {
    /// Discord's JSON error code, for a refused request.
    pub fn code(&self) -> Option<isize> {
        match self {
            Failure::Refused { code, .. } => Some(*code),
            _ => None,
        }
    }

    /// The failure of a request serenity sent (its rate limiter already waited out the 429s
    /// it could).
    pub fn from_serenity(error: &serenity::Error) -> Failure {
        match error {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
                let status = r.status_code.as_u16();
                match status {
                    429 => Failure::RateLimited(RateLimit {
                        retry_after: None,
                        global: false,
                    }),
                    500..=599 => Failure::Unavailable(format!("HTTP {status}")),
                    _ => Failure::Refused {
                        status,
                        code: r.error.code,
                        message: r.error.message.clone(),
                    },
                }
            }
            serenity::Error::Http(HttpError::Request(e)) => Failure::Unavailable(e.to_string()),
            other => Failure::Invalid(other.to_string()),
        }
    }

    /// The failure an answer with this status, headers and body means.
    pub fn from_answer(status: u16, headers: &HeaderMap, body: &[u8]) -> Failure {
        match status {
            429 => Failure::RateLimited(rate_limit_of(headers, body)),
            500..=599 => Failure::Unavailable(format!("HTTP {status}")),
            _ => {
                let json: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
                Failure::Refused {
                    status,
                    code: json
                        .get("code")
                        .and_then(serde_json::Value::as_i64)
                        .and_then(|c| isize::try_from(c).ok())
                        .unwrap_or(0),
                    message: json
                        .get("message")
                        .and_then(serde_json::Value::as_str)
                        .unwrap_or_default()
                        .to_owned(),
                }
            }
        }
    }
}

fn seconds(value: Option<f64>) -> Option<Duration> {
    value
        .filter(|s| s.is_finite() && *s >= 0.0)
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .map(|d| d.min(LONGEST_WAIT))
}

fn header_seconds(headers: &HeaderMap, name: &str) -> Option<Duration> {
    seconds(
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok()),
    )
}

/// What a 429 asks for: `retry_after` from the JSON body (Discord's precise value), else the
/// `X-RateLimit-Reset-After` header, else `Retry-After`; global when the body or the
/// `X-RateLimit-Global` / `X-RateLimit-Scope` headers say so.
pub fn rate_limit_of(headers: &HeaderMap, body: &[u8]) -> RateLimit {
    let json: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
    let retry_after = seconds(json.get("retry_after").and_then(serde_json::Value::as_f64))
        .or_else(|| header_seconds(headers, "x-ratelimit-reset-after"))
        .or_else(|| header_seconds(headers, "retry-after"));
    let header_is = |name: &str, value: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case(value))
    };
    let global = json.get("global").and_then(serde_json::Value::as_bool) == Some(true)
        || header_is("x-ratelimit-global", "true")
        || header_is("x-ratelimit-scope", "global");
    RateLimit {
        retry_after,
        global,
    }
}

/// When a bucket that a successful answer emptied (`X-RateLimit-Remaining: 0`) refills.
fn bucket_empty_for(headers: &HeaderMap) -> Option<Duration> {
    let remaining = headers
        .get("x-ratelimit-remaining")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())?;
    (remaining == 0)
        .then(|| header_seconds(headers, "x-ratelimit-reset-after"))
        .flatten()
}

/// The id of what a request created (a message, a DM channel).
pub fn created_id(body: &[u8]) -> Result<u64, Failure> {
    #[derive(serde::Deserialize)]
    struct Created {
        id: serenity::all::GenericId,
    }
    serde_json::from_slice::<Created>(body)
        .map(|c| c.id.get())
        .map_err(|e| Failure::Invalid(format!("an answer without an id: {e}")))
}

/// A message and its files as Discord's multipart body: `payload_json` lists the files as
/// `attachments` `{id: N, filename}`, and file N travels in the part `files[N]`.
fn numbered_upload(
    message: CreateMessage,
    files: Vec<CreateAttachment>,
) -> Result<reqwest::multipart::Form, Failure> {
    let invalid = |e: &dyn std::fmt::Display| Failure::Invalid(e.to_string());
    let mut payload =
        serde_json::to_value(message.add_files(files.clone())).map_err(|e| invalid(&e))?;
    if let Some(listed) = payload
        .get_mut("attachments")
        .and_then(serde_json::Value::as_array_mut)
    {
        for (n, entry) in listed.iter_mut().enumerate() {
            entry["id"] = serde_json::Value::from(n);
        }
    }
    let mut form = reqwest::multipart::Form::new();
    for (n, file) in files.into_iter().enumerate() {
        let mime = match file.filename.rsplit_once('.').map(|(_, ext)| ext) {
            Some("png") => "image/png",
            Some("gif") => "image/gif",
            Some("txt" | "gcg") => "text/plain",
            _ => "application/octet-stream",
        };
        let part = reqwest::multipart::Part::bytes(file.data)
            .file_name(file.filename)
            .mime_str(mime)
            .map_err(|e| invalid(&e))?;
        form = form.part(format!("files[{n}]"), part);
    }
    Ok(form.text("payload_json", payload.to_string()))
}

/// Until when requests must wait: every request (a global limit) or one route's.
#[derive(Default)]
struct Gate {
    global: Option<Instant>,
    routes: HashMap<String, Instant>,
}

impl Gate {
    fn open_at(&self, route: &str) -> Option<Instant> {
        let own = self.routes.get(route).copied();
        self.global.max(own)
    }

    fn close(&mut self, route: &str, global: bool, until: Instant) {
        if global {
            self.global = self.global.max(Some(until));
        } else {
            let at = self.routes.entry(route.to_owned()).or_insert(until);
            *at = (*at).max(until);
        }
    }
}

/// Sends REST requests and says why one failed.
pub struct Rest {
    http: Arc<Http>,
    direct: Option<Direct>,
    gate: Mutex<Gate>,
    shutdown: Shutdown,
}

impl Rest {
    /// Requests over serenity's `http`, or past it to a proxy when `direct` is given.
    pub fn new(http: Arc<Http>, direct: Option<Direct>, shutdown: Shutdown) -> Rest {
        Rest {
            http,
            direct,
            gate: Mutex::new(Gate::default()),
            shutdown,
        }
    }

    /// Sends one request; the answer's body on success.
    pub async fn execute(&self, request: Request<'_>) -> Result<Vec<u8>, Failure> {
        if self.shutdown.is_triggered() {
            return Err(Failure::Stopped);
        }
        match &self.direct {
            None => self.through_serenity(request).await,
            Some(direct) => self.through_proxy(direct, request).await,
        }
    }

    /// `POST /channels/{channel}/messages`: `message` as JSON, or with its files as a
    /// multipart body whose parts are `files[0]`, `files[1]`, ... and whose payload lists each
    /// as `{id: N, filename}`, as Discord requires. (A request built around serenity's
    /// `add_file` names every part `files[0]`: only serenity's own builder numbers them, so
    /// without a proxy the message goes through it.) The created message's id.
    pub async fn post_message(
        &self,
        channel: ChannelId,
        message: CreateMessage,
        files: Vec<CreateAttachment>,
    ) -> Result<u64, Failure> {
        if self.shutdown.is_triggered() {
            return Err(Failure::Stopped);
        }
        let route = Route::ChannelMessages {
            channel_id: channel,
        };
        if files.is_empty() {
            let body = serde_json::to_vec(&message).map_err(|e| Failure::Invalid(e.to_string()))?;
            let request = Request::new(route, LightMethod::Post).body(Some(body));
            return created_id(&self.execute(request).await?);
        }
        match &self.direct {
            None => {
                let sent = message
                    .add_files(files)
                    .execute(&*self.http, (channel, None));
                match self.shutdown.unless_stopped(sent).await {
                    None => Err(Failure::Stopped),
                    Some(Ok(created)) => Ok(created.id.get()),
                    Some(Err(e)) => Err(Failure::from_serenity(&e)),
                }
            }
            Some(direct) => {
                let form = numbered_upload(message, files)?;
                let url = format!("{}{}", direct.proxy.trim_end_matches('/'), route.path())
                    .replace("https://discord.com", "");
                let built = direct
                    .client
                    .post(url)
                    .header(reqwest::header::AUTHORIZATION, self.http.token())
                    .header(reqwest::header::USER_AGENT, serenity::constants::USER_AGENT)
                    .multipart(form)
                    .build()
                    .map_err(|e| Failure::Invalid(e.without_url().to_string()))?;
                let route = format!("{:?} {}", LightMethod::Post, route.path());
                created_id(&self.send_direct(direct, &route, built).await?)
            }
        }
    }

    async fn through_serenity(&self, request: Request<'_>) -> Result<Vec<u8>, Failure> {
        match self
            .shutdown
            .unless_stopped(self.http.request(request))
            .await
        {
            None => Err(Failure::Stopped),
            Some(Ok(response)) => response
                .bytes()
                .await
                .map(|b| b.to_vec())
                .map_err(|e| Failure::Unavailable(e.to_string())),
            Some(Err(e)) => Err(Failure::from_serenity(&e)),
        }
    }

    fn lock_gate(&self) -> std::sync::MutexGuard<'_, Gate> {
        self.gate
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    async fn through_proxy(
        &self,
        direct: &Direct,
        request: Request<'_>,
    ) -> Result<Vec<u8>, Failure> {
        let route = format!("{:?} {}", request.method_ref(), request.route_ref().path());
        let built = request
            .build(&direct.client, self.http.token(), Some(&direct.proxy))
            .map_err(|e| Failure::Invalid(e.to_string()))?
            .build()
            .map_err(|e| Failure::Invalid(e.without_url().to_string()))?;
        self.send_direct(direct, &route, built).await
    }

    /// Sends a built request to the proxy, after any wait a rate limit on its route (or a
    /// global one) asks for, and reads the answer.
    async fn send_direct(
        &self,
        direct: &Direct,
        route: &str,
        built: reqwest::Request,
    ) -> Result<Vec<u8>, Failure> {
        let open_at = self.lock_gate().open_at(route);
        if let Some(at) = open_at.filter(|at| *at > Instant::now()) {
            tracing::debug!(route, wait = ?(at - Instant::now()), "waiting for a rate limit to reset");
            if !self.shutdown.sleep(at - Instant::now()).await {
                return Err(Failure::Stopped);
            }
        }
        let answer = self
            .shutdown
            .unless_stopped(async {
                let response = direct.client.execute(built).await?;
                let status = response.status().as_u16();
                let headers = response.headers().clone();
                let body = response.bytes().await?;
                Ok::<_, reqwest::Error>((status, headers, body))
            })
            .await;
        let (status, headers, body) = match answer {
            None => return Err(Failure::Stopped),
            Some(Err(e)) => return Err(Failure::Unavailable(e.without_url().to_string())),
            Some(Ok(answer)) => answer,
        };
        let now = Instant::now();
        if (200..300).contains(&status) {
            if let Some(wait) = bucket_empty_for(&headers) {
                self.lock_gate().close(route, false, now + wait);
            }
            return Ok(body.to_vec());
        }
        let failure = Failure::from_answer(status, &headers, &body);
        if let Failure::RateLimited(RateLimit {
            retry_after: Some(wait),
            global,
        }) = failure
        {
            self.lock_gate().close(route, global, now + wait);
        }
        Err(failure)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_static(value));
        }
        map
    }

    const BODY: &[u8] =
        br#"{"message": "You are being rate limited.", "retry_after": 1.234, "global": false}"#;

    #[test]
    fn the_body_s_retry_after_is_the_precise_wait() {
        let got = rate_limit_of(
            &headers(&[("retry-after", "2"), ("x-ratelimit-reset-after", "1.5")]),
            BODY,
        );
        assert_eq!(got.retry_after, Some(Duration::from_millis(1234)));
        assert!(!got.global);
    }

    #[test]
    fn without_a_body_the_headers_say_how_long() {
        let got = rate_limit_of(
            &headers(&[("retry-after", "2"), ("x-ratelimit-reset-after", "1.5")]),
            b"",
        );
        assert_eq!(got.retry_after, Some(Duration::from_millis(1500)));
        let got = rate_limit_of(&headers(&[("retry-after", "3")]), b"not json");
        assert_eq!(got.retry_after, Some(Duration::from_secs(3)));
        let got = rate_limit_of(&headers(&[("retry-after", "soon")]), b"{}");
        assert_eq!(got.retry_after, None);
    }

    #[test]
    fn a_global_limit_is_seen_in_the_body_or_the_headers() {
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 0.5, "global": true}"#;
        assert!(rate_limit_of(&HeaderMap::new(), body).global);
        assert!(rate_limit_of(&headers(&[("x-ratelimit-global", "true")]), b"").global);
        assert!(rate_limit_of(&headers(&[("x-ratelimit-scope", "global")]), b"").global);
        assert!(!rate_limit_of(&headers(&[("x-ratelimit-scope", "user")]), b"").global);
    }

    #[test]
    fn absurd_waits_are_bounded_or_ignored() {
        let body = br#"{"retry_after": -1}"#;
        assert_eq!(rate_limit_of(&HeaderMap::new(), body).retry_after, None);
        let body = br#"{"retry_after": 1e12}"#;
        assert_eq!(
            rate_limit_of(&HeaderMap::new(), body).retry_after,
            Some(LONGEST_WAIT)
        );
    }

    #[test]
    fn answers_are_sorted_into_wait_retry_and_give_up() {
        let none = HeaderMap::new();
        assert!(matches!(
            Failure::from_answer(429, &none, BODY),
            Failure::RateLimited(_)
        ));
        assert!(matches!(
            Failure::from_answer(502, &none, b"<html>"),
            Failure::Unavailable(_)
        ));
        let closed = Failure::from_answer(
            403,
            &none,
            br#"{"code": 50007, "message": "Cannot send messages to this user"}"#,
        );
        assert_eq!(closed.code(), Some(50007));
        let missing = Failure::from_answer(403, &none, br#"{"message": "Missing Access"}"#);
        assert_eq!(missing.code(), Some(0));
    }

    #[test]
    fn an_emptied_bucket_holds_the_next_request_until_it_resets() {
        let h = headers(&[
            ("x-ratelimit-remaining", "0"),
            ("x-ratelimit-reset-after", "0.75"),
        ]);
        assert_eq!(bucket_empty_for(&h), Some(Duration::from_millis(750)));
        let h = headers(&[
            ("x-ratelimit-remaining", "3"),
            ("x-ratelimit-reset-after", "0.75"),
        ]);
        assert_eq!(bucket_empty_for(&h), None);
    }

    #[test]
    fn a_global_limit_holds_every_route_and_a_route_limit_only_its_own() {
        let mut gate = Gate::default();
        let later = Instant::now() + Duration::from_secs(5);
        gate.close("POST /channels/1/messages", false, later);
        assert_eq!(gate.open_at("POST /channels/1/messages"), Some(later));
        assert_eq!(gate.open_at("POST /channels/2/messages"), None);
        let much_later = later + Duration::from_secs(5);
        gate.close("POST /channels/1/messages", true, much_later);
        assert_eq!(gate.open_at("POST /channels/2/messages"), Some(much_later));
    }
}
