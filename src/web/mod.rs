//! The browser's door: pages served by the process itself (axum), built from what the
//! service keeps and turning what people do on them into the service's inputs. No game
//! logic lives here: a page shows a [`crate::table::Sight`] (never a rack but its owner's)
//! and sends the same inputs as a typed `/play` or a pressed button.
//!
//! - [`local`]: `plansza play --web`, one game in the browser on this machine;
//! - [`public`]: the bot's public pages (`WEB_ADDR`), each game watched live;
//! - [`archive`]: the pages of the past: a finished game move by move, a tournament, a
//!   server's leaderboards;
//! - [`door`]: the service's door for games played in the browser, and the answers
//!   collected for a request;
//! - [`pages`]: the pages' HTML (askama templates) and their texts in each language;
//! - [`limits`]: how much one client may read and follow live;
//! - [`assets`]: the script and the style sheet, compiled into the binary (no build step).
//!
//! Every response carries the security headers of [`secure`]: a Content-Security-Policy
//! with no inline script or style, no framing, no sniffing, no referrer.

pub mod act;
pub mod archive;
pub mod assets;
pub mod door;
pub mod limits;
pub mod local;
pub mod pages;
pub mod public;

use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

/// The Content-Security-Policy of every page: its own script, style and connections only,
/// pictures inline (the tiles are drawn as SVG), never framed.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// Sends responses compressed (gzip) to a browser that takes them: pages, their data and
/// scripts; never a live stream (each event must go out as it comes) nor a picture.
pub fn compression() -> tower_http::compression::CompressionLayer {
    tower_http::compression::CompressionLayer::new()
}

/// Adds the security headers to every response.
pub async fn secure(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let set = [
        ("content-security-policy", CONTENT_SECURITY_POLICY),
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "no-referrer"),
        ("cross-origin-opener-policy", "same-origin"),
    ];
    for (name, value) in set {
        headers.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
    response
}
