//! The bot's public page of a game (`WEB_ADDR`, `PUBLIC_URL`), served by the bot process
//! itself, through the real serenity client against the fake Discord: issue 27, "A public
//! page per game, linked from the game's summary in the channel: the board updating live
//! (server-sent events ...) with the last move highlighted, scores, clocks, tiles left, the
//! move list. Never a rack."

mod browser;
mod support;

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::bot::*;
use support::web::{get_json, own_link, serving_pages, url_in};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_watched_live_from_its_summary_link_and_no_rack_is_shown() {
    let (run, base) = serving_pages().await;
    let g = run.game();
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "new", "options": [{"type": 3, "name": "variant", "value": "literaki"}]}]),
    );
    g.answer(id).await;
    let lobby = g.message_with(0, "Join").await;
    g.join(BOLEK, &lobby).await;
    let seen = g.channel_messages().len();
    g.click(ALA, &lobby, "start");
    let board = g.message_with(seen, "Next:").await;
    let thread = g.here();
    let page = format!("{base}/watch/{thread}");

    // The page, with its security headers.
    let response = reqwest::get(&page).await.expect("the page");
    assert!(response.status().is_success());
    let csp = response
        .headers()
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
        "{csp}"
    );
    assert!(response
        .text()
        .await
        .unwrap_or_default()
        .contains("/watch/"));

    // What it shows: the board, the players, the bag; no rack, no unseen tiles.
    let sight = get_json(&format!("{page}/sight")).await;
    let s = &sight["sight"];
    assert!(s["board"].is_object(), "{sight}");
    assert_eq!(s["rack"], Value::Null, "never a rack: {sight}");
    assert_eq!(s["unseen"], Value::Null, "{sight}");
    assert_eq!(s["you"], Value::Null);
    assert_eq!(s["players"].as_array().map(Vec::len), Some(2));
    assert!(s["bag"].as_u64().unwrap_or(0) > 0);

    // In a real browser, at phone size: the board, no rack anywhere in the page it built.
    let shown = if browser::available() {
        let b = browser::Browser::phone().await;
        b.client.goto(&page).await.expect("the page opens");
        b.until(
            "the board",
            "document.querySelectorAll('#board .square').length === 225",
        )
        .await;
        Some(b)
    } else {
        None
    };
    if let Some(b) = &shown {
        let racks = b
            .client
            .execute(
                "return document.querySelectorAll('.rack-tile').length + \
                 document.getElementById('rack').childElementCount;",
                vec![],
            )
            .await
            .expect("the script runs");
        assert_eq!(racks.as_u64(), Some(0), "no rack on a public page");
    }

    // Live: a move made in Discord reaches a page that is open, without a reload.
    let mut events = reqwest::get(format!("{page}/events"))
        .await
        .expect("the event stream");
    let p = next_player(&board.content);
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    let started = Instant::now();
    let mut got = String::new();
    while !got.contains("event: table") {
        let left = Duration::from_secs(20).saturating_sub(started.elapsed());
        assert!(!left.is_zero(), "no live update after the move: {got:?}");
        match tokio::time::timeout(left, events.chunk()).await {
            Ok(Ok(Some(chunk))) => got.push_str(&String::from_utf8_lossy(&chunk)),
            other => panic!("the stream ended: {other:?} after {got:?}"),
        }
    }
    let after = get_json(&format!("{page}/sight")).await;
    let window = &after["sight"]["window"];
    assert!(window.is_object(), "the move waits in its window: {after}");
    let fresh = after["sight"]["board"]["tiles"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| t["fresh"] == true)
        .count();
    assert_eq!(fresh, 2, "the move's tiles are marked: {after}");
    assert_eq!(after["sight"]["rack"], Value::Null);
    if let Some(b) = shown {
        b.until(
            "the move on the open page",
            "document.querySelectorAll('#board .tile.fresh').length === 2",
        )
        .await;
        b.screenshot("phone-watch").await;
        let racks = b
            .client
            .execute(
                "return document.querySelectorAll('.rack-tile').length;",
                vec![],
            )
            .await
            .expect("the script runs");
        assert_eq!(racks.as_u64(), Some(0), "still no rack");
        b.close().await;
    }

    let q = if p == ALA { BOLEK } else { ALA };
    let window = g.message_with(seen, "Accept").await;
    g.click(q, &window, "accept");
    // Once the game plays in its thread, its summary in the channel links to the page.
    let home = format!("/channels/{}/messages/", g.channel);
    let started = Instant::now();
    loop {
        let linked = run.fake.requests().into_iter().any(|r| {
            r.method == "PATCH"
                && r.path.starts_with(&home)
                && r.json["components"].to_string().contains(&page)
        });
        if linked {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no summary in the channel links to {page}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // A place with no game says so, and never fails.
    let none = get_json(&format!("{base}/watch/1234/sight")).await;
    assert_eq!(none["sight"], Value::Null);
}

/// Issue 27: "The player's private answers ... carry a personal link, signed for that player
/// and that game ...; `/game web` gives a fresh one. The page shows the board, the player's
/// own rack ... The move enters the same table as a typed /play ... The thread shows the
/// move as any other", and "moves need the link's token and a CSRF check".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_moves_from_their_own_page_and_the_thread_shows_it() {
    let (run, base) = serving_pages().await;
    let g = run.game();
    let board = g.two_players_start().await;
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };

    // Each player's own link, from /game web (only they see it).
    let id = g.command(
        p,
        "game",
        json!([{"type": 1, "name": "web", "options": []}]),
    );
    let answer = g.answer(id).await;
    let link = url_in(&answer, &format!("{base}/p/"));
    let id = g.command(
        q,
        "game",
        json!([{"type": 1, "name": "web", "options": []}]),
    );
    let other = url_in(&g.answer(id).await, &format!("{base}/p/"));
    assert_ne!(link, other, "a link per player");
    // The rack a player asks for comes with a link to their page too.
    let id = g.command(p, "rack", json!([]));
    g.answer(id).await;
    let linked = run
        .fake
        .responses_to(id)
        .iter()
        .any(|r| r.components.to_string().contains(&format!("{base}/p/")));
    assert!(linked, "no link to the page with /rack");
    // So does the rack sent by DM at the start, and its link opens the player's own seat.
    let linked_dm = || {
        run.fake
            .dms_to(p)
            .into_iter()
            .find(|m| m.components.to_string().contains(&format!("{base}/p/")))
    };
    let waited = Instant::now();
    while linked_dm().is_none() && waited.elapsed() < Duration::from_secs(10) {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let dm = linked_dm()
        .unwrap_or_else(|| panic!("no link with the rack's DM: {:?}", run.fake.dms_to(p)));
    let from_dm = dm.components[0]["components"][0]["url"]
        .as_str()
        .expect("the link button's address");
    let seen_from_dm = get_json(&format!("{from_dm}/sight")).await;
    assert!(
        seen_from_dm["sight"]["rack"]["tiles"].is_array(),
        "the DM's link shows the player's rack: {seen_from_dm}"
    );
    let none = run
        .fake
        .dms_to(q)
        .iter()
        .filter(|m| m.components.to_string().contains(&from_dm.to_string()))
        .count();
    assert_eq!(none, 0, "a player's link goes to them alone");

    // Their page shows their own rack, as /rack does.
    let sight = get_json(&format!("{link}/sight")).await;
    let rack: Vec<String> = sight["sight"]["rack"]["tiles"]
        .as_array()
        .expect("the player's rack")
        .iter()
        .map(|t| t["letter"].as_str().unwrap_or_default().to_lowercase())
        .collect();
    let told = g.rack(p).await;
    assert_eq!(rack.len(), told.len(), "{sight}\n{told:?}");
    let seat = sight["sight"]["you"].as_u64().expect("their seat");

    // A move needs the link's token in the header: without it, nothing happens.
    let token = link.rsplit('/').next().unwrap_or_default().to_string();
    let client = reqwest::Client::new();
    let word: String = told.iter().take(2).cloned().collect();
    let body = json!({"seat": seat, "action": "play", "text": format!("8H {word}")});
    let refused = client
        .post(format!("{link}/act"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("an answer");
    assert_eq!(refused.status().as_u16(), 403, "no CSRF header, no move");
    // A link changed by a single character is not the player's.
    let mut forged = token.clone();
    let last = if forged.ends_with('0') { '1' } else { '0' };
    forged.pop();
    forged.push(last);
    let status = reqwest::get(format!("{base}/p/{forged}/sight"))
        .await
        .expect("an answer")
        .status();
    assert_eq!(status.as_u16(), 403, "a forged link is refused");

    let seen = g.channel_messages().len();
    let played = client
        .post(format!("{link}/act"))
        .header("x-plansza-token", &token)
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("an answer");
    assert!(played.status().is_success());
    let said = played.text().await.unwrap_or_default();
    assert!(said.contains("said"), "{said}");
    // The thread shows the move as any other, with its window.
    let window = g.message_with(seen, "Accept").await;
    assert!(
        !window.attachments.is_empty(),
        "the board with it: {window:?}"
    );
    // The other player answers the window from their own page, naming the window shown.
    let shown = get_json(&format!("{other}/sight")).await;
    let window_number = shown["sight"]["window"]["move_number"]
        .as_u64()
        .expect("the window on the page");
    let other_token = other.rsplit('/').next().unwrap_or_default().to_string();
    let other_seat = 1 - seat;
    let accepted = client
        .post(format!("{other}/act"))
        .header("x-plansza-token", &other_token)
        .header("content-type", "application/json")
        .body(
            json!({"seat": other_seat, "action": "accept", "move_number": window_number})
                .to_string(),
        )
        .send()
        .await
        .expect("an answer");
    assert!(accepted.status().is_success());
    g.message_with(seen, "stands").await;
    // A page left open answers that window again once it is over: the table says so, and
    // nothing moves (a late press of a button from an earlier move does the same).
    let late = client
        .post(format!("{other}/act"))
        .header("x-plansza-token", &other_token)
        .header("content-type", "application/json")
        .body(
            json!({"seat": other_seat, "action": "check", "move_number": window_number})
                .to_string(),
        )
        .send()
        .await
        .expect("an answer")
        .text()
        .await
        .unwrap_or_default();
    let now = get_json(&format!("{other}/sight")).await;
    assert!(
        now["sight"]["window"].is_null(),
        "no window reopened: {now}"
    );
    let over = [
        plansza::text::plain_text(&plansza::text::key("pl", "move-over")),
        plansza::text::plain_text(&plansza::text::key("en-US", "move-over")),
        plansza::text::plain_text(&plansza::text::key("pl", "err-move-over")),
        plansza::text::plain_text(&plansza::text::key("en-US", "err-move-over")),
    ];
    assert!(
        over.iter().any(|o| late.contains(o.as_str())),
        "the late answer is told the move is over: {late}"
    );
    // One player's link cannot act for the other.
    let moved = client
        .post(format!("{other}/act"))
        .header("x-plansza-token", &other_token)
        .header("content-type", "application/json")
        .body(json!({"seat": seat, "action": "pass"}).to_string())
        .send()
        .await
        .expect("an answer")
        .text()
        .await
        .unwrap_or_default();
    assert!(!moved.contains("passed"), "{moved}");
}

/// Issue 27's browser checks on a Discord game: "a player places a word with clicks and the
/// thread shows the move; the window's Accept on the page settles it".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_word_placed_by_clicks_on_the_page_shows_in_the_thread_and_accept_settles_it() {
    if !browser::available() {
        return;
    }
    let (run, base) = serving_pages().await;
    let g = run.game();
    let board = g.two_players_start().await;
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };
    let mine = own_link(&g, p, &base).await;
    let theirs = own_link(&g, q, &base).await;

    let b = browser::Browser::phone().await;
    b.client.goto(&mine).await.expect("the page opens");
    b.until(
        "the player's rack",
        "document.querySelectorAll('.rack-tile').length === 7",
    )
    .await;
    // Two tiles that are not blanks, on H8 and I8 (the start square is H8).
    for col in [7, 8] {
        b.client
            .execute(
                "const t = [...document.querySelectorAll('.rack-tile:not(.used)')]\
                 .find((e) => !e.textContent.startsWith('?')); t.click();",
                vec![],
            )
            .await
            .expect("a tile picked");
        b.find(&format!("#board [data-row=\"7\"][data-col=\"{col}\"]"))
            .await
            .click()
            .await
            .expect("a square clicked");
    }
    b.until(
        "the preview",
        "document.getElementById('preview').textContent.length > 0",
    )
    .await;
    let seen = g.channel_messages().len();
    b.find("#play:not([disabled])")
        .await
        .click()
        .await
        .expect("played");
    let window = g.message_with(seen, "Accept").await;
    assert!(
        !window.attachments.is_empty(),
        "the thread shows the move's board"
    );
    b.screenshot("phone-player-page").await;

    // The opponent accepts on their own page: the move stands in the thread.
    b.client.goto(&theirs).await.expect("their page opens");
    b.find("#accept").await.click().await.expect("accepted");
    g.message_with(seen, "stands").await;
    b.close().await;
}

