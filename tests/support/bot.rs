//! Driving the real `plansza` binary against the fake Discord: start and SIGKILL the bot,
//! type slash commands and press buttons as players, read what the channel and DMs got.
//!
//! The word lists are built for the tests: every two-letter string is a word and nothing
//! longer is, so a move's fate under Check is known in advance.

use super::fake_discord::{FakeDiscord, ResponseKind, SentMessage, WaitTimeout};
use serde_json::{json, Value};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Wait (without sleeping blindly) until `f` finds something in what the fake recorded.
pub async fn until<T>(
    fake: &FakeDiscord,
    timeout: Duration,
    f: impl Fn() -> Option<T>,
) -> Result<T, WaitTimeout> {
    fake.wait_until("condition", |_| f(), timeout).await
}

pub fn command_puts(fake: &FakeDiscord) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count()
}

/// Waits until the bot registered its slash commands in the test guild (it is ready).
pub async fn commands_registered(fake: &FakeDiscord) {
    let guild = fake.guild_id();
    until(fake, Duration::from_secs(60), || {
        Some(fake.registered_commands(Some(guild))).filter(|c| c.len() >= 7)
    })
    .await
    .expect("the bot registers its commands");
}

pub const ALA: u64 = 7001;
pub const BOLEK: u64 = 7002;
pub const WIDZ: u64 = 7003;
pub const WAIT: Duration = Duration::from_secs(20);

pub struct Bot {
    /// The bot process.
    pub child: Child,
}

impl Bot {
    pub fn start(dir: &Path, fake: &FakeDiscord, run: u32) -> Bot {
        Bot::start_with(dir, fake, run, |_| {})
    }

    /// [`Bot::start`] with the command changed first (e.g. its environment).
    pub fn start_with(
        dir: &Path,
        fake: &FakeDiscord,
        run: u32,
        adjust: impl FnOnce(&mut Command),
    ) -> Bot {
        Bot::start_program(env!("CARGO_BIN_EXE_plansza"), dir, fake, run, adjust)
    }

    /// [`Bot::start_with`] for another build of the bot (`program`, e.g. an older one to
    /// compare against).
    pub fn start_program(
        program: &str,
        dir: &Path,
        fake: &FakeDiscord,
        run: u32,
        adjust: impl FnOnce(&mut Command),
    ) -> Bot {
        let log = std::fs::File::create(log_path(dir, run)).expect("log file");
        let err = log.try_clone().expect("log file");
        let mut command = Command::new(program);
        command
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
            // The scripted players act far faster than a person: no cooldown, unless a
            // test sets one.
            .env("PLANSZA_COOLDOWN", "off")
            .stdout(Stdio::from(log))
            .stderr(Stdio::from(err));
        adjust(&mut command);
        let child = command.spawn().expect("the plansza binary starts");
        Bot { child }
    }

    /// Sends SIGTERM and waits up to `within` for the process to end: its exit status, or
    /// `None` while it still runs (the caller's `Drop` then kills it).
    pub async fn terminate(&mut self, within: Duration) -> Option<ExitStatus> {
        self.signal("-TERM");
        self.wait_exit(within).await
    }

