//! `plansza play --web` in a real browser (headless Chromium over WebDriver): issue 27,
//! "Tap or drag tiles onto squares ..., and a live preview shows the words and the score
//! ... Submit ... The move enters the same table as a typed /play: the same window, and
//! Accept/Check/Undo work ... on the page, with the 10-second timer counting down", "keyboard
//! play works too (type the word at a square)", and "Pages work at 375×812".
//!
//! Ala and Bob at one device, English with seed 5: Ala is dealt E S L G N J K and moves
//! first (as at the terminal with the same seed).

mod browser;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use browser::Browser;

/// The game's page, served by the real binary on 127.0.0.1.
struct Served {
    child: Child,
    url: String,
}

impl Served {
    fn start(args: &[&str]) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plansza"))
            .args(["play", "--web", "--port", "0"])
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env_remove("PLANSZA_DICTS")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("plansza play --web runs");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the address is printed");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Served { child, url }
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Takes the device when the page asks for it to be handed over.
async fn take_device(browser: &Browser) {
    let asked = browser
        .client
        .execute(
            "return !document.getElementById('hand-over').hidden;",
            vec![],
        )
        .await
        .expect("the script runs");
    if asked.as_bool() == Some(true) {
        browser
            .find("#hand-over-ok")
            .await
            .click()
            .await
            .expect("taken");
    }
}

/// Clicks the rack tile showing `letter` that is not laid yet.
async fn pick(browser: &Browser, letter: char) {
    let tiles = browser
        .client
        .find_all(fantoccini::Locator::Css(".rack-tile:not(.used)"))
        .await
        .expect("rack tiles");
    for tile in tiles {
        let text = tile.text().await.unwrap_or_default();
        if text.starts_with(letter) {
            tile.click().await.expect("picked");
            return;
        }
    }
    panic!("no {letter} on the rack");
}

async fn square(browser: &Browser, row: u8, col: u8) {
    browser
        .find(&format!("#board [data-row=\"{row}\"][data-col=\"{col}\"]"))
        .await
        .click()
        .await
        .expect("the square clicked");
}

/// Drags with the mouse from the element at `from` to the element at `to` (CSS), in steps
/// as a hand would.
async fn drag(browser: &Browser, from: fantoccini::elements::Element, to: &str) {
    use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
    let target = browser.find(to).await;
    let step = Some(std::time::Duration::from_millis(60));
    let hand = MouseActions::new("hand".to_string())
        .then(PointerAction::MoveToElement {
            element: from,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: step,
            x: 12.0,
            y: -12.0,
        })
        .then(PointerAction::MoveToElement {
            element: target,
            duration: step,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    browser
        .client
        .perform_actions(hand)
        .await
        .expect("the drag");
}

/// The rack tile showing `letter` that is not laid yet.
async fn rack_tile(browser: &Browser, letter: char) -> fantoccini::elements::Element {
    let tiles = browser
        .client
        .find_all(fantoccini::Locator::Css(".rack-tile:not(.used)"))
        .await
        .expect("rack tiles");
    for tile in tiles {
        if tile.text().await.unwrap_or_default().starts_with(letter) {
            return tile;
        }
    }
    panic!("no {letter} on the rack");
}

/// Opens the game's page, and Ala takes the device: her rack shows.
async fn ala_at_the_device(browser: &Browser, served: &Served) {
    browser
        .client
        .goto(&served.url)
        .await
        .expect("the page opens");
    browser.find("#hand-over-ok").await;
    take_device(browser).await;
    browser
        .until(
            "Ala's rack",
            "document.querySelectorAll('.rack-tile').length === 7",
        )
        .await;
}

fn hot_seat() -> Served {
    Served::start(&[
        "--variant",
        "english",
        "--players",
        "2",
        "--names",
        "Ala,Bob",
        "--seed",
        "5",
    ])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_word_placed_by_taps_is_previewed_played_and_accepted_on_the_page() {
    if !browser::available() {
        return;
    }
    let served = hot_seat();
    let browser = Browser::phone().await;
    ala_at_the_device(&browser, &served).await;
    // L E G S on 8H, 8I, 8J, 8K (row 8 is the 8th from the top, H the 8th column).
    for (letter, col) in [('L', 7), ('E', 8), ('G', 9), ('S', 10)] {
        pick(&browser, letter).await;
        square(&browser, 7, col).await;
    }
    browser
        .until(
            "the preview of LEGS",
            "document.getElementById('preview').textContent.includes('LEGS')",
        )
        .await;
    let preview = browser.text("#preview").await;
    assert!(
        preview.contains("10"),
        "the score in the preview: {preview}"
    );
    browser
        .find("#play:not([disabled])")
        .await
        .click()
        .await
        .expect("played");
    // The move's window: Bob is asked, on the same device.
    browser
        .until("the window", "!document.getElementById('window').hidden")
        .await;
    take_device(&browser).await;
    let left = browser.text("#window-left").await;
    assert!(left.contains(" s"), "the countdown: {left}");
    browser
        .find("#accept")
        .await
        .click()
        .await
        .expect("accepted");
    browser
        .until(
            "LEGS in the move list",
            "document.getElementById('moves').textContent.includes('LEGS')",
        )
        .await;
    browser
        .until(
            "the post saying it stands",
            "document.getElementById('posted').textContent.includes('LEGS stands')",
        )
        .await;
    // Bob's turn: his rack, not Ala's.
    take_device(&browser).await;
    browser
        .until(
            "Bob to move",
            "document.querySelector('.player.to-move .name').textContent.includes('Bob')",
        )
        .await;
    let shot = browser.screenshot("phone-after-legs").await;
    assert!(shot.exists());
    let wide = browser
        .client
        .execute(
            "return [...document.querySelectorAll('body *')].filter((e) => \
             e.getBoundingClientRect().right > 376).map((e) => e.tagName + '#' + e.id + '.' + \
             e.className).slice(0, 5);",
            vec![],
        )
        .await
        .expect("the widths");
    let width = browser
        .client
        .execute("return document.documentElement.scrollWidth;", vec![])
        .await
        .expect("the width");
    assert!(
        width.as_u64().unwrap_or(9999) <= 375,
        "no sideways scrolling at 375 px: {width} ({wide})"
    );
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_word_typed_at_a_square_is_played_with_enter() {
    if !browser::available() {
        return;
    }
    let served = hot_seat();
    let browser = Browser::start(1280, 900).await;
    ala_at_the_device(&browser, &served).await;
    square(&browser, 7, 7).await;
    browser
        .client
        .active_element()
        .await
        .expect("the page")
        .send_keys("legs")
        .await
        .expect("typed");
    browser
        .until(
            "the preview of LEGS",
            "document.getElementById('preview').textContent.includes('LEGS')",
        )
        .await;
    browser.screenshot("desktop-typing").await;
    browser
        .client
        .active_element()
        .await
        .expect("the page")
        .send_keys("\u{E007}")
        .await
        .expect("Enter");
    browser
        .until("the window", "!document.getElementById('window').hidden")
        .await;
    browser.close().await;
}

/// Issue 27: "names and words are escaped (a player named `<img src=x onerror=alert(1)>` or
/// full of Markdown shows as typed)". The names reach the page only as text: no element is
/// made of them, and they read as typed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_show_as_typed_and_never_as_markup() {
    if !browser::available() {
        return;
    }
    let img = "<img src=x onerror=alert(1)>";
    let bold = "**Bob** _x_";
    let names = format!("{img},{bold}");
    let served = Served::start(&[
        "--variant",
        "english",
        "--players",
        "2",
        "--names",
        &names,
        "--seed",
        "5",
    ]);
    let browser = Browser::start(1280, 900).await;
    browser
        .client
        .goto(&served.url)
        .await
        .expect("the page opens");
    browser.find("#hand-over-ok").await;
    let asked = browser.text("#hand-over-text").await;
    assert!(asked.contains(img), "the name as typed: {asked}");
    take_device(&browser).await;
    browser
        .until(
            "the players",
            "document.querySelectorAll('.player').length === 2",
        )
        .await;
    let players = browser.text("#players").await;
    assert!(players.contains(img) && players.contains(bold), "{players}");
    let made = browser
        .client
        .execute(
            "return document.querySelectorAll('img, strong, em').length;",
            vec![],
        )
        .await
        .expect("the script runs");
    assert_eq!(made.as_u64(), Some(0), "no element made of a name");
    browser.close().await;
}

/// WordCap in the browser: the 5x5 grid with its bonuses, and a word traced by tapping
/// neighbouring cells, previewed as `/play` would, then played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wordcap_word_is_traced_by_taps() {
    if !browser::available() {
        return;
    }
    let served = Served::start(&[
        "--variant",
        "wordcap",
        "--computer",
        "beginner",
        "--seed",
        "4",
    ]);
    let browser = Browser::phone().await;
    browser
        .client
        .goto(&served.url)
        .await
        .expect("the page opens");
    browser
        .until(
            "the grid",
            "document.querySelectorAll('#board .cell').length === 25",
        )
        .await;
    browser
        .until(
            "the bonuses",
            "document.querySelectorAll('#board .bonus').length > 0",
        )
        .await;
    // The person's turn comes (the computer may move first).
    browser
        .until("the person's turn", "!!document.getElementById('play')")
        .await;
    for (row, col) in [(0, 0), (1, 1)] {
        browser
            .find(&format!("#board [data-row=\"{row}\"][data-col=\"{col}\"]"))
            .await
            .click()
            .await
            .expect("a cell tapped");
    }
    browser
        .until(
            "the traced cells",
            "document.querySelectorAll('#board .cell.traced').length === 2",
        )
        .await;
    browser
        .until(
            "the preview of the traced word",
            "/A1|B2/.test(document.getElementById('preview').textContent)",
        )
        .await;
    browser.screenshot("phone-wordcap").await;
    browser
        .find("#play:not([disabled])")
        .await
        .click()
        .await
        .expect("played");
    browser
        .until(
            "an answer",
            "document.getElementById('said').textContent.length > 0",
        )
        .await;
    browser.close().await;
}

/// Issue 27: "a game page ≤ 100 KB transferred". The page, its style sheets, its script and
/// its data, as a browser that takes gzip receives them (counted as sent, compressed), and a
/// second visit finds the script and styles it has unchanged (`304`, no body).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_with_all_it_loads_is_light() {
    let served = hot_seat();
    let client = reqwest::Client::new();
    let get = |url: String, tag: Option<String>| {
        let mut request = client.get(url).header("accept-encoding", "gzip");
        if let Some(tag) = tag {
            request = request.header("if-none-match", tag);
        }
        request.send()
    };
    let page = get(served.url.clone(), None).await.expect("the page");
    assert_eq!(
        page.headers()
            .get("content-encoding")
            .and_then(|v| v.to_str().ok()),
        Some("gzip"),
        "the page is sent compressed"
    );
    let mut sent = page.bytes().await.expect("its body").len();
    let origin = served.url.split('/').take(3).collect::<Vec<_>>().join("/");
    let token = served
        .url
        .split("t=")
        .nth(1)
        .unwrap_or_default()
        .to_string();
    let mut tags = Vec::new();
    for asset in ["/assets/theme.css", "/assets/play.css", "/assets/play.js"] {
        let r = get(format!("{origin}{asset}"), None)
            .await
            .expect("an asset");
        assert!(r.status().is_success(), "{asset}: {}", r.status());
        let tag = r
            .headers()
            .get("etag")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        tags.push((asset, tag.expect("an entity tag")));
        sent += r.bytes().await.expect("a body").len();
    }
    let data = get(format!("{origin}/api/sight?t={token}"), None)
        .await
        .expect("the data");
    assert!(data.status().is_success(), "{}", data.status());
    sent += data.bytes().await.expect("a body").len();
    assert!(sent <= 100 * 1024, "{sent} bytes to open a game's page");
    eprintln!("a game's page, sent: {sent} bytes");

    for (asset, tag) in tags {
        let again = get(format!("{origin}{asset}"), Some(tag))
            .await
            .expect("an asset again");
        assert_eq!(again.status().as_u16(), 304, "{asset} again");
    }
}

/// Issue 27: "Tap or drag tiles onto squares". Ala drags L, E, G and S from her rack onto
/// 8H-8K with the mouse; she drags the S off the board (it goes back to her rack) and onto
/// 8K again; the preview and the move are those of the taps.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_word_dragged_onto_the_board_is_previewed_and_played() {
    if !browser::available() {
        return;
    }
    let served = hot_seat();
    let browser = Browser::start(1024, 900).await;
    ala_at_the_device(&browser, &served).await;
    for (letter, col) in [('L', 7), ('E', 8), ('G', 9), ('S', 10)] {
        let tile = rack_tile(&browser, letter).await;
        drag(
            &browser,
            tile,
            &format!("#board [data-row=\"7\"][data-col=\"{col}\"]"),
        )
        .await;
    }
    browser
        .until(
            "the preview of LEGS",
            "document.getElementById('preview').textContent.includes('LEGS')",
        )
        .await;
    // The S placed on 8K, dragged off the board onto the rack: back in the rack.
    let placed_s = browser
        .find("#board [data-row=\"7\"][data-col=\"10\"]")
        .await;
    drag(&browser, placed_s, "#rack").await;
    browser
        .until(
            "the S back in the rack",
            "document.querySelectorAll('.rack-tile.used').length === 3",
        )
        .await;
    let tile = rack_tile(&browser, 'S').await;
    drag(&browser, tile, "#board [data-row=\"7\"][data-col=\"10\"]").await;
    browser
        .until(
            "the preview of LEGS again",
            "document.getElementById('preview').textContent.includes('LEGS')",
        )
        .await;
    browser
        .find("#play:not([disabled])")
        .await
        .click()
        .await
        .expect("played");
    browser
        .until("the window", "!document.getElementById('window').hidden")
        .await;
    browser.close().await;
}