/// Issue 27: "per-person rate limits as on Discord". A client reading a public page in a
/// flood is told to slow down (`429` with `Retry-After`) instead of being served without
/// end, and cannot hold more live streams than a person with a few tabs would; a player's
/// own page counts against that player.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_reads_and_streams_is_told_to_slow_down() {
    let (run, base) = serving_pages().await;
    let g = run.game();
    g.two_players_start().await;
    let thread = g.here();
    let sight = format!("{base}/watch/{thread}/sight");
    let client = reqwest::Client::new();

    let mut statuses = Vec::new();
    for _ in 0..150 {
        let r = client.get(&sight).send().await.expect("an answer");
        statuses.push((r.status().as_u16(), r.headers().get("retry-after").cloned()));
    }
    let served = statuses.iter().filter(|(s, _)| *s == 200).count();
    let refused: Vec<_> = statuses.iter().filter(|(s, _)| *s == 429).collect();
    assert!(served >= 60, "a burst is served: {served}");
    assert!(!refused.is_empty(), "150 reads at once are not all served");
    assert!(
        refused.iter().all(|(_, wait)| wait.is_some()),
        "each refusal says when to try again"
    );

    // Live streams: a few tabs' worth, then no more for the same client.
    let events = format!("{base}/watch/{thread}/events");
    let mut held = Vec::new();
    let mut refused_stream = None;
    for _ in 0..40 {
        let r = client.get(&events).send().await.expect("an answer");
        if r.status().as_u16() == 429 {
            refused_stream = Some(r);
            break;
        }
        assert!(r.status().is_success(), "{}", r.status());
        held.push(r);
    }
    assert!(
        refused_stream.is_some(),
        "no bound on streams: {} held",
        held.len()
    );
    assert!(
        held.len() >= 4,
        "a few tabs may follow games: {}",
        held.len()
    );

    // A player's page counts against the player, not against the address the public pages
    // used up: their own page still answers.
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "web", "options": []}]),
    );
    let link = url_in(&g.answer(id).await, &format!("{base}/p/"));
    let own = client
        .get(format!("{link}/sight"))
        .send()
        .await
        .expect("an answer");
    assert_eq!(own.status().as_u16(), 200);
    drop(held);
}

