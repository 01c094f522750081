//! A whole game of Literaki through Discord: the real `plansza` binary (serenity + poise)
//! against the fake Discord on 127.0.0.1, from `/game new` to the final score table, with a
//! SIGKILL restart in the middle of a 10-second window.
//!
//! The word list is built for the test: every two-letter Polish string is a word and nothing
//! longer is, so a test move's fate under Check is known in advance.

mod support;

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, ResponseKind, SentMessage, WaitTimeout};

/// Wait (without sleeping blindly) until `f` finds something in what the fake recorded.
async fn until<T>(
    fake: &FakeDiscord,
    timeout: Duration,
    f: impl Fn() -> Option<T>,
) -> Result<T, WaitTimeout> {
    fake.wait_until("condition", |_| f(), timeout).await
}

fn command_puts(fake: &FakeDiscord) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count()
}

const ALA: u64 = 7001;
const BOLEK: u64 = 7002;
const WIDZ: u64 = 7003;
const WAIT: Duration = Duration::from_secs(20);

struct Bot {
    child: Child,
}

impl Bot {
    fn start(dir: &Path, fake: &FakeDiscord, run: u32) -> Bot {
        let log = std::fs::File::create(dir.join(format!("bot-{run}.log"))).expect("log file");
        let err = log.try_clone().expect("log file");
        let child = Command::new(env!("CARGO_BIN_EXE_plansza"))
            .current_dir(dir)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", "ODk4.fake.token-for-tests")
            .env(
                "DATABASE_URL",
                format!("sqlite://{}", dir.join("plansza.db").display()),
            )
            .env("DISCORD_PROXY_URL", fake.http_base())
            .env("DISCORD_DEV_GUILD", fake.guild_id().to_string())
            .env("PLANSZA_DICTS", dir.join("dicts"))
            .env("RUST_LOG", "info,plansza=debug")
            .stdout(Stdio::from(log))
            .stderr(Stdio::from(err))
            .spawn()
            .expect("the plansza binary starts");
        Bot { child }
    }

    /// SIGKILL: no chance to flush or say goodbye.
    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn two_letter_lexicon(dir: &Path) {
    let alphabet = plansza::lexicon::Language::Polish.alphabet();
    let letters: Vec<char> = alphabet.letters().map(|l| alphabet.lower(l)).collect();
    let mut words = Vec::new();
    for a in &letters {
        for b in &letters {
            words.push(format!("{a}{b}"));
        }
    }
    let (bytes, _) =
        plansza::lexicon::build_lexicon(plansza::lexicon::Language::Polish, words, |_| {})
            .expect("lexicon builds");
    std::fs::create_dir_all(dir.join("dicts")).expect("dicts dir");
    std::fs::write(dir.join("dicts").join("pl.lex"), bytes).expect("lexicon written");
}

struct Game<'a> {
    fake: &'a FakeDiscord,
    channel: u64,
    guild: u64,
}

fn locale_of(user: u64) -> &'static str {
    if user == BOLEK {
        "pl"
    } else {
        "en-US"
    }
}

