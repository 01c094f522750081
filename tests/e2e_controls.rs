//! Issue 11: a game played with the buttons and forms alone, through the real serenity
//! client against the fake Discord: after `/game new`, every action is a press, a form
//! (Discord's modal) or a pick in a menu. One board picture per move: a settled move's
//! window becomes the turn's message, a pass or an exchange is a short line.

mod support;

use serde_json::json;
use support::bot::*;
use support::fake_discord::{custom_ids, FakeDiscord, ResponseKind, SentMessage};

/// The `custom_id` of the control `action` on a message.
fn control(message: &SentMessage, action: &str) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|c| c.split(':').nth(2) == Some(action))
        .unwrap_or_else(|| panic!("no {action} control on {message:?}"))
}

/// The form (modal) an interaction was answered with: its custom id and field ids.
async fn form_of(fake: &FakeDiscord, interaction: u64) -> (String, Vec<String>) {
    let form = until(fake, WAIT, || {
        fake.responses_to(interaction)
            .into_iter()
            .find(|r| r.callback_type == Some(9))
    })
    .await
    .unwrap_or_else(|e| panic!("no form for {interaction}: {e:?}"));
    let fields = custom_ids(&form.data["components"]);
    let id = form.data["custom_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    (id, fields)
}

/// The picker (a select menu in an ephemeral answer): its custom id and option values.
async fn picker_of(fake: &FakeDiscord, interaction: u64) -> (String, Vec<String>) {
    let answer = until(fake, WAIT, || {
        fake.responses_to(interaction)
            .into_iter()
            .find(|r| r.kind == ResponseKind::Followup && !custom_ids(&r.components).is_empty())
    })
    .await
    .unwrap_or_else(|e| panic!("no picker for {interaction}: {e:?}"));
    assert!(answer.ephemeral(), "only the player sees their tiles");
    let menu = &answer.components[0]["components"][0];
    assert_eq!(menu["type"], 3, "a select menu: {menu}");
    let values = menu["options"]
        .as_array()
        .map(|o| {
            o.iter()
                .filter_map(|o| o["value"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    (
        menu["custom_id"].as_str().unwrap_or_default().to_string(),
        values,
    )
}

/// The channel's message carrying the controls now (the player to move's).
fn controls_message(g: &Game<'_>) -> SentMessage {
    g.channel_messages()
        .into_iter()
        .rev()
        .find(|m| m.custom_ids().iter().any(|c| c.contains(":pass:")))
        .expect("a message with the turn's controls")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_literaki_game_with_buttons_forms_and_menus_only() {
    let mut run = Running::start().await;
    commands_registered(&run.fake).await;
    let fake = &run.fake;
    let g = run.game();
    let channel = fake.channel_id();
    let board = g.two_players_start().await;
    let thread = g.here();
    assert_ne!(thread, channel, "the game plays in its own thread");
    assert_eq!(channel_of(&board), thread);
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };
    assert!(
        board.custom_ids().iter().any(|c| c.contains(":play:")),
        "{board:?}"
    );

    // A spectator and the player not to move are refused, privately.
    let id = g.click(WIDZ, &board, "play");
    let refusal = g.any_answer(id).await;
    assert!(refusal.contains("not playing"), "{refusal}");
    let id = g.click(q, &board, "play");
    assert!(!g.any_answer(id).await.is_empty());
    assert!(
        fake.responses_to(id)
            .iter()
            .all(|r| r.callback_type != Some(9)),
        "no form for the player not to move"
    );

    // P reads the rack with My rack and lays two tiles through the form.
    let id = g.click(p, &board, "rack");
    let text = g.answer(id).await;
    let rack: Vec<String> = text
        .split("**")
        .nth(1)
        .expect("the rack")
        .split_whitespace()
        .map(|t| t.split('(').next().unwrap_or_default().to_lowercase())
        .map(|l| if l == "?" { "*a".to_string() } else { l })
        .collect();
    let word: String = rack.iter().take(2).cloned().collect();
    let seen = g.channel_messages().len();
    let id = g.click(p, &board, "play");
    let (form, fields) = form_of(fake, id).await;
    assert_eq!(fields, vec!["word", "square", "direction"]);
    fake.submit_form(
        p,
        thread,
        &form,
        &[("word", &word), ("square", "H8"), ("direction", "across")],
        locale_of(p),
    );
    let window = g.message_with(seen, "Accept").await;
    png_ok(&window);
    g.click(q, &window, "accept");
    let settled = g.message_with(seen, "stands").await;
    assert_eq!(
        settled.id, window.id,
        "the window's message shows the outcome"
    );
    png_ok(&settled);
    assert_eq!(next_player(&settled.content), q);
    assert_eq!(
        g.channel_messages().len(),
        seen + 1,
        "no second board for the move"
    );

    // Q exchanges two tiles through the picker.
    let id = g.click(q, &settled, "exch");
    let (menu, values) = picker_of(fake, id).await;
    assert_eq!(values.len(), 7, "Q's seven tiles: {values:?}");
    let picked: Vec<&str> = values.iter().take(2).map(String::as_str).collect();
    let id = fake.pick(q, thread, "0", &menu, &picked, locale_of(q));
    assert!(g.answer(id).await.contains('2'));
    let line = g.message_with(seen + 1, "exchanged").await;
    assert!(line.attachments.is_empty(), "an exchange is a short line");
    assert_eq!(next_player(&line.content), p);

    // Four passes by button end the game.
    for _ in 0..4 {
        let turn = controls_message(&g);
        let who = next_player(&turn.content);
        let before = g.channel_messages().len();
        let id = fake.click_button_in(
            who,
            thread,
            &turn.id,
            &control(&turn, "pass"),
            locale_of(who),
        );
        until(fake, WAIT, || {
            Some(()).filter(|_| g.channel_messages().len() > before)
        })
        .await
        .unwrap_or_else(|e| panic!("the pass of {who} ({id}) was not posted: {e:?}"));
    }
    // The final post (scores may end level: then the tied share the win, no "Winner").
    let last = g.message_with(seen + 2, ": game over").await;
    // The ending's three pictures: the final board with the ranking (shown in the card), the
    // score chart, and the replay with a frame for the start, one per turn and the result.
    let names: Vec<&str> = last
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(names, ["final.png", "chart.png", "replay.gif"]);
    for png in &last.attachments[..2] {
        image::load_from_memory(&png.bytes).expect("the picture decodes");
    }
    let frames = {
        use image::AnimationDecoder;
        let gif = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(
            last.attachments[2].bytes.clone(),
        ))
        .expect("the replay is a GIF");
        // Count the pictures a viewer sees (each shown a tenth of a second or more).
        gif.into_frames()
            .filter_map(Result::ok)
            .filter(|f| {
                let (num, den) = f.delay().numer_denom_ms();
                num >= 100 * den
            })
            .count()
    };
    assert_eq!(
        frames,
        6 + 2,
        "the start, a move, an exchange, four passes, and the result"
    );
    assert!(last.attachments[2].bytes.len() < 10 * 1024 * 1024);
    let card = &last.json["embeds"][0];
    assert_eq!(card["image"]["url"], "attachment://final.png", "{card}");

    // Posts and edits of the whole game: one board picture per move, at most one other
    // message per turn.
    let mut posts = fake.messages_to(channel);
    posts.extend(fake.messages_to(thread));
    let pictures = posts.iter().filter(|m| !m.attachments.is_empty()).count();
    let edits = fake
        .requests()
        .iter()
        .filter(|r| {
            r.method == "PATCH"
                && [channel, thread]
                    .iter()
                    .any(|c| r.path.starts_with(&format!("/channels/{c}/messages/")))
        })
        .count();
    let turns = 1 + 1 + 4; // a move, an exchange, four passes
    eprintln!(
        "posts {}, of them pictures {pictures}; edits {edits}; turns {turns}",
        posts.len()
    );
    // Posts with pictures: the start, the move's window, the ending.
    assert_eq!(pictures, 3, "{posts:#?}");
    // Besides those: the lobby and a line per text-only turn (the exchange, three passes).
    assert!(
        posts.len() - pictures <= turns,
        "{} other posts",
        posts.len() - pictures
    );
    run.assert_stops_on_sigterm().await;
}

/// "Resign" asks first, privately; "Yes, resign" ends the player's game, and the private
/// question then says it is done and loses its button (issue 24, point 12): a second press
/// is not possible, and a press on a stale copy is answered, never ignored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_resign_confirmation_is_used_once() {
    let run = Running::start().await;
    commands_registered(&run.fake).await;
    let g = run.game();
    let fake = &run.fake;
    let board = g.two_players_start().await;
    let thread = g.here();
    let p = next_player(&board.content);
    let turn = controls_message(&g);
    let id = fake.click_button_in(p, thread, &turn.id, &control(&turn, "resign"), locale_of(p));
    let ask = until(fake, WAIT, || {
        fake.responses_to(id)
            .into_iter()
            .find(|r| r.kind == ResponseKind::Followup && !custom_ids(&r.components).is_empty())
    })
    .await
    .unwrap_or_else(|e| panic!("no confirmation: {e:?}"));
    assert!(ask.ephemeral(), "only the player is asked");
    let confirm = custom_ids(&ask.components)[0].clone();
    let asked = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && custom_ids(&r.json["components"]).contains(&confirm))
        .and_then(|r| r.message_id)
        .expect("the question's message id");
    let seen = g.channel_messages().len();
    let yes = fake.click_button_in(p, thread, &asked, &confirm, locale_of(p));
    g.message_with(seen, "resigned").await;
    let now = until(fake, WAIT, || {
        let shown = fake.message(&asked)?;
        custom_ids(&shown["components"]).is_empty().then_some(shown)
    })
    .await
    .unwrap_or_else(|e| panic!("the question kept its button: {e:?}"));
    let done = plansza::i18n::tr(plansza::i18n::Locale::from_discord(locale_of(p)), "done");
    assert_eq!(now["content"], done.as_str(), "{now}");
    assert!(fake
        .responses_to(yes)
        .iter()
        .all(|r| r.kind != ResponseKind::Followup));
    // A press on the question as it was (another client's stale copy) is answered.
    let again = fake.click_button_in(p, thread, "0", &confirm, locale_of(p));
    let answer = g.answer(again).await;
    let over = plansza::i18n::tr(
        plansza::i18n::Locale::from_discord(locale_of(p)),
        "err-game-over",
    );
    assert_eq!(answer, over);
    fake.assert_no_unknown_routes();
}

/// Issue 25, points 3 and 1. **Play…** opens its form at once, even while the channel's
/// queue is busy (here Discord is slow to edit the game's summary after a pass): Discord
/// wants a form as the first answer within 3 seconds. And a form opened at one turn, sent
/// back at a later turn of the same player, is answered "this move is over" and plays
/// nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_form_opens_at_once_and_a_late_one_plays_nothing() {
    let run = Running::start().await;
    commands_registered(&run.fake).await;
    let fake = &run.fake;
    let g = run.game();
    let board = g.two_players_start().await;
    let thread = g.here();
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };
    let lobby = fake.messages_to(fake.channel_id())[0].id.clone();
    fake.hold(&format!("/channels/{}/messages/{lobby}", fake.channel_id()));
    let seen = g.channel_messages().len();
    let id = g.command(p, "pass", json!([]));
    g.answer(id).await;
    let turn = g.message_with(seen, "Next:").await;
    until(fake, WAIT, || (fake.holding() > 0).then_some(()))
        .await
        .expect("the summary's edit waits on Discord");
    let id = g.click(q, &turn, "play");
    let (form, _) = form_of(fake, id).await;
    assert!(
        fake.holding() > 0,
        "the form came while the channel's task still waited"
    );
    fake.release();

    // Two turns later it is Q's turn again; the old form comes back.
    for who in [q, p] {
        let seen = g.channel_messages().len();
        let id = g.command(who, "pass", json!([]));
        g.answer(id).await;
        g.message_with(seen, "Next:").await;
    }
    let seen = g.channel_messages().len();
    let late = fake.submit_form(
        q,
        thread,
        &form,
        &[("word", "ab"), ("square", "H8"), ("direction", "across")],
        locale_of(q),
    );
    let answer = g.answer(late).await;
    let over = plansza::i18n::tr(
        plansza::i18n::Locale::from_discord(locale_of(q)),
        "err-move-over",
    );
    assert_eq!(answer, over);
    assert_eq!(g.channel_messages().len(), seen, "nothing was played");
    fake.assert_no_unknown_routes();
}