/// A moderator keeps a channel's games off the public pages (`/config pages:false`): the
/// summary links to no page, a page asked for by its address is refused (404, said in
/// words), and the players' own pages stay theirs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_whose_games_are_not_shown_has_no_public_page() {
    let (run, base) = serving_pages().await;
    let g = run.game();
    run.fake.set_permissions(run.fake.guild_id(), ALA, 1 << 5); // Manage Server
    let id = g.command(
        ALA,
        "config",
        json!([{"type": 5, "name": "pages", "value": false}]),
    );
    let said = g.any_answer(id).await;
    assert!(said.contains("not shown on the bot's web pages"), "{said}");
    let board = g.two_players_start().await;
    let thread = g.here();
    let page = format!("{base}/watch/{thread}");
    for url in [
        page.clone(),
        format!("{page}/sight"),
        format!("{page}/events"),
    ] {
        let r = reqwest::get(&url).await.expect("an answer");
        assert_eq!(r.status().as_u16(), 404, "{url}");
        let text = r.text().await.unwrap_or_default();
        assert!(text.contains("not shown"), "{url}: {text}");
    }
    // The players' own pages work as ever.
    let p = next_player(&board.content);
    let link = own_link(&g, p, &base).await;
    let own = get_json(&format!("{link}/sight")).await;
    assert!(own["sight"]["rack"]["tiles"].is_array(), "{own}");
    // A move settled: the summary in the channel is shown, with no link to a page.
    let seen = g.channel_messages().len();
    g.play(p, "8H ", 2).await;
    let q = if p == ALA { BOLEK } else { ALA };
    let window = g.message_with(seen, "Accept").await;
    g.click(q, &window, "accept");
    let home = format!("/channels/{}/messages/", g.channel);
    let started = Instant::now();
    let summary = loop {
        let shown = run.fake.requests().into_iter().find(|r| {
            r.method == "PATCH" && r.path.starts_with(&home) && r.json["embeds"].is_array()
        });
        if let Some(shown) = shown {
            break shown;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no summary in the channel"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(
        !summary.json.to_string().contains("/watch/"),
        "a summary links to a page not shown: {}",
        summary.json
    );
}
