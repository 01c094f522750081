//! The load harness (issue 12, "Measured"): the real release `plansza` binary against the
//! fake Discord of `tests/support`, with C two-player Literaki games played at once by
//! scripted players, and what a community's operator wants to know about it:
//! interactions/s, settled turns/s, acknowledgement latency (p50/p99/max, and how many missed
//! Discord's 3 s deadline), command-to-board-posted latency, the bot's CPU per settled turn
//! (and the whole machine's, fake included), and the bot's RSS at start, after opening the
//! games and over a soak.
//!
//! ```text
//! cargo bench --bench load                       # 50 games, 60 s
//! LOAD_GAMES=200 LOAD_SECS=60 cargo bench --bench load
//! LOAD_GAMES=50 LOAD_SOAK_SECS=600 cargo bench --bench load
//! LOAD_BOT=/path/to/older/plansza cargo bench --bench load   # measure another build
//! LOAD_WEB=1 LOAD_GAMES=200 cargo bench --bench load    # and every game watched on its page
//! LOAD_THINK_MS=1000 cargo bench --bench load           # players think a second a move
//! LOAD_COMPUTER=expert LOAD_GAMES=20 cargo bench --bench load  # a person against the expert
//! ```
//!
//! The scripted play of one game: `/game new variant:literaki` in its own channel, a second
//! player joins, the first starts (the game moves into a thread); then turns: real words (every
//! two-letter string is a word in the run's word lists, nothing longer is) and phonies (three
//! letters), the opponent pressing Accept or Check, exchanges, passes, `/rack` now and then, a
//! spectator pressing an old window's button. After [`TURNS_PER_GAME`] turns the players pass
//! until the game ends, and a new game opens in the channel, so the load stays steady.
//!
//! With `LOAD_COMPUTER` set, each table is one scripted person against the bot's computer
//! (see `computer.rs`): the person answers the computer's windows (Accept, Check now and
//! then), and during each computer move, after its pause and every 2-4 s while it lasts,
//! sends `/rack` or a spectator presses an old button: the acknowledgements of the channel
//! whose computer is thinking.
//!
//! The harness talks to 127.0.0.1 only; the bot's Discord traffic goes to the fake
//! (`DISCORD_PROXY_URL`), as in the end-to-end tests.

#[path = "../../tests/support/mod.rs"]
mod support;

mod computer;
mod figures;
mod web;

use computer::{Opponent, PAUSE};
use figures::{Figures, Machine};
use rand::{rngs::StdRng, Rng, SeedableRng};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};
use support::bot::{two_letter_lexicon, Bot};
use support::fake_discord::{custom_ids, readable, FakeDiscord, Recorded};

/// Turns a game plays before its players pass it to its end.
const TURNS_PER_GAME: u32 = 24;
/// Discord's deadline for acknowledging an interaction.
const ACK_DEADLINE: Duration = Duration::from_secs(3);
/// An action the bot did not react to within this long is made again (or given up).
const PATIENCE: Duration = Duration::from_secs(20);
/// Against the computer, a table's work waits behind the computers' thinking on the bot's
/// two table-work threads (at 100 expert games, a minute and more): its players wait longer.
const PATIENCE_AGAINST_COMPUTER: Duration = Duration::from_secs(180);
/// Board size of Literaki.
const SIZE: i32 = 15;

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; other arguments (a filter) do not apply here.
    let games = env_or("LOAD_GAMES", 50) as usize;
    let secs = env_or("LOAD_SECS", 60);
    let soak = env_or("LOAD_SOAK_SECS", 0);
    let seed = env_or("LOAD_SEED", 1);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(run(games, secs, soak, seed));
}

/// A square of the board: (row, column), from 0.
type Square = (i32, i32);

/// A move: as typed after `/play`, and the tiles it lays.
type Laying = (String, Vec<(Square, String)>);

/// What a game is waiting for.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Phase {
    /// No game: one is opened (after `since` plus a short pause).
    Idle,
    /// `/game new` sent; waiting for the lobby.
    Opening,
    /// The joiner clicked Join; waiting for the lobby to show them.
    Joining,
    /// The opener clicked Start; waiting for the thread and the first "Next:".
    Starting,
    /// Playing in the thread.
    Playing,
}

/// A move the mover made and what its opponent will answer.
#[derive(Debug, Clone)]
struct Played {
    /// The squares and letters laid.
    tiles: Vec<(Square, String)>,
    /// True when every word it makes is in the word lists.
    real: bool,
    /// The opponent presses Check (else Accept).
    check: bool,
    /// The seat that moved.
    seat: usize,
    /// Its rack before the move (what it has again when the move goes back).
    rack: Vec<String>,
}