    /// Waits up to `within` for the process to end on its own.
    pub async fn wait_exit(&mut self, within: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + within;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(20)).await
                }
                _ => return None,
            }
        }
    }

    /// SIGSTOP: the process stalls where it is (its connections stay open, silent), as a
    /// frozen machine or a paused container does, until [`Bot::resume`].
    pub fn pause(&self) {
        self.signal("-STOP");
    }

    /// SIGCONT: a paused process goes on from where it stalled.
    pub fn resume(&self) {
        self.signal("-CONT");
    }

    fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .args([signal, &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "{signal} was not delivered");
    }

    /// SIGKILL: no chance to flush or say goodbye.
    pub fn kill(mut self) {
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

/// The bot (run 1) against a fake Discord, in a fresh folder with the two-letter word
/// lists. Fields drop in order: the bot before the fake, so serenity never sees the fake go
/// away (it would look for the real gateway).
pub struct Running {
    /// The bot process.
    pub bot: Bot,
    /// The fake Discord.
    pub fake: FakeDiscord,
    /// The bot's folder (database, word lists, log).
    pub dir: tempfile::TempDir,
}

impl Running {
    /// Starts the fake, then the bot.
    pub async fn start() -> Running {
        Running::start_with(|_, _, _| {}).await
    }

    /// Starts the fake, lets `prepare` change the folder, the fake and the bot's command,
    /// then starts the bot.
    pub async fn start_with(prepare: impl FnOnce(&Path, &FakeDiscord, &mut Command)) -> Running {
        let dir = tempfile::tempdir().expect("temp dir");
        two_letter_lexicon(dir.path());
        let fake = FakeDiscord::start().await;
        let bot = Bot::start_with(dir.path(), &fake, 1, |c| prepare(dir.path(), &fake, c));
        Running { bot, fake, dir }
    }

    /// The game in the fake's test channel.
    pub fn game(&self) -> Game<'_> {
        Game {
            fake: &self.fake,
            channel: self.fake.channel_id(),
            guild: self.fake.guild_id(),
        }
    }

    /// What the bot logged so far.
    pub fn log(&self) -> String {
        log_of(self.dir.path(), 1)
    }

    /// Sends SIGTERM: the bot must end within a few seconds (20 s allowed) with exit code 0.
    pub async fn assert_stops_on_sigterm(&mut self) {
        let status = self.bot.terminate(Duration::from_secs(20)).await;
        assert!(
            status.is_some_and(|s| s.success()),
            "exit status {status:?} (None: still running); log:\n{}",
            self.log()
        );
    }
}

/// Where run `run` of the bot logs (stdout and stderr).
pub fn log_path(dir: &Path, run: u32) -> std::path::PathBuf {
    dir.join(format!("bot-{run}.log"))
}

/// What run `run` of the bot logged so far.
pub fn log_of(dir: &Path, run: u32) -> String {
    std::fs::read_to_string(log_path(dir, run)).unwrap_or_default()
}

pub fn two_letter_lexicon(dir: &Path) {
    for language in [
        plansza::lexicon::Language::Polish,
        plansza::lexicon::Language::English,
        plansza::lexicon::Language::Russian,
        plansza::lexicon::Language::German,
    ] {
        two_letter_lexicon_of(dir, language);
    }
}

/// Every two-letter word of one language, as `<code>.lex`.
pub fn two_letter_lexicon_of(dir: &Path, language: plansza::lexicon::Language) {
    let alphabet = language.alphabet();
    let letters: Vec<char> = alphabet.letters().map(|l| alphabet.lower(l)).collect();
    let mut words = Vec::new();
    for a in &letters {
        for b in &letters {
            words.push(format!("{a}{b}"));
        }
    }
    let (bytes, _) =
        plansza::lexicon::build_lexicon(language, words, |_| {}).expect("lexicon builds");
    std::fs::create_dir_all(dir.join("dicts")).expect("dicts dir");
    std::fs::write(
        dir.join("dicts").join(format!("{}.lex", language.code())),
        bytes,
    )
    .expect("lexicon written");
}

pub struct Game<'a> {
    /// The fake.
    pub fake: &'a FakeDiscord,
    /// The channel of the game.
    pub channel: u64,
    /// Its server.
    pub guild: u64,
}

pub fn locale_of(user: u64) -> &'static str {
    if user == BOLEK {
        "pl"
    } else {
        "en-US"
    }
}

