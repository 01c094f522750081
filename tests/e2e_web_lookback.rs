//! The pages of the past (`WEB_ADDR`, `PUBLIC_URL`), served by the bot process itself,
//! through the real serenity client against the fake Discord. Issue 27, "Look back": "A
//! finished game's page steps through it move by move (buttons and arrow keys), shows at
//! each move the best move and its score (what `/game missed` knows), and offers the GCG
//! file. Tournament pages (pairings, results, standings, links to each game) and a server's
//! leaderboard page, read from the store."

mod browser;
mod support;

use serde_json::{json, Value};
use support::bot::*;
use support::web::{serving_pages, url_in};

/// `url`'s status and body.
async fn get(url: &str) -> (u16, String, reqwest::header::HeaderMap) {
    let response = reqwest::get(url).await.expect("the page answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (status, response.text().await.unwrap_or_default(), headers)
}

/// The same key with its tag's last digit changed.
fn forged(url: &str) -> String {
    let mut forged = url.to_string();
    let last = if forged.ends_with('0') { '1' } else { '0' };
    forged.pop();
    forged.push(last);
    forged
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_stepped_through_on_its_page_and_its_record_downloads() {
    let (run, base) = serving_pages().await;
    let fake = &run.fake;
    let g = run.game();
    // P lays a word, Q accepts it, then Q resigns: three steps after the start... the start,
    // the word, the resignation.
    let (p, q, seen) = g.first_word_stands().await;
    let id = g.command(q, "resign", json!([]));
    g.answer(id).await;
    g.message_with(seen, "Winner").await;

    // `/game export` posts the record and, as the bot serves pages, the game's page.
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "export", "options": []}]),
    );
    let (gcg, said) = until(fake, WAIT, || {
        let answers = fake.responses_to(id);
        let file = answers
            .iter()
            .flat_map(|r| r.attachments.clone())
            .find(|a| a.filename.ends_with(".gcg"))?;
        let said = answers
            .iter()
            .map(|r| r.content.clone())
            .collect::<String>();
        Some((file, said))
    })
    .await
    .expect("the export answers with a .gcg file");
    let page = url_in(&said, &format!("{base}/games/"));

    // The page: the players by name, the move list with the word and the resignation.
    let (status, html, headers) = get(&page).await;
    assert_eq!(status, 200, "{page}: {html}");
    let csp = headers
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    assert!(csp.contains("script-src 'self'"), "{csp}");
    for user in [p, q] {
        assert!(html.contains(&format!("User {user}")), "{html}");
    }
    assert!(html.contains("/assets/review.js"), "{html}");
    assert!(html.contains("resigned"), "{html}");
    let steps: Value =
        serde_json::from_str(&get(&format!("{page}/steps")).await.1).expect("the steps");
    let steps = steps["steps"].as_array().cloned().unwrap_or_default();
    assert_eq!(
        steps.len(),
        3,
        "the start, the word, the resignation: {steps:?}"
    );
    let laid = |step: &Value| {
        step["tiles"]
            .as_array()
            .map_or(0, |t| t.iter().filter(|x| !x.is_null()).count())
    };
    assert_eq!((laid(&steps[0]), laid(&steps[1])), (0, 2));

    // The record downloads as the file `/game export` posted.
    let (status, text, headers) = get(&format!("{page}.gcg")).await;
    assert_eq!(status, 200);
    assert_eq!(text.as_bytes(), gcg.bytes.as_slice(), "the same record");
    let disposition = headers
        .get("content-disposition")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    assert!(
        disposition.starts_with("attachment") && disposition.contains(&gcg.filename),
        "{disposition}"
    );

    // A key not signed by the bot names nothing: no page, no record, no steps.
    for url in [
        forged(&page),
        format!("{}.gcg", forged(&page)),
        format!("{}/steps", forged(&page)),
        format!("{base}/games/1"),
    ] {
        assert_eq!(get(&url).await.0, 404, "{url}");
    }
    // Nor does a tournament's or a server's page open with a game's key.
    let key = page.rsplit('/').next().unwrap_or_default();
    assert_eq!(get(&format!("{base}/tournaments/{key}")).await.0, 404);
    assert_eq!(get(&format!("{base}/leaderboard/{key}")).await.0, 404);

    // `/leaderboard` links the server's page, which lists both players of the rated game.
    let id = g.command(ALA, "leaderboard", json!([]));
    let answered = until(fake, WAIT, || {
        let text: String = fake
            .responses_to(id)
            .iter()
            .map(|r| r.data.to_string())
            .collect();
        text.contains(&format!("{base}/leaderboard/"))
            .then_some(text)
    })
    .await
    .expect("the leaderboard links its page");
    let board = url_in(&answered, &format!("{base}/leaderboard/"));
    let (status, html, _) = get(&board).await;
    assert_eq!(status, 200, "{board}");
    for user in [p, q] {
        assert!(html.contains(&format!("User {user}")), "{html}");
    }
    assert_eq!(get(&forged(&board)).await.0, 404);

    // In a real browser at phone size: → steps to the next move and the board changes.
    if browser::available() {
        let b = browser::Browser::phone().await;
        b.client.goto(&page).await.expect("the page opens");
        b.until("the steps", "document.body.dataset.ready === '1'")
            .await;
        b.until(
            "the last step",
            "document.body.dataset.step === '2' && \
             document.querySelectorAll('#look-board .tile').length === 2",
        )
        .await;
        let body = b.find("body").await;
        body.send_keys("\u{E011}").await.expect("Home pressed");
        b.until(
            "the start",
            "document.body.dataset.step === '0' && \
             document.querySelectorAll('#look-board .tile').length === 0",
        )
        .await;
        let before = b.text("#look-now").await;
        body.send_keys("\u{E014}").await.expect("→ pressed");
        b.until(
            "the first move after →",
            "document.body.dataset.step === '1' && \
             document.querySelectorAll('#look-board .tile.fresh').length === 2",
        )
        .await;
        let now = b.text("#look-now").await;
        assert_ne!(before, now, "the line of the move shown changes");
        assert!(now.contains("User "), "{now}");
        b.screenshot("phone-lookback").await;
        // A click on the move list goes there too; Next at the end stays there.
        b.find("#look-moves button[data-step='2']")
            .await
            .click()
            .await
            .expect("a move clicked");
        b.until("the last step", "document.body.dataset.step === '2'")
            .await;
        let next_off = b
            .client
            .execute(
                "return document.getElementById('look-next').disabled;",
                vec![],
            )
            .await
            .expect("the script runs");
        assert_eq!(next_off.as_bool(), Some(true));
        b.close().await;
        let desk = browser::Browser::start(1280, 900).await;
        desk.client.goto(&page).await.expect("the page opens");
        desk.until("the steps", "document.body.dataset.ready === '1'")
            .await;
        desk.screenshot("desktop-lookback").await;
        desk.close().await;
    }
}