/// One channel's games, as the scripted players see them.
struct Table {
    channel: u64,
    users: [u64; 2],
    spectator: u64,
    phase: Phase,
    since: Instant,
    thread: Option<u64>,
    lobby: Option<String>,
    /// The seat to move, from the newest "Next:" message.
    next: Option<usize>,
    /// Id of the newest "Next:" message.
    last_next: Option<String>,
    /// What the players did for the newest turn or window (`None`: nothing yet).
    acted_on: Option<String>,
    /// Each seat's rack from their newest DM; `None` while a new one is owed.
    racks: [Option<Vec<String>>; 2],
    /// The letters on the board.
    board: HashMap<Square, String>,
    /// The open window (message id, its Accept and Check custom ids).
    window: Option<(String, String, String)>,
    /// A button of a window that closed (for a spectator's stale click).
    stale: Option<(String, String)>,
    /// The move waiting in a window.
    played: Option<Played>,
    /// When the newest action was sent, for the latency to the board it brings.
    board_due: Option<Instant>,
    turns: u32,
    /// Exchanges each seat made this game (Literaki allows three a game).
    exchanges: [u32; 2],
    /// The interaction of the mover's newest action (a refusal answers it).
    turn_interaction: Option<u64>,
    /// When the open window was answered, for the latency to its page's update.
    web_due: Option<Instant>,
    /// Against the computer: when its turn began (its "Next:" post), until its move is posted.
    computer_turn: Option<Instant>,
    /// When, into the computer's turn, the channel is asked something next.
    probe_at: Option<Duration>,
    rng: StdRng,
}

impl Table {
    fn reset(&mut self, now: Instant) {
        self.phase = Phase::Idle;
        self.since = now;
        self.thread = None;
        self.lobby = None;
        self.next = None;
        self.last_next = None;
        self.acted_on = None;
        self.racks = [None, None];
        self.board.clear();
        self.window = None;
        self.stale = None;
        self.played = None;
        self.board_due = None;
        self.turns = 0;
        self.exchanges = [0, 0];
        self.turn_interaction = None;
        self.web_due = None;
        self.computer_turn = None;
        self.probe_at = None;
    }
}

/// Everything the harness knows and counts.
struct Harness<'a> {
    fake: &'a FakeDiscord,
    guild: u64,
    tables: Vec<Table>,
    /// Channel or thread id -> table index.
    places: HashMap<u64, usize>,
    /// DM channel id -> (table index, seat).
    dms: HashMap<u64, (usize, usize)>,
    /// Interaction id -> when it was sent.
    issued: HashMap<u64, Instant>,
    figures: Figures,
    /// The games' spectators on their pages (`LOAD_WEB`), and what they measured.
    spectators: Option<web::Spectators>,
    web: web::WebFigures,
    /// How long the players think before each move or window answer.
    think: Duration,
    /// `LOAD_COMPUTER`: the computer each table's person plays against.
    opponent: Option<Opponent>,
    /// Interactions sent in a channel while its computer was thinking.
    thinking_sent: HashSet<u64>,
    /// `/rack` sent while the channel's computer was thinking, for the time to its answer.
    probes: HashMap<u64, Instant>,
}