impl Game<'_> {
    /// A rated game's first word: Ala and Bolek start a Literaki game, the player to move
    /// (P) lays a word at 8H, the other (Q) accepts it. Returns `(P, Q, seen)`, `seen` the
    /// channel's messages before P's word.
    pub async fn first_word_stands(&self) -> (u64, u64, usize) {
        let board = self.two_players_start().await;
        let p = next_player(&board.content);
        let q = if p == ALA { BOLEK } else { ALA };
        let seen = self.channel_messages().len();
        let id = self.play(p, "8H ", 2).await;
        self.answer(id).await;
        let window = self.message_with(seen, "Accept").await;
        self.click(q, &window, "accept");
        self.message_with(seen, "stands").await;
        (p, q, seen)
    }

    /// Ala opens a Literaki table, Bolek joins, Ala starts: the first board post.
    pub async fn two_players_start(&self) -> SentMessage {
        let id = self.command(
            ALA,
            "game",
            json!([{"type": 1, "name": "new", "options": [{"type": 3, "name": "variant", "value": "literaki"}]}]),
        );
        self.answer(id).await;
        let lobby = self.message_with(0, "Join").await;
        self.join(BOLEK, &lobby).await;
        let seen = self.channel_messages().len();
        self.click(ALA, &lobby, "start");
        self.message_with(seen, "Next:").await
    }

    /// Ala opens a game of `variant` against the computer of `level` and starts it; when
    /// she has the first move she passes, so it is the computer's turn. Returns how many
    /// messages the channel had then.
    pub async fn computer_to_move(&self, variant: &str, level: &str) -> usize {
        let seen = self.channel_messages().len();
        let id = self.command(
            ALA,
            "game",
            json!([{"type": 1, "name": "new", "options": [
                {"type": 3, "name": "variant", "value": variant},
                {"type": 3, "name": "computer", "value": level}
            ]}]),
        );
        self.answer(id).await;
        let lobby = self.message_with(seen, "Join").await;
        let seen = self.channel_messages().len();
        self.click(ALA, &lobby, "start");
        let board = self.message_with(seen, "Next:").await;
        if board.content.contains(&format!("Next: **User {ALA}**")) {
            let id = self.command(ALA, "pass", json!([]));
            self.answer(id).await;
        }
        self.channel_messages().len()
    }

    /// Where the channel's game is played now: its newest thread that is not archived (a
    /// game plays in its own thread), else the channel itself.
    pub fn here(&self) -> u64 {
        self.fake
            .threads_of(self.channel)
            .into_iter()
            .rev()
            .find(|t| t["thread_metadata"]["archived"] != true)
            .and_then(|t| t["id"].as_str().and_then(|i| i.parse().ok()))
            .unwrap_or(self.channel)
    }

    /// A slash command typed where the game is played now ([`Game::here`]); `/game new` is
    /// typed in the channel itself.
    pub fn command(&self, user: u64, name: &str, options: Value) -> u64 {
        let opens = name == "game" && options.to_string().contains(r#""name":"new""#);
        let channel = if opens { self.channel } else { self.here() };
        self.fake.slash_command(
            user,
            channel,
            Some(self.guild),
            name,
            options,
            locale_of(user),
        )
    }

    /// The private answer to an interaction (an edited deferral or an ephemeral follow-up).
    pub async fn answer(&self, interaction: u64) -> String {
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

    /// The text of the first answer to an interaction, however it was sent (a direct
    /// response, an edited deferral or a follow-up).
    pub async fn any_answer(&self, interaction: u64) -> String {
        let fake = self.fake;
        until(fake, WAIT, || {
            fake.responses_to(interaction)
                .into_iter()
                .find(|r| !r.content.is_empty())
                .map(|r| r.content)
        })
        .await
        .unwrap_or_else(|e| panic!("no answer to interaction {interaction}: {e:?}"))
    }

    /// The channel's messages as a reader sees them now (edits applied: a settled move's
    /// window shows its outcome).
    /// The messages of the channel and of the games' threads started in it, in the order
    /// they were posted.
    pub fn channel_messages(&self) -> Vec<SentMessage> {
        shown_here(self.fake, self.channel)
    }

    /// Wait for a channel message (after `after` messages) whose content, as shown now, has
    /// `needle`.
    pub async fn message_with(&self, after: usize, needle: &str) -> SentMessage {
        let fake = self.fake;
        let channel = self.channel;
        until(fake, WAIT, || {
            shown_here(fake, channel)
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

    /// `user` presses Join on the lobby, and we wait until the lobby shows them. Two presses
    /// a few microseconds apart race in any Discord bot (serenity handles each event in its
    /// own task); people are slower.
    pub async fn join(&self, user: u64, lobby: &SentMessage) {
        self.click(user, lobby, "join");
        let fake = self.fake;
        let name = format!("User {user}");
        until(fake, WAIT, || {
            fake.edits_of(&lobby.id)
                .into_iter()
                .find(|e| super::fake_discord::readable(&e.json).contains(&name))
        })
        .await
        .unwrap_or_else(|e| panic!("{name} never shows in the lobby: {e:?}"));
    }

    pub fn click(&self, user: u64, message: &SentMessage, action: &str) -> u64 {
        let id = message
            .custom_ids()
            .into_iter()
            .find(|c| c.split(':').nth(2) == Some(action))
            .unwrap_or_else(|| panic!("no {action} button on {message:?}"));
        self.fake
            .click_button_in(user, channel_of(message), &message.id, &id, locale_of(user))
    }

    /// The player's rack, read from `/rack` (the only place a rack is shown besides DMs).
    pub async fn rack(&self, user: u64) -> Vec<String> {
        let id = self.command(user, "rack", json!([]));
        let text = self.answer(id).await;
        let bold = text
            .split("**")
            .nth(1)
            .unwrap_or_else(|| panic!("no rack in {text:?}"));
        let letters: Vec<String> = bold
            .split_whitespace()
            .map(|t| t.split('(').next().unwrap_or_default().to_lowercase())
            .collect();
        // A blank is written `*x` with a letter of the game's own alphabet.
        let cyrillic = letters
            .iter()
            .any(|l| l.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)));
        let blank = if cyrillic { "*а" } else { "*a" };
        letters
            .into_iter()
            .map(|l| if l == "?" { blank.to_string() } else { l })
            .collect()
    }

    pub async fn play(&self, user: u64, square: &str, letters: usize) -> u64 {
        let rack = self.rack(user).await;
        let word: String = rack.iter().take(letters).cloned().collect();
        let text = format!("{square}{word}");
        self.command(
            user,
            "play",
            json!([{"type": 3, "name": "move", "value": text}]),
        )
    }

    /// Wait until an edit of `message` took off every button it was posted with (a lobby
    /// that started, a window that settled: its message may carry the next turn's controls).
    pub async fn buttons_removed(&self, message: &SentMessage) {
        let fake = self.fake;
        let posted_with = message.custom_ids();
        until(fake, WAIT, || {
            fake.edits_of(&message.id).into_iter().find(|e| {
                e.json
                    .get("components")
                    .is_some_and(|c| support_ids(c).iter().all(|id| !posted_with.contains(id)))
            })
        })
        .await
        .unwrap_or_else(|e| panic!("the buttons of {} were not removed: {e:?}", message.id));
    }
}

/// The channel a message was posted in (a game's thread, or the channel).
pub fn channel_of(message: &SentMessage) -> u64 {
    message.channel_id.parse().unwrap_or_default()
}

/// The messages shown in `channel` and in the threads started from its messages, in the
/// order they were posted (ids grow with time).
pub fn shown_here(fake: &FakeDiscord, channel: u64) -> Vec<SentMessage> {
    let mut shown = fake.shown_in(channel);
    for thread in fake.threads_of(channel) {
        if let Some(id) = thread["id"].as_str().and_then(|i| i.parse().ok()) {
            shown.extend(fake.shown_in(id));
        }
    }
    shown.sort_by_key(|m| m.id.parse::<u64>().unwrap_or_default());
    shown
}

fn support_ids(components: &Value) -> Vec<String> {
    super::fake_discord::custom_ids(components)
}

pub fn png_ok(m: &SentMessage) {
    let png = m
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".png"))
        .unwrap_or_else(|| panic!("no PNG on {:?}", m.content));
    let img = image::load_from_memory(&png.bytes).expect("the PNG decodes");
    assert!(img.width() > 300 && img.height() > 300);
}

pub fn next_player(content: &str) -> u64 {
    if content.contains(&format!("Next: **User {ALA}**")) {
        ALA
    } else if content.contains(&format!("Next: **User {BOLEK}**")) {
        BOLEK
    } else {
        panic!("no next player in {content:?}")
    }
}

/// The rack PNG of a DM decodes.
pub fn png_ok_rack(m: &SentMessage) {
    let png = m
        .attachments
        .iter()
        .find(|a| a.filename == "rack.png")
        .unwrap_or_else(|| panic!("no rack.png on the DM {:?}", m.content));
    image::load_from_memory(&png.bytes).expect("the rack PNG decodes");
}
