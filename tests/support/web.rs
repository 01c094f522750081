//! The bot's pages, as a test reads them: a free port of 127.0.0.1 to serve them on, and
//! their JSON.

use serde_json::Value;

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
