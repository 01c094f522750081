//! The bot's pages, as a test reads them: the bot serving them (`WEB_ADDR`, `PUBLIC_URL`) on
//! a free port of 127.0.0.1, their JSON, and a player's own link (`/game web`).

use serde_json::{json, Value};

use super::bot::{commands_registered, Running};

/// A port of 127.0.0.1 free now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The bot against the fake Discord, serving its pages on a free port of 127.0.0.1 (the
/// public address the same), its commands registered; and that address.
pub async fn serving_pages() -> (Running, String) {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let public = base.clone();
    let run = Running::start_with(move |_, _, command| {
        command
            .env("WEB_ADDR", format!("127.0.0.1:{port}"))
            .env("PUBLIC_URL", &public);
    })
    .await;
    commands_registered(&run.fake).await;
    (run, base)
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

/// The text from `marker` in `text` up to the next blank (or `)`, `>`, or, in JSON, `"`).
pub fn url_in(text: &str, marker: &str) -> String {
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker} in {text:?}"));
    text[at..]
        .split(|c: char| c.is_whitespace() || matches!(c, '>' | ')' | '"' | '\\'))
        .next()
        .unwrap_or_default()
        .to_string()
}