fn tournament(sub: &str, options: Value) -> Value {
    json!([{"type": 1, "name": sub, "options": options}])
}

/// A tournament's page lists its round's game: live (linked to its watch page) while it is
/// played, then with its result, linked to its look-back page, and the standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_page_shows_its_games_live_then_finished_with_their_pages() {
    let (run, base) = serving_pages().await;
    let fake = &run.fake;
    let g = run.game();
    let channel = g.channel;
    let options = json!([
        {"type": 3, "name": "variant", "value": "english"},
        {"type": 4, "name": "rounds", "value": 1}
    ]);
    let id = g.command(ALA, "tournament", tournament("new", options));
    g.answer(id).await;
    let registration = g.message_with(0, "Tournament: English").await;
    let press = g.click(BOLEK, &registration, "t-join");
    g.answer(press).await;
    let press = g.click(ALA, &registration, "t-start");
    g.answer(press).await;
    g.message_with(0, "Round 1 of 1").await;
    let thread = until(fake, WAIT, || {
        fake.threads_of(channel)
            .iter()
            .filter_map(|t| t["id"].as_str().and_then(|i| i.parse::<u64>().ok()))
            .find(|&t| fake.shown_in(t).iter().any(|m| m.content.contains("Next:")))
    })
    .await
    .expect("the round's game opens in its thread");

    let marker = format!("{base}/tournaments/");
    let standings = |who: u64| {
        let marker = marker.clone();
        let id = fake.slash_command(
            who,
            channel,
            Some(g.guild),
            "tournament",
            tournament("standings", json!([])),
            "en-US",
        );
        async move {
            until(fake, WAIT, || {
                let text: String = fake
                    .responses_to(id)
                    .iter()
                    .map(|r| r.data.to_string())
                    .collect();
                text.contains(&marker).then_some(text)
            })
            .await
            .expect("the standings link the tournament's page")
        }
    };
    let page = url_in(&standings(ALA).await, &format!("{base}/tournaments/"));
    let (status, html, _) = get(&page).await;
    assert_eq!(status, 200, "{page}: {html}");
    assert!(html.contains(&format!("/watch/{thread}")), "live: {html}");
    assert!(
        html.contains("User 7001") && html.contains("User 7002"),
        "{html}"
    );

    let id = fake.slash_command(BOLEK, thread, Some(g.guild), "resign", json!([]), "pl");
    g.answer(id).await;
    // Once the result is in, the page links the game's own page.
    let started = std::time::Instant::now();
    let html = loop {
        let (_, html, _) = get(&page).await;
        if html.contains("/games/") {
            break html;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "the finished game is never linked: {html}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    assert!(!html.contains("/watch/"), "no longer live: {html}");
    let game = url_in(&html, "/games/");
    let (status, shown, _) = get(&format!("{base}{game}")).await;
    assert_eq!(status, 200, "{game}: {shown}");
    assert!(shown.contains("resigned"), "{shown}");
    assert_eq!(get(&forged(&page)).await.0, 404);
}

/// A server that turns its pages off (`/config pages:false server:true`) takes its past off
/// them too: a finished game's page and the leaderboard's, open before, answer 404; the
/// record is still exported, with no link to a page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_turns_its_pages_off_takes_its_past_off_them() {
    let (run, base) = serving_pages().await;
    let fake = &run.fake;
    let g = run.game();
    let (_, q, seen) = g.first_word_stands().await;
    let id = g.command(q, "resign", json!([]));
    g.answer(id).await;
    g.message_with(seen, "Winner").await;
    let export = |_: ()| {
        let id = g.command(
            ALA,
            "game",
            json!([{"type": 1, "name": "export", "options": []}]),
        );
        async move {
            until(fake, WAIT, || {
                let answers = fake.responses_to(id);
                answers
                    .iter()
                    .any(|r| r.attachments.iter().any(|a| a.filename.ends_with(".gcg")))
                    .then(|| {
                        answers
                            .iter()
                            .map(|r| r.content.clone())
                            .collect::<String>()
                    })
            })
            .await
            .expect("the export answers with a .gcg file")
        }
    };
    let page = url_in(&export(()).await, &format!("{base}/games/"));
    assert_eq!(get(&page).await.0, 200, "{page}");
    let id = g.command(ALA, "leaderboard", json!([]));
    let answered = until(fake, WAIT, || {
        let text: String = fake
            .responses_to(id)
            .iter()
            .map(|r| r.data.to_string())
            .collect();
        text.contains(&format!("{base}/leaderboard/"))
            .then_some(text)
    })
    .await
    .expect("the leaderboard links its page");
    let board = url_in(&answered, &format!("{base}/leaderboard/"));
    assert_eq!(get(&board).await.0, 200, "{board}");

    fake.set_permissions(fake.guild_id(), ALA, 1 << 5); // Manage Server
    let id = g.command(
        ALA,
        "config",
        json!([{"type": 5, "name": "pages", "value": false}, {"type": 5, "name": "server", "value": true}]),
    );
    let said = g.any_answer(id).await;
    assert!(said.contains("not shown on the bot's web pages"), "{said}");
    assert_eq!(get(&page).await.0, 404, "{page} after pages:false");
    assert_eq!(get(&board).await.0, 404, "{board} after pages:false");
    let said = export(()).await;
    assert!(!said.contains("/games/"), "{said}");
}