impl Game<'_> {
    fn command(&self, user: u64, name: &str, options: Value) -> u64 {
        self.fake.slash_command(
            user,
            self.channel,
            Some(self.guild),
            name,
            options,
            locale_of(user),
        )
    }

    /// The private answer to an interaction (an edited deferral or an ephemeral follow-up).
    async fn answer(&self, interaction: u64) -> String {
        let fake = self.fake;
        until(fake, WAIT, || {
            fake.responses_to(interaction)
                .into_iter()
                .find(|r| {
                    matches!(r.kind, ResponseKind::EditOriginal | ResponseKind::Followup)
                        && !r.content.is_empty()
                })
                .map(|r| {
                    if r.kind == ResponseKind::Followup {
                        assert!(r.ephemeral(), "answers to one person are ephemeral: {r:?}");
                    }
                    r.content
                })
        })
        .await
        .unwrap_or_else(|e| panic!("no answer to interaction {interaction}: {e:?}"))
    }

    fn channel_messages(&self) -> Vec<SentMessage> {
        self.fake.messages_to(self.channel)
    }

    /// Wait for a channel message (after `after` messages) whose content has `needle`.
    async fn message_with(&self, after: usize, needle: &str) -> SentMessage {
        let fake = self.fake;
        let channel = self.channel;
        until(fake, WAIT, || {
            fake.messages_to(channel)
                .into_iter()
                .skip(after)
                .find(|m| m.content.contains(needle))
        })
        .await
        .unwrap_or_else(|e| {
            let all: Vec<String> = self
                .channel_messages()
                .into_iter()
                .map(|m| m.content)
                .collect();
            panic!("no message with {needle:?} after {after}: {e:?}\n{all:#?}")
        })
    }

    fn click(&self, user: u64, message: &SentMessage, action: &str) -> u64 {
        let id = message
            .custom_ids()
            .into_iter()
            .find(|c| c.split(':').nth(2) == Some(action))
            .unwrap_or_else(|| panic!("no {action} button on {message:?}"));
        self.fake
            .click_button_in(user, self.channel, &message.id, &id, locale_of(user))
    }

    /// The player's rack, read from `/rack` (the only place a rack is shown besides DMs).
    async fn rack(&self, user: u64) -> Vec<String> {
        let id = self.command(user, "rack", json!([]));
        let text = self.answer(id).await;
        let bold = text
            .split("**")
            .nth(1)
            .unwrap_or_else(|| panic!("no rack in {text:?}"));
        bold.split_whitespace()
            .map(|t| {
                let letter = t.split('(').next().unwrap_or_default().to_lowercase();
                if letter == "?" {
                    "*a".to_string()
                } else {
                    letter
                }
            })
            .collect()
    }

    async fn play(&self, user: u64, square: &str, letters: usize) -> u64 {
        let rack = self.rack(user).await;
        let word: String = rack.iter().take(letters).cloned().collect();
        let text = format!("{square}{word}");
        self.command(
            user,
            "play",
            json!([{"type": 3, "name": "move", "value": text}]),
        )
    }

    /// Wait until an edit of `message` removed every button.
    async fn buttons_removed(&self, message: &SentMessage) {
        let fake = self.fake;
        until(fake, WAIT, || {
            fake.edits_of(&message.id).into_iter().find(|e| {
                e.json
                    .get("components")
                    .and_then(Value::as_array)
                    .is_some_and(|c| c.is_empty())
            })
        })
        .await
        .unwrap_or_else(|e| panic!("the buttons of {} were not removed: {e:?}", message.id));
    }
}

fn png_ok(m: &SentMessage) {
    let png = m
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".png"))
        .unwrap_or_else(|| panic!("no PNG on {:?}", m.content));
    let img = image::load_from_memory(&png.bytes).expect("the PNG decodes");
    assert!(img.width() > 300 && img.height() > 300);
}

fn next_player(content: &str) -> u64 {
    if content.contains(&format!("Next: **User {ALA}**")) {
        ALA
    } else if content.contains(&format!("Next: **User {BOLEK}**")) {
        BOLEK
    } else {
        panic!("no next player in {content:?}")
    }
}

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
    assert!(g.answer(id).await.contains("literaki"));
    let lobby = g.message_with(0, "Join").await;
    assert_eq!(lobby.custom_ids().len(), 2);
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
    g.click(BOLEK, &lobby, "join");
    // Two presses a few microseconds apart race in any Discord bot (serenity handles each
    // event in its own task); people are slower: wait until the lobby shows Bolek.
    until(&fake, WAIT, || {
        fake.edits_of(&lobby.id).into_iter().find(|e| {
            e.json["content"]
                .as_str()
                .is_some_and(|c| c.contains("User 7002"))
        })
    })
    .await
    .expect("Bolek joins");
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
    let after = g.message_with(seen + 1, "stands").await;
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
    let after = g.message_with(seen + 1, "not in the dictionary").await;
    g.buttons_removed(&window).await;
    assert_eq!(next_player(&after.content), p);

    // 4. P plays a good word; Q checks: the word stands and Q loses the next turn.
    let seen = g.channel_messages().len();
    let id = g.play(p, "H8 .", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    g.click(q, &window, "check");
    let after = g.message_with(seen + 1, "loses their next turn").await;
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
    fake.click_button_in(q, channel, &window.id, &agree, locale_of(q));
    let after = g.message_with(seen + 1, "took the move back").await;
    assert_eq!(next_player(&after.content), p);

    // 6. P plays again and nobody answers: after 10 s the words are checked automatically.
    let seen = g.channel_messages().len();
    let id = g.play(p, "I8 .", 1).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    let after = g.message_with(seen + 1, "checked automatically").await;
    g.buttons_removed(&window).await;
    assert!(after.content.contains("stands"));
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
    let after = g.message_with(seen + 1, "stands").await;
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
    let after = g.message_with(seen + 1, "checked automatically").await;
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
    let last = g.message_with(seen + 1, "Winner").await;
    png_ok(&last);
    assert!(last.content.contains("Everyone passed twice"));
    let id = g.command(ALA, "pass", json!([]));
    assert!(g.answer(id).await.contains("no game"));

    fake.assert_no_unknown_routes();
    fake.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
}

fn png_ok_rack(m: &SentMessage) {
    let png = m
        .attachments
        .iter()
        .find(|a| a.filename == "rack.png")
        .unwrap_or_else(|| panic!("no rack.png on the DM {:?}", m.content));
    image::load_from_memory(&png.bytes).expect("the rack PNG decodes");
}