async fn run(games: usize, secs: u64, soak: u64, seed: u64) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    two_letter_lexicon(dir.path());
    let opponent = Opponent::from_env(dir.path());
    let fake = FakeDiscord::start_lean().await;
    let mut events = fake.subscribe();
    // LOAD_BOT: another build of the bot to measure (e.g. main's, kept aside, for a
    // before/after comparison in the same session).
    let program =
        std::env::var("LOAD_BOT").unwrap_or_else(|_| env!("CARGO_BIN_EXE_plansza").to_string());
    println!("bot: {program}");
    // The bot's own counters, read before and after the measured phase.
    let metrics_addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port on 127.0.0.1");
    // LOAD_WEB: the bot serves the games' pages, and the harness watches every game there.
    let web_addr = std::env::var_os("LOAD_WEB").map(|_| {
        std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port on 127.0.0.1")
    });
    let computer_log = opponent.is_some();
    let mut bot = Bot::start_program(&program, dir.path(), &fake, 1, |c| {
        // Against the computer, its moves' cost is logged (debug, by the channel's timers).
        let log = if computer_log {
            "warn,plansza::service::channel::timers=debug"
        } else {
            "warn"
        };
        c.env("RUST_LOG", log);
        c.env("METRICS_ADDR", metrics_addr.to_string());
        if let Some(addr) = web_addr {
            c.env("WEB_ADDR", addr.to_string());
            c.env("PUBLIC_URL", format!("http://{addr}"));
        }
        // The scripted players act with no think time, far faster than the per-person
        // cooldown lets a human: measured without it.
        c.env("PLANSZA_COOLDOWN", "off");
    });
    let pid = bot.child.id();
    let guild = fake.guild_id();
    let ready = Instant::now();
    while fake.registered_commands(Some(guild)).len() < 7 {
        assert!(
            ready.elapsed() < Duration::from_secs(60),
            "the bot did not register its commands; log: {}",
            dir.path().display()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let machine = Machine::new(pid);
    let rss_start = machine.sample().rss_kb;

    let now = Instant::now();
    let mut harness = Harness {
        fake: &fake,
        guild,
        tables: Vec::new(),
        places: HashMap::new(),
        dms: HashMap::new(),
        issued: HashMap::new(),
        figures: Figures::default(),
        spectators: web_addr.map(|a| web::Spectators::new(format!("http://{a}"))),
        web: web::WebFigures::default(),
        think: Duration::from_millis(env_or("LOAD_THINK_MS", 0)),
        opponent,
        thinking_sent: HashSet::new(),
        probes: HashMap::new(),
    };
    for i in 0..games {
        let channel = fake.new_channel(guild);
        let users = [fake.new_id(), fake.new_id()];
        for (seat, user) in users.iter().enumerate() {
            harness.dms.insert(fake.dm_channel_of(*user), (i, seat));
        }
        harness.places.insert(channel, i);
        harness.tables.push(Table {
            channel,
            users,
            spectator: fake.new_id(),
            phase: Phase::Idle,
            since: now,
            thread: None,
            lobby: None,
            next: None,
            last_next: None,
            acted_on: None,
            racks: [None, None],
            board: HashMap::new(),
            window: None,
            stale: None,
            played: None,
            board_due: None,
            turns: 0,
            exchanges: [0, 0],
            turn_interaction: None,
            web_due: None,
            computer_turn: None,
            probe_at: None,
            rng: StdRng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(i as u64)),
        });
    }

    // Opening: every game reaches its first turn (or a minute passes).
    let opening = Instant::now();
    let mut tick = tokio::time::interval(Duration::from_millis(50));
    while opening.elapsed() < Duration::from_secs(60 + games as u64 / 10)
        && harness
            .tables
            .iter()
            .any(|t| t.phase != Phase::Playing || t.next.is_none())
    {
        step(&mut harness, &mut events, &mut tick).await;
    }
    let opened = harness
        .tables
        .iter()
        .filter(|t| t.phase == Phase::Playing)
        .count();
    let open_secs = opening.elapsed().as_secs_f64();
    let rss_open = machine.sample().rss_kb;

    // A short warm-up, then the measured phase.
    let warm = Instant::now();
    while warm.elapsed() < Duration::from_secs(5) {
        step(&mut harness, &mut events, &mut tick).await;
    }
    harness.figures = Figures::default();
    harness.web = web::WebFigures::default();
    if let Some(spectators) = &harness.spectators {
        let threads = harness.tables.iter().filter_map(|t| t.thread).collect();
        spectators.ask_pages(threads, Instant::now() + Duration::from_secs(secs));
    }
    let counters_before = figures::BotCounters::read(metrics_addr);
    let log_path = dir.path().join("bot-1.log");
    let log_from = std::fs::metadata(&log_path).map_or(0, |m| m.len());
    let before = machine.sample();
    let measured = Instant::now();
    while measured.elapsed() < Duration::from_secs(secs) {
        step(&mut harness, &mut events, &mut tick).await;
    }
    let after = machine.sample();
    let counters_after = figures::BotCounters::read(metrics_addr);
    harness.count_unacknowledged(Instant::now());
    let elapsed = measured.elapsed().as_secs_f64();

    match &harness.opponent {
        Some(o) => println!(
            "\nplansza load: {games} games of Literaki, a person against the {} computer \
             (Polish word list), {secs} s measured (seed {seed})",
            o.strength.name()
        ),
        None => println!(
            "\nplansza load: {games} games of two-player Literaki, {secs} s measured (seed {seed})"
        ),
    }
    println!("opening: {opened}/{games} games reached their first turn in {open_secs:.1} s");
    harness
        .figures
        .report(elapsed, &before, &after, rss_start, rss_open);
    match (counters_before, counters_after) {
        (Some(b), Some(a)) => a.report(&b, harness.figures.turns),
        _ => println!("bot counters: its /metrics did not answer"),
    }
    if harness.opponent.is_some() {
        let waiting = harness
            .tables
            .iter()
            .filter_map(|t| t.computer_turn)
            .map(|at| Instant::now().duration_since(at))
            .collect();
        let logged = figures::ComputerMoves::read(&log_path, log_from);
        harness
            .figures
            .report_computer(&logged, waiting, &before, &after);
    }
    if let Some(spectators) = &harness.spectators {
        let playing = harness.tables.iter().find_map(|t| t.thread);
        let weight = match playing {
            Some(thread) => spectators.page_weight(thread).await,
            None => None,
        };
        harness.web.report(weight);
    }

    if soak > 0 {
        let mut samples: Vec<(f64, u64)> = Vec::new();
        let soaking = Instant::now();
        let mut next_sample = Duration::ZERO;
        while soaking.elapsed() < Duration::from_secs(soak) {
            if soaking.elapsed() >= next_sample {
                samples.push((soaking.elapsed().as_secs_f64(), machine.sample().rss_kb));
                next_sample += Duration::from_secs(30);
            }
            step(&mut harness, &mut events, &mut tick).await;
        }
        samples.push((soaking.elapsed().as_secs_f64(), machine.sample().rss_kb));
        figures::report_soak(&samples, soak);
        println!(
            "soak: {} turns settled, {} games finished, {} acks missed the 3 s deadline",
            harness.figures.turns, harness.figures.games_finished, harness.figures.missed
        );
    }

    let status = bot.terminate(Duration::from_secs(30)).await;
    println!(
        "the bot stopped on SIGTERM: {}",
        status.map_or("no (killed)".to_string(), |s| s.to_string())
    );
    let log = std::fs::read_to_string(dir.path().join("bot-1.log")).unwrap_or_default();
    let warnings: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("WARN") || l.contains("ERROR"))
        .collect();
    println!("bot log: {} warnings or errors", warnings.len());
    for line in warnings.iter().take(10) {
        println!("  {line}");
    }
}

