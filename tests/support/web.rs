//! The bot's pages, as a test reads them: a free port of 127.0.0.1 to serve them on, their
//! JSON, and a player's own link (`/game web`).

use serde_json::{json, Value};

/// A port of 127.0.0.1 free now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The JSON a page's address answers (a success, else the test fails).
pub async fn get_json(url: &str) -> Value {
    let response = reqwest::get(url).await.expect("the page answers");
    assert!(
        response.status().is_success(),
        "{url}: {}",
        response.status()
    );
    let text = response.text().await.expect("a body");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{url}: {e}: {text}"))
}

/// The link `/game web` gives `user`.
pub async fn own_link(g: &super::bot::Game<'_>, user: u64, base: &str) -> String {
    let id = g.command(
        user,
        "game",
        json!([{"type": 1, "name": "web", "options": []}]),
    );
    url_in(&g.answer(id).await, &format!("{base}/p/"))
}

/// The text after `marker` in `text`, up to the next whitespace.
pub fn url_in(text: &str, marker: &str) -> String {
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker} in {text:?}"));
    text[at..]
        .split(|c: char| c.is_whitespace() || c == '>' || c == ')')
        .next()
        .unwrap_or_default()
        .to_string()
}
