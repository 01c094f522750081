//! A whole game of Literaki through Discord: the real `plansza` binary (serenity + poise)
//! against the fake Discord on 127.0.0.1, from `/game new` to the final score table, with a
//! SIGKILL restart in the middle of a 10-second window.

mod support;

use serde_json::json;
use std::path::PathBuf;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::FakeDiscord;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_discord() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dir: PathBuf = dir.keep();
    two_letter_lexicon(&dir);
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    let channel = fake.channel_id();
    fake.close_dms_for(BOLEK);
    fake.set_permissions(guild, ALA, 1 << 5); // Manage Server
    let bot = Bot::start(&dir, &fake, 1);
    until(&fake, Duration::from_secs(60), || {
        Some(fake.registered_commands(Some(guild))).filter(|c| c.len() >= 7)
    })
    .await
    .expect("the bot registers its commands");
    let g = Game {
        fake: &fake,
        channel,
        guild,
    };

    // 1. The lobby.
    let id = g.command(ALA, "game", json!([{"type": 1, "name": "new", "options": [{"type": 3, "name": "variant", "value": "literaki"}]}]));
    assert!(g.answer(id).await.contains("Literaki"));
    let lobby = g.message_with(0, "Join").await;
    assert_eq!(lobby.custom_ids().len(), 3, "Join, Add computer, Start");
    // A second game in the same channel is refused.
    let id = g.command(
        BOLEK,
        "game",
        json!([{"type": 1, "name": "new", "options": []}]),
    );
    assert!(
        g.answer(id).await.contains("trwa już gra"),
        "Polish for Bolek"
    );
    g.join(BOLEK, &lobby).await;
    let seen = g.channel_messages().len();
    g.click(ALA, &lobby, "start");
    let board = g.message_with(seen, "Next:").await;
    png_ok(&board);
    g.buttons_removed(&lobby).await;
    // Ala's rack came by DM as a PNG; Bolek's DMs are closed, so the channel says My rack.
    let dm = until(&fake, WAIT, || fake.dms_to(ALA).into_iter().next())
        .await
        .expect("Ala gets her rack by DM");
    png_ok_rack(&dm);
    let notice = g.message_with(seen, "I can't send you a DM").await;
    assert!(notice.content.contains("<@7002>"));
    let id = g.click(BOLEK, &notice, "rack");
    assert!(
        g.answer(id).await.contains("**"),
        "My rack answers privately"
    );
    assert!(
        !g.channel_messages()
            .iter()
            .any(|m| m.content.contains("(1)") || m.content.contains("(2)")),
        "no rack in the channel"
    );

    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };

    // 2. A move out of turn, then P's first move, accepted.
    let id = g.play(q, "8H ", 2).await;
    let wrong_turn = g.answer(id).await;
    assert!(
        wrong_turn.contains("turn") || wrong_turn.contains("kolejka"),
        "{wrong_turn}"
    );
    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    png_ok(&window);
    assert_eq!(window.custom_ids().len(), 3, "Accept, Check, Undo");
    let id = g.click(WIDZ, &window, "accept");
    assert!(
        g.answer(id).await.contains("not playing"),
        "a spectator changes nothing"
    );
    g.click(q, &window, "accept");
    g.buttons_removed(&window).await;
    let after = g.message_with(seen, "stands").await;
    png_ok(&after);
    assert_eq!(next_player(&after.content), q);
    let id = g.click(q, &window, "accept");
    let over = g.answer(id).await;
    assert!(
        over.contains("zakończony") || over.contains("over"),
        "{over}"
    );

    // 3. Q plays a three-letter word; P checks it: not a word, tiles back, Q loses the turn.
    let seen = g.channel_messages().len();
    let id = g.play(q, "H8 .", 2).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    g.click(p, &window, "check");
    let after = g.message_with(seen, "not in the dictionary").await;
    g.buttons_removed(&window).await;
    assert_eq!(next_player(&after.content), p);

    // 4. P plays a good word; Q checks: the word stands and Q loses the next turn.
    let seen = g.channel_messages().len();
    let id = g.play(p, "H8 .", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    g.click(q, &window, "check");
    let after = g.message_with(seen, "loses their next turn").await;
    assert_eq!(next_player(&after.content), p);

    // 5. P plays, asks to undo, Q agrees: P plays again.
    let seen = g.channel_messages().len();
    let id = g.play(p, "I8 .", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    g.click(p, &window, "undo");
    let vote = until(&fake, WAIT, || {
        fake.edits_of(&window.id).into_iter().find(|e| {
            support::fake_discord::custom_ids(&e.json["components"])
                .iter()
                .any(|c| c.contains(":agree:"))
        })
    })
    .await
    .expect("the window turns into an undo vote");
    let agree = support::fake_discord::custom_ids(&vote.json["components"])
        .into_iter()
        .find(|c| c.contains(":agree:"))
        .expect("agree button");
    fake.click_button_in(q, channel_of(&window), &window.id, &agree, locale_of(q));
    let after = g.message_with(seen, "took the move back").await;
    assert_eq!(next_player(&after.content), p);
    // The post that called Q to the vote is taken down once the vote is over.
    let call = fake
        .requests()
        .into_iter()
        .find(|r| {
            r.method == "POST"
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("asks to undo the move"))
        })
        .expect("the vote's call");
    let path = format!("{}/{}", call.path, call.message_id.expect("its id"));
    until(&fake, WAIT, || {
        fake.requests()
            .into_iter()
            .find(|r| r.method == "DELETE" && r.path == path && r.status < 300)
    })
    .await
    .expect("the vote's call is deleted");

    // 6. P plays again and nobody answers: after 10 s the words are checked automatically.
    let seen = g.channel_messages().len();
    let id = g.play(p, "I8 .", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    let after = g.message_with(seen, "were checked automatically").await;
    g.buttons_removed(&window).await;
    assert!(after.content.contains("stands"), "{}", after.content);
    assert_eq!(next_player(&after.content), q);

    // 7. Q plays; the bot is killed inside the window and started again: the old Accept
    //    button still works.
    let seen = g.channel_messages().len();
    let id = g.play(q, "8G ", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    bot.kill();
    let bot = Bot::start(&dir, &fake, 2);
    until(&fake, Duration::from_secs(60), || {
        Some(command_puts(&fake)).filter(|&n| n >= 2)
    })
    .await
    .expect("the bot comes back");
    g.click(p, &window, "accept");
    let after = g.message_with(seen, "stands").await;
    assert_eq!(next_player(&after.content), p);

    // 8. P plays; the bot dies and stays down past the window: on restart the move is
    //    checked at once (a three-letter word: rejected).
    let seen = g.channel_messages().len();
    let id = g.play(p, "10H ", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    bot.kill();
    tokio::time::sleep(Duration::from_secs(11)).await;
    let _bot = Bot::start(&dir, &fake, 3);
    let after = g.message_with(seen, "were checked automatically").await;
    assert!(
        after.content.contains("not in the dictionary"),
        "{}",
        after.content
    );
    g.buttons_removed(&window).await;
    assert_eq!(next_player(&after.content), q);

    // 9. Everyone passes twice: the final board and score table.
    for user in [q, p, q, p] {
        let id = g.command(user, "pass", json!([]));
        g.answer(id).await;
    }
    // Its final post (scores may end level: then the tied share the win, no "Winner").
    let last = g.message_with(seen + 1, "Literaki: game over").await;
    png_ok(&last);
    assert!(last.content.contains("without a scoring move"));
    let id = g.command(ALA, "pass", json!([]));
    assert!(g.answer(id).await.contains("no game"));

    // 10. The finished game as a GCG record, which replays through the rules as played.
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "export", "options": []}]),
    );
    let gcg = until(&fake, WAIT, || {
        fake.responses_to(id)
            .into_iter()
            .flat_map(|r| r.attachments)
            .find(|a| a.filename.ends_with(".gcg"))
    })
    .await
    .expect("the export answers with a .gcg file");
    let record = plansza::gcg::parse(&gcg.bytes).expect("the export parses");
    let variant = plansza::gcg::choose_variant(None, &record).expect("#variant names literaki");
    assert_eq!(variant, plansza::rules::VariantId::Literaki);
    let report = plansza::gcg::replay(&record, variant);
    assert!(report.agrees(), "{:?}", report.problems);

    fake.assert_no_unknown_routes();
    fake.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
}