/// One step: every event that arrived, then whatever the tables should do now.
async fn step(
    harness: &mut Harness<'_>,
    events: &mut tokio::sync::mpsc::UnboundedReceiver<Recorded>,
    tick: &mut tokio::time::Interval,
) {
    tokio::select! {
        got = events.recv() => {
            if let Some(record) = got {
                harness.see(&record);
                while let Ok(record) = events.try_recv() {
                    harness.see(&record);
                }
            }
        }
        _ = tick.tick() => {}
    }
    harness.see_pages();
    let now = Instant::now();
    for i in 0..harness.tables.len() {
        harness.act(i, now);
    }
}

impl Harness<'_> {
    /// What the spectators saw on the games' pages since the last step.
    fn see_pages(&mut self) {
        let Some(spectators) = &mut self.spectators else {
            return;
        };
        let mut seen = Vec::new();
        while let Ok(s) = spectators.rx.try_recv() {
            seen.push(s);
        }
        for s in seen {
            let (places, tables) = (&self.places, &mut self.tables);
            self.web.see(s, |place| {
                places.get(&place).and_then(|&i| tables[i].web_due.take())
            });
        }
    }

    /// What one request of the bot tells the scripted players (and the figures).
    fn see(&mut self, r: &Recorded) {
        if std::env::var_os("LOAD_TRACE").is_some() {
            println!(
                "{:>7.3} {} {} {} {:?} {:?}",
                t0().elapsed().as_secs_f64(),
                r.method,
                r.path,
                r.status,
                readable(&r.json),
                r.json.get("components").map(custom_ids)
            );
        }
        if r.ok() {
            let files = r.attachments.iter();
            self.figures
                .uploaded(files.map(|a| (a.filename.as_str(), a.size)));
        }
        let segs: Vec<&str> = r.path.trim_start_matches('/').split('/').collect();
        match (r.method.as_str(), segs.as_slice()) {
            ("POST", ["interactions", id, token, "callback"]) => {
                let id = id.parse().unwrap_or(0);
                if let Some(sent) = self.issued.remove(&id) {
                    let waited = r.at.saturating_duration_since(sent);
                    self.figures.ack(waited, waited > ACK_DEADLINE || !r.ok());
                    if self.thinking_sent.remove(&id) {
                        self.figures.thinking_acks.push(waited);
                    }
                }
                // A click's window update (type 7) changes the clicked message.
                if r.json["type"] == 7 {
                    if let (Some(place), Some(id)) = (channel_of_token(token), &r.message_id) {
                        self.message(place, id, &r.json["data"], r);
                    }
                }
            }
            ("POST", ["channels", place, "messages"]) if r.ok() => {
                let Ok(place) = place.parse::<u64>() else {
                    return;
                };
                if let Some(&(table, seat)) = self.dms.get(&place) {
                    self.rack_dm(table, seat, &r.json);
                } else if let Some(id) = &r.message_id {
                    self.message(place, id, &r.json, r);
                }
            }
            ("PATCH", ["channels", place, "messages", id]) if r.ok() => {
                if let Ok(place) = place.parse::<u64>() {
                    self.message(place, id, &r.json, r);
                }
            }
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                let id = token.rsplit('.').next().and_then(|i| i.parse::<u64>().ok());
                if let Some(sent) = id.and_then(|id| self.probes.remove(&id)) {
                    let waited = r.at.saturating_duration_since(sent);
                    self.figures.thinking_answers.push(waited);
                }
                self.answer(token, &readable(&r.json));
            }
            ("POST", ["channels", parent, "messages", _, "threads"]) if r.ok() => {
                let parent = parent.parse::<u64>().ok();
                let thread = r.response["id"]
                    .as_str()
                    .and_then(|t| t.parse::<u64>().ok());
                if let (Some(parent), Some(thread)) = (parent, thread) {
                    if let Some(&i) = self.places.get(&parent) {
                        self.places.insert(thread, i);
                        self.tables[i].thread = Some(thread);
                        if let Some(spectators) = &self.spectators {
                            spectators.follow(thread);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// A post or an edit of a message in a game's channel or thread.
    fn message(&mut self, place: u64, id: &str, body: &Value, r: &Recorded) {
        let Some(&i) = self.places.get(&place) else {
            return;
        };
        let has_board = r
            .attachments
            .iter()
            .any(|a| a.content_type == "image/png" && a.filename.starts_with("board"));
        let now = Instant::now();
        let t = &mut self.tables[i];
        // A settled window's message keeps the picture it was posted with when the move
        // stands as drawn: the board is shown once its edit says who is next.
        let settled_here =
            t.window.as_ref().is_some_and(|w| w.0 == id) && readable(body).contains("Next:");
        if has_board || settled_here {
            if let Some(due) = t.board_due.take() {
                self.figures.board(r.at.saturating_duration_since(due));
            }
        }
        if r.attachments.iter().any(|a| a.filename == "replay.gif") {
            self.figures.games_finished += 1;
            // The turn that ended the game settled too.
            self.figures.turns += 1;
            let stale = t.stale.clone();
            t.reset(now);
            t.stale = stale;
            return;
        }
        let ids = body.get("components").map(custom_ids);
        let action = |c: &String| c.split(':').nth(2).map(str::to_string);
        let content = readable(body);
        if let Some(ids) = &ids {
            let lobby = ids.iter().any(|c| action(c).as_deref() == Some("join"));
            if lobby && self.opponent.is_some() {
                // Against the computer: its opener presses Add computer, then Start.
                t.lobby = Some(id.to_string());
                let seated = content.contains("🤖");
                let press = match t.phase {
                    Phase::Opening if !seated => Some((Phase::Joining, "cpu")),
                    Phase::Joining if seated => Some((Phase::Starting, "start")),
                    _ => None,
                };
                let button = press.and_then(|(phase, wanted)| {
                    let found = ids.iter().find(|c| action(c).as_deref() == Some(wanted));
                    found.map(|b| (phase, b.clone()))
                });
                if let Some((phase, button)) = button {
                    t.phase = phase;
                    t.since = now;
                    let (opener, id) = (t.users[0], id.to_string());
                    self.click(opener, place, &id, &button);
                }
                return;
            }
            if lobby {
                t.lobby = Some(id.to_string());
                let joiner = t.users[1];
                if t.phase == Phase::Opening && !content.contains(&format!("User {joiner}")) {
                    t.phase = Phase::Joining;
                    t.since = now;
                    let join = ids.iter().find(|c| action(c).as_deref() == Some("join"));
                    if let Some(join) = join.cloned() {
                        let id = id.to_string();
                        self.click(joiner, place, &id, &join);
                    }
                } else if t.phase == Phase::Joining && content.contains(&format!("User {joiner}")) {
                    let start = ids.iter().find(|c| action(c).as_deref() == Some("start"));
                    if let Some(start) = start.cloned() {
                        let t = &mut self.tables[i];
                        t.phase = Phase::Starting;
                        t.since = now;
                        let opener = t.users[0];
                        let id = id.to_string();
                        self.click(opener, place, &id, &start);
                    }
                }
                return;
            }
            let accept = ids.iter().find(|c| action(c).as_deref() == Some("accept"));
            let check = ids.iter().find(|c| action(c).as_deref() == Some("check"));
            if let (Some(accept), Some(check)) = (accept, check) {
                t.window = Some((id.to_string(), accept.clone(), check.clone()));
                // Against the computer: its move posted ends its turn's thinking.
                if let Some(began) = t.computer_turn.take() {
                    self.figures
                        .computer_turn(r.at.saturating_duration_since(began));
                    t.since = now;
                }
            } else if t.window.as_ref().is_some_and(|w| w.0 == id) {
                // The window closed: its buttons went.
                if let Some((wid, accept, _)) = t.window.take() {
                    t.stale = Some((wid, accept));
                }
            }
        }
        if Some(place) != t.thread {
            return;
        }
        let next = if self.opponent.is_some() {
            // The person is seat 0 here, the computer seat 1.
            let person = format!("Next: **User {}**", t.users[0]);
            if content.contains(&person) {
                Some(0)
            } else {
                content.contains("Next: **🤖").then_some(1)
            }
        } else {
            t.users
                .iter()
                .position(|u| content.contains(&format!("Next: **User {u}**")))
        };
        let Some(next) = next else {
            return;
        };
        if t.last_next.as_deref() == Some(id) {
            return;
        }
        if self.opponent.is_some() {
            // The computer's turn ends (an exchange or a pass, no window), or begins.
            if let Some(began) = t.computer_turn.take() {
                self.figures
                    .computer_turn(r.at.saturating_duration_since(began));
            }
            if next == 1 {
                t.computer_turn = Some(r.at);
                let probe = PAUSE + Duration::from_millis(t.rng.gen_range(100..900));
                t.probe_at = Some(probe);
            }
        }
        if t.phase == Phase::Starting {
            t.phase = Phase::Playing;
        }
        if t.last_next.is_some() {
            self.figures.turns += 1;
            t.turns += 1;
        }
        t.last_next = Some(id.to_string());
        t.next = Some(next);
        t.acted_on = None;
        t.window = None;
        t.since = now;
        // The move in the window is settled: it stood, or went back to its rack.
        if let Some(p) = t.played.take() {
            if !p.check || p.real {
                for (square, letter) in &p.tiles {
                    t.board.insert(*square, letter.clone());
                }
            } else if t.racks[p.seat].is_none() {
                t.racks[p.seat] = Some(p.rack);
            }
        }
    }

    /// The private answer to an interaction: a refused turn (a move the bot did not take,
    /// no exchanges left) is made again as a pass at once.
    fn answer(&mut self, token: &str, content: &str) {
        let (Some(place), Some(id)) = (
            channel_of_token(token),
            token.rsplit('.').next().and_then(|i| i.parse::<u64>().ok()),
        ) else {
            return;
        };
        let Some(&i) = self.places.get(&place) else {
            return;
        };
        let t = &mut self.tables[i];
        if t.turn_interaction != Some(id) || t.phase != Phase::Playing {
            return;
        }
        let taken = ["You played", "You exchanged", "Done"]
            .iter()
            .any(|ok| content.contains(ok));
        if taken {
            return;
        }
        self.figures.refused += 1;
        let Some(seat) = t.next else {
            return;
        };
        if let Some(p) = t.played.take() {
            t.racks[p.seat] = Some(p.rack);
        }
        t.turn_interaction = None;
        let user = t.users[seat];
        self.command(user, place, "pass", json!([]));
    }

    /// A rack DM: `... **A B C** ...`.
    fn rack_dm(&mut self, table: usize, seat: usize, body: &Value) {
        let content = readable(body);
        let Some(bold) = content.split("**").nth(1) else {
            return;
        };
        let rack: Vec<String> = bold
            .split_whitespace()
            .map(|t| t.split('(').next().unwrap_or_default().to_lowercase())
            .collect();
        self.tables[table].racks[seat] = Some(rack);
    }

    /// Sends a click and remembers when.
    fn click(&mut self, user: u64, place: u64, message: &str, custom_id: &str) {
        let id = self
            .fake
            .click_button_in(user, place, message, custom_id, "en-US");
        self.sent(id, place, || {
            format!("click {custom_id} by {user} in {place}")
        });
    }

    /// Sends a slash command and remembers when.
    fn command(&mut self, user: u64, place: u64, name: &str, options: Value) -> u64 {
        let what = || format!("/{name} {options} by {user} in {place}");
        let traced = std::env::var_os("LOAD_TRACE").is_some().then(what);
        let id = self
            .fake
            .slash_command(user, place, Some(self.guild), name, options, "en-US");
        self.sent(id, place, || traced.unwrap_or_default());
        id
    }

    /// Remembers when interaction `id` was sent in `place`, and whether that place's
    /// computer was thinking then; with `LOAD_TRACE` set, prints `what` it was.
    fn sent(&mut self, id: u64, place: u64, what: impl FnOnce() -> String) {
        if std::env::var_os("LOAD_TRACE").is_some() {
            println!("{:>7.3} >> {}", t0().elapsed().as_secs_f64(), what());
        }
        let now = Instant::now();
        let thinking = self.places.get(&place).is_some_and(|&i| {
            let began = self.tables[i].computer_turn;
            began.is_some_and(|b| now.duration_since(b) >= PAUSE)
        });
        if thinking {
            self.thinking_sent.insert(id);
        }
        self.issued.insert(id, now);
        self.figures.interactions += 1;
    }

    /// Acknowledgements still missing that are past the deadline count as missed.
    fn count_unacknowledged(&mut self, now: Instant) {
        let late = self
            .issued
            .values()
            .filter(|at| now.duration_since(**at) > ACK_DEADLINE)
            .count();
        self.figures.unanswered += late as u64;
    }

    /// How long a player waits for the bot before giving up.
    fn patience(&self) -> Duration {
        match self.opponent {
            Some(_) => PATIENCE_AGAINST_COMPUTER,
            None => PATIENCE,
        }
    }

    /// What table `i` does now, if anything.
    fn act(&mut self, i: usize, now: Instant) {
        let patience = self.patience();
        let t = &mut self.tables[i];
        let waited = now.duration_since(t.since);
        match t.phase {
            Phase::Idle if waited > Duration::from_millis(300) => {
                t.phase = Phase::Opening;
                t.since = now;
                let (opener, channel) = (t.users[0], t.channel);
                let mut options = vec![json!({"type": 3, "name": "variant", "value": "literaki"})];
                if let Some(o) = &self.opponent {
                    let level = o.strength.name();
                    options.push(json!({"type": 3, "name": "computer", "value": level}));
                }
                let new = json!([{"type": 1, "name": "new", "options": options}]);
                self.command(opener, channel, "game", new);
            }
            Phase::Opening | Phase::Joining | Phase::Starting if waited > patience => {
                // Lost or refused: start over in a fresh state (a lobby left open expires).
                self.figures.stuck += 1;
                t.reset(now);
            }
            Phase::Playing => self.turn(i, now),
            _ => {}
        }
    }

    /// The players' part during a game: answer a window, or make the mover's turn.
    fn turn(&mut self, i: usize, now: Instant) {
        let (think, patience) = (self.think, self.patience());
        let t = &mut self.tables[i];
        let Some(thread) = t.thread else {
            return;
        };
        let against_computer = self.opponent.is_some();
        if against_computer && t.next == Some(1) {
            self.computer_moving(i, thread, now);
            return;
        }
        let t = &mut self.tables[i];
        // People think before they move or answer a window (LOAD_THINK_MS).
        if now.duration_since(t.since) < think {
            return;
        }
        // Between people, the mover's opponent answers its window (a computer answers the
        // person's at once).
        let answering = (!against_computer)
            .then(|| t.window.clone().zip(t.played.clone()))
            .flatten();
        if let Some(((wid, accept, check), p)) = answering {
            let opponent = t.users[1 - p.seat];
            if !self.answered(i, &wid, now) {
                let button = if p.check { check } else { accept };
                self.press(i, thread, opponent, (&wid, &button), now);
            }
            return;
        }
        let Some(seat) = t.next else {
            return;
        };
        if t.acted_on.is_some() {
            if now.duration_since(t.since) > patience / 2 {
                // No window and no new turn: the move was refused (or lost); pass instead.
                self.figures.refused += 1;
                t.played = None;
                t.since = now;
                let user = t.users[seat];
                self.command(user, thread, "pass", json!([]));
            }
            return;
        }
        // Against the computer the person reads the board and their rack as saved; between
        // people, each knows their rack from its DM and the board from the moves.
        let position = match &mut self.opponent {
            Some(o) => match o.position(thread, t.users[seat]) {
                Some(p) => Some(p),
                None => return,
            },
            None => None,
        };
        let rack = match (&position, &t.racks[seat]) {
            (Some(p), _) => p.rack.clone(),
            (None, Some(rack)) => rack.clone(),
            (None, None) => return,
        };
        t.acted_on = Some(String::from("turn"));
        t.since = now;
        let user = t.users[seat];
        let roll: f64 = t.rng.gen();
        if roll < 0.08 {
            // Look at the rack first (an extra interaction; the turn follows on a later step).
            t.acted_on = None;
            self.command(user, thread, "rack", json!([]));
            return;
        }
        if roll < 0.12 {
            if let Some((message, button)) = t.stale.clone() {
                t.acted_on = None;
                let spectator = t.spectator;
                self.click(spectator, thread, &message, &button);
                return;
            }
        }
        let letters: Vec<String> = rack
            .iter()
            .filter(|l| *l != "?" && *l != "*")
            .cloned()
            .collect();
        let late = t.turns >= TURNS_PER_GAME;
        let kind: f64 = t.rng.gen();
        let placed = match (&self.opponent, &position) {
            _ if late || letters.len() < 2 => None,
            (Some(o), Some(p)) => person_move(o, &p.board, &letters, kind, &mut t.rng),
            _ => {
                let first = t.board.is_empty();
                let placed = if first {
                    Some(first_move(&letters))
                } else if kind < 0.55 {
                    place(&t.board, &letters, 1, &mut t.rng)
                } else if kind < 0.70 {
                    place(&t.board, &letters, 2, &mut t.rng)
                } else {
                    None
                };
                placed.map(|(text, tiles)| {
                    let real = tiles.len() == 1 || first;
                    ((text, tiles), real)
                })
            }
        };
        if let Some(((text, tiles), real)) = placed {
            let check = t.rng.gen_bool(if real { 0.3 } else { 0.7 });
            t.played = Some(Played {
                tiles,
                real,
                check,
                seat,
                rack,
            });
            t.racks[seat] = None;
            t.board_due = Some(now);
            let id = self.command(
                user,
                thread,
                "play",
                json!([{"type": 3, "name": "move", "value": text}]),
            );
            self.tables[i].turn_interaction = Some(id);
        } else if !late && kind < 0.85 && !letters.is_empty() && t.exchanges[seat] == 0 {
            t.exchanges[seat] += 1;
            let tile = letters[0].clone();
            let id = self.command(
                user,
                thread,
                "exchange",
                json!([{"type": 3, "name": "tiles", "value": tile}]),
            );
            self.tables[i].turn_interaction = Some(id);
        } else {
            self.command(user, thread, "pass", json!([]));
        }
    }
}

impl Harness<'_> {
    /// Whether table `i`'s window `wid` was answered already; one answered longer ago than
    /// the players' patience counts as lost (it may be answered again).
    fn answered(&mut self, i: usize, wid: &str, now: Instant) -> bool {
        let patience = self.patience();
        let t = &mut self.tables[i];
        if t.acted_on.as_deref() != Some(wid) {
            return false;
        }
        if now.duration_since(t.since) > patience {
            self.figures.stuck += 1;
            t.since = now;
            t.acted_on = None;
        }
        true
    }

    /// `user` presses `button` of table `i`'s window `wid`: the move settles, its board and
    /// its page's update are due.
    fn press(
        &mut self,
        i: usize,
        thread: u64,
        user: u64,
        (wid, button): (&str, &str),
        now: Instant,
    ) {
        let t = &mut self.tables[i];
        t.acted_on = Some(wid.to_string());
        t.since = now;
        t.board_due = Some(now);
        t.web_due = Some(now);
        self.click(user, thread, wid, button);
    }

    /// Against the computer, during its turn: the person answers its move's window
    /// (Accept, or Check now and then), and once it is thinking the channel is asked
    /// something (`/rack`, or a spectator's press of an old button).
    fn computer_moving(&mut self, i: usize, thread: u64, now: Instant) {
        let think = self.think;
        let t = &mut self.tables[i];
        if let Some((wid, accept, check)) = t.window.clone() {
            let since = t.since;
            if !self.answered(i, &wid, now) && now.duration_since(since) >= think {
                let t = &mut self.tables[i];
                let button = if t.rng.gen_bool(0.3) { check } else { accept };
                let person = t.users[0];
                self.press(i, thread, person, (&wid, &button), now);
            }
            return;
        }
        let (Some(began), Some(probe)) = (t.computer_turn, t.probe_at) else {
            return;
        };
        if now.duration_since(began) < probe {
            return;
        }
        // Asked again every few seconds while it lasts.
        let again = Duration::from_millis(t.rng.gen_range(2_000..4_000));
        t.probe_at = Some(probe + again);
        let stale = t.stale.clone().filter(|_| t.rng.gen_bool(0.5));
        match stale {
            Some((message, button)) => {
                let spectator = t.spectator;
                self.click(spectator, thread, &message, &button);
            }
            None => {
                let person = t.users[0];
                let id = self.command(person, thread, "rack", json!([]));
                self.probes.insert(id, Instant::now());
            }
        }
    }
}

/// The person's move against the computer: the first word across the centre, a real word
/// (one tile), a phony (two tiles after a letter: a three-letter string, real only if the
/// list has it), or none (an exchange or a pass). With whether it is real.
fn person_move(
    o: &Opponent,
    board: &HashMap<Square, String>,
    letters: &[String],
    kind: f64,
    rng: &mut StdRng,
) -> Option<(Laying, bool)> {
    if board.is_empty() {
        return o.first_word(letters).map(|m| (m, true));
    }
    if kind < 0.55 {
        return o.real_word(board, letters, rng).map(|m| (m, true));
    }
    if kind >= 0.70 {
        return None;
    }
    let (text, tiles) = place(board, letters, 2, rng)?;
    let [(a, first), (b, second)] = [&tiles[0], &tiles[1]];
    let anchor = (2 * a.0 - b.0, 2 * a.1 - b.1);
    let word = format!("{}{first}{second}", board.get(&anchor)?);
    let real = o.is_word(&word);
    Some(((text, tiles), real))
}

/// When the run started (for traces).
fn t0() -> Instant {
    static T0: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    *T0.get_or_init(Instant::now)
}

/// The channel in an interaction token (`fake-token.<channel>.<id>`).
fn channel_of_token(token: &str) -> Option<u64> {
    token.split('.').nth(1)?.parse().ok()
}

/// The first move: two letters across from the centre.
fn first_move(letters: &[String]) -> Laying {
    let word = format!("{}{}", letters[0], letters[1]);
    let tiles = vec![((7, 7), letters[0].clone()), ((7, 8), letters[1].clone())];
    (format!("8H {word}"), tiles)
}

/// A move laying `n` tiles after a letter on the board, in line with it, that makes no other
/// word: one tile makes a two-letter word (real), two make a three-letter one (a phony).
fn place(
    board: &HashMap<Square, String>,
    letters: &[String],
    n: usize,
    rng: &mut StdRng,
) -> Option<Laying> {
    let free =
        |s: Square| s.0 >= 0 && s.1 >= 0 && s.0 < SIZE && s.1 < SIZE && !board.contains_key(&s);
    let mut anchors: Vec<&Square> = board.keys().collect();
    anchors.sort();
    let start = rng.gen_range(0..anchors.len());
    for k in 0..anchors.len() {
        let &(r, c) = anchors[(start + k) % anchors.len()];
        for (dr, dc) in [(1, 0), (0, 1)] {
            let before = (r - dr, c - dc);
            let squares: Vec<Square> = (1..=n as i32).map(|j| (r + dr * j, c + dc * j)).collect();
            let after = (r + dr * (n as i32 + 1), c + dc * (n as i32 + 1));
            let sides_free = squares.iter().all(|&(sr, sc)| {
                free((sr, sc)) && free((sr - dc, sc - dr)) && free((sr + dc, sc + dr))
            });
            if !(free(before) && free(after) && sides_free) {
                continue;
            }
            let laid: Vec<String> = letters.iter().take(n).cloned().collect();
            let square = square_name((r, c), dr == 1);
            let text = format!("{square} .{}", laid.concat());
            let tiles = squares.into_iter().zip(laid).collect();
            return Some((text, tiles));
        }
    }
    None
}

/// A move's first square as notation: down, column letter first (`H8`); across, row first
/// (`8H`).
fn square_name((r, c): Square, down: bool) -> String {
    let column = (b'A' + c as u8) as char;
    if down {
        format!("{column}{}", r + 1)
    } else {
        format!("{}{column}", r + 1)
    }
}
